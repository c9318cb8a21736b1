// fuzz_compile.c: libFuzzer target over everything the compiler does with
// outside text before the C compiler runs: parse, import, dispatch
// formation and fusion, dedup, specialization, code emission and culling.
//
// Property: no input crashes, aborts, leaks or trips a sanitizer; a failed
// compile has reported an error; no pass breaks the IR's invariants. Seeds:
// tests/fuzz/corpus/compile.
#include "frontend/frontend.h"
#include "transform/transform.h"

#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  diag_engine diag;
  diag_init(&diag, NULL);
  diag_add_source(&diag, "fuzz.mlir", (const char *)data, size);
  ir_context *ctx = ir_context_create(&diag);
  arena ast = {0};
  pipeline_options o;
  pipeline_default_options(&o);
  o.stop_before_build = true; // no C compiler: culling still emits every variant
  cg_target_parse("x86-64-v3", &o.target);
  pipeline_stats st;
  mod_module m = {0};
  bool ok = frontend_import_text(ctx, &ast, "fuzz.mlir", (const char *)data, size, 1) &&
            pipeline_run(ctx, &o, &st, &m);
  if (!ok && diag.errors == 0) abort(); // failing without saying why
  if (ctx->internal_errors) abort();    // a pass broke the IR (ir_verify)
  arena_free(&m.mem);
  arena_free(&ast);
  ir_context_destroy(ctx);
  diag_free(&diag);
  return 0;
}
