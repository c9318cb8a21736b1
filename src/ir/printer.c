// printer.c: the IR as text, for facet-opt and FileCheck tests.
//
// Graph functions print as `func.func` with facet ops; executables print
// their bindings, body, and fact rows in IREE's notation, one list per push
// constant: p0[<umin = 128, ...>, <umin = 512, ...>].
#include "ir.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

// Functions print as MLIR that facet-opt reads back (round trip): builtin
// tensor types with `?` for dynamic dims, torch.symbolic_int for the
// symbols, torch.bind_symbolic_shape for every dynamic shape, and facet's
// graph ops in MLIR's generic form. Values are renumbered in order, so a
// printed, re-read and re-printed function is the same text.
typedef struct printer {
  strbuf *sb;
  const ir_function *fn;
  int *num; // value id -> printed number
  int next;
  const char **syms; // printed symbol names, in order (sym_count)
  int sym_count;
  char **ssa_names;       // function symbol -> the SSA name of its torch.symbolic_int
  const char **map_names; // function symbol -> "s<position among the printed>"
  char *map_name_text;    // the bytes of map_names
  // scratch of print_bind: symbol -> its name in one binding's map (NULL:
  // unused), the symbols used, and the bytes of those names
  const char **bind_names;
  int *bind_used, bind_count;
  char *bind_name_text;
} printer;

static void print_value(printer *p, const ir_value *v) {
  if (v->def && v != v->def->result) {
    for (int x = 0; x < v->def->extra_count; x++)
      if (v->def->extra[x] == v) sb_printf(p->sb, "%%%d#%d", p->num[v->def->result->id], x + 1);
    return;
  }
  sb_printf(p->sb, "%%%d", p->num[v->id]);
}

static void number(printer *p, const ir_value *v) { p->num[v->id] = p->next++; }

static void print_tensor_type(strbuf *sb, const ir_type *t) {
  sb_append(sb, "tensor<");
  for (int i = 0; i < t->rank; i++) {
    int64_t c;
    if (dim_is_const(t->dims[i], &c)) sb_printf(sb, "%lldx", (long long)c);
    else sb_append(sb, "?x");
  }
  sb_printf(sb, "%s>", dtype_name(t->elem == DT_U8 ? DT_U8 : t->elem));
}

// A scalar argument or result as torch spells it; a tensor as above.
static void print_kind_type(strbuf *sb, ir_kind k, const ir_type *t) {
  if (k == IR_KIND_TENSOR) print_tensor_type(sb, t);
  else sb_append(sb, ir_kind_type_name(k));
}

static bool is_dynamic(const ir_type *t) {
  for (int i = 0; i < t->rank; i++)
    if (!dim_is_const(t->dims[i], NULL)) return true;
  return false;
}

// affine_map<()[s0, s1] -> (e0, e1)> over the printed symbols
static void print_map(printer *p, const dim_expr *const *dims, int n) {
  const char *const *names = p->map_names;
  sb_append(p->sb, "affine_map<()[");
  for (int s = 0; s < p->sym_count; s++) sb_printf(p->sb, s ? ", s%d" : "s%d", s);
  sb_append(p->sb, "] -> (");
  for (int i = 0; i < n; i++) {
    if (i) sb_append(p->sb, ", ");
    dim_print(p->sb, dims[i], names, p->fn->symbol_count);
  }
  sb_append(p->sb, ")>");
}

static void collect_symbols(printer *p, const dim_expr *e) {
  if (e->kind == DIM_SYM) {
    if (e->sym >= 0 && e->sym < p->fn->symbol_count && !p->bind_names[e->sym]) {
      p->bind_names[e->sym] = ""; // marked; named below
      p->bind_used[p->bind_count++] = e->sym;
    }
    return;
  }
  if (e->lhs) collect_symbols(p, e->lhs);
  if (e->rhs) collect_symbols(p, e->rhs);
}

static int int_cmp(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

// torch.bind_symbolic_shape %v, [%a, %b], affine_map<()[s0, s1] -> (...)>
// listing only the symbols v's dims use (in symbol order), so a function
// with many symbols prints in size linear in its values.
static void print_bind(printer *p, const ir_value *v) {
  if (!is_dynamic(&v->type)) return;
  p->bind_count = 0;
  for (int i = 0; i < v->type.rank; i++) collect_symbols(p, v->type.dims[i]);
  qsort(p->bind_used, (size_t)p->bind_count, sizeof(int), int_cmp);
  sb_append(p->sb, "  torch.bind_symbolic_shape ");
  print_value(p, v);
  sb_append(p->sb, ", [");
  for (int k = 0; k < p->bind_count; k++) {
    int s = p->bind_used[k];
    if (p->ssa_names[s]) sb_printf(p->sb, k ? ", %%%s" : "%%%s", p->ssa_names[s]);
    else sb_printf(p->sb, k ? ", %%sym%d" : "%%sym%d", s); // solved: not in a resolved type
    p->bind_names[s] = p->bind_name_text + 16 * (size_t)k;
    snprintf(p->bind_name_text + 16 * (size_t)k, 16, "s%d", k);
  }
  sb_append(p->sb, "], affine_map<()[");
  for (int k = 0; k < p->bind_count; k++) sb_printf(p->sb, k ? ", s%d" : "s%d", k);
  sb_append(p->sb, "] -> (");
  for (int i = 0; i < v->type.rank; i++) {
    if (i) sb_append(p->sb, ", ");
    dim_print(p->sb, v->type.dims[i], p->bind_names, p->fn->symbol_count);
  }
  sb_append(p->sb, ")> : ");
  print_tensor_type(p->sb, &v->type);
  sb_putc(p->sb, '\n');
  for (int k = 0; k < p->bind_count; k++) p->bind_names[p->bind_used[k]] = NULL;
}

// "text" with MLIR's escapes (\\, \", and \XX for other bytes < 0x20).
static void print_string(strbuf *sb, const char *s) {
  sb_putc(sb, '"');
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\') sb_printf(sb, "\\%c", c);
    else if (c < 0x20 || c == 0x7f) sb_printf(sb, "\\%02X", c);
    else sb_putc(sb, (char)c);
  }
  sb_putc(sb, '"');
}

// A symbol name usable as an SSA name (%s1, %arg0.d1): MLIR's suffix-id,
// not all digits (the printed values' names), not b<digits> (a generic
// body's values, which must not shadow it).
static bool ssa_name_ok(const char *s) {
  if (!*s || (*s >= '0' && *s <= '9')) return false;
  if (s[0] == 'b' && s[1] && strspn(s + 1, "0123456789") == strlen(s + 1)) return false;
  for (; *s; s++)
    if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') ||
          *s == '$' || *s == '.' || *s == '_' || *s == '-'))
      return false;
  return true;
}

// Unique SSA names for the symbols: a name is kept when it is a valid
// SSA name not taken yet, else "sym<i>" (with a suffix until unique): a
// symbol may be named "32*s1", and inlining can make two symbols "s0".
static void name_symbols(printer *p) {
  int n = p->fn->symbol_count;
  hashmap used = {0};
  p->ssa_names = xcalloc((size_t)n + 1, sizeof(char *));
  for (int i = 0; i < n; i++) {
    const char *name = p->fn->symbols[i].name;
    if (p->fn->symbols[i].alias) continue; // solved: never printed, so named by none
    strbuf sb = {0};
    if (ssa_name_ok(name) && !hashmap_get_str(&used, name)) sb_append(&sb, name);
    else sb_printf(&sb, "sym%d", i);
    for (int k = 1; hashmap_get_str(&used, sb_cstr(&sb)); k++) {
      sb.len = 0;
      sb_printf(&sb, "sym%d_%d", i, k);
    }
    hashmap_put_str(&used, sb_cstr(&sb), (void *)1);
    p->ssa_names[i] = sb.data;
  }
  hashmap_free(&used);
}

// The symbols that are printed (those no binding solved), and for each
// function symbol its name in printed affine maps: "s<k>" for the k-th
// printed one (a solved symbol never appears in a resolved type; it maps
// to s0 so that printing stays total).
static void print_symbols(printer *p) {
  const ir_function *fn = p->fn;
  size_t n = (size_t)fn->symbol_count;
  name_symbols(p);
  p->syms = xcalloc(n + 1, sizeof(char *));
  p->map_names = xcalloc(n + 1, sizeof(char *));
  p->map_name_text = xcalloc(n + 1, 16);
  p->bind_names = xcalloc(n + 1, sizeof(char *));
  p->bind_used = xcalloc(n + 1, sizeof(int));
  p->bind_name_text = xcalloc(n + 1, 16);
  for (size_t i = 0; i < n; i++) {
    const ir_symbol *s = &fn->symbols[i];
    char *name = p->map_name_text + 16 * i;
    p->map_names[i] = name;
    if (s->alias) { // solved in terms of other symbols
      snprintf(name, 16, "s0");
      continue;
    }
    snprintf(name, 16, "s%d", p->sym_count);
    p->syms[p->sym_count++] = s->name;
    sb_printf(p->sb, "  %%%s = torch.symbolic_int ", p->ssa_names[i]);
    print_string(p->sb, s->name);
    sb_printf(p->sb, " {min_val = %llu, max_val = %llu} : !torch.int\n",
              (unsigned long long)s->range.umin,
              (unsigned long long)(s->range.umax == FACT_UNBOUNDED ? INT64_MAX : s->range.umax));
  }
}

static void printer_free(printer *p) {
  for (int i = 0; p->ssa_names && i < p->fn->symbol_count; i++) free(p->ssa_names[i]);
  free(p->ssa_names);
  free(p->num);
  free(p->syms);
  free(p->map_names);
  free(p->map_name_text);
  free(p->bind_names);
  free(p->bind_used);
  free(p->bind_name_text);
}

// Bytes as upper-case hex digits, a chunk at a time (weights are megabytes).
static void print_hex(strbuf *sb, const void *data, size_t n) {
  static const char digits[] = "0123456789ABCDEF";
  const uint8_t *p = data;
  char buf[512];
  size_t k = 0;
  for (size_t i = 0; i < n; i++) {
    buf[k++] = digits[p[i] >> 4];
    buf[k++] = digits[p[i] & 15];
    if (k == sizeof buf || i + 1 == n) {
      sb_appendn(sb, buf, k);
      k = 0;
    }
  }
}

// A finite double with 17 significant digits and a '.' (2.0, 1.0e+20):
// MLIR refuses a decimal integer where a float is expected.
static void print_decimal(strbuf *sb, double x) {
  char buf[64];
  snprintf(buf, sizeof buf, "%.17g", x);
  char *e = strchr(buf, 'e');
  if (!strchr(buf, '.')) {
    size_t at = e ? (size_t)(e - buf) : strlen(buf);
    memmove(buf + at + 2, buf + at, strlen(buf + at) + 1);
    memcpy(buf + at, ".0", 2);
  }
  sb_append(sb, buf);
}

// `x : f64` as MLIR reads it back exactly: decimal, or the bits in hex
// where no decimal form exists (inf, nan).
static void print_f64(strbuf *sb, double x) {
  if (isfinite(x)) {
    print_decimal(sb, x);
    sb_append(sb, " : f64");
    return;
  }
  uint64_t bits;
  memcpy(&bits, &x, sizeof bits);
  sb_printf(sb, "0x%016llX : f64", (unsigned long long)bits);
}

static void print_list(strbuf *sb, const char *name, const int64_t *v, int n) {
  sb_printf(sb, ", %s = [", name);
  for (int i = 0; i < n; i++) sb_printf(sb, i ? ", %lld" : "%lld", (long long)v[i]);
  sb_putc(sb, ']');
}

// Op attributes in MLIR dictionary syntax.
// ", scheme = q4, signed = true, offset = false" (mn_shift for q4_K)
static void print_qformat(strbuf *sb, const ir_qformat *q) {
  static const char *const names[] = {"q8_0", "q4", "q4_K"};
  sb_printf(sb, ", scheme = %s", names[q->scheme]);
  if (q->scheme == IR_Q4)
    sb_printf(sb, ", signed = %s, offset = %s", q->signed_q ? "true" : "false",
              q->offset ? "true" : "false");
  if (q->scheme == IR_Q4_K) sb_printf(sb, ", min_high_shift = %d", q->mn_hi_shift);
}

// kernel, stride, pad, dilation (and a conv's groups, a pool's op and mean
// options): what import_facet_op reads back (facet_window_attrs).
static void print_window(strbuf *sb, const ir_op *op) {
  const ir_window *w = op->win;
  if (op->kind == IR_OP_POOL) sb_printf(sb, ", op = \"%s\"", ir_red_name(op->red));
  if (w->adaptive) {
    sb_append(sb, ", adaptive = true");
    return;
  }
  print_list(sb, "kernel", w->kernel, 2);
  print_list(sb, "stride", w->stride, 2);
  print_list(sb, "pad", w->pad, 2);
  print_list(sb, "dilation", w->dilation, 2);
  if (op->kind == IR_OP_CONV) sb_printf(sb, ", groups = %lld", (long long)w->groups);
  if (op->kind == IR_OP_POOL && op->red == RED_MEAN)
    sb_printf(sb, ", count_include_pad = %s, divisor = %lld",
              w->count_include_pad ? "true" : "false", (long long)w->divisor);
}

static void print_attrs(printer *p, const ir_op *op) {
  strbuf a = {0};
  int64_t v[IR_MAX_RANK];
  int rank = op->operand_count ? op->operands[0]->type.rank : 0, n = 0;
  switch (op->kind) {
  case IR_OP_MATMUL:
    sb_printf(&a, ", transpose_rhs = %s", op->transpose_rhs ? "true" : "false");
    break;
  case IR_OP_EW: sb_printf(&a, ", op = \"%s\"", ir_ew_name(op->ew)); break;
  case IR_OP_REDUCE:
    for (int i = 0; i < rank; i++)
      if (op->axes & (1u << i)) v[n++] = i;
    sb_printf(&a, ", op = \"%s\"", ir_red_name(op->red));
    print_list(&a, "axes", v, n);
    break;
  case IR_OP_TRANSPOSE:
    for (int i = 0; i < op->result->type.rank; i++) v[i] = op->perm[i];
    print_list(&a, "perm", v, op->result->type.rank);
    break;
  case IR_OP_REPEAT: print_list(&a, "reps", op->reps, op->result->type.rank); break;
  case IR_OP_SLICE: {
    strbuf m = {0};
    strbuf *keep = p->sb;
    p->sb = &m;
    print_map(p, &op->start, 1);
    p->sb = keep;
    sb_printf(&a, ", axis = %d, start = %s, step = %lld", op->axis, sb_cstr(&m),
              (long long)op->step);
    sb_free(&m);
    break;
  }
  case IR_OP_SOFTMAX:
  case IR_OP_CONCAT:
  case IR_OP_GATHER:
  case IR_OP_INDEX_SELECT: sb_printf(&a, ", axis = %d", op->axis); break;
  case IR_OP_INDEX:
  case IR_OP_INDEX_PUT:
    sb_printf(&a, ", none_mask = %u, accumulate = %s", op->none_mask, op->flag ? "true" : "false");
    break;
  case IR_OP_CONSTANT:
    if (op->data) {
      sb_append(&a, ", value = dense<\"0x");
      print_hex(&a, op->data, op->data_bytes);
      sb_append(&a, "\"> : ");
      print_tensor_type(&a, &op->result->type);
    } else {
      sb_append(&a, ", value = ");
      print_f64(&a, op->value);
    }
    break;
  case IR_OP_IOTA:
    sb_append(&a, ", start = ");
    print_f64(&a, op->value);
    sb_append(&a, ", step = ");
    print_f64(&a, op->value2);
    break;
  case IR_OP_ATTENTION:
    sb_printf(&a, ", causal = %s, scale = ", op->flag ? "true" : "false");
    print_f64(&a, op->value);
    break;
  case IR_OP_QMATMUL: print_qformat(&a, &op->quant); break;
  case IR_OP_CONV:
  case IR_OP_POOL: print_window(&a, op); break;
  case IR_OP_GLOBAL:
  case IR_OP_CALL: sb_printf(&a, ", name = @\"%s\"", op->name); break;
  case IR_OP_OPAQUE: sb_printf(&a, ", name = \"%s\"", op->name); break;
  case IR_OP_TRANSFER: sb_printf(&a, ", device = %d", op->device); break;
  case IR_OP_DISPATCH: {
    const ir_site *site = &op->exec->sites.data[op->site];
    sb_printf(&a, ", executable = @%s", op->exec->name);
    if (site->variant >= 0) sb_printf(&a, ", variant = %d", site->variant);
    if (op->device) sb_printf(&a, ", device = %d", op->device); // without devices: none
    break;
  }
  default: break;
  }
  if (a.len) sb_printf(p->sb, " {%s}", a.data + 2);
  sb_free(&a);
}

// Result i of an op: its result, then its extra results (a dispatch's
// result and extras are its outputs in binding order).
static const ir_value *op_results(const ir_op *op, int i) {
  return i ? op->extra[i - 1] : op->result;
}

//
// linalg.generic, printed as MLIR's own syntax (it reads back through the
// same importer as an export's linalg.generic). Body values are %b<node>,
// block arguments the first ones; constants are printed inside the body.
//
static void print_affine(strbuf *sb, const ir_affine *e, bool paren) {
  static const char *ops[] = {[IA_ADD] = " + ",
                              [IA_MUL] = " * ",
                              [IA_FLOORDIV] = " floordiv ",
                              [IA_CEILDIV] = " ceildiv ",
                              [IA_MOD] = " mod "};
  if (e->kind == IA_CONST) {
    sb_printf(sb, "%lld", (long long)e->value);
    return;
  }
  if (e->kind == IA_DIM) {
    sb_printf(sb, "d%lld", (long long)e->value);
    return;
  }
  if (paren) sb_putc(sb, '(');
  bool add = e->kind == IA_ADD;
  // the parser is left-associative: a left operand of its own level needs
  // no parentheses, a right operand that is not a primary does
  print_affine(sb, e->lhs, !add && e->lhs->kind == IA_ADD);
  sb_append(sb, ops[e->kind]);
  print_affine(sb, e->rhs, add ? e->rhs->kind == IA_ADD : true);
  if (paren) sb_putc(sb, ')');
}

static void print_scalar_type(strbuf *sb, const ir_gnode *n) {
  sb_append(sb, n->is_index ? "index" : dtype_name(n->type));
}

// A float literal MLIR reads back exactly at type t: the bits in hex where
// no decimal form exists.
static void print_float_literal(strbuf *sb, double x, dtype t) {
  if (isfinite(x)) {
    print_decimal(sb, x);
    return;
  }
  uint64_t bits;
  if (t == DT_F16) bits = f32_to_f16((float)x);
  else if (t == DT_BF16) bits = f32_to_bf16((float)x);
  else if (t == DT_F32) {
    float f = (float)x;
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    bits = u;
  } else memcpy(&bits, &x, sizeof bits);
  sb_printf(sb, "0x%0*llX", (int)dtype_size(t) * 2, (unsigned long long)bits);
}

static void print_gnode(printer *p, const ir_op *op, int k) {
  const ir_generic *g = op->generic;
  const ir_gnode *n = &g->nodes[k];
  strbuf *sb = p->sb;
  sb_printf(sb, "    %%b%d = ", k);
  switch (n->kind) {
  case GN_ARG: break; // block arguments
  case GN_INDEX: sb_printf(sb, "linalg.index %d : index\n", n->dim); return;
  case GN_CONST:
    if (n->type == DT_BOOL && !n->is_index) {
      sb_printf(sb, "arith.constant %s\n", n->value != 0 ? "true" : "false");
      return;
    }
    sb_append(sb, "arith.constant ");
    if (dtype_is_float(n->type) && !n->is_index) print_float_literal(sb, n->value, n->type);
    else sb_printf(sb, "%lld", (long long)n->value);
    sb_append(sb, " : ");
    print_scalar_type(sb, n);
    sb_putc(sb, '\n');
    return;
  case GN_EXTRACT: {
    const ir_value *t = op->operands[n->operand];
    sb_append(sb, "tensor.extract ");
    print_value(p, t);
    sb_putc(sb, '[');
    for (int d = 0; d < t->type.rank; d++) sb_printf(sb, d ? ", %%b%d" : "%%b%d", n->idx[d]);
    sb_append(sb, "] : ");
    print_tensor_type(sb, &t->type);
    sb_putc(sb, '\n');
    return;
  }
  case GN_OP: {
    const char *pred = ir_scalar_op_predicate(n->op);
    int arity = ir_scalar_op_arity(n->op);
    sb_printf(sb, "%s ", ir_scalar_op_name(n->op));
    if (pred) sb_printf(sb, "%s, ", pred);
    int args[3] = {n->a, n->b, n->c};
    for (int i = 0; i < arity; i++) sb_printf(sb, i ? ", %%b%d" : "%%b%d", args[i]);
    sb_append(sb, " : ");
    // a comparison is typed by its operands, a cast by both sides
    if (pred || ir_scalar_op_is_cast(n->op)) print_scalar_type(sb, &g->nodes[n->a]);
    if (ir_scalar_op_is_cast(n->op)) sb_append(sb, " to ");
    if (!pred) print_scalar_type(sb, n);
    sb_putc(sb, '\n');
    return;
  }
  }
}

static void print_operand_list(printer *p, const ir_op *op, const char *kw, int from, int to) {
  if (from == to) return;
  sb_printf(p->sb, " %s(", kw);
  for (int i = from; i < to; i++) {
    if (i > from) sb_append(p->sb, ", ");
    print_value(p, op->operands[i]);
  }
  sb_append(p->sb, " : ");
  for (int i = from; i < to; i++) {
    if (i > from) sb_append(p->sb, ", ");
    print_tensor_type(p->sb, &op->operands[i]->type);
  }
  sb_putc(p->sb, ')');
}

static void print_generic(printer *p, const ir_op *op) {
  const ir_generic *g = op->generic;
  strbuf *sb = p->sb;
  int mapped = g->in_count + g->init_count;
  sb_append(sb, "linalg.generic {indexing_maps = [");
  for (int k = 0; k < mapped; k++) {
    sb_append(sb, k ? ", affine_map<(" : "affine_map<(");
    for (int d = 0; d < g->loop_rank; d++) sb_printf(sb, d ? ", d%d" : "d%d", d);
    sb_append(sb, ") -> (");
    for (int r = 0; r < g->map_rank[k]; r++) {
      if (r) sb_append(sb, ", ");
      print_affine(sb, g->maps[k][r], false);
    }
    sb_append(sb, ")>");
  }
  sb_append(sb, "], iterator_types = [");
  for (int d = 0; d < g->loop_rank; d++)
    sb_printf(sb, "%s\"%s\"", d ? ", " : "", g->reduction >> d & 1 ? "reduction" : "parallel");
  sb_append(sb, "]}");
  print_operand_list(p, op, "ins", 0, g->in_count);
  print_operand_list(p, op, "outs", g->in_count, mapped);
  sb_append(sb, " {\n  ^bb0(");
  for (int k = 0; k < mapped; k++) {
    sb_printf(sb, k ? ", %%b%d: " : "%%b%d: ", k);
    print_scalar_type(sb, &g->nodes[k]);
  }
  sb_append(sb, "):\n");
  for (int k = mapped; k < g->node_count; k++) print_gnode(p, op, k);
  sb_append(sb, "    linalg.yield");
  for (int r = 0; r < g->init_count; r++) sb_printf(sb, r ? ", %%b%d" : " %%b%d", g->yield[r]);
  for (int r = 0; r < g->init_count; r++) {
    sb_append(sb, r ? ", " : " : ");
    print_scalar_type(sb, &g->nodes[g->yield[r]]);
  }
  sb_append(sb, "\n  } -> ");
}

static void print_result_types(printer *p, const ir_op *op) {
  int results = 1 + op->extra_count;
  if (results > 1) sb_putc(p->sb, '(');
  for (int i = 0; i < results; i++) {
    if (i) sb_append(p->sb, ", ");
    print_tensor_type(p->sb, &op_results(op, i)->type);
  }
  if (results > 1) sb_putc(p->sb, ')');
}

// A size (an integer computed from dims): its symbols as operands, the way
// torch.bind_symbolic_shape lists them, and its expression as an affine map.
static void print_size(printer *p, const ir_op *op) {
  number(p, op->result);
  sb_printf(p->sb, "  %%%d = \"facet.size\"(", p->num[op->result->id]);
  for (int s = 0; s < p->sym_count; s++) sb_printf(p->sb, s ? ", %%%s" : "%%%s", p->syms[s]);
  sb_append(p->sb, ") {value = ");
  print_map(p, &op->start, 1);
  sb_append(p->sb, "} : (");
  for (int s = 0; s < p->sym_count; s++) sb_append(p->sb, s ? ", !torch.int" : "!torch.int");
  sb_append(p->sb, ") -> ");
  print_tensor_type(p->sb, &op->result->type);
  sb_putc(p->sb, '\n');
}

static void print_op(printer *p, const ir_op *op) {
  if (op->kind == IR_OP_SIZE) return print_size(p, op);
  int results = 1 + op->extra_count;
  sb_append(p->sb, "  ");
  number(p, op->result);
  sb_printf(p->sb, "%%%d", p->num[op->result->id]);
  if (results > 1) sb_printf(p->sb, ":%d", results);
  if (op->kind == IR_OP_GENERIC) {
    sb_append(p->sb, " = ");
    print_generic(p, op);
    print_result_types(p, op);
    sb_putc(p->sb, '\n');
    for (int i = 0; i < results; i++) print_bind(p, op_results(op, i));
    return;
  }
  sb_printf(p->sb, " = \"facet.%s\"(", ir_op_name(op->kind));
  for (int i = 0; i < op->operand_count; i++) {
    if (i) sb_append(p->sb, ", ");
    print_value(p, op->operands[i]);
  }
  sb_putc(p->sb, ')');
  print_attrs(p, op);
  sb_append(p->sb, " : (");
  for (int i = 0; i < op->operand_count; i++) {
    if (i) sb_append(p->sb, ", ");
    print_tensor_type(p->sb, &op->operands[i]->type);
  }
  sb_append(p->sb, ") -> ");
  print_result_types(p, op);
  sb_putc(p->sb, '\n');
  for (int i = 0; i < results; i++) print_bind(p, op_results(op, i));
}

void ir_print_function(strbuf *sb, const ir_function *fn) {
  printer p = {.sb = sb, .fn = fn, .num = xcalloc((size_t)fn->value_count + 1, sizeof(int))};
  sb_printf(sb, "func.func %s@%s(", fn->is_private ? "private " : "", fn->name);
  for (int i = 0; i < fn->arg_count; i++) {
    if (i) sb_append(sb, ", ");
    number(&p, fn->args[i]);
    sb_printf(sb, "%%%d: ", p.num[fn->args[i]->id]);
    print_kind_type(sb, ir_arg_kind(fn, i), &fn->args[i]->type);
    if (fn->arg_devices && fn->arg_devices[i]) // as the export writes it; device 0 unsaid
      sb_printf(sb, " {iree.abi.affinity = #hal.device.promise<@__device_%d>}", fn->arg_devices[i]);
  }
  sb_append(sb, ") -> (");
  for (int i = 0; i < fn->result_count; i++) {
    if (i) sb_append(sb, ", ");
    print_kind_type(sb, ir_result_kind(fn, i), &fn->results[i]->type);
  }
  sb_append(sb, ") {\n");
  print_symbols(&p);
  for (int i = 0; i < fn->arg_count; i++) print_bind(&p, fn->args[i]);
  for (const ir_op *op = fn->first; op; op = op->next) print_op(&p, op);
  for (int i = 0; i < fn->inout_count; i++) {
    sb_append(sb, "  \"facet.overwrite\"(");
    print_value(&p, fn->inout_values[i]);
    sb_append(sb, ", ");
    print_value(&p, fn->args[fn->inout_args[i]]);
    sb_append(sb, ") : (");
    print_tensor_type(sb, &fn->inout_values[i]->type);
    sb_append(sb, ", ");
    print_tensor_type(sb, &fn->args[fn->inout_args[i]]->type);
    sb_append(sb, ") -> ()\n");
  }
  sb_append(sb, "  return");
  for (int i = 0; i < fn->result_count; i++) {
    sb_append(sb, i ? ", " : " ");
    print_value(&p, fn->results[i]);
  }
  for (int i = 0; i < fn->result_count; i++) {
    sb_append(sb, i ? ", " : " : ");
    print_kind_type(sb, ir_result_kind(fn, i), &fn->results[i]->type);
  }
  sb_append(sb, "\n}\n");
  printer_free(&p);
}

static void print_kdim(strbuf *sb, ir_kdim d) {
  if (d.dynamic) sb_printf(sb, "p%lld", (long long)d.value);
  else sb_printf(sb, "%lld", (long long)d.value);
}

// gather b0[i0, n3 wrap, i1 * 2 + p1 - 4 mod, ...]
static void print_gather(strbuf *sb, const ir_exec *ex, const ir_knode *n) {
  sb_printf(sb, "%s b%d[", n->kind == KN_GATHER ? "gather" : "at", n->binding);
  for (int j = 0; j < ex->bindings[n->binding].rank; j++) {
    const ir_kcoord *c = &n->coord[j];
    if (j) sb_append(sb, ", ");
    if (c->node >= 0) sb_printf(sb, "n%d", c->node);
    else if (c->iter_dim >= 0)
      sb_printf(sb, c->step == 1 ? "i%d" : "i%d * %d", c->iter_dim, c->step);
    else sb_append(sb, "0");
    if (c->offset.dynamic || c->offset.value) {
      sb_append(sb, " + ");
      print_kdim(sb, c->offset);
    }
    if (c->minus.dynamic || c->minus.value) {
      sb_append(sb, " - ");
      print_kdim(sb, c->minus);
    }
    if (c->wrap) sb_append(sb, " wrap");
    if (c->modulo) sb_append(sb, " mod");
    if (c->check) sb_append(sb, " checked");
  }
  sb_putc(sb, ']');
}

static void print_nodes(strbuf *sb, const ir_exec *ex) {
  for (int i = 0; i < ex->node_count; i++) {
    const ir_knode *n = &ex->nodes[i];
    sb_printf(sb, "    n%d%s = ", i, n->per_row ? "[row]" : "");
    switch (n->kind) {
    case KN_LOAD:
      sb_printf(sb, "load b%d map(", n->binding);
      for (int d = 0; d < ex->iter_rank; d++) sb_printf(sb, d ? ", %d" : "%d", n->map[d]);
      sb_putc(sb, ')');
      break;
    case KN_CONST: sb_printf(sb, "const %.9g", n->value); break;
    case KN_EW:
      sb_printf(sb, "%s n%d", ir_ew_name(n->ew), n->a);
      if (ir_ew_arity(n->ew) > 1) sb_printf(sb, ", n%d", n->b);
      if (ir_ew_arity(n->ew) > 2) sb_printf(sb, ", n%d", n->c);
      break;
    case KN_REDUCE: sb_printf(sb, "reduce_%s n%d", ir_red_name(n->red), n->a); break;
    case KN_ACC: sb_append(sb, "accumulator"); break;
    case KN_INDEX: sb_printf(sb, "index %d * %.9g + %.9g", n->axis, n->value2, n->value); break;
    case KN_DIM:
      sb_append(sb, "dim ");
      print_kdim(sb, n->dim);
      break;
    case KN_GATHER: print_gather(sb, ex, n); break;
    }
    sb_printf(sb, " : %s\n", dtype_name(n->type));
  }
  for (int i = 0; i < ex->output_count; i++) {
    const ir_koutput *o = &ex->outputs[i];
    if (!o->scatter) {
      sb_printf(sb, "    store n%d -> b%d\n", o->node, o->binding);
      continue;
    }
    // printed as a gather of the output at the same coordinates
    ir_knode at = {.kind = KN_LOAD, .binding = o->binding, .coord = (ir_kcoord *)o->coord};
    sb_printf(sb, "    store n%d -> ", o->node);
    print_gather(sb, ex, &at);
    sb_append(sb, ex->update && i == 0 ? " (in place)\n" : "\n");
  }
}

static void print_rows(strbuf *sb, const ir_exec *ex) {
  // site rows, IREE-style; pieces of split rows follow on their own line
  for (int p = 0; p < ex->push_count; p++) {
    sb_printf(sb, "  rows p%d[", p);
    bool first = true;
    for (size_t r = 0; r < ex->rows.len; r++) {
      if (ex->row_parent.len > r && ex->row_parent.data[r] >= 0) continue;
      if (!first) sb_append(sb, ", ");
      fact_print(sb, ex->rows.data[r][p]);
      first = false;
    }
    sb_append(sb, "]\n");
  }
  for (size_t r = 0; r < ex->row_parent.len; r++) {
    if (ex->row_parent.data[r] < 0) continue;
    sb_printf(sb, "  row %zu = piece of row %d:", r, ex->row_parent.data[r]);
    for (int p = 0; p < ex->push_count; p++) {
      sb_printf(sb, " p%d", p);
      fact_print(sb, ex->rows.data[r][p]);
    }
    sb_putc(sb, '\n');
  }
}

static void print_variants(strbuf *sb, const ir_exec *ex) {
  for (size_t v = 0; v < ex->variants.len; v++) {
    const ir_variant *var = &ex->variants.data[v];
    sb_printf(sb, "  variant v%zu {%s} rows [", v, var->config_text ? var->config_text : "");
    for (int r = 0; r < var->row_count; r++) sb_printf(sb, r ? ", %d" : "%d", var->rows[r]);
    sb_append(sb, "] facts");
    for (int p = 0; p < ex->push_count; p++) {
      sb_printf(sb, " p%d", p);
      fact_print(sb, var->facts[p]);
    }
    if (var->culled) sb_printf(sb, " culled-into kernel %d", var->kernel);
    sb_putc(sb, '\n');
  }
}

// `(d0, d4, d1:d3/32, d5; d2+1)`: the binding dims each logical dim of an
// attention operand runs along (outer:inner/inner size, - for none), then
// the binding dims that start past 0; nothing for a row-major binding. A
// page table adds `; d0 by b2`, its dims t0, t1.. in the list: binding dim
// d0 is indexed by the ids of binding b2.
static void print_view_dim(strbuf *sb, int dim) {
  if (dim >= IR_KVIEW_TABLE) sb_printf(sb, "t%d", dim - IR_KVIEW_TABLE);
  else sb_printf(sb, "d%d", dim);
}

static void print_attention_view(strbuf *sb, const ir_exec *ex, const ir_kop *op, int slot) {
  const ir_kview *v = &op->views[slot];
  int rank = ex->bindings[op->operands[slot]].rank;
  bool plain = rank == 4 && v->table < 0;
  for (int d = 0; d < 4; d++) plain &= v->outer[d] == d && v->inner[d] < 0;
  for (int j = 0; j < rank; j++) plain &= !v->offset[j].dynamic && v->offset[j].value == 0;
  if (plain) return;
  sb_putc(sb, '(');
  for (int d = 0; d < 4; d++) {
    if (d) sb_append(sb, ", ");
    if (v->outer[d] < 0) sb_putc(sb, '-');
    else print_view_dim(sb, v->outer[d]);
    if (v->inner[d] < 0) continue;
    sb_putc(sb, ':');
    print_view_dim(sb, v->inner[d]);
    sb_putc(sb, '/');
    print_kdim(sb, v->inner_size[d]);
  }
  const char *sep = "; ";
  for (int j = 0; j < rank; j++) {
    if (!v->offset[j].dynamic && v->offset[j].value == 0) continue;
    sb_printf(sb, "%sd%d+", sep, j);
    print_kdim(sb, v->offset[j]);
    sep = ", ";
  }
  if (v->table >= 0) sb_printf(sb, "; d%d by b%d", v->table_dim, v->table);
  sb_putc(sb, ')');
}

void ir_print_exec(strbuf *sb, const ir_exec *ex) {
  sb_printf(sb, "facet.executable @%s(", ex->name);
  for (int b = 0; b < ex->binding_count; b++) {
    const ir_kbinding *kb = &ex->bindings[b];
    sb_printf(sb, "%sb%d: %s<", b ? ", " : "", b, kb->is_output ? "out" : "in");
    for (int i = 0; i < kb->rank; i++) {
      print_kdim(sb, kb->dims[i]);
      sb_putc(sb, 'x');
    }
    sb_printf(sb, "%s>", dtype_name(kb->elem));
  }
  sb_printf(sb, ") push(%d) {\n", ex->push_count);
  for (int k = 0; k < ex->kop_count; k++) {
    const ir_kop *op = &ex->kops[k];
    if (op->kind == KOP_ROWS) {
      sb_append(sb, "  rows iter(");
      for (int d = 0; d < ex->iter_rank; d++) {
        if (d) sb_putc(sb, 'x');
        print_kdim(sb, ex->iter[d]);
      }
      sb_append(sb, ")\n");
      continue;
    }
    if (op->kind == KOP_ATTENTION) {
      sb_printf(sb, "  attention q=b%d", op->operands[0]);
      print_attention_view(sb, ex, op, 0);
      sb_printf(sb, " k=b%d", op->operands[1]);
      print_attention_view(sb, ex, op, 1);
      sb_printf(sb, " v=b%d", op->operands[2]);
      print_attention_view(sb, ex, op, 2);
      if (op->operands[4] >= 0) sb_printf(sb, " mask=b%d", op->operands[4]);
      sb_printf(sb, " -> b%d", op->operands[3]);
      print_attention_view(sb, ex, op, 3);
      sb_printf(sb, "%s scale=%.9g\n", op->causal ? " causal" : "", op->scale);
      continue;
    }
    if (op->kind == KOP_CONV || op->kind == KOP_POOL) {
      const ir_window *w = &op->win;
      if (op->kind == KOP_CONV)
        sb_printf(sb, "  conv b%d, b%d%s", op->operands[0], op->operands[1],
                  op->operands[2] >= 0 ? ", " : "");
      else sb_printf(sb, "  pool %s b%d", ir_red_name(op->red), op->operands[0]);
      if (op->kind == KOP_CONV && op->operands[2] >= 0) sb_printf(sb, "b%d", op->operands[2]);
      sb_printf(sb, " -> b%d", op->operands[3]);
      if (w->adaptive) sb_append(sb, " adaptive");
      else
        sb_printf(sb, " kernel=%lldx%lld stride=%lldx%lld pad=%lldx%lld dilation=%lldx%lld",
                  (long long)w->kernel[0], (long long)w->kernel[1], (long long)w->stride[0],
                  (long long)w->stride[1], (long long)w->pad[0], (long long)w->pad[1],
                  (long long)w->dilation[0], (long long)w->dilation[1]);
      if (op->kind == KOP_CONV) sb_printf(sb, " groups=%lld", (long long)w->groups);
      if (op->kind == KOP_POOL && op->red == RED_MEAN && !w->adaptive)
        sb_printf(sb, " count_include_pad=%d divisor=%lld", w->count_include_pad,
                  (long long)w->divisor);
      sb_putc(sb, '\n');
      continue;
    }
    if (op->kind == KOP_QMATMUL) {
      int planes = ir_qformat_planes(&op->quant);
      strbuf q = {0};
      print_qformat(&q, &op->quant);
      sb_printf(sb, "  qmatmul b%d, b%d..b%d -> b%d {%s}  m=", op->operands[0], op->operands[1],
                op->operands[1] + planes - 1, op->operands[2], sb_cstr(&q) + 2);
      sb_free(&q);
    } else {
      sb_printf(sb, "  matmul%s b%d, b%d -> b%d  m=", op->transpose_b ? "_transpose_b" : "",
                op->operands[0], op->operands[1], op->operands[2]);
    }
    print_kdim(sb, op->m);
    sb_append(sb, " n=");
    print_kdim(sb, op->n);
    sb_append(sb, " k=");
    print_kdim(sb, op->k);
    for (int d = 0; op->kind == KOP_MATMUL && d < ex->iter_rank - 2; d++) {
      sb_append(sb, d ? "x" : " batch=");
      print_kdim(sb, ex->iter[d]);
    }
    sb_putc(sb, '\n');
  }
  print_nodes(sb, ex);
  print_rows(sb, ex);
  print_variants(sb, ex);
  for (size_t s = 0; s < ex->sites.len; s++) {
    const ir_site *site = &ex->sites.data[s];
    sb_printf(sb, "  site @%s row %d", site->fn->name, site->row_index);
    if (site->variant >= 0) sb_printf(sb, " static v%d", site->variant);
    for (int c = 0; site->variant < 0 && c < site->choice_count; c++) {
      if (c + 1 == site->choice_count) {
        sb_printf(sb, " else v%d", site->choice_variant[c]);
        continue;
      }
      sb_printf(sb, "%s row %d ? v%d", c ? " else" : " select", site->choice_row[c],
                site->choice_variant[c]);
    }
    sb_putc(sb, '\n');
  }
  sb_append(sb, "}\n");
}

void ir_print_module(strbuf *sb, const ir_context *ctx) {
  for (size_t i = 0; i < ctx->execs.len; i++)
    if (!ctx->execs.data[i]->merged_into) ir_print_exec(sb, ctx->execs.data[i]);
  for (size_t i = 0; i < ctx->globals.len; i++) {
    const ir_global *g = &ctx->globals.data[i];
    sb_printf(sb, "util.global private @\"%s\"", g->name);
    if (g->device)
      sb_printf(sb, " {stream.affinity = #hal.device.promise<@__device_%d>}", g->device);
    if (g->key)
      sb_printf(sb, " = #stream.parameter.named<\"%s\"::\"%s\">", g->scope ? g->scope : "", g->key);
    if (g->data) {
      sb_append(sb, " = dense<\"0x");
      print_hex(sb, g->data, g->data_bytes);
      sb_append(sb, "\">");
    } else if (g->splat) {
      sb_append(sb, " = dense<");
      if (dtype_is_float(g->type.elem)) print_float_literal(sb, g->splat_value, g->type.elem);
      else if (g->type.elem == DT_BOOL) sb_append(sb, g->splat_value != 0 ? "true" : "false");
      else sb_printf(sb, "%lld", (long long)g->splat_value);
      sb_putc(sb, '>');
    }
    sb_append(sb, " : ");
    print_tensor_type(sb, &g->type);
    sb_putc(sb, '\n');
  }
  for (size_t i = 0; i < ctx->functions.len; i++) ir_print_function(sb, ctx->functions.data[i]);
}
