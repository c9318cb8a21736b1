// Const-eval once per distinct value (tests/e2e/const_eval.sh): the same
// rotary table built in two "layers" of @a and again in @b is evaluated once
// for the module; the table with another base (500000) and a table from
// other dense bytes are values of their own.
//   @a: x + t(10000) + t(10000) (two copies of the ops), t(500000), 2 * [1, 2]
//   @b: t(10000), x + t(500000), 2 * [1, 2], 2 * [1, 3]
// folded: 4 + 4 values; evaluated: t(10000), t(500000), 2 * [1, 2], 2 * [1, 3].
func.func @a(%x: tensor<16x8xf32>) -> (tensor<16x8xf32>, tensor<16x8xf32>, tensor<2xf32>) {
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
  %12 = "facet.elementwise"(%x, %11) {op = "add"} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
  %21 = "facet.arange"() {start = 0.0 : f64, step = 2.0 : f64} : () -> tensor<8xf32>
  %22 = "facet.constant"() {value = 16.0 : f64} : () -> tensor<f32>
  %23 = "facet.elementwise"(%21, %22) {op = "div"} : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
  %24 = "facet.constant"() {value = 10000.0 : f64} : () -> tensor<f32>
  %25 = "facet.elementwise"(%24, %23) {op = "pow"} : (tensor<f32>, tensor<8xf32>) -> tensor<8xf32>
  %26 = "facet.elementwise"(%25) {op = "reciprocal"} : (tensor<8xf32>) -> tensor<8xf32>
  %27 = "facet.arange"() {start = 0.0 : f64, step = 1.0 : f64} : () -> tensor<16xf32>
  %28 = "facet.view"(%27) : (tensor<16xf32>) -> tensor<16x1xf32>
  %29 = "facet.view"(%26) : (tensor<8xf32>) -> tensor<1x8xf32>
  %30 = "facet.elementwise"(%28, %29) {op = "mul"} : (tensor<16x1xf32>, tensor<1x8xf32>) -> tensor<16x8xf32>
  %31 = "facet.elementwise"(%30) {op = "cos"} : (tensor<16x8xf32>) -> tensor<16x8xf32>
  %32 = "facet.elementwise"(%12, %31) {op = "add"} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
  %44 = "facet.constant"() {value = 500000.0 : f64} : () -> tensor<f32>
  %45 = "facet.elementwise"(%44, %23) {op = "pow"} : (tensor<f32>, tensor<8xf32>) -> tensor<8xf32>
  %46 = "facet.elementwise"(%45) {op = "reciprocal"} : (tensor<8xf32>) -> tensor<8xf32>
  %49 = "facet.view"(%46) : (tensor<8xf32>) -> tensor<1x8xf32>
  %50 = "facet.elementwise"(%28, %49) {op = "mul"} : (tensor<16x1xf32>, tensor<1x8xf32>) -> tensor<16x8xf32>
  %51 = "facet.elementwise"(%50) {op = "cos"} : (tensor<16x8xf32>) -> tensor<16x8xf32>
  %60 = "facet.constant"() {value = dense<"0x0000803F00000040"> : tensor<2xf32>} : () -> tensor<2xf32>
  %61 = "facet.constant"() {value = 2.0 : f64} : () -> tensor<f32>
  %62 = "facet.elementwise"(%60, %61) {op = "mul"} : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  return %32, %51, %62 : tensor<16x8xf32>, tensor<16x8xf32>, tensor<2xf32>
}
func.func @b(%x: tensor<16x8xf32>) -> (tensor<16x8xf32>, tensor<16x8xf32>, tensor<2xf32>, tensor<2xf32>) {
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
  %44 = "facet.constant"() {value = 500000.0 : f64} : () -> tensor<f32>
  %45 = "facet.elementwise"(%44, %3) {op = "pow"} : (tensor<f32>, tensor<8xf32>) -> tensor<8xf32>
  %46 = "facet.elementwise"(%45) {op = "reciprocal"} : (tensor<8xf32>) -> tensor<8xf32>
  %49 = "facet.view"(%46) : (tensor<8xf32>) -> tensor<1x8xf32>
  %50 = "facet.elementwise"(%8, %49) {op = "mul"} : (tensor<16x1xf32>, tensor<1x8xf32>) -> tensor<16x8xf32>
  %51 = "facet.elementwise"(%50) {op = "cos"} : (tensor<16x8xf32>) -> tensor<16x8xf32>
  %52 = "facet.elementwise"(%x, %51) {op = "add"} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
  %60 = "facet.constant"() {value = dense<"0x0000803F00000040"> : tensor<2xf32>} : () -> tensor<2xf32>
  %61 = "facet.constant"() {value = 2.0 : f64} : () -> tensor<f32>
  %62 = "facet.elementwise"(%60, %61) {op = "mul"} : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  %70 = "facet.constant"() {value = dense<"0x0000803F00004040"> : tensor<2xf32>} : () -> tensor<2xf32>
  %72 = "facet.elementwise"(%70, %61) {op = "mul"} : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  return %11, %52, %62, %72 : tensor<16x8xf32>, tensor<16x8xf32>, tensor<2xf32>, tensor<2xf32>
}
