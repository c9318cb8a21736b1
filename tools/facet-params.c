// facet-params: writes a parameter file with a value for every parameter a
// module reads, so that any model runs without its real weights.
//
//   facet-params M.facet --format=safetensors|irpa [--scope=model]
//                [--init=zeros|random] [--seed=N] [--min=X --max=Y] -o FILE
//   facet-params M.facet --list
//
// --init=random (the default) draws each parameter from its own generator
// (splitmix64 seeded by --seed and the key), so a parameter's values do not
// depend on the format or on the other parameters: a safetensors and an
// IRPA file written with the same seed hold the same bytes. Floats are
// uniform in [-1/sqrt(n), 1/sqrt(n)], n the innermost dim (PyTorch's
// default for a Linear of fan-in n), or in [--min, --max]; integers are
// uniform in [0, 3] or [--min, --max]. --init=zeros writes zeros (IRPA:
// splat entries, so the file holds no data).
//
// Parameter files carry no checksum, so with every file it writes
// facet-params writes a digest sidecar FILE.xxh64 (src/tooling/digest.c):
//
//   facet-params --digest FILE    writes FILE.xxh64 for any parameter file
//   facet-params --verify FILE    checks FILE against FILE.xxh64 (exit 1,
//                                 naming each entry that changed, if not)
#include "module/module.h"
#include "tooling/tooling.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static const char usage[] =
    "usage: facet-params M.facet --format=safetensors|irpa [--scope=NAME] [--init=zeros|random]\n"
    "                    [--seed=N] [--min=X --max=Y] -o FILE\n"
    "       facet-params M.facet --list\n"
    "       facet-params --digest FILE     (writes FILE.xxh64)\n"
    "       facet-params --verify FILE     (checks FILE against FILE.xxh64)\n";

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

typedef struct gen {
  const mod_param *const *params;
  uint64_t seed;
  bool zeros, range_given;
  double lo, hi;
} gen;

// splitmix64, as facet-npy random.
static uint64_t next_random(uint64_t *state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static bool fill(void *self, size_t index, void *buf, size_t bytes) {
  const gen *g = self;
  const mod_param *p = g->params[index];
  if (g->zeros) {
    memset(buf, 0, bytes);
    return true;
  }
  dtype t = (dtype)p->dtype;
  uint64_t state = g->seed ^ hash_bytes(p->key, strlen(p->key));
  double inner = p->rank ? (double)p->dims[p->rank - 1] : 1;
  double lo = g->range_given ? g->lo : dtype_is_float(t) ? -1 / sqrt(fmax(inner, 1)) : 0;
  double hi = g->range_given ? g->hi : dtype_is_float(t) ? 1 / sqrt(fmax(inner, 1)) : 3;
  if (t == DT_BOOL) lo = fmax(lo, 0), hi = fmin(hi, 1);
  size_t n = bytes / dtype_size(t);
  for (size_t i = 0; i < n; i++) {
    double u = (double)(next_random(&state) >> 11) * 0x1.0p-53;
    double v =
        dtype_is_float(t) ? lo + u * (hi - lo) : ceil(lo) + floor(u * (floor(hi) - ceil(lo) + 1));
    dtype_store(t, buf, i, v);
  }
  return true;
}

static void list(const mod_module *m) {
  for (uint32_t i = 0; i < m->param_count; i++) {
    const mod_param *p = &m->params[i];
    strbuf sb = {0};
    tool_shape_print(&sb, (facet_dtype_t)p->dtype, p->rank, p->dims);
    printf("\"%s\"::\"%s\" %s\n", p->scope, p->key, sb_cstr(&sb));
    sb_free(&sb);
  }
}

typedef struct opts {
  const char *module, *format, *scope, *out;
  const char *digest, *verify; // --digest FILE, --verify FILE
  bool list, scope_given;
  gen g;
} opts;

static int parse(int argc, char **argv, opts *o) {
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    char *end;
    if (!strcmp(a, "--help") || !strcmp(a, "-h")) return fputs(usage, stdout), -1;
    if (!strncmp(a, "--format=", 9))
      o->format = a + 9;
    else if (!strncmp(a, "--scope=", 8))
      o->scope = a + 8, o->scope_given = true;
    else if (!strcmp(a, "--init=zeros"))
      o->g.zeros = true;
    else if (!strcmp(a, "--init=random"))
      o->g.zeros = false;
    else if (!strcmp(a, "--list"))
      o->list = true;
    else if (!strncmp(a, "--seed=", 7)) {
      o->g.seed = strtoull(a + 7, &end, 10);
      if (*end || a[7] < '0' || a[7] > '9') return fail("bad --seed '%s'", a + 7);
    } else if (!strncmp(a, "--min=", 6) || !strncmp(a, "--max=", 6)) {
      double v = strtod(a + 6, &end);
      if (end == a + 6 || *end) return fail("bad value in '%s'", a);
      *(a[4] == 'i' ? &o->g.lo : &o->g.hi) = v;
      o->g.range_given = true;
    } else if (!strcmp(a, "-o") && i + 1 < argc)
      o->out = argv[++i];
    else if (!strcmp(a, "--digest") && i + 1 < argc)
      o->digest = argv[++i];
    else if (!strcmp(a, "--verify") && i + 1 < argc)
      o->verify = argv[++i];
    else if (a[0] != '-' && !o->module)
      o->module = a;
    else
      return fail("unknown argument '%s' (see --help)", a);
  }
  if (o->digest || o->verify) return 0;
  if (!o->module) return fail("%s", "no module given (see --help)");
  if (!o->list && (!o->format || !o->out))
    return fail("%s", "--format and -o FILE are required (see --help)");
  if (o->g.range_given && !(o->g.lo <= o->g.hi)) return fail("%s", "--min must be <= --max");
  return 0;
}

// Parameters of the scope (or of the module's only scope).
static int select_params(const mod_module *m, opts *o, const mod_param ***out, size_t *n) {
  for (uint32_t i = 0; !o->scope_given && i < m->param_count; i++) {
    if (o->scope && strcmp(o->scope, m->params[i].scope))
      return fail("the module's parameters have several scopes ('%s' and others): pick one with "
                  "--scope",
                  o->scope);
    o->scope = m->params[i].scope;
  }
  *out = calloc(m->param_count + 1, sizeof **out);
  *n = 0;
  for (uint32_t i = 0; i < m->param_count; i++)
    if (!o->scope || !strcmp(o->scope, m->params[i].scope)) (*out)[(*n)++] = &m->params[i];
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

// Bytes of a parameter (its shape was checked by the module reader).
static uint64_t param_bytes(const mod_param *p) {
  uint64_t n = dtype_size((dtype)p->dtype);
  for (uint32_t d = 0; d < p->rank; d++)
    n *= (uint64_t)p->dims[d];
  return n;
}

int main(int argc, char **argv) {
  opts o = {0};
  int rc = parse(argc, argv, &o);
  if (rc) return rc < 0 ? 0 : rc;
  if (o.verify) return verify(o.verify);
  if (o.digest) return fail_status(tool_params_digest(o.digest, NULL));
  mod_module m;
  char err[512];
  if (!mod_read_file(o.module, &m, err, sizeof err)) return fail("%s", err);
  if (o.list) {
    list(&m);
    mod_free(&m);
    return 0;
  }
  const mod_param **ps = NULL;
  size_t n = 0;
  rc = select_params(&m, &o, &ps, &n);
  tool_param_spec *specs = calloc(n + 1, sizeof *specs);
  uint64_t total = 0;
  for (size_t i = 0; !rc && i < n; i++) {
    const mod_param *p = ps[i];
    specs[i] = (tool_param_spec){.key = p->key, .dtype = (dtype)p->dtype, .rank = p->rank};
    memcpy(specs[i].dims, p->dims, sizeof p->dims);
    specs[i].splat = o.g.zeros; // IRPA: no data; safetensors: zeros written out
    specs[i].pattern_length = (uint8_t)dtype_size((dtype)p->dtype);
    total += param_bytes(p);
  }
  o.g.params = ps;
  if (!rc) rc = fail_status(tool_params_write(o.out, o.format, specs, n, fill, &o.g));
  if (!rc) rc = fail_status(tool_params_digest(o.out, NULL));
  if (!rc)
    printf("wrote %zu parameter%s of scope '%s' (%llu bytes of values, %s) to %s\n", n,
           n == 1 ? "" : "s", o.scope ? o.scope : "", (unsigned long long)total,
           o.g.zeros ? "zeros" : "random", o.out);
  free(specs);
  free(ps);
  mod_free(&m);
  return rc;
}
