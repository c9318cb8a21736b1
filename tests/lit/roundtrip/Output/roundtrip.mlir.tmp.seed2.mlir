func.func @prefill_bs2(%0: tensor<2x?x5120xf16>, %1: tensor<5120x131072xf16>) -> (tensor<?x131072xf16>) {
  %s1 = torch.symbolic_int "s1" {min_val = 2, max_val = 4095} : !torch.int
  torch.bind_symbolic_shape %0, [%s1], affine_map<()[s0] -> (2, s0 * 32, 5120)> : tensor<2x?x5120xf16>
  %2 = "facet.view"(%0) : (tensor<2x?x5120xf16>) -> tensor<?x5120xf16>
  torch.bind_symbolic_shape %2, [%s1], affine_map<()[s0] -> (s0 * 64, 5120)> : tensor<?x5120xf16>
  %3 = "facet.matmul"(%2, %1) {transpose_rhs = false} : (tensor<?x5120xf16>, tensor<5120x131072xf16>) -> tensor<?x131072xf16>
  torch.bind_symbolic_shape %3, [%s1], affine_map<()[s0] -> (s0 * 64, 131072)> : tensor<?x131072xf16>
  return %3 : tensor<?x131072xf16>
}
func.func @prefill_bs8(%0: tensor<8x?x5120xf16>, %1: tensor<5120x131072xf16>) -> (tensor<?x131072xf16>) {
  %s1 = torch.symbolic_int "s1" {min_val = 2, max_val = 4095} : !torch.int
  torch.bind_symbolic_shape %0, [%s1], affine_map<()[s0] -> (8, s0 * 32, 5120)> : tensor<8x?x5120xf16>
  %2 = "facet.view"(%0) : (tensor<8x?x5120xf16>) -> tensor<?x5120xf16>
  torch.bind_symbolic_shape %2, [%s1], affine_map<()[s0] -> (s0 * 256, 5120)> : tensor<?x5120xf16>
  %3 = "facet.matmul"(%2, %1) {transpose_rhs = false} : (tensor<?x5120xf16>, tensor<5120x131072xf16>) -> tensor<?x131072xf16>
  torch.bind_symbolic_shape %3, [%s1], affine_map<()[s0] -> (s0 * 256, 131072)> : tensor<?x131072xf16>
  return %3 : tensor<?x131072xf16>
}
