// Two mutable arguments written with each other's old values and nothing
// else (a swap) need a temporary buffer the planner does not make: a
// located error, and no module.
// RUN: rm -f %t.facet
// RUN: not facet-compile %s -o %t.facet 2>&1 | FileCheck %s
// RUN: test ! -e %t.facet
// CHECK: mutable_swap.mlir:9:1: error: @swap writes the old value of one mutable argument into another and back (argument 0 is in a cycle of write-backs); not supported

func.func @swap(%a: !torch.tensor<[8],f32>, %b: !torch.tensor<[8],f32>) {
  %0 = torch.copy.to_vtensor %a : !torch.vtensor<[8],f32>
  %1 = torch.copy.to_vtensor %b : !torch.vtensor<[8],f32>
  torch.overwrite.tensor.contents %1 overwrites %a : !torch.vtensor<[8],f32>, !torch.tensor<[8],f32>
  torch.overwrite.tensor.contents %0 overwrites %b : !torch.vtensor<[8],f32>, !torch.tensor<[8],f32>
  return
}
