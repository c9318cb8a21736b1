// import_complex.c: complex tensors, decomposed at import.
//
// A complex tensor [dims...] of complex<fN> is held as a real tensor
// [dims..., 2] of fN (real part, imaginary part) whose import_value is
// marked `complex`; complex arithmetic becomes real graph ops on it
// (slices of the trailing dim, elementwise ops, a concat), so the graph IR,
// the reference and the kernels never see a complex number.
//
// Every op that touches a complex tensor (by a declared type or an
// operand) comes here (import.c routes it): shape ops run their usual
// handler on the real form with the dims they take adjusted (a negative
// dim counted from the complex rank, a size list with the trailing 2),
// arithmetic has its own decomposition, and any other op is an error —
// never the real handler on the real form, which would compute wrong
// numbers silently (a real mul of (re, im) pairs is no complex product).
#include "frontend_internal.h"

#include <string.h>

static ir_context *C(importer *im) { return im->ctx; }

// complex<f32> -> DT_F32; DT_INVALID if t's element is not complex.
static dtype complex_part(const ast_type *t) {
  const char *e = t ? t->elem_text : NULL;
  if (!e || strncmp(e, "complex<", 8)) return DT_INVALID;
  const char *s = e + 8, *end = strchr(s, '>');
  if (!end) return DT_INVALID;
  dtype d = dtype_from_name(s, (size_t)(end - s));
  return dtype_is_float(d) ? d : DT_INVALID;
}

static bool is_complex_type(const ast_type *t) {
  return t &&
         (t->kind == AST_TYPE_VTENSOR || t->kind == AST_TYPE_TENSOR ||
          t->kind == AST_TYPE_TTENSOR) &&
         t->elem_text && !strncmp(t->elem_text, "complex<", 8);
}

static bool complex_value(const import_value *v) {
  if (!v) return false;
  if (v->kind == IV_TENSOR) return v->complex;
  for (int i = 0; v->kind == IV_LIST && i < v->count; i++)
    if (complex_value(v->elems[i])) return true;
  return false;
}

// The value an item names, without reporting an undefined one.
static import_value *scope_get(importer *im, const ast_item *it) {
  strbuf key = {0};
  sb_append(&key, it->name);
  if (it->result_index) sb_printf(&key, "#%d", it->result_index);
  import_value *v = hashmap_get(&im->scope, key.data, key.len);
  sb_free(&key);
  return v;
}

static bool items_complex(importer *im, const ast_item *items, int count) {
  for (int i = 0; i < count; i++) {
    const ast_item *it = &items[i];
    if (it->kind == AST_ITEM_GROUP && items_complex(im, it->items, it->count)) return true;
    if ((it->kind == AST_ITEM_VALUE || it->kind == AST_ITEM_TYPED_VALUE) &&
        complex_value(scope_get(im, it)))
      return true;
  }
  return false;
}

bool imp_involves_complex(importer *im, const ast_op *op) {
  for (int i = 0; i < op->result_type_count; i++)
    if (is_complex_type(op->result_types[i])) return true;
  for (int i = 0; i < op->operand_type_count; i++)
    if (is_complex_type(op->operand_types[i])) return true;
  return items_complex(im, op->items, op->item_count);
}

//
// Helpers
//
static ir_op *cx_append(importer *im, const ast_op *op, ir_op_kind kind, ir_value **xs, int n,
                        const ir_type *type) {
  ir_op *o = ir_append_op(C(im), im->fn, kind, op->where, xs, n, *type);
  o->result->name = op->result_count ? arena_strdup(&C(im)->mem, op->results[0].name) : NULL;
  o->source = arena_strdup(&C(im)->mem, op->name);
  return o;
}

static ir_value *cx_ew(importer *im, const ast_op *op, ir_ew_kind k, ir_value *a, ir_value *b,
                       const ir_type *type) {
  ir_value *xs[2] = {a, b};
  ir_op *o = cx_append(im, op, IR_OP_EW, xs, b ? 2 : 1, type);
  o->ew = k;
  return o->result;
}

static void define_complex(importer *im, const ast_op *op, int r, ir_value *v) {
  import_value *iv = imp_tensor_value(im, v);
  iv->complex = true;
  imp_define(im, op, r, iv);
}

// The real form of a declared complex type: [dims..., 2] of the part type.
static ast_type *real_form_type(importer *im, const ast_type *t) {
  if (!is_complex_type(t) || !t->has_shape) return (ast_type *)t;
  ast_type *r = arena_memdup(&C(im)->mem, t, sizeof *t);
  r->rank = t->rank + 1;
  r->dims = ARENA_NEW_ARRAY(&C(im)->mem, int64_t, r->rank);
  memcpy(r->dims, t->dims, sizeof(int64_t) * (size_t)t->rank);
  r->dims[t->rank] = 2;
  r->elem = complex_part(t);
  r->elem_text = dtype_name(r->elem);
  return r;
}

// Operand n, which must be a complex tensor.
static import_value *complex_operand(importer *im, const ast_op *op, int n) {
  import_value *v = imp_operand(im, op, n, IV_TENSOR);
  if (v && !v->complex) {
    IMPORT_ERROR(im, imp_operand_item(op, n)->where, "operand %d of '%s' must be complex here", n,
                 op->name);
    return NULL;
  }
  return v;
}

// The part (0 real, 1 imaginary) of a real form x: [dims..., 1].
static ir_value *part(importer *im, const ast_op *op, ir_value *x, int which) {
  ir_type t = x->type;
  int last = t.rank - 1;
  t.dims[last] = dim_const(C(im), 1);
  ir_op *o = cx_append(im, op, IR_OP_SLICE, &x, 1, &t);
  o->axis = last;
  o->start = dim_const(C(im), which);
  o->step = 1;
  return o->result;
}

// concat(re, im) along the trailing dim: [dims..., 2].
static ir_value *join(importer *im, const ast_op *op, ir_value *re, ir_value *imag) {
  ir_type t = re->type;
  t.dims[t.rank - 1] = dim_const(C(im), 2);
  ir_value *xs[2] = {re, imag};
  ir_op *o = cx_append(im, op, IR_OP_CONCAT, xs, 2, &t);
  o->axis = t.rank - 1;
  return o->result;
}

static ir_value *convert(importer *im, const ast_op *op, ir_value *x, dtype t) {
  if (x->type.elem == t) return x;
  ir_type type = x->type;
  type.elem = t;
  return cx_ew(im, op, EW_CONVERT, x, NULL, &type);
}

// numpy broadcasting of two shapes (ranks aligned at the end).
static bool broadcast(importer *im, const ast_op *op, const ir_type *a, const ir_type *b,
                      ir_type *out) {
  out->rank = a->rank > b->rank ? a->rank : b->rank;
  for (int d = 0; d < out->rank; d++) {
    int i = d - (out->rank - a->rank), j = d - (out->rank - b->rank);
    const dim_expr *x = i >= 0 ? a->dims[i] : dim_const(C(im), 1);
    const dim_expr *y = j >= 0 ? b->dims[j] : dim_const(C(im), 1);
    int64_t c;
    if (dim_is_const(x, &c) && c == 1) out->dims[d] = y;
    else if (dim_is_const(y, &c) && c == 1) out->dims[d] = x;
    else if (!imp_unify(im, x, y, op->where, "a broadcast dim")) return false;
    else out->dims[d] = imp_resolve(im, x);
  }
  return true;
}

// Same dims once solved symbols are substituted.
static bool same_dims(importer *im, const ir_type *a, const ir_type *b) {
  if (a->rank != b->rank) return false;
  for (int d = 0; d < a->rank; d++)
    if (imp_resolve(im, a->dims[d]) != imp_resolve(im, b->dims[d])) return false;
  return true;
}

// The declared complex result: its part type, checked against the shape.
static bool declared_complex(importer *im, const ast_op *op, dtype *part_t) {
  const ast_type *t = op->result_type_count ? op->result_types[0] : NULL;
  *part_t = complex_part(t);
  if (*part_t == DT_INVALID) {
    IMPORT_ERROR(im, op->where, "'%s' needs a complex result type", op->name);
    return false;
  }
  return true;
}

static void check_complex_result(importer *im, const ast_op *op, ir_type *real_form) {
  ast_op checked = *op;
  ast_type *t = real_form_type(im, op->result_types[0]);
  checked.result_types = &t;
  checked.result_type_count = 1;
  imp_check_declared(im, &checked, real_form);
}

//
// Arithmetic
//
// torch.aten.complex %re, %im: [dims] x [dims] -> complex [dims]
static void import_make_complex(importer *im, const ast_op *op) {
  import_value *re = imp_operand(im, op, 0, IV_TENSOR),
               *imag = re ? imp_operand(im, op, 1, IV_TENSOR) : NULL;
  dtype pt;
  if (!imag || !declared_complex(im, op, &pt)) return;
  if (re->complex || imag->complex) {
    IMPORT_ERROR(im, op->where, "torch.aten.complex takes real tensors");
    return;
  }
  ir_type shape = {.elem = pt};
  if (!broadcast(im, op, &re->tensor->type, &imag->tensor->type, &shape)) return;
  if (shape.rank + 1 > IR_MAX_RANK) {
    IMPORT_ERROR(im, op->where, "a complex tensor of rank %d exceeds the supported %d", shape.rank,
                 IR_MAX_RANK - 1);
    return;
  }
  ir_value *parts[2] = {re->tensor, imag->tensor};
  for (int k = 0; k < 2; k++) {
    ir_value *x = convert(im, op, parts[k], pt);
    ir_type full = shape;
    if (!same_dims(im, &x->type, &full))
      x = cx_append(im, op, IR_OP_BROADCAST, &x, 1, &full)->result;
    ir_type col = shape;
    col.dims[col.rank++] = dim_const(C(im), 1);
    parts[k] = cx_append(im, op, IR_OP_VIEW, &x, 1, &col)->result;
  }
  ir_value *r = join(im, op, parts[0], parts[1]);
  check_complex_result(im, op, &r->type);
  define_complex(im, op, 0, r);
}

// An operand of complex arithmetic as a real form of part type pt: a
// complex tensor converted, a real tensor x as (x, 0) by its view
// [dims..., 1] (only its real part is used: `real` tells).
static ir_value *arith_operand(importer *im, const ast_op *op, import_value *v, dtype pt,
                               bool *real) {
  ir_value *x = convert(im, op, v->tensor, pt);
  *real = !v->complex;
  if (v->complex) return x;
  ir_type col = x->type;
  if (col.rank + 1 > IR_MAX_RANK) {
    IMPORT_ERROR(im, op->where, "'%s' of a rank-%d real tensor with a complex one", op->name,
                 col.rank);
    return NULL;
  }
  col.dims[col.rank++] = dim_const(C(im), 1);
  return cx_append(im, op, IR_OP_VIEW, &x, 1, &col)->result;
}

// mul.Tensor / add.Tensor / sub.Tensor with a complex operand (alpha 1)
static void import_complex_arith(importer *im, const ast_op *op) {
  import_value *a = imp_operand(im, op, 0, IV_TENSOR),
               *b = a ? imp_operand(im, op, 1, IV_TENSOR) : NULL;
  dtype pt;
  if (!b || !declared_complex(im, op, &pt)) return;
  const char *k = op->name + strlen("torch.aten.");
  bool mul = !strcmp(k, "mul.Tensor"), sub = !strcmp(k, "sub.Tensor");
  if (!mul && imp_operand_count(op) > 2) {
    import_value *alpha = imp_operand(im, op, 2, IV_INT);
    int64_t c;
    if (!alpha || !alpha->i || !dim_is_const(alpha->i, &c) || c != 1) {
      if (alpha) IMPORT_ERROR(im, op->where, "complex '%s' supports alpha = 1 only", op->name);
      return;
    }
  }
  bool ra, rb;
  ir_value *x = arith_operand(im, op, a, pt, &ra),
           *y = x ? arith_operand(im, op, b, pt, &rb) : NULL;
  if (!y) return;
  ir_type t = {.elem = pt};
  if (!broadcast(im, op, &x->type, &y->type, &t)) return;
  t.dims[t.rank - 1] = dim_const(C(im), 2);
  ir_type half = t;
  half.dims[half.rank - 1] = dim_const(C(im), 1);
  ir_value *r;
  if (mul && (ra || rb)) { // scaling by a real: both parts
    r = cx_ew(im, op, EW_MUL, x, y, &t);
  } else if (mul) { // (a + bi)(c + di) = (ac - bd) + (ad + bc)i
    // one statement per op: C leaves the order of arguments unspecified
    ir_value *xr = part(im, op, x, 0);
    ir_value *xi = part(im, op, x, 1);
    ir_value *yr = part(im, op, y, 0);
    ir_value *yi = part(im, op, y, 1);
    ir_value *ac = cx_ew(im, op, EW_MUL, xr, yr, &half);
    ir_value *bd = cx_ew(im, op, EW_MUL, xi, yi, &half);
    ir_value *re = cx_ew(im, op, EW_SUB, ac, bd, &half);
    ir_value *ad = cx_ew(im, op, EW_MUL, xr, yi, &half);
    ir_value *bc = cx_ew(im, op, EW_MUL, xi, yr, &half);
    ir_value *imag = cx_ew(im, op, EW_ADD, ad, bc, &half);
    r = join(im, op, re, imag);
  } else if (ra || rb) { // a real operand adds to the real part only
    ir_value *c = ra ? y : x, *real = ra ? x : y;
    ir_value *cr = part(im, op, c, 0);
    ir_value *ci = part(im, op, c, 1);
    ir_value *re = ra && sub ? cx_ew(im, op, EW_SUB, real, cr, &half)
                             : cx_ew(im, op, sub ? EW_SUB : EW_ADD, cr, real, &half);
    if (ra && sub) ci = cx_ew(im, op, EW_NEG, ci, NULL, &ci->type);
    if (!same_dims(im, &ci->type, &half))
      ci = cx_append(im, op, IR_OP_BROADCAST, &ci, 1, &half)->result;
    r = join(im, op, re, ci);
  } else { // componentwise
    r = cx_ew(im, op, sub ? EW_SUB : EW_ADD, x, y, &t);
  }
  check_complex_result(im, op, &r->type);
  define_complex(im, op, 0, r);
}

// view_as_real: complex [dims] -> real [dims..., 2] (the same tensor)
static void import_view_as_real(importer *im, const ast_op *op) {
  import_value *x = complex_operand(im, op, 0);
  if (!x) return;
  imp_check_declared(im, op, &x->tensor->type);
  imp_define(im, op, 0, imp_tensor_value(im, x->tensor));
}

// view_as_complex: real [dims..., 2] -> complex [dims]
static void import_view_as_complex(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR);
  if (!x) return;
  const ir_type *t = &x->tensor->type;
  if (x->complex || t->rank < 1 || !dtype_is_float(t->elem) ||
      !imp_unify(im, t->dims[t->rank - 1], dim_const(C(im), 2), op->where,
                 "the last dim of view_as_complex"))
    return;
  ir_type r = *t;
  check_complex_result(im, op, &r);
  define_complex(im, op, 0, x->tensor);
}

// torch.aten.real / imag: [dims]
static void import_part(importer *im, const ast_op *op) {
  import_value *x = complex_operand(im, op, 0);
  if (!x) return;
  ir_value *p = part(im, op, x->tensor, strstr(op->name, "imag") ? 1 : 0);
  ir_type t = p->type;
  t.rank--;
  ir_value *v = cx_append(im, op, IR_OP_VIEW, &p, 1, &t)->result;
  imp_check_declared(im, op, &v->type);
  imp_define(im, op, 0, imp_tensor_value(im, v));
}

// flow.tensor.bitcast %x : tensor<..x2NxfM>{d} -> tensor<..xNxcomplex<fM>>{d}
// (and back): the same bytes, so a view of the real form.
static void import_complex_bitcast(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR);
  if (!x) return;
  const ast_type *to = op->result_type_count ? op->result_types[0] : NULL;
  dtype pt = complex_part(to);
  dtype from = x->tensor->type.elem;
  if (!to || !to->has_shape || (pt != DT_INVALID ? pt : to->elem) != from ||
      to->rank > IR_MAX_RANK - 1) {
    IMPORT_ERROR(im, op->where,
                 "'%s' between complex and real tensors must keep the part type (%s)", op->name,
                 dtype_name(from));
    return;
  }
  ir_type t = {.elem = from, .rank = to->rank};
  int k = 0;
  for (int d = 0; d < to->rank; d++) {
    if (to->dims[d] >= 0) {
      t.dims[d] = dim_const(C(im), to->dims[d]);
      continue;
    }
    const ast_item *it = k < to->dim_value_count ? &to->dim_values[k++] : NULL;
    import_value *v = it ? imp_lookup(im, it) : NULL;
    if (!v || v->kind != IV_INT || !v->i) {
      if (!im->poisoned)
        IMPORT_ERROR(im, to->where, "'%s' needs the value of each dynamic dim of its result",
                     op->name);
      return;
    }
    t.dims[d] = v->i;
  }
  if (pt != DT_INVALID) t.dims[t.rank++] = dim_const(C(im), 2);
  imp_unify(im, ir_type_numel(C(im), &t), ir_type_numel(C(im), &x->tensor->type), op->where,
            "the element count of the bitcast");
  ir_value *v = x->tensor;
  ir_value *r = cx_append(im, op, IR_OP_VIEW, &v, 1, &t)->result;
  if (pt != DT_INVALID) define_complex(im, op, 0, r);
  else imp_define(im, op, 0, imp_tensor_value(im, r));
}

//
// Shape ops: the usual handler on the real form
//
// Which operands of a shape op are dims (counted from the complex rank
// when negative; unsqueeze's from rank + 1) and which is a size list that
// gets the trailing 2 (a permutation: the trailing dim, in place).
typedef struct shape_entry {
  const char *name;
  int dim_operands[2]; // -1: none
  int extra_rank;      // unsqueeze: a dim may name one past the rank
  int list_operand;    // -1: none
  bool permutation;    // the list is a permutation (permute), not sizes
} shape_entry;

static const shape_entry shape_ops[] = {
    {"torch.aten.slice.Tensor", {1, -1}, 0, -1, false},
    {"torch.aten.select.int", {1, -1}, 0, -1, false},
    {"torch.aten.unsqueeze", {1, -1}, 1, -1, false},
    {"torch.aten.squeeze.dim", {1, -1}, 0, -1, false},
    {"torch.aten.transpose.int", {1, 2}, 0, -1, false},
    {"torch.aten.index_select", {1, -1}, 0, -1, false},
    {"torch.aten.cat", {1, -1}, 0, -1, false},
    {"torch.aten.index.Tensor", {-1, -1}, 0, -1, false},
    {"torch.aten.view", {-1, -1}, 0, 1, false},
    {"torch.aten.reshape", {-1, -1}, 0, 1, false},
    {"torch.aten._unsafe_view", {-1, -1}, 0, 1, false},
    {"torch.aten.expand", {-1, -1}, 0, 1, false},
    {"torch.aten.permute", {-1, -1}, 0, 1, true},
    {"torch.aten.clone", {-1, -1}, 0, -1, false},
    {"torch.aten.detach", {-1, -1}, 0, -1, false},
    {"torch.aten.contiguous", {-1, -1}, 0, -1, false},
    {"torch.aten.alias", {-1, -1}, 0, -1, false},
    {"torch.prims.convert_element_type", {-1, -1}, 0, -1, false},
    {"torch.aten.to.dtype", {-1, -1}, 0, -1, false},
    {"torch_c.from_builtin_tensor", {-1, -1}, 0, -1, false},
    {"torch_c.to_builtin_tensor", {-1, -1}, 0, -1, false},
    {"torch.tensor_static_info_cast", {-1, -1}, 0, -1, false},
    {"torch.copy.to_vtensor", {-1, -1}, 0, -1, false},
    {"tensor.cast", {-1, -1}, 0, -1, false},
    {"flow.tensor.transfer", {-1, -1}, 0, -1, false},
    {"flow.tensor.barrier", {-1, -1}, 0, -1, false},
    {"torch.prim.ListConstruct", {-1, -1}, 0, -1, false},
};

static const shape_entry *find_shape_op(const char *name) {
  for (size_t i = 0; i < FACET_ARRAY_SIZE(shape_ops); i++)
    if (!strcmp(shape_ops[i].name, name)) return &shape_ops[i];
  return NULL;
}

// The rank of the complex tensor the shape op works on (its first tensor
// operand, or the first of a list).
static int complex_rank(importer *im, const ast_op *op) {
  const ast_item *it = imp_operand_item(op, 0);
  import_value *v = it ? scope_get(im, it) : NULL;
  if (v && v->kind == IV_LIST && v->count) v = v->elems[0];
  return v && v->kind == IV_TENSOR && v->complex ? v->tensor->type.rank - 1 : -1;
}

// Replaces VALUE operand n of items by a fresh name bound to `v`.
static void substitute(importer *im, ast_item *items, int count, int n, import_value *v, int tag) {
  for (int i = 0; i < count; i++) {
    if (items[i].kind != AST_ITEM_VALUE || n-- != 0) continue;
    char name[64];
    snprintf(name, sizeof name, "%%<complex operand %d>", tag); // no MLIR value has this name
    items[i].name = arena_strdup(&C(im)->mem, name);
    items[i].result_index = 0;
    hashmap_put_str(&im->scope, items[i].name, v);
    return;
  }
}

// A dim operand of the complex op, as a dim of the real form.
static bool adjust_dim(importer *im, const ast_op *op, ast_item *items, int count, int n, int rank,
                       int extra) {
  import_value *v = imp_operand(im, op, n, IV_INT);
  int64_t d;
  if (!v) return false;
  if (!v->i || !dim_is_const(v->i, &d) || d < -(rank + extra) || d >= rank + extra) {
    IMPORT_ERROR(im, imp_operand_item(op, n)->where,
                 "'%s' needs a constant dim in [%d, %d) of the "
                 "complex tensor",
                 op->name, -(rank + extra), rank + extra);
    return false;
  }
  if (d < 0) d += rank + extra;
  substitute(im, items, count, n, imp_int_value(im, dim_const(C(im), d)), n);
  return true;
}

// A size / permutation list operand: the real form's trailing dim added.
static bool adjust_list(importer *im, const ast_op *op, ast_item *items, int count, int n, int rank,
                        bool perm) {
  import_value *l = imp_operand(im, op, n, IV_LIST);
  if (!l) return false;
  import_value *r = imp_new_value(im, IV_LIST);
  r->count = l->count + 1;
  r->elems = ARENA_NEW_ARRAY(&C(im)->mem, import_value *, r->count);
  memcpy(r->elems, l->elems, sizeof(import_value *) * (size_t)l->count);
  for (int i = 0; perm && i < l->count; i++) { // negative dims count from the complex rank
    int64_t d;
    if (l->elems[i]->kind == IV_INT && l->elems[i]->i && dim_is_const(l->elems[i]->i, &d) && d < 0)
      r->elems[i] = imp_int_value(im, dim_const(C(im), d + rank));
  }
  r->elems[l->count] = imp_int_value(im, dim_const(C(im), perm ? rank : 2));
  substitute(im, items, count, n, r, 100 + n);
  return true;
}

static void import_complex_shape_op(importer *im, const ast_op *op) {
  const shape_entry *e = find_shape_op(op->name);
  imp_handler h = imp_find_builtin_handler(op->name);
  if (!h) h = imp_find_handler(op->name);
  int rank = complex_rank(im, op);
  bool all_complex = true;
  for (int i = 0; i < op->result_type_count; i++)
    all_complex &=
        is_complex_type(op->result_types[i]) || op->result_types[i]->kind == AST_TYPE_TORCH_LIST;
  if (!h || rank < 0 || !all_complex) {
    IMPORT_ERROR(im, op->where,
                 "'%s' on complex tensors needs a complex operand and complex results", op->name);
    return;
  }
  ast_op real = *op;
  real.items = arena_memdup(&C(im)->mem, op->items, sizeof(ast_item) * (size_t)op->item_count);
  for (int k = 0; k < 2; k++)
    if (e->dim_operands[k] >= 0 &&
        !adjust_dim(im, op, real.items, real.item_count, e->dim_operands[k], rank, e->extra_rank))
      return;
  if (e->list_operand >= 0 &&
      !adjust_list(im, op, real.items, real.item_count, e->list_operand, rank, e->permutation))
    return;
  real.result_types = ARENA_NEW_ARRAY(&C(im)->mem, ast_type *, op->result_type_count + 1);
  for (int i = 0; i < op->result_type_count; i++)
    real.result_types[i] = real_form_type(im, op->result_types[i]);
  int errors = im->diag->errors;
  h(im, &real);
  if (im->diag->errors != errors || im->poisoned) return;
  int results = 0;
  for (int r = 0; r < op->result_count; r++) results += op->results[r].count;
  for (int r = 0; r < results && r < op->result_type_count; r++) {
    if (op->result_types[r]->kind == AST_TYPE_TORCH_LIST) continue;
    ast_item res = {.kind = AST_ITEM_VALUE};
    for (int i = 0, base = 0; i < op->result_count && !res.name; base += op->results[i++].count)
      if (r < base + op->results[i].count)
        res.name = op->results[i].name, res.result_index = r - base;
    import_value *v = res.name ? scope_get(im, &res) : NULL;
    if (v && v->kind == IV_TENSOR) define_complex(im, op, r, v->tensor);
  }
}

// torch.bind_symbolic_shape %complex, [syms], map: the map gets the
// trailing 2 of the real form.
static void import_complex_bind(importer *im, const ast_op *op) {
  imp_handler h = imp_find_handler(op->name);
  ast_op real = *op;
  real.items = arena_memdup(&C(im)->mem, op->items, sizeof(ast_item) * (size_t)op->item_count);
  for (int i = 0; i < real.item_count; i++) {
    ast_item *it = &real.items[i];
    if (it->kind != AST_ITEM_ATTR || it->attr->kind != AST_ATTR_AFFINE_MAP) continue;
    ast_attr *a = arena_memdup(&C(im)->mem, it->attr, sizeof *it->attr);
    ast_affine_map *m = arena_memdup(&C(im)->mem, a->map, sizeof *a->map);
    m->results = ARENA_NEW_ARRAY(&C(im)->mem, aff_expr *, m->result_count + 1);
    memcpy(m->results, a->map->results, sizeof(aff_expr *) * (size_t)m->result_count);
    aff_expr *two = ARENA_NEW(&C(im)->mem, aff_expr);
    two->kind = AFF_CONST;
    two->value = 2;
    m->results[m->result_count++] = two;
    a->map = m;
    it->attr = a;
    break;
  }
  h(im, &real);
}

typedef struct complex_entry {
  const char *name;
  imp_handler fn;
} complex_entry;

static const complex_entry complex_table[] = {
    {"torch.aten.complex", import_make_complex},
    {"torch.aten.mul.Tensor", import_complex_arith},
    {"torch.aten.add.Tensor", import_complex_arith},
    {"torch.aten.sub.Tensor", import_complex_arith},
    {"torch.aten.view_as_real", import_view_as_real},
    {"torch.aten.view_as_complex", import_view_as_complex},
    {"torch.aten.real", import_part},
    {"torch.aten.imag", import_part},
    {"flow.tensor.bitcast", import_complex_bitcast},
    {"torch.bind_symbolic_shape", import_complex_bind},
};

imp_handler imp_find_complex_handler(const char *name) {
  for (size_t i = 0; i < FACET_ARRAY_SIZE(complex_table); i++)
    if (!strcmp(complex_table[i].name, name)) return complex_table[i].fn;
  if (!strcmp(name, "tensor.dim")) return imp_find_builtin_handler(name); // knows complex ranks
  return find_shape_op(name) ? import_complex_shape_op : NULL;
}
