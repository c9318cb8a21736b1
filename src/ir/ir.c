// ir.c: the graph level of the IR: functions, symbols, values and ops.
#include "ir.h"

#include <stdlib.h>
#include <string.h>

static const char *const op_names[] = {
#define X(id, name, n) name,
    IR_OPS(X)
#undef X
};
_Static_assert(FACET_ARRAY_SIZE(op_names) == IR_OP_COUNT_, "one name per op");

const char *ir_op_name(ir_op_kind kind) { return op_names[kind]; }

static const struct {
  const char *name;
  int arity;
  ir_ew_class cls;
  const char *torch;
  ir_ew_torch_form form;
} ew_ops[] = {
#define X(id, name, n, cls, torch, form, rf, ri) {name, n, cls, torch, form},
    IR_EW_OPS(X)
#undef X
};
_Static_assert(FACET_ARRAY_SIZE(ew_ops) == EW_COUNT_, "one entry per elementwise op");

const char *ir_ew_name(ir_ew_kind kind) { return ew_ops[kind].name; }
int ir_ew_arity(ir_ew_kind kind) { return ew_ops[kind].arity; }
ir_ew_class ir_ew_class_of(ir_ew_kind kind) { return ew_ops[kind].cls; }

const char *ir_ew_torch_name(ir_ew_kind kind, ir_ew_torch_form *form) {
  *form = ew_ops[kind].form;
  return ew_ops[kind].torch;
}

// torch.aten.<torch> (T_UNARY, T_PLAIN2), <torch>.Tensor / .Scalar
// (T_BINARY, T_ALPHA).
bool ir_ew_from_torch(const char *name, ir_ew_kind *kind, bool *scalar, bool *alpha) {
  for (int k = 0; k < EW_COUNT_; k++) {
    size_t n = strlen(ew_ops[k].torch);
    if (!n || strncmp(name, ew_ops[k].torch, n)) continue;
    const char *suffix = name + n;
    bool binary = ew_ops[k].form == T_BINARY || ew_ops[k].form == T_ALPHA;
    bool tensor = binary && !strcmp(suffix, ".Tensor"), scal = binary && !strcmp(suffix, ".Scalar");
    if (!(tensor || scal) && !(!binary && !*suffix)) continue;
    *kind = (ir_ew_kind)k;
    *scalar = scal;
    *alpha = ew_ops[k].form == T_ALPHA;
    return true;
  }
  return false;
}

static const char *const red_names[] = {
#define X(id, name) name,
    IR_RED_OPS(X)
#undef X
};
_Static_assert(FACET_ARRAY_SIZE(red_names) == RED_COUNT_, "one name per reduction");

const char *ir_red_name(ir_red_kind kind) { return red_names[kind]; }

static const struct {
  const char *name, *pred;
  int arity;
} scalar_ops[] = {
#define X(id, name, pred, n) {name, pred, n},
    IR_SCALAR_OPS(X)
#undef X
};
_Static_assert(FACET_ARRAY_SIZE(scalar_ops) == SOP_COUNT_, "one entry per scalar op");

const char *ir_scalar_op_name(ir_scalar_op op) { return scalar_ops[op].name; }
const char *ir_scalar_op_predicate(ir_scalar_op op) { return scalar_ops[op].pred; }
int ir_scalar_op_arity(ir_scalar_op op) { return scalar_ops[op].arity; }

bool ir_scalar_op_is_cast(ir_scalar_op op) {
  return op == SOP_INDEX_CAST || op == SOP_INDEX_CASTUI || op == SOP_SITOFP || op == SOP_UITOFP ||
         op == SOP_FPTOSI || op == SOP_FPTOUI || op == SOP_EXTF || op == SOP_TRUNCF ||
         op == SOP_EXTSI || op == SOP_EXTUI || op == SOP_TRUNCI;
}

ir_global *ir_find_global(ir_context *ctx, const char *name) {
  for (size_t i = 0; i < ctx->globals.len; i++)
    if (!strcmp(ctx->globals.data[i].name, name)) return &ctx->globals.data[i];
  return NULL;
}

ir_kind ir_arg_kind(const ir_function *fn, int i) {
  return fn->arg_kinds ? (ir_kind)fn->arg_kinds[i] : IR_KIND_TENSOR;
}

ir_kind ir_result_kind(const ir_function *fn, int i) {
  return fn->result_kinds ? (ir_kind)fn->result_kinds[i] : IR_KIND_TENSOR;
}

dtype ir_kind_dtype(ir_kind k) {
  static const dtype t[] = {DT_INVALID, DT_I64, DT_F64, DT_BOOL};
  return t[k];
}

const char *ir_kind_type_name(ir_kind k) {
  static const char *const names[] = {NULL, "!torch.int", "!torch.float", "!torch.bool"};
  return names[k];
}

ir_context *ir_context_create(diag_engine *diag) {
  ir_context *ctx = xcalloc(1, sizeof(ir_context));
  ctx->diag = diag;
  return ctx;
}

void ir_context_destroy(ir_context *ctx) {
  if (!ctx) return;
  for (size_t i = 0; i < ctx->execs.len; i++) {
    ir_exec *ex = ctx->execs.data[i];
    VEC_FREE(ex->sites);
    VEC_FREE(ex->rows);
    VEC_FREE(ex->row_parent);
    VEC_FREE(ex->variants);
  }
  VEC_FREE(ctx->functions);
  VEC_FREE(ctx->execs);
  VEC_FREE(ctx->globals);
  hashmap_free(&ctx->dims);
  arena_free(&ctx->mem);
  free(ctx);
}

ir_function *ir_function_create(ir_context *ctx, const char *name, loc where) {
  ir_function *fn = ARENA_NEW(&ctx->mem, ir_function);
  fn->name = arena_strdup(&ctx->mem, name);
  fn->where = where;
  VEC_PUSH(ctx->functions, fn);
  return fn;
}

// Arrays of the function grow by copying into the arena: functions have few
// symbols and arguments, so the waste is small and nothing is freed singly.
static void *grow(ir_context *ctx, void *old, int count, size_t size) {
  void *p = arena_alloc(&ctx->mem, size * (size_t)(count + 1));
  if (count) memcpy(p, old, size * (size_t)count);
  return p;
}

int ir_add_symbol(ir_context *ctx, ir_function *fn, const char *name, fact range, loc where) {
  fn->symbols = grow(ctx, fn->symbols, fn->symbol_count, sizeof(ir_symbol));
  fn->symbols[fn->symbol_count] =
      (ir_symbol){.name = arena_strdup(&ctx->mem, name), .range = range, .where = where};
  return fn->symbol_count++;
}

ir_value *ir_add_arg(ir_context *ctx, ir_function *fn, ir_type type) {
  ir_value *v = ARENA_NEW(&ctx->mem, ir_value);
  v->type = type;
  v->arg_index = fn->arg_count;
  v->id = fn->value_count++;
  fn->args = grow(ctx, fn->args, fn->arg_count, sizeof(ir_value *));
  fn->args[fn->arg_count++] = v;
  return v;
}

ir_op *ir_append_op(ir_context *ctx, ir_function *fn, ir_op_kind kind, loc where,
                    ir_value **operands, int operand_count, ir_type result_type) {
  ir_op *op = ARENA_NEW(&ctx->mem, ir_op);
  op->kind = kind;
  op->where = where;
  op->operand_count = operand_count;
  op->operands = arena_memdup(&ctx->mem, operands, sizeof(ir_value *) * (size_t)operand_count);
  op->result = ARENA_NEW(&ctx->mem, ir_value);
  op->result->type = result_type;
  op->result->def = op;
  op->result->arg_index = -1;
  op->result->id = fn->value_count++;
  if (fn->last) fn->last->next = op;
  else fn->first = op;
  fn->last = op;
  return op;
}

void ir_replace_uses(ir_function *fn, const ir_value *old, ir_value *new) {
  for (ir_op *op = fn->first; op; op = op->next)
    for (int i = 0; i < op->operand_count; i++)
      if (op->operands[i] == old) op->operands[i] = new;
  for (int i = 0; i < fn->result_count; i++)
    if (fn->results[i] == old) fn->results[i] = new;
  for (int i = 0; i < fn->inout_count; i++)
    if (fn->inout_values[i] == old) fn->inout_values[i] = new;
}

bool ir_type_eq(const ir_type *a, const ir_type *b) {
  if (a->elem != b->elem || a->rank != b->rank) return false;
  for (int i = 0; i < a->rank; i++)
    if (a->dims[i] != b->dims[i]) return false;
  return true;
}

void ir_type_print(strbuf *sb, const ir_type *t, const ir_function *fn) {
  sb_append(sb, "tensor<");
  for (int i = 0; i < t->rank; i++) {
    int64_t c;
    if (dim_is_const(t->dims[i], &c)) {
      sb_printf(sb, "%lld", (long long)c);
    } else {
      sb_putc(sb, '[');
      ir_dim_print(sb, t->dims[i], fn);
      sb_putc(sb, ']');
    }
    sb_putc(sb, 'x');
  }
  sb_printf(sb, "%s>", dtype_name(t->elem));
}

fact ir_dim_fact(const ir_function *fn, const dim_expr *e) {
  int64_t c;
  switch (e->kind) {
  case DIM_CONST: return e->c >= 0 ? fact_point((uint64_t)e->c) : fact_point(0);
  case DIM_SYM: return fn->symbols[e->sym].range;
  case DIM_ADD:
    if (dim_is_const(e->rhs, &c) && c < 0) { // s - k: shift the bounds down
      fact f = ir_dim_fact(fn, e->lhs);
      uint64_t k = (uint64_t)-c;
      f.umin = f.umin > k ? f.umin - k : 0;
      if (f.umax != FACT_UNBOUNDED) f.umax = f.umax > k ? f.umax - k : 0;
      f.udiv = gcd_u64(f.udiv, k);
      return fact_normalize(f);
    }
    return fact_add(ir_dim_fact(fn, e->lhs), ir_dim_fact(fn, e->rhs));
  case DIM_MUL: return fact_mul(ir_dim_fact(fn, e->lhs), ir_dim_fact(fn, e->rhs));
  case DIM_FLOORDIV:
  case DIM_CEILDIV:
  case DIM_MOD: {
    fact a = ir_dim_fact(fn, e->lhs);
    if (!dim_is_const(e->rhs, &c) || c <= 0) return fact_any();
    if (e->kind == DIM_FLOORDIV) return fact_floordiv(a, (uint64_t)c);
    if (e->kind == DIM_CEILDIV) return fact_ceildiv(a, (uint64_t)c);
    return fact_mod(a, (uint64_t)c);
  }
  }
  FACET_UNREACHABLE();
}

const dim_expr *ir_type_numel(ir_context *ctx, const ir_type *t) {
  const dim_expr *n = dim_const(ctx, 1);
  for (int i = 0; i < t->rank; i++) n = dim_mul(ctx, n, t->dims[i]);
  return n;
}

bool ir_bitcast_ok(ir_context *ctx, const ir_type *from, const ir_type *to) {
  int r = from->rank;
  if ((from->elem != DT_I8 && from->elem != DT_U8) || !dtype_is_sub_byte(to->elem) ||
      to->rank != r || r < 1)
    return false;
  for (int d = 0; d + 1 < r; d++)
    if (from->dims[d] != to->dims[d]) return false;
  return to->dims[r - 1] ==
         dim_mul(ctx, from->dims[r - 1], dim_const(ctx, 8 / dtype_bits(to->elem)));
}

int ir_qformat_planes(const ir_qformat *q) {
  return q->scheme == IR_Q4_K ? 7 : q->scheme == IR_Q4 && q->offset ? 3 : 2;
}

int ir_qformat_block(const ir_qformat *q) { return q->scheme == IR_Q4_K ? 256 : 32; }
