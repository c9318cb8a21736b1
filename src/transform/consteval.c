// consteval.c: values that depend only on constants are computed once, at
// compile time, instead of on every call (fold_at_compile_time); values that
// depend only on parameters and constants, once at load (fold_at_load,
// the second half of this file).
//
// Requires: constants_run has run (a util.global with an inline
// value is an IR_OP_CONSTANT); runs before dispatch_run, which drops the
// ops left dead.
// Guarantees: every *foldable* value that something outside the foldable
// set reads (an op that is not foldable, a function result, a written-back
// argument) and that is not already a constant becomes an IR_OP_CONSTANT
// holding the value facet's reference interpreter computes for it: a splat
// when every element is the same finite number and only elementwise ops
// read it (or it is large), dense data otherwise.
//
// A value is foldable when its op is a constant, an arange, a size of a
// static expression, or an op with a reference implementation (one
// result) whose operands are all foldable; its shape is static; and its
// bytes are at most the limit (--const-eval-limit, 0 = off). The limit
// bounds both the module's growth and the compile-time work: a value over
// it is not foldable, so what reads it is not either, and the smaller
// values it is computed from are folded instead (a broadcast of a small
// table stays a broadcast, which kernels read for free).
//
// Why the reference computes the folded values: facet-reference runs the
// program as written (nothing folded), rounding every op's value to its
// dtype; folding with the same interpreter makes the module hold, bit for
// bit, the values the reference computes at those points
// (tests/e2e/const_eval.sh checks it).
#include "transform.h"

#include "ir/ir.h"

#include <stdlib.h>
#include <string.h>

// Ops the reference can evaluate from their operands alone (a global
// needs parameter files, a call or an opaque op has no reference here,
// a qmatmul has none at all).
static bool evaluable_kind(const ir_op *op) {
  switch (op->kind) {
  case IR_OP_GLOBAL:
  case IR_OP_CALL:
  case IR_OP_OPAQUE:
  case IR_OP_DISPATCH:
  case IR_OP_QMATMUL: return false;
  case IR_OP_SIZE: return dim_is_const(op->start, NULL);
  default: return op->extra_count == 0;
  }
}

// The value's bytes when its shape is static and its dtype byte-sized;
// UINT64_MAX otherwise (never under a limit).
static uint64_t static_bytes(const ir_value *v) {
  if (dtype_bits(v->type.elem) < 8) return UINT64_MAX;
  uint64_t n = dtype_size(v->type.elem);
  for (int d = 0; d < v->type.rank; d++) {
    int64_t c;
    if (!dim_is_const(v->type.dims[d], &c) || c < 0 || __builtin_mul_overflow(n, (uint64_t)c, &n))
      return UINT64_MAX;
  }
  return n;
}

// foldable[id] for every value of fn, in program order (operands first).
static bool *mark_foldable(const ir_function *fn, uint64_t limit) {
  bool *foldable = xcalloc((size_t)fn->value_count + 1, sizeof(bool));
  for (const ir_op *op = fn->first; op; op = op->next) {
    bool ok = evaluable_kind(op) && static_bytes(op->result) <= limit;
    for (int k = 0; ok && k < op->operand_count; k++) ok = foldable[op->operands[k]->id];
    foldable[op->result->id] = ok;
  }
  return foldable;
}

// The values to fold: foldable, read from outside the foldable set, and
// not constants already. Returns how many were written to out (each once).
static int frontier(const ir_function *fn, const bool *foldable, ir_value **out) {
  bool *taken = xcalloc((size_t)fn->value_count + 1, sizeof(bool));
  int n = 0;
#define TAKE(v)                                                                                    \
  do {                                                                                             \
    ir_value *v_ = (v);                                                                            \
    if (foldable[v_->id] && !taken[v_->id] && v_->def->kind != IR_OP_CONSTANT)                     \
      taken[v_->id] = true, out[n++] = v_;                                                         \
  } while (0)
  for (const ir_op *op = fn->first; op; op = op->next)
    if (!foldable[op->result->id])
      for (int k = 0; k < op->operand_count; k++) TAKE(op->operands[k]);
  for (int i = 0; i < fn->result_count; i++) TAKE(fn->results[i]);
  for (int i = 0; i < fn->inout_count; i++) TAKE(fn->inout_values[i]);
#undef TAKE
  free(taken);
  return n;
}

// Marks in `need` every op the values in vs are computed from.
static void mark_cone(const ir_function *fn, ir_value *const *vs, int n, bool *need) {
  for (int i = 0; i < n; i++) need[vs[i]->id] = true;
  // program order puts operands first: one backward walk over a reversed list
  int count = 0;
  for (const ir_op *op = fn->first; op; op = op->next) count++;
  const ir_op **ops = xmalloc(sizeof *ops * (size_t)(count + 1));
  int i = 0;
  for (const ir_op *op = fn->first; op; op = op->next) ops[i++] = op;
  while (i-- > 0)
    if (need[ops[i]->result->id])
      for (int k = 0; k < ops[i]->operand_count; k++) need[ops[i]->operands[k]->id] = true;
  free(ops);
}

// Runs the ops that compute vs, as a function of no arguments that returns
// them, in the reference (rounded to each op's dtype, as facet-reference
// runs). outs gets n tensors; false when the reference refuses (an index
// out of range in a constant gather: left for the kernels to report).
static bool evaluate(const ir_context *ctx, const ir_function *fn, ir_value **vs, int n,
                     ref_tensor *outs) {
  bool *need = xcalloc((size_t)fn->value_count + 1, sizeof(bool));
  mark_cone(fn, vs, n, need);
  int count = 0;
  for (const ir_op *op = fn->first; op; op = op->next) count += need[op->result->id];
  ir_op *copies = xcalloc((size_t)count + 1, sizeof *copies);
  int c = 0;
  for (const ir_op *op = fn->first; op; op = op->next)
    if (need[op->result->id]) {
      copies[c] = *op;
      copies[c].next = c + 1 < count ? &copies[c + 1] : NULL;
      c++;
    }
  ir_function sub = *fn; // same values and symbols; no arguments, no write-backs
  sub.arg_count = 0;
  sub.args = NULL;
  sub.first = count ? copies : NULL;
  sub.last = count ? &copies[count - 1] : NULL;
  sub.result_count = n;
  sub.results = vs;
  sub.inout_count = 0;
  sub.promise_count = 0;
  facet_status_t s = ref_run(ctx, &sub, NULL, 0, outs);
  facet_status_free(s);
  free(copies);
  free(need);
  return !s;
}

// A splat costs nothing where kernels read it (an elementwise op inlines
// it), but anything else needs a buffer, filled by a dispatch on every
// call: there a dense value (read in place) is cheaper, up to this size.
enum { SPLAT_DENSE_MAX = 64 << 10 };

// inlined[id]: every reader of the value is an elementwise op (and the
// function neither returns nor writes it back).
static bool *inlined_readers(const ir_function *fn) {
  bool *inlined = xmalloc((size_t)fn->value_count + 1);
  memset(inlined, 1, (size_t)fn->value_count + 1);
  for (const ir_op *op = fn->first; op; op = op->next)
    if (op->kind != IR_OP_EW)
      for (int k = 0; k < op->operand_count; k++) inlined[op->operands[k]->id] = false;
  for (int i = 0; i < fn->result_count; i++) inlined[fn->results[i]->id] = false;
  for (int i = 0; i < fn->inout_count; i++) inlined[fn->inout_values[i]->id] = false;
  return inlined;
}

// Every element the same (bits of the reference's element).
static bool uniform(const ref_tensor *t, size_t count) {
  for (size_t i = 1; i < count; i++)
    if (memcmp(&t->data[i], &t->data[0], sizeof t->data[0])) return false;
  return true;
}

// A uniform value that is a finite number, exactly a double (an integer
// within 2^53): a splat, which kernels inline and the module does not store.
static bool splat_of(dtype elem, ref_elem e, double *value) {
  bool is_float = dtype_is_float(elem);
  double v = is_float ? e.f : (double)e.i;
  if (!is_float && (e.i > (1ll << 53) || e.i < -(1ll << 53))) return false;
  if (v != v || v - v != 0 || (v == 0 && __builtin_signbit(v))) return false; // NaN, inf, -0
  *value = v;
  return true;
}

//
// One evaluation per distinct value of the module. An LLM export builds the
// same rotary table in each of its layers and again in each entry point;
// evaluated one by one they took most of facet-compile's own time
// (bench/results/kernel_choices.md#const-eval-classes). Values computed by equal ops (kind,
// attributes, result type, and operands of one class; a dense constant by its bytes) form one
// *class*: the reference evaluates it once, and every value of the class is folded from that
// result, dense values sharing one copy of the bytes. The reference is deterministic, so each value
// gets the bits its own evaluation would give.
//
typedef struct fold_class {
  const void *data; // a dense CONSTANT's bytes: what a hash match is checked against
  size_t data_bytes;
  bool evaluated; // the fields below are set
  bool refused;   // the reference refused it: left unfolded everywhere
  dtype elem;
  size_t count, bytes; // elements; dense bytes
  bool is_uniform;     // every element `first`; else `dense` holds them
  ref_elem first;
  bool is_splat; // uniform and splat_of
  double splat_value;
  void *dense; // the elements in the dtype (made on first dense use when uniform)
} fold_class;

typedef struct fold_memo {
  hashmap index; // structural text -> class index + 1
  VEC(fold_class) classes;
  int evaluations; // classes the reference evaluated
} fold_memo;

// An op's kind and attributes as text (not its operands, type or data).
static void op_attributes(strbuf *sb, const ir_op *op) {
  sb_printf(sb, "%d %d %d %u %d %s %d %p %lld %a %a %d %u %p|", op->kind, op->ew, op->red, op->axes,
            op->axis, op->name ? op->name : "", op->transpose_rhs, (void *)op->start,
            (long long)op->step, op->value, op->value2, op->flag, op->none_mask,
            (void *)op->generic);
  for (int d = 0; d < IR_MAX_RANK; d++)
    sb_printf(sb, "%d,%lld,", op->perm[d], (long long)op->reps[d]);
  sb_printf(sb, "%d %d %d %d|", op->quant.scheme, op->quant.signed_q, op->quant.offset,
            op->quant.mn_hi_shift);
}

static int new_class(fold_memo *m, const ir_op *op) {
  fold_class c = {.data = op->kind == IR_OP_CONSTANT ? op->data : NULL,
                  .data_bytes = op->kind == IR_OP_CONSTANT ? op->data_bytes : 0};
  VEC_PUSH(m->classes, c);
  return (int)m->classes.len - 1;
}

// The class of op's value, given the classes of its operands (by value id).
static int class_of(fold_memo *m, const ir_op *op, const int *classes) {
  strbuf key = {0};
  op_attributes(&key, op);
  bool dense = op->kind == IR_OP_CONSTANT && op->data;
  if (dense)
    sb_printf(&key, "%zu %016llx|", op->data_bytes,
              (unsigned long long)hash_bytes(op->data, op->data_bytes));
  ir_type_print(&key, &op->result->type, NULL);
  for (int k = 0; k < op->operand_count; k++) sb_printf(&key, " %d", classes[op->operands[k]->id]);
  int c = (int)(intptr_t)hashmap_get_str(&m->index, sb_cstr(&key)) - 1;
  if (c < 0) {
    c = new_class(m, op);
    hashmap_put_str(&m->index, sb_cstr(&key), (void *)(intptr_t)(c + 1));
  } else if (dense && (m->classes.data[c].data_bytes != op->data_bytes ||
                       memcmp(m->classes.data[c].data, op->data, op->data_bytes))) {
    c = new_class(m, op); // a hash collision: a class of its own, found by no text
  }
  sb_free(&key);
  return c;
}

// classes[id] for every foldable value of fn (-1 for the others).
static int *classes_of(fold_memo *m, const ir_function *fn, const bool *foldable) {
  int *classes = xmalloc(sizeof(int) * ((size_t)fn->value_count + 1));
  for (int i = 0; i <= fn->value_count; i++) classes[i] = -1;
  for (const ir_op *op = fn->first; op; op = op->next)
    if (foldable[op->result->id]) classes[op->result->id] = class_of(m, op, classes);
  return classes;
}

// Class c takes the reference's value t (which it then owns no more).
static void class_set(ir_context *ctx, fold_class *c, const ref_tensor *t) {
  c->evaluated = true;
  c->elem = t->elem;
  c->count = 1;
  for (int d = 0; d < t->rank; d++) c->count *= (size_t)t->dims[d];
  c->bytes = c->count * dtype_size(t->elem);
  c->is_uniform = c->count > 0 && uniform(t, c->count);
  if (c->is_uniform) {
    c->first = t->data[0];
    c->is_splat = splat_of(t->elem, c->first, &c->splat_value);
  } else {
    c->dense = arena_alloc(&ctx->mem, c->bytes + 1);
    for (size_t i = 0; i < c->count; i++) ref_store(t->elem, c->dense, i, t->data[i]);
  }
}

// The class's elements as module data (one copy for all its values).
static const void *class_dense(ir_context *ctx, fold_class *c) {
  if (!c->dense) {
    c->dense = arena_alloc(&ctx->mem, c->bytes + 1);
    for (size_t i = 0; i < c->count; i++) ref_store(c->elem, c->dense, i, c->first);
  }
  return c->dense;
}

// Evaluates the classes of vs (one value of each class not evaluated yet)
// together, shared ops once; when the reference refuses the whole, each
// value alone, so one bad value does not keep the others from folding.
static void evaluate_classes(fold_memo *m, ir_context *ctx, ir_function *fn, ir_value **vs, int n,
                             const int *classes) {
  ref_tensor *outs = xcalloc((size_t)n + 1, sizeof *outs);
  if (evaluate(ctx, fn, vs, n, outs)) {
    for (int i = 0; i < n; i++) {
      class_set(ctx, &m->classes.data[classes[vs[i]->id]], &outs[i]);
      m->evaluations++;
      free(outs[i].data);
    }
  } else if (n > 1) {
    for (int i = 0; i < n; i++) evaluate_classes(m, ctx, fn, &vs[i], 1, classes);
  } else {
    m->classes.data[classes[vs[0]->id]].refused = true;
  }
  free(outs);
}

// v's op becomes the constant of class c (its operands dropped: what only
// they used is dead), a splat where `splat_ok` and its elements allow.
// Returns the bytes of module data it adds (0 for a splat).
static uint64_t replace(ir_context *ctx, ir_value *v, fold_class *c, bool splat_ok) {
  ir_op *op = v->def;
  op->operand_count = 0;
  op->operands = NULL;
  op->generic = NULL;
  op->kind = IR_OP_CONSTANT;
  if (c->is_splat && (splat_ok || c->bytes > SPLAT_DENSE_MAX)) {
    op->value = c->splat_value;
    op->data = NULL;
    op->data_bytes = 0;
    return 0;
  }
  op->data = class_dense(ctx, c);
  op->data_bytes = c->bytes;
  op->value = 0;
  return c->bytes;
}

// Folds fn's frontier vs: the classes not evaluated yet are evaluated (each
// once), then every value whose class the reference accepted is replaced.
static void fold_function(fold_memo *m, ir_context *ctx, ir_function *fn, ir_value **vs, int n,
                          const int *classes, pipeline_stats *st) {
  ir_value **todo = xmalloc(sizeof *todo * ((size_t)n + 1));
  bool *queued = xcalloc(m->classes.len + 1, sizeof(bool));
  int t = 0;
  for (int i = 0; i < n; i++) {
    int c = classes[vs[i]->id];
    const fold_class *fc = &m->classes.data[c];
    if (!fc->evaluated && !fc->refused && !queued[c]) queued[c] = true, todo[t++] = vs[i];
  }
  if (t) evaluate_classes(m, ctx, fn, todo, t, classes);
  bool *inlined = inlined_readers(fn);
  for (int i = 0; i < n; i++) {
    fold_class *fc = &m->classes.data[classes[vs[i]->id]];
    if (!fc->evaluated) continue;
    uint64_t bytes = replace(ctx, vs[i], fc, inlined[vs[i]->id]);
    st->const_eval_folded++;
    st->const_eval_splats += bytes == 0;
    st->const_eval_bytes += bytes;
  }
  free(inlined);
  free(queued);
  free(todo);
}

static void fold_at_compile_time(ir_context *ctx, uint64_t limit, pipeline_stats *st) {
  if (limit == 0) return;
  fold_memo m = {0};
  for (size_t f = 0; f < ctx->functions.len; f++) {
    ir_function *fn = ctx->functions.data[f];
    bool *foldable = mark_foldable(fn, limit);
    int *classes = classes_of(&m, fn, foldable);
    ir_value **vs = xmalloc(sizeof *vs * ((size_t)fn->value_count + 1));
    int n = frontier(fn, foldable, vs);
    if (n) fold_function(&m, ctx, fn, vs, n, classes, st);
    free(vs);
    free(classes);
    free(foldable);
  }
  st->const_eval_evaluated = m.evaluations;
  hashmap_free(&m.index);
  VEC_FREE(m.classes);
}

//
// Load time: values computed from parameters (and constants) only. Their
// ops move into one function, the module's initializer, which the runtime
// runs once when it loads the module (parameters bound); each such value
// read from elsewhere becomes a load of a load-time global, that
// initializer's result (MOD_CMD_INIT_VALUE). The kernels compute the same
// values they computed on every call, once.
//

static bool is_parameter(ir_context *ctx, const ir_op *op) {
  if (op->kind != IR_OP_GLOBAL) return false;
  const ir_global *g = ir_find_global(ctx, op->name);
  return g && !g->load_time && g->key && g->key[0];
}

// A value on the host for free: a parameter, a view of one.
static bool free_on_host(const ir_value *v) {
  while (v->def->kind == IR_OP_VIEW) v = v->def->operands[0];
  return v->def->kind == IR_OP_GLOBAL;
}

typedef struct loader {
  ir_context *ctx;
  ir_function *init; // the initializer (made on first use)
  hashmap cse;       // op_key text -> the ir_value it computes in init
} loader;

// A text that names an op by what it computes: kind, attributes, result
// type and operands (values of the initializer). Two ops with one text
// compute one value, so prefill's and decode's conversions of a weight
// become one.
static void op_key(strbuf *sb, const ir_op *op, ir_value *const *ins) {
  op_attributes(sb, op);
  sb_printf(sb, "%p %zu|", op->data, op->data_bytes);
  ir_type_print(sb, &op->result->type, NULL);
  for (int k = 0; k < op->operand_count; k++) sb_printf(sb, " %d", ins[k]->id);
}

// The initializer's value for v (its ops cloned on first use, through
// `map`, by value id of v's function).
static ir_value *clone_value(loader *l, ir_value *v, ir_value **map) {
  if (map[v->id]) return map[v->id];
  ir_op *op = v->def;
  ir_value *ins[64];
  FACET_CHECK(op->operand_count <= 64);
  for (int k = 0; k < op->operand_count; k++) ins[k] = clone_value(l, op->operands[k], map);
  strbuf key = {0};
  op_key(&key, op, ins);
  ir_value *found = hashmap_get_str(&l->cse, sb_cstr(&key));
  if (!found) {
    ir_op *c = ir_append_op(l->ctx, l->init, op->kind, op->where, ins, op->operand_count,
                            op->result->type);
    ir_op copy = *op; // the attributes; the clone's own operands, result and place
    copy.operands = c->operands;
    copy.result = c->result;
    copy.next = NULL;
    *c = copy;
    found = c->result;
    hashmap_put_str(&l->cse, arena_strdup(&l->ctx->mem, sb_cstr(&key)), found);
  }
  sb_free(&key);
  return map[v->id] = found;
}

// The initializer's result index for its value r (added once).
static int init_result(loader *l, ir_value *r) {
  ir_function *init = l->init;
  for (int i = 0; i < init->result_count; i++)
    if (init->results[i] == r) return i;
  ir_value **results =
      arena_alloc(&l->ctx->mem, sizeof *results * (size_t)(init->result_count + 1));
  if (init->result_count)
    memcpy(results, init->results, sizeof *results * (size_t)init->result_count);
  results[init->result_count] = r;
  init->results = results;
  return init->result_count++;
}

// v's op becomes a load of load-time global "__facet_init.K".
static void load_from_init(loader *l, ir_value *v, ir_value **map) {
  int k = init_result(l, clone_value(l, v, map));
  strbuf name = {0};
  sb_printf(&name, "__facet_init.%d", k);
  ir_global g = {.name = arena_strdup(&l->ctx->mem, sb_cstr(&name)),
                 .type = v->type,
                 .where = v->def->where,
                 .load_time = true,
                 .init_output = k};
  sb_free(&name);
  if (!ir_find_global(l->ctx, g.name)) VEC_PUSH(l->ctx->globals, g);
  ir_op *op = v->def;
  op->kind = IR_OP_GLOBAL;
  op->name = ir_find_global(l->ctx, g.name)->name;
  op->operand_count = 0;
  op->operands = NULL;
  op->generic = NULL;
  op->data = NULL;
}

// live[id]: the value is needed by a result or a written-back argument
// (dispatch_run drops the rest; the initializer must not compute it).
static bool *live_values(const ir_function *fn) {
  bool *live = xcalloc((size_t)fn->value_count + 1, sizeof(bool));
  for (int i = 0; i < fn->result_count; i++) live[fn->results[i]->id] = true;
  for (int i = 0; i < fn->inout_count; i++) live[fn->inout_values[i]->id] = true;
  int count = 0;
  for (const ir_op *op = fn->first; op; op = op->next) count++;
  const ir_op **ops = xmalloc(sizeof *ops * (size_t)(count + 1));
  int i = 0;
  for (const ir_op *op = fn->first; op; op = op->next) ops[i++] = op;
  while (i-- > 0) {
    bool needed = live[ops[i]->result->id];
    for (int x = 0; x < ops[i]->extra_count; x++) needed |= live[ops[i]->extra[x]->id];
    if (needed)
      for (int k = 0; k < ops[i]->operand_count; k++) live[ops[i]->operands[k]->id] = true;
  }
  free(ops);
  return live;
}

// load[id]: computed from parameters and constants only (at least one
// parameter), static, at most `limit` bytes, by an op the kernels compute
// (not a call, an opaque op, an op with several results).
static bool *mark_load_time(ir_context *ctx, const ir_function *fn, uint64_t limit) {
  bool *load = xcalloc((size_t)fn->value_count + 1, sizeof(bool));
  bool *constant = xcalloc((size_t)fn->value_count + 1, sizeof(bool));
  for (const ir_op *op = fn->first; op; op = op->next) {
    bool param = is_parameter(ctx, op);
    // a parameter is mapped, not computed: the limit is for what is computed
    bool ok = op->kind != IR_OP_CALL && op->kind != IR_OP_OPAQUE && op->kind != IR_OP_DISPATCH &&
              op->extra_count == 0 && (param || static_bytes(op->result) <= limit) &&
              (op->kind != IR_OP_GLOBAL || param);
    bool any_param = param, all_constant = op->kind == IR_OP_CONSTANT || op->kind == IR_OP_IOTA;
    for (int k = 0; ok && k < op->operand_count; k++) {
      int id = op->operands[k]->id;
      ok = load[id] || constant[id];
      any_param |= load[id];
    }
    all_constant |= ok && !any_param && op->operand_count > 0;
    load[op->result->id] = ok && any_param;
    constant[op->result->id] = ok && all_constant && !any_param;
  }
  free(constant);
  return load;
}

// Moves each load-time value that a live op outside that set reads (or the
// function returns) into the initializer, unless it is free on the host.
static void load_time_function(loader *l, ir_function *fn, uint64_t limit) {
  bool *load = mark_load_time(l->ctx, fn, limit);
  bool *live = live_values(fn);
  ir_value **map = xcalloc((size_t)fn->value_count + 1, sizeof *map);
  ir_value **vs = xmalloc(sizeof *vs * ((size_t)fn->value_count + 1));
  bool *taken = xcalloc((size_t)fn->value_count + 1, sizeof(bool));
  int n = 0;
  for (const ir_op *op = fn->first; op; op = op->next)
    if (!load[op->result->id] && live[op->result->id])
      for (int k = 0; k < op->operand_count; k++) {
        ir_value *v = op->operands[k];
        if (load[v->id] && !taken[v->id] && !free_on_host(v)) taken[v->id] = true, vs[n++] = v;
      }
  for (int i = 0; i < fn->result_count + fn->inout_count; i++) {
    ir_value *v = i < fn->result_count ? fn->results[i] : fn->inout_values[i - fn->result_count];
    if (load[v->id] && !taken[v->id] && !free_on_host(v)) taken[v->id] = true, vs[n++] = v;
  }
  // clone every value first: load_from_init rewrites ops another value's
  // cone may still need
  for (int i = 0; i < n; i++) {
    if (!l->init) l->init = ir_function_create(l->ctx, "__facet_init", vs[i]->def->where);
    clone_value(l, vs[i], map);
  }
  for (int i = 0; i < n; i++) load_from_init(l, vs[i], map);
  free(taken);
  free(vs);
  free(map);
  free(live);
  free(load);
}

static void fold_at_load(ir_context *ctx, uint64_t limit, pipeline_stats *st) {
  if (limit == 0) return;
  loader l = {.ctx = ctx};
  size_t functions = ctx->functions.len; // the initializer is added after them
  for (size_t f = 0; f < functions; f++) load_time_function(&l, ctx->functions.data[f], limit);
  hashmap_free(&l.cse);
  ctx->initializer = l.init;
  // what the module holds: the initializer's results (one per distinct value)
  for (int i = 0; l.init && i < l.init->result_count; i++) {
    st->const_eval_load_time++;
    st->const_eval_load_bytes += static_bytes(l.init->results[i]);
  }
}

bool consteval_run(ir_context *ctx, const pipeline_options *o, pipeline_stats *st) {
  fold_at_compile_time(ctx, o->const_eval_limit, st);
  fold_at_load(ctx, o->const_eval_limit, st);
  return true;
}
