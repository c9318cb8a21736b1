// A function with more than 64 shape symbols (64 chained unknown ops with
// [?] results: 65) prints, reads back to the same text, and facet-compile
// names the unknown op; both once indexed a fixed table of 64 names.
// RUN: awk 'BEGIN { t = "!torch.vtensor<[?],f32>"; print "func.func @f(%a: " t ") -> " t " {"; p = "%a"; for (i = 0; i < 64; i++) { print "  %v" i " = torch.aten.unknown_op " p " : " t " -> " t; p = "%v" i }; print "  return " p " : " t; print "}" }' > %t.mlir
// RUN: facet-opt %t.mlir > %t.1.mlir
// RUN: facet-opt %t.1.mlir > %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir
// RUN: FileCheck %s < %t.1.mlir
// RUN: not facet-compile %t.mlir -o %t.facet 2>&1 | FileCheck %s --check-prefix=COMPILE

// CHECK: %op64.r0.d0 = torch.symbolic_int "op64.r0.d0"
// CHECK: %64 = "facet.opaque"(%63) {name = "torch.aten.unknown_op"} : (tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: torch.bind_symbolic_shape %64, [%op64.r0.d0], affine_map<()[s0] -> (s0)> : tensor<?xf32>
// COMPILE: {{.*}}.mlir:2:3: warning: unsupported op torch.aten.unknown_op (64 uses)
