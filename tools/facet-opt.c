// facet-opt: run facet's passes on MLIR and print the IR (for FileCheck).
//
//   facet-opt [IN.mlir|-] [--split-input-file] [--print-after=PASS|all] [pipeline flags]
//   facet-opt --list-ops      (every op the importer knows, one a line)
//   facet-opt --bytecode-text IN.mlirbc   (MLIR bytecode as the text facet reads)
//
// Without --print-after, prints the imported IR; with it, runs the passes
// (up to culling) and prints after the named ones. No C compiler is run and
// no module is written.
#include "frontend/frontend.h"
#include "tooling/tooling.h"
#include "transform/transform.h"

#include <stdlib.h>
#include <string.h>

// --help: these lines, then the pipeline's flags (src/transform/options.c).
static const char usage_head[] =
    "usage: facet-opt IN.mlir [--split-input-file] [--print-after=PASS|all] [flags]\n"
    "       facet-opt --list-ops\n"
    "       facet-opt --bytecode-text IN.mlirbc\n"
    "  IN.mlir            torch-dialect MLIR (- or nothing: standard input)\n"
    "  --split-input-file run each part between '// -----' lines on its own\n"
    "  --list-ops         every op the importer knows, one a line\n"
    "  --bytecode-text    print the generic-form text an MLIR bytecode file is read as\n"
    "  --help, --version  this text; facet's version and module format\n"
    "Without --print-after the imported IR is printed; with it, the passes run (up to\n"
    "culling; no C compiler) and the IR is printed after the named ones. Flags:\n";

static const char *const own_flags[] = {"--split-input-file", "--list-ops", "--bytecode-text",
                                        "--help", "--version"};

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
  tool_init("facet-opt");
  strbuf usage = {0};
  sb_append(&usage, usage_head);
  pipeline_flags_help(&usage, false);
  int rc = tool_standard_flags(argc, argv, sb_cstr(&usage));
  sb_free(&usage);
  if (rc >= 0) return rc;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--list-ops")) {
      strbuf sb = {0};
      frontend_list_ops(&sb);
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
    int r = pipeline_parse_flag(&o, argc, argv, &i);
    if (r < 0) return 1;
    if (r > 0) continue;
    if (!strcmp(argv[i], "--split-input-file")) split = true;
    else if (!strcmp(argv[i], "--bytecode-text")) bytecode_text = true;
    else if (argv[i][0] == '-' && argv[i][1]) {
      if (!tool_unknown_pipeline_flag(argv[i], pipeline_flag_name, pipeline_flag_count, own_flags,
                                      FACET_ARRAY_SIZE(own_flags)))
        return 1;
    } else if (!input) input = argv[i];
    else return tool_error("a second input '%s' (one .mlir file, see --help)", argv[i]);
  }
  if (!input) input = "-";
  diag_engine diag;
  diag_init(&diag, stderr);
  char *text;
  size_t len;
  facet_status_t s = file_read_all(input, &text, &len);
  if (s) return tool_fail(s);
  bool ok = true;
  if (bytecode_text) { // the generic-form text a bytecode file is read as
    char why[512];
    size_t n;
    char *out = bytecode_to_text(text, len, &n, why, sizeof why);
    bool read = out != NULL;
    if (read) fwrite(out, 1, n, stdout);
    else fprintf(stderr, "%s:0:0: error: %s\n", input, why);
    free(out);
    free(text);
    return read ? 0 : 1;
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
