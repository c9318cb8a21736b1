// test_runtime.c: the runtime library through its public API.
//
// Builds tests/unit/demo_kernel.c with $CC (default cc) into a kernel
// object, builds a module around it by hand (host programs with DIM,
// CONST, arithmetic, CHECK_FACT, CHECK_EQ, ALLOC, VIEW, DISPATCH with a
// static choice and with a chain of two choices), loads it and calls it
// with 1, 2 and 3 threads. Checks results exactly, every entry-check
// message, failed checks, arithmetic errors, the allocation count of a
// call and that everything is freed; and, with the compiler's tools, that
// a 40-dispatch call of a compiled model allocates a constant number of
// blocks. Run from the repository root.
#include "runtime/runtime_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static _Atomic int failures; // checks run on several threads

#define CHECK(cond)                                                                                \
  do {                                                                                             \
    if (!(cond)) {                                                                                 \
      printf("%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);                              \
      failures++;                                                                                  \
    }                                                                                              \
  } while (0)
#define CHECK_OK(expr) check_ok((expr), #expr, __LINE__)
#define CHECK_STATUS(expr, code, text) check_status((expr), (code), (text), __LINE__)

static bool check_ok(facet_status_t s, const char *what, int line) {
  if (!s) return true;
  printf("%s:%d: %s failed: %s\n", __FILE__, line, what, facet_status_message(s));
  failures++;
  facet_status_free(s);
  return false;
}

// Expects a failure with `code` whose message is exactly `text`.
static void check_status(facet_status_t s, facet_status_code_t code, const char *text, int line) {
  if (!s) {
    printf("%s:%d: expected error \"%s\", got OK\n", __FILE__, line, text);
    failures++;
    return;
  }
  if (facet_status_code(s) != code || strcmp(facet_status_message(s), text) != 0) {
    printf("%s:%d: expected %s \"%s\"\n  got %s \"%s\"\n", __FILE__, line,
           facet_status_code_name(code), text, facet_status_code_name(facet_status_code(s)),
           facet_status_message(s));
    failures++;
  }
  facet_status_free(s);
}

// A counting allocator: how a test sees allocations per call.
typedef struct counting { // atomic: calls come from several threads
  atomic_long allocs, frees;
} counting;

static void *counting_alloc(void *self, size_t size, size_t alignment) {
  ((counting *)self)->allocs++;
  void *p = NULL;
  return posix_memalign(&p, alignment < sizeof(void *) ? sizeof(void *) : alignment, size) ? NULL
                                                                                           : p;
}

static void counting_free(void *self, void *p) {
  ((counting *)self)->frees++;
  free(p);
}

// Builds the demo kernel object; returns its bytes (malloc'ed).
static uint8_t *build_demo_kernel(size_t *size) {
  const char *cc = getenv("CC");
  char dir[] = "/tmp/facet_test_runtime_XXXXXX", cmd[512], path[128];
  if (!mkdtemp(dir)) return NULL;
  snprintf(path, sizeof path, "%s/demo.so", dir);
  snprintf(cmd, sizeof cmd, "%s -shared -fPIC -O2 -Iinclude tests/unit/demo_kernel.c -o %s",
           cc && *cc ? cc : "cc", path);
  uint8_t *data = NULL;
  if (system(cmd) == 0) {
    FILE *f = fopen(path, "rb");
    if (f && fseek(f, 0, SEEK_END) == 0) {
      long n = ftell(f);
      rewind(f);
      data = malloc((size_t)n);
      if (fread(data, 1, (size_t)n, f) != (size_t)n) {
        free(data);
        data = NULL;
      }
      *size = (size_t)n;
    }
    if (f) fclose(f);
  }
  unlink(path);
  rmdir(dir);
  return data;
}

static mod_cmd cmd_dim(uint32_t r, uint32_t input, uint32_t dim) {
  return (mod_cmd){.op = MOD_CMD_DIM, .a = r, .b = input, .c = dim};
}
static mod_cmd cmd_const(uint32_t r, int64_t v) {
  return (mod_cmd){.op = MOD_CMD_CONST, .a = r, .imm = v};
}
static mod_cmd cmd_op(mod_op op, uint32_t r, uint32_t x, uint32_t y) {
  return (mod_cmd){.op = op, .a = r, .b = x, .c = y};
}
static mod_cmd cmd_alloc(uint32_t slot, uint32_t r, bool result) {
  return (mod_cmd){.op = MOD_CMD_ALLOC, .a = slot, .b = r, .c = result};
}

// Executables: 0 add (push n; bindings a, b, out), 1 matmul (push M, K, N;
// bindings A, B, C, which) with variants 0 (general) and 1 (M <= 4).
static void demo_executables(mod_module *m) {
  arena *a = &m->mem;
  m->executable_count = 2;
  m->executables = ARENA_NEW_ARRAY(a, mod_executable, 2);
  mod_executable *e = &m->executables[0];
  *e = (mod_executable){.name = "add_0", .binding_count = 3, .push_count = 1, .variant_count = 1};
  e->variants = ARENA_NEW_ARRAY(a, mod_variant, 1);
  e->variants[0] =
      (mod_variant){.kernel = 0, .config = "tile 4", .facts = ARENA_NEW_ARRAY(a, fact, 1)};
  e->variants[0].facts[0] = fact_any();
  e = &m->executables[1];
  *e = (mod_executable){.name = "matmul_1", .binding_count = 4, .push_count = 3, .row_count = 2};
  e->rows = ARENA_NEW_ARRAY(a, fact, 6);
  fact rows[6] = {fact_range(1, 64, 1), fact_point(8), fact_point(16),
                  fact_range(1, 4, 1),  fact_point(8), fact_point(16)};
  memcpy(e->rows, rows, sizeof rows);
  e->variant_count = 2;
  e->variants = ARENA_NEW_ARRAY(a, mod_variant, 2);
  for (uint32_t v = 0; v < 2; v++) {
    e->variants[v] = (mod_variant){.kernel = 1 + v,
                                   .config = v ? "row" : "tile 4x8",
                                   .facts = e->rows + 3 * v,
                                   .row_count = 1,
                                   .rows = ARENA_NEW_ARRAY(a, uint32_t, 1)};
    e->variants[v].rows[0] = v;
  }
}

// mm(A: ?x8xf32, B: 8x16xf32) -> (C: ?x16xf32, which: 1xi32); M in [1, 64].
// The dispatch picks variant 1 when M <= 4, else falls back to variant 0.
static void demo_mm(mod_module *m, mod_function *f) {
  arena *a = &m->mem;
  f->name = "mm";
  f->input_count = 2;
  f->inputs = ARENA_NEW_ARRAY(a, mod_tensor_sig, 2);
  f->inputs[0] = (mod_tensor_sig){DT_F32, 2, {-1, 8}};
  f->inputs[1] = (mod_tensor_sig){DT_F32, 2, {8, 16}};
  mod_cmd cmds[] = {
      cmd_dim(0, 0, 0),
      {.op = MOD_CMD_CHECK_FACT, .a = 0, .b = 0, .c = 0, .d = 1, .check = fact_range(1, 64, 1)},
      cmd_const(1, 8),
      cmd_const(2, 16),
      cmd_const(3, 4),
      cmd_op(MOD_CMD_MUL, 4, 0, 2),
      cmd_op(MOD_CMD_MUL, 5, 4, 3),
      cmd_alloc(2, 5, true),
      cmd_alloc(3, 3, true),
      cmd_const(6, 1),
      {.op = MOD_CMD_DISPATCH, .a = 0},
  };
  f->cmd_count = FACET_ARRAY_SIZE(cmds);
  f->cmds = arena_memdup(a, cmds, sizeof cmds);
  f->reg_count = 7;
  f->slot_count = 4;
  f->output_count = 2;
  f->outputs = ARENA_NEW_ARRAY(a, mod_output, 2);
  f->outputs[0] = (mod_output){.slot = 2, .dtype = DT_F32, .rank = 2, .dim_regs = {0, 2}};
  f->outputs[1] = (mod_output){.slot = 3, .dtype = DT_I32, .rank = 1, .dim_regs = {6}};
  f->site_count = 1;
  f->sites = ARENA_NEW_ARRAY(a, mod_site, 1);
  mod_site *s = f->sites;
  *s = (mod_site){.executable = 1,
                  .push_count = 3,
                  .push_regs = {0, 1, 2},
                  .binding_count = 4,
                  .binding_slots = {0, 1, 2, 3},
                  .choice_count = 2,
                  .loc_string = 0};
  s->choices = ARENA_NEW_ARRAY(a, mod_choice, 2);
  s->choices[0] = (mod_choice){.variant = 1, .row_count = 1, .rows = m->executables[1].rows + 3};
  s->choices[1] = (mod_choice){.variant = 0};
}

// add2(x: 4x8xf32, y: 32xf32) -> 2x + y (y viewed as 4x8), through a transient.
// Also checks y's size with CHECK_EQ and computes n with the divisions.
static void demo_add2(mod_module *m, mod_function *f) {
  arena *a = &m->mem;
  f->name = "add2";
  f->input_count = 2;
  f->inputs = ARENA_NEW_ARRAY(a, mod_tensor_sig, 2);
  f->inputs[0] = (mod_tensor_sig){DT_F32, 2, {4, 8}};
  f->inputs[1] = (mod_tensor_sig){DT_F32, 1, {-1}};
  mod_cmd cmds[] = {
      cmd_dim(0, 0, 0),
      cmd_dim(1, 0, 1),
      cmd_op(MOD_CMD_MUL, 2, 0, 1), // n = 32
      cmd_dim(3, 1, 0),
      {.op = MOD_CMD_CHECK_EQ, .a = 3, .e = 2, .b = 1, .c = 0, .d = 2},
      cmd_const(4, 5),
      cmd_op(MOD_CMD_FLOORDIV, 5, 2, 4), // 6
      cmd_op(MOD_CMD_CEILDIV, 6, 2, 4),  // 7
      cmd_op(MOD_CMD_MOD, 7, 2, 4),      // 2
      cmd_op(MOD_CMD_ADD, 8, 5, 6),
      cmd_op(MOD_CMD_ADD, 8, 8, 7), // 15
      cmd_op(MOD_CMD_SUB, 8, 8, 5),
      cmd_op(MOD_CMD_SUB, 8, 8, 6), // 2
      cmd_const(9, 2),
      cmd_op(MOD_CMD_MUL, 9, 9, 8),  // 4 bytes per f32
      cmd_op(MOD_CMD_MUL, 10, 2, 9), // 128 bytes
      {.op = MOD_CMD_VIEW, .a = 2, .b = 1},
      cmd_alloc(3, 10, false),
      cmd_alloc(4, 10, true),
      {.op = MOD_CMD_DISPATCH, .a = 0},
      {.op = MOD_CMD_DISPATCH, .a = 1},
  };
  f->cmd_count = FACET_ARRAY_SIZE(cmds);
  f->cmds = arena_memdup(a, cmds, sizeof cmds);
  f->reg_count = 11;
  f->slot_count = 5;
  f->output_count = 1;
  f->outputs = ARENA_NEW_ARRAY(a, mod_output, 1);
  f->outputs[0] = (mod_output){.slot = 4, .dtype = DT_F32, .rank = 2, .dim_regs = {0, 1}};
  f->site_count = 2;
  f->sites = ARENA_NEW_ARRAY(a, mod_site, 2);
  for (int i = 0; i < 2; i++) {
    mod_site *s = &f->sites[i];
    *s = (mod_site){.executable = 0,
                    .push_count = 1,
                    .push_regs = {2},
                    .binding_count = 3,
                    .choice_count = 1,
                    .loc_string = 0};
    s->choices = ARENA_NEW_ARRAY(a, mod_choice, 1); // static: one fallback choice
  }
  memcpy(f->sites[0].binding_slots, (uint32_t[]){0, 2, 3}, 12); // t = x + view(y)
  memcpy(f->sites[1].binding_slots, (uint32_t[]){3, 0, 4}, 12); // out = t + x
}

// identity(x: 3xi8) -> x (a copy); divide(x: ?xi64) -> nothing, computes 10 / dim
// and then dim * 2^62 (to fail with division by zero and with overflow).
static void demo_small(mod_module *m, mod_function *id, mod_function *div) {
  arena *a = &m->mem;
  *id = (mod_function){.name = "identity",
                       .input_count = 1,
                       .output_count = 1,
                       .slot_count = 1,
                       .reg_count = 1,
                       .cmd_count = 1};
  id->inputs = ARENA_NEW_ARRAY(a, mod_tensor_sig, 1);
  id->inputs[0] = (mod_tensor_sig){DT_I8, 1, {3}};
  id->outputs = ARENA_NEW_ARRAY(a, mod_output, 1);
  id->outputs[0] = (mod_output){.slot = 0, .dtype = DT_I8, .rank = 1, .dim_regs = {0}};
  id->cmds = ARENA_NEW_ARRAY(a, mod_cmd, 1);
  id->cmds[0] = cmd_dim(0, 0, 0);
  *div = (mod_function){.name = "divide", .input_count = 1, .slot_count = 1, .reg_count = 5};
  div->inputs = ARENA_NEW_ARRAY(a, mod_tensor_sig, 1);
  div->inputs[0] = (mod_tensor_sig){DT_I64, 1, {-1}};
  mod_cmd cmds[] = {cmd_dim(0, 0, 0), cmd_const(1, 10), cmd_op(MOD_CMD_FLOORDIV, 2, 1, 0),
                    cmd_const(3, INT64_C(1) << 62), cmd_op(MOD_CMD_MUL, 4, 3, 0)};
  div->cmd_count = FACET_ARRAY_SIZE(cmds);
  div->cmds = arena_memdup(a, cmds, sizeof cmds);
}

static void demo_module(mod_module *m, const uint8_t *object, size_t size) {
  memset(m, 0, sizeof *m);
  arena *a = &m->mem;
  static char *strings[] = {"test.mlir:1:1",
                            "expected M in [1, 64] (torch.bind_symbolic_shape at test.mlir:2:3)",
                            "expected 32 elements (test.mlir:5:7)"};
  m->string_count = 3;
  m->strings = strings;
  demo_executables(m);
  m->function_count = 4;
  m->functions = ARENA_NEW_ARRAY(a, mod_function, 4);
  demo_mm(m, &m->functions[0]);
  demo_add2(m, &m->functions[1]);
  demo_small(m, &m->functions[2], &m->functions[3]);
  m->kernel_object = (uint8_t *)object;
  m->kernel_object_size = size;
  m->kernel_object_hash = hash_bytes(object, size);
  m->target = "x86-64"; // the demo kernel's cc has no -march: the baseline
  m->compiler_command = "cc -shared -fPIC -O2";
}

static facet_tensor_t *tensor_f32(facet_runtime_t *rt, uint32_t rank, const int64_t *dims,
                                  float (*fill)(size_t)) {
  facet_tensor_t *t = NULL;
  CHECK_OK(facet_tensor_create(rt, FACET_DTYPE_F32, rank, dims, &t));
  float *p = facet_tensor_data(t);
  for (size_t i = 0; i < facet_tensor_element_count(t); i++) p[i] = fill(i);
  return t;
}

static float fill_a(size_t i) { return (float)((int)(i * 7 % 11) - 5); }
static float fill_b(size_t i) { return (float)((int)(i * 3 % 7) - 3); }

// Calls mm with M rows and checks C exactly and the variant chosen.
static void check_mm(facet_runtime_t *rt, facet_function_t *fn, int64_t M, int want_variant) {
  facet_tensor_t *in[2] = {tensor_f32(rt, 2, (int64_t[]){M, 8}, fill_a),
                           tensor_f32(rt, 2, (int64_t[]){8, 16}, fill_b)};
  facet_tensor_t *out[2] = {NULL, NULL};
  if (CHECK_OK(facet_function_call(fn, in, 2, out, 2))) {
    CHECK(facet_tensor_rank(out[0]) == 2 && facet_tensor_dims(out[0])[0] == M &&
          facet_tensor_dims(out[0])[1] == 16 && facet_tensor_dtype(out[0]) == FACET_DTYPE_F32);
    const float *c = facet_tensor_data(out[0]);
    int wrong = 0;
    for (int64_t i = 0; i < M; i++)
      for (int64_t j = 0; j < 16; j++) {
        float want = 0;
        for (int64_t k = 0; k < 8; k++)
          want += fill_a((size_t)(i * 8 + k)) * fill_b((size_t)(k * 16 + j));
        wrong += c[i * 16 + j] != want;
      }
    CHECK(wrong == 0);
    CHECK(facet_tensor_dtype(out[1]) == FACET_DTYPE_I32 && facet_tensor_dims(out[1])[0] == 1);
    CHECK(*(int32_t *)facet_tensor_data(out[1]) == want_variant);
    facet_tensor_release(out[0]);
    facet_tensor_release(out[1]);
  }
  facet_tensor_release(in[0]);
  facet_tensor_release(in[1]);
}

typedef struct concurrent_arg {
  facet_runtime_t *rt;
  facet_function_t *fn;
  int64_t M;
} concurrent_arg;

static void *concurrent_main(void *p) {
  concurrent_arg *a = p;
  for (int i = 0; i < 10; i++) check_mm(a->rt, a->fn, a->M, a->M <= 4);
  return NULL;
}

// Two threads calling into one runtime at once (dispatches are serialized).
static void check_concurrent_calls(facet_runtime_t *rt, facet_function_t *mm) {
  pthread_t threads[2];
  concurrent_arg args[2] = {{rt, mm, 3}, {rt, mm, 40}};
  for (int i = 0; i < 2; i++)
    CHECK(pthread_create(&threads[i], NULL, concurrent_main, &args[i]) == 0);
  for (int i = 0; i < 2; i++) pthread_join(threads[i], NULL);
}

static void check_add2(facet_runtime_t *rt, facet_function_t *fn) {
  facet_tensor_t *in[2] = {tensor_f32(rt, 2, (int64_t[]){4, 8}, fill_a),
                           tensor_f32(rt, 1, (int64_t[]){32}, fill_b)};
  facet_tensor_t *out = NULL;
  if (CHECK_OK(facet_function_call(fn, in, 2, &out, 1))) {
    const float *p = facet_tensor_data(out);
    int wrong = 0;
    for (size_t i = 0; i < 32; i++) wrong += p[i] != 2 * fill_a(i) + fill_b(i);
    CHECK(wrong == 0);
    CHECK(facet_tensor_dims(out)[0] == 4 && facet_tensor_dims(out)[1] == 8);
    facet_tensor_release(out);
  }
  // y with 31 elements breaks CHECK_EQ.
  facet_tensor_release(in[1]);
  in[1] = tensor_f32(rt, 1, (int64_t[]){31}, fill_b);
  CHECK_STATUS(facet_function_call(fn, in, 2, &out, 1), FACET_STATUS_FAILED_PRECONDITION,
               "add2: input 1 dim 0 is 31, must be 32: expected 32 elements (test.mlir:5:7)");
  facet_tensor_release(in[0]);
  facet_tensor_release(in[1]);
}

static void check_entry_errors(facet_runtime_t *rt, facet_function_t *mm) {
  facet_tensor_t *a = tensor_f32(rt, 2, (int64_t[]){5, 8}, fill_a);
  facet_tensor_t *b = tensor_f32(rt, 2, (int64_t[]){8, 16}, fill_b);
  facet_tensor_t *out[2] = {NULL, NULL};
  CHECK_STATUS(facet_function_call(mm, (facet_tensor_t *[]){a}, 1, out, 2),
               FACET_STATUS_INVALID_ARGUMENT, "mm: expected 2 inputs, got 1");
  CHECK_STATUS(facet_function_call(mm, (facet_tensor_t *[]){a, b}, 2, out, 1),
               FACET_STATUS_INVALID_ARGUMENT, "mm: expected 2 outputs, got 1");
  facet_tensor_t *r3 = tensor_f32(rt, 3, (int64_t[]){1, 5, 8}, fill_a);
  CHECK_STATUS(facet_function_call(mm, (facet_tensor_t *[]){r3, b}, 2, out, 2),
               FACET_STATUS_INVALID_ARGUMENT, "mm: input 0 has rank 3, expected 2");
  facet_tensor_t *h = NULL;
  CHECK_OK(facet_tensor_create(rt, FACET_DTYPE_F16, 2, (int64_t[]){5, 8}, &h));
  CHECK_STATUS(facet_function_call(mm, (facet_tensor_t *[]){h, b}, 2, out, 2),
               FACET_STATUS_INVALID_ARGUMENT, "mm: input 0 has dtype f16, expected f32");
  facet_tensor_t *k7 = tensor_f32(rt, 2, (int64_t[]){5, 7}, fill_a);
  CHECK_STATUS(facet_function_call(mm, (facet_tensor_t *[]){k7, b}, 2, out, 2),
               FACET_STATUS_INVALID_ARGUMENT, "mm: input 0 dim 1 is 7, expected 8");
  CHECK_STATUS(facet_function_call(mm, (facet_tensor_t *[]){a, a}, 2, out, 2),
               FACET_STATUS_INVALID_ARGUMENT, "mm: input 1 dim 0 is 5, expected 8");
  facet_tensor_t *m100 = tensor_f32(rt, 2, (int64_t[]){100, 8}, fill_a);
  CHECK_STATUS(facet_function_call(mm, (facet_tensor_t *[]){m100, b}, 2, out, 2),
               FACET_STATUS_FAILED_PRECONDITION,
               "mm: input 0 dim 0 is 100: expected M in [1, 64] (torch.bind_symbolic_shape at "
               "test.mlir:2:3)");
  CHECK(out[0] == NULL && out[1] == NULL); // untouched on failure
  facet_tensor_release(a);
  facet_tensor_release(b);
  facet_tensor_release(r3);
  facet_tensor_release(h);
  facet_tensor_release(k7);
  facet_tensor_release(m100);
}

static void check_small(facet_runtime_t *rt, facet_module_t *module) {
  facet_function_t *id = NULL, *div = NULL;
  CHECK_OK(facet_module_lookup_function(module, "identity", &id));
  CHECK_OK(facet_module_lookup_function(module, "divide", &div));
  int8_t bytes[3] = {1, -2, 3};
  facet_tensor_t *x = NULL, *y = NULL;
  CHECK_OK(facet_tensor_wrap(rt, FACET_DTYPE_I8, 1, (int64_t[]){3}, bytes, 3, &x));
  if (CHECK_OK(facet_function_call(id, &x, 1, &y, 1))) {
    CHECK(facet_tensor_data(y) != (void *)bytes && memcmp(facet_tensor_data(y), bytes, 3) == 0);
    facet_tensor_release(y);
  }
  facet_tensor_release(x);
  facet_tensor_t *e = NULL;
  CHECK_OK(facet_tensor_create(rt, FACET_DTYPE_I64, 1, (int64_t[]){0}, &e));
  CHECK_STATUS(facet_function_call(div, &e, 1, NULL, 0), FACET_STATUS_OUT_OF_RANGE,
               "divide: command 2 divides 10 by 0");
  facet_tensor_release(e);
  CHECK_OK(facet_tensor_create(rt, FACET_DTYPE_I64, 1, (int64_t[]){2}, &e));
  CHECK_STATUS(facet_function_call(div, &e, 1, NULL, 0), FACET_STATUS_OUT_OF_RANGE,
               "divide: command 4 overflows: 4611686018427387904 and 2");
  facet_tensor_release(e);
  CHECK_OK(facet_tensor_create(rt, FACET_DTYPE_I64, 1, (int64_t[]){1}, &e));
  CHECK_OK(facet_function_call(div, &e, 1, NULL, 0));
  facet_tensor_release(e);
  CHECK_STATUS(facet_module_lookup_function(module, "nope", &id), FACET_STATUS_NOT_FOUND,
               "module has no function 'nope' (functions: mm, add2, identity, divide)");
}

static void check_signatures(facet_module_t *module) {
  CHECK(facet_module_function_count(module) == 4);
  CHECK(strcmp(facet_module_function_name(module, 1), "add2") == 0);
  CHECK(facet_module_function_name(module, 4) == NULL);
  facet_function_t *mm = NULL;
  CHECK_OK(facet_module_function_at(module, 0, &mm));
  facet_tensor_signature_t s;
  CHECK(facet_function_input_count(mm) == 2 && facet_function_output_count(mm) == 2);
  CHECK_OK(facet_function_input(mm, 0, &s));
  CHECK(s.dtype == FACET_DTYPE_F32 && s.rank == 2 && s.dims[0] == -1 && s.dims[1] == 8);
  CHECK_OK(facet_function_output(mm, 0, &s));
  CHECK(s.rank == 2 && s.dims[0] == -1 && s.dims[1] == 16);
  CHECK_OK(facet_function_output(mm, 1, &s));
  CHECK(s.dtype == FACET_DTYPE_I32 && s.rank == 1 && s.dims[0] == 1);
  CHECK_STATUS(facet_function_input(mm, 2, &s), FACET_STATUS_INVALID_ARGUMENT,
               "mm: input 2, function has 2");
}

// Everything with `threads` threads, counting allocations.
// Profiling: each kernel's dispatches are counted while on, and only then;
// mm dispatches kernel 2 (its row variant) for M <= 4, kernel 1 above.
static void check_profile(facet_runtime_t *rt, facet_module_t *module, facet_function_t *mm) {
  facet_profile_entry_t p[4];
  CHECK(facet_module_profile(module, p, 4) == 0);
  check_mm(rt, mm, 3, 1); // not counted: profiling is off
  CHECK_OK(facet_module_set_profiling(module, 1));
  check_mm(rt, mm, 3, 1);
  check_mm(rt, mm, 4, 1);
  check_mm(rt, mm, 64, 0);
  size_t n = facet_module_profile(module, p, 4);
  CHECK(n == 2);
  for (size_t i = 0; i < n && i < 4; i++) {
    CHECK(!strcmp(p[i].executable, "matmul_1"));
    CHECK(p[i].kernel && p[i].nanoseconds > 0);
    CHECK(!strcmp(p[i].config, i == 0 ? "tile 4x8" : "row"));
    CHECK(p[i].dispatches == (i == 0 ? 1u : 2u)); // kernel order: 1, then 2
  }
  CHECK(facet_module_profile(module, p, 1) == 2); // the count, whatever the capacity
  CHECK_OK(facet_module_set_profiling(module, 0));
  check_mm(rt, mm, 64, 0);
  CHECK(facet_module_profile(module, p, 4) == 2 && p[0].dispatches == 1);
  facet_module_profile_reset(module);
  CHECK(facet_module_profile(module, p, 4) == 0);
}

static void run_all(const uint8_t *module_bytes, size_t module_size, uint32_t threads) {
  counting count = {0, 0};
  facet_runtime_options_t options = {threads, {&count, counting_alloc, counting_free}};
  facet_runtime_t *rt = NULL;
  facet_module_t *module = NULL;
  if (!CHECK_OK(facet_runtime_create(&options, &rt))) return;
  CHECK(facet_runtime_thread_count(rt) == threads);
  if (CHECK_OK(facet_module_load_memory(rt, module_bytes, module_size, &module))) {
    facet_function_t *mm = NULL, *add2 = NULL;
    CHECK_OK(facet_module_lookup_function(module, "mm", &mm));
    CHECK_OK(facet_module_lookup_function(module, "add2", &add2));
    check_mm(rt, mm, 3, 1); // M <= 4: the row variant
    check_mm(rt, mm, 4, 1);
    check_mm(rt, mm, 5, 0);  // the fallback
    check_mm(rt, mm, 64, 0); // 32 workgroups
    check_add2(rt, add2);
    check_concurrent_calls(rt, mm);
    check_entry_errors(rt, mm);
    check_small(rt, module);
    check_signatures(module);
    check_profile(rt, module, mm);
    // Allocations of one call: the two result buffers, nothing per dispatch.
    facet_tensor_t *in[2] = {tensor_f32(rt, 2, (int64_t[]){64, 8}, fill_a),
                             tensor_f32(rt, 2, (int64_t[]){8, 16}, fill_b)};
    facet_tensor_t *out[2];
    long before = count.allocs;
    CHECK_OK(facet_function_call(mm, in, 2, out, 2));
    CHECK(count.allocs - before == 2);
    facet_tensor_release(out[0]);
    facet_tensor_release(out[1]);
    facet_tensor_release(in[0]);
    facet_tensor_release(in[1]);
    facet_module_release(module);
  }
  facet_runtime_release(rt);
  CHECK(count.allocs == count.frees);
}

// Fault injection: the allocator fails its Nth allocation (SQLite's
// do_faultsim_test). Every N gives a status or success, never a crash or
// a leak.
typedef struct failing {
  atomic_long allocs, frees, fail_at;
} failing;

static void *failing_alloc(void *self, size_t size, size_t alignment) {
  failing *f = self;
  if (atomic_fetch_add(&f->allocs, 1) == f->fail_at) {
    atomic_fetch_sub(&f->allocs, 1);
    return NULL;
  }
  void *p = NULL;
  return posix_memalign(&p, alignment < sizeof(void *) ? sizeof(void *) : alignment, size) ? NULL
                                                                                           : p;
}

static void failing_free(void *self, void *p) {
  atomic_fetch_add(&((failing *)self)->frees, 1);
  free(p);
}

static void check_fault_injection(const uint8_t *bytes, size_t size) {
  bool completed = false;
  for (long n = 0; n < 64 && !completed; n++) {
    failing f = {0, 0, n};
    facet_runtime_options_t options = {2, {&f, failing_alloc, failing_free}};
    facet_runtime_t *rt = NULL;
    facet_module_t *module = NULL;
    facet_function_t *mm = NULL;
    facet_tensor_t *in[2] = {NULL, NULL}, *out[2] = {NULL, NULL};
    facet_status_t s = facet_runtime_create(&options, &rt);
    if (!s) s = facet_module_load_memory(rt, bytes, size, &module);
    if (!s) s = facet_module_lookup_function(module, "mm", &mm);
    if (!s) s = facet_tensor_create(rt, FACET_DTYPE_F32, 2, (int64_t[]){9, 8}, &in[0]);
    if (!s) s = facet_tensor_create(rt, FACET_DTYPE_F32, 2, (int64_t[]){8, 16}, &in[1]);
    if (!s) s = facet_function_call(mm, in, 2, out, 2);
    if (s) CHECK(facet_status_code(s) == FACET_STATUS_RESOURCE_EXHAUSTED);
    completed = !s;
    facet_status_free(s);
    for (int i = 0; i < 2; i++) {
      facet_tensor_release(in[i]);
      facet_tensor_release(out[i]);
    }
    facet_module_release(module);
    facet_runtime_release(rt);
    CHECK(f.allocs == f.frees);
  }
  CHECK(completed); // some N beyond the last allocation lets everything succeed
}

static void check_bad_modules(const uint8_t *bytes, size_t size, mod_module *m) {
  facet_runtime_t *rt = NULL;
  facet_module_t *module = NULL;
  if (!CHECK_OK(facet_runtime_create(NULL, &rt))) return;
  uint8_t *copy = malloc(size);
  memcpy(copy, bytes, size);
  copy[8] = 7; // version
  CHECK_STATUS(facet_module_load_memory(rt, copy, size, &module), FACET_STATUS_DATA_LOSS,
               "bad module format: version 7, expected 6");
  free(copy);
  // A recorded hash that does not match the kernel object.
  m->kernel_object_hash ^= 1;
  size_t bad_size;
  CHECK(mod_write_buffer(m, &copy, &bad_size));
  facet_status_t s = facet_module_load_memory(rt, copy, bad_size, &module);
  CHECK(s && strstr(facet_status_message(s), "kernel object hash"));
  facet_status_free(s);
  free(copy);
  m->kernel_object_hash ^= 1;
  // Kernels of a target no CPU level names.
  m->target = "riscv64";
  CHECK(mod_write_buffer(m, &copy, &bad_size));
  CHECK_STATUS(facet_module_load_memory(rt, copy, bad_size, &module), FACET_STATUS_DATA_LOSS,
               "bad module format: unknown target 'riscv64'");
  free(copy);
  m->target = "x86-64";
  // A variant whose kernel index is past the library's entries.
  mod_executable *add = &m->executables[0];
  mod_variant *saved = add->variants, two[2] = {saved[0], saved[0]};
  two[1].kernel = 3; // < 4 variants: the reader accepts it, the library has 3 entries
  add->variants = two;
  add->variant_count = 2;
  CHECK(mod_write_buffer(m, &copy, &bad_size));
  CHECK_STATUS(facet_module_load_memory(rt, copy, bad_size, &module), FACET_STATUS_DATA_LOSS,
               "executable add_0 variant 1 uses kernel 3, the kernel object has 3");
  free(copy);
  add->variants = saved;
  add->variant_count = 1;
  CHECK_STATUS(facet_module_load_file(rt, "/nonexistent/m.facet", &module), FACET_STATUS_NOT_FOUND,
               "cannot open /nonexistent/m.facet: No such file or directory");
  facet_runtime_release(rt);
}

// Memory planning, end to end: a generated model with 10 blocks (40
// dispatches per call, weights as parameters) compiled by facet-compile;
// a call allocates the same small number of blocks (its result, one
// transient block, a frame) whatever the sequence length and however many
// dispatches it makes. Uses $BUILD/bin (the tools of this build).
static void check_planned_allocations(void) {
  const char *build = getenv("BUILD");
  char dir[] = "/tmp/facet_test_plan_XXXXXX", cmd[2048], mod[128], params[128];
  if (!mkdtemp(dir)) return;
  snprintf(mod, sizeof mod, "%s/m.facet", dir);
  snprintf(params, sizeof params, "%s/w.irpa", dir);
  snprintf(cmd, sizeof cmd,
           "B=%s/bin && $B/facet-gen-model --layers=10 --hidden=64 --ffn=96 --max-s=8 "
           "--prefill=1 --decode=1 --weights=globals -o %s/m.mlir && "
           "$B/facet-compile %s/m.mlir -o %s && $B/facet-params %s --format=irpa --init=zeros "
           "-o %s >/dev/null",
           build && *build ? build : "build", dir, dir, mod, mod, params);
  if (system(cmd) != 0) {
    printf("%s:%d: cannot compile the 10-block model: %s\n", __FILE__, __LINE__, cmd);
    failures++;
  }
  counting count = {0, 0};
  facet_runtime_options_t options = {2, {&count, counting_alloc, counting_free}};
  facet_runtime_t *rt = NULL;
  facet_module_t *module = NULL;
  facet_function_t *fn = NULL;
  CHECK_OK(facet_runtime_create(&options, &rt));
  if (rt && CHECK_OK(facet_runtime_add_parameters(rt, "model", params)) &&
      CHECK_OK(facet_module_load_file(rt, mod, &module)) &&
      CHECK_OK(facet_module_lookup_function(module, "prefill_bs1", &fn))) {
    uint32_t dispatches = 0, allocs = 0;
    for (uint32_t i = 0; i < fn->fn->cmd_count; i++) {
      dispatches += fn->fn->cmds[i].op == MOD_CMD_DISPATCH;
      allocs += fn->fn->cmds[i].op == MOD_CMD_ALLOC;
    }
    CHECK(dispatches == 40 && allocs == 2); // one result, one transient block
    // the third call's transient block is the second's, kept by the
    // function (executor.c: rt_take_spare): only its result is allocated
    long per_call[3] = {0, 0, 0};
    int64_t tokens[3] = {16, 128, 16};
    for (int k = 0; k < 3; k++) {
      facet_tensor_t *x = NULL, *y = NULL;
      CHECK_OK(facet_tensor_create(rt, FACET_DTYPE_F16, 3, (int64_t[]){1, tokens[k], 64}, &x));
      long before = count.allocs;
      if (x && CHECK_OK(facet_function_call(fn, &x, 1, &y, 1))) {
        per_call[k] = count.allocs - before;
        facet_tensor_release(y);
      }
      facet_tensor_release(x);
    }
    CHECK(per_call[0] == per_call[1] && per_call[0] >= 2 && per_call[0] <= 3);
    CHECK(per_call[2] == per_call[0] - 1);
    if (per_call[0] != per_call[1] || per_call[0] > 3 || per_call[2] != per_call[0] - 1)
      printf("  allocations per call: %ld, %ld and %ld\n", per_call[0], per_call[1], per_call[2]);
  }
  facet_module_release(module);
  facet_runtime_release(rt);
  CHECK(count.allocs == count.frees);
  snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
  if (system(cmd) != 0) printf("cannot remove %s\n", dir);
}

// The thread pool's hand-off (thread_pool.c): workers spin between
// dispatches, join only open ones, and park after RT_POOL_SPIN_NS. Many
// small dispatches back to back (workers spinning), some after a pause
// longer than the spin (workers parked), each workgroup counted with a
// plain write: it must run exactly once, and the caller must see every
// write when rt_pool_run returns (TSan checks the ordering: `make TSAN=1`).
enum { POOL_CELLS = 4 * 3 * 2 };
typedef struct pool_job {
  facet_dispatch_state_t state;
  uint32_t hits[POOL_CELLS]; // plain: one writer per cell per dispatch
} pool_job;

static void pool_count(const facet_dispatch_state_t *state, uint32_t x, uint32_t y, uint32_t z,
                       void *scratch) {
  pool_job *job = (pool_job *)state; // state is the job's first member
  job->hits[(z * 3 + y) * 4 + x]++;
}

static void check_pool_protocol(uint32_t threads) {
  facet_allocator_t a = facet_allocator_system();
  rt_pool *pool = NULL;
  if (!CHECK_OK(rt_pool_create(&a, threads, &pool))) return;
  CHECK(rt_pool_thread_count(pool) == threads);
  pool_job job;
  memset(&job, 0, sizeof job);
  uint32_t counts[][3] = {{1, 1, 1}, {2, 1, 1}, {4, 3, 2}, {3, 1, 1}, {1, 3, 1}, {4, 1, 2}};
  for (uint32_t round = 0; round < 600; round++) {
    const uint32_t *c = counts[round % 6];
    rt_pool_run(pool, &job.state, pool_count, c);
    CHECK(job.state.worker_count == threads);
    for (uint32_t z = 0; z < 2; z++)
      for (uint32_t y = 0; y < 3; y++)
        for (uint32_t x = 0; x < 4; x++) {
          uint32_t *h = &job.hits[(z * 3 + y) * 4 + x];
          if (*h != (x < c[0] && y < c[1] && z < c[2]))
            CHECK(!"a workgroup ran other than exactly once");
          *h = 0; // the caller's write, before the next dispatch's
        }
    if (round % 100 == 99) usleep(2000); // past the spin: the workers park
  }
  rt_pool_destroy(pool);
}

// Whether transparent huge pages serve madvise'd memory here
// (/sys/kernel/mm/transparent_hugepage/enabled: "[always]" or "[madvise]").
static bool thp_on_madvise(void) {
  FILE *f = fopen("/sys/kernel/mm/transparent_hugepage/enabled", "r");
  char line[128] = {0};
  bool on = f && fgets(line, sizeof line, f) && !strstr(line, "[never]");
  if (f) fclose(f);
  return on;
}

// The THPeligible flag of the mapping holding p (/proc/self/smaps): 1
// once the range is madvise'd for huge pages; -1 when not found. (Whether
// the kernel then finds free huge pages is its business: not checked.)
static int thp_eligible(const void *p) {
  FILE *f = fopen("/proc/self/smaps", "r");
  char line[256];
  int found = -1;
  bool inside = false;
  while (f && found < 0 && fgets(line, sizeof line, f)) {
    unsigned long lo, hi;
    int flag;
    if (sscanf(line, "%lx-%lx ", &lo, &hi) == 2) // a mapping's first line
      inside = (uintptr_t)p >= lo && (uintptr_t)p < hi;
    else if (inside && sscanf(line, "THPeligible: %d", &flag) == 1) found = flag;
  }
  if (f) fclose(f);
  return found;
}

// Freed huge blocks come back to allocations they fit with at most half to
// spare, the newest four at most; the rest are freed.
static void check_kept_blocks(const facet_allocator_t *a) {
  const size_t mib = 1u << 20;
  void *p = rt_alloc(a, 8 * mib, 64);
  rt_free(a, p);
  void *q = rt_alloc(a, 6 * mib, 64); // 2 MiB to spare of 6: kept block reused
  CHECK(q == p);
  rt_free(a, q);
  void *r = rt_alloc(a, 5 * mib, 64); // 3 MiB to spare of 5: too much, a fresh block
  CHECK(r && r != p);
  void *s = rt_alloc(a, 9 * mib, 64); // larger than the kept block
  CHECK(s && s != p);
  rt_free(a, r);
  rt_free(a, s);
  void *blocks[6];
  for (int i = 0; i < 6; i++) blocks[i] = rt_alloc(a, (size_t)(20 + i) * mib, 64);
  for (int i = 0; i < 6; i++) rt_free(a, blocks[i]);
  // kept: the last four freed (22..25 MiB); 20 and 21 MiB were freed
  void *t = rt_alloc(a, 25 * mib, 64);
  CHECK(t == blocks[5]);
  void *u = rt_alloc(a, 20 * mib, 64); // the smallest that fits: 22 MiB
  CHECK(u == blocks[2]);
  memset(u, 7, 20 * mib);
  rt_free(a, t);
  rt_free(a, u);
}

// The system allocator: alignments as asked; a large block on a huge-page
// boundary and, where THP serves madvise'd memory, eligible for huge pages.
static void check_system_allocator(void) {
  facet_allocator_t a = facet_allocator_system();
  size_t aligns[] = {16, 64, 4096};
  for (size_t i = 0; i < FACET_ARRAY_SIZE(aligns); i++) {
    void *p = rt_alloc(&a, 1000, aligns[i]);
    CHECK(p && (uintptr_t)p % aligns[i] == 0);
    rt_free(&a, p);
  }
  size_t big = (16u << 20) + 100;
  char *p = rt_alloc(&a, big, 64);
  CHECK(p);
  if (!p) return;
  CHECK((uintptr_t)p % (2u << 20) == 0);
  memset(p, 1, big);
  if (thp_on_madvise()) CHECK(thp_eligible(p) == 1);
  else printf("test_runtime: transparent huge pages are off here: not checked\n");
  CHECK(p[big - 1] == 1);
  rt_free(&a, p);
  check_kept_blocks(&a);
}

//
// Devices (docs/devices.md): a hand-built two-device program on the demo
// add kernel. pingpong(x: 32xf32) -> x * 4^R: each of R rounds doubles the
// value on device 0, transfers it to device 1, doubles it there and
// transfers it back, so every step waits for the other device's last one.
// Run with 1 to 4 groups it gives the same bits and counts 2R transfers;
// with a site of device 1 that fails (no variant accepts its push
// constants, in round FAIL_ROUND), the call returns that error and device
// 0, waiting at the next transfer, does not hang.
//
enum { PP_ROUNDS = 8, PP_FAIL_ROUND = 3 };

// One round's steps: slot base + 0 = a + a (device 0), + 1 = transfer to 1,
// + 2 = that + that (device 1), + 3 = transfer back; a in slot `a`.
typedef VEC(mod_cmd) cmd_list;

static void pingpong_round(mod_module *m, cmd_list *cmds, mod_site *sites, uint32_t round,
                           uint32_t a, uint32_t base, bool fail) {
  for (uint32_t k = 0; k < 4; k++) {
    VEC_PUSH(*cmds, cmd_alloc(base + k, 1, false)); // 128 bytes each, a block of its own
  }
  for (uint32_t side = 0; side < 2; side++) {
    uint32_t in = side ? base + 1 : a, out = side ? base + 2 : base;
    mod_site *s = &sites[2 * round + side];
    *s = (mod_site){.executable = 0,
                    .push_count = 1,
                    .push_regs = {0},
                    .binding_count = 3,
                    .binding_slots = {in, in, out},
                    .choice_count = 1,
                    .device = side};
    s->choices = ARENA_NEW_ARRAY(&m->mem, mod_choice, 1);
    if (fail && side == 1) { // a row of n in [1000, 2000]: n = 32 matches none
      s->choices[0].row_count = 1;
      s->choices[0].rows = ARENA_NEW_ARRAY(&m->mem, fact, 1);
      s->choices[0].rows[0] = fact_range(1000, 2000, 1);
    }
    VEC_PUSH(*cmds, ((mod_cmd){.op = MOD_CMD_DISPATCH, .a = 2 * round + side}));
    VEC_PUSH(*cmds, ((mod_cmd){.op = MOD_CMD_TRANSFER,
                               .a = side ? base + 3 : base + 1,
                               .b = out,
                               .c = side ? 0 : 1,
                               .d = side}));
  }
}

static void pingpong_function(mod_module *m, mod_function *f, const char *name, bool fail) {
  cmd_list cmds = {0};
  VEC_PUSH(cmds, cmd_const(0, 32));
  VEC_PUSH(cmds, cmd_const(1, 128));
  mod_site *sites = ARENA_NEW_ARRAY(&m->mem, mod_site, 2 * PP_ROUNDS);
  uint32_t a = 0;
  for (uint32_t r = 0; r < PP_ROUNDS; r++) {
    pingpong_round(m, &cmds, sites, r, a, 1 + 4 * r, fail && r == PP_FAIL_ROUND);
    a = 1 + 4 * r + 3;
  }
  *f = (mod_function){.name = (char *)name,
                      .input_count = 1,
                      .output_count = 1,
                      .reg_count = 2,
                      .slot_count = 1 + 4 * PP_ROUNDS,
                      .cmd_count = (uint32_t)cmds.len,
                      .site_count = 2 * PP_ROUNDS,
                      .sites = sites};
  f->inputs = ARENA_NEW_ARRAY(&m->mem, mod_tensor_sig, 1);
  f->inputs[0] = (mod_tensor_sig){DT_F32, 1, {32}};
  f->outputs = ARENA_NEW_ARRAY(&m->mem, mod_output, 1);
  f->outputs[0] = (mod_output){.slot = a, .dtype = DT_F32, .rank = 1, .dim_regs = {0}};
  f->cmds = arena_memdup(&m->mem, cmds.data, sizeof(mod_cmd) * cmds.len);
  VEC_FREE(cmds);
}

static void check_devices_run(const uint8_t *bytes, size_t size, uint32_t threads,
                              uint32_t devices) {
  facet_runtime_options_t options = {threads, {0}, devices};
  facet_runtime_t *rt = NULL;
  facet_module_t *module = NULL;
  if (!CHECK_OK(facet_runtime_create(&options, &rt))) return;
  uint32_t groups = devices < threads ? devices : threads;
  CHECK(facet_runtime_device_groups(rt) == (groups > 1 ? groups : 1));
  if (CHECK_OK(facet_module_load_memory(rt, bytes, size, &module))) {
    facet_function_t *ok = NULL, *bad = NULL;
    CHECK_OK(facet_module_lookup_function(module, "pingpong", &ok));
    CHECK_OK(facet_module_lookup_function(module, "pingpong_fail", &bad));
    facet_tensor_t *x = tensor_f32(rt, 1, (int64_t[]){32}, fill_a), *out = NULL;
    for (int call = 0; call < 20; call++) { // repeated: an ordering bug shows at random
      CHECK_OK(facet_function_call(ok, &x, 1, &out, 1));
      const float *v = out ? facet_tensor_data(out) : NULL;
      bool exact = v != NULL;
      for (size_t i = 0; v && i < 32; i++) exact &= v[i] == fill_a(i) * 65536.0f; // 4^8
      CHECK(exact);
      facet_tensor_release(out);
      out = NULL;
    }
    facet_device_stats_t st;
    facet_module_device_stats(module, &st);
    CHECK(st.transfers == 20 * 2 * PP_ROUNDS && st.transfer_bytes == st.transfers * 128);
    // apart, the first device at each transfer waits for the other; in one
    // group the program order has the producer done already
    CHECK(groups > 1 ? st.wait_nanoseconds > 0 : st.wait_nanoseconds == 0);
    for (int call = 0; call < 5; call++)
      CHECK_STATUS(facet_function_call(bad, &x, 1, &out, 1), FACET_STATUS_FAILED_PRECONDITION,
                   "pingpong_fail: no variant of add_0 accepts push constants [32] (at "
                   "test.mlir:1:1)");
    facet_tensor_release(x);
    facet_module_release(module);
  }
  facet_runtime_release(rt);
}

//
// One process per device (facet_runtime_options_t.transport): two runtimes
// on two threads stand in for two processes, a mailbox per tag for the
// messages. Rank 0 returns pingpong's x * 4^R, rank 1 zeros (its
// allocator fills every block with 0xa5: a rank that returned its unwritten
// result would show them); each counts the 2R transfers it took part in.
//
typedef struct mailbox {
  pthread_mutex_t mu;
  pthread_cond_t cv;
  uint8_t data[128][128]; // a message per tag (command index), 128 bytes each
  bool full[128];
} mailbox;

static facet_status_t mailbox_send(void *self, uint32_t to, uint32_t tag, const void *data,
                                   size_t bytes) {
  mailbox *m = self;
  if (tag >= 128 || bytes > 128) return status_new(FACET_STATUS_INTERNAL, "mailbox: tag %u", tag);
  pthread_mutex_lock(&m->mu);
  while (m->full[tag]) pthread_cond_wait(&m->cv, &m->mu); // the last call's not taken yet
  memcpy(m->data[tag], data, bytes);
  m->full[tag] = true;
  pthread_cond_broadcast(&m->cv);
  pthread_mutex_unlock(&m->mu);
  return NULL;
}

static facet_status_t mailbox_recv(void *self, uint32_t from, uint32_t tag, void *data,
                                   size_t bytes) {
  mailbox *m = self;
  if (tag >= 128 || bytes > 128) return status_new(FACET_STATUS_INTERNAL, "mailbox: tag %u", tag);
  pthread_mutex_lock(&m->mu);
  while (!m->full[tag]) pthread_cond_wait(&m->cv, &m->mu);
  memcpy(data, m->data[tag], bytes);
  m->full[tag] = false;
  pthread_cond_broadcast(&m->cv);
  pthread_mutex_unlock(&m->mu);
  return NULL;
}

static void *poison_alloc(void *self, size_t size, size_t alignment) {
  void *p = counting_alloc(self, size, alignment);
  if (p) memset(p, 0xa5, size);
  return p;
}

typedef struct rank_run {
  const uint8_t *bytes;
  size_t size;
  facet_transport_t transport;
  bool exact; // its 20 outputs were what its rank returns
  facet_device_stats_t stats;
} rank_run;

static void *rank_main(void *arg) {
  rank_run *r = arg;
  counting count = {0};
  facet_runtime_options_t options = {1, {&count, poison_alloc, counting_free}, 0, &r->transport};
  facet_runtime_t *rt = NULL;
  facet_module_t *module = NULL;
  facet_function_t *fn = NULL;
  if (!CHECK_OK(facet_runtime_create(&options, &rt))) return NULL;
  if (CHECK_OK(facet_module_load_memory(rt, r->bytes, r->size, &module)) &&
      CHECK_OK(facet_module_lookup_function(module, "pingpong", &fn))) {
    facet_tensor_t *x = tensor_f32(rt, 1, (int64_t[]){32}, fill_a), *out = NULL;
    r->exact = true;
    for (int call = 0; call < 20; call++) {
      r->exact &= CHECK_OK(facet_function_call(fn, &x, 1, &out, 1));
      const float *v = out ? facet_tensor_data(out) : NULL;
      r->exact &= v != NULL;
      for (size_t i = 0; v && i < 32; i++)
        r->exact &= v[i] == (r->transport.rank ? 0.0f : fill_a(i) * 65536.0f);
      facet_tensor_release(out);
      out = NULL;
    }
    facet_module_device_stats(module, &r->stats);
    facet_tensor_release(x);
  }
  facet_module_release(module);
  facet_runtime_release(rt);
  return NULL;
}

static void check_transport(const uint8_t *bytes, size_t size) {
  mailbox box = {.mu = PTHREAD_MUTEX_INITIALIZER, .cv = PTHREAD_COND_INITIALIZER};
  facet_transport_t t = {0, 2, &box, mailbox_send, mailbox_recv};
  rank_run ranks[2] = {{bytes, size, t, false, {0}}, {bytes, size, t, false, {0}}};
  ranks[1].transport.rank = 1;
  pthread_t thread;
  if (pthread_create(&thread, NULL, rank_main, &ranks[1])) {
    CHECK(!"the thread of rank 1 starts");
    return;
  }
  rank_main(&ranks[0]);
  pthread_join(thread, NULL);
  for (int r = 0; r < 2; r++) {
    CHECK(ranks[r].exact);
    CHECK(ranks[r].stats.transfers == 20 * 2 * PP_ROUNDS);
    CHECK(ranks[r].stats.transfer_bytes == ranks[r].stats.transfers * 128);
  }
  // refused: groups beside a transport, a rank past the processes, and
  // (at the call) a module whose devices are not the processes
  facet_runtime_t *rt = NULL;
  facet_runtime_options_t options = {2, {0}, 2, &t};
  CHECK_STATUS(facet_runtime_create(&options, &rt), FACET_STATUS_INVALID_ARGUMENT,
               "a transport (one process per device) and 2 device groups");
  t.rank = 2;
  options.device_count = 0;
  CHECK_STATUS(facet_runtime_create(&options, &rt), FACET_STATUS_INVALID_ARGUMENT,
               "transport rank 2 of 2 processes");
  t = (facet_transport_t){0, 3, &box, mailbox_send, mailbox_recv};
  facet_module_t *module = NULL;
  facet_function_t *fn = NULL;
  if (!CHECK_OK(facet_runtime_create(&options, &rt))) return;
  if (CHECK_OK(facet_module_load_memory(rt, bytes, size, &module)) &&
      CHECK_OK(facet_module_lookup_function(module, "pingpong", &fn))) {
    CHECK(facet_module_device_count(module) == 2);
    facet_tensor_t *x = tensor_f32(rt, 1, (int64_t[]){32}, fill_a), *out = NULL;
    CHECK_STATUS(facet_function_call(fn, &x, 1, &out, 1), FACET_STATUS_FAILED_PRECONDITION,
                 "pingpong: the module has 2 devices and there are 3 processes (one per device)");
    facet_tensor_release(x);
  }
  facet_module_release(module);
  facet_runtime_release(rt);
}

static void check_devices(const uint8_t *object, size_t object_size) {
  mod_module m;
  demo_module(&m, object, object_size);
  m.function_count = 2;
  m.functions = ARENA_NEW_ARRAY(&m.mem, mod_function, 2);
  pingpong_function(&m, &m.functions[0], "pingpong", false);
  pingpong_function(&m, &m.functions[1], "pingpong_fail", true);
  m.device_count = 2;
  uint8_t *bytes;
  size_t size;
  if (!mod_write_buffer(&m, &bytes, &size)) {
    CHECK(!"the device module is writable");
    return;
  }
  check_devices_run(bytes, size, 1, 1); // one group: program order
  check_devices_run(bytes, size, 2, 2); // a thread a device
  check_devices_run(bytes, size, 3, 2); // groups of 2 and 1
  check_devices_run(bytes, size, 2, 4); // 2 groups (fewer threads than devices)
  check_devices_run(bytes, size, 4, 4); // more groups than the module has devices
  check_devices_run(bytes, size, 1, 2); // one thread: one group
  check_transport(bytes, size);
  free(bytes);
  arena_free(&m.mem);
}

int main(void) {
  size_t object_size = 0;
  uint8_t *object = build_demo_kernel(&object_size);
  if (!object) {
    printf("%s:%d: cannot build tests/unit/demo_kernel.c (run from the repository root)\n",
           __FILE__, __LINE__);
    return 1;
  }
  mod_module m;
  demo_module(&m, object, object_size);
  uint8_t *bytes;
  size_t size;
  CHECK(mod_write_buffer(&m, &bytes, &size));
  // FACET_WRITE_DEMO_MODULE=path also saves the module, for tool tests.
  const char *demo_path = getenv("FACET_WRITE_DEMO_MODULE");
  facet_status_t ws = demo_path ? mod_write_file(&m, demo_path) : NULL;
  if (ws) printf("cannot write %s: %s\n", demo_path, facet_status_message(ws));
  facet_status_free(ws);
  run_all(bytes, size, 1);
  run_all(bytes, size, 2);
  run_all(bytes, size, 3);
  check_pool_protocol(2);
  check_pool_protocol(3);
  check_planned_allocations();
  check_system_allocator();
  check_bad_modules(bytes, size, &m);
  check_fault_injection(bytes, size);
  check_devices(object, object_size);
  free(bytes);
  arena_free(&m.mem);
  free(object);
  if (failures) printf("test_runtime: %d failures\n", failures);
  return failures != 0;
}
