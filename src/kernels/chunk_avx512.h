// chunk_avx512.h: row-program chunks on x86-64-v4: 16 columns a chunk, AVX-512 conversions.
// VL is the chunk width (columns per lane loop); VW the width of the GNU
// vectors the reduction helpers of rows.h use.
#ifndef FACET_KERNELS_CHUNK_AVX512_H
#define FACET_KERNELS_CHUNK_AVX512_H

#include "x86_avx512.h"

#define VL 16
#define VW 16
INLINE void ldv_f16(float *d, const uint16_t *s) {
  _mm512_storeu_ps(d, _mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)s)));
}
INLINE void stv_f16(uint16_t *d, const float *s) {
  _mm256_storeu_si256((__m256i *)d, _mm512_cvtps_ph(_mm512_loadu_ps(s),
                                                    _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
}
#endif
