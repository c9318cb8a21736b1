// generic_form.c: an op written in MLIR's generic form, read as its custom
// form.
//
// MLIR prints every op two ways: `%0 = torch.aten.exp %a : T -> T` and
// `%0 = "torch.aten.exp"(%a) : (T) -> T`; its parser takes either. The
// importer reads each op's custom form, so the parser hands it generic ops
// rewritten to the items their custom form has:
//
//   "torch.aten.X"(%a, %b) {...}      ->  torch.aten.X %a, %b {...}
//   "torch.constant.int"() <{value = 1 : i64}>  ->  torch.constant.int 1
//   "torch.operator"(%a) <{name = "torch.aten.X"}>  ->  torch.aten.X %a
//   "torch.symbolic_int"() <{name = "s0", min_val, max_val}>  ->  torch.symbolic_int "s0" {...}
//   "torch.bind_symbolic_shape"(%v, %s0) <{shape_expressions = m}>  ->  ... %v, [%s0], m
//   "func.return"(%a)                 ->  func.return %a
//   "func.call"(%a) <{callee = @f}>   ->  func.call @f(%a)
//   "func.func"() <{sym_name = "f", function_type = ..., sym_visibility}>
//       ({ ^bb0(%arg0: T): ... })     ->  func.func private @f(%arg0: T) { ... }
//   "util.global"() <{sym_name, type, initial_value}>  ->  util.global @g = v : type
//   "util.global.load"() <{global = @g}>  ->  util.global.load @g
//   "torch_c.from_builtin_tensor"(%t) ->  torch_c.from_builtin_tensor %t
//   "arith.constant"() <{value = v}>  ->  arith.constant v
//   "tensor.dim"(%t, %i)              ->  tensor.dim %t, %i
//   "tensor.extract"(%t, %i, %j)      ->  tensor.extract %t[%i, %j]
//   "tensor.empty"(%d) : (index) -> T ->  tensor.empty(%d) : T
//   "tensor.extract_slice"(%t, %o) <{static_offsets = array<i64: 0, MIN>, ...}>
//                                     ->  tensor.extract_slice %t[0, %o] [..] [..]
//   "arith.addi"(%a, %b)              ->  arith.addi %a, %b   (math.* too)
//   "arith.cmpi"(%a, %b) <{predicate = 2}>  ->  arith.cmpi slt, %a, %b
//   "linalg.generic"(%x, %y, %o) <{operandSegmentSizes = array<i32: 2, 1>, ...}>
//       ({ body })                    ->  linalg.generic {...} ins(%x, %y) outs(%o) { body }
//   "linalg.fill"(%v, %o) <{operandSegmentSizes = array<i32: 1, 1>}> ({ body })
//                                     ->  linalg.fill ins(%v) outs(%o)
//   "linalg.copy"(%x, %o) <{operandSegmentSizes = array<i32: 1, 1>}> ({ body })
//                                     ->  linalg.copy ins(%x) outs(%o)
//   "tensor.expand_shape"(%x, %d) <{reassociation = [[0, 1]],
//       static_output_shape = array<i64: MIN, 4>}>
//                                     ->  tensor.expand_shape %x [[0, 1]] output_shape [%d, 4]
//   "tensor.collapse_shape"(%x) <{reassociation = [[0, 1]]}>
//                                     ->  tensor.collapse_shape %x [[0, 1]]
//   "linalg.index"() <{dim = 1}>      ->  linalg.index 1
//   "linalg.yield"(%v)                ->  linalg.yield %v
//
// The type signature `: (T, U) -> R` already reads as the custom form's
// operand and result types, and the attributes are merged into op->attrs
// either way (flow.tensor.transfer / barrier too; flow.tensor.reshape /
// bitcast and iree_linalg_ext.gather split their operands by
// operandSegmentSizes). facet's own ops, which facet-opt prints in generic
// form, keep what the parser made: their importers read the operand group.
#include "frontend_internal.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool has_prefix(const char *s, const char *prefix) {
  return strncmp(s, prefix, strlen(prefix)) == 0;
}

static const ast_attr *attr_named(const ast_op *op, const char *name) {
  if (!op->attrs || op->attrs->kind != AST_ATTR_DICT) return NULL;
  for (int i = 0; i < op->attrs->count; i++)
    if (!strcmp(op->attrs->entries[i].name, name)) return op->attrs->entries[i].value;
  return NULL;
}

static const char *string_attr(const ast_op *op, const char *name) {
  const ast_attr *a = attr_named(op, name);
  return a && a->kind == AST_ATTR_STRING ? a->str : NULL;
}

// Items under construction: what goes before the operands, the operands,
// and what follows (dictionaries, regions).
typedef struct items {
  ast_item *v;
  int n, cap;
} items;

static void push(items *out, ast_item it) {
  if (out->n < out->cap) out->v[out->n++] = it;
}

// The op's first '(' group (the generic form's operand list), or NULL.
static const ast_item *operand_group(const ast_op *op) {
  for (int i = 0; i < op->item_count; i++)
    if (op->items[i].kind == AST_ITEM_GROUP && op->items[i].bracket == '(') return &op->items[i];
  return NULL;
}

// The generic form's regions are items of its `({...})` group; the custom
// form has them as items of their own.
static void push_rest(items *out, const ast_op *op, const ast_item *skip) {
  for (int i = 0; i < op->item_count; i++) {
    const ast_item *it = &op->items[i];
    if (it == skip) continue;
    if (it->kind == AST_ITEM_GROUP) {
      for (int j = 0; j < it->count; j++)
        if (it->items[j].kind == AST_ITEM_REGION) push(out, it->items[j]);
      continue;
    }
    push(out, *it);
  }
}

// The op's items: head, then the rest without the operand group.
static void set_items(arena *mem, ast_op *op, const ast_item *head, int n, const ast_item *group) {
  int cap = n + op->item_count + op->region_count;
  items out = {.v = ARENA_NEW_ARRAY(mem, ast_item, cap), .cap = cap};
  for (int i = 0; i < n; i++) push(&out, head[i]);
  push_rest(&out, op, group);
  op->items = out.v;
  op->item_count = out.n;
}

// The op's items with `head` first, then the operand group's items at top
// level (or the group itself, kept as a group), then everything else.
static void rebuild(arena *mem, ast_op *op, const ast_item *head, int head_count, bool keep_group) {
  const ast_item *group = operand_group(op);
  int cap = head_count + op->item_count + (group ? group->count : 0);
  items out = {.v = ARENA_NEW_ARRAY(mem, ast_item, cap > 0 ? cap : 1), .cap = cap};
  for (int i = 0; i < head_count; i++) push(&out, head[i]);
  if (group && keep_group) push(&out, *group);
  else if (group)
    for (int i = 0; i < group->count; i++) push(&out, group->items[i]);
  for (int i = 0; i < op->item_count; i++)
    if (&op->items[i] != group) push(&out, op->items[i]);
  op->items = out.v;
  op->item_count = out.n;
}

static ast_item symbol_item(arena *mem, const char *name, loc where) {
  size_t n = strlen(name);
  char *s = arena_alloc(mem, n + 2);
  s[0] = '@';
  memcpy(s + 1, name, n + 1);
  return (ast_item){.kind = AST_ITEM_SYMBOL, .where = where, .name = s};
}

static ast_item attr_item(const ast_attr *a) {
  return (ast_item){.kind = AST_ITEM_ATTR, .where = a->where, .attr = (ast_attr *)a};
}

static bool is_private(const ast_op *op) {
  const char *v = string_attr(op, "sym_visibility");
  return v && !strcmp(v, "private");
}

// "func.func"() <{sym_name = "f", function_type = ...}> ({ ^bb0(args): ... })
static void function_form(arena *mem, ast_op *op) {
  const char *name = string_attr(op, "sym_name");
  if (!name || op->region_count < 1) return; // a declaration or malformed: the importer says what
  ast_item head[3];
  int n = 0;
  if (is_private(op))
    head[n++] = (ast_item){.kind = AST_ITEM_KEYWORD, .where = op->where, .name = "private"};
  head[n++] = symbol_item(mem, name, op->where);
  const ast_region *body = op->regions[0];
  const ast_block *entry = body->block_count > 0 ? &body->blocks[0] : NULL;
  head[n++] = (ast_item){.kind = AST_ITEM_GROUP,
                         .where = op->where,
                         .bracket = '(',
                         .count = entry ? entry->arg_count : 0,
                         .items = entry ? entry->args : NULL};
  // the generic form's operand group `()` and region group `({...})` go;
  // the region stays as an item of its own
  set_items(mem, op, head, n, operand_group(op));
}

// "util.global"() <{sym_name = "g", type = T, initial_value = v}> : () -> ()
static void global_form(arena *mem, ast_op *op) {
  const char *name = string_attr(op, "sym_name");
  const ast_attr *type = attr_named(op, "type");
  const ast_attr *init = attr_named(op, "initial_value");
  if (!name || !type || type->kind != AST_ATTR_TYPE) return;
  ast_item head[2];
  int n = 0;
  head[n++] = symbol_item(mem, name, op->where);
  if (init) head[n++] = attr_item(init);
  rebuild(mem, op, head, n, false);
  op->operand_types = ARENA_NEW_ARRAY(mem, ast_type *, 1);
  op->operand_types[0] = type->type;
  op->operand_type_count = 1;
  op->result_type_count = 0;
  op->has_result_types = false;
}

// "torch.bind_symbolic_shape"(%v, %s0, %s1) <{shape_expressions = map}>
//   -> torch.bind_symbolic_shape %v, [%s0, %s1], map
static void bind_shape_form(arena *mem, ast_op *op) {
  const ast_item *group = operand_group(op);
  const ast_attr *map = attr_named(op, "shape_expressions");
  if (!group || group->count < 1 || !map) return;
  ast_item head[3] = {group->items[0],
                      {.kind = AST_ITEM_GROUP,
                       .where = group->where,
                       .bracket = '[',
                       .count = group->count - 1,
                       .items = group->items + 1},
                      attr_item(map)};
  set_items(mem, op, head, 3, group);
}

// "tensor.extract"(%t, %i, %j): the tensor, then the indices as a '[' group.
static void extract_form(arena *mem, ast_op *op) {
  const ast_item *group = operand_group(op);
  if (!group || group->count < 1) return;
  ast_item head[2] = {group->items[0],
                      {.kind = AST_ITEM_GROUP,
                       .where = group->where,
                       .bracket = '[',
                       .count = group->count - 1,
                       .items = group->items + 1}};
  set_items(mem, op, head, 2, group);
}

// The integers of `array<i64: 0, -9223372036854775808, 1>` (an opaque
// attribute to the parser): at most max into v; -1 when malformed.
static int int_array(const ast_attr *a, int64_t *v, int max) {
  const char *p = a && a->kind == AST_ATTR_OPAQUE && a->str ? strchr(a->str, ':') : NULL;
  int n = 0;
  while (p && *p != '>' && n < max) {
    char *end;
    long long x = strtoll(p + 1, &end, 10);
    if (end == p + 1) break;
    v[n++] = x;
    p = strchr(end, ',') ? strchr(end, ',') : strchr(end, '>');
  }
  return p && *p == '>' ? n : -1;
}

// operandSegmentSizes = array<i32: 2, 1> (older MLIR: operand_segment_sizes):
// exactly n sizes into v, which add up to the operand group's length.
static bool segment_sizes(const ast_op *op, const ast_item *group, int64_t *v, int n) {
  const ast_attr *s = attr_named(op, "operandSegmentSizes");
  if (!s) s = attr_named(op, "operand_segment_sizes");
  int64_t sum = 0;
  if (!group || int_array(s, v, n) != n) return false;
  for (int i = 0; i < n; i++) {
    if (v[i] < 0 || v[i] > group->count) return false; // and the sum cannot overflow
    sum += v[i];
  }
  return sum == group->count;
}

// ins(...) outs(...) from the operand group split n_in / n_out.
static int ins_outs(ast_item *head, const ast_item *group, int n_in, int n_out) {
  head[0] = (ast_item){.kind = AST_ITEM_KEYWORD, .where = group->where, .name = "ins"};
  head[1] = (ast_item){.kind = AST_ITEM_GROUP,
                       .where = group->where,
                       .bracket = '(',
                       .count = n_in,
                       .items = group->items};
  head[2] = (ast_item){.kind = AST_ITEM_KEYWORD, .where = group->where, .name = "outs"};
  head[3] = (ast_item){.kind = AST_ITEM_GROUP,
                       .where = group->where,
                       .bracket = '(',
                       .count = n_out,
                       .items = group->items + n_in};
  return 4;
}

// "linalg.generic"(%in..., %out...) <{indexing_maps, iterator_types,
// operandSegmentSizes}> ({ body }) : (types) -> types
//   -> linalg.generic {...} ins(%in...) outs(%out...) { body } -> types
static void linalg_generic_form(arena *mem, ast_op *op) {
  const ast_item *group = operand_group(op);
  int64_t seg[2];
  if (!segment_sizes(op, group, seg, 2)) return;
  ast_item head[4];
  set_items(mem, op, head, ins_outs(head, group, (int)seg[0], (int)seg[1]), group);
}

// "iree_linalg_ext.gather"(%src, %idx, %out) <{dimension_map = array<i64: 0>,
// operandSegmentSizes = array<i32: 2, 1>}> ({ region })
//   -> iree_linalg_ext.gather dimension_map = [0] ins(%src, %idx) outs(%out)
static void gather_form(arena *mem, ast_op *op) {
  const ast_item *group = operand_group(op);
  int64_t seg[2], map[IR_MAX_RANK];
  int n = int_array(attr_named(op, "dimension_map"), map, IR_MAX_RANK);
  if (n < 0 || !segment_sizes(op, group, seg, 2)) return;
  ast_item *list = ARENA_NEW_ARRAY(mem, ast_item, n ? n : 1);
  for (int d = 0; d < n; d++) {
    ast_attr *a = ARENA_NEW(mem, ast_attr);
    *a = (ast_attr){.kind = AST_ATTR_INT, .where = group->where, .i = map[d], .f = (double)map[d]};
    list[d] = attr_item(a);
  }
  ast_item head[7] = {
      {.kind = AST_ITEM_KEYWORD, .where = group->where, .name = "dimension_map"},
      {.kind = AST_ITEM_EQUAL, .where = group->where},
      {.kind = AST_ITEM_GROUP, .where = group->where, .bracket = '[', .count = n, .items = list}};
  set_items(mem, op, head, 3 + ins_outs(head + 3, group, (int)seg[0], (int)seg[1]), group);
}

// A type with the values of its dynamic dims (`tensor<?x4xf32>{%d}`).
static ast_type *with_dims(arena *mem, const ast_type *t, ast_item *dims, int n) {
  ast_type *c = ARENA_NEW(mem, ast_type);
  *c = *t;
  c->dim_values = dims;
  c->dim_value_count = n;
  return c;
}

// "flow.tensor.reshape"(%x, %src_dims..., %dims...) <{operandSegmentSizes}>
// : (A, index...) -> B   ->  flow.tensor.reshape %x : A{%src_dims} -> B{%dims}
// (bitcast alike).
static void flow_reshape_form(arena *mem, ast_op *op) {
  const ast_item *group = operand_group(op);
  int64_t seg[3];
  if (!segment_sizes(op, group, seg, 3) || seg[0] != 1 || op->operand_type_count < 1 ||
      op->result_type_count != 1)
    return;
  ast_type **in = ARENA_NEW_ARRAY(mem, ast_type *, 1), **res = ARENA_NEW_ARRAY(mem, ast_type *, 1);
  in[0] = with_dims(mem, op->operand_types[0], group->items + 1, (int)seg[1]);
  res[0] = with_dims(mem, op->result_types[0], group->items + 1 + seg[1], (int)seg[2]);
  set_items(mem, op, group->items, 1, group);
  op->operand_types = in;
  op->operand_type_count = 1;
  op->result_types = res;
}

// "tensor.expand_shape"(%x, %dyn...) <{reassociation = [[0], [1, 2]],
// static_output_shape = array<i64: MIN, 4, 32>}> : (A, index...) -> B
//   -> tensor.expand_shape %x [[0], [1, 2]] output_shape [%dyn, 4, 32] : A into B
// (MIN, i.e. ShapedType::kDynamic, takes the next operand; collapse_shape
// and older exports have no static_output_shape and no output_shape).
// Whatever is malformed is kept where the importer reports it: a group
// that is no array, a kDynamic without its operand (a `?`), operands left
// over (extra sizes).
static ast_item reassociation_group(arena *mem, const ast_attr *e) {
  if (e->kind != AST_ATTR_ARRAY) return attr_item(e);
  ast_item *ints = ARENA_NEW_ARRAY(mem, ast_item, e->count + 1);
  for (int i = 0; i < e->count; i++) ints[i] = attr_item(e->elems[i]);
  return (ast_item){
      .kind = AST_ITEM_GROUP, .where = e->where, .bracket = '[', .count = e->count, .items = ints};
}

static ast_item output_shape_group(arena *mem, const ast_attr *shape, const ast_item *group) {
  int64_t v[IR_MAX_RANK + 1];
  int k = int_array(shape, v, IR_MAX_RANK + 1), dyn = 1;
  if (k < 0) k = 0;
  ast_item *sizes = ARENA_NEW_ARRAY(mem, ast_item, k + group->count + 1);
  for (int d = 0; d < k; d++) {
    if (v[d] != INT64_MIN) {
      ast_attr *a = ARENA_NEW(mem, ast_attr);
      *a = (ast_attr){.kind = AST_ATTR_INT, .where = shape->where, .i = v[d], .f = (double)v[d]};
      sizes[d] = attr_item(a);
    } else if (dyn < group->count) {
      sizes[d] = group->items[dyn++];
    } else {
      sizes[d] = (ast_item){.kind = AST_ITEM_KEYWORD, .where = shape->where, .name = "?"};
    }
  }
  while (dyn < group->count) sizes[k++] = group->items[dyn++];
  return (ast_item){
      .kind = AST_ITEM_GROUP, .where = shape->where, .bracket = '[', .count = k, .items = sizes};
}

static void reshape_form(arena *mem, ast_op *op) {
  const ast_item *group = operand_group(op);
  const ast_attr *re = attr_named(op, "reassociation"),
                 *shape = attr_named(op, "static_output_shape");
  if (!group || group->count < 1 || group->items[0].kind != AST_ITEM_VALUE ||
      op->operand_type_count < 1)
    return;
  ast_item head[4] = {group->items[0]};
  int n = 1;
  if (re && re->kind == AST_ATTR_ARRAY) {
    ast_item *groups = ARENA_NEW_ARRAY(mem, ast_item, re->count + 1);
    for (int g = 0; g < re->count; g++) groups[g] = reassociation_group(mem, re->elems[g]);
    head[n++] = (ast_item){.kind = AST_ITEM_GROUP,
                           .where = re->where,
                           .bracket = '[',
                           .count = re->count,
                           .items = groups};
  }
  if (shape) {
    head[n++] = (ast_item){.kind = AST_ITEM_KEYWORD, .where = shape->where, .name = "output_shape"};
    head[n++] = output_shape_group(mem, shape, group);
  }
  set_items(mem, op, head, n, group);
  op->operand_type_count = 1;
}

// An arith / math op's custom signature is one type: the operands' for a
// comparison, the result's otherwise (`arith.select %c, %a, %b : f32`);
// a cast keeps `A to B`, which `(A) -> B` already reads as.
static void scalar_signature(ast_op *op, bool compare) {
  static const char *const casts[] = {"index_cast", "index_castui", "sitofp", "uitofp",
                                      "fptosi",     "fptoui",       "extf",   "truncf",
                                      "extsi",      "extui",        "trunci", "bitcast"};
  const char *dot = strchr(op->name, '.');
  for (size_t i = 0; dot && i < sizeof casts / sizeof *casts; i++)
    if (!strcmp(dot + 1, casts[i])) return;
  if (!op->has_result_types || op->result_type_count != 1 || op->operand_type_count < 1) return;
  if (!compare) op->operand_types = op->result_types;
  op->operand_type_count = 1;
  op->result_type_count = 0;
  op->has_result_types = false;
}

// "tensor.extract_slice"(%src, %dyn...) <{operandSegmentSizes = array<i32:
// 1, o, s, t>, static_offsets = array<i64: 0, MIN>, static_sizes, static_strides}>
//   -> tensor.extract_slice %src[0, %o] [..] [..] : T to R
// (INT64_MIN in a static list: the next dynamic operand of that list).
static void extract_slice_form(arena *mem, ast_op *op) {
  static const char *const lists[3] = {"static_offsets", "static_sizes", "static_strides"};
  const ast_item *group = operand_group(op);
  int64_t v[3][IR_MAX_RANK];
  int n[3];
  for (int k = 0; k < 3; k++)
    if ((n[k] = int_array(attr_named(op, lists[k]), v[k], IR_MAX_RANK)) < 0) return;
  if (!group || group->count < 1 || op->operand_type_count < 1) return;
  ast_item head[4] = {group->items[0]};
  int next = 1; // dynamic operands follow the source, list after list
  for (int k = 0; k < 3; k++) {
    ast_item *list = ARENA_NEW_ARRAY(mem, ast_item, n[k] ? n[k] : 1);
    for (int d = 0; d < n[k]; d++) {
      if (v[k][d] == INT64_MIN) {
        if (next >= group->count) return;
        list[d] = group->items[next++];
      } else {
        ast_attr *a = ARENA_NEW(mem, ast_attr);
        *a = (ast_attr){
            .kind = AST_ATTR_INT, .where = group->where, .i = v[k][d], .f = (double)v[k][d]};
        list[d] = attr_item(a);
      }
    }
    head[k + 1] = (ast_item){.kind = AST_ITEM_GROUP,
                             .where = group->where,
                             .bracket = '[',
                             .count = n[k],
                             .items = list};
  }
  if (next != group->count) return;
  set_items(mem, op, head, 4, group);
  op->operand_type_count = 1; // `: T to R`
}

// arith.cmpi / cmpf's predicate: an integer in generic form, a keyword in
// custom form (the order of MLIR's enums).
static void predicate_form(arena *mem, ast_op *op, bool fp) {
  static const char *const ints[] = {"eq",  "ne",  "slt", "sle", "sgt",
                                     "sge", "ult", "ule", "ugt", "uge"};
  static const char *const fps[] = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                    "ueq",   "ugt", "uge", "ult", "ule", "une", "uno", "true"};
  const ast_attr *p = attr_named(op, "predicate");
  int64_t v = p && p->kind == AST_ATTR_INT ? p->i : -1;
  int n = fp ? 16 : 10;
  if (v < 0 || v >= n) {
    rebuild(mem, op, NULL, 0, false); // no predicate: the importer says so
    return;
  }
  ast_item head = {.kind = AST_ITEM_KEYWORD, .where = p->where, .name = fp ? fps[v] : ints[v]};
  rebuild(mem, op, &head, 1, false);
  scalar_signature(op, true);
}

// The property `attr` as the op's first item, as the custom form writes
// it (`torch.constant.int 1`, `linalg.index 0`, `torch.symbolic_int "s0"`);
// without it, the operands alone (the importer says what is missing).
static void attribute_first(arena *mem, ast_op *op, const char *attr) {
  const ast_attr *a = attr_named(op, attr);
  ast_item head;
  if (a) head = attr_item(a);
  rebuild(mem, op, &head, a != NULL, false);
}

void ast_generic_to_custom(arena *mem, ast_op *op) {
  // MLIR before its func dialect (2022): "func" / "builtin.func" (with
  // `type` for function_type, which the entry block's arguments make
  // unneeded), "std.return", "std.call"
  if (!strcmp(op->name, "func") || !strcmp(op->name, "builtin.func")) op->name = "func.func";
  else if (!strcmp(op->name, "std.return")) op->name = "func.return";
  else if (!strcmp(op->name, "std.call")) op->name = "func.call";
  const char *name = op->name;
  if (!strcmp(name, "func.func") || !strcmp(name, "util.func")) {
    function_form(mem, op);
  } else if (!strcmp(name, "util.global")) {
    global_form(mem, op);
  } else if (!strcmp(name, "func.call") || !strcmp(name, "util.call")) {
    const ast_attr *callee = attr_named(op, "callee");
    if (!callee || callee->kind != AST_ATTR_SYMBOL) return;
    ast_item head = symbol_item(mem, callee->str + (callee->str[0] == '@'), callee->where);
    rebuild(mem, op, &head, 1, true);
  } else if (!strcmp(name, "util.global.load")) {
    const ast_attr *global = attr_named(op, "global");
    if (!global || global->kind != AST_ATTR_SYMBOL) return;
    ast_item head = symbol_item(mem, global->str + (global->str[0] == '@'), global->where);
    rebuild(mem, op, &head, 1, false);
  } else if (!strcmp(name, "torch.operator")) {
    const char *real = string_attr(op, "name");
    if (!real) return;
    op->name = real;
    rebuild(mem, op, NULL, 0, false);
  } else if (has_prefix(name, "torch.constant.") || !strcmp(name, "arith.constant")) {
    attribute_first(mem, op, "value");
  } else if (!strcmp(name, "linalg.generic") || !strcmp(name, "linalg.fill") ||
             !strcmp(name, "linalg.copy")) {
    linalg_generic_form(mem, op);
  } else if (!strcmp(name, "arith.cmpi") || !strcmp(name, "arith.cmpf")) {
    predicate_form(mem, op, !strcmp(name, "arith.cmpf"));
  } else if (!strcmp(name, "linalg.index")) {
    attribute_first(mem, op, "dim");
  } else if (!strcmp(name, "torch.symbolic_int")) {
    attribute_first(mem, op, "name");
  } else if (!strcmp(name, "torch.bind_symbolic_shape")) {
    bind_shape_form(mem, op);
  } else if (!strcmp(name, "iree_linalg_ext.gather")) {
    gather_form(mem, op);
  } else if (!strcmp(name, "flow.tensor.reshape") || !strcmp(name, "flow.tensor.bitcast")) {
    flow_reshape_form(mem, op);
  } else if (!strcmp(name, "tensor.expand_shape") || !strcmp(name, "tensor.collapse_shape")) {
    reshape_form(mem, op);
  } else if (!strcmp(name, "tensor.extract_slice")) {
    extract_slice_form(mem, op);
  } else if (!strcmp(name, "tensor.extract")) {
    extract_form(mem, op);
  } else if (!strcmp(name, "tensor.empty")) {
    // the custom form's signature is the result type; the size group stays
    op->operand_types = op->result_types;
    op->operand_type_count = op->result_type_count;
  } else if (has_prefix(name, "arith.") || has_prefix(name, "math.")) {
    rebuild(mem, op, NULL, 0, false);
    scalar_signature(op, false);
  } else if (has_prefix(name, "torch.") || has_prefix(name, "torch_c.") ||
             !strcmp(name, "linalg.yield") || !strcmp(name, "tensor.dim") ||
             !strcmp(name, "tensor.cast") || !strcmp(name, "func.return") ||
             !strcmp(name, "util.return") || !strcmp(name, "flow.tensor.transfer") ||
             !strcmp(name, "flow.tensor.barrier")) {
    rebuild(mem, op, NULL, 0, false);
  }
}
