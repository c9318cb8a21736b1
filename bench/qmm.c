// qmm.c: times the quantized matmul of src/kernels/quant.h (fk_qmm) on
// C[rows, N] = A[rows, K] W[N, K]^T, W in q4 (signed nibbles, no offset:
// ggml's q4_0 as sharktank planarizes it), q8_0 or q4_K planes, on 1 and 2
// threads (pthreads over n-ranges, each quantizing A into its own scratch,
// as the runtime's workgroups do). Prints median times, GB/s of weight
// bytes (nibbles or bytes plus scales) and GFLOP/s, with the weights read
// from the caches (one copy, which fits L3 at 4096 x 4096) and from DRAM
// (--rotate copies read in turn). A development aid: a shared VM is noisy,
// so it prints medians of --reps runs; compare lines of one run.
//
//   qmm [--n=N] [--k=K] [--rows=1,4,8,128,512] [--scheme=q4|q8_0|q4_K]
//       [--a=f32|bf16] [--reps=R] [--rotate=C] [--threads=1|2] [--act-bits=8|16]
//
// Built by bench/qmm.sh with the flags of one target (quant.h picks its
// path from them).
#include "kernels/quant.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#if defined(__AMX_TILE__)
#include <sys/syscall.h>
#include <unistd.h>
#endif

// FACET_QMM_CPU=1: the calling thread's CPU time instead of wall time, for
// 1-thread runs on a loaded machine (time spent descheduled is left out;
// memory stalls count).
static clockid_t clock_id = CLOCK_MONOTONIC;

static double now(void) {
  struct timespec t;
  clock_gettime(clock_id, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static void *big(size_t n) {
  size_t sz = (n + 4095) / 4096 * 4096;
  void *p = aligned_alloc(4096, sz);
  if (!p) exit(1);
  memset(p, 0, sz);
  return p;
}

static uint32_t rnd_state = 12345;
static uint8_t rnd8(void) {
  rnd_state = rnd_state * 1664525u + 1013904223u;
  return (uint8_t)(rnd_state >> 24);
}

// One copy of the weight planes and its byte count.
typedef struct wcopy {
  fk_qplanes p;
  size_t bytes;
} wcopy;

static wcopy make_weights(int scheme, int64_t N, int64_t K) {
  int64_t G = K / 32, S = K / 256, nd = scheme == FK_Q4_K ? N * S : N * G;
  int64_t nq = scheme == FK_Q8_0 ? N * K : N * K / 2;
  wcopy w = {{scheme, scheme == FK_Q4}, 0};
  uint16_t *d = big((size_t)nd * 2), *m = big((size_t)nd * 2);
  uint8_t *qs = big((size_t)nq);
  for (int64_t i = 0; i < nd; i++)
    d[i] = 0x2000 | (rnd8() & 0xff), m[i] = 0x1c00 | (rnd8() & 0xff); // ~0.008, ~0.004
  for (int64_t i = 0; i < nq; i++) qs[i] = rnd8();
  w.p.d = d, w.p.qs = qs;
  w.bytes = (size_t)(nd * 2 + nq);
  if (scheme == FK_Q4_K) {
    uint8_t *p[4];
    for (int i = 0; i < 4; i++) {
      p[i] = big((size_t)(N * S * 4));
      for (int64_t j = 0; j < N * S * 4; j++) p[i][j] = rnd8();
    }
    w.p.m = m, w.p.sc_hi = p[0], w.p.sc_lo = p[1], w.p.mn_hi = p[2], w.p.mn_lo = p[3];
    w.p.mn_hi_shift = 4;
    w.bytes += (size_t)(N * S * (2 + 12)); // dmin + 12 bytes of 6-bit scales and mins
  }
  return w;
}

typedef struct job {
  const fk_qplanes *w;
  const void *A;
  int a_dtype;
  int64_t rows, K, n0, n1, N;
  float *C;
  void *scratch;
} job;

static void run_job(const job *j) {
  fk_qmm(j->w, j->a_dtype, j->A, j->K, j->rows, j->K, j->n0, j->n1, 1, j->C, j->N, j->scratch);
}

// The second worker spins between runs, as the runtime's pool does.
typedef struct pool {
  job jobs[2];
  atomic_uint gen, done;
} pool;

static void *helper(void *arg) {
  pool *p = arg;
  unsigned seen = 0;
  for (;;) {
    unsigned g;
    while ((g = atomic_load(&p->gen)) == seen) __builtin_ia32_pause();
    seen = g;
    run_job(&p->jobs[1]);
    atomic_fetch_add(&p->done, 1);
  }
  return NULL;
}

static double run_once(pool *p, int threads) {
  double t0 = now();
  if (threads == 1) {
    run_job(&p->jobs[0]);
  } else {
    atomic_store(&p->done, 0);
    atomic_fetch_add(&p->gen, 1);
    run_job(&p->jobs[0]);
    while (atomic_load(&p->done) == 0) __builtin_ia32_pause();
  }
  return now() - t0;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

typedef struct opts {
  int64_t n, k, rows[16];
  int nrows, scheme, a_dtype, reps, rotate, threads, act_bits;
} opts;

static opts parse(int argc, char **argv) {
  opts o = {4096, 4096, {1, 4, 8, 128, 512}, 5, FK_Q4, 1, 15, 8, 2, 16};
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (!strncmp(a, "--n=", 4)) o.n = atoll(a + 4);
    else if (!strncmp(a, "--k=", 4)) o.k = atoll(a + 4);
    else if (!strncmp(a, "--reps=", 7)) o.reps = atoi(a + 7);
    else if (!strncmp(a, "--rotate=", 9)) o.rotate = atoi(a + 9);
    else if (!strncmp(a, "--threads=", 10)) o.threads = atoi(a + 10);
    else if (!strcmp(a, "--scheme=q4")) o.scheme = FK_Q4;
    else if (!strcmp(a, "--scheme=q8_0")) o.scheme = FK_Q8_0;
    else if (!strcmp(a, "--scheme=q4_K")) o.scheme = FK_Q4_K;
    else if (!strcmp(a, "--act-bits=8") || !strcmp(a, "--act-bits=16")) o.act_bits = atoi(a + 11);
    else if (!strcmp(a, "--a=f32")) o.a_dtype = 1;
    else if (!strcmp(a, "--a=bf16")) o.a_dtype = 3;
    else if (!strncmp(a, "--rows=", 7)) {
      o.nrows = 0;
      for (const char *s = a + 7; *s && o.nrows < 16; s = strchr(s, ',') ? strchr(s, ',') + 1 : "")
        o.rows[o.nrows++] = atoll(s);
    } else {
      fprintf(stderr, "usage: qmm [--n=N] [--k=K] [--rows=R,...] [--scheme=q4|q8_0|q4_K] "
                      "[--a=f32|bf16] [--reps=R] [--rotate=C] [--threads=1|2] [--act-bits=8|16]\n");
      exit(2);
    }
  }
  if (o.reps < 1 || o.reps > 64 || o.rotate < 1 || o.rotate > 64 || o.threads < 1 || o.threads > 2)
    exit(2);
  return o;
}

// Median seconds of one call on `threads` threads over the copies of W in
// turn; FACET_QMM_BEST=1: the best time instead (for tuning on a machine
// that others load: the best is what the code can do).
static double time_rows(pool *p, const wcopy *w, int copies, int threads, int reps) {
  double t[64];
  int turn = 0;
  for (int i = -1; i < reps; i++) { // one warm-up run
    for (int j = 0; j < 2; j++) p->jobs[j].w = &w[turn % copies].p;
    turn++;
    double s = run_once(p, threads);
    if (i >= 0) t[i] = s;
  }
  qsort(t, (size_t)reps, sizeof t[0], cmp_double);
  return getenv("FACET_QMM_BEST") ? t[0] : t[reps / 2];
}

int main(int argc, char **argv) {
  opts o = parse(argc, argv);
#if defined(__AMX_TILE__) // the tile state, which Linux grants on request (src/base/cpu.c)
  if (syscall(SYS_arch_prctl, 0x1023, 18)) {
    fprintf(stderr, "qmm: the OS refuses the AMX tile state\n");
    return 2;
  }
#endif
  if (getenv("FACET_QMM_CPU")) {
    if (o.threads > 1) {
      fprintf(stderr, "qmm: FACET_QMM_CPU=1 times the calling thread: use --threads=1\n");
      return 2;
    }
    clock_id = CLOCK_THREAD_CPUTIME_ID;
  }
  wcopy w[64];
  for (int c = 0; c < o.rotate; c++) {
    w[c] = make_weights(o.scheme, o.n, o.k);
    w[c].p.act_bits = o.act_bits;
  }
  int64_t maxr = 0;
  for (int i = 0; i < o.nrows; i++) maxr = o.rows[i] > maxr ? o.rows[i] : maxr;
  size_t esz = o.a_dtype == 1 ? 4 : 2;
  uint8_t *A = big((size_t)(maxr * o.k) * esz);
  for (int64_t i = 0; i < maxr * o.k; i++)
    if (o.a_dtype == 1) ((float *)A)[i] = (float)((int)rnd8() - 128) / 64.0f;
    else ((uint16_t *)A)[i] = f2bf((float)((int)rnd8() - 128) / 64.0f);
  float *C = big((size_t)(maxr * o.n) * 4);
  pool p = {0};
  pthread_t th;
  bool helper_started = false;
  const char *names[] = {"", "q8_0", "q4", "q4_K"};
  printf("qmm %s N=%lld K=%lld, A %s -> int%d, path %d%s, weights %.2f MB a copy, %s of %d\n",
         names[o.scheme], (long long)o.n, (long long)o.k, o.a_dtype == 1 ? "f32" : "bf16",
         o.act_bits, FKQ_PATH, FKQ_Q8_OFFSET ? " (VNNI)" : "", (double)w[0].bytes * 1e-6,
         getenv("FACET_QMM_BEST") ? "best" : "median", o.reps);
  for (int i = 0; i < o.nrows; i++) {
    int64_t rows = o.rows[i];
    double flop = 2.0 * (double)rows * (double)o.n * (double)o.k;
    for (int threads = 1; threads <= o.threads; threads++) {
      if (threads == 2 && !helper_started) {
        if (pthread_create(&th, NULL, helper, &p) != 0) return 1;
        helper_started = true;
      }
      int64_t half = (o.n / threads + 15) / 16 * 16;
      for (int j = 0; j < threads; j++) {
        int64_t n0 = j * half, n1 = j + 1 == threads ? o.n : (j + 1) * half;
        size_t sb = fk_qmm_scratch(&w[0].p, rows, o.k);
        p.jobs[j] = (job){&w[0].p, A, o.a_dtype, rows, o.k, n0, n1, o.n, C, big(sb)};
      }
      double hot = time_rows(&p, w, 1, threads, o.reps);
      double cold = time_rows(&p, w, o.rotate, threads, o.reps);
      printf("  rows %4lld, %d thread%s: cached %8.1f us %6.1f GB/s %7.1f GFLOP/s | "
             "DRAM (%d copies) %8.1f us %6.1f GB/s %7.1f GFLOP/s\n",
             (long long)rows, threads, threads > 1 ? "s" : " ", hot * 1e6,
             (double)w[0].bytes / hot * 1e-9, flop / hot * 1e-9, o.rotate, cold * 1e6,
             (double)w[0].bytes / cold * 1e-9, flop / cold * 1e-9);
      for (int j = 0; j < threads; j++) free(p.jobs[j].scratch);
    }
  }
  return 0;
}
