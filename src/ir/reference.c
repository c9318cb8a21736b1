// reference.c: the float64 reference interpreter over graph IR.
//
// Naive loops in double precision, before any dispatch formation: every
// end-to-end test compares compiled results with it, for any program, any
// flags, any variant. Symbols are derived from the input shapes the same
// way the runtime does (the first argument dim that is c * symbol).
// Integer results are truncated as C casts do; float results are not
// rounded to their dtype (the comparison tolerance covers that).
#include "ir.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct interp {
  const ir_context *ctx;
  const ir_function *fn;
  int64_t *syms;
  bool *known;
  ref_tensor *vals;   // by value id
  char *err;
  size_t errn;
  int depth;          // of CALLs
  const ref_globals *globals; // NULL: none
} interp;

static bool fail(interp *in, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static bool fail(interp *in, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(in->err, in->errn, fmt, ap);
  va_end(ap);
  return false;
}

static bool eval_dim(const dim_expr *e, const int64_t *syms, const bool *known, int64_t *out) {
  int64_t a, b;
  switch (e->kind) {
  case DIM_CONST: *out = e->c; return true;
  case DIM_SYM: *out = syms[e->sym]; return known[e->sym];
  default: break;
  }
  if (!eval_dim(e->lhs, syms, known, &a) || !eval_dim(e->rhs, syms, known, &b)) return false;
  switch (e->kind) {
  case DIM_ADD: *out = a + b; return true;
  case DIM_MUL: *out = a * b; return true;
  default: break;
  }
  if (b <= 0) return false;
  if (e->kind == DIM_FLOORDIV) *out = a / b - (a % b < 0);
  else if (e->kind == DIM_CEILDIV) *out = -((-a) / b - ((-a) % b < 0));
  else *out = ((a % b) + b) % b;
  return true;
}

static int64_t numel(const ref_tensor *t) {
  int64_t n = 1;
  for (int i = 0; i < t->rank; i++) n *= t->dims[i];
  return n;
}

// Row-major index of `idx` in t; dims of size 1 broadcast (index 0), and
// t's dims align with the trailing `rank` entries of idx.
static int64_t offset_of(const ref_tensor *t, const int64_t *idx, int rank) {
  int64_t off = 0;
  for (int d = 0; d < t->rank; d++) {
    int64_t i = idx[rank - t->rank + d];
    off = off * t->dims[d] + (t->dims[d] == 1 ? 0 : i);
  }
  return off;
}

static void unravel(int64_t flat, const int64_t *dims, int rank, int64_t *idx) {
  for (int d = rank - 1; d >= 0; d--) {
    idx[d] = dims[d] ? flat % dims[d] : 0;
    flat = dims[d] ? flat / dims[d] : 0;
  }
}

static double ew_apply(ir_ew_kind k, const double *x) {
  double a = x[0], b = x[1];
  switch (k) {
  case EW_ADD: return a + b;
  case EW_SUB: return a - b;
  case EW_MUL: return a * b;
  case EW_DIV: return a / b;
  case EW_POW: return pow(a, b);
  case EW_MAX: return a > b ? a : b;
  case EW_MIN: return a < b ? a : b;
  case EW_FLOORDIV: return floor(a / b);
  case EW_REM: return a - floor(a / b) * b;
  case EW_EQ: return a == b;
  case EW_NE: return a != b;
  case EW_LT: return a < b;
  case EW_LE: return a <= b;
  case EW_GT: return a > b;
  case EW_GE: return a >= b;
  case EW_AND: return a != 0 && b != 0;
  case EW_OR: return a != 0 || b != 0;
  case EW_NEG: return -a;
  case EW_EXP: return exp(a);
  case EW_LOG: return log(a);
  case EW_TANH: return tanh(a);
  case EW_SIGMOID: return 1 / (1 + exp(-a));
  case EW_SILU: return a / (1 + exp(-a));
  case EW_GELU: return 0.5 * a * (1 + erf(a / sqrt(2.0)));
  case EW_GELU_TANH: return 0.5 * a * (1 + tanh(sqrt(2 / M_PI) * (a + 0.044715 * a * a * a)));
  case EW_RELU: return a > 0 ? a : 0;
  case EW_RSQRT: return 1 / sqrt(a);
  case EW_SQRT: return sqrt(a);
  case EW_RECIPROCAL: return 1 / a;
  case EW_ABS: return fabs(a);
  case EW_SIN: return sin(a);
  case EW_COS: return cos(a);
  case EW_ERF: return erf(a);
  case EW_NOT: return a == 0;
  case EW_CONVERT: return a;
  case EW_SELECT: return a != 0 ? b : x[2];
  default: FACET_UNREACHABLE();
  }
}

// What storing v into dtype t keeps, beyond rounding: integers truncate.
static double as_dtype(dtype t, double v) {
  if (t == DT_BOOL) return v != 0;
  if (!dtype_is_float(t)) return isfinite(v) ? trunc(v) : 0;
  return v;
}

//
// Ops. Each fills r->data (allocated by the caller, r's dims known).
//
static void run_ew(const ir_op *op, ref_tensor *r, ref_tensor **xs) {
  int64_t idx[IR_MAX_RANK], n = numel(r);
  for (int64_t i = 0; i < n; i++) {
    unravel(i, r->dims, r->rank, idx);
    double x[3] = {0};
    for (int k = 0; k < op->operand_count; k++) x[k] = xs[k]->data[offset_of(xs[k], idx, r->rank)];
    r->data[i] = as_dtype(r->elem, ew_apply(op->ew, x));
  }
}

static void run_broadcast(ref_tensor *r, const ref_tensor *x) {
  int64_t idx[IR_MAX_RANK], n = numel(r);
  for (int64_t i = 0; i < n; i++) {
    unravel(i, r->dims, r->rank, idx);
    r->data[i] = x->data[offset_of(x, idx, r->rank)];
  }
}

static void run_reduce(const ir_op *op, ref_tensor *r, const ref_tensor *x) {
  int64_t idx[IR_MAX_RANK], n = numel(x), rn = numel(r), count = rn ? n / rn : 0;
  double init = op->red == RED_MAX ? -INFINITY : op->red == RED_MIN ? INFINITY
                : op->red == RED_PROD ? 1 : 0;
  for (int64_t i = 0; i < rn; i++) r->data[i] = init;
  for (int64_t i = 0; i < n; i++) {
    unravel(i, x->dims, x->rank, idx);
    double *acc = &r->data[offset_of(r, idx, x->rank)], v = x->data[i];
    switch (op->red) {
    case RED_SUM:
    case RED_MEAN: *acc += v; break;
    case RED_MAX: *acc = v > *acc ? v : *acc; break;
    case RED_MIN: *acc = v < *acc ? v : *acc; break;
    case RED_PROD: *acc *= v; break;
    default: FACET_UNREACHABLE();
    }
  }
  // the mean of nothing is 0 / 0 = NaN, as in torch
  for (int64_t i = 0; i < rn; i++)
    r->data[i] = as_dtype(r->elem, op->red == RED_MEAN ? r->data[i] / (double)count : r->data[i]);
}

// Applies f to every 1-d line of x along `axis` (softmax, for instance).
static void run_softmax(const ir_op *op, ref_tensor *r, const ref_tensor *x) {
  int64_t len = x->dims[op->axis], inner = 1, n = numel(x);
  for (int d = op->axis + 1; d < x->rank; d++) inner *= x->dims[d];
  for (int64_t base = 0; base < n; base++) {
    if ((base / inner) % len != 0) continue; // first element of a line
    double m = -INFINITY, s = 0;
    for (int64_t i = 0; i < len; i++) m = fmax(m, x->data[base + i * inner]);
    for (int64_t i = 0; i < len; i++) s += exp(x->data[base + i * inner] - m);
    for (int64_t i = 0; i < len; i++) r->data[base + i * inner] = exp(x->data[base + i * inner] - m) / s;
  }
}

static void run_transpose(const ir_op *op, ref_tensor *r, const ref_tensor *x) {
  int64_t idx[IR_MAX_RANK], src[IR_MAX_RANK], n = numel(r);
  for (int64_t i = 0; i < n; i++) {
    unravel(i, r->dims, r->rank, idx);
    for (int d = 0; d < r->rank; d++) src[op->perm[d]] = idx[d];
    r->data[i] = x->data[offset_of(x, src, x->rank)];
  }
}

static bool run_slice(interp *in, const ir_op *op, ref_tensor *r, const ref_tensor *x) {
  int64_t idx[IR_MAX_RANK], n = numel(r), start;
  if (!eval_dim(op->start, in->syms, in->known, &start)) return fail(in, "slice start unknown");
  for (int64_t i = 0; i < n; i++) {
    unravel(i, r->dims, r->rank, idx);
    idx[op->axis] = start + idx[op->axis] * op->step;
    if (idx[op->axis] < 0 || idx[op->axis] >= x->dims[op->axis])
      return fail(in, "slice reads index %lld of a dim of size %lld", (long long)idx[op->axis],
                  (long long)x->dims[op->axis]);
    r->data[i] = x->data[offset_of(x, idx, x->rank)];
  }
  return true;
}

static void run_concat(const ir_op *op, ref_tensor *r, ref_tensor **xs) {
  int64_t idx[IR_MAX_RANK], n = numel(r);
  for (int64_t i = 0; i < n; i++) {
    unravel(i, r->dims, r->rank, idx);
    int k = 0;
    while (idx[op->axis] >= xs[k]->dims[op->axis]) idx[op->axis] -= xs[k++]->dims[op->axis];
    r->data[i] = xs[k]->data[offset_of(xs[k], idx, r->rank)];
  }
}

static bool index_in(interp *in, double v, int64_t size, int64_t *out) {
  int64_t i = (int64_t)v;
  if (i < 0) i += size;
  if (i < 0 || i >= size) return fail(in, "index %lld is out of range for a dim of size %lld",
                                      (long long)v, (long long)size);
  *out = i;
  return true;
}

static bool run_gather(interp *in, const ir_op *op, ref_tensor *r, ref_tensor **xs) {
  int64_t idx[IR_MAX_RANK], n = numel(r);
  for (int64_t i = 0; i < n; i++) {
    unravel(i, r->dims, r->rank, idx);
    if (!index_in(in, xs[1]->data[i], xs[0]->dims[op->axis], &idx[op->axis])) return false;
    r->data[i] = xs[0]->data[offset_of(xs[0], idx, r->rank)];
  }
  return true;
}

// result = x.shape[:axis] + idx.shape + x.shape[axis+1:]
static bool run_index_select(interp *in, const ir_op *op, ref_tensor *r, ref_tensor **xs) {
  const ref_tensor *x = xs[0], *ix = xs[1];
  int64_t idx[IR_MAX_RANK], src[IR_MAX_RANK], n = numel(r);
  for (int64_t i = 0; i < n; i++) {
    unravel(i, r->dims, r->rank, idx);
    int64_t flat = 0;
    for (int d = 0; d < ix->rank; d++) flat = flat * ix->dims[d] + idx[op->axis + d];
    for (int d = 0; d < op->axis; d++) src[d] = idx[d];
    if (!index_in(in, ix->data[flat], x->dims[op->axis], &src[op->axis])) return false;
    for (int d = op->axis + 1; d < x->rank; d++) src[d] = idx[d - 1 + ix->rank];
    r->data[i] = x->data[offset_of(x, src, x->rank)];
  }
  return true;
}

// Advanced indexing with consecutive index tensors starting at the first
// non-None position: x[pre, i1[b], i2[b], ..., post].
static bool run_index(interp *in, const ir_op *op, ref_tensor *r, ref_tensor **xs) {
  const ref_tensor *x = xs[0];
  int count = op->operand_count - 1, first = 0, brank = r->rank - (x->rank - count);
  while (op->none_mask & (1u << first)) first++;
  int64_t idx[IR_MAX_RANK], src[IR_MAX_RANK], b[IR_MAX_RANK], n = numel(r);
  for (int64_t i = 0; i < n; i++) {
    unravel(i, r->dims, r->rank, idx);
    for (int d = 0; d < first; d++) src[d] = idx[d];
    for (int d = 0; d < brank; d++) b[d] = idx[first + d];
    for (int k = 0; k < count; k++) {
      double v = xs[1 + k]->data[offset_of(xs[1 + k], b, brank)];
      if (!index_in(in, v, x->dims[first + k], &src[first + k])) return false;
    }
    for (int d = first + count; d < x->rank; d++) src[d] = idx[d - count + brank];
    r->data[i] = x->data[offset_of(x, src, x->rank)];
  }
  return true;
}

// x[pre, i1[b], ..., post] = values (broadcast), over the indexing shape.
static bool run_index_put(interp *in, const ir_op *op, ref_tensor *r, ref_tensor **xs) {
  const ref_tensor *x = xs[0], *v = xs[1];
  int count = op->operand_count - 2, first = 0;
  while (op->none_mask & (1u << first)) first++;
  memcpy(r->data, x->data, sizeof(double) * (size_t)numel(x));
  ref_tensor shape = {.rank = 0};
  for (int k = 0; k < count; k++) // the broadcast shape of the indices
    for (int d = 0; d < xs[2 + k]->rank; d++) {
      int at = d + (shape.rank > xs[2 + k]->rank ? shape.rank - xs[2 + k]->rank : 0);
      if (xs[2 + k]->rank > shape.rank) shape.rank = xs[2 + k]->rank;
      if (xs[2 + k]->dims[d] > shape.dims[at]) shape.dims[at] = xs[2 + k]->dims[d];
    }
  ref_tensor full = {.rank = first + shape.rank + x->rank - first - count};
  for (int d = 0; d < first; d++) full.dims[d] = x->dims[d];
  for (int d = 0; d < shape.rank; d++) full.dims[first + d] = shape.dims[d];
  for (int d = first + count; d < x->rank; d++) full.dims[d - count + shape.rank] = x->dims[d];
  int64_t idx[IR_MAX_RANK], dst[IR_MAX_RANK], n = numel(&full);
  for (int64_t i = 0; i < n; i++) {
    unravel(i, full.dims, full.rank, idx);
    for (int d = 0; d < first; d++) dst[d] = idx[d];
    for (int k = 0; k < count; k++) {
      double iv = xs[2 + k]->data[offset_of(xs[2 + k], idx + first, shape.rank)];
      if (!index_in(in, iv, x->dims[first + k], &dst[first + k])) return false;
    }
    for (int d = first + count; d < x->rank; d++) dst[d] = idx[d - count + shape.rank];
    double *p = &r->data[offset_of(r, dst, r->rank)], val = v->data[offset_of(v, idx, full.rank)];
    *p = op->flag ? *p + val : val;
  }
  return true;
}

static void run_repeat(const ir_op *op, ref_tensor *r, const ref_tensor *x) {
  int64_t idx[IR_MAX_RANK], n = numel(r);
  for (int64_t i = 0; i < n; i++) {
    unravel(i, r->dims, r->rank, idx);
    for (int d = 0; d < r->rank; d++) idx[d] %= x->dims[d];
    r->data[i] = x->data[offset_of(x, idx, r->rank)];
  }
}

// softmax(q k^T * scale + mask) v over the last two dims; leading dims
// of q, k, v and the mask broadcast, and k/v may have fewer heads (dim
// rank - 3) than q when theirs divides q's (grouped-query attention).
static int64_t kv_offset(const ref_tensor *t, const ref_tensor *q, int64_t *idx, int rank) {
  int hd = rank - 3;
  int64_t h = idx[hd];
  if (hd >= 0 && t->dims[hd] != q->dims[hd] && t->dims[hd] > 1 && q->dims[hd] % t->dims[hd] == 0)
    idx[hd] = h / (q->dims[hd] / t->dims[hd]);
  int64_t off = offset_of(t, idx, rank);
  if (hd >= 0) idx[hd] = h;
  return off;
}

static void run_attention(const ir_op *op, ref_tensor *r, ref_tensor **xs) {
  const ref_tensor *q = xs[0], *k = xs[1], *v = xs[2], *mask = op->operand_count > 3 ? xs[3] : NULL;
  int rank = q->rank;
  int64_t L = q->dims[rank - 2], E = q->dims[rank - 1], S = k->dims[rank - 2], Ev = v->dims[rank - 1];
  double scale = op->value ? op->value : 1 / sqrt((double)E);
  int64_t batch = numel(q) / (L * E), idx[IR_MAX_RANK];
  double *w = xmalloc(sizeof(double) * (size_t)(S ? S : 1));
  for (int64_t b = 0; b < batch; b++)
    for (int64_t l = 0; l < L; l++) {
      unravel(b * L * E + l * E, q->dims, rank, idx);
      double m = -INFINITY, sum = 0;
      for (int64_t s = 0; s < S; s++) {
        double dot = 0;
        for (int64_t e = 0; e < E; e++) {
          idx[rank - 2] = l, idx[rank - 1] = e;
          double qv = q->data[offset_of(q, idx, rank)];
          idx[rank - 2] = s;
          dot += qv * k->data[kv_offset(k, q, idx, rank)];
        }
        idx[rank - 2] = l, idx[rank - 1] = s;
        double add = 0;
        if (mask && mask->elem == DT_BOOL) add = mask->data[offset_of(mask, idx, rank)] != 0 ? 0 : -INFINITY;
        else if (mask) add = mask->data[offset_of(mask, idx, rank)];
        w[s] = dot * scale + add;
        if (op->flag && s > l) w[s] = -INFINITY;
        m = fmax(m, w[s]);
      }
      for (int64_t s = 0; s < S; s++) sum += (w[s] = m == -INFINITY ? 0 : exp(w[s] - m));
      for (int64_t e = 0; e < Ev; e++) {
        double acc = 0;
        for (int64_t s = 0; s < S; s++) {
          idx[rank - 2] = s, idx[rank - 1] = e;
          acc += w[s] * v->data[kv_offset(v, q, idx, rank)];
        }
        idx[rank - 2] = l, idx[rank - 1] = e;
        r->data[offset_of(r, idx, rank)] = sum > 0 ? acc / sum : 0;
      }
    }
  free(w);
}

// [.., M, K] x [.., K, N] (or W [N, K]); batch dims equal.
static void run_matmul(const ir_op *op, ref_tensor *r, ref_tensor **xs) {
  const ref_tensor *a = xs[0], *b = xs[1];
  int rank = a->rank;
  int64_t M = a->dims[rank - 2], K = a->dims[rank - 1], N = r->dims[r->rank - 1];
  int64_t MN = M * N, batch = MN ? numel(r) / MN : 0;
  for (int64_t p = 0; p < batch; p++) {
    const double *A = a->data + p * M * K;
    const double *B = b->rank == 2 ? b->data : b->data + p * K * N;
    for (int64_t i = 0; i < M; i++)
      for (int64_t j = 0; j < N; j++) {
        double acc = 0;
        for (int64_t k = 0; k < K; k++)
          acc += A[i * K + k] * (op->transpose_rhs ? B[j * K + k] : B[k * N + j]);
        r->data[p * M * N + i * N + j] = as_dtype(r->elem, acc);
      }
  }
}

//
// The driver
//
static bool bind_symbols(interp *in, const ref_tensor *args) {
  const ir_function *fn = in->fn;
  for (int a = 0; a < fn->arg_count; a++) {
    const ir_type *t = &fn->args[a]->type;
    if (args[a].rank != t->rank)
      return fail(in, "@%s: input %d has rank %d, expected %d", fn->name, a, args[a].rank, t->rank);
    for (int d = 0; d < t->rank; d++) {
      int64_t c;
      int s;
      if (dim_as_scaled_sym(t->dims[d], &c, &s) && !in->known[s]) {
        in->syms[s] = args[a].dims[d] / c;
        in->known[s] = true;
      }
    }
  }
  for (int a = 0; a < fn->arg_count; a++) {
    const ir_type *t = &fn->args[a]->type;
    for (int d = 0; d < t->rank; d++) {
      int64_t want;
      if (!eval_dim(t->dims[d], in->syms, in->known, &want) || want != args[a].dims[d])
        return fail(in, "@%s: input %d dim %d is %lld, which the program does not accept",
                    fn->name, a, d, (long long)args[a].dims[d]);
    }
  }
  return true;
}

static bool run_function(const ir_context *ctx, const ir_function *fn, const ref_tensor *args,
                         ref_tensor *outputs, int depth, const ref_globals *globals, char *err,
                         size_t errn);

static const ir_function *find_function(const ir_context *ctx, const char *name) {
  for (size_t i = 0; i < ctx->functions.len; i++)
    if (!strcmp(ctx->functions.data[i]->name, name)) return ctx->functions.data[i];
  return NULL;
}

static bool run_op(interp *in, const ir_op *op, ref_tensor *r, ref_tensor **xs) {
  switch (op->kind) {
  case IR_OP_VIEW: memcpy(r->data, xs[0]->data, sizeof(double) * (size_t)numel(r)); return true;
  case IR_OP_MATMUL: run_matmul(op, r, xs); return true;
  case IR_OP_EW: run_ew(op, r, xs); return true;
  case IR_OP_REDUCE: run_reduce(op, r, xs[0]); return true;
  case IR_OP_SOFTMAX: run_softmax(op, r, xs[0]); return true;
  case IR_OP_TRANSPOSE: run_transpose(op, r, xs[0]); return true;
  case IR_OP_BROADCAST: run_broadcast(r, xs[0]); return true;
  case IR_OP_SLICE: return run_slice(in, op, r, xs[0]);
  case IR_OP_CONCAT: run_concat(op, r, xs); return true;
  case IR_OP_GATHER: return run_gather(in, op, r, xs);
  case IR_OP_INDEX_SELECT: return run_index_select(in, op, r, xs);
  case IR_OP_INDEX: return run_index(in, op, r, xs);
  case IR_OP_INDEX_PUT: return run_index_put(in, op, r, xs);
  case IR_OP_REPEAT: run_repeat(op, r, xs[0]); return true;
  case IR_OP_ATTENTION: run_attention(op, r, xs); return true;
  case IR_OP_CONSTANT:
    for (int64_t i = 0; i < numel(r); i++)
      r->data[i] = op->data ? dtype_load(r->elem, op->data, (size_t)i) : as_dtype(r->elem, op->value);
    return true;
  case IR_OP_IOTA:
    for (int64_t i = 0; i < numel(r); i++) r->data[i] = op->value + (double)i * op->value2;
    return true;
  case IR_OP_CALL: {
    const ir_function *callee = find_function(in->ctx, op->name);
    ref_tensor args[32], out[4] = {0};
    if (!callee || callee->result_count != 1 || callee->arg_count != op->operand_count ||
        op->operand_count > 32)
      return fail(in, "call of @%s cannot be interpreted", op->name);
    for (int i = 0; i < op->operand_count; i++) args[i] = *xs[i];
    if (!run_function(in->ctx, callee, args, out, in->depth + 1, in->globals, in->err, in->errn))
      return false;
    memcpy(r->data, out[0].data, sizeof(double) * (size_t)numel(r));
    free(out[0].data);
    return true;
  }
  case IR_OP_GLOBAL: {
    const ir_global *g = NULL;
    for (size_t i = 0; i < in->ctx->globals.len && !g; i++)
      if (!strcmp(in->ctx->globals.data[i].name, op->name)) g = &in->ctx->globals.data[i];
    if (!g || !in->globals) return fail(in, "global '%s' has no value in the reference", op->name);
    return in->globals->load(in->globals->self, g, r->data, (size_t)numel(r), in->err, in->errn);
  }
  default: return fail(in, "'%s' has no reference implementation", op->name ? op->name : ir_op_name(op->kind));
  }
}

static bool run_function(const ir_context *ctx, const ir_function *fn, const ref_tensor *args,
                         ref_tensor *outputs, int depth, const ref_globals *globals, char *err,
                         size_t errn) {
  interp in = {ctx,    fn,   xcalloc((size_t)fn->symbol_count + 1, sizeof(int64_t)),
               xcalloc((size_t)fn->symbol_count + 1, sizeof(bool)),
               xcalloc((size_t)fn->value_count + 1, sizeof(ref_tensor)),
               err,    errn, depth,
               globals};
  bool ok = depth < 16 ? bind_symbols(&in, args) : fail(&in, "calls nest too deep");
  for (int a = 0; ok && a < fn->arg_count; a++) in.vals[fn->args[a]->id] = args[a];
  for (const ir_op *op = fn->first; ok && op; op = op->next) {
    ref_tensor *r = &in.vals[op->result->id], *xs[64];
    r->elem = op->result->type.elem;
    r->rank = op->result->type.rank;
    for (int d = 0; d < r->rank && ok; d++)
      if (!eval_dim(op->result->type.dims[d], in.syms, in.known, &r->dims[d]))
        ok = fail(&in, "a dim of %%%d cannot be evaluated", op->result->id);
    for (int i = 0; ok && i < op->operand_count && i < 64; i++) xs[i] = &in.vals[op->operands[i]->id];
    if (!ok) break;
    r->data = xcalloc((size_t)numel(r) + 1, sizeof(double));
    ok = run_op(&in, op, r, xs);
  }
  int n = 0;
  for (int i = 0; ok && i < fn->result_count + fn->inout_count; i++) {
    const ir_value *v = i < fn->result_count ? fn->results[i] : fn->inout_values[i - fn->result_count];
    const ref_tensor *t = &in.vals[v->id];
    outputs[n] = *t;
    outputs[n].data = xmalloc(sizeof(double) * (size_t)numel(t) + 1);
    memcpy(outputs[n++].data, t->data, sizeof(double) * (size_t)numel(t));
  }
  for (const ir_op *op = fn->first; op; op = op->next) free(in.vals[op->result->id].data);
  free(in.vals);
  free(in.syms);
  free(in.known);
  return ok;
}

bool ref_run_globals(const ir_context *ctx, const ir_function *fn, const ref_tensor *inputs,
                     int input_count, const ref_globals *globals, ref_tensor *outputs, char *err,
                     size_t errn) {
  if (input_count != fn->arg_count) {
    snprintf(err, errn, "@%s takes %d inputs, got %d", fn->name, fn->arg_count, input_count);
    return false;
  }
  return run_function(ctx, fn, inputs, outputs, 0, globals, err, errn);
}

bool ref_run(const ir_context *ctx, const ir_function *fn, const ref_tensor *inputs,
             int input_count, ref_tensor *outputs, char *err, size_t errn) {
  return ref_run_globals(ctx, fn, inputs, input_count, NULL, outputs, err, errn);
}
