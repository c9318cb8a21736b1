// Bindings that break what facet infers, and bindings it cannot compare
// (src/frontend/import.c, imp_unify): a form facet can neither prove
// equal nor find sizes where it differs is unsupported, not a broken
// promise.
// RUN: not facet-opt %s --split-input-file 2>&1 | FileCheck %s

// cat([a, a]) has an even size: 2 * s0 + 1 is a promise no size keeps
// (it once made a's dim s0).
func.func @odd_of_even(%a: !torch.vtensor<[?],f32>) -> !torch.vtensor<[?],f32> {
  %0 = torch.symbolic_int "s0" {min_val = 1, max_val = 100} : !torch.int
  %l = torch.prim.ListConstruct %a, %a : (!torch.vtensor<[?],f32>, !torch.vtensor<[?],f32>) -> !torch.list<vtensor>
  %int0 = torch.constant.int 0
  %1 = torch.aten.cat %l, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?],f32>
  torch.bind_symbolic_shape %1, [%0], affine_map<()[s0] -> (s0 * 2 + 1)> : !torch.vtensor<[?],f32>
  return %1 : !torch.vtensor<[?],f32>
}
// CHECK: bindings.mlir:[[@LINE-3]]:3: error: dim 0 of %1 is arg0.d0 * 2, but s0 * 2 + 1 is promised here

// -----
// s0 floordiv 2 against s0 ceildiv 2: different for odd s0.
func.func @floor_ceil(%a: !torch.vtensor<[?],f32>) -> !torch.vtensor<[?],f32> {
  %0 = torch.symbolic_int "s0" {min_val = 1, max_val = 100} : !torch.int
  torch.bind_symbolic_shape %a, [%0], affine_map<()[s0] -> (s0 floordiv 2)> : !torch.vtensor<[?],f32>
  torch.bind_symbolic_shape %a, [%0], affine_map<()[s0] -> (s0 ceildiv 2)> : !torch.vtensor<[?],f32>
  return %a : !torch.vtensor<[?],f32>
}
// CHECK: bindings.mlir:[[@LINE-3]]:3: error: dim 0 of %a is s0 floordiv 2, but s0 ceildiv 2 is promised here

// -----
// Equal for every s0, but s0's range is too large to try every value.
func.func @too_many(%a: !torch.vtensor<[?],f32>) -> !torch.vtensor<[?],f32> {
  %0 = torch.symbolic_int "s0" {min_val = 1, max_val = 1000000} : !torch.int
  torch.bind_symbolic_shape %a, [%0], affine_map<()[s0] -> ((s0 * 2) floordiv 4)> : !torch.vtensor<[?],f32>
  torch.bind_symbolic_shape %a, [%0], affine_map<()[s0] -> (s0 floordiv 2)> : !torch.vtensor<[?],f32>
  return %a : !torch.vtensor<[?],f32>
}
// CHECK: bindings.mlir:[[@LINE-3]]:3: error: dim 0 of %a is s0 * 2 floordiv 4 and s0 floordiv 2 is promised here: comparing the two is unsupported (they agree wherever tried, but facet cannot prove them equal)
