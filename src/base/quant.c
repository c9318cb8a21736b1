// quant.c: ggml's block-quantized weight types, as GGUF files store them:
// their layouts, dequantizers, and reference quantizers that reproduce
// ggml's blocks bit for bit (docs/quantization.md).
//
// Ported from ggml (https://github.com/ggml-org/ggml, MIT license,
// Copyright (c) 2023-2026 The ggml authors): the block structs of
// src/ggml-common.h and, from src/ggml-quants.c, quantize_row_{q4_0,q4_1,
// q8_0,q4_K,q6_K}_ref, dequantize_row_* of the same types, nearest_int,
// make_qx_quants, make_qkx2_quants and get_scale_min_k4. Written anew from
// reading them; every float operation is kept in ggml's order and
// grouping, because the quantizers' choices (rounding, the scale search)
// are sensitive to the last bit.
//
// Blocks are read and written byte by byte (f16 fields little-endian), so
// a block may sit at any address: GGUF aligns tensors, not blocks.
//
// Bit-exactness needs float arithmetic without contraction into fused
// multiply-adds (ggml's reference assumes it too): GCC's ISO C mode
// (-std=c17) never contracts; clang is told so below.
#include "base.h"

#include <float.h>
#include <math.h>
#include <string.h>

#ifdef __clang__
#pragma STDC FP_CONTRACT OFF
#endif

// Byte layouts (offsets into one block):
//   q4_0 (18 bytes / 32): d f16 @0, qs[16] @2: weight j in the low
//        nibble of qs[j], weight j + 16 in its high nibble
//   q4_1 (20 bytes / 32): d f16 @0, m f16 @2, qs[16] @4 (as q4_0)
//   q8_0 (34 bytes / 32): d f16 @0, qs[32] i8 @2
//   q4_K (144 bytes / 256): d f16 @0, dmin f16 @2, scales[12] @4 (eight
//        6-bit scales and mins: q4k_scale_min), qs[128] @16: four chunks
//        of 32 bytes, each 64 weights: low nibbles the first 32, high the
//        next 32
//   q6_K (210 bytes / 256): ql[128] @0, qh[64] @128, scales[16] i8 @192,
//        d f16 @208 (the 6-bit values: q6k_value)
enum {
  Q4_0_BYTES = 18,
  Q4_1_BYTES = 20,
  Q8_0_BYTES = 34,
  Q4_K_BYTES = 144,
  Q4_K_SCALES = 4,
  Q4_K_QS = 16,
  Q6_K_BYTES = 210,
  Q6_K_QH = 128,
  Q6_K_SCALES = 192,
  Q6_K_D = 208,
};

static float ld_f16(const uint8_t *p) { return f16_to_f32((uint16_t)(p[0] | p[1] << 8)); }

static void st_f16(uint8_t *p, float v) {
  uint16_t h = f32_to_f16(v);
  p[0] = (uint8_t)h;
  p[1] = (uint8_t)(h >> 8);
}

// ggml's nearest_int: adding 1.5 * 2^23 leaves f rounded to nearest even in
// the low mantissa bits. ggml asserts |f| <= 2^22 - 1; outside it (only
// from non-finite or huge input) this returns what ggml's release builds
// do, with no undefined behaviour.
static int nearest_int(float f) {
  float v = f + 12582912.f;
  int32_t i;
  memcpy(&i, &v, sizeof i);
  return (i & 0x007fffff) - 0x00400000;
}

// ggml's MIN(hi, (int8_t)v): truncation toward zero, at most hi. Finite
// input keeps v in [0, hi + 2) there; NaN (whose cast is undefined in C)
// gives 0 here.
static int trunc_at_most(float v, int hi) {
  if (v >= (float)hi) return hi;
  return v > -1.0f ? (int)v : 0;
}

// ggml's (int8_t)roundf(v) for v in [-127, 127] (q8_0 keeps |v| <= 127
// for finite input); NaN gives 0 and the ends clamp.
static int8_t round_i8(float v) {
  float r = roundf(v);
  if (r >= 127.0f) return 127;
  if (r <= -128.0f) return -128;
  return r == r ? (int8_t)r : 0;
}

// The number of whole blocks in n weights. Callers pass whole blocks (the
// GGUF reader checks rows first); a partial block at the end would be
// left unread rather than abort: the runtime links this file, and the
// runtime never aborts (tests/e2e/no_abort.sh).
static int64_t blocks_of(int64_t n, int64_t elems) { return n > 0 ? n / elems : 0; }

//
// q4_0 and q4_1: 32 weights, 4-bit
//
static void q4_0_dequantize(const void *blocks, float *y, int64_t n) {
  const uint8_t *b = blocks;
  for (int64_t i = 0, nb = blocks_of(n, 32); i < nb; i++, b += Q4_0_BYTES, y += 32) {
    const float d = ld_f16(b);
    for (int j = 0; j < 16; j++) {
      const int x0 = (b[2 + j] & 0x0f) - 8, x1 = (b[2 + j] >> 4) - 8;
      y[j] = x0 * d;
      y[j + 16] = x1 * d;
    }
  }
}

// d = max / -8 where max is the value of largest magnitude (the first such,
// sign kept), so that max maps to q = 0; the others round to nearest.
static void q4_0_quantize(const float *x, void *blocks, int64_t n) {
  uint8_t *b = blocks;
  for (int64_t i = 0, nb = blocks_of(n, 32); i < nb; i++, b += Q4_0_BYTES, x += 32) {
    float amax = 0.0f, max = 0.0f;
    for (int j = 0; j < 32; j++) {
      if (amax < fabsf(x[j])) {
        amax = fabsf(x[j]);
        max = x[j];
      }
    }
    const float d = max / -8;
    const float id = d ? 1.0f / d : 0.0f; // from d before its f16 rounding, as ggml
    st_f16(b, d);
    for (int j = 0; j < 16; j++) {
      const float x0 = x[j] * id, x1 = x[j + 16] * id;
      b[2 + j] = (uint8_t)(trunc_at_most(x0 + 8.5f, 15) | trunc_at_most(x1 + 8.5f, 15) << 4);
    }
  }
}

static void q4_1_dequantize(const void *blocks, float *y, int64_t n) {
  const uint8_t *b = blocks;
  for (int64_t i = 0, nb = blocks_of(n, 32); i < nb; i++, b += Q4_1_BYTES, y += 32) {
    const float d = ld_f16(b), m = ld_f16(b + 2);
    for (int j = 0; j < 16; j++) {
      const int x0 = b[4 + j] & 0x0f, x1 = b[4 + j] >> 4;
      y[j] = x0 * d + m;
      y[j + 16] = x1 * d + m;
    }
  }
}

// m = the block's minimum, d = (max - min) / 15; q rounds to nearest.
static void q4_1_quantize(const float *x, void *blocks, int64_t n) {
  uint8_t *b = blocks;
  for (int64_t i = 0, nb = blocks_of(n, 32); i < nb; i++, b += Q4_1_BYTES, x += 32) {
    float min = FLT_MAX, max = -FLT_MAX;
    for (int j = 0; j < 32; j++) {
      if (x[j] < min) min = x[j];
      if (x[j] > max) max = x[j];
    }
    const float d = (max - min) / 15;
    const float id = d ? 1.0f / d : 0.0f;
    st_f16(b, d);
    st_f16(b + 2, min);
    for (int j = 0; j < 16; j++) {
      const float x0 = (x[j] - min) * id, x1 = (x[j + 16] - min) * id;
      b[4 + j] = (uint8_t)(trunc_at_most(x0 + 0.5f, 15) | trunc_at_most(x1 + 0.5f, 15) << 4);
    }
  }
}

//
// q8_0: 32 weights, 8-bit
//
static void q8_0_dequantize(const void *blocks, float *y, int64_t n) {
  const uint8_t *b = blocks;
  for (int64_t i = 0, nb = blocks_of(n, 32); i < nb; i++, b += Q8_0_BYTES, y += 32) {
    const float d = ld_f16(b);
    for (int j = 0; j < 32; j++) y[j] = (int8_t)b[2 + j] * d;
  }
}

// d = amax / 127; q = roundf(x / d) (half away from zero).
static void q8_0_quantize(const float *x, void *blocks, int64_t n) {
  uint8_t *b = blocks;
  for (int64_t i = 0, nb = blocks_of(n, 32); i < nb; i++, b += Q8_0_BYTES, x += 32) {
    float amax = 0.0f;
    for (int j = 0; j < 32; j++) {
      const float ax = fabsf(x[j]);
      amax = amax > ax ? amax : ax; // ggml's MAX(amax, fabsf(v))
    }
    const float d = amax / 127;
    const float id = d ? 1.0f / d : 0.0f;
    st_f16(b, d);
    for (int j = 0; j < 32; j++) {
      const float x0 = x[j] * id;
      b[2 + j] = (uint8_t)round_i8(x0);
    }
  }
}

//
// q4_K: 256 weights in 8 sub-blocks of 32, each with a 6-bit scale and min
//

// Sub-block j's 6-bit scale and min (ggml's get_scale_min_k4): j < 4 in the
// low 6 bits of bytes j and j + 4; j >= 4 in the nibbles of byte j + 4
// (scale low, min high) with their top 2 bits in the top 2 bits of bytes
// j - 4 (scale) and j (min), shifted down into bits 4-5.
static void q4_K_scale_min(int j, const uint8_t *q, uint8_t *sc, uint8_t *m) {
  if (j < 4) {
    *sc = q[j] & 63;
    *m = q[j + 4] & 63;
  } else {
    *sc = (uint8_t)((q[j + 4] & 0xf) | (q[j - 4] >> 6) << 4);
    *m = (uint8_t)((q[j + 4] >> 4) | (q[j] >> 6) << 4);
  }
}

// Value = d * scale * q - dmin * min; bytes 32c..32c+31 hold weights
// 64c..64c+31 (sub-block 2c) in their low nibbles, 64c+32.. (2c+1) high.
static void q4_K_dequantize(const void *blocks, float *y, int64_t n) {
  const uint8_t *b = blocks;
  for (int64_t i = 0, nb = blocks_of(n, 256); i < nb; i++, b += Q4_K_BYTES) {
    const float d = ld_f16(b), min = ld_f16(b + 2);
    const uint8_t *q = b + Q4_K_QS;
    for (int is = 0; is < 8; is += 2, q += 32) {
      uint8_t sc, m;
      q4_K_scale_min(is, b + Q4_K_SCALES, &sc, &m);
      const float d1 = d * sc, m1 = min * m;
      q4_K_scale_min(is + 1, b + Q4_K_SCALES, &sc, &m);
      const float d2 = d * sc, m2 = min * m;
      for (int l = 0; l < 32; l++) *y++ = d1 * (q[l] & 0xf) - m1;
      for (int l = 0; l < 32; l++) *y++ = d2 * (q[l] >> 4) - m2;
    }
  }
}

// Levels L[i] = clamp(nearest(iscale * (x[i] - min)), 0, nmax).
static void qkx2_levels(int n, int nmax, const float *x, float iscale, float min, uint8_t *L) {
  for (int i = 0; i < n; i++) {
    int l = nearest_int(iscale * (x[i] - min));
    L[i] = (uint8_t)(l < 0 ? 0 : l > nmax ? nmax : l);
  }
}

// The weighted squared error of x ~ scale * L + min.
static float qkx2_error(int n, const float *x, const float *w, const uint8_t *L, float scale,
                        float min) {
  float error = 0;
  for (int i = 0; i < n; i++) {
    float diff = scale * L[i] + min - x[i];
    diff = diff * diff;
    error += w[i] * diff;
  }
  return error;
}

// ggml's make_qkx2_quants (without its use_mad variant, which q4_K does
// not use): levels L in [0, nmax] and x ~ scale * L - *the_min, min <= 0.
// It starts from the grid of nmax steps over [min(x, 0), max(x)], then
// tries nstep + 1 grids of nmax + rmin + rdelta * is steps, each refit by
// weighted least squares (min clamped to <= 0); the least weighted squared
// error wins, the first on ties.
static float make_qkx2_quants(int n, int nmax, const float *x, const float *w, uint8_t *L,
                              float *the_min, uint8_t *Laux, float rmin, float rdelta, int nstep) {
  float min = x[0], max = x[0], sum_w = w[0], sum_x = sum_w * x[0];
  for (int i = 1; i < n; i++) {
    if (x[i] < min) min = x[i];
    if (x[i] > max) max = x[i];
    sum_w += w[i];
    sum_x += w[i] * x[i];
  }
  if (min > 0) min = 0;
  if (max == min) {
    memset(L, 0, (size_t)n);
    *the_min = -min;
    return 0.f;
  }
  float iscale = nmax / (max - min), scale = 1 / iscale;
  qkx2_levels(n, nmax, x, iscale, min, L);
  float best_error = qkx2_error(n, x, w, L, scale, min);
  for (int is = 0; nstep >= 1 && is <= nstep; is++) {
    iscale = (rmin + rdelta * is + nmax) / (max - min);
    qkx2_levels(n, nmax, x, iscale, min, Laux);
    float sum_l = 0, sum_l2 = 0, sum_xl = 0;
    for (int i = 0; i < n; i++) {
      int l = Laux[i];
      sum_l += w[i] * l;
      sum_l2 += w[i] * l * l;
      sum_xl += w[i] * l * x[i];
    }
    float D = sum_w * sum_l2 - sum_l * sum_l;
    if (!(D > 0)) continue;
    float this_scale = (sum_w * sum_xl - sum_x * sum_l) / D;
    float this_min = (sum_l2 * sum_x - sum_l * sum_xl) / D;
    if (this_min > 0) {
      this_min = 0;
      this_scale = sum_xl / sum_l2;
    }
    float cur_error = qkx2_error(n, x, w, Laux, this_scale, this_min);
    if (cur_error < best_error) {
      memcpy(L, Laux, (size_t)n);
      best_error = cur_error;
      scale = this_scale;
      min = this_min;
    }
  }
  *the_min = -min;
  return scale;
}

// Each sub-block's own (scale, min) fit, weighted toward its larger
// values (weight: the sub-block's root mean square plus |x|).
static void q4_K_fit(const float *x, uint8_t *L, float *scales, float *mins) {
  for (int j = 0; j < 8; j++) {
    const float *xs = x + 32 * j;
    float sum_x2 = 0, weights[32];
    uint8_t Laux[32];
    for (int l = 0; l < 32; l++) sum_x2 += xs[l] * xs[l];
    const float av_x = sqrtf(sum_x2 / 32);
    for (int l = 0; l < 32; l++) weights[l] = av_x + fabsf(xs[l]);
    scales[j] = make_qkx2_quants(32, 15, xs, weights, L + 32 * j, &mins[j], Laux, -1.f, 0.1f, 20);
  }
}

// The sub-blocks' scales and mins as 6-bit multiples of d = max scale / 63
// and dmin = max min / 63, packed as q4_K_scale_min reads them.
static void q4_K_pack_scales(uint8_t *b, const float *scales, const float *mins) {
  float max_scale = 0, max_min = 0; // scales and mins are >= 0
  for (int j = 0; j < 8; j++) {
    if (scales[j] > max_scale) max_scale = scales[j];
    if (mins[j] > max_min) max_min = mins[j];
  }
  const float inv_scale = max_scale > 0 ? 63.f / max_scale : 0.f;
  const float inv_min = max_min > 0 ? 63.f / max_min : 0.f;
  uint8_t *q = b + Q4_K_SCALES;
  for (int j = 0; j < 8; j++) {
    uint8_t ls = (uint8_t)nearest_int(inv_scale * scales[j]); // ggml's int -> uint8_t
    uint8_t lm = (uint8_t)nearest_int(inv_min * mins[j]);
    ls = ls < 63 ? ls : 63;
    lm = lm < 63 ? lm : 63;
    if (j < 4) { // before j >= 4 ORs its top bits in
      q[j] = ls;
      q[j + 4] = lm;
    } else {
      q[j + 4] = (uint8_t)((ls & 0xf) | (lm & 0xf) << 4);
      q[j - 4] |= (uint8_t)((ls >> 4) << 6);
      q[j] |= (uint8_t)((lm >> 4) << 6);
    }
  }
  st_f16(b, max_scale / 63.f);
  st_f16(b + 2, max_min / 63.f);
}

// ggml's quantize_row_q4_K_ref: fit each sub-block, quantize the fits to
// 6 bits, then requantize every weight against the stored (rounded) scale
// and min; a sub-block whose stored scale is 0 keeps its fitted levels.
static void q4_K_quantize(const float *x, void *blocks, int64_t n) {
  uint8_t *b = blocks;
  for (int64_t i = 0, nb = blocks_of(n, 256); i < nb; i++, b += Q4_K_BYTES, x += 256) {
    uint8_t L[256];
    float scales[8], mins[8];
    q4_K_fit(x, L, scales, mins);
    q4_K_pack_scales(b, scales, mins);
    for (int j = 0; j < 8; j++) {
      uint8_t sc, m;
      q4_K_scale_min(j, b + Q4_K_SCALES, &sc, &m);
      const float d = ld_f16(b) * sc;
      if (!d) continue;
      const float dm = ld_f16(b + 2) * m;
      for (int ii = 0; ii < 32; ii++) {
        int l = nearest_int((x[32 * j + ii] + dm) / d);
        L[32 * j + ii] = (uint8_t)(l < 0 ? 0 : l > 15 ? 15 : l);
      }
    }
    uint8_t *q = b + Q4_K_QS;
    for (int j = 0; j < 256; j += 64, q += 32)
      for (int l = 0; l < 32; l++) q[l] = (uint8_t)(L[j + l] | L[j + l + 32] << 4);
  }
}

//
// q6_K: 256 weights in 16 sub-blocks of 16, each with an 8-bit scale
//

// Value = d * scales[s] * (q - 32), q 6 bits. Each half h of 128 weights
// uses ql[64h..], qh[32h..], scales[8h..]: weight 128h + 32k + l (k 0-3,
// l 0-31) has its low 4 bits in ql[64h + l + 32 * (k & 1)] (the low nibble
// for k < 2, the high one for k >= 2), its high 2 bits in bits 2k, 2k + 1
// of qh[32h + l], and its scale at scales[8h + 2k + l / 16].
static void q6_K_dequantize(const void *blocks, float *y, int64_t n) {
  const uint8_t *b = blocks;
  for (int64_t i = 0, nb = blocks_of(n, 256); i < nb; i++, b += Q6_K_BYTES) {
    const float d = ld_f16(b + Q6_K_D);
    const uint8_t *ql = b, *qh = b + Q6_K_QH;
    const int8_t *sc = (const int8_t *)(b + Q6_K_SCALES);
    for (int h = 0; h < 2; h++, y += 128, ql += 64, qh += 32, sc += 8) {
      for (int l = 0; l < 32; l++) {
        const int is = l / 16;
        const int q1 = (int8_t)((ql[l] & 0xf) | ((qh[l] >> 0) & 3) << 4) - 32;
        const int q2 = (int8_t)((ql[l + 32] & 0xf) | ((qh[l] >> 2) & 3) << 4) - 32;
        const int q3 = (int8_t)((ql[l] >> 4) | ((qh[l] >> 4) & 3) << 4) - 32;
        const int q4 = (int8_t)((ql[l + 32] >> 4) | ((qh[l] >> 6) & 3) << 4) - 32;
        y[l] = d * sc[is] * q1;
        y[l + 32] = d * sc[is + 2] * q2;
        y[l + 64] = d * sc[is + 4] * q3;
        y[l + 96] = d * sc[is + 6] * q4;
      }
    }
  }
}

// ggml's all-zero threshold on a group's largest magnitude (GROUP_MAX_EPS).
#define GROUP_MAX_EPS 1e-15f

static int clamp_level(int l, int nmax) { return l < -nmax ? -nmax : l > nmax - 1 ? nmax - 1 : l; }

// The sums of make_qx_quants' fit for one iscale, weights w = x^2:
// sum w x l and sum w l^2 over l = clamp(nearest(iscale * x)).
static void qx_sums(int n, int nmax, const float *x, float iscale, float *sumlx, float *suml2) {
  *sumlx = *suml2 = 0;
  for (int i = 0; i < n; i++) {
    const int l = clamp_level(nearest_int(iscale * x[i]), nmax);
    const float w = x[i] * x[i];
    *sumlx += w * x[i] * l;
    *suml2 += w * l * l;
  }
}

static void qx_levels(int n, int nmax, const float *x, float iscale, int8_t *L) {
  for (int i = 0; i < n; i++) L[i] = (int8_t)(nmax + clamp_level(nearest_int(iscale * x[i]), nmax));
}

// ggml's make_qx_quants as q6_K calls it (rmse_type 1, no weights):
// levels L in [0, 2 nmax) and a scale with x ~ scale * (L - nmax). The
// value of largest magnitude maps to -nmax; 18 nearby grids (nmax + 0.1 is
// steps, is = -9..9) are tried, each with its least-squares scale under
// weights x^2; the one explaining most (sumlx^2 / suml2) wins.
static float make_qx_quants(int n, int nmax, const float *x, int8_t *L) {
  float max = 0, amax = 0;
  for (int i = 0; i < n; i++) {
    const float ax = fabsf(x[i]);
    if (ax > amax) {
      amax = ax;
      max = x[i];
    }
  }
  if (amax < GROUP_MAX_EPS) { // all zero
    memset(L, 0, (size_t)n);
    return 0.f;
  }
  float iscale = -nmax / max, sumlx, suml2;
  qx_levels(n, nmax, x, iscale, L);
  qx_sums(n, nmax, x, iscale, &sumlx, &suml2);
  float scale = suml2 ? sumlx / suml2 : 0.0f;
  float best = scale * sumlx;
  for (int is = -9; is <= 9; is++) {
    if (is == 0) continue;
    iscale = -(nmax + 0.1f * is) / max;
    qx_sums(n, nmax, x, iscale, &sumlx, &suml2);
    if (suml2 > 0 && sumlx * sumlx > best * suml2) {
      qx_levels(n, nmax, x, iscale, L);
      scale = sumlx / suml2;
      best = scale * sumlx;
    }
  }
  return scale;
}

// The 6-bit levels L[256] (0-63) into ql and qh, as q6_K_dequantize reads them.
static void q6_K_pack(uint8_t *b, const int8_t *L) {
  uint8_t *ql = b, *qh = b + Q6_K_QH;
  for (int j = 0; j < 256; j += 128, ql += 64, qh += 32) {
    for (int l = 0; l < 32; l++) {
      const int l0 = L[j + l], l1 = L[j + l + 32], l2 = L[j + l + 64], l3 = L[j + l + 96];
      ql[l] = (uint8_t)((l0 & 0xf) | (l2 & 0xf) << 4);
      ql[l + 32] = (uint8_t)((l1 & 0xf) | (l3 & 0xf) << 4);
      qh[l] = (uint8_t)(l0 >> 4 | (l1 >> 4) << 2 | (l2 >> 4) << 4 | (l3 >> 4) << 6);
    }
  }
}

// ggml's quantize_row_q6_K_ref: each sub-block's scale from make_qx_quants;
// the scales as i8 multiples of d = -(largest-magnitude scale) / 128; then
// every weight requantized against its stored scale (a sub-block whose
// stored scale is 0 keeps its first levels). An all-zero block is zeros.
static void q6_K_quantize(const float *x, void *blocks, int64_t n) {
  uint8_t *b = blocks;
  for (int64_t i = 0, nb = blocks_of(n, 256); i < nb; i++, b += Q6_K_BYTES, x += 256) {
    int8_t L[256], *sc = (int8_t *)(b + Q6_K_SCALES);
    float scales[16], max_scale = 0, max_abs_scale = 0;
    for (int ib = 0; ib < 16; ib++) {
      scales[ib] = make_qx_quants(16, 32, x + 16 * ib, L + 16 * ib);
      if (fabsf(scales[ib]) > max_abs_scale) {
        max_abs_scale = fabsf(scales[ib]);
        max_scale = scales[ib];
      }
    }
    if (max_abs_scale < GROUP_MAX_EPS) {
      memset(b, 0, Q6_K_BYTES);
      continue;
    }
    const float iscale = -128.f / max_scale;
    st_f16(b + Q6_K_D, 1 / iscale);
    for (int ib = 0; ib < 16; ib++) {
      const int s = nearest_int(iscale * scales[ib]);
      sc[ib] = (int8_t)(s < 127 ? s : 127); // >= -128: |scales[ib]| <= |max_scale|
    }
    for (int j = 0; j < 16; j++) {
      const float d = ld_f16(b + Q6_K_D) * sc[j];
      if (!d) continue;
      for (int ii = 0; ii < 16; ii++)
        L[16 * j + ii] = (int8_t)(clamp_level(nearest_int(x[16 * j + ii] / d), 32) + 32);
    }
    q6_K_pack(b, L);
  }
}

//
// The table
//
static const quant_info quant_types[] = {
    {QUANT_Q4_0, "q4_0", 32, Q4_0_BYTES, q4_0_dequantize, q4_0_quantize},
    {QUANT_Q4_1, "q4_1", 32, Q4_1_BYTES, q4_1_dequantize, q4_1_quantize},
    {QUANT_Q8_0, "q8_0", 32, Q8_0_BYTES, q8_0_dequantize, q8_0_quantize},
    {QUANT_Q4_K, "q4_K", 256, Q4_K_BYTES, q4_K_dequantize, q4_K_quantize},
    {QUANT_Q6_K, "q6_K", 256, Q6_K_BYTES, q6_K_dequantize, q6_K_quantize},
};

const quant_info *quant_find(uint64_t ggml_type) {
  for (size_t i = 0; i < FACET_ARRAY_SIZE(quant_types); i++)
    if ((uint64_t)quant_types[i].type == ggml_type) return &quant_types[i];
  return NULL;
}

void quant_q4_K_scale_min(int j, const uint8_t *scales, uint8_t *sc, uint8_t *m) {
  q4_K_scale_min(j, scales, sc, m);
}

bool quant_bytes(const quant_info *q, uint64_t n, uint64_t *bytes) {
  if (n % q->block_elems) return false;
  return !__builtin_mul_overflow(n / q->block_elems, (uint64_t)q->block_bytes, bytes);
}
