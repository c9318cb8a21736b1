// A rotary-embedding table from constants only (tests/e2e/const_eval.sh):
// inv_freq = 1 / 10000 ^ (2i / 16), angles = positions x inv_freq, their
// cosines and sines. @table returns the cosines as they are and a sum
// of exponentials (where f32 kernels and the float64 reference differ); @lookup reads
// the sines at positions given by the call (the decode pattern).
func.func @table(%0: tensor<2xf32>) -> (tensor<16x8xf32>, tensor<2xf32>, tensor<16xf32>) {
  %1 = "facet.arange"() {start = 0.0 : f64, step = 2.0 : f64} : () -> tensor<8xf32>
  %2 = "facet.constant"() {value = 16.0 : f64} : () -> tensor<f32>
  %3 = "facet.elementwise"(%1, %2) {op = "div"} : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
  %4 = "facet.constant"() {value = 10000.0 : f64} : () -> tensor<f32>
  %5 = "facet.elementwise"(%4, %3) {op = "pow"} : (tensor<f32>, tensor<8xf32>) -> tensor<8xf32>
  %6 = "facet.elementwise"(%5) {op = "reciprocal"} : (tensor<8xf32>) -> tensor<8xf32>
  %7 = "facet.arange"() {start = 0.0 : f64, step = 1.0 : f64} : () -> tensor<16xf32>
  %8 = "facet.view"(%7) : (tensor<16xf32>) -> tensor<16x1xf32>
  %9 = "facet.view"(%6) : (tensor<8xf32>) -> tensor<1x8xf32>
  %10 = "facet.elementwise"(%8, %9) {op = "mul"} : (tensor<16x1xf32>, tensor<1x8xf32>) -> tensor<16x8xf32>
  %11 = "facet.elementwise"(%10) {op = "cos"} : (tensor<16x8xf32>) -> tensor<16x8xf32>
  %12 = "facet.elementwise"(%0) {op = "neg"} : (tensor<2xf32>) -> tensor<2xf32>
  %13 = "facet.elementwise"(%10) {op = "exp"} : (tensor<16x8xf32>) -> tensor<16x8xf32>
  %14 = "facet.reduce"(%13) {op = "sum", axes = [1]} : (tensor<16x8xf32>) -> tensor<16x1xf32>
  %15 = "facet.view"(%14) : (tensor<16x1xf32>) -> tensor<16xf32>
  return %11, %12, %15 : tensor<16x8xf32>, tensor<2xf32>, tensor<16xf32>
}
func.func @lookup(%0: tensor<3xi64>) -> (tensor<3x8xf32>) {
  %1 = "facet.arange"() {start = 0.0 : f64, step = 2.0 : f64} : () -> tensor<8xf32>
  %2 = "facet.constant"() {value = 16.0 : f64} : () -> tensor<f32>
  %3 = "facet.elementwise"(%1, %2) {op = "div"} : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
  %4 = "facet.constant"() {value = 10000.0 : f64} : () -> tensor<f32>
  %5 = "facet.elementwise"(%4, %3) {op = "pow"} : (tensor<f32>, tensor<8xf32>) -> tensor<8xf32>
  %6 = "facet.elementwise"(%5) {op = "reciprocal"} : (tensor<8xf32>) -> tensor<8xf32>
  %7 = "facet.arange"() {start = 0.0 : f64, step = 1.0 : f64} : () -> tensor<16xf32>
  %8 = "facet.view"(%7) : (tensor<16xf32>) -> tensor<16x1xf32>
  %9 = "facet.view"(%6) : (tensor<8xf32>) -> tensor<1x8xf32>
  %10 = "facet.elementwise"(%8, %9) {op = "mul"} : (tensor<16x1xf32>, tensor<1x8xf32>) -> tensor<16x8xf32>
  %11 = "facet.elementwise"(%10) {op = "sin"} : (tensor<16x8xf32>) -> tensor<16x8xf32>
  %12 = "facet.index_select"(%11, %0) {axis = 0} : (tensor<16x8xf32>, tensor<3xi64>) -> tensor<3x8xf32>
  return %12 : tensor<3x8xf32>
}
