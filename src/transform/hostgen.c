// hostgen.c: each graph function -> a host program (mod_function).
//
// Requires: bound dispatch sites (specialize) and kernel indices (kernels).
// Guarantees: the program first derives every symbol from the input dims
// and checks every promise the export made about them (range,
// divisibility, equal dims), naming the binding that made it; only then
// does it allocate and dispatch. Each util.global bound to a parameter is a
// module parameter, read by a PARAM command; each dense constant (a
// literal, an inline global: constants.c) is module data, read by
// CONST_DATA. The transient buffers of a
// call (dispatch outputs that are not results) are planned here
// (plan_transients): one ALLOC of a block, one SLICE per buffer, so a call
// allocates O(1) blocks whatever its number of dispatches. Dim expressions
// become register arithmetic, computed once per call (memoised by their
// interned pointer).
//
// Mutable arguments (torch.overwrite.tensor.contents) are written back into
// the caller's buffer (plan_writebacks): the dispatch computing the new
// value writes it there directly when nothing reads the argument's old
// contents from that dispatch on; otherwise a COPY follows the last read.
// Every register, check and allocation of a call comes before its first
// dispatch or copy, so a call that fails (but for an internal error)
// leaves its mutable arguments untouched (docs/architecture.md).
#include "transform.h"

#include <stdlib.h>
#include <string.h>

typedef VEC(char *) string_list;

// A transient buffer: a buffer an op makes (a dispatch's output, a size's
// value) that is neither a result nor a mutable argument's new value
// written in place, live from the op that writes it to the last op that
// reads it (or a view of it), or to the COPY that reads it.
typedef struct tbuf {
  const dim_expr *bytes;   // its size
  const dim_expr *aligned; // rounded up to 64 bytes
  int def, last;           // op indices
  int region;              // the region of the block it shares
  int device;              // the device whose steps write and read it
} tbuf;

// Buffers whose lifetimes never overlap share a region, as large as the
// largest of them (MAX of their sizes at run time); regions are laid out
// one after another in the call's transient block.
typedef struct tregion {
  int last;                    // last op reading any buffer of it so far
  uint64_t bound;              // upper bound of its size from the facts
  VEC(const dim_expr *) sizes; // distinct aligned sizes of its buffers
  uint32_t offset_reg;         // register of its offset in the block
  int device;                  // its buffers' device: devices never share a region
} tregion;

// A mutable argument's write-back.
typedef struct wback {
  int arg;              // the argument written
  const ir_value *root; // the buffer holding its new value (views followed)
  int direct_at;        // >= 0: the dispatch (op index) writing root into the argument
  int pos;              // otherwise a COPY after op pos (-1: before the first op)
  bool trivial;         // the new value is the argument's own bytes: nothing to do
  bool done;            // emitted
} wback;

// A COPY into a result block: an output whose buffer is an input, a
// parameter or another output's (outputs must be distinct blocks).
typedef struct ocopy {
  int pos;              // after op pos (-1: before the first op)
  const ir_value *root; // the source buffer
  int output;           // the output it is
  uint32_t slot;        // its result block (emit_result_blocks)
} ocopy;

typedef struct hostgen {
  ir_context *ctx;
  mod_module *m;
  ir_function *fn;
  VEC(mod_cmd) cmds;
  VEC(mod_site) sites;
  hashmap regs; // dim_expr* -> register + 1
  int reg_count;
  int *slot_of; // value id -> buffer slot
  int slot_count;
  string_list *strings;      // module string table
  const hashmap *exec_index; // ir_exec* -> module executable index + 1
  VEC(mod_param) params;     // the module's parameters, in order of first use
  hashmap param_index;       // global name -> index in params + 1
  VEC(mod_const) consts;     // the module's constants, in order of first use
  VEC(uint64_t) const_hash;  // xxh64 of each constant's bytes
  uint8_t *const_data;       // their bytes, each at a MOD_CONST_ALIGN offset
  size_t const_data_size, const_data_cap;
  // memory planning, per function
  VEC(tbuf) bufs;
  VEC(tregion) regions;
  int *buf_of;         // value id -> index in bufs + 1 (views: their base's)
  uint32_t block_slot; // the transient block
  uint64_t transient_bound;
  // interface: write-backs and result blocks, per function
  int *def_at;    // value id -> index of its defining op (-1: argument)
  int *last_read; // argument -> last op index reading (a view of) it, or -1
  VEC(wback) wbacks;
  VEC(ocopy) ocopies;
  int *direct_of;            // value id -> argument + 1 a dispatch writes it into in place
  const ir_value **alias_of; // value id -> the tensor an update (index_put) wrote in place
  int *symbol_source;        // symbol -> arg * IR_MAX_RANK + dim + 1 it is read from (entry checks)
  bool *result_root;         // value id -> its buffer is handed to the caller as a result
  int *result_slot;          // value id -> slot + 1 of its result block (hoisted ALLOC c = 1)
  uint32_t *output_slot;     // output -> slot (set after the program)
  bool failed;
} hostgen;

static uint32_t add_string(hostgen *h, const char *s) {
  VEC_PUSH(*h->strings, arena_strdup(&h->m->mem, s));
  return (uint32_t)h->strings->len - 1;
}

static uint32_t new_reg(hostgen *h) { return (uint32_t)h->reg_count++; }

static void emit(hostgen *h, mod_cmd c) { VEC_PUSH(h->cmds, c); }

static void set_reg(hostgen *h, const dim_expr *e, uint32_t r) {
  hashmap_put(&h->regs, &e, sizeof e, (void *)(uintptr_t)(r + 1));
}

static bool get_reg(hostgen *h, const dim_expr *e, uint32_t *r) {
  uintptr_t v = (uintptr_t)hashmap_get(&h->regs, &e, sizeof e);
  if (v) *r = (uint32_t)(v - 1);
  return v != 0;
}

// Register holding the value of e, emitting the arithmetic on first use.
static uint32_t expr_reg(hostgen *h, const dim_expr *e) {
  uint32_t r;
  if (get_reg(h, e, &r)) return r;
  static const uint32_t ops[] = {[DIM_ADD] = MOD_CMD_ADD,
                                 [DIM_MUL] = MOD_CMD_MUL,
                                 [DIM_FLOORDIV] = MOD_CMD_FLOORDIV,
                                 [DIM_CEILDIV] = MOD_CMD_CEILDIV,
                                 [DIM_MOD] = MOD_CMD_MOD};
  if (e->kind == DIM_CONST) {
    r = new_reg(h);
    emit(h, (mod_cmd){.op = MOD_CMD_CONST, .a = r, .imm = e->c});
  } else if (e->kind == DIM_SYM) { // no argument dim gives it (ir_derive_symbols)
    char *text = ir_underivable_text(h->fn, e->sym);
    diag_error(h->ctx->diag, h->fn->where, "%s", text);
    free(text);
    h->failed = true;
    r = new_reg(h);
    emit(h, (mod_cmd){.op = MOD_CMD_CONST, .a = r});
  } else {
    uint32_t a = expr_reg(h, e->lhs), b = expr_reg(h, e->rhs);
    r = new_reg(h);
    emit(h, (mod_cmd){.op = ops[e->kind], .a = r, .b = a, .c = b});
  }
  set_reg(h, e, r);
  return r;
}

// "expected s1 * 32 with s1 in [2, 4095] (torch.bind_symbolic_shape at f.mlir:10:1)"
static uint32_t promise_text(hostgen *h, int arg, int dim) {
  char *text = ir_promise_text(h->fn, arg, dim, h->symbol_source);
  uint32_t id = add_string(h, text);
  free(text);
  return id;
}

// One symbol from its argument dim D = coef * s + rest (ir_derive_symbols):
// t = D - rest (rest - D for coef < 0) checked against |coef| * range,
// then s = t / |coef|. For D = c * s that is today's DIM, CHECK_FACT and
// FLOORDIV; the check names D itself (the runtime reports the input's dim).
static void emit_derivation(hostgen *h, const ir_derivation *v) {
  const dim_expr *e = h->fn->args[v->arg]->type.dims[v->dim], *s = dim_sym(h->ctx, v->sym);
  const dim_expr *rest = dim_add(h->ctx, e, dim_mul(h->ctx, s, dim_const(h->ctx, -v->coef)));
  uint32_t dr = new_reg(h), t = dr;
  emit(h, (mod_cmd){.op = MOD_CMD_DIM, .a = dr, .b = (uint32_t)v->arg, .c = (uint32_t)v->dim});
  int64_t zero;
  if (!dim_is_const(rest, &zero) || zero != 0 || v->coef < 0) {
    uint32_t rr = expr_reg(h, rest);
    t = new_reg(h);
    bool up = v->coef > 0; // t = D - rest, or rest - D
    emit(h, (mod_cmd){.op = MOD_CMD_SUB, .a = t, .b = up ? dr : rr, .c = up ? rr : dr});
  }
  emit(h, (mod_cmd){.op = MOD_CMD_CHECK_FACT,
                    .a = t,
                    .b = (uint32_t)v->arg,
                    .c = (uint32_t)v->dim,
                    .d = promise_text(h, v->arg, v->dim),
                    .check = v->check});
  h->symbol_source[v->sym] = v->arg * IR_MAX_RANK + v->dim + 1; // named in later checks' messages
  set_reg(h, e, dr);
  int64_t mag = v->coef < 0 ? -v->coef : v->coef;
  if (mag == 1) {
    set_reg(h, s, t);
    return;
  }
  uint32_t cr = expr_reg(h, dim_const(h->ctx, mag)), sr = new_reg(h);
  emit(h, (mod_cmd){.op = MOD_CMD_FLOORDIV, .a = sr, .b = t, .c = cr});
  set_reg(h, s, sr);
}

// Derives the symbols from the argument dims (ir_derive_symbols: the rule
// the reference shares), checking each source dim's fact; then checks
// every other dynamic argument dim against its expression.
static void emit_entry_checks(hostgen *h) {
  ir_function *fn = h->fn;
  bool *source = xcalloc((size_t)fn->arg_count * IR_MAX_RANK + 1, 1);
  h->symbol_source = xcalloc((size_t)fn->symbol_count + 1, sizeof(int));
  ir_derivation *derived = xcalloc((size_t)fn->symbol_count + 1, sizeof *derived);
  int n = ir_derive_symbols(fn, derived);
  for (int i = 0; i < n; i++) {
    emit_derivation(h, &derived[i]);
    source[derived[i].arg * IR_MAX_RANK + derived[i].dim] = true;
  }
  free(derived);
  for (int a = 0; a < fn->arg_count; a++) {
    const ir_type *t = &fn->args[a]->type;
    for (int d = 0; d < t->rank; d++) {
      if (source[a * IR_MAX_RANK + d] || dim_is_const(t->dims[d], NULL)) continue;
      uint32_t dr = new_reg(h), want = expr_reg(h, t->dims[d]);
      emit(h, (mod_cmd){.op = MOD_CMD_DIM, .a = dr, .b = (uint32_t)a, .c = (uint32_t)d});
      emit(h, (mod_cmd){.op = MOD_CMD_CHECK_EQ,
                        .a = dr,
                        .b = (uint32_t)a,
                        .c = (uint32_t)d,
                        .d = promise_text(h, a, d),
                        .e = want});
    }
  }
  free(source);
  free(h->symbol_source);
  h->symbol_source = NULL;
}

// The value whose buffer v is (host views are the same bytes).
static const ir_value *view_root(const ir_value *v) {
  while (v->def && v->def->kind == IR_OP_VIEW) v = v->def->operands[0];
  return v;
}

// The same, following in-place updates too (plan_updates).
static const ir_value *root_of(const hostgen *h, const ir_value *v) {
  for (;;) {
    v = view_root(v);
    if (!h->alias_of[v->id]) return v;
    v = h->alias_of[v->id];
  }
}

static bool is_arg(const ir_value *v) { return !v->def && v->arg_index >= 0; }

// Is v (a dispatch output) handed to the caller as a result's block?
static bool is_result(const hostgen *h, const ir_value *v) { return h->result_root[v->id]; }

// The device v is on (dispatch.c: assign_devices): its op's, or its
// argument's iree.abi.affinity.
static uint32_t device_of(const hostgen *h, const ir_value *v) {
  if (v->def) return (uint32_t)v->def->device;
  return h->fn->arg_devices && v->arg_index >= 0 ? (uint32_t)h->fn->arg_devices[v->arg_index] : 0;
}

// The values whose buffers op makes (a dispatch's outputs, a size's
// value, a transfer's copy); returns their number.
static int made_values(const hostgen *h, const ir_op *op, const ir_value **out) {
  if (op->kind == IR_OP_SIZE || op->kind == IR_OP_TRANSFER) {
    out[0] = op->result;
    return 1;
  }
  if (op->kind != IR_OP_DISPATCH) return 0;
  const ir_site *site = &op->exec->sites.data[op->site];
  int n = 0;
  for (int k = 0; k < site->out_count; k++)
    if (!h->alias_of[site->outs[k]->id]) out[n++] = site->outs[k]; // else the updated tensor's
  return n;
}

static const dim_expr *byte_size(hostgen *h, const ir_type *t) {
  return dim_mul(h->ctx, ir_type_numel(h->ctx, t), dim_const(h->ctx, (int64_t)dtype_size(t->elem)));
}

// The region for buffer b: a free one (all its buffers dead before b is
// written) holding a buffer of the very same size if any, else the free one
// whose bound fits b most tightly, else the largest free one (it grows),
// else a new one.
static int pick_region(hostgen *h, const tbuf *b, uint64_t bound) {
  int same = -1, fit = -1, grow = -1;
  for (size_t r = 0; r < h->regions.len; r++) {
    const tregion *g = &h->regions.data[r];
    if (g->last >= b->def || g->device != b->device) continue;
    for (size_t k = 0; k < g->sizes.len && same < 0; k++)
      if (g->sizes.data[k] == b->aligned) same = (int)r;
    if (g->bound >= bound && (fit < 0 || g->bound < h->regions.data[fit].bound)) fit = (int)r;
    if (grow < 0 || g->bound > h->regions.data[grow].bound) grow = (int)r;
  }
  int r = same >= 0 ? same : fit >= 0 ? fit : grow;
  if (r < 0) {
    VEC_PUSH(h->regions, ((tregion){.last = -1, .device = b->device}));
    r = (int)h->regions.len - 1;
  }
  return r;
}

// Lifetimes in op order, regions, then the block: registers for each
// region's size (MAX of its sizes) and offset, one ALLOC of their sum. Runs
// after the entry checks, which derive every symbol the sizes use.
static void plan_transients(hostgen *h) {
  ir_function *fn = h->fn;
  h->bufs.len = 0;
  h->regions.len = 0;
  h->transient_bound = 0;
  int i = 0;
  for (ir_op *op = fn->first; op; op = op->next, i++) {
    for (int k = 0; k < op->operand_count; k++) {
      int b = h->buf_of[op->operands[k]->id];
      if (b) h->bufs.data[b - 1].last = i;
    }
    if (op->kind == IR_OP_VIEW) h->buf_of[op->result->id] = h->buf_of[op->operands[0]->id];
    if (op->kind == IR_OP_DISPATCH && h->alias_of[op->result->id])
      h->buf_of[op->result->id] = h->buf_of[h->alias_of[op->result->id]->id];
    const ir_value *made[8];
    int n = made_values(h, op, made);
    for (int k = 0; k < n; k++) {
      const ir_value *v = made[k];
      if (is_result(h, v) || h->direct_of[v->id]) continue;
      const dim_expr *bytes = byte_size(h, &v->type);
      const dim_expr *c64 = dim_const(h->ctx, 64);
      tbuf t = {bytes, dim_mul(h->ctx, dim_ceildiv(h->ctx, bytes, c64), c64), i, i, -1, op->device};
      VEC_PUSH(h->bufs, t);
      h->buf_of[v->id] = (int)h->bufs.len;
    }
  }
  for (size_t w = 0; w < h->wbacks.len; w++) { // a COPY reads its source later
    const wback *wb = &h->wbacks.data[w];
    int b = wb->trivial || wb->direct_at >= 0 ? 0 : h->buf_of[wb->root->id];
    if (b && h->bufs.data[b - 1].last < wb->pos) h->bufs.data[b - 1].last = wb->pos;
  }
  for (size_t b = 0; b < h->bufs.len; b++) {
    tbuf *t = &h->bufs.data[b];
    uint64_t bound = ir_dim_fact(fn, t->aligned).umax;
    t->region = pick_region(h, t, bound);
    tregion *g = &h->regions.data[t->region];
    g->last = t->last;
    if (bound > g->bound) g->bound = bound;
    bool known = false;
    for (size_t k = 0; k < g->sizes.len; k++) known |= g->sizes.data[k] == t->aligned;
    if (!known) VEC_PUSH(g->sizes, t->aligned);
  }
  if (h->regions.len == 0) return;
  uint32_t offset = expr_reg(h, dim_const(h->ctx, 0));
  for (size_t r = 0; r < h->regions.len; r++) {
    tregion *g = &h->regions.data[r];
    uint32_t size = expr_reg(h, g->sizes.data[0]);
    for (size_t k = 1; k < g->sizes.len; k++) {
      uint32_t m = new_reg(h);
      uint32_t other = expr_reg(h, g->sizes.data[k]);
      emit(h, (mod_cmd){.op = MOD_CMD_MAX, .a = m, .b = size, .c = other});
      size = m;
    }
    g->offset_reg = offset;
    offset = new_reg(h);
    emit(h, (mod_cmd){.op = MOD_CMD_ADD, .a = offset, .b = g->offset_reg, .c = size});
    h->transient_bound = sat_add(h->transient_bound, g->bound);
  }
  h->block_slot = (uint32_t)h->slot_count++;
  emit(h, (mod_cmd){.op = MOD_CMD_ALLOC, .a = h->block_slot, .b = offset, .c = 0});
}

// The slot of a buffer op v writes: a mutable argument's (its new value,
// written in place), a result block (allocated up front), or its place in
// the transient block (a SLICE).
static uint32_t buffer_of(hostgen *h, const ir_value *v) {
  uint32_t out;
  if (h->alias_of[v->id]) {
    out = (uint32_t)h->slot_of[h->alias_of[v->id]->id];
  } else if (h->direct_of[v->id]) {
    out = (uint32_t)h->direct_of[v->id] - 1;
  } else if (h->result_slot[v->id]) {
    out = (uint32_t)h->result_slot[v->id] - 1;
  } else {
    int b = h->buf_of[v->id];
    FACET_CHECK(b);
    const tbuf *t = &h->bufs.data[b - 1];
    out = (uint32_t)h->slot_count++;
    emit(h, (mod_cmd){.op = MOD_CMD_SLICE,
                      .a = out,
                      .b = h->block_slot,
                      .c = h->regions.data[t->region].offset_reg,
                      .d = expr_reg(h, t->bytes)});
  }
  h->slot_of[v->id] = (int)out;
  return out;
}

// Finds every output's buffer, then dispatches with bindings in the
// executable's order: inputs (the op's operands), then outputs.
static void emit_dispatch(hostgen *h, ir_op *op) {
  ir_exec *ex = op->exec;
  const ir_site *site = &ex->sites.data[op->site];
  mod_site ms = {.push_count = (uint32_t)ex->push_count};
  int inputs = op->operand_count - (ex->update ? 1 : 0);
  for (int i = 0; i < inputs; i++)
    ms.binding_slots[ms.binding_count++] = (uint32_t)h->slot_of[op->operands[i]->id];
  for (int i = 0; i < site->out_count; i++) {
    const ir_value *v = site->outs[i];
    ms.binding_slots[ms.binding_count++] = buffer_of(h, v);
  }
  // an update not done in place starts from a copy of its tensor
  if (ex->update && !h->alias_of[site->outs[0]->id])
    emit(h, (mod_cmd){.op = MOD_CMD_COPY,
                      .a = ms.binding_slots[inputs],
                      .b = (uint32_t)h->slot_of[op->operands[inputs]->id],
                      .c = (uint32_t)op->device});
  ms.device = (uint32_t)op->device;
  for (int p = 0; p < ex->push_count; p++) ms.push_regs[p] = expr_reg(h, site->push[p]);
  if (site->variant >= 0) { // bound statically: no test at run time
    ms.choice_count = 1;
    ms.choices = ARENA_NEW(&h->m->mem, mod_choice);
    ms.choices[0].variant = (uint32_t)site->variant;
  } else { // a predicate chain: each piece's facts, the last one the fallback
    ms.choice_count = (uint32_t)site->choice_count;
    ms.choices = ARENA_NEW_ARRAY(&h->m->mem, mod_choice, site->choice_count);
    for (int c = 0; c < site->choice_count; c++) {
      ms.choices[c].variant = (uint32_t)site->choice_variant[c];
      if (c + 1 == site->choice_count) continue;
      ms.choices[c].row_count = 1;
      ms.choices[c].rows = arena_memdup(&h->m->mem, ex->rows.data[site->choice_row[c]],
                                        sizeof(fact) * (size_t)ex->push_count);
    }
  }
  char where[256];
  ms.loc_string = add_string(h, loc_str(op->where, where, sizeof where));
  ms.executable = (uint32_t)(uintptr_t)hashmap_get(h->exec_index, &ex, sizeof ex) - 1;
  VEC_PUSH(h->sites, ms);
  emit(h, (mod_cmd){.op = MOD_CMD_DISPATCH, .a = (uint32_t)h->sites.len - 1});
}

// The module parameter of a util.global (added on first use). A global
// with an inline value and no #stream.parameter.named binding became a
// constant (constants.c); one with neither has no value to load.
static uint32_t param_of(hostgen *h, const ir_op *op) {
  uintptr_t i = (uintptr_t)hashmap_get_str(&h->param_index, op->name);
  if (i) return (uint32_t)i - 1;
  const ir_global *g = ir_find_global(h->ctx, op->name);
  FACET_CHECK(g); // the importer resolved every util.global.load
  if (!g->key || !g->key[0]) {
    diag_error(h->ctx->diag, op->where,
               "util.global @%s has no value: neither a parameter (#stream.parameter.named<"
               "\"scope\"::\"key\">) nor an initial value",
               g->name);
    h->failed = true;
  }
  mod_param p = {.name = arena_strdup(&h->m->mem, g->name),
                 .scope = arena_strdup(&h->m->mem, g->scope ? g->scope : ""),
                 .key = arena_strdup(&h->m->mem, g->key ? g->key : g->name),
                 .dtype = g->type.elem,
                 .rank = (uint32_t)g->type.rank};
  for (int d = 0; d < g->type.rank; d++) FACET_CHECK(dim_is_const(g->type.dims[d], &p.dims[d]));
  // two globals bound to one parameter share it
  for (size_t k = 0; k < h->params.len; k++)
    if (!strcmp(h->params.data[k].scope, p.scope) && !strcmp(h->params.data[k].key, p.key)) {
      const mod_param *q = &h->params.data[k];
      if (q->dtype != p.dtype || q->rank != p.rank || memcmp(q->dims, p.dims, sizeof p.dims)) {
        diag_error(h->ctx->diag, op->where,
                   "util.global @%s and @%s bind parameter \"%s\"::\"%s\" with different types",
                   q->name, p.name, p.scope, p.key);
        h->failed = true;
      }
      hashmap_put_str(&h->param_index, op->name, (void *)(uintptr_t)(k + 1));
      return (uint32_t)k;
    }
  VEC_PUSH(h->params, p);
  hashmap_put_str(&h->param_index, op->name, (void *)(uintptr_t)h->params.len);
  return (uint32_t)h->params.len - 1;
}

// The module constant holding a dense IR_OP_CONSTANT's bytes (added on
// first use). Constants of the same type and bytes, in any function, are
// stored once: the hash finds candidates, the bytes decide.
static uint32_t const_of(hostgen *h, const ir_op *op) {
  const ir_type *t = &op->result->type;
  mod_const k = {.dtype = t->elem, .rank = (uint32_t)t->rank, .size = op->data_bytes};
  for (int d = 0; d < t->rank; d++) FACET_CHECK(dim_is_const(t->dims[d], &k.dims[d]));
  uint64_t hash = hash_bytes(op->data, op->data_bytes);
  for (size_t i = 0; i < h->consts.len; i++) {
    const mod_const *q = &h->consts.data[i];
    if (h->const_hash.data[i] == hash && q->dtype == k.dtype && q->rank == k.rank &&
        !memcmp(q->dims, k.dims, sizeof k.dims) && q->size == k.size &&
        !memcmp(h->const_data + q->offset, op->data, k.size))
      return (uint32_t)i;
  }
  size_t at = (h->const_data_size + MOD_CONST_ALIGN - 1) & ~(size_t)(MOD_CONST_ALIGN - 1);
  if (at + k.size > h->const_data_cap) {
    size_t cap = h->const_data_cap ? h->const_data_cap : 4096;
    while (cap < at + k.size) cap *= 2;
    h->const_data = xrealloc(h->const_data, cap);
    h->const_data_cap = cap;
  }
  memset(h->const_data + h->const_data_size, 0, at - h->const_data_size); // padding
  if (k.size) memcpy(h->const_data + at, op->data, k.size);
  k.offset = at;
  h->const_data_size = at + k.size;
  VEC_PUSH(h->consts, k);
  VEC_PUSH(h->const_hash, hash);
  return (uint32_t)h->consts.len - 1;
}

// In-place updates (index_put dispatches, ir_exec.update). An update's
// output takes the buffer of the tensor it updates (alias_of) when nothing
// reads that tensor's contents after it (nor returns or writes them back),
// and the buffer may be written: a dispatch's output, or a mutable argument
// the update chain ends in (a paged cache: view, index_put, view, index_put
// ... overwrite): every update of the chain then writes the caller's buffer
// and the write-back costs nothing. Otherwise the output is a buffer of its
// own that starts as a COPY of the tensor (emit_dispatch).
static bool is_update(const ir_op *op) { return op->kind == IR_OP_DISPATCH && op->exec->update; }

static const ir_value *updated_tensor(const ir_op *op) {
  return op->operands[op->operand_count - 1];
}

// Whether an update reads the tensor it updates through another operand
// (index_put(x, idx, x), or rows of x gathered as the values): done in
// place it would read elements it has already overwritten.
static bool update_reads_itself(hostgen *h, const ir_op *op) {
  const ir_value *p = root_of(h, updated_tensor(op));
  for (int k = 0; k + 1 < op->operand_count; k++)
    if (root_of(h, op->operands[k]) == p) return true;
  return false;
}

static void plan_updates(hostgen *h) {
  ir_function *fn = h->fn;
  size_t nv = (size_t)fn->value_count + 1;
  int *last = xmalloc(sizeof(int) * nv), n = 0;
  bool *chain = NULL;
  for (size_t v = 0; v < nv; v++) last[v] = -1;
  for (ir_op *op = fn->first; op; op = op->next, n++)
    for (int k = 0; k < op->operand_count; k++) last[view_root(op->operands[k])->id] = n;
  for (int j = 0; j < fn->result_count; j++) last[view_root(fn->results[j])->id] = INT32_MAX;
  for (int j = 0; j < fn->inout_count; j++) last[view_root(fn->inout_values[j])->id] = INT32_MAX;
  // the updates a mutable argument's new value comes from, back to the argument
  chain = xcalloc((size_t)n + 1, 1);
  for (int j = 0; j < fn->inout_count; j++) {
    const ir_value *v = view_root(fn->inout_values[j]);
    VEC(int) members = {0};
    while (v->def && is_update(v->def) &&
           last[view_root(updated_tensor(v->def))->id] == h->def_at[v->id]) {
      VEC_PUSH(members, h->def_at[v->id]);
      v = view_root(updated_tensor(v->def));
    }
    if (v == fn->args[fn->inout_args[j]])
      for (size_t m = 0; m < members.len; m++) chain[members.data[m]] = true;
    VEC_FREE(members);
  }
  int i = 0;
  for (ir_op *op = fn->first; op; op = op->next, i++) {
    if (!is_update(op)) continue;
    const ir_value *x = updated_tensor(op), *p = root_of(h, x);
    bool writable = is_arg(p) ? chain[i] : p->def && p->def->kind == IR_OP_DISPATCH;
    if (writable && last[view_root(x)->id] == i && !update_reads_itself(h, op))
      h->alias_of[op->result->id] = x;
  }
  free(chain);
  free(last);
}

// Where each value is defined (op index; -1 for arguments) and, per
// argument, the last op reading its bytes (through views too).
static void index_ops(hostgen *h) {
  ir_function *fn = h->fn;
  for (int v = 0; v <= fn->value_count; v++) h->def_at[v] = -1;
  for (int a = 0; a < fn->arg_count; a++) h->last_read[a] = -1;
  int i = 0;
  for (ir_op *op = fn->first; op; op = op->next, i++) {
    h->def_at[op->result->id] = i;
    for (int x = 0; x < op->extra_count; x++) h->def_at[op->extra[x]->id] = i;
    for (int k = 0; k < op->operand_count; k++) {
      const ir_value *r = root_of(h, op->operands[k]);
      if (is_arg(r)) h->last_read[r->arg_index] = i;
    }
  }
}

// Each result is a block handed to the caller. The first result whose
// buffer is a dispatch's output takes that buffer (allocated up front,
// ALLOC c = 1); any other (an input, a parameter, a buffer another result
// took) gets a block of its own and a COPY once its source is complete:
// at the start for inputs, so a mutable argument's old value is copied
// before anything overwrites it, and after the update for a value an
// update wrote into another's buffer.
static void plan_outputs(hostgen *h) {
  ir_function *fn = h->fn;
  h->ocopies.len = 0;
  for (int j = 0; j < fn->result_count; j++) {
    const ir_value *r = root_of(h, fn->results[j]);
    bool made = r->def && (r->def->kind == IR_OP_DISPATCH || r->def->kind == IR_OP_SIZE ||
                           r->def->kind == IR_OP_TRANSFER);
    if (made && !h->result_root[r->id]) {
      h->result_root[r->id] = true;
      h->output_slot[j] = UINT32_MAX; // its buffer's slot, known at the end
      continue;
    }
    // after the update that made the value, where it was done in place
    int pos = h->def_at[r->id], at = h->def_at[view_root(fn->results[j])->id];
    VEC_PUSH(h->ocopies, ((ocopy){at > pos ? at : pos, r, j, 0}));
  }
}

// Can the dispatch computing w's value write it straight into the
// argument? Only when the value is nothing else's buffer (a result, another
// argument's new value), has the argument's dtype and byte size, and no op
// from that dispatch on reads the argument's old bytes: kernels' inputs
// and outputs must not alias (docs/kernel-abi.md).
static void try_direct(hostgen *h, wback *w) {
  const ir_value *r = w->root, *arg = h->fn->args[w->arg];
  if (!r->def || r->def->kind != IR_OP_DISPATCH || h->result_root[r->id] || h->direct_of[r->id])
    return;
  if (r->type.elem != arg->type.elem || byte_size(h, &r->type) != byte_size(h, &arg->type)) return;
  int d = h->def_at[r->id];
  if (h->last_read[w->arg] >= d) return;
  w->direct_at = d;
  h->direct_of[r->id] = w->arg + 1;
}

// Does write-back `reader` COPY from the old bytes of w's argument?
static bool reads_old(const wback *reader, const wback *w) {
  return reader != w && !reader->trivial && is_arg(reader->root) &&
         reader->root->arg_index == w->arg;
}

// A COPY of an argument's new value follows the op defining it and the
// last op reading the argument's old bytes. A COPY reading another
// argument's old bytes must precede that argument's write: its position is
// raised, or a direct write it would follow becomes a COPY. Positions only
// grow and are bounded by the op count, so this ends.
static void plan_writebacks(hostgen *h) {
  ir_function *fn = h->fn;
  h->wbacks.len = 0;
  for (int i = 0; i < fn->inout_count; i++) {
    wback w = {.arg = fn->inout_args[i], .root = root_of(h, fn->inout_values[i]), .direct_at = -1};
    w.trivial = w.root == fn->args[w.arg];
    VEC_PUSH(h->wbacks, w);
  }
  for (size_t i = 0; i < h->wbacks.len; i++) {
    wback *w = &h->wbacks.data[i];
    if (w->trivial) continue;
    try_direct(h, w);
    w->pos = h->def_at[w->root->id] > h->last_read[w->arg] ? h->def_at[w->root->id]
                                                           : h->last_read[w->arg];
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = 0; i < h->wbacks.len; i++) {
      wback *w = &h->wbacks.data[i];
      for (size_t j = 0; j < h->wbacks.len && !w->trivial; j++) {
        const wback *reader = &h->wbacks.data[j];
        if (!reads_old(reader, w)) continue;
        if (w->direct_at >= 0 && reader->pos >= w->direct_at) {
          h->direct_of[w->root->id] = 0;
          w->direct_at = -1;
          changed = true;
        }
        if (w->direct_at < 0 && w->pos < reader->pos) w->pos = reader->pos, changed = true;
      }
    }
  }
}

// Every register the program needs, so that arithmetic (which can fail)
// comes before the first dispatch or copy.
static void emit_registers(hostgen *h) {
  for (ir_op *op = h->fn->first; op; op = op->next) {
    if (op->kind == IR_OP_SIZE) expr_reg(h, op->start);
    if (op->kind != IR_OP_DISPATCH) continue;
    const ir_site *site = &op->exec->sites.data[op->site];
    for (int p = 0; p < op->exec->push_count; p++) expr_reg(h, site->push[p]);
  }
  for (size_t b = 0; b < h->bufs.len; b++) expr_reg(h, h->bufs.data[b].bytes);
  for (int j = 0; j < h->fn->result_count; j++)
    for (int d = 0; d < h->fn->results[j]->type.rank; d++)
      expr_reg(h, h->fn->results[j]->type.dims[d]);
}

static uint32_t alloc_result(hostgen *h, const ir_type *t) {
  uint32_t s = (uint32_t)h->slot_count++;
  emit(h, (mod_cmd){.op = MOD_CMD_ALLOC, .a = s, .b = expr_reg(h, byte_size(h, t)), .c = 1});
  return s;
}

// The result blocks, before any dispatch: a call that runs out of memory
// has changed nothing.
static void emit_result_blocks(hostgen *h) {
  for (ir_op *op = h->fn->first; op; op = op->next) {
    const ir_value *made[8];
    int n = made_values(h, op, made);
    for (int k = 0; k < n; k++)
      if (h->result_root[made[k]->id])
        h->result_slot[made[k]->id] = (int)alloc_result(h, &made[k]->type) + 1;
  }
  for (size_t c = 0; c < h->ocopies.len; c++) {
    ocopy *oc = &h->ocopies.data[c];
    oc->slot = h->output_slot[oc->output] = alloc_result(h, &oc->root->type);
  }
}

// A COPY runs on the device of the value it reads (a write-back's value is
// on its argument's device: dispatch.c transfers it there).
static void emit_copy(hostgen *h, uint32_t dst, const ir_value *src) {
  emit(h, (mod_cmd){.op = MOD_CMD_COPY,
                    .a = dst,
                    .b = (uint32_t)h->slot_of[src->id],
                    .c = device_of(h, src)});
}

// The COPYs due after op `pos`: results first (they read old bytes), then
// write-backs, each after any other reading its argument's old bytes.
static void emit_copies(hostgen *h, int pos) {
  for (size_t c = 0; c < h->ocopies.len; c++)
    if (h->ocopies.data[c].pos == pos)
      emit_copy(h, h->ocopies.data[c].slot, h->ocopies.data[c].root);
  for (bool progress = true; progress;) {
    progress = false;
    for (size_t i = 0; i < h->wbacks.len; i++) {
      wback *w = &h->wbacks.data[i];
      if (w->trivial || w->direct_at >= 0 || w->done || w->pos != pos) continue;
      bool blocked = false;
      for (size_t j = 0; j < h->wbacks.len; j++)
        blocked |= reads_old(&h->wbacks.data[j], w) && !h->wbacks.data[j].done;
      if (blocked) continue;
      emit_copy(h, (uint32_t)w->arg, w->root);
      w->done = progress = true;
    }
  }
}

// Write-backs left undone read each other's old bytes in a cycle (a swap).
static void check_writebacks(hostgen *h) {
  for (size_t i = 0; i < h->wbacks.len; i++) {
    const wback *w = &h->wbacks.data[i];
    if (w->trivial || w->direct_at >= 0 || w->done) continue;
    diag_error(h->ctx->diag, h->fn->where,
               "@%s writes the old value of one mutable argument into another and back "
               "(argument %d is in a cycle of write-backs); not supported",
               h->fn->name, w->arg);
    h->failed = true;
    return;
  }
}

static void emit_outputs(hostgen *h, mod_function *mf) {
  ir_function *fn = h->fn;
  mf->output_count = (uint32_t)fn->result_count;
  mf->outputs = ARENA_NEW_ARRAY(&h->m->mem, mod_output, fn->result_count);
  for (int i = 0; i < fn->result_count; i++) {
    const ir_value *v = fn->results[i];
    mod_output *o = &mf->outputs[i];
    o->slot = h->output_slot[i] == UINT32_MAX ? (uint32_t)h->slot_of[v->id] : h->output_slot[i];
    o->kind = (uint32_t)ir_result_kind(fn, i);
    o->dtype = v->type.elem;
    o->rank = (uint32_t)v->type.rank;
    for (int d = 0; d < v->type.rank; d++) o->dim_regs[d] = expr_reg(h, v->type.dims[d]);
  }
}

static void lower_signature(hostgen *h, mod_function *mf) {
  ir_function *fn = h->fn;
  mf->name = arena_strdup(&h->m->mem, fn->name);
  mf->input_count = (uint32_t)fn->arg_count;
  mf->inputs = ARENA_NEW_ARRAY(&h->m->mem, mod_tensor_sig, fn->arg_count);
  for (int a = 0; a < fn->arg_count; a++) {
    const ir_type *t = &fn->args[a]->type;
    mf->inputs[a].kind = (uint32_t)ir_arg_kind(fn, a);
    mf->inputs[a].dtype = t->elem;
    mf->inputs[a].rank = (uint32_t)t->rank;
    for (int d = 0; d < t->rank; d++) {
      int64_t c;
      mf->inputs[a].dims[d] = dim_is_const(t->dims[d], &c) ? c : -1;
    }
    h->slot_of[fn->args[a]->id] = a;
  }
  for (int i = 0; i < fn->inout_count; i++)
    mf->inputs[fn->inout_args[i]].flags |= MOD_INPUT_MUTABLE;
}

static void lower_op(hostgen *h, ir_op *op) {
  if (op->kind == IR_OP_VIEW) {
    uint32_t s = (uint32_t)h->slot_count++;
    h->slot_of[op->result->id] = (int)s;
    emit(h, (mod_cmd){.op = MOD_CMD_VIEW, .a = s, .b = (uint32_t)h->slot_of[op->operands[0]->id]});
  } else if (op->kind == IR_OP_GLOBAL) {
    uint32_t s = (uint32_t)h->slot_count++;
    h->slot_of[op->result->id] = (int)s;
    const ir_global *g = ir_find_global(h->ctx, op->name);
    if (g && g->load_time) // computed once at load (consteval.c)
      emit(h, (mod_cmd){.op = MOD_CMD_INIT_VALUE, .a = s, .b = (uint32_t)g->init_output});
    else emit(h, (mod_cmd){.op = MOD_CMD_PARAM, .a = s, .b = param_of(h, op)});
  } else if (op->kind == IR_OP_CONSTANT && op->data) { // dense: bytes in the module
    uint32_t s = (uint32_t)h->slot_count++;
    h->slot_of[op->result->id] = (int)s;
    emit(h, (mod_cmd){.op = MOD_CMD_CONST_DATA, .a = s, .b = const_of(h, op)});
  } else if (op->kind == IR_OP_DISPATCH) {
    emit_dispatch(h, op);
  } else if (op->kind == IR_OP_SIZE) { // an integer from dims, stored for its readers
    uint32_t s = buffer_of(h, op->result);
    emit(h,
         (mod_cmd){
             .op = MOD_CMD_STORE, .a = s, .b = expr_reg(h, op->start), .c = (uint32_t)op->device});
  } else if (op->kind == IR_OP_TRANSFER) { // a copy from the operand's device to op's
    uint32_t src = (uint32_t)h->slot_of[op->operands[0]->id], dst = buffer_of(h, op->result);
    emit(h, (mod_cmd){.op = MOD_CMD_TRANSFER,
                      .a = dst,
                      .b = src,
                      .c = (uint32_t)op->device,
                      .d = device_of(h, op->operands[0])});
  } else {
    FACET_CHECK(!"graph op left after dispatch formation");
  }
}

static void lower_function(hostgen *h, ir_function *fn, mod_function *mf) {
  h->fn = fn;
  h->reg_count = 0;
  h->slot_count = fn->arg_count;
  h->cmds.len = h->sites.len = 0;
  hashmap_free(&h->regs);
  size_t nv = (size_t)fn->value_count + 1;
  h->slot_of = xcalloc(nv, sizeof(int));
  h->buf_of = xcalloc(nv, sizeof(int));
  h->def_at = xcalloc(nv, sizeof(int));
  h->direct_of = xcalloc(nv, sizeof(int));
  h->alias_of = xcalloc(nv, sizeof(ir_value *));
  h->result_slot = xcalloc(nv, sizeof(int));
  h->result_root = xcalloc(nv, sizeof(bool));
  h->last_read = xcalloc((size_t)fn->arg_count + 1, sizeof(int));
  h->output_slot = xcalloc((size_t)fn->result_count + 1, sizeof(uint32_t));
  lower_signature(h, mf);
  emit_entry_checks(h);
  index_ops(h);
  plan_updates(h);
  index_ops(h); // again: reads through the updates done in place
  plan_outputs(h);
  plan_writebacks(h);
  plan_transients(h);
  mf->transient_bytes_max = h->transient_bound;
  emit_registers(h);
  emit_result_blocks(h);
  emit_copies(h, -1);
  int i = 0;
  for (ir_op *op = fn->first; op; op = op->next, i++) {
    lower_op(h, op);
    emit_copies(h, i);
  }
  check_writebacks(h);
  emit_outputs(h, mf);
  mf->reg_count = (uint32_t)h->reg_count;
  mf->slot_count = (uint32_t)h->slot_count;
  mf->cmd_count = (uint32_t)h->cmds.len;
  mf->cmds = arena_memdup(&h->m->mem, h->cmds.data, sizeof(mod_cmd) * h->cmds.len);
  mf->site_count = (uint32_t)h->sites.len;
  mf->sites = arena_memdup(&h->m->mem, h->sites.data, sizeof(mod_site) * h->sites.len);
  free(h->slot_of);
  free(h->buf_of);
  free(h->def_at);
  free(h->direct_of);
  free(h->alias_of);
  free(h->result_slot);
  free(h->result_root);
  free(h->last_read);
  free(h->output_slot);
  for (size_t r = 0; r < h->regions.len; r++) VEC_FREE(h->regions.data[r].sizes);
}

static void lower_exec(ir_context *ctx, mod_module *m, const ir_exec *ex, mod_executable *me) {
  me->name = arena_strdup(&m->mem, ex->name);
  me->binding_count = (uint32_t)ex->binding_count;
  me->push_count = (uint32_t)ex->push_count;
  for (int b = 0; b < ex->binding_count; b++)
    me->output_mask |= (uint32_t)ex->bindings[b].is_output << b;
  me->row_count = (uint32_t)ex->rows.len;
  me->rows = ARENA_NEW_ARRAY(&m->mem, fact, ex->rows.len * (size_t)ex->push_count + 1);
  for (size_t r = 0; r < ex->rows.len; r++)
    memcpy(me->rows + r * (size_t)ex->push_count, ex->rows.data[r],
           sizeof(fact) * (size_t)ex->push_count);
  me->variant_count = (uint32_t)ex->variants.len;
  me->variants = ARENA_NEW_ARRAY(&m->mem, mod_variant, ex->variants.len);
  for (size_t v = 0; v < ex->variants.len; v++) {
    const ir_variant *iv = &ex->variants.data[v];
    mod_variant *mv = &me->variants[v];
    mv->kernel = (uint32_t)iv->kernel;
    mv->config = arena_strdup(&m->mem, iv->config_text);
    mv->facts = arena_memdup(&m->mem, iv->facts, sizeof(fact) * (size_t)ex->push_count);
    mv->row_count = (uint32_t)iv->row_count;
    mv->rows = ARENA_NEW_ARRAY(&m->mem, uint32_t, iv->row_count);
    for (int r = 0; r < iv->row_count; r++) mv->rows[r] = (uint32_t)iv->rows[r];
  }
}

// 1 + the highest device a step names (a dispatch, a copy, a transfer).
static uint32_t module_devices(const mod_module *m) {
  uint32_t n = 1;
  for (uint32_t f = 0; f < m->function_count; f++) {
    const mod_function *fn = &m->functions[f];
    for (uint32_t s = 0; s < fn->site_count; s++)
      if (fn->sites[s].device >= n) n = fn->sites[s].device + 1;
    for (uint32_t c = 0; c < fn->cmd_count; c++) {
      uint32_t d = mod_cmd_device(&fn->cmds[c], fn), src = d;
      if (fn->cmds[c].op == MOD_CMD_TRANSFER) src = fn->cmds[c].d;
      if (d != MOD_NO_DEVICE && d >= n) n = d + 1;
      if (src != MOD_NO_DEVICE && src >= n) n = src + 1;
    }
  }
  return n;
}

bool hostgen_run(ir_context *ctx, const pipeline_options *o, pipeline_stats *st, mod_module *m) {
  m->target = arena_strdup(&m->mem, o->target.name);
  m->const_eval_folded = (uint32_t)st->const_eval_folded;
  m->const_eval_bytes = st->const_eval_bytes;
  m->const_eval_load_time = (uint32_t)st->const_eval_load_time;
  string_list strings = {0};
  hashmap exec_index = {0};
  VEC(ir_exec *) live = {0};
  for (size_t i = 0; i < ctx->execs.len; i++) {
    ir_exec *ex = ctx->execs.data[i];
    if (ex->merged_into) continue;
    VEC_PUSH(live, ex);
    hashmap_put(&exec_index, &ex, sizeof ex, (void *)(uintptr_t)live.len);
  }
  m->executable_count = (uint32_t)live.len;
  m->executables = ARENA_NEW_ARRAY(&m->mem, mod_executable, live.len);
  for (size_t i = 0; i < live.len; i++) lower_exec(ctx, m, live.data[i], &m->executables[i]);
  hostgen h = {.ctx = ctx, .m = m, .strings = &strings, .exec_index = &exec_index};
  m->function_count = (uint32_t)ctx->functions.len;
  m->functions = ARENA_NEW_ARRAY(&m->mem, mod_function, ctx->functions.len);
  for (size_t f = 0; f < ctx->functions.len; f++)
    lower_function(&h, ctx->functions.data[f], &m->functions[f]);
  m->device_count = module_devices(m);
  // the initializer is the last function (consteval.c adds it after the others)
  FACET_CHECK(!ctx->initializer || ctx->initializer == ctx->functions.data[ctx->functions.len - 1]);
  m->initializer = ctx->initializer ? (uint32_t)ctx->functions.len : 0;
  m->string_count = (uint32_t)strings.len;
  m->strings = arena_memdup(&m->mem, strings.data, sizeof(char *) * strings.len);
  m->param_count = (uint32_t)h.params.len;
  m->params = arena_memdup(&m->mem, h.params.data, sizeof(mod_param) * h.params.len);
  VEC_FREE(h.params);
  hashmap_free(&h.param_index);
  m->const_count = (uint32_t)h.consts.len;
  m->consts = arena_memdup(&m->mem, h.consts.data, sizeof(mod_const) * h.consts.len);
  m->const_data_size = h.const_data_size;
  m->const_data = h.const_data_size ? arena_memdup(&m->mem, h.const_data, h.const_data_size) : NULL;
  VEC_FREE(h.consts);
  VEC_FREE(h.const_hash);
  free(h.const_data);
  VEC_FREE(h.bufs);
  VEC_FREE(h.regions);
  VEC_FREE(h.wbacks);
  VEC_FREE(h.ocopies);
  VEC_FREE(strings);
  VEC_FREE(live);
  VEC_FREE(h.cmds);
  VEC_FREE(h.sites);
  hashmap_free(&h.regs);
  hashmap_free(&exec_index);
  return !h.failed;
}
