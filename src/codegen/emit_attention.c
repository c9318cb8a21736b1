// emit_attention.c: C for scaled dot-product attention (KOP_ATTENTION).
//
//   O[b, h, i, :] = sum_j softmax_j(Q[b, h, i, :] . K[b, h', j, :] * scale + mask[b, h, i, j]) V[b, h', j, :]
//
// with h' = h / (H / Hk) (grouped-query attention when Hk < H), the mask
// broadcast over its size-1 dims (bool: false masks out; float: added), and
// causal masking of j > i. One pass over the keys with an online softmax
// (running max and sum, the output accumulator rescaled when the max
// grows), so nothing S-sized is ever stored: no scratch. Workgroups are
// (b * H + h, block of 8 queries); the E and Ev loops are plain loops the
// C compiler vectorises.
#include "codegen.h"

#include <inttypes.h>
#include <math.h>
#include <string.h>

enum { ATT_QUERIES = 8, ATT_MAX_EV = 512 };

typedef struct att_em {
  strbuf *out;
  const ir_exec *ex;
  const fact *facts;
  int depth;
} att_em;

static void out(att_em *e, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void out(att_em *e, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  cg_vline(e->out, &e->depth, fmt, ap);
  va_end(ap);
}

// One config whatever the row: the kernel reads every size at run time.
cg_config cg_configure_attention(const ir_exec *ex, const fact *row, const cg_target *t) {
  (void)ex, (void)row;
  return (cg_config){.flavour = CG_ATTENTION, .target = t, .tile_m = ATT_QUERIES};
}

void cg_attention_config_print(strbuf *sb, const cg_config *c) {
  sb_printf(sb, "attention queries=%d", c->tile_m);
}

static void kdim_text(char *buf, size_t n, ir_kdim d, const fact *facts) {
  if (!d.dynamic) snprintf(buf, n, "%" PRId64, d.value);
  else if (fact_is_point(facts[d.value])) snprintf(buf, n, "%" PRIu64, facts[d.value].umin);
  else snprintf(buf, n, "pc[%" PRId64 "]", d.value);
}

// `const int64_t NAME = <dim>;` for dim d of binding b
static void dim_decl(att_em *e, const char *name, int b, int d) {
  char v[48];
  kdim_text(v, sizeof v, e->ex->bindings[b].dims[d], e->facts);
  out(e, "const int64_t %s = %s;", name, v);
}

static const char *elem_type(dtype t) {
  return t == DT_F32 ? "float" : t == DT_BOOL ? "uint8_t" : "uint16_t";
}

// An expression reading element `at` of binding `b` as float.
static void load(char *buf, size_t n, dtype t, int b, const char *at) {
  if (t == DT_F16) snprintf(buf, n, "h2f(b%d[%s])", b, at);
  else if (t == DT_BF16) snprintf(buf, n, "bf2f(b%d[%s])", b, at);
  else if (t == DT_BOOL) snprintf(buf, n, "(b%d[%s] ? 0.0f : -INFINITY)", b, at);
  else snprintf(buf, n, "b%d[%s]", b, at);
}

static void emit_sizes(att_em *e) {
  const ir_kop *k = &e->ex->kops[0];
  int q = k->operands[0], kk = k->operands[1], v = k->operands[2];
  dim_decl(e, "B", q, 0);
  dim_decl(e, "H", q, 1);
  dim_decl(e, "L", q, 2);
  dim_decl(e, "E", q, 3);
  dim_decl(e, "Hk", kk, 1);
  dim_decl(e, "S", kk, 2);
  dim_decl(e, "Ev", v, 3);
}

// The mask's strides over [B, H, L, S]: 0 along its size-1 dims.
static void emit_mask_strides(att_em *e, int m) {
  const char *names[4] = {"mb", "mh", "ml", "ms"};
  out(e, "int64_t mstride = 1;");
  for (int d = 3; d >= 0; d--) {
    char v[48];
    kdim_text(v, sizeof v, e->ex->bindings[m].dims[d], e->facts);
    out(e, "const int64_t %s = (%s) == 1 ? 0 : mstride;", names[d], v);
    out(e, "mstride *= (%s);", v);
  }
}

static void emit_query(att_em *e) {
  const ir_exec *ex = e->ex;
  const ir_kop *k = &ex->kops[0];
  int q = k->operands[0], kb = k->operands[1], v = k->operands[2], o = k->operands[3], m = k->operands[4];
  char a[160];
  out(e, "float acc[%d];", ATT_MAX_EV);
  out(e, "for (int64_t c = 0; c < Ev; c++) acc[c] = 0.0f;");
  out(e, "float mx = -INFINITY, sum = 0.0f;");
  out(e, "const int64_t qo = ((b * H + h) * L + i) * E;");
  out(e, "const int64_t jend = %s;", k->causal ? "(i + 1 < S ? i + 1 : S)" : "S");
  out(e, "for (int64_t j = 0; j < jend; j++) {");
  out(e, "const int64_t ko = ((b * Hk + hk) * S + j) * E, vo = ((b * Hk + hk) * S + j) * Ev;");
  out(e, "float dot = 0.0f;");
  char kq[80], kk[80];
  load(kq, sizeof kq, ex->bindings[q].elem, q, "qo + c");
  load(kk, sizeof kk, ex->bindings[kb].elem, kb, "ko + c");
  out(e, "for (int64_t c = 0; c < E; c++) dot += %s * %s;", kq, kk);
  if (m >= 0) {
    load(a, sizeof a, ex->bindings[m].elem, m, "b * mb + h * mh + i * ml + j * ms");
    out(e, "const float s = dot * scale + %s;", a);
  } else {
    out(e, "const float s = dot * scale;");
  }
  out(e, "if (s == -INFINITY) continue;");
  out(e, "if (s > mx) {");
  out(e, "const float r = expf(mx - s);");
  out(e, "for (int64_t c = 0; c < Ev; c++) acc[c] *= r;");
  out(e, "sum *= r;");
  out(e, "mx = s;");
  out(e, "}");
  out(e, "const float w = expf(s - mx);");
  out(e, "sum += w;");
  load(a, sizeof a, ex->bindings[v].elem, v, "vo + c");
  out(e, "for (int64_t c = 0; c < Ev; c++) acc[c] += w * %s;", a);
  out(e, "}");
  out(e, "const float inv = sum > 0.0f ? 1.0f / sum : 0.0f;");
  out(e, "const int64_t oo = ((b * H + h) * L + i) * Ev;");
  dtype to = ex->bindings[o].elem;
  if (to == DT_F16) out(e, "for (int64_t c = 0; c < Ev; c++) b%d[oo + c] = f2h(acc[c] * inv);", o);
  else if (to == DT_BF16) out(e, "for (int64_t c = 0; c < Ev; c++) b%d[oo + c] = f2bf(acc[c] * inv);", o);
  else out(e, "for (int64_t c = 0; c < Ev; c++) b%d[oo + c] = acc[c] * inv;", o);
}

void cg_emit_attention(strbuf *sbout, const ir_exec *ex, const cg_config *c, const fact *facts,
                       const char *symbol) {
  att_em e = {.out = sbout, .ex = ex, .facts = facts};
  const ir_kop *k = &ex->kops[0];
  out(&e, "// %s.c: facet kernel, a variant of executable %s.", symbol, ex->name ? ex->name : "?");
  out(&e, "//   scaled dot-product attention%s%s, online softmax, %d queries a workgroup",
      k->causal ? ", causal" : "", k->operands[4] >= 0 ? ", with a mask" : "", ATT_QUERIES);
  out(&e, "// Generated by facet; do not edit.");
  cg_emit_kernel_c(sbout, &e.depth, c->target, 0);
  out(&e, "void %s_count(const int64_t *pc, uint32_t out[3]);", symbol);
  out(&e, "void %s_workgroup(const facet_dispatch_state_t *state, uint32_t x, uint32_t y, uint32_t z, void *scratch);", symbol);
  out(&e, "void %s_count(const int64_t *pc, uint32_t out[3]) {", symbol);
  out(&e, "(void)pc;");
  emit_sizes(&e);
  out(&e, "(void)E; (void)Hk; (void)S; (void)Ev;");
  out(&e, "out[0] = (uint32_t)(B * H);");
  out(&e, "out[1] = (uint32_t)((L + %d) / %d);", ATT_QUERIES - 1, ATT_QUERIES);
  out(&e, "out[2] = 1;");
  out(&e, "}");
  out(&e, "void %s_workgroup(const facet_dispatch_state_t *state, uint32_t x, uint32_t y, uint32_t z, void *scratch) {", symbol);
  out(&e, "(void)z; (void)scratch;");
  out(&e, "const int64_t *pc = state->push_constants;");
  out(&e, "(void)pc;");
  emit_sizes(&e);
  for (int i = 0; i < 5; i++) {
    int b = k->operands[i];
    if (b < 0) continue;
    const char *t = elem_type(ex->bindings[b].elem);
    out(&e, "%s%s *b%d = (%s%s *)state->bindings[%d];", i == 3 ? "" : "const ", t, b,
        i == 3 ? "" : "const ", t, b);
  }
  // explicit (0 is 0); %a is exact, and inf / NaN need their own spelling
  if (isfinite(k->scale)) out(&e, "const float scale = (float)%a;", k->scale);
  else out(&e, "const float scale = %s;", isnan(k->scale) ? "__builtin_nanf(\"\")" : k->scale > 0 ? "__builtin_inff()" : "-__builtin_inff()");
  if (k->operands[4] >= 0) emit_mask_strides(&e, k->operands[4]);
  out(&e, "if (Ev > %d || H %% Hk != 0) __builtin_trap(); // checked at compile time too", ATT_MAX_EV);
  out(&e, "const int64_t b = (int64_t)x / H, h = (int64_t)x %% H, hk = h / (H / Hk);");
  out(&e, "const int64_t i0 = (int64_t)y * %d, i1 = i0 + %d < L ? i0 + %d : L;", ATT_QUERIES,
      ATT_QUERIES, ATT_QUERIES);
  out(&e, "for (int64_t i = i0; i < i1; i++) {");
  emit_query(&e);
  out(&e, "}");
  out(&e, "}");
}
