// What parses but cannot be compiled yet is listed once per op kind, with
// its count and first location, and no module is produced.
// RUN: rm -f %t.facet
// RUN: not facet-compile %s -o %t.facet 2>&1 | FileCheck %s
// RUN: test ! -e %t.facet
// RUN: facet-opt %s | FileCheck %s --check-prefix=IMPORT

func.func @f(%a: !torch.vtensor<[4,8],f32>) -> !torch.vtensor<[4,8],f32> {
  %0 = torch.aten.frobnicate %a : !torch.vtensor<[4,8],f32> -> !torch.vtensor<[4,8],f32>
  %1 = torch.aten.frobnicate %0 : !torch.vtensor<[4,8],f32> -> !torch.vtensor<[4,8],f32>
  return %1 : !torch.vtensor<[4,8],f32>
}
// CHECK: {{.*}}unsupported.mlir:9:3: warning: unsupported op torch.aten.frobnicate (2 uses)
// CHECK: error: 1 unsupported op kind; nothing was compiled

// IMPORT: %1 = "facet.opaque"(%0) {name = "torch.aten.frobnicate"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
