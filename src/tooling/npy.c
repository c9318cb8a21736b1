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
//
// A file is read as its header says: the preamble, the header, then
// exactly the data the shape needs (checked against the size of a regular
// file before anything is allocated), then nothing more. So a pipe or a
// device (@/dev/zero) is never read without bound.
#include "tooling.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

// A malformed header: INVALID_ARGUMENT.
static facet_status_t npy_bad(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static facet_status_t npy_bad(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  facet_status_t s = status_vnew(FACET_STATUS_INVALID_ARGUMENT, fmt, ap);
  va_end(ap);
  return s;
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
  while (h->p < h->end && (*h->p == ' ' || *h->p == '\t' || *h->p == '\n' || *h->p == '\r')) h->p++;
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
static facet_status_t npy_shape(npy_header *h) {
  if (!npy_accept(h, '(')) return npy_bad("shape is not a tuple");
  h->rank = 0;
  while (!npy_accept(h, ')')) {
    npy_skip_space(h);
    if (h->p >= h->end || !isdigit((unsigned char)*h->p)) return npy_bad("bad dim in shape");
    if (h->rank == FACET_MAX_RANK) return npy_bad("rank exceeds %d", FACET_MAX_RANK);
    int64_t v = 0;
    while (h->p < h->end && isdigit((unsigned char)*h->p)) {
      if (__builtin_mul_overflow(v, 10, &v) || __builtin_add_overflow(v, *h->p - '0', &v))
        return npy_bad("dim too large");
      h->p++;
    }
    if (npy_accept(h, 'L')) {
    } // Python 2 longs
    h->dims[h->rank++] = v;
    if (!npy_accept(h, ',')) {
      if (!npy_accept(h, ')')) return npy_bad("bad shape tuple");
      break;
    }
  }
  return NULL;
}

// One "key: value" entry of the dict.
static facet_status_t npy_entry(npy_header *h) {
  char key[32];
  if (!npy_string(h, key, sizeof key)) return npy_bad("bad header key");
  if (!npy_accept(h, ':')) return npy_bad("missing ':' after '%s'", key);
  if (strcmp(key, "descr") == 0 && !h->have_descr) {
    h->have_descr = true;
    if (!npy_string(h, h->descr, sizeof h->descr)) return npy_bad("bad descr");
  } else if (strcmp(key, "fortran_order") == 0 && !h->have_fortran) {
    h->have_fortran = true;
    if (npy_word(h, "True")) h->fortran = true;
    else if (!npy_word(h, "False")) return npy_bad("bad fortran_order");
  } else if (strcmp(key, "shape") == 0 && !h->have_shape) {
    h->have_shape = true;
    return npy_shape(h);
  } else {
    return npy_bad("unexpected or repeated header key '%s'", key);
  }
  return NULL;
}

static facet_status_t npy_dict(npy_header *h) {
  if (!npy_accept(h, '{')) return npy_bad("header is not a dict");
  while (!npy_accept(h, '}')) {
    STATUS_RETURN_IF_ERROR(npy_entry(h));
    if (!npy_accept(h, ',')) {
      if (!npy_accept(h, '}')) return npy_bad("bad header dict");
      break;
    }
  }
  npy_skip_space(h);
  if (h->p != h->end) return npy_bad("bytes after the header dict");
  if (!h->have_descr || !h->have_fortran || !h->have_shape)
    return npy_bad("header lacks %s", !h->have_descr     ? "descr"
                                      : !h->have_fortran ? "fortran_order"
                                                         : "shape");
  if (h->fortran) return npy_bad("fortran_order True is not supported");
  return NULL;
}

// The dtype of descr; '<u2' only when bf16 is wanted.
static facet_status_t npy_dtype(const char *descr, dtype want, dtype *out) {
  for (size_t i = 0; i < FACET_ARRAY_SIZE(npy_descrs); i++) {
    if (strcmp(descr, npy_descrs[i].descr) != 0) continue;
    if (npy_descrs[i].t == DT_BF16 && want != DT_BF16)
      return npy_bad("dtype '<u2' (uint16) is read only as bf16 (declare SHAPExbf16=@file)");
    *out = npy_descrs[i].t;
    return NULL;
  }
  if (descr[0] == '>') return npy_bad("big-endian dtype '%s' is not supported", descr);
  return npy_bad("unsupported dtype '%s'", descr);
}

// Parses the preamble and header; *data_at gets where the data starts.
static facet_status_t npy_parse(const uint8_t *buf, size_t size, dtype want, dtype *t,
                                npy_header *h, size_t *data_at) {
  if (size < 10 || memcmp(buf, "\x93NUMPY", 6) != 0) return npy_bad("not a .npy file");
  int major = buf[6];
  size_t len, start;
  if (major == 1) {
    len = (size_t)buf[8] | (size_t)buf[9] << 8;
    start = 10;
  } else if (major == 2 || major == 3) {
    if (size < 12) return npy_bad("truncated header");
    len = (size_t)buf[8] | (size_t)buf[9] << 8 | (size_t)buf[10] << 16 | (size_t)buf[11] << 24;
    start = 12;
  } else {
    return npy_bad("unsupported .npy version %d.%d", major, buf[7]);
  }
  if (len > size - start) return npy_bad("truncated header");
  *h = (npy_header){.p = (const char *)buf + start, .end = (const char *)buf + start + len};
  if (memchr(h->p, 0, len)) return npy_bad("NUL byte in header");
  STATUS_RETURN_IF_ERROR(npy_dict(h));
  STATUS_RETURN_IF_ERROR(npy_dtype(h->descr, want, t));
  *data_at = start + len;
  return NULL;
}

// elements * dtype size, false on overflow.
static bool npy_bytes(dtype t, int rank, const int64_t *dims, size_t *out) {
  size_t n = dtype_size(t);
  for (int i = 0; i < rank; i++)
    if (dims[i] < 0 || __builtin_mul_overflow(n, (size_t)dims[i], &n)) return false;
  *out = n;
  return true;
}

facet_status_t tool_npy_read_buffer(const uint8_t *buf, size_t size, dtype *t, int *rank,
                                    int64_t dims[FACET_MAX_RANK], void **data, size_t *bytes) {
  npy_header h;
  size_t at = 0, need;
  dtype got = DT_INVALID;
  STATUS_RETURN_IF_ERROR(npy_parse(buf, size, *t, &got, &h, &at));
  if (!npy_bytes(got, h.rank, h.dims, &need))
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "data size overflows");
  if (size - at != need)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "data has %zu bytes, shape and dtype need %zu",
                      size - at, need);
  void *p = malloc(need ? need : 1);
  if (!p) return status_oom(".npy data of %zu bytes", need);
  if (need) memcpy(p, buf + at, need);
  *t = got;
  *rank = h.rank;
  memcpy(dims, h.dims, sizeof h.dims);
  *data = p;
  *bytes = need;
  return NULL;
}

// Reads up to n bytes (fewer only at the end of the file); -1 on error.
static ssize_t npy_read_fd(int fd, void *buf, size_t n) {
  size_t got = 0;
  while (got < n) {
    ssize_t k = read(fd, (char *)buf + got, n - got);
    if (k < 0 && errno == EINTR) continue;
    if (k < 0) return -1;
    if (k == 0) break;
    got += (size_t)k;
  }
  return (ssize_t)got;
}

enum { NPY_MAX_HEADER = 1 << 20 }; // numpy writes a few hundred bytes

// The preamble and header of an open file into a malloc'ed buffer, with
// room for nothing else; *len is its size.
static facet_status_t npy_read_head(int fd, uint8_t **out, size_t *len) {
  uint8_t pre[12];
  ssize_t k = npy_read_fd(fd, pre, 10);
  if (k < 0) return status_new(FACET_STATUS_UNAVAILABLE, "%s", strerror(errno));
  if (k < 10 || memcmp(pre, "\x93NUMPY", 6) != 0)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "not a .npy file");
  size_t start = pre[6] == 2 || pre[6] == 3 ? 12 : 10;
  if (start == 12 && npy_read_fd(fd, pre + 10, 2) != 2)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "truncated header");
  size_t hlen = (size_t)pre[8] | (size_t)pre[9] << 8;
  if (start == 12) hlen |= (size_t)pre[10] << 16 | (size_t)pre[11] << 24;
  if (hlen > NPY_MAX_HEADER)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "header of %zu bytes (at most %d)", hlen,
                      NPY_MAX_HEADER);
  uint8_t *head = malloc(start + hlen);
  if (!head) return status_oom(".npy header of %zu bytes", hlen);
  memcpy(head, pre, start);
  if (npy_read_fd(fd, head + start, hlen) != (ssize_t)hlen) {
    free(head);
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "truncated header");
  }
  *out = head;
  *len = start + hlen;
  return NULL;
}

// The data after the header: exactly `need` bytes, then the end of the file.
static facet_status_t npy_read_data(int fd, const struct stat *st, size_t at, size_t need,
                                    void **out) {
  if (S_ISREG(st->st_mode) && (uint64_t)st->st_size - at != need)
    return status_new(FACET_STATUS_INVALID_ARGUMENT,
                      "data has %llu bytes, shape and dtype need %zu",
                      (unsigned long long)((uint64_t)st->st_size - at), need);
  uint8_t *p = malloc(need ? need : 1);
  if (!p) return status_oom(".npy data of %zu bytes", need);
  ssize_t k = npy_read_fd(fd, p, need);
  uint8_t extra;
  facet_status_t s = NULL;
  if (k < 0) s = status_new(FACET_STATUS_UNAVAILABLE, "%s", strerror(errno));
  else if ((size_t)k != need)
    s = status_new(FACET_STATUS_INVALID_ARGUMENT, "data has %zd bytes, shape and dtype need %zu", k,
                   need);
  else if (npy_read_fd(fd, &extra, 1) != 0)
    s = status_new(FACET_STATUS_INVALID_ARGUMENT, "more data than shape and dtype need (%zu bytes)",
                   need);
  if (s) {
    free(p);
    return s;
  }
  *out = p;
  return NULL;
}

static facet_status_t npy_read_open(int fd, dtype *t, int *rank, int64_t dims[FACET_MAX_RANK],
                                    void **data, size_t *bytes) {
  struct stat st;
  if (fstat(fd, &st) != 0) return status_new(FACET_STATUS_UNAVAILABLE, "%s", strerror(errno));
  if (S_ISDIR(st.st_mode)) return status_new(FACET_STATUS_INVALID_ARGUMENT, "is a directory");
  uint8_t *head = NULL;
  size_t len = 0, at, need;
  STATUS_RETURN_IF_ERROR(npy_read_head(fd, &head, &len));
  npy_header h;
  dtype got = DT_INVALID;
  facet_status_t s = npy_parse(head, len, *t, &got, &h, &at);
  free(head);
  if (s) return s;
  if (!npy_bytes(got, h.rank, h.dims, &need))
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "data size overflows");
  STATUS_RETURN_IF_ERROR(npy_read_data(fd, &st, at, need, data));
  *t = got;
  *rank = h.rank;
  memcpy(dims, h.dims, sizeof h.dims);
  *bytes = need;
  return NULL;
}

facet_status_t tool_npy_read(const char *path, dtype *t, int *rank, int64_t dims[FACET_MAX_RANK],
                             void **data, size_t *bytes) {
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return status_new(errno == ENOENT ? FACET_STATUS_NOT_FOUND : FACET_STATUS_UNAVAILABLE,
                      "cannot open %s: %s", path, strerror(errno));
  facet_status_t s = npy_read_open(fd, t, rank, dims, data, bytes);
  close(fd);
  return status_annotate(s, "%s", path);
}

static const char *npy_descr_of(dtype t) {
  for (size_t i = 0; i < FACET_ARRAY_SIZE(npy_descrs); i++)
    if (npy_descrs[i].t == t) return npy_descrs[i].descr;
  return NULL;
}

// The header: magic, version, length, the dict padded so the data starts
// 64-byte aligned; false for a dtype or shape .npy cannot hold.
static bool npy_header_make(strbuf *out, dtype t, int rank, const int64_t *dims, size_t *bytes) {
  const char *descr = npy_descr_of(t);
  if (!descr || rank < 0 || rank > FACET_MAX_RANK || !npy_bytes(t, rank, dims, bytes)) return false;
  strbuf h = {0};
  sb_printf(&h, "{'descr': '%s', 'fortran_order': False, 'shape': (", descr);
  for (int i = 0; i < rank; i++) sb_printf(&h, "%s%lld", i ? ", " : "", (long long)dims[i]);
  sb_append(&h, rank == 1 ? ",), }" : "), }");
  size_t pre = h.len + 1 + 10 <= 65535 ? 10 : 12;
  while ((pre + h.len + 1) % 64) sb_putc(&h, ' ');
  sb_putc(&h, '\n');
  char head[12] = {(char)0x93, 'N', 'U', 'M', 'P', 'Y', pre == 10 ? 1 : 2, 0};
  for (size_t i = 0; i < pre - 8; i++) head[8 + i] = (char)(uint8_t)(h.len >> (8 * i));
  sb_appendn(out, head, pre);
  sb_appendn(out, h.data, h.len);
  sb_free(&h);
  return true;
}

facet_status_t tool_npy_write(const char *path, dtype t, int rank, const int64_t *dims,
                              const void *data) {
  strbuf h = {0};
  size_t bytes;
  if (!npy_header_make(&h, t, rank, dims, &bytes))
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "%s: cannot write dtype %s rank %d as .npy",
                      path, dtype_name(t), rank);
  tool_file f;
  facet_status_t s = tool_file_open(&f, path);
  if (!s) {
    tool_file_write(&f, h.data, h.len);
    tool_file_write(&f, data, bytes);
    s = tool_file_finish(&f);
  }
  if (!s) s = tool_file_commit(&f);
  tool_file_discard(&f);
  sb_free(&h);
  return s;
}

facet_status_t tool_npy_append(const char *path, dtype t, int rank, const int64_t *dims,
                               const void *data) {
  strbuf h = {0};
  size_t bytes;
  if (!npy_header_make(&h, t, rank, dims, &bytes))
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "%s: cannot write dtype %s rank %d as .npy",
                      path, dtype_name(t), rank);
  int fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0666);
  bool ok = fd >= 0 && fd_write_all(fd, h.data, h.len) && fd_write_all(fd, data, bytes);
  int err = errno;
  if (fd >= 0 && close(fd) != 0 && ok) ok = false, err = errno;
  sb_free(&h);
  if (ok) return NULL;
  return status_new(FACET_STATUS_UNAVAILABLE, "cannot write %s: %s", path,
                    strerror(err ? err : ENOSPC));
}
