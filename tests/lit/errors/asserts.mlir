// The checks single-op exports carry (_assert_tensor_metadata,
// _assert_scalar) that fail at import are located errors with the
// exporter's words; tests/lit/import/asserts.mlir has those that hold.
// RUN: not facet-opt %s --split-input-file 2>&1 | FileCheck %s

func.func @wrong_dtype(%a: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %none = torch.constant.none
  %int15 = torch.constant.int 15
  torch.aten._assert_tensor_metadata %a, %none, %none, %int15, %none, %none : !torch.vtensor<[4],f32>, !torch.none, !torch.none, !torch.int, !torch.none, !torch.none
  return %a : !torch.vtensor<[4],f32>
}
// CHECK: asserts.mlir:9:3: error: _assert_tensor_metadata: the tensor is f32, the export states dtype 15 (bf16)

// -----
func.func @wrong_size(%a: !torch.vtensor<[4,3],f32>) -> !torch.vtensor<[4,3],f32> {
  %none = torch.constant.none
  %int4 = torch.constant.int 4
  %int2 = torch.constant.int 2
  %size = torch.prim.ListConstruct %int4, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  torch.aten._assert_tensor_metadata %a, %size, %none, %none, %none, %none : !torch.vtensor<[4,3],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.none
  return %a : !torch.vtensor<[4,3],f32>
}
// CHECK: asserts.mlir:20:3: error: {{.*}}a size _assert_tensor_metadata states

// -----
func.func @wrong_rank(%a: !torch.vtensor<[4,3],f32>) -> !torch.vtensor<[4,3],f32> {
  %none = torch.constant.none
  %int4 = torch.constant.int 4
  %size = torch.prim.ListConstruct %int4 : (!torch.int) -> !torch.list<int>
  torch.aten._assert_tensor_metadata %a, %size, %none, %none, %none, %none : !torch.vtensor<[4,3],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.none
  return %a : !torch.vtensor<[4,3],f32>
}
// CHECK: asserts.mlir:30:3: error: _assert_tensor_metadata: 1 sizes for a tensor of rank 2

// -----
func.func @false_assert(%a: !torch.vtensor<[4,3],f32>) -> !torch.vtensor<[4,3],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %0 = torch.aten.size.int %a, %int0 : !torch.vtensor<[4,3],f32>, !torch.int -> !torch.int
  %1 = torch.aten.size.int %a, %int1 : !torch.vtensor<[4,3],f32>, !torch.int -> !torch.int
  %2 = torch.aten.eq.int %0, %1 : !torch.int, !torch.int -> !torch.bool
  %3 = torch.aten.Int.bool %2 : !torch.bool -> !torch.int
  %str = torch.constant.str "Runtime assertion failed for expression Eq(s0, s1) on node 'eq_3'"
  torch.aten._assert_scalar %3, %str : !torch.int, !torch.str
  return %a : !torch.vtensor<[4,3],f32>
}
// CHECK: asserts.mlir:44:3: error: assertion fails: Runtime assertion failed for expression Eq(s0, s1) on node 'eq_3'
