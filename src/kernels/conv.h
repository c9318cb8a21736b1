// conv.h: direct convolution and pooling over NCHW tensors (KOP_CONV,
// KOP_POOL; the ops are defined at ir_window in src/ir/ir.h).
//
// Two convolution paths: the implicit GEMM over padded planes
// (fk_conv_igemm, below, for static sizes) and the direct loops
// (fk_conv_row). In the direct loops a workgroup computes one output row p
// of one image n: a convolution for `kt` output channels of one group at
// once (each input row it loads serves all kt), a pool for one channel.
// Columns go in tiles of FKW_QT whose f32 sums stay on the stack; for each
// kernel tap the columns whose input lies inside the image are computed in
// one loop (a contiguous one at stride 1, which the compiler vectorises),
// so padding costs no test in the loop. Sums are f32 in the order channel,
// kernel row, kernel column. Element types are codes of base.h's dtype (1
// f32, 2 f16, 3 bf16), constants at each call, so the loads fold to one
// form.
#ifndef FACET_KERNELS_CONV_H
#define FACET_KERNELS_CONV_H

#include "base.h"
#include "convert.h"

enum { FKW_QT = 64, FKW_KT = 4 };

// The value stored at row i = (n * K + k) * P + p, column q of the output
// given its f32 sum: the sum itself, or a fused epilogue (batch norm,
// bias, activation) the emitter defines (it reads `state`).
#ifndef FKW_EPI
#define FKW_EPI(i, q, v) (v)
#define FKW_PLAIN_STORE 1
#else
#define FKW_PLAIN_STORE 0
#endif

typedef struct fk_window {
  int64_t C, H, W;       // input [N, C, H, W]
  int64_t K, P, Q;       // output [N, K, P, Q] (a pool: K = C)
  int64_t R, S, groups;  // kernel rows and columns; a convolution's groups
  int64_t sh, sw, ph, pw, dh, dw;
  int count_include_pad, adaptive; // a mean pool
  int64_t divisor;                 // a mean pool: divisor_override, 0: none
} fk_window;

INLINE float fkw_ld(int dt, const void *p, int64_t i) {
  if (dt == 1) return ((const float *)p)[i];
  if (dt == 2) return h2f(((const uint16_t *)p)[i]);
  return bf2f(((const uint16_t *)p)[i]);
}

INLINE void fkw_st(int dt, void *p, int64_t i, float v) {
  if (dt == 1) ((float *)p)[i] = v;
  else if (dt == 2) ((uint16_t *)p)[i] = f2h(v);
  else ((uint16_t *)p)[i] = f2bf(v);
}

INLINE int64_t fkw_min(int64_t a, int64_t b) { return a < b ? a : b; }
INLINE int64_t fkw_max(int64_t a, int64_t b) { return a > b ? a : b; }

// The output columns [*lo, *hi) within [q0, q1) whose input column q *
// stride + off lies in [0, W).
INLINE void fkw_cols(int64_t off, int64_t stride, int64_t W, int64_t q0, int64_t q1, int64_t *lo,
                     int64_t *hi) {
  int64_t a = off >= 0 ? 0 : (-off + stride - 1) / stride;
  int64_t b = W - off <= 0 ? 0 : (W - off + stride - 1) / stride;
  *lo = fkw_max(a, q0);
  *hi = fkw_min(b, q1);
}

// Output row p of image n for channels [k0, k0 + kt) (kt <= FKW_KT, all in
// one group).
INLINE void fk_conv_row(const facet_dispatch_state_t *state, const fk_window *g, int xt, const void *x, int wt,
                        const void *w, int bt, const void *bias, int yt, void *y, int64_t n, int64_t k0, int kt,
                        int64_t p) {
  (void)state;
  int64_t Kg = g->K / g->groups, Cg = g->C / g->groups, c0 = k0 / Kg * Cg, RS = g->R * g->S;
  for (int64_t q0 = 0; q0 < g->Q; q0 += FKW_QT) {
    int64_t q1 = fkw_min(q0 + FKW_QT, g->Q);
    float acc[FKW_KT][FKW_QT];
    for (int kk = 0; kk < kt; kk++) {
      float b0 = bias ? fkw_ld(bt, bias, k0 + kk) : 0.0f;
      for (int64_t q = 0; q < q1 - q0; q++)
        acc[kk][q] = b0;
    }
    for (int64_t c = 0; c < Cg; c++) {
      for (int64_t r = 0; r < g->R; r++) {
        int64_t h = p * g->sh - g->ph + r * g->dh;
        if (h < 0 || h >= g->H) continue;
        int64_t row = ((n * g->C + c0 + c) * g->H + h) * g->W;
        for (int64_t s = 0; s < g->S; s++) {
          int64_t off = s * g->dw - g->pw, lo, hi;
          fkw_cols(off, g->sw, g->W, q0, q1, &lo, &hi);
          float wv[FKW_KT];
          for (int kk = 0; kk < kt; kk++)
            wv[kk] = fkw_ld(wt, w, ((k0 + kk) * Cg + c) * RS + r * g->S + s);
          for (int64_t q = lo; q < hi; q++) {
            float xv = fkw_ld(xt, x, row + q * g->sw + off);
            for (int kk = 0; kk < kt; kk++)
              acc[kk][q - q0] += wv[kk] * xv;
          }
        }
      }
    }
    for (int kk = 0; kk < kt; kk++) {
      int64_t row = (n * g->K + k0 + kk) * g->P + p;
      for (int64_t q = q0; q < q1; q++)
        fkw_st(yt, y, row * g->Q + q, FKW_EPI(row, q, acc[kk][q - q0]));
    }
  }
}

// The implicit GEMM (static sizes; the emitter defines FKW_VF, the f32
// lanes of a vector, FKW_NB, the vectors of columns a register tile holds,
// and FKW_MR, its output channels, for the target). A workgroup computes
// output rows [p0, p0 + pb) of image n for output channels [k0, k0 + kb)
// (a block of one group, or whole groups: depthwise). Per group it first
// copies the input rows those output rows read, for the group's channels,
// into scratch as f32 planes split by row and column phase (element (i, j)
// of phase (a, b) is input row (p0 + i) * sh - ph + a, column j * sw - pw
// + b, zero outside the image), every plane row L = Q + (S - 1) * dw / sw
// long. Output (p0 + i, q) is then column i * L + q of a GEMM whose
// columns run over the plane rows: tap (r, s) of channel c reads plane
// column i * L + q + (r * dh / sh) * L + s * dw / sw, a contiguous run for
// every tile of columns whatever the stride, padding and dilation, so the
// activation is packed panel by panel (never an im2col of the whole
// activation) and short rows (7 or 14 columns) fill the register tiles.
// The columns q >= Q of each plane row are computed and dropped. Per tile
// of FKW_MR channels by FKW_NB * FKW_VF columns the sums stay in
// registers over every channel and tap of the group.
#ifndef FKW_VF
#define FKW_VF 8
#endif
#ifndef FKW_NB
#define FKW_NB 2
#endif
#ifndef FKW_MR
#define FKW_MR 4
#endif
typedef float fkw_v __attribute__((vector_size(FKW_VF * 4)));

typedef uint32_t fkw_u __attribute__((vector_size(FKW_VF * 4)));
typedef int32_t fkw_i __attribute__((vector_size(FKW_VF * 4)));
typedef uint16_t fkw_w __attribute__((vector_size(FKW_VF * 2)));

// convert.h's f2bf on a vector: to nearest even, NaN kept quiet.
INLINE fkw_w fkw_f2bf(fkw_v v) {
  fkw_u u;
  __builtin_memcpy(&u, &v, sizeof u);
  fkw_u r = (u + 0x7fffu + ((u >> 16) & 1u)) >> 16, q = (u >> 16) | 0x40u;
  fkw_u nan = (fkw_u)((fkw_i)(u & 0x7fffffffu) > 0x7f800000);
  return __builtin_convertvector((q & nan) | (r & ~nan), fkw_w);
}

INLINE fkw_v fkw_loadu(const float *p) {
  fkw_v v;
  __builtin_memcpy(&v, p, sizeof v);
  return v;
}

// n floats from s to d: whole vectors, then the rest (a loop the compiler
// would otherwise make a call to memcpy).
INLINE void fkw_copy(float *d, const float *s, int64_t n) {
  int64_t j = 0;
  for (; j + FKW_VF <= n; j += FKW_VF) {
    fkw_v v = fkw_loadu(s + j);
    __builtin_memcpy(d + j, &v, sizeof v);
  }
  for (; j < n; j++) {
    float f = s[j];
    __asm__("" : "+x"(f));
    d[j] = f;
  }
}

// The geometry of one workgroup's planes: L columns a row, rows a plane,
// and the floats a plane takes (its rows plus one register tile of zeros,
// which the last tile's taps read past the rows).
typedef struct fkw_planes {
  int64_t L, rows, stride;
} fkw_planes;

// The phases a channel's planes are split into along H and W: the stride's,
// except along a dim of one tap, which reads phase 0 only (a 1x1 of stride 2
// copies one plane a channel, not four).
INLINE int64_t fkw_nph(const fk_window *g) { return g->R == 1 ? 1 : g->sh; }
INLINE int64_t fkw_npw(const fk_window *g) { return g->S == 1 ? 1 : g->sw; }

INLINE fkw_planes fkw_planes_of(const fk_window *g, int64_t pb) {
  fkw_planes pl;
  pl.L = g->Q + (g->S - 1) * g->dw / g->sw;
  pl.rows = pb + (g->R - 1) * g->dh / g->sh;
  pl.stride = pl.rows * pl.L + pl.L + FKW_VF * FKW_NB;
  return pl;
}

// The scratch floats of a workgroup of pb output rows.
INLINE int64_t fkw_scratch_floats(const fk_window *g, int64_t pb) {
  return g->C / g->groups * fkw_nph(g) * fkw_npw(g) * fkw_planes_of(g, pb).stride;
}

// Copies the planes of rows [p0, p0 + pb) of group grp into buf.
INLINE void fkw_pack_planes(const fk_window *g, int xt, const void *x, int64_t n, int64_t grp, int64_t p0,
                            int64_t pb, float *buf) {
  int64_t Cg = g->C / g->groups;
  fkw_planes pl = fkw_planes_of(g, pb);
  for (int64_t c = 0; c < Cg; c++) {
    int64_t plane = (n * g->C + grp * Cg + c) * g->H * g->W;
    for (int64_t a = 0; a < fkw_nph(g); a++) {
      for (int64_t b = 0; b < fkw_npw(g); b++) {
        float *dst = buf + ((c * fkw_nph(g) + a) * fkw_npw(g) + b) * pl.stride;
        for (int64_t i = 0; i < pl.rows; i++) {
          int64_t h = (p0 + i) * g->sh - g->ph + a;
          float *d = dst + i * pl.L;
          if (h < 0 || h >= g->H) {
            for (int64_t j = 0; j < pl.L; j++)
              d[j] = 0.0f;
            continue;
          }
          // columns [lo, hi) lie inside the image (fkw_cols): copied
          // without a test, the rest zeros
          int64_t lo, hi;
          fkw_cols(b - g->pw, g->sw, g->W, 0, pl.L, &lo, &hi);
          lo = fkw_min(lo, pl.L);
          hi = fkw_max(hi, lo);
          const int64_t src = plane + h * g->W + lo * g->sw + b - g->pw;
          for (int64_t j = 0; j < lo; j++)
            d[j] = 0.0f;
          if (xt == 1 && g->sw == 1)
            fkw_copy(d + lo, (const float *)x + src, hi - lo);
          else
            for (int64_t j = lo; j < hi; j++)
              d[j] = fkw_ld(xt, x, src + (j - lo) * g->sw);
          for (int64_t j = hi; j < pl.L; j++)
            d[j] = 0.0f;
        }
        for (int64_t j = pl.rows * pl.L; j < pl.stride; j++)
          dst[j] = 0.0f;
      }
    }
  }
}

// FKW_EPI_ROWWISE (the emitter's): the epilogue reads nothing along an
// output row (no load, index or gather along Q: batch norm, a bias, an
// activation), so its value at (i, q) does not depend on q, and a vector
// of sums of one output row goes through it as a whole (a lane loop the
// compiler vectorises) wherever the row's piece in the vector is: short
// rows (7, 14 columns) and a row's last columns then cost no epilogue per
// element. Else each element goes through it alone.
#ifndef FKW_EPI_ROWWISE
#define FKW_EPI_ROWWISE FKW_PLAIN_STORE
#endif

// Lanes [l, l + cnt) of v, sums of output row i (an index of y's rows)
// from column q on, through a row-wise epilogue to y from element at.
INLINE void fkw_store_lanes(const facet_dispatch_state_t *state, int yt, void *y, int64_t at,
                            int64_t i, int64_t q, fkw_v v, int l, int cnt) {
  (void)state, (void)i, (void)q;
  float ev[FKW_VF];
  for (int t = 0; t < FKW_VF; t++)
    ev[t] = FKW_EPI(i, q, v[t]);
#if defined(__AVX512BW__) && defined(__AVX512VL__) && FKW_VF == 16
  // lanes [l, l + cnt) under a mask, from where lane 0 would go (masked
  // lanes are neither written nor fault)
  const __mmask16 keep = (__mmask16)((((uint32_t)1 << cnt) - 1u) << l);
  void *base = (void *)((uintptr_t)y + (uintptr_t)((at - l) * (yt == 1 ? 4 : 2)));
#endif
  if (yt == 1) {
#if defined(__AVX512BW__) && defined(__AVX512VL__) && FKW_VF == 16
    _mm512_mask_storeu_ps(base, keep, _mm512_loadu_ps(ev));
    return;
#endif
    for (int t = 0; t < cnt; t++) {
      float f = ev[l + t];
      __asm__("" : "+x"(f)); // a copy, not a call to memcpy
      ((float *)y)[at + t] = f;
    }
    return;
  }
  uint16_t h[FKW_VF];
  if (yt == 3) {
    // f2bf on the vector (a loop of f2bf stayed scalar, with branches)
    fkw_v e;
    __builtin_memcpy(&e, ev, sizeof e);
    fkw_w hb = fkw_f2bf(e);
    __builtin_memcpy(h, &hb, sizeof h);
  } else {
    for (int t = 0; t < FKW_VF; t++)
      h[t] = f2h(ev[t]);
  }
  if (cnt == FKW_VF) {
    __builtin_memcpy((uint16_t *)y + at, h, sizeof h);
    return;
  }
#if defined(__AVX512BW__) && defined(__AVX512VL__) && FKW_VF == 16
  _mm256_mask_storeu_epi16(base, keep, _mm256_loadu_si256((const __m256i *)h));
  return;
#endif
  for (int t = 0; t < cnt; t++) {
    uint16_t u = h[l + t];
    __asm__("" : "+r"(u));
    ((uint16_t *)y)[at + t] = u;
  }
}

// Stores a register tile of sums (channels [k, k + kt), plane columns
// [j0, j0 + FKW_NB * FKW_VF)) to the output rows, through the epilogue;
// the plane rows' columns q >= Q are dropped.
INLINE void fkw_store_tile(const facet_dispatch_state_t *state, const fk_window *g, fkw_planes pl,
                           fkw_v acc[FKW_MR][FKW_NB], int yt, void *y, int64_t n, int64_t k, int kt, int64_t p0,
                           int64_t pb, int64_t j0) {
  (void)state;
  // (i, q): the output row and column of plane column j0 + j * FKW_VF + l,
  // stepped rather than divided per element
  int64_t i = j0 / pl.L, q = j0 % pl.L;
  for (int j = 0; j < FKW_NB; j++) {
    if (i < pb && q + FKW_VF <= g->Q) {
      // the whole vector in one output row: no tests per element
      for (int kk = 0; kk < kt; kk++) {
        int64_t orow = (n * g->K + k + kk) * g->P + p0 + i;
        if (FKW_PLAIN_STORE && yt == 1) {
          __builtin_memcpy((float *)y + orow * g->Q + q, &acc[kk][j], sizeof acc[kk][j]);
          continue;
        }
        if (FKW_EPI_ROWWISE) {
          fkw_store_lanes(state, yt, y, orow * g->Q + q, orow, q, acc[kk][j], 0, FKW_VF);
          continue;
        }
        for (int l = 0; l < FKW_VF; l++)
          fkw_st(yt, y, orow * g->Q + q + l, FKW_EPI(orow, q + l, acc[kk][j][l]));
      }
      q += FKW_VF;
      continue;
    }
    // the vector's lanes row segment by row segment: each segment's first
    // min(its length, Q - q) lanes are outputs, the rest dropped columns
    for (int l = 0; l < FKW_VF;) {
      if (i >= pb) return;
      int seg = (int)fkw_min(FKW_VF - l, pl.L - q), valid = (int)fkw_max(0, fkw_min(seg, g->Q - q));
      for (int kk = 0; kk < kt; kk++) {
        int64_t orow = (n * g->K + k + kk) * g->P + p0 + i;
        if (FKW_EPI_ROWWISE) {
          if (valid > 0)
            fkw_store_lanes(state, yt, y, orow * g->Q + q, orow, q, acc[kk][j], l, valid);
          continue;
        }
        for (int t = 0; t < valid; t++)
          fkw_st(yt, y, orow * g->Q + q + t, FKW_EPI(orow, q + t, acc[kk][j][l + t]));
      }
      l += seg, q += seg;
      if (q == pl.L) q = 0, i++;
    }
  }
}

// One register tile: channels [k, k + kt) (of group grp) by plane columns
// [j0, j0 + FKW_NB * FKW_VF); kt (1 to FKW_MR) is a constant at every
// call, so the loops over it unroll and the sums stay in registers.
INLINE void fkw_tile(const facet_dispatch_state_t *state, const fk_window *g, const float *buf, fkw_planes pl,
                     int wt, const void *w, int bt, const void *bias, int yt, void *y, int64_t n, int64_t grp,
                     int64_t k, int kt, int64_t p0, int64_t pb, int64_t j0) {
  (void)state;
  int64_t Cg = g->C / g->groups, RS = g->R * g->S;
  (void)grp;
  fkw_v acc[FKW_MR][FKW_NB];
  for (int kk = 0; kk < kt; kk++) {
    float b0 = bias ? fkw_ld(bt, bias, k + kk) : 0.0f;
    for (int j = 0; j < FKW_NB; j++)
      acc[kk][j] = (fkw_v){0} + b0;
  }
  for (int64_t c = 0; c < Cg; c++) {
    for (int64_t r = 0; r < g->R; r++) {
      int64_t o = r * g->dh;
      const float *row = buf + (c * fkw_nph(g) + o % g->sh) * fkw_npw(g) * pl.stride + o / g->sh * pl.L + j0;
      for (int64_t s = 0; s < g->S; s++) {
        int64_t e = s * g->dw;
        const float *src = row + e % g->sw * pl.stride + e / g->sw;
        fkw_v xv[FKW_NB];
        for (int j = 0; j < FKW_NB; j++)
          xv[j] = fkw_loadu(src + j * FKW_VF);
        for (int kk = 0; kk < kt; kk++) {
          float wv = fkw_ld(wt, w, ((k + kk) * Cg + c) * RS + r * g->S + s);
          for (int j = 0; j < FKW_NB; j++)
            acc[kk][j] += xv[j] * wv;
        }
      }
    }
  }
  fkw_store_tile(state, g, pl, acc, yt, y, n, k, kt, p0, pb, j0);
}

// Channels [k, k + kt) of group grp over every column tile of the planes.
INLINE void fkw_tiles(const facet_dispatch_state_t *state, const fk_window *g, const float *buf, int wt,
                      const void *w, int bt, const void *bias, int yt, void *y, int64_t n, int64_t grp, int64_t k,
                      int kt, int64_t p0, int64_t pb) {
  fkw_planes pl = fkw_planes_of(g, pb);
  for (int64_t j0 = 0; j0 < pb * pl.L; j0 += FKW_NB * FKW_VF)
    fkw_tile(state, g, buf, pl, wt, w, bt, bias, yt, y, n, grp, k, kt, p0, pb, j0);
}

// Channels [k, end) of group grp: tiles of FKW_MR, then one tile of the
// rest. The emitter defines FKW_REST, the rest every block of its config
// leaves (the group's channels modulo FKW_MR), so that only that count is
// a second unrolled tile; any other rest (none by construction) goes a
// channel a tile.
#ifndef FKW_REST
#define FKW_REST 0
#endif
INLINE void fkw_group(const facet_dispatch_state_t *state, const fk_window *g, const float *buf, int wt,
                      const void *w, int bt, const void *bias, int yt, void *y, int64_t n, int64_t grp, int64_t k,
                      int64_t end, int64_t p0, int64_t pb) {
  for (; k + FKW_MR <= end; k += FKW_MR)
    fkw_tiles(state, g, buf, wt, w, bt, bias, yt, y, n, grp, k, FKW_MR, p0, pb);
  if (FKW_REST > 0 && end - k == FKW_REST) {
    fkw_tiles(state, g, buf, wt, w, bt, bias, yt, y, n, grp, k, FKW_REST, p0, pb);
    return;
  }
  for (; k < end; k++)
    fkw_tiles(state, g, buf, wt, w, bt, bias, yt, y, n, grp, k, 1, p0, pb);
}

#ifdef FKW_DPBF16
// bf16 x bf16 through vdpbf16ps (x86-64-v4-bf16; the emitter defines
// FKW_DPBF16 for a convolution whose input and weight are bf16): the
// planes hold channels in pairs, each 32-bit lane the bf16 values of
// channels 2m and 2m + 1 at one position (lower half first; the second
// zero past an odd channel count), and the block's weights are packed the
// same way per tap, so one vdpbf16ps adds the products of two channels to
// an f32 sum (the products of bf16 values are exact in f32). Sums and the
// epilogue stay f32 as on the f32 path.

// Pairs of channels a group has.
INLINE int64_t fkw_pairs(const fk_window *g) { return (g->C / g->groups + 1) / 2; }

// The planes' floats; the block's packed weights (kb channels) follow.
INLINE int64_t fkw_dp_plane_floats(const fk_window *g, int64_t pb) {
  return fkw_pairs(g) * fkw_nph(g) * fkw_npw(g) * fkw_planes_of(g, pb).stride;
}

// Whether the weights' pairs are read in place: one tap, an even channel
// count (channels c and c + 1 adjacent, no pair past a row).
INLINE int fkw_dp_direct(const fk_window *g) { return g->R * g->S == 1 && g->C / g->groups % 2 == 0; }

INLINE int64_t fkw_dp_scratch_floats(const fk_window *g, int64_t pb, int64_t kb) {
  int64_t Kg = g->K / g->groups;
  return fkw_dp_plane_floats(g, pb) + (fkw_dp_direct(g) ? 0 : fkw_min(kb, Kg) * fkw_pairs(g) * g->R * g->S);
}

#if defined(__AVX512BW__) && defined(__BMI2__)
// One row of a pair plane at stride sw (1 or 2), 16 columns at a time:
// columns [lo, hi) from x (column j at x[at + sw * j], at may be negative)
// and, when `odd`, the pair's second channel x1 elements on, zeros
// elsewhere. At stride 2 a column's element is every other 16-bit lane of
// a load, masked to those lanes, so a 32-bit lane holds it with zeros
// above. Masked lanes are neither read nor fault. It writes up to 15 lanes
// past the row's L: the next row or the plane's padding, both written
// after it.
INLINE void fkw_dp_row(uint32_t *d, int64_t L, const uint16_t *x, int64_t at, int64_t sw, int64_t x1,
                       int odd, int64_t lo, int64_t hi) {
  for (int64_t j = 0; j < L; j += 16) {
    int64_t a = fkw_max(lo - j, 0), e = fkw_min(hi - j, 16);
    uint32_t m = e > a ? (((uint32_t)1 << (e - a)) - 1u) << a : 0;
    const uintptr_t p = (uintptr_t)x + (uintptr_t)(2 * (at + sw * j)), p1 = p + (uintptr_t)(2 * x1);
    __m512i v;
    if (sw == 1) {
      v = _mm512_cvtepu16_epi32(_mm256_maskz_loadu_epi16((__mmask16)m, (const void *)p));
      if (odd) {
        __m256i h = _mm256_maskz_loadu_epi16((__mmask16)m, (const void *)p1);
        v = _mm512_or_si512(v, _mm512_slli_epi32(_mm512_cvtepu16_epi32(h), 16));
      }
    } else {
      __mmask32 m2 = _pdep_u32(m, 0x55555555u);
      v = _mm512_maskz_loadu_epi16(m2, (const void *)p);
      if (odd) v = _mm512_or_si512(v, _mm512_slli_epi32(_mm512_maskz_loadu_epi16(m2, (const void *)p1), 16));
    }
    _mm512_storeu_si512(d + j, v);
  }
}
#endif

// The planes of rows [p0, p0 + pb) of group grp as channel pairs (as
// fkw_pack_planes, 32-bit lanes of two bf16 values).
INLINE void fkw_dp_pack_planes(const fk_window *g, const uint16_t *x, int64_t n, int64_t grp, int64_t p0,
                               int64_t pb, uint32_t *buf) {
  int64_t Cg = g->C / g->groups;
  fkw_planes pl = fkw_planes_of(g, pb);
  for (int64_t m = 0; m < fkw_pairs(g); m++) {
    int64_t c = 2 * m, plane0 = (n * g->C + grp * Cg + c) * g->H * g->W;
    int64_t plane1 = c + 1 < Cg ? plane0 + g->H * g->W : -1;
    for (int64_t a = 0; a < fkw_nph(g); a++) {
      for (int64_t b = 0; b < fkw_npw(g); b++) {
        uint32_t *dst = buf + ((m * fkw_nph(g) + a) * fkw_npw(g) + b) * pl.stride;
        for (int64_t i = 0; i < pl.rows; i++) {
          int64_t h = (p0 + i) * g->sh - g->ph + a, lo = 0, hi = 0;
          uint32_t *d = dst + i * pl.L;
          if (h >= 0 && h < g->H) fkw_cols(b - g->pw, g->sw, g->W, 0, pl.L, &lo, &hi);
          lo = fkw_min(lo, pl.L);
          hi = fkw_max(hi, lo);
#if defined(__AVX512BW__) && defined(__BMI2__)
          if (g->sw <= 2) {
            fkw_dp_row(d, pl.L, x, plane0 + h * g->W + b - g->pw, g->sw, plane1 - plane0, plane1 >= 0, lo, hi);
            continue;
          }
#endif
          for (int64_t j = 0; j < lo; j++)
            d[j] = 0;
          for (int64_t j = lo; j < hi; j++) {
            int64_t v = h * g->W + j * g->sw + b - g->pw;
            d[j] = (uint32_t)x[plane0 + v] | (plane1 >= 0 ? (uint32_t)x[plane1 + v] << 16 : 0u);
          }
          for (int64_t j = hi; j < pl.L; j++)
            d[j] = 0;
        }
        for (int64_t j = pl.rows * pl.L; j < pl.stride; j++)
          dst[j] = 0;
      }
    }
  }
}

// The weights of channels [k, end) of group grp as pairs: lane
// ((k' - k) * pairs + m) * R * S + tap holds channels 2m and 2m + 1.
INLINE void fkw_dp_pack_weights(const fk_window *g, const uint16_t *w, int64_t k, int64_t end, uint32_t *wp) {
  int64_t Cg = g->C / g->groups, RS = g->R * g->S, M = fkw_pairs(g);
  for (int64_t kk = 0; kk < end - k; kk++)
    for (int64_t m = 0; m < M; m++)
      for (int64_t t = 0; t < RS; t++) {
        int64_t c = 2 * m, at = ((k + kk) * Cg + c) * RS + t;
        wp[(kk * M + m) * RS + t] = (uint32_t)w[at] | (c + 1 < Cg ? (uint32_t)w[at + RS] << 16 : 0u);
      }
}

// One register tile of the pair planes (as fkw_tile): channels [k, k +
// kt) of the packed weights wp (whose first channel is k0w).
INLINE void fkw_dp_tile(const facet_dispatch_state_t *state, const fk_window *g, const uint32_t *buf,
                        fkw_planes pl, const uint32_t *wp, int64_t k0w, int bt, const void *bias, int yt, void *y,
                        int64_t n, int64_t k, int kt, int64_t p0, int64_t pb, int64_t j0) {
  (void)state;
  int64_t RS = g->R * g->S, M = fkw_pairs(g);
  fkw_v acc[FKW_MR][FKW_NB];
  for (int kk = 0; kk < kt; kk++) {
    float b0 = bias ? fkw_ld(bt, bias, k + kk) : 0.0f;
    for (int j = 0; j < FKW_NB; j++)
      acc[kk][j] = (fkw_v){0} + b0;
  }
  for (int64_t m = 0; m < M; m++) {
    for (int64_t r = 0; r < g->R; r++) {
      int64_t o = r * g->dh;
      const uint32_t *row = buf + (m * fkw_nph(g) + o % g->sh) * fkw_npw(g) * pl.stride + o / g->sh * pl.L + j0;
      for (int64_t s = 0; s < g->S; s++) {
        int64_t e = s * g->dw;
        const float *src = (const float *)(row + e % g->sw * pl.stride + e / g->sw);
        fkw_v xv[FKW_NB];
        for (int j = 0; j < FKW_NB; j++)
          xv[j] = fkw_loadu(src + j * FKW_VF);
        for (int kk = 0; kk < kt; kk++) {
          const float *wl = (const float *)wp + ((k + kk - k0w) * M + m) * RS + r * g->S + s;
          fkw_v wv = v16_bcast(wl);
          for (int j = 0; j < FKW_NB; j++)
            acc[kk][j] = v16_dpbf16(acc[kk][j], xv[j], wv);
        }
      }
    }
  }
  fkw_store_tile(state, g, pl, acc, yt, y, n, k, kt, p0, pb, j0);
}

// Channels [k, end) of group grp on the pair planes (as fkw_group); wp
// holds the weights' pairs from output channel k0w on.
INLINE void fkw_dp_group(const facet_dispatch_state_t *state, const fk_window *g, const uint32_t *buf,
                         const uint32_t *wp, int64_t k0w, int bt, const void *bias, int yt, void *y, int64_t n,
                         int64_t k, int64_t end, int64_t p0, int64_t pb) {
  fkw_planes pl = fkw_planes_of(g, pb);
  for (; k < end;) {
    int kt = end - k >= FKW_MR ? FKW_MR : FKW_REST > 0 && end - k == FKW_REST ? FKW_REST : 1;
    for (int64_t j0 = 0; j0 < pb * pl.L; j0 += FKW_NB * FKW_VF) {
      if (kt == FKW_MR) fkw_dp_tile(state, g, buf, pl, wp, k0w, bt, bias, yt, y, n, k, FKW_MR, p0, pb, j0);
      else if (FKW_REST > 0 && kt == FKW_REST)
        fkw_dp_tile(state, g, buf, pl, wp, k0w, bt, bias, yt, y, n, k, FKW_REST, p0, pb, j0);
      else fkw_dp_tile(state, g, buf, pl, wp, k0w, bt, bias, yt, y, n, k, 1, p0, pb, j0);
    }
    k += kt;
  }
}
#endif

#ifdef FKW_AMX
// bf16 x bf16 on AMX tiles (x86-64-v4-amx; the emitter defines FKW_AMX).
// The reduction runs over pairs p = t * M + m (tap t, channel pair m of M),
// 16 a step. Where M is a multiple of 16 (a group's channels whole blocks
// of 32) a step is one tap of 16 pair planes, and the pair planes
// above are B tiles as they lie: row m of a tile is pair plane m's 16
// columns from the tap's offset on, planes one plane stride apart. The
// block's weights are packed as rows of A tiles: row kk (output channel k
// + kk, zero rows up to a multiple of 32) holds for step s = tap * MB +
// b (MB blocks of 16 pairs) the 32 input channels of pair block b at that
// tap, in channel order, which is pair order. A 32 x 32 block of sums
// (output channels by plane columns) is four tiles summed over every
// step, as fka_block does for a matmul; it goes to ct and out through
// fkw_store_tile (FKW_MR = 32 channels, FKW_NB * FKW_VF = 32 columns).
// Other channel counts (a stem's 3) take the same order of pairs, a step's
// 16 rows copied from their planes into a tile buffer (fkw_amx_group).
// tdpbf16ps treats denormal inputs as zero and flushes denormal sums
// (amx.h).

enum { FKW_MAX_TAPS = 64 }; // R * S on the tiles (the emitter's bound)

// Steps of 16 pairs a block of sums takes: every tap's pairs, rounded up.
INLINE int64_t fkw_amx_steps(const fk_window *g) { return (g->R * g->S * fkw_pairs(g) + 15) / 16; }

// Output channels [k, end) of a block rounded up to whole A tiles.
INLINE int64_t fkw_amx_rows(int64_t channels) { return (channels + 31) / 32 * 32; }

// The columns of a row of sums: the planes' pb rows rounded up to a block.
INLINE int64_t fkw_amx_cols(const fk_window *g, int64_t pb) { return (pb * fkw_planes_of(g, pb).L + 31) / 32 * 32; }

// Floats of the scratch: the pair planes, the packed weights of kb
// channels, 32 rows of sums, two B tiles; each 64-byte aligned.
INLINE int64_t fkw_amx_scratch_floats(const fk_window *g, int64_t pb, int64_t kb) {
  int64_t planes = (fkw_dp_plane_floats(g, pb) + 15) / 16 * 16;
  int64_t kw = fkw_amx_rows(fkw_min(kb, g->K / g->groups));
  return planes + kw * fkw_amx_steps(g) * 16 + 32 * fkw_amx_cols(g, pb) + 2 * 256;
}

// Whether a step is one tap of 16 pair planes (M a multiple of 16).
INLINE int fkw_amx_whole(const fk_window *g) { return fkw_pairs(g) % 16 == 0; }

// The weights of channels [k, end) of group grp into A rows (above): a
// row is 32 channels of one tap, RS bf16 apart in the weight. One gather of
// 32-bit lanes at tap t brings taps t and t + 1 of 16 channels (adjacent in
// the weight), so two gathers make two rows, split into even and odd 16-bit
// lanes by one permute each, where one row took two gathers (gathers are
// most of a small layer's time: bench/results/conv_layers.md#amx-tiles). An odd
// last tap reads the 32-bit lanes that end at it; a single tap is 32
// adjacent channels. No read leaves the tensor.
INLINE void fkw_amx_pack_weights(const fk_window *g, const uint16_t *w, int64_t k, int64_t end,
                                 uint16_t *wa) {
  const int64_t Cg = g->C / g->groups, RS = g->R * g->S, MB = fkw_pairs(g) / 16;
  const int64_t steps = fkw_amx_steps(g), rows = fkw_amx_rows(end - k);
  const __m512i iota = _mm512_set_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
  const __m512i at = _mm512_mullo_epi32(iota, _mm512_set1_epi32((int)(2 * RS))); // bytes
  // the even and the odd 16-bit lanes of two vectors, in order
  const __m512i even = _mm512_set_epi16(62, 60, 58, 56, 54, 52, 50, 48, 46, 44, 42, 40, 38, 36, 34, 32, 30, 28,
                                        26, 24, 22, 20, 18, 16, 14, 12, 10, 8, 6, 4, 2, 0);
  const __m512i odd = _mm512_add_epi16(even, _mm512_set1_epi16(1));
  for (int64_t kk = 0; kk < rows; kk++) {
    uint16_t *row = wa + kk * steps * 32;
    // rows past the block are zeros, and so are the few-channel rows' pairs
    // past every tap's (to a whole step)
    if (kk >= end - k || !fkw_amx_whole(g)) {
      for (int64_t s = 0; s < steps; s++)
        _mm512_storeu_si512(row + 32 * s, _mm512_setzero_si512());
    }
    if (kk >= end - k) continue;
    if (!fkw_amx_whole(g)) {
      // few channels: pair p = t * M + m one at a time (a stem's weights)
      for (int64_t p = 0; p < RS * fkw_pairs(g); p++) {
        int64_t t = p / fkw_pairs(g), c = 2 * (p % fkw_pairs(g)), wi = ((k + kk) * Cg + c) * RS + t;
        row[2 * p] = w[wi];
        row[2 * p + 1] = c + 1 < Cg ? w[wi + RS] : 0;
      }
      continue;
    }
    for (int64_t b = 0; b < MB; b++) {
      const uint16_t *c0 = w + ((k + kk) * Cg + 32 * b) * RS, *c16 = c0 + 16 * RS;
      if (RS == 1) {
        _mm512_storeu_si512(row + 32 * b, _mm512_loadu_si512(c0));
        continue;
      }
      for (int64_t t = 0; t < RS; t += 2) {
        const int64_t t0 = t + 1 < RS ? t : t - 1; // the lanes hold taps t0 and t0 + 1
        __m512i g0 = _mm512_i32gather_epi32(at, c0 + t0, 1), g1 = _mm512_i32gather_epi32(at, c16 + t0, 1);
        if (t0 == t) _mm512_storeu_si512(row + 32 * (t * MB + b), _mm512_permutex2var_epi16(g0, even, g1));
        _mm512_storeu_si512(row + 32 * ((t0 + 1) * MB + b), _mm512_permutex2var_epi16(g0, odd, g1));
      }
    }
  }
}

// Each tap's offset in the pair planes (of fkw_dp_tile's addressing).
INLINE void fkw_amx_tap_offsets(const fk_window *g, fkw_planes pl, int64_t *toff) {
  for (int64_t r = 0; r < g->R; r++)
    for (int64_t s = 0; s < g->S; s++) {
      int64_t o = r * g->dh, e = s * g->dw;
      toff[r * g->S + s] = ((o % g->sh) * fkw_npw(g) + e % g->sw) * pl.stride + o / g->sh * pl.L + e / g->sw;
    }
}

// The sums in ct (32 rows of fkw_amx_cols floats) of kt output channels
// from k, plus their bias, out through fkw_store_tile.
INLINE void fkw_amx_store(const facet_dispatch_state_t *state, const fk_window *g, fkw_planes pl,
                          const float *ct, int bt, const void *bias, int yt, void *y, int64_t n, int64_t k,
                          int64_t kt, int64_t p0, int64_t pb) {
  const int64_t cols = fkw_amx_cols(g, pb);
  for (int64_t j0 = 0; j0 < pb * pl.L; j0 += 32) {
    fkw_v acc[FKW_MR][FKW_NB];
    for (int r = 0; r < kt; r++) {
      float b0 = bias ? fkw_ld(bt, bias, k + r) : 0.0f;
      for (int j = 0; j < FKW_NB; j++)
        acc[r][j] = fkw_loadu(ct + r * cols + j0 + j * FKW_VF) + b0;
    }
    fkw_store_tile(state, g, pl, acc, yt, y, n, k, (int)kt, p0, pb, j0);
  }
}

// Output channels [k, end) of image n over every column block of the pair
// planes buf, the packed weights wa from channel k on, the sums through ct
// (32 rows of the planes' columns) to the store. Where a step is one tap of
// 16 pair planes, pair block by pair block: one block's 16 planes and its
// taps' A tiles (about 37 KiB at 300 columns) stay in L1 while its steps
// run over every column block, the sums waiting in ct between blocks (with
// every step of a column block at once, A and B tiles came from L2 at a
// tile a tdpbf16ps). Otherwise column block by column block, each step's 16
// pair rows (pair m at tap t, 64 bytes each) copied into the two B tiles
// of btile, the sums in the tiles over all steps.
INLINE void fkw_amx_group(const facet_dispatch_state_t *state, const fk_window *g, const uint32_t *buf,
                          const uint16_t *wa, float *ct, uint32_t *btile, int bt, const void *bias, int yt,
                          void *y, int64_t n, int64_t k, int64_t end, int64_t p0, int64_t pb) {
  const fkw_planes pl = fkw_planes_of(g, pb);
  const int64_t RS = g->R * g->S, M = fkw_pairs(g), MB = M / 16, steps = fkw_amx_steps(g);
  const int64_t lda = steps * 64, pstride = fkw_nph(g) * fkw_npw(g) * pl.stride; // bytes; dwords
  const int64_t cols = fkw_amx_cols(g, pb);                                     // ct's row, floats
  int64_t toff[FKW_MAX_TAPS];
  fkw_amx_tap_offsets(g, pl, toff);
  for (int64_t kk0 = 0; kk0 < end - k; kk0 += 32) {
    const uint16_t *a0 = wa + kk0 * steps * 32, *a1 = a0 + 16 * steps * 32;
    if (fkw_amx_whole(g)) {
      for (int64_t b = 0; b < MB; b++)
        for (int64_t j0 = 0; j0 < pb * pl.L; j0 += 32) {
          fka_sums_load(ct + j0, cols, b == 0);
          const uint32_t *bb = buf + 16 * b * pstride + j0;
          for (int64_t t = 0; t < RS; t++) {
            const int64_t s = t * MB + b;
            fka_step(a0 + 32 * s, a1 + 32 * s, lda, bb + toff[t], bb + toff[t] + 16, pstride * 4);
          }
          fka_sums_store(ct + j0, cols);
        }
    } else {
      for (int64_t j0 = 0; j0 < pb * pl.L; j0 += 32) {
        fka_sums_load(ct + j0, cols, 1);
        for (int64_t s = 0; s < steps; s++) {
          for (int64_t r = 0; r < 16; r++) {
            int64_t p = 16 * s + r;
            __m512i lo = _mm512_setzero_si512(), hi = lo;
            if (p < RS * M) {
              const uint32_t *src = buf + p % M * pstride + toff[p / M] + j0;
              lo = _mm512_loadu_si512(src), hi = _mm512_loadu_si512(src + 16);
            }
            _mm512_store_si512(btile + 16 * r, lo);
            _mm512_store_si512(btile + 256 + 16 * r, hi);
          }
          fka_step(a0 + 32 * s, a1 + 32 * s, lda, btile, btile + 256, 64);
        }
        fka_sums_store(ct + j0, cols);
      }
    }
    fkw_amx_store(state, g, pl, ct, bt, bias, yt, y, n, k + kk0, fkw_min(32, end - k - kk0), p0, pb);
  }
}
#endif

// Output rows [p0, p0 + pb) (clipped to P) of images [n0, n0 + nn),
// output channels [k0, k0 + kb) (clipped to K): per group they touch (its
// bf16 weights packed once for the images), per image its planes, then
// its channels' tiles.
INLINE void fk_conv_igemm(const facet_dispatch_state_t *state, const fk_window *g, int xt, const void *x, int wt,
                          const void *w, int bt, const void *bias, int yt, void *y, int64_t n0, int64_t nn,
                          int64_t k0, int64_t kb, int64_t p0, int64_t pb, float *buf) {
  int64_t Kg = g->K / g->groups, k1 = fkw_min(k0 + kb, g->K);
  pb = fkw_min(pb, g->P - p0);
  for (int64_t k = k0; k < k1;) {
    int64_t grp = k / Kg, end = fkw_min(k1, (grp + 1) * Kg);
#ifdef FKW_AMX
    if (xt == 3 && wt == 3) {
      uint32_t *planes = (uint32_t *)buf;
      uint16_t *wa = (uint16_t *)(buf + (fkw_dp_plane_floats(g, pb) + 15) / 16 * 16);
      float *ct = (float *)wa + fkw_amx_rows(end - k) * fkw_amx_steps(g) * 16;
      uint32_t *btile = (uint32_t *)(ct + 32 * fkw_amx_cols(g, pb));
      fkw_amx_pack_weights(g, (const uint16_t *)w, k, end, wa);
      fka_config();
      for (int64_t n = n0; n < n0 + nn; n++) {
        fkw_dp_pack_planes(g, (const uint16_t *)x, n, grp, p0, pb, planes);
        fkw_amx_group(state, g, planes, wa, ct, btile, bt, bias, yt, y, n, k, end, p0, pb);
      }
      fka_release();
      k = end;
      continue;
    }
#endif
#ifdef FKW_DPBF16
    if (xt == 3 && wt == 3) {
      uint32_t *planes = (uint32_t *)buf, *wp = planes + fkw_dp_plane_floats(g, pb);
      if (!fkw_dp_direct(g)) fkw_dp_pack_weights(g, (const uint16_t *)w, k, end, wp);
      for (int64_t n = n0; n < n0 + nn; n++) {
        fkw_dp_pack_planes(g, (const uint16_t *)x, n, grp, p0, pb, planes);
        if (fkw_dp_direct(g)) fkw_dp_group(state, g, planes, (const uint32_t *)w, 0, bt, bias, yt, y, n, k, end, p0, pb);
        else fkw_dp_group(state, g, planes, wp, k, bt, bias, yt, y, n, k, end, p0, pb);
      }
      k = end;
      continue;
    }
#endif
    for (int64_t n = n0; n < n0 + nn; n++) {
      fkw_pack_planes(g, xt, x, n, grp, p0, pb, buf);
      fkw_group(state, g, buf, wt, w, bt, bias, yt, y, n, grp, k, end, p0, pb);
    }
    k = end;
  }
}

// The input window of output index p along one dim: [*lo, *hi), and the
// count a mean divides by (as the reference's pool_window).
INLINE int64_t fkw_window(const fk_window *g, int64_t p, int64_t in, int64_t out, int64_t k,
                          int64_t stride, int64_t pad, int64_t *lo, int64_t *hi) {
  if (g->adaptive) {
    *lo = p * in / out;
    *hi = ((p + 1) * in + out - 1) / out;
    return *hi - *lo;
  }
  int64_t start = p * stride - pad, end = start + k;
  int64_t padded_end = fkw_min(end, in + pad);
  *lo = fkw_max(start, 0);
  *hi = fkw_min(end, in);
  return padded_end - start;
}

// Output row p of channel plane nc (= n * C + c) of a max pool (NaN wins,
// as in torch; padding is no element).
INLINE void fk_max_pool_row(const fk_window *g, int xt, const void *x, int yt, void *y, int64_t nc,
                            int64_t p) {
  int64_t plane = nc * g->H * g->W;
  // Columns in tiles of 64 whose maxima stay on the stack; per tap the
  // columns whose input lies inside the image in one loop (vectorised), so
  // each output sees its taps in the order (r, s) as one at a time would.
  for (int64_t q0 = 0; q0 < g->Q; q0 += 64) {
    int64_t q1 = fkw_min(q0 + 64, g->Q);
    float m[64];
    for (int64_t q = 0; q < q1 - q0; q++)
      m[q] = -INFINITY;
    for (int64_t r = 0; r < g->R; r++) {
      int64_t h = p * g->sh - g->ph + r * g->dh;
      if (h < 0 || h >= g->H) continue;
      for (int64_t s = 0; s < g->S; s++) {
        int64_t off = s * g->dw - g->pw, lo, hi;
        fkw_cols(off, g->sw, g->W, q0, q1, &lo, &hi);
        const int64_t row = plane + h * g->W + off;
        for (int64_t q = lo; q < hi; q++) {
          float e = fkw_ld(xt, x, row + q * g->sw), c = m[q - q0];
          m[q - q0] = e > c || e != e ? e : c;
        }
      }
    }
    for (int64_t q = q0; q < q1; q++)
      fkw_st(yt, y, (nc * g->P + p) * g->Q + q, m[q - q0]);
  }
}

// Output row p of channel plane nc of a mean pool (avg_pool2d,
// adaptive_avg_pool2d).
INLINE void fk_mean_pool_row(const fk_window *g, int xt, const void *x, int yt, void *y, int64_t nc,
                             int64_t p) {
  int64_t plane = nc * g->H * g->W, h0, h1, v0, v1;
  int64_t ph = fkw_window(g, p, g->H, g->P, g->R, g->sh, g->ph, &h0, &h1);
  for (int64_t q = 0; q < g->Q; q++) {
    int64_t pw = fkw_window(g, q, g->W, g->Q, g->S, g->sw, g->pw, &v0, &v1);
    float sum = 0;
    for (int64_t h = h0; h < h1; h++)
      for (int64_t v = v0; v < v1; v++)
        sum += fkw_ld(xt, x, plane + h * g->W + v);
    int64_t count = g->divisor ? g->divisor : g->count_include_pad ? ph * pw : (h1 - h0) * (v1 - v0);
    fkw_st(yt, y, (nc * g->P + p) * g->Q + q, sum / (float)count);
  }
}

#endif
