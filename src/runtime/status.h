// status.h: making facet_status_t values (status.c), for the runtime and
// for the tooling library (src/tooling/), which report errors the same way.
//
// A status is one malloc'ed block (not the runtime's allocator: a status
// outlives calls, is freed by facet_status_free without a runtime, and
// must be makeable when that allocator has just failed). When even malloc
// fails the caller gets the one static out-of-memory status.
#ifndef FACET_RUNTIME_STATUS_H
#define FACET_RUNTIME_STATUS_H

#include "facet/runtime.h"

facet_status_t rt_status(facet_status_code_t code, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
// RESOURCE_EXHAUSTED "out of memory: <what>", e.g. "out of memory: binding
// parameter 3 (4096 bytes)"; the static status if even that fails.
facet_status_t rt_status_oom(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
// Prefixes the message of `s` with "<context>: " (s unchanged if NULL).
facet_status_t rt_status_annotate(facet_status_t s, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
#define RT_RETURN_IF_ERROR(expr)                                                                   \
  do {                                                                                             \
    facet_status_t rt_status_ = (expr);                                                            \
    if (rt_status_) return rt_status_;                                                             \
  } while (0)

// Copies `n` bytes of `s` (names from files: parameter keys, module
// strings) into buf for a message: printable ASCII as is, anything else
// (escape sequences, invalid UTF-8, NUL) as \xNN, cut to fit with "...".
// Returns buf.
const char *rt_printable(char *buf, size_t size, const char *s, size_t n);

#endif
