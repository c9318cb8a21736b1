// generate_toy.mlir's interface with a page cache that matters: each call
// reads the mean of the cache (k: the number of calls before it, since
// each call adds 1 to every element, in place) and its logits prefer
// token t + 1 + k (mod 16). A loop that loses the cache's update between
// calls generates t + 1 at every step.
func.func @prefill_bs2(%tokens: !torch.vtensor<[2,?],si64>, %lens: !torch.vtensor<[2],si64>, %pages: !torch.vtensor<[2,?],si64>, %cache: !torch.tensor<[?,8],f16>) -> !torch.vtensor<[2,?,16],f16> {
  %s0 = torch.symbolic_int "s0" {min_val = 1, max_val = 4} : !torch.int
  %s1 = torch.symbolic_int "s1" {min_val = 1, max_val = 64} : !torch.int
  torch.bind_symbolic_shape %tokens, [%s0], affine_map<()[s0] -> (2, s0 * 4)> : !torch.vtensor<[2,?],si64>
  torch.bind_symbolic_shape %pages, [%s0], affine_map<()[s0] -> (2, s0)> : !torch.vtensor<[2,?],si64>
  torch.bind_symbolic_shape %cache, [%s1], affine_map<()[s0] -> (s0, 8)> : !torch.tensor<[?,8],f16>
  %int1 = torch.constant.int 1
  %int16 = torch.constant.int 16
  %int2 = torch.constant.int 2
  %f = torch.constant.float -1.250000e-01
  %none = torch.constant.none
  %false = torch.constant.bool false
  %true = torch.constant.bool true
  %int6 = torch.constant.int 6
  %int5 = torch.constant.int 5
  %c = torch.copy.to_vtensor %cache : !torch.vtensor<[?,8],f16>
  %c32 = torch.aten._to_copy %c, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[?,8],f16>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[?,8],f32>
  %dims = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %m1 = torch.aten.mean.dim %c32, %dims, %true, %none : !torch.vtensor<[?,8],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1],f32>
  %shape = torch.prim.ListConstruct %int1, %s1 : (!torch.int, !torch.int) -> !torch.list<int>
  %mt = torch.aten.view %m1, %shape : !torch.vtensor<[?,1],f32>, !torch.list<int> -> !torch.vtensor<[1,?],f32>
  %k = torch.aten.mean.dim %mt, %dims, %true, %none : !torch.vtensor<[1,?],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,1],f32>
  %x = torch.aten._to_copy %tokens, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[2,?],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[2,?],f32>
  %xk = torch.aten.add.Tensor %x, %k, %int1 : !torch.vtensor<[2,?],f32>, !torch.vtensor<[1,1],f32>, !torch.int -> !torch.vtensor<[2,?],f32>
  %next = torch.aten.add.Scalar %xk, %int1, %int1 : !torch.vtensor<[2,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,?],f32>
  %wrap = torch.aten.remainder.Scalar %next, %int16 : !torch.vtensor<[2,?],f32>, !torch.int -> !torch.vtensor<[2,?],f32>
  %xu = torch.aten.unsqueeze %wrap, %int2 : !torch.vtensor<[2,?],f32>, !torch.int -> !torch.vtensor<[2,?,1],f32>
  %v = torch.aten.arange %int16, %int6, %none, %none, %none : !torch.int, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[16],f32>
  %d = torch.aten.sub.Tensor %xu, %v, %int1 : !torch.vtensor<[2,?,1],f32>, !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[2,?,16],f32>
  %sq = torch.aten.mul.Tensor %d, %d : !torch.vtensor<[2,?,16],f32>, !torch.vtensor<[2,?,16],f32> -> !torch.vtensor<[2,?,16],f32>
  %l = torch.aten.mul.Scalar %sq, %f : !torch.vtensor<[2,?,16],f32>, !torch.float -> !torch.vtensor<[2,?,16],f32>
  %h = torch.aten._to_copy %l, %int5, %none, %none, %none, %false, %none : !torch.vtensor<[2,?,16],f32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[2,?,16],f16>
  %c1 = torch.aten.add.Scalar %c, %int1, %int1 : !torch.vtensor<[?,8],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,8],f16>
  torch.overwrite.tensor.contents %c1 overwrites %cache : !torch.vtensor<[?,8],f16>, !torch.tensor<[?,8],f16>
  return %h : !torch.vtensor<[2,?,16],f16>
}
func.func @decode_bs2(%tokens: !torch.vtensor<[2,1],si64>, %lens: !torch.vtensor<[2],si64>, %pos: !torch.vtensor<[2],si64>, %pages: !torch.vtensor<[2,?],si64>, %cache: !torch.tensor<[?,8],f16>) -> !torch.vtensor<[2,1,16],f16> {
  %s0 = torch.symbolic_int "s0" {min_val = 1, max_val = 4} : !torch.int
  %s1 = torch.symbolic_int "s1" {min_val = 1, max_val = 64} : !torch.int
  torch.bind_symbolic_shape %pages, [%s0], affine_map<()[s0] -> (2, s0)> : !torch.vtensor<[2,?],si64>
  torch.bind_symbolic_shape %cache, [%s1], affine_map<()[s0] -> (s0, 8)> : !torch.tensor<[?,8],f16>
  %int1 = torch.constant.int 1
  %int16 = torch.constant.int 16
  %int2 = torch.constant.int 2
  %f = torch.constant.float -1.250000e-01
  %none = torch.constant.none
  %false = torch.constant.bool false
  %true = torch.constant.bool true
  %int6 = torch.constant.int 6
  %int5 = torch.constant.int 5
  %c = torch.copy.to_vtensor %cache : !torch.vtensor<[?,8],f16>
  %c32 = torch.aten._to_copy %c, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[?,8],f16>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[?,8],f32>
  %dims = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %m1 = torch.aten.mean.dim %c32, %dims, %true, %none : !torch.vtensor<[?,8],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1],f32>
  %shape = torch.prim.ListConstruct %int1, %s1 : (!torch.int, !torch.int) -> !torch.list<int>
  %mt = torch.aten.view %m1, %shape : !torch.vtensor<[?,1],f32>, !torch.list<int> -> !torch.vtensor<[1,?],f32>
  %k = torch.aten.mean.dim %mt, %dims, %true, %none : !torch.vtensor<[1,?],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,1],f32>
  %x = torch.aten._to_copy %tokens, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[2,1],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[2,1],f32>
  %xk = torch.aten.add.Tensor %x, %k, %int1 : !torch.vtensor<[2,1],f32>, !torch.vtensor<[1,1],f32>, !torch.int -> !torch.vtensor<[2,1],f32>
  %next = torch.aten.add.Scalar %xk, %int1, %int1 : !torch.vtensor<[2,1],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,1],f32>
  %wrap = torch.aten.remainder.Scalar %next, %int16 : !torch.vtensor<[2,1],f32>, !torch.int -> !torch.vtensor<[2,1],f32>
  %xu = torch.aten.unsqueeze %wrap, %int2 : !torch.vtensor<[2,1],f32>, !torch.int -> !torch.vtensor<[2,1,1],f32>
  %v = torch.aten.arange %int16, %int6, %none, %none, %none : !torch.int, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[16],f32>
  %d = torch.aten.sub.Tensor %xu, %v, %int1 : !torch.vtensor<[2,1,1],f32>, !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[2,1,16],f32>
  %sq = torch.aten.mul.Tensor %d, %d : !torch.vtensor<[2,1,16],f32>, !torch.vtensor<[2,1,16],f32> -> !torch.vtensor<[2,1,16],f32>
  %l = torch.aten.mul.Scalar %sq, %f : !torch.vtensor<[2,1,16],f32>, !torch.float -> !torch.vtensor<[2,1,16],f32>
  %h = torch.aten._to_copy %l, %int5, %none, %none, %none, %false, %none : !torch.vtensor<[2,1,16],f32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[2,1,16],f16>
  %c1 = torch.aten.add.Scalar %c, %int1, %int1 : !torch.vtensor<[?,8],f16>, !torch.int, !torch.int -> !torch.vtensor<[?,8],f16>
  torch.overwrite.tensor.contents %c1 overwrites %cache : !torch.vtensor<[?,8],f16>, !torch.tensor<[?,8],f16>
  return %h : !torch.vtensor<[2,1,16],f16>
}
