// Front-end limits: what exceeds a bound is a located error naming it
// (never a silent truncation or a read past a fixed table).
// RUN: not facet-opt %s --split-input-file 2>&1 | FileCheck %s

// index.Tensor with 16 index positions: the list was cut at 15 and the
// op then read 16 tensors from a table of 15.
func.func @index16(%x: !torch.vtensor<[2,2,2,2,2,2,2,2],f32>, %i: !torch.vtensor<[4],si64>) -> !torch.vtensor<[4],f32> {
  %l = torch.prim.ListConstruct %i, %i, %i, %i, %i, %i, %i, %i, %i, %i, %i, %i, %i, %i, %i, %i : (!torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>) -> !torch.list<optional<vtensor>>
  %r = torch.aten.index.Tensor %x, %l : !torch.vtensor<[2,2,2,2,2,2,2,2],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[4],f32>
  return %r : !torch.vtensor<[4],f32>
}
// CHECK: limits.mlir:9:3: error: 'torch.aten.index.Tensor' with 16 index positions exceeds the supported 15
