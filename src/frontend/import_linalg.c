// import_linalg.c: linalg.generic on tensors -> IR_OP_GENERIC (ir.h has
// the design: iteration space, a map per operand, and the body as a list
// of scalar nodes).
//
// The body's ops become nodes one for one, in order, so that a generic
// facet-opt printed reads back to the same nodes (the round trip).
// Values the body takes from the enclosing function become nodes too: an
// integer or float constant a GN_CONST of the type the use gives it, a
// tensor read by tensor.extract an extra operand of the op. Every node is
// type-checked the way MLIR's verifier would, since a later pass lowers
// the nodes without looking again.
#include "frontend_internal.h"

#include <string.h>

enum { MAX_BODY_NODES = 1 << 16 };

typedef struct gen_builder {
  importer *im;
  const ast_op *op;
  ir_generic *g;
  VEC(ir_gnode) nodes;
  VEC(ir_value *) operands; // ins, outs, then captured tensors
  hashmap local;            // body value name -> node + 1
  hashmap consts;           // "name:type" of an enclosing value -> its node + 1
  bool failed;
} gen_builder;

#define GEN_ERROR(b, where, ...)                                                                   \
  do {                                                                                             \
    IMPORT_ERROR((b)->im, (where), __VA_ARGS__);                                                   \
    (b)->failed = true;                                                                            \
  } while (0)

static ir_context *C(const gen_builder *b) { return b->im->ctx; }

static int push_node(gen_builder *b, ir_gnode n) {
  VEC_PUSH(b->nodes, n);
  return (int)b->nodes.len - 1;
}

// A scalar type of the body: an element type or index.
typedef struct stype {
  dtype t;
  bool index;
} stype;

static bool scalar_type(gen_builder *b, const ast_type *t, stype *out) {
  if (t && t->kind == AST_TYPE_INDEX) return *out = (stype){DT_I64, true}, true;
  if (t && t->kind == AST_TYPE_SCALAR && t->elem != DT_INVALID)
    return *out = (stype){t->elem, false}, true;
  GEN_ERROR(b, t ? t->where : b->op->where, "unsupported scalar type '%s' in a linalg.generic body",
            t ? t->text : "?");
  return false;
}

static bool same_type(stype a, const ir_gnode *n) {
  return a.t == n->type && a.index == n->is_index;
}

static const char *type_name(stype t) { return t.index ? "index" : dtype_name(t.t); }

//
// Maps and the iteration space
//
static const ir_affine *to_affine(gen_builder *b, const aff_expr *e, int dims, loc where) {
  ir_affine *r = ARENA_NEW(&C(b)->mem, ir_affine);
  switch (e->kind) {
  case AFF_CONST: r->kind = IA_CONST, r->value = e->value; return r;
  case AFF_DIM:
    if (e->value < 0 || e->value >= dims) break;
    r->kind = IA_DIM, r->value = e->value;
    return r;
  case AFF_SYM: GEN_ERROR(b, where, "indexing maps with symbols are not supported"); return NULL;
  case AFF_NEG: {
    ir_affine *m1 = ARENA_NEW(&C(b)->mem, ir_affine);
    m1->kind = IA_CONST, m1->value = -1;
    r->kind = IA_MUL, r->rhs = m1;
    return (r->lhs = to_affine(b, e->lhs, dims, where)) ? r : NULL;
  }
  default: {
    static const ir_affine_kind kinds[] = {[AFF_ADD] = IA_ADD,
                                           [AFF_MUL] = IA_MUL,
                                           [AFF_FLOORDIV] = IA_FLOORDIV,
                                           [AFF_CEILDIV] = IA_CEILDIV,
                                           [AFF_MOD] = IA_MOD};
    r->kind = kinds[e->kind];
    r->lhs = to_affine(b, e->lhs, dims, where);
    r->rhs = r->lhs ? to_affine(b, e->rhs, dims, where) : NULL;
    return r->rhs ? r : NULL;
  }
  }
  GEN_ERROR(b, where, "indexing map uses d%lld of %d loops", (long long)e->value, dims);
  return NULL;
}

// The tensors of ins(...) / outs(...), pushed as operands; their count.
static int operand_group(gen_builder *b, const ast_item *g) {
  int n = 0;
  for (int i = 0; g && i < g->count; i++) {
    const ast_item *it = &g->items[i];
    if (it->kind != AST_ITEM_VALUE && it->kind != AST_ITEM_TYPED_VALUE) continue;
    import_value *v = imp_lookup(b->im, it);
    if (!v) {
      b->failed = true;
      return n;
    }
    if (v->kind != IV_TENSOR) {
      GEN_ERROR(b, it->where, "operands of linalg.generic must be tensors");
      return n;
    }
    VEC_PUSH(b->operands, v->tensor);
    n++;
  }
  return n;
}

// iterator_types = ["parallel", "reduction"] (or #linalg.iterator_type<...>)
static bool iterators(gen_builder *b, const ast_attr *it) {
  if (!it || it->kind != AST_ATTR_ARRAY || it->count > IR_MAX_RANK) {
    GEN_ERROR(b, it ? it->where : b->op->where, "linalg.generic needs iterator_types, at most %d",
              IR_MAX_RANK);
    return false;
  }
  b->g->loop_rank = it->count;
  for (int d = 0; d < it->count; d++) {
    const ast_attr *e = it->elems[d];
    const char *s = e->kind == AST_ATTR_STRING || e->kind == AST_ATTR_OPAQUE ? e->str : "";
    if (strstr(s, "reduction")) b->g->reduction |= 1u << d;
    else if (!strstr(s, "parallel")) {
      GEN_ERROR(b, e->where, "iterator type must be \"parallel\" or \"reduction\"");
      return false;
    }
  }
  return true;
}

static bool maps(gen_builder *b, const ast_attr *m) {
  ir_generic *g = b->g;
  int mapped = g->in_count + g->init_count;
  if (!m || m->kind != AST_ATTR_ARRAY || m->count != mapped) {
    GEN_ERROR(b, m ? m->where : b->op->where,
              "linalg.generic needs %d indexing maps (one per operand)", mapped);
    return false;
  }
  g->map_rank = ARENA_NEW_ARRAY(&C(b)->mem, int, mapped);
  g->maps = ARENA_NEW_ARRAY(&C(b)->mem, const ir_affine **, mapped);
  for (int k = 0; k < mapped; k++) {
    const ast_attr *a = m->elems[k];
    const ir_value *v = b->operands.data[k];
    if (a->kind != AST_ATTR_AFFINE_MAP || a->map->dim_count != g->loop_rank ||
        a->map->result_count != v->type.rank) {
      GEN_ERROR(b, a->where,
                "indexing map %d must be an affine_map of the %d loops with %d results", k,
                g->loop_rank, v->type.rank);
      return false;
    }
    g->map_rank[k] = v->type.rank;
    g->maps[k] = ARENA_NEW_ARRAY(&C(b)->mem, const ir_affine *, v->type.rank + 1);
    for (int r = 0; r < v->type.rank; r++)
      if (!(g->maps[k][r] = to_affine(b, a->map->results[r], g->loop_rank, a->where))) return false;
  }
  return true;
}

// Each loop's size is the dim of an operand that its map reads as that
// loop alone; every such dim must agree (a promise, as any other).
static bool loop_sizes(gen_builder *b) {
  ir_generic *g = b->g;
  for (int k = 0; k < g->in_count + g->init_count; k++) {
    const ir_value *v = b->operands.data[k];
    for (int r = 0; r < g->map_rank[k]; r++) {
      const ir_affine *e = g->maps[k][r];
      if (e->kind != IA_DIM) continue;
      if (!g->loops[e->value]) {
        g->loops[e->value] = v->type.dims[r];
        continue;
      }
      char what[96];
      snprintf(what, sizeof what, "dim %d of operand %d of the linalg.generic (loop d%lld)", r, k,
               (long long)e->value);
      if (!imp_unify(b->im, v->type.dims[r], g->loops[e->value], b->op->where, what)) return false;
    }
  }
  for (int d = 0; d < g->loop_rank; d++) {
    if (g->loops[d]) g->loops[d] = imp_resolve(b->im, g->loops[d]);
    else {
      GEN_ERROR(b, b->op->where,
                "loop d%d of the linalg.generic is no operand dim of its own; its size "
                "is unknown",
                d);
      return false;
    }
  }
  return true;
}

//
// The body
//
static int lookup_local(gen_builder *b, const ast_item *it) {
  if (it->result_index) return -1;
  return (int)(intptr_t)hashmap_get_str(&b->local, it->name) - 1;
}

// A tensor of the enclosing function the body reads: an operand (once).
static int captured_tensor(gen_builder *b, ir_value *t) {
  for (size_t i = (size_t)(b->g->in_count + b->g->init_count); i < b->operands.len; i++)
    if (b->operands.data[i] == t) return (int)i;
  VEC_PUSH(b->operands, t);
  return (int)b->operands.len - 1;
}

static int enclosing_node(gen_builder *b, const ast_item *it, import_value *v, stype want);

// The node of a body operand that must have type `want`: a body value, or
// a constant / run-time scalar of the enclosing function.
static int operand_node(gen_builder *b, const ast_item *it, stype want) {
  int n = lookup_local(b, it);
  if (n >= 0) {
    if (!same_type(want, &b->nodes.data[n])) {
      GEN_ERROR(b, it->where, "%s is %s, %s is expected here", it->name,
                type_name((stype){b->nodes.data[n].type, b->nodes.data[n].is_index}),
                type_name(want));
      return -1;
    }
    return n;
  }
  import_value *v = imp_lookup(b->im, it);
  if (!v) {
    b->failed = true;
    return -1;
  }
  // one node per enclosing value and type, however often the body uses it
  strbuf key = {0};
  sb_printf(&key, "%s#%d:%s", it->name, it->result_index, type_name(want));
  n = (int)(intptr_t)hashmap_get_str(&b->consts, sb_cstr(&key)) - 1;
  if (n < 0) {
    n = enclosing_node(b, it, v, want);
    if (n >= 0) hashmap_put_str(&b->consts, sb_cstr(&key), (void *)(intptr_t)(n + 1));
  }
  sb_free(&key);
  return n;
}

// A value of the enclosing function as a node of type `want`.
static int enclosing_node(gen_builder *b, const ast_item *it, import_value *v, stype want) {
  ir_gnode c = {.kind = GN_CONST, .type = want.t, .is_index = want.index};
  int64_t k;
  bool is_float = dtype_is_float(want.t) && !want.index;
  if (v->kind == IV_INT && v->i && dim_is_const(v->i, &k) && !is_float && k > -(1ll << 53) &&
      k < (1ll << 53)) {
    c.value = (double)k;
  } else if (v->kind == IV_FLOAT && is_float) {
    c.value = v->f;
  } else if (v->kind == IV_BOOL && want.t == DT_BOOL && !want.index) {
    c.value = v->f;
  } else if (v->kind == IV_SCALAR && v->tensor->type.elem == want.t) {
    c = (ir_gnode){.kind = GN_EXTRACT,
                   .type = want.t,
                   .is_index = want.index,
                   .operand = captured_tensor(b, v->tensor)};
  } else {
    GEN_ERROR(b, it->where,
              "%s cannot be used as %s in a linalg.generic body (a constant, a "
              "run-time scalar of that type, or a body value is needed)",
              it->name, type_name(want));
    return -1;
  }
  return push_node(b, c);
}

static void define_local(gen_builder *b, const ast_op *o, int node) {
  if (o->result_count != 1 || o->results[0].count != 1) {
    GEN_ERROR(b, o->where, "'%s' in a linalg.generic body must have one result", o->name);
    return;
  }
  hashmap_put_str(&b->local, o->results[0].name, (void *)(intptr_t)(node + 1));
}

static ir_scalar_op find_scalar_op(const ast_op *o, const char *pred, bool *found) {
  for (int k = 0; k < SOP_COUNT_; k++) {
    const char *p = ir_scalar_op_predicate((ir_scalar_op)k);
    if (strcmp(ir_scalar_op_name((ir_scalar_op)k), o->name)) continue;
    if ((p == NULL) != (pred == NULL) || (p && strcmp(p, pred))) continue;
    *found = true;
    return (ir_scalar_op)k;
  }
  *found = false;
  return SOP_ADDF;
}

static bool is_int(stype t) { return !t.index && !dtype_is_float(t.t); }
static bool is_fp(stype t) { return !t.index && dtype_is_float(t.t); }
static size_t width(stype t) { return t.index ? 64 : t.t == DT_BOOL ? 1 : (size_t)dtype_bits(t.t); }

// A cast from `from` to `to` as arith's verifier allows it.
static bool cast_ok(ir_scalar_op k, stype from, stype to) {
  switch (k) {
  case SOP_INDEX_CAST:
  case SOP_INDEX_CASTUI: return (is_int(from) && to.index) || (from.index && is_int(to));
  case SOP_SITOFP:
  case SOP_UITOFP: return is_int(from) && is_fp(to);
  case SOP_FPTOSI:
  case SOP_FPTOUI: return is_fp(from) && is_int(to);
  case SOP_EXTF: return is_fp(from) && is_fp(to) && width(to) > width(from);
  case SOP_TRUNCF: return is_fp(from) && is_fp(to) && width(to) < width(from);
  case SOP_EXTSI:
  case SOP_EXTUI: return is_int(from) && is_int(to) && width(to) > width(from);
  case SOP_TRUNCI: return is_int(from) && is_int(to) && width(to) < width(from);
  default: return false;
  }
}

// Which types an op accepts: float ops floats, integer ops integers or
// index (casts: cast_ok).
static bool op_accepts(ir_scalar_op k, stype t) {
  bool fl = dtype_is_float(t.t) && !t.index;
  const char *name = ir_scalar_op_name(k);
  if (k == SOP_SELECT) return true;
  if (!strncmp(name, "math.", 5) || !strcmp(name, "arith.cmpf")) return fl;
  size_t n = strlen(name);
  bool float_op =
      name[n - 1] == 'f' && strcmp(name, "arith.sitofp") && strcmp(name, "arith.uitofp");
  if (ir_scalar_op_is_cast(k)) return true;
  return float_op ? fl : !fl;
}

// arith / math op: %r = name [pred,] %a, %b : T   (casts: : A to B)
static void body_scalar_op(gen_builder *b, const ast_op *o) {
  const char *pred = NULL;
  const ast_item *first = o->item_count ? &o->items[0] : NULL;
  if (first && first->kind == AST_ITEM_KEYWORD) pred = first->name;
  else if (first && first->kind == AST_ITEM_ATTR && first->attr->kind == AST_ATTR_BOOL)
    pred = first->attr->i ? "true" : "false";
  bool found;
  ir_scalar_op k = find_scalar_op(o, pred, &found);
  if (!found) {
    GEN_ERROR(b, o->where, "'%s%s%s' in a linalg.generic body is not supported", o->name,
              pred ? " " : "", pred ? pred : "");
    return;
  }
  int arity = ir_scalar_op_arity(k);
  bool cast = ir_scalar_op_is_cast(k), cmp = ir_scalar_op_predicate(k) != NULL;
  stype sig, to;
  if (o->operand_type_count != 1 || imp_operand_count(o) != arity ||
      (cast != (o->result_type_count == 1)) || !scalar_type(b, o->operand_types[0], &sig) ||
      (cast && !scalar_type(b, o->result_types[0], &to))) {
    if (!b->failed)
      GEN_ERROR(b, o->where, "'%s' needs %d operands and a type%s", o->name, arity,
                cast ? " 'A to B'" : "");
    return;
  }
  if (!cast) to = cmp ? (stype){DT_BOOL, false} : sig;
  if (cast ? !cast_ok(k, sig, to) : !op_accepts(k, sig)) {
    GEN_ERROR(b, o->where, "'%s' does not apply to %s%s%s", o->name, type_name(sig),
              cast ? " to " : "", cast ? type_name(to) : "");
    return;
  }
  int x[3] = {0, 0, 0};
  for (int i = 0; i < arity; i++) {
    stype want = k == SOP_SELECT && i == 0 ? (stype){DT_BOOL, false} : sig;
    if ((x[i] = operand_node(b, imp_operand_item(o, i), want)) < 0) return;
  }
  define_local(b, o,
               push_node(b, (ir_gnode){.kind = GN_OP,
                                       .type = to.t,
                                       .is_index = to.index,
                                       .op = k,
                                       .a = x[0],
                                       .b = x[1],
                                       .c = x[2]}));
}

// linalg.index N : index
static void body_index(gen_builder *b, const ast_op *o) {
  const ast_item *it = imp_first_item(o, AST_ITEM_ATTR);
  int64_t d;
  if (!it || !imp_attr_int(it->attr, &d) || d < 0 || d >= b->g->loop_rank) {
    GEN_ERROR(b, o->where, "linalg.index needs a loop number below %d", b->g->loop_rank);
    return;
  }
  define_local(
      b, o,
      push_node(b, (ir_gnode){.kind = GN_INDEX, .type = DT_I64, .is_index = true, .dim = (int)d}));
}

// arith.constant in the body
static void body_constant(gen_builder *b, const ast_op *o) {
  const ast_item *it = imp_first_item(o, AST_ITEM_ATTR);
  const ast_attr *a = it ? it->attr : NULL;
  stype t = {DT_BOOL, false};
  if (!a || (a->kind == AST_ATTR_BOOL ? false : !a->type || !scalar_type(b, a->type, &t))) {
    if (!b->failed)
      GEN_ERROR(b, o->where, "arith.constant in a linalg.generic body needs a typed scalar");
    return;
  }
  bool fl = dtype_is_float(t.t) && !t.index;
  if ((a->kind == AST_ATTR_FLOAT) != fl || a->kind == AST_ATTR_STRING ||
      (a->kind == AST_ATTR_INT && (a->i <= -(1ll << 53) || a->i >= (1ll << 53)))) {
    GEN_ERROR(b, a->where, "arith.constant value does not fit %s here", type_name(t));
    return;
  }
  double v = a->kind == AST_ATTR_FLOAT ? a->f : (double)a->i;
  define_local(
      b, o,
      push_node(b, (ir_gnode){.kind = GN_CONST, .type = t.t, .is_index = t.index, .value = v}));
}

// tensor.extract %t[%i, ...] : T, %t a tensor of the enclosing function
static void body_extract(gen_builder *b, const ast_op *o) {
  const ast_item *t = imp_operand_item(o, 0), *g = imp_first_item(o, AST_ITEM_GROUP);
  import_value *v = t && lookup_local(b, t) < 0 ? imp_lookup(b->im, t) : NULL;
  if (!v && t && lookup_local(b, t) < 0) { // undefined (reported) or poisoned
    b->failed = true;
    return;
  }
  if (!v || v->kind != IV_TENSOR || v->complex) {
    GEN_ERROR(b, o->where,
              "tensor.extract in a linalg.generic body needs a (real) tensor of the "
              "enclosing function");
    return;
  }
  int rank = v->tensor->type.rank, n = 0;
  int *idx = ARENA_NEW_ARRAY(&C(b)->mem, int, rank + 1);
  for (int i = 0; g && i < g->count; i++) {
    if (g->items[i].kind != AST_ITEM_VALUE) continue;
    if (n == rank) break;
    if ((idx[n++] = operand_node(b, &g->items[i], (stype){DT_I64, true})) < 0) return;
  }
  if (n != rank || (g && g->count != rank)) {
    GEN_ERROR(b, o->where, "tensor.extract of a rank-%d tensor needs %d indices", rank, rank);
    return;
  }
  define_local(b, o,
               push_node(b, (ir_gnode){.kind = GN_EXTRACT,
                                       .type = v->tensor->type.elem,
                                       .operand = captured_tensor(b, v->tensor),
                                       .idx = idx}));
}

static void body_yield(gen_builder *b, const ast_op *o) {
  ir_generic *g = b->g;
  if (imp_operand_count(o) != g->init_count) {
    GEN_ERROR(b, o->where, "linalg.yield needs %d values (one per output)", g->init_count);
    return;
  }
  g->yield = ARENA_NEW_ARRAY(&C(b)->mem, int, g->init_count + 1);
  for (int r = 0; r < g->init_count; r++) {
    stype want = {b->operands.data[g->in_count + r]->type.elem, false};
    if ((g->yield[r] = operand_node(b, imp_operand_item(o, r), want)) < 0) return;
  }
}

static void body_op(gen_builder *b, const ast_op *o) {
  if (b->g->yield) GEN_ERROR(b, o->where, "linalg.yield must end the linalg.generic body");
  else if (!strcmp(o->name, "linalg.yield")) body_yield(b, o);
  else if (!strcmp(o->name, "linalg.index")) body_index(b, o);
  else if (!strcmp(o->name, "arith.constant")) body_constant(b, o);
  else if (!strcmp(o->name, "tensor.extract")) body_extract(b, o);
  else body_scalar_op(b, o);
  if (b->nodes.len > MAX_BODY_NODES)
    GEN_ERROR(b, o->where, "linalg.generic body has more than %d values", MAX_BODY_NODES);
}

// ^bb0(%in: f32, ..., %out: f32): one argument per mapped operand, of its
// element type.
static bool block_args(gen_builder *b, const ast_block *blk) {
  int mapped = b->g->in_count + b->g->init_count;
  if (blk->arg_count != mapped) {
    GEN_ERROR(b, b->op->where, "the linalg.generic body takes %d arguments for %d operands",
              blk->arg_count, mapped);
    return false;
  }
  for (int k = 0; k < mapped; k++) {
    stype t;
    if (!scalar_type(b, blk->args[k].type, &t)) return false;
    if (t.index || t.t != b->operands.data[k]->type.elem) {
      GEN_ERROR(b, blk->args[k].where, "body argument %s is %s, operand %d has elements of %s",
                blk->args[k].name, type_name(t), k, dtype_name(b->operands.data[k]->type.elem));
      return false;
    }
    hashmap_put_str(&b->local, blk->args[k].name, (void *)(intptr_t)(k + 1));
    push_node(b, (ir_gnode){.kind = GN_ARG, .type = t.t});
  }
  return true;
}

static bool body(gen_builder *b) {
  if (b->op->region_count != 1 || b->op->regions[0]->block_count != 1) {
    GEN_ERROR(b, b->op->where, "linalg.generic needs a body of one block");
    return false;
  }
  const ast_block *blk = &b->op->regions[0]->blocks[0];
  if (!block_args(b, blk)) return false;
  for (int i = 0; i < blk->op_count && !b->failed; i++) body_op(b, blk->ops[i]);
  if (!b->failed && !b->g->yield)
    GEN_ERROR(b, b->op->where, "the linalg.generic body has no linalg.yield");
  return !b->failed;
}

//
// The op
//
static void append_generic(gen_builder *b) {
  importer *im = b->im;
  ir_generic *g = b->g;
  g->node_count = (int)b->nodes.len;
  g->nodes = arena_memdup(&C(b)->mem, b->nodes.data, sizeof(ir_gnode) * b->nodes.len);
  ir_value *init0 = b->operands.data[g->in_count];
  ir_op *o = ir_append_op(C(b), im->fn, IR_OP_GENERIC, b->op->where, b->operands.data,
                          (int)b->operands.len, init0->type);
  o->generic = g;
  o->source = arena_strdup(&C(b)->mem, b->op->name);
  o->result->name = b->op->result_count ? arena_strdup(&C(b)->mem, b->op->results[0].name) : NULL;
  o->extra_count = g->init_count - 1;
  o->extra = ARENA_NEW_ARRAY(&C(b)->mem, ir_value *, g->init_count);
  for (int r = 0; r < g->init_count; r++) {
    ir_value *v = r ? ARENA_NEW(&C(b)->mem, ir_value) : o->result;
    if (r) {
      *v = (ir_value){.type = b->operands.data[g->in_count + r]->type,
                      .def = o,
                      .arg_index = -1,
                      .id = im->fn->value_count++};
      o->extra[r - 1] = v;
    }
    if (r < b->op->result_type_count) {
      ast_op one = *b->op;
      one.result_types = &b->op->result_types[r];
      one.result_type_count = 1;
      imp_check_declared(im, &one, &v->type);
    }
    imp_define(im, b->op, r, imp_tensor_value(im, v));
  }
}

// linalg.generic {indexing_maps = [...], iterator_types = [...]}
//     ins(%a, ... : types) outs(%init, ... : types) { ^bb0(...): ... } -> types
void imp_linalg_generic(importer *im, const ast_op *op) {
  gen_builder b = {.im = im, .op = op, .g = ARENA_NEW(&im->ctx->mem, ir_generic)};
  b.g->in_count = operand_group(&b, imp_keyword_group(op, "ins"));
  b.g->init_count = b.failed ? 0 : operand_group(&b, imp_keyword_group(op, "outs"));
  if (!b.failed && b.g->init_count < 1)
    GEN_ERROR(&b, op->where, "linalg.generic needs outs(...): one tensor per result");
  int results = 0;
  for (int r = 0; r < op->result_count; r++) results += op->results[r].count;
  if (!b.failed && results != b.g->init_count)
    GEN_ERROR(&b, op->where, "linalg.generic has %d outputs and %d results", b.g->init_count,
              results);
  if (!b.failed && iterators(&b, imp_dict_get(op->attrs, "iterator_types")) &&
      maps(&b, imp_dict_get(op->attrs, "indexing_maps")) && loop_sizes(&b) && body(&b))
    append_generic(&b);
  VEC_FREE(b.nodes);
  VEC_FREE(b.operands);
  hashmap_free(&b.local);
  hashmap_free(&b.consts);
}

//
// linalg.fill
//
static const ast_item *first_value(const ast_item *g) {
  for (int i = 0; g && i < g->count; i++)
    if (g->items[i].kind == AST_ITEM_VALUE || g->items[i].kind == AST_ITEM_TYPED_VALUE)
      return &g->items[i];
  return NULL;
}

static ir_value *fill_append(importer *im, const ast_op *op, ir_op_kind kind, ir_value **xs, int n,
                             const ir_type *type, ir_op **out) {
  *out = ir_append_op(im->ctx, im->fn, kind, op->where, xs, n, *type);
  (*out)->result->name = op->result_count ? arena_strdup(&im->ctx->mem, op->results[0].name) : NULL;
  (*out)->source = arena_strdup(&im->ctx->mem, op->name);
  return (*out)->result;
}

// linalg.fill ins(%v : T) outs(%init : tensor<...>) -> tensor<...> (as
// torch-mlir and IREE print the init of a reduction): %init's shape, each
// element %v converted to its element type (linalg.fill casts). A constant
// %v gives a splat constant, as tensor.empty's zeros; a run-time scalar
// (tensor.extract) is broadcast.
void imp_linalg_fill(importer *im, const ast_op *op) {
  const ast_item *vi = first_value(imp_keyword_group(op, "ins")),
                 *oi = first_value(imp_keyword_group(op, "outs"));
  if (!vi || !oi) {
    IMPORT_ERROR(im, op->where,
                 "expected 'linalg.fill ins(%%value : T) outs(%%init : tensor<...>)'");
    return;
  }
  import_value *v = imp_lookup(im, vi), *init = imp_lookup(im, oi);
  if (!v || !init) return;
  if (init->kind != IV_TENSOR || init->complex) {
    IMPORT_ERROR(im, oi->where, "the outs of linalg.fill must be a (real) tensor");
    return;
  }
  ir_type type = init->tensor->type;
  ir_op *o;
  int64_t k;
  if (v->kind == IV_FLOAT || v->kind == IV_BOOL) {
    fill_append(im, op, IR_OP_CONSTANT, NULL, 0, &type, &o);
    o->value = v->f;
  } else if (v->kind == IV_INT && v->i && dim_is_const(v->i, &k) && k > -(1ll << 53) &&
             k < (1ll << 53)) {
    fill_append(im, op, IR_OP_CONSTANT, NULL, 0, &type, &o);
    o->value = (double)k;
  } else if (v->kind == IV_SCALAR) {
    ir_value *x = v->tensor;
    if (x->type.elem != type.elem) {
      ir_type t = {.elem = type.elem, .rank = 0};
      x = fill_append(im, op, IR_OP_EW, &x, 1, &t, &o);
      o->ew = EW_CONVERT;
    }
    fill_append(im, op, IR_OP_BROADCAST, &x, 1, &type, &o);
  } else {
    IMPORT_ERROR(im, vi->where,
                 "linalg.fill of %s is unsupported: a constant or a run-time scalar "
                 "is needed",
                 vi->name);
    return;
  }
  imp_check_declared(im, op, &type);
  imp_define(im, op, 0, imp_tensor_value(im, o->result));
}

//
// linalg.copy
//
// Whether linalg.copy's cast (cast_signed: arith's extf / truncf, sitofp,
// fptosi, extsi / trunci) is what EW_CONVERT computes from `from` to `to`:
// yes for floats and signed integers; an i1 (sitofp gives -1.0 for true)
// or a ui8 source converted to another type is refused.
static bool copy_cast_ok(dtype from, dtype to) {
  return from == to || dtype_is_float(from) || (from != DT_BOOL && from != DT_U8);
}

// linalg.copy ins(%x : A) outs(%init : B) -> B: x converted to B's element
// type (f32 -> f16 rounds to nearest even), x itself when A = B; %init
// gives only the type, and its shape must be x's.
void imp_linalg_copy(importer *im, const ast_op *op) {
  const ast_item *xi = first_value(imp_keyword_group(op, "ins")),
                 *oi = first_value(imp_keyword_group(op, "outs"));
  if (!xi || !oi) {
    IMPORT_ERROR(im, op->where, "expected 'linalg.copy ins(%%x : A) outs(%%init : B)'");
    return;
  }
  import_value *x = imp_lookup(im, xi), *init = imp_lookup(im, oi);
  if (!x || !init) return;
  const ast_attr *cast = imp_dict_get(op->attrs, "cast");
  if (x->kind != IV_TENSOR || init->kind != IV_TENSOR || x->complex || init->complex ||
      (cast && (cast->kind != AST_ATTR_OPAQUE || !strstr(cast->str, "cast_signed")))) {
    IMPORT_ERROR(im, op->where,
                 "linalg.copy needs (real) tensors and the default cast (cast_signed)");
    return;
  }
  ir_type type = x->tensor->type;
  const ir_type *o = &init->tensor->type;
  if (o->rank != type.rank || !copy_cast_ok(type.elem, o->elem)) {
    IMPORT_ERROR(im, op->where,
                 "linalg.copy of a rank-%d %s tensor into a rank-%d %s tensor is not "
                 "supported (ranks must agree; i1 and ui8 copy only to themselves)",
                 type.rank, dtype_name(type.elem), o->rank, dtype_name(o->elem));
    return;
  }
  for (int d = 0; d < type.rank; d++) {
    char what[64];
    snprintf(what, sizeof what, "dim %d of linalg.copy's outs", d);
    if (!imp_unify(im, type.dims[d], o->dims[d], op->where, what)) return;
  }
  ir_value *v = x->tensor;
  type.elem = o->elem;
  if (v->type.elem != type.elem) {
    ir_op *c;
    v = fill_append(im, op, IR_OP_EW, &v, 1, &type, &c);
    c->ew = EW_CONVERT;
  }
  imp_define(im, op, 0, imp_tensor_value(im, v));
}

//
// linalg's named convolutions and pools
//
// linalg.conv_2d_nchw_fchw, linalg.depthwise_conv_2d_nchw_chw,
// linalg.pooling_nchw_max, ... (and linalg.matmul, batch_matmul and their
// transposed forms) are defined by linalg as generics (their
// OpDSL: a domain of loops, an indexing per operand, a body): each is
// imported as that generic, as `mlir-opt --linalg-generalize-named-ops`
// prints it, so that facet-reference runs the definition and window.c
// recognizes it like any generic convolution. Loops are letters: n batch,
// f output channel, c channel, h w output rows and columns, y x window rows
// and columns; an input dim H is `h * SH + y * DH`, W is `w * SW + x * DW`
// (strides, dilations: the op's attributes, 1 by default).
typedef enum { NW_CONV, NW_MAX, NW_SUM } named_body;

typedef struct named_window {
  const char *name;
  const char *loops, *in, *weight, *out; // loop letters; dims of each operand
  named_body body;
} named_window;

static const named_window named_windows[] = {
    {"linalg.conv_2d_nchw_fchw", "nfhwcyx", "ncHW", "fcyx", "nfhw", NW_CONV},
    {"linalg.conv_2d_nhwc_hwcf", "nhwfyxc", "nHWc", "yxcf", "nhwf", NW_CONV},
    {"linalg.conv_2d_nhwc_fhwc", "nhwfyxc", "nHWc", "fyxc", "nhwf", NW_CONV},
    {"linalg.depthwise_conv_2d_nchw_chw", "nhwcyx", "ncHW", "cyx", "nchw", NW_CONV},
    {"linalg.depthwise_conv_2d_nhwc_hwc", "nhwcyx", "nHWc", "yxc", "nhwc", NW_CONV},
    {"linalg.pooling_nchw_max", "nchwyx", "ncHW", "yx", "nchw", NW_MAX},
    {"linalg.pooling_nchw_sum", "nchwyx", "ncHW", "yx", "nchw", NW_SUM},
    {"linalg.pooling_nhwc_max", "nhwcyx", "nHWc", "yx", "nhwc", NW_MAX},
    {"linalg.pooling_nhwc_sum", "nhwcyx", "nHWc", "yx", "nhwc", NW_SUM},
    // contractions (m, n rows and columns, k summed, b batch): window.c
    // makes them matmuls
    {"linalg.matmul", "mnk", "mk", "kn", "mn", NW_CONV},
    {"linalg.matmul_transpose_a", "mnk", "km", "kn", "mn", NW_CONV},
    {"linalg.matmul_transpose_b", "mnk", "mk", "nk", "mn", NW_CONV},
    {"linalg.batch_matmul", "bmnk", "bmk", "bkn", "bmn", NW_CONV},
    {"linalg.batch_matmul_transpose_a", "bmnk", "bkm", "bkn", "bmn", NW_CONV},
    {"linalg.batch_matmul_transpose_b", "bmnk", "bmk", "bnk", "bmn", NW_CONV},
};

static const named_window *find_named_window(const char *name) {
  for (size_t i = 0; i < FACET_ARRAY_SIZE(named_windows); i++)
    if (!strcmp(named_windows[i].name, name)) return &named_windows[i];
  return NULL;
}

// strides / dilations = dense<v> or dense<[a, b]> (a tensor or vector of
// 2 integers >= 1); absent: 1, 1.
static bool window_attr(gen_builder *b, const char *name, int64_t out[2]) {
  const ast_attr *a = imp_dict_get(b->op->attrs, name);
  out[0] = out[1] = 1;
  if (!a) return true;
  bool ok =
      (a->kind == AST_ATTR_DENSE || a->kind == AST_ATTR_ARRAY) && (a->count == 1 || a->count == 2);
  for (int i = 0; ok && i < 2; i++)
    ok = imp_attr_int(a->elems[a->count == 2 ? i : 0], &out[i]) && out[i] >= 1;
  if (!ok) GEN_ERROR(b, a->where, "%s of %s must be 1 or 2 integers >= 1", name, b->op->name);
  return ok;
}

static const ir_affine *affine_node(gen_builder *b, ir_affine_kind k, int64_t v, const ir_affine *l,
                                    const ir_affine *r) {
  ir_affine *e = ARENA_NEW(&C(b)->mem, ir_affine);
  *e = (ir_affine){.kind = k, .value = v, .lhs = l, .rhs = r};
  return e;
}

// `loop * coef`, or the loop itself for a coefficient of 1.
static const ir_affine *scaled_loop(gen_builder *b, int loop, int64_t coef) {
  const ir_affine *d = affine_node(b, IA_DIM, loop, NULL, NULL);
  return coef == 1 ? d : affine_node(b, IA_MUL, 0, d, affine_node(b, IA_CONST, coef, NULL, NULL));
}

// Operand k's map from its dim letters.
static bool named_map(gen_builder *b, const named_window *nw, int k, const char *dims,
                      const int64_t s[2], const int64_t d[2]) {
  ir_generic *g = b->g;
  int rank = (int)strlen(dims);
  if (b->operands.data[k]->type.rank != rank) {
    GEN_ERROR(b, b->op->where, "operand %d of %s must have rank %d", k, nw->name, rank);
    return false;
  }
  g->map_rank[k] = rank;
  g->maps[k] = ARENA_NEW_ARRAY(&C(b)->mem, const ir_affine *, rank + 1);
  for (int j = 0; j < rank; j++) {
    int i = dims[j] == 'H' ? 0 : dims[j] == 'W' ? 1 : -1;
    if (i < 0) {
      g->maps[k][j] = scaled_loop(b, (int)(strchr(nw->loops, dims[j]) - nw->loops), 1);
      continue;
    }
    int out = (int)(strchr(nw->loops, "hw"[i]) - nw->loops),
        win = (int)(strchr(nw->loops, "yx"[i]) - nw->loops);
    g->maps[k][j] = affine_node(b, IA_ADD, 0, scaled_loop(b, out, s[i]), scaled_loop(b, win, d[i]));
  }
  return true;
}

// A node casting node n (type `from`) to `to` as linalg's cast_signed:
// n itself when the types agree.
static int cast_signed(gen_builder *b, int n, dtype from, dtype to) {
  if (from == to) return n;
  stype f = {from, false}, t = {to, false};
  static const ir_scalar_op casts[] = {SOP_EXTF,   SOP_TRUNCF, SOP_EXTSI,
                                       SOP_TRUNCI, SOP_SITOFP, SOP_FPTOSI};
  for (size_t i = 0; i < FACET_ARRAY_SIZE(casts); i++)
    if (from != DT_BOOL && to != DT_BOOL && cast_ok(casts[i], f, t))
      return push_node(b, (ir_gnode){.kind = GN_OP, .type = to, .op = casts[i], .a = n});
  GEN_ERROR(b, b->op->where, "%s of %s into %s is not supported", b->op->name, dtype_name(from),
            dtype_name(to));
  return -1;
}

// The body: out + cast(in) * cast(weight), max(out, cast(in)) or
// out + cast(in), in the output's type.
static bool named_body_nodes(gen_builder *b, const named_window *nw) {
  dtype u = b->operands.data[2]->type.elem;
  for (int k = 0; k < 3; k++)
    push_node(b, (ir_gnode){.kind = GN_ARG, .type = b->operands.data[k]->type.elem});
  bool fl = dtype_is_float(u);
  int x = cast_signed(b, 0, b->operands.data[0]->type.elem, u), y;
  if (x < 0) return false;
  if (nw->body == NW_CONV) {
    int w = cast_signed(b, 1, b->operands.data[1]->type.elem, u);
    if (w < 0) return false;
    int m = push_node(
        b, (ir_gnode){.kind = GN_OP, .type = u, .op = fl ? SOP_MULF : SOP_MULI, .a = x, .b = w});
    y = push_node(
        b, (ir_gnode){.kind = GN_OP, .type = u, .op = fl ? SOP_ADDF : SOP_ADDI, .a = 2, .b = m});
  } else {
    ir_scalar_op k =
        nw->body == NW_SUM ? (fl ? SOP_ADDF : SOP_ADDI) : (fl ? SOP_MAXIMUMF : SOP_MAXSI);
    y = push_node(b, (ir_gnode){.kind = GN_OP, .type = u, .op = k, .a = 2, .b = x});
  }
  b->g->yield = ARENA_NEW_ARRAY(&C(b)->mem, int, 2);
  b->g->yield[0] = y;
  return true;
}

static bool named_window_generic(gen_builder *b, const named_window *nw) {
  ir_generic *g = b->g;
  int64_t s[2], d[2];
  if (g->in_count != 2 || g->init_count != 1) {
    GEN_ERROR(b, b->op->where, "%s takes ins(input, %s) and outs(init)", nw->name,
              nw->body == NW_CONV ? "filter" : "window");
    return false;
  }
  if (!window_attr(b, "strides", s) || !window_attr(b, "dilations", d)) return false;
  // linalg's newer named ops take maps of their own (a transpose, a
  // broadcast): those would change what the op computes
  // (and `cast`: cast_unsigned would read the ins unsigned)
  if (imp_dict_get(b->op->attrs, "indexing_maps") || imp_dict_get(b->op->attrs, "cast")) {
    GEN_ERROR(b, b->op->where, "%s with indexing_maps or cast is not supported", nw->name);
    return false;
  }
  g->loop_rank = (int)strlen(nw->loops);
  for (int l = 0; l < g->loop_rank; l++) // the loops the output lacks are summed
    if (!strchr(nw->out, nw->loops[l])) g->reduction |= 1u << l;
  g->map_rank = ARENA_NEW_ARRAY(&C(b)->mem, int, 3);
  g->maps = ARENA_NEW_ARRAY(&C(b)->mem, const ir_affine **, 3);
  return named_map(b, nw, 0, nw->in, s, d) && named_map(b, nw, 1, nw->weight, s, d) &&
         named_map(b, nw, 2, nw->out, s, d) && loop_sizes(b) && named_body_nodes(b, nw);
}

// linalg.<named conv or pool> {strides = ..., dilations = ...}
//     ins(%input, %filter : ...) outs(%init : ...) -> type
void imp_linalg_named_window(importer *im, const ast_op *op) {
  gen_builder b = {.im = im, .op = op, .g = ARENA_NEW(&im->ctx->mem, ir_generic)};
  const named_window *nw = find_named_window(op->name);
  b.g->in_count = operand_group(&b, imp_keyword_group(op, "ins"));
  b.g->init_count = b.failed ? 0 : operand_group(&b, imp_keyword_group(op, "outs"));
  if (!b.failed && named_window_generic(&b, nw)) append_generic(&b);
  VEC_FREE(b.nodes);
  VEC_FREE(b.operands);
  hashmap_free(&b.local);
  hashmap_free(&b.consts);
}
