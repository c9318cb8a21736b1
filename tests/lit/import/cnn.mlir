// The CNN ops import into facet.conv / facet.pool (their windows as
// attributes) and into elementwise ops, concats and index_selects for the
// rest; conv1d is a conv2d of height 1 between views; a dynamic batch
// stays a symbol. The printed IR reads back to the same text and compiles.
// RUN: facet-opt %s | FileCheck %s
// RUN: facet-opt %s > %t.1.mlir && facet-opt %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: facet-compile %t.1.mlir -o %t.facet
// RUN: facet-compile %s --print-after=dispatch -o %t2.facet 2>&1 | FileCheck %s --check-prefix=DISPATCH
// The transposed convolution over a dynamic height, compiled and against the
// reference (tests/oracle has torch's values for static shapes):
// RUN: facet-npy random 2x3x3x3xf32 --seed=9 --min=-1 --max=1 -o %t.w.npy
// RUN: facet-npy random 1x2x1x5xf32 --seed=1 --min=-2 --max=2 -o %t.x1.npy
// RUN: facet-npy random 1x2x7x5xf32 --seed=7 --min=-2 --max=2 -o %t.x7.npy
// RUN: facet-run-module --module=%t.facet --function=conv_transpose_dyn --input=@%t.x1.npy --input=@%t.w.npy --output=@%t.o1.npy
// RUN: facet-reference %s --function=conv_transpose_dyn --input=@%t.x1.npy --input=@%t.w.npy --output=@%t.r1.npy
// RUN: facet-npy compare %t.o1.npy %t.r1.npy
// RUN: facet-run-module --module=%t.facet --function=conv_transpose_dyn --input=@%t.x7.npy --input=@%t.w.npy --output=@%t.o7.npy
// RUN: facet-reference %s --function=conv_transpose_dyn --input=@%t.x7.npy --input=@%t.w.npy --output=@%t.r7.npy
// RUN: facet-npy compare %t.o7.npy %t.r7.npy
// flip over a dynamic dim (its indices size - 1 - i from an arange and a size):
// RUN: facet-npy random 5x3xf32 --seed=2 -o %t.f.npy
// RUN: facet-run-module --module=%t.facet --function=flip_dyn --input=@%t.f.npy --output=@%t.fo.npy
// RUN: facet-reference %s --function=flip_dyn --input=@%t.f.npy --output=@%t.fr.npy
// RUN: facet-npy compare %t.fo.npy %t.fr.npy --elementwise

// CHECK-LABEL: func.func @conv_pool
// CHECK: "facet.conv"(%0, %1, %2) {kernel = [3, 3], stride = [2, 1], pad = [1, 0], dilation = [1, 2], groups = 2} : (tensor<?x4x9x10xf32>, tensor<6x2x3x3xf32>, tensor<6xf32>) -> tensor<?x6x5x6xf32>
// CHECK: "facet.pool"(%{{[0-9]+}}) {op = "max", kernel = [2, 2], stride = [2, 2], pad = [1, 1], dilation = [1, 1]} : (tensor<?x6x5x6xf32>) -> tensor<?x6x3x4xf32>
// CHECK: "facet.pool"(%{{[0-9]+}}) {op = "mean", kernel = [3, 3], stride = [1, 1], pad = [1, 1], dilation = [1, 1], count_include_pad = false, divisor = 0} : (tensor<?x6x3x4xf32>) -> tensor<?x6x3x4xf32>
// CHECK: "facet.pool"(%{{[0-9]+}}) {op = "mean", adaptive = true} : (tensor<?x6x3x4xf32>) -> tensor<?x6x2x2xf32>
// DISPATCH: facet.executable @conv_pool_dispatch_{{[0-9]+}}_conv_
// DISPATCH-NEXT: conv b0, b1, b2 -> b3 kernel=3x3 stride=2x1 pad=1x0 dilation=1x2 groups=2
// DISPATCH: pool max b0 -> b1 kernel=2x2 stride=2x2 pad=1x1 dilation=1x1
// DISPATCH: pool mean b0 -> b1 kernel=3x3 stride=1x1 pad=1x1 dilation=1x1 count_include_pad=0 divisor=0
// DISPATCH: pool mean b0 -> b1 adaptive
func.func @conv_pool(%x: !torch.vtensor<[?,4,9,10],f32>, %w: !torch.vtensor<[6,2,3,3],f32>, %b: !torch.vtensor<[6],f32>) -> !torch.vtensor<[?,6,2,2],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %false = torch.constant.bool false
  %true = torch.constant.bool true
  %none = torch.constant.none
  %stride = torch.prim.ListConstruct %int2, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %pad = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %dil = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.conv2d %x, %w, %b, %stride, %pad, %dil, %int2 : !torch.vtensor<[?,4,9,10],f32>, !torch.vtensor<[6,2,3,3],f32>, !torch.vtensor<[6],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[?,6,5,6],f32>
  %k2 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p1 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.max_pool2d %0, %k2, %k2, %p1, %p1, %true : !torch.vtensor<[?,6,5,6],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[?,6,3,4],f32>
  %k3 = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %2 = torch.aten.avg_pool2d %1, %k3, %p1, %p1, %false, %false, %none : !torch.vtensor<[?,6,3,4],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[?,6,3,4],f32>
  %3 = torch.aten.adaptive_avg_pool2d %2, %k2 : !torch.vtensor<[?,6,3,4],f32>, !torch.list<int> -> !torch.vtensor<[?,6,2,2],f32>
  return %3 : !torch.vtensor<[?,6,2,2],f32>
}

// CHECK-LABEL: func.func @conv1d
// CHECK: "facet.view"(%0) : (tensor<2x4x13xf32>) -> tensor<2x4x1x13xf32>
// CHECK: "facet.view"(%1) : (tensor<6x4x3xf32>) -> tensor<6x4x1x3xf32>
// CHECK: "facet.conv"(%{{[0-9]+}}, %{{[0-9]+}}) {kernel = [1, 3], stride = [1, 2], pad = [0, 1], dilation = [1, 1], groups = 1} : (tensor<2x4x1x13xf32>, tensor<6x4x1x3xf32>) -> tensor<2x6x1x7xf32>
// CHECK: "facet.view"(%{{[0-9]+}}) : (tensor<2x6x1x7xf32>) -> tensor<2x6x7xf32>
func.func @conv1d(%x: !torch.vtensor<[2,4,13],f32>, %w: !torch.vtensor<[6,4,3],f32>) -> !torch.vtensor<[2,6,7],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %none = torch.constant.none
  %s = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.conv1d %x, %w, %none, %s, %p, %d, %int1 : !torch.vtensor<[2,4,13],f32>, !torch.vtensor<[6,4,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[2,6,7],f32>
  return %0 : !torch.vtensor<[2,6,7],f32>
}

// Batch norm: per-channel scale and shift (from the running statistics)
// viewed [1, C, 1, 1] and broadcast; hardswish a clamp between a mul and a
// div; a pad two concats with splats; nearest upsampling index_selects at
// constant indices.
// CHECK-LABEL: func.func @decomposed
// CHECK: {op = "sqrt"}
// CHECK: {op = "div"}
// CHECK: "facet.view"(%{{[0-9]+}}) : (tensor<3xf32>) -> tensor<1x3x1x1xf32>
// CHECK: {op = "maximum"}
// CHECK: {op = "minimum"}
// CHECK: "facet.concat"
// CHECK: "facet.concat"
// CHECK: "facet.index_select"(%{{[0-9]+}}, %{{[0-9]+}}) {axis = 2}
// CHECK: "facet.index_select"(%{{[0-9]+}}, %{{[0-9]+}}) {axis = 3}
// CHECK: return
func.func @decomposed(%x: !torch.vtensor<[1,3,4,5],f32>, %w: !torch.vtensor<[3],f32>, %b: !torch.vtensor<[3],f32>, %m: !torch.vtensor<[3],f32>, %v: !torch.vtensor<[3],f32>) -> !torch.vtensor<[1,3,12,14],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int12 = torch.constant.int 12
  %int14 = torch.constant.int 14
  %false = torch.constant.bool false
  %eps = torch.constant.float 1.000000e-05
  %mom = torch.constant.float 1.000000e-01
  %none = torch.constant.none
  %0 = torch.aten.batch_norm %x, %w, %b, %m, %v, %false, %mom, %eps, %false : !torch.vtensor<[1,3,4,5],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.bool, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[1,3,4,5],f32>
  %1 = torch.aten.hardswish %0 : !torch.vtensor<[1,3,4,5],f32> -> !torch.vtensor<[1,3,4,5],f32>
  %pad = torch.prim.ListConstruct %int1, %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %2 = torch.aten.constant_pad_nd %1, %pad, %int0 : !torch.vtensor<[1,3,4,5],f32>, !torch.list<int>, !torch.int -> !torch.vtensor<[1,3,6,7],f32>
  %size = torch.prim.ListConstruct %int12, %int14 : (!torch.int, !torch.int) -> !torch.list<int>
  %3 = torch.aten.upsample_nearest2d %2, %size, %none, %none : !torch.vtensor<[1,3,6,7],f32>, !torch.list<int>, !torch.none, !torch.none -> !torch.vtensor<[1,3,12,14],f32>
  return %3 : !torch.vtensor<[1,3,12,14],f32>
}

// 1-d pools are 2-d ones of height 1 between views, over a dynamic length
// (a symbol whose min_val fits the window).
// CHECK-LABEL: func.func @pool1d
// CHECK: "facet.view"(%0) : (tensor<2x3x?xf32>) -> tensor<2x3x1x?xf32>
// CHECK: "facet.pool"(%{{[0-9]+}}) {op = "max", kernel = [1, 3], stride = [1, 2], pad = [0, 1], dilation = [1, 2]} : (tensor<2x3x1x?xf32>) -> tensor<2x3x1x?xf32>
// CHECK: "facet.view"(%{{[0-9]+}}) : (tensor<2x3x1x?xf32>) -> tensor<2x3x?xf32>
// CHECK: "facet.pool"(%{{[0-9]+}}) {op = "mean", kernel = [1, 3], stride = [1, 3], pad = [0, 0], dilation = [1, 1], count_include_pad = false, divisor = 0} : (tensor<2x3x1x?xf32>) -> tensor<2x3x1x?xf32>
// CHECK: "facet.pool"(%{{[0-9]+}}) {op = "mean", adaptive = true} : (tensor<2x3x1x?xf32>) -> tensor<2x3x1x4xf32>
// CHECK: "facet.view"(%{{[0-9]+}}) : (tensor<2x3x1x4xf32>) -> tensor<2x3x4xf32>
func.func @pool1d(%x: !torch.vtensor<[2,3,?],f32>) -> !torch.vtensor<[2,3,4],f32> {
  %s0 = torch.symbolic_int "s0" {min_val = 8, max_val = 100} : !torch.int
  torch.bind_symbolic_shape %x, [%s0], affine_map<()[s0] -> (2, 3, s0)> : !torch.vtensor<[2,3,?],f32>
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int4 = torch.constant.int 4
  %false = torch.constant.bool false
  %k = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
  %s = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %p0 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %none = torch.prim.ListConstruct : () -> !torch.list<int>
  %0 = torch.aten.max_pool1d %x, %k, %s, %p, %d, %false : !torch.vtensor<[2,3,?],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[2,3,?],f32>
  %1 = torch.aten.avg_pool1d %0, %k, %none, %p0, %false, %false : !torch.vtensor<[2,3,?],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool -> !torch.vtensor<[2,3,?],f32>
  %o = torch.prim.ListConstruct %int4 : (!torch.int) -> !torch.list<int>
  %2 = torch.aten.adaptive_avg_pool1d %1, %o : !torch.vtensor<[2,3,?],f32>, !torch.list<int> -> !torch.vtensor<[2,3,4],f32>
  return %2 : !torch.vtensor<[2,3,4],f32>
}

// A transposed convolution is the direct one it equals: the input spread by
// the stride (a view with a unit dim, zeros concatenated, a view back),
// padded by dilation * (kernel - 1) - padding (+ output padding after), the
// weight flipped (index_selects at reversed indices) and its channels
// swapped per group, then a conv at stride 1.
// CHECK-LABEL: func.func @conv_transpose_groups
// CHECK: "facet.view"(%0) : (tensor<?x4x5x6xf32>) -> tensor<?x4x5x1x6xf32>
// CHECK: "facet.concat"(%{{[0-9]+}}, %{{[0-9]+}}) {axis = 3} : (tensor<?x4x5x1x6xf32>, tensor<?x4x5x1x6xf32>) -> tensor<?x4x5x2x6xf32>
// CHECK: "facet.view"(%{{[0-9]+}}) : (tensor<?x4x5x2x6xf32>) -> tensor<?x4x10x6xf32>
// CHECK: "facet.concat"(%{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}) {axis = 2} : (tensor<?x4x1x6xf32>, tensor<?x4x10x6xf32>, tensor<?x4x1x6xf32>) -> tensor<?x4x12x6xf32>
// CHECK: "facet.view"(%{{[0-9]+}}) : (tensor<?x4x12x6x3xf32>) -> tensor<?x4x12x18xf32>
// CHECK: "facet.concat"(%{{[0-9]+}}, %{{[0-9]+}}) {axis = 3} : (tensor<?x4x12x2xf32>, tensor<?x4x12x18xf32>) -> tensor<?x4x12x20xf32>
// CHECK: "facet.index_select"(%1, %{{[0-9]+}}) {axis = 2}
// CHECK: "facet.index_select"(%{{[0-9]+}}, %{{[0-9]+}}) {axis = 3}
// CHECK: "facet.transpose"(%{{[0-9]+}}) {perm = [0, 2, 1, 3, 4]} : (tensor<2x2x3x3x2xf32>) -> tensor<2x3x2x3x2xf32>
// CHECK: "facet.view"(%{{[0-9]+}}) : (tensor<2x3x2x3x2xf32>) -> tensor<6x2x3x2xf32>
// CHECK: "facet.conv"(%{{[0-9]+}}, %{{[0-9]+}}) {kernel = [3, 2], stride = [1, 1], pad = [0, 0], dilation = [1, 2], groups = 2} : (tensor<?x4x12x20xf32>, tensor<6x2x3x2xf32>) -> tensor<?x6x10x18xf32>
func.func @conv_transpose_groups(%x: !torch.vtensor<[?,4,5,6],f32>, %w: !torch.vtensor<[4,3,3,2],f32>) -> !torch.vtensor<[?,6,10,18],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %none = torch.constant.none
  %s = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %op = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.conv_transpose2d.input %x, %w, %none, %s, %p, %op, %int2, %d : !torch.vtensor<[?,4,5,6],f32>, !torch.vtensor<[4,3,3,2],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int, !torch.list<int> -> !torch.vtensor<[?,6,10,18],f32>
  return %0 : !torch.vtensor<[?,6,10,18],f32>
}

// CHECK-LABEL: func.func @conv_transpose_dyn
// CHECK: "facet.conv"({{.*}}) -> tensor<1x3x?x10xf32>
func.func @conv_transpose_dyn(%x: !torch.vtensor<[1,2,?,5],f32>, %w: !torch.vtensor<[2,3,3,3],f32>) -> !torch.vtensor<[1,3,?,10],f32> {
  %s0 = torch.symbolic_int "s0" {min_val = 1, max_val = 64} : !torch.int
  torch.bind_symbolic_shape %x, [%s0], affine_map<()[s0] -> (1, 2, s0, 5)> : !torch.vtensor<[1,2,?,5],f32>
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %true = torch.constant.bool true
  %none = torch.constant.none
  %s = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.convolution %x, %w, %none, %s, %p, %d, %true, %p, %int1 : !torch.vtensor<[1,2,?,5],f32>, !torch.vtensor<[2,3,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,3,?,10],f32>
  return %0 : !torch.vtensor<[1,3,?,10],f32>
}

// CHECK-LABEL: func.func @flip_dyn
// CHECK: "facet.size"(%arg0.d0) {value = affine_map<()[s0] -> (s0 - 1)>}
// CHECK: "facet.arange"() {start = 0.0 : f64, step = -1.0 : f64} : () -> tensor<?xi64>
// CHECK: "facet.index_select"(%0, %{{[0-9]+}}) {axis = 0}
// CHECK: "facet.arange"() {start = 2.0 : f64, step = -1.0 : f64} : () -> tensor<3xi64>
// CHECK: "facet.index_select"(%{{[0-9]+}}, %{{[0-9]+}}) {axis = 1}
func.func @flip_dyn(%x: !torch.vtensor<[?,3],f32>) -> !torch.vtensor<[?,3],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int -1
  %d = torch.prim.ListConstruct %int0, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.flip %x, %d : !torch.vtensor<[?,3],f32>, !torch.list<int> -> !torch.vtensor<[?,3],f32>
  return %0 : !torch.vtensor<[?,3],f32>
}
