// demo_kernel.c: a hand-written kernel library, showing what the code
// facet generates looks like (include/facet/kernel_abi.h is the contract).
//
// test_runtime.c builds it with `cc -shared -fPIC -O2 -Iinclude` and
// embeds it in a module built by hand. Entries (one per variant):
//   0 add_v0       out[i] = a[i] + b[i]          push: n            tile 4
//   1 matmul_v0    C[MxN] = A[MxK] * B[KxN]      push: M, K, N      tile 4x8
//   2 matmul_v1    the same, one row per workgroup (the small-M variant)
// Both matmul variants also write their variant number into binding 3, so
// a test can see which one the dispatch picked. Generated code is like
// this but with the facts of its variant baked in as constants.
#include "facet/kernel_abi.h"

enum { ADD_TILE = 4, MM_TILE_M = 4, MM_TILE_N = 8, MM_MAX_N = 64 };

static uint32_t ceil_div(int64_t a, int64_t b) { return (uint32_t)((a + b - 1) / b); }

static void add_count(const int64_t *push, uint32_t out[3]) {
  out[0] = ceil_div(push[0], ADD_TILE);
  out[1] = out[2] = 1;
}

static void add_workgroup(const facet_dispatch_state_t *s, uint32_t x, uint32_t y, uint32_t z,
                          void *scratch) {
  const float *a = s->bindings[0], *b = s->bindings[1];
  float *out = s->bindings[2];
  int64_t n = s->push_constants[0], begin = (int64_t)x * ADD_TILE;
  int64_t end = begin + ADD_TILE < n ? begin + ADD_TILE : n;
  for (int64_t i = begin; i < end; i++) out[i] = a[i] + b[i];
}

static void mm_v0_count(const int64_t *push, uint32_t out[3]) {
  out[0] = ceil_div(push[2], MM_TILE_N);
  out[1] = ceil_div(push[0], MM_TILE_M);
  out[2] = 1;
}

// One MM_TILE_M x MM_TILE_N tile of C, accumulated in scratch.
static void mm_v0_workgroup(const facet_dispatch_state_t *s, uint32_t x, uint32_t y, uint32_t z,
                            void *scratch) {
  const float *A = s->bindings[0], *B = s->bindings[1];
  float *C = s->bindings[2], *acc = scratch;
  int64_t M = s->push_constants[0], K = s->push_constants[1], N = s->push_constants[2];
  int64_t m0 = (int64_t)y * MM_TILE_M, n0 = (int64_t)x * MM_TILE_N;
  for (int i = 0; i < MM_TILE_M * MM_TILE_N; i++) acc[i] = 0;
  for (int64_t k = 0; k < K; k++)
    for (int64_t i = 0; i < MM_TILE_M && m0 + i < M; i++)
      for (int64_t j = 0; j < MM_TILE_N && n0 + j < N; j++)
        acc[i * MM_TILE_N + j] += A[(m0 + i) * K + k] * B[k * N + n0 + j];
  for (int64_t i = 0; i < MM_TILE_M && m0 + i < M; i++)
    for (int64_t j = 0; j < MM_TILE_N && n0 + j < N; j++)
      C[(m0 + i) * N + n0 + j] = acc[i * MM_TILE_N + j];
  if (x == 0 && y == 0) *(int32_t *)s->bindings[3] = 0;
}

static void mm_v1_count(const int64_t *push, uint32_t out[3]) {
  out[0] = 1;
  out[1] = (uint32_t)push[0];
  out[2] = 1;
}

// Row y of C; N <= MM_MAX_N is one of this variant's facts.
static void mm_v1_workgroup(const facet_dispatch_state_t *s, uint32_t x, uint32_t y, uint32_t z,
                            void *scratch) {
  const float *A = s->bindings[0], *B = s->bindings[1];
  float *C = s->bindings[2], *acc = scratch;
  int64_t K = s->push_constants[1], N = s->push_constants[2];
  for (int64_t j = 0; j < N && j < MM_MAX_N; j++) acc[j] = 0;
  for (int64_t k = 0; k < K; k++)
    for (int64_t j = 0; j < N && j < MM_MAX_N; j++) acc[j] += A[y * K + k] * B[k * N + j];
  for (int64_t j = 0; j < N && j < MM_MAX_N; j++) C[y * N + j] = acc[j];
  if (y == 0) *(int32_t *)s->bindings[3] = 1;
}

static const facet_kernel_entry_t entries[] = {
    {"add_v0", add_workgroup, add_count, 0},
    {"matmul_v0", mm_v0_workgroup, mm_v0_count, sizeof(float) * MM_TILE_M *MM_TILE_N},
    {"matmul_v1", mm_v1_workgroup, mm_v1_count, sizeof(float) * MM_MAX_N},
};

__attribute__((visibility("default"))) const facet_kernel_library_t facet_kernel_library_v2 = {
    FACET_KERNEL_ABI_VERSION, sizeof entries / sizeof entries[0], entries};
