// facet/status.h: facet_status_t, the one error type of facet's C code
// below the tools: the runtime's public API (facet/runtime.h includes this
// header), the module reader and writer, file reading, the reference
// interpreter and the tooling library (src/base/status.c implements it).
//
// NULL means success; anything else is a heap object with a code and a
// message that the caller owns and frees with facet_status_free.
#ifndef FACET_STATUS_H
#define FACET_STATUS_H

#ifdef __cplusplus
extern "C" {
#endif

//===----------------------------------------------------------------------===//
// Status
//===----------------------------------------------------------------------===//

typedef enum facet_status_code_t {
  FACET_STATUS_OK = 0,
  FACET_STATUS_INVALID_ARGUMENT = 1,    // a bad argument: wrong shape, dtype, count
  FACET_STATUS_NOT_FOUND = 2,           // no such function, file or symbol
  FACET_STATUS_FAILED_PRECONDITION = 3, // an input broke a promise of the program
  FACET_STATUS_OUT_OF_RANGE = 4,        // integer overflow, an index out of range
  FACET_STATUS_RESOURCE_EXHAUSTED = 5,  // out of memory
  FACET_STATUS_DATA_LOSS = 6,           // a corrupt or incompatible module file
  FACET_STATUS_UNAVAILABLE = 7,         // an operating system call failed
  FACET_STATUS_INTERNAL = 8,            // a bug in facet (compiler or runtime)
} facet_status_code_t;

typedef struct facet_status_s *facet_status_t; // NULL = OK

// Code of a status (FACET_STATUS_OK for NULL).
facet_status_code_t facet_status_code(facet_status_t status);
// Human-readable message, valid until the status is freed ("" for NULL).
const char *facet_status_message(facet_status_t status);
// Frees a status; NULL and the static out-of-memory status are ignored.
void facet_status_free(facet_status_t status);
// Name of a code, e.g. "INVALID_ARGUMENT".
const char *facet_status_code_name(facet_status_code_t code);

#ifdef __cplusplus
}
#endif

#endif
