// printer.c: the IR as text, for facet-opt and FileCheck tests.
//
// Graph functions print as `func.func` with facet ops; executables print
// their bindings, body, and fact rows in IREE's notation, one list per push
// constant: p0[<umin = 128, ...>, <umin = 512, ...>].
#include "ir.h"

// Functions print as MLIR that facet-opt reads back (round trip): builtin
// tensor types with `?` for dynamic dims, torch.symbolic_int for the
// symbols, torch.bind_symbolic_shape for every dynamic shape, and facet's
// graph ops in MLIR's generic form. Values are renumbered in order, so a
// printed, re-read and re-printed function is the same text.
typedef struct printer {
  strbuf *sb;
  const ir_function *fn;
  int *num;             // value id -> printed number
  int next;
  const char *syms[64]; // printed symbol names, in order
  int sym_index[64];    // function symbol -> position among the printed, or -1
  int sym_count;
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
  const char *names[64] = {0};
  char buf[64][16];
  for (int s = 0; s < p->fn->symbol_count && s < 64; s++) {
    snprintf(buf[s], sizeof buf[s], "s%d", p->sym_index[s] < 0 ? 0 : p->sym_index[s]);
    names[s] = buf[s];
  }
  sb_append(p->sb, "affine_map<()[");
  for (int s = 0; s < p->sym_count; s++) sb_printf(p->sb, s ? ", s%d" : "s%d", s);
  sb_append(p->sb, "] -> (");
  for (int i = 0; i < n; i++) {
    if (i) sb_append(p->sb, ", ");
    dim_print(p->sb, dims[i], names);
  }
  sb_append(p->sb, ")>");
}

static void print_bind(printer *p, const ir_value *v) {
  if (!is_dynamic(&v->type)) return;
  sb_append(p->sb, "  torch.bind_symbolic_shape ");
  print_value(p, v);
  sb_append(p->sb, ", [");
  for (int s = 0; s < p->sym_count; s++) sb_printf(p->sb, s ? ", %%%s" : "%%%s", p->syms[s]);
  sb_append(p->sb, "], ");
  print_map(p, v->type.dims, v->type.rank);
  sb_append(p->sb, " : ");
  print_tensor_type(p->sb, &v->type);
  sb_putc(p->sb, '\n');
}

static void print_symbols(printer *p) {
  const ir_function *fn = p->fn;
  for (int i = 0; i < fn->symbol_count && i < 64; i++) {
    const ir_symbol *s = &fn->symbols[i];
    p->sym_index[i] = -1;
    if (s->alias || p->sym_count == 64) continue; // solved in terms of other symbols
    p->sym_index[i] = p->sym_count;
    p->syms[p->sym_count++] = s->name;
    sb_printf(p->sb, "  %%%s = torch.symbolic_int \"%s\" {min_val = %llu, max_val = %llu} : !torch.int\n",
              s->name, s->name, (unsigned long long)s->range.umin,
              (unsigned long long)(s->range.umax == FACT_UNBOUNDED ? INT64_MAX : s->range.umax));
  }
}

static void print_list(strbuf *sb, const char *name, const int64_t *v, int n) {
  sb_printf(sb, ", %s = [", name);
  for (int i = 0; i < n; i++) sb_printf(sb, i ? ", %lld" : "%lld", (long long)v[i]);
  sb_putc(sb, ']');
}

// Op attributes in MLIR dictionary syntax.
static void print_attrs(printer *p, const ir_op *op) {
  strbuf a = {0};
  int64_t v[IR_MAX_RANK];
  int rank = op->operand_count ? op->operands[0]->type.rank : 0, n = 0;
  switch (op->kind) {
  case IR_OP_MATMUL: sb_printf(&a, ", transpose_rhs = %s", op->transpose_rhs ? "true" : "false"); break;
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
    sb_printf(&a, ", axis = %d, start = %s, step = %lld", op->axis, sb_cstr(&m), (long long)op->step);
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
      for (size_t i = 0; i < op->data_bytes; i++) sb_printf(&a, "%02X", ((const uint8_t *)op->data)[i]);
      sb_append(&a, "\"> : ");
      print_tensor_type(&a, &op->result->type);
    } else {
      sb_printf(&a, ", value = %.17g : f64", op->value);
    }
    break;
  case IR_OP_IOTA: sb_printf(&a, ", start = %.17g : f64, step = %.17g : f64", op->value, op->value2); break;
  case IR_OP_ATTENTION:
    sb_printf(&a, ", causal = %s, scale = %.17g : f64", op->flag ? "true" : "false", op->value);
    break;
  case IR_OP_GLOBAL:
  case IR_OP_CALL: sb_printf(&a, ", name = @\"%s\"", op->name); break;
  case IR_OP_OPAQUE: sb_printf(&a, ", name = \"%s\"", op->name); break;
  case IR_OP_DISPATCH: {
    const ir_site *site = &op->exec->sites.data[op->site];
    sb_printf(&a, ", executable = @%s", op->exec->name);
    if (site->variant >= 0) sb_printf(&a, ", variant = %d", site->variant);
    break;
  }
  default: break;
  }
  if (a.len) sb_printf(p->sb, " {%s}", a.data + 2);
  sb_free(&a);
}

// Result i of an op: its result, then its extra results (a dispatch's
// result and extras are its outputs in binding order).
static const ir_value *op_results(const ir_op *op, int i) { return i ? op->extra[i - 1] : op->result; }

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
  if (results > 1) sb_putc(p->sb, '(');
  for (int i = 0; i < results; i++) {
    if (i) sb_append(p->sb, ", ");
    print_tensor_type(p->sb, &op_results(op, i)->type);
  }
  if (results > 1) sb_putc(p->sb, ')');
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
  free(p.num);
}

static void print_kdim(strbuf *sb, ir_kdim d) {
  if (d.dynamic) sb_printf(sb, "p%lld", (long long)d.value);
  else sb_printf(sb, "%lld", (long long)d.value);
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
    }
    sb_printf(sb, " : %s\n", dtype_name(n->type));
  }
  for (int i = 0; i < ex->output_count; i++)
    sb_printf(sb, "    store n%d -> b%d\n", ex->outputs[i].node, ex->outputs[i].binding);
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
      sb_printf(sb, "  attention q=b%d k=b%d v=b%d", op->operands[0], op->operands[1], op->operands[2]);
      if (op->operands[4] >= 0) sb_printf(sb, " mask=b%d", op->operands[4]);
      sb_printf(sb, " -> b%d%s scale=%.9g\n", op->operands[3], op->causal ? " causal" : "", op->scale);
      continue;
    }
    sb_printf(sb, "  matmul%s b%d, b%d -> b%d  m=", op->transpose_b ? "_transpose_b" : "",
              op->operands[0], op->operands[1], op->operands[2]);
    print_kdim(sb, op->m);
    sb_append(sb, " n=");
    print_kdim(sb, op->n);
    sb_append(sb, " k=");
    print_kdim(sb, op->k);
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
      sb_printf(sb, "%s row %d ? v%d", c ? " else" : " select", site->choice_row[c], site->choice_variant[c]);
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
    if (g->key) sb_printf(sb, " = #stream.parameter.named<\"%s\"::\"%s\">", g->scope ? g->scope : "", g->key);
    sb_append(sb, " : ");
    print_tensor_type(sb, &g->type);
    sb_putc(sb, '\n');
  }
  for (size_t i = 0; i < ctx->functions.len; i++) ir_print_function(sb, ctx->functions.data[i]);
}
