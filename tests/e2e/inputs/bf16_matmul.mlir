// bf16 x bf16 matmuls large enough for the PACKED flavour (tests/e2e/bf16_matmul.sh):
// B[K,N] with an odd K and N past the 32-column tile, W[N,K] through linear,
// a SwiGLU-style product whose epilogue is fused into the matmul, a long K
// (several K blocks) with a residual add, and a batched matmul.
func.func @mm(%x: !torch.vtensor<[?,301],bf16>, %w: !torch.vtensor<[301,130],bf16>) -> !torch.vtensor<[?,130],bf16> {
  %0 = torch.aten.mm %x, %w : !torch.vtensor<[?,301],bf16>, !torch.vtensor<[301,130],bf16> -> !torch.vtensor<[?,130],bf16>
  return %0 : !torch.vtensor<[?,130],bf16>
}
func.func @linear_silu(%x: !torch.vtensor<[?,256],bf16>, %w: !torch.vtensor<[200,256],bf16>) -> !torch.vtensor<[?,200],bf16> {
  %none = torch.constant.none
  %0 = torch.aten.linear %x, %w, %none : !torch.vtensor<[?,256],bf16>, !torch.vtensor<[200,256],bf16>, !torch.none -> !torch.vtensor<[?,200],bf16>
  %1 = torch.aten.silu %0 : !torch.vtensor<[?,200],bf16> -> !torch.vtensor<[?,200],bf16>
  return %1 : !torch.vtensor<[?,200],bf16>
}
func.func @long_k(%x: !torch.vtensor<[?,2080],bf16>, %w: !torch.vtensor<[96,2080],bf16>, %r: !torch.vtensor<[?,96],bf16>) -> !torch.vtensor<[?,96],bf16> {
  %none = torch.constant.none
  %int1 = torch.constant.int 1
  %0 = torch.aten.linear %x, %w, %none : !torch.vtensor<[?,2080],bf16>, !torch.vtensor<[96,2080],bf16>, !torch.none -> !torch.vtensor<[?,96],bf16>
  %1 = torch.aten.add.Tensor %0, %r, %int1 : !torch.vtensor<[?,96],bf16>, !torch.vtensor<[?,96],bf16>, !torch.int -> !torch.vtensor<[?,96],bf16>
  return %1 : !torch.vtensor<[?,96],bf16>
}
func.func @bmm(%a: !torch.vtensor<[4,?,96],bf16>, %b: !torch.vtensor<[4,96,80],bf16>) -> !torch.vtensor<[4,?,80],bf16> {
  %0 = torch.aten.bmm %a, %b : !torch.vtensor<[4,?,96],bf16>, !torch.vtensor<[4,96,80],bf16> -> !torch.vtensor<[4,?,80],bf16>
  return %0 : !torch.vtensor<[4,?,80],bf16>
}
