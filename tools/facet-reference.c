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
#include "tooling/reference_tools.h"
#include "tooling/tooling.h"

#include <stdlib.h>
#include <string.h>

static int fail(const char *msg) { return tool_error("%s", msg); }

// Inputs are parsed by the runtime's own iree-run-module parser, so the
// reference sees exactly the values facet-run-module does (integers
// exactly, floats exactly as doubles).
static facet_status_t load_input(facet_runtime_t *rt, const char *spec, size_t index, ir_kind kind,
                                 ref_tensor *t) {
  facet_tensor_t *x = NULL;
  STATUS_RETURN_IF_ERROR(tool_parse_input_kind(rt, spec, index, (facet_value_kind_t)kind, &x));
  t->elem = (dtype)facet_tensor_dtype(x);
  t->rank = (int)facet_tensor_rank(x);
  memcpy(t->dims, facet_tensor_dims(x), sizeof(int64_t) * (size_t)t->rank);
  size_t n = facet_tensor_element_count(x);
  t->data = xmalloc(sizeof(ref_elem) * n + 1);
  for (size_t i = 0; i < n; i++) t->data[i] = ref_load(t->elem, facet_tensor_data(x), i);
  facet_tensor_release(x);
  return NULL;
}

// A result in its declared dtype (the values are of that dtype already),
// or f64 for an unrounded float result.
static facet_status_t write_output(const char *path, const ref_tensor *t, bool unrounded) {
  dtype dt = unrounded && dtype_is_float(t->elem) ? DT_F64 : t->elem;
  size_t n = 1;
  for (int d = 0; d < t->rank; d++) n *= (size_t)t->dims[d];
  void *bytes = xmalloc(dtype_size(dt) * n + 1);
  for (size_t i = 0; i < n; i++) ref_store(dt, bytes, i, t->data[i]);
  facet_status_t st = tool_npy_write(path, dt, t->rank, t->dims, bytes);
  free(bytes);
  return st;
}

static ir_function *find_function(ir_context *ctx, const char *name) {
  for (size_t i = 0; i < ctx->functions.len; i++)
    if (!strcmp(ctx->functions.data[i]->name, name)) return ctx->functions.data[i];
  return NULL;
}

// A --function the program does not define; a typo gets "did you mean".
static int no_function(const ir_context *ctx, const char *name) {
  const char **names = xcalloc(ctx->functions.len + 1, sizeof *names);
  for (size_t i = 0; i < ctx->functions.len; i++) names[i] = ctx->functions.data[i]->name;
  const char *c = str_closest(name, names, ctx->functions.len);
  if (c) tool_error("no function '%s'; did you mean '%s'?", name, c);
  else tool_error("no function '%s'", name);
  free(names);
  return 1;
}

static const char usage[] =
    "usage: facet-reference IN.mlir --function=F --input=@x.npy ... --output=@r.npy ...\n"
    "  IN.mlir         the torch-dialect program, interpreted in float64\n"
    "  --function=F    the function to run\n"
    "  --input=VALUE   one per argument, as facet-run-module's --input\n"
    "  --output=@FILE.npy  one per result: where to write it\n"
    "  --parameters=[SCOPE=]FILE  a parameter file for the program's globals; repeatable\n"
    "  --unrounded     keep float64 between ops (default: round to each op's dtype)\n"
    "  --help, --version  this text; facet's version and module format\n";

typedef struct opts {
  const char *input, *function;
  VEC(const char *) ins;
  VEC(const char *) outs;
  bool unrounded;
} opts;

// Flags; parameter files are opened as they come. 0, or 1 after a message.
static int parse(int argc, char **argv, opts *o, tool_ref_params *params) {
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (!strncmp(a, "--parameters=", 13)) {
      facet_status_t ps = tool_ref_params_add(params, a + 13);
      if (ps) {
        int rc = fail(facet_status_message(ps));
        facet_status_free(ps);
        return rc;
      }
    } else if (!strcmp(a, "--unrounded")) o->unrounded = true;
    else if (!strncmp(a, "--function=", 11)) o->function = a + 11;
    else if (!strncmp(a, "--input=", 8)) VEC_PUSH(o->ins, a + 8);
    else if (!strncmp(a, "--output=@", 10)) VEC_PUSH(o->outs, a + 10);
    else if (a[0] != '-' && !o->input) o->input = a;
    else return tool_error("bad argument '%s' (see --help)", a);
  }
  if (!o->input || !o->function) return fail("an input file and --function are required");
  return 0;
}

// Parses every input with the runtime's parser (inputs[0..n)), each as
// the kind of fn's argument it is (scalar or tensor).
static int load_inputs(const opts *o, const ir_function *fn, ref_tensor *in) {
  facet_runtime_t *rt = NULL;
  facet_runtime_options_t ro = {.thread_count = 1};
  facet_status_t st = facet_runtime_create(&ro, &rt);
  if (st) return fail(facet_status_message(st));
  int rc = 0;
  for (size_t i = 0; !rc && i < o->ins.len; i++) {
    ir_kind kind = (int)i < fn->arg_count ? ir_arg_kind(fn, (int)i) : IR_KIND_TENSOR;
    st = load_input(rt, o->ins.data[i], i, kind, &in[i]);
    if (st) rc = tool_fail(st);
  }
  facet_runtime_release(rt);
  return rc;
}

static int run(const opts *o, ir_context *ctx, tool_ref_params *params) {
  facet_status_t st = NULL;
  ir_function *fn = find_function(ctx, o->function);
  if (!fn) return no_function(ctx, o->function);
  int nin = (int)o->ins.len, nout = (int)o->outs.len, want = fn->result_count + fn->inout_count;
  ref_tensor *in = xcalloc((size_t)nin + 1, sizeof *in),
             *out = xcalloc((size_t)want + 1, sizeof *out);
  int rc = load_inputs(o, fn, in);
  ref_options options = {.globals = tool_ref_params_globals(params, ctx),
                         .unrounded = o->unrounded};
  if (!rc && (st = ref_run_options(ctx, fn, in, nin, &options, out))) rc = tool_fail(st);
  if (!rc && nout != want)
    rc = fail("give one --output=@file.npy per result (and per overwritten argument)");
  for (int i = 0; !rc && i < nout; i++)
    if ((st = write_output(o->outs.data[i], &out[i], o->unrounded))) rc = tool_fail(st);
  for (int i = 0; i < nin; i++) free(in[i].data);
  for (int i = 0; i < want; i++) free(out[i].data);
  free(in);
  free(out);
  return rc;
}

int main(int argc, char **argv) {
  tool_init("facet-reference");
  int std_rc = tool_standard_flags(argc, argv, usage);
  if (std_rc >= 0) return std_rc;
  opts o = {0};
  tool_ref_params params = {0};
  int rc = parse(argc, argv, &o, &params);
  diag_engine diag;
  diag_init(&diag, stderr);
  ir_context *ctx = ir_context_create(&diag);
  arena ast = {0};
  char *text = NULL;
  if (!rc) rc = frontend_import_file(ctx, &ast, o.input, &text) ? run(&o, ctx, &params) : 1;
  tool_ref_params_close(&params);
  VEC_FREE(o.ins);
  VEC_FREE(o.outs);
  arena_free(&ast);
  ir_context_destroy(ctx);
  free(text);
  diag_free(&diag);
  return rc;
}
