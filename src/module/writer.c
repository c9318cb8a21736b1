// writer.c: serialises a mod_module into the module file format.
//
// The mirror image of reader.c, function for function: wr_strings /
// rd_strings, wr_function / rd_function, and so on. docs/module-format.md
// gives the byte tables; change the three together.
//
// The writer trusts its input (it comes from the compiler), except for the
// array bounds it needs to stay in memory: a rank above MOD_MAX_RANK or a
// push count above MOD_MAX_PUSH is refused. mod_write_file also reads the
// bytes back with mod_read_buffer before it renames them into place, so a
// module the runtime would refuse is never written.
#include "module.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

// A growable little-endian byte buffer.
typedef struct wr_buf {
  uint8_t *data;
  size_t len, cap;
  bool bad; // a bound was exceeded: the module cannot be written
} wr_buf;

static void wr_bytes(wr_buf *b, const void *p, size_t n) {
  if (b->len + n > b->cap) {
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->len + n) cap *= 2;
    b->data = xrealloc(b->data, cap);
    b->cap = cap;
  }
  if (n) memcpy(b->data + b->len, p, n);
  b->len += n;
}

static void wr_u32(wr_buf *b, uint32_t v) {
  uint8_t x[4];
  for (int i = 0; i < 4; i++) x[i] = (uint8_t)(v >> (8 * i));
  wr_bytes(b, x, 4);
}

static void wr_u64(wr_buf *b, uint64_t v) {
  uint8_t x[8];
  for (int i = 0; i < 8; i++) x[i] = (uint8_t)(v >> (8 * i));
  wr_bytes(b, x, 8);
}

static void wr_i64(wr_buf *b, int64_t v) { wr_u64(b, (uint64_t)v); }

static void wr_fact(wr_buf *b, fact f) {
  wr_u64(b, f.umin);
  wr_u64(b, f.umax);
  wr_u64(b, f.udiv);
}

// A string: u32 length, then the bytes (no terminator). NULL writes "".
static void wr_str(wr_buf *b, const char *s) {
  size_t n = s ? strlen(s) : 0;
  if (n > UINT32_MAX) {
    b->bad = true;
    n = 0;
  }
  wr_u32(b, (uint32_t)n);
  wr_bytes(b, s, n);
}

static void wr_facts(wr_buf *b, const fact *f, size_t n) {
  for (size_t i = 0; i < n; i++) wr_fact(b, f[i]);
}

static void wr_pad8(wr_buf *b) {
  static const uint8_t zero[8];
  wr_bytes(b, zero, (8 - b->len % 8) % 8);
}

// strings section: u32 count, then each string.
static void wr_strings(wr_buf *b, const mod_module *m) {
  wr_u32(b, m->string_count);
  for (uint32_t i = 0; i < m->string_count; i++) wr_str(b, m->strings[i]);
}

static void wr_tensor_sig(wr_buf *b, const mod_tensor_sig *s) {
  wr_u32(b, s->dtype);
  wr_u32(b, s->rank);
  wr_u32(b, s->kind);
  wr_u32(b, s->flags);
  if (s->rank > MOD_MAX_RANK) {
    b->bad = true;
    return;
  }
  for (uint32_t i = 0; i < s->rank; i++) wr_i64(b, s->dims[i]);
}

static void wr_output(wr_buf *b, const mod_output *o) {
  wr_u32(b, o->slot);
  wr_u32(b, o->dtype);
  wr_u32(b, o->rank);
  wr_u32(b, o->kind);
  if (o->rank > MOD_MAX_RANK) {
    b->bad = true;
    return;
  }
  for (uint32_t i = 0; i < o->rank; i++) wr_u32(b, o->dim_regs[i]);
}

static void wr_cmd(wr_buf *b, const mod_cmd *c) {
  wr_u32(b, c->op);
  wr_u32(b, c->a);
  wr_u32(b, c->b);
  wr_u32(b, c->c);
  wr_u32(b, c->d);
  wr_u32(b, c->e);
  wr_i64(b, c->imm);
  wr_fact(b, c->check);
}

static void wr_choice(wr_buf *b, const mod_choice *c, uint32_t push_count) {
  wr_u32(b, c->variant);
  wr_u32(b, c->row_count);
  wr_facts(b, c->rows, (size_t)c->row_count * push_count);
}

static void wr_site(wr_buf *b, const mod_site *s) {
  if (s->push_count > MOD_MAX_PUSH || s->binding_count > MOD_MAX_BINDINGS) {
    b->bad = true;
    return;
  }
  wr_u32(b, s->executable);
  wr_u32(b, s->loc_string);
  wr_u32(b, s->device);
  wr_u32(b, s->push_count);
  for (uint32_t i = 0; i < s->push_count; i++) wr_u32(b, s->push_regs[i]);
  wr_u32(b, s->binding_count);
  for (uint32_t i = 0; i < s->binding_count; i++) wr_u32(b, s->binding_slots[i]);
  wr_u32(b, s->choice_count);
  for (uint32_t i = 0; i < s->choice_count; i++) wr_choice(b, &s->choices[i], s->push_count);
}

static void wr_function(wr_buf *b, const mod_function *f) {
  wr_str(b, f->name);
  wr_u32(b, f->reg_count);
  wr_u32(b, f->slot_count);
  wr_u32(b, f->input_count);
  for (uint32_t i = 0; i < f->input_count; i++) wr_tensor_sig(b, &f->inputs[i]);
  wr_u32(b, f->output_count);
  for (uint32_t i = 0; i < f->output_count; i++) wr_output(b, &f->outputs[i]);
  wr_u32(b, f->cmd_count);
  for (uint32_t i = 0; i < f->cmd_count; i++) wr_cmd(b, &f->cmds[i]);
  wr_u32(b, f->site_count);
  for (uint32_t i = 0; i < f->site_count; i++) wr_site(b, &f->sites[i]);
  wr_u64(b, f->transient_bytes_max);
}

// functions section: u32 count, then each function.
static void wr_functions(wr_buf *b, const mod_module *m) {
  wr_u32(b, m->function_count);
  for (uint32_t i = 0; i < m->function_count; i++) wr_function(b, &m->functions[i]);
}

static void wr_variant(wr_buf *b, const mod_variant *v, uint32_t push_count) {
  wr_u32(b, v->kernel);
  wr_str(b, v->config);
  wr_facts(b, v->facts, push_count);
  wr_u32(b, v->row_count);
  for (uint32_t i = 0; i < v->row_count; i++) wr_u32(b, v->rows[i]);
}

static void wr_executable(wr_buf *b, const mod_executable *e) {
  if (e->push_count > MOD_MAX_PUSH || e->binding_count > MOD_MAX_BINDINGS) b->bad = true;
  wr_str(b, e->name);
  wr_u32(b, e->binding_count);
  wr_u32(b, e->push_count);
  wr_u32(b, e->output_mask);
  wr_u32(b, e->row_count);
  wr_facts(b, e->rows, (size_t)e->row_count * e->push_count);
  wr_u32(b, e->variant_count);
  for (uint32_t i = 0; i < e->variant_count; i++) wr_variant(b, &e->variants[i], e->push_count);
}

// executables section: u32 count, then each executable.
static void wr_executables(wr_buf *b, const mod_module *m) {
  wr_u32(b, m->executable_count);
  for (uint32_t i = 0; i < m->executable_count; i++) wr_executable(b, &m->executables[i]);
}

// kernel section: the shared object's bytes, as they are.
static void wr_kernel(wr_buf *b, const mod_module *m) {
  wr_bytes(b, m->kernel_object, m->kernel_object_size);
}

// metadata section: target, compiler command, kernel object hash, what
// const-eval folded.
static void wr_metadata(wr_buf *b, const mod_module *m) {
  wr_str(b, m->target);
  wr_str(b, m->compiler_command);
  wr_u64(b, m->kernel_object_hash);
  wr_u32(b, m->const_eval_folded);
  wr_u64(b, m->const_eval_bytes);
  wr_u32(b, m->const_eval_load_time);
  wr_u32(b, m->initializer);
  wr_u32(b, m->device_count ? m->device_count : 1); // a module built without devices: 1
}

// parameters section: u32 count, then each parameter.
static void wr_params(wr_buf *b, const mod_module *m) {
  wr_u32(b, m->param_count);
  for (uint32_t i = 0; i < m->param_count; i++) {
    const mod_param *p = &m->params[i];
    wr_str(b, p->name);
    wr_str(b, p->scope);
    wr_str(b, p->key);
    wr_u32(b, p->dtype);
    wr_u32(b, p->rank);
    if (p->rank > MOD_MAX_RANK) {
      b->bad = true;
      return;
    }
    for (uint32_t d = 0; d < p->rank; d++) wr_i64(b, p->dims[d]);
  }
}

// constants section: u32 count, then each constant's type and place in
// the data section.
static void wr_consts(wr_buf *b, const mod_module *m) {
  wr_u32(b, m->const_count);
  for (uint32_t i = 0; i < m->const_count; i++) {
    const mod_const *k = &m->consts[i];
    wr_u32(b, k->dtype);
    wr_u32(b, k->rank);
    if (k->rank > MOD_MAX_RANK) {
      b->bad = true;
      return;
    }
    for (uint32_t d = 0; d < k->rank; d++) wr_i64(b, k->dims[d]);
    wr_u64(b, k->offset);
    wr_u64(b, k->size);
  }
}

// constant data section: the bytes as the compiler laid them out.
static void wr_const_data(wr_buf *b, const mod_module *m) {
  wr_bytes(b, m->const_data, m->const_data_size);
}

enum { WR_SECTIONS = 8, WR_HEADER = 24, WR_ENTRY = 32 };

// Where a section starts: the next 8-byte boundary, or 64 for the constant
// data (kind 8), so that every constant is 64-byte aligned in the file too.
static uint64_t wr_section_start(int index, uint64_t end) {
  uint64_t align = index == 7 ? MOD_CONST_ALIGN : 8;
  return (end + align - 1) & ~(align - 1);
}

bool mod_write_buffer(const mod_module *m, uint8_t **out, size_t *out_size) {
  void (*writers[WR_SECTIONS])(wr_buf *, const mod_module *) = {
      wr_strings,  wr_functions, wr_executables, wr_kernel,
      wr_metadata, wr_params,    wr_consts,      wr_const_data};
  wr_buf sec[WR_SECTIONS] = {0};
  bool bad = false;
  for (int i = 0; i < WR_SECTIONS; i++) {
    writers[i](&sec[i], m);
    bad |= sec[i].bad;
  }
  wr_buf file = {0};
  if (!bad) {
    wr_bytes(&file, MOD_MAGIC, 8);
    wr_u32(&file, MOD_VERSION);
    wr_u32(&file, WR_SECTIONS);
    uint64_t offset[WR_SECTIONS], end = WR_HEADER + WR_ENTRY * WR_SECTIONS;
    for (int i = 0; i < WR_SECTIONS; i++) {
      offset[i] = wr_section_start(i, end);
      end = offset[i] + sec[i].len;
    }
    end = (end + 7) & ~(uint64_t)7;
    wr_u64(&file, end);
    for (int i = 0; i < WR_SECTIONS; i++) {
      wr_u32(&file, (uint32_t)(i + 1)); // section kinds are 1..8 in this order
      wr_u32(&file, 0);
      wr_u64(&file, offset[i]);
      wr_u64(&file, sec[i].len);
      wr_u64(&file, hash_bytes(sec[i].data, sec[i].len));
    }
    static const uint8_t zero[MOD_CONST_ALIGN];
    for (int i = 0; i < WR_SECTIONS; i++) {
      wr_bytes(&file, zero, offset[i] - file.len);
      wr_bytes(&file, sec[i].data, sec[i].len);
    }
    wr_pad8(&file);
    FACET_CHECK(file.len == end);
  }
  for (int i = 0; i < WR_SECTIONS; i++) free(sec[i].data);
  if (bad) {
    free(file.data);
    return false;
  }
  *out = file.data;
  *out_size = file.len;
  return true;
}

facet_status_t mod_write_checked(const mod_module *m, uint8_t **out, size_t *out_size) {
  uint8_t *bytes;
  size_t size;
  if (!mod_write_buffer(m, &bytes, &size))
    return status_new(FACET_STATUS_OUT_OF_RANGE,
                      "module exceeds a format limit (rank, push or binding count)");
  mod_module check = {0};
  facet_status_t s = mod_read_buffer(bytes, size, &check);
  if (s) {
    free(bytes);
    return status_annotate(s, "module does not verify (compiler bug)");
  }
  mod_free(&check);
  *out = bytes;
  *out_size = size;
  return NULL;
}

// Writes to a temporary file next to `path`, then renames it into place:
// readers see the old file or the whole new one, never half of one.
facet_status_t mod_write_file(const mod_module *m, const char *path) {
  uint8_t *bytes;
  size_t size;
  STATUS_RETURN_IF_ERROR(mod_write_checked(m, &bytes, &size));
  size_t n = strlen(path);
  char *tmp = xmalloc(n + 16);
  snprintf(tmp, n + 16, "%s.tmp.XXXXXX", path);
  int fd = mkstemp(tmp);
  facet_status_t s = NULL;
  if (fd < 0) {
    s = status_new(FACET_STATUS_UNAVAILABLE, "cannot create %s: %s", tmp, strerror(errno));
  } else {
    // mkstemp creates mode 0600; a module is an ordinary, shareable file.
    if (fchmod(fd, 0644) != 0 || !fd_write_all(fd, bytes, size) || fsync(fd) != 0)
      s = status_new(FACET_STATUS_UNAVAILABLE, "cannot write %s: %s", tmp, strerror(errno));
    if (close(fd) != 0 && !s)
      s = status_new(FACET_STATUS_UNAVAILABLE, "cannot write %s: %s", tmp, strerror(errno));
    if (!s && rename(tmp, path) != 0)
      s = status_new(FACET_STATUS_UNAVAILABLE, "cannot rename %s to %s: %s", tmp, path,
                     strerror(errno));
    if (s) unlink(tmp);
  }
  free(tmp);
  free(bytes);
  return s;
}
