// emit_attention.c: C for scaled dot-product attention (KOP_ATTENTION).
//
//   O[b, h, i, :] = sum_j softmax_j(Q[b, h, i, :] . K[b, h', j, :] * scale + mask[b, h, i, j]) V[b,
//   h', j, :]
//
// with h' = h / (H / Hk) (grouped-query attention when Hk < H), the mask
// broadcast over its size-1 dims (bool: false masks out; float: added), and
// causal masking of j > i. Flash-attention's loop: a workgroup takes one
// (b, h') and a block of ATT_QUERIES rows of its query heads: ATT_QUERIES
// queries of one head, or, when L is shorter (decode), all L queries of as
// many of the H / Hk heads sharing h' as fit. It converts them to f32
// (scaled) once and walks the keys in tiles of ATT_KEYS: each tile of K
// (transposed, in registers) and V is converted to f32 once for all the
// block's rows; per group of query rows (emit_rows), the tile's scores are
// a small matrix product vectorised along the keys (in vector variables:
// emit_vectors), then per row an online softmax (running max and sum; the
// accumulator is rescaled once per tile, not per key) with fexp, and the
// weighted sum of V rows. Causal blocks stop at their last query's key. Nothing S-sized is stored:
// the per-worker scratch holds the block, one tile and the accumulators
// (cg_attention_scratch_bytes). E and Ev are static (at most ATT_MAX_EV; dispatch.c leaves other
// attention outside dispatches). Q, K, V and O are read and written through strides: each operand's
// logical dims sit in its binding as its ir_kview says (permuted, the sequence split into pages,
// from a slice's start), so the transposes, views and slices an export writes around attention cost
// no copy (emit_strides, pos). K and V read through a page table (ir_kview.table) look each key's
// page up in the ids (emit_rows): the gather of the pages before attention is not run at all.
#include "codegen_internal.h"

#include <inttypes.h>
#include <math.h>
#include <string.h>

enum { ATT_QUERIES = 32, ATT_KEYS = 32, ATT_MAX_EV = 512 };
enum { POS_LEN = 320 }; // a position's C text
_Static_assert(ATT_KEYS % 16 == 0, "a row's scores are whole vectors of 8 or 16 keys");

typedef struct att_em {
  cg_writer w; // the translation unit and its brace depth
  const ir_exec *ex;
  const fact *facts;
  int vk;               // floats in a vector variable: the target's vector width
  bool block_transpose; // whole K tiles transposed in VK x VK blocks (emit_tiles)
} att_em;

// One config whatever the row: the kernel reads every size at run time.
cg_config cg_configure_attention(const ir_exec *ex, const fact *row, const cg_target *t) {
  (void)ex, (void)row;
  return (cg_config){
      .flavour = CG_ATTENTION, .target = t, .tile_m = ATT_QUERIES, .tile_n = ATT_KEYS};
}

void cg_attention_config_print(strbuf *sb, const cg_config *c) {
  sb_printf(sb, "attention queries=%d keys=%d", c->tile_m, c->tile_n);
}

// Logical dim d of operand `slot` (Q, K, V, O, mask), when static
// (dispatch.c admits attention with static E and Ev).
static int64_t static_dim(const ir_exec *ex, int slot, int d) {
  ir_kdim k = ex->kops[0].views[slot].size[d];
  return k.dynamic ? ATT_MAX_EV : k.value;
}

// Floats: the query block, a K tile (transposed), a V tile, the block's
// accumulators, running max and sum; 64-byte aligned pieces.
uint64_t cg_attention_scratch_bytes(const ir_exec *ex, const cg_config *c) {
  uint64_t e = (uint64_t)static_dim(ex, 0, 3), ev = (uint64_t)static_dim(ex, 2, 3);
  uint64_t qb = (uint64_t)c->tile_m, kt = (uint64_t)c->tile_n;
  uint64_t floats = qb * e + e * kt + kt * ev + qb * ev + 2 * qb;
  return floats * sizeof(float) + 64;
}

// `const int64_t NAME = <dim>;` for logical dim d of operand `slot`
static void dim_decl(att_em *e, const char *name, int slot, int d) {
  char v[48];
  cg_kdim_text(v, sizeof v, e->ex->kops[0].views[slot].size[d], e->facts);
  cg_out(&e->w, "const int64_t %s = %s;", name, v);
}

static const char *const slot_prefix[5] = {"q", "k", "v", "o", "m"};

// A page table's strides `<p>ts<t>` (row-major over its dims), its
// elements `<p>tn` and the pages the ids index, `<p>np`.
static void emit_table_strides(att_em *e, int slot) {
  const ir_kview *kv = &e->ex->kops[0].views[slot];
  const ir_kbinding *t = &e->ex->bindings[kv->table];
  const char *p = slot_prefix[slot];
  char v[48];
  cg_out(&e->w, "const int64_t %sts%d = 1;", p, t->rank - 1);
  for (int j = t->rank - 2; j >= 0; j--) {
    cg_kdim_text(v, sizeof v, t->dims[j + 1], e->facts);
    cg_out(&e->w, "const int64_t %sts%d = %sts%d * (%s);", p, j, p, j + 1, v);
  }
  cg_kdim_text(v, sizeof v, t->dims[0], e->facts);
  cg_out(&e->w, "const int64_t %stn = %sts0 * (%s);", p, p, v);
  cg_kdim_text(v, sizeof v, e->ex->bindings[e->ex->kops[0].operands[slot]].dims[kv->table_dim],
               e->facts);
  cg_out(&e->w, "const int64_t %snp = %s;", p, v);
}

// Operand slot's binding: `<p>s<j>`, the element stride of binding dim j
// (row-major), and `<p>o`, where its view starts (the slices' offsets).
static void emit_strides(att_em *e, int slot) {
  const ir_kop *k = &e->ex->kops[0];
  const ir_kview *kv = &k->views[slot];
  const ir_kbinding *b = &e->ex->bindings[k->operands[slot]];
  const char *p = slot_prefix[slot];
  char v[48];
  strbuf off = {0};
  cg_out(&e->w, "const int64_t %ss%d = 1;", p, b->rank - 1);
  for (int j = b->rank - 2; j >= 0; j--) {
    cg_kdim_text(v, sizeof v, b->dims[j + 1], e->facts);
    cg_out(&e->w, "const int64_t %ss%d = %ss%d * (%s);", p, j, p, j + 1, v);
  }
  for (int j = 0; j < b->rank; j++) {
    if (!kv->offset[j].dynamic && kv->offset[j].value == 0) continue;
    cg_kdim_text(v, sizeof v, kv->offset[j], e->facts);
    sb_printf(&off, " + (%s) * %ss%d", v, p, j);
  }
  cg_out(&e->w, "const int64_t %so = 0%s;", p, sb_cstr(&off));
  sb_free(&off);
  if (kv->table >= 0) emit_table_strides(e, slot);
}

// What index `x` along view dim `dim` adds: to the element offset
// (`table` false) along a binding dim, or to the index into the page table
// (`table` true) along a table dim; "0" where the dim is the other kind.
static void part(char *buf, size_t n, const char *p, int dim, const char *x, bool table) {
  if ((dim >= IR_KVIEW_TABLE) != table) snprintf(buf, n, "0");
  else if (table) snprintf(buf, n, "(%s) * %sts%d", x, p, dim - IR_KVIEW_TABLE);
  else snprintf(buf, n, "(%s) * %ss%d", x, p, dim);
}

// Index x of a logical dim split into pages of `sz` rows, through a page
// table: the page (x / sz) and the row (x % sz) each add to the offset or
// to the index into the table, as their dims are binding or table dims.
static void paged_part(char *buf, size_t n, const char *p, const ir_kview *kv, int d, const char *x,
                       const char *sz, bool table) {
  char q[96], r[96], a[128], b[128];
  snprintf(q, sizeof q, "(%s) / (%s)", x, sz);
  snprintf(r, sizeof r, "(%s) %% (%s)", x, sz);
  part(a, sizeof a, p, kv->outer[d], q, table);
  part(b, sizeof b, p, kv->inner[d], r, table);
  snprintf(buf, n, "(%s + %s)", a, b);
}

// `buf` = what index `x` of logical dim d of operand slot adds to the
// element offset (or, with `table`, to the index into its page table):
// along its binding dim, or split into a page and a row of the page.
// Without a table, the text kernels have always had.
static void pos_part(att_em *e, char *buf, size_t n, int slot, int d, const char *x, bool table) {
  const ir_kview *kv = &e->ex->kops[0].views[slot];
  const char *p = slot_prefix[slot];
  char sz[48];
  if (kv->outer[d] < 0) {
    snprintf(buf, n, "0");
  } else if (kv->inner[d] < 0) {
    part(buf, n, p, kv->outer[d], x, table);
  } else {
    cg_kdim_text(sz, sizeof sz, kv->inner_size[d], e->facts);
    if (kv->table >= 0) paged_part(buf, n, p, kv, d, x, sz, table);
    else
      snprintf(buf, n, "((%s) / (%s) * %ss%d + (%s) %% (%s) * %ss%d)", x, sz, p, kv->outer[d], x,
               sz, p, kv->inner[d]);
  }
}

// The elements index `x` of logical dim d of operand slot moves by.
static void pos(att_em *e, char *buf, size_t n, int slot, int d, const char *x) {
  pos_part(e, buf, n, slot, d, x, false);
}

static bool has_table(const att_em *e, int slot) { return e->ex->kops[0].views[slot].table >= 0; }

static const char *elem_type(dtype t) {
  return t == DT_F32 ? "float" : t == DT_BOOL ? "uint8_t" : "uint16_t";
}
// An expression reading element `at` of binding `b` as float.
static void load(char *buf, size_t n, dtype t, int b, const char *at) {
  if (t == DT_F16) snprintf(buf, n, "h2f(b%d[%s])", b, at);
  else if (t == DT_BF16) snprintf(buf, n, "bf2f(b%d[%s])", b, at);
  else if (t == DT_BOOL) snprintf(buf, n, "(b%d[%s] ? 0.0f : -INFINITY)", b, at);
  else snprintf(buf, n, "b%d[%s]", b, at);
}

static void emit_sizes(att_em *e) {
  dim_decl(e, "B", 0, 0);
  dim_decl(e, "H", 0, 1);
  dim_decl(e, "L", 0, 2);
  dim_decl(e, "E", 0, 3);
  dim_decl(e, "Hk", 1, 1);
  dim_decl(e, "S", 1, 2);
  dim_decl(e, "Ev", 2, 3);
  // A block: LB queries of each of HB heads of one group of R = H / Hk.
  cg_out(&e->w, "const int64_t R = Hk > 0 ? H / Hk : 1;");
  cg_out(&e->w, "const int64_t LB = L < QB ? (L > 0 ? L : 1) : QB;");
  cg_out(&e->w, "const int64_t HB = L < QB ? (QB / LB < R ? QB / LB : R) : 1;");
  cg_out(&e->w, "const int64_t lblocks = (L + LB - 1) / LB;");
}

// The mask's strides over [B, H, L, S]: 0 along its size-1 dims.
static void emit_mask_strides(att_em *e, int m) {
  const char *names[4] = {"mb", "mh", "ml", "ms"};
  cg_out(&e->w, "int64_t mstride = 1;");
  for (int d = 3; d >= 0; d--) {
    char v[48];
    cg_kdim_text(v, sizeof v, e->ex->bindings[m].dims[d], e->facts);
    cg_out(&e->w, "const int64_t %s = (%s) == 1 ? 0 : mstride;", names[d], v);
    cg_out(&e->w, "mstride *= (%s);", v);
  }
}

// VK floats in the compiler's vector extension (GCC and clang): the
// target's vector width, 4 on the portable target (a 64-byte type on AVX2
// ran several times slower than the scalar loops it replaced), and a VK x
// VK transpose by halving butterflies: at width w, rows i and i + w (i & w
// == 0) swap the w-wide blocks off their diagonal: faster than the scalar
// loops on every target (bench/results/kernel_choices.md#attention-vectors).
static void emit_vectors(att_em *e) {
  int vk = e->vk;
  cg_out(&e->w, "enum { VK = %d };", vk);
  cg_out(&e->w, "typedef float vk __attribute__((vector_size(%d)));", vk * 4);
  cg_out(&e->w, "typedef float vk_unaligned __attribute__((vector_size(%d), aligned(4)));", vk * 4);
  cg_out(&e->w, "INLINE vk ld_vk(const float *p) { return *(const vk_unaligned *)p; }");
  cg_out(&e->w, "INLINE void st_vk(float *p, vk v) { *(vk_unaligned *)p = v; }");
  // m with each lane replaced by x's where x is larger (a NaN never is:
  // the scalar loop's `v > tmax ? v : tmax`), and the largest lane
  cg_out(&e->w, "typedef int32_t vki __attribute__((vector_size(%d)));", vk * 4);
  cg_out(&e->w, "INLINE vk max_vk(vk m, vk x) {");
  cg_out(&e->w, "const vki gt = x > m;");
  cg_out(&e->w, "return (vk)((gt & (vki)x) | (~gt & (vki)m));");
  cg_out(&e->w, "}");
  cg_out(&e->w, "INLINE float hmax_vk(vk m) {");
  for (int w = vk / 2; w >= 1; w /= 2) {
    strbuf sh = {0};
    for (int j = 0; j < vk; j++) sb_printf(&sh, "%s%d", j ? ", " : "", (j + w) % vk);
    cg_out(&e->w, "m = max_vk(m, __builtin_shufflevector(m, m, %s));", sb_cstr(&sh));
    sb_free(&sh);
  }
  cg_out(&e->w, "return m[0];");
  cg_out(&e->w, "}");
  if (!e->block_transpose) return;
  cg_out(&e->w, "INLINE void transpose_vk(vk r[VK]) {");
  for (int w = 1; w < vk; w *= 2) {
    strbuf lo = {0}, hi = {0};
    for (int j = 0; j < vk; j++) {
      sb_printf(&lo, "%s%d", j ? ", " : "", j & w ? vk + j - w : j);
      sb_printf(&hi, "%s%d", j ? ", " : "", j & w ? vk + j : j + w);
    }
    cg_out(&e->w, "for (int i = 0; i < VK; i++) {");
    cg_out(&e->w, "if (i & %d) continue;", w);
    cg_out(&e->w, "const vk a = r[i], b = r[i + %d];", w);
    cg_out(&e->w, "r[i] = __builtin_shufflevector(a, b, %s);", sb_cstr(&lo));
    cg_out(&e->w, "r[i + %d] = __builtin_shufflevector(a, b, %s);", w, sb_cstr(&hi));
    cg_out(&e->w, "}");
    sb_free(&lo);
    sb_free(&hi);
  }
  cg_out(&e->w, "}");
}

// With a page table, `<p>row[t]`: where key j0 + t of operand slot's
// tile starts, its page looked up in the ids (clamped: emit_table_check
// has made the call fail for an id out of range, and nothing outside the
// binding is read).
static void emit_table_rows(att_em *e, int slot) {
  const ir_kview *kv = &e->ex->kops[0].views[slot];
  const char *p = slot_prefix[slot];
  char tb[POS_LEN], th[POS_LEN], ts[POS_LEN], os[POS_LEN];
  pos_part(e, tb, sizeof tb, slot, 0, "b", true);
  pos_part(e, th, sizeof th, slot, 1, "hk", true);
  pos_part(e, ts, sizeof ts, slot, 2, "j0 + t", true);
  pos(e, os, sizeof os, slot, 2, "j0 + t");
  cg_out(&e->w, "const int64_t %sti = %s + %s;", p, tb, th);
  cg_out(&e->w, "int64_t %srow[KT];", p);
  cg_out(&e->w, "for (int64_t t = 0; t < kn; t++)");
  cg_out(&e->w, "  %srow[t] = %sbase + %s + att_page(b%d, %sti + %s, %snp) * %ss%d;", p, p, os,
         kv->table, p, ts, p, p, kv->table_dim);
}

// `at` = where element (key j0 + t, column c) of operand slot's tile is:
// through its row of the page table, or its strides.
static void tile_at(att_em *e, char *at, size_t n, int slot, const char *t, const char *j,
                    const char *c) {
  char ks[POS_LEN], kc[POS_LEN];
  const char *p = slot_prefix[slot];
  pos(e, kc, sizeof kc, slot, 3, c);
  if (has_table(e, slot)) {
    snprintf(at, n, "%srow[%s] + %s", p, t, kc);
    return;
  }
  pos(e, ks, sizeof ks, slot, 2, j);
  snprintf(at, n, "%sbase + %s + %s", p, ks, kc);
}

// Whether operand slot's rows (its last logical dim) lie contiguous in its
// binding, on a target with vector loads of VK values (x86's ld8_* /
// ld16_*: vk is 8 or 16 there).
static bool vector_rows(const att_em *e, int slot) {
  const ir_kop *k = &e->ex->kops[0];
  const ir_kview *kv = &k->views[slot];
  return e->block_transpose && kv->outer[3] == e->ex->bindings[k->operands[slot]].rank - 1 &&
         kv->inner[3] < 0;
}

// `buf` = VK values of operand slot from element `at` on, as a vk.
static const char *vector_load(const att_em *e, int slot, const char *at, char *buf, size_t n) {
  int b = e->ex->kops[0].operands[slot];
  dtype t = e->ex->bindings[b].elem;
  const char *suffix = t == DT_F16 ? "f16" : t == DT_BF16 ? "bf16" : "f32";
  snprintf(buf, n, "(vk)ld%d_%s(b%d + %s)", e->vk, suffix, b, at);
  return buf;
}

// r[i] = VK values of key t0 + i of the K tile from column c0. Along a
// contiguous E, one vector load (and conversion) of the target's helpers:
// converted element by element into a row and reloaded as a vector, the
// compiler stored two halves and loaded the whole, a store-forwarding
// stall per row that was most of a decode's attention (bench/results/
// attention_views.md).
static void emit_key_row(att_em *e, char *at, size_t at_len, char *a, size_t a_len) {
  if (vector_rows(e, 1)) {
    tile_at(e, at, at_len, 1, "t0 + i", "j0 + t0 + i", "c0");
    cg_out(&e->w, "r[i] = %s;", vector_load(e, 1, at, a, a_len));
    return;
  }
  const ir_kop *k = &e->ex->kops[0];
  tile_at(e, at, at_len, 1, "t0 + i", "j0 + t0 + i", "c0 + l");
  load(a, a_len, e->ex->bindings[k->operands[1]].elem, k->operands[1], at);
  cg_out(&e->w, "float row[VK];");
  cg_out(&e->w, "for (int l = 0; l < VK; l++) row[l] = %s;", a);
  cg_out(&e->w, "r[i] = ld_vk(row);");
}

// Loads of the K tile (transposed, zero past the last key) and the V tile.
static void emit_tiles(att_em *e) {
  const ir_exec *ex = e->ex;
  const ir_kop *k = &ex->kops[0];
  char a[5 * POS_LEN];
  char kb[POS_LEN], kh[POS_LEN], vb[POS_LEN], vh[POS_LEN];
  pos(e, kb, sizeof kb, 1, 0, "b");
  pos(e, kh, sizeof kh, 1, 1, "hk");
  pos(e, vb, sizeof vb, 2, 0, "b");
  pos(e, vh, sizeof vh, 2, 1, "hk");
  cg_out(&e->w, "const int64_t kbase = ko + %s + %s, vbase = vo + %s + %s;", kb, kh, vb, vh);
  for (int slot = 1; slot < 3; slot++)
    if (has_table(e, slot)) emit_table_rows(e, slot);
  char at[4 * POS_LEN];
  // A whole tile in VK x VK blocks transposed in registers: element by
  // element, each was a store of its own. Not on the portable target, where
  // 4 x 4 blocks lost (bench/results/kernel_choices.md#attention-block-transpose).
  if (e->block_transpose) {
    cg_out(&e->w, "if (kn == KT && E %% VK == 0) {");
    cg_out(&e->w, "for (int64_t c0 = 0; c0 < E; c0 += VK)");
    cg_out(&e->w, "for (int64_t t0 = 0; t0 < KT; t0 += VK) {");
    cg_out(&e->w, "vk r[VK];");
    cg_out(&e->w, "for (int i = 0; i < VK; i++) {");
    emit_key_row(e, at, sizeof at, a, sizeof a);
    cg_out(&e->w, "}");
    cg_out(&e->w, "transpose_vk(r);");
    cg_out(&e->w, "for (int l = 0; l < VK; l++) st_vk(kt + (c0 + l) * KT + t0, r[l]);");
    cg_out(&e->w, "}");
    cg_out(&e->w, "} else {");
  }
  tile_at(e, at, sizeof at, 1, "t", "j0 + t", "c");
  load(a, sizeof a, ex->bindings[k->operands[1]].elem, k->operands[1], at);
  cg_out(&e->w, "for (int64_t t = 0; t < kn; t++)");
  cg_out(&e->w, "  for (int64_t c = 0; c < E; c++) kt[c * KT + t] = %s;", a);
  cg_out(&e->w, "for (int64_t t = kn; t < KT; t++)");
  cg_out(&e->w, "  for (int64_t c = 0; c < E; c++) kt[c * KT + t] = 0.0f;");
  if (e->block_transpose) cg_out(&e->w, "}");
  tile_at(e, at, sizeof at, 2, "t", "j0 + t", "c");
  load(a, sizeof a, ex->bindings[k->operands[2]].elem, k->operands[2], at);
  bool rows = vector_rows(e, 2);
  if (rows) cg_out(&e->w, "if (Ev %% VK) {");
  cg_out(&e->w, "for (int64_t t = 0; t < kn; t++)");
  cg_out(&e->w, "  for (int64_t c = 0; c < Ev; c++) vt[t * Ev + c] = %s;", a);
  if (!rows) return;
  cg_out(&e->w, "} else {");
  tile_at(e, at, sizeof at, 2, "t", "j0 + t", "c0");
  cg_out(&e->w, "for (int64_t t = 0; t < kn; t++)");
  cg_out(&e->w, "  for (int64_t c0 = 0; c0 < Ev; c0 += VK) st_vk(vt + t * Ev + c0, %s);",
         vector_load(e, 2, at, a, sizeof a));
  cg_out(&e->w, "}");
}

// A page id, clamped into the pages (att_page); the call's fault, naming
// the ids' binding (att_fault).
static void emit_table_helpers(att_em *e) {
  cg_out(&e->w, "INLINE int64_t att_page(const int64_t *ids, int64_t i, int64_t n) { const int64_t "
                "p = ids[i]; return p < 0 ? 0 : p >= n ? n - 1 : p; }");
  cg_out(&e->w, "INLINE void att_fault(const facet_dispatch_state_t *state, uint32_t binding) { if "
                "(state->fault) __atomic_store_n(state->fault, binding + 1, __ATOMIC_RELAXED); }");
}

// Every id of operand slot's page table is checked once a call, by the
// first workgroup, as the gather it replaces checked every index: one out
// of the pages fails the call (index_select's IndexError), whichever keys
// the blocks read. Without pages nothing is read at all.
static void emit_table_check(att_em *e, int slot) {
  const char *p = slot_prefix[slot];
  int t = e->ex->kops[0].views[slot].table;
  cg_out(&e->w, "if (x == 0 && y == 0)");
  cg_out(&e->w, "  for (int64_t i = 0; i < %stn; i++)", p);
  cg_out(&e->w, "    if (b%d[i] < 0 || b%d[i] >= %snp) att_fault(state, %du);", t, t, p, t);
  cg_out(&e->w, "if (%snp <= 0) return;", p);
}

// Query rows that go through a tile together (emit_rows): their scores
// (G x KT / VK vectors) and sums of V (G x PV_CHUNKS vectors) stay in
// registers beside the loads that feed them, each load of K or V serving G
// rows: 4 on 16-float targets (32 vector registers), 2 on 8-float ones
// (16), 1 on the portable target
// (bench/results/kernel_choices.md#attention-row-groups).
enum { PV_CHUNKS = 4 }; // VK-column chunks of V a grouped step takes
static int group_rows(const att_em *e) { return e->vk >= 16 ? 4 : e->vk == 8 ? 2 : 1; }

// Row g's head and query (rh<g>, ri<g>), where the mask or the causal bound
// reads them.
static void emit_row_ids(att_em *e, int g) {
  const ir_kop *k = &e->ex->kops[0];
  if (k->operands[4] >= 0) cg_out(&e->w, "const int64_t rh%d = h0 + (r + %d) / ln;", g, g);
  if (k->operands[4] >= 0 || k->causal)
    cg_out(&e->w, "const int64_t ri%d = i0 + (r + %d) %% ln;", g, g);
}

// One row's scores into st0, in vector variables (VK keys each), two chains
// along E (even and odd c): as arrays the compiler kept them in memory and
// every step waited on the previous one's store (emit_vectors has the
// figures, with the sum of V below).
static void emit_scores_one(att_em *e) {
  int nv = ATT_KEYS / e->vk;
  strbuf sb = {0};
  for (int j = 0; j < nv; j++) sb_printf(&sb, "%ss0_%d = {0}, s1_%d = {0}", j ? ", " : "", j, j);
  cg_out(&e->w, "vk %s;", sb_cstr(&sb));
  cg_out(&e->w, "int64_t c = 0;");
  cg_out(&e->w, "for (; c + 2 <= E; c += 2) {");
  cg_out(&e->w, "const float qa = q[r * E + c], qb = q[r * E + c + 1];");
  for (int j = 0; j < nv; j++)
    cg_out(&e->w,
           "s0_%d += qa * ld_vk(kt + c * KT + %d); s1_%d += qb * ld_vk(kt + (c + 1) * KT + %d);", j,
           j * e->vk, j, j * e->vk);
  cg_out(&e->w, "}");
  sb_reset(&sb);
  for (int j = 0; j < nv; j++)
    sb_printf(&sb, " s0_%d += q[r * E + c] * ld_vk(kt + c * KT + %d);", j, j * e->vk);
  cg_out(&e->w, "if (c < E) {%s }", sb_cstr(&sb));
  sb_free(&sb);
  cg_out(&e->w, "float st0[KT];");
  for (int j = 0; j < nv; j++) cg_out(&e->w, "st_vk(st0 + %d, s0_%d + s1_%d);", j * e->vk, j, j);
}

// G rows' scores into st<g>: each K vector loaded once for the G rows.
static void emit_scores_group(att_em *e, int G) {
  int nv = ATT_KEYS / e->vk;
  strbuf sb = {0};
  for (int g = 0; g < G; g++)
    for (int j = 0; j < nv; j++) sb_printf(&sb, "%ss%d_%d = {0}", g || j ? ", " : "", g, j);
  cg_out(&e->w, "vk %s;", sb_cstr(&sb));
  cg_out(&e->w, "for (int64_t c = 0; c < E; c++) {");
  sb_reset(&sb);
  for (int j = 0; j < nv; j++)
    sb_printf(&sb, "%sk%d = ld_vk(kt + c * KT + %d)", j ? ", " : "", j, j * e->vk);
  cg_out(&e->w, "const vk %s;", sb_cstr(&sb));
  for (int g = 0; g < G; g++) {
    sb_reset(&sb);
    for (int j = 0; j < nv; j++) sb_printf(&sb, " s%d_%d += qg * k%d;", g, j, j);
    cg_out(&e->w, "{ const float qg = q[(r + %d) * E + c];%s }", g, sb_cstr(&sb));
  }
  cg_out(&e->w, "}");
  for (int g = 0; g < G; g++) {
    sb_reset(&sb);
    for (int j = 0; j < nv; j++) sb_printf(&sb, " st_vk(st%d + %d, s%d_%d);", g, j * e->vk, g, j);
    cg_out(&e->w, "float st%d[KT];%s", g, sb_cstr(&sb));
  }
  sb_free(&sb);
}

// Row g's online softmax over st<g>: the mask or the causal bound, the
// tile's maximum, the exponentials and their sum; corr<g> rescales the
// row's sums of V. live<g> is 0 where every key of the tile is masked out
// (the row then takes nothing from the tile).
static void emit_softmax(att_em *e, int g) {
  const ir_exec *ex = e->ex;
  const ir_kop *k = &ex->kops[0];
  int m = k->operands[4];
  char a[5 * POS_LEN], at[96];
  cg_out(&e->w, "int live%d = 1;", g);
  cg_out(&e->w, "float corr%d = 1.0f;", g);
  if (m >= 0) {
    cg_out(&e->w, "float tmax%d = -INFINITY;", g);
    cg_out(&e->w, "for (int64_t t = 0; t < KT; t++) {");
    cg_out(
        &e->w,
        "const int64_t j = j0 + (t < kn ? t : 0); // past the last key: read a valid mask element");
    snprintf(at, sizeof at, "b * mb + rh%d * mh + ri%d * ml + j * ms", g, g);
    load(a, sizeof a, ex->bindings[m].elem, m, at);
    cg_out(&e->w, "float v = st%d[t] + %s;", g, a);
    if (k->causal) cg_out(&e->w, "v = t < kn && j0 + t <= ri%d ? v : -INFINITY;", g);
    else cg_out(&e->w, "v = t < kn ? v : -INFINITY;");
    cg_out(&e->w, "st%d[t] = v;", g);
    cg_out(&e->w, "tmax%d = v > tmax%d ? v : tmax%d;", g, g, g);
    cg_out(&e->w, "}");
  } else {
    // no mask tensor: the keys that count are the tile's first `lim`; the
    // rest -inf, and the maximum in vectors (a scalar loop over the tile
    // took a large share of prefill attention)
    if (k->causal)
      cg_out(&e->w, "const int64_t lim%d = kn < ri%d - j0 + 1 ? kn : ri%d - j0 + 1;", g, g, g);
    else cg_out(&e->w, "const int64_t lim%d = kn;", g);
    cg_out(&e->w, "for (int64_t t = lim%d < 0 ? 0 : lim%d; t < KT; t++) st%d[t] = -INFINITY;", g, g,
           g);
    cg_out(&e->w, "vk mv%d = ld_vk(st%d);", g, g);
    cg_out(&e->w, "for (int64_t t0 = VK; t0 < KT; t0 += VK) mv%d = max_vk(mv%d, ld_vk(st%d + t0));",
           g, g, g);
    cg_out(&e->w, "const float tmax%d = hmax_vk(mv%d);", g, g);
  }
  cg_out(&e->w, "if (tmax%d == -INFINITY) {", g);
  cg_out(&e->w, "live%d = 0;", g);
  cg_out(&e->w, "} else {");
  cg_out(&e->w, "const float mnew = tmax%d > mx[r + %d] ? tmax%d : mx[r + %d];", g, g, g, g);
  cg_out(&e->w, "corr%d = fexp(mx[r + %d] - mnew); // 0 while nothing was summed", g, g);
  // The exponentials in a loop of their own (it vectorises) and their sum
  // in vector variables: in one loop, the float sum, which the compiler may
  // not reassociate, kept every exponential scalar.
  cg_out(&e->w, "for (int64_t t = 0; t < KT; t++) st%d[t] = fexp(st%d[t] - mnew);", g, g);
  cg_out(&e->w, "vk pv = ld_vk(st%d);", g);
  cg_out(&e->w, "for (int64_t t0 = VK; t0 < KT; t0 += VK) pv += ld_vk(st%d + t0);", g);
  cg_out(&e->w, "float psum = 0.0f;");
  cg_out(&e->w, "for (int l = 0; l < VK; l++) psum += pv[l];");
  cg_out(&e->w, "sum[r + %d] = sum[r + %d] * corr%d + psum;", g, g, g);
  cg_out(&e->w, "mx[r + %d] = mnew;", g);
  cg_out(&e->w, "}");
}

// Row g's sum of V in vector variables, VK columns at a time, two chains
// along the keys.
static void emit_pv_one(att_em *e, int g) {
  cg_out(&e->w, "float *restrict ar = acc + (r + %d) * Ev;", g);
  cg_out(&e->w, "int64_t c0 = 0;");
  cg_out(&e->w, "for (; c0 + VK <= Ev; c0 += VK) {");
  cg_out(&e->w, "vk a0 = ld_vk(ar + c0) * corr%d, a1 = {0};", g);
  cg_out(&e->w, "int64_t t = 0;");
  cg_out(&e->w, "for (; t + 2 <= kn; t += 2) {");
  cg_out(&e->w, "a0 += st%d[t] * ld_vk(vt + t * Ev + c0);", g);
  cg_out(&e->w, "a1 += st%d[t + 1] * ld_vk(vt + (t + 1) * Ev + c0);", g);
  cg_out(&e->w, "}");
  cg_out(&e->w, "if (t < kn) a0 += st%d[t] * ld_vk(vt + t * Ev + c0);", g);
  cg_out(&e->w, "st_vk(ar + c0, a0 + a1);");
  cg_out(&e->w, "}");
  cg_out(&e->w, "for (int64_t c = c0; c < Ev; c++) {");
  cg_out(&e->w, "float a = ar[c] * corr%d;", g);
  cg_out(&e->w, "for (int64_t t = 0; t < kn; t++) a += st%d[t] * vt[t * Ev + c];", g);
  cg_out(&e->w, "ar[c] = a;");
  cg_out(&e->w, "}");
}

// One grouped step of the sum of V: `chunks` VK-column chunks from c0 for
// the G rows, each V vector loaded once for them.
static void emit_pv_chunks(att_em *e, int G, int chunks) {
  strbuf sb = {0};
  for (int g = 0; g < G; g++) {
    sb_reset(&sb);
    for (int b = 0; b < chunks; b++)
      sb_printf(&sb, "%sa%d_%d = ld_vk(acc + (r + %d) * Ev + c0 + %d) * corr%d", b ? ", " : "", g,
                b, g, b * e->vk, g);
    cg_out(&e->w, "vk %s;", sb_cstr(&sb));
  }
  cg_out(&e->w, "for (int64_t t = 0; t < kn; t++) {");
  sb_reset(&sb);
  for (int b = 0; b < chunks; b++)
    sb_printf(&sb, "%sv%d = ld_vk(vt + t * Ev + c0 + %d)", b ? ", " : "", b, b * e->vk);
  cg_out(&e->w, "const vk %s;", sb_cstr(&sb));
  for (int g = 0; g < G; g++) {
    sb_reset(&sb);
    for (int b = 0; b < chunks; b++) sb_printf(&sb, " a%d_%d += p * v%d;", g, b, b);
    cg_out(&e->w, "{ const float p = st%d[t];%s }", g, sb_cstr(&sb));
  }
  cg_out(&e->w, "}");
  for (int g = 0; g < G; g++) {
    sb_reset(&sb);
    for (int b = 0; b < chunks; b++)
      sb_printf(&sb, "%sst_vk(acc + (r + %d) * Ev + c0 + %d, a%d_%d);", b ? " " : "", g, b * e->vk,
                g, b);
    cg_out(&e->w, "%s", sb_cstr(&sb));
  }
  sb_free(&sb);
}

// The G rows' sums of V: grouped while every row takes from the tile, else
// row by row.
static void emit_pv_group(att_em *e, int G) {
  strbuf sb = {0};
  for (int g = 0; g < G; g++) sb_printf(&sb, "%slive%d", g ? " && " : "", g);
  cg_out(&e->w, "if (%s) {", sb_cstr(&sb));
  sb_free(&sb);
  cg_out(&e->w, "int64_t c0 = 0;");
  cg_out(&e->w, "for (; c0 + %d * VK <= Ev; c0 += %d * VK) {", PV_CHUNKS, PV_CHUNKS);
  emit_pv_chunks(e, G, PV_CHUNKS);
  cg_out(&e->w, "}");
  cg_out(&e->w, "for (; c0 + VK <= Ev; c0 += VK) {");
  emit_pv_chunks(e, G, 1);
  cg_out(&e->w, "}");
  cg_out(&e->w, "for (int64_t c = c0; c < Ev; c++) {");
  for (int g = 0; g < G; g++) {
    cg_out(&e->w, "float a%d = acc[(r + %d) * Ev + c] * corr%d;", g, g, g);
    cg_out(&e->w, "for (int64_t t = 0; t < kn; t++) a%d += st%d[t] * vt[t * Ev + c];", g, g);
    cg_out(&e->w, "acc[(r + %d) * Ev + c] = a%d;", g, g);
  }
  cg_out(&e->w, "}");
  cg_out(&e->w, "} else {");
  for (int g = 0; g < G; g++) {
    cg_out(&e->w, "if (live%d) {", g);
    emit_pv_one(e, g);
    cg_out(&e->w, "}");
  }
  cg_out(&e->w, "}");
}

// The block's query rows against the tile: groups of G rows
// (emit_scores_group, emit_pv_group), then the rest one by one.
static void emit_rows(att_em *e) {
  int G = group_rows(e);
  cg_out(&e->w, "int64_t r = 0;");
  if (G > 1) {
    cg_out(&e->w, "for (; r + %d <= nq; r += %d) {", G, G);
    for (int g = 0; g < G; g++) emit_row_ids(e, g);
    emit_scores_group(e, G);
    for (int g = 0; g < G; g++) emit_softmax(e, g);
    emit_pv_group(e, G);
    cg_out(&e->w, "}");
  }
  cg_out(&e->w, "for (; r < nq; r++) {");
  emit_row_ids(e, 0);
  emit_scores_one(e);
  emit_softmax(e, 0);
  cg_out(&e->w, "if (!live0) continue; // every key of the tile masked out");
  emit_pv_one(e, 0);
  cg_out(&e->w, "}");
}

static void emit_block(att_em *e) {
  const ir_exec *ex = e->ex;
  const ir_kop *k = &ex->kops[0];
  int q = k->operands[0], o = k->operands[3];
  char a[5 * POS_LEN];
  cg_out(&e->w, "float *restrict q = (float *)(((uintptr_t)scratch + 63) & ~(uintptr_t)63);");
  cg_out(&e->w, "float *restrict kt = q + QB * E;");
  cg_out(&e->w, "float *restrict vt = kt + E * KT;");
  cg_out(&e->w, "float *restrict acc = vt + KT * Ev;");
  cg_out(&e->w, "float *restrict mx = acc + QB * Ev;");
  cg_out(&e->w, "float *restrict sum = mx + QB;");
  cg_out(&e->w, "for (int64_t r = 0; r < nq; r++) {");
  char pb[POS_LEN], ph[POS_LEN], pl[POS_LEN], pc[POS_LEN], at[4 * POS_LEN];
  pos(e, pb, sizeof pb, 0, 0, "b");
  pos(e, ph, sizeof ph, 0, 1, "h0 + r / ln");
  pos(e, pl, sizeof pl, 0, 2, "i0 + r % ln");
  pos(e, pc, sizeof pc, 0, 3, "c");
  cg_out(&e->w, "const int64_t qr = qo + %s + %s + %s;", pb, ph, pl);
  snprintf(at, sizeof at, "qr + %s", pc);
  load(a, sizeof a, ex->bindings[q].elem, q, at);
  cg_out(&e->w, "for (int64_t c = 0; c < E; c++) q[r * E + c] = %s * scale;", a);
  cg_out(&e->w, "for (int64_t c = 0; c < Ev; c++) acc[r * Ev + c] = 0.0f;");
  cg_out(&e->w, "mx[r] = -INFINITY;");
  cg_out(&e->w, "sum[r] = 0.0f;");
  cg_out(&e->w, "}");
  cg_out(&e->w, "const int64_t jend = %s;", k->causal ? "i0 + ln < S ? i0 + ln : S" : "S");
  cg_out(&e->w, "for (int64_t j0 = 0; j0 < jend; j0 += KT) {");
  cg_out(&e->w, "const int64_t kn = j0 + KT < jend ? KT : jend - j0;");
  emit_tiles(e);
  emit_rows(e);
  cg_out(&e->w, "}");
  cg_out(&e->w, "for (int64_t r = 0; r < nq; r++) {");
  cg_out(&e->w, "const float inv = sum[r] > 0.0f ? 1.0f / sum[r] : 0.0f;");
  pos(e, pb, sizeof pb, 3, 0, "b");
  pos(e, ph, sizeof ph, 3, 1, "h0 + r / ln");
  pos(e, pl, sizeof pl, 3, 2, "i0 + r % ln");
  pos(e, pc, sizeof pc, 3, 3, "c");
  cg_out(&e->w, "const int64_t orow = oo + %s + %s + %s;", pb, ph, pl);
  dtype to = ex->bindings[o].elem;
  const char *cv = to == DT_F16 ? "f2h" : to == DT_BF16 ? "f2bf" : "";
  cg_out(&e->w, "for (int64_t c = 0; c < Ev; c++) b%d[orow + %s] = %s(acc[r * Ev + c] * inv);", o,
         pc, cv);
  cg_out(&e->w, "}");
}

void cg_emit_attention(strbuf *sbout, const ir_exec *ex, const cg_config *c, const fact *facts,
                       const char *symbol) {
  att_em e = {.w.out = sbout,
              .ex = ex,
              .facts = facts,
              .vk = c->target->intrinsics ? c->target->vector_floats : 4};
  const ir_kop *k = &ex->kops[0];
  e.block_transpose = e.vk >= 8 && static_dim(ex, 0, 3) % e.vk == 0;
  cg_out(&e.w, "// %s.c: facet kernel, a variant of executable %s.", symbol,
         ex->name ? ex->name : "?");
  cg_out(&e.w,
         "//   scaled dot-product attention%s%s, online softmax, %d query rows a workgroup, keys "
         "in tiles of %d",
         k->causal ? ", causal" : "", k->operands[4] >= 0 ? ", with a mask" : "", c->tile_m,
         c->tile_n);
  cg_out(&e.w, "// Generated by facet; do not edit.");
  cg_emit_kernel_c(sbout, &e.w.depth, c->target, CG_KC_ELEMENTWISE);
  cg_out(&e.w, "enum { QB = %d, KT = %d };", c->tile_m, c->tile_n);
  emit_vectors(&e);
  if (has_table(&e, 1) || has_table(&e, 2)) emit_table_helpers(&e);
  cg_emit_entry_decls(sbout, &e.w.depth, symbol);
  cg_out(&e.w, "void %s_count(const int64_t *pc, uint32_t out[3]) {", symbol);
  cg_out(&e.w, "(void)pc;");
  emit_sizes(&e);
  cg_out(&e.w, "(void)E; (void)S; (void)Ev;");
  cg_out(&e.w, "out[0] = (uint32_t)(B * Hk);");
  cg_out(&e.w, "out[1] = (uint32_t)((R + HB - 1) / HB * lblocks);");
  cg_out(&e.w, "out[2] = 1;");
  cg_out(&e.w, "}");
  cg_out(&e.w,
         "void %s_workgroup(const facet_dispatch_state_t *state, uint32_t x, uint32_t y, uint32_t "
         "z, void *scratch) {",
         symbol);
  cg_out(&e.w, "(void)z;");
  cg_out(&e.w, "const int64_t *pc = state->push_constants;");
  cg_out(&e.w, "(void)pc;");
  emit_sizes(&e);
  for (int i = 0; i < 5; i++) {
    int b = k->operands[i];
    if (b < 0) continue;
    const char *t = elem_type(ex->bindings[b].elem);
    cg_out(&e.w, "%s%s *b%d = (%s%s *)state->bindings[%d];", i == 3 ? "" : "const ", t, b,
           i == 3 ? "" : "const ", t, b);
    if (k->views[i].table >= 0)
      cg_out(&e.w, "const int64_t *b%d = (const int64_t *)state->bindings[%d];", k->views[i].table,
             k->views[i].table);
  }
  // explicit (0 is 0); %a is exact, and inf / NaN need their own spelling
  if (isfinite(k->scale)) cg_out(&e.w, "const float scale = (float)%a;", k->scale);
  else
    cg_out(&e.w, "const float scale = %s;",
           isnan(k->scale) ? "__builtin_nanf(\"\")"
           : k->scale > 0  ? "__builtin_inff()"
                           : "-__builtin_inff()");
  if (k->operands[4] >= 0) emit_mask_strides(&e, k->operands[4]);
  for (int slot = 0; slot < 4; slot++) emit_strides(&e, slot);
  for (int slot = 1; slot < 3; slot++)
    if (has_table(&e, slot)) emit_table_check(&e, slot);
  cg_out(&e.w,
         "if (E > %d || Ev > %d || H %% Hk != 0) __builtin_trap(); // checked at compile time too",
         ATT_MAX_EV, ATT_MAX_EV);
  cg_out(&e.w, "const int64_t b = (int64_t)x / Hk, hk = (int64_t)x %% Hk;");
  cg_out(&e.w, "// rows r of the block: query i0 + r %% ln of head h0 + r / ln");
  cg_out(&e.w,
         "const int64_t h0 = hk * R + (int64_t)y / lblocks * HB, i0 = (int64_t)y %% lblocks * LB;");
  cg_out(&e.w, "const int64_t ln = i0 + LB < L ? LB : L - i0;");
  cg_out(&e.w, "const int64_t nq = (h0 + HB <= (hk + 1) * R ? HB : (hk + 1) * R - h0) * ln;");
  emit_block(&e);
  cg_out(&e.w, "}");
}
