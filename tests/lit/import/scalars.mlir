// Non-tensor arguments and results: a !torch.int / !torch.float /
// !torch.bool argument is a rank-0 i64 / f64 / i1 value whose kind the
// function keeps (printed as torch spells it, and read back); as the Scalar
// operand of an elementwise op it is converted as a constant Scalar of that
// dtype would be. Integer results computed from dims become facet.size ops,
// constants facet.constant. Signatures may span lines.
// RUN: facet-opt %s --split-input-file | FileCheck %s
// RUN: facet-opt %s --split-input-file > %t.1.mlir
// RUN: facet-opt %t.1.mlir --split-input-file > %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir
// RUN: not facet-opt %S/Inputs/scalars_bad.mlir --split-input-file 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK-LABEL: func.func @add_int(%0: tensor<4xf16>, %1: !torch.int) -> (tensor<4xf16>)
// CHECK-NEXT: %2 = "facet.elementwise"(%1) {op = "convert"} : (tensor<i64>) -> tensor<f16>
// CHECK-NEXT: %3 = "facet.elementwise"(%0, %2) {op = "add"}
func.func @add_int(%arg0: !torch.vtensor<[4],f16>,
                   %arg1: !torch.int)
    -> !torch.vtensor<[4],f16> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Scalar %arg0, %arg1, %int1 : !torch.vtensor<[4],f16>, !torch.int, !torch.int -> !torch.vtensor<[4],f16>
  return %0 : !torch.vtensor<[4],f16>
}

// -----
// An int tensor meeting a float Scalar computes in the result's dtype.
// CHECK-LABEL: func.func @div_float(%0: tensor<4xi32>, %1: !torch.float) -> (tensor<4xf32>)
// CHECK-NEXT: "facet.elementwise"(%1) {op = "convert"} : (tensor<f64>) -> tensor<f32>
func.func @div_float(%arg0: !torch.vtensor<[4],si32>, %arg1: !torch.float) -> !torch.vtensor<[4],f32> {
  %0 = torch.aten.div.Scalar %arg0, %arg1 : !torch.vtensor<[4],si32>, !torch.float -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}

// -----
// CHECK-LABEL: func.func @results(%0: tensor<?x3xf32>, %1: !torch.bool) -> (!torch.int, !torch.bool, !torch.float)
// CHECK: %[[N:[0-9]+]] = "facet.size"(%[[S:[a-z0-9.]+]]) {value = affine_map<()[s0] -> (s0 * 3 + 1)>} : (!torch.int) -> tensor<i64>
// CHECK: %[[F:[0-9]+]] = "facet.constant"() {value = 2.5 : f64} : () -> tensor<f64>
// CHECK: return %[[N]], %1, %[[F]] : !torch.int, !torch.bool, !torch.float
func.func @results(%arg0: !torch.vtensor<[?,3],f32>, %arg1: !torch.bool)
    -> (!torch.int, !torch.bool, !torch.float) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int3 = torch.constant.int 3
  %0 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?,3],f32>, !torch.int -> !torch.int
  %1 = torch.aten.mul.int %0, %int3 : !torch.int, !torch.int -> !torch.int
  %2 = torch.aten.add.int %1, %int1 : !torch.int, !torch.int -> !torch.int
  %float = torch.constant.float 2.500000e+00
  return %2, %arg1, %float : !torch.int, !torch.bool, !torch.float
}

// BAD: scalars_bad.mlir:{{[0-9]+}}:{{[0-9]+}}: error: operand 0 of 'torch.aten.mul.int' must be an integer
// BAD: scalars_bad.mlir:{{[0-9]+}}:{{[0-9]+}}: error: result 0 is declared !torch.int but is a rank-1 f32
// BAD: scalars_bad.mlir:{{[0-9]+}}:{{[0-9]+}}: error: operand 2 of 'torch.aten.add.Scalar' must be a constant scalar
