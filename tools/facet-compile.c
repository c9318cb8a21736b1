// facet-compile: torch-dialect MLIR -> one .facet module.
//
//   facet-compile IN.mlir -o OUT.facet [--report=R.json] [pipeline flags]
//
// A failed compile leaves no output file: the module is written last, to a
// temporary name renamed into place.
#include "../src/frontend/frontend.h"
#include "../src/transform/transform.h"

#include <stdlib.h>
#include <string.h>

static int usage(void) {
  fputs("usage: facet-compile IN.mlir -o OUT.facet [--report=FILE.json]\n"
        "  [--target-cpu=host|x86-64-v3|x86-64] [--dedup=on|off] [--specialize=on|off]\n"
        "  [--max-variants-per-executable=N] [--entry=NAME[,NAME...]]\n"
        "  [--dump-executable-sources-to=DIR] [--print-after=PASS|all] [-j N] [--cc=CMD]\n"
        "  [--dry-run]\n",
        stderr);
  return 1;
}

static bool write_text_file(const char *path, const char *text) {
  char tmp[4096];
  snprintf(tmp, sizeof tmp, "%s.tmp", path);
  FILE *f = fopen(tmp, "wb");
  if (!f) return false;
  bool ok = fputs(text, f) >= 0;
  ok &= fclose(f) == 0;
  if (ok && rename(tmp, path) == 0) return true;
  remove(tmp);
  return false;
}

typedef struct args {
  const char *input, *output, *report;
} args;

static bool parse_args(int argc, char **argv, args *a, pipeline_options *o) {
  for (int i = 1; i < argc; i++) {
    const char *s = argv[i];
    int r = pipeline_parse_flag(o, s);
    if (r < 0) return false;
    if (r > 0) continue;
    if (!strcmp(s, "-o") && i + 1 < argc) a->output = argv[++i];
    else if (!strcmp(s, "-j") && i + 1 < argc) {
      o->build.jobs = atoi(argv[++i]);
      if (o->build.jobs < 1) return false;
    } else if (!strncmp(s, "--report=", 9)) a->report = s + 9;
    else if (s[0] == '-' && s[1]) {
      fprintf(stderr, "facet-compile: unknown flag '%s'\n", s);
      return false;
    } else if (!a->input) a->input = s;
    else return false;
  }
  return a->input && (a->output || o->build.dry_run);
}

int main(int argc, char **argv) {
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
  bool ok = frontend_import_file(ctx, &ast, a.input, &text) &&
            pipeline_filter_entries(ctx, o.entries) && pipeline_run(ctx, &o, &st, &m);
  arena_free(&ast);
  const char *err = NULL;
  if (ok && a.output && !o.build.dry_run && !mod_write_file(&m, a.output, &err)) {
    fprintf(stderr, "facet-compile: cannot write '%s': %s\n", a.output, err ? err : "error");
    ok = false;
  }
  if (ok && a.report) {
    FILE *f = a.output ? fopen(a.output, "rb") : NULL;
    uint64_t bytes = 0;
    if (f) {
      fseek(f, 0, SEEK_END);
      bytes = (uint64_t)ftell(f);
      fclose(f);
    }
    strbuf sb = {0};
    pipeline_report_json(&sb, ctx, &st, bytes);
    if (!write_text_file(a.report, sb_cstr(&sb))) {
      fprintf(stderr, "facet-compile: cannot write report '%s'\n", a.report);
      if (a.output) remove(a.output);
      ok = false;
    }
    sb_free(&sb);
  }
  free(m.kernel_object);
  free(m.compiler_command);
  arena_free(&m.mem);
  ir_context_destroy(ctx);
  free(text);
  int errors = diag.errors;
  diag_free(&diag);
  return ok && !errors ? 0 : 1;
}
