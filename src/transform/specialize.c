// specialize.c: configuration per row, variants, and binding.
//
// Requires: deduplicated executables with their distinct rows. Guarantees:
// every surviving executable has >= 1 variant; every row is served by
// exactly one variant; a variant's facts are the union of its rows (what
// its code may assume); every site is bound statically to the variant of
// its row. With specialize off, the executable gets one variant configured
// from the union of all its rows: IREE's behaviour, kept to show the cost.
#include "transform.h"

#include <string.h>

static fact *row_union(ir_context *ctx, const ir_exec *ex, const int *rows, int n) {
  fact *u = ARENA_NEW_ARRAY(&ctx->mem, fact, ex->push_count ? ex->push_count : 1);
  for (int p = 0; p < ex->push_count; p++) {
    u[p] = ex->rows.data[rows[0]][p];
    for (int r = 1; r < n; r++) u[p] = fact_union(u[p], ex->rows.data[rows[r]][p]);
  }
  return u;
}

static void set_config(ir_context *ctx, ir_variant *v, cg_config c) {
  cg_config *copy = ARENA_NEW(&ctx->mem, cg_config);
  *copy = c;
  v->config = copy;
  strbuf sb = {0};
  cg_config_print(&sb, copy);
  v->config_text = arena_strdup(&ctx->mem, sb_cstr(&sb));
  sb_free(&sb);
}

static void add_row_to_variant(ir_context *ctx, ir_variant *v, int row) {
  int *rows = ARENA_NEW_ARRAY(&ctx->mem, int, v->row_count + 1);
  if (v->row_count) memcpy(rows, v->rows, sizeof(int) * (size_t)v->row_count);
  rows[v->row_count++] = row;
  v->rows = rows;
}

// Rows with equal configs form one variant.
static void group_rows(ir_context *ctx, ir_exec *ex, const cg_target *t) {
  for (size_t r = 0; r < ex->rows.len; r++) {
    cg_config c = cg_configure(ex, ex->rows.data[r], t);
    size_t v = 0;
    while (v < ex->variants.len && !cg_config_eq(ex->variants.data[v].config, &c)) v++;
    if (v == ex->variants.len) {
      ir_variant nv = {0};
      set_config(ctx, &nv, c);
      VEC_PUSH(ex->variants, nv);
    }
    add_row_to_variant(ctx, &ex->variants.data[v], (int)r);
  }
}

// One variant for all rows, configured from their union.
static void single_variant(ir_context *ctx, ir_exec *ex, const cg_target *t) {
  ir_variant v = {0};
  for (size_t r = 0; r < ex->rows.len; r++) add_row_to_variant(ctx, &v, (int)r);
  set_config(ctx, &v, cg_configure(ex, row_union(ctx, ex, v.rows, v.row_count), t));
  VEC_PUSH(ex->variants, v);
}

// Merges the last variant into the one before it until the limit holds; the
// merged variant is reconfigured from the union of its rows so its code is
// valid for all of them.
static int enforce_limit(ir_context *ctx, ir_exec *ex, int limit, const cg_target *t) {
  int merged = 0;
  while (limit > 0 && (int)ex->variants.len > limit) {
    ir_variant *last = &ex->variants.data[ex->variants.len - 1];
    ir_variant *prev = last - 1;
    for (int r = 0; r < last->row_count; r++) add_row_to_variant(ctx, prev, last->rows[r]);
    ex->variants.len--;
    set_config(ctx, prev, cg_configure(ex, row_union(ctx, ex, prev->rows, prev->row_count), t));
    merged++;
  }
  return merged;
}

static void bind_sites(ir_exec *ex) {
  for (size_t s = 0; s < ex->sites.len; s++) {
    ir_site *site = &ex->sites.data[s];
    for (size_t v = 0; v < ex->variants.len; v++)
      for (int r = 0; r < ex->variants.data[v].row_count; r++)
        if (ex->variants.data[v].rows[r] == site->row_index) site->variant = (int)v;
    FACET_CHECK(site->variant >= 0);
  }
}

void spec_run(ir_context *ctx, const pipeline_options *o, pipeline_stats *st) {
  for (size_t i = 0; i < ctx->execs.len; i++) {
    ir_exec *ex = ctx->execs.data[i];
    if (ex->merged_into) continue;
    if (o->specialize) group_rows(ctx, ex, &o->target);
    else single_variant(ctx, ex, &o->target);
    st->variants_merged_by_limit += enforce_limit(ctx, ex, o->max_variants, &o->target);
    for (size_t v = 0; v < ex->variants.len; v++) {
      ir_variant *var = &ex->variants.data[v];
      var->facts = row_union(ctx, ex, var->rows, var->row_count);
      var->symbol = arena_printf(&ctx->mem, "%s_v%zu", ex->name, v);
    }
    bind_sites(ex);
    st->variants += (int)ex->variants.len;
  }
}
