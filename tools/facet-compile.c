// facet-compile: torch-dialect MLIR -> one .facet module.
//
//   facet-compile IN.mlir -o OUT.facet [--report=R.json] [pipeline flags]
//
// Outputs are all or nothing: the module and the report are each written
// to a temporary file (src/tooling/file.c) and renamed over the old ones
// only when both are complete, so a failed compile, module or report
// leaves the previous files as they were, and the error says why.
//
// On a terminal (stderr a TTY) a progress line is kept up to date while the
// kernels compile: "facet-compile: compiling kernel 5 of 12 (-j 2), 3.1 s",
// and erased at the end.
// The driver (src/codegen/cc.c) reports nothing as it goes, so a watcher
// thread counts its files: facet-compile points TMPDIR at a private
// directory, in which cc.c makes its facet-cc-* directory, one .c per
// kernel source, one .log per started compiler, one .o per object and
// finally the linked .so. Without a terminal nothing is printed.
#include "frontend/frontend.h"
#include "transform/transform.h"
#include "tooling/tooling.h"

#include <dirent.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static int usage(void) {
  fputs("usage: facet-compile IN.mlir -o OUT.facet [--report=FILE.json]\n"
        "  [--target-cpu=host|x86-64-v4-bf16|x86-64-v4|x86-64-v3|x86-64] [--dedup=on|off] [--cull=on|off]\n"
        "  [--generalize=none|batch|all] [--specialize=on|off] [--split-rows=on|off]\n"
        "  [--max-variants-per-executable=N] [--entry=NAME[,NAME...]]\n"
        "  [--dump-executable-sources-to=DIR] [--print-after=PASS|all] [-j N] [--cc=CMD]\n"
        "  [--dry-run] [--cache=on|off] [--cache-dir=DIR] [--cache-max-size=N[K|M|G]]\n"
        "  [--const-eval-limit=N[K|M|G]] (values computed at compile time up to N bytes; 0 = off)\n",
        stderr);
  return 1;
}

typedef struct args {
  const char *input, *output, *report;
} args;

// Prints a failed status; false.
static bool output_error(facet_status_t s) {
  fprintf(stderr, "facet-compile: %s\n", facet_status_message(s));
  facet_status_free(s);
  return false;
}

// Writes bytes to the temporary file of f (opened on `path`); false after
// printing why.
static bool output_stage(tool_file *f, const char *path, const void *data, size_t n) {
  facet_status_t s = tool_file_open(f, path);
  if (!s) {
    tool_file_write(f, data, n);
    s = tool_file_finish(f);
  }
  return !s || output_error(s);
}

// The module (unless a dry run) and the report: both staged, then both
// renamed into place; nothing is replaced unless everything was written.
static bool write_outputs(const args *a, const pipeline_options *o, ir_context *ctx,
                          const pipeline_stats *st, const mod_module *m) {
  tool_file mf = {NULL, NULL, -1, 0}, rf = mf;
  uint8_t *bytes = NULL;
  size_t size = 0;
  const char *err = NULL;
  bool ok = true;
  if (a->output && !o->build.dry_run) {
    if (!mod_write_checked(m, &bytes, &size, &err)) {
      fprintf(stderr, "facet-compile: cannot write '%s': %s\n", a->output, err ? err : "error");
      ok = false;
    }
    ok = ok && output_stage(&mf, a->output, bytes, size);
  }
  if (ok && a->report) {
    strbuf sb = {0};
    pipeline_report_json(&sb, ctx, st, size);
    ok = output_stage(&rf, a->report, sb.data, sb.len);
    sb_free(&sb);
  }
  // Two renames in one directory each: the second fails only if the
  // report's directory changed under us, and then says so.
  facet_status_t s = NULL;
  if (ok && a->output && !o->build.dry_run) s = tool_file_commit(&mf);
  if (ok && !s && a->report) s = tool_file_commit(&rf);
  if (s) ok = output_error(s);
  tool_file_discard(&mf);
  tool_file_discard(&rf);
  free(bytes);
  return ok;
}

//
// The progress line
//
typedef struct progress {
  char dir[4096];     // private TMPDIR
  int jobs;
  pthread_t thread;
  pthread_mutex_t lock;
  pthread_cond_t wake;
  bool stop, running, shown;
  double start;
} progress;

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static bool ends_with(const char *s, const char *suffix) {
  size_t n = strlen(s), k = strlen(suffix);
  return n >= k && !strcmp(s + n - k, suffix);
}

// Counts sources, started compilers (logs) and a linked object in the
// driver's directory (the one facet-cc-* entry of p->dir).
static void count_files(const progress *p, int *sources, int *started, bool *linked) {
  *sources = *started = 0;
  *linked = false;
  DIR *top = opendir(p->dir);
  struct dirent *e;
  char sub[4400] = "";
  while (top && (e = readdir(top)))
    if (!strncmp(e->d_name, "facet-cc-", 9))
      snprintf(sub, sizeof sub, "%s/%s", p->dir, e->d_name);
  if (top) closedir(top);
  DIR *d = sub[0] ? opendir(sub) : NULL;
  while (d && (e = readdir(d))) {
    *sources += ends_with(e->d_name, ".c");
    *started += ends_with(e->d_name, ".log");
    *linked |= ends_with(e->d_name, ".so");
  }
  if (d) closedir(d);
}

static void *progress_main(void *arg) {
  progress *p = arg;
  pthread_mutex_lock(&p->lock);
  while (!p->stop) {
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_nsec += 200 * 1000 * 1000;
    if (until.tv_nsec >= 1000000000) until.tv_sec++, until.tv_nsec -= 1000000000;
    pthread_cond_timedwait(&p->wake, &p->lock, &until);
    if (p->stop) break;
    int sources, started;
    bool linked;
    count_files(p, &sources, &started, &linked);
    double t = now() - p->start;
    if (!sources && t < 0.5) continue; // quick compiles print nothing
    if (linked || started > sources) // the linker has a log of its own
      fprintf(stderr, "\r\033[Kfacet-compile: linking %d kernels, %.1f s", sources, t);
    else if (sources)
      fprintf(stderr, "\r\033[Kfacet-compile: compiling kernel %d of %d (-j %d), %.1f s",
              started, sources, p->jobs, t);
    else
      fprintf(stderr, "\r\033[Kfacet-compile: import and passes, %.1f s", t);
    p->shown = true;
  }
  if (p->shown) fputs("\r\033[K", stderr); // leave the terminal as it was
  pthread_mutex_unlock(&p->lock);
  return NULL;
}

// Starts the watcher when stderr is a terminal; otherwise does nothing.
static void progress_start(progress *p, int jobs) {
  memset(p, 0, sizeof *p);
  if (!isatty(STDERR_FILENO)) return;
  const char *tmp = getenv("TMPDIR");
  snprintf(p->dir, sizeof p->dir, "%s/facet-compile-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(p->dir)) return;
  setenv("TMPDIR", p->dir, 1);
  p->jobs = jobs;
  p->start = now();
  pthread_mutex_init(&p->lock, NULL);
  pthread_cond_init(&p->wake, NULL);
  p->running = pthread_create(&p->thread, NULL, progress_main, p) == 0;
  if (!p->running) rmdir(p->dir);
}

static void progress_stop(progress *p) {
  if (!p->running) return;
  pthread_mutex_lock(&p->lock);
  p->stop = true;
  pthread_cond_signal(&p->wake);
  pthread_mutex_unlock(&p->lock);
  pthread_join(p->thread, NULL);
  rmdir(p->dir); // the driver removed its own files
}

static bool parse_args(int argc, char **argv, args *a, pipeline_options *o) {
  for (int i = 1; i < argc; i++) {
    const char *s = argv[i];
    if (!strcmp(s, "-j") && i + 1 < argc) { // "-j N"; "-j4" is pipeline_parse_flag's
      char *end;
      long n = strtol(argv[++i], &end, 10);
      if (*end || n < 1 || n > 1024) {
        fprintf(stderr, "facet-compile: bad value in '-j %s'\n", argv[i]);
        return false;
      }
      o->build.jobs = (int)n;
      continue;
    }
    int r = pipeline_parse_flag(o, s);
    if (r < 0) return false;
    if (r > 0) continue;
    if (!strcmp(s, "-o") && i + 1 < argc) a->output = argv[++i];
    else if (!strncmp(s, "--report=", 9)) a->report = s + 9;
    else if (s[0] == '-' && s[1]) {
      fprintf(stderr, "facet-compile: unknown flag '%s'\n", s);
      return false;
    } else if (!a->input) a->input = s;
    else return false;
  }
  return a->input && (a->output || o->build.dry_run);
}

int main(int argc, char **argv) {
  for (int i = 1; i < argc; i++)
    if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
      usage();
      return 0;
    }
  pipeline_options o;
  pipeline_default_options(&o);
  args a = {0};
  if (!parse_args(argc, argv, &a, &o)) return usage();
  diag_engine diag;
  diag_init(&diag, stderr);
  ir_context *ctx = ir_context_create(&diag);
  arena ast = {0};
  char *text = NULL;
  mod_module m = {0};
  pipeline_stats st = {0};
  progress p;
  progress_start(&p, o.build.jobs);
  bool ok = frontend_import_file(ctx, &ast, a.input, &text) &&
            pipeline_filter_entries(ctx, o.entries) && pipeline_run(ctx, &o, &st, &m);
  progress_stop(&p);
  arena_free(&ast);
  if (ok) ok = write_outputs(&a, &o, ctx, &st, &m);
  free(m.kernel_object);
  free(m.compiler_command);
  arena_free(&m.mem);
  ir_context_destroy(ctx);
  free(text);
  int errors = diag.errors;
  diag_free(&diag);
  return ok && !errors ? 0 : 1;
}
