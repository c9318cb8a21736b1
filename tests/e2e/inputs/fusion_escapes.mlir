// Every fusion shape in which a value escapes its group: returned (once or
// twice), used by a later dispatch, used by two other groups, per-row values
// (reductions) returned, a view of an intermediate returned, a matmul result
// used by its epilogue and returned. All take x, r: [4,16] and w: [16,16].
func.func @returned(%x: !torch.vtensor<[4,16],f32>, %r: !torch.vtensor<[4,16],f32>, %w: !torch.vtensor<[16,16],f32>) -> (!torch.vtensor<[4,16],f32>, !torch.vtensor<[4,16],f32>) {
  %0 = torch.aten.exp %x : !torch.vtensor<[4,16],f32> -> !torch.vtensor<[4,16],f32>
  %1 = torch.aten.neg %0 : !torch.vtensor<[4,16],f32> -> !torch.vtensor<[4,16],f32>
  return %0, %1 : !torch.vtensor<[4,16],f32>, !torch.vtensor<[4,16],f32>
}
func.func @returned_twice(%x: !torch.vtensor<[4,16],f32>, %r: !torch.vtensor<[4,16],f32>, %w: !torch.vtensor<[16,16],f32>) -> (!torch.vtensor<[4,16],f32>, !torch.vtensor<[4,16],f32>, !torch.vtensor<[4,16],f32>) {
  %0 = torch.aten.tanh %x : !torch.vtensor<[4,16],f32> -> !torch.vtensor<[4,16],f32>
  %1 = torch.aten.sigmoid %0 : !torch.vtensor<[4,16],f32> -> !torch.vtensor<[4,16],f32>
  return %0, %1, %0 : !torch.vtensor<[4,16],f32>, !torch.vtensor<[4,16],f32>, !torch.vtensor<[4,16],f32>
}
func.func @later_dispatch(%x: !torch.vtensor<[4,16],f32>, %r: !torch.vtensor<[4,16],f32>, %w: !torch.vtensor<[16,16],f32>) -> !torch.vtensor<[4,16],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Tensor %x, %r, %int1 : !torch.vtensor<[4,16],f32>, !torch.vtensor<[4,16],f32>, !torch.int -> !torch.vtensor<[4,16],f32>
  %1 = torch.aten.tanh %0 : !torch.vtensor<[4,16],f32> -> !torch.vtensor<[4,16],f32>
  %2 = torch.aten.mm %1, %w : !torch.vtensor<[4,16],f32>, !torch.vtensor<[16,16],f32> -> !torch.vtensor<[4,16],f32>
  %3 = torch.aten.mul.Tensor %2, %0 : !torch.vtensor<[4,16],f32>, !torch.vtensor<[4,16],f32> -> !torch.vtensor<[4,16],f32>
  return %3 : !torch.vtensor<[4,16],f32>
}
func.func @two_groups(%x: !torch.vtensor<[4,16],f32>, %r: !torch.vtensor<[4,16],f32>, %w: !torch.vtensor<[16,16],f32>) -> (!torch.vtensor<[4,16],f32>, !torch.vtensor<[4,16],f32>) {
  %0 = torch.aten.exp %x : !torch.vtensor<[4,16],f32> -> !torch.vtensor<[4,16],f32>
  %1 = torch.aten.sin %0 : !torch.vtensor<[4,16],f32> -> !torch.vtensor<[4,16],f32>
  %2 = torch.aten.mm %0, %w : !torch.vtensor<[4,16],f32>, !torch.vtensor<[16,16],f32> -> !torch.vtensor<[4,16],f32>
  %3 = torch.aten.mm %1, %w : !torch.vtensor<[4,16],f32>, !torch.vtensor<[16,16],f32> -> !torch.vtensor<[4,16],f32>
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %4 = torch.aten.softmax.int %0, %int1, %none : !torch.vtensor<[4,16],f32>, !torch.int, !torch.none -> !torch.vtensor<[4,16],f32>
  %5 = torch.aten.add.Tensor %2, %3, %int1 : !torch.vtensor<[4,16],f32>, !torch.vtensor<[4,16],f32>, !torch.int -> !torch.vtensor<[4,16],f32>
  return %5, %4 : !torch.vtensor<[4,16],f32>, !torch.vtensor<[4,16],f32>
}
func.func @row_values(%x: !torch.vtensor<[4,16],f32>, %r: !torch.vtensor<[4,16],f32>, %w: !torch.vtensor<[16,16],f32>) -> (!torch.vtensor<[4,1],f32>, !torch.vtensor<[4,1],f32>, !torch.vtensor<[4,16],f32>) {
  %int1 = torch.constant.int 1
  %true = torch.constant.bool true
  %dims = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0:2 = torch.aten.var_mean.correction %x, %dims, %int1, %true : !torch.vtensor<[4,16],f32>, !torch.list<int>, !torch.int, !torch.bool -> !torch.vtensor<[4,1],f32>, !torch.vtensor<[4,1],f32>
  %1 = torch.aten.sub.Tensor %x, %0#1, %int1 : !torch.vtensor<[4,16],f32>, !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,16],f32>
  return %0#0, %0#1, %1 : !torch.vtensor<[4,1],f32>, !torch.vtensor<[4,1],f32>, !torch.vtensor<[4,16],f32>
}
func.func @layer_norm(%x: !torch.vtensor<[4,16],f32>, %r: !torch.vtensor<[4,16],f32>, %w: !torch.vtensor<[16,16],f32>) -> (!torch.vtensor<[4,16],f32>, !torch.vtensor<[4,1],f32>, !torch.vtensor<[4,1],f32>) {
  %int16 = torch.constant.int 16
  %none = torch.constant.none
  %eps = torch.constant.float 1.000000e-05
  %shape = torch.prim.ListConstruct %int16 : (!torch.int) -> !torch.list<int>
  %0:3 = torch.aten.native_layer_norm %x, %shape, %none, %none, %eps : !torch.vtensor<[4,16],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.float -> !torch.vtensor<[4,16],f32>, !torch.vtensor<[4,1],f32>, !torch.vtensor<[4,1],f32>
  return %0#0, %0#1, %0#2 : !torch.vtensor<[4,16],f32>, !torch.vtensor<[4,1],f32>, !torch.vtensor<[4,1],f32>
}
func.func @view_returned(%x: !torch.vtensor<[4,16],f32>, %r: !torch.vtensor<[4,16],f32>, %w: !torch.vtensor<[16,16],f32>) -> (!torch.vtensor<[1,4,16],f32>, !torch.vtensor<[4,16],f32>) {
  %int1 = torch.constant.int 1
  %int4 = torch.constant.int 4
  %int16 = torch.constant.int 16
  %s = torch.prim.ListConstruct %int1, %int4, %int16 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.exp %x : !torch.vtensor<[4,16],f32> -> !torch.vtensor<[4,16],f32>
  %1 = torch.aten.view %0, %s : !torch.vtensor<[4,16],f32>, !torch.list<int> -> !torch.vtensor<[1,4,16],f32>
  %2 = torch.aten.neg %1 : !torch.vtensor<[1,4,16],f32> -> !torch.vtensor<[1,4,16],f32>
  %3 = torch.aten.mul.Tensor %2, %r : !torch.vtensor<[1,4,16],f32>, !torch.vtensor<[4,16],f32> -> !torch.vtensor<[1,4,16],f32>
  %4 = torch.aten.add.Tensor %0, %x, %int1 : !torch.vtensor<[4,16],f32>, !torch.vtensor<[4,16],f32>, !torch.int -> !torch.vtensor<[4,16],f32>
  return %3, %4 : !torch.vtensor<[1,4,16],f32>, !torch.vtensor<[4,16],f32>
}
func.func @matmul_tail(%x: !torch.vtensor<[4,16],f32>, %r: !torch.vtensor<[4,16],f32>, %w: !torch.vtensor<[16,16],f32>) -> (!torch.vtensor<[4,16],f32>, !torch.vtensor<[4,16],f32>) {
  %int1 = torch.constant.int 1
  %0 = torch.aten.mm %x, %w : !torch.vtensor<[4,16],f32>, !torch.vtensor<[16,16],f32> -> !torch.vtensor<[4,16],f32>
  %1 = torch.aten.add.Tensor %0, %r, %int1 : !torch.vtensor<[4,16],f32>, !torch.vtensor<[4,16],f32>, !torch.int -> !torch.vtensor<[4,16],f32>
  %2 = torch.aten.relu %1 : !torch.vtensor<[4,16],f32> -> !torch.vtensor<[4,16],f32>
  %3 = torch.aten.mul.Tensor %0, %2 : !torch.vtensor<[4,16],f32>, !torch.vtensor<[4,16],f32> -> !torch.vtensor<[4,16],f32>
  return %1, %3 : !torch.vtensor<[4,16],f32>, !torch.vtensor<[4,16],f32>
}
// The pre-norm residual block of every Llama layer: h = x + r; h + rmsnorm(h) @ w.
func.func @prenorm_block(%x: !torch.vtensor<[4,16],f32>, %r: !torch.vtensor<[4,16],f32>, %w: !torch.vtensor<[16,16],f32>) -> !torch.vtensor<[4,16],f32> {
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
