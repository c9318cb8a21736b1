// chunk_avx2.h: row-program chunks on x86-64-v3: 8 columns a chunk, F16C conversions.
// VL is the chunk width (columns per lane loop); VW the width of the GNU
// vectors the reduction helpers of rows.h use.
#ifndef FACET_KERNELS_CHUNK_AVX2_H
#define FACET_KERNELS_CHUNK_AVX2_H

#include "x86_avx2.h"

#define VL 8
#define VW 8
INLINE void ldv_f16(float *d, const uint16_t *s) {
  _mm256_storeu_ps(d, _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)s)));
}
INLINE void stv_f16(uint16_t *d, const float *s) {
  _mm_storeu_si128((__m128i *)d, _mm256_cvtps_ph(_mm256_loadu_ps(s),
                                                 _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
}
#endif
