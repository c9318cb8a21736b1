// consteval.c: values that depend only on constants are computed once, at
// compile time, instead of on every call.
//
// Requires: constants_inline_globals has run (a util.global with an inline
// value is an IR_OP_CONSTANT); runs before dispatch_form, which drops the
// ops left dead.
// Guarantees: every *foldable* value that something outside the foldable
// set reads (an op that is not foldable, a function result, a written-back
// argument) and that is not already a constant becomes an IR_OP_CONSTANT
// holding the value facet's reference interpreter computes for it: a splat
// when every element is the same finite number and only elementwise ops
// read it (or it is large), dense data otherwise.
//
// A value is foldable when its op is a constant, an arange, a size of a
// static expression, or an op with a reference implementation (one
// result) whose operands are all foldable; its shape is static; and its
// bytes are at most the limit (--const-eval-limit, 0 = off). The limit
// bounds both the module's growth and the compile-time work: a value over
// it is not foldable, so what reads it is not either, and the smaller
// values it is computed from are folded instead (a broadcast of a small
// table stays a broadcast, which kernels read for free).
//
// Why the reference computes the folded values: facet-reference runs the
// program as written (nothing folded), rounding every op's value to its
// dtype; folding with the same interpreter makes the module hold, bit for
// bit, the values the reference computes at those points
// (tests/e2e/const_eval.sh checks it).
#include "transform.h"

#include "ir/ir.h"

#include <stdlib.h>
#include <string.h>

// Ops the reference can evaluate from their operands alone (a global
// needs parameter files, a call or an opaque op has no reference here,
// a qmatmul has none at all).
static bool evaluable_kind(const ir_op *op) {
  switch (op->kind) {
  case IR_OP_GLOBAL:
  case IR_OP_CALL:
  case IR_OP_OPAQUE:
  case IR_OP_DISPATCH:
  case IR_OP_QMATMUL: return false;
  case IR_OP_SIZE: return dim_is_const(op->start, NULL);
  default: return op->extra_count == 0;
  }
}

// The value's bytes when its shape is static and its dtype byte-sized;
// UINT64_MAX otherwise (never under a limit).
static uint64_t static_bytes(const ir_value *v) {
  if (dtype_bits(v->type.elem) < 8) return UINT64_MAX;
  uint64_t n = dtype_size(v->type.elem);
  for (int d = 0; d < v->type.rank; d++) {
    int64_t c;
    if (!dim_is_const(v->type.dims[d], &c) || c < 0 || __builtin_mul_overflow(n, (uint64_t)c, &n))
      return UINT64_MAX;
  }
  return n;
}

// foldable[id] for every value of fn, in program order (operands first).
static bool *mark_foldable(const ir_function *fn, uint64_t limit) {
  bool *foldable = xcalloc((size_t)fn->value_count + 1, sizeof(bool));
  for (const ir_op *op = fn->first; op; op = op->next) {
    bool ok = evaluable_kind(op) && static_bytes(op->result) <= limit;
    for (int k = 0; ok && k < op->operand_count; k++) ok = foldable[op->operands[k]->id];
    foldable[op->result->id] = ok;
  }
  return foldable;
}

// The values to fold: foldable, read from outside the foldable set, and
// not constants already. Returns how many were written to out (each once).
static int frontier(const ir_function *fn, const bool *foldable, ir_value **out) {
  bool *taken = xcalloc((size_t)fn->value_count + 1, sizeof(bool));
  int n = 0;
#define TAKE(v)                                                                                    \
  do {                                                                                             \
    ir_value *v_ = (v);                                                                            \
    if (foldable[v_->id] && !taken[v_->id] && v_->def->kind != IR_OP_CONSTANT)                     \
      taken[v_->id] = true, out[n++] = v_;                                                         \
  } while (0)
  for (const ir_op *op = fn->first; op; op = op->next)
    if (!foldable[op->result->id])
      for (int k = 0; k < op->operand_count; k++) TAKE(op->operands[k]);
  for (int i = 0; i < fn->result_count; i++) TAKE(fn->results[i]);
  for (int i = 0; i < fn->inout_count; i++) TAKE(fn->inout_values[i]);
#undef TAKE
  free(taken);
  return n;
}

// Marks in `need` every op the values in vs are computed from.
static void mark_cone(const ir_function *fn, ir_value *const *vs, int n, bool *need) {
  for (int i = 0; i < n; i++) need[vs[i]->id] = true;
  // program order puts operands first: one backward walk over a reversed list
  int count = 0;
  for (const ir_op *op = fn->first; op; op = op->next) count++;
  const ir_op **ops = xmalloc(sizeof *ops * (size_t)(count + 1));
  int i = 0;
  for (const ir_op *op = fn->first; op; op = op->next) ops[i++] = op;
  while (i-- > 0)
    if (need[ops[i]->result->id])
      for (int k = 0; k < ops[i]->operand_count; k++) need[ops[i]->operands[k]->id] = true;
  free(ops);
}

// Runs the ops that compute vs, as a function of no arguments that returns
// them, in the reference (rounded to each op's dtype, as facet-reference
// runs). outs gets n tensors; false when the reference refuses (an index
// out of range in a constant gather: left for the kernels to report).
static bool evaluate(const ir_context *ctx, const ir_function *fn, ir_value **vs, int n,
                     ref_tensor *outs) {
  bool *need = xcalloc((size_t)fn->value_count + 1, sizeof(bool));
  mark_cone(fn, vs, n, need);
  int count = 0;
  for (const ir_op *op = fn->first; op; op = op->next) count += need[op->result->id];
  ir_op *copies = xcalloc((size_t)count + 1, sizeof *copies);
  int c = 0;
  for (const ir_op *op = fn->first; op; op = op->next)
    if (need[op->result->id]) {
      copies[c] = *op;
      copies[c].next = c + 1 < count ? &copies[c + 1] : NULL;
      c++;
    }
  ir_function sub = *fn; // same values and symbols; no arguments, no write-backs
  sub.arg_count = 0;
  sub.args = NULL;
  sub.first = count ? copies : NULL;
  sub.last = count ? &copies[count - 1] : NULL;
  sub.result_count = n;
  sub.results = vs;
  sub.inout_count = 0;
  sub.promise_count = 0;
  char err[256];
  bool ok = ref_run(ctx, &sub, NULL, 0, outs, err, sizeof err);
  free(copies);
  free(need);
  return ok;
}

// A splat costs nothing where kernels read it (an elementwise op inlines
// it), but anything else needs a buffer, filled by a dispatch on every
// call: there a dense value (read in place) is cheaper, up to this size.
enum { SPLAT_DENSE_MAX = 64 << 10 };

// inlined[id]: every reader of the value is an elementwise op (and the
// function neither returns nor writes it back).
static bool *inlined_readers(const ir_function *fn) {
  bool *inlined = xmalloc((size_t)fn->value_count + 1);
  memset(inlined, 1, (size_t)fn->value_count + 1);
  for (const ir_op *op = fn->first; op; op = op->next)
    if (op->kind != IR_OP_EW)
      for (int k = 0; k < op->operand_count; k++) inlined[op->operands[k]->id] = false;
  for (int i = 0; i < fn->result_count; i++) inlined[fn->results[i]->id] = false;
  for (int i = 0; i < fn->inout_count; i++) inlined[fn->inout_values[i]->id] = false;
  return inlined;
}

// Every element the same finite value, exactly a double (an integer within
// 2^53): a splat, which kernels inline and the module does not store.
static bool splat_of(const ref_tensor *t, size_t count, double *value) {
  bool is_float = dtype_is_float(t->elem);
  for (size_t i = 1; i < count; i++)
    if (memcmp(&t->data[i], &t->data[0], sizeof t->data[0])) return false;
  double v = is_float ? t->data[0].f : (double)t->data[0].i;
  if (!is_float && (t->data[0].i > (1ll << 53) || t->data[0].i < -(1ll << 53))) return false;
  if (v != v || v - v != 0 || (v == 0 && __builtin_signbit(v))) return false; // NaN, inf, -0
  *value = v;
  return true;
}

// v's op becomes the constant t (its operands dropped: what only they used
// is dead), a splat where `splat_ok` and its elements allow. Returns the
// bytes of module data it adds (0 for a splat).
static uint64_t replace(ir_context *ctx, ir_value *v, const ref_tensor *t, bool splat_ok) {
  ir_op *op = v->def;
  size_t count = 1;
  for (int d = 0; d < t->rank; d++) count *= (size_t)t->dims[d];
  size_t bytes = count * dtype_size(t->elem);
  op->operand_count = 0;
  op->operands = NULL;
  op->generic = NULL;
  op->kind = IR_OP_CONSTANT;
  if (count > 0 && (splat_ok || bytes > SPLAT_DENSE_MAX) && splat_of(t, count, &op->value)) {
    op->data = NULL;
    op->data_bytes = 0;
    return 0;
  }
  void *data = arena_alloc(&ctx->mem, bytes + 1);
  for (size_t i = 0; i < count; i++) ref_store(t->elem, data, i, t->data[i]);
  op->data = data;
  op->data_bytes = bytes;
  op->value = 0;
  return bytes;
}

// Evaluates and replaces vs together (shared ops run once); when the
// reference refuses the whole, each value alone, so one bad value does not
// keep the others from folding.
static void fold_values(ir_context *ctx, ir_function *fn, ir_value **vs, int n, int per_value,
                        const bool *inlined, pipeline_stats *st) {
  ref_tensor *outs = xcalloc((size_t)n + 1, sizeof *outs);
  if (evaluate(ctx, fn, vs, n, outs)) {
    for (int i = 0; i < n; i++) {
      uint64_t bytes = replace(ctx, vs[i], &outs[i], inlined[vs[i]->id]);
      st->const_eval_folded++;
      st->const_eval_splats += bytes == 0;
      st->const_eval_bytes += bytes;
      free(outs[i].data);
    }
  } else if (n > 1 && per_value) {
    for (int i = 0; i < n; i++) fold_values(ctx, fn, &vs[i], 1, 0, inlined, st);
  }
  free(outs);
}

void consteval_run(ir_context *ctx, uint64_t limit, pipeline_stats *st) {
  if (limit == 0) return;
  for (size_t f = 0; f < ctx->functions.len; f++) {
    ir_function *fn = ctx->functions.data[f];
    bool *foldable = mark_foldable(fn, limit);
    bool *inlined = inlined_readers(fn);
    ir_value **vs = xmalloc(sizeof *vs * ((size_t)fn->value_count + 1));
    int n = frontier(fn, foldable, vs);
    if (n) fold_values(ctx, fn, vs, n, 1, inlined, st);
    free(vs);
    free(inlined);
    free(foldable);
  }
}
