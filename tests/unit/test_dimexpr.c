// Unit tests of dim expressions: canonical forms, interning, printing, facts.
#include "ir/ir.h"
#include "check.h"

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
  CHECK_EQ_STR("(s0 + 1) floordiv 2", str(dim_floordiv(ctx, dim_add(ctx, x, dim_const(ctx, 1)), c2)));
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

  // overflow never crashes: the product stays unsimplified
  const dim_expr *huge = dim_mul(ctx, dim_mul(ctx, x, dim_const(ctx, INT64_MAX)), dim_const(ctx, 4));
  CHECK(huge != NULL);

  ir_context_destroy(ctx);
  diag_free(&d);
  return CHECK_DONE();
}
