// transform.h: the passes from graph IR to a module, and the pipeline that
// runs them in order (pipeline.c holds that order as one function).
//
//   constants.c   util.globals with an inline value become constants
//   quantized.c   sharktank's quantized linears become quantized matmuls
//   window.c      linalg.generic convolutions, pools, contractions: conv / pool / matmul
//   consteval.c   values computed only from constants become constants
//   dispatch.c    form dispatches and outline them into executables
//   dedup.c       merge structurally equal executables, keep distinct rows
//   specialize.c  configure per row, group rows into variants, bind sites
//   cull.c        emit C per variant, cull identical code, build the object
//   hostgen.c     lower each function to a host program (mod_function)
#ifndef FACET_TRANSFORM_H
#define FACET_TRANSFORM_H

#include "codegen/codegen.h"
#include "module/module.h"

// --generalize: which static dims become push constants with point facts.
typedef enum {
  GENERALIZE_NONE,  // every static dim stays a literal in the body
  GENERALIZE_BATCH, // M of a matmul and the outer (row) dims of a row program
  GENERALIZE_ALL,   // every dim
} generalize_mode;

typedef struct pipeline_options {
  bool dedup;                 // --dedup=on|off (off: no executable dedup and, unless
                              // --cull=on, no culling: every site compiles its own code)
  int cull;                   // --cull=on|off; -1: as --dedup
  bool specialize;            // --specialize=on|off
  generalize_mode generalize; // --generalize=none|batch|all
  bool split_rows;            // --split-rows=on|off: split a row by a runtime predicate
  int max_variants;           // --max-variants-per-executable (0 = unbounded)
  uint64_t const_eval_limit;  // --const-eval-limit: largest value folded, bytes (0 = off)
  const char *entries;        // --entry=a,b: keep only these functions (NULL = all)
  const char *print_after;    // pass name or "all" (NULL = none)
  FILE *print_out;            // where --print-after goes
  bool stop_before_build;     // facet-opt: no C compiler run, no module
  // Called after each pass with its name (facet-compile's progress line and
  // per-pass times); NULL: nothing is called.
  void (*on_pass)(void *user, const char *pass);
  void *on_pass_user;
  cg_target target;
  cg_build build;
} pipeline_options;

typedef struct pipeline_stats {
  int functions, dispatch_sites, executables_before_dedup, executables;
  int variants, variants_culled, variants_merged_by_limit;
  double compile_seconds, cc_seconds;
  int kernel_sources;   // translation units built (kernels and the library table)
  cg_cache_stats cache; // kernel object cache: hits, misses, ...
  cg_target target;     // what the kernels were configured for, caches included
  // consteval.c: values replaced by constants, how many of them are
  // splats, and the dense bytes they add (before identical bytes merge)
  int const_eval_folded, const_eval_splats;
  uint64_t const_eval_bytes;
  // the distinct values (structurally equal ones once, in any function)
  // the reference evaluated for them
  int const_eval_evaluated;
  // distinct values computed from parameters by the initializer (run once
  // at load): its results, and their bytes
  int const_eval_load_time;
  uint64_t const_eval_load_bytes;
  // hoist.c: transcendentals moved out of generics into their own
  int hoisted;
} pipeline_stats;

// The passes, in pipeline order (pipeline.c); each is `<stage>_run(ctx,
// options, stats)` in the file of its name and returns false when it
// stopped the compile (after reporting why).
//
// constants.c: loads of util.globals with only an inline value become
// constants (splat: inlined into kernels; dense: module data).
bool constants_run(ir_context *ctx, const pipeline_options *o, pipeline_stats *st);
// quantized.c: sharktank's quantized linears (dequantizing linalg.generic,
// expanded activation, contraction over the blocks) become IR_OP_QMATMUL.
bool quantized_run(ir_context *ctx, const pipeline_options *o, pipeline_stats *st);
// window.c: a linalg.generic that is a convolution or a pool (its input
// read at `output loop * stride + window loop * dilation`, a
// multiply-accumulate or a max / add body) becomes IR_OP_CONV / IR_OP_POOL
// with views and transposes for its layout; a float or int8 contraction
// (acc + a * b over one reduction loop) an IR_OP_MATMUL.
bool window_run(ir_context *ctx, const pipeline_options *o, pipeline_stats *st);
// Whether op is a linalg.generic that reads an input at a combination of
// loops (a sum, as convolutions and pools do); window_why_not: true when
// such an op is no window op window_run takes, with the first reason in
// `why`.
bool window_candidate(const ir_op *op);
bool window_why_not(const ir_op *op, char *why, size_t whyn);
// hoist.c: a transcendental in a linalg.generic that depends on fewer of
// its loops (a cos of a table broadcast over heads) moves into a generic of
// its own over those loops.
bool hoist_run(ir_context *ctx, const pipeline_options *o, pipeline_stats *st);
// consteval.c: every value computed only from constants, static and at
// most --const-eval-limit bytes, that something else reads becomes a
// constant holding the reference interpreter's value; every such value
// computed from parameters and constants is computed by the initializer
// (ctx->initializer, a function the runtime runs once at load) and read as
// its result.
bool consteval_run(ir_context *ctx, const pipeline_options *o, pipeline_stats *st);
// attention_view.c: an attention operand read through the transposes,
// views and slices in front of it, and through a gather of pages by a table
// of page ids under them, which dispatch.c folds into the attention
// dispatch (ir_kview says what the kernel reads).
typedef struct attview {
  const ir_value *base;      // the tensor the kernel reads
  int rank;                  // base's
  int8_t outer[4], inner[4]; // as ir_kview's (IR_KVIEW_TABLE + t: table dim t)
  const dim_expr *inner_size[4];
  const dim_expr *offset[IR_MAX_RANK];
  const ir_value *table; // the page ids (NULL: none), read as table_dims
  int table_dim;         // base's dim the ids index
  int table_rank;
  const dim_expr *table_dims[IR_MAX_RANK]; // the ids' elements viewed so (row-major)
} attview;
// The transposes, views and slices (at most max) under v, top first, then,
// with `gather`, the index_select under them (the last op of the chain);
// returns how many. Uses are not looked at: the caller decides which
// values may be read through.
int attview_chain(const ir_value *v, int max, bool gather, const ir_op **chain);
// Whether the first n ops of v's chain can be read through: fills out.
bool attview_map(ir_context *ctx, const ir_value *v, const ir_op *const *chain, int n,
                 attview *out);
// dispatch.c: forms dispatches (with fusion) and outlines them into
// executables; false (after listing them, once per source op kind) when an
// op is left that the backend cannot compile.
bool dispatch_run(ir_context *ctx, const pipeline_options *o, pipeline_stats *st);
// dedup.c: structurally equal executables merged (--dedup).
bool dedup_run(ir_context *ctx, const pipeline_options *o, pipeline_stats *st);
// The canonical bytes of an executable (names erased), for hashing.
void dedup_canonical(strbuf *sb, const ir_exec *ex);
// specialize.c: each executable's rows configured and grouped into variants.
bool specialize_run(ir_context *ctx, const pipeline_options *o, pipeline_stats *st);
// cull.c: C for every variant, identical ones culled; unless
// stop_before_build, m gets the kernel object.
bool cull_run(ir_context *ctx, const pipeline_options *o, pipeline_stats *st, mod_module *m);
// hostgen.c: fills m's functions/executables/strings from the IR.
bool hostgen_run(ir_context *ctx, const pipeline_options *o, pipeline_stats *st, mod_module *m);

// options.c: parses argv[*i] (and argv[*i + 1] for "-j N", advancing *i):
// 1 = consumed, 0 = not a pipeline flag, -1 = bad value (reported, with the
// values the flag takes and a "did you mean"). An unknown pass name in
// --print-after is a bad value.
int pipeline_parse_flag(pipeline_options *o, int argc, char **argv, int *i);
// --help's lines for the flags (with_build: also those only a build reads).
void pipeline_flags_help(strbuf *sb, bool with_build);
// The flags' names ("--dedup", ...), for "did you mean".
extern const size_t pipeline_flag_count;
const char *pipeline_flag_name(size_t i);
// The pass names --print-after takes.
extern const char *const pipeline_pass_names[];
extern const size_t pipeline_pass_count;

// pipeline.c
// Parses nothing: runs every pass on an imported context. When
// o->stop_before_build, stops after culling (no module is produced).
bool pipeline_run(ir_context *ctx, const pipeline_options *o, pipeline_stats *st, mod_module *m);
void pipeline_default_options(pipeline_options *o);
// JSON report (docs/architecture.md, "The report").
void pipeline_report_json(strbuf *sb, const ir_context *ctx, const pipeline_stats *st,
                          uint64_t module_bytes);
// Keeps only the functions named in a comma list; false if a name is unknown.
bool pipeline_filter_entries(ir_context *ctx, const char *entries);

#endif
