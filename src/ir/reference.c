// reference.c: the float64 reference interpreter over graph IR.
//
// Naive loops in double precision, before any dispatch formation: every
// end-to-end test compares compiled results with it, for any program, any
// flags, any variant. Symbols are derived from the input shapes the same
// way the runtime does (the first argument dim that is c * symbol).
#include "ir.h"

#include <stdlib.h>
#include <string.h>

static bool eval_dim(const dim_expr *e, const int64_t *syms, const bool *known, int64_t *out) {
  int64_t a, b;
  switch (e->kind) {
  case DIM_CONST: *out = e->c; return true;
  case DIM_SYM:
    *out = syms[e->sym];
    return known[e->sym];
  default: break;
  }
  if (!eval_dim(e->lhs, syms, known, &a) || !eval_dim(e->rhs, syms, known, &b)) return false;
  switch (e->kind) {
  case DIM_ADD: *out = a + b; return true;
  case DIM_MUL: *out = a * b; return true;
  case DIM_FLOORDIV:
  case DIM_CEILDIV:
  case DIM_MOD:
    if (b <= 0) return false;
    if (e->kind == DIM_FLOORDIV) *out = a / b - (a % b < 0);
    else if (e->kind == DIM_CEILDIV) *out = -((-a) / b - ((-a) % b < 0));
    else *out = ((a % b) + b) % b;
    return true;
  default: return false;
  }
}

static bool bind_symbols(const ir_function *fn, const ref_tensor *in, int64_t *syms, bool *known,
                         char *err, size_t errn) {
  for (int a = 0; a < fn->arg_count; a++) {
    const ir_type *t = &fn->args[a]->type;
    for (int d = 0; d < t->rank; d++) {
      int64_t c;
      int s;
      if (dim_as_scaled_sym(t->dims[d], &c, &s) && !known[s]) {
        syms[s] = in[a].dims[d] / c;
        known[s] = true;
      }
    }
  }
  for (int a = 0; a < fn->arg_count; a++) {
    const ir_type *t = &fn->args[a]->type;
    for (int d = 0; d < t->rank; d++) {
      int64_t want;
      if (!eval_dim(t->dims[d], syms, known, &want) || want != in[a].dims[d]) {
        snprintf(err, errn, "input %d dim %d is %lld, which the program does not accept", a, d,
                 (long long)in[a].dims[d]);
        return false;
      }
    }
  }
  return true;
}

static void matmul(const ref_tensor *A, const ref_tensor *B, bool tb, ref_tensor *C) {
  int64_t M = A->dims[0], K = A->dims[1], N = C->dims[1];
  for (int64_t i = 0; i < M; i++)
    for (int64_t j = 0; j < N; j++) {
      double acc = 0;
      for (int64_t k = 0; k < K; k++)
        acc += A->data[i * K + k] * (tb ? B->data[j * K + k] : B->data[k * N + j]);
      C->data[i * N + j] = acc;
    }
}

static int64_t numel(const ref_tensor *t) {
  int64_t n = 1;
  for (int i = 0; i < t->rank; i++) n *= t->dims[i];
  return n;
}

bool ref_run(const ir_function *fn, const ref_tensor *inputs, int input_count, ref_tensor *outputs,
             char *err, size_t errn) {
  if (input_count != fn->arg_count) {
    snprintf(err, errn, "@%s takes %d inputs, got %d", fn->name, fn->arg_count, input_count);
    return false;
  }
  int64_t *syms = xcalloc((size_t)fn->symbol_count + 1, sizeof(int64_t));
  bool *known = xcalloc((size_t)fn->symbol_count + 1, sizeof(bool));
  ref_tensor *vals = xcalloc((size_t)fn->value_count + 1, sizeof(ref_tensor));
  bool ok = bind_symbols(fn, inputs, syms, known, err, errn);
  for (int a = 0; ok && a < fn->arg_count; a++) vals[fn->args[a]->id] = inputs[a];
  for (const ir_op *op = fn->first; ok && op; op = op->next) {
    ref_tensor *r = &vals[op->result->id];
    r->elem = op->result->type.elem;
    r->rank = op->result->type.rank;
    for (int d = 0; d < r->rank && ok; d++)
      ok = eval_dim(op->result->type.dims[d], syms, known, &r->dims[d]);
    if (!ok) break;
    const ref_tensor *x = &vals[op->operands[0]->id];
    r->data = xcalloc((size_t)numel(r) + 1, sizeof(double));
    if (op->kind == IR_OP_VIEW) memcpy(r->data, x->data, sizeof(double) * (size_t)numel(r));
    else if (op->kind == IR_OP_MATMUL)
      matmul(x, &vals[op->operands[1]->id], op->transpose_rhs, r);
    else FACET_CHECK(!"reference: unexpected op");
  }
  for (int i = 0; ok && i < fn->result_count; i++) {
    const ref_tensor *v = &vals[fn->results[i]->id];
    outputs[i] = *v;
    outputs[i].data = xmalloc(sizeof(double) * (size_t)numel(v) + 1);
    memcpy(outputs[i].data, v->data, sizeof(double) * (size_t)numel(v));
  }
  for (const ir_op *op = fn->first; op; op = op->next) free(vals[op->result->id].data);
  free(vals);
  free(syms);
  free(known);
  return ok;
}
