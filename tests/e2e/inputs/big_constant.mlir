// A 96 MiB constant (tests/e2e/module_rss.sh): an 8192 x 3072 f32 table,
// element (r, c) = (3072 r + c) / 2, folded at compile time. @lookup reads
// two rows of it (24 KiB), @row_sums every byte (the table times the
// input, summed along rows: not foldable, the input is the call's).
func.func @lookup(%0: tensor<2xi64>) -> (tensor<2x3072xf32>) {
  %1 = "facet.arange"() {start = 0.0 : f64, step = 0.5 : f64} : () -> tensor<25165824xf32>
  %2 = "facet.view"(%1) : (tensor<25165824xf32>) -> tensor<8192x3072xf32>
  %3 = "facet.index_select"(%2, %0) {axis = 0} : (tensor<8192x3072xf32>, tensor<2xi64>) -> tensor<2x3072xf32>
  return %3 : tensor<2x3072xf32>
}
func.func @row_sums(%0: tensor<1xf32>) -> (tensor<8192x1xf32>) {
  %1 = "facet.arange"() {start = 0.0 : f64, step = 0.5 : f64} : () -> tensor<25165824xf32>
  %2 = "facet.view"(%1) : (tensor<25165824xf32>) -> tensor<8192x3072xf32>
  %3 = "facet.view"(%0) : (tensor<1xf32>) -> tensor<1x1xf32>
  %4 = "facet.elementwise"(%2, %3) {op = "mul"} : (tensor<8192x3072xf32>, tensor<1x1xf32>) -> tensor<8192x3072xf32>
  %5 = "facet.reduce"(%4) {op = "sum", axes = [1]} : (tensor<8192x3072xf32>) -> tensor<8192x1xf32>
  return %5 : tensor<8192x1xf32>
}
