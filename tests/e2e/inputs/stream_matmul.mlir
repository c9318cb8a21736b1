// One row of A against W[N,K] (linear), the decode matmul (tests/e2e/stream_matmul.sh):
// K up to 2048 f32 floats (a quarter of L1) reads W as one stream with ku
// accumulators along K, A in place (f32 on x86-64-v3); longer K takes 8 rows
// of W at a time.
func.func @lin_f16(%x: !torch.vtensor<[1,2048],f16>, %w: !torch.vtensor<[300,2048],f16>) -> !torch.vtensor<[1,300],f16> {
  %none = torch.constant.none
  %0 = torch.aten.linear %x, %w, %none : !torch.vtensor<[1,2048],f16>, !torch.vtensor<[300,2048],f16>, !torch.none -> !torch.vtensor<[1,300],f16>
  return %0 : !torch.vtensor<[1,300],f16>
}
func.func @lin_bf16_tail(%x: !torch.vtensor<[1,200],bf16>, %w: !torch.vtensor<[72,200],bf16>) -> !torch.vtensor<[1,72],bf16> {
  %none = torch.constant.none
  %0 = torch.aten.linear %x, %w, %none : !torch.vtensor<[1,200],bf16>, !torch.vtensor<[72,200],bf16>, !torch.none -> !torch.vtensor<[1,72],bf16>
  return %0 : !torch.vtensor<[1,72],bf16>
}
func.func @lin_f32_silu(%x: !torch.vtensor<[1,1000],f32>, %w: !torch.vtensor<[40,1000],f32>) -> !torch.vtensor<[1,40],f32> {
  %none = torch.constant.none
  %0 = torch.aten.linear %x, %w, %none : !torch.vtensor<[1,1000],f32>, !torch.vtensor<[40,1000],f32>, !torch.none -> !torch.vtensor<[1,40],f32>
  %1 = torch.aten.silu %0 : !torch.vtensor<[1,40],f32> -> !torch.vtensor<[1,40],f32>
  return %1 : !torch.vtensor<[1,40],f32>
}
func.func @lin_f16_long(%x: !torch.vtensor<[1,4100],f16>, %w: !torch.vtensor<[27,4100],f16>) -> !torch.vtensor<[1,27],f16> {
  %none = torch.constant.none
  %0 = torch.aten.linear %x, %w, %none : !torch.vtensor<[1,4100],f16>, !torch.vtensor<[27,4100],f16>, !torch.none -> !torch.vtensor<[1,27],f16>
  return %0 : !torch.vtensor<[1,27],f16>
}
func.func @lin_f16_rows(%x: !torch.vtensor<[3,700],f16>, %w: !torch.vtensor<[50,700],f16>) -> !torch.vtensor<[3,50],f16> {
  %none = torch.constant.none
  %0 = torch.aten.linear %x, %w, %none : !torch.vtensor<[3,700],f16>, !torch.vtensor<[50,700],f16>, !torch.none -> !torch.vtensor<[3,50],f16>
  return %0 : !torch.vtensor<[3,50],f16>
}
