// Dims whose product (times the element size) overflows int64 are refused
// where the type is written, whatever op uses it; without the check the
// matmul below failed the IR verifier ("internal error: ... a view changes
// the number of elements": the folded M = 3037000500 * 3037000500 wrapped).
// Dynamic dims are checked at run time (tests/e2e/large_programs.sh).
// RUN: not facet-opt %s --split-input-file 2>&1 | FileCheck %s

func.func @matmul_wraps(%x: !torch.vtensor<[3037000500,3037000500,4],f32>, %w: !torch.vtensor<[4,8],f32>) -> !torch.vtensor<[3037000500,3037000500,8],f32> {
  %0 = torch.aten.matmul %x, %w : !torch.vtensor<[3037000500,3037000500,4],f32>, !torch.vtensor<[4,8],f32> -> !torch.vtensor<[3037000500,3037000500,8],f32>
  return %0 : !torch.vtensor<[3037000500,3037000500,8],f32>
}
// CHECK: huge_dims.mlir:8:{{[0-9]+}}: error: tensor type '!torch.vtensor<[3037000500,3037000500,4],f32>' is too large: its static dims times its element size overflow int64
// CHECK-NOT: internal error

// -----
// The elements fit int64, their bytes do not.
func.func @bytes(%x: !torch.vtensor<[4611686018427387904],f16>) -> !torch.vtensor<[4611686018427387904],f16> {
  return %x : !torch.vtensor<[4611686018427387904],f16>
}
// CHECK: huge_dims.mlir:17:{{[0-9]+}}: error: tensor type '!torch.vtensor<[4611686018427387904],f16>' is too large

// -----
// An inferred shape too (its declared dims could be dynamic).
func.func @result(%x: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %big = torch.constant.int 9223372036854775807
  %m1 = torch.constant.int -1
  %false = torch.constant.bool false
  %l = torch.prim.ListConstruct %big, %m1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.expand %x, %l, %false : !torch.vtensor<[4],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[?,4],f32>
  return %x : !torch.vtensor<[4],f32>
}
// CHECK: huge_dims.mlir:29:{{[0-9]+}}: error: 'torch.aten.expand' makes a tensor too large
