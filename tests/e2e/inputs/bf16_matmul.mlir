// bf16 x bf16 matmuls large enough for the PACKED flavour (tests/e2e/bf16_matmul.sh):
// B[K,N] with an odd K and N past the 32-column tile, W[N,K] through linear,
// and a SwiGLU-style product whose epilogue is fused into the matmul.
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
