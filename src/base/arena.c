// arena.c: bump allocation in chunks, freed in bulk (compiler memory, and
// the runtime's verified module metadata and parameter indexes, which pass
// the embedder's allocator: see mem_allocator in base.h).
#include "base.h"

#include <stdlib.h>
#include <string.h>

struct arena_chunk {
  arena_chunk *next;
  size_t size; // usable bytes after the header
  _Alignas(16) unsigned char data[];
};

enum { ARENA_CHUNK = 64 * 1024 };

void *arena_alloc(arena *a, size_t n) {
  if (n > SIZE_MAX / 2) return mem_alloc(&a->allocator, SIZE_MAX, 16); // NULL, or dies
  n = (n + 15) & ~(size_t)15;
  if (!a->head || a->used + n > a->head->size) {
    size_t size = n > ARENA_CHUNK ? n : ARENA_CHUNK;
    arena_chunk *c = mem_alloc(&a->allocator, sizeof(arena_chunk) + size, 16);
    if (!c) return NULL;
    c->size = size;
    c->next = a->head;
    a->head = c;
    a->used = 0;
  }
  void *p = a->head->data + a->used;
  a->used += n;
  memset(p, 0, n);
  return p;
}

char *arena_strndup(arena *a, const char *s, size_t n) {
  char *p = arena_alloc(a, n + 1);
  if (!p) return NULL;
  memcpy(p, s, n);
  p[n] = 0;
  return p;
}

char *arena_strdup(arena *a, const char *s) { return arena_strndup(a, s, strlen(s)); }

void *arena_memdup(arena *a, const void *p, size_t n) {
  void *q = arena_alloc(a, n ? n : 1);
  if (q && n) memcpy(q, p, n);
  return q;
}

char *arena_printf(arena *a, const char *fmt, ...) {
  va_list ap, ap2;
  va_start(ap, fmt);
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  char *p = arena_alloc(a, n > 0 ? (size_t)n + 1 : 1);
  if (p) vsnprintf(p, n > 0 ? (size_t)n + 1 : 1, fmt, ap2);
  va_end(ap2);
  return p;
}

void arena_free(arena *a) {
  for (arena_chunk *c = a->head, *next; c; c = next) {
    next = c->next;
    mem_free(&a->allocator, c);
  }
  a->head = NULL;
  a->used = 0;
}
