// test_interface.c: the function interface of compiled modules through the
// public API: mutable arguments (updated in the caller's own memory, never
// returned), what a failed call leaves in them, the overlap check, the
// signature queries, and scalar arguments and results (rank-0 tensors of
// their kind's dtype). Compiles tests/e2e/inputs/mutable.mlir and
// scalars.mlir in-process (the e2e scripts compare the same functions with
// the reference); the values here are small integers, exact in f32. Run
// from the repository root.
#include "frontend/frontend.h"
#include "module/module.h"
#include "tooling/tooling.h"
#include "transform/transform.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

static int failures;

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

static void check_status(facet_status_t s, facet_status_code_t code, const char *text, int line) {
  if (!s || facet_status_code(s) != code || !strstr(facet_status_message(s), text)) {
    printf("%s:%d: expected %s \"%s\", got %s \"%s\"\n", __FILE__, line,
           facet_status_code_name(code), text, facet_status_code_name(facet_status_code(s)),
           facet_status_message(s));
    failures++;
  }
  facet_status_free(s);
}

// An allocator whose allocation number `fail_at` (counted from when it is
// armed) fails: what a call does when memory runs out at each step.
typedef struct failing {
  atomic_long count;
  long fail_at; // 0: never
} failing;

static void *failing_alloc(void *self, size_t size, size_t alignment) {
  failing *f = self;
  if (f->fail_at && atomic_fetch_add(&f->count, 1) + 1 == f->fail_at) return NULL;
  void *p = NULL;
  return posix_memalign(&p, alignment < sizeof(void *) ? sizeof(void *) : alignment, size) ? NULL
                                                                                           : p;
}

static void failing_free(void *self, void *p) {
  (void)self;
  free(p);
}

static uint8_t *compile(const char *path, size_t *size) {
  diag_engine diag;
  diag_init(&diag, stderr);
  ir_context *ctx = ir_context_create(&diag);
  arena ast = {0};
  char *text = NULL;
  pipeline_options o;
  pipeline_default_options(&o);
  mod_module m = {0};
  pipeline_stats st = {0};
  uint8_t *bytes = NULL;
  if (frontend_import_file(ctx, &ast, path, &text) && pipeline_run(ctx, &o, &st, &m) &&
      !mod_write_buffer(&m, &bytes, size))
    bytes = NULL;
  free(m.kernel_object);
  free(m.compiler_command);
  arena_free(&m.mem);
  ir_context_destroy(ctx);
  arena_free(&ast);
  free(text);
  diag_free(&diag);
  return bytes;
}

typedef struct fixture {
  facet_runtime_t *rt;
  facet_module_t *module;
  failing alloc;
} fixture;

static facet_function_t *fn(fixture *fx, const char *name) {
  facet_function_t *f = NULL;
  CHECK_OK(facet_module_lookup_function(fx->module, name, &f));
  return f;
}

// A rank-1 f32 tensor over caller memory.
static facet_tensor_t *wrap(fixture *fx, float *data, int64_t n) {
  facet_tensor_t *t = NULL;
  CHECK_OK(facet_tensor_wrap(fx->rt, FACET_DTYPE_F32, 1, &n, data, sizeof(float) * (size_t)n, &t));
  return t;
}

static void fill(float *v, int n, float first, float step) {
  for (int i = 0; i < n; i++) v[i] = first + step * (float)i;
}

static bool all(const float *v, int n, float first, float step) {
  for (int i = 0; i < n; i++)
    if (v[i] != first + step * (float)i) return false;
  return true;
}

static void test_signature(fixture *fx) {
  facet_function_t *two = fn(fx, "two");
  if (!two) return;
  CHECK(facet_function_input_count(two) == 3 && facet_function_output_count(two) == 1);
  CHECK(!facet_function_input_is_mutable(two, 0));
  CHECK(facet_function_input_is_mutable(two, 1) && facet_function_input_is_mutable(two, 2));
  CHECK(!facet_function_input_is_mutable(two, 3)); // out of range
  CHECK(facet_function_mutable_input_count(two) == 2);
  facet_value_kind_t kind = FACET_VALUE_BOOL;
  CHECK_OK(facet_function_input_kind(two, 2, &kind));
  CHECK(kind == FACET_VALUE_TENSOR);
  kind = FACET_VALUE_BOOL;
  CHECK_OK(facet_function_output_kind(two, 0, &kind));
  CHECK(kind == FACET_VALUE_TENSOR);
  CHECK_STATUS(facet_function_input_kind(two, 3, &kind), FACET_STATUS_INVALID_ARGUMENT,
               "two: input 3, function has 3");
  CHECK_STATUS(facet_function_output_kind(two, 1, &kind), FACET_STATUS_INVALID_ARGUMENT,
               "two: output 1, function has 1");
  facet_function_t *plain = fn(fx, "direct");
  CHECK(plain && facet_function_output_count(plain) == 0); // the cache is not a result
}

// Calls f(x, cache) where both are caller memory; returns the status.
static facet_status_t call2(fixture *fx, const char *name, float *x, float *cache,
                            facet_tensor_t **out, size_t nout) {
  facet_function_t *f = fn(fx, name);
  if (!f) return status_new(FACET_STATUS_NOT_FOUND, "%s", name);
  facet_tensor_t *in[2] = {wrap(fx, x, 8), wrap(fx, cache, 8)};
  facet_status_t s = facet_function_call(f, in, 2, out, nout);
  facet_tensor_release(in[0]);
  facet_tensor_release(in[1]);
  return s;
}

// The new value lands in the caller's buffer, whichever way it is written.
static void test_in_place(fixture *fx) {
  float x[8], cache[8];
  fill(x, 8, 1, 1);
  fill(cache, 8, 10, 10);
  CHECK_OK(call2(fx, "direct", x, cache, NULL, 0)); // written by the kernel
  CHECK(all(cache, 8, 2, 2) && all(x, 8, 1, 1));
  fill(cache, 8, 10, 10);
  CHECK_OK(call2(fx, "bump", x, cache, NULL, 0)); // a copy
  CHECK(all(cache, 8, 11, 11) && all(x, 8, 1, 1));
  CHECK_OK(call2(fx, "from_input", x, cache, NULL, 0));
  CHECK(all(cache, 8, 1, 1));
  facet_tensor_t *out[1] = {NULL};
  fill(cache, 8, 10, 10);
  CHECK_OK(call2(fx, "old_returned", x, cache, out, 1));
  CHECK(all(cache, 8, 2, 2));                                 // new value in place
  CHECK(out[0] && all(facet_tensor_data(out[0]), 8, 10, 10)); // the old one returned
  CHECK(out[0] && facet_tensor_data(out[0]) != (void *)cache);
  facet_tensor_release(out[0]);
  out[0] = NULL;
  CHECK_OK(call2(fx, "returned", x, cache, out, 1));
  CHECK(all(cache, 8, 2, 1) && out[0] && all(facet_tensor_data(out[0]), 8, 2, 1));
  facet_tensor_release(out[0]);
  // [4,4] * 3 viewed as the [2,2,4] cache.
  facet_function_t *views = fn(fx, "views");
  float x16[16], c16[16];
  fill(x16, 16, 0, 1);
  fill(c16, 16, -1, 0);
  int64_t d2[2] = {4, 4}, d3[3] = {2, 2, 4};
  facet_tensor_t *in[2] = {NULL, NULL};
  CHECK_OK(facet_tensor_wrap(fx->rt, FACET_DTYPE_F32, 2, d2, x16, sizeof x16, &in[0]));
  CHECK_OK(facet_tensor_wrap(fx->rt, FACET_DTYPE_F32, 3, d3, c16, sizeof c16, &in[1]));
  if (views && in[0] && in[1]) CHECK_OK(facet_function_call(views, in, 2, NULL, 0));
  CHECK(all(c16, 16, 0, 3));
  facet_tensor_release(in[0]);
  facet_tensor_release(in[1]);
}

// The same buffer updated by every call (a cache through a decode loop).
static void test_repeated(fixture *fx) {
  float x[8], cache[8];
  fill(x, 8, 1, 1);
  fill(cache, 8, 0, 0);
  for (int i = 0; i < 5; i++) CHECK_OK(call2(fx, "bump", x, cache, NULL, 0));
  CHECK(all(cache, 8, 5, 5));
}

// A mutable input may not share bytes with another input.
static void test_overlap(fixture *fx) {
  float buf[16];
  fill(buf, 16, 1, 0);
  CHECK_STATUS(call2(fx, "bump", buf, buf, NULL, 0), FACET_STATUS_INVALID_ARGUMENT,
               "bump: input 1 is mutable and shares memory with input 0");
  CHECK_STATUS(call2(fx, "bump", buf, buf + 7, NULL, 0), FACET_STATUS_INVALID_ARGUMENT,
               "bump: input 1 is mutable and shares memory with input 0");
  CHECK(all(buf, 16, 1, 0));                          // nothing written
  CHECK_OK(call2(fx, "bump", buf, buf + 8, NULL, 0)); // adjacent is fine
  CHECK(all(buf, 8, 1, 0) && all(buf + 8, 8, 2, 0));
}

// A broken entry check, and running out of memory at each allocation of a
// call: the call fails and every mutable input is exactly as it was; the
// retry gives the right values.
static void test_failures(fixture *fx) {
  facet_function_t *dyn = fn(fx, "dynamic");
  float x[20], w[16], cache[24];
  fill(x, 20, 1, 0);
  fill(w, 16, 0, 0);
  fill(cache, 24, 7, 1);
  int64_t dx[2] = {5, 4}, dw[2] = {4, 4}, dc[2] = {6, 4};
  facet_tensor_t *in[3] = {NULL, NULL, NULL}, *out[1] = {NULL};
  CHECK_OK(facet_tensor_wrap(fx->rt, FACET_DTYPE_F32, 2, dx, x, sizeof x, &in[0]));
  CHECK_OK(facet_tensor_wrap(fx->rt, FACET_DTYPE_F32, 2, dw, w, sizeof w, &in[1]));
  CHECK_OK(facet_tensor_wrap(fx->rt, FACET_DTYPE_F32, 2, dc, cache, sizeof cache, &in[2]));
  if (dyn && in[0] && in[1] && in[2])
    CHECK_STATUS(facet_function_call(dyn, in, 3, out, 1), FACET_STATUS_FAILED_PRECONDITION,
                 "dynamic: input 2 dim 0 is 6, must be 5: expected s0 with s0 (input 0 dim 0)");
  CHECK(all(cache, 24, 7, 1));
  for (int i = 0; i < 3; i++) facet_tensor_release(in[i]);

  // two(x, a, b): a written in place by the first kernel, b by a copy, and
  // a result whose block is allocated with the transient one.
  facet_function_t *two = fn(fx, "two");
  float xv[8], a[8], b[8];
  fill(xv, 8, 1, 1);
  int failed = 0;
  for (long n = 1; two && n < 16; n++) {
    fill(a, 8, 100, 0);
    fill(b, 8, 2, 0);
    facet_tensor_t *t[3] = {wrap(fx, xv, 8), wrap(fx, a, 8), wrap(fx, b, 8)};
    atomic_store(&fx->alloc.count, 0);
    fx->alloc.fail_at = n;
    facet_status_t s = facet_function_call(two, t, 3, out, 1);
    fx->alloc.fail_at = 0;
    for (int i = 0; i < 3; i++) facet_tensor_release(t[i]);
    if (s) {
      CHECK(facet_status_code(s) == FACET_STATUS_RESOURCE_EXHAUSTED);
      CHECK(all(a, 8, 100, 0) && all(b, 8, 2, 0)); // untouched
      facet_status_free(s);
      failed++;
      continue;
    }
    // a = x + 1, b = 2x, result = x - sum(b) = x - 72
    CHECK(all(a, 8, 2, 1) && all(b, 8, 2, 2));
    CHECK(out[0] && all(facet_tensor_data(out[0]), 8, -71, 1));
    facet_tensor_release(out[0]);
    break;
  }
  CHECK(failed >= 2); // the transient block and the result block
}

static facet_tensor_t *scalar(fixture *fx, facet_dtype_t t, const void *value) {
  facet_tensor_t *x = NULL;
  CHECK_OK(facet_tensor_create(fx->rt, t, 0, NULL, &x));
  if (x) memcpy(facet_tensor_data(x), value, facet_dtype_size(t));
  return x;
}

static facet_value_kind_t input_kind(facet_function_t *f, size_t i) {
  facet_value_kind_t k = FACET_VALUE_TENSOR;
  CHECK_OK(facet_function_input_kind(f, i, &k));
  return k;
}

static facet_value_kind_t output_kind(facet_function_t *f, size_t i) {
  facet_value_kind_t k = FACET_VALUE_TENSOR;
  CHECK_OK(facet_function_output_kind(f, i, &k));
  return k;
}

// Scalars go in and come out as rank-0 tensors of i64, f64 and i1.
static void test_scalars(fixture *fx) {
  facet_function_t *f = fn(fx, "eq_div");
  if (f) {
    CHECK(input_kind(f, 0) == FACET_VALUE_TENSOR && input_kind(f, 1) == FACET_VALUE_INT &&
          input_kind(f, 2) == FACET_VALUE_FLOAT);
    facet_tensor_signature_t sig;
    CHECK_OK(facet_function_input(f, 2, &sig));
    CHECK(sig.dtype == FACET_DTYPE_F64 && sig.rank == 0);
    CHECK(!facet_function_input_is_mutable(f, 1));
  }
  f = fn(fx, "sizes");
  if (f) CHECK(output_kind(f, 0) == FACET_VALUE_INT && output_kind(f, 1) == FACET_VALUE_TENSOR);
  f = fn(fx, "passthrough");
  double d = -1.25;
  int64_t i = -42;
  uint8_t b = 1;
  facet_tensor_t *in[3] = {scalar(fx, FACET_DTYPE_F64, &d), scalar(fx, FACET_DTYPE_I64, &i),
                           scalar(fx, FACET_DTYPE_BOOL, &b)};
  facet_tensor_t *out[6] = {0};
  if (f && in[0] && in[1] && in[2] && CHECK_OK(facet_function_call(f, in, 3, out, 6))) {
    static const facet_value_kind_t kinds[6] = {FACET_VALUE_FLOAT, FACET_VALUE_INT,
                                                FACET_VALUE_BOOL,  FACET_VALUE_INT,
                                                FACET_VALUE_FLOAT, FACET_VALUE_BOOL};
    static const facet_dtype_t dtypes[6] = {FACET_DTYPE_F64, FACET_DTYPE_I64, FACET_DTYPE_BOOL,
                                            FACET_DTYPE_I64, FACET_DTYPE_F64, FACET_DTYPE_BOOL};
    for (size_t k = 0; k < 6; k++) {
      CHECK(output_kind(f, k) == kinds[k]);
      CHECK(facet_tensor_rank(out[k]) == 0 && facet_tensor_dtype(out[k]) == dtypes[k]);
    }
    CHECK(*(double *)facet_tensor_data(out[0]) == -1.25);
    CHECK(*(int64_t *)facet_tensor_data(out[1]) == -42);
    CHECK(*(uint8_t *)facet_tensor_data(out[2]) == 1);
    CHECK(*(int64_t *)facet_tensor_data(out[3]) == 7);
    CHECK(*(double *)facet_tensor_data(out[4]) == -0.25);
    CHECK(*(uint8_t *)facet_tensor_data(out[5]) == 0);
    CHECK(facet_tensor_data(out[0]) != facet_tensor_data(in[0])); // results are new tensors
  }
  for (size_t k = 0; k < 6; k++) facet_tensor_release(out[k]);
  for (size_t k = 0; k < 3; k++) facet_tensor_release(in[k]);
  // An i64 where a float is expected: the kind's dtype is checked.
  f = fn(fx, "add_int");
  float x[4] = {1, 2, 3, 4};
  facet_tensor_t *args[2] = {wrap(fx, x, 4), scalar(fx, FACET_DTYPE_F64, &d)};
  if (f)
    CHECK_STATUS(facet_function_call(f, args, 2, out, 1), FACET_STATUS_INVALID_ARGUMENT,
                 "add_int: input 1 has dtype f64, expected i64");
  facet_tensor_release(args[1]);
  args[1] = scalar(fx, FACET_DTYPE_I64, &i);
  if (f && CHECK_OK(facet_function_call(f, args, 2, out, 1))) {
    CHECK(all(facet_tensor_data(out[0]), 4, -41, 1));
    facet_tensor_release(out[0]);
  }
  facet_tensor_release(args[0]);
  facet_tensor_release(args[1]);
}

int main(void) {
  size_t size = 0;
  uint8_t *bytes = compile("tests/e2e/inputs/mutable.mlir", &size);
  CHECK(bytes != NULL);
  if (!bytes) return 1;
  fixture fx = {0};
  facet_runtime_options_t opts = {2, {&fx.alloc, failing_alloc, failing_free}};
  CHECK_OK(facet_runtime_create(&opts, &fx.rt));
  if (fx.rt) CHECK_OK(facet_module_load_memory(fx.rt, bytes, size, &fx.module));
  if (fx.module) {
    test_signature(&fx);
    test_in_place(&fx);
    test_repeated(&fx);
    test_overlap(&fx);
    test_failures(&fx);
  }
  facet_module_release(fx.module);
  fx.module = NULL;
  free(bytes);
  bytes = compile("tests/e2e/inputs/scalars.mlir", &size);
  CHECK(bytes != NULL);
  if (bytes && fx.rt) CHECK_OK(facet_module_load_memory(fx.rt, bytes, size, &fx.module));
  if (fx.module) test_scalars(&fx);
  facet_module_release(fx.module);
  facet_runtime_release(fx.rt);
  free(bytes);
  if (failures) printf("test_interface: %d failure(s)\n", failures);
  return failures ? 1 : 0;
}
