// The CNN ops import into facet.conv / facet.pool (their windows as
// attributes) and into elementwise ops, concats and index_selects for the
// rest; conv1d is a conv2d of height 1 between views; a dynamic batch
// stays a symbol. The printed IR reads back to the same text and compiles.

func.func @conv_pool(%x: !torch.vtensor<[?,4,9,10],f32>, %w: !torch.vtensor<[6,2,3,3],f32>, %b: !torch.vtensor<[6],f32>) -> !torch.vtensor<[?,6,2,2],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %false = torch.constant.bool false
  %true = torch.constant.bool true
  %none = torch.constant.none
  %stride = torch.prim.ListConstruct %int2, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %pad = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %dil = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.conv2d %x, %w, %b, %stride, %pad, %dil, %int2 : !torch.vtensor<[?,4,9,10],f32>, !torch.vtensor<[6,2,3,3],f32>, !torch.vtensor<[6],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[?,6,5,6],f32>
  %k2 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p1 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.max_pool2d %0, %k2, %k2, %p1, %p1, %true : !torch.vtensor<[?,6,5,6],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[?,6,3,4],f32>
  %k3 = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %2 = torch.aten.avg_pool2d %1, %k3, %p1, %p1, %false, %false, %none : !torch.vtensor<[?,6,3,4],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[?,6,3,4],f32>
  %3 = torch.aten.adaptive_avg_pool2d %2, %k2 : !torch.vtensor<[?,6,3,4],f32>, !torch.list<int> -> !torch.vtensor<[?,6,2,2],f32>
  return %3 : !torch.vtensor<[?,6,2,2],f32>
}

func.func @conv1d(%x: !torch.vtensor<[2,4,13],f32>, %w: !torch.vtensor<[6,4,3],f32>) -> !torch.vtensor<[2,6,7],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %none = torch.constant.none
  %s = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.conv1d %x, %w, %none, %s, %p, %d, %int1 : !torch.vtensor<[2,4,13],f32>, !torch.vtensor<[6,4,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[2,6,7],f32>
  return %0 : !torch.vtensor<[2,6,7],f32>
}

// Batch norm: per-channel scale and shift (from the running statistics)
// viewed [1, C, 1, 1] and broadcast; hardswish a clamp between a mul and a
// div; a pad two concats with splats; nearest upsampling index_selects at
// constant indices.
func.func @decomposed(%x: !torch.vtensor<[1,3,4,5],f32>, %w: !torch.vtensor<[3],f32>, %b: !torch.vtensor<[3],f32>, %m: !torch.vtensor<[3],f32>, %v: !torch.vtensor<[3],f32>) -> !torch.vtensor<[1,3,12,14],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int12 = torch.constant.int 12
  %int14 = torch.constant.int 14
  %false = torch.constant.bool false
  %eps = torch.constant.float 1.000000e-05
  %mom = torch.constant.float 1.000000e-01
  %none = torch.constant.none
  %0 = torch.aten.batch_norm %x, %w, %b, %m, %v, %false, %mom, %eps, %false : !torch.vtensor<[1,3,4,5],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.bool, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[1,3,4,5],f32>
  %1 = torch.aten.hardswish %0 : !torch.vtensor<[1,3,4,5],f32> -> !torch.vtensor<[1,3,4,5],f32>
  %pad = torch.prim.ListConstruct %int1, %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %2 = torch.aten.constant_pad_nd %1, %pad, %int0 : !torch.vtensor<[1,3,4,5],f32>, !torch.list<int>, !torch.int -> !torch.vtensor<[1,3,6,7],f32>
  %size = torch.prim.ListConstruct %int12, %int14 : (!torch.int, !torch.int) -> !torch.list<int>
  %3 = torch.aten.upsample_nearest2d %2, %size, %none, %none : !torch.vtensor<[1,3,6,7],f32>, !torch.list<int>, !torch.none, !torch.none -> !torch.vtensor<[1,3,12,14],f32>
  return %3 : !torch.vtensor<[1,3,12,14],f32>
}
