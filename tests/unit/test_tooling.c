// test_tooling.c: the tooling library (src/tooling/): .npy files, the
// iree-run-module input syntax and output format, atomic output files
// (a full disk, a file size limit, a missing directory, a device, a
// symbolic link), inputs that must not be read without bound or taken out
// of range, and parameter digests (facet-params --digest / --verify).
#include "facet/runtime.h"
#include "tooling/tooling.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

static int failures;

#define CHECK(cond)                                                                                \
  do {                                                                                             \
    if (!(cond)) {                                                                                 \
      printf("%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);                              \
      failures++;                                                                                  \
    }                                                                                              \
  } while (0)
#define CHECK_OK(expr) check_ok((expr), #expr, __LINE__)
// The status must fail with `code` and a message containing `text`.
#define CHECK_FAILS(expr, code, text) check_fails((expr), (code), (text), #expr, __LINE__)

static bool check_ok(facet_status_t s, const char *what, int line) {
  if (!s) return true;
  printf("%s:%d: %s failed: %s\n", __FILE__, line, what, facet_status_message(s));
  failures++;
  facet_status_free(s);
  return false;
}

static void check_fails(facet_status_t s, facet_status_code_t code, const char *text,
                        const char *what, int line) {
  if (!s || facet_status_code(s) != code || !strstr(facet_status_message(s), text)) {
    printf("%s:%d: %s: expected %s \"%s\", got %s \"%s\"\n", __FILE__, line, what,
           facet_status_code_name(code), text, facet_status_code_name(facet_status_code(s)),
           facet_status_message(s));
    failures++;
  }
  facet_status_free(s);
}

static bool npy_write_text(const char *path, dtype t, int rank, const int64_t *dims,
                           const void *data, char *err, size_t errn) {
  facet_status_t s = tool_npy_write(path, t, rank, dims, data);
  snprintf(err, errn, "%s", facet_status_message(s));
  facet_status_free(s);
  return !s;
}

static bool npy_read_text(const char *path, dtype *t, int *rank, int64_t *dims, void **data,
                          size_t *bytes, char *err, size_t errn) {
  facet_status_t s = tool_npy_read(path, t, rank, dims, data, bytes);
  snprintf(err, errn, "%s", facet_status_message(s));
  facet_status_free(s);
  return !s;
}

// .npy files: every dtype round trips; a corrupt header is an error.
static void check_npy_round_trip(void) {
  static const dtype types[] = {DT_F32, DT_F16, DT_BF16, DT_F64, DT_I64,
                                DT_I32, DT_I16, DT_I8,   DT_U8,  DT_BOOL};
  static const int64_t dims[4][3] = {{0}, {5}, {2, 3}, {2, 1, 3}};
  char path[] = "/tmp/facet_test_npy_XXXXXX", err[256];
  int fd = mkstemp(path);
  CHECK(fd >= 0);
  close(fd);
  for (size_t i = 0; i < FACET_ARRAY_SIZE(types); i++)
    for (int rank = 0; rank < 4; rank++) {
      uint8_t data[48];
      for (size_t b = 0; b < sizeof data; b++) data[b] = (uint8_t)(b * 37 + i);
      if (types[i] == DT_BOOL) memset(data, 1, sizeof data);
      CHECK(npy_write_text(path, types[i], rank == 0 ? 0 : (int)rank, dims[rank], data, err,
                           sizeof err));
      dtype t = DT_BF16;
      int r;
      int64_t d[FACET_MAX_RANK];
      void *p = NULL;
      size_t bytes = 0, want = dtype_size(types[i]) * (rank == 0 ? 1 : rank == 1 ? 5 : 6);
      bool ok = npy_read_text(path, &t, &r, d, &p, &bytes, err, sizeof err);
      CHECK(ok && t == types[i] && r == rank && bytes == want);
      CHECK(ok && memcmp(p, data, want) == 0 && memcmp(d, dims[rank], sizeof *d * (size_t)r) == 0);
      free(p);
    }
  // '<u2' is bf16 only when asked for.
  dtype t = DT_INVALID;
  int r;
  int64_t d[FACET_MAX_RANK];
  void *p;
  size_t bytes;
  CHECK(npy_read_text(path, &t, &r, d, &p, &bytes, err, sizeof err)); // the last write: i1
  free(p);
  CHECK(npy_write_text(path, DT_BF16, 1, (int64_t[]){1}, (uint16_t[]){0x3f80}, err, sizeof err));
  t = DT_INVALID;
  CHECK(!npy_read_text(path, &t, &r, d, &p, &bytes, err, sizeof err));
  CHECK(strstr(err, "'<u2' (uint16) is read only as bf16") != NULL);
  unlink(path);
}

// Reads a header built from `dict` (version 1.0) followed by `data_bytes` bytes.
static bool npy_try(const char *dict, size_t data_bytes, int major, char *err, size_t errn) {
  uint8_t buf[512] = {0x93, 'N', 'U', 'M', 'P', 'Y', (uint8_t)major, 0};
  size_t n = strlen(dict), pre = major == 1 ? 10 : 12;
  for (size_t i = 0; i < pre - 8; i++) buf[8 + i] = (uint8_t)(n >> (8 * i));
  memcpy(buf + pre, dict, n);
  dtype t = DT_INVALID;
  int r;
  int64_t d[FACET_MAX_RANK];
  void *p = NULL;
  size_t bytes;
  facet_status_t s = tool_npy_read_buffer(buf, pre + n + data_bytes, &t, &r, d, &p, &bytes);
  snprintf(err, errn, "%s", facet_status_message(s));
  bool ok = !s;
  facet_status_free(s);
  free(p);
  return ok;
}

static void check_npy_errors(void) {
  static const struct {
    const char *dict;
    size_t data;
    int major;
    const char *error; // NULL: accepted
  } cases[] = {
      {"{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }\n", 24, 1, NULL},
      {"{\"descr\":\"<f4\",\"shape\":(2,3),\"fortran_order\":False}", 24, 2, NULL},
      {"{'descr': '<f4', 'fortran_order': False, 'shape': (), }", 4, 3, NULL},
      {"{'descr': '<f4', 'fortran_order': True, 'shape': (2, 3), }", 24, 1, "fortran_order True"},
      {"{'descr': '>f4', 'fortran_order': False, 'shape': (2, 3), }", 24, 1, "big-endian"},
      {"{'descr': '<c8', 'fortran_order': False, 'shape': (2, 3), }", 24, 1, "unsupported dtype"},
      {"{'descr': '<f4', 'fortran_order': False, }", 0, 1, "lacks shape"},
      {"{'descr': '<f4', 'descr': '<f4', 'shape': (1,), }", 4, 1, "repeated header key"},
      {"{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }", 20, 1, "data has 20 bytes"},
      {"{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }", 28, 1, "data has 28 bytes"},
      {"{'descr': '<f4', 'fortran_order': False, 'shape': (1,1,1,1,1,1,1,1,1), }", 4, 1,
       "rank exceeds"},
      {"{'descr': '<f4', 'fortran_order': False, 'shape': (99999999999999999999,), }", 0, 1,
       "too large"},
      {"{'descr': '<f4', 'fortran_order': False, 'shape': (4611686018427387904, 4), }", 0, 1,
       "overflows"},
      {"{'descr': '<f4', 'fortran_order': False, 'shape': (-1,), }", 0, 1, "bad dim"},
      {"{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3) }x", 24, 1, "bytes after"},
      {"{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }", 24, 4,
       "unsupported .npy version 4.0"},
  };
  for (size_t i = 0; i < FACET_ARRAY_SIZE(cases); i++) {
    char err[256] = "";
    bool ok = npy_try(cases[i].dict, cases[i].data, cases[i].major, err, sizeof err);
    if (ok != !cases[i].error || (cases[i].error && !strstr(err, cases[i].error))) {
      printf("%s:%d: npy case %zu: expected %s, got %s \"%s\"\n", __FILE__, __LINE__, i,
             cases[i].error ? cases[i].error : "success", ok ? "success" : "error", err);
      failures++;
    }
  }
}

static void check_format(facet_runtime_t *rt, const char *spec, size_t max, const char *want) {
  facet_tensor_t *t = NULL;
  facet_status_t s = tool_parse_input(rt, spec, 0, &t);
  if (!check_ok(s, spec, __LINE__)) return;
  strbuf sb = {0};
  tool_format_tensor(&sb, t, max);
  if (strcmp(sb_cstr(&sb), want) != 0) {
    printf("%s:%d: '%s' printed \"%s\", expected \"%s\"\n", __FILE__, __LINE__, spec, sb_cstr(&sb),
           want);
    failures++;
  }
  sb_free(&sb);
  facet_tensor_release(t);
}

static void check_input_error(facet_runtime_t *rt, const char *spec, const char *want) {
  facet_tensor_t *t = NULL;
  facet_status_t s = tool_parse_input(rt, spec, 2, &t);
  if (!s || !strstr(facet_status_message(s), want)) {
    printf("%s:%d: input '%s': expected error \"%s\", got \"%s\"\n", __FILE__, __LINE__, spec, want,
           s ? facet_status_message(s) : "OK");
    failures++;
  }
  if (!s) facet_tensor_release(t);
  facet_status_free(s);
}

// iree-run-module's input syntax and output format.
static void check_cli(void) {
  facet_runtime_t *rt = NULL;
  if (!CHECK_OK(facet_runtime_create(&(facet_runtime_options_t){1, {0}}, &rt))) return;
  check_format(rt, "2x3xf32", 1024, "2x3xf32=[0 0 0][0 0 0]");
  check_format(rt, "2x3xf32=1 2 3 4 5 6", 1024, "2x3xf32=[1 2 3][4 5 6]");
  check_format(rt, "2x2xi32=[1, -2][3, 4]", 1024, "2x2xi32=[1 -2][3 4]");
  check_format(rt, "4xf16=0.1", 1024, "4xf16=0.0999756 0.0999756 0.0999756 0.0999756");
  check_format(rt, "2xbf16=1.5 -3", 1024, "2xbf16=1.5 -3");
  check_format(rt, "f64=0.00001", 1024, "f64=1E-05");
  check_format(rt, "i64=-9007199254740993", 1024, "i64=-9007199254740993");
  check_format(rt, "3xi1=true 0 1", 1024, "3xi1=1 0 1");
  check_format(rt, "2xui8=0 255", 1024, "2xui8=0 255");
  check_format(rt, "3x4xi8=1 2 3 4 5 6 7 8 9 10 11 12", 5, "3x4xi8=[1 2 3 4][5...][...]");
  check_format(rt, "2x1x2xi16=1 2 3 4", 1024, "2x1x2xi16=[[1 2]][[3 4]]");
  check_format(rt, "0x3xf32", 1024, "0x3xf32=");
  check_format(rt, "0x3xf32=1.5", 1024, "0x3xf32="); // a splat over nothing
  check_format(rt, "2xi32=", 1024, "2xi32=0 0");
  check_input_error(rt, "2x3xq9", "input 2: unknown element type 'q9'");
  check_input_error(rt, "2xaxf32", "input 2: bad shape '2xa'");
  check_input_error(rt, "2xf32=1 2 3", "input 2: more than 2 values");
  check_input_error(rt, "3xf32=1 2", "input 2: 2 values for 3 elements");
  check_input_error(rt, "0xf32=1 2", "input 2: more than 0 values");
  check_input_error(rt, "0xi8=300", "input 2: '300' is not a valid i8");
  check_input_error(rt, "2xi8=1 300", "input 2: '300' is not a valid i8");
  check_input_error(rt, "2xf32=1 x", "input 2: 'x' is not a valid f32");
  check_input_error(rt, "1x2x3x4x5x6x7x8x9xf32", "input 2: rank exceeds 8");
  check_input_error(rt, "@/nonexistent.npy", "input 2: cannot open /nonexistent.npy");
  char path[] = "/tmp/facet_test_cli_XXXXXX", err[256], spec[128];
  int fd = mkstemp(path);
  close(fd);
  CHECK(npy_write_text(path, DT_F32, 2, (int64_t[]){2, 2}, (float[]){1, 2, 3, 4}, err, sizeof err));
  snprintf(spec, sizeof spec, "@%s", path);
  check_format(rt, spec, 1024, "2x2xf32=[1 2][3 4]");
  snprintf(spec, sizeof spec, "2x2xf32=@%s", path);
  check_format(rt, spec, 1024, "2x2xf32=[1 2][3 4]");
  snprintf(spec, sizeof spec, "4xf32=@%s", path);
  check_input_error(rt, spec, "input 2: declared 4xf32 but");
  unlink(path);
  facet_runtime_release(rt);
}

// Values the element type cannot hold are refused, not stored as infinity
// (floats) or wrapped (integers); infinities and NaN written as such stay.
static void check_input_range(void) {
  facet_runtime_t *rt = NULL;
  if (!CHECK_OK(facet_runtime_create(&(facet_runtime_options_t){1, {0}}, &rt))) return;
  check_input_error(rt, "4xf16=70000", "input 2: '70000' is not a valid f16 (out of range)");
  check_input_error(rt, "2xf16=1 -65520", "input 2: '-65520' is not a valid f16 (out of range)");
  check_input_error(rt, "bf16=1e39", "input 2: '1e39' is not a valid bf16 (out of range)");
  check_input_error(rt, "f32=3.5e38", "input 2: '3.5e38' is not a valid f32 (out of range)");
  check_input_error(rt, "f64=1e400", "input 2: '1e400' is not a valid f64 (out of range)");
  check_input_error(rt, "f32=-1e400", "input 2: '-1e400' is not a valid f32 (out of range)");
  check_input_error(rt, "i16=40000", "input 2: '40000' is not a valid i16 (out of range)");
  check_format(rt, "2xf16=65504 65519", 1024, "2xf16=65504 65504"); // rounds down, finite
  check_format(rt, "3xf16=inf -inf nan", 1024, "3xf16=INF -INF NAN");
  check_format(rt, "f32=1e-50", 1024, "f32=0"); // too small: rounds to zero
  facet_runtime_release(rt);
}

// An input that is not a regular file is read no further than its header
// says: @/dev/zero fails at once instead of reading until memory runs out.
static void check_unbounded_inputs(void) {
  facet_runtime_t *rt = NULL;
  if (!CHECK_OK(facet_runtime_create(&(facet_runtime_options_t){1, {0}}, &rt))) return;
  check_input_error(rt, "@/dev/zero", "input 2: /dev/zero: not a .npy file");
  // With a declared type a device is raw bytes (as iree-run-module reads a
  // file not named .npy): read no further than the tensor's size.
  check_input_error(rt, "4xf32=@/dev/zero",
                    "input 2: /dev/zero holds more than the 16 bytes of 4xf32");
  check_input_error(rt, "@/tmp", "input 2: /tmp: is a directory");
  // A pipe holding a valid header and data, then more: refused.
  int fds[2];
  CHECK(pipe(fds) == 0);
  char path[64], spec[80], err[256];
  snprintf(path, sizeof path, "/dev/fd/%d", fds[0]);
  char file[] = "/tmp/facet_test_pipe_XXXXXX";
  close(mkstemp(file));
  CHECK(npy_write_text(file, DT_F32, 1, (int64_t[]){2}, (float[]){1, 2}, err, sizeof err));
  size_t n = 0;
  char *bytes = NULL;
  CHECK(file_read_all(file, &bytes, &n) == NULL);
  CHECK(write(fds[1], bytes, n) == (ssize_t)n && write(fds[1], "extra", 5) == 5);
  close(fds[1]);
  snprintf(spec, sizeof spec, "@%s", path);
  check_input_error(rt, spec, "more data than shape and dtype need (8 bytes)");
  close(fds[0]);
  free(bytes);
  unlink(file);
  facet_runtime_release(rt);
}

static char *read_text(const char *path) {
  char *data = NULL;
  size_t n;
  facet_status_t s = file_read_all(path, &data, &n);
  facet_status_free(s);
  return s ? NULL : data;
}

// No "<name>.tmp.*" file is left in dir.
static bool no_temporaries(const char *dir) {
  char cmd[256];
  snprintf(cmd, sizeof cmd, "ls %s | grep -q '\\.tmp\\.'", dir);
  return system(cmd) != 0;
}

// A failed write keeps the previous file: the file size limit (a short
// write, EFBIG), /dev/full (ENOSPC, written in place: a device is never
// renamed over), a missing directory; a symbolic link is written through.
static void check_atomic_outputs(void) {
  char dir[] = "/tmp/facet_test_atomic_XXXXXX", path[128], link[128];
  if (!mkdtemp(dir)) return;
  snprintf(path, sizeof path, "%s/out.npy", dir);
  float big[4096] = {0}, small[2] = {1, 2};
  CHECK_OK(tool_npy_write(path, DT_F32, 1, (int64_t[]){2}, small));
  char *before = read_text(path);
  // A file size limit of 4 KiB: the 16 KiB tensor cannot be written.
  struct rlimit old, lim = {4096, 4096};
  void (*sig)(int) = signal(SIGXFSZ, SIG_IGN); // EFBIG instead of the signal
  getrlimit(RLIMIT_FSIZE, &old);
  lim.rlim_max = old.rlim_max;
  CHECK(setrlimit(RLIMIT_FSIZE, &lim) == 0);
  CHECK_FAILS(tool_npy_write(path, DT_F32, 1, (int64_t[]){4096}, big), FACET_STATUS_UNAVAILABLE,
              "File too large");
  setrlimit(RLIMIT_FSIZE, &old);
  signal(SIGXFSZ, sig);
  char *after = read_text(path);
  CHECK(before && after && memcmp(before, after, 64 + 8) == 0); // the old file, whole
  CHECK(no_temporaries(dir));
  free(after);
  // /dev/full: ENOSPC, and /dev/full stays a device.
  CHECK_FAILS(tool_npy_write("/dev/full", DT_F32, 1, (int64_t[]){2}, small),
              FACET_STATUS_UNAVAILABLE, "cannot write /dev/full: No space left on device");
  struct stat st;
  CHECK(stat("/dev/full", &st) == 0 && S_ISCHR(st.st_mode));
  CHECK_FAILS(tool_npy_write("/nonexistent/dir/x.npy", DT_F32, 1, (int64_t[]){2}, small),
              FACET_STATUS_UNAVAILABLE, "No such file or directory");
  // Through a symbolic link: the link stays, its target gets the new file.
  snprintf(link, sizeof link, "%s/link.npy", dir);
  CHECK(symlink(path, link) == 0);
  CHECK_OK(tool_npy_write(link, DT_F32, 1, (int64_t[]){1}, small));
  CHECK(lstat(link, &st) == 0 && S_ISLNK(st.st_mode));
  dtype t = DT_INVALID;
  int rank;
  int64_t dims[FACET_MAX_RANK];
  void *data = NULL;
  size_t bytes;
  CHECK_OK(tool_npy_read(path, &t, &rank, dims, &data, &bytes));
  CHECK(rank == 1 && dims[0] == 1);
  free(data);
  free(before);
  char cmd[160];
  snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
  CHECK(system(cmd) == 0);
}

static bool fill_index(void *self, size_t index, void *buf, size_t bytes) {
  (void)self;
  for (size_t i = 0; i < bytes; i++) ((uint8_t *)buf)[i] = (uint8_t)(index * 31 + i);
  return true;
}

// Flips one bit of byte `at` of a file.
static void flip_bit(const char *path, long at, int bit) {
  FILE *f = fopen(path, "r+b");
  if (!f) return;
  fseek(f, at, SEEK_SET);
  int c = fgetc(f);
  fseek(f, at, SEEK_SET);
  fputc(c ^ (1 << bit), f);
  fclose(f);
}

// IRPA carries no checksum: a flipped bit in a data byte or in an entry's
// data offset still parses. The digest sidecar catches both and names the
// entry.
static void check_digests(void) {
  char dir[] = "/tmp/facet_test_digest_XXXXXX", path[128], side[140], copy[300];
  if (!mkdtemp(dir)) return;
  snprintf(path, sizeof path, "%s/w.irpa", dir);
  snprintf(side, sizeof side, "%s.xxh64", path);
  tool_param_spec specs[2] = {{.key = "blk.0.w", .dtype = DT_F32, .rank = 2, .dims = {16, 16}},
                              {.key = "esc\x1b[2Jape", .dtype = DT_F16, .rank = 1, .dims = {64}}};
  CHECK_OK(tool_params_write(path, "irpa", specs, 2, fill_index, NULL));
  CHECK_FAILS(tool_params_verify(path, NULL, &(strbuf){0}), FACET_STATUS_NOT_FOUND,
              "write one with facet-params --digest");
  CHECK_OK(tool_params_digest(path, NULL));
  char *text = read_text(side);
  CHECK(text && strstr(text, "entry ") && strstr(text, " esc\\x1b[2Jape\n"));
  free(text);
  strbuf report = {0};
  CHECK_OK(tool_params_verify(path, NULL, &report));
  CHECK(strstr(sb_cstr(&report), ": OK (") != NULL);
  sb_free(&report);
  snprintf(copy, sizeof copy, "cp %s %s.orig", path, path);
  CHECK(system(copy) == 0);
  // A data byte of the first entry (the header's storage segment offset,
  // u64 at byte 72, is where entry 0's data starts).
  char *irpa = read_text(path);
  long storage = 0;
  for (int i = 7; irpa && i >= 0; i--) storage = storage << 8 | (uint8_t)irpa[72 + i];
  free(irpa);
  flip_bit(path, storage + 5, 0);
  CHECK_FAILS(tool_params_verify(path, NULL, &(strbuf){0}), FACET_STATUS_DATA_LOSS,
              "entry 'blk.0.w': its bytes differ");
  // The data offset of entry 0 (its header at 96: offset field at 96 + 60).
  snprintf(copy, sizeof copy, "cp %s.orig %s", path, path);
  CHECK(system(copy) == 0);
  flip_bit(path, 96 + 60, 6); // +64 bytes: still inside the storage segment
  CHECK_FAILS(tool_params_verify(path, NULL, &(strbuf){0}), FACET_STATUS_DATA_LOSS,
              "entry 'blk.0.w': was \"");
  snprintf(copy, sizeof copy, "rm -rf %s", dir);
  CHECK(system(copy) == 0);
}

// flags.c and base's str_closest: "did you mean" and output checks.
static void check_flag_helpers(void) {
  CHECK(str_edit_distance("dedupe", "dedup") == 1);
  CHECK(str_edit_distance("", "abc") == 3);
  CHECK(str_edit_distance("kitten", "sitting") == 3);
  static const char *const passes[] = {"import", "const-eval", "dispatch", "dedup", "cull"};
  CHECK(str_closest("dedupe", passes, 5) && !strcmp(str_closest("dedupe", passes, 5), "dedup"));
  CHECK(str_closest("dispatsh", passes, 5) &&
        !strcmp(str_closest("dispatsh", passes, 5), "dispatch"));
  CHECK(str_closest("xyz", passes, 5) == NULL); // nothing close: no suggestion
  CHECK(str_closest("a", passes, 0) == NULL);
  char long_word[100];
  memset(long_word, 'a', sizeof long_word - 1);
  long_word[99] = 0;
  CHECK(str_closest(long_word, passes, 5) == NULL);
  facet_status_t s = tool_check_output("/nonexistent-dir/x.facet");
  CHECK(s && strstr(facet_status_message(s), "directory /nonexistent-dir does not exist"));
  facet_status_free(s);
  s = tool_check_output("/tmp");
  CHECK(s && strstr(facet_status_message(s), "it is a directory"));
  facet_status_free(s);
  CHECK(tool_check_output("-") == NULL && tool_check_output("x.facet") == NULL);
  CHECK(tool_check_output("/dev/null") == NULL);
  // --output=+: two arrays in one file, each a whole .npy.
  char path[] = "/tmp/facet_test_append_XXXXXX";
  int fd = mkstemp(path);
  CHECK(fd >= 0);
  close(fd);
  unlink(path);
  float a[2] = {1, 2}, b[2] = {3, 4};
  CHECK(tool_npy_append(path, DT_F32, 1, (int64_t[]){2}, a) == NULL);
  CHECK(tool_npy_append(path, DT_F32, 1, (int64_t[]){2}, b) == NULL);
  char one[64], *bytes = NULL, *first = NULL;
  size_t n = 0, m = 0;
  snprintf(one, sizeof one, "%s.one", path);
  CHECK(tool_npy_write(one, DT_F32, 1, (int64_t[]){2}, a) == NULL);
  CHECK(file_read_all(path, &bytes, &n) == NULL);
  CHECK(file_read_all(one, &first, &m) == NULL);
  CHECK(n == 2 * m && m > 8 && !memcmp(bytes, first, m)); // the first array whole
  if (n == 2 * m && m > 8) {
    CHECK(!memcmp(bytes + m, first, m - 8)); // the second's header
    CHECK(!memcmp(bytes + 2 * m - 8, b, 8)); // and its data
  }
  free(bytes);
  free(first);
  unlink(path);
  unlink(one);
}

int main(void) {
  check_flag_helpers();
  check_npy_round_trip();
  check_npy_errors();
  check_cli();
  check_input_range();
  check_unbounded_inputs();
  check_atomic_outputs();
  check_digests();
  if (failures) printf("test_tooling: %d failures\n", failures);
  return failures != 0;
}
