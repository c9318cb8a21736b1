// attention_view.c: how an attention operand sits in the tensor under the
// transposes, views and slices an export wrote in front of it (ir_kview).
//
// The exports gather the cache pages into [B, P, 2, page, Hk, E], slice K
// and V out of the 2, view [B, P * page, Hk, E] and transpose [B, Hk, S, E]:
// three copies per operand before attention if each were a dispatch. The
// attention kernel reads through strides instead, so dispatch.c folds such
// a chain into the attention dispatch when attview_map describes it:
// every logical dim runs along at most two dims of the tensor under the
// chain (the sequence along the page and the row in the page, a page of
// static size), every slice is a static start along one of them (so a view
// adds no sizes to the push constants but the tensor's own dims).
#include "transform.h"

#include <string.h>

// A value's dims described on the base tensor: dim c runs along base dims
// dims[c][0..count[c]) (outer to inner); along base dim j the value covers
// `extent[j]` indices from `offset[j]`. A dim of 1 keeps the base dim it
// came from where one is known, so that batch 1 and batch 4 read their
// batch dim alike (one executable for both when generalized).
typedef struct att_map {
  int rank;
  int8_t count[IR_MAX_RANK];
  int8_t dims[IR_MAX_RANK][IR_MAX_RANK];
  const dim_expr *extent[IR_MAX_RANK];
  const dim_expr *offset[IR_MAX_RANK];
} att_map;

static bool is_one(const dim_expr *e) {
  int64_t c;
  return dim_is_const(e, &c) && c == 1;
}

static void map_base(ir_context *ctx, const ir_type *t, att_map *m) {
  m->rank = t->rank;
  for (int j = 0; j < t->rank; j++) {
    m->count[j] = 1;
    m->dims[j][0] = (int8_t)j;
    m->extent[j] = t->dims[j];
    m->offset[j] = dim_const(ctx, 0);
  }
}

// A slice by 1 from a start >= 0 along a dim that runs along one base dim
// (or none: a dim of 1 from a view) moves that dim's offset and shrinks its
// extent.
static bool map_slice(ir_context *ctx, const ir_op *op, att_map *m) {
  int64_t start;
  int a = op->axis;
  if (op->step != 1 || !dim_is_const(op->start, &start) || start < 0 || m->count[a] > 1)
    return false;
  if (m->count[a] == 0) return start == 0;
  int j = m->dims[a][0];
  m->offset[j] = dim_add(ctx, m->offset[j], op->start);
  m->extent[j] = op->result->type.dims[a];
  return true;
}

// Split value dim `from` (its base dims) into view dims to[k..]: each
// non-unit one takes the next base dims whose extents multiply to its size
// (dims of 1 between them take none). Returns the number of view dims
// filled, 0 when the base dims do not split so.
static int split_dim(ir_context *ctx, const att_map *m, int from, const ir_type *t, int k,
                     att_map *out) {
  int b = 0, c = k;
  for (; b < m->count[from] && c < t->rank; c++) {
    const dim_expr *p = dim_const(ctx, 1);
    while (b < m->count[from] && p != t->dims[c]) {
      int j = m->dims[from][b++];
      p = dim_mul(ctx, p, m->extent[j]);
      out->dims[c][out->count[c]++] = (int8_t)j;
    }
    if (p != t->dims[c]) return 0;
  }
  return b == m->count[from] ? c - k : 0;
}

// A view (same elements, another shape): each view dim is one value dim, a
// product of consecutive ones, or a piece of one whose base dims split at
// the same places; a dim of 1 facing a dim of 1 keeps its base dim, other
// dims of 1 come and go.
static bool map_view(ir_context *ctx, const ir_type *from, const ir_type *to, att_map *m) {
  att_map out = *m;
  int i = 0, k = 0;
  out.rank = to->rank;
  for (int c = 0; c < to->rank; c++) out.count[c] = 0;
  while (i < from->rank || k < to->rank) {
    bool fone = i < from->rank && is_one(from->dims[i]), tone = k < to->rank && is_one(to->dims[k]);
    if (fone && tone) {
      out.count[k] = m->count[i];
      memcpy(out.dims[k++], m->dims[i++], sizeof out.dims[0]);
      continue;
    }
    if (tone || fone) {
      k += tone, i += fone;
      continue;
    }
    if (i == from->rank || k == to->rank) return false;
    const dim_expr *p = from->dims[i];
    int i2 = i + 1;
    while (p != to->dims[k] && i2 < from->rank) p = dim_mul(ctx, p, from->dims[i2++]);
    if (p == to->dims[k]) { // value dims i .. i2 - 1 (those not 1) merge into view dim k
      for (int x = i; x < i2; x++)
        for (int b = 0; b < m->count[x] && !is_one(from->dims[x]); b++)
          out.dims[k][out.count[k]++] = m->dims[x][b];
      i = i2, k++;
      continue;
    }
    int n = split_dim(ctx, m, i, to, k, &out);
    if (!n) return false;
    i++, k += n;
  }
  *m = out;
  return true;
}

static void map_transpose(const ir_op *op, att_map *m) {
  att_map out = *m;
  for (int d = 0; d < m->rank; d++) {
    out.count[d] = m->count[op->perm[d]];
    memcpy(out.dims[d], m->dims[op->perm[d]], sizeof out.dims[d]);
  }
  *m = out;
}

int attview_chain(const ir_value *v, int max, const int *uses, const ir_op **chain) {
  int n = 0;
  for (; n < max && v->def; n++) {
    const ir_op *op = v->def;
    bool through = op->kind == IR_OP_TRANSPOSE || op->kind == IR_OP_VIEW || op->kind == IR_OP_SLICE;
    if (!through || (n > 0 && uses[v->id] != 1)) break;
    chain[n] = op;
    v = op->operands[0];
  }
  return n;
}

bool attview_map(ir_context *ctx, const ir_value *v, const ir_op *const *chain, int n,
                 attview *out) {
  const ir_value *base = n ? chain[n - 1]->operands[0] : v;
  att_map m;
  map_base(ctx, &base->type, &m);
  for (int i = n - 1; i >= 0; i--) {
    const ir_op *op = chain[i];
    if (op->kind == IR_OP_TRANSPOSE) map_transpose(op, &m);
    else if (op->kind == IR_OP_SLICE && !map_slice(ctx, op, &m)) return false;
    else if (op->kind == IR_OP_VIEW &&
             !map_view(ctx, &op->operands[0]->type, &op->result->type, &m))
      return false;
  }
  if (m.rank != 4) return false;
  for (int d = 0; d < 4; d++) {
    int64_t page;
    if (m.count[d] > 2 || (m.count[d] == 2 && !dim_is_const(m.extent[m.dims[d][1]], &page)))
      return false;
    out->outer[d] = m.count[d] ? m.dims[d][0] : -1;
    out->inner[d] = m.count[d] == 2 ? m.dims[d][1] : -1;
    out->inner_size[d] = m.count[d] == 2 ? m.extent[m.dims[d][1]] : NULL;
  }
  out->rank = base->type.rank;
  for (int j = 0; j < base->type.rank; j++) out->offset[j] = m.offset[j];
  out->base = base;
  return true;
}
