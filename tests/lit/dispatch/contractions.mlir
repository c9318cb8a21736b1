// linalg contractions that become matmuls before dispatch formation
// (src/transform/window.c; printed after const-eval, which runs after it),
// and ones that stay generics: int8 read unsigned (extui; the int8
// kernel's are signed) and two reduction loops.
// (facet-opt fails after printing: dispatch formation compiles no integer
// generic reading extui nor a reduction over two loops.)
// RUN: not facet-opt %s --split-input-file --print-after=const-eval 2>&1 | FileCheck %s

// CHECK-LABEL: func.func @i8_signed(
// CHECK: "facet.matmul"(%0, %1) {transpose_rhs = false} : (tensor<6x9xi8>, tensor<9x5xi8>) -> tensor<6x5xi32>
func.func @i8_signed(%a: tensor<6x9xi8>, %b: tensor<9x5xi8>) -> tensor<6x5xi32> {
  %z = arith.constant dense<0> : tensor<6x5xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<6x9xi8>, tensor<9x5xi8>) outs(%z : tensor<6x5xi32>) {
  ^bb0(%x: i8, %y: i8, %acc: i32):
    %xe = arith.extsi %x : i8 to i32
    %ye = arith.extsi %y : i8 to i32
    %p = arith.muli %xe, %ye : i32
    %s = arith.addi %acc, %p : i32
    linalg.yield %s : i32
  } -> tensor<6x5xi32>
  return %r : tensor<6x5xi32>
}

// -----
// CHECK-LABEL: func.func @u8(
// CHECK: linalg.generic
// CHECK: arith.extui
// CHECK-NOT: facet.matmul
func.func @u8(%a: tensor<6x9xi8>, %b: tensor<9x5xi8>) -> tensor<6x5xi32> {
  %z = arith.constant dense<0> : tensor<6x5xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<6x9xi8>, tensor<9x5xi8>) outs(%z : tensor<6x5xi32>) {
  ^bb0(%x: i8, %y: i8, %acc: i32):
    %xe = arith.extui %x : i8 to i32
    %ye = arith.extui %y : i8 to i32
    %p = arith.muli %xe, %ye : i32
    %s = arith.addi %acc, %p : i32
    linalg.yield %s : i32
  } -> tensor<6x5xi32>
  return %r : tensor<6x5xi32>
}

// -----
// CHECK-LABEL: func.func @two_reductions(
// CHECK: linalg.generic
// CHECK-NOT: facet.matmul
func.func @two_reductions(%a: tensor<6x9x2xf32>, %b: tensor<9x2x5xf32>) -> tensor<6x5xf32> {
  %z = arith.constant dense<0.000000e+00> : tensor<6x5xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%a, %b : tensor<6x9x2xf32>, tensor<9x2x5xf32>) outs(%z : tensor<6x5xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<6x5xf32>
  return %r : tensor<6x5xf32>
}
