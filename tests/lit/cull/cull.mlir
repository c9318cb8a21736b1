// Culling (src/transform/kernels.c): variants whose C is identical once
// names and comments are erased compile once. Without dedup, @f and @g keep
// an executable each, but their code is the same: with --cull=on @g's
// variant is culled into @f's kernel; @h (GELU, not SiLU) keeps its own.
// RUN: facet-opt %s --print-after=cull --dedup=off --cull=on --target-cpu=x86-64 2>&1 | FileCheck %s --check-prefix=CULL
// RUN: facet-opt %s --print-after=cull --dedup=off --cull=off --target-cpu=x86-64 2>&1 | FileCheck %s --check-prefix=NOCULL
// RUN: facet-compile %s -o %t.facet --dedup=off --cull=on --target-cpu=x86-64 --report=%t.json
// RUN: FileCheck %s --check-prefix=REPORT < %t.json

// CULL: facet.executable @f_dispatch_0_elementwise_Dx32_f32
// CULL: variant v0 {rows isa=x86-64} rows [0] facts p0<umin = 8, umax = 8, udiv = 8>{{$}}
// CULL: facet.executable @g_dispatch_0_elementwise_Dx32_f32
// CULL: variant v0 {{.*}} culled-into kernel 0
// CULL: facet.executable @h_dispatch_0_elementwise_Dx32_f32
// CULL: variant v0 {rows isa=x86-64} rows [0] facts p0<umin = 8, umax = 8, udiv = 8>{{$}}

// NOCULL-NOT: culled-into

// REPORT: "variants": 3,
// REPORT-NEXT: "variants_culled": 1,
func.func @f(%x: !torch.vtensor<[8,32],f32>) -> !torch.vtensor<[8,32],f32> {
  %0 = torch.aten.silu %x : !torch.vtensor<[8,32],f32> -> !torch.vtensor<[8,32],f32>
  return %0 : !torch.vtensor<[8,32],f32>
}
func.func @g(%x: !torch.vtensor<[8,32],f32>) -> !torch.vtensor<[8,32],f32> {
  %0 = torch.aten.silu %x : !torch.vtensor<[8,32],f32> -> !torch.vtensor<[8,32],f32>
  return %0 : !torch.vtensor<[8,32],f32>
}
func.func @h(%x: !torch.vtensor<[8,32],f32>) -> !torch.vtensor<[8,32],f32> {
  %none = torch.constant.str "none"
  %0 = torch.aten.gelu %x, %none : !torch.vtensor<[8,32],f32>, !torch.str -> !torch.vtensor<[8,32],f32>
  return %0 : !torch.vtensor<[8,32],f32>
}
