// cc.c: the system C compiler driver.
//
// Writes the generated sources into a private temporary directory
// (mkdtemp), compiles them with up to `jobs` compiler processes at a time
// (fork/exec, no shell: "ccache gcc" is split on blanks into argv), links
// one shared object, reads its bytes and removes every file it made and the
// directory, on success and on failure alike. A compiler's stdout and
// stderr go to a log file per source; on failure the log is reported
// through diag with the command that produced it.
//
// The compiler runs in that directory and is given relative file names
// (x.c -o x.o): the same command every time, whatever the directory is
// called, which is what lets ccache and sccache find their earlier results
// (they hash the input's path) and keeps the line markers distcc sends the
// same. Words of the command that are relative paths (--cc=./mycc) are made
// absolute first.
//
// With the kernel object cache on (cache.c), each source is first looked
// up by its key: a hit's object is written into the directory as if the
// compiler had made it, and only the misses are compiled (and then stored).
// The link sees the same object files in the same order either way, so the
// shared object is byte-identical with or without hits.
//
// Thread-safety: one call at a time per diag engine; the child processes
// are waited for by pid, never with waitpid(-1), so children of the rest of
// the program are left alone.
#include "codegen_internal.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <xxhash.h>

typedef VEC(char *) cg_strs;

// One compiler run: a source alone, or a batch of sources (batch.c).
typedef struct cg_job {
  char *stem;            // file name without .c / .o, as the compiler sees it
  char *src, *obj, *log; // paths inside the temporary directory
  pid_t pid;
  cg_strs argv; // NULL-terminated
  cg_cache_key key;
  bool cached;  // the object came from the cache: nothing to compile
  int *members; // the sources it compiles (one for a source alone)
  int n;
  bool pch;     // some member includes <immintrin.h>
  size_t bytes; // of its translation unit: the larger ones start first
  bool batch;   // a batch (its text is made, its key is the batch's)
} cg_job;

typedef struct cg_driver {
  const cg_build *b;
  diag_engine *diag;
  char *dir;                       // temporary directory, NULL until made
  cg_strs made;                    // files to remove, in creation order
  cg_strs cc;                      // the compiler command split into words
  cg_cache cache;                  // cache.dir == NULL: no cache for this build
  XXH3_state_t *key_base;          // the key's inputs shared by every source
  cg_strs includes;                // distinct #include lines of the sources ...
  VEC(XXH128_hash_t) include_hash; // ... and the hash of the headers each pulls in
  cg_cache_stats stats;
} cg_driver;

static void cg_strs_free(cg_strs *v) {
  for (size_t i = 0; i < v->len; i++) free(v->data[i]);
  VEC_FREE(*v);
}

static char *cg_printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static char *cg_printf(const char *fmt, ...) {
  strbuf sb = {0};
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(&sb, fmt, ap);
  va_end(ap);
  return sb.data ? sb.data : xstrdup("");
}

static void cg_split_words(const char *s, cg_strs *out) {
  while (*s) {
    while (*s == ' ' || *s == '\t') s++;
    const char *start = s;
    while (*s && *s != ' ' && *s != '\t') s++;
    if (s > start) {
      char *w = xmalloc((size_t)(s - start) + 1);
      memcpy(w, start, (size_t)(s - start));
      w[s - start] = 0;
      VEC_PUSH(*out, w);
    }
  }
}

// The flags every kernel TU is compiled with; -ffp-contract=fast lets the
// portable vector code become FMAs where the ISA has them; with
// -fno-trapping-math (Clang's default; kernels never look at FP exception
// flags, and no value changes) GCC may compute both arms of a ?: on floats,
// without which it does not vectorise the row programs' polynomials. Tuning follows
// the machine each target's cache sizes describe (target.c, whose flags also
// make the loops the compiler vectorises itself use 512-bit vectors on
// x86-64-v4, which GCC and Clang otherwise avoid on Intel tunings).
// -falign-functions=64: every kernel starts on a cache line, so a kernel
// has the same layout against cache lines and fetch windows (its loops'
// alignment) in every module that holds it, whatever kernels the linker
// puts before it (bench/results/s8_module_layout.md).
static void cg_compile_flags(const cg_target *t, cg_strs *out) {
  static const char *const before[] = {"-std=c17", "-O3", "-fPIC"};
  static const char *const after[] = {"-ffp-contract=fast", "-fno-math-errno", "-fno-trapping-math",
                                      "-falign-functions=64", "-c"};
  for (size_t i = 0; i < FACET_ARRAY_SIZE(before); i++) VEC_PUSH(*out, xstrdup(before[i]));
  for (size_t i = 0; i < FACET_ARRAY_SIZE(t->cflags) && t->cflags[i]; i++)
    VEC_PUSH(*out, xstrdup(t->cflags[i]));
  for (size_t i = 0; i < FACET_ARRAY_SIZE(after); i++) VEC_PUSH(*out, xstrdup(after[i]));
}

// The compiler's words and the compile flags: the start of every compile.
static void cg_compile_prefix(const cg_driver *d, cg_strs *argv) {
  for (size_t i = 0; i < d->cc.len; i++) VEC_PUSH(*argv, xstrdup(d->cc.data[i]));
  cg_compile_flags(d->b->target, argv);
}

static char *cg_join(char *const *words, size_t n) {
  strbuf sb = {0};
  for (size_t i = 0; i < n; i++) sb_printf(&sb, "%s%s", i ? " " : "", words[i]);
  return sb.data ? sb.data : xstrdup("");
}

// File stem of a source: `x` from a first line `// x.c: ...`, else source<i>;
// made unique among the stems already taken.
static char *cg_stem(const char *src, int index, cg_strs *taken) {
  char *stem = NULL;
  if (strncmp(src, "// ", 3) == 0) {
    const char *p = src + 3, *q = p;
    while ((*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') || (*q >= '0' && *q <= '9') ||
           *q == '_')
      q++;
    if (q > p && q - p < 200 && strncmp(q, ".c:", 3) == 0)
      stem = cg_printf("%.*s", (int)(q - p), p);
  }
  if (!stem) stem = cg_printf("source%d", index);
  for (size_t i = 0; i < taken->len; i++) {
    if (strcmp(taken->data[i], stem) != 0) continue;
    char *unique = cg_printf("%s_%d", stem, index);
    free(stem);
    stem = unique;
    i = (size_t)-1; // recheck from the start
  }
  VEC_PUSH(*taken, stem);
  return stem;
}

static bool cg_write_bytes(cg_driver *d, const char *path, const void *data, size_t len,
                           bool track) {
  int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (fd < 0) {
    diag_error(d->diag, (loc){0}, "cannot write '%s': %s", path, strerror(errno));
    return false;
  }
  if (track) VEC_PUSH(d->made, xstrdup(path));
  const char *text = data;
  size_t done = 0;
  while (done < len) {
    ssize_t n = write(fd, text + done, len - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      diag_error(d->diag, (loc){0}, "cannot write '%s': %s", path, strerror(errno));
      close(fd);
      return false;
    }
    done += (size_t)n;
  }
  if (close(fd) != 0) {
    diag_error(d->diag, (loc){0}, "cannot write '%s': %s", path, strerror(errno));
    return false;
  }
  return true;
}

static bool cg_write_file(cg_driver *d, const char *path, const char *text, bool track) {
  return cg_write_bytes(d, path, text, strlen(text), track);
}

// Reads a whole file into a malloc'd buffer (NUL-terminated, not counted).
static uint8_t *cg_read_file(const char *path, size_t *size) {
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return NULL;
  strbuf sb = {0};
  char buf[65536];
  for (;;) {
    ssize_t n = read(fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      sb_free(&sb);
      close(fd);
      return NULL;
    }
    if (n == 0) break;
    sb_appendn(&sb, buf, (size_t)n);
  }
  close(fd);
  *size = sb.len;
  return sb.data ? (uint8_t *)sb.data : (uint8_t *)xcalloc(1, 1);
}

// Starts argv in d->dir with stdout and stderr sent to log_path. The child
// only calls async-signal-safe functions (the message for a failed exec is
// made here).
static pid_t cg_spawn(cg_driver *d, char *const *argv, const char *log_path) {
  int fd = open(log_path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (fd < 0) return -1;
  VEC_PUSH(d->made, xstrdup(log_path));
  char *msg = cg_printf("cannot execute C compiler '%s'\n", argv[0]);
  size_t msg_len = strlen(msg);
  pid_t pid = fork();
  if (pid == 0) {
    int in = open("/dev/null", O_RDONLY);
    if (in >= 0) dup2(in, 0);
    dup2(fd, 1);
    dup2(fd, 2);
    if (d->dir && chdir(d->dir) != 0) _exit(127);
    execvp(argv[0], argv);
    ssize_t ignored = write(2, msg, msg_len);
    (void)ignored;
    _exit(127);
  }
  free(msg);
  close(fd);
  return pid;
}

// Waits for pid; returns its exit status, or -1 if it did not exit normally.
// *cpu (if set) gets the CPU seconds it used, its own children included.
static int cg_wait_cpu(pid_t pid, double *cpu) {
  int status;
  struct rusage ru;
  while (wait4(pid, &status, 0, &ru) < 0)
    if (errno != EINTR) return -1;
  if (cpu)
    *cpu = (double)ru.ru_utime.tv_sec + (double)ru.ru_stime.tv_sec +
           1e-6 * (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static int cg_wait(pid_t pid) { return cg_wait_cpu(pid, NULL); }

static void cg_report_failure(cg_driver *d, char *const *argv, size_t argc, const char *log,
                              int status) {
  char *cmd = cg_join(argv, argc);
  size_t n = 0;
  uint8_t *text = cg_read_file(log, &n);
  if (text && n > 16384) memcpy(text + 16384 - 16, "\n... (truncated)", 17); // keep diag readable
  diag_error(d->diag, (loc){0}, "C compiler failed (%s %d): %s\n%s",
             status < 0 ? "signal or wait error" : "exit status", status, cmd,
             text ? (const char *)text : "");
  free(text);
  free(cmd);
}

// Precompiled headers. Every x86 kernel TU parses <immintrin.h>, most of
// its compile time at -O3; a PCH loads in a fraction of that but takes
// about two TUs' time to make, so it pays once a compiler process has about
// four TUs to compile (bench/results/kernel_choices.md#pch). GCC finds `-include X.h`'s PCH as
// X.h.gch and checks that it was made with compatible flags, else it reads X.h itself; other
// compilers look elsewhere or not at all and read X.h. Either way the object
// is the same, and a PCH that fails to build is only a slower build.
static const char cg_pch_text[] =
    "#include <stdint.h>\n#include <math.h>\n#include <immintrin.h>\n";
enum { CG_PCH_TUS_PER_JOB = 4 };

static bool cg_wants_pch(const char *src) { return strstr(src, "#include <immintrin.h>") != NULL; }

// The executable a command word runs: a path as given, else the first
// match on PATH (as execvp finds it); NULL for flags, assignments (`env
// X=1 cc`) and words that name no executable file.
static char *cg_which(const char *word) {
  if (!*word || word[0] == '-' || strchr(word, '=')) return NULL;
  struct stat st;
  if (strchr(word, '/'))
    return stat(word, &st) == 0 && S_ISREG(st.st_mode) && access(word, X_OK) == 0 ? xstrdup(word)
                                                                                  : NULL;
  const char *path = getenv("PATH");
  if (!path || !*path) path = "/bin:/usr/bin";
  for (const char *p = path;; p++) {
    const char *colon = strchr(p, ':');
    size_t n = colon ? (size_t)(colon - p) : strlen(p);
    char *full = cg_printf("%.*s/%s", (int)n, n ? p : ".", word);
    if (stat(full, &st) == 0 && S_ISREG(st.st_mode) && access(full, X_OK) == 0) return full;
    free(full);
    if (!colon) return NULL;
    p = colon;
  }
}

// Compiler caches and farms: a precompiled header in a fresh temporary
// folder makes ccache give up ("could not use precompiled header"), and a
// distcc or icecream host does not have the file at all. With one of them
// anywhere in the command (by name, or behind a masquerading link such as
// /usr/lib/ccache/cc), every TU reads its headers itself. The object is the
// same either way (GCC uses a PCH only where it is equivalent).
static bool cg_has_wrapper(const cg_driver *d) {
  static const char *const tools[] = {"ccache", "sccache", "distcc",    "pump",
                                      "icecc",  "icerun",  "buildcache"};
  bool found = false;
  for (size_t i = 0; i < d->cc.len && !found; i++) {
    char *path = cg_which(d->cc.data[i]);
    char *real = path ? realpath(path, NULL) : NULL;
    const char *names[2] = {path ? strrchr(path, '/') : NULL, real ? strrchr(real, '/') : NULL};
    for (int n = 0; n < 2; n++)
      for (size_t t = 0; names[n] && t < FACET_ARRAY_SIZE(tools); t++)
        found |= !strcmp(names[n] + 1, tools[t]);
    free(real);
    free(path);
  }
  return found;
}

// Counts the runs that will compile (not from the cache) and want it.
static bool cg_use_pch(const cg_driver *d, const cg_job *jobs, int count) {
  int n = 0, per = d->b->jobs > 0 ? d->b->jobs : 1;
  for (int i = 0; i < count; i++) n += !jobs[i].cached && jobs[i].pch;
  return n >= CG_PCH_TUS_PER_JOB * per && !cg_has_wrapper(d);
}

// Makes <dir>/facet_pch.h and its PCH; returns the header's name (relative
// to dir), or NULL when no PCH could be made (the TUs then parse their
// headers themselves).
static char *cg_build_pch(cg_driver *d) {
  char *h = cg_printf("%s/facet_pch.h", d->dir), *gch = cg_printf("%s.gch", h);
  char *log = cg_printf("%s/facet_pch.log", d->dir);
  cg_strs argv = {0};
  cg_compile_prefix(d, &argv);
  const char *tail[] = {"-x", "c-header", "facet_pch.h", "-o", "facet_pch.h.gch"};
  for (size_t i = 0; i < FACET_ARRAY_SIZE(tail); i++) VEC_PUSH(argv, xstrdup(tail[i]));
  VEC_PUSH(argv, NULL);
  VEC_PUSH(d->made, xstrdup(gch));
  bool ok = cg_write_file(d, h, cg_pch_text, true);
  pid_t pid = ok ? cg_spawn(d, argv.data, log) : -1;
  ok = pid >= 0 && cg_wait(pid) == 0;
  cg_strs_free(&argv);
  free(gch);
  free(log);
  free(h);
  return ok ? xstrdup("facet_pch.h") : NULL;
}

//
// The cache key (cache.c says what it covers and why)
//
static void cg_hash_text(XXH3_state_t *st, const char *tag, const char *text) {
  XXH3_128bits_update(st, tag, strlen(tag) + 1);
  XXH3_128bits_update(st, text, strlen(text) + 1);
}

// A file's path and bytes ("absent" when it cannot be read).
static void cg_hash_file(XXH3_state_t *st, const char *tag, const char *path) {
  size_t n = 0;
  uint8_t *data = cg_read_file(path, &n);
  cg_hash_text(st, tag, path);
  if (data) {
    XXH128_canonical_t c;
    XXH128_canonicalFromHash(&c, XXH3_128bits(data, n));
    XXH3_128bits_update(st, c.digest, sizeof c.digest);
  } else {
    cg_hash_text(st, "absent", path);
  }
  free(data);
}

// Runs argv with its output to <dir>/<name>; returns the output (malloc'd)
// when it exits 0, else NULL. The name ends in .txt: the progress line of
// facet-compile counts the directory's .c and .log files.
static char *cg_capture(cg_driver *d, cg_strs *argv, const char *name) {
  char *path = cg_printf("%s/%s", d->dir, name);
  VEC_PUSH(*argv, NULL);
  pid_t pid = cg_spawn(d, argv->data, path);
  bool ok = pid >= 0 && cg_wait(pid) == 0;
  size_t n = 0;
  char *text = ok ? (char *)cg_read_file(path, &n) : NULL;
  free(path);
  return text;
}

// The compile command without its "-c": for the -M runs.
static void cg_probe_prefix(const cg_driver *d, cg_strs *argv) {
  cg_compile_prefix(d, argv);
  FACET_CHECK(argv->len && !strcmp(argv->data[argv->len - 1], "-c"));
  free(argv->data[--argv->len]);
}

// Every input of a key but the source itself and the headers: the exact
// command and flags, the compiler's --version text, the bytes of each
// executable the command names (the compiler, a wrapper script, ccache),
// and the environment variables through which GCC and Clang find other
// programs or headers.
static bool cg_key_begin(cg_driver *d, char **why) {
  static const char *const env[] = {"GCC_EXEC_PREFIX", "COMPILER_PATH", "CPATH", "C_INCLUDE_PATH",
                                    "CCC_OVERRIDE_OPTIONS"};
  XXH3_state_t *st = XXH3_createState();
  FACET_CHECK(st);
  XXH3_128bits_reset(st);
  cg_hash_text(st, "facet kernel cache key", "v1");
  cg_strs words = {0};
  cg_compile_prefix(d, &words);
  for (size_t i = 0; i < words.len; i++) cg_hash_text(st, "word", words.data[i]);
  cg_strs_free(&words);
  cg_strs argv = {0};
  for (size_t i = 0; i < d->cc.len; i++) VEC_PUSH(argv, xstrdup(d->cc.data[i]));
  VEC_PUSH(argv, xstrdup("--version"));
  char *version = cg_capture(d, &argv, "cc-version.txt");
  argv.len--; // the NULL cg_capture appended
  char *cmd = cg_join(argv.data, argv.len);
  cg_strs_free(&argv);
  if (!version) {
    *why = cg_printf("'%s' failed", cmd);
    free(cmd);
    XXH3_freeState(st);
    return false;
  }
  free(cmd);
  cg_hash_text(st, "version", version);
  free(version);
  for (size_t i = 0; i < d->cc.len; i++) {
    char *path = cg_which(d->cc.data[i]);
    if (path) cg_hash_file(st, "executable", path);
    free(path);
  }
  for (size_t i = 0; i < FACET_ARRAY_SIZE(env); i++)
    if (getenv(env[i])) cg_hash_text(st, env[i], getenv(env[i]));
  d->key_base = st;
  return true;
}

// The headers behind one #include line: the compiler lists them (-M, with
// the kernels' own flags, so -march and CPATH count), and each one's path
// and bytes go into the hash. Run once per distinct line per build.
static bool cg_include_hash(cg_driver *d, const char *line, size_t len, XXH128_hash_t *out) {
  int index = (int)d->includes.len;
  char *probe = cg_printf("cc-probe-%d.txt", index);
  char *path = cg_printf("%s/%s", d->dir, probe);
  char *text = cg_printf("%.*s\n", (int)len, line);
  bool ok = cg_write_file(d, path, text, true);
  free(text);
  free(path);
  cg_strs argv = {0};
  cg_probe_prefix(d, &argv);
  const char *tail[] = {"-M", "-x", "c", probe};
  for (size_t i = 0; i < FACET_ARRAY_SIZE(tail); i++) VEC_PUSH(argv, xstrdup(tail[i]));
  char *name = cg_printf("cc-deps-%d.txt", index);
  char *deps = ok ? cg_capture(d, &argv, name) : NULL;
  free(name);
  cg_strs_free(&argv);
  if (deps) {
    XXH3_state_t *st = XXH3_createState();
    FACET_CHECK(st);
    XXH3_128bits_reset(st);
    XXH3_128bits_update(st, line, len);
    // "probe.o: <probe> <header> <header> \\\n <header> ..."
    cg_strs tokens = {0};
    for (char *p = deps; *p; p++)
      if (*p == '\\' || *p == '\n' || *p == '\t') *p = ' ';
    cg_split_words(deps, &tokens);
    bool after_target = false;
    for (size_t i = 0; i < tokens.len; i++) {
      const char *t = tokens.data[i];
      if (!after_target) after_target = t[strlen(t) - 1] == ':';
      else if (strcmp(t, probe) != 0) cg_hash_file(st, "header", t);
    }
    ok = after_target;
    *out = XXH3_128bits_digest(st);
    XXH3_freeState(st);
    cg_strs_free(&tokens);
  }
  ok = ok && deps;
  free(deps);
  free(probe);
  return ok;
}

// Calls f(d, line, len, arg) for each #include line of src, in order.
static bool cg_each_include(cg_driver *d, const char *src,
                            bool (*f)(cg_driver *, const char *, size_t, void *), void *arg) {
  for (const char *p = src; *p;) {
    const char *end = strchr(p, '\n');
    size_t len = end ? (size_t)(end - p) : strlen(p);
    if (!strncmp(p, "#include", 8) && !f(d, p, len, arg)) return false;
    p += len + (end != NULL);
  }
  return true;
}

static int cg_include_index(const cg_driver *d, const char *line, size_t len) {
  for (size_t i = 0; i < d->includes.len; i++)
    if (strlen(d->includes.data[i]) == len && !strncmp(d->includes.data[i], line, len))
      return (int)i;
  return -1;
}

static bool cg_add_include(cg_driver *d, const char *line, size_t len, void *unused) {
  (void)unused;
  if (cg_include_index(d, line, len) >= 0) return true;
  XXH128_hash_t h;
  if (!cg_include_hash(d, line, len, &h)) return false;
  VEC_PUSH(d->includes, cg_printf("%.*s", (int)len, line));
  VEC_PUSH(d->include_hash, h);
  return true;
}

static bool cg_hash_include(cg_driver *d, const char *line, size_t len, void *state) {
  int i = cg_include_index(d, line, len);
  FACET_CHECK(i >= 0); // cg_cache_begin hashed every line of every source
  XXH128_canonical_t c;
  XXH128_canonicalFromHash(&c, d->include_hash.data[i]);
  XXH3_128bits_update(state, c.digest, sizeof c.digest);
  return true;
}

static void cg_source_key(cg_driver *d, const char *src, const char *stem, cg_cache_key *k) {
  XXH3_state_t *st = XXH3_createState();
  FACET_CHECK(st);
  XXH3_copyState(st, d->key_base);
  cg_hash_text(st, "stem", stem); // the file name is in the object (STT_FILE)
  cg_each_include(d, src, cg_hash_include, st);
  cg_hash_text(st, "source", src);
  XXH128_canonical_t c;
  XXH128_canonicalFromHash(&c, XXH3_128bits_digest(st));
  memcpy(k->bytes, c.digest, sizeof k->bytes);
  XXH3_freeState(st);
}

static void cg_cache_state(cg_driver *d, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static void cg_cache_state(cg_driver *d, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(d->stats.state, sizeof d->stats.state, fmt, ap);
  va_end(ap);
}

// Opens the cache and computes what every key shares. On any failure the
// build goes on without a cache, and the report says why.
static void cg_cache_begin(cg_driver *d, const char *const *sources, int count) {
  cg_cache_state(d, "off");
  if (!d->b->cache) return;
  char *root = d->b->cache_dir ? xstrdup(d->b->cache_dir) : cg_cache_default_dir();
  uint64_t max = d->b->cache_max_bytes ? d->b->cache_max_bytes : CG_CACHE_DEFAULT_MAX_BYTES;
  char *why = NULL;
  bool ok = cg_cache_open(&d->cache, root, max, &why) && cg_key_begin(d, &why);
  for (int i = 0; ok && i < count; i++) {
    ok = cg_each_include(d, sources[i], cg_add_include, NULL);
    if (!ok) why = xstrdup("the compiler cannot list the headers of the kernels (-M)");
  }
  if (ok) cg_cache_state(d, "on");
  else {
    cg_cache_state(d, "unavailable: %s", why);
    cg_cache_close(&d->cache);
  }
  free(why);
  free(root);
}

// A batch's key: its members' keys (each covers its source, the compiler,
// the flags and the headers) in order, and the batch's own file name.
static void cg_batch_key(const cg_job *j, const cg_cache_key *member_keys, cg_cache_key *k) {
  XXH3_state_t *st = XXH3_createState();
  FACET_CHECK(st);
  XXH3_128bits_reset(st);
  cg_hash_text(st, "facet kernel batch key", "v1");
  cg_hash_text(st, "stem", j->stem);
  for (int m = 0; m < j->n; m++)
    XXH3_128bits_update(st, member_keys[j->members[m]].bytes, sizeof member_keys[0].bytes);
  XXH128_canonical_t c;
  XXH128_canonicalFromHash(&c, XXH3_128bits_digest(st));
  memcpy(k->bytes, c.digest, sizeof k->bytes);
  XXH3_freeState(st);
}

// Looks up every run (a source, or a batch under its own key); a hit's
// object goes where the compiler would have written it. Hits and misses
// count sources.
static void cg_cache_lookup(cg_driver *d, cg_job *jobs, int njobs, const char *const *sources,
                            char **stems, int count) {
  cg_cache_key *keys = xcalloc((size_t)(count ? count : 1), sizeof(cg_cache_key));
  for (int i = 0; i < count; i++) cg_source_key(d, sources[i], stems[i], &keys[i]);
  for (int i = 0; i < njobs; i++) {
    cg_job *j = &jobs[i];
    if (!j->batch) j->key = keys[j->members[0]];
    else cg_batch_key(j, keys, &j->key);
    uint8_t *obj = NULL;
    size_t size = 0;
    int r = cg_cache_load(&d->cache, &j->key, &obj, &size);
    d->stats.corrupt += r < 0 ? j->n : 0;
    j->cached = r > 0 && cg_write_bytes(d, j->obj, obj, size, true);
    d->stats.hits += j->cached ? j->n : 0;
    d->stats.misses += j->cached ? 0 : j->n;
    free(obj);
  }
  free(keys);
}

// Stores the objects just compiled, then keeps the cache within its bound.
static void cg_cache_fill(cg_driver *d, const cg_job *jobs, const int *todo, int count) {
  for (int i = 0; i < count; i++) {
    const cg_job *j = &jobs[todo[i]];
    size_t size = 0;
    uint8_t *obj = cg_read_file(j->obj, &size);
    d->stats.stored += obj && cg_cache_store(&d->cache, &j->key, obj, size);
    free(obj);
  }
  if (d->stats.stored) d->stats.evicted = cg_cache_evict(&d->cache);
}

static void cg_job_argv(cg_driver *d, cg_job *j, const char *pch) {
  cg_compile_prefix(d, &j->argv);
  if (pch) {
    VEC_PUSH(j->argv, xstrdup("-include"));
    VEC_PUSH(j->argv, xstrdup(pch));
  }
  VEC_PUSH(j->argv, cg_printf("%s.c", j->stem));
  VEC_PUSH(j->argv, xstrdup("-o"));
  VEC_PUSH(j->argv, cg_printf("%s.o", j->stem));
  VEC_PUSH(j->argv, NULL);
}

// Waits for whichever of the n running jobs ends first (polling each pid:
// never waitpid(-1), which would reap the rest of the program's children).
// Returns its index in running[]; *status gets its exit status (-1 if it did
// not exit normally) and *cpu the CPU seconds it used.
static int cg_wait_any(cg_job *const *running, int n, int *status, double *cpu) {
  for (;;) {
    for (int i = 0; i < n; i++) {
      int st;
      struct rusage ru;
      pid_t r = wait4(running[i]->pid, &st, WNOHANG, &ru);
      if (r == 0 || (r < 0 && errno == EINTR)) continue;
      *status = r > 0 && WIFEXITED(st) ? WEXITSTATUS(st) : -1;
      *cpu = r < 0 ? 0
                   : (double)ru.ru_utime.tv_sec + (double)ru.ru_stime.tv_sec +
                         1e-6 * (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec);
      return i;
    }
    struct timespec tick = {0, 2000000}; // 2 ms: nothing to notice against 0.1-10 s compiles
    nanosleep(&tick, NULL);
  }
}

// Runs the compile jobs jobs[todo[0..count)], at most `jobs` at a time: the
// next starts as soon as any running one ends (compiles of one build differ
// 10x in length; waiting in start order left a core idle behind a long one).
// Every started process is waited for, even after a failure.
static bool cg_run_jobs(cg_driver *d, cg_job *jobs, const int *todo, int count) {
  int max = d->b->jobs > 0 ? d->b->jobs : 1, next = 0, n = 0;
  cg_job **running = xcalloc((size_t)max, sizeof *running);
  bool ok = true;
  for (;;) {
    while (next < count && n < max && ok) {
      cg_job *j = &jobs[todo[next++]];
      VEC_PUSH(d->made, xstrdup(j->obj)); // a failed compiler may leave half an object
      j->pid = cg_spawn(d, j->argv.data, j->log);
      if (j->pid < 0) {
        diag_error(d->diag, (loc){0}, "cannot start C compiler: %s", strerror(errno));
        ok = false;
      } else {
        running[n++] = j;
      }
    }
    if (n == 0) break; // nothing running and nothing more to start
    int status;
    double cpu = 0;
    int i = cg_wait_any(running, n, &status, &cpu);
    cg_job *j = running[i];
    running[i] = running[--n];
    d->stats.cpu_seconds += cpu;
    for (int m = 0; d->b->costs && m < j->n; m++)
      d->b->costs[j->members[m]] = (cg_source_cost){cpu / j->n, j->n};
    if (status != 0) {
      cg_report_failure(d, j->argv.data, j->argv.len - 1, j->log, status);
      ok = false;
    }
  }
  free(running);
  return ok;
}

static bool cg_link(cg_driver *d, const cg_job *jobs, int count, const char *so, uint8_t **out,
                    size_t *out_size) {
  cg_strs argv = {0};
  for (size_t i = 0; i < d->cc.len; i++) VEC_PUSH(argv, xstrdup(d->cc.data[i]));
  VEC_PUSH(argv, xstrdup("-shared"));
  VEC_PUSH(argv, xstrdup("-o"));
  VEC_PUSH(argv, xstrdup("kernels.so"));
  for (int i = 0; i < count; i++) VEC_PUSH(argv, cg_printf("%s.o", jobs[i].stem));
  VEC_PUSH(argv, xstrdup("-lm")); // epilogues may call <math.h> functions
  VEC_PUSH(argv, NULL);
  char *log = cg_printf("%s/link.log", d->dir);
  bool ok = false;
  VEC_PUSH(d->made, xstrdup(so)); // removed even if the linker fails half-way
  pid_t pid = cg_spawn(d, argv.data, log);
  int status = pid < 0 ? -1 : cg_wait(pid);
  if (pid < 0) {
    diag_error(d->diag, (loc){0}, "cannot start C compiler: %s", strerror(errno));
  } else if (status != 0) {
    cg_report_failure(d, argv.data, argv.len - 1, log, status);
  } else if (!(*out = cg_read_file(so, out_size))) {
    diag_error(d->diag, (loc){0}, "cannot read '%s': %s", so, strerror(errno));
  } else {
    ok = true;
  }
  free(log);
  cg_strs_free(&argv);
  return ok;
}

static void cg_cleanup(cg_driver *d) {
  for (size_t i = d->made.len; i-- > 0;) unlink(d->made.data[i]);
  if (d->dir) rmdir(d->dir);
  cg_strs_free(&d->made);
  cg_strs_free(&d->cc);
  free(d->dir);
  cg_cache_close(&d->cache);
  if (d->key_base) XXH3_freeState(d->key_base);
  cg_strs_free(&d->includes);
  VEC_FREE(d->include_hash);
}

static bool cg_keep_sources(cg_driver *d, const char *const *sources, char **stems, int count) {
  const char *dir = d->b->keep_dir;
  if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
    diag_error(d->diag, (loc){0}, "cannot create directory '%s': %s", dir, strerror(errno));
    return false;
  }
  for (int i = 0; i < count; i++) {
    char *path = cg_printf("%s/%s.c", dir, stems[i]);
    bool ok = cg_write_file(d, path, sources[i], false);
    free(path);
    if (!ok) return false;
  }
  return true;
}

// The compiler runs of a build, in link order (the order of each run's
// first source): sources alone and batches (batch.c), with their text
// (*texts[i]: malloc'd for a batch, the source itself otherwise).
static cg_job *cg_plan_jobs(cg_driver *d, const char *const *sources, char **stems, int count,
                            int *out_njobs, char ***out_texts) {
  int avg = cg_batch_size(d->b->batch);
  cg_tail *tails = xcalloc((size_t)(count ? count : 1), sizeof(cg_tail));
  int *batch_of = xcalloc((size_t)(count ? count : 1), sizeof(int));
  if (avg > 1)
    for (int i = 0; i < count; i++) cg_tail_parse(sources[i], stems[i], &tails[i]);
  int nb = cg_batch_plan(sources, stems, tails, count, avg, batch_of);
  int *job_of_batch = xcalloc((size_t)(nb ? nb : 1), sizeof(int));
  for (int b = 0; b < nb; b++) job_of_batch[b] = -1;
  cg_job *jobs = xcalloc((size_t)(count ? count : 1), sizeof(cg_job));
  char **texts = xcalloc((size_t)(count ? count : 1), sizeof(char *));
  int nj = 0;
  for (int i = 0; i < count; i++) {
    int b = batch_of[i];
    if (b >= 0 && job_of_batch[b] >= 0) continue; // in a batch already planned
    cg_job *j = &jobs[nj];
    j->pid = -1;
    j->members = xcalloc((size_t)count, sizeof(int));
    for (int k = i; k < count; k++) // members sorted by stem, as the plan cut them
      if (k == i || (b >= 0 && batch_of[k] == b)) {
        int at = j->n++;
        while (at > 0 && strcmp(stems[j->members[at - 1]], stems[k]) > 0) {
          j->members[at] = j->members[at - 1];
          at--;
        }
        j->members[at] = k;
      }
    if (b < 0) {
      j->stem = xstrdup(stems[i]);
      texts[nj] = (char *)sources[i];
    } else {
      job_of_batch[b] = nj;
      XXH3_state_t *st = XXH3_createState();
      FACET_CHECK(st);
      XXH3_64bits_reset(st);
      for (int m = 0; m < j->n; m++)
        XXH3_64bits_update(st, stems[j->members[m]], strlen(stems[j->members[m]]) + 1);
      j->stem = cg_printf("facet_batch_%016llx", (unsigned long long)XXH3_64bits_digest(st));
      XXH3_freeState(st);
      strbuf text = {0};
      cg_batch_text(&text, sources, stems, tails, j->members, j->n);
      texts[nj] = text.data;
      j->batch = true;
    }
    for (int m = 0; m < j->n; m++) j->pch |= cg_wants_pch(sources[j->members[m]]);
    j->bytes = strlen(texts[nj]);
    if (d->dir) {
      j->src = cg_printf("%s/%s.c", d->dir, j->stem);
      j->obj = cg_printf("%s/%s.o", d->dir, j->stem);
      j->log = cg_printf("%s/%s.log", d->dir, j->stem);
    }
    nj++;
  }
  for (int i = 0; i < count; i++) cg_tail_free(&tails[i]);
  free(tails);
  free(batch_of);
  free(job_of_batch);
  *out_njobs = nj;
  *out_texts = texts;
  return jobs;
}

static void cg_free_jobs(cg_job *jobs, char **texts, int njobs) {
  for (int i = 0; i < njobs; i++) {
    if (jobs[i].batch) free(texts[i]);
    free(jobs[i].stem);
    free(jobs[i].src);
    free(jobs[i].obj);
    free(jobs[i].log);
    free(jobs[i].members);
    cg_strs_free(&jobs[i].argv);
  }
  free(jobs);
  free(texts);
}

// Prints the commands a build runs (the kernel cache aside: a dry run
// compiles every source); a batch's members in a comment above its command.
static void cg_dry_run(cg_driver *d, const char *const *sources, char **stems, int count) {
  const char *tmp = getenv("TMPDIR");
  char *dir = cg_printf("%s/facet-cc-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  cg_strs flags = {0};
  cg_compile_flags(d->b->target, &flags);
  char *cc = cg_join(d->cc.data, d->cc.len), *fl = cg_join(flags.data, flags.len);
  int nj = 0;
  char **texts = NULL;
  cg_job *jobs = cg_plan_jobs(d, sources, stems, count, &nj, &texts);
  bool pch = cg_use_pch(d, jobs, nj);
  printf("cd %s\n", dir);
  if (pch) printf("%s %s -x c-header facet_pch.h -o facet_pch.h.gch\n", cc, fl);
  for (int i = 0; i < nj; i++) {
    const cg_job *j = &jobs[i];
    if (j->batch) {
      printf("# %s.c: batch of", j->stem);
      for (int m = 0; m < j->n; m++) printf(" %s.c", stems[j->members[m]]);
      printf("\n");
    }
    if (pch && j->pch)
      printf("%s %s -include facet_pch.h %s.c -o %s.o\n", cc, fl, j->stem, j->stem);
    else printf("%s %s %s.c -o %s.o\n", cc, fl, j->stem, j->stem);
  }
  printf("%s -shared -o kernels.so", cc);
  for (int i = 0; i < nj; i++) printf(" %s.o", jobs[i].stem);
  printf(" -lm\n");
  fflush(stdout);
  cg_free_jobs(jobs, texts, nj);
  free(cc);
  free(fl);
  free(dir);
  cg_strs_free(&flags);
}

typedef struct cg_job_size {
  size_t bytes;
  int job;
} cg_job_size;

static int cg_larger_first(const void *a, const void *b) {
  const cg_job_size *x = a, *y = b;
  if (x->bytes != y->bytes) return x->bytes > y->bytes ? -1 : 1;
  return x->job - y->job;
}

// Orders todo[0..n) by translation unit size, largest first.
static void cg_sort_larger_first(const cg_job *jobs, int *todo, int n) {
  cg_job_size *v = xcalloc((size_t)(n ? n : 1), sizeof(cg_job_size));
  for (int i = 0; i < n; i++) v[i] = (cg_job_size){jobs[todo[i]].bytes, todo[i]};
  qsort(v, (size_t)n, sizeof(cg_job_size), cg_larger_first);
  for (int i = 0; i < n; i++) todo[i] = v[i].job;
  free(v);
}

// Writes the runs that the cache lacks and compiles them into d->dir,
// larger translation units first (the last ones to finish are short);
// links every object into *out.
static bool cg_build_in_dir(cg_driver *d, const char *const *sources, char **stems, int count,
                            uint8_t **out, size_t *out_size) {
  int nj = 0;
  char **texts = NULL;
  cg_job *jobs = cg_plan_jobs(d, sources, stems, count, &nj, &texts);
  int *todo = xcalloc((size_t)(nj ? nj : 1), sizeof(int)), n = 0;
  cg_cache_begin(d, sources, count);
  if (d->cache.dir) cg_cache_lookup(d, jobs, nj, sources, stems, count);
  for (int i = 0; i < nj; i++)
    if (!jobs[i].cached) todo[n++] = i;
  cg_sort_larger_first(jobs, todo, n);
  char *pch = cg_use_pch(d, jobs, nj) ? cg_build_pch(d) : NULL;
  bool ok = true;
  for (int k = 0; k < n && ok; k++) {
    cg_job *j = &jobs[todo[k]];
    cg_job_argv(d, j, j->pch ? pch : NULL);
    ok = cg_write_file(d, j->src, texts[todo[k]], true);
    d->stats.compiled += j->n;
    d->stats.batches += j->batch;
  }
  if (ok) ok = cg_run_jobs(d, jobs, todo, n);
  d->stats.runs = n;
  if (ok && d->cache.dir) cg_cache_fill(d, jobs, todo, n);
  if (ok) {
    char *so = cg_printf("%s/kernels.so", d->dir);
    ok = cg_link(d, jobs, nj, so, out, out_size);
    free(so);
  }
  cg_free_jobs(jobs, texts, nj);
  free(todo);
  free(pch);
  return ok;
}

static char *cg_command_text(cg_driver *d) {
  cg_strs words = {0};
  cg_compile_prefix(d, &words);
  char *s = cg_join(words.data, words.len);
  cg_strs_free(&words);
  return s;
}

// Relative paths among the command's words (./mycc, tools/cc-wrapper)
// become absolute: the compiler runs in the temporary directory.
static void cg_absolute_words(cg_strs *words) {
  char cwd[PATH_MAX];
  if (!getcwd(cwd, sizeof cwd)) return;
  for (size_t i = 0; i < words->len; i++) {
    char *w = words->data[i];
    if (w[0] == '/' || w[0] == '-' || !strchr(w, '/') || strchr(w, '=')) continue;
    if (access(w, F_OK) != 0) continue;
    words->data[i] = cg_printf("%s/%s", cwd, w);
    free(w);
  }
}

bool cg_build_object(const cg_build *b, const char *const *sources, int count, diag_engine *diag,
                     uint8_t **out, size_t *out_size, char **out_command) {
  cg_driver d = {.b = b, .diag = diag};
  snprintf(d.stats.state, sizeof d.stats.state, "off");
  FACET_CHECK(b->target && (count == 0 || sources));
  *out = NULL;
  *out_size = 0;
  if (out_command) *out_command = NULL;
  cg_split_words(b->cc ? b->cc : "cc", &d.cc);
  cg_absolute_words(&d.cc);
  if (d.cc.len == 0) {
    diag_error(diag, (loc){0}, "empty C compiler command");
    cg_cleanup(&d);
    return false;
  }
  cg_strs stems = {0};
  for (int i = 0; i < count; i++) cg_stem(sources[i], i, &stems);
  bool ok = !b->keep_dir ||
            cg_keep_sources(&d, b->keep_sources ? b->keep_sources : sources, stems.data, count);
  if (ok && b->dry_run) {
    cg_dry_run(&d, sources, stems.data, count);
  } else if (ok) {
    const char *tmp = getenv("TMPDIR");
    d.dir = cg_printf("%s/facet-cc-XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(d.dir)) {
      diag_error(diag, (loc){0}, "cannot create a temporary directory '%s': %s", d.dir,
                 strerror(errno));
      free(d.dir);
      d.dir = NULL;
      ok = false;
    } else {
      ok = cg_build_in_dir(&d, sources, stems.data, count, out, out_size);
    }
  }
  if (ok && out_command) *out_command = cg_command_text(&d);
  if (b->stats) *b->stats = d.stats;
  if (!ok) {
    free(*out);
    *out = NULL;
    *out_size = 0;
  }
  cg_strs_free(&stems);
  cg_cleanup(&d);
  return ok;
}
