// portable.h: vector helpers of the portable x86-64 target: GNU vector
// extensions (the compiler maps v8 to SSE2 pairs) and the software
// conversions of convert.h, so the same names as x86_avx2.h mean the same.
#ifndef FACET_KERNELS_PORTABLE_H
#define FACET_KERNELS_PORTABLE_H

#include "convert.h"

// v8 is passed between inline functions only: no ABI is involved.
#pragma GCC diagnostic ignored "-Wpsabi"
typedef float v8 __attribute__((vector_size(32)));
typedef float v8u __attribute__((vector_size(32), aligned(4)));
INLINE v8 v8_zero(void) { return (v8){0, 0, 0, 0, 0, 0, 0, 0}; }
INLINE v8 v8_load(const float *p) { return *(const v8u *)p; }
INLINE v8 v8_loada(const float *p) { return *(const v8 *)p; }
INLINE void v8_store(float *p, v8 v) { *(v8u *)p = v; }
INLINE void v8_storea(float *p, v8 v) { *(v8 *)p = v; }
INLINE v8 v8_bcast(const float *p) {
  float x = *p;
  return (v8){x, x, x, x, x, x, x, x};
}
INLINE v8 v8_fma(v8 a, v8 b, v8 c) { return a * b + c; }
INLINE v8 v8_add(v8 a, v8 b) { return a + b; }
INLINE float v8_hsum(v8 v) {
  return ((v[0] + v[4]) + (v[1] + v[5])) + ((v[2] + v[6]) + (v[3] + v[7]));
}
INLINE void prefetch(const void *p) { __builtin_prefetch(p); }
INLINE float ld1_f32(const float *p) { return *p; }
INLINE float ld1_f16(const uint16_t *p) { return h2f(*p); }
INLINE float ld1_bf16(const uint16_t *p) { return bf2f(*p); }
// The empty asm keeps copy loops of f32 from becoming calls to memmove.
INLINE void st1_f32(float *p, float f) {
  __asm__("" : "+x"(f));
  *p = f;
}
INLINE void st1_f16(uint16_t *p, float f) { *p = f2h_soft(f); }
INLINE uint16_t f2h(float f) { return f2h_soft(f); }
INLINE v8 ld8_f32(const float *p) { return *(const v8u *)p; }
INLINE v8 ld8_f16(const uint16_t *p) {
  v8 r;
  for (int i = 0; i < 8; i++)
    r[i] = ld1_f16(p + i);
  return r;
}
INLINE v8 ld8_bf16(const uint16_t *p) {
  v8 r;
  for (int i = 0; i < 8; i++)
    r[i] = ld1_bf16(p + i);
  return r;
}
INLINE void st8_f32(float *p, v8 v) {
  for (int i = 0; i < 8; i++)
    st1_f32(p + i, v[i]);
}
INLINE void st8_f16(uint16_t *p, v8 v) {
  for (int i = 0; i < 8; i++)
    st1_f16(p + i, v[i]);
}
INLINE void st1_bf16(uint16_t *p, float f) { *p = f2bf(f); }
INLINE void st8_bf16(uint16_t *p, v8 v) {
  for (int i = 0; i < 8; i++)
    st1_bf16(p + i, v[i]);
}
#endif
