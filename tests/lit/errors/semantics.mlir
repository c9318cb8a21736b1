// Ops whose torch meaning facet cannot give are refused where they are:
// bitwise ops on floats (torch raises too), and an attention without a
// scale whose head dim is dynamic (the default 1 / sqrt(E) is computed at
// import), which is listed as unsupported, never given a wrong scale.
// RUN: not facet-opt %s --split-input-file 2>&1 | FileCheck %s
// RUN: not facet-compile %S/Inputs/sdpa_dynamic_e.mlir -o %t.facet 2>&1 | FileCheck %s --check-prefix=SDPA

func.func @bitwise_float(%a: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %0 = torch.aten.bitwise_and.Tensor %a, %a : !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}
// CHECK: semantics.mlir:9:3: error: 'torch.aten.bitwise_and.Tensor' takes integer or bool tensors, not f32

// -----
func.func @bitwise_not_float(%a: !torch.vtensor<[4],bf16>) -> !torch.vtensor<[4],bf16> {
  %0 = torch.aten.bitwise_not %a : !torch.vtensor<[4],bf16> -> !torch.vtensor<[4],bf16>
  return %0 : !torch.vtensor<[4],bf16>
}
// CHECK: semantics.mlir:16:3: error: 'torch.aten.bitwise_not' takes integer or bool tensors, not bf16

// SDPA: {{.*}}sdpa_dynamic_e.mlir:5:3: warning: unsupported op torch.aten.scaled_dot_product_attention (1 use)
