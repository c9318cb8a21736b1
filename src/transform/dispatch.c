// dispatch.c: dead code removal, dispatch formation with fusion, outlining.
//
// Requires: imported graph IR. Guarantees: every compute op belongs to one
// dispatch; each group of fused ops became one DISPATCH op (at the place of
// its last op) naming a new executable with one site; VIEW ops stay on the
// host (contiguous data, another shape: free). Each site records the dim
// expression behind every push constant and their facts: the site's row.
//
// Fusion is greedy over program order. A group is a matmul (with the
// elementwise ops that consume its result: the epilogue) or a row program
// (elementwise ops, broadcasts, transposes of inputs, reductions and
// softmax over the innermost dim). An op joins the group of an operand when
// its shape fits the group's iteration space; a group closes as soon as an
// op outside it uses one of its values, so a group always runs before every
// outside use of its values.
#include "transform.h"

#include <string.h>

//
// Dead code
//
typedef VEC(ir_op *) op_list;

static op_list collect_ops(const ir_function *fn) {
  op_list ops = {0};
  for (ir_op *op = fn->first; op; op = op->next) VEC_PUSH(ops, op);
  return ops;
}

static void relink(ir_function *fn, op_list *ops) {
  fn->first = fn->last = NULL;
  for (size_t i = 0; i < ops->len; i++) {
    ir_op *op = ops->data[i];
    if (!op) continue;
    op->next = NULL;
    if (fn->last) fn->last->next = op;
    else fn->first = op;
    fn->last = op;
  }
}

static void remove_dead_ops(ir_function *fn) {
  int *uses = xcalloc((size_t)fn->value_count + 1, sizeof(int));
  for (int i = 0; i < fn->result_count; i++) uses[fn->results[i]->id]++;
  for (int i = 0; i < fn->inout_count; i++) uses[fn->inout_values[i]->id]++;
  // one backward sweep suffices: ops come in SSA order
  op_list list = collect_ops(fn);
  ir_op **ops = list.data;
  int n = (int)list.len;
  for (int i = n - 1; i >= 0; i--) {
    ir_op *op = ops[i];
    bool live = uses[op->result->id] > 0 || op->kind == IR_OP_OPAQUE || op->kind == IR_OP_CALL;
    for (int x = 0; x < op->extra_count; x++) live |= uses[op->extra[x]->id] > 0;
    if (!live) {
      ops[i] = NULL;
      continue;
    }
    for (int k = 0; k < op->operand_count; k++) uses[op->operands[k]->id]++;
  }
  relink(fn, &list);
  VEC_FREE(list);
  free(uses);
}

//
// Devices (docs/devices.md). Every op gets the device it runs on: a
// transfer its target, a global its stream.affinity, any other op the
// device of its first operand that lives on one (an argument's
// iree.abi.affinity, an op's device), and an op none of whose operands
// does (floating) the device of its first reader. Constants and globals are read-only
// and readable from every device; any other operand on another device gets
// a transfer in front of the op that reads it (IREE's implicit transfers),
// and so does a mutable argument's new value made on another device. So a
// dispatch reads and writes only its own device's buffers, transfers are
// the only steps that touch two devices, and the runtime can run each
// device's steps apart. A splat constant, made where a kernel binds it,
// gets a copy per device. Without devices every op is on device 0 and
// nothing changes.
//
static bool is_splat_constant(const ir_op *op);

static bool is_shared(const ir_value *v) { // read-only, readable on every device
  while (v->def && v->def->kind == IR_OP_VIEW) v = v->def->operands[0];
  return v->def &&
         (v->def->kind == IR_OP_GLOBAL || (v->def->kind == IR_OP_CONSTANT && v->def->data));
}

static int value_device(const ir_function *fn, const ir_value *v) {
  if (!v->def) return fn->arg_devices && v->arg_index >= 0 ? fn->arg_devices[v->arg_index] : 0;
  return v->def->device;
}

typedef struct placer {
  ir_context *ctx;
  ir_function *fn;
  op_list out;   // the ops in their new order
  hashmap moved; // (value id, device) -> the value on that device
} placer;

// v on device d: itself, or (once per value and device) a transfer or,
// for a splat constant, a copy of the constant, placed before `at`.
static ir_value *on_device(placer *p, ir_value *v, int d, loc at) {
  if (is_shared(v)) return v;
  bool splat = v->def && is_splat_constant(v->def);
  if (splat && v->def->device < 0) v->def->device = d; // its first reader's device
  if (value_device(p->fn, v) == d) return v;
  int64_t key[2] = {v->id, d};
  ir_value *known = hashmap_get(&p->moved, key, sizeof key);
  if (known) return known;
  ir_op *t = ir_append_op(p->ctx, p->fn, splat ? IR_OP_CONSTANT : IR_OP_TRANSFER, at,
                          splat ? NULL : &v, splat ? 0 : 1, v->type);
  if (splat) t->value = v->def->value;
  t->device = d;
  VEC_PUSH(p->out, t);
  hashmap_put(&p->moved, key, sizeof key, t->result);
  return t->result;
}

// An op's device from its operands: the first that lives on a device (not
// read-only, not floating); -1 when none does (a floating op: an arange,
// a size, what is computed from them alone).
static int op_device(placer *p, const ir_op *op) {
  if (op->kind == IR_OP_TRANSFER) return op->device;
  if (op->kind == IR_OP_CONSTANT) return -1; // placed by its readers
  if (op->kind == IR_OP_GLOBAL) return ir_find_global(p->ctx, op->name)->device;
  for (int k = 0; k < op->operand_count; k++)
    if (!is_shared(op->operands[k]) && value_device(p->fn, op->operands[k]) >= 0)
      return value_device(p->fn, op->operands[k]);
  return -1;
}

// A floating op runs on the device of its first reader (its readers come
// after it: a backward sweep sees them first), or 0 when only the
// function's results read it. So device 1's rotary embedding stays on
// device 1 and reads the table (computed once, floating) through one
// transfer, as the export's own transfer of the table does; placing it by
// its first operand would have moved it, and device 1's queries, to device
// 0. Splat constants stay floating: on_device gives each device its copy.
static void place_floating(const ir_function *fn, op_list *ops) {
  int *reader = xmalloc(sizeof(int) * ((size_t)fn->value_count + 1));
  for (int v = 0; v <= fn->value_count; v++) reader[v] = -1;
  for (size_t i = ops->len; i-- > 0;) {
    ir_op *op = ops->data[i];
    if (op->device < 0 && !is_shared(op->result) && !is_splat_constant(op))
      op->device = reader[op->result->id] >= 0 ? reader[op->result->id] : 0;
    for (int k = 0; k < op->operand_count; k++)
      if (op->device >= 0) reader[op->operands[k]->id] = op->device;
  }
  free(reader);
}

static void assign_devices(ir_context *ctx, ir_function *fn) {
  placer p = {.ctx = ctx, .fn = fn};
  op_list ops = collect_ops(fn);
  for (size_t i = 0; i < ops.len; i++) ops.data[i]->device = op_device(&p, ops.data[i]);
  place_floating(fn, &ops);
  for (size_t i = 0; i < ops.len; i++) {
    ir_op *op = ops.data[i];
    if (op->kind == IR_OP_TRANSFER) { // already there: no move, a host view
      if (is_shared(op->operands[0]) || value_device(fn, op->operands[0]) == op->device)
        op->kind = IR_OP_VIEW;
    } else {
      for (int k = 0; k < op->operand_count; k++)
        op->operands[k] =
            on_device(&p, op->operands[k], op->device < 0 ? 0 : op->device, op->where);
    }
    VEC_PUSH(p.out, op);
  }
  for (int j = 0; j < fn->inout_count; j++) {
    int d = fn->arg_devices ? fn->arg_devices[fn->inout_args[j]] : 0;
    fn->inout_values[j] = on_device(&p, fn->inout_values[j], d, fn->where);
  }
  for (size_t i = 0; i < p.out.len; i++)
    if (p.out.data[i]->device < 0) p.out.data[i]->device = 0; // a constant nothing binds
  relink(fn, &p.out);
  VEC_FREE(p.out);
  VEC_FREE(ops);
  hashmap_free(&p.moved);
}

//
// Shapes relative to a group's iteration space
//
static bool same_shape(const ir_type *a, const ir_type *b) {
  if (a->rank != b->rank) return false;
  for (int i = 0; i < a->rank; i++)
    if (a->dims[i] != b->dims[i]) return false;
  return true;
}

static bool is_one(const dim_expr *e) {
  int64_t c;
  return dim_is_const(e, &c) && c == 1;
}

// The same elements in the same order: equal, or equal innermost dim and
// equal product of the leading dims ([1, s, n] and [s, n]).
static bool view_equivalent(ir_context *ctx, const ir_type *a, const ir_type *b) {
  if (same_shape(a, b)) return true;
  if (a->rank < 1 || b->rank < 1 || a->dims[a->rank - 1] != b->dims[b->rank - 1]) return false;
  const dim_expr *pa = dim_const(ctx, 1), *pb = dim_const(ctx, 1);
  for (int i = 0; i < a->rank - 1; i++) pa = dim_mul(ctx, pa, a->dims[i]);
  for (int i = 0; i < b->rank - 1; i++) pb = dim_mul(ctx, pb, b->dims[i]);
  return pa == pb;
}

// `t` with its innermost dim set to 1: the shape of a per-row value.
static ir_type row_of(ir_context *ctx, const ir_type *t) {
  ir_type r = *t;
  if (r.rank) r.dims[r.rank - 1] = dim_const(ctx, 1);
  return r;
}

//
// Groups
//
typedef enum { G_MATMUL, G_ROWS, G_ATTENTION, G_UPDATE, G_QMATMUL, G_WINDOW } group_kind;

typedef struct group {
  group_kind kind;
  int device; // its ops' (never fused across devices)
  ir_type iter;
  op_list ops;
  bool closed;
  ir_value *tail; // G_MATMUL: the value an epilogue op may consume
} group;

typedef struct fuser {
  ir_context *ctx;
  ir_function *fn;
  int *group_of; // value id -> group index or -1
  int *uses;     // value id -> number of uses (ops, results, inouts)
  int *att_uses; // value id -> uses as Q, K or V of att_user (-1: of several)
  const ir_op **att_user;
  const ir_op **att_of; // value id -> the attention that reads through its op, or NULL
  VEC(group) groups;
} fuser;

static int group_of(const fuser *f, const ir_value *v) { return f->group_of[v->id]; }

static bool is_splat_constant(const ir_op *op) { return op->kind == IR_OP_CONSTANT && !op->data; }

// Ops a row program can hold; `leaf` ones only with operands from outside.
// Ops that read a tensor at computed positions (slices, indexing, concat,
// repeat) are leaves too: what they read must be a buffer (gather_op).
static bool is_gather_op(const ir_op *op) {
  switch (op->kind) {
  case IR_OP_SLICE:
  case IR_OP_CONCAT:
  case IR_OP_GATHER:
  case IR_OP_INDEX_SELECT:
  case IR_OP_INDEX:
  case IR_OP_REPEAT: return true;
  default: return false;
  }
}

static bool generic_lowers(const ir_op *op);

// At most how many nodes translate_op (or update_output) pushes for op,
// its own loads included (fits_limits adds one per external operand on
// top): a group's nodes must fit in IR_MAX_KNODES. A cat pushes an index
// and, per piece, a gather, a convert and the choice of the piece (a size,
// a comparison, a select); an indexing op a load per index tensor and the
// gather; a linalg.generic a node per body node and a convert (and a
// reduction's sum).
static int op_node_cost(const ir_op *op) {
  switch (op->kind) {
  case IR_OP_SOFTMAX: return 5;
  case IR_OP_CONCAT: return 1 + 5 * op->operand_count;
  case IR_OP_GATHER:
  case IR_OP_INDEX_SELECT:
  case IR_OP_INDEX:
  case IR_OP_INDEX_PUT: return 2 + op->operand_count;
  case IR_OP_GENERIC: return op->generic->node_count + 1 + (op->generic->reduction != 0);
  default: return 1;
  }
}

static bool row_member(const ir_op *op, bool *leaf) {
  int rank = op->operand_count ? op->operands[0]->type.rank : 0;
  if (op->kind == IR_OP_GENERIC) return *leaf = true, generic_lowers(op);
  *leaf = op->kind == IR_OP_TRANSPOSE || op->kind == IR_OP_BROADCAST || op->kind == IR_OP_IOTA ||
          is_gather_op(op);
  // a gather's operands are bindings of its own executable, with its
  // result: a cat of 16 tensors needs 17 of MOD_MAX_BINDINGS (the importer
  // takes 16) and is refused as unsupported, not an overflow of bindings
  if (is_gather_op(op))
    return op->result->type.rank <= IR_MAX_RANK && op->operand_count + 1 <= MOD_MAX_BINDINGS;
  switch (op->kind) {
  case IR_OP_EW:
  case IR_OP_TRANSPOSE:
  case IR_OP_BROADCAST:
  case IR_OP_IOTA: return true;
  case IR_OP_CONSTANT: return !op->data;
  case IR_OP_REDUCE: return rank >= 1 && op->axes == 1u << (rank - 1);
  case IR_OP_SOFTMAX: return rank >= 1 && op->axis == rank - 1;
  default: return false;
  }
}

// Attention over [B, H, L, E] operands (Hk key/value heads dividing H, a
// mask broadcastable to [B, H, L, S], float or bool; E and Ev static, at
// most 512) is its own dispatch.
// Matmul and attention on other element types (f64, integers) stay outside
// dispatches and are reported unsupported: their kernels read f32/f16/bf16.
static bool is_attention(const ir_op *op) {
  if (op->kind != IR_OP_ATTENTION || op->operands[0]->type.rank != 4) return false;
  if (!cg_float_storage(op->result->type.elem)) return false;
  for (int i = 1; i < op->operand_count; i++)
    if (op->operands[i]->type.rank != 4) return false;
  for (int i = 0; i < op->operand_count; i++) {
    dtype t = op->operands[i]->type.elem;
    if (!cg_float_storage(t) && !(i == 3 && t == DT_BOOL)) return false;
  }
  int64_t h, hk, e, ev;
  bool heads = dim_is_const(op->operands[0]->type.dims[1], &h) &&
               dim_is_const(op->operands[1]->type.dims[1], &hk) && hk > 0 && h % hk == 0;
  bool same = op->operands[0]->type.dims[1] == op->operands[1]->type.dims[1];
  // the kernel's per-worker scratch holds tiles of E and Ev floats
  return (heads || same) && dim_is_const(op->operands[0]->type.dims[3], &e) && e <= 512 &&
         dim_is_const(op->operands[2]->type.dims[3], &ev) && ev <= 512;
}

// Attention reads its operands through strides (ir_kop.views): the
// transposes, views and slices under Q, K or V that only that attention
// reads (attention_view.c describes them) join its dispatch instead of
// being copies. The exports write three per operand per layer: the slice of
// K or V out of the gathered pages, a view, [B, S, H, E] -> [B, H, S, E].
// Under K and V the gather of the pages (index_select by a tensor of page
// ids) joins too: the kernel looks the pages up in the ids.
enum { ATT_CHAIN = 12 };

static void count_attention_uses(fuser *f) {
  for (ir_op *op = f->fn->first; op; op = op->next) {
    if (!is_attention(op)) continue;
    for (int i = 0; i < 3; i++) {
      int id = op->operands[i]->id;
      if (f->att_user[id] && f->att_user[id] != op) f->att_uses[id] = -1; // two attentions
      else if (f->att_uses[id] >= 0) f->att_user[id] = op, f->att_uses[id]++;
    }
  }
}

// The longest of the first n ops of v's chain that a view describes, its
// base a buffer (not a splat, which has none).
static int describable(const fuser *f, const ir_value *v, const ir_op **chain, int n) {
  for (; n > 0; n--) {
    attview av;
    const ir_value *base = chain[n - 1]->operands[0];
    if ((!base->def || !is_splat_constant(base->def)) && attview_map(f->ctx, v, chain, n, &av))
      break;
  }
  return n;
}

// The longest chain under operand i (v) of an attention that a view
// describes, the gather under it for K and V; 0 when v is read by others.
static int attention_chain(const fuser *f, const ir_value *v, int i, const ir_op **chain) {
  if (f->att_uses[v->id] <= 0 || f->att_uses[v->id] != f->uses[v->id]) return 0;
  return describable(f, v, chain, attview_chain(v, ATT_CHAIN, i > 0, chain));
}

typedef struct att_chains {
  const ir_value *top[3]; // Q, K, V
  const ir_op *ops[3][ATT_CHAIN];
  int n[3];
} att_chains;

// Whether op c of chain i is among the first n[j] ops of an earlier chain
// j, or before place c in chain i: counted there already.
static bool seen_before(const att_chains *a, int i, int c) {
  for (int j = 0; j <= i; j++)
    for (int x = 0; x < (j < i ? a->n[j] : c); x++)
      if (a->ops[j][x] == a->ops[i][c]) return true;
  return false;
}

// Whether every use of w is an operand of the chains' ops (each op once).
static bool read_inside(const fuser *f, const att_chains *a, const ir_value *w) {
  int inside = 0;
  for (int i = 0; i < 3; i++)
    for (int c = 0; c < a->n[i]; c++) {
      const ir_op *op = a->ops[i][c];
      if (seen_before(a, i, c)) continue;
      for (int x = 0; x < op->operand_count; x++) inside += op->operands[x] == w;
    }
  return inside == f->uses[w->id];
}

// The value chain i reads (its base): the chain's last op's operand.
static const ir_value *chain_base(const att_chains *a, int i) {
  return a->n[i] ? a->ops[i][a->n[i] - 1]->operands[0] : a->top[i];
}

// Shortens a chain that reads through a value read outside the chains, or
// through the op of another chain's base (each must stay a value: the
// chain stops at it); false when none does. K and V share the gathered
// pages: the gather and the views over it join when only they read them.
static bool cut_shared(const fuser *f, att_chains *a) {
  for (int i = 0; i < 3; i++)
    for (int c = 0; c + 1 < a->n[i]; c++)
      if (!read_inside(f, a, a->ops[i][c]->operands[0])) {
        a->n[i] = describable(f, a->top[i], a->ops[i], c + 1);
        return true;
      }
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++)
      for (int c = 0; c < a->n[j]; c++)
        if (a->ops[j][c] == chain_base(a, i)->def) {
          a->n[j] = describable(f, a->top[j], a->ops[j], c);
          return true;
        }
  return false;
}

// Adds t's dims that are not constants to the distinct ones in `seen`.
static void count_dynamic(const ir_type *t, const dim_expr **seen, int *n) {
  for (int d = 0; d < t->rank; d++) {
    int64_t c;
    if (dim_is_const(t->dims[d], &c)) continue;
    int k = 0;
    while (k < *n && seen[k] != t->dims[d]) k++;
    if (k == *n && *n < 64) seen[(*n)++] = t->dims[d];
  }
}

// The page ids as the kernel binds them: the table's dims.
static ir_type table_type(const attview *av) {
  ir_type t = {.elem = av->table->type.elem, .rank = av->table_rank};
  for (int d = 0; d < av->table_rank; d++) t.dims[d] = av->table_dims[d];
  return t;
}

// Whether the sizes an attention dispatch reads through its views fit its
// push constants: each distinct size that is not a constant is one
// (kdim's); the views' inner sizes and starts are constants
// (attention_view.c takes static slice starts; a page is a static dim).
static bool views_fit_push(ir_context *ctx, const ir_op *op, const att_chains *a) {
  const dim_expr *seen[64];
  int count = 0;
  count_dynamic(&op->result->type, seen, &count);
  for (int i = 0; i < op->operand_count; i++) {
    count_dynamic(&op->operands[i]->type, seen, &count);
    attview av;
    if (i >= 3 || !a->n[i] || !attview_map(ctx, a->top[i], a->ops[i], a->n[i], &av)) continue;
    count_dynamic(&av.base->type, seen, &count);
    if (!av.table) continue;
    ir_type t = table_type(&av);
    count_dynamic(&t, seen, &count);
  }
  return count + 4 <= MOD_MAX_PUSH; // and the 4 iteration dims, generalized
}

static void plan_attention_views(fuser *f) {
  count_attention_uses(f);
  for (ir_op *op = f->fn->first; op; op = op->next) {
    if (!is_attention(op)) continue;
    att_chains a;
    for (int i = 0; i < 3; i++) {
      a.top[i] = op->operands[i];
      a.n[i] = attention_chain(f, op->operands[i], i, a.ops[i]);
    }
    while (cut_shared(f, &a)) continue;
    if (!views_fit_push(f->ctx, op, &a)) continue; // copies, as before
    for (int i = 0; i < 3; i++)
      for (int c = 0; c < a.n[i]; c++) f->att_of[a.ops[i][c]->result->id] = op;
  }
}

// The same for the output: a rank-4 transpose of an attention's result, its
// only use, is the dispatch's output written through strides.
static bool attention_output_view(const fuser *f, const ir_op *op, int g) {
  const group *G = &f->groups.data[g];
  const ir_value *x = op->operand_count ? op->operands[0] : NULL;
  return op->kind == IR_OP_TRANSPOSE && op->result->type.rank == 4 && G->kind == G_ATTENTION &&
         x == G->tail && x->def->kind == IR_OP_ATTENTION && f->uses[x->id] == 1;
}

// A quantized matmul (quantized.c) is a dispatch of its own: its planes are
// read as stored, its A is f32, f16 or bf16.
static bool is_qmatmul(const ir_op *op) {
  return op->kind == IR_OP_QMATMUL && cg_float_storage(op->operands[0]->type.elem) &&
         cg_float_storage(op->result->type.elem);
}

// A convolution or pool is a dispatch of its own (src/codegen/emit_conv.c)
// when every tensor it reads and writes is f32, f16 or bf16.
static bool is_window(const ir_op *op) {
  if (op->kind != IR_OP_CONV && op->kind != IR_OP_POOL) return false;
  for (int i = 0; i < op->operand_count; i++)
    if (!cg_float_storage(op->operands[i]->type.elem)) return false;
  return cg_float_storage(op->result->type.elem);
}

// index_put without accumulation: an in-place update of its own (a row
// program over the indexing shape storing into the tensor's buffer).
static bool is_index_put(const ir_op *op) {
  if (op->kind != IR_OP_INDEX_PUT || op->flag) return false;
  int count = op->operand_count - 2, brank = 0;
  for (int k = 0; k < count; k++)
    if (op->operands[2 + k]->type.rank > brank) brank = op->operands[2 + k]->type.rank;
  return op->operands[0]->type.rank - count + brank <= IR_MAX_RANK;
}

static bool is_matmul_root(const ir_op *op);

// A matmul no matmul kernel takes (integers but int8 x int8, say) is a row
// program over [batch..., M, N, K]:
// the products summed along K, the innermost dim, one sum per output
// element (integers wrap as torch's do). The batch dims a... and b... are
// broadcast to the result's batch... (a missing dim or a 1: the operand is
// read along it with stride 0, not copied). It reads B along a column, so
// it is simple rather than fast: attention in real exports comes as its
// own op.
static bool is_row_matmul(const ir_op *op) {
  if (op->kind != IR_OP_MATMUL || is_matmul_root(op)) return false;
  const ir_type *a = &op->operands[0]->type, *b = &op->operands[1]->type;
  bool floats =
      dtype_is_float(a->elem) && dtype_is_float(b->elem) && dtype_is_float(op->result->type.elem);
  bool ints = !dtype_is_float(a->elem) && !dtype_is_float(b->elem) &&
              !dtype_is_float(op->result->type.elem);
  return a->rank >= 2 && b->rank >= 2 && op->result->type.rank < IR_MAX_RANK && (floats || ints);
}

static ir_type row_matmul_space(const ir_op *op) {
  ir_type s = op->result->type;
  s.dims[s.rank++] = op->operands[0]->type.dims[op->operands[0]->type.rank - 1];
  return s;
}

// An operand the matmul kernels read per batch: each of its batch dims
// (aligned with the end of the result's) is the result's or 1, and it may
// lack leading ones; rank 2: every batch reads the same matrix. A dim of 1
// or a missing one is broadcast, read in place (codegen's cg_batch_offset).
static bool batch_operand_fits(const ir_type *x, const ir_type *r) {
  if (x->rank > r->rank) return false;
  int skip = r->rank - x->rank;
  for (int d = 0; d < x->rank - 2; d++)
    if (x->dims[d] != r->dims[d + skip] && !is_one(x->dims[d])) return false;
  return true;
}

// int8 x int8 -> int32 or int8, and f64: the tiled kernels of emit_exact.c
// (no epilogue joins them).
static bool exact_matmul_types(dtype a, dtype b, dtype r) {
  return (a == DT_I8 && b == DT_I8 && (r == DT_I32 || r == DT_I8)) ||
         (a == DT_F64 && b == DT_F64 && r == DT_F64);
}

// A matmul the matmul kernels take (float storage, or the exact types):
// 2-D, or batched over the result's leading dims (the kernels' z
// workgroups, emit.c and emit_exact.c).
static bool is_matmul_root(const ir_op *op) {
  if (op->kind != IR_OP_MATMUL) return false;
  const ir_type *a = &op->operands[0]->type, *b = &op->operands[1]->type, *r = &op->result->type;
  bool floats = cg_float_storage(a->elem) && cg_float_storage(b->elem) && cg_float_storage(r->elem);
  return (floats || exact_matmul_types(a->elem, b->elem, r->elem)) && a->rank >= 2 &&
         b->rank >= 2 && batch_operand_fits(a, r) && batch_operand_fits(b, r);
}

// Can external value v (used by an op whose result shape is `r`) be loaded
// in a group iterating over `iter`? Fills the per-iteration-dim map and the
// dims the binding is declared with.
static bool map_external(fuser *f, const ir_value *v, const ir_type *r, const ir_type *iter,
                         int8_t *map, ir_type *bdims) {
  const ir_type *s = &v->type;
  *bdims = *s;
  if (s->rank > r->rank) return false;
  // A global (a weight, a value computed at load) is the same for every
  // call, so a 1 of it is a broadcast even where the iteration dim is 1 too
  // (batch 1): followed, it would bind the batch's push constant, and the
  // executable would differ from the same site's at batch 8.
  bool global = v->def && v->def->kind == IR_OP_GLOBAL;
  if (same_shape(r, iter)) {
    for (int d = 0; d < iter->rank; d++) {
      int j = d - (r->rank - s->rank);
      if (j >= 0 && global && is_one(s->dims[j])) map[d] = -1;
      else if (j >= 0 && s->dims[j] == r->dims[d]) map[d] = (int8_t)j; // full, even a 1 of a 1
      else if (j < 0 || is_one(s->dims[j])) map[d] = -1;
      else return false;
    }
    return true;
  }
  // r and iter differ in their leading dims: v must be all broadcast or all
  // full over them; its innermost dim is full or 1.
  int lead = r->rank - 1, sl = s->rank - 1;
  bool full = true, bcast = true;
  for (int d = 0; d < lead; d++) {
    int j = d - (r->rank - s->rank);
    bool one = j < 0 || is_one(s->dims[j]);
    bcast &= one;
    full &= j >= 0 && s->dims[j] == r->dims[d];
  }
  if (s->rank && !is_one(s->dims[sl]) && s->dims[sl] != r->dims[lead]) return false;
  bool last_bcast = !s->rank || is_one(s->dims[sl]);
  if (bcast && !full) {
    for (int d = 0; d < iter->rank - 1; d++) map[d] = -1;
    map[iter->rank - 1] = last_bcast ? -1 : (int8_t)sl;
    return true;
  }
  if (!full) return false;
  *bdims = *iter;
  bdims->elem = s->elem; // iter's dims, v's dtype (a convert loads another dtype)
  if (last_bcast) bdims->dims[iter->rank - 1] = dim_const(f->ctx, 1);
  for (int d = 0; d < iter->rank; d++) map[d] = (int8_t)d;
  if (last_bcast) map[iter->rank - 1] = -1;
  return true;
}

// Whether op can join group g (its operands inside g, or loadable).
static bool fits(fuser *f, const ir_op *op, int g) {
  group *G = &f->groups.data[g];
  bool leaf;
  if (G->closed || op->device != G->device) return false;
  if (G->kind == G_MATMUL || G->kind == G_WINDOW) {
    if (op->kind != IR_OP_EW || !view_equivalent(f->ctx, &op->result->type, &G->iter)) return false;
    if (!cg_float_storage(G->ops.data[0]->result->type.elem)) return false; // exact: no epilogue
    int tail_uses = 0;
    for (int i = 0; i < op->operand_count; i++) tail_uses += op->operands[i] == G->tail;
    if (tail_uses == 0 || f->uses[G->tail->id] != tail_uses) return false;
  } else if (!row_member(op, &leaf) || leaf) {
    return false;
  }
  const ir_type *r = &op->result->type;
  ir_type row = row_of(f->ctx, &G->iter);
  bool full = view_equivalent(f->ctx, r, &G->iter);
  if (op->kind == IR_OP_REDUCE) full = view_equivalent(f->ctx, &op->operands[0]->type, &G->iter);
  if (!full && !(G->kind == G_ROWS && view_equivalent(f->ctx, r, &row))) return false;
  for (int i = 0; i < op->operand_count; i++) {
    const ir_value *v = op->operands[i];
    int8_t map[IR_MAX_RANK];
    ir_type bd;
    if (group_of(f, v) == g) continue; // other groups' values are inputs (those groups close)
    if (v->def && is_splat_constant(v->def)) continue;
    if (!map_external(f, v, op->kind == IR_OP_REDUCE ? &v->type : r, &G->iter, map, &bd))
      return false;
  }
  return true;
}

static void close_groups_of_operands(fuser *f, const ir_op *op, int except) {
  for (int i = 0; i < op->operand_count; i++) {
    int g = group_of(f, op->operands[i]);
    if (g >= 0 && g != except) f->groups.data[g].closed = true;
  }
}

static void join(fuser *f, ir_op *op, int g) {
  VEC_PUSH(f->groups.data[g].ops, op);
  f->group_of[op->result->id] = g;
  f->groups.data[g].tail = op->result;
}

static ir_type index_put_space(ir_context *ctx, const ir_op *op);
static ir_type generic_space(const ir_op *op);

// A group that starts with op iterates over op's result, except where op
// reads more than it writes: a reduction (its operand), an update (its
// indexing space), a matmul as a row program (the result and K), a
// reduction linalg.generic (its loops, the reduction loop innermost).
static void start_group(fuser *f, ir_op *op, group_kind kind) {
  group G = {.kind = kind, .iter = op->result->type, .device = op->device};
  if (op->kind == IR_OP_REDUCE) G.iter = op->operands[0]->type;
  if (kind == G_UPDATE) G.iter = index_put_space(f->ctx, op);
  if (kind == G_ROWS && is_row_matmul(op)) G.iter = row_matmul_space(op);
  if (op->kind == IR_OP_GENERIC && op->generic->reduction) G.iter = generic_space(op);
  if (G.iter.rank == 0)
    G.iter = (ir_type){.elem = G.iter.elem, .rank = 1, .dims = {dim_const(f->ctx, 1)}};
  VEC_PUSH(f->groups, G);
  join(f, op, (int)f->groups.len - 1);
}

// An attention group: the ops it reads through (the group of the tensor
// under them runs to completion first), then the attention; closed.
static void start_attention(fuser *f, ir_op *op) {
  group G = {.kind = G_ATTENTION, .iter = op->result->type, .closed = true, .device = op->device};
  VEC_PUSH(f->groups, G);
  int g = (int)f->groups.len - 1;
  for (int i = 0; i < 3; i++) {
    for (ir_value *v = op->operands[i]; v->def && f->att_of[v->id] == op; v = v->def->operands[0]) {
      if (group_of(f, v) >= 0) break; // an operand read twice: joined already
      close_groups_of_operands(f, v->def, -1);
      join(f, v->def, g);
    }
  }
  join(f, op, g);
}

// A VIEW of an open group's value that keeps the element order joins it
// (no buffer exists for a fused value); other VIEWs stay on the host.
static bool absorb_view(fuser *f, ir_op *op) {
  if (op->kind != IR_OP_VIEW) return false;
  int g = group_of(f, op->operands[0]);
  if (g < 0 || f->groups.data[g].closed || f->groups.data[g].device != op->device) return false;
  group *G = &f->groups.data[g];
  ir_type row = row_of(f->ctx, &G->iter);
  const ir_type *r = &op->result->type;
  bool tail = G->tail == op->operands[0];
  // (a batched matmul's views stay on the host: its epilogue's loads follow
  // [batch..., M, N])
  if (G->kind == G_MATMUL && (!tail || f->uses[op->operands[0]->id] != 1 || G->iter.rank != 2 ||
                              !cg_float_storage(G->ops.data[0]->result->type.elem)))
    return false;
  if (!view_equivalent(f->ctx, r, &G->iter) && !view_equivalent(f->ctx, r, &row)) return false;
  join(f, op, g);
  return true;
}

// The shape an index_put iterates over: x.shape[:first] + broadcast(index
// shapes) + x.shape[first + count:] (values broadcast to it).
static ir_type index_put_space(ir_context *ctx, const ir_op *op) {
  const ir_value *x = op->operands[0];
  int count = op->operand_count - 2, first = 0;
  while (op->none_mask & (1u << first)) first++;
  ir_type b = {.elem = x->type.elem};
  for (int k = 0; k < count; k++) { // numpy broadcasting of the indices
    const ir_type *t = &op->operands[2 + k]->type;
    int rank = t->rank > b.rank ? t->rank : b.rank;
    ir_type n = {.elem = b.elem, .rank = rank};
    for (int d = 0; d < rank; d++) {
      int i = d - (rank - t->rank), j = d - (rank - b.rank);
      const dim_expr *ti = i >= 0 ? t->dims[i] : NULL, *bj = j >= 0 ? b.dims[j] : NULL;
      n.dims[d] = !ti || (bj && is_one(ti)) ? bj : ti;
    }
    b = n;
  }
  ir_type s = {.elem = x->type.elem};
  for (int d = 0; d < first; d++) s.dims[s.rank++] = x->type.dims[d];
  for (int d = 0; d < b.rank && s.rank < IR_MAX_RANK; d++) s.dims[s.rank++] = b.dims[d];
  for (int d = first + count; d < x->type.rank && s.rank < IR_MAX_RANK; d++)
    s.dims[s.rank++] = x->type.dims[d];
  if (s.rank == 0) s = (ir_type){.elem = s.elem, .rank = 1, .dims = {dim_const(ctx, 1)}};
  return s;
}

// Whether index_put's values provably broadcast to its iteration space
// (dims the compiler cannot prove equal leave the op to the host).
static bool values_broadcast(fuser *f, const ir_op *op) {
  ir_type iter = index_put_space(f->ctx, op), bd;
  int8_t map[IR_MAX_RANK];
  return map_external(f, op->operands[1], &iter, &iter, map, &bd);
}

static void form_groups(fuser *f) {
  for (ir_op *op = f->fn->first; op; op = op->next) {
    bool leaf;
    if (absorb_view(f, op)) continue;
    if (f->att_of[op->result->id]) continue; // start_attention takes it
    int og = op->operand_count ? group_of(f, op->operands[0]) : -1;
    if (og >= 0 && f->groups.data[og].device == op->device && attention_output_view(f, op, og)) {
      join(f, op, og);
      continue;
    }
    int target = -1;
    for (int i = 0; i < op->operand_count && target < 0; i++) {
      int g = group_of(f, op->operands[i]);
      if (g >= 0 && fits(f, op, g)) target = g;
    }
    close_groups_of_operands(f, op, target);
    if (target >= 0) join(f, op, target);
    else if (is_matmul_root(op)) start_group(f, op, G_MATMUL);
    else if (is_attention(op)) start_attention(f, op);
    else if (is_qmatmul(op) || is_window(op)) {
      start_group(f, op, is_qmatmul(op) ? G_QMATMUL : G_WINDOW);
      // a convolution takes the elementwise ops after it as an epilogue
      f->groups.data[f->groups.len - 1].closed = op->kind != IR_OP_CONV;
    } else if (is_index_put(op) && values_broadcast(f, op)) {
      start_group(f, op, G_UPDATE);
      f->groups.data[f->groups.len - 1].closed = true;
    } else if (is_row_matmul(op)) {
      start_group(f, op, G_ROWS);
    } else if (is_splat_constant(op)) continue; // inlined where used; see materialize
    else if (row_member(op, &leaf)) start_group(f, op, G_ROWS);
  }
}

// Ops whose dispatch binds operands as buffers of their own (kernels,
// loads through a permutation, gathers, the tensor an update writes into)
// rather than through operand_node, which inlines a splat.
// Does op read operand i through a binding (not as a value it can inline)?
// A linalg.generic inlines a splat it reads elementwise (the tensor.empty
// its output starts as) and binds only what its body extracts from.
static bool reads_buffer(const ir_op *op, int i) {
  switch (op->kind) {
  case IR_OP_MATMUL:
  case IR_OP_QMATMUL:
  case IR_OP_CONV:
  case IR_OP_POOL:
  case IR_OP_ATTENTION:
  case IR_OP_TRANSPOSE:
  case IR_OP_INDEX_PUT: return true;
  case IR_OP_GENERIC:
    for (int n = 0; n < op->generic->node_count; n++)
      if (op->generic->nodes[n].kind == GN_EXTRACT && op->generic->nodes[n].operand == i)
        return true;
    return false;
  default: return is_gather_op(op);
  }
}

// A splat constant needs a buffer only where something reads it as one:
// outside a kernel (a host view, an unsupported op, the function's
// results) or inside one that binds it (reads_buffer: `zeros` sliced or
// updated by slice_scatter, as sharktank's 2024 decode does).
static void materialize_constants(fuser *f) {
  bool *needed = xcalloc((size_t)f->fn->value_count + 1, 1);
  for (int i = 0; i < f->fn->result_count; i++) needed[f->fn->results[i]->id] = true;
  for (int i = 0; i < f->fn->inout_count; i++) needed[f->fn->inout_values[i]->id] = true;
  for (ir_op *op = f->fn->first; op; op = op->next)
    for (int i = 0; i < op->operand_count; i++)
      if (group_of(f, op->result) < 0 || reads_buffer(op, i)) needed[op->operands[i]->id] = true;
  for (ir_op *op = f->fn->first; op; op = op->next)
    if (is_splat_constant(op) && needed[op->result->id]) start_group(f, op, G_ROWS);
  free(needed);
}

//
// Outlining: one executable per group
//
// Push constants are the distinct dynamic dim expressions of the site, in
// order of first appearance. Static dims stay constants in the body unless
// generalized (`gen`): then they become push constants too, whose facts are
// points (umin = umax), so sites that differ only in such sizes share an
// executable and a variant configured for one point still sees a literal.
// Push constants cannot run out: a row program's bindings have its
// iteration dims or a literal 1 (<= IR_MAX_RANK), a matmul adds K (twice
// when generalized), attention the key heads and length (twice) and the
// mask's length, and the dims of the tensors its views read, which
// views_fit_push counts before a view is taken (a copy otherwise). Should
// a generalized size still find all 16 taken, it
// stays a literal (less sharing, never an abort).
static ir_kdim kdim(ir_exec *ex, ir_site *site, const dim_expr *e, bool gen) {
  int64_t c;
  bool constant = dim_is_const(e, &c);
  if (constant && (!gen || ex->push_count == MOD_MAX_PUSH)) return (ir_kdim){false, c};
  if (constant) { // a generalized size: its own push constant, whatever its value
    site->push[ex->push_count] = e;
    return (ir_kdim){true, ex->push_count++};
  }
  for (int i = 0; i < ex->push_count; i++)
    if (site->push[i] == e) return (ir_kdim){true, i};
  FACET_CHECK(ex->push_count < MOD_MAX_PUSH);
  site->push[ex->push_count] = e;
  return (ir_kdim){true, ex->push_count++};
}

typedef struct outliner {
  fuser *f;
  int g;
  ir_exec *ex;
  ir_site site;
  VEC(ir_value *) inputs; // external values in binding order
  VEC(ir_value *) outputs;
  int *node_of; // value id -> node index, -1
  generalize_mode gen;
  bool iter_gen[IR_MAX_RANK]; // iteration dims that are generalized
} outliner;

// `map` (may be NULL: binding dim i is iteration dim i) says which
// iteration dim each binding dim follows; it is generalized with it.
static int add_binding(outliner *o, const ir_type *t, bool out, const int8_t *map) {
  ir_exec *ex = o->ex;
  FACET_CHECK(ex->binding_count < MOD_MAX_BINDINGS);
  ir_kbinding *b = &ex->bindings[ex->binding_count];
  b->elem = t->elem;
  b->rank = t->rank;
  b->is_output = out;
  for (int i = 0; i < t->rank; i++) {
    int follows = -1; // the iteration dim this binding dim runs along
    for (int d = 0; d < ex->iter_rank && follows < 0; d++)
      if (map ? map[d] == i : d == i) follows = d;
    if (follows >= 0 && o->iter_gen[follows] &&
        t->dims[i] == o->f->groups.data[o->g].iter.dims[follows])
      b->dims[i] = ex->iter[follows];
    else if (is_one(t->dims[i]))
      // a 1 that no iteration dim gives (a broadcast operand, a per-row
      // output) is 1 by the structure: never generalized (the row program
      // tells a per-row output by its literal 1; as a push constant it was
      // stored as a full one, 48 times past its buffer)
      b->dims[i] = (ir_kdim){false, 1};
    else b->dims[i] = kdim(ex, &o->site, t->dims[i], o->gen == GENERALIZE_ALL);
  }
  return ex->binding_count++;
}

static int add_node(outliner *o, ir_knode n) {
  FACET_CHECK(o->ex->node_count < IR_MAX_KNODES);
  o->ex->nodes[o->ex->node_count] = n;
  return o->ex->node_count++;
}

static bool node_per_row(const ir_exec *ex, const ir_knode *n) {
  switch (n->kind) {
  case KN_CONST:
  case KN_REDUCE: return true;
  case KN_LOAD: return ex->iter_rank > 0 && n->map[ex->iter_rank - 1] < 0;
  case KN_INDEX: return n->axis != ex->iter_rank - 1;
  case KN_DIM: return true;
  case KN_GATHER: {
    bool r = true;
    for (int j = 0; j < ex->bindings[n->binding].rank; j++) {
      const ir_kcoord *c = &n->coord[j];
      if (c->node >= 0) r &= ex->nodes[c->node].per_row;
      else r &= c->iter_dim != ex->iter_rank - 1;
    }
    return r;
  }
  case KN_ACC: return false;
  case KN_EW: {
    bool r = ex->nodes[n->a].per_row;
    if (ir_ew_arity(n->ew) > 1) r &= ex->nodes[n->b].per_row;
    if (ir_ew_arity(n->ew) > 2) r &= ex->nodes[n->c].per_row;
    return r;
  }
  }
  return false;
}

static int push_node(outliner *o, ir_knode n) {
  n.per_row = node_per_row(o->ex, &n);
  return add_node(o, n);
}

// A load of external value v with the given map and declared dims, one
// binding per (value, declared rank).
static int load_node(outliner *o, const ir_value *v, const int8_t *map, const ir_type *bd) {
  ir_knode n = {.kind = KN_LOAD, .type = v->type.elem};
  memcpy(n.map, map, sizeof n.map);
  for (size_t i = 0; i < o->inputs.len; i++) {
    if (o->inputs.data[i] == v && o->ex->bindings[i].rank == bd->rank) {
      n.binding = (int)i;
      return push_node(o, n);
    }
  }
  VEC_PUSH(o->inputs, (ir_value *)v);
  n.binding = add_binding(o, bd, false, map);
  return push_node(o, n);
}

// The node that reads v inside the group: its producer's node, a constant,
// or a load (v is used by an op whose shape is r).
static int operand_node(outliner *o, const ir_value *v, const ir_type *r) {
  if (o->node_of[v->id] >= 0) return o->node_of[v->id];
  if (v->def && is_splat_constant(v->def))
    return push_node(o, (ir_knode){.kind = KN_CONST, .type = v->type.elem, .value = v->def->value});
  int8_t map[IR_MAX_RANK] = {0};
  ir_type bd;
  FACET_CHECK(map_external(o->f, v, r, &o->f->groups.data[o->g].iter, map, &bd));
  return load_node(o, v, map, &bd);
}

//
// Gathers: a tensor read at computed coordinates
//
// The binding of tensor x for a gather: its own dims, none following an
// iteration dim (they are not the group's).
static int gather_binding(outliner *o, const ir_value *x) {
  for (size_t i = 0; i < o->inputs.len; i++)
    if (o->inputs.data[i] == x && o->ex->bindings[i].rank == x->type.rank) return (int)i;
  int8_t none[IR_MAX_RANK];
  memset(none, -1, sizeof none);
  VEC_PUSH(o->inputs, (ir_value *)x);
  return add_binding(o, &x->type, false, none);
}

static ir_kcoord coord_iter(int d, int step) {
  return (ir_kcoord){.iter_dim = (int8_t)d, .node = -1, .step = step};
}

// An index tensor's element: out of range, the call fails (torch raises).
static ir_kcoord coord_node(int node) {
  return (ir_kcoord){.iter_dim = -1, .node = (int16_t)node, .check = true};
}

static int gather_node(outliner *o, const ir_value *x, const ir_kcoord *coord) {
  ir_knode n = {.kind = KN_GATHER, .type = x->type.elem, .binding = gather_binding(o, x)};
  n.coord = ARENA_NEW_ARRAY(&o->f->ctx->mem, ir_kcoord, IR_MAX_RANK);
  memcpy(n.coord, coord, sizeof(ir_kcoord) * (size_t)x->type.rank);
  return push_node(o, n);
}

// An index tensor v whose dims run along iteration dims [first, first +
// span), aligned at the end as numpy broadcasts (dims of 1 broadcast).
static int index_load(outliner *o, const ir_value *v, int first, int span) {
  if (v->def && is_splat_constant(v->def))
    return push_node(o, (ir_knode){.kind = KN_CONST, .type = v->type.elem, .value = v->def->value});
  const ir_type *iter = &o->f->groups.data[o->g].iter;
  int8_t map[IR_MAX_RANK];
  for (int d = 0; d < iter->rank; d++) {
    int j = d - first - (span - v->type.rank);
    bool in = d >= first && d < first + span && j >= 0;
    map[d] = in && !is_one(v->type.dims[j]) ? (int8_t)j : -1;
  }
  return load_node(o, v, map, &v->type);
}

static ir_kdim offset_kdim(outliner *o, const dim_expr *e) {
  return kdim(o->ex, &o->site, e, false);
}

// result = x.shape[:axis] + idx.shape + x.shape[axis+1:]
static int index_select_nodes(outliner *o, const ir_op *op) {
  const ir_value *x = op->operands[0], *idx = op->operands[1];
  int ir = idx->type.rank, node = index_load(o, idx, op->axis, ir);
  ir_kcoord c[IR_MAX_RANK];
  for (int j = 0; j < x->type.rank; j++)
    c[j] = j < op->axis    ? coord_iter(j, 1)
           : j == op->axis ? coord_node(node)
                           : coord_iter(j - 1 + ir, 1);
  return gather_node(o, x, c);
}

// torch.gather: result[i] = x[i with i[axis] = index[i]]
static int gather_nodes(outliner *o, const ir_op *op) {
  const ir_value *x = op->operands[0], *idx = op->operands[1];
  int node = index_load(o, idx, 0, idx->type.rank);
  ir_kcoord c[IR_MAX_RANK];
  for (int j = 0; j < x->type.rank; j++) c[j] = j == op->axis ? coord_node(node) : coord_iter(j, 1);
  return gather_node(o, x, c);
}

// Advanced indexing with consecutive index tensors from the first non-None
// position: x[pre, i1[b], ..., ik[b], post] over pre + broadcast(b) + post;
// negative indices count from the end, as in torch.
static int index_nodes(outliner *o, const ir_op *op) {
  const ir_value *x = op->operands[0];
  int count = op->operand_count - 1, first = 0, r = op->result->type.rank;
  while (op->none_mask & (1u << first)) first++;
  int span = r - (x->type.rank - count);
  ir_kcoord c[IR_MAX_RANK];
  for (int j = 0; j < x->type.rank; j++) {
    if (j < first) c[j] = coord_iter(j, 1);
    else if (j < first + count) {
      c[j] = coord_node(index_load(o, op->operands[1 + j - first], first, span));
      c[j].wrap = true;
    } else c[j] = coord_iter(j - count + span, 1);
  }
  return gather_node(o, x, c);
}

static int slice_nodes(outliner *o, const ir_op *op) {
  ir_kcoord c[IR_MAX_RANK];
  for (int j = 0; j < op->operands[0]->type.rank; j++) c[j] = coord_iter(j, 1);
  c[op->axis].step = (int32_t)op->step;
  c[op->axis].offset = offset_kdim(o, op->start);
  return gather_node(o, op->operands[0], c);
}

// repeat: result dim i of size x.dims[i'] * reps[i]: the index modulo x's.
static int repeat_nodes(outliner *o, const ir_op *op) {
  const ir_value *x = op->operands[0];
  int lead = op->result->type.rank - x->type.rank;
  ir_kcoord c[IR_MAX_RANK];
  for (int j = 0; j < x->type.rank; j++) {
    c[j] = coord_iter(j + lead, 1);
    c[j].modulo = true;
  }
  return gather_node(o, x, c);
}

// cat along axis: piece k holds positions [at_k, at_k + size_k); each
// piece is gathered at (position - at_k) (clamped: pieces that do not hold
// a position read an element they are not selected for), then a chain of
// selects on the position picks the piece.
static int concat_nodes(outliner *o, const ir_op *op) {
  ir_context *ctx = o->f->ctx;
  const ir_type *r = &op->result->type;
  const dim_expr *at = dim_const(ctx, 0);
  int pos = push_node(
      o, (ir_knode){.kind = KN_INDEX, .type = DT_I64, .axis = op->axis, .value = 0, .value2 = 1});
  int n = -1;
  for (int k = 0; k < op->operand_count; k++) {
    const ir_value *x = op->operands[k];
    ir_kcoord c[IR_MAX_RANK];
    for (int j = 0; j < x->type.rank; j++) c[j] = coord_iter(j, 1);
    c[op->axis].minus = offset_kdim(o, at);
    int piece = gather_node(o, x, c);
    if (piece >= 0 && x->type.elem != r->elem)
      piece =
          push_node(o, (ir_knode){.kind = KN_EW, .type = r->elem, .ew = EW_CONVERT, .a = piece});
    at = dim_add(ctx, at, x->type.dims[op->axis]);
    if (n < 0) {
      n = piece;
      continue;
    }
    // positions below `at - size_k` come from the pieces before
    int start = push_node(o, (ir_knode){.kind = KN_DIM, .type = DT_I64, .dim = c[op->axis].minus});
    int before =
        push_node(o, (ir_knode){.kind = KN_EW, .type = DT_BOOL, .ew = EW_LT, .a = pos, .b = start});
    n = push_node(
        o, (ir_knode){
               .kind = KN_EW, .type = r->elem, .ew = EW_SELECT, .a = before, .b = n, .c = piece});
  }
  return n;
}

//
// linalg.generic: a row program of its own (ir.h describes the op)
//
// The elementwise op computing a body's scalar op, where one does exactly
// (arith's integer ops wrap at their width as facet's do; a division by
// zero, undefined in arith, is 0 here); false for the others.
static bool scalar_ew(ir_scalar_op op, ir_ew_kind *ew) {
  switch (op) {
  case SOP_ADDF:
  case SOP_ADDI: *ew = EW_ADD; return true;
  case SOP_SUBF:
  case SOP_SUBI: *ew = EW_SUB; return true;
  case SOP_MULF:
  case SOP_MULI: *ew = EW_MUL; return true;
  case SOP_DIVF:
  case SOP_DIVSI: *ew = EW_DIV; return true; // integers: truncating
  case SOP_REMF:
  case SOP_REMSI: *ew = EW_FMOD; return true;
  case SOP_DIVUI: *ew = EW_DIVU; return true;
  case SOP_REMUI: *ew = EW_REMU; return true;
  case SOP_FLOORDIVSI: *ew = EW_FLOORDIV; return true;
  case SOP_NEGF: *ew = EW_NEG; return true;
  case SOP_MAXIMUMF:
  case SOP_MAXSI: *ew = EW_MAX; return true;
  case SOP_MINIMUMF:
  case SOP_MINSI: *ew = EW_MIN; return true;
  case SOP_MAXNUMF: *ew = EW_FMAX; return true;
  case SOP_MINNUMF: *ew = EW_FMIN; return true;
  case SOP_ANDI: *ew = EW_BITAND; return true;
  case SOP_ORI: *ew = EW_BITOR; return true;
  case SOP_XORI: *ew = EW_BITXOR; return true;
  case SOP_CMPI_EQ:
  case SOP_CMPF_OEQ: *ew = EW_EQ; return true;
  case SOP_CMPI_NE:
  case SOP_CMPF_UNE: *ew = EW_NE; return true;
  case SOP_CMPI_SLT:
  case SOP_CMPF_OLT: *ew = EW_LT; return true;
  case SOP_CMPI_SLE:
  case SOP_CMPF_OLE: *ew = EW_LE; return true;
  case SOP_CMPI_SGT:
  case SOP_CMPF_OGT: *ew = EW_GT; return true;
  case SOP_CMPI_SGE:
  case SOP_CMPF_OGE: *ew = EW_GE; return true;
  case SOP_SELECT: *ew = EW_SELECT; return true;
  case SOP_INDEX_CAST:
  case SOP_SITOFP:
  case SOP_FPTOSI:
  case SOP_EXTF:
  case SOP_TRUNCF:
  case SOP_EXTSI:
  case SOP_TRUNCI: *ew = EW_CONVERT; return true;
  case SOP_EXP: *ew = EW_EXP; return true;
  case SOP_LOG: *ew = EW_LOG; return true;
  case SOP_SQRT: *ew = EW_SQRT; return true;
  case SOP_RSQRT: *ew = EW_RSQRT; return true;
  case SOP_TANH: *ew = EW_TANH; return true;
  case SOP_SIN: *ew = EW_SIN; return true;
  case SOP_COS: *ew = EW_COS; return true;
  case SOP_ERF: *ew = EW_ERF; return true;
  case SOP_ABSF: *ew = EW_ABS; return true;
  case SOP_FLOOR: *ew = EW_FLOOR; return true;
  case SOP_CEIL: *ew = EW_CEIL; return true;
  case SOP_POWF: *ew = EW_POW; return true;
  default: return false;
  }
}

//
// A reduction linalg.generic (torch-mlir's and IREE's form of sum, prod,
// amax ... over one dim: an out operand filled with the init, a body
// `out = out + f(ins)`) is a row program whose iteration space puts the
// reduction loop innermost: f's value, reduced along the row (KN_REDUCE:
// any order, floats accumulated in f32 or f64, as the reductions torch
// ops import to), then combined with the out operand's element. Taken:
// one reduction loop; the result written at the parallel loops in their
// order (a 0 for a dim of 1, keepdim's form); a yield that is a sum,
// product, maximumf / minimumf (NaN wins, as amax's) or signed integer
// max / min of the out argument and a value computed without it, the out
// argument used nowhere else. Other reductions (several reduction loops,
// maxnumf, a body reading its accumulator otherwise) stay unsupported.
typedef struct gen_reduction {
  int loop;    // the reduction loop
  int combine; // the yielded node: out (op) value
  int value;   // the value reduced along the loop
  ir_red_kind red;
} gen_reduction;

static bool combiner_red(ir_scalar_op k, ir_red_kind *red) {
  switch (k) {
  case SOP_ADDF:
  case SOP_ADDI: *red = RED_SUM; return true;
  case SOP_MULF:
  case SOP_MULI: *red = RED_PROD; return true;
  case SOP_MAXIMUMF:
  case SOP_MAXSI: *red = RED_MAX; return true;
  case SOP_MINIMUMF:
  case SOP_MINSI: *red = RED_MIN; return true;
  default: return false;
  }
}

// Whether body node n of op reads node x.
static bool gnode_uses(const ir_op *op, const ir_gnode *n, int x) {
  if (n->kind == GN_EXTRACT) {
    for (int d = 0; d < op->operands[n->operand]->type.rank; d++)
      if (n->idx[d] == x) return true;
  }
  if (n->kind == GN_OP) {
    int arity = ir_scalar_op_arity(n->op);
    return n->a == x || (arity > 1 && n->b == x) || (arity > 2 && n->c == x);
  }
  return false;
}

static bool generic_reduction(const ir_op *op, gen_reduction *r) {
  const ir_generic *g = op->generic;
  if (__builtin_popcount(g->reduction) != 1 || g->init_count != 1) return false;
  r->loop = __builtin_ctz(g->reduction);
  // the out map: the parallel loops in order, or 0 for a dim of 1
  int k = g->in_count, next = 0, seen = 0;
  for (int j = 0; j < g->map_rank[k]; j++) {
    const ir_affine *e = g->maps[k][j];
    if (e->kind == IA_CONST && e->value == 0 && is_one(op->operands[k]->type.dims[j])) continue;
    if (e->kind != IA_DIM || e->value == r->loop || e->value < next) return false;
    next = (int)e->value + 1, seen++;
  }
  if (seen != g->loop_rank - 1) return false;
  const int out = g->in_count; // the out argument's node (arguments come first)
  const ir_gnode *y = &g->nodes[r->combine = g->yield[0]];
  if (y->kind != GN_OP || !combiner_red(y->op, &r->red) || (y->a == out) == (y->b == out))
    return false;
  r->value = y->a == out ? y->b : y->a;
  for (int i = 0; i < g->node_count; i++)
    if ((i != r->combine && gnode_uses(op, &g->nodes[i], out)) ||
        gnode_uses(op, &g->nodes[i], r->combine))
      return false;
  return true;
}

// The loops of a reduction generic, the reduction loop moved innermost.
static ir_type generic_space(const ir_op *op) {
  const ir_generic *g = op->generic;
  gen_reduction red;
  FACET_CHECK(generic_reduction(op, &red));
  ir_type t = {.elem = op->result->type.elem};
  for (int d = 0; d < g->loop_rank; d++)
    if (d != red.loop) t.dims[t.rank++] = g->loops[d];
  t.dims[t.rank++] = g->loops[red.loop];
  return t;
}

// Parallel loops only (or a reduction generic_reduction takes), one result
// written through the identity map, every other map a projected
// permutation (a loop, or 0 for a dim of 1), and a body of scalar ops with
// an elementwise form and no sub-byte (i4 / i2) values: one row program.
static bool generic_lowers(const ir_op *op) {
  const ir_generic *g = op->generic;
  gen_reduction red;
  if (g->init_count != 1 || op->extra_count) return false;
  if (g->reduction && !generic_reduction(op, &red)) return false;
  // a body too large for one executable's nodes, or with more operands
  // than it has bindings (with the result), even alone, is not compiled:
  // an unsupported op, never an overflow of ir_exec.nodes or bindings
  if (op_node_cost(op) + op->operand_count > IR_MAX_KNODES) return false;
  int bindings = 1; // the result
  for (int k = 0; k < op->operand_count; k++)
    bindings += !(op->operands[k]->def && is_splat_constant(op->operands[k]->def));
  if (bindings > MOD_MAX_BINDINGS) return false;
  for (int k = 0; k < g->in_count + g->init_count; k++)
    for (int j = 0; j < g->map_rank[k]; j++) {
      const ir_affine *e = g->maps[k][j];
      bool out = k == g->in_count;
      if (out && g->reduction) continue; // generic_reduction took it
      if (e->kind == IA_DIM && (!out || e->value == j)) continue;
      if (!out && e->kind == IA_CONST && e->value == 0 && is_one(op->operands[k]->type.dims[j]))
        continue;
      return false;
    }
  for (int i = 0; i < g->node_count; i++) {
    ir_ew_kind ew;
    if (g->nodes[i].kind == GN_OP && !scalar_ew(g->nodes[i].op, &ew)) return false;
    if (dtype_is_sub_byte(g->nodes[i].type)) return false; // no kernel reads packed i4 / i2
  }
  return true;
}

// The body's nodes; a loop d runs along iteration dim at[d] (a reduction
// generic's reduction loop is innermost, generic_space), and a reduction's
// combining node becomes the out argument combined with KN_REDUCE of the
// value.
static int generic_nodes(outliner *o, const ir_op *op) {
  const ir_generic *g = op->generic;
  int *kn = xcalloc((size_t)g->node_count + 1, sizeof(int)), n = -1;
  gen_reduction red = {.loop = -1, .combine = -1};
  int at[IR_MAX_RANK];
  if (g->reduction) FACET_CHECK(generic_reduction(op, &red));
  for (int d = 0, next = 0; d < g->loop_rank; d++)
    at[d] = d == red.loop ? g->loop_rank - 1 : next++;
  for (int i = 0; i < g->node_count; i++) {
    const ir_gnode *gn = &g->nodes[i];
    dtype t = gn->is_index ? DT_I64 : gn->type;
    if (i == red.combine) {
      ir_ew_kind ew = EW_ADD;
      FACET_CHECK(scalar_ew(gn->op, &ew));
      int s = push_node(
          o, (ir_knode){.kind = KN_REDUCE, .type = t, .red = red.red, .a = kn[red.value]});
      kn[i] = push_node(
          o, (ir_knode){.kind = KN_EW, .type = t, .ew = ew, .a = kn[g->in_count], .b = s});
      continue;
    }
    switch (gn->kind) {
    case GN_ARG: { // operand i at maps[i]: map[iteration dim of loop] = operand dim
      int8_t map[IR_MAX_RANK];
      memset(map, -1, sizeof map);
      for (int j = 0; j < g->map_rank[i]; j++)
        if (g->maps[i][j]->kind == IA_DIM) map[at[g->maps[i][j]->value]] = (int8_t)j;
      const ir_value *v = op->operands[i];
      if (v->def && is_splat_constant(v->def)) // e.g. the tensor.empty an out starts as
        kn[i] = push_node(
            o, (ir_knode){.kind = KN_CONST, .type = v->type.elem, .value = v->def->value});
      else kn[i] = load_node(o, v, map, &v->type);
      break;
    }
    case GN_INDEX:
      kn[i] =
          push_node(o, (ir_knode){.kind = KN_INDEX, .type = t, .axis = at[gn->dim], .value2 = 1});
      break;
    case GN_CONST:
      kn[i] = push_node(o, (ir_knode){.kind = KN_CONST, .type = t, .value = gn->value});
      break;
    case GN_EXTRACT: {
      const ir_value *x = op->operands[gn->operand];
      ir_kcoord c[IR_MAX_RANK];
      for (int d = 0; d < x->type.rank; d++) c[d] = coord_node(kn[gn->idx[d]]);
      kn[i] = gather_node(o, x, c);
      break;
    }
    case GN_OP: {
      ir_ew_kind ew = EW_ADD;
      FACET_CHECK(scalar_ew(gn->op, &ew));
      kn[i] = push_node(o, (ir_knode){.kind = KN_EW,
                                      .type = t,
                                      .ew = ew,
                                      .a = kn[gn->a],
                                      .b = ir_ew_arity(ew) > 1 ? kn[gn->b] : 0,
                                      .c = ir_ew_arity(ew) > 2 ? kn[gn->c] : 0});
      break;
    }
    }
  }
  n = kn[g->yield[0]];
  if (o->ex->nodes[n].type != op->result->type.elem)
    n = push_node(
        o, (ir_knode){.kind = KN_EW, .type = op->result->type.elem, .ew = EW_CONVERT, .a = n});
  free(kn);
  return n;
}

// index_put: the values (broadcast to the iteration space) stored into the
// tensor at the indices' coordinates (negative ones from the end); output
// 0 starts as the tensor's contents (ex->update).
static void update_output(outliner *o, const ir_op *op) {
  ir_exec *ex = o->ex;
  const ir_value *x = op->operands[0];
  const ir_type *iter = &o->f->groups.data[o->g].iter;
  int count = op->operand_count - 2, first = 0;
  while (op->none_mask & (1u << first)) first++;
  int span = iter->rank - (x->type.rank - count);
  int v = operand_node(o, op->operands[1], iter);
  if (ex->nodes[v].type != x->type.elem)
    v = push_node(o, (ir_knode){.kind = KN_EW, .type = x->type.elem, .ew = EW_CONVERT, .a = v});
  ir_koutput out = {.node = v, .scatter = true};
  for (int j = 0; j < x->type.rank; j++) {
    if (j < first) out.coord[j] = coord_iter(j, 1);
    else if (j < first + count) {
      out.coord[j] = coord_node(index_load(o, op->operands[2 + j - first], first, span));
      out.coord[j].wrap = true;
    } else out.coord[j] = coord_iter(j - count + span, 1);
  }
  int8_t none[IR_MAX_RANK];
  memset(none, -1, sizeof none);
  out.binding = add_binding(o, &op->result->type, true, none);
  FACET_CHECK(ex->output_count < 8);
  ex->outputs[ex->output_count++] = out;
  VEC_PUSH(o->outputs, op->result);
  ex->update = true;
}

static int gather_op(outliner *o, const ir_op *op) {
  switch (op->kind) {
  case IR_OP_INDEX_SELECT: return index_select_nodes(o, op);
  case IR_OP_GATHER: return gather_nodes(o, op);
  case IR_OP_INDEX: return index_nodes(o, op);
  case IR_OP_SLICE: return slice_nodes(o, op);
  case IR_OP_REPEAT: return repeat_nodes(o, op);
  case IR_OP_CONCAT: return concat_nodes(o, op);
  default: FACET_UNREACHABLE();
  }
}

static int ew_node(outliner *o, ir_ew_kind k, dtype t, int a, int b) {
  return push_node(o, (ir_knode){.kind = KN_EW, .type = t, .ew = k, .a = a, .b = b});
}

// softmax(x) = exp(x - max) / sum(exp(x - max)) along the row, computed in
// f32 (torch's opmath for f32, f16 and bf16) or in f64 for f64
static int softmax_nodes(outliner *o, int x, dtype t) {
  dtype ct = t == DT_F64 ? DT_F64 : DT_F32;
  int m = push_node(o, (ir_knode){.kind = KN_REDUCE, .type = ct, .red = RED_MAX, .a = x});
  int e = push_node(
      o, (ir_knode){.kind = KN_EW, .type = ct, .ew = EW_EXP, .a = ew_node(o, EW_SUB, ct, x, m)});
  int s = push_node(o, (ir_knode){.kind = KN_REDUCE, .type = ct, .red = RED_SUM, .a = e});
  return ew_node(o, EW_DIV, t, e, s);
}

// The load map of a batched matmul operand x over [batch..., M, N, K]: its
// batch dims align with the end of the result's; one of 1 (or a missing
// one) is broadcast: map -1, stride 0.
static void batch_map(const ir_value *x, const ir_type *r, int8_t *map) {
  int nb = r->rank - 2, skip = nb - (x->type.rank - 2);
  for (int d = 0; d < nb; d++)
    map[d] = d >= skip && !is_one(x->type.dims[d - skip]) ? (int8_t)(d - skip) : -1;
}

// sum over k of A[b..., i, k] * B[b..., k, j] (B[b..., j, k] transposed),
// iterating [b..., i, j, k]: float products in f32 (f64 where an operand or
// the result is f64), rounded
// only by the sum's store; integer ones in int64, wrapped by the store.
static int row_matmul_nodes(outliner *o, const ir_op *op) {
  const ir_value *a = op->operands[0], *b = op->operands[1];
  int nb = op->result->type.rank - 2, ab = a->type.rank - 2, bb = b->type.rank - 2;
  int kb = op->transpose_rhs ? bb + 1 : bb, nbd = op->transpose_rhs ? bb : bb + 1;
  int8_t amap[IR_MAX_RANK], bmap[IR_MAX_RANK];
  batch_map(a, &op->result->type, amap);
  batch_map(b, &op->result->type, bmap);
  amap[nb] = (int8_t)ab, amap[nb + 1] = -1, amap[nb + 2] = (int8_t)(ab + 1);
  bmap[nb] = -1, bmap[nb + 1] = (int8_t)nbd, bmap[nb + 2] = (int8_t)kb;
  bool f64 = a->type.elem == DT_F64 || b->type.elem == DT_F64 || op->result->type.elem == DT_F64;
  dtype t = !dtype_is_float(a->type.elem) ? DT_I64 : f64 ? DT_F64 : DT_F32;
  int x = load_node(o, a, amap, &a->type), y = load_node(o, b, bmap, &b->type);
  return push_node(o, (ir_knode){.kind = KN_REDUCE,
                                 .type = op->result->type.elem,
                                 .red = RED_SUM,
                                 .a = ew_node(o, EW_MUL, t, x, y)});
}

static void translate_op(outliner *o, const ir_op *op) {
  const ir_type *r = &op->result->type;
  int x[3] = {0}, n = -1;
  bool loads_itself = op->kind == IR_OP_MATMUL || op->kind == IR_OP_CONV ||
                      op->kind == IR_OP_TRANSPOSE || is_gather_op(op) || op->kind == IR_OP_GENERIC;
  for (int i = 0; i < op->operand_count && i < 3 && !loads_itself; i++)
    x[i] = operand_node(o, op->operands[i], op->kind == IR_OP_REDUCE ? &op->operands[i]->type : r);
  switch (op->kind) {
  case IR_OP_MATMUL:
    n = o->f->groups.data[o->g].kind == G_ROWS
            ? row_matmul_nodes(o, op)
            : push_node(o, (ir_knode){.kind = KN_ACC, .type = r->elem});
    break;
  case IR_OP_CONV: n = push_node(o, (ir_knode){.kind = KN_ACC, .type = r->elem}); break;
  case IR_OP_VIEW:
  case IR_OP_BROADCAST: n = x[0]; break;
  case IR_OP_TRANSPOSE: { // always a group's first op: a load through the permutation
    int8_t map[IR_MAX_RANK];
    for (int d = 0; d < r->rank; d++) map[d] = (int8_t)op->perm[d];
    n = load_node(o, op->operands[0], map, &op->operands[0]->type);
    break;
  }
  case IR_OP_CONSTANT:
    n = push_node(o, (ir_knode){.kind = KN_CONST, .type = r->elem, .value = op->value});
    break;
  case IR_OP_IOTA:
    n = push_node(o, (ir_knode){.kind = KN_INDEX,
                                .type = r->elem,
                                .axis = o->ex->iter_rank - 1,
                                .value = op->value,
                                .value2 = op->value2});
    break;
  case IR_OP_EW:
    n = push_node(
        o,
        (ir_knode){.kind = KN_EW, .type = r->elem, .ew = op->ew, .a = x[0], .b = x[1], .c = x[2]});
    break;
  case IR_OP_REDUCE:
    n = push_node(o, (ir_knode){.kind = KN_REDUCE, .type = r->elem, .red = op->red, .a = x[0]});
    break;
  case IR_OP_SOFTMAX: n = softmax_nodes(o, x[0], r->elem); break;
  case IR_OP_SLICE:
  case IR_OP_CONCAT:
  case IR_OP_GATHER:
  case IR_OP_INDEX_SELECT:
  case IR_OP_INDEX:
  case IR_OP_REPEAT: n = gather_op(o, op); break;
  case IR_OP_GENERIC: n = generic_nodes(o, op); break;
  default: FACET_UNREACHABLE();
  }
  o->node_of[op->result->id] = n;
}

static void print_kdim_name(strbuf *sb, ir_kdim d) {
  if (d.dynamic) sb_putc(sb, 'D');
  else sb_printf(sb, "%lld", (long long)d.value);
}

// The function's name as the start of a C identifier. MLIR symbols may hold
// any character (@util.global, @"0 x"): others become '_', a leading digit
// gets an 'f', and a changed name gets a hash of the original so that @a.b
// and @a_b still make different symbols.
static void print_c_name(strbuf *sb, const char *name) {
  bool changed = *name >= '0' && *name <= '9';
  if (changed) sb_putc(sb, 'f');
  for (const char *p = name; *p; p++) {
    char c = *p;
    bool ok =
        c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    sb_putc(sb, ok ? c : '_');
    changed |= !ok;
  }
  if (changed) sb_printf(sb, "_%08x", (unsigned)hash_bytes(name, strlen(name)));
}

// IREE-style names: <fn>_dispatch_<n>_<kind>_<dims>_<dtype>
static const char *exec_name(ir_context *ctx, const ir_function *fn, const ir_exec *ex, int index,
                             dtype out) {
  strbuf sb = {0};
  bool reduction = false;
  for (int i = 0; i < ex->node_count; i++) reduction |= ex->nodes[i].kind == KN_REDUCE;
  bool batched = ex->kops[0].kind == KOP_MATMUL && ex->iter_rank > 2;
  const char *kind = batched                             ? "batch_matmul"
                     : ex->kops[0].kind == KOP_MATMUL    ? "matmul"
                     : ex->kops[0].kind == KOP_QMATMUL   ? "qmatmul"
                     : ex->kops[0].kind == KOP_ATTENTION ? "attention"
                     : ex->kops[0].kind == KOP_CONV      ? "conv"
                     : ex->kops[0].kind == KOP_POOL      ? "pool"
                     : reduction                         ? "reduction"
                                                         : "elementwise";
  print_c_name(&sb, fn->name);
  sb_printf(&sb, "_dispatch_%d_%s_", index, kind);
  if (ex->kops[0].kind == KOP_MATMUL || ex->kops[0].kind == KOP_QMATMUL) {
    const ir_kop *k = &ex->kops[0];
    for (int d = 0; batched && d < ex->iter_rank - 2; d++) {
      print_kdim_name(&sb, ex->iter[d]);
      sb_putc(&sb, 'x');
    }
    print_kdim_name(&sb, k->m);
    sb_putc(&sb, 'x');
    print_kdim_name(&sb, k->n);
    sb_putc(&sb, 'x');
    print_kdim_name(&sb, k->k);
  } else {
    for (int d = 0; d < ex->iter_rank; d++) {
      if (d) sb_putc(&sb, 'x');
      print_kdim_name(&sb, ex->iter[d]);
    }
  }
  sb_printf(&sb, "_%s", dtype_name(out));
  const char *name = arena_strdup(&ctx->mem, sb_cstr(&sb));
  sb_free(&sb);
  return name;
}

static void add_outputs(outliner *o, const bool *escapes) {
  group *G = &o->f->groups.data[o->g];
  ir_exec *ex = o->ex;
  for (size_t i = 0; i < G->ops.len; i++) {
    ir_value *v = G->ops.data[i]->result;
    if (!escapes[v->id]) continue;
    ir_type t =
        view_equivalent(o->f->ctx, &v->type, &G->iter) ? G->iter : row_of(o->f->ctx, &G->iter);
    t.elem = v->type.elem;
    FACET_CHECK(ex->output_count < 8);
    ex->outputs[ex->output_count++] =
        (ir_koutput){add_binding(o, &t, true, NULL), o->node_of[v->id]};
    VEC_PUSH(o->outputs, v);
  }
}

// Bindings A [R, K], the planes (static shapes, read whole by every
// workgroup), C [R, N]; R runs along iteration dim 0, N along 1.
static void outline_qmatmul(outliner *o, ir_op *op) {
  ir_exec *ex = o->ex;
  ir_kop *k = &ex->kops[0];
  k->kind = KOP_QMATMUL;
  k->quant = op->quant;
  const int8_t a_map[IR_MAX_RANK] = {0, -1}, plane_map[IR_MAX_RANK] = {-1, -1};
  for (int i = 0; i < op->operand_count; i++) {
    VEC_PUSH(o->inputs, op->operands[i]);
    int b = add_binding(o, &op->operands[i]->type, false, i ? plane_map : a_map);
    if (i < 2) k->operands[i] = b;
  }
  k->operands[2] = add_binding(o, &op->result->type, true, NULL);
  VEC_PUSH(o->outputs, op->result);
  k->m = ex->iter[0], k->n = ex->iter[1], k->k = ex->bindings[0].dims[1];
}

// A convolution or pool: bindings x [N, C, H, W], a convolution's weight
// and bias, y [N, K, P, Q] (the iteration space); N runs along iteration
// dim 0 (a pool's channels along 1 too). y is bound here when `plain`;
// a convolution with an epilogue gets it from add_outputs.
static void outline_window(outliner *o, ir_op *op, bool plain) {
  ir_kop *k = &o->ex->kops[0];
  k->kind = op->kind == IR_OP_CONV ? KOP_CONV : KOP_POOL;
  k->win = *op->win;
  k->red = op->red;
  const int8_t x_map[IR_MAX_RANK] = {0, op->kind == IR_OP_POOL ? 1 : -1, -1, -1},
               w_map[IR_MAX_RANK] = {-1, -1, -1, -1};
  for (int i = 0; i < 3; i++) k->operands[i] = -1;
  // the weight's and bias's dims stay literals whatever --generalize says:
  // the kernel's channel tiles and scratch are sized by them
  generalize_mode gen = o->gen;
  for (int i = 0; i < op->operand_count; i++) {
    VEC_PUSH(o->inputs, op->operands[i]);
    o->gen = i ? GENERALIZE_NONE : gen;
    k->operands[i] = add_binding(o, &op->operands[i]->type, false, i ? w_map : x_map);
  }
  o->gen = gen;
  if (!plain) return;
  k->operands[3] = add_binding(o, &op->result->type, true, NULL);
  VEC_PUSH(o->outputs, op->result);
}

// A logical size of an attention operand: iteration dim d's push constant
// where it is that dim (generalized), else a literal or a push constant.
static ir_kdim attention_size(outliner *o, const dim_expr *e, int d) {
  const ir_type *iter = &o->f->groups.data[o->g].iter;
  if (o->iter_gen[d] && e == iter->dims[d]) return o->ex->iter[d];
  if (is_one(e)) return (ir_kdim){false, 1};
  return kdim(o->ex, &o->site, e, o->gen == GENERALIZE_ALL);
}

// The binding of operand `slot` (kop order: Q, K, V, O, mask) of logical
// type `t`, read as av says; a binding dim that is a whole logical dim runs
// along that iteration dim ([B, H, L, Ev], the result's) where sizes agree.
// A page table is the binding after it, its dims the table's (a batch dim
// along the iteration's, so batch sizes share the executable).
static int attention_binding(outliner *o, const attview *av, const ir_type *t, int slot, bool out) {
  ir_kview *kv = &o->ex->kops[0].views[slot];
  int8_t map[IR_MAX_RANK], tmap[IR_MAX_RANK];
  memset(map, -1, sizeof map);
  memset(tmap, -1, sizeof tmap);
  for (int d = 0; d < 4; d++) {
    kv->outer[d] = av->outer[d], kv->inner[d] = av->inner[d];
    bool table = av->outer[d] >= IR_KVIEW_TABLE;
    if (av->inner[d] < 0) (table ? tmap : map)[d] = (int8_t)(av->outer[d] - table * IR_KVIEW_TABLE);
    else kv->inner_size[d] = kdim(o->ex, &o->site, av->inner_size[d], false);
    kv->size[d] = attention_size(o, t->dims[d], d);
  }
  for (int j = 0; j < av->rank; j++) kv->offset[j] = kdim(o->ex, &o->site, av->offset[j], false);
  if (out) VEC_PUSH(o->outputs, (ir_value *)av->base);
  else VEC_PUSH(o->inputs, (ir_value *)av->base);
  int b = add_binding(o, &av->base->type, out, map);
  kv->table = -1, kv->table_dim = 0;
  if (av->table) {
    ir_type tt = table_type(av);
    VEC_PUSH(o->inputs, (ir_value *)av->table);
    kv->table = (int8_t)add_binding(o, &tt, false, tmap);
    kv->table_dim = (int8_t)av->table_dim;
  }
  return b;
}

// v itself, row-major (the mask; O unless transposed), or its dims
// permuted: logical dim d is v's dim outer[d].
static attview plain_view(ir_context *ctx, const ir_value *v, const int8_t *outer) {
  attview av = {.base = v, .rank = v->type.rank};
  for (int d = 0; d < 4; d++) av.outer[d] = outer[d], av.inner[d] = -1;
  for (int j = 0; j < v->type.rank; j++) av.offset[j] = dim_const(ctx, 0);
  return av;
}

// Q, K and V bind the tensors under the ops the group reads through (the
// chain's first ops that are members: plan_attention_views took a prefix
// of each chain); O the transpose of the result when the group ends in one
// (logical dim perm[i] is its dim i).
static void outline_attention(outliner *o) {
  group *G = &o->f->groups.data[o->g];
  ir_context *ctx = o->f->ctx;
  ir_kop *k = &o->ex->kops[0];
  const ir_op *at = NULL;
  for (size_t i = 0; i < G->ops.len; i++)
    if (G->ops.data[i]->kind == IR_OP_ATTENTION) at = G->ops.data[i];
  k->kind = KOP_ATTENTION;
  k->causal = at->flag;
  k->scale = at->value;
  k->operands[4] = -1;
  k->views = ARENA_NEW_ARRAY(&ctx->mem, ir_kview, 5);
  const int8_t in_order[4] = {0, 1, 2, 3};
  for (int i = 0; i < at->operand_count; i++) {
    ir_value *v = at->operands[i];
    const ir_op *chain[ATT_CHAIN];
    int n = i < 3 ? attview_chain(v, ATT_CHAIN, i > 0, chain) : 0, c = 0;
    while (c < n && group_of(o->f, chain[c]->result) == o->g) c++;
    attview av = plain_view(ctx, v, in_order);
    if (c) FACET_CHECK(attview_map(ctx, v, chain, c, &av));
    k->operands[i < 3 ? i : 4] = attention_binding(o, &av, &v->type, i < 3 ? i : 4, false);
  }
  int8_t out[4] = {0, 1, 2, 3};
  if (G->tail != at->result)
    for (int d = 0; d < 4; d++) out[G->tail->def->perm[d]] = (int8_t)d;
  attview av = plain_view(ctx, G->tail, out);
  k->operands[3] = attention_binding(o, &av, &at->result->type, 3, true);
}

// How A[..., M, K] and B[..., K, N] (W[..., N, K]) run along a matmul's
// iteration space [batch..., M, N]: a batched operand along every batch dim
// (its own dims there), one of rank 2 along none; A's M dim along M, B's N
// dim along N.
static void matmul_maps(const ir_op *mm, int nb, int8_t *a, int8_t *b) {
  int ab = mm->operands[0]->type.rank - 2, bb = mm->operands[1]->type.rank - 2;
  for (int d = 0; d < nb; d++) {
    a[d] = ab ? (int8_t)d : -1;
    b[d] = bb ? (int8_t)d : -1;
  }
  a[nb] = (int8_t)ab, a[nb + 1] = -1;
  b[nb] = -1, b[nb + 1] = (int8_t)(bb + (mm->transpose_rhs ? 0 : 1));
}

static ir_exec *outline_group(outliner *o, const bool *escapes, int index) {
  group *G = &o->f->groups.data[o->g];
  ir_context *ctx = o->f->ctx;
  ir_exec *ex = o->ex = ARENA_NEW(&ctx->mem, ir_exec);
  o->site = (ir_site){.fn = o->f->fn, .variant = -1};
  ir_kop *k = &ex->kops[ex->kop_count++];
  ex->iter_rank = G->iter.rank;
  // batch: the outer (row) dims, M for a matmul; all: every dim
  for (int d = 0; d < G->iter.rank; d++)
    o->iter_gen[d] =
        o->gen == GENERALIZE_ALL || (o->gen == GENERALIZE_BATCH && d + 1 < G->iter.rank);
  for (int d = 0; d < G->iter.rank; d++)
    ex->iter[d] = kdim(ex, &o->site, G->iter.dims[d], o->iter_gen[d]);
  if (G->kind == G_MATMUL) {
    const ir_op *mm = G->ops.data[0];
    k->kind = KOP_MATMUL;
    k->transpose_b = mm->transpose_rhs;
    int8_t a_map[IR_MAX_RANK], b_map[IR_MAX_RANK];
    matmul_maps(mm, G->iter.rank - 2, a_map, b_map);
    for (int i = 0; i < 2; i++) {
      VEC_PUSH(o->inputs, mm->operands[i]);
      k->operands[i] = add_binding(o, &mm->operands[i]->type, false, i ? b_map : a_map);
    }
  } else if (G->kind == G_ATTENTION) {
    outline_attention(o);
  } else if (G->kind == G_QMATMUL) {
    outline_qmatmul(o, G->ops.data[0]);
  } else if (G->kind == G_WINDOW) {
    outline_window(o, G->ops.data[0], G->ops.len == 1);
  } else {
    k->kind = KOP_ROWS;
  }
  if (G->kind == G_UPDATE) {
    update_output(o, G->ops.data[0]);
  } else if (G->kind != G_QMATMUL && G->kind != G_ATTENTION &&
             (G->kind != G_WINDOW || G->ops.len > 1)) {
    // (those kernels write their output themselves, a convolution too
    // unless an epilogue follows it)
    for (size_t i = 0; i < G->ops.len; i++) translate_op(o, G->ops.data[i]);
    add_outputs(o, escapes);
  }
  if (G->kind == G_MATMUL) {
    int nb = ex->iter_rank - 2;
    k->m = ex->iter[nb], k->n = ex->iter[nb + 1],
    k->k = ex->bindings[0].dims[ex->bindings[0].rank - 1];
    k->operands[2] = ex->outputs[0].binding;
    if (ex->node_count == 1) ex->node_count = ex->output_count = 0; // plain: C = accumulator
  }
  if (G->kind == G_WINDOW && G->ops.len > 1) k->operands[3] = ex->outputs[0].binding;
  o->site.row = ARENA_NEW_ARRAY(&ctx->mem, fact, ex->push_count ? ex->push_count : 1);
  for (int i = 0; i < ex->push_count; i++) o->site.row[i] = ir_dim_fact(o->f->fn, o->site.push[i]);
  ex->name = exec_name(ctx, o->f->fn, ex, index, o->outputs.data[0]->type.elem);
  return ex;
}

// The group's last op becomes its DISPATCH; the others leave the function.
static void replace_group(outliner *o, bool *removed) {
  group *G = &o->f->groups.data[o->g];
  ir_context *ctx = o->f->ctx;
  ir_op *last = G->ops.data[G->ops.len - 1];
  for (size_t i = 0; i + 1 < G->ops.len; i++) removed[G->ops.data[i]->result->id] = true;
  if (o->ex->update) VEC_PUSH(o->inputs, last->operands[0]); // the updated tensor
  last->kind = IR_OP_DISPATCH;
  last->exec = o->ex;
  last->site = 0;
  last->operand_count = (int)o->inputs.len;
  last->operands = arena_memdup(&ctx->mem, o->inputs.data, sizeof(ir_value *) * o->inputs.len);
  // the op's result and extras are its outputs in binding order
  last->result = o->outputs.data[0];
  last->extra_count = 0;
  last->extra = ARENA_NEW_ARRAY(&ctx->mem, ir_value *, o->outputs.len);
  for (size_t i = 0; i < o->outputs.len; i++) {
    ir_value *v = o->outputs.data[i];
    v->def = last;
    if (i) last->extra[last->extra_count++] = v;
  }
  o->site.op = last;
  o->site.out_count = (int)o->outputs.len;
  memcpy(o->site.outs, o->outputs.data, sizeof(ir_value *) * o->outputs.len);
  VEC_PUSH(o->ex->sites, o->site);
}

// A value escapes its group when an op outside the group uses it (function
// results and overwritten arguments were marked by the caller).
static void mark_escapes(fuser *f, bool *escapes) {
  for (ir_op *op = f->fn->first; op; op = op->next)
    for (int i = 0; i < op->operand_count; i++) {
      int g = group_of(f, op->operands[i]);
      if (g >= 0 && g != group_of(f, op->result)) escapes[op->operands[i]->id] = true;
    }
}

// Executables have room for MOD_MAX_BINDINGS bindings, 8 outputs and
// IR_MAX_KNODES nodes. A group that would not fit is dissolved into one
// group per op (views go back to the host), which always fits: long fused
// chains from unusual programs cost speed, never a crash.
static bool fits_limits(fuser *f, const group *G, const bool *escapes) {
  int inputs = 0, outputs = 0, nodes = 0;
  for (size_t i = 0; i < G->ops.len; i++) {
    const ir_op *op = G->ops.data[i];
    outputs += escapes[op->result->id];
    nodes += op_node_cost(op);
    for (int k = 0; k < op->operand_count; k++)
      if (group_of(f, op->operands[k]) != group_of(f, op->result)) inputs++, nodes++;
  }
  return inputs + outputs <= MOD_MAX_BINDINGS && outputs <= 8 && nodes <= IR_MAX_KNODES;
}

static bool dissolve_oversized(fuser *f, const bool *escapes) {
  bool any = false;
  size_t n = f->groups.len;
  for (size_t g = 0; g < n; g++) {
    if (fits_limits(f, &f->groups.data[g], escapes)) continue;
    op_list ops = f->groups.data[g].ops;
    f->groups.data[g].ops = (op_list){0};
    for (size_t i = 0; i < ops.len; i++) {
      ir_op *op = ops.data[i];
      f->group_of[op->result->id] = -1;
      if (op->kind == IR_OP_VIEW) continue;
      start_group(f, op,
                  is_matmul_root(op)            ? G_MATMUL
                  : is_window(op)               ? G_WINDOW
                  : op->kind == IR_OP_INDEX_PUT ? G_UPDATE
                                                : G_ROWS);
      f->groups.data[f->groups.len - 1].closed = true;
    }
    VEC_FREE(ops);
    any = true;
  }
  return any;
}

static void form_function(ir_context *ctx, ir_function *fn, generalize_mode gen,
                          pipeline_stats *st) {
  assign_devices(ctx, fn);
  fuser f = {.ctx = ctx, .fn = fn};
  size_t nv = (size_t)fn->value_count + 1;
  f.group_of = xmalloc(sizeof(int) * nv);
  f.uses = xcalloc(nv, sizeof(int));
  f.att_uses = xcalloc(nv, sizeof(int));
  f.att_user = xcalloc(nv, sizeof(ir_op *));
  f.att_of = xcalloc(nv, sizeof(ir_op *));
  bool *escapes = xcalloc(nv, 1), *removed = xcalloc(nv, 1);
  for (size_t i = 0; i < nv; i++) f.group_of[i] = -1;
  for (ir_op *op = fn->first; op; op = op->next)
    for (int i = 0; i < op->operand_count; i++) f.uses[op->operands[i]->id]++;
  for (int i = 0; i < fn->result_count; i++)
    f.uses[fn->results[i]->id]++, escapes[fn->results[i]->id] = true;
  for (int i = 0; i < fn->inout_count; i++)
    f.uses[fn->inout_values[i]->id]++, escapes[fn->inout_values[i]->id] = true;
  plan_attention_views(&f);
  form_groups(&f);
  materialize_constants(&f);
  mark_escapes(&f, escapes);
  if (dissolve_oversized(&f, escapes)) mark_escapes(&f, escapes);
  int *node_of = xmalloc(sizeof(int) * nv);
  for (size_t i = 0; i < nv; i++) node_of[i] = -1;
  for (size_t g = 0; g < f.groups.len; g++) {
    group *G = &f.groups.data[g];
    if (!G->ops.len) continue; // dissolved
    outliner o = {.f = &f, .g = (int)g, .node_of = node_of, .gen = gen};
    ir_exec *ex = outline_group(&o, escapes, (int)g);
    // only the group's own results got nodes: reset those, not all values
    for (size_t i = 0; i < G->ops.len; i++) node_of[G->ops.data[i]->result->id] = -1;
    replace_group(&o, removed);
    VEC_PUSH(ctx->execs, ex);
    st->dispatch_sites++;
    VEC_FREE(o.inputs);
    VEC_FREE(o.outputs);
  }
  // drop the ops folded into dispatches; splat constants inlined everywhere.
  // A dispatch's result may be a value `removed` marks (an intermediate of
  // its group that escapes it): the dispatch itself always stays.
  op_list ops = collect_ops(fn);
  for (size_t i = 0; i < ops.len; i++) {
    ir_op *op = ops.data[i];
    if (op->kind == IR_OP_DISPATCH) continue;
    if (removed[op->result->id] || (is_splat_constant(op) && group_of(&f, op->result) < 0))
      ops.data[i] = NULL;
  }
  relink(fn, &ops);
  VEC_FREE(ops);
  for (size_t g = 0; g < f.groups.len; g++) VEC_FREE(f.groups.data[g].ops);
  VEC_FREE(f.groups);
  free(node_of);
  free(f.group_of);
  free(f.uses);
  free(f.att_uses);
  free(f.att_user);
  free(f.att_of);
  free(escapes);
  free(removed);
}

// An indexing-map result as linalg writes it (`d1 + d4`), for messages.
static void affine_text(strbuf *sb, const ir_affine *e) {
  static const char *const ops[] = {[IA_ADD] = " + ",
                                    [IA_MUL] = " * ",
                                    [IA_FLOORDIV] = " floordiv ",
                                    [IA_CEILDIV] = " ceildiv ",
                                    [IA_MOD] = " mod "};
  if (e->kind == IA_CONST) sb_printf(sb, "%lld", (long long)e->value);
  else if (e->kind == IA_DIM) sb_printf(sb, "d%lld", (long long)e->value);
  else {
    bool paren = e->lhs->kind > IA_DIM && e->lhs->kind != e->kind;
    sb_append(sb, paren ? "(" : "");
    affine_text(sb, e->lhs);
    sb_printf(sb, "%s%s", paren ? ")" : "", ops[e->kind]);
    paren = e->rhs->kind > IA_DIM;
    sb_append(sb, paren ? "(" : "");
    affine_text(sb, e->rhs);
    sb_append(sb, paren ? ")" : "");
  }
}

// A linalg.generic that reads an input through a map result that is no
// single loop (a sum of loops, as convolutions and pools index their
// input) and that window_run did not take: a located error names the
// first such map and why it is no convolution or pool.
static void report_unprojected_map(ir_context *ctx, const ir_op *op) {
  const ir_generic *g = op->generic;
  char why[256] = "";
  window_why_not(op, why, sizeof why);
  for (int k = 0; k < g->in_count; k++)
    for (int j = 0; j < g->map_rank[k]; j++) {
      const ir_affine *e = g->maps[k][j];
      if (e->kind == IA_DIM || e->kind == IA_CONST) continue;
      strbuf sb = {0};
      affine_text(&sb, e);
      diag_error(
          ctx->diag, op->where,
          "linalg.generic reads input %d at `%s` (result %d of its indexing map), "
          "not at a single loop, and is no convolution or pool facet compiles: %s (facet-reference "
          "runs it)",
          k, sb_cstr(&sb), j, why);
      sb_free(&sb);
      return;
    }
}

// What the backend compiles today: host views, parameters and sizes, and
// ops inside dispatches.
// Everything else is listed, once per source op kind, and the compile fails
// before any code is generated.
static bool check_supported(ir_context *ctx) {
  typedef struct {
    const char *name;
    int uses;
    loc first;
  } kind;
  VEC(kind) kinds = {0};
  for (size_t f = 0; f < ctx->functions.len; f++) {
    for (const ir_op *op = ctx->functions.data[f]->first; op; op = op->next) {
      if (op->kind == IR_OP_VIEW || op->kind == IR_OP_GLOBAL || op->kind == IR_OP_SIZE ||
          op->kind == IR_OP_DISPATCH || op->kind == IR_OP_TRANSFER ||
          (op->kind == IR_OP_CONSTANT && op->data))
        continue; // host ops (a size: computed by the host program; a dense constant: module data)
      const char *name = op->kind == IR_OP_OPAQUE ? op->name
                         : op->source             ? op->source
                                                  : ir_op_name(op->kind);
      size_t k = 0;
      while (k < kinds.len && strcmp(kinds.data[k].name, name)) k++;
      if (k == kinds.len) VEC_PUSH(kinds, ((kind){name, 0, op->where}));
      kinds.data[k].uses++;
      if (op->kind == IR_OP_GENERIC) report_unprojected_map(ctx, op);
    }
  }
  for (size_t k = 0; k < kinds.len; k++) // located at the kind's first use
    diag_warning(ctx->diag, kinds.data[k].first, "unsupported op %s (%d use%s)", kinds.data[k].name,
                 kinds.data[k].uses, kinds.data[k].uses == 1 ? "" : "s");
  if (kinds.len)
    diag_error(ctx->diag, (loc){0}, "%zu unsupported op kind%s; nothing was compiled", kinds.len,
               kinds.len == 1 ? "" : "s");
  bool ok = kinds.len == 0;
  VEC_FREE(kinds);
  return ok;
}

bool dispatch_run(ir_context *ctx, const pipeline_options *o, pipeline_stats *st) {
  for (size_t f = 0; f < ctx->functions.len; f++) {
    remove_dead_ops(ctx->functions.data[f]);
    form_function(ctx, ctx->functions.data[f], o->generalize, st);
  }
  st->executables_before_dedup = (int)ctx->execs.len;
  return check_supported(ctx);
}
