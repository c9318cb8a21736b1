// reader.c: parses and verifies a module file into a mod_module.
//
// The mirror image of writer.c (rd_strings / wr_strings ...). The bytes
// come from outside, so nothing is used before it is checked: every read
// against the end of its section, every count against the bytes that
// remain (so a corrupt count cannot ask for a huge allocation), every index
// against what it indexes, every section against its checksum. Any failure
// returns a DATA_LOSS status "bad module format: <section>: <why>" and frees
// what was allocated. Everything is allocated in out->mem, freed by
// mod_free, through the caller's allocator (mod_read_buffer_with): with the
// runtime's, running out of memory is a RESOURCE_EXHAUSTED status, never an
// abort.
#include "module.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#define XXH_STATIC_LINKING_ONLY // XXH64_state_t on the stack: no allocation
#include <xxhash.h>

typedef struct rd {
  const uint8_t *p, *end; // the unread part of the current section
  const char *section;    // its name, for errors (NULL: the header)
  facet_status_t status;  // the first failure
  mod_module *m;          // being filled; earlier sections are complete
  bool mapped;            // the bytes are a read-only file mapping that outlives the module
} rd;

static bool rd_fail(rd *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static bool rd_fail(rd *r, const char *fmt, ...) {
  if (r->status) return false;
  va_list ap;
  va_start(ap, fmt);
  facet_status_t s = status_vnew(FACET_STATUS_DATA_LOSS, fmt, ap);
  va_end(ap);
  r->status = r->section ? status_annotate(s, "bad module format: %s", r->section)
                         : status_annotate(s, "bad module format");
  return false;
}

static size_t rd_left(const rd *r) { return (size_t)(r->end - r->p); }

// Zeroed memory from the module's arena; NULL (with an out-of-memory
// status) when the allocator fails. `what` names it for the message.
static void *rd_alloc(rd *r, size_t size, const char *what) {
  void *p = arena_alloc(&r->m->mem, size);
  if (!p && !r->status) r->status = status_oom("%s of a module (%zu bytes)", what, size);
  return p;
}
#define RD_ARRAY(r, T, n, what) ((T *)rd_alloc((r), sizeof(T) * (size_t)(n), (what)))

static bool rd_need(rd *r, size_t n, const char *what) {
  return n <= rd_left(r) || rd_fail(r, "truncated reading %s", what);
}

static bool rd_u32(rd *r, uint32_t *v, const char *what) {
  if (!rd_need(r, 4, what)) return false;
  *v = 0;
  for (int i = 0; i < 4; i++) *v |= (uint32_t)r->p[i] << (8 * i);
  r->p += 4;
  return true;
}

static bool rd_u64(rd *r, uint64_t *v, const char *what) {
  if (!rd_need(r, 8, what)) return false;
  *v = 0;
  for (int i = 0; i < 8; i++) *v |= (uint64_t)r->p[i] << (8 * i);
  r->p += 8;
  return true;
}

static bool rd_i64(rd *r, int64_t *v, const char *what) {
  uint64_t u;
  if (!rd_u64(r, &u, what)) return false;
  *v = (int64_t)u;
  return true;
}

// A fact: three u64; udiv 0 would divide by zero at dispatch time.
static bool rd_fact(rd *r, fact *f, const char *what) {
  if (!rd_u64(r, &f->umin, what) || !rd_u64(r, &f->umax, what) || !rd_u64(r, &f->udiv, what))
    return false;
  return f->udiv >= 1 || rd_fail(r, "%s has udiv 0", what);
}

// n facts into a new array; the caller checked n against the bytes left.
static bool rd_facts(rd *r, fact **out, size_t n, const char *what) {
  *out = RD_ARRAY(r, fact, n, "facts");
  if (!*out) return false;
  for (size_t i = 0; i < n; i++)
    if (!rd_fact(r, &(*out)[i], what)) return false;
  return true;
}

// A count of elements that take at least `each` bytes apiece in the file.
static bool rd_count(rd *r, uint32_t *n, size_t each, const char *what) {
  if (!rd_u32(r, n, what)) return false;
  if (each && *n > rd_left(r) / each)
    return rd_fail(r, "%s %u exceeds the %zu bytes left", what, *n, rd_left(r));
  return true;
}

// A string: u32 length, bytes; NUL bytes inside are refused.
static bool rd_str(rd *r, char **s, const char *what) {
  uint32_t n;
  if (!rd_count(r, &n, 1, what)) return false;
  if (memchr(r->p, 0, n)) return rd_fail(r, "%s contains a NUL byte", what);
  *s = rd_alloc(r, (size_t)n + 1, "a string");
  if (!*s) return false;
  memcpy(*s, r->p, n);
  r->p += n;
  return true;
}

static bool rd_oom(rd *r, const char *what) {
  if (!r->status) r->status = status_oom("%s of a module", what);
  return false;
}

static bool rd_index(rd *r, uint32_t v, uint32_t bound, const char *what, const char *where) {
  return v < bound || rd_fail(r, "%s: %s %u out of range (< %u)", where, what, v, bound);
}

static bool rd_dtype(rd *r, uint32_t t, const char *where) {
  return (t > DT_INVALID && t < DT_COUNT) || rd_fail(r, "%s: bad dtype %u", where, t);
}

static bool rd_rank(rd *r, uint32_t rank, const char *where) {
  return rank <= MOD_MAX_RANK || rd_fail(r, "%s: rank %u > %d", where, rank, MOD_MAX_RANK);
}

// strings section: u32 count, then each string.
static bool rd_strings(rd *r) {
  mod_module *m = r->m;
  if (!rd_count(r, &m->string_count, 4, "string count")) return false;
  m->strings = RD_ARRAY(r, char *, m->string_count, "the string table");
  if (!m->strings) return false;
  for (uint32_t i = 0; i < m->string_count; i++)
    if (!rd_str(r, &m->strings[i], "string")) return false;
  return true;
}

dtype mod_kind_dtype(uint32_t kind) {
  switch ((mod_kind)kind) {
  case MOD_KIND_INT: return DT_I64;
  case MOD_KIND_FLOAT: return DT_F64;
  case MOD_KIND_BOOL: return DT_BOOL;
  default: return DT_INVALID;
  }
}

// A command may write an input's slot only when the input is mutable (the
// runtime also refuses writes into parameters and read-only inputs).
static bool rd_writable(rd *r, const mod_function *f, uint32_t slot, const char *w) {
  if (slot < f->input_count && !(f->inputs[slot].flags & MOD_INPUT_MUTABLE))
    return rd_fail(r, "%s: writes input %u, which is not mutable", w, slot);
  return true;
}

// A scalar is a rank-0 tensor of its kind's dtype.
static bool rd_kind(rd *r, uint32_t kind, uint32_t dt, uint32_t rank, const char *where) {
  if (kind >= MOD_KIND_COUNT_) return rd_fail(r, "%s: bad kind %u", where, kind);
  if (kind != MOD_KIND_TENSOR && (rank != 0 || dt != (uint32_t)mod_kind_dtype(kind)))
    return rd_fail(r, "%s: a scalar of kind %u must be a rank-0 %s, not rank %u %s", where, kind,
                   dtype_name(mod_kind_dtype(kind)), rank, dtype_name((dtype)dt));
  return true;
}

static bool rd_tensor_sig(rd *r, mod_tensor_sig *s, const char *where) {
  if (!rd_u32(r, &s->dtype, "input dtype") || !rd_dtype(r, s->dtype, where)) return false;
  if (!rd_u32(r, &s->rank, "input rank") || !rd_rank(r, s->rank, where)) return false;
  if (!rd_u32(r, &s->kind, "input kind") || !rd_kind(r, s->kind, s->dtype, s->rank, where))
    return false;
  if (!rd_u32(r, &s->flags, "input flags")) return false;
  if (s->flags & ~MOD_INPUT_MUTABLE) return rd_fail(r, "%s: bad flags %#x", where, s->flags);
  if ((s->flags & MOD_INPUT_MUTABLE) && s->kind != MOD_KIND_TENSOR)
    return rd_fail(r, "%s: a scalar cannot be mutable", where);
  for (uint32_t i = 0; i < s->rank; i++) {
    if (!rd_i64(r, &s->dims[i], "input dim")) return false;
    if (s->dims[i] < -1) return rd_fail(r, "%s: dim %u is %lld", where, i, (long long)s->dims[i]);
  }
  return true;
}

static bool rd_output(rd *r, const mod_function *f, mod_output *o, const char *where) {
  if (!rd_u32(r, &o->slot, "output slot") || !rd_index(r, o->slot, f->slot_count, "slot", where))
    return false;
  if (!rd_u32(r, &o->dtype, "output dtype") || !rd_dtype(r, o->dtype, where)) return false;
  if (!rd_u32(r, &o->rank, "output rank") || !rd_rank(r, o->rank, where)) return false;
  if (!rd_u32(r, &o->kind, "output kind") || !rd_kind(r, o->kind, o->dtype, o->rank, where))
    return false;
  for (uint32_t i = 0; i < o->rank; i++)
    if (!rd_u32(r, &o->dim_regs[i], "output dim register") ||
        !rd_index(r, o->dim_regs[i], f->reg_count, "dim register", where))
      return false;
  return true;
}

static bool rd_cmd(rd *r, mod_cmd *c) {
  return rd_u32(r, &c->op, "command") && rd_u32(r, &c->a, "command") &&
         rd_u32(r, &c->b, "command") && rd_u32(r, &c->c, "command") &&
         rd_u32(r, &c->d, "command") && rd_u32(r, &c->e, "command") &&
         rd_i64(r, &c->imm, "command") && rd_u64(r, &c->check.umin, "command") &&
         rd_u64(r, &c->check.umax, "command") && rd_u64(r, &c->check.udiv, "command");
}

// A check names input b, dim c and message string d (see module.h).
static bool rd_check_operands(rd *r, const mod_function *f, const mod_cmd *c, const char *w) {
  if (!rd_index(r, c->b, f->input_count, "input", w)) return false;
  if (!rd_index(r, c->c, f->inputs[c->b].rank, "dim", w)) return false;
  return rd_index(r, c->d, r->m->string_count, "string", w);
}

// Every field a command uses, against what it indexes.
static bool rd_verify_cmd(rd *r, const mod_function *f, const mod_cmd *c, const char *w) {
  uint32_t regs = f->reg_count, slots = f->slot_count;
  switch ((mod_op)c->op) {
  case MOD_CMD_DIM:
    return rd_index(r, c->a, regs, "register", w) &&
           rd_index(r, c->b, f->input_count, "input", w) &&
           rd_index(r, c->c, f->inputs[c->b].rank, "dim", w);
  case MOD_CMD_CONST: return rd_index(r, c->a, regs, "register", w);
  case MOD_CMD_ADD:
  case MOD_CMD_SUB:
  case MOD_CMD_MUL:
  case MOD_CMD_FLOORDIV:
  case MOD_CMD_CEILDIV:
  case MOD_CMD_MOD:
    return rd_index(r, c->a, regs, "register", w) && rd_index(r, c->b, regs, "register", w) &&
           rd_index(r, c->c, regs, "register", w);
  case MOD_CMD_CHECK_FACT:
    if (c->check.udiv < 1) return rd_fail(r, "%s: fact has udiv 0", w);
    return rd_index(r, c->a, regs, "register", w) && rd_check_operands(r, f, c, w);
  case MOD_CMD_CHECK_EQ:
    return rd_index(r, c->a, regs, "register", w) && rd_index(r, c->e, regs, "register", w) &&
           rd_check_operands(r, f, c, w);
  case MOD_CMD_ALLOC:
    if (c->c > 1) return rd_fail(r, "%s: alloc flag %u is not 0 or 1", w, c->c);
    return rd_index(r, c->a, slots, "slot", w) && rd_index(r, c->b, regs, "register", w);
  case MOD_CMD_VIEW:
    return rd_index(r, c->a, slots, "slot", w) && rd_index(r, c->b, slots, "slot", w);
  case MOD_CMD_DISPATCH: return rd_index(r, c->a, f->site_count, "site", w);
  case MOD_CMD_PARAM:
    return rd_index(r, c->a, slots, "slot", w) &&
           rd_index(r, c->b, r->m->param_count, "parameter", w);
  case MOD_CMD_INIT_VALUE: // b: checked against the initializer (rd_check_init)
    return rd_index(r, c->a, slots, "slot", w);
  case MOD_CMD_MAX:
    return rd_index(r, c->a, regs, "register", w) && rd_index(r, c->b, regs, "register", w) &&
           rd_index(r, c->c, regs, "register", w);
  case MOD_CMD_SLICE:
    return rd_index(r, c->a, slots, "slot", w) && rd_index(r, c->b, slots, "slot", w) &&
           rd_index(r, c->c, regs, "register", w) && rd_index(r, c->d, regs, "register", w);
  case MOD_CMD_COPY:
    return rd_index(r, c->a, slots, "slot", w) && rd_index(r, c->b, slots, "slot", w) &&
           rd_writable(r, f, c->a, w) && rd_index(r, c->c, r->m->device_count, "device", w);
  case MOD_CMD_STORE:
    return rd_index(r, c->a, slots, "slot", w) && rd_index(r, c->b, regs, "register", w) &&
           rd_writable(r, f, c->a, w) && rd_index(r, c->c, r->m->device_count, "device", w);
  case MOD_CMD_TRANSFER:
    return rd_index(r, c->a, slots, "slot", w) && rd_index(r, c->b, slots, "slot", w) &&
           rd_writable(r, f, c->a, w) && rd_index(r, c->c, r->m->device_count, "device", w) &&
           rd_index(r, c->d, r->m->device_count, "device", w);
  case MOD_CMD_CONST_DATA:
    return rd_index(r, c->a, slots, "slot", w) &&
           rd_index(r, c->b, r->m->const_count, "constant", w);
  case MOD_CMD_COUNT_: break;
  }
  return rd_fail(r, "%s: unknown op %u", w, c->op);
}

// One choice; only the last of a site's choices may be an unconditional fallback.
static bool rd_choice(rd *r, const mod_executable *e, mod_choice *c, bool last, const char *w) {
  if (!rd_u32(r, &c->variant, "choice variant") ||
      !rd_index(r, c->variant, e->variant_count, "variant", w))
    return false;
  if (!rd_u32(r, &c->row_count, "choice row count")) return false;
  if (c->row_count == 0 && !last) return rd_fail(r, "%s: fallback choice is not the last", w);
  size_t n = (size_t)c->row_count * e->push_count;
  if (n > rd_left(r) / 24)
    return rd_fail(r, "%s: row count %u exceeds the bytes left", w, c->row_count);
  return rd_facts(r, &c->rows, n, "choice row fact");
}

static bool rd_u32_indices(rd *r, uint32_t *out, uint32_t n, uint32_t bound, const char *what,
                           const char *w) {
  for (uint32_t i = 0; i < n; i++)
    if (!rd_u32(r, &out[i], what) || !rd_index(r, out[i], bound, what, w)) return false;
  return true;
}

static bool rd_site(rd *r, const mod_function *f, mod_site *s, const char *w) {
  const mod_module *m = r->m;
  if (!rd_u32(r, &s->executable, "site executable") ||
      !rd_index(r, s->executable, m->executable_count, "executable", w))
    return false;
  const mod_executable *e = &m->executables[s->executable];
  if (!rd_u32(r, &s->loc_string, "site location") ||
      !rd_index(r, s->loc_string, m->string_count, "location string", w))
    return false;
  if (!rd_u32(r, &s->device, "site device") ||
      !rd_index(r, s->device, m->device_count, "device", w))
    return false;
  if (!rd_u32(r, &s->push_count, "push count")) return false;
  if (s->push_count != e->push_count)
    return rd_fail(r, "%s: push count %u, executable has %u", w, s->push_count, e->push_count);
  if (!rd_u32_indices(r, s->push_regs, s->push_count, f->reg_count, "push register", w))
    return false;
  if (!rd_u32(r, &s->binding_count, "binding count")) return false;
  if (s->binding_count != e->binding_count)
    return rd_fail(r, "%s: binding count %u, executable has %u", w, s->binding_count,
                   e->binding_count);
  if (!rd_u32_indices(r, s->binding_slots, s->binding_count, f->slot_count, "binding slot", w))
    return false;
  for (uint32_t b = 0; b < s->binding_count; b++) // kernels write only mutable inputs
    if (((e->output_mask >> b) & 1) && !rd_writable(r, f, s->binding_slots[b], w)) return false;
  if (!rd_count(r, &s->choice_count, 8, "choice count")) return false;
  if (s->choice_count == 0) return rd_fail(r, "%s: no choices", w);
  s->choices = RD_ARRAY(r, mod_choice, s->choice_count, "choices");
  if (!s->choices) return false;
  for (uint32_t i = 0; i < s->choice_count; i++)
    if (!rd_choice(r, e, &s->choices[i], i + 1 == s->choice_count, w)) return false;
  return true;
}

static bool rd_function_body(rd *r, mod_function *f, const char *w) {
  char where[200];
  if (!rd_count(r, &f->input_count, 16, "input count")) return false;
  if (f->input_count > f->slot_count)
    return rd_fail(r, "%s: %u inputs but %u slots", w, f->input_count, f->slot_count);
  f->inputs = RD_ARRAY(r, mod_tensor_sig, f->input_count, "inputs");
  if (!f->inputs) return false;
  for (uint32_t i = 0; i < f->input_count; i++) {
    snprintf(where, sizeof where, "%s input %u", w, i);
    if (!rd_tensor_sig(r, &f->inputs[i], where)) return false;
  }
  if (!rd_count(r, &f->output_count, 16, "output count")) return false;
  f->outputs = RD_ARRAY(r, mod_output, f->output_count, "outputs");
  if (!f->outputs) return false;
  for (uint32_t i = 0; i < f->output_count; i++) {
    snprintf(where, sizeof where, "%s output %u", w, i);
    if (!rd_output(r, f, &f->outputs[i], where)) return false;
  }
  if (!rd_count(r, &f->cmd_count, 56, "command count")) return false;
  f->cmds = RD_ARRAY(r, mod_cmd, f->cmd_count, "commands");
  if (!f->cmds) return false;
  for (uint32_t i = 0; i < f->cmd_count; i++)
    if (!rd_cmd(r, &f->cmds[i])) return false;
  if (!rd_count(r, &f->site_count, 20, "site count")) return false;
  f->sites = RD_ARRAY(r, mod_site, f->site_count, "sites");
  if (!f->sites) return false;
  for (uint32_t i = 0; i < f->site_count; i++) {
    snprintf(where, sizeof where, "%s site %u", w, i);
    if (!rd_site(r, f, &f->sites[i], where)) return false;
  }
  for (uint32_t i = 0; i < f->cmd_count; i++) { // sites are known now
    snprintf(where, sizeof where, "%s command %u", w, i);
    if (!rd_verify_cmd(r, f, &f->cmds[i], where)) return false;
  }
  return rd_u64(r, &f->transient_bytes_max, "transient bound");
}

static bool rd_function(rd *r, mod_function *f, uint32_t index) {
  char w[160];
  if (!rd_str(r, &f->name, "function name")) return false;
  snprintf(w, sizeof w, "function %u (%.100s)", index, f->name);
  if (!f->name[0]) return rd_fail(r, "%s: empty name", w);
  if (!rd_u32(r, &f->reg_count, "register count") || !rd_u32(r, &f->slot_count, "slot count"))
    return false;
  return rd_function_body(r, f, w);
}

// The initializer (metadata's `initializer`, read before the functions):
// 0, or the function count (the last function), without inputs, reading
// no INIT_VALUE; every INIT_VALUE elsewhere names one of its results.
static bool rd_check_init(rd *r) {
  const mod_module *m = r->m;
  bool has = m->initializer != 0;
  if (has && m->initializer != m->function_count)
    return rd_fail(r, "initializer %u of %u functions is not the last", m->initializer,
                   m->function_count);
  uint32_t init = has ? m->initializer - 1 : 0;
  if (has && m->functions[init].input_count)
    return rd_fail(r, "initializer %.100s has inputs", m->functions[init].name);
  for (uint32_t f = 0; f < m->function_count; f++)
    for (uint32_t i = 0; i < m->functions[f].cmd_count; i++) {
      const mod_cmd *c = &m->functions[f].cmds[i];
      if (c->op != MOD_CMD_INIT_VALUE) continue;
      if (!has || f == init)
        return rd_fail(r, "function %u command %u: an initializer value %s", f, i,
                       has ? "in the initializer" : "without an initializer");
      if (c->b >= m->functions[init].output_count)
        return rd_fail(r, "function %u command %u: initializer value %u of %u", f, i, c->b,
                       m->functions[init].output_count);
    }
  return true;
}

// functions section: u32 count, then each function; names are unique.
static bool rd_functions(rd *r) {
  mod_module *m = r->m;
  if (!rd_count(r, &m->function_count, 36, "function count")) return false;
  m->functions = RD_ARRAY(r, mod_function, m->function_count, "functions");
  if (!m->functions) return false;
  hashmap names = {.allocator = m->mem.allocator};
  bool ok = true;
  for (uint32_t i = 0; ok && i < m->function_count; i++) {
    ok = rd_function(r, &m->functions[i], i);
    if (ok && hashmap_get_str(&names, m->functions[i].name))
      ok = rd_fail(r, "function %u: duplicate name %.100s", i, m->functions[i].name);
    if (ok && !hashmap_put_str(&names, m->functions[i].name, &m->functions[i]))
      ok = rd_oom(r, "the function name table");
  }
  hashmap_free(&names);
  return ok && rd_check_init(r);
}

static bool rd_variant(rd *r, const mod_executable *e, mod_variant *v, const char *w) {
  if (!rd_u32(r, &v->kernel, "variant kernel")) return false;
  if (!rd_str(r, &v->config, "variant config")) return false;
  if ((size_t)e->push_count > rd_left(r) / 24) return rd_fail(r, "%s: truncated facts", w);
  if (!rd_facts(r, &v->facts, e->push_count, "variant fact")) return false;
  if (!rd_count(r, &v->row_count, 4, "variant row count")) return false;
  v->rows = RD_ARRAY(r, uint32_t, v->row_count, "variant rows");
  if (!v->rows) return false;
  return rd_u32_indices(r, v->rows, v->row_count, e->row_count, "row", w);
}

static bool rd_executable(rd *r, mod_executable *e, uint32_t index) {
  char w[160], where[200];
  if (!rd_str(r, &e->name, "executable name")) return false;
  snprintf(w, sizeof w, "executable %u (%.100s)", index, e->name);
  if (!rd_u32(r, &e->binding_count, "binding count") || !rd_u32(r, &e->push_count, "push count"))
    return false;
  if (e->binding_count > MOD_MAX_BINDINGS)
    return rd_fail(r, "%s: binding count %u > %d", w, e->binding_count, MOD_MAX_BINDINGS);
  if (e->push_count > MOD_MAX_PUSH)
    return rd_fail(r, "%s: push count %u > %d", w, e->push_count, MOD_MAX_PUSH);
  if (!rd_u32(r, &e->output_mask, "output mask")) return false;
  if (e->output_mask >> e->binding_count)
    return rd_fail(r, "%s: output mask %#x names bindings past %u", w, e->output_mask,
                   e->binding_count);
  if (!rd_u32(r, &e->row_count, "row count")) return false;
  size_t n = (size_t)e->row_count * e->push_count;
  if (n > rd_left(r) / 24)
    return rd_fail(r, "%s: row count %u exceeds the bytes left", w, e->row_count);
  if (!rd_facts(r, &e->rows, n, "row fact")) return false;
  if (!rd_count(r, &e->variant_count, 12, "variant count")) return false;
  e->variants = RD_ARRAY(r, mod_variant, e->variant_count, "variants");
  if (!e->variants) return false;
  for (uint32_t i = 0; i < e->variant_count; i++) {
    snprintf(where, sizeof where, "%s variant %u", w, i);
    if (!rd_variant(r, e, &e->variants[i], where)) return false;
  }
  return true;
}

// executables section: u32 count, then each executable. Kernel indices
// are bounded by the number of variants over all executables (each entry
// of the kernel object is one variant, or several identical ones merged),
// so they are checked once every executable is read.
static bool rd_executables(rd *r) {
  mod_module *m = r->m;
  if (!rd_count(r, &m->executable_count, 24, "executable count")) return false;
  m->executables = RD_ARRAY(r, mod_executable, m->executable_count, "executables");
  if (!m->executables) return false;
  uint64_t total = 0;
  for (uint32_t i = 0; i < m->executable_count; i++) {
    if (!rd_executable(r, &m->executables[i], i)) return false;
    total += m->executables[i].variant_count;
  }
  for (uint32_t i = 0; i < m->executable_count; i++) {
    const mod_executable *e = &m->executables[i];
    for (uint32_t j = 0; j < e->variant_count; j++)
      if (e->variants[j].kernel >= total)
        return rd_fail(r, "executable %u (%.100s) variant %u: kernel %u out of range (< %llu)", i,
                       e->name, j, e->variants[j].kernel, (unsigned long long)total);
  }
  return true;
}

// kernel section: the shared object's bytes, copied, or in place in a
// mapped file (read-only: the mapping is PROT_READ).
static bool rd_kernel(rd *r) {
  mod_module *m = r->m;
  m->kernel_object_size = rd_left(r);
  if (m->kernel_object_size && r->mapped) {
    m->kernel_object = (uint8_t *)r->p;
  } else if (m->kernel_object_size) {
    m->kernel_object = rd_alloc(r, rd_left(r), "the kernel object");
    if (!m->kernel_object) return false;
    memcpy(m->kernel_object, r->p, rd_left(r));
  }
  r->p = r->end;
  return true;
}

// The devices the steps run on: 1 to MOD_MAX_DEVICES.
static bool rd_device_count(rd *r) {
  if (!rd_u32(r, &r->m->device_count, "device count")) return false;
  if (r->m->device_count < 1 || r->m->device_count > MOD_MAX_DEVICES)
    return rd_fail(r, "device count %u out of range (1..%u)", r->m->device_count, MOD_MAX_DEVICES);
  return true;
}

uint32_t mod_cmd_device(const mod_cmd *c, const mod_function *fn) {
  switch ((mod_op)c->op) {
  case MOD_CMD_DISPATCH: return c->a < fn->site_count ? fn->sites[c->a].device : MOD_NO_DEVICE;
  case MOD_CMD_COPY:
  case MOD_CMD_STORE:
  case MOD_CMD_TRANSFER: return c->c;
  default: return MOD_NO_DEVICE;
  }
}

// metadata section: target, compiler command, kernel object hash, what
// const-eval folded, the device count.
static bool rd_metadata(rd *r) {
  mod_module *m = r->m;
  return rd_str(r, &m->target, "target") && rd_str(r, &m->compiler_command, "compiler command") &&
         rd_u64(r, &m->kernel_object_hash, "kernel object hash") &&
         rd_u32(r, &m->const_eval_folded, "const-eval count") &&
         rd_u64(r, &m->const_eval_bytes, "const-eval bytes") &&
         rd_u32(r, &m->const_eval_load_time, "load-time count") &&
         rd_u32(r, &m->initializer, "initializer") && rd_device_count(r);
}

// parameters section: u32 count, then each parameter (name, scope, key,
// dtype, rank, dims); (scope, key) pairs are unique.
static bool rd_param(rd *r, mod_param *p, uint32_t index) {
  char w[160];
  if (!rd_str(r, &p->name, "parameter name")) return false;
  snprintf(w, sizeof w, "parameter %u (%.100s)", index, p->name);
  if (!rd_str(r, &p->scope, "parameter scope") || !rd_str(r, &p->key, "parameter key"))
    return false;
  if (!p->key[0]) return rd_fail(r, "%s: empty key", w);
  if (!rd_u32(r, &p->dtype, "parameter dtype") || !rd_dtype(r, p->dtype, w)) return false;
  if (!rd_u32(r, &p->rank, "parameter rank") || !rd_rank(r, p->rank, w)) return false;
  for (uint32_t d = 0; d < p->rank; d++) {
    if (!rd_i64(r, &p->dims[d], "parameter dim")) return false;
    if (p->dims[d] < 0) return rd_fail(r, "%s: dim %u is %lld", w, d, (long long)p->dims[d]);
  }
  return true;
}

static bool rd_params(rd *r) {
  mod_module *m = r->m;
  if (!rd_count(r, &m->param_count, 20, "parameter count")) return false;
  m->params = RD_ARRAY(r, mod_param, m->param_count, "parameters");
  if (!m->params) return false;
  hashmap keys = {.allocator = m->mem.allocator};
  bool ok = true;
  for (uint32_t i = 0; ok && i < m->param_count; i++) {
    mod_param *p = &m->params[i];
    ok = rd_param(r, p, i);
    if (!ok) break;
    // scope and key cannot hold NUL bytes: "scope\0key" is unique per pair
    size_t ns = strlen(p->scope), nk = strlen(p->key);
    char *both = rd_alloc(r, ns + nk + 1, "a parameter key"); // in the arena: freed with it
    if (!both) {
      ok = false;
      break;
    }
    memcpy(both, p->scope, ns + 1);
    memcpy(both + ns + 1, p->key, nk);
    if (hashmap_get(&keys, both, ns + 1 + nk))
      ok = rd_fail(r, "parameter %u: duplicate \"%.100s\"::\"%.100s\"", i, p->scope, p->key);
    else if (!hashmap_put(&keys, both, ns + 1 + nk, p)) ok = rd_oom(r, "the parameter key table");
  }
  hashmap_free(&keys);
  return ok;
}

static bool rd_zero(const uint8_t *p, uint64_t n);

// constant data section: the bytes of every constant, in place in a mapped
// file (its offset is 64-byte aligned, the mapping page aligned), else
// copied once into a 64-byte aligned block of the module's memory (the
// buffer read from may not outlive the load); CONST_DATA slots point into
// it, read-only.
static bool rd_const_data(rd *r) {
  mod_module *m = r->m;
  m->const_data_size = rd_left(r);
  if (m->const_data_size && r->mapped) {
    m->const_data = r->p;
  } else if (m->const_data_size) {
    uint8_t *p = rd_alloc(r, rd_left(r) + MOD_CONST_ALIGN, "the constant data");
    if (!p) return false;
    p += (MOD_CONST_ALIGN - (uintptr_t)p % MOD_CONST_ALIGN) % MOD_CONST_ALIGN;
    memcpy(p, r->p, rd_left(r));
    m->const_data = p;
  }
  r->p = r->end;
  return true;
}

// One constant: a static type whose byte size is `size`, placed at the
// next aligned offset after `*end` (the previous constant's end) within the
// data, with zero padding before it: the layout is canonical.
static bool rd_const(rd *r, mod_const *k, uint32_t index, uint64_t *end) {
  char w[64];
  snprintf(w, sizeof w, "constant %u", index);
  if (!rd_u32(r, &k->dtype, "constant dtype") || !rd_dtype(r, k->dtype, w)) return false;
  if (!rd_u32(r, &k->rank, "constant rank") || !rd_rank(r, k->rank, w)) return false;
  size_t bytes = dtype_size((dtype)k->dtype);
  for (uint32_t d = 0; d < k->rank; d++) {
    if (!rd_i64(r, &k->dims[d], "constant dim")) return false;
    if (k->dims[d] < 0) return rd_fail(r, "%s: dim %u is %lld", w, d, (long long)k->dims[d]);
    if (size_mul_overflows(bytes, (size_t)k->dims[d], &bytes))
      return rd_fail(r, "%s: byte size overflows", w);
  }
  if (!rd_u64(r, &k->offset, "constant offset") || !rd_u64(r, &k->size, "constant size"))
    return false;
  if (k->size != bytes)
    return rd_fail(r, "%s: size %llu, its type has %zu bytes", w, (unsigned long long)k->size,
                   bytes);
  uint64_t at = (*end + MOD_CONST_ALIGN - 1) & ~(uint64_t)(MOD_CONST_ALIGN - 1);
  if (k->offset != at)
    return rd_fail(r, "%s: offset %llu, expected %llu", w, (unsigned long long)k->offset,
                   (unsigned long long)at);
  const mod_module *m = r->m;
  if (at > m->const_data_size || k->size > m->const_data_size - at)
    return rd_fail(r, "%s: bytes [%llu, +%llu) run past the %llu bytes of data", w,
                   (unsigned long long)at, (unsigned long long)k->size,
                   (unsigned long long)m->const_data_size);
  if (at > *end && !rd_zero(m->const_data + *end, at - *end))
    return rd_fail(r, "%s: padding before it is not zero", w);
  *end = at + k->size;
  return true;
}

// constants section: u32 count, then each constant; together they cover
// the constant data exactly.
static bool rd_consts(rd *r) {
  mod_module *m = r->m;
  if (!rd_count(r, &m->const_count, 24, "constant count")) return false;
  m->consts = RD_ARRAY(r, mod_const, m->const_count, "constants");
  if (!m->consts) return false;
  uint64_t end = 0;
  for (uint32_t i = 0; i < m->const_count; i++)
    if (!rd_const(r, &m->consts[i], i, &end)) return false;
  if (end != m->const_data_size)
    return rd_fail(r, "the constants end at %llu, the data has %llu bytes", (unsigned long long)end,
                   (unsigned long long)m->const_data_size);
  return true;
}

enum { RD_SECTIONS = 8, RD_HEADER = 24, RD_ENTRY = 32 };

static const char *const rd_section_names[RD_SECTIONS] = {
    "strings",  "functions",  "executables", "kernel",
    "metadata", "parameters", "constants",   "constant data"};

typedef struct rd_section {
  uint64_t offset, size;
} rd_section;

static uint64_t rd_le(const uint8_t *p, int n) {
  uint64_t v = 0;
  for (int i = 0; i < n; i++) v |= (uint64_t)p[i] << (8 * i);
  return v;
}

static bool rd_zero(const uint8_t *p, uint64_t n) {
  for (uint64_t i = 0; i < n; i++)
    if (p[i]) return false;
  return true;
}

#ifndef FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION // a fuzzing build checks no checksum
enum { RD_DROP_CHUNK = 4 << 20 };

// Gives back the pages of [p, p + n) of a read-only private file mapping:
// a later read faults them in again from the page cache, unchanged. The
// range is widened to whole pages, which lie in the mapping (it starts on
// a page and its last page is whole).
static void rd_drop_pages(const uint8_t *p, size_t n) {
  uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
  uintptr_t lo = (uintptr_t)p & ~(page - 1), hi = ((uintptr_t)p + n + page - 1) & ~(page - 1);
  madvise((void *)lo, hi - lo, MADV_DONTNEED);
}

// The xxh64 of a section. The constant data of a mapped file is hashed a
// chunk at a time, each chunk's pages given back after it, so that loading
// leaves in memory only the constant pages that calls read.
static uint64_t rd_checksum(const rd *r, const uint8_t *p, uint64_t n, int index) {
  if (!r->mapped || index != 7) return hash_bytes(p, n);
  XXH64_state_t st;
  XXH64_reset(&st, 0);
  for (uint64_t at = 0; at < n; at += RD_DROP_CHUNK) {
    size_t k = n - at < RD_DROP_CHUNK ? (size_t)(n - at) : RD_DROP_CHUNK;
    XXH64_update(&st, p + at, k);
    rd_drop_pages(p + at, k);
  }
  return XXH64_digest(&st);
}
#endif

// Where section `index` starts after a previous part ending at `end`: the
// next 8-byte boundary, or 64 for the constant data (writer.c mirrors it).
static uint64_t rd_section_start(int index, uint64_t end) {
  uint64_t align = index == 7 ? MOD_CONST_ALIGN : 8;
  return (end + align - 1) & ~(align - 1);
}

// Header and section table: the sections follow the table in kind order
// 1..8, each at its boundary (rd_section_start), zero padding between and
// after them, so that every byte of a valid file is either checked or
// checksummed.
static bool rd_header(rd *r, const uint8_t *data, size_t size, rd_section *sec) {
  r->section = NULL; // header errors read "bad module format: version 7, expected 1"
  if (size < RD_HEADER) return rd_fail(r, "file is %zu bytes, shorter than the header", size);
  if (memcmp(data, MOD_MAGIC, 8) != 0) return rd_fail(r, "bad magic (not a facet module)");
  uint32_t version = (uint32_t)rd_le(data + 8, 4), count = (uint32_t)rd_le(data + 12, 4);
  uint64_t file_size = rd_le(data + 16, 8);
  if (version != MOD_VERSION) return rd_fail(r, "version %u, expected %u", version, MOD_VERSION);
  if (file_size != size)
    return rd_fail(r, "file size field %llu, but the file has %zu bytes",
                   (unsigned long long)file_size, size);
  if (count != RD_SECTIONS) return rd_fail(r, "section count %u, expected %d", count, RD_SECTIONS);
  if (size < RD_HEADER + RD_ENTRY * RD_SECTIONS) return rd_fail(r, "truncated section table");
  r->section = "section table";
  uint64_t end = RD_HEADER + RD_ENTRY * RD_SECTIONS; // of the previous part
  for (int i = 0; i < RD_SECTIONS; i++) {
    const uint8_t *e = data + RD_HEADER + RD_ENTRY * i;
    uint32_t kind = (uint32_t)rd_le(e, 4), reserved = (uint32_t)rd_le(e + 4, 4);
    sec[i].offset = rd_le(e + 8, 8);
    sec[i].size = rd_le(e + 16, 8);
    uint64_t sum = rd_le(e + 24, 8), start = rd_section_start(i, end);
    if (kind != (uint32_t)i + 1)
      return rd_fail(r, "entry %d has kind %u, expected %d", i, kind, i + 1);
    if (reserved) return rd_fail(r, "entry %d: reserved field is %u", i, reserved);
    if (sec[i].offset != start)
      return rd_fail(r, "%s section at offset %llu, expected %llu", rd_section_names[i],
                     (unsigned long long)sec[i].offset, (unsigned long long)start);
    if (start > size)
      return rd_fail(r, "%s section: padding runs past the end", rd_section_names[i]);
    if (!rd_zero(data + end, start - end))
      return rd_fail(r, "padding before the %s section is not zero", rd_section_names[i]);
    if (sec[i].size > size - sec[i].offset) // offset <= size, checked above
      return rd_fail(r, "%s section: offset %llu + size %llu runs past the end (%zu)",
                     rd_section_names[i], (unsigned long long)sec[i].offset,
                     (unsigned long long)sec[i].size, size);
#ifndef FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION // lets a fuzzer reach the sections
    if (rd_checksum(r, data + sec[i].offset, sec[i].size, i) != sum)
      return rd_fail(r, "%s section: checksum mismatch", rd_section_names[i]);
#else
    (void)sum;
#endif
    end = sec[i].offset + sec[i].size;
  }
  uint64_t next = (end + 7) & ~(uint64_t)7;
  if (next > size) return rd_fail(r, "padding runs past the end");
  if (!rd_zero(data + end, next - end)) return rd_fail(r, "padding at the end is not zero");
  if (next != size) return rd_fail(r, "%zu bytes after the last section", size - (size_t)next);
  return true;
}

static bool rd_section_body(rd *r, const uint8_t *data, rd_section s, int kind) {
  static bool (*const readers[RD_SECTIONS])(rd *) = {rd_strings, rd_functions, rd_executables,
                                                     rd_kernel,  rd_metadata,  rd_params,
                                                     rd_consts,  rd_const_data};
  r->section = rd_section_names[kind];
  r->p = data + s.offset;
  r->end = r->p + s.size;
  if (!readers[kind](r)) return false;
  return r->p == r->end || rd_fail(r, "%zu unread bytes at the end", rd_left(r));
}

static facet_status_t rd_read(const uint8_t *data, size_t size, const mem_allocator *a, bool mapped,
                              mod_module *out) {
  memset(out, 0, sizeof *out);
  if (a) out->mem.allocator = *a;
  rd r = {.m = out, .mapped = mapped};
  rd_section sec[RD_SECTIONS];
  // Sections that others refer to come first: strings, parameters,
  // constant data, constants, executables, metadata, then functions.
  static const int order[RD_SECTIONS] = {0, 5, 7, 6, 2, 4, 1, 3};
  bool ok = rd_header(&r, data, size, sec);
  for (int i = 0; ok && i < RD_SECTIONS; i++)
    ok = rd_section_body(&r, data, sec[order[i]], order[i]);
  if (ok) return NULL;
  mod_free(out);
  return r.status ? r.status : status_new(FACET_STATUS_INTERNAL, "bad module format");
}

facet_status_t mod_read_buffer_with(const uint8_t *data, size_t size, const mem_allocator *a,
                                    mod_module *out) {
  return rd_read(data, size, a, false, out);
}

facet_status_t mod_read_mapped(const uint8_t *data, size_t size, const mem_allocator *a,
                               mod_module *out) {
  return rd_read(data, size, a, true, out);
}

facet_status_t mod_read_buffer(const uint8_t *data, size_t size, mod_module *out) {
  return mod_read_buffer_with(data, size, NULL, out);
}

facet_status_t mod_read_file(const char *path, mod_module *out) {
  memset(out, 0, sizeof *out);
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  struct stat st;
  if (fd < 0 || fstat(fd, &st) != 0) {
    facet_status_code_t code = errno == ENOENT ? FACET_STATUS_NOT_FOUND : FACET_STATUS_UNAVAILABLE;
    facet_status_t s = status_new(code, "cannot read %s: %s", path, strerror(errno));
    if (fd >= 0) close(fd);
    return s;
  }
  if (!S_ISREG(st.st_mode)) {
    close(fd);
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "cannot read %s: not a regular file", path);
  }
  size_t size = (size_t)st.st_size, got = 0;
  uint8_t *data = malloc(size ? size : 1);
  if (!data) {
    close(fd);
    return status_new(FACET_STATUS_RESOURCE_EXHAUSTED, "cannot read %s: out of memory (%zu bytes)",
                      path, size);
  }
  while (got < size) {
    ssize_t k = read(fd, data + got, size - got);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) break;
    got += (size_t)k;
  }
  close(fd);
  facet_status_t s = got == size
                         ? mod_read_buffer(data, size, out)
                         : status_new(FACET_STATUS_UNAVAILABLE, "cannot read %s: short read", path);
  free(data);
  return s;
}

void mod_free(mod_module *m) {
  arena_free(&m->mem);
  memset(m, 0, sizeof *m);
}
