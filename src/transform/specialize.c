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

// The variant whose config is c, created if new.
static int variant_for(ir_context *ctx, ir_exec *ex, cg_config c) {
  size_t v = 0;
  while (v < ex->variants.len && !cg_config_eq(ex->variants.data[v].config, &c)) v++;
  if (v == ex->variants.len) {
    ir_variant nv = {0};
    set_config(ctx, &nv, c);
    VEC_PUSH(ex->variants, nv);
  }
  return (int)v;
}

enum { MAX_PIECES = 4 };

// Splits a row where codegen offers a cut and the two sides configure
// differently (a runtime predicate then picks the side). Pieces are in
// increasing order of the cut push constant.
static int split_row(ir_context *ctx, const ir_exec *ex, const fact *row, const cg_target *t,
                     fact **pieces) {
  size_t bytes = sizeof(fact) * (size_t)(ex->push_count ? ex->push_count : 1);
  pieces[0] = arena_memdup(&ctx->mem, row, bytes);
  int n = 1, push[4];
  uint64_t at[4];
  int cuts = cg_split_points(ex, t, push, at, 4);
  for (int c = 0; c < cuts; c++) {
    for (int i = 0; i < n && n < MAX_PIECES; i++) {
      fact f = pieces[i][push[c]];
      if (f.umin > at[c] || at[c] >= f.umax) continue;
      fact *lo = arena_memdup(&ctx->mem, pieces[i], bytes),
           *hi = arena_memdup(&ctx->mem, pieces[i], bytes);
      lo[push[c]] = fact_range(f.umin, at[c], f.udiv);
      hi[push[c]] = fact_range(at[c] + 1, f.umax, f.udiv);
      if (fact_is_empty(lo[push[c]]) || fact_is_empty(hi[push[c]])) continue;
      cg_config a = cg_configure(ex, lo, t), b = cg_configure(ex, hi, t);
      if (cg_config_eq(&a, &b)) continue;
      memmove(&pieces[i + 2], &pieces[i + 1], sizeof(fact *) * (size_t)(n - i - 1));
      pieces[i] = lo, pieces[i + 1] = hi;
      n++, i++;
    }
  }
  return n;
}

// Rows with equal configs form one variant; a split row's pieces become
// rows of their own (row_parent says whose piece they are).
static void group_rows(ir_context *ctx, ir_exec *ex, const cg_target *t, bool split) {
  size_t site_rows = ex->rows.len;
  for (size_t r = 0; r < site_rows; r++) {
    fact *pieces[MAX_PIECES] = {ex->rows.data[r]};
    int n = split ? split_row(ctx, ex, ex->rows.data[r], t, pieces) : 1;
    if (n == 1) {
      int v = variant_for(ctx, ex, cg_configure(ex, ex->rows.data[r], t));
      add_row_to_variant(ctx, &ex->variants.data[v], (int)r);
      continue;
    }
    for (int i = 0; i < n; i++) {
      VEC_PUSH(ex->rows, pieces[i]);
      VEC_PUSH(ex->row_parent, (int)r);
      int v = variant_for(ctx, ex, cg_configure(ex, pieces[i], t));
      add_row_to_variant(ctx, &ex->variants.data[v], (int)ex->rows.len - 1);
    }
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

static int variant_of_row(const ir_exec *ex, int row) {
  for (size_t v = 0; v < ex->variants.len; v++)
    for (int r = 0; r < ex->variants.data[v].row_count; r++)
      if (ex->variants.data[v].rows[r] == row) return (int)v;
  return -1;
}

// A site whose row one variant serves is bound statically; a site whose
// row was split gets the predicate chain of its pieces, the last piece
// being the fallback (the entry checks guarantee the row holds, so what
// fails every earlier predicate is in the last piece).
static void bind_sites(ir_exec *ex) {
  for (size_t s = 0; s < ex->sites.len; s++) {
    ir_site *site = &ex->sites.data[s];
    site->variant = variant_of_row(ex, site->row_index);
    site->choice_count = 0;
    for (size_t r = 0; r < ex->rows.len && site->variant < 0; r++) {
      if (ex->row_parent.data[r] != site->row_index) continue;
      FACET_CHECK(site->choice_count < 4);
      site->choice_row[site->choice_count] = (int)r;
      site->choice_variant[site->choice_count++] = variant_of_row(ex, (int)r);
    }
    FACET_CHECK(site->variant >= 0 || site->choice_count > 1);
  }
}

bool specialize_run(ir_context *ctx, const pipeline_options *o, pipeline_stats *st) {
  for (size_t i = 0; i < ctx->execs.len; i++) {
    ir_exec *ex = ctx->execs.data[i];
    if (ex->merged_into) continue;
    if (o->specialize) group_rows(ctx, ex, &o->target, o->split_rows);
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
  return true;
}
