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
// Thread-safety: one call at a time per diag engine; the child processes
// are waited for by pid, never with waitpid(-1), so children of the rest of
// the program are left alone.
#include "codegen.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

typedef VEC(char *) cg_strs;

typedef struct cg_job {
  char *src, *obj, *log; // paths inside the temporary directory
  pid_t pid;
  cg_strs argv;          // NULL-terminated
} cg_job;

typedef struct cg_driver {
  const cg_build *b;
  diag_engine *diag;
  char *dir;             // temporary directory, NULL until made
  cg_strs made;          // files to remove, in creation order
  cg_strs cc;            // the compiler command split into words
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
static void cg_compile_flags(const cg_target *t, cg_strs *out) {
  static const char *const before[] = {"-std=c17", "-O3", "-fPIC"};
  static const char *const after[] = {"-ffp-contract=fast", "-fno-math-errno",
                                      "-fno-trapping-math", "-c"};
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
    if (q > p && q - p < 200 && strncmp(q, ".c:", 3) == 0) stem = cg_printf("%.*s", (int)(q - p), p);
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

static bool cg_write_file(cg_driver *d, const char *path, const char *text, bool track) {
  int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (fd < 0) {
    diag_error(d->diag, (loc){0}, "cannot write '%s': %s", path, strerror(errno));
    return false;
  }
  if (track) VEC_PUSH(d->made, xstrdup(path));
  size_t len = strlen(text), done = 0;
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

// Starts argv with stdout and stderr sent to log_path. The child only calls
// async-signal-safe functions (the message for a failed exec is made here).
static pid_t cg_spawn(cg_driver *d, char *const *argv, const char *log_path) {
  int fd = open(log_path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (fd < 0) return -1;
  VEC_PUSH(d->made, xstrdup(log_path));
  char *msg = cg_printf("facet: cannot execute C compiler '%s'\n", argv[0]);
  size_t msg_len = strlen(msg);
  pid_t pid = fork();
  if (pid == 0) {
    int in = open("/dev/null", O_RDONLY);
    if (in >= 0) dup2(in, 0);
    dup2(fd, 1);
    dup2(fd, 2);
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
static int cg_wait(pid_t pid) {
  int status;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

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

// Precompiled headers. Every x86 kernel TU parses <immintrin.h>, ~0.14 s of
// its ~0.2 s at -O3 (GCC 12, this machine's Xeon); a PCH loads in ~0.03 s
// but takes ~0.4 s to make, so it pays once a compiler process has about
// four TUs to compile. GCC finds `-include X.h`'s PCH as X.h.gch and checks
// that it was made with compatible flags, else it reads X.h itself; other
// compilers look elsewhere or not at all and read X.h. Either way the object
// is the same, and a PCH that fails to build is only a slower build.
static const char cg_pch_text[] = "#include <stdint.h>\n#include <math.h>\n#include <immintrin.h>\n";
enum { CG_PCH_TUS_PER_JOB = 4 };

static bool cg_wants_pch(const char *src) { return strstr(src, "#include <immintrin.h>") != NULL; }

static bool cg_use_pch(const cg_build *b, const char *const *sources, int count) {
  int n = 0, jobs = b->jobs > 0 ? b->jobs : 1;
  for (int i = 0; i < count; i++) n += cg_wants_pch(sources[i]);
  return n >= CG_PCH_TUS_PER_JOB * jobs;
}

// Makes <dir>/facet_pch.h and its PCH; returns the header's path, or NULL
// when no PCH could be made (the TUs then parse their headers themselves).
static char *cg_build_pch(cg_driver *d) {
  char *h = cg_printf("%s/facet_pch.h", d->dir), *gch = cg_printf("%s.gch", h);
  char *log = cg_printf("%s/facet_pch.log", d->dir);
  cg_strs argv = {0};
  cg_compile_prefix(d, &argv);
  const char *tail[] = {"-x", "c-header", h, "-o", gch};
  for (size_t i = 0; i < FACET_ARRAY_SIZE(tail); i++) VEC_PUSH(argv, xstrdup(tail[i]));
  VEC_PUSH(argv, NULL);
  VEC_PUSH(d->made, xstrdup(gch));
  bool ok = cg_write_file(d, h, cg_pch_text, true);
  pid_t pid = ok ? cg_spawn(d, argv.data, log) : -1;
  ok = pid >= 0 && cg_wait(pid) == 0;
  cg_strs_free(&argv);
  free(gch);
  free(log);
  if (!ok) free(h);
  return ok ? h : NULL;
}

static void cg_job_argv(cg_driver *d, cg_job *j, const char *pch) {
  cg_compile_prefix(d, &j->argv);
  if (pch) {
    VEC_PUSH(j->argv, xstrdup("-include"));
    VEC_PUSH(j->argv, xstrdup(pch));
  }
  VEC_PUSH(j->argv, xstrdup(j->src));
  VEC_PUSH(j->argv, xstrdup("-o"));
  VEC_PUSH(j->argv, xstrdup(j->obj));
  VEC_PUSH(j->argv, NULL);
}

// Runs the compile jobs, at most `jobs` at a time, waiting in start order.
// Every started process is waited for, even after a failure.
static bool cg_run_jobs(cg_driver *d, cg_job *jobs, int count) {
  int max = d->b->jobs > 0 ? d->b->jobs : 1, next = 0, done = 0;
  bool ok = true;
  while (done < count) {
    while (next < count && next - done < max && ok) {
      cg_job *j = &jobs[next++];
      VEC_PUSH(d->made, xstrdup(j->obj)); // a failed compiler may leave half an object
      j->pid = cg_spawn(d, j->argv.data, j->log);
      if (j->pid < 0) {
        diag_error(d->diag, (loc){0}, "cannot start C compiler: %s", strerror(errno));
        ok = false;
      }
    }
    if (done == next) break; // nothing running and nothing more to start
    cg_job *j = &jobs[done++];
    if (j->pid < 0) continue;
    int status = cg_wait(j->pid);
    if (status != 0) {
      cg_report_failure(d, j->argv.data, j->argv.len - 1, j->log, status);
      ok = false;
    }
  }
  return ok;
}

static bool cg_link(cg_driver *d, cg_job *jobs, int count, const char *so, uint8_t **out,
                    size_t *out_size) {
  cg_strs argv = {0};
  for (size_t i = 0; i < d->cc.len; i++) VEC_PUSH(argv, xstrdup(d->cc.data[i]));
  VEC_PUSH(argv, xstrdup("-shared"));
  VEC_PUSH(argv, xstrdup("-o"));
  VEC_PUSH(argv, xstrdup(so));
  for (int i = 0; i < count; i++) VEC_PUSH(argv, xstrdup(jobs[i].obj));
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

static void cg_dry_run(cg_driver *d, const char *const *sources, char **stems, int count) {
  const char *tmp = getenv("TMPDIR");
  char *dir = cg_printf("%s/facet-cc-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  cg_strs flags = {0};
  cg_compile_flags(d->b->target, &flags);
  char *cc = cg_join(d->cc.data, d->cc.len), *fl = cg_join(flags.data, flags.len);
  bool pch = cg_use_pch(d->b, sources, count);
  if (pch) printf("%s %s -x c-header %s/facet_pch.h -o %s/facet_pch.h.gch\n", cc, fl, dir, dir);
  for (int i = 0; i < count; i++) {
    if (pch && cg_wants_pch(sources[i]))
      printf("%s %s -include %s/facet_pch.h %s/%s.c -o %s/%s.o\n", cc, fl, dir, dir, stems[i], dir,
             stems[i]);
    else printf("%s %s %s/%s.c -o %s/%s.o\n", cc, fl, dir, stems[i], dir, stems[i]);
  }
  printf("%s -shared -o %s/kernels.so", cc, dir);
  for (int i = 0; i < count; i++) printf(" %s/%s.o", dir, stems[i]);
  printf(" -lm\n");
  fflush(stdout);
  free(cc);
  free(fl);
  free(dir);
  cg_strs_free(&flags);
}

// Writes the sources and compiles them into d->dir; links into *out.
static bool cg_build_in_dir(cg_driver *d, const char *const *sources, char **stems, int count,
                            uint8_t **out, size_t *out_size) {
  cg_job *jobs = xcalloc((size_t)(count ? count : 1), sizeof(cg_job));
  char *pch = cg_use_pch(d->b, sources, count) ? cg_build_pch(d) : NULL;
  bool ok = true;
  for (int i = 0; i < count && ok; i++) {
    jobs[i].src = cg_printf("%s/%s.c", d->dir, stems[i]);
    jobs[i].obj = cg_printf("%s/%s.o", d->dir, stems[i]);
    jobs[i].log = cg_printf("%s/%s.log", d->dir, stems[i]);
    jobs[i].pid = -1;
    cg_job_argv(d, &jobs[i], cg_wants_pch(sources[i]) ? pch : NULL);
    ok = cg_write_file(d, jobs[i].src, sources[i], true);
  }
  if (ok) ok = cg_run_jobs(d, jobs, count);
  if (ok) {
    char *so = cg_printf("%s/kernels.so", d->dir);
    ok = cg_link(d, jobs, count, so, out, out_size);
    free(so);
  }
  for (int i = 0; i < count; i++) {
    free(jobs[i].src);
    free(jobs[i].obj);
    free(jobs[i].log);
    cg_strs_free(&jobs[i].argv);
  }
  free(jobs);
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

bool cg_build_object(const cg_build *b, const char *const *sources, int count,
                     diag_engine *diag, uint8_t **out, size_t *out_size,
                     char **out_command) {
  cg_driver d = {.b = b, .diag = diag};
  FACET_CHECK(b->target && (count == 0 || sources));
  *out = NULL;
  *out_size = 0;
  if (out_command) *out_command = NULL;
  cg_split_words(b->cc ? b->cc : "cc", &d.cc);
  if (d.cc.len == 0) {
    diag_error(diag, (loc){0}, "empty C compiler command");
    cg_cleanup(&d);
    return false;
  }
  cg_strs stems = {0};
  for (int i = 0; i < count; i++) cg_stem(sources[i], i, &stems);
  bool ok = !b->keep_dir || cg_keep_sources(&d, sources, stems.data, count);
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
  if (!ok) {
    free(*out);
    *out = NULL;
    *out_size = 0;
  }
  cg_strs_free(&stems);
  cg_cleanup(&d);
  return ok;
}
