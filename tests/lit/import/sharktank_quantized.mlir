// sharktank's quantized matmul templates (issue 32), rendered by Jinja as
// sharktank instantiates them (tests/oracle/sharktank; its type aliases and
// module wrapper kept) and called the way its exports call them: imported
// op for op (flow.tensor.bitcast, tensor.expand_shape, linalg.generic,
// linalg.fill, linalg.copy), printed and read back the same.
// RUN: facet-opt %s --split-input-file > %t.1.mlir
// RUN: facet-opt %t.1.mlir --split-input-file > %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir
// RUN: FileCheck %s < %t.1.mlir

// -----

// q8_0 (mmt_block_scaled_q8_3d.mlir), a_type f16, scale f16: the
// dequantizing generic over i8, %a expanded to [b, m, groups, 32] (a view),
// the contraction with two reduction loops, linalg.copy f32 -> f16.
// CHECK-LABEL: func.func @main_q8(%0: tensor<1x?x64xf16>, %1: tensor<4x2x1xf16>, %2: tensor<4x2x32xi8>) -> (tensor<1x?x4xf16>)
// CHECK: %4 = linalg.generic {{.*}} ins(%1, %2 : tensor<4x2x1xf16>, tensor<4x2x32xi8>) outs(%3 : tensor<4x2x32xf16>) {
// CHECK-NEXT: ^bb0(%b0: f16, %b1: i8, %b2: f16):
// CHECK-NEXT:   %b3 = arith.extsi %b1 : i8 to i32
// CHECK-NEXT:   %b4 = arith.sitofp %b3 : i32 to f16
// CHECK-NEXT:   %b5 = arith.mulf %b4, %b0 : f16
// CHECK: %5 = "facet.view"(%0) : (tensor<1x?x64xf16>) -> tensor<1x?x2x32xf16>
// CHECK: %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%5, %4 : tensor<1x?x2x32xf16>, tensor<4x2x32xf16>) outs(%7 : tensor<1x?x4xf32>) {
// CHECK-NEXT: ^bb0(%b0: f16, %b1: f16, %b2: f32):
// CHECK-NEXT:   %b3 = arith.mulf %b0, %b1 : f16
// CHECK-NEXT:   %b4 = arith.extf %b3 : f16 to f32
// CHECK-NEXT:   %b5 = arith.addf %b4, %b2 : f32
// CHECK: %10 = "facet.elementwise"(%8) {op = "convert"} : (tensor<1x?x4xf32>) -> tensor<1x?x4xf16>
// CHECK: return %10 : tensor<1x?x4xf16>

!lowp_type = i8
!a_type = f16
!scale_type = f16
!accum_type = f32
!a_tensor_type = tensor<?x?x64x!a_type>
!aexp_tensor_type = tensor<?x?x2x32x!a_type>
!qs_tensor_type = tensor<4x2x32x!lowp_type>
!d_tensor_type = tensor<4x2x1x!scale_type>
!accum_tensor_type = tensor<?x?x4x!accum_type>
!c_tensor_type = tensor<?x?x4x!a_type>
!b_grouped_tensor_type = tensor<4x2x32x!a_type>
module {
util.func private @amdsharktank_mmt_block_scaled_q8_3d_4_64_32_f16(
    %a: !a_tensor_type, %d: !d_tensor_type, %qs: !qs_tensor_type)
    -> !c_tensor_type {
  %zero = arith.constant 0.0: !accum_type
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %batch0 = tensor.dim %a, %c0 : !a_tensor_type
  %m = tensor.dim %a, %c1 : !a_tensor_type
  // Dequantize.
  %b_grouped = tensor.empty() : !b_grouped_tensor_type
  %b_grouped_dequant = linalg.generic {
      indexing_maps = [
          affine_map<(d0, d1, d2) -> (d0, d1, 0)>,
          affine_map<(d0, d1, d2) -> (d0, d1, d2)>,
          affine_map<(d0, d1, d2) -> (d0, d1, d2)>],
      iterator_types = ["parallel", "parallel", "parallel"] }
      ins(%d, %qs : !d_tensor_type, !qs_tensor_type)
      outs(%b_grouped : !b_grouped_tensor_type) {
  ^bb0(%d_element: !scale_type, %q_element: !lowp_type, %out: !a_type):
      %q_element_ext = arith.extsi %q_element : !lowp_type to i32
      %q_element_fp = arith.sitofp %q_element_ext : i32 to !a_type
      %q_element_scaled = arith.mulf %q_element_fp, %d_element : !a_type
      linalg.yield %q_element_scaled : !a_type
  } -> !b_grouped_tensor_type
  // Expand %a to have the same blocked reduction structure.
  %aexp = tensor.expand_shape %a [[0], [1], [2, 3]] output_shape [%batch0,%m,2,32] : !a_tensor_type into !aexp_tensor_type
  // Grouped, batch mm.
  %result_empty = tensor.empty(%batch0, %m) : !accum_tensor_type
  %result_fill = linalg.fill ins(%zero: !accum_type) outs(%result_empty: !accum_tensor_type) -> !accum_tensor_type
  %result = linalg.generic {
      indexing_maps = [
          // d0 = b, d1 = m, d2 = n, d3 = group0 (r), d4 = block (r)
          affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>,
          affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d4)>,
          affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>],
      iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"] }
      ins(%aexp, %b_grouped_dequant : !aexp_tensor_type,  !b_grouped_tensor_type)
      outs(%result_fill : !accum_tensor_type) {
  ^bb0(%a_element: !a_type, %b_element: !a_type, %out: !accum_type):
      %bmm_mul = arith.mulf %a_element, %b_element : !a_type
      %bmm_mul_ext = arith.extf %bmm_mul : !a_type to !accum_type
      %bmm_accum = arith.addf %bmm_mul_ext, %out : !accum_type
      linalg.yield %bmm_accum : !accum_type
  } -> !accum_tensor_type
  // Cast.
  %result_cast_empty = tensor.empty(%batch0, %m) : !c_tensor_type
  %result_cast = linalg.copy
    ins(%result : !accum_tensor_type)
    outs(%result_cast_empty : !c_tensor_type) -> !c_tensor_type
  util.return %result_cast : !c_tensor_type
}
func.func @main_q8(%a: tensor<1x?x64xf16>, %w0: tensor<4x2x1xf16>, %w1: tensor<4x2x32xi8>) -> tensor<1x?x4xf16> {
  %ad = tensor.cast %a : tensor<1x?x64xf16> to tensor<?x?x64xf16>
  %r = util.call @amdsharktank_mmt_block_scaled_q8_3d_4_64_32_f16(%ad, %w0, %w1) : (tensor<?x?x64xf16>, tensor<4x2x1xf16>, tensor<4x2x32xi8>) -> tensor<?x?x4xf16>
  %rc = tensor.cast %r : tensor<?x?x4xf16> to tensor<1x?x4xf16>
  return %rc : tensor<1x?x4xf16>
}
}

// -----

// q8_0, a_type f32 with an f16 scale: the scale's extf; the copy of f32 to
// f32 is the value itself.
// CHECK-LABEL: func.func @main_q8_f32(
// CHECK: ^bb0(%b0: f16, %b1: i8, %b2: f32):
// CHECK-NEXT:   %b3 = arith.extsi %b1 : i8 to i32
// CHECK-NEXT:   %b4 = arith.sitofp %b3 : i32 to f32
// CHECK-NEXT:   %b5 = arith.extf %b0 : f16 to f32
// CHECK-NEXT:   %b6 = arith.mulf %b4, %b5 : f32
// CHECK: %8 = linalg.generic
// CHECK-NOT: facet.elementwise
// CHECK: return %8 : tensor<1x?x4xf32>

!lowp_type = i8
!a_type = f32
!scale_type = f16
!accum_type = f32
!a_tensor_type = tensor<?x?x64x!a_type>
!aexp_tensor_type = tensor<?x?x2x32x!a_type>
!qs_tensor_type = tensor<4x2x32x!lowp_type>
!d_tensor_type = tensor<4x2x1x!scale_type>
!accum_tensor_type = tensor<?x?x4x!accum_type>
!c_tensor_type = tensor<?x?x4x!a_type>
!b_grouped_tensor_type = tensor<4x2x32x!a_type>
module {
util.func private @amdsharktank_mmt_block_scaled_q8_3d_4_64_32_f32(
    %a: !a_tensor_type, %d: !d_tensor_type, %qs: !qs_tensor_type)
    -> !c_tensor_type {
  %zero = arith.constant 0.0: !accum_type
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %batch0 = tensor.dim %a, %c0 : !a_tensor_type
  %m = tensor.dim %a, %c1 : !a_tensor_type
  // Dequantize.
  %b_grouped = tensor.empty() : !b_grouped_tensor_type
  %b_grouped_dequant = linalg.generic {
      indexing_maps = [
          affine_map<(d0, d1, d2) -> (d0, d1, 0)>,
          affine_map<(d0, d1, d2) -> (d0, d1, d2)>,
          affine_map<(d0, d1, d2) -> (d0, d1, d2)>],
      iterator_types = ["parallel", "parallel", "parallel"] }
      ins(%d, %qs : !d_tensor_type, !qs_tensor_type)
      outs(%b_grouped : !b_grouped_tensor_type) {
  ^bb0(%d_element: !scale_type, %q_element: !lowp_type, %out: !a_type):
      %q_element_ext = arith.extsi %q_element : !lowp_type to i32
      %q_element_fp = arith.sitofp %q_element_ext : i32 to !a_type
      %d_element_ext = arith.extf %d_element : !scale_type to !a_type
      %q_element_scaled = arith.mulf %q_element_fp, %d_element_ext : !a_type
      linalg.yield %q_element_scaled : !a_type
  } -> !b_grouped_tensor_type
  // Expand %a to have the same blocked reduction structure.
  %aexp = tensor.expand_shape %a [[0], [1], [2, 3]] output_shape [%batch0,%m,2,32] : !a_tensor_type into !aexp_tensor_type
  // Grouped, batch mm.
  %result_empty = tensor.empty(%batch0, %m) : !accum_tensor_type
  %result_fill = linalg.fill ins(%zero: !accum_type) outs(%result_empty: !accum_tensor_type) -> !accum_tensor_type
  %result = linalg.generic {
      indexing_maps = [
          // d0 = b, d1 = m, d2 = n, d3 = group0 (r), d4 = block (r)
          affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>,
          affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d4)>,
          affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>],
      iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"] }
      ins(%aexp, %b_grouped_dequant : !aexp_tensor_type,  !b_grouped_tensor_type)
      outs(%result_fill : !accum_tensor_type) {
  ^bb0(%a_element: !a_type, %b_element: !a_type, %out: !accum_type):
      %bmm_mul = arith.mulf %a_element, %b_element : !a_type
      %bmm_accum = arith.addf %bmm_mul, %out : !accum_type
      linalg.yield %bmm_accum : !accum_type
  } -> !accum_tensor_type
  // Cast.
  %result_cast_empty = tensor.empty(%batch0, %m) : !c_tensor_type
  %result_cast = linalg.copy
    ins(%result : !accum_tensor_type)
    outs(%result_cast_empty : !c_tensor_type) -> !c_tensor_type
  util.return %result_cast : !c_tensor_type
}
func.func @main_q8_f32(%a: tensor<1x?x64xf32>, %w0: tensor<4x2x1xf16>, %w1: tensor<4x2x32xi8>) -> tensor<1x?x4xf32> {
  %ad = tensor.cast %a : tensor<1x?x64xf32> to tensor<?x?x64xf32>
  %r = util.call @amdsharktank_mmt_block_scaled_q8_3d_4_64_32_f32(%ad, %w0, %w1) : (tensor<?x?x64xf32>, tensor<4x2x1xf16>, tensor<4x2x32xi8>) -> tensor<?x?x4xf32>
  %rc = tensor.cast %r : tensor<?x?x4xf32> to tensor<1x?x4xf32>
  return %rc : tensor<1x?x4xf32>
}
}

// -----

// q4 with an offset, unsigned nibbles (mmt_block_scaled_offset_q4_unsigned,
// not batched): the i8 bytes bitcast to i4, read by the dequantizing
// generic with arith.extui / arith.uitofp.
// CHECK-LABEL: func.func @main_q4(%0: tensor<1x?x64xf16>, %1: tensor<4x2x1xf16>, %2: tensor<4x2x16xi8>, %3: tensor<4x2x1xf16>)
// CHECK: %4 = "facet.bitcast"(%2) : (tensor<4x2x16xi8>) -> tensor<4x2x32xi4>
// CHECK: %6 = linalg.generic {{.*}} ins(%1, %3, %4 : tensor<4x2x1xf16>, tensor<4x2x1xf16>, tensor<4x2x32xi4>) outs(%5 : tensor<4x2x32xf16>) {
// CHECK-NEXT: ^bb0(%b0: f16, %b1: f16, %b2: i4, %b3: f16):
// CHECK-NEXT:   %b4 = arith.extui %b2 : i4 to i32
// CHECK-NEXT:   %b5 = arith.uitofp %b4 : i32 to f16
// CHECK-NEXT:   %b6 = arith.mulf %b5, %b0 : f16
// CHECK-NEXT:   %b7 = arith.addf %b6, %b1 : f16
// CHECK: %7 = "facet.view"(%0) : (tensor<1x?x64xf16>) -> tensor<1x?x2x32xf16>
// CHECK: ^bb0(%b0: f16, %b1: f16, %b2: f32):
// CHECK-NEXT:   %b3 = arith.extf %b0 : f16 to f32
// CHECK-NEXT:   %b4 = arith.extf %b1 : f16 to f32
// CHECK-NEXT:   %b5 = arith.mulf %b3, %b4 : f32

!lowp_type = i4
!a_type = f16
!scale_type = f16
!accum_type = f32
!a_tensor_type = tensor<?x?x64x!a_type>
!aexp_tensor_type = tensor<?x?x2x32x!a_type>
!qs_raw_tensor_type = tensor<4x2x16xi8>
!qs_tensor_type = tensor<4x2x32x!lowp_type>
!d_tensor_type = tensor<4x2x1x!scale_type>
!m_tensor_type = tensor<4x2x1x!scale_type>
!b_grouped_tensor_type = tensor<4x2x32x!a_type>
!accum_tensor_type = tensor<?x?x4x!accum_type>
!c_tensor_type = tensor<?x?x4x!a_type>
module {
util.func private @amdsharktank_mmt_block_scaled_offset_q4_unsigned_3d_4_64_32_f16_False(
    %a: !a_tensor_type, %d: !d_tensor_type, %qs_raw: !qs_raw_tensor_type, %m: !m_tensor_type)
    -> !c_tensor_type {
  %zero = arith.constant 0.0: !accum_type
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %batch0_dim = tensor.dim %a, %c0 : !a_tensor_type
  %m_dim = tensor.dim %a, %c1 : !a_tensor_type
  // Cast qs_raw from i8 to lowp type.
  %qs = flow.tensor.bitcast %qs_raw : !qs_raw_tensor_type -> !qs_tensor_type
  %b_grouped = tensor.empty() : !b_grouped_tensor_type
  // Dequantize.
  %b_grouped_dequant = linalg.generic {
      indexing_maps = [
          affine_map<(d0, d1, d2) -> (d0, d1, 0)>,
          affine_map<(d0, d1, d2) -> (d0, d1, 0)>,
          affine_map<(d0, d1, d2) -> (d0, d1, d2)>,
          affine_map<(d0, d1, d2) -> (d0, d1, d2)>],
      iterator_types = ["parallel", "parallel", "parallel"] }
      ins(%d, %m, %qs : !d_tensor_type, !m_tensor_type, !qs_tensor_type)
      outs(%b_grouped : !b_grouped_tensor_type) {
  ^bb0(%d_element: !scale_type, %m_element: !scale_type, %q_element: !lowp_type, %out: !a_type):
      %q_element_ext = arith.extui %q_element : !lowp_type to i32
      %q_element_fp = arith.uitofp %q_element_ext : i32 to !a_type
      %q_element_scaled = arith.mulf %q_element_fp, %d_element : !a_type
      %q_element_offset = arith.addf %q_element_scaled, %m_element : !a_type
      linalg.yield %q_element_offset : !a_type
  } -> !b_grouped_tensor_type
  // Expand %a to have the same blocked reduction structure.
  %aexp = tensor.expand_shape %a [[0], [1], [2, 3]] output_shape [%batch0_dim,%m_dim,2,32] : !a_tensor_type into !aexp_tensor_type
  // Grouped, batch mm.
  %result_empty = tensor.empty(%batch0_dim, %m_dim) : !accum_tensor_type
  %result_fill = linalg.fill ins(%zero: !accum_type) outs(%result_empty: !accum_tensor_type) -> !accum_tensor_type
  %result = linalg.generic {
      indexing_maps = [
          // d0 = b, d1 = m, d2 = n, d3 = group0 (r), d4 = block (r)
          affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>,
          affine_map<(d0, d1, d2, d3, d4) -> ( d2, d3, d4)>,
          affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>],
      iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"] }
      ins(%aexp, %b_grouped_dequant : !aexp_tensor_type,  !b_grouped_tensor_type)
      outs(%result_fill : !accum_tensor_type) {
  ^bb0(%a_element: !a_type, %b_element: !a_type, %out: !accum_type):
      %a_ext = arith.extf %a_element : !a_type to !accum_type
      %b_ext = arith.extf %b_element : !a_type to !accum_type
      %bmm_mul = arith.mulf %a_ext, %b_ext : !accum_type
      %bmm_accum = arith.addf %bmm_mul, %out : !accum_type
      linalg.yield %bmm_accum : !accum_type
  } -> !accum_tensor_type
  // Cast.
  %result_cast_empty = tensor.empty(%batch0_dim, %m_dim) : !c_tensor_type
  %result_cast = linalg.copy
    ins(%result : !accum_tensor_type)
    outs(%result_cast_empty : !c_tensor_type) -> !c_tensor_type
  util.return %result_cast : !c_tensor_type
}
func.func @main_q4(%a: tensor<1x?x64xf16>, %w0: tensor<4x2x1xf16>, %w1: tensor<4x2x16xi8>, %w2: tensor<4x2x1xf16>) -> tensor<1x?x4xf16> {
  %ad = tensor.cast %a : tensor<1x?x64xf16> to tensor<?x?x64xf16>
  %r = util.call @amdsharktank_mmt_block_scaled_offset_q4_unsigned_3d_4_64_32_f16_False(%ad, %w0, %w1, %w2) : (tensor<?x?x64xf16>, tensor<4x2x1xf16>, tensor<4x2x16xi8>, tensor<4x2x1xf16>) -> tensor<?x?x4xf16>
  %rc = tensor.cast %r : tensor<?x?x4xf16> to tensor<1x?x4xf16>
  return %rc : tensor<1x?x4xf16>
}
}

// -----

// q4 with signed nibbles and no offset (facet's variant of the template,
// sharktank's BlockScaledI4 signed form): arith.extsi / arith.sitofp of i4.
// CHECK-LABEL: func.func @main_q4s(%0: tensor<1x?x64xf16>, %1: tensor<4x2x1xf16>, %2: tensor<4x2x16xi8>)
// CHECK: %3 = "facet.bitcast"(%2) : (tensor<4x2x16xi8>) -> tensor<4x2x32xi4>
// CHECK: ^bb0(%b0: f16, %b1: i4, %b2: f16):
// CHECK-NEXT:   %b3 = arith.extsi %b1 : i4 to i32
// CHECK-NEXT:   %b4 = arith.sitofp %b3 : i32 to f16
// CHECK-NEXT:   %b5 = arith.mulf %b4, %b0 : f16

// facet's variant of sharktank's mmt_block_scaled_offset_q4_unsigned.mlir
// (beside it, Apache-2.0 WITH LLVM-exception, Advanced Micro Devices):
// the same template with signed nibbles and no offset (arith.extsi /
// arith.sitofp, no %m operand), sharktank's BlockScaledI4 signed form, as
// facet writes q4_0 weights: weight = d * q, q in -8..7.
!lowp_type = i4
!a_type = f16
!scale_type = f16
!accum_type = f32
!a_tensor_type = tensor<?x?x64x!a_type>
!aexp_tensor_type = tensor<?x?x2x32x!a_type>
!qs_raw_tensor_type = tensor<4x2x16xi8>
!qs_tensor_type = tensor<4x2x32x!lowp_type>
!d_tensor_type = tensor<4x2x1x!scale_type>
!b_grouped_tensor_type = tensor<4x2x32x!a_type>
!accum_tensor_type = tensor<?x?x4x!accum_type>
!c_tensor_type = tensor<?x?x4x!a_type>
module {
util.func private @facet_mmt_block_scaled_q4_signed_3d_4_64_32_f16_False(
    %a: !a_tensor_type, %d: !d_tensor_type, %qs_raw: !qs_raw_tensor_type)
    -> !c_tensor_type {
  %zero = arith.constant 0.0: !accum_type
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %batch0_dim = tensor.dim %a, %c0 : !a_tensor_type
  %m_dim = tensor.dim %a, %c1 : !a_tensor_type
  // Cast qs_raw from i8 to lowp type.
  %qs = flow.tensor.bitcast %qs_raw : !qs_raw_tensor_type -> !qs_tensor_type
  %b_grouped = tensor.empty() : !b_grouped_tensor_type
  // Dequantize.
  %b_grouped_dequant = linalg.generic {
      indexing_maps = [
          affine_map<(d0, d1, d2) -> (d0, d1, 0)>,
          affine_map<(d0, d1, d2) -> (d0, d1, d2)>,
          affine_map<(d0, d1, d2) -> (d0, d1, d2)>],
      iterator_types = ["parallel", "parallel", "parallel"] }
      ins(%d, %qs : !d_tensor_type, !qs_tensor_type)
      outs(%b_grouped : !b_grouped_tensor_type) {
  ^bb0(%d_element: !scale_type, %q_element: !lowp_type, %out: !a_type):
      %q_element_ext = arith.extsi %q_element : !lowp_type to i32
      %q_element_fp = arith.sitofp %q_element_ext : i32 to !a_type
      %q_element_scaled = arith.mulf %q_element_fp, %d_element : !a_type
      linalg.yield %q_element_scaled : !a_type
  } -> !b_grouped_tensor_type
  // Expand %a to have the same blocked reduction structure.
  %aexp = tensor.expand_shape %a [[0], [1], [2, 3]] output_shape [%batch0_dim,%m_dim,2,32] : !a_tensor_type into !aexp_tensor_type
  // Grouped, batch mm.
  %result_empty = tensor.empty(%batch0_dim, %m_dim) : !accum_tensor_type
  %result_fill = linalg.fill ins(%zero: !accum_type) outs(%result_empty: !accum_tensor_type) -> !accum_tensor_type
  %result = linalg.generic {
      indexing_maps = [
          // d0 = b, d1 = m, d2 = n, d3 = group0 (r), d4 = block (r)
          affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>,
          affine_map<(d0, d1, d2, d3, d4) -> ( d2, d3, d4)>,
          affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>],
      iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"] }
      ins(%aexp, %b_grouped_dequant : !aexp_tensor_type,  !b_grouped_tensor_type)
      outs(%result_fill : !accum_tensor_type) {
  ^bb0(%a_element: !a_type, %b_element: !a_type, %out: !accum_type):
      %a_ext = arith.extf %a_element : !a_type to !accum_type
      %b_ext = arith.extf %b_element : !a_type to !accum_type
      %bmm_mul = arith.mulf %a_ext, %b_ext : !accum_type
      %bmm_accum = arith.addf %bmm_mul, %out : !accum_type
      linalg.yield %bmm_accum : !accum_type
  } -> !accum_tensor_type
  // Cast.
  %result_cast_empty = tensor.empty(%batch0_dim, %m_dim) : !c_tensor_type
  %result_cast = linalg.copy
    ins(%result : !accum_tensor_type)
    outs(%result_cast_empty : !c_tensor_type) -> !c_tensor_type
  util.return %result_cast : !c_tensor_type
}
func.func @main_q4s(%a: tensor<1x?x64xf16>, %w0: tensor<4x2x1xf16>, %w1: tensor<4x2x16xi8>) -> tensor<1x?x4xf16> {
  %ad = tensor.cast %a : tensor<1x?x64xf16> to tensor<?x?x64xf16>
  %r = util.call @facet_mmt_block_scaled_q4_signed_3d_4_64_32_f16_False(%ad, %w0, %w1) : (tensor<?x?x64xf16>, tensor<4x2x1xf16>, tensor<4x2x16xi8>) -> tensor<?x?x4xf16>
  %rc = tensor.cast %r : tensor<?x?x4xf16> to tensor<1x?x4xf16>
  return %rc : tensor<1x?x4xf16>
}
}

// -----

// q4_K (mmt_super_block_scaled_offset_q4_unsigned_3d.mlir as sharktank has
// it): eight operands, the scales' and mins' high bits as i2 planes; the
// min ORs its high bits unshifted (%b17 = %b14 | %b15, not %b16), and facet
// imports what the MLIR says.
// CHECK-LABEL: func.func @main_q4k(
// CHECK: %8 = "facet.bitcast"(%7) : (tensor<2x1x8x16xi8>) -> tensor<2x1x8x32xi4>
// CHECK-NEXT: %9 = "facet.bitcast"(%3) : (tensor<2x1x2xi8>) -> tensor<2x1x8xi2>
// CHECK-NEXT: %10 = "facet.bitcast"(%4) : (tensor<2x1x4xi8>) -> tensor<2x1x8xi4>
// CHECK-NEXT: %11 = "facet.bitcast"(%5) : (tensor<2x1x2xi8>) -> tensor<2x1x8xi2>
// CHECK-NEXT: %12 = "facet.bitcast"(%6) : (tensor<2x1x4xi8>) -> tensor<2x1x8xi4>
// CHECK: ^bb0(%b0: i4, %b1: f16, %b2: f16, %b3: i2, %b4: i4, %b5: i2, %b6: i4, %b7: f16):
// CHECK-NEXT:   %b8 = arith.constant 4 : i32
// CHECK-NEXT:   %b9 = arith.extui %b4 : i4 to i32
// CHECK-NEXT:   %b10 = arith.extui %b3 : i2 to i32
// CHECK-NEXT:   %b11 = arith.shli %b10, %b8 : i32
// CHECK-NEXT:   %b12 = arith.ori %b9, %b11 : i32
// CHECK-NEXT:   %b13 = arith.uitofp %b12 : i32 to f16
// CHECK-NEXT:   %b14 = arith.extui %b6 : i4 to i32
// CHECK-NEXT:   %b15 = arith.extui %b5 : i2 to i32
// CHECK-NEXT:   %b16 = arith.shli %b15, %b8 : i32
// CHECK-NEXT:   %b17 = arith.ori %b14, %b15 : i32
// CHECK: %b24 = arith.subf %b23, %b22 : f16
// CHECK: %15 = "facet.view"(%0) : (tensor<1x?x256xf16>) -> tensor<1x?x1x8x32xf16>
// CHECK: iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%15, %14 : tensor<1x?x1x8x32xf16>, tensor<2x1x8x32xf16>)

!a_type = f16
!scale_type = f16
!accum_type = f32
!a_tensor_type = tensor<?x?x256x!a_type>
!aexp_tensor_type = tensor<?x?x1x8x32x!a_type>
!qs_tensor_type = tensor<2x1x8x32xi4>
!qs_tensor_i8_type = tensor<2x1x8x16xi8>
!d_tensor_type = tensor<2x1x1x!scale_type>
!dmin_tensor_type = tensor<2x1x1x!scale_type>
!sb_hi_i8_type = tensor<2x1x2xi8>
!sb_low_i8_type = tensor<2x1x4xi8>
!sb_hi_i2_type = tensor<2x1x8xi2>
!sb_low_i4_type = tensor<2x1x8xi4>
!accum_tensor_type = tensor<?x?x2x!accum_type>
!c_tensor_type = tensor<?x?x2x!a_type>
!b_grouped_tensor_type = tensor<2x1x8x32x!a_type>
module {
util.func private @mmt_super_block_scaled_offset_q4_unsigned_3d_2_256_1_8_32_f16(
    %a: !a_tensor_type,
    %d: !d_tensor_type,
    %dmin: !dmin_tensor_type,
    %sb_scales_hi_i8: !sb_hi_i8_type,
    %sb_scales_low_i8: !sb_low_i8_type,
    %sb_mins_hi_i8: !sb_hi_i8_type,
    %sb_mins_low_i8: !sb_low_i8_type,
    %qs_i8: !qs_tensor_i8_type)
    -> !c_tensor_type {
  %zero = arith.constant 0.0: !accum_type
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %batch0_dim = tensor.dim %a, %c0 : !a_tensor_type
  %m_dim = tensor.dim %a, %c1 : !a_tensor_type
  // Bitcast from i8 to i4/i2 packings.
  %qs = flow.tensor.bitcast %qs_i8 : !qs_tensor_i8_type -> !qs_tensor_type
  %sb_scales_hi = flow.tensor.bitcast %sb_scales_hi_i8 : !sb_hi_i8_type -> !sb_hi_i2_type
  %sb_scales_low = flow.tensor.bitcast %sb_scales_low_i8 : !sb_low_i8_type -> !sb_low_i4_type
  %sb_mins_hi = flow.tensor.bitcast %sb_mins_hi_i8 : !sb_hi_i8_type -> !sb_hi_i2_type
  %sb_mins_low = flow.tensor.bitcast %sb_mins_low_i8 : !sb_low_i8_type -> !sb_low_i4_type
  // Dequantize.
  %b_grouped = tensor.empty() : !b_grouped_tensor_type
  %b_grouped_dequant = linalg.generic {
      indexing_maps = [
          affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>,  // qs[n, sup, sub, bs]
          affine_map<(d0, d1, d2, d3) -> (d0, d1, 0)>,       // d[n, sup, 1]
          affine_map<(d0, d1, d2, d3) -> (d0, d1, 0)>,       // dmin[n, sup, 1]
          affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>,      // sb_scales_hi[n, sup, sub]
          affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>,      // sb_scales_low[n, sup, sub]
          affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>,      // sb_mins_hi[n, sup, sub]
          affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>,      // sb_mins_low[n, sup, sub]
          affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>   // out b_grouped[n, sup, sub, bs]
      ],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"] }
      ins(
        %qs, %d, %dmin, %sb_scales_hi, %sb_scales_low, %sb_mins_hi, %sb_mins_low :
        !qs_tensor_type, !d_tensor_type, !dmin_tensor_type,
        !sb_hi_i2_type, !sb_low_i4_type, !sb_hi_i2_type, !sb_low_i4_type
      )
      outs(%b_grouped : !b_grouped_tensor_type) {
  ^bb0(%q_element: i4, %d_element: !scale_type, %dmin_element: !scale_type,
       %sb_scales_hi_element: i2, %sb_scales_low_element: i4,
       %sb_mins_hi_element: i2, %sb_mins_low_element: i4,
        %out: !a_type):
      %shift_4 = arith.constant 4 : i32
      // Combine sub-block scale.
      %sb_scale_low_i32 = arith.extui %sb_scales_low_element : i4 to i32
      %sb_scale_hi_i32 = arith.extui %sb_scales_hi_element : i2 to i32
      %sb_scale_hi_i32_shift = arith.shli %sb_scale_hi_i32, %shift_4 : i32
      %sb_scale_i32 = arith.ori %sb_scale_low_i32, %sb_scale_hi_i32_shift : i32
      %sb_scale_float = arith.uitofp %sb_scale_i32 : i32 to !a_type
      // Combine sub-block min.
      %sb_min_low_i32 = arith.extui %sb_mins_low_element : i4 to i32
      %sb_min_hi_i32 = arith.extui %sb_mins_hi_element : i2 to i32
      %sb_min_hi_i32_shift = arith.shli %sb_min_hi_i32, %shift_4 : i32
      %sb_min_i32 = arith.ori %sb_min_low_i32, %sb_min_hi_i32 : i32
      %sb_min_float = arith.uitofp %sb_min_i32 : i32 to !a_type
      // Dequant equation.
      %q_element_i32 = arith.extui %q_element : i4 to i32
      %q_element_ext = arith.uitofp %q_element_i32 : i32 to !a_type
      %d_scaled = arith.mulf %d_element, %sb_scale_float : !a_type
      %dmin_scaled = arith.mulf %dmin_element, %sb_min_float : !a_type
      %q_scaled = arith.mulf %d_scaled, %q_element_ext : !a_type
      %q_shifted = arith.subf %q_scaled, %dmin_scaled : !a_type
      linalg.yield %q_shifted : !a_type
  } -> !b_grouped_tensor_type
  // Expand %a to have the same blocked reduction structure (sup, sub, block).
  %aexp = tensor.expand_shape %a [[0], [1], [2, 3, 4]] output_shape [%batch0_dim,%m_dim,1,8,32] : !a_tensor_type into !aexp_tensor_type
  // Grouped, batch mm.
  %result_empty = tensor.empty(%batch0_dim, %m_dim) : !accum_tensor_type
  %result_fill = linalg.fill ins(%zero: !accum_type) outs(%result_empty: !accum_tensor_type) -> !accum_tensor_type
  %result = linalg.generic {
      indexing_maps = [
          // d0 = b, d1 = m, d2 = n, d3 = sup (r), d4 = sub (r), d5 = block (r)
          affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4, d5)>,  // aexp
          affine_map<(d0, d1, d2, d3, d4, d5) -> (d2, d3, d4, d5)>,      // b_grouped_dequant
          affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>       // out
      ],
      iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"] }
      ins(%aexp, %b_grouped_dequant : !aexp_tensor_type,  !b_grouped_tensor_type)
      outs(%result_fill : !accum_tensor_type) {
  ^bb0(%a_element: !a_type, %b_element: !a_type, %out: !accum_type):
      %bmm_mul = arith.mulf %a_element, %b_element : !a_type
      %bmm_mul_ext = arith.extf %bmm_mul : !a_type to !accum_type
      %bmm_accum = arith.addf %bmm_mul_ext, %out : !accum_type
      linalg.yield %bmm_accum : !accum_type
  } -> !accum_tensor_type
  // Cast.
  %result_cast_empty = tensor.empty(%batch0_dim, %m_dim) : !c_tensor_type
  %result_cast = linalg.copy
    ins(%result : !accum_tensor_type)
    outs(%result_cast_empty : !c_tensor_type) -> !c_tensor_type
  util.return %result_cast : !c_tensor_type
}
func.func @main_q4k(%a: tensor<1x?x256xf16>, %w0: tensor<2x1x1xf16>, %w1: tensor<2x1x1xf16>, %w2: tensor<2x1x2xi8>, %w3: tensor<2x1x4xi8>, %w4: tensor<2x1x2xi8>, %w5: tensor<2x1x4xi8>, %w6: tensor<2x1x8x16xi8>) -> tensor<1x?x2xf16> {
  %ad = tensor.cast %a : tensor<1x?x256xf16> to tensor<?x?x256xf16>
  %r = util.call @mmt_super_block_scaled_offset_q4_unsigned_3d_2_256_1_8_32_f16(%ad, %w0, %w1, %w2, %w3, %w4, %w5, %w6) : (tensor<?x?x256xf16>, tensor<2x1x1xf16>, tensor<2x1x1xf16>, tensor<2x1x2xi8>, tensor<2x1x4xi8>, tensor<2x1x2xi8>, tensor<2x1x4xi8>, tensor<2x1x8x16xi8>) -> tensor<?x?x2xf16>
  %rc = tensor.cast %r : tensor<?x?x2xf16> to tensor<1x?x2xf16>
  return %rc : tensor<1x?x2xf16>
}
}

// -----

// q4_K with the min's high bits shifted (ggml's get_scale_min_k4).
// CHECK-LABEL: func.func @main_q4k_fixed(
// CHECK: %b16 = arith.shli %b15, %b8 : i32
// CHECK-NEXT: %b17 = arith.ori %b14, %b16 : i32

!a_type = f16
!scale_type = f16
!accum_type = f32
!a_tensor_type = tensor<?x?x256x!a_type>
!aexp_tensor_type = tensor<?x?x1x8x32x!a_type>
!qs_tensor_type = tensor<2x1x8x32xi4>
!qs_tensor_i8_type = tensor<2x1x8x16xi8>
!d_tensor_type = tensor<2x1x1x!scale_type>
!dmin_tensor_type = tensor<2x1x1x!scale_type>
!sb_hi_i8_type = tensor<2x1x2xi8>
!sb_low_i8_type = tensor<2x1x4xi8>
!sb_hi_i2_type = tensor<2x1x8xi2>
!sb_low_i4_type = tensor<2x1x8xi4>
!accum_tensor_type = tensor<?x?x2x!accum_type>
!c_tensor_type = tensor<?x?x2x!a_type>
!b_grouped_tensor_type = tensor<2x1x8x32x!a_type>
module {
util.func private @mmt_super_block_scaled_offset_q4_unsigned_3d_2_256_1_8_32_f16(
    %a: !a_tensor_type,
    %d: !d_tensor_type,
    %dmin: !dmin_tensor_type,
    %sb_scales_hi_i8: !sb_hi_i8_type,
    %sb_scales_low_i8: !sb_low_i8_type,
    %sb_mins_hi_i8: !sb_hi_i8_type,
    %sb_mins_low_i8: !sb_low_i8_type,
    %qs_i8: !qs_tensor_i8_type)
    -> !c_tensor_type {
  %zero = arith.constant 0.0: !accum_type
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %batch0_dim = tensor.dim %a, %c0 : !a_tensor_type
  %m_dim = tensor.dim %a, %c1 : !a_tensor_type
  // Bitcast from i8 to i4/i2 packings.
  %qs = flow.tensor.bitcast %qs_i8 : !qs_tensor_i8_type -> !qs_tensor_type
  %sb_scales_hi = flow.tensor.bitcast %sb_scales_hi_i8 : !sb_hi_i8_type -> !sb_hi_i2_type
  %sb_scales_low = flow.tensor.bitcast %sb_scales_low_i8 : !sb_low_i8_type -> !sb_low_i4_type
  %sb_mins_hi = flow.tensor.bitcast %sb_mins_hi_i8 : !sb_hi_i8_type -> !sb_hi_i2_type
  %sb_mins_low = flow.tensor.bitcast %sb_mins_low_i8 : !sb_low_i8_type -> !sb_low_i4_type
  // Dequantize.
  %b_grouped = tensor.empty() : !b_grouped_tensor_type
  %b_grouped_dequant = linalg.generic {
      indexing_maps = [
          affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>,  // qs[n, sup, sub, bs]
          affine_map<(d0, d1, d2, d3) -> (d0, d1, 0)>,       // d[n, sup, 1]
          affine_map<(d0, d1, d2, d3) -> (d0, d1, 0)>,       // dmin[n, sup, 1]
          affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>,      // sb_scales_hi[n, sup, sub]
          affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>,      // sb_scales_low[n, sup, sub]
          affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>,      // sb_mins_hi[n, sup, sub]
          affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>,      // sb_mins_low[n, sup, sub]
          affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>   // out b_grouped[n, sup, sub, bs]
      ],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"] }
      ins(
        %qs, %d, %dmin, %sb_scales_hi, %sb_scales_low, %sb_mins_hi, %sb_mins_low :
        !qs_tensor_type, !d_tensor_type, !dmin_tensor_type,
        !sb_hi_i2_type, !sb_low_i4_type, !sb_hi_i2_type, !sb_low_i4_type
      )
      outs(%b_grouped : !b_grouped_tensor_type) {
  ^bb0(%q_element: i4, %d_element: !scale_type, %dmin_element: !scale_type,
       %sb_scales_hi_element: i2, %sb_scales_low_element: i4,
       %sb_mins_hi_element: i2, %sb_mins_low_element: i4,
        %out: !a_type):
      %shift_4 = arith.constant 4 : i32
      // Combine sub-block scale.
      %sb_scale_low_i32 = arith.extui %sb_scales_low_element : i4 to i32
      %sb_scale_hi_i32 = arith.extui %sb_scales_hi_element : i2 to i32
      %sb_scale_hi_i32_shift = arith.shli %sb_scale_hi_i32, %shift_4 : i32
      %sb_scale_i32 = arith.ori %sb_scale_low_i32, %sb_scale_hi_i32_shift : i32
      %sb_scale_float = arith.uitofp %sb_scale_i32 : i32 to !a_type
      // Combine sub-block min.
      %sb_min_low_i32 = arith.extui %sb_mins_low_element : i4 to i32
      %sb_min_hi_i32 = arith.extui %sb_mins_hi_element : i2 to i32
      %sb_min_hi_i32_shift = arith.shli %sb_min_hi_i32, %shift_4 : i32
      %sb_min_i32 = arith.ori %sb_min_low_i32, %sb_min_hi_i32_shift : i32
      %sb_min_float = arith.uitofp %sb_min_i32 : i32 to !a_type
      // Dequant equation.
      %q_element_i32 = arith.extui %q_element : i4 to i32
      %q_element_ext = arith.uitofp %q_element_i32 : i32 to !a_type
      %d_scaled = arith.mulf %d_element, %sb_scale_float : !a_type
      %dmin_scaled = arith.mulf %dmin_element, %sb_min_float : !a_type
      %q_scaled = arith.mulf %d_scaled, %q_element_ext : !a_type
      %q_shifted = arith.subf %q_scaled, %dmin_scaled : !a_type
      linalg.yield %q_shifted : !a_type
  } -> !b_grouped_tensor_type
  // Expand %a to have the same blocked reduction structure (sup, sub, block).
  %aexp = tensor.expand_shape %a [[0], [1], [2, 3, 4]] output_shape [%batch0_dim,%m_dim,1,8,32] : !a_tensor_type into !aexp_tensor_type
  // Grouped, batch mm.
  %result_empty = tensor.empty(%batch0_dim, %m_dim) : !accum_tensor_type
  %result_fill = linalg.fill ins(%zero: !accum_type) outs(%result_empty: !accum_tensor_type) -> !accum_tensor_type
  %result = linalg.generic {
      indexing_maps = [
          // d0 = b, d1 = m, d2 = n, d3 = sup (r), d4 = sub (r), d5 = block (r)
          affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4, d5)>,  // aexp
          affine_map<(d0, d1, d2, d3, d4, d5) -> (d2, d3, d4, d5)>,      // b_grouped_dequant
          affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>       // out
      ],
      iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"] }
      ins(%aexp, %b_grouped_dequant : !aexp_tensor_type,  !b_grouped_tensor_type)
      outs(%result_fill : !accum_tensor_type) {
  ^bb0(%a_element: !a_type, %b_element: !a_type, %out: !accum_type):
      %bmm_mul = arith.mulf %a_element, %b_element : !a_type
      %bmm_mul_ext = arith.extf %bmm_mul : !a_type to !accum_type
      %bmm_accum = arith.addf %bmm_mul_ext, %out : !accum_type
      linalg.yield %bmm_accum : !accum_type
  } -> !accum_tensor_type
  // Cast.
  %result_cast_empty = tensor.empty(%batch0_dim, %m_dim) : !c_tensor_type
  %result_cast = linalg.copy
    ins(%result : !accum_tensor_type)
    outs(%result_cast_empty : !c_tensor_type) -> !c_tensor_type
  util.return %result_cast : !c_tensor_type
}
func.func @main_q4k_fixed(%a: tensor<1x?x256xf16>, %w0: tensor<2x1x1xf16>, %w1: tensor<2x1x1xf16>, %w2: tensor<2x1x2xi8>, %w3: tensor<2x1x4xi8>, %w4: tensor<2x1x2xi8>, %w5: tensor<2x1x4xi8>, %w6: tensor<2x1x8x16xi8>) -> tensor<1x?x2xf16> {
  %ad = tensor.cast %a : tensor<1x?x256xf16> to tensor<?x?x256xf16>
  %r = util.call @mmt_super_block_scaled_offset_q4_unsigned_3d_2_256_1_8_32_f16(%ad, %w0, %w1, %w2, %w3, %w4, %w5, %w6) : (tensor<?x?x256xf16>, tensor<2x1x1xf16>, tensor<2x1x1xf16>, tensor<2x1x2xi8>, tensor<2x1x4xi8>, tensor<2x1x2xi8>, tensor<2x1x4xi8>, tensor<2x1x8x16xi8>) -> tensor<?x?x2xf16>
  %rc = tensor.cast %r : tensor<?x?x2xf16> to tensor<1x?x2xf16>
  return %rc : tensor<1x?x2xf16>
}
}
