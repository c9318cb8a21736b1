// The module of v0.mlirbc ... v6.mlirbc (gen_versions.py).
func.func @f(%arg0: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.exp %arg0 : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
  %1 = torch.aten.add.Tensor %0, %arg0, %int1 : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.int -> !torch.vtensor<[2],f32>
  return %1 : !torch.vtensor<[2],f32>
}
