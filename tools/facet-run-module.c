// facet-run-module: calls one function of a module and prints or saves
// its results, with iree-run-module's flags and output format.
//
//   facet-run-module --module=m.facet --function=prefill_bs8
//       --input=8x64x5120xf16=@x.npy --input=5120x256xf16 --output=@out.npy
//
// Results print as iree-run-module prints them ("result[0]: hal.buffer_view"
// and the values; a scalar result as "result[0]: i64=5"), then the new
// value of each mutable input, in input order ("input[3] (mutated):
// hal.buffer_view" and the values). --output flags name the results, then
// the mutable inputs, in that order.
//
// Every error goes to stderr and exits 1.
#include "facet/runtime.h"
#include "tooling/tooling.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char usage[] =
    "usage: facet-run-module --module=FILE.facet [--function=NAME] [--input=VALUE]...\n"
    "                        [--output=TARGET]... [--expected_output=VALUE]... [flags]\n"
    "  --module=FILE   the module (- for standard input: facet-compile x.mlir -o - | ...)\n"
    "  --function=NAME the function to call (optional when the module has one)\n"
    "  --input=VALUE   one per argument, as iree-run-module: 2x3xf32 (zeros), 4xf32=1.5 (splat),\n"
    "                  4xf32=1 2 3 4, @file.npy, 2x3xf32=@file.npy (checked against the file),\n"
    "                  2x3xf32=@file.bin (raw little-endian bytes, any name but .npy);\n"
    "                  element types: f32 f16 bf16 f64 i64 i32 i16 i8 ui8 i1;\n"
    "                  a !torch.int/float/bool argument takes a bare value: --input=5\n"
    "  --output=TARGET one per result, then one per mutable input (its new value): @file.npy\n"
    "                  (write), +file.npy (append), - (print), empty (ignore); without any\n"
    "                  --output everything is printed. Paths are checked before the call.\n"
    "  --expected_output=VALUE  one per result, as --input (or \"(ignored)\"): compared\n"
    "                  after the call; exit 1 on a mismatch\n"
    "  --expected_f16_threshold=X, --expected_f32_threshold=X, --expected_f64_threshold=X\n"
    "                  largest absolute difference allowed (defaults 0.001, 0.0001, 0.0001;\n"
    "                  bf16 uses the f16 one); integers must match exactly\n"
    "  --print_max_element_count=N  elements printed per value (default 1024)\n"
    "  --threads=N     threads running kernels, the caller included (0 = one per core)\n"
    "  --devices=N     a tensor-parallel module's devices on N groups of those threads\n"
    "                  (docs/devices.md; 1 = every step in program order, the default)\n"
    "  --device=local-task|local-sync  local-sync: the calling thread alone\n"
    "  --parameters=SCOPE=FILE  a parameter file (safetensors, irpa, gguf) for the module's\n"
    "                  globals #stream.parameter.named<\"SCOPE\"::\"key\">; repeatable\n"
    "  --load-stats    print on stderr what loading cost (GGUF quantized tensors made into\n"
    "                  planes or dequantized at load)\n"
    "  --profile       after the call, each kernel's time on stderr, slowest first, with the\n"
    "                  source locations of its call sites\n"
    "  --help, --version  this text; facet's version and module format\n"
    "IREE's other flags are accepted with a note of what facet does instead.\n";

static const char *const own_flags[] = {"--output",
                                        "--expected_output",
                                        "--expected_f16_threshold",
                                        "--expected_f32_threshold",
                                        "--expected_f64_threshold",
                                        "--print_max_element_count",
                                        "--profile"};

// What this tool adds to the shared flags.
typedef struct run_options {
  size_t max_elements;              // --print_max_element_count
  VEC(const char *) expected;       // --expected_output (repeatable)
  double f16_tol, f32_tol, f64_tol; // --expected_*_threshold
  bool profile;                     // --profile
} run_options;

// A tensor as iree-run-module prints a buffer view; a scalar as a value.
static void print_value(const char *label, facet_value_kind_t kind, const facet_tensor_t *t,
                        size_t max_elements) {
  strbuf sb = {0};
  tool_format_tensor(&sb, t, max_elements);
  if (kind == FACET_VALUE_TENSOR) printf("%s: hal.buffer_view\n%s\n", label, sb_cstr(&sb));
  else printf("%s: %s\n", label, sb_cstr(&sb));
  sb_free(&sb);
}

// Prints or writes one value as its --output says (`k`: its place among
// the results and mutable inputs). A file is written to a temporary name
// and renamed over the old one, so a failed write (a full disk) keeps the
// previous file; "+file" appends.
static int emit_value(const tool_run *r, size_t k, const char *label, facet_value_kind_t kind,
                      const facet_tensor_t *t, size_t max) {
  const char *target = r->outputs.len ? r->outputs.data[k] : "-";
  facet_status_t s = NULL;
  if (strcmp(target, "-") == 0) print_value(label, kind, t, max);
  else if (target[0] == '@') s = tool_write_tensor_npy(t, target + 1);
  else if (target[0] == '+')
    s = tool_npy_append(target + 1, (dtype)facet_tensor_dtype(t), (int)facet_tensor_rank(t),
                        facet_tensor_dims(t), facet_tensor_data(t));
  return s ? tool_fail(s) : 0;
}

// The results, then the mutable inputs' new values. With expected outputs
// and no --output, nothing is printed (as iree-run-module).
static int emit_results(const tool_run *r, const run_options *o, facet_tensor_t **out,
                        size_t count) {
  if (o->expected.len && !r->outputs.len) return 0;
  printf("EXEC @%s\n", facet_function_name(r->fn));
  size_t k = 0;
  int rc = 0;
  char label[64];
  for (size_t i = 0; i < count && !rc; i++, k++) {
    facet_value_kind_t kind = FACET_VALUE_TENSOR;
    facet_status_free(facet_function_output_kind(r->fn, i, &kind));
    snprintf(label, sizeof label, "result[%zu]", i);
    rc = emit_value(r, k, label, kind, out[i], o->max_elements);
  }
  for (size_t i = 0; i < r->in_count && !rc; i++) {
    if (!facet_function_input_is_mutable(r->fn, i)) continue;
    snprintf(label, sizeof label, "input[%zu] (mutated)", i);
    rc = emit_value(r, k++, label, FACET_VALUE_TENSOR, r->in[i], o->max_elements);
  }
  return rc;
}

//
// --expected_output, compared as iree-run-module compares: the same type
// and shape, floats within an absolute threshold, everything else exact.
//
static double threshold(const run_options *o, dtype t) {
  return t == DT_F64 ? o->f64_tol : t == DT_F32 ? o->f32_tol : o->f16_tol;
}

// The first element of `got` that differs from `want`; -1 when none does.
static int64_t first_mismatch(const run_options *o, const facet_tensor_t *got,
                              const facet_tensor_t *want) {
  dtype t = (dtype)facet_tensor_dtype(got);
  size_t n = facet_tensor_element_count(got), es = dtype_size(t);
  const char *a = facet_tensor_data(got), *b = facet_tensor_data(want);
  for (size_t i = 0; i < n; i++) {
    if (!dtype_is_float(t)) {
      if (memcmp(a + i * es, b + i * es, es)) return (int64_t)i;
      continue;
    }
    double x = dtype_load(t, a, i), y = dtype_load(t, b, i);
    if (isnan(x) && isnan(y)) continue;
    if (!(fabs(x - y) <= threshold(o, t)) && x != y) return (int64_t)i;
  }
  return -1;
}

// One result against its expected value; 1 after printing why not.
static int compare_one(const tool_run *r, const run_options *o, size_t i,
                       const facet_tensor_t *got) {
  const char *spec = o->expected.data[i];
  if (!strcmp(spec, "(ignored)")) return 0;
  facet_tensor_t *want = NULL;
  facet_status_t s = tool_parse_input(r->rt, spec, i, &want);
  if (s) {
    tool_error("--expected_output %zu: %s", i, facet_status_message(s));
    facet_status_free(s);
    return 1;
  }
  strbuf g = {0}, w = {0};
  tool_shape_print(&g, facet_tensor_dtype(got), facet_tensor_rank(got), facet_tensor_dims(got));
  tool_shape_print(&w, facet_tensor_dtype(want), facet_tensor_rank(want), facet_tensor_dims(want));
  int rc = 0;
  if (strcmp(sb_cstr(&g), sb_cstr(&w))) {
    printf("[FAILED] result[%zu]: %s, expected %s\n", i, sb_cstr(&g), sb_cstr(&w));
    rc = 1;
  } else {
    int64_t at = first_mismatch(o, got, want);
    dtype t = (dtype)facet_tensor_dtype(got);
    if (at >= 0)
      printf("[FAILED] result[%zu]: element %lld is %G, expected %G\n", i, (long long)at,
             dtype_load(t, facet_tensor_data(got), (size_t)at),
             dtype_load(t, facet_tensor_data(want), (size_t)at));
    rc = at >= 0;
  }
  sb_free(&g);
  sb_free(&w);
  facet_tensor_release(want);
  return rc;
}

static int compare_results(const tool_run *r, const run_options *o, facet_tensor_t **out,
                           size_t count) {
  if (!o->expected.len) return 0;
  if (o->expected.len != count)
    return tool_error("%zu --expected_output flags for %zu results", o->expected.len, count);
  int failed = 0;
  for (size_t i = 0; i < count; i++) failed |= compare_one(r, o, i, out[i]);
  if (!failed) puts("[SUCCESS] all function outputs matched their expected values.");
  return failed;
}

// "--expected_f32_threshold=0.01" (IREE also writes "0.15f").
static bool parse_threshold(const char *v, double *out) {
  char *end;
  *out = strtod(v, &end);
  if (*end == 'f' && !end[1]) end++;
  return end != v && !*end && *out >= 0;
}

// One argument of this tool's own (the shared ones are tool_common_flag's).
// Returns 0 or 1 after an error.
static int parse_arg(tool_run *r, run_options *o, const char *a) {
  bool taken;
  facet_status_t s = tool_common_flag(r, a, &taken);
  if (s) return tool_fail(s);
  if (taken) return 0;
  const char *v;
  if ((v = tool_flag(a, "output"))) {
    if (v[0] && strcmp(v, "-") && ((v[0] != '@' && v[0] != '+') || !v[1]))
      return tool_error("bad --output '%s' (@file.npy, +file.npy, - or empty)", v);
    VEC_PUSH(r->outputs, v);
  } else if ((v = tool_flag(a, "expected_output"))) {
    VEC_PUSH(o->expected, v);
  } else if ((v = tool_flag(a, "expected_f16_threshold"))) {
    if (!parse_threshold(v, &o->f16_tol)) return tool_error("bad value in '%s'", a);
  } else if ((v = tool_flag(a, "expected_f32_threshold"))) {
    if (!parse_threshold(v, &o->f32_tol)) return tool_error("bad value in '%s'", a);
  } else if ((v = tool_flag(a, "expected_f64_threshold"))) {
    if (!parse_threshold(v, &o->f64_tol)) return tool_error("bad value in '%s'", a);
  } else if ((v = tool_flag(a, "print_max_element_count"))) {
    char *end;
    o->max_elements = strtoull(v, &end, 10);
    if (*end || v[0] < '0' || v[0] > '9')
      return tool_error("bad --print_max_element_count '%s'", v);
  } else if (!strcmp(a, "--profile")) {
    o->profile = true;
  } else {
    return tool_run_unknown_flag(a, own_flags, FACET_ARRAY_SIZE(own_flags));
  }
  return 0;
}

// Every file --output names can be written: checked before the module
// loads, so a typo costs no run.
static facet_status_t check_outputs(const tool_run *r) {
  for (size_t i = 0; i < r->outputs.len; i++) {
    const char *t = r->outputs.data[i];
    facet_status_t s = t[0] == '@' || t[0] == '+' ? tool_check_output(t + 1) : NULL;
    if (s) return s;
  }
  return NULL;
}

// The --output count against the function's results and mutable inputs.
static facet_status_t check_output_count(const tool_run *r, size_t count, size_t mutated) {
  if (!r->outputs.len || r->outputs.len == count + mutated) return NULL;
  return status_new(FACET_STATUS_INVALID_ARGUMENT,
                    "%zu --output flags for %zu results and %zu mutable inputs (one each, "
                    "results first)",
                    r->outputs.len, count, mutated);
}

// Calls the function (profiled with --profile), then prints, writes and
// compares what it returned.
static int run(tool_run *r, const run_options *o) {
  size_t count = facet_function_output_count(r->fn);
  facet_status_t s = check_output_count(r, count, facet_function_mutable_input_count(r->fn));
  facet_tensor_t **out = calloc(count ? count : 1, sizeof *out);
  if (!s && !out) s = status_new(FACET_STATUS_RESOURCE_EXHAUSTED, "out of memory");
  if (!s && o->profile) s = facet_module_set_profiling(r->module, 1);
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  if (!s) s = facet_function_call(r->fn, r->in, r->in_count, out, count);
  clock_gettime(CLOCK_MONOTONIC, &t1);
  if (s) {
    free(out);
    return tool_fail(s);
  }
  int rc = emit_results(r, o, out, count);
  if (!rc) rc = compare_results(r, o, out, count);
  if (o->profile)
    tool_print_profile(
        r, 1, (double)(t1.tv_sec - t0.tv_sec) * 1e3 + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-6);
  for (size_t i = 0; i < count; i++) facet_tensor_release(out[i]);
  free(out);
  return rc;
}

int main(int argc, char **argv) {
  tool_init("facet-run-module");
  int rc = tool_standard_flags(argc, argv, usage);
  if (rc >= 0) return rc;
  tool_run r = {0};
  run_options o = {1024, {0}, 0.001, 0.0001, 0.0001, false};
  rc = 0;
  for (int i = 1; i < argc && !rc; i++) rc = parse_arg(&r, &o, argv[i]);
  facet_status_t s = rc ? NULL : check_outputs(&r);
  if (!rc && !s) s = tool_prepare(&r);
  if (s) rc = tool_fail(s);
  if (!rc) rc = run(&r, &o);
  VEC_FREE(o.expected);
  tool_release(&r);
  return rc;
}
