// Hoisting (src/transform/hoist.c): a transcendental in a linalg.generic
// that depends on fewer of its loops moves into a generic of its own over
// those loops, which the big generic reads as a new input.
// RUN: facet-opt %s --split-input-file --print-after=const-eval 2>&1 | FileCheck %s
// RUN: facet-compile %s --entry=rotary --report=%t.json -o %t.facet && FileCheck %s --check-prefix=REPORT < %t.json
// REPORT: "hoisted": 2,

// sharktank's rotary helper: cos and sin of the [1, S, 32] angles, once per
// angle over (d0, d1, d3), not once per head; the tensor.extract reads and
// the index arithmetic stay, and nothing reads the angles in the big
// generic any more.
// CHECK-LABEL: func.func @rotary(
// CHECK:      %[[E1:.*]] = "facet.constant"() {value = 0.0 : f64} : () -> tensor<1x?x32xf32>
// CHECK:      %[[COS:.*]] = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<1x?x32xf32>) outs(%[[E1]] : tensor<1x?x32xf32>) {
// CHECK-NEXT: ^bb0(%b0: f32, %b1: f32):
// CHECK-NEXT:   %b2 = math.cos %b0 : f32
// CHECK-NEXT:   linalg.yield %b2 : f32
// CHECK:      %[[E2:.*]] = "facet.constant"() {value = 0.0 : f64} : () -> tensor<1x?x32xf32>
// CHECK:      %[[SIN:.*]] = linalg.generic {{.*}} ins(%1 : tensor<1x?x32xf32>) outs(%[[E2]] : tensor<1x?x32xf32>) {
// CHECK-NEXT: ^bb0(%b0: f32, %b1: f32):
// CHECK-NEXT:   %b2 = math.sin %b0 : f32
// CHECK:      linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], {{.*}} ins(%1, %[[COS]], %[[SIN]] : tensor<1x?x32xf32>, tensor<1x?x32xf32>, tensor<1x?x32xf32>)
// CHECK-NEXT: ^bb0(%b0: f32, %b1: f32, %b2: f32, %b3: f32):
// CHECK-NOT:  math.
// CHECK:      tensor.extract %0[
// CHECK-NOT:  math.
// CHECK:      linalg.yield
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
util.func public @rotary(%arg0: tensor<1x?x8x32xf32>, %arg1: tensor<1x?x32xf32>) -> tensor<1x?x8x32xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %dim = tensor.dim %arg0, %c0 : tensor<1x?x8x32xf32>
  %dim_0 = tensor.dim %arg0, %c1 : tensor<1x?x8x32xf32>
  %dim_1 = tensor.dim %arg0, %c2 : tensor<1x?x8x32xf32>
  %dim_2 = tensor.dim %arg0, %c3 : tensor<1x?x8x32xf32>
  %0 = tensor.empty(%dim, %dim_0, %dim_1, %dim_2) : tensor<?x?x?x?xf32>
  %cast = tensor.cast %0 : tensor<?x?x?x?xf32> to tensor<1x?x8x32xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1x?x32xf32>) outs(%cast : tensor<1x?x8x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %2 = linalg.index 0 : index
    %3 = linalg.index 1 : index
    %4 = linalg.index 2 : index
    %5 = linalg.index 3 : index
    %6 = arith.divui %5, %c2 : index
    %7 = arith.remui %5, %c2 : index
    %8 = math.cos %in : f32
    %9 = math.sin %in : f32
    %10 = arith.muli %6, %c2 : index
    %11 = arith.addi %10, %c1 : index
    %extracted = tensor.extract %arg0[%2, %3, %4, %10] : tensor<1x?x8x32xf32>
    %extracted_3 = tensor.extract %arg0[%2, %3, %4, %11] : tensor<1x?x8x32xf32>
    %12 = arith.cmpi eq, %7, %c0 : index
    %13 = arith.mulf %extracted, %8 : f32
    %14 = arith.mulf %extracted_3, %9 : f32
    %15 = arith.subf %13, %14 : f32
    %16 = arith.mulf %extracted_3, %8 : f32
    %17 = arith.mulf %extracted, %9 : f32
    %18 = arith.addf %16, %17 : f32
    %19 = arith.select %12, %15, %18 : f32
    linalg.yield %19 : f32
  } -> tensor<1x?x8x32xf32>
  util.return %1 : tensor<1x?x8x32xf32>
}

// -----
// Left alone: exp of a value that depends on every loop (x + y over both),
// exp of an input broadcast only along a loop of size 1, and an f16 exp
// (a kernel may compute it wider than the f16 a new tensor would hold).
// CHECK-LABEL: func.func @kept(
// CHECK-COUNT-3: = linalg.generic
// CHECK-NOT: = linalg.generic
// CHECK: return %7, %8, %9
#m2 = affine_map<(d0, d1) -> (d0, d1)>
#m1 = affine_map<(d0, d1) -> (d1)>
util.func public @kept(%x: tensor<4x8xf32>, %y: tensor<8xf32>, %z: tensor<1x8xf32>, %h: tensor<8xf16>, %o: tensor<4x8xf32>, %o1: tensor<1x8xf32>, %oh: tensor<4x8xf16>) -> (tensor<4x8xf32>, tensor<1x8xf32>, tensor<4x8xf16>) {
  %a = linalg.generic {indexing_maps = [#m2, #m1, #m2], iterator_types = ["parallel", "parallel"]} ins(%x, %y : tensor<4x8xf32>, tensor<8xf32>) outs(%o : tensor<4x8xf32>) {
  ^bb0(%p: f32, %q: f32, %r: f32):
    %s = arith.addf %p, %q : f32
    %e = math.exp %s : f32
    linalg.yield %e : f32
  } -> tensor<4x8xf32>
  %b = linalg.generic {indexing_maps = [#m1, #m2], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<8xf32>) outs(%o1 : tensor<1x8xf32>) {
  ^bb0(%q: f32, %r: f32):
    %e = math.exp %q : f32
    linalg.yield %e : f32
  } -> tensor<1x8xf32>
  %c = linalg.generic {indexing_maps = [#m1, #m2], iterator_types = ["parallel", "parallel"]} ins(%h : tensor<8xf16>) outs(%oh : tensor<4x8xf16>) {
  ^bb0(%q: f16, %r: f16):
    %e = math.exp %q : f16
    linalg.yield %e : f16
  } -> tensor<4x8xf16>
  util.return %a, %b, %c : tensor<4x8xf32>, tensor<1x8xf32>, tensor<4x8xf16>
}
