// The builtin-tensor, arith and flow ops around an export's torch ops:
// tensor.dim / cast / extract / extract_slice, flow.tensor.bitcast with
// {%dim} operands, device affinities (#hal.device.promise on arguments,
// flow.tensor.transfer / barrier to the device a value is on: the value
// itself; docs/devices.md),
// iree_linalg_ext.gather, and ops written over several lines.
// RUN: facet-opt %s --split-input-file > %t.1.mlir
// RUN: facet-opt %t.1.mlir --split-input-file > %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir
// RUN: FileCheck %s < %t.1.mlir

// CHECK-LABEL: func.func @slices(%0: tensor<?x3x8xf16>, %1: tensor<i64>) -> (tensor<2x8xf16>, tensor<?x8xf16>)
// CHECK-NOT: facet.constant
// extract_slice [1, 0, 0] [2, 1, 8]: a slice of dim 0, one of dim 1, the unit dim dropped
// CHECK: %2 = "facet.slice"(%0) {axis = 0, start = affine_map<()[s0] -> (1)>, step = 1} : (tensor<?x3x8xf16>) -> tensor<2x3x8xf16>
// CHECK: %3 = "facet.slice"(%2) {axis = 1, start = affine_map<()[s0] -> (2)>, step = 1} : (tensor<2x3x8xf16>) -> tensor<2x1x8xf16>
// CHECK: %4 = "facet.view"(%3) : (tensor<2x1x8xf16>) -> tensor<2x8xf16>
// a run-time offset: an index_select at the scalar tensor
// CHECK: %5 = "facet.view"(%1) : (tensor<i64>) -> tensor<1xi64>
// CHECK: %6 = "facet.index_select"(%0, %5) {axis = 1} : (tensor<?x3x8xf16>, tensor<1xi64>) -> tensor<?x1x8xf16>
// CHECK: %7 = "facet.view"(%6) : (tensor<?x1x8xf16>) -> tensor<?x8xf16>
func.func @slices(%x: tensor<?x3x8xf16> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %i: tensor<i64>) -> (tensor<2x8xf16>, tensor<?x8xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %e = tensor.extract %i[] : tensor<i64>
  %o = arith.index_cast %e : i64 to index
  %d = tensor.dim %x, %c0 : tensor<?x3x8xf16>
  %0 = tensor.extract_slice %x[1, %c2, 0] [2, 1, 8] [1, 1, 1] : tensor<?x3x8xf16> to tensor<2x8xf16>
  %1 = tensor.extract_slice %x[0, %o, 0] [%d, 1, 8] [1, 1, 1] : tensor<?x3x8xf16> to tensor<?x8xf16>
  util.return %0, %1 : tensor<2x8xf16>, tensor<?x8xf16>
}

// -----
// CHECK-LABEL: func.func @flow(%0: tensor<4x?xf16>) -> (tensor<?x4xf16>)
// CHECK-NEXT: %arg0.d1 = torch.symbolic_int "arg0.d1"
// CHECK-NEXT: torch.bind_symbolic_shape %0, [%arg0.d1]
// CHECK-NEXT: %1 = "facet.view"(%0) : (tensor<4x?xf16>) -> tensor<?x4xf16>
// CHECK-NEXT: torch.bind_symbolic_shape %1, [%arg0.d1], affine_map<()[s0] -> (s0, 4)>
// CHECK-NEXT: return %1
func.func @flow(%x: tensor<4x?xf16>) -> tensor<?x4xf16> {
  %c1 = arith.constant 1 : index
  %d = tensor.dim %x, %c1 : tensor<4x?xf16>
  %t = flow.tensor.transfer %x : tensor<4x?xf16>{%d} to #hal.device.promise<@__device_0>
  %b = flow.tensor.barrier %t : tensor<4x?xf16>{%d} on #hal.device.affinity<@__device_0>
  %r = flow.tensor.reshape %b
      : tensor<4x?xf16>{%d}
      -> tensor<?x4xf16>{%d}
  util.return %r : tensor<?x4xf16>
}

// -----
// iree_linalg_ext.gather with the index depth written out: dropped.
// CHECK-LABEL: func.func @gather(
// CHECK: %3 = "facet.view"(%1) : (tensor<3x1xi64>) -> tensor<3xi64>
// CHECK-NEXT: %4 = "facet.index_select"(%0, %3) {axis = 0} : (tensor<10x4xf32>, tensor<3xi64>) -> tensor<3x4xf32>
func.func @gather(%src: tensor<10x4xf32>, %idx: tensor<3x1xi64>) -> tensor<3x4xf32> {
  %0 = tensor.empty() : tensor<3x4xf32>
  %1 = iree_linalg_ext.gather
         dimension_map = [0]
         ins(%src, %idx : tensor<10x4xf32>, tensor<3x1xi64>)
         outs(%0 : tensor<3x4xf32>) -> tensor<3x4xf32>
  util.return %1 : tensor<3x4xf32>
}

// -----
// torch ops continued over several lines read as one op each.
// CHECK-LABEL: func.func @lines(
// CHECK-NEXT: %1 = "facet.transpose"(%0) {perm = [1, 0]} : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: return %1
func.func @lines(%x: !torch.vtensor<[2,3],f32>)
    -> !torch.vtensor<[3,2],f32>
    attributes {torch.assume_strict_symbolic_shapes} {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %0 = torch.aten.transpose.int %x,
         %int0,
         %int1
       : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int
       -> !torch.vtensor<[3,2],f32>
  return %0
    : !torch.vtensor<[3,2],f32>
}
