// Convolutions and pools as linalg.generic with sum-of-loops input maps,
// and linalg's named conv / pooling ops (tests/e2e/inputs/generic_windows.mlir,
// IREE's ConvForward exports): imported as generics (a named op as its
// generic form, its strides and dilations in the maps; printed and read
// back the same), then, before dispatch formation, recognized by their
// maps and bodies as facet.conv / facet.pool (src/transform/window.c) with
// views and transposes for their layouts and the init combined after.
// RUN: facet-opt %S/../../e2e/inputs/generic_windows.mlir > %t.1.mlir
// RUN: facet-opt %t.1.mlir > %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir
// RUN: FileCheck %s --check-prefix=IMPORT < %t.1.mlir
// RUN: facet-opt %S/../../e2e/inputs/generic_windows.mlir --print-after=const-eval | FileCheck %s
// RUN: facet-opt %S/../../e2e/inputs/iree_conv_forward/nhwc_hwcf.mlir --print-after=const-eval | FileCheck %s --check-prefix=HWCF
// RUN: facet-opt %S/../../e2e/inputs/iree_conv_forward/nhwc_fhwc.mlir --print-after=const-eval | FileCheck %s --check-prefix=FHWC
// RUN: facet-opt %S/Inputs/generic_window_dynamic.mlir --print-after=const-eval | FileCheck %s --check-prefix=DYN

// the named conv: strides 2 in the input map, the f16 -> f32 casts as arith.extf
// IMPORT-LABEL: func.func @named
// IMPORT: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 * 2 + d5, d3 * 2 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
// IMPORT-NEXT: ^bb0(%b0: f16, %b1: f16, %b2: f32):
// IMPORT-NEXT:   %b3 = arith.extf %b0 : f16 to f32
// IMPORT-NEXT:   %b4 = arith.extf %b1 : f16 to f32
// IMPORT-NEXT:   %b5 = arith.mulf %b3, %b4 : f32
// IMPORT-NEXT:   %b6 = arith.addf %b2, %b5 : f32
// the named max pool: maximumf of the accumulator and the input
// IMPORT: affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 + d4, d3 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// IMPORT: arith.maximumf %b2, %b0 : f32
// the named depthwise conv: linalg's loop order (n, oh, ow, c, kh, kw)
// IMPORT: affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 + d4, d2 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>

// CHECK-LABEL: func.func @strided_dilated
// CHECK: %[[B:[0-9]+]] = linalg.generic
// CHECK: %[[C:[0-9]+]] = "facet.conv"(%0, %1) {kernel = [3, 3], stride = [2, 1], pad = [0, 0], dilation = [1, 2], groups = 1} : (tensor<2x4x11x12xf32>, tensor<6x4x3x3xf32>) -> tensor<2x6x5x8xf32>
// CHECK-NEXT: %[[R:[0-9]+]] = "facet.elementwise"(%[[B]], %[[C]]) {op = "add"}
// CHECK-NEXT: return %[[R]]
// CHECK-LABEL: func.func @depthwise
// CHECK: "facet.view"(%1) : (tensor<5x3x3xf32>) -> tensor<5x1x3x3xf32>
// CHECK-NEXT: %[[C:[0-9]+]] = "facet.conv"(%0, %{{[0-9]+}}) {kernel = [3, 3], stride = [1, 1], pad = [0, 0], dilation = [1, 1], groups = 5} : (tensor<1x5x9x9xf32>, tensor<5x1x3x3xf32>) -> tensor<1x5x7x7xf32>
// CHECK-NEXT: return %[[C]]
// CHECK-LABEL: func.func @grouped
// CHECK: "facet.view"(%0) : (tensor<2x3x2x7x6xf32>) -> tensor<2x6x7x6xf32>
// CHECK-NEXT: "facet.view"(%1) : (tensor<3x4x2x3x2xf32>) -> tensor<12x2x3x2xf32>
// CHECK-NEXT: "facet.conv"(%{{[0-9]+}}, %{{[0-9]+}}) {kernel = [3, 2], stride = [1, 1], pad = [0, 0], dilation = [1, 1], groups = 3} : (tensor<2x6x7x6xf32>, tensor<12x2x3x2xf32>) -> tensor<2x12x5x5xf32>
// CHECK-NEXT: "facet.view"(%{{[0-9]+}}) : (tensor<2x12x5x5xf32>) -> tensor<2x3x4x5x5xf32>
// CHECK-LABEL: func.func @max_pool
// CHECK: %[[P:[0-9]+]] = "facet.pool"(%0) {op = "max", kernel = [3, 3], stride = [2, 2], pad = [0, 0], dilation = [1, 1]} : (tensor<2x3x9x9xf32>) -> tensor<2x3x4x4xf32>
// CHECK-NEXT: return %[[P]]
// CHECK-LABEL: func.func @sum_pool
// CHECK: "facet.slice"(%0) {axis = 1, start = affine_map<()[] -> (0)>, step = 1} : (tensor<1x8x7x3xf32>) -> tensor<1x7x7x3xf32>
// CHECK-NEXT: "facet.transpose"(%{{[0-9]+}}) {perm = [0, 3, 1, 2]} : (tensor<1x7x7x3xf32>) -> tensor<1x3x7x7xf32>
// CHECK-NEXT: "facet.pool"(%{{[0-9]+}}) {op = "mean", kernel = [2, 2], stride = [1, 1], pad = [0, 0], dilation = [1, 1], count_include_pad = true, divisor = 1} : (tensor<1x3x7x7xf32>) -> tensor<1x3x6x6xf32>
// CHECK-NEXT: %[[T:[0-9]+]] = "facet.transpose"(%{{[0-9]+}}) {perm = [0, 2, 3, 1]} : (tensor<1x3x6x6xf32>) -> tensor<1x6x6x3xf32>
// CHECK-NEXT: "facet.elementwise"(%1, %[[T]]) {op = "add"}
// CHECK-LABEL: func.func @named
// CHECK: "facet.conv"(%0, %1) {kernel = [3, 3], stride = [2, 2], pad = [0, 0], dilation = [1, 1], groups = 1} : (tensor<1x3x10x10xf16>, tensor<4x3x3x3xf16>) -> tensor<1x4x4x4xf32>
// CHECK: "facet.pool"(%{{[0-9]+}}) {op = "max", kernel = [2, 2], stride = [1, 1], pad = [0, 0], dilation = [1, 1]} : (tensor<1x4x4x4xf32>) -> tensor<1x4x3x3xf32>
// CHECK: "facet.conv"(%{{[0-9]+}}, %{{[0-9]+}}) {kernel = [2, 2], stride = [1, 1], pad = [0, 0], dilation = [1, 1], groups = 4} : (tensor<1x4x3x3xf32>, tensor<4x1x2x2xf32>) -> tensor<1x4x2x2xf32>

// IREE's NHWC input with an HWCF weight: both transposed to NCHW / FCHW,
// the result back to NHWC.
// HWCF: "facet.transpose"(%{{[0-9]+}}) {perm = [0, 3, 1, 2]} : (tensor<2x34x34x3xf16>) -> tensor<2x3x34x34xf16>
// HWCF-NEXT: "facet.transpose"(%{{[0-9]+}}) {perm = [3, 2, 0, 1]} : (tensor<3x3x3x8xf16>) -> tensor<8x3x3x3xf16>
// HWCF-NEXT: "facet.conv"(%{{[0-9]+}}, %{{[0-9]+}}) {kernel = [3, 3], stride = [1, 1], pad = [0, 0], dilation = [1, 1], groups = 1} : (tensor<2x3x34x34xf16>, tensor<8x3x3x3xf16>) -> tensor<2x8x32x32xf32>
// HWCF-NEXT: "facet.transpose"(%{{[0-9]+}}) {perm = [0, 2, 3, 1]} : (tensor<2x8x32x32xf32>) -> tensor<2x32x32x8xf32>

// IREE's NHWC input with an FHWC weight
// FHWC: "facet.transpose"(%{{[0-9]+}}) {perm = [0, 3, 1, 2]} : (tensor<2x34x34x3xf16>) -> tensor<2x3x34x34xf16>
// FHWC-NEXT: "facet.transpose"(%{{[0-9]+}}) {perm = [0, 3, 1, 2]} : (tensor<8x3x3x3xf16>) -> tensor<8x3x3x3xf16>
// FHWC-NEXT: "facet.conv"(%{{[0-9]+}}, %{{[0-9]+}}) {kernel = [3, 3], stride = [1, 1], pad = [0, 0], dilation = [1, 1], groups = 1} : (tensor<2x3x34x34xf16>, tensor<8x3x3x3xf16>) -> tensor<2x8x32x32xf32>
// FHWC-NEXT: "facet.transpose"(%{{[0-9]+}}) {perm = [0, 2, 3, 1]} : (tensor<2x8x32x32xf32>) -> tensor<2x32x32x8xf32>

// a dynamic batch stays a symbol through the conv
// DYN: "facet.conv"(%0, %1) {kernel = [3, 3], stride = [1, 1], pad = [0, 0], dilation = [1, 1], groups = 1} : (tensor<?x2x6x6xf32>, tensor<3x2x3x3xf32>) -> tensor<?x3x4x4xf32>
