// reference_generic.c: the reference semantics of IR_OP_GENERIC (a
// linalg.generic on tensors; ir.h describes the op).
//
// For each point of the iteration space in lexicographic order every body
// node is evaluated once, then each yielded value is stored into its
// result at that result's map, so a reduction's out operand reads the
// value stored at the previous point (the accumulator). Values follow the
// body's types, as arith and math define them:
//   - a float node is computed in float64 and rounded to its type (f32
//     math.sin is sin in double, rounded once), unless `unrounded`;
//   - an integer node holds its value wrapped to its width (index: 64
//     bits; i4 and i2, the bitcast's packed integers, 4 and 2 bits), kept
//     as the dtype's canonical int64 (sign-extended, but u8 and i1
//     zero-extended), and signed or unsigned ops read the low bits
//     as the op says (i1 true is -1 to a signed op);
//   - what arith leaves undefined gets the value facet gives it
//     everywhere: integer x / 0 and x % 0 are 0, INT_MIN / -1 wraps, a
//     shift by the width or more is 0 (shrsi: the sign), fptosi out of
//     range is the x86 "integer indefinite" (INT_MIN of 32 or 64 bits),
//     then wrapped;
//   - a tensor.extract or a map outside its tensor is an error (the
//     program is wrong; a kernel would read out of bounds).
#include "reference_internal.h"

#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

typedef struct gen_run {
  const ir_generic *g;
  ref_tensor *const *xs; // op->operands
  ref_tensor *results;   // init_count
  int64_t point[IR_MAX_RANK];
  ref_elem *vals; // per node, at the current point
  bool unrounded;
  facet_status_t *status; // where a failure goes
} gen_run;

static bool gen_fail(gen_run *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static bool gen_fail(gen_run *r, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  if (!*r->status) *r->status = status_vnew(FACET_STATUS_INVALID_ARGUMENT, fmt, ap);
  va_end(ap);
  return false;
}

//
// Integers of a width
//
static int width_of(const ir_gnode *n) {
  return n->is_index ? 64 : n->type == DT_BOOL ? 1 : dtype_bits(n->type); // i4: 4, i2: 2
}

static uint64_t low_bits(int64_t v, int w) {
  return w >= 64 ? (uint64_t)v : (uint64_t)v & ((1ull << w) - 1);
}

static int64_t sign_extend(int64_t v, int w) {
  if (w >= 64) return v;
  uint64_t u = low_bits(v, w), sign = 1ull << (w - 1);
  return (int64_t)(u ^ sign) - (int64_t)sign;
}

// The canonical value of node n's type for the bits of v: as ref_wrap_to
// keeps integers of that dtype (index: int64).
static int64_t canon(const ir_gnode *n, int64_t v) {
  return n->is_index ? v : ref_wrap_to(n->type, (int64_t)low_bits(v, width_of(n)));
}

static double round_node(const gen_run *r, const ir_gnode *n, double v) {
  return r->unrounded ? v : dtype_round(n->type, v);
}

//
// Maps
//
static int64_t floordiv64(int64_t a, int64_t b) {
  return a / b - (a % b != 0 && (a < 0) != (b < 0));
}

// An affine expression of the loops at the current point; false when a
// division's divisor is not positive (MLIR requires it).
static bool affine_eval(const gen_run *r, const ir_affine *e, int64_t *out) {
  int64_t a, b;
  switch (e->kind) {
  case IA_CONST: *out = e->value; return true;
  case IA_DIM: *out = r->point[e->value]; return true;
  default: break;
  }
  if (!affine_eval(r, e->lhs, &a) || !affine_eval(r, e->rhs, &b)) return false;
  switch (e->kind) {
  case IA_ADD: *out = (int64_t)((uint64_t)a + (uint64_t)b); return true;
  case IA_MUL: *out = (int64_t)((uint64_t)a * (uint64_t)b); return true;
  default: break;
  }
  if (b <= 0) return false;
  if (e->kind == IA_FLOORDIV) *out = floordiv64(a, b);
  else if (e->kind == IA_CEILDIV) *out = -floordiv64(-a, b);
  else *out = a - floordiv64(a, b) * b;
  return true;
}

// Row-major offset in t of the indices idx; false (with err) outside t.
static bool element_at(gen_run *r, const ref_tensor *t, const int64_t *idx, const char *what, int k,
                       int64_t *off) {
  int64_t o = 0;
  for (int d = 0; d < t->rank; d++) {
    if (idx[d] < 0 || idx[d] >= t->dims[d])
      return gen_fail(r, "linalg.generic: %s %d reads index %lld of dim %d of size %lld", what, k,
                      (long long)idx[d], d, (long long)t->dims[d]);
    o = o * t->dims[d] + idx[d];
  }
  *off = o;
  return true;
}

// The offset of mapped operand k (an in, or result k - in_count) at the
// current point.
static bool mapped_offset(gen_run *r, int k, const ref_tensor *t, int64_t *off) {
  int64_t idx[IR_MAX_RANK];
  for (int d = 0; d < r->g->map_rank[k]; d++)
    if (!affine_eval(r, r->g->maps[k][d], &idx[d]))
      return gen_fail(r, "linalg.generic: map of operand %d divides by a non-positive value", k);
  return element_at(r, t, idx, "operand", k, off);
}

//
// Scalar ops
//
// x86's conversion of an out-of-range float (NaN, inf) to an integer.
static int64_t float_to_bits(double v, int w) {
  double x = trunc(v);
  if (w > 32) return x >= -0x1p63 && x < 0x1p63 ? (int64_t)x : INT64_MIN;
  return x >= -0x1p31 && x < 0x1p31 ? (int64_t)x : INT32_MIN;
}

static double float_from_int(const ir_gnode *to, int64_t s, uint64_t u, bool is_unsigned) {
  if (to->type == DT_F64) return is_unsigned ? (double)u : (double)s;
  return is_unsigned ? (double)(float)u : (double)(float)s; // one rounding to f32, as a cast
}

static double maximumf(double a, double b) {
  if (isnan(a) || isnan(b)) return a + b;
  if (a == b) return signbit(a) ? b : a;
  return a > b ? a : b;
}

static double minimumf(double a, double b) {
  if (isnan(a) || isnan(b)) return a + b;
  if (a == b) return signbit(a) ? a : b;
  return a < b ? a : b;
}

static bool cmpf(ir_scalar_op k, double a, double b) {
  bool uno = isnan(a) || isnan(b);
  switch (k) {
  case SOP_CMPF_FALSE: return false;
  case SOP_CMPF_TRUE: return true;
  case SOP_CMPF_OEQ: return !uno && a == b;
  case SOP_CMPF_OGT: return !uno && a > b;
  case SOP_CMPF_OGE: return !uno && a >= b;
  case SOP_CMPF_OLT: return !uno && a < b;
  case SOP_CMPF_OLE: return !uno && a <= b;
  case SOP_CMPF_ONE: return !uno && a != b;
  case SOP_CMPF_ORD: return !uno;
  case SOP_CMPF_UEQ: return uno || a == b;
  case SOP_CMPF_UGT: return uno || a > b;
  case SOP_CMPF_UGE: return uno || a >= b;
  case SOP_CMPF_ULT: return uno || a < b;
  case SOP_CMPF_ULE: return uno || a <= b;
  case SOP_CMPF_UNE: return uno || a != b;
  case SOP_CMPF_UNO: return uno;
  default: FACET_UNREACHABLE();
  }
}

// A float op with float operands of the node's type (not a cast or cmpf).
static double float_op(ir_scalar_op k, double a, double b) {
  switch (k) {
  case SOP_ADDF: return a + b;
  case SOP_SUBF: return a - b;
  case SOP_MULF: return a * b;
  case SOP_DIVF: return a / b;
  case SOP_REMF: return fmod(a, b);
  case SOP_NEGF: return -a;
  case SOP_MAXIMUMF: return maximumf(a, b);
  case SOP_MINIMUMF: return minimumf(a, b);
  case SOP_MAXNUMF: return isnan(a) ? b : isnan(b) ? a : maximumf(a, b);
  case SOP_MINNUMF: return isnan(a) ? b : isnan(b) ? a : minimumf(a, b);
  case SOP_EXP: return exp(a);
  case SOP_EXP2: return exp2(a);
  case SOP_LOG: return log(a);
  case SOP_LOG2: return log2(a);
  case SOP_SQRT: return sqrt(a);
  case SOP_RSQRT: return 1 / sqrt(a);
  case SOP_TANH: return tanh(a);
  case SOP_SIN: return sin(a);
  case SOP_COS: return cos(a);
  case SOP_ERF: return erf(a);
  case SOP_ABSF: return fabs(a);
  case SOP_FLOOR: return floor(a);
  case SOP_CEIL: return ceil(a);
  case SOP_POWF: return pow(a, b);
  default: FACET_UNREACHABLE();
  }
}

// Signed floor / ceil division at width w; x / 0 is 0, INT_MIN / -1 wraps.
static int64_t idiv_signed(ir_scalar_op k, int64_t a, int64_t b) {
  if (b == 0) return 0;
  if (b == -1) return k == SOP_REMSI ? 0 : (int64_t)(0 - (uint64_t)a);
  int64_t q = a / b, m = a % b;
  if (k == SOP_REMSI) return m;
  if (k == SOP_FLOORDIVSI) return q - (m != 0 && (a < 0) != (b < 0));
  if (k == SOP_CEILDIVSI) return q + (m != 0 && (a < 0) == (b < 0));
  return q; // DIVSI: toward zero
}

// An integer op on operands of width w (the operands' type), before the
// result is made canonical.
static int64_t int_op(ir_scalar_op k, int64_t a, int64_t b, int w) {
  int64_t sa = sign_extend(a, w), sb = sign_extend(b, w);
  uint64_t ua = low_bits(a, w), ub = low_bits(b, w);
  switch (k) {
  case SOP_ADDI: return (int64_t)(ua + ub);
  case SOP_SUBI: return (int64_t)(ua - ub);
  case SOP_MULI: return (int64_t)(ua * ub);
  case SOP_DIVSI:
  case SOP_REMSI:
  case SOP_FLOORDIVSI:
  case SOP_CEILDIVSI: return idiv_signed(k, sa, sb);
  case SOP_DIVUI: return ub ? (int64_t)(ua / ub) : 0;
  case SOP_REMUI: return ub ? (int64_t)(ua % ub) : 0;
  case SOP_CEILDIVUI: return ub ? (int64_t)(ua / ub + (ua % ub != 0)) : 0;
  case SOP_MAXSI: return sa > sb ? sa : sb;
  case SOP_MINSI: return sa < sb ? sa : sb;
  case SOP_MAXUI: return (int64_t)(ua > ub ? ua : ub);
  case SOP_MINUI: return (int64_t)(ua < ub ? ua : ub);
  case SOP_ANDI: return (int64_t)(ua & ub);
  case SOP_ORI: return (int64_t)(ua | ub);
  case SOP_XORI: return (int64_t)(ua ^ ub);
  case SOP_SHLI: return ub >= (uint64_t)w ? 0 : (int64_t)(ua << ub);
  case SOP_SHRSI: return ub >= (uint64_t)w ? (sa < 0 ? -1 : 0) : sa >> ub;
  case SOP_SHRUI: return ub >= (uint64_t)w ? 0 : (int64_t)(ua >> ub);
  case SOP_CMPI_EQ: return ua == ub;
  case SOP_CMPI_NE: return ua != ub;
  case SOP_CMPI_SLT: return sa < sb;
  case SOP_CMPI_SLE: return sa <= sb;
  case SOP_CMPI_SGT: return sa > sb;
  case SOP_CMPI_SGE: return sa >= sb;
  case SOP_CMPI_ULT: return ua < ub;
  case SOP_CMPI_ULE: return ua <= ub;
  case SOP_CMPI_UGT: return ua > ub;
  case SOP_CMPI_UGE: return ua >= ub;
  default: FACET_UNREACHABLE();
  }
}

// A cast from node `from` (value x) to node n.
static ref_elem cast_op(const gen_run *r, const ir_gnode *n, const ir_gnode *from, ref_elem x) {
  ref_elem v;
  int w = width_of(from);
  switch (n->op) {
  case SOP_INDEX_CAST:
  case SOP_EXTSI:
  case SOP_TRUNCI: v.i = canon(n, sign_extend(x.i, w)); break;
  case SOP_INDEX_CASTUI:
  case SOP_EXTUI: v.i = canon(n, (int64_t)low_bits(x.i, w)); break;
  case SOP_SITOFP:
  case SOP_UITOFP: {
    bool u = n->op == SOP_UITOFP;
    v.f = round_node(r, n, float_from_int(n, sign_extend(x.i, w), low_bits(x.i, w), u));
    break;
  }
  case SOP_FPTOSI:
  case SOP_FPTOUI: v.i = canon(n, float_to_bits(x.f, width_of(n))); break;
  case SOP_EXTF:
  case SOP_TRUNCF: v.f = round_node(r, n, x.f); break;
  default: FACET_UNREACHABLE();
  }
  return v;
}

static ref_elem scalar_op(const gen_run *r, const ir_gnode *n) {
  const ir_gnode *na = &r->g->nodes[n->a];
  ref_elem a = r->vals[n->a], b = {0}, v;
  if (ir_scalar_op_arity(n->op) > 1) b = r->vals[n->b];
  if (n->op == SOP_SELECT) return a.i ? b : r->vals[n->c];
  if (ir_scalar_op_is_cast(n->op)) return cast_op(r, n, na, a);
  bool operands_float = dtype_is_float(na->type) && !na->is_index;
  if (!operands_float) v.i = canon(n, int_op(n->op, a.i, b.i, width_of(na)));
  else if (n->type == DT_BOOL && !n->is_index) v.i = cmpf(n->op, a.f, b.f);
  else v.f = round_node(r, n, float_op(n->op, a.f, b.f));
  return v;
}

//
// The loop
//
static bool eval_node(gen_run *r, int i) {
  const ir_gnode *n = &r->g->nodes[i];
  const ir_generic *g = r->g;
  int64_t off, idx[IR_MAX_RANK];
  switch (n->kind) {
  case GN_ARG: {
    const ref_tensor *t = i < g->in_count ? r->xs[i] : &r->results[i - g->in_count];
    if (!mapped_offset(r, i, t, &off)) return false;
    r->vals[i] = t->data[off];
    return true;
  }
  case GN_INDEX: r->vals[i].i = r->point[n->dim]; return true;
  case GN_CONST:
    if (dtype_is_float(n->type) && !n->is_index) r->vals[i].f = round_node(r, n, n->value);
    else r->vals[i].i = canon(n, (int64_t)n->value);
    return true;
  case GN_EXTRACT: {
    const ref_tensor *t = r->xs[n->operand];
    if (t->rank && !n->idx) return gen_fail(r, "linalg.generic: tensor.extract without indices");
    for (int d = 0; d < t->rank; d++) idx[d] = r->vals[n->idx[d]].i;
    if (!element_at(r, t, idx, "tensor.extract of operand", n->operand, &off)) return false;
    r->vals[i] = t->data[off];
    return true;
  }
  case GN_OP: r->vals[i] = scalar_op(r, n); return true;
  }
  FACET_UNREACHABLE();
}

static bool run_point(gen_run *r) {
  const ir_generic *g = r->g;
  for (int i = 0; i < g->node_count; i++)
    if (!eval_node(r, i)) return false;
  for (int k = 0; k < g->init_count; k++) {
    int64_t off;
    if (!mapped_offset(r, g->in_count + k, &r->results[k], &off)) return false;
    r->results[k].data[off] = r->vals[g->yield[k]];
  }
  return true;
}

bool ref_run_generic(const ir_op *op, ref_tensor *const *xs, ref_tensor *results,
                     const int64_t *loops, bool unrounded, facet_status_t *status) {
  const ir_generic *g = op->generic;
  gen_run r = {.g = g, .xs = xs, .results = results, .unrounded = unrounded, .status = status};
  int64_t total = 1;
  for (int d = 0; d < g->loop_rank; d++) total *= loops[d];
  for (int k = 0; k < g->init_count; k++) {
    const ref_tensor *init = xs[g->in_count + k];
    int64_t n = 1;
    for (int d = 0; d < init->rank; d++) n *= init->dims[d];
    memcpy(results[k].data, init->data, sizeof(ref_elem) * (size_t)n);
  }
  r.vals = xcalloc((size_t)g->node_count + 1, sizeof(ref_elem));
  bool ok = true;
  for (int64_t p = 0; ok && p < total; p++) {
    ok = run_point(&r);
    for (int d = g->loop_rank - 1; d >= 0; d--) { // the next point, lexicographically
      if (++r.point[d] < loops[d]) break;
      r.point[d] = 0;
    }
  }
  free(r.vals);
  return ok;
}
