// Scaled dot-product attention as exports write it: causal self-attention
// (flash-attention op, f16), an additive float mask broadcast over heads,
// and grouped-query attention (4 query heads over 2 key/value heads).
func.func @causal(%q: !torch.vtensor<[1,4,?,16],f16>, %k: !torch.vtensor<[1,4,?,16],f16>, %v: !torch.vtensor<[1,4,?,16],f16>) -> !torch.vtensor<[1,4,?,16],f16> {
  %s = torch.symbolic_int "s0" {min_val = 1, max_val = 8} : !torch.int
  torch.bind_symbolic_shape %q, [%s], affine_map<()[s0] -> (1, 4, s0 * 8, 16)> : !torch.vtensor<[1,4,?,16],f16>
  torch.bind_symbolic_shape %k, [%s], affine_map<()[s0] -> (1, 4, s0 * 8, 16)> : !torch.vtensor<[1,4,?,16],f16>
  torch.bind_symbolic_shape %v, [%s], affine_map<()[s0] -> (1, 4, s0 * 8, 16)> : !torch.vtensor<[1,4,?,16],f16>
  %f0 = torch.constant.float 0.000000e+00
  %true = torch.constant.bool true
  %none = torch.constant.none
  %0:2 = torch.operator "torch.aten._scaled_dot_product_flash_attention_for_cpu"(%q, %k, %v, %f0, %true, %none, %none) : (!torch.vtensor<[1,4,?,16],f16>, !torch.vtensor<[1,4,?,16],f16>, !torch.vtensor<[1,4,?,16],f16>, !torch.float, !torch.bool, !torch.none, !torch.none) -> (!torch.vtensor<[1,4,?,16],f16>, !torch.vtensor<[1,4,?],f32>)
  return %0#0 : !torch.vtensor<[1,4,?,16],f16>
}
func.func @causal_bf16(%q: !torch.vtensor<[1,4,?,16],bf16>, %k: !torch.vtensor<[1,4,?,16],bf16>, %v: !torch.vtensor<[1,4,?,16],bf16>) -> !torch.vtensor<[1,4,?,16],bf16> {
  %s = torch.symbolic_int "s0" {min_val = 1, max_val = 8} : !torch.int
  torch.bind_symbolic_shape %q, [%s], affine_map<()[s0] -> (1, 4, s0 * 8, 16)> : !torch.vtensor<[1,4,?,16],bf16>
  torch.bind_symbolic_shape %k, [%s], affine_map<()[s0] -> (1, 4, s0 * 8, 16)> : !torch.vtensor<[1,4,?,16],bf16>
  torch.bind_symbolic_shape %v, [%s], affine_map<()[s0] -> (1, 4, s0 * 8, 16)> : !torch.vtensor<[1,4,?,16],bf16>
  %f0 = torch.constant.float 0.000000e+00
  %true = torch.constant.bool true
  %none = torch.constant.none
  %0:2 = torch.operator "torch.aten._scaled_dot_product_flash_attention_for_cpu"(%q, %k, %v, %f0, %true, %none, %none) : (!torch.vtensor<[1,4,?,16],bf16>, !torch.vtensor<[1,4,?,16],bf16>, !torch.vtensor<[1,4,?,16],bf16>, !torch.float, !torch.bool, !torch.none, !torch.none) -> (!torch.vtensor<[1,4,?,16],bf16>, !torch.vtensor<[1,4,?],f32>)
  return %0#0 : !torch.vtensor<[1,4,?,16],bf16>
}
func.func @masked(%q: !torch.vtensor<[2,4,1,16],f32>, %k: !torch.vtensor<[2,4,?,16],f32>, %v: !torch.vtensor<[2,4,?,16],f32>, %m: !torch.vtensor<[2,1,1,?],f32>) -> !torch.vtensor<[2,4,1,16],f32> {
  %s = torch.symbolic_int "s0" {min_val = 1, max_val = 64} : !torch.int
  torch.bind_symbolic_shape %k, [%s], affine_map<()[s0] -> (2, 4, s0, 16)> : !torch.vtensor<[2,4,?,16],f32>
  torch.bind_symbolic_shape %v, [%s], affine_map<()[s0] -> (2, 4, s0, 16)> : !torch.vtensor<[2,4,?,16],f32>
  torch.bind_symbolic_shape %m, [%s], affine_map<()[s0] -> (2, 1, 1, s0)> : !torch.vtensor<[2,1,1,?],f32>
  %f0 = torch.constant.float 0.000000e+00
  %false = torch.constant.bool false
  %none = torch.constant.none
  %0:2 = torch.operator "torch.aten._scaled_dot_product_flash_attention_for_cpu"(%q, %k, %v, %f0, %false, %m, %none) : (!torch.vtensor<[2,4,1,16],f32>, !torch.vtensor<[2,4,?,16],f32>, !torch.vtensor<[2,4,?,16],f32>, !torch.float, !torch.bool, !torch.vtensor<[2,1,1,?],f32>, !torch.none) -> (!torch.vtensor<[2,4,1,16],f32>, !torch.vtensor<[2,4,1],f32>)
  return %0#0 : !torch.vtensor<[2,4,1,16],f32>
}
func.func @gqa(%q: !torch.vtensor<[1,4,8,16],f16>, %k: !torch.vtensor<[1,2,8,16],f16>, %v: !torch.vtensor<[1,2,8,8],f16>) -> !torch.vtensor<[1,4,8,8],f16> {
  %f0 = torch.constant.float 0.000000e+00
  %false = torch.constant.bool false
  %none = torch.constant.none
  %scale = torch.constant.float 5.000000e-01
  %0:2 = torch.operator "torch.aten._scaled_dot_product_flash_attention_for_cpu"(%q, %k, %v, %f0, %false, %none, %scale) : (!torch.vtensor<[1,4,8,16],f16>, !torch.vtensor<[1,2,8,16],f16>, !torch.vtensor<[1,2,8,8],f16>, !torch.float, !torch.bool, !torch.none, !torch.float) -> (!torch.vtensor<[1,4,8,8],f16>, !torch.vtensor<[1,4,8],f32>)
  return %0#0 : !torch.vtensor<[1,4,8,8],f16>
}
// Few queries, many heads per key/value head (decode): a block holds the 3
// queries of 5 of the 8 heads of a group, the second block the other 3
// heads; the mask differs per head, and causal rows stop at their own key.
func.func @gqa_few(%q: !torch.vtensor<[2,8,3,16],f32>, %k: !torch.vtensor<[2,1,5,16],f32>, %v: !torch.vtensor<[2,1,5,16],f32>, %m: !torch.vtensor<[2,8,3,5],f32>) -> !torch.vtensor<[2,8,3,16],f32> {
  %f0 = torch.constant.float 0.000000e+00
  %true = torch.constant.bool true
  %none = torch.constant.none
  %0 = torch.aten.scaled_dot_product_attention %q, %k, %v, %m, %f0, %true, %none : !torch.vtensor<[2,8,3,16],f32>, !torch.vtensor<[2,1,5,16],f32>, !torch.vtensor<[2,1,5,16],f32>, !torch.vtensor<[2,8,3,5],f32>, !torch.float, !torch.bool, !torch.none -> !torch.vtensor<[2,8,3,16],f32>
  return %0 : !torch.vtensor<[2,8,3,16],f32>
}
// Sizes off the vector width: E = 21 (odd: the last step of the scores, and
// K tiles transposed element by element), Ev = 20 (vector columns and a
// scalar tail), 70 keys (two whole tiles and a partial one); E = 24 (whole
// 8-float blocks, not 16) in f16 with decode's single query.
func.func @odd_dims(%q: !torch.vtensor<[1,4,2,21],f32>, %k: !torch.vtensor<[1,2,70,21],f32>, %v: !torch.vtensor<[1,2,70,20],f32>) -> !torch.vtensor<[1,4,2,20],f32> {
  %f0 = torch.constant.float 0.000000e+00
  %false = torch.constant.bool false
  %none = torch.constant.none
  %0 = torch.aten.scaled_dot_product_attention %q, %k, %v, %none, %f0, %false, %none : !torch.vtensor<[1,4,2,21],f32>, !torch.vtensor<[1,2,70,21],f32>, !torch.vtensor<[1,2,70,20],f32>, !torch.none, !torch.float, !torch.bool, !torch.none -> !torch.vtensor<[1,4,2,20],f32>
  return %0 : !torch.vtensor<[1,4,2,20],f32>
}
func.func @e24(%q: !torch.vtensor<[2,4,1,24],f16>, %k: !torch.vtensor<[2,2,40,24],f16>, %v: !torch.vtensor<[2,2,40,24],f16>) -> !torch.vtensor<[2,4,1,24],f16> {
  %f0 = torch.constant.float 0.000000e+00
  %false = torch.constant.bool false
  %none = torch.constant.none
  %0 = torch.aten.scaled_dot_product_attention %q, %k, %v, %none, %f0, %false, %none : !torch.vtensor<[2,4,1,24],f16>, !torch.vtensor<[2,2,40,24],f16>, !torch.vtensor<[2,2,40,24],f16>, !torch.none, !torch.float, !torch.bool, !torch.none -> !torch.vtensor<[2,4,1,24],f16>
  return %0 : !torch.vtensor<[2,4,1,24],f16>
}
// Operands through transposes, read with strides by the attention dispatch
// (no copies; tests/lit/dispatch/attention_layout.mlir): decode's layout
// ([B, S, H, E] in and out, two batches, grouped-query heads, a mask),
// causal prefill's (E = 24, 40 keys: a partial tile), and K stored as
// [B, Hk, E, S] (a permute: its head dim is not the innermost).
func.func @strided_decode(%q: !torch.vtensor<[2,1,8,16],f16>, %k: !torch.vtensor<[2,?,2,16],f16>, %v: !torch.vtensor<[2,?,2,16],f16>, %m: !torch.vtensor<[2,1,1,?],f16>) -> !torch.vtensor<[2,1,8,16],f16> {
  %s = torch.symbolic_int "s0" {min_val = 1, max_val = 64} : !torch.int
  torch.bind_symbolic_shape %k, [%s], affine_map<()[s0] -> (2, s0, 2, 16)> : !torch.vtensor<[2,?,2,16],f16>
  torch.bind_symbolic_shape %v, [%s], affine_map<()[s0] -> (2, s0, 2, 16)> : !torch.vtensor<[2,?,2,16],f16>
  torch.bind_symbolic_shape %m, [%s], affine_map<()[s0] -> (2, 1, 1, s0)> : !torch.vtensor<[2,1,1,?],f16>
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %f0 = torch.constant.float 0.000000e+00
  %false = torch.constant.bool false
  %none = torch.constant.none
  %0 = torch.aten.transpose.int %q, %int1, %int2 : !torch.vtensor<[2,1,8,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[2,8,1,16],f16>
  %1 = torch.aten.transpose.int %k, %int1, %int2 : !torch.vtensor<[2,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[2,2,?,16],f16>
  %2 = torch.aten.transpose.int %v, %int1, %int2 : !torch.vtensor<[2,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[2,2,?,16],f16>
  %3:2 = torch.operator "torch.aten._scaled_dot_product_flash_attention_for_cpu"(%0, %1, %2, %f0, %false, %m, %none) : (!torch.vtensor<[2,8,1,16],f16>, !torch.vtensor<[2,2,?,16],f16>, !torch.vtensor<[2,2,?,16],f16>, !torch.float, !torch.bool, !torch.vtensor<[2,1,1,?],f16>, !torch.none) -> (!torch.vtensor<[2,8,1,16],f16>, !torch.vtensor<[2,8,1],f32>)
  %4 = torch.aten.transpose.int %3#0, %int1, %int2 : !torch.vtensor<[2,8,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[2,1,8,16],f16>
  return %4 : !torch.vtensor<[2,1,8,16],f16>
}
func.func @strided_prefill(%q: !torch.vtensor<[1,40,4,24],f32>, %k: !torch.vtensor<[1,40,2,24],f32>, %v: !torch.vtensor<[1,40,2,24],f32>) -> !torch.vtensor<[1,40,4,24],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %f0 = torch.constant.float 0.000000e+00
  %true = torch.constant.bool true
  %none = torch.constant.none
  %0 = torch.aten.transpose.int %q, %int1, %int2 : !torch.vtensor<[1,40,4,24],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,4,40,24],f32>
  %1 = torch.aten.transpose.int %k, %int1, %int2 : !torch.vtensor<[1,40,2,24],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,2,40,24],f32>
  %2 = torch.aten.transpose.int %v, %int1, %int2 : !torch.vtensor<[1,40,2,24],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,2,40,24],f32>
  %3:2 = torch.operator "torch.aten._scaled_dot_product_flash_attention_for_cpu"(%0, %1, %2, %f0, %true, %none, %none) : (!torch.vtensor<[1,4,40,24],f32>, !torch.vtensor<[1,2,40,24],f32>, !torch.vtensor<[1,2,40,24],f32>, !torch.float, !torch.bool, !torch.none, !torch.none) -> (!torch.vtensor<[1,4,40,24],f32>, !torch.vtensor<[1,4,40],f32>)
  %4 = torch.aten.transpose.int %3#0, %int1, %int2 : !torch.vtensor<[1,4,40,24],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,40,4,24],f32>
  return %4 : !torch.vtensor<[1,40,4,24],f32>
}
func.func @kt_layout(%q: !torch.vtensor<[1,4,3,16],f32>, %kt: !torch.vtensor<[1,2,16,37],f32>, %v: !torch.vtensor<[1,2,37,16],f32>) -> !torch.vtensor<[1,4,3,16],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %f0 = torch.constant.float 0.000000e+00
  %false = torch.constant.bool false
  %none = torch.constant.none
  %perm = torch.prim.ListConstruct %int0, %int1, %int3, %int2 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %k = torch.aten.permute %kt, %perm : !torch.vtensor<[1,2,16,37],f32>, !torch.list<int> -> !torch.vtensor<[1,2,37,16],f32>
  %0 = torch.aten.scaled_dot_product_attention %q, %k, %v, %none, %f0, %false, %none : !torch.vtensor<[1,4,3,16],f32>, !torch.vtensor<[1,2,37,16],f32>, !torch.vtensor<[1,2,37,16],f32>, !torch.none, !torch.float, !torch.bool, !torch.none -> !torch.vtensor<[1,4,3,16],f32>
  return %0 : !torch.vtensor<[1,4,3,16],f32>
}
// K and V sliced out of gathered cache pages [B, P, 2, page, Hk, E] (K at
// 0, V at 1), viewed [B, P * page, Hk, E] and transposed, as the exports
// do: the kernel reads the pages in place, the sequence split into a page
// and a row of it (48 keys: a whole tile and a partial one).
func.func @paged(%q: !torch.vtensor<[2,1,4,16],f32>, %pages: !torch.vtensor<[2,3,2,16,2,16],f32>) -> !torch.vtensor<[2,1,4,16],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int16 = torch.constant.int 16
  %int48 = torch.constant.int 48
  %f0 = torch.constant.float 0.000000e+00
  %false = torch.constant.bool false
  %none = torch.constant.none
  %shape = torch.prim.ListConstruct %int2, %int48, %int2, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %ks = torch.aten.slice.Tensor %pages, %int2, %int0, %int1, %int1 : !torch.vtensor<[2,3,2,16,2,16],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,3,1,16,2,16],f32>
  %kv = torch.aten.view %ks, %shape : !torch.vtensor<[2,3,1,16,2,16],f32>, !torch.list<int> -> !torch.vtensor<[2,48,2,16],f32>
  %vs = torch.aten.slice.Tensor %pages, %int2, %int1, %int2, %int1 : !torch.vtensor<[2,3,2,16,2,16],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,3,1,16,2,16],f32>
  %vv = torch.aten.view %vs, %shape : !torch.vtensor<[2,3,1,16,2,16],f32>, !torch.list<int> -> !torch.vtensor<[2,48,2,16],f32>
  %0 = torch.aten.transpose.int %q, %int1, %int2 : !torch.vtensor<[2,1,4,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,4,1,16],f32>
  %1 = torch.aten.transpose.int %kv, %int1, %int2 : !torch.vtensor<[2,48,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,2,48,16],f32>
  %2 = torch.aten.transpose.int %vv, %int1, %int2 : !torch.vtensor<[2,48,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,2,48,16],f32>
  %3:2 = torch.operator "torch.aten._scaled_dot_product_flash_attention_for_cpu"(%0, %1, %2, %f0, %false, %none, %none) : (!torch.vtensor<[2,4,1,16],f32>, !torch.vtensor<[2,2,48,16],f32>, !torch.vtensor<[2,2,48,16],f32>, !torch.float, !torch.bool, !torch.none, !torch.none) -> (!torch.vtensor<[2,4,1,16],f32>, !torch.vtensor<[2,4,1],f32>)
  %4 = torch.aten.transpose.int %3#0, %int1, %int2 : !torch.vtensor<[2,4,1,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,1,4,16],f32>
  return %4 : !torch.vtensor<[2,1,4,16],f32>
}
// A window of keys sliced along the sequence: read from its start, in place.
func.func @window(%q: !torch.vtensor<[1,2,4,8],f32>, %k: !torch.vtensor<[1,2,40,8],f32>, %v: !torch.vtensor<[1,2,40,8],f32>) -> !torch.vtensor<[1,2,4,8],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int8 = torch.constant.int 8
  %int30 = torch.constant.int 30
  %f0 = torch.constant.float 0.000000e+00
  %false = torch.constant.bool false
  %none = torch.constant.none
  %ks = torch.aten.slice.Tensor %k, %int2, %int8, %int30, %int1 : !torch.vtensor<[1,2,40,8],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,2,22,8],f32>
  %vs = torch.aten.slice.Tensor %v, %int2, %int8, %int30, %int1 : !torch.vtensor<[1,2,40,8],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,2,22,8],f32>
  %0:2 = torch.operator "torch.aten._scaled_dot_product_flash_attention_for_cpu"(%q, %ks, %vs, %f0, %false, %none, %none) : (!torch.vtensor<[1,2,4,8],f32>, !torch.vtensor<[1,2,22,8],f32>, !torch.vtensor<[1,2,22,8],f32>, !torch.float, !torch.bool, !torch.none, !torch.none) -> (!torch.vtensor<[1,2,4,8],f32>, !torch.vtensor<[1,2,4],f32>)
  return %0#0 : !torch.vtensor<[1,2,4,8],f32>
}
// Rows 1 and 6 masked out in the first tile of keys (0..31), not in the
// second: a group of rows that a tile gives nothing to one of.
func.func @masked_rows(%q: !torch.vtensor<[1,2,8,16],f32>, %k: !torch.vtensor<[1,2,40,16],f32>, %v: !torch.vtensor<[1,2,40,16],f32>, %m: !torch.vtensor<[1,1,8,40],f32>) -> !torch.vtensor<[1,2,8,16],f32> {
  %f0 = torch.constant.float 0.000000e+00
  %false = torch.constant.bool false
  %none = torch.constant.none
  %0:2 = torch.operator "torch.aten._scaled_dot_product_flash_attention_for_cpu"(%q, %k, %v, %f0, %false, %m, %none) : (!torch.vtensor<[1,2,8,16],f32>, !torch.vtensor<[1,2,40,16],f32>, !torch.vtensor<[1,2,40,16],f32>, !torch.float, !torch.bool, !torch.vtensor<[1,1,8,40],f32>, !torch.none) -> (!torch.vtensor<[1,2,8,16],f32>, !torch.vtensor<[1,2,8],f32>)
  return %0#0 : !torch.vtensor<[1,2,8,16],f32>
}
