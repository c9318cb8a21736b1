// Float literals as MLIR reads them (issue 14 defect 9): a decimal
// integer is no float attribute ("add a trailing dot"), a hex literal is
// the bits of the float. `5` was read as a bit pattern before (2.5e-323);
// so were 1e-08 and -2e-3, which import/float_literals.mlir reads as
// floats.
// RUN: not facet-opt %s --split-input-file 2>&1 | FileCheck %s

func.func @integer(%x: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
  %int1 = torch.constant.int 1
  %a = torch.constant.float 5
  %r = torch.aten.add.Scalar %x, %a, %int1 : !torch.vtensor<[2],f32>, !torch.float, !torch.int -> !torch.vtensor<[2],f32>
  return %r : !torch.vtensor<[2],f32>
}
// CHECK: float_literals.mlir:[[@LINE-4]]:29: error: unexpected decimal integer literal for a floating point value
// CHECK-NEXT: torch.constant.float 5
// CHECK: float_literals.mlir:[[@LINE-6]]:29: note: add a trailing dot to make the literal a float

// -----
func.func @negative_hex() {
  %a = torch.constant.float -0x3FF0000000000000
  return
}
// CHECK: float_literals.mlir:[[@LINE-3]]:29: error: hexadecimal float literal should not have a leading minus

// -----
func.func @typed_integer() {
  %a = arith.constant 1 : f32
  return
}
// CHECK: float_literals.mlir:[[@LINE-3]]:23: error: unexpected decimal integer literal for a floating point value

// -----
func.func @hex_too_wide() {
  %a = arith.constant 0x1FFFF : f16
  return
}
// CHECK: float_literals.mlir:[[@LINE-3]]:23: error: hexadecimal float constant out of range for type f16

// -----
func.func @dense_integer() -> !torch.vtensor<[2],f32> {
  %z = torch.vtensor.literal(dense<[1.0, 2]> : tensor<2xf32>) : !torch.vtensor<[2],f32>
  return %z : !torch.vtensor<[2],f32>
}
// CHECK: float_literals.mlir:[[@LINE-3]]:42: error: unexpected decimal integer literal for a floating point value
