// gemm_quick.c: a quick GFLOP/s check of one generated matmul variant.
//
// Configures, emits and builds one variant with the real codegen (plus a
// peak-FMA probe built the same way, as the ceiling of this machine), runs
// every workgroup on 1 and on 2 threads and prints median GFLOP/s. A
// development aid, not a test: numbers on a shared VM are noisy; compare
// variants side by side in one run.
//
//   gemm_quick M N K [options]
//     --types=A,B,C    f32|f16|bf16 each (default f32,f32,f32)
//     --wt             B is W[N,K] (transpose_b)
//     --target=T       x86-64-v3 (default) | x86-64-v4 | x86-64
//     --udiv=D         M is a push constant with facts <1, 2^20, D> instead of static
//     --tile=TMxTNxTK  override the configured tiles (remainder flags recomputed)
//     --reg=MRxNR      override the register tile (NR a multiple of 8)
//     --reps=R         repetitions (default 5)
//     --keep=DIR       keep the generated source
//     --rotate=R       R copies of B, one per run in turn (weights from DRAM, not cache)
//     --src=FILE       build FILE instead of the generated source (hand experiments
//                      on a kept source; its symbol must be "gemm")
//     --so=FILE        write the built kernel object to FILE and stop (for
//                      bench/kernel_ab.sh, which times variants against each other)
#include "codegen/codegen.h"
#include "facet/kernel_abi.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

typedef struct opts {
  int64_t m, n, k;
  dtype ta, tb, tc;
  bool wt;
  const char *target, *keep, *src, *so;
  uint64_t udiv;
  int tm, tn, tk, reps, mr, nr, rotate;
} opts;

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static dtype parse_type(const char *s, size_t n) {
  dtype t = dtype_from_name(s, n);
  if (t != DT_F32 && t != DT_F16 && t != DT_BF16) {
    fprintf(stderr, "bad type '%.*s'\n", (int)n, s);
    exit(2);
  }
  return t;
}

static void parse_types(opts *o, const char *s) {
  const char *c1 = strchr(s, ','), *c2 = c1 ? strchr(c1 + 1, ',') : NULL;
  if (!c2) {
    fprintf(stderr, "--types=A,B,C\n");
    exit(2);
  }
  o->ta = parse_type(s, (size_t)(c1 - s));
  o->tb = parse_type(c1 + 1, (size_t)(c2 - c1 - 1));
  o->tc = parse_type(c2 + 1, strlen(c2 + 1));
}

static opts parse_args(int argc, char **argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: gemm_quick M N K [--types=A,B,C] [--wt] [--target=T] [--udiv=D] "
                    "[--tile=TMxTNxTK] [--reg=MRxNR] [--reps=R] [--keep=DIR] [--src=FILE] "
                    "[--so=FILE]\n");
    exit(2);
  }
  opts o = {.m = atoll(argv[1]),
            .n = atoll(argv[2]),
            .k = atoll(argv[3]),
            .ta = DT_F32,
            .tb = DT_F32,
            .tc = DT_F32,
            .target = "x86-64-v3",
            .reps = 5};
  for (int i = 4; i < argc; i++) {
    const char *a = argv[i];
    if (strncmp(a, "--types=", 8) == 0) parse_types(&o, a + 8);
    else if (strcmp(a, "--wt") == 0) o.wt = true;
    else if (strncmp(a, "--target=", 9) == 0) o.target = a + 9;
    else if (strncmp(a, "--udiv=", 7) == 0) o.udiv = strtoull(a + 7, NULL, 10);
    else if (strncmp(a, "--tile=", 7) == 0) sscanf(a + 7, "%dx%dx%d", &o.tm, &o.tn, &o.tk);
    else if (strncmp(a, "--reps=", 7) == 0) o.reps = atoi(a + 7);
    else if (strncmp(a, "--reg=", 6) == 0) sscanf(a + 6, "%dx%d", &o.mr, &o.nr);
    else if (strncmp(a, "--keep=", 7) == 0) o.keep = a + 7;
    else if (strncmp(a, "--src=", 6) == 0) o.src = a + 6;
    else if (strncmp(a, "--so=", 5) == 0) o.so = a + 5;
    else if (strncmp(a, "--rotate=", 9) == 0) o.rotate = atoi(a + 9);
    else {
      fprintf(stderr, "unknown option %s\n", a);
      exit(2);
    }
  }
  return o;
}

static ir_exec make_exec(const opts *o) {
  ir_exec ex;
  memset(&ex, 0, sizeof ex);
  ex.name = "gemm_quick";
  ex.binding_count = 3;
  ex.bindings[0].elem = o->ta;
  ex.bindings[1].elem = o->tb;
  ex.bindings[2].elem = o->tc;
  ex.bindings[2].is_output = true;
  ex.push_count = o->udiv ? 1 : 0;
  ex.kop_count = 1;
  ex.kops[0] = (ir_kop){.kind = KOP_MATMUL,
                        .operands = {0, 1, 2},
                        .transpose_b = o->wt,
                        .m = {o->udiv != 0, o->udiv ? 0 : o->m},
                        .n = {false, o->n},
                        .k = {false, o->k}};
  return ex;
}

static const char peak_src[] =
    "// peak.c: 12 independent FMA chains, the ceiling of one core (AVX2, AVX-512).\n"
    "#include <immintrin.h>\n"
    "float peak(long iters);\n"
    "float peak512(long iters);\n"
    "__attribute__((target(\"avx2,fma\"))) float peak(long iters) {\n"
    "  __m256 c[12], a = _mm256_set1_ps(0.999f), b = _mm256_set1_ps(0.001f);\n"
    "  for (int i = 0; i < 12; i++) c[i] = _mm256_set1_ps((float)i);\n"
    "  for (long n = 0; n < iters; n++)\n"
    "    for (int i = 0; i < 12; i++) c[i] = _mm256_fmadd_ps(c[i], a, b);\n"
    "  for (int i = 1; i < 12; i++) c[0] = _mm256_add_ps(c[0], c[i]);\n"
    "  return _mm256_cvtss_f32(c[0]);\n"
    "}\n"
    "__attribute__((target(\"avx512f\"))) float peak512(long iters) {\n"
    "  __m512 c[12], a = _mm512_set1_ps(0.999f), b = _mm512_set1_ps(0.001f);\n"
    "  for (int i = 0; i < 12; i++) c[i] = _mm512_set1_ps((float)i);\n"
    "  for (long n = 0; n < iters; n++)\n"
    "    for (int i = 0; i < 12; i++) c[i] = _mm512_fmadd_ps(c[i], a, b);\n"
    "  for (int i = 1; i < 12; i++) c[0] = _mm512_add_ps(c[0], c[i]);\n"
    "  return _mm512_reduce_add_ps(c[0]);\n"
    "}\n";

typedef struct run_ctx {
  void **bs; // copies of B, rotated per run
  int nb, turn;
  const facet_kernel_entry_t *e;
  facet_dispatch_state_t *st;
  uint32_t count[3];
  atomic_int next;       // the next workgroup to take
  atomic_uint gen, done; // the helper's start signal and its finish count
  bool helper_started;
  void *scratch[2];
} run_ctx;

typedef struct worker_arg {
  run_ctx *r;
  int id;
} worker_arg;

static void *worker(void *p) {
  worker_arg *w = p;
  run_ctx *r = w->r;
  int total = (int)(r->count[0] * r->count[1]);
  for (;;) {
    int i = atomic_fetch_add(&r->next, 1);
    if (i >= total) return NULL;
    r->e->workgroup(r->st, (uint32_t)i % r->count[0], (uint32_t)i / r->count[0], 0,
                    r->scratch[w->id]);
  }
}

// The second worker: started once, it spins between runs as the runtime's
// pool does between dispatches. A thread created per run paid this VM's
// wake-up of an idle vCPU each time: short calls (decode-sized, ~1-2 ms)
// then measured no faster on 2 threads than on 1.
static void *helper(void *p) {
  run_ctx *r = p;
  unsigned seen = 0;
  for (;;) {
    unsigned g;
    while ((g = atomic_load(&r->gen)) == seen) __builtin_ia32_pause();
    seen = g;
    worker(&(worker_arg){r, 1});
    atomic_fetch_add(&r->done, 1);
  }
  return NULL;
}

// CPU time of the calling thread: with FACET_GEMM_QUICK_CPU=1 the 1-thread
// figures (and the peak) leave out the time other processes held the core,
// which makes tuning possible on a machine that others load.
static double now_cpu(void) {
  struct timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static double run_once(run_ctx *r, int threads) {
  atomic_store(&r->next, 0);
  ((void **)r->st->bindings)[1] = r->bs[r->turn++ % r->nb];
  r->st->worker_count = (uint32_t)threads;
  memcpy(r->st->workgroup_count, r->count, sizeof r->count);
  if (threads == 2 && !r->helper_started) {
    pthread_t th;
    if (pthread_create(&th, NULL, helper, r) != 0) exit(1);
    r->helper_started = true; // it spins from now on: 1-thread runs come first
  }
  worker_arg self = {r, 0};
  if (threads == 1 && getenv("FACET_GEMM_QUICK_CPU")) {
    double t0 = now_cpu();
    worker(&self);
    return now_cpu() - t0;
  }
  double t0 = now();
  if (threads == 1) {
    worker(&self);
  } else {
    atomic_store(&r->done, 0);
    atomic_fetch_add(&r->gen, 1);
    worker(&self);
    while (atomic_load(&r->done) == 0) __builtin_ia32_pause();
  }
  return now() - t0;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

// FACET_GEMM_QUICK_BEST=1: the best time instead of the median (for tuning
// on a machine that others load: the best is what the code can do).
static double median_time(run_ctx *r, int threads, int reps) {
  double t[64];
  if (reps > 64) reps = 64;
  run_once(r, threads); // warm up
  for (int i = 0; i < reps; i++) t[i] = run_once(r, threads);
  qsort(t, (size_t)reps, sizeof(double), cmp_double);
  return getenv("FACET_GEMM_QUICK_BEST") ? t[0] : t[reps / 2];
}

// Zeroed, 2 MiB aligned; FACET_GEMM_QUICK_THP=1 asks for transparent huge
// pages (madvise), to see what TLB misses cost.
static void *big_alloc(size_t n) {
  size_t al = (size_t)2 << 20, sz = (n + al - 1) / al * al;
  void *p = aligned_alloc(al, sz);
  if (!p) exit(1);
  if (getenv("FACET_GEMM_QUICK_THP")) madvise(p, sz, MADV_HUGEPAGE);
  memset(p, 0, sz);
  return p;
}

static void override_tiles(cg_config *c, const opts *o) {
  if (o->mr) c->mr = o->mr, c->nr = o->nr;
  if (o->tm)
    c->tile_m = o->tm,
    c->m_remainder = o->udiv ? o->udiv % (uint64_t)o->tm != 0 : o->m % o->tm != 0;
  if (o->tn) c->tile_n = o->tn, c->n_remainder = o->n % o->tn != 0;
  if (o->tk) c->tile_k = o->tk, c->k_remainder = o->k % o->tk != 0;
}

int main(int argc, char **argv) {
  opts o = parse_args(argc, argv);
  cg_target t;
  if (!cg_target_parse(o.target, &t)) return 2;
  ir_exec ex = make_exec(&o);
  fact row[1] = {{1, 1u << 20, o.udiv ? o.udiv : 1}};
  cg_config c = cg_configure(&ex, row, &t);
  override_tiles(&c, &o);
  strbuf src = {0}, lib = {0}, cfg = {0};
  cg_emit_variant(&src, &ex, &c, row, "gemm");
  const char *syms[1] = {"gemm"};
  uint64_t scratch = cg_scratch_bytes(&ex, &c);
  cg_emit_library(&lib, syms, &scratch, 1);
  if (o.src) {
    FILE *f = fopen(o.src, "rb");
    if (!f) return 1;
    sb_reset(&src);
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0) sb_appendn(&src, buf, n);
    fclose(f);
  }
  const char *srcs[3] = {sb_cstr(&src), sb_cstr(&lib), peak_src};
  // Built for the variant's target; the peak probe asks for AVX2 + FMA itself.
  cg_build b = {
      .cc = getenv("CC") ? getenv("CC") : "cc", .target = &t, .jobs = 2, .keep_dir = o.keep};
  diag_engine diag;
  diag_init(&diag, stderr);
  uint8_t *so;
  size_t size;
  char *cmd;
  if (!cg_build_object(&b, srcs, 3, &diag, &so, &size, &cmd)) return 1;
  if (o.so) {
    FILE *f = fopen(o.so, "wb");
    if (!f || fwrite(so, 1, size, f) != size || fclose(f) != 0) return 1;
    cg_config_print(&cfg, &c);
    printf("%s: [%s]\n", o.so, sb_cstr(&cfg));
    return 0;
  }
  char path[] = "/tmp/gemm-quick-XXXXXX";
  int fd = mkstemp(path);
  if (fd < 0 || write(fd, so, size) != (ssize_t)size) return 1;
  close(fd);
  void *h = dlopen(path, RTLD_NOW);
  unlink(path);
  if (!h) return 1;
  const facet_kernel_library_t *L = dlsym(h, FACET_KERNEL_LIBRARY_SYMBOL);
  float (*peak)(long) = (float (*)(long))dlsym(h, "peak");
  size_t sa = dtype_size(o.ta), sb = dtype_size(o.tb), sc = dtype_size(o.tc);
  int nb = o.rotate > 1 ? o.rotate : 1;
  void *bs[64];
  uint8_t *A = big_alloc((size_t)(o.m * o.k) * sa), *C = big_alloc((size_t)(o.m * o.n) * sc);
  for (int64_t i = 0; i < o.m * o.k; i++) dtype_store(o.ta, A, (size_t)i, (double)(i % 7) * 0.1);
  for (int c = 0; c < nb && c < 64; c++) {
    bs[c] = big_alloc((size_t)(o.k * o.n) * sb);
    for (int64_t i = 0; i < o.k * o.n; i++)
      dtype_store(o.tb, bs[c], (size_t)i, (double)(i % 5) * 0.1);
  }
  void *bind[3] = {A, bs[0], C};
  int64_t pc[1] = {o.m};
  facet_dispatch_state_t st = {.bindings = bind,
                               .push_constants = pc,
                               .binding_count = 3,
                               .push_constant_count = (uint32_t)ex.push_count};
  run_ctx r = {.bs = bs, .nb = nb < 64 ? nb : 64, .e = &L->entries[0], .st = &st};
  r.e->workgroup_count(pc, r.count);
  for (int i = 0; i < 2; i++) r.scratch[i] = big_alloc((scratch + 63) / 64 * 64 + 64);
  double flop = 2.0 * (double)o.m * (double)o.n * (double)o.k;
  double t1 = median_time(&r, 1, o.reps), t2 = median_time(&r, 2, o.reps);
  bool v4 = t.vector_floats == 16; // AVX-512 targets
  float (*peak512)(long) = (float (*)(long))dlsym(h, "peak512");
  bool cpu = getenv("FACET_GEMM_QUICK_CPU") != NULL;
  double tp = cpu ? now_cpu() : now();
  if (v4) peak512(20000000);
  else peak(20000000);
  tp = (cpu ? now_cpu() : now()) - tp;
  cg_config_print(&cfg, &c);
  printf("M=%lld N=%lld K=%lld %s x %s%s -> %s  [%s] grid %ux%u\n", (long long)o.m, (long long)o.n,
         (long long)o.k, dtype_name(o.ta), dtype_name(o.tb), o.wt ? "^T" : "", dtype_name(o.tc),
         sb_cstr(&cfg), r.count[0], r.count[1]);
  printf("  1 thread: %7.2f ms %7.1f GFLOP/s %6.1f GB/s of B | 2 threads: %7.2f ms %7.1f "
         "GFLOP/s | peak FMA 1 thread: %.1f GFLOP/s\n",
         t1 * 1e3, flop / t1 * 1e-9, (double)(o.k * o.n) * (double)sb / t1 * 1e-9, t2 * 1e3,
         flop / t2 * 1e-9, 20000000.0 * 12 * (v4 ? 32 : 16) / tp * 1e-9);
  return 0;
}
