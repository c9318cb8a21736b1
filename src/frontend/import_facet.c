// import_facet.c: facet's own graph ops, as facet-opt prints them
// (src/ir/printer.c), read back into graph IR: the round trip. One
// "facet.<op>" per graph op kind, its attributes as the printer writes
// them; facet.size and facet.overwrite are the printer's forms of an
// integer computed from symbols and of an argument's write-back.
#include "frontend_internal.h"

#include <string.h>

static ir_context *C(importer *im) { return im->ctx; }

static ir_op_kind facet_kind(const char *name, bool *found) {
  static const char *const names[] = {
#define X(id, n, c) n,
      IR_OPS(X)
#undef X
  };
  for (int k = 0; k < IR_OP_COUNT_; k++)
    if (!strcmp(name, names[k])) return *found = true, (ir_op_kind)k;
  *found = false;
  return IR_OP_OPAQUE;
}

static double attr_number(const ast_attr *a) {
  return a->kind == AST_ATTR_FLOAT ? a->f : (double)a->i;
}

static bool attr_list(const ast_attr *a, int64_t *out, int max, int *n) {
  if (!a || a->kind != AST_ATTR_ARRAY || a->count > max) return false;
  for (int i = 0; i < a->count; i++)
    if (!imp_attr_int(a->elems[i], &out[i])) return false;
  *n = a->count;
  return true;
}

static double attr_num(const ast_attr *a) { return a ? attr_number(a) : 0; }

static const char *attr_str(const ast_attr *a) {
  return a && (a->kind == AST_ATTR_STRING || a->kind == AST_ATTR_SYMBOL)
             ? a->str + (a->kind == AST_ATTR_SYMBOL && a->str[0] == '@')
             : NULL;
}

// The symbols facet-opt printed (torch.symbolic_int), in order: what the
// s<i> of an attribute's affine map refer to.
static int printed_symbols(const ir_function *fn, const dim_expr **out, ir_context *ctx) {
  int n = 0;
  for (int i = 0; i < fn->symbol_count; i++)
    if (!strchr(fn->symbols[i].name, '.') || fn->symbols[i].alias == NULL)
      if (!fn->symbols[i].alias) out[n++] = dim_sym(ctx, i);
  return n;
}

// A conv's or pool's window as print_window writes it; the shapes are
// checked by the verifier (verify.c: check_window).
static bool facet_window_attrs(importer *im, const ast_attr *d, ir_op *o) {
  ir_window w = {.groups = 1};
  int n[4] = {2, 2, 2, 2};
  const char *name = attr_str(imp_dict_get(d, "op"));
  if (o->kind == IR_OP_POOL) {
    bool found = false;
    for (int k = 0; name && k < RED_COUNT_; k++)
      if (!strcmp(name, ir_red_name((ir_red_kind)k))) o->red = (ir_red_kind)k, found = true;
    if (!found || (o->red != RED_MAX && o->red != RED_MEAN)) return false;
  }
  w.adaptive = attr_num(imp_dict_get(d, "adaptive")) != 0;
  if (!w.adaptive && (!attr_list(imp_dict_get(d, "kernel"), w.kernel, 2, &n[0]) ||
                      !attr_list(imp_dict_get(d, "stride"), w.stride, 2, &n[1]) ||
                      !attr_list(imp_dict_get(d, "pad"), w.pad, 2, &n[2]) ||
                      !attr_list(imp_dict_get(d, "dilation"), w.dilation, 2, &n[3])))
    return false;
  if (n[0] != 2 || n[1] != 2 || n[2] != 2 || n[3] != 2) return false;
  if (o->kind == IR_OP_CONV) w.groups = (int64_t)attr_num(imp_dict_get(d, "groups"));
  w.count_include_pad = w.adaptive || attr_num(imp_dict_get(d, "count_include_pad")) != 0;
  w.divisor = (int64_t)attr_num(imp_dict_get(d, "divisor"));
  o->win = arena_memdup(&C(im)->mem, &w, sizeof w);
  return true;
}

// Reads the attributes of one op kind; false (after an error) if malformed.
static bool facet_attrs(importer *im, const ast_op *op, ir_op *o) {
  const ast_attr *d = op->attrs;
  int64_t v[IR_MAX_RANK];
  int n = 0;
  const char *name;
  switch (o->kind) {
  case IR_OP_MATMUL: {
    const ast_attr *t = imp_dict_get(d, "transpose_rhs");
    o->transpose_rhs = t && t->i;
    return true;
  }
  case IR_OP_EW:
    name = attr_str(imp_dict_get(d, "op"));
    for (int k = 0; name && k < EW_COUNT_; k++)
      if (!strcmp(name, ir_ew_name((ir_ew_kind)k))) return o->ew = (ir_ew_kind)k, true;
    break;
  case IR_OP_REDUCE:
    name = attr_str(imp_dict_get(d, "op"));
    if (!attr_list(imp_dict_get(d, "axes"), v, IR_MAX_RANK, &n)) break;
    for (int i = 0; i < n; i++) o->axes |= 1u << (v[i] & 31);
    for (int k = 0; name && k < RED_COUNT_; k++)
      if (!strcmp(name, ir_red_name((ir_red_kind)k))) return o->red = (ir_red_kind)k, true;
    break;
  case IR_OP_TRANSPOSE:
    if (!attr_list(imp_dict_get(d, "perm"), v, IR_MAX_RANK, &n)) break;
    for (int i = 0; i < n; i++) o->perm[i] = (int)v[i];
    return true;
  case IR_OP_REPEAT: return attr_list(imp_dict_get(d, "reps"), o->reps, IR_MAX_RANK, &n);
  case IR_OP_SLICE: {
    const ast_attr *m = imp_dict_get(d, "start");
    const dim_expr **syms =
        ARENA_NEW_ARRAY(&C(im)->mem, const dim_expr *, im->fn->symbol_count + 1);
    int ns = printed_symbols(im->fn, syms, C(im));
    if (!m || m->kind != AST_ATTR_AFFINE_MAP || m->map->result_count != 1) break;
    o->start = imp_affine_to_dim(im, m->map->results[0], syms, ns, m->where);
    o->axis = (int)attr_num(imp_dict_get(d, "axis"));
    o->step = (int64_t)attr_num(imp_dict_get(d, "step"));
    return o->start != NULL;
  }
  case IR_OP_SOFTMAX:
  case IR_OP_CONCAT:
  case IR_OP_GATHER:
  case IR_OP_INDEX_SELECT: o->axis = (int)attr_num(imp_dict_get(d, "axis")); return true;
  case IR_OP_INDEX:
  case IR_OP_INDEX_PUT:
    o->none_mask = (uint32_t)attr_num(imp_dict_get(d, "none_mask"));
    o->flag = attr_num(imp_dict_get(d, "accumulate")) != 0;
    return true;
  case IR_OP_CONSTANT: {
    const ast_attr *c = imp_dict_get(d, "value");
    if (c && c->kind == AST_ATTR_DENSE && c->str && c->str_len) {
      size_t bytes = dtype_size(o->result->type.elem);
      for (int i = 0; i < o->result->type.rank; i++) {
        int64_t k = 0;
        dim_is_const(o->result->type.dims[i], &k);
        bytes *= (size_t)k;
      }
      if (c->str_len != bytes) break;
      o->data = arena_memdup(&C(im)->mem, c->str, c->str_len);
      o->data_bytes = c->str_len;
      return true;
    }
    o->value = attr_num(c);
    return c != NULL;
  }
  case IR_OP_TRANSFER: {
    int64_t device;
    if (!imp_attr_int(imp_dict_get(d, "device"), &device) || device < 0 || device >= IR_MAX_DEVICES)
      break;
    o->device = (int)device;
    return true;
  }
  case IR_OP_IOTA:
    o->value = attr_num(imp_dict_get(d, "start"));
    o->value2 = attr_num(imp_dict_get(d, "step"));
    return true;
  case IR_OP_ATTENTION: // the scale is required: there is no default in the IR
    if (!imp_dict_get(d, "scale")) break;
    o->flag = attr_num(imp_dict_get(d, "causal")) != 0;
    o->value = attr_num(imp_dict_get(d, "scale"));
    return true;
  case IR_OP_BITCAST:
    if (o->operand_count == 1 && ir_bitcast_ok(C(im), &o->operands[0]->type, &o->result->type))
      return true;
    IMPORT_ERROR(im, op->where,
                 "'facet.bitcast' takes i8 bytes to i4 / i2 of the same rows, the "
                 "innermost dim times 8 / bits");
    return false;
  case IR_OP_CONV:
  case IR_OP_POOL:
    if (facet_window_attrs(im, d, o)) return true;
    break;
  case IR_OP_GLOBAL:
  case IR_OP_CALL:
  case IR_OP_OPAQUE:
    o->name = attr_str(imp_dict_get(d, "name"));
    if (o->name) o->name = arena_strdup(&C(im)->mem, o->name);
    return o->name != NULL;
  default: return true;
  }
  IMPORT_ERROR(im, op->where, "'%s' has missing or malformed attributes", op->name);
  return false;
}

// "facet.size"(%s0, ...) {value = affine_map<()[s0, ...] -> (e)>}: an
// integer computed from the symbols it lists (printer.c: print_size).
static void import_facet_size(importer *im, const ast_op *op) {
  const ast_item *g = imp_first_item(op, AST_ITEM_GROUP);
  const ast_attr *map = imp_dict_get(op->attrs, "value");
  const dim_expr *syms[64];
  int n = 0;
  for (int i = 0; g && i < g->count && n < 64; i++) {
    if (g->items[i].kind != AST_ITEM_VALUE) continue;
    import_value *v = imp_lookup(im, &g->items[i]);
    if (!v) return;
    if (v->kind != IV_INT || !v->i) {
      IMPORT_ERROR(im, g->items[i].where, "operands of 'facet.size' must be integers");
      return;
    }
    syms[n++] = v->i;
  }
  if (!map || map->kind != AST_ATTR_AFFINE_MAP || map->map->result_count != 1) {
    IMPORT_ERROR(im, op->where, "'facet.size' needs value = affine_map<()[symbols] -> (expr)>");
    return;
  }
  const dim_expr *e = imp_affine_to_dim(im, map->map->results[0], syms, n, map->where);
  if (e) imp_define(im, op, 0, imp_tensor_value(im, imp_size_value(im, op, e)));
}

// "facet.<op>"(%a, ...) {attrs} : (types) -> type(s): one graph op, its
// shapes from the declared types and the bindings that follow.
void import_facet_op(importer *im, const ast_op *op) {
  if (!strcmp(op->name, "facet.size")) return import_facet_size(im, op);
  if (!strcmp(op->name, "facet.overwrite")) {
    const ast_item *g = imp_first_item(op, AST_ITEM_GROUP);
    ast_op flat = *op;
    if (g) flat.items = g->items, flat.item_count = g->count;
    import_overwrite(im, &flat);
    return;
  }
  bool found;
  ir_op_kind kind = facet_kind(op->name + 6, &found);
  if (!found || kind == IR_OP_DISPATCH || kind == IR_OP_GENERIC || op->result_type_count < 1) {
    IMPORT_ERROR(im, op->where, "'%s' cannot be read back%s", op->name,
                 kind == IR_OP_DISPATCH  ? " (print the IR before dispatch formation)"
                 : kind == IR_OP_GENERIC ? " (facet-opt prints it as linalg.generic)"
                                         : "");
    return;
  }
  const ast_item *g = imp_first_item(op, AST_ITEM_GROUP);
  ir_value **xs = ARENA_NEW_ARRAY(&C(im)->mem, ir_value *, g ? g->count + 1 : 1);
  int n = 0;
  for (int i = 0; g && i < g->count; i++) {
    if (g->items[i].kind != AST_ITEM_VALUE) continue;
    import_value *v = imp_lookup(im, &g->items[i]);
    if (!v) return;
    if (v->kind != IV_TENSOR) {
      IMPORT_ERROR(im, g->items[i].where, "operands of '%s' must be tensors", op->name);
      return;
    }
    xs[n++] = v->tensor;
  }
  int results = op->result_type_count;
  ir_type *types = ARENA_NEW_ARRAY(&C(im)->mem, ir_type, results);
  for (int r = 0; r < results; r++) {
    char what[32];
    snprintf(what, sizeof what, "op%d.r%d", im->fn->value_count, r);
    if (!imp_convert_type(im, op->result_types[r], what, &types[r])) return;
  }
  ir_op *o;
  imp_append(im, op, kind, xs, n, &types[0], &o);
  if (!facet_attrs(im, op, o)) return;
  imp_define(im, op, 0, imp_tensor_value(im, o->result));
  if (results > 1) {
    o->extra_count = results - 1;
    o->extra = ARENA_NEW_ARRAY(&C(im)->mem, ir_value *, results - 1);
    for (int r = 1; r < results; r++) {
      o->extra[r - 1] = ARENA_NEW(&C(im)->mem, ir_value);
      *o->extra[r - 1] =
          (ir_value){.type = types[r], .def = o, .arg_index = -1, .id = im->fn->value_count++};
      imp_define(im, op, r, imp_tensor_value(im, o->extra[r - 1]));
    }
  }
}
