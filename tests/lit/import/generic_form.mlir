// MLIR's generic op form (issue 16): what `mlir-opt --mlir-print-op-generic`
// prints of a torch export imports as its custom form does. The first part
// is custom form, the second the same module in generic form (properties
// `<{...}>`, as MLIR 17+ prints them), the third with attribute dictionaries
// (older MLIR); all three print the same IR. Then builtin ops (arith,
// tensor, extract_slice with dynamic offsets and sizes) and a
// linalg.generic (operand segments, linalg.index, cmpi /
// cmpf predicates as integers, math), flow.tensor.transfer / reshape and
// iree_linalg_ext.gather, and shape symbols (torch.symbolic_int,
// bind_symbolic_shape) in both forms. Errors are in
// tests/lit/errors/generic_form.mlir.
// RUN: facet-opt %s --split-input-file | FileCheck %s

module {
  util.global private @w = #stream.parameter.named<"model"::"w"> : tensor<2xf32>
  func.func @generic(%arg0: !torch.vtensor<[2,3],f32>, %arg1: !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[2],f32> {
    %int1 = torch.constant.int 1
    %float2 = torch.constant.float 2.000000e+00
    %false = torch.constant.bool false
    %none = torch.constant.none
    %0 = torch.aten.mm %arg0, %arg1 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3,4],f32> -> !torch.vtensor<[2,4],f32>
    %1 = torch.aten.mul.Scalar %0, %float2 : !torch.vtensor<[2,4],f32>, !torch.float -> !torch.vtensor<[2,4],f32>
    %2 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %3 = torch.aten.sum.dim_IntList %1, %2, %false, %none : !torch.vtensor<[2,4],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2],f32>
    %4 = torch.operator "torch.aten.neg"(%3) : (!torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>
    %5 = func.call @helper(%4) : (!torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>
    %6 = torch.vtensor.literal(dense<[1.0, 2.0]> : tensor<2xf32>) : !torch.vtensor<[2],f32>
    %7 = torch.aten.add.Tensor %5, %6, %int1 : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.int -> !torch.vtensor<[2],f32>
    %8 = util.global.load @w : tensor<2xf32>
    %9 = torch_c.from_builtin_tensor %8 : tensor<2xf32> -> !torch.vtensor<[2],f32>
    %10 = torch.aten.mul.Tensor %7, %9 : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
    return %10 : !torch.vtensor<[2],f32>
  }
  func.func private @helper(%arg0: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
    %0 = torch.aten.exp %arg0 : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
    return %0 : !torch.vtensor<[2],f32>
  }
}
// CHECK-LABEL: util.global private @"w" = #stream.parameter.named<"model"::"w"> : tensor<2xf32>
// CHECK-LABEL: func.func @generic(%0: tensor<2x3xf32>, %1: tensor<3x4xf32>) -> (tensor<2xf32>) {
// CHECK:   %2 = "facet.matmul"(%0, %1) {transpose_rhs = false} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
// CHECK:   %3 = "facet.constant"() {value = 2.0 : f64} : () -> tensor<f32>
// CHECK:   %4 = "facet.elementwise"(%2, %3) {op = "mul"} : (tensor<2x4xf32>, tensor<f32>) -> tensor<2x4xf32>
// CHECK:   %5 = "facet.reduce"(%4) {op = "sum", axes = [1]} : (tensor<2x4xf32>) -> tensor<2x1xf32>
// CHECK:   %6 = "facet.view"(%5) : (tensor<2x1xf32>) -> tensor<2xf32>
// CHECK:   %7 = "facet.elementwise"(%6) {op = "neg"} : (tensor<2xf32>) -> tensor<2xf32>
// CHECK:   %8 = "facet.elementwise"(%7) {op = "exp"} : (tensor<2xf32>) -> tensor<2xf32>
// CHECK:   %9 = "facet.constant"() {value = dense<"0x0000803F00000040"> : tensor<2xf32>} : () -> tensor<2xf32>
// CHECK:   %10 = "facet.elementwise"(%8, %9) {op = "add"} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// CHECK:   %11 = "facet.global"() {name = @"w"} : () -> tensor<2xf32>
// CHECK:   %12 = "facet.elementwise"(%10, %11) {op = "mul"} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// CHECK:   return %12 : tensor<2xf32>
// CHECK: }

// -----
"builtin.module"() ({
  "util.global"() <{initial_value = #stream.parameter.named<"model"::"w"> : tensor<2xf32>, sym_name = "w", sym_visibility = "private", type = tensor<2xf32>}> : () -> ()
  "func.func"() <{function_type = (!torch.vtensor<[2,3],f32>, !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[2],f32>, sym_name = "generic"}> ({
  ^bb0(%arg0: !torch.vtensor<[2,3],f32>, %arg1: !torch.vtensor<[3,4],f32>):
    %0 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1 = "torch.constant.float"() <{value = 2.000000e+00 : f64}> : () -> !torch.float
    %2 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %3 = "torch.constant.none"() : () -> !torch.none
    %4 = "torch.aten.mm"(%arg0, %arg1) : (!torch.vtensor<[2,3],f32>, !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[2,4],f32>
    %5 = "torch.aten.mul.Scalar"(%4, %1) : (!torch.vtensor<[2,4],f32>, !torch.float) -> !torch.vtensor<[2,4],f32>
    %6 = "torch.prim.ListConstruct"(%0) : (!torch.int) -> !torch.list<int>
    %7 = "torch.aten.sum.dim_IntList"(%5, %6, %2, %3) : (!torch.vtensor<[2,4],f32>, !torch.list<int>, !torch.bool, !torch.none) -> !torch.vtensor<[2],f32>
    %8 = "torch.operator"(%7) <{name = "torch.aten.neg"}> : (!torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>
    %9 = "func.call"(%8) <{callee = @helper}> : (!torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>
    %10 = "torch.vtensor.literal"() <{value = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> !torch.vtensor<[2],f32>
    %11 = "torch.aten.add.Tensor"(%9, %10, %0) : (!torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.int) -> !torch.vtensor<[2],f32>
    %12 = "util.global.load"() <{global = @w}> : () -> tensor<2xf32>
    %13 = "torch_c.from_builtin_tensor"(%12) : (tensor<2xf32>) -> !torch.vtensor<[2],f32>
    %14 = "torch.aten.mul.Tensor"(%11, %13) : (!torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>
    "func.return"(%14) : (!torch.vtensor<[2],f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (!torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>, sym_name = "helper", sym_visibility = "private"}> ({
  ^bb0(%arg0: !torch.vtensor<[2],f32>):
    %0 = "torch.aten.exp"(%arg0) : (!torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>
    "func.return"(%0) : (!torch.vtensor<[2],f32>) -> ()
  }) : () -> ()
}) : () -> ()
// CHECK-LABEL: util.global private @"w" = #stream.parameter.named<"model"::"w"> : tensor<2xf32>
// CHECK-LABEL: func.func @generic(%0: tensor<2x3xf32>, %1: tensor<3x4xf32>) -> (tensor<2xf32>) {
// CHECK:   %2 = "facet.matmul"(%0, %1) {transpose_rhs = false} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
// CHECK:   %3 = "facet.constant"() {value = 2.0 : f64} : () -> tensor<f32>
// CHECK:   %4 = "facet.elementwise"(%2, %3) {op = "mul"} : (tensor<2x4xf32>, tensor<f32>) -> tensor<2x4xf32>
// CHECK:   %5 = "facet.reduce"(%4) {op = "sum", axes = [1]} : (tensor<2x4xf32>) -> tensor<2x1xf32>
// CHECK:   %6 = "facet.view"(%5) : (tensor<2x1xf32>) -> tensor<2xf32>
// CHECK:   %7 = "facet.elementwise"(%6) {op = "neg"} : (tensor<2xf32>) -> tensor<2xf32>
// CHECK:   %8 = "facet.elementwise"(%7) {op = "exp"} : (tensor<2xf32>) -> tensor<2xf32>
// CHECK:   %9 = "facet.constant"() {value = dense<"0x0000803F00000040"> : tensor<2xf32>} : () -> tensor<2xf32>
// CHECK:   %10 = "facet.elementwise"(%8, %9) {op = "add"} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// CHECK:   %11 = "facet.global"() {name = @"w"} : () -> tensor<2xf32>
// CHECK:   %12 = "facet.elementwise"(%10, %11) {op = "mul"} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// CHECK:   return %12 : tensor<2xf32>
// CHECK: }

// -----
"builtin.module"() ({
  "util.global"() {initial_value = #stream.parameter.named<"model"::"w"> : tensor<2xf32>, sym_name = "w", sym_visibility = "private", type = tensor<2xf32>} : () -> ()
  "func.func"() <{function_type = (!torch.vtensor<[2,3],f32>, !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[2],f32>, sym_name = "generic"}> ({
  ^bb0(%arg0: !torch.vtensor<[2,3],f32>, %arg1: !torch.vtensor<[3,4],f32>):
    %0 = "torch.constant.int"() {value = 1 : i64} : () -> !torch.int
    %1 = "torch.constant.float"() {value = 2.000000e+00 : f64} : () -> !torch.float
    %2 = "torch.constant.bool"() {value = false} : () -> !torch.bool
    %3 = "torch.constant.none"() : () -> !torch.none
    %4 = "torch.aten.mm"(%arg0, %arg1) : (!torch.vtensor<[2,3],f32>, !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[2,4],f32>
    %5 = "torch.aten.mul.Scalar"(%4, %1) : (!torch.vtensor<[2,4],f32>, !torch.float) -> !torch.vtensor<[2,4],f32>
    %6 = "torch.prim.ListConstruct"(%0) : (!torch.int) -> !torch.list<int>
    %7 = "torch.aten.sum.dim_IntList"(%5, %6, %2, %3) : (!torch.vtensor<[2,4],f32>, !torch.list<int>, !torch.bool, !torch.none) -> !torch.vtensor<[2],f32>
    %8 = "torch.operator"(%7) {name = "torch.aten.neg"} : (!torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>
    %9 = "func.call"(%8) {callee = @helper} : (!torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>
    %10 = "torch.vtensor.literal"() {value = dense<[1.0, 2.0]> : tensor<2xf32>} : () -> !torch.vtensor<[2],f32>
    %11 = "torch.aten.add.Tensor"(%9, %10, %0) : (!torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.int) -> !torch.vtensor<[2],f32>
    %12 = "util.global.load"() {global = @w} : () -> tensor<2xf32>
    %13 = "torch_c.from_builtin_tensor"(%12) : (tensor<2xf32>) -> !torch.vtensor<[2],f32>
    %14 = "torch.aten.mul.Tensor"(%11, %13) : (!torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>
    "func.return"(%14) : (!torch.vtensor<[2],f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (!torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>, sym_name = "helper", sym_visibility = "private"}> ({
  ^bb0(%arg0: !torch.vtensor<[2],f32>):
    %0 = "torch.aten.exp"(%arg0) : (!torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>
    "func.return"(%0) : (!torch.vtensor<[2],f32>) -> ()
  }) : () -> ()
}) : () -> ()
// CHECK-LABEL: util.global private @"w" = #stream.parameter.named<"model"::"w"> : tensor<2xf32>
// CHECK-LABEL: func.func @generic(%0: tensor<2x3xf32>, %1: tensor<3x4xf32>) -> (tensor<2xf32>) {
// CHECK:   %2 = "facet.matmul"(%0, %1) {transpose_rhs = false} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
// CHECK:   %3 = "facet.constant"() {value = 2.0 : f64} : () -> tensor<f32>
// CHECK:   %4 = "facet.elementwise"(%2, %3) {op = "mul"} : (tensor<2x4xf32>, tensor<f32>) -> tensor<2x4xf32>
// CHECK:   %5 = "facet.reduce"(%4) {op = "sum", axes = [1]} : (tensor<2x4xf32>) -> tensor<2x1xf32>
// CHECK:   %6 = "facet.view"(%5) : (tensor<2x1xf32>) -> tensor<2xf32>
// CHECK:   %7 = "facet.elementwise"(%6) {op = "neg"} : (tensor<2xf32>) -> tensor<2xf32>
// CHECK:   %8 = "facet.elementwise"(%7) {op = "exp"} : (tensor<2xf32>) -> tensor<2xf32>
// CHECK:   %9 = "facet.constant"() {value = dense<"0x0000803F00000040"> : tensor<2xf32>} : () -> tensor<2xf32>
// CHECK:   %10 = "facet.elementwise"(%8, %9) {op = "add"} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// CHECK:   %11 = "facet.global"() {name = @"w"} : () -> tensor<2xf32>
// CHECK:   %12 = "facet.elementwise"(%10, %11) {op = "mul"} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// CHECK:   return %12 : tensor<2xf32>
// CHECK: }

// -----
func.func @builtin(%a: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %a, %c0 : tensor<?x4xf32>
  %m = arith.addi %n, %c1 : index
  %e = tensor.empty(%m) : tensor<?x4xf32>
  %x = tensor.extract %a[%c1, %c0] : tensor<?x4xf32>
  %c = tensor.cast %a : tensor<?x4xf32> to tensor<?x4xf32>
  return %c, %e : tensor<?x4xf32>, tensor<?x4xf32>
}
// CHECK-LABEL: func.func @builtin(%0: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
// CHECK:   %arg0.d0 = torch.symbolic_int "arg0.d0" {min_val = 0, max_val = 9223372036854775807} : !torch.int
// CHECK:   torch.bind_symbolic_shape %0, [%arg0.d0], affine_map<()[s0] -> (s0, 4)> : tensor<?x4xf32>
// CHECK:   %1 = "facet.constant"() {value = 0.0 : f64} : () -> tensor<?x4xf32>
// CHECK:   torch.bind_symbolic_shape %1, [%arg0.d0], affine_map<()[s0] -> (s0 + 1, 4)> : tensor<?x4xf32>
// CHECK:   %2 = "facet.slice"(%0) {axis = 0, start = affine_map<()[s0] -> (1)>, step = 1} : (tensor<?x4xf32>) -> tensor<1x4xf32>
// CHECK:   %3 = "facet.slice"(%2) {axis = 1, start = affine_map<()[s0] -> (0)>, step = 1} : (tensor<1x4xf32>) -> tensor<1x1xf32>
// CHECK:   %4 = "facet.view"(%3) : (tensor<1x1xf32>) -> tensor<f32>
// CHECK:   return %0, %1 : tensor<?x4xf32>, tensor<?x4xf32>
// CHECK: }

// -----
"func.func"() <{function_type = (tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>), sym_name = "builtin"}> ({
^bb0(%a: tensor<?x4xf32>):
  %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
  %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
  %n = "tensor.dim"(%a, %c0) : (tensor<?x4xf32>, index) -> index
  %m = "arith.addi"(%n, %c1) : (index, index) -> index
  %e = "tensor.empty"(%m) : (index) -> tensor<?x4xf32>
  %x = "tensor.extract"(%a, %c1, %c0) : (tensor<?x4xf32>, index, index) -> f32
  %c = "tensor.cast"(%a) : (tensor<?x4xf32>) -> tensor<?x4xf32>
  "func.return"(%c, %e) : (tensor<?x4xf32>, tensor<?x4xf32>) -> ()
}) : () -> ()
// CHECK-LABEL: func.func @builtin(%0: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
// CHECK:   %arg0.d0 = torch.symbolic_int "arg0.d0" {min_val = 0, max_val = 9223372036854775807} : !torch.int
// CHECK:   torch.bind_symbolic_shape %0, [%arg0.d0], affine_map<()[s0] -> (s0, 4)> : tensor<?x4xf32>
// CHECK:   %1 = "facet.constant"() {value = 0.0 : f64} : () -> tensor<?x4xf32>
// CHECK:   torch.bind_symbolic_shape %1, [%arg0.d0], affine_map<()[s0] -> (s0 + 1, 4)> : tensor<?x4xf32>
// CHECK:   %2 = "facet.slice"(%0) {axis = 0, start = affine_map<()[s0] -> (1)>, step = 1} : (tensor<?x4xf32>) -> tensor<1x4xf32>
// CHECK:   %3 = "facet.slice"(%2) {axis = 1, start = affine_map<()[s0] -> (0)>, step = 1} : (tensor<1x4xf32>) -> tensor<1x1xf32>
// CHECK:   %4 = "facet.view"(%3) : (tensor<1x1xf32>) -> tensor<f32>
// CHECK:   return %0, %1 : tensor<?x4xf32>, tensor<?x4xf32>
// CHECK: }

// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
func.func @lg(%a: tensor<4x8xf32>, %b: tensor<8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x8xf32>, tensor<8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %i = linalg.index 1 : index
    %c4 = arith.constant 4 : index
    %lt = arith.cmpi slt, %i, %c4 : index
    %m = arith.mulf %x, %y : f32
    %ex = math.exp %m : f32
    %gt = arith.cmpf ogt, %ex, %x : f32
    %s1 = arith.select %lt, %m, %ex : f32
    %s2 = arith.select %gt, %s1, %x : f32
    linalg.yield %s2 : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
// CHECK-LABEL: func.func @lg(%0: tensor<4x8xf32>, %1: tensor<8xf32>) -> (tensor<4x8xf32>) {
// CHECK:   %2 = "facet.constant"() {value = 0.0 : f64} : () -> tensor<4x8xf32>
// CHECK:   %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %1 : tensor<4x8xf32>, tensor<8xf32>) outs(%2 : tensor<4x8xf32>) {
// CHECK:   ^bb0(%b0: f32, %b1: f32, %b2: f32):
// CHECK:     %b3 = linalg.index 1 : index
// CHECK:     %b4 = arith.constant 4 : index
// CHECK:     %b5 = arith.cmpi slt, %b3, %b4 : index
// CHECK:     %b6 = arith.mulf %b0, %b1 : f32
// CHECK:     %b7 = math.exp %b6 : f32
// CHECK:     %b8 = arith.cmpf ogt, %b7, %b0 : f32
// CHECK:     %b9 = arith.select %b5, %b6, %b7 : f32
// CHECK:     %b10 = arith.select %b8, %b9, %b0 : f32
// CHECK:     linalg.yield %b10 : f32
// CHECK:   } -> tensor<4x8xf32>
// CHECK:   return %3 : tensor<4x8xf32>
// CHECK: }

// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
"func.func"() <{function_type = (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>, sym_name = "lg"}> ({
^bb0(%a: tensor<4x8xf32>, %b: tensor<8xf32>):
  %e = "tensor.empty"() : () -> tensor<4x8xf32>
  %r = "linalg.generic"(%a, %b, %e) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %o: f32):
    %i = "linalg.index"() <{dim = 1 : i64}> : () -> index
    %c4 = "arith.constant"() <{value = 4 : index}> : () -> index
    %lt = "arith.cmpi"(%i, %c4) <{predicate = 2 : i64}> : (index, index) -> i1
    %m = "arith.mulf"(%x, %y) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %ex = "math.exp"(%m) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %gt = "arith.cmpf"(%ex, %x) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %s1 = "arith.select"(%lt, %m, %ex) : (i1, f32, f32) -> f32
    %s2 = "arith.select"(%gt, %s1, %x) : (i1, f32, f32) -> f32
    "linalg.yield"(%s2) : (f32) -> ()
  }) : (tensor<4x8xf32>, tensor<8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  "func.return"(%r) : (tensor<4x8xf32>) -> ()
}) : () -> ()
// CHECK-LABEL: func.func @lg(%0: tensor<4x8xf32>, %1: tensor<8xf32>) -> (tensor<4x8xf32>) {
// CHECK:   %2 = "facet.constant"() {value = 0.0 : f64} : () -> tensor<4x8xf32>
// CHECK:   %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %1 : tensor<4x8xf32>, tensor<8xf32>) outs(%2 : tensor<4x8xf32>) {
// CHECK:   ^bb0(%b0: f32, %b1: f32, %b2: f32):
// CHECK:     %b3 = linalg.index 1 : index
// CHECK:     %b4 = arith.constant 4 : index
// CHECK:     %b5 = arith.cmpi slt, %b3, %b4 : index
// CHECK:     %b6 = arith.mulf %b0, %b1 : f32
// CHECK:     %b7 = math.exp %b6 : f32
// CHECK:     %b8 = arith.cmpf ogt, %b7, %b0 : f32
// CHECK:     %b9 = arith.select %b5, %b6, %b7 : f32
// CHECK:     %b10 = arith.select %b8, %b9, %b0 : f32
// CHECK:     linalg.yield %b10 : f32
// CHECK:   } -> tensor<4x8xf32>
// CHECK:   return %3 : tensor<4x8xf32>
// CHECK: }


// -----
func.func @slices(%x: tensor<?x3x8xf16>, %i: tensor<i64>) -> (tensor<2x8xf16>, tensor<?x8xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %e = tensor.extract %i[] : tensor<i64>
  %o = arith.index_cast %e : i64 to index
  %d = tensor.dim %x, %c0 : tensor<?x3x8xf16>
  %0 = tensor.extract_slice %x[1, %c2, 0] [2, 1, 8] [1, 1, 1] : tensor<?x3x8xf16> to tensor<2x8xf16>
  %1 = tensor.extract_slice %x[0, %o, 0] [%d, 1, 8] [1, 1, 1] : tensor<?x3x8xf16> to tensor<?x8xf16>
  return %0, %1 : tensor<2x8xf16>, tensor<?x8xf16>
}
// CHECK-LABEL: func.func @slices(%0: tensor<?x3x8xf16>, %1: tensor<i64>) -> (tensor<2x8xf16>, tensor<?x8xf16>) {
// CHECK:   %arg0.d0 = torch.symbolic_int "arg0.d0" {min_val = 0, max_val = 9223372036854775807} : !torch.int
// CHECK:   torch.bind_symbolic_shape %0, [%arg0.d0], affine_map<()[s0] -> (s0, 3, 8)> : tensor<?x3x8xf16>
// CHECK:   %2 = "facet.slice"(%0) {axis = 0, start = affine_map<()[s0] -> (1)>, step = 1} : (tensor<?x3x8xf16>) -> tensor<2x3x8xf16>
// CHECK:   %3 = "facet.slice"(%2) {axis = 1, start = affine_map<()[s0] -> (2)>, step = 1} : (tensor<2x3x8xf16>) -> tensor<2x1x8xf16>
// CHECK:   %4 = "facet.view"(%3) : (tensor<2x1x8xf16>) -> tensor<2x8xf16>
// CHECK:   %5 = "facet.view"(%1) : (tensor<i64>) -> tensor<1xi64>
// CHECK:   %6 = "facet.index_select"(%0, %5) {axis = 1} : (tensor<?x3x8xf16>, tensor<1xi64>) -> tensor<?x1x8xf16>
// CHECK:   torch.bind_symbolic_shape %6, [%arg0.d0], affine_map<()[s0] -> (s0, 1, 8)> : tensor<?x1x8xf16>
// CHECK:   %7 = "facet.view"(%6) : (tensor<?x1x8xf16>) -> tensor<?x8xf16>
// CHECK:   torch.bind_symbolic_shape %7, [%arg0.d0], affine_map<()[s0] -> (s0, 8)> : tensor<?x8xf16>
// CHECK:   return %4, %7 : tensor<2x8xf16>, tensor<?x8xf16>
// CHECK: }

// -----
"func.func"() <{function_type = (tensor<?x3x8xf16>, tensor<i64>) -> (tensor<2x8xf16>, tensor<?x8xf16>), sym_name = "slices"}> ({
^bb0(%x: tensor<?x3x8xf16>, %i: tensor<i64>):
  %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
  %c2 = "arith.constant"() <{value = 2 : index}> : () -> index
  %e = "tensor.extract"(%i) : (tensor<i64>) -> i64
  %o = "arith.index_cast"(%e) : (i64) -> index
  %d = "tensor.dim"(%x, %c0) : (tensor<?x3x8xf16>, index) -> index
  %0 = "tensor.extract_slice"(%x, %c2) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 1, -9223372036854775808, 0>, static_sizes = array<i64: 2, 1, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<?x3x8xf16>, index) -> tensor<2x8xf16>
  %1 = "tensor.extract_slice"(%x, %o, %d) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: 0, -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, 1, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<?x3x8xf16>, index, index) -> tensor<?x8xf16>
  "func.return"(%0, %1) : (tensor<2x8xf16>, tensor<?x8xf16>) -> ()
}) : () -> ()
// CHECK-LABEL: func.func @slices(%0: tensor<?x3x8xf16>, %1: tensor<i64>) -> (tensor<2x8xf16>, tensor<?x8xf16>) {
// CHECK:   %arg0.d0 = torch.symbolic_int "arg0.d0" {min_val = 0, max_val = 9223372036854775807} : !torch.int
// CHECK:   torch.bind_symbolic_shape %0, [%arg0.d0], affine_map<()[s0] -> (s0, 3, 8)> : tensor<?x3x8xf16>
// CHECK:   %2 = "facet.slice"(%0) {axis = 0, start = affine_map<()[s0] -> (1)>, step = 1} : (tensor<?x3x8xf16>) -> tensor<2x3x8xf16>
// CHECK:   %3 = "facet.slice"(%2) {axis = 1, start = affine_map<()[s0] -> (2)>, step = 1} : (tensor<2x3x8xf16>) -> tensor<2x1x8xf16>
// CHECK:   %4 = "facet.view"(%3) : (tensor<2x1x8xf16>) -> tensor<2x8xf16>
// CHECK:   %5 = "facet.view"(%1) : (tensor<i64>) -> tensor<1xi64>
// CHECK:   %6 = "facet.index_select"(%0, %5) {axis = 1} : (tensor<?x3x8xf16>, tensor<1xi64>) -> tensor<?x1x8xf16>
// CHECK:   torch.bind_symbolic_shape %6, [%arg0.d0], affine_map<()[s0] -> (s0, 1, 8)> : tensor<?x1x8xf16>
// CHECK:   %7 = "facet.view"(%6) : (tensor<?x1x8xf16>) -> tensor<?x8xf16>
// CHECK:   torch.bind_symbolic_shape %7, [%arg0.d0], affine_map<()[s0] -> (s0, 8)> : tensor<?x8xf16>
// CHECK:   return %4, %7 : tensor<2x8xf16>, tensor<?x8xf16>
// CHECK: }

// -----
func.func @flowg(%x: tensor<4x?xf16>, %src: tensor<10x4xf32>, %idx: tensor<3x1xi64>) -> (tensor<?x4xf16>, tensor<3x4xf32>) {
  %c1 = arith.constant 1 : index
  %d = tensor.dim %x, %c1 : tensor<4x?xf16>
  %t = flow.tensor.transfer %x : tensor<4x?xf16>{%d} to #hal.device.promise<@__device_0>
  %r = flow.tensor.reshape %t : tensor<4x?xf16>{%d} -> tensor<?x4xf16>{%d}
  %0 = tensor.empty() : tensor<3x4xf32>
  %1 = iree_linalg_ext.gather dimension_map = [0] ins(%src, %idx : tensor<10x4xf32>, tensor<3x1xi64>) outs(%0 : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %r, %1 : tensor<?x4xf16>, tensor<3x4xf32>
}
// CHECK-LABEL: func.func @flowg(%0: tensor<4x?xf16>, %1: tensor<10x4xf32>, %2: tensor<3x1xi64>) -> (tensor<?x4xf16>, tensor<3x4xf32>) {
// CHECK:   %arg0.d1 = torch.symbolic_int "arg0.d1" {min_val = 0, max_val = 9223372036854775807} : !torch.int
// CHECK:   torch.bind_symbolic_shape %0, [%arg0.d1], affine_map<()[s0] -> (4, s0)> : tensor<4x?xf16>
// CHECK:   %3 = "facet.view"(%0) : (tensor<4x?xf16>) -> tensor<?x4xf16>
// CHECK:   torch.bind_symbolic_shape %3, [%arg0.d1], affine_map<()[s0] -> (s0, 4)> : tensor<?x4xf16>
// CHECK:   %4 = "facet.constant"() {value = 0.0 : f64} : () -> tensor<3x4xf32>
// CHECK:   %5 = "facet.view"(%2) : (tensor<3x1xi64>) -> tensor<3xi64>
// CHECK:   %6 = "facet.index_select"(%1, %5) {axis = 0} : (tensor<10x4xf32>, tensor<3xi64>) -> tensor<3x4xf32>
// CHECK:   return %3, %6 : tensor<?x4xf16>, tensor<3x4xf32>
// CHECK: }

// -----
"func.func"() <{function_type = (tensor<4x?xf16>, tensor<10x4xf32>, tensor<3x1xi64>) -> (tensor<?x4xf16>, tensor<3x4xf32>), sym_name = "flowg"}> ({
^bb0(%x: tensor<4x?xf16>, %src: tensor<10x4xf32>, %idx: tensor<3x1xi64>):
  %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
  %d = "tensor.dim"(%x, %c1) : (tensor<4x?xf16>, index) -> index
  %t = "flow.tensor.transfer"(%x, %d) <{target = #hal.device.promise<@__device_0>}> : (tensor<4x?xf16>, index) -> tensor<4x?xf16>
  %r = "flow.tensor.reshape"(%t, %d, %d) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (tensor<4x?xf16>, index, index) -> tensor<?x4xf16>
  %0 = "tensor.empty"() : () -> tensor<3x4xf32>
  %1 = "iree_linalg_ext.gather"(%src, %idx, %0) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%a: f32, %b: f32):
    "iree_linalg_ext.yield"(%a) : (f32) -> ()
  }) : (tensor<10x4xf32>, tensor<3x1xi64>, tensor<3x4xf32>) -> tensor<3x4xf32>
  "func.return"(%r, %1) : (tensor<?x4xf16>, tensor<3x4xf32>) -> ()
}) : () -> ()
// CHECK-LABEL: func.func @flowg(%0: tensor<4x?xf16>, %1: tensor<10x4xf32>, %2: tensor<3x1xi64>) -> (tensor<?x4xf16>, tensor<3x4xf32>) {
// CHECK:   %arg0.d1 = torch.symbolic_int "arg0.d1" {min_val = 0, max_val = 9223372036854775807} : !torch.int
// CHECK:   torch.bind_symbolic_shape %0, [%arg0.d1], affine_map<()[s0] -> (4, s0)> : tensor<4x?xf16>
// CHECK:   %3 = "facet.view"(%0) : (tensor<4x?xf16>) -> tensor<?x4xf16>
// CHECK:   torch.bind_symbolic_shape %3, [%arg0.d1], affine_map<()[s0] -> (s0, 4)> : tensor<?x4xf16>
// CHECK:   %4 = "facet.constant"() {value = 0.0 : f64} : () -> tensor<3x4xf32>
// CHECK:   %5 = "facet.view"(%2) : (tensor<3x1xi64>) -> tensor<3xi64>
// CHECK:   %6 = "facet.index_select"(%1, %5) {axis = 0} : (tensor<10x4xf32>, tensor<3xi64>) -> tensor<3x4xf32>
// CHECK:   return %3, %6 : tensor<?x4xf16>, tensor<3x4xf32>
// CHECK: }

// -----
func.func @sym(%x: !torch.vtensor<[?,4],f32>) -> !torch.vtensor<[?,4],f32> {
  %s0 = torch.symbolic_int "s0" {min_val = 2, max_val = 64} : !torch.int
  torch.bind_symbolic_shape %x, [%s0], affine_map<()[s0] -> (s0 * 8, 4)> : !torch.vtensor<[?,4],f32>
  %0 = torch.aten.neg %x : !torch.vtensor<[?,4],f32> -> !torch.vtensor<[?,4],f32>
  torch.bind_symbolic_shape %0, [%s0], affine_map<()[s0] -> (s0 * 8, 4)> : !torch.vtensor<[?,4],f32>
  return %0 : !torch.vtensor<[?,4],f32>
}
// CHECK-LABEL: func.func @sym(%0: tensor<?x4xf32>) -> (tensor<?x4xf32>) {
// CHECK:   %s0 = torch.symbolic_int "s0" {min_val = 2, max_val = 64} : !torch.int
// CHECK:   torch.bind_symbolic_shape %0, [%s0], affine_map<()[s0] -> (s0 * 8, 4)> : tensor<?x4xf32>
// CHECK:   %1 = "facet.elementwise"(%0) {op = "neg"} : (tensor<?x4xf32>) -> tensor<?x4xf32>
// CHECK:   torch.bind_symbolic_shape %1, [%s0], affine_map<()[s0] -> (s0 * 8, 4)> : tensor<?x4xf32>
// CHECK:   return %1 : tensor<?x4xf32>
// CHECK: }

// -----
"func.func"() <{function_type = (!torch.vtensor<[?,4],f32>) -> !torch.vtensor<[?,4],f32>, sym_name = "sym"}> ({
^bb0(%x: !torch.vtensor<[?,4],f32>):
  %s0 = "torch.symbolic_int"() <{max_val = 64 : i64, min_val = 2 : i64, name = "s0"}> : () -> !torch.int
  "torch.bind_symbolic_shape"(%x, %s0) <{shape_expressions = affine_map<()[s0] -> (s0 * 8, 4)>}> : (!torch.vtensor<[?,4],f32>, !torch.int) -> ()
  %0 = "torch.aten.neg"(%x) : (!torch.vtensor<[?,4],f32>) -> !torch.vtensor<[?,4],f32>
  "torch.bind_symbolic_shape"(%0, %s0) <{shape_expressions = affine_map<()[s0] -> (s0 * 8, 4)>}> : (!torch.vtensor<[?,4],f32>, !torch.int) -> ()
  "func.return"(%0) : (!torch.vtensor<[?,4],f32>) -> ()
}) : () -> ()
// CHECK-LABEL: func.func @sym(%0: tensor<?x4xf32>) -> (tensor<?x4xf32>) {
// CHECK:   %s0 = torch.symbolic_int "s0" {min_val = 2, max_val = 64} : !torch.int
// CHECK:   torch.bind_symbolic_shape %0, [%s0], affine_map<()[s0] -> (s0 * 8, 4)> : tensor<?x4xf32>
// CHECK:   %1 = "facet.elementwise"(%0) {op = "neg"} : (tensor<?x4xf32>) -> tensor<?x4xf32>
// CHECK:   torch.bind_symbolic_shape %1, [%s0], affine_map<()[s0] -> (s0 * 8, 4)> : tensor<?x4xf32>
// CHECK:   return %1 : tensor<?x4xf32>
// CHECK: }
