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

// -----
// addmm / baddbmm: the input expands to the product's shape or is refused.
func.func @addmm_bias_rows(%c: !torch.vtensor<[7,3],f32>, %a: !torch.vtensor<[1,4],f32>, %b: !torch.vtensor<[4,3],f32>) -> !torch.vtensor<[1,3],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.addmm %c, %a, %b, %int1, %int1 : !torch.vtensor<[7,3],f32>, !torch.vtensor<[1,4],f32>, !torch.vtensor<[4,3],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,3],f32>
  return %0 : !torch.vtensor<[1,3],f32>
}
// CHECK: shapes.mlir:[[@LINE-3]]:3: error: 'torch.aten.addmm': the input (rank 2) does not expand to the product's shape

// -----
func.func @baddbmm_bias_cols(%c: !torch.vtensor<[4],f32>, %a: !torch.vtensor<[2,3,4],f32>, %b: !torch.vtensor<[2,4,5],f32>) -> !torch.vtensor<[2,3,5],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.baddbmm %c, %a, %b, %int1, %int1 : !torch.vtensor<[4],f32>, !torch.vtensor<[2,3,4],f32>, !torch.vtensor<[2,4,5],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,3,5],f32>
  return %0 : !torch.vtensor<[2,3,5],f32>
}
// CHECK: shapes.mlir:[[@LINE-3]]:3: error: a broadcast dim is 4, but 5 is promised here

// -----
func.func @baddbmm_rank2(%c: !torch.vtensor<[3,5],f32>, %a: !torch.vtensor<[3,4],f32>, %b: !torch.vtensor<[4,5],f32>) -> !torch.vtensor<[3,5],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.baddbmm %c, %a, %b, %int1, %int1 : !torch.vtensor<[3,5],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[4,5],f32>, !torch.int, !torch.int -> !torch.vtensor<[3,5],f32>
  return %0 : !torch.vtensor<[3,5],f32>
}
// CHECK: shapes.mlir:[[@LINE-3]]:3: error: baddbmm takes two 3-D tensors, got ranks 2 and 2
