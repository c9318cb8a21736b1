// test_codegen.c: configure, emit, compile and run matmul variants.
//
// Executables are built by hand, every variant of every case goes into one
// kernel library (one compiler run, 2 jobs), which is dlopen'ed and run for
// concrete push constants: all workgroups on one thread, then spread over 2
// pthreads, compared bit for bit with each other and, with a tolerance per
// output dtype, with a float64 reference. Inputs end at a guard page so that
// a kernel reading past a binding faults; C is prefilled with NaN so that
// an element never written shows.
#include "codegen/codegen_internal.h"
#include "facet/kernel_abi.h"

#include <dirent.h>
#include <dlfcn.h>
#include <elf.h>
#include <fcntl.h>
#include <math.h>
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

static int failures;
#define CHECK(cond)                                                                                \
  do {                                                                                             \
    if (!(cond)) {                                                                                 \
      printf("%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);                              \
      failures++;                                                                                  \
    }                                                                                              \
  } while (0)
#define CHECK_MSG(cond, ...)                                                                       \
  do {                                                                                             \
    if (!(cond)) {                                                                                 \
      printf("%s:%d: check failed: %s: ", __FILE__, __LINE__, #cond);                              \
      printf(__VA_ARGS__);                                                                         \
      printf("\n");                                                                                \
      failures++;                                                                                  \
    }                                                                                              \
  } while (0)

#define S(v) ((ir_kdim){false, (v)}) // static size
#define D(i) ((ir_kdim){true, (i)})  // push constant i

typedef struct tcase {
  const char *name;
  const char *target;
  dtype ta, tb, tc;
  bool transpose_b;
  ir_kdim m, n, k;
  int push_count;
  fact row[3]; // the one row of facts (also the variant's facts)
  int expect;  // expected flavour
  int run_count;
  int64_t runs[10][3]; // push constants of each run
} tcase;

// One case a row.
// clang-format off
static tcase cases[] = {
    {"f32_static_rem", "x86-64-v3", DT_F32, DT_F32, DT_F32, false, S(37), S(70), S(45), 0, {{0}},
     CG_MATMUL_PACKED, 1, {{0}}},
    {"f16_m64s", "x86-64-v3", DT_F16, DT_F16, DT_F16, false, D(0), S(256), S(128), 1,
     {{64, 4096, 64}}, CG_MATMUL_PACKED, 2, {{64}, {192}}},
    {"f32xf16_udiv1", "x86-64-v3", DT_F32, DT_F16, DT_F32, false, D(0), S(100), S(77), 1,
     {{17, 300, 1}}, CG_MATMUL_PACKED, 3, {{100}, {17}, {61}}},
    {"bf16_wT", "x86-64-v3", DT_BF16, DT_BF16, DT_BF16, true, S(50), S(40), S(33), 0, {{0}},
     CG_MATMUL_PACKED, 1, {{0}}},
    {"f32xf16_wT_dyn", "x86-64-v3", DT_F32, DT_F16, DT_F32, true, D(0), S(72), S(610), 1,
     {{1, 1000, 1}}, CG_MATMUL_PACKED, 2, {{100}, {23}}},
    {"f16_kblocks_f32out", "x86-64-v3", DT_F16, DT_F16, DT_F32, false, S(96), S(64), S(610), 0,
     {{0}}, CG_MATMUL_PACKED, 1, {{0}}},
    {"dyn_nk", "x86-64-v3", DT_F32, DT_BF16, DT_F16, false, S(40), D(0), D(1), 2,
     {{1, 1000, 1}, {0, 500, 1}}, CG_MATMUL_PACKED, 3, {{77, 13}, {200, 0}, {9, 300}}},
    {"point_pc", "x86-64-v3", DT_F16, DT_F16, DT_F16, false, D(0), S(48), S(24), 1,
     {{24, 24, 24}}, CG_MATMUL_PACKED, 1, {{24}}},
    {"stream_f32xf16", "x86-64-v3", DT_F32, DT_F16, DT_F32, false, D(0), S(100), S(65), 1,
     {{1, 8, 1}}, CG_MATMUL_STREAM, 8, {{1}, {2}, {3}, {4}, {5}, {6}, {7}, {8}}},
    {"stream_f16_wT", "x86-64-v3", DT_F16, DT_F16, DT_F16, true, D(0), S(37), S(70), 1,
     {{1, 8, 1}}, CG_MATMUL_STREAM, 8, {{1}, {2}, {3}, {4}, {5}, {6}, {7}, {8}}},
    {"stream_bf16_m3", "x86-64-v3", DT_BF16, DT_BF16, DT_BF16, false, S(3), S(64), S(32), 0,
     {{0}}, CG_MATMUL_STREAM, 1, {{0}}},
    {"stream_kblocks", "x86-64-v3", DT_F16, DT_F16, DT_F16, false, D(0), S(48), S(2100), 1,
     {{1, 8, 1}}, CG_MATMUL_STREAM, 3, {{8}, {5}, {1}}},
    {"stream_dynk", "x86-64-v3", DT_BF16, DT_F16, DT_F32, false, D(0), S(24), D(1), 2,
     {{1, 4, 1}, {0, 3000, 1}}, CG_MATMUL_STREAM, 3, {{3, 0}, {4, 2500}, {1, 9}}},
    {"stream_m16", "x86-64-v3", DT_F16, DT_F16, DT_F16, false, D(0), S(48), S(600), 1,
     {{1, 16, 1}}, CG_MATMUL_STREAM, 3, {{9}, {16}, {1}}},
    {"m17_packed", "x86-64-v3", DT_F16, DT_F16, DT_F16, false, D(0), S(48), S(600), 1,
     {{17, 40, 1}}, CG_MATMUL_PACKED, 3, {{17}, {40}, {23}}},
    {"stream_wT_m16_k", "x86-64-v3", DT_F32, DT_BF16, DT_F32, true, D(0), S(20), D(1), 2,
     {{1, 16, 1}, {0, 5000, 1}}, CG_MATMUL_STREAM, 3, {{16, 2100}, {5, 7}, {11, 0}}},
    {"epi_packed", "x86-64-v3", DT_F16, DT_F16, DT_F16, false, D(0), S(40), S(300), 1,
     {{1, 100, 1}}, CG_MATMUL_PACKED, 2, {{70}, {17}}},
    {"epi_stream", "x86-64-v3", DT_F32, DT_F16, DT_F32, false, D(0), S(21), D(1), 2,
     {{1, 4, 1}, {0, 100, 1}}, CG_MATMUL_STREAM, 2, {{3, 50}, {2, 0}}},
    {"epi_stream_wT", "x86-64", DT_F16, DT_BF16, DT_BF16, true, D(0), S(13), S(20), 1,
     {{1, 16, 1}}, CG_MATMUL_STREAM, 2, {{16}, {5}}},
    {"x86_blocked", "x86-64", DT_F16, DT_F16, DT_F16, false, D(0), S(50), S(70), 1,
     {{1, 200, 1}}, CG_MATMUL_BLOCKED, 2, {{100}, {33}}},
    {"x86_blocked_wT", "x86-64", DT_F32, DT_BF16, DT_BF16, true, S(29), S(31), S(19), 0, {{0}},
     CG_MATMUL_BLOCKED, 1, {{0}}},
    {"x86_stream", "x86-64", DT_F16, DT_F32, DT_F16, false, D(0), S(33), S(21), 1, {{1, 5, 1}},
     CG_MATMUL_STREAM, 3, {{1}, {4}, {5}}},
    {"x86_stream_wT", "x86-64", DT_BF16, DT_F16, DT_F32, true, D(0), S(9), S(19), 1, {{1, 7, 1}},
     CG_MATMUL_STREAM, 2, {{3}, {7}}},
    // x86-64-v4 (AVX-512): built with -march=x86-64-v4, run where the CPU has it.
    // f32 C without epilogue accumulates in C (edge tiles through et); f16/bf16
    // C and epilogues use the f32 tile; 12 x 32 register tiles leave M edges.
    {"v4_f32_edges", "x86-64-v4", DT_F32, DT_F32, DT_F32, false, S(37), S(70), S(45), 0, {{0}},
     CG_MATMUL_PACKED, 1, {{0}}},
    {"v4_f32_dyn_kblocks", "x86-64-v4", DT_F32, DT_F32, DT_F32, false, D(0), S(100), S(300), 1,
     {{17, 300, 1}}, CG_MATMUL_PACKED, 3, {{100}, {17}, {300}}},
    {"v4_f32_k0", "x86-64-v4", DT_F32, DT_F16, DT_F32, false, S(37), S(64), D(0), 1,
     {{0, 600, 1}}, CG_MATMUL_PACKED, 3, {{0}, {130}, {1}}},
    {"v4_f16_m64s", "x86-64-v4", DT_F16, DT_F16, DT_F16, false, D(0), S(256), S(128), 1,
     {{64, 4096, 64}}, CG_MATMUL_PACKED, 2, {{64}, {192}}},
    {"v4_bf16_wT", "x86-64-v4", DT_BF16, DT_BF16, DT_BF16, true, S(50), S(40), S(33), 0, {{0}},
     CG_MATMUL_PACKED, 1, {{0}}},
    {"v4_f32xf16_wT_dyn", "x86-64-v4", DT_F32, DT_F16, DT_F32, true, D(0), S(72), S(610), 1,
     {{1, 1000, 1}}, CG_MATMUL_PACKED, 2, {{100}, {23}}},
    {"v4_dyn_nk", "x86-64-v4", DT_F32, DT_BF16, DT_F16, false, S(40), D(0), D(1), 2,
     {{1, 1000, 1}, {0, 500, 1}}, CG_MATMUL_PACKED, 3, {{77, 13}, {200, 0}, {9, 300}}},
    {"v4_stream_f32xf16", "x86-64-v4", DT_F32, DT_F16, DT_F32, false, D(0), S(100), S(65), 1,
     {{1, 8, 1}}, CG_MATMUL_STREAM, 8, {{1}, {2}, {3}, {4}, {5}, {6}, {7}, {8}}},
    {"v4_stream_f16_wT", "x86-64-v4", DT_F16, DT_F16, DT_F16, true, D(0), S(37), S(70), 1,
     {{1, 16, 1}}, CG_MATMUL_STREAM, 7, {{1}, {2}, {3}, {7}, {8}, {9}, {16}}},
    {"v4_stream_kblocks", "x86-64-v4", DT_F16, DT_F16, DT_F16, false, D(0), S(48), S(2100), 1,
     {{1, 8, 1}}, CG_MATMUL_STREAM, 3, {{8}, {5}, {1}}},
    {"v4_stream_dynk", "x86-64-v4", DT_BF16, DT_F16, DT_F32, false, D(0), S(24), D(1), 2,
     {{1, 4, 1}, {0, 3000, 1}}, CG_MATMUL_STREAM, 3, {{3, 0}, {4, 2500}, {1, 9}}},
    {"v4_stream_m16", "x86-64-v4", DT_F32, DT_BF16, DT_F16, false, D(0), S(100), S(70), 1,
     {{1, 16, 1}}, CG_MATMUL_STREAM, 3, {{16}, {9}, {1}}},
    {"v4_stream_m32", "x86-64-v4", DT_F16, DT_F16, DT_F32, false, D(0), S(2100), S(70), 1,
     {{1, 32, 1}}, CG_MATMUL_STREAM, 3, {{32}, {27}, {17}}},
    {"v4_stream_f32_m1", "x86-64-v4", DT_F32, DT_F32, DT_F32, false, S(1), S(4096), S(300), 0,
     {{0}}, CG_MATMUL_STREAM, 1, {{0}}},
    // Tall tiles with f32 C in place take long K blocks (K = 300: two of
    // 152); a last tile of M's remainder under 256 rows takes 128 (and packs
    // B that far apart). (With the f32 tile in scratch, v4's two FMAs a cycle
    // keep every block short: cg_blocking_full_rate.)
    {"v4_f32acc_wT_short_tile", "x86-64-v4", DT_F16, DT_F16, DT_F32, true, D(0), S(4096), S(300), 1,
     {{1, 700, 1}}, CG_MATMUL_PACKED, 2, {{700}, {100}}},
    {"epi_v4_packed", "x86-64-v4", DT_F16, DT_F16, DT_F16, false, D(0), S(40), S(300), 1,
     {{1, 100, 1}}, CG_MATMUL_PACKED, 2, {{70}, {17}}},
    {"epi_v4_packed_f32", "x86-64-v4", DT_F32, DT_F32, DT_F32, false, D(0), S(50), S(130), 1,
     {{1, 100, 1}}, CG_MATMUL_PACKED, 2, {{70}, {25}}},
    {"epi_v4_stream_wT", "x86-64-v4", DT_F16, DT_BF16, DT_BF16, true, D(0), S(13), S(20), 1,
     {{1, 16, 1}}, CG_MATMUL_STREAM, 2, {{16}, {5}}},
    // x86-64-v4-bf16 (AVX512_BF16): bf16 x bf16 PACKED multiplies pairs of K with
    // vdpbf16ps; odd K (a pair with a zero partner), K blocks, N and M edges,
    // W[N,K], f32 C accumulating in C, an epilogue, and K = 0.
    {"v4bf_edges", "x86-64-v4-bf16", DT_BF16, DT_BF16, DT_BF16, false, S(37), S(70), S(45), 0,
     {{0}}, CG_MATMUL_PACKED, 1, {{0}}},
    {"v4bf_wT", "x86-64-v4-bf16", DT_BF16, DT_BF16, DT_BF16, true, S(50), S(40), S(33), 0, {{0}},
     CG_MATMUL_PACKED, 1, {{0}}},
    {"v4bf_kblocks_f32", "x86-64-v4-bf16", DT_BF16, DT_BF16, DT_F32, false, D(0), S(100), S(601),
     1, {{17, 300, 1}}, CG_MATMUL_PACKED, 3, {{100}, {17}, {300}}},
    {"v4bf_wT_dynk", "x86-64-v4-bf16", DT_BF16, DT_BF16, DT_BF16, true, D(0), S(72), D(1), 2,
     {{17, 200, 1}, {0, 700, 1}}, CG_MATMUL_PACKED, 4, {{100, 0}, {23, 611}, {64, 31}, {200, 1}}},
    // A short tile of an M remainder path takes K blocks of 128 (here K = 201:
    // 128, then 73, odd) where full tiles take all of K at once.
    {"v4bf_wT_short_tile", "x86-64-v4-bf16", DT_BF16, DT_BF16, DT_F32, true, D(0), S(72), S(201),
     1, {{1, 600, 1}}, CG_MATMUL_PACKED, 2, {{600}, {100}}},
    {"epi_v4bf_packed", "x86-64-v4-bf16", DT_BF16, DT_BF16, DT_BF16, false, D(0), S(40), S(300), 1,
     {{17, 100, 1}}, CG_MATMUL_PACKED, 2, {{70}, {17}}},
};
// clang-format on
#define NCASES ((int)FACET_ARRAY_SIZE(cases))
static cg_config case_cfg[NCASES];
static char case_sym[NCASES][48];

// Cases named epi_* carry a fused epilogue, C = silu(acc + bias[j]), with
// bias an f16 binding of N elements (as dispatch.c builds them).
static bool has_epilogue(const tcase *t) { return strncmp(t->name, "epi_", 4) == 0; }

static void add_epilogue(ir_exec *ex, const tcase *t) {
  ex->binding_count = 4;
  ex->bindings[3] = (ir_kbinding){.elem = DT_F16, .rank = 1, .dims = {t->n}};
  ex->iter_rank = 2;
  ex->iter[0] = t->m;
  ex->iter[1] = t->n;
  ir_knode load = {.kind = KN_LOAD, .type = DT_F32, .binding = 3};
  memset(load.map, -1, sizeof load.map);
  load.map[1] = 0;
  ex->nodes[0] = (ir_knode){.kind = KN_ACC, .type = DT_F32};
  ex->nodes[1] = load;
  ex->nodes[2] = (ir_knode){.kind = KN_EW, .type = DT_F32, .ew = EW_ADD, .a = 0, .b = 1};
  ex->nodes[3] = (ir_knode){.kind = KN_EW, .type = t->tc, .ew = EW_SILU, .a = 2};
  ex->node_count = 4;
  ex->outputs[0] = (ir_koutput){.binding = 2, .node = 3};
  ex->output_count = 1;
}

static ir_exec make_exec(const tcase *t) {
  ir_exec ex;
  memset(&ex, 0, sizeof(ex));
  ex.name = t->name;
  ex.binding_count = 3;
  ex.bindings[0] = (ir_kbinding){.elem = t->ta, .rank = 2, .dims = {t->m, t->k}};
  ex.bindings[1] = (ir_kbinding){.elem = t->tb, .rank = 2};
  if (t->transpose_b) ex.bindings[1].dims[0] = t->n, ex.bindings[1].dims[1] = t->k;
  else ex.bindings[1].dims[0] = t->k, ex.bindings[1].dims[1] = t->n;
  ex.bindings[2] = (ir_kbinding){.elem = t->tc, .rank = 2, .dims = {t->m, t->n}, .is_output = true};
  ex.push_count = t->push_count;
  ex.kop_count = 1;
  ex.kops[0] = (ir_kop){.kind = KOP_MATMUL,
                        .operands = {0, 1, 2},
                        .transpose_b = t->transpose_b,
                        .m = t->m,
                        .n = t->n,
                        .k = t->k};
  if (has_epilogue(t)) add_epilogue(&ex, t);
  return ex;
}

static int64_t dim_value(ir_kdim d, const int64_t *pc) { return d.dynamic ? pc[d.value] : d.value; }

// A buffer of n bytes that ends where a PROT_NONE page begins.
typedef struct gbuf {
  uint8_t *map;
  size_t map_len;
  void *p;
} gbuf;

static gbuf gbuf_alloc(size_t n) {
  size_t page = (size_t)sysconf(_SC_PAGESIZE), body = (n + page - 1) / page * page;
  gbuf g = {0};
  g.map_len = body + page;
  g.map = mmap(NULL, g.map_len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  FACET_CHECK(g.map != MAP_FAILED);
  FACET_CHECK(mprotect(g.map + body, page, PROT_NONE) == 0);
  g.p = g.map + body - n;
  return g;
}

static void gbuf_free(gbuf *g) { munmap(g->map, g->map_len); }

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static double rnd(void) { // uniform in [-1, 1)
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return (double)(rng_state >> 11) / 4503599627370496.0 - 1.0;
}

typedef struct run_ctx {
  const facet_kernel_entry_t *entry;
  facet_dispatch_state_t *state;
  uint32_t count[3];
  int next; // next workgroup (linear), shared by the threads
  pthread_mutex_t lock;
} run_ctx;

static void *run_worker(void *arg) {
  run_ctx *r = arg;
  void *scratch = aligned_alloc(64, (r->entry->scratch_bytes + 63) / 64 * 64 + 64);
  int total = (int)(r->count[0] * r->count[1] * r->count[2]);
  for (;;) {
    pthread_mutex_lock(&r->lock);
    int i = r->next++;
    pthread_mutex_unlock(&r->lock);
    if (i >= total) break;
    uint32_t x = (uint32_t)i % r->count[0], y = (uint32_t)i / r->count[0] % r->count[1],
             z = (uint32_t)i / (r->count[0] * r->count[1]);
    r->entry->workgroup(r->state, x, y, z, scratch);
  }
  free(scratch);
  return NULL;
}

static void run_dispatch(const facet_kernel_entry_t *entry, facet_dispatch_state_t *st,
                         int threads) {
  run_ctx r = {.entry = entry, .state = st};
  pthread_mutex_init(&r.lock, NULL);
  entry->workgroup_count(st->push_constants, r.count);
  memcpy(st->workgroup_count, r.count, sizeof r.count);
  st->worker_count = (uint32_t)threads;
  pthread_t th[2];
  for (int i = 0; i < threads; i++) pthread_create(&th[i], NULL, run_worker, &r);
  for (int i = 0; i < threads; i++) pthread_join(th[i], NULL);
  pthread_mutex_destroy(&r.lock);
}

// Runs one case at one set of push constants and compares.
static void run_case(const tcase *t, const facet_kernel_entry_t *entry, const int64_t *pc) {
  int64_t M = dim_value(t->m, pc), N = dim_value(t->n, pc), K = dim_value(t->k, pc);
  size_t sa = dtype_size(t->ta), sb = dtype_size(t->tb), sc = dtype_size(t->tc);
  gbuf A = gbuf_alloc((size_t)(M * K) * sa), B = gbuf_alloc((size_t)(K * N) * sb);
  gbuf C1 = gbuf_alloc((size_t)(M * N) * sc), C2 = gbuf_alloc((size_t)(M * N) * sc);
  gbuf bias = gbuf_alloc((size_t)N * 2);
  for (int64_t i = 0; i < M * K; i++) dtype_store(t->ta, A.p, (size_t)i, rnd());
  for (int64_t i = 0; i < K * N; i++) dtype_store(t->tb, B.p, (size_t)i, rnd());
  for (int64_t i = 0; i < N; i++) dtype_store(DT_F16, bias.p, (size_t)i, rnd());
  for (int64_t i = 0; i < M * N; i++) dtype_store(t->tc, C1.p, (size_t)i, NAN);
  for (int64_t i = 0; i < M * N; i++) dtype_store(t->tc, C2.p, (size_t)i, NAN);
  void *b1[4] = {A.p, B.p, C1.p, bias.p}, *b2[4] = {A.p, B.p, C2.p, bias.p};
  uint64_t lens[4] = {(uint64_t)(M * K) * sa, (uint64_t)(K * N) * sb, (uint64_t)(M * N) * sc,
                      (uint64_t)N * 2};
  bool epi = has_epilogue(t);
  facet_dispatch_state_t st = {.bindings = b1,
                               .binding_lengths = lens,
                               .push_constants = pc,
                               .binding_count = epi ? 4 : 3,
                               .push_constant_count = (uint32_t)t->push_count};
  run_dispatch(entry, &st, 1);
  st.bindings = b2;
  run_dispatch(entry, &st, 2);
  double rtol = t->tc == DT_F32 ? 1e-5 : 1e-2;
  int bad = 0;
  for (int64_t m = 0; m < M && bad < 3; m++) {
    for (int64_t n = 0; n < N && bad < 3; n++) {
      double ref = 0, mag = 0;
      for (int64_t k = 0; k < K; k++) {
        double a = dtype_load(t->ta, A.p, (size_t)(m * K + k));
        double b = dtype_load(t->tb, B.p, (size_t)(t->transpose_b ? n * K + k : k * N + n));
        ref += a * b;
        mag += fabs(a * b);
      }
      if (epi) { // silu(x) = x * sigmoid(x) changes x by at most a factor ~1.1
        double x = ref + dtype_load(DT_F16, bias.p, (size_t)n);
        ref = x / (1.0 + exp(-x));
        mag = mag * 1.1 + 1.0;
      }
      double got = dtype_load(t->tc, C1.p, (size_t)(m * N + n));
      double got2 = dtype_load(t->tc, C2.p, (size_t)(m * N + n));
      bool ok = fabs(got - ref) <= rtol * mag + 1e-30 && (got == got2);
      if (!ok) bad++;
      CHECK_MSG(ok, "%s M=%lld N=%lld K=%lld: C[%lld][%lld] = %g (2 threads %g), expected %g",
                t->name, (long long)M, (long long)N, (long long)K, (long long)m, (long long)n, got,
                got2, ref);
    }
  }
  gbuf_free(&A);
  gbuf_free(&B);
  gbuf_free(&C1);
  gbuf_free(&C2);
  gbuf_free(&bias);
}

// True when the symbol the process resolves for name lives in libm.
static bool from_libm(const char *name) {
  Dl_info info;
  void *p = dlsym(RTLD_DEFAULT, name);
  return p && dladdr(p, &info) && info.dli_fname && strstr(info.dli_fname, "libm.");
}

// Undefined, non-weak symbols of the shared object's dynamic symbol table:
// kernels must call no libc function.
static int undefined_symbols(const uint8_t *so, size_t size) {
  const Elf64_Ehdr *eh = (const Elf64_Ehdr *)so;
  FACET_CHECK(size > sizeof(*eh) && memcmp(eh->e_ident, ELFMAG, SELFMAG) == 0);
  const Elf64_Shdr *sh = (const Elf64_Shdr *)(so + eh->e_shoff);
  int count = 0;
  for (int i = 0; i < eh->e_shnum; i++) {
    if (sh[i].sh_type != SHT_DYNSYM) continue;
    const Elf64_Sym *sym = (const Elf64_Sym *)(so + sh[i].sh_offset);
    const char *names = (const char *)(so + sh[sh[i].sh_link].sh_offset);
    for (size_t j = 1; j < sh[i].sh_size / sizeof(Elf64_Sym); j++) {
      if (sym[j].st_shndx != SHN_UNDEF || ELF64_ST_BIND(sym[j].st_info) == STB_WEAK) continue;
      if (from_libm(names + sym[j].st_name)) continue; // <math.h> is allowed
      printf("  undefined symbol in kernel object: %s\n", names + sym[j].st_name);
      count++;
    }
  }
  return count;
}

static void *load_object(const uint8_t *so, size_t size) {
  char path[] = "/tmp/facet-test-so-XXXXXX";
  int fd = mkstemp(path);
  FACET_CHECK(fd >= 0);
  FACET_CHECK(write(fd, so, size) == (ssize_t)size);
  close(fd);
  void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!h) printf("dlopen: %s\n", dlerror());
  unlink(path);
  return h;
}

static int count_dir_entries(const char *dir) {
  DIR *d = opendir(dir);
  if (!d) return -1;
  int n = 0;
  struct dirent *e;
  while ((e = readdir(d)))
    if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) n++;
  closedir(d);
  return n;
}

// The build a case belongs to: x86-64-v4 cases need -march=x86-64-v4 (and
// x86-64-v4-bf16 ones -mavx512bf16 too, a build of their own); the
// others share one x86-64-v3 build (portable TUs compiled with
// -march=x86-64-v3 are fine: what is tested is the code, not the flags).
static const char *case_build(const tcase *t) {
  return strncmp(t->target, "x86-64-v4", 9) == 0 ? t->target : "x86-64-v3";
}

// Configures, emits and builds every case of one build into one library,
// and runs it when `run` (the CPU has the build's ISA).
static void test_cases_for(const char *build, bool run) {
  const char *srcs[NCASES + 1];
  const char *syms[NCASES];
  uint64_t scratch[NCASES];
  int index[NCASES], n = 0;
  strbuf text[NCASES + 1];
  memset(text, 0, sizeof text);
  for (int i = 0; i < NCASES; i++) {
    tcase *t = &cases[i];
    if (strcmp(case_build(t), build) != 0) continue;
    cg_target tg;
    CHECK(cg_target_parse(t->target, &tg));
    ir_exec ex = make_exec(t);
    case_cfg[i] = cg_configure(&ex, t->row, &tg);
    CHECK_MSG((int)case_cfg[i].flavour == t->expect, "%s: flavour %d", t->name,
              case_cfg[i].flavour);
    snprintf(case_sym[i], sizeof case_sym[i], "%s_v0", t->name);
    cg_emit_variant(&text[n], &ex, &case_cfg[i], t->row, case_sym[i]);
    srcs[n] = sb_cstr(&text[n]);
    syms[n] = case_sym[i];
    scratch[n] = cg_scratch_bytes(&ex, &case_cfg[i]);
    index[n++] = i;
  }
  cg_emit_library(&text[n], syms, scratch, n);
  srcs[n] = sb_cstr(&text[n]);
  cg_target target;
  CHECK(cg_target_parse(build, &target));
  // FACET_TEST_CODEGEN_KEEP=DIR keeps the generated sources, for debugging;
  // FACET_TEST_CC=clang builds them with another compiler.
  const char *cc = getenv("FACET_TEST_CC") ? getenv("FACET_TEST_CC") : "cc";
  // Batches of two on average (src/codegen/batch.c): the cases run from
  // kernels that shared a compiler run with others of their kind.
  cg_cache_stats st;
  cg_build b = {.cc = cc,
                .target = &target,
                .jobs = 2,
                .keep_dir = getenv("FACET_TEST_CODEGEN_KEEP"),
                .stats = &st,
                .batch = 2};
  diag_engine diag;
  diag_init(&diag, stderr);
  uint8_t *so = NULL;
  size_t size = 0;
  char *cmd = NULL;
  bool ok = cg_build_object(&b, srcs, n + 1, &diag, &so, &size, &cmd);
  CHECK(ok && so && size > 0);
  printf("test_codegen: %s: %d sources in %d compiler runs (%d batches)\n", build, n + 1, st.runs,
         st.batches);
  // The target's own flags (-march=..., and -mavx512bf16 for x86-64-v4-bf16).
  for (size_t f = 0; f < FACET_ARRAY_SIZE(target.cflags) && target.cflags[f]; f++)
    CHECK(cmd && strstr(cmd, target.cflags[f]));
  CHECK(cmd && strstr(cmd, "-O3") && !strstr(cmd, "/tmp"));
  if (ok) CHECK(undefined_symbols(so, size) == 0);
  if (ok && run) {
    void *h = load_object(so, size);
    CHECK(h != NULL);
    const facet_kernel_library_t *lib = h ? dlsym(h, FACET_KERNEL_LIBRARY_SYMBOL) : NULL;
    CHECK(lib && lib->abi_version == FACET_KERNEL_ABI_VERSION && lib->entry_count == (uint32_t)n);
    for (int j = 0; lib && j < n; j++) {
      const tcase *t = &cases[index[j]];
      CHECK(strcmp(lib->entries[j].name, case_sym[index[j]]) == 0);
      CHECK(lib->entries[j].scratch_bytes == scratch[j]);
      for (int r = 0; r < t->run_count; r++) run_case(t, &lib->entries[j], t->runs[r]);
    }
    if (h) dlclose(h);
  } else if (ok) {
    printf("test_codegen: %s cases built, not run (the CPU lacks %s)\n", build, build);
  }
  free(so);
  free(cmd);
  diag_free(&diag);
  for (int i = 0; i <= n; i++) sb_free(&text[i]);
}

//
// Row programs (emit_rows.c), built for each ISA and run against float64:
//   softmax: y = softmax(x) along rows of 77 (not a multiple of any chunk:
//            chunks and a tail), f16 in and out, rows a push constant;
//   rmsnorm: y = x * rsqrt(mean(x^2) + eps) * w, x f32, w f32 broadcast over
//            the rows, y bf16, rows of 100;
//   act:     y = tanh(gelu(x)) + silu(x) * exp(x / 4) + sigmoid(x) (one
//            elementwise chain through every polynomial), rows of 1000, f32.
//
typedef enum { ROWS_SOFTMAX, ROWS_RMSNORM, ROWS_ACT } rows_kind;

static int rows_node(ir_exec *ex, ir_knode n) {
  ex->nodes[ex->node_count] = n;
  return ex->node_count++;
}

static int rows_ew(ir_exec *ex, ir_ew_kind k, int a, int b, bool per_row) {
  return rows_node(
      ex, (ir_knode){.kind = KN_EW, .type = DT_F32, .ew = k, .a = a, .b = b, .per_row = per_row});
}

static int rows_const(ir_exec *ex, double v) {
  return rows_node(ex, (ir_knode){.kind = KN_CONST, .type = DT_F32, .value = v, .per_row = true});
}

static int64_t rows_inner(rows_kind k) {
  return k == ROWS_SOFTMAX ? 77 : k == ROWS_RMSNORM ? 100 : 1000;
}
static dtype rows_in(rows_kind k) { return k == ROWS_SOFTMAX ? DT_F16 : DT_F32; }
static dtype rows_out(rows_kind k) {
  return k == ROWS_SOFTMAX ? DT_F16 : k == ROWS_RMSNORM ? DT_BF16 : DT_F32;
}

static ir_exec rows_exec(rows_kind k) {
  ir_exec ex;
  memset(&ex, 0, sizeof ex);
  ex.name = k == ROWS_SOFTMAX ? "softmax" : k == ROWS_RMSNORM ? "rmsnorm" : "act";
  ex.push_count = 1;
  ex.iter_rank = 2;
  ex.iter[0] = D(0);
  ex.iter[1] = S(rows_inner(k));
  ex.kop_count = 1;
  ex.kops[0].kind = KOP_ROWS;
  ex.bindings[0] = (ir_kbinding){.elem = rows_in(k), .rank = 2, .dims = {D(0), S(rows_inner(k))}};
  ir_knode x = {.kind = KN_LOAD, .type = DT_F32, .binding = 0};
  memset(x.map, -1, sizeof x.map);
  x.map[0] = 0, x.map[1] = 1;
  int xi = rows_node(&ex, x), y;
  int ob = 1;
  if (k == ROWS_SOFTMAX) {
    int m = rows_node(
        &ex,
        (ir_knode){.kind = KN_REDUCE, .type = DT_F32, .red = RED_MAX, .a = xi, .per_row = true});
    int e = rows_node(&ex, (ir_knode){.kind = KN_EW,
                                      .type = DT_F32,
                                      .ew = EW_EXP,
                                      .a = rows_ew(&ex, EW_SUB, xi, m, false)});
    int sum = rows_node(
        &ex,
        (ir_knode){.kind = KN_REDUCE, .type = DT_F32, .red = RED_SUM, .a = e, .per_row = true});
    y = rows_ew(&ex, EW_DIV, e, sum, false);
  } else if (k == ROWS_RMSNORM) {
    ex.bindings[1] = (ir_kbinding){.elem = DT_F32, .rank = 1, .dims = {S(rows_inner(k))}};
    ir_knode w = {.kind = KN_LOAD, .type = DT_F32, .binding = 1};
    memset(w.map, -1, sizeof w.map);
    w.map[1] = 0;
    int wi = rows_node(&ex, w);
    int sq = rows_ew(&ex, EW_MUL, xi, xi, false);
    int ms = rows_node(
        &ex,
        (ir_knode){.kind = KN_REDUCE, .type = DT_F32, .red = RED_MEAN, .a = sq, .per_row = true});
    int r = rows_node(&ex, (ir_knode){.kind = KN_EW,
                                      .type = DT_F32,
                                      .ew = EW_RSQRT,
                                      .a = rows_ew(&ex, EW_ADD, ms, rows_const(&ex, 1e-5), true),
                                      .per_row = true});
    y = rows_ew(&ex, EW_MUL, rows_ew(&ex, EW_MUL, xi, r, false), wi, false);
    ob = 2;
  } else {
    int g = rows_node(&ex, (ir_knode){.kind = KN_EW, .type = DT_F32, .ew = EW_GELU, .a = xi});
    int t = rows_node(&ex, (ir_knode){.kind = KN_EW, .type = DT_F32, .ew = EW_TANH, .a = g});
    int si = rows_node(&ex, (ir_knode){.kind = KN_EW, .type = DT_F32, .ew = EW_SILU, .a = xi});
    int e = rows_node(&ex, (ir_knode){.kind = KN_EW,
                                      .type = DT_F32,
                                      .ew = EW_EXP,
                                      .a = rows_ew(&ex, EW_MUL, xi, rows_const(&ex, 0.25), false)});
    int sg = rows_node(&ex, (ir_knode){.kind = KN_EW, .type = DT_F32, .ew = EW_SIGMOID, .a = xi});
    y = rows_ew(&ex, EW_ADD, rows_ew(&ex, EW_ADD, t, rows_ew(&ex, EW_MUL, si, e, false), false), sg,
                false);
  }
  ex.nodes[y].type = rows_out(k);
  ex.bindings[ob] = (ir_kbinding){
      .elem = rows_out(k), .rank = 2, .dims = {D(0), S(rows_inner(k))}, .is_output = true};
  ex.binding_count = ob + 1;
  ex.outputs[0] = (ir_koutput){.binding = ob, .node = y};
  ex.output_count = 1;
  return ex;
}

// The reference and the size of its terms (the sum may cancel).
static double rows_ref_act(double x, double *mag) {
  double g = 0.5 * x * (1 + erf(x / sqrt(2.0)));
  double a = tanh(g), b = x / (1 + exp(-x)) * exp(x / 4), c = 1 / (1 + exp(-x));
  *mag = fabs(a) + fabs(b) + fabs(c);
  return a + b + c;
}

static void rows_run(rows_kind k, const facet_kernel_entry_t *entry, int64_t rows,
                     const char *isa) {
  int64_t n = rows_inner(k);
  dtype ti = rows_in(k), to = rows_out(k);
  gbuf X = gbuf_alloc((size_t)(rows * n) * dtype_size(ti)), W = gbuf_alloc((size_t)n * 4);
  gbuf Y1 = gbuf_alloc((size_t)(rows * n) * dtype_size(to)),
       Y2 = gbuf_alloc((size_t)(rows * n) * dtype_size(to));
  double scale = k == ROWS_SOFTMAX ? 12 : 4;
  for (int64_t i = 0; i < rows * n; i++) dtype_store(ti, X.p, (size_t)i, scale * rnd());
  if (k == ROWS_SOFTMAX) dtype_store(ti, X.p, 3, -INFINITY); // exp(-inf) is exactly 0
  for (int64_t i = 0; i < n; i++) dtype_store(DT_F32, W.p, (size_t)i, 1 + rnd());
  int64_t pc[1] = {rows};
  void *b1[3] = {X.p, k == ROWS_RMSNORM ? W.p : Y1.p, Y1.p},
       *b2[3] = {X.p, k == ROWS_RMSNORM ? W.p : Y2.p, Y2.p};
  facet_dispatch_state_t st = {.bindings = b1,
                               .push_constants = pc,
                               .binding_count = k == ROWS_RMSNORM ? 3 : 2,
                               .push_constant_count = 1};
  run_dispatch(entry, &st, 1);
  st.bindings = b2;
  run_dispatch(entry, &st, 2);
  double tol = to == DT_F32 ? 2e-6 : to == DT_F16 ? 1e-3 : 8e-3;
  int bad = 0;
  for (int64_t r = 0; r < rows && bad < 3; r++) {
    double mx = -INFINITY, sum = 0, ss = 0;
    for (int64_t c = 0; c < n; c++) {
      double x = dtype_load(ti, X.p, (size_t)(r * n + c));
      mx = x > mx ? x : mx;
      ss += x * x;
    }
    for (int64_t c = 0; c < n; c++) sum += exp(dtype_load(ti, X.p, (size_t)(r * n + c)) - mx);
    for (int64_t c = 0; c < n && bad < 3; c++) {
      double x = dtype_load(ti, X.p, (size_t)(r * n + c)), ref, mag;
      if (k == ROWS_SOFTMAX) ref = exp(x - mx) / sum, mag = ref + 1e-3;
      else if (k == ROWS_RMSNORM)
        ref = x / sqrt(ss / (double)n + 1e-5) * dtype_load(DT_F32, W.p, (size_t)c),
        mag = fabs(ref) + 1e-2;
      else ref = rows_ref_act(x, &mag);
      double got = dtype_load(to, Y1.p, (size_t)(r * n + c)),
             got2 = dtype_load(to, Y2.p, (size_t)(r * n + c));
      bool ok = fabs(got - ref) <= tol * mag && got == got2;
      if (!ok) bad++;
      CHECK_MSG(ok, "%s %s rows=%lld: y[%lld][%lld] = %.9g (2 threads %.9g), expected %.9g", isa,
                rows_exec(k).name, (long long)rows, (long long)r, (long long)c, got, got2, ref);
    }
  }
  gbuf_free(&X);
  gbuf_free(&W);
  gbuf_free(&Y1);
  gbuf_free(&Y2);
}

// Every row program for the ISAs of one build, in one library.
static void test_rows_for(const char *build, const char *const *isas, int nisa, bool run) {
  enum { NK = 3, MAXN = 3 * NK };
  const char *srcs[MAXN + 1], *syms[MAXN];
  char sym[MAXN][32];
  uint64_t scratch[MAXN];
  strbuf text[MAXN + 1];
  memset(text, 0, sizeof text);
  cg_target targets[MAXN];
  fact row[1] = {{1, 5000, 1}};
  int n = 0;
  for (int i = 0; i < nisa; i++) {
    for (int k = 0; k < NK; k++) {
      ir_exec ex = rows_exec((rows_kind)k);
      CHECK(cg_target_parse(isas[i], &targets[i]));
      cg_config c = cg_configure(&ex, row, &targets[i]);
      CHECK(c.flavour == CG_ROWS && c.target == &targets[i]);
      snprintf(sym[n], sizeof sym[n], "%s_%d", ex.name, i);
      cg_emit_variant(&text[n], &ex, &c, row, sym[n]);
      CHECK(strstr(sb_cstr(&text[n]),
                   targets[i].vector_floats == 16 ? "#define VL 16" : "#define VL 8"));
      srcs[n] = sb_cstr(&text[n]);
      syms[n] = sym[n];
      scratch[n++] = 0;
    }
  }
  cg_emit_library(&text[n], syms, scratch, n);
  srcs[n] = sb_cstr(&text[n]);
  cg_target target;
  CHECK(cg_target_parse(build, &target));
  const char *cc = getenv("FACET_TEST_CC") ? getenv("FACET_TEST_CC") : "cc";
  cg_build b = {
      .cc = cc, .target = &target, .jobs = 2, .keep_dir = getenv("FACET_TEST_CODEGEN_KEEP")};
  diag_engine diag;
  diag_init(&diag, stderr);
  uint8_t *so = NULL;
  size_t size = 0;
  bool ok = cg_build_object(&b, srcs, n + 1, &diag, &so, &size, NULL);
  CHECK(ok);
  if (ok) CHECK(undefined_symbols(so, size) == 0);
  if (ok && run) {
    void *h = load_object(so, size);
    const facet_kernel_library_t *lib = h ? dlsym(h, FACET_KERNEL_LIBRARY_SYMBOL) : NULL;
    CHECK(lib && lib->entry_count == (uint32_t)n);
    for (int j = 0; lib && j < n; j++)
      for (int64_t rows = 1; rows <= 33; rows += 16)
        rows_run((rows_kind)(j % NK), &lib->entries[j], rows, isas[j / NK]);
    if (h) dlclose(h);
  }
  free(so);
  diag_free(&diag);
  for (int i = 0; i <= n; i++) sb_free(&text[i]);
}

static void test_rows(void) {
  const char *const v3[] = {"x86-64", "x86-64-v3"}, *const v4[] = {"x86-64-v4"};
  cg_target t3, t4;
  CHECK(cg_target_parse("x86-64-v3", &t3) && cg_target_parse("x86-64-v4", &t4));
  test_rows_for("x86-64-v3", v3, 2, cg_target_runs_on_host(&t3));
  test_rows_for("x86-64-v4", v4, 1, cg_target_runs_on_host(&t4));
}

static void test_cases(void) {
  cg_target t3, t4, tb;
  CHECK(cg_target_parse("x86-64-v3", &t3) && cg_target_parse("x86-64-v4", &t4) &&
        cg_target_parse("x86-64-v4-bf16", &tb));
  test_cases_for("x86-64-v3", cg_target_runs_on_host(&t3));
  test_cases_for("x86-64-v4", cg_target_runs_on_host(&t4));
  test_cases_for("x86-64-v4-bf16", cg_target_runs_on_host(&tb));
}

// The seed program's executable: M dynamic, K = 5120, N = 131072, f16.
static void test_seed_rows(void) {
  tcase t = {.name = "seed",
             .ta = DT_F16,
             .tb = DT_F16,
             .tc = DT_F16,
             .m = D(0),
             .n = S(131072),
             .k = S(5120),
             .push_count = 1};
  ir_exec ex = make_exec(&t);
  cg_target tg;
  cg_target_parse("x86-64", &tg);
  fact bs2[1] = {{128, 262080, 64}}, bs8[1] = {{512, 1048320, 256}};
  cg_config c2 = cg_configure(&ex, bs2, &tg), c8 = cg_configure(&ex, bs8, &tg);
  strbuf s2 = {0}, s8 = {0};
  cg_config_print(&s2, &c2);
  cg_config_print(&s8, &c8);
  // Both rows are prefill-sized: packed; on x86-64 (a block of A per
  // workgroup) each gets the largest M tile that divides every M it sees,
  // hence no M remainder path, and so two variants.
  CHECK_MSG(strcmp(sb_cstr(&s2), "blocked tile=64x256x256 reg=4x8 m_rem=0 n_rem=0 k_rem=0 "
                                 "isa=x86-64") == 0,
            "%s", sb_cstr(&s2));
  CHECK_MSG(strcmp(sb_cstr(&s8), "blocked tile=128x256x256 reg=4x8 m_rem=0 n_rem=0 k_rem=0 "
                                 "isa=x86-64") == 0,
            "%s", sb_cstr(&s8));
  CHECK(!cg_config_eq(&c2, &c8));
  // On x86-64-v3 and v4 (A packed a panel at a time) the preferred tile is
  // 256 rows: bs2's udiv (64) is too small a divisor to be worth it (B would
  // be packed 4x as often), so bs2 keeps the big tile with an M remainder
  // path; two variants still.
  const char *const panel_targets[] = {"x86-64-v3", "x86-64-v4"};
  const char *const want[][2] = {
      {"packed tile=256x2048x128 reg=6x16 m_rem=1 n_rem=0 k_rem=0 isa=x86-64-v3",
       "packed tile=256x2048x128 reg=6x16 m_rem=0 n_rem=0 k_rem=0 isa=x86-64-v3"},
      {"packed tile=256x1024x128 reg=8x32 m_rem=1 n_rem=0 k_rem=0 isa=x86-64-v4",
       "packed tile=256x1024x128 reg=8x32 m_rem=0 n_rem=0 k_rem=0 isa=x86-64-v4"}};
  for (int i = 0; i < 2; i++) {
    cg_target pt;
    cg_target_parse(panel_targets[i], &pt);
    cg_config d2 = cg_configure(&ex, bs2, &pt), d8 = cg_configure(&ex, bs8, &pt);
    strbuf t2 = {0}, t8 = {0};
    cg_config_print(&t2, &d2);
    cg_config_print(&t8, &d8);
    CHECK_MSG(strcmp(sb_cstr(&t2), want[i][0]) == 0, "%s", sb_cstr(&t2));
    CHECK_MSG(strcmp(sb_cstr(&t8), want[i][1]) == 0, "%s", sb_cstr(&t8));
    sb_free(&t2);
    sb_free(&t8);
  }
  // The same row again is the same config; a row with udiv 128 shares bs8's.
  fact bs4[1] = {{256, 524160, 128}};
  cg_config c2b = cg_configure(&ex, bs2, &tg), c4 = cg_configure(&ex, bs4, &tg);
  CHECK(cg_config_eq(&c2, &c2b));
  CHECK(cg_config_eq(&c4, &c8));
  // Decode rows: stream.
  fact dec[1] = {{1, 1, 1}}, dec8[1] = {{1, 8, 1}};
  CHECK(cg_configure(&ex, dec, &tg).flavour == CG_MATMUL_STREAM);
  CHECK(cg_configure(&ex, dec8, &tg).flavour == CG_MATMUL_STREAM);
  // The emitted code of bs2 reads M from the push constant with its facts and
  // has no M remainder; static sizes are literals.
  strbuf src = {0};
  cg_emit_variant(&src, &ex, &c2, bs2, "seed_v0");
  CHECK(strstr(sb_cstr(&src), "ASSUME(M >= 128 && M <= 262080 && M % 64 == 0);"));
  CHECK(strstr(sb_cstr(&src), "const int64_t mt = TM; // facts: TM divides M"));
  CHECK(strstr(sb_cstr(&src), "const int64_t K = 5120;"));
  CHECK(strstr(sb_cstr(&src), "const int64_t N = 131072;"));
  CHECK(strstr(sb_cstr(&src), "void seed_v0_workgroup(const facet_dispatch_state_t *state"));
  CHECK(strstr(sb_cstr(&src), "void seed_v0_count(const int64_t *pc, uint32_t out[3])"));
  // Determinism: the same input gives the same bytes.
  strbuf again = {0};
  cg_emit_variant(&again, &ex, &c2, bs2, "seed_v0");
  CHECK(src.len == again.len && memcmp(src.data, again.data, src.len) == 0);
  sb_free(&src);
  sb_free(&again);
  sb_free(&s2);
  sb_free(&s8);
}

static void test_target_parse(void) {
  cg_target t;
  CHECK(cg_target_parse("x86-64-v3", &t) && t.intrinsics && t.vector_floats == 8);
  CHECK(strcmp(t.name, "x86-64-v3") == 0 && t.l1_bytes == 32768 && t.l2_bytes == 524288);
  CHECK(cg_target_parse("x86-64", &t) && !t.intrinsics && t.level == 0);
  CHECK(cg_target_parse("x86-64-v4", &t) && t.vector_floats == 16 && t.vector_registers == 32);
  CHECK(strcmp(t.name, "x86-64-v4") == 0 && t.l1_bytes == 49152 && t.l2_bytes == 2097152);
  CHECK(cg_target_parse("host", &t) && cg_target_runs_on_host(&t));
  cg_target named;
  CHECK(cg_target_parse(t.name, &named) && named.level == t.level);
  CHECK(!cg_target_parse("armv8", &t) && !cg_target_parse("", &t) && !cg_target_parse(NULL, &t));
}

// The vector-unit probe (src/base/cpu.c) and what "host" takes from it: a
// v4 CPU retires one or two 512-bit FMAs a cycle, a lower one none; the
// environment sets both answers. (The probe's verdict on this CPU is in
// the report; bench/results/kernel_choices.md#full-rate-kc has what it saw.)
static void test_vector_unit_probe(void) {
  int level = cpu_x86_level(), fma = cpu_fma512_per_cycle();
  CHECK_MSG(level >= 2 ? fma == 1 || fma == 2 : fma == 0, "level %d: %d FMAs", level, fma);
  CHECK(cpu_fma512_per_cycle() == fma); // probed once, the same answer
  CHECK(!cpu_bf16_dot_fast() || level >= 3);
  cg_target host;
  CHECK(cg_target_parse("host", &host) && host.fma512_per_cycle == fma);
  CHECK(host.bf16_dot == (level >= 3 && cpu_bf16_dot_fast()));
  if (level < 3) return;
  char *saved_fma = getenv("FACET_AVX512_FMA") ? strdup(getenv("FACET_AVX512_FMA")) : NULL;
  char *saved_dot = getenv("FACET_BF16_DOT") ? strdup(getenv("FACET_BF16_DOT")) : NULL;
  setenv("FACET_AVX512_FMA", "1", 1);
  setenv("FACET_BF16_DOT", "1", 1);
  CHECK(cpu_fma512_per_cycle() == 1 && cpu_bf16_dot_fast());
  CHECK(cg_target_parse("host", &host) && host.fma512_per_cycle == 1 && host.bf16_dot);
  setenv("FACET_AVX512_FMA", "2", 1);
  setenv("FACET_BF16_DOT", "0", 1);
  CHECK(cpu_fma512_per_cycle() == 2 && !cpu_bf16_dot_fast());
  CHECK(cg_target_parse("host", &host) && host.fma512_per_cycle == 2 && !host.bf16_dot);
  setenv("FACET_AVX512_FMA", "3", 1); // not an answer: the probe's
  CHECK(saved_fma || cpu_fma512_per_cycle() == fma);
  if (saved_fma) setenv("FACET_AVX512_FMA", saved_fma, 1);
  else unsetenv("FACET_AVX512_FMA");
  if (saved_dot) setenv("FACET_BF16_DOT", saved_dot, 1);
  else unsetenv("FACET_BF16_DOT");
  free(saved_fma);
  free(saved_dot);
}

// A named target with other caches (what "host" is on such a CPU).
static cg_target with_caches(const char *name, int l1, int l2, int l3) {
  cg_target t;
  FACET_CHECK(cg_target_parse(name, &t));
  t.l1_bytes = l1, t.l2_bytes = l2, t.l3_bytes = l3;
  return t;
}

#define CHECK_BLOCKING(b, MR, NR, KC, MC, NC, KS)                                                  \
  CHECK_MSG((b).mr == (MR) && (b).nr == (NR) && (b).kc == (KC) && (b).mc == (MC) &&                \
                (b).nc == (NC) && (b).kc_short == (KS),                                            \
            "got %dx%d kc %d mc %d nc %d kc_short %d", (b).mr, (b).nr, (b).kc, (b).mc, (b).nc,     \
            (b).kc_short)

// Cache sizes -> blocking (configure.c, cg_derive_blocking).
static void test_derive_blocking(void) {
  enum { K = 1024, M = 1024 * 1024 };
  cg_target t;
  // The named targets' assumed caches give their hand-tuned constants.
  CHECK(cg_target_parse("x86-64", &t) && !strcmp(t.cache_source, "assumed"));
  CHECK_BLOCKING(cg_derive_blocking(&t, false), 4, 8, 256, 128, 256, 256);
  CHECK(cg_target_parse("x86-64-v3", &t) && !strcmp(t.cache_source, "assumed"));
  CHECK_BLOCKING(cg_derive_blocking(&t, false), 6, 16, 128, 256, 2048, 128);
  CHECK_BLOCKING(cg_derive_blocking(&t, true), 6, 16, 256, 2048, 1024, 128);
  // v4 assumes its Xeon's two 512-bit FMAs a cycle: the A panel and the B
  // micro-panel in L1 (48 KiB / (44 x 4 B) -> 256), the B block in half of
  // its 2 MiB L2 (1024 columns).
  CHECK(cg_target_parse("x86-64-v4", &t) && !strcmp(t.cache_source, "assumed"));
  CHECK(t.fma512_per_cycle == 2);
  CHECK_BLOCKING(cg_derive_blocking(&t, false), 12, 32, 256, 256, 1024, 128);
  CHECK_BLOCKING(cg_derive_blocking(&t, true), 12, 32, 256, 2048, 1024, 128);
  CHECK(cg_target_parse("x86-64-v4-bf16", &t));
  CHECK_BLOCKING(cg_derive_blocking(&t, true), 12, 32, 256, 2048, 1024, 128);
  t = with_caches("x86-64-v4", 48 * K, 1 * M, 32 * M); // Zen 5: half the Xeon's L2
  CHECK_BLOCKING(cg_derive_blocking(&t, true), 12, 32, 256, 2048, 512, 128);
  t = with_caches("x86-64-v4", 32 * K, 2 * M, 32 * M); // 32 KiB / 176 B -> 128
  CHECK_BLOCKING(cg_derive_blocking(&t, true), 12, 32, 128, 2048, 2048, 128);
  t = with_caches("x86-64-v4", 4 * K, 64 * K, 1 * M); // clamped: KC >= 32, NC >= 256
  CHECK_BLOCKING(cg_derive_blocking(&t, false), 12, 32, 32, 256, 256, 32);
  // Half rate (Zen 4): the K block from L2 (below).
  t = with_caches("x86-64-v4", 48 * K, 2 * M, 32 * M);
  t.fma512_per_cycle = 1;
  CHECK_BLOCKING(cg_derive_blocking(&t, false), 12, 32, 512, 256, 2048, 128);
  CHECK_BLOCKING(cg_derive_blocking(&t, true), 12, 32, 1024, 2048, 1024, 128);
  // x86-64 scheme: KC from L1 (B micro-panel KC x 8 in half), MC from L2
  // (A block MC x KC in a quarter), NC from L3 (B block in half), within the
  // measured ranges.
  t = with_caches("x86-64", 32 * K, 1 * M, 16 * M); // Zen 4
  CHECK_BLOCKING(cg_derive_blocking(&t, false), 4, 8, 256, 256, 256, 256);
  t = with_caches("x86-64", 16 * K, 256 * K, 128 * K);
  CHECK_BLOCKING(cg_derive_blocking(&t, false), 4, 8, 256, 64, 64, 256);
  t = with_caches("x86-64", 48 * K, 2 * M, 32 * M);
  CHECK_BLOCKING(cg_derive_blocking(&t, false), 4, 8, 256, 256, 256, 256);
  t = with_caches("x86-64", 2 * K, 64 * K, 64 * K); // clamped: KC >= 32, MC >= 16, NC >= 4 NR
  CHECK_BLOCKING(cg_derive_blocking(&t, false), 4, 8, 32, 128, 256, 32);
  t = with_caches("x86-64", 4 * K, 16 * K, 32 * K);
  CHECK_BLOCKING(cg_derive_blocking(&t, false), 4, 8, 64, 16, 64, 64);
  // Panels scheme: KC from the A panel KC x MR in half of L1, at most the
  // measured 128 (C in scratch, short tiles) / 256 (C in place); L2 does
  // not move it (v3 with a Zen 4's caches gets Zen 3's), except on 16-float
  // vectors at half rate: the A panel in 1/16 of L2 with C in place, at
  // most 1024, and in 1/32 with the tile in scratch, at most 512.
  t = with_caches("x86-64-v3", 32 * K, 1 * M, 16 * M);
  CHECK_BLOCKING(cg_derive_blocking(&t, true), 6, 16, 256, 2048, 1024, 128);
  CHECK_BLOCKING(cg_derive_blocking(&t, false), 6, 16, 128, 256, 2048, 128);
  t = with_caches("x86-64-v4", 32 * K, 1 * M, 16 * M); // Zen 4: the measured KC
  t.fma512_per_cycle = 1;
  CHECK_BLOCKING(cg_derive_blocking(&t, false), 12, 32, 512, 256, 2048, 128);
  CHECK_BLOCKING(cg_derive_blocking(&t, true), 12, 32, 1024, 2048, 1024, 128);
  t = with_caches("x86-64-v4", 32 * K, 512 * K, 16 * M); // a smaller L2: 32 KiB / 48 B -> 512
  t.fma512_per_cycle = 1;
  CHECK_BLOCKING(cg_derive_blocking(&t, false), 12, 32, 256, 256, 2048, 128);
  CHECK_BLOCKING(cg_derive_blocking(&t, true), 12, 32, 512, 2048, 1024, 128);
  t = with_caches("x86-64-v4", 16 * K, 4 * M, 16 * M); // L1 does not bound it; capped at 1024
  t.fma512_per_cycle = 1;
  CHECK_BLOCKING(cg_derive_blocking(&t, true), 12, 32, 1024, 2048, 1024, 128);
  t = with_caches("x86-64-v4", 4 * K, 64 * K, 1 * M);
  t.fma512_per_cycle = 1;
  CHECK_BLOCKING(cg_derive_blocking(&t, true), 12, 32, 64, 2048, 1024, 32);
  // The register tile follows the register count: accumulators in 3/4.
  t = with_caches("x86-64-v3", 32 * K, 512 * K, 32 * M);
  t.vector_registers = 32;
  CHECK_BLOCKING(cg_derive_blocking(&t, false), 12, 16, 128, 256, 2048, 128);
}

// A static f32 GEMM (2048 x 4096 x 4096, C in place on v4) configured for t.
static cg_config big_gemm_config(const cg_target *t) {
  tcase c = {.name = "big",
             .ta = DT_F32,
             .tb = DT_F32,
             .tc = DT_F32,
             .m = S(2048),
             .n = S(4096),
             .k = S(4096)};
  ir_exec ex = make_exec(&c);
  fact row[1] = {{0, 0, 1}};
  return cg_configure(&ex, row, t);
}

// "host" takes FACET_CACHE_SIZES over what it reads, configures by the
// derivation, and every derived value is in the config line (so in the
// emitted C the kernel cache keys on); named targets ignore it.
static void test_host_caches(void) {
  int s[3];
  CHECK(cg_parse_cache_sizes("32K,1M,32M", s) && s[0] == 32768 && s[1] == 1 << 20 &&
        s[2] == 32 << 20);
  CHECK(cg_parse_cache_sizes("49152,2048K,1G", s) && s[0] == 49152 && s[1] == 2 << 20);
  const char *bad[] = {"",
                       "32K",
                       "32K,1M",
                       "32K,1M,32M,",
                       "32K,,32M",
                       "32k,1M,32M",
                       "0,1M,1M",
                       "512,1M,1M",
                       "32K,1M,2G",
                       "-1K,1M,1M",
                       "32K,1M,32MB",
                       " 32K,1M,1M",
                       "99999999999999999999K,1M,1M"};
  for (size_t i = 0; i < FACET_ARRAY_SIZE(bad); i++)
    CHECK_MSG(!cg_parse_cache_sizes(bad[i], s), "'%s' accepted", bad[i]);
  CHECK(!cg_parse_cache_sizes(NULL, s));

  char *saved = getenv("FACET_CACHE_SIZES") ? strdup(getenv("FACET_CACHE_SIZES")) : NULL;
  cg_target small, large, v3, read;
  setenv("FACET_CACHE_SIZES", "4K,256K,1M", 1);
  CHECK(cg_target_parse("host", &small) && !strcmp(small.cache_source, "FACET_CACHE_SIZES"));
  CHECK(small.l1_bytes == 4096 && small.l2_bytes == 262144 && small.l3_bytes == 1 << 20);
  CHECK(cg_target_parse("x86-64-v3", &v3) && v3.l1_bytes == 32768 &&
        !strcmp(v3.cache_source, "assumed"));
  setenv("FACET_CACHE_SIZES", "64K,4M,64M", 1);
  CHECK(cg_target_parse("host", &large) && large.l2_bytes == 4 << 20);
  setenv("FACET_CACHE_SIZES", "64K,4M", 1); // malformed: said so, the assumed sizes kept
  CHECK(cg_target_parse("host", &read) && strstr(read.cache_source, "malformed"));
  cg_target named;
  CHECK(cg_target_parse(read.name, &named) && read.l2_bytes == named.l2_bytes);
  unsetenv("FACET_CACHE_SIZES");
  CHECK(cg_target_parse("host", &read));
  CHECK_MSG(!strcmp(read.cache_source, "sysfs") || !strcmp(read.cache_source, "cpuid") ||
                !strcmp(read.cache_source, "assumed (host caches unreadable)"),
            "%s", read.cache_source);
  CHECK(read.l1_bytes >= 1024 && read.l2_bytes >= read.l1_bytes && read.l3_bytes >= 1024);
  if (saved) setenv("FACET_CACHE_SIZES", saved, 1);
  free(saved);

  // Whatever the host's ISA, its config takes the derived K block (C in
  // place where the target packs panels), and the two descriptions differ
  // in it: 4K,256K gives KC 64 (v3: the A panel in half of L1), 256 (v4 at
  // half rate: in 1/16 of L2) or 32 (v4 at full rate: with the B
  // micro-panel in L1); 64K,4M gives 256 (v3, v4 at full rate) or 1024.
  bool acc_c = small.packed_panels;
  cg_config cs = big_gemm_config(&small), cl = big_gemm_config(&large);
  CHECK_MSG(cs.tile_k == cg_derive_blocking(&small, acc_c).kc, "%d", cs.tile_k);
  CHECK_MSG(cl.tile_k == cg_derive_blocking(&large, acc_c).kc, "%d", cl.tile_k);
  int kc_large = large.vector_floats < 16 || large.fma512_per_cycle >= 2 ? 256 : 1024;
  CHECK_MSG(cs.tile_k < cl.tile_k && cl.tile_k == kc_large, "%d %d", cs.tile_k, cl.tile_k);
  strbuf ps = {0}, pl = {0};
  cg_config_print(&ps, &cs);
  cg_config_print(&pl, &cl);
  CHECK(strcmp(sb_cstr(&ps), sb_cstr(&pl)) != 0);
  sb_free(&ps);
  sb_free(&pl);
}

// The ABI text in generated code lays out the structs like the header.
static void test_abi_text(void) {
  strbuf src = {0};
  sb_append(&src, "// abi_probe.c: layout of the ABI copy.\n");
  sb_append(&src, cg_kernel_c("kernel_abi.h"));
  sb_append(&src,
            "#include <stddef.h>\n"
            "uint64_t abi_probe(int i);\n"
            "uint64_t abi_probe(int i) {\n"
            "  const uint64_t v[] = {sizeof(facet_dispatch_state_t),\n"
            "    offsetof(facet_dispatch_state_t, bindings),\n"
            "    offsetof(facet_dispatch_state_t, binding_lengths),\n"
            "    offsetof(facet_dispatch_state_t, push_constants),\n"
            "    offsetof(facet_dispatch_state_t, binding_count),\n"
            "    offsetof(facet_dispatch_state_t, push_constant_count),\n"
            "    offsetof(facet_dispatch_state_t, workgroup_count),\n"
            "    offsetof(facet_dispatch_state_t, worker_count),\n"
            "    sizeof(facet_kernel_entry_t), offsetof(facet_kernel_entry_t, workgroup),\n"
            "    offsetof(facet_kernel_entry_t, workgroup_count),\n"
            "    offsetof(facet_kernel_entry_t, scratch_bytes),\n"
            "    sizeof(facet_kernel_library_t), offsetof(facet_kernel_library_t, entry_count),\n"
            "    offsetof(facet_kernel_library_t, entries), FACET_KERNEL_ABI_VERSION};\n"
            "  return v[i];\n"
            "}\n");
  const uint64_t want[] = {sizeof(facet_dispatch_state_t),
                           offsetof(facet_dispatch_state_t, bindings),
                           offsetof(facet_dispatch_state_t, binding_lengths),
                           offsetof(facet_dispatch_state_t, push_constants),
                           offsetof(facet_dispatch_state_t, binding_count),
                           offsetof(facet_dispatch_state_t, push_constant_count),
                           offsetof(facet_dispatch_state_t, workgroup_count),
                           offsetof(facet_dispatch_state_t, worker_count),
                           sizeof(facet_kernel_entry_t),
                           offsetof(facet_kernel_entry_t, workgroup),
                           offsetof(facet_kernel_entry_t, workgroup_count),
                           offsetof(facet_kernel_entry_t, scratch_bytes),
                           sizeof(facet_kernel_library_t),
                           offsetof(facet_kernel_library_t, entry_count),
                           offsetof(facet_kernel_library_t, entries),
                           FACET_KERNEL_ABI_VERSION};
  cg_target t;
  cg_target_parse("x86-64", &t);
  cg_build b = {.cc = "cc", .target = &t, .jobs = 1};
  diag_engine diag;
  diag_init(&diag, stderr);
  const char *srcs[1] = {sb_cstr(&src)};
  uint8_t *so = NULL;
  size_t size = 0;
  char *cmd = NULL;
  CHECK(cg_build_object(&b, srcs, 1, &diag, &so, &size, &cmd));
  void *h = so ? load_object(so, size) : NULL;
  uint64_t (*probe)(int) = h ? (uint64_t(*)(int))dlsym(h, "abi_probe") : NULL;
  CHECK(probe != NULL);
  for (int i = 0; probe && i < (int)FACET_ARRAY_SIZE(want); i++)
    CHECK_MSG(probe(i) == want[i], "ABI field %d: %llu vs header %llu", i,
              (unsigned long long)probe(i), (unsigned long long)want[i]);
  if (h) dlclose(h);
  free(so);
  free(cmd);
  diag_free(&diag);
  sb_free(&src);
}

// Failures: a compiler that fails, one that does not exist; dry run;
// keep_dir. TMPDIR points at a fresh directory that must stay empty.
static void test_driver(void) {
  char tmp[] = "/tmp/facet-test-tmp-XXXXXX";
  FACET_CHECK(mkdtemp(tmp));
  const char *old = getenv("TMPDIR");
  char *saved = old ? xstrdup(old) : NULL;
  setenv("TMPDIR", tmp, 1);
  cg_target t;
  cg_target_parse("x86-64-v3", &t);
  const char *srcs[2] = {"// k1.c: test\nint k1(void);\nint k1(void) { return 1; }\n",
                         "// k2.c: test\nint k2(void) { return syntax error; }\n"};
  diag_engine diag;
  diag_init(&diag, NULL);
  uint8_t *so = (uint8_t *)1;
  size_t size = 1;
  char *cmd = NULL;
  cg_build b = {.cc = "false", .target = &t, .jobs = 2};
  CHECK(!cg_build_object(&b, srcs, 1, &diag, &so, &size, &cmd));
  CHECK(so == NULL && size == 0 && cmd == NULL);
  CHECK(diag.errors == 1 && strstr(sb_cstr(&diag.log), "C compiler failed") &&
        strstr(sb_cstr(&diag.log), "false -std=c17"));
  CHECK(count_dir_entries(tmp) == 0);
  // A compile error: the compiler's message comes through.
  b.cc = "cc";
  CHECK(!cg_build_object(&b, srcs, 2, &diag, &so, &size, &cmd));
  CHECK(diag.errors == 2 && strstr(sb_cstr(&diag.log), "k2.c") &&
        strstr(sb_cstr(&diag.log), "error"));
  CHECK(count_dir_entries(tmp) == 0);
  b.cc = "/nonexistent/facet-cc";
  CHECK(!cg_build_object(&b, srcs, 1, &diag, &so, &size, &cmd));
  CHECK(strstr(sb_cstr(&diag.log), "cannot execute C compiler '/nonexistent/facet-cc'"));
  CHECK(count_dir_entries(tmp) == 0);
  // Dry run: prints the commands, compiles nothing, makes no file.
  char out_path[64];
  snprintf(out_path, sizeof out_path, "%s.out", tmp);
  fflush(stdout);
  int saved_fd = dup(1), fd = open(out_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
  dup2(fd, 1);
  close(fd);
  b.cc = "env cc"; // split on blanks: argv = {"env", "cc", ...}
  b.dry_run = true;
  bool dry_ok = cg_build_object(&b, srcs, 2, &diag, &so, &size, &cmd);
  fflush(stdout);
  dup2(saved_fd, 1);
  close(saved_fd);
  CHECK(dry_ok && so == NULL && size == 0 && cmd && strncmp(cmd, "env cc -std=c17", 15) == 0);
  size_t n = 0;
  FILE *f = fopen(out_path, "r");
  char printed[4096] = {0};
  if (f) n = fread(printed, 1, sizeof printed - 1, f), fclose(f);
  unlink(out_path);
  CHECK(n > 0 && strstr(printed, "env cc -std=c17 -O3 -fPIC -march=x86-64-v3") &&
        strstr(printed, " k2.c -o k2.o") && strstr(printed, "-shared"));
  CHECK(count_dir_entries(tmp) == 0);
  free(cmd);
  cmd = NULL;
  // keep_dir: sources written as <stem>.c.
  char keep[80];
  snprintf(keep, sizeof keep, "%s/keep", tmp);
  b.keep_dir = keep;
  b.dry_run = false;
  // A repeated stem gets a suffix.
  const char *good[2] = {srcs[0], "// k1.c: another\nint k3(void);\nint k3(void) { return 3; }\n"};
  CHECK(cg_build_object(&b, good, 2, &diag, &so, &size, &cmd));
  CHECK(so && size > 0);
  free(so);
  CHECK(count_dir_entries(keep) == 2);
  char p1[128], p2[128];
  snprintf(p1, sizeof p1, "%s/k1.c", keep);
  snprintf(p2, sizeof p2, "%s/k1_1.c", keep);
  CHECK(access(p1, R_OK) == 0 && access(p2, R_OK) == 0);
  unlink(p1);
  unlink(p2);
  rmdir(keep);
  CHECK(count_dir_entries(tmp) == 0);
  free(cmd);
  // Four vector TUs for one compiler process go through a precompiled
  // header, four for two processes do not: the object is the same, and the
  // PCH is removed with everything else.
  const char *vec[4] = {
      "// v1.c: t\n#include <immintrin.h>\n__m256 v1(__m256 a) { return _mm256_add_ps(a, a); }\n",
      "// v2.c: t\n#include <immintrin.h>\n__m256 v2(__m256 a) { return _mm256_mul_ps(a, a); }\n",
      "// v3.c: t\n#include <immintrin.h>\n__m256 v3(__m256 a) { return _mm256_sub_ps(a, a); }\n",
      "// v4.c: t\n#include <immintrin.h>\n#include <math.h>\nfloat v4(float x) { return sqrtf(x); "
      "}\n"};
  b.keep_dir = NULL;
  uint8_t *so2 = NULL;
  size_t size2 = 0;
  b.jobs = 1;
  CHECK(cg_build_object(&b, vec, 4, &diag, &so, &size, &cmd));
  free(cmd);
  b.jobs = 2;
  CHECK(cg_build_object(&b, vec, 4, &diag, &so2, &size2, &cmd));
  CHECK(so && so2 && size == size2 && memcmp(so, so2, size) == 0);
  CHECK(count_dir_entries(tmp) == 0);
  free(so);
  free(so2);
  free(cmd);
  diag_free(&diag);
  rmdir(tmp);
  if (saved) setenv("TMPDIR", saved, 1);
  else unsetenv("TMPDIR");
  free(saved);
}

// On x86-64-v4 the packed GEMM prefetches the next K block of W[N,K] for
// tiles of up to 128 rows, and never that of B[K,N] (emit_packed.c says why).
static void test_next_block_prefetch(void) {
  cg_target v4;
  CHECK(cg_target_parse("x86-64-v4", &v4));
  for (int wt = 0; wt < 2; wt++) {
    tcase t = {"pf",    "x86-64-v4", DT_F16, DT_F16, DT_F16,           wt, S(128),
               S(1024), S(512),      0,      {{0}},  CG_MATMUL_PACKED, 1,  {{0}}};
    ir_exec ex = make_exec(&t);
    fact row[1] = {{128, 128, 128}};
    cg_config c = cg_configure(&ex, row, &v4);
    CHECK(c.flavour == CG_MATMUL_PACKED && c.tile_m <= 128);
    strbuf src = {0};
    cg_emit_variant(&src, &ex, &c, row, "pf_v0");
    CHECK_MSG(!strstr(sb_cstr(&src), "prefetch_far((const char *)B"), "B[K,N] prefetched");
    CHECK_MSG(!wt == !strstr(sb_cstr(&src), "prefetch_far((const char *)W"), "W[N,K]: %d", wt);
    sb_free(&src);
  }
}

int main(void) {
  test_target_parse();
  test_vector_unit_probe();
  test_derive_blocking();
  test_host_caches();
  test_seed_rows();
  test_driver();
  test_abi_text();
  test_next_block_prefetch();
  test_cases();
  test_rows();
  if (failures) printf("test_codegen: %d failure(s)\n", failures);
  else printf("test_codegen: ok\n");
  return failures ? 1 : 0;
}
