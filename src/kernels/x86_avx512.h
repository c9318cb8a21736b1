// x86_avx512.h: vector helpers of the x86-64-v4 target (AVX-512 F/BW/VL),
// on top of x86_avx2.h: vectors of 16 floats for the register tiles and
// the streaming kernels (packing keeps using v8). _mm512_reduce_add_ps is
// a fixed shuffle sequence, so sums are deterministic.
#ifndef FACET_KERNELS_X86_AVX512_H
#define FACET_KERNELS_X86_AVX512_H

#include "x86_avx2.h"

typedef __m512 v16;
INLINE v16 v16_zero(void) { return _mm512_setzero_ps(); }
INLINE v16 v16_load(const float *p) { return _mm512_loadu_ps(p); }
INLINE v16 v16_loada(const float *p) { return _mm512_load_ps(p); }
INLINE void v16_store(float *p, v16 v) { _mm512_storeu_ps(p, v); }
INLINE void v16_storea(float *p, v16 v) { _mm512_store_ps(p, v); }
INLINE v16 v16_bcast(const float *p) { return _mm512_set1_ps(*p); }
// 16 floats that were just stored, as two loads of 8: an epilogue's lane
// loop writes them, and where the compiler vectorised it 8 lanes at a time
// a 64-byte load of two 32-byte stores cannot take their data from the
// store buffer and waits for them to retire, which dominated residual
// epilogues (bench/results/kernel_choices.md#epilogue-forwarding). Loads of
// halves forward from stores of either width.
INLINE v16 v16_load_stored(const float *p) {
  return _mm512_insertf32x8(_mm512_castps256_ps512(_mm256_loadu_ps(p)), _mm256_loadu_ps(p + 8), 1);
}
// A prefetch toward the outer caches (prefetcht2): the packed GEMM's next
// block of W[N,K], read by pack_b only after this block's tiles.
INLINE void prefetch_far(const void *p) { _mm_prefetch((const char *)p, _MM_HINT_T2); }
INLINE v16 v16_fma(v16 a, v16 b, v16 c) { return _mm512_fmadd_ps(a, b, c); }
INLINE v16 v16_add(v16 a, v16 b) { return _mm512_add_ps(a, b); }
INLINE float v16_hsum(v16 v) { return _mm512_reduce_add_ps(v); }
INLINE v16 ld16_f32(const float *p) { return _mm512_loadu_ps(p); }
INLINE v16 ld16_f16(const uint16_t *p) {
  return _mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)p));
}
INLINE v16 ld16_bf16(const uint16_t *p) {
  __m512i x = _mm512_cvtepu16_epi32(_mm256_loadu_si256((const __m256i *)p));
  return _mm512_castsi512_ps(_mm512_slli_epi32(x, 16));
}
INLINE void st16_f32(float *p, v16 v) {
  __asm__("" : "+v"(v));
  _mm512_storeu_ps(p, v);
}
INLINE void st16_f16(uint16_t *p, v16 v) {
  _mm256_storeu_si256((__m256i *)p,
                      _mm512_cvtps_ph(v, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
}
// f2bf on 16 lanes (nearest even, NaN kept quiet, denormals kept):
// vcvtneps2bf16 would flush denormals, and two st8_bf16 cost an AMX matmul
// ~5% more (bench/results/kernel_choices.md#amx-tiles).
INLINE void st16_bf16(uint16_t *p, v16 v) {
  const __m512i x = _mm512_castps_si512(v), hi = _mm512_srli_epi32(x, 16);
  const __m512i lsb = _mm512_and_si512(hi, _mm512_set1_epi32(1));
  __m512i r = _mm512_srli_epi32(_mm512_add_epi32(_mm512_add_epi32(x, _mm512_set1_epi32(0x7fff)), lsb), 16);
  const __mmask16 nan = _mm512_cmpgt_epu32_mask(_mm512_and_si512(x, _mm512_set1_epi32(0x7fffffff)),
                                                _mm512_set1_epi32(0x7f800000));
  r = _mm512_mask_or_epi32(r, nan, hi, _mm512_set1_epi32(0x40));
  _mm256_storeu_si256((__m256i *)p, _mm512_cvtepi32_epi16(r));
}
// The first n (< 8) lanes of v to p.
INLINE void v8_store_n(float *p, v8 v, int n) {
  _mm256_mask_storeu_ps(p, (__mmask8)((1u << n) - 1u), v);
}
#endif
