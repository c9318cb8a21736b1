// constants.c: util.globals with only an inline value become constants.
//
// A util.global bound to #stream.parameter.named stays a parameter (read
// from a parameter file at load; its inline value, if any, is ignored: the
// file wins, as in IREE). One with only an inline value is a constant of
// the program: each util.global.load of it becomes the IR_OP_CONSTANT the
// value is, before dispatch formation, so a splat is inlined into the
// kernels reading it (no storage) and a dense value is a constant whose
// bytes hostgen puts into the module (CONST_DATA), like a non-splat
// torch.vtensor.literal. A global with neither is left alone: hostgen
// reports it.
#include "transform.h"

static bool inline_value(const ir_global *g) {
  return !(g->key && g->key[0]) && (g->data || g->splat);
}

bool constants_run(ir_context *ctx, const pipeline_options *o, pipeline_stats *st) {
  for (size_t f = 0; f < ctx->functions.len; f++)
    for (ir_op *op = ctx->functions.data[f]->first; op; op = op->next) {
      if (op->kind != IR_OP_GLOBAL) continue;
      const ir_global *g = ir_find_global(ctx, op->name);
      if (!g || !inline_value(g)) continue;
      op->kind = IR_OP_CONSTANT;
      op->data = g->data; // NULL for a splat: value is every element
      op->data_bytes = g->data_bytes;
      op->value = g->splat_value;
    }
  return true;
}
