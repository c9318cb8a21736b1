// Ops decomposed at import that torch refuses, or facet does not take,
// with located errors (tests/lit/errors/cnn.mlir holds the CNN ops').
// RUN: not facet-opt %s --split-input-file 2>&1 | FileCheck %s

func.func @prelu_weight(%x: !torch.vtensor<[2,3,4],f32>, %w: !torch.vtensor<[4],f32>) -> !torch.vtensor<[2,3,4],f32> {
  %0 = torch.aten.prelu %x, %w : !torch.vtensor<[2,3,4],f32>, !torch.vtensor<[4],f32> -> !torch.vtensor<[2,3,4],f32>
  return %0 : !torch.vtensor<[2,3,4],f32>
}
// CHECK: decomposed.mlir:6:3: error: 'torch.aten.prelu' needs a weight of 1 element or one per channel (dim 1)

// -----
func.func @dropout_train(%x: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %p = torch.constant.float 5.000000e-01
  %true = torch.constant.bool true
  %0 = torch.aten.dropout %x, %p, %true : !torch.vtensor<[4],f32>, !torch.float, !torch.bool -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}
// CHECK: decomposed.mlir:15:3: error: 'torch.aten.dropout' with train = true is not supported (inference only)

// -----
func.func @roll_dynamic(%x: !torch.vtensor<[?,4],f32>) -> !torch.vtensor<[?,4],f32> {
  %int1 = torch.constant.int 1
  %int0 = torch.constant.int 0
  %s = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.roll %x, %s, %d : !torch.vtensor<[?,4],f32>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[?,4],f32>
  return %0 : !torch.vtensor<[?,4],f32>
}
// CHECK: decomposed.mlir:26:3: error: 'torch.aten.roll' needs a static size along a rolled dim
