// quant.h: matmuls of activations A[rows, K] by block-quantized weights
// W[N, K] in sharktank's planar layouts: q8_0, q4 (nibbles, unsigned or
// two's complement, with or without an offset) and q4_K.
//
// Two activation paths, chosen by fk_qplanes.act_bits: int16 (the default;
// the section "int16 activations" below) and int8, described here. The
// int16 path shares this algebra (u * dw + mw, ss = sa * sum(qa)) and the
// quantization rules with FKQ16_QMAX (32639) in place of 127; its decode on
// AVX512-VNNI runs through the int8 decode with each activation split into
// two bytes (fkq16s_quant_block).
//
// How (int8): fk_qmm quantizes its rows of A once, per block of 32, into int8
// (a per-block f32 scale sa = amax / 127, q = round(a * 127 / amax) to
// nearest even) in scratch, then takes integer dot products of whole blocks
// and applies the block scales in f32. Every scheme becomes "unsigned bytes
// u times int8 activations, plus a per-block offset": the weight of a block
// is u * dw + mw, where
//   q4 unsigned:  u = nibble,        dw = d, mw = m (or no offset)
//   q4 signed:    u = nibble ^ 8,    dw = d, mw = m - 8 d (nibble ^ 8 = q + 8)
//   q4_K:         u = nibble,        dw = d * sc, mw = -dmin * mn
//   q8_0:         u = q ^ 0x80,      dw = d, mw = -128 d  (AVX512-VNNI, whose
//                 vpdpbusd multiplies unsigned by signed bytes; the other
//                 paths multiply signed q directly: |q| times sign(q) * a)
// so a block contributes dw * sa * dot(u, qa) + mw * sa * sum(qa); the
// second term needs only sum(qa), kept per activation block. The integer
// dot of a block is exact (|dot| < 2^24, exact in f32 too); the f32 ops
// after it round as f32 does: the results are those of the quantized
// activations up to f32 rounding in the sums (tests/unit/test_qmm.c states
// the bound), in an order that differs between paths.
//
// Activation quantization rules (every path computes them with the same f32
// operations, so all paths see the same int8 values):
//   amax = max |a| over the block; sa = amax / 127;
//   inv = 127 / amax if 2^-100 <= amax <= FLT_MAX, else 0 (a block of tiny
//   values counts as zero); q = round_to_nearest_even(a * inv);
//   a block holding NaN or infinity gets q = 0 and sa = NaN or inf, so the
//   row's outputs come out NaN.
//
// Paths: AVX512-VNNI (vpdpbusd), AVX-512 BW and AVX2 (vpmaddubsw +
// vpmaddwd), else portable C (per-block int32 dot products in plain loops,
// f32 accumulation); with AMX, the int8 prefill takes bf16 tiles instead
// (the section "AMX", which states its own rounding). The planar nibble layout puts weight 2j of a block in
// the low nibble of byte j and 2j+1 in the high one: the quantized
// activations of q4 and q4_K are stored with each block's even elements
// first, then its odd ones, so that the low nibbles of 16 bytes meet 16
// contiguous activation bytes and the high nibbles the next 16.
#ifndef FACET_KERNELS_QUANT_H
#define FACET_KERNELS_QUANT_H

#include <stddef.h>

#include "amx.h"
#include "convert.h"

#if defined(__AVX2__)
#include <immintrin.h>
#endif

enum { FK_Q8_0 = 1, FK_Q4 = 2, FK_Q4_K = 3 };

// Weight planes of N rows of K weights (sharktank's planar layouts).
typedef struct fk_qplanes {
  int scheme;        // FK_Q8_0, FK_Q4 (nibbles), FK_Q4_K
  int signed_q;      // FK_Q4: nibbles are two's-complement i4 (extsi) else unsigned
  const uint16_t *d; // f16 [N, G]: block scale (q4_K: [N, S] super-block scale)
  const uint16_t *m; // f16 [N, G] offset added (q4 with offset), or NULL; q4_K: dmin [N, S]
  const uint8_t *qs; // q8_0: i8 [N, G, 32]; q4: [N, G, 16] bytes, weight 2j of a block in
                     // the low nibble of byte j, 2j+1 in the high nibble;
                     // q4_K: [N, S, 8, 16] likewise per sub-block of 32
  const uint8_t *sc_hi, *sc_lo, *mn_hi, *mn_lo; // q4_K: [N,S,2] (8 x 2-bit, element 4j+i in
                                                // bits 2i..2i+1 of byte j), [N,S,4] (8 x 4-bit, low
                                                // nibble first), same for mins
  int mn_hi_shift; // q4_K: min = lo | hi << mn_hi_shift (4 = ggml; 0 = sharktank's
                   // template as written)
  int act_bits;    // activations quantized to int16 (16, or 0: the default) or int8 (8):
                   // int16 keeps their error (2^-16 of a block's max) below f16's own
                   // rounding (2^-11); int8 (2^-8) is llama.cpp's trade: twice the
                   // products per instruction (bench/results/qmm.md has the timings)
} fk_qplanes;

#define FKQ_FN static __attribute__((unused))

#if defined(__AVX512BW__) && defined(__AVX512VL__) && defined(__AVX512DQ__)
#define FKQ_PATH 3
#elif defined(__AVX2__) && defined(__FMA__) && defined(__F16C__)
#define FKQ_PATH 2
#else
#define FKQ_PATH 1
#endif
// q8_0 through the unsigned x signed product (u = q ^ 0x80, offset -128 d)
// only where vpdpbusd does it in one step; vpmaddubsw would saturate there.
#if FKQ_PATH == 3 && defined(__AVX512VNNI__)
#define FKQ_Q8_OFFSET 1
#else
#define FKQ_Q8_OFFSET 0
#endif
// The int8 prefill panel (vpdpbusd on the int16 path's group layout).
#define FKQ8P FKQ_Q8_OFFSET

// Register tile of the vector paths: NR weight rows x MR activation rows.
// FKQ_NRW: the tiles' capacity in weight rows, NR or more: on AVX-512 a
// decode of one row of A takes 4 weight rows a tile (FKQ_NT's four
// streams in one loop, and the tile's fixed costs shared by twice the rows:
// bench/results/kernel_choices.md#quant-decode-wide).
#if FKQ_PATH == 3
#define FKQ_NR 2
#define FKQ_MR 4
#define FKQ_NRW 4
#elif FKQ_PATH == 2
#define FKQ_NR 1
#define FKQ_MR 4
#else
#define FKQ_NR 1
#define FKQ_MR 1
#endif
#ifndef FKQ_NRW
#define FKQ_NRW FKQ_NR
#endif
#define FKQ_NT 4    // weight rows prepared at a time (their dw, mw in scratch)
#define FKQ_DECODE_ROWS 8 // up to this many rows of A: fkq_decode_streams
#define FKQ_RBLK 64 // activation rows per pass over an n-tile (their int8 stay in L2)
// The decode's prefetch distance on each stream, in bytes: the lines wait in
// L1 until read, and FKQ_NT streams two long rows ahead (K = 8192) pushed
// the activations out (bench/results/kernel_choices.md#quant-decode-pf).
#define FKQ_PF_MAX 2048

// The scratch layout, the same on every target (fk_qmm_scratch must not
// depend on the flags a kernel was built with). Per activation row, 64-byte
// aligned: qa (Gp blocks of 32 int8: q8_0 in order; q4 and q4_K in groups
// of 4 blocks: the even elements of the 4 blocks (16 bytes each), then their
// odd elements), sax (Gp * lpb floats: each block's sa repeated lpb times,
// its lanes in a vector of dot products), ss (G16 floats: sa * sum(qa)).
// Blocks past G are zeros. Then FKQ_NT prepared weight rows: dw[G16], mw[G16].
typedef struct fkq_geom {
  int64_t G, Gp, G16; // blocks; rounded up to 4; to 16
  int64_t lpb;        // lanes per block in sax: 8 (q8_0), 4 (nibbles)
  int64_t sax_off, ss_off, row_bytes;
  int64_t lo_off;     // split int16 rows: qa holds the high bytes, the low
                      // ones follow at lo_off (0: int8 rows)
} fkq_geom;

INLINE int64_t fkq_up(int64_t x, int64_t m) { return (x + m - 1) / m * m; }

// The largest int16 activation: 127 * 256 + 127, so that every one splits
// into two signed bytes h * 256 + l (h, l in [-128, 127]), the form the
// VNNI decode multiplies (fkq16s_quant_block).
#define FKQ16_QMAX 32639.0f

// split: int16 rows as two byte planes (fkq16s_quant_block).
INLINE fkq_geom fkq_geometry(int scheme, int64_t K, int split) {
  fkq_geom g;
  g.G = K / 32;
  g.Gp = fkq_up(g.G, 4);
  g.G16 = fkq_up(g.G, 16);
  g.lpb = scheme == FK_Q8_0 ? 8 : 4;
  g.lo_off = split ? g.Gp * 32 : 0;
  g.sax_off = g.Gp * 32 * (split ? 2 : 1);
  g.ss_off = g.sax_off + g.Gp * g.lpb * 4;
  g.row_bytes = fkq_up(g.ss_off + g.G16 * 4, 64);
  return g;
}

// The int16 path's records (act_bits 16), the same on every target. A row
// of A: qa (G16 * 32 int16 in groups of 16 blocks, the layout of
// fkq16_pos), sa (G16 floats), ss (G16 floats: sa * sum(qa)); a weight row
// of the panel: its int16 weights in the same layout, dw, mw (G16 floats
// each). Both are G16 * 72 bytes (a multiple of 64: G16 is of 16); blocks
// past G hold zeros.
#define FKQ16_NP 4 // weight rows unpacked into the panel at a time

// Register tile of the int16 prefill: FKQ16_NR panel rows x FKQ16_MR
// activation rows, or FKQ16_MRS rows for the last few rows of a block.
#if FKQ_PATH == 3
#define FKQ16_NR 4
#define FKQ16_MR 6
#define FKQ16_MRS 4
#else
#define FKQ16_NR FKQ_NR
#define FKQ16_MR FKQ_MR
#define FKQ16_MRS FKQ_MR
#endif
// Activation rows per pass over a panel: about FKQ_RBLK, whole register tiles.
#define FKQ16_RBLK ((FKQ_RBLK + FKQ16_MR - 1) / FKQ16_MR * FKQ16_MR)

// int8: the int8 panel's records (G16 * 40 bytes: bytes in place of int16).
INLINE int64_t fkq16_row_bytes(int64_t K, int int8) { return fkq_up(K / 32, 16) * (int8 ? 40 : 72); }

// The AMX prefill (its section below): steps (of 32 elements of K) a pass,
// weight rows whose sums wait between passes, and its scratch: the B tiles,
// two panels of a pass, the waiting sums, those rows' scales.
#define FKQ_AMX_KS 64
#define FKQ_AMX_NG 128
INLINE int64_t fkq_amx_scratch(int64_t rows, int64_t K) {
  int64_t G = K / 32, KS = G < FKQ_AMX_KS ? G : FKQ_AMX_KS;
  return fkq_up(rows, 32) * (G * 64 + FKQ_AMX_NG * 4) + KS * 4096 + FKQ_AMX_NG * fkq_up(G, 16) * 8;
}

// Bytes of scratch one call needs (per worker); it depends on the scheme,
// act_bits, rows and K only, never on the target. With G = K / 32,
// G16 = G rounded up to 16, Gp = G rounded up to 4, L = 8 (q8_0) or 4:
//   act_bits 16 (or 0): (rows + 4) * 72 * G16, and for rows <= 8 at least
//                       rows * up64(64 Gp + 4 L Gp + 4 G16) + 32 G16 (split rows)
//   act_bits 8:         rows * up64(32 Gp + 4 L Gp + 4 G16) + 32 G16, and for
//                       rows > 8 at least (rows + 4) * 40 * G16 (the int8 panel)
//                       and fkq_amx_scratch (the AMX prefill, on every target)
// (src/codegen/emit_quant.c, cg_qmatmul_scratch_bytes, mirrors this.)
FKQ_FN size_t fk_qmm_scratch(const fk_qplanes *w, int64_t rows, int64_t K) {
  int int16 = w->act_bits != 8;
  fkq_geom g = fkq_geometry(w->scheme, K, int16);
  size_t decode = (size_t)(rows * g.row_bytes + FKQ_NT * 2 * g.G16 * 4); // fkq_decode_streams
  size_t panel = (size_t)((rows + FKQ16_NP) * fkq16_row_bytes(K, !int16));
  if (rows > FKQ_DECODE_ROWS && int16) return panel;
  if (rows > FKQ_DECODE_ROWS) {
    size_t amx = (size_t)fkq_amx_scratch(rows, K), most = panel > decode ? panel : decode;
    return amx > most ? amx : most;
  }
  return !int16 || decode > panel ? decode : panel;
}

// One prepared weight row.
typedef struct fkq_wrow {
  const uint8_t *qs;
  const float *dw, *mw; // mw NULL: no offsets
} fkq_wrow;

// What the tiles read of the activations.
typedef struct fkq_acts {
  const uint8_t *base; // row r's record at base + r * row_bytes
  fkq_geom g;
  int q4x;    // byte XOR that turns the nibbles into u: 0x88 (signed), 0
  int64_t pf; // weight bytes prefetched ahead: the next tile's rows (the
              // hardware prefetchers alone left DRAM reads short of the bandwidth)
} fkq_acts;

// Byte offset of element e (0..31) of block b in a row's qa.
INLINE int64_t fkq_qa_pos(int scheme, int64_t b, int e) {
  if (scheme == FK_Q8_0) return b * 32 + e;
  return (b / 4) * 128 + (e & 1) * 64 + (b % 4) * 16 + e / 2;
}

// round(x) to nearest even for |x| < 2^22 (the default rounding mode); x
// passes through opaque so that its product is never fused with the add.
INLINE float fkq_rne(float x) { return opaque(opaque(x) + 12582912.0f) - 12582912.0f; }

// The quantization rule of the file comment for one block whose |max| is amax:
// returns inv; *finite says whether the block keeps its values.
// qmax: 127 (int8) or FKQ16_QMAX (int16).
INLINE float fkq_inv(float amax, float qmax, int *finite) {
  *finite = amax <= 3.40282347e38f; // false for inf and NaN
  return *finite && amax >= 0x1p-100f ? qmax / amax : 0.0f;
}

// Store a block's sa (lpb copies) and ss.
INLINE void fkq_put_scales(uint8_t *row, const fkq_geom *g, int64_t b, float sa, int32_t sum) {
  float *sax = (float *)(row + g->sax_off) + b * g->lpb;
  for (int l = 0; l < g->lpb; l++)
    sax[l] = sa;
  ((float *)(row + g->ss_off))[b] = sa * (float)sum;
}

// One block of 32 activations (as f32) quantized the portable way: to int8,
// or where g->lo_off to int16 split into two bytes (fkq16s_quant_block's
// form: q = 256 h + l, h = floor((q + 128) / 256)).
INLINE void fkq_quant_block_c(const float *x, int scheme, uint8_t *row, const fkq_geom *g,
                              int64_t b) {
  float amax = 0;
  for (int i = 0; i < 32; i++) {
    float ax = fabsf(x[i]);
    amax = ax > amax || ax != ax ? ax : amax;
  }
  const float qmax = g->lo_off ? FKQ16_QMAX : 127.0f;
  int finite;
  float inv = fkq_inv(amax, qmax, &finite);
  int32_t sum = 0;
  for (int i = 0; i < 32; i++) {
    int32_t q = finite ? (int32_t)fkq_rne(x[i] * inv) : 0; // x * inv rounded alone: fkq_rne
    int64_t at = fkq_qa_pos(scheme, b, i);
    if (g->lo_off) {
      int32_t h = (q + 128 + 32768) / 256 - 128; // the dividend is positive: a floor
      row[at] = (uint8_t)(int8_t)h;
      row[g->lo_off + at] = (uint8_t)(int8_t)(q - 256 * h);
    } else {
      row[at] = (uint8_t)(int8_t)q;
    }
    sum += q;
  }
  fkq_put_scales(row, g, b, amax / qmax, sum);
}

INLINE float fkq_ld(int dt, const void *p, int64_t i) {
  if (dt == 1) return ((const float *)p)[i];
  if (dt == 2) return h2f(((const uint16_t *)p)[i]);
  return bf2f(((const uint16_t *)p)[i]);
}

// Zero the blocks [G, Gp) of qa and sax and the ss of [G, G16).
INLINE void fkq_pad_row(uint8_t *row, int scheme, const fkq_geom *g) {
  for (int64_t b = g->G; b < g->Gp; b++) {
    for (int e = 0; e < 32; e++)
      row[fkq_qa_pos(scheme, b, e)] = row[g->lo_off + fkq_qa_pos(scheme, b, e)] = 0;
    float *sax = (float *)(row + g->sax_off) + b * g->lpb;
    for (int l = 0; l < g->lpb; l++)
      sax[l] = 0;
  }
  for (int64_t b = g->G; b < g->G16; b++)
    ((float *)(row + g->ss_off))[b] = 0;
}

// q4_K: the 6-bit scale and min of sub-block b (0..7) of super-block (n, s).
INLINE int fkq_k_scale(const uint8_t *hi, const uint8_t *lo, int64_t ns, int b, int shift) {
  int l = lo[ns * 4 + b / 2] >> (4 * (b % 2)) & 15, h = hi[ns * 2 + b / 4] >> (2 * (b % 4)) & 3;
  return l | h << shift;
}

// Prepared scales of weight row n, the portable way: dw and mw for blocks
// [0, G16) (zero past G). Returns whether the scheme has offsets.
INLINE int fkq_prep_c(const fk_qplanes *w, int64_t n, const fkq_geom *g, float *dw, float *mw) {
  int off = 0;
  for (int64_t b = 0; b < g->G16; b++) {
    float d = 0, m = 0;
    if (b < g->G && w->scheme == FK_Q4_K) {
      int64_t ns = n * (g->G / 8) + b / 8;
      d = h2f(w->d[ns]) * (float)fkq_k_scale(w->sc_hi, w->sc_lo, ns, (int)(b % 8), 4);
      m = -h2f(w->m[ns]) * (float)fkq_k_scale(w->mn_hi, w->mn_lo, ns, (int)(b % 8), w->mn_hi_shift);
    } else if (b < g->G) {
      d = h2f(w->d[n * g->G + b]);
      if (w->scheme == FK_Q4 && w->m) m = h2f(w->m[n * g->G + b]);
      if (w->scheme == FK_Q4 && w->signed_q) m -= 8.0f * d;
      if (w->scheme == FK_Q8_0 && FKQ_Q8_OFFSET) m = -128.0f * d;
    }
    dw[b] = d;
    mw[b] = m;
  }
  if (w->scheme == FK_Q4_K || (w->scheme == FK_Q4 && (w->m || w->signed_q))) off = 1;
  if (w->scheme == FK_Q8_0 && FKQ_Q8_OFFSET) off = 1;
  return off;
}

// C[r, n] = v in C's dtype.
INLINE void fkq_store_c(int c_dtype, void *C, int64_t ldc, int64_t r, int64_t n, float v) {
  int64_t i = r * ldc + n;
  if (c_dtype == 1) {
    ((float *)C)[i] = v;
  } else if (c_dtype == 2) {
#if FKQ_PATH >= 2
    ((uint16_t *)C)[i] = (uint16_t)_cvtss_sh(v, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
#else
    ((uint16_t *)C)[i] = f2h_soft(v);
#endif
  } else {
    ((uint16_t *)C)[i] = f2bf(v);
  }
}

#if FKQ_PATH == 3
// ---- AVX-512 (BW, and VNNI where the target has it) ----

// 16 elements of A from dtype to f32.
INLINE __m512 fkq_ld16(int dt, const void *p, int64_t i) {
  if (dt == 1) return _mm512_loadu_ps((const float *)p + i);
  __m256i h = _mm256_loadu_si256((const __m256i *)((const uint16_t *)p + i));
  if (dt == 2) return _mm512_cvtph_ps(h);
  return _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_cvtepu16_epi32(h), 16));
}

// Block b of a row of A quantized to integers of at most qmax (the file
// comment's rules): elements 0-15 in q[0], 16-31 in q[1]; *sa and *sum set.
INLINE void fkq_quant_i32(int dt, const void *A, int64_t b, float qmax, __m512i q[2], float *sa,
                          int32_t *sum) {
  __m512 x0 = fkq_ld16(dt, A, b * 32), x1 = fkq_ld16(dt, A, b * 32 + 16);
  float amax = _mm512_reduce_max_ps(_mm512_max_ps(_mm512_abs_ps(x0), _mm512_abs_ps(x1)));
  if (_mm512_cmp_ps_mask(x0, x1, _CMP_UNORD_Q)) amax = NAN;
  int finite;
  __m512 inv = _mm512_set1_ps(fkq_inv(amax, qmax, &finite));
  if (!finite) x0 = x1 = _mm512_setzero_ps();
  q[0] = _mm512_cvtps_epi32(_mm512_mul_ps(x0, inv));
  q[1] = _mm512_cvtps_epi32(_mm512_mul_ps(x1, inv));
  *sum = _mm512_reduce_add_epi32(_mm512_add_epi32(q[0], q[1]));
  *sa = amax / qmax;
}

// 32 values in the range of a byte as bytes, in element order (q8_0) or
// the 16 even elements, then the 16 odd ones (the nibble schemes).
INLINE __m256i fkq_bytes(int scheme, const __m512i q[2]) {
  __m256i v = _mm256_set_m128i(_mm512_cvtepi32_epi8(q[1]), _mm512_cvtepi32_epi8(q[0]));
  if (scheme == FK_Q8_0) return v;
  // per 128-bit lane: its 8 even bytes, then its 8 odd ones; then the
  // 64-bit quarters in the order 0 2 1 3: 16 even bytes, 16 odd bytes
  const __m256i eo = _mm256_setr_epi8(0, 2, 4, 6, 8, 10, 12, 14, 1, 3, 5, 7, 9, 11, 13, 15, 0, 2, 4,
                                      6, 8, 10, 12, 14, 1, 3, 5, 7, 9, 11, 13, 15);
  return _mm256_permute4x64_epi64(_mm256_shuffle_epi8(v, eo), 0xd8);
}

// Block b of a row of A as int8, in fkq_bytes' order; *sa and *sum set.
INLINE __m256i fkq_quant_q(int dt, const void *A, int scheme, int64_t b, float *sa, int32_t *sum) {
  __m512i q[2];
  fkq_quant_i32(dt, A, b, 127.0f, q, sa, sum);
  return fkq_bytes(scheme, q);
}

// fkq_bytes' 32 bytes of block b into a plane of qa (fkq_qa_pos).
INLINE void fkq_store_qa(uint8_t *plane, int scheme, int64_t b, __m256i v) {
  if (scheme == FK_Q8_0) {
    _mm256_storeu_si256((__m256i *)(plane + b * 32), v);
    return;
  }
  uint8_t *p = plane + fkq_qa_pos(scheme, b, 0);
  _mm_storeu_si128((__m128i *)p, _mm256_castsi256_si128(v));
  _mm_storeu_si128((__m128i *)(p + 64), _mm256_extracti128_si256(v, 1));
}

// Block b of a row of A quantized into row.
INLINE void fkq_quant_block(int dt, const void *A, int scheme, uint8_t *row, const fkq_geom *g,
                            int64_t b) {
  float sa;
  int32_t sum;
  fkq_store_qa(row, scheme, b, fkq_quant_q(dt, A, scheme, b, &sa, &sum));
  fkq_put_scales(row, g, b, sa, sum);
}

// Block b of a row of A quantized to int16 (the int16 rules, FKQ16_QMAX)
// and stored split: q = h * 256 + l, h = (q + 128) >> 8 in [-127, 127] in
// qa, l in [-128, 127] at lo_off. A dot product of unsigned weight bytes u
// and q is then 256 dot(u, h) + dot(u, l): two vpdpbusd on the weights as
// stored, where int16 activations otherwise need the weights unpacked to
// 16 bits (fkq16_unpack_v) and vpdpwssd.
INLINE void fkq16s_quant_block(int dt, const void *A, int scheme, uint8_t *row, const fkq_geom *g,
                               int64_t b) {
  float sa;
  int32_t sum;
  __m512i q[2], h[2], l[2];
  fkq_quant_i32(dt, A, b, FKQ16_QMAX, q, &sa, &sum);
  for (int i = 0; i < 2; i++) {
    h[i] = _mm512_srai_epi32(_mm512_add_epi32(q[i], _mm512_set1_epi32(128)), 8);
    l[i] = _mm512_sub_epi32(q[i], _mm512_slli_epi32(h[i], 8));
  }
  fkq_store_qa(row, scheme, b, fkq_bytes(scheme, h));
  fkq_store_qa(row + g->lo_off, scheme, b, fkq_bytes(scheme, l));
  fkq_put_scales(row, g, b, sa, sum);
}

// 16 f16 block scales (or fewer, zeros after) as f32.
INLINE __m512 fkq_h16(const uint16_t *p, int64_t n) {
  __mmask16 k = n >= 16 ? (__mmask16)0xffff : (__mmask16)((1u << n) - 1u);
  return _mm512_cvtph_ps(_mm256_maskz_loadu_epi16(k, p));
}

// q4_K: the six-bit values of super-blocks [ns, ns + cnt) (cnt <= 8) of a
// plane pair as bytes, sub-block b of super-block ns + k in byte 8k + b
// (zeros past cnt). lo holds 4 bytes a super-block, sub-block b's 4 bits
// in byte b / 2, low nibble first; hi 2 bytes, its 2 bits at bits 2 (b % 4)
// of byte b / 4.
INLINE __m512i fkq_k64(const uint8_t *hi, const uint8_t *lo, int64_t ns, int cnt, int shift) {
  // one word a lo byte: its low nibble stays in byte 0, the high one moves to byte 1
  __m512i l = _mm512_cvtepu8_epi16(
      _mm256_maskz_loadu_epi8((__mmask32)(((uint64_t)1 << (cnt * 4)) - 1), lo + ns * 4));
  l = _mm512_or_si512(_mm512_and_si512(l, _mm512_set1_epi16(0x000f)),
                      _mm512_and_si512(_mm512_slli_epi16(l, 4), _mm512_set1_epi16(0x0f00)));
  // one dword a hi byte x: bits 2i..2i+1 of x move to byte i
  __m512i h = _mm512_cvtepu8_epi32(
      _mm_maskz_loadu_epi8((__mmask16)((1u << (cnt * 2)) - 1), hi + ns * 2));
  h = _mm512_or_si512(_mm512_or_si512(h, _mm512_slli_epi32(h, 6)),
                      _mm512_or_si512(_mm512_slli_epi32(h, 12), _mm512_slli_epi32(h, 18)));
  h = _mm512_and_si512(h, _mm512_set1_epi32(0x03030303));
  return _mm512_or_si512(l, _mm512_sll_epi32(h, _mm_cvtsi32_si128(shift)));
}

// dst[16q + i] = x[8 * (2q + i / 8)] * bytes[16q + i] for the 16-lane
// chunks q below `chunks`: 64 sub-blocks' values times their super-block's
// f32 factor (x lanes 0..7).
INLINE void fkq_k64_scale(__m512i bytes, __m256 x, int chunks, float *dst) {
  const __m512 xx = _mm512_castps256_ps512(x);
  const __m512i pair = _mm512_setr_epi32(0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1);
  uint8_t b[64];
  _mm512_storeu_si512(b, bytes);
#pragma GCC unroll 4
  for (int q = 0; q < chunks; q++) {
    __m512 v = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(_mm_loadu_si128((const __m128i *)(b + 16 * q))));
    __m512 f = _mm512_permutexvar_ps(_mm512_add_epi32(pair, _mm512_set1_epi32(2 * q)), xx);
    _mm512_storeu_ps(dst + 16 * q, _mm512_mul_ps(f, v));
  }
}

// Prepared scales of weight row n (as fkq_prep_c); q4_K eight super-blocks
// a step, the last one's 16-lane chunks stored up to G16 (zeros past G;
// bench/results/kernel_choices.md#quant-q4k-prep).
INLINE int fkq_prep(const fk_qplanes *w, int64_t n, const fkq_geom *g, float *dw, float *mw) {
  if (w->scheme == FK_Q4_K) {
    int64_t S = g->G / 8;
    for (int64_t s = 0; s < S; s += 8) {
      int64_t ns = n * S + s;
      int cnt = S - s < 8 ? (int)(S - s) : 8;
      int chunks = g->G16 - s * 8 < 64 ? (int)(g->G16 - s * 8) / 16 : 4; // dw, mw hold G16
      __mmask8 k = (__mmask8)((1u << cnt) - 1);
      __m256 d = _mm256_cvtph_ps(_mm_maskz_loadu_epi16(k, w->d + ns));
      __m256 dmin = _mm256_cvtph_ps(_mm_maskz_loadu_epi16(k, w->m + ns));
      fkq_k64_scale(fkq_k64(w->sc_hi, w->sc_lo, ns, cnt, 4), d, chunks, dw + s * 8);
      fkq_k64_scale(fkq_k64(w->mn_hi, w->mn_lo, ns, cnt, w->mn_hi_shift),
                    _mm256_sub_ps(_mm256_setzero_ps(), dmin), chunks, mw + s * 8);
    }
    return 1;
  }
  const uint16_t *d = w->d + n * g->G, *m = w->m ? w->m + n * g->G : NULL;
  int q4 = w->scheme == FK_Q4, off = q4 ? (m || w->signed_q) : FKQ_Q8_OFFSET;
  __m512 mul = _mm512_set1_ps(q4 ? (w->signed_q ? -8.0f : 0.0f) : -128.0f);
  int64_t b = 0;
  if (!m) // the common case: whole groups of 16 without masks (the rest below)
    for (; b + 16 <= g->G; b += 16) {
      __m512 vd = _mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)(d + b)));
      _mm512_storeu_ps(dw + b, vd);
      _mm512_storeu_ps(mw + b, _mm512_mul_ps(vd, mul));
    }
  for (; b < g->G16; b += 16) {
    __m512 vd = fkq_h16(d + b, g->G - b);
    __m512 vm = m ? fkq_h16(m + b, g->G - b) : _mm512_setzero_ps();
    _mm512_storeu_ps(dw + b, vd);
    _mm512_storeu_ps(mw + b, _mm512_fmadd_ps(vd, mul, vm));
  }
  return off;
}

// i32 lanes: the products of unsigned u and signed a, 4 bytes a lane.
INLINE __m512i fkq_dot1(__m512i u, __m512i a) {
#if defined(__AVX512VNNI__)
  return _mm512_dpbusd_epi32(_mm512_setzero_si512(), u, a);
#else
  // pair sums |2 * 128 * 127| fit i16 (u = |q| <= 128, |a| <= 127)
  return _mm512_madd_epi16(_mm512_maddubs_epi16(u, a), _mm512_set1_epi16(1));
#endif
}

// i32 lanes: lo . ae + hi . ao for nibbles lo, hi.
INLINE __m512i fkq_dot2(__m512i lo, __m512i ae, __m512i hi, __m512i ao) {
#if defined(__AVX512VNNI__)
  return _mm512_dpbusd_epi32(_mm512_dpbusd_epi32(_mm512_setzero_si512(), lo, ae), hi, ao);
#else
  // nibble pair sums |2 * 15 * 127|, two of them, fit i16: add before vpmaddwd
  __m512i p = _mm512_add_epi16(_mm512_maddubs_epi16(lo, ae), _mm512_maddubs_epi16(hi, ao));
  return _mm512_madd_epi16(p, _mm512_set1_epi16(1));
#endif
}

// sum over blocks of mw * ss for the tile's pairs, into acc (16 blocks a
// step; both arrays hold zeros from G to G16).
INLINE void fkq_offsets(const fkq_wrow *w, int nr, const fkq_acts *a, const int64_t *r, int mr,
                        __m512 acc[FKQ_NRW][FKQ_MR]) {
#pragma GCC unroll 4
  for (int j = 0; j < nr; j++) {
    if (!w[j].mw) continue;
    for (int64_t b = 0; b < a->g.G16; b += 16) {
      __m512 m = _mm512_loadu_ps(w[j].mw + b);
#pragma GCC unroll 4
      for (int i = 0; i < mr; i++) {
        const float *ss = (const float *)(a->base + r[i] * a->g.row_bytes + a->g.ss_off);
        acc[j][i] = _mm512_fmadd_ps(m, _mm512_loadu_ps(ss + b), acc[j][i]);
      }
    }
  }
}

// The last, partial step of a tile reads copies of its rows' weight bytes
// with zeros past G (the activations there are zeros too), so that every
// step is one unmasked body: qp[j] points at them afterwards.
// left: the row's bytes from qp[j] on (fewer than 64).
INLINE void fkq_pad_step(const int nr, int64_t left, uint8_t pad[FKQ_NRW][64],
                         const uint8_t **qp) {
#pragma GCC unroll 4
  for (int j = 0; j < nr; j++) {
    _mm512_storeu_si512(pad[j], _mm512_maskz_loadu_epi8(((__mmask64)1 << left) - 1, qp[j]));
    qp[j] = pad[j];
  }
}

// One step of fkq_tile_q4: blocks [b, b + 4), row j's 64 weight bytes at
// qp[j]. Lanes 4l..4l+3 of a dot product belong to block b + l.
INLINE void fkq_q4_step(const fkq_wrow *w, const uint8_t *const *qp, const int nr,
                        const fkq_acts *a, const uint8_t *const *row, const int mr, int64_t b,
                        __m512 acc[FKQ_NRW][FKQ_MR]) {
  const __m512i m4 = _mm512_set1_epi8(15), x = _mm512_set1_epi8((char)a->q4x);
  const __m512i ex = _mm512_setr_epi32(0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3);
  __m512i lo[FKQ_NRW], hi[FKQ_NRW];
  __m512 dv[FKQ_NRW];
#pragma GCC unroll 4
  for (int j = 0; j < nr; j++) {
    _mm_prefetch((const char *)(qp[j] + a->pf), _MM_HINT_T0);
    __m512i q = _mm512_xor_si512(_mm512_loadu_si512(qp[j]), x);
    lo[j] = _mm512_and_si512(q, m4);
    hi[j] = _mm512_and_si512(_mm512_srli_epi16(q, 4), m4);
    dv[j] = _mm512_permutexvar_ps(ex, _mm512_castps128_ps512(_mm_loadu_ps(w[j].dw + b)));
  }
#pragma GCC unroll 4
  for (int i = 0; i < mr; i++) {
    __m512i ae = _mm512_loadu_si512(row[i] + b * 32);
    __m512i ao = _mm512_loadu_si512(row[i] + b * 32 + 64);
    __m512 sa = _mm512_loadu_ps((const float *)(row[i] + a->g.sax_off) + b * 4);
#pragma GCC unroll 4
    for (int j = 0; j < nr; j++) {
      __m512i p = fkq_dot2(lo[j], ae, hi[j], ao);
#if FKQ8P
      // split int16: 256 dot(u, h) + dot(u, l)
      if (a->g.lo_off) {
        p = _mm512_slli_epi32(p, 8);
        p = _mm512_dpbusd_epi32(p, lo[j], _mm512_loadu_si512(row[i] + a->g.lo_off + b * 32));
        p = _mm512_dpbusd_epi32(p, hi[j], _mm512_loadu_si512(row[i] + a->g.lo_off + b * 32 + 64));
      }
#endif
      acc[j][i] = _mm512_fmadd_ps(_mm512_cvtepi32_ps(p), _mm512_mul_ps(sa, dv[j]), acc[j][i]);
    }
  }
}

// One step of fkq_tile_q8: blocks b and b + 1 (lanes 0..7 and 8..15), row
// j's 64 weight bytes at qp[j].
INLINE void fkq_q8_step(const fkq_wrow *w, const uint8_t *const *qp, const int nr,
                        const fkq_acts *a, const uint8_t *const *row, const int mr, int64_t b,
                        __m512 acc[FKQ_NRW][FKQ_MR]) {
  const __m512i ex = _mm512_setr_epi32(0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1);
  __m512i u[FKQ_NRW];
  __m512 dv[FKQ_NRW];
#if !FKQ_Q8_OFFSET
  __mmask64 neg[FKQ_NRW];
#endif
#pragma GCC unroll 4
  for (int j = 0; j < nr; j++) {
    _mm_prefetch((const char *)(qp[j] + a->pf), _MM_HINT_T0);
    __m512i q = _mm512_loadu_si512(qp[j]);
#if FKQ_Q8_OFFSET
    u[j] = _mm512_xor_si512(q, _mm512_set1_epi8((char)0x80));
#else
    u[j] = _mm512_abs_epi8(q);
    neg[j] = _mm512_movepi8_mask(q);
#endif
    __m128 d2 = _mm_castpd_ps(_mm_load_sd((const double *)(w[j].dw + b)));
    dv[j] = _mm512_permutexvar_ps(ex, _mm512_castps128_ps512(d2));
  }
#pragma GCC unroll 4
  for (int i = 0; i < mr; i++) {
    __m512i av = _mm512_loadu_si512(row[i] + b * 32);
    __m512 sa = _mm512_loadu_ps((const float *)(row[i] + a->g.sax_off) + b * 8);
#pragma GCC unroll 4
    for (int j = 0; j < nr; j++) {
#if FKQ_Q8_OFFSET
      __m512i s = av;
#else
      __m512i s = _mm512_mask_sub_epi8(av, neg[j], _mm512_setzero_si512(), av);
#endif
      __m512i p = fkq_dot1(u[j], s);
#if FKQ8P
      // split int16: 256 dot(u, h) + dot(u, l)
      if (a->g.lo_off)
        p = _mm512_dpbusd_epi32(_mm512_slli_epi32(p, 8), u[j],
                                _mm512_loadu_si512(row[i] + a->g.lo_off + b * 32));
#endif
      acc[j][i] = _mm512_fmadd_ps(_mm512_cvtepi32_ps(p), _mm512_mul_ps(sa, dv[j]), acc[j][i]);
    }
  }
}

// A register tile over a weight row's steps: 4 blocks of nibbles or 2 of
// q8_0 (64 bytes of each weight row) a step, every step one unmasked body
// (a partial last step on padded copies: no length arithmetic in the loop
// that reads almost every byte, and one body for the compiler:
// bench/results/kernel_choices.md#quant-whole-steps).
INLINE void fkq_tile_steps(const fkq_wrow *w, const int nr, const fkq_acts *a, const int64_t *r,
                           const int mr, float *out, const int q8) {
  __m512 acc[FKQ_NRW][FKQ_MR];
#pragma GCC unroll 4
  for (int j = 0; j < nr; j++)
#pragma GCC unroll 4
    for (int i = 0; i < mr; i++)
      acc[j][i] = _mm512_setzero_ps();
  fkq_offsets(w, nr, a, r, mr, acc);
  const uint8_t *row[FKQ_MR];
#pragma GCC unroll 4
  for (int i = 0; i < mr; i++)
    row[i] = a->base + r[i] * a->g.row_bytes;
  const uint8_t *qp[FKQ_NRW];
  uint8_t pad[FKQ_NRW][64];
#pragma GCC unroll 4
  for (int j = 0; j < nr; j++)
    qp[j] = w[j].qs;
  const int64_t blocks = q8 ? 2 : 4, block_bytes = q8 ? 32 : 16;
  for (int64_t b = 0; b < a->g.G; b += blocks) {
    if (b + blocks > a->g.G) fkq_pad_step(nr, (a->g.G - b) * block_bytes, pad, qp);
    if (q8)
      fkq_q8_step(w, qp, nr, a, row, mr, b, acc);
    else
      fkq_q4_step(w, qp, nr, a, row, mr, b, acc);
#pragma GCC unroll 4
    for (int j = 0; j < nr; j++)
      qp[j] += 64;
  }
#pragma GCC unroll 4
  for (int i = 0; i < mr; i++)
#pragma GCC unroll 4
    for (int j = 0; j < nr; j++)
      out[i * FKQ_NRW + j] = _mm512_reduce_add_ps(acc[j][i]);
}

INLINE void fkq_tile_q4(const fkq_wrow *w, const int nr, const fkq_acts *a, const int64_t *r,
                        const int mr, float *out) {
  fkq_tile_steps(w, nr, a, r, mr, out, 0);
}

INLINE void fkq_tile_q8(const fkq_wrow *w, const int nr, const fkq_acts *a, const int64_t *r,
                        const int mr, float *out) {
  fkq_tile_steps(w, nr, a, r, mr, out, 1);
}

#elif FKQ_PATH == 2
// ---- AVX2 + FMA + F16C ----

INLINE __m256 fkq_ld8(int dt, const void *p, int64_t i) {
  if (dt == 1) return _mm256_loadu_ps((const float *)p + i);
  __m128i h = _mm_loadu_si128((const __m128i *)((const uint16_t *)p + i));
  if (dt == 2) return _mm256_cvtph_ps(h);
  return _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_cvtepu16_epi32(h), 16));
}

INLINE float fkq_hmax8(__m256 v) {
  __m128 m = _mm_max_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
  m = _mm_max_ps(m, _mm_movehl_ps(m, m));
  m = _mm_max_ss(m, _mm_movehdup_ps(m));
  return _mm_cvtss_f32(m);
}

INLINE int32_t fkq_hsum8i(__m256i v) {
  __m128i s = _mm_add_epi32(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
  s = _mm_add_epi32(s, _mm_unpackhi_epi64(s, s));
  s = _mm_add_epi32(s, _mm_shuffle_epi32(s, 1));
  return _mm_cvtsi128_si32(s);
}

INLINE float fkq_hsum8(__m256 v) {
  __m128 s = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
  s = _mm_add_ps(s, _mm_movehl_ps(s, s));
  s = _mm_add_ss(s, _mm_movehdup_ps(s));
  return _mm_cvtss_f32(s);
}

INLINE void fkq_quant_block(int dt, const void *A, int scheme, uint8_t *row, const fkq_geom *g,
                            int64_t b) {
  __m256 x[4];
  const __m256 abs = _mm256_castsi256_ps(_mm256_set1_epi32(0x7fffffff));
  __m256 m = _mm256_setzero_ps(), nan = _mm256_setzero_ps();
  for (int k = 0; k < 4; k++) {
    x[k] = fkq_ld8(dt, A, b * 32 + k * 8);
    m = _mm256_max_ps(m, _mm256_and_ps(x[k], abs));
    nan = _mm256_or_ps(nan, _mm256_cmp_ps(x[k], x[k], _CMP_UNORD_Q));
  }
  float amax = _mm256_movemask_ps(nan) ? NAN : fkq_hmax8(m);
  int finite;
  __m256 inv = _mm256_set1_ps(fkq_inv(amax, 127.0f, &finite));
  __m256i q[4], s = _mm256_setzero_si256();
  for (int k = 0; k < 4; k++) {
    q[k] = finite ? _mm256_cvtps_epi32(_mm256_mul_ps(x[k], inv)) : _mm256_setzero_si256();
    s = _mm256_add_epi32(s, q[k]);
  }
  // packs interleave the 128-bit lanes: elements 0-3 8-11 16-19 24-27 4-7
  // 12-15 20-23 28-31, put back in order by the dword permutation
  __m256i p = _mm256_packs_epi16(_mm256_packs_epi32(q[0], q[1]), _mm256_packs_epi32(q[2], q[3]));
  p = _mm256_permutevar8x32_epi32(p, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7));
  if (scheme == FK_Q8_0) {
    _mm256_storeu_si256((__m256i *)(row + b * 32), p);
  } else {
    const __m256i eo = _mm256_setr_epi8(0, 2, 4, 6, 8, 10, 12, 14, 1, 3, 5, 7, 9, 11, 13, 15, 0, 2,
                                        4, 6, 8, 10, 12, 14, 1, 3, 5, 7, 9, 11, 13, 15);
    p = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(p, eo), 0xd8);
    uint8_t *o = row + fkq_qa_pos(scheme, b, 0);
    _mm_storeu_si128((__m128i *)o, _mm256_castsi256_si128(p));
    _mm_storeu_si128((__m128i *)(o + 64), _mm256_extracti128_si256(p, 1));
  }
  fkq_put_scales(row, g, b, amax / 127.0f, fkq_hsum8i(s));
}

INLINE __m256 fkq_k8(const uint8_t *hi, const uint8_t *lo, int64_t ns, int shift) {
  uint32_t l = (uint32_t)lo[ns * 4] | (uint32_t)lo[ns * 4 + 1] << 8 |
               (uint32_t)lo[ns * 4 + 2] << 16 | (uint32_t)lo[ns * 4 + 3] << 24;
  uint32_t h = (uint32_t)hi[ns * 2] | (uint32_t)hi[ns * 2 + 1] << 8;
  const __m256i s4 = _mm256_setr_epi32(0, 4, 8, 12, 16, 20, 24, 28);
  const __m256i s2 = _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14);
  __m256i vl =
      _mm256_and_si256(_mm256_srlv_epi32(_mm256_set1_epi32((int)l), s4), _mm256_set1_epi32(15));
  __m256i vh =
      _mm256_and_si256(_mm256_srlv_epi32(_mm256_set1_epi32((int)h), s2), _mm256_set1_epi32(3));
  return _mm256_cvtepi32_ps(_mm256_or_si256(vl, _mm256_sll_epi32(vh, _mm_cvtsi32_si128(shift))));
}

INLINE int fkq_prep(const fk_qplanes *w, int64_t n, const fkq_geom *g, float *dw, float *mw) {
  if (w->scheme != FK_Q4_K) {
    const uint16_t *d = w->d + n * g->G, *m = w->m ? w->m + n * g->G : NULL;
    int q4 = w->scheme == FK_Q4;
    __m256 mul = _mm256_set1_ps(q4 ? (w->signed_q ? -8.0f : 0.0f) : -128.0f);
    int64_t b = 0;
    for (; b + 8 <= g->G; b += 8) {
      __m256 vd = _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(d + b)));
      __m256 vm =
          m ? _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(m + b))) : _mm256_setzero_ps();
      _mm256_storeu_ps(dw + b, vd);
      _mm256_storeu_ps(mw + b, _mm256_fmadd_ps(vd, mul, vm));
    }
    for (; b < g->G16; b++) {
      float vd = b < g->G ? h2f(d[b]) : 0.0f, vm = m && b < g->G ? h2f(m[b]) : 0.0f;
      dw[b] = vd;
      mw[b] = vm + vd * (q4 ? (w->signed_q ? -8.0f : 0.0f) : -128.0f);
    }
    return q4 ? (m || w->signed_q) : FKQ_Q8_OFFSET;
  }
  int64_t S = g->G / 8;
  for (int64_t s = 0; s < S; s++) {
    int64_t ns = n * S + s;
    __m256 sc = fkq_k8(w->sc_hi, w->sc_lo, ns, 4);
    __m256 mn = fkq_k8(w->mn_hi, w->mn_lo, ns, w->mn_hi_shift);
    _mm256_storeu_ps(dw + s * 8, _mm256_mul_ps(_mm256_set1_ps(_cvtsh_ss(w->d[ns])), sc));
    _mm256_storeu_ps(mw + s * 8, _mm256_mul_ps(_mm256_set1_ps(-_cvtsh_ss(w->m[ns])), mn));
  }
  for (int64_t b = g->G; b < g->G16; b++)
    dw[b] = mw[b] = 0;
  return 1;
}

// i32 lanes: products of u = |q| <= 128 and signed a (pair sums fit i16).
INLINE __m256i fkq_dot1(__m256i u, __m256i a) {
  return _mm256_madd_epi16(_mm256_maddubs_epi16(u, a), _mm256_set1_epi16(1));
}

INLINE void fkq_offsets(const fkq_wrow *w, int nr, const fkq_acts *a, const int64_t *r, int mr,
                        __m256 acc[FKQ_NRW][FKQ_MR]) {
#pragma GCC unroll 4
  for (int j = 0; j < nr; j++) {
    if (!w[j].mw) continue;
    for (int64_t b = 0; b < a->g.G16; b += 8) {
      __m256 m = _mm256_loadu_ps(w[j].mw + b);
#pragma GCC unroll 4
      for (int i = 0; i < mr; i++) {
        const float *ss = (const float *)(a->base + r[i] * a->g.row_bytes + a->g.ss_off);
        acc[j][i] = _mm256_fmadd_ps(m, _mm256_loadu_ps(ss + b), acc[j][i]);
      }
    }
  }
}

// One step of fkq_tile_q4: blocks b and b + 1 (lanes 4l..4l+3 belong to
// block b + l / 4), row j's 32 weight bytes at qp[j] (the last, partial
// step's copies hold zeros past G, as the activations do).
INLINE void fkq_q4_step(const fkq_wrow *w, const uint8_t *const *qp, const int nr,
                        const fkq_acts *a, const uint8_t *const *row, const int mr, int64_t b,
                        __m256 acc[FKQ_NRW][FKQ_MR]) {
  const __m256i m4 = _mm256_set1_epi8(15), x = _mm256_set1_epi8((char)a->q4x);
  const __m256i ex = _mm256_setr_epi32(0, 0, 0, 0, 1, 1, 1, 1);
  __m256i lo[FKQ_NRW], hi[FKQ_NRW];
  __m256 dv[FKQ_NRW];
#pragma GCC unroll 4
  for (int j = 0; j < nr; j++) {
    __m256i q = _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)qp[j]), x);
    lo[j] = _mm256_and_si256(q, m4);
    hi[j] = _mm256_and_si256(_mm256_srli_epi16(q, 4), m4);
    __m128 d2 = _mm_castpd_ps(_mm_load_sd((const double *)(w[j].dw + b)));
    dv[j] = _mm256_permutevar8x32_ps(_mm256_castps128_ps256(d2), ex);
  }
  int64_t at = (b / 4) * 128 + (b % 4) * 16; // even elements; odd ones 64 further
#pragma GCC unroll 4
  for (int i = 0; i < mr; i++) {
    __m256i ae = _mm256_loadu_si256((const __m256i *)(row[i] + at));
    __m256i ao = _mm256_loadu_si256((const __m256i *)(row[i] + at + 64));
    __m256 sa = _mm256_loadu_ps((const float *)(row[i] + a->g.sax_off) + b * 4);
#pragma GCC unroll 4
    for (int j = 0; j < nr; j++) {
      // nibble pairs: |2 * 15 * 128| twice fits i16, so add before vpmaddwd
      __m256i p16 =
          _mm256_add_epi16(_mm256_maddubs_epi16(lo[j], ae), _mm256_maddubs_epi16(hi[j], ao));
      __m256i p = _mm256_madd_epi16(p16, _mm256_set1_epi16(1));
      // split int16: 256 dot(u, h) + dot(u, l)
      if (a->g.lo_off) {
        __m256i el = _mm256_loadu_si256((const __m256i *)(row[i] + a->g.lo_off + at));
        __m256i ol = _mm256_loadu_si256((const __m256i *)(row[i] + a->g.lo_off + at + 64));
        p16 = _mm256_add_epi16(_mm256_maddubs_epi16(lo[j], el), _mm256_maddubs_epi16(hi[j], ol));
        p = _mm256_add_epi32(_mm256_slli_epi32(p, 8), _mm256_madd_epi16(p16, _mm256_set1_epi16(1)));
      }
      acc[j][i] = _mm256_fmadd_ps(_mm256_cvtepi32_ps(p), _mm256_mul_ps(sa, dv[j]), acc[j][i]);
    }
  }
}

// Nibble schemes: 2 blocks (32 bytes of a weight row) a step, one body
// for every step (as the AVX-512 tile).
INLINE void fkq_tile_q4(const fkq_wrow *w, const int nr, const fkq_acts *a, const int64_t *r,
                        const int mr, float *out) {
  __m256 acc[FKQ_NRW][FKQ_MR];
#pragma GCC unroll 4
  for (int j = 0; j < nr; j++)
#pragma GCC unroll 4
    for (int i = 0; i < mr; i++)
      acc[j][i] = _mm256_setzero_ps();
  fkq_offsets(w, nr, a, r, mr, acc);
  const uint8_t *row[FKQ_MR];
#pragma GCC unroll 4
  for (int i = 0; i < mr; i++)
    row[i] = a->base + r[i] * a->g.row_bytes;
  const uint8_t *qp[FKQ_NRW];
  uint8_t pad[FKQ_NRW][32];
#pragma GCC unroll 4
  for (int j = 0; j < nr; j++)
    qp[j] = w[j].qs;
  for (int64_t b = 0; b < a->g.G; b += 2) {
    // one block left: its 16 bytes, then zeros
    if (b + 2 > a->g.G) {
      for (int j = 0; j < nr; j++) {
        _mm256_storeu_si256((__m256i *)pad[j],
                            _mm256_zextsi128_si256(_mm_loadu_si128((const __m128i *)qp[j])));
        qp[j] = pad[j];
      }
    }
    fkq_q4_step(w, qp, nr, a, row, mr, b, acc);
#pragma GCC unroll 4
    for (int j = 0; j < nr; j++)
      qp[j] += 32;
  }
#pragma GCC unroll 4
  for (int i = 0; i < mr; i++)
#pragma GCC unroll 4
    for (int j = 0; j < nr; j++)
      out[i * FKQ_NRW + j] = fkq_hsum8(acc[j][i]);
}

// q8_0: one block (32 bytes) a step, |q| times the activations signed by q.
INLINE void fkq_tile_q8(const fkq_wrow *w, const int nr, const fkq_acts *a, const int64_t *r,
                        const int mr, float *out) {
  __m256 acc[FKQ_NRW][FKQ_MR];
#pragma GCC unroll 4
  for (int j = 0; j < nr; j++)
#pragma GCC unroll 4
    for (int i = 0; i < mr; i++)
      acc[j][i] = _mm256_setzero_ps();
  const uint8_t *row[FKQ_MR];
#pragma GCC unroll 4
  for (int i = 0; i < mr; i++)
    row[i] = a->base + r[i] * a->g.row_bytes;
  for (int64_t b = 0; b < a->g.G; b++) {
    __m256i q[FKQ_NRW], u[FKQ_NRW];
    __m256 dv[FKQ_NRW];
#pragma GCC unroll 4
    for (int j = 0; j < nr; j++) {
      q[j] = _mm256_loadu_si256((const __m256i *)(w[j].qs + b * 32));
      u[j] = _mm256_sign_epi8(q[j], q[j]);
      dv[j] = _mm256_broadcast_ss(w[j].dw + b);
    }
#pragma GCC unroll 4
    for (int i = 0; i < mr; i++) {
      __m256i av = _mm256_loadu_si256((const __m256i *)(row[i] + b * 32));
      __m256 sa = _mm256_loadu_ps((const float *)(row[i] + a->g.sax_off) + b * 8);
#pragma GCC unroll 4
      for (int j = 0; j < nr; j++) {
        __m256i p = fkq_dot1(u[j], _mm256_sign_epi8(av, q[j]));
        // split int16: 256 dot(q, h) + dot(q, l), the second in 16 bits (a low
        // byte of -128 has no negation in a byte); the lanes group the block's
        // products differently, all under the block's one scale
        if (a->g.lo_off) {
          __m256i lv = _mm256_loadu_si256((const __m256i *)(row[i] + a->g.lo_off + b * 32));
          __m256i pl = _mm256_add_epi32(
              _mm256_madd_epi16(_mm256_cvtepi8_epi16(_mm256_castsi256_si128(q[j])),
                                _mm256_cvtepi8_epi16(_mm256_castsi256_si128(lv))),
              _mm256_madd_epi16(_mm256_cvtepi8_epi16(_mm256_extracti128_si256(q[j], 1)),
                                _mm256_cvtepi8_epi16(_mm256_extracti128_si256(lv, 1))));
          p = _mm256_add_epi32(_mm256_slli_epi32(p, 8), pl);
        }
        acc[j][i] = _mm256_fmadd_ps(_mm256_cvtepi32_ps(p), _mm256_mul_ps(sa, dv[j]), acc[j][i]);
      }
    }
  }
#pragma GCC unroll 4
  for (int i = 0; i < mr; i++)
#pragma GCC unroll 4
    for (int j = 0; j < nr; j++)
      out[i * FKQ_NRW + j] = fkq_hsum8(acc[j][i]);
}

#else
// ---- portable C ----

INLINE void fkq_quant_block(int dt, const void *A, int scheme, uint8_t *row, const fkq_geom *g,
                            int64_t b) {
  float x[32];
  for (int i = 0; i < 32; i++)
    x[i] = fkq_ld(dt, A, b * 32 + i);
  fkq_quant_block_c(x, scheme, row, g, b);
}

INLINE int fkq_prep(const fk_qplanes *w, int64_t n, const fkq_geom *g, float *dw, float *mw) {
  return fkq_prep_c(w, n, g, dw, mw);
}

// One (activation row, weight row) pair: per block an int32 dot product
// of the weights' integers (q8_0: q; nibbles: u) and the activations,
// scaled in f32 and summed in f32; then the offsets.
INLINE float fkq_pair(int scheme, const fkq_wrow *w, const fkq_acts *a, int64_t r) {
  const uint8_t *row = a->base + r * a->g.row_bytes;
  const float *sax = (const float *)(row + a->g.sax_off), *ss = (const float *)(row + a->g.ss_off);
  float acc = 0;
  for (int64_t b = 0; b < a->g.G; b++) {
    int32_t dot = 0;
    for (int e = 0; e < 32; e++) {
      int32_t q;
      if (scheme == FK_Q8_0)
        q = (int8_t)w->qs[b * 32 + e];
      else
        q = (w->qs[b * 16 + e / 2] ^ a->q4x) >> (4 * (e & 1)) & 15;
      dot += q * (int8_t)row[fkq_qa_pos(scheme, b, e)];
    }
    acc += (float)dot * (w->dw[b] * sax[b * a->g.lpb]);
  }
  if (w->mw)
    for (int64_t b = 0; b < a->g.G; b++)
      acc += w->mw[b] * ss[b];
  return acc;
}

INLINE void fkq_tile_q4(const fkq_wrow *w, const int nr, const fkq_acts *a, const int64_t *r,
                        const int mr, float *out) {
  out[0] = fkq_pair(FK_Q4, w, a, r[0]);
}

INLINE void fkq_tile_q8(const fkq_wrow *w, const int nr, const fkq_acts *a, const int64_t *r,
                        const int mr, float *out) {
  out[0] = fkq_pair(FK_Q8_0, w, a, r[0]);
}
#endif

// Row r of A quantized into its record (blocks past G zeroed).
INLINE void fkq_quant_row(int a_dtype, const void *A, int64_t K, int scheme, uint8_t *row,
                          const fkq_geom *g) {
  for (int64_t b = 0; b < g->G; b++) {
    // split int16
    if (g->lo_off) {
#if FKQ8P
      fkq16s_quant_block(a_dtype, A, scheme, row, g, b);
#else
      float x[32];
      for (int i = 0; i < 32; i++)
        x[i] = fkq_ld(a_dtype, A, b * 32 + i);
      fkq_quant_block_c(x, scheme, row, g, b);
#endif
      continue;
    }
    fkq_quant_block(a_dtype, A, scheme, row, g, b);
  }
  fkq_pad_row(row, scheme, g);
}

// One register tile: the inline bodies instantiated for each shape, so
// that their loops over nr and mr unroll.
static __attribute__((noinline, unused)) void fkq_tile(int q8, const fkq_wrow *w, int nr,
                                                       const fkq_acts *a, const int64_t *r, int mr,
                                                       float *out) {
  switch ((q8 ? 100 : 0) + nr * 10 + mr) {
  case 11: fkq_tile_q4(w, 1, a, r, 1, out); break;
#if FKQ_MR >= 4
  case 12: fkq_tile_q4(w, 1, a, r, 2, out); break;
  case 13: fkq_tile_q4(w, 1, a, r, 3, out); break;
  case 14: fkq_tile_q4(w, 1, a, r, 4, out); break;
#endif
#if FKQ_NRW >= 4
  case 31: fkq_tile_q4(w, 3, a, r, 1, out); break;
  case 41: fkq_tile_q4(w, 4, a, r, 1, out); break;
  case 131: fkq_tile_q8(w, 3, a, r, 1, out); break;
  case 141: fkq_tile_q8(w, 4, a, r, 1, out); break;
#endif
#if FKQ_NR >= 2
  case 21: fkq_tile_q4(w, 2, a, r, 1, out); break;
  case 22: fkq_tile_q4(w, 2, a, r, 2, out); break;
  case 23: fkq_tile_q4(w, 2, a, r, 3, out); break;
  case 24: fkq_tile_q4(w, 2, a, r, 4, out); break;
#endif
  case 111: fkq_tile_q8(w, 1, a, r, 1, out); break;
#if FKQ_MR >= 4
  case 112: fkq_tile_q8(w, 1, a, r, 2, out); break;
  case 113: fkq_tile_q8(w, 1, a, r, 3, out); break;
  case 114: fkq_tile_q8(w, 1, a, r, 4, out); break;
#endif
#if FKQ_NR >= 2
  case 121: fkq_tile_q8(w, 2, a, r, 1, out); break;
  case 122: fkq_tile_q8(w, 2, a, r, 2, out); break;
  case 123: fkq_tile_q8(w, 2, a, r, 3, out); break;
  case 124: fkq_tile_q8(w, 2, a, r, 4, out); break;
#endif
  default: __builtin_unreachable();
  }
}

// ---- int16 activations (act_bits 16) ----
//
// Each block of 32 activations becomes int16 with sa = amax / FKQ16_QMAX
// (the rules of the file comment with 32639 for 127), so an activation is
// off by at most sa / 2 ~ 2^-16 amax (plus f32 rounding): below f16's own
// rounding.
// Weights become int16 as well (q8_0 and signed nibbles: q sign-extended,
// dw = d, no offset but q4's m; unsigned nibbles: the nibble, mw = m or
// none; q4_K as in the int8 path) and the dot products are int16 pairs
// summed into int32 (vpdpwssd, or vpmaddwd + vpaddd). An int32 lane sums
// the 32 products of one block only, so |sum| <= 32 * 32639 * 128 < 2^28
// cannot overflow; the f32 block scaling follows (its conversion rounds by
// 2^-24 relative).
//
// Layout (activations and unpacked weights alike): groups of 16 blocks,
// 512 int16 each; 16 vectors of 32 int16 per group, vector v's int32 lane l
// holding two elements of block l of the group, so one vector of int32 sums
// covers 16 blocks and takes one f32 scaling (cvt, mul, fma) per 16 dot
// steps. Which two elements (fkq16_pos) follows what the weights' unpack
// makes of them cheaply: for nibbles, vector 4s + m has the nibbles m and
// m + 4 of the block's dword s (elements 8s + m, 8s + m + 4); for q8_0,
// vector 2s + j has the bytes j and j + 2 of dword s (elements 4s + j,
// 4s + j + 2). A panel of FKQ16_NP weight rows is unpacked once per block
// of FKQ16_RBLK activation rows and reused by all of them, in register tiles
// of FKQ16_MR activation rows by FKQ16_NR panel rows: on AVX-512 6 x 4, 24
// int32 sums (vpdpwssd's latency needs at least 8 independent ones to keep
// both of its pipes busy; each vector loaded serves 4 or 6 of them), the
// tile's f32 sums left to the compiler to keep or spill; up to
// FKQ16_DECODE_ROWS rows of A skip the panel (weights unpacked in registers).

// int16 index, within its group, of element e (0..31) of the group's block 0
// (block l is 2 l further).
INLINE int fkq16_pos(int scheme, int e) {
  if (scheme == FK_Q8_0) return ((e / 4) * 2 + (e & 1)) * 32 + (e >> 1 & 1);
  return ((e / 8) * 4 + e % 4) * 32 + (e >> 2 & 1);
}

// Start of block b's elements in a record's int16.
INLINE int16_t *fkq16_blk(uint8_t *rec, int64_t b) {
  return (int16_t *)rec + (b / 16) * 512 + 2 * (b % 16);
}

typedef struct fkq16_geom {
  int64_t G, G16, row_bytes;
  int64_t sa_off, ss_off; // bytes; for a panel row: dw, mw
} fkq16_geom;

// int8: the int8 panel's records (its section below): bytes in place of int16.
INLINE fkq16_geom fkq16_geometry(int64_t K, int int8) {
  fkq16_geom g;
  g.G = K / 32;
  g.G16 = fkq_up(g.G, 16);
  g.sa_off = g.G16 * (int8 ? 32 : 64);
  g.ss_off = g.sa_off + g.G16 * 4;
  g.row_bytes = fkq16_row_bytes(K, int8);
  return g;
}

INLINE void fkq16_put_scales(uint8_t *rec, const fkq16_geom *g, int64_t b, float sa, int32_t sum) {
  ((float *)(rec + g->sa_off))[b] = sa;
  ((float *)(rec + g->ss_off))[b] = sa * (float)sum; // |sum| <= 32 * 32639 < 2^24: exact
}

// One block of 32 activations (as f32) quantized to int16, the portable way.
INLINE void fkq16_quant_block_c(const float *x, int scheme, uint8_t *rec, const fkq16_geom *g,
                                int64_t b) {
  float amax = 0;
  for (int i = 0; i < 32; i++) {
    float ax = fabsf(x[i]);
    amax = ax > amax || ax != ax ? ax : amax;
  }
  int finite;
  float inv = fkq_inv(amax, FKQ16_QMAX, &finite);
  int16_t *q = fkq16_blk(rec, b);
  int32_t sum = 0;
  for (int i = 0; i < 32; i++) {
    int32_t v = finite ? (int32_t)fkq_rne(x[i] * inv) : 0;
    q[fkq16_pos(scheme, i)] = (int16_t)v;
    sum += v;
  }
  fkq16_put_scales(rec, g, b, amax / FKQ16_QMAX, sum);
}

// Zeros in blocks [G, G16) of a record: its int16, sa and ss (or dw, mw).
INLINE void fkq16_pad(uint8_t *rec, int scheme, const fkq16_geom *g) {
  for (int64_t b = g->G; b < g->G16; b++) {
    int16_t *q = fkq16_blk(rec, b);
    for (int e = 0; e < 32; e++)
      q[fkq16_pos(scheme, e)] = 0;
    ((float *)(rec + g->sa_off))[b] = 0;
    ((float *)(rec + g->ss_off))[b] = 0;
  }
}

// Weight row n's blocks [16 gi, 16 gi + 16) (those below G) as int16 into
// out (one group), the portable way.
INLINE void fkq16_unpack_c(const fk_qplanes *w, int64_t n, const fkq16_geom *g, int64_t gi,
                           int q4x, int16_t *out) {
  for (int l = 0; l < 16; l++) {
    int64_t b = gi * 16 + l;
    for (int e = 0; e < 32; e++) {
      int v = 0;
      if (b < g->G && w->scheme == FK_Q8_0)
        v = (int8_t)w->qs[(n * g->G + b) * 32 + e];
      else if (b < g->G)
        v = ((w->qs[(n * g->G + b) * 16 + e / 2] ^ q4x) >> (4 * (e & 1)) & 15) - (q4x ? 8 : 0);
      out[fkq16_pos(w->scheme, e) + 2 * l] = (int16_t)v;
    }
  }
}

// One prepared (unpacked) weight row of the panel.
typedef struct fkq16_wrow {
  const int16_t *q;
  const float *dw, *mw; // mw NULL: no offsets
} fkq16_wrow;

typedef struct fkq16_acts {
  const uint8_t *base; // row r's record at base + r * row_bytes
  fkq16_geom g;
  int int8; // the records hold int8 (fkq16_geometry's int8), not int16
} fkq16_acts;

#if FKQ_PATH == 3
// Block b of a row of A quantized into rec: the natural-order int16 are
// permuted into dword order (dword v = what vector v's lane takes) and
// scattered 64 bytes apart.
INLINE void fkq16_quant_block(int dt, const void *A, int scheme, uint8_t *rec,
                              const fkq16_geom *g, int64_t b) {
  // int16 lane 2 v + h: element e of fkq16_pos(e) = 32 v + h (nibbles, then q8_0)
  static const short perm[64] = {
      0,  4,  1,  5,  2,  6,  3,  7,  8,  12, 9,  13, 10, 14, 11, 15,
      16, 20, 17, 21, 18, 22, 19, 23, 24, 28, 25, 29, 26, 30, 27, 31,
      0,  2,  1,  3,  4,  6,  5,  7,  8,  10, 9,  11, 12, 14, 13, 15,
      16, 18, 17, 19, 20, 22, 21, 23, 24, 26, 25, 27, 28, 30, 29, 31,
  };
  __m512 x0 = fkq_ld16(dt, A, b * 32), x1 = fkq_ld16(dt, A, b * 32 + 16);
  float amax = _mm512_reduce_max_ps(_mm512_max_ps(_mm512_abs_ps(x0), _mm512_abs_ps(x1)));
  if (_mm512_cmp_ps_mask(x0, x1, _CMP_UNORD_Q)) amax = NAN;
  int finite;
  __m512 inv = _mm512_set1_ps(fkq_inv(amax, FKQ16_QMAX, &finite));
  if (!finite) x0 = x1 = _mm512_setzero_ps();
  __m512i q0 = _mm512_cvtps_epi32(_mm512_mul_ps(x0, inv));
  __m512i q1 = _mm512_cvtps_epi32(_mm512_mul_ps(x1, inv));
  int32_t sum = _mm512_reduce_add_epi32(_mm512_add_epi32(q0, q1));
  __m512i q = _mm512_inserti64x4(_mm512_castsi256_si512(_mm512_cvtepi32_epi16(q0)),
                                 _mm512_cvtepi32_epi16(q1), 1);
  q = _mm512_permutexvar_epi16(_mm512_loadu_si512(perm + (scheme == FK_Q8_0) * 32), q);
  const __m512i at = _mm512_setr_epi32(0, 64, 128, 192, 256, 320, 384, 448, 512, 576, 640, 704,
                                       768, 832, 896, 960);
  _mm512_i32scatter_epi32(fkq16_blk(rec, b), at, q, 1);
  fkq16_put_scales(rec, g, b, amax / FKQ16_QMAX, sum);
}

// 16 blocks of nibbles (256 bytes at p), each byte XOR q4x: dword s of each
// block gathered into v[s] (lane l = block l).
INLINE void fkq_dwords_q4(const uint8_t *p, int q4x, __m512i v[4]) {
  const __m512i x = _mm512_set1_epi8((char)q4x);
  // lane l: dword s of block l % 4 of the first (l % 8 < 4) or second source
  const __m512i base = _mm512_setr_epi32(0, 4, 8, 12, 16, 20, 24, 28, 0, 4, 8, 12, 16, 20, 24, 28);
  __m512i z[4];
  for (int q = 0; q < 4; q++)
    z[q] = _mm512_xor_si512(_mm512_loadu_si512(p + 64 * q), x);
#pragma GCC unroll 4
  for (int s = 0; s < 4; s++) {
    __m512i idx = _mm512_add_epi32(base, _mm512_set1_epi32(s));
    v[s] = _mm512_mask_blend_epi32(0xff00, _mm512_permutex2var_epi32(z[0], idx, z[1]),
                                   _mm512_permutex2var_epi32(z[2], idx, z[3]));
  }
}

// 16 blocks of q8_0 (512 bytes at p, 2 blocks a vector): dword s of each
// block gathered into v[s] (lane l = block l).
INLINE void fkq_dwords_q8(const uint8_t *p, __m512i v[8]) {
  // lane l: dword s of block l % 4 / 2 of the first (l % 4 < 2) or second source
  const __m512i base = _mm512_setr_epi32(0, 8, 16, 24, 0, 8, 16, 24, 0, 8, 16, 24, 0, 8, 16, 24);
  __m512i z[8];
  for (int q = 0; q < 8; q++)
    z[q] = _mm512_loadu_si512(p + 64 * q);
#pragma GCC unroll 8
  for (int s = 0; s < 8; s++) {
    __m512i idx = _mm512_add_epi32(base, _mm512_set1_epi32(s));
    __m512i t = _mm512_permutex2var_epi32(z[0], idx, z[1]);
    t = _mm512_mask_blend_epi32(0x00f0, t, _mm512_permutex2var_epi32(z[2], idx, z[3]));
    t = _mm512_mask_blend_epi32(0x0f00, t, _mm512_permutex2var_epi32(z[4], idx, z[5]));
    v[s] = _mm512_mask_blend_epi32(0xf000, t, _mm512_permutex2var_epi32(z[6], idx, z[7]));
  }
}

// 16 blocks of nibbles into a group: nibbles m and m + 4 of dword s of each
// block (fkq_dwords_q4) into vector 4s + m.
INLINE void fkq16_unpack_q4(const uint8_t *p, int q4x, __m512i u[16]) {
  const __m512i m4 = _mm512_set1_epi32(0x000f000f);
  const __m512i s8 = _mm512_set1_epi16(q4x ? 8 : 0); // (nibble ^ 8) - 8: q sign-extended
  __m512i dw[4];
  fkq_dwords_q4(p, q4x, dw);
#pragma GCC unroll 4
  for (int s = 0; s < 4; s++) {
    __m512i v = dw[s];
    u[4 * s] = _mm512_sub_epi16(_mm512_and_si512(v, m4), s8);
    u[4 * s + 1] = _mm512_sub_epi16(_mm512_and_si512(_mm512_srli_epi32(v, 4), m4), s8);
    u[4 * s + 2] = _mm512_sub_epi16(_mm512_and_si512(_mm512_srli_epi32(v, 8), m4), s8);
    u[4 * s + 3] = _mm512_sub_epi16(_mm512_and_si512(_mm512_srli_epi32(v, 12), m4), s8);
  }
}

// 16 blocks of q8_0 into a group: bytes 0 and 2, 1 and 3 of dword s of each
// block (fkq_dwords_q8) sign-extended into vectors 2s and 2s + 1.
INLINE void fkq16_unpack_q8(const uint8_t *p, __m512i u[16]) {
  __m512i dw[8];
  fkq_dwords_q8(p, dw);
#pragma GCC unroll 8
  for (int s = 0; s < 8; s++) {
    __m512i v = dw[s];
    u[2 * s] = _mm512_srai_epi16(_mm512_slli_epi16(v, 8), 8);
    u[2 * s + 1] = _mm512_srai_epi16(v, 8);
  }
}

INLINE __m512i fkq16_dp(__m512i acc, __m512i w, __m512i a) {
#if defined(__AVX512VNNI__)
  return _mm512_dpwssd_epi32(acc, w, a);
#else
  return _mm512_add_epi32(acc, _mm512_madd_epi16(w, a));
#endif
}

// Weight row n's whole group gi into registers; pf: bytes ahead to prefetch.
INLINE void fkq16_unpack_v(const fk_qplanes *w, int64_t n, const fkq16_geom *g, int64_t gi,
                           int q4x, int64_t pf, __m512i u[16]) {
  if (w->scheme == FK_Q8_0) {
    const uint8_t *p = w->qs + (n * g->G + gi * 16) * 32;
    for (int c = 0; c < 512; c += 64)
      _mm_prefetch((const char *)(p + pf + c), _MM_HINT_T0);
    fkq16_unpack_q8(p, u);
  } else {
    const uint8_t *p = w->qs + (n * g->G + gi * 16) * 16;
    for (int c = 0; c < 256; c += 64)
      _mm_prefetch((const char *)(p + pf + c), _MM_HINT_T0);
    fkq16_unpack_q4(p, q4x, u);
  }
}

// Weight row n's group gi into out (whole groups the vector way).
INLINE void fkq16_unpack(const fk_qplanes *w, int64_t n, const fkq16_geom *g, int64_t gi,
                         int q4x, int64_t pf, int16_t *out) {
  if (gi * 16 + 16 > g->G) {
    fkq16_unpack_c(w, n, g, gi, q4x, out);
    return;
  }
  __m512i u[16];
  fkq16_unpack_v(w, n, g, gi, q4x, pf, u);
  for (int v = 0; v < 16; v++)
    _mm512_storeu_si512(out + v * 32, u[v]);
}

// Decode: weight row n against mr (<= FKQ_MR) activation rows, its groups
// unpacked in registers and used at once (no panel). G a multiple of 16.
INLINE void fkq16_decode_v(const fk_qplanes *w, int64_t n, const float *dw, const float *mw,
                           int q4x, int64_t pf, const fkq16_acts *a, const int64_t *r,
                           const int mr, float *out) {
  __m512 acc[FKQ_MR];
  const int16_t *row[FKQ_MR];
  const float *sa[FKQ_MR], *ss[FKQ_MR];
#pragma GCC unroll 4
  for (int i = 0; i < mr; i++) {
    const uint8_t *rec = a->base + r[i] * a->g.row_bytes;
    row[i] = (const int16_t *)rec;
    sa[i] = (const float *)(rec + a->g.sa_off), ss[i] = (const float *)(rec + a->g.ss_off);
    acc[i] = _mm512_setzero_ps();
  }
  for (int64_t gi = 0; gi < a->g.G16 / 16; gi++) {
    __m512i u[16], ia[FKQ_MR];
    fkq16_unpack_v(w, n, &a->g, gi, q4x, pf, u);
    __m512 d = _mm512_loadu_ps(dw + gi * 16);
#pragma GCC unroll 4
    for (int i = 0; i < mr; i++) {
      // nc independent sums: one chain of 16 vpdpwssd would wait on their latency
      const int nc = mr >= 3 ? 2 : 4;
      __m512i part[4];
#pragma GCC unroll 4
      for (int c = 0; c < nc; c++)
        part[c] = _mm512_setzero_si512();
#pragma GCC unroll 16
      for (int v = 0; v < 16; v++)
        part[v % nc] =
            fkq16_dp(part[v % nc], u[v], _mm512_loadu_si512(row[i] + gi * 512 + v * 32));
      ia[i] = _mm512_add_epi32(part[0], part[1]);
      if (nc == 4) ia[i] = _mm512_add_epi32(ia[i], _mm512_add_epi32(part[2], part[3]));
      __m512 s = _mm512_mul_ps(_mm512_loadu_ps(sa[i] + gi * 16), d);
      acc[i] = _mm512_fmadd_ps(_mm512_cvtepi32_ps(ia[i]), s, acc[i]);
      if (mw)
        acc[i] = _mm512_fmadd_ps(_mm512_loadu_ps(ss[i] + gi * 16), _mm512_loadu_ps(mw + gi * 16),
                                 acc[i]);
    }
  }
#pragma GCC unroll 4
  for (int i = 0; i < mr; i++)
    out[i] = _mm512_reduce_add_ps(acc[i]);
}

static __attribute__((noinline, unused)) void
fkq16_decode(const fk_qplanes *w, int64_t n, const float *dw, const float *mw, int q4x, int64_t pf,
             const fkq16_acts *a, const int64_t *r, int mr, float *out) {
  switch (mr) {
  case 1: fkq16_decode_v(w, n, dw, mw, q4x, pf, a, r, 1, out); break;
  case 2: fkq16_decode_v(w, n, dw, mw, q4x, pf, a, r, 2, out); break;
  case 3: fkq16_decode_v(w, n, dw, mw, q4x, pf, a, r, 3, out); break;
  default: fkq16_decode_v(w, n, dw, mw, q4x, pf, a, r, 4, out); break;
  }
}

// A register tile: FKQ16_NR panel rows x FKQ16_MR activation rows, one
// group a step. Records are addressed as base + offset, the offsets being
// the same for all: fewer live pointers (they would not fit the registers).
// int8: the records of the int8 panel (FKQ8P only): 8
// vpdpbusd steps a group where int16 takes 16 vpdpwssd.
INLINE void fkq16_tile_g(const fkq16_wrow *w, const fkq16_acts *a, const int64_t *r, const int mr,
                         const int int8, float *out) {
  enum { NR = FKQ16_NR, MR = FKQ16_MR };
  const int steps = int8 ? 8 : 16, gbytes = steps * 64; // vectors and bytes a group
  const uint8_t *ar[MR], *wr[NR];
  const int64_t so = a->g.sa_off, mo = a->g.ss_off;
  const int off = w[0].mw != NULL;
  __m512 acc[NR][MR];
#pragma GCC unroll 8
  for (int i = 0; i < mr; i++) {
    ar[i] = a->base + r[i] * a->g.row_bytes;
#pragma GCC unroll 4
    for (int j = 0; j < NR; j++)
      acc[j][i] = _mm512_setzero_ps();
  }
#pragma GCC unroll 4
  for (int j = 0; j < NR; j++)
    wr[j] = (const uint8_t *)w[j].q; // a panel record: dw at so, mw at mo
  for (int64_t gi = 0; gi < a->g.G16 / 16; gi++) {
    __m512i ia[NR][MR];
#pragma GCC unroll 16
    for (int v = 0; v < steps; v++) {
      __m512i wv[NR];
#pragma GCC unroll 4
      for (int j = 0; j < NR; j++)
        wv[j] = _mm512_loadu_si512(wr[j] + gi * gbytes + v * 64);
#pragma GCC unroll 8
      for (int i = 0; i < mr; i++) {
        __m512i av = _mm512_loadu_si512(ar[i] + gi * gbytes + v * 64);
        // the same line of the next group: A's rows come from L2
        _mm_prefetch((const char *)(ar[i] + (gi + 1) * gbytes + v * 64), _MM_HINT_T0);
#pragma GCC unroll 4
        for (int j = 0; j < NR; j++) {
#if FKQ8P
          if (int8) {
            ia[j][i] = _mm512_dpbusd_epi32(v ? ia[j][i] : _mm512_setzero_si512(), wv[j], av);
            continue;
          }
#endif
          ia[j][i] = v ? fkq16_dp(ia[j][i], wv[j], av) : _mm512_madd_epi16(wv[j], av);
        }
      }
    }
#pragma GCC unroll 4
    for (int j = 0; j < NR; j++) {
      __m512 d = _mm512_loadu_ps(wr[j] + so + gi * 64);
#pragma GCC unroll 8
      for (int i = 0; i < mr; i++) {
        __m512 s = _mm512_mul_ps(_mm512_loadu_ps(ar[i] + so + gi * 64), d);
        acc[j][i] = _mm512_fmadd_ps(_mm512_cvtepi32_ps(ia[j][i]), s, acc[j][i]);
        if (off)
          acc[j][i] = _mm512_fmadd_ps(_mm512_loadu_ps(ar[i] + mo + gi * 64),
                                      _mm512_loadu_ps(wr[j] + mo + gi * 64), acc[j][i]);
      }
    }
  }
#pragma GCC unroll 8
  for (int i = 0; i < mr; i++)
#pragma GCC unroll 4
    for (int j = 0; j < NR; j++)
      out[i * NR + j] = _mm512_reduce_add_ps(acc[j][i]);
}

INLINE void fkq16_tile_v(const fkq16_wrow *w, const fkq16_acts *a, const int64_t *r, const int mr,
                         float *out) {
  fkq16_tile_g(w, a, r, mr, 0, out);
}

#else
INLINE void fkq16_quant_block(int dt, const void *A, int scheme, uint8_t *rec,
                              const fkq16_geom *g, int64_t b) {
  float x[32];
  for (int i = 0; i < 32; i++)
    x[i] = fkq_ld(dt, A, b * 32 + i);
  fkq16_quant_block_c(x, scheme, rec, g, b);
}

INLINE void fkq16_unpack(const fk_qplanes *w, int64_t n, const fkq16_geom *g, int64_t gi,
                         int q4x, int64_t pf, int16_t *out) {
  (void)pf;
  fkq16_unpack_c(w, n, g, gi, q4x, out);
}

#if FKQ_PATH == 2
// A register tile: FKQ16_NR panel rows x FKQ16_MR activation rows, half a
// group (8 blocks, the lanes of a 256-bit vector) a step; vpmaddwd + vpaddd.
INLINE void fkq16_tile_v(const fkq16_wrow *w, const fkq16_acts *a, const int64_t *r, const int mr,
                         float *out) {
  enum { NR = FKQ16_NR, MR = FKQ16_MR };
  __m256 acc[NR][MR];
  const int16_t *row[MR];
  const float *sa[MR], *ss[MR];
  int off = w[0].mw != NULL;
#pragma GCC unroll 4
  for (int i = 0; i < mr; i++) {
    const uint8_t *rec = a->base + r[i] * a->g.row_bytes;
    row[i] = (const int16_t *)rec;
    sa[i] = (const float *)(rec + a->g.sa_off), ss[i] = (const float *)(rec + a->g.ss_off);
#pragma GCC unroll 4
    for (int j = 0; j < NR; j++)
      acc[j][i] = _mm256_setzero_ps();
  }
  for (int64_t h = 0; h < a->g.G16 / 8; h++) {
    int64_t at = (h / 2) * 512 + (h % 2) * 16; // int16 of lanes 8 (h % 2) .. of vector 0
    __m256i ia[NR][MR];
#pragma GCC unroll 4
    for (int j = 0; j < NR; j++)
#pragma GCC unroll 4
      for (int i = 0; i < mr; i++)
        ia[j][i] = _mm256_setzero_si256();
#pragma GCC unroll 16
    for (int v = 0; v < 16; v++) {
      __m256i wv[NR];
#pragma GCC unroll 4
      for (int j = 0; j < NR; j++)
        wv[j] = _mm256_loadu_si256((const __m256i *)(w[j].q + at + v * 32));
#pragma GCC unroll 4
      for (int i = 0; i < mr; i++) {
        __m256i av = _mm256_loadu_si256((const __m256i *)(row[i] + at + v * 32));
#pragma GCC unroll 4
        for (int j = 0; j < NR; j++)
          ia[j][i] = _mm256_add_epi32(ia[j][i], _mm256_madd_epi16(wv[j], av));
      }
    }
#pragma GCC unroll 4
    for (int j = 0; j < NR; j++) {
      __m256 dw = _mm256_loadu_ps(w[j].dw + h * 8);
#pragma GCC unroll 4
      for (int i = 0; i < mr; i++) {
        __m256 s = _mm256_mul_ps(_mm256_loadu_ps(sa[i] + h * 8), dw);
        acc[j][i] = _mm256_fmadd_ps(_mm256_cvtepi32_ps(ia[j][i]), s, acc[j][i]);
        if (off)
          acc[j][i] = _mm256_fmadd_ps(_mm256_loadu_ps(ss[i] + h * 8),
                                      _mm256_loadu_ps(w[j].mw + h * 8), acc[j][i]);
      }
    }
  }
#pragma GCC unroll 4
  for (int i = 0; i < mr; i++)
#pragma GCC unroll 4
    for (int j = 0; j < NR; j++)
      out[i * NR + j] = fkq_hsum8(acc[j][i]);
}
#else
// One (activation row, panel row) pair in plain loops: per block an int32
// dot product, scaled and summed in f32.
INLINE void fkq16_tile_v(const fkq16_wrow *w, const fkq16_acts *a, const int64_t *r, const int mr,
                         float *out) {
  (void)mr;
  const uint8_t *rec = a->base + r[0] * a->g.row_bytes;
  const int16_t *q = (const int16_t *)rec;
  const float *sa = (const float *)(rec + a->g.sa_off), *ss = (const float *)(rec + a->g.ss_off);
  float acc = 0;
  for (int64_t b = 0; b < a->g.G; b++) {
    int64_t at = (b / 16) * 512 + 2 * (b % 16);
    int32_t dot = 0;
    for (int v = 0; v < 16; v++)
      for (int h = 0; h < 2; h++)
        dot += (int32_t)w->q[at + v * 32 + h] * q[at + v * 32 + h];
    acc += (float)dot * (sa[b] * w->dw[b]);
    if (w->mw) acc += ss[b] * w->mw[b];
  }
  out[0] = acc;
}
#endif
#endif

// Row r of A quantized into its record (blocks past G zeroed).
INLINE void fkq16_quant_row(int a_dtype, const void *A, int scheme, uint8_t *rec,
                            const fkq16_geom *g) {
  for (int64_t b = 0; b < g->G; b++)
    fkq16_quant_block(a_dtype, A, scheme, rec, g, b);
  fkq16_pad(rec, scheme, g);
}

// Weight row n's dw, mw (blocks [0, G16)) for its int16 form, where q8_0
// and signed nibbles are q itself: mw = m (q4 with offset, q4_K) or none.
// Returns whether it has offsets.
INLINE int fkq16_scales(const fk_qplanes *w, int64_t n, const fkq16_geom *g, float *dw, float *mw) {
  fk_qplanes u = *w;
  u.signed_q = 0; // dw = d, mw = m: the form of unsigned nibbles
  int off = fkq_prep(&u, n, &(fkq_geom){.G = g->G, .G16 = g->G16}, dw, mw);
  return w->scheme == FK_Q8_0 ? 0 : off;
}

// Weight row n into panel record rec: int16 weights, dw, mw; returns
// whether it has offsets.
INLINE int fkq16_prep_row(const fk_qplanes *w, int64_t n, const fkq16_geom *g, int q4x, int64_t pf,
                          uint8_t *rec) {
  for (int64_t gi = 0; gi < g->G16 / 16; gi++)
    fkq16_unpack(w, n, g, gi, q4x, pf, (int16_t *)rec + gi * 512);
  return fkq16_scales(w, n, g, (float *)(rec + g->sa_off), (float *)(rec + g->ss_off));
}

// ---- int8 prefill panel (act_bits 8, rows > FKQ_DECODE_ROWS, AVX512-VNNI) ----
//
// The int16 path's panel and register tile with bytes: a group of 16 blocks
// is 8 vectors, vector s holding dword s of each block (lane l = block l),
// so that one vpdpbusd adds 4 products to each of 16 blocks' sums (64
// multiply-adds, twice vpdpwssd's) and the block scales apply once per
// group. A block's 32 values are in fkq_quant_q's order: element order for
// q8_0, even elements then odd ones for the nibble schemes, whose low
// nibbles (16 bytes) then meet the even elements and the high ones the odd.
// Weights are unsigned (u of the file comment, dw and mw from fkq_prep).
// Records (fkq16_geometry with int8): qa or u (G16 * 32 bytes), then sa or
// dw, ss or mw (G16 floats).

#if FKQ8P

// Dword s of block b in a record.
INLINE uint8_t *fkq8p_dword(uint8_t *rec, int64_t b, int s) {
  return rec + (b / 16) * 512 + s * 64 + (b % 16) * 4;
}

INLINE void fkq8p_quant_row(int dt, const void *A, int scheme, uint8_t *rec, const fkq16_geom *g) {
  float *sa = (float *)(rec + g->sa_off), *ss = (float *)(rec + g->ss_off);
  for (int64_t b = 0; b < g->G16; b++) {
    uint32_t d[8] = {0};
    float s = 0;
    int32_t sum = 0;
    if (b < g->G) _mm256_storeu_si256((__m256i *)d, fkq_quant_q(dt, A, scheme, b, &s, &sum));
    for (int k = 0; k < 8; k++)
      __builtin_memcpy(fkq8p_dword(rec, b, k), &d[k], 4);
    sa[b] = s, ss[b] = s * (float)sum;
  }
}

// Weight row n into panel record rec: u bytes, dw, mw (fkq_prep); returns
// whether it has offsets. Whole groups are gathered a vector at a time
// (fkq_dwords_q4 / _q8), a last partial group by bytes.
INLINE int fkq8p_prep_row(const fk_qplanes *w, int64_t n, const fkq16_geom *g, int q4x, int64_t pf,
                          uint8_t *rec) {
  const int q8 = w->scheme == FK_Q8_0;
  const int64_t bpb = q8 ? 32 : 16; // weight bytes a block
  const uint8_t *row = w->qs + n * g->G * bpb;
  for (int64_t gi = 0; gi < g->G16 / 16; gi++) {
    const uint8_t *p = row + gi * 16 * bpb;
    uint8_t *out = rec + gi * 512;
    // the partial group: bytes, zeros past G
    if (gi * 16 + 16 > g->G) {
      __builtin_memset(out, 0, 512);
      for (int64_t b = gi * 16; b < g->G; b++)
        for (int e = 0; e < 32; e++) {
          const uint8_t *blk = row + b * bpb;
          uint8_t u = q8 ? (uint8_t)(blk[e] ^ 0x80)
                         : (uint8_t)(((e < 16 ? blk[e] : blk[e - 16] >> 4) ^ q4x) & 15);
          fkq8p_dword(rec, b, e / 4)[e % 4] = u;
        }
      continue;
    }
    for (int64_t c = 0; c < 16 * bpb; c += 64)
      _mm_prefetch((const char *)(p + pf + c), _MM_HINT_T0);
    __m512i v[8];
    if (q8) {
      fkq_dwords_q8(p, v);
      for (int s = 0; s < 8; s++)
        _mm512_storeu_si512(out + s * 64, _mm512_xor_si512(v[s], _mm512_set1_epi8((char)0x80)));
    } else {
      const __m512i m4 = _mm512_set1_epi8(15);
      fkq_dwords_q4(p, q4x, v);
      for (int s = 0; s < 4; s++) {
        _mm512_storeu_si512(out + s * 64, _mm512_and_si512(v[s], m4));
        _mm512_storeu_si512(out + (s + 4) * 64, _mm512_and_si512(_mm512_srli_epi16(v[s], 4), m4));
      }
    }
  }
  fkq_geom pg = {.G = g->G, .G16 = g->G16};
  return fkq_prep(w, n, &pg, (float *)(rec + g->sa_off), (float *)(rec + g->ss_off));
}

// The int16 path's register tile on int8 records.
INLINE void fkq8p_tile_v(const fkq16_wrow *w, const fkq16_acts *a, const int64_t *r, const int mr,
                         float *out) {
  fkq16_tile_g(w, a, r, mr, 1, out);
}
#endif

// A full register tile of mt (FKQ16_MR or FKQ16_MRS) rows (the caller
// repeats rows to fill it).
static __attribute__((noinline, unused)) void fkq16_tile(const fkq16_wrow *w, const fkq16_acts *a,
                                                         const int64_t *r, int mt, float *out) {
#if FKQ8P
  if (a->int8) {
    if (mt == FKQ16_MRS)
      fkq8p_tile_v(w, a, r, FKQ16_MRS, out);
    else
      fkq8p_tile_v(w, a, r, FKQ16_MR, out);
    return;
  }
#endif
#if FKQ16_MRS != FKQ16_MR
  if (mt == FKQ16_MRS) {
    fkq16_tile_v(w, a, r, FKQ16_MRS, out);
    return;
  }
#endif
  (void)mt;
  fkq16_tile_v(w, a, r, FKQ16_MR, out);
}

// Rows [rb, re) of A against the panel wr (nn rows, W's rows nt..).
INLINE void fkq16_panel_rows(const fkq16_wrow *wr, int nn, const fkq16_acts *a, int64_t rb,
                             int64_t re, int64_t nt, int c_dtype, void *C, int64_t ldc) {
  for (int64_t r0 = rb, mt; r0 < re; r0 += mt) {
    // tiles of FKQ16_MRS rows where they leave fewer rows over: the last 1-4, or 7-8
    int64_t left = re - r0;
    mt = left <= FKQ16_MRS || left == 2 * FKQ16_MRS - 1 || left == 2 * FKQ16_MRS ? FKQ16_MRS
                                                                                 : FKQ16_MR;
    int mr = left < mt ? (int)left : (int)mt;
    int64_t rr[FKQ16_MR];
    for (int i = 0; i < FKQ16_MR; i++) // past re: row re - 1 again, its sums dropped
      rr[i] = r0 + (i < mr ? i : mr - 1);
    for (int j = 0; j < nn; j += FKQ16_NR) {
      int nr = nn - j < FKQ16_NR ? nn - j : FKQ16_NR;
      float out[FKQ16_MR * FKQ16_NR];
      fkq16_tile(wr + j, a, rr, (int)mt, out);
      for (int i = 0; i < mr; i++)
        for (int jj = 0; jj < nr; jj++)
          fkq_store_c(c_dtype, C, ldc, r0 + i, nt + j + jj, out[i * FKQ16_NR + jj]);
    }
  }
}

#if FKQ_PATH == 3
// Up to this many rows of A: weights unpacked in registers (more rows: the
// panel, whose tiles share each vector loaded between rows).
#define FKQ16_DECODE_ROWS 4

// Decode: each weight row's scales into prep (the panel's first record),
// then its groups unpacked in registers against FKQ_MR rows at a time.
INLINE void fkq16_decode_rows(const fk_qplanes *w, int q4x, const fkq16_acts *a, int64_t rows,
                              int64_t n0, int64_t n1, int64_t bytes_per_row, uint8_t *prep,
                              int c_dtype, void *C, int64_t ldc) {
  float *dw = (float *)(prep + a->g.sa_off), *mw = (float *)(prep + a->g.ss_off);
  for (int64_t n = n0; n < n1; n++) {
    int off = fkq16_scales(w, n, &a->g, dw, mw);
    int64_t pf = n + 2 < n1 ? 2 * bytes_per_row : 0; // two rows ahead
    for (int64_t r0 = 0; r0 < rows; r0 += FKQ_MR) {
      int mr = rows - r0 < FKQ_MR ? (int)(rows - r0) : FKQ_MR;
      int64_t rr[FKQ_MR] = {r0, r0 + 1, r0 + 2, r0 + 3};
      float out[FKQ_MR];
      fkq16_decode(w, n, dw, off ? mw : NULL, q4x, r0 ? 0 : pf, a, rr, mr, out);
      for (int i = 0; i < mr; i++)
        fkq_store_c(c_dtype, C, ldc, r0 + i, n, out[i]);
    }
  }
}
#endif

// fk_qmm with int16 activations (same contract).
// (int8: the int8 panel's records, where FKQ8P.)
FKQ_FN void fkq16_qmm(const fk_qplanes *w, int a_dtype, const void *A, int64_t lda, int64_t rows,
                      int64_t K, int64_t n0, int64_t n1, int c_dtype, void *C, int64_t ldc,
                      void *scratch, int int8) {
  fkq16_geom g = fkq16_geometry(K, int8);
  uint8_t *act = (uint8_t *)scratch, *panel = act + rows * g.row_bytes;
  int64_t esize = a_dtype == 1 ? 4 : 2;
  for (int64_t r = 0; r < rows; r++) {
    const uint8_t *x = (const uint8_t *)A + r * lda * esize;
    uint8_t *rec = act + r * g.row_bytes;
#if FKQ8P
    if (int8) {
      fkq8p_quant_row(a_dtype, x, w->scheme, rec, &g);
      continue;
    }
#endif
    fkq16_quant_row(a_dtype, x, w->scheme, rec, &g);
  }
  int q4x = w->scheme == FK_Q4 && w->signed_q ? 0x88 : 0;
  int64_t bytes_per_row = w->scheme == FK_Q8_0 ? K : K / 2;
  fkq16_acts a = {act, g, int8};
#if FKQ_PATH == 3
  if (!int8 && rows <= FKQ16_DECODE_ROWS && g.G % 16 == 0) {
    fkq16_decode_rows(w, q4x, &a, rows, n0, n1, bytes_per_row, panel, c_dtype, C, ldc);
    return;
  }
#endif
  for (int64_t rb = 0; rb < rows; rb += FKQ16_RBLK) {
    int64_t re = rb + FKQ16_RBLK < rows ? rb + FKQ16_RBLK : rows;
    for (int64_t nt = n0; nt < n1; nt += FKQ16_NP) {
      int nn = n1 - nt < FKQ16_NP ? (int)(n1 - nt) : FKQ16_NP;
      fkq16_wrow wr[FKQ16_NP];
      for (int j = 0; j < nn; j++) {
        uint8_t *rec = panel + j * g.row_bytes;
        // prefetch: the same bytes of the next panel's row (the hardware
        // prefetchers alone left DRAM reads short of the bandwidth)
        int64_t pf = nt + FKQ16_NP + j < n1 ? FKQ16_NP * bytes_per_row : 0;
#if FKQ8P
        int off = int8 ? fkq8p_prep_row(w, nt + j, &g, q4x, pf, rec)
                       : fkq16_prep_row(w, nt + j, &g, q4x, pf, rec);
#else
        int off = fkq16_prep_row(w, nt + j, &g, q4x, pf, rec);
#endif
        wr[j] = (fkq16_wrow){(const int16_t *)rec, (const float *)(rec + g.sa_off),
                             off ? (const float *)(rec + g.ss_off) : NULL};
      }
      for (int j = nn; j < FKQ16_NP; j++)
        wr[j] = wr[nn - 1]; // repeated: full tiles, the extra sums dropped
      fkq16_panel_rows(wr, nn, &a, rb, re, nt, c_dtype, C, ldc);
    }
  }
}

// Prefetch the scale planes of weight row n (its d and m; q4_K's 6-bit
// scales and mins too): fkq_prep waits on them before the row's first dot
// product, and the hardware prefetchers see these short rows too late.
INLINE void fkq_prefetch_scales(const fk_qplanes *w, int64_t n, const fkq_geom *g) {
  int64_t per = w->scheme == FK_Q4_K ? g->G / 8 : g->G; // f16 scales a row
  for (int64_t i = 0; i < per * 2; i += 64) {
    __builtin_prefetch((const uint8_t *)(w->d + n * per) + i);
    if (w->m) __builtin_prefetch((const uint8_t *)(w->m + n * per) + i);
  }
  if (w->scheme == FK_Q4_K) {
    __builtin_prefetch(w->sc_lo + n * per * 4);
    __builtin_prefetch(w->sc_hi + n * per * 2);
    __builtin_prefetch(w->mn_lo + n * per * 4);
    __builtin_prefetch(w->mn_hi + n * per * 2);
  }
}

// Decode (rows <= FKQ_DECODE_ROWS): every weight byte is used once per
// call, so the loop runs at the speed of the weights' reads. It reads W's
// rows [n0, n1) as FKQ_NT streams, one per quarter of the range, each tile
// taking the next row of each: one stream of short rows leaves the
// hardware prefetchers well below a thread's read bandwidth
// (bench/results/kernel_choices.md#quant-decode-streams).
INLINE void fkq_decode_streams(const fk_qplanes *w, int q8, fkq_acts *a, int64_t rows, int64_t n0,
                               int64_t n1, int64_t bytes_per_row, float *prep, int c_dtype, void *C,
                               int64_t ldc) {
  const fkq_geom *g = &a->g;
  int64_t q = (n1 - n0 + FKQ_NT - 1) / FKQ_NT; // rows of a stream (the last may be short)
  // the same bytes two rows on in the stream, at most FKQ_PF_MAX ahead
  a->pf = 2 * bytes_per_row < FKQ_PF_MAX ? 2 * bytes_per_row : FKQ_PF_MAX;
  for (int64_t t = 0; t < q; t++) {
    fkq_wrow wr[FKQ_NT];
    int64_t ns[FKQ_NT];
    int nn = 0;
    for (int j = 0; j < FKQ_NT && n0 + j * q + t < n1; j++, nn++) {
      ns[j] = n0 + j * q + t;
      if (t + 2 < q && ns[j] + 2 < n1) fkq_prefetch_scales(w, ns[j] + 2, g);
      float *dw = prep + j * 2 * g->G16, *mw = dw + g->G16;
      int off = fkq_prep(w, ns[j], g, dw, mw);
      wr[j] = (fkq_wrow){w->qs + ns[j] * bytes_per_row, dw, off ? mw : NULL};
    }
    for (int64_t r0 = 0; r0 < rows; r0 += FKQ_MR) {
      int mr = rows - r0 < FKQ_MR ? (int)(rows - r0) : FKQ_MR;
      int64_t rr[FKQ_MR];
      for (int i = 0; i < mr; i++)
        rr[i] = r0 + i;
      int wide = mr == 1 ? FKQ_NRW : FKQ_NR;
      for (int j = 0; j < nn; j += wide) {
        int nr = nn - j < wide ? nn - j : wide;
        float out[FKQ_MR * FKQ_NRW];
        fkq_tile(q8, wr + j, nr, a, rr, mr, out);
        for (int i = 0; i < mr; i++)
          for (int jj = 0; jj < nr; jj++)
            fkq_store_c(c_dtype, C, ldc, r0 + i, ns[j + jj], out[i * FKQ_NRW + jj]);
      }
    }
  }
}

// ---- AMX (act_bits 8, rows > FKQ_DECODE_ROWS, targets with AMX) ----
//
// The int8 option's prefill on AMX multiplies bf16, not int8 blocks: each
// weight (u * dw + mw, in f32) and each activation is rounded to bf16 (off
// by at most 2^-9 of itself, where an int8 block is off by up to 2^-8 of
// its block's largest), and one tile multiply (tdpbf16ps) adds a 16 x 16 x
// 32 product into f32 sums that stay in the tile for a whole pass over K.
// int8 tiles would take one block at a time (the block scales differ), and
// storing and scaling every block's 16 x 16 sums in vector code took longer
// than the tiles themselves (bench/results/kernel_choices.md#quant-amx).
// Four sum tiles (0-3) take 32 weight rows (A tiles 4, 5) by 32 activation
// rows (B tiles 6, 7) a step of 32 elements of K. A tile row is 64 bytes:
// A's row r is weight row n + r in K order (the panel: a pass of 32 weight
// rows made once per pass by fkq_amx_dequant, for every activation row of
// the call); B's row k holds the elements 2k and 2k + 1 of each of 16
// activation rows (fkq_amx_acts, once per call). The sums come out as C
// transposed (weight rows by activation rows): fkq_amx_put turns them.
// Passes of FKQ_AMX_KS steps keep the activations' pass in L2; the sums of
// FKQ_AMX_NG weight rows wait in scratch between passes.
#if FKQ_PATH == 3 && FKA_TILES // the tiles and their helpers: amx.h (fka_*)
#define FKQ_AMX 1

// 32 floats rounded to bf16 (nearest even): lo's in the low half.
INLINE __m512i fkq_bf16x32(__m512 lo, __m512 hi) { return (__m512i)_mm512_cvtne2ps_pbh(hi, lo); }

// Rows [0, rows) of A as B tiles, rows past `rows` (to a multiple of 32)
// zeros: step s of row 16 t + i at acts + (t G + s) 1024 + 4 i, its
// elements 2k and 2k + 1 in the dword at 64 k. 16 rows' step is a 16 x 16
// block of dwords (pairs), transposed in registers (fka_tr16).
INLINE void fkq_amx_acts(int dt, const uint8_t *A, int64_t lda_bytes, int64_t rows, int64_t G,
                         uint8_t *acts) {
  for (int64_t t = 0; t < fkq_up(rows, 32) / 16; t++)
    for (int64_t s = 0; s < G; s++) {
      __m512 v[16];
      for (int i = 0; i < 16; i++) {
        v[i] = _mm512_setzero_ps();
        if (16 * t + i >= rows) continue;
        const uint8_t *x = A + (16 * t + i) * lda_bytes;
        v[i] = (__m512)fkq_bf16x32(fkq_ld16(dt, x, s * 32), fkq_ld16(dt, x, s * 32 + 16));
      }
      fka_tr16(v);
      for (int k = 0; k < 16; k++)
        _mm512_store_ps((float *)(acts + (t * G + s) * 1024 + 64 * k), v[k]);
    }
}

// Step s of weight rows [n + r0, n + r1) as rows of two A tiles at out
// (rows nn..31 zeros): row 16 j + r at out + 1024 j + 64 r, each weight
// u * dw + mw (fkq_prep's scales, ldw floats a row; u as the int8 path has
// it) rounded to bf16. q8_0: q * d from the bytes as f32. Nibbles: the
// block's 16 possible weights as a bf16 table, looked up by the 32 nibbles
// (vpermw), half the vector work of converting each nibble. The rows'
// bytes 8 steps on are prefetched: 32 short streams.
INLINE void fkq_amx_dequant(const fk_qplanes *w, int64_t n, int nn, int64_t K, int64_t s,
                            const float *dw, const float *mw, int64_t ldw, int q4x, int r0, int r1,
                            uint8_t *out) {
  const int q8 = w->scheme == FK_Q8_0;
  const int64_t row_bytes = q8 ? K : K / 2, step_bytes = q8 ? 32 : 16;
  const int pf = (s + 8) * step_bytes < row_bytes && (s * step_bytes) % 64 == 0;
  // u of each nibble value: itself, or (nibble ^ 8) for two's complement
  const __m512 u = q4x ? _mm512_setr_ps(8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7)
                       : _mm512_setr_ps(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
  for (int r = r0; r < r1; r++) {
    uint8_t *o = out + (r / 16) * 1024 + 64 * (r % 16);
    if (r >= nn) {
      _mm512_storeu_si512(o, _mm512_setzero_si512());
      continue;
    }
    const uint8_t *p = w->qs + (n + r) * row_bytes + s * step_bytes;
    if (pf) _mm_prefetch((const char *)(p + 8 * step_bytes), _MM_HINT_T0);
    __m512 d = _mm512_set1_ps(dw[r * ldw + s]);
    if (q8) {
      __m256i q = _mm256_loadu_si256((const __m256i *)p);
      __m512 f0 = _mm512_mul_ps(_mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(_mm256_castsi256_si128(q))), d);
      __m512 f1 = _mm512_mul_ps(_mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(_mm256_extracti128_si256(q, 1))), d);
      _mm512_storeu_si512(o, fkq_bf16x32(f0, f1));
      continue;
    }
    __m512i tab = _mm512_castsi256_si512(
        (__m256i)_mm512_cvtneps_pbh(_mm512_fmadd_ps(u, d, _mm512_set1_ps(mw[r * ldw + s]))));
    // byte j of the block in dword j: its low nibble (element 2j) to word
    // 2j, its high one to word 2j + 1
    __m512i b = _mm512_cvtepu8_epi32(_mm_loadu_si128((const __m128i *)p));
    __m512i idx = _mm512_ternarylogic_epi32(b, _mm512_slli_epi32(b, 12), _mm512_set1_epi32(0x000f000f),
                                            0xa8); // (b | b << 12) & 0x000f000f
    _mm512_storeu_si512(o, _mm512_permutexvar_epi16(idx, tab));
  }
}

// A sum tile (row r: weight row n + r; column i: activation row m + i)
// into C[m + i, n + r] for i < mr, r < nr.
INLINE void fkq_amx_put(const float *tile, int mr, int nr, int c_dtype, void *C, int64_t ldc,
                        int64_t m, int64_t n) {
  __m512 v[16];
  for (int r = 0; r < 16; r++)
    v[r] = _mm512_load_ps(tile + 16 * r);
  fka_tr16(v);
  __mmask16 k = (__mmask16)((1u << nr) - 1u);
  for (int i = 0; i < mr; i++) {
    int64_t at = (m + i) * ldc + n;
    if (c_dtype == 1)
      _mm512_mask_storeu_ps((float *)C + at, k, v[i]);
    else if (c_dtype == 2)
      _mm256_mask_storeu_epi16((uint16_t *)C + at, k,
                               _mm512_cvtps_ph(v[i], _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
    else
      _mm256_mask_storeu_epi16((uint16_t *)C + at, k, (__m256i)_mm512_cvtneps_pbh(v[i]));
  }
}

// One pass of 32 activation rows (B tiles from b0, b0 + G * 1024) against
// a panel (32 weight rows, steps [s0, s1)): their sums from sp (zero at
// s0 = 0) back to sp. Between the tile multiplies it makes rows [r0, r1)
// of the next panel (nx: its weight rows, nnx of them; none when 0): the
// two hardly overlap, but this was 10% faster than making each panel alone
// (bench/results/kernel_choices.md#quant-amx).
INLINE void fkq_amx_pass(const uint8_t *panel, const uint8_t *b0, int64_t G, int64_t s0,
                         int64_t s1, float *sp, const fk_qplanes *w, int64_t nx, int nnx,
                         const float *xdw, const float *xmw, int64_t ldw, int q4x, int r0, int r1,
                         uint8_t *next) {
  if (s0 == 0) {
    FKA_TZERO(0);
    FKA_TZERO(1);
    FKA_TZERO(2);
    FKA_TZERO(3);
  } else {
    FKA_TLOAD(0, sp, 64);
    FKA_TLOAD(1, sp + 256, 64);
    FKA_TLOAD(2, sp + 512, 64);
    FKA_TLOAD(3, sp + 768, 64);
  }
  const uint8_t *b1 = b0 + G * 1024;
  for (int64_t s = s0; s < s1; s++) {
    const uint8_t *a = panel + (s - s0) * 2048;
    if (nnx) fkq_amx_dequant(w, nx, nnx, G * 32, s, xdw, xmw, ldw, q4x, r0, r1, next + (s - s0) * 2048);
    FKA_TLOAD(4, a, 64);
    FKA_TLOAD(5, a + 1024, 64);
    FKA_TLOAD(6, b0 + s * 1024, 64);
    FKA_TLOAD(7, b1 + s * 1024, 64);
    FKA_TDP(0, 4, 6);
    FKA_TDP(1, 4, 7);
    FKA_TDP(2, 5, 6);
    FKA_TDP(3, 5, 7);
  }
  FKA_TSTORE(0, sp, 64);
  FKA_TSTORE(1, sp + 256, 64);
  FKA_TSTORE(2, sp + 512, 64);
  FKA_TSTORE(3, sp + 768, 64);
}

// fk_qmm on AMX (act_bits 8, the contract of fk_qmm; the products as the
// section comment says).
FKQ_FN void fkq_amx_qmm(const fk_qplanes *w, int a_dtype, const void *A, int64_t lda, int64_t rows,
                        int64_t K, int64_t n0, int64_t n1, int c_dtype, void *C, int64_t ldc,
                        void *scratch) {
  const int64_t G = K / 32, G16 = fkq_up(G, 16), R32 = fkq_up(rows, 32), MP = R32 / 32;
  const int64_t KS = G < FKQ_AMX_KS ? G : FKQ_AMX_KS;
  uint8_t *acts = (uint8_t *)scratch, *panels = acts + R32 * G * 64;
  float *sums = (float *)(panels + KS * 4096); // two panels
  float *dw = sums + R32 * FKQ_AMX_NG, *mw = dw + FKQ_AMX_NG * G16;
  fkq_amx_acts(a_dtype, (const uint8_t *)A, lda * (a_dtype == 1 ? 4 : 2), rows, G, acts);
  const int q4x = w->scheme == FK_Q4 && w->signed_q ? 0x88 : 0;
  fkq_geom pg = {.G = G, .G16 = G16};
  fka_config();
  for (int64_t ng = n0; ng < n1; ng += FKQ_AMX_NG) {
    int64_t ne = ng + FKQ_AMX_NG < n1 ? ng + FKQ_AMX_NG : n1;
    for (int64_t n = ng; n < ne; n++)
      fkq_prep(w, n, &pg, dw + (n - ng) * G16, mw + (n - ng) * G16);
    for (int64_t s0 = 0; s0 < G; s0 += KS) {
      int64_t s1 = s0 + KS < G ? s0 + KS : G;
      uint8_t *panel = panels, *next = panels + KS * 2048;
      for (int64_t s = s0; s < s1; s++) // the first panel alone
        fkq_amx_dequant(w, ng, ne - ng < 32 ? (int)(ne - ng) : 32, K, s, dw, mw, G16, q4x, 0, 32,
                        panel + (s - s0) * 2048);
      for (int64_t np = ng; np < ne; np += 32) {
        int nn = ne - np < 32 ? (int)(ne - np) : 32;
        int64_t nx = np + 32;
        int nnx = nx >= ne ? 0 : ne - nx < 32 ? (int)(ne - nx) : 32;
        for (int64_t t = 0; t < MP; t++) {
          float *sp = sums + ((np - ng) / 32 * MP + t) * 1024; // 4 tiles
          fkq_amx_pass(panel, acts + 2 * t * G * 1024, G, s0, s1, sp, w, nx, nnx,
                       dw + (nx - ng) * G16, mw + (nx - ng) * G16, G16, q4x, (int)(32 * t / MP),
                       (int)(32 * (t + 1) / MP), next);
          if (s1 < G) continue;
          // tile q: weight rows 16 (q / 2) on, activation rows 16 (q % 2) on
          for (int q = 0; q < 4; q++) {
            int64_t m = (2 * t + q % 2) * 16, nr = nn - 16 * (q / 2);
            if (m < rows && nr > 0)
              fkq_amx_put(sp + 256 * q, rows - m < 16 ? (int)(rows - m) : 16, nr < 16 ? (int)nr : 16,
                          c_dtype, C, ldc, m, np + 16 * (q / 2));
          }
        }
        uint8_t *done = panel;
        panel = next, next = done;
      }
    }
  }
  fka_release();
}
#else
#define FKQ_AMX 0
#endif

// C[r, n] = sum_k A[r, k] * W[n, k] for r in [0, rows), n in [n0, n1) (see
// the file comment). A's rows lda elements apart, dtype a_dtype (1 f32,
// 2 f16, 3 bf16); C's rows ldc apart, c_dtype likewise, rounded to nearest
// even; C points at C[0, 0]. K a multiple of 32 (256 for q4_K). scratch:
// fk_qmm_scratch bytes, 64-byte aligned, this call's own.
FKQ_FN void fk_qmm(const fk_qplanes *w, int a_dtype, const void *A, int64_t lda, int64_t rows,
                   int64_t K, int64_t n0, int64_t n1, int c_dtype, void *C, int64_t ldc,
                   void *scratch) {
#if FKQ_AMX
  if (w->act_bits == 8 && rows > FKQ_DECODE_ROWS) {
    fkq_amx_qmm(w, a_dtype, A, lda, rows, K, n0, n1, c_dtype, C, ldc, scratch);
    return;
  }
#endif
  // int16 decode: split rows through the int8 decode (fkq16s_quant_block) on
  // AVX2 and AVX-512 with VNNI (AVX-512 BW alone keeps fkq16_decode_rows)
  int split = w->act_bits != 8 && rows <= FKQ_DECODE_ROWS && (FKQ8P || FKQ_PATH == 2);
  if (!split && (w->act_bits != 8 || (FKQ8P && rows > FKQ_DECODE_ROWS))) {
    fkq16_qmm(w, a_dtype, A, lda, rows, K, n0, n1, c_dtype, C, ldc, scratch, w->act_bits == 8);
    return;
  }
  fkq_geom g = fkq_geometry(w->scheme, K, split);
  uint8_t *act = (uint8_t *)scratch;
  int64_t esize = a_dtype == 1 ? 4 : 2;
  for (int64_t r = 0; r < rows; r++)
    fkq_quant_row(a_dtype, (const uint8_t *)A + r * lda * esize, K, w->scheme,
                  act + r * g.row_bytes, &g);
  float *prep = (float *)(act + rows * g.row_bytes);
  int64_t bytes_per_row = w->scheme == FK_Q8_0 ? K : K / 2;
  fkq_acts a = {act, g, w->scheme == FK_Q4 && w->signed_q ? 0x88 : 0, FKQ_NR * bytes_per_row};
  int q8 = w->scheme == FK_Q8_0;
  if (rows <= FKQ_DECODE_ROWS) {
    fkq_decode_streams(w, q8, &a, rows, n0, n1, bytes_per_row, prep, c_dtype, C, ldc);
    return;
  }
  for (int64_t rb = 0; rb < rows; rb += FKQ_RBLK) {
    int64_t re = rb + FKQ_RBLK < rows ? rb + FKQ_RBLK : rows;
    for (int64_t nt = n0; nt < n1; nt += FKQ_NT) {
      int nn = n1 - nt < FKQ_NT ? (int)(n1 - nt) : FKQ_NT;
      fkq_wrow wr[FKQ_NT];
      for (int j = 0; j < nn; j++) {
        float *dw = prep + j * 2 * g.G16, *mw = dw + g.G16;
        int off = fkq_prep(w, nt + j, &g, dw, mw);
        wr[j] = (fkq_wrow){w->qs + (nt + j) * bytes_per_row, dw, off ? mw : NULL};
      }
      for (int64_t r0 = rb; r0 < re; r0 += FKQ_MR) {
        int mr = re - r0 < FKQ_MR ? (int)(re - r0) : FKQ_MR;
        int64_t rr[FKQ_MR];
        for (int i = 0; i < mr; i++)
          rr[i] = r0 + i;
        for (int j = 0; j < nn; j += FKQ_NR) {
          int nr = nn - j < FKQ_NR ? nn - j : FKQ_NR;
          float out[FKQ_MR * FKQ_NRW];
          fkq_tile(q8, wr + j, nr, &a, rr, mr, out);
          for (int i = 0; i < mr; i++)
            for (int jj = 0; jj < nr; jj++)
              fkq_store_c(c_dtype, C, ldc, r0 + i, nt + j + jj, out[i * FKQ_NRW + jj]);
        }
      }
    }
  }
}

#endif
