// peak: this machine's ceilings for S5 (bench/s5_llm.sh), on 1 and 2 threads:
//
//   - FMA peak, f32: 12 independent FMA chains per thread (more than latency
//     x ports, the chains kept in registers), AVX2 and AVX-512;
//   - bf16 dot-product peak (AVX512_BF16 vdpbf16ps: 2 multiply-adds per f32
//     lane), where the CPU has it: the ceiling of a bf16 GEMM;
//   - read bandwidth: a vectorised sum over --mb MiB (default 512, far beyond
//     the caches) read as 4 interleaved streams per thread, as
//     bench/gemm/gemm_bench.c measures it (one stream leaves the hardware
//     prefetchers short of the bandwidth).
//
//   peak [--reps=N] [--mb=M]    prints one JSON object: medians, GFLOP/s, GB/s
//
// Standalone (no facet): cc -O2 -pthread bench/peak.c -o peak.
#include <immintrin.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

#define CHAINS12(OP) OP(0) OP(1) OP(2) OP(3) OP(4) OP(5) OP(6) OP(7) OP(8) OP(9) OP(10) OP(11)

__attribute__((target("avx2,fma"), noinline)) static float fma_avx2(long iters) {
  __m256 a = _mm256_set1_ps(0.999f), b = _mm256_set1_ps(0.001f);
#define DECL(i) __m256 c##i = _mm256_set1_ps((float)i);
  CHAINS12(DECL)
#undef DECL
  for (long n = 0; n < iters; n++) {
#define STEP(i) c##i = _mm256_fmadd_ps(c##i, a, b);
    CHAINS12(STEP)
#undef STEP
  }
  __m256 s = _mm256_setzero_ps();
#define SUM(i) s = _mm256_add_ps(s, c##i);
  CHAINS12(SUM)
#undef SUM
  return _mm256_cvtss_f32(s);
}

__attribute__((target("avx512f"), noinline)) static float fma_avx512(long iters) {
  __m512 a = _mm512_set1_ps(0.999f), b = _mm512_set1_ps(0.001f);
#define DECL(i) __m512 c##i = _mm512_set1_ps((float)i);
  CHAINS12(DECL)
#undef DECL
  for (long n = 0; n < iters; n++) {
#define STEP(i) c##i = _mm512_fmadd_ps(c##i, a, b);
    CHAINS12(STEP)
#undef STEP
  }
  __m512 s = _mm512_setzero_ps();
#define SUM(i) s = _mm512_add_ps(s, c##i);
  CHAINS12(SUM)
#undef SUM
  return _mm512_reduce_add_ps(s);
}

// vdpbf16ps: per f32 lane, acc += a[2i] b[2i] + a[2i+1] b[2i+1]: 64 FLOP per
// instruction on a zmm.
__attribute__((target("avx512f,avx512bf16"), noinline)) static float dot_bf16(long iters) {
  __m512bh a = (__m512bh)_mm512_set1_epi16(0x3f80), b = (__m512bh)_mm512_set1_epi16(0x3a83);
#define DECL(i) __m512 c##i = _mm512_set1_ps((float)i);
  CHAINS12(DECL)
#undef DECL
  for (long n = 0; n < iters; n++) {
#define STEP(i) c##i = _mm512_dpbf16_ps(c##i, a, b);
    CHAINS12(STEP)
#undef STEP
  }
  __m512 s = _mm512_setzero_ps();
#define SUM(i) s = _mm512_add_ps(s, c##i);
  CHAINS12(SUM)
#undef SUM
  return _mm512_reduce_add_ps(s);
}

__attribute__((target("avx2"), noinline)) static float sum_avx2(const float *p, size_t n) {
  __m256 s[8];
  for (int i = 0; i < 8; i++) s[i] = _mm256_setzero_ps();
  size_t seg = n / 4 / 16 * 16;
  for (size_t i = 0; i < seg; i += 16)
    for (int j = 0; j < 4; j++) {
      s[j] = _mm256_add_ps(s[j], _mm256_load_ps(p + j * seg + i));
      s[j + 4] = _mm256_add_ps(s[j + 4], _mm256_load_ps(p + j * seg + i + 8));
    }
  for (int i = 1; i < 8; i++) s[0] = _mm256_add_ps(s[0], s[i]);
  return _mm256_cvtss_f32(s[0]);
}

enum { K_AVX2, K_AVX512, K_BF16, K_READ, KINDS };
static const char *const kind_name[KINDS] = {"fma_avx2", "fma_avx512", "dot_bf16", "read"};
static const double flop_per_iter[KINDS] = {12.0 * 16, 12.0 * 32, 12.0 * 64, 0};

typedef struct job {
  int kind;
  long iters;
  const float *p;
  size_t n;
  volatile float sink;
} job;

static void *job_run(void *arg) {
  job *j = arg;
  if (j->kind == K_AVX2) j->sink = fma_avx2(j->iters);
  else if (j->kind == K_AVX512) j->sink = fma_avx512(j->iters);
  else if (j->kind == K_BF16) j->sink = dot_bf16(j->iters);
  else j->sink = sum_avx2(j->p, j->n);
  return NULL;
}

// One sample on `threads` threads: GFLOP/s, or GB/s for the read.
static double sample(int kind, int threads, const float *buf, size_t n) {
  job jobs[2];
  pthread_t th[2];
  long iters = kind == K_AVX2 ? 20000000L : 10000000L;
  for (int t = 0; t < threads; t++)
    jobs[t] = (job){.kind = kind,
                    .iters = iters,
                    .p = buf + n / (size_t)threads * (size_t)t,
                    .n = n / (size_t)threads};
  double t0 = now();
  for (int t = 1; t < threads; t++) pthread_create(&th[t], NULL, job_run, &jobs[t]);
  job_run(&jobs[0]);
  for (int t = 1; t < threads; t++) pthread_join(th[t], NULL);
  double dt = now() - t0;
  if (kind == K_READ) return (double)n * 4 / dt * 1e-9;
  return flop_per_iter[kind] * (double)iters * threads / dt * 1e-9;
}

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  int reps = 5;
  size_t mb = 512;
  for (int i = 1; i < argc; i++) {
    if (!strncmp(argv[i], "--reps=", 7)) reps = atoi(argv[i] + 7);
    else if (!strncmp(argv[i], "--mb=", 5)) mb = (size_t)atol(argv[i] + 5);
    else return fputs("usage: peak [--reps=N] [--mb=M]\n", stderr), 2;
  }
  if (reps < 1 || reps > 64 || mb < 16) return fputs("peak: bad --reps or --mb\n", stderr), 2;
  __builtin_cpu_init();
  bool has[KINDS] = {__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"),
                     __builtin_cpu_supports("avx512f"), __builtin_cpu_supports("avx512bf16"),
                     __builtin_cpu_supports("avx2")};
  size_t n = mb << 20 >> 2;
  float *buf = aligned_alloc(64, n * sizeof(float));
  if (!buf) return fputs("peak: out of memory\n", stderr), 1;
  for (size_t i = 0; i < n; i++) buf[i] = (float)(i & 255);
  double v[KINDS][2][64];
  // interleaved: every probe once per round, so load changes hit all alike
  for (int r = 0; r < reps; r++)
    for (int k = 0; k < KINDS; k++)
      for (int t = 1; t <= 2; t++) v[k][t - 1][r] = has[k] ? sample(k, t, buf, n) : 0;
  printf("{");
  for (int k = 0; k < KINDS; k++)
    for (int t = 1; t <= 2; t++) {
      qsort(v[k][t - 1], (size_t)reps, sizeof(double), cmp);
      printf("%s\"%s_%dt\": %.2f", k || t > 1 ? ", " : "", kind_name[k], t, v[k][t - 1][reps / 2]);
    }
  printf(", \"reps\": %d, \"read_mib\": %zu}\n", reps, mb);
  free(buf);
  return 0;
}
