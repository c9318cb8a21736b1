// A named convolution of a dynamic batch (tests/lit/import/generic_windows.mlir).
func.func @dyn(%x: tensor<?x2x6x6xf32>, %w: tensor<3x2x3x3xf32>) -> tensor<?x3x4x4xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x2x6x6xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %e = tensor.empty(%n) : tensor<?x3x4x4xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<?x3x4x4xf32>) -> tensor<?x3x4x4xf32>
  %r = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<?x2x6x6xf32>, tensor<3x2x3x3xf32>) outs(%z : tensor<?x3x4x4xf32>) -> tensor<?x3x4x4xf32>
  return %r : tensor<?x3x4x4xf32>
}
