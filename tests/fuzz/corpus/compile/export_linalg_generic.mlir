// linalg.generic on tensors: imported whole as one graph op (its loops,
// one map per operand, iterator types, and the body as scalar nodes; ir.h
// has the design), printed as linalg.generic and read back the same.

// sharktank's rotary helper: linalg.index, integer index arithmetic on
// constants of the enclosing function, tensor.extract of another tensor at
// computed indices, math, cmpi and select.
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

// A reduction (the out's block argument is the accumulator) with a
// transposed input map, two results, float constants and casts, and a
// run-time scalar of the enclosing function (extracted from a tensor).
func.func @reduce(%x: tensor<5x4xf16>, %k: tensor<i64>) -> (tensor<4xf32>, tensor<4xi64>) {
  %e = tensor.extract %k[] : tensor<i64>
  %init = arith.constant dense<0.000000e+00> : tensor<4xf32>
  %count = arith.constant dense<0> : tensor<4xi64>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<5x4xf16>) outs(%init, %count : tensor<4xf32>, tensor<4xi64>) {
  ^bb0(%in: f16, %acc: f32, %n: i64):
    %0 = arith.extf %in : f16 to f32
    %half = arith.constant 5.000000e-01 : f32
    %1 = arith.mulf %0, %half : f32
    %2 = arith.addf %acc, %1 : f32
    %3 = arith.addi %n, %e : i64
    %inf = arith.constant 0x7F800000 : f32
    %4 = arith.cmpf olt, %2, %inf : f32
    %5 = arith.select %4, %2, %inf : f32
    linalg.yield %5, %3 : f32, i64
  } -> (tensor<4xf32>, tensor<4xi64>)
  util.return %r#0, %r#1 : tensor<4xf32>, tensor<4xi64>
}
