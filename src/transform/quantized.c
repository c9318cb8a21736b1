// quantized.c: sharktank's quantized linears become one quantized matmul.
//
// sharktank exports a linear with block-quantized weights as the body of a
// kernel template (inlined by the importer): the weight planes (i8 bytes,
// bitcast to i4 / i2 where packed), a linalg.generic that dequantizes them
// into W[N, blocks..., 32], the activation A[..., K] expanded to
// [..., blocks..., 32], a contraction linalg.generic with one reduction loop
// per block dim accumulating a * w into a zero-filled f32 tensor, and
// usually a linalg.copy (a conversion) of the result to A's type. The
// reference runs those ops as written. Here, before dispatch formation, the
// whole chain becomes IR_OP_QMATMUL (ir.h) reading the planes as stored, so
// that the dequantized weight never exists in memory.
//
// The structure is recognized, never the names: the contraction by its maps
// and by what its body computes on sample values, the dequantizing generic
// by the roles of its operands (types, maps) and by running it (the
// reference's ref_run_generic) on random planes of two rows and two blocks
// and comparing every weight with each candidate format's formula. A
// generic that matches no format exactly is left alone (the backend then
// reports it unsupported, as any other op it cannot compile).
#include "transform.h"

#include "ir/reference_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_PLANES = 7, SAMPLE_ROWS = 2, SAMPLE_BLOCKS = 2 };

// What the dequantizing generic reads: each in-operand's source tensor (the
// i8 bytes behind a bitcast) and its role.
typedef enum { ROLE_SCALE, ROLE_QS, ROLE_SUB } plane_role;

typedef struct plane {
  ir_value *value;  // what the generic reads (i4 / i2 after a bitcast)
  ir_value *stored; // what the kernel binds: the bytes before the bitcast
  int bits;         // 16 (f16 scale), 8, 4 or 2
  plane_role role;
} plane;

typedef struct qmatch {
  ir_op *contraction, *dequant, *cast; // cast: the conversion absorbed, or NULL
  ir_value *a;                         // the activation before its expansion
  int block_loops;                     // loops of the dequant generic over blocks (n excluded)
  plane planes[MAX_PLANES];
  int plane_count;
  ir_qformat format;
  int order[MAX_PLANES]; // plane index per position of the format's operand list
} qmatch;

static bool affine_is_dim(const ir_affine *e, int d) { return e->kind == IA_DIM && e->value == d; }
static bool affine_is_const(const ir_affine *e, int64_t c) {
  return e->kind == IA_CONST && e->value == c;
}

static bool is_zero_splat(const ir_value *v) {
  const ir_op *d = v->def;
  return d && d->kind == IR_OP_CONSTANT && !d->data && d->value == 0;
}

//
// The contraction
//
// loops (p_0 .. p_{P-1}, r_0 .. r_{R-1}): P parallel (the result's dims, N
// last), R >= 2 reductions; A' (the expanded activation) at (p_0 ..
// p_{P-2}, r...), W at (p_{P-1}, r...), the result at (p...).
static bool contraction_maps(const ir_generic *g, int P, int R) {
  if (g->loop_rank != P + R || g->reduction != ((1u << (P + R)) - 1) - ((1u << P) - 1))
    return false;
  const int *rank = g->map_rank;
  if (rank[0] != P - 1 + R || rank[1] != 1 + R || rank[2] != P) return false;
  for (int d = 0; d < P - 1; d++)
    if (!affine_is_dim(g->maps[0][d], d)) return false;
  for (int r = 0; r < R; r++)
    if (!affine_is_dim(g->maps[0][P - 1 + r], P + r) || !affine_is_dim(g->maps[1][1 + r], P + r))
      return false;
  if (!affine_is_dim(g->maps[1][0], P - 1)) return false;
  for (int d = 0; d < P; d++)
    if (!affine_is_dim(g->maps[2][d], d)) return false;
  return true;
}

static ref_tensor scalar_tensor(dtype t, int rank, double v) {
  ref_tensor x = {.elem = t, .rank = rank};
  for (int d = 0; d < rank; d++) x.dims[d] = 1;
  x.data = xmalloc(sizeof(ref_elem));
  if (dtype_is_float(t)) x.data[0].f = v;
  else x.data[0].i = (int64_t)v;
  return x;
}

// Does the body compute acc + a * b? Tried on one point with small values
// every float type holds exactly.
static bool body_is_multiply_add(const ir_op *op, double a, double b, double acc) {
  const ir_generic *g = op->generic;
  ref_tensor xs[3], result;
  for (int k = 0; k < 3; k++)
    xs[k] = scalar_tensor(op->operands[k]->type.elem, g->map_rank[k],
                          k == 0   ? a
                          : k == 1 ? b
                                   : acc);
  result = scalar_tensor(op->result->type.elem, g->map_rank[2], acc);
  ref_tensor *ptrs[3] = {&xs[0], &xs[1], &xs[2]};
  int64_t loops[IR_MAX_RANK];
  for (int d = 0; d < g->loop_rank; d++) loops[d] = 1;
  facet_status_t s = NULL;
  bool ok = ref_run_generic(op, ptrs, &result, loops, false, &s) && result.data[0].f == acc + a * b;
  facet_status_free(s);
  for (int k = 0; k < 3; k++) free(xs[k].data);
  free(result.data);
  return ok;
}

static bool is_contraction(const ir_op *op, int *P, int *R) {
  if (op->kind != IR_OP_GENERIC || !op->generic->reduction) return false;
  const ir_generic *g = op->generic;
  if (g->in_count != 2 || g->init_count != 1 || op->operand_count != 3) return false;
  *P = op->result->type.rank;
  *R = g->loop_rank - *P;
  if (*P < 2 || *R < 2 || !contraction_maps(g, *P, *R)) return false;
  if (op->result->type.elem != DT_F32 || !is_zero_splat(op->operands[2])) return false;
  return body_is_multiply_add(op, 3, 5, 7) && body_is_multiply_add(op, -0.5, 4, 1);
}

// A' = view of A[..., K] as [..., blocks..., 32] with the same outer dims.
static ir_value *expanded_activation(const ir_op *c, int P, int R) {
  const ir_value *x = c->operands[0];
  if (!x->def || x->def->kind != IR_OP_VIEW) return NULL;
  ir_value *a = x->def->operands[0];
  if (a->type.rank != P || a->type.elem != x->type.elem || !cg_float_storage(a->type.elem))
    return NULL;
  for (int d = 0; d < P - 1; d++)
    if (a->type.dims[d] != x->type.dims[d]) return NULL;
  int64_t k, block = 1, n;
  for (int r = 0; r < R; r++) {
    if (!dim_is_const(x->type.dims[P - 1 + r], &n)) return NULL;
    block *= n;
  }
  return dim_is_const(a->type.dims[P - 1], &k) && k == block ? a : NULL;
}

//
// The dequantizing generic
//
// Loops (n, blocks..., 32): a scale is read at (n, blocks..., 0) of a
// [N, blocks..., 1] f16 tensor; the quants at every loop; a q4_K sub-block
// plane at (n, super, sub).
static bool map_is_identity(const ir_affine *const *m, int rank) {
  for (int d = 0; d < rank; d++)
    if (!affine_is_dim(m[d], d)) return false;
  return true;
}

static bool classify_plane(const ir_generic *g, int k, ir_value *v, plane *p) {
  const ir_affine *const *m = g->maps[k];
  int rank = g->map_rank[k], L = g->loop_rank;
  p->value = p->stored = v;
  p->bits = v->type.elem == DT_F16                           ? 16
            : v->type.elem == DT_I8 || v->type.elem == DT_U8 ? 8
            : v->type.elem == DT_I4                          ? 4
            : v->type.elem == DT_I2                          ? 2
                                                             : 0;
  if (v->def && v->def->kind == IR_OP_BITCAST) p->stored = v->def->operands[0];
  if (p->bits == 16 && rank == L && map_is_identity(m, L - 1) && affine_is_const(m[L - 1], 0)) {
    p->role = ROLE_SCALE; // [N, blocks..., 1] (the template's map has rank L, the last dim 0)
    return true;
  }
  if (p->bits == 16 && rank == L - 1 && L == 4 && map_is_identity(m, 2) &&
      affine_is_const(m[2], 0)) {
    p->role = ROLE_SCALE; // q4_K's [N, S, 1] at (n, s, 0)
    return true;
  }
  if ((p->bits == 8 || p->bits == 4) && rank == L && map_is_identity(m, L)) {
    p->role = ROLE_QS;
    return true;
  }
  if ((p->bits == 4 || p->bits == 2) && L == 4 && rank == 3 && map_is_identity(m, 3)) {
    p->role = ROLE_SUB;
    return true;
  }
  return false;
}

// xorshift: the sample planes' bytes (deterministic)
static uint64_t next_random(uint64_t *s) {
  *s ^= *s << 13, *s ^= *s >> 7, *s ^= *s << 17;
  return *s;
}

static const double sample_scales[] = {0.5, -0.25, 2, 1, -1, 0.125, 4, -2};

// The sample value of plane p at element i: an exactly representable
// scale, or an integer of the plane's width (wrapped as the reference
// holds it).
static ref_elem sample(const plane *p, uint64_t *s) {
  ref_elem e;
  uint64_t r = next_random(s);
  if (p->bits == 16) e.f = sample_scales[r % FACET_ARRAY_SIZE(sample_scales)];
  else e.i = ref_wrap_to(p->value->type.elem, (int64_t)(r & ((1u << p->bits) - 1)));
  return e;
}

// The weight at (n, blocks..., j) that format f gives the sampled planes,
// each operand named by its position in f's operand list (ir.h).
static double planes_at(const ref_tensor *t, const int64_t *idx, int rank) {
  int64_t off = 0;
  for (int d = 0; d < rank; d++) off = off * t->dims[d] + idx[d];
  return dtype_is_float(t->elem) ? t->data[off].f : (double)t->data[off].i;
}

static double nibble(double v, bool is_signed, int bits) {
  int64_t x = (int64_t)v & ((1 << bits) - 1);
  return is_signed && x >= (1 << (bits - 1)) ? (double)(x - (1 << bits)) : (double)x;
}

// *mag: the sum of the magnitudes of the formula's terms, what the
// rounding of a generic computing in f16 or bf16 is relative to.
static double formula(const ir_qformat *f, const ref_tensor *const *op, const int64_t *idx, int L,
                      double *mag) {
  int64_t bidx[IR_MAX_RANK];
  memcpy(bidx, idx, sizeof(int64_t) * (size_t)L);
  bidx[L - 1] = 0;
  double scaled, offset = 0;
  if (f->scheme == IR_Q8_0) {
    scaled = planes_at(op[1], idx, L) * planes_at(op[0], bidx, L);
  } else if (f->scheme == IR_Q4) {
    double q = nibble(planes_at(op[f->offset ? 2 : 1], idx, L), f->signed_q, 4);
    scaled = q * planes_at(op[0], bidx, L);
    offset = f->offset ? planes_at(op[1], bidx, L) : 0;
  } else {
    int64_t sidx[3] = {idx[0], idx[1], 0}, sub[3] = {idx[0], idx[1], idx[2]};
    int64_t sc = (int64_t)nibble(planes_at(op[3], sub, 3), false, 4) |
                 (int64_t)nibble(planes_at(op[2], sub, 3), false, 2) << 4;
    int64_t mn = (int64_t)nibble(planes_at(op[5], sub, 3), false, 4) |
                 (int64_t)nibble(planes_at(op[4], sub, 3), false, 2) << f->mn_hi_shift;
    scaled = planes_at(op[0], sidx, 3) * (double)sc * nibble(planes_at(op[6], idx, 4), false, 4);
    offset = -planes_at(op[1], sidx, 3) * (double)mn;
  }
  *mag = fabs(scaled) + fabs(offset);
  return scaled + offset;
}

// Runs the dequantizing generic on sampled planes of SAMPLE_ROWS rows and
// SAMPLE_BLOCKS blocks and compares every weight with the formula (exact
// up to the rounding of the generic's float type).
static bool dequant_matches(const ir_op *dq, const plane *planes, const int *order,
                            const ir_qformat *f) {
  const ir_generic *g = dq->generic;
  int L = g->loop_rank, n_in = g->in_count;
  int64_t loops[IR_MAX_RANK];
  for (int d = 0; d < L; d++) loops[d] = d == 0 ? SAMPLE_ROWS : d == 1 ? SAMPLE_BLOCKS : 0;
  for (int d = 2; d < L; d++) dim_is_const(g->loops[d], &loops[d]);
  ref_tensor xs[MAX_PLANES + 1], result = {.elem = dq->result->type.elem, .rank = L};
  ref_tensor *ptrs[MAX_PLANES + 1];
  uint64_t seed = 0x9e3779b97f4a7c15u;
  for (int k = 0; k <= n_in; k++) {
    xs[k] = (ref_tensor){.elem = dq->operands[k]->type.elem, .rank = g->map_rank[k]};
    int64_t count = 1;
    for (int d = 0; d < xs[k].rank; d++) {
      const ir_affine *e = g->maps[k][d];
      xs[k].dims[d] = e->kind == IA_DIM ? loops[e->value] : 1;
      count *= xs[k].dims[d];
    }
    xs[k].data = xcalloc((size_t)count, sizeof(ref_elem));
    for (int64_t i = 0; k < n_in && i < count; i++) xs[k].data[i] = sample(&planes[k], &seed);
    ptrs[k] = &xs[k];
  }
  int64_t total = 1;
  for (int d = 0; d < L; d++) result.dims[d] = loops[d], total *= loops[d];
  result.data = xcalloc((size_t)total, sizeof(ref_elem));
  facet_status_t s = NULL;
  bool ok = ref_run_generic(dq, ptrs, &result, loops, false, &s);
  facet_status_free(s);
  const ref_tensor *by_role[MAX_PLANES];
  for (int i = 0; i < ir_qformat_planes(f); i++) by_role[i] = &xs[order[i]];
  for (int64_t i = 0; ok && i < total; i++) {
    int64_t idx[IR_MAX_RANK], rest = i;
    for (int d = L - 1; d >= 0; d--) idx[d] = rest % loops[d], rest /= loops[d];
    double mag, want = formula(f, by_role, idx, L, &mag);
    // a bf16 generic rounds each product and the sum to 8 significant bits
    ok = fabs(result.data[i].f - want) <= mag * 0x1p-6;
  }
  for (int k = 0; k <= n_in; k++) free(xs[k].data);
  free(result.data);
  return ok;
}

// The candidate formats for these planes: every assignment of same-kind
// planes to the format's operands (d / m, scales / mins) and every
// signedness and shift, tried in turn.
static bool try_format(qmatch *m, ir_qformat f, const int *order) {
  if (!dequant_matches(m->dequant, m->planes, order, &f)) return false;
  m->format = f;
  memcpy(m->order, order, sizeof(int) * (size_t)ir_qformat_planes(&f));
  return true;
}

static int planes_of(const qmatch *m, plane_role role, int bits, int *out) {
  int n = 0;
  for (int i = 0; i < m->plane_count; i++)
    if (m->planes[i].role == role && (bits == 0 || m->planes[i].bits == bits)) out[n++] = i;
  return n;
}

static bool match_block_format(qmatch *m) {
  int s[MAX_PLANES], q[MAX_PLANES];
  int ns = planes_of(m, ROLE_SCALE, 0, s), nq = planes_of(m, ROLE_QS, 0, q);
  if (nq != 1 || ns < 1 || ns > 2 || ns + nq != m->plane_count) return false;
  if (m->planes[q[0]].bits == 8)
    return ns == 1 && try_format(m, (ir_qformat){IR_Q8_0}, (int[]){s[0], q[0]});
  for (int sign = 0; sign < 2; sign++) {
    if (ns == 1 && try_format(m, (ir_qformat){IR_Q4, sign, false, 0}, (int[]){s[0], q[0]}))
      return true;
    for (int swap = 0; ns == 2 && swap < 2; swap++)
      if (try_format(m, (ir_qformat){IR_Q4, sign, true, 0}, (int[]){s[swap], s[!swap], q[0]}))
        return true;
  }
  return false;
}

static bool match_super_block_format(qmatch *m) {
  int s[MAX_PLANES], q[MAX_PLANES], hi[MAX_PLANES], lo[MAX_PLANES];
  if (planes_of(m, ROLE_SCALE, 0, s) != 2 || planes_of(m, ROLE_QS, 4, q) != 1 ||
      planes_of(m, ROLE_SUB, 2, hi) != 2 || planes_of(m, ROLE_SUB, 4, lo) != 2 ||
      m->plane_count != 7)
    return false;
  for (int mask = 0; mask < 16; mask++) {
    int ds = mask & 1, h = (mask >> 1) & 1, l = (mask >> 2) & 1, shift = mask & 8 ? 0 : 4;
    int order[7] = {s[ds], s[!ds], hi[h], lo[l], hi[!h], lo[!l], q[0]};
    if (try_format(m, (ir_qformat){IR_Q4_K, false, false, shift}, order)) return true;
  }
  return false;
}

// W = dq's result [N, blocks..., 32], with the contraction's blocks.
static bool match_dequant(qmatch *m, int R) {
  ir_op *dq = m->contraction->operands[1]->def;
  if (!dq || dq->kind != IR_OP_GENERIC || dq->generic->reduction) return false;
  const ir_generic *g = dq->generic;
  if (g->init_count != 1 || g->in_count > MAX_PLANES || dq->operand_count != g->in_count + 1 ||
      g->loop_rank != R + 1 || !map_is_identity(g->maps[g->in_count], g->loop_rank))
    return false;
  int64_t inner;
  if (!dim_is_const(g->loops[g->loop_rank - 1], &inner) || inner != 32) return false;
  m->dequant = dq;
  m->plane_count = g->in_count;
  for (int k = 0; k < g->in_count; k++)
    if (!classify_plane(g, k, dq->operands[k], &m->planes[k])) return false;
  if (R == 2) return match_block_format(m);
  int64_t subs;
  return R == 3 && dim_is_const(g->loops[2], &subs) && subs == 8 && match_super_block_format(m);
}

//
// Rewriting
//
static int use_count(const ir_function *fn, const ir_value *v) {
  int n = 0;
  for (const ir_op *op = fn->first; op; op = op->next)
    for (int i = 0; i < op->operand_count; i++) n += op->operands[i] == v;
  for (int i = 0; i < fn->result_count; i++) n += fn->results[i] == v;
  for (int i = 0; i < fn->inout_count; i++) n += fn->inout_values[i] == v;
  return n;
}

// Appends an op and moves it to just after `pos`.
static ir_op *insert_after(ir_context *ctx, ir_function *fn, ir_op *pos, ir_op_kind kind,
                           ir_value **operands, int n, ir_type type) {
  ir_op *prev_last = fn->last;
  ir_op *op = ir_append_op(ctx, fn, kind, pos->where, operands, n, type);
  if (prev_last == pos) return op;
  prev_last->next = NULL;
  fn->last = prev_last;
  op->next = pos->next;
  pos->next = op;
  return op;
}

// A conversion of the f32 result to a float storage type, its only use,
// is done by the kernel's store (linalg.copy's rounding).
static ir_op *absorbed_cast(const ir_function *fn, const ir_op *c) {
  if (use_count(fn, c->result) != 1) return NULL;
  for (ir_op *op = c->next; op; op = op->next)
    if (op->operand_count == 1 && op->operands[0] == c->result)
      return op->kind == IR_OP_EW && op->ew == EW_CONVERT && cg_float_storage(op->result->type.elem)
                 ? op
                 : NULL;
  return NULL;
}

static void rewrite(ir_context *ctx, ir_function *fn, qmatch *m) {
  ir_op *c = m->contraction, *last = m->cast ? m->cast : c;
  const ir_type *at = &m->a->type;
  ir_type a2 = {.elem = at->elem, .rank = 2, .dims = {dim_const(ctx, 1), at->dims[at->rank - 1]}};
  for (int d = 0; d + 1 < at->rank; d++) a2.dims[0] = dim_mul(ctx, a2.dims[0], at->dims[d]);
  ir_value *a = m->a;
  ir_op *view = insert_after(ctx, fn, last, IR_OP_VIEW, &a, 1, a2);
  ir_value *xs[1 + MAX_PLANES] = {view->result};
  int planes = ir_qformat_planes(&m->format);
  for (int i = 0; i < planes; i++) xs[1 + i] = m->planes[m->order[i]].stored;
  const ir_type *rt = &last->result->type;
  ir_type c2 = {.elem = rt->elem, .rank = 2, .dims = {a2.dims[0], rt->dims[rt->rank - 1]}};
  ir_op *q = insert_after(ctx, fn, view, IR_OP_QMATMUL, xs, 1 + planes, c2);
  q->quant = m->format;
  q->source = c->source;
  ir_value *qv = q->result;
  ir_op *back = insert_after(ctx, fn, q, IR_OP_VIEW, &qv, 1, *rt);
  ir_replace_uses(fn, last->result, back->result);
  // the contraction, the cast, the dequantization and the bitcasts are
  // now unused: dispatch formation removes dead ops
}

static void recognize_function(ir_context *ctx, ir_function *fn) {
  for (ir_op *op = fn->first; op; op = op->next) {
    int P, R;
    qmatch m = {.contraction = op};
    if (!is_contraction(op, &P, &R) || !(m.a = expanded_activation(op, P, R)) ||
        !match_dequant(&m, R))
      continue;
    m.cast = absorbed_cast(fn, op);
    rewrite(ctx, fn, &m);
  }
}

bool quantized_run(ir_context *ctx, const pipeline_options *o, pipeline_stats *st) {
  for (size_t f = 0; f < ctx->functions.len; f++) recognize_function(ctx, ctx->functions.data[f]);
  return true;
}
