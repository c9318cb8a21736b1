// facet-run-module: calls one function of a module and prints or saves
// its results, with iree-run-module's flags and output format.
//
//   facet-run-module --module=m.facet --function=prefill_bs8
//       --input=8x64x5120xf16=@x.npy --input=5120x256xf16 --output=@out.npy
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
    "  --input=VALUE   one per argument, as iree-run-module: 2x3xf32 (zeros), 4xf32=1.5 (splat),\n"
    "                  4xf32=1 2 3 4, @file.npy, 2x3xf32=@file.npy (checked against the file);\n"
    "                  element types: f32 f16 bf16 f64 i64 i32 i16 i8 ui8 i1\n"
    "  --output=TARGET one per result: @file.npy (write), - (print), empty (ignore);\n"
    "                  without any --output every result is printed\n"
    "  --threads=N     threads running kernels, the caller included (0 = one per core)\n"
    "  --parameters=SCOPE=FILE  a parameter file (safetensors, irpa, gguf) for the module's\n"
    "                  globals #stream.parameter.named<\"SCOPE\"::\"key\">; repeatable\n";

static int fail(const char *fmt, const char *arg) {
  fprintf(stderr, "facet-run-module: error: ");
  fprintf(stderr, fmt, arg);
  fputc('\n', stderr);
  return 1;
}

static void print_result(size_t i, const facet_tensor_t *t, size_t max_elements) {
  strbuf sb = {0};
  tool_format_tensor(&sb, t, max_elements);
  printf("result[%zu]: hal.buffer_view\n%s\n", i, sb_cstr(&sb));
  sb_free(&sb);
}

// Prints or writes each result as its --output says.
// A file is written to a temporary name and renamed over the old one, so a
// failed write (a full disk) keeps the previous file.
static int emit_results(const tool_run *r, facet_tensor_t **out, size_t count, size_t max) {
  printf("EXEC @%s\n", facet_function_name(r->fn));
  for (size_t i = 0; i < count; i++) {
    const char *target = r->outputs.len ? r->outputs.data[i] : "-";
    facet_status_t s = NULL;
    if (strcmp(target, "-") == 0)
      print_result(i, out[i], max);
    else if (target[0] == '@')
      s = tool_write_tensor_npy(out[i], target + 1);
    if (s) {
      int rc = fail("%s", facet_status_message(s));
      facet_status_free(s);
      return rc;
    }
  }
  return 0;
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
  facet_tensor_t **out = calloc(count ? count : 1, sizeof *out);
  if (!s && r.outputs.len && r.outputs.len != count)
    s = tool_status(FACET_STATUS_INVALID_ARGUMENT, "%zu --output flags for %zu results",
                    r.outputs.len, count);
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
