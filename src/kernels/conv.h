// conv.h: direct convolution and pooling over NCHW tensors (KOP_CONV,
// KOP_POOL; the ops are defined at ir_window in src/ir/ir.h).
//
// A workgroup computes one output row p of one image n: a convolution for
// `kt` output channels of one group at once (each input row it loads
// serves all kt), a pool for one channel. Columns go in tiles of FKW_QT
// whose f32 sums stay on the stack; for each kernel tap the columns whose
// input lies inside the image are computed in one loop (a contiguous one
// at stride 1, which the compiler vectorises), so padding costs no test in
// the loop. Sums are f32 in the order channel, kernel row, kernel column.
// Element types are codes of base.h's dtype (1 f32, 2 f16, 3 bf16),
// constants at each call, so the loads fold to one form.
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

// The padded-row path (static sizes; the emitter defines FKW_VF, the f32
// lanes of a vector, and FKW_NB, the vectors of columns a register tile
// holds, for the target). A workgroup computes output row p of image n for
// all output channels of group grp: it first copies the input rows the
// row reads, for the group's channels, into scratch as f32, padded with
// zeros and split by column phase (element j of phase ph is padded column
// j * sw + ph), so that every kernel tap reads a contiguous run of
// columns whatever the stride and the padding. Then per tile of 4
// channels and FKW_NB * FKW_VF columns the sums stay in registers over
// every channel and tap of the group.
#ifndef FKW_VF
#define FKW_VF 8
#endif
#ifndef FKW_NB
#define FKW_NB 2
#endif
typedef float fkw_v __attribute__((vector_size(FKW_VF * 4)));

INLINE fkw_v fkw_loadu(const float *p) {
  fkw_v v;
  __builtin_memcpy(&v, p, sizeof v);
  return v;
}

// Columns of one phase of a padded row: the output columns rounded up to
// whole register tiles, plus the taps' reach.
INLINE int64_t fkw_padded_len(const fk_window *g) {
  int64_t tile = FKW_VF * FKW_NB;
  return (g->Q + tile - 1) / tile * tile + (g->S - 1) * g->dw / g->sw + 1;
}

INLINE int64_t fkw_padded_floats(const fk_window *g) {
  return g->C / g->groups * g->R * g->sw * fkw_padded_len(g);
}

// Copies the rows output row p reads (channels of group grp) into buf;
// valid[r]: whether kernel row r lies inside the input.
INLINE void fkw_pad_rows(const fk_window *g, int xt, const void *x, int64_t n, int64_t grp, int64_t p,
                         float *buf, int *valid) {
  int64_t Cg = g->C / g->groups, L = fkw_padded_len(g);
  for (int64_t r = 0; r < g->R; r++) {
    int64_t h = p * g->sh - g->ph + r * g->dh;
    valid[r] = h >= 0 && h < g->H;
  }
  for (int64_t c = 0; c < Cg; c++) {
    for (int64_t r = 0; r < g->R; r++) {
      if (!valid[r]) continue;
      int64_t h = p * g->sh - g->ph + r * g->dh;
      int64_t row = ((n * g->C + grp * Cg + c) * g->H + h) * g->W;
      for (int64_t ph = 0; ph < g->sw; ph++) {
        float *dst = buf + ((c * g->R + r) * g->sw + ph) * L;
        for (int64_t j = 0; j < L; j++) {
          int64_t v = j * g->sw + ph - g->pw;
          dst[j] = v >= 0 && v < g->W ? fkw_ld(xt, x, row + v) : 0.0f;
        }
      }
    }
  }
}

// One register tile: channels [k0, k0 + kt) by columns [q0, q0 + FKW_NB *
// FKW_VF); kt (1 to 4) is a constant at every call, so the loops over it
// unroll and the sums stay in registers.
INLINE void fkw_tile(const facet_dispatch_state_t *state, const fk_window *g, const float *buf, const int *valid,
                     int wt, const void *w, int bt, const void *bias, int yt, void *y, int64_t n, int64_t k0, int kt,
                     int64_t p, int64_t q0) {
  (void)state;
  int64_t Cg = g->C / g->groups, L = fkw_padded_len(g), RS = g->R * g->S;
  fkw_v acc[4][FKW_NB];
  for (int kk = 0; kk < kt; kk++) {
    float b0 = bias ? fkw_ld(bt, bias, k0 + kk) : 0.0f;
    for (int j = 0; j < FKW_NB; j++)
      acc[kk][j] = (fkw_v){0} + b0;
  }
  for (int64_t c = 0; c < Cg; c++) {
    for (int64_t r = 0; r < g->R; r++) {
      if (!valid[r]) continue;
      for (int64_t s = 0; s < g->S; s++) {
        int64_t o = s * g->dw;
        const float *src = buf + ((c * g->R + r) * g->sw + o % g->sw) * L + o / g->sw + q0;
        fkw_v xv[FKW_NB];
        for (int j = 0; j < FKW_NB; j++)
          xv[j] = fkw_loadu(src + j * FKW_VF);
        for (int kk = 0; kk < kt; kk++) {
          float wv = fkw_ld(wt, w, ((k0 + kk) * Cg + c) * RS + r * g->S + s);
          for (int j = 0; j < FKW_NB; j++)
            acc[kk][j] += xv[j] * wv;
        }
      }
    }
  }
  for (int kk = 0; kk < kt; kk++) {
    int64_t row = (n * g->K + k0 + kk) * g->P + p;
    for (int j = 0; j < FKW_NB; j++)
      for (int l = 0; l < FKW_VF && q0 + j * FKW_VF + l < g->Q; l++) {
        int64_t q = q0 + j * FKW_VF + l;
        fkw_st(yt, y, row * g->Q + q, FKW_EPI(row, q, acc[kk][j][l]));
      }
  }
}

// Output row p of image n, every output channel of group grp.
INLINE void fk_conv_row_padded(const facet_dispatch_state_t *state, const fk_window *g, int xt, const void *x,
                               int wt, const void *w, int bt, const void *bias, int yt, void *y, int64_t n,
                               int64_t grp, int64_t p, float *buf) {
  int valid[64];
  fkw_pad_rows(g, xt, x, n, grp, p, buf, valid);
  int64_t Kg = g->K / g->groups;
  for (int64_t q0 = 0; q0 < g->Q; q0 += FKW_NB * FKW_VF) {
    int64_t k = grp * Kg, end = k + Kg;
    for (; k + 4 <= end; k += 4)
      fkw_tile(state, g, buf, valid, wt, w, bt, bias, yt, y, n, k, 4, p, q0);
    if (end - k == 3) fkw_tile(state, g, buf, valid, wt, w, bt, bias, yt, y, n, k, 3, p, q0);
    if (end - k == 2) fkw_tile(state, g, buf, valid, wt, w, bt, bias, yt, y, n, k, 2, p, q0);
    if (end - k == 1) fkw_tile(state, g, buf, valid, wt, w, bt, bias, yt, y, n, k, 1, p, q0);
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
  for (int64_t q = 0; q < g->Q; q++) {
    float m = -INFINITY;
    for (int64_t r = 0; r < g->R; r++) {
      int64_t h = p * g->sh - g->ph + r * g->dh;
      if (h < 0 || h >= g->H) continue;
      for (int64_t s = 0; s < g->S; s++) {
        int64_t v = q * g->sw - g->pw + s * g->dw;
        if (v < 0 || v >= g->W) continue;
        float e = fkw_ld(xt, x, plane + h * g->W + v);
        if (e > m || e != e) m = e;
      }
    }
    fkw_st(yt, y, (nc * g->P + p) * g->Q + q, m);
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
