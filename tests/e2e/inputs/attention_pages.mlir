// Attention over a paged K/V cache read through the page table, as the
// sharktank exports write it: the cache's pages gathered by page ids
// (index_select), viewed [B, P, 2, page, Hk, E], K and V selected out of the
// 2, viewed [B, P * page, Hk, E] and transposed [B, Hk, S, E]. The gather
// folds into the attention dispatch (the kernel looks each page up in the
// ids), so each function is one attention dispatch but where noted.
//
// decode_pages: one query per sequence, B = 2, a float mask, f16.
func.func @decode_pages(%q: !torch.vtensor<[2,1,4,16],f16>, %cache: !torch.vtensor<[?,2,16,2,16],f16>, %ids: !torch.vtensor<[2,?],si64>, %m: !torch.vtensor<[2,1,1,?],f16>) -> !torch.vtensor<[2,1,4,16],f16> {
  %n = torch.symbolic_int "s0" {min_val = 1, max_val = 64} : !torch.int
  %p = torch.symbolic_int "s1" {min_val = 1, max_val = 16} : !torch.int
  torch.bind_symbolic_shape %cache, [%n], affine_map<()[s0] -> (s0, 2, 16, 2, 16)> : !torch.vtensor<[?,2,16,2,16],f16>
  torch.bind_symbolic_shape %ids, [%p], affine_map<()[s0] -> (2, s0)> : !torch.vtensor<[2,?],si64>
  torch.bind_symbolic_shape %m, [%p], affine_map<()[s0] -> (2, 1, 1, s0 * 16)> : !torch.vtensor<[2,1,1,?],f16>
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int16 = torch.constant.int 16
  %f0 = torch.constant.float 0.000000e+00
  %false = torch.constant.bool false
  %none = torch.constant.none
  %np = torch.aten.size.int %ids, %int1 : !torch.vtensor<[2,?],si64>, !torch.int -> !torch.int
  %bp = torch.aten.mul.int %int2, %np : !torch.int, !torch.int -> !torch.int
  %s = torch.aten.mul.int %np, %int16 : !torch.int, !torch.int -> !torch.int
  %fshape = torch.prim.ListConstruct %bp : (!torch.int) -> !torch.list<int>
  %flat = torch.aten.view %ids, %fshape : !torch.vtensor<[2,?],si64>, !torch.list<int> -> !torch.vtensor<[?],si64>
  %g = torch.aten.index_select %cache, %int0, %flat : !torch.vtensor<[?,2,16,2,16],f16>, !torch.int, !torch.vtensor<[?],si64> -> !torch.vtensor<[?,2,16,2,16],f16>
  %gshape = torch.prim.ListConstruct %int2, %np, %int2, %int16, %int2, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %g6 = torch.aten.view %g, %gshape : !torch.vtensor<[?,2,16,2,16],f16>, !torch.list<int> -> !torch.vtensor<[2,?,2,16,2,16],f16>
  %ksel = torch.aten.select.int %g6, %int2, %int0 : !torch.vtensor<[2,?,2,16,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[2,?,16,2,16],f16>
  %vsel = torch.aten.select.int %g6, %int2, %int1 : !torch.vtensor<[2,?,2,16,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[2,?,16,2,16],f16>
  %sshape = torch.prim.ListConstruct %int2, %s, %int2, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %kv = torch.aten.view %ksel, %sshape : !torch.vtensor<[2,?,16,2,16],f16>, !torch.list<int> -> !torch.vtensor<[2,?,2,16],f16>
  %vv = torch.aten.view %vsel, %sshape : !torch.vtensor<[2,?,16,2,16],f16>, !torch.list<int> -> !torch.vtensor<[2,?,2,16],f16>
  %0 = torch.aten.transpose.int %q, %int1, %int2 : !torch.vtensor<[2,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[2,4,1,16],f16>
  %1 = torch.aten.transpose.int %kv, %int1, %int2 : !torch.vtensor<[2,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[2,2,?,16],f16>
  %2 = torch.aten.transpose.int %vv, %int1, %int2 : !torch.vtensor<[2,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[2,2,?,16],f16>
  %3:2 = torch.operator "torch.aten._scaled_dot_product_flash_attention_for_cpu"(%0, %1, %2, %f0, %false, %m, %none) : (!torch.vtensor<[2,4,1,16],f16>, !torch.vtensor<[2,2,?,16],f16>, !torch.vtensor<[2,2,?,16],f16>, !torch.float, !torch.bool, !torch.vtensor<[2,1,1,?],f16>, !torch.none) -> (!torch.vtensor<[2,4,1,16],f16>, !torch.vtensor<[2,4,1],f32>)
  %4 = torch.aten.transpose.int %3#0, %int1, %int2 : !torch.vtensor<[2,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[2,1,4,16],f16>
  return %4 : !torch.vtensor<[2,1,4,16],f16>
}

// prefill_pages: L queries (causal) over the pages of one sequence (B = 1:
// the ids [1, P] viewed [P] and the pages [1, P, ...]), f32, 8 query heads
// over 2 key heads.
func.func @prefill_pages(%q: !torch.vtensor<[1,?,8,16],f32>, %cache: !torch.vtensor<[?,2,16,2,16],f32>, %ids: !torch.vtensor<[1,?],si64>) -> !torch.vtensor<[1,?,8,16],f32> {
  %n = torch.symbolic_int "s0" {min_val = 1, max_val = 64} : !torch.int
  %p = torch.symbolic_int "s1" {min_val = 1, max_val = 16} : !torch.int
  %l = torch.symbolic_int "s2" {min_val = 1, max_val = 256} : !torch.int
  torch.bind_symbolic_shape %q, [%l], affine_map<()[s0] -> (1, s0, 8, 16)> : !torch.vtensor<[1,?,8,16],f32>
  torch.bind_symbolic_shape %cache, [%n], affine_map<()[s0] -> (s0, 2, 16, 2, 16)> : !torch.vtensor<[?,2,16,2,16],f32>
  torch.bind_symbolic_shape %ids, [%p], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int16 = torch.constant.int 16
  %f0 = torch.constant.float 0.000000e+00
  %true = torch.constant.bool true
  %none = torch.constant.none
  %np = torch.aten.size.int %ids, %int1 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.int
  %s = torch.aten.mul.int %np, %int16 : !torch.int, !torch.int -> !torch.int
  %fshape = torch.prim.ListConstruct %np : (!torch.int) -> !torch.list<int>
  %flat = torch.aten.view %ids, %fshape : !torch.vtensor<[1,?],si64>, !torch.list<int> -> !torch.vtensor<[?],si64>
  %g = torch.aten.index_select %cache, %int0, %flat : !torch.vtensor<[?,2,16,2,16],f32>, !torch.int, !torch.vtensor<[?],si64> -> !torch.vtensor<[?,2,16,2,16],f32>
  %gshape = torch.prim.ListConstruct %int1, %np, %int2, %int16, %int2, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %g6 = torch.aten.view %g, %gshape : !torch.vtensor<[?,2,16,2,16],f32>, !torch.list<int> -> !torch.vtensor<[1,?,2,16,2,16],f32>
  %ksel = torch.aten.select.int %g6, %int2, %int0 : !torch.vtensor<[1,?,2,16,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,?,16,2,16],f32>
  %vsel = torch.aten.select.int %g6, %int2, %int1 : !torch.vtensor<[1,?,2,16,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,?,16,2,16],f32>
  %sshape = torch.prim.ListConstruct %int1, %s, %int2, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %kv = torch.aten.view %ksel, %sshape : !torch.vtensor<[1,?,16,2,16],f32>, !torch.list<int> -> !torch.vtensor<[1,?,2,16],f32>
  %vv = torch.aten.view %vsel, %sshape : !torch.vtensor<[1,?,16,2,16],f32>, !torch.list<int> -> !torch.vtensor<[1,?,2,16],f32>
  %0 = torch.aten.transpose.int %q, %int1, %int2 : !torch.vtensor<[1,?,8,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,8,?,16],f32>
  %1 = torch.aten.transpose.int %kv, %int1, %int2 : !torch.vtensor<[1,?,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,2,?,16],f32>
  %2 = torch.aten.transpose.int %vv, %int1, %int2 : !torch.vtensor<[1,?,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,2,?,16],f32>
  %3:2 = torch.operator "torch.aten._scaled_dot_product_flash_attention_for_cpu"(%0, %1, %2, %f0, %true, %none, %none) : (!torch.vtensor<[1,8,?,16],f32>, !torch.vtensor<[1,2,?,16],f32>, !torch.vtensor<[1,2,?,16],f32>, !torch.float, !torch.bool, !torch.none, !torch.none) -> (!torch.vtensor<[1,8,?,16],f32>, !torch.vtensor<[1,8,?],f32>)
  %4 = torch.aten.transpose.int %3#0, %int1, %int2 : !torch.vtensor<[1,8,?,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,?,8,16],f32>
  return %4 : !torch.vtensor<[1,?,8,16],f32>
}

// layered: the exports' cache, one row of [layers, 2, page, Hk, E] per
// page, viewed [pages * layers, ...] and gathered at ids * layers + layer
// (the ids computed in the program: a dispatch of their own before the
// attention); B = 3, no mask, f16. Two dispatches: the ids, the attention.
func.func @layered(%q: !torch.vtensor<[3,1,4,16],f16>, %cache: !torch.vtensor<[?,2048],f16>, %ids: !torch.vtensor<[3,?],si64>) -> !torch.vtensor<[3,1,4,16],f16> {
  %n = torch.symbolic_int "s0" {min_val = 1, max_val = 64} : !torch.int
  %p = torch.symbolic_int "s1" {min_val = 1, max_val = 16} : !torch.int
  torch.bind_symbolic_shape %cache, [%n], affine_map<()[s0] -> (s0, 2048)> : !torch.vtensor<[?,2048],f16>
  torch.bind_symbolic_shape %ids, [%p], affine_map<()[s0] -> (3, s0)> : !torch.vtensor<[3,?],si64>
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int16 = torch.constant.int 16
  %f0 = torch.constant.float 0.000000e+00
  %false = torch.constant.bool false
  %none = torch.constant.none
  %nn = torch.aten.size.int %cache, %int0 : !torch.vtensor<[?,2048],f16>, !torch.int -> !torch.int
  %np = torch.aten.size.int %ids, %int1 : !torch.vtensor<[3,?],si64>, !torch.int -> !torch.int
  %bp = torch.aten.mul.int %int3, %np : !torch.int, !torch.int -> !torch.int
  %nl = torch.aten.mul.int %nn, %int2 : !torch.int, !torch.int -> !torch.int
  %s = torch.aten.mul.int %np, %int16 : !torch.int, !torch.int -> !torch.int
  %c6 = torch.prim.ListConstruct %nn, %int2, %int2, %int16, %int2, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %cv = torch.aten.view %cache, %c6 : !torch.vtensor<[?,2048],f16>, !torch.list<int> -> !torch.vtensor<[?,2,2,16,2,16],f16>
  %c5 = torch.prim.ListConstruct %nl, %int2, %int16, %int2, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %cl = torch.aten.view %cv, %c5 : !torch.vtensor<[?,2,2,16,2,16],f16>, !torch.list<int> -> !torch.vtensor<[?,2,16,2,16],f16>
  %i2 = torch.aten.mul.Scalar %ids, %int2 : !torch.vtensor<[3,?],si64>, !torch.int -> !torch.vtensor<[3,?],si64>
  %i3 = torch.aten.add.Scalar %i2, %int1, %int1 : !torch.vtensor<[3,?],si64>, !torch.int, !torch.int -> !torch.vtensor<[3,?],si64>
  %fshape = torch.prim.ListConstruct %bp : (!torch.int) -> !torch.list<int>
  %flat = torch.aten.view %i3, %fshape : !torch.vtensor<[3,?],si64>, !torch.list<int> -> !torch.vtensor<[?],si64>
  %g = torch.aten.index_select %cl, %int0, %flat : !torch.vtensor<[?,2,16,2,16],f16>, !torch.int, !torch.vtensor<[?],si64> -> !torch.vtensor<[?,2,16,2,16],f16>
  %gshape = torch.prim.ListConstruct %int3, %np, %int2, %int16, %int2, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %g6 = torch.aten.view %g, %gshape : !torch.vtensor<[?,2,16,2,16],f16>, !torch.list<int> -> !torch.vtensor<[3,?,2,16,2,16],f16>
  %ksel = torch.aten.select.int %g6, %int2, %int0 : !torch.vtensor<[3,?,2,16,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[3,?,16,2,16],f16>
  %vsel = torch.aten.select.int %g6, %int2, %int1 : !torch.vtensor<[3,?,2,16,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[3,?,16,2,16],f16>
  %sshape = torch.prim.ListConstruct %int3, %s, %int2, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %kv = torch.aten.view %ksel, %sshape : !torch.vtensor<[3,?,16,2,16],f16>, !torch.list<int> -> !torch.vtensor<[3,?,2,16],f16>
  %vv = torch.aten.view %vsel, %sshape : !torch.vtensor<[3,?,16,2,16],f16>, !torch.list<int> -> !torch.vtensor<[3,?,2,16],f16>
  %0 = torch.aten.transpose.int %q, %int1, %int2 : !torch.vtensor<[3,1,4,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[3,4,1,16],f16>
  %1 = torch.aten.transpose.int %kv, %int1, %int2 : !torch.vtensor<[3,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[3,2,?,16],f16>
  %2 = torch.aten.transpose.int %vv, %int1, %int2 : !torch.vtensor<[3,?,2,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[3,2,?,16],f16>
  %3:2 = torch.operator "torch.aten._scaled_dot_product_flash_attention_for_cpu"(%0, %1, %2, %f0, %false, %none, %none) : (!torch.vtensor<[3,4,1,16],f16>, !torch.vtensor<[3,2,?,16],f16>, !torch.vtensor<[3,2,?,16],f16>, !torch.float, !torch.bool, !torch.none, !torch.none) -> (!torch.vtensor<[3,4,1,16],f16>, !torch.vtensor<[3,4,1],f32>)
  %4 = torch.aten.transpose.int %3#0, %int1, %int2 : !torch.vtensor<[3,4,1,16],f16>, !torch.int, !torch.int -> !torch.vtensor<[3,1,4,16],f16>
  return %4 : !torch.vtensor<[3,1,4,16],f16>
}

// separate_caches: K and V in caches of their own [pages, page, Hk, E],
// each gathered by the same ids [B * P] (an argument), and viewed [B, P *
// page, Hk, E] in one view that splits the ids' dim and merges P with the
// page (the table dim cut [B, P]); B = 2, f32.
func.func @separate_caches(%q: !torch.vtensor<[2,1,4,16],f32>, %kc: !torch.vtensor<[?,16,2,16],f32>, %vc: !torch.vtensor<[?,16,2,16],f32>, %ids: !torch.vtensor<[?],si64>) -> !torch.vtensor<[2,1,4,16],f32> {
  %n = torch.symbolic_int "s0" {min_val = 1, max_val = 64} : !torch.int
  %p = torch.symbolic_int "s1" {min_val = 1, max_val = 16} : !torch.int
  torch.bind_symbolic_shape %kc, [%n], affine_map<()[s0] -> (s0, 16, 2, 16)> : !torch.vtensor<[?,16,2,16],f32>
  torch.bind_symbolic_shape %vc, [%n], affine_map<()[s0] -> (s0, 16, 2, 16)> : !torch.vtensor<[?,16,2,16],f32>
  torch.bind_symbolic_shape %ids, [%p], affine_map<()[s0] -> (s0 * 2)> : !torch.vtensor<[?],si64>
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int16 = torch.constant.int 16
  %f0 = torch.constant.float 0.000000e+00
  %false = torch.constant.bool false
  %none = torch.constant.none
  %nb = torch.aten.size.int %ids, %int0 : !torch.vtensor<[?],si64>, !torch.int -> !torch.int
  %s = torch.aten.mul.int %nb, %int16 : !torch.int, !torch.int -> !torch.int
  %sb = torch.aten.floordiv.int %s, %int2 : !torch.int, !torch.int -> !torch.int
  %kg = torch.aten.index_select %kc, %int0, %ids : !torch.vtensor<[?,16,2,16],f32>, !torch.int, !torch.vtensor<[?],si64> -> !torch.vtensor<[?,16,2,16],f32>
  %vg = torch.aten.index_select %vc, %int0, %ids : !torch.vtensor<[?,16,2,16],f32>, !torch.int, !torch.vtensor<[?],si64> -> !torch.vtensor<[?,16,2,16],f32>
  %shape = torch.prim.ListConstruct %int2, %sb, %int2, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %kv = torch.aten.view %kg, %shape : !torch.vtensor<[?,16,2,16],f32>, !torch.list<int> -> !torch.vtensor<[2,?,2,16],f32>
  %vv = torch.aten.view %vg, %shape : !torch.vtensor<[?,16,2,16],f32>, !torch.list<int> -> !torch.vtensor<[2,?,2,16],f32>
  %0 = torch.aten.transpose.int %q, %int1, %int2 : !torch.vtensor<[2,1,4,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,4,1,16],f32>
  %1 = torch.aten.transpose.int %kv, %int1, %int2 : !torch.vtensor<[2,?,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,2,?,16],f32>
  %2 = torch.aten.transpose.int %vv, %int1, %int2 : !torch.vtensor<[2,?,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,2,?,16],f32>
  %3:2 = torch.operator "torch.aten._scaled_dot_product_flash_attention_for_cpu"(%0, %1, %2, %f0, %false, %none, %none) : (!torch.vtensor<[2,4,1,16],f32>, !torch.vtensor<[2,2,?,16],f32>, !torch.vtensor<[2,2,?,16],f32>, !torch.float, !torch.bool, !torch.none, !torch.none) -> (!torch.vtensor<[2,4,1,16],f32>, !torch.vtensor<[2,4,1],f32>)
  %4 = torch.aten.transpose.int %3#0, %int1, %int2 : !torch.vtensor<[2,4,1,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,1,4,16],f32>
  return %4 : !torch.vtensor<[2,1,4,16],f32>
}
