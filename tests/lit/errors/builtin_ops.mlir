// Malformed builtin-tensor, flow and gather ops: a located error each,
// never a guess (a run-time offset with a size past 1, a reshape whose
// element count cannot be proven, a gather along another dim ...).
// RUN: not facet-opt %s --split-input-file 2>&1 | FileCheck %s

func.func @f(%x: tensor<4x?xf16>) -> tensor<4x?xf16> {
  %t = flow.tensor.transfer %x : tensor<4x?xf16>{} to #hal.device.promise<@d>
  util.return %t : tensor<4x?xf16>
}

// -----
func.func @f(%x: tensor<4x?xf16>) -> tensor<4x?xi16> {
  %c1 = arith.constant 1 : index
  %d = tensor.dim %x, %c1 : tensor<4x?xf16>
  %t = flow.tensor.bitcast %x : tensor<4x?xf16>{%d} -> tensor<4x?xi16>{%d}
  util.return %t : tensor<4x?xi16>
}
// CHECK: builtin_ops.mlir:15:3: error: 'flow.tensor.bitcast' from f16 to i16 changes the element type; only shapes, i8 as i4 / i2 (flow.tensor.bitcast) and complex views are supported

// -----
func.func @f(%x: tensor<4x?xf16>) -> tensor<4x?xf16> {
  %t = flow.tensor.bitcast %x : tensor<4x?xf16> -> tensor<4x?xf16>
  util.return %t : tensor<4x?xf16>
}
// CHECK: builtin_ops.mlir:22:52: error: 'flow.tensor.bitcast' gives fewer sizes than 'tensor<4x?xf16>' has dynamic dims

// -----
func.func @f(%x: tensor<4x?xf16>) -> tensor<4x?x2xf16> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %d = tensor.dim %x, %c1 : tensor<4x?xf16>
  %h = arith.divui %d, %c2 : index
  %r = flow.tensor.reshape %x : tensor<4x?xf16>{%d} -> tensor<4x?x2xf16>{%h}
  util.return %r : tensor<4x?x2xf16>
}
// CHECK: builtin_ops.mlir:33:3: error: the element count of the reshaped tensor is arg0.d1 floordiv 2 * 8, but arg0.d1 * 4 is promised here

// -----
func.func @f(%x: tensor<2x?xf32>) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %d = tensor.dim %x, %c1 : tensor<2x?xf32>
  %0 = tensor.empty(%d) : tensor<?x?xf32>
  util.return %0 : tensor<?x?xf32>
}
// CHECK: builtin_ops.mlir:42:27: error: 'tensor.empty' gives fewer sizes than 'tensor<?x?xf32>' has dynamic dims

// -----
func.func @f(%x: tensor<4x3xf32>, %i: tensor<i64>) -> tensor<2x3xf32> {
  %e = tensor.extract %i[] : tensor<i64>
  %o = arith.index_cast %e : i64 to index
  %0 = tensor.extract_slice %x[%o, 0] [2, 3] [1, 1] : tensor<4x3xf32> to tensor<2x3xf32>
  util.return %0 : tensor<2x3xf32>
}
// CHECK: builtin_ops.mlir:51:40: error: a slice at a run-time offset must have size 1

// -----
func.func @f(%x: tensor<4x3xf32>) -> tensor<2x3xf32> {
  %0 = tensor.extract_slice %x[0, 0] [2, 3] [0, 1] : tensor<4x3xf32> to tensor<2x3xf32>
  util.return %0 : tensor<2x3xf32>
}
// CHECK: builtin_ops.mlir:58:39: error: 'tensor.extract_slice' needs sizes known from the shapes and constant positive strides

// -----
func.func @f(%x: tensor<4x3xf32>) -> tensor<2x3xf32> {
  %0 = tensor.extract_slice %x[0, 0] [2, 3] [1, 1] : tensor<4x3xf32> to tensor<3x2xf32>
  util.return %0 : tensor<3x2xf32>
}
// CHECK: builtin_ops.mlir:65:73: error: result dim 0 of 'tensor.extract_slice' is 2, but 3 is promised here
// CHECK: builtin_ops.mlir:65:73: error: result dim 1 of 'tensor.extract_slice' is 3, but 2 is promised here

// -----
func.func @f(%x: tensor<4x3xf32>) -> tensor<f32> {
  %c0 = arith.constant 0 : index
  %e = tensor.extract %x[%c0] : tensor<4x3xf32>
  util.return %e : f32
}
// CHECK: builtin_ops.mlir:74:3: error: tensor.extract needs 2 indices

// -----
func.func @f(%src: tensor<10x4xf32>, %idx: tensor<3xi64>) -> tensor<3x4xf32> {
  %0 = tensor.empty() : tensor<3x4xf32>
  %1 = iree_linalg_ext.gather dimension_map = [1] ins(%src, %idx : tensor<10x4xf32>, tensor<3xi64>) outs(%0 : tensor<3x4xf32>) -> tensor<3x4xf32>
  util.return %1 : tensor<3x4xf32>
}
// CHECK: builtin_ops.mlir:82:47: error: iree_linalg_ext.gather with a dimension_map other than [0] is not supported
