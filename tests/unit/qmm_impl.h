// qmm_impl.h: the entry points of src/kernels/quant.h as compiled for one
// target (tests/unit/qmm_target.c, built once per target's flags by the
// Makefile), for tests/unit/test_qmm.c.
#ifndef FACET_TEST_QMM_IMPL_H
#define FACET_TEST_QMM_IMPL_H

#include "kernels/quant.h"

typedef struct qmm_impl {
  const char *name;
  int path; // quant.h's FKQ_PATH: 1 portable, 2 AVX2, 3 AVX-512
  int vnni; // built with AVX512-VNNI
  int amx;  // built with AMX-INT8 (quant.h's FKQ_AMX)
  size_t (*scratch)(const fk_qplanes *w, int64_t rows, int64_t K);
  void (*qmm)(const fk_qplanes *w, int a_dtype, const void *A, int64_t lda, int64_t rows, int64_t K,
              int64_t n0, int64_t n1, int c_dtype, void *C, int64_t ldc, void *scratch);
} qmm_impl;

extern const qmm_impl qmm_portable, qmm_v3, qmm_v4, qmm_v4vnni, qmm_v4amx;

#endif
