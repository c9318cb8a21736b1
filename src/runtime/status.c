// status.c: rt_printable, for messages about names from files, and the
// runtime's allocator plumbing. (Statuses themselves are src/base/status.c.)
#include "runtime_internal.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

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

// Blocks of at least RT_HUGE_BYTES are aligned to a huge page and offered
// to transparent huge pages (MADV_HUGEPAGE): a call's large results and
// transient block are fresh memory each time the caller frees them, and
// faulting them in 4 KiB at a time costs more than the kernels writing
// them (bench/results/page_faults.md). A hint: where THP is off, nothing
// changes.
enum { RT_HUGE_PAGE = 2 << 20, RT_HUGE_BYTES = 4 << 20 };

static void *rt_system_alloc(void *self, size_t size, size_t alignment) {
  (void)self;
  void *p = NULL;
  if (alignment < sizeof(void *)) alignment = sizeof(void *);
  bool huge = size >= RT_HUGE_BYTES;
  if (huge && alignment < RT_HUGE_PAGE) alignment = RT_HUGE_PAGE;
  if (posix_memalign(&p, alignment, size ? size : 1) != 0) return NULL;
#ifdef MADV_HUGEPAGE
  if (huge) madvise(p, size & ~(size_t)(RT_HUGE_PAGE - 1), MADV_HUGEPAGE);
#endif
  return p;
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
