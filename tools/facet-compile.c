// facet-compile: torch-dialect MLIR -> one .facet module.
//
//   facet-compile IN.mlir -o OUT.facet [--report=R.json] [pipeline flags]
//
// Outputs are all or nothing: the module and the report are each written
// to a temporary file (src/tooling/file.c) and renamed over the old ones
// only when both are complete, so a failed compile, module or report
// leaves the previous files as they were, and the error says why.
//
// On a terminal (stderr a TTY, and no --quiet) a progress line is kept up
// to date: the pass running ("facet-compile: after dedup, 1.2 s"), then the
// kernels ("facet-compile: kernel objects 5 of 12, 3 from the cache, -j 2,
// 3.1 s"), erased at the end. The pipeline names each pass as it ends
// (pipeline_options.on_pass), which also gives the report's per-pass times.
// The driver (src/codegen/cc.c) reports nothing as it goes, so a watcher
// thread counts its files: facet-compile points TMPDIR at a private
// directory, in which cc.c makes its facet-cc-* directory, one .c per
// kernel source, one .log per started compiler, one .o per object (a cache
// hit: an .o without a .log) and finally the linked .so. Without a
// terminal nothing is printed.
#include "frontend/frontend.h"
#include "tooling/tooling.h"
#include "transform/transform.h"

#include <dirent.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

// --help: these lines, the pipeline's flags (src/transform/options.c), the tail.
static const char usage_head[] =
    "usage: facet-compile IN.mlir -o OUT.facet [flags]   (IN or OUT may be -: stdin, stdout)\n"
    "  -o FILE            the module to write (- for standard output)\n"
    "  --report=FILE      a JSON report: executables, rows, variants, per-pass times (-: stdout)\n";
static const char usage_tail[] =
    "  --quiet            no progress line and no warnings\n"
    "  --help, --version  this text; facet's version and module format\n"
    "IREE's flags (--iree-*, --mlir-*) are accepted with a note of what facet does instead.\n";

// facet-compile's own flags, for "did you mean" (the pipeline's are in
// options.c's table).
static const char *const own_flags[] = {"-o", "--report", "--quiet", "--help", "--version"};

typedef struct args {
  const char *input, *output, *report;
  bool quiet; // --quiet: no progress line, no warnings
} args;

// Prints a failed status; false.
static bool output_error(facet_status_t s) {
  tool_fail(s);
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

typedef struct pass_times pass_times;
static void report_pass_times(strbuf *sb, const pass_times *t);

// The module (unless a dry run) and the report: both staged, then both
// renamed into place; nothing is replaced unless everything was written.
static bool write_outputs(const args *a, const pipeline_options *o, ir_context *ctx,
                          const pipeline_stats *st, const mod_module *m, const pass_times *t) {
  tool_file mf = {NULL, NULL, -1, 0}, rf = mf;
  uint8_t *bytes = NULL;
  size_t size = 0;
  bool ok = true;
  if (a->output && !o->build.dry_run) {
    facet_status_t s = mod_write_checked(m, &bytes, &size);
    if (s) {
      tool_error("cannot write %s: %s", a->output, facet_status_message(s));
      facet_status_free(s);
      ok = false;
    }
    ok = ok && output_stage(&mf, a->output, bytes, size);
  }
  if (ok && a->report) {
    strbuf sb = {0};
    pipeline_report_json(&sb, ctx, st, size);
    report_pass_times(&sb, t);
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
// The progress line and the per-pass times
//
typedef struct progress {
  char dir[4096]; // private TMPDIR
  int jobs;
  const char *pass; // the last pass that ended (under lock)
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

typedef struct file_counts {
  int sources, started, objects, hits; // .c, .log, .o, .o without its .log
  bool linked;                         // the .so is there
} file_counts;

// An object with no compiler log came from the kernel cache.
static bool is_cache_hit(const char *dir, const char *object) {
  char log[4600];
  snprintf(log, sizeof log, "%s/%.*s.log", dir, (int)strlen(object) - 2, object);
  return access(log, F_OK) != 0;
}

// Counts the driver's files (in the one facet-cc-* entry of p->dir).
static void count_files(const progress *p, file_counts *c) {
  memset(c, 0, sizeof *c);
  DIR *top = opendir(p->dir);
  struct dirent *e;
  char sub[4400] = "";
  while (top && (e = readdir(top)))
    if (!strncmp(e->d_name, "facet-cc-", 9)) snprintf(sub, sizeof sub, "%s/%s", p->dir, e->d_name);
  if (top) closedir(top);
  DIR *d = sub[0] ? opendir(sub) : NULL;
  while (d && (e = readdir(d))) {
    c->sources += ends_with(e->d_name, ".c");
    c->started += ends_with(e->d_name, ".log");
    c->linked |= ends_with(e->d_name, ".so");
    if (ends_with(e->d_name, ".o")) {
      c->objects++;
      c->hits += is_cache_hit(sub, e->d_name);
    }
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
    file_counts c;
    count_files(p, &c);
    double t = now() - p->start;
    if (!c.sources && t < 0.5) continue;   // quick compiles print nothing
    if (c.linked || c.started > c.sources) // the linker has a log of its own
      fprintf(stderr, "\r\033[Kfacet-compile: linking %d kernels, %.1f s", c.sources, t);
    else if (c.sources)
      fprintf(stderr,
              "\r\033[Kfacet-compile: kernel objects %d of %d, %d from the cache, "
              "-j %d, %.1f s",
              c.objects, c.sources, c.hits, p->jobs, t);
    else
      fprintf(stderr, "\r\033[Kfacet-compile: %s%s, %.1f s", p->pass ? "after " : "importing",
              p->pass ? p->pass : "", t);
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

// Per-pass times for the report: each pass's seconds since the previous
// one ended ("import" since the compile started; "cull" includes building
// the kernels, which runs between specialize and cull).
typedef struct pass_times {
  const char *names[16];
  double seconds[16];
  int count;
  double last;
  progress *progress;
} pass_times;

// pipeline_options.on_pass: a pass ended.
static void on_pass(void *user, const char *pass) {
  pass_times *t = user;
  double n = now();
  if (t->count < 16) {
    t->names[t->count] = pass;
    t->seconds[t->count++] = n - t->last;
  }
  t->last = n;
  progress *p = t->progress;
  if (!p->running) return;
  pthread_mutex_lock(&p->lock);
  p->pass = pass;
  pthread_mutex_unlock(&p->lock);
}

// Adds "pass_seconds": {"import": 0.01, ...} as the report's last member.
static void report_pass_times(strbuf *sb, const pass_times *t) {
  while (sb->len && sb->data[sb->len - 1] != '}') sb->len--; // back to the object's closing brace
  if (!sb->len) return;
  sb->len--;
  while (sb->len && (sb->data[sb->len - 1] == '\n' || sb->data[sb->len - 1] == ' ')) sb->len--;
  sb->data[sb->len] = 0;
  sb_append(sb, ",\n  \"pass_seconds\": {");
  for (int i = 0; i < t->count; i++)
    sb_printf(sb, "%s\"%s\": %.6f", i ? ", " : "", t->names[i], t->seconds[i]);
  sb_append(sb, "}\n}\n");
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

// "-o FILE" (also "-o=FILE", "-oFILE"); false after an error.
static bool parse_output(int argc, char **argv, int *i, args *a) {
  const char *s = argv[*i];
  if (!strcmp(s, "-o")) {
    if (*i + 1 >= argc) return tool_error("-o needs a value (see --help)"), false;
    return a->output = argv[++*i], true;
  }
  a->output = s + 2 + (s[2] == '='); // "-oFILE", "-o=FILE"
  return true;
}

static bool parse_args(int argc, char **argv, args *a, pipeline_options *o) {
  for (int i = 1; i < argc; i++) {
    const char *s = argv[i];
    if (!strncmp(s, "-o", 2)) {
      if (!parse_output(argc, argv, &i, a)) return false;
      continue;
    }
    int r = pipeline_parse_flag(o, argc, argv, &i);
    if (r < 0) return false;
    if (r > 0) continue;
    if (!strncmp(s, "--report=", 9)) a->report = s + 9;
    else if (!strcmp(s, "--quiet")) a->quiet = true;
    else if (s[0] == '-' && s[1]) {
      if (!tool_unknown_pipeline_flag(s, pipeline_flag_name, pipeline_flag_count, own_flags,
                                      FACET_ARRAY_SIZE(own_flags)))
        return false;
    } else if (!a->input) a->input = s;
    else return tool_error("a second input '%s' (one .mlir file, see --help)", s), false;
  }
  if (!a->input && isatty(STDIN_FILENO))
    return tool_error("missing IN.mlir (- for standard input; see --help)"), false;
  if (!a->input) a->input = "-";
  if (!a->output && !o->build.dry_run)
    return tool_error("missing -o OUT.facet (- for standard output; see --help)"), false;
  return true;
}

// The outputs' directories exist and are writable, and no two outputs are
// the same standard output: before any work, so a typo costs no compile.
static bool check_outputs(const args *a, const pipeline_options *o) {
  if (a->output && a->report && !strcmp(a->output, "-") && !strcmp(a->report, "-"))
    return tool_error("-o - and --report=- would both write to standard output"), false;
  if (o->print_after && a->output && !strcmp(a->output, "-") && !o->build.dry_run)
    return tool_error("-o - and --print-after would both write to standard output"), false;
  facet_status_t s = tool_check_output(o->build.dry_run ? NULL : a->output);
  if (!s) s = tool_check_output(a->report);
  return !s || output_error(s);
}

// A module with no function to call is refused here, not at run time.
static bool check_functions(ir_context *ctx, const char *input) {
  for (size_t f = 0; f < ctx->functions.len; f++)
    if (!ctx->functions.data[f]->is_private) return true;
  diag_error(ctx->diag, ((loc){.file = input, .line = 1, .col = 1}),
             "no public function to compile (the module is empty)");
  return false;
}

int main(int argc, char **argv) {
  tool_init("facet-compile");
  strbuf usage = {0};
  sb_append(&usage, usage_head);
  pipeline_flags_help(&usage, true);
  sb_append(&usage, usage_tail);
  int rc = tool_standard_flags(argc, argv, sb_cstr(&usage));
  sb_free(&usage);
  if (rc >= 0) return rc;
  pipeline_options o;
  pipeline_default_options(&o);
  args a = {0};
  if (!parse_args(argc, argv, &a, &o) || !check_outputs(&a, &o)) return 1;
  diag_engine diag;
  diag_init(&diag, stderr);
  if (a.quiet) diag.quiet_warnings = true;
  ir_context *ctx = ir_context_create(&diag);
  arena ast = {0};
  char *text = NULL;
  mod_module m = {0};
  pipeline_stats st = {0};
  progress p;
  if (!a.quiet) progress_start(&p, o.build.jobs);
  else memset(&p, 0, sizeof p);
  pass_times times = {.last = now(), .progress = &p};
  o.on_pass = on_pass;
  o.on_pass_user = &times;
  bool ok = frontend_import_file(ctx, &ast, a.input, &text) && check_functions(ctx, a.input) &&
            pipeline_filter_entries(ctx, o.entries) && pipeline_run(ctx, &o, &st, &m);
  progress_stop(&p);
  arena_free(&ast);
  if (ok) ok = write_outputs(&a, &o, ctx, &st, &m, &times);
  free(m.kernel_object);
  free(m.compiler_command);
  arena_free(&m.mem);
  ir_context_destroy(ctx);
  free(text);
  int errors = diag.errors;
  diag_free(&diag);
  return ok && !errors ? 0 : 1;
}
