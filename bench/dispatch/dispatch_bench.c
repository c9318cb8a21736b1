// dispatch_bench: the fixed cost of a dispatch and of a small decode call,
// with 1 and 2 runtime threads, through include/facet/runtime.h only.
//
//   dispatch_bench [--reps=N] [--min-ms=T] [--dyn=D] MODULE.facet FUNCTION...
//
// Every function is called with inputs of its signature (dynamic dims = D,
// default 32), filled with 0.01 (integers 0): the values do not matter to
// the time, only that they stay finite. Two runtimes, one with 1 thread and
// one with 2, load the module; per function, N (default 9) samples
// interleave 1 thread, 2 threads, each the mean of enough calls to last T
// ms (default 100); the table prints medians in microseconds per call.
//
// Functions named chain_<D> (bench/dispatch/run.sh writes them: D chained
// [1,64] x [64,64] matmuls, one dispatch of 2 workgroups each, almost no
// arithmetic) give the fixed cost of a dispatch: with the smallest and the
// largest D, (t_large - t_small) / (D_large - D_small) per thread count;
// the cost of the second thread is the difference of the two.
#include "facet/runtime.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { MAX_FNS = 16, MAX_REPS = 64 };

static int g_reps = 9;
static double g_min_ms = 100;
static int64_t g_dyn = 32;

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
  fprintf(stderr, "dispatch_bench: %s: %s\n", what, facet_status_message(s));
  exit(1);
}

// 0.01 in the tensor's dtype (0 for integers and booleans).
static void fill(facet_tensor_t *t) {
  size_t n = facet_tensor_element_count(t);
  void *d = facet_tensor_data(t);
  switch (facet_tensor_dtype(t)) {
  case FACET_DTYPE_F32:
    for (size_t i = 0; i < n; i++) ((float *)d)[i] = 0.01f;
    break;
  case FACET_DTYPE_F64:
    for (size_t i = 0; i < n; i++) ((double *)d)[i] = 0.01;
    break;
  case FACET_DTYPE_F16:
    for (size_t i = 0; i < n; i++) ((uint16_t *)d)[i] = 0x211f; // 0.01 in binary16
    break;
  case FACET_DTYPE_BF16:
    for (size_t i = 0; i < n; i++) ((uint16_t *)d)[i] = 0x3c24; // 0.01 in bfloat16
    break;
  default: break; // integers: the zeros facet_tensor_create wrote
  }
}

typedef struct bench_fn {
  const char *name;
  facet_function_t *fn[2]; // in the 1- and 2-thread runtimes
  facet_tensor_t *in[64];
  size_t n_in, n_out;
  double us[2][MAX_REPS];
} bench_fn;

static void bench_init(bench_fn *b, facet_runtime_t *rt, facet_module_t *mods[2]) {
  for (int t = 0; t < 2; t++)
    die_status(facet_module_lookup_function(mods[t], b->name, &b->fn[t]), b->name);
  b->n_in = facet_function_input_count(b->fn[0]);
  b->n_out = facet_function_output_count(b->fn[0]);
  if (b->n_in > 64 || b->n_out > 64) {
    fprintf(stderr, "dispatch_bench: %s: more than 64 inputs or outputs\n", b->name);
    exit(1);
  }
  for (size_t i = 0; i < b->n_in; i++) {
    facet_tensor_signature_t s;
    die_status(facet_function_input(b->fn[0], i, &s), "signature");
    for (uint32_t d = 0; d < s.rank; d++)
      if (s.dims[d] < 0) s.dims[d] = g_dyn;
    die_status(facet_tensor_create(rt, s.dtype, s.rank, s.dims, &b->in[i]), "tensor");
    fill(b->in[i]);
  }
}

static void call(bench_fn *b, int t) {
  facet_tensor_t *out[64];
  die_status(facet_function_call(b->fn[t], b->in, b->n_in, out, b->n_out), b->name);
  for (size_t i = 0; i < b->n_out; i++) facet_tensor_release(out[i]);
}

// Microseconds per call: the mean over enough calls to last g_min_ms.
static double sample(bench_fn *b, int t) {
  call(b, t); // warm
  int n = 0;
  double t0 = now(), t1;
  do {
    for (int i = 0; i < 16; i++) call(b, t);
    n += 16;
    t1 = now();
  } while ((t1 - t0) * 1e3 < g_min_ms);
  return (t1 - t0) / n * 1e6;
}

// D of a function named chain_<D>, else -1.
static long chain_length(const char *name) {
  if (strncmp(name, "chain_", 6) != 0) return -1;
  char *end;
  long d = strtol(name + 6, &end, 10);
  return *end || d <= 0 ? -1 : d;
}

static void per_dispatch(bench_fn *fns, int n, double med[][2]) {
  int lo = -1, hi = -1;
  for (int i = 0; i < n; i++) {
    long d = chain_length(fns[i].name);
    if (d < 0) continue;
    if (lo < 0 || d < chain_length(fns[lo].name)) lo = i;
    if (hi < 0 || d > chain_length(fns[hi].name)) hi = i;
  }
  if (lo < 0 || lo == hi) return;
  double dd = (double)(chain_length(fns[hi].name) - chain_length(fns[lo].name));
  double c1 = (med[hi][0] - med[lo][0]) / dd, c2 = (med[hi][1] - med[lo][1]) / dd;
  printf("per dispatch (%s - %s): 1 thread %.2f us, 2 threads %.2f us, the second thread "
         "costs %+.2f us\n",
         fns[hi].name, fns[lo].name, c1, c2, c2 - c1);
}

int main(int argc, char **argv) {
  int a = 1;
  for (; a < argc && strncmp(argv[a], "--", 2) == 0; a++) {
    if (strncmp(argv[a], "--reps=", 7) == 0) g_reps = atoi(argv[a] + 7);
    else if (strncmp(argv[a], "--min-ms=", 9) == 0) g_min_ms = atof(argv[a] + 9);
    else if (strncmp(argv[a], "--dyn=", 6) == 0) g_dyn = atoll(argv[a] + 6);
    else {
      fprintf(stderr, "dispatch_bench: unknown option %s\n", argv[a]);
      return 2;
    }
  }
  if (argc - a < 2 || argc - a - 1 > MAX_FNS || g_reps < 1 || g_reps > MAX_REPS) {
    fprintf(stderr, "usage: dispatch_bench [--reps=N<=64] [--min-ms=T] [--dyn=D] MODULE "
                    "FUNCTION... (at most 16)\n");
    return 2;
  }
  facet_runtime_t *rts[2];
  facet_module_t *mods[2];
  for (int t = 0; t < 2; t++) {
    facet_runtime_options_t o = {.thread_count = (uint32_t)t + 1};
    die_status(facet_runtime_create(&o, &rts[t]), "runtime");
    die_status(facet_module_load_file(rts[t], argv[a], &mods[t]), argv[a]);
  }
  int n = argc - a - 1;
  static bench_fn fns[MAX_FNS];
  for (int i = 0; i < n; i++) {
    fns[i].name = argv[a + 1 + i];
    bench_init(&fns[i], rts[0], mods);
  }
  for (int r = 0; r < g_reps; r++)
    for (int i = 0; i < n; i++)
      for (int t = 0; t < 2; t++) fns[i].us[t][r] = sample(&fns[i], t);
  double med[MAX_FNS][2];
  printf("%-24s %12s %12s %8s   (us per call, medians of %d, dynamic dims %lld)\n", "function",
         "1 thread", "2 threads", "2t/1t", g_reps, (long long)g_dyn);
  for (int i = 0; i < n; i++) {
    for (int t = 0; t < 2; t++) med[i][t] = median(fns[i].us[t], g_reps);
    printf("%-24s %12.2f %12.2f %8.2f\n", fns[i].name, med[i][0], med[i][1], med[i][1] / med[i][0]);
  }
  per_dispatch(fns, n, med);
  for (int i = 0; i < n; i++)
    for (size_t k = 0; k < fns[i].n_in; k++) facet_tensor_release(fns[i].in[k]);
  for (int t = 0; t < 2; t++) {
    facet_module_release(mods[t]);
    facet_runtime_release(rts[t]);
  }
  return 0;
}
