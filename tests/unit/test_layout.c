// test_layout.c: valid MLIR reads the same in any layout (issue 16, item 3).
//
// MLIR's grammar has no newlines: an op may sit on one line with the module
// around it, or be broken between any two tokens, with comments anywhere
// a line ends. This test re-lays out every MLIR file of the repository that
// imports (examples, e2e inputs, oracle cases, the compile fuzzer's corpus)
// with facet's own lexer: all on one line, a line break between every two
// tokens, a comment at every line end, and random mixes; each layout must
// import to exactly the IR the original does.
//
// Gaps are only changed outside `<...>` (a dialect body or `tensor<2x3xf32>`
// is one unit for MLIR as well) and never before a '<' or after a '-' (a
// negative literal), the two places where a conservative reader of MLIR
// could care.
//
//   test_layout               the check
//   test_layout --write DIR   also writes the layouts of a few small files
//                             to DIR (the parser fuzzer's seed corpus,
//                             tests/fuzz/corpus/parser/layout_*.mlir)
#include "frontend/frontend_internal.h"

#include <stdlib.h>
#include <string.h>

#include "check.h"

typedef enum { LAY_ONE_LINE, LAY_BREAK_ALL, LAY_COMMENTS, LAY_RANDOM } lay_mode;
static const char *const lay_names[] = {"one-line", "break-all", "comments", "random"};

static uint64_t lay_next(uint64_t *s) {
  uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

// The gap between two tokens at bracket depth 0, in `mode`.
static void lay_gap(strbuf *o, lay_mode mode, const char *orig, size_t n, uint64_t *rng) {
  if (mode == LAY_RANDOM) mode = (lay_mode)(lay_next(rng) % 4);
  switch (mode) {
  case LAY_ONE_LINE: // the original gap (comments dropped) as one space, or nothing
    if (n) sb_putc(o, ' ');
    return;
  case LAY_BREAK_ALL: sb_append(o, "\n  "); return;
  case LAY_COMMENTS:
    sb_append(o, " // %x = {\"\n");
    return;                                        // what would open an op, a region, a string
  case LAY_RANDOM: sb_appendn(o, orig, n); return; // the original
  }
}

// `text` re-laid out, or false where the lexer found an error token (the
// file is then not valid MLIR for this purpose).
static bool relayout(const char *text, size_t len, lay_mode mode, uint64_t seed, strbuf *o) {
  lexer lx;
  lex_init(&lx, "layout", text, len, 1);
  token prev = {0};
  bool first = true;
  int depth = 0;
  uint64_t rng = seed;
  for (;;) {
    token t = lex_next(&lx);
    if (t.kind == TK_ERROR) return false;
    if (t.kind == TK_EOF) break;
    const char *gap = first ? text : prev.s + prev.n;
    size_t n = (size_t)(t.s - gap);
    if (first) {
      if (mode != LAY_ONE_LINE) sb_appendn(o, gap, n); // leading comments
    } else if (depth > 0 || t.kind == TK_LESS || prev.kind == TK_MINUS) {
      if (mode == LAY_ONE_LINE && n) sb_putc(o, ' '); // kept, but on the line
      else sb_appendn(o, gap, n);
    } else {
      lay_gap(o, mode, gap, n, &rng);
    }
    sb_appendn(o, t.s, t.n);
    if (t.kind == TK_LESS) depth++;
    if (t.kind == TK_GREATER && depth > 0) depth--;
    prev = t;
    first = false;
  }
  sb_putc(o, '\n');
  return true;
}

static char *read_all(const char *path, size_t *len) {
  char *text;
  facet_status_t s = file_read_all(path, &text, len);
  facet_status_free(s);
  return s ? NULL : text;
}

// The printed IR of `text`, or NULL where it does not import; *log gets
// the diagnostics.
static char *import_print(const char *name, const char *text, size_t len, strbuf *log) {
  diag_engine diag;
  diag_init(&diag, NULL);
  diag_add_source(&diag, name, text, len);
  ir_context *ctx = ir_context_create(&diag);
  arena ast = {0};
  char *out = NULL;
  if (frontend_import_text(ctx, &ast, name, text, len, 1) && diag.errors == 0) {
    strbuf sb = {0};
    ir_print_module(&sb, ctx);
    out = xstrdup(sb_cstr(&sb));
    sb_free(&sb);
  }
  if (diag.log.data) sb_append(log, diag.log.data);
  arena_free(&ast);
  ir_context_destroy(ctx);
  diag_free(&diag);
  return out;
}

static const char *const lay_files[] = {
    "examples/seed/prefill_bs_2_8.mlir",
    "examples/seed/prefill_bs_2_8_small.mlir",
    "examples/llm/mlp_prefill_decode.mlir",
    "examples/exports/toy_llama_bs1.mlir",
    "examples/exports/toy_llama_bs4.mlir",
    "examples/exports/toy_llama_2024_11.mlir",
    "examples/exports/toy_llama_2026.mlir",
    "examples/exports/clip_toy_bf16.mlir",
    "examples/exports/sharkai_llama_bs4_bs32_inline_weights.mlir",
    "tests/e2e/inputs/attention.mlir",
    "tests/e2e/inputs/difffuzz.mlir",
    "tests/e2e/inputs/frontend_oracle.mlir",
    "tests/e2e/inputs/fusion_escapes.mlir",
    "tests/e2e/inputs/index_put.mlir",
    "tests/e2e/inputs/mutable.mlir",
    "tests/e2e/inputs/scalars.mlir",
    "tests/oracle/cases/attention.mlir",
    "tests/oracle/cases/binary.mlir",
    "tests/oracle/cases/binary_int.mlir",
    "tests/oracle/cases/convert.mlir",
    "tests/oracle/cases/create.mlir",
    "tests/oracle/cases/index.mlir",
    "tests/oracle/cases/issue14.mlir",
    "tests/oracle/cases/matmul.mlir",
    "tests/oracle/cases/norm.mlir",
    "tests/oracle/cases/promote.mlir",
    "tests/oracle/cases/reduce.mlir",
    "tests/oracle/cases/scalar.mlir",
    "tests/oracle/cases/scalar_int.mlir",
    "tests/oracle/cases/softmax.mlir",
    "tests/oracle/cases/unary.mlir",
    "tests/oracle/cases/unary_int.mlir",
    "tests/oracle/cases/views.mlir",
    "tests/oracle/cases/where.mlir",
    "tests/fuzz/corpus/compile/attention.mlir",
    "tests/fuzz/corpus/compile/dtypes.mlir",
    "tests/fuzz/corpus/compile/export_builtin_tensor.mlir",
    "tests/fuzz/corpus/compile/export_calls.mlir",
    "tests/fuzz/corpus/compile/export_complex.mlir",
    "tests/fuzz/corpus/compile/export_generic_form.mlir",
    "tests/fuzz/corpus/compile/export_globals_resources.mlir",
    "tests/fuzz/corpus/compile/export_linalg_generic.mlir",
    "tests/fuzz/corpus/compile/export_oracle.mlir",
    "tests/fuzz/corpus/compile/interface.mlir",
    "tests/fuzz/corpus/compile/llm.mlir",
    "tests/fuzz/corpus/compile/names.mlir",
    "tests/fuzz/corpus/compile/prefill_bs_2_8_small.mlir",
};

// Small files whose layouts seed the parser fuzzer (--write).
static const char *const lay_seeds[] = {
    "tests/fuzz/corpus/compile/export_globals_resources.mlir",
    "tests/fuzz/corpus/compile/export_linalg_generic.mlir",
    "tests/fuzz/corpus/compile/interface.mlir",
    "tests/e2e/inputs/index_put.mlir",
};

static void test_file(const char *path, int *files, int *layouts) {
  size_t len;
  char *text = read_all(path, &len);
  CHECK(text != NULL);
  if (!text) return;
  strbuf log = {0};
  char *want = import_print(path, text, len, &log);
  if (!want) {
    fprintf(stderr, "%s: does not import:\n%.2000s\n", path, sb_cstr(&log));
    check_failures++;
  }
  for (int mode = 0; want && mode < 4; mode++) {
    int rounds = mode == LAY_RANDOM ? 3 : 1;
    for (int r = 0; r < rounds; r++) {
      strbuf lay = {0};
      sb_free(&log);
      if (!relayout(text, len, (lay_mode)mode, (uint64_t)r * 7919u + len, &lay)) {
        fprintf(stderr, "%s: the lexer refused it\n", path);
        check_failures++;
        break;
      }
      char *got = import_print(path, lay.data, lay.len, &log);
      if (!got || strcmp(got, want) != 0) {
        fprintf(stderr, "%s, layout %s (round %d): %s\n%.2000s\n--- layout starts:\n%.600s\n", path,
                lay_names[mode], r, got ? "different IR" : "does not import", sb_cstr(&log),
                lay.data);
        check_failures++;
      }
      (*layouts)++;
      free(got);
      sb_free(&lay);
    }
  }
  (*files)++;
  free(want);
  sb_free(&log);
  free(text);
}

// A few hand-written layouts (issue 16: the one-line module was refused
// with "expected ',' or '}' in attribute dictionary").
static void test_small(void) {
  static const char *const want_same[][2] = {
      {"module {\n  func.func @f(%a: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {\n"
       "    %0 = torch.aten.exp %a : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>\n"
       "    return %0 : !torch.vtensor<[2],f32>\n  }\n}\n",
       "module { func.func @f(%a: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> { %0 = "
       "torch.aten.exp %a : "
       "!torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32> return %0 : !torch.vtensor<[2],f32> } "
       "}"},
      // ops without a signature, one after another on a line
      {"func.func @g() -> !torch.int {\n  %0 = torch.constant.int 2\n  %1 = torch.constant.int 3\n"
       "  %2 = torch.aten.mul.int %0, %1 : !torch.int, !torch.int -> !torch.int\n  return %2 : "
       "!torch.int\n}\n",
       "func.func @g() -> !torch.int { %0 = torch.constant.int 2 %1 = torch.constant.int 3 %2 = "
       "torch.aten.mul.int %0, %1 : !torch.int, !torch.int -> !torch.int return %2 : !torch.int }"},
      // a dictionary over several lines, a bare name alone in one
      {"func.func @h(%a: !torch.vtensor<[?],f32>) -> !torch.vtensor<[?],f32> attributes "
       "{torch.assume_strict_symbolic_shapes} {\n"
       "  %s = torch.symbolic_int \"s0\" {min_val = 2, max_val = 8} : !torch.int\n"
       "  return %a : !torch.vtensor<[?],f32>\n}\n",
       "func.func @h(%a: !torch.vtensor<[?],f32>)\n -> !torch.vtensor<[?],f32>\n attributes\n {\n"
       "torch.assume_strict_symbolic_shapes\n}\n {\n"
       "  %s = torch.symbolic_int \"s0\" {\n min_val = 2,\n max_val = 8\n }\n : !torch.int\n"
       "  return %a : !torch.vtensor<[?],f32> }\n"},
  };
  for (size_t i = 0; i < sizeof want_same / sizeof *want_same; i++) {
    strbuf log = {0};
    char *a = import_print("a.mlir", want_same[i][0], strlen(want_same[i][0]), &log);
    char *b = import_print("b.mlir", want_same[i][1], strlen(want_same[i][1]), &log);
    if (!a || !b || strcmp(a, b) != 0) {
      fprintf(stderr, "%s:%d: case %zu: %s\n", __FILE__, __LINE__, i, sb_cstr(&log));
      check_failures++;
    }
    free(a), free(b);
    sb_free(&log);
  }
}

static void write_seeds(const char *dir) {
  for (size_t i = 0; i < sizeof lay_seeds / sizeof *lay_seeds; i++) {
    size_t len;
    char *text = read_all(lay_seeds[i], &len);
    if (!text) continue;
    const char *base = strrchr(lay_seeds[i], '/') + 1;
    for (int mode = 0; mode < 4; mode++) {
      strbuf lay = {0}, path = {0};
      if (relayout(text, len, (lay_mode)mode, 1, &lay)) {
        sb_printf(&path, "%s/layout_%s_%.*s.mlir", dir, lay_names[mode], (int)(strlen(base) - 5),
                  base);
        FILE *f = fopen(sb_cstr(&path), "wb");
        if (f) fwrite(lay.data, 1, lay.len, f), fclose(f);
      }
      sb_free(&lay), sb_free(&path);
    }
    free(text);
  }
}

int main(int argc, char **argv) {
  if (argc == 3 && strcmp(argv[1], "--write") == 0) write_seeds(argv[2]);
  test_small();
  int files = 0, layouts = 0;
  for (size_t i = 0; i < sizeof lay_files / sizeof *lay_files; i++)
    test_file(lay_files[i], &files, &layouts);
  if (!check_failures)
    printf("test_layout: ok (%d files, %d layouts each imported to the same IR)\n", files, layouts);
  return CHECK_DONE();
}
