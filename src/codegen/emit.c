// emit.c: the C emitter: one translation unit per variant.
//
// A TU is: a header comment (executable, facts, config), a copy of the
// kernel ABI declarations, a prelude of small vector helpers for the target
// ISA (AVX2/FMA/F16C intrinsics, or GNU vector C for portable x86-64), the
// tile constants, the flavour's static kernels, then the two exported
// functions `<symbol>_count` and `<symbol>_workgroup`.
//
// Facts become code: static sizes and push constants with umin == umax are
// literals; the others are read from the push constants followed by an
// ASSUME of their facts; a remainder path (M, N or K not a multiple of the
// tile) is emitted only when the facts do not exclude it; STREAM emits one
// fully unrolled kernel per row count of M that can occur.
//
// A matmul with a fused epilogue (ex->node_count > 0) includes the
// epilogue function written by emit_rows.c and stores every element of C
// through it.
//
// Every byte goes through cg_out, which indents by brace depth, so the
// output is a pure function of (executable, config, facts, symbol): no
// pointers, no hash order, no time. Kernels call no libc function.
#include "codegen_internal.h"

#include <inttypes.h>
#include <string.h>

typedef struct cg_em {
  cg_writer w;         // the translation unit and its brace depth
  const ir_exec *ex;
  const ir_kop *op;
  const cg_config *c;
  const fact *facts;
  const char *sym;
  dtype ta, tb, tc;    // storage types of A, B (or W), C
  fact m, n, k;        // facts of the sizes in this variant
  int nb;              // batch dims (the iteration space's leading ones); z runs over them
  bool batched[3];     // A, B, C: one matrix per batch index (else one for all)
  const char *row0;    // "r0 + " when the epilogue of a batched matmul needs the
                       // batch's first row (C as [Z * M, N]), else ""
  const char *row_i;   // the epilogue's row for STREAM's row i: "r0 + i" or "i"
  bool n_tail;         // a workgroup may have columns that do not fill NR
  bool k_tail8;        // a K block may not be a multiple of 8
  bool k_tailv;        // a K block may not be a multiple of VL
  bool epilogue;       // a fused epilogue applies to C (ex->node_count > 0)
  bool prefetch_next_w; // PACKED panels, 16-float targets, W[N,K]: next K block of W
                        // prefetched (tiles of up to 128 rows, or an M remainder path)
  int k_short;          // cg_short_tile_k: a short remainder tile's K block (0: KC)
  bool panel_a;        // PACKED on a target with packed_panels: A packed one MR-row
                       // panel at a time (see cg_emit_packed_tiles)
  bool acc_c;          // cg_config.acc_c: partial sums accumulate in C itself
  bool stream_merge;   // STREAM: workgroups merge when workers are fewer (cg_stream_merges)
  bool bf16;           // PACKED bf16 x bf16 on a bf16_dot target: operands packed as
                       // pairs of consecutive-K values, vdpbf16ps (cg_emit_bf16_*)
  bool simd;           // the target's intrinsics (else GNU vector C)
  int vl;              // floats per vector of the register tiles (target's vector_floats)
  char vp[8];          // their helpers' prefix: "v8" | "v16"
} cg_em;

// The one output helper of every emitter (codegen.h): formats, then writes
// line by line, each indented by the brace depth (leading blanks of the text
// are replaced): a line starting with '}' closes a level, one ending with '{'
// opens one. Preprocessor lines stay in column 0.
void cg_vline(strbuf *out, int *depth, const char *fmt, va_list ap) {
  strbuf text = {0};
  sb_vprintf(&text, fmt, ap);
  const char *p = sb_cstr(&text);
  do {
    const char *nl = strchr(p, '\n');
    size_t len = nl ? (size_t)(nl - p) : strlen(p);
    while (len && (*p == ' ' || *p == '\t')) p++, len--;
    if (len && p[0] == '}') --*depth;
    FACET_CHECK(*depth >= 0);
    if (len && p[0] != '#')
      for (int i = 0; i < *depth; i++) sb_append(out, "  ");
    sb_appendn(out, p, len);
    sb_putc(out, '\n');
    if (len && p[len - 1] == '{') ++*depth;
    p = nl ? nl + 1 : NULL;
  } while (p && *p);
  sb_free(&text);
}

static void cg_line(strbuf *out, int *depth, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void cg_line(strbuf *out, int *depth, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  cg_vline(out, depth, fmt, ap);
  va_end(ap);
}

// The kernel C every translation unit of target t starts with, in the
// order the files include each other (their #include lines are dropped by
// scripts/embed-kernel-c): the ABI, base, the conversions, the target's
// vector helpers, then the extras asked for.
void cg_kdim_text(char *buf, size_t n, ir_kdim d, const fact *facts) {
  if (!d.dynamic) snprintf(buf, n, "%" PRId64, d.value);
  else if (fact_is_point(facts[d.value])) snprintf(buf, n, "%" PRIu64, facts[d.value].umin);
  else snprintf(buf, n, "pc[%" PRId64 "]", d.value);
}

void cg_emit_kernel_c(strbuf *out, int *depth, const cg_target *t, unsigned extras) {
  const char *files[16];
  int n = 0;
  files[n++] = "kernel_abi.h";
  files[n++] = "base.h";
  files[n++] = "convert.h";
  for (size_t i = 0; i < FACET_ARRAY_SIZE(t->kernel_c) && t->kernel_c[i]; i++)
    files[n++] = t->kernel_c[i];
  if (extras & CG_KC_BF16) files[n++] = "x86_avx512bf16.h";
  if (extras & CG_KC_ROWS) files[n++] = t->chunk_c;
  if (extras & (CG_KC_ELEMENTWISE | CG_KC_ROWS)) files[n++] = "elementwise.h";
  if (extras & CG_KC_ROWS) files[n++] = "rows.h";
  if (extras & CG_KC_QUANT) files[n++] = "quant.h";
  if (extras & CG_KC_EXACT) files[n++] = "mm_exact.h";
  if (extras & CG_KC_CONV) files[n++] = "conv.h";
  for (int i = 0; i < n; i++) {
    const char *text = cg_kernel_c(files[i]);
    FACET_CHECK(text != NULL);
    cg_line(out, depth, "%s", text);
  }
}

void cg_out(cg_writer *w, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  cg_vline(w->out, &w->depth, fmt, ap);
  va_end(ap);
}

static void cg_blank(cg_em *e) { cg_out(&e->w, "%s", ""); }

static const char *cg_ctype(dtype t) { return t == DT_F32 ? "float" : "uint16_t"; }

static int cg_round_up(int x, int m) { return (x + m - 1) / m * m; }

// Floats of a scratch section, rounded to 64 bytes to keep sections aligned.
static uint64_t cg_floats64(uint64_t n) { return (n + 15) / 16 * 16; }

static bool cg_divides(uint64_t t, fact f) {
  if (fact_is_point(f)) return f.umin % t == 0;
  return f.udiv % t == 0;
}

// Comments quote the executable name; keep them on one line and printable.
static void cg_safe_name(strbuf *sb, const char *s) {
  for (; s && *s; s++) sb_putc(sb, (*s >= 0x20 && *s < 0x7f) ? *s : '?');
}

static void cg_fact_text(strbuf *sb, const char *name, ir_kdim d, fact f) {
  if (!d.dynamic) {
    sb_printf(sb, "%s = %" PRId64 " (static)", name, d.value);
    return;
  }
  sb_printf(sb, "%s = push constant %" PRId64 " ", name, d.value);
  fact_print(sb, f);
}

static void cg_emit_header(cg_em *e) {
  strbuf sb = {0};
  cg_safe_name(&sb, e->ex->name ? e->ex->name : "?");
  cg_out(&e->w, "// %s.c: facet kernel, a variant of executable %s.", e->sym, sb_cstr(&sb));
  cg_out(&e->w, "//   C[M,N] = A[M,K] x %s (A %s, %s %s, C %s; f32 accumulation, rounded once)",
         e->op->transpose_b ? "W[N,K]^T" : "B[K,N]", dtype_name(e->ta),
         e->op->transpose_b ? "W" : "B", dtype_name(e->tb), dtype_name(e->tc));
  if (e->c->conv_pixels)
    cg_out(&e->w, "//   a 1x1 convolution: A its weight [K_out, C], B an image [C, H * W], C "
                  "its output [K_out, P * Q]");
  const char *names[3] = {"M", "N", "K"};
  const ir_kdim dims[3] = {e->op->m, e->op->n, e->op->k};
  const fact fs[3] = {e->m, e->n, e->k};
  for (int i = 0; i < 3; i++) {
    sb_reset(&sb);
    cg_fact_text(&sb, names[i], dims[i], fs[i]);
    cg_out(&e->w, "//   %s", sb_cstr(&sb));
  }
  for (int d = 0; d < e->nb; d++) {
    char name[16];
    snprintf(name, sizeof name, "Z%d", d);
    sb_reset(&sb);
    cg_fact_text(&sb, name, e->ex->iter[d], cg_size_fact(e->ex->iter[d], e->facts));
    cg_out(&e->w, "//   batch %s (z runs over their product; A %s, B %s)", sb_cstr(&sb),
           e->batched[0] ? "batched" : "shared", e->batched[1] ? "batched" : "shared");
  }
  sb_reset(&sb);
  cg_config_print(&sb, e->c);
  cg_out(&e->w, "//   config: %s", sb_cstr(&sb));
  cg_out(&e->w, "// Generated by facet; do not edit.");
  sb_free(&sb);
}

static void cg_emit_prelude(cg_em *e) {
  cg_blank(e);
  cg_emit_kernel_c(e->w.out, &e->w.depth, e->c->target,
                   (e->epilogue ? CG_KC_ELEMENTWISE : 0) | (e->bf16 ? CG_KC_BF16 : 0));
}

// The two exported functions (the library table refers to them).
void cg_emit_entry_decls(strbuf *out, int *depth, const char *symbol) {
  cg_line(out, depth, "void %s_count(const int64_t *pc, uint32_t out[3]);", symbol);
  cg_line(out, depth, "void %s_workgroup(const facet_dispatch_state_t *state, uint32_t x, uint32_t y, "
                      "uint32_t z, void *scratch);",
          symbol);
}

static void cg_emit_export_decls(cg_em *e) {
  cg_blank(e);
  cg_emit_entry_decls(e->w.out, &e->w.depth, e->sym);
}

// The fused epilogue, `<symbol>_epilogue(state, i, j, acc)`, written by
// emit_rows.c (it may call <math.h> functions).
static void cg_emit_epilogue_fn(cg_em *e) {
  cg_blank(e);
  cg_out(&e->w, "// Epilogue: the value of C[i][j] given the f32 accumulator.");
  FACET_CHECK(e->w.depth == 0);
  cg_emit_epilogue(e->w.out, e->ex, e->facts, e->sym, e->c->target);
}

// One size as a local constant: a literal when static or a point, else the
// push constant with its facts as an ASSUME.
static void cg_emit_size(cg_em *e, const char *name, ir_kdim d, fact f) {
  if (!d.dynamic) {
    cg_out(&e->w, "const int64_t %s = %" PRId64 ";", name, d.value);
    return;
  }
  if (fact_is_point(f)) {
    cg_out(&e->w, "const int64_t %s = %" PRIu64 "; // push constant %" PRId64 " is always %" PRIu64,
           name, f.umin, d.value, f.umin);
    return;
  }
  cg_out(&e->w, "const int64_t %s = pc[%" PRId64 "];", name, d.value);
  strbuf sb = {0};
  if (f.umin > 0) sb_printf(&sb, "%s >= %" PRIu64, name, f.umin);
  if (f.umax != FACT_UNBOUNDED && f.umax <= INT64_MAX)
    sb_printf(&sb, "%s%s <= %" PRIu64, sb.len ? " && " : "", name, f.umax);
  if (f.udiv > 1) sb_printf(&sb, "%s%s %% %" PRIu64 " == 0", sb.len ? " && " : "", name, f.udiv);
  if (sb.len) cg_out(&e->w, "ASSUME(%s);", sb_cstr(&sb));
  sb_free(&sb);
}

// M, N, K, and for a batched matmul Z: the number of batches (the product
// of the batch dims).
static void cg_emit_sizes(cg_em *e) {
  cg_emit_size(e, "M", e->op->m, e->m);
  cg_emit_size(e, "N", e->op->n, e->n);
  cg_emit_size(e, "K", e->op->k, e->k);
  cg_out(&e->w, "(void)M; (void)N; (void)K; (void)pc;");
  if (e->nb == 0) return;
  strbuf z = {0};
  for (int d = 0; d < e->nb; d++) {
    char name[16];
    snprintf(name, sizeof name, "Z%d", d);
    cg_emit_size(e, name, e->ex->iter[d], cg_size_fact(e->ex->iter[d], e->facts));
    sb_printf(&z, "%s%s", d ? " * " : "", name);
  }
  cg_out(&e->w, "const int64_t Z = %s;", sb_cstr(&z));
  cg_out(&e->w, "(void)Z;");
  sb_free(&z);
}

// The operands' bases; a batched operand's is its matrix of batch z (a
// shared one's is the same for every z).
static void cg_emit_bindings(cg_em *e) {
  const int *o = e->op->operands;
  const char *at = e->batched[0] ? " + (int64_t)z * M * K" : "";
  const char *bt = e->batched[1] ? " + (int64_t)z * K * N" : "";
  const char *ct = e->batched[2] ? " + (int64_t)z * M * N" : "";
  cg_out(&e->w, "const %s *restrict A = (const %s *)state->bindings[%d]%s;", cg_ctype(e->ta),
         cg_ctype(e->ta), o[0], at);
  cg_out(&e->w, "const %s *restrict %s = (const %s *)state->bindings[%d]%s;", cg_ctype(e->tb),
         e->op->transpose_b ? "W" : "B", cg_ctype(e->tb), o[1], bt);
  cg_out(&e->w, "%s *restrict C = (%s *)state->bindings[%d]%s;", cg_ctype(e->tc), cg_ctype(e->tc), o[2], ct);
}

// The K loop header shared by both flavours; a do-while so that K == 0
// still runs one (empty) block that writes zeros. With k_short the K block
// is the tile's own, kb (cg_emit_packed_workgroup).
static void cg_emit_k_loop_open(cg_em *e) {
  cg_out(&e->w, "int64_t k0 = 0;");
  cg_out(&e->w, "do {");
  if (e->k_short) cg_out(&e->w, "const int64_t kc = K - k0 < kb ? K - k0 : kb;");
  else if (e->c->k_remainder) cg_out(&e->w, "const int64_t kc = K - k0 < KC ? K - k0 : KC;");
  else cg_out(&e->w, "const int64_t kc = KC; // facts: KC divides K");
  cg_out(&e->w, "const int first = k0 == 0, last = k0 + kc >= K;");
  cg_out(&e->w, "(void)first; (void)last;");
}

static void cg_emit_k_loop_close(cg_em *e) {
  cg_out(&e->w, "k0 += kc;");
  cg_out(&e->w, "} while (k0 < K);");
}

static void cg_emit_count(cg_em *e, const char *m_tiles) {
  cg_blank(e);
  cg_out(&e->w, "// Workgroups: x over M, y over N (consecutive x share a block of B).");
  if (e->nb) cg_out(&e->w, "// z over the batches.");
  cg_out(&e->w, "void %s_count(const int64_t *pc, uint32_t out[3]) {", e->sym);
  cg_emit_sizes(e);
  cg_out(&e->w, "out[0] = (uint32_t)(%s);", m_tiles);
  cg_out(&e->w, "out[1] = (uint32_t)((N + TN - 1) / TN);");
  cg_out(&e->w, "out[2] = %s;", e->nb ? "(uint32_t)Z" : "1");
  cg_out(&e->w, "}");
}

static void cg_emit_workgroup_open(cg_em *e) {
  cg_blank(e);
  cg_out(&e->w, "void %s_workgroup(const facet_dispatch_state_t *state, uint32_t x, uint32_t y, "
            "uint32_t z, void *scratch) {",
         e->sym);
  cg_out(&e->w, "const int64_t *pc = state->push_constants;");
  cg_out(&e->w, "(void)z;");
  cg_emit_sizes(e);
  cg_emit_bindings(e);
  if (*e->row0) cg_out(&e->w, "const int64_t r0 = (int64_t)z * M; // the epilogue's rows: C as [Z * M, N]");
}

//
// PACKED / BLOCKED: BLIS-style packed GEMM.
//
// Per workgroup (TM x TN of C) and K block of KC: B is packed into NR-wide
// micro-panels (KC x NR f32), A into MR-tall ones (KC x MR f32), padded with
// zeros; the micro-kernel then computes MR x NR tiles in registers. Partial
// sums between K blocks live in the f32 tile `ct`; on the last block full
// tiles are rounded and stored straight from registers, edge tiles via ct.
//
static void cg_emit_packed_defines(cg_em *e) {
  const cg_config *c = e->c;
  int tmp = cg_round_up(c->tile_m, c->mr), tnp = cg_round_up(c->tile_n, c->nr);
  cg_blank(e);
  cg_out(&e->w, "#define TM %d  // rows of C per workgroup", c->tile_m);
  cg_out(&e->w, "#define TN %d  // columns of C per workgroup", c->tile_n);
  cg_out(&e->w, "#define KC %d  // K block", c->tile_k);
  cg_out(&e->w, "#define MR %d  // register tile rows", c->mr);
  cg_out(&e->w, "#define NR %d  // register tile columns", c->nr);
  cg_out(&e->w, "#define TMP %d  // TM rounded up to MR: rows of packed A and of ct", tmp);
  cg_out(&e->w, "#define TNP %d  // TN rounded up to NR", tnp);
  cg_out(&e->w, "#define BP_FLOATS %" PRIu64 "  // packed B", cg_floats64((uint64_t)c->tile_k * tnp));
  cg_out(&e->w, "#define AP_FLOATS %" PRIu64 "  // packed A%s, and 8 floats of overrun",
         cg_floats64((uint64_t)c->tile_k * (e->panel_a ? c->mr : tmp) + 8),
         e->panel_a ? " (one panel)" : "");
}

static void cg_emit_micro_kernel(cg_em *e) {
  int mr = e->c->mr, vl = e->vl, nv = e->c->nr / vl;
  const char *vp = e->vp;
  strbuf sb = {0};
  cg_blank(e);
  cg_out(&e->w, "// C[MR x NR] (+)= packed A^T packed B over kc steps, accumulators in registers.");
  cg_out(&e->w, "// With c set (last K block, full tile) the tile is rounded and stored to C.");
  cg_out(&e->w, "// The partial sums live in ct (row stride ldt): the f32 tile in scratch, or C");
  cg_out(&e->w, "// itself when it is f32 and no epilogue applies.");
  cg_out(&e->w, "INLINE void micro_kernel(int64_t kc, const float *restrict ap, const float *restrict "
            "bp, float *restrict ct, int64_t ldt, int first, %s *restrict c, int64_t ldc) {",
         cg_ctype(e->tc));
  for (int i = 0; i < mr; i++) {
    sb_reset(&sb);
    for (int v = 0; v < nv; v++) sb_printf(&sb, "%sc%d_%d", v ? ", " : "", i, v);
    cg_out(&e->w, "%s %s;", vp, sb_cstr(&sb));
  }
  cg_out(&e->w, "if (first) {");
  for (int i = 0; i < mr; i++) {
    sb_reset(&sb);
    for (int v = 0; v < nv; v++) sb_printf(&sb, "%sc%d_%d = %s_zero();", v ? " " : "", i, v, vp);
    cg_out(&e->w, "%s", sb_cstr(&sb));
  }
  cg_out(&e->w, "} else {");
  for (int i = 0; i < mr; i++) {
    sb_reset(&sb);
    for (int v = 0; v < nv; v++)
      sb_printf(&sb, "%sc%d_%d = %s_%s(ct + %d * ldt + %d);", v ? " " : "", i, v, vp,
                e->acc_c ? "load" : "loada", i,
                vl * v);
    cg_out(&e->w, "%s", sb_cstr(&sb));
  }
  cg_out(&e->w, "}");
  // One step per iteration: unrolling by two made GCC copy accumulators
  // between registers (24 of the 32 zmm hold them on v4) and gained nothing.
  if (e->bf16) {
    cg_out(&e->w, "// bf16: each lane of ap and bp holds a pair of consecutive-K values.");
    cg_out(&e->w, "for (int64_t k = 0; k < (kc + 1) / 2; k++) {");
  } else {
    cg_out(&e->w, "for (int64_t k = 0; k < kc; k++) {");
  }
  for (int v = 0; v < nv; v++)
    cg_out(&e->w, "const %s b%d = %s_loada(bp + k * NR + %d);", vp, v, vp, vl * v);
  cg_out(&e->w, "%s a;", vp);
  for (int i = 0; i < mr; i++) {
    sb_reset(&sb);
    sb_printf(&sb, "a = %s_bcast(ap + k * MR + %d);", vp, i);
    for (int v = 0; v < nv; v++) {
      if (e->bf16) sb_printf(&sb, " c%d_%d = %s_dpbf16(c%d_%d, a, b%d);", i, v, vp, i, v, v);
      else sb_printf(&sb, " c%d_%d = %s_fma(a, b%d, c%d_%d);", i, v, vp, v, i, v);
    }
    cg_out(&e->w, "%s", sb_cstr(&sb));
  }
  cg_out(&e->w, "}");
  cg_out(&e->w, "if (c) {");
  for (int i = 0; i < mr; i++) {
    sb_reset(&sb);
    for (int v = 0; v < nv; v++)
      sb_printf(&sb, "%sst%d_%s(c + %d * ldc + %d, c%d_%d);", v ? " " : "", vl, dtype_name(e->tc),
                i, vl * v, i, v);
    cg_out(&e->w, "%s", sb_cstr(&sb));
  }
  cg_out(&e->w, "} else {");
  for (int i = 0; i < mr; i++) {
    sb_reset(&sb);
    for (int v = 0; v < nv; v++)
      sb_printf(&sb, "%s%s_%s(ct + %d * ldt + %d, c%d_%d);", v ? " " : "", vp,
                e->acc_c ? "store" : "storea", i, vl * v, i,
                v);
    cg_out(&e->w, "%s", sb_cstr(&sb));
  }
  cg_out(&e->w, "}");
  cg_out(&e->w, "}");
  sb_free(&sb);
}

// Packs rows k0..k0+kc of B[K,N], columns n0..n0+nt, into NR-wide panels:
// bp[j * ks + k * NR + jj] = B[k0 + k][n0 + j + jj]. Row order follows B's
// layout, so B streams from memory. Eight rows at a time: each visit of a
// panel writes 8 x NR consecutive floats. One row at a time wrote NR floats
// at each of TN / NR places ks x NR apart; four rows gained at M = 128-512,
// and eight gain where B is packed for few rows of A; sixteen did not
// (bench/results/kernel_choices.md#pack-b-rows).
static void cg_emit_pack_b_rows(cg_em *e) {
  const char *tb = dtype_name(e->tb);
  int vl = e->vl, nv = e->c->nr / vl;
  cg_blank(e);
  cg_out(&e->w, "// bp[j * ks + k * NR + jj] = B[k0 + k][n0 + j + jj], zero past nt.");
  cg_out(&e->w, "// Eight rows at a time: each visit of a panel writes 8 x NR consecutive");
  cg_out(&e->w, "// floats, where one row wrote NR at each of TN / NR places ks x NR apart.");
  cg_out(&e->w, "INLINE void pack_b(const %s *restrict B, int64_t N, int64_t k0, int64_t kc, int64_t "
            "n0, int64_t nt, float *restrict bp, int64_t ks) {",
         cg_ctype(e->tb));
  cg_out(&e->w, "for (int64_t k = 0; k < kc; k += 8) {");
  cg_out(&e->w, "const int64_t rows = kc - k < 8 ? kc - k : 8;");
  cg_out(&e->w, "const %s *row = B + (k0 + k) * N + n0;", cg_ctype(e->tb));
  cg_out(&e->w, "int64_t j = 0;");
  cg_out(&e->w, "for (; j + NR <= nt; j += NR) {");
  cg_out(&e->w, "for (int64_t r = 0; r < rows; r++) {");
  for (int v = 0; v < nv; v++)
    cg_out(&e->w, "%s_storea(bp + j * ks + (k + r) * NR + %d, ld%d_%s(row + r * N + j + %d));", e->vp,
           vl * v, vl, tb, vl * v);
  cg_out(&e->w, "}");
  cg_out(&e->w, "}");
  if (e->n_tail) {
    cg_out(&e->w, "if (j < nt) {");
    cg_out(&e->w, "for (int64_t r = 0; r < rows; r++) {");
    cg_out(&e->w, "for (int64_t jj = 0; jj < NR; jj++) {");
    cg_out(&e->w, "bp[j * ks + (k + r) * NR + jj] = j + jj < nt ? ld1_%s(row + r * N + j + jj) : 0.0f;",
           tb);
    cg_out(&e->w, "}");
    cg_out(&e->w, "}");
    cg_out(&e->w, "}");
  }
  cg_out(&e->w, "}");
  cg_out(&e->w, "}");
}

// Transposed B (W[N,K], rows contiguous along K): bp[j * ks + k * NR + jj]
// = W[n0 + j + jj][k0 + k]. On AVX2 8 rows x 8 steps are transposed in
// registers; the portable version is scalar.
static void cg_emit_pack_b_transposed(cg_em *e) {
  const char *tb = dtype_name(e->tb);
  bool v3 = e->simd;
  cg_blank(e);
  cg_out(&e->w, "// bp[j * ks + k * NR + jj] = W[n0 + j + jj][k0 + k], zero past nt.");
  cg_out(&e->w, "INLINE void pack_b(const %s *restrict W, int64_t K, int64_t k0, int64_t kc, int64_t "
            "n0, int64_t nt, float *restrict bp, int64_t ks) {",
         cg_ctype(e->tb));
  cg_out(&e->w, "for (int64_t j = 0; j < nt; j += NR) {");
  cg_out(&e->w, "float *panel = bp + j * ks;");
  if (e->n_tail || !v3) {
    cg_out(&e->w, "if (%s) {", v3 ? "j + NR > nt" : "1");
    cg_out(&e->w, "for (int64_t k = 0; k < kc; k++) {");
    cg_out(&e->w, "for (int64_t jj = 0; jj < NR; jj++) {");
    cg_out(&e->w, "panel[k * NR + jj] = j + jj < nt ? ld1_%s(W + (n0 + j + jj) * K + k0 + k) : 0.0f;",
           tb);
    cg_out(&e->w, "}");
    cg_out(&e->w, "}");
    cg_out(&e->w, "continue;");
    cg_out(&e->w, "}");
  }
  if (v3) {
    cg_out(&e->w, "for (int g = 0; g < NR; g += 8) {");
    cg_out(&e->w, "const %s *w = W + (n0 + j + g) * K + k0;", cg_ctype(e->tb));
    cg_out(&e->w, "int64_t k = 0;");
    cg_out(&e->w, "for (; k + 8 <= kc; k += 8) {");
    cg_out(&e->w, "v8 r[8];");
    cg_out(&e->w, "for (int t = 0; t < 8; t++) r[t] = ld8_%s(w + t * K + k);", tb);
    cg_out(&e->w, "v8_transpose8(r);");
    cg_out(&e->w, "for (int t = 0; t < 8; t++) v8_storea(panel + (k + t) * NR + g, r[t]);");
    cg_out(&e->w, "}");
    if (e->k_tail8) {
      cg_out(&e->w, "for (; k < kc; k++) {");
      cg_out(&e->w, "for (int t = 0; t < 8; t++) panel[k * NR + g + t] = ld1_%s(w + t * K + k);", tb);
      cg_out(&e->w, "}");
    }
    cg_out(&e->w, "}");
  }
  cg_out(&e->w, "}");
  cg_out(&e->w, "}");
}

// ap[i * KC + k * MR + r] = A[m0 + i + r][k0 + k], zero for rows past mt.
// With AVX2, each group of 8 rows (rows past MR or mt are zeros) is
// transposed in registers 8 steps at a time. A group of fewer than 8 rows
// is stored with a mask on AVX-512; on AVX2 (MR <= 8, one group) it is
// stored 8 lanes wide at a stride of MR: the lanes past MR are overwritten
// by the next step, and the last store of the last panel runs at most 8
// floats past it (AP_FLOATS has room).
static void cg_emit_pack_a(cg_em *e) {
  const char *ta = dtype_name(e->ta), *ct = cg_ctype(e->ta);
  int mr = e->c->mr;
  bool vec = e->simd && (mr <= 8 || e->vl == 16);
  cg_blank(e);
  cg_out(&e->w, "// ap[i * KC + k * MR + r] = A[m0 + i + r][k0 + k], zero for rows past mt.");
  cg_out(&e->w, "INLINE void pack_a(const %s *restrict A, int64_t K, int64_t m0, int64_t mt, int64_t "
            "k0, int64_t kc, float *restrict ap) {",
         ct);
  cg_out(&e->w, "for (int64_t i = 0; i < mt; i += MR) {");
  cg_out(&e->w, "float *panel = ap + i * KC;");
  cg_out(&e->w, "const %s *a = A + (m0 + i) * K + k0;", ct);
  cg_out(&e->w, "int64_t k = 0;");
  if (vec) {
    cg_out(&e->w, "for (; k + 8 <= kc; k += 8) {");
    for (int g = 0; g < mr; g += 8) {
      int rows = mr - g < 8 ? mr - g : 8;
      cg_out(&e->w, "{");
      cg_out(&e->w, "v8 r[8];");
      cg_out(&e->w, "for (int t = 0; t < 8; t++) r[t] = t < %d && i + %d + t < mt ? ld8_%s(a + (%d + "
                "t) * K + k) : v8_zero();",
             rows, g, ta, g);
      cg_out(&e->w, "v8_transpose8(r);");
      if (rows == 8 || e->vl != 16)
        cg_out(&e->w, "for (int t = 0; t < 8; t++) v8_store(panel + (k + t) * MR + %d, r[t]);", g);
      else
        cg_out(&e->w, "for (int t = 0; t < 8; t++) v8_store_n(panel + (k + t) * MR + %d, r[t], %d);",
               g, rows);
      cg_out(&e->w, "}");
    }
    cg_out(&e->w, "}");
  }
  cg_out(&e->w, "for (; k < kc; k++) {");
  cg_out(&e->w, "for (int r = 0; r < MR; r++) panel[k * MR + r] = i + r < mt ? ld1_%s(a + r * K + k) : "
            "0.0f;",
         ta);
  cg_out(&e->w, "}");
  cg_out(&e->w, "}");
  cg_out(&e->w, "}");
}

//
// bf16 x bf16 on a bf16_dot target: the packed layouts of PACKED with each
// float-sized lane holding a pair (X[k], X[k + 1]) of consecutive-K values,
// so a panel has (kc + 1) / 2 steps (the odd K's partner is zero):
//   bp[j * ks + p * NR + jj] = (B[k0 + 2p][n0 + j + jj], B[k0 + 2p + 1][...])
//   ap[i * KC + p * MR + r]  = (A[m0 + i + r][k0 + 2p], A[...][k0 + 2p + 1])
// A row of A and a row of W hold their pairs already: 8 rows x 8 pairs are
// transposed as 32-bit lanes in registers. Two rows of B[K,N] are
// interleaved 16 bits at a time (bf16_pair_rows32).
//
static void cg_emit_bf16_pack_b_rows(cg_em *e) {
  cg_blank(e);
  cg_out(&e->w, "// bp[j * ks + p * NR + jj] = (B[k0 + 2p][n0 + j + jj], B[k0 + 2p + 1][n0 + j + jj]),");
  cg_out(&e->w, "// zero past nt and past kc. Four pairs (eight rows) at a time; eight pairs");
  cg_out(&e->w, "// gained nothing (bf16 M = 128, 1.00).");
  cg_out(&e->w, "INLINE void pack_b(const uint16_t *restrict B, int64_t N, int64_t k0, int64_t kc, "
            "int64_t n0, int64_t nt, float *restrict bp, int64_t ks) {");
  cg_out(&e->w, "const int64_t pairs = (kc + 1) / 2;");
  cg_out(&e->w, "for (int64_t p0 = 0; p0 < pairs; p0 += 4) {");
  cg_out(&e->w, "const int64_t p1 = pairs - p0 < 4 ? pairs : p0 + 4;");
  cg_out(&e->w, "int64_t j = 0;");
  cg_out(&e->w, "for (; j + NR <= nt; j += NR) {");
  cg_out(&e->w, "for (int64_t p = p0; p < p1; p++) {");
  cg_out(&e->w, "const uint16_t *r0 = B + (k0 + 2 * p) * N + n0;");
  cg_out(&e->w, "bf16_pair_rows32(bp + j * ks + p * NR, r0 + j, 2 * p + 1 < kc ? r0 + N + j : 0);");
  cg_out(&e->w, "}");
  cg_out(&e->w, "}");
  if (e->n_tail) {
    cg_out(&e->w, "if (j < nt) {");
    cg_out(&e->w, "for (int64_t p = p0; p < p1; p++) {");
    cg_out(&e->w, "const uint16_t *r0 = B + (k0 + 2 * p) * N + n0;");
    cg_out(&e->w, "const uint16_t *r1 = 2 * p + 1 < kc ? r0 + N : 0;");
    cg_out(&e->w, "for (int64_t jj = 0; jj < NR; jj++) {");
    cg_out(&e->w, "bp[j * ks + p * NR + jj] = j + jj < nt ? bf16_join(r0[j + jj], r1 ? r1[j + jj] : 0) : 0.0f;");
    cg_out(&e->w, "}");
    cg_out(&e->w, "}");
    cg_out(&e->w, "}");
  }
  cg_out(&e->w, "}");
  cg_out(&e->w, "}");
}

static void cg_emit_bf16_pack_b_transposed(cg_em *e) {
  cg_blank(e);
  cg_out(&e->w, "// bp[j * ks + p * NR + jj] = (W[n0 + j + jj][k0 + 2p], W[n0 + j + jj][k0 + 2p + 1]),");
  cg_out(&e->w, "// zero past nt and past kc.");
  cg_out(&e->w, "INLINE void pack_b(const uint16_t *restrict W, int64_t K, int64_t k0, int64_t kc, "
            "int64_t n0, int64_t nt, float *restrict bp, int64_t ks) {");
  cg_out(&e->w, "for (int64_t j = 0; j < nt; j += NR) {");
  cg_out(&e->w, "float *panel = bp + j * ks;");
  if (e->n_tail) {
    cg_out(&e->w, "if (j + NR > nt) {");
    cg_out(&e->w, "for (int64_t p = 0; 2 * p < kc; p++) {");
    cg_out(&e->w, "for (int64_t jj = 0; jj < NR; jj++) {");
    cg_out(&e->w, "const uint16_t *w = W + (n0 + j + jj) * K + k0 + 2 * p;");
    cg_out(&e->w, "panel[p * NR + jj] = j + jj < nt ? bf16_join(w[0], 2 * p + 1 < kc ? w[1] : 0) : 0.0f;");
    cg_out(&e->w, "}");
    cg_out(&e->w, "}");
    cg_out(&e->w, "continue;");
    cg_out(&e->w, "}");
  }
  cg_out(&e->w, "for (int g = 0; g < NR; g += 8) {");
  cg_out(&e->w, "const uint16_t *w = W + (n0 + j + g) * K + k0;");
  cg_out(&e->w, "int64_t p = 0;");
  cg_out(&e->w, "for (; 2 * p + 16 <= kc; p += 8) {");
  cg_out(&e->w, "v8 r[8];");
  cg_out(&e->w, "for (int t = 0; t < 8; t++) r[t] = v8_load((const float *)(w + t * K + 2 * p));");
  cg_out(&e->w, "v8_transpose8(r);");
  cg_out(&e->w, "for (int t = 0; t < 8; t++) v8_storea(panel + (p + t) * NR + g, r[t]);");
  cg_out(&e->w, "}");
  cg_out(&e->w, "for (; 2 * p < kc; p++) {");
  cg_out(&e->w, "for (int t = 0; t < 8; t++) panel[p * NR + g + t] = bf16_join(w[t * K + 2 * p], 2 * p + 1 "
            "< kc ? w[t * K + 2 * p + 1] : 0);");
  cg_out(&e->w, "}");
  cg_out(&e->w, "}");
  cg_out(&e->w, "}");
  cg_out(&e->w, "}");
}

static void cg_emit_bf16_pack_a(cg_em *e) {
  int mr = e->c->mr;
  cg_blank(e);
  cg_out(&e->w, "// ap[i * KC + p * MR + r] = (A[m0 + i + r][k0 + 2p], A[m0 + i + r][k0 + 2p + 1]), zero");
  cg_out(&e->w, "// for rows past mt and past kc.");
  cg_out(&e->w, "INLINE void pack_a(const uint16_t *restrict A, int64_t K, int64_t m0, int64_t mt, "
            "int64_t k0, int64_t kc, float *restrict ap) {");
  cg_out(&e->w, "for (int64_t i = 0; i < mt; i += MR) {");
  cg_out(&e->w, "float *panel = ap + i * KC;");
  cg_out(&e->w, "const uint16_t *a = A + (m0 + i) * K + k0;");
  cg_out(&e->w, "int64_t p = 0;");
  cg_out(&e->w, "for (; 2 * p + 16 <= kc; p += 8) {");
  for (int g = 0; g < mr; g += 8) {
    int rows = mr - g < 8 ? mr - g : 8;
    cg_out(&e->w, "{");
    cg_out(&e->w, "v8 r[8];");
    cg_out(&e->w, "for (int t = 0; t < 8; t++) r[t] = t < %d && i + %d + t < mt ? v8_load((const float "
              "*)(a + (%d + t) * K + 2 * p)) : v8_zero();",
           rows, g, g);
    cg_out(&e->w, "v8_transpose8(r);");
    if (rows == 8)
      cg_out(&e->w, "for (int t = 0; t < 8; t++) v8_store(panel + (p + t) * MR + %d, r[t]);", g);
    else
      cg_out(&e->w, "for (int t = 0; t < 8; t++) v8_store_n(panel + (p + t) * MR + %d, r[t], %d);", g,
             rows);
    cg_out(&e->w, "}");
  }
  cg_out(&e->w, "}");
  cg_out(&e->w, "for (; 2 * p < kc; p++) {");
  cg_out(&e->w, "for (int r = 0; r < MR; r++) panel[p * MR + r] = i + r < mt ? bf16_join(a[r * K + 2 * "
            "p], 2 * p + 1 < kc ? a[r * K + 2 * p + 1] : 0) : 0.0f;");
  cg_out(&e->w, "}");
  cg_out(&e->w, "}");
  cg_out(&e->w, "}");
}

// The value stored at C[i][j] for the f32 accumulator v: v itself, or the
// fused epilogue (emit_rows.c) applied to it.
static const char *cg_final(cg_em *e, strbuf *sb, const char *i, const char *j, const char *v) {
  sb_reset(sb);
  if (e->epilogue) sb_printf(sb, "%s_epilogue(state, %s, %s, %s)", e->sym, i, j, v);
  else sb_append(sb, v);
  return sb_cstr(sb);
}

// The epilogue over whole vectors of one row: VL values of the f32 tile at
// `src` (j counts from the current value to `end`), the epilogue applied in a
// loop over locals (which the compiler vectorises: the epilogue's
// polynomials and loads are written for it, emit_rows.c), then one vector
// store to `dst` rounded to C's type.
static void cg_emit_epilogue_chunks(cg_em *e, const char *end, const char *i, const char *j,
                                    const char *src, const char *dst) {
  strbuf sb = {0}, col = {0};
  sb_printf(&col, "%s + l", j);
  cg_out(&e->w, "for (; j + %d <= %s; j += %d) {", e->vl, end, e->vl);
  cg_out(&e->w, "float ev[%d];", e->vl);
  cg_out(&e->w, "const float *es = %s;", src);
  cg_out(&e->w, "for (int l = 0; l < %d; l++) ev[l] = %s;", e->vl,
         cg_final(e, &sb, i, sb_cstr(&col), "es[l]"));
  cg_out(&e->w, "st%d_%s(%s, %s_load(ev));", e->vl, dtype_name(e->tc), dst, e->vp);
  cg_out(&e->w, "}");
  sb_free(&sb);
  sb_free(&col);
}

static void cg_emit_store_edge(cg_em *e) {
  strbuf sb = {0};
  cg_blank(e);
  cg_out(&e->w, "// Stores the valid part of a tile of ct (an edge tile, or any tile when an");
  cg_out(&e->w, "// epilogue applies); (gi, gj) is its first element in C.");
  cg_out(&e->w, "INLINE void store_edge(const facet_dispatch_state_t *state, %s *restrict C, int64_t "
            "ldc, int64_t gi, int64_t gj, int64_t rows, int64_t cols, const float *restrict t, "
            "int64_t ldt) {",
         cg_ctype(e->tc));
  cg_out(&e->w, "(void)state; (void)gi; (void)gj;");
  cg_out(&e->w, "if (rows > MR) rows = MR;");
  cg_out(&e->w, "if (cols > NR) cols = NR;");
  cg_out(&e->w, "for (int64_t i = 0; i < rows; i++) {");
  cg_out(&e->w, "int64_t j = 0;");
  if (e->epilogue) cg_emit_epilogue_chunks(e, "cols", "gi + i", "gj + j", "t + i * ldt + j",
                                           "C + i * ldc + j");
  cg_out(&e->w, "for (; j < cols; j++) st1_%s(C + i * ldc + j, %s);", dtype_name(e->tc),
         cg_final(e, &sb, "gi + i", "gj + j", "t[i * ldt + j]"));
  cg_out(&e->w, "}");
  cg_out(&e->w, "}");
  if (e->acc_c) {
    cg_blank(e);
    cg_out(&e->w, "// The valid part of an edge tile of C into the MR x NR tile t (the rest is");
    cg_out(&e->w, "// never stored back).");
    cg_out(&e->w, "INLINE void load_edge(float *restrict t, const float *restrict C, int64_t ldc, "
              "int64_t rows, int64_t cols) {");
    cg_out(&e->w, "if (rows > MR) rows = MR;");
    cg_out(&e->w, "if (cols > NR) cols = NR;");
    cg_out(&e->w, "for (int64_t i = 0; i < rows; i++) {");
    cg_out(&e->w, "for (int64_t j = 0; j < cols; j++) st1_f32(t + i * NR + j, C[i * ldc + j]);");
    cg_out(&e->w, "}");
    cg_out(&e->w, "}");
  }
  sb_free(&sb);
}

// The micro-kernel calls of one K block: full tiles on the last block are
// stored from registers; edge tiles (and every tile under an epilogue) go
// through ct and store_edge.
// One micro-kernel call for the panel at (i, j) (its A panel at `a`);
// `store` is the C pointer argument ("0, 0" for none).
static void cg_emit_micro_call(cg_em *e, const char *a, const char *store) {
  cg_out(&e->w, "micro_kernel(kc, %s, bp + j * ks, t, TNP, first, %s);", a, store);
}

// The micro-kernel call of the tile at (i, j) in one K block: full tiles
// on the last block are stored from registers; edge tiles (and every tile
// under an epilogue) go through ct and store_edge. When C accumulates
// itself (acc_c), full tiles work on C in place and edge tiles go through
// the MR x NR tile et.
static void cg_emit_tile(cg_em *e, const char *a) {
  const cg_config *c = e->c;
  bool m_edge = c->m_remainder || c->tile_m % c->mr;
  if (e->acc_c) {
    cg_out(&e->w, "float *t = C + (m0 + i) * N + n0 + j;");
    const char *full = "micro_kernel(kc, %s, bp + j * ks, t, N, first, 0, 0);";
    if (!m_edge && !e->n_tail) {
      cg_out(&e->w, full, a);
      return;
    }
    cg_out(&e->w, "if (i + MR <= mt && j + NR <= nt) {");
    cg_out(&e->w, full, a);
    cg_out(&e->w, "} else {");
    cg_out(&e->w, "if (!first) load_edge(et, t, N, mt - i, nt - j);");
    cg_out(&e->w, "micro_kernel(kc, %s, bp + j * ks, et, NR, first, 0, 0);", a);
    cg_out(&e->w, "store_edge(state, t, N, %sm0 + i, n0 + j, mt - i, nt - j, et, NR);", e->row0);
    cg_out(&e->w, "}");
    return;
  }
  cg_out(&e->w, "float *t = ct + i * TNP + j;");
  char edge[160];
  snprintf(edge, sizeof edge, "if (last) store_edge(state, C + (m0 + i) * N + n0 + j, N, %sm0 + i, "
           "n0 + j, mt - i, nt - j, t, TNP);", e->row0);
  if (e->epilogue) {
    cg_emit_micro_call(e, a, "0, 0");
    cg_out(&e->w, "%s", edge);
  } else if (m_edge || e->n_tail) {
    cg_out(&e->w, "if (last && i + MR <= mt && j + NR <= nt) {");
    cg_emit_micro_call(e, a, "C + (m0 + i) * N + n0 + j, N");
    cg_out(&e->w, "} else {");
    cg_emit_micro_call(e, a, "0, 0");
    cg_out(&e->w, "%s", edge);
    cg_out(&e->w, "}");
  } else {
    cg_emit_micro_call(e, a, "last ? C + (m0 + i) * N + n0 + j : 0, N");
  }
}

// The tiles of one K block.
//   x86-64 / v3: A and B packed whole, B panels (j) outer: a B panel stays
//     in L1 while the A panels stream from L2.
//   v4 (e->panel_a): B packed whole (KC x TN, in L2), A one MR-row panel at
//     a time just before its row of tiles (i outer): the A panel stays in
//     L1 while the B panels stream from L2, the f32 tile ct is swept row
//     by row (sequential, prefetcher-friendly), and no TM x KC block of A
//     is ever held. With a wide TN this is BLIS's order for AVX-512 and
//     measured best here (bench/README.md).
static void cg_emit_packed_tiles(cg_em *e) {
  if (e->panel_a) {
    cg_out(&e->w, "for (int64_t i = 0; i < mt; i += MR) {");
    cg_out(&e->w, "pack_a(A, K, m0 + i, mt - i < MR ? mt - i : MR, k0, kc, ap);");
    cg_out(&e->w, "for (int64_t j = 0; j < nt; j += NR) {");
    if (e->prefetch_next_w)
      cg_out(&e->w, "if (pf_tile++ >= pf_from) for (int64_t q = 0; q < pf_per && pf < pf_lines; q++, pf++) "
                "prefetch_far((const char *)W + pf_first + (pf / pf_lpr) * pf_stride + (pf %% pf_lpr) * 64);");
    cg_emit_tile(e, "ap");
  } else {
    cg_out(&e->w, "pack_a(A, K, m0, mt, k0, kc, ap);");
    cg_out(&e->w, "for (int64_t j = 0; j < nt; j += NR) {");
    cg_out(&e->w, "for (int64_t i = 0; i < mt; i += MR) {");
    cg_emit_tile(e, "ap + i * KC");
  }
  cg_out(&e->w, "}");
  cg_out(&e->w, "}");
}

// On 16-float targets the next K block of W[N,K] (weights as PyTorch stores
// them) is prefetched while this block's tiles run, a few lines before each
// tile of the last quarter, so that pack_b reads it from cache: it is a
// short piece of each of tile_n rows (256 bytes of f16 at KC = 128), which
// the hardware prefetchers do not see coming, and its packing waited on
// memory. The prefetch gains at M = 128 but not on 256-row tiles, where the
// packing is shared by twice the rows: W[N,K] is prefetched for tiles of up
// to 128 rows, counted at run time where M has a remainder (a 256-row tile
// holding 128 rows of a prefill lost without it). The last quarter is the
// rule measured for B[K,N] when it was prefetched: spread over the whole
// block, the first lines left L2 before pack_b came to them.
// (bench/results/kernel_choices.md#pack-w-prefetch)
//
// B[K,N] is not prefetched: its next block is whole rows, which the
// hardware prefetchers follow, and since pack_b reads several rows at a
// time the same prefetch only took miss buffers from them; it had gained
// only while pack_b read one row at a time
// (bench/results/kernel_choices.md#pack-w-prefetch).
enum { W_PREFETCH_ROWS = 128 }; // tiles of up to this many rows prefetch W

static void cg_emit_next_w_prefetch_setup(cg_em *e) {
  size_t es = dtype_size(e->tb);
  const char *kb = e->k_short ? "kb" : "KC";
  cg_out(&e->w, "const int64_t pf_k = K - k0 - kc < %s ? K - k0 - kc : %s; // next block's K (0: none)",
         kb, kb);
  // nt rows of W, pf_k elements each
  cg_out(&e->w, "const int64_t pf_first = (n0 * K + k0 + kc) * %zu; // byte offset of its first line", es);
  cg_out(&e->w, "const int64_t pf_stride = K * %zu, pf_lpr = (pf_k * %zu + 63) / 64;", es, es);
  if (e->c->tile_m <= W_PREFETCH_ROWS) cg_out(&e->w, "const int64_t pf_lines = nt * pf_lpr;");
  else
    cg_out(&e->w, "const int64_t pf_lines = mt <= %d ? nt * pf_lpr : 0; // short last tile only",
           W_PREFETCH_ROWS);
  cg_out(&e->w, "const int64_t pf_tiles = (mt + MR - 1) / MR * ((nt + NR - 1) / NR);");
  cg_out(&e->w, "const int64_t pf_from = pf_tiles - (pf_tiles + 3) / 4; // the last quarter prefetches");
  cg_out(&e->w, "const int64_t pf_per = (pf_lines + pf_tiles - pf_from - 1) / (pf_tiles - pf_from);");
  cg_out(&e->w, "int64_t pf = 0, pf_tile = 0;");
}

static void cg_emit_packed_workgroup(cg_em *e) {
  const cg_config *c = e->c;
  bool tb = e->op->transpose_b;
  cg_emit_workgroup_open(e);
  cg_out(&e->w, "float *bp = (float *)scratch;  // packed B: TNP / NR panels of KC x NR");
  if (e->panel_a) cg_out(&e->w, "float *ap = bp + BP_FLOATS;    // packed A: one panel of KC x MR");
  else cg_out(&e->w, "float *ap = bp + BP_FLOATS;    // packed A: TMP / MR panels of KC x MR");
  if (e->acc_c)
    cg_out(&e->w, "float *et = ap + AP_FLOATS;    // an edge tile (C accumulates in place)");
  else
    cg_out(&e->w, "float *ct = ap + AP_FLOATS;    // C tile in f32 between K blocks");
  cg_out(&e->w, "(void)%s;", e->acc_c ? "et" : "ct");
  cg_out(&e->w, "const int64_t m0 = (int64_t)x * TM, n0 = (int64_t)y * TN;");
  if (c->m_remainder) cg_out(&e->w, "const int64_t mt = M - m0 < TM ? M - m0 : TM;");
  else cg_out(&e->w, "const int64_t mt = TM; // facts: TM divides M");
  if (c->n_remainder) cg_out(&e->w, "const int64_t nt = N - n0 < TN ? N - n0 : TN;");
  else cg_out(&e->w, "const int64_t nt = TN; // facts: TN divides N");
  // A short last tile takes its own K block (configure.c, cg_short_tile_k),
  // and B's micro-panels are then packed that far apart, not KC: short
  // panels KC apart shared L2's sets (64 KiB apart at KC = 512, 16 ways),
  // which cost time (bench/results/kernel_choices.md#short-tile-k).
  if (e->k_short)
    cg_out(&e->w, "const int64_t kb = mt < %d ? %d : KC; // K block of this tile", CG_LONG_K_ROWS,
           e->k_short);
  cg_out(&e->w, "const int64_t ks = %s; // stride of B's micro-panels, in K steps", e->k_short ? "kb" : "KC");
  cg_emit_k_loop_open(e);
  cg_out(&e->w, "pack_b(%s, k0, kc, n0, nt, bp, ks);", tb ? "W, K" : "B, N");
  if (e->prefetch_next_w) cg_emit_next_w_prefetch_setup(e);
  cg_emit_packed_tiles(e);
  cg_emit_k_loop_close(e);
  cg_out(&e->w, "}");
}

static void cg_emit_packed(cg_em *e) {
  cg_emit_packed_defines(e);
  cg_emit_micro_kernel(e);
  if (e->bf16) {
    if (e->op->transpose_b) cg_emit_bf16_pack_b_transposed(e);
    else cg_emit_bf16_pack_b_rows(e);
    cg_emit_bf16_pack_a(e);
  } else {
    if (e->op->transpose_b) cg_emit_pack_b_transposed(e);
    else cg_emit_pack_b_rows(e);
    cg_emit_pack_a(e);
  }
  cg_emit_store_edge(e);
  cg_emit_count(e, "(M + TM - 1) / TM");
  cg_emit_packed_workgroup(e);
}

//
// STREAM: small M. One workgroup computes all M rows for TN columns; B is
// read once in its natural layout. A is converted to f32 per K block (read
// in place when it is f32 already); partial sums between K blocks live in
// ct (M x TN f32). Rows of M go in groups of MU, each row count that can
// occur has its own fully unrolled kernel.
//

// STREAM with B[K,N] on AVX2 (16 ymm registers: x86-64-v3): what was
// measured on Zen 3 for the stream kernel (the merge bound, the broadcasts
// of A per step, prefetching short segments). The portable target keeps its
// earlier form: none of it was measured there.
static bool cg_stream_avx2(const cg_target *t) {
  return t->intrinsics && t->vector_registers < 32;
}

// STREAM with B[K,N] and a static N: workgroups merge into longer row
// segments when the workers are fewer (see cg_emit_stream_workgroup); the
// partial sums then span N columns, which must stay small next to L2. On
// AVX2 at most twice L1: merging gained with sums of up to 64 KiB and lost
// with 128 KiB (bench/results/kernel_choices.md#stream-merge).
static bool cg_stream_merges(const ir_exec *ex, const cg_config *c) {
  const ir_kop *op = &ex->kops[0];
  if (c->flavour != CG_MATMUL_STREAM || op->transpose_b || op->n.dynamic) return false;
  int64_t w = (op->n.value + c->tile_n - 1) / c->tile_n * c->tile_n;
  int64_t cap = cg_stream_avx2(c->target) ? 2 * (int64_t)c->target->l1_bytes : 512 * 1024;
  return w > c->tile_n && (int64_t)c->tile_m * w * 4 <= cap;
}

// Row stride of a STREAM workgroup's partial sums (ct): its widest segment,
// plus 128 bytes for B[K,N]. Its rows are otherwise a multiple of 4 KiB
// apart, so the load of one row's sums follows the store of the row before
// at the same address bits 0-11: 4K aliasing, the load waits for the store
// and the rows' FMA chains run one after another (they also share L1
// sets): the padding made v4 much faster, v3 no different
// (bench/results/kernel_choices.md#stream-ct-padding). W[N,K] kernels
// write ct once per K block: unpadded.
static int64_t cg_stream_ct_width(const ir_exec *ex, const cg_config *c) {
  const ir_kop *op = &ex->kops[0];
  int64_t w = cg_stream_merges(ex, c) ? (op->n.value + c->tile_n - 1) / c->tile_n * c->tile_n
                                      : c->tile_n;
  return op->transpose_b ? w : w + 32;
}

// STREAM with W[N,K]: the type the kernels read A as. 16-bit rows of A whose
// block (tile_m x tile_k) fits in half of L1 are read in place, converted as
// they are loaded: beside W's stream that halves their footprint in L1.
// Otherwise A is converted to f32 once per K block. On AVX2 always: there
// each row of A read in place is converted again for every group of W's
// rows, one vcvtph2ps per row per step beside 2 for W
// (bench/results/kernel_choices.md#stream-a-in-place).
static dtype cg_stream_a_type(const ir_exec *ex, const cg_config *c) {
  dtype ta = ex->bindings[ex->kops[0].operands[0]].elem;
  bool in_place = ex->kops[0].transpose_b && dtype_size(ta) == 2 &&
                  !cg_stream_avx2(c->target) &&
                  (uint64_t)c->tile_m * (uint64_t)c->tile_k * 2 <= (uint64_t)c->target->l1_bytes / 2;
  return in_place ? ta : DT_F32;
}

// Whether the stream kernels read A in place (no f32 block in scratch).
static bool cg_stream_a_in_place(const ir_exec *ex, const cg_config *c) {
  return cg_stream_a_type(ex, c) == ex->bindings[ex->kops[0].operands[0]].elem;
}

// The row counts (1..MU) a group can have under the facts.
static void cg_stream_row_counts(cg_em *e, bool used[CG_STREAM_ROWS_MAX + 1]) {
  int mu = e->c->mr;
  FACET_CHECK(mu >= 1 && mu <= CG_STREAM_ROWS_MAX);
  memset(used, 0, (CG_STREAM_ROWS_MAX + 1) * sizeof(bool));
  if (fact_is_point(e->m)) {
    uint64_t mv = e->m.umin;
    if (mv >= (uint64_t)mu) used[mu] = true;
    if (mv % (uint64_t)mu) used[mv % (uint64_t)mu] = true;
    return;
  }
  for (int r = 1; r <= mu; r++) used[r] = true;
}

static void cg_emit_stream_defines(cg_em *e) {
  const cg_config *c = e->c;
  cg_blank(e);
  cg_out(&e->w, "#define TM %d  // bound on M: every row in one workgroup", c->tile_m);
  cg_out(&e->w, "#define TN %d  // columns of C per workgroup", c->tile_n);
  cg_out(&e->w, "#define TW %" PRId64 "  // row stride of ct: %s%s", cg_stream_ct_width(e->ex, c),
         e->stream_merge ? "N, the widest merged segment" : "TN",
         e->op->transpose_b ? "" : ", + 32 against 4K aliasing");
  cg_out(&e->w, "#define KC %d  // K block", c->tile_k);
  if (e->op->transpose_b) {
    cg_out(&e->w, "#define MU %d  // rows of M per register group", c->mr);
    cg_out(&e->w, "#define NR %d  // rows of W (columns of C) per register group", c->nr);
  } else {
    cg_out(&e->w, "#define MU %d  // rows of M unrolled in one kernel", c->mr);
  }
  uint64_t af = cg_stream_a_in_place(e->ex, c) ? 0 : cg_floats64((uint64_t)c->tile_m * c->tile_k);
  cg_out(&e->w, "#define AF_FLOATS %" PRIu64 "  // A block in f32%s", af,
         af ? "" : " (none: A is read in place)");
}

// Emits a loop body's prefetches of B's (or W's) lines: each row's lines at
// offset idx + l * per_line (the caller's printf of row r and offset),
// once per line, for a loop whose idx steps by elems from 0. Past the last
// row the addresses lie outside the matrix: prefetches never fault.
static void cg_emit_prefetch_lines(cg_em *e, const char *idx, int elems, int rows,
                                   void (*row)(strbuf *, int r, int off, int arg), int arg) {
  int per_line = 64 / (int)dtype_size(e->tb), lines = elems > per_line ? elems / per_line : 1;
  strbuf sb = {0};
  for (int r = 0; r < rows; r++)
    for (int l = 0; l < lines; l++) {
      if (sb.len) sb_append(&sb, " ");
      row(&sb, r, l * per_line, arg);
    }
  if (elems < per_line) cg_out(&e->w, "if (!(%s & %d)) { %s }", idx, per_line - 1, sb_cstr(&sb));
  else cg_out(&e->w, "%s", sb_cstr(&sb));
  sb_free(&sb);
}

// Row u of the next step of ku rows of B (elems = vl: one line at most).
static void cg_b_next_row(strbuf *sb, int u, int off, int ku) {
  (void)off;
  sb_printf(sb, "prefetch(b%d + %d * ldb + j);", u, ku);
}

// Kernel for r rows of A x all full vectors (nv columns) of rows of B[K,N]:
// B is read row after row, 4 (v4: 8) rows at a time, each row contiguous, so the
// hardware prefetchers see long sequential streams; the r x nt partial sums
// live in ct (row stride TW, in L1 or L2). zero: this block starts the sums.
static void cg_emit_stream_kernel_rows(cg_em *e, int r) {
  const char *tb = dtype_name(e->tb), *bt = cg_ctype(e->tb), *vp = e->vp;
  strbuf sb = {0};
  cg_blank(e);
  cg_out(&e->w, "INLINE void stream_r%d(int64_t kc, const float *restrict a, int64_t lda, const %s "
            "*restrict b, int64_t ldb, int64_t nv, float *restrict ct, int zero) {",
         r, bt);
  // Rows of B per step: 8 on v4. On AVX2 (16 registers) 8 for one or two
  // rows of A, else 4 (with 4 rows the r x 8 broadcasts spill): more rows
  // of B in flight (bench/results/kernel_choices.md#stream-b-rows). Every
  // step sums its rows in order after the partial sums, so a column's sum
  // is the same sequence whatever the step or r.
  bool avx2_long = cg_stream_avx2(e->c->target) && r <= 2;
  int kmain = e->vl == 16 || avx2_long ? 8 : 4;
  // 16-bit B on v4 with few rows of A falls behind the hardware
  // prefetchers; prefetching the next step's rows helps (8 rows ahead) but
  // costs M = 8 and 16 and f32 M = 1.
  // On AVX2 the rows of B are prefetched where workgroups do not
  // merge into whole rows: segments of tile_n columns (2 KiB at M = 8) end
  // before the hardware prefetchers ramp up; merged rows gained nothing or
  // lost. (bench/results/kernel_choices.md#stream-b-prefetch)
  bool prefetch = (e->vl == 16 && dtype_size(e->tb) == 2 && r <= 4) ||
                  (cg_stream_avx2(e->c->target) && !e->stream_merge);
  // On AVX2 the broadcasts of A are loaded once per step, before
  // the loop over columns: left inside it, GCC hoists their r x 4 addresses
  // instead, spills them, and reloads each address and then its value
  // (bench/results/kernel_choices.md#stream-b-broadcasts). What does not
  // fit in registers is spilled once per step
  // and read by the FMAs as memory operands. v4 (32 registers) keeps its
  // measured form.
  bool hoist = cg_stream_avx2(e->c->target);
  cg_out(&e->w, "int64_t k = 0;");
  for (int ku = kmain; ku >= 1; ku = ku == 1 ? 0 : 1) {
    cg_out(&e->w, "for (; k + %d <= kc; k += %d) {", ku, ku);
    sb_reset(&sb);
    for (int u = 0; u < ku; u++)
      sb_printf(&sb, "%s*b%d = b + (k + %d) * ldb", u ? ", " : "", u, u);
    cg_out(&e->w, "const %s %s;", bt, sb_cstr(&sb));
    cg_out(&e->w, "const int z = zero && k == 0;");
    if (hoist) {
      for (int i = 0; i < r; i++) {
        sb_reset(&sb);
        for (int u = 0; u < ku; u++)
          sb_printf(&sb, "%sa%d_%d = %s_bcast(a + %d * lda + k + %d)", u ? ", " : "", i, u, vp, i, u);
        cg_out(&e->w, "const %s %s;", vp, sb_cstr(&sb));
      }
    }
    cg_out(&e->w, "for (int64_t j = 0; j < nv; j += %d) {", e->vl);
    sb_reset(&sb);
    for (int u = 0; u < ku; u++)
      sb_printf(&sb, "%sv%d = ld%d_%s(b%d + j)", u ? ", " : "", u, e->vl, tb, u);
    cg_out(&e->w, "const %s %s;", vp, sb_cstr(&sb));
    if (ku == kmain && prefetch) cg_emit_prefetch_lines(e, "j", e->vl, ku, cg_b_next_row, ku);
    cg_out(&e->w, "%s c;", vp);
    for (int i = 0; i < r; i++) {
      cg_out(&e->w, "c = z ? %s_zero() : %s_load(ct + %d * TW + j);", vp, vp, i);
      for (int u = 0; u < ku; u++) {
        if (hoist) cg_out(&e->w, "c = %s_fma(a%d_%d, v%d, c);", vp, i, u, u);
        else cg_out(&e->w, "c = %s_fma(%s_bcast(a + %d * lda + k + %d), v%d, c);", vp, vp, i, u, u);
      }
      cg_out(&e->w, "%s_store(ct + %d * TW + j, c);", vp, i);
    }
    cg_out(&e->w, "}");
    cg_out(&e->w, "}");
  }
  cg_out(&e->w, "}");
  sb_free(&sb);
}

// Row j of the next group of nw rows of W, at offset off past k.
static void cg_w_next_row(strbuf *sb, int j, int off, int nw) {
  sb_printf(sb, "prefetch(w + %d * ldw + k + %d);", nw + j, off);
}

// The same toward the outer caches (x86-64-v4: prefetcht2).
static void cg_w_next_row_far(strbuf *sb, int j, int off, int nw) {
  sb_printf(sb, "prefetch_far(w + %d * ldw + k + %d);", nw + j, off);
}

// Kernel for r rows of A x nw rows of W[N,K] x ku vector steps along K:
// r * nw * ku accumulators, summed across the steps and lanes at the end of
// the block. ku > 1 with nw = 1 reads W as one sequential stream, row after
// row (what the hardware prefetchers follow best; see cg_stream_registers).
static void cg_emit_stream_kernel_w(cg_em *e, int r, int nw, int ku) {
  dtype ax = cg_stream_a_type(e->ex, e->c);
  const char *tb = dtype_name(e->tb), *tc = dtype_name(e->tc), *ta = dtype_name(ax), *vp = e->vp;
  int vl = e->vl;
  strbuf sb = {0};
  cg_blank(e);
  cg_out(&e->w, "INLINE void stream_r%d_w%d(int64_t kc, const %s *restrict a, int64_t lda, const %s "
            "*restrict w, int64_t ldw, float *restrict ct, int first, %s *restrict c, int64_t ldc) {",
         r, nw, cg_ctype(ax), cg_ctype(e->tb), cg_ctype(e->tc));
  for (int i = 0; i < r; i++)
    for (int u = 0; u < ku; u++) {
      sb_reset(&sb);
      for (int j = 0; j < nw; j++) sb_printf(&sb, "%sc%d_%d_%d = %s_zero()", j ? ", " : "", i, j, u, vp);
      cg_out(&e->w, "%s %s;", vp, sb_cstr(&sb));
    }
  // On AVX2 the next group's rows of W are prefetched at the offsets this
  // one reads: a row of 2048 f16 is one 4 KiB page, at whose end the
  // hardware prefetchers stop, so every row started with a wait on memory.
  // On x86-64-v4 the same lines go toward the outer caches (prefetcht2;
  // prefetcht0 gained nothing) wherever a group has several rows. One row
  // read as one long stream (M = 1, nw = 1) lost to it: not prefetched.
  // (bench/results/kernel_choices.md#stream-w-prefetch)
  bool prefetch = cg_stream_avx2(e->c->target) || (vl == 16 && nw > 1);
  cg_out(&e->w, "int64_t k = 0;");
  // The unrolled loop, then (ku > 1) single steps into the first accumulators.
  for (int step = ku; step >= 1; step = step == 1 ? 0 : 1) {
    cg_out(&e->w, "for (; k + %d <= kc; k += %d) {", step * vl, step * vl);
    if (step == ku && prefetch)
      cg_emit_prefetch_lines(e, "k", step * vl, nw, vl == 16 ? cg_w_next_row_far : cg_w_next_row, nw);
    for (int u = 0; u < step; u++)
      for (int j = 0; j < nw; j++)
        cg_out(&e->w, "const %s w%d_%d = ld%d_%s(w + %d * ldw + k + %d);", vp, j, u, vl, tb, j, u * vl);
    cg_out(&e->w, "%s x;", vp);
    for (int u = 0; u < step; u++)
      for (int i = 0; i < r; i++) {
        sb_reset(&sb);
        sb_printf(&sb, "x = ld%d_%s(a + %d * lda + k + %d);", vl, ta, i, u * vl);
        for (int j = 0; j < nw; j++)
          sb_printf(&sb, " c%d_%d_%d = %s_fma(x, w%d_%d, c%d_%d_%d);", i, j, u, vp, j, u, i, j, u);
        cg_out(&e->w, "%s", sb_cstr(&sb));
      }
    cg_out(&e->w, "}");
    if (ku == 1) break;
  }
  // Pairwise sums of the steps, in a fixed order: c<i>_<j>_0 holds them all.
  for (int span = 1; span < ku; span *= 2)
    for (int u = 0; u + span < ku; u += 2 * span)
      for (int i = 0; i < r; i++)
        for (int j = 0; j < nw; j++)
          cg_out(&e->w, "c%d_%d_%d = %s_add(c%d_%d_%d, c%d_%d_%d);", i, j, u, vp, i, j, u, i, j, u + span);
  for (int i = 0; i < r; i++) {
    sb_reset(&sb);
    for (int j = 0; j < nw; j++)
      sb_printf(&sb, "%ss%d_%d = %s_hsum(c%d_%d_0)", j ? ", " : "", i, j, vp, i, j);
    cg_out(&e->w, "float %s;", sb_cstr(&sb));
  }
  if (e->k_tailv) {
    cg_out(&e->w, "for (; k < kc; k++) {");
    for (int j = 0; j < nw; j++) cg_out(&e->w, "const float w%d = ld1_%s(w + %d * ldw + k);", j, tb, j);
    for (int i = 0; i < r; i++) {
      sb_reset(&sb);
      for (int j = 0; j < nw; j++)
        sb_printf(&sb, "%ss%d_%d += ld1_%s(a + %d * lda + k) * w%d;", j ? " " : "", i, j, ta, i, j);
      cg_out(&e->w, "%s", sb_cstr(&sb));
    }
    cg_out(&e->w, "}");
  }
  cg_out(&e->w, "if (!first) {");
  for (int i = 0; i < r; i++) {
    sb_reset(&sb);
    for (int j = 0; j < nw; j++) sb_printf(&sb, "%ss%d_%d += ct[%d * TW + %d];", j ? " " : "", i, j, i, j);
    cg_out(&e->w, "%s", sb_cstr(&sb));
  }
  cg_out(&e->w, "}");
  cg_out(&e->w, "if (c) {");
  for (int i = 0; i < r; i++) {
    sb_reset(&sb);
    for (int j = 0; j < nw; j++)
      sb_printf(&sb, "%sst1_%s(c + %d * ldc + %d, s%d_%d);", j ? " " : "", tc, i, j, i, j);
    cg_out(&e->w, "%s", sb_cstr(&sb));
  }
  cg_out(&e->w, "} else {");
  for (int i = 0; i < r; i++) {
    sb_reset(&sb);
    for (int j = 0; j < nw; j++) sb_printf(&sb, "%sct[%d * TW + %d] = s%d_%d;", j ? " " : "", i, j, i, j);
    cg_out(&e->w, "%s", sb_cstr(&sb));
  }
  cg_out(&e->w, "}");
  cg_out(&e->w, "}");
  sb_free(&sb);
}

// A[0:M, k0:k0+kc] as rows of stride lda: in place (f32, or 16-bit rows the
// kernels convert as they load them: cg_stream_a_type), else converted to
// f32 into af.
static void cg_emit_stream_a_block(cg_em *e) {
  if (cg_stream_a_in_place(e->ex, e->c)) {
    cg_out(&e->w, "const %s *a = A + k0;", cg_ctype(e->ta));
    cg_out(&e->w, "const int64_t lda = K;");
    return;
  }
  const char *ta = dtype_name(e->ta);
  cg_out(&e->w, "for (int64_t i = 0; i < M; i++) {");
  cg_out(&e->w, "int64_t k = 0;");
  cg_out(&e->w, "for (; k + 8 <= kc; k += 8) v8_store(af + i * KC + k, ld8_%s(A + i * K + k0 + k));",
         ta);
  cg_out(&e->w, "for (; k < kc; k++) af[i * KC + k] = ld1_%s(A + i * K + k0 + k);", ta);
  cg_out(&e->w, "}");
  cg_out(&e->w, "const float *a = af;");
  cg_out(&e->w, "const int64_t lda = KC;");
}

// The loop over groups of MU rows of M, with a switch to the kernel of each
// row count that can occur: `prefix<r>suffix`.
static void cg_emit_row_switch(cg_em *e, const char *prefix, const char *suffix) {
  bool used[CG_STREAM_ROWS_MAX + 1];
  cg_stream_row_counts(e, used);
  cg_out(&e->w, "for (int64_t m = 0; m < M; m += MU) {");
  cg_out(&e->w, "switch (M - m < MU ? M - m : MU) {");
  for (int r = e->c->mr; r >= 1; r--)
    if (used[r]) cg_out(&e->w, "case %d: %s%d%s; break;", r, prefix, r, suffix);
  cg_out(&e->w, "default: break;");
  cg_out(&e->w, "}");
  cg_out(&e->w, "}");
}

// After the K loop: C = ct (through the epilogue if any), rows 0..M-1.
static void cg_emit_stream_store(cg_em *e, bool vectors) {
  const char *tc = dtype_name(e->tc);
  strbuf sb = {0};
  cg_out(&e->w, "for (int64_t i = 0; i < M; i++) {");
  cg_out(&e->w, "int64_t j = 0;");
  if (vectors && !e->epilogue)
    cg_out(&e->w, "for (; j < nv; j += %d) st%d_%s(C + i * N + n0 + j, %s_load(ct + i * TW + j));",
           e->vl, e->vl, tc, e->vp);
  if (e->epilogue)
    cg_emit_epilogue_chunks(e, "nt", e->row_i, "n0 + j", "ct + i * TW + j", "C + i * N + n0 + j");
  cg_out(&e->w, "for (; j < nt; j++) st1_%s(C + i * N + n0 + j, %s);", tc,
         cg_final(e, &sb, e->row_i, "n0 + j", "ct[i * TW + j]"));
  cg_out(&e->w, "}");
  sb_free(&sb);
}

// Non-transposed B: all M rows at once, B row after row (see stream_r<r>).
static void cg_emit_stream_rows_body(cg_em *e) {
  const char *tb = dtype_name(e->tb), *tc = dtype_name(e->tc);
  strbuf sb = {0};
  if (e->n_tail) cg_out(&e->w, "const int64_t nv = nt / %d * %d; // columns in full vectors", e->vl, e->vl);
  else cg_out(&e->w, "const int64_t nv = nt; // facts: whole vectors");
  cg_emit_k_loop_open(e);
  cg_emit_stream_a_block(e);
  cg_emit_row_switch(e, "stream_r", "(kc, a + m * lda, lda, B + k0 * N + n0, N, nv, ct + m * TW, "
                                    "first)");
  if (e->n_tail) {
    cg_out(&e->w, "for (int64_t j = nv; j < nt; j++) {");
    cg_out(&e->w, "for (int64_t i = 0; i < M; i++) {");
    cg_out(&e->w, "float s = first ? 0.0f : ct[i * TW + j];");
    cg_out(&e->w, "for (int64_t k = 0; k < kc; k++) s += a[i * lda + k] * ld1_%s(B + (k0 + k) * N + "
              "n0 + j);",
           tb);
    cg_out(&e->w, "ct[i * TW + j] = s;");
    cg_out(&e->w, "}");
    cg_out(&e->w, "}");
  }
  cg_emit_k_loop_close(e);
  if (e->k.umin == 0) {
    cg_out(&e->w, "// K == 0: no K block wrote ct.");
    cg_out(&e->w, "if (K == 0) {");
    cg_out(&e->w, "for (int64_t i = 0; i < M; i++) {");
    cg_out(&e->w, "for (int64_t j = 0; j < nt; j++) st1_%s(C + i * N + n0 + j, %s);", tc,
           cg_final(e, &sb, e->row_i, "n0 + j", "opaque(0.0f)"));
    cg_out(&e->w, "}");
    cg_out(&e->w, "return;");
    cg_out(&e->w, "}");
  }
  cg_emit_stream_store(e, true);
  sb_free(&sb);
}

// Transposed B: groups of MU rows of M x NR rows of W, sums along K. The
// kernels store C themselves on the last block, unless an epilogue applies.
static void cg_emit_stream_w_body(cg_em *e) {
  strbuf call = {0};
  const char *c_out = e->epilogue ? "0" : "last ? C + m * N + n0 + j : 0";
  cg_emit_k_loop_open(e);
  cg_emit_stream_a_block(e);
  cg_out(&e->w, "int64_t j = 0;");
  cg_out(&e->w, "for (; j + NR <= nt; j += NR) {");
  sb_printf(&call, "_w%d(kc, a + m * lda, lda, W + (n0 + j) * K + k0, K, ct + m * TW + j, "
                   "first, %s, N)",
            e->c->nr, c_out);
  cg_emit_row_switch(e, "stream_r", sb_cstr(&call));
  cg_out(&e->w, "}");
  if (e->n_tail) {
    sb_reset(&call);
    sb_printf(&call, "_w1(kc, a + m * lda, lda, W + (n0 + j) * K + k0, K, ct + m * TW + j, "
                     "first, %s, N)",
              c_out);
    cg_out(&e->w, "for (; j < nt; j++) {");
    cg_emit_row_switch(e, "stream_r", sb_cstr(&call));
    cg_out(&e->w, "}");
  }
  cg_emit_k_loop_close(e);
  if (e->epilogue) cg_emit_stream_store(e, false);
  sb_free(&call);
}

static void cg_emit_stream_workgroup(cg_em *e) {
  cg_emit_workgroup_open(e);
  cg_out(&e->w, "(void)x; // one workgroup row: all of M");
  cg_out(&e->w, "float *af = (float *)scratch; // A block in f32");
  cg_out(&e->w, "float *ct = af + AF_FLOATS;   // partial sums, TM x TW");
  cg_out(&e->w, "(void)af;");
  cg_out(&e->w, "const int64_t n0 = (int64_t)y * TN;");
  if (e->stream_merge) {
    cg_out(&e->w, "// Fewer workers than workgroups: g consecutive workgroups become one, so");
    cg_out(&e->w, "// that rows of B are read in longer segments (the hardware prefetchers");
    cg_out(&e->w, "// favour them); the others have nothing to do. Every column is summed in");
    cg_out(&e->w, "// the same order either way: the results do not change.");
    cg_out(&e->w, "const int64_t ny = state->workgroup_count[1], w = state->worker_count;");
    cg_out(&e->w, "const int64_t g = w == 0 || w >= ny ? 1 : (ny + w - 1) / w;");
    cg_out(&e->w, "if (y %% g) return;");
    cg_out(&e->w, "const int64_t nt = N - n0 < g * TN ? N - n0 : g * TN;");
  } else if (e->c->n_remainder) {
    cg_out(&e->w, "const int64_t nt = N - n0 < TN ? N - n0 : TN;");
  } else {
    cg_out(&e->w, "const int64_t nt = TN; // facts: TN divides N");
  }
  if (e->op->transpose_b) cg_emit_stream_w_body(e);
  else cg_emit_stream_rows_body(e);
  cg_out(&e->w, "}");
}

static void cg_emit_stream(cg_em *e) {
  bool used[CG_STREAM_ROWS_MAX + 1];
  cg_stream_row_counts(e, used);
  cg_emit_stream_defines(e);
  for (int r = 1; r <= e->c->mr; r++) {
    if (!used[r]) continue;
    if (!e->op->transpose_b) {
      cg_emit_stream_kernel_rows(e, r);
      continue;
    }
    int ku = e->c->ku > 1 ? e->c->ku : 1;
    cg_emit_stream_kernel_w(e, r, e->c->nr, ku);
    if (e->n_tail && e->c->nr != 1) cg_emit_stream_kernel_w(e, r, 1, ku);
  }
  cg_emit_count(e, "M > 0 ? 1 : 0");
  cg_emit_stream_workgroup(e);
}

static bool cg_is_identifier(const char *s) {
  if (!s || !*s || (*s >= '0' && *s <= '9')) return false;
  for (; *s; s++)
    if (!(*s == '_' || (*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
          (*s >= '0' && *s <= '9')))
      return false;
  return true;
}

static void cg_em_init(cg_em *e, strbuf *out, const ir_exec *ex, const cg_config *c,
                       const fact *facts, const char *symbol) {
  FACET_CHECK(ex->kop_count == 1 && ex->kops[0].kind == KOP_MATMUL);
  FACET_CHECK(cg_is_identifier(symbol));
  memset(e, 0, sizeof(*e));
  e->w.out = out;
  e->ex = ex;
  e->op = &ex->kops[0];
  e->c = c;
  e->facts = facts;
  e->sym = symbol;
  e->ta = ex->bindings[e->op->operands[0]].elem;
  e->tb = ex->bindings[e->op->operands[1]].elem;
  e->tc = ex->bindings[e->op->operands[2]].elem;
  e->m = cg_size_fact(e->op->m, facts);
  e->n = cg_size_fact(e->op->n, facts);
  e->k = cg_size_fact(e->op->k, facts);
  e->nb = ex->iter_rank > 2 ? ex->iter_rank - 2 : 0;
  for (int i = 0; i < 3; i++) e->batched[i] = e->nb > 0 && ex->bindings[e->op->operands[i]].rank > 2;
  FACET_CHECK(e->nb == 0 || e->batched[2]);
  // The config was made per row; the variant's facts (the union of its rows)
  // must still prove what the config left out.
  FACET_CHECK(c->m_remainder || c->flavour == CG_MATMUL_STREAM ||
              cg_divides((uint64_t)c->tile_m, e->m));
  FACET_CHECK(c->flavour != CG_MATMUL_STREAM || e->m.umax <= (uint64_t)c->tile_m);
  FACET_CHECK(c->n_remainder || cg_divides((uint64_t)c->tile_n, e->n));
  FACET_CHECK(c->k_remainder || cg_divides((uint64_t)c->tile_k, e->k));
  int nr = c->nr;
  e->n_tail = c->tile_n % nr || (c->n_remainder && !cg_divides((uint64_t)nr, e->n));
  e->k_tail8 = c->tile_k % 8 || (c->k_remainder && !cg_divides(8, e->k));
  e->simd = c->target->intrinsics;
  e->panel_a = c->flavour == CG_MATMUL_PACKED && c->target->packed_panels;
  e->prefetch_next_w = e->panel_a && c->target->vector_floats >= 16 && e->op->transpose_b &&
                       (c->tile_m <= W_PREFETCH_ROWS || c->m_remainder);
  e->k_short = cg_short_tile_k(c);
  e->stream_merge = cg_stream_merges(ex, c);
  e->acc_c = c->acc_c;
  e->bf16 = e->panel_a && c->target->bf16_dot && e->ta == DT_BF16 && e->tb == DT_BF16;
  FACET_CHECK(!e->bf16 || (c->nr == 32 && c->target->vector_floats == 16));
  e->vl = c->target->vector_floats;
  snprintf(e->vp, sizeof e->vp, "v%d", e->vl);
  e->k_tailv = c->tile_k % e->vl || (c->k_remainder && !cg_divides((uint64_t)e->vl, e->k));
  // Register tiles and streaming kernels are whole vectors wide.
  FACET_CHECK(c->flavour != CG_MATMUL_PACKED || c->nr % e->vl == 0);
  FACET_CHECK(c->flavour != CG_MATMUL_STREAM || e->op->transpose_b || c->nr == e->vl);
  // A fused epilogue (dispatch.c) computes C, outputs[0], from the
  // accumulator; further outputs of the group would not be written here.
  e->epilogue = ex->node_count > 0;
  FACET_CHECK(!e->epilogue ||
              (ex->output_count == 1 && ex->outputs[0].binding == e->op->operands[2]));
  e->row0 = e->epilogue && e->nb ? "r0 + " : "";
  e->row_i = *e->row0 ? "r0 + i" : "i";
}

// A convolution on the matmul flavours: its matmul view (emit_conv.c).
static const ir_exec *cg_matmul_of(const ir_exec *ex, const cg_config *c, ir_exec *view) {
  if (ex->kops[0].kind != KOP_CONV) return ex;
  FACET_CHECK(cg_conv_gemm_view(ex, c->conv_pixels, view));
  return view;
}

void cg_emit_matmul(strbuf *out, const ir_exec *ex, const cg_config *c, const fact *facts,
                    const char *symbol) {
  ir_exec view;
  ex = cg_matmul_of(ex, c, &view);
  cg_em e;
  cg_em_init(&e, out, ex, c, facts, symbol);
  cg_emit_header(&e);
  cg_emit_prelude(&e);
  cg_emit_export_decls(&e);
  if (e.epilogue) cg_emit_epilogue_fn(&e);
  if (c->flavour == CG_MATMUL_STREAM) cg_emit_stream(&e);
  else cg_emit_packed(&e);
  FACET_CHECK(e.w.depth == 0);
}

uint64_t cg_matmul_scratch_bytes(const ir_exec *ex, const cg_config *c) {
  ir_exec view;
  ex = cg_matmul_of(ex, c, &view);
  uint64_t k = (uint64_t)c->tile_k, floats;
  if (c->flavour == CG_MATMUL_STREAM) {
    floats = (cg_stream_a_in_place(ex, c) ? 0 : cg_floats64((uint64_t)c->tile_m * k)) +
             cg_floats64((uint64_t)c->tile_m * (uint64_t)cg_stream_ct_width(ex, c));
  } else {
    uint64_t tmp = (uint64_t)cg_round_up(c->tile_m, c->mr);
    uint64_t tnp = (uint64_t)cg_round_up(c->tile_n, c->nr);
    // With packed panels A is packed one panel at a time, and when C holds
    // the partial sums (acc_c) an MR x NR edge tile replaces ct.
    bool panels = c->flavour == CG_MATMUL_PACKED && c->target->packed_panels;
    uint64_t arows = panels ? (uint64_t)c->mr : tmp;
    uint64_t tile = c->acc_c ? (uint64_t)c->mr * (uint64_t)c->nr : tmp * tnp;
    floats = cg_floats64(k * tnp) + cg_floats64(k * arows + 8) + cg_floats64(tile);
  }
  return floats * sizeof(float);
}

void cg_emit_library(strbuf *out, const char *const *symbols, const uint64_t *scratch,
                     int count) {
  cg_em e = {.w.out = out};
  cg_out(&e.w, "// library.c: facet kernel library, %d entr%s.", count, count == 1 ? "y" : "ies");
  cg_out(&e.w, "// Generated by facet; do not edit.");
  cg_blank(&e);
  cg_out(&e.w, "%s", cg_kernel_c("kernel_abi.h"));
  cg_blank(&e);
  for (int i = 0; i < count; i++) {
    FACET_CHECK(cg_is_identifier(symbols[i]));
    cg_out(&e.w, "void %s_workgroup(const facet_dispatch_state_t *state, uint32_t x, uint32_t y, "
               "uint32_t z, void *scratch);",
           symbols[i]);
    cg_out(&e.w, "void %s_count(const int64_t *pc, uint32_t out[3]);", symbols[i]);
  }
  if (count > 0) {
    cg_out(&e.w, "static const facet_kernel_entry_t entries[%d] = {", count);
    for (int i = 0; i < count; i++)
      cg_out(&e.w, "{\"%s\", %s_workgroup, %s_count, %" PRIu64 "u},", symbols[i], symbols[i],
             symbols[i], scratch[i]);
    cg_out(&e.w, "};");
  }
  cg_out(&e.w, "__attribute__((visibility(\"default\"))) const facet_kernel_library_t "
             "facet_kernel_library_v2 = {FACET_KERNEL_ABI_VERSION, %du, %s};",
         count, count > 0 ? "entries" : "0");
}
