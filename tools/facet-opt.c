// facet-opt: run facet's passes on MLIR and print the IR (for FileCheck).
//
//   facet-opt IN.mlir [--split-input-file] [--print-after=PASS|all] [pipeline flags]
//   facet-opt --list-ops      (every op the importer knows, one a line)
//   facet-opt --bytecode-text IN.mlirbc   (MLIR bytecode as the text facet reads)
//
// Without --print-after, prints the imported IR; with it, runs the passes
// (up to culling) and prints after the named ones. No C compiler is run and
// no module is written.
#include "frontend/frontend.h"
#include "transform/transform.h"

#include <stdlib.h>
#include <string.h>

static int usage(void) {
  fputs("usage: facet-opt IN.mlir [--split-input-file] [--print-after=PASS|all]\n"
        "       facet-opt --list-ops\n"
        "       facet-opt --bytecode-text IN.mlirbc\n"
        "  [--dedup=on|off] [--cull=on|off] [--generalize=none|batch|all]\n"
        "  [--specialize=on|off] [--split-rows=on|off]\n"
        "  [--max-variants-per-executable=N] [--entry=NAME,...] [--target-cpu=...]\n",
        stderr);
  return 1;
}

// Imports one part of the input and runs the passes; prints the result.
static bool run_part(const char *name, const char *text, size_t len, uint32_t line,
                     const pipeline_options *o, diag_engine *diag) {
  ir_context *ctx = ir_context_create(diag);
  arena ast = {0};
  int errors_before = diag->errors;
  bool ok = frontend_import_text(ctx, &ast, name, text, len, line) &&
            pipeline_filter_entries(ctx, o->entries);
  if (ok && o->print_after) {
    pipeline_stats st;
    mod_module m = {0};
    ok = pipeline_run(ctx, o, &st, &m);
    arena_free(&m.mem);
  }
  arena_free(&ast); // after the passes: their diagnostics' locations name the file from it
  if (ok && !o->print_after) {
    strbuf sb = {0};
    ir_print_module(&sb, ctx);
    fputs(sb_cstr(&sb), stdout);
    sb_free(&sb);
  }
  ir_context_destroy(ctx);
  return ok && diag->errors == errors_before;
}

int main(int argc, char **argv) {
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
      usage();
      return 0;
    }
    if (!strcmp(argv[i], "--list-ops")) {
      strbuf sb = {0};
      imp_list_ops(&sb);
      fputs(sb_cstr(&sb), stdout);
      sb_free(&sb);
      return 0;
    }
  }
  pipeline_options o;
  pipeline_default_options(&o);
  o.stop_before_build = true;
  const char *input = NULL;
  bool split = false, bytecode_text = false;
  for (int i = 1; i < argc; i++) {
    int r = pipeline_parse_flag(&o, argv[i]);
    if (r < 0) return 1;
    if (r > 0) continue;
    if (!strcmp(argv[i], "--split-input-file")) split = true;
    else if (!strcmp(argv[i], "--bytecode-text")) bytecode_text = true;
    else if (argv[i][0] == '-' && argv[i][1]) return usage();
    else if (!input) input = argv[i];
    else return usage();
  }
  if (!input) return usage();
  diag_engine diag;
  diag_init(&diag, stderr);
  char *text;
  size_t len;
  char err[512];
  if (!file_read_all(input, &text, &len, err, sizeof err)) {
    fprintf(stderr, "facet-opt: %s\n", err);
    return 1;
  }
  bool ok = true;
  if (bytecode_text) { // the generic-form text a bytecode file is read as
    char why[512];
    size_t n;
    char *out = bytecode_to_text(text, len, &n, why, sizeof why);
    if (out) fwrite(out, 1, n, stdout);
    else fprintf(stderr, "%s:0:0: error: %s\n", input, why);
    free(out);
    free(text);
    return out ? 0 : 1;
  }
  diag_add_source(&diag, input, text, len);
  if (split) {
    size_t *offsets, *lengths;
    int *lines;
    int parts = parse_split_input(text, len, &offsets, &lengths, &lines);
    for (int p = 0; p < parts; p++) {
      if (p) puts("// -----");
      ok &= run_part(input, text + offsets[p], lengths[p], (uint32_t)lines[p], &o, &diag);
    }
    free(offsets);
    free(lengths);
    free(lines);
  } else {
    ok = run_part(input, text, len, 1, &o, &diag);
  }
  free(text);
  diag_free(&diag);
  return ok ? 0 : 1;
}
