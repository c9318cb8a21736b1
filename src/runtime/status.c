// status.c: rt_printable, for messages about names from files, and the
// runtime's allocator plumbing. (Statuses themselves are src/base/status.c.)
#include "runtime_internal.h"

#include <stdlib.h>
#include <string.h>

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
