// emit.c: the C emitter of matmuls (KOP_MATMUL): one translation unit per
// variant. This file writes what every flavour shares and hands the rest
// to the flavour's file: emit_packed.c (PACKED, BLOCKED: packed GEMM),
// emit_stream.c (STREAM: small M). It also holds the writer every emitter
// writes through (cg_out, cg_vline), the kernel C a TU starts with, and
// the library TU (cg_emit_library).
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

static void cg_line(strbuf *out, int *depth, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
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
  if ((extras & CG_KC_AMX) || ((extras & CG_KC_QUANT) && t->amx)) files[n++] = "amx.h";
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

void cg_blank(cg_em *e) { cg_out(&e->w, "%s", ""); }

const char *cg_ctype(dtype t) { return t == DT_F32 ? "float" : "uint16_t"; }

// Floats of a scratch section, rounded to 64 bytes to keep sections aligned.
uint64_t cg_floats64(uint64_t n) { return (n + 15) / 16 * 16; }

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
                   (e->epilogue ? CG_KC_ELEMENTWISE : 0) | (e->bf16 ? CG_KC_BF16 : 0) |
                       (e->c->flavour == CG_MATMUL_AMX ? CG_KC_AMX : 0));
}

// The two exported functions (the library table refers to them).
void cg_emit_entry_decls(strbuf *out, int *depth, const char *symbol) {
  cg_line(out, depth, "void %s_count(const int64_t *pc, uint32_t out[3]);", symbol);
  cg_line(out, depth,
          "void %s_workgroup(const facet_dispatch_state_t *state, uint32_t x, uint32_t y, "
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

// A size of 1: static, or a push constant whose facts make it 1.
static bool kdim_is_one(ir_kdim d, const fact *facts) {
  if (!d.dynamic) return d.value == 1;
  return fact_is_point(facts[d.value]) && facts[d.value].umin == 1;
}

// Appends " + OFFSET" to sb: the first element of matrix z of operand i
// (0 A, 1 B, 2 C) of a batched matmul, whose matrices hold `matrix`
// elements; nothing where every z reads the same one (rank 2). z runs over
// the result's batch dims, the last fastest; an operand's batch dims align
// with their end, and one it lacks or has as 1 is broadcast: its index
// adds nothing there (torch.matmul's broadcasting, read in place).
static void cg_batch_offset(strbuf *sb, const ir_exec *ex, int i, const fact *facts,
                            const char *matrix) {
  const ir_kbinding *b = &ex->bindings[ex->kops[0].operands[i]];
  int nb = ex->iter_rank - 2, skip = nb - (b->rank - 2);
  if (nb <= 0 || b->rank <= 2) return;
  bool full[IR_MAX_RANK], all = true;
  for (int d = 0; d < nb; d++) {
    full[d] = d >= skip && !kdim_is_one(b->dims[d - skip], facts);
    all &= full[d] || kdim_is_one(ex->iter[d], facts);
  }
  if (all) {
    sb_printf(sb, " + (int64_t)z * %s", matrix);
    return;
  }
  // index d of z: z / (the sizes after d) % size d; its stride: the sizes
  // after d that the operand has, times the matrix
  for (int d = 0; d < nb; d++) {
    if (!full[d]) continue;
    strbuf after = {0}, stride = {0};
    char v[32];
    for (int e = d + 1; e < nb; e++) {
      cg_kdim_text(v, sizeof v, ex->iter[e], facts);
      sb_printf(&after, " / %s", v);
      if (full[e]) sb_printf(&stride, " * %s", v);
    }
    cg_kdim_text(v, sizeof v, ex->iter[d], facts);
    sb_printf(sb, " + (int64_t)z%s %% %s%s * %s", sb_cstr(&after), v, sb_cstr(&stride), matrix);
    sb_free(&after), sb_free(&stride);
  }
}

void cg_batch_offsets(strbuf off[3], const ir_exec *ex, const fact *facts) {
  static const char *const sizes[3] = {"M * K", "K * N", "M * N"};
  for (int i = 0; i < 3; i++) cg_batch_offset(&off[i], ex, i, facts, sizes[i]);
}

// The operands' bases: each its matrix of batch z.
static void cg_emit_bindings(cg_em *e) {
  const int *o = e->op->operands;
  strbuf off[3] = {{0}, {0}, {0}};
  cg_batch_offsets(off, e->ex, e->facts);
  cg_out(&e->w, "const %s *restrict A = (const %s *)state->bindings[%d]%s;", cg_ctype(e->ta),
         cg_ctype(e->ta), o[0], sb_cstr(&off[0]));
  cg_out(&e->w, "const %s *restrict %s = (const %s *)state->bindings[%d]%s;", cg_ctype(e->tb),
         e->op->transpose_b ? "W" : "B", cg_ctype(e->tb), o[1], sb_cstr(&off[1]));
  cg_out(&e->w, "%s *restrict C = (%s *)state->bindings[%d]%s;", cg_ctype(e->tc), cg_ctype(e->tc),
         o[2], sb_cstr(&off[2]));
  for (int i = 0; i < 3; i++) sb_free(&off[i]);
}

// The K loop header shared by both flavours; a do-while so that K == 0
// still runs one (empty) block that writes zeros. With k_short the K block
// is the tile's own, kb (cg_emit_packed_workgroup).
void cg_emit_k_loop_open(cg_em *e) {
  cg_out(&e->w, "int64_t k0 = 0;");
  cg_out(&e->w, "do {");
  if (e->k_short) cg_out(&e->w, "const int64_t kc = K - k0 < kb ? K - k0 : kb;");
  else if (e->c->k_remainder) cg_out(&e->w, "const int64_t kc = K - k0 < KC ? K - k0 : KC;");
  else cg_out(&e->w, "const int64_t kc = KC; // facts: KC divides K");
  cg_out(&e->w, "const int first = k0 == 0, last = k0 + kc >= K;");
  cg_out(&e->w, "(void)first; (void)last;");
}

void cg_emit_k_loop_close(cg_em *e) {
  cg_out(&e->w, "k0 += kc;");
  cg_out(&e->w, "} while (k0 < K);");
}

void cg_emit_count(cg_em *e, const char *m_tiles) {
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

void cg_emit_workgroup_open(cg_em *e) {
  cg_blank(e);
  cg_out(&e->w,
         "void %s_workgroup(const facet_dispatch_state_t *state, uint32_t x, uint32_t y, "
         "uint32_t z, void *scratch) {",
         e->sym);
  cg_out(&e->w, "const int64_t *pc = state->push_constants;");
  cg_out(&e->w, "(void)z;");
  cg_emit_sizes(e);
  cg_emit_bindings(e);
  if (*e->row0)
    cg_out(&e->w, "const int64_t r0 = (int64_t)z * M; // the epilogue's rows: C as [Z * M, N]");
}

// The value stored at C[i][j] for the f32 accumulator v: v itself, or the
// fused epilogue (emit_rows.c) applied to it.
const char *cg_final(cg_em *e, strbuf *sb, const char *i, const char *j, const char *v) {
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
// One loop of chunks of `lanes` elements: the epilogue per element into ev
// (a loop the compiler vectorises), then stores of whole vectors.
static void cg_emit_epilogue_chunk_loop(cg_em *e, int lanes, const char *end, const char *i,
                                        const char *j, const char *src, const char *dst) {
  strbuf sb = {0}, col = {0};
  sb_printf(&col, "%s + l", j);
  cg_out(&e->w, "for (; j + %d <= %s; j += %d) {", lanes, end, lanes);
  cg_out(&e->w, "float ev[%d];", lanes);
  cg_out(&e->w, "const float *es = %s;", src);
  cg_out(&e->w, "for (int l = 0; l < %d; l++) ev[l] = %s;", lanes,
         cg_final(e, &sb, i, sb_cstr(&col), "es[l]"));
  for (int v = 0; v < lanes; v += e->vl)
    cg_out(&e->w, "st%d_%s(%s + %d, %s_%s(ev + %d));", e->vl, dtype_name(e->tc), dst, v, e->vp,
           e->vl == 16 ? "load_stored" : "load", v);
  cg_out(&e->w, "}");
  sb_free(&sb);
  sb_free(&col);
}

void cg_emit_epilogue_chunks(cg_em *e, const char *end, const char *i, const char *j,
                             const char *src, const char *dst) {
  // On 16-float vectors chunks of 32 first: an epilogue that loads 16-bit
  // values (bf16, f16) vectorises at 32 lanes of them a 512-bit vector, so
  // a loop of 16 fell back to 256-bit vectors, twice the instructions
  // (bench/results/kernel_choices.md#epilogue-forwarding).
  if (e->vl == 16) cg_emit_epilogue_chunk_loop(e, 32, end, i, j, src, dst);
  cg_emit_epilogue_chunk_loop(e, e->vl, end, i, j, src, dst);
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
  for (int i = 0; i < 3; i++)
    e->batched[i] = e->nb > 0 && ex->bindings[e->op->operands[i]].rank > 2;
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
                       (c->tile_m <= CG_W_PREFETCH_ROWS || c->m_remainder);
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
  else if (c->flavour == CG_MATMUL_AMX) cg_emit_amx(&e);
  else cg_emit_packed(&e);
  FACET_CHECK(e.w.depth == 0);
}

// Scratch bytes a worker needs: the sections of the flavour's workgroup
// (emit_packed.c, emit_stream.c, emit_amx.c).
uint64_t cg_matmul_scratch_bytes(const ir_exec *ex, const cg_config *c) {
  ir_exec view;
  ex = cg_matmul_of(ex, c, &view);
  uint64_t floats = c->flavour == CG_MATMUL_STREAM ? cg_stream_scratch_floats(ex, c)
                    : c->flavour == CG_MATMUL_AMX  ? cg_amx_scratch_floats(c)
                                                   : cg_packed_scratch_floats(c);
  return floats * sizeof(float);
}

void cg_emit_library(strbuf *out, const char *const *symbols, const uint64_t *scratch, int count) {
  cg_em e = {.w.out = out};
  cg_out(&e.w, "// library.c: facet kernel library, %d entr%s.", count, count == 1 ? "y" : "ies");
  cg_out(&e.w, "// Generated by facet; do not edit.");
  cg_blank(&e);
  cg_out(&e.w, "%s", cg_kernel_c("kernel_abi.h"));
  cg_blank(&e);
  for (int i = 0; i < count; i++) {
    FACET_CHECK(cg_is_identifier(symbols[i]));
    cg_out(&e.w,
           "void %s_workgroup(const facet_dispatch_state_t *state, uint32_t x, uint32_t y, "
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
  cg_out(&e.w,
         "__attribute__((visibility(\"default\"))) const facet_kernel_library_t "
         "facet_kernel_library_v2 = {FACET_KERNEL_ABI_VERSION, %du, %s};",
         count, count > 0 ? "entries" : "0");
}
