// Batched matmuls (tests/e2e/batched_matmul.sh): static and dynamic dims, an
// elementwise op after.
func.func @bmm_f32(%a: !torch.vtensor<[3,5,7],f32>, %b: !torch.vtensor<[3,7,4],f32>) -> !torch.vtensor<[3,5,4],f32> {
  %0 = torch.aten.bmm %a, %b : !torch.vtensor<[3,5,7],f32>, !torch.vtensor<[3,7,4],f32> -> !torch.vtensor<[3,5,4],f32>
  return %0 : !torch.vtensor<[3,5,4],f32>
}
func.func @bmm_bf16_scaled(%a: !torch.vtensor<[2,3,?,16],bf16>, %b: !torch.vtensor<[2,3,16,?],bf16>) -> !torch.vtensor<[2,3,?,?],bf16> {
  %0 = torch.aten.matmul %a, %b : !torch.vtensor<[2,3,?,16],bf16>, !torch.vtensor<[2,3,16,?],bf16> -> !torch.vtensor<[2,3,?,?],bf16>
  %float = torch.constant.float 2.500000e-01
  %1 = torch.aten.mul.Scalar %0, %float : !torch.vtensor<[2,3,?,?],bf16>, !torch.float -> !torch.vtensor<[2,3,?,?],bf16>
  return %1 : !torch.vtensor<[2,3,?,?],bf16>
}
// f64 and a f32 x f32 -> f64 export (a fuzzer once found it aborting codegen)
func.func @mm_to_f64(%a: !torch.vtensor<[4,8],f32>, %b: !torch.vtensor<[8,4],f32>) -> !torch.vtensor<[4,4],f64> {
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[4,8],f32>, !torch.vtensor<[8,4],f32> -> !torch.vtensor<[4,4],f64>
  return %0 : !torch.vtensor<[4,4],f64>
}
func.func @mm_f64(%a: !torch.vtensor<[4,8],f64>, %b: !torch.vtensor<[8,4],f64>) -> !torch.vtensor<[4,4],f64> {
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[4,8],f64>, !torch.vtensor<[8,4],f64> -> !torch.vtensor<[4,4],f64>
  %1 = torch.aten.neg %0 : !torch.vtensor<[4,4],f64> -> !torch.vtensor<[4,4],f64>
  return %1 : !torch.vtensor<[4,4],f64>
}
// Batched matmuls the matmul kernels take (one z workgroup per batch): both
// operands batched (packed, with M and N remainders), K^T read in place with
// a dynamic S (stream), a rank-2 lhs shared by every batch, a dynamic batch.
func.func @bmm_packed(%a: !torch.vtensor<[3,37,70],f32>, %b: !torch.vtensor<[3,70,45],f32>) -> !torch.vtensor<[3,37,45],f32> {
  %r = torch.aten.bmm %a, %b : !torch.vtensor<[3,37,70],f32>, !torch.vtensor<[3,70,45],f32> -> !torch.vtensor<[3,37,45],f32>
  return %r : !torch.vtensor<[3,37,45],f32>
}
func.func @scores(%q: !torch.vtensor<[2,4,9,64],f16>, %k: !torch.vtensor<[2,4,?,64],f16>) -> !torch.vtensor<[2,4,9,?],f16> {
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %kt = torch.aten.transpose.int %k, %int2, %int3 : !torch.vtensor<[2,4,?,64],f16>, !torch.int, !torch.int -> !torch.vtensor<[2,4,64,?],f16>
  %r = torch.aten.matmul %q, %kt : !torch.vtensor<[2,4,9,64],f16>, !torch.vtensor<[2,4,64,?],f16> -> !torch.vtensor<[2,4,9,?],f16>
  return %r : !torch.vtensor<[2,4,9,?],f16>
}
func.func @shared_lhs(%a: !torch.vtensor<[20,33],bf16>, %b: !torch.vtensor<[5,33,17],bf16>) -> !torch.vtensor<[5,20,17],bf16> {
  %r = torch.aten.matmul %a, %b : !torch.vtensor<[20,33],bf16>, !torch.vtensor<[5,33,17],bf16> -> !torch.vtensor<[5,20,17],bf16>
  return %r : !torch.vtensor<[5,20,17],bf16>
}
func.func @dynamic_batch(%a: !torch.vtensor<[?,40,24],f32>, %b: !torch.vtensor<[?,24,72],f32>) -> !torch.vtensor<[?,40,72],f32> {
  %r = torch.aten.bmm %a, %b : !torch.vtensor<[?,40,24],f32>, !torch.vtensor<[?,24,72],f32> -> !torch.vtensor<[?,40,72],f32>
  return %r : !torch.vtensor<[?,40,72],f32>
}
// A fused epilogue on a batched matmul: a mask broadcast along the batch
// and a scale, with the packed (M > 16) and stream kernels.
func.func @scores_masked(%q: !torch.vtensor<[2,3,?,16],f32>, %k: !torch.vtensor<[2,3,?,16],f32>, %mask: !torch.vtensor<[1,3,?,?],f32>) -> !torch.vtensor<[2,3,?,?],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %kt = torch.aten.transpose.int %k, %int2, %int3 : !torch.vtensor<[2,3,?,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,3,16,?],f32>
  %s = torch.aten.matmul %q, %kt : !torch.vtensor<[2,3,?,16],f32>, !torch.vtensor<[2,3,16,?],f32> -> !torch.vtensor<[2,3,?,?],f32>
  %m = torch.aten.add.Tensor %s, %mask, %int1 : !torch.vtensor<[2,3,?,?],f32>, !torch.vtensor<[1,3,?,?],f32>, !torch.int -> !torch.vtensor<[2,3,?,?],f32>
  %float = torch.constant.float 1.250000e-01
  %r = torch.aten.mul.Scalar %m, %float : !torch.vtensor<[2,3,?,?],f32>, !torch.float -> !torch.vtensor<[2,3,?,?],f32>
  return %r : !torch.vtensor<[2,3,?,?],f32>
}
// Batch dims broadcast from 1 (or missing), as torch.matmul's are: each
// operand read in place at its own batch offsets.
func.func @bcast_rhs(%a: !torch.vtensor<[4,3,?,16],f32>, %b: !torch.vtensor<[1,3,16,11],f32>) -> !torch.vtensor<[4,3,?,11],f32> {
  %r = torch.aten.matmul %a, %b : !torch.vtensor<[4,3,?,16],f32>, !torch.vtensor<[1,3,16,11],f32> -> !torch.vtensor<[4,3,?,11],f32>
  return %r : !torch.vtensor<[4,3,?,11],f32>
}
func.func @bcast_both(%a: !torch.vtensor<[4,1,9,16],bf16>, %b: !torch.vtensor<[1,3,16,11],bf16>) -> !torch.vtensor<[4,3,9,11],bf16> {
  %r = torch.aten.matmul %a, %b : !torch.vtensor<[4,1,9,16],bf16>, !torch.vtensor<[1,3,16,11],bf16> -> !torch.vtensor<[4,3,9,11],bf16>
  return %r : !torch.vtensor<[4,3,9,11],bf16>
}
func.func @bcast_rank3(%a: !torch.vtensor<[2,3,37,70],f32>, %b: !torch.vtensor<[3,70,45],f32>) -> !torch.vtensor<[2,3,37,45],f32> {
  %r = torch.aten.matmul %a, %b : !torch.vtensor<[2,3,37,70],f32>, !torch.vtensor<[3,70,45],f32> -> !torch.vtensor<[2,3,37,45],f32>
  return %r : !torch.vtensor<[2,3,37,45],f32>
}
func.func @bcast_kt(%q: !torch.vtensor<[2,4,9,64],f16>, %k: !torch.vtensor<[1,4,?,64],f16>) -> !torch.vtensor<[2,4,9,?],f16> {
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %kt = torch.aten.transpose.int %k, %int2, %int3 : !torch.vtensor<[1,4,?,64],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,4,64,?],f16>
  %r = torch.aten.matmul %q, %kt : !torch.vtensor<[2,4,9,64],f16>, !torch.vtensor<[1,4,64,?],f16> -> !torch.vtensor<[2,4,9,?],f16>
  return %r : !torch.vtensor<[2,4,9,?],f16>
}
func.func @bcast_dyn(%a: !torch.vtensor<[?,3,8,16],f32>, %b: !torch.vtensor<[1,3,16,5],f32>) -> !torch.vtensor<[?,3,8,5],f32> {
  %r = torch.aten.matmul %a, %b : !torch.vtensor<[?,3,8,16],f32>, !torch.vtensor<[1,3,16,5],f32> -> !torch.vtensor<[?,3,8,5],f32>
  return %r : !torch.vtensor<[?,3,8,5],f32>
}
func.func @bcast_f64(%a: !torch.vtensor<[2,1,4,8],f64>, %b: !torch.vtensor<[3,8,4],f64>) -> !torch.vtensor<[2,3,4,4],f64> {
  %r = torch.aten.matmul %a, %b : !torch.vtensor<[2,1,4,8],f64>, !torch.vtensor<[3,8,4],f64> -> !torch.vtensor<[2,3,4,4],f64>
  return %r : !torch.vtensor<[2,3,4,4],f64>
}
func.func @bcast_i8(%a: !torch.vtensor<[2,3,5,32],si8>, %b: !torch.vtensor<[1,3,32,4],si8>) -> !torch.vtensor<[2,3,5,4],si8> {
  %r = torch.aten.matmul %a, %b : !torch.vtensor<[2,3,5,32],si8>, !torch.vtensor<[1,3,32,4],si8> -> !torch.vtensor<[2,3,5,4],si8>
  return %r : !torch.vtensor<[2,3,5,4],si8>
}
