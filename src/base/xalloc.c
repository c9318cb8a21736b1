// xalloc.c: allocation that cannot fail: out of memory aborts with a
// message (the compiler's policy), and so does the zero-allocator default
// of base's arena, string buffer and hash map (mem_out_of_memory).
//
// A file of its own so that a program linking only the runtime, which
// passes its embedder's allocator everywhere and never calls these, does
// not link this file at all: mem_alloc's weak reference to
// mem_out_of_memory stays null there, and no path of the runtime library
// reaches abort (tests/e2e/no_abort.sh checks the linked call graph).
#include "base.h"

#include <string.h>

void mem_out_of_memory(size_t size);

void mem_out_of_memory(size_t size) {
  facet_die(__FILE__, __LINE__, "out of memory (%zu bytes)", size);
}

void *xmalloc(size_t n) {
  void *p = malloc(n ? n : 1);
  if (!p) mem_out_of_memory(n);
  return p;
}

void *xcalloc(size_t count, size_t size) {
  void *p = calloc(count ? count : 1, size ? size : 1);
  if (!p) facet_die(__FILE__, __LINE__, "out of memory");
  return p;
}

void *xrealloc(void *p, size_t n) {
  p = realloc(p, n ? n : 1);
  if (!p) facet_die(__FILE__, __LINE__, "out of memory (%zu bytes)", n);
  return p;
}

char *xstrdup(const char *s) {
  size_t n = strlen(s) + 1;
  return memcpy(xmalloc(n), s, n);
}
