// import.c: the generic syntax tree of a torch export -> graph IR.
//
// Integer SSA values (torch.constant.int, aten.size.int, mul.int, ...) are
// evaluated symbolically into dim expressions here, so the graph IR holds
// tensor ops only and every dim is an affine expression over symbols.
//
// A dynamic argument dim starts as an anonymous symbol ("arg0.d1"); the
// first torch.bind_symbolic_shape that pins it (on the argument itself or
// on any value derived from it) solves it in terms of the program's
// symbols and records where, so the runtime can name that binding when a
// call breaks it.
#include "frontend.h"

#include <string.h>

typedef enum { IV_TENSOR, IV_INT, IV_LIST, IV_OTHER } iv_kind;

typedef struct import_value {
  iv_kind kind;
  ir_value *tensor;        // IV_TENSOR
  const dim_expr *i;       // IV_INT (NULL: not a known integer, e.g. a float)
  int count;               // IV_LIST
  struct import_value **elems;
} import_value;

typedef struct importer {
  ir_context *ctx;
  diag_engine *diag;
  const ast_module *mod;
  ir_function *fn;
  hashmap scope;           // "%name" or "%name#i" -> import_value*
  bool failed;
} importer;

#define IMPORT_ERROR(im, where, ...)                                           \
  do {                                                                         \
    diag_error((im)->diag, (where), __VA_ARGS__);                              \
    (im)->failed = true;                                                       \
  } while (0)

//
// Scope
//
static const char *value_key(char *buf, size_t n, const char *name, int index) {
  if (index) snprintf(buf, n, "%s#%d", name, index);
  else snprintf(buf, n, "%s", name);
  return buf;
}

static void define(importer *im, const ast_op *op, int result, import_value *v) {
  char buf[256];
  // results are numbered across `%a, %b = ...` and `%a:2 = ...` alike
  int base = 0;
  for (int r = 0; r < op->result_count; r++) {
    if (result < base + op->results[r].count) {
      hashmap_put_str(&im->scope, value_key(buf, sizeof buf, op->results[r].name, result - base), v);
      return;
    }
    base += op->results[r].count;
  }
}

static import_value *lookup(importer *im, const ast_item *it) {
  char buf[256];
  import_value *v = hashmap_get_str(&im->scope, value_key(buf, sizeof buf, it->name, it->result_index));
  if (!v) IMPORT_ERROR(im, it->where, "use of undefined value '%s'", it->name);
  return v;
}

static import_value *new_value(importer *im, iv_kind kind) {
  import_value *v = ARENA_NEW(&im->ctx->mem, import_value);
  v->kind = kind;
  return v;
}

static import_value *tensor_value(importer *im, ir_value *t) {
  import_value *v = new_value(im, IV_TENSOR);
  v->tensor = t;
  return v;
}

static import_value *int_value(importer *im, const dim_expr *e) {
  import_value *v = new_value(im, IV_INT);
  v->i = e;
  return v;
}

// The n-th VALUE item of the op at top level (operands in order).
static const ast_item *operand_item(const ast_op *op, int n) {
  for (int i = 0; i < op->item_count; i++)
    if (op->items[i].kind == AST_ITEM_VALUE && n-- == 0) return &op->items[i];
  return NULL;
}

static int operand_count(const ast_op *op) {
  int n = 0;
  for (int i = 0; i < op->item_count; i++) n += op->items[i].kind == AST_ITEM_VALUE;
  return n;
}

static import_value *operand(importer *im, const ast_op *op, int n, iv_kind want) {
  const ast_item *it = operand_item(op, n);
  if (!it) {
    IMPORT_ERROR(im, op->where, "'%s' expects at least %d operands", op->name, n + 1);
    return NULL;
  }
  import_value *v = lookup(im, it);
  if (v && v->kind != want) {
    static const char *kinds[] = {"a tensor", "an integer", "a list", "another value"};
    IMPORT_ERROR(im, it->where, "operand %d of '%s' must be %s", n, op->name, kinds[want]);
    return NULL;
  }
  return v;
}

//
// Types
//
static int new_anon_symbol(importer *im, const char *name, loc where) {
  return ir_add_symbol(im->ctx, im->fn, name, fact_any(), where);
}

// Converts a declared tensor type. Dynamic dims become fresh anonymous
// symbols named after `what` (e.g. "arg0.d1"), solved later by bindings.
static bool convert_type(importer *im, const ast_type *t, const char *what, ir_type *out) {
  if (t->kind != AST_TYPE_VTENSOR && t->kind != AST_TYPE_TENSOR && t->kind != AST_TYPE_TTENSOR) {
    IMPORT_ERROR(im, t->where, "expected a tensor type, found '%s'", t->text);
    return false;
  }
  if (!t->has_shape || t->elem == DT_INVALID) {
    IMPORT_ERROR(im, t->where, "tensor type '%s' needs a shape and a known element type", t->text);
    return false;
  }
  if (t->rank > IR_MAX_RANK) {
    IMPORT_ERROR(im, t->where, "rank %d exceeds the supported %d", t->rank, IR_MAX_RANK);
    return false;
  }
  out->elem = t->elem;
  out->rank = t->rank;
  for (int i = 0; i < t->rank; i++) {
    if (t->dims[i] >= 0) {
      out->dims[i] = dim_const(im->ctx, t->dims[i]);
    } else {
      char name[96];
      snprintf(name, sizeof name, "%s.d%d", what, i);
      out->dims[i] = dim_sym(im->ctx, new_anon_symbol(im, name, t->where));
    }
  }
  return true;
}

// Replaces solved anonymous symbols, transitively, in e.
static const dim_expr *resolve(importer *im, const dim_expr *e) {
  ir_function *fn = im->fn;
  const dim_expr *sub[256] = {0};
  bool any = false;
  int n = fn->symbol_count < 256 ? fn->symbol_count : 256;
  for (int i = 0; i < n; i++)
    if (fn->symbols[i].alias) sub[i] = fn->symbols[i].alias, any = true;
  for (int round = 0; any && round < 8; round++) {
    const dim_expr *next = dim_subst(im->ctx, e, sub);
    if (next == e) break;
    e = next;
  }
  return e;
}

static void print_dim(strbuf *sb, const ir_function *fn, const dim_expr *e) {
  const char *names[64] = {0};
  dim_print(sb, e, ir_symbol_names(fn, names, 64));
}

// Makes `actual` (a value's dim) equal to `promised` (from a binding or a
// declared type): solves an anonymous symbol where one side is c * anon.
static bool unify(importer *im, const dim_expr *actual, const dim_expr *promised, loc where,
                  const char *what) {
  actual = resolve(im, actual);
  promised = resolve(im, promised);
  if (actual == promised) return true;
  const dim_expr *sides[2][2] = {{actual, promised}, {promised, actual}};
  for (int s = 0; s < 2; s++) {
    int64_t coef;
    int sym;
    if (!dim_as_scaled_sym(sides[s][0], &coef, &sym)) continue;
    ir_symbol *anon = &im->fn->symbols[sym];
    if (anon->alias || strchr(anon->name, '.') == NULL) continue; // only anonymous ones
    const dim_expr *q = dim_floordiv(im->ctx, sides[s][1], dim_const(im->ctx, coef));
    if (q->kind == DIM_FLOORDIV) continue; // not an exact multiple
    anon->alias = q;
    anon->alias_where = where;
    return true;
  }
  strbuf a = {0}, b = {0};
  print_dim(&a, im->fn, actual);
  print_dim(&b, im->fn, promised);
  IMPORT_ERROR(im, where, "%s is %s, but %s is promised here", what, sb_cstr(&a), sb_cstr(&b));
  sb_free(&a);
  sb_free(&b);
  return false;
}

// Checks an inferred type against the declared result type of an op.
static void check_declared(importer *im, const ast_op *op, ir_type *inferred) {
  if (op->result_type_count < 1) return;
  const ast_type *t = op->result_types[0];
  if (!t->has_shape) return;
  if (t->elem != inferred->elem || t->rank != inferred->rank) {
    IMPORT_ERROR(im, t->where, "'%s' result type %s does not match the inferred %s rank %d",
                 op->name, t->text, dtype_name(inferred->elem), inferred->rank);
    return;
  }
  for (int i = 0; i < t->rank; i++) {
    if (t->dims[i] < 0) continue;
    char what[64];
    snprintf(what, sizeof what, "result dim %d of '%s'", i, op->name);
    unify(im, inferred->dims[i], dim_const(im->ctx, t->dims[i]), t->where, what);
  }
}

//
// Integer and list ops
//
static bool attr_int(const ast_attr *a, int64_t *out) {
  if (!a || (a->kind != AST_ATTR_INT && a->kind != AST_ATTR_BOOL)) return false;
  *out = a->i;
  return true;
}

static const ast_attr *dict_get(const ast_attr *dict, const char *name) {
  if (!dict || dict->kind != AST_ATTR_DICT) return NULL;
  for (int i = 0; i < dict->count; i++)
    if (strcmp(dict->entries[i].name, name) == 0) return dict->entries[i].value;
  return NULL;
}

static const ast_item *first_item(const ast_op *op, ast_item_kind kind) {
  for (int i = 0; i < op->item_count; i++)
    if (op->items[i].kind == kind) return &op->items[i];
  return NULL;
}

// %s = torch.symbolic_int "s1" {min_val = 2, max_val = 4095} : !torch.int
static void import_symbolic_int(importer *im, const ast_op *op) {
  const ast_item *name = first_item(op, AST_ITEM_ATTR);
  if (!name || name->attr->kind != AST_ATTR_STRING) {
    IMPORT_ERROR(im, op->where, "torch.symbolic_int needs a name string");
    return;
  }
  int64_t lo = 0, hi = INT64_MAX;
  attr_int(dict_get(op->attrs, "min_val"), &lo);
  attr_int(dict_get(op->attrs, "max_val"), &hi);
  if (lo < 0) lo = 0;
  if (hi < lo) {
    IMPORT_ERROR(im, op->where, "symbol '%s' has max_val %lld < min_val %lld", name->attr->str,
                 (long long)hi, (long long)lo);
    return;
  }
  int sym = ir_add_symbol(im->ctx, im->fn, name->attr->str, fact_range((uint64_t)lo, (uint64_t)hi, 1),
                          op->where);
  define(im, op, 0, int_value(im, dim_sym(im->ctx, sym)));
}

static const dim_expr *affine_to_dim(importer *im, const aff_expr *e, const dim_expr **syms,
                                     int sym_count, loc where) {
  if (!e) return NULL;
  switch (e->kind) {
  case AFF_CONST: return dim_const(im->ctx, e->value);
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
    const dim_expr *l = affine_to_dim(im, e->lhs, syms, sym_count, where);
    return l ? dim_mul(im->ctx, l, dim_const(im->ctx, -1)) : NULL;
  }
  default: break;
  }
  const dim_expr *l = affine_to_dim(im, e->lhs, syms, sym_count, where);
  const dim_expr *r = affine_to_dim(im, e->rhs, syms, sym_count, where);
  if (!l || !r) return NULL;
  switch (e->kind) {
  case AFF_ADD: return dim_add(im->ctx, l, r);
  case AFF_MUL: return dim_mul(im->ctx, l, r);
  case AFF_FLOORDIV: return dim_floordiv(im->ctx, l, r);
  case AFF_CEILDIV: return dim_ceildiv(im->ctx, l, r);
  case AFF_MOD: return dim_mod(im->ctx, l, r);
  default: FACET_UNREACHABLE();
  }
}

// torch.bind_symbolic_shape %v, [%s0, ...], affine_map<()[s0, ...] -> (...)> : type
static void import_bind_symbolic_shape(importer *im, const ast_op *op) {
  import_value *v = operand(im, op, 0, IV_TENSOR);
  const ast_item *list = first_item(op, AST_ITEM_GROUP);
  const ast_item *map = first_item(op, AST_ITEM_ATTR);
  if (!v) return;
  if (!list || !map || map->attr->kind != AST_ATTR_AFFINE_MAP) {
    IMPORT_ERROR(im, op->where, "expected '%%value, [symbols], affine_map<...>'");
    return;
  }
  const dim_expr *syms[64];
  int n = 0;
  for (int i = 0; i < list->count && n < 64; i++) {
    if (list->items[i].kind != AST_ITEM_VALUE) continue;
    import_value *s = lookup(im, &list->items[i]);
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
                 "affine map has %d results for a rank-%d tensor; binding ignored",
                 m->result_count, t->rank);
    return;
  }
  for (int i = 0; i < t->rank; i++) {
    const dim_expr *e = affine_to_dim(im, m->results[i], syms, n, map->where);
    if (!e) return;
    char what[96];
    snprintf(what, sizeof what, "dim %d of %s", i, operand_item(op, 0)->name);
    unify(im, t->dims[i], e, op->where, what);
  }
}

static void import_constant_int(importer *im, const ast_op *op) {
  const ast_item *it = first_item(op, AST_ITEM_ATTR);
  int64_t v;
  if (!it || !attr_int(it->attr, &v)) {
    IMPORT_ERROR(im, op->where, "torch.constant.int needs an integer literal");
    return;
  }
  define(im, op, 0, int_value(im, dim_const(im->ctx, v)));
}

static bool const_operand(importer *im, const ast_op *op, int n, int64_t *out) {
  import_value *v = operand(im, op, n, IV_INT);
  if (!v) return false;
  if (!v->i || !dim_is_const(v->i, out)) {
    IMPORT_ERROR(im, operand_item(op, n)->where, "'%s' needs a constant here", op->name);
    return false;
  }
  return true;
}

// Normalises a possibly negative dim index against a rank.
static bool dim_index(importer *im, const ast_op *op, int64_t d, int rank, int *out) {
  if (d < 0) d += rank;
  if (d < 0 || d >= rank) {
    IMPORT_ERROR(im, op->where, "dim %lld is out of range for rank %d", (long long)d, rank);
    return false;
  }
  *out = (int)d;
  return true;
}

static void import_size_int(importer *im, const ast_op *op) {
  import_value *t = operand(im, op, 0, IV_TENSOR);
  int64_t d;
  int i;
  if (!t || !const_operand(im, op, 1, &d) || !dim_index(im, op, d, t->tensor->type.rank, &i))
    return;
  define(im, op, 0, int_value(im, t->tensor->type.dims[i]));
}

static void import_int_arith(importer *im, const ast_op *op, const char *kind) {
  import_value *a = operand(im, op, 0, IV_INT), *b = operand(im, op, 1, IV_INT);
  if (!a || !b) return;
  const dim_expr *r = NULL;
  if (a->i && b->i) {
    if (!strcmp(kind, "mul")) r = dim_mul(im->ctx, a->i, b->i);
    else if (!strcmp(kind, "add")) r = dim_add(im->ctx, a->i, b->i);
    else if (!strcmp(kind, "sub")) r = dim_add(im->ctx, a->i, dim_mul(im->ctx, b->i, dim_const(im->ctx, -1)));
    else if (!strcmp(kind, "floordiv")) r = dim_floordiv(im->ctx, a->i, b->i);
  }
  define(im, op, 0, int_value(im, r));
}

static void import_list(importer *im, const ast_op *op) {
  import_value *l = new_value(im, IV_LIST);
  l->count = operand_count(op);
  l->elems = ARENA_NEW_ARRAY(&im->ctx->mem, import_value *, l->count);
  for (int i = 0; i < l->count; i++) {
    l->elems[i] = lookup(im, operand_item(op, i));
    if (!l->elems[i]) return;
  }
  define(im, op, 0, l);
}

//
// Tensor ops
//
static void append_tensor_op(importer *im, const ast_op *op, ir_op_kind kind, ir_value **operands,
                             int n, ir_type *type) {
  check_declared(im, op, type);
  ir_op *o = ir_append_op(im->ctx, im->fn, kind, op->where, operands, n, *type);
  o->result->name = op->result_count ? op->results[0].name : NULL;
  define(im, op, 0, tensor_value(im, o->result));
}

// view / reshape / _unsafe_view %t, %shape_list
static void import_view(importer *im, const ast_op *op) {
  import_value *t = operand(im, op, 0, IV_TENSOR), *l = operand(im, op, 1, IV_LIST);
  if (!t || !l) return;
  if (l->count > IR_MAX_RANK) {
    IMPORT_ERROR(im, op->where, "view to rank %d exceeds the supported %d", l->count, IR_MAX_RANK);
    return;
  }
  ir_type type = {.elem = t->tensor->type.elem, .rank = l->count};
  const dim_expr *known = dim_const(im->ctx, 1);
  int infer = -1;
  for (int i = 0; i < l->count; i++) {
    int64_t c;
    const import_value *e = l->elems[i];
    if (e->kind != IV_INT || !e->i) {
      IMPORT_ERROR(im, op->where, "view sizes must be integers");
      return;
    }
    if (dim_is_const(e->i, &c) && c == -1) {
      infer = i;
      continue;
    }
    type.dims[i] = e->i;
    known = dim_mul(im->ctx, known, e->i);
  }
  const dim_expr *numel = ir_type_numel(im->ctx, &t->tensor->type);
  if (infer >= 0) type.dims[infer] = dim_floordiv(im->ctx, numel, known);
  else unify(im, ir_type_numel(im->ctx, &type), numel, op->where, "element count of the view");
  ir_value *src = t->tensor;
  append_tensor_op(im, op, IR_OP_VIEW, &src, 1, &type);
}

// mm %a[M,K], %b[K,N]
static void import_mm(importer *im, const ast_op *op) {
  import_value *a = operand(im, op, 0, IV_TENSOR), *b = operand(im, op, 1, IV_TENSOR);
  if (!a || !b) return;
  ir_type *ta = &a->tensor->type, *tb = &b->tensor->type;
  if (ta->rank != 2 || tb->rank != 2) {
    IMPORT_ERROR(im, op->where, "torch.aten.mm needs rank-2 operands, got ranks %d and %d",
                 ta->rank, tb->rank);
    return;
  }
  if (ta->elem != tb->elem) {
    IMPORT_ERROR(im, op->where, "torch.aten.mm operands have different dtypes %s and %s",
                 dtype_name(ta->elem), dtype_name(tb->elem));
    return;
  }
  if (!unify(im, tb->dims[0], ta->dims[1], op->where, "the contraction dim of the rhs")) return;
  ir_type type = {.elem = ta->elem, .rank = 2, .dims = {ta->dims[0], tb->dims[1]}};
  ir_value *ops[2] = {a->tensor, b->tensor};
  append_tensor_op(im, op, IR_OP_MATMUL, ops, 2, &type);
}

static void import_return(importer *im, const ast_op *op) {
  int n = operand_count(op);
  im->fn->results = ARENA_NEW_ARRAY(&im->ctx->mem, ir_value *, n);
  for (int i = 0; i < n; i++) {
    import_value *v = operand(im, op, i, IV_TENSOR);
    if (!v) return;
    im->fn->results[im->fn->result_count++] = v->tensor;
  }
}

typedef struct op_importer {
  const char *name;
  void (*fn)(importer *, const ast_op *);
} op_importer;

static void import_mul_int(importer *im, const ast_op *op) { import_int_arith(im, op, "mul"); }
static void import_add_int(importer *im, const ast_op *op) { import_int_arith(im, op, "add"); }
static void import_sub_int(importer *im, const ast_op *op) { import_int_arith(im, op, "sub"); }
static void import_floordiv_int(importer *im, const ast_op *op) {
  import_int_arith(im, op, "floordiv");
}

static const op_importer op_importers[] = {
    {"torch.symbolic_int", import_symbolic_int},
    {"torch.bind_symbolic_shape", import_bind_symbolic_shape},
    {"torch.constant.int", import_constant_int},
    {"torch.aten.size.int", import_size_int},
    {"torch.aten.mul.int", import_mul_int},
    {"torch.aten.add.int", import_add_int},
    {"torch.aten.sub.int", import_sub_int},
    {"torch.aten.floordiv.int", import_floordiv_int},
    {"torch.prim.ListConstruct", import_list},
    {"torch.aten.view", import_view},
    {"torch.aten.reshape", import_view},
    {"torch.aten._unsafe_view", import_view},
    {"torch.aten.mm", import_mm},
    {"return", import_return},
    {"func.return", import_return},
};

//
// Functions and modules
//
typedef struct unsupported {
  const char *name;
  int uses;
  loc first;
} unsupported;
typedef VEC(unsupported) unsupported_list;

static void import_op(importer *im, const ast_op *op, unsupported_list *unsup) {
  for (size_t i = 0; i < FACET_ARRAY_SIZE(op_importers); i++) {
    if (strcmp(op->name, op_importers[i].name) == 0) {
      op_importers[i].fn(im, op);
      return;
    }
  }
  for (size_t i = 0; i < unsup->len; i++) {
    if (strcmp(unsup->data[i].name, op->name) == 0) {
      unsup->data[i].uses++;
      return;
    }
  }
  VEC_PUSH(*unsup, ((unsupported){op->name, 1, op->where}));
}

// Substitutes every solved symbol in every type, and records for each
// dynamic argument dim where its promise was made.
static void finish_function(importer *im) {
  ir_function *fn = im->fn;
  fn->promises = ARENA_NEW_ARRAY(&im->ctx->mem, ir_binding_promise, fn->arg_count * IR_MAX_RANK);
  for (int a = 0; a < fn->arg_count; a++) {
    ir_type *t = &fn->args[a]->type;
    for (int d = 0; d < t->rank; d++) {
      const dim_expr *e = t->dims[d];
      if (e->kind == DIM_SYM && fn->symbols[e->sym].alias)
        fn->promises[fn->promise_count++] =
            (ir_binding_promise){a, d, fn->symbols[e->sym].alias_where};
      t->dims[d] = resolve(im, e);
    }
  }
  for (ir_op *op = fn->first; op; op = op->next)
    for (int d = 0; d < op->result->type.rank; d++)
      op->result->type.dims[d] = resolve(im, op->result->type.dims[d]);
}

static const ast_item *find_signature(const ast_op *op) {
  for (int i = 0; i < op->item_count; i++)
    if (op->items[i].kind == AST_ITEM_GROUP && op->items[i].bracket == '(') return &op->items[i];
  return NULL;
}

static void import_function(importer *im, const ast_op *op, unsupported_list *unsup) {
  const ast_item *name = first_item(op, AST_ITEM_SYMBOL);
  const ast_item *sig = find_signature(op);
  if (!name || !sig || op->region_count < 1) {
    IMPORT_ERROR(im, op->where, "expected 'func.func @name(args) ... { body }'");
    return;
  }
  im->fn = ir_function_create(im->ctx, name->name + (name->name[0] == '@'), op->where);
  hashmap_free(&im->scope);
  for (int i = 0; i < sig->count; i++) {
    const ast_item *arg = &sig->items[i];
    if (arg->kind != AST_ITEM_TYPED_VALUE) continue;
    char what[32];
    snprintf(what, sizeof what, "arg%d", im->fn->arg_count);
    ir_type t;
    if (!convert_type(im, arg->type, what, &t)) return;
    ir_value *v = ir_add_arg(im->ctx, im->fn, t);
    v->name = arg->name;
    hashmap_put_str(&im->scope, arg->name, tensor_value(im, v));
  }
  const ast_region *body = op->regions[0];
  for (int b = 0; b < body->block_count; b++)
    for (int i = 0; i < body->blocks[b].op_count; i++) import_op(im, body->blocks[b].ops[i], unsup);
  finish_function(im);
}

static void import_ops(importer *im, ast_op **ops, int count, unsupported_list *unsup) {
  for (int i = 0; i < count; i++) {
    const ast_op *op = ops[i];
    if (!strcmp(op->name, "module") || !strcmp(op->name, "builtin.module")) {
      for (int r = 0; r < op->region_count; r++)
        for (int b = 0; b < op->regions[r]->block_count; b++)
          import_ops(im, op->regions[r]->blocks[b].ops, op->regions[r]->blocks[b].op_count, unsup);
    } else if (!strcmp(op->name, "func.func")) {
      import_function(im, op, unsup);
    } else {
      import_op(im, op, unsup);
    }
  }
}

bool import_module(ir_context *ctx, const ast_module *m) {
  importer im = {.ctx = ctx, .diag = ctx->diag, .mod = m};
  unsupported_list unsup = {0};
  import_ops(&im, m->ops, m->op_count, &unsup);
  for (size_t i = 0; i < unsup.len; i++) {
    char where[256];
    diag_warning(ctx->diag, (loc){0}, "unsupported op %s (%d use%s, first at %s)",
                 unsup.data[i].name, unsup.data[i].uses, unsup.data[i].uses == 1 ? "" : "s",
                 loc_str(unsup.data[i].first, where, sizeof where));
  }
  if (unsup.len) {
    diag_error(ctx->diag, (loc){0}, "%zu unsupported op kind%s; nothing was compiled", unsup.len,
               unsup.len == 1 ? "" : "s");
    im.failed = true;
  }
  VEC_FREE(unsup);
  hashmap_free(&im.scope);
  return !im.failed;
}
