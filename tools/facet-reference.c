// facet-reference: runs a function of an MLIR program with the reference
// interpreter (no dispatch formation, no kernels) and writes its results
// as .npy files of their declared dtypes: the ground truth of the
// end-to-end tests. Floats are computed in float64 and rounded to each
// op's dtype, integers are exact int64 wrapped to their width
// (src/ir/reference.c); with --unrounded floats stay float64 throughout
// and float results are written as f64.
//
//   facet-reference IN.mlir --function=F --input=@a.npy ... --output=@r.npy ...
//                   [--parameters=[SCOPE=]FILE]... [--unrounded]
//
// Parameters (util.globals bound to #stream.parameter.named) are read from
// the files with the runtime's own readers and checked the same way, so
// the reference sees exactly the values facet-run-module does.
#include "frontend/frontend.h"
#include "runtime/params.h"
#include "tooling/tooling.h"

#include <stdlib.h>
#include <string.h>

enum { MAX_IO = 64, MAX_PARAMS = 16 };

typedef struct param_files {
  int count;
  char scope[MAX_PARAMS][256];
  const char *path[MAX_PARAMS];
  rt_param_file file[MAX_PARAMS];
} param_files;

// A global with only an inline value: its elements (a splat: one, repeated).
static void load_inline(const ir_global *g, ref_elem *data, size_t count) {
  uint8_t one[8];
  if (g->splat) dtype_store(g->type.elem, one, 0, g->splat_value);
  for (size_t k = 0; k < count; k++)
    data[k] = g->splat ? ref_load(g->type.elem, one, 0) : ref_load(g->type.elem, g->data, k);
}

// ref_globals.load: the global's (scope, key) in the files of its scope;
// a global with an inline value and no parameter binding, that value (the
// compiler makes it a module constant: src/transform/constants.c).
static bool load_global(void *self, const ir_global *g, ref_elem *data, size_t count, char *err,
                        size_t errn) {
  const param_files *pf = self;
  if ((!g->key || !g->key[0]) && (g->data || g->splat)) {
    load_inline(g, data, count);
    return true;
  }
  if (!g->key) return snprintf(err, errn, "global @%s is not a parameter", g->name), false;
  int64_t dims[IR_MAX_RANK];
  for (int d = 0; d < g->type.rank; d++) FACET_CHECK(dim_is_const(g->type.dims[d], &dims[d]));
  for (int i = 0; i < pf->count; i++) {
    if (strcmp(pf->scope[i], g->scope ? g->scope : "")) continue;
    const rt_param_entry *e = rt_params_find(&pf->file[i], g->key);
    if (!e) continue;
    char why[256];
    if (!rt_params_match(e, g->type.elem, (uint32_t)g->type.rank, dims, why, sizeof why))
      return snprintf(err, errn, "parameter \"%s\"::\"%s\" in %s %s", g->scope, g->key,
                      pf->path[i], why),
             false;
    void *bytes = xmalloc((size_t)e->length + 1);
    rt_params_fill(&pf->file[i], e, bytes);
    for (size_t k = 0; k < count; k++) data[k] = ref_load(g->type.elem, bytes, k);
    free(bytes);
    return true;
  }
  snprintf(err, errn, "parameter \"%s\"::\"%s\" (global @%s) is in no --parameters file",
           g->scope ? g->scope : "", g->key, g->name);
  return false;
}

static int fail(const char *msg) {
  fprintf(stderr, "facet-reference: %s\n", msg);
  return 1;
}

// Inputs are parsed by the runtime's own iree-run-module parser, so the
// reference sees exactly the values facet-run-module does (integers
// exactly, floats exactly as doubles).
static bool load_input(facet_runtime_t *rt, const char *spec, size_t index, ir_kind kind,
                       ref_tensor *t, char *err, size_t errn) {
  facet_tensor_t *x = NULL;
  facet_status_t st = tool_parse_input_kind(rt, spec, index, (facet_value_kind_t)kind, &x);
  if (st) {
    snprintf(err, errn, "%s", facet_status_message(st));
    facet_status_free(st);
    return false;
  }
  t->elem = (dtype)facet_tensor_dtype(x);
  t->rank = (int)facet_tensor_rank(x);
  memcpy(t->dims, facet_tensor_dims(x), sizeof(int64_t) * (size_t)t->rank);
  size_t n = facet_tensor_element_count(x);
  t->data = xmalloc(sizeof(ref_elem) * n + 1);
  for (size_t i = 0; i < n; i++) t->data[i] = ref_load(t->elem, facet_tensor_data(x), i);
  facet_tensor_release(x);
  return true;
}

// A result in its declared dtype (the values are of that dtype already),
// or f64 for an unrounded float result.
static bool write_output(const char *path, const ref_tensor *t, bool unrounded, char *err,
                         size_t errn) {
  dtype dt = unrounded && dtype_is_float(t->elem) ? DT_F64 : t->elem;
  size_t n = 1;
  for (int d = 0; d < t->rank; d++) n *= (size_t)t->dims[d];
  void *bytes = xmalloc(dtype_size(dt) * n + 1);
  for (size_t i = 0; i < n; i++) ref_store(dt, bytes, i, t->data[i]);
  facet_status_t st = tool_npy_write(path, dt, t->rank, t->dims, bytes);
  free(bytes);
  if (st) snprintf(err, errn, "%s", facet_status_message(st));
  facet_status_free(st);
  return !st;
}

static ir_function *find_function(ir_context *ctx, const char *name) {
  for (size_t i = 0; i < ctx->functions.len; i++)
    if (!strcmp(ctx->functions.data[i]->name, name)) return ctx->functions.data[i];
  return NULL;
}

int main(int argc, char **argv) {
  const char *input = NULL, *function = NULL, *ins[MAX_IO], *outs[MAX_IO];
  int nin = 0, nout = 0;
  bool unrounded = false;
  static param_files params;
  char err[512];
  for (int i = 1; i < argc; i++) {
    if (!strncmp(argv[i], "--parameters=", 13) && params.count < MAX_PARAMS) {
      const char *spec = argv[i] + 13, *eq = strchr(spec, '=');
      int k = params.count;
      if (eq) snprintf(params.scope[k], sizeof params.scope[k], "%.*s", (int)(eq - spec), spec);
      params.path[k] = eq ? eq + 1 : spec;
      facet_status_t ps = rt_params_open(params.path[k], NULL, &params.file[k]);
      if (ps) return fail(facet_status_message(ps));
      params.count++;
    } else if (!strcmp(argv[i], "--unrounded")) unrounded = true;
    else if (!strncmp(argv[i], "--function=", 11)) function = argv[i] + 11;
    else if (!strncmp(argv[i], "--input=", 8) && nin < MAX_IO) ins[nin++] = argv[i] + 8;
    else if (!strncmp(argv[i], "--output=@", 10) && nout < MAX_IO) outs[nout++] = argv[i] + 10;
    else if (argv[i][0] != '-' && !input) input = argv[i];
    else return fail("usage: facet-reference IN.mlir --function=F --input=@x.npy ..."
                     " --output=@r.npy ... [--parameters=[SCOPE=]FILE]... [--unrounded]");
  }
  if (!input || !function) return fail("an input file and --function are required");
  diag_engine diag;
  diag_init(&diag, stderr);
  ir_context *ctx = ir_context_create(&diag);
  arena ast = {0};
  char *text = NULL;
  if (!frontend_import_file(ctx, &ast, input, &text)) return 1;
  ir_function *fn = find_function(ctx, function);
  if (!fn) return fail("no such function");
  ref_tensor in[MAX_IO] = {0}, out[MAX_IO + 16] = {0};
  facet_runtime_t *rt = NULL;
  facet_runtime_options_t ro = {.thread_count = 1};
  facet_status_t st = facet_runtime_create(&ro, &rt);
  if (st) return fail(facet_status_message(st));
  for (int i = 0; i < nin; i++)
    if (!load_input(rt, ins[i], (size_t)i, i < fn->arg_count ? ir_arg_kind(fn, i) : IR_KIND_TENSOR,
                    &in[i], err, sizeof err))
      return fail(err);
  facet_runtime_release(rt);
  ref_globals globals = {&params, load_global};
  ref_options options = {.globals = &globals, .unrounded = unrounded};
  if (!ref_run_options(ctx, fn, in, nin, &options, out, err, sizeof err)) return fail(err);
  if (nout != fn->result_count + fn->inout_count)
    return fail("give one --output=@file.npy per result (and per overwritten argument)");
  for (int i = 0; i < nout; i++)
    if (!write_output(outs[i], &out[i], unrounded, err, sizeof err)) return fail(err);
  for (int i = 0; i < nin; i++) free(in[i].data);
  for (int i = 0; i < nout; i++) free(out[i].data);
  for (int i = 0; i < params.count; i++) rt_params_close(&params.file[i]);
  arena_free(&ast);
  ir_context_destroy(ctx);
  free(text);
  diag_free(&diag);
  return 0;
}
