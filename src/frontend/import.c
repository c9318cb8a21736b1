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
#include "frontend_internal.h"

#include <string.h>

//
// Scope
//
// The scope key of result `index` of value `name`: "%x" or "%x#1". Names
// have any length (a fixed buffer would cut two long names to one key).
static void value_key(strbuf *sb, const char *name, int index) {
  sb->len = 0;
  sb_append(sb, name);
  if (index) sb_printf(sb, "#%d", index);
}

// An integer or dim nested past DIM_MAX_DEPTH operations: an error at op.
static bool too_deep(importer *im, const ast_op *op, const dim_expr *e) {
  if (!e || e->depth <= DIM_MAX_DEPTH) return false;
  IMPORT_ERROR(im, op->where,
               "'%s' makes an integer expression nested more than %d operations deep", op->name,
               DIM_MAX_DEPTH);
  return true;
}

void imp_define(importer *im, const ast_op *op, int result, import_value *v) {
  if (v->kind == IV_INT && too_deep(im, op, v->i)) v = imp_new_value(im, IV_POISON);
  strbuf key = {0};
  // results are numbered across `%a, %b = ...` and `%a:2 = ...` alike
  int base = 0;
  for (int r = 0; r < op->result_count; r++) {
    if (result < base + op->results[r].count) {
      value_key(&key, op->results[r].name, result - base);
      hashmap_put(&im->scope, key.data, key.len, v);
      break;
    }
    base += op->results[r].count;
  }
  sb_free(&key);
}

import_value *imp_lookup(importer *im, const ast_item *it) {
  strbuf key = {0};
  value_key(&key, it->name, it->result_index);
  import_value *v = hashmap_get(&im->scope, key.data, key.len);
  sb_free(&key);
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

import_value *imp_operand(importer *im, const ast_op *op, int n, iv_kind want) {
  const ast_item *it = imp_operand_item(op, n);
  if (!it) {
    IMPORT_ERROR(im, op->where, "'%s' expects at least %d operands", op->name, n + 1);
    return NULL;
  }
  import_value *v = imp_lookup(im, it);
  if (v && v->kind != want) {
    static const char *kinds[] = {"a tensor", "an integer", "a float",      "a bool",
                                  "None",     "a list",     "another value"};
    IMPORT_ERROR(im, it->where, "operand %d of '%s' must be %s", n, op->name, kinds[want]);
    return NULL;
  }
  return v;
}

//
// The syntax tree: an op's items and attributes (no importer state)
//
const ast_item *imp_keyword_group(const ast_op *op, const char *kw) {
  for (int i = 0; i + 1 < op->item_count; i++)
    if (op->items[i].kind == AST_ITEM_KEYWORD && !strcmp(op->items[i].name, kw) &&
        op->items[i + 1].kind == AST_ITEM_GROUP)
      return &op->items[i + 1];
  return NULL;
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

bool imp_attr_int(const ast_attr *a, int64_t *out) {
  if (!a || (a->kind != AST_ATTR_INT && a->kind != AST_ATTR_BOOL)) return false;
  *out = a->i;
  return true;
}

const ast_attr *imp_dict_get(const ast_attr *dict, const char *name) {
  if (!dict || dict->kind != AST_ATTR_DICT) return NULL;
  for (int i = 0; i < dict->count; i++)
    if (strcmp(dict->entries[i].name, name) == 0) return dict->entries[i].value;
  return NULL;
}

// sharktank names its devices @__device_0 ... (docs/devices.md); the
// number is the device, whatever attribute wraps the symbol.
static int device_in_text(const char *s, size_t n) {
  static const char tag[] = "__device_";
  for (size_t i = 0; s && i + sizeof tag - 1 < n; i++) {
    if (strncmp(s + i, tag, sizeof tag - 1)) continue;
    size_t j = i + sizeof tag - 1;
    int64_t v = 0;
    if (j >= n || s[j] < '0' || s[j] > '9') continue;
    while (j < n && s[j] >= '0' && s[j] <= '9' && v <= IR_MAX_DEVICES) v = v * 10 + (s[j++] - '0');
    return (int)(v < IR_MAX_DEVICES ? v : IR_MAX_DEVICES);
  }
  return -1;
}

static int attr_device(const ast_attr *a) {
  if (!a) return -1;
  int d = a->str ? device_in_text(a->str, a->str_len ? a->str_len : strlen(a->str)) : -1;
  for (int i = 0; d < 0 && a->elems && i < a->count; i++) d = attr_device(a->elems[i]);
  for (int i = 0; d < 0 && a->entries && i < a->count; i++) d = attr_device(a->entries[i].value);
  return d;
}

int imp_attr_device(importer *im, const ast_attr *a) {
  int d = attr_device(a);
  if (d < IR_MAX_DEVICES) return d;
  IMPORT_ERROR(im, a->where, "a device affinity names device %d or more: facet takes at most %d",
               IR_MAX_DEVICES, IR_MAX_DEVICES);
  return -2;
}

const ast_item *imp_first_item(const ast_op *op, ast_item_kind kind) {
  for (int i = 0; i < op->item_count; i++)
    if (op->items[i].kind == kind) return &op->items[i];
  return NULL;
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
    IMPORT_ERROR(
        im, t->where,
        "tensor type '%s' is too large: its static dims times its element size overflow int64",
        t->text);
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
  ir_dim_print(sb, e, fn);
}

// Solves `e` = `other` for an anonymous symbol x of e (a dynamic dim no
// binding has named yet) when e = coef * x + rest, x not in `other`, and
// coef divides other - rest exactly: x becomes (other - rest) / coef.
// `scaled`: only where e is coef * x itself (tried first, on both sides).
static bool solve_anon(importer *im, const dim_expr *e, const dim_expr *other, loc where,
                       bool scaled) {
  enum { MAX = 16 };
  int syms[MAX], n = dim_symbols(e, syms, MAX);
  for (int i = 0; i < n && i < MAX; i++) {
    ir_symbol *anon = &im->fn->symbols[syms[i]];
    int64_t coef;
    int sym;
    if (anon->alias || strchr(anon->name, '.') == NULL) continue; // only anonymous ones
    if (scaled && !dim_as_scaled_sym(e, &coef, &sym)) return false;
    if (!dim_linear_in(e, syms[i], &coef) || coef == INT64_MIN) continue;
    if (dim_uses_sym(other, syms[i])) continue; // x = f(x) solves nothing
    const dim_expr *x = dim_sym(im->ctx, syms[i]);
    const dim_expr *rest = dim_add(im->ctx, e, dim_mul(im->ctx, x, dim_const(im->ctx, -coef)));
    const dim_expr *diff = dim_add(im->ctx, other, dim_mul(im->ctx, rest, dim_const(im->ctx, -1)));
    if (coef < 0) diff = dim_mul(im->ctx, diff, dim_const(im->ctx, -1)), coef = -coef;
    const dim_expr *q = dim_floordiv(im->ctx, diff, dim_const(im->ctx, coef));
    if (dim_mul(im->ctx, q, dim_const(im->ctx, coef)) != diff) continue; // not an exact multiple
    anon->alias = q;
    anon->alias_where = where;
    size_sub(im);
    im->sub[syms[i]] = q;
    im->aliases++;
    return true;
  }
  return false;
}

// Makes `actual` (a value's dim) equal to `promised` (from a binding or a
// declared type): solves an anonymous symbol where one side is linear in
// one (solve_anon); otherwise the two must be the same number for every
// value of their symbols (ir_dim_compare: (s0 + 2) floordiv 2 is
// (s0 + 1) ceildiv 2). Two forms facet can neither show equal nor show
// different are unsupported, not a broken promise.
bool imp_unify(importer *im, const dim_expr *actual, const dim_expr *promised, loc where,
               const char *what) {
  actual = imp_resolve(im, actual);
  promised = imp_resolve(im, promised);
  if (actual == promised) return true;
  for (int scaled = 1; scaled >= 0; scaled--)
    if (solve_anon(im, actual, promised, where, scaled) ||
        solve_anon(im, promised, actual, where, scaled))
      return true;
  ir_dims_cmp cmp = ir_dim_compare(im->ctx, im->fn, actual, promised);
  if (cmp == IR_DIMS_EQUAL) return true;
  strbuf a = {0}, b = {0};
  imp_print_dim(&a, im->fn, actual);
  imp_print_dim(&b, im->fn, promised);
  if (cmp == IR_DIMS_DIFFER)
    IMPORT_ERROR(im, where, "%s is %s, but %s is promised here", what, sb_cstr(&a), sb_cstr(&b));
  else
    IMPORT_ERROR(im, where,
                 "%s is %s and %s is promised here: comparing the two is unsupported "
                 "(they agree wherever tried, but facet cannot prove them equal)",
                 what, sb_cstr(&a), sb_cstr(&b));
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
// Calls: inlined where they are
//
// A call of a function with a body (util.call, func.call, call) imports
// the callee's body right there, its arguments bound to the call's
// operands: the callee's shapes are then computed from the caller's actual
// values (tensor.dim, tensor.empty, linalg.generic see the caller's dim
// expressions and bindings), which an IR-level pass after import would
// have to solve for again. Recursion is an error; the nesting and the
// number of ops inlined into one function are bounded, so a call tree that
// doubles at each level fails with an error instead of exhausting memory.
enum { MAX_INLINE_DEPTH = 64, MAX_INLINED_OPS = 1 << 21 };

static void import_op(importer *im, const ast_op *op);

static bool is_call(const char *name) {
  return !strcmp(name, "util.call") || !strcmp(name, "func.call") || !strcmp(name, "call");
}

static bool is_return(const char *name) {
  return !strcmp(name, "return") || !strcmp(name, "func.return") || !strcmp(name, "util.return");
}

static const ast_item *find_signature(const ast_op *op);

// The VALUE items of the call's parenthesised operand group.
static const ast_item *call_operands(const ast_op *op) {
  for (int i = 0; i < op->item_count; i++)
    if (op->items[i].kind == AST_ITEM_GROUP && op->items[i].bracket == '(') return &op->items[i];
  return NULL;
}

// "@a -> @b -> @a" for a recursion error.
static void call_chain(importer *im, const char *callee, strbuf *sb) {
  for (size_t i = 0; i < im->inline_stack.len; i++) {
    const ast_item *n = imp_first_item(im->inline_stack.data[i], AST_ITEM_SYMBOL);
    sb_printf(sb, "%s -> ", n ? n->name : "?");
  }
  sb_printf(sb, "@%s", callee);
}

static bool can_inline(importer *im, const ast_op *op, const char *name, const ast_op *callee) {
  for (size_t i = 0; i < im->inline_stack.len; i++) {
    if (im->inline_stack.data[i] != callee) continue;
    strbuf chain = {0};
    call_chain(im, name, &chain);
    IMPORT_ERROR(im, op->where, "recursive call of @%s (%s): calls are inlined", name,
                 sb_cstr(&chain));
    sb_free(&chain);
    return false;
  }
  if (im->inline_stack.len > MAX_INLINE_DEPTH) {
    IMPORT_ERROR(im, op->where, "calls nest more than %d deep at @%s", MAX_INLINE_DEPTH, name);
    return false;
  }
  const ast_region *body = callee->regions[0];
  for (int b = 0; b < body->block_count; b++) im->inlined_ops += (size_t)body->blocks[b].op_count;
  if (im->inlined_ops > MAX_INLINED_OPS) {
    IMPORT_ERROR(im, op->where, "inlining @%s makes @%s more than %d ops", name, im->fn->name,
                 MAX_INLINED_OPS);
    return false;
  }
  if (body->block_count > 1) {
    IMPORT_ERROR(im, callee->where, "@%s has %d blocks; only single-block functions are inlined",
                 name, body->block_count);
    return false;
  }
  return true;
}

// An argument of the callee: a tensor operand must have the declared
// dtype and rank, and its static dims are promises.
static bool bind_argument(importer *im, const ast_op *op, const ast_item *param, import_value *v) {
  const ast_type *t = param->type;
  bool tensor_type =
      t->kind == AST_TYPE_VTENSOR || t->kind == AST_TYPE_TENSOR || t->kind == AST_TYPE_TTENSOR;
  if (!tensor_type) {
    hashmap_put_str(&im->scope, param->name, v);
    return true;
  }
  if (v->kind != IV_TENSOR) {
    IMPORT_ERROR(im, op->where, "argument %s of the callee is a tensor, the call passes none",
                 param->name);
    return false;
  }
  const ir_type *a = &v->tensor->type;
  // a complex operand is its real form [dims..., 2] of the part type
  bool complex_param = t->elem_text && !strncmp(t->elem_text, "complex<", 8);
  int rank = a->rank - (v->complex ? 1 : 0);
  dtype part =
      complex_param ? dtype_from_name(t->elem_text + 8, strcspn(t->elem_text + 8, ">")) : t->elem;
  if (t->has_shape && (complex_param != v->complex || part != a->elem || t->rank != rank)) {
    IMPORT_ERROR(im, op->where,
                 "argument %s of the callee is %s, the call passes a%s tensor of %s "
                 "of rank %d",
                 param->name, t->text, v->complex ? " complex" : "", dtype_name(a->elem), rank);
    return false;
  }
  for (int d = 0; t->has_shape && d < t->rank; d++) {
    if (t->dims[d] < 0) continue;
    char what[96];
    snprintf(what, sizeof what, "dim %d of argument %s", d, param->name);
    if (!imp_unify(im, a->dims[d], dim_const(im->ctx, t->dims[d]), op->where, what)) return false;
  }
  hashmap_put_str(&im->scope, param->name, v);
  return true;
}

static void define_call_results(importer *im, const ast_op *op, const char *name) {
  int results = 0;
  for (int r = 0; r < op->result_count; r++) results += op->results[r].count;
  if ((size_t)results != im->ret.len) {
    IMPORT_ERROR(im, op->where, "@%s returns %zu values, the call takes %d", name, im->ret.len,
                 results);
    return;
  }
  for (int r = 0; r < results; r++) {
    import_value *v = im->ret.data[r];
    if (v->kind == IV_TENSOR && !v->complex && r < op->result_type_count) {
      ast_op one = *op; // check result r against its declared type
      one.result_types = &op->result_types[r];
      one.result_type_count = 1;
      imp_check_declared(im, &one, &v->tensor->type);
    }
    imp_define(im, op, r, v);
  }
}

static void inline_call(importer *im, const ast_op *op, const char *name, const ast_op *callee) {
  const ast_item *args = call_operands(op), *sig = find_signature(callee);
  int n = 0, params = 0;
  for (int i = 0; args && i < args->count; i++) n += args->items[i].kind == AST_ITEM_VALUE;
  for (int i = 0; sig && i < sig->count; i++) params += sig->items[i].kind == AST_ITEM_TYPED_VALUE;
  if (!sig || n != params) {
    IMPORT_ERROR(im, op->where, "@%s takes %d arguments, the call passes %d", name, params, n);
    return;
  }
  if (!can_inline(im, op, name, callee)) return;
  import_value **vals = ARENA_NEW_ARRAY(&im->ctx->mem, import_value *, n + 1);
  for (int i = 0, k = 0; i < args->count; i++)
    if (args->items[i].kind == AST_ITEM_VALUE && !(vals[k++] = imp_lookup(im, &args->items[i])))
      return;
  hashmap caller = im->scope;
  im->scope = (hashmap){0};
  bool ok = true;
  for (int i = 0, k = 0; ok && i < sig->count; i++)
    if (sig->items[i].kind == AST_ITEM_TYPED_VALUE)
      ok = bind_argument(im, op, &sig->items[i], vals[k++]);
  VEC(import_value *) outer_ret = {0};
  memcpy(&outer_ret, &im->ret, sizeof im->ret);
  bool outer_returned = im->returned;
  memset(&im->ret, 0, sizeof im->ret);
  im->returned = false;
  VEC_PUSH(im->inline_stack, callee);
  int errors = im->diag->errors;
  const ast_block *body = &callee->regions[0]->blocks[0];
  for (int i = 0; ok && i < body->op_count && !im->returned; i++) import_op(im, body->ops[i]);
  im->inline_stack.len--;
  hashmap_free(&im->scope);
  im->scope = caller;
  if (ok && im->diag->errors == errors) {
    if (!im->returned) IMPORT_ERROR(im, callee->where, "@%s ends without a return", name);
    else define_call_results(im, op, name);
  }
  if (im->diag->errors != errors) {
    char at[256];
    diag_note(im->diag, callee->where, "in @%s, inlined at %s", name,
              loc_str(op->where, at, sizeof at));
  }
  VEC_FREE(im->ret);
  memcpy(&im->ret, &outer_ret, sizeof im->ret);
  im->returned = outer_returned;
}

// The return of an inlined body: its operands are the call's results.
static void inline_return(importer *im, const ast_op *op) {
  for (int i = 0; i < imp_operand_count(op); i++) {
    import_value *v = imp_lookup(im, imp_operand_item(op, i));
    if (!v) return;
    VEC_PUSH(im->ret, v);
  }
  im->returned = true;
}

// A call: inlined when the callee has a body, else imported as a call op
// (a declaration: compiled nowhere, listed as unsupported).
static bool try_inline(importer *im, const ast_op *op) {
  const ast_item *callee = imp_first_item(op, AST_ITEM_SYMBOL);
  if (!callee) return false;
  const char *name = callee->name + (callee->name[0] == '@');
  const ast_op *f = hashmap_get_str(&im->functions, name);
  if (!f || f->region_count < 1) return false;
  inline_call(im, op, name, f);
  return true;
}

//
// Functions and modules
//
static imp_handler find_handler(importer *im, const ast_op *op) {
  if (imp_involves_complex(im, op)) {
    imp_handler h = imp_find_complex_handler(op->name);
    if (!h)
      IMPORT_ERROR(im, op->where,
                   "'%s' on complex tensors is not supported (complex values are "
                   "imported as their real and imaginary parts)",
                   op->name);
    return h;
  }
  imp_handler h = imp_find_builtin_handler(op->name);
  return h ? h : imp_find_handler(op->name);
}

// The types of the ops `op` appended (after `before`) nest no deeper than
// DIM_MAX_DEPTH.
static void check_depth(importer *im, const ast_op *op, const ir_op *before) {
  if (!im->fn) return;
  for (const ir_op *o = before ? before->next : im->fn->first; o; o = o->next)
    for (int x = 0; x <= o->extra_count; x++) {
      const ir_type *t = x ? &o->extra[x - 1]->type : &o->result->type;
      for (int d = 0; d < t->rank; d++)
        if (too_deep(im, op, t->dims[d])) return;
    }
}

// Whether t's static dims times its element size overflow int64 (as
// imp_convert_type refuses for declared types).
static bool type_overflows(const ir_type *t) {
  int64_t bytes = (int64_t)dtype_size(t->elem), c;
  for (int i = 0; i < t->rank; i++)
    if (dim_is_const(t->dims[i], &c) && c >= 0 && __builtin_mul_overflow(bytes, c, &bytes))
      return true;
  return false;
}

// The ops `op` appended (after `before`) make no tensor whose bytes
// overflow int64: an inferred shape may be too large where the declared
// one is dynamic.
static void check_size(importer *im, const ast_op *op, const ir_op *before) {
  if (!im->fn) return;
  for (const ir_op *o = before ? before->next : im->fn->first; o; o = o->next)
    for (int x = 0; x <= o->extra_count; x++)
      if (type_overflows(x ? &o->extra[x - 1]->type : &o->result->type)) {
        IMPORT_ERROR(im, op->where,
                     "'%s' makes a tensor too large: its static dims times its element "
                     "size overflow int64",
                     op->name);
        return;
      }
}

// i4 / i2 tensors exist only between a flow.tensor.bitcast of i8 bytes and
// the linalg.generic that reads them (base.h: DT_I4): the ops `op`
// appended (after `before`) neither read one (unless a linalg.generic)
// nor make one (unless the bitcast), so no other op, kernel or module
// ever needs their layout.
static void check_sub_byte(importer *im, const ast_op *op, const ir_op *before) {
  if (!im->fn) return;
  for (const ir_op *o = before ? before->next : im->fn->first; o; o = o->next) {
    dtype bad = DT_INVALID;
    for (int i = 0; i < o->operand_count && o->kind != IR_OP_GENERIC; i++)
      if (dtype_is_sub_byte(o->operands[i]->type.elem)) bad = o->operands[i]->type.elem;
    for (int x = 0; x <= o->extra_count && o->kind != IR_OP_BITCAST; x++)
      if (dtype_is_sub_byte((x ? o->extra[x - 1] : o->result)->type.elem))
        bad = (x ? o->extra[x - 1] : o->result)->type.elem;
    if (bad != DT_INVALID) {
      IMPORT_ERROR(im, op->where,
                   "'%s' on %s tensors is not supported: facet reads i4 / i2 only in "
                   "a linalg.generic, from a flow.tensor.bitcast of i8",
                   op->name, dtype_name(bad));
      return;
    }
  }
}

static void import_op(importer *im, const ast_op *op) {
  int errors = im->diag->errors;
  const ir_op *before = im->fn ? im->fn->last : NULL;
  im->poisoned = false;
  if (im->inline_stack.len > 1 && is_return(op->name)) {
    inline_return(im, op);
  } else if (!is_call(op->name) || !try_inline(im, op)) {
    imp_handler h = find_handler(im, op);
    if (h) h(im, op);
    else if (im->diag->errors == errors) imp_opaque(im, op);
  }
  if (im->diag->errors == errors) check_depth(im, op, before);
  if (im->diag->errors == errors) check_size(im, op, before);
  if (im->diag->errors == errors) check_sub_byte(im, op, before);
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
    for (int d = 0; op->generic && d < op->generic->loop_rank; d++)
      op->generic->loops[d] = imp_resolve(im, op->generic->loops[d]);
    for (int x = 0; x < op->extra_count; x++)
      for (int d = 0; d < op->extra[x]->type.rank; d++)
        op->extra[x]->type.dims[d] = imp_resolve(im, op->extra[x]->type.dims[d]);
  }
}

static const ast_item *find_signature(const ast_op *op) {
  if (!op) return NULL;
  for (int i = 0; i < op->item_count; i++)
    if (op->items[i].kind == AST_ITEM_GROUP && op->items[i].bracket == '(') return &op->items[i];
  return NULL;
}

static bool is_private(const ast_op *op) {
  for (int i = 0; i < op->item_count; i++)
    if (op->items[i].kind == AST_ITEM_KEYWORD && !strcmp(op->items[i].name, "private")) return true;
  return false;
}

// A !torch.int / !torch.float / !torch.bool argument is a rank-0 tensor of
// i64 / f64 / i1 at run time (ir_kind); ops see it as a Scalar known only
// at run time (import_ops.c: runtime_scalar).
static ir_kind scalar_kind(const ast_type *t) {
  switch (t->kind) {
  case AST_TYPE_TORCH_INT: return IR_KIND_INT;
  case AST_TYPE_TORCH_FLOAT: return IR_KIND_FLOAT;
  case AST_TYPE_TORCH_BOOL: return IR_KIND_BOOL;
  default: return IR_KIND_TENSOR;
  }
}

static bool import_arg(importer *im, const ast_item *arg, uint8_t *kinds) {
  char what[32];
  snprintf(what, sizeof what, "arg%d", im->fn->arg_count);
  ir_kind k = scalar_kind(arg->type);
  ir_type t = {.elem = ir_kind_dtype(k), .rank = 0};
  if (k == IR_KIND_TENSOR && !imp_convert_type(im, arg->type, what, &t)) return false;
  if (dtype_is_sub_byte(t.elem)) {
    IMPORT_ERROR(im, arg->where,
                 "argument %s is '%s': i4 / i2 tensors exist only inside a function, "
                 "as a flow.tensor.bitcast of i8 read by a linalg.generic",
                 arg->name, arg->type->text);
    return false;
  }
  kinds[im->fn->arg_count] = (uint8_t)k;
  ir_value *v = ir_add_arg(im->ctx, im->fn, t);
  v->name = arena_strdup(&im->ctx->mem, arg->name); // the syntax tree goes first
  hashmap_put_str(&im->scope, arg->name, imp_tensor_value(im, v));
  return true;
}

// func.func / util.func @name(%arg0: type, ...) -> types attributes {...} { body }
static void import_function(importer *im, const ast_op *op) {
  const ast_item *name = imp_first_item(op, AST_ITEM_SYMBOL);
  const ast_item *sig = find_signature(op);
  if (!name || !sig) {
    IMPORT_ERROR(im, op->where, "expected '%s @name(args) ... { body }'", op->name);
    return;
  }
  // a declaration has nothing to import; a private function is inlined
  // where it is called and is no entry point
  if (op->region_count < 1 || is_private(op)) return;
  const char *fname = name->name + (name->name[0] == '@');
  if (hashmap_get_str(&im->functions, fname) != op) return; // a redefinition (reported)
  im->fn = ir_function_create(im->ctx, fname, op->where);
  im->fn->is_private = is_private(op);
  im->aliases = 0;
  for (int i = 0; i < im->sub_cap; i++) im->sub[i] = NULL;
  hashmap_free(&im->scope);
  uint8_t *kinds = ARENA_NEW_ARRAY(&im->ctx->mem, uint8_t, sig->count + 1);
  bool scalars = false;
  int *devices = ARENA_NEW_ARRAY(&im->ctx->mem, int, sig->count + 1);
  bool placed = false;
  for (int i = 0; i < sig->count; i++) {
    const ast_item *arg = &sig->items[i];
    if (arg->kind != AST_ITEM_TYPED_VALUE) continue;
    if (!import_arg(im, arg, kinds)) return;
    scalars |= kinds[im->fn->arg_count - 1] != IR_KIND_TENSOR;
    // {iree.abi.affinity = #hal.device.promise<@__device_N>} after the argument
    const ast_item *next = i + 1 < sig->count ? &sig->items[i + 1] : NULL;
    int d = next && next->kind == AST_ITEM_DICT ? imp_attr_device(im, next->attr) : -1;
    if (d == -2) return;
    devices[im->fn->arg_count - 1] = d > 0 ? d : 0;
    placed |= d > 0;
  }
  if (scalars) im->fn->arg_kinds = kinds;
  if (placed) im->fn->arg_devices = devices;
  const ast_region *body = op->regions[0];
  im->inline_stack.len = 0;
  im->inlined_ops = 0;
  VEC_PUSH(im->inline_stack, op);
  for (int b = 0; b < body->block_count; b++)
    for (int i = 0; i < body->blocks[b].op_count; i++) import_op(im, body->blocks[b].ops[i]);
  im->inline_stack.len = 0;
  finish_function(im);
  im->fn = NULL;
}

// util.global private @name = #stream.parameter.named<"scope"::"key"> : tensor<...>
// util.global private @name = dense_resource<blob> : tensor<...> (or dense<...>): inline
static void import_global(importer *im, const ast_op *op) {
  const ast_item *name = imp_first_item(op, AST_ITEM_SYMBOL);
  if (!name || op->operand_type_count < 1) {
    IMPORT_ERROR(im, op->where, "expected 'util.global @name = value : type'");
    return;
  }
  ir_global g = {.name = arena_strdup(&im->ctx->mem, name->name + 1), .where = op->where};
  im->fn = NULL;
  if (ir_find_global(im->ctx, g.name)) {
    char at[256];
    IMPORT_ERROR(im, name->where, "redefinition of util.global @%s (first defined at %s)", g.name,
                 loc_str(ir_find_global(im->ctx, g.name)->where, at, sizeof at));
    return;
  }
  if (!imp_static_type(im, op->operand_types[0], "util.global", &g.type)) return;
  for (int i = 0; i < op->item_count; i++) {
    const ast_attr *a = op->items[i].kind == AST_ITEM_ATTR ? op->items[i].attr : NULL;
    if (a && a->kind == AST_ATTR_OPAQUE && strstr(a->str, "stream.parameter.named") &&
        a->count >= 1) {
      g.scope = arena_strdup(&im->ctx->mem, a->count >= 2 ? a->elems[0]->str : "");
      g.key = arena_strdup(&im->ctx->mem, a->elems[a->count - 1]->str);
    } else if (op->items[i].kind == AST_ITEM_DICT) { // {stream.affinity = ...}
      int d = imp_attr_device(im, op->items[i].attr);
      if (d == -2) return;
      g.device = d > 0 ? d : 0;
    } else if (a && (a->kind == AST_ATTR_DENSE || a->kind == AST_ATTR_DENSE_RESOURCE)) {
      imp_dense d;
      if (!imp_dense_value(im, a, &g.type, &d)) return;
      g.splat = d.splat;
      g.splat_value = d.value;
      g.data = d.data;
      g.data_bytes = d.bytes;
    }
  }
  VEC_PUSH(im->ctx->globals, g);
}

static bool is_module(const ast_op *op) {
  return !strcmp(op->name, "module") || !strcmp(op->name, "builtin.module");
}

// `func` and `builtin.func`: MLIR before the func dialect (2022) printed
// its functions so (torch-mlir's older exports: `func @forward(...)`).
static bool is_function(const ast_op *op) {
  return !strcmp(op->name, "func.func") || !strcmp(op->name, "util.func") ||
         !strcmp(op->name, "func") || !strcmp(op->name, "builtin.func");
}

// The module's functions by name (callees may come after their callers);
// a name defined twice is an error at the second.
static void collect_functions(importer *im, ast_op **ops, int count) {
  for (int i = 0; i < count; i++) {
    const ast_op *op = ops[i];
    if (is_module(op)) {
      for (int r = 0; r < op->region_count; r++)
        for (int b = 0; b < op->regions[r]->block_count; b++)
          collect_functions(im, op->regions[r]->blocks[b].ops, op->regions[r]->blocks[b].op_count);
      continue;
    }
    const ast_item *name = is_function(op) ? imp_first_item(op, AST_ITEM_SYMBOL) : NULL;
    if (!name) continue;
    const char *fname = name->name + (name->name[0] == '@');
    if (!*fname) {
      IMPORT_ERROR(im, name->where, "a function needs a name");
      continue;
    }
    const ast_op *prev = hashmap_get_str(&im->functions, fname);
    if (prev && (prev->region_count > 0) == (op->region_count > 0)) {
      char at[256];
      IMPORT_ERROR(im, name->where, "redefinition of @%s (first defined at %s)", fname,
                   loc_str(prev->where, at, sizeof at));
      continue;
    }
    if (!prev || op->region_count > 0) hashmap_put_str(&im->functions, fname, (void *)op);
  }
}

static void import_ops(importer *im, ast_op **ops, int count) {
  for (int i = 0; i < count; i++) {
    const ast_op *op = ops[i];
    if (is_module(op)) {
      for (int r = 0; r < op->region_count; r++)
        for (int b = 0; b < op->regions[r]->block_count; b++)
          import_ops(im, op->regions[r]->blocks[b].ops, op->regions[r]->blocks[b].op_count);
    } else if (is_function(op)) {
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
  collect_functions(&im, m->ops, m->op_count);
  import_ops(&im, m->ops, m->op_count);
  hashmap_free(&im.functions);
  VEC_FREE(im.inline_stack);
  VEC_FREE(im.ret);
  VEC_FREE(im.unsupported);
  free(im.sub);
  hashmap_free(&im.scope);
  return !im.failed;
}
