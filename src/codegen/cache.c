// cache.c: the kernel object cache: compiled objects on disk, keyed by
// everything that decides their bytes, so a compile of an unchanged kernel
// costs a file read instead of a C compiler run.
//
// The key (cc.c computes it) is a 128-bit XXH3 hash of the exact source
// text of one translation unit, its file name, the compiler command and
// flags, the compiler's `--version` text, the bytes of the compiler's
// executables and of every header the sources include. The source text is
// the key rather than dedup's canonical bytes plus the configuration: the C
// is a function of exactly those (and of the target's facts and codegen's
// own version), so hashing it misses no input, including ones added to the
// emitters later.
//
// Layout: <root>/kernels-v1/<2 hex>/<30 hex>.o, one file per object:
//   "FACETKC1"  magic (8 bytes)
//   key         16 bytes, the entry's own key (a renamed file is a miss)
//   size        payload bytes, little-endian u64
//   hash        XXH3-128 of the payload, 16 bytes
//   payload     the object file as the compiler wrote it
// Every read checks all four, so a truncated, corrupted or misplaced entry
// is a miss (and is removed), never a wrong kernel. That is also why writes
// need no fsync: an entry a crash left half-written fails the check.
//
// Concurrency: entries are written to a unique temporary name in their
// folder and renamed into place (rename is atomic), so a reader sees the
// old entry, the new one or none. Two compiles storing the same key write
// the same bytes. Eviction may remove an entry another compile is about to
// read: that compile sees a miss. Hits update the entry's mtime, which
// eviction orders by (least recently used first).
#include "codegen_internal.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <xxhash.h>

static const char cg_cache_magic[8] = {'F', 'A', 'C', 'E', 'T', 'K', 'C', '1'};
enum { CG_CACHE_HEADER = 48, CG_CACHE_STALE_TMP_SECONDS = 3600 };
#define CG_CACHE_SUBDIR "kernels-v1"

static char *cache_printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static char *cache_printf(const char *fmt, ...) {
  strbuf sb = {0};
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(&sb, fmt, ap);
  va_end(ap);
  return sb.data ? sb.data : xstrdup("");
}

char *cg_cache_default_dir(void) {
  const char *env = getenv("FACET_CACHE_DIR");
  if (env && *env) return xstrdup(env);
  // XDG: a relative XDG_CACHE_HOME is invalid and must be ignored
  const char *xdg = getenv("XDG_CACHE_HOME");
  if (xdg && xdg[0] == '/') return cache_printf("%s/facet", xdg);
  const char *home = getenv("HOME");
  if (home && home[0] == '/') return cache_printf("%s/.cache/facet", home);
  return NULL;
}

// mkdir -p: every missing folder of path, with mode 0777 less the umask.
static bool cache_mkdirs(const char *path) {
  char *p = xstrdup(path);
  bool ok = true;
  for (char *s = p + 1; ok; s++) {
    if (*s != '/' && *s != 0) continue;
    char c = *s;
    *s = 0;
    ok = mkdir(p, 0777) == 0 || errno == EEXIST;
    *s = c;
    if (!c) break;
  }
  struct stat st;
  ok = ok && stat(p, &st) == 0 && S_ISDIR(st.st_mode);
  free(p);
  return ok;
}

// Backup tools skip a folder with this file (https://bford.info/cachedir/).
static void cache_write_tag(const char *root) {
  static const char tag[] = "Signature: 8a477f597d28d172789f06886806bc55\n"
                            "# This file is a cache directory tag created by facet.\n"
                            "# For information about cache directory tags, see:\n"
                            "#\thttps://bford.info/cachedir/\n";
  char *path = cache_printf("%s/CACHEDIR.TAG", root);
  int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
  if (fd >= 0) {
    (void)fd_write_all(fd, tag, sizeof tag - 1);
    close(fd);
  }
  free(path);
}

bool cg_cache_open(cg_cache *c, const char *root, uint64_t max_bytes, char **why) {
  memset(c, 0, sizeof *c);
  *why = NULL;
  if (!root || !*root) {
    *why = xstrdup("no cache folder (set --cache-dir, FACET_CACHE_DIR, XDG_CACHE_HOME or HOME)");
    return false;
  }
  char *dir = cache_printf("%s/" CG_CACHE_SUBDIR, root);
  if (!cache_mkdirs(dir)) {
    *why = cache_printf("cannot create '%s': %s", dir, strerror(errno));
    free(dir);
    return false;
  }
  cache_write_tag(root);
  c->dir = dir;
  c->max_bytes = max_bytes;
  return true;
}

void cg_cache_close(cg_cache *c) {
  free(c->dir);
  c->dir = NULL;
}

static char *cache_entry_path(const cg_cache *c, const cg_cache_key *k) {
  char hex[33];
  for (int i = 0; i < 16; i++) snprintf(hex + 2 * i, 3, "%02x", k->bytes[i]);
  return cache_printf("%s/%.2s/%s.o", c->dir, hex, hex + 2);
}

static void cache_put_u64(uint8_t *p, uint64_t v) {
  for (int i = 0; i < 8; i++) p[i] = (uint8_t)(v >> (8 * i));
}

static uint64_t cache_get_u64(const uint8_t *p) {
  uint64_t v = 0;
  for (int i = 0; i < 8; i++) v |= (uint64_t)p[i] << (8 * i);
  return v;
}

static void cache_payload_hash(uint8_t out[16], const uint8_t *data, size_t size) {
  XXH128_canonical_t h;
  XXH128_canonicalFromHash(&h, XXH3_128bits(data, size));
  memcpy(out, h.digest, 16);
}

// Reads a whole file; NULL if it cannot be read.
static uint8_t *cache_slurp(const char *path, size_t *size) {
  char *data = NULL;
  facet_status_t s = file_read_all(path, &data, size);
  facet_status_free(s);
  return s ? NULL : (uint8_t *)data;
}

int cg_cache_load(const cg_cache *c, const cg_cache_key *k, uint8_t **data, size_t *size) {
  *data = NULL;
  *size = 0;
  char *path = cache_entry_path(c, k);
  size_t n = 0;
  uint8_t *file = cache_slurp(path, &n);
  if (!file) {
    free(path);
    return 0; // absent (or unreadable: a miss either way)
  }
  uint8_t hash[16];
  bool ok = n >= CG_CACHE_HEADER && !memcmp(file, cg_cache_magic, 8) &&
            !memcmp(file + 8, k->bytes, 16) && cache_get_u64(file + 24) == n - CG_CACHE_HEADER;
  if (ok) {
    cache_payload_hash(hash, file + CG_CACHE_HEADER, n - CG_CACHE_HEADER);
    ok = !memcmp(hash, file + 32, 16);
  }
  if (!ok) {
    unlink(path); // a later store rewrites it
    free(path);
    free(file);
    return -1;
  }
  utimensat(AT_FDCWD, path, NULL, 0); // most recently used: evicted last
  free(path);
  *size = n - CG_CACHE_HEADER;
  *data = xmalloc(*size ? *size : 1);
  memcpy(*data, file + CG_CACHE_HEADER, *size);
  free(file);
  return 1;
}

// A temporary name in the entry's folder, unique among processes (pid) and
// within one (a counter); O_EXCL makes a leftover of a dead process with
// the same pid a failure, not a shared file.
static int cache_open_tmp(const char *path, char **tmp) {
  static unsigned counter;
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  *tmp = cache_printf("%s.tmp.%ld.%u.%ld", path, (long)getpid(), counter++, (long)ts.tv_nsec);
  return open(*tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
}

bool cg_cache_store(const cg_cache *c, const cg_cache_key *k, const uint8_t *data, size_t size) {
  char *path = cache_entry_path(c, k);
  char *slash = strrchr(path, '/');
  *slash = 0;
  bool ok = mkdir(path, 0777) == 0 || errno == EEXIST;
  *slash = '/';
  char *tmp = NULL;
  int fd = ok ? cache_open_tmp(path, &tmp) : -1;
  ok = fd >= 0;
  if (ok) {
    uint8_t head[CG_CACHE_HEADER];
    memcpy(head, cg_cache_magic, 8);
    memcpy(head + 8, k->bytes, 16);
    cache_put_u64(head + 24, size);
    cache_payload_hash(head + 32, data, size);
    ok = fd_write_all(fd, head, sizeof head) && fd_write_all(fd, data, size);
    ok &= close(fd) == 0;
    ok = ok && rename(tmp, path) == 0;
    if (!ok) unlink(tmp);
  }
  free(tmp);
  free(path);
  return ok;
}

typedef struct cache_file {
  char *path;
  uint64_t bytes;
  struct timespec mtime;
} cache_file;

typedef VEC(cache_file) cache_files;

// Lists the entries of one fan-out folder; removes temporary files that a
// crashed compile left (older than an hour: a live writer is done by then).
static void cache_scan_folder(const char *sub, time_t now, cache_files *out) {
  DIR *d = opendir(sub);
  struct dirent *e;
  while (d && (e = readdir(d))) {
    if (e->d_name[0] == '.') continue;
    char *path = cache_printf("%s/%s", sub, e->d_name);
    struct stat st;
    if (lstat(path, &st) != 0 || !S_ISREG(st.st_mode)) {
      free(path);
      continue;
    }
    if (strstr(e->d_name, ".tmp.")) {
      if (now - st.st_mtime > CG_CACHE_STALE_TMP_SECONDS) unlink(path);
      free(path);
      continue;
    }
    cache_file f = {path, (uint64_t)st.st_size, st.st_mtim};
    VEC_PUSH(*out, f);
  }
  if (d) closedir(d);
}

// Oldest first; equal times by path, so eviction is deterministic.
static int cache_older(const void *a, const void *b) {
  const cache_file *x = a, *y = b;
  if (x->mtime.tv_sec != y->mtime.tv_sec) return x->mtime.tv_sec < y->mtime.tv_sec ? -1 : 1;
  if (x->mtime.tv_nsec != y->mtime.tv_nsec) return x->mtime.tv_nsec < y->mtime.tv_nsec ? -1 : 1;
  return strcmp(x->path, y->path);
}

int cg_cache_evict(const cg_cache *c) {
  cache_files files = {0};
  time_t now = time(NULL);
  DIR *d = opendir(c->dir);
  struct dirent *e;
  while (d && (e = readdir(d))) {
    if (e->d_name[0] == '.' || strlen(e->d_name) != 2) continue;
    char *sub = cache_printf("%s/%s", c->dir, e->d_name);
    cache_scan_folder(sub, now, &files);
    free(sub);
  }
  if (d) closedir(d);
  uint64_t total = 0;
  for (size_t i = 0; i < files.len; i++) total += files.data[i].bytes;
  int evicted = 0;
  if (total > c->max_bytes) {
    // down to 90% of the bound, so the next compiles need not evict again
    uint64_t goal = c->max_bytes - c->max_bytes / 10;
    qsort(files.data, files.len, sizeof *files.data, cache_older);
    for (size_t i = 0; i < files.len && total > goal; i++) {
      if (unlink(files.data[i].path) == 0 || errno == ENOENT) {
        total -= files.data[i].bytes;
        evicted++;
      }
    }
  }
  for (size_t i = 0; i < files.len; i++) free(files.data[i].path);
  VEC_FREE(files);
  return evicted;
}
