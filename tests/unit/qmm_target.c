// qmm_target.c: src/kernels/quant.h compiled with one target's flags; the
// Makefile builds it once per target (QMM_TARGET names it) into test_qmm.
#include "qmm_impl.h"

#define QMM_CAT(a, b) a##b
#define QMM_IMPL(t) QMM_CAT(qmm_, t)
#define QMM_STR(t) #t
#define QMM_NAME(t) QMM_STR(t)

static size_t scratch(const fk_qplanes *w, int64_t rows, int64_t K) {
  return fk_qmm_scratch(w, rows, K);
}

static void qmm(const fk_qplanes *w, int a_dtype, const void *A, int64_t lda, int64_t rows,
                int64_t K, int64_t n0, int64_t n1, int c_dtype, void *C, int64_t ldc, void *s) {
  fk_qmm(w, a_dtype, A, lda, rows, K, n0, n1, c_dtype, C, ldc, s);
}

#if defined(__AVX512VNNI__)
#define QMM_VNNI 1
#else
#define QMM_VNNI 0
#endif

const qmm_impl QMM_IMPL(QMM_TARGET) = {
    QMM_NAME(QMM_TARGET), FKQ_PATH, QMM_VNNI, FKQ_AMX, scratch, qmm};
