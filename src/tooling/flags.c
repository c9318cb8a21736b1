// flags.c: what every tool's command line shares (tooling.h): the
// message format ("facet-run-module: error: ..."), --help and --version,
// "did you mean" by edit distance, IREE's flags answered with what facet
// does instead, "-" for stdin and stdout, and checking an output path
// before any work is done.
#include "tooling.h"

#include "facet/kernel_abi.h"
#include "module/module.h" // MOD_VERSION

#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *tool_name_ = "facet";

void tool_init(const char *name) {
  tool_name_ = name;
  diag_set_program(name);
}

const char *tool_name(void) { return tool_name_; }

static void tool_vmessage(const char *level, const char *fmt, va_list ap) {
  fprintf(stderr, "%s: %s: ", tool_name_, level);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
}

int tool_error(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  tool_vmessage("error", fmt, ap);
  va_end(ap);
  return 1;
}

void tool_note(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  tool_vmessage("note", fmt, ap);
  va_end(ap);
}

int tool_fail(facet_status_t s) {
  tool_error("%s", facet_status_message(s));
  facet_status_free(s);
  return 1;
}

void tool_print_version(void) {
  printf("%s (facet %s, module format %u, kernel ABI %u)\n", tool_name_, FACET_VERSION,
         (unsigned)MOD_VERSION, (unsigned)FACET_KERNEL_ABI_VERSION);
}

int tool_standard_flags(int argc, char **argv, const char *usage) {
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--")) break;
    if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
      fputs(usage, stdout);
      return 0;
    }
    if (!strcmp(argv[i], "--version")) {
      tool_print_version();
      return 0;
    }
  }
  return -1;
}

//
// Did you mean
//

void tool_suggest(strbuf *sb, const char *word, const char *const *names, size_t n) {
  const char *c = str_closest(word, names, n);
  if (c) sb_printf(sb, "; did you mean '%s'?", c);
}

// "--name=value" -> "--name"; "--flag" as it is.
static void flag_name(const char *arg, char *out, size_t n) {
  size_t k = strcspn(arg, "=");
  snprintf(out, n, "%.*s", (int)(k < n - 1 ? k : n - 1), arg);
}

facet_status_t tool_unknown_flag_status(const char *arg, const char *const *known, size_t n) {
  char name[128];
  flag_name(arg, name, sizeof name);
  for (size_t i = 0; i < n; i++) // a known flag with a value it does not take
    if (!strcmp(name, known[i]))
      return status_new(FACET_STATUS_INVALID_ARGUMENT, "bad value in '%s' (see --help)", arg);
  strbuf sb = {0};
  tool_suggest(&sb, name, known, n);
  facet_status_t s = status_new(FACET_STATUS_INVALID_ARGUMENT, "unknown flag '%s'%s (see --help)",
                                arg, sb_cstr(&sb));
  sb_free(&sb);
  return s;
}

int tool_unknown_flag(const char *arg, const char *const *known, size_t n) {
  return tool_fail(tool_unknown_flag_status(arg, known, n));
}

bool tool_unknown_pipeline_flag(const char *arg, const char *(*pipeline)(size_t), size_t np,
                                const char *const *own, size_t no) {
  if (tool_iree_flag(arg)) return true;
  const char **names = xcalloc(np + no + 1, sizeof *names);
  for (size_t i = 0; i < np; i++) names[i] = pipeline(i);
  memcpy(names + np, own, no * sizeof *names);
  tool_unknown_flag(arg, names, np + no);
  free(names);
  return false;
}

//
// IREE's flags: each answered with a note of what facet does instead.
//
typedef struct iree_flag {
  const char *name; // without "--" and value; a trailing '*' matches a prefix
  const char *note; // what facet does instead
} iree_flag;

static const iree_flag iree_flags[] = {
    {"iree-hal-target-backends", "ignored: facet compiles for the CPU only (C through cc)"},
    {"iree-hal-target-device", "ignored: facet compiles for the CPU only"},
    {"iree-hal-local-target-device-backends", "ignored: facet compiles for the CPU only"},
    {"iree-llvmcpu-target-cpu",
     "ignored: use --target-cpu=host|x86-64-v4-bf16|x86-64-v4|x86-64-v3|x86-64"},
    {"iree-llvmcpu-target-cpu-features", "ignored: use --target-cpu=LEVEL (an x86-64 level)"},
    {"iree-llvmcpu-target-triple", "ignored: kernels are built for the host's triple by --cc"},
    {"iree-input-type", "ignored: facet reads torch-dialect MLIR only"},
    {"iree-input-demote-f64-to-f32", "ignored: facet keeps the program's types"},
    {"iree-opt-level", "ignored: kernels are built with -O2 (see --cc)"},
    {"iree-opt-const-eval", "ignored: use --const-eval-limit=N (0 turns it off)"},
    {"iree-opt-data-tiling", "ignored: facet chooses tiles per row (--specialize)"},
    {"iree-opt-strip-assertions", "ignored: facet keeps shape checks (they cost no kernel time)"},
    {"iree-global-opt-*", "ignored: facet has no global-opt pipeline"},
    {"iree-dispatch-creation-*", "ignored: dispatch formation has no options"},
    {"iree-codegen-*", "ignored: see --target-cpu, --generalize, --split-rows"},
    {"iree-stream-*", "ignored: facet plans memory itself"},
    {"iree-vm-*", "not applicable: a .facet module has no VM bytecode"},
    {"iree-hal-dump-executable-sources-to", "not applicable: use --dump-executable-sources-to=DIR"},
    {"iree-hal-dump-executable-files-to", "not applicable: use --dump-executable-sources-to=DIR"},
    {"iree-hal-dump-executable-*", "not applicable: use --dump-executable-sources-to=DIR"},
    {"mlir-print-ir-after-all", "not applicable: use --print-after=all"},
    {"mlir-print-ir-after", "not applicable: use --print-after=PASS"},
    {"mlir-print-ir-before*", "not applicable: use --print-after=PASS (the pass before)"},
    {"mlir-disable-threading", "ignored: use -j 1 (kernel compiles in parallel)"},
    {"mlir-elide-elementsattrs-if-larger", "ignored"},
    {"mlir-print-debuginfo", "ignored"},
    {"mlir-timing", "not applicable: --report=FILE.json holds per-pass times"},
    {"compile-to", "not applicable: use facet-opt --print-after=PASS"},
    {"output-format", "ignored: facet writes .facet modules only"},
    {"iree-consteval-*", "ignored: use --const-eval-limit=N"},
    {"device_allocator", "ignored: facet plans buffers at compile time"},
    {"trace_execution", "not applicable: use --profile"},
    {"print_statistics", "not applicable: use --load-stats (and --profile)"},
    {"task_topology_group_count", "ignored: use --threads=N"},
    {"task_topology_cpu_ids", "ignored: use --threads=N"},
    {"task_topology_nodes", "ignored: use --threads=N"},
    {"task_topology_mode", "ignored: use --threads=N"},
    {"hal_*", "ignored: facet has one local CPU device"},
    {"vm_*", "not applicable: a .facet module has no VM"},
    {"benchmark_min_warmup_time", "ignored: facet-benchmark-module warms up with one call"},
    {"iree-*", "not applicable: facet does not have this IREE option"},
};

static bool iree_match(const char *pattern, const char *name) {
  size_t n = strlen(pattern);
  if (n && pattern[n - 1] == '*') return !strncmp(pattern, name, n - 1);
  return !strcmp(pattern, name);
}

bool tool_iree_flag(const char *arg) {
  if (strncmp(arg, "--", 2) && strncmp(arg, "-iree-", 6) && strncmp(arg, "-mlir-", 6)) return false;
  char name[128];
  flag_name(arg + (arg[1] == '-' ? 2 : 1), name, sizeof name);
  for (size_t i = 0; i < FACET_ARRAY_SIZE(iree_flags); i++)
    if (iree_match(iree_flags[i].name, name)) {
      tool_note("IREE flag --%s: %s", name, iree_flags[i].note);
      return true;
    }
  return false;
}

//
// Files: "-" and checks before work
//

facet_status_t tool_read_input(const char *path, uint8_t **data, size_t *size) {
  char *text;
  STATUS_RETURN_IF_ERROR(file_read_all(path, &text, size));
  *data = (uint8_t *)text;
  return NULL;
}

FILE *tool_open_output(const char *path) { return strcmp(path, "-") ? fopen(path, "wb") : stdout; }

bool tool_close_output(FILE *f) {
  if (f == stdout) return fflush(f) == 0 && !ferror(f);
  bool ok = !ferror(f);
  return fclose(f) == 0 && ok;
}

facet_status_t tool_check_output(const char *path) {
  if (!path || !strcmp(path, "-")) return NULL;
  if (!*path) return status_new(FACET_STATUS_INVALID_ARGUMENT, "empty output path");
  struct stat st;
  if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "cannot write %s: it is a directory", path);
  if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) return NULL; // a device or FIFO: in place
  const char *slash = strrchr(path, '/');
  char dir[PATH_MAX];
  if (!slash) snprintf(dir, sizeof dir, ".");
  else snprintf(dir, sizeof dir, "%.*s", (int)(slash == path ? 1 : slash - path), path);
  if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode))
    return status_new(FACET_STATUS_NOT_FOUND, "cannot write %s: directory %s does not exist", path,
                      dir);
  if (access(dir, W_OK) != 0)
    return status_new(FACET_STATUS_UNAVAILABLE, "cannot write %s: directory %s: %s", path, dir,
                      strerror(errno));
  return NULL;
}
