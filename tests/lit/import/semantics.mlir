// What torch ops mean, decided at import (issue 14): bitwise ops are
// bitwise, pow(x, 0.5 / -0.5 / -1) is torch's sqrt / rsqrt / reciprocal,
// addmm with beta = 0 drops the bias, baddbmm is a bmm plus its input, the attention scale is explicit, a
// float Scalar meeting an integer tensor is f32, and f16 norms compute in
// f32. The numbers themselves are checked by tests/e2e/oracle.sh.
// RUN: facet-opt %s --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @bitwise(
// CHECK: {op = "bitwise_and"} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
// CHECK: "facet.constant"() {value = 3.0 : f64} : () -> tensor<i64>
// CHECK: {op = "bitwise_xor"} : (tensor<4xi64>, tensor<i64>) -> tensor<4xi64>
// CHECK: {op = "bitwise_not"} : (tensor<4xi64>) -> tensor<4xi64>
// CHECK: {op = "bitwise_or"} : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
func.func @bitwise(%a: !torch.vtensor<[4],si64>, %b: !torch.vtensor<[4],si64>, %p: !torch.vtensor<[4],i1>) -> (!torch.vtensor<[4],si64>, !torch.vtensor<[4],i1>) {
  %int3 = torch.constant.int 3
  %0 = torch.aten.bitwise_and.Tensor %a, %b : !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64> -> !torch.vtensor<[4],si64>
  %1 = torch.aten.bitwise_xor.Scalar %0, %int3 : !torch.vtensor<[4],si64>, !torch.int -> !torch.vtensor<[4],si64>
  %2 = torch.aten.bitwise_not %1 : !torch.vtensor<[4],si64> -> !torch.vtensor<[4],si64>
  %3 = torch.aten.bitwise_or.Tensor %p, %p : !torch.vtensor<[4],i1>, !torch.vtensor<[4],i1> -> !torch.vtensor<[4],i1>
  return %2, %3 : !torch.vtensor<[4],si64>, !torch.vtensor<[4],i1>
}

// -----
// CHECK-LABEL: func.func @pow_special(
// CHECK: {op = "sqrt"} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK: {op = "rsqrt"} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK: {op = "reciprocal"} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK: "facet.constant"() {value = 1.5 : f64} : () -> tensor<f32>
// CHECK: {op = "pow"}
func.func @pow_special(%x: !torch.vtensor<[4],f32>) -> (!torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>) {
  %half = torch.constant.float 5.000000e-01
  %mhalf = torch.constant.float -5.000000e-01
  %m1 = torch.constant.int -1
  %f15 = torch.constant.float 1.500000e+00
  %0 = torch.aten.pow.Tensor_Scalar %x, %half : !torch.vtensor<[4],f32>, !torch.float -> !torch.vtensor<[4],f32>
  %1 = torch.aten.pow.Tensor_Scalar %x, %mhalf : !torch.vtensor<[4],f32>, !torch.float -> !torch.vtensor<[4],f32>
  %2 = torch.aten.pow.Tensor_Scalar %x, %m1 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
  %3 = torch.aten.pow.Tensor_Scalar %x, %f15 : !torch.vtensor<[4],f32>, !torch.float -> !torch.vtensor<[4],f32>
  return %0, %1, %2, %3 : !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>
}

// -----
// beta = 0: the result is the product alone (no add of the bias).
// CHECK-LABEL: func.func @addmm_beta0(
// CHECK: "facet.matmul"(%1, %2) {transpose_rhs = false} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
// CHECK-NOT: facet.elementwise
// CHECK: return %3
func.func @addmm_beta0(%c: !torch.vtensor<[2],f32>, %a: !torch.vtensor<[2,3],f32>, %b: !torch.vtensor<[3,2],f32>) -> !torch.vtensor<[2,2],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %0 = torch.aten.addmm %c, %a, %b, %int0, %int1 : !torch.vtensor<[2],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[3,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,2],f32>
  return %0 : !torch.vtensor<[2,2],f32>
}

// -----
// baddbmm: a batched matmul, alpha times it, plus the input broadcast over
// the batches.
// CHECK-LABEL: func.func @baddbmm(
// CHECK: "facet.matmul"(%1, %2) {transpose_rhs = false} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
// CHECK: {op = "mul"} : (tensor<2x3x5xf32>, tensor<f32>) -> tensor<2x3x5xf32>
// CHECK: {op = "add"} : (tensor<2x3x5xf32>, tensor<3x5xf32>) -> tensor<2x3x5xf32>
func.func @baddbmm(%c: !torch.vtensor<[3,5],f32>, %a: !torch.vtensor<[2,3,4],f32>, %b: !torch.vtensor<[2,4,5],f32>) -> !torch.vtensor<[2,3,5],f32> {
  %int1 = torch.constant.int 1
  %float = torch.constant.float 5.000000e-01
  %0 = torch.aten.baddbmm %c, %a, %b, %int1, %float : !torch.vtensor<[3,5],f32>, !torch.vtensor<[2,3,4],f32>, !torch.vtensor<[2,4,5],f32>, !torch.int, !torch.float -> !torch.vtensor<[2,3,5],f32>
  return %0 : !torch.vtensor<[2,3,5],f32>
}

// -----
// An explicit 0.0 stays 0; None is 1 / sqrt(16) = 0.25.
// CHECK-LABEL: func.func @sdpa_scale(
// CHECK: "facet.attention"(%0, %0, %0) {causal = false, scale = 0.0 : f64}
// CHECK: "facet.attention"(%0, %0, %0) {causal = false, scale = 0.25 : f64}
func.func @sdpa_scale(%q: !torch.vtensor<[1,2,4,16],f32>) -> (!torch.vtensor<[1,2,4,16],f32>, !torch.vtensor<[1,2,4,16],f32>) {
  %none = torch.constant.none
  %float0 = torch.constant.float 0.000000e+00
  %false = torch.constant.bool false
  %0 = torch.aten.scaled_dot_product_attention %q, %q, %q, %none, %float0, %false, %float0 : !torch.vtensor<[1,2,4,16],f32>, !torch.vtensor<[1,2,4,16],f32>, !torch.vtensor<[1,2,4,16],f32>, !torch.none, !torch.float, !torch.bool, !torch.float -> !torch.vtensor<[1,2,4,16],f32>
  %1 = torch.aten.scaled_dot_product_attention %q, %q, %q, %none, %float0, %false, %none : !torch.vtensor<[1,2,4,16],f32>, !torch.vtensor<[1,2,4,16],f32>, !torch.vtensor<[1,2,4,16],f32>, !torch.none, !torch.float, !torch.bool, !torch.none -> !torch.vtensor<[1,2,4,16],f32>
  return %0, %1 : !torch.vtensor<[1,2,4,16],f32>, !torch.vtensor<[1,2,4,16],f32>
}

// -----
// int64 == 2.5 compares in f32 (torch's promotion), bool == 2 in int64.
// CHECK-LABEL: func.func @scalar_kind(
// CHECK: "facet.constant"() {value = 2.5 : f64} : () -> tensor<f32>
// CHECK: {op = "eq"} : (tensor<4xi64>, tensor<f32>) -> tensor<4xi1>
// CHECK: "facet.constant"() {value = 2.0 : f64} : () -> tensor<i64>
// CHECK: {op = "eq"} : (tensor<4xi1>, tensor<i64>) -> tensor<4xi1>
func.func @scalar_kind(%x: !torch.vtensor<[4],si64>, %p: !torch.vtensor<[4],i1>) -> (!torch.vtensor<[4],i1>, !torch.vtensor<[4],i1>) {
  %f = torch.constant.float 2.500000e+00
  %int2 = torch.constant.int 2
  %0 = torch.aten.eq.Scalar %x, %f : !torch.vtensor<[4],si64>, !torch.float -> !torch.vtensor<[4],i1>
  %1 = torch.aten.eq.Scalar %p, %int2 : !torch.vtensor<[4],i1>, !torch.int -> !torch.vtensor<[4],i1>
  return %0, %1 : !torch.vtensor<[4],i1>, !torch.vtensor<[4],i1>
}

// -----
// f16 layer_norm: converted to f32 first, the result converted back once.
// CHECK-LABEL: func.func @layer_norm_f16(
// CHECK: {op = "convert"} : (tensor<4x16xf16>) -> tensor<4x16xf32>
// CHECK: "facet.reduce"(%1) {op = "mean", axes = [1]} : (tensor<4x16xf32>) -> tensor<4x1xf32>
// CHECK: {op = "convert"} : (tensor<4x16xf32>) -> tensor<4x16xf16>
func.func @layer_norm_f16(%x: !torch.vtensor<[4,16],f16>) -> !torch.vtensor<[4,16],f16> {
  %int16 = torch.constant.int 16
  %none = torch.constant.none
  %eps = torch.constant.float 1.000000e-05
  %true = torch.constant.bool true
  %shape = torch.prim.ListConstruct %int16 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.layer_norm %x, %shape, %none, %none, %eps, %true : !torch.vtensor<[4,16],f16>, !torch.list<int>, !torch.none, !torch.none, !torch.float, !torch.bool -> !torch.vtensor<[4,16],f16>
  return %0 : !torch.vtensor<[4,16],f16>
}
