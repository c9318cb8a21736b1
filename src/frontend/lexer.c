// lexer.c: MLIR text -> tokens, one at a time, over (text, len).
//
// The lexer never reads past len, never allocates and never reports: a
// malformed piece of input becomes a TK_ERROR token with a message and a
// location, and the parser decides what to say. Its state is a few integers,
// so the parser can save and restore it to look ahead. Every function runs
// in time linear in what it consumes; nothing scans the rest of a line.
//
// Lexical grammar (as MLIR's Lexer.cpp, docs/mlir-syntax.md):
//   bare-id    = (letter | '_') (letter | digit | [_$.])*
//   suffix-id  = digit+ | (letter | [$._-]) (letter | digit | [$._-])*
//   value-id   = '%' suffix-id ('#' digit+)?
//   symbol-id  = '@' (suffix-id | string)
//   caret-id   = '^' suffix-id     hash-id = '#' suffix-id   bang-id = '!' suffix-id
//   integer    = digit+ | '0x' hexdigit+
//   float      = digit+ '.' digit* ([eE] [-+]? digit+)?   (digit+ [eE] ... is an error)
//   string     = '"' (char | '\' ["\\nt] | '\' hexdigit hexdigit)* '"'   (one line)
//   comment    = '//' to the end of the line
#include "frontend_internal.h"

#include <stdlib.h>
#include <string.h>

void lex_init(lexer *lx, const char *file, const char *text, size_t len, uint32_t first_line) {
  lx->file = file;
  lx->text = text ? text : "";
  lx->len = text ? len : 0;
  lx->pos = 0;
  lx->line = first_line ? first_line : 1;
  lx->line_start = 0;
}

static loc lex_loc_at(const lexer *lx, size_t pos) {
  size_t col = pos - lx->line_start + 1;
  return (loc){lx->file, lx->line, col > UINT32_MAX ? UINT32_MAX : (uint32_t)col};
}

loc lex_loc(const lexer *lx) { return lex_loc_at(lx, lx->pos); }

static bool is_letter(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static bool is_digit(int c) { return c >= '0' && c <= '9'; }
static bool is_hex(int c) {
  return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
static bool is_bare_char(int c) {
  return is_letter(c) || is_digit(c) || c == '_' || c == '$' || c == '.';
}
static bool is_suffix_char(int c) { return is_bare_char(c) || c == '-'; }

size_t lex_utf8_len(const unsigned char *p, size_t avail) {
  unsigned c = p[0];
  if (c < 0x80) return 1;
  size_t n = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC2 ? 2 : 0;
  if (n == 0 || c > 0xF4 || avail < n) return 0;
  for (size_t i = 1; i < n; i++)
    if ((p[i] & 0xC0) != 0x80) return 0;
  // overlong forms, UTF-16 surrogates and code points past U+10FFFF
  if (c == 0xE0 && p[1] < 0xA0) return 0;
  if (c == 0xED && p[1] >= 0xA0) return 0;
  if (c == 0xF0 && p[1] < 0x90) return 0;
  if (c == 0xF4 && p[1] >= 0x90) return 0;
  return n;
}

// The token that starts at `start` and ends at lx->pos.
static token lex_make(const lexer *lx, tok_kind kind, size_t start) {
  return (token){
      .kind = kind, .s = lx->text + start, .n = lx->pos - start, .where = lex_loc_at(lx, start)};
}

static token lex_error(const lexer *lx, size_t start, const char *msg, loc at) {
  token t = lex_make(lx, TK_ERROR, start);
  t.msg = msg;
  t.err_at = at;
  return t;
}

// Skips a comment from "//" to the end of the line. A NUL byte or invalid
// UTF-8 inside it is an error token (returned through *err).
static bool lex_skip_comment(lexer *lx, token *err) {
  const unsigned char *p = (const unsigned char *)lx->text;
  while (lx->pos < lx->len && p[lx->pos] != '\n') {
    size_t n = p[lx->pos] ? lex_utf8_len(p + lx->pos, lx->len - lx->pos) : 0;
    if (n == 0) {
      loc at = lex_loc(lx);
      size_t start = lx->pos++;
      *err = lex_error(lx, start, p[start] ? "invalid UTF-8 in comment" : "NUL byte in input", at);
      return false;
    }
    lx->pos += n;
  }
  return true;
}

// Skips whitespace and comments; *nl is set when a newline was crossed.
static bool lex_skip_space(lexer *lx, bool *nl, token *err) {
  while (lx->pos < lx->len) {
    char c = lx->text[lx->pos];
    if (c == '\n') {
      lx->pos++;
      lx->line++;
      lx->line_start = lx->pos;
      *nl = true;
    } else if (c == ' ' || c == '\t' || c == '\r') {
      lx->pos++;
    } else if (c == '/' && lx->pos + 1 < lx->len && lx->text[lx->pos + 1] == '/') {
      lx->pos += 2;
      if (!lex_skip_comment(lx, err)) return false;
    } else {
      break;
    }
  }
  return true;
}

// After a prefix character: suffix-id = digit+ | (letter|[$._-]) (letter|digit|[$._-])*.
static bool lex_suffix_id(lexer *lx) {
  const char *p = lx->text;
  if (lx->pos < lx->len && is_digit(p[lx->pos])) {
    while (lx->pos < lx->len && is_digit(p[lx->pos])) lx->pos++;
    return true;
  }
  if (lx->pos >= lx->len || !(is_letter(p[lx->pos]) || p[lx->pos] == '$' || p[lx->pos] == '.' ||
                              p[lx->pos] == '_' || p[lx->pos] == '-'))
    return false;
  while (lx->pos < lx->len && is_suffix_char(p[lx->pos])) lx->pos++;
  return true;
}

// string = '"' ... '"' on one line. Escapes are checked here so that the
// parser can unescape without failing. An unterminated string is an error
// at its start; a bad escape or a NUL byte is an error where it is, and the
// token still runs to the closing quote.
static token lex_string(lexer *lx, size_t start) {
  loc where = lex_loc_at(lx, start);
  const char *p = lx->text;
  const char *msg = NULL;
  loc at = where;
  lx->pos++; // opening quote
  while (lx->pos < lx->len) {
    char c = p[lx->pos];
    if (c == '"') {
      lx->pos++;
      if (msg) return lex_error(lx, start, msg, at);
      return lex_make(lx, TK_STRING, start);
    }
    if (c == '\n') break;
    if (c == '\0' && !msg) {
      msg = "NUL byte in input";
      at = lex_loc(lx);
    }
    if (c == '\\') {
      loc esc = lex_loc(lx);
      char d = lx->pos + 1 < lx->len ? p[lx->pos + 1] : 0;
      if (d == '"' || d == '\\' || d == 'n' || d == 't') {
        lx->pos += 2;
        continue;
      }
      if (lx->pos + 2 < lx->len && is_hex(d) && is_hex(p[lx->pos + 2])) {
        lx->pos += 3;
        continue;
      }
      if (!msg) {
        msg = "invalid escape sequence in string (use \\\" \\\\ \\n \\t or \\XX)";
        at = esc;
      }
    }
    lx->pos++;
  }
  return lex_error(lx, start, "unterminated string literal", where);
}

// integer = digit+ | 0x hexdigit+ ; float = digit+ ('.' digit*)? ([eE][-+]?digit+)?
// (with a '.' or an exponent). MLIR itself requires the '.': 1e-5 is the
// integer 1 and an identifier e there. It means one thing only, so facet
// reads it as the float users wrote (and prints 1.0e-05 back).
static token lex_number(lexer *lx, size_t start) {
  const char *p = lx->text;
  size_t n = lx->len;
  if (p[lx->pos] == '0' && lx->pos + 2 < n && p[lx->pos + 1] == 'x' && is_hex(p[lx->pos + 2])) {
    lx->pos += 2;
    while (lx->pos < n && is_hex(p[lx->pos])) lx->pos++;
    return lex_make(lx, TK_INT, start);
  }
  while (lx->pos < n && is_digit(p[lx->pos])) lx->pos++;
  size_t x = lx->pos + 1;
  if (x < n && (p[x] == '-' || p[x] == '+')) x++;
  if (lx->pos < n && (p[lx->pos] == 'e' || p[lx->pos] == 'E') && x < n && is_digit(p[x])) {
    while (x < n && is_digit(p[x])) x++; // 1e-5
    lx->pos = x;
    return lex_make(lx, TK_FLOAT, start);
  }
  if (lx->pos >= n || p[lx->pos] != '.') return lex_make(lx, TK_INT, start);
  lx->pos++;
  while (lx->pos < n && is_digit(p[lx->pos])) lx->pos++;
  if (lx->pos < n && (p[lx->pos] == 'e' || p[lx->pos] == 'E')) {
    size_t e = lx->pos + 1;
    if (e < n && (p[e] == '-' || p[e] == '+')) e++;
    if (e < n && is_digit(p[e])) {
      while (e < n && is_digit(p[e])) e++;
      lx->pos = e;
    }
  }
  return lex_make(lx, TK_FLOAT, start);
}

static token lex_prefixed(lexer *lx, char c, size_t start) {
  static const struct {
    char c;
    tok_kind kind;
    const char *msg;
  } kinds[] = {{'%', TK_VALUE_ID, "expected value name after '%'"},
               {'@', TK_SYMBOL_ID, "expected symbol name after '@'"},
               {'^', TK_CARET_ID, "expected block name after '^'"},
               {'#', TK_HASH_ID, "expected attribute name after '#'"},
               {'!', TK_BANG_ID, "expected type name after '!'"}};
  size_t k = 0;
  while (kinds[k].c != c) k++;
  lx->pos++;
  if (c == '@' && lx->pos < lx->len && lx->text[lx->pos] == '"') {
    token s = lex_string(lx, start); // @"quoted name"
    if (s.kind == TK_STRING) s.kind = TK_SYMBOL_ID;
    return s;
  }
  if (!lex_suffix_id(lx)) return lex_error(lx, start, kinds[k].msg, lex_loc_at(lx, start));
  // %x#1: the result number belongs to the value token
  if (c == '%' && lx->pos + 1 < lx->len && lx->text[lx->pos] == '#' &&
      is_digit(lx->text[lx->pos + 1])) {
    lx->pos++;
    while (lx->pos < lx->len && is_digit(lx->text[lx->pos])) lx->pos++;
  }
  return lex_make(lx, kinds[k].kind, start);
}

static bool lex_starts(const lexer *lx, const char *s) {
  size_t n = strlen(s);
  return lx->len - lx->pos >= n && memcmp(lx->text + lx->pos, s, n) == 0;
}

// One- and two-character punctuation; TK_EOF when c is none of them.
static tok_kind lex_punct(lexer *lx, char c) {
  char d = lx->pos + 1 < lx->len ? lx->text[lx->pos + 1] : 0;
  tok_kind k = TK_EOF;
  size_t n = 1;
  switch (c) {
  case '(': k = TK_LPAREN; break;
  case ')': k = TK_RPAREN; break;
  case '[': k = TK_LSQUARE; break;
  case ']': k = TK_RSQUARE; break;
  case '{': k = lex_starts(lx, "{-#") ? (n = 3, TK_META_BEGIN) : TK_LBRACE; break;
  case '}': k = TK_RBRACE; break;
  case '<': k = TK_LESS; break;
  case '>': k = TK_GREATER; break;
  case ',': k = TK_COMMA; break;
  case '=': k = TK_EQUAL; break;
  case '+': k = TK_PLUS; break;
  case '*': k = TK_STAR; break;
  case '?': k = TK_QUESTION; break;
  case ':': k = d == ':' ? (n = 2, TK_COLON_COLON) : TK_COLON; break;
  case '-': k = d == '>' ? (n = 2, TK_ARROW) : TK_MINUS; break;
  case '#': k = lex_starts(lx, "#-}") ? (n = 3, TK_META_END) : TK_EOF; break;
  default: break;
  }
  if (k != TK_EOF) lx->pos += n;
  return k;
}

token lex_next(lexer *lx) {
  bool nl = lx->pos == 0;
  token err;
  if (!lex_skip_space(lx, &nl, &err)) {
    err.nl_before = nl;
    return err;
  }
  size_t start = lx->pos;
  token t;
  if (lx->pos >= lx->len) {
    t = lex_make(lx, TK_EOF, start);
  } else {
    unsigned char c = (unsigned char)lx->text[lx->pos];
    tok_kind k;
    if (is_letter(c) || c == '_') {
      while (lx->pos < lx->len && is_bare_char(lx->text[lx->pos])) lx->pos++;
      t = lex_make(lx, TK_BARE_ID, start);
    } else if (is_digit(c)) {
      t = lex_number(lx, start);
    } else if (c == '"') {
      t = lex_string(lx, start);
    } else if ((k = lex_punct(lx, (char)c)) != TK_EOF) {
      t = lex_make(lx, k, start);
    } else if (c == '%' || c == '@' || c == '^' || c == '#' || c == '!') {
      t = lex_prefixed(lx, (char)c, start);
    } else {
      size_t n = c ? lex_utf8_len((const unsigned char *)lx->text + lx->pos, lx->len - lx->pos) : 0;
      lx->pos += n ? n : 1;
      const char *msg = c == 0   ? "NUL byte in input"
                        : n == 0 ? "invalid UTF-8 in input"
                                 : "unexpected character";
      t = lex_error(lx, start, msg, lex_loc_at(lx, start));
    }
  }
  t.nl_before = nl;
  return t;
}

int lex_dim(lexer *lx, int64_t *dim, loc *where, const char **msg, loc *at) {
  lexer save = *lx;
  bool nl = false;
  token err;
  if (!lex_skip_space(lx, &nl, &err)) {
    *lx = save;
    return 0; // the parser meets the error token when it lexes on
  }
  const char *p = lx->text;
  *where = lex_loc(lx);
  if (lx->pos < lx->len && (p[lx->pos] == '?' || p[lx->pos] == '*')) {
    *dim = p[lx->pos] == '?' ? -1 : -2;
    lx->pos++;
  } else if (lx->pos < lx->len && is_digit(p[lx->pos])) {
    uint64_t v = 0;
    bool big = false;
    for (; lx->pos < lx->len && is_digit(p[lx->pos]); lx->pos++) {
      big |= v > ((uint64_t)INT64_MAX - 9) / 10;
      if (!big) v = v * 10 + (uint64_t)(p[lx->pos] - '0');
    }
    if (big) {
      *msg = "integer literal too large (does not fit in 64 bits)";
      *at = *where;
      return -1;
    }
    *dim = (int64_t)v;
  } else {
    *lx = save;
    return 0;
  }
  loc xat = lex_loc(lx);
  if (!lex_skip_space(lx, &nl, &err) || lx->pos >= lx->len || p[lx->pos] != 'x') {
    *msg = "expected 'x' after dimension in tensor type";
    *at = lx->pos < lx->len ? lex_loc(lx) : xat;
    return -1;
  }
  lx->pos++;
  return 1;
}

enum { LEX_MAX_BALANCED = 256 };

bool lex_balanced(lexer *lx, size_t open, int max_depth, const char **msg, loc *at,
                  void (*on_string)(void *ctx, const token *t), void *ctx) {
  char want[LEX_MAX_BALANCED];
  loc open_at[LEX_MAX_BALANCED];
  if (max_depth > LEX_MAX_BALANCED) max_depth = LEX_MAX_BALANCED;
  FACET_CHECK(open < lx->len && lx->text[open] == '<' && max_depth >= 1);
  const unsigned char *p = (const unsigned char *)lx->text;
  lx->pos = open;
  want[0] = '>'; // the opening '<' is a bracket even in `<=`
  open_at[0] = lex_loc(lx);
  int depth = 1;
  lx->pos++;
  for (;;) {
    bool nl = false;
    token err;
    if (!lex_skip_space(lx, &nl, &err)) {
      *msg = err.msg;
      *at = err.err_at;
      return false;
    }
    if (lx->pos >= lx->len) {
      *msg = "unterminated '<' in dialect attribute or type";
      *at = open_at[0];
      return false;
    }
    unsigned char c = p[lx->pos];
    loc here = lex_loc(lx);
    if (c == '"') {
      token s = lex_string(lx, lx->pos);
      if (s.kind == TK_ERROR) {
        *msg = s.msg;
        *at = s.err_at;
        return false;
      }
      if (depth == 1 && on_string) on_string(ctx, &s);
      continue;
    }
    // an arrow or a comparison (affine_set<(d0) : (d0 - 1 >= 0)>), not a bracket
    if ((c == '-' || c == '>' || c == '<') && lx->pos + 1 < lx->len &&
        p[lx->pos + 1] == (c == '-' ? '>' : '=')) {
      lx->pos += 2;
      continue;
    }
    const char *close = strchr(">)]}", c ? c : 'x');
    const char *opening = strchr("<([{", c ? c : 'x');
    if (opening) {
      if (depth >= max_depth) {
        *msg = "nesting too deep";
        *at = here;
        return false;
      }
      want[depth] = ">)]}"[opening - "<([{"];
      open_at[depth++] = here;
    } else if (close) {
      if (want[depth - 1] != (char)c) {
        *msg = "unbalanced brackets in dialect attribute or type";
        *at = here;
        return false;
      }
      if (--depth == 0) {
        lx->pos++;
        return true;
      }
    } else {
      size_t n = c ? lex_utf8_len(p + lx->pos, lx->len - lx->pos) : 0;
      if (n == 0) {
        *msg = c ? "invalid UTF-8 in input" : "NUL byte in input";
        *at = here;
        return false;
      }
      lx->pos += n - 1;
    }
    lx->pos++;
  }
}

static int hex_value(char c) {
  return is_digit(c) ? c - '0' : (c >= 'a' && c <= 'f') ? c - 'a' + 10 : c - 'A' + 10;
}

size_t lex_unescape(const token *t, char *buf) {
  const char *s = t->s, *e = t->s + t->n;
  while (s < e && *s != '"') s++; // @"..." symbols carry a prefix
  s++;
  e--; // closing quote
  size_t n = 0;
  while (s < e) {
    if (*s != '\\') {
      buf[n++] = *s++;
      continue;
    }
    char d = s[1];
    if (d == 'n' || d == 't' || d == '"' || d == '\\') {
      buf[n++] = d == 'n' ? '\n' : d == 't' ? '\t' : d;
      s += 2;
    } else {
      buf[n++] = (char)(hex_value(d) * 16 + hex_value(s[2]));
      s += 3;
    }
  }
  return n;
}

//
// token values (the parser reports what these refuse)
//
static int hex_value_or(char c) { return is_hex(c) ? hex_value(c) : -1; }

bool lex_int_value(const token *t, bool neg, int64_t *out, bool *hex) {
  const char *s = t->s, *e = t->s + t->n;
  uint64_t v = 0;
  bool big = false;
  *hex = t->n > 2 && s[1] == 'x';
  if (*hex) {
    for (s += 2; s < e && *s == '0'; s++) {
    }
    big = e - s > 16;
    for (; !big && s < e; s++) v = v * 16 + (uint64_t)hex_value(*s);
    big = big || (neg && v > (uint64_t)INT64_MAX + 1);
  } else {
    for (; s < e && !big; s++) {
      big = v > (UINT64_MAX - 9) / 10;
      v = v * 10 + (uint64_t)(*s - '0');
    }
    big = big || v > (uint64_t)INT64_MAX + (neg ? 1 : 0);
  }
  if (big) return false;
  if (neg) v = 0 - v;
  memcpy(out, &v, sizeof(v)); // two's complement, without UB
  return true;
}

// strtod on a bounded copy: a long literal keeps its first 40 significant
// digits and a matching exponent, so even a 100 MB literal is one pass.
double lex_float_value(const token *t) {
  char buf[96];
  if (t->n < sizeof(buf)) {
    memcpy(buf, t->s, t->n);
    buf[t->n] = 0;
    return strtod(buf, NULL);
  }
  const char *s = t->s, *e = t->s + t->n;
  char digits[41];
  int nd = 0;
  int64_t exp10 = 0, ex = 0;
  bool frac = false;
  for (; s < e && (is_digit(*s) || *s == '.'); s++) {
    if (*s == '.') frac = true;
    else if (nd == 0 && *s == '0') exp10 -= frac;
    else {
      if (nd < 40) digits[nd++] = *s;
      exp10 += !frac;
    }
    if (exp10 > 1000000 || exp10 < -1000000) exp10 = exp10 > 0 ? 1000000 : -1000000;
  }
  bool eneg = s + 1 < e && s[1] == '-';
  for (s += (s < e) + (s + 1 < e && (s[1] == '-' || s[1] == '+')); s < e; s++)
    if (ex < 1000000) ex = ex * 10 + (*s - '0');
  exp10 += eneg ? -ex : ex;
  if (nd == 0) return 0.0;
  snprintf(buf, sizeof(buf), "0.%.*se%lld", nd, digits, (long long)exp10);
  return strtod(buf, NULL);
}

size_t lex_normalize(const char *s, const char *e, char *out) {
  size_t n = 0;
  bool space = false;
  while (s < e) {
    char c = *s;
    if (c == '"') { // a string literal is kept as written
      out[n++] = *s++;
      while (s < e && *s != '"' && *s != '\n') {
        if (*s == '\\' && s + 1 < e) out[n++] = *s++;
        out[n++] = *s++;
      }
      if (s < e && *s == '"') out[n++] = *s++;
    } else if (c == '/' && s + 1 < e && s[1] == '/') {
      while (s < e && *s != '\n') s++;
      space = true;
      continue;
    } else if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
      s++;
      space = true;
      continue;
    } else {
      if (space && n && is_bare_char(out[n - 1]) && is_bare_char(c)) out[n++] = ' ';
      out[n++] = *s++;
    }
    space = false;
  }
  out[n] = 0;
  return n;
}

bool lex_hex_decode(const token *t, unsigned char *out, size_t *len, const char **bad) {
  const char *s = t->s + 1, *e = t->s + t->n - 1; // inside the quotes
  *bad = t->s;
  if (t->kind != TK_STRING || e - s < 2 || s[0] != '0' || (s[1] != 'x' && s[1] != 'X') ||
      (e - s) % 2 != 0)
    return false;
  s += 2;
  *len = (size_t)(e - s) / 2;
  for (size_t i = 0; i < *len; i++) {
    int hi = hex_value_or(s[2 * i]), lo = hex_value_or(s[2 * i + 1]);
    if (hi < 0 || lo < 0) {
      *bad = s + 2 * i + (hi >= 0);
      return false;
    }
    out[i] = (unsigned char)(hi * 16 + lo);
  }
  return true;
}

void lex_describe(const token *t, char *buf, size_t size) {
  if (t->kind == TK_EOF) {
    snprintf(buf, size, "end of file");
    return;
  }
  size_t n = 0, max = size - 8; // room for "\xNN", "...'" and the NUL
  buf[n++] = '\'';
  for (size_t i = 0; i < t->n && n < max; i++) {
    unsigned char c = (unsigned char)t->s[i];
    if (c >= 0x20 && c < 0x7f) buf[n++] = (char)c;
    else n += (size_t)snprintf(buf + n, size - n, "\\x%02x", c);
    if (i + 1 < t->n && n >= max) n += (size_t)snprintf(buf + n, size - n, "...");
  }
  snprintf(buf + n, size - n, "'");
}
