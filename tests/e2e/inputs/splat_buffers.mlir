func.func @f(%arg0: !torch.vtensor<[2,3],f32>, %arg1: !torch.vtensor<[3,2],f32>) -> (!torch.vtensor<[4,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,2],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int3 = torch.constant.int 3
  %int4 = torch.constant.int 4
  %int6 = torch.constant.int 6
  %none = torch.constant.none
  %cpu = torch.constant.device "cpu"
  %false = torch.constant.bool false
  %shape = torch.prim.ListConstruct %int4, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %z = torch.aten.zeros %shape, %int6, %none, %cpu, %false : !torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[4,3],f32>
  %u = torch.aten.slice_scatter %z, %arg0, %int0, %int1, %int3, %int1 : !torch.vtensor<[4,3],f32>, !torch.vtensor<[2,3],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[4,3],f32>
  %s = torch.aten.slice.Tensor %z, %int0, %int1, %int3, %int1 : !torch.vtensor<[4,3],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,3],f32>
  %a = torch.aten.add.Tensor %s, %arg0, %int1 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
  %m = torch.aten.mm %a, %arg1 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3,2],f32> -> !torch.vtensor<[2,2],f32>
  return %u, %a, %m : !torch.vtensor<[4,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,2],f32>
}
