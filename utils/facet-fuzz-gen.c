// facet-fuzz-gen: writes a random, valid torch-dialect MLIR program of the
// ops facet compiles, and the calls to make, for differential fuzzing
// (tests/fuzz/diff.sh runs each call through facet-run-module in every mode
// and compares it with facet-reference).
//
//   facet-fuzz-gen --seed=N -o P.mlir --calls=P.calls [--templates=T]
//                  [--steps=K] [--only=I]
//
// The same seed gives the same files on every machine (splitmix64, no
// floating-point decisions that depend on the C library but exp/sqrt of
// exact values in interval bounds).
//
// A program holds T templates (default 1 to 3). A template is a random chain
// of ops over activations [B, S, N] (or flattened [B*S, N]) and is
// instantiated as 1 to 4 entry points that differ only in B and S: S
// symbolic (k * s0 with random facts min_val/max_val, bound with
// torch.bind_symbolic_shape) or static (decode: 1, or any size), and, where
// the template attends over a cache, KV (k2 * s1 or static). Entry points of
// one template share their structure, so dedup merges their kernels and
// keeps one row per call site; different facts give different variants and,
// with --split-rows, predicates.
//
// Gathers run on the activation's last dim: slices (strided, negative,
// `rotate_half` as slice + neg + cat), select + unsqueeze, cat with an
// argument, repeat, index_select, gather and index.Tensor with index
// arguments inside their ranges (index.Tensor's negative ones too), and
// embedding / index_select of a table by token ids. A paged-cache update
// writes distinct rows (arange) of a mutable argument (!torch.tensor,
// copy.to_vtensor, index_put, overwrite.tensor.contents); its new value is
// one more result of the call, after the function's own, as facet-run-module
// and facet-reference write them.
//
// Batched matmuls: bmm / matmul / baddbmm by a weight per batch, and x x^T x
// (scores [B, S, S] contracted over the dynamic S).
//
// Convolutions: the rows [B*S, n] viewed as images [B*S, c, h, w] (a linear
// layer first where n is not c*h*w) for conv2d / convolution with strides,
// padding, dilation, groups (depthwise too) and a bias, maybe followed by an
// inference batch norm, relu and a max, average or adaptive pool; conv1d
// along S ([B, n, S], a padding that keeps S); and conv2d on images
// [B, c, h, S] whose width is the dynamic S. Along S, pools (max_pool1d,
// avg_pool1d, or 2-d ones over those images) keep S: odd or dilated
// windows, stride 1.
//
// Values stay finite and comparisons meaningful: every float value carries
// an interval [lo, hi] computed from its operands' (op by op), and an op is
// only chosen where its domain holds (log of >= 0.05, division by values
// away from 0, exp of <= 6, magnitudes below 32 in f16/bf16). Ops whose
// result jumps (comparisons, float floor_divide/remainder, float->int
// conversion) only take "exact" values (arguments, integer arithmetic on
// them), which the kernels and the reference see bit for bit.
//
// --steps=K keeps the first K steps of each template and --only=I keeps
// template I alone: every template draws from its own random stream, so both
// cut a program down without changing what is left (tests/fuzz/diff.sh
// minimizes reproducers with them).
//
// The calls file has one line per call:
//   call FUNCTION RESULTS TOLERANCES SHAPExDTYPE:LO:HI ...
// TOLERANCES: per result, the type whose tolerance its comparison takes
// (exact, f32, f16, bf16: the least precise float type the value went
// through); then one input spec per argument (facet-npy random's shape
// syntax and range).
#include "base/base.h"
#include "tooling/tooling.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

//
// Random numbers
//
typedef struct fg_rng {
  uint64_t s;
} fg_rng;

static uint64_t fg_next(fg_rng *r) {
  uint64_t z = (r->s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static int fg_int(fg_rng *r, int lo, int hi) { // inclusive
  return lo + (int)(fg_next(r) % (uint64_t)(hi - lo + 1));
}

static bool fg_chance(fg_rng *r, int percent) { return fg_int(r, 0, 99) < percent; }

static int fg_pick(fg_rng *r, const int *xs, int n) { return xs[fg_int(r, 0, n - 1)]; }

static double fg_pickd(fg_rng *r, const double *xs, int n) { return xs[fg_int(r, 0, n - 1)]; }

#define FG_PICK(r, arr) fg_pick(r, arr, (int)(sizeof arr / sizeof arr[0]))
#define FG_PICKD(r, arr) fg_pickd(r, arr, (int)(sizeof arr / sizeof arr[0]))

//
// Element types
//
typedef enum { G_F32, G_F16, G_BF16, G_I64, G_I32, G_BOOL } fg_dt;
static const char *const fg_dt_mlir[] = {"f32", "f16", "bf16", "si64", "si32", "i1"};
static const char *const fg_dt_npy[] = {"f32", "f16", "bf16", "i64", "i32", "i1"};
static const int fg_dt_code[] = {6, 5, 15, 4, 3, 11}; // torch ScalarType

static bool fg_float(fg_dt t) { return t <= G_BF16; }

// The largest magnitude a value of the type may reach. f16 and bf16 stay
// small: the reference rounds every op to them, fused kernels only at a
// store, and a cancellation of large values would turn that into noise.
static double fg_limit(fg_dt t) {
  switch (t) {
  case G_F32: return 1e4;
  case G_F16:
  case G_BF16: return 32;
  case G_BOOL: return 1;
  default: return 1 << 20;
  }
}

// torch's promotion of two float tensors of equal rank class.
static fg_dt fg_promote(fg_dt a, fg_dt b) {
  if (a == b) return a;
  if (!fg_float(a) && fg_float(b)) return b;
  if (fg_float(a) && !fg_float(b)) return a;
  if (!fg_float(a)) return a == G_BOOL ? b : b == G_BOOL ? a : G_I64;
  return G_F32; // f16 + f32, bf16 + f32, f16 + bf16
}

//
// Shapes: abstract dims that each entry point makes concrete
//
typedef enum { DK_C, DK_B, DK_S, DK_BS, DK_KV, DK_KEEP } fg_dkind;
typedef struct fg_dim {
  fg_dkind k;
  int c; // DK_C: the size
} fg_dim;
enum { FG_RANK = 6 };
typedef struct fg_shape {
  int rank;
  fg_dim d[FG_RANK];
} fg_shape;

static fg_dim dc(int c) { return (fg_dim){DK_C, c}; }
static fg_dim dk(fg_dkind k) { return (fg_dim){k, 0}; }

static bool dim_eq(fg_dim a, fg_dim b) { return a.k == b.k && (a.k != DK_C || a.c == b.c); }

static bool shape_eq(const fg_shape *a, const fg_shape *b) {
  if (a->rank != b->rank) return false;
  for (int i = 0; i < a->rank; i++)
    if (!dim_eq(a->d[i], b->d[i])) return false;
  return true;
}

static bool dim_one(fg_dim d) { return d.k == DK_C && d.c == 1; }

// numpy broadcasting of abstract shapes (dims equal or one of them 1).
static bool shape_bcast(const fg_shape *a, const fg_shape *b, fg_shape *r) {
  const fg_shape *l = a->rank >= b->rank ? a : b, *s = a->rank >= b->rank ? b : a;
  *r = *l;
  for (int i = 0; i < s->rank; i++) {
    fg_dim x = l->d[l->rank - 1 - i], y = s->d[s->rank - 1 - i];
    if (dim_eq(x, y) || dim_one(y)) continue;
    if (!dim_one(x)) return false;
    r->d[l->rank - 1 - i] = y;
  }
  return true;
}

static fg_shape shape_of(int rank, const fg_dim *d) {
  fg_shape s = {.rank = rank};
  for (int i = 0; i < rank; i++) s.d[i] = d[i];
  return s;
}

static fg_shape act_shape(bool three, int n) {
  return three ? shape_of(3, (fg_dim[]){dk(DK_B), dk(DK_S), dc(n)})
               : shape_of(2, (fg_dim[]){dk(DK_BS), dc(n)});
}

static int last_size(const fg_shape *s) { return s->d[s->rank - 1].c; }

static fg_shape with_last(fg_shape s, fg_dim d) {
  s.d[s.rank - 1] = d;
  return s;
}

//
// Template: a chain of ops over abstract shapes
//
typedef enum {
  OK_NODE,
  OK_INT,
  OK_FLOAT,
  OK_BOOL,
  OK_NONE,
  OK_STR,
  OK_DEVICE,
  OK_INTS,
  OK_SIZES,
  OK_TENSORS
} fg_okind;
typedef struct fg_opnd {
  fg_okind k;
  int node;              // OK_NODE
  double f;              // OK_FLOAT
  int64_t i;             // OK_INT, OK_BOOL
  const char *s;         // OK_STR
  int n;                 // OK_INTS, OK_SIZES, OK_TENSORS
  int64_t ints[FG_RANK]; // OK_TENSORS: nodes, -1 for none (a list of optional tensors)
  fg_dim dims[FG_RANK];
  bool neg1[FG_RANK]; // OK_SIZES: -1 for this dim where it is dynamic
} fg_opnd;

enum {
  FG_MAX_OPNDS = 10,
  FG_MAX_NODES = 1024,
  FG_MAX_ARGS = 48,
  FG_MAX_OUTS = 8,
  FG_MAX_POOL = 64
};

typedef struct fg_node {
  const char *op; // NULL: an argument (or a projection: parent >= 0)
  bool operator_form;
  int nopd;
  fg_opnd opd[FG_MAX_OPNDS];
  int nres, res[3]; // results of a multi-result op (projection nodes)
  int parent, index;
  fg_shape shape;
  fg_dt dt;
  double lo, hi; // bounds of every element (ints: exact bounds)
  bool exact;    // the kernels and the reference agree bit for bit
  int prec;      // the least precise float type it was computed through
  bool bind;     // a torch.bind_symbolic_shape follows
  bool mut;      // an argument: a mutable !torch.tensor
} fg_node;

typedef struct fg_tmpl {
  fg_rng r;
  int index;
  fg_node nodes[FG_MAX_NODES];
  int count;
  int args[FG_MAX_ARGS], nargs;
  int outs[FG_MAX_OUTS], nouts;
  int s_src, s_dim;             // an argument dim that is S
  int kv_src, kv_dim;           // an argument dim that is KV (-1: none)
  bool reduces_s;               // a reduction over S: S >= 1 in every call
  int cur;                      // the current activation
  int pool[FG_MAX_POOL], npool; // earlier values (residuals, escapes)
  int steps, max_steps;
} fg_tmpl;

static fg_opnd on(int node) { return (fg_opnd){.k = OK_NODE, .node = node}; }
static fg_opnd oi(int64_t i) { return (fg_opnd){.k = OK_INT, .i = i}; }
static fg_opnd of(double f) { return (fg_opnd){.k = OK_FLOAT, .f = f}; }
static fg_opnd ob(bool b) { return (fg_opnd){.k = OK_BOOL, .i = b}; }
static fg_opnd onone(void) { return (fg_opnd){.k = OK_NONE}; }
static fg_opnd ostr(const char *s) { return (fg_opnd){.k = OK_STR, .s = s}; }
static fg_opnd ocpu(void) { return (fg_opnd){.k = OK_DEVICE}; }

static fg_opnd oints(int n, const int64_t *v) {
  fg_opnd o = {.k = OK_INTS, .n = n};
  for (int i = 0; i < n; i++) o.ints[i] = v[i];
  return o;
}

static fg_opnd olast(void) { return oints(1, (int64_t[]){-1}); }

// A list of tensors (torch.prim.ListConstruct): `optional` for index lists,
// whose entries may be none (-1).
static fg_opnd otensors(int n, const int *nodes, bool optional) {
  fg_opnd o = {.k = OK_TENSORS, .n = n, .i = optional};
  for (int i = 0; i < n; i++) o.ints[i] = nodes[i];
  return o;
}

// A size list for view/expand: dynamic dims as -1 (at most one) or as
// size.int of an argument.
static fg_opnd osizes(fg_tmpl *t, const fg_shape *s) {
  fg_opnd o = {.k = OK_SIZES, .n = s->rank};
  bool used = false;
  for (int i = 0; i < s->rank; i++) {
    o.dims[i] = s->d[i];
    bool dyn = s->d[i].k == DK_S || s->d[i].k == DK_BS || s->d[i].k == DK_KV;
    if (dyn && !used && fg_chance(&t->r, 50)) o.neg1[i] = used = true;
  }
  return o;
}

static fg_node *N(fg_tmpl *t, int i) { return &t->nodes[i]; }

// Op names built at run time live here until the program exits.
static const char *fg_intern(const char *s) {
  static char *names[256];
  static int count;
  for (int i = 0; i < count; i++)
    if (!strcmp(names[i], s)) return names[i];
  FACET_CHECK(count < 256);
  names[count] = xstrdup(s);
  return names[count++];
}

static int new_node(fg_tmpl *t) {
  FACET_CHECK(t->count < FG_MAX_NODES);
  int i = t->count++;
  t->nodes[i] = (fg_node){.parent = -1};
  return i;
}

// Precision classes: 0 integers and bools, then f32, f16, bf16. Fused
// kernels keep f32 between ops where the reference rounds every op, so a
// result is compared with the tolerance of the least precise type in its
// history, whatever its own type.
static int prec_of(fg_dt t) { return t == G_F32 ? 1 : t == G_F16 ? 2 : t == G_BF16 ? 3 : 0; }

static int mk(fg_tmpl *t, const char *op, fg_shape sh, fg_dt dt, double lo, double hi, int nopd,
              const fg_opnd *o) {
  FACET_CHECK(nopd <= FG_MAX_OPNDS);
  int i = new_node(t);
  fg_node *n = N(t, i);
  n->op = op;
  n->nopd = nopd;
  n->prec = prec_of(dt);
  for (int k = 0; k < nopd; k++) {
    n->opd[k] = o[k];
    if (o[k].k == OK_NODE && t->nodes[o[k].node].prec > n->prec) n->prec = t->nodes[o[k].node].prec;
    for (int e = 0; o[k].k == OK_TENSORS && e < o[k].n; e++)
      if (o[k].ints[e] >= 0 && t->nodes[o[k].ints[e]].prec > n->prec)
        n->prec = t->nodes[o[k].ints[e]].prec;
  }
  n->nres = 1;
  n->shape = sh;
  n->dt = dt;
  n->lo = lo, n->hi = hi;
  n->bind = fg_chance(&t->r, 40);
  return i;
}

#define MK(t, op, sh, dt, lo, hi, ...)                                                             \
  mk(t, op, sh, dt, lo, hi, (int)(sizeof((fg_opnd[]){__VA_ARGS__}) / sizeof(fg_opnd)),             \
     (fg_opnd[]){__VA_ARGS__})

// Result `index` of multi-result node `p`.
static int proj(fg_tmpl *t, int p, fg_shape sh, fg_dt dt, double lo, double hi) {
  int i = new_node(t);
  fg_node *n = N(t, i);
  n->parent = p;
  n->index = N(t, p)->nres == 1 && !N(t, p)->res[0] ? 0 : N(t, p)->nres;
  n->shape = sh, n->dt = dt, n->lo = lo, n->hi = hi;
  n->prec = N(t, p)->prec > prec_of(dt) ? N(t, p)->prec : prec_of(dt);
  N(t, p)->res[n->index] = i;
  N(t, p)->nres = n->index + 1;
  return i;
}

static int arg(fg_tmpl *t, fg_shape sh, fg_dt dt, double lo, double hi) {
  FACET_CHECK(t->nargs < FG_MAX_ARGS);
  int i = new_node(t);
  fg_node *n = N(t, i);
  n->shape = sh, n->dt = dt, n->lo = lo, n->hi = hi;
  n->exact = true;
  n->prec = prec_of(dt);
  if (!fg_float(dt)) n->lo = ceil(lo), n->hi = floor(hi);
  if (dt == G_BOOL) n->lo = 0, n->hi = 1;
  t->args[t->nargs++] = i;
  for (int d = 0; d < sh.rank; d++) {
    if (sh.d[d].k == DK_KV && t->kv_src < 0) t->kv_src = i, t->kv_dim = d;
  }
  return i;
}

static void pool_add(fg_tmpl *t, int i) {
  if (t->npool < FG_MAX_POOL) t->pool[t->npool++] = i;
}

static double mag(const fg_node *n) { return fmax(fabs(n->lo), fabs(n->hi)); }

static bool fits_dt(fg_dt dt, double lo, double hi) {
  return isfinite(lo) && isfinite(hi) && fmax(fabs(lo), fabs(hi)) <= fg_limit(dt);
}

//
// Interval bounds of elementwise ops
//
typedef struct fg_iv {
  double lo, hi;
  bool ok;
} fg_iv;

static fg_iv iv(double lo, double hi) { return (fg_iv){fmin(lo, hi), fmax(lo, hi), true}; }
static const fg_iv iv_no = {0, 0, false};

static fg_iv iv_mul(double a0, double a1, double b0, double b1) {
  double p[4] = {a0 * b0, a0 * b1, a1 * b0, a1 * b1};
  double lo = p[0], hi = p[0];
  for (int i = 1; i < 4; i++) lo = fmin(lo, p[i]), hi = fmax(hi, p[i]);
  return iv(lo, hi);
}

static bool away_from_zero(double lo, double hi, double gap) { return lo >= gap || hi <= -gap; }

// Bounds of unary op `name` on [lo, hi], or !ok where its domain fails.
static fg_iv iv_unary(const char *name, double lo, double hi) {
  if (!strcmp(name, "exp")) return hi <= 6 ? iv(exp(lo), exp(hi)) : iv_no;
  if (!strcmp(name, "log")) return lo >= 0.05 ? iv(log(lo), log(hi)) : iv_no;
  if (!strcmp(name, "sqrt")) return lo >= 0 ? iv(sqrt(lo), sqrt(hi)) : iv_no;
  if (!strcmp(name, "rsqrt")) return lo >= 0.05 ? iv(1 / sqrt(hi), 1 / sqrt(lo)) : iv_no;
  if (!strcmp(name, "reciprocal")) return away_from_zero(lo, hi, 0.1) ? iv(1 / hi, 1 / lo) : iv_no;
  if (!strcmp(name, "tanh")) return iv(tanh(lo), tanh(hi));
  if (!strcmp(name, "sigmoid")) return iv(1 / (1 + exp(-lo)), 1 / (1 + exp(-hi)));
  if (!strcmp(name, "erf")) return iv(erf(lo), erf(hi));
  if (!strcmp(name, "sin") || !strcmp(name, "cos"))
    return fmax(fabs(lo), fabs(hi)) <= 10 ? iv(-1, 1) : iv_no;
  if (!strcmp(name, "relu")) return iv(fmax(lo, 0), fmax(hi, 0));
  if (!strcmp(name, "silu") || !strcmp(name, "gelu"))
    return iv(fmin(lo, 0) < 0 ? -0.3 : lo, fmax(hi, 0));
  if (!strcmp(name, "leaky_relu") || !strcmp(name, "elu")) return iv(lo, hi); // unary() bounds them
  if (!strcmp(name, "hardsigmoid"))
    return iv(fmin(fmax((lo + 3) / 6, 0), 1), fmin(fmax((hi + 3) / 6, 0), 1));
  if (!strcmp(name, "neg")) return iv(-hi, -lo);
  if (!strcmp(name, "abs"))
    return iv(lo <= 0 && hi >= 0 ? 0 : fmin(fabs(lo), fabs(hi)), fmax(fabs(lo), fabs(hi)));
  return iv_no;
}

static fg_iv iv_pow(double lo, double hi, double e) {
  if (e == 2) return iv(lo <= 0 && hi >= 0 ? 0 : fmin(lo * lo, hi * hi), fmax(lo * lo, hi * hi));
  if (e == 3) return iv(lo * lo * lo, hi * hi * hi);
  if (e == 0.5) return lo >= 0 ? iv(sqrt(lo), sqrt(hi)) : iv_no;
  if (e == -1) return away_from_zero(lo, hi, 0.1) ? iv(1 / hi, 1 / lo) : iv_no;
  if (e == -0.5) return lo >= 0.05 ? iv(1 / sqrt(hi), 1 / sqrt(lo)) : iv_no;
  if (e == 1.5) return lo >= 0 ? iv(pow(lo, 1.5), pow(hi, 1.5)) : iv_no;
  return iv_no;
}

static fg_iv iv_binary(const char *name, const fg_node *a, const fg_node *b) {
  if (!strcmp(name, "add")) return iv(a->lo + b->lo, a->hi + b->hi);
  if (!strcmp(name, "sub")) return iv(a->lo - b->hi, a->hi - b->lo);
  if (!strcmp(name, "mul")) return iv_mul(a->lo, a->hi, b->lo, b->hi);
  if (!strcmp(name, "div")) {
    if (!away_from_zero(b->lo, b->hi, 0.25)) return iv_no;
    return iv_mul(a->lo, a->hi, 1 / b->hi, 1 / b->lo);
  }
  if (!strcmp(name, "maximum")) return iv(fmax(a->lo, b->lo), fmax(a->hi, b->hi));
  if (!strcmp(name, "minimum")) return iv(fmin(a->lo, b->lo), fmin(a->hi, b->hi));
  if (!strcmp(name, "pow")) {
    if (a->lo < 0.1 || b->lo < -2 || b->hi > 2 || a->hi > 8) return iv_no;
    double c[4] = {pow(a->lo, b->lo), pow(a->lo, b->hi), pow(a->hi, b->lo), pow(a->hi, b->hi)};
    return iv(fmin(fmin(c[0], c[1]), fmin(c[2], c[3])), fmax(fmax(c[0], c[1]), fmax(c[2], c[3])));
  }
  return iv_no;
}

//
// Building blocks
//
static const int fg_sizes[] = {1,  2,  3,  4,  5,  7,  8,  12,  16, 17,
                               24, 31, 32, 33, 48, 64, 96, 100, 128};

static void set_cur(fg_tmpl *t, int i) {
  pool_add(t, t->cur);
  t->cur = i;
}

static int copy_attrs(fg_tmpl *t, int i, int from) {
  N(t, i)->exact = N(t, from)->exact;
  return i;
}

// Ops that change nothing (clone, contiguous, detach, alias).
static int identity(fg_tmpl *t, int x) {
  fg_node *a = N(t, x);
  int i;
  switch (fg_int(&t->r, 0, 3)) {
  case 0: i = MK(t, "torch.aten.clone", a->shape, a->dt, a->lo, a->hi, on(x), onone()); break;
  case 1: i = MK(t, "torch.aten.contiguous", a->shape, a->dt, a->lo, a->hi, on(x), oi(0)); break;
  case 2: i = MK(t, "torch.aten.detach", a->shape, a->dt, a->lo, a->hi, on(x)); break;
  default: i = MK(t, "torch.aten.alias", a->shape, a->dt, a->lo, a->hi, on(x)); break;
  }
  return copy_attrs(t, i, x);
}

static const char *const fg_unary_ops[] = {
    "torch.aten.exp",        "torch.aten.tanh", "torch.aten.sigmoid",    "torch.aten.silu",
    "torch.aten.gelu",       "torch.aten.relu", "torch.aten.neg",        "torch.aten.abs",
    "torch.aten.sin",        "torch.aten.cos",  "torch.aten.erf",        "torch.aten.sqrt",
    "torch.aten.rsqrt",      "torch.aten.log",  "torch.aten.reciprocal", "torch.aten.hardsigmoid",
    "torch.aten.leaky_relu", "torch.aten.elu"};

// Unary float op `op` on x, or -1 where x is outside its domain.
static int unary(fg_tmpl *t, int x, const char *op) {
  const fg_node *a = N(t, x);
  fg_iv r = iv_unary(strrchr(op, '.') + 1, a->lo, a->hi);
  if (!fg_float(a->dt) || !r.ok || !fits_dt(a->dt, r.lo, r.hi)) return -1;
  if (!strcmp(op, "torch.aten.gelu"))
    return MK(t, op, a->shape, a->dt, r.lo, r.hi, on(x),
              ostr(fg_chance(&t->r, 50) ? "tanh" : "none"));
  if (!strcmp(op, "torch.aten.leaky_relu")) { // monotone: the bounds' images
    double k = fg_chance(&t->r, 50) ? 0.01 : 0.2;
    return MK(t, op, a->shape, a->dt, a->lo < 0 ? a->lo * k : a->lo, a->hi < 0 ? a->hi * k : a->hi,
              on(x), of(k));
  }
  if (!strcmp(op, "torch.aten.elu")) { // alpha * scale * (exp(x * input_scale) - 1) below 0
    double al = fg_chance(&t->r, 50) ? 1 : 0.5, sc = fg_chance(&t->r, 70) ? 1 : 1.5;
    double f[2] = {a->lo, a->hi};
    for (int i = 0; i < 2; i++) f[i] = f[i] > 0 ? f[i] * sc : al * sc * (exp(f[i]) - 1);
    if (!fits_dt(a->dt, f[0], f[1])) return -1;
    return MK(t, op, a->shape, a->dt, f[0], f[1], on(x), of(al), of(sc), oi(1));
  }
  return MK(t, op, a->shape, a->dt, r.lo, r.hi, on(x));
}

static int random_unary(fg_tmpl *t, int x) {
  for (int tries = 0; tries < 8; tries++) {
    int i = unary(
        t, x,
        fg_unary_ops[fg_int(&t->r, 0, (int)(sizeof fg_unary_ops / sizeof *fg_unary_ops) - 1)]);
    if (i >= 0) return i;
  }
  return unary(t, x, "torch.aten.tanh");
}

// x (op) c for a float Scalar c, or -1.
static int scalar_op(fg_tmpl *t, int x) {
  static const double vals[] = {0.5, -1.5, 2, 0.125, 3, -0.75, 1e-3, 0.3, 1};
  const fg_node *a = N(t, x);
  double c = FG_PICKD(&t->r, vals);
  // an integer Scalar keeps a float tensor's dtype, as a float one does
  fg_opnd sc = c == floor(c) && fg_chance(&t->r, 30) ? oi((int64_t)c) : of(c);
  fg_iv r = iv_no;
  const char *op = NULL;
  int kind = fg_int(&t->r, 0, 5);
  switch (kind) {
  case 0: op = "torch.aten.add.Scalar", r = iv(a->lo + c, a->hi + c); break;
  case 1: op = "torch.aten.sub.Scalar", r = iv(a->lo - c, a->hi - c); break;
  case 2: op = "torch.aten.mul.Scalar", r = iv_mul(a->lo, a->hi, c, c); break;
  case 3:
    if (fabs(c) >= 0.125) op = "torch.aten.div.Scalar", r = iv_mul(a->lo, a->hi, 1 / c, 1 / c);
    break;
  case 4: op = "torch.aten.rsub.Scalar", r = iv(c - a->hi, c - a->lo); break;
  default: {
    static const double exps[] = {2, 3, 0.5, -1, -0.5, 1.5};
    double e = FG_PICKD(&t->r, exps);
    r = iv_pow(a->lo, a->hi, e);
    op = "torch.aten.pow.Tensor_Scalar";
    sc = e == floor(e) && e > 0 && fg_chance(&t->r, 50) ? oi((int64_t)e) : of(e);
  }
  }
  if (!op || !r.ok || !fg_float(a->dt) || !fits_dt(a->dt, r.lo, r.hi)) return -1;
  if (kind == 0 || kind == 1 || kind == 4)
    return MK(t, op, a->shape, a->dt, r.lo, r.hi, on(x), sc, oi(1));
  return MK(t, op, a->shape, a->dt, r.lo, r.hi, on(x), sc);
}

static int find_pool(fg_tmpl *t, const fg_shape *s, bool want_float) {
  int found[FG_MAX_POOL], n = 0;
  for (int i = 0; i < t->npool; i++) {
    const fg_node *p = N(t, t->pool[i]);
    if (shape_eq(&p->shape, s) && fg_float(p->dt) == want_float) found[n++] = t->pool[i];
  }
  return n ? found[fg_int(&t->r, 0, n - 1)] : -1;
}

static fg_dt other_float(fg_tmpl *t, fg_dt dt) {
  return fg_chance(&t->r, 75) ? dt : (fg_dt)fg_int(&t->r, G_F32, G_BF16);
}

// A float value that broadcasts against x: an argument of x's shape, a
// vector [n], [1, n], a per-row value, an earlier value of x's shape, a
// rank-0 tensor, or x itself.
static int operand_for(fg_tmpl *t, int x) {
  const fg_node *a = N(t, x);
  fg_shape s = a->shape, row = with_last(s, dc(1));
  int n = last_size(&s), i;
  switch (fg_int(&t->r, 0, 7)) {
  case 0: return arg(t, s, other_float(t, a->dt), -1, 1);
  case 1: return arg(t, shape_of(1, (fg_dim[]){dc(n)}), other_float(t, a->dt), 0.5, 1.5);
  case 2: {
    fg_shape v = s;
    for (int d = 0; d + 1 < v.rank; d++) v.d[d] = dc(1);
    if (fg_chance(&t->r, 50)) v = shape_of(2, (fg_dim[]){dc(1), dc(n)});
    return arg(t, v, other_float(t, a->dt), -1, 1);
  }
  case 3:
    if ((i = find_pool(t, &row, true)) >= 0) return i;
    return arg(t, row, a->dt, -1, 1);
  case 4:
    if ((i = find_pool(t, &s, true)) >= 0) return i;
    return arg(t, s, a->dt, -1, 1);
  case 5: return arg(t, shape_of(0, NULL), a->dt, 0.5, 2);
  case 6: return x;
  default: return arg(t, s, a->dt, 0.25, 2);
  }
}

static const char *const fg_binary_ops[][2] = {
    {"add", "torch.aten.add.Tensor"},       {"sub", "torch.aten.sub.Tensor"},
    {"mul", "torch.aten.mul.Tensor"},       {"div", "torch.aten.div.Tensor"},
    {"maximum", "torch.aten.maximum"},      {"minimum", "torch.aten.minimum"},
    {"pow", "torch.aten.pow.Tensor_Tensor"}};

// a (op) b for float tensors, or -1 where the bounds do not allow it.
static int binary(fg_tmpl *t, int x, int y, int k) {
  const fg_node *a = N(t, x), *b = N(t, y);
  fg_shape sh;
  fg_iv r = iv_binary(fg_binary_ops[k][0], a, b);
  // torch: a rank-0 tensor does not promote a dimensioned one of its kind
  fg_dt dt = a->shape.rank == 0 ? b->dt : b->shape.rank == 0 ? a->dt : fg_promote(a->dt, b->dt);
  if (!r.ok || !shape_bcast(&a->shape, &b->shape, &sh) || !fits_dt(dt, r.lo, r.hi)) return -1;
  if (!fg_float(a->dt) || !fg_float(b->dt)) return -1;
  if (k < 2) return MK(t, fg_binary_ops[k][1], sh, dt, r.lo, r.hi, on(x), on(y), oi(1));
  return MK(t, fg_binary_ops[k][1], sh, dt, r.lo, r.hi, on(x), on(y));
}

static int random_binary(fg_tmpl *t, int x, int y) {
  for (int tries = 0; tries < 8; tries++) {
    bool swap = fg_chance(&t->r, 30);
    int i = binary(t, swap ? y : x, swap ? x : y, fg_int(&t->r, 0, 6));
    if (i >= 0) return i;
  }
  return -1;
}

//
// Views
//
// [B, S, n] -> [B*S, n]
static int flatten(fg_tmpl *t, int x) {
  const fg_node *a = N(t, x);
  fg_shape s = act_shape(false, last_size(&a->shape));
  int i;
  switch (fg_int(&t->r, 0, 2)) {
  case 0:
    i = MK(t, "torch.aten.flatten.using_ints", s, a->dt, a->lo, a->hi, on(x), oi(0), oi(1));
    break;
  case 1: i = MK(t, "torch.aten.view", s, a->dt, a->lo, a->hi, on(x), osizes(t, &s)); break;
  default: i = MK(t, "torch.aten.reshape", s, a->dt, a->lo, a->hi, on(x), osizes(t, &s)); break;
  }
  return copy_attrs(t, i, x);
}

// [B*S, n] -> [B, S, n]
static int unflatten(fg_tmpl *t, int x) {
  const fg_node *a = N(t, x);
  fg_shape s = act_shape(true, last_size(&a->shape));
  static const char *const ops[] = {"torch.aten.view", "torch.aten.reshape",
                                    "torch.aten._unsafe_view"};
  return copy_attrs(
      t, MK(t, ops[fg_int(&t->r, 0, 2)], s, a->dt, a->lo, a->hi, on(x), osizes(t, &s)), x);
}

static int as_rank(fg_tmpl *t, int x, bool three) {
  bool is3 = N(t, x)->shape.rank == 3;
  if (is3 == three) return x;
  return three ? unflatten(t, x) : flatten(t, x);
}

static int convert(fg_tmpl *t, int x, fg_dt to) {
  const fg_node *a = N(t, x);
  int c = fg_dt_code[to], i;
  switch (fg_int(&t->r, 0, 2)) {
  case 0:
    i = MK(t, "torch.prims.convert_element_type", a->shape, to, a->lo, a->hi, on(x), oi(c));
    break;
  case 1:
    i = MK(t, "torch.aten.to.dtype", a->shape, to, a->lo, a->hi, on(x), oi(c), ob(false), ob(false),
           onone());
    break;
  default:
    i = MK(t, "torch.aten._to_copy", a->shape, to, a->lo, a->hi, on(x), oi(c), onone(), onone(),
           onone(), ob(false), onone());
  }
  // exact when nothing rounds: a float widened, or small integers to float
  bool widen = (a->dt != G_F32 && to == G_F32 && fg_float(a->dt)) || a->dt == to;
  bool small_int = !fg_float(a->dt) && fg_float(to) && mag(a) <= 256;
  N(t, i)->exact = a->exact && (widen || small_int);
  if (!fg_float(to) && fg_float(a->dt)) N(t, i)->lo = trunc(a->lo), N(t, i)->hi = trunc(a->hi);
  return i;
}

//
// Matmuls
//
// A weight argument of shape sh whose products with x (magnitude xm, K
// terms) stay within `limit`.
static int weight(fg_tmpl *t, fg_shape sh, fg_dt dt, int k, double xm, double limit) {
  double w = 1 / sqrt(k > 0 ? k : 1);
  if (k * xm * w > limit) w = limit / (k * xm + 1);
  return arg(t, sh, dt, -w, w);
}

// x [.., K] -> [.., n] by linear, mm, matmul or addmm (variant < 0: any).
static int linear_to(fg_tmpl *t, int x, int n, int variant) {
  const fg_node *a = N(t, x);
  fg_dt dt = a->dt;
  int k = last_size(&a->shape);
  double lim = fg_limit(dt) / 2, bound, beta = 1, alpha = 1;
  if (variant < 0) variant = fg_int(&t->r, 0, 4);
  if (variant == 0) { // linear: W [n, K], bias [n] or none
    int w = weight(t, shape_of(2, (fg_dim[]){dc(n), dc(k)}), dt, k, mag(a), lim);
    bound = k * mag(a) * N(t, w)->hi;
    bool bias = fg_chance(&t->r, 50);
    int b = bias ? arg(t, shape_of(1, (fg_dim[]){dc(n)}), dt, -0.5, 0.5) : -1;
    bound += bias ? 0.5 : 0;
    return MK(t, "torch.aten.linear", with_last(a->shape, dc(n)), dt, -bound, bound, on(x), on(w),
              bias ? on(b) : onone());
  }
  if (variant == 1 || variant == 3) x = as_rank(t, x, false), a = N(t, x);
  int bm;
  if (fg_chance(&t->r, 40)) { // W [n, K] transposed, as exports write linear layers
    int w = weight(t, shape_of(2, (fg_dim[]){dc(n), dc(k)}), dt, k, mag(a), lim);
    fg_shape ts = shape_of(2, (fg_dim[]){dc(k), dc(n)});
    bm = fg_chance(&t->r, 50) ? MK(t, "torch.aten.t", ts, dt, N(t, w)->lo, N(t, w)->hi, on(w))
                              : MK(t, "torch.aten.transpose.int", ts, dt, N(t, w)->lo, N(t, w)->hi,
                                   on(w), oi(0), oi(1));
  } else {
    bm = weight(t, shape_of(2, (fg_dim[]){dc(k), dc(n)}), dt, k, mag(a), lim);
  }
  bound = k * mag(a) * N(t, bm)->hi;
  fg_shape rs = with_last(a->shape, dc(n));
  if (variant == 1) return MK(t, "torch.aten.mm", rs, dt, -bound, bound, on(x), on(bm));
  if (variant == 3) {
    int b = arg(t, shape_of(1, (fg_dim[]){dc(n)}), dt, -0.5, 0.5);
    fg_opnd ob_ = oi(1), oa = oi(1);
    if (fg_chance(&t->r, 25)) beta = 0.5, ob_ = of(0.5);
    if (fg_chance(&t->r, 15)) beta = 0, ob_ = oi(0);
    if (fg_chance(&t->r, 25)) alpha = 2, oa = oi(2);
    bound = alpha * bound + beta * 0.5;
    if (!fits_dt(dt, -bound, bound))
      return MK(t, "torch.aten.mm", rs, dt, -bound, bound, on(x), on(bm));
    return MK(t, "torch.aten.addmm", rs, dt, -bound, bound, on(b), on(x), on(bm), ob_, oa);
  }
  return MK(t, "torch.aten.matmul", rs, dt, -bound, bound, on(x), on(bm));
}

// Batched matmuls of the activation [B, S, n]: by a weight per batch
// [B, n, m] (bmm, matmul, or baddbmm with a bias broadcast over the
// batches or one per batch and row), by one weight [1, n, m] broadcast
// over the batches (matmul), or attention-like, x x^T x (scores [B, S, S],
// then a contraction over the dynamic S).
static int step_bmm(fg_tmpl *t) {
  int x = as_rank(t, t->cur, true);
  const fg_node *a = N(t, x);
  fg_dt dt = a->dt;
  int n = last_size(&a->shape);
  double lim = fg_limit(dt) / 2;
  if (fg_chance(&t->r, 30)) { // S <= 96 in every call (make_entry's pick_value)
    double c = exp2(floor(log2(cbrt(lim / (96.0 * n)) / fmax(mag(a), 1e-3))));
    int y = MK(t, "torch.aten.mul.Scalar", a->shape, dt, a->lo * c, a->hi * c, on(x), of(c));
    double m = mag(N(t, y));
    fg_shape ts = shape_of(3, (fg_dim[]){dk(DK_B), dc(n), dk(DK_S)});
    fg_shape ss = shape_of(3, (fg_dim[]){dk(DK_B), dk(DK_S), dk(DK_S)});
    int yt = MK(t, "torch.aten.transpose.int", ts, dt, -m, m, on(y), oi(1), oi(2));
    int sc = MK(t, "torch.aten.bmm", ss, dt, -n * m * m, n * m * m, on(y), on(yt));
    double b = 96.0 * n * m * m * m;
    return MK(t, fg_chance(&t->r, 50) ? "torch.aten.bmm" : "torch.aten.matmul", a->shape, dt, -b, b,
              on(sc), on(y));
  }
  int m = fg_sizes[fg_int(&t->r, 0, (int)(sizeof fg_sizes / sizeof *fg_sizes) - 1)];
  int kind = fg_int(&t->r, 0, 2);
  // matmul broadcasts a weight of one batch over B (bmm and baddbmm do not)
  fg_dim wb = kind == 1 && fg_chance(&t->r, 50) ? dc(1) : dk(DK_B);
  int w = weight(t, shape_of(3, (fg_dim[]){wb, dc(n), dc(m)}), dt, n, mag(a), lim);
  double bound = n * mag(a) * N(t, w)->hi;
  fg_shape rs = act_shape(true, m);
  if (kind == 2) {
    double beta = FG_PICKD(&t->r, ((double[]){1, 0.5, 0})), alpha = fg_chance(&t->r, 30) ? 2 : 1;
    fg_shape bs = fg_chance(&t->r, 50) ? shape_of(1, (fg_dim[]){dc(m)}) : rs;
    int b = arg(t, bs, dt, -0.5, 0.5);
    double sb = alpha * bound + beta * 0.5;
    if (fits_dt(dt, -sb, sb))
      return MK(t, "torch.aten.baddbmm", rs, dt, -sb, sb, on(b), on(x), on(w),
                beta == 1   ? oi(1)
                : beta == 0 ? oi(0)
                            : of(beta),
                alpha == 1 ? oi(1) : of(alpha));
  }
  return MK(t, kind == 1 ? "torch.aten.matmul" : "torch.aten.bmm", rs, dt, -bound, bound, on(x),
            on(w));
}

//
// Normalizations, softmax, reductions
//
static int mean_last(fg_tmpl *t, int x, bool keep) {
  const fg_node *a = N(t, x);
  fg_shape s = keep ? with_last(a->shape, dc(1)) : shape_of(a->shape.rank - 1, a->shape.d);
  return MK(t, "torch.aten.mean.dim", s, a->dt, a->lo, a->hi, on(x), olast(), ob(keep), onone());
}

static int scalar_add(fg_tmpl *t, int x, double c) {
  const fg_node *a = N(t, x);
  return MK(t, "torch.aten.add.Scalar", a->shape, a->dt, a->lo + c, a->hi + c, on(x), of(c), oi(1));
}

static int mul_bounded(fg_tmpl *t, int x, int y, double lo, double hi) {
  fg_shape sh;
  FACET_CHECK(shape_bcast(&N(t, x)->shape, &N(t, y)->shape, &sh));
  return MK(t, "torch.aten.mul.Tensor", sh, fg_promote(N(t, x)->dt, N(t, y)->dt), lo, hi, on(x),
            on(y));
}

// x * rsqrt(mean(x^2) + eps) * w, in f32 as exports compute it.
static int rms_norm(fg_tmpl *t, int x) {
  const fg_node *a = N(t, x);
  fg_dt dt = a->dt;
  int n = last_size(&a->shape);
  if (n < 8 || !fg_float(dt)) return -1;
  int xf = dt == G_F32 ? x : convert(t, x, G_F32);
  fg_iv sq = iv_pow(N(t, xf)->lo, N(t, xf)->hi, 2);
  int p =
      MK(t, "torch.aten.pow.Tensor_Scalar", N(t, xf)->shape, G_F32, sq.lo, sq.hi, on(xf), oi(2));
  int m = mean_last(t, p, true);
  int e = scalar_add(t, m, fg_chance(&t->r, 50) ? 1e-5 : 1e-6);
  int r = unary(t, e, "torch.aten.rsqrt");
  if (r < 0) r = MK(t, "torch.aten.rsqrt", N(t, e)->shape, G_F32, 0, 1000, on(e));
  double b = sqrt(n); // |x_i| / rms(x) <= sqrt(n)
  int y = mul_bounded(t, xf, r, -b, b);
  int w = arg(t, shape_of(1, (fg_dim[]){dc(n)}), G_F32, 0.5, 1.5);
  y = mul_bounded(t, y, w, -1.5 * b, 1.5 * b);
  return dt == G_F32 ? y : convert(t, y, dt);
}

// layer_norm, native_layer_norm, or var_mean with the rest written out.
static int layer_norm(fg_tmpl *t, int x) {
  const fg_node *a = N(t, x);
  fg_dt dt = a->dt;
  int n = last_size(&a->shape);
  if (n < 8 || !fg_float(dt)) return -1;
  double b = sqrt(n) * 1.5 + 0.5;
  int variant = fg_int(&t->r, 0, 2);
  bool wb = fg_chance(&t->r, 70);
  int w = wb ? arg(t, shape_of(1, (fg_dim[]){dc(n)}), dt, 0.5, 1.5) : -1;
  int bias = wb ? arg(t, shape_of(1, (fg_dim[]){dc(n)}), dt, -0.5, 0.5) : -1;
  fg_opnd ln[] = {on(x), oints(1, (int64_t[]){n}), wb ? on(w) : onone(), wb ? on(bias) : onone(),
                  of(1e-5)};
  if (!fits_dt(dt, -b, b)) return -1;
  if (variant == 0) {
    fg_opnd o[6] = {ln[0], ln[1], ln[2], ln[3], ln[4], ob(true)};
    return mk(t, "torch.aten.layer_norm", a->shape, dt, -b, b, 6, o);
  }
  if (variant == 1 && dt == G_F32) {
    int i = mk(t, "torch.aten.native_layer_norm", a->shape, dt, -b, b, 5, ln);
    N(t, i)->nres = 0;
    int y = proj(t, i, a->shape, dt, -b, b);
    int mean = proj(t, i, with_last(a->shape, dc(1)), dt, a->lo, a->hi);
    int rstd = proj(t, i, with_last(a->shape, dc(1)), dt, 0, 1 / sqrt(1e-5));
    pool_add(t, mean);
    if (fg_chance(&t->r, 30)) pool_add(t, rstd);
    return y;
  }
  // var_mean in f32: (x - mean) * rsqrt(var + eps)
  int xf = dt == G_F32 ? x : convert(t, x, G_F32);
  const fg_node *f = N(t, xf);
  fg_shape row = with_last(f->shape, dc(1));
  int corr = fg_int(&t->r, 0, 1);
  int vm = MK(t, "torch.aten.var_mean.correction", f->shape, G_F32, 0, 0, on(xf), olast(), oi(corr),
              ob(true));
  N(t, vm)->nres = 0;
  double m2 = mag(f) * mag(f) * 4;
  int var = proj(t, vm, row, G_F32, 0, corr ? m2 * n / (n - 1) : m2);
  int mean = proj(t, vm, row, G_F32, f->lo, f->hi);
  int d = MK(t, "torch.aten.sub.Tensor", f->shape, G_F32, f->lo - f->hi, f->hi - f->lo, on(xf),
             on(mean), oi(1));
  int e = scalar_add(t, var, 1e-5);
  int r = MK(t, "torch.aten.rsqrt", row, G_F32, 0, 1 / sqrt(1e-5), on(e));
  int y = mul_bounded(t, d, r, -sqrt(n), sqrt(n));
  if (fg_chance(&t->r, 30)) pool_add(t, var);
  return dt == G_F32 ? y : convert(t, y, dt);
}

// softmax over the last dim, its input scaled to |x| <= 8 first.
static int softmax(fg_tmpl *t, int x) {
  const fg_node *a = N(t, x);
  if (!fg_float(a->dt)) return -1;
  if (mag(a) > 8) {
    double c = exp2(-ceil(log2(mag(a) / 8)));
    x = MK(t, "torch.aten.mul.Scalar", a->shape, a->dt, a->lo * c, a->hi * c, on(x), of(c));
    a = N(t, x);
  }
  int dim = fg_chance(&t->r, 50) ? -1 : a->shape.rank - 1;
  if (fg_chance(&t->r, 50))
    return MK(t, "torch.aten.softmax.int", a->shape, a->dt, 0, 1, on(x), oi(dim), onone());
  return MK(t, "torch.aten._softmax", a->shape, a->dt, 0, 1, on(x), oi(dim), ob(false));
}

// sum / mean / amax / amin over the last dim (kept or not).
static int reduce_last(fg_tmpl *t, int x, bool keep) {
  const fg_node *a = N(t, x);
  int n = last_size(&a->shape);
  fg_shape s = keep ? with_last(a->shape, dc(1)) : shape_of(a->shape.rank - 1, a->shape.d);
  fg_opnd dims = fg_chance(&t->r, 50) ? olast() : oints(1, (int64_t[]){a->shape.rank - 1});
  int kind = fg_int(&t->r, 0, 3);
  if (a->shape.d[a->shape.rank - 1].k != DK_C) n = 1 << 12; // a dynamic row: bounds of sums unknown
  if (kind == 0 && fits_dt(a->dt, n * a->lo, n * a->hi))
    return MK(t, "torch.aten.sum.dim_IntList", s, a->dt, fmin(0, n * a->lo), fmax(0, n * a->hi),
              on(x), dims, ob(keep), onone());
  if (kind <= 1 && fg_float(a->dt))
    return MK(t, "torch.aten.mean.dim", s, a->dt, a->lo, a->hi, on(x), dims, ob(keep), onone());
  return MK(t, kind == 3 ? "torch.aten.amin" : "torch.aten.amax", s, a->dt, a->lo, a->hi, on(x),
            dims, ob(keep));
}

//
// Integers and conditions: exact values only
//
static double bits_bound(double m) { return exp2(ceil(log2(m + 1))); }

// One integer op on x (an integer tensor), exact bounds, or -1.
static int int_op(fg_tmpl *t, int x) {
  const fg_node *a = N(t, x);
  fg_dt dt = a->dt;
  int64_t c = fg_int(&t->r, 1, 5) * (fg_chance(&t->r, 30) ? -1 : 1);
  fg_iv r = iv_no;
  int i = -1;
  switch (fg_int(&t->r, 0, 9)) {
  case 0: {
    fg_dt bt = fg_chance(&t->r, 70) ? dt : (dt == G_I64 ? G_I32 : G_I64);
    int y = arg(t, a->shape, bt, -8, 8);
    const char *op = fg_chance(&t->r, 50) ? "torch.aten.add.Tensor" : "torch.aten.sub.Tensor";
    r = iv(a->lo - 8, a->hi + 8);
    i = MK(t, op, a->shape, fg_promote(dt, bt), r.lo, r.hi, on(x), on(y), oi(1));
    break;
  }
  case 1: {
    int y = arg(t, a->shape, dt, -4, 4);
    r = iv_mul(a->lo, a->hi, -4, 4);
    i = MK(t, "torch.aten.mul.Tensor", a->shape, dt, r.lo, r.hi, on(x), on(y));
    break;
  }
  case 2:
    r = iv(a->lo + c, a->hi + c),
    i = MK(t, "torch.aten.add.Scalar", a->shape, dt, r.lo, r.hi, on(x), oi(c), oi(1));
    break;
  case 3:
    r = iv_mul(a->lo, a->hi, c, c),
    i = MK(t, "torch.aten.mul.Scalar", a->shape, dt, r.lo, r.hi, on(x), oi(c));
    break;
  case 4:
    r = iv(-a->hi, -a->lo), i = MK(t, "torch.aten.neg", a->shape, dt, r.lo, r.hi, on(x));
    break;
  case 5:
    r = iv_unary("abs", a->lo, a->hi), i = MK(t, "torch.aten.abs", a->shape, dt, r.lo, r.hi, on(x));
    break;
  case 6: {
    r = iv(floor(fmin(a->lo / c, a->hi / c)), ceil(fmax(a->lo / c, a->hi / c)));
    i = MK(t, "torch.aten.floor_divide.Scalar", a->shape, dt, r.lo, r.hi, on(x), oi(c));
    break;
  }
  case 7: {
    double m = (double)llabs(c);
    r = iv(-m, m);
    i = MK(t, "torch.aten.remainder.Scalar", a->shape, dt, r.lo, r.hi, on(x), oi(c));
    break;
  }
  case 8: {
    static const char *const ops[] = {"torch.aten.bitwise_and.Scalar",
                                      "torch.aten.bitwise_or.Scalar",
                                      "torch.aten.bitwise_xor.Scalar"};
    double m = bits_bound(fmax(mag(a), 7));
    r = iv(-m, m);
    i = MK(t, ops[fg_int(&t->r, 0, 2)], a->shape, dt, r.lo, r.hi, on(x), oi(fg_int(&t->r, 1, 7)));
    break;
  }
  default: {
    double m = bits_bound(mag(a));
    r = iv(-m, m);
    i = MK(t, "torch.aten.bitwise_not", a->shape, dt, r.lo, r.hi, on(x));
  }
  }
  N(t, i)->exact = a->exact;
  return i;
}

// Small integers: an argument and a few integer ops, kept below 256.
static int int_value(fg_tmpl *t, fg_shape s) {
  fg_dt dt = fg_chance(&t->r, 50) ? G_I64 : G_I32;
  int x = fg_chance(&t->r, 50) ? arg(t, s, dt, -8, 8) : arg(t, s, dt, 0, 15);
  int steps = fg_int(&t->r, 1, 3);
  for (int k = 0; k < steps; k++) {
    int saved = t->count, y = int_op(t, x);
    if (mag(N(t, y)) > 256) {
      t->count = saved; // drop it (and the argument it made, if any)
      while (t->nargs && t->args[t->nargs - 1] >= saved) t->nargs--;
      continue;
    }
    x = y;
  }
  return x;
}

// A shape that broadcasts to s: s itself, its last dim alone, or per-row.
static fg_shape sub_shape(fg_tmpl *t, const fg_shape *s) {
  switch (fg_int(&t->r, 0, 3)) {
  case 0: return shape_of(1, (fg_dim[]){s->d[s->rank - 1]});
  case 1: return with_last(*s, dc(1));
  default: return *s;
  }
}

static const char *const fg_cmp[] = {"eq", "ne", "lt", "le", "gt", "ge"};

// A bool tensor that broadcasts to s, from exact values only.
static int condition(fg_tmpl *t, const fg_shape *s) {
  fg_shape cs = sub_shape(t, s);
  int x, c;
  char op[64];
  const char *cmp = fg_cmp[fg_int(&t->r, 0, 5)];
  switch (fg_int(&t->r, 0, 3)) {
  case 0: return arg(t, cs, G_BOOL, 0, 1);
  case 1: // float argument against a Scalar
    x = arg(t, cs, (fg_dt)fg_int(&t->r, G_F32, G_BF16), -1, 1);
    snprintf(op, sizeof op, "torch.aten.%s.Scalar", cmp);
    c = MK(t, "", cs, G_BOOL, 0, 1, on(x), of(0.25));
    break;
  default: { // integers against integers
    x = int_value(t, cs);
    int y = fg_chance(&t->r, 50) ? -1 : arg(t, cs, N(t, x)->dt, -8, 8);
    snprintf(op, sizeof op, "torch.aten.%s.%s", cmp, y < 0 ? "Scalar" : "Tensor");
    c = y < 0 ? MK(t, "", cs, G_BOOL, 0, 1, on(x), oi(fg_int(&t->r, -2, 4)))
              : MK(t, "", cs, G_BOOL, 0, 1, on(x), on(y));
  }
  }
  N(t, c)->op = fg_intern(op);
  N(t, c)->exact = true;
  if (fg_chance(&t->r, 25)) {
    c = MK(t, "torch.aten.logical_not", cs, G_BOOL, 0, 1, on(c));
    N(t, c)->exact = true;
  }
  return c;
}

//
// Steps: each turns the current activation into a new one
//
static int step_unary(fg_tmpl *t) {
  if (fg_chance(&t->r, 10)) return identity(t, t->cur);
  return random_unary(t, t->cur);
}

static int step_binary(fg_tmpl *t) { return random_binary(t, t->cur, operand_for(t, t->cur)); }

static int step_linear(fg_tmpl *t) {
  int y = linear_to(t, t->cur,
                    fg_sizes[fg_int(&t->r, 0, (int)(sizeof fg_sizes / sizeof *fg_sizes) - 1)], -1);
  if (fg_chance(&t->r, 40)) { // an epilogue
    int z = fg_chance(&t->r, 50) ? random_unary(t, y) : random_binary(t, y, operand_for(t, y));
    if (z >= 0) pool_add(t, y), y = z;
  }
  return y;
}

static int step_norm(fg_tmpl *t) {
  return fg_chance(&t->r, 50) ? rms_norm(t, t->cur) : layer_norm(t, t->cur);
}

// A per-row value (a reduction) used against the row, or kept for a result.
static int step_reduce(fg_tmpl *t) {
  int x = t->cur;
  bool keep = fg_chance(&t->r, 60);
  int r = reduce_last(t, x, keep);
  if (!keep && fg_chance(&t->r, 60)) {
    const fg_node *a = N(t, r);
    fg_shape s = with_last(N(t, x)->shape, dc(1));
    r = copy_attrs(t, MK(t, "torch.aten.unsqueeze", s, a->dt, a->lo, a->hi, on(r), oi(-1)), r);
  }
  if (N(t, r)->shape.rank != N(t, x)->shape.rank || fg_chance(&t->r, 30)) {
    pool_add(t, r);
    return -1;
  }
  int y = random_binary(t, x, r);
  if (y < 0) pool_add(t, r);
  return y;
}

static int step_convert(fg_tmpl *t) {
  const fg_node *a = N(t, t->cur);
  fg_dt to = (fg_dt)fg_int(&t->r, G_F32, G_BF16);
  if (to == a->dt || !fits_dt(to, a->lo, a->hi)) return -1;
  return convert(t, t->cur, to);
}

// Integers made from arguments, converted to floats and mixed in.
static int step_int(fg_tmpl *t) {
  const fg_node *a = N(t, t->cur);
  int x = int_value(t, sub_shape(t, &a->shape));
  if (fg_chance(&t->r, 30)) pool_add(t, x);
  if (fg_chance(&t->r, 30)) { // a row sum of integers is int64
    const fg_node *b = N(t, x);
    fg_shape s = with_last(b->shape, dc(1));
    int n = last_size(&b->shape);
    x = MK(t, "torch.aten.sum.dim_IntList", s, G_I64, fmin(0, n * b->lo), fmax(0, n * b->hi), on(x),
           olast(), ob(true), onone());
    N(t, x)->exact = true;
    if (mag(N(t, x)) > 256) return -1;
  }
  int f = convert(t, x, a->dt);
  const fg_node *c = N(t, f);
  int s =
      MK(t, "torch.aten.mul.Scalar", c->shape, c->dt, c->lo / 16, c->hi / 16, on(f), of(0.0625));
  return random_binary(t, t->cur, s);
}

static int step_where(fg_tmpl *t) {
  int x = t->cur;
  const fg_node *a = N(t, x);
  int c = condition(t, &a->shape);
  double v = fg_chance(&t->r, 50) ? -0.5 : 1.25;
  switch (fg_int(&t->r, 0, 3)) {
  case 0:
    return MK(t, "torch.aten.where.ScalarOther", a->shape, a->dt, fmin(a->lo, v), fmax(a->hi, v),
              on(c), on(x), of(v));
  case 1:
    return MK(t, "torch.aten.where.ScalarSelf", a->shape, a->dt, fmin(a->lo, v), fmax(a->hi, v),
              on(c), of(v), on(x));
  case 2: { // mask arithmetic: x * float(c)
    int f = convert(t, c, a->dt);
    return mul_bounded(t, x, f, fmin(a->lo, 0), fmax(a->hi, 0));
  }
  default: {
    int y = operand_for(t, x);
    const fg_node *b = N(t, y);
    fg_shape s;
    if (!shape_bcast(&a->shape, &b->shape, &s)) return -1;
    fg_dt dt = a->shape.rank == 0 ? b->dt : b->shape.rank == 0 ? a->dt : fg_promote(a->dt, b->dt);
    return MK(t, "torch.aten.where.self", s, dt, fmin(a->lo, b->lo), fmax(a->hi, b->hi), on(c),
              on(x), on(y));
  }
  }
}

// [B, S, n] -> [B, n, S] (or [B*S, n] -> [n, B*S]), ops along S, and back.
static int step_transpose(fg_tmpl *t) {
  int x = t->cur;
  const fg_node *a = N(t, x);
  fg_shape s = a->shape;
  int r = s.rank, p = r - 2;
  fg_dim tmp = s.d[p];
  s.d[p] = s.d[r - 1], s.d[r - 1] = tmp;
  int y;
  if (r == 3 && fg_chance(&t->r, 40))
    y = MK(t, "torch.aten.permute", s, a->dt, a->lo, a->hi, on(x), oints(3, (int64_t[]){0, 2, 1}));
  else if (r == 2 && fg_chance(&t->r, 40)) y = MK(t, "torch.aten.t", s, a->dt, a->lo, a->hi, on(x));
  else
    y = MK(t, "torch.aten.transpose.int", s, a->dt, a->lo, a->hi, on(x),
           oi(fg_chance(&t->r, 50) ? p : p - r), oi(r - 1));
  copy_attrs(t, y, x);
  if (fg_chance(&t->r, 20)) pool_add(t, y); // a transposed value may escape too
  int z = fg_chance(&t->r, 50) ? random_unary(t, y) : scalar_op(t, y);
  if (z < 0) z = y;
  if (fg_chance(&t->r, 40)) { // along S: S is the row now
    t->reduces_s = true;
    if (fg_chance(&t->r, 50)) pool_add(t, reduce_last(t, z, true));
    else z = softmax(t, z);
  }
  const fg_node *b = N(t, z);
  return MK(t, "torch.aten.transpose.int", a->shape, b->dt, b->lo, b->hi, on(z), oi(p), oi(r - 1));
}

// [B, S, h*e] -> [B, h, S, e]
static int heads(fg_tmpl *t, int x, int h, int e) {
  const fg_node *a = N(t, x);
  fg_shape v = shape_of(4, (fg_dim[]){dk(DK_B), dk(DK_S), dc(h), dc(e)});
  fg_shape tr = shape_of(4, (fg_dim[]){dk(DK_B), dc(h), dk(DK_S), dc(e)});
  int y = MK(t, "torch.aten.view", v, a->dt, a->lo, a->hi, on(x), osizes(t, &v));
  return MK(t, "torch.aten.transpose.int", tr, a->dt, a->lo, a->hi, on(y), oi(1), oi(2));
}

// Attention: projections to heads, scaled_dot_product_attention over the
// sequence itself or over a cache argument [B, hk, KV, e], and back.
static int step_attention(fg_tmpl *t) {
  static const int hs[] = {1, 2, 4}, es[] = {4, 8, 16, 32};
  int x = as_rank(t, t->cur, true);
  fg_dt dt = N(t, x)->dt;
  if (!fg_float(dt)) return -1;
  int h = FG_PICK(&t->r, hs), e = FG_PICK(&t->r, es), hk = h;
  if (h > 1 && fg_chance(&t->r, 40)) hk = h / 2;
  int q = linear_to(t, x, h * e, 0);
  double qm = mag(N(t, q));
  if (qm > 2) q = MK(t, "torch.aten.mul.Scalar", N(t, q)->shape, dt, -2, 2, on(q), of(2 / qm));
  q = heads(t, q, h, e);
  bool self = fg_chance(&t->r, 50);
  int k, v;
  fg_dim kvd = self ? dk(DK_S) : dk(DK_KV);
  if (self) {
    k = linear_to(t, x, hk * e, 0);
    double km = mag(N(t, k));
    if (km > 2) k = MK(t, "torch.aten.mul.Scalar", N(t, k)->shape, dt, -2, 2, on(k), of(2 / km));
    k = heads(t, k, hk, e);
    v = heads(t, linear_to(t, x, hk * e, 0), hk, e);
  } else {
    fg_shape cs = shape_of(4, (fg_dim[]){dk(DK_B), dc(hk), dk(DK_KV), dc(e)});
    k = arg(t, cs, dt, -1, 1);
    v = arg(t, cs, dt, -1, 1);
  }
  int mask = -1;
  bool causal = false;
  if (fg_chance(&t->r, 40)) {
    fg_shape ms =
        shape_of(4, (fg_dim[]){fg_chance(&t->r, 50) ? dk(DK_B) : dc(1), dc(1), dk(DK_S), kvd});
    mask = fg_chance(&t->r, 50) ? arg(t, ms, G_BOOL, 0, 1) : arg(t, ms, dt, -2, 0);
  } else {
    causal = fg_chance(&t->r, 40);
  }
  fg_shape os = shape_of(4, (fg_dim[]){dk(DK_B), dc(h), dk(DK_S), dc(e)});
  const fg_node *vn = N(t, v);
  double lo = fmin(vn->lo, 0), hi = fmax(vn->hi, 0); // 0: a query that attends to nothing
  int o;
  if (mask < 0 && fg_chance(&t->r, 25)) {
    o = MK(t, "torch.aten._scaled_dot_product_flash_attention_for_cpu", os, dt, lo, hi, on(q),
           on(k), on(v), of(0), ob(causal), onone(), onone());
    N(t, o)->operator_form = true;
    N(t, o)->nres = 0;
    int first = proj(t, o, os, dt, lo, hi);
    proj(t, o, shape_of(3, (fg_dim[]){dk(DK_B), dc(h), dk(DK_S)}), G_F32, -100, 100);
    o = first;
  } else {
    fg_opnd scale = fg_chance(&t->r, 50) ? onone() : of(fg_chance(&t->r, 50) ? 0.25 : 1 / sqrt(e));
    o = MK(t, "torch.aten.scaled_dot_product_attention", os, dt, lo, hi, on(q), on(k), on(v),
           mask < 0 ? onone() : on(mask), of(0), ob(causal), scale);
  }
  fg_shape back = shape_of(4, (fg_dim[]){dk(DK_B), dk(DK_S), dc(h), dc(e)});
  int b = MK(t, "torch.aten.transpose.int", back, dt, lo, hi, on(o), oi(1), oi(2));
  fg_shape flat = act_shape(true, h * e);
  return MK(t, "torch.aten.view", flat, dt, lo, hi, on(b), osizes(t, &flat));
}

// silu(x W_gate) * (x W_up), then the down projection.
static int step_swiglu(fg_tmpl *t) {
  int x = t->cur, f = fg_sizes[fg_int(&t->r, 4, (int)(sizeof fg_sizes / sizeof *fg_sizes) - 1)];
  int g = linear_to(t, x, f, fg_chance(&t->r, 50) ? 0 : -1);
  int u = linear_to(t, x, f, fg_chance(&t->r, 50) ? 0 : -1);
  int s = unary(t, g, "torch.aten.silu");
  if (s < 0) return -1;
  if (N(t, u)->shape.rank != N(t, s)->shape.rank) u = as_rank(t, u, N(t, s)->shape.rank == 3);
  int m = binary(t, s, u, 2);
  if (m < 0) return -1;
  return linear_to(t, m, last_size(&N(t, x)->shape), -1);
}

static int step_residual(fg_tmpl *t) {
  int y = find_pool(t, &N(t, t->cur)->shape, true);
  if (y < 0) return -1;
  return binary(t, t->cur, y, fg_chance(&t->r, 70) ? 0 : 2);
}

// expand: a per-row value to the row, or a vector to the whole shape.
static int step_expand(fg_tmpl *t) {
  int x = t->cur;
  const fg_node *a = N(t, x);
  fg_shape s = a->shape, ex = s;
  int src;
  if (fg_chance(&t->r, 50)) {
    fg_shape row = with_last(s, dc(1));
    src = find_pool(t, &row, true);
    if (src < 0) src = arg(t, row, a->dt, -1, 1);
    for (int d = 0; d + 1 < ex.rank; d++) ex.d[d] = dk(DK_KEEP);
  } else {
    src = arg(t, shape_of(1, (fg_dim[]){s.d[s.rank - 1]}), a->dt, -1, 1);
  }
  const fg_node *b = N(t, src);
  int y = MK(t, "torch.aten.expand", s, b->dt, b->lo, b->hi, on(src), osizes(t, &ex), ob(false));
  // -1 keeps a dim of the source; a new leading dim needs its size
  for (int d = 0; d < FG_RANK; d++) N(t, y)->opd[1].neg1[d] = false;
  return random_binary(t, x, y);
}

// Constants made in the program: full and arange of the row's length.
static int step_const(fg_tmpl *t) {
  int x = t->cur;
  const fg_node *a = N(t, x);
  int n = last_size(&a->shape), c;
  if (fg_chance(&t->r, 50)) {
    double v = fg_chance(&t->r, 50) ? 0.5 : -1.25;
    c = MK(t, "torch.aten.full", shape_of(1, (fg_dim[]){dc(n)}), a->dt, v, v,
           oints(1, (int64_t[]){n}), of(v), oi(fg_dt_code[a->dt]), onone(), ocpu(), ob(false));
  } else {
    double s = 1.0 / (n > 1 ? n : 1);
    c = MK(t, "torch.aten.arange", shape_of(1, (fg_dim[]){dc(n)}), G_F32, 0, n - 1, oi(n), oi(6),
           onone(), ocpu(), ob(false));
    c = MK(t, "torch.aten.mul.Scalar", N(t, c)->shape, G_F32, 0, 1, on(c), of(s));
    if (a->dt != G_F32) c = convert(t, c, a->dt);
  }
  return random_binary(t, x, c);
}

// A positive value (|x| + c, sigmoid + c or exp) and an op that needs
// one: log, sqrt, rsqrt, reciprocal, a fractional power, a division.
static int step_positive(fg_tmpl *t) {
  int x = t->cur, p;
  const fg_node *a = N(t, x);
  if (!fg_float(a->dt)) return -1;
  switch (fg_int(&t->r, 0, 2)) {
  case 0: p = unary(t, x, "torch.aten.abs"); break;
  case 1: p = unary(t, x, "torch.aten.sigmoid"); break;
  default: p = unary(t, x, "torch.aten.exp");
  }
  if (p < 0) return -1;
  p = scalar_add(t, p, fg_chance(&t->r, 50) ? 0.5 : 0.25);
  static const char *const ops[] = {"torch.aten.log", "torch.aten.sqrt", "torch.aten.rsqrt",
                                    "torch.aten.reciprocal"};
  switch (fg_int(&t->r, 0, 5)) {
  case 4: { // a fractional or negative power
    static const double exps[] = {0.5, -0.5, -1, 1.5};
    const fg_node *b = N(t, p);
    double e = FG_PICKD(&t->r, exps);
    fg_iv r = iv_pow(b->lo, b->hi, e);
    if (!r.ok || !fits_dt(b->dt, r.lo, r.hi)) return -1;
    return MK(t, "torch.aten.pow.Tensor_Scalar", b->shape, b->dt, r.lo, r.hi, on(p), of(e));
  }
  case 5: return binary(t, fg_chance(&t->r, 50) ? x : operand_for(t, x), p, 3); // division
  default: return unary(t, p, ops[fg_int(&t->r, 0, 3)]);
  }
}

static int step_view(fg_tmpl *t) {
  int x = t->cur;
  if (N(t, x)->shape.rank == 3 || N(t, x)->shape.rank == 2)
    return as_rank(t, x, N(t, x)->shape.rank == 2);
  return -1;
}

//
// Convolutions and pools: the activation's rows viewed as images
//
// A bias, or none, of a convolution with k output channels; adds to *bound.
static fg_opnd conv_bias(fg_tmpl *t, int k, fg_dt dt, double *bound) {
  if (!fg_chance(&t->r, 50)) return onone();
  *bound += 0.5;
  return on(arg(t, shape_of(1, (fg_dim[]){dc(k)}), dt, -0.5, 0.5));
}

// A group count dividing c (and k = groups * per-group outputs).
static int conv_groups(fg_tmpl *t, int c) {
  if (c > 1 && fg_chance(&t->r, 20)) return c; // depthwise
  int g = fg_int(&t->r, 1, c < 4 ? c : 4);
  while (c % g) g--;
  return g;
}

// torch.aten.convolution or conv1d / conv2d of x by w (win: stride, padding
// and dilation lists of `spatial` values each); transposed where out_pad
// is given: convolution or conv_transpose1d / conv_transpose2d.input.
static int conv_op(fg_tmpl *t, int x, int w, fg_opnd bias, fg_shape out, double bound, int spatial,
                   const int64_t *stride, const int64_t *pad, const int64_t *dil, int groups,
                   const int64_t *out_pad) {
  fg_dt dt = N(t, x)->dt;
  fg_opnd st = oints(spatial, stride), pd = oints(spatial, pad), dl = oints(spatial, dil);
  fg_opnd op = oints(spatial, out_pad ? out_pad : (int64_t[]){0, 0});
  if (fg_chance(&t->r, 50))
    return MK(t, "torch.aten.convolution", out, dt, -bound, bound, on(x), on(w), bias, st, pd, dl,
              ob(out_pad != NULL), op, oi(groups));
  if (out_pad)
    return MK(t, spatial == 1 ? "torch.aten.conv_transpose1d" : "torch.aten.conv_transpose2d.input",
              out, dt, -bound, bound, on(x), on(w), bias, st, pd, op, oi(groups), dl);
  return MK(t, spatial == 1 ? "torch.aten.conv1d" : "torch.aten.conv2d", out, dt, -bound, bound,
            on(x), on(w), bias, st, pd, dl, oi(groups));
}

// A transposed convolution's windows along a dim of `in`: kernel, stride,
// padding (past dilation * (kernel - 1) at times: the spread input is
// cropped), output padding below the stride or the dilation, and the output
// size (at least 1).
static int64_t transposed_window(fg_tmpl *t, int in, int64_t *k, int64_t *s, int64_t *p, int64_t *d,
                                 int64_t *op) {
  *k = fg_int(&t->r, 1, 4), *s = fg_int(&t->r, 1, 3), *d = fg_chance(&t->r, 20) ? 2 : 1;
  *p = fg_int(&t->r, 0, (int)(*d * (*k - 1)) + 1);
  int64_t most = *s > *d ? *s : *d;
  *op = fg_chance(&t->r, 30) ? fg_int(&t->r, 0, (int)most - 1) : 0;
  int64_t o = (in - 1) * *s - 2 * *p + *d * (*k - 1) + *op + 1;
  while (o < 1) (*p)--, o += 2;
  return o;
}

// Inference batch norm over dim 1 of x (c channels), as a CNN follows its
// convolutions with it.
// x itself where the result could leave its dtype's range.
static int batch_norm(fg_tmpl *t, int x, int c) {
  const fg_node *a = N(t, x);
  double bound = (mag(a) + 0.5) / sqrt(0.5) * 1.5 + 0.5;
  if (!fits_dt(a->dt, -bound, bound)) return x;
  fg_shape v = shape_of(1, (fg_dim[]){dc(c)});
  int w = arg(t, v, a->dt, 0.5, 1.5), b = arg(t, v, a->dt, -0.5, 0.5);
  int mean = arg(t, v, a->dt, -0.5, 0.5), var = arg(t, v, a->dt, 0.5, 2);
  return MK(t, "torch.aten.batch_norm", a->shape, a->dt, -bound, bound, on(x), on(w), on(b),
            on(mean), on(var), ob(false), of(0.1), of(1e-5), ob(false));
}

// group_norm of x [B, c, ...] in a group count dividing c, with or without
// weight and bias: |y| <= sqrt(group size) * 1.5 + 0.5; x itself where that
// leaves the dtype's range. A group's size may hold the dynamic S.
static int group_norm(fg_tmpl *t, int x, int c, int per_channel_rest) {
  const fg_node *a = N(t, x);
  int g = fg_int(&t->r, 1, c < 4 ? c : 4);
  while (c % g) g--;
  if (fg_chance(&t->r, 25)) g = c; // instance norm
  double bound = sqrt((double)(c / g) * per_channel_rest) * 1.5 + 0.5;
  if (!fits_dt(a->dt, -bound, bound)) return x;
  fg_shape v = shape_of(1, (fg_dim[]){dc(c)});
  bool affine = fg_chance(&t->r, 70);
  fg_opnd w = affine ? on(arg(t, v, a->dt, 0.5, 1.5)) : onone();
  fg_opnd b = affine ? on(arg(t, v, a->dt, -0.5, 0.5)) : onone();
  return MK(t, "torch.aten.group_norm", a->shape, a->dt, -bound, bound, on(x), oi(g), w, b,
            of(1e-5), ob(false));
}

// x [BS, c, h, w] resized to random sizes by upsample_bilinear2d: weighted
// means of neighbours, inside x's bounds.
static int bilinear(fg_tmpl *t, int x) {
  const fg_node *a = N(t, x);
  fg_shape os = a->shape;
  os.d[2] = dc(fg_int(&t->r, 1, 12)), os.d[3] = dc(fg_int(&t->r, 1, 12));
  return MK(t, "torch.aten.upsample_bilinear2d", os, a->dt, a->lo, a->hi, on(x),
            oints(2, (int64_t[]){os.d[2].c, os.d[3].c}), ob(fg_chance(&t->r, 50)), onone(),
            onone());
}

// A pool of the images x [BS, c, h, w]: max, average or adaptive average;
// each window clamped to fit the image.
static int pool2d(fg_tmpl *t, int x) {
  const fg_node *a = N(t, x);
  int h = a->shape.d[2].c, w = a->shape.d[3].c;
  fg_shape os = a->shape;
  if (fg_chance(&t->r, 20)) {
    os.d[2] = dc(fg_int(&t->r, 1, h)), os.d[3] = dc(fg_int(&t->r, 1, w));
    return MK(t, "torch.aten.adaptive_avg_pool2d", os, a->dt, a->lo, a->hi, on(x),
              oints(2, (int64_t[]){os.d[2].c, os.d[3].c}));
  }
  int64_t k[2] = {fg_int(&t->r, 1, 3), fg_int(&t->r, 1, 3)}, s[2], p[2];
  bool ceil_mode = fg_chance(&t->r, 25), max = fg_chance(&t->r, 50);
  for (int i = 0; i < 2; i++) {
    int in = i ? w : h;
    if (k[i] > in) k[i] = in;
    s[i] = fg_int(&t->r, 1, 2);
    p[i] = fg_int(&t->r, 0, (int)k[i] / 2);
    int64_t o = (in + 2 * p[i] - k[i] + (ceil_mode ? s[i] - 1 : 0)) / s[i] + 1;
    if (ceil_mode && (o - 1) * s[i] >= in + p[i]) o--;
    os.d[2 + i] = dc((int)o);
  }
  fg_opnd ko = oints(2, k), so = oints(2, s), po = oints(2, p);
  if (max)
    return MK(t, "torch.aten.max_pool2d", os, a->dt, a->lo, a->hi, on(x), ko, so, po,
              oints(2, (int64_t[]){1, 1}), ob(ceil_mode));
  // with padding counted, a window's mean takes zeros in: 0 joins the bounds
  double lo = fmin(a->lo, 0), hi = fmax(a->hi, 0);
  return MK(t, "torch.aten.avg_pool2d", os, a->dt, lo, hi, on(x), ko, so, po, ob(ceil_mode),
            ob(fg_chance(&t->r, 50)), onone());
}

// [B*S, n] -> (a linear layer to c*h*w) -> images [B*S, c, h, w] -> conv2d
// (strides, padding, dilation, groups, bias) -> maybe batch norm, relu, a
// pool -> [B*S, k*h'*w'].
static int step_conv2d(fg_tmpl *t) {
  static const int cs[] = {1, 2, 3, 4, 8, 16, 32, 48, 64}, kgs[] = {1, 2, 4, 8, 16, 32};
  int x = as_rank(t, t->cur, false);
  fg_dt dt = N(t, x)->dt;
  int c = FG_PICK(&t->r, cs), h = fg_int(&t->r, 1, 9), w = fg_int(&t->r, 1, 9);
  while (c * h * w > 2048) h > 1 ? h-- : w--;
  if (last_size(&N(t, x)->shape) != c * h * w) x = linear_to(t, x, c * h * w, fg_int(&t->r, 0, 1));
  fg_shape img = shape_of(4, (fg_dim[]){dk(DK_BS), dc(c), dc(h), dc(w)});
  const fg_node *a = N(t, x);
  x = copy_attrs(t, MK(t, "torch.aten.view", img, dt, a->lo, a->hi, on(x), osizes(t, &img)), x);
  int groups = conv_groups(t, c), kout = groups * FG_PICK(&t->r, kgs);
  while (kout > 128) kout -= groups;
  int64_t ks[2], stride[2], pad[2], dil[2], out[2], out_pad[2];
  bool transposed = fg_chance(&t->r, 25);
  for (int i = 0; i < 2 && transposed; i++)
    out[i] = transposed_window(t, i ? w : h, &ks[i], &stride[i], &pad[i], &dil[i], &out_pad[i]);
  while (transposed && kout > groups && kout * out[0] * out[1] > 4096) kout -= groups;
  for (int i = 0; i < 2 && !transposed; i++) {
    int in = i ? w : h;
    dil[i] = fg_chance(&t->r, 20) ? 2 : 1;
    ks[i] = 2 * fg_int(&t->r, 0, 3) + 1 - (fg_chance(&t->r, 15) ? 1 : 0); // 1, 3, 5, 7 or even
    if (ks[i] < 1) ks[i] = 1;
    pad[i] = fg_int(&t->r, 0, (int)(dil[i] * (ks[i] - 1) / 2) + 1);
    while (dil[i] * (ks[i] - 1) + 1 > in + 2 * pad[i]) ks[i] > 1 ? ks[i]-- : dil[i]--;
    stride[i] = fg_int(&t->r, 1, 3);
    out[i] = (in + 2 * pad[i] - dil[i] * (ks[i] - 1) - 1) / stride[i] + 1;
  }
  int terms = c / groups * (int)(ks[0] * ks[1]);
  // a transposed convolution's weight is [c, kout / groups, ...]
  fg_dim w0 = transposed ? dc(c) : dc(kout), w1 = transposed ? dc(kout / groups) : dc(c / groups);
  int wt = weight(t, shape_of(4, (fg_dim[]){w0, w1, dc((int)ks[0]), dc((int)ks[1])}), dt, terms,
                  mag(N(t, x)), fg_limit(dt) / 2);
  double bound = terms * mag(N(t, x)) * N(t, wt)->hi;
  fg_opnd bias = conv_bias(t, kout, dt, &bound);
  fg_shape os = shape_of(4, (fg_dim[]){dk(DK_BS), dc(kout), dc((int)out[0]), dc((int)out[1])});
  int y =
      conv_op(t, x, wt, bias, os, bound, 2, stride, pad, dil, groups, transposed ? out_pad : NULL);
  if (fg_chance(&t->r, 30)) y = batch_norm(t, y, kout);
  else if (fg_chance(&t->r, 20)) y = group_norm(t, y, kout, (int)(out[0] * out[1]));
  int r = fg_chance(&t->r, 40) ? unary(t, y, "torch.aten.relu") : -1;
  if (r >= 0) y = r;
  if (fg_chance(&t->r, 35)) y = pool2d(t, y);
  if (fg_chance(&t->r, 15)) y = bilinear(t, y);
  const fg_node *b = N(t, y);
  fg_shape flat = act_shape(false, b->shape.d[1].c * b->shape.d[2].c * b->shape.d[3].c);
  return MK(t, "torch.aten.view", flat, b->dt, b->lo, b->hi, on(y), osizes(t, &flat));
}

// A max or average pool of x [B, .., S] that keeps S (along it an odd
// window or a dilated one of 2, stride 1, padded by half the span: no
// ceil_mode, which needs static sizes) and, for images [B, c, h, S], any
// window along h.
static int pool_keeping_s(fg_tmpl *t, int x) {
  const fg_node *a = N(t, x);
  int spatial = a->shape.rank - 2;
  fg_shape os = a->shape;
  bool max = fg_chance(&t->r, 50);
  int64_t k[2], st[2], p[2], dil[2] = {1, 1};
  k[1] = 2 * fg_int(&t->r, 0, 2) + 1, st[1] = 1, p[1] = k[1] / 2;
  if (max && fg_chance(&t->r, 20)) k[1] = 2, dil[1] = 2, p[1] = 1; // spans 3: keeps S too
  if (spatial == 2) {
    int h = a->shape.d[2].c;
    k[0] = fg_int(&t->r, 1, h < 3 ? h : 3), st[0] = fg_int(&t->r, 1, 2);
    p[0] = fg_int(&t->r, 0, (int)k[0] / 2);
    os.d[2] = dc((int)((h + 2 * p[0] - k[0]) / st[0] + 1));
  }
  const int64_t *ko = k + 2 - spatial, *so = st + 2 - spatial, *po = p + 2 - spatial,
                *dl = dil + 2 - spatial;
  const char *name = spatial == 1 ? (max ? "torch.aten.max_pool1d" : "torch.aten.avg_pool1d")
                                  : (max ? "torch.aten.max_pool2d" : "torch.aten.avg_pool2d");
  if (max)
    return MK(t, name, os, a->dt, a->lo, a->hi, on(x), oints(spatial, ko), oints(spatial, so),
              oints(spatial, po), oints(spatial, dl), ob(false));
  double lo = fmin(a->lo, 0), hi = fmax(a->hi, 0);
  if (spatial == 1)
    return MK(t, name, os, a->dt, lo, hi, on(x), oints(1, ko), oints(1, so), oints(1, po),
              ob(false), ob(fg_chance(&t->r, 50)));
  return MK(t, name, os, a->dt, lo, hi, on(x), oints(2, ko), oints(2, so), oints(2, po), ob(false),
            ob(fg_chance(&t->r, 50)), onone());
}

// A 1-d convolution along S: [B, S, n] -> [B, n, S] -> conv1d with the
// padding that keeps S (odd kernels, stride 1) -> [B, k, S] -> [B, S, k].
// S is dynamic in prefill entry points: every call has S >= 1.
static int step_conv1d(fg_tmpl *t) {
  static const int kgs[] = {1, 2, 4, 8, 16};
  int x = as_rank(t, t->cur, true);
  const fg_node *a = N(t, x);
  int n = last_size(&a->shape);
  fg_shape tr = shape_of(3, (fg_dim[]){dk(DK_B), dc(n), dk(DK_S)});
  x = copy_attrs(t, MK(t, "torch.aten.transpose.int", tr, a->dt, a->lo, a->hi, on(x), oi(1), oi(2)),
                 x);
  int groups = conv_groups(t, n), kout = groups * FG_PICK(&t->r, kgs);
  while (kout > 128) kout -= groups;
  int64_t ks = 2 * fg_int(&t->r, 0, 2) + 1, dil = fg_chance(&t->r, 25) ? 2 : 1,
          pad = dil * (ks - 1) / 2, one = 1;
  int terms = n / groups * (int)ks;
  bool transposed = fg_chance(&t->r, 25); // the same padding keeps S: [n, kout / groups, ks]
  fg_dim w0 = transposed ? dc(n) : dc(kout), w1 = transposed ? dc(kout / groups) : dc(n / groups);
  int wt = weight(t, shape_of(3, (fg_dim[]){w0, w1, dc((int)ks)}), a->dt, terms, mag(a),
                  fg_limit(a->dt) / 2);
  double bound = terms * mag(a) * N(t, wt)->hi;
  fg_opnd bias = conv_bias(t, kout, a->dt, &bound);
  fg_shape os = shape_of(3, (fg_dim[]){dk(DK_B), dc(kout), dk(DK_S)});
  int64_t zero = 0;
  int y =
      conv_op(t, x, wt, bias, os, bound, 1, &one, &pad, &dil, groups, transposed ? &zero : NULL);
  t->reduces_s = true;
  if (fg_chance(&t->r, 35)) y = pool_keeping_s(t, y);
  if (fg_chance(&t->r, 15)) { // flip along S, the channels or both
    const fg_node *c = N(t, y);
    int64_t dims[2] = {2, 1};
    int nd = fg_int(&t->r, 1, 2);
    y = MK(t, "torch.aten.flip", c->shape, c->dt, c->lo, c->hi, on(y), oints(nd, dims));
  }
  const fg_node *b = N(t, y);
  return MK(t, "torch.aten.transpose.int", act_shape(true, kout), b->dt, b->lo, b->hi, on(y), oi(1),
            oi(2));
}

// A 2-d convolution with S as the image width: [B, S, n] -> (a linear
// layer to c*h) -> [B, c*h, S] -> images [B, c, h, S] -> conv2d (any
// window along h; along S an odd window, stride 1 and the padding that
// keeps S, dilated or not) -> maybe relu and a pool keeping S -> [B, S, k*h'].
// The kernels' dynamic image widths and their edges meet every S.
static int step_conv2d_s(fg_tmpl *t) {
  static const int cs[] = {1, 2, 3, 4, 8, 16}, kgs[] = {1, 2, 4, 8};
  int x = as_rank(t, t->cur, true);
  fg_dt dt = N(t, x)->dt;
  int c = FG_PICK(&t->r, cs), h = fg_int(&t->r, 1, 6);
  if (last_size(&N(t, x)->shape) != c * h)
    x = as_rank(t, linear_to(t, x, c * h, fg_int(&t->r, 0, 1)), true); // mm gives [B*S, c*h]
  const fg_node *a = N(t, x);
  fg_shape tr = shape_of(3, (fg_dim[]){dk(DK_B), dc(c * h), dk(DK_S)});
  x = copy_attrs(t, MK(t, "torch.aten.transpose.int", tr, dt, a->lo, a->hi, on(x), oi(1), oi(2)),
                 x);
  fg_shape img = shape_of(4, (fg_dim[]){dk(DK_B), dc(c), dc(h), dk(DK_S)});
  a = N(t, x);
  x = copy_attrs(t, MK(t, "torch.aten.reshape", img, dt, a->lo, a->hi, on(x), osizes(t, &img)), x);
  int groups = conv_groups(t, c), kout = groups * FG_PICK(&t->r, kgs);
  while (kout > 64) kout -= groups;
  int64_t ks[2], stride[2], pad[2], dil[2];
  dil[0] = fg_chance(&t->r, 20) ? 2 : 1, ks[0] = fg_int(&t->r, 1, 3),
  stride[0] = fg_int(&t->r, 1, 2);
  pad[0] = fg_int(&t->r, 0, (int)(dil[0] * (ks[0] - 1) / 2) + 1);
  while (dil[0] * (ks[0] - 1) + 1 > h + 2 * pad[0]) ks[0] > 1 ? ks[0]-- : dil[0]--;
  dil[1] = fg_chance(&t->r, 25) ? 2 : 1, ks[1] = 2 * fg_int(&t->r, 0, 2) + 1, stride[1] = 1;
  pad[1] = dil[1] * (ks[1] - 1) / 2;
  int64_t ho = (h + 2 * pad[0] - dil[0] * (ks[0] - 1) - 1) / stride[0] + 1;
  int terms = c / groups * (int)(ks[0] * ks[1]);
  int wt =
      weight(t, shape_of(4, (fg_dim[]){dc(kout), dc(c / groups), dc((int)ks[0]), dc((int)ks[1])}),
             dt, terms, mag(N(t, x)), fg_limit(dt) / 2);
  double bound = terms * mag(N(t, x)) * N(t, wt)->hi;
  fg_opnd bias = conv_bias(t, kout, dt, &bound);
  fg_shape os = shape_of(4, (fg_dim[]){dk(DK_B), dc(kout), dc((int)ho), dk(DK_S)});
  int y = conv_op(t, x, wt, bias, os, bound, 2, stride, pad, dil, groups, NULL);
  t->reduces_s = true;
  // a group's size holds S (calls take S <= 96 + its multiple: 128 bounds it)
  if (fg_chance(&t->r, 25)) y = group_norm(t, y, kout, (int)ho * 128);
  int r = fg_chance(&t->r, 40) ? unary(t, y, "torch.aten.relu") : -1;
  if (r >= 0) y = r;
  if (fg_chance(&t->r, 40)) y = pool_keeping_s(t, y);
  const fg_node *b = N(t, y);
  int n = b->shape.d[1].c * b->shape.d[2].c;
  fg_shape rows = shape_of(3, (fg_dim[]){dk(DK_B), dc(n), dk(DK_S)});
  y = MK(t, "torch.aten.reshape", rows, b->dt, b->lo, b->hi, on(y), osizes(t, &rows));
  b = N(t, y);
  return MK(t, "torch.aten.transpose.int", act_shape(true, n), b->dt, b->lo, b->hi, on(y), oi(1),
            oi(2));
}

//
// Gathers (slices, select, cat, repeat, index_select, embedding, gather,
// index.Tensor) and index_put into a mutable argument
//
static const int64_t fg_int64_max = INT64_MAX;

// x[..., a:b:k] along the last dim (a and b possibly negative, b past the
// end as exports write `:`), or -1 where x has no constant last dim.
static int slice_last(fg_tmpl *t, int x, int a, int b, int k) {
  const fg_node *n = N(t, x);
  int size = last_size(&n->shape);
  int lo = a < 0 ? a + size : a, hi = b < 0 ? b + size : b > size ? size : b;
  if (lo < 0 || lo >= hi || k < 1) return -1;
  int m = (hi - lo + k - 1) / k;
  fg_opnd end = b >= size && fg_chance(&t->r, 50) ? oi(fg_int64_max) : oi(b);
  fg_opnd dim = fg_chance(&t->r, 50) ? oi(-1) : oi(n->shape.rank - 1);
  int i = MK(t, "torch.aten.slice.Tensor", with_last(n->shape, dc(m)), n->dt, n->lo, n->hi, on(x),
             dim, oi(a), end, oi(k));
  return copy_attrs(t, i, x);
}

// cat along the last dim of values that differ only there.
static int cat_last(fg_tmpl *t, int nparts, const int *parts) {
  const fg_node *a = N(t, parts[0]);
  int total = 0;
  double lo = a->lo, hi = a->hi;
  bool exact = true;
  for (int i = 0; i < nparts; i++) {
    const fg_node *p = N(t, parts[i]);
    total += last_size(&p->shape);
    lo = fmin(lo, p->lo), hi = fmax(hi, p->hi);
    exact = exact && p->exact;
  }
  int i = MK(t, "torch.aten.cat", with_last(a->shape, dc(total)), a->dt, lo, hi,
             otensors(nparts, parts, false), oi(fg_chance(&t->r, 50) ? -1 : a->shape.rank - 1));
  N(t, i)->exact = exact;
  return i;
}

// rotate_half as rotary embeddings write it: cat(-x[..., n/2:], x[..., :n/2]).
static int rotate_half(fg_tmpl *t, int x) {
  int n = last_size(&N(t, x)->shape);
  if (n < 2 || n % 2) return -1;
  int x1 = slice_last(t, x, 0, n / 2, 1), x2 = slice_last(t, x, n / 2, n, 1);
  const fg_node *b = N(t, x2);
  int neg = copy_attrs(t, MK(t, "torch.aten.neg", b->shape, b->dt, -b->hi, -b->lo, on(x2)), x2);
  return cat_last(t, 2, (int[]){neg, x1});
}

// An index argument: `shape`, int64 in [lo, hi].
static int index_arg(fg_tmpl *t, fg_shape shape, int lo, int hi) {
  return arg(t, shape, G_I64, lo, hi);
}

// The dims of x but the last.
static fg_shape rows_of(const fg_shape *s) { return shape_of(s->rank - 1, s->d); }

static int step_gather(fg_tmpl *t) {
  int x = t->cur;
  const fg_node *a = N(t, x);
  if (a->shape.rank < 1 || a->shape.d[a->shape.rank - 1].k != DK_C) return -1;
  int n = last_size(&a->shape), m = fg_int(&t->r, 1, 8);
  fg_shape s = a->shape;
  switch (fg_int(&t->r, 0, 8)) {
  case 0: return rotate_half(t, x);
  case 1: { // a strided or negative slice, then on with the narrower value
    static const int ks[] = {1, 1, 2, 3};
    int k = FG_PICK(&t->r, ks), start = fg_int(&t->r, 0, n - 1);
    int end = fg_chance(&t->r, 50) ? n + fg_int(&t->r, 0, 3) : fg_int(&t->r, start + 1, n);
    if (fg_chance(&t->r, 30)) start -= n, end = end >= n ? end : end - n;
    return slice_last(t, x, start, end, k);
  }
  case 2: { // one column as a per-row value: select, then unsqueeze
    int c = fg_int(&t->r, -n, n - 1);
    int sel = MK(t, "torch.aten.select.int", rows_of(&s), a->dt, a->lo, a->hi, on(x),
                 oi(fg_chance(&t->r, 50) ? -1 : s.rank - 1), oi(c));
    copy_attrs(t, sel, x);
    int r = copy_attrs(
        t, MK(t, "torch.aten.unsqueeze", with_last(s, dc(1)), a->dt, a->lo, a->hi, on(sel), oi(-1)),
        x);
    return random_binary(t, x, r);
  }
  case 3: { // cat with an argument (and x again)
    int y = arg(t, with_last(s, dc(m)), a->dt, -1, 1);
    int parts[3] = {x, y, x}, np = fg_chance(&t->r, 30) ? 3 : 2;
    if (fg_chance(&t->r, 50)) parts[0] = y, parts[1] = x;
    return cat_last(t, np, parts);
  }
  case 4: { // repeat along the last dim
    fg_opnd reps = {.k = OK_INTS, .n = s.rank};
    for (int d = 0; d < s.rank; d++) reps.ints[d] = 1;
    int k = fg_int(&t->r, 2, 3);
    reps.ints[s.rank - 1] = k;
    return copy_attrs(
        t, MK(t, "torch.aten.repeat", with_last(s, dc(n * k)), a->dt, a->lo, a->hi, on(x), reps),
        x);
  }
  case 5: { // index_select along the last dim (torch refuses negative indices)
    int idx = index_arg(t, shape_of(1, (fg_dim[]){dc(m)}), 0, n - 1);
    int i = MK(t, "torch.aten.index_select", with_last(s, dc(m)), a->dt, a->lo, a->hi, on(x),
               oi(fg_chance(&t->r, 50) ? -1 : s.rank - 1), on(idx));
    return copy_attrs(t, i, x);
  }
  case 6: { // gather along the last dim: an index per output element
    int idx = index_arg(t, with_last(s, dc(m)), 0, n - 1);
    int i = MK(t, "torch.aten.gather", with_last(s, dc(m)), a->dt, a->lo, a->hi, on(x), oi(-1),
               on(idx), ob(false));
    return copy_attrs(t, i, x);
  }
  case 7: { // index.Tensor on the last dim: none for the others, negative indices wrap
    int idx = index_arg(t, shape_of(1, (fg_dim[]){dc(m)}), -n, n - 1), list[FG_RANK];
    for (int d = 0; d + 1 < s.rank; d++) list[d] = -1;
    list[s.rank - 1] = idx;
    int i = MK(t, "torch.aten.index.Tensor", with_last(s, dc(m)), a->dt, a->lo, a->hi, on(x),
               otensors(s.rank, list, true));
    return copy_attrs(t, i, x);
  }
  default: { // embedding: a table row per token, added to x
    int v = fg_int(&t->r, 1, 12);
    int table = arg(t, shape_of(2, (fg_dim[]){dc(v), dc(n)}), a->dt, -1, 1);
    int ids = index_arg(t, rows_of(&s), 0, v - 1);
    // index_select takes a vector of ids: [B*S] tokens only
    int e = s.rank != 2 || fg_chance(&t->r, 50)
                ? MK(t, "torch.aten.embedding", s, a->dt, -1, 1, on(table), on(ids), oi(-1),
                     ob(false), ob(false))
                : MK(t, "torch.aten.index_select", s, a->dt, -1, 1, on(table), oi(0), on(ids));
    N(t, e)->exact = true;
    return random_binary(t, x, e);
  }
  }
}

// A paged-cache update: rows [start, start + m) of a mutable argument
// [v, n] (distinct rows: arange, optionally as negative indices) set to
// values computed from an argument (broadcast from one row, or one per
// row); the updated cache is an output of every call (the caller's
// buffer) and a row of it may be read back into the activation.
static int step_index_put(fg_tmpl *t) {
  int x = t->cur;
  const fg_node *a = N(t, x);
  if (a->shape.d[a->shape.rank - 1].k != DK_C || !fg_float(a->dt)) return -1;
  int n = last_size(&a->shape), m = fg_int(&t->r, 1, 4), v = m + fg_int(&t->r, 0, 6),
      start = fg_int(&t->r, 0, v - m);
  fg_shape cs = shape_of(2, (fg_dim[]){dc(v), dc(n)});
  int cache = arg(t, cs, a->dt, -1, 1);
  N(t, cache)->mut = true;
  int c = MK(t, "torch.copy.to_vtensor", cs, a->dt, -1, 1, on(cache));
  N(t, c)->exact = true;
  N(t, c)->bind = false;
  bool neg = fg_chance(&t->r, 30);
  int idx = MK(t, "torch.aten.arange.start_step", shape_of(1, (fg_dim[]){dc(m)}), G_I64, start,
               start + m - 1, oi(start - (neg ? v : 0)), oi(start + m - (neg ? v : 0)), oi(1),
               oi(4), onone(), ocpu(), ob(false));
  N(t, idx)->exact = true;
  fg_shape vs = fg_chance(&t->r, 30) ? shape_of(2, (fg_dim[]){dc(1), dc(n)})
                                     : shape_of(2, (fg_dim[]){dc(m), dc(n)});
  int raw = arg(t, vs, a->dt, -1, 1);
  int vals = fg_chance(&t->r, 50) ? unary(t, raw, "torch.aten.tanh") : raw;
  // accumulate=true is reference-only (facet-compile lists it unsupported)
  double lo = -1, hi = 1;
  int up = MK(t, "torch.aten.index_put", cs, a->dt, lo, hi, on(c), otensors(1, &idx, true),
              on(vals), ob(false));
  N(t, up)->bind = false;
  int w = MK(t, "torch.overwrite.tensor.contents", cs, a->dt, lo, hi, on(up), on(cache));
  N(t, w)->bind = false;
  // the caller gets the cache back through what the update computed: its
  // tolerance is the update's (its input range stays -1..1)
  N(t, cache)->prec = N(t, up)->prec;
  if (!fg_chance(&t->r, 60)) return -1;
  // read back: a row of the updated cache (written or not) against the activation
  int row = MK(t, "torch.aten.select.int", shape_of(1, (fg_dim[]){dc(n)}), a->dt, lo, hi, on(up),
               oi(0), oi(fg_int(&t->r, -v, v - 1)));
  return random_binary(t, x, row);
}

// Bring the current value back into bounds where a step left it large.
static void squash(fg_tmpl *t) {
  const fg_node *a = N(t, t->cur);
  if (mag(a) <= 4) return;
  int y = fg_chance(&t->r, 50) ? unary(t, t->cur, "torch.aten.tanh") : -1;
  if (y < 0) {
    double c = exp2(-ceil(log2(mag(a) / 2)));
    y = MK(t, "torch.aten.mul.Scalar", a->shape, a->dt, a->lo * c, a->hi * c, on(t->cur), of(c));
  }
  set_cur(t, y);
}

static int scalar_op_cur(fg_tmpl *t) { return scalar_op(t, t->cur); }
static int step_softmax(fg_tmpl *t) { return softmax(t, t->cur); }

typedef int (*fg_step)(fg_tmpl *);
static const struct {
  fg_step fn;
  int weight;
} fg_steps[] = {
    {step_unary, 16},    {step_binary, 14},  {scalar_op_cur, 8}, {step_linear, 12},
    {step_norm, 6},      {step_softmax, 4},  {step_reduce, 7},   {step_convert, 5},
    {step_int, 4},       {step_where, 5},    {step_view, 4},     {step_transpose, 4},
    {step_attention, 3}, {step_swiglu, 2},   {step_residual, 4}, {step_expand, 3},
    {step_const, 2},     {step_positive, 4}, {step_gather, 8},   {step_index_put, 2},
    {step_conv2d, 4},    {step_conv1d, 3},   {step_bmm, 4},      {step_conv2d_s, 3},
};

static int random_step(fg_tmpl *t) {
  int total = 0;
  for (size_t i = 0; i < sizeof fg_steps / sizeof *fg_steps; i++) total += fg_steps[i].weight;
  int x = fg_int(&t->r, 0, total - 1);
  size_t i = 0;
  while (x >= fg_steps[i].weight) x -= fg_steps[i++].weight;
  return fg_steps[i].fn(t);
}

// Results: the current value and a few earlier ones (values that escape
// their fused groups), from a stream of their own so that --steps keeps
// the choice stable.
static void pick_outputs(fg_tmpl *t, fg_rng *r) {
  t->outs[t->nouts++] = t->cur;
  int extra = fg_int(r, 0, 3);
  for (int k = 0; k < extra && t->npool && t->nouts < FG_MAX_OUTS; k++) {
    int p = t->pool[fg_int(r, 0, t->npool - 1)];
    if (N(t, p)->shape.rank == 0) continue;
    t->outs[t->nouts++] = p;
  }
}

static void build_template(fg_tmpl *t, uint64_t seed, int index, int max_steps) {
  *t =
      (fg_tmpl){.r = {seed * 1000003u + (uint64_t)index * 7919u + 1}, .index = index, .kv_src = -1};
  fg_rng outs = {t->r.s ^ 0x5bd1e995u};
  fg_dt dt = (fg_dt)fg_int(&t->r, G_F32, G_BF16);
  int n = fg_sizes[fg_int(&t->r, 0, (int)(sizeof fg_sizes / sizeof *fg_sizes) - 1)];
  t->cur = arg(t, act_shape(true, n), dt, -1, 1);
  t->s_src = t->cur, t->s_dim = 1;
  if (fg_chance(&t->r, 30)) set_cur(t, flatten(t, t->cur));
  int steps = fg_int(&t->r, 2, 14);
  if (max_steps >= 0 && steps > max_steps) steps = max_steps;
  for (t->steps = 0; t->steps < steps; t->steps++) {
    if (t->count > FG_MAX_NODES - 64 || t->nargs > FG_MAX_ARGS - 8) break;
    int y = random_step(t);
    if (y >= 0) set_cur(t, y);
    squash(t);
  }
  pick_outputs(t, &outs);
}

//
// Entry points: B, S and KV made concrete
//
typedef struct fg_entry {
  char name[64];
  int b;
  bool sdyn, kvdyn;
  int sk, sfix, kvk, kvfix;     // S = sk * s0 or sfix; KV = kvk * s1 or kvfix
  int64_t slo, shi, kvlo, kvhi; // the facts of s0 and s1
  int ncalls;
  int64_t cs[2], ckv[2]; // each call's S and KV (the symbols' values)
} fg_entry;

typedef struct fg_cdim {
  int64_t c;
  int sym; // -1: the constant c; else c * s<sym>
} fg_cdim;

static fg_cdim cdim(const fg_entry *e, fg_dim d) {
  switch (d.k) {
  case DK_C: return (fg_cdim){d.c, -1};
  case DK_B: return (fg_cdim){e->b, -1};
  case DK_S: return e->sdyn ? (fg_cdim){e->sk, 0} : (fg_cdim){e->sfix, -1};
  case DK_BS:
    return e->sdyn ? (fg_cdim){(int64_t)e->b * e->sk, 0} : (fg_cdim){(int64_t)e->b * e->sfix, -1};
  case DK_KV: return e->kvdyn ? (fg_cdim){e->kvk, 1} : (fg_cdim){e->kvfix, -1};
  case DK_KEEP: break;
  }
  return (fg_cdim){-1, -1};
}

static int64_t call_dim(const fg_entry *e, int call, fg_dim d) {
  fg_cdim c = cdim(e, d);
  if (c.sym < 0) return c.c;
  return c.c * (c.sym == 0 ? e->cs[call] : e->ckv[call]);
}

// A symbol value for a call: small, within the facts.
static int64_t pick_value(fg_rng *r, int k, int64_t lo, int64_t hi, bool second) {
  int64_t cap = 96 / k;
  if (cap < lo) cap = lo;
  if (cap > hi) cap = hi;
  if (!second) return lo + (cap > lo && fg_chance(r, 50));
  return lo + (int64_t)(fg_next(r) % (uint64_t)(cap - lo + 1));
}

static void make_entry(fg_rng *r, const fg_tmpl *t, int index, fg_entry *e) {
  static const int ks[] = {1, 2, 4, 8, 16, 32}, his[] = {1, 2, 4, 8, 64, 1024, 4095, 1 << 20};
  *e = (fg_entry){.b = fg_int(r, 1, 4)};
  int kind = index == 0 ? 0 : fg_int(r, 0, 2); // the first is symbolic
  const char *what = kind == 0 ? "prefill" : kind == 1 ? "decode" : "fixed";
  if (kind == 0) {
    e->sdyn = true;
    e->sk = FG_PICK(r, ks);
    e->slo = t->reduces_s ? fg_int(r, 1, 3) : fg_int(r, 0, 3);
    e->shi = e->slo + FG_PICK(r, his) - 1;
  } else {
    e->sfix = kind == 1 ? 1 : fg_int(r, 2, 40);
  }
  if (fg_chance(r, 60)) {
    e->kvdyn = true;
    e->kvk = FG_PICK(r, ks);
    e->kvlo = fg_int(r, 1, 3);
    e->kvhi = e->kvlo + FG_PICK(r, his) - 1;
  } else {
    e->kvfix = fg_int(r, 1, 40);
  }
  e->ncalls = e->sdyn || e->kvdyn ? 2 : 1;
  for (int c = 0; c < e->ncalls; c++) {
    if (e->sdyn) e->cs[c] = pick_value(r, e->sk, e->slo, e->shi, c > 0);
    if (e->kvdyn) e->ckv[c] = pick_value(r, e->kvk, e->kvlo, e->kvhi, c > 0);
  }
  if (e->ncalls == 2 && e->cs[0] == e->cs[1] && e->ckv[0] == e->ckv[1]) e->ncalls = 1;
  snprintf(e->name, sizeof e->name, "t%d_%s_bs%d_%d", t->index, what, e->b, index);
}

//
// Printing
//
typedef struct fg_emit {
  strbuf *o;
  const fg_tmpl *t;
  const fg_entry *e;
  int next; // constants %c<n>
} fg_emit;

static void print_type(strbuf *sb, const fg_entry *e, const fg_shape *s, fg_dt dt, bool mut) {
  sb_append(sb, mut ? "!torch.tensor<[" : "!torch.vtensor<[");
  for (int i = 0; i < s->rank; i++) {
    fg_cdim c = cdim(e, s->d[i]);
    if (i) sb_putc(sb, ',');
    if (c.sym < 0) sb_printf(sb, "%lld", (long long)c.c);
    else sb_putc(sb, '?');
  }
  sb_printf(sb, "],%s>", fg_dt_mlir[dt]);
}

static void print_name(strbuf *sb, const fg_tmpl *t, int i) {
  const fg_node *n = &t->nodes[i];
  if (n->parent >= 0) sb_printf(sb, "%%v%d#%d", n->parent, n->index);
  else sb_printf(sb, "%%v%d", i);
}

static void print_node_type(strbuf *sb, const fg_emit *w, int i) {
  print_type(sb, w->e, &w->t->nodes[i].shape, w->t->nodes[i].dt, w->t->nodes[i].mut);
}

static void emit_bind(fg_emit *w, int i) {
  const fg_node *n = &w->t->nodes[i];
  bool used[2] = {false, false};
  for (int d = 0; d < n->shape.rank; d++) {
    fg_cdim c = cdim(w->e, n->shape.d[d]);
    if (c.sym >= 0) used[c.sym] = true;
  }
  if (!used[0] && !used[1]) return;
  const char *names[2];
  int k = 0;
  static const char *const sym_names[] = {"s0", "s1"};
  sb_append(w->o, "    torch.bind_symbolic_shape ");
  print_name(w->o, w->t, i);
  sb_append(w->o, ", [");
  for (int s = 0; s < 2; s++)
    if (used[s]) sb_printf(w->o, "%s%%s%d", k ? ", " : "", s), names[s] = sym_names[k++];
  sb_append(w->o, "], affine_map<()[");
  for (int s = 0; s < k; s++) sb_printf(w->o, "%ss%d", s ? ", " : "", s);
  sb_append(w->o, "] -> (");
  for (int d = 0; d < n->shape.rank; d++) {
    fg_cdim c = cdim(w->e, n->shape.d[d]);
    if (d) sb_append(w->o, ", ");
    if (c.sym < 0) sb_printf(w->o, "%lld", (long long)c.c);
    else if (c.c == 1) sb_append(w->o, names[c.sym]);
    else sb_printf(w->o, "%s * %lld", names[c.sym], (long long)c.c);
  }
  sb_append(w->o, ")> : ");
  print_node_type(w->o, w, i);
  sb_putc(w->o, '\n');
}

static int emit_int(fg_emit *w, int64_t v) {
  int c = w->next++;
  sb_printf(w->o, "    %%c%d = torch.constant.int %lld\n", c, (long long)v);
  return c;
}

// size.int of the argument dim that holds S (or KV), times `mul`.
static int emit_size(fg_emit *w, bool kv, int64_t mul) {
  int src = kv ? w->t->kv_src : w->t->s_src, dim = kv ? w->t->kv_dim : w->t->s_dim;
  int d = emit_int(w, dim), c = w->next++;
  sb_printf(w->o, "    %%c%d = torch.aten.size.int %%v%d, %%c%d : ", c, src, d);
  print_node_type(w->o, w, src);
  sb_append(w->o, ", !torch.int -> !torch.int\n");
  if (mul == 1) return c;
  int m = emit_int(w, mul), r = w->next++;
  sb_printf(w->o,
            "    %%c%d = torch.aten.mul.int %%c%d, %%c%d : !torch.int, !torch.int -> !torch.int\n",
            r, m, c);
  return r;
}

static int emit_list(fg_emit *w, const int *elems, int n) {
  int c = w->next++;
  sb_printf(w->o, "    %%c%d = torch.prim.ListConstruct ", c);
  for (int i = 0; i < n; i++) sb_printf(w->o, "%s%%c%d", i ? ", " : "", elems[i]);
  sb_append(w->o, " : (");
  for (int i = 0; i < n; i++) sb_append(w->o, i ? ", !torch.int" : "!torch.int");
  sb_append(w->o, ") -> !torch.list<int>\n");
  return c;
}

static int emit_sizes(fg_emit *w, const fg_opnd *o) {
  int elems[FG_RANK];
  for (int i = 0; i < o->n; i++) {
    fg_dim d = o->dims[i];
    fg_cdim c = cdim(w->e, d);
    if (d.k == DK_KEEP || (c.sym >= 0 && o->neg1[i])) elems[i] = emit_int(w, -1);
    else if (c.sym < 0) elems[i] = emit_int(w, c.c);
    else if (d.k == DK_KV) elems[i] = emit_size(w, true, 1);
    else elems[i] = emit_size(w, false, d.k == DK_BS ? w->e->b : 1);
  }
  return emit_list(w, elems, o->n);
}

// torch.prim.ListConstruct of tensors (and nones, in an optional list).
static int emit_tensors(fg_emit *w, const fg_opnd *o) {
  int none = -1;
  for (int i = 0; i < o->n && none < 0; i++)
    if (o->ints[i] < 0)
      none = w->next++, sb_printf(w->o, "    %%c%d = torch.constant.none\n", none);
  strbuf names = {0}, types = {0};
  for (int i = 0; i < o->n; i++) {
    if (i) sb_append(&names, ", "), sb_append(&types, ", ");
    if (o->ints[i] < 0) {
      sb_printf(&names, "%%c%d", none);
      sb_append(&types, "!torch.none");
    } else {
      print_name(&names, w->t, (int)o->ints[i]);
      print_node_type(&types, w, (int)o->ints[i]);
    }
  }
  int c = w->next++;
  sb_printf(w->o, "    %%c%d = torch.prim.ListConstruct %s : (%s) -> %s\n", c, sb_cstr(&names),
            sb_cstr(&types), o->i ? "!torch.list<optional<vtensor>>" : "!torch.list<vtensor>");
  sb_free(&names), sb_free(&types);
  return c;
}

// Emits what operand o needs and appends its name and type.
static void emit_operand(fg_emit *w, const fg_opnd *o, strbuf *names, strbuf *types) {
  int c = -1;
  const char *type = NULL;
  switch (o->k) {
  case OK_NODE:
    print_name(names, w->t, o->node);
    print_node_type(types, w, o->node);
    return;
  case OK_INT: c = emit_int(w, o->i), type = "!torch.int"; break;
  case OK_FLOAT:
    c = w->next++, type = "!torch.float";
    sb_printf(w->o, "    %%c%d = torch.constant.float %.17e\n", c, o->f);
    break;
  case OK_BOOL:
    c = w->next++, type = "!torch.bool";
    sb_printf(w->o, "    %%c%d = torch.constant.bool %s\n", c, o->i ? "true" : "false");
    break;
  case OK_NONE:
    c = w->next++, type = "!torch.none";
    sb_printf(w->o, "    %%c%d = torch.constant.none\n", c);
    break;
  case OK_STR:
    c = w->next++, type = "!torch.str";
    sb_printf(w->o, "    %%c%d = torch.constant.str \"%s\"\n", c, o->s);
    break;
  case OK_DEVICE:
    c = w->next++, type = "!torch.Device";
    sb_printf(w->o, "    %%c%d = torch.constant.device \"cpu\"\n", c);
    break;
  case OK_INTS: {
    int elems[FG_RANK];
    for (int i = 0; i < o->n; i++) elems[i] = emit_int(w, o->ints[i]);
    c = emit_list(w, elems, o->n), type = "!torch.list<int>";
    break;
  }
  case OK_SIZES: c = emit_sizes(w, o), type = "!torch.list<int>"; break;
  case OK_TENSORS:
    c = emit_tensors(w, o), type = o->i ? "!torch.list<optional<vtensor>>" : "!torch.list<vtensor>";
    break;
  }
  sb_printf(names, "%%c%d", c);
  sb_append(types, type);
}

// The two ops of a mutable argument, in their own syntax.
static bool emit_mutable_op(fg_emit *w, int i) {
  const fg_node *n = &w->t->nodes[i];
  if (!strcmp(n->op, "torch.copy.to_vtensor")) {
    sb_printf(w->o, "    %%v%d = torch.copy.to_vtensor %%v%d : ", i, n->opd[0].node);
    print_node_type(w->o, w, i);
  } else if (!strcmp(n->op, "torch.overwrite.tensor.contents")) {
    sb_printf(w->o, "    torch.overwrite.tensor.contents %%v%d overwrites %%v%d : ", n->opd[0].node,
              n->opd[1].node);
    print_node_type(w->o, w, n->opd[0].node);
    sb_append(w->o, ", ");
    print_node_type(w->o, w, n->opd[1].node);
  } else {
    return false;
  }
  sb_putc(w->o, '\n');
  return true;
}

static void emit_op(fg_emit *w, int i) {
  const fg_node *n = &w->t->nodes[i];
  if (emit_mutable_op(w, i)) return;
  strbuf names = {0}, types = {0}, results = {0};
  for (int k = 0; k < n->nopd; k++) {
    if (k) sb_append(&names, ", "), sb_append(&types, ", ");
    emit_operand(w, &n->opd[k], &names, &types);
  }
  if (n->nres > 1) {
    for (int k = 0; k < n->nres; k++) {
      if (k) sb_append(&results, ", ");
      print_node_type(&results, w, n->res[k]);
    }
  } else {
    print_node_type(&results, w, i);
  }
  sb_printf(w->o, "    %%v%d", i);
  if (n->nres > 1) sb_printf(w->o, ":%d", n->nres);
  if (n->operator_form)
    sb_printf(w->o, " = torch.operator \"%s\"(%s) : (%s) -> (%s)\n", n->op, sb_cstr(&names),
              sb_cstr(&types), sb_cstr(&results));
  else
    sb_printf(w->o, " = %s %s : %s -> %s\n", n->op, sb_cstr(&names), sb_cstr(&types),
              sb_cstr(&results));
  if (n->bind) {
    if (n->nres > 1)
      for (int k = 0; k < n->nres; k++) emit_bind(w, n->res[k]);
    else emit_bind(w, i);
  }
  sb_free(&names), sb_free(&types), sb_free(&results);
}

static void emit_function(strbuf *o, const fg_tmpl *t, const fg_entry *e) {
  fg_emit w = {o, t, e, 0};
  sb_printf(o, "  func.func @%s(", e->name);
  for (int a = 0; a < t->nargs; a++) {
    sb_printf(o, "%s%%v%d: ", a ? ", " : "", t->args[a]);
    print_node_type(o, &w, t->args[a]);
  }
  sb_append(o, ") -> (");
  for (int r = 0; r < t->nouts; r++) {
    if (r) sb_append(o, ", ");
    print_node_type(o, &w, t->outs[r]);
  }
  sb_append(o, ") attributes {torch.assume_strict_symbolic_shapes} {\n");
  if (e->sdyn)
    sb_printf(
        o, "    %%s0 = torch.symbolic_int \"s0\" {min_val = %lld, max_val = %lld} : !torch.int\n",
        (long long)e->slo, (long long)e->shi);
  if (e->kvdyn && t->kv_src >= 0)
    sb_printf(
        o, "    %%s1 = torch.symbolic_int \"s1\" {min_val = %lld, max_val = %lld} : !torch.int\n",
        (long long)e->kvlo, (long long)e->kvhi);
  for (int a = 0; a < t->nargs; a++) emit_bind(&w, t->args[a]);
  for (int i = 0; i < t->count; i++)
    if (t->nodes[i].op && t->nodes[i].parent < 0) emit_op(&w, i);
  sb_append(o, "    return ");
  for (int r = 0; r < t->nouts; r++) {
    if (r) sb_append(o, ", ");
    print_name(o, t, t->outs[r]);
  }
  sb_append(o, " : ");
  for (int r = 0; r < t->nouts; r++) {
    if (r) sb_append(o, ", ");
    print_node_type(o, &w, t->outs[r]);
  }
  sb_append(o, "\n  }\n");
}

static void emit_calls(strbuf *o, const fg_tmpl *t, const fg_entry *e) {
  for (int c = 0; c < e->ncalls; c++) {
    static const char *const tol[] = {"exact", "f32", "f16", "bf16"};
    int nmut = 0;
    for (int a = 0; a < t->nargs; a++) nmut += t->nodes[t->args[a]].mut;
    // the results, then each mutable argument's new value (as the tools
    // write them)
    sb_printf(o, "call %s %d ", e->name, t->nouts + nmut);
    for (int r = 0; r < t->nouts; r++) {
      const fg_node *n = &t->nodes[t->outs[r]];
      sb_printf(o, "%s%s", r ? "," : "", tol[fg_float(n->dt) ? n->prec : 0]);
    }
    for (int a = 0; a < t->nargs; a++) {
      const fg_node *n = &t->nodes[t->args[a]];
      if (n->mut) sb_printf(o, ",%s", tol[fg_float(n->dt) ? n->prec : 0]);
    }
    for (int a = 0; a < t->nargs; a++) {
      const fg_node *n = &t->nodes[t->args[a]];
      sb_putc(o, ' ');
      for (int d = 0; d < n->shape.rank; d++)
        sb_printf(o, "%lldx", (long long)call_dim(e, c, n->shape.d[d]));
      sb_printf(o, "%s:%.17g:%.17g", fg_dt_npy[n->dt], n->lo, n->hi);
    }
    sb_putc(o, '\n');
  }
}

//
// Driver
//
static bool write_file(const char *path, strbuf *sb) {
  FILE *f = tool_open_output(path);
  if (!f) return false;
  const char *s = sb_cstr(sb);
  size_t n = strlen(s);
  bool ok = fwrite(s, 1, n, f) == n;
  return tool_close_output(f) && ok;
}

static bool parse_long(const char *s, long *v) {
  char *end;
  *v = strtol(s, &end, 10);
  return end != s && !*end;
}

static const char usage_text[] =
    "usage: facet-fuzz-gen --seed=N -o P.mlir --calls=P.calls [--templates=T] [--steps=K] "
    "[--only=I]\n"
    "  --seed=N        the random program's seed (same seed, same program)\n"
    "  -o P.mlir       the torch-dialect program to write\n"
    "  --calls=P.calls its calls and inputs, for the differential fuzzer\n"
    "  --templates=T   how many templates a program draws from (1..8)\n"
    "  --steps=K       ops per function\n"
    "  --only=I        use template I alone\n"
    "  --help, --version  this text; facet's version\n";

int main(int argc, char **argv) {
  tool_init("facet-fuzz-gen");
  int std_rc = tool_standard_flags(argc, argv, usage_text);
  if (std_rc >= 0) return std_rc;
  const char *out = NULL, *calls = NULL;
  long seed = -1, templates = 0, steps = -1, only = -1;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    bool ok = true;
    if (!strncmp(a, "--seed=", 7)) ok = parse_long(a + 7, &seed) && seed >= 0;
    else if (!strncmp(a, "--templates=", 12))
      ok = parse_long(a + 12, &templates) && templates > 0 && templates <= 8;
    else if (!strncmp(a, "--steps=", 8)) ok = parse_long(a + 8, &steps) && steps >= 0;
    else if (!strncmp(a, "--only=", 7)) ok = parse_long(a + 7, &only) && only >= 0;
    else if (!strncmp(a, "--calls=", 8)) calls = a + 8;
    else if (!strcmp(a, "-o") && i + 1 < argc) out = argv[++i];
    else ok = false;
    if (!ok) {
      tool_error("bad argument '%s' (see --help)", a);
      return 2;
    }
  }
  if (seed < 0 || !out || !calls) {
    tool_error("--seed, -o and --calls are required (see --help)");
    return 2;
  }
  fg_rng top = {(uint64_t)seed * 0x2545f4914f6cdd1dull + 17};
  if (!templates) templates = fg_int(&top, 1, 3);
  strbuf prog = {0}, lines = {0};
  sb_printf(&prog, "// facet-fuzz-gen --seed=%ld%s\nmodule {\n", seed,
            steps >= 0 || only >= 0 ? " (cut down)" : "");
  static fg_tmpl t;
  for (int i = 0; i < templates; i++) {
    if (only >= 0 && i != only) continue;
    build_template(&t, (uint64_t)seed, i, (int)steps);
    fg_rng er = {(uint64_t)seed * 31337u + (uint64_t)i * 101u + 5};
    int entries = fg_int(&er, 1, 4);
    for (int k = 0; k < entries; k++) {
      fg_entry e;
      make_entry(&er, &t, k, &e);
      emit_function(&prog, &t, &e);
      emit_calls(&lines, &t, &e);
    }
  }
  sb_append(&prog, "}\n");
  if (!write_file(out, &prog) || !write_file(calls, &lines)) {
    tool_error("cannot write '%s' or '%s'", out, calls);
    return 1;
  }
  sb_free(&prog), sb_free(&lines);
  return 0;
}
