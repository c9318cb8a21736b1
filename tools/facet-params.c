// facet-params: writes a parameter file with a value for every parameter a
// module reads, so that any model runs without its real weights.
//
//   facet-params M.facet|M.mlir [--format=safetensors|irpa] [--scope=model]
//                [--init=random|uniform|zeros] [--seed=N] [--min=X --max=Y]
//                [--from=FILE] -o FILE
//   facet-params M.facet|M.mlir --list
//
// The parameters are those of a compiled module, or, from MLIR (a file
// ending in .mlir or .mlirbc), the util.globals bound to #stream.parameter.named
// (so the exports that do not compile yet get weights too: the reference
// runs them). The format is --format's, or the one -o's extension names.
//
// Every parameter is drawn from its own generator (splitmix64 seeded by
// --seed and the key), so a parameter's values depend neither on the
// format nor on the other parameters: a safetensors and an IRPA file
// written with the same seed hold the same values.
//
// --init=random (the default) scales each float parameter by its role,
// read off its key, so that a model's activations keep their size through
// the layers, its logits stay finite in f16 and vary with the input (the
// arg-max is not the same token everywhere):
//   norm weight   key has "norm" (or "ln"), ends in .weight/.scale:
//                 normal(1, 0.1) (not exactly 1: a dropped multiply shows)
//   bias          ends in .bias: normal(0, 0.1)
//   embedding     key has "embd"/"embed"/"wte"/"wpe": normal(0, 1), the
//                 size of a normalized activation
//   matrix        rank >= 2 otherwise: normal(0, 1/sqrt(fan_in)), fan_in
//                 the product of the dims after the first (a Linear's
//                 [out, in]), as PyTorch's initialization keeps variance
//   other         normal(0, 0.1)
// Integers are uniform in [0, 3], bools in [0, 1]. --init=uniform is the
// former default: floats uniform in [-1/sqrt(n), 1/sqrt(n)], n the
// innermost dim, or in [--min, --max]. --init=zeros writes zeros (IRPA:
// splat entries, so the file holds no data).
//
// A tensor-parallel export (docs/devices.md) names the shards of a split
// tensor KEY "KEY.shard.I" (one per device). For such an export -o FILE.EXT
// writes one file per rank, FILE.rank0.EXT, FILE.rank1.EXT, ..., as
// sharktank does: rank R holds the shards R, rank 0 also every parameter
// that is not a shard (a replicated weight, which every device's global
// names). A shard's values are the slice of the whole tensor KEY that the
// unsharded export's parameter KEY gets with the same --seed (or from
// --from), so a tp export and its one-device twin compute the same
// function. The split dim is the one in which the shards' shapes differ,
// or, when they are equal, the one sharktank's Llama sharding splits that
// name along (attn_q / k / v, ffn_gate / up by rows; attn_output, ffn_down
// and output by their input dim); the shards are placed in shard order.
// --list shows each shard's rank and slice. A quantized shard's planes,
// "KEY.shard.I:qs", "KEY.shard.I:d", ..., are slices of the unsharded
// export's planes "KEY:qs", ... (the rows, or along dim 1 whole blocks of
// K), so a sharded quantized export dequantizes to its twin's weights.
//
// --from=FILE takes the values from a parameter file instead (any format
// facet reads), by the whole tensors' keys: an unsharded model's weights,
// sharded for its tp export, or copied as they are for any export.
//
// Parameter files carry no checksum, so with every file it writes
// facet-params writes a digest sidecar FILE.xxh64 (src/tooling/digest.c):
//
//   facet-params --digest FILE    writes FILE.xxh64 for any parameter file
//   facet-params --verify FILE    checks FILE against FILE.xxh64 (exit 1,
//                                 naming each entry that changed, if not)
//
// Quantized parameter files, from a float one (any format facet reads):
//
//   facet-params --quantize=q8_0|q4_0|q4_1|q4_K IN -o OUT.gguf [--keep=KEY,...]
//
// writes a GGUF file in which every 2-D float tensor whose key ends in
// ".weight" and whose rows are whole blocks is quantized by ggml's
// reference quantizer (quant.c: the blocks llama.cpp's quantizer makes
// without an importance matrix); the others are copied as they are (a
// tensor already quantized keeps its blocks). --keep names tensors kept
// float; by default token_embd.weight, which facet's exports read with a
// float gather (--keep= with no keys quantizes it too). A module binds the
// result as planes or dequantized (docs/quantization.md, "Binding").
#include "frontend/frontend.h"
#include "module/module.h"
#include "runtime/params.h"
#include "tooling/tooling.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static const char usage[] =
    "usage: facet-params M.facet|M.mlir [--format=safetensors|irpa] [--scope=NAME]\n"
    "                    [--init=random|uniform|zeros] [--seed=N] [--min=X --max=Y]\n"
    "                    [--from=FILE] -o FILE\n"
    "       facet-params M.facet|M.mlir --list\n"
    "       facet-params --digest FILE     (writes FILE.xxh64)\n"
    "       facet-params --verify FILE     (checks FILE against FILE.xxh64)\n"
    "       facet-params --quantize=q8_0|q4_0|q4_1|q4_K IN -o OUT.gguf [--keep=KEY,...]\n"
    "                    (2-D float *.weight tensors quantized, others copied; --keep's\n"
    "                    stay float, by default token_embd.weight)\n"
    "  --format=safetensors|irpa|gguf  the file's format (default: from -o's extension)\n"
    "  --scope=NAME    write only the parameters of this scope\n"
    "  --init=random|uniform|zeros  values: scaled random (default), uniform in\n"
    "                  [--min, --max], or zeros\n"
    "  --seed=N        the random values' seed\n"
    "  --from=FILE     the values from this parameter file (the whole tensors' keys)\n"
    "  a tensor-parallel export (keys KEY.shard.I): -o FILE.irpa writes FILE.rank0.irpa,\n"
    "                  FILE.rank1.irpa, ... (sharktank's files), each shard the slice of the\n"
    "                  whole tensor KEY the unsharded export gets\n"
    "  --list          print each parameter (scope, key, type) instead of writing\n"
    "  --help, --version  this text; facet's version and module format\n";

static int fail(const char *fmt, const char *arg) {
  fprintf(stderr, "facet-params: error: ");
  fprintf(stderr, fmt, arg);
  fputc('\n', stderr);
  return 1;
}

// Prints and frees a failed status (1), or returns 0.
static int fail_status(facet_status_t s) {
  if (!s) return 0;
  int rc = fail("%s", facet_status_message(s));
  facet_status_free(s);
  return rc;
}

// A parameter, from a module or from MLIR (strings owned by their source).
// A shard of a split tensor (KEY.shard.I) also knows the whole tensor:
// its key, its dims, and where along `dim` the shard starts.
typedef struct param {
  const char *scope, *key;
  dtype dtype;
  uint32_t rank;
  int64_t dims[FACET_MAX_RANK];
  int shard;      // I, or -1: not a shard
  char *whole;    // KEY (malloc'd)
  int dim;        // the split dim
  int64_t offset; // the shard's first index along it
  int64_t full[FACET_MAX_RANK];
  bool placed; // dim, offset and full set
} param;

typedef enum { INIT_RANDOM, INIT_UNIFORM, INIT_ZEROS } init_kind;

typedef struct gen {
  const param *const *params;
  uint64_t seed;
  init_kind init;
  bool range_given;
  double lo, hi;
  const rt_param_file *from; // --from: the values, by the whole tensors' keys
  const char *from_path;
  facet_status_t error; // a --from parameter that is not there
} gen;

//
// Values
//
// splitmix64, as facet-npy random.
static uint64_t next_random(uint64_t *state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static double next_uniform(uint64_t *state) { // in [0, 1)
  return (double)(next_random(state) >> 11) * 0x1.0p-53;
}

static double next_normal(uint64_t *state) { // Box-Muller, one value per pair
  double u = next_uniform(state), v = next_uniform(state);
  return sqrt(-2 * log(1 - u)) * cos(2 * M_PI * v);
}

typedef struct role {
  const char *name;
  double mean, std;
} role;

static bool has(const char *key, const char *part) { return strstr(key, part) != NULL; }

static bool ends_with(const char *s, const char *tail) {
  size_t n = strlen(s), m = strlen(tail);
  return n >= m && !strcmp(s + n - m, tail);
}

// The role of a float parameter and its distribution (see the top).
static role role_of(const param *p) {
  const char *k = p->key;
  bool norm = has(k, "norm") || has(k, "ln_") || has(k, ".ln");
  if (ends_with(k, "bias")) return (role){"bias", 0, 0.1};
  if (norm && (ends_with(k, "weight") || ends_with(k, "scale"))) return (role){"norm", 1, 0.1};
  if (has(k, "embd") || has(k, "embed") || has(k, "wte") || has(k, "wpe"))
    return (role){"embedding", 0, 1};
  if (p->rank >= 2) {
    double fan_in = 1;
    for (uint32_t d = 1; d < p->rank; d++) fan_in *= (double)p->dims[d];
    return (role){"matrix", 0, 1 / sqrt(fmax(fan_in, 1))};
  }
  return (role){"other", 0, 0.1};
}

// The values of parameter p (its own key and dims: a whole tensor).
static void fill_random(const gen *g, const param *p, void *buf, size_t bytes) {
  if (g->init == INIT_ZEROS) {
    memset(buf, 0, bytes);
    return;
  }
  dtype t = p->dtype;
  uint64_t state = g->seed ^ hash_bytes(p->key, strlen(p->key));
  double inner = p->rank ? (double)p->dims[p->rank - 1] : 1;
  bool uniform = g->init == INIT_UNIFORM || g->range_given || !dtype_is_float(t);
  double lo = g->range_given ? g->lo : dtype_is_float(t) ? -1 / sqrt(fmax(inner, 1)) : 0;
  double hi = g->range_given ? g->hi : dtype_is_float(t) ? 1 / sqrt(fmax(inner, 1)) : 3;
  if (t == DT_BOOL) lo = fmax(lo, 0), hi = fmin(hi, 1);
  role r = role_of(p);
  size_t n = bytes / dtype_size(t);
  for (size_t i = 0; i < n; i++) {
    double v;
    if (!uniform) v = r.mean + r.std * next_normal(&state);
    else if (dtype_is_float(t)) v = lo + next_uniform(&state) * (hi - lo);
    else v = ceil(lo) + floor(next_uniform(&state) * (floor(hi) - ceil(lo) + 1));
    dtype_store(t, buf, i, v);
  }
}

// The values of whole tensor p from --from: its key's entry, of its dtype
// and shape (a quantized entry dequantized), as a module would bind it.
static bool fill_from(gen *g, const param *p, void *buf) {
  rt_param_view v;
  char why[256] = "is not there";
  if (!rt_params_lookup(g->from, p->key, &v) ||
      !rt_params_view_match(&v, p->dtype, p->rank, p->dims, why, sizeof why)) {
    strbuf sb = {0};
    tool_shape_print(&sb, (facet_dtype_t)p->dtype, p->rank, p->dims);
    g->error = status_new(FACET_STATUS_INVALID_ARGUMENT, "--from=%s: \"%s\" (%s wanted) %s",
                          g->from_path, p->key, sb_cstr(&sb), why);
    sb_free(&sb);
    return false;
  }
  rt_params_view_fill(g->from, &v, p->dtype, buf);
  return true;
}

static bool fill_whole(gen *g, const param *p, void *buf, size_t bytes) {
  if (g->from) return fill_from(g, p, buf);
  fill_random(g, p, buf, bytes);
  return true;
}

// A shard's values: the whole tensor's (as the unsharded export's
// parameter of that key gets them), the shard's slice copied out.
static bool fill_shard(gen *g, const param *p, void *buf) {
  param w = {.scope = p->scope, .key = p->whole, .dtype = p->dtype, .rank = p->rank, .shard = -1};
  memcpy(w.dims, p->full, sizeof w.dims);
  size_t esize = dtype_size(p->dtype), outer = 1, inner = esize, bytes = esize;
  for (uint32_t d = 0; d < p->rank; d++) bytes *= (size_t)p->full[d];
  for (int d = 0; d < p->dim; d++) outer *= (size_t)p->full[d];
  for (uint32_t d = (uint32_t)p->dim + 1; d < p->rank; d++) inner *= (size_t)p->full[d];
  uint8_t *all = xmalloc(bytes + 1);
  bool ok = fill_whole(g, &w, all, bytes);
  size_t rows = (size_t)p->dims[p->dim], stride = (size_t)p->full[p->dim];
  for (size_t o = 0; ok && o < outer; o++)
    memcpy((uint8_t *)buf + o * rows * inner, all + (o * stride + (size_t)p->offset) * inner,
           rows * inner);
  free(all);
  return ok;
}

static bool fill(void *self, size_t index, void *buf, size_t bytes) {
  gen *g = self;
  const param *p = g->params[index];
  if (p->shard >= 0) return fill_shard(g, p, buf);
  return fill_whole(g, p, buf, bytes);
}

//
// Where the parameters come from
//
typedef struct source {
  VEC(param) params;
  mod_module module; // a compiled module
  bool have_module;
  ir_context *ctx; // MLIR
  diag_engine diag;
  arena ast;
  char *text;
} source;

static int load_module(const char *path, source *s) {
  facet_status_t st = mod_read_file(path, &s->module);
  if (st) return fail_status(st);
  s->have_module = true;
  for (uint32_t i = 0; i < s->module.param_count; i++) {
    const mod_param *p = &s->module.params[i];
    param q = {
        .scope = p->scope, .key = p->key, .dtype = (dtype)p->dtype, .rank = p->rank, .shard = -1};
    memcpy(q.dims, p->dims, sizeof(int64_t) * p->rank);
    VEC_PUSH(s->params, q);
  }
  return 0;
}

static bool same_param(const param *a, const param *b) {
  return !strcmp(a->scope, b->scope) && !strcmp(a->key, b->key);
}

// The util.globals bound to named parameters (each (scope, key) once; two
// globals naming one parameter must agree on its type).
static int load_mlir(const char *path, source *s) {
  diag_init(&s->diag, stderr);
  s->ctx = ir_context_create(&s->diag);
  if (!frontend_import_file(s->ctx, &s->ast, path, &s->text)) return 1;
  for (size_t i = 0; i < s->ctx->globals.len; i++) {
    const ir_global *g = &s->ctx->globals.data[i];
    if (!g->key) continue;
    param q = {.scope = g->scope ? g->scope : "",
               .key = g->key,
               .dtype = g->type.elem,
               .rank = (uint32_t)g->type.rank,
               .shard = -1};
    for (int d = 0; d < g->type.rank; d++)
      if (!dim_is_const(g->type.dims[d], &q.dims[d]))
        return fail("global @%s has a dynamic shape: a parameter's shape must be static", g->name);
    size_t k = 0;
    while (k < s->params.len && !same_param(&s->params.data[k], &q)) k++;
    if (k == s->params.len) VEC_PUSH(s->params, q);
    else if (s->params.data[k].dtype != q.dtype || s->params.data[k].rank != q.rank ||
             memcmp(s->params.data[k].dims, q.dims, sizeof(int64_t) * q.rank))
      return fail("parameter \"%s\" is bound by globals of different types", q.key);
  }
  return 0;
}

static void source_free(source *s) {
  for (size_t i = 0; i < s->params.len; i++) free(s->params.data[i].whole);
  VEC_FREE(s->params);
  if (s->have_module) mod_free(&s->module);
  if (s->ctx) {
    ir_context_destroy(s->ctx);
    arena_free(&s->ast);
    free(s->text);
    diag_free(&s->diag);
  }
}

//
// Sharded parameters (docs/devices.md): a tensor-parallel export names
// shard I of a split tensor KEY "KEY.shard.I"; sharktank writes one file
// per rank, FILE.rankR.irpa, rank R holding the shards R and rank 0 also
// every parameter that is not a shard (the replicated ones, one parameter
// that every device's global names).
//
// Shard I of "KEY.shard.I" (the first n characters of key) in *index and
// KEY's length, or false.
static bool shard_suffix(const char *key, size_t n, int *index, size_t *base_len) {
  // the suffix ends the key: its digits run to the end, after the last ".shard."
  size_t digits = 0;
  while (digits < n && key[n - 1 - digits] >= '0' && key[n - 1 - digits] <= '9') digits++;
  const char *suffix = ".shard.";
  size_t len = strlen(suffix);
  if (!digits || digits > 5 || n < digits + len || strncmp(key + n - digits - len, suffix, len))
    return false;
  *index = (int)strtol(key + n - digits, NULL, 10), *base_len = n - digits - len;
  return true;
}

// Shard I of "KEY.shard.I" in *index and the whole tensor's key in *whole
// (malloc'd), or false. A quantized shard's plane "KEY.shard.I:PLANE"
// (sharktank's name for plane PLANE of shard I) is plane PLANE of whole
// tensor "KEY:PLANE": the unsharded export's parameter of that plane, whose
// rows (column-parallel) or blocks (row-parallel: a plane's dim 1 counts
// K's blocks) the shard holds.
static bool shard_name(const char *key, int *index, char **whole) {
  size_t n = strlen(key), base = 0, len;
  if (rt_plane_of(key, &base) == RT_PLANE_NONE) base = n;
  if (!shard_suffix(key, base, index, &len)) return false;
  *whole = xmalloc(len + (n - base) + 1);
  memcpy(*whole, key, len);
  memcpy(*whole + len, key + base, n - base + 1); // the plane's ":NAME" and the NUL
  return true;
}

// The dim sharktank splits KEY along (types/sharding.py, LlamaSharding):
// the column-parallel linears (attn_q / k / v, ffn_gate / up) by their
// output rows, the row-parallel ones (attn_output, ffn_down, output) by
// their input dim; -1 for a name it does not shard. A quantized weight's
// planes split along the same dims: rows are dim 0, K's blocks dim 1.
static int sharktank_split_dim(const char *whole) {
  char key[512];
  size_t base = 0; // a plane's key names its weight before the ':'
  snprintf(key, sizeof key, "%s", whole);
  if (rt_plane_of(key, &base) != RT_PLANE_NONE) key[base] = '\0';
  static const char *const rows[] = {"attn_q.", "attn_k.", "attn_v.", "ffn_gate.", "ffn_up."};
  static const char *const cols[] = {"attn_output.", "ffn_down."};
  for (size_t i = 0; i < FACET_ARRAY_SIZE(rows); i++)
    if (has(key, rows[i])) return 0;
  for (size_t i = 0; i < FACET_ARRAY_SIZE(cols); i++)
    if (has(key, cols[i])) return 1;
  return !strcmp(key, "output.weight") || ends_with(key, ".output.weight") ? 1 : -1;
}

// The dim the shards of one tensor are split along: the only dim in which
// their shapes differ (an uneven split), else sharktank's by name; -1 with
// a message when neither tells or they disagree.
static int split_dim(param *const *sh, int n) {
  int differ = -1, named = sharktank_split_dim(sh[0]->whole);
  for (int i = 1; i < n; i++)
    for (uint32_t d = 0; d < sh[0]->rank; d++)
      if (sh[i]->dims[d] != sh[0]->dims[d]) {
        if (differ >= 0 && differ != (int)d)
          return fail("the shards of \"%s\" differ in more than one dim", sh[0]->whole), -1;
        differ = (int)d;
      }
  if (differ >= 0 && named >= 0 && differ != named)
    return fail("the shards of \"%s\" differ along a dim sharktank does not split it along",
                sh[0]->whole),
           -1;
  if (differ < 0 && named < 0)
    return fail("cannot tell which dim \"%s\" is split along: its shards are equal and "
                "sharktank's Llama sharding does not name it",
                sh[0]->whole),
           -1;
  return differ >= 0 ? differ : named;
}

// The shards of one tensor, sh[i] shard i of n: their split dim, offsets
// and the whole tensor's dims.
static int place_shards(param **sh, int n) {
  for (int i = 1; i < n; i++)
    if (sh[i]->dtype != sh[0]->dtype || sh[i]->rank != sh[0]->rank)
      return fail("the shards of \"%s\" have different dtypes or ranks", sh[0]->whole);
  int dim = split_dim(sh, n);
  if (dim < 0) return 1;
  int64_t at = 0;
  for (int i = 0; i < n; i++) sh[i]->dim = dim, sh[i]->offset = at, at += sh[i]->dims[dim];
  for (int i = 0; i < n; i++) {
    memcpy(sh[i]->full, sh[i]->dims, sizeof sh[i]->full);
    sh[i]->full[dim] = at;
    sh[i]->placed = true;
  }
  return 0;
}

// Marks every shard and places each tensor's shards; *ranks: the shards
// per tensor (each split tensor must have shards 0 .. ranks - 1), 0 when
// the export has no shard.
static int plan_shards(source *s, int *ranks) {
  *ranks = 0;
  for (size_t i = 0; i < s->params.len; i++) {
    param *p = &s->params.data[i];
    if (!shard_name(p->key, &p->shard, &p->whole)) continue;
    if (p->shard + 1 > *ranks) *ranks = p->shard + 1;
  }
  int rc = 0;
  param **sh = xcalloc((size_t)*ranks + 1, sizeof *sh);
  for (size_t i = 0; !rc && i < s->params.len; i++) {
    const param *p = &s->params.data[i];
    if (p->shard < 0 || p->placed) continue;
    memset(sh, 0, sizeof *sh * (size_t)*ranks);
    for (size_t j = 0; j < s->params.len; j++) {
      param *q = &s->params.data[j];
      if (q->shard >= 0 && !strcmp(q->whole, p->whole) && !strcmp(q->scope, p->scope))
        sh[q->shard] = q;
    }
    for (int r = 0; !rc && r < *ranks; r++) {
      char why[512];
      snprintf(why, sizeof why, "\"%s\" has no shard %d: every split tensor needs one per rank",
               p->whole, r);
      if (!sh[r]) rc = fail("%s", why);
    }
    if (!rc) rc = place_shards(sh, *ranks);
  }
  free(sh);
  return rc;
}

// The rank whose file holds p.
static int rank_of(const param *p) { return p->shard > 0 ? p->shard : 0; }

static void list(const source *s, const gen *g, int ranks) {
  for (size_t i = 0; i < s->params.len; i++) {
    const param *p = &s->params.data[i];
    param w = *p;
    if (p->shard >= 0) w.key = p->whole, memcpy(w.dims, p->full, sizeof w.dims);
    strbuf sb = {0}, full = {0};
    tool_shape_print(&sb, (facet_dtype_t)p->dtype, p->rank, p->dims);
    printf("\"%s\"::\"%s\" %s", p->scope, p->key, sb_cstr(&sb));
    role r = role_of(&w);
    if (g->init == INIT_RANDOM && !g->range_given && !g->from && dtype_is_float(p->dtype))
      printf("  %s normal(%g, %.4g)", r.name, r.mean, r.std);
    tool_shape_print(&full, (facet_dtype_t)p->dtype, p->rank, p->full);
    if (p->shard >= 0)
      printf("  rank %d: [%lld, %lld) of dim %d of \"%s\" %s", rank_of(p), (long long)p->offset,
             (long long)(p->offset + p->dims[p->dim]), p->dim, p->whole, sb_cstr(&full));
    else if (ranks) printf("  rank 0 (replicated)");
    putchar('\n');
    sb_free(&sb);
    sb_free(&full);
  }
}

//
// Flags
//
typedef struct opts {
  const char *input, *format, *scope, *out;
  const char *digest, *verify; // --digest FILE, --verify FILE
  const quant_info *quantize;  // --quantize=TYPE
  const char *keep;            // --keep=KEY,... (tensors --quantize leaves float)
  bool list, scope_given;
  gen g;
} opts;

static const char *const own_flags[] = {"--format", "--scope",  "--init", "--list", "--quantize",
                                        "--keep",   "--seed",   "--min",  "--max",  "-o",
                                        "--digest", "--verify", "--from", "--help", "--version"};

static int parse_flag(int argc, char **argv, int *i, opts *o) {
  const char *a = argv[*i];
  char *end;
  if (!strncmp(a, "--format=", 9)) o->format = a + 9;
  else if (!strncmp(a, "--scope=", 8)) o->scope = a + 8, o->scope_given = true;
  else if (!strcmp(a, "--init=zeros")) o->g.init = INIT_ZEROS;
  else if (!strcmp(a, "--init=random")) o->g.init = INIT_RANDOM;
  else if (!strcmp(a, "--init=uniform")) o->g.init = INIT_UNIFORM;
  else if (!strcmp(a, "--list")) o->list = true;
  else if (!strncmp(a, "--quantize=", 11)) {
    for (uint64_t t = 0; t < 32 && !o->quantize; t++) {
      const quant_info *q = quant_find(t);
      if (q && q->type != QUANT_Q6_K && !strcmp(q->name, a + 11)) o->quantize = q;
    }
    if (!o->quantize) return fail("bad --quantize '%s' (q8_0, q4_0, q4_1 or q4_K)", a + 11);
  } else if (!strncmp(a, "--keep=", 7)) o->keep = a + 7;
  else if (!strncmp(a, "--from=", 7)) o->g.from_path = a + 7;
  else if (!strncmp(a, "--seed=", 7)) {
    o->g.seed = strtoull(a + 7, &end, 10);
    if (*end || a[7] < '0' || a[7] > '9') return fail("bad --seed '%s'", a + 7);
  } else if (!strncmp(a, "--min=", 6) || !strncmp(a, "--max=", 6)) {
    double v = strtod(a + 6, &end);
    if (end == a + 6 || *end) return fail("bad value in '%s'", a);
    *(a[4] == 'i' ? &o->g.lo : &o->g.hi) = v;
    o->g.range_given = true;
  } else if (!strcmp(a, "-o") && *i + 1 < argc) o->out = argv[++*i];
  else if (!strcmp(a, "--digest") && *i + 1 < argc) o->digest = argv[++*i];
  else if (!strcmp(a, "--verify") && *i + 1 < argc) o->verify = argv[++*i];
  else if (a[0] != '-' && !o->input) o->input = a;
  else return tool_unknown_flag(a, own_flags, FACET_ARRAY_SIZE(own_flags));
  return 0;
}

static int parse(int argc, char **argv, opts *o) {
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) return fputs(usage, stdout), -1;
    int rc = parse_flag(argc, argv, &i, o);
    if (rc) return rc;
  }
  if (o->digest || o->verify) return 0;
  if (o->quantize && (!o->input || !o->out))
    return fail("%s", "--quantize needs an input parameter file and -o FILE.gguf");
  if (o->quantize)
    return o->format && strcmp(o->format, "gguf") ? fail("%s", "--quantize writes gguf") : 0;
  if (!o->input) return fail("%s", "no module given (see --help)");
  if (!o->list && !o->out) return fail("%s", "-o FILE is required (see --help)");
  if (!o->list && !o->format) {
    if (ends_with(o->out, ".irpa")) o->format = "irpa";
    else if (ends_with(o->out, ".safetensors")) o->format = "safetensors";
    else return fail("give --format: '%s' ends in neither .irpa nor .safetensors", o->out);
  }
  if (o->g.range_given && !(o->g.lo <= o->g.hi)) return fail("%s", "--min must be <= --max");
  return 0;
}

// Parameters of the scope (or of the source's only scope).
static int select_params(const source *s, opts *o, const param ***out, size_t *n) {
  for (size_t i = 0; !o->scope_given && i < s->params.len; i++) {
    if (o->scope && strcmp(o->scope, s->params.data[i].scope))
      return fail("the module's parameters have several scopes ('%s' and others): pick one with "
                  "--scope",
                  o->scope);
    o->scope = s->params.data[i].scope;
  }
  *out = calloc(s->params.len + 1, sizeof **out);
  *n = 0;
  for (size_t i = 0; i < s->params.len; i++)
    if (!o->scope || !strcmp(o->scope, s->params.data[i].scope))
      (*out)[(*n)++] = &s->params.data[i];
  return 0;
}

// --verify: "FILE: OK (...)" and 0, or what differs and 1.
static int verify(const char *path) {
  strbuf report = {0};
  facet_status_t s = tool_params_verify(path, NULL, &report);
  if (!s) printf("%s\n", sb_cstr(&report));
  sb_free(&report);
  return fail_status(s);
}

// Bytes of a parameter (its shape was checked by the module reader or the
// importer).
static uint64_t param_bytes(const param *p) {
  uint64_t n = dtype_size(p->dtype);
  for (uint32_t d = 0; d < p->rank; d++) n *= (uint64_t)p->dims[d];
  return n;
}

static const char *init_name(const gen *g) {
  return g->init == INIT_ZEROS                       ? "zeros"
         : g->init == INIT_UNIFORM || g->range_given ? "uniform"
                                                     : "random, scaled by role";
}

// The file of rank r of a sharded parameter set: FILE.rankR.EXT for
// FILE.EXT, as sharktank names them (malloc'd).
static char *rank_path(const char *out, int r) {
  const char *slash = strrchr(out, '/'), *dot = strrchr(out, '.');
  if (!dot || (slash && dot < slash)) dot = out + strlen(out);
  strbuf sb = {0};
  sb_printf(&sb, "%.*s.rank%d%s", (int)(dot - out), out, r, dot);
  return sb.data;
}

// Writes ps[0..n) to path, with its digest.
static int write_file(opts *o, const param **ps, size_t n, const char *path) {
  tool_param_spec *specs = calloc(n + 1, sizeof *specs);
  uint64_t total = 0;
  for (size_t i = 0; i < n; i++) {
    const param *p = ps[i];
    specs[i] = (tool_param_spec){.key = p->key, .dtype = p->dtype, .rank = p->rank};
    memcpy(specs[i].dims, p->dims, sizeof p->dims);
    specs[i].splat = o->g.init == INIT_ZEROS && !o->g.from; // IRPA: no data; safetensors: zeros
    specs[i].pattern_length = (uint8_t)dtype_size(p->dtype);
    total += param_bytes(p);
  }
  o->g.params = ps;
  facet_status_t st = tool_params_write(path, o->format, specs, n, fill, &o->g);
  if (o->g.error) facet_status_free(st), st = o->g.error, o->g.error = NULL;
  int rc = fail_status(st);
  if (!rc) rc = fail_status(tool_params_digest(path, NULL));
  if (!rc)
    printf("wrote %zu parameter%s of scope '%s' (%llu bytes of values, %s) to %s\n", n,
           n == 1 ? "" : "s", o->scope ? o->scope : "", (unsigned long long)total,
           o->g.from ? o->g.from_path : init_name(&o->g), path);
  free(specs);
  return rc;
}

// One file, or with shards one per rank (rank_path), each the parameters
// rank_of places there.
static int write_params(opts *o, const source *s, int ranks) {
  const param **ps = NULL, **mine = NULL;
  size_t n = 0;
  int rc = select_params(s, o, &ps, &n);
  if (!rc && !ranks) rc = write_file(o, ps, n, o->out);
  mine = calloc(n + 1, sizeof *mine);
  for (int r = 0; !rc && r < ranks; r++) {
    size_t m = 0;
    for (size_t i = 0; i < n; i++)
      if (rank_of(ps[i]) == r) mine[m++] = ps[i];
    char *path = rank_path(o->out, r);
    rc = write_file(o, mine, m, path);
    free(path);
  }
  free(mine);
  free(ps);
  return rc;
}

//
// --quantize
//
typedef struct quantizer {
  const rt_param_file *in;
  const rt_param_entry **entries; // spec i's entry
  const tool_param_spec *specs;
} quantizer;

// Is `key` in the comma-separated list?
static bool listed(const char *list, const char *key) {
  size_t n = strlen(key);
  for (const char *p = list; p && *p;) {
    const char *comma = strchr(p, ',');
    size_t len = comma ? (size_t)(comma - p) : strlen(p);
    if (len == n && !memcmp(p, key, n)) return true;
    p = comma ? comma + 1 : NULL;
  }
  return false;
}

// A tensor --quantize quantizes: 2-D float, key "*.weight", rows of whole
// blocks, not kept.
static bool quantizable(const rt_param_entry *e, const quant_info *q, const char *keep) {
  return dtype_is_float(e->dtype) && e->rank == 2 && ends_with(e->key, ".weight") &&
         e->dims[1] > 0 && e->dims[1] % q->block_elems == 0 && !listed(keep, e->key);
}

// Spec i: the entry's bytes, or its rows (read as f32) quantized.
static bool quantize_rows(void *self, size_t i, void *buf, size_t bytes) {
  const quantizer *z = self;
  const rt_param_entry *e = z->entries[i];
  const quant_info *q = quant_find(z->specs[i].quant);
  if (!q || e->quant) {
    rt_params_fill(z->in, e, buf);
    return true;
  }
  uint64_t rows = (uint64_t)e->dims[0], k = (uint64_t)e->dims[1];
  uint8_t *values = malloc(e->length + 1);
  float *row = malloc(sizeof(float) * k);
  rt_params_fill(z->in, e, values); // a splat too
  for (uint64_t r = 0; r < rows; r++) {
    for (uint64_t j = 0; j < k; j++) row[j] = (float)dtype_load(e->dtype, values, r * k + j);
    q->quantize_ref(row, (uint8_t *)buf + bytes / rows * r, (int64_t)k);
  }
  free(values);
  free(row);
  return true;
}

static int quantize_file(const opts *o) {
  rt_param_file in;
  if (fail_status(rt_params_open(o->input, NULL, &in))) return 1;
  const char *keep = o->keep ? o->keep : "token_embd.weight";
  tool_param_spec *specs = calloc(in.count + 1, sizeof *specs);
  const rt_param_entry **entries = calloc(in.count + 1, sizeof *entries);
  size_t quantized = 0;
  uint64_t before = 0, after = 0;
  int rc = 0;
  for (size_t i = 0; !rc && i < in.count; i++) {
    const rt_param_entry *e = &in.entries[i];
    if ((e->dtype == DT_INVALID && !e->quant) || e->rank < 0)
      rc = fail("%s: cannot copy it to GGUF (no dtype and shape facet knows)", e->key);
    specs[i] = (tool_param_spec){
        .key = e->key, .dtype = e->dtype, .rank = (uint32_t)e->rank, .quant = e->quant};
    memcpy(specs[i].dims, e->dims, sizeof e->dims);
    entries[i] = e;
    bool quantize = !rc && quantizable(e, o->quantize, keep);
    if (quantize) specs[i].quant = o->quantize->type, quantized++;
    before += e->length;
    uint64_t n = (uint64_t)(e->rank == 2 ? e->dims[0] * e->dims[1] : 0), b = 0;
    after += quantize && quant_bytes(o->quantize, n, &b) ? b : e->length;
  }
  quantizer z = {&in, entries, specs};
  if (!rc) rc = fail_status(tool_params_write(o->out, "gguf", specs, in.count, quantize_rows, &z));
  if (!rc) rc = fail_status(tool_params_digest(o->out, NULL));
  if (!rc)
    printf("wrote %zu tensors to %s: %zu quantized to %s, %llu -> %llu bytes\n", in.count, o->out,
           quantized, o->quantize->name, (unsigned long long)before, (unsigned long long)after);
  free(specs);
  free(entries);
  rt_params_close(&in);
  return rc;
}

int main(int argc, char **argv) {
  tool_init("facet-params");
  int std_rc = tool_standard_flags(argc, argv, usage);
  if (std_rc >= 0) return std_rc;
  opts o = {0};
  int rc = parse(argc, argv, &o);
  if (rc) return rc < 0 ? 0 : rc;
  if (o.verify) return verify(o.verify);
  if (o.digest) return fail_status(tool_params_digest(o.digest, NULL));
  if (o.quantize) return quantize_file(&o);
  source s = {0};
  rc = ends_with(o.input, ".mlir") || ends_with(o.input, ".mlirbc") ? load_mlir(o.input, &s)
                                                                    : load_module(o.input, &s);
  int ranks = 0;
  rt_param_file from = {0};
  if (!rc) rc = plan_shards(&s, &ranks);
  if (!rc && o.g.from_path) rc = fail_status(rt_params_open(o.g.from_path, NULL, &from));
  if (!rc && o.g.from_path) o.g.from = &from;
  if (!rc && o.list) list(&s, &o.g, ranks);
  else if (!rc) rc = write_params(&o, &s, ranks);
  if (o.g.from) rt_params_close(&from);
  source_free(&s);
  return rc;
}
