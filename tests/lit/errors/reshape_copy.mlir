// What tensor.expand_shape / collapse_shape and linalg.copy refuse (the
// forms sharktank's quantized exports use), each with its location: a
// reassociation that does not group the dims in order, group sizes that
// disagree with the types, a negative or missing size, two dynamic dims in
// a group without output_shape, malformed generic forms, linalg.copy of
// unequal shapes or of i1.
// RUN: not facet-opt %s --split-input-file 2>&1 | FileCheck %s

func.func @f(%x: tensor<2x6xf32>) -> tensor<2x2x3xf32> {
  %e = tensor.expand_shape %x [[0], [2, 1]] output_shape [2, 2, 3] : tensor<2x6xf32> into tensor<2x2x3xf32>
  return %e : tensor<2x2x3xf32>
}
// CHECK: reshape_copy.mlir:10:31: error: 'tensor.expand_shape': the reassociation does not group the 3 dims of tensor<2x2x3xf32>, in order, into the 2 dims of tensor<2x6xf32>

// -----
func.func @f(%x: tensor<2x6xf32>) -> tensor<2x3x3xf32> {
  %e = tensor.expand_shape %x [[0], [1, 2]] output_shape [2, 3, 3] : tensor<2x6xf32> into tensor<2x3x3xf32>
  return %e : tensor<2x3x3xf32>
}
// CHECK: reshape_copy.mlir:17:3: error: dim 1 of the expanded tensor is 6, but 9 is promised here

// -----
func.func @f(%x: tensor<2x3x4xf32>) -> tensor<2x12xf32> {
  %c = tensor.collapse_shape %x [[0], [2, 1]] : tensor<2x3x4xf32> into tensor<2x12xf32>
  return %c : tensor<2x12xf32>
}
// CHECK: reshape_copy.mlir:24:33: error: 'tensor.collapse_shape': the reassociation does not group the 3 dims of tensor<2x3x4xf32>, in order, into the 2 dims of tensor<2x12xf32>

// -----
func.func @f(%x: tensor<2x3x4xf32>) -> tensor<2x10xf32> {
  %c = tensor.collapse_shape %x [[0], [1, 2]] : tensor<2x3x4xf32> into tensor<2x10xf32>
  return %c : tensor<2x10xf32>
}
// CHECK: reshape_copy.mlir:31:72: error: result dim 1 of 'tensor.collapse_shape' is 12, but 10 is promised here

// -----
func.func @f(%x: tensor<?x6xf32>) -> tensor<?x2x3xf32> {
  %e = tensor.expand_shape %x [[0, 1], [2]] : tensor<?x6xf32> into tensor<?x?x3xf32>
  %c = tensor.cast %e : tensor<?x?x3xf32> to tensor<?x2x3xf32>
  return %c : tensor<?x2x3xf32>
}
// CHECK: reshape_copy.mlir:38:3: error: 'tensor.expand_shape' without output_shape: group 0 of 'tensor<?x?x3xf32>' has 2 dynamic dims

// -----
func.func @f(%x: tensor<4x3xf32>) -> tensor<4x2xf16> {
  %e = tensor.empty() : tensor<4x2xf16>
  %r = linalg.copy ins(%x : tensor<4x3xf32>) outs(%e : tensor<4x2xf16>) -> tensor<4x2xf16>
  return %r : tensor<4x2xf16>
}
// CHECK: reshape_copy.mlir:47:3: error: dim 1 of linalg.copy's outs is 3, but 2 is promised here

// -----
func.func @f(%x: tensor<4xi1>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.copy ins(%x : tensor<4xi1>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// CHECK: reshape_copy.mlir:55:3: error: linalg.copy of a rank-1 i1 tensor into a rank-1 f32 tensor is not supported (ranks must agree; i1 and ui8 copy only to themselves)

// -----
func.func @f(%x: tensor<2x6xf32>) -> tensor<2x?x3xf32> {
  %e = "tensor.expand_shape"(%x) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 2, -9223372036854775808, 3>}> : (tensor<2x6xf32>) -> tensor<2x?x3xf32>
  return %e : tensor<2x?x3xf32>
}
// CHECK: reshape_copy.mlir:62:89: error: output_shape of 'tensor.expand_shape' needs integers or index values

// -----
func.func @f(%x: tensor<2x6xf32>) -> tensor<12xf32> {
  %e = "tensor.collapse_shape"(%x) : (tensor<2x6xf32>) -> tensor<12xf32>
  return %e : tensor<12xf32>
}
// CHECK: reshape_copy.mlir:69:3: error: 'tensor.collapse_shape' needs a reassociation {{\[\[}}dims], ...]

// -----
func.func @f(%x: tensor<2x6xf32>) -> tensor<2x?x?xf32> {
  %e = tensor.expand_shape %x [[0], [1, 2]] output_shape [2, -2, -3] : tensor<2x6xf32> into tensor<2x?x?xf32>
  return %e : tensor<2x?x?xf32>
}
// CHECK: reshape_copy.mlir:76:62: error: output_shape of 'tensor.expand_shape' has the negative size -2
