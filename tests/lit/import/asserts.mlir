// Checks that hold import to nothing but facts: an _assert_scalar of an
// equality of sizes makes them one size (so the entry checks verify it on
// every call), and a dtype or size _assert_tensor_metadata states that
// matches leaves no op. tests/lit/errors/asserts.mlir has those that fail.
// RUN: facet-opt %s | FileCheck %s
// RUN: facet-compile %s -o %t.facet
// RUN: not facet-run-module --module=%t.facet --function=main --input=3x64xf32=1 --input=64x4xf32=1 2>&1 | FileCheck %s --check-prefix=CALL
// CALL: error: main: input 1 dim 1 is 4, must be 3: expected arg1.d1 with arg1.d1 (input 0 dim 0)

// CHECK-LABEL: func.func @main
// CHECK-NEXT: %[[S:[a-z0-9_.]+]] = torch.symbolic_int
// CHECK-NEXT: torch.bind_symbolic_shape %0, [%[[S]]], affine_map<()[s0] -> (s0, 64)>
// CHECK-NEXT: torch.bind_symbolic_shape %1, [%[[S]]], affine_map<()[s0] -> (64, s0)>
// CHECK-NOT: assert
// CHECK: return
func.func @main(%arg0: !torch.vtensor<[?,64],f32>, %arg1: !torch.vtensor<[64,?],f32>) -> !torch.vtensor<[?,?],f32> attributes {torch.assume_strict_symbolic_shapes} {
  %none = torch.constant.none
  %int6 = torch.constant.int 6
  %cpu = torch.constant.device "cpu"
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int64 = torch.constant.int 64
  torch.aten._assert_tensor_metadata %arg0, %none, %none, %int6, %cpu, %int0 : !torch.vtensor<[?,64],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
  %0 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?,64],f32>, !torch.int -> !torch.int
  %1 = torch.aten.size.int %arg1, %int1 : !torch.vtensor<[64,?],f32>, !torch.int -> !torch.int
  %size = torch.prim.ListConstruct %1, %int64 : (!torch.int, !torch.int) -> !torch.list<int>
  torch.aten._assert_tensor_metadata %arg0, %size, %none, %none, %none, %none : !torch.vtensor<[?,64],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.none
  %2 = torch.aten.eq.int %0, %1 : !torch.int, !torch.int -> !torch.bool
  %3 = torch.aten.Int.bool %2 : !torch.bool -> !torch.int
  %str = torch.constant.str "Runtime assertion failed for expression Eq(s56, s96) on node 'eq_3'"
  torch.aten._assert_scalar %3, %str : !torch.int, !torch.str
  %4 = torch.aten.mm %arg0, %arg1 : !torch.vtensor<[?,64],f32>, !torch.vtensor<[64,?],f32> -> !torch.vtensor<[?,?],f32>
  return %4 : !torch.vtensor<[?,?],f32>
}
