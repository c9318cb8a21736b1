// x86_avx512bf16.h: helpers of the x86-64-v4-bf16 target (x86-64-v4 plus
// AVX512_BF16) for bf16 x bf16 matmuls: packed operands hold pairs of
// consecutive-K bf16 values in each 32-bit lane (the lower half first), and
// vdpbf16ps multiplies two pairs and adds both products to an f32 lane, so
// a step covers two values of K with one instruction instead of two FMAs
// (the products of bf16 values are exact in f32). The lanes are moved as
// float bits (vector loads, stores and broadcasts do not touch them).
#ifndef FACET_KERNELS_X86_AVX512BF16_H
#define FACET_KERNELS_X86_AVX512BF16_H

#include "x86_avx512.h"

// c + a.lo * b.lo + a.hi * b.hi per lane (vdpbf16ps: round to nearest
// even, denormals flushed to zero whatever MXCSR says).
INLINE v16 v16_dpbf16(v16 c, v16 a, v16 b) {
  return _mm512_dpbf16_ps(c, (__m512bh)a, (__m512bh)b);
}

// The pair (lo, hi) as one float-sized lane.
INLINE float bf16_join(uint16_t lo, uint16_t hi) {
  uint32_t w = (uint32_t)lo | (uint32_t)hi << 16;
  float f;
  __builtin_memcpy(&f, &w, sizeof f);
  return f;
}

// 32 columns of two rows of B (r1 = 0: zeros) as 32 pairs (r0[j], r1[j]):
// dst[0..16) for columns 0..15, dst[16..32) for 16..31.
INLINE void bf16_pair_rows32(float *dst, const uint16_t *r0, const uint16_t *r1) {
  const __m512i lo = _mm512_set_epi16(47, 15, 46, 14, 45, 13, 44, 12, 43, 11, 42, 10, 41, 9, 40,
                                      8, 39, 7, 38, 6, 37, 5, 36, 4, 35, 3, 34, 2, 33, 1, 32, 0);
  const __m512i hi = _mm512_add_epi16(lo, _mm512_set1_epi16(16));
  __m512i a = _mm512_loadu_si512(r0);
  __m512i b = r1 ? _mm512_loadu_si512(r1) : _mm512_setzero_si512();
  _mm512_storeu_si512(dst, _mm512_permutex2var_epi16(a, lo, b));
  _mm512_storeu_si512(dst + 16, _mm512_permutex2var_epi16(a, hi, b));
}
#endif
