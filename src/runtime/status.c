// status.c: the runtime's status objects and its allocator plumbing.
//
// A status is one malloc'ed block: code + message (status.h says why
// malloc and not the runtime's allocator). When even that allocation
// fails, the caller gets the one static out-of-memory status, which
// facet_status_free ignores (Lua's approach in ldo.c).
#include "runtime_internal.h"

#include <stdlib.h>
#include <string.h>

static struct {
  facet_status_code_t code;
  char message[16];
} rt_oom_status = {FACET_STATUS_RESOURCE_EXHAUSTED, "out of memory"};

static facet_status_t rt_status_static_oom(void) { return (facet_status_t)(void *)&rt_oom_status; }

static facet_status_t rt_status_v(facet_status_code_t code, const char *suffix, const char *fmt,
                                  va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap);
  size_t plen = suffix ? strlen(suffix) : 0;
  facet_status_t s = n < 0 ? NULL : malloc(sizeof *s + plen + (size_t)n + 1);
  if (s) {
    s->code = code;
    vsnprintf(s->message, (size_t)n + 1, fmt, ap2);
    if (suffix) memcpy(s->message + n, suffix, plen + 1);
  }
  va_end(ap2);
  return s ? s : rt_status_static_oom();
}

facet_status_t rt_status(facet_status_code_t code, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  facet_status_t s = rt_status_v(code, NULL, fmt, ap);
  va_end(ap);
  return s;
}

facet_status_t rt_status_oom(const char *fmt, ...) {
  char what[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(what, sizeof what, fmt, ap);
  va_end(ap);
  return rt_status(FACET_STATUS_RESOURCE_EXHAUSTED, "out of memory: %s", what);
}

const char *rt_printable(char *buf, size_t size, const char *s, size_t n) {
  static const char hex[] = "0123456789abcdef";
  size_t at = 0;
  if (!size) return buf;
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    size_t need = c >= 0x20 && c < 0x7f && c != '\\' ? 1 : 4;
    if (at + need + 4 > size) { // keep room for "..." and the NUL
      if (at + 4 <= size) memcpy(buf + at, "...", 3), at += 3;
      break;
    }
    if (need == 1) {
      buf[at++] = (char)c;
    } else {
      buf[at++] = '\\';
      buf[at++] = 'x';
      buf[at++] = hex[c >> 4];
      buf[at++] = hex[c & 15];
    }
  }
  buf[at < size ? at : size - 1] = 0;
  return buf;
}

facet_status_t rt_status_annotate(facet_status_t s, const char *fmt, ...) {
  if (!s || s == rt_status_static_oom()) return s;
  va_list ap;
  va_start(ap, fmt);
  // "<context>" + ": " + old message, built as a new status.
  size_t old = strlen(s->message);
  char *tail = malloc(old + 3);
  facet_status_t r = s;
  if (tail) {
    memcpy(tail, ": ", 2);
    memcpy(tail + 2, s->message, old + 1);
    r = rt_status_v(s->code, tail, fmt, ap);
    free(tail);
    if (r != rt_status_static_oom())
      facet_status_free(s);
    else
      r = s; // keep the original message rather than lose it
  }
  va_end(ap);
  return r;
}

facet_status_code_t facet_status_code(facet_status_t status) {
  return status ? status->code : FACET_STATUS_OK;
}

const char *facet_status_message(facet_status_t status) { return status ? status->message : ""; }

void facet_status_free(facet_status_t status) {
  if (status && status != rt_status_static_oom()) free(status);
}

const char *facet_status_code_name(facet_status_code_t code) {
  static const char *const names[] = {
      "OK",           "INVALID_ARGUMENT",   "NOT_FOUND", "FAILED_PRECONDITION",
      "OUT_OF_RANGE", "RESOURCE_EXHAUSTED", "DATA_LOSS", "UNAVAILABLE",
      "INTERNAL"};
  return (unsigned)code < FACET_ARRAY_SIZE(names) ? names[code] : "UNKNOWN";
}

static void *rt_system_alloc(void *self, size_t size, size_t alignment) {
  (void)self;
  void *p = NULL;
  if (alignment < sizeof(void *)) alignment = sizeof(void *);
  return posix_memalign(&p, alignment, size ? size : 1) == 0 ? p : NULL;
}

static void rt_system_free(void *self, void *p) {
  (void)self;
  free(p);
}

facet_allocator_t facet_allocator_system(void) {
  return (facet_allocator_t){NULL, rt_system_alloc, rt_system_free};
}

void *rt_alloc(const facet_allocator_t *a, size_t size, size_t alignment) {
  return a->alloc(a->self, size ? size : 1, alignment ? alignment : 16);
}

void rt_free(const facet_allocator_t *a, void *p) {
  if (p) a->free(a->self, p);
}

mem_allocator rt_mem_allocator(const facet_allocator_t *a) {
  return (mem_allocator){a->self, a->alloc, a->free};
}
