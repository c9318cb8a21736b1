// An input with no public function is refused at compile time (a located
// error naming the file), not found at run time; so is a module whose only
// function is private.
// RUN: not facet-compile %S/Inputs/empty.mlir -o %t.facet 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not test -e %t.facet
// RUN: not facet-compile %s -o %t.facet 2>&1 | FileCheck %s --check-prefix=PRIVATE
// EMPTY: empty.mlir:1:1: error: no public function to compile (the module is empty)
// PRIVATE: empty_module.mlir:1:1: error: no public function to compile

func.func private @helper(%x: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  return %x : !torch.vtensor<[4],f32>
}
