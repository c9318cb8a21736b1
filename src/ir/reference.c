// reference.c: the reference interpreter over graph IR.
//
// Naive loops, before any dispatch formation: every end-to-end test
// compares compiled results with it, for any program, any flags, any
// variant, and tests/e2e/oracle.sh compares it with PyTorch. Symbols are
// derived from the input shapes the same way the runtime does (the first
// argument dim that is c * symbol).
//
// Values follow torch's dtype semantics, because an oracle that cannot
// overflow hides every overflow bug:
//   - float values are computed in float64 and, by default, each op's
//     result is rounded to its declared dtype (f32 -> f16 of 70000 is inf,
//     exp(89) in f32 is inf, f16 65504 + 65504 is inf). Operands are first
//     converted to the op's computation dtype, as torch's type promotion
//     does. `unrounded` (facet-reference --unrounded) keeps float64
//     throughout, for diagnosing precision questions;
//   - integer and bool values are int64 wrapped to their dtype's width
//     (int32 wraps around, int64 is exact above 2^53); comparisons of
//     integers compare the integers, not doubles;
//   - NaN propagates as in torch: maximum/minimum, amax/amin and relu of
//     NaN are NaN;
//   - integer x / 0, x // 0 and x % 0 are 0 (torch raises
//     ZeroDivisionError; a kernel cannot raise, so facet defines a result,
//     the same in kernels and here: docs/ops.md); INT64_MIN // -1 wraps;
//   - a float -> integer conversion out of the integer's range (NaN, inf)
//     is undefined in C and in torch; here it gives what torch gives on
//     x86: the 32- or 64-bit "integer indefinite" value, then wrapped;
//   - amax/amin over an empty dim fail, as torch raises.
#include "reference_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct interp {
  const ir_context *ctx;
  const ir_function *fn;
  int64_t *syms;
  bool *known;
  ref_tensor *vals;      // by value id
  facet_status_t status; // the first failure
  int depth;             // of CALLs
  const ref_options *opt;
} interp;

static bool fail(interp *in, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static bool fail(interp *in, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  if (!in->status) in->status = status_vnew(FACET_STATUS_INVALID_ARGUMENT, fmt, ap);
  va_end(ap);
  return false;
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

//
// Elements and dtypes
//
ref_elem ref_load(dtype t, const void *base, size_t i) {
  ref_elem e;
  switch (t) {
  case DT_I64: e.i = ((const int64_t *)base)[i]; break;
  case DT_I32: e.i = ((const int32_t *)base)[i]; break;
  case DT_I16: e.i = ((const int16_t *)base)[i]; break;
  case DT_I8: e.i = ((const int8_t *)base)[i]; break;
  case DT_U8: e.i = ((const uint8_t *)base)[i]; break;
  case DT_BOOL: e.i = ((const uint8_t *)base)[i] != 0; break;
  default: e.f = dtype_load(t, base, i); break;
  }
  return e;
}

void ref_store(dtype t, void *base, size_t i, ref_elem v) {
  switch (t) {
  case DT_I64: ((int64_t *)base)[i] = v.i; break;
  case DT_I32: ((int32_t *)base)[i] = (int32_t)v.i; break;
  case DT_I16: ((int16_t *)base)[i] = (int16_t)v.i; break;
  case DT_I8: ((int8_t *)base)[i] = (int8_t)v.i; break;
  case DT_U8: ((uint8_t *)base)[i] = (uint8_t)v.i; break;
  case DT_BOOL: ((uint8_t *)base)[i] = v.i != 0; break;
  default: dtype_store(t, base, i, v.f); break;
  }
}

// v wrapped to the width of integer dtype t (two's complement; the
// conversions of out-of-range values to signed types are GCC's modulo).
int64_t ref_wrap_to(dtype t, int64_t v) {
  switch (t) {
  case DT_I32: return (int32_t)(uint32_t)(uint64_t)v;
  case DT_I16: return (int16_t)(uint16_t)(uint64_t)v;
  case DT_I8: return (int8_t)(uint8_t)(uint64_t)v;
  case DT_U8: return (uint8_t)(uint64_t)v;
  case DT_BOOL: return v != 0;
  case DT_I4:
    return (int64_t)(((uint64_t)v & 15) ^ 8) - 8; // signless bits held sign-extended, as i8
  case DT_I2: return (int64_t)(((uint64_t)v & 3) ^ 2) - 2;
  default: return v;
  }
}

// Float -> integer: truncation toward zero; out of range (NaN, inf) the
// x86 conversion's "integer indefinite" (INT64_MIN, or INT32_MIN for the
// narrower types, which x86 converts through 32 bits), then wrapped.
static int64_t float_to_int(dtype t, double v) {
  if (t == DT_BOOL) return v != 0;
  double x = trunc(v);
  if (t == DT_I64) return x >= -0x1p63 && x < 0x1p63 ? (int64_t)x : INT64_MIN;
  return ref_wrap_to(t, x >= -0x1p31 && x < 0x1p31 ? (int64_t)x : INT32_MIN);
}

static bool is_float(dtype t) { return dtype_is_float(t); }

static ref_elem from_double(const interp *in, dtype t, double v) {
  ref_elem e;
  if (is_float(t)) e.f = in->opt->unrounded ? v : dtype_round(t, v);
  else e.i = float_to_int(t, v);
  return e;
}

static ref_elem from_int(const interp *in, dtype t, int64_t v) {
  ref_elem e;
  if (!is_float(t)) e.i = ref_wrap_to(t, v);
  else if (t == DT_F64 || in->opt->unrounded) e.f = (double)v;
  else e.f = dtype_round(t, (float)v); // int64 -> f32 rounds once, as torch's cast does
  return e;
}

// Element e of dtype `from` converted to dtype `to`.
static ref_elem convert(const interp *in, dtype from, dtype to, ref_elem e) {
  return is_float(from) ? from_double(in, to, e.f) : from_int(in, to, e.i);
}

static bool truth(dtype t, ref_elem e) { return is_float(t) ? e.f != 0 : e.i != 0; }

//
// Elementwise
//
// Integer arithmetic wraps (computed in uint64: no signed overflow).
static int64_t iadd(int64_t a, int64_t b) { return (int64_t)((uint64_t)a + (uint64_t)b); }
static int64_t isub(int64_t a, int64_t b) { return (int64_t)((uint64_t)a - (uint64_t)b); }
static int64_t imul(int64_t a, int64_t b) { return (int64_t)((uint64_t)a * (uint64_t)b); }

// torch's integer pow: by squaring, wrapping; a negative exponent gives 0
// except for bases 1 and -1.
static int64_t ipow(int64_t a, int64_t b) {
  if (b < 0) return a == 1 ? 1 : a == -1 ? (b & 1 ? -1 : 1) : 0;
  int64_t r = 1;
  for (; b; b >>= 1, a = imul(a, a))
    if (b & 1) r = imul(r, a);
  return r;
}

// Floor division and Python's modulo; x / 0 and x % 0 are 0 (see the top).
static int64_t ifloordiv(int64_t a, int64_t b) {
  if (b == 0) return 0;
  if (b == -1) return isub(0, a); // INT64_MIN // -1 wraps
  int64_t q = a / b;
  return q - (a % b != 0 && (a < 0) != (b < 0));
}

static int64_t irem(int64_t a, int64_t b) {
  if (b == 0 || b == -1) return 0;
  int64_t r = a % b;
  return r != 0 && (r < 0) != (b < 0) ? r + b : r;
}

// torch's float floor division (div_floor_floating): exact through fmod,
// x // 0 is x / 0, the sign of a zero quotient is the sign of a / b.
static double floordiv(double a, double b) {
  if (b == 0) return a / b;
  double mod = fmod(a, b), div = (a - mod) / b;
  if (mod != 0 && (b < 0) != (mod < 0)) div -= 1;
  if (div == 0) return copysign(0.0, a / b);
  double q = floor(div);
  return div - q > 0.5 ? q + 1 : q;
}

// torch's float remainder: fmod, moved to the sign of the divisor.
static double py_remainder(double a, double b) {
  double mod = fmod(a, b);
  return mod != 0 && (b < 0) != (mod < 0) ? mod + b : mod;
}

// maximum / minimum: NaN in either operand is NaN; equal operands give the
// first, as torch's maximum(-0.0, 0.0) does.
static double fmax_nan(double a, double b) { return isnan(a) || isnan(b) ? a + b : a >= b ? a : b; }
static double fmin_nan(double a, double b) { return isnan(a) || isnan(b) ? a + b : a <= b ? a : b; }

// Integer x / 0 is 0 (see the top); INT64_MIN / -1 wraps. No torch op
// divides integers to an integer but floor_divide: this truncates.
static int64_t idiv(int64_t a, int64_t b) { return b == 0 ? 0 : b == -1 ? isub(0, a) : a / b; }

// C's truncating remainder (torch.fmod, arith.remsi) and the unsigned
// division and remainder of arith (divui, remui); by 0 they give 0.
static int64_t itrunc_rem(int64_t a, int64_t b) { return b == 0 || b == -1 ? 0 : a % b; }
static int64_t udiv(int64_t a, int64_t b) {
  return b == 0 ? 0 : (int64_t)((uint64_t)a / (uint64_t)b);
}
static int64_t urem(int64_t a, int64_t b) {
  return b == 0 ? 0 : (int64_t)((uint64_t)a % (uint64_t)b);
}

// Each op's reference, from its row in ew_ops.h: over doubles and over int64.
static double float_apply(ir_ew_kind k, double a, double b) {
  (void)b;
  switch (k) {
#define X(id, name, n, cls, torch, form, rf, ri)                                                   \
  case EW_##id: return (double)(rf);
    IR_EW_OPS(X)
#undef X
  default: FACET_UNREACHABLE();
  }
}

static int64_t int_apply(ir_ew_kind k, int64_t a, int64_t b) {
  (void)b;
  switch (k) {
#define X(id, name, n, cls, torch, form, rf, ri)                                                   \
  case EW_##id: return (int64_t)(ri);
    IR_EW_OPS(X)
#undef X
  default: FACET_UNREACHABLE();
  }
}

// One element of an elementwise op: operands x of dtypes xt, result of
// dtype rt; what is computed in which dtype follows the op's class
// (ew_ops.h).
static ref_elem ew_eval(const interp *in, ir_ew_kind k, dtype rt, const dtype *xt,
                        const ref_elem *x) {
  int n = ir_ew_arity(k);
  switch (ir_ew_class_of(k)) {
  case EWC_SPECIAL:
    if (k == EW_CONVERT) return convert(in, xt[0], rt, x[0]);
    return truth(xt[0], x[0]) ? convert(in, xt[1], rt, x[1]) : convert(in, xt[2], rt, x[2]);
  case EWC_LOGIC:
    return from_int(in, rt, int_apply(k, truth(xt[0], x[0]), n > 1 && truth(xt[1], x[1])));
  case EWC_BITWISE: { // on bools: the low bit
    int64_t v = int_apply(k, x[0].i, n > 1 ? x[1].i : 0);
    return from_int(in, rt, rt == DT_BOOL ? v & 1 : v);
  }
  case EWC_COMPARE: { // in the operands' promoted dtype
    dtype ct = dtype_promote(xt[0], xt[1]);
    if (!is_float(ct)) return from_int(in, rt, int_apply(k, x[0].i, x[1].i));
    double a = convert(in, xt[0], ct, x[0]).f, b = convert(in, xt[1], ct, x[1]).f;
    return from_int(in, rt, float_apply(k, a, b) != 0);
  }
  case EWC_ARITH: {
    bool ints = !is_float(rt);
    for (int i = 0; i < n; i++) ints &= !is_float(xt[i]);
    if (ints) return from_int(in, rt, int_apply(k, x[0].i, n > 1 ? x[1].i : 0));
    break;
  }
  case EWC_FLOAT: break;
  }
  // operands converted to the computation dtype (the result's, or float64
  // for an integer result of float operands) before the op, as torch does
  dtype ct = is_float(rt) ? rt : DT_F64;
  double a = convert(in, xt[0], ct, x[0]).f, b = n > 1 ? convert(in, xt[1], ct, x[1]).f : 0;
  return from_double(in, rt, float_apply(k, a, b));
}

static bool run_ew(interp *in, const ir_op *op, ref_tensor *r, ref_tensor **xs) {
  dtype xt[3] = {DT_F64, DT_F64, DT_F64};
  for (int k = 0; k < op->operand_count && k < 3; k++) xt[k] = xs[k]->elem;
  bool bitwise = ir_ew_class_of(op->ew) == EWC_BITWISE;
  for (int k = 0; bitwise && k < op->operand_count; k++)
    if (is_float(xt[k]) || is_float(r->elem))
      return fail(in, "'%s' of %s: bitwise ops take integers or bools", ir_ew_name(op->ew),
                  dtype_name(is_float(xt[k]) ? xt[k] : r->elem));
  int64_t idx[IR_MAX_RANK], n = numel(r);
  for (int64_t i = 0; i < n; i++) {
    unravel(i, r->dims, r->rank, idx);
    ref_elem x[3] = {{0}, {0}, {0}};
    for (int k = 0; k < op->operand_count && k < 3; k++)
      x[k] = xs[k]->data[offset_of(xs[k], idx, r->rank)];
    r->data[i] = ew_eval(in, op->ew, r->elem, xt, x);
  }
  return true;
}

//
// Reductions and contractions
//
static bool run_reduce(interp *in, const ir_op *op, ref_tensor *r, const ref_tensor *x) {
  int64_t idx[IR_MAX_RANK], n = numel(x), rn = numel(r), count = rn ? n / rn : 0;
  bool ints = !is_float(r->elem) && !is_float(x->elem) && op->red != RED_MEAN;
  if (count == 0 && rn > 0 && (op->red == RED_MAX || op->red == RED_MIN))
    return fail(in, "%s over an empty dim (torch raises: no identity)",
                op->red == RED_MAX ? "amax" : "amin");
  // the accumulators: in the result, as int64 or float64
  for (int64_t i = 0; i < rn; i++) {
    if (ints)
      r->data[i].i = op->red == RED_MAX    ? INT64_MIN
                     : op->red == RED_MIN  ? INT64_MAX
                     : op->red == RED_PROD ? 1
                                           : 0;
    else
      r->data[i].f = op->red == RED_MAX    ? -INFINITY
                     : op->red == RED_MIN  ? INFINITY
                     : op->red == RED_PROD ? 1
                                           : 0;
  }
  // float inputs are first converted to the result's dtype (sum(x, dtype=))
  dtype ct = is_float(r->elem) ? r->elem : DT_F64;
  for (int64_t i = 0; i < n; i++) {
    unravel(i, x->dims, x->rank, idx);
    ref_elem *acc = &r->data[offset_of(r, idx, x->rank)];
    if (ints) {
      int64_t v = x->data[i].i;
      switch (op->red) {
      case RED_SUM: acc->i = iadd(acc->i, v); break;
      case RED_PROD: acc->i = imul(acc->i, v); break;
      case RED_MAX: acc->i = v > acc->i ? v : acc->i; break;
      case RED_MIN: acc->i = v < acc->i ? v : acc->i; break;
      default: FACET_UNREACHABLE();
      }
      continue;
    }
    double v = convert(in, x->elem, ct, x->data[i]).f;
    switch (op->red) {
    case RED_SUM:
    case RED_MEAN: acc->f += v; break;
    case RED_PROD: acc->f *= v; break;
    case RED_MAX: acc->f = isnan(v) || isnan(acc->f) ? v + acc->f : v > acc->f ? v : acc->f; break;
    case RED_MIN: acc->f = isnan(v) || isnan(acc->f) ? v + acc->f : v < acc->f ? v : acc->f; break;
    default: FACET_UNREACHABLE();
    }
  }
  // the mean of nothing is 0 / 0 = NaN, as in torch
  for (int64_t i = 0; i < rn && !ints; i++)
    r->data[i] =
        from_double(in, r->elem, op->red == RED_MEAN ? r->data[i].f / (double)count : r->data[i].f);
  for (int64_t i = 0; i < rn && ints; i++) r->data[i].i = ref_wrap_to(r->elem, r->data[i].i);
  return true;
}

// The values of x as float64 (converted to dtype ct first): the inputs of
// the float-only ops below.
static double *float_values(const interp *in, const ref_tensor *x, dtype ct) {
  int64_t n = numel(x);
  double *v = xmalloc(sizeof(double) * (size_t)(n ? n : 1));
  for (int64_t i = 0; i < n; i++) v[i] = convert(in, x->elem, ct, x->data[i]).f;
  return v;
}

// softmax along `axis`: exp(x - max) / sum, in float64.
static void run_softmax(const interp *in, const ir_op *op, ref_tensor *r, const ref_tensor *x) {
  int64_t len = x->dims[op->axis], inner = 1, n = numel(x);
  double *xv = float_values(in, x, is_float(r->elem) ? r->elem : DT_F64);
  for (int d = op->axis + 1; d < x->rank; d++) inner *= x->dims[d];
  for (int64_t base = 0; base < n; base++) {
    if ((base / inner) % len != 0) continue; // first element of a line
    double m = -INFINITY, s = 0;
    for (int64_t i = 0; i < len; i++) {
      double v = xv[base + i * inner];
      m = isnan(v) || isnan(m) ? v + m : fmax(m, v);
    }
    for (int64_t i = 0; i < len; i++) s += exp(xv[base + i * inner] - m);
    for (int64_t i = 0; i < len; i++)
      r->data[base + i * inner] = from_double(in, r->elem, exp(xv[base + i * inner] - m) / s);
  }
  free(xv);
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

static void run_attention(const interp *in, const ir_op *op, ref_tensor *r, ref_tensor **xs) {
  const ref_tensor *q = xs[0], *k = xs[1], *v = xs[2], *mask = op->operand_count > 3 ? xs[3] : NULL;
  int rank = q->rank;
  int64_t L = q->dims[rank - 2], E = q->dims[rank - 1], S = k->dims[rank - 2],
          Ev = v->dims[rank - 1];
  double scale = op->value; // explicit: the importer computed torch's default
  // the batch from its dims, not numel / (L * E): L or E may be 0
  int64_t batch = 1, idx[IR_MAX_RANK] = {0};
  for (int d = 0; d < rank - 2; d++) batch *= q->dims[d];
  double *w = xmalloc(sizeof(double) * (size_t)(S ? S : 1));
  double *qv = float_values(in, q, DT_F64), *kv = float_values(in, k, DT_F64);
  double *vv = float_values(in, v, DT_F64), *mv = mask ? float_values(in, mask, DT_F64) : NULL;
  for (int64_t b = 0; b < batch; b++)
    for (int64_t l = 0; l < L; l++) {
      unravel(b, q->dims, rank - 2, idx);
      double m = -INFINITY, sum = 0;
      for (int64_t s = 0; s < S; s++) {
        double dot = 0;
        for (int64_t e = 0; e < E; e++) {
          idx[rank - 2] = l, idx[rank - 1] = e;
          double qe = qv[offset_of(q, idx, rank)];
          idx[rank - 2] = s;
          dot += qe * kv[kv_offset(k, q, idx, rank)];
        }
        idx[rank - 2] = l, idx[rank - 1] = s;
        double add = 0;
        if (mask && mask->elem == DT_BOOL)
          add = mv[offset_of(mask, idx, rank)] != 0 ? 0 : -INFINITY;
        else if (mask) add = mv[offset_of(mask, idx, rank)];
        w[s] = dot * scale + add;
        if (op->flag && s > l) w[s] = -INFINITY;
        m = fmax(m, w[s]);
      }
      for (int64_t s = 0; s < S; s++) sum += (w[s] = m == -INFINITY ? 0 : exp(w[s] - m));
      for (int64_t e = 0; e < Ev; e++) {
        double acc = 0;
        for (int64_t s = 0; s < S; s++) {
          idx[rank - 2] = s, idx[rank - 1] = e;
          acc += w[s] * vv[kv_offset(v, q, idx, rank)];
        }
        idx[rank - 2] = l, idx[rank - 1] = e;
        // a row that attends to nothing is 0 (torch >= 2.5's math path too)
        r->data[offset_of(r, idx, rank)] = from_double(in, r->elem, sum > 0 ? acc / sum : 0);
      }
    }
  free(w);
  free(qv), free(kv), free(vv), free(mv);
}

// [.., M, K] x [.., K, N] (or W [N, K]); batch dims equal. Integers
// accumulate in int64 (wrapping), floats in float64.
// Where batch p of matmul result r starts in operand x: x's batch dims
// align with the end of r's, and a dim of 1 (or a missing one) broadcasts.
static int64_t batch_offset(const ref_tensor *r, const ref_tensor *x, int64_t p) {
  int nb = r->rank - 2, skip = nb - (x->rank - 2);
  int64_t off = 0, stride = x->dims[x->rank - 2] * x->dims[x->rank - 1];
  for (int d = nb - 1; d >= skip; d--) {
    int64_t i = p % r->dims[d];
    p /= r->dims[d];
    if (x->dims[d - skip] != 1) off += i * stride;
    stride *= x->dims[d - skip];
  }
  return off;
}

static void run_matmul(const interp *in, const ir_op *op, ref_tensor *r, ref_tensor **xs) {
  const ref_tensor *a = xs[0], *b = xs[1];
  int rank = a->rank;
  int64_t M = a->dims[rank - 2], K = a->dims[rank - 1], N = r->dims[r->rank - 1];
  int64_t MN = M * N, batch = MN ? numel(r) / MN : 0;
  bool ints = !is_float(r->elem) && !is_float(a->elem) && !is_float(b->elem);
  dtype ct = is_float(r->elem) ? r->elem : DT_F64;
  // float operands converted to the computation dtype once, not per product
  double *av = ints ? NULL : float_values(in, a, ct), *bv = ints ? NULL : float_values(in, b, ct);
  for (int64_t p = 0; p < batch; p++) {
    int64_t ao = batch_offset(r, a, p), bo = batch_offset(r, b, p);
    for (int64_t i = 0; i < M; i++)
      for (int64_t j = 0; j < N; j++) {
        double acc = 0;
        int64_t iacc = 0;
        for (int64_t k = 0; k < K; k++) {
          int64_t x = ao + i * K + k, y = bo + (op->transpose_rhs ? j * K + k : k * N + j);
          if (ints) iacc = iadd(iacc, imul(a->data[x].i, b->data[y].i));
          else acc += av[x] * bv[y];
        }
        r->data[p * M * N + i * N + j] =
            ints ? from_int(in, r->elem, iacc) : from_double(in, r->elem, acc);
      }
  }
  free(av);
  free(bv);
}

//
// Data movement: elements are copied (converted where the dtypes differ)
//
static void run_broadcast(ref_tensor *r, const ref_tensor *x) {
  int64_t idx[IR_MAX_RANK], n = numel(r);
  for (int64_t i = 0; i < n; i++) {
    unravel(i, r->dims, r->rank, idx);
    r->data[i] = x->data[offset_of(x, idx, r->rank)];
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
  if (!dim_eval(op->start, in->syms, in->known, &start)) return fail(in, "slice start unknown");
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

// torch.cat promotes its operands to the result's dtype.
static void run_concat(const interp *in, const ir_op *op, ref_tensor *r, ref_tensor **xs) {
  int64_t idx[IR_MAX_RANK], n = numel(r);
  for (int64_t i = 0; i < n; i++) {
    unravel(i, r->dims, r->rank, idx);
    int k = 0;
    while (idx[op->axis] >= xs[k]->dims[op->axis]) idx[op->axis] -= xs[k++]->dims[op->axis];
    r->data[i] = convert(in, xs[k]->elem, r->elem, xs[k]->data[offset_of(xs[k], idx, r->rank)]);
  }
}

// An index element (an integer tensor's) against a dim of `size`; with
// `wrap` a negative one counts from the end (index.Tensor, index_put),
// else it is out of range as torch's gather and index_select have it.
static bool index_in(interp *in, const ref_tensor *ix, int64_t at, int64_t size, bool wrap,
                     int64_t *out) {
  ref_elem e = ix->data[at];
  int64_t i = is_float(ix->elem) ? (int64_t)e.f : e.i, v = i;
  if (i < 0 && wrap) i += size;
  if (i < 0 || i >= size)
    return fail(in, "index %lld is out of range for a dim of size %lld", (long long)v,
                (long long)size);
  *out = i;
  return true;
}

static bool run_gather(interp *in, const ir_op *op, ref_tensor *r, ref_tensor **xs) {
  int64_t idx[IR_MAX_RANK], n = numel(r);
  for (int64_t i = 0; i < n; i++) {
    unravel(i, r->dims, r->rank, idx);
    if (!index_in(in, xs[1], i, xs[0]->dims[op->axis], false, &idx[op->axis])) return false;
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
    if (!index_in(in, ix, flat, x->dims[op->axis], false, &src[op->axis])) return false;
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
    for (int k = 0; k < count; k++)
      if (!index_in(in, xs[1 + k], offset_of(xs[1 + k], b, brank), x->dims[first + k], true,
                    &src[first + k]))
        return false;
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
  memcpy(r->data, x->data, sizeof(ref_elem) * (size_t)numel(x));
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
    for (int k = 0; k < count; k++)
      if (!index_in(in, xs[2 + k], offset_of(xs[2 + k], idx + first, shape.rank),
                    x->dims[first + k], true, &dst[first + k]))
        return false;
    for (int d = first + count; d < x->rank; d++) dst[d] = idx[d - count + shape.rank];
    ref_elem *p = &r->data[offset_of(r, dst, r->rank)];
    ref_elem val = convert(in, v->elem, r->elem, v->data[offset_of(v, idx, full.rank)]);
    if (!op->flag) *p = val;
    else if (is_float(r->elem)) *p = from_double(in, r->elem, p->f + val.f);
    else *p = from_int(in, r->elem, iadd(p->i, val.i));
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

// A splat or dense constant, and arange: start + i * step (in int64 for
// an integer result: exact).
static void run_constant(const interp *in, const ir_op *op, ref_tensor *r) {
  for (int64_t i = 0; i < numel(r); i++)
    r->data[i] =
        op->data ? ref_load(r->elem, op->data, (size_t)i) : from_double(in, r->elem, op->value);
}

static void run_iota(const interp *in, const ir_op *op, ref_tensor *r) {
  for (int64_t i = 0; i < numel(r); i++) {
    if (is_float(r->elem))
      r->data[i] = from_double(in, r->elem, op->value + (double)i * op->value2);
    else r->data[i] = from_int(in, r->elem, iadd((int64_t)op->value, imul(i, (int64_t)op->value2)));
  }
}

//
// The driver
//
// A symbol e uses that the call has not derived: the function's shapes
// cannot be computed, as facet-compile reports (ir_underivable_text).
static bool underivable(interp *in, const dim_expr *e) {
  enum { MAX = 16 };
  int syms[MAX], n = dim_symbols(e, syms, MAX);
  for (int i = 0; i < n && i < MAX; i++) {
    if (in->known[syms[i]]) continue;
    char *text = ir_underivable_text(in->fn, syms[i]);
    fail(in, "%s", text);
    free(text);
    return true;
  }
  return false;
}

// A broken promise, in the words of the compiled module's entry checks
// (src/runtime/executor.c): the dim as passed, then what was promised.
static bool promise_broken(interp *in, int arg, int dim, int64_t size, const int64_t *want,
                           const int *source) {
  char *text = ir_promise_text(in->fn, arg, dim, source);
  if (want)
    fail(in, "%s: input %d dim %d is %lld, must be %lld: %s", in->fn->name, arg, dim,
         (long long)size, (long long)*want, text);
  else fail(in, "%s: input %d dim %d is %lld: %s", in->fn->name, arg, dim, (long long)size, text);
  free(text);
  return false;
}

// One symbol from its argument dim D = coef * s + rest (ir_derivation):
// rest is the dim's value at s = 0; t = D - rest (rest - D for coef < 0)
// must satisfy the check, and s = t / |coef|.
static bool derive_symbol(interp *in, const ir_derivation *v, const ref_tensor *args, int *source) {
  const dim_expr *e = in->fn->args[v->arg]->type.dims[v->dim];
  int64_t size = args[v->arg].dims[v->dim], rest, t;
  in->syms[v->sym] = 0;
  in->known[v->sym] = true;
  bool ok = dim_eval(e, in->syms, in->known, &rest) &&
            !__builtin_sub_overflow(v->coef > 0 ? size : rest, v->coef > 0 ? rest : size, &t) &&
            t >= 0 && fact_contains(v->check, (uint64_t)t);
  in->known[v->sym] = ok;
  if (!ok) return promise_broken(in, v->arg, v->dim, size, NULL, source);
  in->syms[v->sym] = t / (v->coef < 0 ? -v->coef : v->coef);
  source[v->sym] = v->arg * IR_MAX_RANK + v->dim + 1; // named in later checks' messages
  return true;
}

// The symbols of a call come from its argument dims by the rule of the
// compiled module's entry checks (ir_derive_symbols), each check made in
// the same order and failing with the same message, so the reference
// answers exactly the calls the compiled module accepts.
static bool bind_symbols(interp *in, const ref_tensor *args) {
  const ir_function *fn = in->fn;
  for (int a = 0; a < fn->arg_count; a++) {
    const ir_type *t = &fn->args[a]->type;
    if (args[a].rank != t->rank)
      return fail(in, "@%s: input %d has rank %d, expected %d", fn->name, a, args[a].rank, t->rank);
    if (args[a].elem != t->elem)
      return fail(in, "@%s: input %d is %s, expected %s", fn->name, a, dtype_name(args[a].elem),
                  dtype_name(t->elem));
    for (int d = 0; d < t->rank; d++) {
      int64_t c;
      if (dim_is_const(t->dims[d], &c) && c != args[a].dims[d])
        return fail(in, "%s: input %d dim %d is %lld, expected %lld", fn->name, a, d,
                    (long long)args[a].dims[d], (long long)c);
    }
  }
  ir_derivation *derived = xcalloc((size_t)fn->symbol_count + 1, sizeof *derived);
  int n = ir_derive_symbols(fn, derived);
  int *source = xcalloc((size_t)fn->symbol_count + 1, sizeof(int));
  bool *from = xcalloc((size_t)fn->arg_count * IR_MAX_RANK + 1, sizeof(bool));
  for (int i = 0; i < n; i++) {
    in->known[derived[i].sym] = true; // known to the program: facet-compile's test
    from[derived[i].arg * IR_MAX_RANK + derived[i].dim] = true;
  }
  bool ok = true;
  for (int a = 0; ok && a < fn->arg_count; a++)
    for (int d = 0; ok && d < fn->args[a]->type.rank; d++)
      ok = from[a * IR_MAX_RANK + d] || !underivable(in, fn->args[a]->type.dims[d]);
  for (int i = 0; i < fn->symbol_count; i++) in->known[i] = false;
  for (int i = 0; ok && i < n; i++) ok = derive_symbol(in, &derived[i], args, source);
  for (int a = 0; ok && a < fn->arg_count; a++) {
    const ir_type *t = &fn->args[a]->type;
    for (int d = 0; ok && d < t->rank; d++) {
      int64_t want;
      if (from[a * IR_MAX_RANK + d] || dim_is_const(t->dims[d], NULL)) continue;
      if (!dim_eval(t->dims[d], in->syms, in->known, &want))
        ok = fail(in, "%s: input %d dim %d cannot be evaluated", fn->name, a, d);
      else if (want != args[a].dims[d])
        ok = promise_broken(in, a, d, args[a].dims[d], &want, source);
    }
  }
  free(from);
  free(source);
  free(derived);
  return ok;
}

static facet_status_t run_function(const ir_context *ctx, const ir_function *fn,
                                   const ref_tensor *args, ref_tensor *outputs, int depth,
                                   const ref_options *opt);

static const ir_function *find_function(const ir_context *ctx, const char *name) {
  for (size_t i = 0; i < ctx->functions.len; i++)
    if (!strcmp(ctx->functions.data[i]->name, name)) return ctx->functions.data[i];
  return NULL;
}

// A call (the importer inlines calls; a program built otherwise may keep
// them): the callee runs on copies of nothing, its one result copied out.
static bool run_call(interp *in, const ir_op *op, ref_tensor *r, ref_tensor **xs) {
  const ir_function *callee = find_function(in->ctx, op->name);
  if (!callee || callee->result_count != 1 || callee->inout_count != 0 ||
      callee->arg_count != op->operand_count)
    return fail(in,
                "call of @%s cannot be interpreted (one result, no overwritten argument, "
                "%d arguments needed)",
                op->name, op->operand_count);
  ref_tensor *args = xcalloc((size_t)op->operand_count + 1, sizeof *args), out = {0};
  for (int i = 0; i < op->operand_count; i++) args[i] = *xs[i];
  in->status = run_function(in->ctx, callee, args, &out, in->depth + 1, in->opt);
  bool ok = !in->status;
  if (ok) memcpy(r->data, out.data, sizeof(ref_elem) * (size_t)numel(r));
  free(out.data);
  free(args);
  return ok;
}

// A global: its inline value (dense / dense_resource data, or a splat),
// else the value the caller's ref_globals gives its parameter.
static bool run_global(interp *in, const ir_op *op, ref_tensor *r) {
  const ir_global *g = NULL;
  for (size_t i = 0; i < in->ctx->globals.len && !g; i++)
    if (!strcmp(in->ctx->globals.data[i].name, op->name)) g = &in->ctx->globals.data[i];
  if (!g) return fail(in, "global @%s is not defined", op->name);
  size_t n = (size_t)numel(r);
  if (g->type.elem != r->elem)
    return fail(in, "global @%s is %s, loaded as %s", g->name, dtype_name(g->type.elem),
                dtype_name(r->elem));
  if (g->data) {
    if (g->data_bytes < n * dtype_size(g->type.elem))
      return fail(in, "global @%s holds %zu bytes, %zu elements are loaded", g->name, g->data_bytes,
                  n);
    for (size_t i = 0; i < n; i++) r->data[i] = ref_load(g->type.elem, g->data, i);
    return true;
  }
  if (g->splat) {
    ref_elem v = is_float(r->elem) ? from_double(in, r->elem, g->splat_value)
                                   : from_int(in, r->elem, (int64_t)g->splat_value);
    for (size_t i = 0; i < n; i++) r->data[i] = v;
    return true;
  }
  if (!g->key) return fail(in, "global @%s has neither a value nor a parameter", g->name);
  if (!in->opt->globals)
    return fail(in, "global @%s is parameter \"%s\"::\"%s\" and no parameters were given", g->name,
                g->scope ? g->scope : "", g->key);
  const ref_globals *gl = in->opt->globals;
  in->status = gl->load(gl->self, g, r->data, n);
  return !in->status;
}

// i8 bytes as packed sub-byte integers (ir_bitcast_ok): element j of a
// row is bits [j * bits, (j + 1) * bits) of the row's bytes, little-endian.
static void run_bitcast(ref_tensor *r, const ref_tensor *x) {
  int bits = dtype_bits(r->elem), per = 8 / bits;
  int64_t n = numel(r);
  for (int64_t j = 0; j < n; j++) {
    uint64_t byte = (uint64_t)x->data[j / per].i & 255;
    r->data[j].i = ref_wrap_to(r->elem, (int64_t)(byte >> (j % per * bits)));
  }
}

// The generic's results are op->result and op->extra (all allocated).
static bool run_generic(interp *in, const ir_op *op, ref_tensor **xs) {
  const ir_generic *g = op->generic;
  int64_t loops[IR_MAX_RANK];
  for (int d = 0; d < g->loop_rank; d++)
    if (!dim_eval(g->loops[d], in->syms, in->known, &loops[d]))
      return fail(in, "linalg.generic: loop d%d's size cannot be evaluated", d);
  ref_tensor *res = xcalloc((size_t)g->init_count + 1, sizeof *res);
  for (int k = 0; k < g->init_count; k++)
    res[k] = in->vals[(k ? op->extra[k - 1] : op->result)->id];
  bool ok = ref_run_generic(op, xs, res, loops, in->opt->unrounded, &in->status);
  free(res);
  return ok;
}

//
// Sliding windows (ir.h: ir_window), from torch's definitions
//
// conv2d: for each output element, the products of its window with the
// weights of its output channel over the input channels of its group, in
// float64, plus the bias; a position outside the input reads 0.
static bool run_conv(interp *in, const ir_op *op, ref_tensor *r, ref_tensor **xs) {
  const ir_window *w = op->win;
  const ref_tensor *x = xs[0], *wt = xs[1];
  // the channels as the verifier checks them (a facet.conv read back is
  // run unverified): what keeps every read inside x and w
  if (x->rank != 4 || wt->rank != 4 || r->rank != 4)
    return fail(in, "facet.conv of other than NCHW tensors");
  if (w->groups < 1 || r->dims[1] != wt->dims[0] || wt->dims[0] % w->groups ||
      wt->dims[1] != x->dims[1] / w->groups || x->dims[1] % w->groups ||
      (op->operand_count > 2 && xs[2]->dims[0] != wt->dims[0]))
    return fail(
        in, "facet.conv: the input has %lld channels; the weight has %lld per group, groups = %lld",
        (long long)x->dims[1], (long long)wt->dims[1], (long long)w->groups);
  dtype ct = r->elem;
  double *xv = float_values(in, x, ct), *wv = float_values(in, wt, ct);
  double *bv = op->operand_count > 2 ? float_values(in, xs[2], ct) : NULL;
  int64_t N = r->dims[0], K = r->dims[1], P = r->dims[2], Q = r->dims[3];
  int64_t C = x->dims[1], H = x->dims[2], W = x->dims[3], Cg = wt->dims[1], R = wt->dims[2],
          S = wt->dims[3];
  int64_t Kg = K / w->groups;
  for (int64_t n = 0; n < N; n++)
    for (int64_t k = 0; k < K; k++)
      for (int64_t p = 0; p < P; p++)
        for (int64_t q = 0; q < Q; q++) {
          double acc = 0;
          int64_t c0 = k / Kg * Cg;
          for (int64_t c = 0; c < Cg; c++)
            for (int64_t i = 0; i < R; i++) {
              int64_t h = p * w->stride[0] - w->pad[0] + i * w->dilation[0];
              if (h < 0 || h >= H) continue;
              for (int64_t j = 0; j < S; j++) {
                int64_t v = q * w->stride[1] - w->pad[1] + j * w->dilation[1];
                if (v < 0 || v >= W) continue;
                acc += xv[((n * C + c0 + c) * H + h) * W + v] * wv[((k * Cg + c) * R + i) * S + j];
              }
            }
          if (bv) acc += bv[k];
          r->data[((n * K + k) * P + p) * Q + q] = from_double(in, r->elem, acc);
        }
  free(xv), free(wv), free(bv);
  return true;
}

// The window of output row p along one dim: [*lo, *hi) of the input, and
// the size a mean divides by (count_include_pad: the window clipped to the
// padded input; else to the input; adaptive_avg_pool2d: its own windows).
static int64_t pool_window(const ir_window *w, int d, int64_t p, int64_t in, int64_t out,
                           int64_t *lo, int64_t *hi) {
  if (w->adaptive) {
    *lo = p * in / out;
    *hi = ((p + 1) * in + out - 1) / out;
    return *hi - *lo;
  }
  int64_t start = p * w->stride[d] - w->pad[d], end = start + w->kernel[d];
  int64_t padded_end = end < in + w->pad[d] ? end : in + w->pad[d];
  *lo = start < 0 ? 0 : start;
  *hi = end < in ? end : in;
  return padded_end - start;
}

// max_pool2d (NaN wins, as in torch; padding is no element), avg_pool2d,
// adaptive_avg_pool2d.
static bool run_pool(interp *in, const ir_op *op, ref_tensor *r, const ref_tensor *x) {
  const ir_window *w = op->win;
  if (x->rank != 4 || r->rank != 4 || x->dims[0] * x->dims[1] != r->dims[0] * r->dims[1])
    return fail(in, "facet.pool of other than NCHW tensors of the same planes");
  double *xv = float_values(in, x, r->elem);
  int64_t NC = r->dims[0] * r->dims[1], P = r->dims[2], Q = r->dims[3], H = x->dims[2],
          W = x->dims[3];
  for (int64_t nc = 0; nc < NC; nc++)
    for (int64_t p = 0; p < P; p++)
      for (int64_t q = 0; q < Q; q++) {
        const double *plane = xv + nc * H * W;
        double acc = op->red == RED_MAX ? -INFINITY : 0;
        int64_t h0, h1, v0, v1;
        int64_t ph = pool_window(w, 0, p, H, P, &h0, &h1),
                pw = pool_window(w, 1, q, W, Q, &v0, &v1);
        for (int64_t i = 0; op->red == RED_MAX && i < w->kernel[0]; i++) {
          int64_t h = p * w->stride[0] - w->pad[0] + i * w->dilation[0];
          for (int64_t j = 0; h >= 0 && h < H && j < w->kernel[1]; j++) {
            int64_t v = q * w->stride[1] - w->pad[1] + j * w->dilation[1];
            if (v >= 0 && v < W && (plane[h * W + v] > acc || isnan(plane[h * W + v])))
              acc = plane[h * W + v];
          }
        }
        if (op->red == RED_MEAN) {
          for (int64_t h = h0; h < h1; h++)
            for (int64_t v = v0; v < v1; v++) acc += plane[h * W + v];
          int64_t count = w->divisor             ? w->divisor
                          : w->count_include_pad ? ph * pw
                                                 : (h1 - h0) * (v1 - v0);
          acc /= (double)count;
        }
        r->data[(nc * P + p) * Q + q] = from_double(in, r->elem, acc);
      }
  free(xv);
  return true;
}

static bool run_op(interp *in, const ir_op *op, ref_tensor *r, ref_tensor **xs) {
  switch (op->kind) {
  case IR_OP_TRANSFER: // the same values on another device
  case IR_OP_VIEW: memcpy(r->data, xs[0]->data, sizeof(ref_elem) * (size_t)numel(r)); return true;
  case IR_OP_BITCAST: run_bitcast(r, xs[0]); return true;
  case IR_OP_MATMUL: run_matmul(in, op, r, xs); return true;
  case IR_OP_EW: return run_ew(in, op, r, xs);
  case IR_OP_REDUCE: return run_reduce(in, op, r, xs[0]);
  case IR_OP_SOFTMAX: run_softmax(in, op, r, xs[0]); return true;
  case IR_OP_TRANSPOSE: run_transpose(op, r, xs[0]); return true;
  case IR_OP_BROADCAST: run_broadcast(r, xs[0]); return true;
  case IR_OP_SLICE: return run_slice(in, op, r, xs[0]);
  case IR_OP_CONCAT: run_concat(in, op, r, xs); return true;
  case IR_OP_GATHER: return run_gather(in, op, r, xs);
  case IR_OP_INDEX_SELECT: return run_index_select(in, op, r, xs);
  case IR_OP_INDEX: return run_index(in, op, r, xs);
  case IR_OP_INDEX_PUT: return run_index_put(in, op, r, xs);
  case IR_OP_REPEAT: run_repeat(op, r, xs[0]); return true;
  case IR_OP_ATTENTION: run_attention(in, op, r, xs); return true;
  case IR_OP_CONV: return run_conv(in, op, r, xs);
  case IR_OP_POOL: return run_pool(in, op, r, xs[0]);
  case IR_OP_CONSTANT: run_constant(in, op, r); return true;
  case IR_OP_IOTA: run_iota(in, op, r); return true;
  case IR_OP_CALL: return run_call(in, op, r, xs);
  case IR_OP_GLOBAL: return run_global(in, op, r);
  case IR_OP_SIZE: // an integer computed from the dims
    return dim_eval(op->start, in->syms, in->known, &r->data[0].i) ||
           fail(in, "a size cannot be evaluated");
  case IR_OP_GENERIC: return run_generic(in, op, xs);
  default:
    return fail(in, "'%s' has no reference implementation",
                op->name ? op->name : ir_op_name(op->kind));
  }
}

// Sets up the tensor of value v (dims from its type at this call's
// symbols), with data allocated when `alloc`.
static bool setup_value(interp *in, const ir_value *v, bool alloc) {
  ref_tensor *r = &in->vals[v->id];
  r->elem = v->type.elem;
  r->rank = v->type.rank;
  for (int d = 0; d < r->rank; d++)
    if (!dim_eval(v->type.dims[d], in->syms, in->known, &r->dims[d]))
      return underivable(in, v->type.dims[d])
                 ? false
                 : fail(in, "a dim of %%%d cannot be evaluated", v->id);
  if (alloc) r->data = xcalloc((size_t)numel(r) + 1, sizeof(ref_elem));
  return true;
}

// Index of the last op that reads each value (by id); the function's
// results and overwritten values are read after every op. A value's data
// is freed after its last reader, so a long program holds only the values
// still needed (the page cache of an LLM is copied by each index_put).
static int *last_uses(const ir_function *fn, int *op_count, int *max_operands) {
  int *last = xmalloc(sizeof(int) * ((size_t)fn->value_count + 1));
  for (int i = 0; i <= fn->value_count; i++) last[i] = -1;
  int n = 0;
  *max_operands = 1;
  for (const ir_op *op = fn->first; op; op = op->next, n++) {
    for (int k = 0; k < op->operand_count; k++) last[op->operands[k]->id] = n;
    if (op->operand_count > *max_operands) *max_operands = op->operand_count;
  }
  for (int i = 0; i < fn->result_count; i++) last[fn->results[i]->id] = INT32_MAX;
  for (int i = 0; i < fn->inout_count; i++) last[fn->inout_values[i]->id] = INT32_MAX;
  *op_count = n;
  return last;
}

static void free_value(interp *in, const ir_value *v) {
  if (!v->def) return; // an argument: the caller's
  free(in->vals[v->id].data);
  in->vals[v->id].data = NULL;
}

// Runs one op: its results set up, its operands checked to hold values.
static bool step(interp *in, const ir_op *op, ref_tensor **xs) {
  bool extra_data = op->kind == IR_OP_GENERIC; // other ops' extra results have no reference
  if (!setup_value(in, op->result, true)) return false;
  for (int x = 0; x < op->extra_count; x++)
    if (!setup_value(in, op->extra[x], extra_data)) return false;
  for (int k = 0; k < op->operand_count; k++) {
    const ir_value *v = op->operands[k];
    xs[k] = &in->vals[v->id];
    if (!xs[k]->data && v->def)
      return fail(in, "%%%d (%s) has no value in the reference: a further result of '%s'", v->id,
                  v->name ? v->name : "?", v->def->name ? v->def->name : ir_op_name(v->def->kind));
  }
  return run_op(in, op, &in->vals[op->result->id], xs);
}

static facet_status_t run_function(const ir_context *ctx, const ir_function *fn,
                                   const ref_tensor *args, ref_tensor *outputs, int depth,
                                   const ref_options *opt) {
  interp in = {.ctx = ctx,
               .fn = fn,
               .syms = xcalloc((size_t)fn->symbol_count + 1, sizeof(int64_t)),
               .known = xcalloc((size_t)fn->symbol_count + 1, sizeof(bool)),
               .vals = xcalloc((size_t)fn->value_count + 1, sizeof(ref_tensor)),
               .depth = depth,
               .opt = opt};
  int op_count, max_operands;
  int *last = last_uses(fn, &op_count, &max_operands);
  ref_tensor **xs = xmalloc(sizeof *xs * (size_t)max_operands);
  bool ok = depth < 16 ? bind_symbols(&in, args) : fail(&in, "calls nest too deep");
  for (int a = 0; ok && a < fn->arg_count; a++) in.vals[fn->args[a]->id] = args[a];
  int i = 0;
  for (const ir_op *op = fn->first; ok && op; op = op->next, i++) {
    ok = step(&in, op, xs);
    for (int k = 0; k < op->operand_count; k++)
      if (last[op->operands[k]->id] == i) free_value(&in, op->operands[k]);
    if (last[op->result->id] < 0) free_value(&in, op->result);
    for (int x = 0; x < op->extra_count; x++)
      if (last[op->extra[x]->id] < 0) free_value(&in, op->extra[x]);
  }
  int n = 0;
  for (int k = 0; ok && k < fn->result_count + fn->inout_count; k++) {
    const ir_value *v =
        k < fn->result_count ? fn->results[k] : fn->inout_values[k - fn->result_count];
    const ref_tensor *t = &in.vals[v->id];
    outputs[n] = *t;
    outputs[n].data = xmalloc(sizeof(ref_elem) * (size_t)numel(t) + 1);
    memcpy(outputs[n++].data, t->data, sizeof(ref_elem) * (size_t)numel(t));
  }
  for (const ir_op *op = fn->first; op; op = op->next) {
    free_value(&in, op->result);
    for (int x = 0; x < op->extra_count; x++) free_value(&in, op->extra[x]);
  }
  free(xs);
  free(last);
  free(in.vals);
  free(in.syms);
  free(in.known);
  return in.status;
}

facet_status_t ref_run_options(const ir_context *ctx, const ir_function *fn,
                               const ref_tensor *inputs, int input_count,
                               const ref_options *options, ref_tensor *outputs) {
  if (input_count != fn->arg_count)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "@%s takes %d inputs, got %d", fn->name,
                      fn->arg_count, input_count);
  ref_options none = {0};
  return run_function(ctx, fn, inputs, outputs, 0, options ? options : &none);
}

facet_status_t ref_run(const ir_context *ctx, const ir_function *fn, const ref_tensor *inputs,
                       int input_count, ref_tensor *outputs) {
  return ref_run_options(ctx, fn, inputs, input_count, NULL, outputs);
}
