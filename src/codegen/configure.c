// configure.c: configuration heuristics, one config per (executable, row,
// target).
//
// A config is every decision codegen makes; equal configs put rows into one
// variant, so a config holds only decisions that change the generated code,
// and each decision is a function of facts that the code can rely on.
// The measurements that shaped the thresholds (mostly bench/gemm_quick) are
// in bench/results/kernel_choices.md, one section per decision.
//
//   flavour   decode-sized M is memory-bound on B: STREAM reads B once in its
//             natural layout with every row of M unrolled and splits N
//             between threads. That holds up to umax 16 with W[N,K] (a
//             packed kernel is no faster at M = 16); with B[K,N] up to the
//             target's stream_b_max_m, where the partial sums live in L1
//             (16 on v3 and v4, 8 on portable x86-64, where the earlier v3
//             kernel was faster packed at M = 16). Anything larger: PACKED
//             (x86-64-v3 and up) or BLOCKED (portable), BLIS style.
//             (bench/results/kernel_choices.md#configure-flavour)
//   tile_m    PACKED: the packed A block (tile_m x tile_k f32) fills at most
//             a quarter of L2 (cg_derive_blocking), which gives 128 on Zen 3
//             and 256 with a 1 MiB L2, where 256 was faster; then the largest
//             power of two up to that dividing M's udiv, so that the last
//             workgroup row is full and no M-remainder path is emitted
//             (>= 16; below that the remainder path is cheaper than tiny
//             tiles). Larger tiles pack B less often
//             (bench/results/kernel_choices.md#configure-tile-m). STREAM: M's
//             umax.
//   tile_n    PACKED: 256 (the packed B block, tile_k x tile_n f32, within
//             half of the L3 share), halved while the grid gives two workers
//             too little work. STREAM: see cg_configure_stream.
//   tile_k    PACKED: one packed B micro-panel (tile_k x nr f32) fills half
//             of L1: 256. STREAM: the block of A converted to f32.
//   mr x nr   PACKED: 6 x 16 accumulators on AVX2 (12 of the 16 ymm
//             registers, 2 for B, 1 for the broadcast of A), the fastest
//             tile measured (bench/results/kernel_choices.md#v3-blocking).
//             BLOCKED: 4 x 8.
//
// The cache-bound sizes come from cg_derive_blocking (its comment has the
// formula): the target's caches, assumed for a named target, read from the
// CPU for "host" (target.c).
//
// The numbers above are x86-64-v3 on Zen 3 (its 32 KiB L1, 512 KiB L2),
// measured when v3 still packed a block of A per workgroup; that scheme now
// configures the portable BLOCKED kernels (cg_configure_packed). v3 and v4
// pack A one panel at a time (cg_configure_packed_panels), v4 measured on
// AVX-512 Xeons and Zen 4, v3 on Zen 3; streams: cg_configure_stream.
//
// The two seed rows, M = 64*s <128, 262080, 64> and M = 256*s <512,
// 1048320, 256>, both get PACKED and are two variants: on v3 and v4 both
// take 256-row tiles, the first with an M remainder path (its udiv, 64, is
// too small a divisor to be worth 4x the packing of B), the second without;
// on x86-64 the first takes 64 rows, the largest tile dividing every M it
// can see, and the second 128.
#include "codegen_internal.h"

enum {
  CG_STREAM_MAX_M_W = 16, // STREAM up to this umax with W[N,K] (B[K,N]: the target says)
  CG_TILE_M_MAX = 256,    // PACKED tile_m, before the L2 bound
  CG_TILE_M_MIN = 16,     // below this a divisor of udiv is not worth it
  CG_TILE_N = 256,        // packed B block columns
  CG_MIN_WORKGROUPS = 4,  // 2 workers, 2 tiles each at the smallest size
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

static uint64_t cg_ceil_div(uint64_t a, uint64_t b) { return a / b + (a % b != 0); }

bool cg_float_storage(dtype t) { return t == DT_F32 || t == DT_F16 || t == DT_BF16; }

// A size for estimates: the smallest value the row admits, at least 1.
static uint64_t cg_hint(fact f) { return f.umin ? f.umin : 1; }

// The largest M umax that streams B. On v4 B[K,N] streams up to 16 rows
// too: 8 rows of B per step and 32 registers beat packing there; on v3
// since its stream kernel loads A's broadcasts once per step (target.c). On
// v4 up to 32 since the partial sums' rows stopped 4K-aliasing (emit_stream.c):
// streaming then beat packing at M = 24 and 32
// (bench/results/kernel_choices.md#stream-max-m).
static uint64_t cg_stream_max_m(const ir_kop *op, const cg_target *t) {
  return op->transpose_b ? CG_STREAM_MAX_M_W : (uint64_t)t->stream_b_max_m;
}

static void cg_check_supported(const ir_exec *ex) {
  FACET_CHECK(ex->kop_count == 1 && ex->kops[0].kind == KOP_MATMUL);
  for (int i = 0; i < 3; i++) {
    int b = ex->kops[0].operands[i];
    FACET_CHECK(b >= 0 && b < ex->binding_count);
    dtype t = ex->bindings[b].elem;
    FACET_CHECK(cg_float_storage(t));
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
  // K = 0 (torch allows it: C is zeros, then the epilogue) must take the
  // remainder path, whose one K block of kc = 0 still zeroes and stores C.
  c->k_remainder = k.umin == 0 || !cg_divides((uint64_t)c->tile_k, k);
}

// STREAM register blocking.
//   B[K,N]: every row of M in one kernel (mr = umax): B is read row after
//   row, 4 rows per step, each row contiguous; the partial sums (umax x
//   tile_n f32) stay in L1, so no register limit applies; nr = 8 columns
//   per vector step.
//   W[N,K]: the accumulators run along K, mr rows of M x nr rows of W in
//   registers: mr * nr + nr + 1 <= 16 ymm allows 1-2 x 4 and 3-6 x 2; M
//   above 6 is split into equal groups that reread W's rows from L1.
static void cg_stream_registers(cg_config *c, bool transpose_b, int umax, fact k) {
  const cg_target *t = c->target;
  if (!transpose_b) {
    c->mr = umax;
    c->nr = t->vector_floats;
    return;
  }
  int cap = t->stream_w_max_rows;
  int groups = (umax + cap - 1) / cap;
  c->mr = (umax + groups - 1) / groups;
  if (umax == 1 && !t->stream_w_row_groups && fact_is_point(k) &&
      k.umin * 4 <= (uint64_t)t->l1_bytes / 4) {
    // One row of A, short enough to stay in L1 beside W's stream: W is read
    // as one sequential stream, row after row, with ku accumulators along K.
    // A longer row of A is evicted by W's lines and reread from L2 for every
    // row of W; 8 rows of W share each of its loads instead
    // (bench/results/kernel_choices.md#stream-one-row). Not on targets whose
    // prefetchers want the rows in groups (stream_w_row_groups).
    c->nr = 1;
    c->ku = t->vector_registers >= 32 ? 8 : 4;
    return;
  }
  if (t->vector_registers >= 32) {
    // mr * nr accumulators + nr rows of W + 1 of A in 30 registers.
    c->nr = 30 / (c->mr + 1) < 8 ? 30 / (c->mr + 1) : 8;
    return;
  }
  c->nr = t->intrinsics && c->mr <= 2 ? 4 : 2;
}

static cg_config cg_configure_stream(const ir_kop *op, dtype bt, fact m, fact n, fact k,
                                     cg_config c) {
  int umax = m.umax ? (int)m.umax : 1;
  c.flavour = CG_MATMUL_STREAM;
  c.tile_m = umax;
  c.m_remainder = !(fact_is_point(m) && m.umin == (uint64_t)umax);
  cg_stream_registers(&c, op->transpose_b, umax, k);
  uint64_t nh = cg_hint(n);
  int tn;
  if (op->transpose_b) {
    // Every row of W is one long stream already; 256 rows per workgroup keep
    // converting A negligible, >= 16 workgroups keep 2 workers balanced.
    tn = 256;
    while (tn > c.nr && (uint64_t)tn * CG_STREAM_WORKGROUPS > nh) tn /= 2;
  } else if (c.target->stream_long_segments) {
    // The same, measured on the Xeon: the prefetchers want long segments,
    // 8 KiB (bench/results/kernel_choices.md#stream-segments); the partial
    // sums then live in L2. At least 2 workgroups, one per worker.
    tn = 8192 / (int)dtype_size(bt);
    while (tn > 16 && (uint64_t)tn * 2 > nh) tn /= 2;
  } else {
    // Rows of B are read in segments of tile_n columns: the longer, the
    // better the prefetchers do (bench/results/kernel_choices.md#stream-segments),
    // bounded by the partial sums (umax x tile_n f32) in half of L1 and by
    // >= 4 workgroups.
    tn = 2048;
    while (tn > 8 && tn * umax * 4 > c.target->l1_bytes / 2) tn /= 2;
    while (tn > 8 && (uint64_t)tn * CG_MIN_WORKGROUPS > nh) tn /= 2;
  }
  c.tile_n = tn < c.nr ? c.nr : tn;
  c.n_remainder = !cg_divides((uint64_t)c.tile_n, n);
  // The block of A converted to f32 (umax x tile_k) stays small next to L2.
  // One row of A and W[N,K]: no K blocks, W's rows are read whole, a little
  // faster than in blocks (bench/results/kernel_choices.md#stream-one-row).
  cg_pick_tile_k(&c, k, op->transpose_b && umax == 1 ? 16384 : 2048);
  return c;
}

// The largest power of two <= x (x >= 1).
static int cg_pow2_floor(int64_t x) {
  int p = 1;
  while ((int64_t)p * 2 <= x) p *= 2;
  return p;
}

static int cg_clamp(int x, int lo, int hi) { return x < lo ? lo : x > hi ? hi : x; }

// x86-64 / v3: MC and NC for a K block of kc (a short K, fewer than KC,
// gives taller and wider blocks; see cg_derive_blocking).
static void cg_blocking_mn(const cg_target *t, cg_blocking *b, int kc) {
  int64_t l2 = t->l2_bytes, l3 = t->l3_bytes;
  b->mc = cg_clamp(cg_pow2_floor(l2 / 4 / ((int64_t)kc * 4)), CG_TILE_M_MIN, CG_TILE_M_MAX);
  b->nc = cg_clamp(cg_pow2_floor(l3 / 2 / ((int64_t)kc * 4)), 4 * b->nr, CG_TILE_N);
}

// The blocking of the packed GEMM from the target's registers and caches,
// BLIS style (Low et al., "Analytical modeling is enough for
// high-performance BLIS", 2016). All sizes f32; each rounded down to a power
// of two and clamped to the range the hand-tuned values were measured in,
// so that the named targets' assumed caches give exactly the constants
// measured on their machines (the comments at cg_configure_packed and
// cg_configure_packed_panels), and other caches scale them.
//
//   register tile (intrinsics targets): nr = 2 vectors, mr x 2 accumulators
//     in 3/4 of the vector registers, the rest for the B vectors and the
//     broadcasts of A: 16 ymm -> 6 x 16, 32 zmm -> 12 x 32 (both measured
//     best on their ISA). Portable C: the target's packed_mr x packed_nr.
//   x86-64 (B micro-panels outer, A block from L2):
//     KC  the B micro-panel KC x NR fills half of L1       (<= 256)
//     MC  the A block MC x KC fills a quarter of L2 (the f32 C tile and
//         the B micro-panels stream through the rest)       (16..256)
//     NC  the B block KC x NC fills half of the L3 share   (<= 256: the
//         f32 C tile MC x NC and the grain of the grid bound it first)
//   x86-64-v3 / v4 panels (A one MR-row panel in L1, B block from L2, C swept):
//     NC  2048 with C in scratch, 1024 with C in place: how often A is
//         packed, measured (not a cache bound)
//     KC  the A panel KC x MR in half of L1, at most 128 with C in scratch
//         (and for tiles of under 256 rows: kc_short) and 256 with C in
//         place (measured; at least 32). No L2 bound: the B block KC x NC
//         may spill from L2; the B block filling all of L2 was as fast as
//         half of it, and the L2 bound lost to longer blocks: with C in
//         place every K block loads and stores the whole C tile, which costs
//         more than B's block spilling to L3. On 16-float vectors, with C in
//         place, L1 does not bound KC at all: the B micro-panel (KC x NR,
//         64 KiB at KC = 512) streams more than L1 through it between two
//         uses of the A panel, so every micro-kernel reads its A panel from
//         L2 whatever its size, and the micro-kernel still runs at about
//         the FMA peak. What a longer block saves is a pass over C: KC is
//         the A panel in 1/16 of L2, up to 1024.
//         With the f32 tile in scratch (f16 / bf16 C, or an epilogue), 256
//         rows of it and more than half of L2 (so every pass over it goes to
//         L3), the same holds at half the size: the A panel in 1/32 of L2, up
//         to 512. Not for bf16 pairs, which lost in the model
//         (cg_configure_packed_panels). A 256 x 512 tile (512 KiB) keeps
//         kc_short, as do tiles of under 256 rows and the last tile of a
//         remainder path when it is that short (emit_packed.c): there the longer
//         block gained nothing. (bench/results/kernel_choices.md#derive-kc)
//     MC  2048 with C in place, 256 with the f32 C tile in scratch:
//         measured, A is never held as a block
//   All of that on a half-rate 512-bit datapath (Zen 4). Two 512-bit FMAs a
//   cycle (Sapphire Rapids, Zen 5) run the micro-kernel twice as fast, and
//   it no longer hides reading its A panel's broadcasts from L2: KC keeps
//   the A panel and the B micro-panel, KC x (MR + NR) f32, in L1 together
//   (48 KiB: 256), and NC the B block KC x NC in half of L2
//   (bench/results/kernel_choices.md#full-rate-kc).
static void cg_blocking_full_rate(const cg_target *t, cg_blocking *b) {
  b->kc = cg_clamp(cg_pow2_floor(t->l1_bytes / ((b->mr + b->nr) * 4)), 32, 256);
  b->kc_short = b->kc < 128 ? b->kc : 128;
  b->nc = cg_clamp(cg_pow2_floor(t->l2_bytes / 2 / ((int64_t)b->kc * 4)), 256, 2048);
}

cg_blocking cg_derive_blocking(const cg_target *t, bool acc_c) {
  cg_blocking b = {0};
  b.mr = t->intrinsics ? t->vector_registers * 3 / 4 / 2 : t->packed_mr;
  b.nr = t->intrinsics ? 2 * t->vector_floats : t->packed_nr;
  int64_t l1 = t->l1_bytes;
  if (!t->packed_panels) {
    b.kc = cg_clamp(cg_pow2_floor(l1 / 2 / (b.nr * 4)), 32, 256);
    cg_blocking_mn(t, &b, b.kc);
    b.kc_short = b.kc;
    return b;
  }
  int kc_l1 = cg_clamp(cg_pow2_floor(l1 / 2 / (b.mr * 4)), 32, 256);
  // C in place on 16-float vectors: the FMAs per element of C and K block
  // run twice as fast as on 8, so loading and storing C per K block costs
  // twice as much beside them; the A panel is read from L2 anyway and may
  // fill 1/16 of it, up to 1024 (bench/results/kernel_choices.md#derive-kc).
  int kc_acc = t->vector_floats >= 16
                   ? cg_clamp(cg_pow2_floor(t->l2_bytes / 16 / (b.mr * 4)), 32, 1024)
                   : kc_l1;
  b.nc = acc_c ? 1024 : 2048;
  b.mc = acc_c ? 2048 : 256;
  b.kc_short = kc_l1 < 128 ? kc_l1 : 128;
  if (t->fma512_per_cycle >= 2) {
    cg_blocking_full_rate(t, &b);
    return b;
  }
  // The f32 tile in scratch on 16-float vectors: the same reasoning, with
  // half the block (bench/results/kernel_choices.md#derive-kc).
  int kc_scratch = t->vector_floats >= 16
                       ? cg_clamp(cg_pow2_floor(t->l2_bytes / 32 / (b.mr * 4)), 32, 512)
                       : b.kc_short;
  b.kc = acc_c ? kc_acc : kc_scratch;
  return b;
}

// PACKED/BLOCKED tile_m (see the file comment); pref is a power of two.
static int cg_pick_tile_m(fact m, int mr, int pref) {
  if (fact_is_point(m) && m.umin <= (uint64_t)(2 * pref)) return m.umin ? (int)m.umin : 1;
  if (fact_is_point(m)) { // a static M: equal tiles if M splits evenly
    uint64_t tiles = cg_ceil_div(m.umin, (uint64_t)pref);
    return m.umin % tiles == 0 ? (int)(m.umin / tiles) : pref;
  }
  // A divisor of udiv removes the M remainder path, but B is packed once
  // per tile_m rows: a tile much smaller than pref repacks B too often
  // (measured on the S2 decoder: tile_m 16 for M = 16 s made prefill at
  // M = 128 twice as slow as tile_m 256 with a remainder path). So only a
  // divisor of at least half the preferred tile is worth it.
  for (int t = pref; t >= CG_TILE_M_MIN && t >= pref / 2; t /= 2)
    if (m.udiv % (uint64_t)t == 0) return t;
  // No divisor: M's bound may still make the tile smaller.
  if (m.umax < (uint64_t)pref) return cg_round_up((int)(m.umax ? m.umax : 1), mr);
  return pref;
}

// A tile of tn columns, or one tile rounded to nr where a static N is
// narrower.
static int cg_tile_n_for(fact n, int tn, int nr) {
  if (fact_is_point(n) && n.umin < (uint64_t)tn) return cg_round_up(n.umin ? (int)n.umin : 1, nr);
  return tn;
}

static cg_config cg_configure_packed(fact m, fact n, fact k, const cg_target *t, cg_config c) {
  cg_blocking b = cg_derive_blocking(t, false);
  c.flavour = t->intrinsics ? CG_MATMUL_PACKED : CG_MATMUL_BLOCKED;
  c.mr = b.mr;
  c.nr = b.nr;
  cg_pick_tile_k(&c, k, b.kc);
  cg_blocking_mn(t, &b, c.tile_k);
  c.tile_m = cg_pick_tile_m(m, c.mr, b.mc);
  int tn = cg_tile_n_for(n, b.nc, c.nr);
  uint64_t mt = cg_ceil_div(cg_hint(m), (uint64_t)c.tile_m);
  while (tn >= 4 * c.nr && mt * cg_ceil_div(cg_hint(n), (uint64_t)tn) < CG_MIN_WORKGROUPS)
    tn = cg_round_up(tn / 2, c.nr);
  c.tile_n = tn;
  c.m_remainder = !cg_divides((uint64_t)c.tile_m, m);
  c.n_remainder = !cg_divides((uint64_t)c.tile_n, n);
  return c;
}

// PACKED on x86-64-v4 (AVX-512, measured on a Sapphire Rapids class Xeon:
// 48 KiB L1d, 2 MiB L2), and on v3 with its 6 x 16 tile and the same scheme
// (target.c). Measurements: bench/results/kernel_choices.md#v4-panels.
//   mr x nr   12 x 32: 24 zmm accumulators, 2 zmm of B and 1 broadcast of A
//             (8 x 32, 16 accumulators, is slower; 8 x 48 and 6 x 64 are
//             as fast but leave edges on power-of-two N or M).
//   tile_k    128 with 2048 columns, 256 with 1024 (on the Xeon the packed
//             B block then fills half of its L2; cg_derive_blocking says why
//             L2 does not set it elsewhere, why v4 at one 512-bit FMA a
//             cycle takes 1024 with C in place and 512 with the tile in
//             scratch, measured on Zen 4 after these, and why at two, as
//             on this Xeon, 256 again). When C holds the partial
//             sums (f32 C, no epilogue) every K block loads and stores the
//             whole C tile, so a longer block pays once tile_m is large;
//             below 256 rows 128 is better.
//   tile_n    A is packed once per K block and tile_n columns, one 12-row
//             panel at a time, and that packing waits on memory; wide tiles
//             make it rare: 2048 with a tile in scratch, 1024 with C in
//             place (above).
//   tile_m    B is packed once per K block and tile_m rows: the more rows the
//             better. With f32 C and no epilogue, C holds the
//             partial sums and tile_m starts at 2048; otherwise the f32 tile
//             in scratch (tile_m x tile_n) bounds it to 256. A static M is
//             cut into equal tiles when it splits evenly; a dynamic one gets
//             the largest power of two >= 16 dividing its udiv (no M
//             remainder path).
//   grid      tile_m, then tile_n, are halved (down to 256) until there are
//             at least 4 workgroups and an even count (or 16), so that 2
//             workers get equal shares: 7 tiles on 2 workers run at 7/8.
static int cg_pick_tile_m_panels(fact m, int mr, int pref) {
  if (fact_is_point(m)) {
    if (m.umin <= (uint64_t)pref) return m.umin ? (int)m.umin : 1;
    uint64_t tiles = cg_ceil_div(m.umin, (uint64_t)pref);
    return m.umin % tiles == 0 ? (int)(m.umin / tiles) : pref;
  }
  return cg_pick_tile_m(m, mr, pref);
}

// tile_m and tile_n from the preferred pm x tn (a static N below tn: one
// tile, rounded to the register tile): tile_m, then tile_n, are halved
// (down to min_m, min_n) until there are at least 4 workgroups and an even
// count (or 16), so that 2 workers get equal shares.
static void cg_pick_grid(cg_config *c, fact m, fact n, int pm, int tn, int min_m, int min_n) {
  tn = cg_tile_n_for(n, tn, c->nr);
  c->tile_m = cg_pick_tile_m_panels(m, c->mr, pm);
  for (;;) {
    uint64_t grid =
        cg_ceil_div(cg_hint(m), (uint64_t)c->tile_m) * cg_ceil_div(cg_hint(n), (uint64_t)tn);
    if (grid >= 4 && (grid % 2 == 0 || grid >= 16)) break;
    if (pm > min_m && c->tile_m > min_m) c->tile_m = cg_pick_tile_m_panels(m, c->mr, pm /= 2);
    else if (tn > min_n) tn = cg_round_up(tn / 2, c->nr);
    else break;
  }
  c->tile_n = tn;
}

static cg_config cg_configure_packed_panels(fact m, fact n, fact k, bool bf16_pairs, cg_config c) {
  bool acc_c = c.acc_c;
  cg_blocking b = cg_derive_blocking(c.target, acc_c);
  c.flavour = CG_MATMUL_PACKED;
  c.mr = b.mr;
  c.nr = b.nr;
  cg_pick_grid(&c, m, n, b.mc, b.nc, 256, 256);
  // The long K block pays where every block's pass over C (or the f32 tile
  // in scratch, when that spills from L2) is costly: cg_derive_blocking.
  // Not for bf16 pairs in scratch (vdpbf16ps): the 1B model's bf16 prefill
  // ran slower with the long block, where f16 gained; why is not known
  // (bench/results/kernel_choices.md#derive-kc).
  bool tile_spills = !bf16_pairs && (int64_t)c.tile_m * c.tile_n * 4 > c.target->l2_bytes / 2;
  cg_pick_tile_k(&c, k, c.tile_m >= CG_LONG_K_ROWS && (acc_c || tile_spills) ? b.kc : b.kc_short);
  // Few rows in multiples of 8: 8 x 32 wastes no rows where 12 x 32 pads.
  // Up to 256 rows where 12 does not divide the tile, too: on Zen 4 (one
  // 512-bit FMA a cycle, so 16 accumulators keep it busy) 8 x 32 ran as fast
  // as 12 x 32 at M = 512 and faster where the last 12-row panel is padded.
  // Unmeasured on the Xeon, whose two FMA units 8 x 32 feeds worse at large
  // M. With 16 registers 8 x 16 would not fit: 16 accumulators and the B
  // vectors. (bench/results/kernel_choices.md#v4-mr8)
  if (c.target->vector_registers >= 32 && c.tile_m % 8 == 0 &&
      (c.tile_m <= 64 || (c.tile_m <= 256 && c.tile_m % c.mr != 0)))
    c.mr = 8;
  c.m_remainder = !cg_divides((uint64_t)c.tile_m, m);
  c.n_remainder = !cg_divides((uint64_t)c.tile_n, n);
  return c;
}

// AMX (bf16 x bf16 where the target has the tiles; emit_amx.c). Blocks
// of 32 x 32 sums (four tiles). B is packed per K block and tile_m rows,
// so tiles are tall; a K block of 2048 (a whole K, typically) keeps the sums
// in the tiles over all of it, and the packed B block (KC x TN bf16, 1
// MiB) stays in L2. The grid: cg_pick_grid, down to 128 x 64.
// (bench/results/kernel_choices.md#amx-tiles)
enum { AMX_TILE_M = 1024, AMX_TILE_N = 256, AMX_TILE_K = 2048 };

static cg_config cg_configure_amx(fact m, fact n, fact k, cg_config c) {
  c.flavour = CG_MATMUL_AMX;
  c.mr = c.nr = 32;
  // A short K (a 1x1 convolution's channels) widens the tile within the
  // same packed B block, and the sums' tile within 1 MiB narrows it in M:
  // an epilogue then reads its operands' rows in longer runs
  // (bench/results/kernel_choices.md#amx-tiles).
  int tn = AMX_TILE_N, tm = AMX_TILE_M;
  if (fact_is_point(k) && k.umin < AMX_TILE_K) {
    int64_t kcp = cg_round_up((int)k.umin, 32);
    while (tn < 2048 && kcp * 2 * tn <= AMX_TILE_K * AMX_TILE_N) tn *= 2;
    tn = cg_tile_n_for(n, tn, c.nr);
    while (tm > 128 && (int64_t)tm * tn > AMX_TILE_M * AMX_TILE_N) tm /= 2;
  }
  cg_pick_grid(&c, m, n, tm, tn, 128, 64);
  // K blocks of whole steps of 32 (A's tiles then load from A itself)
  cg_pick_tile_k(&c, k, AMX_TILE_K);
  if (fact_is_point(k) && k.umin > AMX_TILE_K) {
    c.tile_k = cg_round_up(c.tile_k, 32);
    c.k_remainder = !cg_divides((uint64_t)c.tile_k, k);
  }
  c.m_remainder = !cg_divides((uint64_t)c.tile_m, m);
  c.n_remainder = !cg_divides((uint64_t)c.tile_n, n);
  return c;
}

// The short last tile of an M remainder path (under CG_LONG_K_ROWS rows, at
// run time) takes the K block a tile that short is configured with, where its
// tile's is longer: the rule of cg_configure_packed_panels, applied per tile.
int cg_short_tile_k(const cg_config *c) {
  if (c->flavour != CG_MATMUL_PACKED || !c->target->packed_panels || !c->m_remainder ||
      c->tile_m < CG_LONG_K_ROWS)
    return 0;
  int kc_short = cg_derive_blocking(c->target, c->acc_c).kc_short;
  return c->tile_k > kc_short ? kc_short : 0;
}

// Row programs are memory-bound loops whose code depends on the facts only
// through literals: one config, so every row shares one variant unless the
// literal sizes differ (culling then keeps them apart).
cg_config cg_configure_rows(const ir_exec *ex, const fact *row, const cg_target *t) {
  (void)ex, (void)row;
  return (cg_config){.flavour = CG_ROWS, .target = t};
}

void cg_rows_config_print(strbuf *sb, const cg_config *c) {
  sb_printf(sb, "rows isa=%s", c->target->name);
}

// A matmul's config; STREAM only for a matmul itself (`plain`), not for a
// convolution's view.
static cg_config cg_configure_float_matmul(const ir_exec *ex, const fact *row, const cg_target *t,
                                           bool plain) {
  cg_check_supported(ex);
  const ir_kop *op = &ex->kops[0];
  fact m = cg_size_fact(op->m, row), n = cg_size_fact(op->n, row), k = cg_size_fact(op->k, row);
  cg_config c = {0};
  c.target = t;
  if (plain && m.umax <= cg_stream_max_m(op, t))
    return cg_configure_stream(op, ex->bindings[op->operands[1]].elem, m, n, k, c);
  bool bf16 = ex->bindings[op->operands[0]].elem == DT_BF16 &&
              ex->bindings[op->operands[1]].elem == DT_BF16;
  if (bf16 && t->amx) return cg_configure_amx(m, n, k, c);
  if (t->packed_panels) {
    c.acc_c = ex->bindings[op->operands[2]].elem == DT_F32 && ex->node_count == 0;
    return cg_configure_packed_panels(m, n, k, bf16 && t->bf16_dot, c);
  }
  return cg_configure_packed(m, n, k, t, c);
}

cg_config cg_configure_matmul(const ir_exec *ex, const fact *row, const cg_target *t) {
  if (cg_exact_matmul(ex)) return cg_configure_exact(ex, row, t);
  return cg_configure_float_matmul(ex, row, t, true);
}

// A 1x1 convolution's view (emit_conv.c) never streams: its B is an
// activation of many columns that the packed kernel reads once as well,
// and with few output channels (MobileNetV2's projections to 16 or 24)
// STREAM, whose per-row unrolling is made for decode, ran slower than the
// packed tile (bench/results/conv_layers.md).
cg_config cg_configure_matmul_packed(const ir_exec *ex, const fact *row, const cg_target *t) {
  return cg_configure_float_matmul(ex, row, t, false);
}

bool cg_config_eq(const cg_config *a, const cg_config *b) {
  return a->flavour == b->flavour && a->tile_m == b->tile_m && a->tile_n == b->tile_n &&
         a->tile_k == b->tile_k && a->m_remainder == b->m_remainder &&
         a->n_remainder == b->n_remainder && a->target == b->target && a->mr == b->mr &&
         a->nr == b->nr && a->ku == b->ku && a->k_remainder == b->k_remainder &&
         a->acc_c == b->acc_c && a->scratch == b->scratch && a->conv_pixels == b->conv_pixels;
}

void cg_matmul_config_print(strbuf *sb, const cg_config *c) {
  sb_printf(sb, "%s tile=%dx%dx%d reg=%dx%d", cg_flavours[c->flavour].name, c->tile_m, c->tile_n,
            c->tile_k, c->mr, c->nr);
  if (c->ku > 1) sb_printf(sb, "x%d", c->ku);
  sb_printf(sb, " m_rem=%d n_rem=%d k_rem=%d", c->m_remainder, c->n_remainder, c->k_remainder);
  // a 1x1 convolution on the matmul kernels (emit_conv.c: cg_conv_gemm_view)
  if (c->conv_pixels) sb_printf(sb, " conv1x1 pixels=%lld", (long long)c->conv_pixels);
  sb_printf(sb, " isa=%s", c->target->name);
}

// Where a row may be split by a runtime predicate: the bound below which a
// matmul streams B instead of packing it. A prefill row M = 16 * s with s
// from 1 spans both sides: s = 1 is best served by the streaming kernel.
int cg_split_points(const ir_exec *ex, const cg_target *t, int *push, uint64_t *at, int max) {
  if (ex->kop_count != 1 || ex->kops[0].kind != KOP_MATMUL || max < 1) return 0;
  const ir_kop *op = &ex->kops[0];
  if (!op->m.dynamic) return 0;
  push[0] = (int)op->m.value;
  if (cg_exact_matmul(ex)) return cg_exact_split(ex, t, at);
  at[0] = cg_stream_max_m(op, t);
  return 1;
}
