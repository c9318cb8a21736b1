// test_module.c: the module file writer and reader (src/module/).
//
// A round trip keeps every field; every truncation and every single-bit
// flip of a module is refused (the format has no unchecked byte); wrong
// versions, overflowing sections, huge counts and bad indices get a
// "bad module format" error naming what is wrong.
#include "module/module.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int failures;

#define CHECK(cond)                                                                                \
  do {                                                                                             \
    if (!(cond)) {                                                                                 \
      printf("%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);                              \
      failures++;                                                                                  \
    }                                                                                              \
  } while (0)
#define CHECK_CONTAINS(haystack, needle)                                                           \
  do {                                                                                             \
    if (!strstr((haystack), (needle))) {                                                           \
      printf("%s:%d: expected \"%s\" in \"%s\"\n", __FILE__, __LINE__, (needle), (haystack));      \
      failures++;                                                                                  \
    }                                                                                              \
  } while (0)

// mod_read_buffer / mod_read_file with the status's message in err; a
// failure to parse must be DATA_LOSS "bad module format: ...".
static bool read_done(facet_status_t s, char *err, size_t n) {
  snprintf(err, n, "%s", facet_status_message(s));
  if (s && strncmp(err, "bad module format", 17) == 0 &&
      facet_status_code(s) != FACET_STATUS_DATA_LOSS) {
    printf("%s: code %s\n", err, facet_status_code_name(facet_status_code(s)));
    failures++;
  }
  facet_status_free(s);
  return !s;
}
static bool read_buffer(const uint8_t *data, size_t size, mod_module *out, char *err, size_t n) {
  return read_done(mod_read_buffer(data, size, out), err, n);
}
static bool read_file(const char *path, mod_module *out, char *err, size_t n) {
  return read_done(mod_read_file(path, out), err, n);
}

// A module using every field: three functions, two executables, a select
// site with two choices, a static site, every command, two parameters, a
// mutable input written by a COPY and by a kernel, scalar inputs and
// outputs, two constants (the second 64-byte aligned after the first).
static void sample_module(mod_module *m) {
  memset(m, 0, sizeof *m);
  arena *a = &m->mem;
  static const char *strings[] = {"f.mlir:3:1", "expected 32 * s1 with s1 in [2, 4095]", ""};
  m->string_count = 3;
  m->strings = ARENA_NEW_ARRAY(a, char *, 3);
  for (int i = 0; i < 3; i++) m->strings[i] = arena_strdup(a, strings[i]);

  m->executable_count = 2;
  m->executables = ARENA_NEW_ARRAY(a, mod_executable, 2);
  mod_executable *e = &m->executables[0];
  e->name = arena_strdup(a, "matmul_0");
  e->binding_count = 3;
  e->output_mask = 4;
  e->push_count = 2;
  e->row_count = 2;
  e->rows = ARENA_NEW_ARRAY(a, fact, 4);
  e->rows[0] = fact_range(128, 262080, 64);
  e->rows[1] = fact_point(5120);
  e->rows[2] = fact_range(512, 1048320, 256);
  e->rows[3] = fact_point(5120);
  e->variant_count = 2;
  e->variants = ARENA_NEW_ARRAY(a, mod_variant, 2);
  for (uint32_t v = 0; v < 2; v++) {
    mod_variant *var = &e->variants[v];
    var->kernel = v;
    var->config = arena_printf(a, "tile %ux256", v ? 64u : 16u);
    var->facts = ARENA_NEW_ARRAY(a, fact, 2);
    var->facts[0] = e->rows[2 * v];
    var->facts[1] = e->rows[2 * v + 1];
    var->row_count = 1;
    var->rows = ARENA_NEW_ARRAY(a, uint32_t, 1);
    var->rows[0] = v;
  }
  e = &m->executables[1];
  e->name = arena_strdup(a, "add_1");
  e->binding_count = 2;
  e->output_mask = 2;
  e->push_count = 0;
  e->variant_count = 1;
  e->variants = ARENA_NEW_ARRAY(a, mod_variant, 1);
  e->variants[0].kernel = 2;
  e->variants[0].config = arena_strdup(a, "");
  e->variants[0].facts = ARENA_NEW_ARRAY(a, fact, 0);

  m->function_count = 3;
  m->functions = ARENA_NEW_ARRAY(a, mod_function, 3);
  mod_function *f = &m->functions[0];
  f->name = arena_strdup(a, "prefill_bs8");
  f->input_count = 2;
  f->inputs = ARENA_NEW_ARRAY(a, mod_tensor_sig, 2);
  f->inputs[0] = (mod_tensor_sig){DT_F16, 3, {8, -1, 5120}};
  f->inputs[1] = (mod_tensor_sig){DT_F16, 2, {5120, 256}};
  f->output_count = 1;
  f->outputs = ARENA_NEW_ARRAY(a, mod_output, 1);
  f->outputs[0] = (mod_output){.slot = 3, .dtype = DT_F16, .rank = 2, .dim_regs = {3, 4}};
  f->reg_count = 7;
  f->slot_count = 4;
  mod_cmd cmds[] = {
      {.op = MOD_CMD_DIM, .a = 0, .b = 0, .c = 1},
      {.op = MOD_CMD_CHECK_FACT,
       .a = 0,
       .b = 0,
       .c = 1,
       .d = 1,
       .check = fact_range(64, 262080, 32)},
      {.op = MOD_CMD_CONST, .a = 1, .imm = 8},
      {.op = MOD_CMD_MUL, .a = 3, .b = 0, .c = 1},
      {.op = MOD_CMD_CONST, .a = 4, .imm = 256},
      {.op = MOD_CMD_CONST, .a = 2, .imm = -3},
      {.op = MOD_CMD_ADD, .a = 5, .b = 3, .c = 2},
      {.op = MOD_CMD_SUB, .a = 5, .b = 5, .c = 2},
      {.op = MOD_CMD_FLOORDIV, .a = 6, .b = 5, .c = 1},
      {.op = MOD_CMD_CEILDIV, .a = 6, .b = 5, .c = 1},
      {.op = MOD_CMD_MOD, .a = 6, .b = 5, .c = 1},
      {.op = MOD_CMD_CHECK_EQ, .a = 5, .e = 3, .b = 0, .c = 1, .d = 2},
      {.op = MOD_CMD_MUL, .a = 6, .b = 3, .c = 4},
      {.op = MOD_CMD_ALLOC, .a = 2, .b = 6, .c = 0},
      {.op = MOD_CMD_ALLOC, .a = 3, .b = 6, .c = 1},
      {.op = MOD_CMD_VIEW, .a = 2, .b = 3},
      {.op = MOD_CMD_DISPATCH, .a = 0},
      {.op = MOD_CMD_DISPATCH, .a = 1},
      {.op = MOD_CMD_MAX, .a = 6, .b = 3, .c = 4},
      {.op = MOD_CMD_PARAM, .a = 2, .b = 1},
      {.op = MOD_CMD_SLICE, .a = 2, .b = 3, .c = 1, .d = 4},
  };
  f->cmd_count = FACET_ARRAY_SIZE(cmds);
  f->transient_bytes_max = 123456;
  f->cmds = arena_memdup(a, cmds, sizeof cmds);
  f->site_count = 2;
  f->sites = ARENA_NEW_ARRAY(a, mod_site, 2);
  mod_site *s = &f->sites[0];
  s->executable = 0;
  s->push_count = 2;
  s->push_regs[0] = 3;
  s->push_regs[1] = 1;
  s->binding_count = 3;
  s->binding_slots[0] = 0;
  s->binding_slots[1] = 1;
  s->binding_slots[2] = 3;
  s->choice_count = 2;
  s->choices = ARENA_NEW_ARRAY(a, mod_choice, 2);
  s->choices[0] = (mod_choice){.variant = 1, .row_count = 1, .rows = ARENA_NEW_ARRAY(a, fact, 2)};
  s->choices[0].rows[0] = fact_range(512, 1048320, 256);
  s->choices[0].rows[1] = fact_any();
  s->choices[1] = (mod_choice){.variant = 0};
  s->loc_string = 0;
  s = &f->sites[1];
  s->executable = 1;
  s->binding_count = 2;
  s->binding_slots[0] = 3;
  s->binding_slots[1] = 2;
  s->choice_count = 1;
  s->choices = ARENA_NEW_ARRAY(a, mod_choice, 1);
  s->loc_string = 2;
  s->device = 1; // two devices: this site on the second
  m->device_count = 2;

  f = &m->functions[1];
  f->name = arena_strdup(a, "identity");
  f->input_count = 1;
  f->inputs = ARENA_NEW_ARRAY(a, mod_tensor_sig, 1);
  f->inputs[0] = (mod_tensor_sig){DT_BF16, 0, {0}};
  f->output_count = 1;
  f->outputs = ARENA_NEW_ARRAY(a, mod_output, 1);
  f->outputs[0] = (mod_output){.slot = 0, .dtype = DT_BF16, .rank = 0};
  f->slot_count = 1;
  f->cmds = ARENA_NEW_ARRAY(a, mod_cmd, 0);
  f->sites = ARENA_NEW_ARRAY(a, mod_site, 0);

  // update(cache (mutable), n: int, x) -> (int, float)
  f = &m->functions[2];
  f->name = arena_strdup(a, "update");
  f->input_count = 3;
  f->inputs = ARENA_NEW_ARRAY(a, mod_tensor_sig, 3);
  f->inputs[0] = (mod_tensor_sig){DT_F32, 1, {4}, MOD_KIND_TENSOR, MOD_INPUT_MUTABLE};
  f->inputs[1] = (mod_tensor_sig){DT_I64, 0, {0}, MOD_KIND_INT, 0};
  f->inputs[2] = (mod_tensor_sig){DT_F32, 1, {4}, MOD_KIND_TENSOR, 0};
  f->output_count = 2;
  f->outputs = ARENA_NEW_ARRAY(a, mod_output, 2);
  f->outputs[0] = (mod_output){.slot = 3, .dtype = DT_I64, .kind = MOD_KIND_INT};
  f->outputs[1] = (mod_output){.slot = 4, .dtype = DT_F64, .kind = MOD_KIND_FLOAT};
  f->reg_count = 1;
  f->slot_count = 6;
  mod_cmd update[] = {
      {.op = MOD_CMD_CONST, .a = 0, .imm = 8},
      {.op = MOD_CMD_ALLOC, .a = 3, .b = 0, .c = 1},
      {.op = MOD_CMD_ALLOC, .a = 4, .b = 0, .c = 1},
      {.op = MOD_CMD_STORE, .a = 3, .b = 0},
      {.op = MOD_CMD_COPY, .a = 0, .b = 2},
      {.op = MOD_CMD_DISPATCH, .a = 0},
      {.op = MOD_CMD_CONST_DATA, .a = 5, .b = 1},
      // input 2 from device 0 into the cache on device 1 (docs/devices.md)
      {.op = MOD_CMD_TRANSFER, .a = 0, .b = 2, .c = 1, .d = 0},
  };
  f->cmd_count = FACET_ARRAY_SIZE(update);
  f->cmds = arena_memdup(a, update, sizeof update);
  f->site_count = 1;
  f->sites = ARENA_NEW_ARRAY(a, mod_site, 1);
  s = &f->sites[0]; // add_1 reads input 2 and writes the mutable input 0
  s->executable = 1;
  s->binding_count = 2;
  s->binding_slots[0] = 2;
  s->binding_slots[1] = 0;
  s->choice_count = 1;
  s->choices = ARENA_NEW_ARRAY(a, mod_choice, 1);

  static const uint8_t object[] = "\177ELF not really a shared object";
  m->kernel_object = arena_memdup(a, object, sizeof object);
  m->kernel_object_size = sizeof object;
  m->kernel_object_hash = hash_bytes(object, sizeof object);
  m->target = arena_strdup(a, "x86-64-v3");
  m->compiler_command = arena_strdup(a, "cc -O2 -shared -fPIC");

  m->param_count = 2;
  m->params = ARENA_NEW_ARRAY(a, mod_param, 2);
  m->params[0] = (mod_param){.name = arena_strdup(a, "blk.0.w"),
                             .scope = arena_strdup(a, "model"),
                             .key = arena_strdup(a, "blk.0.w"),
                             .dtype = DT_F16,
                             .rank = 2,
                             .dims = {96, 64}};
  m->params[1] = (mod_param){.name = arena_strdup(a, "norm"),
                             .scope = arena_strdup(a, ""),
                             .key = arena_strdup(a, "norm.weight"),
                             .dtype = DT_F32,
                             .rank = 0};

  // 4xf32 at 0, 2x3xi64 at 64: 112 bytes, 48 of them padding
  m->const_count = 2;
  m->consts = ARENA_NEW_ARRAY(a, mod_const, 2);
  m->consts[0] = (mod_const){.dtype = DT_F32, .rank = 1, .dims = {4}, .offset = 0, .size = 16};
  m->consts[1] = (mod_const){.dtype = DT_I64, .rank = 2, .dims = {2, 3}, .offset = 64, .size = 48};
  uint8_t *bytes = arena_alloc(a, 112);
  for (int i = 0; i < 16; i++) bytes[i] = (uint8_t)(3 * i + 1);
  for (int i = 64; i < 112; i++) bytes[i] = (uint8_t)(7 * i + 5);
  m->const_data = bytes;
  m->const_data_size = 112;
}

static bool mem_eq(const void *a, const void *b, size_t n) {
  return n == 0 || memcmp(a, b, n) == 0;
}

static bool str_eq(const char *a, const char *b) { return strcmp(a ? a : "", b ? b : "") == 0; }

static bool facts_eq(const fact *a, const fact *b, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (!fact_eq(a[i], b[i])) return false;
  return true;
}

static bool site_eq(const mod_site *a, const mod_site *b) {
  if (a->executable != b->executable || a->push_count != b->push_count ||
      a->binding_count != b->binding_count || a->choice_count != b->choice_count ||
      a->loc_string != b->loc_string || a->device != b->device)
    return false;
  if (!mem_eq(a->push_regs, b->push_regs, sizeof a->push_regs) ||
      !mem_eq(a->binding_slots, b->binding_slots, sizeof a->binding_slots))
    return false;
  for (uint32_t i = 0; i < a->choice_count; i++) {
    const mod_choice *x = &a->choices[i], *y = &b->choices[i];
    if (x->variant != y->variant || x->row_count != y->row_count ||
        !facts_eq(x->rows, y->rows, (size_t)x->row_count * a->push_count))
      return false;
  }
  return true;
}

static bool function_eq(const mod_function *a, const mod_function *b) {
  if (!str_eq(a->name, b->name) || a->input_count != b->input_count ||
      a->output_count != b->output_count || a->reg_count != b->reg_count ||
      a->slot_count != b->slot_count || a->cmd_count != b->cmd_count ||
      a->site_count != b->site_count || a->transient_bytes_max != b->transient_bytes_max)
    return false;
  if (!mem_eq(a->inputs, b->inputs, sizeof *a->inputs * a->input_count) ||
      !mem_eq(a->outputs, b->outputs, sizeof *a->outputs * a->output_count))
    return false;
  for (uint32_t i = 0; i < a->cmd_count; i++) {
    const mod_cmd *x = &a->cmds[i], *y = &b->cmds[i];
    if (x->op != y->op || x->a != y->a || x->b != y->b || x->c != y->c || x->d != y->d ||
        x->e != y->e || x->imm != y->imm || !fact_eq(x->check, y->check))
      return false;
  }
  for (uint32_t i = 0; i < a->site_count; i++)
    if (!site_eq(&a->sites[i], &b->sites[i])) return false;
  return true;
}

static bool executable_eq(const mod_executable *a, const mod_executable *b) {
  if (!str_eq(a->name, b->name) || a->binding_count != b->binding_count ||
      a->output_mask != b->output_mask || a->push_count != b->push_count ||
      a->row_count != b->row_count || a->variant_count != b->variant_count ||
      !facts_eq(a->rows, b->rows, (size_t)a->row_count * a->push_count))
    return false;
  for (uint32_t i = 0; i < a->variant_count; i++) {
    const mod_variant *x = &a->variants[i], *y = &b->variants[i];
    if (x->kernel != y->kernel || !str_eq(x->config, y->config) ||
        !facts_eq(x->facts, y->facts, a->push_count) || x->row_count != y->row_count ||
        !mem_eq(x->rows, y->rows, sizeof *x->rows * x->row_count))
      return false;
  }
  return true;
}

static bool module_eq(const mod_module *a, const mod_module *b) {
  if (a->string_count != b->string_count || a->function_count != b->function_count ||
      a->executable_count != b->executable_count ||
      a->kernel_object_size != b->kernel_object_size ||
      a->kernel_object_hash != b->kernel_object_hash || a->device_count != b->device_count ||
      !str_eq(a->target, b->target) || !str_eq(a->compiler_command, b->compiler_command))
    return false;
  for (uint32_t i = 0; i < a->string_count; i++)
    if (!str_eq(a->strings[i], b->strings[i])) return false;
  for (uint32_t i = 0; i < a->function_count; i++)
    if (!function_eq(&a->functions[i], &b->functions[i])) return false;
  for (uint32_t i = 0; i < a->executable_count; i++)
    if (!executable_eq(&a->executables[i], &b->executables[i])) return false;
  if (a->param_count != b->param_count) return false;
  for (uint32_t i = 0; i < a->param_count; i++) {
    const mod_param *x = &a->params[i], *y = &b->params[i];
    if (!str_eq(x->name, y->name) || !str_eq(x->scope, y->scope) || !str_eq(x->key, y->key) ||
        x->dtype != y->dtype || x->rank != y->rank || !mem_eq(x->dims, y->dims, 8 * x->rank))
      return false;
  }
  if (a->const_count != b->const_count || a->const_data_size != b->const_data_size ||
      !mem_eq(a->const_data, b->const_data, a->const_data_size))
    return false;
  for (uint32_t i = 0; i < a->const_count; i++) {
    const mod_const *x = &a->consts[i], *y = &b->consts[i];
    if (x->dtype != y->dtype || x->rank != y->rank || !mem_eq(x->dims, y->dims, 8 * x->rank) ||
        x->offset != y->offset || x->size != y->size)
      return false;
  }
  return a->kernel_object_size == 0 ||
         memcmp(a->kernel_object, b->kernel_object, a->kernel_object_size) == 0;
}

static void test_round_trip(void) {
  mod_module m, r;
  sample_module(&m);
  uint8_t *data;
  size_t size;
  char err[256] = "";
  CHECK(mod_write_buffer(&m, &data, &size));
  CHECK(size % 8 == 0);
  bool ok = read_buffer(data, size, &r, err, sizeof err);
  CHECK(ok);
  if (!ok) printf("  error: %s\n", err);
  CHECK(ok && module_eq(&m, &r));
  // Writing what was read gives the same bytes.
  uint8_t *again;
  size_t again_size;
  CHECK(ok && mod_write_buffer(&r, &again, &again_size));
  CHECK(ok && again_size == size && memcmp(again, data, size) == 0);
  if (ok) free(again);
  mod_free(&r);
  mod_free(&m);
  free(data);
}

static void test_truncation(void) {
  mod_module m, r;
  sample_module(&m);
  uint8_t *data;
  size_t size;
  CHECK(mod_write_buffer(&m, &data, &size));
  for (size_t n = 0; n < size; n++) {
    char err[256] = "";
    uint8_t *copy = malloc(n ? n : 1); // exact size, so ASan sees any overread
    memcpy(copy, data, n);
    bool ok = read_buffer(copy, n, &r, err, sizeof err);
    CHECK(!ok);
    if (ok) printf("  truncated to %zu bytes and accepted\n", n);
    CHECK(strncmp(err, "bad module format", 17) == 0);
    free(copy);
  }
  mod_free(&m);
  free(data);
}

static void test_bit_flips(void) {
  mod_module m, r;
  sample_module(&m);
  uint8_t *data;
  size_t size;
  CHECK(mod_write_buffer(&m, &data, &size));
  int accepted = 0;
  for (size_t bit = 0; bit < size * 8; bit++) {
    char err[256] = "";
    data[bit / 8] ^= (uint8_t)(1u << (bit % 8));
    if (read_buffer(data, size, &r, err, sizeof err)) {
      accepted++; // allowed only if nothing changed (unused padding)
      CHECK(module_eq(&m, &r));
      mod_free(&r);
    } else {
      CHECK(strncmp(err, "bad module format", 17) == 0);
    }
    data[bit / 8] ^= (uint8_t)(1u << (bit % 8));
  }
  CHECK(accepted == 0); // the format has no unchecked byte
  mod_free(&m);
  free(data);
}

static void put_le(uint8_t *p, uint64_t v, int n) {
  for (int i = 0; i < n; i++) p[i] = (uint8_t)(v >> (8 * i));
}

// Patches `n` bytes at `at` inside section `kind` (1..8) and fixes its checksum,
// so that the reader reaches the semantic checks.
static void patch_section(uint8_t *data, int kind, size_t at, uint64_t v, int n) {
  uint8_t *entry = data + 24 + 32 * (kind - 1);
  uint64_t offset = 0, size = 0;
  for (int i = 0; i < 8; i++) offset |= (uint64_t)entry[8 + i] << (8 * i);
  for (int i = 0; i < 8; i++) size |= (uint64_t)entry[16 + i] << (8 * i);
  put_le(data + offset + at, v, n);
  put_le(entry + 24, hash_bytes(data + offset, size), 8);
}

static void expect_error(const uint8_t *data, size_t size, const char *needle, int line) {
  mod_module r;
  char err[256] = "";
  if (read_buffer(data, size, &r, err, sizeof err)) {
    printf("%s:%d: module accepted, expected error \"%s\"\n", __FILE__, line, needle);
    failures++;
    mod_free(&r);
  } else if (!strstr(err, needle)) {
    printf("%s:%d: expected \"%s\" in \"%s\"\n", __FILE__, line, needle, err);
    failures++;
  }
}
#define EXPECT_ERROR(data, size, needle) expect_error((data), (size), (needle), __LINE__)

static void test_header_errors(void) {
  mod_module m;
  sample_module(&m);
  uint8_t *data;
  size_t size;
  CHECK(mod_write_buffer(&m, &data, &size));
  uint8_t *copy = malloc(size);

  memcpy(copy, data, size);
  put_le(copy + 8, 7, 4);
  mod_module r;
  char err[256];
  CHECK(!read_buffer(copy, size, &r, err, sizeof err));
  CHECK(strcmp(err, "bad module format: version 7, expected 6") == 0);

  memcpy(copy, data, size);
  copy[0] = 'X';
  EXPECT_ERROR(copy, size, "bad magic");

  // A section whose offset + size wraps around 2^64.
  memcpy(copy, data, size);
  put_le(copy + 24 + 32 * 3 + 16, UINT64_MAX - 100, 8);
  EXPECT_ERROR(copy, size, "runs past the end");
  memcpy(copy, data, size);
  put_le(copy + 24 + 32 * 0 + 8, UINT64_MAX - 7, 8);
  EXPECT_ERROR(copy, size, "offset");

  memcpy(copy, data, size);
  put_le(copy + 16, size + 8, 8);
  EXPECT_ERROR(copy, size, "file size");

  // A huge count with a valid checksum: refused before any allocation.
  memcpy(copy, data, size);
  patch_section(copy, 1, 0, 0xffffffffu, 4);
  EXPECT_ERROR(copy, size, "string count 4294967295 exceeds");
  memcpy(copy, data, size);
  patch_section(copy, 2, 0, 0xfffffff0u, 4);
  EXPECT_ERROR(copy, size, "function count 4294967280 exceeds");
  memcpy(copy, data, size);
  patch_section(copy, 6, 0, 0x7fffffffu, 4);
  EXPECT_ERROR(copy, size, "parameters: parameter count 2147483647 exceeds");
  memcpy(copy, data, size);
  patch_section(copy, 7, 0, 0x7fffffffu, 4);
  EXPECT_ERROR(copy, size, "constants: constant count 2147483647 exceeds");
  // The constant data starts on a 64-byte boundary of the file.
  uint64_t data_at = 0;
  for (int i = 0; i < 8; i++) data_at |= (uint64_t)data[24 + 32 * 7 + 8 + i] << (8 * i);
  CHECK(data_at % 64 == 0);
  // A ninth section is refused (the count is checked first).
  memcpy(copy, data, size);
  put_le(copy + 12, 9, 4);
  EXPECT_ERROR(copy, size, "section count 9, expected 8");
  free(copy);
  mod_free(&m);
  free(data);
}

// Writes m (which the writer accepts) and expects the reader to refuse it.
static void expect_module_error(mod_module *m, const char *needle, int line) {
  uint8_t *data;
  size_t size;
  if (!mod_write_buffer(m, &data, &size)) {
    printf("%s:%d: writer refused the module\n", __FILE__, line);
    failures++;
    return;
  }
  expect_error(data, size, needle, line);
  free(data);
}
#define EXPECT_MODULE_ERROR(m, needle) expect_module_error((m), (needle), __LINE__)

static void test_index_errors(void) {
  mod_module m;
  sample_module(&m);
  mod_function *f = &m.functions[0];
  mod_cmd saved = f->cmds[3];
  f->cmds[3].b = 7;
  EXPECT_MODULE_ERROR(&m, "function 0 (prefill_bs8) command 3: register 7 out of range (< 7)");
  f->cmds[3] = saved;

  f->cmds[0].c = 3;
  EXPECT_MODULE_ERROR(&m, "command 0: dim 3 out of range (< 3)");
  f->cmds[0].c = 1;
  f->cmds[0].b = 2;
  EXPECT_MODULE_ERROR(&m, "command 0: input 2 out of range (< 2)");
  f->cmds[0].b = 0;

  f->cmds[1].check.udiv = 0;
  EXPECT_MODULE_ERROR(&m, "command 1: fact has udiv 0");
  f->cmds[1].check.udiv = 32;
  f->cmds[1].d = 3;
  EXPECT_MODULE_ERROR(&m, "command 1: string 3 out of range (< 3)");
  f->cmds[1].d = 1;

  f->cmds[16].a = 2;
  EXPECT_MODULE_ERROR(&m, "command 16: site 2 out of range (< 2)");
  f->cmds[16].a = 0;
  f->cmds[13].c = 2;
  EXPECT_MODULE_ERROR(&m, "alloc flag 2");
  f->cmds[13].c = 0;
  f->cmds[5].op = 99;
  EXPECT_MODULE_ERROR(&m, "command 5: unknown op 99");
  f->cmds[5].op = MOD_CMD_CONST;

  f->outputs[0].slot = 4;
  EXPECT_MODULE_ERROR(&m, "output 0: slot 4 out of range (< 4)");
  f->outputs[0].slot = 3;
  f->inputs[1].dtype = 0;
  EXPECT_MODULE_ERROR(&m, "input 1: bad dtype 0");
  f->inputs[1].dtype = DT_F16;
  f->inputs[0].dims[1] = -2;
  EXPECT_MODULE_ERROR(&m, "input 0: dim 1 is -2");
  f->inputs[0].dims[1] = -1;

  mod_site *s = &f->sites[0];
  s->choices[0].row_count = 0; // a fallback that is not last
  EXPECT_MODULE_ERROR(&m, "site 0: fallback choice is not the last");
  s->choices[0].row_count = 1;
  s->choices[1].variant = 2;
  EXPECT_MODULE_ERROR(&m, "site 0: variant 2 out of range (< 2)");
  s->choices[1].variant = 0;
  s->choices[0].rows[0].udiv = 0;
  EXPECT_MODULE_ERROR(&m, "choice row fact has udiv 0");
  s->choices[0].rows[0].udiv = 256;
  s->push_regs[1] = 9;
  EXPECT_MODULE_ERROR(&m, "site 0: push register 9 out of range");
  s->push_regs[1] = 1;
  s->binding_slots[2] = 4;
  EXPECT_MODULE_ERROR(&m, "site 0: binding slot 4 out of range");
  s->binding_slots[2] = 3;
  s->executable = 1;
  EXPECT_MODULE_ERROR(&m, "site 0: push count 2, executable has 0");
  s->executable = 2;
  EXPECT_MODULE_ERROR(&m, "site 0: executable 2 out of range (< 2)");
  s->executable = 0;
  s->loc_string = 5;
  EXPECT_MODULE_ERROR(&m, "site 0: location string 5 out of range");
  s->loc_string = 0;

  mod_executable *e = &m.executables[0];
  e->variants[1].kernel = 3;
  EXPECT_MODULE_ERROR(&m, "executable 0 (matmul_0) variant 1: kernel 3 out of range (< 3)");
  e->variants[1].kernel = 1;
  e->variants[0].rows[0] = 2;
  EXPECT_MODULE_ERROR(&m, "variant 0: row 2 out of range (< 2)");
  e->variants[0].rows[0] = 0;
  m.functions[1].name[0] = 0;
  EXPECT_MODULE_ERROR(&m, "function 1 (): empty name");
  strcpy(m.functions[1].name, "prefill_bs8");
  EXPECT_MODULE_ERROR(&m, "duplicate name prefill_bs8");
  strcpy(m.functions[1].name, "identity");

  // Mutable inputs, scalars, and what commands and kernels may write.
  mod_function *u = &m.functions[2];
  u->cmds[4].a = 2;
  EXPECT_MODULE_ERROR(&m, "function 2 (update) command 4: writes input 2, which is not mutable");
  u->cmds[4].a = 0;
  u->cmds[3].a = 1;
  EXPECT_MODULE_ERROR(&m, "command 3: writes input 1, which is not mutable");
  u->cmds[3].a = 3;
  u->cmds[3].b = 1;
  EXPECT_MODULE_ERROR(&m, "command 3: register 1 out of range (< 1)");
  u->cmds[3].b = 0;
  u->cmds[4].b = 6;
  EXPECT_MODULE_ERROR(&m, "command 4: slot 6 out of range (< 6)");
  u->cmds[4].b = 2;
  u->sites[0].binding_slots[1] = 2;
  EXPECT_MODULE_ERROR(&m, "function 2 (update) site 0: writes input 2, which is not mutable");
  u->sites[0].binding_slots[1] = 0;
  u->inputs[1].kind = 4;
  EXPECT_MODULE_ERROR(&m, "input 1: bad kind 4");
  u->inputs[1].kind = MOD_KIND_INT;
  u->inputs[1].rank = 1;
  EXPECT_MODULE_ERROR(&m, "input 1: a scalar of kind 1 must be a rank-0 i64, not rank 1 i64");
  u->inputs[1].rank = 0;
  u->inputs[1].flags = MOD_INPUT_MUTABLE;
  EXPECT_MODULE_ERROR(&m, "input 1: a scalar cannot be mutable");
  u->inputs[1].flags = 2;
  EXPECT_MODULE_ERROR(&m, "input 1: bad flags 0x2");
  u->inputs[1].flags = 0;
  u->outputs[1].dtype = DT_F32;
  EXPECT_MODULE_ERROR(&m, "output 1: a scalar of kind 2 must be a rank-0 f64, not rank 0 f32");
  u->outputs[1].dtype = DT_F64;
  m.executables[1].output_mask = 8;
  EXPECT_MODULE_ERROR(&m, "executable 1 (add_1): output mask 0x8 names bindings past 2");
  m.executables[1].output_mask = 1; // now the site writes input 2
  EXPECT_MODULE_ERROR(&m, "function 2 (update) site 0: writes input 2, which is not mutable");
  m.executables[1].output_mask = 2;

  // Devices: every step's device below the module's count (docs/devices.md).
  f->sites[1].device = 2;
  EXPECT_MODULE_ERROR(&m, "function 0 (prefill_bs8) site 1: device 2 out of range (< 2)");
  f->sites[1].device = 1;
  mod_cmd *tr = &u->cmds[7];
  tr->c = 2;
  EXPECT_MODULE_ERROR(&m, "function 2 (update) command 7: device 2 out of range (< 2)");
  tr->c = 1;
  tr->d = 64;
  EXPECT_MODULE_ERROR(&m, "function 2 (update) command 7: device 64 out of range (< 2)");
  tr->d = 0;
  tr->a = 2;
  EXPECT_MODULE_ERROR(&m, "command 7: writes input 2, which is not mutable");
  tr->a = 0;
  u->cmds[4].c = 5; // the COPY's device
  EXPECT_MODULE_ERROR(&m, "function 2 (update) command 4: device 5 out of range (< 2)");
  u->cmds[4].c = 0;
  m.device_count = 65;
  EXPECT_MODULE_ERROR(&m, "metadata: device count 65 out of range (1..64)");
  m.device_count = 0; // written as 1: site 1's device 1 is then out of range
  EXPECT_MODULE_ERROR(&m, "site 1: device 1 out of range (< 1)");
  m.device_count = 2;

  // Parameters and the commands that use them.
  f->cmds[19].b = 2;
  EXPECT_MODULE_ERROR(&m, "command 19: parameter 2 out of range (< 2)");
  f->cmds[19].b = 1;
  f->cmds[20].d = 7;
  EXPECT_MODULE_ERROR(&m, "command 20: register 7 out of range (< 7)");
  f->cmds[20].d = 4;
  f->cmds[20].b = 4;
  EXPECT_MODULE_ERROR(&m, "command 20: slot 4 out of range (< 4)");
  f->cmds[20].b = 3;
  f->cmds[18].c = 8;
  EXPECT_MODULE_ERROR(&m, "command 18: register 8 out of range (< 7)");
  f->cmds[18].c = 4;
  mod_param *p = &m.params[1];
  p->key[0] = 0;
  EXPECT_MODULE_ERROR(&m, "parameters: parameter 1 (norm): empty key");
  p->key[0] = 'n';
  p->dtype = 11;
  EXPECT_MODULE_ERROR(&m, "parameter 1 (norm): bad dtype 11");
  p->dtype = DT_F32;
  p->rank = 1;
  p->dims[0] = -1;
  EXPECT_MODULE_ERROR(&m, "parameter 1 (norm): dim 0 is -1");
  p->rank = 0;
  char *scope = p->scope, *key = p->key;
  p->scope = m.params[0].scope;
  p->key = m.params[0].key;
  EXPECT_MODULE_ERROR(&m, "parameter 1: duplicate \"model\"::\"blk.0.w\"");
  p->scope = scope;
  p->key = key;

  // Constants: the command's index, then each constant's type and place.
  mod_cmd *cd = &m.functions[2].cmds[6];
  cd->b = 2;
  EXPECT_MODULE_ERROR(&m, "function 2 (update) command 6: constant 2 out of range (< 2)");
  cd->b = 1;
  cd->a = 6;
  EXPECT_MODULE_ERROR(&m, "function 2 (update) command 6: slot 6 out of range (< 6)");
  cd->a = 5;
  mod_const *k = &m.consts[1];
  k->offset = 16; // packed, not aligned
  EXPECT_MODULE_ERROR(&m, "constants: constant 1: offset 16, expected 64");
  k->offset = 64;
  k->size = 40;
  EXPECT_MODULE_ERROR(&m, "constant 1: size 40, its type has 48 bytes");
  k->size = 48;
  k->dims[1] = -3;
  EXPECT_MODULE_ERROR(&m, "constant 1: dim 1 is -3");
  k->dims[1] = INT64_MAX;
  EXPECT_MODULE_ERROR(&m, "constant 1: byte size overflows");
  k->dims[1] = 4; // 64 bytes: past the data
  k->size = 64;
  EXPECT_MODULE_ERROR(&m, "constant 1: bytes [64, +64) run past the 112 bytes of data");
  k->dims[1] = 3;
  k->size = 48;
  k->dtype = 0;
  EXPECT_MODULE_ERROR(&m, "constant 1: bad dtype 0");
  k->dtype = DT_I64;
  uint8_t *cbytes = (uint8_t *)m.const_data;
  cbytes[20] = 1;
  EXPECT_MODULE_ERROR(&m, "constant 1: padding before it is not zero");
  cbytes[20] = 0;
  m.const_count = 1; // the data holds more than the constants
  EXPECT_MODULE_ERROR(&m, "constants: the constants end at 16, the data has 112 bytes");
  m.const_count = 2;

  // Limits the writer itself cannot represent are refused by the writer.
  uint8_t *data;
  size_t size;
  f->inputs[0].rank = MOD_MAX_RANK + 1;
  CHECK(!mod_write_buffer(&m, &data, &size));
  f->inputs[0].rank = 3;
  s->push_count = MOD_MAX_PUSH + 1;
  CHECK(!mod_write_buffer(&m, &data, &size));
  s->push_count = 2;
  m.params[0].rank = MOD_MAX_RANK + 1;
  CHECK(!mod_write_buffer(&m, &data, &size));
  m.params[0].rank = 2;

  // And the repaired module reads again.
  CHECK(mod_write_buffer(&m, &data, &size));
  mod_module r;
  char err[256];
  CHECK(read_buffer(data, size, &r, err, sizeof err));
  mod_free(&r);
  free(data);
  mod_free(&m);
}

static void test_files(void) {
  mod_module m, r;
  sample_module(&m);
  char dir[] = "/tmp/facet_test_module_XXXXXX";
  CHECK(mkdtemp(dir) != NULL);
  char path[128], err[256];
  snprintf(path, sizeof path, "%s/m.facet", dir);
  CHECK(!mod_write_file(&m, path));
  CHECK(read_file(path, &r, err, sizeof err));
  CHECK(module_eq(&m, &r));
  mod_free(&r);
  // Into a directory that does not exist: an error, nothing left behind.
  char bad[160];
  snprintf(bad, sizeof bad, "%s/no/such/dir/m.facet", dir);
  facet_status_t ws = mod_write_file(&m, bad);
  CHECK(ws && strstr(facet_status_message(ws), "cannot create"));
  facet_status_free(ws);
  // A module that does not verify is not written.
  m.functions[0].cmds[0].a = 99;
  snprintf(bad, sizeof bad, "%s/bad.facet", dir);
  ws = mod_write_file(&m, bad);
  CHECK(ws && strstr(facet_status_message(ws), "does not verify"));
  facet_status_free(ws);
  CHECK(access(bad, F_OK) != 0);
  CHECK(!read_file(bad, &r, err, sizeof err));
  CHECK_CONTAINS(err, "cannot read");
  unlink(path);
  CHECK(rmdir(dir) == 0); // fails if a temporary file was left
  mod_free(&m);
}

int main(void) {
  test_round_trip();
  test_truncation();
  test_bit_flips();
  test_header_errors();
  test_index_errors();
  test_files();
  if (failures) printf("test_module: %d failures\n", failures);
  return failures != 0;
}
