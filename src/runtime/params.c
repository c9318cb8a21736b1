// params.c: reads parameter files: safetensors, IREE parameter archives
// (IRPA) and GGUF, into one index of entries (key -> dtype, shape, bytes).
//
// A parameter file comes from outside, so nothing in it is trusted: every
// length is checked against what remains, every offset against the file,
// every count against the bytes it needs before anything is allocated, and
// every arithmetic step for overflow. The first problem ends the parse with
// "bad parameter file (<format>): <why>" naming the entry. The data itself is
// never read here: entries point into the file, which the caller keeps
// mapped (rt_params_open maps it read-only).
//
// safetensors: u64 n, then n bytes of JSON {"key": {"dtype": "F16",
//   "shape": [96, 64], "data_offsets": [begin, end]}, "__metadata__": {...}},
//   then the data; offsets are relative to the end of the JSON.
// IRPA (IREE's runtime/src/iree/schemas/parameter_archive.h, version 0.0):
//   a packed header {magic "IRPA", u16 major, u16 minor, u64 header_size,
//   u64 next_header_offset, u64 flags, u64 entry_count, then (offset,
//   length) of the entry, metadata and storage segments}, 88 bytes; entries
//   16-byte aligned, each a 60-byte header {u64 entry_size, u32 type, u64
//   flags, (offset, length) of name and metadata in the metadata segment,
//   u64 minimum_alignment} then, for SPLAT (1), u64 length, 16 pattern
//   bytes, u8 pattern length, and for DATA (2), (offset, length) in the
//   storage segment. SKIP (0) entries are ignored; EXTERNAL (3) ones are
//   refused. Archives may chain through next_header_offset. IRPA stores no
//   dtype or shape: an entry whose metadata blob is a tensor type in
//   iree-run-module syntax ("96x64xf16", what facet-params writes) has
//   them; others are checked by byte length only.
// GGUF (ggml's gguf.h, versions 2 and 3): "GGUF", u32 version, u64 tensor
//   count, u64 key-value count, key-values (general.alignment is read, the
//   rest skipped), tensor infos {string name, u32 n_dims, u64 ne[n_dims]
//   (innermost first), u32 ggml type, u64 offset}, then the data at the next
//   multiple of the alignment. ggml's block-quantized types that facet
//   reads (q4_0 q4_1 q8_0 q4_K q6_K: base.h, quant.c) are indexed with their
//   ggml name and their blocks' byte length: the innermost dim (ne[0]) must
//   be whole blocks, as ggml requires, and the blocks must lie in the file.
//   Other ggml type ids (more quantized types) are indexed as "ggml type N"
//   with no length, since their block size is not known here: the rest of
//   the file stays usable, and binding such an entry fails naming it. The
//   known types bind through params_quant.c (planes, or dequantized); the
//   others are refused when bound.
#include "runtime_internal.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

// The parse: the first failure stops it with a message (err) and, for
// out of memory, oom. Entries grow in out->entries through out->allocator.
typedef struct pf {
  const uint8_t *data; // the whole file
  size_t size;
  rt_param_file *out;
  const char *format;
  size_t cap; // of out->entries
  bool oom;
  char err[768];
} pf;

static bool pf_fail(pf *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static bool pf_fail(pf *p, const char *fmt, ...) {
  int n = snprintf(p->err, sizeof p->err, "bad parameter file (%s): ", p->format);
  if (n >= 0 && (size_t)n < sizeof p->err) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(p->err + n, sizeof p->err - (size_t)n, fmt, ap);
    va_end(ap);
  }
  return false;
}

// Out of memory while indexing: "<what> of a <format> index".
static bool pf_oom(pf *p, const char *what) {
  snprintf(p->err, sizeof p->err, "%s of a parameter index (%s)", what, p->format);
  p->oom = true;
  return false;
}

// A name from the file (an entry's key, a dtype name), safe to print.
#define PF_NAME(buf, s, n) rt_printable((buf), sizeof(buf), (const char *)(s), (size_t)(n))

static uint64_t pf_le(const uint8_t *b, int n) {
  uint64_t v = 0;
  for (int i = 0; i < n; i++) v |= (uint64_t)b[i] << (8 * i);
  return v;
}

// [offset, offset + length) lies within [0, limit).
static bool pf_range_ok(uint64_t offset, uint64_t length, uint64_t limit) {
  return offset <= limit && length <= limit - offset;
}

// Room for one more entry (the array doubles, copied: the allocator has
// no realloc).
static bool pf_grow(pf *p) {
  rt_param_file *f = p->out;
  if (f->count < p->cap) return true;
  size_t cap = p->cap ? p->cap * 2 : 16;
  if (cap > SIZE_MAX / sizeof(rt_param_entry)) return pf_oom(p, "entries");
  rt_param_entry *e = rt_alloc(&f->allocator, cap * sizeof *e, 16);
  if (!e) return pf_oom(p, "entries");
  if (f->count) memcpy(e, f->entries, f->count * sizeof *e);
  rt_free(&f->allocator, f->entries);
  f->entries = e;
  p->cap = cap;
  return true;
}

// Adds an entry; keys are unique and NUL-free.
static bool pf_add(pf *p, rt_param_entry *e, const char *key, size_t keylen) {
  char name[256];
  if (keylen == 0) return pf_fail(p, "an entry has an empty name");
  if (memchr(key, 0, keylen)) return pf_fail(p, "entry name contains a NUL byte");
  if (hashmap_get(&p->out->index, key, keylen))
    return pf_fail(p, "duplicate entry '%s'", PF_NAME(name, key, keylen));
  if (!pf_grow(p)) return false;
  e->key = arena_strndup(&p->out->mem, key, keylen);
  if (!e->key) return pf_oom(p, "a key");
  if (!hashmap_put(&p->out->index, key, keylen, (void *)(uintptr_t)(p->out->count + 1)))
    return pf_oom(p, "the key table");
  p->out->entries[p->out->count++] = *e;
  return true;
}

// elements * dtype size, false on overflow.
static bool pf_shape_bytes(dtype t, int rank, const int64_t *dims, uint64_t *out) {
  uint64_t n = dtype_size(t);
  for (int i = 0; i < rank; i++) {
    if (dims[i] < 0 || __builtin_mul_overflow(n, (uint64_t)dims[i], &n)) return false;
  }
  *out = n;
  return true;
}

//
// safetensors: a JSON reader for exactly what the header needs.
//
typedef struct js {
  pf *p;
  const char *s, *end;
  int depth;
} js;

static void js_ws(js *j) {
  while (j->s < j->end && (*j->s == ' ' || *j->s == '\t' || *j->s == '\n' || *j->s == '\r')) j->s++;
}

static bool js_expect(js *j, char c, const char *what) {
  js_ws(j);
  if (j->s < j->end && *j->s == c) {
    j->s++;
    return true;
  }
  return pf_fail(j->p, "JSON header: expected %s at byte %zu", what,
                 (size_t)(j->s - (const char *)j->p->data));
}

static bool js_peek(js *j, char c) {
  js_ws(j);
  return j->s < j->end && *j->s == c;
}

static int js_hex4(const char *s) {
  int v = 0;
  for (int i = 0; i < 4; i++) {
    char c = s[i];
    int d = c >= '0' && c <= '9'   ? c - '0'
            : c >= 'a' && c <= 'f' ? c - 'a' + 10
            : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                   : -1;
    if (d < 0) return -1;
    v = v * 16 + d;
  }
  return v;
}

static void js_utf8(strbuf *sb, uint32_t cp) {
  if (cp < 0x80) {
    sb_putc(sb, (char)cp);
  } else if (cp < 0x800) {
    sb_putc(sb, (char)(0xc0 | cp >> 6));
    sb_putc(sb, (char)(0x80 | (cp & 0x3f)));
  } else if (cp < 0x10000) {
    sb_putc(sb, (char)(0xe0 | cp >> 12));
    sb_putc(sb, (char)(0x80 | ((cp >> 6) & 0x3f)));
    sb_putc(sb, (char)(0x80 | (cp & 0x3f)));
  } else {
    sb_putc(sb, (char)(0xf0 | cp >> 18));
    sb_putc(sb, (char)(0x80 | ((cp >> 12) & 0x3f)));
    sb_putc(sb, (char)(0x80 | ((cp >> 6) & 0x3f)));
    sb_putc(sb, (char)(0x80 | (cp & 0x3f)));
  }
}

// string = '"' (char | '\' escape)* '"'; decoded into sb (may hold NULs).
static bool js_string(js *j, strbuf *sb) {
  sb_reset(sb);
  if (!js_expect(j, '"', "a string")) return false;
  while (j->s < j->end && *j->s != '"') {
    unsigned char c = (unsigned char)*j->s++;
    if (c < 0x20) return pf_fail(j->p, "JSON header: control character in a string");
    if (c != '\\') {
      sb_putc(sb, (char)c);
      continue;
    }
    if (j->s >= j->end) break;
    char e = *j->s++;
    const char *simple = strchr("\"\\/bfnrt", e);
    if (simple && e) {
      static const char out[] = "\"\\/\b\f\n\r\t";
      sb_putc(sb, out[simple - "\"\\/bfnrt"]);
      continue;
    }
    if (e != 'u' || j->end - j->s < 4 || js_hex4(j->s) < 0)
      return pf_fail(j->p, "JSON header: bad escape in a string");
    uint32_t cp = (uint32_t)js_hex4(j->s);
    j->s += 4;
    if (cp >= 0xd800 && cp < 0xdc00) { // a surrogate pair
      if (j->end - j->s < 6 || j->s[0] != '\\' || j->s[1] != 'u' || js_hex4(j->s + 2) < 0xdc00 ||
          js_hex4(j->s + 2) > 0xdfff)
        return pf_fail(j->p, "JSON header: unpaired surrogate in a string");
      cp = 0x10000 + ((cp - 0xd800) << 10) + ((uint32_t)js_hex4(j->s + 2) - 0xdc00);
      j->s += 6;
    } else if (cp >= 0xdc00 && cp < 0xe000) {
      return pf_fail(j->p, "JSON header: unpaired surrogate in a string");
    }
    js_utf8(sb, cp);
  }
  if (j->s >= j->end) return pf_fail(j->p, "JSON header: unterminated string");
  j->s++;
  return !sb->failed || pf_oom(j->p, "a JSON string");
}

// A non-negative integer that fits in int64 (shapes and offsets).
static bool js_uint(js *j, uint64_t *v, const char *what) {
  js_ws(j);
  if (j->s >= j->end || *j->s < '0' || *j->s > '9')
    return pf_fail(j->p, "JSON header: %s is not a non-negative integer", what);
  uint64_t x = 0;
  while (j->s < j->end && *j->s >= '0' && *j->s <= '9') {
    if (__builtin_mul_overflow(x, 10, &x) ||
        __builtin_add_overflow(x, (uint64_t)(*j->s - '0'), &x) || x > (uint64_t)INT64_MAX)
      return pf_fail(j->p, "JSON header: %s is too large", what);
    j->s++;
  }
  if (j->s < j->end && (*j->s == '.' || *j->s == 'e' || *j->s == 'E'))
    return pf_fail(j->p, "JSON header: %s is not an integer", what);
  *v = x;
  return true;
}

// Skips any JSON value (for metadata and unknown fields), nesting <= 64.
static bool js_skip(js *j) {
  js_ws(j);
  if (j->s >= j->end) return pf_fail(j->p, "JSON header: truncated");
  char c = *j->s;
  if (c == '"') {
    strbuf sb = {.allocator = j->p->out->mem.allocator};
    bool ok = js_string(j, &sb);
    sb_free(&sb);
    return ok;
  }
  if (c == '{' || c == '[') {
    if (++j->depth > 64) return pf_fail(j->p, "JSON header: nested too deeply");
    char close = c == '{' ? '}' : ']';
    j->s++;
    if (!js_peek(j, close)) {
      for (;;) {
        if (c == '{') {
          strbuf sb = {.allocator = j->p->out->mem.allocator};
          bool ok = js_string(j, &sb) && js_expect(j, ':', "':'");
          sb_free(&sb);
          if (!ok) return false;
        }
        if (!js_skip(j)) return false;
        if (!js_peek(j, ',')) break;
        j->s++;
      }
    }
    j->depth--;
    return js_expect(j, close, close == '}' ? "'}'" : "']'");
  }
  static const char *const words[] = {"true", "false", "null"};
  for (int i = 0; i < 3; i++) {
    size_t n = strlen(words[i]);
    if ((size_t)(j->end - j->s) >= n && memcmp(j->s, words[i], n) == 0) {
      j->s += n;
      return true;
    }
  }
  // number = '-'? digits ('.' digits)? ([eE] [+-]? digits)?
  const char *start = j->s;
  if (j->s < j->end && *j->s == '-') j->s++;
  const char *digits = j->s;
  while (j->s < j->end && *j->s >= '0' && *j->s <= '9') j->s++;
  if (j->s == digits)
    return pf_fail(j->p, "JSON header: unexpected character at byte %zu",
                   (size_t)(start - (const char *)j->p->data));
  if (j->s < j->end && *j->s == '.') {
    j->s++;
    while (j->s < j->end && *j->s >= '0' && *j->s <= '9') j->s++;
  }
  if (j->s < j->end && (*j->s == 'e' || *j->s == 'E')) {
    j->s++;
    if (j->s < j->end && (*j->s == '+' || *j->s == '-')) j->s++;
    while (j->s < j->end && *j->s >= '0' && *j->s <= '9') j->s++;
  }
  return true;
}

static const struct {
  const char *name;
  dtype t;
} st_dtypes[] = {{"F64", DT_F64}, {"F32", DT_F32},  {"F16", DT_F16}, {"BF16", DT_BF16},
                 {"I64", DT_I64}, {"I32", DT_I32},  {"I16", DT_I16}, {"I8", DT_I8},
                 {"U8", DT_U8},   {"BOOL", DT_BOOL}};

// "shape": [d0, d1, ...]
static bool st_shape(js *j, rt_param_entry *e, const char *key) {
  if (!js_expect(j, '[', "'[' starting a shape")) return false;
  e->rank = 0;
  if (!js_peek(j, ']'))
    for (;;) {
      uint64_t d = 0;
      if (e->rank == FACET_MAX_RANK)
        return pf_fail(j->p, "tensor '%s' has rank > %d", key, FACET_MAX_RANK);
      if (!js_uint(j, &d, "a shape dim")) return false;
      e->dims[e->rank++] = (int64_t)d;
      if (!js_peek(j, ',')) break;
      j->s++;
    }
  return js_expect(j, ']', "']' ending a shape");
}

// One tensor: {"dtype": ..., "shape": [...], "data_offsets": [b, e]}.
static bool st_tensor(js *j, const char *raw, size_t keylen, uint64_t data_start) {
  pf *p = j->p;
  char key[256]; // for messages
  PF_NAME(key, raw, keylen);
  rt_param_entry e = {.storage = RT_PARAM_DATA};
  bool have_dtype = false, have_shape = false, have_offsets = false;
  uint64_t begin = 0, end = 0;
  strbuf field = {.allocator = p->out->mem.allocator}, value = field;
  bool ok = js_expect(j, '{', "'{' starting a tensor");
  if (ok && !js_peek(j, '}'))
    for (;;) {
      ok = js_string(j, &field) && js_expect(j, ':', "':'");
      if (!ok) break;
      const char *f = sb_cstr(&field);
      bool *seen = !strcmp(f, "dtype")          ? &have_dtype
                   : !strcmp(f, "shape")        ? &have_shape
                   : !strcmp(f, "data_offsets") ? &have_offsets
                                                : NULL;
      if (seen && *seen) {
        ok = pf_fail(p, "tensor '%s': repeated field '%s'", key, f);
        break;
      }
      if (seen) *seen = true;
      if (!strcmp(f, "dtype")) {
        ok = js_string(j, &value);
        if (!ok) break;
        e.dtype = DT_INVALID;
        for (size_t i = 0; i < FACET_ARRAY_SIZE(st_dtypes); i++)
          if (!strcmp(sb_cstr(&value), st_dtypes[i].name)) e.dtype = st_dtypes[i].t;
        char type[64];
        e.type_name = arena_strdup(&p->out->mem, PF_NAME(type, sb_cstr(&value), value.len));
        if (!e.type_name) ok = pf_oom(p, "a dtype name");
      } else if (!strcmp(f, "shape")) {
        ok = st_shape(j, &e, key);
      } else if (!strcmp(f, "data_offsets")) {
        ok = js_expect(j, '[', "'[' starting data_offsets") && js_uint(j, &begin, "an offset") &&
             js_expect(j, ',', "','") && js_uint(j, &end, "an offset") &&
             js_expect(j, ']', "']' ending data_offsets");
      } else {
        ok = js_skip(j);
      }
      if (!ok || !js_peek(j, ',')) break;
      j->s++;
    }
  ok = ok && js_expect(j, '}', "'}' ending a tensor");
  sb_free(&field);
  sb_free(&value);
  if (!ok) return false;
  if (!have_dtype || !have_shape || !have_offsets)
    return pf_fail(p, "tensor '%s' lacks %s", key,
                   !have_dtype   ? "dtype"
                   : !have_shape ? "shape"
                                 : "data_offsets");
  uint64_t buffer = p->size - data_start;
  if (begin > end || end > buffer)
    return pf_fail(p, "tensor '%s': data_offsets [%llu, %llu] outside the %llu data bytes", key,
                   (unsigned long long)begin, (unsigned long long)end, (unsigned long long)buffer);
  e.offset = data_start + begin;
  e.length = end - begin;
  uint64_t want;
  if (e.dtype != DT_INVALID) {
    if (!pf_shape_bytes(e.dtype, e.rank, e.dims, &want))
      return pf_fail(p, "tensor '%s': shape overflows", key);
    if (want != e.length)
      return pf_fail(p, "tensor '%s': data_offsets hold %llu bytes, %s of its shape needs %llu",
                     key, (unsigned long long)e.length, e.type_name, (unsigned long long)want);
  }
  return pf_add(p, &e, raw, keylen);
}

enum { ST_MAX_HEADER = 100 * 1000 * 1000 }; // safetensors' own limit

static bool st_parse(pf *p) {
  p->format = "safetensors";
  if (p->size < 8)
    return pf_fail(p, "file is %zu bytes, shorter than the 8-byte header length", p->size);
  uint64_t n = pf_le(p->data, 8);
  if (n > p->size - 8)
    return pf_fail(p, "header length %llu exceeds the %zu bytes after it", (unsigned long long)n,
                   p->size - 8);
  if (n > ST_MAX_HEADER)
    return pf_fail(p, "header length %llu exceeds %d", (unsigned long long)n, ST_MAX_HEADER);
  js j = {p, (const char *)p->data + 8, (const char *)p->data + 8 + n, 0};
  strbuf key = {.allocator = p->out->mem.allocator};
  bool ok = js_expect(&j, '{', "'{' starting the header");
  if (ok && !js_peek(&j, '}'))
    for (;;) {
      ok = js_string(&j, &key) && js_expect(&j, ':', "':'");
      if (!ok) break;
      if (key.len == strlen("__metadata__") && !memcmp(sb_cstr(&key), "__metadata__", key.len))
        ok = js_skip(&j);
      else ok = st_tensor(&j, sb_cstr(&key), key.len, 8 + n);
      if (!ok || !js_peek(&j, ',')) break;
      j.s++;
    }
  ok = ok && js_expect(&j, '}', "'}' ending the header");
  sb_free(&key);
  js_ws(&j); // the header may be padded with spaces
  if (ok && j.s != j.end) ok = pf_fail(p, "JSON header: bytes after the closing '}'");
  return ok;
}

//
// IRPA
//
enum {
  IRPA_HEADER = 88,
  IRPA_ENTRY = 60,
  IRPA_SPLAT = 85,
  IRPA_DATA = 76,
  IRPA_MAX_HEADERS = 1024,
};

typedef struct irpa_seg {
  uint64_t offset, length; // absolute
} irpa_seg;

// A segment (offset relative to the header at `base`) within the file.
static bool irpa_segment(pf *p, const uint8_t *h, uint64_t base, const char *what, irpa_seg *s) {
  uint64_t off = pf_le(h, 8), len = pf_le(h + 8, 8);
  if (!pf_range_ok(off, len, p->size - base))
    return pf_fail(p, "%s segment [%llu, +%llu) runs past the end of the file", what,
                   (unsigned long long)off, (unsigned long long)len);
  s->offset = base + off;
  s->length = len;
  return true;
}

// A reference into the metadata segment.
static bool irpa_ref(pf *p, const uint8_t *r, const irpa_seg *meta, uint64_t i, const char *what,
                     const uint8_t **out, uint64_t *len) {
  uint64_t off = pf_le(r, 8);
  *len = pf_le(r + 8, 8);
  if (!pf_range_ok(off, *len, meta->length))
    return pf_fail(p, "entry %llu: %s [%llu, +%llu) outside the metadata segment",
                   (unsigned long long)i, what, (unsigned long long)off, (unsigned long long)*len);
  *out = p->data + meta->offset + off;
  return true;
}

// "96x64xf16" (or "f32"): the tensor type facet-params writes as metadata.
static void irpa_type(rt_param_entry *e, const uint8_t *s, uint64_t n) {
  uint64_t x = n;
  while (x > 0 && s[x - 1] != 'x') x--;
  dtype t = dtype_from_name((const char *)s + x, (size_t)(n - x));
  if (t == DT_INVALID || n > 200) return;
  int rank = 0;
  int64_t dims[FACET_MAX_RANK];
  for (uint64_t i = 0; x > 0 && i < x;) {
    if (rank == FACET_MAX_RANK) return;
    int64_t v = 0;
    uint64_t start = i;
    while (i < x - 1 && s[i] >= '0' && s[i] <= '9') {
      if (__builtin_mul_overflow(v, 10, &v) || __builtin_add_overflow(v, s[i] - '0', &v)) return;
      i++;
    }
    if (i == start || s[i] != 'x') return;
    dims[rank++] = v;
    i++;
  }
  uint64_t bytes;
  if (!pf_shape_bytes(t, rank, dims, &bytes) || bytes != e->length) return; // not a claim we trust
  e->dtype = t;
  e->type_name = dtype_name(t);
  e->rank = rank;
  memcpy(e->dims, dims, sizeof *dims * (size_t)rank);
}

static bool irpa_entry(pf *p, const uint8_t *h, uint64_t size, uint64_t i, const irpa_seg *meta,
                       const irpa_seg *storage) {
  uint32_t type = (uint32_t)pf_le(h + 8, 4);
  const uint8_t *name, *blob;
  uint64_t name_len, blob_len;
  if (!irpa_ref(p, h + 20, meta, i, "name", &name, &name_len) ||
      !irpa_ref(p, h + 36, meta, i, "metadata", &blob, &blob_len))
    return false;
  rt_param_entry e = {.rank = -1};
  char nm[256];
  PF_NAME(nm, name, name_len);
  if (type == 0) return true; // SKIP
  if (type == 1) {            // SPLAT
    if (size < IRPA_SPLAT)
      return pf_fail(p, "entry %llu: splat entry of %llu bytes", (unsigned long long)i,
                     (unsigned long long)size);
    e.storage = RT_PARAM_SPLAT;
    e.length = pf_le(h + 60, 8);
    memcpy(e.pattern, h + 68, 16);
    e.pattern_length = h[84];
    uint8_t pl = e.pattern_length;
    if (pl != 1 && pl != 2 && pl != 4 && pl != 8 && pl != 16)
      return pf_fail(p, "entry '%s': splat pattern length %u", nm, pl);
    if (e.length % pl)
      return pf_fail(p, "entry '%s': splat length %llu is not a multiple of %u", nm,
                     (unsigned long long)e.length, pl);
  } else if (type == 2) { // DATA
    if (size < IRPA_DATA)
      return pf_fail(p, "entry %llu: data entry of %llu bytes", (unsigned long long)i,
                     (unsigned long long)size);
    uint64_t off = pf_le(h + 60, 8);
    e.length = pf_le(h + 68, 8);
    if (!pf_range_ok(off, e.length, storage->length))
      return pf_fail(p, "entry '%s': data [%llu, +%llu) outside the storage segment (%llu bytes)",
                     nm, (unsigned long long)off, (unsigned long long)e.length,
                     (unsigned long long)storage->length);
    e.storage = RT_PARAM_DATA;
    e.offset = storage->offset + off;
  } else if (type == 3) {
    return pf_fail(p, "entry '%s' refers to an external file, which facet does not read", nm);
  } else {
    return pf_fail(p, "entry %llu has unknown type %u", (unsigned long long)i, type);
  }
  irpa_type(&e, blob, blob_len);
  return pf_add(p, &e, (const char *)name, (size_t)name_len);
}

// One archive header at `base` and its entries; *next = 0 when it is the last.
static bool irpa_archive(pf *p, uint64_t base, uint64_t *next) {
  if (p->size - base < 32)
    return pf_fail(p, "truncated header at offset %llu", (unsigned long long)base);
  const uint8_t *h = p->data + base;
  if (pf_le(h, 4) != 0x41505249u)
    return pf_fail(p, "no IRPA magic at offset %llu", (unsigned long long)base);
  unsigned major = (unsigned)pf_le(h + 4, 2), minor = (unsigned)pf_le(h + 6, 2);
  if (major != 0 || minor != 0) return pf_fail(p, "version %u.%u, facet reads 0.0", major, minor);
  uint64_t header_size = pf_le(h + 8, 8);
  *next = pf_le(h + 16, 8);
  if (header_size != IRPA_HEADER || p->size - base < IRPA_HEADER)
    return pf_fail(p, "header size %llu (file has %llu bytes from the header), expected %d",
                   (unsigned long long)header_size, (unsigned long long)(p->size - base),
                   IRPA_HEADER);
  uint64_t count = pf_le(h + 32, 8);
  irpa_seg entries, meta, storage;
  if (!irpa_segment(p, h + 40, base, "entry", &entries) ||
      !irpa_segment(p, h + 56, base, "metadata", &meta) ||
      !irpa_segment(p, h + 72, base, "storage", &storage))
    return false;
  if (count > entries.length / IRPA_ENTRY)
    return pf_fail(p, "entry count %llu exceeds what the %llu-byte entry segment holds",
                   (unsigned long long)count, (unsigned long long)entries.length);
  uint64_t at = entries.offset, left = entries.length;
  for (uint64_t i = 0; i < count; i++) {
    if (left < IRPA_ENTRY)
      return pf_fail(p, "entry %llu: entry table truncated", (unsigned long long)i);
    const uint8_t *e = p->data + at;
    uint64_t size = pf_le(e, 8);
    if (size < IRPA_ENTRY || size > left)
      return pf_fail(p, "entry %llu: size %llu (%llu bytes left in the table)",
                     (unsigned long long)i, (unsigned long long)size, (unsigned long long)left);
    if (!irpa_entry(p, e, size, i, &meta, &storage)) return false;
    uint64_t step = (size + 15) & ~(uint64_t)15;
    step = step < left ? step : left;
    at += step;
    left -= step;
  }
  return true;
}

static bool irpa_parse(pf *p) {
  p->format = "irpa";
  uint64_t base = 0, next = 0;
  for (int k = 0;; k++) {
    if (k == IRPA_MAX_HEADERS) return pf_fail(p, "more than %d linked headers", IRPA_MAX_HEADERS);
    if (!irpa_archive(p, base, &next)) return false;
    if (next == 0) return true;
    if (next >= p->size - base)
      return pf_fail(p, "next header offset %llu runs past the end", (unsigned long long)next);
    base += next;
  }
}

//
// GGUF
//
typedef struct gg {
  pf *p;
  uint64_t at; // read position
} gg;

static bool gg_need(gg *g, uint64_t n, const char *what) {
  if (n > g->p->size - g->at)
    return pf_fail(g->p, "truncated reading %s at offset %llu", what, (unsigned long long)g->at);
  return true;
}

static bool gg_uint(gg *g, int n, uint64_t *v, const char *what) {
  if (!gg_need(g, (uint64_t)n, what)) return false;
  *v = pf_le(g->p->data + g->at, n);
  g->at += (uint64_t)n;
  return true;
}

static bool gg_string(gg *g, const uint8_t **s, uint64_t *n, const char *what) {
  if (!gg_uint(g, 8, n, what) || !gg_need(g, *n, what)) return false;
  *s = g->p->data + g->at;
  g->at += *n;
  return true;
}

// Bytes of a scalar GGUF value type (0 for string, array and unknown).
static int gg_scalar_size(uint64_t type) {
  static const int sizes[13] = {1, 1, 2, 2, 4, 4, 4, 1, 0, 0, 8, 8, 8};
  return type < 13 ? sizes[type] : 0;
}

// Skips one value of `type` (arrays nest at most 4 deep).
static bool gg_skip(gg *g, uint64_t type, int depth) {
  if (type == 8) {
    const uint8_t *s;
    uint64_t n;
    return gg_string(g, &s, &n, "a string value");
  }
  if (type == 9) {
    uint64_t elem, count;
    if (depth > 4) return pf_fail(g->p, "arrays nested too deeply");
    if (!gg_uint(g, 4, &elem, "an array type") || !gg_uint(g, 8, &count, "an array length"))
      return false;
    int size = gg_scalar_size(elem);
    if (size) {
      if (count > (g->p->size - g->at) / (uint64_t)size)
        return pf_fail(g->p, "array of %llu elements runs past the end", (unsigned long long)count);
      g->at += count * (uint64_t)size;
      return true;
    }
    if (elem != 8 && elem != 9)
      return pf_fail(g->p, "unknown value type %llu", (unsigned long long)elem);
    if (count > (g->p->size - g->at) / 8) // each string or array takes >= 8 bytes
      return pf_fail(g->p, "array of %llu elements runs past the end", (unsigned long long)count);
    for (uint64_t i = 0; i < count; i++)
      if (!gg_skip(g, elem, depth + 1)) return false;
    return true;
  }
  int size = gg_scalar_size(type);
  if (!size) return pf_fail(g->p, "unknown value type %llu", (unsigned long long)type);
  if (!gg_need(g, (uint64_t)size, "a value")) return false;
  g->at += (uint64_t)size;
  return true;
}

// The bytes of a block-quantized tensor: its rows (the innermost dim) are
// whole blocks of q, as ggml requires (its own gguf reader refuses others).
static bool gg_quant_length(pf *p, const quant_info *q, rt_param_entry *e, const char *nm) {
  uint64_t inner = e->rank ? (uint64_t)e->dims[e->rank - 1] : 1, elems = inner, n = 0;
  if (inner % q->block_elems)
    return pf_fail(p, "tensor '%s' (%s): innermost dim %llu is not a multiple of the block size %u",
                   nm, q->name, (unsigned long long)inner, q->block_elems);
  for (int d = 0; d < e->rank - 1; d++)
    if (__builtin_mul_overflow(elems, (uint64_t)e->dims[d], &elems))
      return pf_fail(p, "tensor '%s': shape overflows", nm);
  if (!quant_bytes(q, elems, &n)) return pf_fail(p, "tensor '%s': shape overflows", nm);
  e->length = n;
  return true;
}

// ggml types facet has a dtype for (F32 0, F16 1, I8 24, I16 25, I32 26,
// I64 27, F64 28, BF16 30); others (quantized) are DT_INVALID.
static dtype gg_dtype(uint64_t t) {
  switch (t) {
  case 0: return DT_F32;
  case 1: return DT_F16;
  case 24: return DT_I8;
  case 25: return DT_I16;
  case 26: return DT_I32;
  case 27: return DT_I64;
  case 28: return DT_F64;
  case 30: return DT_BF16;
  default: return DT_INVALID;
  }
}

static bool gg_parse(pf *p) {
  p->format = "gguf";
  gg g = {p, 4};
  uint64_t version, tensors, kvs, alignment = 32;
  if (!gg_uint(&g, 4, &version, "the version")) return false;
  if (version != 2 && version != 3)
    return pf_fail(p, "version %llu, facet reads 2 and 3", (unsigned long long)version);
  if (!gg_uint(&g, 8, &tensors, "the tensor count") || !gg_uint(&g, 8, &kvs, "the key count"))
    return false;
  if (kvs > (p->size - g.at) / 12)
    return pf_fail(p, "key count %llu exceeds the file", (unsigned long long)kvs);
  for (uint64_t i = 0; i < kvs; i++) {
    const uint8_t *key;
    uint64_t n, type;
    if (!gg_string(&g, &key, &n, "a key") || !gg_uint(&g, 4, &type, "a value type")) return false;
    if (n == 17 && !memcmp(key, "general.alignment", 17)) {
      if (type != 4) return pf_fail(p, "general.alignment is not a u32");
      if (!gg_uint(&g, 4, &alignment, "general.alignment")) return false;
      if (alignment == 0 || (alignment & (alignment - 1)) || alignment > 65536)
        return pf_fail(p, "general.alignment %llu is not a power of two <= 65536",
                       (unsigned long long)alignment);
    } else if (!gg_skip(&g, type, 0)) {
      return false;
    }
  }
  if (tensors > (p->size - g.at) / 24)
    return pf_fail(p, "tensor count %llu exceeds the file", (unsigned long long)tensors);
  bool ok = true; // offsets are relative to the data section until fixed up below
  for (uint64_t i = 0; ok && i < tensors; i++) {
    const uint8_t *name;
    uint64_t n = 0, n_dims = 0, type = 0, offset = 0;
    rt_param_entry e = {.storage = RT_PARAM_DATA};
    ok = gg_string(&g, &name, &n, "a tensor name") && gg_uint(&g, 4, &n_dims, "n_dims");
    char nm[256] = "";
    if (ok) PF_NAME(nm, name, n);
    if (ok && n_dims > FACET_MAX_RANK)
      ok = pf_fail(p, "tensor '%s' has %llu dims", nm, (unsigned long long)n_dims);
    e.rank = (int)n_dims;
    for (uint64_t d = 0; ok && d < n_dims; d++) { // ne[0] is innermost: reverse
      uint64_t v;
      ok = gg_uint(&g, 8, &v, "a dim");
      if (ok && v > (uint64_t)INT64_MAX) ok = pf_fail(p, "tensor '%s': dim too large", nm);
      e.dims[n_dims - 1 - d] = (int64_t)v;
    }
    ok = ok && gg_uint(&g, 4, &type, "a tensor type") && gg_uint(&g, 8, &offset, "an offset");
    if (!ok) break;
    e.dtype = gg_dtype(type);
    const quant_info *q = e.dtype ? NULL : quant_find(type);
    e.quant = q ? q->type : QUANT_NONE;
    e.type_name = e.dtype ? dtype_name(e.dtype)
                  : q     ? q->name
                          : arena_printf(&p->out->mem, "ggml type %llu", (unsigned long long)type);
    if (!e.type_name) ok = pf_oom(p, "a dtype name");
    if (ok && offset % alignment)
      ok = pf_fail(p, "tensor '%s': offset %llu is not a multiple of %llu", nm,
                   (unsigned long long)offset, (unsigned long long)alignment);
    if (ok && e.dtype && !pf_shape_bytes(e.dtype, e.rank, e.dims, &e.length))
      ok = pf_fail(p, "tensor '%s': shape overflows", nm);
    if (ok && q) ok = gg_quant_length(p, q, &e, nm);
    e.offset = offset;
    ok = ok && pf_add(p, &e, (const char *)name, (size_t)n);
  }
  uint64_t data = (g.at + alignment - 1) & ~(alignment - 1);
  if (ok && data > p->size) ok = pf_fail(p, "data section starts past the end of the file");
  for (size_t i = 0; ok && i < p->out->count; i++) {
    rt_param_entry *e = &p->out->entries[i];
    char nm[256];
    if (!pf_range_ok(e->offset, e->length, p->size - data))
      ok = pf_fail(p, "tensor '%s': data [%llu, +%llu) runs past the end of the file",
                   PF_NAME(nm, e->key, strlen(e->key)), (unsigned long long)e->offset,
                   (unsigned long long)e->length);
    e->offset += data;
  }
  return ok;
}

//
// The index
//
facet_status_t rt_params_parse(const uint8_t *data, size_t size, const facet_allocator_t *a,
                               rt_param_file *out) {
  memset(out, 0, sizeof *out);
  out->fd = -1;
  out->allocator = a ? *a : facet_allocator_system();
  out->mem.allocator = rt_mem_allocator(&out->allocator);
  out->index.allocator = out->mem.allocator;
  pf p = {data, size, out, "unknown format", 0, false, ""};
  bool ok;
  if (size >= 4 && !memcmp(data, "IRPA", 4)) ok = irpa_parse(&p);
  else if (size >= 4 && !memcmp(data, "GGUF", 4)) ok = gg_parse(&p);
  else if (size >= 9 && data[8] == '{') ok = st_parse(&p);
  else ok = pf_fail(&p, "not safetensors, IRPA or GGUF (%zu bytes)", size);
  out->format = p.format;
  out->data = data;
  out->size = size;
  if (ok) return NULL;
  rt_params_close(out);
  return p.oom ? status_oom("%s", p.err) : status_new(FACET_STATUS_DATA_LOSS, "%s", p.err);
}

rt_param_identity rt_params_identity(const struct stat *st) {
  return (rt_param_identity){(uint64_t)st->st_dev, (uint64_t)st->st_ino, (uint64_t)st->st_size,
                             (int64_t)st->st_mtim.tv_sec, (int64_t)st->st_mtim.tv_nsec};
}

facet_status_t rt_params_open(const char *path, const facet_allocator_t *a, rt_param_file *out) {
  memset(out, 0, sizeof *out);
  out->fd = -1;
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  struct stat st;
  if (fd < 0 || fstat(fd, &st) != 0) {
    facet_status_t s =
        status_new(FACET_STATUS_NOT_FOUND, "cannot open %s: %s", path, strerror(errno));
    if (fd >= 0) close(fd);
    return s;
  }
  if (!S_ISREG(st.st_mode) || st.st_size == 0) {
    close(fd);
    if (S_ISREG(st.st_mode))
      return status_new(FACET_STATUS_DATA_LOSS, "%s: bad parameter file: the file is empty", path);
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "cannot read %s: not a regular file", path);
  }
  size_t size = (size_t)st.st_size;
  void *map = mmap(NULL, size, PROT_READ, MAP_PRIVATE, fd, 0);
  if (map == MAP_FAILED) {
    facet_status_t s =
        status_new(FACET_STATUS_UNAVAILABLE, "cannot map %s: %s", path, strerror(errno));
    close(fd);
    return s;
  }
  facet_status_t s = rt_params_parse(map, size, a, out);
  if (s) {
    munmap(map, size);
    close(fd);
    return status_annotate(s, "%s", path);
  }
  out->map = map;
  out->fd = fd; // kept for rt_params_check
  out->identity = rt_params_identity(&st);
  return NULL;
}

void rt_params_close(rt_param_file *f) {
  if (f->map) munmap(f->map, f->size);
  if (f->fd >= 0) close(f->fd);
  hashmap_free(&f->index);
  arena_free(&f->mem);
  if (f->entries) rt_free(&f->allocator, f->entries);
  memset(f, 0, sizeof *f);
  f->fd = -1;
}

facet_status_t rt_file_check(int fd, rt_param_identity was, const char *what, const char *path,
                             const char *since) {
  struct stat st;
  if (fstat(fd, &st) != 0)
    return status_new(FACET_STATUS_UNAVAILABLE, "cannot check %s %s: %s", what, path,
                      strerror(errno));
  rt_param_identity now = rt_params_identity(&st);
  if (now.size != was.size)
    return status_new(FACET_STATUS_DATA_LOSS,
                      "%s %s changed size from %llu to %llu bytes since it was %s "
                      "(rewrite %ss by renaming a new file into place)",
                      what, path, (unsigned long long)was.size, (unsigned long long)now.size, since,
                      what);
  if (now.mtime_sec != was.mtime_sec || now.mtime_nsec != was.mtime_nsec)
    return status_new(FACET_STATUS_DATA_LOSS,
                      "%s %s was modified in place since it was %s (rewrite %ss by renaming a "
                      "new file into place)",
                      what, path, since, what);
  return NULL;
}

facet_status_t rt_params_check(const rt_param_file *f, const char *path) {
  if (f->fd < 0) return NULL;
  return rt_file_check(f->fd, f->identity, "parameter file", path, "added");
}

const rt_param_entry *rt_params_find(const rt_param_file *f, const char *key) {
  uintptr_t i = (uintptr_t)hashmap_get(&f->index, key, strlen(key));
  return i ? &f->entries[i - 1] : NULL;
}

// Equal once their dims of size 1 are dropped: the same elements in the same
// order (a GGUF holds a norm as [H] where an export declares [1, H]).
static bool same_but_ones(const int64_t *a, int an, const int64_t *b, int bn) {
  int i = 0, j = 0;
  for (;;) {
    while (i < an && a[i] == 1) i++;
    while (j < bn && b[j] == 1) j++;
    if (i == an || j == bn) return i == an && j == bn;
    if (a[i++] != b[j++]) return false;
  }
}

bool rt_params_match(const rt_param_entry *e, dtype t, uint32_t rank, const int64_t *dims,
                     char *why, size_t whyn) {
  uint64_t want = 0;
  bool sized = pf_shape_bytes(t, (int)rank, dims, &want);
  if (e->quant) {
    char shape[160] = "";
    for (int i = 0, at = 0; i < e->rank && at < (int)sizeof shape; i++)
      at += snprintf(shape + at, sizeof shape - (size_t)at, "%lldx", (long long)e->dims[i]);
    snprintf(why, whyn,
             "is %s%s, ggml's block-quantized type: it binds as a float tensor or as planes "
             "(rt_params_view_match), not as bytes",
             shape, e->type_name);
  } else if (e->type_name && e->dtype == DT_INVALID) {
    snprintf(why, whyn, "has dtype %s, which facet does not support", e->type_name);
  } else if (e->rank >= 0) {
    bool same = e->dtype == t && same_but_ones(e->dims, e->rank, dims, (int)rank);
    if (same) return true;
    char shape[256];
    snprintf(
        why, whyn, "is %s",
        rt_shape_format(shape, sizeof shape, (facet_dtype_t)e->dtype, (uint32_t)e->rank, e->dims));
  } else { // IRPA without a type: bytes only
    if (sized && e->length == want) return true;
    snprintf(why, whyn, "has %llu bytes", (unsigned long long)e->length);
  }
  return false;
}

const void *rt_params_data(const rt_param_file *f, const rt_param_entry *e) {
  return e->storage == RT_PARAM_DATA ? f->data + e->offset : NULL;
}

void rt_params_fill(const rt_param_file *f, const rt_param_entry *e, void *dst) {
  if (e->storage == RT_PARAM_DATA) {
    if (e->length) memcpy(dst, f->data + e->offset, e->length);
    return;
  }
  uint8_t *d = dst;
  for (uint64_t i = 0; i < e->length; i += e->pattern_length)
    memcpy(d + i, e->pattern, e->pattern_length);
}
