// Ops whose result would exceed rank 8, or indexing with more indices than
// dims, are refused with a located error. Before: index.Tensor wrote the
// result's dims past the 8 a type holds (facet-opt died of SIGSEGV), and
// embedding and index_select did so before checking (ASan: stack overflow).
// The length of index lists is tests/lit/errors/limits.mlir's.
// RUN: not facet-opt %s --split-input-file 2>&1 | FileCheck %s

func.func @index_rank9(%w: !torch.vtensor<[10,1,1,1,1,1,1,4],f32>, %i: !torch.vtensor<[3,2],si64>) -> !torch.vtensor {
  %l = torch.prim.ListConstruct %i : (!torch.vtensor<[3,2],si64>) -> !torch.list<optional<vtensor>>
  %r = torch.aten.index.Tensor %w, %l : !torch.vtensor<[10,1,1,1,1,1,1,4],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor
  return %r : !torch.vtensor
}
// CHECK: rank_limits.mlir:10:{{[0-9]+}}: error: the result of 'torch.aten.index.Tensor' exceeds rank 8

// -----
func.func @embedding_rank9(%w: !torch.vtensor<[10,4],f32>, %i: !torch.vtensor<[1,1,1,1,1,1,1,2],si64>) -> !torch.vtensor<[1,1,1,1,1,1,1,2,4],f32> {
  %m1 = torch.constant.int -1
  %false = torch.constant.bool false
  %0 = torch.aten.embedding %w, %i, %m1, %false, %false : !torch.vtensor<[10,4],f32>, !torch.vtensor<[1,1,1,1,1,1,1,2],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[1,1,1,1,1,1,1,2,4],f32>
  return %0 : !torch.vtensor<[1,1,1,1,1,1,1,2,4],f32>
}
// CHECK: rank_limits.mlir:19:{{[0-9]+}}: error: the result of 'torch.aten.embedding' exceeds rank 8

// -----
func.func @index_too_many(%w: !torch.vtensor<[4,4],f32>, %i: !torch.vtensor<[2],si64>) -> !torch.vtensor {
  %l = torch.prim.ListConstruct %i, %i, %i : (!torch.vtensor<[2],si64>, !torch.vtensor<[2],si64>, !torch.vtensor<[2],si64>) -> !torch.list<optional<vtensor>>
  %r = torch.aten.index.Tensor %w, %l : !torch.vtensor<[4,4],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor
  return %r : !torch.vtensor
}
// CHECK: rank_limits.mlir:27:{{[0-9]+}}: error: 'torch.aten.index.Tensor' has 3 indices for a tensor of rank 2

// -----
func.func @index_put_many(%w: !torch.vtensor<[4],f32>, %v: !torch.vtensor<[1],f32>, %i: !torch.vtensor<[1],si64>) -> !torch.vtensor<[4],f32> {
  %false = torch.constant.bool false
  %l = torch.prim.ListConstruct %i, %i, %i, %i, %i, %i, %i, %i, %i, %i, %i, %i, %i, %i, %i, %i, %i, %i, %i, %i : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.list<optional<vtensor>>
  %r = torch.aten.index_put %w, %l, %v, %false : !torch.vtensor<[4],f32>, !torch.list<optional<vtensor>>, !torch.vtensor<[1],f32>, !torch.bool -> !torch.vtensor<[4],f32>
  return %r : !torch.vtensor<[4],f32>
}
// CHECK: rank_limits.mlir:36:{{[0-9]+}}: error: 'torch.aten.index_put' with 20 index positions exceeds the supported 15

// -----
// unsqueeze of a rank-8 tensor failed without a message; the first error
// was "use of undefined value" at the return.
func.func @unsqueeze_rank9(%x: !torch.vtensor<[1,2,1,2,1,2,1,2],f32>) -> !torch.vtensor<[1,2,1,2,1,2,1,2,1],f32> {
  %int8 = torch.constant.int 8
  %0 = torch.aten.unsqueeze %x, %int8 : !torch.vtensor<[1,2,1,2,1,2,1,2],f32>, !torch.int -> !torch.vtensor<[1,2,1,2,1,2,1,2,1],f32>
  return %0 : !torch.vtensor<[1,2,1,2,1,2,1,2,1],f32>
}
// CHECK: rank_limits.mlir:46:{{[0-9]+}}: error: 'torch.aten.unsqueeze' would make rank 9; the supported rank is 8
// CHECK-NOT: undefined value
