// fuzz_params.c: libFuzzer target over the parameter file readers
// (rt_params_parse: safetensors, IRPA, GGUF).
//
// Built once per format (tests/fuzz/run.sh): FUZZ_FORMAT 1 forces every
// input to read as safetensors ('{' at byte 8), 2 as IRPA ("IRPA" at byte
// 0), 3 as GGUF ("GGUF" at byte 0), so that mutations are not wasted on the
// format detection. Properties: no input crashes, leaks or trips a
// sanitizer; every accepted entry lies inside the file, is found by its
// key, matches its own dtype and shape, and can be filled; a quantized
// GGUF entry dequantizes from exactly its bytes, and binds (params_quant.c)
// as each plane of its type's form (a key "<key>:<plane>" the file lacks)
// and as f16, each written exactly into its size; the typed
// entries written back by tool_params_write (safetensors, IRPA and GGUF,
// GGUF with the quantized ones) read again to the same types and bytes.
//
//   clang -std=c17 -D_GNU_SOURCE -DFUZZ_FORMAT=2 -g -O1 -fsanitize=fuzzer,address,undefined
//     -Iinclude -Isrc tests/fuzz/fuzz_params.c src/runtime/*.c src/tooling/*.c src/module/*.c
//     src/base/*.c -lxxhash -ldl -lpthread -lm -o build/fuzz/fuzz_params_irpa
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

// GGUF: every quantized type (blocks of seed bytes) beside float tensors.
static const tool_param_spec gguf_seed_specs[] = {
    {.key = "w.q4_K", .rank = 2, .dims = {1, 256}, .quant = QUANT_Q4_K},
    {.key = "w.q8_0", .rank = 2, .dims = {2, 32}, .quant = QUANT_Q8_0},
    {.key = "w.q4_0", .rank = 1, .dims = {64}, .quant = QUANT_Q4_0},
    {.key = "w.q4_1", .rank = 3, .dims = {1, 1, 32}, .quant = QUANT_Q4_1},
    {.key = "w.q6_K", .rank = 2, .dims = {1, 256}, .quant = QUANT_Q6_K},
    {.key = "norm", .dtype = DT_F32, .rank = 1, .dims = {4}},
};

static bool seed_fill(void *self, size_t index, void *buf, size_t bytes) {
  (void)self;
  for (size_t i = 0; i < bytes; i++) ((uint8_t *)buf)[i] = (uint8_t)(index * 13 + i);
  return true;
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc, (void)argv;
  const char *dir = getenv("FACET_FUZZ_SEED_DIR");
  if (!dir) return 0;
  char path[4096];
  const char *format = FUZZ_FORMAT == 3 ? "gguf" : FUZZ_FORMAT == 2 ? "irpa" : "safetensors";
  snprintf(path, sizeof path, "%s/seed.%s", dir, format);
  bool gguf = FUZZ_FORMAT == 3; // and one of ggml's own files, committed
  FACET_CHECK(!tool_params_write(
      path, format, gguf ? gguf_seed_specs : seed_specs,
      gguf ? FACET_ARRAY_SIZE(gguf_seed_specs) : FACET_ARRAY_SIZE(seed_specs), seed_fill, NULL));
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
    bool gguf = !strcmp(format, "gguf");
    if ((e->dtype == DT_INVALID && !(gguf && e->quant)) || e->rank < 0 || e->length > (1u << 16))
      continue;
    if (!strcmp(e->key, "__metadata__") && !strcmp(format, "safetensors")) continue; // reserved
    if (gguf && (e->dtype == DT_U8 || e->dtype == DT_BOOL)) continue;                // no ggml type
    specs[n] = (tool_param_spec){
        .key = e->key, .dtype = e->dtype, .rank = (uint32_t)e->rank, .quant = e->quant};
    memcpy(specs[n].dims, e->dims, sizeof e->dims);
    rt_from[n++] = e;
  }
  if (n == 0) return;
  rt_from_file = f;
  // in memory where there is a tmpfs: the writer fsyncs each file, which on
  // a disk costs more than the rest of the input's checks together
  char path[64];
  const char *dir = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
  snprintf(path, sizeof path, "%s/fuzz_params_%d.%s", dir, (int)getpid(), format);
  FACET_CHECK(!tool_params_write(path, format, specs, n, copy_fill, NULL));
  rt_param_file g;
  FACET_CHECK(!rt_params_open(path, NULL, &g));
  FACET_CHECK(g.count == n);
  for (size_t i = 0; i < n; i++) {
    const rt_param_entry *a = rt_from[i], *b = rt_params_find(&g, a->key);
    FACET_CHECK(b && b->dtype == a->dtype && b->quant == a->quant && b->rank == a->rank &&
                b->length == a->length);
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
  for (int d = 0; d < e->rank; d++) elems *= (uint64_t)e->dims[d];
  FACET_CHECK(n == elems);
  float *y = malloc(n * sizeof *y + 1);
  q->dequantize(rt_params_data(f, e), y, (int64_t)n);
  free(y);
}

// The binding of a quantized entry: each plane of its form, then f16 of its
// shape, each made into an exact-size buffer (ASan sees an overwrite).
static void bind_quantized(const rt_param_file *f, const rt_param_entry *e) {
  char key[300];
  for (int p = 0; p < RT_PLANE_COUNT; p++) {
    int64_t dims[FACET_MAX_RANK + 2];
    dtype t;
    uint32_t rank = rt_params_plane_shape(e, (rt_plane)p, &t, dims);
    FACET_CHECK(!rank == !(rt_quant_planes(e->quant) & 1u << p));
    snprintf(key, sizeof key, "%s:%s", e->key, rt_plane_name((rt_plane)p));
    rt_param_view v;
    char why[512];
    if (!rank || rank > FACET_MAX_RANK || strlen(e->key) > 250 || rt_params_find(f, key)) continue;
    FACET_CHECK(rt_params_lookup(f, key, &v) && v.entry == e && v.plane == p);
    FACET_CHECK(rt_params_view_match(&v, t, rank, dims, why, sizeof why));
    uint64_t bytes = dtype_size(t);
    for (uint32_t d = 0; d < rank; d++) bytes *= (uint64_t)dims[d];
    uint8_t *out = malloc(bytes + 1);
    rt_params_view_fill(f, &v, t, out);
    free(out);
  }
  rt_param_view v = {e, RT_PLANE_NONE, false};
  char why[512];
  FACET_CHECK(rt_params_view_match(&v, DT_F16, (uint32_t)e->rank, e->dims, why, sizeof why));
  FACET_CHECK(v.dequantize &&
              !rt_params_view_match(&v, DT_I8, (uint32_t)e->rank, e->dims, why, sizeof why));
  v.dequantize = true;
  uint64_t n = e->length / quant_find(e->quant)->block_bytes * quant_find(e->quant)->block_elems;
  uint8_t *out = malloc(n * 2 + 1);
  rt_params_view_fill(f, &v, DT_F16, out);
  free(out);
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
    else FACET_CHECK(e->pattern_length && e->length % e->pattern_length == 0);
    char why[256];
    if (e->dtype != DT_INVALID && e->rank >= 0)
      FACET_CHECK(rt_params_match(e, e->dtype, (uint32_t)e->rank, e->dims, why, sizeof why));
    if (e->length <= (1u << 20)) {
      uint8_t *buf = malloc(e->length + 1);
      rt_params_fill(&f, e, buf);
      free(buf);
    }
    if (e->quant && e->length <= (1u << 16)) dequantize(&f, e);
    if (e->quant && e->length <= (1u << 16)) bind_quantized(&f, e);
  }
  round_trip(&f, "safetensors");
  round_trip(&f, "irpa");
  round_trip(&f, "gguf");
  rt_params_close(&f);
  free(copy);
  return 0;
}
