// bytecode.c: MLIR bytecode (.mlirbc) -> MLIR text in the generic op form.
//
// MLIR writes a module in a binary form too (mlir/docs/BytecodeFormat.md:
// `mlir-opt --emit-bytecode`, torch-mlir's and iree-turbine's
// `write_bytecode`). facet reads it by turning it into the generic-form
// text MLIR would print for it (`"torch.aten.exp"(%v1) : (T) -> T`), which
// the parser and generic_form.c already read; the importer sees no
// difference. Locations in the bytecode are dropped: diagnostics name the
// lines of that text (facet-opt --emit-text shows it... no: see
// docs/mlir-syntax.md, "MLIR bytecode").
//
// File layout (all integers are MLIR's prefix varints, little-endian):
//
//   magic "ML\xefR" | version: varint (0..6 read) | producer: NUL-ended string
//   sections: (id | aligned << 7): byte, length: varint,
//             [alignment: varint, 0xCB padding], data
//     0 strings      count, sizes in reverse order, the NUL-ended bytes
//     1 dialects     count, names (v1+: name << 1 | has-version, then a
//                    version section 7), [v4+: op count], op names grouped
//                    by dialect (v5+: name << 1 | was-registered)
//     2 attr/type    the entries' bytes, back to back
//     3 offsets      attr count, type count, groups (dialect, count,
//                    size << 1 | custom-encoding)
//     4 IR           the top-level block
//     5/6 resources  blobs (dense_resource data) and their offsets by group
//     8 properties   count, then (size, bytes) per op's properties (v5+)
//
// An entry without custom encoding is its text (NUL-ended); the builtin
// dialect's own encodings (BuiltinDialectBytecode.td) are decoded here;
// any other dialect's own encoding is refused ("bad bytecode: ...").
// Properties of ops that were registered when written (v5+) are each op's
// ODS encoding: its attributes in name order, optional ones as flagged
// indices, segment sizes last; the table `ods_props` lists the ops read.
//
// Every read is checked against the end of its section; counts are bounded
// by the bytes left; nesting is bounded; the text is bounded by 64 bytes
// per input byte plus 64 MiB. Errors stop the read at once (longjmp to
// bytecode_to_text), with nothing leaked: all memory is the arena's.
#include "frontend_internal.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { BC_MAX_VERSION = 6, BC_MAX_DEPTH = 200, BC_SECTIONS = 9 };

typedef struct rd {
  const uint8_t *p, *end;
} rd;

// An attribute or type of the table: where its bytes are, and once read
// its text (and for types what printing attributes of it needs).
enum { TY_OTHER, TY_INT, TY_INDEX, TY_FLOAT, TY_SHAPED };
typedef struct entry {
  uint64_t dialect;
  bool custom;
  const uint8_t *data;
  size_t size;
  uint8_t state; // 0 unread, 1 being read (a cycle if seen again), 2 read
  const char *text;
  int kind, width, sign; // TY_INT: width, sign (0 signless, 1 si, 2 ui); TY_FLOAT: width
  int64_t numel;         // TY_SHAPED: element count (-1 unknown)
  uint64_t elem;         // TY_SHAPED: element type index
} entry;

typedef struct opname {
  const char *name; // "torch.aten.exp"
  int registered;   // -1 unknown (before v5)
} opname;

typedef struct scope {
  uint64_t *vals; // value index -> name number + 1 (0: not yet named)
  size_t len, cap;
  size_t *next; // per open region, the next value index it defines
  size_t nnext, capnext;
} scope;

typedef struct bc {
  const uint8_t *base;
  size_t len;
  uint64_t version;
  jmp_buf fail;
  char *err;
  size_t errsize;
  arena mem;
  const char **str;
  size_t *str_len;
  uint64_t nstr;
  const char **dialect;
  uint64_t ndialect;
  opname *ops;
  uint64_t nops;
  entry *attrs, *types;
  uint64_t nattrs, ntypes;
  const char **res_keys;
  uint64_t nres;
  strbuf res_text; // the builtin blobs, `key: "0x..."` each
  const uint8_t **props;
  size_t *props_size;
  uint64_t nprops;
  strbuf out;
  size_t out_cap, cached; // the bound on the text; the bytes of entry texts so far
  scope *scopes;
  int nscopes, depth;
  uint64_t next_name;
  uint64_t *name_type; // value name N -> its type index + 1 (0: used, not yet defined)
  size_t name_cap;
  strbuf text;                      // the result
  strbuf tmp[2 * BC_MAX_DEPTH + 8]; // text being built, innermost last (freed on failure)
  int ntmp;
} bc;

static _Noreturn void fail(bc *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

// Scratch text, opened and closed in nesting order.
static strbuf *tmp_open(bc *b) {
  if (b->ntmp >= (int)(sizeof b->tmp / sizeof *b->tmp)) fail(b, "nested too deep");
  b->tmp[b->ntmp] = (strbuf){0};
  return &b->tmp[b->ntmp++];
}

static const char *tmp_close(bc *b) {
  strbuf *sb = &b->tmp[--b->ntmp];
  const char *s = arena_strndup(&b->mem, sb_cstr(sb), sb->len);
  sb_free(sb);
  return s;
}

static _Noreturn void fail(bc *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = snprintf(b->err, b->errsize, "bad bytecode: ");
  if (n >= 0 && (size_t)n < b->errsize) vsnprintf(b->err + n, b->errsize - (size_t)n, fmt, ap);
  va_end(ap);
  longjmp(b->fail, 1);
}

//
// primitives
//
static size_t left(const rd *r) { return (size_t)(r->end - r->p); }

static uint8_t byte(bc *b, rd *r) {
  if (r->p >= r->end) fail(b, "unexpected end of data at offset %zu", (size_t)(r->p - b->base));
  return *r->p++;
}

static const uint8_t *bytes(bc *b, rd *r, uint64_t n) {
  if (n > left(r))
    fail(b, "%llu bytes expected at offset %zu, %zu left", (unsigned long long)n,
         (size_t)(r->p - b->base), left(r));
  const uint8_t *p = r->p;
  r->p += n;
  return p;
}

// PrefixVarInt: the count of trailing zero bits of the first byte is the
// count of bytes that follow; a first byte of 0 is followed by 8 bytes.
// False when the data ends first.
static bool get_varint(rd *r, uint64_t *out) {
  if (r->p >= r->end) return false;
  uint8_t first = *r->p;
  int extra = first == 0 ? 8 : __builtin_ctz(first);
  if ((size_t)extra + 1 > left(r)) return false;
  const uint8_t *p = r->p + 1;
  r->p += extra + 1;
  if (first & 1) {
    *out = first >> 1;
    return true;
  }
  uint64_t v = first == 0 ? 0 : first;
  for (int i = 0; i < extra; i++) v |= (uint64_t)p[i] << (8 * (i + (first != 0)));
  *out = first == 0 ? v : v >> (extra + 1);
  return true;
}

static uint64_t varint(bc *b, rd *r) {
  uint64_t v;
  if (!get_varint(r, &v)) fail(b, "unexpected end of data at offset %zu", (size_t)(r->p - b->base));
  return v;
}

static int64_t svarint(bc *b, rd *r) {
  uint64_t v = varint(b, r);
  return (int64_t)((v >> 1) ^ (~(v & 1) + 1));
}

static uint64_t varint_flag(bc *b, rd *r, bool *flag) {
  uint64_t v = varint(b, r);
  *flag = v & 1;
  return v >> 1;
}

// A count of things that each take at least one byte of r.
static uint64_t count(bc *b, rd *r, const char *what) {
  uint64_t n = varint(b, r);
  if (n > left(r))
    fail(b, "%s count %llu exceeds the %zu bytes left", what, (unsigned long long)n, left(r));
  return n;
}

static const char *string_at(bc *b, uint64_t i) {
  if (i >= b->nstr)
    fail(b, "string index %llu out of range (%llu strings)", (unsigned long long)i,
         (unsigned long long)b->nstr);
  return b->str[i];
}

// Padding to `align` (a power of two) relative to the start of the file,
// as MLIR's writer lays it out; the padding bytes are 0xCB.
static void align_to(bc *b, rd *r, uint64_t align) {
  if (!align || (align & (align - 1)) || align > 4096)
    fail(b, "alignment %llu is no power of two up to 4096", (unsigned long long)align);
  while ((size_t)(r->p - b->base) & (align - 1))
    if (byte(b, r) != 0xCB) fail(b, "alignment padding byte is not 0xCB");
}

static rd section(bc *b, rd *r, int *id) {
  uint8_t h = byte(b, r);
  uint64_t n = varint(b, r);
  *id = h & 0x7f;
  if (*id >= BC_SECTIONS) fail(b, "unknown section id %d", *id);
  if (h & 0x80) align_to(b, r, varint(b, r));
  const uint8_t *p = bytes(b, r, n);
  return (rd){p, p + n};
}

static void check_out(bc *b) {
  if (b->out.len > b->out_cap) fail(b, "the module's text would exceed %zu bytes", b->out_cap);
}

//
// text helpers
//
static bool is_bare_id(const char *s) {
  if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || *s == '_')) return false;
  for (s++; *s; s++)
    if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') ||
          *s == '_' || *s == '$' || *s == '.'))
      return false;
  return true;
}

static void put_string(strbuf *sb, const char *s, size_t n) {
  sb_putc(sb, '"');
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '"' || c == '\\') sb_printf(sb, "\\%c", c);
    else if (c < 0x20 || c >= 0x7f) sb_printf(sb, "\\%02X", c);
    else sb_putc(sb, (char)c);
  }
  sb_putc(sb, '"');
}

static void put_hex_digits(strbuf *sb, const uint8_t *p, size_t n) {
  static const char digits[] = "0123456789ABCDEF";
  for (size_t i = 0; i < n; i++) {
    sb_putc(sb, digits[p[i] >> 4]);
    sb_putc(sb, digits[p[i] & 15]);
  }
}

static void put_hex(strbuf *sb, const uint8_t *p, size_t n) {
  sb_append(sb, "\"0x");
  put_hex_digits(sb, p, n);
  sb_putc(sb, '"');
}

//
// attributes and types
//
static const entry *type_at(bc *b, uint64_t i);
static const char *attr_text(bc *b, uint64_t i);

static const char *type_text(bc *b, uint64_t i) { return type_at(b, i)->text; }

static uint64_t read_type_ref(bc *b, rd *r) {
  uint64_t i = varint(b, r);
  type_at(b, i);
  return i;
}

// The string of a StringAttr referenced by index (dictionary keys, symbol
// names, file names): its text is the quoted string; we want the bytes.
static const char *string_attr(bc *b, uint64_t i) {
  if (i >= b->nattrs) fail(b, "attribute index %llu out of range", (unsigned long long)i);
  const entry *e = &b->attrs[i];
  attr_text(b, i);
  if (!e->custom || strcmp(b->dialect[e->dialect], "builtin") != 0 || e->size < 1 ||
      (e->data[0] >> 1) != 2)
    fail(b, "attribute %llu should be a string", (unsigned long long)i);
  rd r = {e->data, e->data + e->size};
  varint(b, &r);
  return string_at(b, varint(b, &r));
}

static void put_symbol(strbuf *sb, const char *s) {
  sb_putc(sb, '@');
  if (is_bare_id(s)) sb_append(sb, s);
  else put_string(sb, s, strlen(s));
}

static void put_shape(bc *b, rd *r, strbuf *sb, int64_t *numel) {
  uint64_t rank = count(b, r, "rank");
  *numel = 1;
  for (uint64_t d = 0; d < rank; d++) {
    int64_t v = svarint(b, r);
    if (v == INT64_MIN || v < 0) {
      sb_append(sb, "?x");
      *numel = -1;
    } else {
      sb_printf(sb, "%lldx", (long long)v);
      if (*numel >= 0) *numel = v && *numel > INT64_MAX / v ? -1 : *numel * v;
    }
  }
}

// A builtin type (BuiltinDialectBytecode.td's codes) into e.
static void builtin_type(bc *b, rd *r, entry *e) {
  static const char *const simple[] = {[1] = "index", [3] = "bf16", [4] = "f16",  [5] = "f32",
                                       [6] = "f64",   [7] = "f80",  [8] = "f128", [12] = "none"};
  static const int float_width[] = {[3] = 16, [4] = 16, [5] = 32, [6] = 64, [7] = 80, [8] = 128};
  strbuf *sb = tmp_open(b);
  uint64_t code = varint(b, r);
  switch (code) {
  case 0: {
    uint64_t ws = varint(b, r);
    if ((ws & 3) == 3 || (ws >> 2) == 0 || (ws >> 2) > 65536) fail(b, "bad integer type");
    e->kind = TY_INT;
    e->width = (int)(ws >> 2);
    e->sign = (int)(ws & 3);
    sb_printf(sb, "%s%d", e->sign == 0 ? "i" : e->sign == 1 ? "si" : "ui", e->width);
    break;
  }
  case 1:
  case 3:
  case 4:
  case 5:
  case 6:
  case 7:
  case 8:
  case 12:
    sb_append(sb, simple[code]);
    e->kind = code == 1 ? TY_INDEX : code == 12 ? TY_OTHER : TY_FLOAT;
    e->width = code == 1 ? 64 : code == 12 ? 0 : float_width[code];
    break;
  case 2: { // function
    sb_putc(sb, '(');
    for (uint64_t i = 0, n = count(b, r, "inputs"); i < n; i++)
      sb_printf(sb, "%s%s", i ? ", " : "", type_text(b, varint(b, r)));
    sb_append(sb, ") -> (");
    for (uint64_t i = 0, n = count(b, r, "results"); i < n; i++)
      sb_printf(sb, "%s%s", i ? ", " : "", type_text(b, varint(b, r)));
    sb_putc(sb, ')');
    break;
  }
  case 9: sb_printf(sb, "complex<%s>", type_text(b, varint(b, r))); break;
  case 10:
  case 11: { // memref (11: with a memory space first)
    const char *space = code == 11 ? attr_text(b, varint(b, r)) : NULL;
    sb_append(sb, "memref<");
    int64_t n;
    put_shape(b, r, sb, &n);
    sb_append(sb, type_text(b, varint(b, r)));
    sb_printf(sb, ", %s", attr_text(b, varint(b, r)));
    if (space) sb_printf(sb, ", %s", space);
    sb_putc(sb, '>');
    break;
  }
  case 13:
  case 14:
  case 19: { // tensor, tensor with encoding, vector
    const char *enc = code == 14 ? attr_text(b, varint(b, r)) : NULL;
    sb_append(sb, code == 19 ? "vector<" : "tensor<");
    put_shape(b, r, sb, &e->numel);
    e->elem = read_type_ref(b, r);
    sb_append(sb, type_text(b, e->elem));
    if (enc) sb_printf(sb, ", %s", enc);
    sb_putc(sb, '>');
    e->kind = TY_SHAPED;
    break;
  }
  case 15:
    sb_append(sb, "tuple<");
    for (uint64_t i = 0, n = count(b, r, "tuple"); i < n; i++)
      sb_printf(sb, "%s%s", i ? ", " : "", type_text(b, varint(b, r)));
    sb_putc(sb, '>');
    break;
  case 16:
  case 17: { // unranked memref
    const char *space = code == 17 ? attr_text(b, varint(b, r)) : NULL;
    sb_printf(sb, "memref<*x%s", type_text(b, varint(b, r)));
    if (space) sb_printf(sb, ", %s", space);
    sb_putc(sb, '>');
    break;
  }
  case 18: sb_printf(sb, "tensor<*x%s>", type_text(b, varint(b, r))); break;
  default: fail(b, "builtin type code %llu is not read", (unsigned long long)code);
  }
  e->text = tmp_close(b);
}

// An integer of `width` bits (APInt with a known width): a byte up to 8
// bits, a signed varint up to 64; wider ones are refused.
static uint64_t apint(bc *b, rd *r, int width) {
  if (width <= 8) return byte(b, r);
  if (width <= 64) return (uint64_t)svarint(b, r);
  fail(b, "integers wider than 64 bits are not read");
}

static void put_int(strbuf *sb, uint64_t v, const entry *t) {
  int w = t->kind == TY_INDEX ? 64 : t->width;
  if (w < 64) v &= (1ull << w) - 1;
  if (t->kind == TY_INT && w == 1) {
    sb_append(sb, v ? "true" : "false");
    return;
  }
  if (t->kind == TY_INT && t->sign == 2) sb_printf(sb, "%llu", (unsigned long long)v);
  else {
    if (w < 64 && (v >> (w - 1)) & 1) v |= ~0ull << w; // sign-extend
    sb_printf(sb, "%lld", (long long)v);
  }
  sb_printf(sb, " : %s", t->text);
}

static void dense_elements(bc *b, rd *r, strbuf *sb) {
  uint64_t ti = read_type_ref(b, r);
  const entry *t = type_at(b, ti);
  if (t->kind != TY_SHAPED) fail(b, "dense elements of a type that is no tensor or vector");
  uint64_t n = varint(b, r);
  const uint8_t *p = bytes(b, r, n);
  const entry *el = type_at(b, t->elem);
  if (el->kind == TY_INT && el->width == 1) {
    // i1: bits packed 8 to a byte, or one byte 0x00 / 0xFF for a splat
    // (MLIR's raw buffer of booleans)
    if (t->numel < 0) fail(b, "dense i1 elements of a dynamic shape");
    if (n == 1 && (p[0] == 0 || p[0] == 0xFF)) {
      sb_printf(sb, "dense<%s> : %s", p[0] ? "true" : "false", t->text);
      return;
    }
    if (n != ((uint64_t)t->numel + 7) / 8)
      fail(b, "dense i1 data of %llu bytes", (unsigned long long)n);
    sb_append(sb, "dense<[");
    for (int64_t i = 0; i < t->numel; i++)
      sb_printf(sb, "%s%s", i ? ", " : "", (p[i / 8] >> (i % 8)) & 1 ? "true" : "false");
    sb_printf(sb, "]> : %s", t->text);
    return;
  }
  sb_append(sb, "dense<");
  put_hex(sb, p, n);
  sb_printf(sb, "> : %s", t->text);
}

static void dense_array(bc *b, rd *r, strbuf *sb) {
  const entry *el = type_at(b, varint(b, r));
  uint64_t n = varint(b, r), size = varint(b, r);
  const uint8_t *p = bytes(b, r, size);
  int w = el->kind == TY_INT && el->width == 1 ? 8 : el->width;
  if ((el->kind != TY_INT && el->kind != TY_FLOAT) || (w != 8 && w != 16 && w != 32 && w != 64) ||
      (el->kind == TY_FLOAT && w == 16) || n > size || n * (uint64_t)(w / 8) != size)
    fail(b, "dense array of %s: %llu elements in %llu bytes", el->text, (unsigned long long)n,
         (unsigned long long)size);
  sb_printf(sb, "array<%s%s", el->text, n ? ": " : "");
  for (uint64_t i = 0; i < n; i++) {
    uint64_t v = 0;
    for (int k = w / 8 - 1; k >= 0; k--) v = v << 8 | p[i * (uint64_t)(w / 8) + (uint64_t)k];
    if (i) sb_append(sb, ", ");
    if (el->kind == TY_FLOAT) {
      double d;
      if (w == 32) {
        float f;
        uint32_t u = (uint32_t)v;
        memcpy(&f, &u, 4);
        d = f;
      } else {
        memcpy(&d, &v, 8);
      }
      sb_printf(sb, "%.17g", d);
    } else if (el->width == 1) {
      sb_append(sb, v ? "true" : "false");
    } else {
      if (w < 64 && (v >> (w - 1)) & 1) v |= ~0ull << w;
      sb_printf(sb, "%lld", (long long)v);
    }
  }
  sb_putc(sb, '>');
}

// A builtin attribute into sb.
static void builtin_attr(bc *b, rd *r, strbuf *sb) {
  uint64_t code = varint(b, r);
  switch (code) {
  case 0: // array
    sb_putc(sb, '[');
    for (uint64_t i = 0, n = count(b, r, "array"); i < n; i++)
      sb_printf(sb, "%s%s", i ? ", " : "", attr_text(b, varint(b, r)));
    sb_putc(sb, ']');
    break;
  case 1: // dictionary
    sb_putc(sb, '{');
    for (uint64_t i = 0, n = count(b, r, "dictionary"); i < n; i++) {
      const char *key = string_attr(b, varint(b, r));
      if (i) sb_append(sb, ", ");
      if (is_bare_id(key)) sb_append(sb, key);
      else put_string(sb, key, strlen(key));
      sb_printf(sb, " = %s", attr_text(b, varint(b, r)));
    }
    sb_putc(sb, '}');
    break;
  case 2:
  case 3: { // string, string with a type
    uint64_t s = varint(b, r);
    const char *str = string_at(b, s);
    put_string(sb, str, b->str_len[s]);
    if (code == 3) sb_printf(sb, " : %s", type_text(b, varint(b, r)));
    break;
  }
  case 4: put_symbol(sb, string_attr(b, varint(b, r))); break;
  case 5:
    put_symbol(sb, string_attr(b, varint(b, r)));
    for (uint64_t i = 0, n = count(b, r, "symbol"); i < n; i++) {
      sb_append(sb, "::");
      sb_append(sb, attr_text(b, varint(b, r))); // flat symbol references
    }
    break;
  case 6: sb_append(sb, type_text(b, varint(b, r))); break;
  case 7: sb_append(sb, "unit"); break;
  case 8: { // integer
    const entry *t = type_at(b, varint(b, r));
    if (t->kind != TY_INT && t->kind != TY_INDEX) fail(b, "integer attribute of type %s", t->text);
    put_int(sb, apint(b, r, t->kind == TY_INDEX ? 64 : t->width), t);
    break;
  }
  case 9: { // float: its bits
    const entry *t = type_at(b, varint(b, r));
    if (t->kind != TY_FLOAT || t->width > 64) fail(b, "float attribute of type %s", t->text);
    uint64_t v = apint(b, r, t->width);
    if (t->width < 64) v &= (1ull << t->width) - 1;
    sb_printf(sb, "0x%0*llX : %s", t->width / 4, (unsigned long long)v, t->text);
    break;
  }
  case 10:
  case 11:
  case 12:
  case 13:
  case 14:
  case 15: // locations: facet drops them
    sb_append(sb, "loc(unknown)");
    break;
  case 16: { // dense_resource
    const char *type = type_text(b, varint(b, r));
    uint64_t h = varint(b, r);
    if (h >= b->nres) fail(b, "resource handle %llu out of range", (unsigned long long)h);
    sb_append(sb, "dense_resource<");
    if (is_bare_id(b->res_keys[h])) sb_append(sb, b->res_keys[h]);
    else put_string(sb, b->res_keys[h], strlen(b->res_keys[h]));
    sb_printf(sb, "> : %s", type);
    break;
  }
  case 17: dense_array(b, r, sb); break;
  case 18: dense_elements(b, r, sb); break;
  default: fail(b, "builtin attribute code %llu is not read", (unsigned long long)code);
  }
}

// The text of an entry encoded as its assembly form: NUL-ended.
static const char *asm_text(bc *b, const entry *e, const char *what, uint64_t i) {
  const uint8_t *nul = memchr(e->data, 0, e->size);
  if (!nul || (size_t)(nul - e->data) + 1 != e->size || nul == e->data)
    fail(b, "%s %llu: its text is not one NUL-ended string", what, (unsigned long long)i);
  for (const uint8_t *p = e->data; p < nul; p++) // (control bytes would break the marks of read_op)
    if (*p < 0x20 && *p != '\t' && *p != '\n' && *p != '\r')
      fail(b, "%s %llu: a control byte in its text", what, (unsigned long long)i);
  return (const char *)e->data;
}

static void enter(bc *b, entry *e, const char *what, uint64_t i) {
  if (e->state == 1) fail(b, "%s %llu refers to itself", what, (unsigned long long)i);
  if (++b->depth > BC_MAX_DEPTH)
    fail(b, "attributes and types nested more than %d deep", BC_MAX_DEPTH);
  e->state = 1;
}

static void leave(bc *b, entry *e, const rd *r, const char *what, uint64_t i) {
  if (r && r->p != r->end)
    fail(b, "%s %llu has %zu bytes left over", what, (unsigned long long)i, left(r));
  b->cached += strlen(e->text); // the texts of all entries together are bounded too
  if (b->cached > b->out_cap)
    fail(b, "the attributes' and types' text would exceed %zu bytes", b->out_cap);
  b->depth--;
  e->state = 2;
}

static const entry *type_at(bc *b, uint64_t i) {
  if (i >= b->ntypes)
    fail(b, "type index %llu out of range (%llu types)", (unsigned long long)i,
         (unsigned long long)b->ntypes);
  entry *e = &b->types[i];
  if (e->state == 2) return e;
  enter(b, e, "type", i);
  rd r = {e->data, e->data + e->size};
  if (!e->custom) {
    e->text = asm_text(b, e, "type", i);
    r.p = r.end;
  } else if (!strcmp(b->dialect[e->dialect], "builtin")) {
    builtin_type(b, &r, e);
  } else {
    fail(b, "type %llu is in the '%s' dialect's own encoding, which facet does not read",
         (unsigned long long)i, b->dialect[e->dialect]);
  }
  leave(b, e, &r, "type", i);
  return e;
}

static const char *attr_text(bc *b, uint64_t i) {
  if (i >= b->nattrs)
    fail(b, "attribute index %llu out of range (%llu attributes)", (unsigned long long)i,
         (unsigned long long)b->nattrs);
  entry *e = &b->attrs[i];
  if (e->state == 2) return e->text;
  enter(b, e, "attribute", i);
  rd r = {e->data, e->data + e->size};
  if (!e->custom) {
    e->text = asm_text(b, e, "attribute", i);
    r.p = r.end;
  } else if (!strcmp(b->dialect[e->dialect], "builtin")) {
    builtin_attr(b, &r, tmp_open(b));
    e->text = tmp_close(b);
  } else {
    fail(b, "attribute %llu is in the '%s' dialect's own encoding, which facet does not read",
         (unsigned long long)i, b->dialect[e->dialect]);
  }
  leave(b, e, &r, "attribute", i);
  return e->text;
}

//
// sections before the IR
//
static void read_strings(bc *b, rd r) {
  size_t total = left(&r);
  b->nstr = count(b, &r, "string");
  b->str = ARENA_NEW_ARRAY(&b->mem, const char *, b->nstr + 1);
  b->str_len = ARENA_NEW_ARRAY(&b->mem, size_t, b->nstr + 1);
  size_t end = total; // the data runs to the section's end, last string last
  for (uint64_t k = b->nstr; k-- > 0;) {
    uint64_t n = varint(b, &r);
    if (n < 1 || n > end) fail(b, "string size %llu exceeds the data", (unsigned long long)n);
    end -= n;
    b->str_len[k] = n - 1;
    b->str[k] = (const char *)r.end - (total - end);
  }
  if (total - left(&r) != end) fail(b, "string section: data between the sizes and the strings");
  for (uint64_t k = 0; k < b->nstr; k++)
    if (b->str[k][b->str_len[k]] != 0)
      fail(b, "string %llu is not NUL-ended", (unsigned long long)k);
}

static void read_dialects(bc *b, rd r) {
  b->ndialect = count(b, &r, "dialect");
  b->dialect = ARENA_NEW_ARRAY(&b->mem, const char *, b->ndialect + 1);
  for (uint64_t i = 0; i < b->ndialect; i++) {
    if (b->version < 1) {
      b->dialect[i] = string_at(b, varint(b, &r));
      continue;
    }
    bool versioned;
    b->dialect[i] = string_at(b, varint_flag(b, &r, &versioned));
    int id;
    if (versioned) {
      section(b, &r, &id); // the dialect's version: facet reads none
      if (id != 7) fail(b, "expected a dialect version section");
    }
  }
  if (b->version >= 4) varint(b, &r); // the op name count (a hint)
  size_t cap = 0;
  while (left(&r)) {
    uint64_t d = varint(b, &r);
    if (d >= b->ndialect) fail(b, "dialect index %llu out of range", (unsigned long long)d);
    uint64_t n = count(b, &r, "op name");
    if (b->nops + n > cap) {
      cap = (b->nops + n) * 2;
      opname *ops = ARENA_NEW_ARRAY(&b->mem, opname, cap);
      if (b->nops) memcpy(ops, b->ops, sizeof *ops * b->nops);
      b->ops = ops;
    }
    for (uint64_t k = 0; k < n; k++) {
      bool reg = false;
      const char *name =
          b->version >= 5 ? string_at(b, varint_flag(b, &r, &reg)) : string_at(b, varint(b, &r));
      opname *o = &b->ops[b->nops++];
      o->registered = b->version >= 5 ? reg : -1;
      o->name = *name ? arena_printf(&b->mem, "%s.%s", b->dialect[d], name) : b->dialect[d];
    }
  }
}

static void read_attr_type_offsets(bc *b, rd data, rd r) {
  b->nattrs = count(b, &r, "attribute");
  b->ntypes = count(b, &r, "type");
  b->attrs = ARENA_NEW_ARRAY(&b->mem, entry, b->nattrs + 1);
  b->types = ARENA_NEW_ARRAY(&b->mem, entry, b->ntypes + 1);
  memset(b->attrs, 0, sizeof(entry) * (b->nattrs + 1));
  memset(b->types, 0, sizeof(entry) * (b->ntypes + 1));
  for (int t = 0; t < 2; t++) {
    entry *v = t ? b->types : b->attrs;
    uint64_t n = t ? b->ntypes : b->nattrs, i = 0;
    while (i < n) {
      uint64_t d = varint(b, &r);
      if (d >= b->ndialect) fail(b, "dialect index %llu out of range", (unsigned long long)d);
      uint64_t k = varint(b, &r);
      if (k > n - i) fail(b, "more attribute or type entries than declared");
      for (; k > 0; k--, i++) {
        bool custom;
        uint64_t size = varint_flag(b, &r, &custom);
        v[i] = (entry){.dialect = d, .custom = custom, .size = size, .numel = -1};
        v[i].data = bytes(b, &data, size);
      }
    }
  }
}

// A resource group: count, then (key, size, kind) each; the data follows
// in the resource section in the same order.
static void read_resource_group(bc *b, rd *offsets, rd *data, bool builtin, bool declare) {
  for (uint64_t i = 0, n = count(b, offsets, "resource"); i < n; i++) {
    const char *key = string_at(b, varint(b, offsets));
    uint64_t size = varint(b, offsets);
    uint8_t kind = byte(b, offsets);
    rd e = {bytes(b, data, size), NULL};
    e.end = e.p + size;
    if (declare) b->res_keys[b->nres++] = key;
    if (!builtin || kind != 0 || size == 0)
      continue; // only builtin blobs are used (dense_resource)
    uint64_t align = varint(b, &e), n_bytes = varint(b, &e);
    align_to(b, &e, align);
    const uint8_t *p = bytes(b, &e, n_bytes);
    if (left(&e)) fail(b, "resource '%s' has bytes left over", key);
    uint8_t word[4] = {(uint8_t)align, (uint8_t)(align >> 8), (uint8_t)(align >> 16),
                       (uint8_t)(align >> 24)};
    sb_append(&b->res_text, b->res_text.len ? ",\n      " : "      ");
    if (is_bare_id(key)) sb_append(&b->res_text, key);
    else put_string(&b->res_text, key, strlen(key));
    sb_append(&b->res_text, ": \"0x");
    for (int k = 0; k < 4; k++) sb_printf(&b->res_text, "%02X", word[k]);
    put_hex_digits(&b->res_text, p, n_bytes);
    sb_putc(&b->res_text, '"');
    if (b->res_text.len > b->out_cap) fail(b, "the resources' text would be too long");
  }
}

static void read_resources(bc *b, rd data, rd offsets) {
  b->res_keys = ARENA_NEW_ARRAY(&b->mem, const char *, left(&offsets) + 1);
  for (uint64_t g = 0, n = count(b, &offsets, "external resource group"); g < n; g++) {
    string_at(b, varint(b, &offsets));
    read_resource_group(b, &offsets, &data, false, false);
  }
  while (left(&offsets)) {
    uint64_t d = varint(b, &offsets);
    if (d >= b->ndialect) fail(b, "dialect index %llu out of range", (unsigned long long)d);
    read_resource_group(b, &offsets, &data, !strcmp(b->dialect[d], "builtin"), true);
  }
}

static void read_properties(bc *b, rd r) {
  if (!left(&r)) return;
  b->nprops = count(b, &r, "properties");
  b->props = ARENA_NEW_ARRAY(&b->mem, const uint8_t *, b->nprops + 1);
  b->props_size = ARENA_NEW_ARRAY(&b->mem, size_t, b->nprops + 1);
  for (uint64_t i = 0; i < b->nprops; i++) {
    b->props_size[i] = varint(b, &r);
    b->props[i] = bytes(b, &r, b->props_size[i]);
  }
  if (left(&r)) fail(b, "properties section has bytes left over");
}

//
// properties of ops registered when written (v5+): each op's ODS encoding
//
// Each spec lists the op's attributes in name order (ODS writes them so),
// `?` after an optional one (a flagged index: absent is 0); `#N` at the
// end: N operand segments (v6: a sparse array, before: a dense i32 array
// attribute). An op may have several specs (its attributes changed across
// LLVM versions): the first that reads the bytes exactly is taken.
typedef struct ods_spec {
  const char *op;
  const char *props;
} ods_spec;

static const ods_spec ods_props[] = {
    {"func.func", "arg_attrs?,function_type,no_inline?,res_attrs?,sym_name,sym_visibility?"},
    {"func.func", "arg_attrs?,function_type,res_attrs?,sym_name,sym_visibility?"},
    {"func.call", "arg_attrs?,callee,no_inline?,res_attrs?"},
    {"func.call", "callee,no_inline?"},
    {"func.call", "callee"},
    {"torch.constant.int", "value"},
    {"torch.constant.float", "value"},
    {"torch.constant.bool", "value"},
    {"torch.constant.str", "value"},
    {"torch.constant.device", "value"},
    {"torch.constant.number", "value"},
    {"torch.vtensor.literal", "value"},
    {"torch.tensor.literal", "value"},
    {"torch.operator", "name"},
    {"torch.bind_symbolic_shape", "shape_expressions"},
    {"torch.symbolic_int", "max_val,min_val,symbol_name"},
    {"arith.constant", "value"},
    {"arith.cmpi", "predicate"},
    {"arith.cmpf", "fastmath,predicate"},
    {"arith.cmpf", "fastmath?,predicate"},
    {"arith.*", "fastmath"},
    {"arith.*", "fastmath?"},
    {"arith.*", "overflowFlags"},
    {"arith.*", "overflowFlags?"},
    {"arith.*", "fastmath?,roundingmode?"},
    {"arith.*", "roundingmode?"},
    {"math.*", "fastmath"},
    {"math.*", "fastmath?"},
    {"linalg.generic", "doc?,indexing_maps,iterator_types,library_call?#2"},
    {"linalg.index", "dim"},
    {"linalg.fill", "#2"},
    {"linalg.copy", "#2"},
    {"tensor.extract_slice", "static_offsets,static_sizes,static_strides#4"},
    {"tensor.expand_shape", "reassociation,static_output_shape"},
    {"tensor.expand_shape", "reassociation"},
    {"tensor.collapse_shape", "reassociation"},
    {"util.global", "initial_value?,inlining_policy?,is_mutable?,sym_name,sym_visibility?,type"},
    {"util.global.load", "global,is_immutable?"},
    {"util.func", "arg_attrs?,function_type,inlining_policy?,res_attrs?,sym_name,sym_visibility?,"
                  "tied_operands?"},
    {"util.call", "arg_attrs?,callee,res_attrs?,tied_operands?"},
    {"iree_linalg_ext.gather", "dimension_map#2"},
    {"flow.tensor.reshape", "#3"},
    {"flow.tensor.bitcast", "#3"},
    {"flow.tensor.transfer", "target"},
    {"flow.tensor.barrier", "target"},
};

static bool spec_matches(const char *spec_op, const char *op) {
  size_t n = strlen(spec_op);
  if (n >= 2 && spec_op[n - 1] == '*') return strncmp(spec_op, op, n - 1) == 0;
  return strcmp(spec_op, op) == 0;
}

// Reads `spec` from r into sb as `<{...}>`; false if the bytes do not fit
// it (no failure: the next spec is tried). Attribute texts are read only
// after the indices fit.
static bool read_ods(bc *b, rd r, const char *spec, strbuf *sb) {
  uint64_t idx[16];
  bool present[16];
  const char *names[16];
  size_t name_len[16];
  int n = 0, segments = 0;
  const char *p = spec;
  while (*p && *p != '#' && n < 16) {
    const char *e = p + strcspn(p, ",#");
    bool optional = e > p && e[-1] == '?';
    names[n] = p;
    name_len[n] = (size_t)(e - p) - optional;
    uint64_t v;
    if (!get_varint(&r, &v)) return false;
    present[n] = optional ? v & 1 : true;
    idx[n] = optional ? v >> 1 : v;
    if (present[n] && idx[n] >= b->nattrs) return false;
    n++;
    p = *e == ',' ? e + 1 : e;
  }
  int64_t seg[8] = {0};
  if (*p == '#') segments = atoi(p + 1);
  uint64_t seg_attr = UINT64_MAX;
  if (segments && b->version < 6) {
    if (!get_varint(&r, &seg_attr)) return false;
    if (seg_attr >= b->nattrs) return false;
  } else if (segments) { // a sparse array: size << 1 | sparse
    uint64_t size;
    if (!get_varint(&r, &size)) return false;
    bool sparse = size & 1;
    size >>= 1;
    if (size > (uint64_t)segments) return false;
    if (!sparse) {
      for (uint64_t i = 0; i < size; i++) {
        uint64_t v;
        if (!get_varint(&r, &v)) return false;
        seg[i] = (int64_t)v;
      }
    } else {
      uint64_t bits, pair;
      if (!get_varint(&r, &bits) || bits > 8) return false;
      for (uint64_t i = 0; i < size; i++) {
        if (!get_varint(&r, &pair)) return false;
        uint64_t at = pair & ((1ull << bits) - 1);
        if (at >= (uint64_t)segments) return false;
        seg[at] = (int64_t)(pair >> bits);
      }
    }
  }
  if (left(&r)) return false;
  sb_append(sb, " <{");
  int written = 0;
  for (int i = 0; i < n; i++) {
    if (!present[i]) continue;
    sb_printf(sb, "%s%.*s = %s", written++ ? ", " : "", (int)name_len[i], names[i],
              attr_text(b, idx[i]));
  }
  if (segments) {
    sb_printf(sb, "%soperandSegmentSizes = ", written++ ? ", " : "");
    if (seg_attr != UINT64_MAX) {
      sb_append(sb, attr_text(b, seg_attr));
    } else {
      sb_append(sb, "array<i32: ");
      for (int i = 0; i < segments; i++) sb_printf(sb, "%s%lld", i ? ", " : "", (long long)seg[i]);
      sb_putc(sb, '>');
    }
  }
  sb_append(sb, "}>");
  return true;
}

static void op_properties(bc *b, rd *r, const opname *o, strbuf *sb) {
  if (o->registered < 0)
    fail(b, "'%s' has properties in a version %llu file", o->name, (unsigned long long)b->version);
  if (!o->registered) { // stored as an attribute (a dictionary)
    sb_printf(sb, " <%s>", attr_text(b, varint(b, r)));
    return;
  }
  uint64_t i = varint(b, r);
  if (i >= b->nprops) fail(b, "properties index %llu out of range", (unsigned long long)i);
  rd p = {b->props[i], b->props[i] + b->props_size[i]};
  bool known = false;
  for (size_t k = 0; k < sizeof ods_props / sizeof *ods_props; k++) {
    if (!spec_matches(ods_props[k].op, o->name)) continue;
    known = true;
    size_t mark = sb->len;
    if (read_ods(b, p, ods_props[k].props, sb)) return;
    sb->len = mark;
    if (sb->data) sb->data[mark] = 0;
  }
  fail(b, "the properties of '%s' are in its own (ODS) encoding, which facet %s", o->name,
       known ? "reads differently (an LLVM version it does not know?)"
             : "does not read for this op");
}

//
// the IR section
//
// Values are numbered as MLIR's reader numbers them: from the start of
// the closest region isolated from above, each region reserving the count
// of values it defines. Each gets a name %vN, unique in the file, when it
// is first defined or used (graph regions use values before defining them).
static scope *cur_scope(bc *b) { return &b->scopes[b->nscopes - 1]; }

static void scope_push(bc *b) {
  if (b->nscopes >= BC_MAX_DEPTH + 2) fail(b, "regions nested more than %d deep", BC_MAX_DEPTH);
  b->scopes[b->nscopes++] = (scope){0};
}

static void scope_pop(bc *b) {
  scope *s = cur_scope(b);
  free(s->vals);
  free(s->next);
  b->nscopes--;
}

static void region_push(bc *b, uint64_t values) {
  scope *s = cur_scope(b);
  if (s->nnext == s->capnext) {
    s->capnext = s->capnext ? 2 * s->capnext : 8;
    s->next = xrealloc(s->next, sizeof *s->next * s->capnext);
  }
  s->next[s->nnext++] = s->len;
  if (s->len + values > s->cap) {
    s->cap = (s->len + values) * 2;
    s->vals = xrealloc(s->vals, sizeof *s->vals * s->cap);
  }
  if (values) memset(s->vals + s->len, 0, sizeof *s->vals * values);
  s->len += values;
}

static void region_pop(bc *b, uint64_t values) {
  scope *s = cur_scope(b);
  s->len -= values;
  s->nnext--;
}

static uint64_t value_name(bc *b, uint64_t *slot) {
  if (*slot) return *slot;
  *slot = ++b->next_name;
  if (b->next_name >= b->name_cap) {
    b->name_cap = b->name_cap ? 2 * b->name_cap : 256;
    b->name_type = xrealloc(b->name_type, sizeof *b->name_type * b->name_cap);
  }
  b->name_type[*slot] = 0;
  return *slot;
}

// Defines the next value of the innermost region, of type `type`; returns
// its name.
static uint64_t define(bc *b, uint64_t type) {
  scope *s = cur_scope(b);
  if (!s->nnext) fail(b, "a value defined outside any region");
  size_t *next = &s->next[s->nnext - 1];
  if (*next >= s->len) fail(b, "more values defined than the region declared");
  uint64_t name = value_name(b, &s->vals[(*next)++]);
  if (b->name_type[name]) fail(b, "value %%v%llu defined twice", (unsigned long long)name);
  b->name_type[name] = type + 1;
  return name;
}

static uint64_t use(bc *b, rd *r) {
  scope *s = cur_scope(b);
  uint64_t i = varint(b, r);
  if (i >= s->len) fail(b, "value index %llu out of range", (unsigned long long)i);
  return value_name(b, &s->vals[i]);
}

static void indent(bc *b, int depth) {
  for (int i = 0; i < depth; i++) sb_append(&b->out, "  ");
}

static void skip_use_lists(bc *b, rd *r, uint64_t values) {
  uint64_t n = values > 1 ? count(b, r, "use-list") : 1;
  for (uint64_t i = 0; i < n; i++) {
    if (values > 1) varint(b, r);
    bool pairs;
    uint64_t k = varint_flag(b, r, &pairs);
    if (k > left(r)) fail(b, "use-list longer than the data");
    for (uint64_t j = 0; j < k; j++) varint(b, r);
  }
}

static void read_op(bc *b, rd *r, int depth, uint64_t nblocks);

static void read_block(bc *b, rd *r, int depth, uint64_t index, uint64_t nblocks) {
  bool has_args;
  uint64_t nops = varint_flag(b, r, &has_args);
  if (nops > left(r)) fail(b, "block of %llu ops exceeds the data", (unsigned long long)nops);
  if (has_args || index > 0) {
    indent(b, depth - 1);
    sb_printf(&b->out, "^bb%llu", (unsigned long long)index);
  }
  if (has_args) {
    uint64_t n = count(b, r, "block argument");
    sb_putc(&b->out, '(');
    for (uint64_t i = 0; i < n; i++) {
      uint64_t type;
      bool has_loc = true;
      if (b->version >= 4) type = varint_flag(b, r, &has_loc);
      else type = varint(b, r);
      if (has_loc && varint(b, r) >= b->nattrs) fail(b, "block argument location out of range");
      const char *text = type_text(b, type);
      sb_printf(&b->out, "%s%%v%llu: %s", i ? ", " : "", (unsigned long long)define(b, type), text);
    }
    sb_putc(&b->out, ')');
    if (b->version >= 3 && byte(b, r)) skip_use_lists(b, r, n);
  }
  if (has_args || index > 0) sb_append(&b->out, ":\n");
  for (uint64_t i = 0; i < nops; i++) read_op(b, r, depth, nblocks);
}

static void read_region(bc *b, rd *r, int depth) {
  uint64_t nblocks = count(b, r, "block");
  if (!nblocks) {
    sb_append(&b->out, "{\n");
    indent(b, depth - 1);
    sb_putc(&b->out, '}');
    return;
  }
  uint64_t values = count(b, r, "value");
  region_push(b, values);
  sb_append(&b->out, "{\n");
  for (uint64_t i = 0; i < nblocks; i++) read_block(b, r, depth + 1, i, nblocks);
  indent(b, depth);
  sb_putc(&b->out, '}');
  region_pop(b, values);
}

// One op in the generic form:
//   %v1, %v2 = "name"(%a, %b)[^bb1] <{props}> ({ regions }) {attrs} : (T, T) -> (R, R)
static void read_op(bc *b, rd *r, int depth, uint64_t nblocks) {
  if (depth > BC_MAX_DEPTH) fail(b, "regions nested more than %d deep", BC_MAX_DEPTH);
  uint64_t name = varint(b, r);
  if (name >= b->nops) fail(b, "op name index %llu out of range", (unsigned long long)name);
  const opname *o = &b->ops[name];
  uint8_t mask = byte(b, r);
  if (mask & 0x80) fail(b, "unknown op encoding bits 0x%02X", mask);
  if (varint(b, r) >= b->nattrs) fail(b, "op location out of range");
  const char *attrs = mask & 0x01 ? attr_text(b, varint(b, r)) : NULL;
  strbuf *props = tmp_open(b);
  if (mask & 0x40) op_properties(b, r, o, props);
  uint64_t nres = mask & 0x02 ? count(b, r, "result") : 0;
  uint64_t *res = ARENA_NEW_ARRAY(&b->mem, uint64_t, nres + 1);
  for (uint64_t i = 0; i < nres; i++) res[i] = varint(b, r), type_at(b, res[i]);
  uint64_t nopd = mask & 0x04 ? count(b, r, "operand") : 0;
  uint64_t *opd = ARENA_NEW_ARRAY(&b->mem, uint64_t, nopd + 1);
  for (uint64_t i = 0; i < nopd; i++) opd[i] = use(b, r);
  uint64_t nsucc = mask & 0x08 ? count(b, r, "successor") : 0;
  uint64_t *succ = ARENA_NEW_ARRAY(&b->mem, uint64_t, nsucc + 1);
  for (uint64_t i = 0; i < nsucc; i++)
    if ((succ[i] = varint(b, r)) >= nblocks)
      fail(b, "successor block %llu out of range", (unsigned long long)succ[i]);
  if (b->version >= 3 && (mask & 0x20)) skip_use_lists(b, r, nres);
  bool isolated = false;
  uint64_t nregions = mask & 0x10 ? varint_flag(b, r, &isolated) : 0;
  if (nregions > left(r) + 1) fail(b, "%llu regions exceed the data", (unsigned long long)nregions);
  indent(b, depth);
  for (uint64_t i = 0; i < nres; i++)
    sb_printf(&b->out, "%s%%v%llu%s", i ? ", " : "", (unsigned long long)define(b, res[i]),
              i + 1 == nres ? " = " : "");
  put_string(&b->out, o->name, strlen(o->name));
  sb_putc(&b->out, '(');
  for (uint64_t i = 0; i < nopd; i++)
    sb_printf(&b->out, "%s%%v%llu", i ? ", " : "", (unsigned long long)opd[i]);
  sb_putc(&b->out, ')');
  if (nsucc) {
    sb_putc(&b->out, '[');
    for (uint64_t i = 0; i < nsucc; i++)
      sb_printf(&b->out, "%s^bb%llu", i ? ", " : "", (unsigned long long)succ[i]);
    sb_putc(&b->out, ']');
  }
  sb_append(&b->out, tmp_close(b));
  if (nregions) {
    rd own, *rr = r;
    if (b->version >= 2 && isolated) { // the regions are a section of their own
      int id;
      own = section(b, r, &id);
      if (id != 4) fail(b, "expected an IR section for the regions of '%s'", o->name);
      rr = &own;
    }
    if (isolated) scope_push(b);
    sb_append(&b->out, " (");
    for (uint64_t i = 0; i < nregions; i++) {
      if (i) sb_append(&b->out, ", ");
      read_region(b, rr, depth);
    }
    sb_putc(&b->out, ')');
    if (isolated) scope_pop(b);
    if (rr == &own && left(&own)) fail(b, "the regions of '%s' have bytes left over", o->name);
  }
  if (attrs) sb_printf(&b->out, " %s", attrs);
  // operand types are not in the bytecode: they are the types of the
  // values, defined before or (graph regions, blocks out of order) after
  // the use; a mark \x01N\x02 stands for value N's type until the end
  sb_append(&b->out, " : (");
  for (uint64_t i = 0; i < nopd; i++)
    sb_printf(&b->out, "%s\x01%llu\x02", i ? ", " : "", (unsigned long long)opd[i]);
  sb_append(&b->out, ") -> (");
  for (uint64_t i = 0; i < nres; i++)
    sb_printf(&b->out, "%s%s", i ? ", " : "", type_text(b, res[i]));
  sb_append(&b->out, ")\n");
  check_out(b);
}

// The marks \x01N\x02 of read_op replaced by value N's type.
static void resolve_operand_types(bc *b, strbuf *text) {
  const char *p = sb_cstr(&b->out), *end = p + b->out.len;
  while (p < end) {
    const char *m = memchr(p, 1, (size_t)(end - p));
    if (!m) m = end;
    sb_appendn(text, p, (size_t)(m - p));
    if (m == end) break;
    char *e;
    unsigned long long n = strtoull(m + 1, &e, 10);
    if (n == 0 || n > b->next_name || !b->name_type[n])
      fail(b, "value %%v%llu is used but never defined", n);
    sb_append(text, type_text(b, b->name_type[n] - 1));
    p = e + 1; // after \x02
    if (text->len > b->out_cap) fail(b, "the module's text would exceed %zu bytes", b->out_cap);
  }
}

bool bytecode_is(const char *data, size_t len) {
  return len >= 4 && memcmp(data, "ML\xefR", 4) == 0;
}

static void read_file(bc *b, strbuf *text) {
  rd r = {b->base + 4, b->base + b->len};
  b->version = varint(b, &r);
  if (b->version > BC_MAX_VERSION)
    fail(b, "version %llu is newer than the versions facet reads (0 to %d)",
         (unsigned long long)b->version, BC_MAX_VERSION);
  const uint8_t *nul = memchr(r.p, 0, left(&r));
  if (!nul) fail(b, "the producer string has no end");
  r.p = nul + 1;
  rd sec[BC_SECTIONS];
  bool have[BC_SECTIONS] = {0};
  while (left(&r)) {
    int id;
    rd s = section(b, &r, &id);
    if (have[id]) fail(b, "section %d appears twice", id);
    have[id] = true;
    sec[id] = s;
  }
  for (int id = 0; id <= 4; id++)
    if (!have[id]) fail(b, "section %d is missing", id);
  if (have[5] != have[6]) fail(b, "a resource section without its offsets, or the reverse");
  read_strings(b, sec[0]);
  if (have[8]) read_properties(b, sec[8]);
  read_dialects(b, sec[1]);
  if (have[5]) read_resources(b, sec[5], sec[6]);
  read_attr_type_offsets(b, sec[2], sec[3]);
  // the top-level block: a region of no values (MLIR's own module holds it)
  scope_push(b);
  region_push(b, 0);
  rd ir = sec[4];
  bool has_args;
  uint64_t nops = varint_flag(b, &ir, &has_args);
  if (has_args) fail(b, "the top-level block has arguments");
  if (nops > left(&ir))
    fail(b, "top-level block of %llu ops exceeds the data", (unsigned long long)nops);
  for (uint64_t i = 0; i < nops; i++) read_op(b, &ir, 0, 1);
  if (left(&ir)) fail(b, "the IR section has bytes left over");
  resolve_operand_types(b, text);
  if (b->res_text.len) {
    sb_append(text, "\n{-#\n  dialect_resources: {\n    builtin: {\n");
    sb_appendn(text, sb_cstr(&b->res_text), b->res_text.len);
    sb_append(text, "\n    }\n  }\n#-}\n");
  }
}

char *bytecode_to_text(const char *data, size_t len, size_t *out_len, char *err, size_t errsize) {
  bc *b = xcalloc(1, sizeof *b);
  b->base = (const uint8_t *)data;
  b->len = len;
  b->err = err;
  b->errsize = errsize;
#ifdef FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION
  b->out_cap = 64 * len + (1u << 20); // the same checks, quicker to reach
#else
  b->out_cap = len > SIZE_MAX / 128 ? SIZE_MAX / 2 : 64 * len + (64u << 20);
#endif
  b->scopes = xcalloc(BC_MAX_DEPTH + 2, sizeof *b->scopes);
  char *result = NULL;
  if (!bytecode_is(data, len)) {
    snprintf(err, errsize, "bad bytecode: no MLIR bytecode magic");
  } else if (!setjmp(b->fail)) {
    read_file(b, &b->text);
    result = xmalloc(b->text.len + 1);
    memcpy(result, sb_cstr(&b->text), b->text.len + 1);
    *out_len = b->text.len;
  }
  while (b->ntmp > 0) sb_free(&b->tmp[--b->ntmp]);
  while (b->nscopes > 0) scope_pop(b);
  sb_free(&b->text);
  sb_free(&b->out);
  sb_free(&b->res_text);
  free(b->name_type);
  free(b->scopes);
  arena_free(&b->mem);
  free(b);
  return result;
}
