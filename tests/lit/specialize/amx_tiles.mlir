// bf16 x bf16 matmuls on x86-64-v4-amx take the tile flavour (configure.c,
// cg_configure_amx): 32 x 32 blocks of sums, tiles of up to 1024 rows x 256
// columns (halved for 4 workgroups), K blocks of whole steps of 32 up to
// 2048 (2080 = 1056 + 1024); few rows still stream. x86-64-v4-bf16 keeps
// the packed pairs (vdpbf16ps). One row of A (d1) reads W 8 rows at a time
// on x86-64-v4-amx (stream_w_row_groups), one row at a time with 8
// accumulators along K on x86-64-v4-bf16.
// RUN: facet-opt %s --print-after=cull --target-cpu=x86-64-v4-amx 2>&1 | FileCheck %s --check-prefix=AMX
// RUN: facet-opt %s --print-after=cull --target-cpu=x86-64-v4-bf16 2>&1 | FileCheck %s --check-prefix=BF16
// AMX: variant v0 {amx tile=512x256x2048 reg=32x32 m_rem=0 n_rem=0 k_rem=0 isa=x86-64-v4-amx} rows [0] facts p0<umin = 512, umax = 512, udiv = 512>
// AMX: variant v1 {stream tile=4x256x2048 reg=4x6 m_rem=0 n_rem=0 k_rem=0 isa=x86-64-v4-amx} rows [1] facts p0<umin = 4, umax = 4, udiv = 4>
// AMX: variant v2 {stream tile=1x256x2048 reg=1x8 m_rem=0 n_rem=0 k_rem=0 isa=x86-64-v4-amx} rows [2] facts p0<umin = 1, umax = 1>
// AMX: variant v0 {amx tile=1024x96x1056 reg=32x32 m_rem=0 n_rem=0 k_rem=1 isa=x86-64-v4-amx} rows [0] facts p0<umin = 4096, umax = 4096, udiv = 4096>
// BF16: variant v0 {packed tile=256x1024x128 reg=8x32 m_rem=0 n_rem=0 k_rem=0 isa=x86-64-v4-bf16}
// BF16: variant v1 {stream tile=4x256x2048
// BF16: variant v2 {stream tile=1x256x2048 reg=1x1x8 m_rem=0 n_rem=0 k_rem=0 isa=x86-64-v4-bf16}
// BF16: variant v0 {packed tile=256x96x128 reg=8x32 m_rem=0 n_rem=0 k_rem=1 isa=x86-64-v4-bf16}
func.func @p512(%x: !torch.vtensor<[512,2048],bf16>, %w: !torch.vtensor<[8192,2048],bf16>) -> !torch.vtensor<[512,8192],bf16> {
  %none = torch.constant.none
  %0 = torch.aten.linear %x, %w, %none : !torch.vtensor<[512,2048],bf16>, !torch.vtensor<[8192,2048],bf16>, !torch.none -> !torch.vtensor<[512,8192],bf16>
  return %0 : !torch.vtensor<[512,8192],bf16>
}
func.func @p4096(%x: !torch.vtensor<[4096,2080],bf16>, %w: !torch.vtensor<[2080,96],bf16>) -> !torch.vtensor<[4096,96],bf16> {
  %0 = torch.aten.mm %x, %w : !torch.vtensor<[4096,2080],bf16>, !torch.vtensor<[2080,96],bf16> -> !torch.vtensor<[4096,96],bf16>
  return %0 : !torch.vtensor<[4096,96],bf16>
}
func.func @d4(%x: !torch.vtensor<[4,2048],bf16>, %w: !torch.vtensor<[8192,2048],bf16>) -> !torch.vtensor<[4,8192],bf16> {
  %none = torch.constant.none
  %0 = torch.aten.linear %x, %w, %none : !torch.vtensor<[4,2048],bf16>, !torch.vtensor<[8192,2048],bf16>, !torch.none -> !torch.vtensor<[4,8192],bf16>
  return %0 : !torch.vtensor<[4,8192],bf16>
}
func.func @d1(%x: !torch.vtensor<[1,2048],bf16>, %w: !torch.vtensor<[8192,2048],bf16>) -> !torch.vtensor<[1,8192],bf16> {
  %none = torch.constant.none
  %0 = torch.aten.linear %x, %w, %none : !torch.vtensor<[1,2048],bf16>, !torch.vtensor<[8192,2048],bf16>, !torch.none -> !torch.vtensor<[1,8192],bf16>
  return %0 : !torch.vtensor<[1,8192],bf16>
}
// A short K (a 1x1 convolution's 64 channels: W as A, an image's 3136
// pixels as B) widens the tile to 2048 columns within the same packed B
// block and narrows it to 128 rows (the sums' tile within 1 MiB).
// AMX: variant v0 {amx tile=128x2048x64 reg=32x32 m_rem=0 n_rem=1 k_rem=0 isa=x86-64-v4-amx}
func.func @k64(%w: !torch.vtensor<[256,64],bf16>, %x: !torch.vtensor<[64,3136],bf16>) -> !torch.vtensor<[256,3136],bf16> {
  %0 = torch.aten.mm %w, %x : !torch.vtensor<[256,64],bf16>, !torch.vtensor<[64,3136],bf16> -> !torch.vtensor<[256,3136],bf16>
  return %0 : !torch.vtensor<[256,3136],bf16>
}
