// Convolutions and pools written as linalg.generic (sums of loops in the
// input map) and as linalg's named ops, for tests/e2e/generic_conv.sh and
// tests/lit/import/generic_windows.mlir: each becomes facet.conv /
// facet.pool (src/transform/window.c); facet-reference runs the generics
// as written.

// A strided (2, 1) and dilated (1, 2) convolution, f32, its output
// initialized with the bias broadcast over [N, K, P, Q] (init + sum).
func.func @strided_dilated(%x: tensor<2x4x11x12xf32>, %w: tensor<6x4x3x3xf32>, %bias: tensor<6xf32>) -> tensor<2x6x5x8xf32> {
  %e = tensor.empty() : tensor<2x6x5x8xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bias : tensor<6xf32>) outs(%e : tensor<2x6x5x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x6x5x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 * 2 + d5, d3 + d6 * 2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%x, %w : tensor<2x4x11x12xf32>, tensor<6x4x3x3xf32>) outs(%b : tensor<2x6x5x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    %s = arith.addf %out, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x6x5x8xf32>
  return %r : tensor<2x6x5x8xf32>
}

// A depthwise convolution (channel d1 in input, weight and output), the
// weight first in ins, the product written weight * input.
func.func @depthwise(%x: tensor<1x5x9x9xf32>, %w: tensor<5x3x3xf32>) -> tensor<1x5x7x7xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<1x5x7x7xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<1x5x7x7xf32>) -> tensor<1x5x7x7xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 + d4, d3 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%w, %x : tensor<5x3x3xf32>, tensor<1x5x9x9xf32>) outs(%z : tensor<1x5x7x7xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    %s = arith.addf %m, %out : f32
    linalg.yield %s : f32
  } -> tensor<1x5x7x7xf32>
  return %r : tensor<1x5x7x7xf32>
}

// A grouped convolution as IREE writes one (ngchw_gfchw_ngfhw): 3 groups
// of 2 input and 4 output channels, a 3x2 window.
func.func @grouped(%x: tensor<2x3x2x7x6xf32>, %w: tensor<3x4x2x3x2xf32>) -> tensor<2x3x4x5x5xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<2x3x4x5x5xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<2x3x4x5x5xf32>) -> tensor<2x3x4x5x5xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%x, %w : tensor<2x3x2x7x6xf32>, tensor<3x4x2x3x2xf32>) outs(%z : tensor<2x3x4x5x5xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    %s = arith.addf %out, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x3x4x5x5xf32>
  return %r : tensor<2x3x4x5x5xf32>
}

// A 3x3 max pool at stride 2 over a -inf fill, with the window-shape
// tensor torch-mlir passes (its body argument unused).
func.func @max_pool(%x: tensor<2x3x9x9xf32>) -> tensor<2x3x4x4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<2x3x4x4xf32>
  %z = linalg.fill ins(%ninf : f32) outs(%e : tensor<2x3x4x4xf32>) -> tensor<2x3x4x4xf32>
  %k = tensor.empty() : tensor<3x3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + d4, d3 * 2 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%x, %k : tensor<2x3x9x9xf32>, tensor<3x3xf32>) outs(%z : tensor<2x3x4x4xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.maximumf %out, %in : f32
    linalg.yield %m : f32
  } -> tensor<2x3x4x4xf32>
  return %r : tensor<2x3x4x4xf32>
}

// A 2x2 sum pool over NHWC into a non-zero init (init + sum), its input
// a row longer than its windows read (facet.pool gets it sliced).
func.func @sum_pool(%x: tensor<1x8x7x3xf32>, %init: tensor<1x6x6x3xf32>) -> tensor<1x6x6x3xf32> {
  %k = tensor.empty() : tensor<2x2xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%x, %k : tensor<1x8x7x3xf32>, tensor<2x2xf32>) outs(%init : tensor<1x6x6x3xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %s = arith.addf %out, %in : f32
    linalg.yield %s : f32
  } -> tensor<1x6x6x3xf32>
  return %r : tensor<1x6x6x3xf32>
}

// linalg's named ops: a strided conv_2d_nchw_fchw from f16 into f32 (its
// casts are arith.extf), then a max pool and a depthwise conv of that.
func.func @named(%x: tensor<1x3x10x10xf16>, %w: tensor<4x3x3x3xf16>, %dw: tensor<4x2x2xf32>) -> tensor<1x4x2x2xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<1x4x4x4xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%x, %w : tensor<1x3x10x10xf16>, tensor<4x3x3x3xf16>) outs(%z : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %e2 = tensor.empty() : tensor<1x4x3x3xf32>
  %z2 = linalg.fill ins(%ninf : f32) outs(%e2 : tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32>
  %k = tensor.empty() : tensor<2x2xf32>
  %p = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%c, %k : tensor<1x4x4x4xf32>, tensor<2x2xf32>) outs(%z2 : tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32>
  %e3 = tensor.empty() : tensor<1x4x2x2xf32>
  %z3 = linalg.fill ins(%cst : f32) outs(%e3 : tensor<1x4x2x2xf32>) -> tensor<1x4x2x2xf32>
  %d = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%p, %dw : tensor<1x4x3x3xf32>, tensor<4x2x2xf32>) outs(%z3 : tensor<1x4x2x2xf32>) -> tensor<1x4x2x2xf32>
  return %d : tensor<1x4x2x2xf32>
}
