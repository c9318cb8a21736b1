// Malformed MLIR: a located error, exit 1, and no output file.
// RUN: rm -f %t.facet
// RUN: not facet-compile %s -o %t.facet 2>&1 | FileCheck %s
// RUN: test ! -e %t.facet

func.func @f(%arg0: !torch.vtensor<[4,8],f32>) -> !torch.vtensor<[4,8],f32> {
  %0 = torch.aten.mm %arg0, %arg0 : !torch.vtensor<[4,8],f32>, !torch.vtensor<[4,8],f32> -> !torch.vtensor<[4,8],f32>
  return %0 : !torch.vtensor<[4,8],f32
}
// CHECK: malformed.mlir:9:1: error: expected '>' in tensor type
