// emit_rows.c: C for fused elementwise / row-reduction programs (KOP_ROWS)
// and for matmul epilogues.
//
// A row program iterates over exec->iter: the outer dims are "rows", the
// innermost dim is the row. Workgroups take blocks of rows (and, for
// programs without reductions, blocks of the row too, so a single long
// row still spreads over the threads). Per row: each reduction is one pass
// over the row, then one pass computes and stores the outputs. Values that
// do not depend on the column (constants, reductions, loads broadcast along
// the row) are computed once per row.
//
// Vectorisation: both passes go over the row in chunks of VL columns (8, or
// 16 on x86-64-v4). A chunk first converts its inputs into small f32 (or
// int64) arrays: contiguous f16/bf16 loads with F16C / AVX-512 vector
// conversions on v3+, f32 loads as plain copies, strided loads element by
// element; then a loop over the VL lanes computes the nodes from the arrays
// into output arrays or per-lane accumulators, which touches nothing but
// locals (no aliasing), so the C compiler vectorises it; last, the outputs
// are converted and stored VL at a time (vcvtps2ph on v3+). Columns past the
// last whole chunk run the same nodes one column at a time.
//
// Reductions keep VL independent partial accumulators (one per lane), which
// vectorise and keep the rounding error of long sums low (each partial sums
// 1/VL of the row); they are combined pairwise at the end of the row.
//
// The functions the nodes call (transcendentals as inline polynomials the
// vectoriser can see through, torch's integer and floor division, the
// chunk conversions) are kernel C: src/kernels/elementwise.h, rows.h and
// the target's chunk_*.h.
//
// Facts become code: static dims and point facts are literals; the others
// come with an ASSUME of their facts. Every byte is deterministic.
#include "codegen_internal.h"

#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct rows_em {
  cg_writer w; // the translation unit and its brace depth
  const ir_exec *ex;
  const fact *facts;
  const char *sym;
  int vl;       // columns per chunk: 8, or 16 on x86-64-v4
  bool chunk;   // emitting a lane loop: loads read their chunk arrays x<i>[l]
  bool reduces; // the program has KN_REDUCE nodes
  // bit j of row_coord[i]: coordinate j of gather node i comes from a
  // per-row node, so it is computed, checked and clamped once per row
  // (`gr<i>_<j>`), not per element (emit_row_coords)
  uint32_t row_coord[IR_MAX_KNODES];
} rows_em;

//
// Types and values
//
// Every value of a node is held in the C type of its dtype: float for f32,
// f16 and bf16 (rounded to the narrow type where stored or converted),
// double for f64, int64_t for every integer dtype and i1. An integer value
// always lies in the range of its dtype: integer ops compute in uint64_t
// (no undefined overflow) and wrap the result to the dtype, as torch's
// integer arithmetic does.
static const char *ctype(dtype t) {
  if (t == DT_F64) return "double";
  if (dtype_is_float(t)) return "float";
  return "int64_t";
}

static bool is_int(dtype t) { return !dtype_is_float(t); }

static const char *storage(dtype t) {
  switch (t) {
  case DT_F32: return "float";
  case DT_F64: return "double";
  case DT_F16:
  case DT_BF16: return "uint16_t";
  case DT_I64: return "int64_t";
  case DT_I32: return "int32_t";
  case DT_I16: return "int16_t";
  case DT_I8: return "int8_t";
  default: return "uint8_t"; // ui8, i1
  }
}

// Appends `expr` (an int64_t) wrapped to the range of integer dtype t.
static void wrap_int(strbuf *sb, dtype t, const char *expr) {
  if (t == DT_I64) sb_printf(sb, "(%s)", expr);
  else if (t == DT_BOOL) sb_printf(sb, "(int64_t)((%s) != 0)", expr);
  else sb_printf(sb, "(int64_t)(%s)(%s)", storage(t), expr);
}

// An exact C literal of a double: INFINITY and NAN by name (torch-mlir
// writes -inf as 0xFFF0000000000000, which %g would print as "-inf"), and
// every finite value as a hex float, which is its exact bits.
void cg_double_literal(strbuf *sb, double v) {
  if (isnan(v)) sb_append(sb, signbit(v) ? "(-NAN)" : "NAN");
  else if (isinf(v)) sb_append(sb, v < 0 ? "(-INFINITY)" : "INFINITY");
  else if (signbit(v)) sb_printf(sb, "(%a)", v);
  else sb_printf(sb, "%a", v);
}

// An integer constant of dtype t: the IR holds it as a double; out of range
// values saturate (NaN is 0) before wrapping to t.
static void int_literal(strbuf *sb, dtype t, double v) {
  int64_t x = v != v ? 0 : v >= 0x1p63 ? INT64_MAX : v <= -0x1p63 ? INT64_MIN : (int64_t)v;
  if (t == DT_BOOL) x = v != 0;
  else if (t != DT_I64) {
    uint64_t bits = dtype_size(t) * 8, m = (1ull << bits) - 1, u = (uint64_t)x & m;
    x = t == DT_U8 || !(u >> (bits - 1)) ? (int64_t)u : (int64_t)(u | ~m);
  }
  if (x == INT64_MIN) sb_append(sb, "(-9223372036854775807 - 1)");
  else sb_printf(sb, "(int64_t)%" PRId64, x);
}

// The expression reading element `at` of binding b (type t) as its C type.
static void load_expr(strbuf *sb, dtype t, int b, const char *at) {
  if (t == DT_F16) sb_printf(sb, "h2f(b%d[%s])", b, at);
  else if (t == DT_BF16) sb_printf(sb, "bf2f(b%d[%s])", b, at);
  else sb_printf(sb, "(%s)b%d[%s]", ctype(t), b, at);
}

// The statement storing value v (C type of t) at element `at` of binding b.
static void store_stmt(rows_em *e, dtype t, int b, const char *at, const char *v) {
  if (t == DT_F16) cg_out(&e->w, "b%d[%s] = f2h(%s);", b, at, v);
  else if (t == DT_BF16) cg_out(&e->w, "b%d[%s] = f2bf(%s);", b, at, v);
  else if (t == DT_BOOL) cg_out(&e->w, "b%d[%s] = (uint8_t)(%s != 0);", b, at, v);
  else cg_out(&e->w, "b%d[%s] = (%s)(%s);", b, at, storage(t), v);
}

// `expr` (a float of C type float) rounded to f16 or bf16 when t is one:
// every op's result is of its dtype, inside a fused program too, as torch
// rounds each op's result (docs/ops.md, "reduced precision").
static void round_to(strbuf *sb, dtype t, const char *expr) {
  if (t == DT_F16) sb_printf(sb, "rnd_f16(%s)", expr);
  else if (t == DT_BF16) sb_printf(sb, "bf2f(f2bf(%s))", expr);
  else sb_append(sb, expr);
}

static void kdim_expr(strbuf *sb, ir_kdim d, const fact *facts) {
  char text[32];
  cg_kdim_text(text, sizeof text, d, facts);
  sb_append(sb, text);
}

// The dtype a comparison of node n's operands computes in, by torch's
// promotion: integers as int64 (exact), an integer against a float in that
// float's type, two floats in the wider (f16 and bf16 are exact in f32).
static dtype compare_type(const ir_exec *ex, const ir_knode *n) {
  dtype ta = ex->nodes[n->a].type, tb = ex->nodes[n->b].type;
  if (is_int(ta) && is_int(tb)) return DT_I64;
  if (ta == DT_F64 || tb == DT_F64) return DT_F64;
  if (is_int(ta)) return tb;
  if (is_int(tb)) return ta;
  return DT_F32;
}

// Operand v<i> (of dtype from) as a value of dtype t: an integer meeting a
// narrow float is rounded to it first, as torch converts it.
static void operand_as(char *buf, size_t n, int i, dtype from, dtype t) {
  if (is_int(from) && t == DT_F16) snprintf(buf, n, "rnd_f16((float)v%d)", i);
  else if (is_int(from) && t == DT_BF16) snprintf(buf, n, "bf2f(f2bf((float)v%d))", i);
  else snprintf(buf, n, "((%s)v%d)", ctype(t), i);
}

// pow(a, c) for a constant exponent c: torch's pow(Tensor, Scalar) computes
// these exponents as products, sqrt and reciprocals (so pow(-0, -0.5) is
// -inf and pow(-inf, 0.5) NaN, unlike powf); false for the others.
static bool pow_special(strbuf *sb, double c, const char *a, const char *s) {
  if (c == 2) sb_printf(sb, "%s * %s", a, a);
  else if (c == 3) sb_printf(sb, "%s * %s * %s", a, a, a);
  else if (c == 0.5) sb_printf(sb, "sqrt%s(%s)", s, a);
  else if (c == -0.5) sb_printf(sb, "1 / sqrt%s(%s)", s, a);
  else if (c == 1) sb_printf(sb, "%s", a);
  else if (c == -1) sb_printf(sb, "1 / %s", a);
  else if (c == -2) sb_printf(sb, "1 / (%s * %s)", a, a);
  else return false;
  return true;
}

// Conversion of v<a> to node n's dtype: to a narrower float rounds as the
// stored value would; float to a narrower integer goes through int32 as
// torch's static_cast does on x86 (NaN and out of range give INT32_MIN's
// low bits); integers wrap.
static void convert_expr(strbuf *sb, const ir_exec *ex, const ir_knode *n) {
  dtype from = ex->nodes[n->a].type, t = n->type;
  char v[48];
  if (t == DT_F16) sb_printf(sb, "rnd_f16((float)v%d)", n->a);
  else if (t == DT_BF16) sb_printf(sb, "bf2f(f2bf((float)v%d))", n->a);
  else if (t == DT_BOOL) sb_printf(sb, "(v%d != 0)", n->a);
  else if (!is_int(t) || t == DT_I64) sb_printf(sb, "(%s)v%d", ctype(t), n->a);
  else {
    snprintf(v, sizeof v, is_int(from) ? "v%d" : "(int32_t)v%d", n->a);
    wrap_int(sb, t, v);
  }
}

// The suffix of the kernel C function (src/kernels/elementwise.h) for
// computing in dtype t: f32 (also for f16 and bf16), f64, or i64.
static const char *ew_suffix(dtype t) { return is_int(t) ? "i64" : t == DT_F64 ? "f64" : "f32"; }

// Node n's operands as arguments of ew_<name>_<suffix of t>(...).
static void ew_call(strbuf *sb, const ir_exec *ex, const ir_knode *n, dtype t, bool truth) {
  const int refs[3] = {n->a, n->b, n->c};
  sb_printf(sb, "ew_%s_%s(", ir_ew_name(n->ew), ew_suffix(t));
  for (int i = 0; i < ir_ew_arity(n->ew); i++) {
    char arg[48];
    if (truth) snprintf(arg, sizeof arg, "(v%d != 0)", refs[i]);
    else operand_as(arg, sizeof arg, refs[i], ex->nodes[refs[i]].type, t);
    sb_printf(sb, "%s%s", i ? ", " : "", arg);
  }
  sb_putc(sb, ')');
}

// Whether n's result is one of its operands' values, or its negation
// (maximum, minimum, relu, abs, neg): with every operand of n's own f16 or
// bf16 type, which its value already is, the rounding to that type is the
// identity and is not written. (Besides the work, GCC 12 left a bf16
// epilogue of batch norm and hardtanh scalar with those roundings:
// bench/results/conv_layers.md.)
static bool exact_in_type(const ir_exec *ex, const ir_knode *n) {
  if (n->ew != EW_MAX && n->ew != EW_MIN && n->ew != EW_FMAX && n->ew != EW_FMIN &&
      n->ew != EW_RELU && n->ew != EW_ABS && n->ew != EW_NEG)
    return false;
  const int refs[2] = {n->a, n->b};
  for (int i = 0; i < ir_ew_arity(n->ew); i++)
    if (ex->nodes[refs[i]].type != n->type) return false;
  return true;
}

// The C expression of node n's operation on its operands v<a>, v<b>, v<c>:
// a call of the op's kernel C function in the dtype its class computes in
// (src/ir/ew_ops.h), integer results wrapped to their dtype.
static void ew_expr(strbuf *sb, const ir_exec *ex, const ir_knode *n) {
  const char *s = n->type == DT_F64 ? "" : "f";
  strbuf call = {0};
  switch (ir_ew_class_of(n->ew)) {
  case EWC_SPECIAL:
    if (n->ew == EW_CONVERT) convert_expr(sb, ex, n);
    else
      sb_printf(sb, "(v%d != 0 ? ((%s)v%d) : ((%s)v%d))", n->a, ctype(n->type), n->b,
                ctype(n->type), n->c);
    return;
  case EWC_COMPARE: ew_call(sb, ex, n, compare_type(ex, n), false); return;
  case EWC_LOGIC: ew_call(sb, ex, n, DT_I64, true); return;
  case EWC_BITWISE:
    ew_call(&call, ex, n, DT_I64, false);
    if (n->type == DT_BOOL) sb_printf(sb, "(%s & 1)", sb_cstr(&call));
    else wrap_int(sb, n->type, sb_cstr(&call));
    break;
  case EWC_ARITH:
  case EWC_FLOAT:
    if (n->ew == EW_POW && ex->nodes[n->b].kind == KN_CONST && !is_int(n->type)) {
      char a[48];
      snprintf(a, sizeof a, "((%s)v%d)", ctype(n->type), n->a);
      if (pow_special(&call, ex->nodes[n->b].value, a, s)) {
        round_to(sb, n->type, sb_cstr(&call));
        break;
      }
    }
    ew_call(&call, ex, n, n->type, false);
    if (is_int(n->type)) wrap_int(sb, n->type, sb_cstr(&call));
    else if (exact_in_type(ex, n)) sb_append(sb, sb_cstr(&call));
    else round_to(sb, n->type, sb_cstr(&call));
    break;
  }
  sb_free(&call);
}

//
// Nodes
//
// The nodes node n reads (its operands, a gather's index nodes).
static int node_deps(const ir_exec *ex, const ir_knode *n, int *deps) {
  int count = 0;
  if (n->kind == KN_EW) {
    const int refs[3] = {n->a, n->b, n->c};
    for (int k = 0; k < ir_ew_arity(n->ew); k++) deps[count++] = refs[k];
  } else if (n->kind == KN_REDUCE) {
    deps[count++] = n->a;
  } else if (n->kind == KN_GATHER) {
    for (int j = 0; j < ex->bindings[n->binding].rank; j++)
      if (n->coord[j].node >= 0) deps[count++] = n->coord[j].node;
  }
  return count;
}

// The binding an index coordinate was loaded from, for the fault a kernel
// reports (UINT32_MAX - 1: computed in the kernel, not loaded).
static uint32_t index_binding(const ir_exec *ex, const ir_kcoord *k) {
  const ir_knode *n = &ex->nodes[k->node];
  return n->kind == KN_LOAD ? (uint32_t)n->binding : UINT32_MAX - 1;
}

// Largest value a kernel dim can take: its size, or its push constant's umax.
static uint64_t kdim_max(const rows_em *e, ir_kdim d) {
  return d.dynamic ? e->facts[d.value].umax : (uint64_t)d.value;
}

// Whether coordinate k of dim j is in range whatever the element: the plain
// iteration index of a dim no longer than dim j (the same push constant, or
// a largest size within j's smallest). Such a coordinate needs no clamp.
static bool coord_in_range(const rows_em *e, const ir_kbinding *b, int j, const ir_kcoord *k) {
  if (k->node >= 0 || k->iter_dim < 0 || k->step != 1 || k->wrap || k->modulo || k->check ||
      k->offset.dynamic || k->offset.value || k->minus.dynamic || k->minus.value)
    return false;
  ir_kdim it = e->ex->iter[k->iter_dim], d = b->dims[j];
  if (it.dynamic == d.dynamic && it.value == d.value) return true;
  uint64_t dmin = d.dynamic ? e->facts[d.value].umin : (uint64_t)d.value;
  return kdim_max(e, it) <= dmin;
}

// Bounds [lo, hi] of an integer node's values whatever the element, for
// index arithmetic on iteration indices, dims and constants (sharktank's
// rotary embedding gathers element (c / 2) * 2 + 1 of a row of 64): false
// where a value is loaded, not integral, or the arithmetic is not one of
// these. |values| stay below 2^40, so no step overflows
// (bench/results/kernel_choices.md#gather-ranges).
#define RANGE_LIMIT ((int64_t)1 << 40)
static bool node_range(const rows_em *e, int id, int depth, int64_t *lo, int64_t *hi) {
  const ir_knode *n = &e->ex->nodes[id];
  if (depth > 16 || (n->type != DT_I64 && n->type != DT_I32)) return false;
  int64_t a0, a1, b0 = 0, b1 = 0;
  switch (n->kind) {
  case KN_CONST:
    if (n->value != floor(n->value) || fabs(n->value) >= (double)RANGE_LIMIT) return false;
    *lo = *hi = (int64_t)n->value;
    return true;
  case KN_DIM: {
    uint64_t dmin = n->dim.dynamic ? e->facts[n->dim.value].umin : (uint64_t)n->dim.value;
    uint64_t dmax = kdim_max(e, n->dim);
    if (dmax >= (uint64_t)RANGE_LIMIT) return false;
    *lo = (int64_t)dmin, *hi = (int64_t)dmax;
    return true;
  }
  case KN_INDEX: {
    uint64_t len = kdim_max(e, e->ex->iter[n->axis]);
    if (len == 0 || len >= (uint64_t)RANGE_LIMIT || n->value != floor(n->value) ||
        n->value2 != floor(n->value2) || fabs(n->value) >= (double)RANGE_LIMIT ||
        fabs(n->value2) >= 65536.0)
      return false;
    int64_t first = (int64_t)n->value, last = first + (int64_t)n->value2 * (int64_t)(len - 1);
    *lo = first < last ? first : last, *hi = first < last ? last : first;
    return true;
  }
  case KN_EW: break;
  default: return false;
  }
  if (!node_range(e, n->a, depth + 1, &a0, &a1)) return false;
  if (n->ew != EW_CONVERT && n->ew != EW_NEG && !node_range(e, n->b, depth + 1, &b0, &b1))
    return false;
  switch (n->ew) {
  case EW_CONVERT: *lo = a0, *hi = a1; break; // to i64 or i32: checked below
  case EW_NEG: *lo = -a1, *hi = -a0; break;
  case EW_ADD: *lo = a0 + b0, *hi = a1 + b1; break;
  case EW_SUB: *lo = a0 - b1, *hi = a1 - b0; break;
  case EW_MUL:
    if (b0 != b1 || b0 < 0 || b0 >= 65536) return false; // by a constant >= 0
    *lo = a0 * b0, *hi = a1 * b0;
    break;
  case EW_DIVU:
  case EW_FLOORDIV: // of values >= 0 by a constant > 0
    if (a0 < 0 || b0 != b1 || b0 <= 0) return false;
    *lo = a0 / b0, *hi = a1 / b0;
    break;
  case EW_REMU:
  case EW_REM:
    if (a0 < 0 || b0 != b1 || b0 <= 0) return false;
    *lo = a1 < b0 ? a0 : 0, *hi = a1 < b0 ? a1 : b0 - 1;
    break;
  default: return false;
  }
  int64_t limit = n->type == DT_I32 ? INT32_MAX : RANGE_LIMIT; // an i32 never wraps
  return *lo > -limit && *hi < limit;
}

// Whether coordinate k of dim j, an index node's value, lies in [0, the
// dim's smallest size) whatever the element (node_range): then it is
// neither wrapped, reduced, checked nor clamped, and the loop around it
// has no fault store in it.
static bool node_coord_in_range(const rows_em *e, const ir_kbinding *b, int j, const ir_kcoord *k) {
  int64_t lo, hi;
  if (k->node < 0 || k->iter_dim >= 0 || k->offset.dynamic || k->minus.dynamic) return false;
  const ir_knode *n = &e->ex->nodes[k->node];
  ir_kdim d = b->dims[j];
  if (n->kind == KN_INDEX && n->value == 0 && n->value2 == 1 && !k->offset.value &&
      !k->minus.value && e->ex->iter[n->axis].dynamic == d.dynamic &&
      e->ex->iter[n->axis].value == d.value)
    return true; // the iteration index along a dim of the same size
  if (!node_range(e, k->node, 0, &lo, &hi)) return false;
  lo += k->offset.value - k->minus.value, hi += k->offset.value - k->minus.value;
  uint64_t dmin = d.dynamic ? e->facts[d.value].umin : (uint64_t)d.value;
  return lo >= 0 && (uint64_t)hi < dmin;
}

// After `int64_t var = <coordinate>;`: negative indices wrapped, repeats
// taken modulo the dim's size, an index checked (the call faults) and,
// with `clamp`, clamped into the dim.
static void emit_coord_fixups(rows_em *e, const char *var, const ir_kcoord *k, const char *size,
                              bool clamp) {
  if (k->wrap) cg_out(&e->w, "%s += %s < 0 ? %s : 0;", var, var, size);
  if (k->modulo) cg_out(&e->w, "%s = gather_mod(%s, %s);", var, var, size);
  if (k->check)
    cg_out(&e->w, "gather_check(state, %s, %s, %uu);", var, size, index_binding(e->ex, k));
  if (clamp) cg_out(&e->w, "%s = gather_clamp(%s, %s);", var, var, size);
}

// The coordinates coord[0..rank) of binding `binding` for one element:
// per dim, an iteration index times its step or an index node's value,
// plus offset minus `minus`, negative indices wrapped and repeats taken
// modulo the size (`int64_t <p>_<j> = ...;`). Leaves the element offset in
// `off`; with `clamp` each coordinate is clamped into its dim (a gather
// never reads out of bounds; one in range by construction is left alone),
// else `inb` gets the condition that every one
// is in range (a scatter stores nothing out of range).
static void emit_coords(rows_em *e, const char *p, int binding, const ir_kcoord *coord,
                        const char *col, bool clamp, strbuf *off, strbuf *inb) {
  const ir_exec *ex = e->ex;
  const ir_kbinding *b = &ex->bindings[binding];
  strbuf size = {0}, c = {0};
  sb_append(off, "0");
  if (inb) sb_append(inb, "1");
  int gather = clamp && p[0] == 'g' ? atoi(p + 1) : -1;
  for (int j = 0; j < b->rank; j++) {
    const ir_kcoord *k = &coord[j];
    if (gather >= 0 && (e->row_coord[gather] >> j & 1)) {
      cg_out(&e->w, "const int64_t %s_%d = gr%d_%d;", p, j, gather, j);
      sb_printf(off, " + %s_%d * s%d_%d", p, j, binding, j);
      continue;
    }
    sb_reset(&size);
    kdim_expr(&size, b->dims[j], e->facts);
    sb_reset(&c);
    if (k->node >= 0) sb_printf(&c, "(int64_t)v%d", k->node);
    else if (k->iter_dim == ex->iter_rank - 1) sb_printf(&c, "%s", col ? col : "0");
    else if (k->iter_dim >= 0) sb_printf(&c, "i%d", k->iter_dim);
    else sb_append(&c, "0");
    if (k->iter_dim >= 0 && k->step != 1) sb_printf(&c, " * %d", k->step);
    if (k->offset.dynamic || k->offset.value) {
      sb_append(&c, " + ");
      kdim_expr(&c, k->offset, e->facts);
    }
    if (k->minus.dynamic || k->minus.value) {
      sb_append(&c, " - ");
      kdim_expr(&c, k->minus, e->facts);
    }
    char var[32];
    snprintf(var, sizeof var, "%s_%d", p, j);
    cg_out(&e->w, "int64_t %s = %s;", var, sb_cstr(&c));
    if (!clamp || !node_coord_in_range(e, b, j, k))
      emit_coord_fixups(e, var, k, sb_cstr(&size), clamp && !coord_in_range(e, b, j, k));
    if (!clamp) sb_printf(inb, " && %s >= 0 && %s < %s", var, var, sb_cstr(&size));
    sb_printf(off, " + %s * s%d_%d", var, binding, j);
  }
  sb_free(&size);
  sb_free(&c);
}

// Whether binding b may have no elements under the facts (a gather from it
// then reads 0).
static bool may_be_empty(const rows_em *e, const ir_kbinding *b) {
  for (int j = 0; j < b->rank; j++)
    if (b->dims[j].dynamic ? e->facts[b->dims[j].value].umin == 0 : b->dims[j].value == 0)
      return true;
  return false;
}

// A gather's load: `g<i> = offset;` emitted, the load left in sb. A tensor
// that may be empty is not read (torch raises for any index into it; the
// value is then never used).
static void gather_expr(rows_em *e, strbuf *sb, int i, const char *col) {
  const ir_exec *ex = e->ex;
  const ir_knode *n = &ex->nodes[i];
  const ir_kbinding *b = &ex->bindings[n->binding];
  char p[16], at[16];
  snprintf(p, sizeof p, "g%d", i);
  snprintf(at, sizeof at, "g%d", i);
  strbuf off = {0};
  emit_coords(e, p, n->binding, n->coord, col, true, &off, NULL);
  cg_out(&e->w, "const int64_t g%d = %s;", i, sb_cstr(&off));
  sb_free(&off);
  bool empty = may_be_empty(e, b);
  if (empty) {
    sb_append(sb, "(");
    for (int j = 0; j < b->rank; j++) {
      sb_append(sb, "(");
      kdim_expr(sb, b->dims[j], e->facts);
      sb_append(sb, ") > 0 && ");
    }
    sb_append(sb, "1 ? ");
  }
  load_expr(sb, b->elem, n->binding, at);
  if (empty) sb_printf(sb, " : (%s)0)", ctype(b->elem));
}

// A scatter output's store of v<node> at its coordinates, if in range.
static void emit_scatter(rows_em *e, int o, const char *col) {
  const ir_koutput *out_ = &e->ex->outputs[o];
  char p[16], v[16];
  snprintf(p, sizeof p, "w%d", o);
  snprintf(v, sizeof v, "v%d", out_->node);
  strbuf off = {0}, inb = {0};
  emit_coords(e, p, out_->binding, out_->coord, col, false, &off, &inb);
  cg_out(&e->w, "if (%s) {", sb_cstr(&inb));
  store_stmt(e, e->ex->bindings[out_->binding].elem, out_->binding, sb_cstr(&off), v);
  cg_out(&e->w, "}");
  sb_free(&off);
  sb_free(&inb);
}

// Emits `v<n> = ...;` for node n. `col` is the column expression for
// per-element context (loads add col * inner stride; index nodes use it).
static void emit_node(rows_em *e, int i, const char *col) {
  const ir_knode *n = &e->ex->nodes[i];
  strbuf sb = {0};
  switch (n->kind) {
  case KN_LOAD: {
    char at[96];
    if (e->chunk && !n->per_row) {
      sb_printf(&sb, "x%d[l]", i); // filled by emit_chunk_loads
      break;
    }
    if (n->per_row || !col) snprintf(at, sizeof at, "o%d", i);
    else snprintf(at, sizeof at, "o%d + %s * is%d", i, col, i);
    load_expr(&sb, e->ex->bindings[n->binding].elem, n->binding, at);
    break;
  }
  case KN_CONST:
    if (is_int(n->type)) {
      int_literal(&sb, n->type, n->value);
      break;
    }
    // a Scalar takes its tensor's dtype: f16(0.1) is 0.0999755859375
    sb_printf(&sb, "(%s)", ctype(n->type));
    cg_double_literal(&sb, dtype_round(n->type, n->value));
    break;
  case KN_EW: ew_expr(&sb, e->ex, n); break;
  case KN_INDEX: {
    char at[16];
    strbuf x = {0};
    snprintf(at, sizeof at, "i%d", n->axis);
    sb_printf(&x, "(%s)(", ctype(n->type));
    cg_double_literal(&x, n->value);
    sb_printf(&x, " + (double)(%s) * ", n->axis == e->ex->iter_rank - 1 ? (col ? col : "0") : at);
    cg_double_literal(&x, n->value2);
    sb_append(&x, ")");
    round_to(&sb, n->type, sb_cstr(&x));
    sb_free(&x);
    break;
  }
  case KN_DIM:
    sb_append(&sb, "(int64_t)");
    kdim_expr(&sb, n->dim, e->facts);
    break;
  case KN_GATHER: gather_expr(e, &sb, i, col); break;
  case KN_ACC: round_to(&sb, n->type, "acc"); break;
  case KN_REDUCE: FACET_UNREACHABLE();
  }
  cg_out(&e->w, "const %s v%d = %s;", ctype(n->type), i, sb_cstr(&sb));
  if (n->kind == KN_CONST) cg_out(&e->w, "(void)v%d;", i); // x^2 does not read its exponent
  sb_free(&sb);
}

// Marks the non-per-row nodes `root` needs (per-row ones are ready).
static void mark_full(const ir_exec *ex, int root, bool *need) {
  const ir_knode *n = &ex->nodes[root];
  if (n->per_row || need[root]) return;
  need[root] = true;
  if (n->kind == KN_REDUCE) return;
  int deps[IR_MAX_RANK + 3], count = node_deps(ex, n, deps);
  for (int k = 0; k < count; k++) mark_full(ex, deps[k], need);
}

static void emit_marked(rows_em *e, const bool *need, const char *col) {
  for (int i = 0; i < e->ex->node_count; i++)
    if (need[i]) emit_node(e, i, col);
}

static bool operands_done(const ir_exec *ex, const ir_knode *n, const bool *done) {
  if (n->kind == KN_REDUCE) return false;
  int deps[IR_MAX_RANK + 3], count = node_deps(ex, n, deps);
  bool ok = true;
  for (int k = 0; k < count; k++) ok &= done[deps[k]];
  return ok;
}

// The coordinates of gathers along the row that per-row nodes give (a
// paged cache's page index): computed, wrapped, checked and clamped once
// per row, so that the element loop is a plain strided copy the compiler
// vectorises (a fault check per element would stop it).
static void emit_row_coords(rows_em *e, const bool *done) {
  const ir_exec *ex = e->ex;
  strbuf size = {0};
  for (int i = 0; i < ex->node_count; i++) {
    const ir_knode *n = &ex->nodes[i];
    if (n->kind != KN_GATHER || n->per_row) continue;
    const ir_kbinding *b = &ex->bindings[n->binding];
    for (int j = 0; j < b->rank; j++) {
      const ir_kcoord *k = &n->coord[j];
      if (k->node < 0 || !ex->nodes[k->node].per_row || !done[k->node] ||
          (e->row_coord[i] >> j & 1))
        continue;
      if (k->iter_dim >= 0 || k->offset.dynamic || k->offset.value || k->minus.dynamic ||
          k->minus.value)
        continue; // the general form stays per element
      sb_reset(&size);
      kdim_expr(&size, b->dims[j], e->facts);
      char var[32];
      snprintf(var, sizeof var, "gr%d_%d", i, j);
      cg_out(&e->w, "int64_t %s = (int64_t)v%d;", var, k->node);
      if (!node_coord_in_range(e, b, j, k)) emit_coord_fixups(e, var, k, sb_cstr(&size), true);
      cg_out(&e->w, "(void)%s;", var);
      e->row_coord[i] |= 1u << j;
    }
  }
  sb_free(&size);
}

// Emits every per-row node whose operands are computed, then the gather
// coordinates they give.
static void emit_ready_row_nodes(rows_em *e, bool *done) {
  for (bool progress = true; progress;) {
    progress = false;
    for (int i = 0; i < e->ex->node_count; i++) {
      const ir_knode *n = &e->ex->nodes[i];
      if (!n->per_row || done[i] || !operands_done(e->ex, n, done)) continue;
      emit_node(e, i, NULL);
      done[i] = progress = true;
    }
  }
  emit_row_coords(e, done);
}

// Reductions accumulate in the C type of their dtype: float for f32, f16
// and bf16 (as torch does), double for f64, int64_t (wrapping) for integers.
static const char *red_init(ir_red_kind r, dtype t) {
  switch (r) {
  case RED_MAX: return is_int(t) ? "(-9223372036854775807 - 1)" : "-INFINITY";
  case RED_MIN: return is_int(t) ? "9223372036854775807" : "INFINITY";
  case RED_PROD: return "1";
  default: return "0";
  }
}

// acc = acc (op) v. A NaN wins max and min (torch.amax / amin), both when
// it is v and when acc already holds it.
static void red_step(strbuf *sb, ir_red_kind r, dtype t, const char *acc, const char *v) {
  bool i = is_int(t);
  switch (r) {
  case RED_MAX:
    if (i) sb_printf(sb, "%s = %s > %s ? %s : %s;", acc, v, acc, v, acc);
    else sb_printf(sb, "%s = (%s != %s) | (%s > %s) ? %s : %s;", acc, v, v, v, acc, v, acc);
    break;
  case RED_MIN:
    if (i) sb_printf(sb, "%s = %s < %s ? %s : %s;", acc, v, acc, v, acc);
    else sb_printf(sb, "%s = (%s != %s) | (%s < %s) ? %s : %s;", acc, v, v, v, acc, v, acc);
    break;
  case RED_PROD:
    if (i) sb_printf(sb, "%s = (int64_t)((uint64_t)%s * (uint64_t)%s);", acc, acc, v);
    else sb_printf(sb, "%s *= %s;", acc, v);
    break;
  default:
    if (i) sb_printf(sb, "%s = (int64_t)((uint64_t)%s + (uint64_t)%s);", acc, acc, v);
    else sb_printf(sb, "%s += %s;", acc, v);
    break;
  }
}

// True when load node i reads consecutive elements along the row (its
// binding's innermost dim is the row's): a chunk is one vector load.
static bool load_contiguous(const ir_exec *ex, int i) {
  const ir_knode *n = &ex->nodes[i];
  const ir_kbinding *b = &ex->bindings[n->binding];
  return b->rank > 0 && n->map[ex->iter_rank - 1] == b->rank - 1;
}

// Opens the loop over the lanes of a whole chunk (index cc) and computes the
// marked nodes for one lane; the caller uses them and closes the loop.
static void emit_lane_loop_open(rows_em *e, const bool *need) {
  cg_out(&e->w, "for (int l = 0; l < VL; l++) {");
  cg_out(&e->w, "const int64_t cc = c + l;");
  cg_out(&e->w, "(void)cc;");
  e->chunk = true;
  emit_marked(e, need, "cc");
  e->chunk = false;
}

// Fills x<i>[0..VL) for each marked load: the elements at columns c + l.
static void emit_chunk_loads(rows_em *e, const bool *need) {
  const ir_exec *ex = e->ex;
  for (int i = 0; i < ex->node_count; i++) {
    const ir_knode *n = &ex->nodes[i];
    if (!need[i] || n->kind != KN_LOAD || n->per_row) continue;
    dtype t = ex->bindings[n->binding].elem;
    if (cg_float_storage(t) && load_contiguous(ex, i)) {
      cg_out(&e->w, "float x%d[VL]; ldv_%s(x%d, b%d + o%d + c);", i, dtype_name(t), i, n->binding,
             i);
      continue;
    }
    strbuf sb = {0};
    char at[64];
    snprintf(at, sizeof at, "o%d + (c + l) * is%d", i, i);
    load_expr(&sb, t, n->binding, at);
    cg_out(&e->w, "%s x%d[VL];", ctype(t), i);
    cg_out(&e->w, "for (int l = 0; l < VL; l++) x%d[l] = %s;", i, sb_cstr(&sb));
    sb_free(&sb);
  }
}

// A float sum adds its chunks in a cascade (see emit_block_sum): RED_LEVELS
// levels of partials, each adding at most RED_BLOCK of the level below.
enum { RED_BLOCK = 16, RED_LEVELS = 3 };

// The whole chunks of the row into the lane accumulators acc<r>[VL].
static void emit_flat_chunks(rows_em *e, int r, const bool *need, const char *v) {
  const ir_knode *n = &e->ex->nodes[r];
  char acc[32];
  snprintf(acc, sizeof acc, "acc%d[l]", r);
  strbuf step = {0};
  red_step(&step, n->red, n->type, acc, v);
  cg_out(&e->w, "for (; c + VL <= inner; c += VL) {");
  emit_chunk_loads(e, need);
  emit_lane_loop_open(e, need);
  cg_out(&e->w, "%s", sb_cstr(&step));
  cg_out(&e->w, "}");
  cg_out(&e->w, "}");
  sb_free(&step);
}

// The whole chunks of a float max or min: the lane loop computes the
// operand into tv<r>, then vmax / vmin (GNU vectors of VW floats) take it
// into the lanes, a NaN of either winning (torch.amax; softmax's max). Per
// lane `acc = v > acc ? v : acc` in the lane loop was scalar code: GCC does
// not turn a ?: of floats into vector code once it has unrolled that loop.
static void emit_max_chunks(rows_em *e, int r, const bool *need, const char *v) {
  const ir_knode *n = &e->ex->nodes[r];
  const char *at = ctype(n->type);
  cg_out(&e->w, "for (; c + VL <= inner; c += VL) {");
  emit_chunk_loads(e, need);
  cg_out(&e->w, "%s tv%d[VL];", at, r);
  emit_lane_loop_open(e, need);
  cg_out(&e->w, "tv%d[l] = %s;", r, v);
  cg_out(&e->w, "}");
  cg_out(&e->w, "v%s_%s(acc%d, tv%d);", n->red == RED_MAX ? "max" : "min",
         n->type == DT_F64 ? "f64" : "f32", r, r);
  cg_out(&e->w, "}");
}

// Level `level` of a cascaded sum: fresh lane partials sum<r>_<level> that
// add up to RED_BLOCK blocks of the level below (level 0: RED_BLOCK chunks),
// then go into the level above (`into`).
static void emit_sum_level(rows_em *e, int r, int level, const char *into, const bool *need,
                           const char *v) {
  const char *at = ctype(e->ex->nodes[r].type);
  cg_out(&e->w, "%s sum%d_%d[VL];", at, r, level);
  cg_out(&e->w, "for (int l = 0; l < VL; l++) sum%d_%d[l] = 0;", r, level);
  if (level == 0) {
    cg_out(&e->w, "const int64_t cend = inner - c > %d * VL ? c + %d * VL : inner;", RED_BLOCK,
           RED_BLOCK);
    cg_out(&e->w, "for (; c + VL <= cend; c += VL) {");
    emit_chunk_loads(e, need);
    emit_lane_loop_open(e, need);
    cg_out(&e->w, "sum%d_0[l] += %s;", r, v);
    cg_out(&e->w, "}");
    cg_out(&e->w, "}");
  } else {
    char mine[32];
    snprintf(mine, sizeof mine, "sum%d_%d", r, level);
    cg_out(&e->w, "for (int k%d = 0; k%d < %d && c + VL <= inner; k%d++) {", level, level,
           RED_BLOCK, level);
    emit_sum_level(e, r, level - 1, mine, need, v);
    cg_out(&e->w, "}");
  }
  cg_out(&e->w, "for (int l = 0; l < VL; l++) %s[l] += sum%d_%d[l];", into, r, level);
}

// The whole chunks of a float sum, as a cascade: the rounding error of a
// sum grows with the number of terms a partial adds, so each lane adds its
// values in blocks of RED_BLOCK, the blocks in blocks of RED_BLOCK, and so
// on for RED_LEVELS levels before acc<r> (one accumulator a lane summed
// 100000 x 0.1 to 9998.7; torch's cascade sum gives 10000.001, this
// 10000.001 or 10000.002). The innermost loop is the flat loop's, so it
// vectorises the same; the levels cost a few adds per RED_BLOCK chunks.
static void emit_block_sum(rows_em *e, int r, const bool *need, const char *v) {
  char acc[32];
  snprintf(acc, sizeof acc, "acc%d", r);
  cg_out(&e->w, "while (c + VL <= inner) {");
  emit_sum_level(e, r, RED_LEVELS - 1, acc, need, v);
  cg_out(&e->w, "}");
}

// One pass over the row for reduction node r: VL partial accumulators, one
// per lane of a chunk, combined pairwise; the columns past the last chunk
// are added to the result one by one.
static void emit_reduction(rows_em *e, int r) {
  const ir_knode *n = &e->ex->nodes[r];
  bool need[IR_MAX_KNODES] = {0};
  mark_full(e->ex, n->a, need);
  const char *at = ctype(n->type);
  char v[32], acc[32], other[32], total[32];
  snprintf(v, sizeof v, "(%s)v%d", at, n->a);
  snprintf(total, sizeof total, "red%d", r);
  cg_out(&e->w, "%s red%d;", at, r);
  cg_out(&e->w, "{");
  cg_out(&e->w, "%s acc%d[VL];", at, r);
  cg_out(&e->w, "for (int l = 0; l < VL; l++) acc%d[l] = %s;", r, red_init(n->red, n->type));
  cg_out(&e->w, "int64_t c = 0;");
  bool sum = n->red == RED_SUM || n->red == RED_MEAN, max = n->red == RED_MAX || n->red == RED_MIN;
  if (!is_int(n->type) && sum) emit_block_sum(e, r, need, v);
  else if (!is_int(n->type) && max) emit_max_chunks(e, r, need, v);
  else emit_flat_chunks(e, r, need, v);
  strbuf step = {0};
  cg_out(&e->w, "for (int w = VL / 2; w > 0; w /= 2) {");
  cg_out(&e->w, "for (int l = 0; l < w; l++) {");
  snprintf(acc, sizeof acc, "acc%d[l]", r);
  snprintf(other, sizeof other, "acc%d[l + w]", r);
  red_step(&step, n->red, n->type, acc, other);
  cg_out(&e->w, "%s", sb_cstr(&step));
  cg_out(&e->w, "}");
  cg_out(&e->w, "}");
  cg_out(&e->w, "red%d = acc%d[0];", r, r);
  cg_out(&e->w, "for (; c < inner; c++) {");
  emit_marked(e, need, "c");
  sb_reset(&step);
  red_step(&step, n->red, n->type, total, v);
  cg_out(&e->w, "%s", sb_cstr(&step));
  cg_out(&e->w, "}");
  cg_out(&e->w, "}");
  sb_reset(&step);
  if (n->red == RED_MEAN && is_int(n->type)) sb_printf(&step, "idiv(red%d, inner)", r);
  else if (n->red == RED_MEAN) sb_printf(&step, "red%d / (%s)inner", r, at);
  else sb_printf(&step, "red%d", r);
  if (is_int(n->type)) {
    strbuf w = {0};
    wrap_int(&w, n->type, sb_cstr(&step));
    cg_out(&e->w, "const int64_t v%d = %s;", r, sb_cstr(&w));
    sb_free(&w);
  } else {
    strbuf x = {0};
    sb_printf(&x, "(%s)(%s)", at, sb_cstr(&step));
    sb_reset(&step);
    round_to(&step, n->type, sb_cstr(&x));
    cg_out(&e->w, "const %s v%d = %s;", at, r, sb_cstr(&step));
    sb_free(&x);
  }
  sb_free(&step);
}

//
// The kernel
//
// Element target of one workgroup, and the row length above which a
// program without reductions also splits its rows.
enum { WG_ELEMENTS = 16384 };

// Sizes of the iteration space, from literals or push constants, and the
// plan both exported functions share.
static void emit_sizes(rows_em *e) {
  const ir_exec *ex = e->ex;
  strbuf sb = {0};
  for (int d = 0; d < ex->iter_rank; d++) {
    sb_reset(&sb);
    kdim_expr(&sb, ex->iter[d], e->facts);
    cg_out(&e->w, "const int64_t D%d = %s;", d, sb_cstr(&sb));
    if (ex->iter[d].dynamic && !fact_is_point(e->facts[ex->iter[d].value])) {
      fact f = e->facts[ex->iter[d].value];
      cg_out(&e->w, "ASSUME(D%d >= %" PRIu64 "%s);", d, f.umin, f.udiv > 1 ? "" : "");
      if (f.udiv > 1) cg_out(&e->w, "ASSUME(D%d %% %" PRIu64 " == 0);", d, f.udiv);
    }
  }
  sb_reset(&sb);
  sb_append(&sb, "1");
  for (int d = 0; d + 1 < ex->iter_rank; d++) sb_printf(&sb, " * D%d", d);
  cg_out(&e->w, "const int64_t rows = %s, inner = D%d;", sb_cstr(&sb), ex->iter_rank - 1);
  cg_out(&e->w, "const int64_t per = inner >= %d ? 1 : %d / (inner ? inner : 1);", WG_ELEMENTS,
         WG_ELEMENTS);
  if (e->reduces) cg_out(&e->w, "const int64_t chunk = inner > 0 ? inner : 1;");
  else
    cg_out(&e->w, "const int64_t chunk = rows < 4 && inner > %d ? %d : (inner > 0 ? inner : 1);",
           2 * WG_ELEMENTS, WG_ELEMENTS);
  sb_free(&sb);
}

static void emit_count(rows_em *e) {
  cg_out(&e->w, "void %s_count(const int64_t *pc, uint32_t out[3]) {", e->sym);
  cg_out(&e->w, "(void)pc;");
  emit_sizes(e);
  cg_out(&e->w, "out[0] = (uint32_t)((rows + per - 1) / per);");
  // A reduction over an empty row still writes its result (a sum's 0, a
  // mean's NaN): one column chunk per row even when inner is 0.
  if (e->reduces) cg_out(&e->w, "out[1] = 1;");
  else cg_out(&e->w, "out[1] = (uint32_t)((inner + chunk - 1) / chunk);");
  cg_out(&e->w, "out[2] = 1;");
  cg_out(&e->w, "}");
}

// Row-major strides of each binding, and the row offset and inner stride
// of each load under the current outer index.
static void emit_bindings(rows_em *e) {
  const ir_exec *ex = e->ex;
  strbuf sb = {0};
  for (int b = 0; b < ex->binding_count; b++) {
    const ir_kbinding *kb = &ex->bindings[b];
    cg_out(&e->w, "%s%s *b%d = (%s%s *)state->bindings[%d];", kb->is_output ? "" : "const ",
           storage(kb->elem), b, kb->is_output ? "" : "const ", storage(kb->elem), b);
    for (int k = kb->rank - 1; k >= 0; k--) {
      sb_reset(&sb);
      if (k == kb->rank - 1) sb_append(&sb, "1");
      else {
        sb_printf(&sb, "s%d_%d * ", b, k + 1);
        kdim_expr(&sb, kb->dims[k + 1], e->facts);
      }
      cg_out(&e->w, "const int64_t s%d_%d = %s;", b, k, sb_cstr(&sb));
      cg_out(&e->w, "(void)s%d_%d;", b, k);
    }
    cg_out(&e->w, "(void)b%d;", b);
  }
  sb_free(&sb);
}

static void emit_load_offsets(rows_em *e) {
  const ir_exec *ex = e->ex;
  int R = ex->iter_rank;
  for (int i = 0; i < ex->node_count; i++) {
    const ir_knode *n = &ex->nodes[i];
    if (n->kind != KN_LOAD) continue;
    strbuf sb = {0};
    sb_append(&sb, "0");
    for (int d = 0; d + 1 < R; d++)
      if (n->map[d] >= 0) sb_printf(&sb, " + i%d * s%d_%d", d, n->binding, n->map[d]);
    cg_out(&e->w, "const int64_t o%d = %s;", i, sb_cstr(&sb));
    if (n->map[R - 1] >= 0)
      cg_out(&e->w, "const int64_t is%d = s%d_%d;", i, n->binding, n->map[R - 1]);
    else cg_out(&e->w, "const int64_t is%d = 0;", i);
    cg_out(&e->w, "(void)is%d;", i);
    sb_free(&sb);
  }
}

static void emit_outer_index(rows_em *e) {
  int R = e->ex->iter_rank;
  cg_out(&e->w, "int64_t rem = r;");
  for (int d = R - 2; d >= 0; d--) {
    cg_out(&e->w, "const int64_t i%d = rem %% D%d;", d, d);
    cg_out(&e->w, "rem /= D%d;", d);
  }
  cg_out(&e->w, "(void)rem;");
}

// An output that is a gather of its own element type (the paged KV cache
// read into K and V) is copied as stored: converting each element to float
// and back cost time (bench/results/kernel_choices.md#raw-gather) and
// could change a NaN's payload, which torch copies. Not where the source
// may be empty (it then reads as 0).
static bool raw_gather(const rows_em *e, int o) {
  const ir_exec *ex = e->ex;
  const ir_knode *n = &ex->nodes[ex->outputs[o].node];
  if (ex->outputs[o].scatter || n->kind != KN_GATHER) return false;
  const ir_kbinding *b = &ex->bindings[n->binding];
  return b->elem == ex->bindings[ex->outputs[o].binding].elem && !may_be_empty(e, b);
}

// `b<out>[at] = b<src>[g<node>];` for a raw_gather output.
static void emit_raw_store(rows_em *e, int o, const char *at) {
  const ir_exec *ex = e->ex;
  int node = ex->outputs[o].node;
  cg_out(&e->w, "b%d[%s] = b%d[g%d];", ex->outputs[o].binding, at, ex->nodes[node].binding, node);
}

// Whole chunks of the row: inputs to arrays, a lane loop over locals,
// arrays to the full outputs (raw gathers straight to theirs).
static void emit_chunks(rows_em *e, const bool *need, const bool *full) {
  const ir_exec *ex = e->ex;
  cg_out(&e->w, "for (; c + VL <= c1; c += VL) {");
  emit_chunk_loads(e, need);
  for (int o = 0; o < ex->output_count; o++)
    if (full[o] && !raw_gather(e, o))
      cg_out(&e->w, "%s y%d[VL];", ctype(ex->bindings[ex->outputs[o].binding].elem), o);
  emit_lane_loop_open(e, need);
  for (int o = 0; o < ex->output_count; o++) {
    if (!full[o]) continue;
    if (raw_gather(e, o)) emit_raw_store(e, o, "r * inner + cc");
    else
      cg_out(&e->w, "y%d[l] = (%s)v%d;", o, ctype(ex->bindings[ex->outputs[o].binding].elem),
             ex->outputs[o].node);
  }
  cg_out(&e->w, "}");
  for (int o = 0; o < ex->output_count; o++) {
    if (!full[o] || raw_gather(e, o)) continue;
    int b = ex->outputs[o].binding;
    dtype t = ex->bindings[b].elem;
    if (cg_float_storage(t)) {
      cg_out(&e->w, "stv_%s(b%d + r * inner + c, y%d);", dtype_name(t), b, o);
    } else {
      char v[16];
      snprintf(v, sizeof v, "y%d[l]", o);
      cg_out(&e->w, "for (int l = 0; l < VL; l++) {");
      store_stmt(e, t, b, "r * inner + c + l", v);
      cg_out(&e->w, "}");
    }
  }
  cg_out(&e->w, "}");
}

static void emit_row(rows_em *e) {
  const ir_exec *ex = e->ex;
  bool done[IR_MAX_KNODES] = {0};
  emit_outer_index(e);
  emit_load_offsets(e);
  emit_ready_row_nodes(e, done);
  for (int i = 0; i < ex->node_count; i++) {
    if (ex->nodes[i].kind != KN_REDUCE) continue;
    emit_reduction(e, i);
    done[i] = true;
    emit_ready_row_nodes(e, done);
  }
  // Outputs are stored once per row (per-row values), per element along
  // the row ("full"), or, for a scatter, per element at coordinates of
  // its own.
  bool need[IR_MAX_KNODES] = {0}, full[FACET_ARRAY_SIZE(ex->outputs)] = {0}, any_full = false,
       scatter = false;
  for (int o = 0; o < ex->output_count; o++) {
    const ir_kbinding *b = &ex->bindings[ex->outputs[o].binding];
    scatter |= ex->outputs[o].scatter;
    full[o] = ex->outputs[o].scatter || b->rank == 0 ||
              !(!b->dims[b->rank - 1].dynamic && b->dims[b->rank - 1].value == 1) ||
              (!ex->iter[ex->iter_rank - 1].dynamic && ex->iter[ex->iter_rank - 1].value == 1);
    if (full[o]) {
      mark_full(ex, ex->outputs[o].node, need);
      // a scatter's coordinates are nodes too: those that vary along the
      // row are computed per element with the value
      for (int j = 0; ex->outputs[o].scatter && j < b->rank; j++)
        if (ex->outputs[o].coord[j].node >= 0) mark_full(ex, ex->outputs[o].coord[j].node, need);
      any_full = true;
    } else {
      cg_out(&e->w, "if (c0 == 0) {");
      char v[16];
      snprintf(v, sizeof v, "v%d", ex->outputs[o].node);
      store_stmt(e, b->elem, ex->outputs[o].binding, "r", v);
      cg_out(&e->w, "}");
    }
  }
  if (!any_full) return;
  cg_out(&e->w, "int64_t c = c0;");
  if (!scatter) emit_chunks(e, need, full);
  // The columns past the last whole chunk (all of them for a scatter).
  cg_out(&e->w, "for (; c < c1; c++) {");
  emit_marked(e, need, "c");
  for (int o = 0; o < ex->output_count; o++) {
    if (!full[o]) continue;
    if (ex->outputs[o].scatter) {
      emit_scatter(e, o, "c");
      continue;
    }
    if (raw_gather(e, o)) {
      emit_raw_store(e, o, "r * inner + c");
      continue;
    }
    char v[16];
    snprintf(v, sizeof v, "v%d", ex->outputs[o].node);
    store_stmt(e, ex->bindings[ex->outputs[o].binding].elem, ex->outputs[o].binding,
               "r * inner + c", v);
  }
  cg_out(&e->w, "}");
}

static void emit_workgroup(rows_em *e) {
  cg_out(&e->w,
         "void %s_workgroup(const facet_dispatch_state_t *state, uint32_t x, uint32_t y, "
         "uint32_t z, void *scratch) {",
         e->sym);
  cg_out(&e->w, "(void)z;");
  cg_out(&e->w, "(void)scratch;");
  cg_out(&e->w, "const int64_t *pc = state->push_constants;");
  cg_out(&e->w, "(void)pc;");
  emit_sizes(e);
  emit_bindings(e);
  cg_out(&e->w, "const int64_t r0 = (int64_t)x * per, r1 = r0 + per < rows ? r0 + per : rows;");
  cg_out(&e->w,
         "const int64_t c0 = (int64_t)y * chunk, c1 = c0 + chunk < inner ? c0 + chunk : inner;");
  cg_out(&e->w, "(void)c1;");
  cg_out(&e->w, "for (int64_t r = r0; r < r1; r++) {");
  emit_row(e);
  cg_out(&e->w, "}");
  cg_out(&e->w, "}");
}

static void emit_header(rows_em *e) {
  strbuf sb = {0};
  cg_out(&e->w, "// %s.c: facet kernel, a variant of executable %s.", e->sym,
         e->ex->name ? e->ex->name : "?");
  cg_out(&e->w, "//   a fused row program over iter(");
  for (int d = 0; d < e->ex->iter_rank; d++) {
    sb_reset(&sb);
    kdim_expr(&sb, e->ex->iter[d], e->facts);
    cg_out(&e->w, "//     D%d = %s", d, sb_cstr(&sb));
  }
  for (int p = 0; p < e->ex->push_count; p++) {
    sb_reset(&sb);
    fact_print(&sb, e->facts[p]);
    cg_out(&e->w, "//   push constant %d: %s", p, sb_cstr(&sb));
  }
  cg_out(&e->w, "// Generated by facet; do not edit.");
  sb_free(&sb);
}

void cg_emit_rows(strbuf *sbout, const ir_exec *ex, const cg_config *c, const fact *facts,
                  const char *symbol) {
  const cg_target *t = c->target;
  rows_em e = {.w.out = sbout, .ex = ex, .facts = facts, .sym = symbol, .vl = t->vector_floats};
  for (int i = 0; i < ex->node_count; i++) e.reduces |= ex->nodes[i].kind == KN_REDUCE;
  emit_header(&e);
  cg_emit_kernel_c(sbout, &e.w.depth, t, CG_KC_ROWS);
  cg_emit_entry_decls(sbout, &e.w.depth, symbol);
  emit_count(&e);
  emit_workgroup(&e);
}

// A batched matmul's epilogue gets C's row i as one of [Z * M, N]: its
// coordinates along the batch dims and M (i0, i1, ...), innermost first.
static void emit_epilogue_row(rows_em *e) {
  int col = e->ex->iter_rank - 1;
  strbuf dim = {0};
  cg_out(&e->w, "int64_t q = i;");
  for (int d = col - 1; d >= 0; d--) {
    sb_reset(&dim);
    kdim_expr(&dim, e->ex->iter[d], e->facts);
    cg_out(&e->w, "const int64_t i%d = q %% (%s);", d, sb_cstr(&dim));
    if (d) cg_out(&e->w, "q /= (%s);", sb_cstr(&dim));
    cg_out(&e->w, "(void)i%d;", d);
  }
  sb_free(&dim);
}

// A matmul epilogue: the value stored at (i, j) given the accumulator.
void cg_emit_epilogue(strbuf *sbout, const ir_exec *ex, const fact *facts, const char *symbol,
                      const cg_target *t) {
  (void)t; // the epilogue's kernel C came with the matmul's (emit.c)
  rows_em e = {.w.out = sbout, .ex = ex, .facts = facts, .sym = symbol};
  cg_out(&e.w,
         "INLINE float %s_epilogue(const facet_dispatch_state_t *state, int64_t i, int64_t j, "
         "float acc) {",
         symbol);
  cg_out(&e.w, "const int64_t *pc = state->push_constants;");
  cg_out(&e.w, "(void)pc;");
  emit_bindings(&e);
  // the column's iteration dim: those before it are C's rows ([M, N] unless batched)
  int col = ex->iter_rank > 2 ? ex->iter_rank - 1 : 1;
  if (col > 1) emit_epilogue_row(&e);
  for (int k = 0; k < ex->node_count; k++) {
    const ir_knode *n = &ex->nodes[k];
    if (n->kind == KN_LOAD) {
      strbuf at = {0};
      sb_append(&at, "0");
      for (int d = 0; d < col; d++) {
        if (n->map[d] < 0) continue;
        if (col == 1) sb_printf(&at, " + i * s%d_%d", n->binding, n->map[d]);
        else sb_printf(&at, " + i%d * s%d_%d", d, n->binding, n->map[d]);
      }
      if (n->map[col] >= 0) sb_printf(&at, " + j * s%d_%d", n->binding, n->map[col]);
      strbuf v = {0};
      load_expr(&v, ex->bindings[n->binding].elem, n->binding, sb_cstr(&at));
      cg_out(&e.w, "const %s v%d = %s;", ctype(n->type), k, sb_cstr(&v));
      sb_free(&at);
      sb_free(&v);
    } else {
      emit_node(&e, k, "j");
    }
  }
  cg_out(&e.w, "return (float)v%d;", ex->outputs[0].node);
  cg_out(&e.w, "}");
}
