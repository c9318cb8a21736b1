#m0 = affine_map<(d0, d1) -> (d0, d1)>
#m1 = affine_map<(d0, d1) -> (d1)>
module {
  util.func private @scale(%arg0: tensor<?x4xf32>, %arg1: tensor<4xf32>) -> tensor<?x4xf32> {
    %c0 = arith.constant 0 : index
    %d = tensor.dim %arg0, %c0 : tensor<?x4xf32>
    %0 = tensor.empty(%d) : tensor<?x4xf32>
    %1 = linalg.generic {indexing_maps = [#m0, #m1, #m0], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<?x4xf32>, tensor<4xf32>) outs(%0 : tensor<?x4xf32>) {
    ^bb0(%in: f32, %w: f32, %out: f32):
      %i = linalg.index 1 : index
      %2 = arith.mulf %in, %w : f32
      %e = tensor.extract %arg1[%i] : tensor<4xf32>
      %3 = arith.addf %2, %e : f32
      linalg.yield %3 : f32
    } -> tensor<?x4xf32>
    util.return %1 : tensor<?x4xf32>
  }
  func.func @main(%arg0: !torch.vtensor<[?,4],f32>) -> !torch.vtensor<[?,4],f32> {
    %0 = torch_c.to_builtin_tensor %arg0 : !torch.vtensor<[?,4],f32> -> tensor<?x4xf32>
    %w = util.global.load @w : tensor<4xf32>
    %1 = util.call @scale(%0, %w) : (tensor<?x4xf32>, tensor<4xf32>) -> tensor<?x4xf32>
    %2 = torch_c.from_builtin_tensor %1 : tensor<?x4xf32> -> !torch.vtensor<[?,4],f32>
    %5 = torch.vtensor.literal(dense<0> : tensor<si64>) : !torch.vtensor<[],si64>
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    return %2 : !torch.vtensor<[?,4],f32>
  }
}
