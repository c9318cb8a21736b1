// executor.c: facet_function_call: entry checks, then the host program.
//
// The host program (module.h) is a flat list of commands over int64
// registers and buffer slots; one switch interprets it. A call allocates
// its frame (registers, slots, allocation records; on the stack when
// small) and one block per ALLOC command, nothing per dispatch. Integer
// arithmetic is checked (overflow and division by zero are errors, never
// undefined behaviour), and the first failure returns at once, so no
// kernel runs after a failed check.
#include "runtime_internal.h"

#include <string.h>

typedef struct rt_slot {
  void *data;
  uint64_t bytes;
  facet_tensor_t *result; // the block when this slot holds a result buffer
  bool set;
  bool readonly; // a parameter, a constant, an input that is not mutable, or a view of one
} rt_slot;

typedef struct rt_call {
  facet_function_t *function;
  const mod_function *fn;
  const mod_module *mod;
  facet_runtime_t *rt;
  facet_tensor_t *const *inputs;
  int64_t *regs;
  rt_slot *slots;
  facet_tensor_t **blocks; // every ALLOC of this call, freed at the end
  uint32_t block_count;
  facet_tensor_t *transient; // the block of the ALLOC that is not a result, if any
} rt_call;

static const char *rt_plural(size_t n) { return n == 1 ? "" : "s"; }

static bool rt_overlap(const facet_tensor_t *a, const facet_tensor_t *b) {
  size_t na = facet_tensor_byte_size(a), nb = facet_tensor_byte_size(b);
  uintptr_t pa = (uintptr_t)a->data, pb = (uintptr_t)b->data;
  return na && nb && pa < pb + nb && pb < pa + na;
}

// The call writes a mutable input while it may still read the others: no
// other input may share its bytes (the same tensor passed twice, or two
// wraps of one buffer).
static facet_status_t rt_check_mutable(const mod_function *fn, facet_tensor_t *const *inputs) {
  for (uint32_t i = 0; i < fn->input_count; i++) {
    if (!(fn->inputs[i].flags & MOD_INPUT_MUTABLE)) continue;
    for (uint32_t j = 0; j < fn->input_count; j++)
      if (j != i && rt_overlap(inputs[i], inputs[j]))
        return status_new(FACET_STATUS_INVALID_ARGUMENT,
                          "%s: input %u is mutable and shares memory with input %u", fn->name, i,
                          j);
  }
  return NULL;
}

// Argument count, dtype, rank and static dims, each failure named.
static facet_status_t rt_check_inputs(const mod_function *fn, facet_tensor_t *const *inputs,
                                      size_t input_count, size_t output_count) {
  if (input_count != fn->input_count)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "%s: expected %u input%s, got %zu", fn->name,
                      fn->input_count, rt_plural(fn->input_count), input_count);
  if (output_count != fn->output_count)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "%s: expected %u output%s, got %zu", fn->name,
                      fn->output_count, rt_plural(fn->output_count), output_count);
  for (size_t i = 0; i < input_count; i++) {
    const facet_tensor_t *t = inputs[i];
    const mod_tensor_sig *s = &fn->inputs[i];
    if (!t) return status_new(FACET_STATUS_INVALID_ARGUMENT, "%s: input %zu is NULL", fn->name, i);
    if (t->dtype != (facet_dtype_t)s->dtype)
      return status_new(FACET_STATUS_INVALID_ARGUMENT, "%s: input %zu has dtype %s, expected %s",
                        fn->name, i, dtype_name((dtype)t->dtype), dtype_name((dtype)s->dtype));
    if (t->rank != s->rank)
      return status_new(FACET_STATUS_INVALID_ARGUMENT, "%s: input %zu has rank %u, expected %u",
                        fn->name, i, t->rank, s->rank);
    for (uint32_t d = 0; d < s->rank; d++)
      if (s->dims[d] >= 0 && t->dims[d] != s->dims[d])
        return status_new(FACET_STATUS_INVALID_ARGUMENT,
                          "%s: input %zu dim %u is %lld, expected %lld", fn->name, i, d,
                          (long long)t->dims[d], (long long)s->dims[d]);
  }
  return rt_check_mutable(fn, inputs);
}

static facet_status_t rt_arith(rt_call *c, const mod_cmd *cmd, uint32_t index) {
  int64_t x = c->regs[cmd->b], y = c->regs[cmd->c], r = 0;
  bool overflow = false;
  switch ((mod_op)cmd->op) {
  case MOD_CMD_ADD: overflow = __builtin_add_overflow(x, y, &r); break;
  case MOD_CMD_SUB: overflow = __builtin_sub_overflow(x, y, &r); break;
  case MOD_CMD_MUL: overflow = __builtin_mul_overflow(x, y, &r); break;
  default: // the divisions: y > 0, so x / y cannot overflow
    if (y <= 0)
      return status_new(FACET_STATUS_OUT_OF_RANGE, "%s: command %u divides %lld by %lld",
                        c->fn->name, index, (long long)x, (long long)y);
    r = x / y;
    if (cmd->op == MOD_CMD_FLOORDIV && x % y != 0 && x < 0) r--;
    if (cmd->op == MOD_CMD_CEILDIV && x % y != 0 && x > 0) r++;
    if (cmd->op == MOD_CMD_MOD) r = x % y < 0 ? x % y + y : x % y;
  }
  if (overflow)
    return status_new(FACET_STATUS_OUT_OF_RANGE, "%s: command %u overflows: %lld and %lld",
                      c->fn->name, index, (long long)x, (long long)y);
  c->regs[cmd->a] = r;
  return NULL;
}

// "<function>: input <b> dim <c> is <value>: <strings[d]>" (module.h).
// The message names the input's dim as the caller passed it: the register
// checked may hold a value computed from it (dim - 1 for 2 * s0 + 1).
static facet_status_t rt_check_failed(const rt_call *c, const mod_cmd *cmd) {
  return status_new(FACET_STATUS_FAILED_PRECONDITION, "%s: input %u dim %u is %lld: %s",
                    c->fn->name, cmd->b, cmd->c, (long long)c->inputs[cmd->b]->dims[cmd->c],
                    c->mod->strings[cmd->d]);
}

// The function's spare transient block when it holds `size` bytes; a
// smaller one is freed (the next call keeps the bigger block it allocates).
static facet_tensor_t *rt_take_spare(facet_function_t *f, size_t size) {
  facet_tensor_t *t = atomic_exchange(&f->spare, NULL);
  if (t && t->capacity >= size) return t;
  facet_tensor_release(t);
  return NULL;
}

// A call's ALLOC: a result block (cmd->c: the slot owns it), or the
// transient block, reused from the function's last call when big enough.
static facet_status_t rt_alloc_cmd(rt_call *c, const mod_cmd *cmd) {
  int64_t size = c->regs[cmd->b];
  if (size < 0 || (uint64_t)size > SIZE_MAX / 2)
    return status_new(FACET_STATUS_OUT_OF_RANGE, "%s: allocation of %lld bytes", c->fn->name,
                      (long long)size);
  if (c->block_count >= c->function->alloc_count) // each ALLOC runs once: the frame has room
    return status_new(FACET_STATUS_INTERNAL, "%s: more allocations than ALLOC commands",
                      c->fn->name);
  facet_tensor_t *t = cmd->c ? NULL : rt_take_spare(c->function, (size_t)size);
  if (!t) t = rt_tensor_alloc(&c->rt->allocator, (size_t)size);
  if (!t) return status_oom("%s: a buffer of %lld bytes", c->fn->name, (long long)size);
  if (!cmd->c) c->transient = t;
  c->blocks[c->block_count++] = t;
  c->slots[cmd->a] = (rt_slot){t->data, (uint64_t)size, cmd->c ? t : NULL, true, false};
  return NULL;
}

// s[a] = bytes [r[c], r[c] + r[d]) of s[b]: a planned buffer inside the
// call's transient block. Checked: the planner's arithmetic is data too.
static facet_status_t rt_slice(rt_call *c, const mod_cmd *cmd, uint32_t index) {
  const rt_slot *base = &c->slots[cmd->b];
  int64_t off = c->regs[cmd->c], len = c->regs[cmd->d];
  if (!base->set || off < 0 || len < 0 || (uint64_t)off > base->bytes ||
      (uint64_t)len > base->bytes - (uint64_t)off)
    return status_new(FACET_STATUS_INTERNAL,
                      "%s: command %u slices [%lld, +%lld) of a %llu-byte buffer", c->fn->name,
                      index, (long long)off, (long long)len,
                      (unsigned long long)(base->set ? base->bytes : 0));
  c->slots[cmd->a] = (rt_slot){(char *)base->data + off, (uint64_t)len, NULL, true, base->readonly};
  return NULL;
}

// A slot a COPY or STORE may write: set, and neither a parameter nor an
// input the function does not declare mutable (the reader checks the
// latter too; views carry the flag).
static facet_status_t rt_writable(const rt_call *c, uint32_t slot, uint32_t index) {
  const rt_slot *s = &c->slots[slot];
  if (!s->set || s->readonly)
    return status_new(FACET_STATUS_INTERNAL, "%s: command %u writes %s slot %u", c->fn->name, index,
                      s->set ? "read-only" : "unset", slot);
  return NULL;
}

// s[a] = the bytes of s[b]: a mutable argument's new value, or a result
// that would otherwise share a buffer. memmove: a bad module may overlap.
static facet_status_t rt_copy(rt_call *c, const mod_cmd *cmd, uint32_t index) {
  STATUS_RETURN_IF_ERROR(rt_writable(c, cmd->a, index));
  const rt_slot *dst = &c->slots[cmd->a], *src = &c->slots[cmd->b];
  if (!src->set || src->bytes != dst->bytes)
    return status_new(FACET_STATUS_INTERNAL, "%s: command %u copies %llu bytes into %llu",
                      c->fn->name, index, (unsigned long long)(src->set ? src->bytes : 0),
                      (unsigned long long)dst->bytes);
  if (dst->bytes) memmove(dst->data, src->data, (size_t)dst->bytes);
  return NULL;
}

// One transfer done since t0, in the module's device stats.
static void rt_count_transfer(facet_module_t *m, uint64_t t0, uint64_t bytes) {
  atomic_fetch_add_explicit(&m->transfer_ns, rt_now_ns() - t0, memory_order_relaxed);
  atomic_fetch_add_explicit(&m->transfers, 1, memory_order_relaxed);
  atomic_fetch_add_explicit(&m->transfer_bytes, bytes, memory_order_relaxed);
}

// A transfer between devices: a copy, counted in the module's device stats.
// In one group it runs in program order, after its producer like any step.
static facet_status_t rt_transfer(rt_call *c, const mod_cmd *cmd, uint32_t index) {
  uint64_t t0 = rt_now_ns();
  STATUS_RETURN_IF_ERROR(rt_copy(c, cmd, index));
  rt_count_transfer(c->function->module, t0, c->slots[cmd->a].bytes);
  return NULL;
}

// r[b] as an int64 into s[a]: an integer result computed by the host.
static facet_status_t rt_store(rt_call *c, const mod_cmd *cmd, uint32_t index) {
  STATUS_RETURN_IF_ERROR(rt_writable(c, cmd->a, index));
  const rt_slot *dst = &c->slots[cmd->a];
  if (dst->bytes < sizeof(int64_t))
    return status_new(FACET_STATUS_INTERNAL, "%s: command %u stores 8 bytes into %llu", c->fn->name,
                      index, (unsigned long long)dst->bytes);
  memcpy(dst->data, &c->regs[cmd->b], sizeof(int64_t));
  return NULL;
}

// Does any row of `choice` hold for the push constants?
static bool rt_choice_matches(const mod_choice *choice, const int64_t *push, uint32_t n) {
  if (choice->row_count == 0) return true;
  for (uint32_t r = 0; r < choice->row_count; r++) {
    const fact *row = choice->rows + (size_t)r * n;
    uint32_t i = 0;
    while (i < n && push[i] >= 0 && fact_contains(row[i], (uint64_t)push[i])) i++;
    if (i == n) return true;
  }
  return false;
}

static facet_status_t rt_no_variant(const rt_call *c, const mod_site *site, const int64_t *push) {
  char values[MOD_MAX_PUSH * 22] = "";
  size_t at = 0;
  for (uint32_t i = 0; i < site->push_count && at < sizeof values; i++) {
    int n = snprintf(values + at, sizeof values - at, "%s%lld", i ? ", " : "", (long long)push[i]);
    at += n > 0 ? (size_t)n : 0;
  }
  return status_new(FACET_STATUS_FAILED_PRECONDITION,
                    "%s: no variant of %s accepts push constants [%s] (at %s)", c->fn->name,
                    c->mod->executables[site->executable].name, values,
                    c->mod->strings[site->loc_string]);
}

// A kernel met an index out of its dim's range (torch raises IndexError):
// the call fails naming the index tensor when it is an input.
static facet_status_t rt_index_fault(const rt_call *c, const mod_site *site, uint32_t binding) {
  uint32_t slot = binding < site->binding_count ? site->binding_slots[binding] : UINT32_MAX;
  char what[48] = "a computed tensor";
  if (slot < c->fn->input_count) snprintf(what, sizeof what, "input %u", slot);
  return status_new(FACET_STATUS_OUT_OF_RANGE,
                    "%s: an index is out of range for the tensor it indexes (indexed by %s), at %s",
                    c->fn->name, what, c->mod->strings[site->loc_string]);
}

static facet_status_t rt_dispatch(rt_call *c, const mod_site *site, rt_pool *pool) {
  int64_t push[MOD_MAX_PUSH];
  void *bindings[MOD_MAX_BINDINGS];
  uint64_t lengths[MOD_MAX_BINDINGS];
  for (uint32_t i = 0; i < site->push_count; i++) push[i] = c->regs[site->push_regs[i]];
  uint32_t k = 0;
  while (k < site->choice_count && !rt_choice_matches(&site->choices[k], push, site->push_count))
    k++;
  if (k == site->choice_count) return rt_no_variant(c, site, push);
  const mod_executable *e = &c->mod->executables[site->executable];
  facet_module_t *module = c->function->module;
  uint32_t kernel = e->variants[site->choices[k].variant].kernel;
  const facet_kernel_entry_t *entry = &module->library->entries[kernel];
  for (uint32_t i = 0; i < site->binding_count; i++) {
    const rt_slot *s = &c->slots[site->binding_slots[i]];
    if (!s->set)
      return status_new(FACET_STATUS_INTERNAL, "%s: dispatch of %s binds slot %u before it is set",
                        c->fn->name, e->name, site->binding_slots[i]);
    if (((e->output_mask >> i) & 1) && s->readonly)
      return status_new(FACET_STATUS_INTERNAL, "%s: dispatch of %s writes read-only slot %u",
                        c->fn->name, e->name, site->binding_slots[i]);
    bindings[i] = s->data;
    lengths[i] = s->bytes;
  }
  uint32_t fault = 0;
  facet_dispatch_state_t state = {bindings,         lengths,   push, site->binding_count,
                                  site->push_count, {0, 0, 0}, 0,    &fault};
  entry->workgroup_count(push, state.workgroup_count);
  uint64_t xy, xyz;
  if (__builtin_mul_overflow((uint64_t)state.workgroup_count[0], state.workgroup_count[1], &xy) ||
      __builtin_mul_overflow(xy, (uint64_t)state.workgroup_count[2], &xyz))
    return status_new(FACET_STATUS_INTERNAL, "%s: workgroup count of %s overflows", c->fn->name,
                      e->name);
  uint64_t t0 = atomic_load_explicit(&module->profiling, memory_order_relaxed) ? rt_now_ns() : 0;
  rt_pool_run(pool, &state, entry->workgroup, state.workgroup_count);
  if (t0) rt_profile_add(module, kernel, t0);
  return fault ? rt_index_fault(c, site, fault - 1) : NULL;
}

static facet_status_t rt_run_cmd(rt_call *c, const mod_cmd *cmd, uint32_t index) {
  int64_t *r = c->regs;
  switch ((mod_op)cmd->op) {
  case MOD_CMD_DIM: r[cmd->a] = c->inputs[cmd->b]->dims[cmd->c]; break;
  case MOD_CMD_CONST: r[cmd->a] = cmd->imm; break;
  case MOD_CMD_ADD:
  case MOD_CMD_SUB:
  case MOD_CMD_MUL:
  case MOD_CMD_FLOORDIV:
  case MOD_CMD_CEILDIV:
  case MOD_CMD_MOD: return rt_arith(c, cmd, index);
  case MOD_CMD_CHECK_FACT:
    if (r[cmd->a] < 0 || !fact_contains(cmd->check, (uint64_t)r[cmd->a]))
      return rt_check_failed(c, cmd);
    break;
  case MOD_CMD_CHECK_EQ:
    if (r[cmd->a] != r[cmd->e])
      return status_new(FACET_STATUS_FAILED_PRECONDITION,
                        "%s: input %u dim %u is %lld, must be %lld: %s", c->fn->name, cmd->b,
                        cmd->c, (long long)r[cmd->a], (long long)r[cmd->e],
                        c->mod->strings[cmd->d]);
    break;
  case MOD_CMD_ALLOC: return rt_alloc_cmd(c, cmd);
  case MOD_CMD_VIEW: c->slots[cmd->a] = c->slots[cmd->b]; break;
  case MOD_CMD_DISPATCH: return rt_dispatch(c, &c->fn->sites[cmd->a], c->rt->pool);
  case MOD_CMD_PARAM: {
    const rt_param_binding *b = &c->function->module->params[cmd->b];
    c->slots[cmd->a] = (rt_slot){(void *)b->data, b->bytes, NULL, true, true}; // read-only
    break;
  }
  case MOD_CMD_INIT_VALUE: { // computed at load (loader.c: rt_run_initializer)
    facet_tensor_t *t = c->function->module->init_values[cmd->b];
    c->slots[cmd->a] = (rt_slot){t->data, facet_tensor_byte_size(t), NULL, true, true}; // read-only
    break;
  }
  case MOD_CMD_CONST_DATA: { // bytes in the loaded module, 64-byte aligned (reader.c)
    const mod_const *k = &c->mod->consts[cmd->b];
    void *data = k->size ? (void *)(c->mod->const_data + k->offset) : NULL;
    c->slots[cmd->a] = (rt_slot){data, k->size, NULL, true, true}; // read-only
    break;
  }
  case MOD_CMD_MAX: r[cmd->a] = r[cmd->b] > r[cmd->c] ? r[cmd->b] : r[cmd->c]; break;
  case MOD_CMD_SLICE: return rt_slice(c, cmd, index);
  case MOD_CMD_COPY: return rt_copy(c, cmd, index);
  case MOD_CMD_STORE: return rt_store(c, cmd, index);
  case MOD_CMD_TRANSFER: return rt_transfer(c, cmd, index);
  case MOD_CMD_COUNT_: // the reader refuses unknown ops: a bug if reached
  default:
    return status_new(FACET_STATUS_INTERNAL, "%s: command %u has unknown op %u", c->fn->name, index,
                      cmd->op);
  }
  return NULL;
}

// Output j from its slot: the result block itself the first time it is
// returned, else (an input, a transient, a result returned twice) a copy.
static facet_status_t rt_make_output(rt_call *c, uint32_t j, facet_tensor_t **outputs) {
  const mod_output *o = &c->fn->outputs[j];
  const rt_slot *s = &c->slots[o->slot];
  int64_t dims[MOD_MAX_RANK];
  for (uint32_t i = 0; i < o->rank; i++) dims[i] = c->regs[o->dim_regs[i]];
  size_t bytes;
  if (!rt_shape_bytes((facet_dtype_t)o->dtype, o->rank, dims, &bytes))
    return status_new(FACET_STATUS_OUT_OF_RANGE, "%s: output %u has a negative or huge dim",
                      c->fn->name, j);
  if (!s->set || bytes > s->bytes)
    return status_new(FACET_STATUS_INTERNAL, "%s: output %u needs %zu bytes, its buffer has %llu",
                      c->fn->name, j, bytes, (unsigned long long)(s->set ? s->bytes : 0));
  facet_tensor_t *t = s->result;
  for (uint32_t i = 0; t && i < j; i++)
    if (outputs[i] == t) t = NULL; // already returned: copy
  if (!t) {
    t = rt_tensor_alloc(&c->rt->allocator, bytes);
    if (!t) return status_oom("%s: a copy of output %u (%zu bytes)", c->fn->name, j, bytes);
    if (bytes) memcpy(t->data, s->data, bytes);
    c->blocks[c->block_count++] = t; // freed with the others if a later output fails
  }
  t->dtype = (facet_dtype_t)o->dtype;
  t->rank = o->rank;
  memset(t->dims, 0, sizeof t->dims);
  memcpy(t->dims, dims, sizeof *dims * o->rank);
  outputs[j] = t;
  return NULL;
}

// Frees every block of the call except those in outputs[0..kept); the transient block
// becomes the function's spare (replacing, and freeing, any other).
static void rt_free_blocks(rt_call *c, facet_tensor_t **outputs, uint32_t kept) {
  for (uint32_t i = 0; i < c->block_count; i++) {
    bool returned = false;
    for (uint32_t j = 0; j < kept && !returned; j++) returned = outputs[j] == c->blocks[i];
    if (returned) continue;
    if (c->blocks[i] == c->transient)
      facet_tensor_release(atomic_exchange(&c->function->spare, c->transient));
    else facet_tensor_release(c->blocks[i]);
  }
}

//
// Devices (docs/devices.md). A module compiled from a tensor-parallel
// export names the device of each step (a dispatch, a copy, a store, a
// transfer); the compiler guarantees that a step touches only its own
// device's buffers (and read-only ones), except a transfer, which reads its
// source device's and writes its target's, and that devices never share a
// planned region. So with several thread groups each device can run its
// own steps, in program order, on its own thread (device 0 on the caller),
// with one rule: a transfer runs when both its devices have reached it.
// Both have then finished every earlier step of theirs (the source's
// producer included) and start no later one (nothing overwrites the source
// or reads the target early) until the copy is done. Devices reach
// transfers in program order, so the earliest transfer not done always has
// its devices at it or on their way: no deadlock. Everything else of the
// program (registers, checks, allocations, slots) depends on no step, so
// the caller does it first, before any step runs, exactly as one group
// would; the results are the same bits whatever the grouping.
//
typedef struct rt_devices {
  rt_call *c;
  uint32_t count; // the module's devices: one runner each
  pthread_mutex_t mu;
  pthread_cond_t cv;
  uint8_t *arrived;     // per command: devices at that transfer
  uint8_t *done;        // per command: its copy is done
  bool go, failed;      // runners start on go; stop at the first failure
  facet_status_t error; // the first failure
} rt_devices;

typedef struct rt_runner {
  rt_devices *devs;
  uint32_t device;
  pthread_t thread;
} rt_runner;

static void rt_devices_fail(rt_devices *v, facet_status_t s) {
  pthread_mutex_lock(&v->mu);
  if (!v->error) v->error = s;
  else facet_status_free(s);
  __atomic_store_n(&v->failed, true, __ATOMIC_RELAXED); // also read without the lock
  pthread_cond_broadcast(&v->cv);
  pthread_mutex_unlock(&v->mu);
}

// Transfer `index` from device d's side: the second device to arrive (or
// the only one, for a transfer within a device) copies; the first waits.
static facet_status_t rt_meet(rt_devices *v, const mod_cmd *cmd, uint32_t index) {
  facet_module_t *m = v->c->function->module;
  pthread_mutex_lock(&v->mu);
  uint8_t need = cmd->c == cmd->d ? 1 : 2;
  if (++v->arrived[index] == need) {
    pthread_mutex_unlock(&v->mu);
    facet_status_t s = rt_transfer(v->c, cmd, index);
    pthread_mutex_lock(&v->mu);
    v->done[index] = 1;
    pthread_cond_broadcast(&v->cv);
    pthread_mutex_unlock(&v->mu);
    return s;
  }
  // Parked, not spinning: a device polling here (as the pool's workers do)
  // takes the core the other device needs to get here, where the devices
  // outnumber the free cores (measured: docs/devices.md).
  uint64_t t0 = rt_now_ns();
  while (!v->done[index] && !v->failed) pthread_cond_wait(&v->cv, &v->mu);
  pthread_mutex_unlock(&v->mu);
  atomic_fetch_add_explicit(&m->wait_ns, rt_now_ns() - t0, memory_order_relaxed);
  return NULL;
}

// Whether device d takes part in a step: its own, or a transfer from it
// (a transfer's device is its target).
static bool rt_cmd_on_device(const mod_cmd *cmd, const mod_function *fn, uint32_t d) {
  return mod_cmd_device(cmd, fn) == d || (cmd->op == MOD_CMD_TRANSFER && cmd->d == d);
}

// Device d's steps in program order, each dispatch on its thread group.
static void rt_run_device(rt_devices *v, uint32_t d) {
  rt_call *c = v->c;
  const mod_function *fn = c->fn;
  rt_pool *pool = c->rt->groups[d % c->rt->group_count];
  pthread_mutex_lock(&v->mu);
  while (!v->go && !v->failed) pthread_cond_wait(&v->cv, &v->mu);
  pthread_mutex_unlock(&v->mu);
  for (uint32_t i = 0; i < fn->cmd_count; i++) {
    const mod_cmd *cmd = &fn->cmds[i];
    if (!rt_cmd_on_device(cmd, fn, d)) continue;
    if (__atomic_load_n(&v->failed, __ATOMIC_RELAXED)) return; // a hint; rt_meet re-checks
    facet_status_t s = cmd->op == MOD_CMD_TRANSFER   ? rt_meet(v, cmd, i)
                       : cmd->op == MOD_CMD_DISPATCH ? rt_dispatch(c, &fn->sites[cmd->a], pool)
                                                     : rt_run_cmd(c, cmd, i);
    if (s) {
      rt_devices_fail(v, s);
      return;
    }
  }
}

static void *rt_runner_main(void *arg) {
  rt_runner *r = arg;
  rt_run_device(r->devs, r->device);
  return NULL;
}

// The steps of a call with devices, once the caller has done the rest.
static facet_status_t rt_run_steps(rt_call *c) {
  const mod_function *fn = c->fn;
  uint32_t n = c->mod->device_count;
  facet_allocator_t *a = &c->rt->allocator;
  size_t bytes = sizeof(rt_runner) * n + 2 * (size_t)fn->cmd_count;
  rt_runner *runners = rt_alloc(a, bytes, 16);
  if (!runners) return status_oom("%s: the state of %u devices", fn->name, n);
  memset(runners, 0, bytes);
  rt_devices v = {.c = c, .count = n};
  v.arrived = (uint8_t *)(runners + n);
  v.done = v.arrived + fn->cmd_count;
  pthread_mutex_init(&v.mu, NULL);
  pthread_cond_init(&v.cv, NULL);
  uint32_t started = 1;
  facet_status_t s = NULL;
  for (; started < n; started++) {
    runners[started] = (rt_runner){&v, started, 0};
    if (pthread_create(&runners[started].thread, NULL, rt_runner_main, &runners[started])) {
      s = status_new(FACET_STATUS_RESOURCE_EXHAUSTED, "%s: cannot start the thread of device %u",
                     fn->name, started);
      break;
    }
  }
  pthread_mutex_lock(&v.mu); // nothing has run yet: a failed start changes nothing
  if (s) __atomic_store_n(&v.failed, true, __ATOMIC_RELAXED);
  v.go = true;
  pthread_cond_broadcast(&v.cv);
  pthread_mutex_unlock(&v.mu);
  if (!s) rt_run_device(&v, 0);
  for (uint32_t d = 1; d < started; d++) pthread_join(runners[d].thread, NULL);
  pthread_cond_destroy(&v.cv);
  pthread_mutex_destroy(&v.mu);
  rt_free(a, runners);
  return s ? s : v.error;
}

//
// One process per device (facet_runtime_options_t.transport; docs/devices.md).
// Every process runs the host's commands (registers, checks, allocations,
// slots: deterministic, the same in each) and the steps of its own device
// in program order; a transfer between two devices is a send on the source
// device's process and a receive on the target's, tagged with its command
// index. Each process meets its transfers in program order, so the earliest
// transfer not done has both its processes at it or on their way, the same
// argument as for the thread groups above: blocking hooks cannot deadlock.
//
static facet_status_t rt_rank_transfer(rt_call *c, const mod_cmd *cmd, uint32_t index) {
  const facet_transport_t *t = &c->rt->transport;
  uint32_t source = cmd->d, target = cmd->c;
  if (source == target) return rt_transfer(c, cmd, index); // within this device: a copy
  const rt_slot *dst = &c->slots[cmd->a], *src = &c->slots[cmd->b];
  if (!dst->set || !src->set || src->bytes != dst->bytes)
    return status_new(FACET_STATUS_INTERNAL, "%s: command %u transfers %llu bytes into %llu",
                      c->fn->name, index, (unsigned long long)(src->set ? src->bytes : 0),
                      (unsigned long long)(dst->set ? dst->bytes : 0));
  uint64_t t0 = rt_now_ns();
  facet_status_t s = NULL;
  if (source == t->rank) s = t->send(t->self, target, index, src->data, (size_t)src->bytes);
  else s = t->recv(t->self, source, index, dst->data, (size_t)dst->bytes);
  if (s)
    return status_annotate(s, "%s: transfer %u from device %u to %u", c->fn->name, index, source,
                           target);
  rt_count_transfer(c->function->module, t0, dst->bytes);
  return NULL;
}

// This process's device's steps, in program order, on the runtime's pool.
static facet_status_t rt_run_rank(rt_call *c) {
  const mod_function *fn = c->fn;
  uint32_t rank = c->rt->transport.rank;
  for (uint32_t i = 0; i < fn->cmd_count; i++) {
    const mod_cmd *cmd = &fn->cmds[i];
    if (!rt_cmd_on_device(cmd, fn, rank)) continue;
    STATUS_RETURN_IF_ERROR(cmd->op == MOD_CMD_TRANSFER ? rt_rank_transfer(c, cmd, i)
                                                       : rt_run_cmd(c, cmd, i));
  }
  return NULL;
}

// The module's devices must be the transport's processes, one each.
static facet_status_t rt_check_ranks(const rt_call *c) {
  uint32_t devices = c->mod->device_count, size = c->rt->transport.size;
  if (devices == size) return NULL;
  return status_new(FACET_STATUS_FAILED_PRECONDITION,
                    "%s: the module has %u devices and there are %u processes (one per device)",
                    c->fn->name, devices, size);
}

// The results are made on device 0 (a tp export returns them there): a
// process of another device never wrote their bytes, so it gets zeros, not
// uninitialised memory.
static void rt_zero_outputs(facet_tensor_t **outputs, uint32_t count) {
  for (uint32_t j = 0; j < count; j++)
    if (outputs[j]->data) memset(outputs[j]->data, 0, facet_tensor_byte_size(outputs[j]));
}

// The load-time values (loader.c) are read by every device: each process
// computes all of them itself, every step in program order (a transfer a
// copy), as one group would, rather than a share.
static bool rt_is_initializer(const rt_call *c) {
  uint32_t init = c->mod->initializer;
  return init && c->function == &c->function->module->functions[init - 1];
}

static void rt_bind_inputs(rt_call *c) {
  const mod_function *fn = c->fn;
  for (uint32_t i = 0; i < fn->input_count; i++) {
    facet_tensor_t *t = c->inputs[i];
    bool mutable = fn->inputs[i].flags & MOD_INPUT_MUTABLE;
    c->slots[i] = (rt_slot){t->data, facet_tensor_byte_size(t), NULL, true, !mutable};
  }
}

// Devices run apart with several groups and a module that has devices;
// otherwise every command in program order, on the runtime's pool.
static facet_status_t rt_run(rt_call *c, facet_tensor_t **outputs) {
  const mod_function *fn = c->fn;
  rt_bind_inputs(c);
  bool ranks = c->rt->has_transport && c->mod->device_count > 1 && !rt_is_initializer(c);
  bool apart = ranks || (c->rt->groups && c->mod->device_count > 1);
  if (ranks) STATUS_RETURN_IF_ERROR(rt_check_ranks(c));
  for (uint32_t i = 0; i < fn->cmd_count; i++)
    if (!apart || mod_cmd_device(&fn->cmds[i], fn) == MOD_NO_DEVICE)
      STATUS_RETURN_IF_ERROR(rt_run_cmd(c, &fn->cmds[i], i));
  if (ranks) STATUS_RETURN_IF_ERROR(rt_run_rank(c));
  else if (apart) STATUS_RETURN_IF_ERROR(rt_run_steps(c));
  for (uint32_t j = 0; j < fn->output_count; j++)
    STATUS_RETURN_IF_ERROR(rt_make_output(c, j, outputs));
  if (ranks && c->rt->transport.rank != 0) rt_zero_outputs(outputs, fn->output_count);
  return NULL;
}

facet_status_t facet_function_call(facet_function_t *function, facet_tensor_t *const *inputs,
                                   size_t input_count, facet_tensor_t **outputs,
                                   size_t output_count) {
  if (!function) return status_new(FACET_STATUS_INVALID_ARGUMENT, "function is NULL");
  const mod_function *fn = function->fn;
  if ((input_count && !inputs) || (output_count && !outputs))
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "%s: NULL argument array", fn->name);
  STATUS_RETURN_IF_ERROR(rt_check_inputs(fn, inputs, input_count, output_count));
  // A parameter file truncated under its mapping would raise SIGBUS in a
  // kernel: check before any runs (one fstat per file; see runtime.h).
  if (function->reads_params)
    STATUS_RETURN_IF_ERROR(
        status_annotate(rt_module_check_params(function->module), "%s", fn->name));
  // The same for a module file whose mapping the constants are read from.
  if (function->reads_consts)
    STATUS_RETURN_IF_ERROR(status_annotate(rt_module_check_file(function->module), "%s", fn->name));
  facet_runtime_t *rt = function->module->runtime;
  // Frame: registers, slots, allocation records (ALLOCs plus output copies).
  uint32_t block_cap = function->alloc_count + fn->output_count;
  size_t frame = sizeof(int64_t) * fn->reg_count + sizeof(rt_slot) * fn->slot_count +
                 sizeof(facet_tensor_t *) * block_cap;
  _Alignas(16) unsigned char stack[2048];
  void *mem = frame <= sizeof stack ? stack : rt_alloc(&rt->allocator, frame, 16);
  if (!mem) return status_oom("%s: a call frame of %zu bytes", fn->name, frame);
  memset(mem, 0, frame);
  rt_call c = {function, fn, &function->module->mod, rt, inputs, NULL, NULL, NULL, 0, NULL};
  c.slots = mem;
  c.regs = (int64_t *)(c.slots + fn->slot_count);
  c.blocks = (facet_tensor_t **)(c.regs + fn->reg_count);
  facet_tensor_t *results[FACET_ARRAY_SIZE(stack) / sizeof(void *)];
  facet_tensor_t **out = fn->output_count <= FACET_ARRAY_SIZE(results) ? results : NULL;
  facet_status_t s = NULL;
  if (!out) out = rt_alloc(&rt->allocator, sizeof *out * fn->output_count, 16);
  if (!out) s = status_oom("%s: the result table (%u results)", fn->name, fn->output_count);
  else memset(out, 0, sizeof *out * fn->output_count);
  if (!s) s = rt_run(&c, out);
  rt_free_blocks(&c, out, s ? 0 : fn->output_count);
  if (!s && fn->output_count) memcpy(outputs, out, sizeof *out * fn->output_count);
  if (out && out != results) rt_free(&rt->allocator, out);
  if (mem != stack) rt_free(&rt->allocator, mem);
  return s;
}
