// Specialization by fact rows, in the style of IREE's
// deduplicate_executables.mlir: rows with equal configs share a variant,
// rows with different configs get their own, and variants whose code comes
// out identical are culled.
// RUN: facet-opt %s --split-input-file --print-after=cull --target-cpu=x86-64-v3 2>&1 | FileCheck %s

// Two prefill entry points, M = 128 * s with s up to 64 and up to 32: the
// rows differ (umax) but not in anything the configuration looks at, so one
// config and one variant serves both.
func.func @prefill_a(%x: !torch.vtensor<[?,512],f32>, %w: !torch.vtensor<[512,512],f32>) -> !torch.vtensor<[?,512],f32> {
  %s = torch.symbolic_int "s0" {min_val = 1, max_val = 64} : !torch.int
  torch.bind_symbolic_shape %x, [%s], affine_map<()[s0] -> (s0 * 128, 512)> : !torch.vtensor<[?,512],f32>
  %0 = torch.aten.mm %x, %w : !torch.vtensor<[?,512],f32>, !torch.vtensor<[512,512],f32> -> !torch.vtensor<[?,512],f32>
  return %0 : !torch.vtensor<[?,512],f32>
}
func.func @prefill_b(%x: !torch.vtensor<[?,512],f32>, %w: !torch.vtensor<[512,512],f32>) -> !torch.vtensor<[?,512],f32> {
  %s = torch.symbolic_int "s0" {min_val = 1, max_val = 32} : !torch.int
  torch.bind_symbolic_shape %x, [%s], affine_map<()[s0] -> (s0 * 128, 512)> : !torch.vtensor<[?,512],f32>
  %0 = torch.aten.mm %x, %w : !torch.vtensor<[?,512],f32>, !torch.vtensor<[512,512],f32> -> !torch.vtensor<[?,512],f32>
  return %0 : !torch.vtensor<[?,512],f32>
}
// CHECK-LABEL: facet.executable @prefill_a_dispatch_0_matmul_Dx512x512_f32
// CHECK: rows p0[<umin = 128, umax = 8192, udiv = 128>, <umin = 128, umax = 4096, udiv = 128>]
// CHECK-NEXT: variant v0 {packed tile=128x{{.*}}} rows [0, 1] facts p0<umin = 128, umax = 8192, udiv = 128>
// CHECK-NOT: variant v1
// CHECK: site @prefill_a row 0 static v0
// CHECK-NEXT: site @prefill_b row 1 static v0

// -----
// Decode (M = 4, generalized to a push constant with a point fact) and
// prefill (M = 16 * s) share the executable but not the code: a streaming
// kernel for the point, a packed one for the range.
func.func @prefill(%x: !torch.vtensor<[?,512],f16>, %w: !torch.vtensor<[512,512],f16>) -> !torch.vtensor<[?,512],f16> {
  %s = torch.symbolic_int "s0" {min_val = 1, max_val = 64} : !torch.int
  torch.bind_symbolic_shape %x, [%s], affine_map<()[s0] -> (s0 * 16, 512)> : !torch.vtensor<[?,512],f16>
  %0 = torch.aten.mm %x, %w : !torch.vtensor<[?,512],f16>, !torch.vtensor<[512,512],f16> -> !torch.vtensor<[?,512],f16>
  return %0 : !torch.vtensor<[?,512],f16>
}
func.func @decode(%x: !torch.vtensor<[4,512],f16>, %w: !torch.vtensor<[512,512],f16>) -> !torch.vtensor<[4,512],f16> {
  %0 = torch.aten.mm %x, %w : !torch.vtensor<[4,512],f16>, !torch.vtensor<[512,512],f16> -> !torch.vtensor<[4,512],f16>
  return %0 : !torch.vtensor<[4,512],f16>
}
// CHECK-LABEL: facet.executable @prefill_dispatch_0_matmul_Dx512x512_f16
// CHECK: rows p0[<umin = 16, umax = 1024, udiv = 16>, <umin = 4, umax = 4, udiv = 4>]
// CHECK-NEXT: variant v0 {packed {{.*}}} rows [0]
// CHECK-NEXT: variant v1 {stream {{.*}}} rows [1] facts p0<umin = 4, umax = 4, udiv = 4>
// CHECK: site @prefill row 0 static v0
// CHECK-NEXT: site @decode row 1 static v1

// -----
// Without deduplication the two functions keep an executable each; their
// variants generate the same code, so with culling on the second is culled
// (--dedup=off alone turns culling off too: every site its own code).
// RUN: facet-opt %s --split-input-file --print-after=cull --dedup=off --cull=on --target-cpu=x86-64-v3 2>&1 | FileCheck %s --check-prefix=NODEDUP
// RUN: facet-opt %s --split-input-file --print-after=cull --dedup=off --target-cpu=x86-64-v3 2>&1 | FileCheck %s --check-prefix=NOCULL
func.func @f(%x: !torch.vtensor<[64,256],f32>, %w: !torch.vtensor<[256,256],f32>) -> !torch.vtensor<[64,256],f32> {
  %0 = torch.aten.mm %x, %w : !torch.vtensor<[64,256],f32>, !torch.vtensor<[256,256],f32> -> !torch.vtensor<[64,256],f32>
  return %0 : !torch.vtensor<[64,256],f32>
}
func.func @g(%x: !torch.vtensor<[64,256],f32>, %w: !torch.vtensor<[256,256],f32>) -> !torch.vtensor<[64,256],f32> {
  %0 = torch.aten.mm %x, %w : !torch.vtensor<[64,256],f32>, !torch.vtensor<[256,256],f32> -> !torch.vtensor<[64,256],f32>
  return %0 : !torch.vtensor<[64,256],f32>
}
// NODEDUP: facet.executable @f_dispatch_0_matmul_Dx256x256_f32
// NODEDUP: variant v0 {{.*}} rows [0] facts p0<umin = 64, umax = 64, udiv = 64>
// NODEDUP: facet.executable @g_dispatch_0_matmul_Dx256x256_f32
// NODEDUP: variant v0 {{.*}} rows [0] facts p0<umin = 64, umax = 64, udiv = 64> culled-into kernel {{[0-9]+}}
// NOCULL-LABEL: facet.executable @g_dispatch_0_matmul_Dx256x256_f32
// NOCULL-NOT: culled-into
// NOCULL: site @g

// -----
// With specialization off, one variant per executable, configured from the
// union of the rows (min umin, max umax, gcd udiv): IREE's behaviour.
// RUN: facet-opt %s --split-input-file --print-after=cull --specialize=off --target-cpu=x86-64-v3 2>&1 | FileCheck %s --check-prefix=OFF
func.func @small(%x: !torch.vtensor<[1,512],f16>, %w: !torch.vtensor<[512,512],f16>) -> !torch.vtensor<[1,512],f16> {
  %0 = torch.aten.mm %x, %w : !torch.vtensor<[1,512],f16>, !torch.vtensor<[512,512],f16> -> !torch.vtensor<[1,512],f16>
  return %0 : !torch.vtensor<[1,512],f16>
}
func.func @large(%x: !torch.vtensor<[256,512],f16>, %w: !torch.vtensor<[512,512],f16>) -> !torch.vtensor<[256,512],f16> {
  %0 = torch.aten.mm %x, %w : !torch.vtensor<[256,512],f16>, !torch.vtensor<[512,512],f16> -> !torch.vtensor<[256,512],f16>
  return %0 : !torch.vtensor<[256,512],f16>
}
// OFF: facet.executable @small_dispatch_0_matmul_Dx512x512_f16
// OFF: rows p0[<umin = 1, umax = 1>, <umin = 256, umax = 256, udiv = 256>]
// OFF-NEXT: variant v0 {{.*}} rows [0, 1] facts p0<umin = 1, umax = 256>
// OFF-NOT: variant v1

// -----
// With --split-rows, a row whose two sides want different kernels is split
// by a runtime predicate: M = 16 * s is 16 (streaming kernel) or more
// (packed); the site gets the chain, the last piece as its fallback.
// RUN: facet-opt %s --split-input-file --print-after=cull --split-rows=on --target-cpu=x86-64-v3 2>&1 | FileCheck %s --check-prefix=SPLIT
func.func @prefill_split(%x: !torch.vtensor<[?,512],f16>, %w: !torch.vtensor<[512,512],f16>) -> !torch.vtensor<[?,512],f16> {
  %s = torch.symbolic_int "s0" {min_val = 1, max_val = 64} : !torch.int
  torch.bind_symbolic_shape %x, [%s], affine_map<()[s0] -> (s0 * 16, 512)> : !torch.vtensor<[?,512],f16>
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %wt = torch.aten.transpose.int %w, %int0, %int1 : !torch.vtensor<[512,512],f16>, !torch.int, !torch.int -> !torch.vtensor<[512,512],f16>
  %0 = torch.aten.mm %x, %wt : !torch.vtensor<[?,512],f16>, !torch.vtensor<[512,512],f16> -> !torch.vtensor<[?,512],f16>
  return %0 : !torch.vtensor<[?,512],f16>
}
// SPLIT-LABEL: facet.executable @prefill_split_dispatch_0_matmul_Dx512x512_f16
// SPLIT: rows p0[<umin = 16, umax = 1024, udiv = 16>]
// SPLIT-NEXT: row 1 = piece of row 0: p0<umin = 16, umax = 16, udiv = 16>
// SPLIT-NEXT: row 2 = piece of row 0: p0<umin = 32, umax = 1024, udiv = 16>
// SPLIT-NEXT: variant v0 {stream {{.*}}} rows [1]
// SPLIT-NEXT: variant v1 {packed {{.*}}} rows [2]
// SPLIT-NEXT: site @prefill_split row 0 select row 1 ? v0 else v1

// -----
// The cut follows the target: B[K,N] streams up to M = 8 on portable x86-64,
// 16 on x86-64-v3 and 32 on v4, so M = 8 * s splits after 8, 16 or 32.
// RUN: facet-opt %s --split-input-file --print-after=cull --split-rows=on --target-cpu=x86-64 2>&1 | FileCheck %s --check-prefix=CUT1
// RUN: facet-opt %s --split-input-file --print-after=cull --split-rows=on --target-cpu=x86-64-v3 2>&1 | FileCheck %s --check-prefix=CUT4
// RUN: facet-opt %s --split-input-file --print-after=cull --split-rows=on --target-cpu=x86-64-v4 2>&1 | FileCheck %s --check-prefix=CUT5
func.func @prefill_cut(%x: !torch.vtensor<[?,512],f32>, %w: !torch.vtensor<[512,512],f32>) -> !torch.vtensor<[?,512],f32> {
  %s = torch.symbolic_int "s0" {min_val = 1, max_val = 64} : !torch.int
  torch.bind_symbolic_shape %x, [%s], affine_map<()[s0] -> (s0 * 8, 512)> : !torch.vtensor<[?,512],f32>
  %0 = torch.aten.mm %x, %w : !torch.vtensor<[?,512],f32>, !torch.vtensor<[512,512],f32> -> !torch.vtensor<[?,512],f32>
  return %0 : !torch.vtensor<[?,512],f32>
}
// CUT1-LABEL: facet.executable @prefill_cut_dispatch_0_matmul_Dx512x512_f32
// CUT1: row 1 = piece of row 0: p0<umin = 8, umax = 8, udiv = 8>
// CUT1-NEXT: row 2 = piece of row 0: p0<umin = 16, umax = 512, udiv = 8>
// CUT1-NEXT: variant v0 {stream {{.*}}} rows [1]
// CUT1-NEXT: variant v1 {blocked {{.*}}} rows [2]
// CUT4-LABEL: facet.executable @prefill_cut_dispatch_0_matmul_Dx512x512_f32
// CUT4: row 1 = piece of row 0: p0<umin = 8, umax = 16, udiv = 8>
// CUT4-NEXT: row 2 = piece of row 0: p0<umin = 24, umax = 512, udiv = 8>
// CUT4-NEXT: variant v0 {stream {{.*}}} rows [1]
// CUT4-NEXT: variant v1 {packed {{.*}}} rows [2]
// CUT5-LABEL: facet.executable @prefill_cut_dispatch_0_matmul_Dx512x512_f32
// CUT5: row 1 = piece of row 0: p0<umin = 8, umax = 32, udiv = 8>
// CUT5-NEXT: row 2 = piece of row 0: p0<umin = 40, umax = 512, udiv = 8>
// CUT5-NEXT: variant v0 {stream {{.*}}} rows [1]
// CUT5-NEXT: variant v1 {packed {{.*}}} rows [2]
