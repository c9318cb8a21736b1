// Calls are inlined where they are (util.call, func.call, the short
// `call`): the callee's body imported with the call's operands, so its
// shapes are the caller's; private functions are no entry points and
// vanish, a public callee stays an entry point too. A declaration (no
// body) stays a call (compiled nowhere: listed as unsupported).
// RUN: facet-opt %s --split-input-file > %t.1.mlir
// RUN: facet-opt %t.1.mlir --split-input-file > %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir
// RUN: FileCheck %s < %t.1.mlir

// The helper sees [4, s0 * 16] through ?x? casts: tensor.dim gives the
// caller's dims, tensor.empty makes its zeros of that shape.
// CHECK-LABEL: func.func @caller(%0: tensor<4x?xf32>) -> (tensor<4x?xf32>)
// CHECK-NEXT: %s0 = torch.symbolic_int "s0"
// CHECK: %1 = "facet.elementwise"(%0) {op = "exp"} : (tensor<4x?xf32>) -> tensor<4x?xf32>
// CHECK-NEXT: torch.bind_symbolic_shape %1, [%s0], affine_map<()[s0] -> (4, s0 * 16)>
// CHECK-NEXT: %2 = "facet.constant"() {value = 0.0 : f64} : () -> tensor<4x?xf32>
// CHECK-NEXT: torch.bind_symbolic_shape %2, [%s0], affine_map<()[s0] -> (4, s0 * 16)>
// CHECK-NEXT: %3 = "facet.elementwise"(%1, %2) {op = "add"}
// CHECK-NOT: func.func private
func.func @caller(%x: !torch.vtensor<[4,?],f32>) -> !torch.vtensor<[4,?],f32> {
  %s0 = torch.symbolic_int "s0" {min_val = 1, max_val = 8} : !torch.int
  torch.bind_symbolic_shape %x, [%s0], affine_map<()[s0] -> (4, s0 * 16)> : !torch.vtensor<[4,?],f32>
  %0 = torch_c.to_builtin_tensor %x : !torch.vtensor<[4,?],f32> -> tensor<4x?xf32>
  %cast = tensor.cast %0 : tensor<4x?xf32> to tensor<?x?xf32>
  %1 = util.call @helper(%cast) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %cast_1 = tensor.cast %1 : tensor<?x?xf32> to tensor<4x?xf32>
  %2 = torch_c.from_builtin_tensor %cast_1 : tensor<4x?xf32> -> !torch.vtensor<[4,?],f32>
  return %2 : !torch.vtensor<[4,?],f32>
}
util.func private @helper(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
  %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
  %0 = torch_c.from_builtin_tensor %arg0 : tensor<?x?xf32> -> !torch.vtensor<[?,?],f32>
  %1 = torch.aten.exp %0 : !torch.vtensor<[?,?],f32> -> !torch.vtensor<[?,?],f32>
  %2 = torch_c.to_builtin_tensor %1 : !torch.vtensor<[?,?],f32> -> tensor<?x?xf32>
  %3 = tensor.empty(%dim, %dim_0) : tensor<?x?xf32>
  %4 = torch_c.from_builtin_tensor %3 : tensor<?x?xf32> -> !torch.vtensor<[?,?],f32>
  %int1 = torch.constant.int 1
  %5 = torch.aten.add.Tensor %1, %4, %int1 : !torch.vtensor<[?,?],f32>, !torch.vtensor<[?,?],f32>, !torch.int -> !torch.vtensor<[?,?],f32>
  %6 = torch_c.to_builtin_tensor %5 : !torch.vtensor<[?,?],f32> -> tensor<?x?xf32>
  util.return %6 : tensor<?x?xf32>
}

// -----
// A public callee is an entry point and is inlined as well; a callee
// defined after its caller; integer arguments; `call` and func.call.
// CHECK-LABEL: func.func @entry(%0: tensor<2x3xf32>) -> (tensor<3x2xf32>)
// CHECK-NEXT: %1 = "facet.transpose"(%0) {perm = [1, 0]}
// CHECK-NEXT: %2 = "facet.transpose"(%1) {perm = [1, 0]}
// CHECK-NEXT: %3 = "facet.transpose"(%2) {perm = [1, 0]}
// CHECK-NEXT: return %3
// CHECK-LABEL: func.func @t(%0: tensor<2x3xf32>) -> (tensor<3x2xf32>)
// CHECK-NEXT: %1 = "facet.transpose"(%0) {perm = [1, 0]}
// CHECK-NEXT: return %1
func.func @entry(%x: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[3,2],f32> {
  %int0 = torch.constant.int 0
  %0 = call @t(%x) : (!torch.vtensor<[2,3],f32>) -> !torch.vtensor<[3,2],f32>
  %1 = func.call @t2(%0, %int0) : (!torch.vtensor<[3,2],f32>, !torch.int) -> !torch.vtensor<[2,3],f32>
  %2 = call @t(%1) : (!torch.vtensor<[2,3],f32>) -> !torch.vtensor<[3,2],f32>
  return %2 : !torch.vtensor<[3,2],f32>
}
func.func @t(%x: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[3,2],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %0 = torch.aten.transpose.int %x, %int0, %int1 : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int -> !torch.vtensor<[3,2],f32>
  return %0 : !torch.vtensor<[3,2],f32>
}
func.func private @t2(%x: !torch.vtensor<[3,2],f32>, %d: !torch.int) -> !torch.vtensor<[2,3],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.transpose.int %x, %d, %int1 : !torch.vtensor<[3,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,3],f32>
  return %0 : !torch.vtensor<[2,3],f32>
}

// -----
// A callee without a body stays a call.
// CHECK-LABEL: func.func @external(
// CHECK: "facet.call"(%0) {name = @"ext"} : (tensor<4xf32>) -> tensor<4xf32>
func.func private @ext(!torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32>
func.func @external(%x: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %0 = func.call @ext(%x) : (!torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}
