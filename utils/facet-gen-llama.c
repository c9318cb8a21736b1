// facet-gen-llama: writes a Llama as sharktank exports it, at any size.
//
//   facet-gen-llama [--model=toy|100m|1b|8b] [--layers=L] [--hidden=H]
//       [--heads=N] [--kv-heads=N] [--head-dim=D] [--ffn=F] [--vocab=V]
//       [--context=N] [--max-pages=N] [--page=32] [--rope-theta=X]
//       [--rms-eps=X] [--dtype=f16|bf16] [--weight-dtype=f32|f16|bf16]
//       [--prefill=1,4] [--decode=1,4] [--quant=q8_0|q4_0|q4_1|q4_K]
//       [--tp=N] [--json=FILE] -o OUT.mlir
//
// The output has the structure of sharktank's Llama exports, op for op:
// examples/exports/toy_llama_bs4.mlir is what `--model=toy` reproduces (the
// test tests/e2e/gen_llama.sh diffs the two). Weights are util.globals bound
// to #stream.parameter.named<"model"::KEY> with the GGUF-style keys sharktank
// uses (token_embd.weight, blk.N.attn_q.weight, ...); the entry points are
//
//   prefill_bsB(tokens [B, 32 s] si64, seq_lens [B] si64, page_ids [B, s] si64,
//               cache !torch.tensor<[?, C], dtype>) -> logits [B, 32 s, V]
//   decode_bsB(tokens [B, 1], seq_lens [B], start_positions [B],
//              page_ids [B, s], cache) -> logits [B, 1, V]
//
// with s in [2, max-pages] pages of `page` tokens. The cache is paged: a row
// of C = L * 2 * page * kv_heads * head_dim values per page, viewed as
// [pages, L, 2 (K, V), page, kv_heads, head_dim]; prefill writes whole pages
// with index_put, decode one token's row, and both overwrite the cache
// argument in place (torch.overwrite.tensor.contents). Rotary embedding is
// sharktank's interleaved form (pairs 2i, 2i+1 rotated by position *
// theta^(-2i/D)) through the util.func helpers the exports carry; prefill
// attention is causal over its own tokens (seq_lens unused, as exported);
// decode attends over the gathered pages with a mask from seq_lens.
//
// Why a tool of its own and not an option of facet-gen-model: that tool
// writes facet's own interface (hidden states in, per-layer K/V out, no
// embedding, no cache); this one reproduces an outside exporter's program,
// quirks included (per-layer recomputation of the rotary table, size.int
// memoisation, clone/expand for grouped-query heads), so that facet is
// measured on what users feed it. The two share no emission code.
//
// --quant makes every linear weight of the blocks (attn_q/k/v/output,
// ffn_gate/up/down) and output.weight a quantized one, as sharktank exports
// a model whose GGUF holds ggml's block types: the weight is its planes, one
// util.global each (#stream.parameter.named<"model"::"blk.0.attn_q.weight:d">,
// ":qs", ...), and the linear is the exporter's expansion of its custom op:
// torch_c.to_builtin_tensor of the activation [B, T, K] (tensor.cast to
// [?, ?, K]) and of each plane, util.call of a util.func private
// instantiated from sharktank's kernel template for that [N, K], tensor.cast
// and torch_c.from_builtin_tensor of the result [B, T, N]. The templates and
// where we depart from them are in gen_llama_mmt.h: q8_0, q4_1 and q4_K are
// sharktank's (q4_K with the min's high bits shifted, ggml's reading, where
// sharktank's template forgets the shift); q4_0 is not a form sharktank
// exports: its signed-nibble BlockScaledI4 layout through the q4 template
// with arith.extsi / arith.sitofp and no m. The planes of each type are
// listed with QUANTS (gen_llama_mmt.h).
//
// Every K (hidden, heads * head-dim, ffn) must be whole blocks: 32 weights,
// 256 for q4_K; the toy preset's ffn of 23 is not (--ffn=256 serves all).
// token_embd stays in the weight dtype. bench/llama_quant.py writes the
// planes from float weights.
//
// --tp=N writes the tensor-parallel form sharktank exports for N devices
// (docs/devices.md has it whole; at the toy shapes the globals and the
// signatures are toy_llama_tp2.mlir's): each device holds a share of the
// heads, the KV heads (its own page cache, one argument per device after
// the page ids) and the FFN; attn_output, ffn_down and output.weight are
// split along their input dim, so each device's product is a partial sum,
// all-reduced (after the attention and the FFN) or summed on device 0 (the
// logits) with flow.tensor.transfer / barrier between devices. --tp=1 is
// the single-device export, byte for byte. With --quant each shard of a
// split weight is quantized on its own (planes KEY.shard.D:qs, ...): the
// row-parallel ones split between whole blocks, so every device's share of
// heads * head-dim, of the FFN and of hidden must be whole blocks (refused
// naming the shard otherwise).
//
// --json writes the hyperparameters (read by bench/llama_*.py, so the
// baselines build the same model) and the quantization ("none" without
// --quant).
#include "base/base.h"
#include "tooling/tooling.h"

#include <errno.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

typedef struct cfg {
  int layers, hidden, heads, kv_heads, head_dim, ffn, vocab;
  int page, context, max_pages;
  double rope_theta, rms_eps;
  const char *dt, *wdt; // activations and cache; matrices as stored
  int prefill[8], decode[8], n_prefill, n_decode;
  int quant; // 0: float matrices; else 1 + index in QUANTS
  int tp;    // devices the weights are split across (tensor parallelism)
} cfg;

// At most this many devices: sharktank's tp exports come in 2 and 4.
enum { MAX_TP = 8 };

// A tensor value: SSA name, element type and shape. d[i] is the size of dim
// i, or, when bit i of sym is set, the multiplier of the function's symbol
// `symv` (SYM_PAGES: the page count of the call; SYM_CACHE: the cache rows).
enum { SYM_NONE, SYM_PAGES, SYM_CACHE };
typedef struct tens {
  const char *v, *dt;
  int rank;
  long d[8];
  unsigned sym;
  int symv;
} tens;

typedef struct operand {
  const char *v, *t;
} operand;

#include "gen_llama_mmt.h"

// A matrix of the model: the float weight, or (quantized) its logical shape
// in `w` and its planes as loaded.
typedef struct mat {
  tens w;
  tens planes[7];
} mat;

// A function the module carries after the entry points, in order of first
// use: a rotary helper (shape of its rotated operand) or a quantized matmul.
typedef struct helper {
  const char *name;
  tens shape; // rotary
  long n, k;  // matmul: the weight [n, k]
} helper;

typedef struct gen {
  const cfg *c;
  strbuf *o;
  arena ar;
  hashmap names; // SSA names used in the current function
  unsigned next_conflict;
  int next; // next numbered SSA value
  const char *sym_name[3];
  operand ops[16];
  int n_ops;
  helper helpers[64]; // in order of first use
  int n_helpers;
  map_table maps; // the affine maps of the helpers, aliased
  int bs;
  const char *overwrites; // set: the next op's result overwrites this argument
                          // (printed between the op and its binding)
  const cfg *full;        // the model; c is it, or one device's share of it
  cfg shard[MAX_TP];      // each device's share: heads, kv heads and FFN split
} gen;

static const long INT64_MAX_L = 9223372036854775807L;

// torch's ScalarType numbers, as convert_element_type takes them.
static int torch_dtype(const char *dt) {
  if (!strcmp(dt, "f16")) return 5;
  if (!strcmp(dt, "bf16")) return 15;
  if (!strcmp(dt, "f32")) return 6;
  return 4; // si64
}

static void line(gen *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void line(gen *g, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  sb_append(g->o, "    ");
  sb_vprintf(g->o, fmt, ap);
  sb_putc(g->o, '\n');
  va_end(ap);
}

// MLIR's printer names values from their ops' hints and makes them unique
// per function with one shared counter (%int1, %int1_0, %none_1, ...); the
// same rule here makes the text match an export's.
static const char *unique_name(gen *g, const char *base) {
  const char *name = base;
  while (hashmap_get_str(&g->names, name))
    name = arena_printf(&g->ar, "%s_%u", base, g->next_conflict++);
  name = arena_strdup(&g->ar, name);
  hashmap_put_str(&g->names, name, (void *)name);
  return arena_printf(&g->ar, "%%%s", name);
}

static const char *ssa(gen *g) { return arena_printf(&g->ar, "%%%d", g->next++); }

//
// Types and shapes.
//
static tens mk(const char *dt, int symv, int rank, ...) {
  tens t = {.dt = dt, .rank = rank, .symv = symv};
  va_list ap;
  va_start(ap, rank);
  for (int i = 0; i < rank; i++) {
    long v = va_arg(ap, long);
    if (v < 0) t.sym |= 1u << i, v = -v;
    t.d[i] = v;
  }
  va_end(ap);
  return t;
}

static const char *vtype(gen *g, tens t) {
  strbuf sb = {0};
  sb_append(&sb, "!torch.vtensor<[");
  for (int i = 0; i < t.rank; i++) {
    if (i) sb_putc(&sb, ',');
    if (t.sym >> i & 1) sb_putc(&sb, '?');
    else sb_printf(&sb, "%ld", t.d[i]);
  }
  sb_printf(&sb, "],%s>", t.dt);
  const char *s = arena_strdup(&g->ar, sb_cstr(&sb));
  sb_free(&sb);
  return s;
}

// tensor<4x?x8x32xf32>: the builtin type of a vtensor (signless: si8 and
// ui8 are i8).
static const char *btype(gen *g, tens t) {
  strbuf sb = {0};
  sb_append(&sb, "tensor<");
  for (int i = 0; i < t.rank; i++) {
    if (t.sym >> i & 1) sb_append(&sb, "?x");
    else sb_printf(&sb, "%ldx", t.d[i]);
  }
  bool sign = (t.dt[0] == 's' || t.dt[0] == 'u') && t.dt[1] == 'i';
  sb_printf(&sb, "%s>", t.dt + sign);
  const char *s = arena_strdup(&g->ar, sb_cstr(&sb));
  sb_free(&sb);
  return s;
}

static void bind(gen *g, tens t) {
  if (!t.sym) return;
  strbuf sb = {0};
  for (int i = 0; i < t.rank; i++) {
    if (i) sb_append(&sb, ", ");
    if (!(t.sym >> i & 1)) sb_printf(&sb, "%ld", t.d[i]);
    else if (t.d[i] == 1) sb_append(&sb, "s0");
    else sb_printf(&sb, "s0 * %ld", t.d[i]);
  }
  line(g, "torch.bind_symbolic_shape %s, [%s], affine_map<()[s0] -> (%s)> : %s", t.v,
       g->sym_name[t.symv], sb_cstr(&sb), vtype(g, t));
  sb_free(&sb);
}

//
// Operands: each constant is its own op right before its user, as the
// exporter prints them (never shared). Statements, not one initializer
// list, so that the constants come out in operand order.
//
static void push(gen *g, const char *v, const char *t) { g->ops[g->n_ops++] = (operand){v, t}; }
static void a_t(gen *g, tens x) { push(g, x.v, vtype(g, x)); }
static void a_v(gen *g, const char *v) { push(g, v, "!torch.int"); } // an int SSA value

static void a_i(gen *g, long v) {
  const char *n = unique_name(g, arena_printf(&g->ar, "int%ld", v));
  line(g, "%s = torch.constant.int %ld", n, v);
  push(g, n, "!torch.int");
}

static void a_b(gen *g, bool v) {
  const char *n = unique_name(g, v ? "true" : "false");
  line(g, "%s = torch.constant.bool %s", n, v ? "true" : "false");
  push(g, n, "!torch.bool");
}

static void a_none(gen *g) {
  const char *n = unique_name(g, "none");
  line(g, "%s = torch.constant.none", n);
  push(g, n, "!torch.none");
}

static void a_cpu(gen *g) {
  const char *n = unique_name(g, "cpu");
  line(g, "%s = torch.constant.device \"cpu\"", n);
  push(g, n, "!torch.Device");
}

// A float constant: the name is the value with 6 digits and no '+' (the
// torch dialect's hint), the value MLIR's shortest round-tripping form.
static void a_f(gen *g, double v) {
  char txt[64], name[64];
  snprintf(txt, sizeof txt, "%.6e", v);
  if (strtod(txt, NULL) != v) snprintf(txt, sizeof txt, "%.17e", v);
  size_t k = 0;
  for (const char *p = txt; *p && k + 1 < sizeof name; p++)
    if (*p != '+') name[k++] = *p;
  name[k] = 0;
  const char *n = unique_name(g, arena_printf(&g->ar, "float%s", name));
  line(g, "%s = torch.constant.float %s", n, txt);
  push(g, n, "!torch.float");
}

static void a_neg_inf(gen *g) {
  const char *n = unique_name(g, "float-Inf");
  line(g, "%s = torch.constant.float 0xFFF0000000000000", n);
  push(g, n, "!torch.float");
}

static void operands(gen *g, strbuf *vals, strbuf *types) {
  for (int i = 0; i < g->n_ops; i++) {
    sb_printf(vals, "%s%s", i ? ", " : "", g->ops[i].v);
    sb_printf(types, "%s%s", i ? ", " : "", g->ops[i].t);
  }
  g->n_ops = 0;
}

// %N = OP operands : types -> result, then its shape binding.
static tens op(gen *g, const char *name, tens r) {
  strbuf vals = {0}, types = {0};
  operands(g, &vals, &types);
  r.v = ssa(g);
  line(g, "%s = %s %s : %s -> %s", r.v, name, sb_cstr(&vals), sb_cstr(&types), vtype(g, r));
  sb_free(&vals);
  sb_free(&types);
  if (g->overwrites) {
    line(g, "torch.overwrite.tensor.contents %s overwrites %s : %s, !torch.tensor<[?,%ld],%s>", r.v,
         g->overwrites, vtype(g, r), r.d[1], r.dt);
    g->overwrites = NULL;
  }
  bind(g, r);
  return r;
}

// An op on ints (size.int, mul.int, add.int): an !torch.int result.
static const char *op_int(gen *g, const char *name) {
  strbuf vals = {0}, types = {0};
  operands(g, &vals, &types);
  const char *v = ssa(g);
  line(g, "%s = %s %s : %s -> !torch.int", v, name, sb_cstr(&vals), sb_cstr(&types));
  sb_free(&vals);
  sb_free(&types);
  return v;
}

// torch.prim.ListConstruct of the operands: a list<int>, or of one tensor
// (index lists) a list<optional<vtensor>>.
static const char *list(gen *g, bool tensors) {
  strbuf vals = {0}, types = {0};
  operands(g, &vals, &types);
  const char *v = ssa(g);
  line(g, "%s = torch.prim.ListConstruct %s : (%s) -> %s", v, sb_cstr(&vals), sb_cstr(&types),
       tensors ? "!torch.list<optional<vtensor>>" : "!torch.list<int>");
  sb_free(&vals);
  sb_free(&types);
  return v;
}

// A shape list of static dims and at most one SSA int (dims[i] == -1).
static const char *shape_list(gen *g, const char *dyn, int n, const long *dims) {
  for (int i = 0; i < n; i++)
    if (dims[i] == -1) a_v(g, dyn);
    else a_i(g, dims[i]);
  return list(g, false);
}

//
// Ops.
//
static tens convert(gen *g, tens x, const char *dt) {
  a_t(g, x);
  a_i(g, torch_dtype(dt));
  tens r = x;
  r.dt = dt;
  return op(g, "torch.prims.convert_element_type", r);
}

static tens view(gen *g, tens x, const char *lst, tens r) {
  a_t(g, x);
  push(g, lst, "!torch.list<int>");
  r.dt = x.dt;
  return op(g, "torch.aten.view", r);
}

static tens transpose(gen *g, tens x, int a, int b) {
  a_t(g, x);
  a_i(g, a);
  a_i(g, b);
  tens r = x;
  int ia = a < 0 ? a + x.rank : a, ib = b < 0 ? b + x.rank : b;
  long d = r.d[ia];
  r.d[ia] = r.d[ib], r.d[ib] = d;
  unsigned sa = x.sym >> ia & 1, sbit = x.sym >> ib & 1;
  r.sym &= ~((1u << ia) | (1u << ib));
  r.sym |= sa << ib | sbit << ia;
  return op(g, "torch.aten.transpose.int", r);
}

static tens unsqueeze(gen *g, tens x, int dim) {
  a_t(g, x);
  a_i(g, dim);
  int at = dim < 0 ? dim + x.rank + 1 : dim;
  tens r = x;
  r.rank = x.rank + 1;
  r.sym = 0;
  for (int i = 0, j = 0; i < r.rank; i++) {
    if (i == at) {
      r.d[i] = 1;
      continue;
    }
    r.d[i] = x.d[j];
    if (x.sym >> j & 1) r.sym |= 1u << i;
    j++;
  }
  return op(g, "torch.aten.unsqueeze", r);
}

static const char *size_int(gen *g, tens x, int dim) {
  a_t(g, x);
  a_i(g, dim);
  return op_int(g, "torch.aten.size.int");
}

// k * v; the exporter's symbolic simplification drops k = 1 (batch 1).
static const char *mul_int(gen *g, long k, const char *v, bool k_first) {
  if (k == 1) return v;
  if (k_first) a_i(g, k), a_v(g, v);
  else a_v(g, v), a_i(g, k);
  return op_int(g, "torch.aten.mul.int");
}

// A slice over the whole dim (start 0, end INT64_MAX, step 1): no-ops the
// exporter leaves in.
static tens slice_all(gen *g, tens x, int dim) {
  a_t(g, x);
  a_i(g, dim);
  a_i(g, 0);
  a_i(g, INT64_MAX_L);
  a_i(g, 1);
  return op(g, "torch.aten.slice.Tensor", x);
}

static tens binary_scalar(gen *g, const char *name, tens x, long k) {
  a_t(g, x);
  a_i(g, k);
  return op(g, name, x);
}

static tens add_tensor(gen *g, tens a, tens b, tens r) {
  a_t(g, a);
  a_t(g, b);
  a_i(g, 1);
  return op(g, "torch.aten.add.Tensor", r);
}

// clone with memory format 0 (contiguous): the copies the exporter makes.
static tens clone(gen *g, tens x) {
  a_t(g, x);
  a_i(g, 0);
  return op(g, "torch.aten.clone", x);
}

//
// The model.
//
static bool weights_native(const cfg *c) { return !strcmp(c->wdt, c->dt); }

static long cache_row(const cfg *c) {
  return (long)c->layers * 2 * c->page * c->kv_heads * c->head_dim;
}

typedef struct layer_w {
  tens attn_norm, ffn_norm;
  mat q, k, v, o, gate, up, down;
  tens lit[2]; // decode: the K / V selectors (dense<0>, dense<1>)
} layer_w;

typedef struct weights {
  tens embd, out_norm;
  mat out;
  layer_w *l;
} weights;

static const quant_kind *quant_of(const cfg *c) { return c->quant ? &QUANTS[c->quant - 1] : NULL; }

// The shape of plane p of a quantized [n, k] weight.
static tens plane_shape(const quant_kind *q, const plane_spec *p, long n, long k) {
  tens t = {.dt = p->dt, .rank = 2 + p->n_inner};
  t.d[0] = n, t.d[1] = k / q->block;
  for (int i = 0; i < p->n_inner; i++) t.d[2 + i] = p->inner[i];
  return t;
}

static tens global(gen *g, const char *key, const char *dt, tens t) {
  t.dt = dt;
  const char *bt = btype(g, t);
  const char *n = unique_name(g, arena_printf(&g->ar, "__auto.%s", key));
  line(g, "%s = util.global.load @__auto.%s : %s", n, key, bt);
  t.v = ssa(g);
  line(g, "%s = torch_c.from_builtin_tensor %s : %s -> %s", t.v, n, bt, vtype(g, t));
  return t;
}

// A plane: its global is `@"__auto.KEY:NAME"`, which the printer names
// %__auto.KEY3ANAME (':' is not a value-name character: its hex code).
static tens global_plane(gen *g, const char *key, const plane_spec *p, tens t) {
  const char *bt = btype(g, t);
  const char *n = unique_name(g, arena_printf(&g->ar, "__auto.%s3A%s", key, p->name));
  line(g, "%s = util.global.load @\"__auto.%s:%s\" : %s", n, key, p->name, bt);
  t.v = ssa(g);
  line(g, "%s = torch_c.from_builtin_tensor %s : %s -> %s", t.v, n, bt, vtype(g, t));
  return t;
}

// A linear's weight [n, k]: one global, or its planes in the layout's order.
static mat matrix(gen *g, const char *key, long n, long k) {
  const quant_kind *q = quant_of(g->c);
  mat m = {0};
  if (!q) {
    m.w = global(g, key, g->c->wdt, mk("", 0, 2, n, k));
    return m;
  }
  m.w = mk(g->c->wdt, 0, 2, n, k);
  for (int i = 0; i < q->n_planes; i++)
    m.planes[i] = global_plane(g, key, &q->planes[i], plane_shape(q, &q->planes[i], n, k));
  return m;
}

static tens literal(gen *g, int v) {
  tens t = mk("si64", 0, 0);
  t.v = ssa(g);
  line(g, "%s = torch.vtensor.literal(dense<%d> : tensor<si64>) : %s", t.v, v, vtype(g, t));
  return t;
}

// The parameters of a layer in the export's order: norms (r = 0, [k] f32)
// and [r, k] matrices.
typedef struct layer_param {
  const char *name;
  long r, k;
} layer_param;

static void layer_params(const cfg *c, layer_param w[9]) {
  long H = c->hidden, Q = (long)c->heads * c->head_dim, KV = (long)c->kv_heads * c->head_dim,
       F = c->ffn;
  const layer_param all[9] = {{"attn_norm", 0, H}, {"attn_q", Q, H},      {"attn_k", KV, H},
                              {"attn_v", KV, H},   {"attn_output", H, Q}, {"ffn_norm", 0, H},
                              {"ffn_gate", F, H},  {"ffn_up", F, H},      {"ffn_down", H, F}};
  memcpy(w, all, sizeof all);
}

// Weight `key` on device d: the symbol of its global. sharktank names the
// copies of a replicated weight KEY, KEY$1, ... (one parameter, loaded on
// every device) and the shards of a split one KEY.shard.D (a parameter
// each, as its per-rank files hold them); one device keeps KEY.
static const char *dev_sym(gen *g, const char *key, bool split, int d) {
  if (g->full->tp == 1) return key;
  if (split) return arena_printf(&g->ar, "%s.shard.%d", key, d);
  return d ? arena_printf(&g->ar, "%s$%d", key, d) : key;
}

static layer_w *layer_of(weights *w, int d, int l) { return &w[d].l[l]; }

// A norm weight of layer l on every device ([H] f32, replicated); `field`
// is its offset in layer_w.
static void load_norms(gen *g, weights *w, int l, const char *name, size_t field) {
  char key[96];
  snprintf(key, sizeof key, "blk.%d.%s.weight", l, name);
  for (int d = 0; d < g->full->tp; d++)
    *(tens *)((char *)layer_of(w, d, l) + field) =
        global(g, dev_sym(g, key, false, d), "f32", mk("", 0, 1, (long)g->full->hidden));
}

// Matrix `which` of layer_params on every device: each device's shard has
// the shape layer_params gives for its share of the heads and the FFN.
static void load_mats(gen *g, weights *w, int l, int which, size_t field) {
  char key[96];
  for (int d = 0; d < g->full->tp; d++) {
    layer_param p[9];
    layer_params(&g->shard[d], p);
    snprintf(key, sizeof key, "blk.%d.%s.weight", l, p[which].name);
    *(mat *)((char *)layer_of(w, d, l) + field) =
        matrix(g, dev_sym(g, key, true, d), p[which].r, p[which].k);
  }
}

// The weights in the order the exports load them at the top of every
// function, each one's devices in turn: norms in f32, matrices as stored
// ([out, in], as torch keeps a Linear's weight); output_norm is [1, H] as in
// the reference export.
static void load_weights(gen *g, weights *w, bool decode) {
  const cfg *c = g->full;
  long H = c->hidden;
  for (int d = 0; d < c->tp; d++)
    w[d].embd = global(g, dev_sym(g, "token_embd.weight", false, d), c->wdt,
                       mk("", 0, 2, (long)c->vocab, H));
  for (int l = 0; l < c->layers; l++) {
    load_norms(g, w, l, "attn_norm", offsetof(layer_w, attn_norm));
    load_mats(g, w, l, 1, offsetof(layer_w, q));
    load_mats(g, w, l, 2, offsetof(layer_w, k));
    load_mats(g, w, l, 3, offsetof(layer_w, v));
    for (int d = 0; decode && d < c->tp; d++) {
      layer_w *L = layer_of(w, d, l);
      L->lit[0] = literal(g, 0), L->lit[1] = literal(g, 1);
    }
    load_mats(g, w, l, 4, offsetof(layer_w, o));
    load_norms(g, w, l, "ffn_norm", offsetof(layer_w, ffn_norm));
    load_mats(g, w, l, 6, offsetof(layer_w, gate));
    load_mats(g, w, l, 7, offsetof(layer_w, up));
    load_mats(g, w, l, 8, offsetof(layer_w, down));
  }
  for (int d = 0; d < c->tp; d++)
    w[d].out_norm =
        global(g, dev_sym(g, "output_norm.weight", false, d), "f32", mk("", 0, 2, 1L, H));
  for (int d = 0; d < c->tp; d++)
    w[d].out = matrix(g, dev_sym(g, "output.weight", true, d), (long)c->vocab, H / c->tp);
}

// Activations [B, T, n]: T = page * s in prefill (symbolic), 1 in decode.
static tens act(const gen *g, bool prefill, long n, const char *dt) {
  return prefill ? mk(dt, SYM_PAGES, 3, (long)g->bs, -(long)g->c->page, n)
                 : mk(dt, 0, 3, (long)g->bs, 1L, n);
}

// A sequence length the exporter reads with size.int on first need and
// then reuses: *memo, or size.int(of, dim) stored there.
typedef struct lenref {
  const char **memo;
  tens of;
  int dim;
} lenref;

static const char *len_get(gen *g, lenref r) {
  if (!*r.memo) *r.memo = size_int(g, r.of, r.dim);
  return *r.memo;
}

// RMSNorm as sharktank writes it: in f32, rounded to the activation type,
// times the f32 weight, rounded again.
static tens rms_norm(gen *g, tens x, tens w) {
  const char *dt = g->c->dt;
  tens x32 = convert(g, x, "f32");
  tens sq = binary_scalar(g, "torch.aten.pow.Tensor_Scalar", x32, 2);
  a_i(g, -1);
  const char *dims = list(g, false);
  a_t(g, sq);
  push(g, dims, "!torch.list<int>");
  a_b(g, true);
  a_none(g);
  tens m = x32;
  m.d[2] = 1;
  m = op(g, "torch.aten.mean.dim", m);
  a_t(g, m);
  a_f(g, g->c->rms_eps);
  a_i(g, 1);
  m = op(g, "torch.aten.add.Scalar", m);
  a_t(g, m);
  m = op(g, "torch.aten.rsqrt", m);
  a_t(g, x32);
  a_t(g, m);
  tens y = op(g, "torch.aten.mul.Tensor", x32);
  y = convert(g, y, dt);
  a_t(g, w);
  a_t(g, y);
  tens s = y;
  s.dt = "f32";
  s = op(g, "torch.aten.mul.Tensor", s);
  return convert(g, s, dt);
}

static const char *mmt_helper(gen *g, long n, long k);

// A quantized linear: the exporter's expansion of the custom op (to builtin
// tensors, the activation cast to [?, ?, K]; util.call; cast back and to a
// vtensor), its result bound as the op's was.
static tens linear_quant(gen *g, tens x, const mat *w) {
  const quant_kind *q = quant_of(g->c);
  long n = w->w.d[0], k = w->w.d[1];
  tens xd = mk(x.dt, 0, 3, -1L, -1L, k);
  tens r = x;
  r.d[2] = n;
  tens rd = mk(x.dt, 0, 3, -1L, -1L, n);
  const char *bx = btype(g, x), *bxd = btype(g, xd), *br = btype(g, r), *brd = btype(g, rd);
  const char *va = ssa(g);
  line(g, "%s = torch_c.to_builtin_tensor %s : %s -> %s", va, x.v, vtype(g, x), bx);
  const char *ca = unique_name(g, "cast");
  line(g, "%s = tensor.cast %s : %s to %s", ca, va, bx, bxd);
  strbuf args = {0}, types = {0};
  sb_printf(&args, "%s", ca);
  sb_printf(&types, "%s", bxd);
  for (int i = 0; i < q->n_planes; i++) {
    const tens *p = &w->planes[i];
    const char *v = ssa(g), *bp = btype(g, *p);
    line(g, "%s = torch_c.to_builtin_tensor %s : %s -> %s", v, p->v, vtype(g, *p), bp);
    sb_printf(&args, ", %s", v);
    sb_printf(&types, ", %s", bp);
  }
  const char *fn = mmt_helper(g, n, k);
  const char *vr = ssa(g);
  line(g, "%s = util.call @%s(%s) : (%s) -> %s", vr, fn, sb_cstr(&args), sb_cstr(&types), brd);
  sb_free(&args);
  sb_free(&types);
  const char *cr = unique_name(g, "cast");
  line(g, "%s = tensor.cast %s : %s to %s", cr, vr, brd, br);
  r.v = ssa(g);
  line(g, "%s = torch_c.from_builtin_tensor %s : %s -> %s", r.v, cr, br, vtype(g, r));
  bind(g, r);
  return r;
}

// x [B, T, in] times w [out, in]^T: (convert,) transpose, view [B T, in],
// mm, view [B, T, out]. In prefill T is the SSA int `len` gives.
static tens linear(gen *g, tens x, const mat *m, lenref *len, bool prefill) {
  const cfg *c = g->c;
  if (c->quant) return linear_quant(g, x, m);
  tens w = m->w;
  long out = w.d[0], in = w.d[1], B = g->bs;
  tens wt = weights_native(c) ? w : convert(g, w, c->dt);
  wt = transpose(g, wt, -2, -1);
  tens flat = prefill ? mk(c->dt, SYM_PAGES, 2, -B * c->page, in) : mk(c->dt, 0, 2, B, in);
  const char *T = NULL;
  if (prefill) {
    T = len_get(g, *len);
    a_v(g, mul_int(g, B, T, true));
    a_i(g, in);
  } else {
    a_i(g, B);
    a_i(g, in);
  }
  flat = view(g, x, list(g, false), flat);
  a_t(g, flat);
  a_t(g, wt);
  tens y = flat;
  y.d[1] = out;
  y = op(g, "torch.aten.mm", y);
  a_i(g, B);
  if (prefill) a_v(g, T);
  else a_i(g, 1);
  a_i(g, out);
  return view(g, y, list(g, false), act(g, prefill, out, c->dt));
}

// [B, T, heads * D] -> [B, T, heads, D]
static tens split_heads(gen *g, tens x, long heads, const char *T, bool prefill) {
  const cfg *c = g->c;
  long B = g->bs, D = c->head_dim;
  a_i(g, B);
  if (prefill) a_v(g, T);
  else a_i(g, 1);
  a_i(g, heads);
  a_i(g, D);
  tens r = prefill ? mk(c->dt, SYM_PAGES, 4, B, -(long)c->page, heads, D)
                   : mk(c->dt, 0, 4, B, 1L, heads, D);
  return view(g, x, list(g, false), r);
}

// The rotary table the export computes: angle[p, j] = p * theta^(-2 (j / 2) / D)
// for p < context, j < D (every frequency twice: the interleaved form).
static tens rope_table(gen *g) {
  const cfg *c = g->c;
  long D = c->head_dim, P = c->context;
  a_i(g, P);
  a_none(g);
  a_none(g);
  a_cpu(g);
  a_b(g, false);
  tens pos = op(g, "torch.aten.arange", mk("si64", 0, 1, P));
  a_i(g, 0);
  a_i(g, D);
  a_none(g);
  a_none(g);
  a_cpu(g);
  a_b(g, false);
  tens j = op(g, "torch.aten.arange.start", mk("si64", 0, 1, D));
  j = binary_scalar(g, "torch.aten.floor_divide.Scalar", j, 2);
  tens f = convert(g, j, "f32");
  f = binary_scalar(g, "torch.aten.div.Scalar", f, D);
  a_t(g, f);
  a_f(g, 2.0);
  f = op(g, "torch.aten.mul.Scalar", f);
  a_f(g, c->rope_theta);
  a_t(g, f);
  f = op(g, "torch.aten.pow.Scalar", f);
  a_t(g, f);
  f = op(g, "torch.aten.reciprocal", f);
  a_t(g, f);
  a_f(g, 1.0);
  f = op(g, "torch.aten.mul.Scalar", f);
  pos = unsqueeze(g, pos, 1);
  f = unsqueeze(g, f, 0);
  a_t(g, pos);
  a_t(g, f);
  return op(g, "torch.aten.mul.Tensor", mk("f32", 0, 2, P, D));
}

// The helper named n, added on first use (the exporter merges each kernel
// into the module when it first expands a call to it).
static const char *use_helper(gen *g, const char *n, helper h) {
  for (int i = 0; i < g->n_helpers; i++)
    if (!strcmp(g->helpers[i].name, n)) return g->helpers[i].name;
  FACET_CHECK(g->n_helpers < (int)FACET_ARRAY_SIZE(g->helpers));
  h.name = arena_strdup(&g->ar, n);
  g->helpers[g->n_helpers++] = h;
  return h.name;
}

static const char *helper_name(gen *g, tens x) {
  char n[128];
  snprintf(n, sizeof n, "sharktank_rotary_embedding_%ld_%s_%ld_%ld_f32", x.d[0],
           x.sym >> 1 & 1 ? "D" : "1", x.d[2], x.d[3]);
  return use_helper(g, n, (helper){.shape = x});
}

// The quantized matmul of an [n, k] weight, named as its kernel names it.
static const char *mmt_helper(gen *g, long n, long k) {
  const quant_kind *q = quant_of(g->c);
  char name[160];
  if (q->mmt == MMT_Q4_K) snprintf(name, sizeof name, q->fn, n, k, k / q->block, g->c->dt);
  else snprintf(name, sizeof name, q->fn, n, k, g->c->dt);
  return use_helper(g, name, (helper){.n = n, .k = k});
}

// x [B, T, heads, D] in the activation type, rotated by angles [B, T, D]
// through the helper function (f32).
static tens rotate(gen *g, tens x, tens angles) {
  tens x32 = convert(g, x, "f32");
  const char *bx = btype(g, x32), *ba = btype(g, angles);
  const char *vx = ssa(g);
  line(g, "%s = torch_c.to_builtin_tensor %s : %s -> %s", vx, x32.v, vtype(g, x32), bx);
  const char *va = ssa(g);
  line(g, "%s = torch_c.to_builtin_tensor %s : %s -> %s", va, angles.v, vtype(g, angles), ba);
  const char *fn = helper_name(g, x32);
  const char *vr = ssa(g);
  line(g, "%s = util.call @%s(%s, %s) : (%s, %s) -> %s", vr, fn, vx, va, bx, ba, bx);
  tens r = x32;
  r.v = ssa(g);
  line(g, "%s = torch_c.from_builtin_tensor %s : %s -> %s", r.v, vr, bx, vtype(g, r));
  bind(g, r);
  return convert(g, r, g->c->dt);
}

// Prefill's rotary embedding of one projection: a fresh table, rows
// 0 .. T-1 (T read from the projection), no-op slices, repeated over the
// batch. *T_out gets the size.int (the export reuses q's and k's).
static tens prefill_rope(gen *g, tens x, tens proj, const char **T_out) {
  const cfg *c = g->c;
  long B = g->bs, D = c->head_dim;
  tens tab = rope_table(g);
  const char *T = size_int(g, proj, 1);
  a_i(g, 0);
  a_v(g, T);
  const char *end = op_int(g, "torch.aten.add.int");
  a_t(g, tab);
  a_i(g, 0);
  a_i(g, 0);
  a_v(g, end);
  a_i(g, 1);
  tens s = op(g, "torch.aten.slice.Tensor", mk("f32", SYM_PAGES, 2, -(long)c->page, D));
  s = slice_all(g, s, 1);
  s = slice_all(g, s, 1);
  s = unsqueeze(g, s, 0);
  s = slice_all(g, s, 1);
  s = slice_all(g, s, 2);
  a_i(g, B);
  a_i(g, 1);
  a_i(g, 1);
  const char *reps = list(g, false);
  a_t(g, s);
  push(g, reps, "!torch.list<int>");
  tens rows = op(g, "torch.aten.repeat", mk("f32", SYM_PAGES, 3, B, -(long)c->page, D));
  *T_out = T;
  return rotate(g, x, rows);
}

// Grouped-query heads: [B, T, kv, D] -> [B, T, kv * rep, D] by unsqueeze,
// expand, clone, _unsafe_view (kv head h serves q heads h rep .. h rep + rep - 1).
static tens expand_kv(gen *g, tens x, lenref len) {
  const cfg *c = g->c;
  long rep = c->heads / c->kv_heads;
  tens u = unsqueeze(g, x, -2);
  const char *T = len_get(g, len);
  a_i(g, g->bs);
  a_v(g, T);
  a_i(g, c->kv_heads);
  a_i(g, rep);
  a_i(g, c->head_dim);
  const char *lst = list(g, false);
  a_t(g, u);
  push(g, lst, "!torch.list<int>");
  a_b(g, false);
  tens e = u;
  e.d[3] = rep;
  e = op(g, "torch.aten.expand", e);
  e = clone(g, e);
  a_i(g, g->bs);
  a_v(g, T);
  a_i(g, c->heads);
  a_i(g, c->head_dim);
  lst = list(g, false);
  a_t(g, e);
  push(g, lst, "!torch.list<int>");
  tens r = x;
  r.d[2] = c->heads;
  return op(g, "torch.aten._unsafe_view", r);
}

// softmax(q k^T / sqrt(D) [+ mask]) v over [B, heads, T, D]; prefill causal
// without a mask, decode with one. Returns [B, T, heads, D].
static tens attention(gen *g, tens q, tens k, tens v, const tens *mask) {
  tens qt = transpose(g, q, 1, 2);
  tens kt = transpose(g, k, 1, 2);
  tens vt = transpose(g, v, 1, 2);
  a_t(g, qt);
  a_t(g, kt);
  a_t(g, vt);
  a_f(g, 0.0);
  a_b(g, !mask);
  if (mask) a_t(g, *mask);
  else a_none(g);
  a_none(g);
  strbuf vals = {0}, types = {0};
  operands(g, &vals, &types);
  const char *r = ssa(g);
  tens o = qt, lse = mk("f32", qt.symv, 3, qt.d[0], qt.d[1], qt.sym >> 2 & 1 ? -qt.d[2] : qt.d[2]);
  line(g,
       "%s:2 = torch.operator \"torch.aten._scaled_dot_product_flash_attention_for_cpu\"(%s) : "
       "(%s) -> (%s, %s) ",
       r, sb_cstr(&vals), sb_cstr(&types), vtype(g, o), vtype(g, lse));
  sb_free(&vals);
  sb_free(&types);
  o.v = arena_printf(&g->ar, "%s#0", r);
  bind(g, o);
  return transpose(g, o, 1, 2);
}

// The cache [R, C] as [R, L, 2, page, kv_heads, D] and back.
static tens cache_6d(gen *g, tens flat, const char *R) {
  const cfg *c = g->c;
  long dims[] = {-1, c->layers, 2, c->page, c->kv_heads, c->head_dim};
  const char *lst = shape_list(g, R, 6, dims);
  return view(g, flat, lst,
              mk(c->dt, SYM_CACHE, 6, -1L, (long)c->layers, 2L, (long)c->page, (long)c->kv_heads,
                 (long)c->head_dim));
}

static tens cache_flat(gen *g, tens six, const char *R) {
  long dims[] = {-1, cache_row(g->c)};
  const char *lst = shape_list(g, R, 2, dims);
  return view(g, six, lst, mk(g->c->dt, SYM_CACHE, 2, -1L, cache_row(g->c)));
}

// Per function: the values the exporter computes once and reuses.
typedef struct fstate {
  tens cache;            // the cache's latest value [R, C]
  const char *cache_arg; // %arg3 / %arg4
  const char *R;         // size.int of the cache, dim 0
  const char *T;         // prefill: size.int of the tokens, dim 1
  const char *S;         // size.int of the page ids, dim 1
  tens tokens, seq_lens, start_pos, page_ids;
  tens angles; // decode: rotary angles at the positions [B, 1, D]
  tens mask;   // decode: [B, 1, 1, page s]
  weights *w;
} fstate;

// Writing the cache's last value back into the argument, between the view
// that makes it and that view's binding (where the exporter prints it).
static void arm_overwrite(gen *g, fstate *f) { g->overwrites = f->cache_arg; }

// Prefill: the cache viewed as pages of one layer's K or V,
// [R L 2, page, kv_heads, D]; `rows` is R L 2 (an SSA int, made here when NULL).
static tens prefill_pages(gen *g, fstate *f, const char **rows) {
  const cfg *c = g->c;
  tens c6 = cache_6d(g, f->cache, f->R);
  if (!*rows) *rows = mul_int(g, 2, mul_int(g, c->layers, f->R, false), false);
  long dims[] = {-1, c->page, c->kv_heads, c->head_dim};
  return view(g, c6, shape_list(g, *rows, 4, dims),
              mk(c->dt, SYM_CACHE, 4, -2L * c->layers, (long)c->page, (long)c->kv_heads,
                 (long)c->head_dim));
}

// Prefill's cache update of layer l: K (rows page_id 2 L + 2 l) and V (+ 1)
// of every token, a page at a time, with index_put.
static void prefill_cache_write(gen *g, fstate *f, int l, tens k, tens v, bool last) {
  const cfg *c = g->c;
  long B = g->bs, P = c->page, KH = c->kv_heads, D = c->head_dim;
  const char *rows = NULL;
  tens pages = {0};
  if (l == 0) {
    // layer 0 views the cache argument before the index math, later layers after
    if (!f->R) f->R = size_int(g, f->cache, 0);
    pages = prefill_pages(g, f, &rows);
  }
  tens idx = binary_scalar(g, "torch.aten.mul.Scalar", f->page_ids, 2L * c->layers);
  a_t(g, idx);
  a_i(g, 2L * l);
  a_i(g, 1);
  idx = op(g, "torch.aten.add.Scalar", idx);
  if (!f->S) f->S = size_int(g, f->page_ids, 1);
  for (int kv = 0; kv < 2; kv++) {
    if (kv) pages = prefill_pages(g, f, &rows);
    long d5[] = {B, -1, P, KH, D};
    tens x =
        view(g, kv ? v : k, shape_list(g, f->S, 5, d5), mk(c->dt, SYM_PAGES, 5, B, -1L, P, KH, D));
    long d4[] = {-1, P, KH, D};
    x = view(g, x, shape_list(g, mul_int(g, B, f->S, true), 4, d4),
             mk(c->dt, SYM_PAGES, 4, -B, P, KH, D));
    tens at = idx;
    if (kv) {
      a_t(g, idx);
      a_i(g, 1);
      a_i(g, 1);
      at = op(g, "torch.aten.add.Scalar", idx);
    }
    a_v(g, mul_int(g, B, f->S, true));
    at = view(g, at, list(g, false), mk("si64", SYM_PAGES, 1, -B));
    if (kv == 0 && l > 0) pages = prefill_pages(g, f, &rows);
    a_t(g, at);
    const char *il = list(g, true);
    a_t(g, pages);
    push(g, il, "!torch.list<optional<vtensor>>");
    a_t(g, x);
    a_b(g, false);
    tens put = op(g, "torch.aten.index_put", pages);
    tens c6 = cache_6d(g, put, f->R);
    if (last && kv) arm_overwrite(g, f);
    f->cache = cache_flat(g, c6, f->R);
  }
}

static tens residual(gen *g, tens a, tens b) { return add_tensor(g, a, b, a); }

// RMSNorm, gate and up projections, silu(gate) * up, down: what the
// residual adds (a device's share of it in a tp export).
static tens ffn_partial(gen *g, fstate *f, tens h, const layer_w *L, bool prefill) {
  tens x = rms_norm(g, h, L->ffn_norm);
  lenref tl = {&f->T, f->tokens, 1};
  tens gate = linear(g, x, &L->gate, &tl, prefill);
  a_t(g, gate);
  tens s = op(g, "torch.aten.silu", gate);
  tens up = linear(g, x, &L->up, &tl, prefill);
  a_t(g, s);
  a_t(g, up);
  tens p = op(g, "torch.aten.mul.Tensor", s);
  const char *dT = NULL;
  lenref dl = {&dT, gate, 1};
  return linear(g, p, &L->down, &dl, prefill);
}

// Prefill's attention block up to attn_output: what the residual adds.
static tens prefill_attention(gen *g, fstate *f, int l, tens h, bool last) {
  const cfg *c = g->c;
  const layer_w *L = &f->w->l[l];
  tens x = rms_norm(g, h, L->attn_norm);
  lenref tl = {&f->T, f->tokens, 1};
  tens q = linear(g, x, &L->q, &tl, true);
  tens k = linear(g, x, &L->k, &tl, true);
  tens v = linear(g, x, &L->v, &tl, true);
  const char *T = len_get(g, tl); // the float linears have read it; quantized ones do not
  tens qh = split_heads(g, q, c->heads, T, true);
  tens kh = split_heads(g, k, c->kv_heads, T, true);
  tens vh = split_heads(g, v, c->kv_heads, T, true);
  const char *qT, *kT, *vT = NULL;
  tens qr = prefill_rope(g, qh, q, &qT);
  tens kr = prefill_rope(g, kh, k, &kT);
  prefill_cache_write(g, f, l, kr, vh, last);
  const char *kT_memo = kT;
  tens ke = expand_kv(g, kr, (lenref){&kT_memo, k, 1});
  tens ve = expand_kv(g, vh, (lenref){&vT, v, 1});
  tens o = attention(g, qr, ke, ve, NULL);
  long Q = (long)c->heads * c->head_dim;
  long dims[] = {g->bs, -1, Q};
  o = view(g, o, shape_list(g, qT, 3, dims), act(g, true, Q, c->dt));
  lenref ql = {&qT, q, 1};
  return linear(g, o, &L->o, &ql, true);
}

static tens embed(gen *g, tens table, tens tokens, bool prefill) {
  const cfg *c = g->c;
  tens t = weights_native(c) ? table : convert(g, table, c->dt);
  a_t(g, t);
  a_t(g, tokens);
  a_i(g, -1);
  a_b(g, false);
  a_b(g, false);
  return op(g, "torch.aten.embedding", act(g, prefill, c->hidden, c->dt));
}

static void begin_function(gen *g, int bs) {
  hashmap_free(&g->names);
  memset(&g->names, 0, sizeof g->names);
  g->next_conflict = 0;
  g->next = 0;
  g->bs = bs;
}

static const char *symbolic_int(gen *g, const char *name, long lo, long hi) {
  const char *v = ssa(g);
  line(g, "%s = torch.symbolic_int \"%s\" {min_val = %ld, max_val = %ld} : !torch.int", v, name, lo,
       hi);
  return v;
}

static tens arg(const char *v, tens t) {
  t.v = v;
  return t;
}

// Decode: the mask [B, 1, 1, page s] (-inf where position >= seq_len) and
// the rotary angles at the start positions [B, 1, D], once per function.
static void decode_prologue(gen *g, fstate *f) {
  const cfg *c = g->c;
  long B = g->bs, P = c->page;
  f->S = size_int(g, f->page_ids, 1);
  const char *n = mul_int(g, P, f->S, false);
  a_i(g, 0);
  a_v(g, n);
  a_i(g, 1);
  a_none(g);
  a_none(g);
  a_cpu(g);
  a_b(g, false);
  tens pos = op(g, "torch.aten.arange.start_step", mk("si64", SYM_PAGES, 1, -P));
  tens sl = unsqueeze(g, f->seq_lens, -1);
  a_t(g, pos);
  a_t(g, sl);
  tens ge = op(g, "torch.aten.ge.Tensor", mk("i1", SYM_PAGES, 2, B, -P));
  a_i(g, 0);
  a_i(g, 6);
  a_i(g, 0);
  a_cpu(g);
  a_none(g);
  tens zero = op(g, "torch.aten.scalar_tensor", mk("f32", 0, 0));
  a_neg_inf(g);
  a_i(g, 6);
  a_i(g, 0);
  a_cpu(g);
  a_none(g);
  tens ninf = op(g, "torch.aten.scalar_tensor", mk("f32", 0, 0));
  a_t(g, ge);
  a_t(g, ninf);
  a_t(g, zero);
  tens m = op(g, "torch.aten.where.self", mk("f32", SYM_PAGES, 2, B, -P));
  m = convert(g, m, c->dt);
  m = unsqueeze(g, m, 1);
  f->mask = unsqueeze(g, m, 1);
  a_i(g, 0);
  a_i(g, 1);
  a_none(g);
  a_none(g);
  a_cpu(g);
  a_b(g, false);
  tens one = op(g, "torch.aten.arange.start", mk("si64", 0, 1, 1L));
  one = unsqueeze(g, one, 0);
  tens sp = unsqueeze(g, f->start_pos, 1);
  tens at = add_tensor(g, one, sp, mk("si64", 0, 2, B, 1L));
  tens tab = rope_table(g);
  a_i(g, B);
  at = view(g, at, list(g, false), mk("si64", 0, 1, B));
  a_t(g, at);
  const char *il = list(g, true);
  a_t(g, tab);
  push(g, il, "!torch.list<optional<vtensor>>");
  tens rows = op(g, "torch.aten.index.Tensor", mk("f32", 0, 2, B, (long)c->head_dim));
  f->angles = unsqueeze(g, rows, 1);
}

// Decode: the cache as one row per token of one layer's K or V,
// [R L 2 page, kv_heads, D]; `rows` is R L 2 page (made here when NULL).
static tens decode_rows(gen *g, fstate *f, const char **rows) {
  const cfg *c = g->c;
  tens c6 = cache_6d(g, f->cache, f->R);
  if (!*rows)
    *rows = mul_int(g, c->page, mul_int(g, 2, mul_int(g, c->layers, f->R, false), false), false);
  long dims[] = {-1, c->kv_heads, c->head_dim};
  return view(
      g, c6, shape_list(g, *rows, 3, dims),
      mk(c->dt, SYM_CACHE, 3, -2L * c->layers * c->page, (long)c->kv_heads, (long)c->head_dim));
}

// The row of the new token of layer l, K or V: ((page_ids[pos / page] L + l)
// 2 + kv) page + pos % page, as the export computes it (fill and repeat
// make the constant terms tensors).
static tens decode_row_index(gen *g, fstate *f, int l, int kv) {
  const cfg *c = g->c;
  long B = g->bs, P = c->page;
  tens pg = binary_scalar(g, "torch.aten.floor_divide.Scalar", f->start_pos, P);
  pg = unsqueeze(g, pg, 1);
  a_t(g, f->page_ids);
  a_i(g, 1);
  a_t(g, pg);
  a_b(g, false);
  tens pid = op(g, "torch.aten.gather", mk("si64", 0, 2, B, 1L));
  tens off = binary_scalar(g, "torch.aten.remainder.Scalar", f->start_pos, P);
  off = unsqueeze(g, off, 1);
  a_t(g, f->w->l[l].lit[kv]);
  a_none(g);
  tens sel = op(g, "torch.aten.clone", f->w->l[l].lit[kv]);
  sel = unsqueeze(g, sel, 0);
  a_i(g, B);
  a_i(g, 1);
  const char *size = list(g, false);
  a_i(g, 1);
  a_i(g, 1);
  const char *stride = list(g, false);
  push(g, size, "!torch.list<int>");
  push(g, stride, "!torch.list<int>");
  a_i(g, 4);
  a_i(g, 0);
  a_cpu(g);
  a_b(g, false);
  tens layer = op(g, "torch.aten.empty_strided", mk("si64", 0, 2, B, 1L));
  layer = binary_scalar(g, "torch.aten.fill.Scalar", layer, l);
  a_i(g, B);
  a_i(g, 1);
  const char *reps = list(g, false);
  a_t(g, sel);
  push(g, reps, "!torch.list<int>");
  tens kvt = op(g, "torch.aten.repeat", mk("si64", 0, 2, B, 1L));
  tens i = binary_scalar(g, "torch.aten.mul.Scalar", pid, c->layers);
  i = add_tensor(g, i, layer, i);
  i = binary_scalar(g, "torch.aten.mul.Scalar", i, 2);
  i = add_tensor(g, i, kvt, i);
  i = binary_scalar(g, "torch.aten.mul.Scalar", i, P);
  return add_tensor(g, i, off, i);
}

static void decode_cache_write(gen *g, fstate *f, int l, tens k, tens v, bool last) {
  const char *rows = NULL;
  tens cr = {0};
  if (l == 0) {
    if (!f->R) f->R = size_int(g, f->cache, 0);
    cr = decode_rows(g, f, &rows);
  }
  for (int kv = 0; kv < 2; kv++) {
    if (kv) cr = decode_rows(g, f, &rows);
    tens idx = decode_row_index(g, f, l, kv);
    if (kv == 0 && l > 0) cr = decode_rows(g, f, &rows);
    a_t(g, idx);
    const char *il = list(g, true);
    a_t(g, cr);
    push(g, il, "!torch.list<optional<vtensor>>");
    a_t(g, kv ? v : k);
    a_b(g, false);
    tens put = op(g, "torch.aten.index_put", cr);
    tens c6 = cache_6d(g, put, f->R);
    if (last && kv) arm_overwrite(g, f);
    f->cache = cache_flat(g, c6, f->R);
  }
}

// K and V of layer l for every page of every sequence: [B, page s, kv, D]
// each, gathered with index_select of rows page_id L + l of the cache
// viewed as [R L, 2, page, kv, D].
static void decode_cache_read(gen *g, fstate *f, int l, tens *k, tens *v) {
  const cfg *c = g->c;
  long B = g->bs, P = c->page, KH = c->kv_heads, D = c->head_dim, L = c->layers;
  a_i(g, B);
  a_v(g, f->S);
  const char *size = list(g, false);
  a_v(g, f->S);
  a_i(g, 1);
  const char *stride = list(g, false);
  push(g, size, "!torch.list<int>");
  push(g, stride, "!torch.list<int>");
  a_i(g, 4);
  a_i(g, 0);
  a_cpu(g);
  a_b(g, false);
  tens layer = op(g, "torch.aten.empty_strided", mk("si64", SYM_PAGES, 2, B, -1L));
  layer = binary_scalar(g, "torch.aten.fill.Scalar", layer, l);
  tens idx = binary_scalar(g, "torch.aten.mul.Scalar", f->page_ids, L);
  idx = add_tensor(g, idx, layer, idx);
  a_v(g, mul_int(g, B, f->S, true));
  idx = view(g, idx, list(g, false), mk("si64", SYM_PAGES, 1, -B));
  tens c6 = cache_6d(g, f->cache, f->R);
  long d5[] = {-1, 2, P, KH, D};
  tens c5 = view(g, c6, shape_list(g, mul_int(g, L, f->R, false), 5, d5),
                 mk(c->dt, SYM_CACHE, 5, -L, 2L, P, KH, D));
  a_t(g, c5);
  a_i(g, 0);
  a_t(g, idx);
  tens sel = op(g, "torch.aten.index_select", mk(c->dt, SYM_PAGES, 5, -B, 2L, P, KH, D));
  long d6[] = {B, -1, 2, P, KH, D};
  tens pages =
      view(g, sel, shape_list(g, f->S, 6, d6), mk(c->dt, SYM_PAGES, 6, B, -1L, 2L, P, KH, D));
  const char *n = NULL;
  for (int kv = 0; kv < 2; kv++) {
    tens s = slice_all(g, pages, 0);
    s = slice_all(g, s, 1);
    a_t(g, s);
    a_i(g, 2);
    a_i(g, kv);
    tens x = op(g, "torch.aten.select.int", mk(c->dt, SYM_PAGES, 5, B, -1L, P, KH, D));
    if (!n) n = mul_int(g, P, f->S, false);
    a_t(g, x);
    a_i(g, 2);
    a_i(g, 0);
    a_v(g, n);
    a_i(g, 1);
    x = op(g, "torch.aten.slice.Tensor", x);
    x = clone(g, x);
    const char *T = mul_int(g, P, size_int(g, s, 1), false);
    a_i(g, B);
    a_v(g, T);
    a_i(g, KH);
    a_i(g, D);
    const char *lst = list(g, false);
    a_t(g, x);
    push(g, lst, "!torch.list<int>");
    x = op(g, "torch.aten._unsafe_view", mk(c->dt, SYM_PAGES, 4, B, -P, KH, D));
    tens y = slice_all(g, x, 0);
    if (kv) *v = y, v[1] = x;
    else *k = y, k[1] = x;
  }
}

// Decode's attention block up to attn_output: what the residual adds.
static tens decode_attention(gen *g, fstate *f, int l, tens h, bool last) {
  const cfg *c = g->c;
  const layer_w *L = &f->w->l[l];
  tens x = rms_norm(g, h, L->attn_norm);
  tens q = linear(g, x, &L->q, NULL, false);
  tens k = linear(g, x, &L->k, NULL, false);
  tens v = linear(g, x, &L->v, NULL, false);
  tens qh = split_heads(g, q, c->heads, NULL, false);
  tens kh = split_heads(g, k, c->kv_heads, NULL, false);
  tens vh = split_heads(g, v, c->kv_heads, NULL, false);
  tens qr = rotate(g, qh, f->angles);
  tens kr = rotate(g, kh, f->angles);
  decode_cache_write(g, f, l, kr, vh, last);
  tens ck[2], cv[2];
  decode_cache_read(g, f, l, ck, cv);
  const char *kT = NULL, *vT = NULL;
  tens ke = expand_kv(g, ck[0], (lenref){&kT, ck[1], 1});
  tens ve = expand_kv(g, cv[0], (lenref){&vT, cv[1], 1});
  tens o = attention(g, qr, ke, ve, &f->mask);
  long Q = (long)c->heads * c->head_dim;
  a_i(g, g->bs);
  a_i(g, 1);
  a_i(g, Q);
  o = view(g, o, list(g, false), act(g, false, Q, c->dt));
  return linear(g, o, &L->o, NULL, false);
}

//
// Devices (tensor parallelism, --tp): sharktank's sharded Llama, as its
// toy_llama_tp2 export writes it (docs/devices.md). Each device holds a
// share of the heads, the KV heads and the FFN, its own page cache, and
// computes its share of every layer; the ops a replicated tensor passes
// through are written once per device.
//
static void on_device(gen *g, int d) { g->c = &g->shard[d]; }

// x moved to device d (flow.tensor.transfer), or marked as staying on it
// (flow.tensor.barrier): the builtin tensor and its dynamic dims, the op,
// back to a vtensor, bound again.
static tens device_op(gen *g, tens x, int d, bool barrier) {
  const char *bt = btype(g, x), *b = ssa(g);
  line(g, "%s = torch_c.to_builtin_tensor %s : %s -> %s", b, x.v, vtype(g, x), bt);
  strbuf dims = {0};
  for (int i = 0; i < x.rank; i++) {
    if (!(x.sym >> i & 1)) continue;
    const char *ci = unique_name(g, arena_printf(&g->ar, "c%d", i)), *di = unique_name(g, "dim");
    line(g, "%s = arith.constant %d : index", ci, i);
    line(g, "%s = tensor.dim %s, %s : %s", di, b, ci, bt);
    sb_printf(&dims, "%s%s", dims.len ? ", " : "", di);
  }
  const char *r = ssa(g);
  line(g, "%s = flow.tensor.%s %s : %s%s%s%s %s #hal.device.promise<@__device_%d>", r,
       barrier ? "barrier" : "transfer", b, bt, dims.len ? "{" : "", dims.len ? sb_cstr(&dims) : "",
       dims.len ? "}" : "", barrier ? "on" : "to", d);
  sb_free(&dims);
  tens y = x;
  y.v = ssa(g);
  line(g, "%s = torch_c.from_builtin_tensor %s : %s -> %s", y.v, r, bt, vtype(g, y));
  bind(g, y);
  return y;
}

// An input of the function (on device 0) as device d's copy: itself on one
// device.
static tens to_device(gen *g, tens x, int d) {
  return g->full->tp == 1 ? x : device_op(g, x, d, false);
}

// The sum of the devices' partial results on device 0, as sharktank's
// unshard of an UnreducedTensor writes it: device 0's kept there, the
// others transferred, added in device order.
static tens reduce_to_first(gen *g, const tens *part, int n) {
  tens in[MAX_TP];
  for (int d = 0; d < n; d++) in[d] = device_op(g, part[d], 0, d == 0);
  tens s = in[0];
  for (int d = 1; d < n; d++) s = add_tensor(g, s, in[d], s);
  return s;
}

// sharktank's all_reduce: the sum on device 0, then kept there and
// transferred to every other device; part[d] becomes device d's copy.
static void all_reduce(gen *g, tens *part, int n) {
  if (n == 1) return;
  tens s = reduce_to_first(g, part, n);
  for (int d = 0; d < n; d++) part[d] = device_op(g, s, d, d == 0);
}

// Layer l on every device: each one's attention and FFN end in its share of
// attn_output and ffn_down (split along their input dim), all-reduced
// before the residual adds them.
static void layer(gen *g, fstate *f, tens *h, int l, bool last, bool prefill) {
  int tp = g->full->tp;
  tens part[MAX_TP];
  for (int d = 0; d < tp; d++) {
    on_device(g, d);
    part[d] = prefill ? prefill_attention(g, &f[d], l, h[d], last)
                      : decode_attention(g, &f[d], l, h[d], last);
  }
  all_reduce(g, part, tp);
  for (int d = 0; d < tp; d++) h[d] = residual(g, h[d], part[d]);
  for (int d = 0; d < tp; d++) {
    on_device(g, d);
    part[d] = ffn_partial(g, &f[d], h[d], &f[d].w->l[l], prefill);
  }
  all_reduce(g, part, tp);
  for (int d = 0; d < tp; d++) h[d] = residual(g, h[d], part[d]);
}

// Device d's part of the hidden dim, [B, T, H / tp]: what its shard of
// output.weight (split along H) multiplies.
static tens hidden_share(gen *g, tens x, int d) {
  long n = g->full->hidden / g->full->tp;
  tens s = slice_all(g, x, 0);
  s = slice_all(g, s, 1);
  a_t(g, s);
  a_i(g, 2);
  a_i(g, d * n);
  a_i(g, (d + 1) * n);
  a_i(g, 1);
  tens r = s;
  r.d[2] = n;
  return op(g, "torch.aten.slice.Tensor", r);
}

// The final norm and the logits; with several devices each one's share of
// the product, summed on device 0 (where the result is).
static tens logits(gen *g, fstate *f, const tens *h, bool prefill) {
  int tp = g->full->tp;
  tens part[MAX_TP];
  for (int d = 0; d < tp; d++) {
    on_device(g, d);
    tens x = rms_norm(g, h[d], f[d].w->out_norm);
    if (tp > 1) x = hidden_share(g, x, d);
    lenref tl = {&f[d].T, f[d].tokens, 1};
    part[d] = linear(g, x, &f[d].w->out, &tl, prefill);
  }
  return tp == 1 ? part[0] : reduce_to_first(g, part, tp);
}

// func.func @NAME(%arg0: T0, ...) -> RESULT: with several devices each
// argument carries its device (the inputs device 0, the caches, last, one
// per device).
static void signature(gen *g, const char *name, const char *const *types, int n,
                      const char *result) {
  int tp = g->full->tp;
  sb_printf(g->o, "  func.func @%s(", name);
  for (int i = 0; i < n; i++) {
    sb_printf(g->o, "%s%%arg%d: %s", i ? ", " : "", i, types[i]);
    if (tp > 1)
      sb_printf(g->o, " {iree.abi.affinity = #hal.device.promise<@__device_%d>}",
                i < n - tp ? 0 : i - (n - tp));
  }
  sb_printf(g->o, ") -> %s attributes {torch.assume_strict_symbolic_shapes} {\n", result);
}

// Each device's cache argument (%arg<first + d>), read at the top.
static void cache_args(gen *g, fstate *f, weights *w, int first) {
  const cfg *c = g->full;
  for (int d = 0; d < c->tp; d++) {
    f[d] = (fstate){.w = &w[d], .cache_arg = arena_printf(&g->ar, "%%arg%d", first + d)};
    f[d].cache = mk(c->dt, SYM_CACHE, 2, -1L, cache_row(&g->shard[d]));
    f[d].cache.v = ssa(g);
    line(g, "%s = torch.copy.to_vtensor %s : %s", f[d].cache.v, f[d].cache_arg,
         vtype(g, f[d].cache));
  }
}

// The layers and the logits from the devices' embeddings; the function's end.
static void body(gen *g, fstate *f, weights *w, bool prefill) {
  const cfg *c = g->full;
  tens h[MAX_TP];
  for (int d = 0; d < c->tp; d++) {
    on_device(g, d);
    h[d] = embed(g, w[d].embd, f[d].tokens, prefill);
  }
  for (int l = 0; l < c->layers; l++) layer(g, f, h, l, l == c->layers - 1, prefill);
  tens y = logits(g, f, h, prefill);
  g->c = c;
  line(g, "return %s : %s", y.v, vtype(g, y));
  sb_append(g->o, "  }\n");
}

// The type of each device's cache argument.
static void cache_types(gen *g, const char **types) {
  for (int d = 0; d < g->full->tp; d++)
    types[d] =
        arena_printf(&g->ar, "!torch.tensor<[?,%ld],%s>", cache_row(&g->shard[d]), g->full->dt);
}

static void prefill_function(gen *g, int bs, weights *w) {
  const cfg *c = g->full;
  long B = bs;
  begin_function(g, bs);
  const char *types[3 + MAX_TP] = {vtype(g, mk("si64", SYM_PAGES, 2, B, -1L)),
                                   vtype(g, mk("si64", 0, 1, B)),
                                   vtype(g, mk("si64", SYM_PAGES, 2, B, -1L))};
  cache_types(g, types + 3);
  signature(g, arena_printf(&g->ar, "prefill_bs%d", bs), types, 3 + c->tp,
            vtype(g, mk(c->dt, SYM_PAGES, 3, B, -1L, (long)c->vocab)));
  load_weights(g, w, false);
  fstate f[MAX_TP];
  cache_args(g, f, w, 3);
  g->sym_name[SYM_PAGES] = symbolic_int(g, "s1", 2, c->max_pages);
  g->sym_name[SYM_CACHE] = symbolic_int(g, "s2", 2, INT64_MAX_L - 1);
  tens tokens = arg("%arg0", mk("si64", SYM_PAGES, 2, B, -(long)c->page));
  tens page_ids = arg("%arg2", mk("si64", SYM_PAGES, 2, B, -1L));
  bind(g, tokens);
  bind(g, page_ids);
  for (int d = 0; d < c->tp; d++) bind(g, f[d].cache);
  for (int d = 0; d < c->tp; d++) f[d].tokens = to_device(g, tokens, d);
  for (int d = 0; d < c->tp; d++) f[d].page_ids = to_device(g, page_ids, d);
  body(g, f, w, true);
}

// Decode's inputs on every device: the mask and the rotary angles are
// computed once from the function's inputs (decode_prologue) and
// transferred with them.
static void decode_inputs(gen *g, fstate *f, const fstate *in) {
  int tp = g->full->tp;
  for (int d = 0; d < tp; d++) f[d].tokens = to_device(g, in->tokens, d);
  for (int d = 0; d < tp; d++) f[d].mask = to_device(g, in->mask, d);
  for (int d = 0; d < tp; d++) f[d].start_pos = to_device(g, in->start_pos, d);
  for (int d = 0; d < tp; d++) f[d].page_ids = to_device(g, in->page_ids, d);
  for (int d = 0; d < tp; d++) f[d].angles = to_device(g, in->angles, d);
  for (int d = 0; d < tp; d++) f[d].S = in->S, f[d].seq_lens = in->seq_lens;
}

static void decode_function(gen *g, int bs, weights *w) {
  const cfg *c = g->full;
  long B = bs;
  begin_function(g, bs);
  const char *types[4 + MAX_TP] = {vtype(g, mk("si64", 0, 2, B, 1L)), vtype(g, mk("si64", 0, 1, B)),
                                   vtype(g, mk("si64", 0, 1, B)),
                                   vtype(g, mk("si64", SYM_PAGES, 2, B, -1L))};
  cache_types(g, types + 4);
  signature(g, arena_printf(&g->ar, "decode_bs%d", bs), types, 4 + c->tp,
            vtype(g, mk(c->dt, 0, 3, B, 1L, (long)c->vocab)));
  load_weights(g, w, true);
  fstate f[MAX_TP];
  cache_args(g, f, w, 4);
  g->sym_name[SYM_PAGES] = symbolic_int(g, "s0", 2, c->max_pages);
  g->sym_name[SYM_CACHE] = symbolic_int(g, "s1", 2, INT64_MAX_L - 1);
  fstate in = {.w = w};
  in.tokens = arg("%arg0", mk("si64", 0, 2, B, 1L));
  in.seq_lens = arg("%arg1", mk("si64", 0, 1, B));
  in.start_pos = arg("%arg2", mk("si64", 0, 1, B));
  in.page_ids = arg("%arg3", mk("si64", SYM_PAGES, 2, B, -1L));
  bind(g, in.page_ids);
  for (int d = 0; d < c->tp; d++) bind(g, f[d].cache);
  decode_prologue(g, &in);
  decode_inputs(g, f, &in);
  body(g, f, w, false);
}

// A rotary helper, as the exports carry it: out[b, t, h, d] from the pair
// (2 (d / 2), 2 (d / 2) + 1) of x and the angle at [b, t, d].
static void rotary_function(gen *g, const helper *h) {
  tens x = h->shape;
  tens a = mk("f32", x.symv, 3, x.d[0], x.sym >> 1 & 1 ? -x.d[1] : x.d[1], x.d[3]);
  const char *tx = btype(g, x), *ta = btype(g, a);
  strbuf *o = g->o;
  const char *m0 = map_alias(&g->maps, "(d0, d1, d2, d3) -> (d0, d1, d3)");
  const char *m1 = map_alias(&g->maps, "(d0, d1, d2, d3) -> (d0, d1, d2, d3)");
  sb_printf(o, "  util.func private @%s(%%arg0: %s, %%arg1: %s) -> %s {\n", h->name, tx, ta, tx);
  for (int k = 0; k < 4; k++) sb_printf(o, "    %%c%d = arith.constant %d : index\n", k, k);
  sb_printf(o, "    %%dim = tensor.dim %%arg0, %%c0 : %s\n", tx);
  for (int k = 1; k < 4; k++)
    sb_printf(o, "    %%dim_%d = tensor.dim %%arg0, %%c%d : %s\n", k - 1, k, tx);
  sb_append(o, "    %0 = tensor.empty(%dim, %dim_0, %dim_1, %dim_2) : tensor<?x?x?x?xf32>\n");
  sb_printf(o, "    %%cast = tensor.cast %%0 : tensor<?x?x?x?xf32> to %s\n", tx);
  sb_printf(o,
            "    %%1 = linalg.generic {indexing_maps = [%s, %s], iterator_types = [\"parallel\", "
            "\"parallel\", \"parallel\", \"parallel\"]} ins(%%arg1 : %s) outs(%%cast : %s) {\n",
            m0, m1, ta, tx);
  sb_append(o, "    ^bb0(%in: f32, %out: f32):\n");
  for (int k = 0; k < 4; k++) sb_printf(o, "      %%%d = linalg.index %d : index\n", k + 2, k);
  sb_printf(o,
            "      %%6 = arith.divui %%5, %%c2 : index\n"
            "      %%7 = arith.remui %%5, %%c2 : index\n"
            "      %%8 = math.cos %%in : f32\n"
            "      %%9 = math.sin %%in : f32\n"
            "      %%10 = arith.muli %%6, %%c2 : index\n"
            "      %%11 = arith.addi %%10, %%c1 : index\n"
            "      %%extracted = tensor.extract %%arg0[%%2, %%3, %%4, %%10] : %s\n"
            "      %%extracted_3 = tensor.extract %%arg0[%%2, %%3, %%4, %%11] : %s\n"
            "      %%12 = arith.cmpi eq, %%7, %%c0 : index\n"
            "      %%13 = arith.mulf %%extracted, %%8 : f32\n"
            "      %%14 = arith.mulf %%extracted_3, %%9 : f32\n"
            "      %%15 = arith.subf %%13, %%14 : f32\n"
            "      %%16 = arith.mulf %%extracted_3, %%8 : f32\n"
            "      %%17 = arith.mulf %%extracted, %%9 : f32\n"
            "      %%18 = arith.addf %%16, %%17 : f32\n"
            "      %%19 = arith.select %%12, %%15, %%18 : f32\n"
            "      linalg.yield %%19 : f32\n",
            tx, tx);
  sb_printf(o, "    } -> %s\n    util.return %%1 : %s\n  }\n", tx, tx);
}

// The helpers in order of first use: the exporter appends each kernel to
// the module as it first expands a call to it.
static void helper_functions(gen *g) {
  const quant_kind *q = quant_of(g->c);
  for (int i = 0; i < g->n_helpers; i++) {
    const helper *h = &g->helpers[i];
    if (!h->n) {
      rotary_function(g, h);
      continue;
    }
    mmt_spec s = {.kind = q->mmt,
                  .n = h->n,
                  .k = h->k,
                  .at = g->c->dt,
                  .name = h->name,
                  .n_args = q->n_planes};
    for (int p = 0; p < q->n_planes; p++)
      s.args[p] = btype(g, plane_shape(q, &q->planes[p], h->n, h->k));
    mmt_function(g->o, &g->maps, &s);
  }
}

// The global of weight `key` on device d (dev_sym), bound to its parameter:
// the key itself for a replicated weight's copies, the shard's key for a
// split one's. A tp export places each global on its device
// (stream.affinity).
static void global_decl(gen *g, const char *key, bool split, int d, const char *dims,
                        const char *dt) {
  const char *sym = dev_sym(g, key, split, d), *param = split ? sym : key;
  sb_printf(g->o, "  util.global private @__auto.%s ", sym);
  if (g->full->tp > 1) sb_printf(g->o, "{stream.affinity = #hal.device.promise<@__device_%d>} ", d);
  sb_printf(g->o, "= #stream.parameter.named<\"model\"::\"%s\"> : tensor<%sx%s>\n", param, dims,
            dt);
}

// A matrix's global on device d, or its planes' (quoted symbols: ':' is not
// a bare symbol character). A split quantized weight's shard d is
// sharktank's KEY.shard.d with its planes KEY.shard.d:qs, KEY.shard.d:d, ...:
// each plane the rows (or the K blocks) of the whole weight's plane that
// the shard holds, on device d.
static void matrix_decl(gen *g, const char *key, int d, long r, long k) {
  const quant_kind *q = quant_of(g->full);
  char dims[64];
  if (!q) {
    snprintf(dims, sizeof dims, "%ldx%ld", r, k);
    global_decl(g, key, true, d, dims, g->full->wdt);
    return;
  }
  const char *sym = dev_sym(g, key, true, d);
  for (int i = 0; i < q->n_planes; i++) {
    const plane_spec *p = &q->planes[i];
    sb_printf(g->o, "  util.global private @\"__auto.%s:%s\" ", sym, p->name);
    if (g->full->tp > 1)
      sb_printf(g->o, "{stream.affinity = #hal.device.promise<@__device_%d>} ", d);
    sb_printf(g->o, "= #stream.parameter.named<\"model\"::\"%s:%s\"> : %s\n", sym, p->name,
              btype(g, plane_shape(q, p, r, k)));
  }
}

// Layer l's globals, each weight's devices in turn.
static void layer_globals(gen *g, int l) {
  char key[96], dims[64];
  for (int i = 0; i < 9; i++) {
    for (int d = 0; d < g->full->tp; d++) {
      layer_param w[9];
      layer_params(&g->shard[d], w);
      snprintf(key, sizeof key, "blk.%d.%s.weight", l, w[i].name);
      if (w[i].r) {
        matrix_decl(g, key, d, w[i].r, w[i].k);
        continue;
      }
      snprintf(dims, sizeof dims, "%ld", w[i].k);
      global_decl(g, key, false, d, dims, "f32");
    }
  }
}

static void globals(gen *g) {
  const cfg *c = g->full;
  char dims[64];
  snprintf(dims, sizeof dims, "%dx%d", c->vocab, c->hidden);
  for (int d = 0; d < c->tp; d++) global_decl(g, "token_embd.weight", false, d, dims, c->wdt);
  for (int l = 0; l < c->layers; l++) layer_globals(g, l);
  snprintf(dims, sizeof dims, "1x%d", c->hidden);
  for (int d = 0; d < c->tp; d++) global_decl(g, "output_norm.weight", false, d, dims, "f32");
  for (int d = 0; d < c->tp; d++) matrix_decl(g, "output.weight", d, c->vocab, c->hidden / c->tp);
}

//
// Options.
//
static const char usage_text[] =
    "usage: facet-gen-llama [--model=toy|100m|1b|8b] [--layers=L] [--hidden=H] [--heads=N]\n"
    "         [--kv-heads=N] [--head-dim=D] [--ffn=F] [--vocab=V] [--context=N] [--max-pages=N]\n"
    "         [--page=N] [--rope-theta=X] [--rms-eps=X] [--dtype=f16|bf16]\n"
    "         [--weight-dtype=f32|f16|bf16] [--prefill=1,4] [--decode=1,4]\n"
    "         [--quant=q8_0|q4_0|q4_1|q4_K] [--tp=N] [--json=FILE] -o OUT.mlir\n"
    "  toy: toy_llama_bs4.mlir's shapes (3 layers, hidden 256, 8/4 heads of 32, FFN 23,\n"
    "       vocabulary 256, f32 weights, batch 4); 100m: 8 layers, hidden 768, 12/4 heads,\n"
    "       FFN 2048, vocabulary 32000; 1b: Llama-3.2-1B (16 layers, hidden 2048, 32/8\n"
    "       heads, FFN 8192, vocabulary 128256); 8b: Llama-3.1-8B (32 layers, hidden 4096,\n"
    "       32/8 heads, FFN 14336). Options after --model override it.\n"
    "  --quant: the linear weights (blocks' and output's) as sharktank's planar\n"
    "       quantized weights and kernels; hidden, heads * head-dim and FFN must be\n"
    "       multiples of 32 (q4_K: 256); --model=toy needs --ffn=256 for all four.\n"
    "  --tp=N: the tensor-parallel export for N devices (1 to 8; sharktank's 2 and 4): the\n"
    "       heads, KV heads and hidden size must be multiples of N; the FFN is split in\n"
    "       chunks of ceil(FFN / N); one page cache per device (docs/devices.md). With\n"
    "       --quant each device's share of heads * head-dim, FFN and hidden must be whole\n"
    "       blocks (the input dim of attn_output, ffn_down and output is split between blocks).\n";

static int usage(const char *why) {
  if (why) fprintf(stderr, "facet-gen-llama: error: %s\n", why);
  fputs(usage_text, stderr);
  return 2;
}

static bool preset(cfg *c, const char *name) {
  // shared: sharktank's page of 32 tokens, Llama 3's rotary base
  c->page = 32, c->rope_theta = 500000.0, c->dt = "f16";
  if (!strcmp(name, "toy")) {
    *c = (cfg){3, 256, 8, 4, 32, 23, 256, 32, 128, 3, 500000.0, 0.01, "f16", "f32"};
    c->n_prefill = c->n_decode = 1, c->prefill[0] = c->decode[0] = 4;
    return true;
  }
  c->rms_eps = 1e-5, c->n_prefill = c->n_decode = 2;
  c->prefill[0] = c->decode[0] = 1, c->prefill[1] = c->decode[1] = 4;
  c->context = 4096, c->max_pages = 128;
  if (!strcmp(name, "100m")) {
    c->layers = 8, c->hidden = 768, c->heads = 12, c->kv_heads = 4, c->head_dim = 64, c->ffn = 2048;
    c->vocab = 32000, c->wdt = "f16", c->context = 2048, c->max_pages = 64;
  } else if (!strcmp(name, "1b")) {
    c->layers = 16, c->hidden = 2048, c->heads = 32, c->kv_heads = 8, c->head_dim = 64,
    c->ffn = 8192;
    c->vocab = 128256, c->wdt = "f16";
  } else if (!strcmp(name, "8b")) {
    c->layers = 32, c->hidden = 4096, c->heads = 32, c->kv_heads = 8, c->head_dim = 128,
    c->ffn = 14336;
    c->vocab = 128256, c->wdt = "f16";
  } else {
    return false;
  }
  return true;
}

// A positive int option; false on junk, so a typo never becomes a default.
static bool int_opt(const char *a, const char *name, int *out, bool *bad) {
  size_t n = strlen(name);
  if (strncmp(a, name, n) || a[n] != '=') return false;
  char *end;
  errno = 0;
  long v = strtol(a + n + 1, &end, 10);
  if (errno || *end || end == a + n + 1 || v < 1 || v > 1 << 24) *bad = true;
  else *out = (int)v;
  return true;
}

static bool double_opt(const char *a, const char *name, double *out, bool *bad) {
  size_t n = strlen(name);
  if (strncmp(a, name, n) || a[n] != '=') return false;
  char *end;
  double v = strtod(a + n + 1, &end);
  if (*end || end == a + n + 1 || !(v > 0)) *bad = true;
  else *out = v;
  return true;
}

static bool list_opt(const char *a, const char *name, int *out, int *n, bool *bad) {
  size_t len = strlen(name);
  if (strncmp(a, name, len) || a[len] != '=') return false;
  const char *s = a + len + 1;
  *n = 0;
  while (*n < 8) {
    char *end;
    long v = strtol(s, &end, 10);
    if (end == s || v < 1 || v > 4096) return *bad = true;
    out[(*n)++] = (int)v;
    if (!*end) return true;
    if (*end != ',') return *bad = true;
    s = end + 1;
  }
  return *bad = true;
}

static const char *dtype_opt(const char *a, const char *name, bool allow_f32) {
  size_t n = strlen(name);
  if (strncmp(a, name, n) || a[n] != '=') return NULL;
  const char *v = a + n + 1;
  if (!strcmp(v, "f16") || !strcmp(v, "bf16") || (allow_f32 && !strcmp(v, "f32"))) return v;
  return "";
}

static const char *check(const cfg *c) {
  if (c->hidden % 2 || c->head_dim % 2) return "hidden and head dim must be even";
  if (c->heads % c->kv_heads) return "heads must be a multiple of kv-heads";
  if (c->max_pages < 2) return "max-pages must be at least 2 (the exporter's range starts at 2)";
  if (c->layers > 256) return "at most 256 layers";
  if ((long)c->max_pages * c->page > c->context)
    return "max-pages * page must not exceed context (the rotary table's length)";
  if (strcmp(c->wdt, "f32") && strcmp(c->wdt, c->dt))
    return "weight-dtype must be f32 or the dtype";
  return NULL;
}

// FFN rows of device d: sharktank splits the FFN as torch's split does, in
// chunks of ceil(F / tp), the last one the rest (toy_llama_tp2's 23 is
// 12 + 11).
static int ffn_share(const cfg *c, int d) {
  int chunk = (c->ffn + c->tp - 1) / c->tp, rest = c->ffn - d * chunk;
  return rest < chunk ? rest : chunk;
}

static bool check_quant_shards(const cfg *c, const cfg *shard, char *why, size_t n);

// Each device's share of the model (*why: the reason there is none):
// sharktank splits the heads and KV heads evenly (a device attends with
// whole heads), the FFN by ffn_share (each device must get some), and
// output.weight along the hidden dim (an even split here).
static bool make_shards(const cfg *c, cfg *shard, char *why, size_t n) {
  int tp = c->tp;
  const char *what = c->heads % tp      ? "heads"
                     : c->kv_heads % tp ? "kv-heads"
                     : c->hidden % tp   ? "hidden"
                                        : NULL;
  if (what) {
    snprintf(why, n, "--tp=%d: --%s=%d is not a multiple of %d (each device takes an equal share)",
             tp, what,
             !strcmp(what, "heads") ? c->heads
             : what[0] == 'k'       ? c->kv_heads
                                    : c->hidden,
             tp);
    return false;
  }
  if (ffn_share(c, tp - 1) < 1) {
    snprintf(
        why, n,
        "--tp=%d: --ffn=%d in sharktank's chunks of ceil(%d / %d) = %d leaves device %d no rows",
        tp, c->ffn, c->ffn, tp, (c->ffn + tp - 1) / tp, tp - 1);
    return false;
  }
  for (int d = 0; d < tp; d++) {
    shard[d] = *c;
    shard[d].heads = c->heads / tp, shard[d].kv_heads = c->kv_heads / tp;
    shard[d].ffn = ffn_share(c, d);
  }
  return check_quant_shards(c, shard, why, n);
}

// The matrices of a layer of `shape` (layer_params) and output.weight, whose
// input dim is output_k, in w[0..10); the index of the first whose input
// dim is not whole blocks of q (a block would be cut), or -1.
static int cut_block(const cfg *shape, long output_k, const quant_kind *q, layer_param *w) {
  layer_params(shape, w);
  w[9] = (layer_param){"output", shape->vocab, output_k};
  for (int i = 0; i < 10; i++)
    if (w[i].r && w[i].k % q->block) return i;
  return -1;
}

// A quantized weight split along its input dim (attn_output, ffn_down,
// output: row-parallel) is split between blocks: each device's K must be
// whole blocks of the --quant type, or a block would straddle two devices
// (its one scale applying to weights of both). The split follows the
// activations' (heads, ffn_share, hidden / tp), so a model whose shares
// are not whole blocks has no sharded quantized form at that --tp: *why
// names the first shard that is not.
static bool check_quant_shards(const cfg *c, const cfg *shard, char *why, size_t n) {
  const quant_kind *q = quant_of(c);
  for (int d = 0; q && c->tp > 1 && d < c->tp; d++) {
    layer_param w[10];
    int i = cut_block(&shard[d], c->hidden / c->tp, q, w);
    if (i >= 0) {
      snprintf(why, n,
               "--tp=%d --quant=%s: %s%s.weight.shard.%d is %ldx%ld: its input dim %ld (device "
               "%d's share) is not whole blocks of %d, so the split would cut a block; no "
               "sharded %s form at --tp=%d",
               c->tp, q->name, i < 9 ? "blk.0." : "", w[i].name, d, w[i].r, w[i].k, w[i].k, d,
               q->block, q->name, c->tp);
      return false;
    }
  }
  return true;
}

// Each matrix's inner dim must be whole blocks of the --quant type: the
// first that is not is named in *why.
static bool check_quant(const cfg *c, char *why, size_t n) {
  const quant_kind *q = quant_of(c);
  if (!q) return true;
  if (strcmp(c->dt, "f16")) {
    // the templates widen the f16 scales with arith.extf, and bf16 is no wider
    snprintf(why, n, "--quant=%s needs --dtype=f16 (the kernels' f16 scales do not extend to %s)",
             q->name, c->dt);
    return false;
  }
  layer_param w[10];
  int i = cut_block(c, c->hidden, q, w);
  if (i < 0) return true;
  snprintf(why, n,
           "--quant=%s: %s%s.weight is %ldx%ld, and its inner dim %ld is not a multiple of %s's "
           "block of %d "
           "weights (hidden, heads * head-dim and ffn must be)",
           q->name, i < 9 ? "blk.0." : "", w[i].name, w[i].r, w[i].k, w[i].k, q->name, q->block);
  return false;
}

static void write_json(FILE *f, const cfg *c) {
  fprintf(
      f,
      "{\"layers\": %d, \"hidden\": %d, \"heads\": %d, \"kv_heads\": %d, \"head_dim\": %d, "
      "\"ffn\": %d,\n"
      " \"vocab\": %d, \"page\": %d, \"context\": %d, \"max_pages\": %d, \"rope_theta\": %.17g,\n"
      " \"rms_eps\": %.17g, \"dtype\": \"%s\", \"weight_dtype\": \"%s\", \"quant\": \"%s\",\n"
      " \"cache_row\": %ld, \"prefill\": [",
      c->layers, c->hidden, c->heads, c->kv_heads, c->head_dim, c->ffn, c->vocab, c->page,
      c->context, c->max_pages, c->rope_theta, c->rms_eps, c->dt, c->wdt,
      c->quant ? quant_of(c)->name : "none", cache_row(c));
  for (int i = 0; i < c->n_prefill; i++) fprintf(f, "%s%d", i ? ", " : "", c->prefill[i]);
  fputs("], \"decode\": [", f);
  for (int i = 0; i < c->n_decode; i++) fprintf(f, "%s%d", i ? ", " : "", c->decode[i]);
  fputc(']', f);
  // a tp export's devices and each one's cache row (cache_row: the whole
  // model's, as one device holds it)
  if (c->tp > 1) fprintf(f, ", \"tp\": %d, \"device_cache_row\": %ld", c->tp, cache_row(c) / c->tp);
  fputs("}\n", f);
}

static bool write_file(const char *path, const char *text, const cfg *json) {
  FILE *f = tool_open_output(path);
  if (!f) return false;
  if (json) write_json(f, json);
  else fputs(text, f);
  return tool_close_output(f);
}

int main(int argc, char **argv) {
  tool_init("facet-gen-llama");
  int std_rc = tool_standard_flags(argc, argv, usage_text);
  if (std_rc >= 0) return std_rc;
  cfg c = {0};
  preset(&c, "1b");
  const char *out = NULL, *json = NULL;
  int quant = 0, tp = 1; // applied after the loop: a later --model resets the rest
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *d;
    bool bad = false;
    if (!strcmp(a, "--help") || !strcmp(a, "-h")) return fputs(usage_text, stdout), 0;
    if (!strncmp(a, "--model=", 8)) {
      if (!preset(&c, a + 8)) return usage("unknown --model (toy, 100m, 1b, 8b)");
    } else if (int_opt(a, "--layers", &c.layers, &bad) || int_opt(a, "--hidden", &c.hidden, &bad) ||
               int_opt(a, "--heads", &c.heads, &bad) ||
               int_opt(a, "--kv-heads", &c.kv_heads, &bad) ||
               int_opt(a, "--head-dim", &c.head_dim, &bad) || int_opt(a, "--ffn", &c.ffn, &bad) ||
               int_opt(a, "--vocab", &c.vocab, &bad) || int_opt(a, "--context", &c.context, &bad) ||
               int_opt(a, "--max-pages", &c.max_pages, &bad) ||
               int_opt(a, "--page", &c.page, &bad) ||
               double_opt(a, "--rope-theta", &c.rope_theta, &bad) ||
               double_opt(a, "--rms-eps", &c.rms_eps, &bad) ||
               list_opt(a, "--prefill", c.prefill, &c.n_prefill, &bad) ||
               list_opt(a, "--decode", c.decode, &c.n_decode, &bad)) {
      if (bad) return usage(a);
    } else if ((d = dtype_opt(a, "--dtype", false))) {
      if (!*d) return usage(a);
      c.dt = d;
    } else if ((d = dtype_opt(a, "--weight-dtype", true))) {
      if (!*d) return usage(a);
      c.wdt = d;
    } else if (!strncmp(a, "--quant=", 8)) {
      quant = 0;
      for (size_t k = 0; k < FACET_ARRAY_SIZE(QUANTS); k++)
        if (!strcmp(a + 8, QUANTS[k].name)) quant = (int)k + 1;
      if (!quant) return usage(a);
    } else if (int_opt(a, "--tp", &tp, &bad)) {
      if (bad || tp > MAX_TP) return usage(a);
    } else if (!strncmp(a, "--json=", 7)) {
      json = a + 7;
    } else if (!strcmp(a, "-o") && i + 1 < argc) {
      out = argv[++i];
    } else {
      return usage(a);
    }
  }
  if (!out) return usage("no output (-o)");
  c.quant = quant, c.tp = tp;
  const char *why = check(&c);
  if (why) return usage(why);
  char qwhy[256];
  gen g = {.c = &c, .full = &c};
  if (!check_quant(&c, qwhy, sizeof qwhy) || !make_shards(&c, g.shard, qwhy, sizeof qwhy))
    return fprintf(stderr, "facet-gen-llama: error: %s\n", qwhy), 2;
  // the module's body first: its affine maps, aliased at the top, are known
  // once the helpers are written
  strbuf o = {0}, text = {0};
  g.o = &text;
  weights w[MAX_TP];
  for (int d = 0; d < tp; d++) w[d] = (weights){.l = xcalloc((size_t)c.layers, sizeof(layer_w))};
  globals(&g);
  for (int i = 0; i < c.n_prefill; i++) prefill_function(&g, c.prefill[i], w);
  for (int i = 0; i < c.n_decode; i++) decode_function(&g, c.decode[i], w);
  helper_functions(&g);
  map_header(&o, &g.maps);
  sb_append(&o, "module @module {\n");
  sb_append(&o, sb_cstr(&text));
  sb_append(&o, "}\n");
  sb_free(&text);
  bool ok = write_file(out, sb_cstr(&o), NULL) && (!json || write_file(json, NULL, &c));
  if (!ok)
    fprintf(stderr, "facet-gen-llama: error: cannot write '%s': %s\n", json && ok ? json : out,
            strerror(errno));
  hashmap_free(&g.names);
  arena_free(&g.ar);
  sb_free(&o);
  for (int d = 0; d < tp; d++) free(w[d].l);
  return ok ? 0 : 1;
}
