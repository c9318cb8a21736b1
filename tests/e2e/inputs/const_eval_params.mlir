// Values computed from parameters only (tests/e2e/const_eval.sh): the f16
// copy of a weight that @f and @g both read (one value at load), and a
// bias scaled by a constant that @f adds.
util.global private @w = #stream.parameter.named<"model"::"w"> : tensor<8x4xf32>
util.global private @b = #stream.parameter.named<"model"::"b"> : tensor<4xf32>
func.func @f(%0: tensor<2x8xf16>) -> (tensor<2x4xf16>) {
  %1 = "facet.global"() {name = @"w"} : () -> tensor<8x4xf32>
  %2 = "facet.elementwise"(%1) {op = "convert"} : (tensor<8x4xf32>) -> tensor<8x4xf16>
  %3 = "facet.matmul"(%0, %2) {transpose_rhs = false} : (tensor<2x8xf16>, tensor<8x4xf16>) -> tensor<2x4xf16>
  %4 = "facet.global"() {name = @"b"} : () -> tensor<4xf32>
  %5 = "facet.constant"() {value = 2.0 : f64} : () -> tensor<f32>
  %6 = "facet.elementwise"(%4, %5) {op = "mul"} : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %7 = "facet.elementwise"(%6) {op = "convert"} : (tensor<4xf32>) -> tensor<4xf16>
  %8 = "facet.matmul"(%3, %2) {transpose_rhs = true} : (tensor<2x4xf16>, tensor<8x4xf16>) -> tensor<2x8xf16>
  %9 = "facet.view"(%7) : (tensor<4xf16>) -> tensor<1x4xf16>
  %10 = "facet.broadcast"(%9) : (tensor<1x4xf16>) -> tensor<8x4xf16>
  %11 = "facet.matmul"(%8, %10) {transpose_rhs = false} : (tensor<2x8xf16>, tensor<8x4xf16>) -> tensor<2x4xf16>
  return %11 : tensor<2x4xf16>
}
func.func @g(%0: tensor<3x8xf16>) -> (tensor<3x4xf16>) {
  %1 = "facet.global"() {name = @"w"} : () -> tensor<8x4xf32>
  %2 = "facet.elementwise"(%1) {op = "convert"} : (tensor<8x4xf32>) -> tensor<8x4xf16>
  %3 = "facet.matmul"(%0, %2) {transpose_rhs = false} : (tensor<3x8xf16>, tensor<8x4xf16>) -> tensor<3x4xf16>
  return %3 : tensor<3x4xf16>
}
