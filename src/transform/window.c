// window.c: linalg.generic convolutions and pools become facet.conv and
// facet.pool, and contractions facet.matmul (at the end).
//
// A convolution or pool written as a linalg.generic (IREE's torch_ops
// ConvForward tests, torch-mlir's lowering, linalg's named conv / pooling
// ops, which the importer takes as their generic form) reads its input at
// sums of loops: `d2 * s + d5 * d` is output row d2 at stride s plus window
// row d5 at dilation d. The reference runs such a generic as written. Here,
// before dispatch formation, one whose structure is a window op becomes the
// graph op the kernels compile (src/codegen/emit_conv.c), with transposes
// and views around it for other layouts (NHWC, FHWC, HWCF, a group dim),
// and the out operand's initial value combined after it (the generic
// computes init + sum, or max(init, window max)).
//
// The structure is recognized, never names:
//   - the output map is the parallel loops, one each;
//   - the body yields acc + a * b (conv: a, b two inputs, each read as is
//     or through arith.extf to the accumulator's type), acc + x (sum pool)
//     or maximumf(acc, x) (max pool), in either operand order;
//   - the input x (conv: the one read at sums) maps each dim to one loop or
//     to `p * stride + r * dilation`, p a parallel loop of the output and r
//     a reduction loop; the weight (conv) and the other inputs (pool: the
//     window-shape tensor its body does not read) map each dim to a loop;
//   - every loop has one role: batch (x, out), group (x, weight, out),
//     channel (x, weight; a reduction), output channel (weight, out), or
//     a window pair; pools: batch and channel are the loops of x and out.
// A generic that reads an input at a sum of loops and is not such a window
// op is reported by dispatch_run with window_why_not's reason.
#include "transform.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

enum { R_NONE, R_BATCH, R_GROUP, R_CHAN, R_OCHAN, R_OUT, R_WIN };

typedef struct wmatch {
  ir_op *op;
  bool conv;
  ir_red_kind red;       // pool: RED_MAX or RED_SUM
  int x, w;              // the ins: input (read at sums), weight (conv; -1 for pools)
  int role[IR_MAX_RANK]; // per loop
  int spatial;           // window pairs, in x's dim order
  int p[2], r[2];        // output loop, window loop of pair i
  int64_t stride[2], dilation[2];
  int pool_plain[2]; // pool: x's single-loop dims, as N then C (-1: absent)
  char *why;
  size_t whyn;
} wmatch;

static bool no(wmatch *m, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static bool no(wmatch *m, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(m->why, m->whyn, fmt, ap);
  va_end(ap);
  return false;
}

//
// Maps
//
static bool is_dim(const ir_affine *e) { return e->kind == IA_DIM; }

// `d` or `d * c` / `c * d` with c >= 1: the loop and its coefficient.
static bool scaled_dim(const ir_affine *e, int *loop, int64_t *coef) {
  if (is_dim(e)) return *loop = (int)e->value, *coef = 1, true;
  if (e->kind != IA_MUL) return false;
  const ir_affine *d = is_dim(e->lhs) ? e->lhs : e->rhs, *c = is_dim(e->lhs) ? e->rhs : e->lhs;
  if (!is_dim(d) || c->kind != IA_CONST || c->value < 1) return false;
  return *loop = (int)d->value, *coef = c->value, true;
}

// Whether map result e combines loops (a sum, a product, a division).
static bool combines(const ir_affine *e) { return e->kind != IA_DIM && e->kind != IA_CONST; }

static bool reads_at_sums(const ir_generic *g, int k) {
  for (int j = 0; j < g->map_rank[k]; j++)
    if (combines(g->maps[k][j])) return true;
  return false;
}

bool window_candidate(const ir_op *op) {
  if (op->kind != IR_OP_GENERIC) return false;
  for (int k = 0; k < op->generic->in_count; k++)
    if (reads_at_sums(op->generic, k)) return true;
  return false;
}

// Bit d: loop d is a result of map k on its own.
static uint32_t plain_loops(const ir_generic *g, int k) {
  uint32_t s = 0;
  for (int j = 0; j < g->map_rank[k]; j++)
    if (is_dim(g->maps[k][j])) s |= 1u << g->maps[k][j]->value;
  return s;
}

// Map k names each loop once at most and has only single-loop results.
static bool simple_map(const ir_generic *g, int k) {
  uint32_t seen = 0;
  for (int j = 0; j < g->map_rank[k]; j++) {
    const ir_affine *e = g->maps[k][j];
    if (!is_dim(e) || seen & (1u << e->value)) return false;
    seen |= 1u << e->value;
  }
  return true;
}

//
// The body
//
static const ir_gnode *node(const ir_generic *g, int i) { return &g->nodes[i]; }

// Node i, of type t, is an input as read or through arith.extf: the
// input's number, else -1.
static int input_read(const ir_generic *g, int i, dtype t) {
  const ir_gnode *n = node(g, i);
  if (n->type != t || n->is_index) return -1;
  if (n->kind == GN_OP && n->op == SOP_EXTF) i = n->a, n = node(g, i);
  return n->kind == GN_ARG && i < g->in_count ? i : -1;
}

static bool is_op(const ir_gnode *n, ir_scalar_op k) { return n->kind == GN_OP && n->op == k; }

// The yield's combination of the accumulator and one value: that value's
// node, and the op, or -1.
static int accumulated(const ir_generic *g, ir_scalar_op *k) {
  int acc = g->in_count;
  const ir_gnode *y = node(g, g->yield[0]);
  if (y->kind != GN_OP || ir_scalar_op_arity(y->op) != 2) return -1;
  *k = y->op;
  if (y->a == acc && y->b != acc) return y->b;
  if (y->b == acc && y->a != acc) return y->a;
  return -1;
}

static bool match_body(wmatch *m) {
  const ir_generic *g = m->op->generic;
  dtype t = node(g, g->in_count)->type;
  ir_scalar_op k;
  int v = accumulated(g, &k);
  if (v < 0)
    return no(m, "its body does not yield a combination of the accumulator with one value");
  if (k == SOP_ADDI || k == SOP_MAXSI || k == SOP_MAXUI)
    return no(m,
              "its body accumulates integers (convolutions and pools are compiled in floats only)");
  if (k != SOP_ADDF && k != SOP_MAXIMUMF)
    return no(
        m,
        "its body combines the accumulator with '%s' (a convolution or sum pool adds, a max pool "
        "takes arith.maximumf)",
        ir_scalar_op_name(k));
  const ir_gnode *vn = node(g, v);
  if (k == SOP_ADDF && is_op(vn, SOP_MULF)) {
    int a = input_read(g, vn->a, t), b = input_read(g, vn->b, t);
    if (a < 0 || b < 0 || a == b || g->in_count != 2)
      return no(
          m,
          "its body multiplies other than its two inputs (as read, or extended with arith.extf)");
    m->conv = true;
    m->x = reads_at_sums(g, a) ? a : b;
    m->w = m->x == a ? b : a;
    return true;
  }
  int x = input_read(g, v, t);
  if (x < 0)
    return no(m, "its body %s the accumulator and a computed value, not an input",
              k == SOP_ADDF ? "adds" : "takes the maximum of");
  m->red = k == SOP_ADDF ? RED_SUM : RED_MAX;
  m->x = x;
  m->w = -1;
  return true;
}

//
// Loop roles
//
// x's dims: a loop each, or a window pair `p * stride + r * dilation`.
static bool match_input_map(wmatch *m, uint32_t parallel, uint32_t out_loops) {
  const ir_generic *g = m->op->generic;
  uint32_t seen = 0;
  for (int j = 0; j < g->map_rank[m->x]; j++) {
    const ir_affine *e = g->maps[m->x][j];
    if (is_dim(e)) {
      if (seen & (1u << e->value))
        return no(m, "its input map names loop d%lld twice", (long long)e->value);
      seen |= 1u << e->value;
      continue;
    }
    int p, r;
    int64_t s, d;
    if (e->kind != IA_ADD || !scaled_dim(e->lhs, &p, &s) || !scaled_dim(e->rhs, &r, &d))
      return no(
          m, "its input map's result %d is not `output loop * stride + window loop * dilation`", j);
    if (!(parallel & (1u << p))) { // written window first: swap
      int tl = p;
      int64_t tc = s;
      p = r, s = d, r = tl, d = tc;
    }
    if (!(parallel & (1u << p)) || !(out_loops & (1u << p)) || (parallel & (1u << r)) ||
        ((seen >> p) & 1) || ((seen >> r) & 1))
      return no(m, "its input map's result %d does not pair an output loop with a reduction loop",
                j);
    if (m->spatial == 2)
      return no(m, "it slides a window over more than 2 dims (3-d windows are not supported)");
    seen |= 1u << p | 1u << r;
    m->p[m->spatial] = p, m->r[m->spatial] = r, m->stride[m->spatial] = s,
    m->dilation[m->spatial] = d;
    m->role[p] = R_OUT, m->role[r] = R_WIN;
    m->spatial++;
  }
  if (!m->spatial) return no(m, "its input map has no window");
  return true;
}

// Roles of the loops that are no window pair's, from the maps they are in.
static bool assign_roles(wmatch *m, uint32_t parallel, uint32_t out_loops) {
  const ir_generic *g = m->op->generic;
  uint32_t xs = plain_loops(g, m->x), ws = m->conv ? plain_loops(g, m->w) : 0;
  int count[R_WIN + 1] = {0}, plain = 0;
  m->pool_plain[0] = m->pool_plain[1] = -1;
  for (int d = 0; d < g->loop_rank; d++) {
    if (m->role[d] == R_WIN) {
      if (m->conv && !(ws & (1u << d)))
        return no(m, "window loop d%d is not a dim of the weight", d);
      continue;
    }
    if (m->role[d] == R_OUT) {
      if (ws & (1u << d)) return no(m, "output loop d%d is a dim of the weight", d);
      continue;
    }
    bool x = xs >> d & 1, w = ws >> d & 1, y = out_loops >> d & 1, par = parallel >> d & 1;
    int role = R_NONE;
    if (!m->conv) role = x && y && par ? R_BATCH : R_NONE;
    else if (x && w && y && par) role = R_GROUP;
    else if (x && !w && y && par) role = R_BATCH;
    else if (x && w && !y && !par) role = R_CHAN;
    else if (!x && w && y && par) role = R_OCHAN;
    if (role == R_NONE)
      return no(m, "loop d%d is none of a %s's loops (batch%s, or a window)", d,
                m->conv ? "convolution" : "pool",
                m->conv ? ", group, channel, output channel" : " or channel");
    m->role[d] = role;
    if (m->conv && ++count[role] > 1) return no(m, "it has two loops of one role (d%d)", d);
    if (!m->conv && plain == 2)
      return no(m, "it has more than two loops besides its window (batch and channel)");
    if (!m->conv) m->pool_plain[plain++] = d;
  }
  return true;
}

static bool match_maps(wmatch *m) {
  const ir_generic *g = m->op->generic;
  int out = g->in_count;
  uint32_t parallel = ~g->reduction & ((1u << g->loop_rank) - 1);
  if (!simple_map(g, out) || plain_loops(g, out) != parallel)
    return no(m, "its output map is not its parallel loops, each once");
  for (int k = 0; k < g->in_count; k++)
    if (k != m->x && !simple_map(g, k))
      return no(m, "input %d is read at other than single loops (only the input is read at sums)",
                k);
  return match_input_map(m, parallel, parallel) && assign_roles(m, parallel, parallel);
}

//
// Sizes
//
static bool loop_const(const wmatch *m, int d, int64_t *v) {
  return d >= 0 && dim_is_const(m->op->generic->loops[d], v);
}

// The x dim holding window pair i, and its static size.
static int pair_dim(const wmatch *m, int i) {
  const ir_generic *g = m->op->generic;
  for (int j = 0; j < g->map_rank[m->x]; j++)
    if (!is_dim(g->maps[m->x][j]) && i-- == 0) return j;
  FACET_UNREACHABLE();
}

// The result's dim of output loop d.
static const dim_expr *result_dim(const wmatch *m, int d) {
  const ir_generic *g = m->op->generic;
  for (int j = 0; j < g->map_rank[g->in_count]; j++)
    if (g->maps[g->in_count][j]->value == d) return m->op->result->type.dims[j];
  return NULL;
}

// Each window's kernel static, and the input long enough for its last
// window (else the generic reads past it: the reference reports that).
static bool match_sizes(wmatch *m) {
  for (int i = 0; i < m->spatial; i++) {
    int64_t R, P, H;
    const dim_expr *h = m->op->operands[m->x]->type.dims[pair_dim(m, i)];
    if (!loop_const(m, m->r[i], &R) || !loop_const(m, m->p[i], &P) || !dim_is_const(h, &H))
      return no(m, "its window, output or input size along a window is not static");
    if (P < 1 || (P - 1) * m->stride[i] + (R - 1) * m->dilation[i] + 1 > H)
      return no(m, "its windows read past the input (size %lld along its dim %d)", (long long)H,
                pair_dim(m, i));
  }
  // facet.pool's mean (torch's avg_pool2d) has no dilation
  for (int i = 0; !m->conv && m->red == RED_SUM && i < m->spatial; i++)
    if (m->dilation[i] != 1)
      return no(m, "it is a sum pool with a dilation of %lld (not supported)",
                (long long)m->dilation[i]);
  // the views around conv / pool take x's batch (pool: and channel) dims
  // as the result's, and facet.conv its channels static
  const ir_generic *g = m->op->generic;
  for (int d = 0; d < g->loop_rank; d++) {
    int j = -1;
    for (int k = 0; k < g->map_rank[m->x]; k++)
      if (is_dim(g->maps[m->x][k]) && g->maps[m->x][k]->value == d) j = k;
    if (j < 0) continue;
    const dim_expr *xd = m->op->operands[m->x]->type.dims[j];
    bool same = xd == result_dim(m, d),
         ok = m->conv && m->role[d] != R_BATCH ? dim_is_const(xd, &(int64_t){0}) : same;
    if (!ok)
      return no(
          m,
          "its input's dim %d is dynamic where a static size is needed (or the batch sizes differ)",
          j);
  }
  if (m->conv) {
    const ir_type *w = &m->op->operands[m->w]->type;
    for (int d = 0; d < w->rank; d++)
      if (!dim_is_const(w->dims[d], &(int64_t){0}))
        return no(m, "its weight's shape is not static");
  }
  return true;
}

static bool match(wmatch *m) {
  const ir_generic *g = m->op->generic;
  if (g->init_count != 1 || m->op->operand_count != g->in_count + 1)
    return no(m, "it has %d outputs or reads tensors with tensor.extract", g->init_count);
  if (!dtype_is_float(m->op->result->type.elem))
    return no(m, "its result is %s (convolutions and pools are compiled in floats only)",
              dtype_name(m->op->result->type.elem));
  return match_body(m) && match_maps(m) && match_sizes(m);
}

bool window_why_not(const ir_op *op, char *why, size_t whyn) {
  wmatch m = {.op = (ir_op *)op, .why = why, .whyn = whyn};
  return !match(&m);
}

//
// Rewriting
//
typedef struct rw {
  ir_context *ctx;
  ir_function *fn;
  ir_op *pos; // new ops go after it
  const char *source;
} rw;

static ir_value *emit(rw *w, ir_op_kind kind, ir_value **xs, int n, ir_type type, ir_op **out) {
  ir_op *last = w->fn->last;
  ir_op *op = ir_append_op(w->ctx, w->fn, kind, w->pos->where, xs, n, type);
  if (last != w->pos) { // move it to just after pos
    last->next = NULL;
    w->fn->last = last;
    op->next = w->pos->next;
    w->pos->next = op;
  }
  w->pos = op;
  op->source = w->source;
  if (out) *out = op;
  return op->result;
}

// v's dims in the order `dims` (dim indices of v): a transpose unless
// that is v's order.
static ir_value *permute(rw *w, ir_value *v, const int *dims, int n) {
  bool same = true;
  ir_type t = {.elem = v->type.elem, .rank = n};
  for (int i = 0; i < n; i++) {
    same &= dims[i] == i;
    t.dims[i] = v->type.dims[dims[i]];
  }
  if (same) return v;
  ir_op *o;
  ir_value *r = emit(w, IR_OP_TRANSPOSE, &v, 1, t, &o);
  memcpy(o->perm, dims, sizeof(int) * (size_t)n);
  return r;
}

static ir_value *view(rw *w, ir_value *v, const dim_expr *const *dims, int n) {
  ir_type t = {.elem = v->type.elem, .rank = n};
  memcpy(t.dims, dims, sizeof(dims[0]) * (size_t)n);
  if (ir_type_eq(&t, &v->type)) return v;
  return emit(w, IR_OP_VIEW, &v, 1, t, NULL);
}

// The dim of operand k's map that is loop d alone, or -1.
static int dim_of_loop(const ir_generic *g, int k, int d) {
  for (int j = 0; j < g->map_rank[k]; j++)
    if (is_dim(g->maps[k][j]) && g->maps[k][j]->value == d) return j;
  return -1;
}

// The size of output loop d (-1: 1), as the result's type has it.
static const dim_expr *loop_size(rw *w, const wmatch *m, int d) {
  const ir_generic *g = m->op->generic;
  return d >= 0 ? m->op->result->type.dims[dim_of_loop(g, g->in_count, d)] : dim_const(w->ctx, 1);
}

// The loop of a role (conv), or -1.
static int loop_of(const wmatch *m, int role) {
  for (int d = 0; d < m->op->generic->loop_rank; d++)
    if (m->role[d] == role) return d;
  return -1;
}

// Entries of an arrangement: a loop (>= 0), NONE (a dim of 1), or the x
// dim j of a window pair (PAIR(j)).
enum { NONE = -1 };
#define PAIR(j) (-2 - (j))
#define PAIR_DIM(e) (-2 - (e))

// v, operand k's value, as a 4-d tensor of the entries `e`: its dims
// permuted to their order, then viewed with merge[i] entries as dim i (a
// group and its channels as one channel dim).
static ir_value *arrange(rw *w, const wmatch *m, ir_value *v, int k, const int *e,
                         const int *merge) {
  const ir_generic *g = m->op->generic;
  int order[IR_MAX_RANK], n = 0, count = merge[0] + merge[1] + merge[2] + merge[3];
  for (int i = 0; i < count; i++) {
    int j = e[i] <= PAIR(0) ? PAIR_DIM(e[i]) : e[i] >= 0 ? dim_of_loop(g, k, e[i]) : -1;
    if (j >= 0) order[n++] = j;
  }
  v = permute(w, v, order, n);
  const dim_expr *dims[4];
  for (int out = 0, i = 0, at = 0; out < 4; out++) {
    dims[out] = dim_const(w->ctx, 1);
    for (int c = 0; c < merge[out]; c++, i++)
      if (e[i] != NONE) dims[out] = dim_mul(w->ctx, dims[out], v->type.dims[at++]);
  }
  return view(w, v, dims, 4);
}

// y, the facet.conv / facet.pool result [N, K, P, Q], as the generic's
// result: viewed to the present loops of `e` (in that order), permuted to
// the out map's order.
static ir_value *unarrange(rw *w, const wmatch *m, ir_value *y, const int *e, int count) {
  const ir_generic *g = m->op->generic;
  int out = g->in_count, present[IR_MAX_RANK], n = 0;
  const dim_expr *dims[IR_MAX_RANK];
  for (int i = 0; i < count; i++)
    if (e[i] >= 0)
      present[n] = e[i], dims[n++] = m->op->result->type.dims[dim_of_loop(g, out, e[i])];
  y = view(w, y, dims, n);
  int order[IR_MAX_RANK];
  for (int j = 0; j < g->map_rank[out]; j++)
    for (int i = 0; i < n; i++)
      if (present[i] == g->maps[out][j]->value) order[j] = i;
  return permute(w, y, order, n);
}

// x cut to the rows its windows read along each window dim, where it has
// more than facet.conv / facet.pool would take as the output's (they size
// the output from the input).
static ir_value *fit_input(rw *w, const wmatch *m, ir_value *x) {
  for (int i = 0; i < m->spatial; i++) {
    int j = pair_dim(m, i);
    int64_t R, P, H;
    loop_const(m, m->r[i], &R), loop_const(m, m->p[i], &P), dim_is_const(x->type.dims[j], &H);
    int64_t need = (P - 1) * m->stride[i] + (R - 1) * m->dilation[i] + 1;
    if ((H - (R - 1) * m->dilation[i] - 1) / m->stride[i] + 1 == P) continue;
    ir_type t = x->type;
    t.dims[j] = dim_const(w->ctx, need);
    ir_op *o;
    x = emit(w, IR_OP_SLICE, &x, 1, t, &o);
    o->axis = j, o->start = dim_const(w->ctx, 0), o->step = 1;
  }
  return x;
}

static bool splat_is(const ir_value *v, double x) {
  const ir_op *d = v->def;
  return d && d->kind == IR_OP_CONSTANT && !d->data && d->value == x;
}

// The generic op's init combined with y, its value from the init's
// identity: init + y (conv, sum pool, contraction) or maximum(init, y)
// (max pool); nothing to do for a splat 0 or -inf.
static ir_value *with_init(rw *w, const ir_op *op, bool max, ir_value *y) {
  ir_value *init = op->operands[op->generic->in_count];
  if (splat_is(init, max ? -INFINITY : 0.0)) return y;
  ir_op *o;
  ir_value *xs[2] = {init, y};
  ir_value *r = emit(w, IR_OP_EW, xs, 2, op->result->type, &o);
  o->ew = max ? EW_MAX : EW_ADD;
  return r;
}

static ir_value *rewrite_conv(rw *w, const wmatch *m, ir_window *win) {
  int n = loop_of(m, R_BATCH), g = loop_of(m, R_GROUP), c = loop_of(m, R_CHAN),
      f = loop_of(m, R_OCHAN);
  int h = m->spatial == 2 ? m->p[0] : -1, wd = m->p[m->spatial - 1];
  int rh = m->spatial == 2 ? m->r[0] : -1, rw_ = m->r[m->spatial - 1];
  int xh = m->spatial == 2 ? PAIR(pair_dim(m, 0)) : NONE, xw = PAIR(pair_dim(m, m->spatial - 1));
  ir_value *x = fit_input(w, m, m->op->operands[m->x]);
  x = arrange(w, m, x, m->x, (int[]){n, g, c, xh, xw}, (int[]){1, 2, 1, 1});
  ir_value *wt =
      arrange(w, m, m->op->operands[m->w], m->w, (int[]){g, f, c, rh, rw_}, (int[]){2, 1, 1, 1});
  int64_t G = 1;
  if (g >= 0) dim_is_const(m->op->generic->loops[g], &G);
  win->groups = G;
  ir_type t = {
      .elem = m->op->result->type.elem,
      .rank = 4,
      .dims = {x->type.dims[0], wt->type.dims[0], loop_size(w, m, h), loop_size(w, m, wd)}};
  ir_op *o;
  ir_value *xs[2] = {x, wt};
  ir_value *y = emit(w, IR_OP_CONV, xs, 2, t, &o);
  o->win = arena_memdup(&w->ctx->mem, win, sizeof *win);
  return unarrange(w, m, y, (int[]){n, g, f, h, wd}, 5);
}

static ir_value *rewrite_pool(rw *w, const wmatch *m, ir_window *win) {
  int n = m->pool_plain[0], c = m->pool_plain[1];
  int h = m->spatial == 2 ? m->p[0] : -1, wd = m->p[m->spatial - 1];
  int xh = m->spatial == 2 ? PAIR(pair_dim(m, 0)) : NONE, xw = PAIR(pair_dim(m, m->spatial - 1));
  ir_value *x = fit_input(w, m, m->op->operands[m->x]);
  x = arrange(w, m, x, m->x, (int[]){n, c, xh, xw}, (int[]){1, 1, 1, 1});
  // a sum is a mean with the divisor 1 (divisor_override's rule)
  if (m->red == RED_SUM) win->divisor = 1;
  ir_type t = {.elem = m->op->result->type.elem,
               .rank = 4,
               .dims = {x->type.dims[0], x->type.dims[1], loop_size(w, m, h), loop_size(w, m, wd)}};
  ir_op *o;
  ir_value *y = emit(w, IR_OP_POOL, &x, 1, t, &o);
  o->red = m->red == RED_SUM ? RED_MEAN : RED_MAX;
  o->win = arena_memdup(&w->ctx->mem, win, sizeof *win);
  return unarrange(w, m, y, (int[]){n, c, h, wd}, 4);
}

// The window with a height of 1 (kernel, stride, dilation 1) for 1-d ones.
static ir_window window_of(const wmatch *m) {
  ir_window win = {.groups = 1, .count_include_pad = true};
  int first = 2 - m->spatial;
  for (int i = 0; i < 2; i++) win.kernel[i] = win.stride[i] = win.dilation[i] = 1;
  for (int i = 0; i < m->spatial; i++) {
    loop_const(m, m->r[i], &win.kernel[first + i]);
    win.stride[first + i] = m->stride[i];
    win.dilation[first + i] = m->dilation[i];
  }
  return win;
}

//
// Contractions
//
// A generic of two ins and one out whose body yields acc + a * b (a, b
// the ins as read or through arith.extf; or int8 ins, as read or through
// arith.extsi, summed in int32 or int8), with one reduction loop
// k and plain maps (each result one loop): the out map's loops are batch
// loops (read by both ins), M (by the first alone) and N (by the second
// alone), one each of M and N, and k is read by both ins only. It becomes
// a [batch..., M, N] matmul of the first in arranged [batch..., M, K] and
// the second [batch..., K, N] (or [batch..., N, K] read transposed, where
// its map puts N first), permuted to the out map's order, plus the init
// unless it is a splat 0: linalg.matmul, batch_matmul, their transposed
// forms and einsum-like generics run on the matmul kernels.
typedef struct cmatch {
  int k, m, n, nb, batch[IR_MAX_RANK];
} cmatch;

// Node i, of type t, is an int8 input as read or through arith.extsi: the
// input's number, else -1 (extui would read it unsigned: not a matmul the
// int8 kernel computes).
static int int8_read(const ir_generic *g, int i, dtype t) {
  const ir_gnode *n = node(g, i);
  if (n->type != t || n->is_index) return -1;
  if (n->kind == GN_OP && n->op == SOP_EXTSI) i = n->a, n = node(g, i);
  return n->kind == GN_ARG && n->type == DT_I8 && i < g->in_count ? i : -1;
}

static bool match_contraction(const ir_op *op, cmatch *c) {
  const ir_generic *g = op->generic;
  dtype r = op->result->type.elem;
  bool fl = dtype_is_float(r);
  if (op->kind != IR_OP_GENERIC || g->in_count != 2 || g->init_count != 1 ||
      op->operand_count != 3 || __builtin_popcount(g->reduction) != 1 ||
      !(fl || r == DT_I32 || r == DT_I8))
    return false;
  for (int k = 0; k < 3; k++)
    if (!simple_map(g, k)) return false;
  dtype t = node(g, g->in_count)->type;
  ir_scalar_op kind;
  int v = accumulated(g, &kind);
  if (v < 0 || kind != (fl ? SOP_ADDF : SOP_ADDI) || !is_op(node(g, v), fl ? SOP_MULF : SOP_MULI))
    return false;
  // integers: int8 products summed in int32 or int8, wrapping as the
  // generic does (modulo 2^32 or 2^8 either way): the int8 matmul kernel's
  int x = fl ? input_read(g, node(g, v)->a, t) : int8_read(g, node(g, v)->a, t);
  int y = fl ? input_read(g, node(g, v)->b, t) : int8_read(g, node(g, v)->b, t);
  if (x < 0 || y < 0 || x == y) return false;
  c->k = __builtin_ctz(g->reduction);
  uint32_t la = plain_loops(g, 0), lb = plain_loops(g, 1), lo = plain_loops(g, 2);
  uint32_t kbit = 1u << c->k, all = (1u << g->loop_rank) - 1;
  if (!(la & lb & kbit) || (lo & kbit) || ((la | lb | lo) | kbit) != all ||
      ((la | lb) & ~(lo | kbit)))
    return false;
  c->m = c->n = -1, c->nb = 0;
  for (int j = 0; j < g->map_rank[2]; j++) {
    int d = (int)g->maps[2][j]->value;
    bool ia = la >> d & 1, ib = lb >> d & 1;
    if (ia && ib) c->batch[c->nb++] = d;
    else if (ia && c->m < 0) c->m = d;
    else if (ib && c->n < 0) c->n = d;
    else return false;
  }
  if (c->m < 0 || c->n < 0) return false;
  // the matmul's operands must agree on K and the batch dims as the
  // graph does (one expression each): otherwise the generic stays
  const ir_type *ta = &op->operands[0]->type, *tb = &op->operands[1]->type;
  if (ta->dims[dim_of_loop(g, 0, c->k)] != tb->dims[dim_of_loop(g, 1, c->k)]) return false;
  for (int i = 0; i < c->nb; i++)
    if (ta->dims[dim_of_loop(g, 0, c->batch[i])] != tb->dims[dim_of_loop(g, 1, c->batch[i])])
      return false;
  return true;
}

static void rewrite_contraction(ir_context *ctx, ir_function *fn, ir_op *op, const cmatch *c) {
  const ir_generic *g = op->generic;
  rw w = {.ctx = ctx, .fn = fn, .pos = op, .source = op->source};
  bool bt = dim_of_loop(g, 1, c->n) < dim_of_loop(g, 1, c->k);
  int ao[IR_MAX_RANK], bo[IR_MAX_RANK], n = 0;
  for (; n < c->nb; n++)
    ao[n] = dim_of_loop(g, 0, c->batch[n]), bo[n] = dim_of_loop(g, 1, c->batch[n]);
  ao[n] = dim_of_loop(g, 0, c->m), ao[n + 1] = dim_of_loop(g, 0, c->k);
  bo[n] = dim_of_loop(g, 1, bt ? c->n : c->k), bo[n + 1] = dim_of_loop(g, 1, bt ? c->k : c->n);
  ir_value *xs[2] = {permute(&w, op->operands[0], ao, n + 2),
                     permute(&w, op->operands[1], bo, n + 2)};
  ir_type t = {.elem = op->result->type.elem, .rank = n + 2}; // [batch..., M] of A, N of B
  memcpy(t.dims, xs[0]->type.dims, sizeof(t.dims[0]) * (size_t)(n + 1));
  t.dims[n + 1] = xs[1]->type.dims[bt ? n : n + 1];
  ir_op *mo;
  ir_value *y = emit(&w, IR_OP_MATMUL, xs, 2, t, &mo);
  mo->transpose_rhs = bt;
  // [batch..., M, N] to the out map's order
  int order[IR_MAX_RANK], loops[IR_MAX_RANK];
  memcpy(loops, c->batch, sizeof(int) * (size_t)n);
  loops[n] = c->m, loops[n + 1] = c->n;
  for (int j = 0; j < g->map_rank[2]; j++)
    for (int i = 0; i < n + 2; i++)
      if (loops[i] == g->maps[2][j]->value) order[j] = i;
  y = with_init(&w, op, false, permute(&w, y, order, n + 2));
  ir_replace_uses(fn, op->result, y);
}

static void recognize(ir_context *ctx, ir_function *fn, ir_op *op) {
  char why[256];
  wmatch m = {.op = op, .why = why, .whyn = sizeof why};
  if (!match(&m)) return;
  rw w = {.ctx = ctx, .fn = fn, .pos = op, .source = op->source};
  ir_window win = window_of(&m);
  ir_value *y = m.conv ? rewrite_conv(&w, &m, &win) : rewrite_pool(&w, &m, &win);
  y = with_init(&w, op, !m.conv && m.red == RED_MAX, y);
  ir_replace_uses(fn, op->result, y);
  // the generic is now unused: dispatch formation removes dead ops
}

bool window_run(ir_context *ctx, const pipeline_options *o, pipeline_stats *st) {
  for (size_t f = 0; f < ctx->functions.len; f++) {
    ir_function *fn = ctx->functions.data[f];
    for (ir_op *op = fn->first; op; op = op->next) {
      cmatch c;
      if (window_candidate(op)) recognize(ctx, fn, op);
      else if (match_contraction(op, &c)) rewrite_contraction(ctx, fn, op, &c);
    }
  }
  return true;
}
