// Complex tensors are imported as their real form: complex<fN> [dims] is
// fN [dims, 2] (real, imaginary). Shape ops run on the real form (a dim
// counted from the complex rank), bindings get the trailing 2, a product
// is four products, a difference and a sum joined by a concat, and
// flow.tensor.bitcast between fN pairs and complex<fN> is a view.
// (tests/e2e/frontend_oracle.sh checks the numbers against PyTorch.)

// complex(cos, sin): each part a column, then a concat
// unsqueeze at -2 of the complex rank 2: dim 1 of the real form
// the bitcast: a view of f16 pairs, then f16 -> f32 for the product
func.func @rope(%x: !torch.vtensor<[?,4,16],f16>, %cos: !torch.vtensor<[?,8],f32>, %sin: !torch.vtensor<[?,8],f32>) -> !torch.vtensor<[?,4,16],f32> {
  %s0 = torch.symbolic_int "s0" {min_val = 1, max_val = 32} : !torch.int
  torch.bind_symbolic_shape %x, [%s0], affine_map<()[s0] -> (s0, 4, 16)> : !torch.vtensor<[?,4,16],f16>
  torch.bind_symbolic_shape %cos, [%s0], affine_map<()[s0] -> (s0, 8)> : !torch.vtensor<[?,8],f32>
  torch.bind_symbolic_shape %sin, [%s0], affine_map<()[s0] -> (s0, 8)> : !torch.vtensor<[?,8],f32>
  %int-2 = torch.constant.int -2
  %f = torch.aten.complex %cos, %sin : !torch.vtensor<[?,8],f32>, !torch.vtensor<[?,8],f32> -> !torch.vtensor<[?,8],complex<f32>>
  torch.bind_symbolic_shape %f, [%s0], affine_map<()[s0] -> (s0, 8)> : !torch.vtensor<[?,8],complex<f32>>
  %f1 = torch.aten.unsqueeze %f, %int-2 : !torch.vtensor<[?,8],complex<f32>>, !torch.int -> !torch.vtensor<[?,1,8],complex<f32>>
  %xb = torch_c.to_builtin_tensor %x : !torch.vtensor<[?,4,16],f16> -> tensor<?x4x16xf16>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %xb, %c0 : tensor<?x4x16xf16>
  %xc = flow.tensor.bitcast %xb : tensor<?x4x16xf16>{%d} -> tensor<?x4x8xcomplex<f16>>{%d}
  %xt = torch_c.from_builtin_tensor %xc : tensor<?x4x8xcomplex<f16>> -> !torch.vtensor<[?,4,8],complex<f16>>
  %m = torch.aten.mul.Tensor %xt, %f1 : !torch.vtensor<[?,4,8],complex<f16>>, !torch.vtensor<[?,1,8],complex<f32>> -> !torch.vtensor<[?,4,8],complex<f32>>
  %mb = torch_c.to_builtin_tensor %m : !torch.vtensor<[?,4,8],complex<f32>> -> tensor<?x4x8xcomplex<f32>>
  %d2 = tensor.dim %mb, %c0 : tensor<?x4x8xcomplex<f32>>
  %r = flow.tensor.bitcast %mb : tensor<?x4x8xcomplex<f32>>{%d2} -> tensor<?x4x16xf32>{%d2}
  %rt = torch_c.from_builtin_tensor %r : tensor<?x4x16xf32> -> !torch.vtensor<[?,4,16],f32>
  return %rt : !torch.vtensor<[?,4,16],f32>
}
