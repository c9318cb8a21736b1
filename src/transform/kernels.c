// kernels.c: C for every variant, culling, and the kernel object.
//
// Requires: specialized executables. Guarantees: each variant has a kernel
// index; variants whose C is identical once names and comments are erased
// share one kernel (marked culled, counted in variants_culled) and are
// never compiled twice; unless stop_before_build, m holds the object.
#include "transform.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

// Erases comments and every occurrence of the variant's own symbol, so two
// variants compare equal exactly when their code is the same.
static void normalize(strbuf *out, const char *src, const char *symbol) {
  size_t symlen = strlen(symbol);
  for (const char *p = src; *p;) {
    if (p[0] == '/' && p[1] == '*') {
      const char *end = strstr(p + 2, "*/");
      p = end ? end + 2 : p + strlen(p);
    } else if (p[0] == '/' && p[1] == '/') {
      while (*p && *p != '\n') p++;
    } else if (strncmp(p, symbol, symlen) == 0) {
      sb_append(out, "@SYMBOL@");
      p += symlen;
    } else {
      sb_putc(out, *p++);
    }
  }
}

typedef struct kernel_set {
  VEC(char *) sources;
  VEC(const char *) symbols;
  VEC(uint64_t) scratch;
  hashmap by_code; // normalized source -> kernel index + 1
} kernel_set;

static void add_variant(kernel_set *ks, ir_exec *ex, ir_variant *v, bool cull, pipeline_stats *st) {
  strbuf src = {0}, norm = {0};
  const cg_config *c = v->config;
  cg_emit_variant(&src, ex, c, v->facts, v->symbol);
  normalize(&norm, sb_cstr(&src), v->symbol);
  uintptr_t found = cull ? (uintptr_t)hashmap_get(&ks->by_code, norm.data, norm.len) : 0;
  if (found) {
    v->kernel = (int)found - 1;
    v->culled = true;
    st->variants_culled++;
    sb_free(&src);
  } else {
    v->kernel = (int)ks->sources.len;
    VEC_PUSH(ks->sources, src.data); // takes ownership
    VEC_PUSH(ks->symbols, v->symbol);
    VEC_PUSH(ks->scratch, cg_scratch_bytes(ex, c));
    hashmap_put(&ks->by_code, norm.data, norm.len, (void *)(uintptr_t)ks->sources.len);
  }
  sb_free(&norm);
}

static double now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

bool kernels_build(ir_context *ctx, const pipeline_options *o, pipeline_stats *st,
                   mod_module *m) {
  kernel_set ks = {0};
  for (size_t i = 0; i < ctx->execs.len; i++) {
    ir_exec *ex = ctx->execs.data[i];
    if (ex->merged_into) continue;
    bool cull = o->cull < 0 ? o->dedup : o->cull;
    for (size_t v = 0; v < ex->variants.len; v++) add_variant(&ks, ex, &ex->variants.data[v], cull, st);
  }
  bool ok = true;
  if (!o->stop_before_build) {
    strbuf lib = {0};
    cg_emit_library(&lib, ks.symbols.data, ks.scratch.data, (int)ks.sources.len);
    VEC_PUSH(ks.sources, lib.data);
    size_t size = 0;
    double t0 = now_seconds();
    ok = cg_build_object(&o->build, (const char *const *)ks.sources.data, (int)ks.sources.len,
                         ctx->diag, &m->kernel_object, &size, &m->compiler_command);
    st->cc_seconds = now_seconds() - t0;
    m->kernel_object_size = size;
    if (ok) m->kernel_object_hash = hash_bytes(m->kernel_object, size);
  }
  for (size_t i = 0; i < ks.sources.len; i++) free(ks.sources.data[i]);
  VEC_FREE(ks.sources);
  VEC_FREE(ks.symbols);
  VEC_FREE(ks.scratch);
  hashmap_free(&ks.by_code);
  return ok;
}
