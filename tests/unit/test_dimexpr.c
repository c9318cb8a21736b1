// Unit tests of dim expressions: canonical forms, interning, printing, facts.
#include "check.h"
#include "ir/ir.h"

static const char *str(const dim_expr *e) {
  static char buf[4][128];
  static int i;
  strbuf sb = {0};
  dim_print(&sb, e, NULL, 0);
  char *out = buf[i++ % 4];
  snprintf(out, 128, "%s", sb_cstr(&sb));
  sb_free(&sb);
  return out;
}

int main(void) {
  diag_engine d;
  diag_init(&d, NULL);
  ir_context *ctx = ir_context_create(&d);
  ir_function *fn = ir_function_create(ctx, "f", (loc){0});
  int s0 = ir_add_symbol(ctx, fn, "s0", fact_range(2, 4095, 1), (loc){0});
  int s1 = ir_add_symbol(ctx, fn, "s1", fact_any(), (loc){0});
  const dim_expr *x = dim_sym(ctx, s0), *y = dim_sym(ctx, s1);
  const dim_expr *c2 = dim_const(ctx, 2), *c32 = dim_const(ctx, 32), *c64 = dim_const(ctx, 64);

  // interning and canonical products
  CHECK(dim_mul(ctx, c2, dim_mul(ctx, x, c32)) == dim_mul(ctx, x, c64));
  CHECK(dim_add(ctx, x, y) == dim_add(ctx, y, x));
  CHECK(dim_add(ctx, dim_add(ctx, x, c2), x) == dim_add(ctx, dim_mul(ctx, x, c2), c2));
  CHECK_EQ_STR("s0 * 64", str(dim_mul(ctx, c64, x)));
  CHECK_EQ_STR("s0 * 2 + 2", str(dim_add(ctx, dim_add(ctx, x, c2), x)));
  CHECK_EQ_STR("s0 * s1", str(dim_mul(ctx, y, x)));
  CHECK_EQ_STR("0", str(dim_add(ctx, x, dim_mul(ctx, x, dim_const(ctx, -1)))));

  // exact division folds; inexact stays a floordiv node
  CHECK(dim_floordiv(ctx, dim_mul(ctx, x, c64), c32) == dim_mul(ctx, x, c2));
  CHECK_EQ_STR("(s0 + 1) floordiv 2",
               str(dim_floordiv(ctx, dim_add(ctx, x, dim_const(ctx, 1)), c2)));
  CHECK_EQ_STR("0", str(dim_mod(ctx, dim_mul(ctx, x, c64), c32)));
  CHECK_EQ_STR("3", str(dim_floordiv(ctx, dim_const(ctx, 7), c2)));
  CHECK_EQ_STR("-4", str(dim_floordiv(ctx, dim_const(ctx, -7), c2)));
  CHECK_EQ_STR("4", str(dim_ceildiv(ctx, dim_const(ctx, 7), c2)));
  CHECK_EQ_STR("1", str(dim_mod(ctx, dim_const(ctx, -7), c2)));

  int64_t coef;
  int sym;
  CHECK(dim_as_scaled_sym(dim_mul(ctx, x, c32), &coef, &sym) && coef == 32 && sym == s0);
  CHECK(!dim_as_scaled_sym(dim_add(ctx, x, c2), &coef, &sym));

  // substitution
  const dim_expr *sub[2] = {NULL, dim_mul(ctx, x, c32)};
  CHECK(dim_subst(ctx, dim_mul(ctx, y, c2), sub) == dim_mul(ctx, x, c64));

  // facts of expressions
  fact f = ir_dim_fact(fn, dim_mul(ctx, x, c64));
  CHECK_EQ_INT(128, f.umin);
  CHECK_EQ_INT(262080, f.umax);
  CHECK_EQ_INT(64, f.udiv);
  f = ir_dim_fact(fn, dim_add(ctx, dim_mul(ctx, x, c64), dim_const(ctx, -1)));
  CHECK_EQ_INT(127, f.umin);
  CHECK_EQ_INT(1, f.udiv);

  // linear in a symbol: a term of its own, in no other atom
  const dim_expr *c1 = dim_const(ctx, 1);
  const dim_expr *odd = dim_add(ctx, dim_mul(ctx, x, c2), c1); // s0 * 2 + 1
  CHECK(dim_linear_in(odd, s0, &coef) && coef == 2);
  CHECK(!dim_linear_in(odd, s1, &coef));
  CHECK(dim_linear_in(dim_add(ctx, x, y), s1, &coef) && coef == 1);
  const dim_expr *ten_less = dim_add(ctx, dim_const(ctx, 10), dim_mul(ctx, x, dim_const(ctx, -3)));
  CHECK(dim_linear_in(ten_less, s0, &coef) && coef == -3);
  CHECK(!dim_linear_in(dim_add(ctx, x, dim_floordiv(ctx, x, c2)), s0, &coef)); // s0 + s0 floordiv 2
  CHECK(!dim_linear_in(dim_mul(ctx, x, y), s0, &coef));
  CHECK(!dim_linear_in(dim_floordiv(ctx, x, c2), s0, &coef));
  int syms[4];
  CHECK_EQ_INT(2, dim_symbols(dim_add(ctx, dim_mul(ctx, y, x), x), syms, 4));
  CHECK_EQ_INT(2, dim_symbols(dim_add(ctx, x, y), syms, 1)); // more than max: max + 1
  CHECK(dim_uses_sym(dim_floordiv(ctx, y, c2), s1) && !dim_uses_sym(odd, s1));

  // normalized forms: ceildiv and mod by a constant become floordiv
  const dim_expr *fl = dim_floordiv(ctx, dim_add(ctx, x, c2), c2); // (s0 + 2) floordiv 2
  const dim_expr *ce = dim_ceildiv(ctx, dim_add(ctx, x, c1), c2);  // (s0 + 1) ceildiv 2
  CHECK(fl != ce);
  CHECK(dim_normalize(ctx, fl) == dim_normalize(ctx, ce));
  CHECK(dim_normalize(ctx, dim_ceildiv(ctx, odd, c2)) == dim_add(ctx, x, c1)); // folds anyway
  CHECK(dim_normalize(ctx, dim_mod(ctx, x, c2)) ==
        dim_add(ctx, x, dim_mul(ctx, dim_floordiv(ctx, x, c2), dim_const(ctx, -2))));
  const dim_expr *half_down = dim_floordiv(ctx, x, c2), *half_up = dim_ceildiv(ctx, x, c2);
  CHECK(dim_normalize(ctx, half_down) != dim_normalize(ctx, half_up));

  // evaluation rounds as the host program does; overflow and unknowns fail
  int64_t v[2] = {7, -7}, out;
  bool known[2] = {true, false};
  CHECK(dim_eval(odd, v, NULL, &out) && out == 15);
  CHECK(dim_eval(dim_floordiv(ctx, y, c2), v, NULL, &out) && out == -4);
  CHECK(dim_eval(dim_ceildiv(ctx, y, c2), v, NULL, &out) && out == -3);
  CHECK(dim_eval(dim_mod(ctx, y, c2), v, NULL, &out) && out == 1);
  CHECK(dim_eval(dim_ceildiv(ctx, x, c2), v, NULL, &out) && out == 4);
  CHECK(!dim_eval(dim_add(ctx, x, y), v, known, &out));
  CHECK(!dim_eval(dim_floordiv(ctx, x, y), v, NULL, &out)); // divisor <= 0
  int64_t big[2] = {INT64_MAX, 1};
  CHECK(!dim_eval(odd, big, NULL, &out));

  // comparing by value over the symbols' ranges
  CHECK_EQ_INT(IR_DIMS_EQUAL, ir_dim_compare(ctx, fn, fl, ce));
  CHECK_EQ_INT(IR_DIMS_DIFFER, ir_dim_compare(ctx, fn, half_down, half_up));
  // (s0 * 2) floordiv 4 = s0 floordiv 2: no form shows it, s0's 4094 values do
  const dim_expr *twice = dim_floordiv(ctx, dim_mul(ctx, x, c2), dim_const(ctx, 4));
  CHECK(dim_normalize(ctx, twice) != dim_normalize(ctx, dim_floordiv(ctx, x, c2)));
  CHECK_EQ_INT(IR_DIMS_EQUAL, ir_dim_compare(ctx, fn, twice, dim_floordiv(ctx, x, c2)));
  // s1 is unbounded: equal wherever tried, not shown
  const dim_expr *y_twice = dim_floordiv(ctx, dim_mul(ctx, y, c2), dim_const(ctx, 4));
  CHECK_EQ_INT(IR_DIMS_UNDECIDED, ir_dim_compare(ctx, fn, y_twice, dim_floordiv(ctx, y, c2)));
  const dim_expr *y2 = dim_mul(ctx, y, c2);
  CHECK_EQ_INT(IR_DIMS_DIFFER, ir_dim_compare(ctx, fn, y2, dim_add(ctx, y2, c1)));

  // overflow never crashes: the product stays unsimplified
  const dim_expr *huge =
      dim_mul(ctx, dim_mul(ctx, x, dim_const(ctx, INT64_MAX)), dim_const(ctx, 4));
  CHECK(huge != NULL);

  ir_context_destroy(ctx);
  diag_free(&d);
  return CHECK_DONE();
}
