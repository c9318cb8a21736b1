// tensor.expand_shape / tensor.collapse_shape (the current form with
// output_shape, the older one without, the generic form) import as views,
// each dim checked against its reassociation group; flow.tensor.bitcast of
// i8 into i4 / i2 as a bitcast, its fields little-endian within a byte
// (element 2j in the low nibble of byte j; element 4j in bits 0-1), read as
// signless integers (extsi: -8..7, extui: 0..15, arithmetic at 4 bits);
// linalg.copy as a conversion (f32 -> f16 rounds to nearest even) or the
// value itself. facet-reference computes them.
// RUN: facet-opt %s --split-input-file > %t.1.mlir
// RUN: facet-opt %t.1.mlir --split-input-file > %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir
// RUN: FileCheck %s < %t.1.mlir
// RUN: facet-reference %s --function=reshape --input="2x2x6xf32=0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23" --output=@%t.r0.npy --output=@%t.r1.npy --output=@%t.r2.npy
// RUN: facet-npy print %t.r0.npy | FileCheck %s --check-prefix=R0
// RUN: facet-npy print %t.r1.npy | FileCheck %s --check-prefix=R1
// RUN: facet-npy print %t.r2.npy | FileCheck %s --check-prefix=R2
// RUN: facet-reference %s --function=copy --input="4xf32=1.00048828125 1.000732421875 70000 -0.1" --output=@%t.c0.npy --output=@%t.c1.npy
// RUN: facet-npy print %t.c0.npy | FileCheck %s --check-prefix=C0
// RUN: facet-npy print %t.c1.npy | FileCheck %s --check-prefix=C1
// RUN: facet-reference %s --function=bitcast --input="2x2xi8=33 -121 127 -1" --output=@%t.b0.npy --output=@%t.b1.npy --output=@%t.b2.npy
// RUN: facet-npy print %t.b0.npy | FileCheck %s --check-prefix=B0
// RUN: facet-npy print %t.b1.npy | FileCheck %s --check-prefix=B1
// RUN: facet-npy print %t.b2.npy | FileCheck %s --check-prefix=B2

// CHECK-LABEL: func.func @reshape(%0: tensor<2x?x6xf32>)
// CHECK: %1 = "facet.view"(%0) : (tensor<2x?x6xf32>) -> tensor<2x?x2x3xf32>
// CHECK: %2 = "facet.view"(%0) : (tensor<2x?x6xf32>) -> tensor<2x?x3x2xf32>
// CHECK: %3 = "facet.view"(%1) : (tensor<2x?x2x3xf32>) -> tensor<?x3xf32>
// CHECK-NEXT: torch.bind_symbolic_shape %3, [%arg0.d1], affine_map<()[s0] -> (s0 * 4, 3)>
// CHECK: %4 = "facet.view"(%2) : (tensor<2x?x3x2xf32>) -> tensor<?x6xf32>
// CHECK-NEXT: torch.bind_symbolic_shape %4, [%arg0.d1], affine_map<()[s0] -> (s0 * 2, 6)>
// CHECK: %5 = "facet.view"(%0) : (tensor<2x?x6xf32>) -> tensor<2x?x3x2xf32>
// CHECK: %6 = "facet.view"(%5) : (tensor<2x?x3x2xf32>) -> tensor<?x2xf32>
// CHECK-NEXT: torch.bind_symbolic_shape %6, [%arg0.d1], affine_map<()[s0] -> (s0 * 6, 2)>
// R0: 8x3xf32=[0 1 2][3 4 5][6 7 8][9 10 11][12 13 14][15 16 17][18 19 20][21 22 23]
// R1: 4x6xf32=[0 1 2 3 4 5][6 7 8 9 10 11][12 13 14 15 16 17][18 19 20 21 22 23]
// R2: 12x2xf32=[0 1][2 3][4 5][6 7][8 9][10 11][12 13][14 15][16 17][18 19][20 21][22 23]
func.func @reshape(%arg0: tensor<2x?x6xf32>) -> (tensor<?x3xf32>, tensor<?x6xf32>, tensor<?x2xf32>) {
  %c1 = arith.constant 1 : index
  %d = tensor.dim %arg0, %c1 : tensor<2x?x6xf32>
  %e = tensor.expand_shape %arg0 [[0], [1], [2, 3]] output_shape [2, %d, 2, 3] : tensor<2x?x6xf32> into tensor<2x?x2x3xf32>
  %g = "tensor.expand_shape"(%arg0, %d) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, -9223372036854775808, 3, 2>}> : (tensor<2x?x6xf32>, index) -> tensor<2x?x3x2xf32>
  %c = tensor.collapse_shape %e [[0, 1, 2], [3]] : tensor<2x?x2x3xf32> into tensor<?x3xf32>
  %h = "tensor.collapse_shape"(%g) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<2x?x3x2xf32>) -> tensor<?x6xf32>
  %o = tensor.expand_shape %arg0 [[0], [1], [2, 3]] : tensor<2x?x6xf32> into tensor<2x?x3x2xf32>
  %x = tensor.collapse_shape %o [[0, 1, 2], [3]] : tensor<2x?x3x2xf32> into tensor<?x2xf32>
  return %c, %h, %x : tensor<?x3xf32>, tensor<?x6xf32>, tensor<?x2xf32>
}

// -----

// CHECK-LABEL: func.func @copy(%0: tensor<4xf32>)
// CHECK: %2 = "facet.elementwise"(%0) {op = "convert"} : (tensor<4xf32>) -> tensor<4xf16>
// CHECK-NEXT: return %2, %2 : tensor<4xf16>, tensor<4xf16>
// C0: 4xf16=1 1.00098 INF -0.0999756
// C1: 4xf16=1 1.00098 INF -0.0999756
func.func @copy(%arg0: tensor<4xf32>) -> (tensor<4xf16>, tensor<4xf16>) {
  %e = tensor.empty() : tensor<4xf16>
  %r = linalg.copy ins(%arg0 : tensor<4xf32>) outs(%e : tensor<4xf16>) -> tensor<4xf16>
  %s = "linalg.copy"(%r, %e) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%in: f16, %out: f16):
    linalg.yield %in : f16
  }) : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  return %r, %s : tensor<4xf16>, tensor<4xf16>
}

// -----

// Bytes 0x21 0x87 / 0x7F 0xFF: nibbles 1 2 7 8 / 15 7 15 15; as i4 plus 1,
// wrapped at 4 bits and sign-extended: 2 3 -8 -7 / 0 -8 0 0; 2-bit fields
// sign-extended: 1 0 -2 0 -1 1 0 -2 / -1 -1 -1 1 -1 -1 -1 -1.
// CHECK-LABEL: func.func @bitcast(%0: tensor<2x2xi8>)
// CHECK: %1 = "facet.bitcast"(%0) : (tensor<2x2xi8>) -> tensor<2x4xi4>
// CHECK: %2 = "facet.view"(%0) : (tensor<2x2xi8>) -> tensor<4xi8>
// CHECK-NEXT: %3 = "facet.bitcast"(%2) : (tensor<4xi8>) -> tensor<16xi2>
// CHECK: ^bb0(%b0: i4, %b1: i32):
// CHECK-NEXT: %b2 = arith.extui %b0 : i4 to i32
// CHECK: ^bb0(%b0: i4, %b1: i32):
// CHECK-NEXT: %b2 = arith.constant 1 : i4
// CHECK-NEXT: %b3 = arith.addi %b0, %b2 : i4
// CHECK-NEXT: %b4 = arith.extsi %b3 : i4 to i32
// B0: 2x4xi32=[1 2 7 8][15 7 15 15]
// B1: 2x4xi32=[2 3 -8 -7][0 -8 0 0]
// B2: 16xi32=1 0 -2 0 -1 1 0 -2 -1 -1 -1 1 -1 -1 -1 -1
func.func @bitcast(%x: tensor<2x2xi8>) -> (tensor<2x4xi32>, tensor<2x4xi32>, tensor<16xi32>) {
  %q = flow.tensor.bitcast %x : tensor<2x2xi8> -> tensor<2x4xi4>
  %p = flow.tensor.bitcast %x : tensor<2x2xi8> -> tensor<16xi2>
  %e = tensor.empty() : tensor<2x4xi32>
  %e16 = tensor.empty() : tensor<16xi32>
  %u = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%q : tensor<2x4xi4>) outs(%e : tensor<2x4xi32>) {
  ^bb0(%a: i4, %o: i32):
    %v = arith.extui %a : i4 to i32
    linalg.yield %v : i32
  } -> tensor<2x4xi32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%q : tensor<2x4xi4>) outs(%e : tensor<2x4xi32>) {
  ^bb0(%a: i4, %o: i32):
    %c = arith.constant 1 : i4
    %w = arith.addi %a, %c : i4
    %v = arith.extsi %w : i4 to i32
    linalg.yield %v : i32
  } -> tensor<2x4xi32>
  %t = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%p : tensor<16xi2>) outs(%e16 : tensor<16xi32>) {
  ^bb0(%a: i2, %o: i32):
    %v = arith.extsi %a : i2 to i32
    linalg.yield %v : i32
  } -> tensor<16xi32>
  return %u, %s, %t : tensor<2x4xi32>, tensor<2x4xi32>, tensor<16xi32>
}
