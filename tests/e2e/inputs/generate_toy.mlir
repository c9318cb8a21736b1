// A model with a sharktank export's interface (examples/exports/README.md)
// and ops facet compiles today, to drive facet-generate's compiled path:
// the logits of token t prefer t + 1 (mod 16): -(t + 1 - v)^2 / 8 for
// each v of a 16-token vocabulary (wrapping: v = 0 after 15 through the
// mod of the shifted token). The page cache is taken and not used.
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
  %int6 = torch.constant.int 6
  %int5 = torch.constant.int 5
  %next = torch.aten.add.Scalar %tokens, %int1, %int1 : !torch.vtensor<[2,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[2,?],si64>
  %wrap = torch.aten.remainder.Scalar %next, %int16 : !torch.vtensor<[2,?],si64>, !torch.int -> !torch.vtensor<[2,?],si64>
  %x = torch.aten._to_copy %wrap, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[2,?],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[2,?],f32>
  %xu = torch.aten.unsqueeze %x, %int2 : !torch.vtensor<[2,?],f32>, !torch.int -> !torch.vtensor<[2,?,1],f32>
  %v = torch.aten.arange %int16, %int6, %none, %none, %none : !torch.int, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[16],f32>
  %d = torch.aten.sub.Tensor %xu, %v, %int1 : !torch.vtensor<[2,?,1],f32>, !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[2,?,16],f32>
  %sq = torch.aten.mul.Tensor %d, %d : !torch.vtensor<[2,?,16],f32>, !torch.vtensor<[2,?,16],f32> -> !torch.vtensor<[2,?,16],f32>
  %l = torch.aten.mul.Scalar %sq, %f : !torch.vtensor<[2,?,16],f32>, !torch.float -> !torch.vtensor<[2,?,16],f32>
  %h = torch.aten._to_copy %l, %int5, %none, %none, %none, %false, %none : !torch.vtensor<[2,?,16],f32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[2,?,16],f16>
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
  %int6 = torch.constant.int 6
  %int5 = torch.constant.int 5
  %next = torch.aten.add.Scalar %tokens, %int1, %int1 : !torch.vtensor<[2,1],si64>, !torch.int, !torch.int -> !torch.vtensor<[2,1],si64>
  %wrap = torch.aten.remainder.Scalar %next, %int16 : !torch.vtensor<[2,1],si64>, !torch.int -> !torch.vtensor<[2,1],si64>
  %x = torch.aten._to_copy %wrap, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[2,1],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[2,1],f32>
  %xu = torch.aten.unsqueeze %x, %int2 : !torch.vtensor<[2,1],f32>, !torch.int -> !torch.vtensor<[2,1,1],f32>
  %v = torch.aten.arange %int16, %int6, %none, %none, %none : !torch.int, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[16],f32>
  %d = torch.aten.sub.Tensor %xu, %v, %int1 : !torch.vtensor<[2,1,1],f32>, !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[2,1,16],f32>
  %sq = torch.aten.mul.Tensor %d, %d : !torch.vtensor<[2,1,16],f32>, !torch.vtensor<[2,1,16],f32> -> !torch.vtensor<[2,1,16],f32>
  %l = torch.aten.mul.Scalar %sq, %f : !torch.vtensor<[2,1,16],f32>, !torch.float -> !torch.vtensor<[2,1,16],f32>
  %h = torch.aten._to_copy %l, %int5, %none, %none, %none, %false, %none : !torch.vtensor<[2,1,16],f32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[2,1,16],f16>
  return %h : !torch.vtensor<[2,1,16],f16>
}
