// An arithmetic op whose declared result dtype is not torch's promotion of
// its operands (torch.result_type) was not printed by torch: a located
// error rather than a silent recomputation in another dtype.
// RUN: not facet-opt %s --split-input-file 2>&1 | FileCheck %s

// A 0-d f32 tensor does not lift an f16 tensor: torch says f16.
func.func @zero_dim(%a: !torch.vtensor<[4],f16>, %b: !torch.vtensor<[],f32>) -> !torch.vtensor<[4],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Tensor %a, %b, %int1 : !torch.vtensor<[4],f16>, !torch.vtensor<[],f32>, !torch.int -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}
// CHECK: promotion.mlir:9:3: error: 'torch.aten.add.Tensor': the result is declared f32, but torch promotes its operands to f16

// -----
// True division of integers is f32.
func.func @int_div(%a: !torch.vtensor<[4],si64>, %b: !torch.vtensor<[4],si32>) -> !torch.vtensor<[4],si64> {
  %0 = torch.aten.div.Tensor %a, %b : !torch.vtensor<[4],si64>, !torch.vtensor<[4],si32> -> !torch.vtensor<[4],si64>
  return %0 : !torch.vtensor<[4],si64>
}
// CHECK: promotion.mlir:17:3: error: 'torch.aten.div.Tensor': the result is declared i64, but torch promotes its operands to f32

// -----
// A float Scalar meeting an integer tensor gives the default float dtype.
func.func @float_scalar(%a: !torch.vtensor<[4],si32>) -> !torch.vtensor<[4],si32> {
  %f = torch.constant.float 2.500000e+00
  %0 = torch.aten.mul.Scalar %a, %f : !torch.vtensor<[4],si32>, !torch.float -> !torch.vtensor<[4],si32>
  return %0 : !torch.vtensor<[4],si32>
}
// CHECK: promotion.mlir:26:3: error: 'torch.aten.mul.Scalar': the result is declared i32, but torch promotes its operands to f32
