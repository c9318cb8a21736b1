// Mutable arguments (!torch.tensor) have the semantics of a variable:
// torch.copy.to_vtensor reads the value written last before it (the
// argument's own value before any write), and the function keeps one
// write-back per argument, the last, in argument order. Written values
// must have the argument's dtype and shape. facet-opt reads its output back.
// RUN: facet-opt %s --split-input-file | FileCheck %s
// RUN: facet-opt %s --split-input-file > %t.1.mlir
// RUN: facet-opt %t.1.mlir --split-input-file > %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir
// RUN: not facet-opt %S/Inputs/mutable_bad.mlir --split-input-file 2>&1 | FileCheck %s --check-prefix=BAD

// A read after the write sees the written value; a read before it, the old one.
// CHECK-LABEL: func.func @read_after_write(%0: tensor<4xf32>, %1: tensor<4xf32>)
// CHECK-NEXT: %2 = "facet.elementwise"(%1, %0) {op = "add"}
// CHECK-NEXT: %3 = "facet.elementwise"(%2, %1) {op = "mul"}
// CHECK-NEXT: "facet.overwrite"(%2, %1)
// CHECK-NEXT: return %3
func.func @read_after_write(%arg0: !torch.vtensor<[4],f32>, %arg1: !torch.tensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %0 = torch.copy.to_vtensor %arg1 : !torch.vtensor<[4],f32>
  %int1 = torch.constant.int 1
  %1 = torch.aten.add.Tensor %0, %arg0, %int1 : !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
  torch.overwrite.tensor.contents %1 overwrites %arg1 : !torch.vtensor<[4],f32>, !torch.tensor<[4],f32>
  %2 = torch.copy.to_vtensor %arg1 : !torch.vtensor<[4],f32>
  %3 = torch.aten.mul.Tensor %2, %0 : !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  return %3 : !torch.vtensor<[4],f32>
}

// -----
// Written twice: the last write is the write-back; two arguments are listed
// in argument order whatever the order of their writes.
// CHECK-LABEL: func.func @twice(%0: tensor<4xf32>, %1: tensor<4xf32>, %2: tensor<4xf32>)
// CHECK: %[[A:[0-9]+]] = "facet.elementwise"(%2, %0) {op = "add"}
// CHECK-NEXT: %[[B:[0-9]+]] = "facet.elementwise"(%[[A]], %0) {op = "add"}
// CHECK-NEXT: %[[C:[0-9]+]] = "facet.elementwise"(%1, %0) {op = "mul"}
// CHECK-NEXT: "facet.overwrite"(%[[C]], %1)
// CHECK-NEXT: "facet.overwrite"(%[[B]], %2)
// CHECK-NEXT: return
// CHECK-NOT: facet.overwrite
func.func @twice(%x: !torch.vtensor<[4],f32>, %a: !torch.tensor<[4],f32>, %b: !torch.tensor<[4],f32>) {
  %int1 = torch.constant.int 1
  %0 = torch.copy.to_vtensor %b : !torch.vtensor<[4],f32>
  %1 = torch.aten.add.Tensor %0, %x, %int1 : !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
  torch.overwrite.tensor.contents %1 overwrites %b : !torch.vtensor<[4],f32>, !torch.tensor<[4],f32>
  %2 = torch.copy.to_vtensor %b : !torch.vtensor<[4],f32>
  %3 = torch.aten.add.Tensor %2, %x, %int1 : !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
  torch.overwrite.tensor.contents %3 overwrites %b : !torch.vtensor<[4],f32>, !torch.tensor<[4],f32>
  %4 = torch.copy.to_vtensor %a : !torch.vtensor<[4],f32>
  %5 = torch.aten.mul.Tensor %4, %x : !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  torch.overwrite.tensor.contents %5 overwrites %a : !torch.vtensor<[4],f32>, !torch.tensor<[4],f32>
  return
}

// -----
// A dynamic argument takes the written value's dims.
// CHECK-LABEL: func.func @dynamic(%0: tensor<?x8xf16>, %1: tensor<?x8xf16>)
// CHECK: "facet.overwrite"
func.func @dynamic(%x: !torch.vtensor<[?,8],f16>, %cache: !torch.tensor<[?,8],f16>) {
  %s = torch.symbolic_int "s0" {min_val = 1, max_val = 64} : !torch.int
  torch.bind_symbolic_shape %x, [%s], affine_map<()[s0] -> (s0, 8)> : !torch.vtensor<[?,8],f16>
  %0 = torch.copy.to_vtensor %cache : !torch.vtensor<[?,8],f16>
  %int1 = torch.constant.int 1
  %1 = torch.aten.add.Tensor %0, %x, %int1 : !torch.vtensor<[?,8],f16>, !torch.vtensor<[?,8],f16>, !torch.int -> !torch.vtensor<[?,8],f16>
  torch.overwrite.tensor.contents %1 overwrites %cache : !torch.vtensor<[?,8],f16>, !torch.tensor<[?,8],f16>
  return
}

// BAD: mutable_bad.mlir:{{[0-9]+}}:3: error: torch.overwrite.tensor.contents writes a f16 rank-1 value into a f32 rank-1 argument
// BAD: mutable_bad.mlir:{{[0-9]+}}:3: error: dim 0 of the overwritten argument is 5, but 4 is promised here
// BAD: mutable_bad.mlir:{{[0-9]+}}:3: error: torch.overwrite.tensor.contents must overwrite an argument
