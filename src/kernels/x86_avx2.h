// x86_avx2.h: vector helpers of the x86-64-v3 target (AVX2 + FMA + F16C).
//
// v8 is 8 floats; ld8/st8 and ld1/st1 move 8 or 1 elements of a storage
// type (f32, f16 with vcvtph2ps / vcvtps2ph, bf16 rounded to nearest even)
// to and from f32. Matmul kernels use these; row programs use f2h and the
// chunk helpers of chunk_avx2.h.
#ifndef FACET_KERNELS_X86_AVX2_H
#define FACET_KERNELS_X86_AVX2_H

#include <immintrin.h>

#include "convert.h"

typedef __m256 v8;
INLINE v8 v8_zero(void) { return _mm256_setzero_ps(); }
INLINE v8 v8_load(const float *p) { return _mm256_loadu_ps(p); }
INLINE v8 v8_loada(const float *p) { return _mm256_load_ps(p); }
INLINE void v8_store(float *p, v8 v) { _mm256_storeu_ps(p, v); }
INLINE void v8_storea(float *p, v8 v) { _mm256_store_ps(p, v); }
INLINE v8 v8_bcast(const float *p) { return _mm256_broadcast_ss(p); }
INLINE v8 v8_fma(v8 a, v8 b, v8 c) { return _mm256_fmadd_ps(a, b, c); }
INLINE v8 v8_add(v8 a, v8 b) { return _mm256_add_ps(a, b); }
INLINE float v8_hsum(v8 v) {
  __m128 s = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
  s = _mm_add_ps(s, _mm_movehl_ps(s, s));
  s = _mm_add_ss(s, _mm_movehdup_ps(s));
  return _mm_cvtss_f32(s);
}
INLINE void prefetch(const void *p) { _mm_prefetch((const char *)p, _MM_HINT_T0); }
// In-register transpose of 8 rows of 8 floats.
INLINE void v8_transpose8(v8 *r) {
  __m256 t0 = _mm256_unpacklo_ps(r[0], r[1]), t1 = _mm256_unpackhi_ps(r[0], r[1]);
  __m256 t2 = _mm256_unpacklo_ps(r[2], r[3]), t3 = _mm256_unpackhi_ps(r[2], r[3]);
  __m256 t4 = _mm256_unpacklo_ps(r[4], r[5]), t5 = _mm256_unpackhi_ps(r[4], r[5]);
  __m256 t6 = _mm256_unpacklo_ps(r[6], r[7]), t7 = _mm256_unpackhi_ps(r[6], r[7]);
  __m256 s0 = _mm256_shuffle_ps(t0, t2, 0x44), s1 = _mm256_shuffle_ps(t0, t2, 0xee);
  __m256 s2 = _mm256_shuffle_ps(t1, t3, 0x44), s3 = _mm256_shuffle_ps(t1, t3, 0xee);
  __m256 s4 = _mm256_shuffle_ps(t4, t6, 0x44), s5 = _mm256_shuffle_ps(t4, t6, 0xee);
  __m256 s6 = _mm256_shuffle_ps(t5, t7, 0x44), s7 = _mm256_shuffle_ps(t5, t7, 0xee);
  r[0] = _mm256_permute2f128_ps(s0, s4, 0x20);
  r[4] = _mm256_permute2f128_ps(s0, s4, 0x31);
  r[1] = _mm256_permute2f128_ps(s1, s5, 0x20);
  r[5] = _mm256_permute2f128_ps(s1, s5, 0x31);
  r[2] = _mm256_permute2f128_ps(s2, s6, 0x20);
  r[6] = _mm256_permute2f128_ps(s2, s6, 0x31);
  r[3] = _mm256_permute2f128_ps(s3, s7, 0x20);
  r[7] = _mm256_permute2f128_ps(s3, s7, 0x31);
}
// Element access by storage type: 8 at a time (ld8/st8) or one (ld1/st1).
INLINE v8 ld8_f32(const float *p) { return _mm256_loadu_ps(p); }
INLINE v8 ld8_f16(const uint16_t *p) {
  return _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)p));
}
INLINE v8 ld8_bf16(const uint16_t *p) {
  __m256i x = _mm256_cvtepu16_epi32(_mm_loadu_si128((const __m128i *)p));
  return _mm256_castsi256_ps(_mm256_slli_epi32(x, 16));
}
INLINE void st8_f32(float *p, v8 v) {
  __asm__("" : "+x"(v));
  _mm256_storeu_ps(p, v);
}
INLINE void st8_f16(uint16_t *p, v8 v) {
  _mm_storeu_si128((__m128i *)p, _mm256_cvtps_ph(v, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
}
INLINE void st8_bf16(uint16_t *p, v8 v) {
  __m256i x = _mm256_castps_si256(v);
  __m256i lsb = _mm256_and_si256(_mm256_srli_epi32(x, 16), _mm256_set1_epi32(1));
  __m256i r = _mm256_add_epi32(_mm256_add_epi32(x, _mm256_set1_epi32(0x7fff)), lsb);
  __m256i abs = _mm256_and_si256(x, _mm256_set1_epi32(0x7fffffff));
  __m256i nan = _mm256_cmpgt_epi32(abs, _mm256_set1_epi32(0x7f800000));
  __m256i qnan = _mm256_or_si256(x, _mm256_set1_epi32(0x400000));
  r = _mm256_srli_epi32(_mm256_blendv_epi8(r, qnan, nan), 16);
  __m128i h = _mm_packus_epi32(_mm256_castsi256_si128(r), _mm256_extracti128_si256(r, 1));
  _mm_storeu_si128((__m128i *)p, h);
}
INLINE float ld1_f32(const float *p) { return *p; }
INLINE float ld1_f16(const uint16_t *p) { return _cvtsh_ss(*p); }
INLINE float ld1_bf16(const uint16_t *p) { return bf2f(*p); }
// The empty asm keeps copy loops of f32 from becoming calls to memmove.
INLINE void st1_f32(float *p, float f) {
  __asm__("" : "+x"(f));
  *p = f;
}
INLINE void st1_f16(uint16_t *p, float f) {
  *p = (uint16_t)_cvtss_sh(f, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
}
INLINE uint16_t f2h(float f) { return (uint16_t)_cvtss_sh(f, _MM_FROUND_TO_NEAREST_INT); }
INLINE void st1_bf16(uint16_t *p, float f) { *p = f2bf(f); }
#endif
