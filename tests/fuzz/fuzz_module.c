// fuzz_module.c: libFuzzer target over the module reader (mod_read_buffer).
//
// Properties: no input crashes, leaks or trips a sanitizer; an accepted
// input writes back into bytes that read again into the same bytes (the
// format is canonical). Build with -DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION
// so the reader skips checksums and the fuzzer reaches the semantic checks.
//
//   clang -std=c17 -D_GNU_SOURCE -DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION -g -O1
//     -fsanitize=fuzzer,address,undefined -Iinclude -Isrc tests/fuzz/fuzz_module.c
//     src/module/*.c src/base/*.c -lxxhash -o build/fuzz_module
//   FACET_FUZZ_SEED_DIR=corpus build/fuzz_module -max_total_time=180 corpus
//
// With FACET_FUZZ_SEED_DIR set, the target first writes a valid module
// using every section and command there, as a seed.
#include "module/module.h"

#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

static void seed_module(mod_module *m) {
  memset(m, 0, sizeof *m);
  arena *a = &m->mem;
  m->string_count = 2;
  m->strings = ARENA_NEW_ARRAY(a, char *, 2);
  m->strings[0] = arena_strdup(a, "f.mlir:3:1");
  m->strings[1] = arena_strdup(a, "expected a multiple of 32");
  m->executable_count = 1;
  m->executables = ARENA_NEW_ARRAY(a, mod_executable, 1);
  mod_executable *e = m->executables;
  e->name = arena_strdup(a, "matmul_0");
  e->binding_count = 2;
  e->output_mask = 2;
  e->push_count = 1;
  e->row_count = 2;
  e->rows = ARENA_NEW_ARRAY(a, fact, 2);
  e->rows[0] = fact_range(32, 4096, 32);
  e->rows[1] = fact_range(1, 16, 1);
  e->variant_count = 2;
  e->variants = ARENA_NEW_ARRAY(a, mod_variant, 2);
  for (uint32_t v = 0; v < 2; v++) {
    e->variants[v].kernel = v;
    e->variants[v].config = arena_strdup(a, v ? "small" : "large");
    e->variants[v].facts = ARENA_NEW_ARRAY(a, fact, 1);
    e->variants[v].facts[0] = e->rows[v];
    e->variants[v].row_count = 1;
    e->variants[v].rows = ARENA_NEW_ARRAY(a, uint32_t, 1);
    e->variants[v].rows[0] = v;
  }
  m->function_count = 1;
  m->functions = ARENA_NEW_ARRAY(a, mod_function, 1);
  mod_function *f = m->functions;
  f->name = arena_strdup(a, "main");
  f->input_count = 3; // x, a mutable cache, an int scalar
  f->inputs = ARENA_NEW_ARRAY(a, mod_tensor_sig, 3);
  f->inputs[0] = (mod_tensor_sig){DT_F32, 2, {-1, 4}};
  f->inputs[1] = (mod_tensor_sig){DT_F32, 1, {4}, MOD_KIND_TENSOR, MOD_INPUT_MUTABLE};
  f->inputs[2] = (mod_tensor_sig){DT_I64, 0, {0}, MOD_KIND_INT, 0};
  f->output_count = 2;
  f->outputs = ARENA_NEW_ARRAY(a, mod_output, 2);
  f->outputs[0] = (mod_output){.slot = 3, .dtype = DT_F32, .rank = 2, .dim_regs = {0, 1}};
  f->outputs[1] = (mod_output){.slot = 5, .dtype = DT_I64, .kind = MOD_KIND_INT};
  f->reg_count = 5;
  f->slot_count = 7;
  mod_cmd cmds[] = {
      {.op = MOD_CMD_DIM, .a = 0},
      {.op = MOD_CMD_CHECK_FACT, .a = 0, .d = 1, .check = fact_range(1, 4096, 1)},
      {.op = MOD_CMD_CONST, .a = 1, .imm = 4},
      {.op = MOD_CMD_MUL, .a = 2, .b = 0, .c = 1},
      {.op = MOD_CMD_CONST, .a = 3, .imm = 4},
      {.op = MOD_CMD_MUL, .a = 2, .b = 2, .c = 3},
      {.op = MOD_CMD_CHECK_EQ, .a = 2, .e = 2},
      {.op = MOD_CMD_ALLOC, .a = 3, .b = 2, .c = 1},
      {.op = MOD_CMD_CONST, .a = 4, .imm = 8},
      {.op = MOD_CMD_ALLOC, .a = 5, .b = 4, .c = 1},
      {.op = MOD_CMD_VIEW, .a = 4, .b = 3},
      {.op = MOD_CMD_FLOORDIV, .a = 3, .b = 2, .c = 1},
      {.op = MOD_CMD_DISPATCH, .a = 0},
      {.op = MOD_CMD_COPY, .a = 1, .b = 4},
      {.op = MOD_CMD_STORE, .a = 5, .b = 0},
      {.op = MOD_CMD_CONST_DATA, .a = 6, .b = 1},
      {.op = MOD_CMD_TRANSFER, .a = 1, .b = 4, .c = 1, .d = 0}, // devices: docs/devices.md
  };
  m->device_count = 2;
  f->cmd_count = FACET_ARRAY_SIZE(cmds);
  f->cmds = arena_memdup(a, cmds, sizeof cmds);
  f->site_count = 1;
  f->sites = ARENA_NEW_ARRAY(a, mod_site, 1);
  mod_site *s = f->sites;
  s->push_count = 1;
  s->binding_count = 2;
  s->binding_slots[1] = 4; // written: the result, through its view
  s->device = 1;
  s->choice_count = 2;
  s->choices = ARENA_NEW_ARRAY(a, mod_choice, 2);
  s->choices[0] = (mod_choice){.variant = 1, .row_count = 1, .rows = ARENA_NEW_ARRAY(a, fact, 1)};
  s->choices[0].rows[0] = fact_range(1, 16, 1);
  static const uint8_t object[] = "kernel object bytes";
  m->kernel_object = arena_memdup(a, object, sizeof object);
  m->kernel_object_size = sizeof object;
  m->kernel_object_hash = hash_bytes(object, sizeof object);
  m->target = arena_strdup(a, "x86-64-v3");
  m->compiler_command = arena_strdup(a, "cc -O2");
  // two constants: 3xf16 at 0, 2xi1 at 64 (the constant data's alignment)
  m->const_count = 2;
  m->consts = ARENA_NEW_ARRAY(a, mod_const, 2);
  m->consts[0] = (mod_const){.dtype = DT_F16, .rank = 1, .dims = {3}, .offset = 0, .size = 6};
  m->consts[1] = (mod_const){.dtype = DT_BOOL, .rank = 1, .dims = {2}, .offset = 64, .size = 2};
  uint8_t *bytes = arena_alloc(a, 66);
  static const uint8_t half[6] = {0x00, 0x3c, 0x00, 0xc0, 0x00, 0x38};
  memcpy(bytes, half, sizeof half);
  bytes[64] = 1;
  m->const_data = bytes;
  m->const_data_size = 66;
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  const char *dir = getenv("FACET_FUZZ_SEED_DIR");
  if (!dir) return 0;
  mod_module m;
  seed_module(&m);
  uint8_t *bytes;
  size_t size;
  FACET_CHECK(mod_write_buffer(&m, &bytes, &size));
  char path[4096];
  snprintf(path, sizeof path, "%s/seed.facet", dir);
  FILE *f = fopen(path, "wb");
  if (f) {
    fwrite(bytes, 1, size, f);
    fclose(f);
  }
  free(bytes);
  mod_free(&m);
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  mod_module m;
  facet_status_t s = mod_read_buffer(data, size, &m);
  if (s) {
    FACET_CHECK(facet_status_code(s) == FACET_STATUS_DATA_LOSS);
    FACET_CHECK(strncmp(facet_status_message(s), "bad module format", 17) == 0);
    facet_status_free(s);
    return 0;
  }
  uint8_t *once, *twice;
  size_t once_size, twice_size;
  FACET_CHECK(mod_write_buffer(&m, &once, &once_size));
  mod_free(&m);
  FACET_CHECK(mod_read_buffer(once, once_size, &m) == NULL);
  FACET_CHECK(mod_write_buffer(&m, &twice, &twice_size));
  FACET_CHECK(once_size == twice_size && memcmp(once, twice, once_size) == 0);
  free(once);
  free(twice);
  mod_free(&m);
  return 0;
}
