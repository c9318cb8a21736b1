// Float literals as MLIR reads them (issue 14 defect 9): `1e-08` has no
// '.' and is no float literal, a decimal integer is no float attribute
// ("add a trailing dot"), a hex literal is the bits of the float. Each
// was read as a bit pattern before (1e-08 -> 4.9e-324, -2e-3 -> NaN,
// 5 -> 2.5e-323).
// RUN: not facet-opt %s --split-input-file 2>&1 | FileCheck %s

func.func @no_dot() {
  %a = torch.constant.float 1e-08
  return
}
// CHECK: float_literals.mlir:9:29: error: a float literal needs a '.' before its exponent (MLIR: 1.0e-5, not 1e-5)

// -----
func.func @no_dot_negative() {
  %a = torch.constant.float -2e-3
  return
}
// CHECK: float_literals.mlir:16:30: error: a float literal needs a '.' before its exponent

// -----
func.func @integer(%x: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
  %int1 = torch.constant.int 1
  %a = torch.constant.float 5
  %r = torch.aten.add.Scalar %x, %a, %int1 : !torch.vtensor<[2],f32>, !torch.float, !torch.int -> !torch.vtensor<[2],f32>
  return %r : !torch.vtensor<[2],f32>
}
// CHECK: float_literals.mlir:24:29: error: unexpected decimal integer literal for a floating point value
// CHECK-NEXT: torch.constant.float 5
// CHECK: float_literals.mlir:24:29: note: add a trailing dot to make the literal a float

// -----
func.func @negative_hex() {
  %a = torch.constant.float -0x3FF0000000000000
  return
}
// CHECK: float_literals.mlir:34:29: error: hexadecimal float literal should not have a leading minus

// -----
func.func @typed_integer() {
  %a = arith.constant 1 : f32
  return
}
// CHECK: float_literals.mlir:41:23: error: unexpected decimal integer literal for a floating point value

// -----
func.func @hex_too_wide() {
  %a = arith.constant 0x1FFFF : f16
  return
}
// CHECK: float_literals.mlir:48:23: error: hexadecimal float constant out of range for type f16

// -----
func.func @dense_integer() -> !torch.vtensor<[2],f32> {
  %z = torch.vtensor.literal(dense<[1.0, 2]> : tensor<2xf32>) : !torch.vtensor<[2],f32>
  return %z : !torch.vtensor<[2],f32>
}
// CHECK: float_literals.mlir:55:42: error: unexpected decimal integer literal for a floating point value
