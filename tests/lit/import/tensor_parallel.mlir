// A tensor-parallel export's device structure, as sharktank writes it
// (docs/devices.md; examples/exports/toy_llama_tp2.mlir at full size): globals
// placed on a device (stream.affinity), a replicated weight bound twice to one
// parameter, a split one a parameter per shard, arguments with their device
// (iree.abi.affinity; one cache per device), the input transferred to each
// device, a row-parallel matmul per device and the all-reduce of its partial
// products (device 0's kept there with a barrier, device 1's transferred, the
// sum kept on device 0 and transferred to device 1). The import keeps each
// global's and argument's device and each transfer as a facet.transfer (a
// barrier is its value); facet-opt prints them back as the export wrote them.
// RUN: facet-opt %s > %t.1.mlir
// RUN: facet-opt %t.1.mlir > %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir
// RUN: FileCheck %s < %t.1.mlir
// RUN: facet-opt %s --print-after=dispatch | FileCheck %s --check-prefix=DISPATCH

// CHECK: util.global private @"__auto.w" = #stream.parameter.named<"model"::"w"> : tensor<4xf32>
// CHECK-NEXT: util.global private @"__auto.w$1" {stream.affinity = #hal.device.promise<@__device_1>} = #stream.parameter.named<"model"::"w"> : tensor<4xf32>
// CHECK-NEXT: util.global private @"__auto.m.shard.0" = #stream.parameter.named<"model"::"m.shard.0"> : tensor<4x2xf32>
// CHECK-NEXT: util.global private @"__auto.m.shard.1" {stream.affinity = #hal.device.promise<@__device_1>} = #stream.parameter.named<"model"::"m.shard.1"> : tensor<4x2xf32>
// CHECK-LABEL: func.func @f(%0: tensor<3x4xf32>, %1: tensor<?x8xf32>, %2: tensor<?x8xf32> {iree.abi.affinity = #hal.device.promise<@__device_1>}) -> (tensor<3x4xf32>)
// CHECK-NOT: flow.
// the input on device 1 (its transfer to device 0, where it is, is itself),
// then each device's slice of its copy
// CHECK: %7 = "facet.transfer"(%0) {device = 1}
// CHECK-NEXT: %8 = "facet.slice"(%0) {axis = 1, start = affine_map<()[s0, s1] -> (0)>, step = 1}
// CHECK-NEXT: %9 = "facet.slice"(%7) {axis = 1, start = affine_map<()[s0, s1] -> (2)>, step = 1}
// CHECK: %12 = "facet.matmul"(%8, %5) {transpose_rhs = true}
// CHECK-NEXT: %13 = "facet.matmul"(%9, %6) {transpose_rhs = true}
// the all-reduce: device 1's partial to device 0, the sum there and back
// CHECK-NEXT: %14 = "facet.transfer"(%13) {device = 0}
// CHECK-NEXT: %15 = "facet.elementwise"(%12, %14) {op = "add"}
// CHECK-NEXT: %16 = "facet.transfer"(%15) {device = 1}
// CHECK-NEXT: %17 = "facet.elementwise"(%15, %3) {op = "mul"}
// CHECK-NEXT: %18 = "facet.elementwise"(%16, %4) {op = "mul"}
// CHECK-NOT: flow.
// Dispatch formation places each op on a device and never fuses across
// them: device 1's matmul is a dispatch of its own (before, the all-reduce's
// add was the epilogue of device 1's matmul), its product transferred to
// device 0, whose matmul takes the add as its epilogue. The last add reads
// a value of each device without a transfer in the export: device 1's gets
// one.
// the epilogue (the all-reduce's add) is device 0's matmul's, reading the transferred partial
// DISPATCH: facet.executable @f_dispatch_2_matmul_Dx4x2_f32(b0: in<p0x2xf32>, b1: in<4x2xf32>, b2: in<p0x4xf32>, b3: out<p0x4xf32>)
// DISPATCH-NEXT: matmul_transpose_b b0, b1 -> b3  m=p0 n=4 k=2
// DISPATCH-NEXT: n0 = accumulator : f32
// DISPATCH-NEXT: n1 = load b2 map(0, 1) : f32
// DISPATCH-NEXT: n2 = add n0, n1 : f32
// DISPATCH: facet.executable @f_dispatch_3_matmul_Dx4x2_f32(b0: in<p0x2xf32>, b1: in<4x2xf32>, b2: out<p0x4xf32>)
// DISPATCH-NEXT: matmul_transpose_b b0, b1 -> b2  m=p0 n=4 k=2
// DISPATCH-NEXT: rows p0[]
// DISPATCH-LABEL: func.func @f(
// DISPATCH: %[[IN1:[0-9]+]] = "facet.transfer"(%0) {device = 1}
// DISPATCH-NEXT: %[[S0:[0-9]+]] = "facet.dispatch"({{.*}}) {executable = @{{[A-Za-z0-9_]+}}} :
// DISPATCH-NEXT: %[[S1:[0-9]+]] = "facet.dispatch"(%[[IN1]]) {executable = @{{[A-Za-z0-9_]+}}, device = 1}
// DISPATCH-NEXT: %[[P1:[0-9]+]] = "facet.dispatch"(%[[S1]], %6) {executable = @f_dispatch_3_matmul_Dx4x2_f32, device = 1}
// DISPATCH-NEXT: %[[T1:[0-9]+]] = "facet.transfer"(%[[P1]]) {device = 0}
// DISPATCH-NEXT: %[[SUM:[0-9]+]] = "facet.dispatch"(%[[S0]], %5, %[[T1]]) {executable = @f_dispatch_2_matmul_Dx4x2_f32} :
// DISPATCH-NEXT: %[[B1:[0-9]+]] = "facet.transfer"(%[[SUM]]) {device = 1}
// DISPATCH-NEXT: %[[M1:[0-9]+]] = "facet.dispatch"(%[[B1]], %4) {executable = @{{[A-Za-z0-9_]+}}, device = 1}
// DISPATCH-NEXT: %[[R1:[0-9]+]] = "facet.transfer"(%[[M1]]) {device = 0}
// DISPATCH-NEXT: "facet.dispatch"(%[[SUM]], %3, %[[R1]]) {executable = @{{[A-Za-z0-9_]+}}} :
// DISPATCH-NOT: facet.dispatch
util.global private @__auto.w {stream.affinity = #hal.device.promise<@__device_0>} = #stream.parameter.named<"model"::"w"> : tensor<4xf32>
util.global private @__auto.w$1 {stream.affinity = #hal.device.promise<@__device_1>} = #stream.parameter.named<"model"::"w"> : tensor<4xf32>
util.global private @__auto.m.shard.0 {stream.affinity = #hal.device.promise<@__device_0>} = #stream.parameter.named<"model"::"m.shard.0"> : tensor<4x2xf32>
util.global private @__auto.m.shard.1 {stream.affinity = #hal.device.promise<@__device_1>} = #stream.parameter.named<"model"::"m.shard.1"> : tensor<4x2xf32>
func.func @f(%arg0: !torch.vtensor<[3,4],f32> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg1: !torch.tensor<[?,8],f32> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg2: !torch.tensor<[?,8],f32> {iree.abi.affinity = #hal.device.promise<@__device_1>}) -> !torch.vtensor<[3,4],f32> {
  %w0 = util.global.load @__auto.w : tensor<4xf32>
  %0 = torch_c.from_builtin_tensor %w0 : tensor<4xf32> -> !torch.vtensor<[4],f32>
  %w1 = util.global.load @__auto.w$1 : tensor<4xf32>
  %1 = torch_c.from_builtin_tensor %w1 : tensor<4xf32> -> !torch.vtensor<[4],f32>
  %m0 = util.global.load @__auto.m.shard.0 : tensor<4x2xf32>
  %2 = torch_c.from_builtin_tensor %m0 : tensor<4x2xf32> -> !torch.vtensor<[4,2],f32>
  %m1 = util.global.load @__auto.m.shard.1 : tensor<4x2xf32>
  %3 = torch_c.from_builtin_tensor %m1 : tensor<4x2xf32> -> !torch.vtensor<[4,2],f32>
  %4 = torch_c.to_builtin_tensor %arg0 : !torch.vtensor<[3,4],f32> -> tensor<3x4xf32>
  %5 = flow.tensor.transfer %4 : tensor<3x4xf32> to #hal.device.promise<@__device_0>
  %6 = torch_c.from_builtin_tensor %5 : tensor<3x4xf32> -> !torch.vtensor<[3,4],f32>
  %7 = flow.tensor.transfer %4 : tensor<3x4xf32> to #hal.device.promise<@__device_1>
  %8 = torch_c.from_builtin_tensor %7 : tensor<3x4xf32> -> !torch.vtensor<[3,4],f32>
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int4 = torch.constant.int 4
  %9 = torch.aten.slice.Tensor %6, %int1, %int0, %int2, %int1 : !torch.vtensor<[3,4],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[3,2],f32>
  %10 = torch.aten.slice.Tensor %8, %int1, %int2, %int4, %int1 : !torch.vtensor<[3,4],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[3,2],f32>
  %11 = torch.aten.transpose.int %2, %int0, %int1 : !torch.vtensor<[4,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,4],f32>
  %12 = torch.aten.transpose.int %3, %int0, %int1 : !torch.vtensor<[4,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,4],f32>
  %13 = torch.aten.mm %9, %11 : !torch.vtensor<[3,2],f32>, !torch.vtensor<[2,4],f32> -> !torch.vtensor<[3,4],f32>
  %14 = torch.aten.mm %10, %12 : !torch.vtensor<[3,2],f32>, !torch.vtensor<[2,4],f32> -> !torch.vtensor<[3,4],f32>
  %15 = torch_c.to_builtin_tensor %13 : !torch.vtensor<[3,4],f32> -> tensor<3x4xf32>
  %16 = flow.tensor.barrier %15 : tensor<3x4xf32> on #hal.device.promise<@__device_0>
  %17 = torch_c.from_builtin_tensor %16 : tensor<3x4xf32> -> !torch.vtensor<[3,4],f32>
  %18 = torch_c.to_builtin_tensor %14 : !torch.vtensor<[3,4],f32> -> tensor<3x4xf32>
  %19 = flow.tensor.transfer %18 : tensor<3x4xf32> to #hal.device.promise<@__device_0>
  %20 = torch_c.from_builtin_tensor %19 : tensor<3x4xf32> -> !torch.vtensor<[3,4],f32>
  %21 = torch.aten.add.Tensor %17, %20, %int1 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.int -> !torch.vtensor<[3,4],f32>
  %22 = torch_c.to_builtin_tensor %21 : !torch.vtensor<[3,4],f32> -> tensor<3x4xf32>
  %23 = flow.tensor.barrier %22 : tensor<3x4xf32> on #hal.device.promise<@__device_0>
  %24 = torch_c.from_builtin_tensor %23 : tensor<3x4xf32> -> !torch.vtensor<[3,4],f32>
  %25 = flow.tensor.transfer %22 : tensor<3x4xf32> to #hal.device.promise<@__device_1>
  %26 = torch_c.from_builtin_tensor %25 : tensor<3x4xf32> -> !torch.vtensor<[3,4],f32>
  %27 = torch.aten.mul.Tensor %24, %0 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[4],f32> -> !torch.vtensor<[3,4],f32>
  %28 = torch.aten.mul.Tensor %26, %1 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[4],f32> -> !torch.vtensor<[3,4],f32>
  %29 = torch.aten.add.Tensor %27, %28, %int1 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.int -> !torch.vtensor<[3,4],f32>
  return %29 : !torch.vtensor<[3,4],f32>
}
