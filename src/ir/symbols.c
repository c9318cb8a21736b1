// symbols.c: what a function's shape symbols mean for its dims.
//
// Two questions, each answered once for every tool:
// - are two dim expressions the same number for every value of their
//   symbols? (the importer, where a binding states a dim facet inferred in
//   another form: (s0 + 2) floordiv 2 against (s0 + 1) ceildiv 2);
// - how does a call's argument shapes give each symbol? (hostgen's entry
//   checks and the reference interpreter derive the symbols by the same
//   rule, check the same facts and say the same thing when a call breaks
//   them).
#include "ir.h"

#include <stdlib.h>
#include <string.h>

//
// Comparing dims
//
enum {
  CMP_POINTS = 1 << 14, // symbol values tried at most
  CMP_SYMS = 8,         // symbols at most
};

// The values a symbol takes in a comparison: from the first value of its
// range, by its divisor, `count` of them (all of them when `all`).
typedef struct cmp_axis {
  int sym;
  uint64_t lo, step, count;
} cmp_axis;

static cmp_axis cmp_axis_of(const ir_function *fn, int sym) {
  fact f = fn->symbols[sym].range;
  cmp_axis x = {sym, f.umin, f.udiv ? f.udiv : 1, UINT64_MAX};
  if (f.umax != FACT_UNBOUNDED && f.umax >= f.umin) x.count = (f.umax - f.umin) / x.step + 1;
  return x;
}

// Tries every combination of the axes' first values: false at the first
// point where a and b differ; *exhaustive says whether every point of the
// ranges was tried and evaluated.
static bool cmp_points(const dim_expr *a, const dim_expr *b, cmp_axis *axes, int n, int64_t *vals,
                       bool *exhaustive) {
  uint64_t total = 1, per = CMP_POINTS;
  for (int i = 0; i < n; i++)
    total = axes[i].count > CMP_POINTS / total ? CMP_POINTS + 1 : total * axes[i].count;
  if (total > CMP_POINTS) { // sample: per^n <= CMP_POINTS values from each range's start
    per = 1;
    for (uint64_t p = 2; p <= CMP_POINTS; p++) {
      uint64_t t = 1;
      for (int i = 0; i < n && t <= CMP_POINTS; i++) t *= p;
      if (t > CMP_POINTS) break;
      per = p;
    }
    *exhaustive = false;
  }
  for (int i = 0; i < n; i++) {
    if (axes[i].count > per) axes[i].count = per;
    uint64_t last;
    if (__builtin_mul_overflow(axes[i].count - 1, axes[i].step, &last) ||
        __builtin_add_overflow(last, axes[i].lo, &last) || last > INT64_MAX)
      return *exhaustive = false, true; // values past int64: nothing to say
  }
  uint64_t idx[CMP_SYMS] = {0};
  for (;;) {
    for (int i = 0; i < n; i++) vals[axes[i].sym] = (int64_t)(axes[i].lo + idx[i] * axes[i].step);
    int64_t x, y;
    if (!dim_eval(a, vals, NULL, &x) || !dim_eval(b, vals, NULL, &y)) *exhaustive = false;
    else if (x != y) return false;
    int i = 0;
    while (i < n && ++idx[i] == axes[i].count) idx[i++] = 0;
    if (i == n) return true;
  }
}

ir_dims_cmp ir_dim_compare(ir_context *ctx, const ir_function *fn, const dim_expr *a,
                           const dim_expr *b) {
  if (a == b || dim_normalize(ctx, a) == dim_normalize(ctx, b)) return IR_DIMS_EQUAL;
  int syms[2 * CMP_SYMS + 2];
  int na = dim_symbols(a, syms, CMP_SYMS), nb = dim_symbols(b, syms + CMP_SYMS + 1, CMP_SYMS);
  if (na > CMP_SYMS || nb > CMP_SYMS) return IR_DIMS_UNDECIDED;
  cmp_axis axes[2 * CMP_SYMS];
  int n = 0;
  for (int i = 0; i < na + nb; i++) {
    int s = i < na ? syms[i] : syms[CMP_SYMS + 1 + i - na];
    bool seen = false;
    for (int j = 0; j < n; j++) seen |= axes[j].sym == s;
    if (!seen) axes[n++] = cmp_axis_of(fn, s);
  }
  if (n > CMP_SYMS) return IR_DIMS_UNDECIDED;
  int64_t *vals = xcalloc((size_t)fn->symbol_count + 1, sizeof(int64_t));
  bool exhaustive = true;
  bool same = cmp_points(a, b, axes, n, vals, &exhaustive);
  free(vals);
  if (!same) return IR_DIMS_DIFFER;
  return exhaustive ? IR_DIMS_EQUAL : IR_DIMS_UNDECIDED;
}

//
// Deriving a call's symbols
//
static void derive(const ir_function *fn, ir_derivation *out, int *n, bool *known, bool *used,
                   int arg, int dim, int sym, int64_t coef) {
  uint64_t mag = coef < 0 ? (uint64_t)-coef : (uint64_t)coef;
  fact check = fact_mul(fact_point(mag), fn->symbols[sym].range);
  out[(*n)++] = (ir_derivation){sym, arg, dim, coef, check};
  known[sym] = true;
  used[arg * IR_MAX_RANK + dim] = true;
}

// The one symbol of e not yet known, or -1 (none, several, or too many
// symbols to look at).
static int one_unknown(const dim_expr *e, const bool *known) {
  enum { MAX = 16 };
  int syms[MAX], n = dim_symbols(e, syms, MAX), unknown = -1;
  if (n > MAX) return -1;
  for (int i = 0; i < n; i++) {
    if (known[syms[i]]) continue;
    if (unknown >= 0) return -1;
    unknown = syms[i];
  }
  return unknown;
}

int ir_derive_symbols(const ir_function *fn, ir_derivation *out) {
  bool *known = xcalloc((size_t)fn->symbol_count + 1, sizeof(bool));
  bool *used = xcalloc((size_t)fn->arg_count * IR_MAX_RANK + 1, sizeof(bool));
  int n = 0;
  // first the dims that are c * s, in argument order
  for (int a = 0; a < fn->arg_count; a++) {
    const ir_type *t = &fn->args[a]->type;
    for (int d = 0; d < t->rank; d++) {
      int64_t c;
      int s;
      if (dim_as_scaled_sym(t->dims[d], &c, &s) && !known[s])
        derive(fn, out, &n, known, used, a, d, s, c);
    }
  }
  // then coef * s + rest, rest over symbols already derived, until none is left
  for (bool more = true; more;) {
    more = false;
    for (int a = 0; a < fn->arg_count; a++) {
      const ir_type *t = &fn->args[a]->type;
      for (int d = 0; d < t->rank; d++) {
        int s = used[a * IR_MAX_RANK + d] ? -1 : one_unknown(t->dims[d], known);
        int64_t c;
        if (s < 0 || !dim_linear_in(t->dims[d], s, &c) || c == INT64_MIN) continue;
        derive(fn, out, &n, known, used, a, d, s, c);
        more = true;
      }
    }
  }
  free(used);
  free(known);
  return n;
}

static const ir_binding_promise *find_promise(const ir_function *fn, int arg, int dim) {
  for (int i = 0; i < fn->promise_count; i++)
    if (fn->promises[i].arg == arg && fn->promises[i].dim == dim) return &fn->promises[i];
  return NULL;
}

char *ir_promise_text(const ir_function *fn, int arg, int dim, const int *symbol_source) {
  const dim_expr *e = fn->args[arg]->type.dims[dim];
  strbuf sb = {0};
  sb_append(&sb, "expected ");
  ir_dim_print(&sb, e, fn);
  const char *sep = " with ";
  for (int s = 0; s < fn->symbol_count; s++) { // in symbol order
    const ir_symbol *sym = &fn->symbols[s];
    if (sym->alias || !dim_uses_sym(e, s)) continue;
    sb_printf(&sb, "%s%s", sep, sym->name);
    int from = symbol_source ? symbol_source[s] : 0;
    if (from)
      sb_printf(&sb, " (input %d dim %d)", (from - 1) / IR_MAX_RANK, (from - 1) % IR_MAX_RANK);
    sb_printf(&sb, " in [%llu, ", (unsigned long long)sym->range.umin);
    if (sym->range.umax == FACT_UNBOUNDED) sb_append(&sb, "inf]");
    else sb_printf(&sb, "%llu]", (unsigned long long)sym->range.umax);
    sep = ", ";
  }
  const ir_binding_promise *p = find_promise(fn, arg, dim);
  char where[256];
  if (p)
    sb_printf(&sb, " (torch.bind_symbolic_shape at %s)", loc_str(p->where, where, sizeof where));
  char *text = xstrdup(sb_cstr(&sb));
  sb_free(&sb);
  return text;
}

char *ir_underivable_text(const ir_function *fn, int sym) {
  strbuf sb = {0};
  sb_printf(&sb, "symbol '%s' of @%s cannot be derived from the shapes of its arguments",
            fn->symbols[sym].name, fn->name);
  char *text = xstrdup(sb_cstr(&sb));
  sb_free(&sb);
  return text;
}
