// Diagnostics of the passes that run after import (here the list of
// unsupported ops after dispatch formation) name the file and line: the
// syntax tree that owns the file name lives until they ran (facet-opt
// freed it first, and printed freed memory as the file name).
// RUN: not facet-opt %s --print-after=dispatch 2>&1 | FileCheck %s
// CHECK: {{.*}}locations_after_import.mlir:9:3: warning: unsupported op torch.aten.frobnicate (1 use)

func.func @f(%a: !torch.vtensor<[4,8],f32>) -> !torch.vtensor<[4,8],f32> {
  %0 = torch.aten.frobnicate %a : !torch.vtensor<[4,8],f32> -> !torch.vtensor<[4,8],f32>
  return %0 : !torch.vtensor<[4,8],f32>
}
