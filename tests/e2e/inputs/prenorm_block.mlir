func.func @block(%x: !torch.vtensor<[4,16],f32>, %r: !torch.vtensor<[4,16],f32>, %w: !torch.vtensor<[16,16],f32>) -> !torch.vtensor<[4,16],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %intm1 = torch.constant.int -1
  %true = torch.constant.bool true
  %none = torch.constant.none
  %eps = torch.constant.float 1.000000e-05
  %h = torch.aten.add.Tensor %x, %r, %int1 : !torch.vtensor<[4,16],f32>, !torch.vtensor<[4,16],f32>, !torch.int -> !torch.vtensor<[4,16],f32>
  %sq = torch.aten.pow.Tensor_Scalar %h, %int2 : !torch.vtensor<[4,16],f32>, !torch.int -> !torch.vtensor<[4,16],f32>
  %dims = torch.prim.ListConstruct %intm1 : (!torch.int) -> !torch.list<int>
  %ms = torch.aten.mean.dim %sq, %dims, %true, %none : !torch.vtensor<[4,16],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[4,1],f32>
  %me = torch.aten.add.Scalar %ms, %eps, %int1 : !torch.vtensor<[4,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[4,1],f32>
  %rs = torch.aten.rsqrt %me : !torch.vtensor<[4,1],f32> -> !torch.vtensor<[4,1],f32>
  %n = torch.aten.mul.Tensor %h, %rs : !torch.vtensor<[4,16],f32>, !torch.vtensor<[4,1],f32> -> !torch.vtensor<[4,16],f32>
  %mm = torch.aten.mm %n, %w : !torch.vtensor<[4,16],f32>, !torch.vtensor<[16,16],f32> -> !torch.vtensor<[4,16],f32>
  %out = torch.aten.add.Tensor %h, %mm, %int1 : !torch.vtensor<[4,16],f32>, !torch.vtensor<[4,16],f32>, !torch.int -> !torch.vtensor<[4,16],f32>
  return %out : !torch.vtensor<[4,16],f32>
}
