// file.c: atomic output files for the tools (tooling.h).
//
// The bytes go to "<target>.tmp.XXXXXX" in the target's directory (so the
// rename cannot cross file systems), are flushed with fsync (so that after
// a crash the target is the old file or the new one, never an empty one),
// and the file is renamed over the target. Any failure before the rename
// removes the temporary file and leaves the target untouched.
#include "tooling.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

// The mode a new file gets from open(..., 0666): 0666 less the umask.
static mode_t tool_new_file_mode(void) {
  mode_t mask = umask(022); // umask can only be read by setting it
  umask(mask);
  return 0666 & ~mask;
}

facet_status_t tool_file_open(tool_file *f, const char *path) {
  *f = (tool_file){NULL, NULL, -1, 0};
  if (!strcmp(path, "-")) { // standard output, written in place
    f->path = xstrdup("<stdout>");
    f->fd = dup(STDOUT_FILENO);
    if (f->fd >= 0) return NULL;
    tool_file_discard(f);
    return status_new(FACET_STATUS_UNAVAILABLE, "cannot write to standard output: %s",
                      strerror(errno));
  }
  struct stat st;
  bool exists = stat(path, &st) == 0;
  if (exists && !S_ISREG(st.st_mode)) { // a device or a FIFO: in place
    f->path = xstrdup(path);
    f->fd = open(path, O_WRONLY | O_CLOEXEC);
    if (f->fd < 0) {
      facet_status_t s =
          status_new(FACET_STATUS_UNAVAILABLE, "cannot write %s: %s", path, strerror(errno));
      tool_file_discard(f);
      return s;
    }
    return NULL;
  }
  char *real = exists ? realpath(path, NULL) : NULL; // write through a symbolic link
  f->path = real ? real : xstrdup(path);
  size_t n = strlen(f->path) + 16;
  f->tmp = xmalloc(n);
  snprintf(f->tmp, n, "%s.tmp.XXXXXX", f->path);
  f->fd = mkostemp(f->tmp, O_CLOEXEC);
  if (f->fd < 0) {
    facet_status_t s =
        status_new(FACET_STATUS_UNAVAILABLE, "cannot write %s: %s", f->path, strerror(errno));
    free(f->tmp);
    f->tmp = NULL; // nothing to remove
    tool_file_discard(f);
    return s;
  }
  // mkstemp makes mode 0600; the new file gets the old one's mode, or
  // what the umask gives a new file.
  fchmod(f->fd, exists ? st.st_mode & 07777 : tool_new_file_mode());
  return NULL;
}

void tool_file_write(tool_file *f, const void *data, size_t n) {
  if (f->error || f->fd < 0) return;
  const uint8_t *p = data;
  while (n) {
    ssize_t k = write(f->fd, p, n);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) { // a short write is a full disk (errno unset when k == 0)
      f->error = k < 0 ? errno : ENOSPC;
      return;
    }
    p += k;
    n -= (size_t)k;
  }
}

facet_status_t tool_file_finish(tool_file *f) {
  if (f->fd >= 0) {
    // fsync fails with EINVAL on a device or FIFO written in place: fine.
    if (!f->error && f->tmp && fsync(f->fd) != 0) f->error = errno;
    if (close(f->fd) != 0 && !f->error) f->error = errno;
    f->fd = -1;
  }
  if (!f->error) return NULL;
  facet_status_t s =
      status_new(FACET_STATUS_UNAVAILABLE, "cannot write %s: %s", f->path, strerror(f->error));
  if (f->tmp) unlink(f->tmp);
  free(f->tmp);
  f->tmp = NULL;
  return s;
}

facet_status_t tool_file_commit(tool_file *f) {
  if (!f->tmp) return NULL; // written in place
  if (rename(f->tmp, f->path) != 0) {
    facet_status_t s =
        status_new(FACET_STATUS_UNAVAILABLE, "cannot write %s: %s", f->path, strerror(errno));
    unlink(f->tmp);
    free(f->tmp);
    f->tmp = NULL;
    return s;
  }
  free(f->tmp);
  f->tmp = NULL;
  return NULL;
}

void tool_file_discard(tool_file *f) {
  if (f->fd >= 0) close(f->fd);
  if (f->tmp) unlink(f->tmp);
  free(f->tmp);
  free(f->path);
  *f = (tool_file){NULL, NULL, -1, 0};
}

facet_status_t tool_write_file(const char *path, const void *data, size_t n) {
  tool_file f;
  STATUS_RETURN_IF_ERROR(tool_file_open(&f, path));
  tool_file_write(&f, data, n);
  facet_status_t s = tool_file_finish(&f);
  if (!s) s = tool_file_commit(&f);
  tool_file_discard(&f);
  return s;
}
