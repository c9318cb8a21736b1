// emit_stream.c: the STREAM flavour of the matmul emitter, for small M
// (emit.c writes what every flavour shares and calls cg_emit_stream).
//
// One workgroup computes all M rows for TN columns; B is read once in its
// natural layout. A is converted to f32 per K block (read in place when it
// is f32 already); partial sums between K blocks live in ct (M x TN f32).
// Rows of M go in groups of MU, each row count that can occur has its own
// fully unrolled kernel.
#include "codegen_internal.h"

#include <inttypes.h>
#include <string.h>

// STREAM with B[K,N] on AVX2 (16 ymm registers: x86-64-v3): what was
// measured on Zen 3 for the stream kernel (the merge bound, the broadcasts
// of A per step, prefetching short segments). The portable target keeps its
// earlier form: none of it was measured there.
static bool cg_stream_avx2(const cg_target *t) { return t->intrinsics && t->vector_registers < 32; }

// STREAM with B[K,N] and a static N: workgroups merge into longer row
// segments when the workers are fewer (see cg_emit_stream_workgroup); the
// partial sums then span N columns, which must stay small next to L2. On
// AVX2 at most twice L1: merging gained with sums of up to 64 KiB and lost
// with 128 KiB (bench/results/kernel_choices.md#stream-merge).
bool cg_stream_merges(const ir_exec *ex, const cg_config *c) {
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
  int64_t w =
      cg_stream_merges(ex, c) ? (op->n.value + c->tile_n - 1) / c->tile_n * c->tile_n : c->tile_n;
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
  bool in_place =
      ex->kops[0].transpose_b && dtype_size(ta) == 2 && !cg_stream_avx2(c->target) &&
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
  cg_out(&e->w,
         "INLINE void stream_r%d(int64_t kc, const float *restrict a, int64_t lda, const %s "
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
    for (int u = 0; u < ku; u++) sb_printf(&sb, "%s*b%d = b + (k + %d) * ldb", u ? ", " : "", u, u);
    cg_out(&e->w, "const %s %s;", bt, sb_cstr(&sb));
    cg_out(&e->w, "const int z = zero && k == 0;");
    if (hoist) {
      for (int i = 0; i < r; i++) {
        sb_reset(&sb);
        for (int u = 0; u < ku; u++)
          sb_printf(&sb, "%sa%d_%d = %s_bcast(a + %d * lda + k + %d)", u ? ", " : "", i, u, vp, i,
                    u);
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
  cg_out(&e->w,
         "INLINE void stream_r%d_w%d(int64_t kc, const %s *restrict a, int64_t lda, const %s "
         "*restrict w, int64_t ldw, float *restrict ct, int first, %s *restrict c, int64_t ldc) {",
         r, nw, cg_ctype(ax), cg_ctype(e->tb), cg_ctype(e->tc));
  for (int i = 0; i < r; i++)
    for (int u = 0; u < ku; u++) {
      sb_reset(&sb);
      for (int j = 0; j < nw; j++)
        sb_printf(&sb, "%sc%d_%d_%d = %s_zero()", j ? ", " : "", i, j, u, vp);
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
      cg_emit_prefetch_lines(e, "k", step * vl, nw, vl == 16 ? cg_w_next_row_far : cg_w_next_row,
                             nw);
    for (int u = 0; u < step; u++)
      for (int j = 0; j < nw; j++)
        cg_out(&e->w, "const %s w%d_%d = ld%d_%s(w + %d * ldw + k + %d);", vp, j, u, vl, tb, j,
               u * vl);
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
          cg_out(&e->w, "c%d_%d_%d = %s_add(c%d_%d_%d, c%d_%d_%d);", i, j, u, vp, i, j, u, i, j,
                 u + span);
  for (int i = 0; i < r; i++) {
    sb_reset(&sb);
    for (int j = 0; j < nw; j++)
      sb_printf(&sb, "%ss%d_%d = %s_hsum(c%d_%d_0)", j ? ", " : "", i, j, vp, i, j);
    cg_out(&e->w, "float %s;", sb_cstr(&sb));
  }
  if (e->k_tailv) {
    cg_out(&e->w, "for (; k < kc; k++) {");
    for (int j = 0; j < nw; j++)
      cg_out(&e->w, "const float w%d = ld1_%s(w + %d * ldw + k);", j, tb, j);
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
    for (int j = 0; j < nw; j++)
      sb_printf(&sb, "%ss%d_%d += ct[%d * TW + %d];", j ? " " : "", i, j, i, j);
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
    for (int j = 0; j < nw; j++)
      sb_printf(&sb, "%sct[%d * TW + %d] = s%d_%d;", j ? " " : "", i, j, i, j);
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
  cg_out(&e->w,
         "for (; k + 8 <= kc; k += 8) v8_store(af + i * KC + k, ld8_%s(A + i * K + k0 + k));", ta);
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
  if (e->n_tail)
    cg_out(&e->w, "const int64_t nv = nt / %d * %d; // columns in full vectors", e->vl, e->vl);
  else cg_out(&e->w, "const int64_t nv = nt; // facts: whole vectors");
  cg_emit_k_loop_open(e);
  cg_emit_stream_a_block(e);
  cg_emit_row_switch(e, "stream_r",
                     "(kc, a + m * lda, lda, B + k0 * N + n0, N, nv, ct + m * TW, "
                     "first)");
  if (e->n_tail) {
    cg_out(&e->w, "for (int64_t j = nv; j < nt; j++) {");
    cg_out(&e->w, "for (int64_t i = 0; i < M; i++) {");
    cg_out(&e->w, "float s = first ? 0.0f : ct[i * TW + j];");
    cg_out(&e->w,
           "for (int64_t k = 0; k < kc; k++) s += a[i * lda + k] * ld1_%s(B + (k0 + k) * N + "
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
  sb_printf(&call,
            "_w%d(kc, a + m * lda, lda, W + (n0 + j) * K + k0, K, ct + m * TW + j, "
            "first, %s, N)",
            e->c->nr, c_out);
  cg_emit_row_switch(e, "stream_r", sb_cstr(&call));
  cg_out(&e->w, "}");
  if (e->n_tail) {
    sb_reset(&call);
    sb_printf(&call,
              "_w1(kc, a + m * lda, lda, W + (n0 + j) * K + k0, K, ct + m * TW + j, "
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

void cg_emit_stream(cg_em *e) {
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

// Floats of a STREAM workgroup's scratch: the A block in f32 (none when A
// is read in place), then the partial sums ct.
uint64_t cg_stream_scratch_floats(const ir_exec *ex, const cg_config *c) {
  uint64_t k = (uint64_t)c->tile_k;
  return (cg_stream_a_in_place(ex, c) ? 0 : cg_floats64((uint64_t)c->tile_m * k)) +
         cg_floats64((uint64_t)c->tile_m * (uint64_t)cg_stream_ct_width(ex, c));
}
