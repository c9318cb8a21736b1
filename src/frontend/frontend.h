// frontend.h: MLIR in, graph IR out: what the tools and the other folders
// use of src/frontend (the rest is frontend_internal.h).
#ifndef FACET_FRONTEND_H
#define FACET_FRONTEND_H

#include "ir/ir.h"

// load.c: parses and imports text (registered with the diagnostics by the
// caller; first_line > 1 for a part of a --split-input-file input). The
// syntax tree lives in ast_mem.
bool frontend_import_text(ir_context *ctx, arena *ast_mem, const char *name, const char *text,
                          size_t len, uint32_t first_line);
// Reads path into *text (caller frees) and imports it.
bool frontend_import_file(ir_context *ctx, arena *ast_mem, const char *path, char **text);

// parser.c: splits on lines `// -----` as mlir-opt --split-input-file
// does; each part keeps its real line numbers (the caller parses text +
// offsets[i]).
int parse_split_input(const char *text, size_t len, size_t **offsets, size_t **lengths,
                      int **first_lines);

// bytecode.c: MLIR bytecode (versions 0 to 6) -> the module as MLIR text
// in the generic op form, which the parser reads. Returns the text (free()
// it; NUL-terminated, *out_len bytes) or NULL with "bad bytecode: why" in
// err. Never reads outside data[0, len).
char *bytecode_to_text(const char *data, size_t len, size_t *out_len, char *err, size_t errsize);

// Appends the name of every op the importer knows, one a line (import_ops.c;
// facet-opt --list-ops; the op oracle checks each has torch cases).
void frontend_list_ops(strbuf *sb);

#endif
