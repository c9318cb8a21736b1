// parser.c: tokens -> the generic syntax tree of frontend.h.
//
// The parser knows MLIR's generic structure, not each dialect's grammar
// (docs/mlir-syntax.md has the accepted syntax as a grammar). An op is
// `results = name items signature`: its items run until the end of its type
// signature or, for ops without one, until a token that starts a new op (a
// result list, an op name ...), on the same line or the next: the layout
// does not matter, as in MLIR. A '{' opens a region or an attribute
// dictionary by what follows it.
//
// Robustness: every error is reported once, with the location of the
// offending token; the innermost block then skips the rest of the line and
// goes on, so one run reports several errors. Recursion is bounded by
// MAX_DEPTH nesting levels (counted per bracket), everything is linear in
// the input, and nested lists are built on scratch stacks that each
// construct pops when it is done (no per-node heap allocation).
#include "frontend_internal.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_DEPTH = 200, MAX_ERRORS = 100 };
enum { CTX_OP, CTX_GENERIC, CTX_GROUP }; // where an item is parsed

typedef struct parser {
  arena *mem;
  diag_engine *diag;
  const char *file;
  lexer lx;
  token tok;            // the current token
  const char *prev_end; // end of the last consumed token (for type text)
  int depth;            // open brackets and regions
  long braces;          // '{' minus '}' consumed so far (for recovery)
  int errors;           // reported by this parse
  bool stopped;         // too many errors: the rest reads as end of file
  bool deep_reported;   // "nesting too deep" is said once
  bool eof_reported;    // so is "found end of file" (not once per open bracket)
  loc meta_start;       // inside {-# ... #-}: where it began
  ast_attr *fresh_attr; // the literal the last item made (may take a `: type`)
  bool attr_shared;     // the last attribute parsed came from an alias
  ast_module *mod;
  // scratch stacks: a construct pushes on top and takes what it pushed
  VEC(ast_item) items;
  VEC(ast_attr *) attrs;
  VEC(ast_named_attr) entries;
  VEC(ast_type *) types;
  VEC(int64_t) dims;
  VEC(ast_op *) ops;
  VEC(ast_block) blocks;
  VEC(ast_region *) regions;
  VEC(ast_result) results;
  VEC(aff_expr *) affs;
  VEC(ast_attr *) resource_uses; // dense_resource attrs, resolved at the end
} parser;

static ast_type *parse_type(parser *p, bool torch_short);
static ast_attr *parse_attr(parser *p);
static ast_attr *parse_attr_typed(parser *p);
static ast_attr *parse_dict(parser *p);
static ast_region *parse_region(parser *p);
static bool parse_group(parser *p, ast_item *out);

//
// tokens and errors
//
static void advance(parser *p) {
  p->prev_end = p->tok.s + p->tok.n;
  p->braces += (p->tok.kind == TK_LBRACE) - (p->tok.kind == TK_RBRACE);
  if (p->stopped) {
    p->tok.kind = TK_EOF;
    return;
  }
  p->tok = lex_next(&p->lx);
}

// Lexes on after the lexer was moved by a raw scan ending at `end`.
static void relex(parser *p, const char *end) {
  p->prev_end = end;
  p->tok = p->stopped ? (token){.kind = TK_EOF, .s = end} : lex_next(&p->lx);
}

// The token after the current one (n = 1) or the one after that (n = 2).
static token peek_n(parser *p, int n) {
  lexer save = p->lx;
  token t = p->tok;
  for (int i = 0; i < n; i++) t = lex_next(&p->lx);
  p->lx = save;
  return t;
}
static token peek(parser *p) { return peek_n(p, 1); }

static bool at(const parser *p, tok_kind k) { return p->tok.kind == k; }

static bool tok_is(const token *t, const char *kw) {
  size_t n = strlen(kw);
  return t->kind == TK_BARE_ID && t->n == n && memcmp(t->s, kw, n) == 0;
}
static bool at_kw(const parser *p, const char *kw) { return tok_is(&p->tok, kw); }

static bool accept(parser *p, tok_kind k) {
  if (!at(p, k)) return false;
  advance(p);
  return true;
}

static void error_at(parser *p, loc l, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void error_at(parser *p, loc l, const char *fmt, ...) {
  if (p->stopped) return;
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(p->diag, DIAG_ERROR, l, fmt, ap);
  va_end(ap);
  if (++p->errors >= MAX_ERRORS) {
    p->stopped = true;
    p->tok.kind = TK_EOF;
  }
}

// "'%x'" for a token (cut, unprintable bytes escaped), or "end of file".
static const char *describe(parser *p, const token *t) {
  char buf[64];
  lex_describe(t, buf, sizeof(buf));
  return arena_strdup(p->mem, buf);
}

// Reports the lexer's error token. Always returns false.
static bool lex_error_report(parser *p) {
  const token *t = &p->tok;
  unsigned char c = (unsigned char)t->s[0];
  if (strcmp(t->msg, "unexpected character") != 0) error_at(p, t->err_at, "%s", t->msg);
  else if (c >= 0x20 && c < 0x7f) error_at(p, t->err_at, "unexpected character '%c'", c);
  else error_at(p, t->err_at, "unexpected character %s", describe(p, t));
  return false;
}

// "expected <what> in <ctx>, found <token>". Always returns false.
static bool expected(parser *p, const char *what, const char *ctx) {
  if (at(p, TK_ERROR)) return lex_error_report(p);
  if (at(p, TK_EOF) && p->eof_reported) return false;
  p->eof_reported |= at(p, TK_EOF);
  if (at(p, TK_EOF) && p->meta_start.file) {
    error_at(p, p->meta_start, "unterminated file metadata '{-#' (expected '#-}')");
    return false;
  }
  error_at(p, p->tok.where, "expected %s in %s, found %s", what, ctx, describe(p, &p->tok));
  return false;
}

static bool expect(parser *p, tok_kind k, const char *what, const char *ctx) {
  return accept(p, k) || expected(p, what, ctx);
}

// Like expect for a closing bracket; at end of file it also points at the
// bracket that was left open.
static bool expect_close(parser *p, tok_kind k, const char *what, const char *ctx, loc open) {
  if (accept(p, k)) return true;
  bool eof = at(p, TK_EOF) && !p->stopped && !p->eof_reported && !p->meta_start.file;
  expected(p, what, ctx);
  if (eof) diag_note(p->diag, open, "to match this opening bracket");
  return false;
}

// "nesting too deep", said once per parse: past that the input is hostile
// and one located error is the useful part. Returns false.
static bool too_deep(parser *p, loc where) {
  if (!p->deep_reported) error_at(p, where, "nesting too deep (more than %d levels)", MAX_DEPTH);
  p->deep_reported = true;
  return false;
}

static bool enter(parser *p) {
  if (p->depth >= MAX_DEPTH) return too_deep(p, p->tok.where);
  p->depth++;
  return true;
}
static void leave(parser *p) { p->depth--; }

// Moves the scratch entries [start, *len) into the arena and pops them.
static void *take(parser *p, const void *data, size_t size, size_t *len, size_t start, int *count) {
  size_t n = *len - start;
  if (n > INT_MAX) {
    error_at(p, p->tok.where, "too many elements in one list");
    n = INT_MAX;
  }
  *count = (int)n;
  *len = start;
  return n ? arena_memdup(p->mem, (const char *)data + start * size, n * size) : NULL;
}
#define TAKE(p, vec, start, count)                                                                 \
  take((p), (vec).data, sizeof(*(vec).data), &(vec).len, (start), (count))

//
// literal values (converted by the lexer, reported here)
//
static bool is_digit(char c) { return c >= '0' && c <= '9'; }

static const char *tok_text(parser *p, const token *t) { return arena_strndup(p->mem, t->s, t->n); }

// The unescaped bytes of a string token, NUL-terminated, in the arena.
static char *tok_string(parser *p, const token *t, size_t *len) {
  char *buf = arena_alloc(p->mem, t->n + 1);
  *len = lex_unescape(t, buf);
  buf[*len] = 0;
  return buf;
}

// An INT token as int64 (hex: its raw bits); too large is an error at `where`.
static bool int_value(parser *p, const token *t, bool neg, loc where, int64_t *out, bool *hex) {
  if (lex_int_value(t, neg, out, hex)) return true;
  error_at(p, where, "integer literal too large (does not fit in 64 bits)");
  return false;
}

// Type and attribute text as written, whitespace-normalised, in the arena.
static const char *norm_text(parser *p, const char *s, const char *e) {
  char *out = arena_alloc(p->mem, (size_t)(e - s) + 1);
  lex_normalize(s, e, out);
  return out;
}

// hex-string = '"0x' (hexdigit hexdigit)* '"' -> bytes (arena, 16-byte aligned).
static bool decode_hex(parser *p, const token *t, unsigned char **out, size_t *len) {
  const char *bad;
  *out = arena_alloc(p->mem, t->n / 2 + 1);
  if (lex_hex_decode(t, *out, len, &bad)) return true;
  if (bad == t->s) {
    error_at(p, t->where, "expected a hex string \"0x...\" with an even number of digits");
  } else {
    loc at = t->where;
    at.col += (uint32_t)(bad - t->s);
    error_at(p, at, "invalid hex digit in hex string");
  }
  return false;
}

//
// types
//
static ast_type *new_type(parser *p, ast_type_kind kind, loc where) {
  ast_type *t = ARENA_NEW(p->mem, ast_type);
  t->kind = kind;
  t->where = where;
  return t;
}

// Builtin scalar type names: [su]?i<digits>, f<digits>(E...)?, bf16, tf32.
static bool scalar_name(const char *s, size_t n) {
  size_t i = 0;
  if (n >= 2 && (s[0] == 's' || s[0] == 'u') && s[1] == 'i') i = 2;
  else if (n >= 1 && s[0] == 'i') i = 1;
  if (i) {
    if (i == n) return false;
    for (; i < n; i++)
      if (!is_digit(s[i])) return false;
    return true;
  }
  if ((n == 4 && memcmp(s, "bf16", 4) == 0) || (n == 4 && memcmp(s, "tf32", 4) == 0)) return true;
  if (n < 2 || s[0] != 'f' || !is_digit(s[1])) return false;
  for (i = 1; i < n && is_digit(s[i]); i++) {
  }
  return i == n || s[i] == 'E';
}

// Can this token start a type (in item or type-list position)?
static bool starts_type(const token *t) {
  static const char *const names[] = {"tensor", "vector", "memref", "complex",
                                      "tuple",  "index",  "none"};
  if (t->kind == TK_BANG_ID || t->kind == TK_LPAREN) return true;
  if (t->kind != TK_BARE_ID) return false;
  for (size_t i = 0; i < FACET_ARRAY_SIZE(names); i++)
    if (tok_is(t, names[i])) return true;
  return scalar_name(t->s, t->n);
}

// Skips a balanced '<...>' body from the current '<' (the way MLIR skips
// dialect bodies); string literals at its top level are pushed on p->attrs.
static void push_body_string(void *ctx, const token *t) {
  parser *p = ctx;
  ast_attr *a = ARENA_NEW(p->mem, ast_attr);
  a->kind = AST_ATTR_STRING;
  a->where = t->where;
  a->str = tok_string(p, t, &a->str_len);
  VEC_PUSH(p->attrs, a);
}
static bool skip_body(parser *p, bool strings) {
  const char *msg = NULL;
  loc at = p->tok.where;
  size_t open = (size_t)(p->tok.s - p->lx.text);
  int room = MAX_DEPTH - p->depth;
  if (!lex_balanced(&p->lx, open, room > 0 ? room : 1, &msg, &at, strings ? push_body_string : NULL,
                    p)) {
    if (strcmp(msg, "nesting too deep") == 0) return too_deep(p, at);
    error_at(p, at, "%s", msg);
    return false;
  }
  relex(p, p->lx.text + p->lx.pos);
  return true;
}

// other-type = name ('<' balanced '>')?   kept as text
static ast_type *parse_other_type(parser *p, ast_type *t) {
  advance(p);
  if (at(p, TK_LESS) && !skip_body(p, false)) return NULL;
  return t;
}

// torch-dims = '*' | '[' (dim (',' dim)*)? ']'   dim = integer | '?'
static bool parse_torch_dims(parser *p, ast_type *t) {
  if (accept(p, TK_STAR)) return true;
  loc open = p->tok.where;
  if (!expect(p, TK_LSQUARE, "'[' or '*'", "tensor type")) return false;
  size_t start = p->dims.len;
  bool ok = true;
  while (ok && !at(p, TK_RSQUARE)) {
    int64_t d = -1;
    bool hex;
    if (at(p, TK_INT)) ok = int_value(p, &p->tok, false, p->tok.where, &d, &hex);
    else if (!at(p, TK_QUESTION)) ok = expected(p, "dimension (integer or '?')", "tensor type");
    if (!ok) break;
    advance(p);
    VEC_PUSH(p->dims, d);
    if (!accept(p, TK_COMMA) && !at(p, TK_RSQUARE)) ok = expected(p, "',' or ']'", "tensor type");
  }
  ok = ok && expect_close(p, TK_RSQUARE, "']'", "tensor type", open);
  t->has_shape = ok;
  t->dims = TAKE(p, p->dims, start, &t->rank);
  return ok;
}

static void set_elem(ast_type *t, ast_type *elem) {
  t->elem_text = elem->text;
  t->elem = elem->kind == AST_TYPE_SCALAR ? elem->elem : DT_INVALID;
}

// torch-tensor = ('!torch.vtensor' | '!torch.tensor') ('<' torch-dims ',' type '>')?
static ast_type *parse_torch_tensor(parser *p, ast_type *t) {
  advance(p);
  if (!at(p, TK_LESS)) return t;
  loc open = p->tok.where;
  advance(p);
  if (!parse_torch_dims(p, t) || !expect(p, TK_COMMA, "','", "tensor type")) return NULL;
  ast_type *elem = parse_type(p, false);
  if (!elem) return NULL;
  set_elem(t, elem);
  return expect_close(p, TK_GREATER, "'>'", "tensor type", open) ? t : NULL;
}

// torch-list = ('!torch.list' | '!torch.optional') '<' torch-type '>'
static ast_type *parse_torch_wrapper(parser *p, ast_type *t) {
  advance(p);
  loc open = p->tok.where;
  if (!expect(p, TK_LESS, "'<'", "torch type")) return NULL;
  t->inner = parse_type(p, true);
  if (!t->inner) return NULL;
  return expect_close(p, TK_GREATER, "'>'", "torch type", open) ? t : NULL;
}

// A torch type by its name without "!torch." (vtensor, int, list ...).
static ast_type *parse_torch_named(parser *p, const char *name, size_t n) {
  static const struct {
    const char *name;
    ast_type_kind kind;
  } kinds[] = {{"vtensor", AST_TYPE_VTENSOR}, {"tensor", AST_TYPE_TTENSOR},
               {"int", AST_TYPE_TORCH_INT},   {"float", AST_TYPE_TORCH_FLOAT},
               {"bool", AST_TYPE_TORCH_BOOL}, {"none", AST_TYPE_TORCH_NONE},
               {"str", AST_TYPE_TORCH_STR},   {"Device", AST_TYPE_TORCH_DEVICE},
               {"list", AST_TYPE_TORCH_LIST}, {"optional", AST_TYPE_TORCH_OPTIONAL}};
  ast_type_kind kind = AST_TYPE_OTHER;
  for (size_t i = 0; i < FACET_ARRAY_SIZE(kinds); i++)
    if (strlen(kinds[i].name) == n && memcmp(kinds[i].name, name, n) == 0) kind = kinds[i].kind;
  ast_type *t = new_type(p, kind, p->tok.where);
  t->elem = DT_INVALID;
  if (kind == AST_TYPE_VTENSOR || kind == AST_TYPE_TTENSOR) return parse_torch_tensor(p, t);
  if (kind == AST_TYPE_TORCH_LIST || kind == AST_TYPE_TORCH_OPTIONAL)
    return parse_torch_wrapper(p, t);
  if (kind == AST_TYPE_OTHER) return parse_other_type(p, t);
  advance(p);
  return t;
}

// bang-type = '!torch.' torch-name ... | '!' alias | '!' dialect-type
static ast_type *parse_bang_type(parser *p) {
  token t = p->tok;
  if (t.n > 7 && memcmp(t.s, "!torch.", 7) == 0) return parse_torch_named(p, t.s + 7, t.n - 7);
  if (!memchr(t.s, '.', t.n) && peek(p).kind != TK_LESS) {
    ast_type *alias = hashmap_get(&p->mod->aliases, t.s, t.n);
    if (!alias) {
      error_at(p, t.where, "unknown type alias %s", describe(p, &t));
      return NULL;
    }
    advance(p);
    return alias;
  }
  return parse_other_type(p, new_type(p, AST_TYPE_OTHER, t.where));
}

// tensor-type = 'tensor' '<' (dim 'x')* type (',' attr)? '>'
//             | 'tensor' '<' '*' 'x' type '>'          dim = integer | '?'
static ast_type *parse_builtin_tensor(parser *p) {
  ast_type *t = new_type(p, AST_TYPE_TENSOR, p->tok.where);
  advance(p);
  loc open = p->tok.where;
  if (!at(p, TK_LESS)) return expected(p, "'<'", "tensor type"), NULL;
  // the dimensions are read from the characters: `2x?x5120xf16` is no token list
  size_t start = p->dims.len;
  int64_t d;
  loc where, err_at;
  const char *msg;
  int r;
  t->has_shape = true;
  while ((r = lex_dim(&p->lx, &d, &where, &msg, &err_at)) == 1) {
    if (!t->has_shape || (d == -2 && p->dims.len > start)) { // `*` and nothing else
      msg = "'*' must be the only dimension of an unranked tensor";
      err_at = where;
      r = -1;
      break;
    }
    if (d == -2) t->has_shape = false;
    else VEC_PUSH(p->dims, d);
  }
  t->dims = TAKE(p, p->dims, start, &t->rank);
  relex(p, p->lx.text + p->lx.pos); // the token after the dimensions
  if (r < 0) {
    error_at(p, err_at, "%s", msg);
    return NULL;
  }
  ast_type *elem = parse_type(p, false);
  if (!elem) return NULL;
  set_elem(t, elem);
  if (accept(p, TK_COMMA) && !parse_attr(p)) return NULL; // encoding: accepted, dropped
  return expect_close(p, TK_GREATER, "'>'", "tensor type", open) ? t : NULL;
}

static ast_type *parse_sig_type(parser *p, bool dims);

// type-list-in-parens = '(' (type (',' type)*)? ')'   (sig-type in signatures)
static bool parse_paren_types(parser *p, int *count, ast_type ***out, bool dims) {
  loc open = p->tok.where;
  size_t start = p->types.len;
  bool ok = enter(p);
  if (ok) {
    advance(p);
    while (ok && !at(p, TK_RPAREN)) {
      ast_type *t = parse_sig_type(p, dims);
      if (t) VEC_PUSH(p->types, t);
      ok = t && (accept(p, TK_COMMA) || at(p, TK_RPAREN) || expected(p, "',' or ')'", "type list"));
    }
    ok = ok && expect_close(p, TK_RPAREN, "')'", "type list", open);
    leave(p);
  }
  *out = TAKE(p, p->types, start, count);
  return ok;
}

// function-type = '(' types ')' '->' (type | '(' types ')')
static ast_type *parse_function_type(parser *p) {
  ast_type *t = new_type(p, AST_TYPE_FUNCTION, p->tok.where);
  if (!parse_paren_types(p, &t->input_count, &t->inputs, false)) return NULL;
  if (!expect(p, TK_ARROW, "'->'", "function type")) return NULL;
  if (at(p, TK_LPAREN))
    return parse_paren_types(p, &t->result_count, &t->results, false) ? t : NULL;
  ast_type *r = parse_type(p, false);
  if (!r) return NULL;
  t->result_count = 1;
  t->results = arena_memdup(p->mem, &r, sizeof(r));
  return t;
}

// builtin = scalar | 'index' | 'none' | tensor-type | ('vector' | 'memref'
//           | 'complex' | 'tuple') '<' balanced '>'
static ast_type *parse_bare_type(parser *p, bool torch_short) {
  token t = p->tok;
  static const char *const torch_names[] = {"vtensor", "tensor", "int",    "float", "bool",
                                            "none",    "str",    "Device", "list",  "optional"};
  if (torch_short) {
    for (size_t i = 0; i < FACET_ARRAY_SIZE(torch_names); i++)
      if (tok_is(&t, torch_names[i])) return parse_torch_named(p, t.s, t.n);
  }
  if (tok_is(&t, "tensor")) return parse_builtin_tensor(p);
  if (scalar_name(t.s, t.n)) {
    ast_type *s = new_type(p, AST_TYPE_SCALAR, t.where);
    s->elem = dtype_from_mlir_name(t.s, t.n);
    advance(p);
    return s;
  }
  if (tok_is(&t, "index")) {
    advance(p);
    return new_type(p, AST_TYPE_INDEX, t.where);
  }
  if (torch_short || starts_type(&t))
    return parse_other_type(p, new_type(p, AST_TYPE_OTHER, t.where));
  error_at(p, t.where, "unknown type %s", describe(p, &t));
  return NULL;
}

// type = bang-type | builtin | function-type
static ast_type *parse_type(parser *p, bool torch_short) {
  if (!enter(p)) return NULL;
  const char *start = p->tok.s;
  ast_type *t = NULL;
  if (at(p, TK_BANG_ID)) t = parse_bang_type(p);
  else if (at(p, TK_BARE_ID)) t = parse_bare_type(p, torch_short);
  else if (at(p, TK_LPAREN)) t = parse_function_type(p);
  else expected(p, "type", "type");
  if (t && !t->text) t->text = norm_text(p, start, p->prev_end); // aliases keep theirs
  leave(p);
  return t;
}

//
// attributes
//
static ast_attr *new_attr(parser *p, ast_attr_kind kind, loc where) {
  ast_attr *a = ARENA_NEW(p->mem, ast_attr);
  a->kind = kind;
  a->where = where;
  return a;
}

// Raw bits of a hex literal as a float of the given type.
static double hex_float(uint64_t bits, dtype t) {
  if (t == DT_F16) return f16_to_f32((uint16_t)bits);
  if (t == DT_BF16) return bf16_to_f32((uint16_t)bits);
  if (t == DT_F32) {
    uint32_t u = (uint32_t)bits;
    float f;
    memcpy(&f, &u, sizeof(f));
    return f;
  }
  double d;
  memcpy(&d, &bits, sizeof(d));
  return d;
}

// `literal : type` as MLIR reads it (AsmParser's parseFloatFromIntegerLiteral):
// an integer typed as a float must be hexadecimal, its bits, without a
// leading '-' and within the type's width; a decimal integer is an error
// ("add a trailing dot"), never a number read some other way.
static bool type_literal(parser *p, ast_attr *a, dtype elem) {
  if (a->kind != AST_ATTR_INT || !dtype_is_float(elem)) return true;
  if (!a->hex) {
    error_at(p, a->where, "unexpected decimal integer literal for a floating point value");
    diag_note(p->diag, a->where, "add a trailing dot to make the literal a float");
    return false;
  }
  if (a->negated) {
    error_at(p, a->where, "hexadecimal float literal should not have a leading minus");
    return false;
  }
  uint64_t bits;
  memcpy(&bits, &a->i, sizeof(bits));
  size_t width = dtype_size(elem) * 8;
  if (width < 64 && bits >> width) {
    error_at(p, a->where, "hexadecimal float constant out of range for type %s", dtype_name(elem));
    return false;
  }
  a->f = hex_float(bits, elem);
  a->kind = AST_ATTR_FLOAT;
  return true;
}
static bool set_attr_type(parser *p, ast_attr *a, ast_type *t) {
  a->type = t;
  bool tensor = t->kind == AST_TYPE_TENSOR || t->kind == AST_TYPE_VTENSOR;
  if (t->kind == AST_TYPE_SCALAR) return type_literal(p, a, t->elem);
  if (a->kind == AST_ATTR_DENSE && tensor)
    for (int i = 0; i < a->count; i++) // one error per literal is enough
      if (!type_literal(p, a->elems[i], t->elem)) return false;
  return true;
}

// literal = '-'? (integer | float | 'inf' | 'nan') | string | 'true' | 'false'
static bool parse_literal_into(parser *p, ast_attr *a) {
  loc where = p->tok.where;
  bool neg = accept(p, TK_MINUS);
  *a = (ast_attr){.kind = AST_ATTR_INT, .where = where, .negated = neg};
  token t = p->tok;
  if (at(p, TK_INT)) {
    if (!int_value(p, &t, neg, where, &a->i, &a->hex)) return false;
    a->f = (double)a->i;
  } else if (at(p, TK_FLOAT)) {
    a->kind = AST_ATTR_FLOAT;
    a->f = neg ? -lex_float_value(&t) : lex_float_value(&t);
  } else if (at_kw(p, "inf") || at_kw(p, "Inf") || at_kw(p, "nan") || at_kw(p, "NaN")) {
    a->kind = AST_ATTR_FLOAT;
    a->f = (t.s[0] == 'i' || t.s[0] == 'I') ? INFINITY : NAN;
    if (neg) a->f = -a->f;
  } else if (!neg && at(p, TK_STRING)) {
    a->kind = AST_ATTR_STRING;
    a->str = tok_string(p, &t, &a->str_len);
  } else if (!neg && (at_kw(p, "true") || at_kw(p, "false"))) {
    a->kind = AST_ATTR_BOOL;
    a->i = t.s[0] == 't';
    a->f = (double)a->i;
  } else {
    return expected(p, neg ? "number after '-'" : "literal", "attribute");
  }
  advance(p);
  return true;
}
static ast_attr *parse_literal(parser *p) {
  ast_attr a;
  return parse_literal_into(p, &a) ? arena_memdup(p->mem, &a, sizeof(a)) : NULL;
}

// array = '[' (attr-typed (',' attr-typed)*)? ']'
static ast_attr *parse_array_attr(parser *p) {
  ast_attr *a = new_attr(p, AST_ATTR_ARRAY, p->tok.where);
  if (!enter(p)) return NULL;
  advance(p);
  size_t start = p->attrs.len;
  bool ok = true;
  while (ok && !at(p, TK_RSQUARE)) {
    ast_attr *e = parse_attr_typed(p);
    if (e) VEC_PUSH(p->attrs, e);
    ok = e &&
         (accept(p, TK_COMMA) || at(p, TK_RSQUARE) || expected(p, "',' or ']'", "array attribute"));
  }
  ok = ok && expect_close(p, TK_RSQUARE, "']'", "array attribute", a->where);
  a->elems = TAKE(p, p->attrs, start, &a->count);
  leave(p);
  return ok ? a : NULL;
}

// dict = '{' (entry (',' entry)*)? '}'   entry = (bare-id | string) ('=' attr-typed)?
static bool parse_dict_entry(parser *p) {
  ast_named_attr e = {.where = p->tok.where};
  if (at(p, TK_BARE_ID)) {
    e.name = tok_text(p, &p->tok);
  } else if (at(p, TK_STRING)) {
    size_t n;
    e.name = tok_string(p, &p->tok, &n);
  } else {
    return expected(p, "attribute name", "attribute dictionary");
  }
  advance(p);
  if (accept(p, TK_EQUAL)) e.value = parse_attr_typed(p);
  else e.value = new_attr(p, AST_ATTR_UNIT, e.where);
  if (!e.value) return false;
  VEC_PUSH(p->entries, e);
  return true;
}
static ast_attr *parse_dict(parser *p) {
  ast_attr *a = new_attr(p, AST_ATTR_DICT, p->tok.where);
  if (!enter(p)) return NULL;
  advance(p);
  size_t start = p->entries.len;
  bool ok = true;
  while (ok && !at(p, TK_RBRACE)) {
    ok = parse_dict_entry(p) && (accept(p, TK_COMMA) || at(p, TK_RBRACE) ||
                                 expected(p, "',' or '}'", "attribute dictionary"));
  }
  ok = ok && expect_close(p, TK_RBRACE, "'}'", "attribute dictionary", a->where);
  a->entries = TAKE(p, p->entries, start, &a->count);
  leave(p);
  return ok ? a : NULL;
}

// A dense element; a run of equal numbers (zeros, ones) shares one node,
// so a long literal costs a pointer per repeated element.
static bool parse_dense_scalar(parser *p, size_t start) {
  ast_attr a;
  if (!parse_literal_into(p, &a)) return false;
  ast_attr *prev = p->attrs.len > start ? p->attrs.data[p->attrs.len - 1] : NULL;
  bool same = prev && prev->kind == a.kind && a.kind != AST_ATTR_STRING && prev->i == a.i &&
              prev->hex == a.hex && memcmp(&prev->f, &a.f, sizeof(a.f)) == 0;
  VEC_PUSH(p->attrs, same ? prev : (ast_attr *)arena_memdup(p->mem, &a, sizeof(a)));
  return true;
}

// dense-elems = dense-lit | '[' (dense-elems (',' dense-elems)*)? ']'
// dense-lit   = literal | '(' literal ',' literal ')'        (complex)
static bool parse_dense_elems(parser *p, size_t start) {
  bool complex = at(p, TK_LPAREN);
  if (!at(p, TK_LSQUARE) && !complex) return parse_dense_scalar(p, start);
  loc open = p->tok.where;
  if (!enter(p)) return false;
  advance(p);
  bool ok = true;
  tok_kind close = complex ? TK_RPAREN : TK_RSQUARE;
  while (ok && !at(p, close)) {
    ok = (complex ? parse_dense_scalar(p, start) : parse_dense_elems(p, start)) &&
         (accept(p, TK_COMMA) || at(p, close) || expected(p, "',' or ']'", "dense literal"));
  }
  ok = ok && expect_close(p, close, complex ? "')'" : "']'", "dense literal", open);
  leave(p);
  return ok;
}

// dense = 'dense' '<' (dense-elems | hex-string)? '>'
static ast_attr *parse_dense(parser *p) {
  ast_attr *a = new_attr(p, AST_ATTR_DENSE, p->tok.where);
  advance(p);
  loc open = p->tok.where;
  if (!expect(p, TK_LESS, "'<'", "dense attribute")) return NULL;
  if (at(p, TK_STRING) && p->tok.n > 3 && p->tok.s[1] == '0' && p->tok.s[2] == 'x' &&
      peek(p).kind == TK_GREATER) {
    unsigned char *bytes;
    if (!decode_hex(p, &p->tok, &bytes, &a->str_len)) return NULL;
    a->str = (const char *)bytes;
    a->hex = true;
    advance(p);
  } else if (!at(p, TK_GREATER)) {
    size_t start = p->attrs.len;
    bool ok = parse_dense_elems(p, start);
    a->elems = TAKE(p, p->attrs, start, &a->count);
    if (!ok) return NULL;
  }
  return expect_close(p, TK_GREATER, "'>'", "dense attribute", open) ? a : NULL;
}

// dense-resource = 'dense_resource' '<' (bare-id | string) '>'
static ast_attr *parse_dense_resource(parser *p) {
  ast_attr *a = new_attr(p, AST_ATTR_DENSE_RESOURCE, p->tok.where);
  advance(p);
  if (!expect(p, TK_LESS, "'<'", "dense_resource attribute")) return NULL;
  if (at(p, TK_BARE_ID)) {
    a->str = tok_text(p, &p->tok);
    a->str_len = p->tok.n;
  } else if (at(p, TK_STRING)) {
    a->str = tok_string(p, &p->tok, &a->str_len);
  } else {
    return expected(p, "resource name", "dense_resource attribute"), NULL;
  }
  advance(p);
  VEC_PUSH(p->resource_uses, a);
  return expect(p, TK_GREATER, "'>'", "dense_resource attribute") ? a : NULL;
}

//
// affine maps
//
static aff_expr *aff_new(parser *p, aff_kind kind, int64_t value, aff_expr *lhs, aff_expr *rhs) {
  aff_expr *e = ARENA_NEW(p->mem, aff_expr);
  e->kind = kind;
  e->value = value;
  e->lhs = lhs;
  e->rhs = rhs;
  return e;
}
static aff_expr *aff_neg(parser *p, aff_expr *e) {
  if (e->kind == AFF_CONST) return aff_new(p, AFF_CONST, -e->value, NULL, NULL);
  return aff_new(p, AFF_NEG, 0, e, NULL);
}

static aff_expr *parse_aff_expr(parser *p, hashmap *names);

// aff-primary = integer | dim-or-symbol-name | '(' aff-expr ')'
static aff_expr *parse_aff_primary(parser *p, hashmap *names) {
  token t = p->tok;
  if (at(p, TK_INT)) {
    int64_t v;
    bool hex;
    if (!int_value(p, &t, false, t.where, &v, &hex)) return NULL;
    advance(p);
    return aff_new(p, AFF_CONST, v, NULL, NULL);
  }
  if (at(p, TK_BARE_ID)) {
    uintptr_t id = (uintptr_t)hashmap_get(names, t.s, t.n);
    if (!id) {
      error_at(p, t.where, "use of undeclared identifier %s in affine map", describe(p, &t));
      return NULL;
    }
    advance(p);
    return aff_new(p, (id - 1) & 1 ? AFF_SYM : AFF_DIM, (int64_t)((id - 1) >> 1), NULL, NULL);
  }
  if (!at(p, TK_LPAREN)) return expected(p, "affine expression", "affine map"), NULL;
  if (!enter(p)) return NULL;
  advance(p);
  aff_expr *e = parse_aff_expr(p, names);
  bool ok = e && expect_close(p, TK_RPAREN, "')'", "affine expression", t.where);
  leave(p);
  return ok ? e : NULL;
}

// aff-unary = '-' aff-unary | aff-primary
static aff_expr *parse_aff_unary(parser *p, hashmap *names) {
  if (!at(p, TK_MINUS)) return parse_aff_primary(p, names);
  if (!enter(p)) return NULL;
  advance(p);
  aff_expr *e = parse_aff_unary(p, names);
  leave(p);
  return e ? aff_neg(p, e) : NULL;
}

// aff-term = aff-unary (('*' | 'floordiv' | 'ceildiv' | 'mod') aff-unary)*
static aff_expr *parse_aff_term(parser *p, hashmap *names) {
  aff_expr *lhs = parse_aff_unary(p, names);
  while (lhs) {
    aff_kind k;
    if (at(p, TK_STAR)) k = AFF_MUL;
    else if (at_kw(p, "floordiv")) k = AFF_FLOORDIV;
    else if (at_kw(p, "ceildiv")) k = AFF_CEILDIV;
    else if (at_kw(p, "mod")) k = AFF_MOD;
    else break;
    advance(p);
    aff_expr *rhs = parse_aff_unary(p, names);
    lhs = rhs ? aff_new(p, k, 0, lhs, rhs) : NULL;
  }
  return lhs;
}

// aff-expr = aff-term (('+' | '-') aff-term)*        (a - b is a + (-b))
static aff_expr *parse_aff_expr(parser *p, hashmap *names) {
  aff_expr *lhs = parse_aff_term(p, names);
  while (lhs && (at(p, TK_PLUS) || at(p, TK_MINUS))) {
    bool sub = at(p, TK_MINUS);
    advance(p);
    aff_expr *rhs = parse_aff_term(p, names);
    lhs = rhs ? aff_new(p, AFF_ADD, 0, lhs, sub ? aff_neg(p, rhs) : rhs) : NULL;
  }
  return lhs;
}

// aff-ids = '(' (bare-id (',' bare-id)*)? ')'  (dims), '[' ... ']' (symbols)
static bool parse_aff_ids(parser *p, hashmap *names, bool syms, int *count) {
  tok_kind close = syms ? TK_RSQUARE : TK_RPAREN;
  const char *what = syms ? "symbol list of affine map" : "dimension list of affine map";
  if (!expect(p, syms ? TK_LSQUARE : TK_LPAREN, syms ? "'['" : "'('", "affine map")) return false;
  for (int n = 0; !at(p, close); n++) {
    if (!at(p, TK_BARE_ID)) return expected(p, "identifier", what);
    if (hashmap_get(names, p->tok.s, p->tok.n)) {
      error_at(p, p->tok.where, "redefinition of %s in affine map", describe(p, &p->tok));
      return false;
    }
    if (n == INT_MAX / 2) return expected(p, "fewer identifiers", what);
    hashmap_put(names, p->tok.s, p->tok.n, (void *)(uintptr_t)(((uintptr_t)n << 1 | syms) + 1));
    *count = n + 1;
    advance(p);
    if (!accept(p, TK_COMMA) && !at(p, close))
      return expected(p, syms ? "',' or ']'" : "',' or ')'", what);
  }
  advance(p);
  return true;
}

// affine-map = 'affine_map' '<' aff-ids ('[' ... ']')? '->' '(' (aff-expr (',' aff-expr)*)? ')' '>'
static bool parse_aff_results(parser *p, hashmap *names, ast_affine_map *m) {
  loc open = p->tok.where;
  if (!expect(p, TK_LPAREN, "'('", "affine map results")) return false;
  size_t start = p->affs.len;
  bool ok = true;
  while (ok && !at(p, TK_RPAREN)) {
    aff_expr *e = parse_aff_expr(p, names);
    if (e) VEC_PUSH(p->affs, e);
    ok = e && (accept(p, TK_COMMA) || at(p, TK_RPAREN) ||
               expected(p, "',' or ')'", "affine map results"));
  }
  m->results = TAKE(p, p->affs, start, &m->result_count);
  return ok && expect_close(p, TK_RPAREN, "')'", "affine map results", open);
}
static ast_attr *parse_affine_map(parser *p) {
  ast_attr *a = new_attr(p, AST_ATTR_AFFINE_MAP, p->tok.where);
  a->map = ARENA_NEW(p->mem, ast_affine_map);
  advance(p);
  loc open = p->tok.where;
  hashmap names = {0};
  bool ok = expect(p, TK_LESS, "'<'", "affine map") &&
            parse_aff_ids(p, &names, false, &a->map->dim_count) &&
            (!at(p, TK_LSQUARE) || parse_aff_ids(p, &names, true, &a->map->sym_count)) &&
            expect(p, TK_ARROW, "'->'", "affine map") && parse_aff_results(p, &names, a->map) &&
            expect_close(p, TK_GREATER, "'>'", "affine map", open);
  hashmap_free(&names);
  return ok ? a : NULL;
}

//
// other attributes
//
// opaque = (hash-id | bare-id)? '<' balanced '>'    kept as text + its strings
static ast_attr *parse_opaque(parser *p) {
  ast_attr *a = new_attr(p, AST_ATTR_OPAQUE, p->tok.where);
  const char *start = p->tok.s;
  if (!at(p, TK_LESS)) advance(p);
  size_t sstart = p->attrs.len;
  bool ok = !at(p, TK_LESS) || skip_body(p, true);
  a->elems = TAKE(p, p->attrs, sstart, &a->count);
  if (!ok) return NULL;
  a->str = norm_text(p, start, p->prev_end);
  a->str_len = strlen(a->str);
  return a;
}

// hash-attr = '#' alias-name | '#' dialect.name ('<' balanced '>')?
static ast_attr *parse_hash_attr(parser *p) {
  token t = p->tok;
  if (memchr(t.s, '.', t.n) || peek(p).kind == TK_LESS) return parse_opaque(p);
  ast_attr *a = hashmap_get(&p->mod->aliases, t.s, t.n);
  if (!a) {
    error_at(p, t.where, "unknown attribute alias %s", describe(p, &t));
    return NULL;
  }
  advance(p);
  p->attr_shared = true;
  return a;
}

// loc = 'loc' '(' ... ')'   locations are accepted and dropped
static bool skip_loc(parser *p) {
  advance(p);
  loc open = p->tok.where;
  advance(p);
  for (size_t depth = 1; depth;) {
    if (at(p, TK_EOF)) return expect_close(p, TK_RPAREN, "')'", "location", open);
    if (at(p, TK_ERROR)) return lex_error_report(p);
    if (at(p, TK_LPAREN) && ++depth + (size_t)p->depth > MAX_DEPTH)
      return too_deep(p, p->tok.where);
    if (at(p, TK_RPAREN)) depth--;
    advance(p);
  }
  return true;
}

// symbol-ref = symbol-id ('::' symbol-id)*     -> "@a::@b"
static const char *parse_symbol_ref(parser *p) {
  strbuf sb = {0};
  for (;;) {
    token t = p->tok;
    if (t.n > 1 && t.s[1] == '"') {
      size_t n;
      char *s = tok_string(p, &t, &n);
      sb_putc(&sb, '@');
      sb_appendn(&sb, s, n);
    } else {
      sb_appendn(&sb, t.s, t.n);
    }
    advance(p);
    if (!at(p, TK_COLON_COLON) || peek(p).kind != TK_SYMBOL_ID) break;
    advance(p);
    sb_append(&sb, "::");
  }
  const char *s = arena_strndup(p->mem, sb_cstr(&sb), sb.len);
  sb_free(&sb);
  return s;
}

// Attribute keywords followed by '<': dense, dense_resource, affine_map ...
static ast_attr *parse_bare_attr(parser *p) {
  token t = p->tok;
  bool angle = peek(p).kind == TK_LESS;
  if (tok_is(&t, "true") || tok_is(&t, "false") || tok_is(&t, "inf") || tok_is(&t, "nan") ||
      tok_is(&t, "Inf") || tok_is(&t, "NaN"))
    return parse_literal(p);
  if (tok_is(&t, "unit")) {
    advance(p);
    return new_attr(p, AST_ATTR_UNIT, t.where);
  }
  if (angle && tok_is(&t, "dense")) return parse_dense(p);
  if (angle && tok_is(&t, "dense_resource")) return parse_dense_resource(p);
  if (angle && tok_is(&t, "affine_map")) return parse_affine_map(p);
  if (tok_is(&t, "loc") && peek(p).kind == TK_LPAREN) {
    if (!skip_loc(p)) return NULL;
    ast_attr *a = new_attr(p, AST_ATTR_OPAQUE, t.where);
    a->str = "loc";
    a->str_len = 3;
    return a;
  }
  if (starts_type(&t)) {
    ast_attr *a = new_attr(p, AST_ATTR_TYPE, t.where);
    a->type = parse_type(p, false);
    return a->type ? a : NULL;
  }
  if (angle) return parse_opaque(p); // affine_set<...>, array<...>, strided<...>
  ast_attr *a = new_attr(p, AST_ATTR_KEYWORD, t.where);
  a->str = tok_text(p, &t);
  a->str_len = t.n;
  advance(p);
  return a;
}

// attr = literal | array | dict | dense | dense_resource | affine-map
//      | hash-attr | symbol-ref | type | opaque | keyword
static ast_attr *parse_attr(parser *p) {
  token t = p->tok;
  p->attr_shared = false;
  switch (t.kind) {
  case TK_INT:
  case TK_FLOAT:
  case TK_MINUS:
  case TK_STRING: return parse_literal(p);
  case TK_LSQUARE: return parse_array_attr(p);
  case TK_LBRACE: return parse_dict(p);
  case TK_HASH_ID: return parse_hash_attr(p);
  case TK_LESS: return parse_opaque(p);
  case TK_BARE_ID: return parse_bare_attr(p);
  case TK_SYMBOL_ID: {
    ast_attr *a = new_attr(p, AST_ATTR_SYMBOL, t.where);
    a->str = parse_symbol_ref(p);
    a->str_len = strlen(a->str);
    return a;
  }
  case TK_BANG_ID:
  case TK_LPAREN: {
    ast_attr *a = new_attr(p, AST_ATTR_TYPE, t.where);
    a->type = parse_type(p, false);
    return a->type ? a : NULL;
  }
  default: return expected(p, "attribute", "attribute value"), NULL;
  }
}

static bool takes_type(const ast_attr *a) {
  return a->kind == AST_ATTR_INT || a->kind == AST_ATTR_FLOAT || a->kind == AST_ATTR_BOOL ||
         a->kind == AST_ATTR_STRING || a->kind == AST_ATTR_DENSE ||
         a->kind == AST_ATTR_DENSE_RESOURCE || a->kind == AST_ATTR_OPAQUE;
}

// attr-typed = attr (':' type)?     (the type only after a literal)
static ast_attr *parse_attr_typed(parser *p) {
  ast_attr *a = parse_attr(p);
  if (!a || p->attr_shared || !takes_type(a) || !at(p, TK_COLON)) return a;
  advance(p);
  ast_type *t = parse_type(p, false);
  if (!t || !set_attr_type(p, a, t)) return NULL;
  return a;
}

//
// op items
//
static const char *ctx_name(int ctx) { return ctx == CTX_GROUP ? "operand list" : "operation"; }

static ast_item *last_item(parser *p, size_t start) {
  return p->items.len > start ? &p->items.data[p->items.len - 1] : NULL;
}

// A bare id right after '{' names an op that opens a region unless it is a
// dictionary entry: a key followed by '=' or ',', or a unit attribute
// alone (`{foo.bar}`). A lone name is an op when it returns (`{ return }`,
// `{ linalg.yield }`) or, as before, when it starts a new line.
static bool bare_opens_region(parser *p, const token *n) {
  token after = peek_n(p, 2);
  if (after.kind == TK_EQUAL || after.kind == TK_COMMA) return false;
  if (after.kind != TK_RBRACE) return true;
  if (n->nl_before || tok_is(n, "return")) return true;
  const char *dot = NULL;
  for (const char *c = n->s; c < n->s + n->n; c++)
    if (*c == '.') dot = c;
  size_t tail = dot ? (size_t)(n->s + n->n - dot) : 0;
  return (tail == 7 && memcmp(dot, ".return", 7) == 0) ||
         (tail == 6 && memcmp(dot, ".yield", 6) == 0);
}

// A '{' opens a region when followed by '^', '%', a generic op name
// ("x"(...)), an op name (bare_opens_region), a newline, or (as `{}`) where
// a region is expected; otherwise it is an attribute dictionary (a quoted
// or bare key with '=', a unit attribute). Generic ops keep their regions
// inside '(...)'. The layout does not matter: `module { func.func ...` on
// one line and a dictionary over several lines read as MLIR reads them.
static bool brace_is_region(parser *p, int ctx, const ast_item *prev) {
  if (ctx == CTX_GENERIC) return false;
  if (prev && prev->kind == AST_ITEM_KEYWORD && strcmp(prev->name, "attributes") == 0) return false;
  token n = peek(p);
  if (n.kind == TK_CARET_ID || n.kind == TK_VALUE_ID) return true;
  if (n.kind == TK_STRING) return peek_n(p, 2).kind == TK_LPAREN;
  if (n.kind == TK_BARE_ID) return bare_opens_region(p, &n);
  if (n.kind != TK_RBRACE) return n.nl_before;
  if (n.nl_before) return true;
  return ctx != CTX_GROUP || !prev ||
         (prev->kind != AST_ITEM_TYPED_VALUE && prev->kind != AST_ITEM_TYPE);
}

// value = value-id   ("%x#1": name "%x", result_index 1)
static bool parse_value(parser *p, ast_item *it) {
  token t = p->tok;
  const char *hash = memchr(t.s, '#', t.n);
  size_t n = hash ? (size_t)(hash - t.s) : t.n;
  it->kind = AST_ITEM_VALUE;
  it->name = arena_strndup(p->mem, t.s, n);
  for (const char *s = hash ? hash + 1 : t.s + t.n; s < t.s + t.n; s++) {
    if (it->result_index > (INT_MAX - 9) / 10) {
      error_at(p, t.where, "result number too large in %s", describe(p, &t));
      return false;
    }
    it->result_index = it->result_index * 10 + (*s - '0');
  }
  advance(p);
  return true;
}

// A type group after '->': '(' (type dict? (',' type dict?)*)? ')'
static bool parse_type_group(parser *p, ast_item *out) {
  loc open = p->tok.where;
  size_t start = p->items.len;
  if (!enter(p)) return false;
  advance(p);
  bool ok = true;
  while (ok && !at(p, TK_RPAREN)) {
    ast_item it = {.kind = AST_ITEM_TYPE, .where = p->tok.where};
    ok = (it.type = parse_type(p, false)) != NULL;
    if (ok) VEC_PUSH(p->items, it);
    if (ok && at(p, TK_LBRACE)) {
      ast_item d = {.kind = AST_ITEM_DICT, .where = p->tok.where};
      ok = (d.attr = parse_dict(p)) != NULL;
      if (ok) VEC_PUSH(p->items, d);
    }
    if (ok && at_kw(p, "loc") && peek(p).kind == TK_LPAREN) ok = skip_loc(p);
    ok = ok &&
         (accept(p, TK_COMMA) || at(p, TK_RPAREN) || expected(p, "',' or ')'", "result type list"));
  }
  ok = ok && expect_close(p, TK_RPAREN, "')'", "result type list", open);
  out->kind = AST_ITEM_GROUP;
  out->bracket = '(';
  out->items = TAKE(p, p->items, start, &out->count);
  leave(p);
  return ok;
}

// arrow-item = '->' (type | type-group)
static bool parse_arrow_item(parser *p) {
  ast_item arrow = {.kind = AST_ITEM_ARROW, .where = p->tok.where};
  VEC_PUSH(p->items, arrow);
  advance(p);
  ast_item it = {.kind = AST_ITEM_TYPE, .where = p->tok.where};
  if (at(p, TK_LPAREN)) {
    if (!parse_type_group(p, &it)) return false;
  } else if (!(it.type = parse_type(p, false))) {
    return false;
  }
  VEC_PUSH(p->items, it);
  return true;
}

// '{' as an item: a region (also listed for the op) or a dictionary.
static bool parse_brace_item(parser *p, int ctx, size_t start, ast_item *it) {
  if (brace_is_region(p, ctx, last_item(p, start))) {
    it->kind = AST_ITEM_REGION;
    if (!(it->region = parse_region(p))) return false;
    VEC_PUSH(p->regions, it->region);
    return true;
  }
  it->kind = AST_ITEM_DICT;
  return (it->attr = parse_dict(p)) != NULL;
}

// '<' as an item: '<{' properties '}>' or an opaque '<...>'.
static bool parse_angle_item(parser *p, ast_item *it) {
  if (peek(p).kind != TK_LBRACE) {
    it->kind = AST_ITEM_ATTR;
    return (it->attr = parse_opaque(p)) != NULL;
  }
  loc open = p->tok.where;
  advance(p);
  it->kind = AST_ITEM_DICT;
  it->attr = parse_dict(p);
  return it->attr && expect_close(p, TK_GREATER, "'>'", "properties", open);
}

// A bare identifier as an item: a literal keyword, an attribute, a type,
// a dropped loc(...), or a keyword item (ins, outs, private, to ...).
static bool parse_bare_item(parser *p, ast_item *it, bool *none) {
  token t = p->tok;
  if (tok_is(&t, "loc") && peek(p).kind == TK_LPAREN) {
    *none = true;
    return skip_loc(p);
  }
  if (starts_type(&t)) {
    it->kind = AST_ITEM_TYPE;
    return (it->type = parse_type(p, false)) != NULL;
  }
  ast_attr *a = parse_bare_attr(p);
  if (!a) return false;
  if (a->kind == AST_ATTR_KEYWORD) {
    it->kind = AST_ITEM_KEYWORD;
    it->name = a->str;
  } else {
    it->kind = AST_ITEM_ATTR;
    it->attr = a;
    p->fresh_attr = a;
  }
  return true;
}

// item = value | symbol-ref | caret-id | group | region | dict | '<' ... '>'
//      | '=' | '->' types | type | attr | keyword
static bool parse_item(parser *p, int ctx, size_t start) {
  ast_item it = {.where = p->tok.where};
  bool ok = true, none = false;
  p->fresh_attr = NULL;
  switch (p->tok.kind) {
  case TK_VALUE_ID: ok = parse_value(p, &it); break;
  case TK_SYMBOL_ID:
    it.kind = AST_ITEM_SYMBOL;
    it.name = parse_symbol_ref(p);
    break;
  case TK_CARET_ID:
    it.kind = AST_ITEM_KEYWORD;
    it.name = tok_text(p, &p->tok);
    advance(p);
    break;
  case TK_LPAREN:
  case TK_LSQUARE: ok = parse_group(p, &it); break;
  case TK_LBRACE: ok = parse_brace_item(p, ctx, start, &it); break;
  case TK_LESS: ok = parse_angle_item(p, &it); break;
  case TK_EQUAL:
    it.kind = AST_ITEM_EQUAL;
    advance(p);
    break;
  case TK_ARROW: return parse_arrow_item(p);
  case TK_BANG_ID:
    it.kind = AST_ITEM_TYPE;
    ok = (it.type = parse_type(p, false)) != NULL;
    break;
  case TK_BARE_ID: ok = parse_bare_item(p, &it, &none); break;
  case TK_INT:
  case TK_FLOAT:
  case TK_STRING:
  case TK_MINUS:
  case TK_HASH_ID:
    it.kind = AST_ITEM_ATTR;
    ok = (it.attr = parse_attr(p)) != NULL;
    if (ok && !p->attr_shared) p->fresh_attr = it.attr;
    break;
  case TK_ERROR: return lex_error_report(p);
  case TK_EOF: return expected(p, "operand", ctx_name(ctx));
  default:
    error_at(p, p->tok.where, "unexpected %s in %s", describe(p, &p->tok), ctx_name(ctx));
    return false;
  }
  if (ok && !none) VEC_PUSH(p->items, it);
  return ok;
}

// Inside a group: `%a: t` (typed value), `%a, %b : t1, t2` (values, then
// their types), or `literal : t`.
static bool parse_group_colon(parser *p, size_t start, size_t run) {
  ast_item *last = last_item(p, start);
  if (last && last->kind == AST_ITEM_ATTR && last->attr == p->fresh_attr &&
      takes_type(last->attr)) {
    ast_attr *a = last->attr;
    advance(p);
    ast_type *t = parse_type(p, false);
    return t && set_attr_type(p, a, t);
  }
  if (!last || last->kind != AST_ITEM_VALUE)
    return expected(p, "operand before ':'", "operand list");
  advance(p);
  size_t tstart = p->types.len;
  for (;;) {
    ast_type *t = parse_type(p, false);
    if (!t) {
      p->types.len = tstart;
      return false;
    }
    VEC_PUSH(p->types, t);
    token next = peek(p); // `, %b: t` is the next typed value; `, t2` a further type
    if (!at(p, TK_COMMA) || !starts_type(&next)) break;
    advance(p);
  }
  size_t ntypes = p->types.len - tstart, nvals = p->items.len - run;
  if (ntypes == 1 || ntypes == nvals) {
    for (size_t i = 0; i < ntypes; i++) {
      ast_item *v = &p->items.data[p->items.len - ntypes + i];
      v->kind = AST_ITEM_TYPED_VALUE;
      v->type = p->types.data[tstart + i];
    }
  } else {
    for (size_t i = tstart; i < p->types.len; i++) {
      ast_item it = {
          .kind = AST_ITEM_TYPE, .where = p->types.data[i]->where, .type = p->types.data[i]};
      VEC_PUSH(p->items, it);
    }
  }
  p->types.len = tstart;
  return true;
}

// group = '(' (group-elem (','? group-elem)*)? ')' | '[' ... ']'
// group-elem = item | ':' type (',' type)*
static bool parse_group(parser *p, ast_item *out) {
  token open = p->tok;
  tok_kind close = at(p, TK_LPAREN) ? TK_RPAREN : TK_RSQUARE;
  out->kind = AST_ITEM_GROUP;
  out->bracket = at(p, TK_LPAREN) ? '(' : '[';
  if (!enter(p)) return false;
  advance(p);
  size_t start = p->items.len, run = start;
  bool ok = true, comma = false;
  while (ok && !at(p, close)) {
    if (at(p, TK_COMMA)) {
      ok = (p->items.len > start && !comma) || expected(p, "operand", "operand list");
      comma = true;
      advance(p);
      continue;
    }
    comma = false;
    if (at(p, TK_COLON)) {
      ok = parse_group_colon(p, start, run);
      run = p->items.len;
      continue;
    }
    if (at(p, TK_RPAREN) || at(p, TK_RSQUARE) || at(p, TK_RBRACE) || at(p, TK_GREATER) ||
        at(p, TK_EOF))
      break;
    size_t before = p->items.len;
    bool was_value = before > start && p->items.data[before - 1].kind == AST_ITEM_VALUE;
    ok = parse_item(p, CTX_GROUP, start);
    bool is_value = p->items.len == before + 1 && p->items.data[before].kind == AST_ITEM_VALUE;
    if (!is_value) run = p->items.len;
    else if (!was_value) run = before;
  }
  if (ok && comma) ok = expected(p, "operand", "operand list");
  ok = ok && expect_close(p, close, close == TK_RPAREN ? "')'" : "']'", "operand list", open.where);
  out->items = TAKE(p, p->items, start, &out->count);
  leave(p);
  return ok;
}

//
// ops, blocks and regions
//
// sig-type = type ('{' value (',' value)* '}')?
// The braces hold the values of a tensor's dynamic dims (IREE's flow ops:
// `tensor<1x?x8xf16>{%dim}`); they go on a copy of the type, since a type
// may be an alias shared by every use.
static ast_type *parse_sig_type(parser *p, bool dims) {
  ast_type *t = parse_type(p, false);
  if (!t || !dims || !at(p, TK_LBRACE)) return t;
  token n = peek(p);
  bool tensor = t->kind == AST_TYPE_TENSOR && t->has_shape;
  if (n.kind != TK_VALUE_ID && !(tensor && n.kind == TK_RBRACE && !n.nl_before))
    return t; // `{}`: no dims
  loc open = p->tok.where;
  ast_type *c = arena_memdup(p->mem, t, sizeof *t);
  size_t start = p->items.len;
  bool ok = enter(p);
  if (ok) {
    advance(p);
    while (ok && !at(p, TK_RBRACE)) {
      ast_item it = {.where = p->tok.where};
      ok = (at(p, TK_VALUE_ID) || expected(p, "value", "dynamic dims")) && parse_value(p, &it);
      if (ok) VEC_PUSH(p->items, it);
      ok = ok &&
           (accept(p, TK_COMMA) || at(p, TK_RBRACE) || expected(p, "',' or '}'", "dynamic dims"));
    }
    ok = ok && expect_close(p, TK_RBRACE, "'}'", "dynamic dims", open);
    leave(p);
  }
  c->dim_values = TAKE(p, p->items, start, &c->dim_value_count);
  return ok ? c : NULL;
}

// type-list = '(' (sig-type (',' sig-type)*)? ')' | sig-type (',' sig-type)*
static bool parse_type_list(parser *p, int *count, ast_type ***out) {
  if (at(p, TK_LPAREN)) return parse_paren_types(p, count, out, true);
  size_t start = p->types.len;
  bool ok = true;
  do {
    ast_type *t = parse_sig_type(p, true);
    if (t) VEC_PUSH(p->types, t);
    ok = t != NULL;
  } while (ok && accept(p, TK_COMMA));
  *out = TAKE(p, p->types, start, count);
  return ok;
}

// signature = ':' type-list (('->' | 'to' | 'into') type-list)?
// (`into`: tensor.expand_shape / collapse_shape's `: A into B`.)
// A single type right after a literal item is also that literal's type.
static bool parse_signature(parser *p, ast_op *op, size_t start) {
  advance(p);
  if (!parse_type_list(p, &op->operand_type_count, &op->operand_types)) return false;
  if ((at_kw(p, "to") || at_kw(p, "on")) && peek(p).kind == TK_HASH_ID) {
    // flow.tensor.transfer %x : type to #hal.device.promise<@d> (barrier: on)
    ast_item kw = {.kind = AST_ITEM_KEYWORD, .where = p->tok.where, .name = tok_text(p, &p->tok)};
    VEC_PUSH(p->items, kw);
    advance(p);
    ast_item it = {.kind = AST_ITEM_ATTR, .where = p->tok.where};
    if (!(it.attr = parse_attr(p))) return false;
    VEC_PUSH(p->items, it);
    return true;
  }
  if (at(p, TK_ARROW) || at_kw(p, "to") || at_kw(p, "into")) {
    advance(p);
    op->has_result_types = true;
    if (!parse_type_list(p, &op->result_type_count, &op->result_types)) return false;
  }
  ast_item *last = last_item(p, start);
  if (!op->has_result_types && op->operand_type_count == 1 && last && last->kind == AST_ITEM_ATTR &&
      last->attr == p->fresh_attr && takes_type(last->attr) && !last->attr->type)
    return set_attr_type(p, last->attr, op->operand_types[0]);
  return true;
}

// The op's attributes: its dictionaries merged (one is used as is).
static void merge_attrs(parser *p, ast_op *op) {
  int dicts = 0, entries = 0;
  for (int i = 0; i < op->item_count; i++)
    if (op->items[i].kind == AST_ITEM_DICT) {
      dicts++;
      entries += op->items[i].attr->count;
      op->attrs = op->items[i].attr;
    }
  if (dicts < 2) return;
  ast_attr *m = new_attr(p, AST_ATTR_DICT, op->attrs->where);
  m->entries = ARENA_NEW_ARRAY(p->mem, ast_named_attr, entries);
  for (int i = 0; i < op->item_count; i++)
    if (op->items[i].kind == AST_ITEM_DICT)
      for (int j = 0; j < op->items[i].attr->count; j++)
        m->entries[m->count++] = op->items[i].attr->entries[j];
  op->attrs = m;
}

// What may follow a signature on its line: a region, a location.
static bool after_signature(parser *p, ast_op *op, size_t start, bool *ok) {
  if (at(p, TK_LBRACE) && brace_is_region(p, CTX_OP, last_item(p, start))) {
    *ok = parse_item(p, CTX_OP, start);
    return true;
  }
  if (at_kw(p, "loc") && peek(p).kind == TK_LPAREN) {
    *ok = skip_loc(p);
    return true;
  }
  return false;
}

// Does the current token, the first of a line, start something new (an
// op, a block, an alias, file metadata, the end of a region) rather than
// continue the op before it? New: `%a =`, `%a:2 =`, `%a, %b =`, a
// dialect op name (`x.y`, or return / module / func / call), a generic op
// `"x.y"(`, `#a =`, `!a =`, `^bb`, `}`, `{-#`. Everything else (`ins(`,
// `outs(`, `:`, `->`, `{`, `attributes`, `%x :` ...) continues: MLIR's
// grammar has no newlines, and printers break long ops where they like.
static bool starts_new_line_item(parser *p) {
  static const char *const bare_ops[] = {"return", "module", "func", "call"};
  token t = p->tok;
  switch (t.kind) {
  case TK_EOF:
  case TK_RBRACE:
  case TK_CARET_ID:
  case TK_META_BEGIN:
  case TK_ERROR: return true;
  case TK_HASH_ID:
  case TK_BANG_ID: return peek(p).kind == TK_EQUAL;
  case TK_STRING: return peek(p).kind == TK_LPAREN;
  case TK_BARE_ID:
    if (memchr(t.s, '.', t.n)) return true;
    for (size_t i = 0; i < FACET_ARRAY_SIZE(bare_ops); i++)
      if (tok_is(&t, bare_ops[i])) return true;
    return false;
  case TK_VALUE_ID: break;
  default: return false;
  }
  // a result list: value (':' integer)? (',' value (':' integer)?)* '='
  lexer lx = p->lx;
  for (;;) {
    token n = lex_next(&lx);
    if (n.kind == TK_COLON) {
      if (lex_next(&lx).kind != TK_INT) return false;
      n = lex_next(&lx);
    }
    if (n.kind == TK_EQUAL) return true;
    if (n.kind != TK_COMMA || lex_next(&lx).kind != TK_VALUE_ID) return false;
  }
}

static bool name_ends_with(const char *name, const char *suffix) {
  size_t n = strlen(name), k = strlen(suffix);
  return n >= k && strcmp(name + n - k, suffix) == 0;
}

// A block label: `^bb:` or `^bb(%a: t, ...):` (a successor, `cf.br ^bb1`
// or `^bb1(%x : i32)`, is not followed by ':').
static bool starts_block_label(parser *p) {
  lexer lx = p->lx;
  token n = lex_next(&lx);
  if (n.kind == TK_COLON) return true;
  if (n.kind != TK_LPAREN) return false;
  for (long open = 1; open > 0;) {
    n = lex_next(&lx);
    if (n.kind == TK_EOF || n.kind == TK_ERROR) return false;
    open += (n.kind == TK_LPAREN) - (n.kind == TK_RPAREN);
  }
  return lex_next(&lx).kind == TK_COLON;
}

// Does the current token start a new op rather than continue `op`, on a
// new line or on the same one (MLIR's grammar has no newlines)? What
// starts_new_line_item says, but for items an op may begin with: a string
// before '(' (`torch.operator "name"(...)`) or `%i =` (`scf.for %i = ...`)
// as its first item; and a `^bb` only as a block label.
static bool starts_new_op(parser *p, const ast_op *op, size_t start) {
  bool first = p->items.len == start;
  switch (p->tok.kind) {
  case TK_CARET_ID: return starts_block_label(p);
  case TK_STRING:
    return !(first && name_ends_with(op->name, "operator")) && starts_new_line_item(p);
  case TK_VALUE_ID: return !(first && name_ends_with(op->name, "for")) && starts_new_line_item(p);
  default: return starts_new_line_item(p);
  }
}

// op-items = item* signature? region* ; ends at '}', after the signature
// and what may follow it, or where something new starts (on a new line or
// on the same one: MLIR's grammar has no newlines).
static bool parse_op_items(parser *p, ast_op *op) {
  int ctx = op->generic ? CTX_GENERIC : CTX_OP;
  size_t start = p->items.len, rstart = p->regions.len;
  bool ok = true, sig = false, comma = false;
  while (ok && !at(p, TK_EOF) && !at(p, TK_RBRACE) && !starts_new_op(p, op, start)) {
    if (sig) {
      if (!after_signature(p, op, start, &ok)) break;
    } else if (at(p, TK_COMMA)) {
      ok = (p->items.len > start && !comma) || expected(p, "operand", "operation");
      comma = true;
      advance(p);
      continue;
    } else if (at(p, TK_COLON)) {
      ok = parse_signature(p, op, start);
      sig = true;
    } else if (at(p, TK_ARROW) && last_item(p, start) &&
               last_item(p, start)->kind == AST_ITEM_REGION) {
      advance(p); // `} -> types` after a region: the op's result types
      op->has_result_types = sig = true;
      ok = parse_type_list(p, &op->result_type_count, &op->result_types);
    } else {
      ok = parse_item(p, ctx, start);
    }
    comma = false;
  }
  if (ok && comma) ok = expected(p, "operand", "operation");
  op->items = TAKE(p, p->items, start, &op->item_count);
  op->regions = TAKE(p, p->regions, rstart, &op->region_count);
  merge_attrs(p, op);
  return ok;
}

// results = result (',' result)* '='     result = value-id (':' integer)?
static bool parse_results(parser *p, ast_op *op) {
  size_t start = p->results.len;
  bool ok = true;
  do {
    token t = p->tok;
    ast_result r = {.count = 1};
    if (!at(p, TK_VALUE_ID) || memchr(t.s, '#', t.n)) {
      ok = expected(p, "result name", "result list");
      break;
    }
    r.name = tok_text(p, &t);
    advance(p);
    if (accept(p, TK_COLON)) {
      int64_t n = 0;
      bool hex;
      if (!at(p, TK_INT)) ok = expected(p, "result count", "result list");
      else if (!int_value(p, &p->tok, false, p->tok.where, &n, &hex)) ok = false;
      else if (n < 1 || n > INT_MAX)
        ok = (error_at(p, p->tok.where, "result count must be between 1 and %d", INT_MAX), false);
      if (!ok) break;
      r.count = (int)n;
      advance(p);
    }
    VEC_PUSH(p->results, r);
  } while (accept(p, TK_COMMA));
  ok = ok && expect(p, TK_EQUAL, "'='", "result list");
  op->results = TAKE(p, p->results, start, &op->result_count);
  return ok;
}

// op = results? (bare-id | string) op-items
static ast_op *parse_op(parser *p) {
  ast_op *op = ARENA_NEW(p->mem, ast_op);
  op->where = p->tok.where;
  if (at(p, TK_VALUE_ID) && !parse_results(p, op)) return NULL;
  if (at(p, TK_BARE_ID)) {
    op->name = tok_text(p, &p->tok);
  } else if (at(p, TK_STRING) && p->tok.n > 2) { // "" is no name
    size_t n;
    op->name = tok_string(p, &p->tok, &n);
    op->generic = true;
  } else {
    return expected(p, "operation name", "operation"), NULL;
  }
  advance(p);
  if (!parse_op_items(p, op)) return NULL;
  if (op->generic) ast_generic_to_custom(p->mem, op);
  return op;
}

// After a failed op: skip the rest of its line. A '{' that ends the line
// opens a region whose ops are parsed (and dropped) so that their errors
// are reported and the braces stay balanced; a '}' that would close the
// enclosing region is left to it. `open` is the number of '{' the failed op
// left unclosed (an error inside a dictionary, say).
static void recover(parser *p, const char *op_start, long open) {
  if (p->tok.nl_before && p->tok.s != op_start && starts_new_line_item(p)) return; // intact
  long balance = open > 0 ? open : 0;
  do {
    if (at(p, TK_EOF)) return;
    if (at(p, TK_RBRACE) && balance-- == 0) return;
    if (at(p, TK_LBRACE) && p->depth < MAX_DEPTH && peek(p).nl_before) {
      if (!parse_region(p)) return;
      continue;
    }
    balance += at(p, TK_LBRACE);
    advance(p);
  } while (!p->tok.nl_before || !starts_new_line_item(p));
}

// block-label = caret-id ('(' typed-value (',' typed-value)* ')')? ':'
static bool parse_block_label(parser *p, ast_block *b) {
  b->label = tok_text(p, &p->tok);
  advance(p);
  if (at(p, TK_LPAREN)) {
    ast_item g = {0};
    if (!parse_group(p, &g)) return false;
    for (int i = 0; i < g.count; i++)
      if (g.items[i].kind != AST_ITEM_TYPED_VALUE) {
        error_at(p, g.items[i].where, "expected '%%name: type' in block argument list");
        return false;
      }
    b->args = g.items;
    b->arg_count = g.count;
  }
  return expect(p, TK_COLON, "':'", "block label");
}

// Ends the block being filled: its ops come off the scratch stack.
static void end_block(parser *p, ast_block *b, size_t ostart) {
  b->ops = TAKE(p, p->ops, ostart, &b->op_count);
  VEC_PUSH(p->blocks, *b);
  *b = (ast_block){0};
}

// An op ends where the next starts: a new line, its region's '}', or on
// the same line what starts an op (a result list, an op name, a block
// label ...); anything else would be read as an op by a name that only
// looked like one.
static bool end_of_op_line(parser *p) {
  if (p->tok.nl_before || at(p, TK_RBRACE) || at(p, TK_EOF) || p->stopped) return true;
  if (starts_new_line_item(p)) return true;
  if (at(p, TK_ERROR)) return lex_error_report(p);
  error_at(p, p->tok.where, "expected the end of the operation's line, found %s",
           describe(p, &p->tok));
  return false;
}

// region = '{' op* (block-label op*)* '}'
static ast_region *parse_region(parser *p) {
  ast_region *r = ARENA_NEW(p->mem, ast_region);
  r->where = p->tok.where;
  if (!enter(p)) return NULL;
  advance(p);
  size_t bstart = p->blocks.len, ostart = p->ops.len;
  ast_block b = {0};
  bool open_block = false, ok = true;
  while (!at(p, TK_RBRACE)) {
    if (at(p, TK_EOF)) {
      ok = expect_close(p, TK_RBRACE, "'}'", "region", r->where);
      break;
    }
    if (at(p, TK_CARET_ID)) {
      if (open_block || p->ops.len > ostart) end_block(p, &b, ostart);
      open_block = true;
      long braces = p->braces;
      if (!parse_block_label(p, &b)) recover(p, NULL, p->braces - braces);
      continue;
    }
    const char *op_start = p->tok.s;
    long braces = p->braces;
    ast_op *op = parse_op(p);
    if (op) VEC_PUSH(p->ops, op);
    if (op && !end_of_op_line(p)) op = NULL;
    if (!op) recover(p, op_start, p->braces - braces);
  }
  if (open_block || p->ops.len > ostart) end_block(p, &b, ostart);
  r->blocks = TAKE(p, p->blocks, bstart, &r->block_count);
  if (ok) advance(p);
  leave(p);
  return ok ? r : NULL;
}

//
// top level: aliases, file metadata, ops
//
// alias-def = hash-id '=' attr-typed | bang-id '=' type
static bool parse_alias_def(parser *p) {
  token name = p->tok;
  if (memchr(name.s, '.', name.n)) {
    error_at(p, name.where, "alias name %s must not contain '.'", describe(p, &name));
    return false;
  }
  if (hashmap_get(&p->mod->aliases, name.s, name.n)) {
    error_at(p, name.where, "redefinition of alias %s", describe(p, &name));
    return false;
  }
  advance(p);
  advance(p); // '='
  void *value =
      name.kind == TK_HASH_ID ? (void *)parse_attr_typed(p) : (void *)parse_type(p, false);
  if (!value) return false;
  hashmap_put(&p->mod->aliases, name.s, name.n, value);
  if (!p->tok.nl_before && !at(p, TK_EOF) && !starts_new_line_item(p))
    return expected(p, "end of line", "alias definition");
  return true;
}

// A builtin resource blob: "0x" + 4-byte little-endian alignment + data.
static bool parse_blob(parser *p, const char *name, size_t name_len) {
  token t = p->tok;
  unsigned char *bytes;
  size_t len;
  if (!at(p, TK_STRING)) return expected(p, "hex string", "resource blob");
  if (!decode_hex(p, &t, &bytes, &len)) return false;
  if (len < 4) {
    error_at(p, t.where, "resource blob is shorter than its 4-byte alignment prefix");
    return false;
  }
  if (hashmap_get(&p->mod->resources, name, name_len)) {
    error_at(p, t.where, "redefinition of resource '%s'", name);
    return false;
  }
  ast_attr *a = new_attr(p, AST_ATTR_STRING, t.where);
  a->i = bytes[0] | bytes[1] << 8 | bytes[2] << 16 | (int64_t)bytes[3] << 24;
  a->str = (const char *)arena_memdup(p->mem, bytes + 4, len - 4);
  a->str_len = len - 4;
  hashmap_put(&p->mod->resources, name, name_len, a);
  advance(p);
  return true;
}

// meta-dict = '{' (key ':' value (',' key ':' value)*)? '}'
// level 0: meta-entries, 1: dialect entries, 2: resources (key = name)
static bool parse_meta_dict(parser *p, int level, bool blobs) {
  loc open = p->tok.where;
  if (!expect(p, TK_LBRACE, "'{'", "file metadata")) return false;
  while (!at(p, TK_RBRACE)) {
    token key = p->tok;
    size_t n = key.n;
    const char *name;
    if (at(p, TK_BARE_ID)) name = tok_text(p, &key);
    else if (at(p, TK_STRING)) name = tok_string(p, &key, &n);
    else return expected(p, "key", "file metadata");
    advance(p);
    if (!expect(p, TK_COLON, "':'", "file metadata")) return false;
    bool ok;
    if (level == 2 && blobs) ok = parse_blob(p, name, n);
    else if (level == 2) ok = parse_attr_typed(p) != NULL;
    else
      ok = parse_meta_dict(p, level + 1,
                           level == 0 ? strcmp(name, "dialect_resources") == 0
                                      : blobs && strcmp(name, "builtin") == 0);
    if (!ok) return false;
    if (!accept(p, TK_COMMA) && !at(p, TK_RBRACE))
      return expected(p, "',' or '}'", "file metadata");
  }
  return expect_close(p, TK_RBRACE, "'}'", "file metadata", open);
}

// file-metadata = '{-#' (meta-entry (',' meta-entry)*)? '#-}'
// meta-entry    = bare-id ':' meta-dict
static bool parse_file_metadata(parser *p) {
  p->meta_start = p->tok.where;
  advance(p);
  bool ok = true;
  while (ok && !at(p, TK_META_END)) {
    if (!at(p, TK_BARE_ID)) {
      ok = expected(p, "'#-}' or a metadata key", "file metadata");
      break;
    }
    bool resources = at_kw(p, "dialect_resources");
    advance(p);
    ok = expect(p, TK_COLON, "':'", "file metadata") && parse_meta_dict(p, 1, resources);
    if (ok && !accept(p, TK_COMMA) && !at(p, TK_META_END))
      ok = expected(p, "',' or '#-}'", "file metadata");
  }
  p->meta_start = (loc){0};
  return ok && accept(p, TK_META_END);
}

// file = (alias-def | file-metadata | op)*
static void parse_toplevel(parser *p) {
  size_t ostart = p->ops.len;
  while (!at(p, TK_EOF)) {
    const char *start = p->tok.s;
    long braces = p->braces;
    bool ok = true;
    if ((at(p, TK_HASH_ID) || at(p, TK_BANG_ID)) && peek(p).kind == TK_EQUAL) {
      ok = parse_alias_def(p);
    } else if (at(p, TK_META_BEGIN)) {
      ok = parse_file_metadata(p);
      while (!ok && !at(p, TK_EOF) && !at(p, TK_META_END)) advance(p); // skip the rest of it
      if (!ok) accept(p, TK_META_END);
    } else if (at(p, TK_RBRACE)) {
      error_at(p, p->tok.where, "unexpected '}' at top level");
      advance(p);
      continue;
    } else {
      ast_op *op = parse_op(p);
      if (op) VEC_PUSH(p->ops, op);
      ok = op != NULL && end_of_op_line(p);
    }
    if (!ok) recover(p, start, p->braces - braces);
  }
  p->mod->ops = TAKE(p, p->ops, ostart, &p->mod->op_count);
}

static void resolve_resources(parser *p) {
  for (size_t i = 0; i < p->resource_uses.len; i++) {
    ast_attr *a = p->resource_uses.data[i];
    a->blob = hashmap_get(&p->mod->resources, a->str, a->str_len);
  }
}

static void parser_free(parser *p) {
  VEC_FREE(p->items);
  VEC_FREE(p->attrs);
  VEC_FREE(p->entries);
  VEC_FREE(p->types);
  VEC_FREE(p->dims);
  VEC_FREE(p->ops);
  VEC_FREE(p->blocks);
  VEC_FREE(p->regions);
  VEC_FREE(p->results);
  VEC_FREE(p->affs);
  VEC_FREE(p->resource_uses);
}

void ast_module_free(ast_module *m) {
  if (!m) return;
  hashmap_free(&m->aliases);
  hashmap_free(&m->resources);
}

ast_module *parse_mlir_lines(arena *mem, diag_engine *diag, const char *file, const char *text,
                             size_t len, uint32_t first_line) {
  parser p = {.mem = mem, .diag = diag};
  p.file = arena_strdup(mem, file ? file : "<input>");
  p.mod = ARENA_NEW(mem, ast_module);
  lex_init(&p.lx, p.file, text, len, first_line);
  p.tok = lex_next(&p.lx);
  p.prev_end = p.tok.s;
  parse_toplevel(&p);
  resolve_resources(&p);
  parser_free(&p);
  if (p.errors > 0) {
    ast_module_free(p.mod);
    return NULL;
  }
  return p.mod;
}

ast_module *parse_mlir(arena *mem, diag_engine *diag, const char *file, const char *text,
                       size_t len) {
  const char *name = file ? file : "<input>";
  bool known = false;
  for (size_t i = 0; i < diag->sources.len; i++)
    known |= strcmp(diag->sources.data[i].name, name) == 0;
  if (!known) diag_add_source(diag, name, text ? text : "", text ? len : 0);
  return parse_mlir_lines(mem, diag, name, text, len, 1);
}

// A line that is exactly "// -----" (trailing blanks allowed).
static bool split_marker(const char *s, const char *e) {
  while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r')) e--;
  return e - s == 8 && memcmp(s, "// -----", 8) == 0;
}

int parse_split_input(const char *text, size_t len, size_t **offsets, size_t **lengths,
                      int **first_lines) {
  VEC(size_t) offs = {0};
  VEC(size_t) lens = {0};
  VEC(int) lines = {0};
  size_t part = 0, line = 1, part_line = 1;
  for (size_t pos = 0; pos <= len;) {
    const char *nl = pos < len ? memchr(text + pos, '\n', len - pos) : NULL;
    size_t end = nl ? (size_t)(nl - text) : len;
    if (split_marker(text + pos, text + end)) {
      VEC_PUSH(offs, part);
      VEC_PUSH(lens, pos - part);
      VEC_PUSH(lines, part_line > INT_MAX ? INT_MAX : (int)part_line);
      part = nl ? end + 1 : len;
      part_line = line + 1;
    }
    if (!nl) break;
    pos = end + 1;
    line++;
  }
  VEC_PUSH(offs, part);
  VEC_PUSH(lens, len - part);
  VEC_PUSH(lines, part_line > INT_MAX ? INT_MAX : (int)part_line);
  *offsets = offs.data;
  *lengths = lens.data;
  *first_lines = lines.data;
  return (int)offs.len;
}
