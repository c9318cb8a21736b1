// arena.c: bump allocation in chunks, freed in bulk (compiler memory).
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
  n = (n + 15) & ~(size_t)15;
  if (!a->head || a->used + n > a->head->size) {
    size_t size = n > ARENA_CHUNK ? n : ARENA_CHUNK;
    arena_chunk *c = xmalloc(sizeof(arena_chunk) + size);
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
  memcpy(p, s, n);
  p[n] = 0;
  return p;
}

char *arena_strdup(arena *a, const char *s) { return arena_strndup(a, s, strlen(s)); }

void *arena_memdup(arena *a, const void *p, size_t n) {
  void *q = arena_alloc(a, n ? n : 1);
  if (n) memcpy(q, p, n);
  return q;
}

char *arena_printf(arena *a, const char *fmt, ...) {
  va_list ap, ap2;
  va_start(ap, fmt);
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  char *p = arena_alloc(a, (size_t)n + 1);
  vsnprintf(p, (size_t)n + 1, fmt, ap2);
  va_end(ap2);
  return p;
}

void arena_free(arena *a) {
  for (arena_chunk *c = a->head, *next; c; c = next) {
    next = c->next;
    free(c);
  }
  a->head = NULL;
  a->used = 0;
}
