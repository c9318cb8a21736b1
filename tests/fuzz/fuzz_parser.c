// fuzz_parser.c: libFuzzer target over the MLIR lexer and parser.
//
// Properties: no input crashes, leaks, trips a sanitizer or overflows the
// stack; parse_mlir returns a module exactly when it reported no error; the
// parts parse_split_input returns tile the input around its marker lines
// and each parses on its own with its real first line.
//
//   clang -std=c17 -D_GNU_SOURCE -g -O1 -fsanitize=fuzzer,address,undefined \
//     -Iinclude -Isrc tests/fuzz/fuzz_parser.c src/frontend/lexer.c src/frontend/parser.c \
//     src/base/*.c -lxxhash -lm -o build/fuzz_parser
//   mkdir -p tests/fuzz/corpus-parser
//   build/fuzz_parser -max_total_time=180 -timeout=10 -max_len=8192 \
//     tests/fuzz/corpus-parser tests/fuzz/corpus/parser
//
// (New inputs go to the first directory, which .gitignore keeps out of git;
// tests/fuzz/corpus/parser holds the checked-in seeds.)
#include "frontend/frontend_internal.h"

#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void parse_once(const char *text, size_t len, uint32_t first_line) {
  arena mem = {0};
  diag_engine diag;
  diag_init(&diag, NULL);
  ast_module *m = first_line == 1
                      ? parse_mlir(&mem, &diag, "fuzz.mlir", text, len)
                      : parse_mlir_lines(&mem, &diag, "fuzz.mlir", text, len, first_line);
  if ((m != NULL) != (diag.errors == 0)) abort(); // a module iff no error
  ast_module_free(m);
  diag_free(&diag);
  arena_free(&mem);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  const char *text = (const char *)data; // not NUL-terminated: the parser must not care
  parse_once(text, size, 1);
  size_t *offsets, *lengths;
  int *first_lines;
  int n = parse_split_input(text, size, &offsets, &lengths, &first_lines);
  if (n < 1) abort();
  size_t covered = 0;
  for (int i = 0; i < n; i++) {
    if (offsets[i] < covered || offsets[i] + lengths[i] > size || first_lines[i] < 1) abort();
    covered = offsets[i] + lengths[i];
    if (n > 1) parse_once(text + offsets[i], lengths[i], (uint32_t)first_lines[i]);
  }
  if (covered != size) abort();
  free(offsets);
  free(lengths);
  free(first_lines);
  return 0;
}
