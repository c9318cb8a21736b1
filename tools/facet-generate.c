// facet-generate: greedy generation with a sharktank LLM export, the way
// shark-ai's server drives one (src/tooling/llm.h): a paged KV cache,
// prefill of every prompt, then --steps decode steps feeding each
// sequence's arg-max token; prints each sequence's tokens and tokens/s of
// prefill and decode.
//
//   facet-generate --module=M.facet [--parameters=[SCOPE=]FILE]...
//                  [--prefill=prefill_bs4] [--decode=decode_bs4]
//                  --prompt=LIST|FILE... [--steps=N] [--reference=SRC.mlir]
//                  [--check-decode] [--tolerance=X] [--pages=N]
//                  [--block-seq-stride=N] [--threads=N] [--devices=N] [--quiet]
//                  [--dump-logits=FILE]
//
// Under mpirun (mpirun -np N facet-generate ..., docs/devices.md) each
// rank runs one device of an N-device module, the transfers between them
// MPI messages; rank 0 picks each step's tokens, broadcasts them to the
// others and alone prints. --devices and --reference are for one process.
//
// --module runs the compiled module through the public C API (the cache
// is the functions' last input). A tensor-parallel export takes one cache
// per device instead (docs/devices.md): its functions' inputs after the
// page ids, recognized by their structure ([pages, C] each, one C and
// dtype); every device's cache gets the same pages. --devices=N runs the
// devices on N groups of the threads (docs/devices.md); each step prints
// the time its transfers between devices took, copying and waiting. --reference=SRC.mlir runs the
// float64 reference interpreter on the export's source through the same loop: with --module both
// run in lockstep (the module's tokens are fed to both) and each step prints the largest logit
// difference and whether the tokens agree; without --module the reference alone runs the loop.
// --check-decode runs, after every decode step, a prefill of the same
// tokens into a second cache and compares its last position's logits with
// the decode's (the cache prefill writes and decode reads agree).
// Differences over --tolerance (default 0.05) or tokens that differ make
// the exit status 1. The module and the source may be a tp export and its
// one-device twin (each with its own caches): the reference of the
// unsharded model checks the sharded module.
//
// --prompt: "1 2 3;4 5 6 7" (';' between sequences), or a file with a
// sequence per line (@FILE or a path); repeatable. The functions default to
// the export's only prefill_bs* and decode_bs*. The block_seq_stride and
// the page-table ranges come from the shape facts of the module's
// functions (facet_function_input_dim_range) or the source's symbols
// (--reference); where neither gives the stride it is 32
// (--block-seq-stride to change it).
#include "frontend/frontend.h"
#include "mpi/mpi_transport.h"
#include "tooling/llm.h"
#include "tooling/reference_tools.h"
#include "tooling/tooling.h"

#include <stdlib.h>
#include <string.h>

static const char usage[] =
    "usage: facet-generate [--module=M.facet] [--reference=SRC.mlir] "
    "[--parameters=[SCOPE=]FILE]...\n"
    "                      --prompt=LIST|FILE... [--steps=N] [--prefill=F] [--decode=F]\n"
    "                      [--check-decode] [--tolerance=X] [--pages=N] [--block-seq-stride=N]\n"
    "                      [--threads=N] [--devices=N] [--quiet] [--dump-logits=FILE]\n"
    "  --module=M.facet   the compiled model (or --reference alone)\n"
    "  --reference=SRC.mlir  run the float64 reference in lockstep and compare\n"
    "  --parameters=[SCOPE=]FILE  the weights; repeatable\n"
    "  --prompt=LIST|FILE token ids (\"1 2 3;4 5\": one prompt per ';') or a file of them\n"
    "  --steps=N          tokens to generate (default 4)\n"
    "  --prefill=F, --decode=F  the entry points (default: the only prefill_bs*, decode_bs*)\n"
    "  --check-decode     also check decode against a prefill of the whole sequence\n"
    "  --tolerance=X      largest logit difference to the reference (default 0.05)\n"
    "  --pages=N          KV-cache pages\n"
    "  --block-seq-stride=N  tokens per KV-cache page\n"
    "  --threads=N        threads running kernels (0 = one per core)\n"
    "  --devices=N        a tensor-parallel export's devices on N groups of the threads\n"
    "  --quiet            no per-step lines\n"
    "  --dump-logits=FILE each step's logits, exact (%a), a line per sequence\n"
    "  --help, --version  this text; facet's version and module format\n";

#define TRY(expr)                                                                                  \
  do {                                                                                             \
    facet_status_t try_ = (expr);                                                                  \
    if (try_) return try_;                                                                         \
  } while (0)

static int fail_status(facet_status_t s) {
  tool_error("%s", facet_status_message(s));
  facet_status_free(s);
  return 1;
}

static facet_status_t bad(const char *fmt, const char *arg) {
  return status_new(FACET_STATUS_INVALID_ARGUMENT, fmt, arg);
}

//
// The reference backend: the export's source through the interpreter
//
typedef struct ref_backend {
  ir_context *ctx;
  const ir_function *prefill, *decode;
  ref_options options;
} ref_backend;

// One tensor per device (a tp export's caches; one otherwise).
typedef struct ref_cache {
  ref_tensor t[LLM_MAX_DEVICES];
  int n;
} ref_cache;

static void ref_cache_free(void *self, void *cache) {
  ref_cache *c = cache;
  for (int d = 0; c && d < c->n; d++) free(c->t[d].data);
  free(c);
}

// Zeros, shaped as prefill's cache arguments (the fourth on).
static facet_status_t ref_cache_new(void *self, int64_t pages, void **out) {
  const ref_backend *r = self;
  ref_cache *cache = xcalloc(1, sizeof *cache);
  for (int i = 3; i < r->prefill->arg_count && cache->n < LLM_MAX_DEVICES; i++) {
    const ir_type *t = &r->prefill->args[i]->type;
    int64_t c;
    if (!dim_is_const(t->dims[1], &c)) {
      ref_cache_free(self, cache);
      return status_new(FACET_STATUS_INVALID_ARGUMENT, "the cache's row is not static");
    }
    ref_tensor *x = &cache->t[cache->n++];
    *x = (ref_tensor){.elem = t->elem, .rank = 2, .dims = {pages, c}};
    x->data = xcalloc((size_t)(pages * c) + 1, sizeof(ref_elem)); // zeros
  }
  *out = cache;
  return NULL;
}

static ref_tensor i64_tensor(const int64_t *data, int rank, int64_t d0, int64_t d1) {
  ref_tensor t = {.elem = DT_I64, .rank = rank, .dims = {d0, d1}};
  size_t n = (size_t)d0 * (size_t)(rank > 1 ? d1 : 1);
  t.data = xmalloc(sizeof(ref_elem) * n + 1);
  for (size_t i = 0; i < n; i++) t.data[i].i = data[i];
  return t;
}

// Runs the function; the overwritten caches' new values replace the caches.
static facet_status_t ref_run_call(void *self, const llm_call *c, void *cache, double *logits) {
  const ref_backend *r = self;
  ref_cache *caches = cache;
  const ir_function *fn = c->decode ? r->decode : r->prefill;
  ref_tensor in[4 + LLM_MAX_DEVICES],
      *out = xcalloc((size_t)(fn->result_count + fn->inout_count) + 1, sizeof *out);
  int n = 0;
  in[n++] = i64_tensor(c->tokens, 2, c->bs, c->T);
  in[n++] = i64_tensor(c->seq_lens, 1, c->bs, 1);
  if (c->decode) in[n++] = i64_tensor(c->start_positions, 1, c->bs, 1);
  in[n++] = i64_tensor(c->page_ids, 2, c->bs, c->blocks);
  int first_cache = n;
  for (int d = 0; d < caches->n; d++) in[n++] = caches->t[d];
  facet_status_t s = ref_run_options(r->ctx, fn, in, n, &r->options, out);
  bool ok = !s;
  for (int i = 0; i < first_cache; i++) free(in[i].data);
  for (int i = 0; ok && i < fn->inout_count; i++) {
    ref_tensor *t = &out[fn->result_count + i];
    int d = fn->inout_args[i] - first_cache;
    if (d < 0 || d >= caches->n) continue;
    free(caches->t[d].data);
    caches->t[d].data = t->data; // the cache's new contents
    t->data = NULL;
  }
  size_t count = (size_t)(c->bs * c->T) * (size_t)out[0].dims[2];
  for (size_t i = 0; ok && i < count; i++) logits[i] = out[0].data[i].f;
  for (int i = 0; i < fn->result_count + fn->inout_count; i++) free(out[i].data);
  free(out);
  return s;
}

static const ir_function *find_fn(const ir_context *ctx, const char *name, const char *prefix) {
  const ir_function *found = NULL;
  for (size_t i = 0; i < ctx->functions.len; i++) {
    const ir_function *f = ctx->functions.data[i];
    if (name ? !strcmp(f->name, name)
             : !f->is_private && !strncmp(f->name, prefix, strlen(prefix))) {
      if (found && !name) return NULL; // several: --prefill / --decode must say which
      found = f;
    }
  }
  return found;
}

// A dim c * s (c constant, s a symbol): c and the symbol's range.
static bool scaled(const ir_function *fn, const dim_expr *d, int64_t *c, fact *range) {
  int s;
  if (!dim_as_scaled_sym(d, c, &s)) return false;
  *range = fn->symbols[s].range;
  return true;
}

static int64_t clamp64(uint64_t v) { return v > INT64_MAX ? INT64_MAX : (int64_t)v; }

// The caches of fn: its arguments from `first` on, each [P, C] of one
// dtype (a tp export's, one per device); their count, or 0 when they are
// not.
static int ref_caches(const ir_function *fn, int first, int64_t *c, fact *pages) {
  int n = fn->arg_count - first;
  int64_t k, row;
  for (int i = first; i < fn->arg_count; i++) {
    const ir_type *t = &fn->args[i]->type, *t0 = &fn->args[first]->type;
    if (t->rank != 2 || t->elem != t0->elem || !dim_is_const(t->dims[1], &row) ||
        (i > first && row != *c) || !scaled(fn, t->dims[0], &k, pages))
      return 0;
    *c = row;
  }
  return n >= 1 && n <= LLM_MAX_DEVICES ? n : 0;
}

// The interface the source's signatures and symbols give.
static facet_status_t ref_iface(const ref_backend *r, llm_iface *f) {
  const ir_function *p = r->prefill, *d = r->decode;
  int64_t bs, dbs, one, c = 0, dc = 0, v, stride, k;
  fact tok, pages, dpages, cache, dcache;
  int devices = ref_caches(p, 3, &c, &cache);
  if (!devices || ref_caches(d, 4, &dc, &dcache) != devices || dc != c || p->result_count < 1 ||
      !dim_is_const(p->args[0]->type.dims[0], &bs) ||
      !dim_is_const(d->args[0]->type.dims[0], &dbs) ||
      !scaled(p, p->args[0]->type.dims[1], &stride, &tok) ||
      !scaled(p, p->args[2]->type.dims[1], &k, &pages) || k != 1 ||
      !scaled(d, d->args[3]->type.dims[1], &k, &dpages) || k != 1 ||
      !dim_is_const(d->args[0]->type.dims[1], &one) || one != 1 || p->results[0]->type.rank != 3 ||
      !dim_is_const(p->results[0]->type.dims[2], &v))
    return status_new(FACET_STATUS_INVALID_ARGUMENT,
                      "@%s and @%s do not have a sharktank export's "
                      "signatures (examples/exports/README.md, docs/devices.md)",
                      p->name, d->name);
  *f = (llm_iface){.prefill_bs = (int)bs,
                   .decode_bs = (int)dbs,
                   .stride = stride,
                   .page_elems = c,
                   .devices = devices,
                   .vocab = v,
                   .cache_dtype = p->args[3]->type.elem,
                   .logits_dtype = p->results[0]->type.elem,
                   .prefill_blocks_min = clamp64(pages.umin),
                   .prefill_blocks_max = clamp64(pages.umax),
                   .decode_blocks_min = clamp64(dpages.umin),
                   .decode_blocks_max = clamp64(dpages.umax),
                   .pages_min = clamp64(cache.umin)};
  return NULL;
}

//
// Flags and setup
//
typedef struct opts {
  tool_run run; // --module, --parameters, --threads
  const char *reference, *prefill, *decode;
  llm_prompts prompts;
  llm_options loop;
  int64_t stride;
  const char *logits_path; // --dump-logits
} opts;

static bool int_flag(const char *a, const char *name, int64_t lo, int64_t *out) {
  size_t n = strlen(name);
  if (strncmp(a, name, n) || a[n] != '=') return false;
  char *end;
  long long v = strtoll(a + n + 1, &end, 10);
  *out = *end || end == a + n + 1 || v < lo ? -1 : v;
  return true;
}

static const char *const own_flags[] = {
    "--reference", "--prefill", "--decode", "--prompt",           "--check-decode", "--quiet",
    "--tolerance", "--steps",   "--pages",  "--block-seq-stride", "--dump-logits"};

static facet_status_t parse_flag(opts *o, const char *a) {
  bool taken;
  int64_t v;
  TRY(tool_common_flag(&o->run, a, &taken));
  if (taken) return NULL;
  if (!strncmp(a, "--reference=", 12)) o->reference = a + 12;
  else if (!strncmp(a, "--prefill=", 10)) o->prefill = a + 10;
  else if (!strncmp(a, "--decode=", 9)) o->decode = a + 9;
  else if (!strncmp(a, "--prompt=", 9)) return llm_parse_prompts(a + 9, &o->prompts);
  else if (!strcmp(a, "--check-decode")) o->loop.check_decode = true;
  else if (!strcmp(a, "--quiet")) o->loop.quiet = true;
  else if (!strncmp(a, "--dump-logits=", 14)) o->logits_path = a + 14;
  else if (!strncmp(a, "--tolerance=", 12)) {
    char *end;
    o->loop.tolerance = strtod(a + 12, &end);
    if (*end || end == a + 12 || !(o->loop.tolerance >= 0)) return bad("bad %s", a);
  } else if (int_flag(a, "--steps", 0, &v)) {
    if (v < 0 || v > 1 << 20) return bad("bad %s", a);
    o->loop.steps = (int)v;
  } else if (int_flag(a, "--pages", 2, &v) || int_flag(a, "--block-seq-stride", 1, &v)) {
    if (v < 0) return bad("bad %s", a);
    *(a[2] == 'p' ? &o->loop.pages : &o->stride) = v;
  } else return tool_run_unknown_flag_status(a, own_flags, FACET_ARRAY_SIZE(own_flags));
  return NULL;
}

typedef struct session {
  diag_engine diag;
  ir_context *ctx;
  arena ast;
  char *text;
  tool_ref_params params;
  ref_backend ref;
  llm_compiled compiled;
  llm_backend backends[2];
  int backend_count;
  llm_iface iface;
} session;

// The reference: the source imported, its functions found.
static facet_status_t open_reference(opts *o, session *s, llm_iface *f) {
  diag_init(&s->diag, stderr);
  s->ctx = ir_context_create(&s->diag);
  if (!frontend_import_file(s->ctx, &s->ast, o->reference, &s->text))
    return bad("%s does not import (see above)", o->reference);
  for (size_t i = 0; i < o->run.parameters.len; i++)
    TRY(tool_ref_params_add(&s->params, o->run.parameters.data[i]));
  s->ref = (ref_backend){s->ctx,
                         find_fn(s->ctx, o->prefill, "prefill_bs"),
                         find_fn(s->ctx, o->decode, "decode_bs"),
                         {.globals = tool_ref_params_globals(&s->params, s->ctx)}};
  if (!s->ref.prefill || !s->ref.decode)
    return bad("%s: no single prefill_bs* and decode_bs* function (give --prefill= and --decode=)",
               o->reference);
  o->prefill = s->ref.prefill->name, o->decode = s->ref.decode->name;
  s->backends[s->backend_count++] =
      (llm_backend){"reference", &s->ref, ref_cache_new, ref_cache_free, ref_run_call};
  return ref_iface(&s->ref, f);
}

// A function of the module: the one named, or the only one with the prefix.
static facet_status_t module_function(facet_module_t *m, const char *name, const char *prefix,
                                      facet_function_t **out) {
  if (name) return facet_module_lookup_function(m, name, out);
  const char *found = NULL;
  for (size_t i = 0; i < facet_module_function_count(m); i++) {
    const char *n = facet_module_function_name(m, i);
    if (strncmp(n, prefix, strlen(prefix))) continue;
    if (found) return bad("the module has several %s* functions: say which", prefix);
    found = n;
  }
  if (!found) return bad("the module has no %s* function", prefix);
  return facet_module_lookup_function(m, found, out);
}

static facet_status_t open_module(opts *o, session *s, llm_iface *f) {
  tool_run *r = &o->run;
  TRY(tool_load_module(r));
  s->compiled.rt = r->rt;
  s->compiled.module = r->module;
  TRY(module_function(r->module, o->prefill, "prefill_bs", &s->compiled.prefill));
  TRY(module_function(r->module, o->decode, "decode_bs", &s->compiled.decode));
  s->backends[s->backend_count++] = llm_compiled_backend(&s->compiled);
  return llm_iface_from_functions(s->compiled.prefill, s->compiled.decode, f);
}

// The module's interface with the source's stride and ranges (they must
// agree on what both give). Each backend makes its own caches, so the two
// may split a page over different device counts (a tp export against its
// one-device twin) as long as a page holds as much: the line that
// describes the caches is the module's.
static facet_status_t merge(const llm_iface *m, const llm_iface *r, llm_iface *out) {
  if (m->prefill_bs != r->prefill_bs || m->decode_bs != r->decode_bs ||
      m->page_elems * m->devices != r->page_elems * r->devices || m->vocab != r->vocab ||
      m->cache_dtype != r->cache_dtype)
    return bad("%s", "the module and the reference source have different interfaces (batch sizes, "
                     "cache or vocabulary)");
  *out = *r;
  out->page_elems = m->page_elems, out->devices = m->devices;
  return NULL;
}

static facet_status_t prepare(opts *o, session *s) {
  llm_iface fm, fr;
  if (!o->run.module_path && !o->reference)
    return bad("%s", "give --module=M.facet, --reference=SRC.mlir or both");
  if (o->run.module_path) TRY(open_module(o, s, &fm));
  if (o->reference) TRY(open_reference(o, s, &fr));
  if (o->run.module_path && o->reference) TRY(merge(&fm, &fr, &s->iface));
  else s->iface = o->reference ? fr : fm;
  if (o->stride) s->iface.stride = o->stride;
  return NULL;
}

static void session_free(session *s, opts *o) {
  if (s->ctx) {
    ir_context_destroy(s->ctx);
    arena_free(&s->ast);
    free(s->text);
    diag_free(&s->diag);
  }
  tool_ref_params_close(&s->params);
  llm_prompts_free(&o->prompts);
  tool_release(&o->run);
}

//
// One process per device (docs/devices.md): under mpirun each rank runs
// its device's steps of the module; rank 0 picks the tokens and prints.
//
typedef struct ranks {
  bool on;
  facet_transport_t transport;
  FILE *out; // rank 0: stdout; the others print nothing
} ranks;

// The flags that cannot work across processes: --devices splits devices
// among one process's threads, --reference runs the whole source in one.
static facet_status_t ranks_check_flags(const opts *o) {
  if (o->run.devices > 1) return bad("%s", "--devices: under mpirun each rank runs one device");
  if (o->reference) return bad("%s", "--reference runs in one process, not under mpirun");
  if (!o->run.module_path) return bad("%s", "under mpirun give --module=M.facet");
  return NULL;
}

static facet_status_t ranks_start(ranks *m, opts *o, int *argc, char ***argv) {
  m->out = stdout;
  if (!facet_mpi_launched()) return NULL;
  TRY(facet_mpi_start(argc, argv, &m->transport));
  m->on = true;
  if (m->transport.rank != 0) m->out = fopen("/dev/null", "w");
  if (!m->out) return bad("%s", "cannot open /dev/null");
  o->run.transport = &m->transport;
  o->loop.share_tokens = facet_mpi_share_from_rank0;
  o->loop.transfers_are_messages = true;
  return NULL;
}

// The module's devices are the ranks, one each.
static facet_status_t ranks_check_module(const ranks *m, const opts *o) {
  if (!m->on) return NULL; // ranks_check_flags: under mpirun there is a module
  uint32_t devices = facet_module_device_count(o->run.module);
  if (devices == m->transport.size) return NULL;
  return status_new(FACET_STATUS_INVALID_ARGUMENT,
                    "%s has %u device%s and mpirun started %u rank%s: run it with mpirun -np %u",
                    o->run.module_path, devices, devices == 1 ? "" : "s", m->transport.size,
                    m->transport.size == 1 ? "" : "s", devices);
}

// Setup errors are the same on every rank (the same flags, files and
// module): rank 0 says it, all stop. An error during generation may be one
// rank's alone while the others wait for it at a transfer: that rank says
// it and stops the job.
static int ranks_fail(const ranks *m, facet_status_t s, bool generating) {
  if (!m->on) return fail_status(s);
  if (m->transport.rank == 0 || generating)
    tool_error("rank %u: %s", m->transport.rank, facet_status_message(s));
  facet_status_free(s);
  if (generating) facet_mpi_abort(1);
  return 1;
}

// --dump-logits: written by the process that holds the logits (rank 0).
static facet_status_t open_logits(const ranks *m, opts *o) {
  if (!o->logits_path || (m->on && m->transport.rank != 0)) return NULL;
  o->loop.logits_out = fopen(o->logits_path, "w");
  return o->loop.logits_out ? NULL : bad("cannot write %s", o->logits_path);
}

static void ranks_finish(ranks *m) {
  if (m->out && m->out != stdout) fclose(m->out);
  if (m->on) facet_mpi_finish();
}

int main(int argc, char **argv) {
  tool_init("facet-generate");
  int std_rc = tool_standard_flags(argc, argv, usage);
  if (std_rc >= 0) return std_rc;
  opts o = {.loop = {.steps = 4, .tolerance = 0.05}};
  session s = {0};
  ranks m = {0};
  facet_status_t st = ranks_start(&m, &o, &argc, &argv);
  for (int i = 1; !st && i < argc; i++) {
    if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) return fputs(usage, stdout), 0;
    st = parse_flag(&o, argv[i]);
  }
  if (!st && m.on) st = ranks_check_flags(&o);
  if (!st) st = prepare(&o, &s);
  if (!st) st = ranks_check_module(&m, &o);
  if (!st) st = open_logits(&m, &o);
  bool ok = false, generating = !st;
  if (!st)
    st = llm_generate(&s.iface, s.backends, s.backend_count, &o.prompts, &o.loop, m.out, &ok);
  int rc = st ? ranks_fail(&m, st, generating) : ok ? 0 : 1;
  if (o.loop.logits_out && fclose(o.loop.logits_out) && !rc)
    rc = fail_status(bad("writing %s failed", o.logits_path));
  session_free(&s, &o);
  ranks_finish(&m);
  return rc;
}
