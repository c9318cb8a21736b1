// import_ops.c: the torch ops the importer knows, one function each, and
// the table that maps op names to them.
//
// Each handler reads its operands, infers the result shape (dims as
// expressions), takes the dtype from the declared result type, unifies the
// inferred shape with the declared one, and appends graph ops. Composite
// torch ops (layer_norm, var_mean, linear with bias, ...) are decomposed
// here into the small graph op set. facet's own ops ("facet.*", as
// facet-opt prints them) are read by import_facet.c.
#include "frontend_internal.h"

#include <math.h>
#include <string.h>

//
// Operands, and the ops a handler appends
//
static ir_context *C(importer *im) { return im->ctx; }

static bool const_int(importer *im, const ast_op *op, int n, int64_t *out) {
  import_value *v = imp_operand(im, op, n, IV_INT);
  if (!v) return false;
  if (!v->i || !dim_is_const(v->i, out)) {
    IMPORT_ERROR(im, imp_operand_item(op, n)->where, "'%s' needs a constant integer here",
                 op->name);
    return false;
  }
  return true;
}

// A possibly negative axis against a rank.
static bool axis_of(importer *im, const ast_op *op, int64_t d, int rank, int *out) {
  int64_t a = d < 0 ? d + rank : d;
  if (a < 0 || a >= rank || rank == 0) {
    IMPORT_ERROR(im, op->where, "dim %lld is out of range for rank %d", (long long)d, rank);
    return false;
  }
  *out = (int)a;
  return true;
}

static bool axis_operand(importer *im, const ast_op *op, int n, int rank, int *out) {
  int64_t d;
  return const_int(im, op, n, &d) && axis_of(im, op, d, rank, out);
}

static bool optional_none(importer *im, const ast_op *op, int n) {
  const ast_item *it = imp_operand_item(op, n);
  import_value *v = it ? imp_lookup(im, it) : NULL;
  return !v || v->kind == IV_NONE;
}

// The scalar value of operand n (int, float or bool constant).
static bool scalar_operand(importer *im, const ast_op *op, int n, double *out) {
  const ast_item *it = imp_operand_item(op, n);
  import_value *v = it ? imp_lookup(im, it) : NULL;
  if (!v) return false;
  int64_t c;
  if (v->kind == IV_FLOAT || v->kind == IV_BOOL) *out = v->f;
  else if (v->kind == IV_INT && v->i && dim_is_const(v->i, &c)) *out = (double)c;
  else {
    IMPORT_ERROR(im, it->where, "operand %d of '%s' must be a constant scalar", n, op->name);
    return false;
  }
  return true;
}

// The declared element type of result 0 (exports always declare it).
static dtype result_dtype(importer *im, const ast_op *op, dtype fallback) {
  if (op->result_type_count > 0 && op->result_types[0]->elem != DT_INVALID)
    return op->result_types[0]->elem;
  return fallback;
}

ir_value *imp_append(importer *im, const ast_op *op, ir_op_kind kind, ir_value **operands, int n,
                     ir_type *type, ir_op **out_op) {
  ir_op *o = ir_append_op(im->ctx, im->fn, kind, op->where, operands, n, *type);
  // the IR outlives the syntax tree: names are copied
  o->result->name = op->result_count ? arena_strdup(&C(im)->mem, op->results[0].name) : NULL;
  o->source = arena_strdup(&C(im)->mem, op->name);
  if (out_op) *out_op = o;
  return o->result;
}

// Appends the final op of a handler: checks it against the declared type
// and defines the op's first result.
static ir_op *finish(importer *im, const ast_op *op, ir_op_kind kind, ir_value **operands, int n,
                     ir_type *type) {
  imp_check_declared(im, op, type);
  ir_op *o;
  imp_append(im, op, kind, operands, n, type, &o);
  imp_define(im, op, 0, imp_tensor_value(im, o->result));
  return o;
}

static ir_value *constant_scalar(importer *im, const ast_op *op, double v, dtype t) {
  ir_type type = {.elem = t, .rank = 0};
  ir_op *o;
  imp_append(im, op, IR_OP_CONSTANT, NULL, 0, &type, &o);
  o->value = v;
  return o->result;
}

// false after an error where an op that computes in floats gets dtype t.
static bool float_only(importer *im, const ast_op *op, dtype t) {
  if (dtype_is_float(t)) return true;
  IMPORT_ERROR(im, op->where, "'%s' of %s: only float tensors are supported", op->name,
               dtype_name(t));
  return false;
}

// A constant of type t holding `data` (its elements, row-major).
static ir_value *constant_data(importer *im, const ast_op *op, ir_type t, void *data) {
  ir_op *o;
  imp_append(im, op, IR_OP_CONSTANT, NULL, 0, &t, &o);
  o->data = data;
  o->data_bytes = dtype_size(t.elem);
  for (int d = 0; d < t.rank; d++) {
    int64_t n = 0;
    dim_is_const(t.dims[d], &n); // static: the caller's sizes
    o->data_bytes *= (size_t)n;
  }
  return o->result;
}

// An i64 [n] constant holding v.
static ir_value *index_constant(importer *im, const ast_op *op, int64_t *v, int64_t n) {
  return constant_data(im, op, (ir_type){.elem = DT_I64, .rank = 1, .dims = {dim_const(C(im), n)}},
                       v);
}

static ir_value *ew(importer *im, const ast_op *op, ir_ew_kind k, ir_value **xs, int n,
                    const ir_type *type) {
  ir_type t = *type;
  ir_op *o;
  imp_append(im, op, IR_OP_EW, xs, n, &t, &o);
  o->ew = k;
  return o->result;
}

static ir_value *ew2(importer *im, const ast_op *op, ir_ew_kind k, ir_value *a, ir_value *b,
                     const ir_type *t) {
  ir_value *xs[2] = {a, b};
  return ew(im, op, k, xs, 2, t);
}

// cond ? a : b over x's shape.
static ir_value *select_of(importer *im, const ast_op *op, ir_value *cond, ir_value *a,
                           ir_value *b) {
  ir_value *xs[3] = {cond, a, b};
  return ew(im, op, EW_SELECT, xs, 3, &a->type);
}

// An integer computed from dims, as a rank-0 i64 value (the host program
// computes it).
ir_value *imp_size_value(importer *im, const ast_op *op, const dim_expr *e) {
  ir_type type = {.elem = DT_I64, .rank = 0};
  ir_op *o;
  imp_append(im, op, IR_OP_SIZE, NULL, 0, &type, &o);
  o->start = e;
  return o->result;
}

// A Scalar operand known only at run time, as a rank-0 value: a
// !torch.int / !torch.float / !torch.bool argument (a rank-0 tensor: no
// tensor can stand where torch expects a Scalar), or an integer computed
// from dims. NULL when operand n is a constant (or no scalar).
static ir_value *runtime_scalar(importer *im, const ast_op *op, int n) {
  const ast_item *it = imp_operand_item(op, n);
  import_value *v = it ? imp_lookup(im, it) : NULL;
  if (v && v->kind == IV_TENSOR && v->tensor->type.rank == 0) return v->tensor;
  if (v && v->kind == IV_INT && v->i && !dim_is_const(v->i, NULL))
    return imp_size_value(im, op, v->i);
  return NULL;
}

// x converted to dtype t (itself when it is of t): a runtime Scalar or a
// 0-d operand meeting a tensor gets the same rounding as a constant.
static ir_value *as_dtype(importer *im, const ast_op *op, ir_value *x, dtype t) {
  if (x->type.elem == t) return x;
  ir_type type = x->type;
  type.elem = t;
  return ew(im, op, EW_CONVERT, &x, 1, &type);
}

//
// Scalars, integers and lists
//
static void import_symbolic_int(importer *im, const ast_op *op) {
  const ast_item *name = imp_first_item(op, AST_ITEM_ATTR);
  if (!name || name->attr->kind != AST_ATTR_STRING) {
    IMPORT_ERROR(im, op->where, "torch.symbolic_int needs a name string");
    return;
  }
  int64_t lo = 0, hi = INT64_MAX;
  imp_attr_int(imp_dict_get(op->attrs, "min_val"), &lo);
  imp_attr_int(imp_dict_get(op->attrs, "max_val"), &hi);
  if (lo < 0) lo = 0;
  if (hi < lo) {
    IMPORT_ERROR(im, op->where, "symbol '%s' has max_val %lld < min_val %lld", name->attr->str,
                 (long long)hi, (long long)lo);
    return;
  }
  int sym = ir_add_symbol(C(im), im->fn, name->attr->str, fact_range((uint64_t)lo, (uint64_t)hi, 1),
                          op->where);
  imp_define(im, op, 0, imp_int_value(im, dim_sym(C(im), sym)));
}

const dim_expr *imp_affine_to_dim(importer *im, const aff_expr *e, const dim_expr **syms,
                                  int sym_count, loc where) {
  switch (e->kind) {
  case AFF_CONST: return dim_const(C(im), e->value);
  case AFF_SYM:
    if (e->value < 0 || e->value >= sym_count) {
      IMPORT_ERROR(im, where, "affine map uses s%lld but the binding lists %d symbols",
                   (long long)e->value, sym_count);
      return NULL;
    }
    return syms[e->value];
  case AFF_DIM:
    IMPORT_ERROR(im, where, "a shape binding map cannot use dimension d%lld", (long long)e->value);
    return NULL;
  case AFF_NEG: {
    const dim_expr *l = imp_affine_to_dim(im, e->lhs, syms, sym_count, where);
    return l ? dim_mul(C(im), l, dim_const(C(im), -1)) : NULL;
  }
  default: break;
  }
  const dim_expr *l = imp_affine_to_dim(im, e->lhs, syms, sym_count, where);
  const dim_expr *r = l ? imp_affine_to_dim(im, e->rhs, syms, sym_count, where) : NULL;
  if (!r) return NULL;
  switch (e->kind) {
  case AFF_ADD: return dim_add(C(im), l, r);
  case AFF_MUL: return dim_mul(C(im), l, r);
  case AFF_FLOORDIV: return dim_floordiv(C(im), l, r);
  case AFF_CEILDIV: return dim_ceildiv(C(im), l, r);
  case AFF_MOD: return dim_mod(C(im), l, r);
  default: FACET_UNREACHABLE();
  }
}

// torch.bind_symbolic_shape %v, [%s0, ...], affine_map<()[s0, ...] -> (...)> : type
static void import_bind_symbolic_shape(importer *im, const ast_op *op) {
  import_value *v = imp_operand(im, op, 0, IV_TENSOR);
  const ast_item *list = imp_first_item(op, AST_ITEM_GROUP);
  const ast_item *map = imp_first_item(op, AST_ITEM_ATTR);
  if (!v) return;
  if (!list || !map || map->attr->kind != AST_ATTR_AFFINE_MAP) {
    IMPORT_ERROR(im, op->where, "expected '%%value, [symbols], affine_map<...>'");
    return;
  }
  const dim_expr **syms = ARENA_NEW_ARRAY(&C(im)->mem, const dim_expr *, list->count + 1);
  int n = 0;
  for (int i = 0; i < list->count; i++) {
    if (list->items[i].kind != AST_ITEM_VALUE) continue;
    import_value *s = imp_lookup(im, &list->items[i]);
    if (!s) return;
    if (s->kind != IV_INT || !s->i) {
      IMPORT_ERROR(im, list->items[i].where, "shape symbols must be integers");
      return;
    }
    syms[n++] = s->i;
  }
  const ast_affine_map *m = map->attr->map;
  ir_type *t = &v->tensor->type;
  if (m->result_count != t->rank) {
    // Real exports contain this (the seed reproducer does): keep going and
    // take the facts from the well-formed bindings.
    diag_warning(im->diag, op->where,
                 "affine map has %d results for a rank-%d tensor; binding ignored (the "
                 "function's other bindings give the dims' facts)",
                 m->result_count, t->rank);
    return;
  }
  for (int i = 0; i < t->rank; i++) {
    const dim_expr *e = imp_affine_to_dim(im, m->results[i], syms, n, map->where);
    if (!e) return;
    char what[96];
    snprintf(what, sizeof what, "dim %d of %s", i, imp_operand_item(op, 0)->name);
    imp_unify(im, t->dims[i], e, op->where, what);
  }
}

static const ast_attr *literal(const ast_op *op) {
  const ast_item *it = imp_first_item(op, AST_ITEM_ATTR);
  return it ? it->attr : NULL;
}

static void import_constant_int(importer *im, const ast_op *op) {
  int64_t v;
  if (!imp_attr_int(literal(op), &v)) {
    IMPORT_ERROR(im, op->where, "torch.constant.int needs an integer literal");
    return;
  }
  imp_define(im, op, 0, imp_int_value(im, dim_const(C(im), v)));
}

static void import_constant_float(importer *im, const ast_op *op) {
  const ast_attr *a = literal(op);
  import_value *v = imp_new_value(im, IV_FLOAT);
  if (a && a->kind == AST_ATTR_FLOAT) v->f = a->f;
  else if (a && a->kind == AST_ATTR_INT && a->hex && !a->negated) { // the bits of a double
    uint64_t bits = (uint64_t)a->i;
    memcpy(&v->f, &bits, sizeof v->f);
  } else if (a && a->kind == AST_ATTR_INT) { // as MLIR's parser says for an f64 attribute
    IMPORT_ERROR(im, a->where, "%s",
                 a->hex ? "hexadecimal float literal should not have a leading minus"
                        : "unexpected decimal integer literal for a floating point value");
    if (!a->hex) diag_note(im->diag, a->where, "add a trailing dot to make the literal a float");
    return;
  } else {
    IMPORT_ERROR(im, op->where, "torch.constant.float needs a float literal");
    return;
  }
  imp_define(im, op, 0, v);
}

static void import_constant_bool(importer *im, const ast_op *op) {
  const ast_attr *a = literal(op);
  import_value *v = imp_new_value(im, IV_BOOL);
  if (a && (a->kind == AST_ATTR_BOOL || a->kind == AST_ATTR_INT)) v->f = a->i != 0;
  else if (a && a->kind == AST_ATTR_KEYWORD) v->f = !strcmp(a->str, "true");
  else {
    IMPORT_ERROR(im, op->where, "torch.constant.bool needs true or false");
    return;
  }
  imp_define(im, op, 0, v);
}

static void import_constant_none(importer *im, const ast_op *op) {
  imp_define(im, op, 0, imp_new_value(im, IV_NONE));
}

static void import_constant_other(importer *im, const ast_op *op) {
  imp_define(im, op, 0, imp_new_value(im, IV_OTHER));
}

static void import_size_int(importer *im, const ast_op *op) {
  import_value *t = imp_operand(im, op, 0, IV_TENSOR);
  int i;
  if (!t || !axis_operand(im, op, 1, t->tensor->type.rank, &i)) return;
  imp_define(im, op, 0, imp_int_value(im, t->tensor->type.dims[i]));
}

static const dim_expr *neg(importer *im, const dim_expr *e) {
  return dim_mul(C(im), e, dim_const(C(im), -1));
}

static void import_int_binary(importer *im, const ast_op *op) {
  import_value *a = imp_operand(im, op, 0, IV_INT), *b = imp_operand(im, op, 1, IV_INT);
  if (!a || !b) return;
  const dim_expr *r = NULL;
  const char *k = strrchr(op->name, '.') ? op->name + strlen("torch.aten.") : op->name;
  if (a->i && b->i) {
    if (!strncmp(k, "mul", 3)) r = dim_mul(C(im), a->i, b->i);
    else if (!strncmp(k, "add", 3)) r = dim_add(C(im), a->i, b->i);
    else if (!strncmp(k, "sub", 3)) r = dim_add(C(im), a->i, neg(im, b->i));
    else if (!strncmp(k, "floordiv", 8)) r = dim_floordiv(C(im), a->i, b->i);
    else if (!strncmp(k, "remainder", 9)) r = dim_mod(C(im), a->i, b->i);
  }
  imp_define(im, op, 0, imp_int_value(im, r));
}

static void import_neg_int(importer *im, const ast_op *op) {
  import_value *a = imp_operand(im, op, 0, IV_INT);
  if (a) imp_define(im, op, 0, imp_int_value(im, a->i ? neg(im, a->i) : NULL));
}

static void import_list(importer *im, const ast_op *op) {
  import_value *l = imp_new_value(im, IV_LIST);
  l->count = imp_operand_count(op);
  l->elems = ARENA_NEW_ARRAY(&C(im)->mem, import_value *, l->count);
  for (int i = 0; i < l->count; i++)
    if (!(l->elems[i] = imp_lookup(im, imp_operand_item(op, i)))) return;
  imp_define(im, op, 0, l);
}

// The integer list of operand n as dim expressions (count in *n_out).
static bool int_list(importer *im, const ast_op *op, int n, const dim_expr **out, int *n_out) {
  import_value *l = imp_operand(im, op, n, IV_LIST);
  if (!l) return false;
  if (l->count > IR_MAX_RANK) {
    IMPORT_ERROR(im, op->where, "a list of %d sizes exceeds the supported rank %d", l->count,
                 IR_MAX_RANK);
    return false;
  }
  for (int i = 0; i < l->count; i++) {
    if (l->elems[i]->kind != IV_INT || !l->elems[i]->i) {
      IMPORT_ERROR(im, op->where, "'%s' needs a list of integers", op->name);
      return false;
    }
    out[i] = l->elems[i]->i;
  }
  *n_out = l->count;
  return true;
}

static void import_identity(importer *im, const ast_op *op) {
  import_value *v = imp_operand(im, op, 0, IV_TENSOR);
  if (v) imp_define(im, op, 0, v);
}

//
// Views and data movement
//
static void view_to(importer *im, const ast_op *op, ir_value *src, ir_type *type) {
  imp_unify(im, ir_type_numel(C(im), type), ir_type_numel(C(im), &src->type), op->where,
            "the element count of the view");
  finish(im, op, IR_OP_VIEW, &src, 1, type);
}

// view / reshape / _unsafe_view %t, %sizes (one size may be -1)
static void import_view(importer *im, const ast_op *op) {
  import_value *t = imp_operand(im, op, 0, IV_TENSOR);
  const dim_expr *sizes[IR_MAX_RANK];
  int n;
  if (!t || !int_list(im, op, 1, sizes, &n)) return;
  ir_type type = {.elem = t->tensor->type.elem, .rank = n};
  const dim_expr *known = dim_const(C(im), 1);
  int infer = -1;
  for (int i = 0; i < n; i++) {
    int64_t c;
    if (dim_is_const(sizes[i], &c) && c == -1) {
      infer = i;
      continue;
    }
    type.dims[i] = sizes[i];
    known = dim_mul(C(im), known, sizes[i]);
  }
  if (infer >= 0)
    type.dims[infer] = dim_floordiv(C(im), ir_type_numel(C(im), &t->tensor->type), known);
  view_to(im, op, t->tensor, &type);
}

static void import_unsqueeze(importer *im, const ast_op *op) {
  import_value *t = imp_operand(im, op, 0, IV_TENSOR);
  int64_t d;
  int axis;
  if (!t || !const_int(im, op, 1, &d)) return;
  ir_type *src = &t->tensor->type, type = {.elem = src->elem, .rank = src->rank + 1};
  if (type.rank > IR_MAX_RANK) {
    IMPORT_ERROR(im, op->where, "'%s' would make rank %d; the supported rank is %d", op->name,
                 type.rank, IR_MAX_RANK);
    return;
  }
  if (!axis_of(im, op, d, type.rank, &axis)) return;
  for (int i = 0, j = 0; i < type.rank; i++)
    type.dims[i] = i == axis ? dim_const(C(im), 1) : src->dims[j++];
  view_to(im, op, t->tensor, &type);
}

// squeeze %t (every static 1) / squeeze.dim %t, %d
static void import_squeeze(importer *im, const ast_op *op) {
  import_value *t = imp_operand(im, op, 0, IV_TENSOR);
  if (!t) return;
  ir_type *src = &t->tensor->type, type = {.elem = src->elem};
  int axis = -1;
  if (imp_operand_count(op) > 1 && !axis_operand(im, op, 1, src->rank, &axis)) return;
  for (int i = 0; i < src->rank; i++) {
    int64_t c;
    bool one = dim_is_const(src->dims[i], &c) && c == 1;
    if (one && (axis < 0 || axis == i)) continue;
    type.dims[type.rank++] = src->dims[i];
  }
  view_to(im, op, t->tensor, &type);
}

static void import_flatten(importer *im, const ast_op *op) {
  import_value *t = imp_operand(im, op, 0, IV_TENSOR);
  int a, b;
  if (!t) return;
  ir_type *src = &t->tensor->type, type = {.elem = src->elem};
  if (src->rank == 0) {
    type.rank = 1;
    type.dims[0] = dim_const(C(im), 1);
    view_to(im, op, t->tensor, &type);
    return;
  }
  if (!axis_operand(im, op, 1, src->rank, &a) || !axis_operand(im, op, 2, src->rank, &b)) return;
  for (int i = 0; i < src->rank; i++) {
    if (i > a && i <= b)
      type.dims[type.rank - 1] = dim_mul(C(im), type.dims[type.rank - 1], src->dims[i]);
    else type.dims[type.rank++] = src->dims[i];
  }
  view_to(im, op, t->tensor, &type);
}

static void transpose_to(importer *im, const ast_op *op, ir_value *src, const int *perm) {
  ir_type type = {.elem = src->type.elem, .rank = src->type.rank};
  bool identity = true;
  for (int i = 0; i < type.rank; i++) {
    type.dims[i] = src->type.dims[perm[i]];
    identity &= perm[i] == i;
  }
  if (identity) { // transpose of a dim with itself: a no-op the exports contain
    imp_check_declared(im, op, &type);
    imp_define(im, op, 0, imp_tensor_value(im, src));
    return;
  }
  ir_op *o = finish(im, op, IR_OP_TRANSPOSE, &src, 1, &type);
  memcpy(o->perm, perm, sizeof(int) * (size_t)type.rank);
}

static void import_transpose(importer *im, const ast_op *op) {
  import_value *t = imp_operand(im, op, 0, IV_TENSOR);
  int a, b, perm[IR_MAX_RANK];
  if (!t) return;
  int rank = t->tensor->type.rank;
  if (!strcmp(op->name, "torch.aten.t")) {
    if (rank < 2) return import_identity(im, op);
    a = 0, b = 1;
  } else if (!axis_operand(im, op, 1, rank, &a) || !axis_operand(im, op, 2, rank, &b)) {
    return;
  }
  for (int i = 0; i < rank; i++) perm[i] = i;
  perm[a] = b, perm[b] = a;
  transpose_to(im, op, t->tensor, perm);
}

static void import_permute(importer *im, const ast_op *op) {
  import_value *t = imp_operand(im, op, 0, IV_TENSOR);
  const dim_expr *p[IR_MAX_RANK];
  int n, perm[IR_MAX_RANK];
  uint32_t seen = 0;
  if (!t || !int_list(im, op, 1, p, &n)) return;
  if (n != t->tensor->type.rank) {
    IMPORT_ERROR(im, op->where, "permute of a rank-%d tensor needs %d dims, got %d",
                 t->tensor->type.rank, t->tensor->type.rank, n);
    return;
  }
  for (int i = 0; i < n; i++) {
    int64_t c;
    if (!dim_is_const(p[i], &c) || !axis_of(im, op, c, n, &perm[i])) return;
    if (seen & (1u << perm[i])) {
      IMPORT_ERROR(im, op->where, "permute repeats dim %d", perm[i]);
      return;
    }
    seen |= 1u << perm[i];
  }
  transpose_to(im, op, t->tensor, perm);
}

// expand %t, [sizes] (-1 keeps a dim; new leading dims are allowed)
static void import_expand(importer *im, const ast_op *op) {
  import_value *t = imp_operand(im, op, 0, IV_TENSOR);
  const dim_expr *sizes[IR_MAX_RANK];
  int n;
  if (!t || !int_list(im, op, 1, sizes, &n)) return;
  ir_type *src = &t->tensor->type, type = {.elem = src->elem, .rank = n};
  if (n < src->rank) {
    IMPORT_ERROR(im, op->where, "expand to rank %d of a rank-%d tensor", n, src->rank);
    return;
  }
  for (int i = 0; i < n; i++) {
    int j = i - (n - src->rank);
    int64_t c;
    bool keep = dim_is_const(sizes[i], &c) && c == -1;
    type.dims[i] = keep && j >= 0 ? src->dims[j] : sizes[i];
    if (j >= 0 && !(dim_is_const(src->dims[j], &c) && c == 1) && !keep)
      imp_unify(im, src->dims[j], sizes[i], op->where, "an expanded dim that is not 1");
  }
  finish(im, op, IR_OP_BROADCAST, &t->tensor, 1, &type);
}

static void import_repeat(importer *im, const ast_op *op) {
  import_value *t = imp_operand(im, op, 0, IV_TENSOR);
  const dim_expr *reps[IR_MAX_RANK];
  int n;
  if (!t || !int_list(im, op, 1, reps, &n)) return;
  ir_type *src = &t->tensor->type, type = {.elem = src->elem, .rank = n};
  if (n < src->rank) {
    IMPORT_ERROR(im, op->where, "repeat needs at least %d repeats", src->rank);
    return;
  }
  int64_t r[IR_MAX_RANK];
  for (int i = 0; i < n; i++) {
    int j = i - (n - src->rank);
    if (!dim_is_const(reps[i], &r[i]) || r[i] < 0) {
      IMPORT_ERROR(im, op->where, "repeat counts must be non-negative constants");
      return;
    }
    const dim_expr *d = j >= 0 ? src->dims[j] : dim_const(C(im), 1);
    type.dims[i] = dim_mul(C(im), d, reps[i]);
  }
  ir_value *x = t->tensor;
  if (n > src->rank) { // leading dims of size 1 first
    ir_type v = {.elem = src->elem, .rank = n};
    for (int i = 0; i < n; i++)
      v.dims[i] = i < n - src->rank ? dim_const(C(im), 1) : src->dims[i - (n - src->rank)];
    x = imp_append(im, op, IR_OP_VIEW, &x, 1, &v, NULL);
  }
  ir_op *o = finish(im, op, IR_OP_REPEAT, &x, 1, &type);
  memcpy(o->reps, r, sizeof r);
}

// Normalises a slice bound as torch does: negative counts from the end,
// anything past the end is the end. A symbolic bound whose facts prove it
// is past a static end (s0 * 32 with s0 >= 1, against 32) is the end too.
static const dim_expr *clamp_index(importer *im, const dim_expr *i, const dim_expr *size) {
  int64_t c, s;
  i = imp_resolve(im, i);
  if (!dim_is_const(i, &c)) {
    if (dim_is_const(size, &s) && ir_dim_fact(im->fn, i).umin >= (uint64_t)s) return size;
    return i;
  }
  if (c < 0) i = dim_add(C(im), size, i); // negative: from the end
  if (dim_is_const(i, &c) && c < 0) return dim_const(C(im), 0);
  if (dim_is_const(i, &c) && dim_is_const(size, &s) && c > s) return size;
  if (dim_is_const(i, &c) && c >= (int64_t)1 << 62) return size; // INT64_MAX: to the end
  return i;
}

static ir_value *slice(importer *im, const ast_op *op, ir_value *x, int axis, const dim_expr *start,
                       const dim_expr *end, int64_t step, ir_type *type) {
  *type = x->type;
  type->dims[axis] =
      dim_ceildiv(C(im), dim_add(C(im), end, neg(im, start)), dim_const(C(im), step));
  ir_op *o;
  ir_value *r = imp_append(im, op, IR_OP_SLICE, &x, 1, type, &o);
  o->axis = axis;
  o->start = start;
  o->step = step;
  return r;
}

// slice.Tensor %x, %dim, %start, %end, %step
static void import_slice(importer *im, const ast_op *op) {
  import_value *t = imp_operand(im, op, 0, IV_TENSOR);
  int axis;
  int64_t step = 1;
  if (!t || !axis_operand(im, op, 1, t->tensor->type.rank, &axis)) return;
  const dim_expr *size = t->tensor->type.dims[axis], *start = dim_const(C(im), 0), *end = size;
  for (int k = 2; k <= 3; k++) {
    if (optional_none(im, op, k)) continue;
    import_value *v = imp_operand(im, op, k, IV_INT);
    if (!v || !v->i) {
      if (v) IMPORT_ERROR(im, op->where, "slice bounds must be integers");
      return;
    }
    *(k == 2 ? &start : &end) = clamp_index(im, v->i, size);
  }
  if (imp_operand_count(op) > 4 && !const_int(im, op, 4, &step)) return;
  if (step < 1) {
    IMPORT_ERROR(im, op->where, "slice step must be positive, got %lld", (long long)step);
    return;
  }
  // The whole dim (the exports' x[:, 0:INT64_MAX]) is the tensor itself: a
  // slice would be a copy, a dispatch of its own.
  if (step == 1 && imp_resolve(im, start) == dim_const(C(im), 0) && end == size) {
    imp_check_declared(im, op, &t->tensor->type);
    imp_define(im, op, 0, t);
    return;
  }
  ir_type type;
  ir_value *r = slice(im, op, t->tensor, axis, start, end, step, &type);
  imp_check_declared(im, op, &type);
  imp_define(im, op, 0, imp_tensor_value(im, r));
}

// select.int %x, %dim, %index: a slice of length 1 without that dim
static void import_select(importer *im, const ast_op *op) {
  import_value *t = imp_operand(im, op, 0, IV_TENSOR), *i;
  int axis;
  if (!t || !axis_operand(im, op, 1, t->tensor->type.rank, &axis)) return;
  if (!(i = imp_operand(im, op, 2, IV_INT)) || !i->i) return;
  const dim_expr *size = t->tensor->type.dims[axis], *start = clamp_index(im, i->i, size);
  ir_type st, type = {.elem = t->tensor->type.elem};
  ir_value *s =
      slice(im, op, t->tensor, axis, start, dim_add(C(im), start, dim_const(C(im), 1)), 1, &st);
  for (int d = 0; d < st.rank; d++)
    if (d != axis) type.dims[type.rank++] = st.dims[d];
  finish(im, op, IR_OP_VIEW, &s, 1, &type);
}

// cat [%a, %b, ...], %dim
// The tensors of operand 0's list (1 to 16) into xs; false after an error.
static bool tensor_list(importer *im, const ast_op *op, ir_value **xs, int *n) {
  import_value *l = imp_operand(im, op, 0, IV_LIST);
  if (!l || l->count < 1 || l->count > 16) {
    if (l) IMPORT_ERROR(im, op->where, "'%s' needs 1 to 16 tensors", op->name);
    return false;
  }
  for (int i = 0; i < l->count; i++) {
    if (l->elems[i]->kind != IV_TENSOR) {
      IMPORT_ERROR(im, op->where, "'%s' needs a list of tensors", op->name);
      return false;
    }
    xs[i] = l->elems[i]->tensor;
  }
  *n = l->count;
  return true;
}

// xs[0..n) joined along axis (equal ranks, the other dims unified).
static void concat_to(importer *im, const ast_op *op, ir_value **xs, int n, int axis) {
  ir_type type = xs[0]->type;
  type.elem = result_dtype(im, op, type.elem);
  for (int i = 1; i < n; i++) {
    if (xs[i]->type.rank != type.rank) {
      IMPORT_ERROR(im, op->where, "'%s' of tensors of ranks %d and %d", op->name, type.rank,
                   xs[i]->type.rank);
      return;
    }
    type.dims[axis] = dim_add(C(im), type.dims[axis], xs[i]->type.dims[axis]);
    for (int d = 0; d < type.rank; d++)
      if (d != axis) imp_unify(im, xs[i]->type.dims[d], type.dims[d], op->where, "a cat dim");
  }
  ir_op *o = finish(im, op, IR_OP_CONCAT, xs, n, &type);
  o->axis = axis;
}

// cat %tensors, %dim
static void import_cat(importer *im, const ast_op *op) {
  ir_value *xs[16];
  int n, axis;
  if (tensor_list(im, op, xs, &n) && axis_operand(im, op, 1, xs[0]->type.rank, &axis))
    concat_to(im, op, xs, n, axis);
}

// stack %tensors, %dim: each viewed with a dim of 1 at dim, then cat along it.
static void import_stack(importer *im, const ast_op *op) {
  ir_value *xs[16];
  int n, axis;
  if (!tensor_list(im, op, xs, &n)) return;
  int rank = xs[0]->type.rank;
  if (rank + 1 > IR_MAX_RANK) {
    IMPORT_ERROR(im, op->where, "the result of '%s' exceeds rank %d", op->name, IR_MAX_RANK);
    return;
  }
  if (!axis_operand(im, op, 1, rank + 1, &axis)) return;
  for (int i = 0; i < n; i++) {
    if (xs[i]->type.rank != rank) {
      IMPORT_ERROR(im, op->where, "'%s' of tensors of ranks %d and %d", op->name, rank,
                   xs[i]->type.rank);
      return;
    }
    ir_type t = {.elem = xs[i]->type.elem, .rank = rank + 1};
    for (int d = 0, e = 0; d <= rank; d++)
      t.dims[d] = d == axis ? dim_const(C(im), 1) : xs[i]->type.dims[e++];
    xs[i] = imp_append(im, op, IR_OP_VIEW, &xs[i], 1, &t, NULL);
  }
  concat_to(im, op, xs, n, axis);
}

//
// Contractions
//
// A [..., M, K] x B [K, N] (or W [N, K] with transpose): the leading dims of
// A fold into M so every contraction is one 2-D matmul on the graph.
static ir_value *matmul_2d(importer *im, const ast_op *op, ir_value *a, ir_value *b, bool tb,
                           dtype out, ir_type *result) {
  // x @ transpose(W) is x W^T: read W in place instead of copying it (the
  // transposed copy becomes dead and is removed)
  if (b->def && b->def->kind == IR_OP_TRANSPOSE && b->type.rank == 2)
    b = b->def->operands[0], tb = !tb;
  ir_type *ta = &a->type;
  const dim_expr *k_b = tb ? b->type.dims[1] : b->type.dims[0];
  const dim_expr *n = tb ? b->type.dims[0] : b->type.dims[1];
  imp_unify(im, k_b, ta->dims[ta->rank - 1], op->where, "the contraction dim of the rhs");
  ir_value *x = a;
  if (ta->rank != 2) {
    ir_type flat = {
        .elem = ta->elem, .rank = 2, .dims = {dim_const(C(im), 1), ta->dims[ta->rank - 1]}};
    for (int i = 0; i < ta->rank - 1; i++) flat.dims[0] = dim_mul(C(im), flat.dims[0], ta->dims[i]);
    x = imp_append(im, op, IR_OP_VIEW, &x, 1, &flat, NULL);
  }
  ir_type mm = {.elem = out, .rank = 2, .dims = {x->type.dims[0], n}};
  ir_value *ops[2] = {x, b};
  ir_op *o;
  ir_value *r = imp_append(im, op, IR_OP_MATMUL, ops, 2, &mm, &o);
  o->transpose_rhs = tb;
  *result = *ta;
  result->elem = out;
  result->dims[ta->rank - 1] = n;
  if (ta->rank != 2) r = imp_append(im, op, IR_OP_VIEW, &r, 1, result, NULL);
  return r;
}

static bool rank_at_least(importer *im, const ast_op *op, const ir_value *v, int rank) {
  if (v->type.rank >= rank) return true;
  IMPORT_ERROR(im, op->where, "'%s' needs a tensor of rank >= %d, got rank %d", op->name, rank,
               v->type.rank);
  return false;
}

static void define_result(importer *im, const ast_op *op, ir_value *r, ir_type *type) {
  imp_check_declared(im, op, type);
  imp_define(im, op, 0, imp_tensor_value(im, r));
}

static bool broadcast_shape(importer *im, const ast_op *op, ir_value **xs, int n, ir_type *type);

// A value whose type is t's batch dims (all but the last two), for
// broadcast_shape.
static ir_value batch_dims(const ir_type *t) {
  ir_value v = {.type = *t};
  v.type.rank = t->rank - 2;
  return v;
}

static bool all_ones(const ir_type *t, int count) {
  for (int d = 0; d < count; d++) {
    int64_t c;
    if (!dim_is_const(t->dims[d], &c) || c != 1) return false;
  }
  return true;
}

// Whether x is a transpose of the last two dims of a tensor (and nothing
// else): a batched rhs the matmul reads as W[..., N, K].
static bool swaps_last_two(const ir_value *x) {
  const ir_op *t = x->def;
  int r = x->type.rank;
  if (!t || t->kind != IR_OP_TRANSPOSE || r < 3) return false;
  for (int d = 0; d < r - 2; d++)
    if (t->perm[d] != d) return false;
  return t->perm[r - 2] == r - 1 && t->perm[r - 1] == r - 2;
}

// mm, matmul, bmm. A rhs of rank 2 (or whose batch dims are all 1, read as
// rank 2) folds the lhs's leading dims into M: one 2-D matmul. Otherwise
// the batch dims (all but the last two) broadcast as torch.matmul's do,
// numpy's rules ([2, 3, T, 8] @ [1, 3, 8, 5], [T, 8] @ [2, 3, 8, 5]): the
// graph's matmul takes operands of any ranks >= 2 and reads a broadcast
// operand along its dims of 1, without a copy. bmm does not broadcast.
// The product a @ b, its type in *type; NULL after an error.
static ir_value *matmul_of(importer *im, const ast_op *op, ir_value *a, ir_value *b, bool bmm,
                           ir_type *type) {
  if (!rank_at_least(im, op, a, 2) || !rank_at_least(im, op, b, 2)) return NULL;
  dtype out = result_dtype(im, op, a->type.elem);
  ir_type *ta = &a->type, *tb = &b->type;
  ir_value *rhs = b;
  if (!bmm && tb->rank > 2 && ta->rank >= tb->rank && all_ones(tb, tb->rank - 2)) {
    ir_type flat = {
        .elem = tb->elem, .rank = 2, .dims = {tb->dims[tb->rank - 2], tb->dims[tb->rank - 1]}};
    rhs = imp_append(im, op, IR_OP_VIEW, &rhs, 1, &flat, NULL);
  }
  if (rhs->type.rank == 2) return matmul_2d(im, op, a, rhs, false, out, type);
  if (bmm) {
    if (ta->rank != tb->rank) {
      IMPORT_ERROR(im, op->where, "bmm of ranks %d and %d (torch.bmm takes equal ranks)", ta->rank,
                   tb->rank);
      return NULL;
    }
    for (int i = 0; i < ta->rank - 2; i++) {
      int64_t x, y;
      if (dim_is_const(ta->dims[i], &x) && dim_is_const(tb->dims[i], &y) && x != y) {
        IMPORT_ERROR(im, op->where,
                     "bmm of batch dims %lld and %lld: torch.bmm does not broadcast "
                     "(torch raises; torch.matmul broadcasts)",
                     (long long)x, (long long)y);
        return NULL;
      }
      imp_unify(im, tb->dims[i], ta->dims[i], op->where, "a batch dim of bmm");
    }
    *type = *ta;
  } else {
    ir_value ba = batch_dims(ta), bb = batch_dims(tb), *bs[2] = {&ba, &bb};
    if (!broadcast_shape(im, op, bs, 2, type)) return NULL;
    type->dims[type->rank++] = ta->dims[ta->rank - 2];
    type->dims[type->rank++] = tb->dims[tb->rank - 1];
  }
  type->elem = out;
  type->dims[type->rank - 1] = tb->dims[tb->rank - 1];
  imp_unify(im, tb->dims[tb->rank - 2], ta->dims[ta->rank - 1], op->where,
            "the contraction dim of the rhs");
  ir_value *ops[2] = {a, b};
  bool wt = swaps_last_two(b);
  if (wt) ops[1] = b->def->operands[0]; // read K^T in place, as matmul_2d does
  ir_op *o;
  ir_value *r = imp_append(im, op, IR_OP_MATMUL, ops, 2, type, &o);
  o->transpose_rhs = wt;
  return r;
}

static void import_matmul(importer *im, const ast_op *op) {
  import_value *a = imp_operand(im, op, 0, IV_TENSOR), *b = imp_operand(im, op, 1, IV_TENSOR);
  ir_type type;
  ir_value *r;
  if (a && b &&
      (r = matmul_of(im, op, a->tensor, b->tensor, !strcmp(op->name, "torch.aten.bmm"), &type)))
    define_result(im, op, r, &type);
}

// _int_mm %a[M,K] i8, %b[K,N] i8 -> i32: the products summed in int32 (it
// wraps as torch's does): a matmul of i8 operands with an i32 result (an
// integer matmul sums in its result type; the int8 kernel reads the bytes).
static void import_int_mm(importer *im, const ast_op *op) {
  import_value *a = imp_operand(im, op, 0, IV_TENSOR), *b = imp_operand(im, op, 1, IV_TENSOR);
  if (!a || !b) return;
  ir_value *xs[2] = {a->tensor, b->tensor};
  for (int i = 0; i < 2; i++) {
    if (xs[i]->type.rank != 2 || xs[i]->type.elem != DT_I8) {
      IMPORT_ERROR(im, op->where, "_int_mm takes two 2-D i8 tensors");
      return;
    }
  }
  ir_type type;
  define_result(im, op, matmul_2d(im, op, xs[0], xs[1], false, DT_I32, &type), &type);
}

// linear %x, %w[N,K], %bias?  = x W^T + bias
static void import_linear(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR), *w = imp_operand(im, op, 1, IV_TENSOR);
  if (!x || !w || !rank_at_least(im, op, x->tensor, 2)) return;
  if (w->tensor->type.rank != 2) {
    IMPORT_ERROR(im, op->where, "linear needs a rank-2 weight");
    return;
  }
  ir_type type;
  dtype out = result_dtype(im, op, x->tensor->type.elem);
  ir_value *r = matmul_2d(im, op, x->tensor, w->tensor, true, out, &type);
  if (imp_operand_count(op) > 2 && !optional_none(im, op, 2)) {
    import_value *bias = imp_operand(im, op, 2, IV_TENSOR);
    if (!bias) return;
    ir_value *xs[2] = {r, bias->tensor};
    r = ew(im, op, EW_ADD, xs, 2, &type);
  }
  define_result(im, op, r, &type);
}

// Whether the bias of addmm / baddbmm expands to the product's type, as
// torch's expand does (no more dims than it; each dim equal or 1).
static bool bias_expands(importer *im, const ast_op *op, ir_value *bias, ir_value *product,
                         const ir_type *type) {
  ir_value *xs[2] = {product, bias};
  ir_type bt;
  bool ok = bias->type.rank <= type->rank;
  if (ok && !broadcast_shape(im, op, xs, 2, &bt)) return false; // reported
  for (int d = 0; ok && d < type->rank; d++) {
    int64_t c;
    if (dim_is_const(type->dims[d], &c) && c == 1) ok = dim_is_const(bt.dims[d], &c) && c == 1;
  }
  if (!ok)
    IMPORT_ERROR(im, op->where, "'%s': the input (rank %d) does not expand to the product's shape",
                 op->name, bias->type.rank);
  return ok;
}

// addmm %bias, %a, %b, %beta, %alpha = beta * bias + alpha * (a @ b);
// baddbmm the same of bmm(a, b), batch by batch
static void import_addmm(importer *im, const ast_op *op) {
  import_value *bias = imp_operand(im, op, 0, IV_TENSOR), *a = imp_operand(im, op, 1, IV_TENSOR),
               *b = imp_operand(im, op, 2, IV_TENSOR);
  double beta = 1, alpha = 1;
  if (!bias || !a || !b) return;
  if (imp_operand_count(op) > 3 && !scalar_operand(im, op, 3, &beta)) return;
  if (imp_operand_count(op) > 4 && !scalar_operand(im, op, 4, &alpha)) return;
  ir_type type;
  dtype out = result_dtype(im, op, a->tensor->type.elem);
  bool batched = !strcmp(op->name, "torch.aten.baddbmm");
  if (batched && (a->tensor->type.rank != 3 || b->tensor->type.rank != 3)) {
    IMPORT_ERROR(im, op->where, "baddbmm takes two 3-D tensors, got ranks %d and %d",
                 a->tensor->type.rank, b->tensor->type.rank);
    return;
  }
  ir_value *r = batched ? matmul_of(im, op, a->tensor, b->tensor, true, &type)
                        : matmul_2d(im, op, a->tensor, b->tensor, false, out, &type),
           *c = bias->tensor;
  if (!r || !bias_expands(im, op, c, r, &type)) return;
  if (alpha != 1) {
    ir_value *xs[2] = {r, constant_scalar(im, op, alpha, out)};
    r = ew(im, op, EW_MUL, xs, 2, &type);
  }
  if (beta == 0) { // torch ignores the bias then: its NaN and inf do not propagate
    define_result(im, op, r, &type); // [M, N], which the bias broadcasts to
    return;
  }
  if (beta != 1) {
    ir_value *xs[2] = {c, constant_scalar(im, op, beta, out)};
    c = ew(im, op, EW_MUL, xs, 2, &c->type);
  }
  ir_value *xs[2] = {r, c};
  define_result(im, op, ew(im, op, EW_ADD, xs, 2, &type), &type);
}

//
// Elementwise
//
// numpy broadcasting of the operands' shapes into *type (rank = max rank).
static bool broadcast_shape(importer *im, const ast_op *op, ir_value **xs, int n, ir_type *type) {
  type->rank = 0;
  for (int i = 0; i < n; i++)
    if (xs[i]->type.rank > type->rank) type->rank = xs[i]->type.rank;
  for (int d = 0; d < type->rank; d++) {
    const dim_expr *dim = dim_const(C(im), 1);
    for (int i = 0; i < n; i++) {
      int j = d - (type->rank - xs[i]->type.rank);
      int64_t c;
      if (j < 0) continue;
      const dim_expr *x = xs[i]->type.dims[j];
      if (dim_is_const(x, &c) && c == 1) continue;
      if (dim_is_const(dim, &c) && c == 1) dim = x;
      else if (!imp_unify(im, x, dim, op->where, "a broadcast dim")) return false;
      else dim = imp_resolve(im, dim);
    }
    type->dims[d] = dim;
  }
  return true;
}

static ir_value *ew_broadcast(importer *im, const ast_op *op, ir_ew_kind k, ir_value **xs, int n,
                              dtype out, ir_type *type) {
  type->elem = out;
  if (!broadcast_shape(im, op, xs, n, type)) return NULL;
  return ew(im, op, k, xs, n, type);
}

typedef struct ew_entry {
  const char *name; // after "torch.aten."
  ir_ew_kind kind;
  bool scalar_rhs; // operand 1 is a Scalar
  bool has_alpha;  // operand 2 is alpha (add/sub)
  bool scalar_lhs; // pow.Scalar: operand 0 is the Scalar
  bool reverse;    // rsub: other - alpha * self
} ew_entry;

// The spellings ew_ops.h's torch column does not describe; every other
// elementwise op imports from its row there (ir_ew_from_torch).
static const ew_entry ew_irregular[] = {
    {"rsub.Scalar", EW_SUB, true, true, false, true},
    {"pow.Tensor_Scalar", EW_POW, true, false, false},
    {"pow.Tensor_Tensor", EW_POW, false, false, false},
    {"pow.Scalar", EW_POW, false, false, true},
    {"floor_divide", EW_FLOORDIV, false, false, false},
    {"floor_divide.Scalar", EW_FLOORDIV, true, false, false},
};

static bool find_ew(const char *name, ew_entry *out) {
  if (strncmp(name, "torch.aten.", 11)) return false;
  name += 11;
  for (size_t i = 0; i < FACET_ARRAY_SIZE(ew_irregular); i++)
    if (!strcmp(name, ew_irregular[i].name)) return *out = ew_irregular[i], true;
  *out = (ew_entry){name};
  return ir_ew_from_torch(name, &out->kind, &out->scalar_rhs, &out->has_alpha);
}

// torch's promotion of a Scalar operand (operand n) meeting a tensor of
// dtype `self`: the tensor's dtype, unless the Scalar is of a higher kind
// (bool < integer < float), which gives the declared result's dtype when
// it is of that kind, else the kind's default (int64, float32): an int64
// tensor == 2.5 compares in float32, a bool tensor == 2 in int64.
static int dtype_kind(dtype t) { return dtype_is_float(t) ? 2 : t == DT_BOOL ? 0 : 1; }

static int scalar_kind(importer *im, const ast_op *op, int n) {
  const ast_item *it = imp_operand_item(op, n);
  import_value *v = it ? imp_lookup(im, it) : NULL;
  return v && v->kind == IV_TENSOR   ? dtype_kind(v->tensor->type.elem) // a runtime Scalar
         : !v || v->kind == IV_FLOAT ? 2
         : v->kind == IV_BOOL        ? 0
                                     : 1;
}

static dtype scalar_dtype(importer *im, const ast_op *op, int n, dtype self, dtype out) {
  int kind = scalar_kind(im, op, n);
  if (kind <= dtype_kind(self)) return self;
  if (dtype_kind(out) == kind) return out;
  return kind == 2 ? DT_F32 : DT_I64;
}

// torch computes pow(x, Scalar) with 0.5, -0.5 and -1 as sqrt, rsqrt and
// reciprocal (not C's pow, which differs at -0.0 and -inf): the same ops
// here, so that kernels and the reference agree with it.
static bool pow_special(double exponent, ir_ew_kind *k) {
  if (exponent == 0.5) *k = EW_SQRT;
  else if (exponent == -0.5) *k = EW_RSQRT;
  else if (exponent == -1) *k = EW_RECIPROCAL;
  else return false;
  return true;
}

static bool is_bitwise(ir_ew_kind k) { return ir_ew_class_of(k) == EWC_BITWISE; }

// torch.result_type of tensor operands: 0-d tensors take part only when
// their kind (bool < integer < float) is above the dimensioned ones' (an
// f16 tensor with a 0-d f32 one is f16); Scalars are not in xs.
static dtype tensors_result_type(ir_value **xs, int n, int skip) {
  dtype dim = DT_INVALID, zero = DT_INVALID;
  for (int i = 0; i < n; i++) {
    if (i == skip) continue;
    dtype *t = xs[i]->type.rank ? &dim : &zero;
    *t = *t == DT_INVALID ? xs[i]->type.elem : dtype_promote(*t, xs[i]->type.elem);
  }
  if (dim == DT_INVALID) return zero;
  if (zero == DT_INVALID || dtype_kind(zero) <= dtype_kind(dim)) return dim;
  return dtype_promote(dim, zero);
}

// 0-d tensor operands converted to the dtype the op computes in, as torch
// casts them before the op: f16 x == tensor(0.1) compares with f16(0.1).
// That is the operands' common dtype, or the float result of an op on
// integers (true division: ui8 x / tensor(-3) divides by -3.0).
static void cast_zero_dim(importer *im, const ast_op *op, ir_value **xs, int n, int skip,
                          dtype out) {
  dtype common = tensors_result_type(xs, n, skip);
  if (!dtype_is_float(common) && dtype_is_float(out)) common = out;
  for (int i = 0; i < n; i++)
    if (i != skip && xs[i]->type.rank == 0 && xs[i]->type.elem != common)
      xs[i] = as_dtype(im, op, xs[i], common);
}

// torch.result_type of a binary arithmetic op's operands, the Scalar
// (operand scalar_at) by its kind: above the tensors' kind it gives the
// kind's default dtype (int64, f32); true division of integers is f32.
static dtype promoted_dtype(importer *im, const ast_op *op, ir_ew_kind k, ir_value **xs, int n,
                            int scalar_at) {
  dtype t = tensors_result_type(xs, n, scalar_at);
  int sk = scalar_at >= 0 ? scalar_kind(im, op, scalar_at) : -1;
  if (sk > dtype_kind(t)) t = sk == 2 ? DT_F32 : DT_I64;
  if (k == EW_DIV && !dtype_is_float(t)) t = DT_F32;
  return t;
}

// The declared result dtype of an arithmetic op is torch's promotion of
// its operands: a program that says otherwise was not printed by torch.
static bool promotion_agrees(importer *im, const ast_op *op, ir_ew_kind k, ir_value **xs, int n,
                             int scalar_at, dtype out) {
  dtype want = promoted_dtype(im, op, k, xs, n, scalar_at);
  if (op->result_type_count == 0 || op->result_types[0]->elem == DT_INVALID || want == out)
    return true;
  IMPORT_ERROR(im, op->where,
               "'%s': the result is declared %s, but torch promotes its operands to %s", op->name,
               dtype_name(out), dtype_name(want));
  return false;
}

static void import_elementwise(importer *im, const ast_op *op) {
  ew_entry entry;
  FACET_CHECK(find_ew(op->name, &entry));
  const ew_entry *e = &entry;
  ir_ew_kind kind = e->kind;
  int arity = ir_ew_arity(kind);
  import_value *first = imp_operand(im, op, e->scalar_lhs ? 1 : 0, IV_TENSOR);
  if (!first) return;
  dtype out = result_dtype(im, op, first->tensor->type.elem);
  dtype self_t = first->tensor->type.elem;
  int scalar_at = e->scalar_rhs ? 1 : e->scalar_lhs ? 0 : -1;
  dtype scalar_t = scalar_at >= 0 ? scalar_dtype(im, op, scalar_at, self_t, out) : self_t;
  ir_value *xs[3];
  for (int i = 0; i < arity; i++) {
    double v;
    if (i == scalar_at) {
      ir_value *rs = runtime_scalar(im, op, i);
      if (rs) {
        xs[i] = as_dtype(im, op, rs, scalar_t);
        continue;
      }
      if (!scalar_operand(im, op, i, &v)) return;
      if (kind == EW_POW && e->scalar_rhs && pow_special(v, &kind)) {
        arity = 1;
        break;
      }
      xs[i] = constant_scalar(im, op, v, scalar_t);
    } else {
      import_value *t = imp_operand(im, op, i, IV_TENSOR);
      if (!t) return;
      xs[i] = t->tensor;
    }
  }
  if (arity > 1) cast_zero_dim(im, op, xs, arity, scalar_at, out);
  if (arity > 1 && ir_ew_class_of(kind) == EWC_ARITH &&
      !promotion_agrees(im, op, kind, xs, arity, scalar_at, out))
    return;
  for (int i = 0; i < arity && is_bitwise(kind); i++)
    if (dtype_is_float(xs[i]->type.elem) || dtype_is_float(out)) {
      IMPORT_ERROR(im, op->where, "'%s' takes integer or bool tensors, not %s", op->name,
                   dtype_name(dtype_is_float(out) ? out : xs[i]->type.elem));
      return;
    }
  double alpha = 1;
  if (e->has_alpha && imp_operand_count(op) > 2 && !scalar_operand(im, op, 2, &alpha)) return;
  int scaled = e->reverse ? 0 : 1; // alpha scales `other`, or `self` for rsub
  if (alpha != 1) {
    ir_value *m[2] = {xs[scaled], constant_scalar(im, op, alpha, scalar_t)};
    ir_type mt = xs[scaled]->type;
    xs[scaled] = ew(im, op, EW_MUL, m, 2, &mt);
  }
  if (e->reverse) {
    ir_value *t = xs[0];
    xs[0] = xs[1], xs[1] = t;
  }
  ir_type type;
  ir_value *r = ew_broadcast(im, op, kind, xs, arity, out, &type);
  if (r) define_result(im, op, r, &type);
}

// gelu %x, %approximate ("none" | "tanh")
static void import_gelu(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR);
  if (!x) return;
  ir_ew_kind k = EW_GELU;
  const ast_item *it = imp_operand_item(op, 1);
  import_value *mode = it ? imp_lookup(im, it) : NULL;
  if (mode && mode->kind == IV_OTHER && mode->f == 1) k = EW_GELU_TANH;
  ir_type type;
  ir_value *r =
      ew_broadcast(im, op, k, &x->tensor, 1, result_dtype(im, op, x->tensor->type.elem), &type);
  if (r) define_result(im, op, r, &type);
}

static void import_constant_str(importer *im, const ast_op *op) {
  const ast_attr *a = literal(op);
  import_value *v = imp_new_value(im, IV_OTHER);
  v->f = a && a->kind == AST_ATTR_STRING && a->str_len == 4 && !memcmp(a->str, "tanh", 4);
  if (a && a->kind == AST_ATTR_STRING) v->str = arena_strndup(&C(im)->mem, a->str, a->str_len);
  imp_define(im, op, 0, v);
}

//
// Checks the exporter writes: they produce no value, only facts
//
// eq/ne/lt/le/gt/ge.int: a bool, known when both sides are; an equality of
// unknown sizes is kept for _assert_scalar.
static void import_int_compare(importer *im, const ast_op *op) {
  import_value *a = imp_operand(im, op, 0, IV_INT), *b = imp_operand(im, op, 1, IV_INT);
  if (!a || !b) return;
  import_value *v = imp_new_value(im, IV_BOOL);
  const char *k = op->name + strlen("torch.aten.");
  int64_t x, y;
  if (a->i && b->i && dim_is_const(a->i, &x) && dim_is_const(b->i, &y)) {
    v->f = !strncmp(k, "eq", 2)   ? x == y
           : !strncmp(k, "ne", 2) ? x != y
           : !strncmp(k, "lt", 2) ? x < y
           : !strncmp(k, "le", 2) ? x <= y
           : !strncmp(k, "gt", 2) ? x > y
                                  : x >= y;
  } else {
    v->f = NAN; // unknown at import
    if (!strncmp(k, "eq", 2) && a->i && b->i) v->eq_lhs = a->i, v->eq_rhs = b->i;
  }
  imp_define(im, op, 0, v);
}

// Int.bool: the same truth as an integer (0 or 1).
static void import_int_of_bool(importer *im, const ast_op *op) {
  import_value *b = imp_operand(im, op, 0, IV_BOOL);
  if (!b) return;
  import_value *v = imp_int_value(im, isnan(b->f) ? NULL : dim_const(C(im), b->f != 0));
  v->eq_lhs = b->eq_lhs, v->eq_rhs = b->eq_rhs;
  imp_define(im, op, 0, v);
}

// _assert_scalar %cond, "message": false at import is an error with the
// exporter's message; an equality of sizes makes them one size, which the
// entry checks then verify on every call (naming the argument and dim).
// Other conditions unknown at import are not checked: facet computes any
// size right, so they guard nothing facet relies on.
static void import_assert_scalar(importer *im, const ast_op *op) {
  import_value *c = imp_operand(im, op, 0, IV_INT);
  import_value *msg = optional_none(im, op, 1) ? NULL : imp_operand(im, op, 1, IV_OTHER);
  if (!c) return;
  int64_t v;
  if (c->i && dim_is_const(c->i, &v) && v == 0)
    IMPORT_ERROR(im, op->where, "assertion fails: %s", msg && msg->str ? msg->str : "(no message)");
  else if (c->eq_lhs)
    imp_unify(im, c->eq_lhs, c->eq_rhs, op->where, "the sizes an _assert_scalar makes equal");
}

// torch's ScalarType codes (c10/core/ScalarType.h) of the dtypes facet has.
static dtype torch_scalar_type(int64_t code) {
  switch (code) {
  case 0: return DT_U8;
  case 1: return DT_I8;
  case 2: return DT_I16;
  case 3: return DT_I32;
  case 4: return DT_I64;
  case 5: return DT_F16;
  case 6: return DT_F32;
  case 7: return DT_F64;
  case 11: return DT_BOOL;
  case 15: return DT_BF16;
  default: return DT_INVALID;
  }
}

// _assert_tensor_metadata %x, size?, stride?, dtype?, device?, layout?: the
// dtype is checked here; each given size is unified with x's dim (a static
// mismatch is an error, a dynamic one becomes a fact the entry checks
// verify). Strides, device and layout say nothing facet depends on: its
// tensors are dense and row-major, on the CPU.
static void import_assert_tensor_metadata(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR);
  if (!x) return;
  const ir_type *t = &x->tensor->type;
  import_value *size = optional_none(im, op, 1) ? NULL : imp_operand(im, op, 1, IV_LIST);
  if (size) {
    if (size->count != t->rank) {
      IMPORT_ERROR(im, op->where, "_assert_tensor_metadata: %d sizes for a tensor of rank %d",
                   size->count, t->rank);
      return;
    }
    for (int d = 0; d < t->rank; d++)
      if (size->elems[d]->kind == IV_INT && size->elems[d]->i)
        imp_unify(im, t->dims[d], size->elems[d]->i, op->where,
                  "a size _assert_tensor_metadata states");
  }
  import_value *dt = optional_none(im, op, 3) ? NULL : imp_operand(im, op, 3, IV_INT);
  int64_t code;
  if (dt && dt->i && dim_is_const(dt->i, &code) && torch_scalar_type(code) != t->elem)
    IMPORT_ERROR(im, op->where,
                 "_assert_tensor_metadata: the tensor is %s, the export states dtype %lld (%s)",
                 dtype_name(t->elem), (long long)code,
                 torch_scalar_type(code) ? dtype_name(torch_scalar_type(code))
                                         : "a dtype facet lacks");
}

// where.self %cond, %a, %b (where.ScalarOther / ScalarSelf: a scalar operand)
static void import_where(importer *im, const ast_op *op) {
  import_value *c = imp_operand(im, op, 0, IV_TENSOR);
  if (!c) return;
  ir_value *xs[3] = {c->tensor};
  dtype out = result_dtype(im, op, DT_F32);
  for (int i = 1; i <= 2; i++) {
    import_value *v = imp_lookup(im, imp_operand_item(op, i));
    double s;
    if (!v) return;
    if (v->kind == IV_TENSOR) xs[i] = v->tensor;
    else if (scalar_operand(im, op, i, &s)) xs[i] = constant_scalar(im, op, s, out);
    else return;
  }
  ir_type type;
  ir_value *r = ew_broadcast(im, op, EW_SELECT, xs, 3, out, &type);
  if (r) define_result(im, op, r, &type);
}

// prims.convert_element_type %x, %dtype / to.dtype %x, %dtype, ...
static void import_convert(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR);
  if (!x) return;
  dtype out = result_dtype(im, op, x->tensor->type.elem);
  if (out == x->tensor->type.elem) return import_identity(im, op);
  ir_type type = x->tensor->type;
  type.elem = out;
  define_result(im, op, ew(im, op, EW_CONVERT, &x->tensor, 1, &type), &type);
}

//
// Reductions and normalisations
//
// The graph's REDUCE keeps reduced dims as 1; a VIEW drops them when the
// torch op did not keep them. Reduced dims that are the innermost ones
// (all of them: sum(x), sum(x, [0, 1]) of a matrix) are one innermost dim
// of a view, which the row programs reduce: [.., a, b] -> [.., a * b] ->
// [.., 1] -> [.., 1, 1].
static ir_value *reduce(importer *im, const ast_op *op, ir_red_kind k, ir_value *x, uint32_t axes,
                        dtype out) {
  ir_type type = x->type;
  type.elem = out;
  for (int d = 0; d < type.rank; d++)
    if (axes & (1u << d)) type.dims[d] = dim_const(C(im), 1);
  int first = type.rank; // the innermost dims [first, rank) are reduced
  while (first > 0 && (axes & (1u << (first - 1)))) first--;
  ir_op *o;
  if (axes && axes == ((1u << type.rank) - 1) - ((1u << first) - 1) && type.rank - first >= 2) {
    ir_type flat = {.elem = x->type.elem, .rank = first + 1, .dims = {NULL}};
    flat.dims[first] = dim_const(C(im), 1);
    for (int d = 0; d < x->type.rank; d++)
      if (d < first) flat.dims[d] = x->type.dims[d];
      else flat.dims[first] = dim_mul(C(im), flat.dims[first], x->type.dims[d]);
    ir_value *v = imp_append(im, op, IR_OP_VIEW, &x, 1, &flat, NULL);
    flat.elem = out;
    flat.dims[first] = dim_const(C(im), 1);
    ir_value *r = imp_append(im, op, IR_OP_REDUCE, &v, 1, &flat, &o);
    o->red = k;
    o->axes = 1u << first;
    return imp_append(im, op, IR_OP_VIEW, &r, 1, &type, NULL);
  }
  ir_value *r = imp_append(im, op, IR_OP_REDUCE, &x, 1, &type, &o);
  o->red = k;
  o->axes = axes;
  return r;
}

static ir_value *drop_axes(importer *im, const ast_op *op, ir_value *r, uint32_t axes) {
  ir_type type = {.elem = r->type.elem};
  for (int d = 0; d < r->type.rank; d++)
    if (!(axes & (1u << d))) type.dims[type.rank++] = r->type.dims[d];
  return imp_append(im, op, IR_OP_VIEW, &r, 1, &type, NULL);
}

// The axes of operand n: a list of dims, a single dim, or None (all).
static bool axes_operand(importer *im, const ast_op *op, int n, int rank, uint32_t *axes) {
  *axes = 0;
  const ast_item *it = imp_operand_item(op, n);
  import_value *v = it ? imp_lookup(im, it) : NULL;
  if (!v || v->kind == IV_NONE || (v->kind == IV_LIST && v->count == 0)) {
    *axes = rank ? (1u << rank) - 1 : 0;
    return true;
  }
  int count = v->kind == IV_LIST ? v->count : 1;
  for (int i = 0; i < count; i++) {
    import_value *e = v->kind == IV_LIST ? v->elems[i] : v;
    int64_t c;
    int a;
    if (e->kind != IV_INT || !e->i || !dim_is_const(e->i, &c)) {
      IMPORT_ERROR(im, op->where, "'%s' needs constant dims", op->name);
      return false;
    }
    if (!axis_of(im, op, c, rank, &a)) return false;
    *axes |= 1u << a;
  }
  return true;
}

static bool bool_operand(importer *im, const ast_op *op, int n, bool *out) {
  double v = 0;
  if (imp_operand_count(op) <= n || optional_none(im, op, n)) return true;
  if (!scalar_operand(im, op, n, &v)) return false;
  *out = v != 0;
  return true;
}

// mean.dim / sum.dim_IntList / amax / amin / prod: %x, %dims, %keepdim, ...
static void import_reduce(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR);
  if (!x) return;
  const char *k = op->name + strlen("torch.aten.");
  ir_red_kind kind = !strncmp(k, "mean", 4)   ? RED_MEAN
                     : !strncmp(k, "sum", 3)  ? RED_SUM
                     : !strncmp(k, "amax", 4) ? RED_MAX
                     : !strncmp(k, "amin", 4) ? RED_MIN
                                              : RED_PROD;
  uint32_t axes;
  bool keep = false;
  bool whole = !strcmp(k, "sum") || !strcmp(k, "mean") || !strcmp(k, "prod");
  if (whole) axes = (1u << x->tensor->type.rank) - 1;
  else if (!axes_operand(im, op, 1, x->tensor->type.rank, &axes) || !bool_operand(im, op, 2, &keep))
    return;
  ir_value *r = reduce(im, op, kind, x->tensor, axes, result_dtype(im, op, x->tensor->type.elem));
  if (!keep) r = drop_axes(im, op, r, axes);
  define_result(im, op, r, &r->type);
}

// torch computes variances and norms of f16 / bf16 tensors in f32 (its
// "opmath" type) and rounds each result once: the decompositions below
// do the same, so that no f16 intermediate (a square) overflows.
static dtype opmath(dtype t) { return t == DT_F16 || t == DT_BF16 ? DT_F32 : t; }

static ir_value *convert_to(importer *im, const ast_op *op, ir_value *x, dtype t) {
  if (x->type.elem == t) return x;
  ir_type type = x->type;
  type.elem = t;
  return ew(im, op, EW_CONVERT, &x, 1, &type);
}

// The declared dtype of result n, or `fallback`.
static dtype result_n_dtype(const ast_op *op, int n, dtype fallback) {
  if (op->result_type_count > n && op->result_types[n]->elem != DT_INVALID)
    return op->result_types[n]->elem;
  return fallback;
}

// var_mean.correction / var.correction: %x, %dims, %correction, %keepdim
static void import_var(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR);
  uint32_t axes;
  bool keep = false;
  double correction = 1;
  if (!x || !axes_operand(im, op, 1, x->tensor->type.rank, &axes)) return;
  if (!optional_none(im, op, 2) && !scalar_operand(im, op, 2, &correction)) return;
  if (!bool_operand(im, op, 3, &keep)) return;
  dtype result = result_dtype(im, op, x->tensor->type.elem), out = opmath(result);
  ir_value *xc = convert_to(im, op, x->tensor, out);
  ir_value *mean = reduce(im, op, RED_MEAN, xc, axes, out);
  ir_value *xs[2] = {xc, mean};
  ir_type t = x->tensor->type;
  t.elem = out;
  ir_value *d = ew(im, op, EW_SUB, xs, 2, &t);
  ir_value *sq[2] = {d, d};
  ir_value *s = reduce(im, op, RED_SUM, ew(im, op, EW_MUL, sq, 2, &t), axes, out);
  // divide by (count - correction), count = product of the reduced dims
  const dim_expr *count = dim_const(C(im), 1);
  int64_t n;
  for (int i = 0; i < t.rank; i++)
    if (axes & (1u << i)) count = dim_mul(C(im), count, x->tensor->type.dims[i]);
  if (!dim_is_const(count, &n)) {
    IMPORT_ERROR(im, op->where, "variance over a dynamic dim is not supported");
    return;
  }
  ir_value *div[2] = {s, constant_scalar(im, op, (double)n - correction, out)};
  ir_value *var = convert_to(im, op, ew(im, op, EW_DIV, div, 2, &s->type), result);
  mean = convert_to(im, op, mean, result_n_dtype(op, 1, result));
  if (!keep) var = drop_axes(im, op, var, axes), mean = drop_axes(im, op, mean, axes);
  imp_define(im, op, 0, imp_tensor_value(im, var));
  if (strstr(op->name, "var_mean")) imp_define(im, op, 1, imp_tensor_value(im, mean));
}

// softmax.int %x, %dim, %dtype / _softmax %x, %dim, %half_to_float
static void import_softmax(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR);
  int axis;
  if (!x || !axis_operand(im, op, 1, x->tensor->type.rank, &axis)) return;
  ir_type type = x->tensor->type;
  type.elem = result_dtype(im, op, type.elem);
  ir_op *o = finish(im, op, IR_OP_SOFTMAX, &x->tensor, 1, &type);
  o->axis = axis;
}

// _log_softmax %x, %dim, %half_to_float / log_softmax.int %x, %dim, %dtype?:
// d = x - max(x), then d - log(sum(exp(d))) along dim in the math dtype (as
// torch's CPU kernel; log(softmax) would lose the tiny probabilities).
static void import_log_softmax(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR);
  int axis;
  if (!x || !axis_operand(im, op, 1, x->tensor->type.rank, &axis)) return;
  dtype result = result_dtype(im, op, x->tensor->type.elem), m = opmath(result);
  if (!float_only(im, op, m)) return;
  ir_type t = x->tensor->type;
  t.elem = m;
  ir_value *xm = convert_to(im, op, x->tensor, m);
  ir_value *d = ew2(im, op, EW_SUB, xm, reduce(im, op, RED_MAX, xm, 1u << axis, m), &t);
  ir_value *e = ew(im, op, EW_EXP, &d, 1, &t);
  ir_value *lse = reduce(im, op, RED_SUM, e, 1u << axis, m);
  lse = ew(im, op, EW_LOG, &lse, 1, &lse->type);
  ir_value *y = convert_to(im, op, ew2(im, op, EW_SUB, d, lse, &t), result);
  define_result(im, op, y, &y->type);
}

// layer_norm / native_layer_norm %x, %normalized_shape, %w?, %b?, %eps, ...
static void import_layer_norm(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR), *shape = imp_operand(im, op, 1, IV_LIST);
  double eps;
  if (!x || !shape || !scalar_operand(im, op, 4, &eps)) return;
  int rank = x->tensor->type.rank;
  if (shape->count < 1 || shape->count > rank) {
    IMPORT_ERROR(im, op->where, "layer_norm over %d dims of a rank-%d tensor", shape->count, rank);
    return;
  }
  uint32_t axes = ((1u << rank) - 1) & ~((1u << (rank - shape->count)) - 1);
  dtype result = result_dtype(im, op, x->tensor->type.elem), out = opmath(result);
  ir_type t = x->tensor->type;
  t.elem = out;
  ir_value *xc = convert_to(im, op, x->tensor, out);
  ir_value *mean = reduce(im, op, RED_MEAN, xc, axes, out);
  ir_value *xs[2] = {xc, mean};
  ir_value *d = ew(im, op, EW_SUB, xs, 2, &t);
  ir_value *sq[2] = {d, d};
  ir_value *var = reduce(im, op, RED_MEAN, ew(im, op, EW_MUL, sq, 2, &t), axes, out);
  ir_value *ve[2] = {var, constant_scalar(im, op, eps, out)};
  ir_value *rstd =
      ew(im, op, EW_RSQRT, (ir_value *[]){ew(im, op, EW_ADD, ve, 2, &var->type)}, 1, &var->type);
  ir_value *ys[2] = {d, rstd};
  ir_value *y = ew(im, op, EW_MUL, ys, 2, &t);
  for (int k = 2; k <= 3; k++) {
    if (optional_none(im, op, k)) continue;
    import_value *p = imp_operand(im, op, k, IV_TENSOR);
    if (!p) return;
    ir_value *ps[2] = {y, p->tensor};
    y = ew(im, op, k == 2 ? EW_MUL : EW_ADD, ps, 2, &t);
  }
  y = convert_to(im, op, y, result);
  t.elem = result;
  define_result(im, op, y, &t);
  if (op->result_count > 1 || (op->result_count == 1 && op->results[0].count == 3)) {
    imp_define(im, op, 1,
               imp_tensor_value(im, convert_to(im, op, mean, result_n_dtype(op, 1, result))));
    imp_define(im, op, 2,
               imp_tensor_value(im, convert_to(im, op, rstd, result_n_dtype(op, 2, result))));
  }
}

//
// Indexing
//
// embedding %w, %idx, ...: rows of w; result idx.shape + w.shape[1:]
static void index_select_to(importer *im, const ast_op *op, ir_value *x, int axis, ir_value *idx) {
  ir_type type = {.elem = result_dtype(im, op, x->type.elem)};
  if (x->type.rank - 1 + idx->type.rank > IR_MAX_RANK) { // before any dim is written
    IMPORT_ERROR(im, op->where, "the result of '%s' exceeds rank %d", op->name, IR_MAX_RANK);
    return;
  }
  for (int d = 0; d < axis; d++) type.dims[type.rank++] = x->type.dims[d];
  for (int d = 0; d < idx->type.rank; d++) type.dims[type.rank++] = idx->type.dims[d];
  for (int d = axis + 1; d < x->type.rank; d++) type.dims[type.rank++] = x->type.dims[d];
  ir_value *xs[2] = {x, idx};
  ir_op *o = finish(im, op, IR_OP_INDEX_SELECT, xs, 2, &type);
  o->axis = axis;
}

static void import_embedding(importer *im, const ast_op *op) {
  import_value *w = imp_operand(im, op, 0, IV_TENSOR), *idx = imp_operand(im, op, 1, IV_TENSOR);
  if (w && idx) index_select_to(im, op, w->tensor, 0, idx->tensor);
}

static void import_index_select(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR), *idx = imp_operand(im, op, 2, IV_TENSOR);
  int axis;
  if (!x || !idx || !axis_operand(im, op, 1, x->tensor->type.rank, &axis)) return;
  index_select_to(im, op, x->tensor, axis, idx->tensor);
}

// gather %x, %dim, %index, %sparse_grad: result has the index's shape
static void import_gather(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR), *idx = imp_operand(im, op, 2, IV_TENSOR);
  int axis;
  if (!x || !idx || !axis_operand(im, op, 1, x->tensor->type.rank, &axis)) return;
  ir_type type = idx->tensor->type;
  type.elem = x->tensor->type.elem;
  ir_value *xs[2] = {x->tensor, idx->tensor};
  ir_op *o = finish(im, op, IR_OP_GATHER, xs, 2, &type);
  o->axis = axis;
}

// The optional-tensor list of index.Tensor / index_put: the tensors in order
// and a mask of the positions that were None.
static int index_list(importer *im, const ast_op *op, int n, ir_value **out, uint32_t *none) {
  import_value *l = imp_operand(im, op, n, IV_LIST);
  if (!l) return -1;
  int count = 0;
  *none = 0;
  if (l->count > 15) {
    IMPORT_ERROR(im, op->where, "'%s' with %d index positions exceeds the supported 15", op->name,
                 l->count);
    return -1;
  }
  for (int i = 0; i < l->count; i++) {
    if (l->elems[i]->kind == IV_NONE) *none |= 1u << i;
    else if (l->elems[i]->kind == IV_TENSOR) out[count++] = l->elems[i]->tensor;
    else {
      IMPORT_ERROR(im, op->where, "'%s' needs a list of tensors or None", op->name);
      return -1;
    }
  }
  return l->count;
}

// index.Tensor %x, [idx...]: the indexed dims (consecutive) are replaced by
// the broadcast shape of the index tensors
static void import_index(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR);
  ir_value *xs[16];
  uint32_t none;
  if (!x) return;
  xs[0] = x->tensor;
  int positions = index_list(im, op, 1, xs + 1, &none);
  if (positions < 0) return;
  int first = 0, count = positions - __builtin_popcount(none);
  while (none & (1u << first)) first++;
  ir_type ib = {0}, type = {.elem = x->tensor->type.elem};
  if (count < 1 || !broadcast_shape(im, op, xs + 1, count, &ib)) return;
  int rank = x->tensor->type.rank;
  if (positions > rank) {
    IMPORT_ERROR(im, op->where, "'%s' has %d indices for a tensor of rank %d", op->name, positions,
                 rank);
    return;
  }
  if (rank - count + ib.rank > IR_MAX_RANK) {
    IMPORT_ERROR(im, op->where, "the result of '%s' exceeds rank %d", op->name, IR_MAX_RANK);
    return;
  }
  for (int d = 0; d < first; d++) type.dims[type.rank++] = x->tensor->type.dims[d];
  for (int d = 0; d < ib.rank; d++) type.dims[type.rank++] = ib.dims[d];
  for (int d = first + count; d < x->tensor->type.rank; d++)
    type.dims[type.rank++] = x->tensor->type.dims[d];
  ir_op *o = finish(im, op, IR_OP_INDEX, xs, count + 1, &type);
  o->none_mask = none;
}

// index_put %x, [idx...], %values, %accumulate
static void import_index_put(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR), *v = imp_operand(im, op, 2, IV_TENSOR);
  ir_value *xs[17];
  uint32_t none;
  bool acc = false;
  if (!x || !v) return;
  xs[0] = x->tensor, xs[1] = v->tensor;
  int positions = index_list(im, op, 1, xs + 2, &none);
  if (positions < 0 || !bool_operand(im, op, 3, &acc)) return;
  ir_type type = x->tensor->type;
  ir_op *o = finish(im, op, IR_OP_INDEX_PUT, xs, 2 + positions - __builtin_popcount(none), &type);
  o->none_mask = none;
  o->flag = acc;
}

//
// Ops decomposed into the ones above (sharktank's 2024 exports and CLIP
// use them; the reference and the kernels need nothing new)
//
static ir_value *iota(importer *im, const ast_op *op, ir_type *type, double start, double step) {
  ir_op *o;
  ir_value *r = imp_append(im, op, IR_OP_IOTA, NULL, 0, type, &o);
  o->value = start;
  o->value2 = step;
  return r;
}

// triu %x, %diagonal: x where col - row >= diagonal (the last two dims), else 0
static void import_triu(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR);
  int64_t k = 0;
  if (!x || (imp_operand_count(op) > 1 && !const_int(im, op, 1, &k))) return;
  const ir_type *t = &x->tensor->type;
  if (t->rank < 2) {
    IMPORT_ERROR(im, op->where, "triu needs a tensor of rank 2 or more");
    return;
  }
  ir_type rt = {.elem = DT_I64, .rank = 1, .dims = {t->dims[t->rank - 2]}};
  ir_type ct = {.elem = DT_I64, .rank = 1, .dims = {t->dims[t->rank - 1]}}, dt, mt, type;
  ir_value *xs[3] = {iota(im, op, &ct, 0, 1), iota(im, op, &rt, 0, 1)};
  rt.rank = 2, rt.dims[1] = dim_const(C(im), 1); // rows as a column
  xs[1] = imp_append(im, op, IR_OP_VIEW, &xs[1], 1, &rt, NULL);
  xs[0] = ew_broadcast(im, op, EW_SUB, xs, 2, DT_I64, &dt); // col - row
  xs[1] = constant_scalar(im, op, (double)k, DT_I64);
  ir_value *mask = xs[0] ? ew_broadcast(im, op, EW_GE, xs, 2, DT_BOOL, &mt) : NULL;
  if (!mask) return;
  ir_value *sel[3] = {mask, x->tensor, constant_scalar(im, op, 0, t->elem)};
  ir_value *r = ew_broadcast(im, op, EW_SELECT, sel, 3, t->elem, &type);
  if (r) define_result(im, op, r, &type);
}

// src converted to shape's dtype and broadcast to its dims (copy's
// semantics: each src dim, aligned at the end, is 1 or the same).
static ir_value *copy_to(importer *im, const ast_op *op, ir_value *src, const ir_type *shape) {
  ir_type t = src->type;
  if (t.rank > shape->rank) {
    IMPORT_ERROR(im, op->where, "'%s': a rank-%d tensor cannot be copied into rank %d", op->name,
                 t.rank, shape->rank);
    return NULL;
  }
  bool same = t.rank == shape->rank;
  for (int d = 0; d < t.rank; d++) {
    const dim_expr *want = shape->dims[d + shape->rank - t.rank];
    int64_t c;
    if (dim_is_const(t.dims[d], &c) && c == 1 && !(dim_is_const(want, &c) && c == 1)) same = false;
    else if (!imp_unify(im, t.dims[d], want, op->where, "a dim of the copied tensor")) return NULL;
  }
  if (t.elem != shape->elem) {
    t.elem = shape->elem;
    src = ew(im, op, EW_CONVERT, &src, 1, &t);
  }
  if (same) return src;
  ir_type bt = *shape;
  return imp_append(im, op, IR_OP_BROADCAST, &src, 1, &bt, NULL);
}

// copy %self, %src, %non_blocking: src in self's dtype and shape
static void import_copy(importer *im, const ast_op *op) {
  import_value *self = imp_operand(im, op, 0, IV_TENSOR), *src = imp_operand(im, op, 1, IV_TENSOR);
  if (!self || !src) return;
  ir_type type = self->tensor->type;
  ir_value *r = copy_to(im, op, src->tensor, &type);
  if (r) define_result(im, op, r, &type);
}

// slice_scatter %self, %src, %dim, %start, %end, %step: self with src
// written over self[..., start:end:step, ...] (an index_put along dim at
// start, start + step, ...)
static void import_slice_scatter(importer *im, const ast_op *op) {
  import_value *self = imp_operand(im, op, 0, IV_TENSOR), *src = imp_operand(im, op, 1, IV_TENSOR);
  int axis;
  int64_t step = 1, start_c;
  if (!self || !src || !axis_operand(im, op, 2, self->tensor->type.rank, &axis)) return;
  ir_type type = self->tensor->type;
  const dim_expr *size = type.dims[axis], *start = dim_const(C(im), 0), *end = size;
  for (int k = 3; k <= 4; k++) {
    if (imp_operand_count(op) <= k || optional_none(im, op, k)) continue;
    import_value *v = imp_operand(im, op, k, IV_INT);
    if (!v || !v->i) {
      if (v) IMPORT_ERROR(im, op->where, "slice_scatter bounds must be integers");
      return;
    }
    *(k == 3 ? &start : &end) = clamp_index(im, v->i, size);
  }
  if (imp_operand_count(op) > 5 && !const_int(im, op, 5, &step)) return;
  if (step < 1 || !dim_is_const(start, &start_c)) {
    IMPORT_ERROR(im, op->where, "slice_scatter needs a constant start and a positive step");
    return;
  }
  const dim_expr *len =
      dim_ceildiv(C(im), dim_add(C(im), end, neg(im, start)), dim_const(C(im), step));
  if (src->tensor->type.rank != type.rank ||
      !imp_unify(im, src->tensor->type.dims[axis], len, op->where,
                 "the length of the scattered slice"))
    return;
  ir_type st = type; // src, converted, in its own shape
  st.dims[axis] = imp_resolve(im, len);
  ir_value *values = copy_to(im, op, src->tensor, &st);
  ir_type it = {.elem = DT_I64, .rank = 1, .dims = {st.dims[axis]}};
  ir_value *xs[3] = {self->tensor, values,
                     values ? iota(im, op, &it, (double)start_c, (double)step) : NULL};
  if (!values) return;
  ir_op *o = finish(im, op, IR_OP_INDEX_PUT, xs, 3, &type);
  o->none_mask = (1u << axis) - 1;
}

// argmax %x, %dim, %keepdim: the first index of the largest (a NaN is the
// largest, as in torch) = min over the dim of (x == max or x != x ? index
// : 2^53)
static void import_argmax(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR);
  int axis;
  bool keep = false;
  if (!x) return;
  if (optional_none(im, op, 1)) {
    IMPORT_ERROR(im, op->where, "argmax over all dims (dim=None) is not supported");
    return;
  }
  if (!axis_operand(im, op, 1, x->tensor->type.rank, &axis) || !bool_operand(im, op, 2, &keep))
    return;
  const ir_type *t = &x->tensor->type;
  ir_type bt, it = {.elem = DT_I64, .rank = t->rank}, ct;
  ir_value *m = reduce(im, op, RED_MAX, x->tensor, 1u << axis, t->elem);
  ir_value *eq[2] = {x->tensor, m}, *self[2] = {x->tensor, x->tensor}, *hit[2];
  if (!(hit[0] = ew_broadcast(im, op, EW_EQ, eq, 2, DT_BOOL, &bt))) return;
  hit[1] = ew_broadcast(im, op, EW_NE, self, 2, DT_BOOL, &bt);
  ir_value *any = ew_broadcast(im, op, EW_OR, hit, 2, DT_BOOL, &bt);
  ir_type line = {.elem = DT_I64, .rank = 1, .dims = {t->dims[axis]}};
  ir_value *index = iota(im, op, &line, 0, 1); // then viewed along the dim
  for (int d = 0; d < t->rank; d++) it.dims[d] = d == axis ? t->dims[d] : dim_const(C(im), 1);
  index = imp_append(im, op, IR_OP_VIEW, &index, 1, &it, NULL);
  ir_value *sel[3] = {any, index, constant_scalar(im, op, 0x1p53, DT_I64)};
  ir_value *cand = any ? ew_broadcast(im, op, EW_SELECT, sel, 3, DT_I64, &ct) : NULL;
  if (!cand) return;
  ir_value *r = reduce(im, op, RED_MIN, cand, 1u << axis, result_dtype(im, op, DT_I64));
  if (!keep) r = drop_axes(im, op, r, 1u << axis);
  ir_type type = r->type;
  define_result(im, op, r, &type);
}

//
// Creation
//
static void splat_to(importer *im, const ast_op *op, ir_type *type, double v) {
  ir_op *o = finish(im, op, IR_OP_CONSTANT, NULL, 0, type);
  o->value = v;
}

// full %sizes, %value, ... / zeros / ones / empty.memory_format / empty_strided
static void import_full(importer *im, const ast_op *op) {
  const dim_expr *sizes[IR_MAX_RANK];
  int n;
  double v = 0;
  const char *k = op->name + strlen("torch.aten.");
  if (!int_list(im, op, 0, sizes, &n)) return;
  if (!strcmp(k, "full") && !scalar_operand(im, op, 1, &v)) return;
  if (!strcmp(k, "ones")) v = 1;
  ir_type type = {.elem = result_dtype(im, op, DT_F32), .rank = n};
  memcpy(type.dims, sizes, sizeof(sizes[0]) * (size_t)n);
  splat_to(im, op, &type, v);
}

// fill.Scalar %x, %v / zeros_like / ones_like / full_like %x, %v
static void import_fill_like(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR);
  double v = 0;
  if (!x) return;
  const char *k = op->name + strlen("torch.aten.");
  if ((!strcmp(k, "fill.Scalar") || !strcmp(k, "full_like")) && !scalar_operand(im, op, 1, &v))
    return;
  if (!strcmp(k, "ones_like")) v = 1;
  ir_type type = x->tensor->type;
  type.elem = result_dtype(im, op, type.elem);
  splat_to(im, op, &type, v);
}

static void import_scalar_tensor(importer *im, const ast_op *op) {
  double v;
  if (!scalar_operand(im, op, 0, &v)) return;
  ir_type type = {.elem = result_dtype(im, op, DT_F32), .rank = 0};
  splat_to(im, op, &type, v);
}

// arange %end / arange.start %start, %end / arange.start_step %start, %end, %step
// Integer start and positive step with an integer end (a constant or a dim:
// a size known at run time) give ceil((end - start) / step) elements as a
// dim expression. Other constant bounds (floats, a negative step) follow
// torch's length rule in double, ceil((end - start) / step), refused where
// torch raises (a zero step, a bound that is not finite, a step of the
// wrong sign). Element i is start + i * step in double, rounded to the
// dtype (torch's scalar path; its CPU kernel's vector path rounds the base
// of each vector to f32 first, which can differ by an ulp).
static void import_arange(importer *im, const ast_op *op) {
  const char *k = op->name + strlen("torch.aten.");
  int args = !strcmp(k, "arange") ? 1 : !strcmp(k, "arange.start") ? 2 : 3;
  double start = 0, step = 1, endf;
  const ast_item *end_item = imp_operand_item(op, args >= 2 ? 1 : 0);
  import_value *end = end_item ? imp_lookup(im, end_item) : NULL;
  if (!end) {
    if (!end_item) IMPORT_ERROR(im, op->where, "'%s' needs an end", op->name);
    return;
  }
  if (args >= 2 && !scalar_operand(im, op, 0, &start)) return;
  if (args == 3 && !scalar_operand(im, op, 2, &step)) return;
  bool any_float = end->kind == IV_FLOAT;
  for (int i = 0; i < args; i++) {
    const ast_item *it = imp_operand_item(op, i);
    import_value *v = it ? imp_lookup(im, it) : NULL;
    any_float |= v && v->kind == IV_FLOAT;
  }
  ir_type type = {.elem = result_dtype(im, op, any_float ? DT_F32 : DT_I64), .rank = 1};
  bool integral = start == (int64_t)start && step == (int64_t)step && fabs(start) < 0x1p53 &&
                  fabs(step) < 0x1p53;
  if (end->kind == IV_INT && end->i && integral && step > 0) {
    type.dims[0] = dim_ceildiv(C(im), dim_add(C(im), end->i, dim_const(C(im), -(int64_t)start)),
                               dim_const(C(im), (int64_t)step));
  } else if (!scalar_operand(im, op, args >= 2 ? 1 : 0, &endf)) {
    return;
  } else if (!dtype_is_float(type.elem) && !integral) {
    IMPORT_ERROR(im, op->where, "arange of %s with bounds that are not integers is unsupported",
                 dtype_name(type.elem));
    return;
  } else if (step == 0 || !isfinite(start) || !isfinite(endf) || !isfinite(step) ||
             (step > 0 ? endf < start : endf > start)) {
    IMPORT_ERROR(im, op->where,
                 "arange from %g to %g by %g: torch raises (a zero step, a bound that "
                 "is not finite or a step of the wrong sign)",
                 start, endf, step);
    return;
  } else {
    double n = ceil((endf - start) / step);
    if (!(n >= 0 && n < 0x1p48)) {
      IMPORT_ERROR(im, op->where, "arange from %g to %g by %g has too many elements", start, endf,
                   step);
      return;
    }
    type.dims[0] = dim_const(C(im), (int64_t)n);
  }
  ir_op *o = finish(im, op, IR_OP_IOTA, NULL, 0, &type);
  o->value = start;
  o->value2 = step;
}

// torch.vtensor.literal(dense<...> : tensor<...>)
static void import_literal(importer *im, const ast_op *op) {
  const ast_attr *a = imp_dict_get(op->attrs, "value");
  if (!a) {
    const ast_item *g = imp_first_item(op, AST_ITEM_GROUP);
    a = g && g->count > 0 && g->items[0].kind == AST_ITEM_ATTR ? g->items[0].attr : literal(op);
  }
  if (!a || (a->kind != AST_ATTR_DENSE && a->kind != AST_ATTR_DENSE_RESOURCE) || !a->type) {
    IMPORT_ERROR(im, op->where,
                 "torch.vtensor.literal needs a dense<...> or dense_resource<...> : "
                 "tensor<...> value");
    return;
  }
  ir_type type;
  imp_dense d;
  if (!imp_static_type(im, a->type, "torch.vtensor.literal", &type) ||
      !imp_dense_value(im, a, &type, &d))
    return;
  if (d.splat) {
    splat_to(im, op, &type, d.value);
    return;
  }
  ir_op *o = finish(im, op, IR_OP_CONSTANT, NULL, 0, &type);
  o->data = d.data;
  o->data_bytes = d.bytes;
}

//
// Attention, globals, calls and the function boundary
//
// Keys or values of grouped-query attention as the exports write them: each
// of Hk heads repeated R times (unsqueeze, expand, clone, view to Hk * R
// heads), in [B, H, S, E] or transposed from [B, S, H, E]. The attention
// kernel maps query head h to key/value head h / R itself (repeat_kv's
// order), so the repeated copy is read past: returns the [B, Hk, S, E]
// tensor, or x when x is not such a repeat. The repeat becomes dead.
static ir_value *kv_heads(importer *im, const ast_op *op, ir_value *x) {
  static const int swap12[4] = {0, 2, 1, 3};
  ir_value *t = x;
  bool transposed = t->def && t->def->kind == IR_OP_TRANSPOSE && t->type.rank == 4 &&
                    !memcmp(t->def->perm, swap12, sizeof swap12);
  if (transposed) t = t->def->operands[0];
  int h = transposed ? 2 : 1; // the heads axis of t
  if (t->type.rank != 4 || !t->def || t->def->kind != IR_OP_VIEW) return x;
  ir_value *b = t->def->operands[0];
  if (b->type.rank != 5 || !b->def || b->def->kind != IR_OP_BROADCAST) return x;
  ir_value *y = b->def->operands[0];
  int64_t one;
  if (y->type.rank != 5 || !dim_is_const(y->type.dims[h + 1], &one) || one != 1) return x;
  // y [.., Hk, 1, ..] -> b [.., Hk, R, ..] -> t [.., Hk * R, ..]: only the
  // repeat axis grows, and the view merges exactly it into the heads
  for (int d = 0; d < 5; d++)
    if (d != h + 1 && y->type.dims[d] != b->type.dims[d]) return x;
  for (int d = 0; d < 4; d++) {
    const dim_expr *want = d < h   ? b->type.dims[d]
                           : d > h ? b->type.dims[d + 1]
                                   : dim_mul(C(im), b->type.dims[h], b->type.dims[h + 1]);
    if (t->type.dims[d] != want) return x;
  }
  ir_type kt = t->type;
  kt.dims[h] = y->type.dims[h];
  ir_value *k = imp_append(im, op, IR_OP_VIEW, &y, 1, &kt, NULL);
  if (!transposed) return k;
  ir_type tt = kt;
  for (int d = 0; d < 4; d++) tt.dims[d] = kt.dims[swap12[d]];
  ir_op *o;
  ir_value *r = imp_append(im, op, IR_OP_TRANSPOSE, &k, 1, &tt, &o);
  memcpy(o->perm, swap12, sizeof swap12);
  return r;
}

// Keys of Hk heads repeated to the H query heads (query head h reads key
// head h / R, the attention op's grouping: repeat_kv's order), for the
// logsumexp's batched matmul; NULL (an error) where H is not a multiple.
static ir_value *repeat_heads(importer *im, const ast_op *op, ir_value *k, const dim_expr *heads) {
  int64_t h, hk;
  if (k->type.rank != 4 || k->type.dims[1] == heads) return k;
  if (!dim_is_const(heads, &h) || !dim_is_const(k->type.dims[1], &hk) || hk <= 0 || h % hk) {
    IMPORT_ERROR(
        im, op->where,
        "'%s': the logsumexp with key heads that do not divide the query heads is unsupported",
        op->name);
    return NULL;
  }
  const dim_expr *const *d = k->type.dims;
  ir_type one = {
      .elem = k->type.elem, .rank = 5, .dims = {d[0], d[1], dim_const(C(im), 1), d[2], d[3]}};
  ir_type rep = one, all = k->type;
  rep.dims[2] = dim_const(C(im), h / hk);
  all.dims[1] = heads;
  ir_value *x = imp_append(im, op, IR_OP_VIEW, &k, 1, &one, NULL);
  x = imp_append(im, op, IR_OP_BROADCAST, &x, 1, &rep, NULL);
  return imp_append(im, op, IR_OP_VIEW, &x, 1, &all, NULL);
}

// The logsumexp result of the flash attention op: logsumexp(q k^T * scale
// (+ mask, causal), -1), [B, H, L] in f32 (f64 for f64), as torch's CPU
// flash kernel returns it; decomposed into a batched matmul and row
// reductions (the attention kernel computes the output alone). Unused, it
// is dead code and dispatch removes it.
static ir_value *attention_lse(importer *im, const ast_op *op, ir_value *q, ir_value *k,
                               ir_value *mask, bool causal, double scale) {
  dtype ct = q->type.elem == DT_F64 ? DT_F64 : DT_F32;
  int rank = q->type.rank;
  if (k->type.rank != rank) {
    IMPORT_ERROR(im, op->where,
                 "'%s': the logsumexp of a rank-%d key with a rank-%d query is unsupported",
                 op->name, k->type.rank, rank);
    return NULL;
  }
  q = as_dtype(im, op, q, ct), k = repeat_heads(im, op, as_dtype(im, op, k, ct), q->type.dims[1]);
  if (!k) return NULL;
  ir_type kt = k->type, st, t;
  ir_op *o;
  kt.dims[rank - 2] = k->type.dims[rank - 1], kt.dims[rank - 1] = k->type.dims[rank - 2];
  ir_value *kT = imp_append(im, op, IR_OP_TRANSPOSE, &k, 1, &kt, &o);
  for (int d = 0; d < rank; d++) o->perm[d] = d < rank - 2 ? d : 2 * rank - 3 - d;
  st = q->type, st.dims[rank - 1] = k->type.dims[rank - 2];
  ir_value *xs[3] = {q, kT};
  ir_value *s = imp_append(im, op, IR_OP_MATMUL, xs, 2, &st, NULL);
  xs[0] = s, xs[1] = constant_scalar(im, op, scale, ct);
  s = ew_broadcast(im, op, EW_MUL, xs, 2, ct, &t);
  ir_value *ninf = constant_scalar(im, op, -INFINITY, ct);
  if (s && causal) { // key j > query i is masked
    ir_type rt = {.elem = DT_I64, .rank = 2, .dims = {st.dims[rank - 2], dim_const(C(im), 1)}};
    ir_type cl = {.elem = DT_I64, .rank = 1, .dims = {st.dims[rank - 1]}},
            r1 = {.elem = DT_I64, .rank = 1, .dims = {rt.dims[0]}};
    ir_value *ij[2] = {iota(im, op, &cl, 0, 1), iota(im, op, &r1, 0, 1)};
    ij[1] = imp_append(im, op, IR_OP_VIEW, &ij[1], 1, &rt, NULL);
    ir_value *later = ew_broadcast(im, op, EW_GT, ij, 2, DT_BOOL, &t);
    ir_value *sel[3] = {later, ninf, s};
    s = later ? ew_broadcast(im, op, EW_SELECT, sel, 3, ct, &t) : NULL;
  }
  if (s && mask && mask->type.elem == DT_BOOL) {
    ir_value *sel[3] = {mask, s, ninf};
    s = ew_broadcast(im, op, EW_SELECT, sel, 3, ct, &t);
  } else if (s && mask) {
    xs[0] = s, xs[1] = as_dtype(im, op, mask, ct);
    s = ew_broadcast(im, op, EW_ADD, xs, 2, ct, &t);
  }
  if (!s) return NULL;
  uint32_t last = 1u << (rank - 1);
  ir_value *m = reduce(im, op, RED_MAX, s, last, ct);
  xs[0] = s, xs[1] = m;
  ir_value *e = ew_broadcast(im, op, EW_SUB, xs, 2, ct, &t);
  e = e ? ew(im, op, EW_EXP, &e, 1, &t) : NULL;
  if (!e) return NULL;
  ir_value *sum = reduce(im, op, RED_SUM, e, last, ct);
  t = sum->type;
  xs[0] = ew(im, op, EW_LOG, &sum, 1, &t), xs[1] = m;
  ir_value *lse = ew_broadcast(im, op, EW_ADD, xs, 2, ct, &t);
  return lse ? drop_axes(im, op, lse, last) : NULL;
}

// _scaled_dot_product_flash_attention_for_cpu(q, k, v, dropout, causal, mask?, scale?)
// scaled_dot_product_attention(q, k, v, mask?, dropout, causal, scale?)
static void import_attention(importer *im, const ast_op *op, bool flash) {
  import_value *q = imp_operand(im, op, 0, IV_TENSOR), *k = imp_operand(im, op, 1, IV_TENSOR),
               *v = imp_operand(im, op, 2, IV_TENSOR);
  int mask_at = flash ? 5 : 3, causal_at = flash ? 4 : 5, scale_at = 6;
  bool causal = false;
  double scale;
  if (!q || !k || !v || !rank_at_least(im, op, q->tensor, 2) ||
      !bool_operand(im, op, causal_at, &causal))
    return;
  // the scale is explicit in the IR (an explicit 0.0 is 0.0): None is
  // torch's default 1 / sqrt(E), computed here from the static E
  if (imp_operand_count(op) > scale_at && !optional_none(im, op, scale_at)) {
    if (!scalar_operand(im, op, scale_at, &scale)) return;
  } else {
    int64_t e;
    if (!dim_is_const(q->tensor->type.dims[q->tensor->type.rank - 1], &e) || e <= 0)
      return imp_opaque(im, op); // a dynamic head dim: listed as unsupported
    scale = 1 / sqrt((double)e);
  }
  ir_value *xs[4] = {q->tensor, k->tensor, v->tensor};
  int n = 3;
  ir_value *kh = kv_heads(im, op, k->tensor), *vh = kv_heads(im, op, v->tensor);
  if (kh != k->tensor && vh != v->tensor && kh->type.dims[1] == vh->type.dims[1])
    xs[1] = kh, xs[2] = vh;
  if (imp_operand_count(op) > mask_at && !optional_none(im, op, mask_at)) {
    import_value *m = imp_operand(im, op, mask_at, IV_TENSOR);
    if (!m) return;
    xs[n++] = m->tensor;
  }
  ir_type type = q->tensor->type;
  type.elem = result_dtype(im, op, type.elem);
  type.dims[type.rank - 1] = v->tensor->type.dims[v->tensor->type.rank - 1];
  ir_op *o = finish(im, op, IR_OP_ATTENTION, xs, n, &type);
  o->flag = causal;
  o->value = scale;
  if (flash && op->result_type_count > 1) {
    ir_value *lse =
        attention_lse(im, op, q->tensor, k->tensor, n > 3 ? xs[3] : NULL, causal, scale);
    if (lse) imp_define(im, op, 1, imp_tensor_value(im, lse));
  }
}

static void import_flash_attention(importer *im, const ast_op *op) {
  import_attention(im, op, true);
}
static void import_sdpa(importer *im, const ast_op *op) { import_attention(im, op, false); }

// util.global.load @name : tensor<...>
static void import_global_load(importer *im, const ast_op *op) {
  const ast_item *name = imp_first_item(op, AST_ITEM_SYMBOL);
  ir_global *g = name ? ir_find_global(C(im), name->name + 1) : NULL;
  if (!g) {
    IMPORT_ERROR(im, op->where, "util.global.load of an unknown global '%s'",
                 name ? name->name : "?");
    return;
  }
  ir_type type = g->type;
  ir_op *o = finish(im, op, IR_OP_GLOBAL, NULL, 0, &type);
  o->name = g->name;
}

// util.call / func.call @f(%args) : (types) -> types
static void import_call(importer *im, const ast_op *op) {
  const ast_item *callee = imp_first_item(op, AST_ITEM_SYMBOL);
  const ast_item *args = imp_first_item(op, AST_ITEM_GROUP);
  ir_value **xs = ARENA_NEW_ARRAY(&C(im)->mem, ir_value *, args ? args->count + 1 : 1);
  int n = 0;
  for (int i = 0; args && i < args->count; i++) {
    if (args->items[i].kind != AST_ITEM_VALUE) continue;
    import_value *v = imp_lookup(im, &args->items[i]);
    if (!v) return;
    if (v->kind != IV_TENSOR) {
      IMPORT_ERROR(im, args->items[i].where, "call arguments must be tensors");
      return;
    }
    xs[n++] = v->tensor;
  }
  ir_type type;
  if (!callee || op->result_type_count != 1 ||
      !imp_convert_type(im, op->result_types[0], "call", &type)) {
    if (callee && op->result_type_count != 1)
      IMPORT_ERROR(im, op->where, "calls with %d results are not supported", op->result_type_count);
    return;
  }
  ir_op *o = finish(im, op, IR_OP_CALL, xs, n, &type);
  o->name = arena_strdup(&C(im)->mem, callee->name + 1);
}

// A mutable argument (!torch.tensor) is read with torch.copy.to_vtensor and
// written with torch.overwrite.tensor.contents. Torch's semantics are those
// of a variable: a read sees the last value written before it in program
// order (the argument's own value before any write), and the caller's
// buffer holds the last value written when the call returns. So the
// function keeps one write-back per argument (the last), sorted by
// argument index (the order in which the runtime and the reference list
// the new values), and a read after a write gets the written value.
static int inout_index(const ir_function *fn, int arg) {
  for (int i = 0; i < fn->inout_count; i++)
    if (fn->inout_args[i] == arg) return i;
  return -1;
}

// torch.copy.to_vtensor %arg: the argument's current value.
static void import_copy_to_vtensor(importer *im, const ast_op *op) {
  import_value *v = imp_operand(im, op, 0, IV_TENSOR);
  if (!v) return;
  int i = v->tensor->arg_index >= 0 ? inout_index(im->fn, v->tensor->arg_index) : -1;
  imp_define(im, op, 0, i >= 0 ? imp_tensor_value(im, im->fn->inout_values[i]) : v);
}

// The written value must have the argument's dtype and shape: the runtime
// writes it into the caller's buffer.
static bool overwrite_type_ok(importer *im, const ast_op *op, const ir_value *v,
                              const ir_value *dst) {
  if (v->type.elem != dst->type.elem || v->type.rank != dst->type.rank) {
    IMPORT_ERROR(im, op->where,
                 "torch.overwrite.tensor.contents writes a %s rank-%d value into a %s rank-%d "
                 "argument",
                 dtype_name(v->type.elem), v->type.rank, dtype_name(dst->type.elem),
                 dst->type.rank);
    return false;
  }
  for (int d = 0; d < v->type.rank; d++) {
    char what[64];
    snprintf(what, sizeof what, "dim %d of the overwritten argument", d);
    if (!imp_unify(im, v->type.dims[d], dst->type.dims[d], op->where, what)) return false;
  }
  return true;
}

// torch.overwrite.tensor.contents %value overwrites %arg
void import_overwrite(importer *im, const ast_op *op) {
  import_value *v = imp_operand(im, op, 0, IV_TENSOR), *dst = imp_operand(im, op, 1, IV_TENSOR);
  if (!v || !dst) return;
  if (dst->tensor->arg_index < 0) {
    IMPORT_ERROR(im, op->where, "torch.overwrite.tensor.contents must overwrite an argument");
    return;
  }
  if (!overwrite_type_ok(im, op, v->tensor, dst->tensor)) return;
  ir_function *fn = im->fn;
  int arg = dst->tensor->arg_index, at = inout_index(fn, arg);
  if (at >= 0) { // written again: the last write is the one the caller sees
    fn->inout_values[at] = v->tensor;
    return;
  }
  int n = fn->inout_count + 1;
  int *args = ARENA_NEW_ARRAY(&C(im)->mem, int, n);
  ir_value **vals = ARENA_NEW_ARRAY(&C(im)->mem, ir_value *, n);
  int at_sorted = 0; // sorted by argument index
  while (at_sorted < fn->inout_count && fn->inout_args[at_sorted] < arg) at_sorted++;
  for (int i = 0; i < fn->inout_count; i++) {
    int to = i + (i >= at_sorted);
    args[to] = fn->inout_args[i], vals[to] = fn->inout_values[i];
  }
  args[at_sorted] = arg, vals[at_sorted] = v->tensor;
  fn->inout_args = args, fn->inout_values = vals, fn->inout_count = n;
}

// The kind a return type declares (a tensor unless !torch.int/float/bool).
static ir_kind declared_kind(const ast_op *op, int i) {
  if (i >= op->operand_type_count) return IR_KIND_TENSOR;
  switch (op->operand_types[i]->kind) {
  case AST_TYPE_TORCH_INT: return IR_KIND_INT;
  case AST_TYPE_TORCH_FLOAT: return IR_KIND_FLOAT;
  case AST_TYPE_TORCH_BOOL: return IR_KIND_BOOL;
  default: return IR_KIND_TENSOR;
  }
}

// Result i as a value: a tensor, or a scalar (an integer from dims, a
// constant, a scalar argument) as a rank-0 value of its kind's dtype.
static ir_value *result_value(importer *im, const ast_op *op, int i, ir_kind *kind) {
  const ast_item *it = imp_operand_item(op, i);
  import_value *v = imp_lookup(im, it);
  if (!v) return NULL;
  *kind = declared_kind(op, i);
  ir_value *r = NULL;
  int64_t c;
  if (v->kind == IV_TENSOR) r = v->tensor;
  else if (v->kind == IV_INT && v->i && dim_is_const(v->i, &c))
    r = constant_scalar(im, op, (double)c, DT_I64), *kind = IR_KIND_INT;
  else if (v->kind == IV_INT && v->i) r = imp_size_value(im, op, v->i), *kind = IR_KIND_INT;
  else if (v->kind == IV_FLOAT) r = constant_scalar(im, op, v->f, DT_F64), *kind = IR_KIND_FLOAT;
  else if (v->kind == IV_BOOL) r = constant_scalar(im, op, v->f, DT_BOOL), *kind = IR_KIND_BOOL;
  if (!r) {
    IMPORT_ERROR(im, it->where, "result %d is %s facet cannot compute", i,
                 v->kind == IV_INT ? "an integer" : "a value");
    return NULL;
  }
  if (*kind != IR_KIND_TENSOR && (r->type.rank != 0 || r->type.elem != ir_kind_dtype(*kind))) {
    IMPORT_ERROR(im, it->where, "result %d is declared %s but is a rank-%d %s", i,
                 ir_kind_type_name(*kind), r->type.rank, dtype_name(r->type.elem));
    return NULL;
  }
  return r;
}

static void import_return(importer *im, const ast_op *op) {
  int n = imp_operand_count(op);
  ir_function *fn = im->fn;
  fn->results = ARENA_NEW_ARRAY(&C(im)->mem, ir_value *, n);
  uint8_t *kinds = ARENA_NEW_ARRAY(&C(im)->mem, uint8_t, n + 1);
  bool scalars = false;
  fn->result_count = 0;
  for (int i = 0; i < n; i++) {
    ir_kind k = IR_KIND_TENSOR;
    ir_value *r = result_value(im, op, i, &k);
    if (!r) return;
    if (dtype_is_sub_byte(r->type.elem)) {
      IMPORT_ERROR(
          im, imp_operand_item(op, i)->where,
          "@%s returns %s tensors: i4 / i2 tensors exist "
          "only inside a function, as a flow.tensor.bitcast of i8 read by a linalg.generic",
          fn->name, dtype_name(r->type.elem));
      return;
    }
    kinds[fn->result_count] = (uint8_t)k;
    scalars |= k != IR_KIND_TENSOR;
    fn->results[fn->result_count++] = r;
  }
  fn->result_kinds = scalars ? kinds : NULL;
}

// An op facet parses but cannot compile: kept as IR_OP_OPAQUE (so the rest
// of the program still imports and prints) and listed once per kind.
void imp_opaque(importer *im, const ast_op *op) {
  VEC_PUSH(im->unsupported, op);
  if (!im->fn) return;
  int count = imp_operand_count(op);
  ir_value **xs = ARENA_NEW_ARRAY(&C(im)->mem, ir_value *, count + 1);
  int n = 0;
  for (int i = 0; i < count; i++) {
    const ast_item *it = imp_operand_item(op, i);
    import_value *v = hashmap_get_str(&im->scope, it->name); // silent: may be a block argument
    if (v && v->kind == IV_TENSOR && !it->result_index) xs[n++] = v->tensor;
  }
  ir_op *o = NULL;
  int result = 0;
  for (int r = 0; r < op->result_type_count; r++) {
    const ast_type *t = op->result_types[r];
    ir_type type;
    bool tensor = (t->kind == AST_TYPE_VTENSOR || t->kind == AST_TYPE_TENSOR) && t->has_shape &&
                  t->elem != DT_INVALID && t->rank <= IR_MAX_RANK;
    char what[32];
    snprintf(what, sizeof what, "op%d.r%d", im->fn->value_count, r);
    if (!tensor || !imp_convert_type(im, t, what, &type)) {
      imp_define(im, op, result++, imp_new_value(im, IV_OTHER));
      continue;
    }
    if (!o) {
      imp_append(im, op, IR_OP_OPAQUE, xs, n, &type, &o);
      o->name = arena_strdup(&C(im)->mem, op->name);
      imp_define(im, op, result++, imp_tensor_value(im, o->result));
    } else {
      imp_define(im, op, result++, imp_new_value(im, IV_OTHER));
    }
  }
  int results = 0;
  for (int r = 0; r < op->result_count; r++) results += op->results[r].count;
  for (; result < results; result++) imp_define(im, op, result, imp_new_value(im, IV_OTHER));
  if (!o && op->result_count == 0) {
    ir_type none = {.elem = DT_I8, .rank = 0};
    imp_append(im, op, IR_OP_OPAQUE, xs, n, &none, &o);
    o->name = arena_strdup(&C(im)->mem, op->name);
  }
}

//
// Convolutional networks (NCHW, as torch exports them): convolution and
// pools as graph ops of their own (IR_OP_CONV, IR_OP_POOL: ir.h); batch
// norm, pad, the clamps, upsampling decomposed into elementwise ops,
// concats, slices and index_selects, the exact way torch computes them.
//
// A list operand of constant integers, at most `max` of them.
static bool const_ints(importer *im, const ast_op *op, int n, int64_t *out, int max, int *count) {
  const dim_expr *e[IR_MAX_RANK];
  int k;
  if (!int_list(im, op, n, e, &k)) return false;
  if (k > max) {
    IMPORT_ERROR(im, imp_operand_item(op, n)->where, "'%s' takes at most %d values here, got %d",
                 op->name, max, k);
    return false;
  }
  for (int i = 0; i < k; i++)
    if (!dim_is_const(imp_resolve(im, e[i]), &out[i])) {
      IMPORT_ERROR(im, imp_operand_item(op, n)->where, "'%s' needs constant integers here",
                   op->name);
      return false;
    }
  *count = k;
  return true;
}

// A per-spatial-dim parameter (kernel, stride, padding, dilation) of a
// 1-d or 2-d window: one value for every dim, or one per dim; an empty
// list takes `fallback` (a pool's stride defaults to its kernel). A 1-d
// window is a 2-d one of height 1: its dim 0 takes `height` (1, or 0 for
// padding) and dim 1 the value.
static bool spatial_param(importer *im, const ast_op *op, int n, int spatial,
                          const int64_t *fallback, int64_t height, const char *what,
                          int64_t out[2]) {
  int64_t v[IR_MAX_RANK];
  int k;
  if (!const_ints(im, op, n, v, IR_MAX_RANK, &k)) return false;
  if (k == 0 && fallback) return out[0] = fallback[0], out[1] = fallback[1], true;
  if (k != 1 && k != spatial) {
    if (spatial == 1)
      IMPORT_ERROR(im, imp_operand_item(op, n)->where, "'%s' needs 1 %s value, got %d", op->name,
                   what, k);
    else
      IMPORT_ERROR(im, imp_operand_item(op, n)->where, "'%s' needs 1 or %d %s values, got %d",
                   op->name, spatial, what, k);
    return false;
  }
  out[0] = spatial == 1 ? height : v[0];
  out[1] = v[k - 1];
  return true;
}

static int64_t max_i64(int64_t a, int64_t b) { return a > b ? a : b; }

// Output size of a window along one dim, as torch computes it
// (pooling_output_shape / conv's output size): floor((in + 2 pad -
// dilation (kernel - 1) - 1 (+ stride - 1 with ceil_mode)) / stride) + 1,
// one less with ceil_mode when the last window would start in the right
// padding. NULL after an error when it is not at least 1.
static const dim_expr *window_out(importer *im, const ast_op *op, const dim_expr *in, int64_t k,
                                  int64_t s, int64_t p, int64_t d, bool ceil_mode) {
  int64_t span = d * (k - 1) + 1, h;
  const dim_expr *num =
      dim_add(C(im), in, dim_const(C(im), 2 * p - span + (ceil_mode ? s - 1 : 0)));
  const dim_expr *out =
      dim_add(C(im), dim_floordiv(C(im), num, dim_const(C(im), s)), dim_const(C(im), 1));
  if (!dim_is_const(in, &h)) {
    if (ceil_mode) {
      IMPORT_ERROR(im, op->where, "'%s' with ceil_mode needs static spatial sizes", op->name);
      return NULL;
    }
    // a dynamic size whose range lets the window overhang the padded
    // input would make an output dim below 1 at run time, which torch
    // refuses: refused here, where the range says so
    uint64_t least = (uint64_t)max_i64(span - 2 * p, 1);
    if (ir_dim_fact(im->fn, imp_resolve(im, in)).umin < least) {
      IMPORT_ERROR(
          im, op->where,
          "'%s': a dynamic input size may be smaller than the window (%lld, padded by %lld): "
          "its symbol needs a min_val of at least %llu",
          op->name, (long long)span, (long long)p, (unsigned long long)least);
      return NULL;
    }
    return out;
  }
  int64_t o, num_c = h + 2 * p - span + (ceil_mode ? s - 1 : 0);
  o = (num_c >= 0 ? num_c / s : -((-num_c + s - 1) / s)) + 1;
  if (ceil_mode && (o - 1) * s >= h + p) o--;
  if (o < 1) {
    IMPORT_ERROR(im, op->where,
                 "'%s': a window of %lld (dilated) does not fit an input of %lld padded by %lld",
                 op->name, (long long)span, (long long)h, (long long)p);
    return NULL;
  }
  return dim_const(C(im), o);
}

// Window sizes facet takes: positive (padding >= 0) and at most
// WINDOW_MAX, so that no size arithmetic overflows.
enum { WINDOW_MAX = 1 << 24 };

static bool window_params_ok(importer *im, const ast_op *op, const ir_window *w) {
  for (int i = 0; i < 2; i++) {
    if (w->kernel[i] < 1 || w->stride[i] < 1 || w->dilation[i] < 1 || w->pad[i] < 0) {
      IMPORT_ERROR(im, op->where, "'%s' needs kernel, stride and dilation >= 1 and padding >= 0",
                   op->name);
      return false;
    }
    if (w->kernel[i] > WINDOW_MAX || w->stride[i] > WINDOW_MAX || w->dilation[i] > WINDOW_MAX ||
        w->pad[i] > WINDOW_MAX) {
      IMPORT_ERROR(im, op->where,
                   "'%s': a kernel, stride, dilation or padding over %d is not supported", op->name,
                   WINDOW_MAX);
      return false;
    }
  }
  return true;
}

static ir_value *view_as(importer *im, const ast_op *op, ir_value *x, const ir_type *type) {
  ir_type t = *type;
  return imp_append(im, op, IR_OP_VIEW, &x, 1, &t, NULL);
}

// x of rank 3 [N, C, L] as [N, C, 1, L] (a 1-d window is a 2-d one of height 1).
static ir_value *add_height(importer *im, const ast_op *op, ir_value *x) {
  ir_type t = {.elem = x->type.elem,
               .rank = 4,
               .dims = {x->type.dims[0], x->type.dims[1], dim_const(C(im), 1), x->type.dims[2]}};
  return view_as(im, op, x, &t);
}

static bool rank_is(importer *im, const ast_op *op, const ir_value *x, int rank, const char *what) {
  if (x->type.rank == rank) return true;
  IMPORT_ERROR(im, op->where, "'%s' needs %s of rank %d, got rank %d", op->name, what, rank,
               x->type.rank);
  return false;
}

static bool static_dim(importer *im, const ast_op *op, const ir_value *x, int d, const char *what,
                       int64_t *out) {
  if (dim_is_const(x->type.dims[d], out)) return true;
  IMPORT_ERROR(im, op->where, "'%s' needs a static %s", op->name, what);
  return false;
}

// The channel checks of a convolution: w is [K, C / groups, R, S], x has C
// channels, groups divides K, a bias has K elements.
static bool conv_channels_ok(importer *im, const ast_op *op, const ir_value *x, const ir_value *w,
                             const ir_value *bias, int64_t groups) {
  int64_t K, Cg, R, S, C_in;
  if (!static_dim(im, op, w, 0, "weight shape", &K) ||
      !static_dim(im, op, w, 1, "weight shape", &Cg) ||
      !static_dim(im, op, w, 2, "weight shape", &R) ||
      !static_dim(im, op, w, 3, "weight shape", &S) ||
      !static_dim(im, op, x, 1, "number of input channels", &C_in))
    return false;
  if (groups < 1 || K % groups != 0) {
    IMPORT_ERROR(im, op->where, "'%s': groups = %lld does not divide the %lld output channels",
                 op->name, (long long)groups, (long long)K);
    return false;
  }
  int64_t expected;
  if (__builtin_mul_overflow(Cg, groups, &expected) || expected != C_in) {
    IMPORT_ERROR(im, op->where,
                 "'%s': the input has %lld channels, but the weight [%lld, %lld, ...] with "
                 "groups = %lld expects %lld",
                 op->name, (long long)C_in, (long long)K, (long long)Cg, (long long)groups,
                 (long long)expected);
    return false;
  }
  int64_t b;
  if (bias && (bias->type.rank != 1 || !dim_is_const(bias->type.dims[0], &b) || b != K)) {
    IMPORT_ERROR(im, op->where, "'%s': the bias must be [%lld], one value per output channel",
                 op->name, (long long)K);
    return false;
  }
  if (!dtype_is_float(x->type.elem) || x->type.elem != w->type.elem ||
      (bias && bias->type.elem != x->type.elem)) {
    IMPORT_ERROR(im, op->where, "'%s' needs input, weight and bias of one float dtype", op->name);
    return false;
  }
  return true;
}

// x [N, C, H, W] conv w [K, C / groups, R, S]: the graph's CONV; a 1-d
// convolution (x and w seen with height 1) is viewed back to [N, K, L].
static void conv_to(importer *im, const ast_op *op, ir_value *x, ir_value *w, ir_value *bias,
                    ir_window win, int spatial) {
  if (!conv_channels_ok(im, op, x, w, bias, win.groups)) return;
  for (int i = 0; i < 2; i++) dim_is_const(w->type.dims[2 + i], &win.kernel[i]);
  if (!window_params_ok(im, op, &win)) return;
  ir_type type = {.elem = result_dtype(im, op, x->type.elem),
                  .rank = 4,
                  .dims = {x->type.dims[0], w->type.dims[0]}};
  for (int i = 0; i < 2; i++)
    if (!(type.dims[2 + i] = window_out(im, op, x->type.dims[2 + i], win.kernel[i], win.stride[i],
                                        win.pad[i], win.dilation[i], false)))
      return;
  ir_value *xs[3] = {x, w, bias};
  ir_op *o;
  ir_value *r = imp_append(im, op, IR_OP_CONV, xs, bias ? 3 : 2, &type, &o);
  o->win = arena_memdup(&C(im)->mem, &win, sizeof win);
  if (spatial == 1) {
    ir_type t = {.elem = type.elem, .rank = 3, .dims = {type.dims[0], type.dims[1], type.dims[3]}};
    r = view_as(im, op, r, &t);
    type = t;
  }
  define_result(im, op, r, &type);
}

static ir_value *pad_axis(importer *im, const ast_op *op, ir_value *x, int axis, int64_t before,
                          int64_t after, double value);
static ir_value *select_rows(importer *im, const ast_op *op, ir_value *x, int axis, ir_value *idx);

// size - 1 - i for i < size (a dim of x): the indices that reverse it.
static ir_value *reversed_index(importer *im, const ast_op *op, const dim_expr *size) {
  ir_type t = {.elem = DT_I64, .rank = 1, .dims = {size}};
  int64_t n;
  if (dim_is_const(size, &n)) return iota(im, op, &t, (double)(n - 1), -1);
  ir_value *last = imp_size_value(im, op, dim_add(C(im), size, dim_const(C(im), -1)));
  return ew2(im, op, EW_ADD, iota(im, op, &t, 0, -1), last, &t);
}

// Operand 2, a convolution's bias: none, or a tensor.
static bool optional_bias(importer *im, const ast_op *op, ir_value **bias) {
  *bias = NULL;
  if (optional_none(im, op, 2)) return true;
  import_value *b = imp_operand(im, op, 2, IV_TENSOR);
  if (b) *bias = b->tensor;
  return b != NULL;
}

// w [G * Ci, Co, R, S] (a transposed convolution's weight: in channels
// first) as a direct convolution's [G * Co, Ci, R, S], flipped along R and S.
static ir_value *transposed_weight(importer *im, const ast_op *op, ir_value *w, int64_t groups) {
  int64_t dims[4];
  for (int d = 0; d < 4; d++) dim_is_const(w->type.dims[d], &dims[d]);
  for (int d = 2; d < 4; d++)
    if (dims[d] > 1) w = select_rows(im, op, w, d, reversed_index(im, op, w->type.dims[d]));
  int64_t ci = dims[0] / groups, co = dims[1];
  ir_type g = {.elem = w->type.elem, .rank = 5};
  int64_t gd[5] = {groups, ci, co, dims[2], dims[3]};
  for (int d = 0; d < 5; d++) g.dims[d] = dim_const(C(im), gd[d]);
  ir_value *v = view_as(im, op, w, &g);
  static const int swap12[5] = {0, 2, 1, 3, 4};
  ir_type gt = g;
  for (int d = 0; d < 5; d++) gt.dims[d] = g.dims[swap12[d]];
  ir_op *o;
  v = imp_append(im, op, IR_OP_TRANSPOSE, &v, 1, &gt, &o);
  memcpy(o->perm, swap12, sizeof swap12);
  ir_type k = {.elem = w->type.elem,
               .rank = 4,
               .dims = {dim_const(C(im), groups * co), dim_const(C(im), ci), w->type.dims[2],
                        w->type.dims[3]}};
  return view_as(im, op, v, &k);
}

// x [N, C, H, W] with stride - 1 zeros between neighbours along `axis`
// (H -> (H - 1) * stride + 1), then padded by `before` and `after` zeros
// (negative: that many removed).
static ir_value *spread_and_pad(importer *im, const ast_op *op, ir_value *x, int axis,
                                int64_t stride, int64_t before, int64_t after) {
  if (stride > 1) {
    ir_type t = {.elem = x->type.elem, .rank = x->type.rank + 1};
    for (int d = 0, e = 0; d < t.rank; d++)
      t.dims[d] = d == axis + 1 ? dim_const(C(im), 1) : x->type.dims[e++];
    x = pad_axis(im, op, view_as(im, op, x, &t), axis + 1, 0, stride - 1, 0);
    ir_type m = x->type;
    m.rank--;
    for (int d = 0; d < m.rank; d++)
      m.dims[d] = d < axis    ? x->type.dims[d]
                  : d == axis ? dim_mul(C(im), x->type.dims[d], dim_const(C(im), stride))
                              : x->type.dims[d + 1];
    x = view_as(im, op, x, &m);
    after -= stride - 1;
  }
  return pad_axis(im, op, x, axis, before, after, 0);
}

// A transposed convolution as the direct one it equals (what torch-mlir
// lowers it to): the input spread by the stride (stride - 1 zeros between
// neighbours), padded by dilation * (kernel - 1) - padding before and that
// plus output_padding after, convolved at stride 1 and the same dilation
// by the weight flipped, its in and out channels swapped within each group.
// Each output needs stride^2 times the multiply-adds of torch's kernel on
// the spread zeros. x and w are 4-d (a 1-d one seen with height 1).
static void conv_transpose_to(importer *im, const ast_op *op, ir_value *x, ir_value *w,
                              ir_value *bias, ir_window win, const int64_t out_pad[2],
                              int spatial) {
  int64_t ci, co, c_in;
  if (!static_dim(im, op, w, 0, "weight shape", &ci) ||
      !static_dim(im, op, w, 1, "weight shape", &co) ||
      !static_dim(im, op, w, 2, "weight shape", &win.kernel[0]) ||
      !static_dim(im, op, w, 3, "weight shape", &win.kernel[1]) ||
      !static_dim(im, op, x, 1, "number of input channels", &c_in) ||
      !window_params_ok(im, op, &win))
    return;
  if (win.groups < 1 || c_in % win.groups || ci != c_in) {
    IMPORT_ERROR(im, op->where,
                 "'%s': a transposed convolution's weight is [in channels, out channels / groups, "
                 "...]; got [%lld, ...] for %lld input channels, groups = %lld",
                 op->name, (long long)ci, (long long)c_in, (long long)win.groups);
    return;
  }
  for (int i = 0; i < 2; i++)
    if (out_pad[i] < 0 || (out_pad[i] >= win.stride[i] && out_pad[i] >= win.dilation[i])) {
      IMPORT_ERROR(im, op->where,
                   "'%s': output padding %lld must be smaller than the stride or the dilation",
                   op->name, (long long)out_pad[i]);
      return;
    }
  for (int i = 0; i < 2; i++) {
    int64_t before = win.dilation[i] * (win.kernel[i] - 1) - win.pad[i];
    x = spread_and_pad(im, op, x, 2 + i, win.stride[i], before, before + out_pad[i]);
    win.stride[i] = 1, win.pad[i] = 0;
  }
  conv_to(im, op, x, transposed_weight(im, op, w, win.groups), bias, win, spatial);
}

// convolution %x, %w, %bias, %stride, %padding, %dilation, %transposed,
// %output_padding, %groups (and _convolution's flags after them);
// conv1d / conv2d %x, %w, %bias, %stride, %padding, %dilation, %groups
static void import_conv(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR), *w = imp_operand(im, op, 1, IV_TENSOR);
  if (!x || !w) return;
  bool full = strstr(op->name, "convolution") != NULL;
  int spatial = x->tensor->type.rank - 2;
  if (!strcmp(op->name, "torch.aten.conv1d")) spatial = 1;
  if (!strcmp(op->name, "torch.aten.conv2d")) spatial = 2;
  if (spatial != 1 && spatial != 2) {
    IMPORT_ERROR(im, op->where,
                 "'%s' of a rank-%d input: only 1-d and 2-d convolutions are supported", op->name,
                 x->tensor->type.rank);
    return;
  }
  if (!rank_is(im, op, x->tensor, spatial + 2, "an input") ||
      !rank_is(im, op, w->tensor, spatial + 2, "a weight"))
    return;
  ir_window win = {.groups = 1};
  int64_t one[2] = {1, 1}, zero[2] = {0, 0};
  if (!spatial_param(im, op, 3, spatial, one, 1, "stride", win.stride) ||
      !spatial_param(im, op, 4, spatial, zero, 0, "padding", win.pad) ||
      !spatial_param(im, op, 5, spatial, one, 1, "dilation", win.dilation))
    return;
  bool transposed = false;
  if (full && !bool_operand(im, op, 6, &transposed)) return;
  int64_t out_pad[2] = {0, 0};
  if (transposed && !spatial_param(im, op, 7, spatial, zero, 0, "output padding", out_pad)) return;
  if (!const_int(im, op, full ? 8 : 6, &win.groups)) return;
  ir_value *bias = NULL;
  if (!optional_bias(im, op, &bias)) return;
  ir_value *x4 = x->tensor, *w4 = w->tensor;
  if (spatial == 1) x4 = add_height(im, op, x4), w4 = add_height(im, op, w4);
  if (transposed) conv_transpose_to(im, op, x4, w4, bias, win, out_pad, spatial);
  else conv_to(im, op, x4, w4, bias, win, spatial);
}

// conv_transpose1d / conv_transpose2d.input %x, %w, %bias, %stride,
// %padding, %output_padding, %groups, %dilation
static void import_conv_transpose(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR), *w = imp_operand(im, op, 1, IV_TENSOR);
  if (!x || !w) return;
  int spatial = strstr(op->name, "conv_transpose1d") ? 1 : 2;
  if (!rank_is(im, op, x->tensor, spatial + 2, "an input") ||
      !rank_is(im, op, w->tensor, spatial + 2, "a weight"))
    return;
  ir_window win = {.groups = 1};
  int64_t one[2] = {1, 1}, zero[2] = {0, 0}, out_pad[2];
  ir_value *bias = NULL;
  if (!spatial_param(im, op, 3, spatial, one, 1, "stride", win.stride) ||
      !spatial_param(im, op, 4, spatial, zero, 0, "padding", win.pad) ||
      !spatial_param(im, op, 5, spatial, zero, 0, "output padding", out_pad) ||
      !const_int(im, op, 6, &win.groups) ||
      !spatial_param(im, op, 7, spatial, one, 1, "dilation", win.dilation) ||
      !optional_bias(im, op, &bias))
    return;
  ir_value *x4 = x->tensor, *w4 = w->tensor;
  if (spatial == 1) x4 = add_height(im, op, x4), w4 = add_height(im, op, w4);
  conv_transpose_to(im, op, x4, w4, bias, win, out_pad, spatial);
}

static ir_value *pool_to(importer *im, const ast_op *op, ir_value *x, ir_red_kind red,
                         ir_window win, const dim_expr *out_h, const dim_expr *out_w) {
  ir_type type = {.elem = result_dtype(im, op, x->type.elem),
                  .rank = 4,
                  .dims = {x->type.dims[0], x->type.dims[1], out_h, out_w}};
  ir_op *o;
  ir_value *r = imp_append(im, op, IR_OP_POOL, &x, 1, &type, &o);
  o->red = red;
  o->win = arena_memdup(&C(im)->mem, &win, sizeof win);
  return r;
}

// torch's check of a pool's padding: at most half the kernel (what makes
// every window hold an element of the input).
static bool pool_pad_ok(importer *im, const ast_op *op, const ir_window *w) {
  for (int i = 0; i < 2; i++)
    if (w->pad[i] > w->kernel[i] / 2) {
      IMPORT_ERROR(im, op->where, "'%s': padding %lld is more than half the kernel %lld", op->name,
                   (long long)w->pad[i], (long long)w->kernel[i]);
      return false;
    }
  return true;
}

// The input of a pool over `spatial` dims: [N, C, H, W], or [N, C, L] seen
// as [N, C, 1, L] (a 1-d pool is a 2-d one of height 1, as torch computes
// avg_pool1d and adaptive_avg_pool1d).
static bool pool_input(importer *im, const ast_op *op, int spatial, ir_value **x) {
  import_value *v = imp_operand(im, op, 0, IV_TENSOR);
  if (!v || !rank_is(im, op, v->tensor, spatial + 2,
                     spatial == 1 ? "an input [N, C, L]" : "an input [N, C, H, W]"))
    return false;
  if (!float_only(im, op, v->tensor->type.elem)) return false;
  *x = spatial == 1 ? add_height(im, op, v->tensor) : v->tensor;
  return true;
}

// The pool's result r [N, C, H', W'] as the op's: [N, C, W'] for a 1-d pool.
static void define_pool(importer *im, const ast_op *op, ir_value *r, int spatial) {
  if (spatial == 1) {
    ir_type t = {.elem = r->type.elem,
                 .rank = 3,
                 .dims = {r->type.dims[0], r->type.dims[1], r->type.dims[3]}};
    r = view_as(im, op, r, &t);
  }
  define_result(im, op, r, &r->type);
}

static int pool_spatial(const ast_op *op) { return strstr(op->name, "pool1d") ? 1 : 2; }

// The indices max_pool2d_with_indices returns beside the maxima y of x
// [N, C, H, W] (static H, W): torch's CPU kernel scans a window's in-bounds
// taps row by row from the first one, keeping a value strictly greater than
// the best so far or any NaN, and returns its flat index h * W + w. So: the
// first in-bounds tap equal to y, or where y is NaN (NaN wins the pool) the
// last NaN tap. One select per tap, over strided slices of x padded with
// -inf; each tap's indices (-1 out of bounds) are a constant.
static ir_value *pool_indices(importer *im, const ast_op *op, ir_value *x, ir_value *y,
                              const ir_window *w) {
  int64_t in[2], out[2];
  for (int i = 0; i < 2; i++)
    if (!static_dim(im, op, x, 2 + i, "spatial size for its indices", &in[i]) ||
        !dim_is_const(y->type.dims[2 + i], &out[i]))
      return NULL;
  ir_value *xp = x;
  for (int i = 0; i < 2; i++) { // room for every tap of every window
    int64_t need = (out[i] - 1) * w->stride[i] + (w->kernel[i] - 1) * w->dilation[i] + 1;
    xp = pad_axis(im, op, xp, 2 + i, w->pad[i], need - in[i] - w->pad[i], -INFINITY);
  }
  ir_type it = y->type, bt = y->type;
  it.elem = DT_I64, bt.elem = DT_BOOL;
  ir_value *zero = constant_scalar(im, op, 0, DT_I64);
  ir_value *first = constant_scalar(im, op, -1, DT_I64), *last = first; // none found
  int64_t taps = w->kernel[0] * w->kernel[1];
  for (int64_t q = 0; q < 2 * taps; q++) {
    int64_t k = q < taps ? taps - 1 - q : q - taps; // backwards for the first, forwards for NaN
    int64_t ti[2] = {k / w->kernel[1], k % w->kernel[1]};
    ir_value *v = xp;
    ir_type st;
    for (int i = 0; i < 2; i++) {
      int64_t start = ti[i] * w->dilation[i];
      v = slice(im, op, v, 2 + i, dim_const(C(im), start),
                dim_const(C(im), start + (out[i] - 1) * w->stride[i] + 1), w->stride[i], &st);
    }
    int64_t *flat = ARENA_NEW_ARRAY(&C(im)->mem, int64_t, (size_t)(out[0] * out[1]));
    for (int64_t oh = 0; oh < out[0]; oh++)
      for (int64_t ow = 0; ow < out[1]; ow++) {
        int64_t h = oh * w->stride[0] - w->pad[0] + ti[0] * w->dilation[0];
        int64_t c = ow * w->stride[1] - w->pad[1] + ti[1] * w->dilation[1];
        flat[oh * out[1] + ow] = h >= 0 && h < in[0] && c >= 0 && c < in[1] ? h * in[1] + c : -1;
      }
    ir_type ft = {.elem = DT_I64, .rank = 2, .dims = {y->type.dims[2], y->type.dims[3]}};
    ir_value *idx = constant_data(im, op, ft, flat);
    ir_type vt = idx->type;
    vt.elem = DT_BOOL;
    ir_value *valid = ew2(im, op, EW_GE, idx, zero, &vt);
    ir_value *hit = q < taps ? ew2(im, op, EW_EQ, v, y, &bt) : ew2(im, op, EW_NE, v, v, &bt);
    ir_value *cond[2] = {valid, hit}, *xs[3] = {NULL, idx, q < taps ? first : last};
    xs[0] = ew_broadcast(im, op, EW_AND, cond, 2, DT_BOOL, &bt);
    ir_value *r = ew_broadcast(im, op, EW_SELECT, xs, 3, DT_I64, &it);
    if (q < taps) first = r;
    else last = r;
  }
  ir_value *xs[3] = {ew2(im, op, EW_NE, y, y, &bt), last, first};
  return ew_broadcast(im, op, EW_SELECT, xs, 3, DT_I64, &it);
}

// max_pool1d / max_pool2d %x, %kernel, %stride, %padding, %dilation, %ceil_mode
// avg_pool1d %x, %kernel, %stride, %padding, %ceil_mode, %count_include_pad
// avg_pool2d %x, %kernel, %stride, %padding, %ceil_mode, %count_include_pad, %divisor_override
static void import_pool(importer *im, const ast_op *op) {
  int spatial = pool_spatial(op);
  ir_value *x;
  if (!pool_input(im, op, spatial, &x)) return;
  bool max = strstr(op->name, "max_pool") != NULL, ceil_mode, cip = true;
  ir_window win = {.dilation = {1, 1}};
  int64_t zero[2] = {0, 0};
  if (!spatial_param(im, op, 1, spatial, NULL, 1, "kernel", win.kernel) ||
      !spatial_param(im, op, 2, spatial, win.kernel, 1, "stride", win.stride) ||
      !spatial_param(im, op, 3, spatial, zero, 0, "padding", win.pad))
    return;
  if (max && !spatial_param(im, op, 4, spatial, (int64_t[]){1, 1}, 1, "dilation", win.dilation))
    return;
  if (!bool_operand(im, op, max ? 5 : 4, &ceil_mode)) return;
  if (!max && !bool_operand(im, op, 5, &cip)) return;
  if (!max && imp_operand_count(op) > 6 && !optional_none(im, op, 6)) {
    if (!const_int(im, op, 6, &win.divisor)) return;
    if (win.divisor == 0) {
      IMPORT_ERROR(im, op->where, "'%s': divisor_override must not be 0", op->name);
      return;
    }
  }
  win.count_include_pad = cip;
  if (!window_params_ok(im, op, &win) || !pool_pad_ok(im, op, &win)) return;
  const dim_expr *out[2];
  for (int i = 0; i < 2; i++)
    if (!(out[i] = window_out(im, op, x->type.dims[2 + i], win.kernel[i], win.stride[i], win.pad[i],
                              win.dilation[i], ceil_mode)))
      return;
  ir_value *y = pool_to(im, op, x, max ? RED_MAX : RED_MEAN, win, out[0], out[1]);
  define_pool(im, op, y, spatial);
  if (strstr(op->name, "with_indices")) {
    ir_value *idx = pool_indices(im, op, x, y, &win);
    if (idx) imp_define(im, op, 1, imp_tensor_value(im, idx));
  }
}

// adaptive_avg_pool1d / adaptive_avg_pool2d %x, %output_size
static void import_adaptive_avg_pool(importer *im, const ast_op *op) {
  int spatial = pool_spatial(op);
  ir_value *x;
  int64_t size[2];
  if (!pool_input(im, op, spatial, &x) ||
      !spatial_param(im, op, 1, spatial, NULL, 1, "output size", size))
    return;
  if (size[0] < 1 || size[1] < 1 || size[0] > WINDOW_MAX || size[1] > WINDOW_MAX) {
    IMPORT_ERROR(im, op->where, "'%s' needs an output size from 1 to %d", op->name, WINDOW_MAX);
    return;
  }
  ir_window win = {.adaptive = true, .count_include_pad = true};
  define_pool(
      im, op,
      pool_to(im, op, x, RED_MEAN, win, dim_const(C(im), size[0]), dim_const(C(im), size[1])),
      spatial);
}

// A [C] value as [1, C, 1, 1] (rank-2 inputs: [1, C]), to broadcast along
// the channels of an NC... tensor of rank `rank`.
static ir_value *per_channel(importer *im, const ast_op *op, ir_value *v, int rank) {
  ir_type t = {.elem = v->type.elem, .rank = rank};
  for (int d = 0; d < rank; d++) t.dims[d] = d == 1 ? v->type.dims[0] : dim_const(C(im), 1);
  return view_as(im, op, v, &t);
}

// Inference batch norm as torch's CPU kernel computes it: per channel
// alpha = weight / sqrt(var + eps), beta = bias - mean * alpha (in the
// op's math dtype), then y = x * alpha + beta.
static void batch_norm_to(importer *im, const ast_op *op, ir_value *x, ir_value *const *p,
                          double eps) {
  dtype result = result_dtype(im, op, x->type.elem), m = opmath(result);
  int64_t Cn;
  if (x->type.rank < 2 || !static_dim(im, op, x, 1, "number of channels", &Cn)) {
    if (x->type.rank < 2) IMPORT_ERROR(im, op->where, "'%s' needs an input of rank >= 2", op->name);
    return;
  }
  for (int i = 0; i < 4; i++) {
    int64_t n;
    if (p[i] && (p[i]->type.rank != 1 || !dim_is_const(p[i]->type.dims[0], &n) || n != Cn)) {
      IMPORT_ERROR(im, op->where, "'%s': weight, bias, running mean and var must be [%lld]",
                   op->name, (long long)Cn);
      return;
    }
  }
  if (!p[2] || !p[3]) {
    IMPORT_ERROR(im, op->where, "'%s' in inference mode needs the running mean and var", op->name);
    return;
  }
  ir_type ct = {.elem = m, .rank = 1, .dims = {x->type.dims[1]}};
  ir_value *mean = convert_to(im, op, p[2], m), *var = convert_to(im, op, p[3], m);
  ir_value *one = constant_scalar(im, op, 1, m);
  ir_value *sd =
      ew(im, op, EW_SQRT,
         (ir_value *[]){ew2(im, op, EW_ADD, var, constant_scalar(im, op, eps, m), &ct)}, 1, &ct);
  ir_value *alpha = ew2(im, op, EW_DIV, one, sd, &ct);
  if (p[0]) alpha = ew2(im, op, EW_MUL, alpha, convert_to(im, op, p[0], m), &ct);
  ir_value *beta =
      ew(im, op, EW_NEG, (ir_value *[]){ew2(im, op, EW_MUL, mean, alpha, &ct)}, 1, &ct);
  if (p[1])
    beta = ew2(im, op, EW_SUB, convert_to(im, op, p[1], m), ew2(im, op, EW_MUL, mean, alpha, &ct),
               &ct);
  ir_type t = x->type;
  t.elem = m;
  ir_value *y =
      ew2(im, op, EW_MUL, convert_to(im, op, x, m), per_channel(im, op, alpha, t.rank), &t);
  y = ew2(im, op, EW_ADD, y, per_channel(im, op, beta, t.rank), &t);
  y = convert_to(im, op, y, result);
  t.elem = result;
  define_result(im, op, y, &t);
  // native_batch_norm's saved mean and invstd: empty in inference (torch's
  // CPU kernel returns tensors of 0 elements); splats of the declared type
  for (int r = 1; r < op->result_type_count && r < 3; r++) {
    ir_type rt;
    char what[32];
    snprintf(what, sizeof what, "op%d.r%d", im->fn->value_count, r);
    if (!imp_convert_type(im, op->result_types[r], what, &rt)) return;
    ir_op *o;
    imp_append(im, op, IR_OP_CONSTANT, NULL, 0, &rt, &o);
    imp_define(im, op, r, imp_tensor_value(im, o->result));
  }
}

// Operands 1-4 of batch_norm and instance_norm: weight, bias, running mean
// and variance, each a tensor or none (NULL); false after an error.
static bool running_stats(importer *im, const ast_op *op, ir_value *p[4]) {
  for (int i = 0; i < 4; i++) {
    p[i] = NULL;
    if (optional_none(im, op, 1 + i)) continue;
    import_value *v = imp_operand(im, op, 1 + i, IV_TENSOR);
    if (!v) return false;
    p[i] = v->tensor;
  }
  return true;
}

// batch_norm %x, %w, %b, %mean, %var, %training, %momentum, %eps, %cudnn
// native_batch_norm %x, %w, %b, %mean, %var, %training, %momentum, %eps
// _native_batch_norm_legit_no_training %x, %w, %b, %mean, %var, %momentum, %eps
static void import_batch_norm(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR);
  if (!x) return;
  bool no_training = strstr(op->name, "no_training") != NULL, training = false;
  double eps;
  if (!no_training && !bool_operand(im, op, 5, &training)) return;
  if (training) {
    IMPORT_ERROR(im, op->where,
                 "'%s' in training mode is not supported (only inference: training = false)",
                 op->name);
    return;
  }
  if (!scalar_operand(im, op, no_training ? 6 : 7, &eps)) return;
  ir_value *p[4];
  if (running_stats(im, op, p)) batch_norm_to(im, op, x->tensor, p, eps);
}

// group_norm %x, %num_groups, %w?, %b?, %eps, %cudnn_enabled;
// native_group_norm %x, %w?, %b?, %N, %C, %HxW, %group, %eps (-> y, mean,
// rstd [N, group]): x [N, C, *] viewed [N, G, C / G * HxW] and normalized
// over its last dim as layer_norm is (mean, biased variance, rsqrt(var +
// eps), in the math dtype), viewed back, then scaled and shifted per channel.
// instance_norm %x, %w?, %b?, %running_mean?, %running_var?,
// %use_input_stats, %momentum, %eps, %cudnn_enabled: with the input's
// statistics a group_norm of one channel per group, else batch_norm's
// inference form with the running ones.
static void import_group_norm(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR);
  bool native = strstr(op->name, "native") != NULL, instance = strstr(op->name, "instance");
  bool input_stats = true;
  int64_t groups = 0, c;
  double eps;
  int wn = native || instance ? 1 : 2; // the weight's operand; the bias follows it
  if (!x || (!instance && !const_int(im, op, native ? 6 : 1, &groups)) ||
      (instance && !bool_operand(im, op, 5, &input_stats)) ||
      !scalar_operand(im, op, native || instance ? 7 : 4, &eps))
    return;
  ir_value *xt = x->tensor;
  if (!input_stats) {
    ir_value *p[4];
    if (running_stats(im, op, p)) batch_norm_to(im, op, xt, p, eps);
    return;
  }
  int rank = xt->type.rank;
  if (rank < 2) {
    IMPORT_ERROR(im, op->where, "'%s' needs an input [N, C, ...] of rank 2 or more", op->name);
    return;
  }
  if (!static_dim(im, op, xt, 1, "number of channels", &c)) return;
  if (instance) groups = c;
  if (groups < 1 || c % groups) {
    IMPORT_ERROR(im, op->where, "'%s': %lld groups do not divide %lld channels", op->name,
                 (long long)groups, (long long)c);
    return;
  }
  dtype result = result_dtype(im, op, xt->type.elem), m = opmath(result);
  if (!float_only(im, op, m)) return;
  ir_type g = {.elem = m,
               .rank = 3,
               .dims = {xt->type.dims[0], dim_const(C(im), groups), dim_const(C(im), c / groups)}};
  for (int d = 2; d < rank; d++) g.dims[2] = dim_mul(C(im), g.dims[2], xt->type.dims[d]);
  ir_value *v = view_as(im, op, convert_to(im, op, xt, m), &g);
  ir_value *mean = reduce(im, op, RED_MEAN, v, 1u << 2, m);
  ir_value *dv = ew2(im, op, EW_SUB, v, mean, &g);
  ir_value *var = reduce(im, op, RED_MEAN, ew2(im, op, EW_MUL, dv, dv, &g), 1u << 2, m);
  ir_value *rstd = ew2(im, op, EW_ADD, var, constant_scalar(im, op, eps, m), &var->type);
  rstd = ew(im, op, EW_RSQRT, &rstd, 1, &var->type);
  ir_type t = xt->type;
  t.elem = m;
  ir_value *y = view_as(im, op, ew2(im, op, EW_MUL, dv, rstd, &g), &t);
  for (int k = 0; k < 2; k++) {
    int n = wn + k;
    if (optional_none(im, op, n)) continue;
    import_value *p = imp_operand(im, op, n, IV_TENSOR);
    int64_t size;
    if (!p) return;
    if (p->tensor->type.rank != 1 || !dim_is_const(p->tensor->type.dims[0], &size) || size != c) {
      IMPORT_ERROR(im, op->where, "'%s': the %s must be [%lld], one value per channel", op->name,
                   k ? "bias" : "weight", (long long)c);
      return;
    }
    ir_value *pc = per_channel(im, op, convert_to(im, op, p->tensor, m), rank);
    y = ew2(im, op, k ? EW_ADD : EW_MUL, y, pc, &t);
  }
  y = convert_to(im, op, y, result);
  define_result(im, op, y, &y->type);
  if (native) {
    ir_type s = {.elem = m, .rank = 2, .dims = {g.dims[0], g.dims[1]}};
    imp_define(im, op, 1,
               imp_tensor_value(im, convert_to(im, op, view_as(im, op, mean, &s),
                                               result_n_dtype(op, 1, result))));
    imp_define(im, op, 2,
               imp_tensor_value(im, convert_to(im, op, view_as(im, op, rstd, &s),
                                               result_n_dtype(op, 2, result))));
  }
}

// clamp(x, lo, hi) = minimum(maximum(x, lo), hi), NaN kept (torch's
// clamp); a missing bound is no op.
static ir_value *clamp_to(importer *im, const ast_op *op, ir_value *x, const double *lo,
                          const double *hi, dtype t) {
  ir_type type = x->type;
  type.elem = t;
  x = convert_to(im, op, x, t);
  if (lo) x = ew2(im, op, EW_MAX, x, constant_scalar(im, op, *lo, t), &type);
  if (hi) x = ew2(im, op, EW_MIN, x, constant_scalar(im, op, *hi, t), &type);
  return x;
}

// A bound of clamp (operand n; None: no bound)
static bool clamp_bound(importer *im, const ast_op *op, int n, double *v, bool *present) {
  *present = imp_operand_count(op) > n && !optional_none(im, op, n);
  return !*present || scalar_operand(im, op, n, v);
}

// clamp %x, %min?, %max? / clamp_min %x, %min / clamp_max %x, %max /
// hardtanh %x, %min_val, %max_val / relu6 %x
static void import_clamp(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR);
  if (!x) return;
  const char *k = op->name + strlen("torch.aten.");
  double lo = 0, hi = 6;
  bool has_lo = true, has_hi = true;
  if (!strcmp(k, "clamp_max")) has_lo = false;
  if (!strcmp(k, "clamp_min")) has_hi = false;
  if (!strcmp(k, "clamp") &&
      (!clamp_bound(im, op, 1, &lo, &has_lo) || !clamp_bound(im, op, 2, &hi, &has_hi)))
    return;
  if (!strcmp(k, "clamp_min") && !scalar_operand(im, op, 1, &lo)) return;
  if (!strcmp(k, "clamp_max") && !scalar_operand(im, op, 1, &hi)) return;
  if (!strcmp(k, "hardtanh") &&
      (!scalar_operand(im, op, 1, &lo) || !scalar_operand(im, op, 2, &hi)))
    return;
  if (!has_lo && !has_hi) {
    IMPORT_ERROR(im, op->where, "'%s' needs at least one of min and max", op->name);
    return;
  }
  dtype t = result_dtype(im, op, x->tensor->type.elem);
  ir_value *r = clamp_to(im, op, x->tensor, has_lo ? &lo : NULL, has_hi ? &hi : NULL, t);
  define_result(im, op, r, &r->type);
}

// hardswish(x) = x * min(max(x + 3, 0), 6) / 6 in the math dtype (torch's CPU kernel)
static void import_hardswish(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR);
  if (!x) return;
  dtype result = result_dtype(im, op, x->tensor->type.elem), m = opmath(result);
  ir_value *xm = convert_to(im, op, x->tensor, m);
  ir_type t = xm->type;
  double lo = 0, hi = 6;
  ir_value *s =
      clamp_to(im, op, ew2(im, op, EW_ADD, xm, constant_scalar(im, op, 3, m), &t), &lo, &hi, m);
  ir_value *y =
      ew2(im, op, EW_DIV, ew2(im, op, EW_MUL, xm, s, &t), constant_scalar(im, op, 6, m), &t);
  y = convert_to(im, op, y, result);
  define_result(im, op, y, &y->type);
}

// x_m's f32 constant v where the math dtype is f32 (torch's CPU kernels
// hold their coefficients in it), else v.
static ir_value *coefficient(importer *im, const ast_op *op, double v, dtype m) {
  return constant_scalar(im, op, m == DT_F32 ? (double)(float)v : v, m);
}

// The activations torch's CPU kernels compute as a branch per element, in
// the math dtype (f32 for f16 / bf16) and rounded once, NaN passing through:
//   leaky_relu %x, %slope:  x > 0 ? x : x * slope
//   elu %x, %alpha, %scale, %input_scale:
//     x <= 0 ? (exp(x * input_scale) - 1) * (alpha * scale) : x * scale
//   selu %x = elu(x, 1.6732632423543772, 1.0507009873554805, 1)
//   celu %x, %alpha = elu(x, alpha, 1, 1 / alpha)
//   hardsigmoid %x:  min(max(x + 3, 0), 6) / 6
static void import_activation(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR);
  if (!x) return;
  const char *k = op->name + strlen("torch.aten.");
  dtype result = result_dtype(im, op, x->tensor->type.elem), m = opmath(result);
  if (!float_only(im, op, m)) return;
  ir_value *xm = convert_to(im, op, x->tensor, m), *y;
  ir_type t = xm->type, b = t;
  b.elem = DT_BOOL;
  ir_value *zero = constant_scalar(im, op, 0, m);
  if (!strcmp(k, "hardsigmoid")) {
    double lo = 0, hi = 6;
    ir_value *c =
        clamp_to(im, op, ew2(im, op, EW_ADD, xm, constant_scalar(im, op, 3, m), &t), &lo, &hi, m);
    y = ew2(im, op, EW_DIV, c, constant_scalar(im, op, 6, m), &t);
  } else if (!strcmp(k, "leaky_relu")) {
    double slope = 0.01;
    if (imp_operand_count(op) > 1 && !scalar_operand(im, op, 1, &slope)) return;
    ir_value *neg = ew2(im, op, EW_MUL, xm, coefficient(im, op, slope, m), &t);
    y = select_of(im, op, ew2(im, op, EW_GT, xm, zero, &b), xm, neg);
  } else {
    double alpha = 1, scale = 1, in_scale = 1;
    if (!strcmp(k, "selu")) alpha = 1.6732632423543772848, scale = 1.0507009873554804934;
    if (!strcmp(k, "elu") && ((imp_operand_count(op) > 1 && !scalar_operand(im, op, 1, &alpha)) ||
                              (imp_operand_count(op) > 2 && !scalar_operand(im, op, 2, &scale)) ||
                              (imp_operand_count(op) > 3 && !scalar_operand(im, op, 3, &in_scale))))
      return;
    if (!strcmp(k, "celu")) {
      if (imp_operand_count(op) > 1 && !scalar_operand(im, op, 1, &alpha)) return;
      if (alpha == 0) {
        IMPORT_ERROR(im, op->where, "'%s': alpha must not be 0", op->name);
        return;
      }
      in_scale = 1 / alpha;
    }
    double neg_coef = m == DT_F32 ? (double)((float)alpha * (float)scale) : alpha * scale;
    ir_value *e = ew2(im, op, EW_MUL, xm, coefficient(im, op, in_scale, m), &t);
    e = ew(im, op, EW_EXP, &e, 1, &t);
    e = ew2(im, op, EW_SUB, e, constant_scalar(im, op, 1, m), &t);
    e = ew2(im, op, EW_MUL, e, coefficient(im, op, neg_coef, m), &t);
    ir_value *pos = ew2(im, op, EW_MUL, xm, coefficient(im, op, scale, m), &t);
    y = select_of(im, op, ew2(im, op, EW_LE, xm, zero, &b), e, pos);
  }
  y = convert_to(im, op, y, result);
  define_result(im, op, y, &y->type);
}

// log1p(u) for u >= 0 without losing a u below f32's epsilon: with
// v = 1 + u rounded, below 1 log(v) * u / (v - 1), or u itself where v is 1
// (Goldberg's identity; facet has no log1p op); from 1 on (inf included)
// log(v), which has no cancellation there.
static ir_value *log1p_of(importer *im, const ast_op *op, ir_value *u) {
  ir_type t = u->type, b = t;
  b.elem = DT_BOOL;
  ir_value *one = constant_scalar(im, op, 1, t.elem);
  ir_value *v = ew2(im, op, EW_ADD, one, u, &t), *lv = ew(im, op, EW_LOG, &v, 1, &t);
  ir_value *r =
      ew2(im, op, EW_DIV, ew2(im, op, EW_MUL, lv, u, &t), ew2(im, op, EW_SUB, v, one, &t), &t);
  r = select_of(im, op, ew2(im, op, EW_EQ, v, one, &b), u, r);
  return select_of(im, op, ew2(im, op, EW_LT, u, one, &b), r, lv);
}

// softplus %x, %beta, %threshold: x * beta > threshold ? x : log1p(exp(x *
// beta)) / beta; mish %x: x * tanh(log1p(exp(x))). In the math dtype.
static void import_softplus(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR);
  if (!x) return;
  bool mish = strstr(op->name, "mish") != NULL;
  double beta = 1, threshold = 20;
  if (!mish && ((imp_operand_count(op) > 1 && !scalar_operand(im, op, 1, &beta)) ||
                (imp_operand_count(op) > 2 && !scalar_operand(im, op, 2, &threshold))))
    return;
  dtype result = result_dtype(im, op, x->tensor->type.elem), m = opmath(result);
  if (!float_only(im, op, m)) return;
  ir_value *xm = convert_to(im, op, x->tensor, m), *y;
  ir_type t = xm->type, b = t;
  b.elem = DT_BOOL;
  ir_value *xb = beta == 1 ? xm : ew2(im, op, EW_MUL, xm, coefficient(im, op, beta, m), &t);
  ir_value *sp = log1p_of(im, op, ew(im, op, EW_EXP, &xb, 1, &t));
  if (mish) {
    y = ew2(im, op, EW_MUL, xm, ew(im, op, EW_TANH, &sp, 1, &t), &t);
  } else {
    if (beta != 1) sp = ew2(im, op, EW_DIV, sp, coefficient(im, op, beta, m), &t);
    y = select_of(im, op, ew2(im, op, EW_GT, xb, coefficient(im, op, threshold, m), &b), xm, sp);
  }
  y = convert_to(im, op, y, result);
  define_result(im, op, y, &y->type);
}

// prelu %x, %weight: x > 0 ? x : weight * x, the weight one value or one per
// channel (dim 1).
static void import_prelu(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR), *w = imp_operand(im, op, 1, IV_TENSOR);
  if (!x || !w) return;
  dtype result = result_dtype(im, op, x->tensor->type.elem), m = opmath(result);
  if (!float_only(im, op, m)) return;
  int rank = x->tensor->type.rank;
  int64_t n, c = 1;
  if (w->tensor->type.rank != 1 || !dim_is_const(w->tensor->type.dims[0], &n) ||
      (n != 1 && (rank < 2 || !dim_is_const(x->tensor->type.dims[1], &c) || n != c))) {
    IMPORT_ERROR(im, op->where, "'%s' needs a weight of 1 element or one per channel (dim 1)",
                 op->name);
    return;
  }
  ir_value *xm = convert_to(im, op, x->tensor, m), *wm = convert_to(im, op, w->tensor, m);
  if (rank >= 2) wm = per_channel(im, op, wm, rank);
  ir_type t = xm->type, b = t;
  b.elem = DT_BOOL;
  ir_value *neg = ew_broadcast(im, op, EW_MUL, (ir_value *[]){wm, xm}, 2, m, &(ir_type){0});
  ir_value *y =
      select_of(im, op, ew2(im, op, EW_GT, xm, constant_scalar(im, op, 0, m), &b), xm, neg);
  y = convert_to(im, op, y, result);
  define_result(im, op, y, &y->type);
}

// masked_fill.Scalar %x, %mask, %value / masked_fill.Tensor (a rank-0 value):
// where(mask, value, x), the value in x's dtype (mask broadcast to x).
static void import_masked_fill(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR), *mask = imp_operand(im, op, 1, IV_TENSOR);
  if (!x || !mask) return;
  dtype t = result_dtype(im, op, x->tensor->type.elem);
  ir_value *v;
  double value;
  if (strstr(op->name, ".Tensor")) {
    import_value *vt = imp_operand(im, op, 2, IV_TENSOR);
    if (!vt) return;
    if (vt->tensor->type.rank != 0) {
      IMPORT_ERROR(im, op->where, "'%s' needs a rank-0 value, got rank %d", op->name,
                   vt->tensor->type.rank);
      return;
    }
    v = convert_to(im, op, vt->tensor, t);
  } else {
    if (!scalar_operand(im, op, 2, &value)) return;
    v = constant_scalar(im, op, dtype_is_float(t) ? value : trunc(value), t);
  }
  if (mask->tensor->type.elem != DT_BOOL) {
    IMPORT_ERROR(im, op->where, "'%s' needs a bool mask, got %s", op->name,
                 dtype_name(mask->tensor->type.elem));
    return;
  }
  ir_type type = {0};
  ir_value *xs[3] = {mask->tensor, v, convert_to(im, op, x->tensor, t)};
  ir_value *y = ew_broadcast(im, op, EW_SELECT, xs, 3, t, &type);
  if (y) define_result(im, op, y, &y->type);
}

// dropout %x, %p, %train / native_dropout %x, %p, %train (-> x, mask):
// inference only, where both are x (and an all-true mask).
static void import_dropout(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR);
  bool train;
  if (!x || !bool_operand(im, op, 2, &train)) return;
  if (train) {
    IMPORT_ERROR(im, op->where, "'%s' with train = true is not supported (inference only)",
                 op->name);
    return;
  }
  imp_define(im, op, 0, x);
  if (strstr(op->name, "native")) {
    ir_type t = x->tensor->type;
    t.elem = DT_BOOL;
    ir_op *o;
    imp_append(im, op, IR_OP_CONSTANT, NULL, 0, &t, &o);
    o->value = 1;
    imp_define(im, op, 1, imp_tensor_value(im, o->result));
  }
}

// pixel_shuffle %x, %r: [N, C * r * r, H, W] -> [N, C, H * r, W * r] (x viewed
// [N, C, r, r, H, W], permuted to [N, C, H, r, W, r]); pixel_unshuffle the
// inverse ([N, C, H, r, W, r] permuted to [N, C, r, r, H, W]).
static void import_pixel_shuffle(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR);
  int64_t r, c;
  if (!x || !const_int(im, op, 1, &r) || !rank_is(im, op, x->tensor, 4, "an input [N, C, H, W]") ||
      !static_dim(im, op, x->tensor, 1, "number of channels", &c))
    return;
  bool un = strstr(op->name, "unshuffle") != NULL;
  if (r < 1 || r > WINDOW_MAX || (!un && c % (r * r))) {
    IMPORT_ERROR(im, op->where, "'%s': a factor of %lld for %lld channels", op->name, (long long)r,
                 (long long)c);
    return;
  }
  const dim_expr *const *d = x->tensor->type.dims;
  const dim_expr *R = dim_const(C(im), r);
  ir_type six = {.elem = x->tensor->type.elem, .rank = 6}, out = six;
  static const int shuffle[6] = {0, 1, 4, 2, 5, 3}, unshuffle[6] = {0, 1, 3, 5, 2, 4};
  if (un) {
    const dim_expr *h = dim_floordiv(C(im), d[2], R), *w = dim_floordiv(C(im), d[3], R);
    six.dims[0] = d[0], six.dims[1] = d[1], six.dims[2] = h, six.dims[3] = R, six.dims[4] = w,
    six.dims[5] = R;
    out.rank = 4;
    out.dims[0] = d[0], out.dims[1] = dim_const(C(im), c * r * r), out.dims[2] = h, out.dims[3] = w;
  } else {
    six.dims[0] = d[0], six.dims[1] = dim_const(C(im), c / (r * r)), six.dims[2] = R,
    six.dims[3] = R, six.dims[4] = d[2], six.dims[5] = d[3];
    out.rank = 4;
    out.dims[0] = d[0], out.dims[1] = six.dims[1], out.dims[2] = dim_mul(C(im), d[2], R),
    out.dims[3] = dim_mul(C(im), d[3], R);
  }
  ir_value *v = view_as(im, op, x->tensor, &six);
  const int *perm = un ? unshuffle : shuffle;
  ir_type pt = six;
  for (int i = 0; i < 6; i++) pt.dims[i] = six.dims[perm[i]];
  ir_op *o;
  v = imp_append(im, op, IR_OP_TRANSPOSE, &v, 1, &pt, &o);
  memcpy(o->perm, perm, sizeof(int) * 6);
  define_result(im, op, view_as(im, op, v, &out), &out);
}

// roll %x, %shifts, %dims: along each dim (static size n) the last shift
// mod n elements move to the front (a slice of each part, then a concat);
// with no dims, x flattened, rolled and viewed back.
static void import_roll(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR);
  int64_t shifts[IR_MAX_RANK], dims[IR_MAX_RANK];
  int ns, nd;
  if (!x || !const_ints(im, op, 1, shifts, IR_MAX_RANK, &ns) ||
      !const_ints(im, op, 2, dims, IR_MAX_RANK, &nd))
    return;
  ir_value *r = x->tensor;
  int rank = r->type.rank;
  if (nd == 0 && ns == 1) {
    ir_type flat = {.elem = r->type.elem, .rank = 1, .dims = {ir_type_numel(C(im), &r->type)}};
    r = view_as(im, op, r, &flat);
    dims[0] = 0, nd = 1;
  }
  if (ns != nd) {
    IMPORT_ERROR(im, op->where, "'%s' needs one shift per dim, got %d shifts and %d dims", op->name,
                 ns, nd);
    return;
  }
  for (int i = 0; i < nd; i++) {
    int axis;
    int64_t n;
    if (!axis_of(im, op, dims[i], r->type.rank, &axis) ||
        !static_dim(im, op, r, axis, "size along a rolled dim", &n))
      return;
    int64_t k = n ? ((shifts[i] % n) + n) % n : 0;
    if (k == 0) continue;
    ir_type t;
    ir_value *parts[2] = {
        slice(im, op, r, axis, dim_const(C(im), n - k), dim_const(C(im), n), 1, &t),
        slice(im, op, r, axis, dim_const(C(im), 0), dim_const(C(im), n - k), 1, &t)};
    ir_type ct = r->type;
    ir_op *o;
    r = imp_append(im, op, IR_OP_CONCAT, parts, 2, &ct, &o);
    o->axis = axis;
  }
  if (r->type.rank != rank) r = view_as(im, op, r, &x->tensor->type);
  if (r == x->tensor) return import_identity(im, op);
  define_result(im, op, r, &r->type);
}

// x padded along `axis` by `before` and `after` elements of `value`
// (negative: that many removed).
static ir_value *pad_axis(importer *im, const ast_op *op, ir_value *x, int axis, int64_t before,
                          int64_t after, double value) {
  ir_type t;
  if (before < 0 || after < 0) {
    const dim_expr *start = dim_const(C(im), before < 0 ? -before : 0);
    const dim_expr *end =
        dim_add(C(im), x->type.dims[axis], dim_const(C(im), after < 0 ? after : 0));
    x = slice(im, op, x, axis, start, end, 1, &t);
  }
  ir_value *parts[3];
  int n = 0;
  for (int side = 0; side < 2; side++) {
    int64_t k = side ? after : before;
    if (side) parts[n++] = x;
    if (k <= 0) continue;
    ir_type ct = x->type;
    ct.dims[axis] = dim_const(C(im), k);
    ir_op *o;
    imp_append(im, op, IR_OP_CONSTANT, NULL, 0, &ct, &o);
    o->value = value;
    parts[n++] = o->result;
  }
  if (n == 1) return x;
  ir_type type = x->type;
  type.dims[axis] = dim_const(C(im), 0);
  for (int i = 0; i < n; i++)
    type.dims[axis] = dim_add(C(im), type.dims[axis], parts[i]->type.dims[axis]);
  ir_op *o;
  ir_value *r = imp_append(im, op, IR_OP_CONCAT, parts, n, &type, &o);
  o->axis = axis;
  return r;
}

// constant_pad_nd %x, %pad, %value / pad %x, %pad, %mode, %value: pad holds
// (before, after) pairs from the last dim backwards.
static void import_pad(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR);
  int64_t pad[2 * IR_MAX_RANK];
  int n;
  double value = 0;
  if (!x || !const_ints(im, op, 1, pad, 2 * IR_MAX_RANK, &n)) return;
  bool generic = !strcmp(op->name, "torch.aten.pad");
  if (generic) {
    import_value *mode = imp_operand(im, op, 2, IV_OTHER);
    if (!mode) return;
    if (!mode->str || strcmp(mode->str, "constant")) {
      IMPORT_ERROR(im, op->where, "'%s' in mode \"%s\": only \"constant\" is supported", op->name,
                   mode->str ? mode->str : "?");
      return;
    }
  }
  int vn = generic ? 3 : 2;
  if (imp_operand_count(op) > vn && !optional_none(im, op, vn) &&
      !scalar_operand(im, op, vn, &value))
    return;
  ir_value *r = x->tensor;
  if (n % 2 || n / 2 > r->type.rank) {
    IMPORT_ERROR(im, op->where,
                 "'%s': %d padding values for a rank-%d tensor (pairs, at most one per dim)",
                 op->name, n, r->type.rank);
    return;
  }
  for (int i = 0; i < n; i++)
    if (pad[i] > WINDOW_MAX || pad[i] < -WINDOW_MAX) {
      IMPORT_ERROR(im, op->where,
                   "'%s': a padding of %lld is not supported (at most %d either way)", op->name,
                   (long long)pad[i], WINDOW_MAX);
      return;
    }
  for (int i = 0; i < n / 2; i++) {
    int axis = r->type.rank - 1 - i;
    int64_t size;
    if (dim_is_const(r->type.dims[axis], &size) && size + pad[2 * i] + pad[2 * i + 1] < 0) {
      IMPORT_ERROR(im, op->where, "'%s' makes dim %d negative", op->name, axis);
      return;
    }
    if (!dim_is_const(r->type.dims[axis], &size) && (pad[2 * i] < 0 || pad[2 * i + 1] < 0)) {
      IMPORT_ERROR(im, op->where, "'%s': a negative padding of dynamic dim %d is not supported",
                   op->name, axis);
      return;
    }
    r = pad_axis(im, op, r, axis, pad[2 * i], pad[2 * i + 1], value);
  }
  if (r == x->tensor) return import_identity(im, op);
  define_result(im, op, r, &r->type);
}

// The source index of each of `out` nearest-neighbour positions over `in`,
// as torch computes it (nearest_idx): the same index when the sizes agree,
// half when doubled, else min(floor(i * scale), in - 1) with the f32 scale
// in / out (or 1 / scale_factor when given).
static ir_value *nearest_index(importer *im, const ast_op *op, int64_t in, int64_t out,
                               double factor) {
  int64_t *idx = ARENA_NEW_ARRAY(&C(im)->mem, int64_t, (size_t)out);
  float scale = factor > 0 ? (float)(1.0 / factor) : (float)in / (float)out;
  for (int64_t i = 0; i < out; i++) {
    int64_t s = in == out ? i : out == 2 * in ? i >> 1 : (int64_t)floorf((float)i * scale);
    idx[i] = s < in - 1 ? s : in - 1;
  }
  return index_constant(im, op, idx, out);
}

static ir_value *select_rows(importer *im, const ast_op *op, ir_value *x, int axis, ir_value *idx) {
  ir_type t = x->type;
  t.dims[axis] = idx->type.dims[0];
  ir_value *xs[2] = {x, idx};
  ir_op *o;
  ir_value *r = imp_append(im, op, IR_OP_INDEX_SELECT, xs, 2, &t, &o);
  o->axis = axis;
  return r;
}

// flip %x, %dims: an index_select along each dim at size - 1 - i.
static void import_flip(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR);
  int64_t dims[IR_MAX_RANK];
  int n;
  if (!x || !const_ints(im, op, 1, dims, IR_MAX_RANK, &n)) return;
  ir_value *r = x->tensor;
  int rank = r->type.rank;
  uint32_t seen = 0;
  for (int i = 0; i < n; i++) {
    int64_t d = dims[i] < 0 ? dims[i] + rank : dims[i];
    if (d < 0 || d >= rank || (seen & (1u << d))) {
      IMPORT_ERROR(im, op->where, "'%s': dim %lld is out of range or repeated for rank %d",
                   op->name, (long long)dims[i], rank);
      return;
    }
    seen |= 1u << d;
    r = select_rows(im, op, r, (int)d, reversed_index(im, op, r->type.dims[d]));
  }
  if (r == x->tensor) return import_identity(im, op);
  define_result(im, op, r, &r->type);
}

// An upsampling's input x [N, C, H, W] (static H, W) and output size: the
// output_size operand (1), or floor(size * factor) from the scale factors
// list at operand `scales` of a .vec form; the non-vec forms' scales_h and
// scales_w (operands scales and scales + 1) are kept in factor (0: none).
static bool upsample_params(importer *im, const ast_op *op, int scales, ir_value **x, int64_t in[2],
                            int64_t out[2], double factor[2]) {
  if (!pool_input(im, op, 2, x)) return false;
  out[0] = out[1] = 0, factor[0] = factor[1] = 0;
  for (int i = 0; i < 2; i++)
    if (!static_dim(im, op, *x, 2 + i, "spatial size", &in[i])) return false;
  bool vec = strstr(op->name, ".vec") != NULL;
  int n;
  if (!optional_none(im, op, 1)) {
    if (!const_ints(im, op, 1, out, 2, &n)) return false;
  } else if (vec && !optional_none(im, op, scales)) {
    import_value *l = imp_operand(im, op, scales, IV_LIST);
    if (!l || l->count != 2) {
      if (l) IMPORT_ERROR(im, op->where, "'%s' needs 2 scale factors", op->name);
      return false;
    }
    for (int i = 0; i < 2; i++) {
      if (l->elems[i]->kind != IV_FLOAT) {
        IMPORT_ERROR(im, op->where, "'%s' needs constant float scale factors", op->name);
        return false;
      }
      factor[i] = l->elems[i]->f;
      double o = floor((double)in[i] * factor[i]);
      out[i] = isfinite(o) && o >= 1 && o <= WINDOW_MAX ? (int64_t)o : 0;
    }
  }
  for (int i = 0; !vec && i < 2; i++)
    if (imp_operand_count(op) > scales + i && !optional_none(im, op, scales + i) &&
        !scalar_operand(im, op, scales + i, &factor[i]))
      return false;
  if (out[0] < 1 || out[1] < 1 || out[0] > WINDOW_MAX || out[1] > WINDOW_MAX) {
    IMPORT_ERROR(im, op->where, "'%s' needs an output size from 1 to %d", op->name, WINDOW_MAX);
    return false;
  }
  for (int i = 0; i < 2; i++)
    if (!(factor[i] >= 0) || !isfinite(factor[i])) {
      IMPORT_ERROR(im, op->where, "'%s' needs finite scale factors >= 0", op->name);
      return false;
    }
  return true;
}

// upsample_nearest2d %x, %output_size, %scales_h?, %scales_w?
// upsample_nearest2d.vec %x, %output_size?, %scale_factors?
static void import_upsample_nearest2d(importer *im, const ast_op *op) {
  ir_value *x;
  int64_t in[2], out[2];
  double factor[2];
  if (!upsample_params(im, op, 2, &x, in, out, factor)) return;
  ir_value *r = x;
  for (int i = 0; i < 2; i++)
    if (out[i] != in[i])
      r = select_rows(im, op, r, 2 + i, nearest_index(im, op, in[i], out[i], factor[i]));
  if (r == x) return import_identity(im, op);
  define_result(im, op, r, &r->type);
}

// A constant [n] of type t (f32 or f64) holding v.
static ir_value *float_table(importer *im, const ast_op *op, dtype t, const double *v, int64_t n) {
  size_t es = t == DT_F64 ? 8 : 4;
  unsigned char *data = arena_alloc(&C(im)->mem, es * (size_t)n);
  for (int64_t i = 0; i < n; i++) {
    float f = (float)v[i];
    memcpy(data + es * (size_t)i, t == DT_F64 ? (const void *)&v[i] : (const void *)&f, es);
  }
  return constant_data(im, op, (ir_type){.elem = t, .rank = 1, .dims = {dim_const(C(im), n)}},
                       data);
}

// x linearly interpolated from `in` to `out` along `axis` (2 or 3) as
// torch's CPU kernel computes its indices and weights
// (compute_source_index_and_lambda, in the math dtype m):
// y[o] = l0[o] * x[i0[o]] + l1[o] * x[i1[o]].
static ir_value *linear_along(importer *im, const ast_op *op, ir_value *x, int axis, int64_t in,
                              int64_t out, bool align_corners, double factor, dtype m) {
  int64_t *i0 = ARENA_NEW_ARRAY(&C(im)->mem, int64_t, (size_t)out);
  int64_t *i1 = ARENA_NEW_ARRAY(&C(im)->mem, int64_t, (size_t)out);
  double *l0 = ARENA_NEW_ARRAY(&C(im)->mem, double, (size_t)out);
  double *l1 = ARENA_NEW_ARRAY(&C(im)->mem, double, (size_t)out);
  bool f32 = m != DT_F64;
  double scale = align_corners ? (out > 1 ? (double)(in - 1) / (double)(out - 1) : 0)
                 : factor > 0  ? 1.0 / factor
                               : (double)in / (double)out;
  if (f32)
    scale = align_corners && out > 1        ? (double)((float)(in - 1) / (float)(out - 1))
            : !align_corners && factor <= 0 ? (double)((float)in / (float)out)
                                            : (double)(float)scale;
  for (int64_t o = 0; o < out; o++) {
    double src = align_corners ? scale * (double)o : scale * ((double)o + 0.5) - 0.5;
    if (f32)
      src = align_corners ? (double)((float)scale * (float)o)
                          : (double)((float)scale * ((float)o + 0.5f) - 0.5f);
    if (src < 0) src = 0;
    i0[o] = (int64_t)src < in - 1 ? (int64_t)src : in - 1; // a scale past the input: its end
    i1[o] = i0[o] + (i0[o] < in - 1 ? 1 : 0);
    double l = src - (double)i0[o];
    if (f32) l = (double)((float)src - (float)i0[o]);
    l1[o] = l < 0 ? 0 : l > 1 ? 1 : l;
    l0[o] = f32 ? (double)(1.0f - (float)l1[o]) : 1.0 - l1[o];
  }
  ir_value *idx[2] = {index_constant(im, op, i0, out), index_constant(im, op, i1, out)};
  // the weights as [out] (axis 3) or [out, 1] (axis 2), broadcast over x
  ir_type wt = {.elem = m, .rank = 4 - axis, .dims = {dim_const(C(im), out), dim_const(C(im), 1)}};
  ir_value *w0 = view_as(im, op, float_table(im, op, m, l0, out), &wt);
  ir_value *w1 = view_as(im, op, float_table(im, op, m, l1, out), &wt);
  ir_value *a = select_rows(im, op, x, axis, idx[0]), *b = select_rows(im, op, x, axis, idx[1]);
  ir_type t = a->type;
  ir_value *ta = ew2(im, op, EW_MUL, w0, a, &t), *tb = ew2(im, op, EW_MUL, w1, b, &t);
  return ew2(im, op, EW_ADD, ta, tb, &t);
}

// upsample_bilinear2d %x, %output_size, %align_corners, %scales_h?, %scales_w?
// upsample_bilinear2d.vec %x, %output_size?, %align_corners, %scale_factors?
// In the math dtype, along W and then H: torch's kernel nests H's weights
// outside W's, h0 * (w0 * x00 + w1 * x01) + h1 * (w0 * x10 + w1 * x11).
static void import_upsample_bilinear2d(importer *im, const ast_op *op) {
  ir_value *x;
  int64_t in[2], out[2];
  double factor[2];
  bool align_corners;
  if (!upsample_params(im, op, 3, &x, in, out, factor) || !bool_operand(im, op, 2, &align_corners))
    return;
  dtype result = result_dtype(im, op, x->type.elem), m = opmath(result);
  ir_value *r = convert_to(im, op, x, m);
  for (int i = 1; i >= 0; i--)
    if (out[i] != in[i])
      r = linear_along(im, op, r, 2 + i, in[i], out[i], align_corners, factor[i], m);
  r = convert_to(im, op, r, result);
  define_result(im, op, r, &r->type);
}

//
// The table
//
typedef struct op_entry {
  const char *name;
  imp_handler fn;
} op_entry;

static const op_entry op_table[] = {
    {"torch.symbolic_int", import_symbolic_int},
    {"torch.bind_symbolic_shape", import_bind_symbolic_shape},
    {"torch.constant.int", import_constant_int},
    {"torch.constant.float", import_constant_float},
    {"torch.constant.bool", import_constant_bool},
    {"torch.constant.none", import_constant_none},
    {"torch.constant.str", import_constant_str},
    {"torch.constant.device", import_constant_other},
    {"torch.aten.size.int", import_size_int},
    {"torch.aten.mul.int", import_int_binary},
    {"torch.aten.add.int", import_int_binary},
    {"torch.aten.sub.int", import_int_binary},
    {"torch.aten.floordiv.int", import_int_binary},
    {"torch.aten.remainder.int", import_int_binary},
    {"torch.aten.neg.int", import_neg_int},
    {"torch.aten.eq.int", import_int_compare},
    {"torch.aten.ne.int", import_int_compare},
    {"torch.aten.lt.int", import_int_compare},
    {"torch.aten.le.int", import_int_compare},
    {"torch.aten.gt.int", import_int_compare},
    {"torch.aten.ge.int", import_int_compare},
    {"torch.aten.Int.bool", import_int_of_bool},
    {"torch.aten._assert_scalar", import_assert_scalar},
    {"torch.aten._assert_tensor_metadata", import_assert_tensor_metadata},
    {"torch.prim.ListConstruct", import_list},
    {"torch.aten.view", import_view},
    {"torch.aten.reshape", import_view},
    {"torch.aten._unsafe_view", import_view},
    {"torch.aten.unsqueeze", import_unsqueeze},
    {"torch.aten.squeeze", import_squeeze},
    {"torch.aten.squeeze.dim", import_squeeze},
    {"torch.aten.flatten.using_ints", import_flatten},
    {"torch.aten.transpose.int", import_transpose},
    {"torch.aten.t", import_transpose},
    {"torch.aten.permute", import_permute},
    {"torch.aten.expand", import_expand},
    {"torch.aten.repeat", import_repeat},
    {"torch.aten.slice.Tensor", import_slice},
    {"torch.aten.select.int", import_select},
    {"torch.aten.cat", import_cat},
    {"torch.aten._log_softmax", import_log_softmax},
    {"torch.aten.log_softmax.int", import_log_softmax},
    {"torch.aten.stack", import_stack},
    {"torch.aten.flip", import_flip},
    {"torch.aten.clone", import_identity},
    {"torch.aten.contiguous", import_identity},
    {"torch.aten.detach", import_identity},
    {"torch.aten.alias", import_identity},
    {"torch.prims.convert_element_type", import_convert},
    {"torch.aten.to.dtype", import_convert},
    {"torch.aten._to_copy", import_convert},
    {"torch.aten.mm", import_matmul},
    {"torch.aten.matmul", import_matmul},
    {"torch.aten.bmm", import_matmul},
    {"torch.aten._int_mm", import_int_mm},
    {"torch.aten.linear", import_linear},
    {"torch.aten.addmm", import_addmm},
    {"torch.aten.baddbmm", import_addmm},
    {"torch.aten.gelu", import_gelu},
    {"torch.aten.where.self", import_where},
    {"torch.aten.where.ScalarOther", import_where},
    {"torch.aten.where.ScalarSelf", import_where},
    {"torch.aten.mean.dim", import_reduce},
    {"torch.aten.sum.dim_IntList", import_reduce},
    {"torch.aten.amax", import_reduce},
    {"torch.aten.amin", import_reduce},
    {"torch.aten.sum", import_reduce},
    {"torch.aten.mean", import_reduce},
    {"torch.aten.prod", import_reduce},
    {"torch.aten.prod.dim_int", import_reduce},
    {"torch.aten.var_mean.correction", import_var},
    {"torch.aten.var.correction", import_var},
    {"torch.aten.softmax.int", import_softmax},
    {"torch.aten._softmax", import_softmax},
    {"torch.aten.layer_norm", import_layer_norm},
    {"torch.aten.native_layer_norm", import_layer_norm},
    {"torch.aten.embedding", import_embedding},
    {"torch.aten.index_select", import_index_select},
    {"torch.aten.gather", import_gather},
    {"torch.aten.index.Tensor", import_index},
    {"torch.aten.index_put", import_index_put},
    {"torch.aten.triu", import_triu},
    {"torch.aten.copy", import_copy},
    {"torch.aten.slice_scatter", import_slice_scatter},
    {"torch.aten.argmax", import_argmax},
    {"torch.aten.full", import_full},
    {"torch.aten.zeros", import_full},
    {"torch.aten.ones", import_full},
    {"torch.aten.empty.memory_format", import_full},
    {"torch.aten.empty_strided", import_full},
    {"torch.aten.fill.Scalar", import_fill_like},
    {"torch.aten.zeros_like", import_fill_like},
    {"torch.aten.ones_like", import_fill_like},
    {"torch.aten.full_like", import_fill_like},
    {"torch.aten.scalar_tensor", import_scalar_tensor},
    {"torch.aten.arange", import_arange},
    {"torch.aten.arange.start", import_arange},
    {"torch.aten.arange.start_step", import_arange},
    {"torch.vtensor.literal", import_literal},
    {"torch.aten.convolution", import_conv},
    {"torch.aten._convolution", import_conv},
    {"torch.aten.conv1d", import_conv},
    {"torch.aten.conv2d", import_conv},
    {"torch.aten.conv_transpose1d", import_conv_transpose},
    {"torch.aten.conv_transpose2d.input", import_conv_transpose},
    {"torch.aten.max_pool1d", import_pool},
    {"torch.aten.max_pool2d", import_pool},
    {"torch.aten.max_pool2d_with_indices", import_pool},
    {"torch.aten.avg_pool1d", import_pool},
    {"torch.aten.avg_pool2d", import_pool},
    {"torch.aten.adaptive_avg_pool1d", import_adaptive_avg_pool},
    {"torch.aten.adaptive_avg_pool2d", import_adaptive_avg_pool},
    {"torch.aten._adaptive_avg_pool2d", import_adaptive_avg_pool},
    {"torch.aten.batch_norm", import_batch_norm},
    {"torch.aten.group_norm", import_group_norm},
    {"torch.aten.native_group_norm", import_group_norm},
    {"torch.aten.instance_norm", import_group_norm},
    {"torch.aten.native_batch_norm", import_batch_norm},
    {"torch.aten._native_batch_norm_legit_no_training", import_batch_norm},
    {"torch.aten.constant_pad_nd", import_pad},
    {"torch.aten.pad", import_pad},
    {"torch.aten.clamp", import_clamp},
    {"torch.aten.clamp_min", import_clamp},
    {"torch.aten.clamp_max", import_clamp},
    {"torch.aten.hardtanh", import_clamp},
    {"torch.aten.relu6", import_clamp},
    {"torch.aten.hardswish", import_hardswish},
    {"torch.aten.softplus", import_softplus},
    {"torch.aten.mish", import_softplus},
    {"torch.aten.prelu", import_prelu},
    {"torch.aten.masked_fill.Scalar", import_masked_fill},
    {"torch.aten.masked_fill.Tensor", import_masked_fill},
    {"torch.aten.dropout", import_dropout},
    {"torch.aten.native_dropout", import_dropout},
    {"torch.aten.pixel_shuffle", import_pixel_shuffle},
    {"torch.aten.pixel_unshuffle", import_pixel_shuffle},
    {"torch.aten.roll", import_roll},
    {"torch.aten.hardsigmoid", import_activation},
    {"torch.aten.leaky_relu", import_activation},
    {"torch.aten.elu", import_activation},
    {"torch.aten.selu", import_activation},
    {"torch.aten.celu", import_activation},
    {"torch.aten.upsample_nearest2d", import_upsample_nearest2d},
    {"torch.aten.upsample_nearest2d.vec", import_upsample_nearest2d},
    {"torch.aten.upsample_bilinear2d", import_upsample_bilinear2d},
    {"torch.aten.upsample_bilinear2d.vec", import_upsample_bilinear2d},
    {"torch.aten._scaled_dot_product_flash_attention_for_cpu", import_flash_attention},
    {"torch.aten.scaled_dot_product_attention", import_sdpa},
    {"util.global.load", import_global_load},
    {"util.call", import_call},
    {"func.call", import_call},
    {"call", import_call},
    {"torch_c.from_builtin_tensor", import_identity},
    {"torch_c.to_builtin_tensor", import_identity},
    {"torch.copy.to_vtensor", import_copy_to_vtensor},
    {"torch.tensor_static_info_cast", import_identity},
    {"torch.overwrite.tensor.contents", import_overwrite},
    {"return", import_return},
    {"func.return", import_return},
    {"util.return", import_return},
};

static void import_torch_operator(importer *im, const ast_op *op);

void frontend_list_ops(strbuf *sb) {
  for (size_t i = 0; i < FACET_ARRAY_SIZE(op_table); i++) sb_printf(sb, "%s\n", op_table[i].name);
  for (size_t i = 0; i < FACET_ARRAY_SIZE(ew_irregular); i++)
    sb_printf(sb, "torch.aten.%s\n", ew_irregular[i].name);
  for (int k = 0; k < EW_COUNT_; k++) {
    ir_ew_torch_form form;
    const char *name = ir_ew_torch_name((ir_ew_kind)k, &form);
    if (!*name) continue;
    if (form == T_BINARY || form == T_ALPHA)
      sb_printf(sb, "torch.aten.%s.Tensor\ntorch.aten.%s.Scalar\n", name, name);
    else sb_printf(sb, "torch.aten.%s\n", name);
  }
}

imp_handler imp_find_handler(const char *name) {
  if (!strcmp(name, "torch.operator")) return import_torch_operator;
  if (!strncmp(name, "facet.", 6)) return import_facet_op;
  ew_entry e;
  if (find_ew(name, &e)) return import_elementwise;
  for (size_t i = 0; i < FACET_ARRAY_SIZE(op_table); i++)
    if (!strcmp(op_table[i].name, name)) return op_table[i].fn;
  return NULL;
}

// torch.operator "torch.aten.X"(%a, %b, ...) : (types) -> types: the
// operands of the parenthesised group become the op's operands, and the
// quoted name its name.
static void import_torch_operator(importer *im, const ast_op *op) {
  const ast_item *name = imp_first_item(op, AST_ITEM_ATTR);
  const ast_item *args = imp_first_item(op, AST_ITEM_GROUP);
  if (!name || name->attr->kind != AST_ATTR_STRING) {
    IMPORT_ERROR(im, op->where, "torch.operator needs the op name as a string");
    return;
  }
  ast_op *renamed = arena_memdup(&C(im)->mem, op, sizeof *op);
  renamed->name = name->attr->str;
  if (args) renamed->items = args->items, renamed->item_count = args->count;
  imp_handler h = imp_find_handler(renamed->name);
  if (h && h != import_torch_operator) h(im, renamed);
  else imp_opaque(im, renamed);
}
