func.func @util.global(%x: !torch.vtensor<[4,16],f32>, %w: !torch.vtensor<[16,16],f32>) -> !torch.vtensor<[4,16],f32> {
  %y = torch.aten.mm %x, %w : !torch.vtensor<[4,16],f32>, !torch.vtensor<[16,16],f32> -> !torch.vtensor<[4,16],f32>
  return %y : !torch.vtensor<[4,16],f32>
}
func.func @"0 x/y"(%x: !torch.vtensor<[4,16],f32>, %w: !torch.vtensor<[16,16],f32>) -> !torch.vtensor<[4,16],f32> {
  %y = torch.aten.mm %x, %w : !torch.vtensor<[4,16],f32>, !torch.vtensor<[16,16],f32> -> !torch.vtensor<[4,16],f32>
  return %y : !torch.vtensor<[4,16],f32>
}
func.func @a.b(%x: !torch.vtensor<[4,16],f32>, %w: !torch.vtensor<[16,16],f32>) -> !torch.vtensor<[4,16],f32> {
  %y = torch.aten.mm %x, %w : !torch.vtensor<[4,16],f32>, !torch.vtensor<[16,16],f32> -> !torch.vtensor<[4,16],f32>
  return %y : !torch.vtensor<[4,16],f32>
}
