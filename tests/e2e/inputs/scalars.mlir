// Single-op functions with non-tensor (!torch.int, !torch.float,
// !torch.bool) arguments and results, in the form torch's FX importer
// prints them, some with signatures over several lines. A scalar is a
// rank-0 tensor of i64, f64 or i1 at run time; facet-run-module takes a bare
// value for it (--input=5) and prints a scalar result as "i64=5".
// tests/e2e/scalars.sh compares each with facet-reference.

// x + n (the Scalar `other` of add.Scalar is an argument).
func.func @add_int(%arg0: !torch.vtensor<[4],f32>, %arg1: !torch.int) -> !torch.vtensor<[4],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Scalar %arg0, %arg1, %int1 : !torch.vtensor<[4],f32>, !torch.int, !torch.int -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}

// An f16 tensor times a float argument.
func.func @mul_float(%arg0: !torch.vtensor<[2,3],f16>,
                     %arg1: !torch.float)
    -> !torch.vtensor<[2,3],f16> {
  %0 = torch.aten.mul.Scalar %arg0, %arg1 : !torch.vtensor<[2,3],f16>, !torch.float -> !torch.vtensor<[2,3],f16>
  return %0 : !torch.vtensor<[2,3],f16>
}

// An integer tensor plus a bool argument (true counts 1).
func.func @add_bool(%arg0: !torch.vtensor<[4],si64>, %arg1: !torch.bool) -> !torch.vtensor<[4],si64> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Scalar %arg0, %arg1, %int1 : !torch.vtensor<[4],si64>, !torch.bool, !torch.int -> !torch.vtensor<[4],si64>
  return %0 : !torch.vtensor<[4],si64>
}

// An integer tensor compared with an int argument, and an integer tensor
// divided by a float argument (promoted to f32).
func.func @eq_div(%arg0: !torch.vtensor<[4],si64>, %arg1: !torch.int, %arg2: !torch.float)
    -> (!torch.vtensor<[4],i1>, !torch.vtensor<[4],f32>) {
  %0 = torch.aten.eq.Scalar %arg0, %arg1 : !torch.vtensor<[4],si64>, !torch.int -> !torch.vtensor<[4],i1>
  %1 = torch.aten.div.Scalar %arg0, %arg2 : !torch.vtensor<[4],si64>, !torch.float -> !torch.vtensor<[4],f32>
  return %0, %1 : !torch.vtensor<[4],i1>, !torch.vtensor<[4],f32>
}

// An integer result from a size computation (2 * rows), and x divided by
// its number of rows (an integer computed at run time as a Scalar operand).
func.func @sizes(%arg0: !torch.vtensor<[?,4],f32>)
    -> (!torch.int, !torch.vtensor<[?,4],f32>) {
  %s0 = torch.symbolic_int "s0" {min_val = 1, max_val = 64} : !torch.int
  torch.bind_symbolic_shape %arg0, [%s0], affine_map<()[s0] -> (s0, 4)> : !torch.vtensor<[?,4],f32>
  %int0 = torch.constant.int 0
  %0 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?,4],f32>, !torch.int -> !torch.int
  %int2 = torch.constant.int 2
  %1 = torch.aten.mul.int %0, %int2 : !torch.int, !torch.int -> !torch.int
  %2 = torch.aten.div.Scalar %arg0, %0 : !torch.vtensor<[?,4],f32>, !torch.int -> !torch.vtensor<[?,4],f32>
  torch.bind_symbolic_shape %2, [%s0], affine_map<()[s0] -> (s0, 4)> : !torch.vtensor<[?,4],f32>
  return %1, %2 : !torch.int, !torch.vtensor<[?,4],f32>
}

// Scalars returned as they came, and constants of each kind.
func.func @passthrough(%arg0: !torch.float, %arg1: !torch.int, %arg2: !torch.bool)
    -> (!torch.float, !torch.int, !torch.bool, !torch.int, !torch.float, !torch.bool) {
  %int7 = torch.constant.int 7
  %float = torch.constant.float -2.500000e-01
  %false = torch.constant.bool false
  return %arg0, %arg1, %arg2, %int7, %float, %false : !torch.float, !torch.int, !torch.bool, !torch.int, !torch.float, !torch.bool
}

// A mutable argument updated with a scalar argument, and a scalar result.
func.func @scaled_update(%arg0: !torch.vtensor<[4],f32>, %arg1: !torch.float,
                         %arg2: !torch.tensor<[4],f32>) -> !torch.int {
  %0 = torch.copy.to_vtensor %arg2 : !torch.vtensor<[4],f32>
  %1 = torch.aten.mul.Scalar %arg0, %arg1 : !torch.vtensor<[4],f32>, !torch.float -> !torch.vtensor<[4],f32>
  %int1 = torch.constant.int 1
  %2 = torch.aten.add.Tensor %0, %1, %int1 : !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
  torch.overwrite.tensor.contents %2 overwrites %arg2 : !torch.vtensor<[4],f32>, !torch.tensor<[4],f32>
  %int4 = torch.constant.int 4
  return %int4 : !torch.int
}

// A rank-0 tensor converted alone in a kernel (a scalar's path too): its
// binding keeps its own dtype (dispatch formation once gave it the
// result's, and the verifier stopped the compile).
func.func @rank0_convert(%arg0: !torch.vtensor<[4],f32>, %arg1: !torch.vtensor<[],si64>) -> !torch.vtensor<[4],f32> {
  %int6 = torch.constant.int 6
  %false = torch.constant.bool false
  %none = torch.constant.none
  %0 = torch.aten.to.dtype %arg1, %int6, %false, %false, %none : !torch.vtensor<[],si64>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[],f32>
  %int1 = torch.constant.int 1
  %1 = torch.aten.add.Tensor %arg0, %0, %int1 : !torch.vtensor<[4],f32>, !torch.vtensor<[],f32>, !torch.int -> !torch.vtensor<[4],f32>
  return %1 : !torch.vtensor<[4],f32>
}
