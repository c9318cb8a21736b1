// util.c: mem_alloc (base.h), fatal errors, checked size arithmetic, whole
// files. The allocation that cannot fail (xmalloc) is in xalloc.c.
#include "base.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

void facet_die(const char *file, int line, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "facet: internal error at %s:%d: ", file, line);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  abort();
}

// Defined in xalloc.c, which a program links only if it uses xmalloc and
// friends (the compiler does; a program with only the runtime does not).
// Weak: without it, a failed allocation returns NULL instead of aborting.
extern void mem_out_of_memory(size_t size) __attribute__((weak));

void *mem_alloc(const mem_allocator *a, size_t size, size_t alignment) {
  if (a && a->alloc) return a->alloc(a->self, size ? size : 1, alignment);
  void *p = NULL;
  if (size == SIZE_MAX) // a size that overflowed on its way here
    p = NULL;
  else if (alignment <= 16) p = malloc(size ? size : 1);
  else if (posix_memalign(&p, alignment, size ? size : 1) != 0) p = NULL;
  if (!p && mem_out_of_memory) mem_out_of_memory(size); // does not return
  return p;
}

void mem_free(const mem_allocator *a, void *p) {
  if (!p) return;
  if (a && a->alloc) a->free(a->self, p);
  else free(p);
}

bool size_mul_overflows(size_t a, size_t b, size_t *out) {
  return __builtin_mul_overflow(a, b, out);
}

bool size_add_overflows(size_t a, size_t b, size_t *out) {
  return __builtin_add_overflow(a, b, out);
}

facet_status_t file_read_all(const char *path, char **data, size_t *len) {
  bool in = strcmp(path, "-") == 0; // "-": standard input
  FILE *f = in ? stdin : fopen(path, "rb");
  if (!f) return status_new(FACET_STATUS_NOT_FOUND, "cannot open '%s': %s", path, strerror(errno));
  strbuf sb = {0};
  char buf[1 << 16];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0) sb_appendn(&sb, buf, n);
  bool ok = !ferror(f);
  if (!in) fclose(f);
  if (!ok) {
    sb_free(&sb);
    return status_new(FACET_STATUS_UNAVAILABLE, "cannot read '%s'", path);
  }
  if (!sb.data) sb_appendn(&sb, "", 0);
  *data = sb.data;
  *len = sb.len;
  return NULL;
}

bool fd_write_all(int fd, const void *data, size_t n) {
  const uint8_t *p = data;
  while (n) {
    ssize_t k = write(fd, p, n);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) return false;
    p += k;
    n -= (size_t)k;
  }
  return true;
}

// Two rows of the dynamic programme; long strings are never typos.
size_t str_edit_distance(const char *a, const char *b) {
  size_t n = strlen(a), m = strlen(b);
  if (n > 64 || m > 64) return SIZE_MAX;
  size_t prev[65], cur[65];
  for (size_t j = 0; j <= m; j++) prev[j] = j;
  for (size_t i = 1; i <= n; i++) {
    cur[0] = i;
    for (size_t j = 1; j <= m; j++) {
      size_t sub = prev[j - 1] + (a[i - 1] != b[j - 1]);
      size_t del = prev[j] + 1, ins = cur[j - 1] + 1;
      cur[j] = sub < del ? (sub < ins ? sub : ins) : (del < ins ? del : ins);
    }
    memcpy(prev, cur, sizeof *cur * (m + 1));
  }
  return prev[m];
}

// Close: at most a third of the word's characters differ (1 to 3).
const char *str_closest(const char *word, const char *const *names, size_t n) {
  const char *best = NULL;
  size_t best_d = SIZE_MAX, len = strlen(word);
  for (size_t i = 0; i < n; i++) {
    size_t d = str_edit_distance(word, names[i]);
    if (d < best_d) best_d = d, best = names[i];
  }
  size_t limit = len / 3 < 1 ? 1 : len / 3 > 3 ? 3 : len / 3;
  return best_d <= limit ? best : NULL;
}
