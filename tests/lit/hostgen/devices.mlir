// Devices in the host program (docs/devices.md): x on device 0, its copy on
// device 1 (a transfer), the same tanh (a dispatch of its own: a matmul
// reads it) and a @ a^T on each device, device 1's product transferred back
// and added on device 0 (the epilogue of device 0's matmul). Dispatch formation
// keeps the devices apart, dedup still merges their identical kernels (one
// executable, a site on each device), and the host program runs each
// transfer as a step of its own: facet-dump shows each step's device.
// RUN: facet-opt %s --print-after=dedup | FileCheck %s --check-prefix=DEDUP
// RUN: facet-compile %s -o %t.facet --target-cpu=x86-64
// RUN: facet-dump %t.facet | FileCheck %s
// RUN: facet-dump %t.facet --summary | FileCheck %s --check-prefix=SUMMARY

// DEDUP-LABEL: func.func @f(
// DEDUP: %[[Y:[0-9]+]] = "facet.transfer"(%0) {device = 1}
// DEDUP-NEXT: %[[A:[0-9]+]] = "facet.dispatch"(%0) {executable = @[[TANH:[A-Za-z0-9_]+]]} :
// DEDUP-NEXT: %[[B:[0-9]+]] = "facet.dispatch"(%[[Y]]) {executable = @[[TANH]], device = 1} :
// DEDUP-NEXT: %[[MB:[0-9]+]] = "facet.dispatch"(%[[B]], %[[B]]) {executable = @[[MM:[A-Za-z0-9_]+]], device = 1} :
// DEDUP-NEXT: %[[C:[0-9]+]] = "facet.transfer"(%[[MB]]) {device = 0}
// DEDUP-NEXT: "facet.dispatch"(%[[A]], %[[A]], %[[C]]) {executable = @{{[A-Za-z0-9_]+}}} :

// CHECK: func @f(%in0: 8x16xf32) -> (s{{[0-9]+}} [r{{[0-9]+}}, r{{[0-9]+}}] f32)
// CHECK: devices: 0: 2 sites, 1: 2 sites; 2 transfers
// CHECK: s[[Y:[0-9]+]] = transfer s0 from device 0 to device 1
// CHECK: dispatch site 0 ([[TANH:[A-Za-z0-9_]+]])  [device 0]
// CHECK: dispatch site 1 ([[TANH]])  [device 1]
// CHECK: dispatch site 2 ({{[A-Za-z0-9_]+}})  [device 1]
// CHECK: s{{[0-9]+}} = transfer s{{[0-9]+}} from device 1 to device 0
// CHECK: dispatch site 3 ({{[A-Za-z0-9_]+}})  [device 0]

// SUMMARY: 2 devices
// SUMMARY: 4 dispatch sites
// SUMMARY-NEXT: devices: 0: 2 sites, 1: 2 sites; 2 transfers

func.func @f(%arg0: !torch.vtensor<[8,16],f32> {iree.abi.affinity = #hal.device.promise<@__device_0>}) -> !torch.vtensor<[8,8],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %0 = torch_c.to_builtin_tensor %arg0 : !torch.vtensor<[8,16],f32> -> tensor<8x16xf32>
  %1 = flow.tensor.transfer %0 : tensor<8x16xf32> to #hal.device.promise<@__device_1>
  %2 = torch_c.from_builtin_tensor %1 : tensor<8x16xf32> -> !torch.vtensor<[8,16],f32>
  %3 = torch.aten.tanh %arg0 : !torch.vtensor<[8,16],f32> -> !torch.vtensor<[8,16],f32>
  %4 = torch.aten.tanh %2 : !torch.vtensor<[8,16],f32> -> !torch.vtensor<[8,16],f32>
  %5 = torch.aten.transpose.int %3, %int0, %int1 : !torch.vtensor<[8,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[16,8],f32>
  %6 = torch.aten.mm %3, %5 : !torch.vtensor<[8,16],f32>, !torch.vtensor<[16,8],f32> -> !torch.vtensor<[8,8],f32>
  %7 = torch.aten.transpose.int %4, %int0, %int1 : !torch.vtensor<[8,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[16,8],f32>
  %8 = torch.aten.mm %4, %7 : !torch.vtensor<[8,16],f32>, !torch.vtensor<[16,8],f32> -> !torch.vtensor<[8,8],f32>
  %9 = torch_c.to_builtin_tensor %8 : !torch.vtensor<[8,8],f32> -> tensor<8x8xf32>
  %10 = flow.tensor.transfer %9 : tensor<8x8xf32> to #hal.device.promise<@__device_0>
  %11 = torch_c.from_builtin_tensor %10 : tensor<8x8xf32> -> !torch.vtensor<[8,8],f32>
  %12 = torch.aten.add.Tensor %6, %11, %int1 : !torch.vtensor<[8,8],f32>, !torch.vtensor<[8,8],f32>, !torch.int -> !torch.vtensor<[8,8],f32>
  return %12 : !torch.vtensor<[8,8],f32>
}
