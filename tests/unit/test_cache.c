// test_cache.c: the kernel object cache (src/codegen/cache.c) and its use
// by the compiler driver (src/codegen/cc.c): round trips, every kind of
// damaged entry read as a miss and removed, eviction order and bound,
// leftover temporary files, concurrent writers and readers, the default
// folder, and builds whose objects come from the cache (byte-identical
// shared objects, a corrupt entry rebuilt, a changed command a miss, no
// precompiled header behind ccache), and batches of sources in one
// compiler run (the same functions as alone, hits, damaged entries).
#include "check.h"
#include "codegen/codegen_internal.h"

#include <dirent.h>
#include <dlfcn.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static char root[64];

static void rm_tree(const char *path) {
  DIR *d = opendir(path);
  struct dirent *e;
  while (d && (e = readdir(d))) {
    if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
    char sub[512];
    snprintf(sub, sizeof sub, "%s/%s", path, e->d_name);
    struct stat st;
    if (lstat(sub, &st) == 0 && S_ISDIR(st.st_mode)) rm_tree(sub);
    else unlink(sub);
  }
  if (d) closedir(d);
  rmdir(path);
}

static cg_cache_key key_of(int n) {
  cg_cache_key k;
  for (int i = 0; i < 16; i++) k.bytes[i] = (uint8_t)(n * 31 + i * 7);
  return k;
}

static void entry_path(const cg_cache *c, const cg_cache_key *k, char *out, size_t n) {
  char hex[33];
  for (int i = 0; i < 16; i++) snprintf(hex + 2 * i, 3, "%02x", k->bytes[i]);
  snprintf(out, n, "%s/%.2s/%s.o", c->dir, hex, hex + 2);
}

static long file_size(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 ? (long)st.st_size : -1;
}

// Overwrites one byte of a file at offset (negative: from the end).
static void poke(const char *path, long offset, uint8_t value) {
  int fd = open(path, O_RDWR);
  CHECK(fd >= 0);
  if (offset < 0) offset += file_size(path);
  CHECK(pwrite(fd, &value, 1, offset) == 1);
  close(fd);
}

static int count_files(const char *dir) {
  int n = 0;
  DIR *d = opendir(dir);
  struct dirent *e;
  while (d && (e = readdir(d))) {
    if (e->d_name[0] == '.') continue;
    char sub[512];
    snprintf(sub, sizeof sub, "%s/%s", dir, e->d_name);
    struct stat st;
    if (lstat(sub, &st) == 0 && S_ISDIR(st.st_mode)) n += count_files(sub);
    else n++;
  }
  if (d) closedir(d);
  return n;
}

static void open_cache(cg_cache *c, const char *name, uint64_t max) {
  char dir[128];
  snprintf(dir, sizeof dir, "%s/%s", root, name);
  char *why = NULL;
  CHECK(cg_cache_open(c, dir, max, &why));
  CHECK(why == NULL);
  free(why);
}

static void test_round_trip(void) {
  cg_cache c;
  open_cache(&c, "rt", 1 << 20);
  cg_cache_key k1 = key_of(1), k2 = key_of(2);
  const uint8_t obj[] = "\x7f"
                        "ELF object bytes\0with a NUL";
  uint8_t *data = NULL;
  size_t size = 0;
  CHECK_EQ_INT(0, cg_cache_load(&c, &k1, &data, &size));
  CHECK(data == NULL && size == 0);
  CHECK(cg_cache_store(&c, &k1, obj, sizeof obj));
  CHECK_EQ_INT(1, cg_cache_load(&c, &k1, &data, &size));
  CHECK(size == sizeof obj && data && memcmp(data, obj, size) == 0);
  free(data);
  CHECK_EQ_INT(0, cg_cache_load(&c, &k2, &data, &size));
  // an empty object is an entry too
  CHECK(cg_cache_store(&c, &k2, obj, 0));
  CHECK_EQ_INT(1, cg_cache_load(&c, &k2, &data, &size));
  CHECK(size == 0);
  free(data);
  // storing again replaces the entry
  CHECK(cg_cache_store(&c, &k1, obj, 4));
  CHECK_EQ_INT(1, cg_cache_load(&c, &k1, &data, &size));
  CHECK(size == 4 && memcmp(data, obj, 4) == 0);
  free(data);
  char tag[160];
  snprintf(tag, sizeof tag, "%s/rt/CACHEDIR.TAG", root);
  CHECK(file_size(tag) > 0);
  cg_cache_close(&c);
}

// Each way an entry can be wrong is a miss that removes it; storing again
// makes it a hit.
static void test_damage(void) {
  cg_cache c;
  open_cache(&c, "damage", 1 << 20);
  uint8_t obj[300];
  for (size_t i = 0; i < sizeof obj; i++) obj[i] = (uint8_t)(i * 13);
  cg_cache_key k = key_of(7), other = key_of(8);
  char path[256], other_path[256];
  entry_path(&c, &k, path, sizeof path);
  entry_path(&c, &other, other_path, sizeof other_path);
  struct {
    const char *what;
    long offset; // byte poked (or -1000: truncate, -2000: append, -3000: move)
  } cases[] = {{
                   "magic",
                   0,
               },
               {"key", 10},
               {"size", 24},
               {"payload hash", 40},
               {"first payload byte", 48},
               {"last payload byte", -1},
               {"truncated", -1000},
               {"longer", -2000},
               {"under another key", -3000}};
  for (size_t i = 0; i < FACET_ARRAY_SIZE(cases); i++) {
    CHECK(cg_cache_store(&c, &k, obj, sizeof obj));
    const char *target = path;
    long off = cases[i].offset;
    if (off == -1000) CHECK(truncate(path, file_size(path) - 1) == 0);
    else if (off == -2000) {
      int fd = open(path, O_WRONLY | O_APPEND);
      CHECK(fd >= 0 && write(fd, "x", 1) == 1);
      close(fd);
    } else if (off == -3000) {
      char dir[256];
      snprintf(dir, sizeof dir, "%s", other_path);
      *strrchr(dir, '/') = 0;
      mkdir(dir, 0777);
      CHECK(rename(path, other_path) == 0);
      target = other_path;
    } else {
      uint8_t b = 0;
      int fd = open(path, O_RDONLY);
      CHECK(fd >= 0 && pread(fd, &b, 1, off < 0 ? file_size(path) + off : off) == 1);
      close(fd);
      poke(path, off, (uint8_t)(b ^ 0x20));
    }
    const cg_cache_key *kk = target == path ? &k : &other;
    uint8_t *data = NULL;
    size_t size = 0;
    int r = cg_cache_load(&c, kk, &data, &size);
    if (r != -1) fprintf(stderr, "damage '%s': load returned %d\n", cases[i].what, r);
    CHECK(r == -1 && data == NULL);
    CHECK(file_size(target) == -1); // removed
    CHECK_EQ_INT(0, cg_cache_load(&c, kk, &data, &size));
  }
  CHECK(cg_cache_store(&c, &k, obj, sizeof obj));
  uint8_t *data = NULL;
  size_t size = 0;
  CHECK_EQ_INT(1, cg_cache_load(&c, &k, &data, &size));
  CHECK(size == sizeof obj && memcmp(data, obj, size) == 0);
  free(data);
  cg_cache_close(&c);
}

static void set_mtime(const char *path, time_t t) {
  struct timespec ts[2] = {{t, 0}, {t, 0}};
  CHECK(utimensat(AT_FDCWD, path, ts, 0) == 0);
}

// Least recently used first, down to 90% of the bound; a hit counts as a
// use; temporary files older than an hour go, younger ones stay.
static void test_evict(void) {
  cg_cache c;
  uint8_t obj[952]; // 1000 bytes with the 48-byte header
  memset(obj, 5, sizeof obj);
  open_cache(&c, "evict", 4500);
  time_t now = time(NULL);
  char paths[6][256];
  for (int i = 0; i < 6; i++) {
    cg_cache_key k = key_of(100 + i);
    CHECK(cg_cache_store(&c, &k, obj, sizeof obj));
    entry_path(&c, &k, paths[i], sizeof paths[i]);
    CHECK_EQ_INT(1000, file_size(paths[i]));
    set_mtime(paths[i], now - 1000 + i); // 0 oldest ... 5 newest
  }
  // a hit on entry 0 makes it the newest
  cg_cache_key k0 = key_of(100);
  uint8_t *data = NULL;
  size_t size = 0;
  CHECK_EQ_INT(1, cg_cache_load(&c, &k0, &data, &size));
  free(data);
  char stale[300], fresh[300];
  snprintf(stale, sizeof stale, "%s.tmp.1.2.3", paths[1]);
  snprintf(fresh, sizeof fresh, "%s.tmp.4.5.6", paths[2]);
  for (int i = 0; i < 2; i++) {
    int fd = open(i ? fresh : stale, O_WRONLY | O_CREAT, 0666);
    CHECK(fd >= 0 && write(fd, "half", 4) == 4);
    close(fd);
  }
  set_mtime(stale, now - 7200);
  // 6000 bytes > 4500: the two least recently used (1, 2) go, down to
  // 4000 <= 90% of the bound
  CHECK_EQ_INT(2, cg_cache_evict(&c));
  CHECK(file_size(paths[0]) == 1000 && file_size(paths[3]) == 1000);
  CHECK(file_size(paths[4]) == 1000 && file_size(paths[5]) == 1000);
  CHECK(file_size(paths[1]) == -1 && file_size(paths[2]) == -1);
  CHECK(file_size(stale) == -1 && file_size(fresh) == 4);
  // within the bound: nothing to do
  CHECK_EQ_INT(0, cg_cache_evict(&c));
  unlink(fresh);
  cg_cache_close(&c);
}

// Writers and readers of one key in several processes: a reader sees the
// whole entry or none, never a damaged one.
static void test_concurrent(void) {
  cg_cache c;
  open_cache(&c, "concurrent", 1 << 24);
  static uint8_t obj[200000];
  for (size_t i = 0; i < sizeof obj; i++) obj[i] = (uint8_t)(i * 7 + 1);
  cg_cache_key k = key_of(42);
  pid_t pids[4];
  for (int p = 0; p < 4; p++) {
    pids[p] = fork();
    if (pids[p] == 0) {
      int bad = 0;
      for (int i = 0; i < 40; i++) {
        if (!cg_cache_store(&c, &k, obj, sizeof obj)) bad++;
        uint8_t *data = NULL;
        size_t size = 0;
        int r = cg_cache_load(&c, &k, &data, &size);
        if (r < 0 || (r == 1 && (size != sizeof obj || memcmp(data, obj, size) != 0))) bad++;
        free(data);
      }
      _exit(bad ? 1 : 0);
    }
  }
  for (int p = 0; p < 4; p++) {
    int status = 0;
    CHECK(waitpid(pids[p], &status, 0) == pids[p]);
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  }
  // no temporary file is left behind
  char dir[256];
  entry_path(&c, &k, dir, sizeof dir);
  *strrchr(dir, '/') = 0;
  CHECK_EQ_INT(1, count_files(dir));
  cg_cache_close(&c);
}

static void test_default_dir_and_open(void) {
  const char *names[] = {"FACET_CACHE_DIR", "XDG_CACHE_HOME", "HOME"};
  char *saved[3];
  for (int i = 0; i < 3; i++) saved[i] = getenv(names[i]) ? xstrdup(getenv(names[i])) : NULL;
  setenv("FACET_CACHE_DIR", "/x/facet-env", 1);
  setenv("XDG_CACHE_HOME", "/x/xdg", 1);
  setenv("HOME", "/x/home", 1);
  char *d = cg_cache_default_dir();
  CHECK_EQ_STR("/x/facet-env", d);
  free(d);
  unsetenv("FACET_CACHE_DIR");
  d = cg_cache_default_dir();
  CHECK_EQ_STR("/x/xdg/facet", d);
  free(d);
  setenv("XDG_CACHE_HOME", "relative/xdg", 1); // ignored, as XDG says
  d = cg_cache_default_dir();
  CHECK_EQ_STR("/x/home/.cache/facet", d);
  free(d);
  unsetenv("XDG_CACHE_HOME");
  unsetenv("HOME");
  CHECK(cg_cache_default_dir() == NULL);
  for (int i = 0; i < 3; i++) {
    if (saved[i]) setenv(names[i], saved[i], 1);
    else unsetenv(names[i]);
    free(saved[i]);
  }
  // a folder that cannot be made: a reason, no cache
  char file[128], below[160];
  snprintf(file, sizeof file, "%s/plain-file", root);
  int fd = open(file, O_WRONLY | O_CREAT, 0666);
  close(fd);
  snprintf(below, sizeof below, "%s/cache", file);
  cg_cache c;
  char *why = NULL;
  CHECK(!cg_cache_open(&c, below, 1000, &why));
  CHECK(why && strstr(why, "cannot create"));
  free(why);
  CHECK(!cg_cache_open(&c, NULL, 1000, &why));
  CHECK(why && strstr(why, "no cache folder"));
  free(why);
  // nested folders are made
  snprintf(below, sizeof below, "%s/a/b/c", root);
  CHECK(cg_cache_open(&c, below, 1000, &why));
  cg_cache_close(&c);
}

//
// The driver with the cache
//
static const char *const srcs[3] = {
    "// t1.c: test\nint t1(int x);\nint t1(int x) { return x * 3; } // why\n",
    "// t2.c: test\n#include <stdint.h>\nint64_t t2(int64_t x);\nint64_t t2(int64_t x) { return x "
    "+ 1; }\n",
    "// lib.c: test\nint t1(int);\nint t3(void);\nint t3(void) { return t1(2); }\n"};

static bool build(cg_build *b, cg_cache_stats *st, uint8_t **so, size_t *size) {
  diag_engine diag;
  diag_init(&diag, NULL);
  b->stats = st;
  bool ok = cg_build_object(b, srcs, 3, &diag, so, size, NULL);
  if (!ok) fprintf(stderr, "%s", sb_cstr(&diag.log));
  diag_free(&diag);
  return ok;
}

static void test_driver_cache(void) {
  char dir[128];
  snprintf(dir, sizeof dir, "%s/driver", root);
  cg_target t;
  cg_target_parse("x86-64", &t);
  cg_build b = {.cc = "cc", .target = &t, .jobs = 2, .cache = true, .cache_dir = dir};
  cg_cache_stats st;
  uint8_t *so[4] = {0};
  size_t size[4] = {0};
  CHECK(build(&b, &st, &so[0], &size[0]));
  CHECK_EQ_STR("on", st.state);
  CHECK(st.hits == 0 && st.misses == 3 && st.stored == 3 && st.compiled == 3);
  CHECK(build(&b, &st, &so[1], &size[1]));
  CHECK(st.hits == 3 && st.misses == 0 && st.compiled == 0 && st.stored == 0);
  CHECK(size[0] == size[1] && memcmp(so[0], so[1], size[0]) == 0);
  // damage every entry's last byte: each is a miss, rebuilt, same object
  char kdir[160];
  snprintf(kdir, sizeof kdir, "%s/kernels-v1", dir);
  DIR *top = opendir(kdir);
  struct dirent *e;
  int damaged = 0;
  while (top && (e = readdir(top))) {
    if (e->d_name[0] == '.') continue;
    char sub[512];
    snprintf(sub, sizeof sub, "%s/%s", kdir, e->d_name);
    DIR *d = opendir(sub);
    struct dirent *f;
    while (d && (f = readdir(d))) {
      if (f->d_name[0] == '.') continue;
      char path[1024];
      snprintf(path, sizeof path, "%s/%s", sub, f->d_name);
      poke(path, -1, 0xff);
      poke(path, -2, 0x00);
      damaged++;
    }
    if (d) closedir(d);
  }
  if (top) closedir(top);
  CHECK_EQ_INT(3, damaged);
  CHECK(build(&b, &st, &so[2], &size[2]));
  CHECK(st.corrupt == 3 && st.misses == 3 && st.hits == 0 && st.stored == 3);
  CHECK(size[0] == size[2] && memcmp(so[0], so[2], size[0]) == 0);
  // another command is another key
  b.cc = "env cc";
  CHECK(build(&b, &st, &so[3], &size[3]));
  CHECK(st.hits == 0 && st.misses == 3);
  CHECK(size[0] == size[3] && memcmp(so[0], so[3], size[0]) == 0);
  for (int i = 0; i < 4; i++) free(so[i]);
  // a compiler without --version: no cache, the build goes on
  char script[160];
  snprintf(script, sizeof script, "%s/noversion-cc", root);
  FILE *f = fopen(script, "w");
  fprintf(f, "#!/bin/sh\nfor a; do [ \"$a\" = --version ] && exit 1; done\nexec cc \"$@\"\n");
  fclose(f);
  chmod(script, 0755);
  b.cc = script;
  uint8_t *so4 = NULL;
  size_t size4 = 0;
  CHECK(build(&b, &st, &so4, &size4));
  CHECK(strstr(st.state, "unavailable") && strstr(st.state, "--version"));
  CHECK(st.hits == 0 && st.misses == 0 && st.compiled == 3);
  free(so4);
  // off: no lookups
  b.cc = "cc";
  b.cache = false;
  CHECK(build(&b, &st, &so4, &size4));
  CHECK_EQ_STR("off", st.state);
  CHECK(st.hits == 0 && st.misses == 0 && st.compiled == 3);
  free(so4);
}

// Dry runs print the commands: a precompiled header for eight vector TUs
// with one job, none when a compiler cache wraps the compiler (here a
// script named ccache: the name is what counts).
static bool dry_run_uses_pch(const char *cc) {
  static char text[8][160];
  const char *vec[8];
  for (int i = 0; i < 8; i++) {
    snprintf(text[i], sizeof text[i], "// v%d.c: t\n#include <immintrin.h>\nint v%d(void);\n", i,
             i);
    vec[i] = text[i];
  }
  cg_target t;
  cg_target_parse("x86-64-v3", &t);
  cg_build b = {.cc = cc, .target = &t, .jobs = 1, .dry_run = true};
  char out_path[128];
  snprintf(out_path, sizeof out_path, "%s/dry.out", root);
  fflush(stdout);
  int saved = dup(1), fd = open(out_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
  dup2(fd, 1);
  close(fd);
  diag_engine diag;
  diag_init(&diag, NULL);
  uint8_t *so = NULL;
  size_t size = 0;
  CHECK(cg_build_object(&b, vec, 8, &diag, &so, &size, NULL));
  fflush(stdout);
  dup2(saved, 1);
  close(saved);
  diag_free(&diag);
  char printed[8192] = {0};
  FILE *f = fopen(out_path, "r");
  if (f) {
    size_t n = fread(printed, 1, sizeof printed - 1, f);
    printed[n] = 0;
    fclose(f);
  }
  unlink(out_path);
  CHECK(strstr(printed, "v7.c"));
  return strstr(printed, "facet_pch.h") != NULL;
}

static void test_pch_and_wrappers(void) {
  CHECK(dry_run_uses_pch("cc"));
  char script[160], cmd[200];
  snprintf(script, sizeof script, "%s/ccache", root);
  FILE *f = fopen(script, "w");
  fprintf(f, "#!/bin/sh\nexec \"$@\"\n");
  fclose(f);
  chmod(script, 0755);
  snprintf(cmd, sizeof cmd, "%s cc", script);
  CHECK(!dry_run_uses_pch(cmd));
  // behind a link with the compiler's name, as in /usr/lib/ccache/cc
  char link[160];
  snprintf(link, sizeof link, "%s/cc", root);
  CHECK(symlink(script, link) == 0);
  CHECK(!dry_run_uses_pch(link));
  CHECK(dry_run_uses_pch("env cc"));
}

//
// Batches (batch.c): several kernels in one compiler run
//
enum { NB = 10 };
static char batch_text[NB + 1][640];
static const char *batch_srcs[NB + 1];

// Sources with one head (a guarded helper) and tails that each define a
// macro K and a static function `scale` of their own, plus one source that
// cannot join a batch (a string literal in its tail).
static void make_batch_sources(void) {
  for (int i = 0; i < NB; i++) {
    snprintf(batch_text[i], sizeof batch_text[i],
             "// b%d.c: test\n// what b%d computes\n#ifndef T_HEAD_H\n#define T_HEAD_H\n"
             "#include <stdint.h>\nstatic inline int64_t t_twice(int64_t x) { return 2 * x; }\n"
             "#endif\n#define K %d // its own K\n"
             "static int64_t scale(int64_t x) { return t_twice(x) * K; }\n"
             "int64_t b%d_f(int64_t x);\nint64_t b%d_f(int64_t x) {\n  return scale(x) + K;\n}\n",
             i, i, i + 1, i, i);
    batch_srcs[i] = batch_text[i];
  }
  snprintf(batch_text[NB], sizeof batch_text[NB],
           "// alone.c: test\n#ifndef T_HEAD_H\n#define T_HEAD_H\n#endif\n"
           "const char *alone_name(void);\nconst char *alone_name(void) { return \"alone\"; }\n");
  batch_srcs[NB] = batch_text[NB];
}

static bool batch_build(cg_build *b, cg_cache_stats *st, uint8_t **so, size_t *size) {
  diag_engine diag;
  diag_init(&diag, NULL);
  b->stats = st;
  bool ok = cg_build_object(b, batch_srcs, NB + 1, &diag, so, size, NULL);
  if (!ok) fprintf(stderr, "%s", sb_cstr(&diag.log));
  diag_free(&diag);
  return ok;
}

// Loads the shared object and checks every function: b<i>_f(5) = 11 (i + 1).
static void check_batch_object(const uint8_t *so, size_t size) {
  char path[160];
  snprintf(path, sizeof path, "%s/batch-%zu.so", root, size);
  FILE *f = fopen(path, "wb");
  CHECK(f && fwrite(so, 1, size, f) == size);
  if (f) fclose(f);
  void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  CHECK(h != NULL);
  for (int i = 0; h && i < NB; i++) {
    char name[32];
    snprintf(name, sizeof name, "b%d_f", i);
    int64_t (*fn)(int64_t) = (int64_t(*)(int64_t))dlsym(h, name);
    CHECK(fn && fn(5) == 11 * (i + 1));
  }
  const char *(*alone)(void) = h ? (const char *(*)(void))dlsym(h, "alone_name") : NULL;
  CHECK(alone && strcmp(alone(), "alone") == 0);
  if (h) dlclose(h);
  unlink(path);
}

static void test_batch_parse(void) {
  cg_tail t;
  CHECK(cg_tail_parse(batch_srcs[0], "b0", &t));
  CHECK(t.macros.len == 1 && !strcmp(t.macros.data[0], "K"));
  CHECK(t.names.len == 1 && !strcmp(t.names.data[0], "scale"));
  CHECK_EQ_INT(3, t.head_line);
  CHECK_EQ_INT(8, t.tail_line);
  cg_tail_free(&t);
  CHECK(!cg_tail_parse(batch_srcs[NB], "alone", &t)); // a string literal
  cg_tail_free(&t);
  static const char *const bad[] = {
      "#endif\ntypedef int T;\nint x_f(void);\n",                // a type
      "#endif\n#include <math.h>\nint x_f(void);\n",             // another header
      "#endif\nint other(void);\n",                              // an extern name not its own
      "#endif\nint x_f(void) { return 1;\n",                     // unbalanced
      "#endif\nint x_f(void) {\n#if 1\n return 1;\n#endif\n}\n", // the last #endif in the body
  };
  for (size_t i = 0; i < FACET_ARRAY_SIZE(bad); i++) {
    CHECK(!cg_tail_parse(bad[i], "x", &t));
    cg_tail_free(&t);
  }
  // The plan depends on the set of sources, not their order.
  const char *rev[NB];
  char *stems[NB], *rev_stems[NB];
  cg_tail tails[NB], rev_tails[NB];
  int of[NB], rev_of[NB];
  for (int i = 0; i < NB; i++) {
    rev[i] = batch_srcs[NB - 1 - i];
    stems[i] = malloc(16);
    snprintf(stems[i], 16, "b%d", i);
    rev_stems[NB - 1 - i] = stems[i];
  }
  for (int i = 0; i < NB; i++) {
    CHECK(cg_tail_parse(batch_srcs[i], stems[i], &tails[i]));
    CHECK(cg_tail_parse(rev[i], rev_stems[i], &rev_tails[i]));
  }
  int nb = cg_batch_plan(batch_srcs, stems, tails, NB, 2, of);
  CHECK(nb > 0 && nb == cg_batch_plan(rev, rev_stems, rev_tails, NB, 2, rev_of));
  for (int i = 0; i < NB; i++)
    for (int j = 0; j < NB; j++) // same batch in one plan <=> same batch in the other
      CHECK((of[i] >= 0 && of[i] == of[j]) ==
            (rev_of[NB - 1 - i] >= 0 && rev_of[NB - 1 - i] == rev_of[NB - 1 - j]));
  CHECK_EQ_INT(0, cg_batch_plan(batch_srcs, stems, tails, NB, 3, of)); // 10 < 4 x 3: none
  // One source more (b9 joins b0..b8): every batch of the smaller set that
  // does not border on b9's place in the order is a batch of the larger.
  int small_of[NB];
  int ns = cg_batch_plan(batch_srcs, stems, tails, NB - 1, 2, small_of);
  cg_batch_plan(batch_srcs, stems, tails, NB, 2, of);
  int kept = 0;
  for (int b = 0; b < ns; b++) {
    bool whole = true; // its members are exactly one batch of the larger plan
    int big = -1;
    for (int i = 0; i < NB - 1; i++)
      if (small_of[i] == b) {
        if (big < 0) big = of[i];
        whole &= big >= 0 && of[i] == big;
      }
    for (int i = 0; i < NB; i++)
      whole &= big < 0 || of[i] != big || (i < NB - 1 && small_of[i] == b);
    kept += whole;
  }
  CHECK(ns >= 2 && kept >= ns - 2);
  for (int i = 0; i < NB; i++) {
    cg_tail_free(&tails[i]);
    cg_tail_free(&rev_tails[i]);
    free(stems[i]);
  }
}

static void test_batch_build(void) {
  make_batch_sources();
  test_batch_parse();
  char dir[128];
  snprintf(dir, sizeof dir, "%s/batch", root);
  cg_target t;
  cg_target_parse("x86-64", &t);
  cg_build b = {.cc = "cc", .target = &t, .jobs = 2, .cache = true, .cache_dir = dir, .batch = 2};
  cg_cache_stats st;
  uint8_t *so[5] = {0};
  size_t size[5] = {0};
  // batched, cold: every source compiled, in fewer runs
  CHECK(batch_build(&b, &st, &so[0], &size[0]));
  CHECK(st.batches > 0 && st.runs < NB && st.compiled == NB + 1 && st.misses == NB + 1);
  CHECK(st.stored == st.runs);
  check_batch_object(so[0], size[0]);
  int runs = st.runs;
  // warm: every batch from the cache, the same object
  CHECK(batch_build(&b, &st, &so[1], &size[1]));
  CHECK(st.hits == NB + 1 && st.misses == 0 && st.compiled == 0 && st.runs == 0);
  CHECK(size[0] == size[1] && memcmp(so[0], so[1], size[0]) == 0);
  // unbatched: other runs and keys (misses), the same functions
  b.batch = 1;
  CHECK(batch_build(&b, &st, &so[2], &size[2]));
  // (a source the plan left alone has the same key either way: a hit)
  CHECK(st.batches == 0 && st.runs == st.misses && st.hits + st.misses == NB + 1 && st.hits > 0);
  check_batch_object(so[2], size[2]);
  // damage every entry: each batch is a miss, rebuilt into the same object
  b.batch = 2;
  char cmd[512];
  snprintf(cmd, sizeof cmd,
           "for f in $(find '%s' -name '*.o'); do printf X | dd of=$f bs=1 seek=100 conv=notrunc "
           "2>/dev/null; done",
           dir);
  CHECK(system(cmd) == 0);
  CHECK(batch_build(&b, &st, &so[3], &size[3]));
  CHECK(st.corrupt == NB + 1 && st.runs == runs && st.hits == 0);
  CHECK(size[0] == size[3] && memcmp(so[0], so[3], size[0]) == 0);
  // without the cache: the same object too
  b.cache = false;
  CHECK(batch_build(&b, &st, &so[4], &size[4]));
  CHECK(st.runs == runs && size[0] == size[4] && memcmp(so[0], so[4], size[0]) == 0);
  for (int i = 0; i < 5; i++) free(so[i]);
}

int main(void) {
  snprintf(root, sizeof root, "/tmp/facet-test-cache-XXXXXX");
  FACET_CHECK(mkdtemp(root));
  test_round_trip();
  test_damage();
  test_evict();
  test_concurrent();
  test_default_dir_and_open();
  test_driver_cache();
  test_pch_and_wrappers();
  test_batch_build();
  rm_tree(root);
  return CHECK_DONE();
}
