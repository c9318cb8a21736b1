// facet-gen-cnn: writes a torchvision CNN (ResNet-18, ResNet-50,
// MobileNetV2) as torch-dialect MLIR, and random weights for it.
//
//   facet-gen-cnn --model=resnet18|resnet50|mobilenet_v2 [--batch=1,8]
//       [--image=224] [--classes=1000] [--dtype=f32|bf16] [--width=1.0]
//       [--seed=1] [--old-syntax] [--params=FILE.safetensors|.irpa] -o OUT.mlir
//
// The network is torchvision's (0.14, models/resnet.py and
// mobilenetv2.py), layer for layer, in inference mode, NCHW, one entry
// point forward_bsB(x [B, 3, image, image]) -> logits [B, classes] per
// batch size, all reading the same weights: util.globals bound to
// #stream.parameter.named<"model"::KEY> whose keys are torchvision's
// state_dict keys (conv1.weight, layer1.0.bn2.running_var,
// features.3.conv.1.0.weight, classifier.1.bias ...), so that
// tests/cnn/torchvision_logits.py loads the same file into torchvision
// (num_batches_tracked, unused in inference, is not written).
//
// Ops as torch-mlir exports them: ResNet convolutions as
// aten.convolution (TorchScript-era), MobileNetV2's as aten.conv2d
// (torch.export-era); aten.batch_norm (training = false, eps 1e-5); relu,
// and ReLU6 as aten.hardtanh(0, 6); residual aten.add.Tensor;
// max_pool2d; adaptive_avg_pool2d to 1x1; flatten.using_ints(1, -1); the
// classifier as aten.t + aten.addmm (ResNet's fc) or aten.linear
// (MobileNetV2's classifier.1; its Dropout is the identity in eval).
//
// --width scales the channels: MobileNetV2's width_mult (torchvision's
// rounding to multiples of 8), ResNet's 64 base planes (64 * width,
// rounded; torchvision has no such option: the PyTorch check runs ResNets
// at width 1). --old-syntax prints `func @f` and `return` without the
// `func.` prefix, as 2020-22 torch-mlir did.
//
// --params writes every parameter (safetensors or IRPA by extension), in
// the model's dtype. Each is drawn from its own integer generator
// (splitmix64 of --seed and the key's FNV-1a hash) as uniform 24-bit
// integers scaled by float products and one sqrt, all exactly rounded in
// IEEE arithmetic, so the file is the same on every machine:
//   conv weight   U(-b, b), b = sqrt(6 / fan_in) (Kaiming's for ReLU)
//   bn weight     U(0.5, 1)        bn bias, running_mean  U(-0.1, 0.1)
//   running_var   U(0.5, 1.5)      (> 0, as a real one)
//   fc weight, bias  U(-b, b), b = 1 / sqrt(in) (torch's nn.Linear)
#include "base/base.h"
#include "tooling/tooling.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { RESNET18, RESNET50, MOBILENET_V2 };
static const char *const model_names[] = {"resnet18", "resnet50", "mobilenet_v2"};

typedef struct net {
  int model, image, classes, seed;
  int batch[16], n_batch;
  double width;
  bool bf16, old_syntax;
} net;

// Parameter roles, which fix their random distribution.
enum { P_CONV, P_BN_W, P_BN_B, P_BN_MEAN, P_BN_VAR, P_FC_W, P_FC_B };

typedef struct param {
  char key[64];
  int role, rank;
  int64_t dims[4];
  int64_t fan_in; // conv and fc: the inputs per output
} param;

// A value of the network: its SSA name and NCHW (or [N, C]) shape.
typedef struct val {
  int id, rank;
  int64_t d[4];
} val;

typedef struct gen {
  const net *n;
  strbuf *o;         // the function being written
  VEC(param) params; // registered on the first function
  bool collect;      // this function registers the parameters
  int next;          // next SSA number
  const char *dt;
} gen;

// "!torch.vtensor<[2,64,56,56],f32>"; a ring of buffers for one op's line.
static const char *vt(const gen *g, val v) {
  static char buf[8][96];
  static int i;
  char *s = buf[i++ % 8];
  int k = snprintf(s, 96, "!torch.vtensor<[");
  for (int j = 0; j < v.rank; j++)
    k += snprintf(s + k, 96 - k, j ? ",%lld" : "%lld", (long long)v.d[j]);
  snprintf(s + k, 96 - k, "],%s>", g->dt);
  return s;
}

static val mkval(gen *g, int rank, int64_t a, int64_t b, int64_t c, int64_t d) {
  return (val){g->next++, rank, {a, b, c, d}};
}

static int const_int(gen *g, long v) {
  sb_printf(g->o, "    %%%d = torch.constant.int %ld\n", g->next, v);
  return g->next++;
}

static int const_float(gen *g, double v) {
  sb_printf(g->o, "    %%%d = torch.constant.float %.6e\n", g->next, v);
  return g->next++;
}

static int const_bool(gen *g, bool v) {
  sb_printf(g->o, "    %%%d = torch.constant.bool %s\n", g->next, v ? "true" : "false");
  return g->next++;
}

static int const_none(gen *g) {
  sb_printf(g->o, "    %%%d = torch.constant.none\n", g->next);
  return g->next++;
}

// [a, a] as a !torch.list<int>, the way exports print a pair.
static int pair(gen *g, long a) {
  int x = const_int(g, a), y = const_int(g, a);
  sb_printf(g->o,
            "    %%%d = torch.prim.ListConstruct %%%d, %%%d : (!torch.int, !torch.int) -> "
            "!torch.list<int>\n",
            g->next, x, y);
  return g->next++;
}

// A parameter: registered (first function) and loaded as a torch value.
static val weight(gen *g, const char *prefix, const char *name, int role, int rank,
                  const int64_t *dims, int64_t fan_in) {
  param p = {.role = role, .rank = rank, .fan_in = fan_in};
  snprintf(p.key, sizeof p.key, "%s%s%s", prefix, *prefix ? "." : "", name);
  memcpy(p.dims, dims, sizeof(int64_t) * (size_t)rank);
  if (g->collect) VEC_PUSH(g->params, p);
  val v = {0, rank, {0}};
  memcpy(v.d, dims, sizeof(int64_t) * (size_t)rank);
  strbuf t = {0};
  sb_append(&t, "tensor<");
  for (int i = 0; i < rank; i++) sb_printf(&t, "%lldx", (long long)dims[i]);
  sb_printf(&t, "%s>", g->dt);
  sb_printf(g->o, "    %%%d = util.global.load @\"%s\" : %s\n", g->next, p.key, sb_cstr(&t));
  v.id = g->next + 1;
  sb_printf(g->o, "    %%%d = torch_c.from_builtin_tensor %%%d : %s -> %s\n", v.id, g->next,
            sb_cstr(&t), vt(g, v));
  g->next += 2;
  sb_free(&t);
  return v;
}

static int64_t conv_out(int64_t in, int k, int stride, int pad) {
  return (in + 2 * pad - k) / stride + 1;
}

// nn.Conv2d(bias=False) at `prefix`.weight: aten.convolution (ResNet) or
// aten.conv2d (MobileNetV2).
static val conv(gen *g, val x, const char *prefix, int64_t cout, int k, int stride, int groups) {
  int pad = (k - 1) / 2;
  int64_t w_dims[4] = {cout, x.d[1] / groups, k, k};
  val w = weight(g, prefix, "weight", P_CONV, 4, w_dims, w_dims[1] * k * k);
  int none = const_none(g), s = pair(g, stride), p = pair(g, pad), d = pair(g, 1);
  val y = {
      0, 4, {x.d[0], cout, conv_out(x.d[2], k, stride, pad), conv_out(x.d[3], k, stride, pad)}};
  const char *lt = "!torch.list<int>";
  if (g->n->model == MOBILENET_V2) {
    int gr = const_int(g, groups);
    y.id = g->next++;
    sb_printf(g->o,
              "    %%%d = torch.aten.conv2d %%%d, %%%d, %%%d, %%%d, %%%d, %%%d, %%%d : %s, %s, "
              "!torch.none, %s, %s, %s, !torch.int -> %s\n",
              y.id, x.id, w.id, none, s, p, d, gr, vt(g, x), vt(g, w), lt, lt, lt, vt(g, y));
    return y;
  }
  int tr = const_bool(g, false), op = pair(g, 0), gr = const_int(g, groups);
  y.id = g->next++;
  sb_printf(g->o,
            "    %%%d = torch.aten.convolution %%%d, %%%d, %%%d, %%%d, %%%d, %%%d, %%%d, %%%d, "
            "%%%d : %s, %s, !torch.none, %s, %s, %s, !torch.bool, %s, !torch.int -> %s\n",
            y.id, x.id, w.id, none, s, p, d, tr, op, gr, vt(g, x), vt(g, w), lt, lt, lt, lt,
            vt(g, y));
  return y;
}

// nn.BatchNorm2d at `prefix` in eval: aten.batch_norm, training = false.
static val batch_norm(gen *g, val x, const char *prefix) {
  int64_t c[1] = {x.d[1]};
  val w = weight(g, prefix, "weight", P_BN_W, 1, c, 0),
      b = weight(g, prefix, "bias", P_BN_B, 1, c, 0);
  val m = weight(g, prefix, "running_mean", P_BN_MEAN, 1, c, 0);
  val v = weight(g, prefix, "running_var", P_BN_VAR, 1, c, 0);
  int tr = const_bool(g, false), mom = const_float(g, 0.1), eps = const_float(g, 1e-5),
      cud = const_bool(g, true);
  val y = x;
  y.id = g->next++;
  const char *ct = vt(g, w);
  sb_printf(g->o,
            "    %%%d = torch.aten.batch_norm %%%d, %%%d, %%%d, %%%d, %%%d, %%%d, %%%d, %%%d, %%%d "
            ": %s, %s, %s, %s, %s, !torch.bool, !torch.float, !torch.float, !torch.bool -> %s\n",
            y.id, x.id, w.id, b.id, m.id, v.id, tr, mom, eps, cud, vt(g, x), ct, ct, ct, ct,
            vt(g, y));
  return y;
}

static val relu(gen *g, val x) {
  val y = x;
  y.id = g->next++;
  sb_printf(g->o, "    %%%d = torch.aten.relu %%%d : %s -> %s\n", y.id, x.id, vt(g, x), vt(g, y));
  return y;
}

// nn.ReLU6 as torch-mlir exports it: hardtanh(x, 0, 6).
static val relu6(gen *g, val x) {
  int lo = const_float(g, 0.0), hi = const_float(g, 6.0);
  val y = x;
  y.id = g->next++;
  sb_printf(
      g->o,
      "    %%%d = torch.aten.hardtanh %%%d, %%%d, %%%d : %s, !torch.float, !torch.float -> %s\n",
      y.id, x.id, lo, hi, vt(g, x), vt(g, y));
  return y;
}

static val add(gen *g, val a, val b) {
  int one = const_int(g, 1);
  val y = a;
  y.id = g->next++;
  sb_printf(g->o, "    %%%d = torch.aten.add.Tensor %%%d, %%%d, %%%d : %s, %s, !torch.int -> %s\n",
            y.id, a.id, b.id, one, vt(g, a), vt(g, b), vt(g, y));
  return y;
}

// conv + bn (+ relu or relu6): torchvision's conv/bn pairs and
// Conv2dNormActivation. act: 0 none, 1 relu, 6 relu6.
static val conv_bn(gen *g, val x, const char *conv_key, const char *bn_key, int64_t cout, int k,
                   int stride, int groups, int act) {
  val y = batch_norm(g, conv(g, x, conv_key, cout, k, stride, groups), bn_key);
  return act == 1 ? relu(g, y) : act == 6 ? relu6(g, y) : y;
}

// The head: adaptive_avg_pool2d to 1x1, flatten(1), then the classifier.
static val head(gen *g, val x, const char *fc) {
  int one = pair(g, 1);
  val p = mkval(g, 4, x.d[0], x.d[1], 1, 1);
  sb_printf(g->o,
            "    %%%d = torch.aten.adaptive_avg_pool2d %%%d, %%%d : %s, !torch.list<int> -> %s\n",
            p.id, x.id, one, vt(g, x), vt(g, p));
  int s = const_int(g, 1), e = const_int(g, -1);
  val f = mkval(g, 2, x.d[0], x.d[1], 0, 0);
  sb_printf(g->o,
            "    %%%d = torch.aten.flatten.using_ints %%%d, %%%d, %%%d : %s, !torch.int, "
            "!torch.int -> %s\n",
            f.id, p.id, s, e, vt(g, p), vt(g, f));
  int64_t wd[2] = {g->n->classes, x.d[1]}, bd[1] = {g->n->classes};
  val w = weight(g, fc, "weight", P_FC_W, 2, wd, x.d[1]),
      b = weight(g, fc, "bias", P_FC_B, 1, bd, x.d[1]);
  val y = mkval(g, 2, x.d[0], g->n->classes, 0, 0);
  if (g->n->model == MOBILENET_V2) {
    y.id = g->next++;
    sb_printf(g->o, "    %%%d = torch.aten.linear %%%d, %%%d, %%%d : %s, %s, %s -> %s\n", y.id,
              f.id, w.id, b.id, vt(g, f), vt(g, w), vt(g, b), vt(g, y));
    return y;
  }
  val t = mkval(g, 2, x.d[1], g->n->classes, 0, 0);
  sb_printf(g->o, "    %%%d = torch.aten.t %%%d : %s -> %s\n", t.id, w.id, vt(g, w), vt(g, t));
  int beta = const_int(g, 1), alpha = const_int(g, 1);
  y.id = g->next++;
  sb_printf(g->o,
            "    %%%d = torch.aten.addmm %%%d, %%%d, %%%d, %%%d, %%%d : %s, %s, %s, !torch.int, "
            "!torch.int -> %s\n",
            y.id, b.id, f.id, t.id, beta, alpha, vt(g, b), vt(g, f), vt(g, t), vt(g, y));
  return y;
}

// torchvision's BasicBlock (expansion 1) or Bottleneck (expansion 4, the
// stride on the 3x3: ResNet v1.5) at `pre` ("layer2.0").
static val res_block(gen *g, val x, const char *pre, int64_t planes, int stride, bool bottleneck) {
  char a[64], b[64];
#define KEY(buf, s) (snprintf(buf, sizeof buf, "%s.%s", pre, s), buf)
  int64_t out = bottleneck ? 4 * planes : planes;
  val y;
  if (bottleneck) {
    y = conv_bn(g, x, KEY(a, "conv1"), KEY(b, "bn1"), planes, 1, 1, 1, 1);
    y = conv_bn(g, y, KEY(a, "conv2"), KEY(b, "bn2"), planes, 3, stride, 1, 1);
    y = conv_bn(g, y, KEY(a, "conv3"), KEY(b, "bn3"), out, 1, 1, 1, 0);
  } else {
    y = conv_bn(g, x, KEY(a, "conv1"), KEY(b, "bn1"), planes, 3, stride, 1, 1);
    y = conv_bn(g, y, KEY(a, "conv2"), KEY(b, "bn2"), planes, 3, 1, 1, 0);
  }
  val id = x;
  if (stride != 1 || x.d[1] != out)
    id = conv_bn(g, x, KEY(a, "downsample.0"), KEY(b, "downsample.1"), out, 1, stride, 1, 0);
#undef KEY
  return relu(g, add(g, y, id));
}

static int64_t resnet_base(const net *n) {
  long base = lround(64 * n->width);
  return base < 1 ? 1 : base;
}

static val resnet(gen *g, val x) {
  bool bottleneck = g->n->model == RESNET50;
  static const int blocks18[4] = {2, 2, 2, 2}, blocks50[4] = {3, 4, 6, 3};
  const int *blocks = bottleneck ? blocks50 : blocks18;
  int64_t base = resnet_base(g->n);
  x = conv_bn(g, x, "conv1", "bn1", base, 7, 2, 1, 1);
  int k = pair(g, 3), s = pair(g, 2), p = pair(g, 1), d = pair(g, 1), ceil = const_bool(g, false);
  val m = mkval(g, 4, x.d[0], x.d[1], conv_out(x.d[2], 3, 2, 1), conv_out(x.d[3], 3, 2, 1));
  const char *lt = "!torch.list<int>";
  sb_printf(g->o,
            "    %%%d = torch.aten.max_pool2d %%%d, %%%d, %%%d, %%%d, %%%d, %%%d : %s, %s, %s, %s, "
            "%s, !torch.bool -> %s\n",
            m.id, x.id, k, s, p, d, ceil, vt(g, x), lt, lt, lt, lt, vt(g, m));
  x = m;
  for (int l = 0; l < 4; l++) {
    for (int i = 0; i < blocks[l]; i++) {
      char pre[32];
      snprintf(pre, sizeof pre, "layer%d.%d", l + 1, i);
      x = res_block(g, x, pre, base << l, i == 0 && l > 0 ? 2 : 1, bottleneck);
    }
  }
  return head(g, x, "fc");
}

// torchvision's _make_divisible(v, 8).
static int64_t make_divisible(double v) {
  int64_t r = (int64_t)(v + 4) / 8 * 8;
  if (r < 8) r = 8;
  if (r < 0.9 * v) r += 8;
  return r;
}

// InvertedResidual at features.`idx`: expand 1x1 (t != 1), depthwise 3x3,
// project 1x1 without activation, the input added when shapes allow.
static val inverted_residual(gen *g, val x, int idx, int64_t out, int stride, int t) {
  char a[64], b[64];
  int64_t hidden = lround((double)x.d[1] * t);
  int i = 0;
  val y = x;
  if (t != 1) {
    snprintf(a, sizeof a, "features.%d.conv.%d.0", idx, i);
    snprintf(b, sizeof b, "features.%d.conv.%d.1", idx, i++);
    y = conv_bn(g, y, a, b, hidden, 1, 1, 1, 6);
  }
  snprintf(a, sizeof a, "features.%d.conv.%d.0", idx, i);
  snprintf(b, sizeof b, "features.%d.conv.%d.1", idx, i++);
  y = conv_bn(g, y, a, b, hidden, 3, stride, (int)hidden, 6);
  snprintf(a, sizeof a, "features.%d.conv.%d", idx, i);
  snprintf(b, sizeof b, "features.%d.conv.%d", idx, i + 1);
  y = conv_bn(g, y, a, b, out, 1, 1, 1, 0);
  return stride == 1 && x.d[1] == out ? add(g, x, y) : y;
}

static val mobilenet_v2(gen *g, val x) {
  static const int setting[7][4] = {{1, 16, 1, 1}, {6, 24, 2, 2},  {6, 32, 3, 2}, {6, 64, 4, 2},
                                    {6, 96, 3, 1}, {6, 160, 3, 2}, {6, 320, 1, 1}};
  double w = g->n->width;
  x = conv_bn(g, x, "features.0.0", "features.0.1", make_divisible(32 * w), 3, 2, 1, 6);
  int idx = 1;
  for (int s = 0; s < 7; s++) {
    int64_t out = make_divisible(setting[s][1] * w);
    for (int i = 0; i < setting[s][2]; i++)
      x = inverted_residual(g, x, idx++, out, i == 0 ? setting[s][3] : 1, setting[s][0]);
  }
  char a[32], b[32];
  snprintf(a, sizeof a, "features.%d.0", idx);
  snprintf(b, sizeof b, "features.%d.1", idx);
  x = conv_bn(g, x, a, b, make_divisible(1280 * (w > 1 ? w : 1)), 1, 1, 1, 6);
  return head(g, x, "classifier.1");
}

static void function(gen *g, int batch) {
  const net *n = g->n;
  g->next = 0;
  val x = mkval(g, 4, batch, 3, n->image, n->image);
  strbuf body = {0}, *outer = g->o;
  g->o = &body;
  val y = n->model == MOBILENET_V2 ? mobilenet_v2(g, x) : resnet(g, x);
  g->o = outer;
  const char *f = n->old_syntax ? "func" : "func.func",
             *ret = n->old_syntax ? "return" : "func.return";
  sb_printf(g->o, "  %s @forward_bs%d(%%0: %s) -> %s {\n", f, batch, vt(g, x), vt(g, y));
  sb_append(g->o, sb_cstr(&body));
  sb_printf(g->o, "    %s %%%d : %s\n  }\n", ret, y.id, vt(g, y));
  sb_free(&body);
}

// The module: globals first (the parameters the first function registered).
static void module(gen *g, strbuf *o) {
  const net *n = g->n;
  strbuf fns = {0};
  g->o = &fns;
  for (int i = 0; i < n->n_batch; i++) {
    g->collect = i == 0;
    function(g, n->batch[i]);
  }
  sb_printf(
      o,
      "// Generated by facet-gen-cnn: --model=%s --image=%d --classes=%d --dtype=%s --width=%g\n",
      model_names[n->model], n->image, n->classes, g->dt, n->width);
  sb_append(o, "module @module {\n");
  for (size_t i = 0; i < g->params.len; i++) {
    const param *p = &g->params.data[i];
    sb_printf(
        o, "  util.global private @\"%s\" = #stream.parameter.named<\"model\"::\"%s\"> : tensor<",
        p->key, p->key);
    for (int j = 0; j < p->rank; j++) sb_printf(o, "%lldx", (long long)p->dims[j]);
    sb_printf(o, "%s>\n", g->dt);
  }
  sb_append(o, sb_cstr(&fns));
  sb_append(o, "}\n");
  sb_free(&fns);
}

//
// Weights: integer PRNG, exactly rounded float arithmetic.
//
static uint64_t splitmix64(uint64_t *s) {
  uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

// Uniform in [-1, 1): a 24-bit integer times 2^-23, exact in float.
static float uniform(uint64_t *s) {
  return (float)((int32_t)(splitmix64(s) >> 40) - (1 << 23)) * 0x1p-23f;
}

static float draw(const param *p, uint64_t *s) {
  float u = uniform(s);
  switch (p->role) {
  case P_CONV: return u * (float)sqrt(6.0 / (double)p->fan_in);
  case P_BN_W: return 0.75f + 0.25f * u;
  case P_BN_VAR: return 1.0f + 0.5f * u;
  case P_FC_W:
  case P_FC_B: return u * (float)(1.0 / sqrt((double)p->fan_in));
  default: return 0.1f * u;
  }
}

typedef struct fill_ctx {
  const gen *g;
  int seed;
} fill_ctx;

static bool fill(void *self, size_t index, void *buf, size_t bytes) {
  const fill_ctx *c = self;
  const param *p = &c->g->params.data[index];
  uint64_t s = 0xcbf29ce484222325ull;
  for (const char *k = p->key; *k; k++) s = (s ^ (uint8_t)*k) * 0x100000001b3ull;
  s ^= (uint64_t)c->seed * 0x9e3779b97f4a7c15ull;
  size_t count = bytes / (c->g->n->bf16 ? 2 : 4);
  for (size_t i = 0; i < count; i++) {
    float v = draw(p, &s);
    if (c->g->n->bf16) ((uint16_t *)buf)[i] = f32_to_bf16(v);
    else ((float *)buf)[i] = v;
  }
  return true;
}

static int write_params(const gen *g, const char *path) {
  size_t n = g->params.len;
  tool_param_spec *specs = xcalloc(n ? n : 1, sizeof *specs);
  for (size_t i = 0; i < n; i++) {
    const param *p = &g->params.data[i];
    specs[i].key = p->key;
    specs[i].dtype = g->n->bf16 ? DT_BF16 : DT_F32;
    specs[i].rank = (uint32_t)p->rank;
    memcpy(specs[i].dims, p->dims, sizeof(int64_t) * (size_t)p->rank);
  }
  size_t len = strlen(path);
  const char *format = len > 5 && !strcmp(path + len - 5, ".irpa") ? "irpa" : "safetensors";
  fill_ctx c = {g, g->n->seed};
  facet_status_t s = tool_params_write(path, format, specs, n, fill, &c);
  free(specs);
  return s ? tool_fail(s) : 0;
}

static const char usage_text[] =
    "usage: facet-gen-cnn --model=resnet18|resnet50|mobilenet_v2 [--batch=1,8] [--image=224]\n"
    "                     [--classes=1000] [--dtype=f32|bf16] [--width=1.0] [--seed=1]\n"
    "                     [--old-syntax] [--params=FILE.safetensors|FILE.irpa] -o OUT.mlir\n"
    "  --model=NAME    torchvision's resnet18, resnet50 or mobilenet_v2\n"
    "  --batch=B,...   one entry point forward_bsB per batch size (default 1)\n"
    "  --image=N       input images N x N (default 224; at least 32)\n"
    "  --classes=N     the classifier's outputs (default 1000)\n"
    "  --dtype=T       f32 (default) or bf16: activations and weights\n"
    "  --width=X       channel scale (MobileNetV2's width_mult; ResNet's 64 base planes)\n"
    "  --seed=N        the weights' seed (default 1)\n"
    "  --old-syntax    `func @f` and `return` without the `func.` prefix\n"
    "  --params=FILE   write the weights (safetensors, or IRPA for .irpa), keyed by\n"
    "                  torchvision's state_dict names\n"
    "  -o OUT.mlir     the torch-dialect MLIR to write\n"
    "  --help, --version  this text; facet's version\n";

// "1,8" -> {1, 8}; -1 unless every item is a positive integer.
static int parse_list(const char *s, int *out, int max) {
  int n = 0;
  while (*s) {
    char *end;
    long v = strtol(s, &end, 10);
    if (end == s || v < 1 || v > 4096 || n == max || (*end && *end != ',') ||
        (*end == ',' && !end[1]))
      return -1;
    out[n++] = (int)v;
    s = *end ? end + 1 : end;
  }
  return n ? n : -1;
}

static bool parse_int(const char *s, int lo, int hi, int *out) {
  char *end;
  long v = strtol(s, &end, 10);
  if (end == s || *end || v < lo || v > hi) return false;
  *out = (int)v;
  return true;
}

static int parse_args(int argc, char **argv, net *n, const char **out, const char **params) {
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v;
    if ((v = tool_flag(a, "model"))) {
      n->model = -1;
      for (int m = 0; m < 3; m++)
        if (!strcmp(v, model_names[m])) n->model = m;
      if (n->model < 0)
        return tool_error("unknown --model=%s (resnet18, resnet50, mobilenet_v2)", v);
    } else if ((v = tool_flag(a, "batch"))) {
      if ((n->n_batch = parse_list(v, n->batch, 16)) < 0) return tool_error("bad --batch=%s", v);
    } else if ((v = tool_flag(a, "image"))) {
      if (!parse_int(v, 32, 4096, &n->image)) return tool_error("bad --image=%s (32 to 4096)", v);
    } else if ((v = tool_flag(a, "classes"))) {
      if (!parse_int(v, 1, 1 << 20, &n->classes)) return tool_error("bad --classes=%s", v);
    } else if ((v = tool_flag(a, "seed"))) {
      if (!parse_int(v, 0, 1 << 30, &n->seed)) return tool_error("bad --seed=%s", v);
    } else if ((v = tool_flag(a, "dtype"))) {
      if (strcmp(v, "f32") && strcmp(v, "bf16"))
        return tool_error("bad --dtype=%s (f32 or bf16)", v);
      n->bf16 = !strcmp(v, "bf16");
    } else if ((v = tool_flag(a, "width"))) {
      char *end;
      n->width = strtod(v, &end);
      if (end == v || *end || !(n->width >= 0.01 && n->width <= 16))
        return tool_error("bad --width=%s", v);
    } else if ((v = tool_flag(a, "params"))) {
      *params = v;
    } else if (!strcmp(a, "--old-syntax")) {
      n->old_syntax = true;
    } else if (!strcmp(a, "-o") && i + 1 < argc) {
      *out = argv[++i];
    } else {
      static const char *const known[] = {"--model",  "--batch", "--image", "--classes",
                                          "--dtype",  "--width", "--seed",  "--old-syntax",
                                          "--params", "-o"};
      return tool_unknown_flag(a, known, sizeof known / sizeof *known);
    }
  }
  if (n->model < 0) return tool_error("no --model (resnet18, resnet50, mobilenet_v2)");
  if (!*out) return tool_error("no output: -o OUT.mlir");
  return 0;
}

int main(int argc, char **argv) {
  tool_init("facet-gen-cnn");
  int std_rc = tool_standard_flags(argc, argv, usage_text);
  if (std_rc >= 0) return std_rc;
  net n = {.model = -1,
           .image = 224,
           .classes = 1000,
           .seed = 1,
           .batch = {1},
           .n_batch = 1,
           .width = 1.0};
  const char *out = NULL, *params = NULL;
  if (parse_args(argc, argv, &n, &out, &params)) return 1;
  facet_status_t s = tool_check_output(out);
  if (!s && params) s = tool_check_output(params);
  if (s) return tool_fail(s);
  gen g = {.n = &n, .dt = n.bf16 ? "bf16" : "f32"};
  strbuf o = {0};
  module(&g, &o);
  FILE *f = tool_open_output(out);
  if (!f || fputs(sb_cstr(&o), f) < 0 || !tool_close_output(f))
    return tool_error("cannot write '%s'", out);
  sb_free(&o);
  int rc = params ? write_params(&g, params) : 0;
  VEC_FREE(g.params);
  return rc;
}
