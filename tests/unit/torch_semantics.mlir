// The programs of test_semantics.c: each function isolates one way compiled
// kernels could disagree with PyTorch (issue 14). test_semantics.c holds the
// inputs, torch's outputs and the torch expression of each function.

// where(c, x, -inf): torch-mlir prints -inf as 0xFFF0000000000000.
func.func @where_ninf(%c: !torch.vtensor<[4],i1>, %x: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %ninf = torch.constant.float 0xFFF0000000000000
  %0 = torch.aten.where.ScalarOther %c, %x, %ninf : !torch.vtensor<[4],i1>, !torch.vtensor<[4],f32>, !torch.float -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}

// A masked matmul: the -inf constant lands in the matmul's epilogue.
func.func @mm_mask(%a: !torch.vtensor<[2,3],f32>, %b: !torch.vtensor<[3,4],f32>, %m: !torch.vtensor<[2,4],i1>) -> !torch.vtensor<[2,4],f32> {
  %ninf = torch.constant.float 0xFFF0000000000000
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3,4],f32> -> !torch.vtensor<[2,4],f32>
  %1 = torch.aten.where.ScalarOther %m, %0, %ninf : !torch.vtensor<[2,4],i1>, !torch.vtensor<[2,4],f32>, !torch.float -> !torch.vtensor<[2,4],f32>
  return %1 : !torch.vtensor<[2,4],f32>
}

// x + nan, and x * (the double nearest 0.1) in f64 (exact constant bits).
func.func @const_nan(%x: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
  %nan = torch.constant.float 0x7FF8000000000000
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Scalar %x, %nan, %int1 : !torch.vtensor<[2],f32>, !torch.float, !torch.int -> !torch.vtensor<[2],f32>
  return %0 : !torch.vtensor<[2],f32>
}
func.func @const_f64(%x: !torch.vtensor<[2],f64>) -> !torch.vtensor<[2],f64> {
  %c = torch.constant.float 0.10000000000000001
  %0 = torch.aten.mul.Scalar %x, %c : !torch.vtensor<[2],f64>, !torch.float -> !torch.vtensor<[2],f64>
  return %0 : !torch.vtensor<[2],f64>
}

// Reductions accumulate in the dtype's own arithmetic.
func.func @sum_i32_i64(%a: !torch.vtensor<[3],si32>) -> !torch.vtensor<[],si64> {
  %int4 = torch.constant.int 4
  %0 = torch.aten.sum %a, %int4 : !torch.vtensor<[3],si32>, !torch.int -> !torch.vtensor<[],si64>
  return %0 : !torch.vtensor<[],si64>
}
func.func @sum_i32_i32(%a: !torch.vtensor<[2],si32>) -> !torch.vtensor<[],si32> {
  %int3 = torch.constant.int 3
  %0 = torch.aten.sum %a, %int3 : !torch.vtensor<[2],si32>, !torch.int -> !torch.vtensor<[],si32>
  return %0 : !torch.vtensor<[],si32>
}
func.func @sum_i64(%a: !torch.vtensor<[2,19],si64>) -> !torch.vtensor<[2],si64> {
  %int1 = torch.constant.int 1
  %false = torch.constant.bool false
  %none = torch.constant.none
  %l = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.sum.dim_IntList %a, %l, %false, %none : !torch.vtensor<[2,19],si64>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2],si64>
  return %0 : !torch.vtensor<[2],si64>
}
func.func @amax_i32(%a: !torch.vtensor<[3],si32>) -> !torch.vtensor<[1],si32> {
  %int0 = torch.constant.int 0
  %true = torch.constant.bool true
  %l = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.amax %a, %l, %true : !torch.vtensor<[3],si32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1],si32>
  return %0 : !torch.vtensor<[1],si32>
}
func.func @sum_f64(%a: !torch.vtensor<[20],f64>) -> !torch.vtensor<[],f64> {
  %none = torch.constant.none
  %0 = torch.aten.sum %a, %none : !torch.vtensor<[20],f64>, !torch.none -> !torch.vtensor<[],f64>
  return %0 : !torch.vtensor<[],f64>
}
func.func @sum_f32_long(%a: !torch.vtensor<[100000],f32>) -> !torch.vtensor<[],f32> {
  %none = torch.constant.none
  %0 = torch.aten.sum %a, %none : !torch.vtensor<[100000],f32>, !torch.none -> !torch.vtensor<[],f32>
  return %0 : !torch.vtensor<[],f32>
}

// Integer elementwise ops compute in integers, wrapping like torch.
func.func @eq_i64(%a: !torch.vtensor<[2],si64>, %b: !torch.vtensor<[2],si64>) -> !torch.vtensor<[2],i1> {
  %0 = torch.aten.eq.Tensor %a, %b : !torch.vtensor<[2],si64>, !torch.vtensor<[2],si64> -> !torch.vtensor<[2],i1>
  return %0 : !torch.vtensor<[2],i1>
}
func.func @gt_i64(%a: !torch.vtensor<[2],si64>, %b: !torch.vtensor<[2],si64>) -> !torch.vtensor<[2],i1> {
  %0 = torch.aten.gt.Tensor %a, %b : !torch.vtensor<[2],si64>, !torch.vtensor<[2],si64> -> !torch.vtensor<[2],i1>
  return %0 : !torch.vtensor<[2],i1>
}
func.func @eq_i64_f32(%a: !torch.vtensor<[2],si64>, %b: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],i1> {
  %0 = torch.aten.eq.Tensor %a, %b : !torch.vtensor<[2],si64>, !torch.vtensor<[2],f32> -> !torch.vtensor<[2],i1>
  return %0 : !torch.vtensor<[2],i1>
}
func.func @add_i32(%a: !torch.vtensor<[2],si32>, %b: !torch.vtensor<[2],si32>) -> !torch.vtensor<[2],si32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Tensor %a, %b, %int1 : !torch.vtensor<[2],si32>, !torch.vtensor<[2],si32>, !torch.int -> !torch.vtensor<[2],si32>
  return %0 : !torch.vtensor<[2],si32>
}
func.func @add_i64(%a: !torch.vtensor<[2],si64>, %b: !torch.vtensor<[2],si64>) -> !torch.vtensor<[2],si64> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Tensor %a, %b, %int1 : !torch.vtensor<[2],si64>, !torch.vtensor<[2],si64>, !torch.int -> !torch.vtensor<[2],si64>
  return %0 : !torch.vtensor<[2],si64>
}
func.func @mul_i64(%a: !torch.vtensor<[2],si64>, %b: !torch.vtensor<[2],si64>) -> !torch.vtensor<[2],si64> {
  %0 = torch.aten.mul.Tensor %a, %b : !torch.vtensor<[2],si64>, !torch.vtensor<[2],si64> -> !torch.vtensor<[2],si64>
  return %0 : !torch.vtensor<[2],si64>
}
func.func @add_i8(%a: !torch.vtensor<[2],si8>, %b: !torch.vtensor<[2],si8>) -> (!torch.vtensor<[2],si8>, !torch.vtensor<[2],i1>) {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Tensor %a, %b, %int1 : !torch.vtensor<[2],si8>, !torch.vtensor<[2],si8>, !torch.int -> !torch.vtensor<[2],si8>
  %1 = torch.aten.gt.Tensor %0, %a : !torch.vtensor<[2],si8>, !torch.vtensor<[2],si8> -> !torch.vtensor<[2],i1>
  return %0, %1 : !torch.vtensor<[2],si8>, !torch.vtensor<[2],i1>
}
func.func @neg_abs_i64(%a: !torch.vtensor<[2],si64>) -> (!torch.vtensor<[2],si64>, !torch.vtensor<[2],si64>) {
  %0 = torch.aten.neg %a : !torch.vtensor<[2],si64> -> !torch.vtensor<[2],si64>
  %1 = torch.aten.abs %a : !torch.vtensor<[2],si64> -> !torch.vtensor<[2],si64>
  return %0, %1 : !torch.vtensor<[2],si64>, !torch.vtensor<[2],si64>
}
func.func @pow_i32(%a: !torch.vtensor<[8],si32>, %b: !torch.vtensor<[8],si32>) -> !torch.vtensor<[8],si32> {
  %0 = torch.aten.pow.Tensor_Tensor %a, %b : !torch.vtensor<[8],si32>, !torch.vtensor<[8],si32> -> !torch.vtensor<[8],si32>
  return %0 : !torch.vtensor<[8],si32>
}

// NaN propagates.
func.func @maximum(%a: !torch.vtensor<[20],f32>, %b: !torch.vtensor<[20],f32>) -> (!torch.vtensor<[20],f32>, !torch.vtensor<[20],f32>) {
  %0 = torch.aten.maximum %a, %b : !torch.vtensor<[20],f32>, !torch.vtensor<[20],f32> -> !torch.vtensor<[20],f32>
  %1 = torch.aten.minimum %a, %b : !torch.vtensor<[20],f32>, !torch.vtensor<[20],f32> -> !torch.vtensor<[20],f32>
  return %0, %1 : !torch.vtensor<[20],f32>, !torch.vtensor<[20],f32>
}
func.func @amax_nan(%a: !torch.vtensor<[3,37],f32>) -> (!torch.vtensor<[3,1],f32>, !torch.vtensor<[3,1],f32>) {
  %int1 = torch.constant.int 1
  %true = torch.constant.bool true
  %l = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.amax %a, %l, %true : !torch.vtensor<[3,37],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[3,1],f32>
  %1 = torch.aten.amin %a, %l, %true : !torch.vtensor<[3,37],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[3,1],f32>
  return %0, %1 : !torch.vtensor<[3,1],f32>, !torch.vtensor<[3,1],f32>
}
func.func @amax_nan_f64(%a: !torch.vtensor<[3,19],f64>) -> (!torch.vtensor<[3,1],f64>, !torch.vtensor<[3,1],f64>) {
  %int1 = torch.constant.int 1
  %true = torch.constant.bool true
  %l = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.amax %a, %l, %true : !torch.vtensor<[3,19],f64>, !torch.list<int>, !torch.bool -> !torch.vtensor<[3,1],f64>
  %1 = torch.aten.amin %a, %l, %true : !torch.vtensor<[3,19],f64>, !torch.list<int>, !torch.bool -> !torch.vtensor<[3,1],f64>
  return %0, %1 : !torch.vtensor<[3,1],f64>, !torch.vtensor<[3,1],f64>
}
func.func @relu(%a: !torch.vtensor<[20],f32>) -> !torch.vtensor<[20],f32> {
  %0 = torch.aten.relu %a : !torch.vtensor<[20],f32> -> !torch.vtensor<[20],f32>
  return %0 : !torch.vtensor<[20],f32>
}
func.func @mm_relu(%a: !torch.vtensor<[2,2],f32>, %b: !torch.vtensor<[2,2],f32>) -> !torch.vtensor<[2,2],f32> {
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2],f32> -> !torch.vtensor<[2,2],f32>
  %1 = torch.aten.relu %0 : !torch.vtensor<[2,2],f32> -> !torch.vtensor<[2,2],f32>
  return %1 : !torch.vtensor<[2,2],f32>
}
func.func @softmax_nan(%a: !torch.vtensor<[2,5],f32>) -> !torch.vtensor<[2,5],f32> {
  %int-1 = torch.constant.int -1
  %false = torch.constant.bool false
  %0 = torch.aten._softmax %a, %int-1, %false : !torch.vtensor<[2,5],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2,5],f32>
  return %0 : !torch.vtensor<[2,5],f32>
}

// Float floor_divide and remainder as torch computes them (fmod based).
func.func @floordiv_f32(%a: !torch.vtensor<[16],f32>, %b: !torch.vtensor<[16],f32>) -> (!torch.vtensor<[16],f32>, !torch.vtensor<[16],f32>) {
  %0 = torch.aten.floor_divide %a, %b : !torch.vtensor<[16],f32>, !torch.vtensor<[16],f32> -> !torch.vtensor<[16],f32>
  %1 = torch.aten.remainder.Tensor %a, %b : !torch.vtensor<[16],f32>, !torch.vtensor<[16],f32> -> !torch.vtensor<[16],f32>
  return %0, %1 : !torch.vtensor<[16],f32>, !torch.vtensor<[16],f32>
}
func.func @floordiv_f64(%a: !torch.vtensor<[16],f64>, %b: !torch.vtensor<[16],f64>) -> (!torch.vtensor<[16],f64>, !torch.vtensor<[16],f64>) {
  %0 = torch.aten.floor_divide %a, %b : !torch.vtensor<[16],f64>, !torch.vtensor<[16],f64> -> !torch.vtensor<[16],f64>
  %1 = torch.aten.remainder.Tensor %a, %b : !torch.vtensor<[16],f64>, !torch.vtensor<[16],f64> -> !torch.vtensor<[16],f64>
  return %0, %1 : !torch.vtensor<[16],f64>, !torch.vtensor<[16],f64>
}

// Integer division by zero does not trap (facet defines x // 0 = x % 0 = 0),
// nor does INT_MIN // -1 (it wraps).
func.func @floordiv_i64(%a: !torch.vtensor<[10],si64>, %b: !torch.vtensor<[10],si64>) -> (!torch.vtensor<[10],si64>, !torch.vtensor<[10],si64>) {
  %0 = torch.aten.floor_divide %a, %b : !torch.vtensor<[10],si64>, !torch.vtensor<[10],si64> -> !torch.vtensor<[10],si64>
  %1 = torch.aten.remainder.Tensor %a, %b : !torch.vtensor<[10],si64>, !torch.vtensor<[10],si64> -> !torch.vtensor<[10],si64>
  return %0, %1 : !torch.vtensor<[10],si64>, !torch.vtensor<[10],si64>
}
func.func @floordiv_i32(%a: !torch.vtensor<[8],si32>, %b: !torch.vtensor<[8],si32>) -> (!torch.vtensor<[8],si32>, !torch.vtensor<[8],si32>) {
  %0 = torch.aten.floor_divide %a, %b : !torch.vtensor<[8],si32>, !torch.vtensor<[8],si32> -> !torch.vtensor<[8],si32>
  %1 = torch.aten.remainder.Tensor %a, %b : !torch.vtensor<[8],si32>, !torch.vtensor<[8],si32> -> !torch.vtensor<[8],si32>
  return %0, %1 : !torch.vtensor<[8],si32>, !torch.vtensor<[8],si32>
}

// Special values: -0 to f16, exp below FLT_MIN, pow's special exponents.
func.func @to_f16(%a: !torch.vtensor<[10],f32>) -> (!torch.vtensor<[10],f16>, !torch.vtensor<[10],f32>) {
  %int5 = torch.constant.int 5
  %int6 = torch.constant.int 6
  %0 = torch.prims.convert_element_type %a, %int5 : !torch.vtensor<[10],f32>, !torch.int -> !torch.vtensor<[10],f16>
  %1 = torch.prims.convert_element_type %0, %int6 : !torch.vtensor<[10],f16>, !torch.int -> !torch.vtensor<[10],f32>
  return %0, %1 : !torch.vtensor<[10],f16>, !torch.vtensor<[10],f32>
}
func.func @exp(%a: !torch.vtensor<[10],f32>) -> !torch.vtensor<[10],f32> {
  %0 = torch.aten.exp %a : !torch.vtensor<[10],f32> -> !torch.vtensor<[10],f32>
  return %0 : !torch.vtensor<[10],f32>
}
func.func @pow_special(%a: !torch.vtensor<[7],f32>) -> (!torch.vtensor<[7],f32>, !torch.vtensor<[7],f32>, !torch.vtensor<[7],f32>, !torch.vtensor<[7],f32>, !torch.vtensor<[7],f32>, !torch.vtensor<[7],f32>) {
  %half = torch.constant.float 5.000000e-01
  %mhalf = torch.constant.float -5.000000e-01
  %int3 = torch.constant.int 3
  %intm1 = torch.constant.int -1
  %intm2 = torch.constant.int -2
  %int0 = torch.constant.int 0
  %0 = torch.aten.pow.Tensor_Scalar %a, %half : !torch.vtensor<[7],f32>, !torch.float -> !torch.vtensor<[7],f32>
  %1 = torch.aten.pow.Tensor_Scalar %a, %mhalf : !torch.vtensor<[7],f32>, !torch.float -> !torch.vtensor<[7],f32>
  %2 = torch.aten.pow.Tensor_Scalar %a, %int3 : !torch.vtensor<[7],f32>, !torch.int -> !torch.vtensor<[7],f32>
  %3 = torch.aten.pow.Tensor_Scalar %a, %intm1 : !torch.vtensor<[7],f32>, !torch.int -> !torch.vtensor<[7],f32>
  %4 = torch.aten.pow.Tensor_Scalar %a, %intm2 : !torch.vtensor<[7],f32>, !torch.int -> !torch.vtensor<[7],f32>
  %5 = torch.aten.pow.Tensor_Scalar %a, %int0 : !torch.vtensor<[7],f32>, !torch.int -> !torch.vtensor<[7],f32>
  return %0, %1, %2, %3, %4, %5 : !torch.vtensor<[7],f32>, !torch.vtensor<[7],f32>, !torch.vtensor<[7],f32>, !torch.vtensor<[7],f32>, !torch.vtensor<[7],f32>, !torch.vtensor<[7],f32>
}

// Float to integer: torch's static_cast on x86 (NaN and out of range give
// INT_MIN of the conversion; i8 goes through int32).
func.func @to_int(%a: !torch.vtensor<[6],f32>) -> (!torch.vtensor<[6],si32>, !torch.vtensor<[6],si8>, !torch.vtensor<[6],si64>) {
  %int3 = torch.constant.int 3
  %int1 = torch.constant.int 1
  %int4 = torch.constant.int 4
  %0 = torch.prims.convert_element_type %a, %int3 : !torch.vtensor<[6],f32>, !torch.int -> !torch.vtensor<[6],si32>
  %1 = torch.prims.convert_element_type %a, %int1 : !torch.vtensor<[6],f32>, !torch.int -> !torch.vtensor<[6],si8>
  %2 = torch.prims.convert_element_type %a, %int4 : !torch.vtensor<[6],f32>, !torch.int -> !torch.vtensor<[6],si64>
  return %0, %1, %2 : !torch.vtensor<[6],si32>, !torch.vtensor<[6],si8>, !torch.vtensor<[6],si64>
}

// The 16-bit float conversions of the kernels over every f16 / bf16 value
// and the rounding boundaries between them (test_semantics.c: sweeps).
func.func @f16_from(%a: !torch.vtensor<[65536],f16>) -> !torch.vtensor<[65536],f32> {
  %int6 = torch.constant.int 6
  %0 = torch.prims.convert_element_type %a, %int6 : !torch.vtensor<[65536],f16>, !torch.int -> !torch.vtensor<[65536],f32>
  return %0 : !torch.vtensor<[65536],f32>
}
func.func @bf16_from(%a: !torch.vtensor<[65536],bf16>) -> !torch.vtensor<[65536],f32> {
  %int6 = torch.constant.int 6
  %0 = torch.prims.convert_element_type %a, %int6 : !torch.vtensor<[65536],bf16>, !torch.int -> !torch.vtensor<[65536],f32>
  return %0 : !torch.vtensor<[65536],f32>
}
func.func @f16_round(%a: !torch.vtensor<[253952],f32>) -> (!torch.vtensor<[253952],f16>, !torch.vtensor<[253952],f32>) {
  %int5 = torch.constant.int 5
  %int6 = torch.constant.int 6
  %0 = torch.prims.convert_element_type %a, %int5 : !torch.vtensor<[253952],f32>, !torch.int -> !torch.vtensor<[253952],f16>
  %1 = torch.prims.convert_element_type %0, %int6 : !torch.vtensor<[253952],f16>, !torch.int -> !torch.vtensor<[253952],f32>
  return %0, %1 : !torch.vtensor<[253952],f16>, !torch.vtensor<[253952],f32>
}
func.func @bf16_round(%a: !torch.vtensor<[261120],f32>) -> (!torch.vtensor<[261120],bf16>, !torch.vtensor<[261120],f32>) {
  %int15 = torch.constant.int 15
  %int6 = torch.constant.int 6
  %0 = torch.prims.convert_element_type %a, %int15 : !torch.vtensor<[261120],f32>, !torch.int -> !torch.vtensor<[261120],bf16>
  %1 = torch.prims.convert_element_type %0, %int6 : !torch.vtensor<[261120],bf16>, !torch.int -> !torch.vtensor<[261120],f32>
  return %0, %1 : !torch.vtensor<[261120],bf16>, !torch.vtensor<[261120],f32>
}
