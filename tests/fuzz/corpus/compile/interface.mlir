// The function interface: mutable arguments (read with copy.to_vtensor,
// written with overwrite.tensor.contents, read again after the write),
// scalar arguments as Scalar operands, integer results from sizes, constant
// scalar results, signatures over several lines.
func.func @update(%x: !torch.vtensor<[?,4],f32>, %n: !torch.float,
                  %cache: !torch.tensor<[?,4],f32>)
    -> (!torch.int, !torch.vtensor<[?,4],f32>, !torch.bool) {
  %s0 = torch.symbolic_int "s0" {min_val = 1, max_val = 16} : !torch.int
  torch.bind_symbolic_shape %x, [%s0], affine_map<()[s0] -> (s0, 4)> : !torch.vtensor<[?,4],f32>
  %0 = torch.copy.to_vtensor %cache : !torch.vtensor<[?,4],f32>
  %1 = torch.aten.mul.Scalar %x, %n : !torch.vtensor<[?,4],f32>, !torch.float -> !torch.vtensor<[?,4],f32>
  %int1 = torch.constant.int 1
  %2 = torch.aten.add.Tensor %0, %1, %int1 : !torch.vtensor<[?,4],f32>, !torch.vtensor<[?,4],f32>, !torch.int -> !torch.vtensor<[?,4],f32>
  torch.overwrite.tensor.contents %2 overwrites %cache : !torch.vtensor<[?,4],f32>, !torch.tensor<[?,4],f32>
  %3 = torch.copy.to_vtensor %cache : !torch.vtensor<[?,4],f32>
  %int0 = torch.constant.int 0
  %4 = torch.aten.size.int %3, %int0 : !torch.vtensor<[?,4],f32>, !torch.int -> !torch.int
  %5 = torch.aten.div.Scalar %3, %4 : !torch.vtensor<[?,4],f32>, !torch.int -> !torch.vtensor<[?,4],f32>
  %true = torch.constant.bool true
  return %4, %5, %true : !torch.int, !torch.vtensor<[?,4],f32>, !torch.bool
}

func.func @swap_in(%a: !torch.tensor<[8],si64>, %b: !torch.vtensor<[8],si64>, %k: !torch.int) {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Scalar %b, %k, %int1 : !torch.vtensor<[8],si64>, !torch.int, !torch.int -> !torch.vtensor<[8],si64>
  torch.overwrite.tensor.contents %0 overwrites %a : !torch.vtensor<[8],si64>, !torch.tensor<[8],si64>
  return
}
