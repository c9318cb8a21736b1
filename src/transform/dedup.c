// dedup.c: structural deduplication of executables.
//
// Requires: outlined executables, one site each. Guarantees: executables
// with equal canonical bytes are merged into the first of them (the others
// get merged_into and lose their sites); every surviving executable lists
// its distinct site rows (never their union) and each site its row index.
// Canonical bytes: the body with names erased (QBE gvn.c's hash + equality
// pair); equal hashes are confirmed by comparing the bytes.
//
// Before that, executables that are equal but for some integer constants
// are made equal (lift_constants): the constants that differ become push
// constants, each site passing its own value. An LLM export's paged-cache
// index, ((page * layers + layer) * 2 + k_or_v) * page_size + offset, is
// such a row program once per layer, K and V and entry point: 512 sites of
// the 8B export, a kernel per layer and entry point where one per entry
// point does.
#include "transform.h"

#include "ir/ir.h"

#include <stdlib.h>
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
  put_i64(sb, v->table);
  put_i64(sb, v->table_dim);
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
    int64_t quant[] = {op->quant.scheme, op->quant.signed_q, op->quant.offset,
                       op->quant.mn_hi_shift};
    for (size_t i = 0; i < FACET_ARRAY_SIZE(quant); i++) put_i64(sb, quant[i]);
    const ir_window *w = &op->win;
    int64_t win[] = {
        w->kernel[0], w->kernel[1],   w->stride[0],   w->stride[1], w->pad[0],
        w->pad[1],    w->dilation[0], w->dilation[1], w->groups,    w->count_include_pad,
        w->adaptive,  w->divisor,     op->red};
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
    for (int d = 0; ex->outputs[i].scatter && d < IR_MAX_RANK; d++)
      put_coord(sb, &ex->outputs[i].coord[d]);
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

//
// Lifting constants
//
// A constant node may become a push constant when it is an int64 read only
// by integer add, sub and mul nodes: those wrap the same on a literal and on
// a variable, so the kernel computes the same bits (a divisor, a shift, a
// pow exponent or an index stay literals: the C compiler specializes them).
static bool liftable(const ir_exec *ex, int i) {
  const ir_knode *n = &ex->nodes[i];
  if (n->kind != KN_CONST || n->type != DT_I64 || !(n->value >= 0 && n->value <= 0x1p53) ||
      n->value != (double)(int64_t)n->value)
    return false;
  for (int o = 0; o < ex->output_count; o++)
    if (ex->outputs[o].node == i) return false;
  for (int r = 0; r < ex->node_count; r++) {
    const ir_knode *m = &ex->nodes[r];
    bool reads = m->a == i || m->b == i || m->c == i;
    for (int d = 0; m->kind == KN_GATHER && d < IR_MAX_RANK; d++) reads |= m->coord[d].node == i;
    for (int o = 0; o < ex->output_count && ex->outputs[o].scatter; o++)
      for (int d = 0; d < IR_MAX_RANK; d++) reads |= ex->outputs[o].coord[d].node == i;
    if (!reads) continue;
    bool arith = m->ew == EW_ADD || m->ew == EW_SUB || m->ew == EW_MUL;
    if (m->kind != KN_EW || !arith || dtype_is_float(m->type) || m->type == DT_BOOL) return false;
  }
  return true;
}

// The canonical bytes with every liftable constant's value left out: equal
// for executables that lifting can make equal.
static void masked_canonical(strbuf *sb, ir_exec *ex, double *saved) {
  for (int i = 0; i < ex->node_count; i++) {
    saved[i] = ex->nodes[i].value;
    if (liftable(ex, i)) ex->nodes[i].value = 0;
  }
  dedup_canonical(sb, ex);
  for (int i = 0; i < ex->node_count; i++) ex->nodes[i].value = saved[i];
}

// Node i of ex becomes push constant `push` (the next), whose value at ex's
// one site is the constant.
static void lift_node(ir_context *ctx, ir_exec *ex, int i) {
  ir_site *site = &ex->sites.data[0];
  int push = ex->push_count++;
  fact *row = ARENA_NEW_ARRAY(&ctx->mem, fact, ex->push_count);
  if (push) memcpy(row, site->row, sizeof *row * (size_t)push);
  site->push[push] = dim_const(ctx, (int64_t)ex->nodes[i].value);
  row[push] = ir_dim_fact(site->fn, site->push[push]);
  site->row = row;
  ir_knode *n = &ex->nodes[i];
  n->kind = KN_DIM;
  n->dim = (ir_kdim){true, push};
  n->value = 0;
}

// Lifts, in each group of executables equal but for liftable constants,
// the constants whose values differ within the group (the same node in
// each: equal masked bytes put the same nodes at the same places).
static void lift_group(ir_context *ctx, ir_exec **group, int n) {
  ir_exec *first = group[0];
  int lift[IR_MAX_KNODES], count = 0;
  for (int i = 0; i < first->node_count; i++) {
    if (!liftable(first, i)) continue;
    bool differs = false;
    for (int g = 1; g < n && !differs; g++)
      differs = group[g]->nodes[i].value != first->nodes[i].value;
    if (differs) lift[count++] = i;
  }
  if (count == 0 || first->push_count + count > MOD_MAX_PUSH) return;
  for (int g = 0; g < n; g++)
    for (int k = 0; k < count; k++) lift_node(ctx, group[g], lift[k]);
}

static void lift_constants(ir_context *ctx) {
  size_t count = ctx->execs.len;
  hashmap groups = {0}; // masked bytes -> group index + 1
  int *group_of = xmalloc(sizeof(int) * (count + 1)), *size = xcalloc(count + 1, sizeof(int));
  strbuf sb = {0};
  double *saved = xmalloc(sizeof(double) * IR_MAX_KNODES);
  int groups_made = 0;
  for (size_t e = 0; e < count; e++) {
    ir_exec *ex = ctx->execs.data[e];
    group_of[e] = -1;
    if (ex->sites.len != 1) continue;
    sb_reset(&sb);
    masked_canonical(&sb, ex, saved);
    int g = (int)(uintptr_t)hashmap_get(&groups, sb.data, sb.len) - 1;
    if (g < 0) {
      g = groups_made++;
      hashmap_put(&groups, sb.data, sb.len, (void *)(uintptr_t)(g + 1));
    }
    group_of[e] = g;
    size[g]++;
  }
  // each group's members, in order, one after another
  int *start = xcalloc((size_t)groups_made + 1, sizeof(int));
  for (int g = 0; g < groups_made; g++) start[g + 1] = start[g] + size[g];
  ir_exec **members = xmalloc(sizeof *members * (count + 1));
  int *fill = xcalloc((size_t)groups_made + 1, sizeof(int));
  for (size_t e = 0; e < count; e++)
    if (group_of[e] >= 0) members[start[group_of[e]] + fill[group_of[e]]++] = ctx->execs.data[e];
  for (int g = 0; g < groups_made; g++)
    if (size[g] > 1) lift_group(ctx, &members[start[g]], size[g]);
  free(fill);
  free(members);
  free(start);
  free(saved);
  sb_free(&sb);
  free(size);
  free(group_of);
  hashmap_free(&groups);
}

bool dedup_run(ir_context *ctx, const pipeline_options *o, pipeline_stats *st) {
  bool enabled = o->dedup;
  hashmap seen = {0}; // canonical bytes -> first executable
  strbuf sb = {0};
  int survivors = 0;
  if (enabled) lift_constants(ctx);
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
  return true;
}
