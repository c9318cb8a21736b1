// Bindings (torch.bind_symbolic_shape) compared by value with the dims
// facet infers (src/frontend/import.c, imp_unify; src/ir/symbols.c,
// ir_dim_compare): a form of the same number is accepted, and an unbound
// dim that is linear in the binding's symbols is solved for.
// RUN: facet-opt %s --split-input-file | FileCheck %s

// x[::2] of s0 + 1 elements: facet infers (s0 + 1) ceildiv 2, torch
// writes (s0 + 2) floordiv 2; normalized, they are one expression.
// CHECK-LABEL: func.func @ceil_floor(
// CHECK: affine_map<()[s0] -> ((s0 + 1) ceildiv 2)> : tensor<?xf32>
func.func @ceil_floor(%arg0: !torch.vtensor<[?],f32>) -> !torch.vtensor<[?],f32> {
  %0 = torch.symbolic_int "s0" {min_val = 1, max_val = 100} : !torch.int
  torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (s0 + 1)> : !torch.vtensor<[?],f32>
  %int0 = torch.constant.int 0
  %int9223372036854775807 = torch.constant.int 9223372036854775807
  %int2 = torch.constant.int 2
  %1 = torch.aten.slice.Tensor %arg0, %int0, %int0, %int9223372036854775807, %int2 : !torch.vtensor<[?],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?],f32>
  torch.bind_symbolic_shape %1, [%0], affine_map<()[s0] -> ((s0 + 2) floordiv 2)> : !torch.vtensor<[?],f32>
  return %1 : !torch.vtensor<[?],f32>
}

// -----
// (s0 * 2) floordiv 4 and s0 floordiv 2: no rewriting shows them equal;
// all 100 values of s0 do.
// CHECK-LABEL: func.func @by_values(
// CHECK: affine_map<()[s0] -> (s0 * 2 floordiv 4)> : tensor<?xf32>
func.func @by_values(%a: !torch.vtensor<[?],f32>) -> !torch.vtensor<[?],f32> {
  %0 = torch.symbolic_int "s0" {min_val = 1, max_val = 100} : !torch.int
  torch.bind_symbolic_shape %a, [%0], affine_map<()[s0] -> ((s0 * 2) floordiv 4)> : !torch.vtensor<[?],f32>
  torch.bind_symbolic_shape %a, [%0], affine_map<()[s0] -> (s0 floordiv 2)> : !torch.vtensor<[?],f32>
  return %a : !torch.vtensor<[?],f32>
}

// -----
// cat([a, b]) with b of one element bound to 2 * s0 + 1: a's dim (not
// bound itself) is solved as s0 * 2.
// CHECK-LABEL: func.func @solved_through_cat(
// CHECK-NEXT: torch.symbolic_int "s0"
// CHECK-NEXT: torch.bind_symbolic_shape %0, [%s0], affine_map<()[s0] -> (s0 * 2)> : tensor<?xf32>
// CHECK: affine_map<()[s0] -> (s0 * 2 + 1)> : tensor<?xf32>
func.func @solved_through_cat(%a: !torch.vtensor<[?],f32>, %b: !torch.vtensor<[1],f32>) -> !torch.vtensor<[?],f32> {
  %0 = torch.symbolic_int "s0" {min_val = 1, max_val = 100} : !torch.int
  %l = torch.prim.ListConstruct %a, %b : (!torch.vtensor<[?],f32>, !torch.vtensor<[1],f32>) -> !torch.list<vtensor>
  %int0 = torch.constant.int 0
  %1 = torch.aten.cat %l, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?],f32>
  torch.bind_symbolic_shape %1, [%0], affine_map<()[s0] -> (s0 * 2 + 1)> : !torch.vtensor<[?],f32>
  return %1 : !torch.vtensor<[?],f32>
}
