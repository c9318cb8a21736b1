// Executables equal but for integer constants (a paged cache's layer index)
// become one: the constants that differ are push constants, each site
// passing its own value (a row per value); equal ones stay literals.
// Constants the C compiler specializes (a divisor) or that are floats are
// not lifted: those executables stay apart.
// RUN: facet-opt %s --print-after=dedup 2>&1 | FileCheck %s
// RUN: facet-opt %s --print-after=dedup --dedup=off 2>&1 | FileCheck %s --check-prefix=OFF

// CHECK-LABEL: IR after dedup
// CHECK: facet.executable @layer0_dispatch_0_elementwise_4_i64(b0: in<4xi64>, b1: out<4xi64>) push(1) {
// CHECK-NEXT: rows iter(4)
// CHECK-NEXT: n0 = load b0 map(0) : i64
// CHECK-NEXT: n1[row] = const 32 : i64
// CHECK-NEXT: n2 = mul n0, n1 : i64
// CHECK-NEXT: n3[row] = dim p0 : i64
// CHECK-NEXT: n4 = add n2, n3 : i64
// CHECK-NEXT: store n4 -> b1
// CHECK-NEXT: rows p0[<umin = 7, umax = 7, udiv = 7>, <umin = 9, umax = 9, udiv = 9>]
// CHECK-NEXT: site @layer0 row 0
// CHECK-NEXT: site @layer1 row 1
// CHECK-NEXT: }
// CHECK: facet.executable @div7_dispatch_0_elementwise_4_i64
// CHECK: n1[row] = const 7 : i64
// CHECK: facet.executable @div9_dispatch_0_elementwise_4_i64
// CHECK: n1[row] = const 9 : i64
// CHECK: facet.executable @half_dispatch_0_elementwise_4_f32
// CHECK: facet.executable @quarter_dispatch_0_elementwise_4_f32
// CHECK: func.func @layer1(
// CHECK: "facet.dispatch"(%0) {executable = @layer0_dispatch_0_elementwise_4_i64}

// OFF: facet.executable @layer0_dispatch_0_elementwise_4_i64(b0: in<4xi64>, b1: out<4xi64>) push(0) {
// OFF: n3[row] = const 7 : i64
// OFF: facet.executable @layer1_dispatch_0_elementwise_4_i64(b0: in<4xi64>, b1: out<4xi64>) push(0) {
// OFF: n3[row] = const 9 : i64

func.func @layer0(%0: tensor<4xi64>) -> (tensor<4xi64>) {
  %1 = "facet.constant"() {value = 32.0 : f64} : () -> tensor<i64>
  %2 = "facet.elementwise"(%0, %1) {op = "mul"} : (tensor<4xi64>, tensor<i64>) -> tensor<4xi64>
  %3 = "facet.constant"() {value = 7.0 : f64} : () -> tensor<i64>
  %4 = "facet.elementwise"(%2, %3) {op = "add"} : (tensor<4xi64>, tensor<i64>) -> tensor<4xi64>
  return %4 : tensor<4xi64>
}
func.func @layer1(%0: tensor<4xi64>) -> (tensor<4xi64>) {
  %1 = "facet.constant"() {value = 32.0 : f64} : () -> tensor<i64>
  %2 = "facet.elementwise"(%0, %1) {op = "mul"} : (tensor<4xi64>, tensor<i64>) -> tensor<4xi64>
  %3 = "facet.constant"() {value = 9.0 : f64} : () -> tensor<i64>
  %4 = "facet.elementwise"(%2, %3) {op = "add"} : (tensor<4xi64>, tensor<i64>) -> tensor<4xi64>
  return %4 : tensor<4xi64>
}
func.func @div7(%0: tensor<4xi64>) -> (tensor<4xi64>) {
  %1 = "facet.constant"() {value = 7.0 : f64} : () -> tensor<i64>
  %2 = "facet.elementwise"(%0, %1) {op = "floordiv"} : (tensor<4xi64>, tensor<i64>) -> tensor<4xi64>
  return %2 : tensor<4xi64>
}
func.func @div9(%0: tensor<4xi64>) -> (tensor<4xi64>) {
  %1 = "facet.constant"() {value = 9.0 : f64} : () -> tensor<i64>
  %2 = "facet.elementwise"(%0, %1) {op = "floordiv"} : (tensor<4xi64>, tensor<i64>) -> tensor<4xi64>
  return %2 : tensor<4xi64>
}
func.func @half(%0: tensor<4xf32>) -> (tensor<4xf32>) {
  %1 = "facet.constant"() {value = 0.5 : f64} : () -> tensor<f32>
  %2 = "facet.elementwise"(%0, %1) {op = "add"} : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}
func.func @quarter(%0: tensor<4xf32>) -> (tensor<4xf32>) {
  %1 = "facet.constant"() {value = 0.25 : f64} : () -> tensor<f32>
  %2 = "facet.elementwise"(%0, %1) {op = "add"} : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}
