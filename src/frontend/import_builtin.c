// import_builtin.c: the builtin-tensor, arith, flow and iree ops real
// exports put around their torch ops (the sharktank helpers: tensor.dim,
// tensor.empty, tensor.cast, tensor.extract(_slice), arith.constant,
// flow.tensor.bitcast, iree_linalg_ext.gather ...), and the values of
// dense / dense_resource attributes.
//
// Integers (index, i64) are dim expressions as in import.c; a scalar read
// out of a tensor at run time (tensor.extract) is an IV_SCALAR holding a
// rank-0 tensor, used where a tensor can stand for it (a slice offset
// becomes an index_select) and refused where a constant is needed.
// flow.tensor.transfer to #hal.device.promise<@__device_N> is a TRANSFER
// op to device N (docs/devices.md); a barrier keeps its value where it is,
// so it is the value itself.
#include "frontend_internal.h"

#include <string.h>

static ir_context *C(importer *im) { return im->ctx; }

// An op of the graph for `op`: named after its first result, its source
// the op's name (the IR outlives the syntax tree: both are copied).
static ir_op *bi_append(importer *im, const ast_op *op, ir_op_kind kind, ir_value **xs, int n,
                        const ir_type *type) {
  ir_op *o = ir_append_op(C(im), im->fn, kind, op->where, xs, n, *type);
  o->result->name = op->result_count ? arena_strdup(&C(im)->mem, op->results[0].name) : NULL;
  o->source = arena_strdup(&C(im)->mem, op->name);
  return o;
}

static void define_tensor(importer *im, const ast_op *op, int r, ir_value *v) {
  imp_define(im, op, r, imp_tensor_value(im, v));
}

//
// Static types and dense values
//
// numel of a static type; false when it does not fit in 63 bits.
static bool static_numel(const ir_type *t, int64_t *n) {
  *n = 1;
  for (int d = 0; d < t->rank; d++) {
    int64_t c = 0;
    if (!dim_is_const(t->dims[d], &c) || c < 0 || __builtin_mul_overflow(*n, c, n)) return false;
  }
  return true;
}

bool imp_static_type(importer *im, const ast_type *t, const char *what, ir_type *out) {
  bool tensor =
      t->kind == AST_TYPE_VTENSOR || t->kind == AST_TYPE_TENSOR || t->kind == AST_TYPE_TTENSOR;
  if (!tensor || !t->has_shape || t->elem == DT_INVALID || t->rank > IR_MAX_RANK) {
    IMPORT_ERROR(im, t->where, "%s needs a static tensor type of rank <= %d, found '%s'", what,
                 IR_MAX_RANK, t->text);
    return false;
  }
  if (dtype_is_sub_byte(t->elem)) {
    IMPORT_ERROR(im, t->where,
                 "%s of '%s': i4 / i2 values exist only as a flow.tensor.bitcast of i8 "
                 "(store the bytes as i8)",
                 what, t->text);
    return false;
  }
  out->elem = t->elem;
  out->rank = t->rank;
  for (int d = 0; d < t->rank; d++) {
    if (t->dims[d] < 0) {
      IMPORT_ERROR(im, t->where, "%s needs a static shape, found '%s'", what, t->text);
      return false;
    }
    out->dims[d] = dim_const(C(im), t->dims[d]);
  }
  int64_t n;
  if (!static_numel(out, &n) || n > ((int64_t)1 << 48)) {
    IMPORT_ERROR(im, t->where, "%s: '%s' has too many elements", what, t->text);
    return false;
  }
  return true;
}

// One element of a dense literal, stored exactly (integers are not
// rounded through a double; a float where an integer is due is an error,
// as in MLIR).
static bool store_element(importer *im, const ast_attr *e, dtype t, void *data, size_t i) {
  if (dtype_is_float(t)) {
    if (e->kind != AST_ATTR_FLOAT) {
      IMPORT_ERROR(im, e->where, "expected floating-point elements for %s, but parsed %s",
                   dtype_name(t), e->kind == AST_ATTR_STRING ? "a string" : "an integer");
      return false;
    }
    dtype_store(t, data, i, e->f);
    return true;
  }
  if (e->kind != AST_ATTR_INT && e->kind != AST_ATTR_BOOL) {
    IMPORT_ERROR(im, e->where, "expected integer elements for %s, but parsed %s", dtype_name(t),
                 e->kind == AST_ATTR_FLOAT ? "floating-point" : "another literal");
    return false;
  }
  int64_t v = t == DT_BOOL ? e->i != 0 : e->i;
  size_t size = dtype_size(t);
  memcpy((char *)data + i * size, &v, size); // the low bytes: little-endian, as the module
  return true;
}

static bool dense_elements(importer *im, const ast_attr *a, const ir_type *type, int64_t n,
                           imp_dense *out) {
  if (a->count == 1 || n == 0) { // a splat (or nothing to hold)
    const ast_attr *e = a->count ? a->elems[0] : NULL;
    char probe[8];
    if (e && !store_element(im, e, type->elem, probe, 0)) return false;
    out->splat = true;
    out->value = !e ? 0 : e->kind == AST_ATTR_FLOAT ? e->f : (double)e->i;
    return true;
  }
  if (a->count != n) {
    IMPORT_ERROR(im, a->where, "dense literal has %d elements for a tensor of %lld", a->count,
                 (long long)n);
    return false;
  }
  size_t bytes = dtype_size(type->elem) * (size_t)n;
  void *data = arena_alloc(&C(im)->mem, bytes);
  for (int64_t i = 0; i < n; i++)
    if (!store_element(im, a->elems[i], type->elem, data, (size_t)i)) return false;
  out->data = data;
  out->bytes = bytes;
  return true;
}

// Raw bytes (hex dense or a resource blob): numel elements, or one (a
// splat, as MLIR reads a hex value of one element).
static bool dense_bytes(importer *im, const ast_attr *a, const char *what, const void *bytes,
                        size_t len, const ir_type *type, int64_t n, imp_dense *out) {
  size_t size = dtype_size(type->elem);
  if (len == size * (size_t)n) {
    out->data = arena_memdup(&C(im)->mem, bytes, len); // the syntax tree is freed first
    out->bytes = len;
    return true;
  }
  if (len == size && n > 1) {
    out->splat = true;
    out->value = dtype_load(type->elem, bytes, 0);
    return true;
  }
  IMPORT_ERROR(im, a->where, "%s has %zu bytes, a tensor of %lld x %s needs %zu", what, len,
               (long long)n, dtype_name(type->elem), size * (size_t)n);
  return false;
}

bool imp_dense_value(importer *im, const ast_attr *a, const ir_type *type, imp_dense *out) {
  *out = (imp_dense){0};
  int64_t n;
  if (!static_numel(type, &n)) {
    IMPORT_ERROR(im, a->where, "a dense value needs a static shape");
    return false;
  }
  if (a->kind == AST_ATTR_DENSE && a->hex)
    return dense_bytes(im, a, "hex dense value", a->str, a->str_len, type, n, out);
  if (a->kind == AST_ATTR_DENSE) return dense_elements(im, a, type, n, out);
  if (a->kind != AST_ATTR_DENSE_RESOURCE) {
    IMPORT_ERROR(im, a->where, "expected a dense<...> or dense_resource<...> value");
    return false;
  }
  if (!a->blob) {
    IMPORT_ERROR(im, a->where,
                 "dense_resource<%s> has no blob in the file's {-# dialect_resources: { builtin: "
                 "... } #-}",
                 a->str);
    return false;
  }
  char what[300];
  snprintf(what, sizeof what, "the blob of dense_resource<%s>", a->str);
  return dense_bytes(im, a, what, a->blob->str, a->blob->str_len, type, n, out);
}

//
// Scalars: arith
//
static const ast_attr *literal_of(const ast_op *op) {
  const ast_item *it = imp_first_item(op, AST_ITEM_ATTR);
  if (it) return it->attr;
  return imp_dict_get(op->attrs, "value");
}

static bool is_float_type(const ast_type *t) {
  return t && t->kind == AST_TYPE_SCALAR && dtype_is_float(t->elem);
}

// arith.constant 0 : index / 1.0 : f32 / true / dense<...> : tensor<...>
static void import_arith_constant(importer *im, const ast_op *op) {
  const ast_attr *a = literal_of(op);
  const ast_type *t = a ? a->type : NULL;
  if (!t && op->result_type_count) t = op->result_types[0];
  if (!t && op->operand_type_count) t = op->operand_types[0];
  if (!a) {
    IMPORT_ERROR(im, op->where, "arith.constant needs a value");
    return;
  }
  if (a->kind == AST_ATTR_DENSE || a->kind == AST_ATTR_DENSE_RESOURCE) {
    ir_type type;
    imp_dense d;
    if (!t || !imp_static_type(im, t, "arith.constant", &type) ||
        !imp_dense_value(im, a, &type, &d))
      return;
    ir_op *o = bi_append(im, op, IR_OP_CONSTANT, NULL, 0, &type);
    o->value = d.value;
    o->data = d.data;
    o->data_bytes = d.bytes;
    define_tensor(im, op, 0, o->result);
    return;
  }
  import_value *v;
  if (a->kind == AST_ATTR_BOOL) {
    v = imp_new_value(im, IV_BOOL);
    v->f = (double)a->i;
  } else if (a->kind == AST_ATTR_FLOAT || is_float_type(t)) {
    if (a->kind != AST_ATTR_FLOAT) {
      IMPORT_ERROR(im, a->where, "arith.constant of a float type needs a float literal");
      return;
    }
    v = imp_new_value(im, IV_FLOAT);
    v->f = a->f;
  } else if (a->kind == AST_ATTR_INT) {
    v = imp_int_value(im, dim_const(C(im), a->i));
  } else {
    IMPORT_ERROR(im, a->where, "arith.constant of this kind of value is not supported");
    return;
  }
  imp_define(im, op, 0, v);
}

// A rank-0 tensor converted to dtype t (a run-time scalar changing type).
static ir_value *convert_scalar(importer *im, const ast_op *op, ir_value *x, dtype t) {
  if (x->type.elem == t) return x;
  ir_type type = {.elem = t, .rank = 0};
  ir_op *o = bi_append(im, op, IR_OP_EW, &x, 1, &type);
  o->ew = EW_CONVERT;
  return o->result;
}

// arith.index_cast / index_castui / extsi / extui / trunci of an integer:
// a dim expression stays one; a run-time scalar becomes that type.
static void import_int_cast(importer *im, const ast_op *op) {
  const ast_item *it = imp_operand_item(op, 0);
  import_value *v = it ? imp_lookup(im, it) : NULL;
  if (!v) {
    if (!it) IMPORT_ERROR(im, op->where, "'%s' needs an operand", op->name);
    return;
  }
  if (v->kind == IV_INT) {
    imp_define(im, op, 0, v);
    return;
  }
  const ast_type *to = op->result_type_count ? op->result_types[0] : NULL;
  if (v->kind != IV_SCALAR || !to) {
    IMPORT_ERROR(im, op->where, "'%s' needs an integer operand and a result type", op->name);
    return;
  }
  import_value *r = imp_new_value(im, IV_SCALAR);
  dtype t = to->kind == AST_TYPE_INDEX ? DT_I64 : to->elem;
  if (t == DT_INVALID || dtype_is_float(t)) {
    IMPORT_ERROR(im, op->where, "'%s' to %s is not supported", op->name, to->text);
    return;
  }
  r->tensor = convert_scalar(im, op, v->tensor, t);
  imp_define(im, op, 0, r);
}

static int64_t floor_div(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

// Integer arithmetic on dim expressions (arith.addi ... at function
// level). Constants fold with arith's exact semantics; a symbolic operand
// is a size (>= 0), so by a positive constant divsi / divui / floordivsi
// are floordiv, ceildivsi / ceildivui ceildiv, remsi / remui mod. Anything
// else is an integer whose value is unknown (ops that need it say so).
static const dim_expr *int_arith(importer *im, const char *k, const dim_expr *a,
                                 const dim_expr *b) {
  int64_t x, y, r;
  bool ca = dim_is_const(a, &x), cb = dim_is_const(b, &y);
  if (!strcmp(k, "addi")) return dim_add(C(im), a, b);
  if (!strcmp(k, "subi")) return dim_add(C(im), a, dim_mul(C(im), b, dim_const(C(im), -1)));
  if (!strcmp(k, "muli")) return dim_mul(C(im), a, b);
  if (!cb || y <= 0) {
    if (ca && cb && y != 0 && !(x == INT64_MIN && y == -1) && !strcmp(k, "divsi"))
      return dim_const(C(im), x / y);
    if (ca && cb && y != 0 && !(x == INT64_MIN && y == -1) && !strcmp(k, "remsi"))
      return dim_const(C(im), x % y);
    return NULL;
  }
  if (ca && x < 0) { // a negative constant: signed ops only, folded exactly
    if (!strcmp(k, "divsi")) r = x / y;
    else if (!strcmp(k, "remsi")) r = x % y;
    else if (!strcmp(k, "floordivsi")) r = floor_div(x, y);
    else if (!strcmp(k, "ceildivsi")) r = -floor_div(-x, y);
    else return NULL;
    return dim_const(C(im), r);
  }
  if (!strcmp(k, "divsi") || !strcmp(k, "divui") || !strcmp(k, "floordivsi"))
    return dim_floordiv(C(im), a, b);
  if (!strcmp(k, "ceildivsi") || !strcmp(k, "ceildivui")) return dim_ceildiv(C(im), a, b);
  if (!strcmp(k, "remsi") || !strcmp(k, "remui")) return dim_mod(C(im), a, b);
  return NULL;
}

static void import_int_binary_arith(importer *im, const ast_op *op) {
  import_value *a = imp_operand(im, op, 0, IV_INT), *b = a ? imp_operand(im, op, 1, IV_INT) : NULL;
  if (!a || !b) return;
  const dim_expr *r = a->i && b->i ? int_arith(im, op->name + strlen("arith."), a->i, b->i) : NULL;
  imp_define(im, op, 0, imp_int_value(im, r));
}

//
// tensor
//
static bool const_index(importer *im, const ast_op *op, int n, int64_t *out) {
  import_value *v = imp_operand(im, op, n, IV_INT);
  if (!v) return false;
  if (!v->i || !dim_is_const(v->i, out)) {
    IMPORT_ERROR(im, imp_operand_item(op, n)->where, "'%s' needs a constant index here", op->name);
    return false;
  }
  return true;
}

// tensor.dim %t, %c : type
static void import_tensor_dim(importer *im, const ast_op *op) {
  import_value *t = imp_operand(im, op, 0, IV_TENSOR);
  int64_t d;
  if (!t || !const_index(im, op, 1, &d)) return;
  int rank = t->tensor->type.rank - (t->complex ? 1 : 0);
  if (d < 0 || d >= rank) {
    IMPORT_ERROR(im, op->where, "tensor.dim %lld of a rank-%d tensor", (long long)d, rank);
    return;
  }
  imp_define(im, op, 0, imp_int_value(im, t->tensor->type.dims[d]));
}

// The n-th value of a group.
static const ast_item *nth_value(const ast_item *g, int n) {
  for (int i = 0; g && i < g->count; i++)
    if (g->items[i].kind == AST_ITEM_VALUE && n-- == 0) return &g->items[i];
  return NULL;
}

static int value_count(const ast_item *g) {
  int n = 0;
  for (int i = 0; g && i < g->count; i++) n += g->items[i].kind == AST_ITEM_VALUE;
  return n;
}

// The type `t` declares, its `?` dims given in order by the integer values
// of `sizes` (tensor.empty's operands), or else by its {%dims}.
static bool type_with_dims(importer *im, const ast_op *op, const ast_type *t, const ast_item *sizes,
                           ir_type *out) {
  bool tensor = t->kind == AST_TYPE_VTENSOR || t->kind == AST_TYPE_TENSOR;
  if (!tensor || !t->has_shape || t->elem == DT_INVALID || t->rank > IR_MAX_RANK) {
    IMPORT_ERROR(im, t->where,
                 "'%s' needs a ranked tensor type of rank <= %d with a known element "
                 "type, found '%s'",
                 op->name, IR_MAX_RANK, t->text);
    return false;
  }
  *out = (ir_type){.elem = t->elem, .rank = t->rank};
  int k = 0;
  for (int d = 0; d < t->rank; d++) {
    if (t->dims[d] >= 0) {
      out->dims[d] = dim_const(C(im), t->dims[d]);
      continue;
    }
    const ast_item *it = sizes                    ? nth_value(sizes, k)
                         : k < t->dim_value_count ? &t->dim_values[k]
                                                  : NULL;
    k++;
    import_value *v = it ? imp_lookup(im, it) : NULL;
    if (!v) {
      if (!it)
        IMPORT_ERROR(im, t->where, "'%s' gives fewer sizes than '%s' has dynamic dims", op->name,
                     t->text);
      return false;
    }
    if (v->kind != IV_INT || !v->i) {
      IMPORT_ERROR(im, it->where, "a size of '%s' must be an integer known from the shapes",
                   op->name);
      return false;
    }
    out->dims[d] = v->i;
  }
  int given = sizes ? value_count(sizes) : t->dim_value_count;
  if (given != k && (sizes || given)) {
    IMPORT_ERROR(im, op->where, "'%s' gives %d sizes for the %d dynamic dims of '%s'", op->name,
                 given, k, t->text);
    return false;
  }
  return true;
}

// tensor.empty(%d0, ...) : tensor<?x...>: contents are undefined; zeros
// (a splat the dispatch inlines, or dead when nothing reads it).
static void import_tensor_empty(importer *im, const ast_op *op) {
  const ast_type *t = op->operand_type_count  ? op->operand_types[0]
                      : op->result_type_count ? op->result_types[0]
                                              : NULL;
  ir_type type;
  if (!t) {
    IMPORT_ERROR(im, op->where, "tensor.empty needs a result type");
    return;
  }
  const ast_item *sizes = imp_first_item(op, AST_ITEM_GROUP);
  if (!sizes || sizes->bracket != '(') {
    IMPORT_ERROR(im, op->where, "expected 'tensor.empty(sizes) : type'");
    return;
  }
  if (!type_with_dims(im, op, t, sizes, &type)) return;
  ir_op *o = bi_append(im, op, IR_OP_CONSTANT, NULL, 0, &type);
  o->value = 0;
  define_tensor(im, op, 0, o->result);
}

// tensor.cast %x : A to B: the same value; B's static dims are promises.
static void import_tensor_cast(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR);
  if (!x) return;
  if (op->result_type_count < 1) {
    IMPORT_ERROR(im, op->where, "tensor.cast needs 'A to B' types");
    return;
  }
  const ast_type *t = op->result_types[0];
  const ir_type *a = &x->tensor->type;
  if (!t->has_shape || t->elem != a->elem || t->rank != a->rank) {
    IMPORT_ERROR(im, t->where, "tensor.cast of tensor<%s> of rank %d to '%s'", dtype_name(a->elem),
                 a->rank, t->text);
    return;
  }
  for (int d = 0; d < t->rank; d++) {
    if (t->dims[d] < 0) continue;
    char what[64];
    snprintf(what, sizeof what, "dim %d of the cast value", d);
    if (!imp_unify(im, a->dims[d], dim_const(C(im), t->dims[d]), t->where, what)) return;
  }
  imp_define(im, op, 0, x);
}

// x along `axis` at a run-time index (a rank-0 tensor): an index_select
// with a one-element index, the axis kept with size 1.
static ir_value *select_at(importer *im, const ast_op *op, ir_value *x, int axis, ir_value *index) {
  ir_type one = {.elem = index->type.elem, .rank = 1, .dims = {dim_const(C(im), 1)}};
  ir_value *idx =
      index->type.rank == 1 ? index : bi_append(im, op, IR_OP_VIEW, &index, 1, &one)->result;
  ir_type type = x->type;
  type.dims[axis] = dim_const(C(im), 1);
  ir_value *xs[2] = {x, idx};
  ir_op *o = bi_append(im, op, IR_OP_INDEX_SELECT, xs, 2, &type);
  o->axis = axis;
  return o->result;
}

// x along `axis` from `start`, `size` elements by `step`.
static ir_value *slice_axis(importer *im, const ast_op *op, ir_value *x, int axis,
                            const dim_expr *start, const dim_expr *size, int64_t step) {
  ir_type type = x->type;
  type.dims[axis] = size;
  ir_op *o = bi_append(im, op, IR_OP_SLICE, &x, 1, &type);
  o->axis = axis;
  o->start = start;
  o->step = step;
  return o->result;
}

// An offset / size / stride of tensor.extract_slice: an integer literal
// or a value (an integer, or a run-time scalar for an offset).
static import_value *slice_operand(importer *im, const ast_item *it) {
  if (it->kind == AST_ITEM_ATTR && it->attr->kind == AST_ATTR_INT)
    return imp_int_value(im, dim_const(C(im), it->attr->i));
  if (it->kind == AST_ITEM_VALUE) return imp_lookup(im, it);
  IMPORT_ERROR(im, it->where, "expected an integer or a value");
  return NULL;
}

// The three bracketed lists of tensor.extract_slice.
static bool slice_lists(importer *im, const ast_op *op, const ast_item **lists) {
  int n = 0;
  for (int i = 0; i < op->item_count && n < 3; i++)
    if (op->items[i].kind == AST_ITEM_GROUP && op->items[i].bracket == '[')
      lists[n++] = &op->items[i];
  if (n == 3) return true;
  IMPORT_ERROR(im, op->where, "expected '%s %%x[offsets] [sizes] [strides]'", op->name);
  return false;
}

// The declared (possibly rank-reduced) result of extract_slice from the
// slice's dims: unit dims the result lacks are dropped, greedily in order.
static bool rank_reduce(importer *im, const ast_op *op, const ir_type *full, ir_type *out) {
  const ast_type *t = op->result_type_count ? op->result_types[0] : NULL;
  if (!t || !t->has_shape || t->rank > full->rank) {
    IMPORT_ERROR(im, op->where, "'%s' needs a ranked result type of rank <= %d", op->name,
                 full->rank);
    return false;
  }
  *out = (ir_type){.elem = full->elem};
  int drop = full->rank - t->rank;
  for (int d = 0; d < full->rank; d++) {
    int64_t c;
    bool unit = dim_is_const(full->dims[d], &c) && c == 1;
    int j = out->rank;
    if (drop > 0 && unit && !(j < t->rank && t->dims[j] == 1 && full->rank - d <= t->rank - j)) {
      drop--;
      continue;
    }
    if (j >= t->rank) break;
    out->dims[out->rank++] = full->dims[d];
  }
  if (out->rank != t->rank) {
    IMPORT_ERROR(im, t->where, "'%s' result '%s' is not the slice with unit dims dropped", op->name,
                 t->text);
    return false;
  }
  return true;
}

// tensor.extract_slice %x[offsets] [sizes] [strides] : T to R
static void import_extract_slice(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR);
  const ast_item *lists[3];
  if (!x || !slice_lists(im, op, lists)) return;
  ir_value *v = x->tensor;
  int rank = v->type.rank;
  for (int k = 0; k < 3; k++)
    if (lists[k]->count != rank) {
      IMPORT_ERROR(im, lists[k]->where, "'%s' needs %d entries here for a rank-%d tensor", op->name,
                   rank, rank);
      return;
    }
  for (int d = 0; d < rank; d++) {
    import_value *off = slice_operand(im, &lists[0]->items[d]);
    import_value *size = off ? slice_operand(im, &lists[1]->items[d]) : NULL;
    import_value *stride = size ? slice_operand(im, &lists[2]->items[d]) : NULL;
    int64_t step = 0, sz = -1;
    if (!stride) return;
    if (size->kind != IV_INT || !size->i || stride->kind != IV_INT || !stride->i ||
        !dim_is_const(stride->i, &step) || step < 1) {
      IMPORT_ERROR(im, lists[1]->items[d].where,
                   "'%s' needs sizes known from the shapes and constant "
                   "positive strides",
                   op->name);
      return;
    }
    if (off->kind == IV_SCALAR) { // a run-time offset: one element
      if (!dim_is_const(size->i, &sz) || sz != 1) {
        IMPORT_ERROR(im, lists[1]->items[d].where, "a slice at a run-time offset must have size 1");
        return;
      }
      v = select_at(im, op, v, d, off->tensor);
      continue;
    }
    if (off->kind != IV_INT || !off->i) {
      IMPORT_ERROR(im, lists[0]->items[d].where, "'%s' needs integer offsets", op->name);
      return;
    }
    int64_t o0 = -1;
    if (dim_is_const(off->i, &o0) && o0 == 0 && step == 1 && size->i == v->type.dims[d]) continue;
    v = slice_axis(im, op, v, d, off->i, size->i, step);
  }
  ir_type type;
  if (!rank_reduce(im, op, &v->type, &type)) return;
  if (type.rank != v->type.rank) v = bi_append(im, op, IR_OP_VIEW, &v, 1, &type)->result;
  imp_check_declared(im, op, &v->type);
  define_tensor(im, op, 0, v);
}

// tensor.extract %t[%i, ...] : T (at function level): a run-time scalar,
// the element as a rank-0 tensor.
static void import_tensor_extract(importer *im, const ast_op *op) {
  import_value *t = imp_operand(im, op, 0, IV_TENSOR);
  const ast_item *idx = imp_first_item(op, AST_ITEM_GROUP);
  if (!t) return;
  ir_value *v = t->tensor;
  int rank = v->type.rank, n = 0;
  for (int i = 0; idx && i < idx->count; i++) n += idx->items[i].kind == AST_ITEM_VALUE;
  if (n != rank || t->complex) {
    IMPORT_ERROR(im, op->where, "tensor.extract needs %d indices%s", rank,
                 t->complex ? " (and no complex tensor)" : "");
    return;
  }
  for (int d = 0, k = 0; d < rank; d++, k++) {
    while (idx->items[k].kind != AST_ITEM_VALUE) k++;
    import_value *i = imp_lookup(im, &idx->items[k]);
    if (!i) return;
    if (i->kind == IV_SCALAR) v = select_at(im, op, v, d, i->tensor);
    else if (i->kind == IV_INT && i->i) v = slice_axis(im, op, v, d, i->i, dim_const(C(im), 1), 1);
    else {
      IMPORT_ERROR(im, idx->items[k].where, "tensor.extract needs integer indices");
      return;
    }
  }
  ir_type scalar = {.elem = v->type.elem, .rank = 0};
  if (rank) v = bi_append(im, op, IR_OP_VIEW, &v, 1, &scalar)->result;
  import_value *r = imp_new_value(im, IV_SCALAR);
  r->tensor = v;
  imp_define(im, op, 0, r);
}

//
// tensor.expand_shape / tensor.collapse_shape: views whose reassociation
// groups consecutive dims of the bigger tensor into one dim of the smaller
//
typedef struct reassoc {
  int count;                  // groups: the smaller tensor's rank
  int first[IR_MAX_RANK + 1]; // group g is dims [first[g], first[g + 1]) of the bigger
} reassoc;

// The integers of a `[0, 1]` group (or an array attribute); -1 when malformed.
static int group_ints(const ast_item *g, int64_t *v, int max) {
  int n = 0;
  if (g->kind == AST_ITEM_ATTR && g->attr->kind == AST_ATTR_ARRAY) {
    for (int i = 0; i < g->attr->count; i++)
      if (n == max || !imp_attr_int(g->attr->elems[i], &v[n++])) return -1;
    return n;
  }
  if (g->kind != AST_ITEM_GROUP || g->bracket != '[') return -1;
  for (int i = 0; i < g->count; i++)
    if (n == max || g->items[i].kind != AST_ITEM_ATTR || !imp_attr_int(g->items[i].attr, &v[n++]))
      return -1;
  return n;
}

// reassociation = '[' ('[' int (',' int)* ']' (',' ...)*)? ']', the first
// bracketed item: `small` groups of consecutive dims covering the `big`
// dims in order (MLIR's rule; [] when the smaller tensor has rank 0).
static bool read_reassociation(importer *im, const ast_op *op, const char *big_text, int big,
                               const char *small_text, int small, reassoc *out) {
  const ast_item *list = NULL;
  for (int i = 0; i < op->item_count && !list; i++)
    if (op->items[i].kind == AST_ITEM_GROUP && op->items[i].bracket == '[') list = &op->items[i];
  if (!list) {
    IMPORT_ERROR(im, op->where, "'%s' needs a reassociation [[dims], ...]", op->name);
    return false;
  }
  bool ok = list->count == small;
  int next = 0;
  out->count = small;
  for (int g = 0; ok && g < small; g++) {
    int64_t v[IR_MAX_RANK];
    int n = group_ints(&list->items[g], v, IR_MAX_RANK);
    ok = n >= 1;
    out->first[g] = next;
    for (int k = 0; ok && k < n; k++) ok = v[k] == next++;
  }
  out->first[small] = next;
  if (ok && (next == big || small == 0)) return true; // rank 0: [] and every dim 1
  IMPORT_ERROR(im, list->where,
               "'%s': the reassociation does not group the %d dims of %s, in "
               "order, into the %d dims of %s",
               op->name, big, big_text, small, small_text);
  return false;
}

static const dim_expr *dims_product(importer *im, const ir_type *t, int from, int to) {
  const dim_expr *p = dim_const(C(im), 1);
  for (int d = from; d < to; d++) p = dim_mul(C(im), p, t->dims[d]);
  return p;
}

// Each dim of the smaller tensor `s` is the product of its group in the
// bigger `b` (with no groups, b has one element).
static bool unify_groups(importer *im, const ast_op *op, const ir_type *s, const ir_type *b,
                         const reassoc *ra, const char *which) {
  char what[96];
  if (ra->count == 0) {
    snprintf(what, sizeof what, "the element count of the %s tensor", which);
    return imp_unify(im, dims_product(im, b, 0, b->rank), dim_const(C(im), 1), op->where, what);
  }
  for (int g = 0; g < ra->count; g++) {
    snprintf(what, sizeof what, "dim %d of the %s tensor", g, which);
    if (!imp_unify(im, s->dims[g], dims_product(im, b, ra->first[g], ra->first[g + 1]), op->where,
                   what))
      return false;
  }
  return true;
}

// The declared result type of a reshape: a ranked tensor of x's elements.
static bool reshape_result_type(importer *im, const ast_op *op, const ir_type *x,
                                const ast_type **out) {
  const ast_type *t = op->result_type_count == 1 ? op->result_types[0] : NULL;
  if (!t) {
    IMPORT_ERROR(im, op->where, "'%s' needs 'A into B' types", op->name);
    return false;
  }
  if ((t->kind != AST_TYPE_TENSOR && t->kind != AST_TYPE_VTENSOR) || !t->has_shape ||
      t->elem != x->elem || t->rank > IR_MAX_RANK) {
    IMPORT_ERROR(im, t->where, "'%s' of tensor<%s> of rank %d into '%s'", op->name,
                 dtype_name(x->elem), x->rank, t->text);
    return false;
  }
  *out = t;
  return true;
}

// One dim of the expanded type: from output_shape's entry (an integer or
// an index value) when given, else the declared static size, else NULL
// (inferred_dim: one dynamic dim per group).
static bool expanded_dim(importer *im, const ast_op *op, const ast_type *t, int d,
                         const ast_item *entry, const dim_expr **out) {
  int64_t c;
  if (entry && entry->kind == AST_ITEM_ATTR && imp_attr_int(entry->attr, &c)) {
    *out = dim_const(C(im), c);
  } else if (entry && entry->kind == AST_ITEM_VALUE) {
    import_value *v = imp_lookup(im, entry);
    if (!v) return false;
    if (v->kind != IV_INT || !v->i) {
      IMPORT_ERROR(im, entry->where, "output_shape of '%s' needs integers known from the shapes",
                   op->name);
      return false;
    }
    *out = v->i;
  } else if (entry) {
    IMPORT_ERROR(im, entry->where, "output_shape of '%s' needs integers or index values", op->name);
    return false;
  } else if (t->dims[d] >= 0) {
    *out = dim_const(C(im), t->dims[d]);
  } else {
    *out = NULL; // inferred_dim
    return true;
  }
  int64_t k;
  if (dim_is_const(*out, &k) && k < 0) {
    IMPORT_ERROR(im, entry->where, "output_shape of '%s' has the negative size %lld", op->name,
                 (long long)k);
    return false;
  }
  if (t->dims[d] < 0 || (entry && entry->kind == AST_ITEM_ATTR && c == t->dims[d])) return true;
  char what[64];
  snprintf(what, sizeof what, "dim %d of output_shape", d);
  return imp_unify(im, *out, dim_const(C(im), t->dims[d]), entry ? entry->where : op->where, what);
}

// Without output_shape, the dynamic dim of group g: the operand's dim over
// the group's static sizes when that divides as an expression, else a fresh
// symbol that unify_groups solves.
static const dim_expr *inferred_dim(importer *im, const ast_op *op, const ir_type *a,
                                    const ast_type *t, const reassoc *ra, int g, int d) {
  int64_t c = 1;
  for (int k = ra->first[g]; k < ra->first[g + 1]; k++) c *= t->dims[k] >= 0 ? t->dims[k] : 1;
  const dim_expr *q = c > 0 ? dim_floordiv(C(im), a->dims[g], dim_const(C(im), c)) : NULL;
  if (q && dim_mul(C(im), q, dim_const(C(im), c)) == a->dims[g]) return q;
  char name[48];
  snprintf(name, sizeof name, "op%d.d%d", im->fn->value_count, d);
  return dim_sym(C(im), ir_add_symbol(C(im), im->fn, name, fact_any(), op->where));
}

// Without output_shape (MLIR's older form) a group may have one dynamic dim.
static bool one_dynamic_per_group(importer *im, const ast_op *op, const ast_type *t,
                                  const reassoc *ra) {
  for (int g = 0; g < ra->count; g++) {
    int n = 0;
    for (int d = ra->first[g]; d < ra->first[g + 1]; d++) n += t->dims[d] < 0;
    if (n > 1) {
      IMPORT_ERROR(im, op->where, "'%s' without output_shape: group %d of '%s' has %d dynamic dims",
                   op->name, g, t->text, n);
      return false;
    }
  }
  return true;
}

// The operand x, the result type t and the reassociation, whose groups
// index the dims of the expanded side (t when expanding, x when collapsing).
static bool reshape_operands(importer *im, const ast_op *op, bool expanding, import_value **x,
                             const ast_type **t, reassoc *ra) {
  *x = imp_operand(im, op, 0, IV_TENSOR);
  if (!*x || !reshape_result_type(im, op, &(*x)->tensor->type, t)) return false;
  const ir_type *a = &(*x)->tensor->type;
  strbuf at = {0};
  ir_type_print(&at, a, im->fn);
  bool ok = expanding
                ? read_reassociation(im, op, (*t)->text, (*t)->rank, sb_cstr(&at), a->rank, ra)
                : read_reassociation(im, op, sb_cstr(&at), a->rank, (*t)->text, (*t)->rank, ra);
  sb_free(&at);
  return ok;
}

// tensor.expand_shape %x [[0], [1, 2]] output_shape [%d, 4, 32] : A into B
// (output_shape is optional in MLIR's older form): a view of x.
static void import_expand_shape(importer *im, const ast_op *op) {
  import_value *x;
  const ast_type *t;
  reassoc ra;
  if (!reshape_operands(im, op, true, &x, &t, &ra)) return;
  const ir_type *a = &x->tensor->type;
  const ast_item *shape = imp_keyword_group(op, "output_shape");
  if (shape && shape->count != t->rank) {
    IMPORT_ERROR(im, shape->where, "output_shape of '%s' has %d sizes for the %d dims of '%s'",
                 op->name, shape->count, t->rank, t->text);
    return;
  }
  if (!shape && !one_dynamic_per_group(im, op, t, &ra)) return;
  ir_type type = {.elem = a->elem, .rank = t->rank};
  for (int d = 0; d < t->rank; d++)
    if (!expanded_dim(im, op, t, d, shape ? &shape->items[d] : NULL, &type.dims[d])) return;
  for (int g = 0; g < ra.count; g++)
    for (int d = ra.first[g]; d < ra.first[g + 1]; d++)
      if (!type.dims[d]) type.dims[d] = inferred_dim(im, op, a, t, &ra, g, d);
  for (int d = 0; d < t->rank; d++) // from rank 0: every dim is 1
    if (!type.dims[d]) type.dims[d] = dim_const(C(im), 1);
  if (!unify_groups(im, op, a, &type, &ra, "expanded")) return;
  ir_value *v = x->tensor;
  define_tensor(im, op, 0, bi_append(im, op, IR_OP_VIEW, &v, 1, &type)->result);
}

// tensor.collapse_shape %x [[0, 1], [2]] : A into B: a view of x, each dim
// the product of its group.
static void import_collapse_shape(importer *im, const ast_op *op) {
  import_value *x;
  const ast_type *t;
  reassoc ra;
  if (!reshape_operands(im, op, false, &x, &t, &ra)) return;
  const ir_type *a = &x->tensor->type;
  ir_type type = {.elem = a->elem, .rank = t->rank};
  for (int g = 0; g < ra.count; g++)
    type.dims[g] = dims_product(im, a, ra.first[g], ra.first[g + 1]);
  if (!unify_groups(im, op, &type, a, &ra, "collapsed")) return;
  imp_check_declared(im, op, &type);
  ir_value *v = x->tensor;
  define_tensor(im, op, 0, bi_append(im, op, IR_OP_VIEW, &v, 1, &type)->result);
}

//
// flow and iree
//
// flow.tensor.barrier %x : T on #affinity: the value stays on its device,
// so it is the value itself.
static void import_flow_identity(importer *im, const ast_op *op) {
  const ast_item *it = imp_operand_item(op, 0);
  import_value *v = it ? imp_lookup(im, it) : NULL;
  if (!v) {
    if (!it) IMPORT_ERROR(im, op->where, "'%s' needs an operand", op->name);
    return;
  }
  imp_define(im, op, 0, v);
}

// The device x is known to be on here: an argument's, a transfer's target
// (through views); -1 when an op computes it (dispatch.c places those).
static int known_device(const importer *im, const ir_value *x) {
  while (x->def && x->def->kind == IR_OP_VIEW) x = x->def->operands[0];
  if (x->def) return x->def->kind == IR_OP_TRANSFER ? x->def->device : -1;
  return x->arg_index >= 0 && im->fn->arg_devices ? im->fn->arg_devices[x->arg_index] : 0;
}

// flow.tensor.transfer %x : T{dims} to #hal.device.promise<@__device_N>:
// a TRANSFER op to device N. A value known to be on N already (an input
// transferred to its own device, as every export does for device 0) and a
// target that names no device are no move: the value itself. Otherwise the
// device assignment (dispatch.c) decides, from where x is computed.
static void import_flow_transfer(importer *im, const ast_op *op) {
  const ast_item *it = imp_operand_item(op, 0);
  import_value *v = it ? imp_lookup(im, it) : NULL;
  if (!v) {
    if (!it) IMPORT_ERROR(im, op->where, "'%s' needs an operand", op->name);
    return;
  }
  int device = -1;
  for (int i = 0; i < op->item_count && device == -1; i++)
    if (op->items[i].kind == AST_ITEM_ATTR) device = imp_attr_device(im, op->items[i].attr);
  if (device == -2) return;
  if (device < 0 || v->kind != IV_TENSOR || !v->tensor || known_device(im, v->tensor) == device) {
    imp_define(im, op, 0, v);
    return;
  }
  ir_value *x = v->tensor;
  ir_op *t = bi_append(im, op, IR_OP_TRANSFER, &x, 1, &x->type);
  t->device = device;
  define_tensor(im, op, 0, t->result);
}

// flow.tensor.bitcast %x : tensor<..xNxi8> -> tensor<..x(N*8/bits)xi4>:
// the bytes as packed sub-byte integers (IR_OP_BITCAST, ir_bitcast_ok),
// after a view of the bytes when the other dims differ. The innermost
// dim of the result must be whole bytes, and the bytes must be as many.
static void import_sub_byte_bitcast(importer *im, const ast_op *op, ir_value *x,
                                    const ir_type *type) {
  int per = 8 / dtype_bits(type->elem), r = type->rank;
  int64_t inner = 0, coef = 0;
  int sym;
  const dim_expr *last = r ? type->dims[r - 1] : NULL;
  bool whole = last && ((dim_is_const(last, &inner) && inner % per == 0) ||
                        (dim_as_scaled_sym(last, &coef, &sym) && coef % per == 0));
  if (!whole) {
    IMPORT_ERROR(im, op->where,
                 "'%s' to %s needs an innermost dim of whole bytes (a multiple of %d)", op->name,
                 dtype_name(type->elem), per);
    return;
  }
  ir_type bytes = *type;
  bytes.elem = x->type.elem;
  bytes.dims[r - 1] = dim_floordiv(C(im), last, dim_const(C(im), per));
  if (!ir_type_eq(&bytes, &x->type)) {
    if (!imp_unify(im, ir_type_numel(C(im), &x->type), ir_type_numel(C(im), &bytes), op->where,
                   "the byte count of the bitcast tensor"))
      return;
    x = bi_append(im, op, IR_OP_VIEW, &x, 1, &bytes)->result;
  }
  define_tensor(im, op, 0, bi_append(im, op, IR_OP_BITCAST, &x, 1, type)->result);
}

// flow.tensor.bitcast / reshape %x : A{dims} -> B{dims}: the same bytes in
// another shape (a view). A change of element type is no view: refused,
// except i8 bytes as i4 / i2 (above) and to and from complex
// (import_complex.c).
static void import_flow_reshape(importer *im, const ast_op *op) {
  import_value *x = imp_operand(im, op, 0, IV_TENSOR);
  if (!x) return;
  if (op->result_type_count < 1) {
    IMPORT_ERROR(im, op->where, "'%s' needs 'A -> B' types", op->name);
    return;
  }
  ir_type type;
  if (!type_with_dims(im, op, op->result_types[0], NULL, &type)) return;
  dtype from = x->tensor->type.elem;
  if (type.elem != from && !strcmp(op->name, "flow.tensor.bitcast") &&
      (from == DT_I8 || from == DT_U8) && dtype_is_sub_byte(type.elem))
    return import_sub_byte_bitcast(im, op, x->tensor, &type);
  if (type.elem != from) {
    IMPORT_ERROR(im, op->where,
                 "'%s' from %s to %s changes the element type; only shapes, i8 as "
                 "i4 / i2 (flow.tensor.bitcast) and complex views are supported",
                 op->name, dtype_name(from), dtype_name(type.elem));
    return;
  }
  imp_unify(im, ir_type_numel(C(im), &type), ir_type_numel(C(im), &x->tensor->type), op->where,
            "the element count of the reshaped tensor");
  ir_value *v = x->tensor;
  define_tensor(im, op, 0, bi_append(im, op, IR_OP_VIEW, &v, 1, &type)->result);
}

// The n-th value of an `ins(...)` / `outs(...)` group.
static import_value *group_value(importer *im, const ast_item *g, int n, const ast_item **where) {
  for (int i = 0; g && i < g->count; i++) {
    const ast_item *it = &g->items[i];
    if ((it->kind == AST_ITEM_VALUE || it->kind == AST_ITEM_TYPED_VALUE) && n-- == 0) {
      *where = it;
      return imp_lookup(im, it);
    }
  }
  return NULL;
}

// iree_linalg_ext.gather dimension_map = [0] ins(%src, %idx) outs(%init):
// result[b..., rest...] = src[idx[b...], rest...], an index_select along
// dim 0 with the batch-shaped index (its trailing index dim of size 1, if
// written, dropped). Index depths past 1 are refused.
static void import_gather(importer *im, const ast_op *op) {
  const ast_item *ins = imp_keyword_group(op, "ins"), *outs = imp_keyword_group(op, "outs"),
                 *w = NULL;
  // dimension_map = [0]: a bracketed group of integers in item position
  const ast_item *map = NULL;
  for (int i = 0; i + 2 < op->item_count && !map; i++)
    if (op->items[i].kind == AST_ITEM_KEYWORD && !strcmp(op->items[i].name, "dimension_map"))
      map = &op->items[i + 2];
  import_value *src = ins ? group_value(im, ins, 0, &w) : NULL;
  import_value *idx = src ? group_value(im, ins, 1, &w) : NULL;
  import_value *init = idx && outs ? group_value(im, outs, 0, &w) : NULL;
  if (!init || src->kind != IV_TENSOR || idx->kind != IV_TENSOR || init->kind != IV_TENSOR) {
    if (!im->poisoned)
      IMPORT_ERROR(im, op->where,
                   "expected 'iree_linalg_ext.gather dimension_map = [...] ins(%%source, "
                   "%%indices : ...) outs(%%init : ...)'");
    return;
  }
  int64_t k = -1;
  bool zero = map && map->kind == AST_ITEM_GROUP && map->count == 1 &&
              map->items[0].kind == AST_ITEM_ATTR && imp_attr_int(map->items[0].attr, &k) && k == 0;
  if (!zero) {
    IMPORT_ERROR(im, map ? map->where : op->where,
                 "iree_linalg_ext.gather with a dimension_map other "
                 "than [0] is not supported");
    return;
  }
  const ir_type *s = &src->tensor->type, *o = &init->tensor->type;
  ir_value *index = idx->tensor;
  int batch = o->rank - (s->rank - 1);
  if (batch < 0 || (index->type.rank != batch && index->type.rank != batch + 1)) {
    IMPORT_ERROR(im, op->where,
                 "iree_linalg_ext.gather: indices of rank %d do not fit a source of "
                 "rank %d and a result of rank %d",
                 index->type.rank, s->rank, o->rank);
    return;
  }
  if (index->type.rank == batch + 1) { // the explicit index depth: 1
    ir_type t = index->type;
    imp_unify(im, t.dims[batch], dim_const(C(im), 1), op->where, "the index depth of the gather");
    t.rank = batch;
    index = bi_append(im, op, IR_OP_VIEW, &index, 1, &t)->result;
  }
  ir_type type = {.elem = s->elem};
  for (int d = 0; d < batch; d++) type.dims[type.rank++] = index->type.dims[d];
  for (int d = 1; d < s->rank; d++) type.dims[type.rank++] = s->dims[d];
  for (int d = 0; d < type.rank; d++) {
    char what[64];
    snprintf(what, sizeof what, "dim %d of the gather's init", d);
    imp_unify(im, o->dims[d], type.dims[d], op->where, what);
  }
  ir_value *xs[2] = {src->tensor, index};
  ir_op *g = bi_append(im, op, IR_OP_INDEX_SELECT, xs, 2, &type);
  g->axis = 0;
  define_tensor(im, op, 0, g->result);
}

//
// The table
//
typedef struct builtin_entry {
  const char *name;
  imp_handler fn;
} builtin_entry;

static const builtin_entry builtin_table[] = {
    {"arith.constant", import_arith_constant},
    {"arith.index_cast", import_int_cast},
    {"arith.index_castui", import_int_cast},
    {"arith.extsi", import_int_cast},
    {"arith.extui", import_int_cast},
    {"arith.trunci", import_int_cast},
    {"arith.addi", import_int_binary_arith},
    {"arith.subi", import_int_binary_arith},
    {"arith.muli", import_int_binary_arith},
    {"arith.divsi", import_int_binary_arith},
    {"arith.divui", import_int_binary_arith},
    {"arith.remsi", import_int_binary_arith},
    {"arith.remui", import_int_binary_arith},
    {"arith.floordivsi", import_int_binary_arith},
    {"arith.ceildivsi", import_int_binary_arith},
    {"arith.ceildivui", import_int_binary_arith},
    {"tensor.dim", import_tensor_dim},
    {"tensor.empty", import_tensor_empty},
    {"tensor.cast", import_tensor_cast},
    {"tensor.extract", import_tensor_extract},
    {"tensor.extract_slice", import_extract_slice},
    {"tensor.expand_shape", import_expand_shape},
    {"tensor.collapse_shape", import_collapse_shape},
    {"flow.tensor.transfer", import_flow_transfer},
    {"flow.tensor.barrier", import_flow_identity},
    {"flow.tensor.bitcast", import_flow_reshape},
    {"flow.tensor.reshape", import_flow_reshape},
    {"iree_linalg_ext.gather", import_gather},
    {"linalg.generic", imp_linalg_generic},
    {"linalg.fill", imp_linalg_fill},
    {"linalg.copy", imp_linalg_copy},
    {"linalg.conv_2d_nchw_fchw", imp_linalg_named_window},
    {"linalg.conv_2d_nhwc_hwcf", imp_linalg_named_window},
    {"linalg.conv_2d_nhwc_fhwc", imp_linalg_named_window},
    {"linalg.depthwise_conv_2d_nchw_chw", imp_linalg_named_window},
    {"linalg.depthwise_conv_2d_nhwc_hwc", imp_linalg_named_window},
    {"linalg.pooling_nchw_max", imp_linalg_named_window},
    {"linalg.pooling_nchw_sum", imp_linalg_named_window},
    {"linalg.pooling_nhwc_max", imp_linalg_named_window},
    {"linalg.pooling_nhwc_sum", imp_linalg_named_window},
    {"linalg.matmul", imp_linalg_named_window},
    {"linalg.matmul_transpose_a", imp_linalg_named_window},
    {"linalg.matmul_transpose_b", imp_linalg_named_window},
    {"linalg.batch_matmul", imp_linalg_named_window},
    {"linalg.batch_matmul_transpose_a", imp_linalg_named_window},
    {"linalg.batch_matmul_transpose_b", imp_linalg_named_window},
};

imp_handler imp_find_builtin_handler(const char *name) {
  for (size_t i = 0; i < FACET_ARRAY_SIZE(builtin_table); i++)
    if (!strcmp(builtin_table[i].name, name)) return builtin_table[i].fn;
  return NULL;
}
