// Reductions the kernels do not take (tests/lit/errors/issue31_refused.mlir).
func.func @f(%arg0: tensor<4x8xf32>, %x: !torch.vtensor<[3,4],f32>) -> (tensor<f32>, !torch.vtensor<[4],f32>) {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<f32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<f32>) -> tensor<f32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%arg0 : tensor<4x8xf32>) outs(%1 : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %3 = arith.addf %in, %out : f32
    linalg.yield %3 : f32
  } -> tensor<f32>
  %none = torch.constant.none
  %int0 = torch.constant.int 0
  %false = torch.constant.bool false
  %r = torch.aten.prod.dim_int %x, %int0, %false, %none : !torch.vtensor<[3,4],f32>, !torch.int, !torch.bool, !torch.none -> !torch.vtensor<[4],f32>
  return %2, %r : tensor<f32>, !torch.vtensor<[4],f32>
}
