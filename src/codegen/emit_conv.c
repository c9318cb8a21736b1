// emit_conv.c: convolutions and pools over NCHW (KOP_CONV, KOP_POOL):
// configure, C.
//
// The arithmetic is hand-written kernel C (src/kernels/conv.h); the
// generated part is the grid, the tile sizes and the shape, every size the
// facts pin a literal. A convolution whose channels and output size the
// row pins is an implicit GEMM (fk_conv_igemm; docs/architecture.md,
// "Convolution kernels"): grid (channel blocks, blocks of output rows,
// images), config per row from a cost model; a 1x1 of stride 1 without
// padding is a matmul per image instead, configured and emitted by the
// matmul flavours through its view (cg_conv_gemm_view, below). Otherwise
// the direct path:
// grid (channel tiles, output rows, images), a workgroup kt output
// channels of one group (the largest of 4, 2, 1 that divides the group's
// channels) for one output row; a pool's workgroup one channel's row.
#include "codegen_internal.h"

#include <string.h>

static int64_t static_value(ir_kdim d) { return d.dynamic ? 0 : d.value; }

// Output channels a workgroup computes: a divisor of the group's channels.
static int conv_channel_tile(const ir_exec *ex) {
  const ir_kop *k = &ex->kops[0];
  int64_t K = static_value(ex->bindings[k->operands[1]].dims[0]), Kg = K / k->win.groups;
  for (int kt = 4; kt > 1; kt /= 2)
    if (Kg % kt == 0) return kt;
  return 1;
}

// Output channels a group has under the facts (0: not one value).
static int64_t conv_group_channels(const ir_exec *ex, const fact *facts) {
  const ir_kop *k = &ex->kops[0];
  fact f = cg_size_fact(ex->bindings[k->operands[3]].dims[1], facts);
  return fact_is_point(f) ? (int64_t)f.umin / k->win.groups : 0;
}

// What an implicit GEMM's config keeps in ku: how it multiplies.
enum {
  IGEMM_F32 = 0, // f32 planes, FMAs
  IGEMM_DP = 2,  // bf16 pair planes, vdpbf16ps
  IGEMM_AMX = 3, // bf16 pair planes as B tiles, tdpbf16ps
};

enum {
  IGEMM_SCRATCH_MAX_BYTES = 768 << 10, // a worker's planes: within a 1 MiB L2 next to the weights
  IGEMM_MIN_WORKGROUPS = 8,            // enough to balance the workers of one dispatch
};

// The shape facts the implicit GEMM sizes its tiles and scratch with (all
// static or points of the row).
typedef struct conv_shape {
  int64_t N, C, K, P, Q, Cg, Kg, groups, R, S, sh, sw, dh, dw;
  bool dp;         // bf16 input and weight on a target with vdpbf16ps: pair planes
  bool amx;        // bf16 input and weight on AMX tiles (over the pair planes)
  bool all_images; // a workgroup runs every image (dp weights packed once for all)
} conv_shape;

static bool point(ir_kdim d, const fact *row, int64_t *v) {
  fact f = cg_size_fact(d, row);
  *v = (int64_t)f.umin;
  return fact_is_point(f);
}

// A 1x1 convolution of stride 1 without padding, one group: per image n,
// y[n] as [K, P * Q] = w as [K, C] times x[n] as [C, H * W] (H = P, W =
// Q), a matmul with the weight as A (shared by the batch), the image as
// B[K,N] and the batch along z. It runs on the matmul flavours (emit.c:
// the packed micro-kernels, vdpbf16ps for bf16; never STREAM, see
// cg_configure_matmul_packed) through this view of its executable: x and
// y (and every binding the epilogue reads along P and Q) with those two
// dims merged into one of `pixels` positions, the iteration space [N, K,
// pixels], a bias added to the accumulator in the epilogue before it is
// rounded. The config carries `pixels` (conv_pixels), so every row of a
// variant has that many positions.

// Whether the window is a 1x1 of stride 1, no padding, one group.
static bool conv_pointwise(const ir_exec *ex) {
  const ir_kop *k = &ex->kops[0];
  const ir_window *w = &k->win;
  return ex->kop_count == 1 && k->kind == KOP_CONV && w->kernel[0] == 1 && w->kernel[1] == 1 &&
         w->stride[0] == 1 && w->stride[1] == 1 && w->pad[0] == 0 && w->pad[1] == 0 &&
         w->groups == 1 && ex->bindings[k->operands[0]].rank == 4 &&
         ex->bindings[k->operands[1]].rank == 4 && ex->bindings[k->operands[3]].rank == 4;
}

// Binding b's dims at and at + 1 as one of `pixels`.
static void merge_dims(ir_kbinding *b, int at, int64_t pixels) {
  b->dims[at] = (ir_kdim){false, pixels};
  for (int d = at + 1; d + 1 < b->rank; d++) b->dims[d] = b->dims[d + 1];
  b->rank--;
}

// The view's map of a load node whose binding merges its dims at and at + 1
// (at < 0: none); false where the node reads along P or Q otherwise.
static bool merge_map(ir_knode *n, int at) {
  int8_t p = n->map[2], q = n->map[3];
  for (int d = 0; d < 2; d++) {
    if (n->map[d] < 0 || at < 0 || n->map[d] < at) continue;
    if (n->map[d] <= at + 1) return false;
    n->map[d]--;
  }
  if (p < 0 && q < 0) n->map[2] = -1;
  else if (at >= 0 && p == at && q == at + 1) n->map[2] = (int8_t)at;
  else return false;
  for (int d = 3; d < IR_MAX_RANK; d++) n->map[d] = -1;
  return true;
}

// Where binding b merges P and Q (its dims at, at + 1), or -1: what its
// loads read along them; -2 where they disagree or read it otherwise.
static int merge_point(const ir_exec *ex, int b) {
  int at = -1;
  for (int i = 0; i < ex->node_count; i++) {
    const ir_knode *n = &ex->nodes[i];
    if (n->kind != KN_LOAD || n->binding != b || (n->map[2] < 0 && n->map[3] < 0)) continue;
    if (n->map[2] < 0 || n->map[3] != n->map[2] + 1 || (at >= 0 && at != n->map[2])) return -2;
    at = n->map[2];
  }
  return at;
}

// The bias (binding bias, [K]) added to the accumulator before the
// rounding: three nodes ahead of the epilogue (the accumulator in f32, the
// bias, their sum), whose accumulator node becomes the sum rounded to its
// type. Without an epilogue the rounded sum is y's value.
static bool add_bias(ir_exec *v, int bias, int y) {
  if (v->node_count + 4 > IR_MAX_KNODES) return false;
  int old = v->node_count;
  if (old == 0) {
    v->nodes[0] = (ir_knode){.kind = KN_ACC, .type = v->bindings[y].elem};
    v->output_count = 1;
    v->outputs[0] = (ir_koutput){.binding = y, .node = 0};
    old = 1;
  }
  memmove(&v->nodes[3], &v->nodes[0], sizeof v->nodes[0] * (size_t)old);
  ir_knode load = {.kind = KN_LOAD, .type = v->bindings[bias].elem, .binding = bias};
  memset(load.map, -1, sizeof load.map);
  load.map[1] = 0, load.per_row = true; // the bias of the output channel
  v->nodes[0] = (ir_knode){.kind = KN_ACC, .type = DT_F32};
  v->nodes[1] = load;
  v->nodes[2] = (ir_knode){.kind = KN_EW, .type = DT_F32, .ew = EW_ADD, .a = 0, .b = 1};
  for (int i = 3; i < old + 3; i++) {
    ir_knode *n = &v->nodes[i];
    if (n->kind == KN_ACC) {
      *n = (ir_knode){.kind = KN_EW, .type = n->type, .ew = EW_CONVERT, .a = 2};
      continue;
    }
    if (n->kind != KN_EW) continue;
    int arity = ir_ew_arity(n->ew);
    if (arity > 0) n->a += 3;
    if (arity > 1) n->b += 3;
    if (arity > 2) n->c += 3;
  }
  v->node_count = old + 3;
  for (int o = 0; o < v->output_count; o++) v->outputs[o].node += 3;
  return true;
}

// The matmul view of a pointwise convolution (see above) with `pixels`
// output positions an image; false where the executable is not one the
// view covers (its epilogue gathers, indexes along P or Q, reads the
// weight, or writes more than y).
bool cg_conv_gemm_view(const ir_exec *ex, int64_t pixels, ir_exec *v) {
  if (!conv_pointwise(ex) || pixels <= 0) return false;
  const ir_kop *k = &ex->kops[0];
  int x = k->operands[0], w = k->operands[1], bias = k->operands[2], y = k->operands[3];
  const ir_koutput *out = &ex->outputs[0];
  if (ex->output_count > 1 || (ex->output_count == 1 && (out->binding != y || out->scatter)))
    return false;
  // (x and y merge their dims 2 and 3; an epilogue may read x, not w)
  int at[16];
  for (int b = 0; b < ex->binding_count; b++) {
    at[b] = merge_point(ex, b);
    if (at[b] == -2 || (b == x && at[b] != -1 && at[b] != 2)) return false;
    if (b == x || b == y) at[b] = 2;
  }
  for (int i = 0; i < ex->node_count; i++) {
    const ir_knode *n = &ex->nodes[i];
    if (n->kind == KN_GATHER || n->kind == KN_REDUCE || (n->kind == KN_INDEX && n->axis >= 2) ||
        (n->kind == KN_LOAD && n->binding == w))
      return false;
  }
  *v = *ex;
  ir_kop *m = &v->kops[0];
  memset(m, 0, sizeof *m);
  m->kind = KOP_MATMUL;
  m->operands[0] = w, m->operands[1] = x, m->operands[2] = y;
  for (int i = 3; i < 5; i++) m->operands[i] = -1;
  m->m = ex->bindings[y].dims[1], m->n = (ir_kdim){false, pixels}, m->k = ex->bindings[x].dims[1];
  v->bindings[w].rank = 2;
  for (int b = 0; b < ex->binding_count; b++)
    if (at[b] >= 0) merge_dims(&v->bindings[b], at[b], pixels);
  v->iter_rank = 3;
  v->iter[0] = ex->bindings[y].dims[0], v->iter[1] = ex->bindings[y].dims[1], v->iter[2] = m->n;
  for (int i = 0; i < v->node_count; i++)
    if (v->nodes[i].kind == KN_LOAD && !merge_map(&v->nodes[i], at[v->nodes[i].binding]))
      return false;
  return bias < 0 || add_bias(v, bias, y);
}

// The pixels (P * Q) of a pointwise convolution under the row, when its
// output size is known there and the view covers it; else 0.
static int64_t conv_gemm_pixels(const ir_exec *ex, const fact *row, ir_exec *v) {
  if (!conv_pointwise(ex)) return 0;
  const ir_kbinding *y = &ex->bindings[ex->kops[0].operands[3]];
  int64_t P, Q;
  if (!point(y->dims[2], row, &P) || !point(y->dims[3], row, &Q) || P <= 0 || Q <= 0 ||
      P > INT32_MAX / Q)
    return 0;
  return cg_conv_gemm_view(ex, P * Q, v) ? P * Q : 0;
}

// False when a size the tiles depend on (channels, output size) is not
// known under the row: such rows take the plain direct path.
static bool conv_shape_of(const ir_exec *ex, const fact *row, conv_shape *s) {
  const ir_kop *k = &ex->kops[0];
  const ir_kbinding *x = &ex->bindings[k->operands[0]], *y = &ex->bindings[k->operands[3]];
  const ir_window *w = &k->win;
  if (!point(x->dims[1], row, &s->C) || !point(y->dims[1], row, &s->K) ||
      !point(y->dims[2], row, &s->P) || !point(y->dims[3], row, &s->Q))
    return false;
  if (!point(x->dims[0], row, &s->N)) s->N = 1; // only weighs the grid's size
  s->groups = w->groups, s->Cg = s->C / w->groups, s->Kg = s->K / w->groups;
  s->R = w->kernel[0], s->S = w->kernel[1], s->sh = w->stride[0], s->sw = w->stride[1];
  s->dh = w->dilation[0], s->dw = w->dilation[1];
  s->dp = false, s->amx = false, s->all_images = false;
  return s->P > 0 && s->Q > 0 && s->Kg > 0;
}

// conv.h's fkw_nph * fkw_npw: the phase planes of a channel (one along a
// dim of one tap).
static int64_t igemm_phases(const conv_shape *s) {
  return (s->R == 1 ? 1 : s->sh) * (s->S == 1 ? 1 : s->sw);
}

// conv.h's fkw_scratch_floats in bytes, for pb output rows and a column
// tile of `tile` floats.
static uint64_t igemm_bytes(const conv_shape *s, int64_t pb, int64_t tile) {
  int64_t L = s->Q + (s->S - 1) * s->dw / s->sw, rows = pb + (s->R - 1) * s->dh / s->sh;
  return (uint64_t)(s->Cg * igemm_phases(s) * (rows * L + L + tile)) * 4;
}

// Whether the bf16 path reads the weights' channel pairs in place (one
// tap: channels c and c + 1 are adjacent; an even count: no pair runs past
// a row), with no packing.
static bool igemm_dp_direct_weights(const conv_shape *s) {
  return s->R * s->S == 1 && s->Cg % 2 == 0;
}

// The same for the bf16 pair planes and the block's packed weights
// (conv.h: fkw_dp_scratch_floats): kb output channels a workgroup.
static uint64_t igemm_dp_bytes(const conv_shape *s, int64_t pb, int64_t tile, int64_t kb) {
  int64_t L = s->Q + (s->S - 1) * s->dw / s->sw, rows = pb + (s->R - 1) * s->dh / s->sh,
          M = (s->Cg + 1) / 2;
  int64_t kw = igemm_dp_direct_weights(s) ? 0 : kb < s->Kg ? kb : s->Kg;
  return (uint64_t)(M * igemm_phases(s) * (rows * L + L + tile) + kw * M * s->R * s->S) * 4;
}

// The same on AMX tiles (conv.h: fkw_amx_scratch_floats): the pair planes,
// the block's weights as A tiles (kb rounded up to 32 rows, every tap's
// pairs up to whole steps of 16), 32 rows of sums over the planes' columns
// and two B tiles.
static uint64_t igemm_amx_bytes(const conv_shape *s, int64_t pb, int64_t tile, int64_t kb) {
  int64_t L = s->Q + (s->S - 1) * s->dw / s->sw, rows = pb + (s->R - 1) * s->dh / s->sh,
          M = (s->Cg + 1) / 2;
  int64_t planes = (M * igemm_phases(s) * (rows * L + L + tile) + 15) / 16 * 16;
  int64_t kw = ((kb < s->Kg ? kb : s->Kg) + 31) / 32 * 32;
  int64_t steps = (M * s->R * s->S + 15) / 16;
  return (uint64_t)(planes + kw * steps * 16 + 32 * ((pb * L + 31) / 32 * 32) + 2 * 256) * 4;
}

// The modelled cost of a workgroup shape, in multiply-add units of one
// column: the tiles' columns (the plane rows' dropped columns and the last
// tile's rounding included) times the channels' tiles, plus the planes'
// copies (once per group per channel block).
static double igemm_cost(const conv_shape *s, int64_t pb, int64_t kb, int mr, int64_t tile) {
  int64_t L = s->Q + (s->S - 1) * s->dw / s->sw, rows = pb + (s->R - 1) * s->dh / s->sh;
  int64_t blocks = (s->P + pb - 1) / pb, cols = (pb * L + tile - 1) / tile * tile;
  int64_t kblocks = (s->K + kb - 1) / kb, per_group = (s->Kg + mr - 1) / mr * mr;
  double taps = (double)(s->Cg * s->R * s->S);
  double compute = (double)blocks * (double)cols * taps * (double)(per_group * s->groups);
  if (s->amx) compute /= 16;    // tiles: the model's sixteenth (conv_layers.md#amx-tiles)
  else if (s->dp) compute /= 2; // a vdpbf16ps is two channels' multiply-adds
  // bf16 pairs of weights not adjacent in memory (taps > 1 or an odd
  // channel count), and every weight for the tiles (gathered into A
  // rows), are packed by every row block of an image, a few scalar
  // operations (a gather's share) a weight
  if (s->amx || (s->dp && !igemm_dp_direct_weights(s)))
    compute += (s->amx ? 10.0 : 3.0) * (double)blocks * (double)s->K * taps /
               (s->all_images ? (double)s->N : 1.0);
  double copy = 2.0 * (double)blocks * (double)kblocks * (double)(rows * L * igemm_phases(s)) *
                (double)(s->Cg * (kb < s->Kg ? 1 : kb / s->Kg));
  return compute + copy;
}

// The channel block: the whole group (or, when groups are small, as many
// whole groups as keep >= IGEMM_MIN_WORKGROUPS), halved (in tiles of mr)
// while the grid is too small to balance.
static int64_t igemm_channels(const conv_shape *s, int64_t pb, int mr) {
  int64_t blocks = (s->all_images ? 1 : s->N) * ((s->P + pb - 1) / pb), kb = s->Kg;
  while (kb * 2 <= s->K && s->K % (kb * 2) == 0 &&
         blocks * (s->K / (kb * 2)) >= IGEMM_MIN_WORKGROUPS &&
         kb * 2 * s->Cg * s->R * s->S * pb * s->Q <= (int64_t)1 << 20)
    kb *= 2;
  while (kb % (2 * mr) == 0 && blocks * ((s->K + kb - 1) / kb) < IGEMM_MIN_WORKGROUPS) kb /= 2;
  return kb;
}

// The register tiles a target offers: mr channels by nb vectors (16
// accumulators with 32 registers, 8 with 16; 1 channel for depthwise).
static int igemm_tiles(const cg_target *t, const conv_shape *s, int mr[3], int nb[3]) {
  bool wide = t->vector_registers >= 32;
  if (s->amx) { // a block of four tiles: 32 channels by 32 columns
    mr[0] = 32, nb[0] = 32 / t->vector_floats;
    return 1;
  }
  if (s->Kg == 1) {
    // a depthwise tile's sums are its only independent chains: 8 keep
    // two FMA pipes of 4 cycles busy where the columns fill them
    mr[0] = 1, nb[0] = wide ? 8 : 4;
    mr[1] = 1, nb[1] = wide ? 4 : 2;
    mr[2] = 1, nb[2] = wide ? 2 : 1;
    return 3;
  }
  mr[0] = 4, nb[0] = wide ? 4 : 2;
  mr[1] = 8, nb[1] = wide ? 2 : 1;
  return 2;
}

// The implicit GEMM's config for a known shape: the register tile and the
// rows a workgroup computes that cost least by igemm_cost within the
// scratch bound; false when no row count fits.
static bool configure_igemm(const conv_shape *s, const cg_target *t, cg_config *c,
                            double *best_cost) {
  int mr[3], nb[3], n = igemm_tiles(t, s, mr, nb);
  double best = 0;
  bool found = false;
  for (int i = 0; i < n; i++) {
    int64_t tile = (int64_t)nb[i] * t->vector_floats;
    for (int64_t pb = 1; pb <= s->P; pb++) {
      // (the tiles' pair planes are half the f32 planes; the vdpbf16ps
      // path keeps the f32 bound it was measured with)
      uint64_t planes = s->amx ? igemm_dp_bytes(s, pb, tile, 0) : igemm_bytes(s, pb, tile);
      if (planes > IGEMM_SCRATCH_MAX_BYTES) break;
      int64_t kb = igemm_channels(s, pb, mr[i]);
      // keep the grid balanced: no fewer workgroups than a row each would
      // give, up to IGEMM_MIN_WORKGROUPS
      int64_t wg = (s->all_images ? 1 : s->N) * ((s->P + pb - 1) / pb) * ((s->K + kb - 1) / kb);
      if (pb > 1 && wg < IGEMM_MIN_WORKGROUPS) break;
      double cost = igemm_cost(s, pb, kb, mr[i], tile);
      if (!found || cost < best * 0.98) {
        found = true, best = cost;
        c->tile_k = mr[i], c->nr = nb[i], c->tile_m = (int)pb, c->tile_n = (int)kb;
        c->scratch = s->amx  ? igemm_amx_bytes(s, pb, tile, kb)
                     : s->dp ? igemm_dp_bytes(s, pb, tile, kb)
                             : igemm_bytes(s, pb, tile);
      }
    }
  }
  c->mr = t->vector_floats;
  c->ku = s->amx ? IGEMM_AMX : s->dp ? IGEMM_DP : IGEMM_F32;
  c->m_remainder = s->all_images;
  *best_cost = best;
  return found;
}

// A convolution whose channels and output size are known under the row
// takes the implicit GEMM (tile_k = its register tile's channels, tile_m
// output rows and tile_n output channels a workgroup, nr vectors of mr
// lanes); otherwise the plain direct path, tile_n channels a workgroup.
cg_config cg_configure_window(const ir_exec *ex, const fact *row, const cg_target *t) {
  cg_config c = {.flavour = CG_WINDOW, .target = t};
  c.tile_n = ex->kops[0].kind == KOP_CONV ? conv_channel_tile(ex) : 1;
  // a pointwise convolution: the matmul flavours' config of its view
  ir_exec view;
  int64_t pixels = conv_gemm_pixels(ex, row, &view);
  if (pixels) {
    cg_config m = cg_configure_matmul_packed(&view, row, t);
    m.conv_pixels = pixels;
    return m;
  }
  conv_shape s;
  if (ex->kops[0].kind != KOP_CONV || ex->kops[0].win.kernel[0] > 64 || !conv_shape_of(ex, row, &s))
    return c;
  const ir_kop *k = &ex->kops[0];
  bool bf16 =
      ex->bindings[k->operands[0]].elem == DT_BF16 && ex->bindings[k->operands[1]].elem == DT_BF16;
  cg_config g = c, h = c;
  double cost = 0, dp_cost = 0;
  // bf16 on AMX tiles wherever a group has at least half a tile of output
  // channels (bench/results/conv_layers.md#amx-tiles), its weights packed
  // per workgroup once for the batch's images
  if (t->amx && bf16 && s.Kg >= 16 && s.R * s.S <= 64) {
    s.dp = s.amx = true;
    s.all_images = s.N > 1;
    if (configure_igemm(&s, t, &h, &dp_cost)) return h;
    s.dp = s.amx = false, s.all_images = false;
  }
  // bf16 input and weight with vdpbf16ps: the pair planes where the model
  // finds them cheaper than f32 planes (their weight packing included)
  bool dp = t->bf16_dot && bf16;
  bool f32_ok = configure_igemm(&s, t, &g, &cost);
  s.dp = true;
  // packed bf16 weights: a workgroup per row block runs the batch's images
  // so that it packs them once
  s.all_images = s.N > 1 && !igemm_dp_direct_weights(&s);
  if (dp && configure_igemm(&s, t, &h, &dp_cost) && (!f32_ok || dp_cost < cost)) return h;
  return f32_ok ? g : c;
}

void cg_window_config_print(strbuf *sb, const cg_config *c) {
  if (c->tile_k)
    sb_printf(sb, "window %s rows=%d channels=%d reg=%dx%dx%d planes=%llu%s%s isa=%s",
              c->tile_k == 1 ? "depthwise" : "igemm", c->tile_m, c->tile_n, c->tile_k, c->nr, c->mr,
              (unsigned long long)c->scratch,
              c->ku == IGEMM_AMX  ? " amx=bf16"
              : c->ku == IGEMM_DP ? " dp=bf16"
                                  : "",
              c->ku != IGEMM_F32 && c->m_remainder ? " images=all" : "", c->target->name);
  else sb_printf(sb, "window channels=%d isa=%s", c->tile_n, c->target->name);
}

// The planes of one workgroup (conv.h: fkw_scratch_floats), in bytes.
uint64_t cg_window_scratch_bytes(const ir_exec *ex, const cg_config *c) {
  (void)ex;
  return c->tile_k ? c->scratch : 0;
}

// The sizes of x [N, C, H, W] and y [N, K, P, Q] as C constants.
static void emit_sizes(cg_writer *e, const ir_exec *ex, const fact *facts) {
  const ir_kop *k = &ex->kops[0];
  const ir_kbinding *x = &ex->bindings[k->operands[0]], *y = &ex->bindings[k->operands[3]];
  char d[8][48];
  for (int i = 0; i < 4; i++) cg_kdim_text(d[i], sizeof d[i], x->dims[i], facts);
  for (int i = 0; i < 4; i++) cg_kdim_text(d[4 + i], sizeof d[4 + i], y->dims[i], facts);
  cg_out(e, "const int64_t N = %s, C = %s, H = %s, W = %s;", d[0], d[1], d[2], d[3]);
  cg_out(e, "const int64_t K = %s, P = %s, Q = %s;", d[5], d[6], d[7]);
  cg_out(e, "(void)N, (void)C, (void)H, (void)W, (void)K, (void)P, (void)Q;");
}

static void emit_window(cg_writer *e, const ir_kop *k) {
  const ir_window *w = &k->win;
  cg_out(e,
         "const fk_window g = {C, H, W, K, P, Q, %lld, %lld, %lld, %lld, %lld, %lld, %lld, %lld, "
         "%lld, %d, %d, %lld};",
         (long long)w->kernel[0], (long long)w->kernel[1], (long long)w->groups,
         (long long)w->stride[0], (long long)w->stride[1], (long long)w->pad[0],
         (long long)w->pad[1], (long long)w->dilation[0], (long long)w->dilation[1],
         w->count_include_pad, w->adaptive, (long long)w->divisor);
}

// Whether the epilogue reads nothing along an output row (no load, index
// or gather along Q): conv.h then runs it a vector of a row's sums at once
// (FKW_EPI_ROWWISE).
static bool epilogue_rowwise(const ir_exec *ex) {
  int q = ex->iter_rank - 1;
  for (int i = 0; i < ex->node_count; i++) {
    const ir_knode *n = &ex->nodes[i];
    if (n->kind == KN_GATHER || (n->kind == KN_LOAD && n->map[q] >= 0) ||
        (n->kind == KN_INDEX && n->axis == q))
      return false;
  }
  return true;
}

static void emit_count(cg_writer *e, const ir_exec *ex, const cg_config *c, const fact *facts,
                       const char *symbol) {
  cg_out(e, "void %s_count(const int64_t *pc, uint32_t out[3]) {", symbol);
  cg_out(e, "(void)pc;");
  emit_sizes(e, ex, facts);
  if (c->tile_k) {
    cg_out(e, "out[0] = (uint32_t)((K + %d) / %d);", c->tile_n - 1, c->tile_n);
    cg_out(e, "out[1] = (uint32_t)((P + %d) / %d);", c->tile_m - 1, c->tile_m);
  } else if (ex->kops[0].kind == KOP_POOL) {
    // a pool's rows along x: consecutive workgroups read consecutive rows
    // of one plane (along channels every workgroup read another plane,
    // which a batch's planes no longer kept in cache)
    cg_out(e, "out[0] = (uint32_t)P;");
    cg_out(e, "out[1] = (uint32_t)K;");
  } else {
    cg_out(e, "out[0] = (uint32_t)(K / %d);", c->tile_n);
    cg_out(e, "out[1] = (uint32_t)P;");
  }
  cg_out(e, "out[2] = (uint32_t)%s;", c->tile_k && c->m_remainder ? "1" : "N");
  cg_out(e, "}");
}

void cg_emit_window(strbuf *sbout, const ir_exec *ex, const cg_config *c, const fact *facts,
                    const char *symbol) {
  cg_writer e = {.out = sbout};
  const ir_kop *k = &ex->kops[0];
  bool conv = k->kind == KOP_CONV;
  int x = k->operands[0], y = k->operands[3];
  int xt = (int)ex->bindings[x].elem, yt = (int)ex->bindings[y].elem;
  cg_out(&e, "// %s.c: facet kernel, a variant of executable %s.", symbol,
         ex->name ? ex->name : "?");
  cg_out(&e, "//   %s over NCHW (%s -> %s), %d channel%s of one output row a workgroup",
         conv                ? "direct convolution"
         : k->red == RED_MAX ? "max pool"
                             : "mean pool",
         dtype_name(ex->bindings[x].elem), dtype_name(ex->bindings[y].elem), c->tile_n,
         c->tile_n == 1 ? "" : "s");
  cg_out(&e, "// Generated by facet; do not edit.");
  if (c->tile_k) cg_out(&e, "#define FKW_VF %d", c->mr);
  if (c->tile_k) cg_out(&e, "#define FKW_NB %d", c->nr);
  if (c->tile_k) cg_out(&e, "#define FKW_MR %d", c->tile_k);
  if (c->ku != IGEMM_F32) cg_out(&e, "#define FKW_DPBF16 1");
  if (c->ku == IGEMM_AMX) cg_out(&e, "#define FKW_AMX 1");
  unsigned bf16_c = c->ku == IGEMM_AMX  ? CG_KC_BF16 | CG_KC_AMX
                    : c->ku == IGEMM_DP ? CG_KC_BF16
                                        : 0;
  if (c->tile_k)
    cg_out(&e, "#define FKW_REST %lld", (long long)(conv_group_channels(ex, facts) % c->tile_k));
  bool epilogue = ex->node_count > 0;
  if (!epilogue) {
    cg_emit_kernel_c(sbout, &e.depth, c->target, CG_KC_CONV | bf16_c);
  } else {
    // conv.h's stores call the epilogue (emit_rows.c), defined after it
    cg_emit_kernel_c(sbout, &e.depth, c->target, CG_KC_ELEMENTWISE | bf16_c);
    cg_out(&e,
           "INLINE float %s_epilogue(const facet_dispatch_state_t *state, int64_t i, int64_t j, "
           "float acc);",
           symbol);
    cg_out(&e, "#define FKW_EPI(i, q, v) %s_epilogue(state, (i), (q), (v))", symbol);
    cg_out(&e, "#define FKW_EPI_ROWWISE %d", epilogue_rowwise(ex));
    cg_out(&e, "%s", cg_kernel_c("conv.h"));
    cg_emit_epilogue(sbout, ex, facts, symbol, c->target);
  }
  cg_emit_entry_decls(sbout, &e.depth, symbol);
  emit_count(&e, ex, c, facts, symbol);
  cg_out(&e,
         "void %s_workgroup(const facet_dispatch_state_t *state, uint32_t x, uint32_t y, uint32_t "
         "z, void *scratch) {",
         symbol);
  cg_out(&e, "(void)scratch;");
  cg_out(&e, "const int64_t *pc = state->push_constants;");
  cg_out(&e, "(void)pc;");
  emit_sizes(&e, ex, facts);
  emit_window(&e, k);
  cg_out(&e, "const void *xb = state->bindings[%d];", x);
  cg_out(&e, "void *yb = state->bindings[%d];", y);
  if (conv) {
    int w = k->operands[1], b = k->operands[2];
    cg_out(&e, "const void *wb = state->bindings[%d];", w);
    if (b >= 0) cg_out(&e, "const void *bb = state->bindings[%d];", b);
    else cg_out(&e, "const void *bb = 0;");
    int wt = (int)ex->bindings[w].elem, bt = b >= 0 ? (int)ex->bindings[b].elem : 1;
    if (c->tile_k) {
      if (c->ku != IGEMM_F32)
        cg_out(&e,
               "if (fkw_%s_scratch_floats(&g, %d, %d) * 4 > %llu) __builtin_trap(); // sized by "
               "the compiler",
               c->ku == IGEMM_AMX ? "amx" : "dp", c->tile_m, c->tile_n,
               (unsigned long long)c->scratch);
      else
        cg_out(
            &e,
            "if (fkw_scratch_floats(&g, %d) * 4 > %llu) __builtin_trap(); // sized by the compiler",
            c->tile_m, (unsigned long long)c->scratch);
      cg_out(&e,
             "fk_conv_igemm(state, &g, %d, xb, %d, wb, %d, bb, %d, yb, %s, (int64_t)x * %d, %d, "
             "(int64_t)y * %d, %d, (float *)scratch);",
             xt, wt, bt, yt, c->m_remainder ? "z, N" : "z, 1", c->tile_n, c->tile_n, c->tile_m,
             c->tile_m);
    } else {
      cg_out(&e,
             "fk_conv_row(state, &g, %d, xb, %d, wb, %d, bb, %d, yb, z, (int64_t)x * %d, %d, y);",
             xt, wt, bt, yt, c->tile_n, c->tile_n);
    }
  } else {
    cg_out(&e, "fk_%s_pool_row(&g, %d, xb, %d, yb, (int64_t)z * C + y, x);",
           k->red == RED_MAX ? "max" : "mean", xt, yt);
  }
  cg_out(&e, "}");
}
