// emit_conv.c: convolutions and pools over NCHW (KOP_CONV, KOP_POOL):
// configure, C.
//
// The arithmetic is hand-written kernel C (src/kernels/conv.h: direct
// loops, f32 sums); the generated part is the grid and the sizes, every
// static one a literal. The grid is (channel tiles, output rows, images):
// a convolution's workgroup computes kt output channels of one group (the
// largest of 4, 2, 1 that divides the group's channels: 1 for depthwise)
// for one output row, so each input row it loads serves kt channels; a
// pool's workgroup one channel's row. One config per executable: no size
// changes the code but through the literals the facts give.
#include "codegen.h"

static int64_t static_value(ir_kdim d) { return d.dynamic ? 0 : d.value; }

// Output channels a workgroup computes: a divisor of the group's channels.
static int conv_channel_tile(const ir_exec *ex) {
  const ir_kop *k = &ex->kops[0];
  int64_t K = static_value(ex->bindings[k->operands[1]].dims[0]), Kg = K / k->win.groups;
  for (int kt = 4; kt > 1; kt /= 2)
    if (Kg % kt == 0) return kt;
  return 1;
}

enum { PADDED_ROWS_MAX_BYTES = 16 << 20 }; // scratch per worker

static int64_t padded_len(const ir_window *w, int64_t Q, int64_t tile) {
  return (Q + tile - 1) / tile * tile + (w->kernel[1] - 1) * w->dilation[1] / w->stride[1] + 1;
}

// The scratch of the padded-row path with a register tile of `tile`
// columns (conv.h: fkw_padded_floats), in bytes.
static uint64_t padded_bytes(const ir_exec *ex, int64_t tile) {
  const ir_kop *k = &ex->kops[0];
  const ir_window *w = &k->win;
  int64_t Cg = ex->bindings[k->operands[1]].dims[1].value, Q = ex->bindings[k->operands[3]].dims[3].value;
  return (uint64_t)(Cg * w->kernel[0] * w->stride[1] * padded_len(w, Q, tile)) * 4;
}

// Whether a convolution takes the padded-row path (conv.h): its output
// width static (it sizes the scratch), at most 64 kernel rows, and its
// rows at most PADDED_ROWS_MAX_BYTES a worker.
static bool padded_rows(const ir_exec *ex, int64_t tile) {
  const ir_kop *k = &ex->kops[0];
  const ir_kbinding *y = &ex->bindings[k->operands[3]];
  return k->kind == KOP_CONV && !y->dims[3].dynamic && k->win.kernel[0] <= 64 &&
         padded_bytes(ex, tile) <= PADDED_ROWS_MAX_BYTES;
}

// Padded rows: tile_k = 1, a register tile of 4 channels by nr vectors of
// mr f32 lanes (the target's width; 4 vectors with 32 registers, else 2).
// Otherwise the plain direct path, tile_n channels a workgroup.
cg_config cg_configure_window(const ir_exec *ex, const fact *row, const cg_target *t) {
  (void)row;
  cg_config c = {.flavour = CG_WINDOW, .target = t};
  c.tile_n = ex->kops[0].kind == KOP_CONV ? conv_channel_tile(ex) : 1;
  int nr = t->vector_registers >= 32 ? 4 : 2;
  if (padded_rows(ex, (int64_t)nr * t->vector_floats)) {
    c.tile_k = 1;
    c.mr = t->vector_floats;
    c.nr = nr;
  }
  return c;
}

void cg_window_config_print(strbuf *sb, const cg_config *c) {
  if (c->tile_k) sb_printf(sb, "window padded-rows reg=4x%dx%d isa=%s", c->nr, c->mr, c->target->name);
  else sb_printf(sb, "window channels=%d isa=%s", c->tile_n, c->target->name);
}

// The padded rows of one workgroup (conv.h: fkw_padded_floats), in bytes.
uint64_t cg_window_scratch_bytes(const ir_exec *ex, const cg_config *c) {
  return c->tile_k ? padded_bytes(ex, (int64_t)c->mr * c->nr) : 0;
}

typedef struct w_em {
  strbuf *out;
  int depth;
} w_em;

static void out(w_em *e, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void out(w_em *e, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  cg_vline(e->out, &e->depth, fmt, ap);
  va_end(ap);
}

// The sizes of x [N, C, H, W] and y [N, K, P, Q] as C constants.
static void emit_sizes(w_em *e, const ir_exec *ex, const fact *facts) {
  const ir_kop *k = &ex->kops[0];
  const ir_kbinding *x = &ex->bindings[k->operands[0]], *y = &ex->bindings[k->operands[3]];
  char d[8][48];
  for (int i = 0; i < 4; i++) cg_kdim_text(d[i], sizeof d[i], x->dims[i], facts);
  for (int i = 0; i < 4; i++) cg_kdim_text(d[4 + i], sizeof d[4 + i], y->dims[i], facts);
  out(e, "const int64_t N = %s, C = %s, H = %s, W = %s;", d[0], d[1], d[2], d[3]);
  out(e, "const int64_t K = %s, P = %s, Q = %s;", d[5], d[6], d[7]);
  out(e, "(void)N, (void)C, (void)H, (void)W, (void)K, (void)P, (void)Q;");
}

static void emit_window(w_em *e, const ir_kop *k) {
  const ir_window *w = &k->win;
  out(e, "const fk_window g = {C, H, W, K, P, Q, %lld, %lld, %lld, %lld, %lld, %lld, %lld, %lld, %lld, %d, %d, %lld};",
      (long long)w->kernel[0], (long long)w->kernel[1], (long long)w->groups, (long long)w->stride[0],
      (long long)w->stride[1], (long long)w->pad[0], (long long)w->pad[1], (long long)w->dilation[0],
      (long long)w->dilation[1], w->count_include_pad, w->adaptive, (long long)w->divisor);
}

static void emit_count(w_em *e, const ir_exec *ex, const cg_config *c, const fact *facts, const char *symbol) {
  out(e, "void %s_count(const int64_t *pc, uint32_t out[3]) {", symbol);
  out(e, "(void)pc;");
  emit_sizes(e, ex, facts);
  if (c->tile_k) out(e, "out[0] = %lld;", (long long)ex->kops[0].win.groups);
  else out(e, "out[0] = (uint32_t)(K / %d);", c->tile_n);
  out(e, "out[1] = (uint32_t)P;");
  out(e, "out[2] = (uint32_t)N;");
  out(e, "}");
}

void cg_emit_window(strbuf *sbout, const ir_exec *ex, const cg_config *c, const fact *facts,
                    const char *symbol) {
  w_em e = {.out = sbout};
  const ir_kop *k = &ex->kops[0];
  bool conv = k->kind == KOP_CONV;
  int x = k->operands[0], y = k->operands[3];
  int xt = (int)ex->bindings[x].elem, yt = (int)ex->bindings[y].elem;
  out(&e, "// %s.c: facet kernel, a variant of executable %s.", symbol, ex->name ? ex->name : "?");
  out(&e, "//   %s over NCHW (%s -> %s), %d channel%s of one output row a workgroup",
      conv ? "direct convolution" : k->red == RED_MAX ? "max pool" : "mean pool",
      dtype_name(ex->bindings[x].elem), dtype_name(ex->bindings[y].elem), c->tile_n, c->tile_n == 1 ? "" : "s");
  out(&e, "// Generated by facet; do not edit.");
  if (c->tile_k) out(&e, "#define FKW_VF %d", c->mr);
  if (c->tile_k) out(&e, "#define FKW_NB %d", c->nr);
  bool epilogue = ex->node_count > 0;
  if (!epilogue) {
    cg_emit_kernel_c(sbout, &e.depth, c->target, CG_KC_CONV);
  } else {
    // conv.h's stores call the epilogue (emit_rows.c), defined after it
    cg_emit_kernel_c(sbout, &e.depth, c->target, CG_KC_ELEMENTWISE);
    out(&e, "INLINE float %s_epilogue(const facet_dispatch_state_t *state, int64_t i, int64_t j, float acc);", symbol);
    out(&e, "#define FKW_EPI(i, q, v) %s_epilogue(state, (i), (q), (v))", symbol);
    out(&e, "%s", cg_kernel_c("conv.h"));
    cg_emit_epilogue(sbout, ex, facts, symbol, c->target);
  }
  cg_emit_entry_decls(sbout, &e.depth, symbol);
  emit_count(&e, ex, c, facts, symbol);
  out(&e, "void %s_workgroup(const facet_dispatch_state_t *state, uint32_t x, uint32_t y, uint32_t z, void *scratch) {", symbol);
  out(&e, "(void)scratch;");
  out(&e, "const int64_t *pc = state->push_constants;");
  out(&e, "(void)pc;");
  emit_sizes(&e, ex, facts);
  emit_window(&e, k);
  out(&e, "const void *xb = state->bindings[%d];", x);
  out(&e, "void *yb = state->bindings[%d];", y);
  if (conv) {
    int w = k->operands[1], b = k->operands[2];
    out(&e, "const void *wb = state->bindings[%d];", w);
    if (b >= 0) out(&e, "const void *bb = state->bindings[%d];", b);
    else out(&e, "const void *bb = 0;");
    int wt = (int)ex->bindings[w].elem, bt = b >= 0 ? (int)ex->bindings[b].elem : 1;
    if (c->tile_k) {
      out(&e, "if (fkw_padded_floats(&g) * 4 > %llu) __builtin_trap(); // sized by the compiler",
          (unsigned long long)cg_window_scratch_bytes(ex, c));
      out(&e, "fk_conv_row_padded(state, &g, %d, xb, %d, wb, %d, bb, %d, yb, z, x, y, (float *)scratch);", xt, wt,
          bt, yt);
    } else {
      out(&e, "fk_conv_row(state, &g, %d, xb, %d, wb, %d, bb, %d, yb, z, (int64_t)x * %d, %d, y);", xt, wt, bt, yt,
          c->tile_n, c->tile_n);
    }
  } else {
    out(&e, "fk_%s_pool_row(&g, %d, xb, %d, yb, (int64_t)z * C + x, y);", k->red == RED_MAX ? "max" : "mean",
        xt, yt);
  }
  out(&e, "}");
}
