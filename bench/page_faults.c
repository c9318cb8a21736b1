// page_faults.c: what writing a freshly allocated block costs, through
// facet's system allocator (large blocks on huge pages, MADV_HUGEPAGE)
// against plain posix_memalign, as a call's large result or a caller's new
// input tensor is written each time it is allocated again.
//
//   cc -O2 -Iinclude bench/page_faults.c build/lib/libfacet_runtime.a \
//      build/lib/libfacet_base.a -lxxhash -lm -lpthread -ldl -o page_faults
//   ./page_faults [--reps=N] MiB...
//
// Per size and allocator: REPS rounds of allocate, memset, free (the two
// allocators alternate within a round); prints the median ms and GB/s and
// the minor page faults a round. Results: bench/results/page_faults.md.
#define _GNU_SOURCE
#include <facet/runtime.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

enum { MAX_REPS = 64 };

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static long minor_faults(void) {
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  return ru.ru_minflt;
}

static void *plain_alloc(void *self, size_t size, size_t alignment) {
  (void)self;
  void *p = NULL;
  return posix_memalign(&p, alignment, size) == 0 ? p : NULL;
}

static void plain_free(void *self, void *p) {
  (void)self;
  free(p);
}

// One round: seconds, and the faults it took in *faults.
static double round_once(const facet_allocator_t *a, size_t bytes, long *faults) {
  long f0 = minor_faults();
  double t0 = now();
  char *p = a->alloc(a->self, bytes, 64);
  if (!p) {
    fprintf(stderr, "page_faults: out of memory (%zu bytes)\n", bytes);
    exit(1);
  }
  memset(p, 1, bytes);
  __asm__ volatile("" ::"r"(p) : "memory"); // the writes happen
  a->free(a->self, p);
  double t = now() - t0;
  *faults = minor_faults() - f0;
  return t;
}

static int by_value(const void *x, const void *y) {
  double a = *(const double *)x, b = *(const double *)y;
  return (a > b) - (a < b);
}

int main(int argc, char **argv) {
  int reps = 9;
  facet_allocator_t alloc[2] = {facet_allocator_system(), {NULL, plain_alloc, plain_free}};
  const char *name[2] = {"facet_allocator_system", "posix_memalign"};
  for (int i = 1; i < argc; i++) {
    if (strncmp(argv[i], "--reps=", 7) == 0) {
      reps = atoi(argv[i] + 7);
      if (reps < 1 || reps > MAX_REPS) reps = 9;
      continue;
    }
    size_t bytes = (size_t)atol(argv[i]) << 20;
    double t[2][MAX_REPS];
    long faults[2] = {0, 0};
    for (int r = 0; r < reps; r++)
      for (int k = 0; k < 2; k++) {
        int which = (r + k) % 2; // alternate which goes first
        t[which][r] = round_once(&alloc[which], bytes, &faults[which]);
      }
    for (int k = 0; k < 2; k++) {
      qsort(t[k], (size_t)reps, sizeof(double), by_value);
      double med = t[k][reps / 2];
      printf("%6zu MiB  %-24s %9.2f ms  %7.2f GB/s  %7ld faults a round\n", bytes >> 20, name[k],
             med * 1e3, (double)bytes / med / 1e9, faults[k]);
    }
  }
  return 0;
}
