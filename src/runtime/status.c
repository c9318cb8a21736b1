// status.c: rt_printable, for messages about names from files, and the
// runtime's allocator plumbing. (Statuses themselves are src/base/status.c.)
#include "runtime_internal.h"

#include <stdbool.h>
#include <stdint.h>
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
// to transparent huge pages (MADV_HUGEPAGE): faulting them in 4 KiB at a
// time costs more than the kernels writing them (bench/results/
// page_faults.md). A hint: where THP is off, nothing changes.
enum { RT_HUGE_PAGE = 2 << 20, RT_HUGE_BYTES = 4 << 20 };

// Freed huge blocks are kept, up to RT_KEEP_BLOCKS of them and
// RT_KEEP_BYTES in all, for the next allocation they fit with at most half
// to spare: a call's large results (an LLM's logits) are freed by their
// caller and asked for again by the next call, and a fresh mapping each
// time was faulted and zeroed anew, a few percent of a 512-token prefill
// and the slow ones of its calls (bench/results/page_faults.md#kept-blocks).
// The huge blocks handed out are tracked (up to RT_LIVE_BLOCKS) for their
// sizes; an untracked one is never kept.
enum { RT_KEEP_BLOCKS = 4, RT_LIVE_BLOCKS = 64 };
#define RT_KEEP_BYTES ((size_t)1 << 30)

typedef struct rt_block {
  void *p;
  size_t size;
} rt_block;

static struct {
  pthread_mutex_t lock;
  rt_block live[RT_LIVE_BLOCKS]; // p NULL: a free entry
  rt_block kept[RT_KEEP_BLOCKS]; // oldest first
  int kept_count;
  size_t kept_bytes;
} rt_huge = {.lock = PTHREAD_MUTEX_INITIALIZER};

// Records a huge block handed out; false where the table is full.
static bool rt_track(void *p, size_t size) {
  for (int i = 0; i < RT_LIVE_BLOCKS; i++)
    if (!rt_huge.live[i].p) {
      rt_huge.live[i] = (rt_block){p, size};
      return true;
    }
  return false;
}

// A kept block of `size` bytes or up to half more, tracked again; NULL if none.
static void *rt_take_kept(size_t size) {
  int best = -1;
  for (int i = 0; i < rt_huge.kept_count; i++) {
    size_t s = rt_huge.kept[i].size;
    if (s >= size && s - size <= size / 2 && (best < 0 || s < rt_huge.kept[best].size)) best = i;
  }
  if (best < 0) return NULL;
  rt_block b = rt_huge.kept[best];
  if (!rt_track(b.p, b.size)) return NULL;
  rt_huge.kept_bytes -= b.size;
  memmove(&rt_huge.kept[best], &rt_huge.kept[best + 1],
          sizeof b * (size_t)(rt_huge.kept_count - best - 1));
  rt_huge.kept_count--;
  return b.p;
}

static void *rt_huge_alloc(size_t size) {
  pthread_mutex_lock(&rt_huge.lock);
  void *p = rt_take_kept(size);
  pthread_mutex_unlock(&rt_huge.lock);
  if (p) return p;
  if (posix_memalign(&p, RT_HUGE_PAGE, size) != 0) return NULL;
#ifdef MADV_HUGEPAGE
  madvise(p, size & ~(size_t)(RT_HUGE_PAGE - 1), MADV_HUGEPAGE);
#endif
  pthread_mutex_lock(&rt_huge.lock);
  rt_track(p, size);
  pthread_mutex_unlock(&rt_huge.lock);
  return p;
}

// Keeps a tracked block (the oldest kept ones freed to make room); frees
// anything else.
static void rt_huge_free(void *p) {
  void *drop[RT_KEEP_BLOCKS + 1];
  int ndrop = 0;
  pthread_mutex_lock(&rt_huge.lock);
  int at = -1;
  for (int i = 0; i < RT_LIVE_BLOCKS && at < 0; i++)
    if (rt_huge.live[i].p == p) at = i;
  if (at < 0 || rt_huge.live[at].size > RT_KEEP_BYTES) {
    if (at >= 0) rt_huge.live[at].p = NULL;
    drop[ndrop++] = p;
  } else {
    rt_block b = rt_huge.live[at];
    rt_huge.live[at].p = NULL;
    while (rt_huge.kept_count == RT_KEEP_BLOCKS || rt_huge.kept_bytes + b.size > RT_KEEP_BYTES) {
      drop[ndrop++] = rt_huge.kept[0].p;
      rt_huge.kept_bytes -= rt_huge.kept[0].size;
      memmove(&rt_huge.kept[0], &rt_huge.kept[1], sizeof b * (size_t)(--rt_huge.kept_count));
    }
    rt_huge.kept[rt_huge.kept_count++] = b;
    rt_huge.kept_bytes += b.size;
  }
  pthread_mutex_unlock(&rt_huge.lock);
  for (int i = 0; i < ndrop; i++) free(drop[i]);
}

static void *rt_system_alloc(void *self, size_t size, size_t alignment) {
  (void)self;
  if (size >= RT_HUGE_BYTES) return rt_huge_alloc(size); // alignment <= 4096 < RT_HUGE_PAGE
  void *p = NULL;
  if (alignment < sizeof(void *)) alignment = sizeof(void *);
  if (posix_memalign(&p, alignment, size ? size : 1) != 0) return NULL;
  return p;
}

// Only a huge page's boundary can start a huge block.
static void rt_system_free(void *self, void *p) {
  (void)self;
  if ((uintptr_t)p % RT_HUGE_PAGE == 0 && p) rt_huge_free(p);
  else free(p);
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
