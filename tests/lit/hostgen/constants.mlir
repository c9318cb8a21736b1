// Constants (src/transform/hostgen.c const_of, src/transform/constants.c),
// read back with facet-dump: a dense literal and a util.global with only an
// inline value are module data, each 64-byte aligned, read by CONST_DATA;
// the same bytes are stored once, in any function; a splat global needs no
// storage (inlined into the kernel); a global bound to a parameter stays a
// parameter even with an inline value.
// RUN: facet-compile %s -o %t.facet --target-cpu=x86-64
// RUN: facet-dump %t.facet | FileCheck %s

// CHECK: constants {{ *}}108 bytes
// CHECK-NEXT: constant data {{ *}}132 bytes
// CHECK: parameters (1):
// CHECK-NEXT: 0: "model"::"p" 4xf32 (global @p)
// CHECK: constants (3, 132 bytes):
// CHECK-NEXT: 0: 4xf32, 16 bytes at offset 0
// CHECK-NEXT: 1: 2x2xi64, 32 bytes at offset 64
// CHECK-NEXT: 2: 4xi1, 4 bytes at offset 128
// CHECK-EMPTY:

util.global private @w = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
util.global private @s = dense<2.5> : tensor<4xf32>
util.global private @p = #stream.parameter.named<"model"::"p"> : tensor<4xf32>

// CHECK-LABEL: func @first(
// CHECK-NOT: dispatch
// CHECK: s[[W:[0-9]+]] = constant 0 4xf32
// CHECK-NEXT: s{{[0-9]+}} = param 0 "model"::"p"
// CHECK-NEXT: s{{[0-9]+}} = constant 1 2x2xi64
// CHECK-NOT: constant
// CHECK: dispatch site 0
func.func @first(%x: !torch.vtensor<[4],f32>) -> (!torch.vtensor<[4],f32>, !torch.vtensor<[2,2],si64>) {
  %g = util.global.load @w : tensor<4xf32>
  %w = torch_c.from_builtin_tensor %g : tensor<4xf32> -> !torch.vtensor<[4],f32>
  %h = util.global.load @s : tensor<4xf32>
  %s = torch_c.from_builtin_tensor %h : tensor<4xf32> -> !torch.vtensor<[4],f32>
  %q = util.global.load @p : tensor<4xf32>
  %p = torch_c.from_builtin_tensor %q : tensor<4xf32> -> !torch.vtensor<[4],f32>
  %i = torch.vtensor.literal(dense<[[1, 2], [3, 4]]> : tensor<2x2xsi64>) : !torch.vtensor<[2,2],si64>
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Tensor %x, %w, %int1 : !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
  %1 = torch.aten.mul.Tensor %0, %s : !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  %2 = torch.aten.add.Tensor %1, %p, %int1 : !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
  return %2, %i : !torch.vtensor<[4],f32>, !torch.vtensor<[2,2],si64>
}

// The literal has @w's bytes: constant 0 again.
// CHECK-LABEL: func @second(
// CHECK: = constant 0 4xf32
// CHECK-NEXT: = constant 2 4xi1
func.func @second(%x: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %a = torch.vtensor.literal(dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>) : !torch.vtensor<[4],f32>
  %m = torch.vtensor.literal(dense<[true, false, true, false]> : tensor<4xi1>) : !torch.vtensor<[4],i1>
  %0 = torch.aten.where.self %m, %x, %a : !torch.vtensor<[4],i1>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}
