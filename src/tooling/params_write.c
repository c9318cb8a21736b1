// params_write.c: writes parameter files (safetensors, IRPA and GGUF) that
// params.c reads, for facet-params and the tests.
//
// safetensors: tensors ordered by element size (largest first, then in the
// order given), so that with the data section 64-byte aligned every tensor
// is aligned to its element size and the data has no holes (as the
// safetensors library requires); the JSON header is padded with spaces.
// IRPA (version 0.0): header, entry table (16-byte aligned entries),
// metadata segment (each name, then the tensor type "96x64xf16" as the
// entry's metadata), storage segment with every DATA entry 64-byte aligned,
// file padded to 4096 bytes, as IREE's irpa_builder.c lays it out. A splat
// parameter becomes a SPLAT entry (no bytes stored).
// GGUF (version 3, as ggml's gguf.cpp writes it): header, one key-value
// (general.alignment = 32), tensor infos (dims innermost first), the data
// section at the next multiple of 32 with every tensor 32-byte aligned. A
// spec with `quant` is a ggml block-quantized tensor (the fill gives its
// blocks); the other dtypes are ggml's F32 F16 BF16 F64 I8 I16 I32 I64
// (ggml has no u8 or bool).
//
// The file is written to a temporary name and renamed into place (file.c).
#include "tooling.h"

#include <string.h>

// Output through a 1 MiB buffer (the layout writes many small fields).
typedef struct pw {
  tool_file *f;
  uint64_t at; // bytes written
  uint8_t *buf;
  size_t used;
} pw;

enum { PW_BUFFER = 1 << 20 };

static void pw_flush(pw *w) {
  tool_file_write(w->f, w->buf, w->used);
  w->used = 0;
}

static void pw_bytes(pw *w, const void *p, size_t n) {
  w->at += n;
  if (n >= PW_BUFFER) {
    pw_flush(w);
    tool_file_write(w->f, p, n);
    return;
  }
  if (w->used + n > PW_BUFFER) pw_flush(w);
  if (n) memcpy(w->buf + w->used, p, n);
  w->used += n;
}

static void pw_le(pw *w, uint64_t v, int n) {
  uint8_t b[8];
  for (int i = 0; i < n; i++) b[i] = (uint8_t)(v >> (8 * i));
  pw_bytes(w, b, (size_t)n);
}

static void pw_pad_to(pw *w, uint64_t to, char c) {
  char fill[64];
  memset(fill, c, sizeof fill);
  while (w->at < to) {
    size_t n = to - w->at > 64 ? 64 : (size_t)(to - w->at);
    pw_bytes(w, fill, n);
  }
}

static uint64_t pw_align(uint64_t v, uint64_t a) { return (v + a - 1) & ~(a - 1); }

// elements * dtype size, false on overflow.
static bool pw_shape_bytes(const tool_param_spec *s, size_t *out) {
  size_t n = dtype_size(s->dtype);
  for (uint32_t i = 0; i < s->rank; i++)
    if (s->dims[i] < 0 || __builtin_mul_overflow(n, (size_t)s->dims[i], &n)) return false;
  *out = n;
  return true;
}

// A quantized spec: its blocks' bytes; false unless its innermost dim is
// whole blocks and the size fits. The elements are counted as the GGUF
// reader counts them (src/runtime/params.c, gg_quant_length: the innermost
// dim, then the others in order), so that what it reads (an empty tensor
// with huge outer dims among them) is what this writes.
static bool pw_quant_bytes(const tool_param_spec *s, size_t *out) {
  const quant_info *q = quant_find(s->quant);
  if (!q || !s->rank || s->rank > FACET_MAX_RANK) return false;
  if (s->dims[s->rank - 1] < 0) return false;
  uint64_t n = (uint64_t)s->dims[s->rank - 1], bytes = 0;
  for (uint32_t i = 0; i + 1 < s->rank; i++)
    if (s->dims[i] < 0 || __builtin_mul_overflow(n, (uint64_t)s->dims[i], &n)) return false;
  if (s->dims[s->rank - 1] % q->block_elems || !quant_bytes(q, n, &bytes) || bytes > SIZE_MAX)
    return false;
  *out = (size_t)bytes;
  return true;
}

static uint64_t pw_spec_bytes(const tool_param_spec *s) {
  size_t n = 0;
  if (s->quant) pw_quant_bytes(s, &n);
  else pw_shape_bytes(s, &n);
  return n;
}

// The bytes of parameter i into buf: its splat pattern or the fill callback.
static bool pw_fill(const tool_param_spec *s, size_t i, void *buf, uint64_t bytes,
                    tool_param_fill_fn fill, void *self) {
  if (!s->splat) return fill(self, i, buf, (size_t)bytes);
  for (uint64_t k = 0; k < bytes; k += s->pattern_length)
    memcpy((uint8_t *)buf + k, s->pattern, s->pattern_length);
  return true;
}

static void pw_json_string(strbuf *sb, const char *s) {
  sb_putc(sb, '"');
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\') sb_printf(sb, "\\%c", c);
    else if (c < 0x20) sb_printf(sb, "\\u%04x", c);
    else sb_putc(sb, (char)c);
  }
  sb_putc(sb, '"');
}

static const char *pw_st_dtype(dtype t) {
  static const char *names[DT_COUNT] = {
      [DT_F32] = "F32", [DT_F16] = "F16", [DT_BF16] = "BF16", [DT_F64] = "F64", [DT_I64] = "I64",
      [DT_I32] = "I32", [DT_I16] = "I16", [DT_I8] = "I8",     [DT_U8] = "U8",   [DT_BOOL] = "BOOL"};
  return names[t];
}

static bool pw_safetensors(pw *w, const tool_param_spec *s, size_t n, tool_param_fill_fn fill,
                           void *self, uint8_t *buf) {
  size_t *order = xmalloc(sizeof *order * (n + 1)), k = 0;
  for (size_t size = 8; size >= 1; size /= 2) // stable: by element size, then as given
    for (size_t i = 0; i < n; i++)
      if (dtype_size((dtype)s[i].dtype) == size) order[k++] = i;
  strbuf h = {0};
  sb_append(&h, "{\"__metadata__\":{\"format\":\"pt\",\"generator\":\"facet-params\"}");
  uint64_t offset = 0;
  for (size_t j = 0; j < n; j++) {
    const tool_param_spec *p = &s[order[j]];
    uint64_t bytes = pw_spec_bytes(p);
    sb_putc(&h, ',');
    pw_json_string(&h, p->key);
    sb_printf(&h, ":{\"dtype\":\"%s\",\"shape\":[", pw_st_dtype((dtype)p->dtype));
    for (uint32_t d = 0; d < p->rank; d++)
      sb_printf(&h, "%s%lld", d ? "," : "", (long long)p->dims[d]);
    sb_printf(&h, "],\"data_offsets\":[%llu,%llu]}", (unsigned long long)offset,
              (unsigned long long)(offset + bytes));
    offset += bytes;
  }
  sb_putc(&h, '}');
  uint64_t header = pw_align(8 + h.len, 64) - 8; // data starts 64-byte aligned
  pw_le(w, header, 8);
  pw_bytes(w, h.data, h.len);
  pw_pad_to(w, 8 + header, ' ');
  bool ok = true;
  for (size_t j = 0; ok && j < n; j++) {
    uint64_t bytes = pw_spec_bytes(&s[order[j]]);
    ok = pw_fill(&s[order[j]], order[j], buf, bytes, fill, self);
    pw_bytes(w, buf, (size_t)bytes);
  }
  sb_free(&h);
  free(order);
  return ok;
}

enum { PW_IRPA_HEADER = 88, PW_IRPA_DATA = 76, PW_IRPA_SPLAT = 85 };

static bool pw_irpa(pw *w, const tool_param_spec *s, size_t n, tool_param_fill_fn fill, void *self,
                    uint8_t *buf) {
  // Sizes first: every offset is known before the first byte is written.
  char(*types)[256] = xcalloc(n + 1, sizeof *types);
  uint64_t entries = 0, meta = 0, storage = 0;
  uint64_t *data_at = xcalloc(n + 1, sizeof *data_at);
  for (size_t i = 0; i < n; i++) {
    strbuf t = {0};
    tool_shape_print(&t, (facet_dtype_t)s[i].dtype, s[i].rank, s[i].dims);
    snprintf(types[i], sizeof types[i], "%s", sb_cstr(&t));
    sb_free(&t);
    entries = pw_align(entries, 16) + (s[i].splat ? PW_IRPA_SPLAT : PW_IRPA_DATA);
    meta += strlen(s[i].key) + strlen(types[i]);
    if (!s[i].splat) {
      data_at[i] = pw_align(storage, 64);
      storage = data_at[i] + pw_spec_bytes(&s[i]);
    }
  }
  uint64_t entry_off = pw_align(PW_IRPA_HEADER, 16), meta_off = entry_off + entries;
  uint64_t storage_off = pw_align(meta_off + meta, 64);
  pw_le(w, 0x41505249u, 4); // "IRPA"
  pw_le(w, 0, 2);           // version 0.0
  pw_le(w, 0, 2);
  pw_le(w, PW_IRPA_HEADER, 8);
  pw_le(w, 0, 8); // next header
  pw_le(w, 0, 8); // flags
  pw_le(w, n, 8);
  uint64_t segs[6] = {entry_off, entries, meta_off, meta, storage_off, storage};
  for (int i = 0; i < 6; i++) pw_le(w, segs[i], 8);
  uint64_t name_at = 0;
  for (size_t i = 0; i < n; i++) {
    pw_pad_to(w, pw_align(w->at, 16), 0);
    uint64_t key = strlen(s[i].key), type = strlen(types[i]), bytes = pw_spec_bytes(&s[i]);
    pw_le(w, s[i].splat ? PW_IRPA_SPLAT : PW_IRPA_DATA, 8);
    pw_le(w, s[i].splat ? 1 : 2, 4); // SPLAT or DATA
    pw_le(w, 0, 8);                  // flags
    pw_le(w, name_at, 8);
    pw_le(w, key, 8);
    pw_le(w, name_at + key, 8); // metadata: the tensor type
    pw_le(w, type, 8);
    pw_le(w, s[i].splat ? 0 : 64, 8); // minimum alignment
    name_at += key + type;
    if (s[i].splat) {
      uint8_t pattern[16] = {0};
      memcpy(pattern, s[i].pattern, s[i].pattern_length);
      pw_le(w, bytes, 8);
      pw_bytes(w, pattern, 16);
      pw_le(w, s[i].pattern_length, 1);
    } else {
      pw_le(w, data_at[i], 8);
      pw_le(w, bytes, 8);
    }
  }
  for (size_t i = 0; i < n; i++) {
    pw_bytes(w, s[i].key, strlen(s[i].key));
    pw_bytes(w, types[i], strlen(types[i]));
  }
  bool ok = true;
  for (size_t i = 0; ok && i < n; i++) {
    if (s[i].splat) continue;
    uint64_t bytes = pw_spec_bytes(&s[i]);
    pw_pad_to(w, storage_off + data_at[i], 0);
    ok = fill(self, i, buf, (size_t)bytes);
    pw_bytes(w, buf, (size_t)bytes);
  }
  pw_pad_to(w, pw_align(storage_off + storage, 4096), 0);
  free(types);
  free(data_at);
  return ok;
}

// ggml's type id of a spec: its quantized type, or its dtype's; -1: none.
static int64_t pw_ggml_type(const tool_param_spec *s) {
  static const int8_t ids[DT_COUNT] = {
      [DT_F32] = 0,  [DT_F16] = 1,  [DT_BF16] = 30, [DT_F64] = 28, [DT_I64] = 27,
      [DT_I32] = 26, [DT_I16] = 25, [DT_I8] = 24,   [DT_U8] = -1,  [DT_BOOL] = -1};
  return s->quant ? (int64_t)s->quant : ids[s->dtype];
}

static void pw_gguf_string(pw *w, const char *str) {
  pw_le(w, strlen(str), 8);
  pw_bytes(w, str, strlen(str));
}

enum { PW_GGUF_ALIGN = 32 };

static bool pw_gguf(pw *w, const tool_param_spec *s, size_t n, tool_param_fill_fn fill, void *self,
                    uint8_t *buf) {
  pw_le(w, 0x46554747u, 4); // "GGUF"
  pw_le(w, 3, 4);
  pw_le(w, n, 8);
  pw_le(w, 1, 8); // key-values
  pw_gguf_string(w, "general.alignment");
  pw_le(w, 4, 4); // u32
  pw_le(w, PW_GGUF_ALIGN, 4);
  uint64_t offset = 0;
  for (size_t i = 0; i < n; i++) {
    pw_gguf_string(w, s[i].key);
    pw_le(w, s[i].rank, 4);
    for (uint32_t d = s[i].rank; d-- > 0;) // innermost first
      pw_le(w, (uint64_t)s[i].dims[d], 8);
    pw_le(w, (uint64_t)pw_ggml_type(&s[i]), 4);
    pw_le(w, offset, 8);
    offset = pw_align(offset + pw_spec_bytes(&s[i]), PW_GGUF_ALIGN);
  }
  uint64_t at = pw_align(w->at, PW_GGUF_ALIGN); // the data section, then each tensor
  bool ok = true;
  for (size_t i = 0; ok && i < n; i++) {
    pw_pad_to(w, at, 0);
    uint64_t bytes = pw_spec_bytes(&s[i]);
    at = pw_align(at + bytes, PW_GGUF_ALIGN);
    ok = pw_fill(&s[i], i, buf, bytes, fill, self);
    pw_bytes(w, buf, (size_t)bytes);
  }
  pw_pad_to(w, pw_align(w->at, PW_GGUF_ALIGN), 0);
  return ok;
}

// Why spec i cannot be written in this format, or NULL.
static facet_status_t pw_check_spec(const tool_param_spec *s, size_t i, const char *format,
                                    size_t *bytes) {
  bool gguf = !strcmp(format, "gguf");
  if (s->quant) {
    const quant_info *q = quant_find(s->quant);
    if (!gguf || !q || s->splat)
      return status_new(FACET_STATUS_INVALID_ARGUMENT,
                        "parameter '%s': a block-quantized tensor is written to GGUF only, not "
                        "splat",
                        s->key);
    if (!s->key[0] || s->rank > FACET_MAX_RANK || !pw_quant_bytes(s, bytes))
      return status_new(FACET_STATUS_INVALID_ARGUMENT,
                        "parameter %zu ('%s'): a %s tensor needs rank >= 1 and an innermost dim "
                        "that is a multiple of %u",
                        i, s->key, q->name, q->block_elems);
    return NULL;
  }
  if (s->dtype <= DT_INVALID || s->dtype >= DT_COUNT || s->rank > FACET_MAX_RANK ||
      !pw_shape_bytes(s, bytes) || !s->key[0])
    return status_new(FACET_STATUS_INVALID_ARGUMENT,
                      "parameter %zu ('%s') has a bad dtype, shape or key", i, s->key);
  if (gguf && pw_ggml_type(s) < 0)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "parameter '%s': GGUF has no dtype %s", s->key,
                      dtype_name(s->dtype));
  if (!strcmp(format, "safetensors") && !strcmp(s->key, "__metadata__"))
    return status_new(FACET_STATUS_INVALID_ARGUMENT,
                      "safetensors cannot hold a tensor named __metadata__");
  if (s->splat && (!s->pattern_length || s->pattern_length > 16 ||
                   (s->pattern_length & (s->pattern_length - 1)) || *bytes % s->pattern_length))
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "parameter '%s': bad splat pattern length",
                      s->key);
  return NULL;
}

facet_status_t tool_params_write(const char *path, const char *format, const tool_param_spec *specs,
                                 size_t n, tool_param_fill_fn fill, void *self) {
  bool irpa = !strcmp(format, "irpa"), gguf = !strcmp(format, "gguf");
  if (!irpa && !gguf && strcmp(format, "safetensors"))
    return status_new(FACET_STATUS_INVALID_ARGUMENT,
                      "unknown parameter format '%s' (safetensors, irpa or gguf)", format);
  uint64_t most = 1;
  for (size_t i = 0; i < n; i++) {
    size_t bytes = 0;
    STATUS_RETURN_IF_ERROR(pw_check_spec(&specs[i], i, format, &bytes));
    if (bytes > most) most = bytes;
  }
  uint8_t *buf = malloc((size_t)most), *out = malloc(PW_BUFFER);
  tool_file f = {NULL, NULL, -1, 0};
  facet_status_t st =
      !buf || !out ? status_oom("a buffer of %llu bytes for %s", (unsigned long long)most, path)
                   : tool_file_open(&f, path);
  if (!st) {
    pw w = {&f, 0, out, 0};
    bool ok = irpa   ? pw_irpa(&w, specs, n, fill, self, buf)
              : gguf ? pw_gguf(&w, specs, n, fill, self, buf)
                     : pw_safetensors(&w, specs, n, fill, self, buf);
    pw_flush(&w);
    if (!ok)
      st = status_new(FACET_STATUS_INTERNAL, "cannot produce the values of a parameter for %s",
                      path);
  }
  if (!st) st = tool_file_finish(&f);
  if (!st) st = tool_file_commit(&f);
  tool_file_discard(&f);
  free(buf);
  free(out);
  return st;
}
