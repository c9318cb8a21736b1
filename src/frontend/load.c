// load.c: read a file, parse it and import it: what every tool does first.
#include "frontend_internal.h"

#include <stdlib.h>

bool frontend_import_text(ir_context *ctx, arena *ast_mem, const char *name, const char *text,
                          size_t len, uint32_t first_line) {
  if (first_line == 1 && bytecode_is(text, len)) {
    // MLIR bytecode: read as the generic-form text it stands for, which
    // diagnostics then show (registered last, so found first); it lives
    // as long as the context, as the diagnostics' sources must
    char err[512];
    size_t n;
    char *converted = bytecode_to_text(text, len, &n, err, sizeof err);
    if (!converted) {
      loc at = {.file = name}; // `file:0:0`, as MLIR locates a bytecode file
      diag_error(ctx->diag, at, "%s", err);
      return false;
    }
    text = arena_memdup(&ctx->mem, converted, n + 1);
    len = n;
    free(converted);
    diag_add_source(ctx->diag, name, text, len);
  }
  ast_module *m = parse_mlir_lines(ast_mem, ctx->diag, name, text, len, first_line);
  if (!m) return false;
  bool ok = import_module(ctx, m);
  ast_module_free(m);
  return ok;
}

bool frontend_import_file(ir_context *ctx, arena *ast_mem, const char *path, char **text) {
  size_t len;
  facet_status_t s = file_read_all(path, text, &len);
  if (s) {
    diag_error(ctx->diag, (loc){0}, "%s", facet_status_message(s));
    facet_status_free(s);
    return false;
  }
  diag_add_source(ctx->diag, path, *text, len);
  return frontend_import_text(ctx, ast_mem, path, *text, len, 1);
}
