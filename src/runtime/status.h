// status.h: rt_printable (status.c), for the runtime's messages about
// names read from files. Statuses themselves are base's (src/base/base.h,
// status.c), shared with the module reader, the reference and the tooling.
#ifndef FACET_RUNTIME_STATUS_H
#define FACET_RUNTIME_STATUS_H

#include <stddef.h>

// Copies `n` bytes of `s` (names from files: parameter keys, module
// strings) into buf for a message: printable ASCII as is, anything else
// (escape sequences, invalid UTF-8, NUL) as \xNN, cut to fit with "...".
// Returns buf.
const char *rt_printable(char *buf, size_t size, const char *s, size_t n);

#endif
