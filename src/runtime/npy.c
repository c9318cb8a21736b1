// npy.c: reads and writes NumPy .npy files, for the tools and the tests.
//
// Format (numpy.lib.format): "\x93NUMPY", major, minor (1.0: u16 header
// length; 2.0 and 3.0: u32), then a Python dict literal such as
//   {'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }
// padded with spaces and a newline, then the data in C order. A .npy file
// comes from outside, so every field is checked: magic, version, length,
// each key exactly once, the dtype, fortran_order, every dim, and the data
// size against the file size. bf16 has no numpy dtype: it is written as
// '<u2' and '<u2' is read back as bf16 only when the caller asks for bf16.
#include "runtime_internal.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

static bool npy_fail(char *err, size_t errn, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static bool npy_fail(char *err, size_t errn, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  if (errn) vsnprintf(err, errn, fmt, ap);
  va_end(ap);
  return false;
}

static const struct {
  const char *descr;
  dtype t;
} npy_descrs[] = {
    {"<f4", DT_F32}, {"<f2", DT_F16}, {"<f8", DT_F64},  {"<i8", DT_I64},
    {"<i4", DT_I32}, {"<i2", DT_I16}, {"|i1", DT_I8},   {"<i1", DT_I8},
    {"|u1", DT_U8},  {"<u1", DT_U8},  {"|b1", DT_BOOL}, {"<u2", DT_BF16},
};

// The header dict, parsed: a tiny reader for exactly what numpy writes.
typedef struct npy_header {
  const char *p, *end;
  char descr[16];
  bool fortran;
  int rank;
  int64_t dims[FACET_MAX_RANK];
  bool have_descr, have_fortran, have_shape;
} npy_header;

static void npy_skip_space(npy_header *h) {
  while (h->p < h->end && (*h->p == ' ' || *h->p == '\t' || *h->p == '\n' || *h->p == '\r'))
    h->p++;
}

static bool npy_accept(npy_header *h, char c) {
  npy_skip_space(h);
  if (h->p < h->end && *h->p == c) {
    h->p++;
    return true;
  }
  return false;
}

// A quoted string ('...' or "...") into buf.
static bool npy_string(npy_header *h, char *buf, size_t n) {
  npy_skip_space(h);
  if (h->p >= h->end || (*h->p != '\'' && *h->p != '"')) return false;
  char q = *h->p++;
  size_t len = 0;
  while (h->p < h->end && *h->p != q) {
    if (len + 1 >= n) return false;
    buf[len++] = *h->p++;
  }
  buf[len] = 0;
  if (h->p >= h->end) return false;
  h->p++;
  return true;
}

static bool npy_word(npy_header *h, const char *w) {
  npy_skip_space(h);
  size_t n = strlen(w);
  if ((size_t)(h->end - h->p) < n || memcmp(h->p, w, n) != 0) return false;
  h->p += n;
  return true;
}

// shape = "(" [int ("," int)* [","]] ")"
static bool npy_shape(npy_header *h, char *err, size_t errn) {
  if (!npy_accept(h, '(')) return npy_fail(err, errn, "shape is not a tuple");
  h->rank = 0;
  while (!npy_accept(h, ')')) {
    npy_skip_space(h);
    if (h->p >= h->end || !isdigit((unsigned char)*h->p))
      return npy_fail(err, errn, "bad dim in shape");
    if (h->rank == FACET_MAX_RANK) return npy_fail(err, errn, "rank exceeds %d", FACET_MAX_RANK);
    int64_t v = 0;
    while (h->p < h->end && isdigit((unsigned char)*h->p)) {
      if (__builtin_mul_overflow(v, 10, &v) || __builtin_add_overflow(v, *h->p - '0', &v))
        return npy_fail(err, errn, "dim too large");
      h->p++;
    }
    if (npy_accept(h, 'L')) {
    } // Python 2 longs
    h->dims[h->rank++] = v;
    if (!npy_accept(h, ',')) {
      if (!npy_accept(h, ')')) return npy_fail(err, errn, "bad shape tuple");
      break;
    }
  }
  return true;
}

// One "key: value" entry of the dict.
static bool npy_entry(npy_header *h, char *err, size_t errn) {
  char key[32];
  if (!npy_string(h, key, sizeof key)) return npy_fail(err, errn, "bad header key");
  if (!npy_accept(h, ':')) return npy_fail(err, errn, "missing ':' after '%s'", key);
  if (strcmp(key, "descr") == 0 && !h->have_descr) {
    h->have_descr = true;
    if (!npy_string(h, h->descr, sizeof h->descr)) return npy_fail(err, errn, "bad descr");
  } else if (strcmp(key, "fortran_order") == 0 && !h->have_fortran) {
    h->have_fortran = true;
    if (npy_word(h, "True"))
      h->fortran = true;
    else if (!npy_word(h, "False"))
      return npy_fail(err, errn, "bad fortran_order");
  } else if (strcmp(key, "shape") == 0 && !h->have_shape) {
    h->have_shape = true;
    return npy_shape(h, err, errn);
  } else {
    return npy_fail(err, errn, "unexpected or repeated header key '%s'", key);
  }
  return true;
}

static bool npy_dict(npy_header *h, char *err, size_t errn) {
  if (!npy_accept(h, '{')) return npy_fail(err, errn, "header is not a dict");
  while (!npy_accept(h, '}')) {
    if (!npy_entry(h, err, errn)) return false;
    if (!npy_accept(h, ',')) {
      if (!npy_accept(h, '}')) return npy_fail(err, errn, "bad header dict");
      break;
    }
  }
  npy_skip_space(h);
  if (h->p != h->end) return npy_fail(err, errn, "bytes after the header dict");
  if (!h->have_descr || !h->have_fortran || !h->have_shape)
    return npy_fail(err, errn, "header lacks %s",
                    !h->have_descr     ? "descr"
                    : !h->have_fortran ? "fortran_order"
                                       : "shape");
  if (h->fortran) return npy_fail(err, errn, "fortran_order True is not supported");
  return true;
}

// The dtype of descr; '<u2' only when bf16 is wanted.
static bool npy_dtype(const char *descr, dtype want, dtype *out, char *err, size_t errn) {
  for (size_t i = 0; i < FACET_ARRAY_SIZE(npy_descrs); i++) {
    if (strcmp(descr, npy_descrs[i].descr) != 0) continue;
    if (npy_descrs[i].t == DT_BF16 && want != DT_BF16)
      return npy_fail(err, errn,
                      "dtype '<u2' (uint16) is read only as bf16 (declare SHAPExbf16=@file)");
    *out = npy_descrs[i].t;
    return true;
  }
  if (descr[0] == '>') return npy_fail(err, errn, "big-endian dtype '%s' is not supported", descr);
  return npy_fail(err, errn, "unsupported dtype '%s'", descr);
}

// Parses the preamble and header; *data_at gets where the data starts.
static bool npy_parse(const uint8_t *buf, size_t size, dtype want, dtype *t, npy_header *h,
                      size_t *data_at, char *err, size_t errn) {
  if (size < 10 || memcmp(buf, "\x93NUMPY", 6) != 0) return npy_fail(err, errn, "not a .npy file");
  int major = buf[6];
  size_t len, start;
  if (major == 1) {
    len = (size_t)buf[8] | (size_t)buf[9] << 8;
    start = 10;
  } else if (major == 2 || major == 3) {
    if (size < 12) return npy_fail(err, errn, "truncated header");
    len = (size_t)buf[8] | (size_t)buf[9] << 8 | (size_t)buf[10] << 16 | (size_t)buf[11] << 24;
    start = 12;
  } else {
    return npy_fail(err, errn, "unsupported .npy version %d.%d", major, buf[7]);
  }
  if (len > size - start) return npy_fail(err, errn, "truncated header");
  *h = (npy_header){.p = (const char *)buf + start, .end = (const char *)buf + start + len};
  if (memchr(h->p, 0, len)) return npy_fail(err, errn, "NUL byte in header");
  if (!npy_dict(h, err, errn)) return false;
  if (!npy_dtype(h->descr, want, t, err, errn)) return false;
  *data_at = start + len;
  return true;
}

bool rt_npy_read_buffer(const uint8_t *buf, size_t size, dtype *t, int *rank,
                        int64_t dims[FACET_MAX_RANK], void **data, size_t *bytes, char *err,
                        size_t errn) {
  npy_header h;
  size_t at = 0, need;
  dtype got = DT_INVALID;
  if (!npy_parse(buf, size, *t, &got, &h, &at, err, errn)) return false;
  if (!rt_shape_bytes((facet_dtype_t)got, (uint32_t)h.rank, h.dims, &need))
    return npy_fail(err, errn, "data size overflows");
  if (size - at != need)
    return npy_fail(err, errn, "data has %zu bytes, shape and dtype need %zu", size - at, need);
  void *p = malloc(need ? need : 1);
  if (!p) return npy_fail(err, errn, "out of memory (%zu bytes)", need);
  if (need) memcpy(p, buf + at, need);
  *t = got;
  *rank = h.rank;
  memcpy(dims, h.dims, sizeof h.dims);
  *data = p;
  *bytes = need;
  return true;
}

bool rt_npy_read(const char *path, dtype *t, int *rank, int64_t dims[FACET_MAX_RANK], void **data,
                 size_t *bytes, char *err, size_t errn) {
  FILE *f = fopen(path, "rb");
  if (!f) return npy_fail(err, errn, "cannot open %s: %s", path, strerror(errno));
  strbuf sb = {0};
  char chunk[65536];
  size_t n;
  while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
    sb_appendn(&sb, chunk, n);
  bool ok = !ferror(f);
  fclose(f);
  char why[256];
  if (!ok)
    snprintf(why, sizeof why, "read error");
  else
    ok = rt_npy_read_buffer((const uint8_t *)sb.data, sb.len, t, rank, dims, data, bytes, why,
                            sizeof why);
  sb_free(&sb);
  return ok || npy_fail(err, errn, "%s: %s", path, why);
}

static const char *npy_descr_of(dtype t) {
  for (size_t i = 0; i < FACET_ARRAY_SIZE(npy_descrs); i++)
    if (npy_descrs[i].t == t) return npy_descrs[i].descr;
  return NULL;
}

bool rt_npy_write(const char *path, dtype t, int rank, const int64_t *dims, const void *data,
                  char *err, size_t errn) {
  const char *descr = npy_descr_of(t);
  size_t bytes;
  if (!descr || rank < 0 || rank > FACET_MAX_RANK ||
      !rt_shape_bytes((facet_dtype_t)t, (uint32_t)rank, dims, &bytes))
    return npy_fail(err, errn, "%s: cannot write dtype %s rank %d as .npy", path, dtype_name(t),
                    rank);
  strbuf h = {0};
  sb_printf(&h, "{'descr': '%s', 'fortran_order': False, 'shape': (", descr);
  for (int i = 0; i < rank; i++)
    sb_printf(&h, "%s%lld", i ? ", " : "", (long long)dims[i]);
  sb_append(&h, rank == 1 ? ",), }" : "), }");
  // Pad with spaces and end with '\n' so the data starts 64-byte aligned.
  size_t pre = h.len + 1 + 10 <= 65535 ? 10 : 12;
  while ((pre + h.len + 1) % 64)
    sb_putc(&h, ' ');
  sb_putc(&h, '\n');
  uint8_t head[12] = {0x93, 'N', 'U', 'M', 'P', 'Y', pre == 10 ? 1 : 2, 0};
  for (size_t i = 0; i < pre - 8; i++)
    head[8 + i] = (uint8_t)(h.len >> (8 * i));
  FILE *f = fopen(path, "wb");
  bool ok = f && fwrite(head, 1, pre, f) == pre && fwrite(h.data, 1, h.len, f) == h.len &&
            (bytes == 0 || fwrite(data, 1, bytes, f) == bytes);
  if (f && fclose(f) != 0) ok = false;
  sb_free(&h);
  return ok || npy_fail(err, errn, "cannot write %s: %s", path, strerror(errno));
}
