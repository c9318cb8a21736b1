// chunk_portable.h: row-program chunks on portable x86-64: 8 columns a chunk, software conversions.
// VL is the chunk width (columns per lane loop); VW the width of the GNU
// vectors the reduction helpers of rows.h use.
#ifndef FACET_KERNELS_CHUNK_PORTABLE_H
#define FACET_KERNELS_CHUNK_PORTABLE_H

#include "portable.h"

#define VL 8
#define VW 4
INLINE void ldv_f16(float *d, const uint16_t *s) {
  for (int l = 0; l < VL; l++)
    d[l] = h2f(s[l]);
}
INLINE void stv_f16(uint16_t *d, const float *s) {
  for (int l = 0; l < VL; l++)
    d[l] = f2h(s[l]);
}
#endif
