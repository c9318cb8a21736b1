// fuzz_params.c: libFuzzer target over the parameter file readers
// (rt_params_parse: safetensors, IRPA, GGUF).
//
// Built once per format (tests/fuzz/run.sh): FUZZ_FORMAT 1 forces every
// input to read as safetensors ('{' at byte 8), 2 as IRPA ("IRPA" at byte
// 0), 3 as GGUF ("GGUF" at byte 0), so that mutations are not wasted on the
// format detection. Properties: no input crashes, leaks or trips a
// sanitizer; every accepted entry lies inside the file, is found by its
// key, matches its own dtype and shape, and can be filled; a quantized
// GGUF entry dequantizes from exactly its bytes; the typed
// entries written back by tool_params_write (safetensors and IRPA) read again
// to the same types and bytes.
//
//   clang -std=c17 -D_GNU_SOURCE -DFUZZ_FORMAT=2 -g -O1 -fsanitize=fuzzer,address,undefined
//     -Iinclude -Isrc tests/fuzz/fuzz_params.c src/runtime/*.c src/tooling/*.c src/module/*.c src/base/*.c
//     -lxxhash -ldl -lpthread -lm -o build/fuzz/fuzz_params_irpa
//   FACET_FUZZ_SEED_DIR=corpus build/fuzz/fuzz_params_irpa corpus tests/fuzz/corpus/params_irpa
//
// With FACET_FUZZ_SEED_DIR set, the target first writes small valid files
// of its format there, as seeds.
#include "runtime/params.h"
#include "tooling/tooling.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef FUZZ_FORMAT
#define FUZZ_FORMAT 0
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

static const tool_param_spec seed_specs[] = {
    {.key = "blk.0.w", .dtype = DT_F16, .rank = 2, .dims = {3, 5}},
    {.key = "norm", .dtype = DT_F32, .rank = 1, .dims = {4}},
    {.key = "s", .dtype = DT_I64, .rank = 0},
    {.key = "z", .dtype = DT_BF16, .rank = 2, .dims = {2, 2}, .splat = true, .pattern_length = 2},
};

static bool seed_fill(void *self, size_t index, void *buf, size_t bytes) {
  (void)self;
  for (size_t i = 0; i < bytes; i++)
    ((uint8_t *)buf)[i] = (uint8_t)(index * 13 + i);
  return true;
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc, (void)argv;
  const char *dir = getenv("FACET_FUZZ_SEED_DIR");
  if (!dir || FUZZ_FORMAT == 3) return 0; // GGUF seeds are committed files
  char path[4096];
  snprintf(path, sizeof path, "%s/seed.%s", dir, FUZZ_FORMAT == 2 ? "irpa" : "safetensors");
  FACET_CHECK(!tool_params_write(path, FUZZ_FORMAT == 2 ? "irpa" : "safetensors", seed_specs,
                                 FACET_ARRAY_SIZE(seed_specs), seed_fill, NULL));
  return 0;
}

// The entries being written back, for tool_params_write's fill callback.
static const rt_param_file *rt_from_file;
static const rt_param_entry *rt_from[16];

static bool copy_fill(void *self, size_t index, void *buf, size_t bytes) {
  (void)self;
  FACET_CHECK(bytes == rt_from[index]->length);
  rt_params_fill(rt_from_file, rt_from[index], buf);
  return true;
}

// Writes the typed entries of f in `format`, reads them back, compares.
static void round_trip(const rt_param_file *f, const char *format) {
  tool_param_spec specs[16];
  size_t n = 0;
  for (size_t i = 0; i < f->count && n < 16; i++) {
    const rt_param_entry *e = &f->entries[i];
    if (e->dtype == DT_INVALID || e->rank < 0 || e->length > (1u << 16)) continue;
    if (!strcmp(e->key, "__metadata__") && !strcmp(format, "safetensors")) continue; // reserved
    specs[n] = (tool_param_spec){.key = e->key, .dtype = e->dtype, .rank = (uint32_t)e->rank};
    memcpy(specs[n].dims, e->dims, sizeof e->dims);
    rt_from[n++] = e;
  }
  if (n == 0) return;
  rt_from_file = f;
  char path[64];
  snprintf(path, sizeof path, "/tmp/fuzz_params_%d.%s", (int)getpid(), format);
  FACET_CHECK(!tool_params_write(path, format, specs, n, copy_fill, NULL));
  rt_param_file g;
  FACET_CHECK(!rt_params_open(path, NULL, &g));
  FACET_CHECK(g.count == n);
  for (size_t i = 0; i < n; i++) {
    const rt_param_entry *a = rt_from[i], *b = rt_params_find(&g, a->key);
    FACET_CHECK(b && b->dtype == a->dtype && b->rank == a->rank && b->length == a->length);
    FACET_CHECK(memcmp(b->dims, a->dims, sizeof a->dims[0] * (size_t)a->rank) == 0);
    uint8_t *x = malloc(a->length + 1), *y = malloc(a->length + 1);
    rt_params_fill(f, a, x);
    rt_params_fill(&g, b, y);
    FACET_CHECK(memcmp(x, y, a->length) == 0);
    free(x);
    free(y);
  }
  rt_params_close(&g);
  unlink(path);
}

// A block-quantized GGUF entry is exactly the blocks of its shape: they
// dequantize reading its `length` bytes and no more (the input is an
// exact-size copy, so ASan sees any overread).
static void dequantize(const rt_param_file *f, const rt_param_entry *e) {
  const quant_info *q = quant_find(e->quant);
  FACET_CHECK(q && e->storage == RT_PARAM_DATA && e->length % q->block_bytes == 0);
  uint64_t n = e->length / q->block_bytes * q->block_elems, elems = 1;
  for (int d = 0; d < e->rank; d++)
    elems *= (uint64_t)e->dims[d];
  FACET_CHECK(n == elems);
  float *y = malloc(n * sizeof *y + 1);
  q->dequantize(rt_params_data(f, e), y, (int64_t)n);
  free(y);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  uint8_t *copy = malloc(size ? size : 1); // exact size, writable for the forced bytes
  memcpy(copy, data, size);
  if (FUZZ_FORMAT == 1 && size > 8) copy[8] = '{';
  if (FUZZ_FORMAT == 2 && size >= 4) memcpy(copy, "IRPA", 4);
  if (FUZZ_FORMAT == 3 && size >= 4) memcpy(copy, "GGUF", 4);
  rt_param_file f;
  facet_status_t s = rt_params_parse(copy, size, NULL, &f);
  if (s) {
    FACET_CHECK(strncmp(facet_status_message(s), "bad parameter file", 18) == 0);
    facet_status_free(s);
    free(copy);
    return 0;
  }
  for (size_t i = 0; i < f.count; i++) {
    const rt_param_entry *e = &f.entries[i];
    FACET_CHECK(rt_params_find(&f, e->key) == e);
    if (e->storage == RT_PARAM_DATA)
      FACET_CHECK(e->offset <= size && e->length <= size - e->offset);
    else
      FACET_CHECK(e->pattern_length && e->length % e->pattern_length == 0);
    char why[256];
    if (e->dtype != DT_INVALID && e->rank >= 0)
      FACET_CHECK(rt_params_match(e, e->dtype, (uint32_t)e->rank, e->dims, why, sizeof why));
    if (e->length <= (1u << 20)) {
      uint8_t *buf = malloc(e->length + 1);
      rt_params_fill(&f, e, buf);
      free(buf);
    }
    if (e->quant && e->length <= (1u << 16)) dequantize(&f, e);
  }
  round_trip(&f, "safetensors");
  round_trip(&f, "irpa");
  rt_params_close(&f);
  free(copy);
  return 0;
}
