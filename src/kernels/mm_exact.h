// mm_exact.h: tiled matmuls of the dtypes the float GEMM does not take:
//
//   fk_mm_i8:  C[M,N] = A[M,K] x B[K,N] (or W[N,K]^T), A and B int8, the
//              products summed in int32 (wrapping, as torch's do), C int32
//              or int8 (the int32 sum's low byte: torch.mm on int8 wraps)
//   fk_mm_f64: the same in double (C double), FMAs along K in order
//
// One workgroup computes rows [0, rows) x columns [n0, n1) of C given A's
// and C's first row (emit_exact.c). Per K block it packs B's columns into
// strips of FKI_NR (FKD_NR) columns, then runs register tiles of MR rows x
// one strip, the partial sums in an accumulator tile in scratch; the last
// block writes C. Results are exact (integers) or FMA-rounded in K order
// (f64), whatever the tiles and paths.
//
// int8 paths, each lane of a vector step taking 4 bytes of A and of B:
//   3  AVX512-VNNI: vpdpbusd multiplies unsigned by signed bytes, 4 products
//      a lane. A is packed as a + 128 (u8 = a ^ 0x80) and B's column sums
//      are taken once per pack (vpdpbusd with ones): sum (a + 128) b =
//      sum a b + 128 sum b, so C = acc - 128 colsum (mod 2^32, exact).
//   2  AVX-512 BW, 1 AVX2: A and B sign-extended to int16, pairs multiplied
//      with vpmaddwd (no saturation: |a b| <= 2^14; vpmaddubsw would
//      saturate at 255 * -128 * 2).
//   0  portable: the same int16 pairs in plain C, sums in uint32 (defined
//      wraparound).
// The quantized kernels' helpers (quant.h: fkq_dot1) start every sum from
// zero; a GEMM accumulates into its registers, so the steps are here.
#ifndef FACET_KERNELS_MM_EXACT_H
#define FACET_KERNELS_MM_EXACT_H

#include "base.h"

#if defined(__AVX2__)
#include <immintrin.h>
#endif

#if defined(__AVX512BW__) && defined(__AVX512VNNI__)
#define FKI_PATH 3
#elif defined(__AVX512BW__)
#define FKI_PATH 2
#elif defined(__AVX2__)
#define FKI_PATH 1
#else
#define FKI_PATH 0
#endif

#define FKI_LANES (FKI_PATH >= 2 ? 16 : 8)
#define FKI_NR (2 * FKI_LANES)           // columns of a strip: two vectors of int32
#define FKI_MR (FKI_PATH >= 2 ? 8 : 4)   // rows of a register tile
#define FKI_KG (FKI_PATH == 3 ? 4 : 2)   // K values per 4-byte lane step
#define FKI_ESZ (FKI_PATH == 3 ? 1 : 2)  // bytes of a packed element
#define FKI_STEPS 256                    // lane steps of a K block
#define FKI_KC (FKI_STEPS * FKI_KG)      // K values of a block

INLINE int64_t fkx_up(int64_t x, int64_t m) { return (x + m - 1) / m * m; }
INLINE int64_t fkx_min(int64_t a, int64_t b) { return a < b ? a : b; }
INLINE void *fkx_align64(void *p) { return (void *)(((uintptr_t)p + 63) & ~(uintptr_t)63); }
// 4 bytes of packed scratch read as one int32 (any alignment, any type).
typedef int32_t fkx_i32a __attribute__((may_alias, aligned(1)));

// Scratch bytes of a workgroup of tm rows x tn columns (emit_exact.c's bound
// is checked against it): packed B block, column sums, packed A block, the
// int32 accumulator tile, each 64-byte aligned; for few rows on path 3
// (fki_stream) the int32 sums of every row.
INLINE int64_t fk_mm_i8_scratch(int64_t tm, int64_t tn) {
#if FKI_PATH == 3
  if (tm <= 8) return fkx_up(tn, 64) * tm * 4 + 64; // fki_stream's sums (FKI_STREAM_ROWS)
#endif
  int64_t tnp = fkx_up(tn, FKI_NR);
  return tnp * FKI_STEPS * 4 + tnp * 4 + tm * FKI_STEPS * 4 + tm * tnp * 4 + 4 * 64;
}

// Operand element (k, n) of B, zero at k >= kend or n >= N.
INLINE int fki_b(const int8_t *B, int wt, int64_t K, int64_t N, int64_t kend, int64_t k, int64_t n) {
  if (k >= kend || n >= N) return 0;
  return wt ? B[n * K + k] : B[k * N + n];
}

// One lane step of 16 columns [n, n + 16), K values [k, k + KG), any edges:
// to dst (16 x 4 bytes).
INLINE void fki_pack16_scalar(uint8_t *dst, const int8_t *B, int wt, int64_t K, int64_t N, int64_t kend,
                              int64_t k, int64_t n) {
  for (int j = 0; j < 16; j++)
    for (int g = 0; g < FKI_KG; g++) {
      int v = fki_b(B, wt, K, N, kend, k + g, n + j);
      if (FKI_ESZ == 1) {
        dst[j * 4 + g] = (uint8_t)v;
      } else {
        uint16_t h = (uint16_t)(int16_t)v;
        dst[j * 4 + 2 * g] = (uint8_t)h;
        dst[j * 4 + 2 * g + 1] = (uint8_t)(h >> 8);
      }
    }
}

#if FKI_PATH >= 1
// 16 columns x 4 steps of W[N,K] (lane j: row n + j), full: a 4 x 4
// transpose of 4-byte units per 4 rows.
INLINE void fki_transpose4(__m128i *r) {
  __m128i t0 = _mm_unpacklo_epi32(r[0], r[1]), t1 = _mm_unpackhi_epi32(r[0], r[1]);
  __m128i t2 = _mm_unpacklo_epi32(r[2], r[3]), t3 = _mm_unpackhi_epi32(r[2], r[3]);
  r[0] = _mm_unpacklo_epi64(t0, t2), r[1] = _mm_unpackhi_epi64(t0, t2);
  r[2] = _mm_unpacklo_epi64(t1, t3), r[3] = _mm_unpackhi_epi64(t1, t3);
}

// The 16 bytes of 4 steps of one W row (lane layout of the path).
INLINE __m128i fki_w_units(const int8_t *w) {
#if FKI_ESZ == 1
  return _mm_loadu_si128((const __m128i *)w);
#else
  return _mm_cvtepi8_epi16(_mm_loadl_epi64((const __m128i *)w));
#endif
}

// 4 steps x 16 columns of W at (k, n), all inside: dst steps of sstride bytes.
INLINE void fki_pack_w4(uint8_t *dst, int64_t sstride, const int8_t *W, int64_t K, int64_t k, int64_t n) {
  for (int q = 0; q < 4; q++) {
    __m128i r[4];
    for (int i = 0; i < 4; i++) r[i] = fki_w_units(W + (n + 4 * q + i) * K + k);
    fki_transpose4(r);
    for (int s = 0; s < 4; s++) _mm_storeu_si128((__m128i *)(dst + s * sstride + q * 16), r[s]);
  }
}

// One step x 16 columns of B[K,N] at (k, n), all inside.
INLINE void fki_pack_b1(uint8_t *dst, const int8_t *B, int64_t N, int64_t k, int64_t n) {
#if FKI_ESZ == 1
  __m128i x0 = _mm_loadu_si128((const __m128i *)(B + k * N + n));
  __m128i x1 = _mm_loadu_si128((const __m128i *)(B + (k + 1) * N + n));
  __m128i x2 = _mm_loadu_si128((const __m128i *)(B + (k + 2) * N + n));
  __m128i x3 = _mm_loadu_si128((const __m128i *)(B + (k + 3) * N + n));
  __m128i t0 = _mm_unpacklo_epi8(x0, x1), t1 = _mm_unpackhi_epi8(x0, x1);
  __m128i t2 = _mm_unpacklo_epi8(x2, x3), t3 = _mm_unpackhi_epi8(x2, x3);
  _mm_storeu_si128((__m128i *)dst, _mm_unpacklo_epi16(t0, t2));
  _mm_storeu_si128((__m128i *)(dst + 16), _mm_unpackhi_epi16(t0, t2));
  _mm_storeu_si128((__m128i *)(dst + 32), _mm_unpacklo_epi16(t1, t3));
  _mm_storeu_si128((__m128i *)(dst + 48), _mm_unpackhi_epi16(t1, t3));
#else
  __m128i x0 = _mm_loadu_si128((const __m128i *)(B + k * N + n));
  __m128i x1 = _mm_loadu_si128((const __m128i *)(B + (k + 1) * N + n));
  __m128i l0 = _mm_cvtepi8_epi16(x0), h0 = _mm_cvtepi8_epi16(_mm_srli_si128(x0, 8));
  __m128i l1 = _mm_cvtepi8_epi16(x1), h1 = _mm_cvtepi8_epi16(_mm_srli_si128(x1, 8));
  _mm_storeu_si128((__m128i *)dst, _mm_unpacklo_epi16(l0, l1));
  _mm_storeu_si128((__m128i *)(dst + 16), _mm_unpackhi_epi16(l0, l1));
  _mm_storeu_si128((__m128i *)(dst + 32), _mm_unpacklo_epi16(h0, h1));
  _mm_storeu_si128((__m128i *)(dst + 48), _mm_unpackhi_epi16(h0, h1));
#endif
}
#endif

// Where 16-column group c (a column offset) of step t starts in a packed block.
INLINE uint8_t *fki_at(uint8_t *dst, int64_t steps, int64_t c, int64_t t) {
  return dst + (c / FKI_NR) * steps * FKI_NR * 4 + t * FKI_NR * 4 + (c % FKI_NR) * 4;
}

// Packs K values [k0, k0 + kc) of columns [n0, n0 + tnp) into strips:
// strip s at s * steps * NR * 4 bytes, its step t at t * NR * 4, column j of
// the strip at j * 4 (16-column groups at 64-byte offsets). The vector
// packers take the 16-column groups inside N and the whole steps (B[K,N]:
// row by row, so that B is read along its rows, not down 4 KiB strides);
// the scalar one the edges.
INLINE void fki_pack_b(uint8_t *dst, const int8_t *B, int wt, int64_t K, int64_t N, int64_t k0,
                       int64_t kc, int64_t n0, int64_t tnp) {
  int64_t steps = (kc + FKI_KG - 1) / FKI_KG, full = 0, done = 0;
#if FKI_PATH >= 1
  while (full + 16 <= tnp && n0 + full + 16 <= N) full += 16;
  if (wt) {
    done = kc / FKI_KG / 4 * 4;
    for (int64_t c = 0; c < full; c += 16)
      for (int64_t t = 0; t < done; t += 4)
        fki_pack_w4(fki_at(dst, steps, c, t), FKI_NR * 4, B, K, k0 + t * FKI_KG, n0 + c);
  } else {
    done = kc / FKI_KG;
    for (int64_t t = 0; t < done; t++)
      for (int64_t c = 0; c < full; c += 16) fki_pack_b1(fki_at(dst, steps, c, t), B, N, k0 + t * FKI_KG, n0 + c);
  }
#endif
  for (int64_t c = 0; c < tnp; c += 16)
    for (int64_t t = c < full ? done : 0; t < steps; t++)
      fki_pack16_scalar(fki_at(dst, steps, c, t), B, wt, K, N, k0 + kc, k0 + t * FKI_KG, n0 + c);
}

// A's rows packed for the block: row i at i * steps * 4 bytes, zeros past kc.
INLINE void fki_pack_a(uint8_t *dst, const int8_t *A, int64_t lda, int64_t rows, int64_t k0, int64_t kc) {
  int64_t steps = (kc + FKI_KG - 1) / FKI_KG, kp = steps * FKI_KG;
  for (int64_t i = 0; i < rows; i++) {
    const int8_t *a = A + i * lda + k0;
#if FKI_ESZ == 1
    uint8_t *d = dst + i * steps * 4;
    for (int64_t k = 0; k < kc; k++) d[k] = (uint8_t)a[k] ^ 0x80;
    for (int64_t k = kc; k < kp; k++) d[k] = 0;
#else
    int16_t *d = (int16_t *)(dst + i * steps * 4);
    for (int64_t k = 0; k < kc; k++) d[k] = a[k];
    for (int64_t k = kc; k < kp; k++) d[k] = 0;
#endif
  }
}

// The vector of int32 lanes and its steps: fki_dot adds the products of
// the 4 bytes of a (broadcast to every lane) with each lane of b.
#if FKI_PATH >= 2
typedef __m512i fki_v;
INLINE fki_v fki_zero(void) { return _mm512_setzero_si512(); }
INLINE fki_v fki_load(const void *p) { return _mm512_loadu_si512(p); }
INLINE void fki_store(void *p, fki_v v) { _mm512_storeu_si512(p, v); }
INLINE fki_v fki_bcast(const uint8_t *p) { return _mm512_set1_epi32(*(const fkx_i32a *)p); }
INLINE fki_v fki_dot(fki_v c, fki_v a, fki_v b) {
#if FKI_PATH == 3
  return _mm512_dpbusd_epi32(c, a, b);
#else
  return _mm512_add_epi32(c, _mm512_madd_epi16(a, b));
#endif
}
#elif FKI_PATH == 1
typedef __m256i fki_v;
INLINE fki_v fki_zero(void) { return _mm256_setzero_si256(); }
INLINE fki_v fki_load(const void *p) { return _mm256_loadu_si256((const __m256i *)p); }
INLINE void fki_store(void *p, fki_v v) { _mm256_storeu_si256((__m256i *)p, v); }
INLINE fki_v fki_bcast(const uint8_t *p) { return _mm256_set1_epi32(*(const fkx_i32a *)p); }
INLINE fki_v fki_dot(fki_v c, fki_v a, fki_v b) { return _mm256_add_epi32(c, _mm256_madd_epi16(a, b)); }
#else
typedef uint32_t fki_v __attribute__((vector_size(32)));
typedef int16_t fki_v16 __attribute__((vector_size(32), may_alias));
typedef uint32_t fki_vu __attribute__((vector_size(32), aligned(4), may_alias));
INLINE fki_v fki_zero(void) { return (fki_v){0, 0, 0, 0, 0, 0, 0, 0}; }
INLINE fki_v fki_load(const void *p) { return *(const fki_vu *)p; }
INLINE void fki_store(void *p, fki_v v) { *(fki_vu *)p = v; }
INLINE fki_v fki_bcast(const uint8_t *p) {
  uint32_t x = (uint32_t)*(const fkx_i32a *)p;
  return (fki_v){x, x, x, x, x, x, x, x};
}
INLINE fki_v fki_dot(fki_v c, fki_v a, fki_v b) {
  fki_v16 a16 = (fki_v16)a, b16 = (fki_v16)b;
  for (int j = 0; j < 8; j++)
    c[j] += (uint32_t)((int32_t)a16[2 * j] * b16[2 * j] + (int32_t)a16[2 * j + 1] * b16[2 * j + 1]);
  return c;
}
#endif

// mr rows x one strip over `steps` lane steps: a the packed rows (astride
// bytes apart), b the strip; acc the tile's int32 sums (ldacc apart),
// started from zero on the first block.
INLINE void fki_tile(const uint8_t *a, int64_t astride, const uint8_t *b, int64_t steps, int32_t *acc,
                     int64_t ldacc, const int mr, int first) {
  fki_v c0[FKI_MR], c1[FKI_MR];
  for (int i = 0; i < mr; i++) {
    c0[i] = first ? fki_zero() : fki_load(acc + i * ldacc);
    c1[i] = first ? fki_zero() : fki_load(acc + i * ldacc + FKI_LANES);
  }
  for (int64_t t = 0; t < steps; t++) {
    fki_v b0 = fki_load(b + t * FKI_NR * 4), b1 = fki_load(b + t * FKI_NR * 4 + FKI_LANES * 4);
    for (int i = 0; i < mr; i++) {
      fki_v av = fki_bcast(a + i * astride + t * 4);
      c0[i] = fki_dot(c0[i], av, b0);
      c1[i] = fki_dot(c1[i], av, b1);
    }
  }
  for (int i = 0; i < mr; i++) {
    fki_store(acc + i * ldacc, c0[i]);
    fki_store(acc + i * ldacc + FKI_LANES, c1[i]);
  }
}

// The tile with mr a constant of each case (the accumulators stay in registers).
INLINE void fki_tile_rows(const uint8_t *a, int64_t astride, const uint8_t *b, int64_t steps, int32_t *acc,
                          int64_t ldacc, int mr, int first) {
  switch (mr) {
// (one line each: the emitters re-indent lines, so no continuations)
#define FKI_CASE(r) case r: fki_tile(a, astride, b, steps, acc, ldacc, r, first); break;
    FKI_CASE(1) FKI_CASE(2) FKI_CASE(3) FKI_CASE(4)
#if FKI_MR > 4
    FKI_CASE(5) FKI_CASE(6) FKI_CASE(7) FKI_CASE(8)
#endif
#undef FKI_CASE
  default: __builtin_unreachable();
  }
}

// 128 x the column sums of a packed block, added to cs (path 3's offset).
INLINE void fki_colsums(int32_t *cs, const uint8_t *bp, int64_t steps, int64_t tnp) {
#if FKI_PATH == 3
  const __m512i ones = _mm512_set1_epi8(1);
  for (int64_t c = 0; c < tnp; c += 16) {
    const uint8_t *p = bp + (c / FKI_NR) * steps * FKI_NR * 4 + (c % FKI_NR) * 4;
    __m512i s = _mm512_loadu_si512(cs + c);
    for (int64_t t = 0; t < steps; t++)
      s = _mm512_dpbusd_epi32(s, ones, _mm512_loadu_si512(p + t * FKI_NR * 4));
    _mm512_storeu_si512(cs + c, s);
  }
#else
  (void)cs, (void)bp, (void)steps, (void)tnp;
#endif
}

// C's rows from the sums, minus 128 x the column sums on path 3 (mod 2^32).
INLINE void fki_store_c(void *C, int c_i8, int64_t ldc, int64_t rows, int64_t n0, int64_t nn,
                        const int32_t *acc, int64_t ldacc, const int32_t *cs) {
  for (int64_t i = 0; i < rows; i++)
    for (int64_t j = 0; j < nn; j++) {
      uint32_t v = (uint32_t)acc[i * ldacc + j];
      if (FKI_PATH == 3) v -= 128u * (uint32_t)cs[j];
      if (c_i8) ((int8_t *)C)[i * ldc + n0 + j] = (int8_t)(uint8_t)v;
      else ((int32_t *)C)[i * ldc + n0 + j] = (int32_t)v;
    }
}

#if FKI_PATH == 3
// Few rows (decode): packing B would cost as much as reading it, so B is
// read once in its own layout and the roles swap: B offset to u8 (b ^
// 0x80 = b + 128) is vpdpbusd's unsigned operand, A's signed bytes the
// other, and sum a (b + 128) = sum a b + 128 sum a: one correction per row
// of A (its sum), none per column.
#define FKI_STREAM_ROWS 8
// rows of B prefetched ahead, every line of each: fewer rows or one line
// a row were slower (bench/results/kernel_choices.md#exact-stream-prefetch)
#define FKI_STREAM_PF 8
INLINE __mmask64 fki_mask64(int64_t n) { return n >= 64 ? ~(__mmask64)0 : (((__mmask64)1 << n) - 1); }
INLINE int32_t fki_row_sum(const int8_t *a, int64_t K) {
  int32_t s = 0;
  for (int64_t k = 0; k < K; k++) s += a[k];
  return s;
}
// 4 bytes of A's row at k, zeros at k + g >= K.
INLINE int32_t fki_a4(const int8_t *a, int64_t k, int64_t K) {
  if (k + 4 <= K) return *(const fkx_i32a *)(a + k);
  uint32_t v = 0;
  for (int g = 0; g < 4 && k + g < K; g++) v |= (uint32_t)(uint8_t)a[k + g] << (8 * g);
  return (int32_t)v;
}

// B[K,N] rows [k, k + 4) (those under K) at columns [c, c + 64) (mask m) as
// u8, interleaved for vpdpbusd: u[q] lane 4L + j is column c + 16L + 4q + j.
INLINE void fki_stream_b4(__m512i *u, const int8_t *B, int64_t N, int64_t K, int64_t k, int64_t c, __mmask64 m) {
  __m512i x[4];
  for (int i = 0; i < 4; i++)
    x[i] = k + i < K ? _mm512_maskz_loadu_epi8(m, B + (k + i) * N + c) : _mm512_setzero_si512();
  __m512i t0 = _mm512_unpacklo_epi8(x[0], x[1]), t1 = _mm512_unpackhi_epi8(x[0], x[1]);
  __m512i t2 = _mm512_unpacklo_epi8(x[2], x[3]), t3 = _mm512_unpackhi_epi8(x[2], x[3]);
  const __m512i off = _mm512_set1_epi8((char)0x80);
  u[0] = _mm512_xor_si512(_mm512_unpacklo_epi16(t0, t2), off);
  u[1] = _mm512_xor_si512(_mm512_unpackhi_epi16(t0, t2), off);
  u[2] = _mm512_xor_si512(_mm512_unpacklo_epi16(t1, t3), off);
  u[3] = _mm512_xor_si512(_mm512_unpackhi_epi16(t1, t3), off);
}

// mr rows of A x the workgroup's columns [c0, c0 + 64 blocks) of B[K,N],
// 4 rows of B a step, each row read along its columns (the hardware
// prefetchers follow a row; the next rows, pages away, are asked for);
// acc[(b * mr + i) * 4 + q]: interleaved sums of block b, row i.
INLINE void fki_stream_b(const int8_t *A, const int8_t *B, int64_t N, int64_t K, int64_t c0, int64_t n1,
                         int64_t blocks, const int mr, __m512i *acc) {
  for (int64_t v = 0; v < blocks * mr * 4; v++) acc[v] = _mm512_setzero_si512();
  for (int64_t k = 0; k < K; k += 4) {
    __m512i a[FKI_STREAM_ROWS];
    for (int i = 0; i < mr; i++) a[i] = _mm512_set1_epi32(fki_a4(A + i * K, k, K));
    int pf = k + FKI_STREAM_PF + 4 <= K;
    for (int64_t b = 0; b < blocks; b++) {
      __m512i u[4], *r = acc + b * mr * 4;
      for (int i = 0; i < 4 && pf; i++)
        _mm_prefetch((const char *)(B + (k + FKI_STREAM_PF + i) * N + c0 + 64 * b), _MM_HINT_T0);
      fki_stream_b4(u, B, N, K, k, c0 + 64 * b, fki_mask64(n1 - c0 - 64 * b));
      for (int i = 0; i < mr; i++)
        for (int q = 0; q < 4; q++) r[4 * i + q] = _mm512_dpbusd_epi32(r[4 * i + q], u[q], a[i]);
    }
  }
}

// The sums of acc (mr x 4 interleaved vectors) as out[i * 64 + column].
INLINE void fki_stream_b_out(const __m512i *acc, int mr, int32_t *out) {
  for (int i = 0; i < mr; i++)
    for (int q = 0; q < 4; q++) {
      int32_t t[16];
      _mm512_storeu_si512(t, acc[4 * i + q]);
      for (int L = 0; L < 4; L++)
        for (int j = 0; j < 4; j++) out[i * 64 + 16 * L + 4 * q + j] = t[4 * L + j];
    }
}

// mr rows of A x 4 rows of W[N,K] from n (rows past N read row n, unused):
// out[i * 4 + j] (the sums of a (w + 128)).
INLINE void fki_stream_w(const int8_t *A, const int8_t *W, int64_t N, int64_t K, int64_t n, const int mr,
                         int32_t *out) {
  __m512i acc[4][4];
  const int8_t *w[4];
  for (int j = 0; j < 4; j++) w[j] = W + (n + j < N ? n + j : n) * K;
  for (int i = 0; i < mr; i++)
    for (int j = 0; j < 4; j++) acc[i][j] = _mm512_setzero_si512();
  const __m512i off = _mm512_set1_epi8((char)0x80);
  for (int64_t k = 0; k < K; k += 64) {
    __mmask64 mk = fki_mask64(K - k);
    __m512i u[4];
    for (int j = 0; j < 4; j++) u[j] = _mm512_xor_si512(_mm512_maskz_loadu_epi8(mk, w[j] + k), off);
    for (int i = 0; i < mr; i++) {
      __m512i a = _mm512_maskz_loadu_epi8(mk, A + i * K + k); // zeros past K: no product there
      for (int j = 0; j < 4; j++) acc[i][j] = _mm512_dpbusd_epi32(acc[i][j], u[j], a);
    }
  }
  for (int i = 0; i < mr; i++)
    for (int j = 0; j < 4; j++) out[i * 4 + j] = _mm512_reduce_add_epi32(acc[i][j]);
}

INLINE void fki_stream_b_rows(const int8_t *A, const int8_t *B, int64_t N, int64_t K, int64_t c0, int64_t n1,
                              int64_t blocks, int mr, __m512i *acc) {
  switch (mr) {
#define FKI_SCASE(r) case r: fki_stream_b(A, B, N, K, c0, n1, blocks, r, acc); break;
    FKI_SCASE(1) FKI_SCASE(2) FKI_SCASE(3) FKI_SCASE(4) FKI_SCASE(5) FKI_SCASE(6) FKI_SCASE(7) FKI_SCASE(8)
#undef FKI_SCASE
  default: __builtin_unreachable();
  }
}

INLINE void fki_stream_w_rows(const int8_t *A, const int8_t *W, int64_t N, int64_t K, int64_t n, int mr,
                              int32_t *out) {
  switch (mr) {
#define FKI_SCASE(r) case r: fki_stream_w(A, W, N, K, n, r, out); break;
    FKI_SCASE(1) FKI_SCASE(2) FKI_SCASE(3) FKI_SCASE(4)
#undef FKI_SCASE
  default: __builtin_unreachable();
  }
}

// C's rows [i, i + mr) at columns [c, c + nn) from sums out (ld apart):
// minus 128 x each row's sum (mod 2^32).
INLINE void fki_stream_store(void *C, int c_i8, int64_t N, int64_t i, int64_t mr, int64_t c, int64_t nn,
                             const int32_t *out, int64_t ld, const int32_t *rs) {
  for (int64_t r = 0; r < mr; r++)
    for (int64_t j = 0; j < nn; j++) {
      uint32_t v = (uint32_t)out[r * ld + j] - 128u * (uint32_t)rs[i + r];
      if (c_i8) ((int8_t *)C)[(i + r) * N + c + j] = (int8_t)(uint8_t)v;
      else ((int32_t *)C)[(i + r) * N + c + j] = (int32_t)v;
    }
}

// The few-row matmul. W[N,K]: rows of A 4 at a time x 4 rows of W, each
// read along K. B[K,N]: every row of A at once, the sums in scratch
// (rows x the workgroup's columns int32).
INLINE void fki_stream(const int8_t *A, const int8_t *B, int wt, void *C, int c_i8, int64_t rows, int64_t n0,
                       int64_t n1, int64_t N, int64_t K, void *scratch) {
  int32_t rs[FKI_STREAM_ROWS], out[FKI_STREAM_ROWS * 64];
  for (int64_t i = 0; i < rows; i++) rs[i] = fki_row_sum(A + i * K, K);
  if (!wt) {
    __m512i *acc = (__m512i *)fkx_align64(scratch);
    int64_t blocks = (n1 - n0 + 63) / 64;
    fki_stream_b_rows(A, B, N, K, n0, n1, blocks, (int)rows, acc);
    for (int64_t b = 0; b < blocks; b++) {
      fki_stream_b_out(acc + b * rows * 4, (int)rows, out);
      fki_stream_store(C, c_i8, N, 0, rows, n0 + 64 * b, fkx_min(64, n1 - n0 - 64 * b), out, 64, rs);
    }
    return;
  }
  for (int64_t i = 0; i < rows; i += 4) {
    int64_t mr = fkx_min(4, rows - i);
    for (int64_t c = n0; c < n1; c += 4) {
      fki_stream_w_rows(A + i * K, B, N, K, c, (int)mr, out);
      fki_stream_store(C, c_i8, N, i, mr, c, fkx_min(4, n1 - c), out, 4, rs);
    }
  }
}
#endif

// rows x [n0, n1) of C = A x B (B[K,N], or W[N,K] when wt); A and C point
// at the workgroup's first row; C int8 when c_i8, else int32.
INLINE void fk_mm_i8(const int8_t *A, const int8_t *B, int wt, void *C, int c_i8, int64_t rows,
                     int64_t n0, int64_t n1, int64_t N, int64_t K, void *scratch) {
#if FKI_PATH == 3
  if (rows <= FKI_STREAM_ROWS) {
    fki_stream(A, B, wt, C, c_i8, rows, n0, n1, N, K, scratch);
    return;
  }
#endif
  int64_t tnp = fkx_up(n1 - n0, FKI_NR);
  uint8_t *bp = (uint8_t *)fkx_align64(scratch);
  int32_t *cs = (int32_t *)fkx_align64(bp + tnp * FKI_STEPS * 4);
  uint8_t *ap = (uint8_t *)fkx_align64(cs + tnp);
  int32_t *acc = (int32_t *)fkx_align64(ap + rows * FKI_STEPS * 4);
  for (int64_t c = 0; c < tnp; c++) cs[c] = 0;
  int64_t k0 = 0;
  do {
    int64_t kc = fkx_min(K - k0, FKI_KC), steps = (kc + FKI_KG - 1) / FKI_KG;
    fki_pack_b(bp, B, wt, K, N, k0, kc, n0, tnp);
    fki_colsums(cs, bp, steps, tnp);
    fki_pack_a(ap, A, K, rows, k0, kc);
    for (int64_t s = 0; s < tnp; s += FKI_NR)
      for (int64_t i = 0; i < rows; i += FKI_MR)
        fki_tile_rows(ap + i * steps * 4, steps * 4, bp + (s / FKI_NR) * steps * FKI_NR * 4, steps,
                      acc + i * tnp + s, tnp, (int)fkx_min(rows - i, FKI_MR), k0 == 0);
    k0 += kc;
  } while (k0 < K);
  fki_store_c(C, c_i8, N, rows, n0, n1 - n0, acc, tnp, cs);
}

//
// f64: FMAs of 2 vectors of doubles a strip
//
#if defined(__AVX512F__)
#define FKD_LANES 8
#define FKD_MR 12
typedef __m512d fkd_v;
INLINE fkd_v fkd_zero(void) { return _mm512_setzero_pd(); }
INLINE fkd_v fkd_load(const double *p) { return _mm512_loadu_pd(p); }
INLINE void fkd_store(double *p, fkd_v v) { _mm512_storeu_pd(p, v); }
INLINE fkd_v fkd_bcast(const double *p) { return _mm512_set1_pd(*p); }
INLINE fkd_v fkd_fma(fkd_v a, fkd_v b, fkd_v c) { return _mm512_fmadd_pd(a, b, c); }
#elif defined(__AVX2__)
#define FKD_LANES 4
#define FKD_MR 6
typedef __m256d fkd_v;
INLINE fkd_v fkd_zero(void) { return _mm256_setzero_pd(); }
INLINE fkd_v fkd_load(const double *p) { return _mm256_loadu_pd(p); }
INLINE void fkd_store(double *p, fkd_v v) { _mm256_storeu_pd(p, v); }
INLINE fkd_v fkd_bcast(const double *p) { return _mm256_broadcast_sd(p); }
INLINE fkd_v fkd_fma(fkd_v a, fkd_v b, fkd_v c) { return _mm256_fmadd_pd(a, b, c); }
#else
// Portable: GNU vectors the compiler maps to SSE2 pairs; a * b + c is one
// rounding per operation there (no FMA in x86-64 baseline), as the
// reference computes.
#define FKD_LANES 4
#define FKD_MR 4
typedef double fkd_v __attribute__((vector_size(32)));
typedef double fkd_vu __attribute__((vector_size(32), aligned(8)));
INLINE fkd_v fkd_zero(void) { return (fkd_v){0, 0, 0, 0}; }
INLINE fkd_v fkd_load(const double *p) { return *(const fkd_vu *)p; }
INLINE void fkd_store(double *p, fkd_v v) { *(fkd_vu *)p = v; }
INLINE fkd_v fkd_bcast(const double *p) { return (fkd_v){*p, *p, *p, *p}; }
INLINE fkd_v fkd_fma(fkd_v a, fkd_v b, fkd_v c) { return a * b + c; }
#endif
#define FKD_NR (2 * FKD_LANES)
#define FKD_KC 256

INLINE int64_t fk_mm_f64_scratch(int64_t tm, int64_t tn) {
  int64_t tnp = fkx_up(tn, FKD_NR);
  return (tnp * FKD_KC + tm * tnp) * 8 + 2 * 64;
}

// K values [k0, k0 + kc) of columns [n0, n0 + tnp): strip s at s * kc * NR,
// its row k at k * NR, zeros past N.
INLINE void fkd_pack_b(double *dst, const double *B, int wt, int64_t K, int64_t N, int64_t k0, int64_t kc,
                       int64_t n0, int64_t tnp) {
  for (int64_t s = 0; s < tnp; s += FKD_NR) {
    double *d = dst + s * kc;
    int64_t nn = fkx_min(FKD_NR, N - n0 - s);
    for (int64_t k = 0; k < kc; k++) {
      for (int64_t j = 0; j < nn; j++)
        d[k * FKD_NR + j] = wt ? B[(n0 + s + j) * K + k0 + k] : B[(k0 + k) * N + n0 + s + j];
      for (int64_t j = nn; j < FKD_NR; j++) d[k * FKD_NR + j] = 0;
    }
  }
}

// mr rows of A (lda apart) x one strip over kc values of K.
INLINE void fkd_tile(const double *a, int64_t lda, const double *b, int64_t kc, double *acc, int64_t ldacc,
                     const int mr, int first) {
  fkd_v c0[FKD_MR], c1[FKD_MR];
  for (int i = 0; i < mr; i++) {
    c0[i] = first ? fkd_zero() : fkd_load(acc + i * ldacc);
    c1[i] = first ? fkd_zero() : fkd_load(acc + i * ldacc + FKD_LANES);
  }
  for (int64_t k = 0; k < kc; k++) {
    fkd_v b0 = fkd_load(b + k * FKD_NR), b1 = fkd_load(b + k * FKD_NR + FKD_LANES);
    for (int i = 0; i < mr; i++) {
      fkd_v av = fkd_bcast(a + i * lda + k);
      c0[i] = fkd_fma(av, b0, c0[i]);
      c1[i] = fkd_fma(av, b1, c1[i]);
    }
  }
  for (int i = 0; i < mr; i++) {
    fkd_store(acc + i * ldacc, c0[i]);
    fkd_store(acc + i * ldacc + FKD_LANES, c1[i]);
  }
}

INLINE void fkd_tile_rows(const double *a, int64_t lda, const double *b, int64_t kc, double *acc,
                          int64_t ldacc, int mr, int first) {
  switch (mr) {
#define FKD_CASE(r) case r: fkd_tile(a, lda, b, kc, acc, ldacc, r, first); break;
    FKD_CASE(1) FKD_CASE(2) FKD_CASE(3) FKD_CASE(4)
#if FKD_MR > 4
    FKD_CASE(5) FKD_CASE(6)
#endif
#if FKD_MR > 6
    FKD_CASE(7) FKD_CASE(8) FKD_CASE(9) FKD_CASE(10) FKD_CASE(11) FKD_CASE(12)
#endif
#undef FKD_CASE
  default: __builtin_unreachable();
  }
}

// rows x [n0, n1) of C = A x B in double; A and C at the workgroup's first row.
INLINE void fk_mm_f64(const double *A, const double *B, int wt, double *C, int64_t rows, int64_t n0,
                      int64_t n1, int64_t N, int64_t K, void *scratch) {
  int64_t tnp = fkx_up(n1 - n0, FKD_NR);
  double *bp = (double *)fkx_align64(scratch);
  double *acc = (double *)fkx_align64(bp + tnp * FKD_KC);
  int64_t k0 = 0;
  do {
    int64_t kc = fkx_min(K - k0, FKD_KC);
    fkd_pack_b(bp, B, wt, K, N, k0, kc, n0, tnp);
    for (int64_t s = 0; s < tnp; s += FKD_NR)
      for (int64_t i = 0; i < rows; i += FKD_MR)
        fkd_tile_rows(A + i * K + k0, K, bp + s * kc, kc, acc + i * tnp + s, tnp,
                      (int)fkx_min(rows - i, FKD_MR), k0 == 0);
    k0 += kc;
  } while (k0 < K);
  for (int64_t i = 0; i < rows; i++)
    for (int64_t j = 0; j < n1 - n0; j++) C[i * N + n0 + j] = acc[i * tnp + j];
}
#endif
