// hoist.c: a transcendental in a linalg.generic that depends on fewer loops
// than the generic has moves into a generic of its own over just those
// loops.
//
// sharktank's rotary embedding is a generic over [B, S, heads, 64] whose
// body takes cos and sin of an angle read from a [B, S, 64] table: every
// angle's cos and sin once per head, 32 times the work, in libm calls
// (bench/results/kernel_choices.md#hoist). Here, before const-eval and dispatch
// formation: in a generic whose loops are all parallel, a node that
//   - computes math.sin, cos, exp, exp2, log, log2, tanh, erf or powf,
//   - in f32 or f64 (a value stored and read back unchanged; f16 and bf16
//     nodes may be computed wider in a kernel),
//   - from constants and `ins` read at plain loop indices only (no
//     linalg.index, no tensor.extract, no `outs`),
//   - and depends on a set of loops that leaves out one of size other
//     than 1,
// becomes a read of a new input: a generic over the loops it depends on
// (the node and the nodes it reads, the same scalar ops on the same
// values) computes it once per point of them. Dispatch formation keeps the
// two apart (a generic starts its own group), so the big one reads a
// broadcast value. The reference runs either form to the same values.
#include "transform.h"

#include <string.h>

static bool expensive(ir_scalar_op op) {
  switch (op) {
  case SOP_SIN:
  case SOP_COS:
  case SOP_EXP:
  case SOP_EXP2:
  case SOP_LOG:
  case SOP_LOG2:
  case SOP_TANH:
  case SOP_ERF:
  case SOP_POWF: return true;
  default: return false;
  }
}

// What each node of g depends on: the loops (bit d: loop d), and whether
// only on constants and plainly indexed ins (`pure`).
typedef struct ndep {
  uint32_t loops;
  bool pure;
} ndep;

// The operands of scalar node n, its arity of them.
static int node_operands(const ir_gnode *n, int ops[3]) {
  ops[0] = n->a, ops[1] = n->b, ops[2] = n->c;
  return ir_scalar_op_arity(n->op);
}

static ndep map_loops(const ir_generic *g, int k) {
  ndep r = {0, true};
  for (int i = 0; i < g->map_rank[k]; i++) {
    const ir_affine *e = g->maps[k][i];
    if (e->kind == IA_DIM) r.loops |= 1u << e->value;
    else if (e->kind != IA_CONST) r.pure = false;
  }
  return r;
}

static void node_deps(const ir_generic *g, ndep *d) {
  for (int i = 0; i < g->node_count; i++) {
    const ir_gnode *n = &g->nodes[i];
    d[i] = (ndep){0, false};
    if (n->kind == GN_ARG && i < g->in_count) d[i] = map_loops(g, i);
    else if (n->kind == GN_CONST) d[i] = (ndep){0, true};
    else if (n->kind == GN_OP) {
      int ops[3], arity = node_operands(n, ops);
      d[i].pure = true;
      for (int j = 0; j < arity; j++) {
        d[i].loops |= d[ops[j]].loops;
        d[i].pure &= d[ops[j]].pure;
      }
    }
  }
}

// Whether leaving out the loops `missing` saves work: one of them is not a
// constant 1.
static bool saves(const ir_generic *g, uint32_t missing) {
  for (int d = 0; d < g->loop_rank; d++) {
    int64_t v;
    if ((missing >> d & 1) && !(dim_is_const(g->loops[d], &v) && v == 1)) return true;
  }
  return false;
}

static bool hoistable(const ir_generic *g, const ndep *d, int i) {
  const ir_gnode *n = &g->nodes[i];
  uint32_t all = (1u << g->loop_rank) - 1u;
  return n->kind == GN_OP && expensive(n->op) && !n->is_index &&
         (n->type == DT_F32 || n->type == DT_F64) && d[i].pure && d[i].loops &&
         saves(g, all & ~d[i].loops);
}

static ir_affine *affine(ir_context *ctx, ir_affine_kind kind, int64_t value) {
  ir_affine *e = ARENA_NEW(&ctx->mem, ir_affine);
  *e = (ir_affine){.kind = kind, .value = value};
  return e;
}

// Appends an op and moves it to just before `pos`.
static ir_op *insert_before(ir_context *ctx, ir_function *fn, ir_op *pos, ir_op_kind kind,
                            ir_value **operands, int n, ir_type type) {
  ir_op *prev = NULL;
  for (ir_op *o = fn->first; o != pos; o = o->next) prev = o;
  ir_op *last = fn->last, *op = ir_append_op(ctx, fn, kind, pos->where, operands, n, type);
  last->next = NULL;
  fn->last = last;
  op->next = pos;
  if (prev) prev->next = op;
  else fn->first = op;
  return op;
}

// The generic that computes node i of g (its loops d[i].loops, renumbered
// in order) from the ins it reads; returns its result.
static ir_value *hoisted_generic(ir_context *ctx, ir_function *fn, ir_op *gop, const ndep *d,
                                 int i) {
  const ir_generic *g = gop->generic;
  int newloop[IR_MAX_RANK], q = 0;
  ir_generic *h = ARENA_NEW(&ctx->mem, ir_generic);
  memset(h, 0, sizeof *h);
  for (int l = 0; l < g->loop_rank; l++) {
    newloop[l] = -1;
    if (d[i].loops >> l & 1) h->loops[q] = g->loops[l], newloop[l] = q++;
  }
  h->loop_rank = q;
  // the nodes node i reads (all of them before it), and the ins among them
  bool *sub = xcalloc((size_t)g->node_count, sizeof(bool));
  sub[i] = true;
  for (int k = i; k >= 0; k--) {
    const ir_gnode *n = &g->nodes[k];
    if (!sub[k] || n->kind != GN_OP) continue;
    int ops[3];
    for (int j = 0, a = node_operands(n, ops); j < a; j++) sub[ops[j]] = true;
  }
  int nin = 0, *renum = xcalloc((size_t)g->node_count, sizeof(int));
  for (int k = 0; k < g->in_count; k++)
    if (sub[k]) renum[k] = nin++;
  ir_type rt = {.elem = g->nodes[i].type, .rank = q};
  for (int l = 0; l < q; l++) rt.dims[l] = h->loops[l];
  ir_op *init = insert_before(ctx, fn, gop, IR_OP_CONSTANT, NULL, 0, rt); // tensor.empty
  init->value = 0;
  ir_value **operands = ARENA_NEW_ARRAY(&ctx->mem, ir_value *, nin + 1);
  h->in_count = nin, h->init_count = 1;
  h->map_rank = ARENA_NEW_ARRAY(&ctx->mem, int, nin + 1);
  h->maps = ARENA_NEW_ARRAY(&ctx->mem, const ir_affine **, nin + 1);
  for (int k = 0; k < g->in_count; k++) {
    if (!sub[k]) continue;
    int j = renum[k];
    operands[j] = gop->operands[k];
    h->map_rank[j] = g->map_rank[k];
    h->maps[j] = ARENA_NEW_ARRAY(&ctx->mem, const ir_affine *, g->map_rank[k]);
    for (int e = 0; e < g->map_rank[k]; e++) {
      const ir_affine *x = g->maps[k][e];
      h->maps[j][e] = x->kind == IA_DIM ? affine(ctx, IA_DIM, newloop[x->value]) : x;
    }
  }
  operands[nin] = init->result;
  h->map_rank[nin] = q;
  h->maps[nin] = ARENA_NEW_ARRAY(&ctx->mem, const ir_affine *, q);
  for (int l = 0; l < q; l++) h->maps[nin][l] = affine(ctx, IA_DIM, l);
  // nodes: the args (ins, then the out), then node i's subtree in order
  h->nodes = ARENA_NEW_ARRAY(&ctx->mem, ir_gnode, nin + 1 + i + 1);
  for (int k = 0; k < g->in_count; k++)
    if (sub[k]) h->nodes[renum[k]] = g->nodes[k];
  h->nodes[nin] = (ir_gnode){.kind = GN_ARG, .type = rt.elem};
  int nn = nin + 1;
  for (int k = g->in_count + g->init_count; k <= i; k++) {
    if (!sub[k]) continue;
    ir_gnode n = g->nodes[k];
    if (n.kind == GN_OP) {
      int ops[3], a = node_operands(&n, ops);
      n.a = renum[ops[0]], n.b = a > 1 ? renum[ops[1]] : n.b, n.c = a > 2 ? renum[ops[2]] : n.c;
    }
    renum[k] = nn;
    h->nodes[nn++] = n;
  }
  h->node_count = nn;
  h->yield = ARENA_NEW(&ctx->mem, int);
  h->yield[0] = renum[i];
  free(sub), free(renum);
  ir_op *op = insert_before(ctx, fn, gop, IR_OP_GENERIC, operands, nin + 1, rt);
  op->generic = h;
  op->device = gop->device;
  op->source = gop->source;
  return op->result;
}

// g with nodes hoist[0..H) (node indices) read from new ins vals[0..H)
// (over the loops d[node].loops, in order) instead, placed after its ins;
// nodes nothing reads any more dropped.
static void rewrite(ir_context *ctx, ir_op *gop, const ndep *d, const int *hoist, ir_value **vals,
                    int H) {
  ir_generic *g = gop->generic;
  int in = g->in_count, mapped = in + g->init_count, n = g->node_count;
  int *to = xcalloc((size_t)n, sizeof(int)); // old node -> new node
  bool *live = xcalloc((size_t)n, sizeof(bool));
  for (int k = 0; k < n; k++) to[k] = k < in ? k : k + H;
  for (int j = 0; j < H; j++) to[hoist[j]] = in + j;
  for (int r = 0; r < g->init_count; r++) live[g->yield[r]] = true;
  for (int k = n - 1; k >= mapped; k--) {
    const ir_gnode *x = &g->nodes[k];
    if (!live[k] || to[k] < in + H) continue; // dead, or now an arg
    if (x->kind == GN_OP) {
      int ops[3];
      for (int j = 0, a = node_operands(x, ops); j < a; j++) live[ops[j]] = true;
    } else if (x->kind == GN_EXTRACT) {
      for (int j = 0; j < gop->operands[x->operand]->type.rank; j++) live[x->idx[j]] = true;
    }
  }
  // the new numbering of what is kept: args first, then live nodes in order
  int nn = mapped + H;
  for (int k = mapped; k < n; k++)
    if (to[k] >= in + H) to[k] = live[k] ? nn++ : -1;
  ir_gnode *nodes = ARENA_NEW_ARRAY(&ctx->mem, ir_gnode, nn);
  for (int k = 0; k < mapped; k++) nodes[to[k]] = g->nodes[k];
  for (int j = 0; j < H; j++)
    nodes[in + j] = (ir_gnode){.kind = GN_ARG, .type = vals[j]->type.elem};
  for (int k = mapped; k < n; k++) {
    if (to[k] < mapped + H) continue; // dropped, or now an arg
    ir_gnode x = g->nodes[k];
    if (x.kind == GN_OP) {
      int ops[3], a = node_operands(&x, ops);
      x.a = to[ops[0]], x.b = a > 1 ? to[ops[1]] : x.b, x.c = a > 2 ? to[ops[2]] : x.c;
    }
    if (x.kind == GN_EXTRACT) {
      int rank = gop->operands[x.operand]->type.rank;
      int *idx = ARENA_NEW_ARRAY(&ctx->mem, int, rank);
      for (int j = 0; j < rank; j++) idx[j] = to[x.idx[j]];
      x.idx = idx, x.operand += H;
    }
    nodes[to[k]] = x;
  }
  for (int r = 0; r < g->init_count; r++) g->yield[r] = to[g->yield[r]];
  // operands and maps: ins, the new ins, outs, then the extracts' tensors
  ir_value **ops = ARENA_NEW_ARRAY(&ctx->mem, ir_value *, gop->operand_count + H);
  int *map_rank = ARENA_NEW_ARRAY(&ctx->mem, int, mapped + H);
  const ir_affine ***maps = ARENA_NEW_ARRAY(&ctx->mem, const ir_affine **, mapped + H);
  for (int k = 0; k < gop->operand_count; k++) {
    int at = k < in ? k : k + H;
    ops[at] = gop->operands[k];
    if (k < mapped) map_rank[at] = g->map_rank[k], maps[at] = g->maps[k];
  }
  for (int j = 0; j < H; j++) {
    const ir_affine **m = ARENA_NEW_ARRAY(&ctx->mem, const ir_affine *, vals[j]->type.rank);
    int r = 0;
    for (int l = 0; l < g->loop_rank; l++)
      if (d[hoist[j]].loops >> l & 1) m[r++] = affine(ctx, IA_DIM, l);
    ops[in + j] = vals[j], map_rank[in + j] = r, maps[in + j] = m;
  }
  gop->operands = ops, gop->operand_count += H;
  g->in_count += H, g->map_rank = map_rank, g->maps = maps;
  g->nodes = nodes, g->node_count = nn;
  free(to), free(live);
}

static int hoist_generic(ir_context *ctx, ir_function *fn, ir_op *gop) {
  const ir_generic *g = gop->generic;
  if (g->reduction) return 0;
  ndep *d = xcalloc((size_t)g->node_count, sizeof(ndep));
  node_deps(g, d);
  int H = 0, *hoist = xcalloc((size_t)g->node_count, sizeof(int));
  ir_value **vals = xcalloc((size_t)g->node_count, sizeof(ir_value *));
  for (int i = g->in_count + g->init_count; i < g->node_count; i++)
    if (hoistable(g, d, i)) {
      vals[H] = hoisted_generic(ctx, fn, gop, d, i);
      hoist[H++] = i;
    }
  if (H) rewrite(ctx, gop, d, hoist, vals, H);
  free(d), free(hoist), free(vals);
  return H;
}

bool hoist_run(ir_context *ctx, const pipeline_options *o, pipeline_stats *st) {
  (void)o;
  for (size_t f = 0; f < ctx->functions.len; f++) {
    ir_function *fn = ctx->functions.data[f];
    for (ir_op *op = fn->first; op; op = op->next)
      if (op->kind == IR_OP_GENERIC) st->hoisted += hoist_generic(ctx, fn, op);
  }
  return true;
}
