// dispatch.c: dispatch formation and outlining.
//
// Requires: imported graph IR. Guarantees: every MATMUL op became a
// DISPATCH op naming a new executable with exactly one site; VIEW ops stay
// on the host (they cost nothing: contiguous data, another shape). Each
// site records the dim expression behind every push constant and their
// facts: the site's row.
#include "transform.h"

#include <string.h>

// Push constants are the distinct dynamic dim expressions of the site, in
// order of first appearance; static dims stay constants in the body.
static ir_kdim kdim(ir_exec *ex, ir_site *site, const dim_expr *e) {
  int64_t c;
  if (dim_is_const(e, &c)) return (ir_kdim){false, c};
  for (int i = 0; i < ex->push_count; i++)
    if (site->push[i] == e) return (ir_kdim){true, i};
  FACET_CHECK(ex->push_count < MOD_MAX_PUSH);
  site->push[ex->push_count] = e;
  return (ir_kdim){true, ex->push_count++};
}

static void add_binding(ir_exec *ex, ir_site *site, const ir_type *t, bool out) {
  ir_kbinding *b = &ex->bindings[ex->binding_count++];
  b->elem = t->elem;
  b->rank = t->rank;
  b->is_output = out;
  for (int i = 0; i < t->rank; i++) b->dims[i] = kdim(ex, site, t->dims[i]);
}

static void print_kdim_name(strbuf *sb, ir_kdim d) {
  if (d.dynamic) sb_putc(sb, 'D');
  else sb_printf(sb, "%lld", (long long)d.value);
}

static ir_exec *outline_matmul(ir_context *ctx, ir_function *fn, ir_op *op, int index) {
  ir_exec *ex = ARENA_NEW(&ctx->mem, ir_exec);
  ir_site site = {.fn = fn, .op = op, .variant = -1};
  const ir_type *a = &op->operands[0]->type, *b = &op->operands[1]->type;
  add_binding(ex, &site, a, false);
  add_binding(ex, &site, b, false);
  add_binding(ex, &site, &op->result->type, true);
  ir_kop *k = &ex->kops[ex->kop_count++];
  k->kind = KOP_MATMUL;
  k->operands[0] = 0, k->operands[1] = 1, k->operands[2] = 2;
  k->transpose_b = op->transpose_rhs;
  k->m = ex->bindings[0].dims[0];
  k->k = ex->bindings[0].dims[1];
  k->n = ex->bindings[2].dims[1];
  site.row = ARENA_NEW_ARRAY(&ctx->mem, fact, ex->push_count ? ex->push_count : 1);
  for (int i = 0; i < ex->push_count; i++) site.row[i] = ir_dim_fact(fn, site.push[i]);
  VEC_PUSH(ex->sites, site);
  strbuf name = {0};
  sb_printf(&name, "%s_dispatch_%d_matmul_", fn->name, index);
  print_kdim_name(&name, k->m);
  sb_putc(&name, 'x');
  print_kdim_name(&name, k->n);
  sb_putc(&name, 'x');
  print_kdim_name(&name, k->k);
  sb_printf(&name, "_%s", dtype_name(ex->bindings[2].elem));
  ex->name = arena_strdup(&ctx->mem, sb_cstr(&name));
  sb_free(&name);
  return ex;
}

// What the backend compiles today; everything else is listed, once per
// source op kind, and the compile fails before any code is generated.
static bool compilable(const ir_op *op) {
  return op->kind == IR_OP_VIEW || (op->kind == IR_OP_MATMUL && op->operands[0]->type.rank == 2 &&
                                    op->operands[1]->type.rank == 2);
}

bool dispatch_check_supported(ir_context *ctx) {
  typedef struct {
    const char *name;
    int uses;
    loc first;
  } kind;
  VEC(kind) kinds = {0};
  for (size_t f = 0; f < ctx->functions.len; f++) {
    for (const ir_op *op = ctx->functions.data[f]->first; op; op = op->next) {
      if (compilable(op)) continue;
      const char *name = op->kind == IR_OP_OPAQUE ? op->name : op->source ? op->source : ir_op_name(op->kind);
      size_t k = 0;
      while (k < kinds.len && strcmp(kinds.data[k].name, name)) k++;
      if (k == kinds.len) VEC_PUSH(kinds, ((kind){name, 0, op->where}));
      kinds.data[k].uses++;
    }
  }
  for (size_t k = 0; k < kinds.len; k++) {
    char where[256];
    diag_warning(ctx->diag, (loc){0}, "unsupported op %s (%d use%s, first at %s)",
                 kinds.data[k].name, kinds.data[k].uses, kinds.data[k].uses == 1 ? "" : "s",
                 loc_str(kinds.data[k].first, where, sizeof where));
  }
  if (kinds.len)
    diag_error(ctx->diag, (loc){0}, "%zu unsupported op kind%s; nothing was compiled", kinds.len,
               kinds.len == 1 ? "" : "s");
  bool ok = kinds.len == 0;
  VEC_FREE(kinds);
  return ok;
}

void dispatch_form(ir_context *ctx, pipeline_stats *st) {
  for (size_t f = 0; f < ctx->functions.len; f++) {
    ir_function *fn = ctx->functions.data[f];
    int index = 0;
    for (ir_op *op = fn->first; op; op = op->next) {
      if (op->kind != IR_OP_MATMUL) continue;
      ir_exec *ex = outline_matmul(ctx, fn, op, index++);
      VEC_PUSH(ctx->execs, ex);
      op->kind = IR_OP_DISPATCH;
      op->exec = ex;
      op->site = 0;
      st->dispatch_sites++;
    }
  }
  st->executables_before_dedup = (int)ctx->execs.len;
}
