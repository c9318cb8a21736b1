// Written values of another dtype or shape, and writes into non-arguments.
func.func @dtype(%x: !torch.vtensor<[4],f16>, %a: !torch.tensor<[4],f32>) {
  torch.overwrite.tensor.contents %x overwrites %a : !torch.vtensor<[4],f16>, !torch.tensor<[4],f32>
  return
}

// -----
func.func @shape(%x: !torch.vtensor<[5],f32>, %a: !torch.tensor<[4],f32>) {
  torch.overwrite.tensor.contents %x overwrites %a : !torch.vtensor<[5],f32>, !torch.tensor<[4],f32>
  return
}

// -----
func.func @not_an_argument(%x: !torch.vtensor<[4],f32>) {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Tensor %x, %x, %int1 : !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
  torch.overwrite.tensor.contents %x overwrites %0 : !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>
  return
}
