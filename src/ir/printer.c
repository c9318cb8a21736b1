// printer.c: the IR as text, for facet-opt and FileCheck tests.
//
// Graph functions print as `func.func` with facet ops; executables print
// their bindings, body, and fact rows in IREE's notation, one list per push
// constant: p0[<umin = 128, ...>, <umin = 512, ...>].
#include "ir.h"

static void print_value(strbuf *sb, const ir_value *v) { sb_printf(sb, "%%%d", v->id); }

static void print_symbols(strbuf *sb, const ir_function *fn) {
  bool any = false;
  for (int i = 0; i < fn->symbol_count; i++) {
    const ir_symbol *s = &fn->symbols[i];
    if (s->alias) continue; // solved in terms of other symbols
    sb_append(sb, any ? ", " : " symbols(");
    sb_printf(sb, "%s = ", s->name);
    fact_print(sb, s->range);
    any = true;
  }
  if (any) sb_putc(sb, ')');
}

static void print_list(strbuf *sb, const char *name, const int64_t *v, int n) {
  sb_printf(sb, ", %s = [", name);
  for (int i = 0; i < n; i++) sb_printf(sb, i ? ", %lld" : "%lld", (long long)v[i]);
  sb_putc(sb, ']');
}

// Op attributes in MLIR dictionary syntax; the leading ", " of the first
// entry is dropped.
static void print_attrs(strbuf *sb, const ir_function *fn, const ir_op *op) {
  strbuf a = {0};
  int64_t v[IR_MAX_RANK];
  int rank = op->operand_count ? op->operands[0]->type.rank : 0, n = 0;
  switch (op->kind) {
  case IR_OP_MATMUL:
    if (op->transpose_rhs) sb_append(&a, ", transpose_rhs");
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
    const char *names[64] = {0};
    sb_printf(&a, ", axis = %d, start = \"", op->axis);
    dim_print(&a, op->start, ir_symbol_names(fn, names, 64));
    sb_printf(&a, "\", step = %lld", (long long)op->step);
    break;
  }
  case IR_OP_SOFTMAX:
  case IR_OP_CONCAT:
  case IR_OP_GATHER:
  case IR_OP_INDEX_SELECT: sb_printf(&a, ", axis = %d", op->axis); break;
  case IR_OP_INDEX:
  case IR_OP_INDEX_PUT:
    sb_printf(&a, ", none_mask = %u%s", op->none_mask, op->flag ? ", accumulate" : "");
    break;
  case IR_OP_CONSTANT:
    if (op->data) sb_printf(&a, ", data_bytes = %zu", op->data_bytes);
    else sb_printf(&a, ", value = %.17g", op->value);
    break;
  case IR_OP_IOTA: sb_printf(&a, ", start = %.17g, step = %.17g", op->value, op->value2); break;
  case IR_OP_ATTENTION: sb_printf(&a, ", causal = %s, scale = %.17g", op->flag ? "true" : "false", op->value); break;
  case IR_OP_GLOBAL:
  case IR_OP_CALL:
  case IR_OP_OPAQUE: sb_printf(&a, ", name = \"%s\"", op->name); break;
  default: break;
  }
  if (a.len) sb_printf(sb, " {%s}", a.data + 2);
  sb_free(&a);
}

static void print_op(strbuf *sb, const ir_function *fn, const ir_op *op) {
  sb_append(sb, "  ");
  print_value(sb, op->result);
  if (op->kind == IR_OP_DISPATCH) {
    sb_printf(sb, " = facet.dispatch @%s", op->exec->name);
    const ir_site *site = &op->exec->sites.data[op->site];
    if (site->variant >= 0) sb_printf(sb, "::v%d", site->variant);
  } else {
    sb_printf(sb, " = facet.%s", ir_op_name(op->kind));
  }
  for (int i = 0; i < op->operand_count; i++) {
    sb_append(sb, i ? ", " : "(");
    print_value(sb, op->operands[i]);
  }
  sb_append(sb, op->operand_count ? ")" : "()");
  print_attrs(sb, fn, op);
  sb_append(sb, " : ");
  ir_type_print(sb, &op->result->type, fn);
  sb_putc(sb, '\n');
}

void ir_print_function(strbuf *sb, const ir_function *fn) {
  sb_printf(sb, "func.func %s@%s(", fn->is_private ? "private " : "", fn->name);
  for (int i = 0; i < fn->arg_count; i++) {
    if (i) sb_append(sb, ", ");
    print_value(sb, fn->args[i]);
    sb_append(sb, ": ");
    ir_type_print(sb, &fn->args[i]->type, fn);
  }
  sb_append(sb, ")");
  print_symbols(sb, fn);
  sb_append(sb, " {\n");
  for (const ir_op *op = fn->first; op; op = op->next) print_op(sb, fn, op);
  for (int i = 0; i < fn->inout_count; i++) {
    sb_append(sb, "  facet.overwrite ");
    print_value(sb, fn->inout_values[i]);
    sb_printf(sb, " into %%%d\n", fn->args[fn->inout_args[i]]->id);
  }
  sb_append(sb, "  return");
  for (int i = 0; i < fn->result_count; i++) {
    sb_append(sb, i ? ", " : " ");
    print_value(sb, fn->results[i]);
  }
  sb_append(sb, "\n}\n");
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
  for (int p = 0; p < ex->push_count; p++) {
    sb_printf(sb, "  rows p%d[", p);
    for (size_t r = 0; r < ex->rows.len; r++) {
      if (r) sb_append(sb, ", ");
      fact_print(sb, ex->rows.data[r][p]);
    }
    sb_append(sb, "]\n");
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
    else if (ex->variants.len) sb_append(sb, " select");
    sb_putc(sb, '\n');
  }
  sb_append(sb, "}\n");
}

void ir_print_module(strbuf *sb, const ir_context *ctx) {
  for (size_t i = 0; i < ctx->execs.len; i++)
    if (!ctx->execs.data[i]->merged_into) ir_print_exec(sb, ctx->execs.data[i]);
  for (size_t i = 0; i < ctx->functions.len; i++) ir_print_function(sb, ctx->functions.data[i]);
}
