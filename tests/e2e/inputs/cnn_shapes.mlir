// Shapes the CNN kernels tile (tests/e2e/cnn_block.sh): a dynamic batch, an
// output row wider than a column tile (75 > 64 columns) at stride 2, a
// depthwise convolution with channel multiplier 2, a grouped one with a
// channel count no tile of 4 divides (3 per group), a ceil_mode average pool.
func.func @shapes(%x: !torch.vtensor<[?,4,7,150],f32>, %w: !torch.vtensor<[8,1,3,3],f32>, %w2: !torch.vtensor<[6,4,1,3],f32>) -> !torch.vtensor<[?,6,3,38],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int4 = torch.constant.int 4
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %none = torch.constant.none
  %l1 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %l2 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p01 = torch.prim.ListConstruct %int0, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.conv2d %x, %w, %none, %l2, %l1, %l1, %int4 : !torch.vtensor<[?,4,7,150],f32>, !torch.vtensor<[8,1,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[?,8,4,75],f32>
  %1 = torch.aten.conv2d %0, %w2, %none, %l1, %p01, %l1, %int2 : !torch.vtensor<[?,8,4,75],f32>, !torch.vtensor<[6,4,1,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[?,6,4,75],f32>
  %k = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %2 = torch.aten.avg_pool2d %1, %k, %l2, %l1, %true, %false, %none : !torch.vtensor<[?,6,4,75],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[?,6,3,38],f32>
  return %2 : !torch.vtensor<[?,6,3,38],f32>
}
