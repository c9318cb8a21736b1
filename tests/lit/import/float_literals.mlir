// Float literals: decimal with a '.' or an exponent (1e-08, which MLIR
// itself rejects, means the float a user wrote: it was read as the bit
// pattern 4.9e-324 once, -2e-3 as NaN), or hex bits (of an f64 for
// torch.constant.float, of the typed width otherwise); facet-opt prints
// floats MLIR reads back exactly (a '.', hex for inf).
// RUN: facet-opt %s > %t.1.mlir
// RUN: facet-opt %t.1.mlir > %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir
// RUN: FileCheck %s < %t.1.mlir

// CHECK-LABEL: func.func @f(
// CHECK: "facet.constant"() {value = 1.0e-08 : f64} : () -> tensor<f32>
// CHECK: "facet.constant"() {value = -0.002 : f64} : () -> tensor<f32>
// CHECK: "facet.constant"() {value = 1.0 : f64} : () -> tensor<f32>
// CHECK: "facet.constant"() {value = 0xFFF0000000000000 : f64} : () -> tensor<2xf32>
// CHECK: "facet.constant"() {value = -2.0 : f64} : () -> tensor<2xf16>
// CHECK-LABEL: func.func @no_dot(
// CHECK: "facet.constant"() {value = 1.0e-08 : f64} : () -> tensor<f32>
// CHECK: "facet.constant"() {value = -0.002 : f64} : () -> tensor<f32>
// CHECK: "facet.constant"() {value = 25.0 : f64} : () -> tensor<f32>
func.func @f(%x: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
  %int1 = torch.constant.int 1
  %a = torch.constant.float 1.0e-08
  %b = torch.constant.float -2.0e-3
  %c = torch.constant.float 0x3FF0000000000000
  %ninf = torch.constant.float 0xFFF0000000000000
  %0 = torch.aten.add.Scalar %x, %a, %int1 : !torch.vtensor<[2],f32>, !torch.float, !torch.int -> !torch.vtensor<[2],f32>
  %1 = torch.aten.add.Scalar %0, %b, %int1 : !torch.vtensor<[2],f32>, !torch.float, !torch.int -> !torch.vtensor<[2],f32>
  %2 = torch.aten.mul.Scalar %1, %c : !torch.vtensor<[2],f32>, !torch.float -> !torch.vtensor<[2],f32>
  %3 = torch.aten.fill.Scalar %2, %ninf : !torch.vtensor<[2],f32>, !torch.float -> !torch.vtensor<[2],f32>
  %4 = torch.vtensor.literal(dense<0xC000> : tensor<2xf16>) : !torch.vtensor<[2],f16>
  %5 = torch.prims.convert_element_type %4, %int1 : !torch.vtensor<[2],f16>, !torch.int -> !torch.vtensor<[2],f32>
  %6 = torch.aten.add.Tensor %3, %5, %int1 : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.int -> !torch.vtensor<[2],f32>
  return %6 : !torch.vtensor<[2],f32>
}
func.func @no_dot(%x: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
  %int1 = torch.constant.int 1
  %a = torch.constant.float 1e-08
  %b = torch.constant.float -2e-3
  %c = torch.constant.float 2.5E+1
  %0 = torch.aten.add.Scalar %x, %a, %int1 : !torch.vtensor<[2],f32>, !torch.float, !torch.int -> !torch.vtensor<[2],f32>
  %1 = torch.aten.add.Scalar %0, %b, %int1 : !torch.vtensor<[2],f32>, !torch.float, !torch.int -> !torch.vtensor<[2],f32>
  %2 = torch.aten.mul.Scalar %1, %c : !torch.vtensor<[2],f32>, !torch.float -> !torch.vtensor<[2],f32>
  return %2 : !torch.vtensor<[2],f32>
}
