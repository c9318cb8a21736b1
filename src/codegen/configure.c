// configure.c: configuration heuristics, one config per (executable, row,
// target).
//
// A config is every decision codegen makes; equal configs put rows into one
// variant, so a config holds only decisions that change the generated code,
// and each decision is a function of facts that the code can rely on:
//
//   flavour   M's umax <= 16 (decode): STREAM. The op is memory-bound on B;
//             the best code reads B once in its natural layout, keeps every
//             row of M in registers and splits N between threads. Anything
//             larger: PACKED (x86-64-v3) or BLOCKED (portable), BLIS style.
//   tile_m    PACKED: the largest power of two <= CG_TILE_M_PREF dividing
//             M's udiv, so the last workgroup row is full and no M-remainder
//             path is emitted; if none does (udiv 1, 2 ...), CG_TILE_M_PREF
//             with a remainder path. STREAM: M's umax (all rows in one tile).
//   tile_n    PACKED: CG_TILE_N (the packed B block, KC x tile_n f32, fills
//             half of L2), halved while the grid would give two workers too
//             little work. STREAM: a power of two giving >= 16 workgroups.
//   tile_k    PACKED: KC such that one packed B micro-panel (KC x nr f32)
//             fills half of L1. STREAM: the block of A converted to f32.
//   mr x nr   the register tile: 6 x 16 accumulators on AVX2 (12 of the 16
//             ymm registers, 2 for B, 1 for the broadcast of A).
//
// The two seed rows, M = 64*s <128, 262080, 64> and M = 256*s <512,
// 1048320, 256>, both get PACKED; tile_m is 64 for the first (64 is the
// largest tile that divides every M it can see) and 128 for the second, so
// they are two variants, each without an M remainder path.
#include "codegen.h"

enum {
  CG_STREAM_MAX_M = 16,  // up to here every row of M lives in registers
  CG_TILE_M_PREF = 128,  // preferred workgroup rows for PACKED (measured, see docs)
  CG_TILE_M_MIN = 16,    // below this a divisor of udiv is not worth it
  CG_TILE_N = 256,       // packed B block columns
  CG_MIN_WORKGROUPS = 4, // 2 workers, 2 tiles each at the smallest size
  CG_STREAM_WORKGROUPS = 16,
};

// The facts of one size of the matmul under this row (codegen.h).
fact cg_size_fact(ir_kdim d, const fact *row) {
  if (!d.dynamic) return fact_point((uint64_t)d.value);
  return fact_normalize(row[d.value]);
}

// True when every value the fact admits is a multiple of t.
static bool cg_divides(uint64_t t, fact f) {
  if (t == 0) return false;
  if (fact_is_point(f)) return f.umin % t == 0;
  return f.udiv % t == 0;
}

static int cg_round_up(int x, int m) { return (x + m - 1) / m * m; }

static uint64_t cg_ceil_div(uint64_t a, uint64_t b) { return a / b + (a % b != 0); }

// A size for estimates: the smallest value the row admits, at least 1.
static uint64_t cg_hint(fact f) { return f.umin ? f.umin : 1; }

static void cg_check_supported(const ir_exec *ex) {
  FACET_CHECK(ex->kop_count == 1 && ex->kops[0].kind == KOP_MATMUL);
  for (int i = 0; i < 3; i++) {
    int b = ex->kops[0].operands[i];
    FACET_CHECK(b >= 0 && b < ex->binding_count);
    dtype t = ex->bindings[b].elem;
    FACET_CHECK(t == DT_F32 || t == DT_F16 || t == DT_BF16);
  }
}

// K block: at most kmax, and for a static K the blocks are made equal (and
// multiples of 8) so that a K that fits in a few blocks has no remainder.
static void cg_pick_tile_k(cg_config *c, fact k, int kmax) {
  if (fact_is_point(k) && k.umin <= (uint64_t)kmax) {
    c->tile_k = k.umin ? (int)k.umin : 8;
  } else if (fact_is_point(k)) {
    uint64_t blocks = cg_ceil_div(k.umin, (uint64_t)kmax);
    c->tile_k = cg_round_up((int)cg_ceil_div(k.umin, blocks), 8);
  } else {
    c->tile_k = kmax;
  }
  c->k_remainder = !cg_divides((uint64_t)c->tile_k, k);
}

// STREAM register blocking. Per step of k the kernel holds mr x (nr/8)
// accumulators, nr/8 vectors of B and one broadcast of A; on 16 ymm
// registers that allows 6 x 16, 4 x 16 or 2 x 32 (one B line of f16 per
// step). M above 6 is split into equal groups that reread the B chunk from
// L1. With transpose_b the accumulators run along K: mr x nr (nr rows of W).
static void cg_stream_registers(cg_config *c, bool transpose_b, int umax) {
  int cap = c->isa == CG_TARGET_X86_64_V3 ? 6 : 4;
  int groups = (umax + cap - 1) / cap;
  c->mr = (umax + groups - 1) / groups;
  if (c->isa != CG_TARGET_X86_64_V3) c->nr = transpose_b ? 2 : 8;
  else if (transpose_b) c->nr = c->mr <= 2 ? 4 : 2;
  else c->nr = c->mr <= 2 ? 32 : 16;
}

static cg_config cg_configure_stream(const ir_kop *op, fact m, fact n, fact k, dtype tb,
                                     cg_config c) {
  int umax = m.umax ? (int)m.umax : 1;
  c.flavour = CG_MATMUL_STREAM;
  c.tile_m = umax;
  c.m_remainder = !(fact_is_point(m) && m.umin == (uint64_t)umax);
  cg_stream_registers(&c, op->transpose_b, umax);
  // >= 16 workgroups where N allows, so 2 workers stay balanced; at most
  // 256 columns so that converting A per workgroup stays negligible.
  uint64_t nh = cg_hint(n);
  int tn = 256;
  while (tn > c.nr && (uint64_t)tn * CG_STREAM_WORKGROUPS > nh) tn /= 2;
  c.tile_n = tn < c.nr ? c.nr : tn;
  c.n_remainder = !cg_divides((uint64_t)c.tile_n, n);
  // Groups of rows reread the B chunk (tile_k x nr) from L1: keep it in half
  // of L1. One group reads B once whatever the block; the block of A in f32
  // (umax x tile_k) then only has to stay small next to L2.
  int groups = (umax + c.mr - 1) / c.mr;
  int kmax = 2048;
  if (groups > 1 && !op->transpose_b) kmax = 16384 / (c.nr * (int)dtype_size(tb));
  cg_pick_tile_k(&c, k, kmax < 64 ? 64 : kmax);
  return c;
}

// PACKED/BLOCKED tile_m: see the file comment.
static int cg_pick_tile_m(fact m, int mr) {
  if (fact_is_point(m) && m.umin <= 2 * CG_TILE_M_PREF) return m.umin ? (int)m.umin : 1;
  if (fact_is_point(m)) {
    uint64_t tiles = cg_ceil_div(m.umin, CG_TILE_M_PREF);
    if (m.umin % tiles == 0) return (int)(m.umin / tiles);
    return CG_TILE_M_PREF;
  }
  for (int t = CG_TILE_M_PREF; t >= CG_TILE_M_MIN; t /= 2)
    if (m.udiv % (uint64_t)t == 0) return t;
  // No divisor: M's bound may still make the tile smaller.
  if (m.umax < CG_TILE_M_PREF) return cg_round_up((int)(m.umax ? m.umax : 1), mr);
  return CG_TILE_M_PREF;
}

static cg_config cg_configure_packed(fact m, fact n, fact k, cg_config c) {
  bool v3 = c.isa == CG_TARGET_X86_64_V3;
  c.flavour = v3 ? CG_MATMUL_PACKED : CG_MATMUL_BLOCKED;
  c.mr = v3 ? 6 : 4;
  c.nr = v3 ? 16 : 8;
  // One micro-panel of packed B (KC x nr f32) in half of the 32 KiB L1.
  cg_pick_tile_k(&c, k, 16384 / (c.nr * 4) > 256 ? 256 : 16384 / (c.nr * 4));
  c.tile_m = cg_pick_tile_m(m, c.mr);
  // A static N below the tile: one tile, rounded to the register tile.
  int tn = CG_TILE_N;
  if (fact_is_point(n) && n.umin < (uint64_t)tn) tn = cg_round_up(n.umin ? (int)n.umin : 1, c.nr);
  uint64_t mt = cg_ceil_div(cg_hint(m), (uint64_t)c.tile_m);
  while (tn >= 4 * c.nr && mt * cg_ceil_div(cg_hint(n), (uint64_t)tn) < CG_MIN_WORKGROUPS)
    tn = cg_round_up(tn / 2, c.nr);
  c.tile_n = tn;
  c.m_remainder = !cg_divides((uint64_t)c.tile_m, m);
  c.n_remainder = !cg_divides((uint64_t)c.tile_n, n);
  return c;
}

cg_config cg_configure(const ir_exec *ex, const fact *row, const cg_target *t) {
  cg_check_supported(ex);
  const ir_kop *op = &ex->kops[0];
  fact m = cg_size_fact(op->m, row), n = cg_size_fact(op->n, row), k = cg_size_fact(op->k, row);
  cg_config c = {0};
  c.isa = t->kind;
  dtype tb = ex->bindings[op->operands[1]].elem;
  if (m.umax <= CG_STREAM_MAX_M) return cg_configure_stream(op, m, n, k, tb, c);
  return cg_configure_packed(m, n, k, c);
}

bool cg_config_eq(const cg_config *a, const cg_config *b) {
  return a->flavour == b->flavour && a->tile_m == b->tile_m && a->tile_n == b->tile_n &&
         a->tile_k == b->tile_k && a->m_remainder == b->m_remainder &&
         a->n_remainder == b->n_remainder && a->isa == b->isa && a->mr == b->mr &&
         a->nr == b->nr && a->k_remainder == b->k_remainder;
}

void cg_config_print(strbuf *sb, const cg_config *c) {
  static const char *flavours[] = {"blocked", "packed", "stream"};
  sb_printf(sb, "%s tile=%dx%dx%d reg=%dx%d m_rem=%d n_rem=%d k_rem=%d isa=%s",
            flavours[c->flavour], c->tile_m, c->tile_n, c->tile_k, c->mr, c->nr,
            c->m_remainder, c->n_remainder, c->k_remainder,
            c->isa == CG_TARGET_X86_64_V3 ? "x86-64-v3" : "x86-64");
}
