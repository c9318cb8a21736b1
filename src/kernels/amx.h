// amx.h: matrix tiles (AMX-TILE, AMX-BF16): the tile basics that the
// int8 option's quantized prefill (quant.h) and the bf16 convolutions
// (conv.h, FKW_AMX) share, and the bf16 x bf16 matmul of CG_MATMUL_AMX
// (src/codegen/emit_amx.c), which gives its f32 sums to the generated code
// for the epilogue and the store.
//
// Only on targets that have the tiles (x86-64-v4-amx): elsewhere this file
// is empty (FKA_TILES 0). The process must have asked Linux for the tile
// state first (src/base/cpu.c does when it detects the level).
#ifndef FACET_KERNELS_AMX_H
#define FACET_KERNELS_AMX_H

#include "base.h"

#if defined(__AMX_TILE__) && defined(__AMX_BF16__) && defined(__AVX512BF16__)
#define FKA_TILES 1
#include <immintrin.h>

// What ldtilecfg reads (palette 1).
typedef struct fka_tilecfg {
  uint8_t palette, start_row, reserved[14];
  uint16_t colsb[16];
  uint8_t rows[16];
} fka_tilecfg;

// The tile instructions as asm that names memory: the compilers'
// intrinsics (GCC 12) state no memory effects, so loads and stores of the
// buffers they read and write could move across them. Strides in bytes.
// (On one line each: the kernel C is embedded line by line.)
// clang-format off
#define FKA_TLOAD(t, p, stride) __asm__ volatile("tileloadd (%0,%1,1), %%tmm" #t ::"r"(p), "r"((int64_t)(stride)) : "memory")
#define FKA_TSTORE(t, p, stride) __asm__ volatile("tilestored %%tmm" #t ", (%0,%1,1)" ::"r"(p), "r"((int64_t)(stride)) : "memory")
#define FKA_TZERO(t) __asm__ volatile("tilezero %%tmm" #t ::: "memory")
#define FKA_TDP(c, a, b) __asm__ volatile("tdpbf16ps %%tmm" #b ", %%tmm" #a ", %%tmm" #c ::: "memory")
// clang-format on

// Tiles 0-7, each 16 rows of 64 bytes: 16 x 16 f32 sums, or 16 rows of 32
// bf16 (an A tile), or 16 rows of 16 bf16 pairs (a B tile).
INLINE void fka_config(void) {
  fka_tilecfg c;
  __builtin_memset(&c, 0, sizeof c);
  c.palette = 1;
  for (int t = 0; t < 8; t++)
    c.rows[t] = 16, c.colsb[t] = 64;
  __asm__ volatile("ldtilecfg %0" ::"m"(c) : "memory");
}

INLINE void fka_release(void) { __asm__ volatile("tilerelease" ::: "memory"); }

// r[i] = row i of a 16 x 16 block of 32-bit lanes into r[i] = column i.
INLINE void fka_tr16(__m512 r[16]) {
  __m512 t[16];
  for (int i = 0; i < 16; i += 2) {
    t[i] = _mm512_unpacklo_ps(r[i], r[i + 1]);
    t[i + 1] = _mm512_unpackhi_ps(r[i], r[i + 1]);
  }
  for (int i = 0; i < 16; i += 4)
    for (int h = 0; h < 2; h++) {
      __m512d a = _mm512_castps_pd(t[i + h]), b = _mm512_castps_pd(t[i + h + 2]);
      r[i + 2 * h] = _mm512_castpd_ps(_mm512_unpacklo_pd(a, b));
      r[i + 2 * h + 1] = _mm512_castpd_ps(_mm512_unpackhi_pd(a, b));
    }
  for (int i = 0; i < 4; i++) {
    t[i] = _mm512_shuffle_f32x4(r[i], r[i + 4], 0x88);
    t[i + 4] = _mm512_shuffle_f32x4(r[i], r[i + 4], 0xdd);
    t[i + 8] = _mm512_shuffle_f32x4(r[i + 8], r[i + 12], 0x88);
    t[i + 12] = _mm512_shuffle_f32x4(r[i + 8], r[i + 12], 0xdd);
  }
  for (int i = 0; i < 4; i++) {
    r[i] = _mm512_shuffle_f32x4(t[i], t[i + 8], 0x88);
    r[i + 8] = _mm512_shuffle_f32x4(t[i], t[i + 8], 0xdd);
    r[i + 4] = _mm512_shuffle_f32x4(t[i + 4], t[i + 12], 0x88);
    r[i + 12] = _mm512_shuffle_f32x4(t[i + 4], t[i + 12], 0xdd);
  }
}

// ---- bf16 x bf16 matmul: C[M,N] = A[M,K] x B[K,N] (or W[N,K]^T) ----
//
// The products of two bf16 are exact in f32 and tdpbf16ps adds them into
// f32 sums, as the FMA path does, in another order; it treats denormal
// inputs as zero and flushes denormal sums (the FMA path keeps them).
//
// B is packed per K block of `steps` steps of 32: strip j (16 columns),
// step s at bp + (j * steps + s) * 512 is a B tile, row k holding
// (B[32 s + 2k][n], B[32 s + 2k + 1][n]) for the strip's 16 n, zeros past
// the block's K or N. A's tiles load straight from A (16 rows lda apart)
// when a block of 32 rows and the K block are whole; otherwise from a
// zero-padded copy of the block (fka_pack_a).

// A step's 32 elements of K from p, zeros past kk (< 32 is a tail).
INLINE __m512 fka_ld32(const uint16_t *p, int64_t kk) {
  __mmask32 m = kk >= 32 ? ~(__mmask32)0 : (__mmask32)((1u << kk) - 1u);
  return _mm512_castsi512_ps(_mm512_maskz_loadu_epi16(m, p));
}

// W[N,K] rows [n0, n0 + nt), K [k0, k0 + kc): 16 rows of a step are a 16 x
// 16 block of pairs, transposed in registers. Strips up to 32-column
// multiples (the blocks of fka_block) are written, zeros past nt.
INLINE void fka_pack_w(const uint16_t *W, int64_t K, int64_t n0, int64_t nt, int64_t k0,
                       int64_t kc, int64_t steps, uint16_t *bp) {
  const int64_t strips = (nt + 31) / 32 * 2;
  for (int64_t j = 0; j < strips; j++)
    for (int64_t s = 0; s < steps; s++) {
      __m512 v[16];
      for (int i = 0; i < 16; i++)
        v[i] = 16 * j + i < nt ? fka_ld32(W + (n0 + 16 * j + i) * K + k0 + 32 * s, kc - 32 * s)
                               : _mm512_setzero_ps();
      fka_tr16(v);
      uint16_t *t = bp + (j * steps + s) * 512;
      for (int k = 0; k < 16; k++)
        _mm512_store_ps((float *)(t + 32 * k), v[k]);
    }
}

// B[K,N] rows [k0, k0 + kc), columns [n0, n0 + nt): rows 2k and 2k + 1 of
// a step interleaved 16 bits at a time, a row of B at a time across the
// strips (B streams along its rows).
INLINE void fka_pack_b(const uint16_t *B, int64_t N, int64_t n0, int64_t nt, int64_t k0,
                       int64_t kc, int64_t steps, uint16_t *bp) {
  const int64_t strips = (nt + 31) / 32 * 2;
  const __m512i pairs = _mm512_set_epi16(31, 15, 30, 14, 29, 13, 28, 12, 27, 11, 26, 10, 25, 9, 24,
                                         8, 23, 7, 22, 6, 21, 5, 20, 4, 19, 3, 18, 2, 17, 1, 16, 0);
  for (int64_t s = 0; s < steps; s++)
    for (int k = 0; k < 16; k++) {
      const int64_t r = 32 * s + 2 * k; // row of the block
      const uint16_t *b0 = B + (k0 + r) * N + n0, *b1 = b0 + N;
      for (int64_t j = 0; j < strips; j++) {
        int64_t cols = nt - 16 * j;
        __mmask16 m = cols >= 16 ? (__mmask16)0xffff : cols > 0 ? (__mmask16)((1u << cols) - 1u) : 0;
        __m256i lo = r < kc ? _mm256_maskz_loadu_epi16(m, b0 + 16 * j) : _mm256_setzero_si256();
        __m256i hi = r + 1 < kc ? _mm256_maskz_loadu_epi16(m, b1 + 16 * j) : _mm256_setzero_si256();
        __m512i x = _mm512_inserti64x4(_mm512_castsi256_si512(lo), hi, 1);
        _mm512_store_si512(bp + (j * steps + s) * 512 + 32 * k, _mm512_permutexvar_epi16(pairs, x));
      }
    }
}

// Rows [0, rows) (<= 32) of A (lda elements apart), kc elements each, into
// a 32-row panel of steps * 32 elements a row, zeros elsewhere.
INLINE void fka_pack_a(const uint16_t *A, int64_t lda, int64_t rows, int64_t kc, int64_t steps,
                       uint16_t *ap) {
  for (int64_t r = 0; r < 32; r++)
    for (int64_t s = 0; s < steps; s++)
      _mm512_store_ps((float *)(ap + r * steps * 32 + 32 * s),
                      r < rows ? fka_ld32(A + r * lda + 32 * s, kc - 32 * s) : _mm512_setzero_ps());
}

// Tiles 0-3 as the f32 sums of a 32 x 32 block at c (ld floats a row):
// zeros when `first`, else what c holds; fka_sums_store puts them back.
INLINE void fka_sums_load(const float *c, int64_t ld, int first) {
  if (first) {
    FKA_TZERO(0);
    FKA_TZERO(1);
    FKA_TZERO(2);
    FKA_TZERO(3);
    return;
  }
  FKA_TLOAD(0, c, ld * 4);
  FKA_TLOAD(1, c + 16, ld * 4);
  FKA_TLOAD(2, c + 16 * ld, ld * 4);
  FKA_TLOAD(3, c + 16 * ld + 16, ld * 4);
}

INLINE void fka_sums_store(float *c, int64_t ld) {
  FKA_TSTORE(0, c, ld * 4);
  FKA_TSTORE(1, c + 16, ld * 4);
  FKA_TSTORE(2, c + 16 * ld, ld * 4);
  FKA_TSTORE(3, c + 16 * ld + 16, ld * 4);
}

// One step into the sums of tiles 0-3: A tiles at a0 and a1 (rows sa bytes
// apart), B tiles at b0 and b1 (rows sb bytes apart), tile (i, j) += Ai Bj.
INLINE void fka_step(const void *a0, const void *a1, int64_t sa, const void *b0, const void *b1,
                     int64_t sb) {
  FKA_TLOAD(4, a0, sa);
  FKA_TLOAD(5, a1, sa);
  FKA_TLOAD(6, b0, sb);
  FKA_TLOAD(7, b1, sb);
  FKA_TDP(0, 4, 6);
  FKA_TDP(1, 4, 7);
  FKA_TDP(2, 5, 6);
  FKA_TDP(3, 5, 7);
}

// A 32 x 32 block of sums over `steps` steps: A tiles at a and a + 16 lda
// (lda elements a row), B strips b and b + steps * 512; the sums to ct (ldt
// floats a row), added to what ct holds unless `first`.
INLINE void fka_block(const uint16_t *a, int64_t lda, const uint16_t *b, int64_t steps,
                      float *ct, int64_t ldt, int first) {
  const int64_t sa = lda * 2;
  const uint16_t *a1 = a + 16 * lda, *b1 = b + steps * 512;
  fka_sums_load(ct, ldt, first);
  for (int64_t s = 0; s < steps; s++)
    fka_step(a + 32 * s, a1 + 32 * s, sa, b + 512 * s, b1 + 512 * s, 64);
  fka_sums_store(ct, ldt);
}
#else
#define FKA_TILES 0
#endif

#endif
