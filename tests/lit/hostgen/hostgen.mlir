// Host programs (src/transform/hostgen.c), read back with facet-dump:
// entry checks come before any allocation or dispatch; a symbol comes from
// the first argument dim that is c * symbol, or else from a dim
// a * symbol + b (ir_derive_symbols), and every other dim is checked
// against it; transient buffers whose lifetimes do not overlap share space.
// RUN: facet-compile %s -o %t.facet --target-cpu=x86-64
// RUN: facet-dump %t.facet | FileCheck %s

// CHECK-LABEL: func @two_args(%in0: ?x64xf32, %in1: ?x64xf32, %in2: 64x64xf32)
// CHECK-NEXT: transients:
// CHECK-NEXT: 0: r0 = dim %in0[0]
// CHECK-NEXT: 1: check r0 in <umin = 16, umax = 1024, udiv = 16> (input 0 dim 0: expected s0 * 16 with s0 in [1, 64] (torch.bind_symbolic_shape at {{.*}}hostgen.mlir:{{[0-9]+}}:3))
// CHECK: r[[Y:[0-9]+]] = dim %in1[0]
// CHECK-NEXT: check r[[Y]] == r0 (input 1 dim 0: expected s0 * 16
// CHECK-NOT: alloc
// CHECK-NOT: dispatch
// CHECK: alloc
// CHECK: dispatch site 0
func.func @two_args(%x: !torch.vtensor<[?,64],f32>, %y: !torch.vtensor<[?,64],f32>, %w: !torch.vtensor<[64,64],f32>) -> !torch.vtensor<[?,64],f32> {
  %s = torch.symbolic_int "s0" {min_val = 1, max_val = 64} : !torch.int
  torch.bind_symbolic_shape %x, [%s], affine_map<()[s0] -> (s0 * 16, 64)> : !torch.vtensor<[?,64],f32>
  torch.bind_symbolic_shape %y, [%s], affine_map<()[s0] -> (s0 * 16, 64)> : !torch.vtensor<[?,64],f32>
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Tensor %x, %y, %int1 : !torch.vtensor<[?,64],f32>, !torch.vtensor<[?,64],f32>, !torch.int -> !torch.vtensor<[?,64],f32>
  %1 = torch.aten.mm %0, %w : !torch.vtensor<[?,64],f32>, !torch.vtensor<[64,64],f32> -> !torch.vtensor<[?,64],f32>
  return %1 : !torch.vtensor<[?,64],f32>
}

// s0 only from 2 * s0 + 1, then s1 from s0 + s1: each source dim minus
// its rest is checked against |a| * range (the check names the dim), then
// divided by a; the binding's location is the argument's.
// CHECK-LABEL: func @affine(%in0: ?xf32, %in1: ?xf32)
// CHECK-NEXT: transients:
// CHECK-NEXT: 0: r0 = dim %in0[0]
// CHECK-NEXT: 1: r1 = 1
// CHECK-NEXT: 2: r2 = sub r0, r1
// CHECK-NEXT: 3: check r2 in <umin = 2, umax = 200, udiv = 2> (input 0 dim 0: expected s0 * 2 + 1 with s0 in [1, 100] (torch.bind_symbolic_shape at {{.*}}hostgen.mlir:[[@LINE+11]]:3))
// CHECK-NEXT: 4: r3 = 2
// CHECK-NEXT: 5: r4 = floordiv r2, r3
// CHECK-NEXT: 6: r5 = dim %in1[0]
// CHECK-NEXT: 7: r6 = sub r5, r4
// CHECK-NEXT: 8: check r6 in <umin = 1, umax = 50> (input 1 dim 0: expected s0 + s1 with s0 (input 0 dim 0) in [1, 100], s1 in [1, 50] (torch.bind_symbolic_shape at {{.*}}hostgen.mlir:[[@LINE+7]]:3))
// CHECK-NOT: check
// CHECK: dispatch site 0
func.func @affine(%x: !torch.vtensor<[?],f32>, %y: !torch.vtensor<[?],f32>) -> (!torch.vtensor<[?],f32>, !torch.vtensor<[?],f32>) {
  %s0 = torch.symbolic_int "s0" {min_val = 1, max_val = 100} : !torch.int
  %s1 = torch.symbolic_int "s1" {min_val = 1, max_val = 50} : !torch.int
  torch.bind_symbolic_shape %x, [%s0], affine_map<()[s0] -> (s0 * 2 + 1)> : !torch.vtensor<[?],f32>
  torch.bind_symbolic_shape %y, [%s0, %s1], affine_map<()[s0, s1] -> (s0 + s1)> : !torch.vtensor<[?],f32>
  %0 = torch.aten.exp %x : !torch.vtensor<[?],f32> -> !torch.vtensor<[?],f32>
  %1 = torch.aten.neg %y : !torch.vtensor<[?],f32> -> !torch.vtensor<[?],f32>
  return %0, %1 : !torch.vtensor<[?],f32>, !torch.vtensor<[?],f32>
}

// Four matmuls in a chain: three transient values of 1 KiB, each live from
// its dispatch to the next; the first and the third never overlap, so two
// regions (2 KiB) hold the three, in one block allocated per call. The
// result's block is allocated before the first dispatch too (a call that
// runs out of memory has run no kernel).
// CHECK-LABEL: func @chain(%in0: 4x64xf32, %in1: 64x64xf32)
// CHECK-NEXT: transients: 1 block, 3 planned buffers, peak <= 2048 bytes
// CHECK: s[[B:[0-9]+]] = alloc r{{[0-9]+}} bytes (transient)
// CHECK-NOT: dispatch
// CHECK: alloc r[[LEN:[0-9]+]] bytes (result)
// CHECK-NEXT: s{{[0-9]+}} = slice s[[B]] [r[[OFF0:[0-9]+]], +r[[LEN]])
// CHECK-NEXT: dispatch site 0
// CHECK-NEXT: s{{[0-9]+}} = slice s[[B]] [r[[OFF1:[0-9]+]], +r[[LEN]])
// CHECK-NEXT: dispatch site 1
// CHECK-NEXT: s{{[0-9]+}} = slice s[[B]] [r[[OFF0]], +r[[LEN]])
// CHECK-NEXT: dispatch site 2
// CHECK-NEXT: dispatch site 3
func.func @chain(%x: !torch.vtensor<[4,64],f32>, %w: !torch.vtensor<[64,64],f32>) -> !torch.vtensor<[4,64],f32> {
  %0 = torch.aten.mm %x, %w : !torch.vtensor<[4,64],f32>, !torch.vtensor<[64,64],f32> -> !torch.vtensor<[4,64],f32>
  %1 = torch.aten.mm %0, %w : !torch.vtensor<[4,64],f32>, !torch.vtensor<[64,64],f32> -> !torch.vtensor<[4,64],f32>
  %2 = torch.aten.mm %1, %w : !torch.vtensor<[4,64],f32>, !torch.vtensor<[64,64],f32> -> !torch.vtensor<[4,64],f32>
  %3 = torch.aten.mm %2, %w : !torch.vtensor<[4,64],f32>, !torch.vtensor<[64,64],f32> -> !torch.vtensor<[4,64],f32>
  return %3 : !torch.vtensor<[4,64],f32>
}
