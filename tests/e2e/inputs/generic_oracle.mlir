// linalg.generic bodies the float64 reference interprets
// (src/ir/reference_generic.c), checked against values computed outside
// facet by tests/e2e/inputs/generic_oracle.py (run by tests/e2e/generic_oracle.sh).

// sharktank's rotary helper, as toy_llama_bs1.mlir writes it: interleaved
// pairs (x[2i], x[2i+1]) rotated by the angle of their pair, read with
// tensor.extract at computed indices.
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
util.func public @rotary(%arg0: tensor<1x?x4x8xf32>, %arg1: tensor<1x?x8xf32>) -> tensor<1x?x4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %dim = tensor.dim %arg0, %c0 : tensor<1x?x4x8xf32>
  %dim_0 = tensor.dim %arg0, %c1 : tensor<1x?x4x8xf32>
  %dim_1 = tensor.dim %arg0, %c2 : tensor<1x?x4x8xf32>
  %dim_2 = tensor.dim %arg0, %c3 : tensor<1x?x4x8xf32>
  %0 = tensor.empty(%dim, %dim_0, %dim_1, %dim_2) : tensor<?x?x?x?xf32>
  %cast = tensor.cast %0 : tensor<?x?x?x?xf32> to tensor<1x?x4x8xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1x?x8xf32>) outs(%cast : tensor<1x?x4x8xf32>) {
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
    %extracted = tensor.extract %arg0[%2, %3, %4, %10] : tensor<1x?x4x8xf32>
    %extracted_3 = tensor.extract %arg0[%2, %3, %4, %11] : tensor<1x?x4x8xf32>
    %12 = arith.cmpi eq, %7, %c0 : index
    %13 = arith.mulf %extracted, %8 : f32
    %14 = arith.mulf %extracted_3, %9 : f32
    %15 = arith.subf %13, %14 : f32
    %16 = arith.mulf %extracted_3, %8 : f32
    %17 = arith.mulf %extracted, %9 : f32
    %18 = arith.addf %16, %17 : f32
    %19 = arith.select %12, %15, %18 : f32
    linalg.yield %19 : f32
  } -> tensor<1x?x4x8xf32>
  util.return %1 : tensor<1x?x4x8xf32>
}

// A reduction over a transposed input (the outs are accumulators), two
// results, a run-time scalar of the enclosing function, f16 -> f32.
func.func @reduce(%x: tensor<5x4xf16>, %k: tensor<i64>) -> (tensor<4xf32>, tensor<4xi64>) {
  %e = tensor.extract %k[] : tensor<i64>
  %init = arith.constant dense<1.000000e+00> : tensor<4xf32>
  %count = arith.constant dense<0> : tensor<4xi64>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<5x4xf16>) outs(%init, %count : tensor<4xf32>, tensor<4xi64>) {
  ^bb0(%in: f16, %acc: f32, %n: i64):
    %0 = arith.extf %in : f16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc, %1 : f32
    %i = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i64
    %3 = arith.muli %ii, %e : i64
    %4 = arith.addi %n, %3 : i64
    linalg.yield %2, %4 : f32, i64
  } -> (tensor<4xf32>, tensor<4xi64>)
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xi64>
}

// Integer ops at i8 (wrapping, signed and unsigned readings of the same
// bits, division by zero, shifts past the width) and conversions.
func.func @ints(%a: tensor<16xi8>, %b: tensor<16xi8>) -> (tensor<16xi8>, tensor<16xi8>, tensor<16xi8>, tensor<16xi8>, tensor<16xi32>, tensor<16xi1>) {
  %z8 = arith.constant dense<0> : tensor<16xi8>
  %z32 = arith.constant dense<0> : tensor<16xi32>
  %zb = arith.constant dense<false> : tensor<16xi1>
  %r:6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                         iterator_types = ["parallel"]}
      ins(%a, %b : tensor<16xi8>, tensor<16xi8>) outs(%z8, %z8, %z8, %z8, %z32, %zb : tensor<16xi8>, tensor<16xi8>, tensor<16xi8>, tensor<16xi8>, tensor<16xi32>, tensor<16xi1>) {
  ^bb0(%x: i8, %y: i8, %o0: i8, %o1: i8, %o2: i8, %o3: i8, %o4: i32, %o5: i1):
    %sum = arith.addi %x, %y : i8
    %prod = arith.muli %x, %y : i8
    %mix = arith.xori %sum, %prod : i8
    %q = arith.divsi %x, %y : i8
    %fq = arith.floordivsi %x, %y : i8
    %cq = arith.ceildivsi %x, %y : i8
    %uq = arith.divui %x, %y : i8
    %ur = arith.remui %x, %y : i8
    %sr = arith.remsi %x, %y : i8
    %d0 = arith.subi %q, %fq : i8
    %d1 = arith.addi %d0, %cq : i8
    %d2 = arith.muli %uq, %ur : i8
    %d3 = arith.addi %d2, %sr : i8
    %c3 = arith.constant 3 : i8
    %c9 = arith.constant 9 : i8
    %sl = arith.shli %x, %c3 : i8
    %ss = arith.shrsi %x, %c3 : i8
    %su = arith.shrui %x, %c3 : i8
    %big = arith.shli %x, %c9 : i8
    %sa = arith.addi %sl, %ss : i8
    %sb = arith.addi %sa, %su : i8
    %sc = arith.addi %sb, %big : i8
    %mx = arith.maxsi %x, %y : i8
    %mu = arith.maxui %x, %y : i8
    %mn = arith.minui %x, %y : i8
    %m0 = arith.subi %mu, %mx : i8
    %m1 = arith.addi %m0, %mn : i8
    %mix2 = arith.xori %mix, %m1 : i8
    %ex = arith.extsi %x : i8 to i32
    %eu = arith.extui %y : i8 to i32
    %k = arith.constant 1000 : i32
    %em = arith.muli %eu, %k : i32
    %e2 = arith.addi %ex, %em : i32
    %lt = arith.cmpi slt, %x, %y : i8
    %ult = arith.cmpi ult, %x, %y : i8
    %ne = arith.xori %lt, %ult : i1
    %sel = arith.select %ne, %e2, %ex : i32
    linalg.yield %mix2, %d1, %d3, %sc, %sel, %ult : i8, i8, i8, i8, i32, i1
  } -> (tensor<16xi8>, tensor<16xi8>, tensor<16xi8>, tensor<16xi8>, tensor<16xi32>, tensor<16xi1>)
  return %r#0, %r#1, %r#2, %r#3, %r#4, %r#5 : tensor<16xi8>, tensor<16xi8>, tensor<16xi8>, tensor<16xi8>, tensor<16xi32>, tensor<16xi1>
}

// Floats: each op rounded to its type (f16 arithmetic, truncf with
// overflow), NaN through maximumf / maxnumf / cmpf, math functions, and
// float <-> integer conversions.
func.func @floats(%x: tensor<12xf32>, %y: tensor<12xf32>, %n: tensor<12xi64>) -> (tensor<12xf16>, tensor<12xf32>, tensor<12xf32>, tensor<12xi32>, tensor<12xi1>) {
  %h = arith.constant dense<0.0> : tensor<12xf16>
  %f = arith.constant dense<0.0> : tensor<12xf32>
  %i = arith.constant dense<0> : tensor<12xi32>
  %b = arith.constant dense<false> : tensor<12xi1>
  %r:5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                         iterator_types = ["parallel"]}
      ins(%x, %y, %n : tensor<12xf32>, tensor<12xf32>, tensor<12xi64>) outs(%h, %f, %f, %i, %b : tensor<12xf16>, tensor<12xf32>, tensor<12xf32>, tensor<12xi32>, tensor<12xi1>) {
  ^bb0(%a: f32, %c: f32, %k: i64, %o0: f16, %o1: f32, %o2: f32, %o3: i32, %o4: i1):
    %ah = arith.truncf %a : f32 to f16
    %ch = arith.truncf %c : f32 to f16
    %kh = arith.sitofp %k : i64 to f16
    %p = arith.mulf %ah, %ch : f16
    %s = arith.addf %p, %kh : f16
    %mx = arith.maximumf %a, %c : f32
    %mn = arith.maxnumf %a, %c : f32
    %sum = arith.addf %mx, %mn : f32
    %ea = math.absf %a : f32
    %e1 = math.exp %ea : f32
    %e2 = math.tanh %c : f32
    %e3 = math.erf %c : f32
    %e4 = math.rsqrt %e1 : f32
    %e5 = math.powf %e1, %e2 : f32
    %e6 = math.floor %a : f32
    %e7 = math.ceil %c : f32
    %t0 = arith.addf %e3, %e4 : f32
    %t1 = arith.addf %t0, %e5 : f32
    %t2 = arith.addf %t1, %e6 : f32
    %t3 = arith.addf %t2, %e7 : f32
    %fi = arith.fptosi %a : f32 to i32
    %ult = arith.cmpf ult, %a, %c : f32
    %olt = arith.cmpf olt, %a, %c : f32
    %x1 = arith.xori %ult, %olt : i1
    linalg.yield %s, %sum, %t3, %fi, %x1 : f16, f32, f32, i32, i1
  } -> (tensor<12xf16>, tensor<12xf32>, tensor<12xf32>, tensor<12xi32>, tensor<12xi1>)
  return %r#0, %r#1, %r#2, %r#3, %r#4 : tensor<12xf16>, tensor<12xf32>, tensor<12xf32>, tensor<12xi32>, tensor<12xi1>
}
