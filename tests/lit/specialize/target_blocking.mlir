// Blocking derived from the target's caches (configure.c, cg_derive_blocking).
// A named target's kernels do not depend on the compiling machine: their
// configs are the hand-tuned ones measured before the derivation existed
// (these lines were produced by the build before it; v3's since it packs A
// one panel at a time, by that change; v4's 8 x 32 tile for 256-row tiles
// since 12 x 32 no longer pads them, and its K block 256 and B block of
// 1024 columns since it assumes two 512-bit FMAs a cycle: the A panel and
// the B micro-panel in L1, the B block in half of L2), and
// FACET_CACHE_SIZES, which only "host" reads, changes nothing.
// RUN: facet-opt %s --print-after=cull --target-cpu=x86-64 2>&1 | FileCheck %s --check-prefix=V1
// RUN: env FACET_CACHE_SIZES=16K,256K,1M facet-opt %s --print-after=cull --target-cpu=x86-64 2>&1 | FileCheck %s --check-prefix=V1
// RUN: facet-opt %s --print-after=cull --target-cpu=x86-64-v3 2>&1 | FileCheck %s --check-prefix=V3
// RUN: env FACET_CACHE_SIZES=16K,256K,1M facet-opt %s --print-after=cull --target-cpu=x86-64-v3 2>&1 | FileCheck %s --check-prefix=V3
// RUN: facet-opt %s --print-after=cull --target-cpu=x86-64-v4 2>&1 | FileCheck %s --check-prefix=V4
// RUN: env FACET_CACHE_SIZES=16K,256K,1M facet-opt %s --print-after=cull --target-cpu=x86-64-v4 2>&1 | FileCheck %s --check-prefix=V4
//
// "host" with a forced cache description gets the derived blocking, whatever
// its ISA: for the f32 2048 x 4096 x 4096 product, a 4 KiB L1d gives KC 64
// and MC 256 (portable: B micro-panel 64 x 8 in half of L1, A in a quarter
// of the 256 KiB L2), KC 64 (v3: the A panel 64 x 6 in half of L1), KC 256
// (v4 at one 512-bit FMA a cycle: 256 x 12 in 1/16 of the L2) or KC 32 (v4
// at two: the A panel and B micro-panel, 32 x 44, in L1; NC 1024, the B
// block in half of L2); the named targets' are 256 / 128, 256 and 256 (above).
// RUN: env FACET_CACHE_SIZES=4K,256K,1M FACET_AVX512_FMA=1 facet-opt %s --print-after=cull 2>&1 | FileCheck %s --check-prefix=HOST
// HOST: variant v0 {{[{]}}{{blocked tile=256x256x64 reg=4x8|packed tile=2048x1024x64 reg=6x16|packed tile=2048x1024x256 reg=12x32}} m_rem=0 n_rem=0 k_rem=0 isa={{x86-64[-a-z0-9]*}}} rows [0] facts p0<umin = 2048
// RUN: env FACET_CACHE_SIZES=4K,256K,1M FACET_AVX512_FMA=2 facet-opt %s --print-after=cull 2>&1 | FileCheck %s --check-prefix=HOST2
// HOST2: variant v0 {{[{]}}{{blocked tile=256x256x64 reg=4x8|packed tile=2048x1024x64 reg=6x16|packed tile=2048x1024x32 reg=12x32}} m_rem=0 n_rem=0 k_rem=0 isa={{x86-64[-a-z0-9]*}}} rows [0] facts p0<umin = 2048
//
// "host" records where its cache sizes came from in the report, with them.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env FACET_CACHE_SIZES=16K,256K,1M facet-compile %s -o %t/m.facet --dry-run --report=%t/r.json
// RUN: FileCheck %s --check-prefix=REPORT < %t/r.json
// RUN: facet-compile %s -o %t/m.facet --dry-run --target-cpu=x86-64-v3 --report=%t/r3.json
// RUN: FileCheck %s --check-prefix=REPORT3 < %t/r3.json
// REPORT: "target": {"name": "{{x86-64[-a-z0-9]*}}", "l1d_bytes": 16384, "l2_bytes": 262144, "l3_bytes_per_cpu": 1048576, "cache_source": "FACET_CACHE_SIZES", "fma512_per_cycle": {{[012]}}, "bf16_dot": {{true|false}}}
// REPORT3: "target": {"name": "x86-64-v3", "l1d_bytes": 32768, "l2_bytes": 524288, "l3_bytes_per_cpu": 33554432, "cache_source": "assumed", "fma512_per_cycle": 0, "bf16_dot": false}

func.func @mm_f32(%x: !torch.vtensor<[2048,4096],f32>, %w: !torch.vtensor<[4096,4096],f32>) -> !torch.vtensor<[2048,4096],f32> {
  %0 = torch.aten.mm %x, %w : !torch.vtensor<[2048,4096],f32>, !torch.vtensor<[4096,4096],f32> -> !torch.vtensor<[2048,4096],f32>
  return %0 : !torch.vtensor<[2048,4096],f32>
}
func.func @mm_f16(%x: !torch.vtensor<[512,4096],f16>, %w: !torch.vtensor<[4096,4096],f16>) -> !torch.vtensor<[512,4096],f16> {
  %0 = torch.aten.mm %x, %w : !torch.vtensor<[512,4096],f16>, !torch.vtensor<[4096,4096],f16> -> !torch.vtensor<[512,4096],f16>
  return %0 : !torch.vtensor<[512,4096],f16>
}
func.func @mm_odd(%x: !torch.vtensor<[300,777],f32>, %w: !torch.vtensor<[777,1000],f32>) -> !torch.vtensor<[300,1000],f32> {
  %0 = torch.aten.mm %x, %w : !torch.vtensor<[300,777],f32>, !torch.vtensor<[777,1000],f32> -> !torch.vtensor<[300,1000],f32>
  return %0 : !torch.vtensor<[300,1000],f32>
}
func.func @mm_small(%x: !torch.vtensor<[40,64],f32>, %w: !torch.vtensor<[64,200],f32>) -> !torch.vtensor<[40,200],f32> {
  %0 = torch.aten.mm %x, %w : !torch.vtensor<[40,64],f32>, !torch.vtensor<[64,200],f32> -> !torch.vtensor<[40,200],f32>
  return %0 : !torch.vtensor<[40,200],f32>
}
func.func @mv_f16(%x: !torch.vtensor<[4,4096],f16>, %w: !torch.vtensor<[4096,4096],f16>) -> !torch.vtensor<[4,4096],f16> {
  %0 = torch.aten.mm %x, %w : !torch.vtensor<[4,4096],f16>, !torch.vtensor<[4096,4096],f16> -> !torch.vtensor<[4,4096],f16>
  return %0 : !torch.vtensor<[4,4096],f16>
}

// V1: variant v0 {blocked tile=128x256x256 reg=4x8 m_rem=0 n_rem=0 k_rem=0 isa=x86-64} rows [0] facts p0<umin = 2048, umax = 2048, udiv = 2048>
// V1: variant v0 {blocked tile=128x256x256 reg=4x8 m_rem=0 n_rem=0 k_rem=0 isa=x86-64} rows [0] facts p0<umin = 512, umax = 512, udiv = 512>
// V1: variant v1 {stream tile=4x1024x2048 reg=4x8 m_rem=0 n_rem=0 k_rem=0 isa=x86-64} rows [1] facts p0<umin = 4, umax = 4, udiv = 4>
// V1: variant v0 {blocked tile=100x256x200 reg=4x8 m_rem=0 n_rem=1 k_rem=1 isa=x86-64} rows [0] facts p0<umin = 300, umax = 300, udiv = 300>
// V1: variant v0 {blocked tile=40x56x64 reg=4x8 m_rem=0 n_rem=1 k_rem=0 isa=x86-64} rows [0] facts p0<umin = 40, umax = 40, udiv = 40>
// V3: variant v0 {packed tile=2048x1024x256 reg=6x16 m_rem=0 n_rem=0 k_rem=0 isa=x86-64-v3} rows [0] facts p0<umin = 2048, umax = 2048, udiv = 2048>
// V3: variant v0 {packed tile=256x2048x128 reg=6x16 m_rem=0 n_rem=0 k_rem=0 isa=x86-64-v3} rows [0] facts p0<umin = 512, umax = 512, udiv = 512>
// V3: variant v1 {stream tile=4x1024x2048 reg=4x8 m_rem=0 n_rem=0 k_rem=0 isa=x86-64-v3} rows [1] facts p0<umin = 4, umax = 4, udiv = 4>
// V3: variant v0 {packed tile=150x512x112 reg=6x16 m_rem=0 n_rem=1 k_rem=1 isa=x86-64-v3} rows [0] facts p0<umin = 300, umax = 300, udiv = 300>
// V3: variant v0 {packed tile=40x208x64 reg=6x16 m_rem=0 n_rem=1 k_rem=0 isa=x86-64-v3} rows [0] facts p0<umin = 40, umax = 40, udiv = 40>
// V4: variant v0 {packed tile=2048x1024x256 reg=12x32 m_rem=0 n_rem=0 k_rem=0 isa=x86-64-v4} rows [0] facts p0<umin = 2048, umax = 2048, udiv = 2048>
// V4: variant v0 {packed tile=256x1024x128 reg=8x32 m_rem=0 n_rem=0 k_rem=0 isa=x86-64-v4} rows [0] facts p0<umin = 512, umax = 512, udiv = 512>
// V4: variant v1 {stream tile=4x2048x2048 reg=4x16 m_rem=0 n_rem=0 k_rem=0 isa=x86-64-v4} rows [1] facts p0<umin = 4, umax = 4, udiv = 4>
// V4: variant v0 {packed tile=150x512x112 reg=12x32 m_rem=0 n_rem=1 k_rem=1 isa=x86-64-v4} rows [0] facts p0<umin = 300, umax = 300, udiv = 300>
// V4: variant v0 {packed tile=40x224x64 reg=8x32 m_rem=0 n_rem=1 k_rem=0 isa=x86-64-v4} rows [0] facts p0<umin = 40, umax = 40, udiv = 40>
