// Unit tests of ir_derive_symbols and ir_promise_text (src/ir/symbols.c):
// the rule by which hostgen's entry checks and the reference interpreter
// both get a call's symbols from its argument dims.
#include "check.h"
#include "ir/ir.h"

#include <stdlib.h>

static void add_arg(ir_context *ctx, ir_function *fn, const dim_expr *d0) {
  ir_type t = {.elem = DT_F32, .rank = 1, .dims = {d0}};
  ir_add_arg(ctx, fn, t);
}

int main(void) {
  diag_engine d;
  diag_init(&d, NULL);
  ir_context *ctx = ir_context_create(&d);
  ir_function *fn = ir_function_create(ctx, "f", (loc){0});
  int s0 = ir_add_symbol(ctx, fn, "s0", fact_range(1, 100, 1), (loc){0});
  int s1 = ir_add_symbol(ctx, fn, "s1", fact_range(1, 50, 1), (loc){0});
  int s2 = ir_add_symbol(ctx, fn, "s2", fact_range(2, 100, 1), (loc){0});
  int s3 = ir_add_symbol(ctx, fn, "s3", fact_range(1, 8, 1), (loc){0});
  int s4 = ir_add_symbol(ctx, fn, "s4", fact_range(0, 10, 1), (loc){0});
  const dim_expr *c2 = dim_const(ctx, 2);
  // input 0: s0 * 2 + 1; 1: s0 + s1; 2: s2 floordiv 2; 3: s3 * 4; 4: 10 - s4; 5: s3 * 4 again
  add_arg(ctx, fn, dim_add(ctx, dim_mul(ctx, dim_sym(ctx, s0), c2), dim_const(ctx, 1)));
  add_arg(ctx, fn, dim_add(ctx, dim_sym(ctx, s0), dim_sym(ctx, s1)));
  add_arg(ctx, fn, dim_floordiv(ctx, dim_sym(ctx, s2), c2));
  add_arg(ctx, fn, dim_mul(ctx, dim_sym(ctx, s3), dim_const(ctx, 4)));
  const dim_expr *neg = dim_mul(ctx, dim_sym(ctx, s4), dim_const(ctx, -1));
  add_arg(ctx, fn, dim_add(ctx, dim_const(ctx, 10), neg));
  add_arg(ctx, fn, dim_mul(ctx, dim_sym(ctx, s3), dim_const(ctx, 4)));

  ir_derivation dv[8];
  int n = ir_derive_symbols(fn, dv);
  CHECK_EQ_INT(4, n);
  // c * s first (today's rule), then a * s + b in rounds: s0 before s1,
  // whose rest is s0; s2 floordiv 2 determines nothing
  CHECK(dv[0].sym == s3 && dv[0].arg == 3 && dv[0].coef == 4);
  CHECK(dv[1].sym == s0 && dv[1].arg == 0 && dv[1].coef == 2);
  CHECK(dv[2].sym == s1 && dv[2].arg == 1 && dv[2].coef == 1);
  CHECK(dv[3].sym == s4 && dv[3].arg == 4 && dv[3].coef == -1);
  // t = dim - 1 must be in 2 * [1, 100]: even, 2..200
  CHECK_EQ_INT(2, dv[1].check.umin);
  CHECK_EQ_INT(200, dv[1].check.umax);
  CHECK_EQ_INT(2, dv[1].check.udiv);
  CHECK(fact_contains(dv[3].check, 0) && fact_contains(dv[3].check, 10) &&
        !fact_contains(dv[3].check, 11));

  // messages: the binding's expression, each symbol's range and, once
  // derived, where it came from
  int source[8] = {0};
  source[s0] = 0 * IR_MAX_RANK + 0 + 1;
  char *text = ir_promise_text(fn, 1, 0, source);
  CHECK_EQ_STR("expected s0 + s1 with s0 (input 0 dim 0) in [1, 100], s1 in [1, 50]", text);
  free(text);
  text = ir_promise_text(fn, 0, 0, NULL);
  CHECK_EQ_STR("expected s0 * 2 + 1 with s0 in [1, 100]", text);
  free(text);
  text = ir_underivable_text(fn, s2);
  CHECK_EQ_STR("symbol 's2' of @f cannot be derived from the shapes of its arguments", text);
  free(text);

  ir_context_destroy(ctx);
  diag_free(&d);
  return CHECK_DONE();
}
