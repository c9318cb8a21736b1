// What issue 31's constructs still refuse, each with its location: bmm,
// which does not broadcast (torch raises); arange where torch raises or
// with an integer dtype and bounds that are not integers; linalg.fill of a
// value that is neither a constant nor a run-time scalar. Reductions the
// kernels do not take (a linalg.generic with two reduction loops, a
// reduction over an outer dim) are listed unsupported by facet-compile, and
// facet-reference computes them.
// RUN: not facet-opt %s --split-input-file 2>&1 | FileCheck %s
// RUN: not facet-compile %S/Inputs/issue31_refused_reductions.mlir -o %t.facet 2>&1 | FileCheck %s --check-prefix=COMPILE
// RUN: facet-reference %S/Inputs/issue31_refused_reductions.mlir --function=f --input=4x8xf32=1 --input=3x4xf32=2 --output=@%t.0.npy --output=@%t.1.npy
// RUN: facet-npy print %t.0.npy | FileCheck %s --check-prefix=REF0
// RUN: facet-npy print %t.1.npy | FileCheck %s --check-prefix=REF1
// COMPILE: {{.*}}issue31_refused_reductions.mlir:6:3: warning: unsupported op linalg.generic (1 use)
// COMPILE: {{.*}}issue31_refused_reductions.mlir:14:3: warning: unsupported op torch.aten.prod.dim_int (1 use)
// COMPILE: error: 2 unsupported op kinds; nothing was compiled
// REF0: f32=32
// REF1: 4xf32=8 8 8 8

func.func @f(%a: !torch.vtensor<[2,4,8],f32>, %b: !torch.vtensor<[1,8,5],f32>) -> !torch.vtensor<[2,4,5],f32> {
  %r = torch.aten.bmm %a, %b : !torch.vtensor<[2,4,8],f32>, !torch.vtensor<[1,8,5],f32> -> !torch.vtensor<[2,4,5],f32>
  return %r : !torch.vtensor<[2,4,5],f32>
}
// CHECK: issue31_refused.mlir:[[@LINE-3]]:3: error: bmm of batch dims 2 and 1: torch.bmm does not broadcast (torch raises; torch.matmul broadcasts)

// -----
func.func @f() -> !torch.vtensor<[10],f32> {
  %s = torch.constant.float 0.0
  %e = torch.constant.float 1.0
  %st = torch.constant.float -0.1
  %none = torch.constant.none
  %cpu = torch.constant.device "cpu"
  %false = torch.constant.bool false
  %r = torch.aten.arange.start_step %s, %e, %st, %none, %none, %cpu, %false : !torch.float, !torch.float, !torch.float, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[10],f32>
  return %r : !torch.vtensor<[10],f32>
}
// CHECK: issue31_refused.mlir:[[@LINE-3]]:3: error: arange from 0 to 1 by -0.1: torch raises (a zero step, a bound that is not finite or a step of the wrong sign)

// -----
func.func @f() -> !torch.vtensor<[3],si64> {
  %s = torch.constant.float 0.5
  %e = torch.constant.float 3.0
  %int4 = torch.constant.int 4
  %none = torch.constant.none
  %cpu = torch.constant.device "cpu"
  %false = torch.constant.bool false
  %r = torch.aten.arange.start %s, %e, %int4, %none, %cpu, %false : !torch.float, !torch.float, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[3],si64>
  return %r : !torch.vtensor<[3],si64>
}
// CHECK: issue31_refused.mlir:[[@LINE-3]]:3: error: arange of i64 with bounds that are not integers is unsupported

// -----
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tensor.empty() : tensor<4xf32>
  %1 = linalg.fill ins(%x : tensor<4xf32>) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
// CHECK: issue31_refused.mlir:[[@LINE-3]]:24: error: linalg.fill of %x is unsupported: a constant or a run-time scalar is needed
