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
//
// The page gather under K and V (an index_select of the cache's pages by a
// tensor of page ids) is read through too: the dims the ids give the
// gathered tensor become dims of a page table, the ids viewed row-major,
// and the kernel looks each page up in it instead of reading a copy. A view
// may split a table dim (the decode export's [B * P] ids read as [B, P]),
// dims of 1 included, so that batch 1 and batch 4 describe their batch dim
// alike.
#include "transform.h"

#include <string.h>

// A value's dims described on the base tensor: dim c runs along base dims
// dims[c][0..count[c]) (outer to inner); along base dim j the value covers
// `extent[j]` indices from `offset[j]`. A dim of 1 keeps the base dim it
// came from where one is known, so that batch 1 and batch 4 read their
// batch dim alike (one executable for both when generalized). Under a
// gather, base dims from base_rank on are the page table's (order: outer
// to inner), each of tsize indices in the ids viewed as the table.
enum { ATT_DIMS = 2 * IR_MAX_RANK };
typedef struct att_map {
  int rank;
  int8_t count[IR_MAX_RANK];
  int8_t dims[IR_MAX_RANK][ATT_DIMS]; // (a base dim is in one value dim's list at most)
  const dim_expr *extent[ATT_DIMS];
  const dim_expr *offset[ATT_DIMS];
  int base_rank, ndims, order_count;
  int8_t order[IR_MAX_RANK];
  const dim_expr *tsize[ATT_DIMS];
} att_map;

static bool is_one(const dim_expr *e) {
  int64_t c;
  return dim_is_const(e, &c) && c == 1;
}

static void map_base(ir_context *ctx, const ir_type *t, att_map *m) {
  m->rank = t->rank;
  m->base_rank = m->ndims = t->rank;
  m->order_count = 0;
  for (int j = 0; j < t->rank; j++) {
    m->count[j] = 1;
    m->dims[j][0] = (int8_t)j;
    m->extent[j] = t->dims[j];
    m->offset[j] = dim_const(ctx, 0);
  }
}

// A new table dim of `size` indices, after position `at` of the order.
static int8_t add_table_dim(ir_context *ctx, att_map *m, const dim_expr *size, int at) {
  int8_t u = (int8_t)m->ndims++;
  m->extent[u] = m->tsize[u] = size;
  m->offset[u] = dim_const(ctx, 0);
  memmove(m->order + at + 1, m->order + at, (size_t)(m->order_count - at) * sizeof m->order[0]);
  m->order[at] = u;
  m->order_count++;
  return u;
}

// index_select(x, axis, ids) = x.shape[:axis] + ids.shape + x.shape[axis+1:]:
// the base is x, whose dim `axis` no value dim runs along; the dims ids
// gives are table dims. Ids of i64 only (what the kernel reads).
static bool map_gather(ir_context *ctx, const ir_op *op, att_map *m) {
  const ir_type *x = &op->operands[0]->type, *ids = &op->operands[1]->type;
  int a = op->axis, k = ids->rank;
  if (ids->elem != DT_I64 || k < 1 || x->rank + k > ATT_DIMS || a < 0 || a >= x->rank) return false;
  map_base(ctx, x, m);
  m->rank = op->result->type.rank;
  for (int c = 0; c < m->rank; c++) {
    m->count[c] = 1;
    if (c < a) m->dims[c][0] = (int8_t)c;
    else if (c < a + k) m->dims[c][0] = add_table_dim(ctx, m, ids->dims[c - a], c - a);
    else m->dims[c][0] = (int8_t)(c - k + 1);
  }
  return true;
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

// A value dim along one whole table dim (not sliced) split into view dims
// to[k..] whose sizes, dims of 1 included, multiply to its size: each gets
// a table dim of its own (the ids viewed so). Returns the view dims
// filled; 0 when that is not a split into two or more.
static int split_table(ir_context *ctx, const att_map *m, const dim_expr *size, int from,
                       const ir_type *to, int k, att_map *out) {
  int j = m->count[from] == 1 ? m->dims[from][0] : -1, k2 = k;
  if (j < m->base_rank || m->extent[j] != m->tsize[j]) return 0;
  const dim_expr *p = dim_const(ctx, 1);
  while (k2 < to->rank && p != size) p = dim_mul(ctx, p, to->dims[k2++]);
  if (p != size || k2 - k < 2 || out->ndims + k2 - k > ATT_DIMS ||
      out->order_count + k2 - k > IR_MAX_RANK)
    return 0;
  int at = 0;
  while (out->order[at] != j) at++;
  out->extent[j] = out->tsize[j] = to->dims[k];
  out->dims[k][out->count[k]++] = (int8_t)j;
  for (int c = k + 1; c < k2; c++)
    out->dims[c][out->count[c]++] = add_table_dim(ctx, out, to->dims[c], ++at);
  return k2 - k;
}

// Whether x is a whole multiple of y: the multiple, else NULL.
static const dim_expr *quotient(ir_context *ctx, const dim_expr *x, const dim_expr *y) {
  const dim_expr *q = dim_floordiv(ctx, x, y);
  return dim_mul(ctx, q, y) == x ? q : NULL;
}

// The first ends i2 > i, k2 > k at which value dims i..i2 and view dims
// k..k2 hold as many elements; false when there are none.
static bool group_ends(ir_context *ctx, const ir_type *from, const ir_type *to, int i, int k,
                       int *i2, int *k2) {
  for (int n = 2; n <= from->rank - i + to->rank - k; n++)
    for (int a = 1; a < n; a++) {
      if (i + a > from->rank || k + n - a > to->rank) continue;
      const dim_expr *pf = dim_const(ctx, 1), *pt = dim_const(ctx, 1);
      for (int x = i; x < i + a; x++) pf = dim_mul(ctx, pf, from->dims[x]);
      for (int x = k; x < k + n - a; x++) pt = dim_mul(ctx, pt, to->dims[x]);
      if (pf == pt) return *i2 = i + a, *k2 = k + n - a, true;
    }
  return false;
}

// Cuts whole table dim j (not sliced) after its first `outer` indices:
// j keeps those, a new table dim after it in the order takes the rest.
static int8_t cut_table(ir_context *ctx, att_map *m, int j, const dim_expr *outer) {
  const dim_expr *inner =
      j >= m->base_rank && m->extent[j] == m->tsize[j] ? quotient(ctx, m->extent[j], outer) : NULL;
  if (!inner || m->ndims == ATT_DIMS || m->order_count == IR_MAX_RANK) return -1;
  int at = 0;
  while (m->order[at] != j) at++;
  m->extent[j] = m->tsize[j] = outer;
  return add_table_dim(ctx, m, inner, at + 1);
}

// View dim c (of `size` elements) takes the next pieces (base dims) from
// pieces[*p..n): whole ones whose extents multiply to its size, or whole
// ones then the outer part of a table dim, which is cut there (its inner
// part the next piece).
static bool take_pieces(ir_context *ctx, const dim_expr *size, int8_t *pieces, int *p, int n,
                        att_map *out, int c) {
  const dim_expr *have = dim_const(ctx, 1);
  for (int q = *p; q < n; q++) {
    const dim_expr *next = dim_mul(ctx, have, out->extent[pieces[q]]), *rest;
    if (next == size) {
      for (int x = *p; x <= q; x++) out->dims[c][out->count[c]++] = pieces[x];
      *p = q + 1;
      return true;
    }
    int8_t u = (rest = quotient(ctx, size, have)) ? cut_table(ctx, out, pieces[q], rest) : -1;
    if (u >= 0) {
      for (int x = *p; x <= q; x++) out->dims[c][out->count[c]++] = pieces[x];
      pieces[q] = u, *p = q;
      return true;
    }
    have = next;
  }
  return false;
}

// A view that both splits and merges (value dims [B * P, page] as [B, P *
// page]): value dims i.. and view dims k.. up to the first ends that hold
// as many elements form a group; the value dims' base dims are dealt out
// to the view dims in order, table dims cut where a view dim ends inside
// one (the ids viewed so; a dim of the base cannot be cut). Dims of 1
// take none.
static bool map_group(ir_context *ctx, const att_map *m, const ir_type *from, const ir_type *to,
                      int *i, int *k, att_map *out) {
  int i2, k2, n = 0, p = 0;
  int8_t pieces[ATT_DIMS];
  if (!group_ends(ctx, from, to, *i, *k, &i2, &k2)) return false;
  for (int x = *i; x < i2; x++)
    for (int b = 0; b < m->count[x] && !is_one(from->dims[x]) && n < ATT_DIMS; b++)
      pieces[n++] = m->dims[x][b];
  for (int c = *k; c < k2; c++)
    if (!is_one(to->dims[c]) && !take_pieces(ctx, to->dims[c], pieces, &p, n, out, c)) return false;
  *i = i2, *k = k2;
  return p == n;
}

// A view (same elements, another shape): each view dim is one value dim, a
// product of consecutive ones, or a piece of one whose base dims split at
// the same places (or of a table dim), else a group of both (map_group); a
// dim of 1 facing a dim of 1 keeps its base dim, other dims of 1 come and
// go.
static bool map_view(ir_context *ctx, const ir_type *from, const ir_type *to, att_map *m) {
  att_map out = *m;
  int i = 0, k = 0;
  out.rank = to->rank;
  for (int c = 0; c < to->rank; c++) out.count[c] = 0;
  while (i < from->rank || k < to->rank) {
    bool fone = i < from->rank && is_one(from->dims[i]), tone = k < to->rank && is_one(to->dims[k]);
    int n = i < from->rank && !fone ? split_table(ctx, m, from->dims[i], i, to, k, &out) : 0;
    if (n) {
      i++, k += n;
      continue;
    }
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
    att_map split = out; // (split_dim leaves its pieces behind when it fails)
    n = split_dim(ctx, m, i, to, k, &split);
    if (n) {
      out = split, i++, k += n;
      continue;
    }
    if (!map_group(ctx, m, from, to, &i, &k, &out)) return false;
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

int attview_chain(const ir_value *v, int max, bool gather, const ir_op **chain) {
  int n = 0;
  for (; n < max && v->def; n++) {
    const ir_op *op = v->def;
    bool through = op->kind == IR_OP_TRANSPOSE || op->kind == IR_OP_VIEW || op->kind == IR_OP_SLICE;
    bool gathers = gather && op->kind == IR_OP_INDEX_SELECT;
    if (!through && !gathers) break;
    chain[n] = op;
    v = op->operands[0];
    if (gathers) return n + 1;
  }
  return n;
}

// Base dim j as ir_kview names it: a dim of the base, or IR_KVIEW_TABLE +
// its place among the table's dims.
static int8_t view_dim(const att_map *m, int j) {
  if (j < m->base_rank) return (int8_t)j;
  int t = 0;
  while (m->order[t] != j) t++;
  return (int8_t)(IR_KVIEW_TABLE + t);
}

// The kernel reads the table per key row: E (the innermost logical dim)
// never runs along it, and it starts at 0 (a slice of the table would
// need a start of its own).
static bool table_fits(const att_map *m) {
  for (int j = m->base_rank; j < m->ndims; j++) {
    int64_t start;
    if (!dim_is_const(m->offset[j], &start) || start != 0) return false;
  }
  for (int b = 0; b < m->count[3]; b++)
    if (m->dims[3][b] >= m->base_rank) return false;
  return true;
}

static void fill_table(const att_map *m, const ir_op *gather, attview *out) {
  out->table = NULL;
  out->table_rank = 0;
  if (!gather) return;
  out->table = gather->operands[1];
  out->table_dim = gather->axis;
  out->table_rank = m->order_count;
  for (int t = 0; t < m->order_count; t++) out->table_dims[t] = m->tsize[m->order[t]];
}

bool attview_map(ir_context *ctx, const ir_value *v, const ir_op *const *chain, int n,
                 attview *out) {
  const ir_op *gather = n && chain[n - 1]->kind == IR_OP_INDEX_SELECT ? chain[n - 1] : NULL;
  const ir_value *base = n ? chain[n - 1]->operands[0] : v;
  att_map m;
  if (gather && !map_gather(ctx, gather, &m)) return false;
  if (!gather) map_base(ctx, &base->type, &m);
  for (int i = n - 1 - (gather != NULL); i >= 0; i--) {
    const ir_op *op = chain[i];
    if (op->kind == IR_OP_TRANSPOSE) map_transpose(op, &m);
    else if (op->kind == IR_OP_SLICE && !map_slice(ctx, op, &m)) return false;
    else if (op->kind == IR_OP_VIEW &&
             !map_view(ctx, &op->operands[0]->type, &op->result->type, &m))
      return false;
    else if (op->kind == IR_OP_INDEX_SELECT) return false;
  }
  if (m.rank != 4 || (gather && !table_fits(&m))) return false;
  for (int d = 0; d < 4; d++) {
    int64_t page;
    if (m.count[d] > 2 || (m.count[d] == 2 && !dim_is_const(m.extent[m.dims[d][1]], &page)))
      return false;
    out->outer[d] = m.count[d] ? view_dim(&m, m.dims[d][0]) : -1;
    out->inner[d] = m.count[d] == 2 ? view_dim(&m, m.dims[d][1]) : -1;
    out->inner_size[d] = m.count[d] == 2 ? m.extent[m.dims[d][1]] : NULL;
  }
  out->rank = base->type.rank;
  for (int j = 0; j < base->type.rank; j++) out->offset[j] = m.offset[j];
  out->base = base;
  fill_table(&m, gather, out);
  return true;
}
