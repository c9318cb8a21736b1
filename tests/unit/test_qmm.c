// test_qmm.c: the quantized matmul of src/kernels/quant.h (fk_qmm), on
// every path this CPU can run (the header compiled once per target's flags:
// tests/unit/qmm_target.c), against float64 references built here from the
// planar layouts as documented (not from the kernel's helpers).
//
// Both activation paths (act_bits 8 and 16: qmax = 127 or 32639). Two
// checks per output, each with a bound that a wrong block, lane, scale,
// offset or stride exceeds by orders of magnitude:
//
//  1. against Cq = sum_k W[n,k] * sa_b * q_k in float64: the exact product
//     of the dequantized weights and the activations as quantized by the
//     rules of quant.h (reproduced here with the same f32 operations, so
//     the integers are the kernel's). What is left is f32 rounding in the
//     kernel's sums: each of its f32 operations (the int32 -> f32 conversion
//     of a block's dot product included) rounds by at most 2^-24 relative,
//     no sum chains more than G + 32 of them (G blocks, lanes, the
//     horizontal sum), and intermediate terms are bounded by
//     mag = sum_k (U |dw_b| + |m_b|) |sa_b q_k| with U |dw_b| + |m_b| the
//     largest |u * dw + mw| of the kernel's forms: int8 U = 255 + 128 (q8_0)
//     or 15 + 128 with m (the +128 covers the offset forms); int16 U = 128
//     (q8_0 sign-extended), 8 (signed nibbles: q sign-extended, mw = m) or
//     15 with m. So |C - Cq| <= (G + 32) 2^-22 mag (int8) or 2^-23 mag
//     (int16, whose smaller U leaves the factor 2 for the conversion), plus
//     C's own rounding (f16 2^-11, bf16 2^-8 relative: half an ulp).
//  2. against the exact product with the unquantized activations: the
//     activation error per element is at most sa_b / 2 (the rounding to an
//     integer) plus f32 rounding of sa and of a * inv: int8 2^-20 amax_b;
//     int16 (2^-23 + 2^-24) amax_b < 2^-22 amax_b (a * inv is off by
//     32639 * 2^-23 units of sa at most, sa itself by 2^-24). So
//     |C - C_true| <= sum_k |W[n,k]| (sa_b / 2 + e amax_b) + bound 1: for
//     int16, sa_b / 2 = 2^-16 amax_b / (1 - 2^-15), i.e. about 2^-16 of
//     sum_k |W[n,k]| amax_b where int8 allows 2^-8. test_int16_rounding
//     shows that bound is tight enough to fail a wrong rounding.
#include "check.h"
#include "codegen/codegen_internal.h"
#include "qmm_impl.h"

#include <float.h>
#include <stdarg.h>
#include <stdlib.h>

// quant.h's FKQ16_QMAX: the int16 activations' largest integer.
#define QMAX16 32639.0f

static uint64_t rng_state = 0x9e3779b97f4a7c15u;
static uint32_t rnd(void) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return (uint32_t)(rng_state >> 16);
}
static double urand(double lo, double hi) { return lo + (hi - lo) * (rnd() / 4294967296.0); }

// A weight scheme as the test builds it.
typedef struct variant {
  const char *name;
  int scheme, signed_q, has_m, shift;
} variant;

static const variant variants[] = {
    {"q8_0", FK_Q8_0, 0, 0, 0},
    {"q4 unsigned + offset", FK_Q4, 0, 1, 0},
    {"q4 unsigned", FK_Q4, 0, 0, 0},
    {"q4 signed", FK_Q4, 1, 0, 0},
    {"q4 signed + offset", FK_Q4, 1, 1, 0},
    {"q4_K (min shift 4)", FK_Q4_K, 0, 1, 4},
    {"q4_K (min shift 0)", FK_Q4_K, 0, 1, 0},
};

// Random planes for N rows of K weights; the arrays are owned by the caller.
typedef struct planes {
  fk_qplanes p;
  uint16_t *d, *m;
  uint8_t *qs, *sc_hi, *sc_lo, *mn_hi, *mn_lo;
} planes;

static uint16_t rand_scale(double lo, double hi) {
  double v = urand(lo, hi);
  return f32_to_f16((float)(rnd() & 1 ? -v : v));
}

static uint8_t *rand_bytes(int64_t n) {
  uint8_t *p = malloc((size_t)n);
  for (int64_t i = 0; i < n; i++) p[i] = (uint8_t)rnd();
  return p;
}

static planes make_planes(const variant *v, int64_t N, int64_t K) {
  planes P = {0};
  int64_t G = K / 32, S = K / 256, nd = v->scheme == FK_Q4_K ? N * S : N * G;
  P.d = malloc((size_t)nd * 2);
  P.m = malloc((size_t)nd * 2);
  for (int64_t i = 0; i < nd; i++) {
    P.d[i] = rand_scale(0.002, 0.02);
    P.m[i] = rand_scale(0, 0.1);
    if (v->scheme == FK_Q4_K) P.d[i] &= 0x7fff, P.m[i] &= 0x7fff; // d, dmin >= 0 as ggml makes them
  }
  P.qs = rand_bytes(v->scheme == FK_Q8_0 ? N * K : N * K / 2);
  P.sc_hi = rand_bytes(N * S * 2 + 1), P.mn_hi = rand_bytes(N * S * 2 + 1);
  P.sc_lo = rand_bytes(N * S * 4 + 1), P.mn_lo = rand_bytes(N * S * 4 + 1);
  P.p = (fk_qplanes){v->scheme, v->signed_q, P.d,     v->has_m ? P.m : NULL, P.qs, NULL, NULL,
                     NULL,      NULL,        v->shift};
  if (v->scheme == FK_Q4_K)
    P.p.sc_hi = P.sc_hi, P.p.sc_lo = P.sc_lo, P.p.mn_hi = P.mn_hi, P.p.mn_lo = P.mn_lo;
  return P;
}

static void free_planes(planes *P) {
  free(P->d), free(P->m), free(P->qs);
  free(P->sc_hi), free(P->sc_lo), free(P->mn_hi), free(P->mn_lo);
}

// Weight (n, k) from the planes, as the layouts define it; *mag gets the
// magnitude of the kernel's intermediate terms for it (see the file comment).
static double weight(const variant *v, const planes *P, int64_t K, int64_t n, int64_t k,
                     double *mag, double *mag16) {
  int64_t G = K / 32, b = k / 32, e = k % 32;
  if (v->scheme == FK_Q8_0) {
    double d = f16_to_f32(P->d[n * G + b]);
    *mag = (255 + 128) * fabs(d);
    *mag16 = 128 * fabs(d);
    return (int8_t)P->qs[n * K + k] * d;
  }
  if (v->scheme == FK_Q4) {
    uint8_t byte = P->qs[n * K / 2 + b * 16 + e / 2];
    int q = e % 2 ? byte >> 4 : byte & 15;
    if (v->signed_q && q >= 8) q -= 16;
    double d = f16_to_f32(P->d[n * G + b]), m = v->has_m ? f16_to_f32(P->m[n * G + b]) : 0;
    *mag = (15 + 128) * fabs(d) + fabs(m);
    *mag16 = (v->signed_q ? 8 : 15) * fabs(d) + fabs(m);
    return q * d + m;
  }
  int64_t S = K / 256, ns = n * S + k / 256;
  int sb = (int)(k / 32 % 8);
  int sc = (P->sc_lo[ns * 4 + sb / 2] >> (sb % 2 * 4) & 15) |
           (P->sc_hi[ns * 2 + sb / 4] >> (sb % 4 * 2) & 3) << 4;
  int mn = (P->mn_lo[ns * 4 + sb / 2] >> (sb % 2 * 4) & 15) |
           (P->mn_hi[ns * 2 + sb / 4] >> (sb % 4 * 2) & 3) << v->shift;
  uint8_t byte = P->qs[n * K / 2 + b * 16 + e / 2];
  int q = e % 2 ? byte >> 4 : byte & 15;
  double d = f16_to_f32(P->d[ns]) * sc, dmin = f16_to_f32(P->m[ns]) * mn;
  *mag = (15 + 128) * fabs(d) + fabs(dmin);
  *mag16 = 15 * fabs(d) + fabs(dmin);
  return d * q - dmin;
}

// The activation quantization of quant.h for one block of 32 values to
// integers of at most qmax (127 or QMAX16).
static void quantize_block(const float *x, float qmax, int *q, float *sa, float *amax_out) {
  float amax = 0;
  for (int i = 0; i < 32; i++) {
    float ax = fabsf(x[i]);
    if (ax > amax || isnan(ax)) amax = ax;
  }
  bool finite = amax <= FLT_MAX;
  float inv = finite && amax >= 0x1p-100f ? qmax / amax : 0.0f;
  for (int i = 0; i < 32; i++) {
    float t = x[i] * inv;
    q[i] = finite ? (int)rintf(t) : 0;
  }
  *sa = amax / qmax;
  *amax_out = amax;
}

static int dsize(int dt) { return dt == 1 ? 4 : 2; }
static void store(int dt, void *p, int64_t i, float v) {
  if (dt == 1) ((float *)p)[i] = v;
  else if (dt == 2) ((uint16_t *)p)[i] = f32_to_f16(v);
  else ((uint16_t *)p)[i] = f32_to_bf16(v);
}
static float load(int dt, const void *p, int64_t i) {
  if (dt == 1) return ((const float *)p)[i];
  if (dt == 2) return f16_to_f32(((const uint16_t *)p)[i]);
  return bf16_to_f32(((const uint16_t *)p)[i]);
}
static const char *dname(int dt) { return dt == 1 ? "f32" : dt == 2 ? "f16" : "bf16"; }

// Activations in dtype dt, rows lda apart: mostly in [-1, 1], some blocks
// 30 times larger, some zero, some below the 2^-100 threshold (bf16/f32).
static void *make_acts(int dt, int64_t rows, int64_t K, int64_t lda) {
  uint8_t *A = malloc((size_t)(rows * lda * dsize(dt)));
  for (int64_t r = 0; r < rows; r++)
    for (int64_t b = 0; b < K / 32; b++) {
      uint32_t kind = rnd() % 16;
      double s = kind == 0 ? 30 : kind == 1 ? 0 : kind == 2 ? 1e-33 : 1;
      for (int e = 0; e < 32; e++)
        store(dt, A, r * lda + b * 32 + e, (float)(s * (urand(-1, 1) + urand(-1, 1)) / 2));
    }
  return A;
}

// The references for one product: Cq (quantized activations), Ct (as
// given), and their bounds (file comment); abs: sum_k |W[n,k] a_k| (the AMX
// path's bound); [rows][N] each.
typedef struct refs {
  double *cq, *ct, *tight, *quant, *abs;
} refs;

static refs make_refs(const variant *v, const planes *P, int bits, int dt, const void *A,
                      int64_t lda, int64_t rows, int64_t N, int64_t K) {
  refs R = {calloc((size_t)(rows * N), 8), calloc((size_t)(rows * N), 8),
            calloc((size_t)(rows * N), 8), calloc((size_t)(rows * N), 8),
            calloc((size_t)(rows * N), 8)};
  double *W = malloc((size_t)(N * K) * 8), *M = malloc((size_t)(N * K) * 8), m8;
  for (int64_t n = 0; n < N; n++)
    for (int64_t k = 0; k < K; k++)
      W[n * K + k] =
          weight(v, P, K, n, k, bits == 8 ? &M[n * K + k] : &m8, bits == 8 ? &m8 : &M[n * K + k]);
  double tight = ldexp(1, bits == 8 ? -22 : -23), aeps = ldexp(1, bits == 8 ? -20 : -22);
  int64_t G = K / 32;
  for (int64_t r = 0; r < rows; r++)
    for (int64_t b = 0; b < G; b++) {
      float x[32], sa, amax;
      int q[32];
      for (int e = 0; e < 32; e++) x[e] = load(dt, A, r * lda + b * 32 + e);
      quantize_block(x, bits == 8 ? 127.0f : QMAX16, q, &sa, &amax);
      for (int64_t n = 0; n < N; n++) {
        double cq = 0, ct = 0, mag = 0, qe = 0, abs = 0;
        for (int e = 0; e < 32; e++) {
          int64_t k = b * 32 + e;
          cq += W[n * K + k] * ((double)sa * q[e]);
          ct += W[n * K + k] * x[e];
          abs += fabs(W[n * K + k] * x[e]);
          mag += M[n * K + k] * fabs((double)sa * q[e]);
          qe += fabs(W[n * K + k]) * (sa / 2.0 + aeps * amax);
        }
        R.cq[r * N + n] += cq, R.ct[r * N + n] += ct;
        R.tight[r * N + n] += (double)(G + 32) * tight * mag;
        R.quant[r * N + n] += qe;
        R.abs[r * N + n] += abs;
      }
    }
  free(W), free(M);
  return R;
}

static void free_refs(refs *R) {
  free(R->cq), free(R->ct), free(R->tight), free(R->quant), free(R->abs);
}

static const uint32_t SENTINEL32 = 0x7fc0beefu;
static const uint16_t SENTINEL16 = 0x7e5au;

static bool sentinel(int dt, const void *C, int64_t i) {
  if (dt == 1) return ((const uint32_t *)C)[i] == SENTINEL32;
  return ((const uint16_t *)C)[i] == SENTINEL16;
}

static void *make_c(int dt, int64_t n) {
  void *C = malloc((size_t)(n * dsize(dt)));
  for (int64_t i = 0; i < n; i++)
    if (dt == 1) ((uint32_t *)C)[i] = SENTINEL32;
    else ((uint16_t *)C)[i] = SENTINEL16;
  return C;
}

// Scratch filled with garbage (NaN as floats): the kernel must write what
// it reads, padding included.
static void *make_scratch(size_t bytes) {
  size_t sz = (bytes + 64 + 63) / 64 * 64;
  uint8_t *s = aligned_alloc(64, sz);
  memset(s, 0xff, sz); // NaN as floats
  return s;
}

static int failures_reported;

// One call of impl and its checks; returns the number of bad outputs.
static int check_call(const qmm_impl *im, const variant *v, const planes *P, const refs *R, int adt,
                      const void *A, int64_t lda, int64_t rows, int64_t N, int64_t K, int64_t n0,
                      int64_t n1, int cdt) {
  int64_t ldc = N + 3;
  // The AMX prefill multiplies bf16: weights and activations each off by
  // 2^-9 relative, products 2^-8 (+ 2^-18), then at most K + 64 f32 roundings
  // of sums no larger than abs (1 + 2^-7).
  bool bf16 = im->amx && P->p.act_bits == 8 && rows > 8;
  double bf16_eps = ldexp(1, -8) + ldexp(1, -18) + (double)(K + 64) * ldexp(1, -23);
  void *C = make_c(cdt, rows * ldc);
  void *s = make_scratch(im->scratch(&P->p, rows, K));
  im->qmm(&P->p, adt, A, lda, rows, K, n0, n1, cdt, C, ldc, s);
  double oeps = cdt == 1 ? 0 : cdt == 2 ? ldexp(1, -11) : ldexp(1, -8); // half an ulp, relative
  int bad = 0;
  for (int64_t r = 0; r < rows; r++)
    for (int64_t n = 0; n < ldc; n++) {
      if (n < n0 || n >= n1) {
        bad += !sentinel(cdt, C, r * ldc + n);
        continue;
      }
      double c = load(cdt, C, r * ldc + n), cq = R->cq[r * N + n], ct = R->ct[r * N + n];
      double t1 = R->tight[r * N + n] + (fabs(cq) + R->tight[r * N + n]) * oeps + 1e-30;
      double t2 = t1 + R->quant[r * N + n] + fabs(ct) * oeps;
      bool ok = fabs(c - cq) <= t1 && fabs(c - ct) <= t2;
      if (bf16) {
        t1 = t2 = R->abs[r * N + n] * bf16_eps + fabs(ct) * oeps + 1e-30;
        ok = fabs(c - ct) <= t2;
      }
      if (!ok && failures_reported++ < 10)
        fprintf(stderr,
                "%s int%d %s K=%lld rows=%lld n=[%lld,%lld) %s->%s: C[%lld,%lld] = %.9g, "
                "Cq %.9g (tol %.3g), C_true %.9g (tol %.3g)\n",
                im->name, P->p.act_bits ? P->p.act_bits : 16, v->name, (long long)K,
                (long long)rows, (long long)n0, (long long)n1, dname(adt), dname(cdt), (long long)r,
                (long long)n, c, cq, t1, ct, t2);
      bad += !ok;
    }
  free(C), free(s);
  return bad;
}

static bool cpu_runs(const qmm_impl *im) {
  __builtin_cpu_init();
  if (im == &qmm_portable) return true;
  bool v3 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") &&
            __builtin_cpu_supports("f16c");
  if (im == &qmm_v3) return v3;
  bool v4 = v3 && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
            __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512dq");
  if (im == &qmm_v4) return v4;
  bool vnni = v4 && __builtin_cpu_supports("avx512vnni") && __builtin_cpu_supports("avx512bf16");
  if (im == &qmm_v4vnni) return vnni;
  return vnni && cpu_x86_level() >= 4; // AMX, and the OS's permission (which this asks for)
}

static const qmm_impl *const impls[] = {&qmm_portable, &qmm_v3, &qmm_v4, &qmm_v4vnni, &qmm_v4amx};
enum { NIMPL = sizeof impls / sizeof impls[0] };

// Each build took the path its flags select.
static void test_paths(void) {
  CHECK_EQ_INT(1, qmm_portable.path);
  CHECK_EQ_INT(2, qmm_v3.path);
  CHECK_EQ_INT(3, qmm_v4.path);
  CHECK_EQ_INT(0, qmm_v4.vnni);
  CHECK_EQ_INT(3, qmm_v4vnni.path);
  CHECK_EQ_INT(1, qmm_v4vnni.vnni);
  CHECK_EQ_INT(0, qmm_v4vnni.amx);
  CHECK_EQ_INT(1, qmm_v4amx.amx);
}

// Every scheme x K x rows x (a, c) dtypes on every path the CPU runs, with
// n-ranges that start at odd n0 and leave columns on both sides alone.
static void test_products(void) {
  // 224: whole steps of every tile then a partial one (7 blocks); 2304
  // (q4_K only): its eight super-blocks a step, then one
  static const int64_t Ks[] = {32, 96, 224, 256, 512, 768, 2304};
  static const int64_t rowss[] = {1, 2, 3, 5, 7, 8, 9, 17, 64, 70}; // 70: two row blocks
  const int64_t N = 11;
  int ran[NIMPL] = {0};
  for (size_t vi = 0; vi < sizeof variants / sizeof variants[0]; vi++) {
    const variant *v = &variants[vi];
    for (size_t ki = 0; ki < sizeof Ks / sizeof Ks[0]; ki++) {
      int64_t K = Ks[ki], lda = K + 5;
      if (v->scheme == FK_Q4_K ? K % 256 != 0 : K > 768) continue;
      planes P = make_planes(v, N, K);
      for (size_t ri = 0; ri < sizeof rowss / sizeof rowss[0]; ri++) {
        int64_t rows = rowss[ri];
        for (int adt = 1; adt <= 3; adt++) {
          void *A = make_acts(adt, rows, K, lda);
          for (int bits = 8; bits <= 16; bits += 8) {
            P.p.act_bits = bits == 16 && (ri + ki) % 2 ? 0 : bits; // 0 means 16
            refs R = make_refs(v, &P, bits, adt, A, lda, rows, N, K);
            for (int cdt = 1; cdt <= 3; cdt++)
              for (size_t ii = 0; ii < NIMPL; ii++) {
                if (!cpu_runs(impls[ii])) continue;
                int64_t n0 = (ri + (size_t)cdt) % 2 ? 1 : 3, n1 = (ri + ki) % 2 ? N : N - 2;
                CHECK_EQ_INT(
                    0, check_call(impls[ii], v, &P, &R, adt, A, lda, rows, N, K, n0, n1, cdt));
                ran[ii]++;
              }
            free_refs(&R);
          }
          free(A);
        }
      }
      free_planes(&P);
    }
  }
  for (size_t ii = 0; ii < NIMPL; ii++) {
    if (ran[ii]) printf("test_qmm: %s: %d products checked\n", impls[ii]->name, ran[ii]);
    else printf("test_qmm: %s: skipped, this CPU lacks its instructions\n", impls[ii]->name);
  }
}

// Prefill rows against a whole panel of 32 weight rows (the AMX path's two
// A tiles) and a partial one after it, 33 rows: a whole pair of B tiles and
// one row of the next. N = 300: the AMX path's groups of FKQ_AMX_NG (128)
// weight rows, two whole and a partial one, as a wide workgroup takes them.
static void test_tiles_n(int64_t N) {
  const int64_t K = 256, rows = 33, n0 = 3;
  for (size_t vi = 0; vi < sizeof variants / sizeof variants[0]; vi++) {
    const variant *v = &variants[vi];
    planes P = make_planes(v, N, K);
    void *A = make_acts(3, rows, K, K);
    for (int bits = 8; bits <= 16; bits += 8) {
      P.p.act_bits = bits;
      refs R = make_refs(v, &P, bits, 3, A, K, rows, N, K);
      for (size_t ii = 0; ii < NIMPL; ii++)
        if (cpu_runs(impls[ii]))
          CHECK_EQ_INT(0, check_call(impls[ii], v, &P, &R, 3, A, K, rows, N, K, n0, N, 1));
      free_refs(&R);
    }
    free(A);
    free_planes(&P);
  }
}

static void test_whole_tiles(void) {
  test_tiles_n(40);
  test_tiles_n(300);
}

// A NaN or an infinity in a row of A makes that row's outputs NaN (the
// AMX prefill: an infinity inf or NaN) and leaves the others as they were:
// a decode (3 rows) and a prefill (20).
static void test_nonfinite(void) {
  const int64_t N = 5, K = 256;
  for (int64_t rows = 3; rows <= 20; rows += 17)
    for (size_t vi = 0; vi < sizeof variants / sizeof variants[0]; vi++) {
      planes P = make_planes(&variants[vi], N, K);
      float *A = make_acts(1, rows, K, K);
      A[1 * K + 37] = NAN;
      A[2 * K + 200] = -INFINITY;
      for (size_t ii = 0; ii < 2 * NIMPL; ii++) {
        if (!cpu_runs(impls[ii % NIMPL])) continue;
        P.p.act_bits = ii < NIMPL ? 8 : 16;
        const qmm_impl *im = impls[ii % NIMPL];
        float *C = make_c(1, rows * N);
        void *s = make_scratch(im->scratch(&P.p, rows, K));
        im->qmm(&P.p, 1, A, K, rows, K, 0, N, 1, C, N, s);
        // the AMX prefill multiplies the infinity itself: inf or NaN
        bool bf16 = im->amx && P.p.act_bits == 8 && rows > 8;
        for (int64_t r = 0; r < rows; r++)
          for (int64_t n = 0; n < N; n++) {
            double c = C[r * N + n];
            CHECK(r == 1 || (r == 2 && !bf16) ? isnan(c) : r == 2 ? !isfinite(c) : isfinite(c));
          }
        free(C), free(s);
      }
      free(A);
      free_planes(&P);
    }
}

// Bound 2 of the int16 path is tight enough to fail a wrong rounding: with
// positive weights and activations a * inv = k + 0.8, rounding to nearest
// leaves +0.2 sa per element and truncation -0.8 sa, coherently, against an
// allowance of 0.5 sa (+ the f32 terms). The kernels pass; truncation and
// the int8 path (sa 258 times larger) exceed it.
static void test_int16_rounding(void) {
  const int64_t N = 3, K = 256, rows = 2;
  planes P = make_planes(&variants[0], N, K); // q8_0
  for (int64_t i = 0; i < N * K / 32; i++) P.d[i] = f32_to_f16(0.01f);
  memset(P.qs, 100, (size_t)(N * K));
  float *A = malloc((size_t)(rows * K) * 4);
  for (int64_t i = 0; i < rows * K; i++)
    A[i] = i % 32 ? (float)((rnd() % 30000 + 0.8) / QMAX16) : 1.0f;
  refs R = make_refs(&variants[0], &P, 16, 1, A, K, rows, N, K);
  for (int64_t r = 0; r < rows; r++)
    for (int64_t n = 0; n < N; n++) {
      double trunc = 0, t2 = R.tight[r * N + n] + R.quant[r * N + n] + 1e-30;
      double w = 100.0 * f16_to_f32(f32_to_f16(0.01f));
      for (int64_t k = 0; k < K; k++) // amax = 1: sa = 1 / QMAX16
        trunc += w * floor((double)A[r * K + k] * QMAX16) / QMAX16;
      CHECK(fabs(trunc - R.ct[r * N + n]) > t2);
    }
  for (size_t ii = 0; ii < 2 * NIMPL; ii++) {
    const qmm_impl *im = impls[ii % NIMPL];
    if (!cpu_runs(im)) continue;
    P.p.act_bits = ii < NIMPL ? 16 : 8;
    float *C = make_c(1, rows * N);
    void *s = make_scratch(im->scratch(&P.p, rows, K));
    im->qmm(&P.p, 1, A, K, rows, K, 0, N, 1, C, N, s);
    for (int64_t i = 0; i < rows * N; i++) {
      double t2 = R.tight[i] + R.quant[i] + 1e-30;
      bool within = fabs(C[i] - R.ct[i]) <= t2;
      CHECK(within == (ii < NIMPL));
    }
    free(C), free(s);
  }
  free_refs(&R);
  free(A);
  free_planes(&P);
}

static void vline(strbuf *out, int *depth, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  cg_vline(out, depth, fmt, ap);
  va_end(ap);
}

// quant.h is embedded for the emitters, and their output helper (which
// aborts on a brace it cannot indent) takes it whole.
static void test_embedded(void) {
  const char *text = cg_kernel_c("quant.h");
  CHECK(text != NULL);
  if (!text) return;
  CHECK(strstr(text, "#include \"") == NULL);
  strbuf out = {0};
  int depth = 0;
  vline(&out, &depth, "%s", text);
  CHECK_EQ_INT(0, depth);
  sb_free(&out);
}

int main(void) {
  test_paths();
  test_embedded();
  test_products();
  test_whole_tiles();
  test_nonfinite();
  test_int16_rounding();
  if (CHECK_DONE()) return 1;
  printf("test_qmm: ok\n");
  return 0;
}
