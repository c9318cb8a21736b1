// fuzz_bytecode.c: libFuzzer target over the MLIR bytecode reader
// (src/frontend/bytecode.c) and the parser reading what it makes.
//
// Properties: no input crashes, leaks, trips a sanitizer or reads outside
// the input; bytecode_to_text returns text exactly when it wrote no error,
// and every error reads "bad bytecode: ..."; the text is NUL-terminated at
// its length and parses (or fails to parse) without crashing. Inputs
// without the magic get it prepended, so mutations explore the format.
//
//   FUZZ_TARGETS=fuzz_bytecode sh tests/fuzz/run.sh
//
// tests/fuzz/corpus/bytecode holds the seeds: the files MLIR 16 wrote for
// tests/lit/import/Inputs/bytecode.
#include "frontend/frontend_internal.h"

#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  // an exact-size copy, so ASan sees any read past the end
  bool magic = size >= 4 && memcmp(data, "ML\xefR", 4) == 0;
  size_t len = magic ? size : size + 4;
  char *buf = malloc(len ? len : 1);
  if (!magic) memcpy(buf, "ML\xefR", 4);
  if (size) memcpy(buf + (magic ? 0 : 4), data, size);
  char err[256] = "";
  size_t n = 0;
  char *text = bytecode_to_text(buf, len, &n, err, sizeof err);
  if ((text != NULL) == (err[0] != 0)) abort();                  // text iff no error
  if (!text && strncmp(err, "bad bytecode: ", 14) != 0) abort(); // the error's form
  if (text) {
    if (text[n] != 0) abort();
    arena mem = {0};
    diag_engine diag;
    diag_init(&diag, NULL);
    ast_module *m = parse_mlir(&mem, &diag, "fuzz.mlirbc", text, n);
    if ((m != NULL) != (diag.errors == 0)) abort();
    ast_module_free(m);
    diag_free(&diag);
    arena_free(&mem);
    free(text);
  }
  free(buf);
  return 0;
}
