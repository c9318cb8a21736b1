// Contractions and attention on element types the kernels do not read (f64,
// integers) stay outside dispatches and are listed as unsupported: never a
// crash (a fuzzer found mm f32 x f32 -> f64 aborting in codegen), never a
// kernel that reads them at the wrong width. Elementwise ops on them compile.
// RUN: rm -f %t.facet
// RUN: not facet-compile %s -o %t.facet 2>&1 | FileCheck %s
// RUN: test ! -e %t.facet

func.func @mm_to_f64(%a: !torch.vtensor<[4,8],f32>, %b: !torch.vtensor<[8,4],f32>) -> !torch.vtensor<[4,4],f64> {
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[4,8],f32>, !torch.vtensor<[8,4],f32> -> !torch.vtensor<[4,4],f64>
  return %0 : !torch.vtensor<[4,4],f64>
}
func.func @mm_f64(%a: !torch.vtensor<[4,8],f64>, %b: !torch.vtensor<[8,4],f64>) -> !torch.vtensor<[4,4],f64> {
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[4,8],f64>, !torch.vtensor<[8,4],f64> -> !torch.vtensor<[4,4],f64>
  %1 = torch.aten.neg %0 : !torch.vtensor<[4,4],f64> -> !torch.vtensor<[4,4],f64>
  return %1 : !torch.vtensor<[4,4],f64>
}
func.func @sdpa_f64(%q: !torch.vtensor<[1,2,4,8],f64>, %k: !torch.vtensor<[1,2,4,8],f64>, %v: !torch.vtensor<[1,2,4,8],f64>) -> !torch.vtensor<[1,2,4,8],f64> {
  %none = torch.constant.none
  %float0 = torch.constant.float 0.000000e+00
  %false = torch.constant.bool false
  %0 = torch.aten.scaled_dot_product_attention %q, %k, %v, %none, %float0, %false, %none : !torch.vtensor<[1,2,4,8],f64>, !torch.vtensor<[1,2,4,8],f64>, !torch.vtensor<[1,2,4,8],f64>, !torch.none, !torch.float, !torch.bool, !torch.none -> !torch.vtensor<[1,2,4,8],f64>
  return %0 : !torch.vtensor<[1,2,4,8],f64>
}
// CHECK: warning: unsupported op torch.aten.mm (2 uses, first at {{.*}}unsupported_dtypes.mlir:10:3)
// CHECK: warning: unsupported op torch.aten.scaled_dot_product_attention (1 use, first at {{.*}}unsupported_dtypes.mlir:22:3)
// CHECK-NOT: neg
// CHECK: error: 2 unsupported op kinds; nothing was compiled
