// rows.h: the chunk helpers of row programs (emit_rows.c) common to every
// target: f32 and bf16 chunks, and NaN-propagating max/min of VL partial
// results over GNU vectors of VW lanes. Needs VL and VW (chunk_*.h).
#ifndef FACET_KERNELS_ROWS_H
#define FACET_KERNELS_ROWS_H

#include "convert.h"

typedef float vlf __attribute__((vector_size(VL * 4), aligned(4), may_alias));
INLINE void ldv_f32(float *d, const float *s) { *(vlf *)d = *(const vlf *)s; }
INLINE void stv_f32(float *d, const float *s) { *(vlf *)d = *(const vlf *)s; }
INLINE void ldv_bf16(float *d, const uint16_t *s) {
  for (int l = 0; l < VL; l++)
    d[l] = bf2f(s[l]);
}
INLINE void stv_bf16(uint16_t *d, const float *s) {
  for (int l = 0; l < VL; l++)
    d[l] = f2bf(s[l]);
}
typedef float vwf __attribute__((vector_size(VW * 4)));
typedef float vwfu __attribute__((vector_size(VW * 4), aligned(4), may_alias));
typedef int32_t vwi __attribute__((vector_size(VW * 4)));
typedef double vwd __attribute__((vector_size(VW * 4)));
typedef double vwdu __attribute__((vector_size(VW * 4), aligned(8), may_alias));
typedef int64_t vwl __attribute__((vector_size(VW * 4)));
INLINE void vmax_f32(float *acc, const float *t) {
  for (int h = 0; h < VL; h += VW * 4 / (int)sizeof(float)) {
    vwf a = *(vwfu *)(acc + h), x = *(const vwfu *)(t + h);
    vwi m = (x > a) | (x != x);
    *(vwfu *)(acc + h) = (vwf)(((vwi)x & m) | ((vwi)a & ~m));
  }
}
INLINE void vmin_f32(float *acc, const float *t) {
  for (int h = 0; h < VL; h += VW * 4 / (int)sizeof(float)) {
    vwf a = *(vwfu *)(acc + h), x = *(const vwfu *)(t + h);
    vwi m = (x < a) | (x != x);
    *(vwfu *)(acc + h) = (vwf)(((vwi)x & m) | ((vwi)a & ~m));
  }
}
INLINE void vmax_f64(double *acc, const double *t) {
  for (int h = 0; h < VL; h += VW * 4 / (int)sizeof(double)) {
    vwd a = *(vwdu *)(acc + h), x = *(const vwdu *)(t + h);
    vwl m = (x > a) | (x != x);
    *(vwdu *)(acc + h) = (vwd)(((vwl)x & m) | ((vwl)a & ~m));
  }
}
INLINE void vmin_f64(double *acc, const double *t) {
  for (int h = 0; h < VL; h += VW * 4 / (int)sizeof(double)) {
    vwd a = *(vwdu *)(acc + h), x = *(const vwdu *)(t + h);
    vwl m = (x < a) | (x != x);
    *(vwdu *)(acc + h) = (vwd)(((vwl)x & m) | ((vwl)a & ~m));
  }
}
// Gathers (slices, indexing, concat, repeat): an index clamped into a dim
// of n elements (no read out of bounds), and a repeat's index modulo n.
INLINE int64_t gather_clamp(int64_t i, int64_t n) { return i < 0 || n <= 0 ? 0 : i >= n ? n - 1 : i; }
INLINE int64_t gather_mod(int64_t i, int64_t n) { return n > 0 ? (i % n + n) % n : 0; }
// An index torch refuses (outside [0, n) once negatives are wrapped where
// torch wraps them): reported through the dispatch's fault word, so the
// call fails; the element read or written stays in bounds all the same.
INLINE void gather_check(const facet_dispatch_state_t *state, int64_t i, int64_t n, uint32_t binding) {
  if ((i < 0 || i >= n) && state->fault) __atomic_store_n(state->fault, binding + 1, __ATOMIC_RELAXED);
}

#endif
