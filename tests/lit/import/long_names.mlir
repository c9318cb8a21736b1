// Value names of any length: two names that agree in their first 300
// characters are still two values (a 256-byte key buffer once cut both to
// one key, and the add read the neg twice).
// RUN: awk 'BEGIN { n = ""; for (i = 0; i < 300; i++) n = n "a"; t = "!torch.vtensor<[4],f32>"; print "func.func @f(%x: " t ") -> " t " {"; print "  %int1 = torch.constant.int 1"; print "  %" n "1 = torch.aten.exp %x : " t " -> " t; print "  %" n "2 = torch.aten.neg %x : " t " -> " t; print "  %r = torch.aten.add.Tensor %" n "1, %" n "2, %int1 : " t ", " t ", !torch.int -> " t; print "  return %r : " t; print "}" }' > %t.mlir
// RUN: facet-opt %t.mlir | FileCheck %s

// CHECK: %1 = "facet.elementwise"(%0) {op = "exp"}
// CHECK: %2 = "facet.elementwise"(%0) {op = "neg"}
// CHECK: %3 = "facet.elementwise"(%1, %2) {op = "add"}
