// emit_amx.c: the AMX flavour of the matmul emitter, bf16 x bf16 on the
// tiles of x86-64-v4-amx (emit.c writes what every flavour shares and calls
// cg_emit_amx).
//
// Per workgroup (TM x TN of C) and K block of KC: B (or W) is packed into
// tiles of pairs (kernels/amx.h: fka_pack_b, fka_pack_w); each 32 x 32
// block of C is four tiles of f32 sums that tdpbf16ps adds 16 x 16 x 32
// products into, their A tiles loaded straight from A (a block of 32 rows
// that is short, or a K block with a tail, from a zero-padded copy); the
// sums wait in the f32 tile ct between K blocks. After the last block the
// epilogue and the store read ct row by row (store_edge, emit_packed.c),
// so fused epilogues work as on PACKED: whole rows of the tile, because an
// epilogue's other operands (SwiGLU's up projection) are read along them,
// where 32 x 32 blocks read 32 rows 64 bytes at a time
// (bench/results/kernel_choices.md#amx-tiles).
#include "codegen_internal.h"

#include <inttypes.h>

static void amx_emit_defines(cg_em *e) {
  const cg_config *c = e->c;
  cg_blank(e);
  cg_out(&e->w, "#define TM %d  // rows of C per workgroup", c->tile_m);
  cg_out(&e->w, "#define TN %d  // columns of C per workgroup", c->tile_n);
  cg_out(&e->w, "#define KC %d  // K block", c->tile_k);
  cg_out(&e->w, "#define MR %d  // rows of a block of sums (two tiles)", c->mr);
  cg_out(&e->w, "#define NR %d  // columns of a block (two tiles)", c->nr);
  cg_out(&e->w, "#define TMP %d  // TM rounded up to MR: rows of ct", cg_round_up(c->tile_m, 32));
  cg_out(&e->w, "#define TNP %d  // TN rounded up to NR", cg_round_up(c->tile_n, 32));
  cg_out(&e->w, "#define KCP %d  // KC rounded up to a step of 32", cg_round_up(c->tile_k, 32));
}

static void amx_emit_workgroup(cg_em *e) {
  const cg_config *c = e->c;
  bool tb = e->op->transpose_b;
  cg_emit_workgroup_open(e);
  cg_out(&e->w,
         "uint16_t *bp = (uint16_t *)scratch; // packed B: TNP / 16 strips of KCP / 32 tiles");
  cg_out(&e->w, "uint16_t *ap = bp + TNP * KCP;      // a block of A padded: 32 rows of KCP");
  cg_out(&e->w, "float *ct = (float *)(ap + 32 * KCP); // the sums: TMP x TNP");
  cg_out(&e->w, "const int64_t m0 = (int64_t)x * TM, n0 = (int64_t)y * TN;");
  if (c->m_remainder) cg_out(&e->w, "const int64_t mt = M - m0 < TM ? M - m0 : TM;");
  else cg_out(&e->w, "const int64_t mt = TM; // facts: TM divides M");
  if (c->n_remainder) cg_out(&e->w, "const int64_t nt = N - n0 < TN ? N - n0 : TN;");
  else cg_out(&e->w, "const int64_t nt = TN; // facts: TN divides N");
  cg_out(&e->w, "fka_config();");
  cg_emit_k_loop_open(e);
  cg_out(&e->w, "const int64_t steps = (kc + 31) / 32;");
  cg_out(&e->w, "%s(%s, %s, n0, nt, k0, kc, steps, bp);", tb ? "fka_pack_w" : "fka_pack_b",
         tb ? "W" : "B", tb ? "K" : "N");
  cg_out(&e->w, "for (int64_t i = 0; i < mt; i += MR) {");
  cg_out(&e->w, "const uint16_t *a = A + (m0 + i) * K + k0;");
  cg_out(&e->w, "int64_t lda = K;");
  cg_out(&e->w, "if (i + MR > mt || kc %% 32) {");
  cg_out(&e->w, "fka_pack_a(a, K, mt - i < MR ? mt - i : MR, kc, steps, ap);");
  cg_out(&e->w, "a = ap, lda = steps * 32;");
  cg_out(&e->w, "}");
  cg_out(&e->w, "for (int64_t j = 0; j < nt; j += NR)");
  cg_out(&e->w, "fka_block(a, lda, bp + j * steps * 32, steps, ct + i * TNP + j, TNP, first);");
  cg_out(&e->w, "}");
  cg_emit_k_loop_close(e);
  cg_out(&e->w, "fka_release();");
  cg_out(&e->w, "store_edge(state, C + m0 * N + n0, N, %sm0, n0, mt, nt, ct, TNP);", e->row0);
  cg_out(&e->w, "}");
}

void cg_emit_amx(cg_em *e) {
  FACET_CHECK(e->c->target->amx && e->ta == DT_BF16 && e->tb == DT_BF16);
  FACET_CHECK(e->c->mr == 32 && e->c->nr == 32);
  amx_emit_defines(e);
  cg_emit_store_edge(e, "TMP", "TNP");
  cg_emit_count(e, "(M + TM - 1) / TM");
  amx_emit_workgroup(e);
}

// Floats of an AMX workgroup's scratch: packed B (TNP x KCP bf16), a padded
// block of A (32 x KCP bf16) and the sums (TMP x TNP f32).
uint64_t cg_amx_scratch_floats(const cg_config *c) {
  uint64_t kcp = (uint64_t)cg_round_up(c->tile_k, 32);
  uint64_t tmp = (uint64_t)cg_round_up(c->tile_m, 32), tnp = (uint64_t)cg_round_up(c->tile_n, 32);
  return tnp * kcp / 2 + 32 * kcp / 2 + tmp * tnp;
}
