// test_reliability.c: the runtime under faults, threads, fork() and load,
// on a compiled model (facet-gen-model + facet-compile from $BUILD/bin: two
// blocks, prefill and decode, weights as parameters in an IRPA file with
// both DATA and SPLAT entries).
//
// - faults: an allocator that fails the Nth allocation, for N = 1, 2, ...
//   until a run sees no failure: creating the runtime, adding a parameter
//   file (mapped) and one from memory, loading the module (reading,
//   verifying, binding parameters, loading kernels) and two calls. Each
//   failure is RESOURCE_EXHAUSTED "out of memory: <what>", the same step
//   then succeeds, results match a run without faults, nothing leaks.
// - threads: 8 threads call one module at once (both functions, several
//   shapes) while a ninth loads and releases the module again; every
//   result is byte-identical to the serial one (make TSAN=1 check runs
//   this under ThreadSanitizer).
// - fork: a child of a process whose runtime has worker threads calls a
//   many-workgroup function (it hung: its workers do not exist there).
// - parameter files changed under their mapping: truncated (a call would
//   raise SIGBUS) or rewritten in place: a DATA_LOSS status, no signal.
// - soak: FACET_SOAK_CALLS decode calls (default 2000) in one process;
//   resident memory, descriptors, live allocations and time per call must
//   stay flat. FACET_SOAK_CALLS=100000 is the long run of docs/reliability.md.
#include "facet/runtime.h"
#include "module/module.h"
#include "tooling/tooling.h"

#include <dirent.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static atomic_int failures;

#define CHECK(cond)                                                                                \
  do {                                                                                             \
    if (!(cond)) {                                                                                 \
      printf("%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);                              \
      failures++;                                                                                  \
    }                                                                                              \
  } while (0)
#define CHECK_OK(expr) check_ok((expr), #expr, __LINE__)

static bool check_ok(facet_status_t s, const char *what, int line) {
  if (!s) return true;
  printf("%s:%d: %s failed: %s\n", __FILE__, line, what, facet_status_message(s));
  failures++;
  facet_status_free(s);
  return false;
}

#if defined(__SANITIZE_THREAD__)
#define UNDER_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define UNDER_TSAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define UNDER_ASAN 1
#endif

//
// The model
//
typedef struct fixture {
  char dir[64], mlir[96], module[96], weights[96], copy[96];
  uint8_t *extra; // a safetensors file in memory, for add_parameters_memory
  size_t extra_size;
} fixture;

static bool fill_values(void *self, size_t index, void *buf, size_t bytes) {
  (void)self;
  uint16_t *h = buf; // f16 and f32 parameters: small values either way
  for (size_t i = 0; i < bytes / 2; i++) h[i] = (uint16_t)(0x2000 + (index * 37 + i * 11) % 0x400);
  return true;
}

// Every parameter of the module in an IRPA file: even ones as SPLAT
// entries (bound by copying), odd ones as DATA (bound in the mapping).
static bool fixture_weights(fixture *f) {
  mod_module m;
  facet_status_t s = mod_read_file(f->module, &m);
  if (s) return printf("%s\n", facet_status_message(s)), facet_status_free(s), false;
  tool_param_spec *specs = calloc(m.param_count + 1, sizeof *specs);
  for (uint32_t i = 0; i < m.param_count; i++) {
    const mod_param *p = &m.params[i];
    specs[i] = (tool_param_spec){.key = p->key, .dtype = (dtype)p->dtype, .rank = p->rank};
    memcpy(specs[i].dims, p->dims, sizeof p->dims);
    specs[i].splat = i % 2 == 0;
    specs[i].pattern_length = (uint8_t)dtype_size((dtype)p->dtype);
    memset(specs[i].pattern, i == 0 ? 0x3c : 0x01, specs[i].pattern_length);
  }
  s = tool_params_write(f->weights, "irpa", specs, m.param_count, fill_values, NULL);
  tool_param_spec other = {.key = "unused", .dtype = DT_F32, .rank = 1, .dims = {16}};
  char path[128];
  snprintf(path, sizeof path, "%s/extra.safetensors", f->dir);
  if (!s) s = tool_params_write(path, "safetensors", &other, 1, fill_values, NULL);
  free(specs);
  mod_free(&m);
  if (s) {
    printf("%s\n", facet_status_message(s));
    facet_status_free(s);
    return false;
  }
  char *data = NULL;
  s = file_read_all(path, &data, &f->extra_size);
  facet_status_free(s);
  f->extra = (uint8_t *)data;
  return !s;
}

static bool fixture_build(fixture *f) {
  memset(f, 0, sizeof *f);
  snprintf(f->dir, sizeof f->dir, "/tmp/facet_test_reliability_XXXXXX");
  if (!mkdtemp(f->dir)) return false;
  snprintf(f->mlir, sizeof f->mlir, "%s/m.mlir", f->dir);
  snprintf(f->module, sizeof f->module, "%s/m.facet", f->dir);
  snprintf(f->weights, sizeof f->weights, "%s/w.irpa", f->dir);
  snprintf(f->copy, sizeof f->copy, "%s/copy.irpa", f->dir);
  const char *build = getenv("BUILD");
  char cmd[1024];
  snprintf(cmd, sizeof cmd,
           "B=%s/bin && $B/facet-gen-model --layers=2 --hidden=64 --ffn=96 --max-s=64 --prefill=1 "
           "--decode=1 --weights=globals -o %s && $B/facet-compile %s -o %s",
           build && *build ? build : "build", f->mlir, f->mlir, f->module);
  if (system(cmd) != 0) return printf("cannot build the model: %s\n", cmd), false;
  return fixture_weights(f);
}

static void fixture_remove(fixture *f) {
  char cmd[128];
  snprintf(cmd, sizeof cmd, "rm -rf %s", f->dir);
  if (system(cmd) != 0) printf("cannot remove %s\n", f->dir);
  free(f->extra);
}

//
// Calls and their results
//
typedef struct call_case {
  const char *function;
  int64_t tokens; // the input is 1 x tokens x 64 f16
} call_case;

static const call_case cases[] = {
    {"prefill_bs1", 16}, {"prefill_bs1", 48}, {"decode_bs1", 1}, {"prefill_bs1", 1024}};
enum { CASES = sizeof cases / sizeof cases[0] };

static facet_status_t make_input(facet_runtime_t *rt, const call_case *c, facet_tensor_t **out) {
  facet_status_t s =
      facet_tensor_create(rt, FACET_DTYPE_F16, 3, (int64_t[]){1, c->tokens, 64}, out);
  if (s) return s;
  uint16_t *h = facet_tensor_data(*out);
  for (size_t i = 0; i < facet_tensor_element_count(*out); i++)
    h[i] = (uint16_t)(0x3000 + (i * 7 + (size_t)c->tokens) % 0x800); // in [0.125, 1)
  return NULL;
}

// Calls case c; *result gets a malloc'ed copy of output 0's bytes.
static facet_status_t run_case(facet_runtime_t *rt, facet_module_t *module, const call_case *c,
                               uint8_t **result, size_t *bytes) {
  facet_function_t *fn = NULL;
  facet_tensor_t *in = NULL, *out = NULL;
  facet_status_t s = facet_module_lookup_function(module, c->function, &fn);
  if (!s) s = make_input(rt, c, &in);
  if (!s) s = facet_function_call(fn, &in, 1, &out, 1);
  if (!s) {
    *bytes = facet_tensor_byte_size(out);
    *result = malloc(*bytes);
    memcpy(*result, facet_tensor_data(out), *bytes);
  }
  facet_tensor_release(in);
  facet_tensor_release(out);
  return s;
}

typedef struct expected {
  uint8_t *bytes[CASES];
  size_t size[CASES];
} expected;

static bool compute_expected(const fixture *f, expected *e) {
  facet_runtime_t *rt = NULL;
  facet_module_t *module = NULL;
  bool ok = CHECK_OK(facet_runtime_create(&(facet_runtime_options_t){1, {0}}, &rt)) &&
            CHECK_OK(facet_runtime_add_parameters(rt, "model", f->weights)) &&
            CHECK_OK(facet_module_load_file(rt, f->module, &module));
  for (int i = 0; ok && i < CASES; i++)
    ok = CHECK_OK(run_case(rt, module, &cases[i], &e->bytes[i], &e->size[i]));
  facet_module_release(module);
  facet_runtime_release(rt);
  return ok;
}

static bool same_result(const expected *e, int c, const uint8_t *bytes, size_t size) {
  return size == e->size[c] && memcmp(bytes, e->bytes[c], size) == 0;
}

//
// Faults
//
typedef struct failing {
  atomic_long calls;         // allocation requests so far
  atomic_long allocs, frees; // blocks handed out and returned
  long fail_at;              // the request (1-based) that fails; 0: none
  atomic_bool failed;
} failing;

static void *failing_alloc(void *self, size_t size, size_t alignment) {
  failing *f = self;
  if (atomic_fetch_add(&f->calls, 1) + 1 == f->fail_at) {
    f->failed = true;
    return NULL;
  }
  void *p = NULL;
  if (posix_memalign(&p, alignment < sizeof(void *) ? sizeof(void *) : alignment, size) != 0)
    return NULL;
  atomic_fetch_add(&f->allocs, 1);
  return p;
}

static void failing_free(void *self, void *p) {
  atomic_fetch_add(&((failing *)self)->frees, 1);
  free(p);
}

// A step that may meet the injected failure: it must then say "out of
// memory: <what>", and the same step again must succeed.
typedef struct fault_run {
  failing *f;
  int injected; // failures seen (0 or 1)
  char what[256];
} fault_run;

static bool step(fault_run *r, facet_status_t s, facet_status_t (*again)(void *), void *arg,
                 int line) {
  if (!s) return true;
  const char *oom = strstr(facet_status_message(s), "out of memory: "); // after any context
  bool named = facet_status_code(s) == FACET_STATUS_RESOURCE_EXHAUSTED && oom && strlen(oom) > 20;
  if (!named || !r->f->failed || r->injected) {
    printf("%s:%d: allocation %ld: unexpected %s \"%s\"\n", __FILE__, line, r->f->fail_at,
           facet_status_code_name(facet_status_code(s)), facet_status_message(s));
    failures++;
    facet_status_free(s);
    return false;
  }
  r->injected++;
  snprintf(r->what, sizeof r->what, "%s", facet_status_message(s));
  facet_status_free(s);
  return check_ok(again(arg), "the step after an injected failure", line); // next call succeeds
}

typedef struct fault_state {
  const fixture *fx;
  facet_runtime_options_t options;
  facet_runtime_t *rt;
  facet_module_t *module;
  const call_case *c;
  uint8_t *result;
  size_t bytes;
} fault_state;

static facet_status_t do_create(void *p) {
  fault_state *st = p;
  return facet_runtime_create(&st->options, &st->rt);
}
static facet_status_t do_add_file(void *p) {
  fault_state *st = p;
  return facet_runtime_add_parameters(st->rt, "model", st->fx->weights);
}
static facet_status_t do_add_memory(void *p) {
  fault_state *st = p;
  return facet_runtime_add_parameters_memory(st->rt, "extra", st->fx->extra, st->fx->extra_size);
}
static facet_status_t do_load(void *p) {
  fault_state *st = p;
  return facet_module_load_file(st->rt, st->fx->module, &st->module);
}
static facet_status_t do_call(void *p) {
  fault_state *st = p;
  free(st->result);
  st->result = NULL;
  return run_case(st->rt, st->module, st->c, &st->result, &st->bytes);
}

// One run with allocation `n` failing; false when no allocation failed
// (n is past the last one).
static bool fault_once(const fixture *fx, const expected *e, long n, char *what, size_t whatn) {
  failing f = {0, 0, 0, n, false};
  fault_run r = {&f, 0, ""};
  fault_state st = {fx, {2, {&f, failing_alloc, failing_free}}, NULL, NULL, NULL, NULL, 0};
  bool ok = step(&r, do_create(&st), do_create, &st, __LINE__) &&
            step(&r, do_add_file(&st), do_add_file, &st, __LINE__) &&
            step(&r, do_add_memory(&st), do_add_memory, &st, __LINE__) &&
            step(&r, do_load(&st), do_load, &st, __LINE__);
  for (int c = 0; ok && c < 3; c++) { // prefill twice (a larger one), decode
    st.c = &cases[c];
    ok = step(&r, do_call(&st), do_call, &st, __LINE__);
    if (ok && !same_result(e, c, st.result, st.bytes)) {
      printf("%s:%d: allocation %ld failed: %s gives other results\n", __FILE__, __LINE__, n,
             cases[c].function);
      failures++;
    }
  }
  free(st.result);
  facet_module_release(st.module);
  facet_runtime_release(st.rt);
  if (f.allocs != f.frees) {
    printf("%s:%d: allocation %ld failed: %ld allocations, %ld frees\n", __FILE__, __LINE__, n,
           (long)f.allocs, (long)f.frees);
    failures++;
  }
  snprintf(what, whatn, "%s", r.what);
  return f.failed;
}

static void check_faults(const fixture *fx, const expected *e) {
  long n = 1;
  int distinct = 0;
  char what[256], last[256] = "";
  while (fault_once(fx, e, n, what, sizeof what) && n < 100000) {
    if (strcmp(what, last)) distinct++;
    snprintf(last, sizeof last, "%s", what);
    n++;
  }
  CHECK(n > 20 && n < 100000);
  printf("faults: %ld allocations failed in turn, each a status (%d distinct messages, e.g. "
         "\"%s\")\n",
         n - 1, distinct, last);
}

//
// Threads
//
typedef struct thread_arg {
  facet_runtime_t *rt;
  facet_module_t *module;
  const expected *e;
  int index;
  atomic_int *mismatches;
  const char *module_path;
} thread_arg;

static void *caller_main(void *p) {
  thread_arg *a = p;
  for (int i = 0; i < 12; i++) {
    int c = (a->index + i) % CASES;
    uint8_t *bytes = NULL;
    size_t size = 0;
    if (CHECK_OK(run_case(a->rt, a->module, &cases[c], &bytes, &size)) &&
        !same_result(a->e, c, bytes, size))
      (*a->mismatches)++;
    free(bytes);
  }
  return NULL;
}

static void *loader_main(void *p) {
  thread_arg *a = p;
  for (int i = 0; i < 4; i++) {
    facet_module_t *m = NULL;
    if (CHECK_OK(facet_module_load_file(a->rt, a->module_path, &m))) facet_module_release(m);
  }
  return NULL;
}

static void check_threads(const fixture *fx, const expected *e) {
  facet_runtime_t *rt = NULL;
  facet_module_t *module = NULL;
  if (!CHECK_OK(facet_runtime_create(&(facet_runtime_options_t){4, {0}}, &rt))) return;
  if (CHECK_OK(facet_runtime_add_parameters(rt, "model", fx->weights)) &&
      CHECK_OK(facet_module_load_file(rt, fx->module, &module))) {
    atomic_int mismatches = 0;
    pthread_t threads[9];
    thread_arg args[9];
    for (int i = 0; i < 9; i++) {
      args[i] = (thread_arg){rt, module, e, i, &mismatches, fx->module};
      CHECK(pthread_create(&threads[i], NULL, i < 8 ? caller_main : loader_main, &args[i]) == 0);
    }
    for (int i = 0; i < 9; i++) pthread_join(threads[i], NULL);
    CHECK(mismatches == 0);
    printf("threads: 8 x 12 calls at once (and 4 loads), %d results differ from serial ones\n",
           (int)mismatches);
  }
  facet_module_release(module);
  facet_runtime_release(rt);
}

//
// fork()
//
static void check_fork(const fixture *fx, const expected *e) {
#ifdef UNDER_TSAN
  (void)fx, (void)e;
  printf("fork: skipped under ThreadSanitizer (it does not support threads after fork)\n");
#else
  facet_runtime_t *rt = NULL;
  facet_module_t *module = NULL;
  if (!CHECK_OK(facet_runtime_create(&(facet_runtime_options_t){4, {0}}, &rt))) return;
  uint8_t *bytes = NULL;
  size_t size = 0;
  int big = CASES - 1; // 1024 tokens: several workgroups per dispatch
  if (CHECK_OK(facet_runtime_add_parameters(rt, "model", fx->weights)) &&
      CHECK_OK(facet_module_load_file(rt, fx->module, &module)) &&
      CHECK_OK(run_case(rt, module, &cases[big], &bytes, &size))) { // the workers run
    free(bytes);
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) { // the child: its calls must not wait for workers that are not there
      alarm(20);
      int bad = 0;
      for (int i = 0; i < 3; i++) {
        facet_status_t s = run_case(rt, module, &cases[big], &bytes, &size);
        bad += s != NULL || !same_result(e, big, bytes, size);
        facet_status_free(s);
        free(bytes);
      }
      _exit(bad ? 1 : 0);
    }
    int status = 0;
    CHECK(pid > 0 && waitpid(pid, &status, 0) == pid);
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    if (WIFSIGNALED(status))
      printf("fork: the child died of signal %d (SIGALRM: it hung)\n", WTERMSIG(status));
    if (CHECK_OK(run_case(rt, module, &cases[big], &bytes, &size))) { // the parent still works
      CHECK(same_result(e, big, bytes, size));
      free(bytes);
    }
    if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
      printf("fork: a child's calls on 4 threads give the parent's results\n");
  }
  facet_module_release(module);
  facet_runtime_release(rt);
#endif
}

//
// Parameter files changed under their mapping
//
static bool copy_file(const char *from, const char *to) {
  char cmd[256];
  snprintf(cmd, sizeof cmd, "cp %s %s", from, to);
  return system(cmd) == 0;
}

static void check_status_has(facet_status_t s, facet_status_code_t code, const char *text,
                             int line) {
  if (!s || facet_status_code(s) != code || !strstr(facet_status_message(s), text)) {
    printf("%s:%d: expected %s \"...%s...\", got \"%s\"\n", __FILE__, line,
           facet_status_code_name(code), text, facet_status_message(s));
    failures++;
  }
  facet_status_free(s);
}

static void check_changed_files(const fixture *fx) {
  facet_runtime_t *rt = NULL;
  facet_module_t *module = NULL;
  facet_function_t *fn = NULL;
  facet_tensor_t *in = NULL, *out = NULL;
  if (!copy_file(fx->weights, fx->copy) ||
      !CHECK_OK(facet_runtime_create(&(facet_runtime_options_t){2, {0}}, &rt)))
    return;
  if (CHECK_OK(facet_runtime_add_parameters(rt, "model", fx->copy)) &&
      CHECK_OK(facet_module_load_file(rt, fx->module, &module)) &&
      CHECK_OK(facet_module_lookup_function(module, "decode_bs1", &fn)) &&
      CHECK_OK(make_input(rt, &cases[2], &in)) &&
      CHECK_OK(facet_function_call(fn, &in, 1, &out, 1))) {
    facet_tensor_release(out);
    CHECK(truncate(fx->copy, 4096) == 0); // the data pages are gone: reading them is SIGBUS
    check_status_has(facet_function_call(fn, &in, 1, &out, 1), FACET_STATUS_DATA_LOSS,
                     "changed size from", __LINE__);
    check_status_has(facet_module_load_file(rt, fx->module, &module), FACET_STATUS_DATA_LOSS,
                     "changed size from", __LINE__);
    CHECK(copy_file(fx->weights, fx->copy)); // the same size again, rewritten in place
    check_status_has(facet_function_call(fn, &in, 1, &out, 1), FACET_STATUS_DATA_LOSS,
                     "was modified in place", __LINE__);
    printf("changed parameter files: a truncated or rewritten file fails the call cleanly\n");
  }
  facet_tensor_release(in);
  facet_module_release(module);
  facet_runtime_release(rt);
}

//
// Soak
//
typedef struct counting {
  atomic_long allocs, frees;
} counting;

static void *counting_alloc(void *self, size_t size, size_t alignment) {
  void *p = NULL;
  if (posix_memalign(&p, alignment < sizeof(void *) ? sizeof(void *) : alignment, size))
    return NULL;
  atomic_fetch_add(&((counting *)self)->allocs, 1);
  return p;
}

static void counting_free(void *self, void *p) {
  atomic_fetch_add(&((counting *)self)->frees, 1);
  free(p);
}

static long resident_kib(void) {
  long pages = 0, resident = 0;
  FILE *f = fopen("/proc/self/statm", "r");
  if (f && fscanf(f, "%ld %ld", &pages, &resident) != 2) resident = 0;
  if (f) fclose(f);
  return resident * (sysconf(_SC_PAGESIZE) / 1024);
}

static int open_fds(void) {
  DIR *d = opendir("/proc/self/fd");
  int n = 0;
  while (d && readdir(d)) n++;
  if (d) closedir(d);
  return n - 3; // ".", ".." and the directory's own descriptor
}

static double now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec * 1e-3;
}

static int compare_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

enum { SOAK_WINDOWS = 10 };

typedef struct soak_window {
  double median_us;
  long rss_kib, live;
  int fds;
} soak_window;

static void soak_report(const soak_window *w, long calls) {
  printf("soak: %ld decode calls, %d windows of %ld\n  window  median us/call  RSS KiB  fds  live "
         "allocations\n",
         calls, SOAK_WINDOWS, calls / SOAK_WINDOWS);
  for (int i = 0; i < SOAK_WINDOWS; i++)
    printf("  %6d  %14.1f  %7ld  %3d  %ld\n", i, w[i].median_us, w[i].rss_kib, w[i].fds, w[i].live);
}

// Window 0 warms up; the others must not grow.
static void soak_judge(const soak_window *w) {
  double fastest = w[1].median_us;
  for (int i = 1; i < SOAK_WINDOWS; i++)
    if (w[i].median_us < fastest) fastest = w[i].median_us;
  for (int i = 2; i < SOAK_WINDOWS; i++) {
    CHECK(w[i].fds == w[1].fds);
    CHECK(w[i].live == w[1].live); // the same allocations outstanding between calls
  }
#ifndef UNDER_ASAN // ASan's quarantine holds freed blocks: RSS grows by design
  CHECK(w[SOAK_WINDOWS - 1].rss_kib - w[1].rss_kib < 2048);
#endif
  // Time: a shared machine is noisy; a leak-like slowdown is not 3x noise.
  CHECK(w[SOAK_WINDOWS - 1].median_us < 3 * fastest + 20);
}

static void check_soak(const fixture *fx) {
  const char *env = getenv("FACET_SOAK_CALLS");
  long calls = env && *env ? atol(env) : 2000;
  if (calls < SOAK_WINDOWS * 10) calls = SOAK_WINDOWS * 10;
  long per = calls / SOAK_WINDOWS;
  counting count = {0, 0};
  facet_runtime_t *rt = NULL;
  facet_module_t *module = NULL;
  facet_function_t *fn = NULL;
  facet_tensor_t *in = NULL;
  double *times = calloc((size_t)per, sizeof *times);
  soak_window w[SOAK_WINDOWS] = {{0}};
  bool ok = CHECK_OK(facet_runtime_create(
                &(facet_runtime_options_t){2, {&count, counting_alloc, counting_free}}, &rt)) &&
            CHECK_OK(facet_runtime_add_parameters(rt, "model", fx->weights)) &&
            CHECK_OK(facet_module_load_file(rt, fx->module, &module)) &&
            CHECK_OK(facet_module_lookup_function(module, "decode_bs1", &fn)) &&
            CHECK_OK(make_input(rt, &cases[2], &in));
  for (int k = 0; ok && k < SOAK_WINDOWS; k++) {
    for (long i = 0; ok && i < per; i++) {
      facet_tensor_t *out = NULL;
      double t0 = now_us();
      ok = CHECK_OK(facet_function_call(fn, &in, 1, &out, 1));
      facet_tensor_release(out);
      times[i] = now_us() - t0;
    }
    qsort(times, (size_t)per, sizeof *times, compare_double);
    w[k] = (soak_window){times[per / 2], resident_kib(), count.allocs - count.frees, open_fds()};
  }
  if (ok) {
    soak_report(w, calls);
    soak_judge(w);
  }
  facet_tensor_release(in);
  facet_module_release(module);
  facet_runtime_release(rt);
  CHECK(count.allocs == count.frees);
  free(times);
}

int main(void) {
  fixture fx;
  expected e = {{0}, {0}};
  if (!fixture_build(&fx) || !compute_expected(&fx, &e)) {
    printf("%s:%d: cannot set up the model (run from the repository root, tools built)\n", __FILE__,
           __LINE__);
    return 1;
  }
  const char *only = getenv("FACET_RELIABILITY_ONLY"); // "soak" for the long run
  if (!only || strstr(only, "faults")) check_faults(&fx, &e);
  if (!only || strstr(only, "threads")) check_threads(&fx, &e);
  if (!only || strstr(only, "fork")) check_fork(&fx, &e);
  if (!only || strstr(only, "files")) check_changed_files(&fx);
  if (!only || strstr(only, "soak")) check_soak(&fx);
  for (int i = 0; i < CASES; i++) free(e.bytes[i]);
  fixture_remove(&fx);
  if (failures) printf("test_reliability: %d failures\n", (int)failures);
  return failures != 0;
}
