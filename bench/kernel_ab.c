// kernel_ab: paired timing of generated matmul variants against each other.
//
// A shared VM drifts by 5-10% within minutes, more than most kernel changes
// gain, so separate runs of bench/gemm_quick cannot tell them apart. Here
// each round runs every variant once, in turn, on the same operands, and a
// variant's speedup in that round is the first variant's time over its own:
// a slow stretch of the machine slows both sides of a pair alike. Prints,
// per variant, the best and median GFLOP/s and the median and quartiles of
// its paired speedups over the rounds.
//
//   kernel_ab M N K ROUNDS THREADS ROTATE VARIANT.so...   (bench/kernel_ab.sh builds them)
//
// ROTATE > 1: B is ROTATE copies, each run reading the next one, so that
// weights come from DRAM as in a model (a 32 MiB W fits a 32 MiB L3: with one
// copy it is timed from cache). A and C still stay in cache, and the other
// kernels of a model are absent: the model's own alternated runs judge (bf16
// W[N,K] K blocks of 512 read 1.05 here with 8 copies, 0.90-0.93 in the 1B
// model's prefill of 512 tokens in 4 of 5 rounds).
//
// 1 thread: thread CPU time. 2 threads: wall time, workgroups taken in turn
// by the caller and a second worker that spins between runs, as the
// runtime's pool does. Operands are 16-bit words 0x3c00 (f16 1.0; bf16 and
// f32 read them as ~0.008): finite in every element type, so a variant of
// any types runs on the same buffers.
#include "facet/kernel_abi.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

enum { MAX_VARIANTS = 16, MAX_ROUNDS = 256 };

typedef struct run {
  const facet_kernel_entry_t *entry;
  facet_dispatch_state_t state;
  void *bindings[3];
  void **b_copies;
  int copies, next_copy;
  void *scratch[2];
  atomic_uint next, generation, finished;
} run;

static double seconds(clockid_t clock) {
  struct timespec t;
  clock_gettime(clock, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

// Which buffers go on transparent huge pages (HUGE_PAGES, a sum of these):
// the kernels' inputs and results come from the caller, and a TLB miss per
// 4 KiB page of them is part of what a call costs.
enum { HUGE_A = 1, HUGE_B = 2, HUGE_C = 4, HUGE_SCRATCH = 8 };
static int huge_pages;

static void *xalloc_on(size_t bytes, int which) {
  void *p = NULL;
  size_t huge = 2u << 20;
  if ((huge_pages & which) && bytes >= huge / 2) {
    size_t size = (bytes + huge - 1) / huge * huge;
    if (posix_memalign(&p, huge, size) == 0) madvise(p, size, MADV_HUGEPAGE);
  } else {
    p = aligned_alloc(64, (bytes + 63) / 64 * 64);
  }
  if (!p) {
    fprintf(stderr, "kernel_ab: out of memory\n");
    exit(1);
  }
  return p;
}
static void *xalloc(size_t bytes) { return xalloc_on(bytes, 0); }

// Workgroups in turn until none is left.
static void work(run *r, int worker) {
  const uint32_t *n = r->state.workgroup_count;
  uint32_t total = n[0] * n[1] * n[2];
  for (uint32_t i; (i = atomic_fetch_add(&r->next, 1)) < total;)
    r->entry->workgroup(&r->state, i % n[0], i / n[0] % n[1], i / (n[0] * n[1]),
                        r->scratch[worker]);
}

static void *helper(void *p) {
  run *r = p;
  for (unsigned seen = 0;;) {
    unsigned g;
    while ((g = atomic_load(&r->generation)) == seen) __builtin_ia32_pause();
    seen = g;
    work(r, 1);
    atomic_fetch_add(&r->finished, 1);
  }
  return NULL;
}

static double time_once(run *r, const facet_kernel_entry_t *e, int threads) {
  r->entry = e;
  r->bindings[1] = r->b_copies[r->next_copy++ % r->copies];
  e->workgroup_count(r->state.push_constants, r->state.workgroup_count);
  r->state.worker_count = (uint32_t)threads;
  atomic_store(&r->next, 0);
  if (threads == 1) {
    double t0 = seconds(CLOCK_THREAD_CPUTIME_ID);
    work(r, 0);
    return seconds(CLOCK_THREAD_CPUTIME_ID) - t0;
  }
  atomic_store(&r->finished, 0);
  double t0 = seconds(CLOCK_MONOTONIC);
  atomic_fetch_add(&r->generation, 1);
  work(r, 0);
  while (atomic_load(&r->finished) == 0) __builtin_ia32_pause();
  return seconds(CLOCK_MONOTONIC) - t0;
}

static int by_value(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static void *filled(size_t elements, int which) {
  uint16_t *p = xalloc_on(elements * 4, which);
  for (size_t i = 0; i < elements * 2; i++) p[i] = 0x3c00;
  return p;
}

int main(int argc, char **argv) {
  if (argc < 8) {
    fprintf(stderr, "usage: kernel_ab M N K ROUNDS THREADS ROTATE VARIANT.so...\n");
    return 2;
  }
  // the tile state for AMX kernels (as src/base/cpu.c asks; refused where
  // the CPU has none, and then no variant uses it)
  syscall(SYS_arch_prctl, 0x1023 /* ARCH_REQ_XCOMP_PERM */, 18 /* XFEATURE_XTILEDATA */);
  int64_t m = atoll(argv[1]), n = atoll(argv[2]), k = atoll(argv[3]);
  int rounds = atoi(argv[4]), threads = atoi(argv[5]), copies = atoi(argv[6]), variants = argc - 7;
  if (m < 1 || n < 1 || k < 1 || rounds < 1 || rounds > MAX_ROUNDS || threads < 1 || threads > 2 ||
      copies < 1 || copies > 64 || variants > MAX_VARIANTS) {
    fprintf(stderr,
            "kernel_ab: bad arguments (rounds 1-%d, threads 1-2, rotate 1-64, at most %d "
            "variants)\n",
            MAX_ROUNDS, MAX_VARIANTS);
    return 2;
  }
  const facet_kernel_entry_t *entry[MAX_VARIANTS];
  uint64_t scratch = 0;
  for (int v = 0; v < variants; v++) {
    void *h = dlopen(argv[7 + v], RTLD_NOW | RTLD_LOCAL);
    const facet_kernel_library_t *lib = h ? dlsym(h, FACET_KERNEL_LIBRARY_SYMBOL) : NULL;
    if (!lib || lib->entry_count < 1) {
      fprintf(stderr, "kernel_ab: %s: %s\n", argv[7 + v], h ? "no kernel library" : dlerror());
      return 1;
    }
    entry[v] = &lib->entries[0];
    if (entry[v]->scratch_bytes > scratch) scratch = entry[v]->scratch_bytes;
  }
  static run r;
  huge_pages = getenv("HUGE_PAGES") ? atoi(getenv("HUGE_PAGES")) : 0;
  r.bindings[0] = filled((size_t)(m * k), HUGE_A);
  r.bindings[2] = filled((size_t)(m * n), HUGE_C);
  r.copies = copies;
  r.b_copies = xalloc(sizeof(void *) * (size_t)copies);
  for (int c = 0; c < copies; c++) r.b_copies[c] = filled((size_t)(k * n), HUGE_B);
  uint64_t lengths[3] = {(uint64_t)(m * k) * 4, (uint64_t)(k * n) * 4, (uint64_t)(m * n) * 4};
  int64_t push[1] = {m};
  r.state = (facet_dispatch_state_t){.bindings = r.bindings,
                                     .binding_lengths = lengths,
                                     .push_constants = push,
                                     .binding_count = 3,
                                     .push_constant_count = 1};
  for (int w = 0; w < 2; w++)
    r.scratch[w] = memset(xalloc_on(scratch + 64, HUGE_SCRATCH), 0, scratch + 64);
  pthread_t th;
  if (threads == 2 && pthread_create(&th, NULL, helper, &r) != 0) return 1;

  static double t[MAX_VARIANTS][MAX_ROUNDS], speedup[MAX_VARIANTS][MAX_ROUNDS];
  for (int v = 0; v < variants; v++) time_once(&r, entry[v], threads); // warm up
  for (int i = 0; i < rounds; i++)
    for (int v = 0; v < variants; v++) t[v][i] = time_once(&r, entry[v], threads);
  double flop = 2.0 * (double)m * (double)n * (double)k;
  printf("%lld x %lld x %lld, %d thread%s, %d rounds, B in %d cop%s\n", (long long)m, (long long)n,
         (long long)k, threads, threads > 1 ? "s" : "", rounds, copies, copies > 1 ? "ies" : "y");
  for (int v = 0; v < variants; v++) {
    for (int i = 0; i < rounds; i++) speedup[v][i] = t[0][i] / t[v][i];
    qsort(t[v], (size_t)rounds, sizeof(double), by_value);
    qsort(speedup[v], (size_t)rounds, sizeof(double), by_value);
    printf("  %-8s best %6.1f median %6.1f GFLOP/s  speedup over the first: median %.3f "
           "[%.3f .. %.3f]\n",
           argv[7 + v], flop / t[v][0] * 1e-9, flop / t[v][rounds / 2] * 1e-9,
           speedup[v][rounds / 2], speedup[v][rounds / 4], speedup[v][3 * rounds / 4]);
  }
  return 0;
}
