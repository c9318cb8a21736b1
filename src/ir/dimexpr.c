// dimexpr.c: affine dim expressions, hash-consed and kept in a canonical
// form so that structural equality is pointer equality.
//
// Canonical form: a linear part is a left-nested sum of terms ordered by the
// id of their atom, each `atom` or `atom * coef`, followed by the constant;
// atoms are symbols and non-linear nodes (floordiv, ceildiv, mod, products of
// two non-constants). Constructors fold constants and distribute constant
// products over sums, so 2 * (s0 * 32) and s0 * 64 are the same pointer.
#include "ir.h"

#include <string.h>

typedef struct dim_key {
  int32_t kind, sym;
  int64_t c;
  uint32_t lhs, rhs;
} dim_key;

static const dim_expr *intern(ir_context *ctx, dim_kind kind, int64_t c, int sym,
                              const dim_expr *lhs, const dim_expr *rhs) {
  dim_key key = {kind, sym, c, lhs ? lhs->id : 0, rhs ? rhs->id : 0};
  dim_expr *e = hashmap_get(&ctx->dims, &key, sizeof key);
  if (e) return e;
  e = ARENA_NEW(&ctx->mem, dim_expr);
  uint32_t depth = lhs ? lhs->depth : 0;
  if (rhs && rhs->depth > depth) depth = rhs->depth;
  *e = (dim_expr){kind, c, sym, lhs, rhs, ++ctx->next_dim_id, depth + 1};
  hashmap_put(&ctx->dims, &key, sizeof key, e);
  return e;
}

const dim_expr *dim_const(ir_context *ctx, int64_t c) {
  return intern(ctx, DIM_CONST, c, 0, NULL, NULL);
}

const dim_expr *dim_sym(ir_context *ctx, int sym) {
  return intern(ctx, DIM_SYM, 0, sym, NULL, NULL);
}

bool dim_is_const(const dim_expr *e, int64_t *out) {
  if (e->kind != DIM_CONST) return false;
  if (out) *out = e->c;
  return true;
}

// A linear combination sum(coef[i] * atom[i]) + constant.
enum { LIN_MAX = 32 };
typedef struct lin {
  int n;
  const dim_expr *atom[LIN_MAX];
  int64_t coef[LIN_MAX];
  int64_t constant;
  bool overflow; // too many terms or an int64 overflow: do not simplify
} lin;

static void lin_add_term(lin *l, const dim_expr *atom, int64_t coef) {
  for (int i = 0; i < l->n; i++) {
    if (l->atom[i] == atom) {
      l->overflow |= __builtin_add_overflow(l->coef[i], coef, &l->coef[i]);
      return;
    }
  }
  if (l->n == LIN_MAX) {
    l->overflow = true;
    return;
  }
  l->atom[l->n] = atom;
  l->coef[l->n++] = coef;
}

static void lin_collect(lin *l, const dim_expr *e, int64_t coef) {
  int64_t t;
  switch (e->kind) {
  case DIM_CONST:
    l->overflow |= __builtin_mul_overflow(e->c, coef, &t);
    l->overflow |= __builtin_add_overflow(l->constant, t, &l->constant);
    return;
  case DIM_ADD:
    lin_collect(l, e->lhs, coef);
    lin_collect(l, e->rhs, coef);
    return;
  case DIM_MUL:
    if (e->rhs->kind == DIM_CONST) {
      l->overflow |= __builtin_mul_overflow(coef, e->rhs->c, &t);
      lin_collect(l, e->lhs, t);
      return;
    }
    break;
  default: break;
  }
  lin_add_term(l, e, coef);
}

static const dim_expr *lin_build(ir_context *ctx, lin *l) {
  // insertion sort by atom id: canonical order
  for (int i = 1; i < l->n; i++) {
    for (int j = i; j > 0 && l->atom[j - 1]->id > l->atom[j]->id; j--) {
      const dim_expr *a = l->atom[j];
      int64_t c = l->coef[j];
      l->atom[j] = l->atom[j - 1], l->coef[j] = l->coef[j - 1];
      l->atom[j - 1] = a, l->coef[j - 1] = c;
    }
  }
  const dim_expr *acc = NULL;
  for (int i = 0; i < l->n; i++) {
    if (l->coef[i] == 0) continue;
    const dim_expr *t = l->coef[i] == 1
                            ? l->atom[i]
                            : intern(ctx, DIM_MUL, 0, 0, l->atom[i], dim_const(ctx, l->coef[i]));
    acc = acc ? intern(ctx, DIM_ADD, 0, 0, acc, t) : t;
  }
  if (!acc) return dim_const(ctx, l->constant);
  if (l->constant) acc = intern(ctx, DIM_ADD, 0, 0, acc, dim_const(ctx, l->constant));
  return acc;
}

const dim_expr *dim_add(ir_context *ctx, const dim_expr *a, const dim_expr *b) {
  lin l = {0};
  lin_collect(&l, a, 1);
  lin_collect(&l, b, 1);
  if (l.overflow) return intern(ctx, DIM_ADD, 0, 0, a, b);
  return lin_build(ctx, &l);
}

const dim_expr *dim_mul(ir_context *ctx, const dim_expr *a, const dim_expr *b) {
  if (a->kind == DIM_CONST && b->kind != DIM_CONST) {
    const dim_expr *t = a;
    a = b;
    b = t;
  }
  if (b->kind == DIM_CONST) {
    lin l = {0};
    lin_collect(&l, a, b->c);
    if (!l.overflow) return lin_build(ctx, &l);
    return intern(ctx, DIM_MUL, 0, 0, a, b);
  }
  if (a->id > b->id) {
    const dim_expr *t = a;
    a = b;
    b = t;
  }
  return intern(ctx, DIM_MUL, 0, 0, a, b);
}

static int64_t floor_div(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

static int64_t floor_mod(int64_t a, int64_t b) { return a - floor_div(a, b) * b; }

// Divides every coefficient and the constant of a by k when all are
// multiples of k; returns NULL otherwise.
static const dim_expr *exact_div(ir_context *ctx, const dim_expr *a, int64_t k) {
  lin l = {0};
  lin_collect(&l, a, 1);
  if (l.overflow || l.constant % k) return NULL;
  for (int i = 0; i < l.n; i++)
    if (l.coef[i] % k) return NULL;
  for (int i = 0; i < l.n; i++) l.coef[i] /= k;
  l.constant /= k;
  return lin_build(ctx, &l);
}

static const dim_expr *div_like(ir_context *ctx, dim_kind kind, const dim_expr *a,
                                const dim_expr *b) {
  int64_t x, k;
  if (dim_is_const(b, &k) && k > 0) {
    if (dim_is_const(a, &x)) {
      if (kind == DIM_FLOORDIV) return dim_const(ctx, floor_div(x, k));
      if (kind == DIM_CEILDIV) return dim_const(ctx, -floor_div(-x, k));
      return dim_const(ctx, floor_mod(x, k));
    }
    // a * (m * k) + c: the multiple of k passes through, the constant folds
    lin l = {0};
    lin_collect(&l, a, 1);
    bool whole = !l.overflow;
    for (int i = 0; i < l.n && whole; i++) whole = l.coef[i] % k == 0;
    if (whole && l.n && l.constant % k != 0) {
      int64_t c = l.constant;
      l.constant = 0;
      const dim_expr *m = lin_build(ctx, &l);
      if (kind == DIM_MOD) return dim_const(ctx, floor_mod(c, k));
      int64_t q = kind == DIM_FLOORDIV ? floor_div(c, k) : -floor_div(-c, k);
      return dim_add(ctx, div_like(ctx, DIM_FLOORDIV, m, b), dim_const(ctx, q));
    }
    if (kind == DIM_MOD) {
      if (k == 1 || (whole && l.constant % k == 0)) return dim_const(ctx, 0);
    } else {
      if (k == 1) return a;
      const dim_expr *q = exact_div(ctx, a, k);
      if (q) return q;
    }
  }
  return intern(ctx, kind, 0, 0, a, b);
}

const dim_expr *dim_floordiv(ir_context *ctx, const dim_expr *a, const dim_expr *b) {
  return div_like(ctx, DIM_FLOORDIV, a, b);
}

const dim_expr *dim_ceildiv(ir_context *ctx, const dim_expr *a, const dim_expr *b) {
  return div_like(ctx, DIM_CEILDIV, a, b);
}

const dim_expr *dim_mod(ir_context *ctx, const dim_expr *a, const dim_expr *b) {
  return div_like(ctx, DIM_MOD, a, b);
}

const dim_expr *dim_subst(ir_context *ctx, const dim_expr *e, const dim_expr *const *sub) {
  switch (e->kind) {
  case DIM_CONST: return e;
  case DIM_SYM: return sub[e->sym] ? sub[e->sym] : e;
  default: break;
  }
  const dim_expr *l = dim_subst(ctx, e->lhs, sub), *r = dim_subst(ctx, e->rhs, sub);
  switch (e->kind) {
  case DIM_ADD: return dim_add(ctx, l, r);
  case DIM_MUL: return dim_mul(ctx, l, r);
  case DIM_FLOORDIV: return dim_floordiv(ctx, l, r);
  case DIM_CEILDIV: return dim_ceildiv(ctx, l, r);
  case DIM_MOD: return dim_mod(ctx, l, r);
  default: FACET_UNREACHABLE();
  }
}

bool dim_as_scaled_sym(const dim_expr *e, int64_t *coef, int *sym) {
  if (e->kind == DIM_SYM) {
    *coef = 1, *sym = e->sym;
    return true;
  }
  if (e->kind == DIM_MUL && e->lhs->kind == DIM_SYM && e->rhs->kind == DIM_CONST && e->rhs->c > 0) {
    *coef = e->rhs->c, *sym = e->lhs->sym;
    return true;
  }
  return false;
}

bool dim_uses_sym(const dim_expr *e, int sym) {
  if (e->kind == DIM_SYM) return e->sym == sym;
  return (e->lhs && dim_uses_sym(e->lhs, sym)) || (e->rhs && dim_uses_sym(e->rhs, sym));
}

static void add_symbols(const dim_expr *e, int *out, int max, int *n) {
  if (e->kind == DIM_SYM) {
    for (int i = 0; i < *n && i < max; i++)
      if (out[i] == e->sym) return;
    if (*n < max) out[*n] = e->sym;
    if (*n <= max) (*n)++; // one past max says "more"
    return;
  }
  if (e->lhs) add_symbols(e->lhs, out, max, n);
  if (e->rhs) add_symbols(e->rhs, out, max, n);
}

int dim_symbols(const dim_expr *e, int *out, int max) {
  int n = 0;
  add_symbols(e, out, max, &n);
  return n;
}

// e's linear part holds sym as a term of its own and no other atom (a
// floordiv, a product of symbols) uses it: e = coef * sym + rest.
bool dim_linear_in(const dim_expr *e, int sym, int64_t *coef) {
  lin l = {0};
  lin_collect(&l, e, 1);
  if (l.overflow) return false;
  int64_t c = 0;
  for (int i = 0; i < l.n; i++) {
    if (l.atom[i]->kind == DIM_SYM && l.atom[i]->sym == sym) c = l.coef[i];
    else if (l.coef[i] != 0 && dim_uses_sym(l.atom[i], sym)) return false;
  }
  if (c == 0) return false;
  *coef = c;
  return true;
}

const dim_expr *dim_normalize(ir_context *ctx, const dim_expr *e) {
  if (e->kind == DIM_CONST || e->kind == DIM_SYM) return e;
  const dim_expr *l = dim_normalize(ctx, e->lhs), *r = dim_normalize(ctx, e->rhs);
  int64_t k;
  bool by_k = dim_is_const(r, &k) && k > 0;
  switch (e->kind) {
  case DIM_ADD: return dim_add(ctx, l, r);
  case DIM_MUL: return dim_mul(ctx, l, r);
  case DIM_FLOORDIV: return dim_floordiv(ctx, l, r);
  case DIM_CEILDIV: // x ceildiv k = (x + k - 1) floordiv k
    if (by_k) return dim_floordiv(ctx, dim_add(ctx, l, dim_const(ctx, k - 1)), r);
    return dim_ceildiv(ctx, l, r);
  case DIM_MOD: // x mod k = x - (x floordiv k) * k
    if (by_k) return dim_add(ctx, l, dim_mul(ctx, dim_floordiv(ctx, l, r), dim_const(ctx, -k)));
    return dim_mod(ctx, l, r);
  default: FACET_UNREACHABLE();
  }
}

// The host program's arithmetic (src/runtime/executor.c, rt_arith), so
// every tool computes a dim the same way.
bool dim_eval(const dim_expr *e, const int64_t *vals, const bool *known, int64_t *out) {
  int64_t a, b;
  switch (e->kind) {
  case DIM_CONST: *out = e->c; return true;
  case DIM_SYM:
    if (known && !known[e->sym]) return false;
    *out = vals[e->sym];
    return true;
  default: break;
  }
  if (!dim_eval(e->lhs, vals, known, &a) || !dim_eval(e->rhs, vals, known, &b)) return false;
  switch (e->kind) {
  case DIM_ADD: return !__builtin_add_overflow(a, b, out);
  case DIM_MUL: return !__builtin_mul_overflow(a, b, out);
  default: break;
  }
  if (b <= 0) return false;
  int64_t q = a / b, m = a % b; // b > 0: cannot overflow
  if (e->kind == DIM_FLOORDIV) *out = q - (m != 0 && a < 0);
  else if (e->kind == DIM_CEILDIV) *out = q + (m != 0 && a > 0);
  else *out = m < 0 ? m + b : m;
  return true;
}

static int prec(const dim_expr *e) {
  return e->kind == DIM_ADD ? 1 : e->kind == DIM_CONST || e->kind == DIM_SYM ? 3 : 2;
}

// Who names the symbols: an array of names (count entries), or a
// function's symbols; a symbol past either prints as s<i>.
typedef struct dim_namer {
  const char *const *names;
  int count;
  const ir_function *fn;
} dim_namer;

static void print_sym(strbuf *sb, int sym, const dim_namer *n) {
  const char *name = NULL;
  if (n->names && sym >= 0 && sym < n->count) name = n->names[sym];
  if (n->fn && sym >= 0 && sym < n->fn->symbol_count) name = n->fn->symbols[sym].name;
  if (name) sb_append(sb, name);
  else sb_printf(sb, "s%d", sym);
}

static void print_rec(strbuf *sb, const dim_expr *e, const dim_namer *n) {
  static const char *ops[] = {[DIM_ADD] = " + ",
                              [DIM_MUL] = " * ",
                              [DIM_FLOORDIV] = " floordiv ",
                              [DIM_CEILDIV] = " ceildiv ",
                              [DIM_MOD] = " mod "};
  switch (e->kind) {
  case DIM_CONST: sb_printf(sb, "%lld", (long long)e->c); return;
  case DIM_SYM: print_sym(sb, e->sym, n); return;
  default: break;
  }
  bool lp = prec(e->lhs) < prec(e), rp = prec(e->rhs) <= prec(e);
  if (lp) sb_putc(sb, '(');
  print_rec(sb, e->lhs, n);
  if (lp) sb_putc(sb, ')');
  if (e->kind == DIM_ADD && e->rhs->kind == DIM_CONST && e->rhs->c < 0 && e->rhs->c != INT64_MIN) {
    sb_printf(sb, " - %lld", -(long long)e->rhs->c); // x + -1 reads as x - 1
    return;
  }
  sb_append(sb, ops[e->kind]);
  if (rp) sb_putc(sb, '(');
  print_rec(sb, e->rhs, n);
  if (rp) sb_putc(sb, ')');
}

void dim_print(strbuf *sb, const dim_expr *e, const char *const *names, int count) {
  dim_namer n = {.names = names, .count = count};
  print_rec(sb, e, &n);
}

void ir_dim_print(strbuf *sb, const dim_expr *e, const ir_function *fn) {
  dim_namer n = {.fn = fn};
  print_rec(sb, e, &n);
}
