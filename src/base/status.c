// status.c: facet_status_t (include/facet/status.h), the error type of the
// runtime, the module reader and writer, file reading, the reference
// interpreter and the tooling.
//
// A status is one malloc'ed block: code + message (not a caller's
// allocator: a status outlives calls, is freed by facet_status_free
// without a runtime, and must be makeable when that allocator has just
// failed). When even that allocation fails, the caller gets the one static
// out-of-memory status, which facet_status_free ignores (Lua's approach in
// ldo.c).
#include "base.h"

#include <string.h>

struct facet_status_s {
  facet_status_code_t code;
  char message[]; // NUL-terminated
};

static struct {
  facet_status_code_t code;
  char message[16];
} status_oom_static = {FACET_STATUS_RESOURCE_EXHAUSTED, "out of memory"};

static facet_status_t status_static_oom(void) { return (facet_status_t)(void *)&status_oom_static; }

static facet_status_t status_make(facet_status_code_t code, const char *suffix, const char *fmt,
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
  return s ? s : status_static_oom();
}

facet_status_t status_vnew(facet_status_code_t code, const char *fmt, va_list ap) {
  return status_make(code, NULL, fmt, ap);
}

facet_status_t status_new(facet_status_code_t code, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  facet_status_t s = status_make(code, NULL, fmt, ap);
  va_end(ap);
  return s;
}

facet_status_t status_oom(const char *fmt, ...) {
  char what[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(what, sizeof what, fmt, ap);
  va_end(ap);
  return status_new(FACET_STATUS_RESOURCE_EXHAUSTED, "out of memory: %s", what);
}

facet_status_t status_annotate(facet_status_t s, const char *fmt, ...) {
  if (!s || s == status_static_oom()) return s;
  va_list ap;
  va_start(ap, fmt);
  // "<context>" + ": " + old message, built as a new status.
  size_t old = strlen(s->message);
  char *tail = malloc(old + 3);
  facet_status_t r = s;
  if (tail) {
    memcpy(tail, ": ", 2);
    memcpy(tail + 2, s->message, old + 1);
    r = status_make(s->code, tail, fmt, ap);
    free(tail);
    if (r != status_static_oom()) facet_status_free(s);
    else r = s; // keep the original message rather than lose it
  }
  va_end(ap);
  return r;
}

facet_status_code_t facet_status_code(facet_status_t status) {
  return status ? status->code : FACET_STATUS_OK;
}

const char *facet_status_message(facet_status_t status) { return status ? status->message : ""; }

void facet_status_free(facet_status_t status) {
  if (status && status != status_static_oom()) free(status);
}

const char *facet_status_code_name(facet_status_code_t code) {
  static const char *const names[] = {
      "OK",           "INVALID_ARGUMENT",   "NOT_FOUND", "FAILED_PRECONDITION",
      "OUT_OF_RANGE", "RESOURCE_EXHAUSTED", "DATA_LOSS", "UNAVAILABLE",
      "INTERNAL"};
  return (unsigned)code < FACET_ARRAY_SIZE(names) ? names[code] : "UNKNOWN";
}
