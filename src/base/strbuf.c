// strbuf.c: a growable string for printers and code emitters.
//
// Memory comes from the buffer's mem_allocator (base.h). With a custom
// one, a failed allocation sets `failed` and drops that append and every
// later one, so a caller builds a whole message and checks once.
#include "base.h"

#include <stdlib.h>
#include <string.h>

// Room for `extra` more bytes and the NUL; false when it cannot be had.
// Growth copies (the allocator interface has no realloc): doubling keeps
// it linear.
static bool sb_reserve(strbuf *sb, size_t extra) {
  if (sb->failed) return false;
  size_t need = sb->len + extra + 1, cap = sb->cap ? sb->cap : 64;
  if (extra > SIZE_MAX / 4 - sb->len) // mem_alloc refuses SIZE_MAX (or, for xmalloc's users, dies)
    need = cap = SIZE_MAX;
  if (need <= sb->cap) return true;
  while (cap < need) cap *= 2;
  char *data = mem_alloc(&sb->allocator, cap, 16);
  if (!data) return !(sb->failed = true);
  if (sb->data) memcpy(data, sb->data, sb->len + 1);
  mem_free(&sb->allocator, sb->data);
  sb->data = data;
  sb->cap = cap;
  return true;
}

void sb_appendn(strbuf *sb, const char *s, size_t n) {
  if (!sb_reserve(sb, n)) return;
  memcpy(sb->data + sb->len, s, n);
  sb->len += n;
  sb->data[sb->len] = 0;
}

void sb_append(strbuf *sb, const char *s) { sb_appendn(sb, s, strlen(s)); }

void sb_putc(strbuf *sb, char c) { sb_appendn(sb, &c, 1); }

void sb_vprintf(strbuf *sb, const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap);
  if (n > 0 && sb_reserve(sb, (size_t)n)) {
    vsnprintf(sb->data + sb->len, (size_t)n + 1, fmt, ap2);
    sb->len += (size_t)n;
  }
  va_end(ap2);
}

void sb_printf(strbuf *sb, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(sb, fmt, ap);
  va_end(ap);
}

void sb_reset(strbuf *sb) {
  sb->len = 0;
  if (sb->data) sb->data[0] = 0;
}

void sb_free(strbuf *sb) {
  mem_free(&sb->allocator, sb->data);
  sb->data = NULL;
  sb->len = sb->cap = 0;
  sb->failed = false;
}

const char *sb_cstr(strbuf *sb) { return sb->data ? sb->data : ""; }
