// hostgen.c: each graph function -> a host program (mod_function).
//
// Requires: bound dispatch sites (specialize) and kernel indices (kernels).
// Guarantees: the program first derives every symbol from the input dims
// and checks every promise the export made about them (range,
// divisibility, equal dims), naming the binding that made it; only then
// does it allocate and dispatch. Each util.global bound to a parameter is a
// module parameter, read by a PARAM command. The transient buffers of a
// call (dispatch outputs that are not results) are planned here
// (plan_transients): one ALLOC of a block, one SLICE per buffer, so a call
// allocates O(1) blocks whatever its number of dispatches. Dim expressions
// become register arithmetic, computed once per call (memoised by their
// interned pointer).
#include "transform.h"

#include <stdlib.h>
#include <string.h>

typedef VEC(char *) string_list;

// A transient buffer: a dispatch output that is not a result, live from
// the op that writes it to the last op that reads it (or a view of it).
typedef struct tbuf {
  const dim_expr *bytes;   // its size
  const dim_expr *aligned; // rounded up to 64 bytes
  int def, last;           // op indices
  int region;              // the region of the block it shares
} tbuf;

// Buffers whose lifetimes never overlap share a region, as large as the
// largest of them (MAX of their sizes at run time); regions are laid out
// one after another in the call's transient block.
typedef struct tregion {
  int last;                          // last op reading any buffer of it so far
  uint64_t bound;                    // upper bound of its size from the facts
  VEC(const dim_expr *) sizes;       // distinct aligned sizes of its buffers
  uint32_t offset_reg;               // register of its offset in the block
} tregion;

typedef struct hostgen {
  ir_context *ctx;
  mod_module *m;
  ir_function *fn;
  VEC(mod_cmd) cmds;
  VEC(mod_site) sites;
  hashmap regs;            // dim_expr* -> register + 1
  int reg_count;
  int *slot_of;            // value id -> buffer slot
  int slot_count;
  string_list *strings;    // module string table
  const hashmap *exec_index; // ir_exec* -> module executable index + 1
  VEC(mod_param) params;   // the module's parameters, in order of first use
  hashmap param_index;     // global name -> index in params + 1
  // memory planning, per function
  VEC(tbuf) bufs;
  VEC(tregion) regions;
  int *buf_of;             // value id -> index in bufs + 1 (views: their base's)
  uint32_t block_slot;     // the transient block
  uint64_t transient_bound;
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
  static const uint32_t ops[] = {[DIM_ADD] = MOD_CMD_ADD, [DIM_MUL] = MOD_CMD_MUL,
                                 [DIM_FLOORDIV] = MOD_CMD_FLOORDIV,
                                 [DIM_CEILDIV] = MOD_CMD_CEILDIV, [DIM_MOD] = MOD_CMD_MOD};
  if (e->kind == DIM_CONST) {
    r = new_reg(h);
    emit(h, (mod_cmd){.op = MOD_CMD_CONST, .a = r, .imm = e->c});
  } else if (e->kind == DIM_SYM) {
    diag_error(h->ctx->diag, h->fn->where,
               "symbol '%s' of @%s cannot be derived from the shapes of its arguments",
               h->fn->symbols[e->sym].name, h->fn->name);
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

static const ir_binding_promise *find_promise(const ir_function *fn, int arg, int dim) {
  for (int i = 0; i < fn->promise_count; i++)
    if (fn->promises[i].arg == arg && fn->promises[i].dim == dim) return &fn->promises[i];
  return NULL;
}

// Marks the symbols e uses (used has fn->symbol_count entries).
static void mark_symbols(const dim_expr *e, bool *used, int count) {
  if (e->kind == DIM_SYM) {
    if (e->sym >= 0 && e->sym < count) used[e->sym] = true;
    return;
  }
  if (e->lhs) mark_symbols(e->lhs, used, count);
  if (e->rhs) mark_symbols(e->rhs, used, count);
}

// "expected 32 * s1 with s1 in [2, 4095] (torch.bind_symbolic_shape at f.mlir:10:1)"
static uint32_t promise_text(hostgen *h, int arg, int dim, const dim_expr *e) {
  strbuf sb = {0};
  sb_append(&sb, "expected ");
  ir_dim_print(&sb, e, h->fn);
  const char *sep = " with ";
  bool *used = xcalloc((size_t)h->fn->symbol_count + 1, sizeof(bool));
  mark_symbols(e, used, h->fn->symbol_count);
  for (int s = 0; s < h->fn->symbol_count; s++) {
    const ir_symbol *sym = &h->fn->symbols[s];
    if (sym->alias || !used[s]) continue;
    sb_printf(&sb, "%s%s in [%llu, ", sep, sym->name, (unsigned long long)sym->range.umin);
    if (sym->range.umax == FACT_UNBOUNDED) sb_append(&sb, "inf]");
    else sb_printf(&sb, "%llu]", (unsigned long long)sym->range.umax);
    sep = ", ";
  }
  free(used);
  const ir_binding_promise *p = find_promise(h->fn, arg, dim);
  char where[256];
  if (p) sb_printf(&sb, " (torch.bind_symbolic_shape at %s)", loc_str(p->where, where, sizeof where));
  uint32_t id = add_string(h, sb_cstr(&sb));
  sb_free(&sb);
  return id;
}

// Derives each symbol from the first argument dim that is `c * symbol`,
// after checking that dim against the fact c * range; then checks every
// other dynamic argument dim against its expression.
static void emit_entry_checks(hostgen *h) {
  ir_function *fn = h->fn;
  bool *source = xcalloc((size_t)fn->arg_count * IR_MAX_RANK + 1, 1);
  for (int a = 0; a < fn->arg_count; a++) {
    const ir_type *t = &fn->args[a]->type;
    for (int d = 0; d < t->rank; d++) {
      int64_t c;
      int sym;
      uint32_t r;
      if (!dim_as_scaled_sym(t->dims[d], &c, &sym)) continue;
      const dim_expr *s = dim_sym(h->ctx, sym);
      if (get_reg(h, s, &r)) continue;
      uint32_t dr = new_reg(h);
      emit(h, (mod_cmd){.op = MOD_CMD_DIM, .a = dr, .b = (uint32_t)a, .c = (uint32_t)d});
      fact f = fact_mul(fact_point((uint64_t)c), fn->symbols[sym].range);
      emit(h, (mod_cmd){.op = MOD_CMD_CHECK_FACT, .a = dr, .b = (uint32_t)a, .c = (uint32_t)d,
                        .d = promise_text(h, a, d, t->dims[d]), .check = f});
      set_reg(h, t->dims[d], dr);
      set_reg(h, s, c == 1 ? dr : 0);
      if (c != 1) {
        uint32_t cr = expr_reg(h, dim_const(h->ctx, c)), sr = new_reg(h);
        emit(h, (mod_cmd){.op = MOD_CMD_FLOORDIV, .a = sr, .b = dr, .c = cr});
        set_reg(h, s, sr);
      }
      source[a * IR_MAX_RANK + d] = true;
    }
  }
  for (int a = 0; a < fn->arg_count; a++) {
    const ir_type *t = &fn->args[a]->type;
    for (int d = 0; d < t->rank; d++) {
      if (source[a * IR_MAX_RANK + d] || dim_is_const(t->dims[d], NULL)) continue;
      uint32_t dr = new_reg(h), want = expr_reg(h, t->dims[d]);
      emit(h, (mod_cmd){.op = MOD_CMD_DIM, .a = dr, .b = (uint32_t)a, .c = (uint32_t)d});
      emit(h, (mod_cmd){.op = MOD_CMD_CHECK_EQ, .a = dr, .b = (uint32_t)a, .c = (uint32_t)d,
                        .d = promise_text(h, a, d, t->dims[d]), .e = want});
    }
  }
  free(source);
}

// Does v (or a view of it) leave the call, as a result or an overwritten argument?
static bool is_result(const ir_function *fn, const ir_value *v) {
  for (int i = 0; i < fn->result_count + fn->inout_count; i++) {
    const ir_value *r =
        i < fn->result_count ? fn->results[i] : fn->inout_values[i - fn->result_count];
    while (r->def && r->def->kind == IR_OP_VIEW) r = r->def->operands[0];
    if (r == v) return true;
  }
  return false;
}

// The region for buffer b: a free one (all its buffers dead before b is
// written) holding a buffer of the very same size if any, else the free one
// whose bound fits b most tightly, else the largest free one (it grows),
// else a new one.
static int pick_region(hostgen *h, const tbuf *b, uint64_t bound) {
  int same = -1, fit = -1, grow = -1;
  for (size_t r = 0; r < h->regions.len; r++) {
    const tregion *g = &h->regions.data[r];
    if (g->last >= b->def) continue;
    for (size_t k = 0; k < g->sizes.len && same < 0; k++)
      if (g->sizes.data[k] == b->aligned) same = (int)r;
    if (g->bound >= bound && (fit < 0 || g->bound < h->regions.data[fit].bound)) fit = (int)r;
    if (grow < 0 || g->bound > h->regions.data[grow].bound) grow = (int)r;
  }
  int r = same >= 0 ? same : fit >= 0 ? fit : grow;
  if (r < 0) {
    VEC_PUSH(h->regions, ((tregion){.last = -1}));
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
    if (op->kind != IR_OP_DISPATCH) continue;
    const ir_site *site = &op->exec->sites.data[op->site];
    for (int k = 0; k < site->out_count; k++) {
      const ir_value *v = site->outs[k];
      if (is_result(fn, v)) continue;
      const dim_expr *bytes = dim_mul(h->ctx, ir_type_numel(h->ctx, &v->type),
                                      dim_const(h->ctx, (int64_t)dtype_size(v->type.elem)));
      const dim_expr *c64 = dim_const(h->ctx, 64);
      tbuf t = {bytes, dim_mul(h->ctx, dim_ceildiv(h->ctx, bytes, c64), c64), i, i, -1};
      VEC_PUSH(h->bufs, t);
      h->buf_of[v->id] = (int)h->bufs.len;
    }
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

// Allocates every output of the dispatch, then dispatches with bindings in
// the executable's order: inputs (the op's operands), then outputs.
static void emit_dispatch(hostgen *h, ir_op *op) {
  ir_exec *ex = op->exec;
  const ir_site *site = &ex->sites.data[op->site];
  mod_site ms = {.push_count = (uint32_t)ex->push_count};
  for (int i = 0; i < op->operand_count; i++)
    ms.binding_slots[ms.binding_count++] = (uint32_t)h->slot_of[op->operands[i]->id];
  for (int i = 0; i < site->out_count; i++) {
    const ir_value *v = site->outs[i];
    uint32_t out = (uint32_t)h->slot_count++;
    h->slot_of[v->id] = (int)out;
    int b = h->buf_of[v->id];
    if (b) { // planned: its place in the transient block
      const tbuf *t = &h->bufs.data[b - 1];
      emit(h, (mod_cmd){.op = MOD_CMD_SLICE, .a = out, .b = h->block_slot,
                        .c = h->regions.data[t->region].offset_reg, .d = expr_reg(h, t->bytes)});
    } else { // a result: its own block, handed to the caller
      const dim_expr *bytes = dim_mul(h->ctx, ir_type_numel(h->ctx, &v->type),
                                      dim_const(h->ctx, (int64_t)dtype_size(v->type.elem)));
      emit(h, (mod_cmd){.op = MOD_CMD_ALLOC, .a = out, .b = expr_reg(h, bytes), .c = 1});
    }
    ms.binding_slots[ms.binding_count++] = out;
  }
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
// with an initial value instead of a #stream.parameter.named binding is
// not supported: there is nowhere to load it from.
static uint32_t param_of(hostgen *h, const ir_op *op) {
  uintptr_t i = (uintptr_t)hashmap_get_str(&h->param_index, op->name);
  if (i) return (uint32_t)i - 1;
  const ir_global *g = ir_find_global(h->ctx, op->name);
  FACET_CHECK(g); // the importer resolved every util.global.load
  if (!g->key || !g->key[0]) {
    diag_error(h->ctx->diag, op->where,
               "util.global @%s is not bound to a parameter (#stream.parameter.named<\"scope\"::"
               "\"key\">); globals with initial values are not supported",
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

static void emit_outputs(hostgen *h, mod_function *mf) {
  ir_function *fn = h->fn;
  mf->output_count = (uint32_t)fn->result_count;
  mf->outputs = ARENA_NEW_ARRAY(&h->m->mem, mod_output, fn->result_count);
  for (int i = 0; i < fn->result_count; i++) {
    const ir_value *v = fn->results[i];
    mod_output *o = &mf->outputs[i];
    o->slot = (uint32_t)h->slot_of[v->id];
    o->dtype = v->type.elem;
    o->rank = (uint32_t)v->type.rank;
    for (int d = 0; d < v->type.rank; d++) o->dim_regs[d] = expr_reg(h, v->type.dims[d]);
  }
}

static void lower_function(hostgen *h, ir_function *fn, mod_function *mf) {
  h->fn = fn;
  h->reg_count = 0;
  h->slot_count = fn->arg_count;
  h->cmds.len = h->sites.len = 0;
  hashmap_free(&h->regs);
  h->slot_of = xcalloc((size_t)fn->value_count + 1, sizeof(int));
  h->buf_of = xcalloc((size_t)fn->value_count + 1, sizeof(int));
  mf->name = arena_strdup(&h->m->mem, fn->name);
  mf->input_count = (uint32_t)fn->arg_count;
  mf->inputs = ARENA_NEW_ARRAY(&h->m->mem, mod_tensor_sig, fn->arg_count);
  for (int a = 0; a < fn->arg_count; a++) {
    const ir_type *t = &fn->args[a]->type;
    mf->inputs[a].dtype = t->elem;
    mf->inputs[a].rank = (uint32_t)t->rank;
    for (int d = 0; d < t->rank; d++) {
      int64_t c;
      mf->inputs[a].dims[d] = dim_is_const(t->dims[d], &c) ? c : -1;
    }
    h->slot_of[fn->args[a]->id] = a;
  }
  emit_entry_checks(h);
  plan_transients(h);
  mf->transient_bytes_max = h->transient_bound;
  for (ir_op *op = fn->first; op; op = op->next) {
    if (op->kind == IR_OP_VIEW) {
      uint32_t s = (uint32_t)h->slot_count++;
      h->slot_of[op->result->id] = (int)s;
      emit(h, (mod_cmd){.op = MOD_CMD_VIEW, .a = s, .b = (uint32_t)h->slot_of[op->operands[0]->id]});
    } else if (op->kind == IR_OP_GLOBAL) {
      uint32_t s = (uint32_t)h->slot_count++;
      h->slot_of[op->result->id] = (int)s;
      emit(h, (mod_cmd){.op = MOD_CMD_PARAM, .a = s, .b = param_of(h, op)});
    } else if (op->kind == IR_OP_DISPATCH) {
      emit_dispatch(h, op);
    } else {
      FACET_CHECK(!"graph op left after dispatch formation");
    }
  }
  emit_outputs(h, mf);
  mf->reg_count = (uint32_t)h->reg_count;
  mf->slot_count = (uint32_t)h->slot_count;
  mf->cmd_count = (uint32_t)h->cmds.len;
  mf->cmds = arena_memdup(&h->m->mem, h->cmds.data, sizeof(mod_cmd) * h->cmds.len);
  mf->site_count = (uint32_t)h->sites.len;
  mf->sites = arena_memdup(&h->m->mem, h->sites.data, sizeof(mod_site) * h->sites.len);
  free(h->slot_of);
  free(h->buf_of);
  for (size_t r = 0; r < h->regions.len; r++) VEC_FREE(h->regions.data[r].sizes);
}

static void lower_exec(ir_context *ctx, mod_module *m, const ir_exec *ex, mod_executable *me) {
  me->name = arena_strdup(&m->mem, ex->name);
  me->binding_count = (uint32_t)ex->binding_count;
  me->push_count = (uint32_t)ex->push_count;
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

bool hostgen_run(ir_context *ctx, mod_module *m) {
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
  m->string_count = (uint32_t)strings.len;
  m->strings = arena_memdup(&m->mem, strings.data, sizeof(char *) * strings.len);
  m->param_count = (uint32_t)h.params.len;
  m->params = arena_memdup(&m->mem, h.params.data, sizeof(mod_param) * h.params.len);
  VEC_FREE(h.params);
  hashmap_free(&h.param_index);
  VEC_FREE(h.bufs);
  VEC_FREE(h.regions);
  VEC_FREE(strings);
  VEC_FREE(live);
  VEC_FREE(h.cmds);
  VEC_FREE(h.sites);
  hashmap_free(&h.regs);
  hashmap_free(&exec_index);
  return !h.failed;
}
