// Attention on element types its kernel does not read (f64, integers) stays
// outside dispatches and is listed as unsupported: never a crash, never a
// kernel that reads them at the wrong width. (Matmuls on them compile as row
// programs: tests/e2e/batched_matmul.sh.)
// RUN: rm -f %t.facet
// RUN: not facet-compile %s -o %t.facet 2>&1 | FileCheck %s
// RUN: test ! -e %t.facet

func.func @sdpa_f64(%q: !torch.vtensor<[1,2,4,8],f64>, %k: !torch.vtensor<[1,2,4,8],f64>, %v: !torch.vtensor<[1,2,4,8],f64>) -> !torch.vtensor<[1,2,4,8],f64> {
  %none = torch.constant.none
  %float0 = torch.constant.float 0.000000e+00
  %false = torch.constant.bool false
  %0 = torch.aten.scaled_dot_product_attention %q, %k, %v, %none, %float0, %false, %none : !torch.vtensor<[1,2,4,8],f64>, !torch.vtensor<[1,2,4,8],f64>, !torch.vtensor<[1,2,4,8],f64>, !torch.none, !torch.float, !torch.bool, !torch.none -> !torch.vtensor<[1,2,4,8],f64>
  return %0 : !torch.vtensor<[1,2,4,8],f64>
}
// CHECK: {{.*}}unsupported_dtypes.mlir:13:3: warning: unsupported op torch.aten.scaled_dot_product_attention (1 use)
// CHECK: error: 1 unsupported op kind; nothing was compiled
