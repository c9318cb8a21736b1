// emit_exact.c: matmuls of int8 (-> int32 or int8) and of f64 on tiled
// kernels: configure, scratch, C.
//
//   C[z][M,N] = A[z][M,K] x B[z][K,N] (W[N,K]^T), A or B shared across z
//   when of rank 2
//
// The arithmetic is hand-written kernel C (src/kernels/mm_exact.h: fk_mm_i8,
// fk_mm_f64: B packed per K block into column strips, register tiles of
// rows x a strip, int32 sums with vpdpbusd / vpmaddwd or FMAs of doubles).
// The generated part is the grid, as for quantized matmuls: a workgroup
// computes tile_m rows x tile_n columns of one batch; x runs over N, y
// over M, z over the batches. These matmuls take no epilogue (dispatch.c
// keeps their consumers in their own kernels).
#include "codegen_internal.h"

#include <inttypes.h>

// Rows and columns per workgroup. int8: the packed A block (128 rows x 1
// KiB) and B block (256 columns x 1 KiB) stay in L2; each tile repacks B's
// block, so taller tiles pack it less often. f64: 96 rows (a multiple of
// every path's register rows, 12, 6, 4) x 128 columns, the B block 128 x
// 256 doubles.
// Up to EXACT_STREAM_ROWS rows on vpdpbusd (mm_exact.h: fki_stream), B is
// not packed but read once along its rows, 1024 columns of B[K,N] a
// workgroup (long rows keep the prefetchers busy; W[N,K] is read along K,
// 256 rows suffice). Measurements: bench/results/kernel_choices.md#exact-tiles.
enum {
  EXACT_STREAM_ROWS = 8,
  EXACT_STREAM_TILE_N = 1024,
  EXACT_TILE_M_I8 = 128,
  EXACT_TILE_N_I8 = 256,
  EXACT_TILE_M_F64 = 96,
  EXACT_TILE_N_F64 = 128,
};

static dtype elem(const ir_exec *ex, int operand) {
  return ex->bindings[ex->kops[0].operands[operand]].elem;
}

bool cg_exact_matmul(const ir_exec *ex) {
  if (ex->kop_count != 1 || ex->kops[0].kind != KOP_MATMUL) return false;
  dtype a = elem(ex, 0), b = elem(ex, 1), c = elem(ex, 2);
  return (a == DT_I8 && b == DT_I8 && (c == DT_I32 || c == DT_I8)) ||
         (a == DT_F64 && b == DT_F64 && c == DT_F64);
}

// Few rows on vpdpbusd: fki_stream, B read in place.
static bool streams(const cg_config *c) {
  return c->flavour == CG_MATMUL_I8 && c->target->int8_dot && c->tile_m <= EXACT_STREAM_ROWS;
}

// The micro-kernel a target's flags select in mm_exact.h (FKI_PATH, FKD_*).
static const char *kernel_kind(const cg_config *c) {
  const cg_target *t = c->target;
  if (c->flavour == CG_MATMUL_F64)
    return !t->intrinsics ? "vector-c" : t->vector_floats == 16 ? "fma-zmm" : "fma-ymm";
  if (t->int8_dot) return streams(c) ? "vpdpbusd-zmm-stream" : "vpdpbusd-zmm";
  return !t->intrinsics ? "scalar" : t->vector_floats == 16 ? "vpmaddwd-zmm" : "vpmaddwd-ymm";
}

cg_config cg_configure_exact(const ir_exec *ex, const fact *row, const cg_target *t) {
  FACET_CHECK(cg_exact_matmul(ex));
  fact m = cg_size_fact(ex->kops[0].m, row);
  cg_config c = {.target = t};
  c.flavour = elem(ex, 0) == DT_I8 ? CG_MATMUL_I8 : CG_MATMUL_F64;
  bool i8 = c.flavour == CG_MATMUL_I8;
  uint64_t tm = i8 ? EXACT_TILE_M_I8 : EXACT_TILE_M_F64;
  c.tile_m = m.umax >= tm ? (int)tm : m.umax ? (int)m.umax : 1;
  c.tile_n = i8 ? EXACT_TILE_N_I8 : EXACT_TILE_N_F64;
  if (streams(&c) && !ex->kops[0].transpose_b) c.tile_n = EXACT_STREAM_TILE_N;
  return c;
}

// A dynamic M of an int8 matmul on vpdpbusd splits where the few-row
// kernel stops; other exact matmuls have one kernel for every M.
int cg_exact_split(const ir_exec *ex, const cg_target *t, uint64_t *at) {
  if (elem(ex, 0) != DT_I8 || !t->int8_dot) return 0;
  at[0] = EXACT_STREAM_ROWS;
  return 1;
}

void cg_exact_config_print(strbuf *sb, const cg_config *c) {
  sb_printf(sb, "%s tile=%dx%d kernel=%s isa=%s", cg_flavours[c->flavour].name, c->tile_m,
            c->tile_n, kernel_kind(c), c->target->name);
}

// A bound of mm_exact.h's fk_mm_i8_scratch / fk_mm_f64_scratch over its
// paths (widest strip: 32 int8 or 16 f64 columns); the kernel traps if
// it asks for more.
uint64_t cg_exact_scratch_bytes(const ir_exec *ex, const cg_config *c) {
  (void)ex;
  uint64_t tm = (uint64_t)c->tile_m;
  if (streams(c)) return ((uint64_t)c->tile_n + 63) / 64 * 64 * tm * 4 + 64;
  if (c->flavour == CG_MATMUL_I8) {
    uint64_t tnp = ((uint64_t)c->tile_n + 31) / 32 * 32;
    return tnp * 256 * 4 + tnp * 4 + tm * 256 * 4 + tm * tnp * 4 + 4 * 64;
  }
  uint64_t tnp = ((uint64_t)c->tile_n + 15) / 16 * 16;
  return (tnp * 256 + tm * tnp) * 8 + 2 * 64;
}

// M, N, K and Z (the product of the batch dims: the leading ones of iter).
static void emit_sizes(cg_writer *e, const ir_exec *ex, const fact *facts) {
  const ir_kop *k = &ex->kops[0];
  char m[48], n[48], kk[48], z[48];
  cg_kdim_text(m, sizeof m, k->m, facts);
  cg_kdim_text(n, sizeof n, k->n, facts);
  cg_kdim_text(kk, sizeof kk, k->k, facts);
  cg_out(e, "const int64_t M = %s, N = %s, K = %s;", m, n, kk);
  cg_out(e, "int64_t Z = 1;");
  for (int d = 0; d + 2 < ex->iter_rank; d++) {
    cg_kdim_text(z, sizeof z, ex->iter[d], facts);
    cg_out(e, "Z *= %s;", z);
  }
  cg_out(e, "(void)M; (void)N; (void)K; (void)Z;");
}

void cg_emit_exact(strbuf *sbout, const ir_exec *ex, const cg_config *c, const fact *facts,
                   const char *symbol) {
  cg_writer e = {.out = sbout};
  const ir_kop *k = &ex->kops[0];
  bool i8 = c->flavour == CG_MATMUL_I8;
  const char *et = i8 ? "int8_t" : "double", *ct = elem(ex, 2) == DT_I32 ? "int32_t" : et;
  strbuf cfg = {0};
  cg_config_print(&cfg, c);
  cg_out(&e, "// %s.c: facet kernel, a variant of executable %s.", symbol,
         ex->name ? ex->name : "?");
  cg_out(&e, "//   C[M,N] = A[M,K] x %s (%s x %s -> %s, exact sums: mm_exact.h)%s",
         k->transpose_b ? "W[N,K]^T" : "B[K,N]", dtype_name(elem(ex, 0)), dtype_name(elem(ex, 1)),
         dtype_name(elem(ex, 2)), ex->iter_rank > 2 ? ", z over the batches" : "");
  cg_out(&e, "//   config: %s", sb_cstr(&cfg));
  cg_out(&e, "// Generated by facet; do not edit.");
  sb_free(&cfg);
  cg_emit_kernel_c(sbout, &e.depth, c->target, CG_KC_EXACT);
  cg_out(&e, "enum { TM = %d, TN = %d };", c->tile_m, c->tile_n);
  cg_emit_entry_decls(sbout, &e.depth, symbol);
  cg_out(&e, "void %s_count(const int64_t *pc, uint32_t out[3]) {", symbol);
  cg_out(&e, "(void)pc;");
  emit_sizes(&e, ex, facts);
  cg_out(&e, "out[0] = (uint32_t)((N + TN - 1) / TN);");
  cg_out(&e, "out[1] = (uint32_t)((M + TM - 1) / TM);");
  cg_out(&e, "out[2] = (uint32_t)Z;");
  cg_out(&e, "}");
  cg_out(
      &e,
      "void %s_workgroup(const facet_dispatch_state_t *state, uint32_t x, uint32_t y, uint32_t z, "
      "void *scratch) {",
      symbol);
  cg_out(&e, "const int64_t *pc = state->push_constants;");
  cg_out(&e, "(void)pc;");
  emit_sizes(&e, ex, facts);
  cg_out(&e,
         "if (fk_mm_%s_scratch(TM, TN) > %" PRIu64 ") __builtin_trap(); // sized by the compiler",
         i8 ? "i8" : "f64", cg_exact_scratch_bytes(ex, c));
  cg_out(&e, "const int64_t r0 = (int64_t)y * TM, rows = M - r0 < TM ? M - r0 : TM;");
  cg_out(&e, "const int64_t n0 = (int64_t)x * TN, n1 = n0 + TN < N ? n0 + TN : N;");
  strbuf off[3] = {{0}, {0}, {0}};
  cg_batch_offsets(off, ex, facts);
  cg_out(&e, "const %s *A = (const %s *)state->bindings[%d]%s + r0 * K;", et, et, k->operands[0],
         sb_cstr(&off[0]));
  cg_out(&e, "const %s *B = (const %s *)state->bindings[%d]%s;", et, et, k->operands[1],
         sb_cstr(&off[1]));
  cg_out(&e, "%s *C = (%s *)state->bindings[%d]%s + r0 * N;", ct, ct, k->operands[2],
         sb_cstr(&off[2]));
  for (int i = 0; i < 3; i++) sb_free(&off[i]);
  if (i8)
    cg_out(&e, "fk_mm_i8(A, B, %d, C, %d, rows, n0, n1, N, K, scratch);", k->transpose_b,
           elem(ex, 2) == DT_I8);
  else cg_out(&e, "fk_mm_f64(A, B, %d, C, rows, n0, n1, N, K, scratch);", k->transpose_b);
  cg_out(&e, "}");
}
