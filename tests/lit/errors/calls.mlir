// Calls are inlined at import: recursion, a wrong number of arguments or
// results, and shapes that break the callee's types are located errors
// (with a note naming the call an error inside the callee came through).
// RUN: not facet-opt %s --split-input-file 2>&1 | FileCheck %s

func.func @a(%x: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %0 = func.call @b(%x) : (!torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}
func.func private @b(%x: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %0 = func.call @a(%x) : (!torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}
// CHECK: calls.mlir:11:3: error: recursive call of @a (@a -> @b -> @a): calls are inlined
// CHECK: calls.mlir:10:1: note: in @b, inlined at {{.*}}calls.mlir:7:3

// -----
func.func @f(%x: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %0 = util.call @g(%x, %x) : (!torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}
util.func private @g(%x: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  util.return %x : !torch.vtensor<[4],f32>
}
// CHECK: calls.mlir:19:3: error: @g takes 1 arguments, the call passes 2

// -----
func.func @f(%x: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %0 = util.call @g(%x) : (!torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}
util.func private @g(%x: !torch.vtensor<[5],f32>) -> !torch.vtensor<[5],f32> {
  util.return %x : !torch.vtensor<[5],f32>
}
// CHECK: calls.mlir:29:3: error: dim 0 of argument %x is 4, but 5 is promised here

// -----
func.func @f(%x: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %0:2 = util.call @g(%x) : (!torch.vtensor<[4],f32>) -> (!torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>)
  return %0#0 : !torch.vtensor<[4],f32>
}
util.func private @g(%x: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %0 = torch.aten.exp %x : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  util.return %0 : !torch.vtensor<[4],f32>
}
// CHECK: calls.mlir:39:3: error: @g returns 1 values, the call takes 2
// CHECK: calls.mlir:42:1: note: in @g, inlined at {{.*}}calls.mlir:39:3

// -----
func.func @f(%x: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %0 = util.call @g(%x) : (!torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}
util.func private @g(%x: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %0 = torch.aten.exp %x : !torch.vtensor<[4],f32> -> !torch.vtensor<[5],f32>
  util.return %0 : !torch.vtensor<[4],f32>
}
// CHECK: calls.mlir:55:55: error: result dim 0 of 'torch.aten.exp' is 4, but 5 is promised here
// CHECK: calls.mlir:54:1: note: in @g, inlined at {{.*}}calls.mlir:51:3

// -----
func.func @f(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = tensor.cast %x : tensor<2x3xf32> to tensor<3x2xf32>
  util.return %0 : tensor<3x2xf32>
}
// CHECK: calls.mlir:63:44: error: dim 0 of the cast value is 2, but 3 is promised here

// -----
util.func private @real(%z: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  util.return %z : !torch.vtensor<[4],f32>
}
func.func @g(%a: !torch.vtensor<[4],f32>, %b: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %z = torch.aten.complex %a, %b : !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32> -> !torch.vtensor<[4],complex<f32>>
  %w = util.call @real(%z) : (!torch.vtensor<[4],complex<f32>>) -> !torch.vtensor<[4],f32>
  return %a : !torch.vtensor<[4],f32>
}
// CHECK: calls.mlir:74:3: error: argument %z of the callee is !torch.vtensor<[4],f32>, the call passes a complex tensor of f32 of rank 1
