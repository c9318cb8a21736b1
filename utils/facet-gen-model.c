// facet-gen-model: writes a Llama-like decoder as sharktank-style torch MLIR.
//
//   facet-gen-model --layers=L --hidden=H --ffn=F [--prefill=1,4] [--decode=1,4]
//                   [--max-s=256] [--dtype=f16|f32] [--attention=sdpa|stand-in|none]
//                   [--heads=N] [--max-ctx=4096] [--weights=args|globals] -o OUT.mlir
//
// Each block: RMSNorm -> [q/k/v projections -> attention -> o projection ->
// residual add -> RMSNorm] -> gate and up projections -> silu(gate) * up ->
// down projection -> residual add. prefill_bs<b> takes hidden states
// [b, 16 * s, H] (s in [1, max-s]); decode_bs<b> one token [b, 1, H].
// Weights are [out, in] as PyTorch stores them, used through transpose + mm
// as exports do.
//
// Attention: `sdpa` is real multi-head attention (heads of H / N): prefill
// attends causally over its own tokens; decode attends over a K/V cache
// passed in per layer ([b, N, p, H / N], p in [1, max-ctx]); both return the
// new keys and values of every layer after the hidden states, for the
// caller to append to its cache (the cache itself stays the caller's).
// `stand-in` replaces attention by q + k + v (same projections, no
// attention kernel); `none` leaves the attention half out.
#include "base/base.h"
#include "tooling/tooling.h"

#include <stdlib.h>
#include <string.h>

typedef struct model {
  int layers, hidden, ffn, max_s;
  const char *dt; // "f16" | "f32"
  bool attention; // the attention half of the block
  bool sdpa;      // real attention (else the q + k + v stand-in)
  int heads, max_ctx;
  bool globals; // weights as util.global parameters
  int prefill[16], decode[16], n_prefill, n_decode;
} model;

typedef struct emitter {
  strbuf *o;
  const model *m;
  int next; // SSA counter
  int bs;
  bool prefill;
} emitter;

// "[b,?,n]" or "[b,1,n]" as a vtensor type
static const char *act(const emitter *e, int n, const char *dt) {
  static char buf[8][96];
  static int i;
  char *s = buf[i++ % 8];
  if (e->prefill) snprintf(s, 96, "!torch.vtensor<[%d,?,%d],%s>", e->bs, n, dt);
  else snprintf(s, 96, "!torch.vtensor<[%d,1,%d],%s>", e->bs, n, dt);
  return s;
}

static const char *flat(const emitter *e, int n, const char *dt) {
  static char buf[8][96];
  static int i;
  char *s = buf[i++ % 8];
  if (e->prefill) snprintf(s, 96, "!torch.vtensor<[?,%d],%s>", n, dt);
  else snprintf(s, 96, "!torch.vtensor<[%d,%d],%s>", e->bs, n, dt);
  return s;
}

static const char *mat(int r, int c, const char *dt) {
  static char buf[8][96];
  static int i;
  char *s = buf[i++ % 8];
  if (r) snprintf(s, 96, "!torch.vtensor<[%d,%d],%s>", r, c, dt);
  else snprintf(s, 96, "!torch.vtensor<[%d],%s>", c, dt);
  return s;
}

static void bind3(emitter *e, int v, int n, const char *dt) {
  if (e->prefill)
    sb_printf(e->o,
              "    torch.bind_symbolic_shape %%%d, [%%s0], affine_map<()[s0] -> (%d, s0 * 16, %d)> "
              ": %s\n",
              v, e->bs, n, act(e, n, dt));
}

static void bind2(emitter *e, int v, int n) {
  if (e->prefill)
    sb_printf(
        e->o,
        "    torch.bind_symbolic_shape %%%d, [%%s0], affine_map<()[s0] -> (s0 * %d, %d)> : %s\n", v,
        16 * e->bs, n, flat(e, n, e->m->dt));
}

// The SSA value of a weight: an argument, or a parameter global loaded here.
static int weight(emitter *e, int layer, const char *name, int rows, int cols, const char *dt) {
  int v = e->next++;
  const char *tt = mat(rows, cols, dt);
  char bt[64];
  if (rows) snprintf(bt, sizeof bt, "tensor<%dx%dx%s>", rows, cols, dt);
  else snprintf(bt, sizeof bt, "tensor<%dx%s>", cols, dt);
  if (e->m->globals) {
    sb_printf(e->o, "    %%g%d = util.global.load @blk.%d.%s : %s\n", v, layer, name, bt);
    sb_printf(e->o, "    %%%d = torch_c.from_builtin_tensor %%g%d : %s -> %s\n", v, v, bt, tt);
  } else {
    sb_printf(e->o, "    %%%d = torch.aten.alias %%w%d_%s : %s -> %s\n", v, layer, name, tt, tt);
  }
  return v;
}

// x [b,T,H] (dt) -> RMSNorm(x) * w, in f32, back to dt
static int rms_norm(emitter *e, int x, int layer, const char *name) {
  const model *m = e->m;
  int H = m->hidden, v = e->next;
  int w = weight(e, layer, name, 0, H, "f32");
  v = e->next;
  sb_printf(e->o,
            "    %%%d = torch.prims.convert_element_type %%%d, %%int6 : %s, !torch.int -> %s\n", v,
            x, act(e, H, m->dt), act(e, H, "f32"));
  bind3(e, v, H, "f32");
  sb_printf(e->o, "    %%%d = torch.aten.pow.Tensor_Scalar %%%d, %%int2 : %s, !torch.int -> %s\n",
            v + 1, v, act(e, H, "f32"), act(e, H, "f32"));
  bind3(e, v + 1, H, "f32");
  sb_printf(e->o,
            "    %%%d = torch.aten.mean.dim %%%d, %%dims, %%true, %%none : %s, !torch.list<int>, "
            "!torch.bool, !torch.none -> %s\n",
            v + 2, v + 1, act(e, H, "f32"), act(e, 1, "f32"));
  sb_printf(
      e->o,
      "    %%%d = torch.aten.add.Scalar %%%d, %%eps, %%int1 : %s, !torch.float, !torch.int -> %s\n",
      v + 3, v + 2, act(e, 1, "f32"), act(e, 1, "f32"));
  sb_printf(e->o, "    %%%d = torch.aten.rsqrt %%%d : %s -> %s\n", v + 4, v + 3, act(e, 1, "f32"),
            act(e, 1, "f32"));
  sb_printf(e->o, "    %%%d = torch.aten.mul.Tensor %%%d, %%%d : %s, %s -> %s\n", v + 5, v, v + 4,
            act(e, H, "f32"), act(e, 1, "f32"), act(e, H, "f32"));
  sb_printf(e->o, "    %%%d = torch.aten.mul.Tensor %%%d, %%%d : %s, %s -> %s\n", v + 6, v + 5, w,
            act(e, H, "f32"), mat(0, H, "f32"), act(e, H, "f32"));
  sb_printf(e->o, "    %%%d = torch.prims.convert_element_type %%%d, %%dt : %s, !torch.int -> %s\n",
            v + 7, v + 6, act(e, H, "f32"), act(e, H, m->dt));
  bind3(e, v + 7, H, m->dt);
  e->next = v + 8;
  return v + 7;
}

// [b,T,n] -> [b*T, n]
static int flatten(emitter *e, int x, int n) {
  int v = e->next;
  sb_printf(e->o,
            "    %%%d = torch.prim.ListConstruct %%M, %%int%d : (!torch.int, !torch.int) -> "
            "!torch.list<int>\n",
            v, n);
  sb_printf(e->o, "    %%%d = torch.aten.view %%%d, %%%d : %s, !torch.list<int> -> %s\n", v + 1, x,
            v, act(e, n, e->m->dt), flat(e, n, e->m->dt));
  bind2(e, v + 1, n);
  e->next = v + 2;
  return v + 1;
}

// [b*T, n] -> [b,T,n]
static int unflatten(emitter *e, int x, int n) {
  int v = e->next;
  sb_printf(e->o,
            "    %%%d = torch.prim.ListConstruct %%int%d, %%T, %%int%d : (!torch.int, !torch.int, "
            "!torch.int) -> !torch.list<int>\n",
            v, e->bs, n);
  sb_printf(e->o, "    %%%d = torch.aten.view %%%d, %%%d : %s, !torch.list<int> -> %s\n", v + 1, x,
            v, flat(e, n, e->m->dt), act(e, n, e->m->dt));
  bind3(e, v + 1, n, e->m->dt);
  e->next = v + 2;
  return v + 1;
}

// x [b*T, in] @ W^T with W [out, in]
static int project(emitter *e, int x, int layer, const char *name, int in, int out) {
  int w = weight(e, layer, name, out, in, e->m->dt), v = e->next;
  sb_printf(e->o,
            "    %%%d = torch.aten.transpose.int %%%d, %%int-2, %%int-1 : %s, !torch.int, "
            "!torch.int -> %s\n",
            v, w, mat(out, in, e->m->dt), mat(in, out, e->m->dt));
  sb_printf(e->o, "    %%%d = torch.aten.mm %%%d, %%%d : %s, %s -> %s\n", v + 1, x, v,
            flat(e, in, e->m->dt), mat(in, out, e->m->dt), flat(e, out, e->m->dt));
  bind2(e, v + 1, out);
  e->next = v + 2;
  return v + 1;
}

static int binary(emitter *e, const char *op, int a, int b, int n, bool three, bool alpha) {
  int v = e->next++;
  const char *t = three ? act(e, n, e->m->dt) : flat(e, n, e->m->dt);
  sb_printf(e->o, "    %%%d = torch.aten.%s %%%d, %%%d%s : %s, %s%s -> %s\n", v, op, a, b,
            alpha ? ", %int1" : "", t, t, alpha ? ", !torch.int" : "", t);
  if (three) bind3(e, v, n, e->m->dt);
  else bind2(e, v, n);
  return v;
}

// [b, T, n, d] (heads last but one) or [b, n, T, d] (heads first) types
static const char *t4(const emitter *e, bool heads_first, const char *dt) {
  static char buf[8][128];
  static int i;
  char *s = buf[i++ % 8], t[16];
  int n = e->m->heads, d = e->m->hidden / e->m->heads;
  snprintf(t, sizeof t, "%s", e->prefill ? "?" : "1");
  if (heads_first) snprintf(s, 128, "!torch.vtensor<[%d,%d,%s,%d],%s>", e->bs, n, t, d, dt);
  else snprintf(s, 128, "!torch.vtensor<[%d,%s,%d,%d],%s>", e->bs, t, n, d, dt);
  return s;
}

static void bind4(emitter *e, int v, bool heads_first) {
  if (!e->prefill) return;
  int n = e->m->heads, d = e->m->hidden / e->m->heads;
  if (heads_first)
    sb_printf(e->o,
              "    torch.bind_symbolic_shape %%%d, [%%s0], affine_map<()[s0] -> (%d, %d, s0 * 16, "
              "%d)> : %s\n",
              v, e->bs, n, d, t4(e, true, e->m->dt));
  else
    sb_printf(e->o,
              "    torch.bind_symbolic_shape %%%d, [%%s0], affine_map<()[s0] -> (%d, s0 * 16, %d, "
              "%d)> : %s\n",
              v, e->bs, n, d, t4(e, false, e->m->dt));
}

// [b*T, H] -> [b, T, n, d] -> [b, n, T, d]
static int to_heads(emitter *e, int x) {
  int v = e->next, H = e->m->hidden, n = e->m->heads;
  sb_printf(e->o,
            "    %%%d = torch.prim.ListConstruct %%int%d, %%T, %%int%d, %%int%d : (!torch.int, "
            "!torch.int, !torch.int, !torch.int) -> !torch.list<int>\n",
            v, e->bs, n, H / n);
  sb_printf(e->o, "    %%%d = torch.aten.view %%%d, %%%d : %s, !torch.list<int> -> %s\n", v + 1, x,
            v, flat(e, H, e->m->dt), t4(e, false, e->m->dt));
  bind4(e, v + 1, false);
  sb_printf(e->o,
            "    %%%d = torch.aten.transpose.int %%%d, %%int1, %%int2 : %s, !torch.int, !torch.int "
            "-> %s\n",
            v + 2, v + 1, t4(e, false, e->m->dt), t4(e, true, e->m->dt));
  bind4(e, v + 2, true);
  e->next = v + 3;
  return v + 2;
}

// [b, n, T, d] -> [b, T, n, d] -> [b*T, H]
static int from_heads(emitter *e, int x) {
  int v = e->next, H = e->m->hidden;
  sb_printf(e->o,
            "    %%%d = torch.aten.transpose.int %%%d, %%int1, %%int2 : %s, !torch.int, !torch.int "
            "-> %s\n",
            v, x, t4(e, true, e->m->dt), t4(e, false, e->m->dt));
  bind4(e, v, false);
  sb_printf(e->o,
            "    %%%d = torch.prim.ListConstruct %%M, %%int%d : (!torch.int, !torch.int) -> "
            "!torch.list<int>\n",
            v + 1, H);
  sb_printf(e->o, "    %%%d = torch.aten.view %%%d, %%%d : %s, !torch.list<int> -> %s\n", v + 2, v,
            v + 1, t4(e, false, e->m->dt), flat(e, H, e->m->dt));
  bind2(e, v + 2, H);
  e->next = v + 3;
  return v + 2;
}

// The flash-attention op as torch exports it; kv names the key/value
// operands ("%12" or a cache argument).
static int sdpa(emitter *e, int q, const char *k, const char *v, const char *kv_type, bool causal) {
  int r = e->next++;
  int n = e->m->heads;
  char lse[96];
  snprintf(lse, sizeof lse, "!torch.vtensor<[%d,%d,%s],f32>", e->bs, n, e->prefill ? "?" : "1");
  sb_printf(e->o,
            "    %%%d:2 = torch.operator "
            "\"torch.aten._scaled_dot_product_flash_attention_for_cpu\"(%%%d, %s, %s, %%float0, "
            "%%%s, %%none, %%none) : (%s, %s, %s, !torch.float, !torch.bool, !torch.none, "
            "!torch.none) -> (%s, %s)\n",
            r, q, k, v, causal ? "true" : "false", t4(e, true, e->m->dt), kv_type, kv_type,
            t4(e, true, e->m->dt), lse);
  int a = e->next++;
  sb_printf(e->o, "    %%%d = torch.aten.alias %%%d#0 : %s -> %s\n", a, r, t4(e, true, e->m->dt),
            t4(e, true, e->m->dt));
  bind4(e, a, true);
  return a;
}

static int kv_out[64][2]; // new keys and values per layer (sdpa), returned

static int attention(emitter *e, int h, int layer) {
  int H = e->m->hidden;
  int q = to_heads(e, project(e, h, layer, "attn_q.weight", H, H));
  int k = to_heads(e, project(e, h, layer, "attn_k.weight", H, H));
  int v = to_heads(e, project(e, h, layer, "attn_v.weight", H, H));
  kv_out[layer][0] = k, kv_out[layer][1] = v;
  char kn[32], vn[32], cache_t[128];
  if (e->prefill) {
    snprintf(kn, sizeof kn, "%%%d", k);
    snprintf(vn, sizeof vn, "%%%d", v);
    return from_heads(e, sdpa(e, q, kn, vn, t4(e, true, e->m->dt), true));
  }
  snprintf(kn, sizeof kn, "%%kc%d", layer);
  snprintf(vn, sizeof vn, "%%vc%d", layer);
  snprintf(cache_t, sizeof cache_t, "!torch.vtensor<[%d,%d,?,%d],%s>", e->bs, e->m->heads,
           H / e->m->heads, e->m->dt);
  return from_heads(e, sdpa(e, q, kn, vn, cache_t, false));
}

static int block(emitter *e, int x, int layer) {
  const model *m = e->m;
  int H = m->hidden, F = m->ffn;
  if (m->attention && m->sdpa) {
    int h = flatten(e, rms_norm(e, x, layer, "attn_norm.weight"), H);
    int o = unflatten(e, project(e, attention(e, h, layer), layer, "attn_output.weight", H, H), H);
    x = binary(e, "add.Tensor", x, o, H, true, true);
  } else if (m->attention) {
    int h = flatten(e, rms_norm(e, x, layer, "attn_norm.weight"), H);
    int q = project(e, h, layer, "attn_q.weight", H, H);
    int k = project(e, h, layer, "attn_k.weight", H, H);
    int v = project(e, h, layer, "attn_v.weight", H, H);
    int a =
        binary(e, "add.Tensor", binary(e, "add.Tensor", q, k, H, false, true), v, H, false, true);
    int o = unflatten(e, project(e, a, layer, "attn_output.weight", H, H), H);
    x = binary(e, "add.Tensor", x, o, H, true, true);
  }
  int h = flatten(e, rms_norm(e, x, layer, "ffn_norm.weight"), H);
  int g = project(e, h, layer, "ffn_gate.weight", H, F);
  int u = project(e, h, layer, "ffn_up.weight", H, F);
  int s = e->next++;
  sb_printf(e->o, "    %%%d = torch.aten.silu %%%d : %s -> %s\n", s, g, flat(e, F, m->dt),
            flat(e, F, m->dt));
  bind2(e, s, F);
  int p = binary(e, "mul.Tensor", s, u, F, false, false);
  int d = unflatten(e, project(e, p, layer, "ffn_down.weight", F, H), H);
  return binary(e, "add.Tensor", x, d, H, true, true);
}

typedef struct weight_desc {
  const char *name;
  int rows, cols; // rows 0: a vector
  bool f32;       // norms stay f32
  bool attention;
} weight_desc;

static void weight_descs(const model *m, weight_desc *w, int *n) {
  int H = m->hidden, F = m->ffn, k = 0;
  if (m->attention) {
    w[k++] = (weight_desc){"attn_norm.weight", 0, H, true, true};
    w[k++] = (weight_desc){"attn_q.weight", H, H, false, true};
    w[k++] = (weight_desc){"attn_k.weight", H, H, false, true};
    w[k++] = (weight_desc){"attn_v.weight", H, H, false, true};
    w[k++] = (weight_desc){"attn_output.weight", H, H, false, true};
  }
  w[k++] = (weight_desc){"ffn_norm.weight", 0, H, true, false};
  w[k++] = (weight_desc){"ffn_gate.weight", F, H, false, false};
  w[k++] = (weight_desc){"ffn_up.weight", F, H, false, false};
  w[k++] = (weight_desc){"ffn_down.weight", H, F, false, false};
  *n = k;
}

static void int_constant(strbuf *o, int v, int *seen, int *n_seen) {
  for (int i = 0; i < *n_seen; i++)
    if (seen[i] == v) return;
  seen[(*n_seen)++] = v;
  sb_printf(o, "    %%int%d = torch.constant.int %d\n", v, v);
}

static void function(strbuf *o, const model *m, int bs, bool prefill) {
  emitter e = {o, m, 0, bs, prefill};
  int H = m->hidden;
  weight_desc w[16];
  int nw;
  weight_descs(m, w, &nw);
  sb_printf(o, "  func.func @%s_bs%d(%%arg0: %s", prefill ? "prefill" : "decode", bs,
            act(&e, H, m->dt));
  for (int l = 0; l < m->layers && !m->globals; l++)
    for (int i = 0; i < nw; i++)
      sb_printf(o, ", %%w%d_%s: %s", l, w[i].name,
                mat(w[i].rows, w[i].cols, w[i].f32 ? "f32" : m->dt));
  bool sdpa = m->attention && m->sdpa;
  int n = m->heads, d = H / m->heads;
  char cache_t[128];
  snprintf(cache_t, sizeof cache_t, "!torch.vtensor<[%d,%d,?,%d],%s>", bs, n, d, m->dt);
  for (int l = 0; sdpa && !prefill && l < m->layers; l++)
    sb_printf(o, ", %%kc%d: %s, %%vc%d: %s", l, cache_t, l, cache_t);
  sb_printf(o, ") -> (%s", act(&e, H, m->dt));
  for (int l = 0; sdpa && l < m->layers; l++)
    sb_printf(o, ", %s, %s", t4(&e, true, m->dt), t4(&e, true, m->dt));
  sb_append(o, ") attributes {torch.assume_strict_symbolic_shapes} {\n");
  if (prefill) {
    sb_printf(o, "    %%s0 = torch.symbolic_int \"s0\" {min_val = 1, max_val = %d} : !torch.int\n",
              m->max_s);
    sb_printf(o,
              "    torch.bind_symbolic_shape %%arg0, [%%s0], affine_map<()[s0] -> (%d, s0 * 16, "
              "%d)> : %s\n",
              bs, H, act(&e, H, m->dt));
  } else if (sdpa) {
    sb_printf(o, "    %%p0 = torch.symbolic_int \"p0\" {min_val = 1, max_val = %d} : !torch.int\n",
              m->max_ctx);
    for (int l = 0; l < m->layers; l++)
      for (int c = 0; c < 2; c++)
        sb_printf(o,
                  "    torch.bind_symbolic_shape %%%cc%d, [%%p0], affine_map<()[s0] -> (%d, %d, "
                  "s0, %d)> : %s\n",
                  c ? 'v' : 'k', l, bs, n, d, cache_t);
  }
  if (sdpa)
    sb_append(o, "    %float0 = torch.constant.float 0.000000e+00\n    %false = "
                 "torch.constant.bool false\n");
  int seen[16], n_seen = 0;
  int ints[] = {1, 2, 6, -1, -2, bs, H, m->ffn, n, d};
  for (size_t i = 0; i < FACET_ARRAY_SIZE(ints); i++) int_constant(o, ints[i], seen, &n_seen);
  sb_printf(o, "    %%dt = torch.constant.int %s\n", !strcmp(m->dt, "f16") ? "5" : "6");
  sb_append(o, "    %dims = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>\n");
  sb_append(o, "    %true = torch.constant.bool true\n    %none = torch.constant.none\n");
  sb_append(o, "    %eps = torch.constant.float 1.000000e-05\n");
  sb_printf(o, "    %%T = torch.aten.size.int %%arg0, %%int1 : %s, !torch.int -> !torch.int\n",
            act(&e, H, m->dt));
  sb_printf(o, "    %%M = torch.aten.mul.int %%int%d, %%T : !torch.int, !torch.int -> !torch.int\n",
            bs);
  sb_printf(o, "    %%0 = torch.aten.alias %%arg0 : %s -> %s\n", act(&e, H, m->dt),
            act(&e, H, m->dt));
  e.next = 1;
  int x = 0;
  for (int l = 0; l < m->layers; l++) x = block(&e, x, l);
  sb_printf(o, "    return %%%d", x);
  for (int l = 0; sdpa && l < m->layers; l++)
    sb_printf(o, ", %%%d, %%%d", kv_out[l][0], kv_out[l][1]);
  sb_printf(o, " : %s", act(&e, H, m->dt));
  for (int l = 0; sdpa && l < m->layers; l++)
    sb_printf(o, ", %s, %s", t4(&e, true, m->dt), t4(&e, true, m->dt));
  sb_append(o, "\n  }\n");
}

static void globals(strbuf *o, const model *m) {
  weight_desc w[16];
  int nw;
  weight_descs(m, w, &nw);
  for (int l = 0; l < m->layers; l++)
    for (int i = 0; i < nw; i++) {
      const char *dt = w[i].f32 ? "f32" : m->dt;
      sb_printf(o,
                "  util.global private @blk.%d.%s = "
                "#stream.parameter.named<\"model\"::\"blk.%d.%s\"> : tensor<",
                l, w[i].name, l, w[i].name);
      if (w[i].rows) sb_printf(o, "%dx", w[i].rows);
      sb_printf(o, "%dx%s>\n", w[i].cols, dt);
    }
}

static int parse_list(const char *s, int *out) {
  int n = 0;
  while (*s && n < 16) {
    out[n++] = atoi(s);
    s = strchr(s, ',');
    if (!s) break;
    s++;
  }
  return n;
}

static const char usage_text[] =
    "usage: facet-gen-model --layers=L --hidden=H --ffn=F [flags] -o OUT.mlir\n"
    "  --layers=L      transformer layers (1..64, default 2)\n"
    "  --hidden=H      hidden size (default 1024)\n"
    "  --ffn=F         feed-forward size (default 2816)\n"
    "  --prefill=1,4   batch sizes of the prefill entry points\n"
    "  --decode=1,4    batch sizes of the decode entry points\n"
    "  --max-s=N       largest sequence length of prefill (default 256)\n"
    "  --dtype=f16|f32 the element type\n"
    "  --attention=sdpa|stand-in|none  the attention each layer has\n"
    "  --heads=N       attention heads (default hidden / 64)\n"
    "  --max-ctx=N     the KV cache's length (default 4096)\n"
    "  --weights=args|globals  weights as arguments or as parameter globals\n"
    "  -o OUT.mlir     the torch-dialect MLIR to write\n"
    "  --help, --version  this text; facet's version\n";

static int usage(void) { return tool_error("bad arguments (see --help)"); }

int main(int argc, char **argv) {
  tool_init("facet-gen-model");
  int std_rc = tool_standard_flags(argc, argv, usage_text);
  if (std_rc >= 0) return std_rc;
  model m = {.layers = 2, .hidden = 1024, .ffn = 2816, .max_s = 256, .dt = "f16", .max_ctx = 4096};
  const char *out = NULL;
  m.n_prefill = parse_list("1,4", m.prefill);
  m.n_decode = parse_list("1,4", m.decode);
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (!strncmp(a, "--layers=", 9)) m.layers = atoi(a + 9);
    else if (!strncmp(a, "--hidden=", 9)) m.hidden = atoi(a + 9);
    else if (!strncmp(a, "--ffn=", 6)) m.ffn = atoi(a + 6);
    else if (!strncmp(a, "--max-s=", 8)) m.max_s = atoi(a + 8);
    else if (!strncmp(a, "--prefill=", 10)) m.n_prefill = parse_list(a + 10, m.prefill);
    else if (!strncmp(a, "--decode=", 9)) m.n_decode = parse_list(a + 9, m.decode);
    else if (!strcmp(a, "--dtype=f16") || !strcmp(a, "--dtype=f32")) m.dt = a + 8;
    else if (!strcmp(a, "--attention=stand-in")) m.attention = true, m.sdpa = false;
    else if (!strcmp(a, "--attention=sdpa")) m.attention = m.sdpa = true;
    else if (!strcmp(a, "--attention=none")) m.attention = false;
    else if (!strncmp(a, "--heads=", 8)) m.heads = atoi(a + 8);
    else if (!strncmp(a, "--max-ctx=", 10)) m.max_ctx = atoi(a + 10);
    else if (!strcmp(a, "--weights=globals")) m.globals = true;
    else if (!strcmp(a, "--weights=args")) m.globals = false;
    else if (!strcmp(a, "-o") && i + 1 < argc) out = argv[++i];
    else return usage();
  }
  if (!m.heads) m.heads = m.hidden >= 64 ? m.hidden / 64 : 1;
  if (!out || m.layers < 1 || m.layers > 64 || m.hidden < 1 || m.ffn < 1 || m.max_s < 1 ||
      m.heads < 1 || m.hidden % m.heads || m.max_ctx < 0)
    return usage();
  strbuf o = {0};
  sb_printf(&o, "// Generated by facet-gen-model: layers=%d hidden=%d ffn=%d dtype=%s%s\n",
            m.layers, m.hidden, m.ffn, m.dt,
            !m.attention ? ""
            : m.sdpa     ? " attention=sdpa"
                         : " attention=stand-in");
  sb_append(&o, "module @module {\n");
  if (m.globals) globals(&o, &m);
  for (int i = 0; i < m.n_prefill; i++) function(&o, &m, m.prefill[i], true);
  for (int i = 0; i < m.n_decode; i++) function(&o, &m, m.decode[i], false);
  sb_append(&o, "}\n");
  FILE *f = tool_open_output(out);
  if (!f || fputs(sb_cstr(&o), f) < 0 || !tool_close_output(f)) {
    tool_error("cannot write '%s'", out);
    return 1;
  }
  sb_free(&o);
  return 0;
}
