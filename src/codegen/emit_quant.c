// emit_quant.c: quantized matmuls (KOP_QMATMUL): configure, scratch, C.
//
//   C[r, n] = sum_k A[r, k] * W[n, k], W in sharktank's planes (ir.h)
//
// The arithmetic is hand-written kernel C (src/kernels/quant.h, fk_qmm:
// A's rows quantized to int8 or int16 blocks, integer dot products per
// block, f32 block scales). The generated part is the grid: a workgroup computes
// `tile_m` rows of A against `tile_n` rows of W, quantizing its own rows
// first. The config is per fact row, like every matmul's: a decode row
// (few rows of A) takes all rows in one workgroup row and splits N into
// about QMM_DECODE_SPLIT workgroups of at least QMM_DECODE_N weight rows
// (but at least 4 workgroups), so A is quantized that many times and
// the weights stream once; a prefill row takes blocks of QMM_PREFILL_M
// rows by QMM_PREFILL_N weight rows, so a workgroup's A block and weight
// panel stay in cache while it works.
//
// Activation bits: int16 by default (an error of 2^-16 of a block's
// largest activation, below the f16 rounding the program itself does, so
// the compiled logits stay within the f16 model's tolerance of the
// reference's); with --quant-activations=int8, llama.cpp's q8_0 / q8_K
// trade (2^-8, about 10x the logit error on the toy Llama of
// tests/e2e/quant_llm.sh) where it is faster: a decode row (one vpdpbusd
// per 64 weights where split int16 takes two) and a prefill row on a target
// with vpdpbusd (64 multiply-adds an instruction against vpdpwssd's 32).
// bench/results/qmm.md has the measurements.
#include "codegen_internal.h"

#include <inttypes.h>

enum {
  QMM_DECODE_ROWS = 8,   // the most rows of A that take the decode grid
  QMM_DECODE_SPLIT = 16, // workgroups along N of a decode grid, at most
  // Weight rows of a decode workgroup, at least: each quantizes A again, a
  // cost of K, like that of one weight row or a few
  // (bench/results/kernel_choices.md#quant-decode-split).
  QMM_DECODE_N = 512,
  QMM_PREFILL_M = 64,
  QMM_PREFILL_M_AMX = 128, // each weight made bf16 once per workgroup: for more rows
  QMM_PREFILL_N = 256,
  // AMX: every workgroup makes its rows of A into tiles again, so wide ones
  // (but N / 4 at most: both threads busy) pay
  // (bench/results/kernel_choices.md#quant-amx-tile-n).
  QMM_PREFILL_N_AMX = 1024,
};

static int64_t static_n(const ir_exec *ex) {
  ir_kdim n = ex->kops[0].n;
  return n.dynamic ? 0 : n.value;
}

cg_config cg_configure_qmatmul(const ir_exec *ex, const fact *row, const cg_target *t) {
  fact m = cg_size_fact(ex->kops[0].m, row);
  cg_config c = {.flavour = CG_QMATMUL, .target = t};
  if (m.umax <= QMM_DECODE_ROWS) {
    c.tile_m = m.umax ? (int)m.umax : 1;
    int64_t n = static_n(ex), split = (n + QMM_DECODE_SPLIT - 1) / QMM_DECODE_SPLIT;
    int64_t quarter = (n + 3) / 4, least = quarter < QMM_DECODE_N ? quarter : QMM_DECODE_N;
    if (split < least) split = least;
    c.tile_n = (int)((split + 15) / 16 * 16);
    if (c.tile_n < 16) c.tile_n = 16;
    c.act_bits = t->quant_act_int8 ? 8 : 16;
  } else {
    c.act_bits = t->quant_act_int8 && t->int8_dot ? 8 : 16;
    c.tile_m = c.act_bits == 8 && t->amx ? QMM_PREFILL_M_AMX : QMM_PREFILL_M;
    c.tile_n = QMM_PREFILL_N;
    if (c.act_bits == 8 && t->amx) {
      int64_t quarter = (static_n(ex) / 4 + 15) / 16 * 16;
      c.tile_n = quarter > QMM_PREFILL_N_AMX ? QMM_PREFILL_N_AMX
                 : quarter > QMM_PREFILL_N   ? (int)quarter
                                             : QMM_PREFILL_N;
    }
  }
  return c;
}

void cg_qmatmul_config_print(strbuf *sb, const cg_config *c) {
  sb_printf(sb, "qmatmul tile=%dx%d act=i%d isa=%s", c->tile_m, c->tile_n, c->act_bits,
            c->target->name);
}

static uint64_t round_up(uint64_t x, uint64_t m) { return (x + m - 1) / m * m; }

// Per worker: what quant.h's fk_qmm_scratch asks for tile_m rows of A, with
// G = K / 32 blocks, G16 = G rounded up to 16, Gp to 4, L = 8 for q8_0,
// else 4. The decode records (rows <= 8): per row of A up64(P * 32 Gp + 4 L
// Gp + 4 G16) (P byte planes: 1 for int8, 2 for int16 split into bytes;
// the block scales in L lanes; the sums), then 32 G16 (the scales of 4
// weight rows). The panels: (rows + 4) * B * G16 (per row of A and of the
// 4-row weight panel; B = 72 for int16, 40 for int8); for int8 also the
// AMX prefill's: up32(rows) * (64 G + 512) + 4096 min(G, 64) + 1024 G16.
// Each is the largest of what a call may take; the kernel traps if the
// sizes ever disagree.
uint64_t cg_qmatmul_scratch_bytes(const ir_exec *ex, const cg_config *c) {
  ir_kdim k = ex->kops[0].k;
  uint64_t G = k.dynamic ? 0 : (uint64_t)k.value / 32, G16 = round_up(G, 16), Gp = round_up(G, 4);
  uint64_t L = ex->kops[0].quant.scheme == IR_Q8_0 ? 8 : 4, rows = (uint64_t)c->tile_m;
  bool int16 = c->act_bits == 16;
  uint64_t decode = rows * round_up((int16 ? 64 : 32) * Gp + 4 * L * Gp + 4 * G16, 64) + 32 * G16;
  uint64_t panel = (rows + 4) * (int16 ? 72 : 40) * G16;
  uint64_t amx = round_up(rows, 32) * (64 * G + 512) + 4096 * (G < 64 ? G : 64) + 1024 * G16;
  if (rows > 8 && int16) return panel;
  if (rows > 8) return amx > panel && amx > decode ? amx : panel > decode ? panel : decode;
  return !int16 || decode > panel ? decode : panel;
}

static void emit_sizes(cg_writer *e, const ir_kop *k, const fact *facts) {
  char r[48], n[48], kk[48];
  cg_kdim_text(r, sizeof r, k->m, facts);
  cg_kdim_text(n, sizeof n, k->n, facts);
  cg_kdim_text(kk, sizeof kk, k->k, facts);
  cg_out(e, "const int64_t R = %s, N = %s, K = %s;", r, n, kk);
}

// fk_qplanes from the plane bindings, in ir.h's order.
static void emit_planes(cg_writer *e, const ir_kop *k, int act_bits) {
  const ir_qformat *q = &k->quant;
  int b = k->operands[1];
  cg_out(e, "fk_qplanes w = {.act_bits = %d};", act_bits);
  if (q->scheme == IR_Q8_0) {
    cg_out(e, "w.scheme = FK_Q8_0;");
    cg_out(e, "w.d = (const uint16_t *)state->bindings[%d];", b);
    cg_out(e, "w.qs = (const uint8_t *)state->bindings[%d];", b + 1);
  } else if (q->scheme == IR_Q4) {
    cg_out(e, "w.scheme = FK_Q4;");
    cg_out(e, "w.signed_q = %d;", q->signed_q);
    cg_out(e, "w.d = (const uint16_t *)state->bindings[%d];", b);
    if (q->offset) cg_out(e, "w.m = (const uint16_t *)state->bindings[%d];", b + 1);
    cg_out(e, "w.qs = (const uint8_t *)state->bindings[%d];", b + (q->offset ? 2 : 1));
  } else {
    static const char *const fields[] = {"d", "m", "sc_hi", "sc_lo", "mn_hi", "mn_lo", "qs"};
    cg_out(e, "w.scheme = FK_Q4_K;");
    cg_out(e, "w.mn_hi_shift = %d;", q->mn_hi_shift);
    for (int i = 0; i < 7; i++)
      cg_out(e, "w.%s = (const %s *)state->bindings[%d];", fields[i],
             i < 2 ? "uint16_t" : "uint8_t", b + i);
  }
}

void cg_emit_qmatmul(strbuf *sbout, const ir_exec *ex, const cg_config *c, const fact *facts,
                     const char *symbol) {
  cg_writer e = {.out = sbout};
  const ir_kop *k = &ex->kops[0];
  static const char *const schemes[] = {"q8_0", "q4", "q4_K"};
  dtype ta = ex->bindings[k->operands[0]].elem, tc = ex->bindings[k->operands[2]].elem;
  cg_out(&e, "// %s.c: facet kernel, a variant of executable %s.", symbol,
         ex->name ? ex->name : "?");
  cg_out(&e,
         "//   quantized matmul (%s weights, %s x %s -> %s), %d rows x %d weight rows a workgroup,",
         schemes[k->quant.scheme], dtype_name(ta), schemes[k->quant.scheme], dtype_name(tc),
         c->tile_m, c->tile_n);
  cg_out(&e, "//   activations quantized to int%d", c->act_bits);
  cg_out(&e, "// Generated by facet; do not edit.");
  cg_emit_kernel_c(sbout, &e.depth, c->target, CG_KC_QUANT);
  cg_out(&e, "enum { TM = %d, TN = %d };", c->tile_m, c->tile_n);
  cg_emit_entry_decls(sbout, &e.depth, symbol);
  cg_out(&e, "void %s_count(const int64_t *pc, uint32_t out[3]) {", symbol);
  cg_out(&e, "(void)pc;");
  emit_sizes(&e, k, facts);
  cg_out(&e, "(void)K;");
  cg_out(&e, "out[0] = (uint32_t)((N + TN - 1) / TN);");
  cg_out(&e, "out[1] = (uint32_t)((R + TM - 1) / TM);");
  cg_out(&e, "out[2] = 1;");
  cg_out(&e, "}");
  cg_out(&e,
         "void %s_workgroup(const facet_dispatch_state_t *state, uint32_t x, uint32_t y, uint32_t "
         "z, void *scratch) {",
         symbol);
  cg_out(&e, "(void)z;");
  cg_out(&e, "const int64_t *pc = state->push_constants;");
  cg_out(&e, "(void)pc;");
  emit_sizes(&e, k, facts);
  emit_planes(&e, k, c->act_bits);
  cg_out(&e,
         "if (fk_qmm_scratch(&w, TM, K) > %" PRIu64 "u) __builtin_trap(); // sized by the compiler",
         cg_qmatmul_scratch_bytes(ex, c));
  cg_out(&e, "const int64_t r0 = (int64_t)y * TM, rows = R - r0 < TM ? R - r0 : TM;");
  cg_out(&e, "const int64_t n0 = (int64_t)x * TN, n1 = n0 + TN < N ? n0 + TN : N;");
  cg_out(&e, "const char *a = (const char *)state->bindings[%d] + r0 * K * %zu;", k->operands[0],
         dtype_size(ta));
  cg_out(&e, "char *c = (char *)state->bindings[%d] + r0 * N * %zu;", k->operands[2],
         dtype_size(tc));
  cg_out(&e, "fk_qmm(&w, %d, a, K, rows, K, n0, n1, %d, c, N, scratch);", (int)ta, (int)tc);
  cg_out(&e, "}");
}
