// strbuf.c: a growable string for printers and code emitters.
#include "base.h"

#include <stdlib.h>
#include <string.h>

static void sb_reserve(strbuf *sb, size_t extra) {
  size_t need = sb->len + extra + 1;
  if (need <= sb->cap) return;
  size_t cap = sb->cap ? sb->cap : 64;
  while (cap < need) cap *= 2;
  sb->data = xrealloc(sb->data, cap);
  sb->cap = cap;
}

void sb_appendn(strbuf *sb, const char *s, size_t n) {
  sb_reserve(sb, n);
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
  sb_reserve(sb, (size_t)n);
  vsnprintf(sb->data + sb->len, (size_t)n + 1, fmt, ap2);
  va_end(ap2);
  sb->len += (size_t)n;
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
  free(sb->data);
  sb->data = NULL;
  sb->len = sb->cap = 0;
}

const char *sb_cstr(strbuf *sb) { return sb->data ? sb->data : ""; }
