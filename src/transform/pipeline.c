// pipeline.c: the pass order, as one readable function, plus the report.
#include "transform.h"

#include <string.h>
#include <time.h>

void pipeline_default_options(pipeline_options *o) {
  memset(o, 0, sizeof *o);
  o->dedup = true;
  o->cull = -1;
  o->specialize = true;
  o->generalize = GENERALIZE_BATCH;
  o->const_eval_limit = 16u << 20;
  o->print_out = stdout;
  cg_target_parse("host", &o->target);
  o->build.cc = "cc";
  o->build.target = &o->target;
  o->build.jobs = 2;
  o->build.cache = true; // the folder: --cache-dir, else cg_cache_default_dir()
}

static bool wants_print(const pipeline_options *o, const char *pass) {
  return o->print_after && (!strcmp(o->print_after, "all") || !strcmp(o->print_after, pass));
}

// After each pass: --print-after, then the verifier (a pass that broke the
// IR stops the compile there, with an internal error naming it).
static bool after(const pipeline_options *o, ir_context *ctx, const char *pass) {
  if (o->on_pass) o->on_pass(o->on_pass_user, pass);
  if (wants_print(o, pass)) {
    strbuf sb = {0};
    sb_printf(&sb, "// -----// IR after %s //----- //\n", pass);
    ir_print_module(&sb, ctx);
    fputs(sb_cstr(&sb), o->print_out);
    sb_free(&sb);
  }
  return ir_verify(ctx, pass);
}

static double seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

bool pipeline_filter_entries(ir_context *ctx, const char *entries) {
  if (!entries) return true;
  size_t kept = 0;
  for (size_t f = 0; f < ctx->functions.len; f++) {
    const char *name = ctx->functions.data[f]->name;
    size_t n = strlen(name);
    for (const char *p = entries; *p;) {
      const char *comma = strchr(p, ',');
      size_t len = comma ? (size_t)(comma - p) : strlen(p);
      if (len == n && !strncmp(p, name, n)) {
        ctx->functions.data[kept++] = ctx->functions.data[f];
        break;
      }
      p += len + (comma != NULL);
    }
  }
  bool all_found = true;
  for (const char *p = entries; *p;) {
    const char *comma = strchr(p, ',');
    size_t len = comma ? (size_t)(comma - p) : strlen(p);
    bool found = false;
    for (size_t f = 0; f < kept; f++)
      found |= strlen(ctx->functions.data[f]->name) == len &&
               !strncmp(ctx->functions.data[f]->name, p, len);
    if (!found) {
      diag_error(ctx->diag, (loc){0}, "--entry names '%.*s', which is not a function of the input",
                 (int)len, p);
      all_found = false;
    }
    p += len + (comma != NULL);
  }
  ctx->functions.len = kept;
  return all_found;
}

// Private functions (util.func private helpers) are not entry points; what
// calls them is compiled (or reported) where the call is.
static void drop_private_functions(ir_context *ctx) {
  size_t kept = 0;
  for (size_t f = 0; f < ctx->functions.len; f++)
    if (!ctx->functions.data[f]->is_private) ctx->functions.data[kept++] = ctx->functions.data[f];
  ctx->functions.len = kept;
}

bool pipeline_run(ir_context *ctx, const pipeline_options *o, pipeline_stats *st, mod_module *m) {
  double t0 = seconds();
  memset(st, 0, sizeof *st);
  st->target = o->target;
  if (!after(o, ctx, "import")) return false;
  drop_private_functions(ctx);
  st->functions = (int)ctx->functions.len;
  if (!constants_run(ctx, o, st) || !quantized_run(ctx, o, st) || !window_run(ctx, o, st) ||
      !hoist_run(ctx, o, st) || !consteval_run(ctx, o, st) || !after(o, ctx, "const-eval"))
    return false;
  if (!dispatch_run(ctx, o, st) || !after(o, ctx, "dispatch")) return false;
  if (!dedup_run(ctx, o, st) || !after(o, ctx, "dedup")) return false;
  if (!specialize_run(ctx, o, st) || !after(o, ctx, "specialize")) return false;
  bool ok = cull_run(ctx, o, st, m);
  if (!after(o, ctx, "cull")) return false;
  if (ok && !o->stop_before_build) ok = hostgen_run(ctx, o, st, m);
  st->compile_seconds = seconds() - t0;
  return ok && ctx->diag->errors == 0;
}

static void json_string(strbuf *sb, const char *s) {
  sb_putc(sb, '"');
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\') sb_printf(sb, "\\%c", c);
    else if (c < 0x20) sb_printf(sb, "\\u%04x", c);
    else sb_putc(sb, (char)c);
  }
  sb_putc(sb, '"');
}

static void json_row(strbuf *sb, const fact *row, int n) {
  sb_putc(sb, '[');
  for (int p = 0; p < n; p++) {
    strbuf f = {0};
    fact_print(&f, row[p]);
    if (p) sb_append(sb, ", ");
    json_string(sb, sb_cstr(&f));
    sb_free(&f);
  }
  sb_putc(sb, ']');
}

// Why an executable has the variants it has: the config words in which its
// variants differ ("tile=64x128x256 | tile=128x256x256"), or why one is
// enough.
static void variant_reason(strbuf *sb, const ir_exec *ex) {
  if (ex->variants.len == 1) {
    sb_printf(sb, "%zu row%s, one config", ex->rows.len, ex->rows.len == 1 ? "" : "s");
    return;
  }
  // words of the first variant's config that some other variant lacks
  const char *first = ex->variants.data[0].config_text;
  sb_printf(sb, "%zu configs differ in:", ex->variants.len);
  for (const char *w = first; *w;) {
    size_t n = strcspn(w, " ");
    bool shared = true;
    for (size_t v = 1; v < ex->variants.len && shared; v++) {
      const char *t = ex->variants.data[v].config_text;
      bool found = false;
      for (const char *u = t; *u && !found;) {
        size_t m = strcspn(u, " ");
        found = m == n && !strncmp(u, w, n);
        u += m + (u[m] == ' ');
      }
      shared = found;
    }
    if (!shared) {
      const char *eq = memchr(w, '=', n);
      sb_printf(sb, " %.*s", (int)(eq ? (size_t)(eq - w) : n), w);
    }
    w += n + (w[n] == ' ');
  }
}

static void json_exec(strbuf *sb, const ir_exec *ex) {
  sb_append(sb, "    {\"name\": ");
  json_string(sb, ex->name);
  strbuf why = {0};
  variant_reason(&why, ex);
  sb_append(sb, ", \"variants_why\": ");
  json_string(sb, sb_cstr(&why));
  sb_free(&why);
  sb_append(sb, ",\n     \"rows\": [");
  for (size_t r = 0; r < ex->rows.len; r++) {
    if (r) sb_append(sb, ", ");
    json_row(sb, ex->rows.data[r], ex->push_count);
  }
  sb_append(sb, "],\n     \"variants\": [");
  for (size_t v = 0; v < ex->variants.len; v++) {
    const ir_variant *var = &ex->variants.data[v];
    sb_append(sb, v ? ",\n       {" : "\n       {");
    sb_append(sb, "\"config\": ");
    json_string(sb, var->config_text);
    sb_append(sb, ", \"rows\": [");
    for (int r = 0; r < var->row_count; r++) sb_printf(sb, r ? ", %d" : "%d", var->rows[r]);
    sb_append(sb, "], \"predicate\": ");
    // one row per variant is bound statically; the predicate still says
    // what the code assumes (the union of its rows)
    json_row(sb, var->facts, ex->push_count);
    sb_printf(sb, ", \"kernel\": %d, \"culled\": %s, \"symbol\": ", var->kernel,
              var->culled ? "true" : "false");
    json_string(sb, var->symbol);
    if (!var->culled)
      sb_printf(sb, ", \"cc_cpu_seconds\": %.3f, \"cc_run_kernels\": %d", var->cc_cpu_seconds,
                var->cc_run_kernels);
    sb_putc(sb, '}');
  }
  sb_append(sb, "],\n     \"callsites\": [");
  for (size_t s = 0; s < ex->sites.len; s++) {
    const ir_site *site = &ex->sites.data[s];
    sb_append(sb, s ? ",\n       {" : "\n       {");
    sb_append(sb, "\"function\": ");
    json_string(sb, site->fn->name);
    sb_printf(sb, ", \"row\": %d, \"binding\": \"%s\"", site->row_index,
              site->variant >= 0 ? "static" : "select");
    if (site->variant >= 0) sb_printf(sb, ", \"variant\": %d}", site->variant);
    else {
      sb_append(sb, ", \"chain\": [");
      for (int c = 0; c < site->choice_count; c++) {
        sb_printf(sb, "%s{\"variant\": %d, \"predicate\": ", c ? ", " : "",
                  site->choice_variant[c]);
        if (c + 1 == site->choice_count) sb_append(sb, "\"fallback\"}");
        else {
          json_row(sb, ex->rows.data[site->choice_row[c]], ex->push_count);
          sb_putc(sb, '}');
        }
      }
      sb_append(sb, "]}");
    }
  }
  sb_append(sb, "]}");
}

void pipeline_report_json(strbuf *sb, const ir_context *ctx, const pipeline_stats *st,
                          uint64_t module_bytes) {
  sb_printf(sb,
            "{\n  \"functions\": %d,\n  \"dispatch_sites\": %d,\n"
            "  \"executables_before_dedup\": %d,\n  \"executables\": %d,\n"
            "  \"variants\": %d,\n  \"variants_culled\": %d,\n"
            "  \"variants_merged_by_limit\": %d,\n  \"compile_seconds\": %.3f,\n"
            "  \"cc_seconds\": %.3f,\n  \"module_bytes\": %llu,\n",
            st->functions, st->dispatch_sites, st->executables_before_dedup, st->executables,
            st->variants, st->variants_culled, st->variants_merged_by_limit, st->compile_seconds,
            st->cc_seconds, (unsigned long long)module_bytes);
  sb_printf(sb,
            "  \"const_eval\": {\"folded\": %d, \"splats\": %d, \"bytes\": %llu, "
            "\"load_time\": %d, \"load_time_bytes\": %llu, \"evaluated\": %d},\n",
            st->const_eval_folded, st->const_eval_splats, (unsigned long long)st->const_eval_bytes,
            st->const_eval_load_time, (unsigned long long)st->const_eval_load_bytes,
            st->const_eval_evaluated);
  sb_printf(sb, "  \"hoisted\": %d,\n", st->hoisted);
  // the target and the caches its blocking was derived from (a named
  // target's assumed sizes, or the host's and where they were read), and
  // what its vector unit was probed to do (target.c)
  const cg_target *t = &st->target;
  sb_append(sb, "  \"target\": {\"name\": ");
  json_string(sb, t->name ? t->name : "");
  sb_printf(sb, ", \"l1d_bytes\": %d, \"l2_bytes\": %d, \"l3_bytes_per_cpu\": %d, ", t->l1_bytes,
            t->l2_bytes, t->l3_bytes);
  sb_append(sb, "\"cache_source\": ");
  json_string(sb, t->cache_source ? t->cache_source : "");
  sb_printf(sb, ", \"fma512_per_cycle\": %d, \"bf16_dot\": %s},\n", t->fma512_per_cycle,
            t->bf16_dot ? "true" : "false");
  // the kernel object cache: sources compiled, read from the cache, ...
  const cg_cache_stats *c = &st->cache;
  sb_append(sb, "  \"cache\": ");
  json_string(sb, c->state[0] ? c->state : "off");
  sb_printf(sb,
            ",\n  \"kernel_sources\": %d,\n  \"kernels_compiled\": %d,\n"
            "  \"cc_runs\": %d,\n  \"cc_batches\": %d,\n  \"cc_cpu_seconds\": %.3f,\n"
            "  \"cache_hits\": %d,\n  \"cache_misses\": %d,\n  \"cache_corrupt\": %d,\n"
            "  \"cache_stored\": %d,\n  \"cache_evicted\": %d,\n  \"executables_detail\": [\n",
            st->kernel_sources, c->compiled, c->runs, c->batches, c->cpu_seconds, c->hits,
            c->misses, c->corrupt, c->stored, c->evicted);
  bool first = true;
  for (size_t i = 0; i < ctx->execs.len; i++) {
    if (ctx->execs.data[i]->merged_into) continue;
    if (!first) sb_append(sb, ",\n");
    json_exec(sb, ctx->execs.data[i]);
    first = false;
  }
  sb_append(sb, "\n  ]\n}\n");
}
