// Tensors whose values are in the program: dense torch.vtensor.literal of
// f32, bf16, si64 and i1, and util.globals with only an inline value
// (dense and splat). tests/e2e/constants.sh compiles this file and compares
// every function against facet-reference.
module @constants {
  util.global private @w = dense<[[1.0, -2.0, 0.5], [3.0, 0.25, -1.0], [2.0, 1.0, 4.0]]> : tensor<3x3xf32>
  util.global private @bias = dense<0.75> : tensor<3xf32>
  util.global private @half = dense<0.5> : tensor<3x2xf32>
  func.func @f32_literal(%x: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32> {
    %a = torch.vtensor.literal(dense<[[0.5, -1.0, 2.0], [3.0, -0.125, 8.0]]> : tensor<2x3xf32>) : !torch.vtensor<[2,3],f32>
    %b = torch.vtensor.literal(dense<[1.0, 2.0, -3.0]> : tensor<3xf32>) : !torch.vtensor<[3],f32>
    %int1 = torch.constant.int 1
    %0 = torch.aten.mul.Tensor %x, %a : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %1 = torch.aten.add.Tensor %0, %b, %int1 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
    return %1 : !torch.vtensor<[2,3],f32>
  }
  // the same bytes as @f32_literal's %a: stored once
  func.func @f32_literal_again(%x: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32> {
    %a = torch.vtensor.literal(dense<[[0.5, -1.0, 2.0], [3.0, -0.125, 8.0]]> : tensor<2x3xf32>) : !torch.vtensor<[2,3],f32>
    %int1 = torch.constant.int 1
    %0 = torch.aten.sub.Tensor %x, %a, %int1 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
    return %0 : !torch.vtensor<[2,3],f32>
  }
  func.func @bf16_literal(%x: !torch.vtensor<[4],bf16>) -> !torch.vtensor<[4],bf16> {
    %a = torch.vtensor.literal(dense<[1.5, -2.0, 0.25, 3.0]> : tensor<4xbf16>) : !torch.vtensor<[4],bf16>
    %0 = torch.aten.mul.Tensor %x, %a : !torch.vtensor<[4],bf16>, !torch.vtensor<[4],bf16> -> !torch.vtensor<[4],bf16>
    return %0 : !torch.vtensor<[4],bf16>
  }
  func.func @si64_literal(%x: !torch.vtensor<[3],si64>) -> !torch.vtensor<[3],si64> {
    %a = torch.vtensor.literal(dense<[7, -3, 1099511627776]> : tensor<3xsi64>) : !torch.vtensor<[3],si64>
    %int1 = torch.constant.int 1
    %0 = torch.aten.add.Tensor %x, %a, %int1 : !torch.vtensor<[3],si64>, !torch.vtensor<[3],si64>, !torch.int -> !torch.vtensor<[3],si64>
    return %0 : !torch.vtensor<[3],si64>
  }
  // literal indices, as an export's position ids are
  func.func @index_literal(%x: !torch.vtensor<[5,2],f32>) -> !torch.vtensor<[3,2],f32> {
    %i = torch.vtensor.literal(dense<[4, 0, 2]> : tensor<3xsi64>) : !torch.vtensor<[3],si64>
    %int0 = torch.constant.int 0
    %0 = torch.aten.index_select %x, %int0, %i : !torch.vtensor<[5,2],f32>, !torch.int, !torch.vtensor<[3],si64> -> !torch.vtensor<[3,2],f32>
    return %0 : !torch.vtensor<[3,2],f32>
  }
  func.func @i1_literal(%x: !torch.vtensor<[4],f32>, %y: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
    %m = torch.vtensor.literal(dense<[true, false, false, true]> : tensor<4xi1>) : !torch.vtensor<[4],i1>
    %0 = torch.aten.where.self %m, %x, %y : !torch.vtensor<[4],i1>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
    return %0 : !torch.vtensor<[4],f32>
  }
  // x @ w + bias, w and bias inline globals (dense, splat)
  func.func @inline_globals(%x: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32> {
    %g = util.global.load @w : tensor<3x3xf32>
    %w = torch_c.from_builtin_tensor %g : tensor<3x3xf32> -> !torch.vtensor<[3,3],f32>
    %h = util.global.load @bias : tensor<3xf32>
    %b = torch_c.from_builtin_tensor %h : tensor<3xf32> -> !torch.vtensor<[3],f32>
    %int1 = torch.constant.int 1
    %0 = torch.aten.mm %x, %w : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3,3],f32> -> !torch.vtensor<[2,3],f32>
    %1 = torch.aten.add.Tensor %0, %b, %int1 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
    return %1 : !torch.vtensor<[2,3],f32>
  }
  // a splat global read by a matmul: a buffer filled by a kernel
  func.func @splat_matmul(%x: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,2],f32> {
    %g = util.global.load @half : tensor<3x2xf32>
    %w = torch_c.from_builtin_tensor %g : tensor<3x2xf32> -> !torch.vtensor<[3,2],f32>
    %0 = torch.aten.mm %x, %w : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3,2],f32> -> !torch.vtensor<[2,2],f32>
    return %0 : !torch.vtensor<[2,2],f32>
  }
  // a constant returned as it is: the caller gets a copy of its own
  func.func @literal_result(%x: !torch.vtensor<[3],f32>) -> (!torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>) {
    %b = torch.vtensor.literal(dense<[1.0, 2.0, -3.0]> : tensor<3xf32>) : !torch.vtensor<[3],f32>
    %int1 = torch.constant.int 1
    %0 = torch.aten.add.Tensor %x, %b, %int1 : !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.int -> !torch.vtensor<[3],f32>
    return %b, %0 : !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>
  }
}
