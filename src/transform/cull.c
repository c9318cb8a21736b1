// cull.c: C for every variant, culling, and the kernel object.
//
// Requires: specialized executables. Guarantees: each variant has a kernel
// index; variants whose C is identical once names and comments are erased
// share one kernel (marked culled, counted in variants_culled) and are
// never compiled twice; unless stop_before_build, m holds the object.
//
// Kernels are named by their code. The emitters name a variant's C after
// its executable and its index (prefill_bs1_dispatch_3_..._v1), and both
// change when an entry point is added, removed or changed: the executable
// is named after the first function that uses it and variants are numbered
// in row order. The source that is compiled names the kernel
// facet_k<16 hex digits>, the hash of the code culling compares, and its
// first line (which names the executable) says only that; v->symbol is set
// to that name. Its comments are blanked (newlines kept, so a compiler's
// line numbers still point into the commented source, which is what
// --dump-executable-sources-to writes): they describe the variant's rows,
// which move when an entry point changes while the code may not. So an
// unchanged kernel compiles from the same bytes in every module, and the
// kernel cache (src/codegen/cache.c) finds it.
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
  VEC(char *) sources;  // as compiled
  VEC(char *) readable; // with comments, for --dump-executable-sources-to
  VEC(const char *) symbols;
  VEC(uint64_t) scratch;
  hashmap by_code; // normalized source -> kernel index + 1
  hashmap names;   // content name -> how many kernels have it (--cull=off repeats code)
} kernel_set;

// facet_k<hash of the normalized code>; with culling off, equal code may be
// kept twice: the repeats get _2, _3, ... so that symbols stay unique. Two
// different codes with one 64-bit hash would define one symbol twice: a
// link error, never a wrong kernel.
static char *content_name(ir_context *ctx, kernel_set *ks, const strbuf *norm) {
  char name[64];
  snprintf(name, sizeof name, "facet_k%016llx",
           (unsigned long long)hash_bytes(norm->data, norm->len));
  uintptr_t seen = (uintptr_t)hashmap_get_str(&ks->names, name);
  hashmap_put_str(&ks->names, name, (void *)(seen + 1));
  if (seen)
    snprintf(name + strlen(name), sizeof name - strlen(name), "_%llu",
             (unsigned long long)seen + 1);
  return arena_strdup(&ctx->mem, name);
}

// The readable source: every occurrence of the variant's symbol becomes
// `name`, and an emitter's first line "// <symbol>.c: ..." (which also
// names the executable) becomes one that names nothing else.
static char *rename_source(const char *src, const char *symbol, const char *name) {
  strbuf out = {0};
  size_t symlen = strlen(symbol);
  const char *p = src;
  if (!strncmp(p, "// ", 3) && !strncmp(p + 3, symbol, symlen) &&
      !strncmp(p + 3 + symlen, ".c:", 3)) {
    sb_printf(&out, "// %s.c: facet kernel, named by the hash of its code.", name);
    p += strcspn(p, "\n");
  }
  while (*p) {
    if (!strncmp(p, symbol, symlen)) {
      sb_append(&out, name);
      p += symlen;
    } else {
      sb_putc(&out, *p++);
    }
  }
  return out.data ? out.data : xstrdup("");
}

// The source as compiled: the readable one with every comment after the
// first line (which names the file) blanked, newlines kept. String and
// character literals are copied as they are ("//" in a string is no comment).
static char *blank_comments(const char *src) {
  strbuf out = {0};
  const char *p = src + strcspn(src, "\n");
  sb_appendn(&out, src, (size_t)(p - src));
  while (*p) {
    if (p[0] == '/' && p[1] == '/') {
      for (;;) { // a backslash at the end of the line continues the comment
        p += strcspn(p, "\n");
        if (!*p || p[-1] != '\\') break;
        sb_putc(&out, *p++);
      }
    } else if (p[0] == '/' && p[1] == '*') {
      const char *end = strstr(p + 2, "*/");
      const char *stop = end ? end + 2 : p + strlen(p);
      for (; p < stop; p++)
        if (*p == '\n') sb_putc(&out, '\n');
      sb_putc(&out, ' '); // a comment separates tokens
    } else if (*p == '"' || *p == '\'') {
      char quote = *p;
      sb_putc(&out, *p++);
      while (*p && *p != quote && *p != '\n') {
        if (*p == '\\' && p[1]) sb_putc(&out, *p++);
        sb_putc(&out, *p++);
      }
      if (*p == quote) sb_putc(&out, *p++);
    } else {
      sb_putc(&out, *p++);
    }
  }
  return out.data ? out.data : xstrdup("");
}

static void add_variant(ir_context *ctx, kernel_set *ks, ir_exec *ex, ir_variant *v, bool cull,
                        pipeline_stats *st) {
  strbuf src = {0}, norm = {0};
  const cg_config *c = v->config;
  cg_emit_variant(&src, ex, c, v->facts, v->symbol);
  normalize(&norm, sb_cstr(&src), v->symbol);
  uintptr_t found = cull ? (uintptr_t)hashmap_get(&ks->by_code, norm.data, norm.len) : 0;
  if (found) {
    v->kernel = (int)found - 1;
    v->symbol = (char *)ks->symbols.data[v->kernel];
    v->culled = true;
    st->variants_culled++;
  } else {
    char *name = content_name(ctx, ks, &norm);
    v->kernel = (int)ks->sources.len;
    char *readable = rename_source(sb_cstr(&src), v->symbol, name);
    VEC_PUSH(ks->sources, blank_comments(readable));
    VEC_PUSH(ks->readable, readable);
    VEC_PUSH(ks->symbols, name);
    VEC_PUSH(ks->scratch, cg_scratch_bytes(ex, c));
    hashmap_put(&ks->by_code, norm.data, norm.len, (void *)(uintptr_t)ks->sources.len);
    v->symbol = name;
  }
  sb_free(&src);
  sb_free(&norm);
}

static double now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

// Each compiled variant's share of the compiler's time (culled ones share
// their kernel's and say nothing of their own).
static void record_costs(ir_context *ctx, const cg_source_cost *costs) {
  for (size_t i = 0; i < ctx->execs.len; i++) {
    ir_exec *ex = ctx->execs.data[i];
    for (size_t v = 0; !ex->merged_into && v < ex->variants.len; v++) {
      ir_variant *var = &ex->variants.data[v];
      if (var->culled) continue;
      var->cc_cpu_seconds = costs[var->kernel].cpu_seconds;
      var->cc_run_kernels = costs[var->kernel].run_kernels;
    }
  }
}

bool cull_run(ir_context *ctx, const pipeline_options *o, pipeline_stats *st, mod_module *m) {
  kernel_set ks = {0};
  for (size_t i = 0; i < ctx->execs.len; i++) {
    ir_exec *ex = ctx->execs.data[i];
    if (ex->merged_into) continue;
    bool cull = o->cull < 0 ? o->dedup : o->cull;
    for (size_t v = 0; v < ex->variants.len; v++)
      add_variant(ctx, &ks, ex, &ex->variants.data[v], cull, st);
  }
  bool ok = true;
  if (!o->stop_before_build) {
    strbuf lib = {0};
    cg_emit_library(&lib, ks.symbols.data, ks.scratch.data, (int)ks.sources.len);
    VEC_PUSH(ks.sources, lib.data);
    VEC_PUSH(ks.readable, xstrdup(lib.data));
    size_t size = 0;
    double t0 = now_seconds();
    cg_build b = o->build;
    b.stats = &st->cache;
    b.keep_sources = (const char *const *)ks.readable.data;
    b.costs = xcalloc(ks.sources.len, sizeof *b.costs);
    st->kernel_sources = (int)ks.sources.len;
    ok = cg_build_object(&b, (const char *const *)ks.sources.data, (int)ks.sources.len, ctx->diag,
                         &m->kernel_object, &size, &m->compiler_command);
    st->cc_seconds = now_seconds() - t0;
    record_costs(ctx, b.costs);
    free(b.costs);
    m->kernel_object_size = size;
    if (ok) m->kernel_object_hash = hash_bytes(m->kernel_object, size);
  }
  for (size_t i = 0; i < ks.sources.len; i++) free(ks.sources.data[i]);
  for (size_t i = 0; i < ks.readable.len; i++) free(ks.readable.data[i]);
  VEC_FREE(ks.sources);
  VEC_FREE(ks.readable);
  VEC_FREE(ks.symbols);
  VEC_FREE(ks.scratch);
  hashmap_free(&ks.by_code);
  hashmap_free(&ks.names);
  return ok;
}
