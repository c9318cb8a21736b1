// Const-eval (src/transform/consteval.c): a value computed only from
// constants, with a static shape and at most --const-eval-limit bytes, that
// something else reads becomes a constant holding the reference
// interpreter's value; the ops only it used are left dead for dispatch.
// RUN: facet-opt %s --split-input-file --print-after=const-eval 2>&1 | FileCheck %s
// RUN: facet-opt %s --split-input-file --print-after=const-eval --const-eval-limit=256 2>&1 | FileCheck %s --check-prefix=LIMIT
// RUN: facet-opt %s --split-input-file --print-after=const-eval --const-eval-limit=0 2>&1 | FileCheck %s --check-prefix=OFF

// A table from an arange (no operands) and a scalar: dense data, the
// elements of f32 little-endian (0, 0.5, 1, 1.5).
// CHECK-LABEL: func.func @table(
// CHECK: %3 = "facet.constant"() {value = dense<"0x000000000000003F0000803F0000C03F"> : tensor<4xf32>} : () -> tensor<4xf32>
// CHECK-NEXT: "facet.elementwise"(%0, %3) {op = "add"}
// OFF-LABEL: func.func @table(
// OFF: %3 = "facet.elementwise"(%1, %2) {op = "mul"}
func.func @table(%0: tensor<3x4xf32>) -> (tensor<3x4xf32>) {
  %1 = "facet.arange"() {start = 0.0 : f64, step = 1.0 : f64} : () -> tensor<4xf32>
  %2 = "facet.constant"() {value = 0.5 : f64} : () -> tensor<f32>
  %3 = "facet.elementwise"(%1, %2) {op = "mul"} : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %4 = "facet.elementwise"(%0, %3) {op = "add"} : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3x4xf32>
  return %4 : tensor<3x4xf32>
}

// -----
// Every element the same: a splat (no module data; kernels inline it),
// rounded to the result's dtype as the reference rounds it (0.1 in f16 is
// 0.0999755859375). Where something other than an elementwise op reads
// it (a matmul, the caller), a buffer would be filled on every call: a
// small value is dense data instead.
// CHECK-LABEL: func.func @splat(
// CHECK: %3 = "facet.constant"() {value = 0.0999755859375 : f64} : () -> tensor<2x3xf16>
// CHECK-NEXT: %4 = "facet.elementwise"(%0, %3) {op = "mul"}
// CHECK-NEXT: %5 = "facet.constant"() {value = dense<"0x{{(0040)+}}"> : tensor<3x2xf16>}
// CHECK-NEXT: %6 = "facet.matmul"(%4, %5)
// CHECK-NEXT: return %6
func.func @splat(%0: tensor<2x3xf16>) -> (tensor<2x2xf16>) {
  %1 = "facet.constant"() {value = 0.1 : f64} : () -> tensor<2x3xf32>
  %2 = "facet.constant"() {value = 1.0 : f64} : () -> tensor<f32>
  %3 = "facet.elementwise"(%1, %2) {op = "mul"} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf16>
  %4 = "facet.elementwise"(%0, %3) {op = "mul"} : (tensor<2x3xf16>, tensor<2x3xf16>) -> tensor<2x3xf16>
  %5 = "facet.elementwise"(%2, %2) {op = "add"} : (tensor<f32>, tensor<f32>) -> tensor<3x2xf16>
  %6 = "facet.matmul"(%4, %5) {transpose_rhs = false} : (tensor<2x3xf16>, tensor<3x2xf16>) -> tensor<2x2xf16>
  return %6 : tensor<2x2xf16>
}

// -----
// The limit: a broadcast of a computed [2] table to [64, 2] is 512 bytes.
// Under the default limit the broadcast itself is folded; under 256 bytes
// it is not foldable, so the [2] table it reads is folded instead and the
// broadcast stays (kernels read it through a broadcast map).
// CHECK-LABEL: func.func @limit(
// CHECK: %4 = "facet.constant"() {value = dense<"0x{{(0000003F00000040)+}}"> : tensor<64x2xf32>}
// CHECK-NEXT: "facet.elementwise"(%0, %4) {op = "add"}
// LIMIT-LABEL: func.func @limit(
// LIMIT: %3 = "facet.constant"() {value = dense<"0x0000003F00000040"> : tensor<2xf32>}
// LIMIT-NEXT: %4 = "facet.broadcast"(%3)
// LIMIT-NEXT: "facet.elementwise"(%0, %4) {op = "add"}
func.func @limit(%0: tensor<64x2xf32>) -> (tensor<64x2xf32>) {
  %1 = "facet.constant"() {value = dense<"0x0000803F00000040"> : tensor<2xf32>} : () -> tensor<2xf32>
  %2 = "facet.constant"() {value = dense<"0x000000400000803F"> : tensor<2xf32>} : () -> tensor<2xf32>
  %3 = "facet.elementwise"(%1, %2) {op = "div"} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %4 = "facet.broadcast"(%3) : (tensor<2xf32>) -> tensor<64x2xf32>
  %5 = "facet.elementwise"(%0, %4) {op = "add"} : (tensor<64x2xf32>, tensor<64x2xf32>) -> tensor<64x2xf32>
  return %5 : tensor<64x2xf32>
}

// -----
// What depends on an argument is not folded; what the reference refuses (an
// index out of range: the kernel reports it at run time) is left as it is,
// and does not keep the other values of the function from folding.
// CHECK-LABEL: func.func @not_folded(
// CHECK: %2 = "facet.elementwise"(%0, %1) {op = "mul"}
// CHECK: %5 = "facet.index_select"(%3, %4) {axis = 0}
// CHECK: %8 = "facet.constant"() {value = dense<"0x{{(00004040)+}}"> : tensor<4xf32>}
// CHECK-NEXT: return %2, %5, %8
func.func @not_folded(%0: tensor<4xf32>) -> (tensor<4xf32>, tensor<1xf32>, tensor<4xf32>) {
  %1 = "facet.constant"() {value = 2.0 : f64} : () -> tensor<f32>
  %2 = "facet.elementwise"(%0, %1) {op = "mul"} : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %3 = "facet.constant"() {value = 1.0 : f64} : () -> tensor<4xf32>
  %4 = "facet.constant"() {value = 7.0 : f64} : () -> tensor<1xi64>
  %5 = "facet.index_select"(%3, %4) {axis = 0} : (tensor<4xf32>, tensor<1xi64>) -> tensor<1xf32>
  %6 = "facet.constant"() {value = 1.0 : f64} : () -> tensor<4xf32>
  %7 = "facet.constant"() {value = 2.0 : f64} : () -> tensor<f32>
  %8 = "facet.elementwise"(%6, %7) {op = "add"} : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return %2, %5, %8 : tensor<4xf32>, tensor<1xf32>, tensor<4xf32>
}

// -----
// Computed from parameters (and constants) alone: the ops move into the
// initializer, which the runtime runs once at load; the function reads its
// result as a load-time global. A parameter read as it is stays a
// parameter; two functions' equal conversions are one value.
// (The load of @w left dead goes at dispatch formation.)
// CHECK-LABEL: func.func @params(
// CHECK: %2 = "facet.global"() {name = @"__facet_init.0"} : () -> tensor<4x2xf16>
// CHECK-NEXT: %3 = "facet.global"() {name = @"b"} : () -> tensor<2xf32>
// CHECK-NEXT: %4 = "facet.matmul"(%0, %2)
// CHECK-NEXT: %5 = "facet.elementwise"(%4, %3) {op = "add"}
// CHECK-LABEL: func.func @params_again(
// CHECK: %2 = "facet.global"() {name = @"__facet_init.0"} : () -> tensor<4x2xf16>
// CHECK-LABEL: func.func @__facet_init() -> (tensor<4x2xf16>) {
// CHECK-NEXT: %0 = "facet.global"() {name = @"w"} : () -> tensor<4x2xf32>
// CHECK-NEXT: %1 = "facet.elementwise"(%0) {op = "convert"} : (tensor<4x2xf32>) -> tensor<4x2xf16>
// CHECK-NEXT: return %1
// OFF-LABEL: func.func @params(
// OFF-NEXT: %1 = "facet.global"() {name = @"w"}
// OFF-NOT: __facet_init
util.global private @w = #stream.parameter.named<"model"::"w"> : tensor<4x2xf32>
util.global private @b = #stream.parameter.named<"model"::"b"> : tensor<2xf32>
func.func @params(%0: tensor<3x4xf16>) -> (tensor<3x2xf16>) {
  %1 = "facet.global"() {name = @"w"} : () -> tensor<4x2xf32>
  %2 = "facet.elementwise"(%1) {op = "convert"} : (tensor<4x2xf32>) -> tensor<4x2xf16>
  %3 = "facet.global"() {name = @"b"} : () -> tensor<2xf32>
  %4 = "facet.matmul"(%0, %2) {transpose_rhs = false} : (tensor<3x4xf16>, tensor<4x2xf16>) -> tensor<3x2xf16>
  %5 = "facet.elementwise"(%4, %3) {op = "add"} : (tensor<3x2xf16>, tensor<2xf32>) -> tensor<3x2xf16>
  return %5 : tensor<3x2xf16>
}
func.func @params_again(%0: tensor<5x4xf16>) -> (tensor<5x2xf16>) {
  %1 = "facet.global"() {name = @"w"} : () -> tensor<4x2xf32>
  %2 = "facet.elementwise"(%1) {op = "convert"} : (tensor<4x2xf32>) -> tensor<4x2xf16>
  %3 = "facet.matmul"(%0, %2) {transpose_rhs = false} : (tensor<5x4xf16>, tensor<4x2xf16>) -> tensor<5x2xf16>
  return %3 : tensor<5x2xf16>
}
