// Contractions written as linalg.generic, and linalg's named matmuls: the
// float ones become matmuls (src/transform/window.c), the rest stay row
// programs (tests/e2e/generic_matmul.sh).
// batch matmul: (b, m, n, k)
func.func @bmm(%a: tensor<3x5x7xf32>, %b: tensor<3x7x4xf32>) -> tensor<3x5x4xf32> {
  %z = arith.constant dense<0.000000e+00> : tensor<3x5x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%a, %b : tensor<3x5x7xf32>, tensor<3x7x4xf32>) outs(%z : tensor<3x5x4xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<3x5x4xf32>
  return %r : tensor<3x5x4xf32>
}
// matmul with B as [N, K] (transposed), bf16 inputs extended, an init that is not 0
func.func @mm_t(%a: tensor<6x9xbf16>, %b: tensor<5x9xbf16>, %c: tensor<6x5xf32>) -> tensor<6x5xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<6x9xbf16>, tensor<5x9xbf16>) outs(%c : tensor<6x5xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %p = arith.mulf %ye, %xe : f32
    %s = arith.addf %p, %acc : f32
    linalg.yield %s : f32
  } -> tensor<6x5xf32>
  return %r : tensor<6x5xf32>
}
// einsum "bhqd,bhkd->bhkq": batch (b, h), the output [b, h, k, q] (N before M), K^T
func.func @scores(%q: tensor<2x3x8x16xf32>, %k: tensor<2x3x?x16xf32>) -> tensor<2x3x?x8xf32> {
  %c2 = arith.constant 2 : index
  %n = tensor.dim %k, %c2 : tensor<2x3x?x16xf32>
  %e = tensor.empty(%n) : tensor<2x3x?x8xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3x?x8xf32>) -> tensor<2x3x?x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(b, h, q, k, d) -> (b, h, q, d)>, affine_map<(b, h, q, k, d) -> (b, h, k, d)>, affine_map<(b, h, q, k, d) -> (b, h, k, q)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x3x8x16xf32>, tensor<2x3x?x16xf32>) outs(%z : tensor<2x3x?x8xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x3x?x8xf32>
  return %r : tensor<2x3x?x8xf32>
}
func.func @mm(%a: tensor<6x9xf32>, %b: tensor<9x5xf32>) -> tensor<6x5xf32> {
  %e = tensor.empty() : tensor<6x5xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<6x5xf32>) -> tensor<6x5xf32>
  %r = linalg.matmul ins(%a, %b : tensor<6x9xf32>, tensor<9x5xf32>) outs(%z : tensor<6x5xf32>) -> tensor<6x5xf32>
  return %r : tensor<6x5xf32>
}
func.func @mm_tb(%a: tensor<6x9xf16>, %b: tensor<5x9xf16>, %c: tensor<6x5xf32>) -> tensor<6x5xf32> {
  %r = linalg.matmul_transpose_b ins(%a, %b : tensor<6x9xf16>, tensor<5x9xf16>) outs(%c : tensor<6x5xf32>) -> tensor<6x5xf32>
  return %r : tensor<6x5xf32>
}
func.func @mm_ta(%a: tensor<9x6xf32>, %b: tensor<9x5xf32>, %c: tensor<6x5xf32>) -> tensor<6x5xf32> {
  %r = linalg.matmul_transpose_a ins(%a, %b : tensor<9x6xf32>, tensor<9x5xf32>) outs(%c : tensor<6x5xf32>) -> tensor<6x5xf32>
  return %r : tensor<6x5xf32>
}
func.func @named_bmm(%a: tensor<?x7x40xbf16>, %b: tensor<?x40x33xbf16>) -> tensor<?x7x33xbf16> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?x7x40xbf16>
  %e = tensor.empty(%n) : tensor<?x7x33xbf16>
  %zero = arith.constant 0.000000e+00 : bf16
  %z = linalg.fill ins(%zero : bf16) outs(%e : tensor<?x7x33xbf16>) -> tensor<?x7x33xbf16>
  %r = linalg.batch_matmul ins(%a, %b : tensor<?x7x40xbf16>, tensor<?x40x33xbf16>) outs(%z : tensor<?x7x33xbf16>) -> tensor<?x7x33xbf16>
  return %r : tensor<?x7x33xbf16>
}
func.func @bmm_tb(%a: tensor<2x7x40xf32>, %b: tensor<2x33x40xf32>, %c: tensor<2x7x33xf32>) -> tensor<2x7x33xf32> {
  %r = linalg.batch_matmul_transpose_b ins(%a, %b : tensor<2x7x40xf32>, tensor<2x33x40xf32>) outs(%c : tensor<2x7x33xf32>) -> tensor<2x7x33xf32>
  return %r : tensor<2x7x33xf32>
}
func.func @mm_i8(%a: tensor<6x9xi8>, %b: tensor<9x5xi8>, %c: tensor<6x5xi32>) -> tensor<6x5xi32> {
  %r = linalg.matmul ins(%a, %b : tensor<6x9xi8>, tensor<9x5xi8>) outs(%c : tensor<6x5xi32>) -> tensor<6x5xi32>
  return %r : tensor<6x5xi32>
}
// Not a matmul: a vector times a matrix (no M loop) stays a row program.
func.func @vecmat(%v: tensor<9xf32>, %b: tensor<9x5xf32>) -> tensor<5xf32> {
  %z = arith.constant dense<0.000000e+00> : tensor<5xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%v, %b : tensor<9xf32>, tensor<9x5xf32>) outs(%z : tensor<5xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<5xf32>
  return %r : tensor<5xf32>
}
// int8 products summed in int8 (wrapping at every step, as the int8 kernel's
// int32 sums wrapped once at the end: equal modulo 2^8).
func.func @mm_i8_wrap(%a: tensor<6x40xi8>, %b: tensor<5x40xi8>) -> tensor<6x5xi8> {
  %z = arith.constant dense<0> : tensor<6x5xi8>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<6x40xi8>, tensor<5x40xi8>) outs(%z : tensor<6x5xi8>) {
  ^bb0(%x: i8, %y: i8, %acc: i8):
    %p = arith.muli %x, %y : i8
    %s = arith.addi %acc, %p : i8
    linalg.yield %s : i8
  } -> tensor<6x5xi8>
  return %r : tensor<6x5xi8>
}
