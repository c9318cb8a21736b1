// verify.c: the IR verifier, run by the pipeline after every pass.
//
// It checks what every pass promises the next, so that a pass that breaks
// the IR fails at that pass with a message, instead of a later pass or the
// runtime computing plausible wrong numbers (a dispatch once read a value
// that no op defined any more, and the function silently returned its input).
//
// Graph level, per function:
//   - every operand is defined before its use (an argument of the function
//     or a result of an earlier op), every value is defined once, and each
//     op's results name the op as their definition;
//   - the function's results and overwritten arguments are defined values;
//   - a view keeps the element count, an elementwise op's operands
//     broadcast to its result, a 2-d matmul's operands agree on K, a
//     bitcast follows ir_bitcast_ok;
//   - sub-byte values (i4, i2) are made only by bitcasts and read only by
//     linalg.generic ops.
// Kernel level, per dispatch and executable:
//   - a dispatch names a live executable and a site of it that names the
//     dispatch back; its operands are the executable's input bindings and its
//     results the output bindings, in order, with the same element type and
//     element count (binding dims evaluated with the site's push constants);
//   - bindings have module dtypes (never sub-byte ones);
//   - body nodes use earlier nodes, loads read input bindings through maps
//     within the binding's rank, outputs write output bindings, push
//     constant indices are below push_count;
//   - once specialized (variants exist), every site is bound to a variant.
#include "ir.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

typedef struct verifier {
  ir_context *ctx;
  const char *pass;
  const ir_function *fn;
  const ir_op *op;  // the op being checked, for the location
  uint8_t *defined; // by value id: 0 = not yet, 1 = defined
  bool ok;
} verifier;

static void complain(verifier *v, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void complain(verifier *v, const char *fmt, ...) {
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  const char *what = !v->op                          ? ""
                     : v->op->kind == IR_OP_DISPATCH ? "facet.dispatch"
                     : v->op->kind == IR_OP_OPAQUE   ? v->op->name
                     : v->op->source                 ? v->op->source
                                                     : ir_op_name(v->op->kind);
  diag_error(v->ctx->diag, v->op ? v->op->where : (loc){0},
             "internal error: IR verifier after %s: %s%s%s%s: %s", v->pass,
             v->fn ? "function @" : "executables", v->fn ? v->fn->name : "", *what ? ", op " : "",
             what, msg);
  v->ok = false;
  v->ctx->internal_errors++;
}

static bool value_in_range(verifier *v, const ir_value *x) {
  return x && x->id >= 0 && x->id < v->fn->value_count;
}

static void use_value(verifier *v, const ir_value *x, const char *role, int index) {
  if (!value_in_range(v, x)) complain(v, "%s %d is not a value of the function", role, index);
  else if (!v->defined[x->id])
    complain(v, "%s %d (%%%d) is used before any op defines it", role, index, x->id);
}

static void define_value(verifier *v, ir_value *x, const ir_op *def) {
  if (!value_in_range(v, x)) return complain(v, "a result is not a value of the function");
  if (v->defined[x->id]) return complain(v, "value %%%d is defined twice", x->id);
  if (x->def != def) return complain(v, "value %%%d does not name its defining op", x->id);
  v->defined[x->id] = 1;
}

//
// Shapes of graph ops
//
static bool broadcasts_to(const ir_type *x, const ir_type *r) {
  if (x->rank > r->rank) return false;
  for (int i = 0; i < x->rank; i++) {
    const dim_expr *d = x->dims[i], *rd = r->dims[r->rank - x->rank + i];
    int64_t c;
    if (d != rd && !(dim_is_const(d, &c) && c == 1)) return false;
  }
  return true;
}

// Sub-byte values exist between a bitcast and the linalg.generic that
// reads them (base.h: DT_I4): no other op reads or makes one, so nothing
// else ever needs their layout.
static void check_sub_byte(verifier *v, const ir_op *op) {
  for (int i = 0; i < op->operand_count; i++)
    if (dtype_is_sub_byte(op->operands[i]->type.elem) && op->kind != IR_OP_GENERIC)
      complain(v, "operand %d is %s: only a linalg.generic reads sub-byte values", i,
               dtype_name(op->operands[i]->type.elem));
  for (int x = 0; x <= op->extra_count; x++) {
    const ir_value *r = x ? op->extra[x - 1] : op->result;
    if (r && dtype_is_sub_byte(r->type.elem) && op->kind != IR_OP_BITCAST)
      complain(v, "result %d is %s: only a bitcast makes sub-byte values", x,
               dtype_name(r->type.elem));
  }
}

// A conv or pool: NCHW operands, a window with positive sizes, a conv's
// channels split into its groups (ir.h: ir_window). Everything the
// reference and the kernels index by, so that a facet.conv read back with
// other shapes is refused here rather than read out of bounds.
static void check_window(verifier *v, const ir_op *op) {
  const ir_window *w = op->win;
  const ir_type *x = &op->operands[0]->type, *r = &op->result->type;
  if (!w) return complain(v, "a %s without its window", ir_op_name(op->kind));
  if (x->rank != 4 || r->rank != 4 || x->dims[0] != r->dims[0])
    return complain(v, "a %s of other than NCHW tensors of one batch", ir_op_name(op->kind));
  for (int i = 0; i < 2 && !w->adaptive; i++)
    if (w->kernel[i] < 1 || w->stride[i] < 1 || w->dilation[i] < 1 || w->pad[i] < 0)
      return complain(v, "a window of kernel, stride or dilation < 1, or padding < 0");
  if (op->kind == IR_OP_POOL) {
    if (op->operand_count != 1 || (op->red != RED_MAX && op->red != RED_MEAN) ||
        x->dims[1] != r->dims[1])
      complain(v, "a pool is max or mean of one tensor, keeping its channels");
    return;
  }
  int64_t K, Cg, R, S, Cin, B;
  const ir_type *wt = &op->operands[op->operand_count > 1]->type;
  if (op->operand_count < 2 || op->operand_count > 3 || wt->rank != 4 ||
      !dim_is_const(wt->dims[0], &K) || !dim_is_const(wt->dims[1], &Cg) ||
      !dim_is_const(wt->dims[2], &R) || !dim_is_const(wt->dims[3], &S) ||
      !dim_is_const(x->dims[1], &Cin))
    return complain(v, "a conv reads x and a static weight [K, C / groups, R, S] (and a bias)");
  int64_t channels;
  if (w->groups < 1 || K % w->groups || __builtin_mul_overflow(Cg, w->groups, &channels) ||
      channels != Cin || r->dims[1] != wt->dims[0] || R != w->kernel[0] || S != w->kernel[1])
    complain(v, "a conv's channels, groups and kernel disagree");
  if (op->operand_count == 3 && (op->operands[2]->type.rank != 1 ||
                                 !dim_is_const(op->operands[2]->type.dims[0], &B) || B != K))
    complain(v, "a conv's bias is not [K]");
}

static void check_shapes(verifier *v, const ir_op *op) {
  const ir_type *r = &op->result->type;
  check_sub_byte(v, op);
  switch (op->kind) {
  case IR_OP_VIEW:
    if (ir_type_numel(v->ctx, &op->operands[0]->type) != ir_type_numel(v->ctx, r))
      complain(v, "a view changes the number of elements");
    break;
  case IR_OP_TRANSFER:
    if (!ir_type_eq(&op->operands[0]->type, r)) complain(v, "a transfer changes the type");
    break;
  case IR_OP_BITCAST:
    if (!ir_bitcast_ok(v->ctx, &op->operands[0]->type, r))
      complain(v, "a bitcast is not i8 bytes as i4 / i2 of the same rows");
    break;
  case IR_OP_EW:
    if (op->operand_count != ir_ew_arity(op->ew))
      complain(v, "%s takes %d operands, has %d", ir_ew_name(op->ew), ir_ew_arity(op->ew),
               op->operand_count);
    for (int i = 0; i < op->operand_count; i++)
      if (!broadcasts_to(&op->operands[i]->type, r))
        complain(v, "operand %d does not broadcast to the result's shape", i);
    break;
  case IR_OP_MATMUL: {
    const ir_type *a = &op->operands[0]->type, *b = &op->operands[1]->type;
    if (a->rank != 2 || b->rank != 2) break; // batched forms: their own import checks
    const dim_expr *kb = op->transpose_rhs ? b->dims[1] : b->dims[0];
    if (a->dims[1] != kb) complain(v, "the operands of a matmul disagree on K");
    break;
  }
  case IR_OP_CONV:
  case IR_OP_POOL: check_window(v, op); break;
  case IR_OP_SIZE:
    if (r->rank != 0 || r->elem != DT_I64 || !op->start) complain(v, "a size is not a rank-0 i64");
    break;
  default: break;
  }
}

// A scalar argument or result is a rank-0 tensor of its kind's dtype.
static void check_kind(verifier *v, ir_kind k, const ir_value *x, const char *role, int index) {
  if (k != IR_KIND_TENSOR && (x->type.rank != 0 || x->type.elem != ir_kind_dtype(k)))
    complain(v, "%s %d is %s but not a rank-0 %s", role, index, ir_kind_type_name(k),
             dtype_name(ir_kind_dtype(k)));
}

//
// Dispatches and executables
//
static const dim_expr *binding_numel(verifier *v, const ir_exec *ex, const ir_site *site,
                                     const ir_kbinding *b) {
  const dim_expr *n = dim_const(v->ctx, 1);
  for (int i = 0; i < b->rank; i++) {
    const dim_expr *d =
        b->dims[i].dynamic ? site->push[b->dims[i].value] : dim_const(v->ctx, b->dims[i].value);
    n = dim_mul(v->ctx, n, d);
  }
  return n;
}

static void check_binding_value(verifier *v, const ir_exec *ex, const ir_site *site, int b,
                                const ir_value *x, const char *role, int index) {
  const ir_kbinding *kb = &ex->bindings[b];
  if (kb->elem != x->type.elem)
    return complain(v, "%s %d is %s but binding %d of @%s is %s", role, index,
                    dtype_name(x->type.elem), b, ex->name, dtype_name(kb->elem));
  if (binding_numel(v, ex, site, kb) != ir_type_numel(v->ctx, &x->type))
    complain(v, "%s %d has another number of elements than binding %d of @%s", role, index, b,
             ex->name);
}

static void check_dispatch(verifier *v, const ir_op *op) {
  const ir_exec *ex = op->exec;
  if (!ex) return complain(v, "a dispatch names no executable");
  if (ex->merged_into) return complain(v, "a dispatch names @%s, which was merged away", ex->name);
  if (op->site < 0 || (size_t)op->site >= ex->sites.len || ex->sites.data[op->site].op != op)
    return complain(v, "a dispatch is not site %d of @%s", op->site, ex->name);
  const ir_site *site = &ex->sites.data[op->site];
  int in = 0, out = 0;
  for (int b = 0; b < ex->binding_count; b++) {
    if (!ex->bindings[b].is_output) {
      if (in < op->operand_count)
        check_binding_value(v, ex, site, b, op->operands[in], "operand", in);
      in++;
    } else {
      const ir_value *x = out == 0                    ? op->result
                          : out - 1 < op->extra_count ? op->extra[out - 1]
                                                      : NULL;
      if (x) check_binding_value(v, ex, site, b, x, "result", out);
      if (out >= site->out_count || site->outs[out] != x)
        complain(v, "result %d is not the site's output %d", out, out);
      out++;
    }
  }
  // an update's last operand is the tensor its output starts as (no binding)
  int extra = ex->update ? 1 : 0;
  if (in + extra != op->operand_count)
    complain(v, "%d operands for the %d input bindings of @%s", op->operand_count, in, ex->name);
  else if (extra && !ir_type_eq(&op->operands[in]->type, &op->result->type))
    complain(v, "the tensor @%s updates is not of its output's type", ex->name);
  if (out != 1 + op->extra_count)
    complain(v, "%d results for the %d output bindings of @%s", 1 + op->extra_count, out, ex->name);
}

static bool node_ref_ok(int ref, int self) { return ref >= 0 && ref < self; }

static void check_node(verifier *v, const ir_exec *ex, int i) {
  const ir_knode *n = &ex->nodes[i];
  switch (n->kind) {
  case KN_LOAD: {
    if (n->binding < 0 || n->binding >= ex->binding_count || ex->bindings[n->binding].is_output)
      return complain(v, "@%s node %d loads binding %d, not an input", ex->name, i, n->binding);
    for (int d = 0; d < ex->iter_rank; d++)
      if (n->map[d] >= ex->bindings[n->binding].rank)
        complain(v, "@%s node %d maps iteration dim %d past binding %d's rank", ex->name, i, d,
                 n->binding);
    break;
  }
  case KN_EW: {
    int arity = ir_ew_arity(n->ew), refs[3] = {n->a, n->b, n->c};
    for (int k = 0; k < arity; k++)
      if (!node_ref_ok(refs[k], i)) complain(v, "@%s node %d uses node %d", ex->name, i, refs[k]);
    break;
  }
  case KN_REDUCE:
    if (!node_ref_ok(n->a, i)) complain(v, "@%s node %d reduces node %d", ex->name, i, n->a);
    break;
  case KN_ACC:
    if (ex->kops[0].kind == KOP_ROWS)
      complain(v, "@%s node %d: an accumulator in a row program", ex->name, i);
    break;
  case KN_INDEX:
    if (n->axis < 0 || n->axis >= ex->iter_rank)
      complain(v, "@%s node %d indexes axis %d", ex->name, i, n->axis);
    break;
  case KN_GATHER: {
    if (n->binding < 0 || n->binding >= ex->binding_count || ex->bindings[n->binding].is_output)
      return complain(v, "@%s node %d gathers binding %d, not an input", ex->name, i, n->binding);
    for (int j = 0; j < ex->bindings[n->binding].rank; j++) {
      const ir_kcoord *c = &n->coord[j];
      if (c->node >= 0 && !node_ref_ok(c->node, i))
        complain(v, "@%s node %d indexes with node %d", ex->name, i, c->node);
      if (c->iter_dim >= ex->iter_rank || (c->node >= 0 && c->iter_dim >= 0))
        complain(v, "@%s node %d: coordinate %d is malformed", ex->name, i, j);
    }
    break;
  }
  case KN_CONST:
  case KN_DIM: break;
  }
}

static void check_kdim(verifier *v, const ir_exec *ex, ir_kdim d, const char *what) {
  if (d.dynamic && (d.value < 0 || d.value >= ex->push_count))
    complain(v, "@%s: %s uses push constant %lld of %d", ex->name, what, (long long)d.value,
             ex->push_count);
}

// A quantized matmul reads A, its planes (consecutive bindings, i8 or f16)
// and writes C, the executable's only binding after them.
static void check_qmatmul_bindings(verifier *v, const ir_exec *ex, const ir_kop *k) {
  int planes = ir_qformat_planes(&k->quant), first = k->operands[1];
  if (k->operands[0] != 0 || first != 1 || k->operands[2] != first + planes ||
      k->operands[2] + 1 != ex->binding_count || !ex->bindings[k->operands[2]].is_output) {
    complain(v, "@%s: a qmatmul binds A, its %d planes, then C", ex->name, planes);
    return;
  }
  for (int b = first; b < first + planes; b++)
    if (ex->bindings[b].elem != DT_I8 && ex->bindings[b].elem != DT_U8 &&
        ex->bindings[b].elem != DT_F16)
      complain(v, "@%s: plane b%d of %s", ex->name, b, dtype_name(ex->bindings[b].elem));
}

// Each attention operand's view names distinct dims of its binding (the
// kernel derives strides from them), an inner one only after an outer one;
// a page table's dims are dims of its binding, an i64 input, and the
// binding dim it indexes is no logical dim's. Only K and V have one, and
// their E does not run along it (the kernel looks a page up per key).
static bool view_dims_ok(const ir_exec *ex, const ir_kview *kv, int b) {
  int seen = 0, tseen = 0;
  int trank = kv->table >= 0 ? ex->bindings[kv->table].rank : 0;
  for (int d = 0; d < 4; d++) {
    int dims[2] = {kv->outer[d], kv->inner[d]};
    if (dims[0] < 0 && dims[1] >= 0) return false;
    for (int x = 0; x < 2; x++) {
      int j = dims[x];
      bool table = j >= IR_KVIEW_TABLE;
      if (j < 0) continue;
      if (table ? j - IR_KVIEW_TABLE >= trank || d == 3 || (tseen & 1 << (j & 7))
                : j >= ex->bindings[b].rank || (seen & 1 << j) ||
                      (kv->table >= 0 && j == kv->table_dim))
        return false;
      if (table) tseen |= 1 << ((j - IR_KVIEW_TABLE) & 7);
      else seen |= 1 << (j & 7);
    }
  }
  return true;
}

static bool table_ok(const ir_exec *ex, const ir_kview *kv, int slot, int b) {
  if (kv->table < 0) return true;
  if (slot != 1 && slot != 2) return false;
  if (kv->table >= ex->binding_count || kv->table_dim < 0 || kv->table_dim >= ex->bindings[b].rank)
    return false;
  const ir_kbinding *t = &ex->bindings[kv->table];
  return t->elem == DT_I64 && !t->is_output && t->rank >= 1;
}

static void check_attention_views(verifier *v, const ir_exec *ex, const ir_kop *k) {
  for (int i = 0; i < 5; i++) {
    int b = k->operands[i];
    if (b < 0 || b >= ex->binding_count) continue;
    bool ok = k->views != NULL && table_ok(ex, &k->views[i], i, b);
    if (!ok || !view_dims_ok(ex, &k->views[i], b))
      complain(v, "@%s: attention operand %d (b%d): a view onto dims its binding lacks", ex->name,
               i, b);
  }
}

static void check_exec_body(verifier *v, const ir_exec *ex) {
  for (int b = 0; b < ex->binding_count; b++)
    if ((unsigned)ex->bindings[b].elem >= DT_COUNT || ex->bindings[b].elem == DT_INVALID)
      complain(v, "@%s binding %d is %s, no module dtype", ex->name, b,
               dtype_name(ex->bindings[b].elem));
  for (int b = 0; b < ex->binding_count; b++)
    for (int i = 0; i < ex->bindings[b].rank; i++)
      check_kdim(v, ex, ex->bindings[b].dims[i], "a binding");
  for (int d = 0; d < ex->iter_rank; d++) check_kdim(v, ex, ex->iter[d], "the iteration space");
  for (int i = 0; i < ex->node_count; i++) {
    const ir_knode *n = &ex->nodes[i];
    if (n->kind == KN_DIM) check_kdim(v, ex, n->dim, "a size node");
    for (int j = 0; n->kind == KN_GATHER && j < IR_MAX_RANK; j++) {
      check_kdim(v, ex, n->coord[j].offset, "a gather offset");
      check_kdim(v, ex, n->coord[j].minus, "a gather offset");
    }
  }
  for (int i = 0; i < ex->node_count; i++) check_node(v, ex, i);
  for (int o = 0; o < ex->output_count; o++) {
    const ir_koutput *out = &ex->outputs[o];
    if (out->binding < 0 || out->binding >= ex->binding_count ||
        !ex->bindings[out->binding].is_output)
      complain(v, "@%s output %d writes binding %d, not an output", ex->name, o, out->binding);
    if (out->node < 0 || out->node >= ex->node_count)
      complain(v, "@%s output %d stores node %d", ex->name, o, out->node);
  }
  for (int k = 0; k < ex->kop_count; k++)
    for (int i = 0; i < 5; i++) {
      int b = ex->kops[k].operands[i];
      ir_kop_kind kk = ex->kops[k].kind;
      bool used = kk == KOP_MATMUL || kk == KOP_QMATMUL ? i < 3
                  : kk == KOP_CONV                      ? i < 4
                  : kk == KOP_POOL                      ? i == 0 || i == 3
                                                        : kk == KOP_ATTENTION;
      if (used && b >= ex->binding_count) complain(v, "@%s op %d names binding %d", ex->name, k, b);
    }
  for (int k = 0; k < ex->kop_count; k++)
    if (ex->kops[k].kind == KOP_QMATMUL) check_qmatmul_bindings(v, ex, &ex->kops[k]);
  for (int k = 0; k < ex->kop_count; k++)
    if (ex->kops[k].kind == KOP_ATTENTION) check_attention_views(v, ex, &ex->kops[k]);
}

static void check_exec_sites(verifier *v, const ir_exec *ex) {
  for (size_t s = 0; s < ex->sites.len; s++) {
    const ir_site *site = &ex->sites.data[s];
    if (!site->op || site->op->kind != IR_OP_DISPATCH || site->op->exec != ex)
      complain(v, "@%s site %zu is not a dispatch of it", ex->name, s);
    if (ex->variants.len == 0) continue; // not yet specialized
    bool bound =
        site->variant >= 0 ? (size_t)site->variant < ex->variants.len : site->choice_count > 0;
    for (int c = 0; c < site->choice_count; c++)
      bound &= site->choice_variant[c] >= 0 && (size_t)site->choice_variant[c] < ex->variants.len;
    if (!bound) complain(v, "@%s site %zu is bound to no variant", ex->name, s);
  }
}

//
// Driver
//
static void verify_function(verifier *v, ir_function *fn) {
  v->fn = fn;
  v->op = NULL;
  v->defined = xcalloc((size_t)fn->value_count + 1, 1);
  for (int i = 0; i < fn->arg_count; i++) {
    ir_value *a = fn->args[i];
    if (!value_in_range(v, a) || a->def || v->defined[a->id])
      complain(v, "argument %d is malformed", i);
    else v->defined[a->id] = 1;
  }
  for (ir_op *op = fn->first; op; op = op->next) {
    v->op = op;
    for (int i = 0; i < op->operand_count; i++) use_value(v, op->operands[i], "operand", i);
    define_value(v, op->result, op);
    for (int i = 0; i < op->extra_count; i++) define_value(v, op->extra[i], op);
    if (op->kind == IR_OP_DISPATCH) check_dispatch(v, op);
    else check_shapes(v, op);
  }
  v->op = NULL;
  for (int i = 0; i < fn->result_count; i++) {
    use_value(v, fn->results[i], "function result", i);
    if (value_in_range(v, fn->results[i]))
      check_kind(v, ir_result_kind(fn, i), fn->results[i], "function result", i);
  }
  for (int i = 0; i < fn->arg_count; i++)
    if (value_in_range(v, fn->args[i]))
      check_kind(v, ir_arg_kind(fn, i), fn->args[i], "argument", i);
  for (int i = 0; i < fn->inout_count; i++) {
    use_value(v, fn->inout_values[i], "overwritten argument value", i);
    if (fn->inout_args[i] < 0 || fn->inout_args[i] >= fn->arg_count)
      complain(v, "overwrites argument %d of %d", fn->inout_args[i], fn->arg_count);
  }
  free(v->defined);
  v->defined = NULL;
}

bool ir_verify(ir_context *ctx, const char *after_pass) {
  verifier v = {.ctx = ctx, .pass = after_pass, .ok = true};
  for (size_t f = 0; f < ctx->functions.len; f++) verify_function(&v, ctx->functions.data[f]);
  v.fn = NULL;
  for (size_t e = 0; e < ctx->execs.len; e++) {
    const ir_exec *ex = ctx->execs.data[e];
    if (ex->merged_into) {
      if (ex->sites.len)
        complain(&v, "@%s was merged away but keeps %zu sites", ex->name, ex->sites.len);
      continue;
    }
    check_exec_body(&v, ex);
    check_exec_sites(&v, ex);
  }
  return v.ok;
}
