// Integer and dim expressions nest at most 512 operations deep: a chain
// of 600 floordiv.int (each one level deeper) is a located error at the
// op that goes past it, not a stack exhausted by the recursion of every
// pass that walks expressions.
// RUN: awk 'BEGIN { print "func.func @f(%x: !torch.vtensor<[?],f32>) -> !torch.vtensor<[?],f32> {"; print "  %int0 = torch.constant.int 0"; print "  %int2 = torch.constant.int 2"; print "  %d0 = torch.aten.size.int %x, %int0 : !torch.vtensor<[?],f32>, !torch.int -> !torch.int"; for (i = 0; i < 600; i++) print "  %d" i + 1 " = torch.aten.floordiv.int %d" i ", %int2 : !torch.int, !torch.int -> !torch.int"; print "  return %x : !torch.vtensor<[?],f32>"; print "}" }' > %t.mlir
// RUN: not facet-opt %t.mlir 2>&1 | FileCheck %s

// CHECK: .mlir:516:3: error: 'torch.aten.floordiv.int' makes an integer expression nested more than 512 operations deep
// CHECK-NOT: error
