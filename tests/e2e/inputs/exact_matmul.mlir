// Matmuls of int8 (-> int32 by _int_mm, -> int8 by mm: the sum's low byte)
// and of f64 on the tiled kernels of emit_exact.c (mm_exact.h). Sizes are
// dynamic so that one module runs the odd shapes the test feeds it: M, N
// and K remainders of every register tile, strip and K block.
func.func @int_mm(%a: !torch.vtensor<[?,?],si8>, %b: !torch.vtensor<[?,?],si8>) -> !torch.vtensor<[?,?],si32> {
  %0 = torch.aten._int_mm %a, %b : !torch.vtensor<[?,?],si8>, !torch.vtensor<[?,?],si8> -> !torch.vtensor<[?,?],si32>
  return %0 : !torch.vtensor<[?,?],si32>
}
// x W^T with W[N,K] read in place (the transposed packing)
func.func @int_mm_wt(%a: !torch.vtensor<[?,?],si8>, %w: !torch.vtensor<[?,?],si8>) -> !torch.vtensor<[?,?],si32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %t = torch.aten.transpose.int %w, %int0, %int1 : !torch.vtensor<[?,?],si8>, !torch.int, !torch.int -> !torch.vtensor<[?,?],si8>
  %0 = torch.aten._int_mm %a, %t : !torch.vtensor<[?,?],si8>, !torch.vtensor<[?,?],si8> -> !torch.vtensor<[?,?],si32>
  return %0 : !torch.vtensor<[?,?],si32>
}
// torch.mm of int8 wraps to int8
func.func @mm_i8(%a: !torch.vtensor<[?,?],si8>, %b: !torch.vtensor<[?,?],si8>) -> !torch.vtensor<[?,?],si8> {
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[?,?],si8>, !torch.vtensor<[?,?],si8> -> !torch.vtensor<[?,?],si8>
  return %0 : !torch.vtensor<[?,?],si8>
}
// batched int8 (both operands batched; B shared across the batch)
func.func @bmm_i8(%a: !torch.vtensor<[?,?,?],si8>, %b: !torch.vtensor<[?,?,?],si8>) -> !torch.vtensor<[?,?,?],si8> {
  %0 = torch.aten.bmm %a, %b : !torch.vtensor<[?,?,?],si8>, !torch.vtensor<[?,?,?],si8> -> !torch.vtensor<[?,?,?],si8>
  return %0 : !torch.vtensor<[?,?,?],si8>
}
func.func @matmul_i8_shared(%a: !torch.vtensor<[?,?,?],si8>, %b: !torch.vtensor<[?,?],si8>) -> !torch.vtensor<[?,?,?],si8> {
  %0 = torch.aten.matmul %a, %b : !torch.vtensor<[?,?,?],si8>, !torch.vtensor<[?,?],si8> -> !torch.vtensor<[?,?,?],si8>
  return %0 : !torch.vtensor<[?,?,?],si8>
}
func.func @mm_f64(%a: !torch.vtensor<[?,?],f64>, %b: !torch.vtensor<[?,?],f64>) -> !torch.vtensor<[?,?],f64> {
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[?,?],f64>, !torch.vtensor<[?,?],f64> -> !torch.vtensor<[?,?],f64>
  return %0 : !torch.vtensor<[?,?],f64>
}
func.func @linear_f64(%a: !torch.vtensor<[?,?],f64>, %w: !torch.vtensor<[?,?],f64>) -> !torch.vtensor<[?,?],f64> {
  %none = torch.constant.none
  %0 = torch.aten.linear %a, %w, %none : !torch.vtensor<[?,?],f64>, !torch.vtensor<[?,?],f64>, !torch.none -> !torch.vtensor<[?,?],f64>
  return %0 : !torch.vtensor<[?,?],f64>
}
func.func @bmm_f64(%a: !torch.vtensor<[?,?,?],f64>, %b: !torch.vtensor<[?,?,?],f64>) -> !torch.vtensor<[?,?,?],f64> {
  %0 = torch.aten.bmm %a, %b : !torch.vtensor<[?,?,?],f64>, !torch.vtensor<[?,?,?],f64> -> !torch.vtensor<[?,?,?],f64>
  return %0 : !torch.vtensor<[?,?,?],f64>
}
// Static few-row shapes: the few-row kernel on vpdpbusd (B read in place,
// row sums as the offset's correction; two workgroups of N and a ragged
// 64-column block; K not a multiple of 4 or of 64).
func.func @int_mm_rows1(%a: !torch.vtensor<[1,1031],si8>, %b: !torch.vtensor<[1031,1100],si8>) -> !torch.vtensor<[1,1100],si32> {
  %0 = torch.aten._int_mm %a, %b : !torch.vtensor<[1,1031],si8>, !torch.vtensor<[1031,1100],si8> -> !torch.vtensor<[1,1100],si32>
  return %0 : !torch.vtensor<[1,1100],si32>
}
func.func @int_mm_rows8(%a: !torch.vtensor<[8,77],si8>, %b: !torch.vtensor<[77,130],si8>) -> !torch.vtensor<[8,130],si32> {
  %0 = torch.aten._int_mm %a, %b : !torch.vtensor<[8,77],si8>, !torch.vtensor<[77,130],si8> -> !torch.vtensor<[8,130],si32>
  return %0 : !torch.vtensor<[8,130],si32>
}
func.func @mm_i8_rows6_wt(%a: !torch.vtensor<[6,1031],si8>, %w: !torch.vtensor<[70,1031],si8>) -> !torch.vtensor<[6,70],si8> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %t = torch.aten.transpose.int %w, %int0, %int1 : !torch.vtensor<[70,1031],si8>, !torch.int, !torch.int -> !torch.vtensor<[1031,70],si8>
  %0 = torch.aten.mm %a, %t : !torch.vtensor<[6,1031],si8>, !torch.vtensor<[1031,70],si8> -> !torch.vtensor<[6,70],si8>
  return %0 : !torch.vtensor<[6,70],si8>
}
