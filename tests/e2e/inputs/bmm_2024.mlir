// Batched matmuls as sharktank's 2024 Llama export writes its attention
// (tests/e2e/compiled_llm_ops.sh): dynamic M and N, B transposed, 4-D.
func.func @scores(%q: !torch.vtensor<[8,?,32],f16>, %k: !torch.vtensor<[8,?,32],f16>) -> !torch.vtensor<[8,?,?],f16> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %kt = torch.aten.transpose.int %k, %int1, %int2 : !torch.vtensor<[8,?,32],f16>, !torch.int, !torch.int -> !torch.vtensor<[8,32,?],f16>
  %s = torch.aten.bmm %q, %kt : !torch.vtensor<[8,?,32],f16>, !torch.vtensor<[8,32,?],f16> -> !torch.vtensor<[8,?,?],f16>
  return %s : !torch.vtensor<[8,?,?],f16>
}
func.func @weighted(%p: !torch.vtensor<[8,?,?],f16>, %v: !torch.vtensor<[8,?,32],f16>) -> !torch.vtensor<[8,?,32],f16> {
  %o = torch.aten.bmm %p, %v : !torch.vtensor<[8,?,?],f16>, !torch.vtensor<[8,?,32],f16> -> !torch.vtensor<[8,?,32],f16>
  return %o : !torch.vtensor<[8,?,32],f16>
}
func.func @four(%a: !torch.vtensor<[2,3,5,7],f32>, %b: !torch.vtensor<[2,3,7,4],f32>) -> !torch.vtensor<[2,3,5,4],bf16> {
  %m = torch.aten.matmul %a, %b : !torch.vtensor<[2,3,5,7],f32>, !torch.vtensor<[2,3,7,4],f32> -> !torch.vtensor<[2,3,5,4],f32>
  %int15 = torch.constant.int 15
  %false = torch.constant.bool false
  %none = torch.constant.none
  %r = torch.aten.to.dtype %m, %int15, %false, %false, %none : !torch.vtensor<[2,3,5,4],f32>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[2,3,5,4],bf16>
  return %r : !torch.vtensor<[2,3,5,4],bf16>
}
