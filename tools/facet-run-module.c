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

#include <stdlib.h>
#include <string.h>

static const char usage[] =
    "usage: facet-run-module --module=FILE.facet [--function=NAME] [--input=VALUE]...\n"
    "                        [--output=TARGET]... [--threads=N] [--device=local-task|local-sync]\n"
    "                        [--print_max_element_count=N] [--parameters=[SCOPE=]FILE]...\n"
    "                        [--load-stats]\n"
    "  --input=VALUE   one per argument, as iree-run-module: 2x3xf32 (zeros), 4xf32=1.5 (splat),\n"
    "                  4xf32=1 2 3 4, @file.npy, 2x3xf32=@file.npy (checked against the file);\n"
    "                  element types: f32 f16 bf16 f64 i64 i32 i16 i8 ui8 i1\n"
    "                  a !torch.int/float/bool argument takes a bare value: --input=5\n"
    "  --output=TARGET one per result, then one per mutable input (its new value): @file.npy\n"
    "                  (write), - (print), empty (ignore); without any --output everything\n"
    "                  is printed\n"
    "  --threads=N     threads running kernels, the caller included (0 = one per core)\n"
    "  --parameters=SCOPE=FILE  a parameter file (safetensors, irpa, gguf) for the module's\n"
    "                  globals #stream.parameter.named<\"SCOPE\"::\"key\">; repeatable\n"
    "  --load-stats    print on stderr what loading cost (GGUF quantized tensors made into\n"
    "                  planes or dequantized at load)\n";

static int fail(const char *fmt, const char *arg) {
  fprintf(stderr, "facet-run-module: error: ");
  fprintf(stderr, fmt, arg);
  fputc('\n', stderr);
  return 1;
}

// A tensor as iree-run-module prints a buffer view; a scalar as a value.
static void print_value(const char *label, facet_value_kind_t kind, const facet_tensor_t *t,
                        size_t max_elements) {
  strbuf sb = {0};
  tool_format_tensor(&sb, t, max_elements);
  if (kind == FACET_VALUE_TENSOR)
    printf("%s: hal.buffer_view\n%s\n", label, sb_cstr(&sb));
  else
    printf("%s: %s\n", label, sb_cstr(&sb));
  sb_free(&sb);
}

// Prints or writes one value as its --output says (`k`: its place among
// the results and mutable inputs). A file is written to a temporary name
// and renamed over the old one, so a failed write (a full disk) keeps the
// previous file.
static int emit_value(const tool_run *r, size_t k, const char *label, facet_value_kind_t kind,
                      const facet_tensor_t *t, size_t max) {
  const char *target = r->outputs.len ? r->outputs.data[k] : "-";
  facet_status_t s = NULL;
  if (strcmp(target, "-") == 0)
    print_value(label, kind, t, max);
  else if (target[0] == '@')
    s = tool_write_tensor_npy(t, target + 1);
  if (!s) return 0;
  int rc = fail("%s", facet_status_message(s));
  facet_status_free(s);
  return rc;
}

// The results, then the mutable inputs' new values.
static int emit_results(const tool_run *r, facet_tensor_t **out, size_t count, size_t max) {
  printf("EXEC @%s\n", facet_function_name(r->fn));
  size_t k = 0;
  int rc = 0;
  char label[64];
  for (size_t i = 0; i < count && !rc; i++, k++) {
    facet_value_kind_t kind = FACET_VALUE_TENSOR;
    facet_status_free(facet_function_output_kind(r->fn, i, &kind));
    snprintf(label, sizeof label, "result[%zu]", i);
    rc = emit_value(r, k, label, kind, out[i], max);
  }
  for (size_t i = 0; i < r->in_count && !rc; i++) {
    if (!facet_function_input_is_mutable(r->fn, i)) continue;
    snprintf(label, sizeof label, "input[%zu] (mutated)", i);
    rc = emit_value(r, k++, label, FACET_VALUE_TENSOR, r->in[i], max);
  }
  return rc;
}

// One argument of this tool's own (the shared ones are tool_common_flag's).
// Returns 0, 1 after an error, or -1 for --help.
static int parse_arg(tool_run *r, const char *a, size_t *max_elements) {
  bool taken;
  facet_status_t s = tool_common_flag(r, a, &taken);
  if (s) {
    int rc = fail("%s", facet_status_message(s));
    facet_status_free(s);
    return rc;
  }
  if (taken) return 0;
  if (!strcmp(a, "--help") || !strcmp(a, "-h")) return -1;
  if (!strncmp(a, "--output=", 9)) {
    const char *t = a + 9;
    if (t[0] && strcmp(t, "-") && (t[0] != '@' || !t[1]))
      return fail("bad --output '%s' (@file.npy, - or empty)", t);
    VEC_PUSH(r->outputs, t);
    return 0;
  }
  if (!strncmp(a, "--print_max_element_count=", 26)) {
    char *end;
    *max_elements = strtoull(a + 26, &end, 10);
    if (*end || a[26] < '0' || a[26] > '9')
      return fail("bad --print_max_element_count '%s'", a + 26);
    return 0;
  }
  return fail("unknown argument '%s' (see --help)", a);
}

int main(int argc, char **argv) {
  tool_run r = {0};
  size_t max_elements = 1024;
  int rc = 0;
  for (int i = 1; i < argc && !rc; i++)
    rc = parse_arg(&r, argv[i], &max_elements);
  if (rc) {
    if (rc < 0) fputs(usage, stdout);
    tool_release(&r);
    return rc < 0 ? 0 : rc;
  }
  facet_status_t s = tool_prepare(&r);
  size_t count = r.fn ? facet_function_output_count(r.fn) : 0;
  size_t mutated = r.fn ? facet_function_mutable_input_count(r.fn) : 0;
  facet_tensor_t **out = calloc(count ? count : 1, sizeof *out);
  if (!s && r.outputs.len && r.outputs.len != count + mutated)
    s = tool_status(FACET_STATUS_INVALID_ARGUMENT,
                    "%zu --output flags for %zu results and %zu mutable inputs (one each, "
                    "results first)",
                    r.outputs.len, count, mutated);
  if (!s) s = facet_function_call(r.fn, r.in, r.in_count, out, count);
  if (s) {
    rc = fail("%s", facet_status_message(s));
    facet_status_free(s);
  } else {
    rc = emit_results(&r, out, count, max_elements);
    for (size_t i = 0; i < count; i++)
      facet_tensor_release(out[i]);
  }
  free(out);
  tool_release(&r);
  return rc;
}
