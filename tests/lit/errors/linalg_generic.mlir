// Malformed linalg.generic: maps, iterator types, loop sizes, the body's
// ops and types are checked at import (a later pass lowers the nodes
// without looking again).
// RUN: not facet-opt %s --split-input-file 2>&1 | FileCheck %s

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>]} ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  util.return %0 : tensor<4xf32>
}
// CHECK: linalg_generic.mlir:7:3: error: linalg.generic needs iterator_types, at most 8

// -----
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  util.return %0 : tensor<4xf32>
}
// CHECK: linalg_generic.mlir:17:40: error: linalg.generic needs 2 indexing maps (one per operand)

// -----
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  util.return %0 : tensor<4xf32>
}
// CHECK: linalg_generic.mlir:27:41: error: indexing map 0 must be an affine_map of the 1 loops with 1 results

// -----
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0)[s0] -> (d0 + s0)>, affine_map<(d0)[s0] -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  util.return %0 : tensor<4xf32>
}
// CHECK: linalg_generic.mlir:37:41: error: indexing maps with symbols are not supported

// -----
func.func @f(%x: tensor<8xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 * 2 + d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<8xf32>) outs(%y : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  util.return %0 : tensor<4xf32>
}
// CHECK: linalg_generic.mlir:47:3: error: loop d1 of the linalg.generic is no operand dim of its own; its size is unknown

// -----
func.func @f(%x: tensor<4xf32>, %y: tensor<5xf32>) -> tensor<5xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%y : tensor<5xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<5xf32>
  util.return %0 : tensor<5xf32>
}
// CHECK: linalg_generic.mlir:57:3: error: dim 0 of operand 1 of the linalg.generic (loop d0) is 5, but 4 is promised here

// -----
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = math.atan2 %in, %in : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  util.return %0 : tensor<4xf32>
}
// CHECK: linalg_generic.mlir:69:5: error: 'math.atan2' in a linalg.generic body is not supported

// -----
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 0 : index
    %1 = arith.addf %i, %i : index
    linalg.yield %in : f32
  } -> tensor<4xf32>
  util.return %0 : tensor<4xf32>
}
// CHECK: linalg_generic.mlir:81:5: error: 'arith.addf' does not apply to index

// -----
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 0 : index
    %1 = arith.addf %in, %i : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  util.return %0 : tensor<4xf32>
}
// CHECK: linalg_generic.mlir:93:26: error: %i is index, f32 is expected here

// -----
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in, %in : f32, f32
  } -> tensor<4xf32>
  util.return %0 : tensor<4xf32>
}
// CHECK: linalg_generic.mlir:104:5: error: linalg.yield needs 1 values (one per output)

// -----
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) {
  ^bb0(%in: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  util.return %0 : tensor<4xf32>
}
// CHECK: linalg_generic.mlir:112:3: error: the linalg.generic body takes 1 arguments for 2 operands

// -----
func.func @f(%x: tensor<4x4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<4xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %v = tensor.extract %x[%i] : tensor<4x4xf32>
    linalg.yield %v : f32
  } -> tensor<4xf32>
  util.return %0 : tensor<4xf32>
}
// CHECK: linalg_generic.mlir:126:5: error: tensor.extract of a rank-2 tensor needs 2 indices

// -----
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
    %1 = arith.addf %in, %in : f32
  } -> tensor<4xf32>
  util.return %0 : tensor<4xf32>
}
// CHECK: linalg_generic.mlir:138:5: error: linalg.yield must end the linalg.generic body

// -----
func.func @f(%x: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %x, %c0 : tensor<?xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<?xf32>) outs(%x : tensor<?xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 0 : index
    %c = arith.cmpi slt, %i, %d : index
    %v = arith.select %c, %in, %out : f32
    linalg.yield %v : f32
  } -> tensor<?xf32>
  util.return %0 : tensor<?xf32>
}
// CHECK: linalg_generic.mlir:151:30: error: %d cannot be used as index in a linalg.generic body (a constant, a run-time scalar of that type, or a body value is needed)

// -----
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["sideways"]} ins(%x : tensor<4xf32>) {
  ^bb0(%in: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  util.return %0 : tensor<4xf32>
}
// CHECK: linalg_generic.mlir:161:3: error: linalg.generic needs outs(...): one tensor per result

// -----
func.func @f(%x: tensor<4xf32>) -> tensor<4xi32> {
  %e = tensor.empty() : tensor<4xi32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<4xi32>) {
  ^bb0(%in: f32, %out: i32):
    %1 = arith.sitofp %in : f32 to i32
    linalg.yield %1 : i32
  } -> tensor<4xi32>
  util.return %0 : tensor<4xi32>
}
// CHECK: linalg_generic.mlir:174:5: error: 'arith.sitofp' does not apply to f32 to i32

// -----
// linalg.matmul with a cast attribute (cast_unsigned reads the ins unsigned)
// is refused rather than read as the signed default.
func.func @cast_attr(%a: tensor<6x9xi8>, %b: tensor<9x5xi8>, %c: tensor<6x5xi32>) -> tensor<6x5xi32> {
  %r = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<6x9xi8>, tensor<9x5xi8>) outs(%c : tensor<6x5xi32>) -> tensor<6x5xi32>
  return %r : tensor<6x5xi32>
}
// CHECK: linalg_generic.mlir:[[@LINE-3]]:3: error: linalg.matmul with indexing_maps or cast is not supported
