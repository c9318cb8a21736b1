// emit_packed.c: the PACKED and BLOCKED flavours of the matmul emitter, a
// BLIS-style packed GEMM (emit.c writes what every flavour shares and calls
// cg_emit_packed for these two).
//
// Per workgroup (TM x TN of C) and K block of KC: B is packed into NR-wide
// micro-panels (KC x NR f32), A into MR-tall ones (KC x MR f32), padded with
// zeros; the micro-kernel then computes MR x NR tiles in registers. Partial
// sums between K blocks live in the f32 tile `ct`; on the last block full
// tiles are rounded and stored straight from registers, edge tiles via ct.
#include "codegen_internal.h"

#include <inttypes.h>

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
  cg_out(&e->w, "#define BP_FLOATS %" PRIu64 "  // packed B",
         cg_floats64((uint64_t)c->tile_k * tnp));
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
  cg_out(&e->w,
         "INLINE void micro_kernel(int64_t kc, const float *restrict ap, const float *restrict "
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
                e->acc_c ? "load" : "loada", i, vl * v);
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
                e->acc_c ? "store" : "storea", i, vl * v, i, v);
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
  cg_out(&e->w,
         "INLINE void pack_b(const %s *restrict B, int64_t N, int64_t k0, int64_t kc, int64_t "
         "n0, int64_t nt, float *restrict bp, int64_t ks) {",
         cg_ctype(e->tb));
  cg_out(&e->w, "for (int64_t k = 0; k < kc; k += 8) {");
  cg_out(&e->w, "const int64_t rows = kc - k < 8 ? kc - k : 8;");
  cg_out(&e->w, "const %s *row = B + (k0 + k) * N + n0;", cg_ctype(e->tb));
  cg_out(&e->w, "int64_t j = 0;");
  cg_out(&e->w, "for (; j + NR <= nt; j += NR) {");
  cg_out(&e->w, "for (int64_t r = 0; r < rows; r++) {");
  for (int v = 0; v < nv; v++)
    cg_out(&e->w, "%s_storea(bp + j * ks + (k + r) * NR + %d, ld%d_%s(row + r * N + j + %d));",
           e->vp, vl * v, vl, tb, vl * v);
  cg_out(&e->w, "}");
  cg_out(&e->w, "}");
  if (e->n_tail) {
    cg_out(&e->w, "if (j < nt) {");
    cg_out(&e->w, "for (int64_t r = 0; r < rows; r++) {");
    cg_out(&e->w, "for (int64_t jj = 0; jj < NR; jj++) {");
    cg_out(&e->w,
           "bp[j * ks + (k + r) * NR + jj] = j + jj < nt ? ld1_%s(row + r * N + j + jj) : 0.0f;",
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
  cg_out(&e->w,
         "INLINE void pack_b(const %s *restrict W, int64_t K, int64_t k0, int64_t kc, int64_t "
         "n0, int64_t nt, float *restrict bp, int64_t ks) {",
         cg_ctype(e->tb));
  cg_out(&e->w, "for (int64_t j = 0; j < nt; j += NR) {");
  cg_out(&e->w, "float *panel = bp + j * ks;");
  if (e->n_tail || !v3) {
    cg_out(&e->w, "if (%s) {", v3 ? "j + NR > nt" : "1");
    cg_out(&e->w, "for (int64_t k = 0; k < kc; k++) {");
    cg_out(&e->w, "for (int64_t jj = 0; jj < NR; jj++) {");
    cg_out(&e->w,
           "panel[k * NR + jj] = j + jj < nt ? ld1_%s(W + (n0 + j + jj) * K + k0 + k) : 0.0f;", tb);
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
      cg_out(&e->w, "for (int t = 0; t < 8; t++) panel[k * NR + g + t] = ld1_%s(w + t * K + k);",
             tb);
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
  cg_out(&e->w,
         "INLINE void pack_a(const %s *restrict A, int64_t K, int64_t m0, int64_t mt, int64_t "
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
      cg_out(&e->w,
             "for (int t = 0; t < 8; t++) r[t] = t < %d && i + %d + t < mt ? ld8_%s(a + (%d + "
             "t) * K + k) : v8_zero();",
             rows, g, ta, g);
      cg_out(&e->w, "v8_transpose8(r);");
      if (rows == 8 || e->vl != 16)
        cg_out(&e->w, "for (int t = 0; t < 8; t++) v8_store(panel + (k + t) * MR + %d, r[t]);", g);
      else
        cg_out(&e->w,
               "for (int t = 0; t < 8; t++) v8_store_n(panel + (k + t) * MR + %d, r[t], %d);", g,
               rows);
      cg_out(&e->w, "}");
    }
    cg_out(&e->w, "}");
  }
  cg_out(&e->w, "for (; k < kc; k++) {");
  cg_out(&e->w,
         "for (int r = 0; r < MR; r++) panel[k * MR + r] = i + r < mt ? ld1_%s(a + r * K + k) : "
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
  cg_out(&e->w,
         "// bp[j * ks + p * NR + jj] = (B[k0 + 2p][n0 + j + jj], B[k0 + 2p + 1][n0 + j + jj]),");
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
    cg_out(&e->w, "bp[j * ks + p * NR + jj] = j + jj < nt ? bf16_join(r0[j + jj], r1 ? r1[j + jj] "
                  ": 0) : 0.0f;");
    cg_out(&e->w, "}");
    cg_out(&e->w, "}");
    cg_out(&e->w, "}");
  }
  cg_out(&e->w, "}");
  cg_out(&e->w, "}");
}

static void cg_emit_bf16_pack_b_transposed(cg_em *e) {
  cg_blank(e);
  cg_out(&e->w,
         "// bp[j * ks + p * NR + jj] = (W[n0 + j + jj][k0 + 2p], W[n0 + j + jj][k0 + 2p + 1]),");
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
    cg_out(&e->w,
           "panel[p * NR + jj] = j + jj < nt ? bf16_join(w[0], 2 * p + 1 < kc ? w[1] : 0) : 0.0f;");
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
  cg_out(
      &e->w,
      "for (int t = 0; t < 8; t++) panel[p * NR + g + t] = bf16_join(w[t * K + 2 * p], 2 * p + 1 "
      "< kc ? w[t * K + 2 * p + 1] : 0);");
  cg_out(&e->w, "}");
  cg_out(&e->w, "}");
  cg_out(&e->w, "}");
  cg_out(&e->w, "}");
}

static void cg_emit_bf16_pack_a(cg_em *e) {
  int mr = e->c->mr;
  cg_blank(e);
  cg_out(&e->w,
         "// ap[i * KC + p * MR + r] = (A[m0 + i + r][k0 + 2p], A[m0 + i + r][k0 + 2p + 1]), zero");
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
    cg_out(&e->w,
           "for (int t = 0; t < 8; t++) r[t] = t < %d && i + %d + t < mt ? v8_load((const float "
           "*)(a + (%d + t) * K + 2 * p)) : v8_zero();",
           rows, g, g);
    cg_out(&e->w, "v8_transpose8(r);");
    if (rows == 8)
      cg_out(&e->w, "for (int t = 0; t < 8; t++) v8_store(panel + (p + t) * MR + %d, r[t]);", g);
    else
      cg_out(&e->w, "for (int t = 0; t < 8; t++) v8_store_n(panel + (p + t) * MR + %d, r[t], %d);",
             g, rows);
    cg_out(&e->w, "}");
  }
  cg_out(&e->w, "}");
  cg_out(&e->w, "for (; 2 * p < kc; p++) {");
  cg_out(&e->w,
         "for (int r = 0; r < MR; r++) panel[p * MR + r] = i + r < mt ? bf16_join(a[r * K + 2 * "
         "p], 2 * p + 1 < kc ? a[r * K + 2 * p + 1] : 0) : 0.0f;");
  cg_out(&e->w, "}");
  cg_out(&e->w, "}");
  cg_out(&e->w, "}");
}

void cg_emit_store_edge(cg_em *e, const char *max_rows, const char *max_cols) {
  strbuf sb = {0};
  cg_blank(e);
  cg_out(&e->w, "// Stores the valid part of a tile of ct (at most %s x %s; an edge tile, or any",
         max_rows, max_cols);
  cg_out(&e->w, "// tile when an epilogue applies); (gi, gj) is its first element in C.");
  cg_out(&e->w,
         "INLINE void store_edge(const facet_dispatch_state_t *state, %s *restrict C, int64_t "
         "ldc, int64_t gi, int64_t gj, int64_t rows, int64_t cols, const float *restrict t, "
         "int64_t ldt) {",
         cg_ctype(e->tc));
  cg_out(&e->w, "(void)state; (void)gi; (void)gj;");
  cg_out(&e->w, "if (rows > %s) rows = %s;", max_rows, max_rows);
  cg_out(&e->w, "if (cols > %s) cols = %s;", max_cols, max_cols);
  cg_out(&e->w, "for (int64_t i = 0; i < rows; i++) {");
  cg_out(&e->w, "int64_t j = 0;");
  if (e->epilogue)
    cg_emit_epilogue_chunks(e, "cols", "gi + i", "gj + j", "t + i * ldt + j", "C + i * ldc + j");
  else if (e->simd)
    cg_out(&e->w,
           "for (; j + %d <= cols; j += %d) st%d_%s(C + i * ldc + j, %s_load(t + i * ldt + j));",
           e->vl, e->vl, e->vl, dtype_name(e->tc), e->vp);
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
  snprintf(edge, sizeof edge,
           "if (last) store_edge(state, C + (m0 + i) * N + n0 + j, N, %sm0 + i, "
           "n0 + j, mt - i, nt - j, t, TNP);",
           e->row0);
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
      cg_out(
          &e->w,
          "if (pf_tile++ >= pf_from) for (int64_t q = 0; q < pf_per && pf < pf_lines; q++, pf++) "
          "prefetch_far((const char *)W + pf_first + (pf / pf_lpr) * pf_stride + (pf %% pf_lpr) * "
          "64);");
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
// The bound is CG_W_PREFETCH_ROWS (codegen_internal.h: cg_em_init reads it).

static void cg_emit_next_w_prefetch_setup(cg_em *e) {
  size_t es = dtype_size(e->tb);
  const char *kb = e->k_short ? "kb" : "KC";
  cg_out(&e->w,
         "const int64_t pf_k = K - k0 - kc < %s ? K - k0 - kc : %s; // next block's K (0: none)",
         kb, kb);
  // nt rows of W, pf_k elements each
  cg_out(&e->w,
         "const int64_t pf_first = (n0 * K + k0 + kc) * %zu; // byte offset of its first line", es);
  cg_out(&e->w, "const int64_t pf_stride = K * %zu, pf_lpr = (pf_k * %zu + 63) / 64;", es, es);
  if (e->c->tile_m <= CG_W_PREFETCH_ROWS) cg_out(&e->w, "const int64_t pf_lines = nt * pf_lpr;");
  else
    cg_out(&e->w, "const int64_t pf_lines = mt <= %d ? nt * pf_lpr : 0; // short last tile only",
           CG_W_PREFETCH_ROWS);
  cg_out(&e->w, "const int64_t pf_tiles = (mt + MR - 1) / MR * ((nt + NR - 1) / NR);");
  cg_out(&e->w,
         "const int64_t pf_from = pf_tiles - (pf_tiles + 3) / 4; // the last quarter prefetches");
  cg_out(&e->w,
         "const int64_t pf_per = (pf_lines + pf_tiles - pf_from - 1) / (pf_tiles - pf_from);");
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
  else cg_out(&e->w, "float *ct = ap + AP_FLOATS;    // C tile in f32 between K blocks");
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
  cg_out(&e->w, "const int64_t ks = %s; // stride of B's micro-panels, in K steps",
         e->k_short ? "kb" : "KC");
  cg_emit_k_loop_open(e);
  cg_out(&e->w, "pack_b(%s, k0, kc, n0, nt, bp, ks);", tb ? "W, K" : "B, N");
  if (e->prefetch_next_w) cg_emit_next_w_prefetch_setup(e);
  cg_emit_packed_tiles(e);
  cg_emit_k_loop_close(e);
  cg_out(&e->w, "}");
}

void cg_emit_packed(cg_em *e) {
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
  cg_emit_store_edge(e, "MR", "NR");
  cg_emit_count(e, "(M + TM - 1) / TM");
  cg_emit_packed_workgroup(e);
}

// Floats of a PACKED / BLOCKED workgroup's scratch: packed B, packed A, and
// the f32 tile ct. With packed panels A is packed one panel at a time, and
// when C holds the partial sums (acc_c) an MR x NR edge tile replaces ct.
uint64_t cg_packed_scratch_floats(const cg_config *c) {
  uint64_t k = (uint64_t)c->tile_k;
  uint64_t tmp = (uint64_t)cg_round_up(c->tile_m, c->mr);
  uint64_t tnp = (uint64_t)cg_round_up(c->tile_n, c->nr);
  bool panels = c->flavour == CG_MATMUL_PACKED && c->target->packed_panels;
  uint64_t arows = panels ? (uint64_t)c->mr : tmp;
  uint64_t tile = c->acc_c ? (uint64_t)c->mr * (uint64_t)c->nr : tmp * tnp;
  return cg_floats64(k * tnp) + cg_floats64(k * arows + 8) + cg_floats64(tile);
}
