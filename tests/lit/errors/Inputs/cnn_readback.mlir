func.func @readback(%x: tensor<1x4x8x8xf32>, %w: tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32> {
  %0 = "facet.conv"(%x, %w) {kernel = [3, 3], stride = [1, 1], pad = [1, 1], dilation = [1, 1], groups = 1} : (tensor<1x4x8x8xf32>, tensor<6x3x3x3xf32>) -> tensor<1x6x8x8xf32>
  return %0 : tensor<1x6x8x8xf32>
}
