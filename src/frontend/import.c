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

//
// Scope
//
static const char *value_key(char *buf, size_t n, const char *name, int index) {
  if (index) snprintf(buf, n, "%s#%d", name, index);
  else snprintf(buf, n, "%s", name);
  return buf;
}

void imp_define(importer *im, const ast_op *op, int result, import_value *v) {
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

import_value *imp_lookup(importer *im, const ast_item *it) {
  char buf[256];
  import_value *v = hashmap_get_str(&im->scope, value_key(buf, sizeof buf, it->name, it->result_index));
  if (!v) IMPORT_ERROR(im, it->where, "use of undefined value '%s'", it->name);
  if (v && v->kind == IV_POISON) {
    im->poisoned = true;
    return NULL;
  }
  return v;
}

import_value *imp_new_value(importer *im, iv_kind kind) {
  import_value *v = ARENA_NEW(&im->ctx->mem, import_value);
  v->kind = kind;
  return v;
}

import_value *imp_tensor_value(importer *im, ir_value *t) {
  import_value *v = imp_new_value(im, IV_TENSOR);
  v->tensor = t;
  return v;
}

import_value *imp_int_value(importer *im, const dim_expr *e) {
  import_value *v = imp_new_value(im, IV_INT);
  v->i = e;
  return v;
}

// The n-th VALUE item of the op at top level (operands in order).
const ast_item *imp_operand_item(const ast_op *op, int n) {
  for (int i = 0; i < op->item_count; i++)
    if (op->items[i].kind == AST_ITEM_VALUE && n-- == 0) return &op->items[i];
  return NULL;
}

int imp_operand_count(const ast_op *op) {
  int n = 0;
  for (int i = 0; i < op->item_count; i++) n += op->items[i].kind == AST_ITEM_VALUE;
  return n;
}

import_value *imp_operand(importer *im, const ast_op *op, int n, iv_kind want) {
  const ast_item *it = imp_operand_item(op, n);
  if (!it) {
    IMPORT_ERROR(im, op->where, "'%s' expects at least %d operands", op->name, n + 1);
    return NULL;
  }
  import_value *v = imp_lookup(im, it);
  if (v && v->kind != want) {
    static const char *kinds[] = {"a tensor", "an integer", "a float", "a bool",
                                  "None",     "a list",     "another value"};
    IMPORT_ERROR(im, it->where, "operand %d of '%s' must be %s", n, op->name, kinds[want]);
    return NULL;
  }
  return v;
}

//
// Types
//
static int imp_new_anon_symbol(importer *im, const char *name, loc where) {
  return ir_add_symbol(im->ctx, im->fn, name, fact_any(), where);
}

// Converts a declared tensor type. Dynamic dims become fresh anonymous
// symbols named after `what` (e.g. "arg0.d1"), solved later by bindings.
bool imp_convert_type(importer *im, const ast_type *t, const char *what, ir_type *out) {
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
  // A static part whose bytes int64 cannot count: no tensor of the type
  // can exist, and every size computed from it would wrap.
  int64_t bytes = (int64_t)dtype_size(t->elem);
  bool huge = false;
  for (int i = 0; i < t->rank; i++)
    if (t->dims[i] >= 0) huge = huge || __builtin_mul_overflow(bytes, t->dims[i], &bytes);
  if (huge) {
    IMPORT_ERROR(im, t->where, "tensor type '%s' is too large: its static dims times its element size overflow int64", t->text);
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
      out->dims[i] = dim_sym(im->ctx, imp_new_anon_symbol(im, name, t->where));
    }
  }
  return true;
}

// Replaces solved anonymous symbols, transitively, in e.
// Replaces solved anonymous symbols, transitively. im->sub mirrors the
// aliases (kept up to date by imp_unify) so a call costs the size of e.
static void size_sub(importer *im) {
  if (im->sub_cap >= im->fn->symbol_count) return;
  int cap = im->fn->symbol_count * 2;
  im->sub = xrealloc(im->sub, sizeof(*im->sub) * (size_t)cap);
  for (int i = im->sub_cap; i < cap; i++) im->sub[i] = NULL;
  im->sub_cap = cap;
}

const dim_expr *imp_resolve(importer *im, const dim_expr *e) {
  if (!im->aliases) return e;
  size_sub(im);
  for (int round = 0; round < 8; round++) {
    const dim_expr *next = dim_subst(im->ctx, e, im->sub);
    if (next == e) break;
    e = next;
  }
  return e;
}

void imp_print_dim(strbuf *sb, const ir_function *fn, const dim_expr *e) {
  const char *names[64] = {0};
  dim_print(sb, e, ir_symbol_names(fn, names, 64));
}

// Makes `actual` (a value's dim) equal to `promised` (from a binding or a
// declared type): solves an anonymous symbol where one side is c * anon.
bool imp_unify(importer *im, const dim_expr *actual, const dim_expr *promised, loc where,
                  const char *what) {
  actual = imp_resolve(im, actual);
  promised = imp_resolve(im, promised);
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
    size_sub(im);
    im->sub[sym] = q;
    im->aliases++;
    return true;
  }
  strbuf a = {0}, b = {0};
  imp_print_dim(&a, im->fn, actual);
  imp_print_dim(&b, im->fn, promised);
  IMPORT_ERROR(im, where, "%s is %s, but %s is promised here", what, sb_cstr(&a), sb_cstr(&b));
  sb_free(&a);
  sb_free(&b);
  return false;
}

// Checks an inferred type against the declared result type of an op.
void imp_check_declared(importer *im, const ast_op *op, ir_type *inferred) {
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
    imp_unify(im, inferred->dims[i], dim_const(im->ctx, t->dims[i]), t->where, what);
  }
}

//
// Functions and modules
//
// Whether t's static dims times its element size overflow int64 (as
// imp_convert_type refuses for declared types).
static bool imp_type_overflows(const ir_type *t) {
  int64_t bytes = (int64_t)dtype_size(t->elem), c;
  for (int i = 0; i < t->rank; i++)
    if (dim_is_const(t->dims[i], &c) && c >= 0 && __builtin_mul_overflow(bytes, c, &bytes)) return true;
  return false;
}

static void import_op(importer *im, const ast_op *op) {
  int errors = im->diag->errors;
  im->poisoned = false;
  imp_handler h = imp_find_handler(op->name);
  ir_op *before = im->fn->last;
  if (h) h(im, op);
  else imp_opaque(im, op);
  // an inferred shape may be too large where the declared one is dynamic
  for (ir_op *o = before ? before->next : im->fn->first; o && im->diag->errors == errors; o = o->next)
    if (imp_type_overflows(&o->result->type))
      IMPORT_ERROR(im, op->where, "'%s' makes a tensor too large: its static dims times its element size "
                   "overflow int64", op->name);
  if (im->diag->errors == errors && !im->poisoned) return;
  int results = 0;
  for (int r = 0; r < op->result_count; r++) results += op->results[r].count;
  for (int r = 0; r < results; r++) imp_define(im, op, r, imp_new_value(im, IV_POISON));
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
      t->dims[d] = imp_resolve(im, e);
    }
  }
  for (ir_op *op = fn->first; op; op = op->next) {
    for (int d = 0; d < op->result->type.rank; d++)
      op->result->type.dims[d] = imp_resolve(im, op->result->type.dims[d]);
    if (op->start) op->start = imp_resolve(im, op->start);
    for (int x = 0; x < op->extra_count; x++)
      for (int d = 0; d < op->extra[x]->type.rank; d++)
        op->extra[x]->type.dims[d] = imp_resolve(im, op->extra[x]->type.dims[d]);
  }
}

static const ast_item *find_signature(const ast_op *op) {
  for (int i = 0; i < op->item_count; i++)
    if (op->items[i].kind == AST_ITEM_GROUP && op->items[i].bracket == '(') return &op->items[i];
  return NULL;
}

static bool is_private(const ast_op *op) {
  for (int i = 0; i < op->item_count; i++)
    if (op->items[i].kind == AST_ITEM_KEYWORD && !strcmp(op->items[i].name, "private")) return true;
  return false;
}

// func.func / util.func @name(%arg0: type, ...) -> types attributes {...} { body }
static void import_function(importer *im, const ast_op *op) {
  const ast_item *name = imp_first_item(op, AST_ITEM_SYMBOL);
  const ast_item *sig = find_signature(op);
  if (!name || !sig) {
    IMPORT_ERROR(im, op->where, "expected '%s @name(args) ... { body }'", op->name);
    return;
  }
  if (op->region_count < 1) return; // a declaration: nothing to import
  const char *fname = name->name + (name->name[0] == '@');
  for (size_t f = 0; f < im->ctx->functions.len; f++) {
    if (strcmp(im->ctx->functions.data[f]->name, fname)) continue;
    char prev[256];
    IMPORT_ERROR(im, name->where, "redefinition of @%s (first defined at %s)", fname,
                 loc_str(im->ctx->functions.data[f]->where, prev, sizeof prev));
    return;
  }
  if (!*fname) {
    IMPORT_ERROR(im, name->where, "a function needs a name");
    return;
  }
  im->fn = ir_function_create(im->ctx, fname, op->where);
  im->fn->is_private = is_private(op);
  im->aliases = 0;
  for (int i = 0; i < im->sub_cap; i++) im->sub[i] = NULL;
  hashmap_free(&im->scope);
  for (int i = 0; i < sig->count; i++) {
    const ast_item *arg = &sig->items[i];
    if (arg->kind != AST_ITEM_TYPED_VALUE) continue;
    char what[32];
    snprintf(what, sizeof what, "arg%d", im->fn->arg_count);
    ir_type t;
    if (!imp_convert_type(im, arg->type, what, &t)) return;
    ir_value *v = ir_add_arg(im->ctx, im->fn, t);
    v->name = arena_strdup(&im->ctx->mem, arg->name); // the syntax tree goes first
    hashmap_put_str(&im->scope, arg->name, imp_tensor_value(im, v));
  }
  const ast_region *body = op->regions[0];
  for (int b = 0; b < body->block_count; b++)
    for (int i = 0; i < body->blocks[b].op_count; i++) import_op(im, body->blocks[b].ops[i]);
  finish_function(im);
  im->fn = NULL;
}

// util.global private @name = #stream.parameter.named<"scope"::"key"> : tensor<...>
static void import_global(importer *im, const ast_op *op) {
  const ast_item *name = imp_first_item(op, AST_ITEM_SYMBOL);
  if (!name || op->operand_type_count < 1) {
    IMPORT_ERROR(im, op->where, "expected 'util.global @name = value : type'");
    return;
  }
  ir_global g = {.name = arena_strdup(&im->ctx->mem, name->name + 1), .where = op->where};
  im->fn = NULL;
  const ast_type *t = op->operand_types[0];
  if (!t->has_shape || t->elem == DT_INVALID || t->rank > IR_MAX_RANK) {
    IMPORT_ERROR(im, t->where, "util.global needs a static tensor type, found '%s'", t->text);
    return;
  }
  g.type.elem = t->elem;
  g.type.rank = t->rank;
  for (int d = 0; d < t->rank; d++) {
    if (t->dims[d] < 0) {
      IMPORT_ERROR(im, t->where, "util.global needs a static shape, found '%s'", t->text);
      return;
    }
    g.type.dims[d] = dim_const(im->ctx, t->dims[d]);
  }
  for (int i = 0; i < op->item_count; i++) {
    const ast_attr *a = op->items[i].kind == AST_ITEM_ATTR ? op->items[i].attr : NULL;
    if (a && a->kind == AST_ATTR_OPAQUE && strstr(a->str, "stream.parameter.named") &&
        a->count >= 1) {
      g.scope = arena_strdup(&im->ctx->mem, a->count >= 2 ? a->elems[0]->str : "");
      g.key = arena_strdup(&im->ctx->mem, a->elems[a->count - 1]->str);
    }
  }
  VEC_PUSH(im->ctx->globals, g);
}

static void import_ops(importer *im, ast_op **ops, int count) {
  for (int i = 0; i < count; i++) {
    const ast_op *op = ops[i];
    if (!strcmp(op->name, "module") || !strcmp(op->name, "builtin.module")) {
      for (int r = 0; r < op->region_count; r++)
        for (int b = 0; b < op->regions[r]->block_count; b++)
          import_ops(im, op->regions[r]->blocks[b].ops, op->regions[r]->blocks[b].op_count);
    } else if (!strcmp(op->name, "func.func") || !strcmp(op->name, "util.func")) {
      import_function(im, op);
    } else if (!strcmp(op->name, "util.global")) {
      import_global(im, op);
    } else {
      IMPORT_ERROR(im, op->where, "'%s' is not expected at module level", op->name);
    }
  }
}

bool import_module(ir_context *ctx, const ast_module *m) {
  importer im = {.ctx = ctx, .diag = ctx->diag, .mod = m};
  import_ops(&im, m->ops, m->op_count);
  VEC_FREE(im.unsupported);
  free(im.sub);
  hashmap_free(&im.scope);
  return !im.failed;
}
