// module_rss.c: how much resident memory loading a module with a large
// constant takes, and reading it (tests/e2e/module_rss.sh).
//
//   module_rss MODULE.facet file|memory|changed
//
// Loads the module (facet_module_load_file, or facet_module_load_memory
// from a malloc'ed copy of the file), calls @lookup (two rows of the
// table) and @row_sums (all of it), and prints VmRSS (from
// /proc/self/status) before and after each step, in KiB, and VmHWM (the
// peak) after the load. It checks the values it reads; the script checks
// the sizes. `changed` rewrites the file in place under the loaded
// module, then truncates it, and expects each next call to fail with
// DATA_LOSS instead of reading changed bytes (or raising SIGBUS). It
// changes the file: give it a copy.
#include <facet/runtime.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static long status_kib(const char *field) {
  FILE *f = fopen("/proc/self/status", "r");
  char line[256];
  long v = -1;
  size_t n = strlen(field);
  while (f && fgets(line, sizeof line, f))
    if (!strncmp(line, field, n) && line[n] == ':') v = strtol(line + n + 1, NULL, 10);
  if (f) fclose(f);
  return v;
}

static void check(facet_status_t s, const char *what) {
  if (!s) return;
  fprintf(stderr, "%s: %s\n", what, facet_status_message(s));
  exit(1);
}

static void *read_all(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f || fseek(f, 0, SEEK_END) != 0) exit(1);
  *size = (size_t)ftell(f);
  rewind(f);
  void *p = malloc(*size);
  if (!p || fread(p, 1, *size, f) != *size) exit(1);
  fclose(f);
  return p;
}

// Calls `name` on one input and returns its one result.
static facet_tensor_t *call1(facet_module_t *m, const char *name, facet_tensor_t *in) {
  facet_function_t *fn;
  facet_tensor_t *out = NULL;
  check(facet_module_lookup_function(m, name, &fn), name);
  check(facet_function_call(fn, &in, 1, &out, 1), name);
  return out;
}

// A call that must fail with DATA_LOSS naming `text`.
static int expect_loss(facet_module_t *m, facet_tensor_t *in, const char *text) {
  facet_function_t *fn;
  facet_tensor_t *out = NULL;
  check(facet_module_lookup_function(m, "lookup", &fn), "lookup");
  facet_status_t s = facet_function_call(fn, &in, 1, &out, 1);
  if (s && facet_status_code(s) == FACET_STATUS_DATA_LOSS && strstr(facet_status_message(s), text))
    return facet_status_free(s), 0;
  fprintf(stderr, "expected DATA_LOSS \"...%s...\", got %s\n", text,
          s ? facet_status_message(s) : "success");
  return 1;
}

// The file rewritten in place (the same byte again: only its mtime moves),
// then truncated, under the loaded module.
static int check_changed(const char *path, facet_module_t *m, facet_tensor_t *idx) {
  facet_tensor_release(call1(m, "lookup", idx));
  int fd = open(path, O_WRONLY);
  if (fd < 0 || pwrite(fd, "F", 1, 0) != 1) return fprintf(stderr, "cannot write %s\n", path), 1;
  close(fd);
  if (expect_loss(m, idx, "was modified in place since it was loaded")) return 1;
  if (truncate(path, 4096) != 0) return fprintf(stderr, "cannot truncate %s\n", path), 1;
  if (expect_loss(m, idx, "changed size from")) return 1;
  printf("changed: refused\n");
  return 0;
}

int main(int argc, char **argv) {
  if (argc != 3) return fprintf(stderr, "usage: module_rss MODULE file|memory|changed\n"), 2;
  facet_runtime_options_t o = {.thread_count = 1};
  facet_runtime_t *rt;
  check(facet_runtime_create(&o, &rt), "runtime");
  size_t size = 0;
  void *bytes = strcmp(argv[2], "memory") ? NULL : read_all(argv[1], &size);
  long before = status_kib("VmRSS");
  facet_module_t *m;
  if (bytes) check(facet_module_load_memory(rt, bytes, size, &m), "load");
  else check(facet_module_load_file(rt, argv[1], &m), "load");
  free(bytes);
  printf("before %ld\nloaded %ld\npeak %ld\n", before, status_kib("VmRSS"), status_kib("VmHWM"));
  int64_t rows[2] = {1, 8191}, two = 2, one = 1;
  facet_tensor_t *idx, *x;
  check(facet_tensor_wrap(rt, FACET_DTYPE_I64, 1, &two, rows, sizeof rows, &idx), "idx");
  if (!strcmp(argv[2], "changed")) { // everything released: the sanitizer build checks leaks
    int rc = check_changed(argv[1], m, idx);
    facet_tensor_release(idx);
    facet_module_release(m);
    facet_runtime_release(rt);
    return rc;
  }
  facet_tensor_t *got = call1(m, "lookup", idx);
  const float *g = facet_tensor_data(got);
  // (3072 r + c) / 2: exact in f32 (halves below 2^23, integers below 2^24)
  if (g[0] != 1536.0f || g[3071] != 3071.5f || g[3072] != 12581376.0f)
    return fprintf(stderr, "lookup: %g %g %g\n", g[0], g[3071], g[3072]), 1;
  printf("lookup %ld\n", status_kib("VmRSS"));
  float two_f = 2.0f;
  check(facet_tensor_wrap(rt, FACET_DTYPE_F32, 1, &one, &two_f, sizeof two_f, &x), "x");
  facet_tensor_t *sums = call1(m, "row_sums", x);
  const float *s = facet_tensor_data(sums);
  // row 0 times 2: the sum of c for c < 3072 = 3072 * 3071 / 2 (exact in f32)
  if (s[0] != 4717056.0f) return fprintf(stderr, "row_sums[0]: %g\n", s[0]), 1;
  printf("row_sums %ld\n", status_kib("VmRSS"));
  facet_tensor_release(sums);
  facet_tensor_release(x);
  facet_tensor_release(got);
  facet_tensor_release(idx);
  facet_module_release(m);
  facet_runtime_release(rt);
  return 0;
}
