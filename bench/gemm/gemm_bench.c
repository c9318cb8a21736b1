// gemm_bench.c: facet-compiled matmul modules against OpenBLAS cblas_sgemm
// and oneDNN dnnl_sgemm, side by side in one run, with this machine's
// ceilings measured in the same run and its CPU named.
//
// Uses only the public runtime API (include/facet/runtime.h), cblas and
// oneDNN's C API (Debian libdnnl-dev 2.6, OpenMP threads). Every
// function of every module given is one shape: A[M,K] x B[K,N] as compiled by
// facet-compile from a torch.aten.mm (bench/gemm/run.sh writes the .mlir).
// The f32 functions are compared with cblas_sgemm on the same f32 data; the
// f16 functions (A, B and C 16-bit) with the libraries' sgemm of the same
// shape in f32 (neither has a 16-bit GEMM in its C API) and with facet's
// own f32 function of that shape; the bf16 functions with OpenBLAS's sgemm
// and oneDNN's bf16 matmul primitive (bf16 A, B and C, f32 sums: AMX or
// vdpbf16ps where the CPU has them), created once a shape, its B in the
// plain row-major layout (reordered by oneDNN in each call, as facet packs
// it in each call).
//
// Method (bench, never a test): for each shape, repetitions; in each, facet,
// OpenBLAS and oneDNN at 1 thread back to back, then the three at 2 threads,
// in an order that rotates with the repetition, with a pause after each
// library's 2-thread sample (OpenBLAS and OpenMP workers spin for a while
// after a call). Each sample is the mean time of enough calls to last >=
// --min-ms. The table prints medians of GFLOP/s, and facet's speedups as
// the median of the per-repetition ratios: a VM's load drifts over minutes,
// more than facet and oneDNN differ on large shapes, and the three samples
// of one repetition meet the same load. B is rotated
// over several copies (>= --footprint-mb in all) so that decode-sized
// shapes read their weights from DRAM, as a real model's weights would be,
// and not from a last-level cache that holds one 64 MiB matrix.
//
// Ceilings, measured in the same run (interleaved with the shapes, medians):
//   peak FMA: independent FMA chains, AVX2 (12 ymm) and AVX-512 (12 zmm),
//             1 and 2 threads;
//   read bandwidth: a vectorised sum over --footprint-mb (4 streams per
//             thread), 1 and 2 threads.
//
//   gemm_bench [--reps=N] [--min-ms=T] [--footprint-mb=MB] [--only=SUBSTR]
//              [--huge-pages] MODULE.facet...
#include "facet/runtime.h"

#include <cblas.h>
#include <cpuid.h>
#include <immintrin.h>
#include <math.h>
#include <oneapi/dnnl/dnnl.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

void openblas_set_num_threads(int num_threads);
char *openblas_get_corename(void);
void omp_set_num_threads(int num_threads);

static int g_reps = 7;
static double g_min_ms = 150;
static size_t g_footprint = (size_t)512 << 20;
static const char *g_only;
static bool g_huge_pages;

// Every buffer of the bench (inputs, B's copies, each library's C and
// facet's results): 64-byte aligned on 4 KiB pages, as aligned_alloc gives
// them where THP is "madvise"; with --huge-pages 2 MiB aligned and offered
// to transparent huge pages, for all the libraries alike.
static void *bench_alloc(size_t size, size_t alignment) {
  const size_t al = g_huge_pages ? (size_t)2 << 20 : alignment < 64 ? 64 : alignment;
  void *p = aligned_alloc(al, (size + al - 1) / al * al);
  if (p && g_huge_pages) madvise(p, (size + al - 1) / al * al, MADV_HUGEPAGE);
  return p;
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double median(double *v, int n) {
  qsort(v, (size_t)n, sizeof(double), cmp_double);
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

static void die_status(facet_status_t s, const char *what) {
  if (!s) return;
  fprintf(stderr, "gemm_bench: %s: %s\n", what, facet_status_message(s));
  exit(1);
}

static void pause_ms(int ms) {
  struct timespec t = {ms / 1000, (long)(ms % 1000) * 1000000L};
  nanosleep(&t, NULL);
}

//
// A caching allocator: results of the same size are reused, so that a call
// does not pay for fresh pages (OpenBLAS writes into a preallocated C).
//
enum { CACHE_SLOTS = 64 };
typedef struct cache_alloc {
  pthread_mutex_t mu;
  struct {
    void *p;
    size_t size;
    bool used;
  } slot[CACHE_SLOTS];
} cache_alloc;

static void *cache_alloc_fn(void *self, size_t size, size_t alignment) {
  cache_alloc *c = self;
  pthread_mutex_lock(&c->mu);
  for (int i = 0; i < CACHE_SLOTS; i++) {
    if (c->slot[i].p && !c->slot[i].used && c->slot[i].size == size) {
      c->slot[i].used = true;
      pthread_mutex_unlock(&c->mu);
      return c->slot[i].p;
    }
  }
  void *p = bench_alloc(size, alignment);
  for (int i = 0; p && i < CACHE_SLOTS; i++) {
    if (!c->slot[i].p) {
      c->slot[i].p = p;
      c->slot[i].size = size;
      c->slot[i].used = true;
      break;
    }
  }
  pthread_mutex_unlock(&c->mu);
  return p;
}

static void cache_free_fn(void *self, void *ptr) {
  cache_alloc *c = self;
  if (!ptr) return;
  pthread_mutex_lock(&c->mu);
  for (int i = 0; i < CACHE_SLOTS; i++) {
    if (c->slot[i].p == ptr) {
      c->slot[i].used = false;
      pthread_mutex_unlock(&c->mu);
      return;
    }
  }
  pthread_mutex_unlock(&c->mu);
  free(ptr); // not cached (the table was full)
}

//
// Ceilings: peak FMA and read bandwidth, on 1 or 2 threads.
//
// Independent FMA chains (more than latency x ports), the ceiling of a core;
// the chains stay in registers (checked in the disassembly).
__attribute__((target("avx2,fma"), noinline)) static float fma_avx2(long iters) {
  __m256 a = _mm256_set1_ps(0.999f), b = _mm256_set1_ps(0.001f);
  __m256 c0 = _mm256_set1_ps(0), c1 = _mm256_set1_ps(1), c2 = _mm256_set1_ps(2),
         c3 = _mm256_set1_ps(3), c4 = _mm256_set1_ps(4), c5 = _mm256_set1_ps(5),
         c6 = _mm256_set1_ps(6), c7 = _mm256_set1_ps(7), c8 = _mm256_set1_ps(8),
         c9 = _mm256_set1_ps(9), c10 = _mm256_set1_ps(10), c11 = _mm256_set1_ps(11);
  for (long n = 0; n < iters; n++) {
    c0 = _mm256_fmadd_ps(c0, a, b);
    c1 = _mm256_fmadd_ps(c1, a, b);
    c2 = _mm256_fmadd_ps(c2, a, b);
    c3 = _mm256_fmadd_ps(c3, a, b);
    c4 = _mm256_fmadd_ps(c4, a, b);
    c5 = _mm256_fmadd_ps(c5, a, b);
    c6 = _mm256_fmadd_ps(c6, a, b);
    c7 = _mm256_fmadd_ps(c7, a, b);
    c8 = _mm256_fmadd_ps(c8, a, b);
    c9 = _mm256_fmadd_ps(c9, a, b);
    c10 = _mm256_fmadd_ps(c10, a, b);
    c11 = _mm256_fmadd_ps(c11, a, b);
  }
  c0 = _mm256_add_ps(_mm256_add_ps(_mm256_add_ps(c0, c1), _mm256_add_ps(c2, c3)),
                     _mm256_add_ps(_mm256_add_ps(c4, c5), _mm256_add_ps(c6, c7)));
  c0 = _mm256_add_ps(c0, _mm256_add_ps(_mm256_add_ps(c8, c9), _mm256_add_ps(c10, c11)));
  return _mm256_cvtss_f32(c0);
}

__attribute__((target("avx512f"), noinline)) static float fma_avx512(long iters) {
  __m512 a = _mm512_set1_ps(0.999f), b = _mm512_set1_ps(0.001f);
  __m512 c0 = _mm512_set1_ps(0), c1 = _mm512_set1_ps(1), c2 = _mm512_set1_ps(2),
         c3 = _mm512_set1_ps(3), c4 = _mm512_set1_ps(4), c5 = _mm512_set1_ps(5),
         c6 = _mm512_set1_ps(6), c7 = _mm512_set1_ps(7), c8 = _mm512_set1_ps(8),
         c9 = _mm512_set1_ps(9), c10 = _mm512_set1_ps(10), c11 = _mm512_set1_ps(11);
  for (long n = 0; n < iters; n++) {
    c0 = _mm512_fmadd_ps(c0, a, b);
    c1 = _mm512_fmadd_ps(c1, a, b);
    c2 = _mm512_fmadd_ps(c2, a, b);
    c3 = _mm512_fmadd_ps(c3, a, b);
    c4 = _mm512_fmadd_ps(c4, a, b);
    c5 = _mm512_fmadd_ps(c5, a, b);
    c6 = _mm512_fmadd_ps(c6, a, b);
    c7 = _mm512_fmadd_ps(c7, a, b);
    c8 = _mm512_fmadd_ps(c8, a, b);
    c9 = _mm512_fmadd_ps(c9, a, b);
    c10 = _mm512_fmadd_ps(c10, a, b);
    c11 = _mm512_fmadd_ps(c11, a, b);
  }
  c0 = _mm512_add_ps(_mm512_add_ps(_mm512_add_ps(c0, c1), _mm512_add_ps(c2, c3)),
                     _mm512_add_ps(_mm512_add_ps(c4, c5), _mm512_add_ps(c6, c7)));
  c0 = _mm512_add_ps(c0, _mm512_add_ps(_mm512_add_ps(c8, c9), _mm512_add_ps(c10, c11)));
  return _mm512_reduce_add_ps(c0);
}

// A sum over [p, p + n) read as 4 interleaved streams (4 segments read side
// by side): one sequential stream leaves the hardware prefetchers short of
// the machine's bandwidth (10.6 GB/s here against 13.9 for 4 streams, on 1
// thread), and the kernels read several rows of B at once.
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

typedef struct probe {
  int kind; // 0 AVX2 FMA, 1 AVX-512 FMA, 2 read
  long iters;
  const float *p;
  size_t n;
  volatile float sink;
} probe;

static void *probe_run(void *arg) {
  probe *p = arg;
  if (p->kind == 0) p->sink = fma_avx2(p->iters);
  else if (p->kind == 1) p->sink = fma_avx512(p->iters);
  else p->sink = sum_avx2(p->p, p->n);
  return NULL;
}

// One sample of a probe on `threads` threads: GFLOP/s or GB/s.
static double probe_sample(int kind, int threads, const float *buf, size_t n) {
  probe pr[2];
  pthread_t th[2];
  long iters = kind == 0 ? 40000000L : 20000000L;
  for (int t = 0; t < threads; t++) {
    pr[t] = (probe){.kind = kind,
                    .iters = iters,
                    .p = buf + n / (size_t)threads * (size_t)t,
                    .n = n / (size_t)threads};
  }
  double t0 = now();
  for (int t = 1; t < threads; t++) pthread_create(&th[t], NULL, probe_run, &pr[t]);
  probe_run(&pr[0]);
  for (int t = 1; t < threads; t++) pthread_join(th[t], NULL);
  double dt = now() - t0;
  if (kind == 2) return (double)n * 4 / dt * 1e-9;
  double flop_per_iter = kind == 0 ? 12.0 * 16 : 12.0 * 32;
  return flop_per_iter * (double)iters * threads / dt * 1e-9;
}

enum { MAX_REPS = 64 };
typedef struct ceilings {
  double fma[2][2][MAX_REPS]; // [avx2|avx512][threads-1][sample]
  double bw[2][MAX_REPS];
  int count;
  bool avx512;
  float *buf;
  size_t n;
} ceilings;

static void ceilings_sample(ceilings *c) {
  if (c->count >= MAX_REPS) return;
  for (int t = 1; t <= 2; t++) {
    c->fma[0][t - 1][c->count] = probe_sample(0, t, NULL, 0);
    c->fma[1][t - 1][c->count] = c->avx512 ? probe_sample(1, t, NULL, 0) : 0;
    c->bw[t - 1][c->count] = probe_sample(2, t, c->buf, c->n);
  }
  c->count++;
}

//
// Shapes
//
typedef struct shape {
  facet_function_t *fn;
  const char *name;
  facet_dtype_t dtype;
  int64_t m, n, k;
  int copies;               // copies of B in rotation
  facet_tensor_t *a;        // A in the function's dtype
  facet_tensor_t **b;       // copies of B in the function's dtype
  float *af, **bf, *cf;     // f32 data for OpenBLAS (f32 shapes: the same values)
  double t[3][2][MAX_REPS]; // [facet|blas|dnnl][threads-1][rep] seconds per call
  double err;               // max |facet - blas| / max |blas|
  // bf16: oneDNN's matmul primitive and its memory objects (C in bf16)
  dnnl_primitive_t mm;
  dnnl_memory_t mm_a, mm_b, mm_c;
  uint16_t *c16;
} shape;

static uint64_t rng = 0x9E3779B97F4A7C15ull;
static float rnd(void) {
  rng = rng * 6364136223846793005ull + 1442695040888963407ull;
  return (float)((double)(rng >> 11) * 0x1p-53 * 2.0 - 1.0);
}

__attribute__((target("f16c"))) static uint16_t f2h(float f) { return (uint16_t)_cvtss_sh(f, 0); }
__attribute__((target("f16c"))) static float h2f(uint16_t h) { return _cvtsh_ss(h); }
// bf16 by truncation: the test values only need to be bf16 numbers.
static uint16_t f2bf(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return (uint16_t)(u >> 16);
}
static float bf2f(uint16_t h) {
  uint32_t u = (uint32_t)h << 16;
  float f;
  memcpy(&f, &u, 4);
  return f;
}
// A 16-bit value of dtype dt widened.
static float widen16(facet_dtype_t dt, uint16_t h) {
  return dt == FACET_DTYPE_BF16 ? bf2f(h) : h2f(h);
}

// The CPU by name (the first "model name" of /proc/cpuinfo: a VM may say only
// "AMD EPYC") and by CPUID family / model, which do name the generation
// (AMD family 0x19 = Zen 3/4, 0x1a = Zen 5; Intel family 6 model 0x8f =
// Sapphire Rapids), and its avx512_bf16.
static void print_cpu(void) {
  char line[256], name[256] = "?";
  FILE *f = fopen("/proc/cpuinfo", "r");
  while (f && fgets(line, sizeof line, f)) {
    char *colon = strchr(line, ':');
    if (strncmp(line, "model name", 10) == 0 && colon) {
      snprintf(name, sizeof name, "%s", colon + 2);
      name[strcspn(name, "\n")] = 0;
      break;
    }
  }
  if (f) fclose(f);
  unsigned a = 0, b, c, d, bf16 = 0;
  __get_cpuid(1, &a, &b, &c, &d);
  unsigned family = ((a >> 8) & 0xf) + ((a >> 8 & 0xf) == 0xf ? (a >> 20) & 0xff : 0);
  unsigned model = ((a >> 4) & 0xf) | ((a >> 12) & 0xf0);
  if (__get_cpuid_count(7, 1, &a, &b, &c, &d)) bf16 = (a >> 5) & 1;
  printf("CPU: %s, family 0x%x model 0x%x, %ld CPUs online, avx512_bf16 %s\n", name, family, model,
         sysconf(_SC_NPROCESSORS_ONLN), bf16 ? "yes" : "no");
}

static const char *dnnl_isa_name(dnnl_cpu_isa_t isa) {
  switch (isa) {
  case dnnl_cpu_isa_avx2: return "avx2";
  case dnnl_cpu_isa_avx2_vnni: return "avx2_vnni";
  case dnnl_cpu_isa_avx512_core: return "avx512_core";
  case dnnl_cpu_isa_avx512_core_vnni: return "avx512_core_vnni";
  case dnnl_cpu_isa_avx512_core_bf16: return "avx512_core_bf16";
  case dnnl_cpu_isa_avx512_core_amx: return "avx512_core_amx";
  default: return "other";
  }
}

static bool wanted(const char *name) { return !g_only || strstr(name, g_only); }

// A tensor of random values in [-1, 1) and its f32 values for OpenBLAS:
// for f32 the tensor wraps *mirror itself; for f16 *mirror holds the f16
// values widened.
static facet_tensor_t *make_tensor(facet_runtime_t *rt, facet_dtype_t dt, int64_t r, int64_t c,
                                   float **mirror) {
  int64_t dims[2] = {r, c};
  size_t n = (size_t)(r * c);
  float *f = bench_alloc(n * sizeof(float), 64);
  facet_tensor_t *t;
  if (dt == FACET_DTYPE_F32) {
    die_status(facet_tensor_wrap(rt, dt, 2, dims, f, n * sizeof(float), &t), "tensor");
    for (size_t i = 0; i < n; i++) f[i] = rnd();
  } else {
    die_status(facet_tensor_create(rt, dt, 2, dims, &t), "tensor");
    uint16_t *d = facet_tensor_data(t);
    for (size_t i = 0; i < n; i++) {
      d[i] = dt == FACET_DTYPE_BF16 ? f2bf(rnd()) : f2h(rnd());
      f[i] = widen16(dt, d[i]);
    }
  }
  *mirror = f;
  return t;
}

static void dnnl_check(dnnl_status_t st, const char *what) {
  if (st != dnnl_success) {
    fprintf(stderr, "gemm_bench: oneDNN %s failed (%d)\n", what, (int)st);
    exit(1);
  }
}

static dnnl_engine_t g_engine;
static dnnl_stream_t g_stream;

// oneDNN's bf16 matmul for shape s: C[M,N] = A[M,K] B[K,N], all row-major.
static void dnnl_bf16_init(shape *s) {
  if (!g_engine) {
    dnnl_check(dnnl_engine_create(&g_engine, dnnl_cpu, 0), "engine");
    dnnl_check(dnnl_stream_create(&g_stream, g_engine, dnnl_stream_default_flags), "stream");
  }
  dnnl_memory_desc_t a, b, c;
  dnnl_dims_t ad = {s->m, s->k}, bd = {s->k, s->n}, cd = {s->m, s->n};
  dnnl_check(dnnl_memory_desc_init_by_tag(&a, 2, ad, dnnl_bf16, dnnl_ab), "memory desc");
  dnnl_check(dnnl_memory_desc_init_by_tag(&b, 2, bd, dnnl_bf16, dnnl_ab), "memory desc");
  dnnl_check(dnnl_memory_desc_init_by_tag(&c, 2, cd, dnnl_bf16, dnnl_ab), "memory desc");
  dnnl_matmul_desc_t md;
  dnnl_check(dnnl_matmul_desc_init(&md, &a, &b, NULL, &c), "matmul desc");
  dnnl_primitive_desc_t pd;
  dnnl_check(dnnl_primitive_desc_create(&pd, &md, NULL, g_engine, NULL), "matmul");
  dnnl_check(dnnl_primitive_create(&s->mm, pd), "matmul primitive");
  dnnl_primitive_desc_destroy(pd);
  s->c16 = bench_alloc((size_t)(s->m * s->n) * 2, 64);
  dnnl_check(dnnl_memory_create(&s->mm_a, &a, g_engine, facet_tensor_data(s->a)), "memory");
  dnnl_check(dnnl_memory_create(&s->mm_b, &b, g_engine, facet_tensor_data(s->b[0])), "memory");
  dnnl_check(dnnl_memory_create(&s->mm_c, &c, g_engine, s->c16), "memory");
}

static bool shape_init(shape *s, facet_runtime_t *rt, facet_function_t *fn) {
  facet_tensor_signature_t a, b, c;
  if (facet_function_input_count(fn) != 2 || facet_function_output_count(fn) != 1) return false;
  die_status(facet_function_input(fn, 0, &a), "signature");
  die_status(facet_function_input(fn, 1, &b), "signature");
  die_status(facet_function_output(fn, 0, &c), "signature");
  if (a.rank != 2 || b.rank != 2 || a.dims[1] != b.dims[0] || a.dims[0] < 0 || b.dims[1] < 0)
    return false;
  s->fn = fn;
  s->name = facet_function_name(fn);
  s->dtype = a.dtype;
  s->m = a.dims[0];
  s->k = a.dims[1];
  s->n = b.dims[1];
  size_t bbytes = (size_t)(s->k * s->n) * facet_dtype_size(s->dtype);
  s->copies = (int)(g_footprint / bbytes);
  if (s->copies < 1) s->copies = 1;
  if (s->copies > 16) s->copies = 16;
  s->a = make_tensor(rt, s->dtype, s->m, s->k, &s->af);
  s->b = calloc((size_t)s->copies, sizeof *s->b);
  s->bf = calloc((size_t)s->copies, sizeof *s->bf);
  for (int i = 0; i < s->copies; i++) {
    s->b[i] = make_tensor(rt, s->dtype, s->k, s->n, &s->bf[i]);
  }
  s->cf = bench_alloc(sizeof(float) * (size_t)(s->m * s->n), 64);
  if (s->dtype == FACET_DTYPE_BF16) dnnl_bf16_init(s);
  return true;
}

static void shape_free(shape *s) {
  facet_tensor_release(s->a);
  for (int i = 0; i < s->copies; i++) {
    facet_tensor_release(s->b[i]);
    free(s->bf[i]);
  }
  free(s->b);
  free(s->bf);
  free(s->af);
  free(s->cf);
  if (s->mm) {
    dnnl_primitive_destroy(s->mm);
    dnnl_memory_destroy(s->mm_a);
    dnnl_memory_destroy(s->mm_b);
    dnnl_memory_destroy(s->mm_c);
    free(s->c16);
  }
}

static int g_rot;

static void facet_call(shape *s, facet_function_t *fn) {
  facet_tensor_t *in[2] = {s->a, s->b[g_rot++ % s->copies]}, *out[1];
  die_status(facet_function_call(fn, in, 2, out, 1), s->name);
  facet_tensor_release(out[0]);
}

static void blas_call(shape *s) {
  cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, (int)s->m, (int)s->n, (int)s->k, 1.0f,
              s->af, (int)s->k, s->bf[g_rot++ % s->copies], (int)s->n, 0.0f, s->cf, (int)s->n);
}

static void dnnl_call(shape *s) {
  if (s->mm) {
    dnnl_check(dnnl_memory_set_data_handle(s->mm_b, facet_tensor_data(s->b[g_rot++ % s->copies])),
               "memory");
    dnnl_exec_arg_t args[3] = {
        {DNNL_ARG_SRC, s->mm_a}, {DNNL_ARG_WEIGHTS, s->mm_b}, {DNNL_ARG_DST, s->mm_c}};
    dnnl_check(dnnl_primitive_execute(s->mm, g_stream, 3, args), "matmul");
    dnnl_check(dnnl_stream_wait(g_stream), "stream");
    return;
  }
  dnnl_status_t st = dnnl_sgemm('N', 'N', s->m, s->n, s->k, 1.0f, s->af, s->k,
                                s->bf[g_rot++ % s->copies], s->n, 0.0f, s->cf, s->n);
  if (st != dnnl_success) {
    fprintf(stderr, "gemm_bench: dnnl_sgemm failed (%d)\n", (int)st);
    exit(1);
  }
}

// One call of facet (fn), OpenBLAS (lib 1) or oneDNN (lib 2).
static void one_call(shape *s, facet_function_t *fn, int lib) {
  if (lib == 1) blas_call(s);
  else if (lib == 2) dnnl_call(s);
  else facet_call(s, fn);
}

// Seconds per call: the mean over enough calls to last g_min_ms.
static double sample(shape *s, facet_function_t *fn, int lib, int *calls) {
  if (*calls == 0) { // calibrate with one call (also a warm-up)
    double t0 = now();
    one_call(s, fn, lib);
    double dt = now() - t0;
    *calls = (int)(g_min_ms * 1e-3 / (dt > 1e-6 ? dt : 1e-6));
    if (*calls < 1) *calls = 1;
    if (*calls > 10000) *calls = 10000;
  }
  double t0 = now();
  for (int i = 0; i < *calls; i++) one_call(s, fn, lib);
  return (now() - t0) / *calls;
}

// max |facet - blas| / max |blas| for one call on copy 0 of B.
static double check(shape *s, facet_function_t *fn) {
  facet_tensor_t *in[2] = {s->a, s->b[0]}, *out[1];
  die_status(facet_function_call(fn, in, 2, out, 1), s->name);
  cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, (int)s->m, (int)s->n, (int)s->k, 1.0f,
              s->af, (int)s->k, s->bf[0], (int)s->n, 0.0f, s->cf, (int)s->n);
  const void *d = facet_tensor_data(out[0]);
  double num = 0, den = 0;
  for (int64_t i = 0; i < s->m * s->n; i++) {
    double f = s->dtype == FACET_DTYPE_F32 ? ((const float *)d)[i]
                                           : widen16(s->dtype, ((const uint16_t *)d)[i]);
    double r = s->cf[i];
    if (fabs(f - r) > num || isnan(f)) num = isnan(f) ? INFINITY : fabs(f - r);
    if (fabs(r) > den) den = fabs(r);
  }
  facet_tensor_release(out[0]);
  return den > 0 ? num / den : num;
}

// One sample of library lib (0 facet, 1 OpenBLAS, 2 oneDNN) at t threads.
static void sample_lib(shape *s, facet_function_t *fn2, int lib, int t, int r, int calls[3][2]) {
  if (lib == 1) openblas_set_num_threads(t);
  if (lib == 2) omp_set_num_threads(t);
  s->t[lib][t - 1][r] = sample(s, lib == 0 && t == 2 ? fn2 : s->fn, lib, &calls[lib][t - 1]);
  if (lib != 0 && t == 2) pause_ms(250); // its workers spin a while after a call
}

// Per repetition, the three libraries run back to back at 1 thread, then
// at 2, in an order that rotates with the repetition, so that each is first
// as often as the others and a drift of the machine meets all three alike.
static void measure(shape *s, facet_function_t *fn2) {
  int calls[3][2] = {{0}};
  s->err = check(s, s->fn);
  for (int r = 0; r < g_reps; r++)
    for (int t = 1; t <= 2; t++)
      for (int i = 0; i < 3; i++) sample_lib(s, fn2, (r + i) % 3, t, r, calls);
}

// facet's speedup over library lib at t threads: the median over the
// repetitions of each one's ratio (the samples of one repetition are
// seconds apart, the repetitions minutes: pairing cancels the slow drift).
static double paired_ratio(const shape *s, int lib, int t) {
  double q[MAX_REPS];
  for (int r = 0; r < g_reps; r++) q[r] = s->t[lib][t - 1][r] / s->t[0][t - 1][r];
  return median(q, g_reps);
}

static double gflops(const shape *s, double t) {
  return 2.0 * (double)s->m * s->n * s->k / t * 1e-9;
}

// One line of the table, kept for the summary.
typedef struct result {
  facet_dtype_t dtype;
  int64_t m, n, k;
  double g[3][2]; // [facet|blas|dnnl][threads-1] GFLOP/s
  double q[3][2]; // facet's paired speedup over [-|blas|dnnl][threads-1]
  double bgbs[2]; // facet: GB/s of B read, [threads-1]
} result;
enum { MAX_RESULTS = 256 };
static result g_res[MAX_RESULTS];
static int g_nres;

static const result *find(facet_dtype_t dt, int64_t m, int64_t n, int64_t k) {
  for (int i = 0; i < g_nres; i++)
    if (g_res[i].dtype == dt && g_res[i].m == m && g_res[i].n == n && g_res[i].k == k)
      return &g_res[i];
  return NULL;
}

// The targets of the issue, judged against the ceilings of this run.
static void summary(double fma2, double fma512, const double bw[2]) {
  printf("targets:\n");
  for (int t = 0; t < 2; t++) {
    double lo = INFINITY, hi = 0;
    for (int i = 0; i < g_nres; i++) {
      const result *r = &g_res[i];
      if (r->dtype != FACET_DTYPE_F32 || r->m < 128) continue;
      double q = r->q[1][t];
      lo = q < lo ? q : lo;
      hi = q > hi ? q : hi;
    }
    if (hi > 0)
      printf("  f32 M >= 128, %dt: facet/OpenBLAS %.2f .. %.2f (target >= 1.0)\n", t + 1, lo, hi);
  }
  for (int t = 0; t < 2; t++) {
    for (int i = 0; i < g_nres; i++) {
      const result *r = &g_res[i];
      if (r->dtype == FACET_DTYPE_F32 && (r->m >= 128 || r->m == 8))
        printf("  f32 (%lld, %lld, %lld), %dt: facet/oneDNN %.2f (target >= 1.0)\n",
               (long long)r->m, (long long)r->n, (long long)r->k, t + 1, r->q[2][t]);
    }
  }
  const result *big = find(FACET_DTYPE_F32, 2048, 4096, 4096);
  if (big) {
    printf("  f32 (2048, 4096, 4096) 1t: %.1f GFLOP/s = %.0f%% of AVX2 peak", big->g[0][0],
           100 * big->g[0][0] / fma2);
    if (fma512 > 0) printf(", %.0f%% of AVX-512 peak", 100 * big->g[0][0] / fma512);
    printf("; oneDNN %.0f%%", 100 * big->g[2][0] / (fma512 > 0 ? fma512 : fma2));
    printf(" (target >= 85%% of the peak of the ISA used)\n");
  }
  for (int t = 0; t < 2; t++) {
    double lo = INFINITY, hi = 0;
    for (int i = 0; i < g_nres; i++) {
      const result *r = &g_res[i];
      if (r->dtype != FACET_DTYPE_F32 || r->m > 8) continue;
      double q = r->q[1][t];
      lo = q < lo ? q : lo;
      hi = q > hi ? q : hi;
    }
    if (hi > 0)
      printf("  f32 M <= 8, %dt: facet/OpenBLAS %.2f .. %.2f (target >= 2.0)\n", t + 1, lo, hi);
  }
  const result *m1 = find(FACET_DTYPE_F32, 1, 4096, 4096),
               *h1 = find(FACET_DTYPE_F16, 1, 4096, 4096);
  for (int t = 0; t < 2; t++) {
    if (m1)
      printf(
          "  f32 M = 1, %dt: B read at %.1f GB/s = %.0f%% of the read bandwidth (target >= 80%%)\n",
          t + 1, m1->bgbs[t], 100 * m1->bgbs[t] / bw[t]);
    if (h1)
      printf("  f16 M = 1, %dt: B read at %.1f GB/s = %.0f%% of the read bandwidth\n", t + 1,
             h1->bgbs[t], 100 * h1->bgbs[t] / bw[t]);
    if (m1 && h1)
      printf("  f16 / f32 at M = 1, %dt: %.2fx (target >= 1.8)\n", t + 1,
             h1->g[0][t] / m1->g[0][t]);
  }
  for (int i = 0; i < g_nres; i++) {
    const result *r = &g_res[i], *f = find(FACET_DTYPE_F32, r->m, r->n, r->k);
    if (r->dtype == FACET_DTYPE_BF16 && r->m >= 128 && f)
      printf("  bf16 / f32 (%lld, %lld, %lld): facet 1t %.2fx, 2t %.2fx (target >= 1.7)\n",
             (long long)r->m, (long long)r->n, (long long)r->k, r->g[0][0] / f->g[0][0],
             r->g[0][1] / f->g[0][1]);
  }
  for (int i = 0; i < g_nres; i++) {
    const result *r = &g_res[i];
    if (r->dtype == FACET_DTYPE_BF16)
      printf("  bf16 (%lld, %lld, %lld): facet/oneDNN's bf16 matmul 1t %.2f, 2t %.2f\n",
             (long long)r->m, (long long)r->n, (long long)r->k, r->q[2][0], r->q[2][1]);
  }
  for (int i = 0; i < g_nres; i++) {
    const result *r = &g_res[i];
    if (r->dtype == FACET_DTYPE_F32 && r->m >= 512)
      printf("  2t / 1t f32 (%lld, %lld, %lld): facet %.2f, OpenBLAS %.2f (target >= 1.7)\n",
             (long long)r->m, (long long)r->n, (long long)r->k, r->g[0][1] / r->g[0][0],
             r->g[1][1] / r->g[1][0]);
  }
}

int main(int argc, char **argv) {
  const char *paths[16];
  int npaths = 0;
  for (int i = 1; i < argc; i++) {
    if (strncmp(argv[i], "--reps=", 7) == 0) g_reps = atoi(argv[i] + 7);
    else if (strncmp(argv[i], "--min-ms=", 9) == 0) g_min_ms = atof(argv[i] + 9);
    else if (strncmp(argv[i], "--footprint-mb=", 15) == 0)
      g_footprint = (size_t)atol(argv[i] + 15) << 20;
    else if (strncmp(argv[i], "--only=", 7) == 0) g_only = argv[i] + 7;
    else if (strcmp(argv[i], "--huge-pages") == 0) g_huge_pages = true;
    else if (argv[i][0] != '-' && npaths < 16) paths[npaths++] = argv[i];
    else {
      fprintf(stderr, "usage: gemm_bench [--reps=N] [--min-ms=T] [--footprint-mb=MB] "
                      "[--only=SUBSTR] [--huge-pages] MODULE.facet...\n");
      return 2;
    }
  }
  if (g_reps < 1) g_reps = 1;
  if (g_reps > MAX_REPS) g_reps = MAX_REPS;
  static cache_alloc ca = {.mu = PTHREAD_MUTEX_INITIALIZER};
  facet_allocator_t al = {&ca, cache_alloc_fn, cache_free_fn};
  facet_runtime_t *rt1, *rt2;
  facet_runtime_options_t o1 = {1, al}, o2 = {2, al};
  die_status(facet_runtime_create(&o1, &rt1), "runtime");
  die_status(facet_runtime_create(&o2, &rt2), "runtime");

  ceilings ceil = {.avx512 = __builtin_cpu_supports("avx512f")};
  ceil.n = g_footprint / sizeof(float);
  ceil.buf = aligned_alloc(64, ceil.n * sizeof(float));
  for (size_t i = 0; i < ceil.n; i++) ceil.buf[i] = 1.0f;

  print_cpu();
  const dnnl_version_t *dv = dnnl_version();
  printf("gemm_bench: OpenBLAS core %s; oneDNN %d.%d.%d (ISA %s); %d reps (medians), samples >= "
         "%.0f ms, B rotated over >= %zu MiB; buffers on %s pages\n",
         openblas_get_corename(), dv->major, dv->minor, dv->patch,
         dnnl_isa_name(dnnl_get_effective_cpu_isa()), g_reps, g_min_ms, g_footprint >> 20,
         g_huge_pages ? "2 MiB (THP)" : "4 KiB");
  printf("GFLOP/s (medians); f/b, f/d = facet's speedup over OpenBLAS, oneDNN at the same thread "
         "count (median of per-repetition ratios)\n");
  printf("%-26s %5s %5s %5s | %7s %7s %7s %5s %5s | %7s %7s %7s %5s %5s | %5s %6s %7s\n",
         "function", "M", "N", "K", "facet1t", "blas1t", "dnnl1t", "f/b", "f/d", "facet2t",
         "blas2t", "dnnl2t", "f/b", "f/d", "2t/1t", "GB/s1t", "err");
  fflush(stdout);
  ceilings_sample(&ceil);
  for (int p = 0; p < npaths; p++) {
    facet_module_t *m1, *m2;
    die_status(facet_module_load_file(rt1, paths[p], &m1), paths[p]);
    die_status(facet_module_load_file(rt2, paths[p], &m2), paths[p]);
    size_t count = facet_module_function_count(m1);
    for (size_t f = 0; f < count; f++) {
      facet_function_t *fn1, *fn2;
      die_status(facet_module_function_at(m1, f, &fn1), "function");
      die_status(facet_module_function_at(m2, f, &fn2), "function");
      if (!wanted(facet_function_name(fn1))) continue;
      shape s = {0};
      if (!shape_init(&s, rt1, fn1)) continue;
      measure(&s, fn2);
      double g[3][2], q[3][2] = {{1, 1}};
      for (int i = 1; i < 3; i++)
        for (int t = 0; t < 2; t++) q[i][t] = paired_ratio(&s, i, t + 1);
      for (int i = 0; i < 3; i++) // median() sorts the samples: after the ratios
        for (int t = 0; t < 2; t++) g[i][t] = gflops(&s, median(s.t[i][t], g_reps));
      double bbytes = (double)(s.k * s.n) * (double)facet_dtype_size(s.dtype);
      if (g_nres < MAX_RESULTS) {
        result *r = &g_res[g_nres++];
        *r = (result){s.dtype,
                      s.m,
                      s.n,
                      s.k,
                      {{g[0][0], g[0][1]}, {g[1][0], g[1][1]}, {g[2][0], g[2][1]}},
                      {{1, 1}, {q[1][0], q[1][1]}, {q[2][0], q[2][1]}},
                      {0, 0}};
        for (int t = 0; t < 2; t++)
          r->bgbs[t] = bbytes / (2.0 * (double)s.m * s.n * s.k / (g[0][t] * 1e9)) * 1e-9;
      }
      printf("%-26s %5lld %5lld %5lld | %7.1f %7.1f %7.1f %5.2f %5.2f | %7.1f %7.1f %7.1f %5.2f "
             "%5.2f | %5.2f %6.1f %7.1e\n",
             s.name, (long long)s.m, (long long)s.n, (long long)s.k, g[0][0], g[1][0], g[2][0],
             q[1][0], q[2][0], g[0][1], g[1][1], g[2][1], q[1][1], q[2][1], g[0][1] / g[0][0],
             bbytes / (2.0 * (double)s.m * s.n * s.k / (g[0][0] * 1e9)) * 1e-9, s.err);
      fflush(stdout);
      shape_free(&s);
      ceilings_sample(&ceil);
    }
    facet_module_release(m1);
    facet_module_release(m2);
  }
  ceilings_sample(&ceil);
  int n = ceil.count;
  printf("ceilings (medians of %d samples, interleaved with the shapes):\n", n);
  printf("  peak FMA AVX2     1t %7.1f GFLOP/s   2t %7.1f GFLOP/s\n", median(ceil.fma[0][0], n),
         median(ceil.fma[0][1], n));
  if (ceil.avx512)
    printf("  peak FMA AVX-512  1t %7.1f GFLOP/s   2t %7.1f GFLOP/s\n", median(ceil.fma[1][0], n),
           median(ceil.fma[1][1], n));
  printf("  read bandwidth    1t %7.1f GB/s      2t %7.1f GB/s   (sum over %zu MiB)\n",
         median(ceil.bw[0], n), median(ceil.bw[1], n), g_footprint >> 20);
  double bw[2] = {median(ceil.bw[0], n), median(ceil.bw[1], n)};
  summary(median(ceil.fma[0][0], n), ceil.avx512 ? median(ceil.fma[1][0], n) : 0, bw);
  facet_runtime_release(rt1);
  facet_runtime_release(rt2);
  free(ceil.buf);
  return 0;
}
