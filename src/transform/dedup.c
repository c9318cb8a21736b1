// dedup.c: structural deduplication of executables.
//
// Requires: outlined executables, one site each. Guarantees: executables
// with equal canonical bytes are merged into the first of them (the others
// get merged_into and lose their sites); every surviving executable lists
// its distinct site rows (never their union) and each site its row index.
// Canonical bytes: the body with names erased (QBE gvn.c's hash + equality
// pair); equal hashes are confirmed by comparing the bytes.
#include "transform.h"

#include <string.h>

static void put_i64(strbuf *sb, int64_t v) { sb_appendn(sb, (const char *)&v, sizeof v); }

static void put_kdim(strbuf *sb, ir_kdim d) {
  put_i64(sb, d.dynamic);
  put_i64(sb, d.value);
}

static void put_kview(strbuf *sb, const ir_kview *v) {
  for (int d = 0; d < 4; d++) {
    put_i64(sb, v->outer[d]);
    put_i64(sb, v->inner[d]);
    put_kdim(sb, v->inner_size[d]);
    put_kdim(sb, v->size[d]);
  }
  for (int j = 0; j < IR_MAX_RANK; j++) put_kdim(sb, v->offset[j]);
}

static void put_coord(strbuf *sb, const ir_kcoord *c) {
  int64_t cf[] = {c->iter_dim, c->node, c->step, c->wrap, c->modulo, c->check};
  for (size_t f = 0; f < FACET_ARRAY_SIZE(cf); f++) put_i64(sb, cf[f]);
  put_kdim(sb, c->offset);
  put_kdim(sb, c->minus);
}

void dedup_canonical(strbuf *sb, const ir_exec *ex) {
  put_i64(sb, ex->binding_count);
  put_i64(sb, ex->push_count);
  for (int b = 0; b < ex->binding_count; b++) {
    const ir_kbinding *kb = &ex->bindings[b];
    put_i64(sb, kb->elem);
    put_i64(sb, kb->rank);
    put_i64(sb, kb->is_output);
    for (int i = 0; i < kb->rank; i++) put_kdim(sb, kb->dims[i]);
  }
  put_i64(sb, ex->kop_count);
  for (int k = 0; k < ex->kop_count; k++) {
    const ir_kop *op = &ex->kops[k];
    put_i64(sb, op->kind);
    for (int i = 0; i < 5; i++) put_i64(sb, op->operands[i]);
    put_i64(sb, op->transpose_b);
    put_i64(sb, op->causal);
    sb_appendn(sb, (const char *)&op->scale, sizeof op->scale);
    for (int i = 0; op->kind == KOP_ATTENTION && i < 5; i++) put_kview(sb, &op->views[i]);
    put_kdim(sb, op->m);
    put_kdim(sb, op->n);
    put_kdim(sb, op->k);
    int64_t quant[] = {op->quant.scheme, op->quant.signed_q, op->quant.offset, op->quant.mn_hi_shift};
    for (size_t i = 0; i < FACET_ARRAY_SIZE(quant); i++) put_i64(sb, quant[i]);
    const ir_window *w = &op->win;
    int64_t win[] = {w->kernel[0], w->kernel[1], w->stride[0], w->stride[1], w->pad[0], w->pad[1],
                     w->dilation[0], w->dilation[1], w->groups, w->count_include_pad, w->adaptive,
                     w->divisor, op->red};
    for (size_t i = 0; i < FACET_ARRAY_SIZE(win); i++) put_i64(sb, win[i]);
  }
  put_i64(sb, ex->iter_rank);
  for (int d = 0; d < ex->iter_rank; d++) put_kdim(sb, ex->iter[d]);
  put_i64(sb, ex->node_count);
  for (int i = 0; i < ex->node_count; i++) {
    const ir_knode *n = &ex->nodes[i];
    int64_t fields[] = {n->kind, n->type, n->ew, n->red, n->a, n->b, n->c, n->binding, n->axis};
    for (size_t f = 0; f < FACET_ARRAY_SIZE(fields); f++) put_i64(sb, fields[f]);
    for (int d = 0; d < IR_MAX_RANK; d++) put_i64(sb, n->map[d]);
    for (int d = 0; n->kind == KN_GATHER && d < IR_MAX_RANK; d++) put_coord(sb, &n->coord[d]);
    if (n->kind == KN_DIM) put_kdim(sb, n->dim);
    sb_appendn(sb, (const char *)&n->value, sizeof n->value);
    sb_appendn(sb, (const char *)&n->value2, sizeof n->value2);
  }
  put_i64(sb, ex->output_count);
  put_i64(sb, ex->update);
  for (int i = 0; i < ex->output_count; i++) {
    put_i64(sb, ex->outputs[i].binding);
    put_i64(sb, ex->outputs[i].node);
    put_i64(sb, ex->outputs[i].scatter);
    for (int d = 0; ex->outputs[i].scatter && d < IR_MAX_RANK; d++) put_coord(sb, &ex->outputs[i].coord[d]);
  }
}

static bool row_eq(const fact *a, const fact *b, int n) {
  for (int i = 0; i < n; i++)
    if (!fact_eq(a[i], b[i])) return false;
  return true;
}

// Adds the site's row to ex->rows unless an equal row is there already.
static int add_row(ir_exec *ex, fact *row) {
  for (size_t r = 0; r < ex->rows.len; r++)
    if (row_eq(ex->rows.data[r], row, ex->push_count)) return (int)r;
  VEC_PUSH(ex->rows, row);
  VEC_PUSH(ex->row_parent, -1);
  return (int)ex->rows.len - 1;
}

static void move_sites(ir_exec *into, ir_exec *from) {
  for (size_t s = 0; s < from->sites.len; s++) {
    ir_site site = from->sites.data[s];
    site.op->exec = into;
    site.op->site = (int)into->sites.len;
    VEC_PUSH(into->sites, site);
  }
  from->sites.len = 0;
  from->merged_into = into;
}

void dedup_run(ir_context *ctx, bool enabled, pipeline_stats *st) {
  hashmap seen = {0}; // canonical bytes -> first executable
  strbuf sb = {0};
  int survivors = 0;
  for (size_t i = 0; i < ctx->execs.len; i++) {
    ir_exec *ex = ctx->execs.data[i];
    sb_reset(&sb);
    dedup_canonical(&sb, ex);
    ex->hash = hash_bytes(sb.data, sb.len);
    ir_exec *first = enabled ? hashmap_get(&seen, sb.data, sb.len) : NULL;
    if (first) {
      move_sites(first, ex);
      continue;
    }
    if (enabled) hashmap_put(&seen, sb.data, sb.len, ex);
    survivors++;
  }
  for (size_t i = 0; i < ctx->execs.len; i++) {
    ir_exec *ex = ctx->execs.data[i];
    for (size_t s = 0; s < ex->sites.len; s++)
      ex->sites.data[s].row_index = add_row(ex, ex->sites.data[s].row);
  }
  st->executables = survivors;
  sb_free(&sb);
  hashmap_free(&seen);
}
