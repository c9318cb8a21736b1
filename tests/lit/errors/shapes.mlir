// Shape errors found at import: each names the op and where it is.
// RUN: not facet-opt %s --split-input-file 2>&1 | FileCheck %s

func.func @k_mismatch(%a: !torch.vtensor<[4,8],f32>, %b: !torch.vtensor<[6,3],f32>) -> !torch.vtensor<[4,3],f32> {
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[4,8],f32>, !torch.vtensor<[6,3],f32> -> !torch.vtensor<[4,3],f32>
  return %0 : !torch.vtensor<[4,3],f32>
}
// CHECK: shapes.mlir:5:{{[0-9]+}}: error: the contraction dim of the rhs is 6, but 8 is promised here

// -----
func.func @declared(%a: !torch.vtensor<[4,8],f32>, %b: !torch.vtensor<[8,3],f32>) -> !torch.vtensor<[4,5],f32> {
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[4,8],f32>, !torch.vtensor<[8,3],f32> -> !torch.vtensor<[4,5],f32>
  return %0 : !torch.vtensor<[4,5],f32>
}
// CHECK: shapes.mlir:12:{{[0-9]+}}: error: result dim 1 of 'torch.aten.mm' is 3, but 5 is promised here

// -----
func.func @undefined(%a: !torch.vtensor<[4,8],f32>) -> !torch.vtensor<[4,8],f32> {
  return %zz : !torch.vtensor<[4,8],f32>
}
// CHECK: shapes.mlir:19:{{[0-9]+}}: error: use of undefined value '%zz'


// -----
func.func @twice(%a: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  return %a : !torch.vtensor<[4],f32>
}
func.func @twice(%a: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  return %a : !torch.vtensor<[4],f32>
}
// CHECK: shapes.mlir:[[@LINE-3]]:11: error: redefinition of @twice (first defined at {{.*}}shapes.mlir:[[@LINE-6]]:1)
