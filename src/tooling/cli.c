// cli.c: what the run and benchmark tools share (tooling.h): parsing --input values
// the way iree-run-module does, and printing results the way it does.
//
// Input forms: "2x3xf32" (zeros), "4xf32=1.5" (splat), "4xf32=1 2 3 4"
// (values separated by spaces, commas or brackets), "@a.npy" (shape and
// dtype from the file), "2x3xf32=@a.npy" (checked against the file),
// "2x3xf32=@a.bin" (raw bytes: a file neither named .npy nor starting as
// one, or a pipe or device with a declared type; "-" is stdin); for a
// !torch.int / !torch.float / !torch.bool argument a bare value ("5",
// "2.5", "true"), as iree-run-module takes an i64 or f64 argument.
// Output form: "2x3xf32=[1 2 3][4 5 6]": one bracket level per dim but
// the last, floats as %G, and "..." where a row is cut short once
// `max_elements` elements have been printed (IREE's --print_max_element_count).
#include "tooling.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

void tool_shape_print(strbuf *sb, facet_dtype_t dt, uint32_t rank, const int64_t *dims) {
  for (uint32_t i = 0; i < rank; i++) sb_printf(sb, "%lldx", (long long)dims[i]);
  sb_append(sb, dtype_name((dtype)dt));
}

// "AxBxT" or "T": dims and dtype, split at the last 'x'.
static facet_status_t cli_parse_type(const char *s, size_t n, size_t index, uint32_t *rank,
                                     int64_t *dims, dtype *t) {
  size_t x = n;
  while (x > 0 && s[x - 1] != 'x') x--;
  *t = dtype_from_name(s + x, n - x);
  if (*t == DT_INVALID)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "input %zu: unknown element type '%.*s'",
                      index, (int)(n - x), s + x);
  *rank = 0;
  for (size_t i = 0; x > 0 && i < x;) { // x - 1 is the last 'x'
    if (*rank == FACET_MAX_RANK)
      return status_new(FACET_STATUS_INVALID_ARGUMENT, "input %zu: rank exceeds %d", index,
                        FACET_MAX_RANK);
    int64_t v = 0;
    size_t start = i;
    while (i < x - 1 && s[i] >= '0' && s[i] <= '9') {
      if (__builtin_mul_overflow(v, 10, &v) || __builtin_add_overflow(v, s[i] - '0', &v))
        return status_new(FACET_STATUS_INVALID_ARGUMENT, "input %zu: dim too large", index);
      i++;
    }
    if (i == start || s[i] != 'x')
      return status_new(FACET_STATUS_INVALID_ARGUMENT, "input %zu: bad shape '%.*s'", index,
                        (int)x - 1, s);
    dims[(*rank)++] = v;
    i++;
  }
  return NULL;
}

// One element value into slot i of data; false when `tok` is not a value
// of type t. A finite value that the type can only hold as infinity
// (70000 for f16, 1e39 for f32, 1e400 for anything) is refused, as an
// integer out of range is; "inf" and "nan" are taken as written. Values
// too small for the type round to zero or a subnormal, like any rounding.
static bool cli_parse_value(const char *tok, dtype t, void *data, size_t i) {
  char *end;
  errno = 0;
  if (dtype_is_float(t)) {
    double v = strtod(tok, &end);
    if (end == tok || *end) return false;
    if (errno == ERANGE && isinf(v)) return false; // beyond even f64
    dtype_store(t, data, i, v);
    return isinf(v) || !isinf(dtype_load(t, data, i));
  }
  if (t == DT_BOOL && (!strcmp(tok, "true") || !strcmp(tok, "false"))) {
    ((uint8_t *)data)[i] = tok[0] == 't';
    return true;
  }
  long long v = strtoll(tok, &end, 10);
  if (end == tok || *end || errno) return false;
  switch (t) {
  case DT_I64: ((int64_t *)data)[i] = v; return true;
  case DT_I32: ((int32_t *)data)[i] = (int32_t)v; return v >= INT32_MIN && v <= INT32_MAX;
  case DT_I16: ((int16_t *)data)[i] = (int16_t)v; return v >= INT16_MIN && v <= INT16_MAX;
  case DT_I8: ((int8_t *)data)[i] = (int8_t)v; return v >= INT8_MIN && v <= INT8_MAX;
  case DT_U8: ((uint8_t *)data)[i] = (uint8_t)v; return v >= 0 && v <= UINT8_MAX;
  case DT_BOOL: ((uint8_t *)data)[i] = (uint8_t)v; return v == 0 || v == 1;
  default: return false;
  }
}

// Is tok a number at all (so that a refusal is about its range)?
static bool cli_out_of_range(const char *tok) {
  char *end;
  strtod(tok, &end);
  return end != tok && !*end;
}

// "1 2 3", "[1, 2][3, 4]", or one value to splat.
static facet_status_t cli_parse_values(const char *s, size_t index, facet_tensor_t *t) {
  size_t count = facet_tensor_element_count(t), n = 0;
  size_t esize = dtype_size((dtype)facet_tensor_dtype(t));
  void *data = facet_tensor_data(t);
  char tok[128];
  // An empty tensor takes one value as a splat too (checked, then unused).
  uint64_t scratch[2];
  void *dst = count ? data : scratch;
  while (*s) {
    while (*s == ' ' || *s == '\t' || *s == '\n' || *s == ',' || *s == '[' || *s == ']') s++;
    if (!*s) break;
    size_t len = strcspn(s, " \t\n,[]");
    if (len >= sizeof tok || n >= (count ? count : 1))
      return status_new(FACET_STATUS_INVALID_ARGUMENT,
                        len >= sizeof tok ? "input %zu: value too long"
                                          : "input %zu: more than %zu values",
                        index, count);
    memcpy(tok, s, len);
    tok[len] = 0;
    if (!cli_parse_value(tok, (dtype)facet_tensor_dtype(t), dst, n++))
      return status_new(FACET_STATUS_INVALID_ARGUMENT, "input %zu: '%s' is not a valid %s%s", index,
                        tok, dtype_name((dtype)facet_tensor_dtype(t)),
                        cli_out_of_range(tok) ? " (out of range)" : "");
    s += len;
  }
  if (n == 1) // splat
    for (size_t i = 1; i < count; i++) memcpy((char *)data + i * esize, data, esize);
  else if (n != count)
    return status_new(FACET_STATUS_INVALID_ARGUMENT,
                      "input %zu: %zu values for %zu elements (give all, or one to splat)", index,
                      n, count);
  return NULL;
}

// An .npy input; with a declared type, the file must match it.
static facet_status_t cli_parse_npy(facet_runtime_t *rt, const char *path, size_t index,
                                    const dtype *want, uint32_t want_rank, const int64_t *want_dims,
                                    facet_tensor_t **out) {
  dtype t = want ? *want : DT_INVALID;
  int rank;
  int64_t dims[FACET_MAX_RANK];
  void *data;
  size_t bytes;
  facet_status_t s = tool_npy_read(path, &t, &rank, dims, &data, &bytes);
  if (s) return status_annotate(s, "input %zu", index);
  bool same = !want || (t == *want && (uint32_t)rank == want_rank &&
                        memcmp(dims, want_dims, sizeof *dims * want_rank) == 0);
  if (!same) {
    strbuf a = {0}, b = {0};
    tool_shape_print(&a, (facet_dtype_t)*want, want_rank, want_dims);
    tool_shape_print(&b, (facet_dtype_t)t, (uint32_t)rank, dims);
    s = status_new(FACET_STATUS_INVALID_ARGUMENT, "input %zu: declared %s but %s holds %s", index,
                   sb_cstr(&a), path, sb_cstr(&b));
    sb_free(&a);
    sb_free(&b);
  }
  if (!s) s = facet_tensor_create(rt, (facet_dtype_t)t, (uint32_t)rank, dims, out);
  if (!s && bytes) memcpy(facet_tensor_data(*out), data, bytes);
  free(data);
  return s;
}

static bool cli_is_npy(const char *path) {
  size_t n = strlen(path);
  return n >= 4 && !strcmp(path + n - 4, ".npy");
}

// A regular file that starts as a .npy file does, whatever its name.
static bool cli_has_npy_magic(const char *path) {
  struct stat st;
  if (stat(path, &st) != 0 || !S_ISREG(st.st_mode)) return false;
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  char head[6] = {0};
  bool magic = fd >= 0 && read(fd, head, 6) == 6 && !memcmp(head, "\x93NUMPY", 6);
  if (fd >= 0) close(fd);
  return magic;
}

// Which reader a "@FILE" takes: .npy by name or by content (and any
// pipe or device without a declared type); raw bytes otherwise.
static bool cli_reads_npy(const char *path, bool typed) {
  struct stat st;
  bool regular = stat(path, &st) == 0 && S_ISREG(st.st_mode);
  if (cli_is_npy(path) || cli_has_npy_magic(path)) return true;
  return !typed && !regular;
}

// Exactly `want` bytes of `path` ("-": standard input) into buf, reading
// no more than one byte past them (a pipe or /dev/zero is never read to
// its end).
static facet_status_t cli_read_exact(const char *path, void *buf, size_t want, size_t *got) {
  bool in = !strcmp(path, "-");
  int fd = in ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return status_new(FACET_STATUS_NOT_FOUND, "cannot open %s: %s", path, strerror(errno));
  char extra;
  *got = 0;
  ssize_t k = 1;
  while (*got < want && (k = read(fd, (char *)buf + *got, want - *got)) != 0)
    if (k > 0) *got += (size_t)k;
    else if (errno != EINTR) break;
  if (k >= 0 && *got == want && read(fd, &extra, 1) == 1) *got = want + 1;
  int err = errno;
  if (!in) close(fd);
  if (k < 0) return status_new(FACET_STATUS_UNAVAILABLE, "cannot read %s: %s", path, strerror(err));
  return NULL;
}

// "2x3xf32=@in.bin": the file holds exactly the tensor's bytes, little-endian,
// row-major, as iree-run-module reads a file that is not .npy.
static facet_status_t cli_parse_raw(facet_runtime_t *rt, const char *path, size_t index, dtype t,
                                    uint32_t rank, const int64_t *dims, facet_tensor_t **out) {
  facet_tensor_t *tensor = NULL;
  STATUS_RETURN_IF_ERROR(facet_tensor_create(rt, (facet_dtype_t)t, rank, dims, &tensor));
  size_t want = facet_tensor_element_count(tensor) * dtype_size(t), got = 0;
  facet_status_t s = cli_read_exact(path, facet_tensor_data(tensor), want, &got);
  if (s) s = status_annotate(s, "input %zu", index);
  if (!s && got != want) {
    strbuf sb = {0};
    tool_shape_print(&sb, (facet_dtype_t)t, rank, dims);
    s = got > want ? status_new(FACET_STATUS_INVALID_ARGUMENT,
                                "input %zu: %s holds more than the %zu bytes of %s", index, path,
                                want, sb_cstr(&sb))
                   : status_new(FACET_STATUS_INVALID_ARGUMENT,
                                "input %zu: %s holds %zu bytes; %s is %zu bytes", index, path, got,
                                sb_cstr(&sb), want);
    sb_free(&sb);
  }
  if (s) facet_tensor_release(tensor);
  else *out = tensor;
  return s;
}

facet_status_t tool_parse_input(facet_runtime_t *rt, const char *spec, size_t index,
                                facet_tensor_t **out) {
  if (spec[0] == '@' && !cli_reads_npy(spec + 1, false))
    return status_new(FACET_STATUS_INVALID_ARGUMENT,
                      "input %zu: %s is not a .npy file: give its type for raw bytes (2x3xf32=%s)",
                      index, spec + 1, spec);
  if (spec[0] == '@') return cli_parse_npy(rt, spec + 1, index, NULL, 0, NULL, out);
  const char *eq = strchr(spec, '=');
  size_t n = eq ? (size_t)(eq - spec) : strlen(spec);
  uint32_t rank = 0;
  int64_t dims[FACET_MAX_RANK];
  dtype t;
  STATUS_RETURN_IF_ERROR(cli_parse_type(spec, n, index, &rank, dims, &t));
  if (eq && eq[1] == '@' && !cli_reads_npy(eq + 2, true))
    return cli_parse_raw(rt, eq + 2, index, t, rank, dims, out);
  if (eq && eq[1] == '@') return cli_parse_npy(rt, eq + 2, index, &t, rank, dims, out);
  facet_tensor_t *tensor;
  STATUS_RETURN_IF_ERROR(facet_tensor_create(rt, (facet_dtype_t)t, rank, dims, &tensor));
  facet_status_t s =
      eq && eq[1] ? cli_parse_values(eq + 1, index, tensor) : NULL; // "=" alone: zeros
  if (s) facet_tensor_release(tensor);
  else *out = tensor;
  return s;
}

facet_status_t tool_parse_input_kind(facet_runtime_t *rt, const char *spec, size_t index,
                                     facet_value_kind_t kind, facet_tensor_t **out) {
  static const dtype scalar_dtype[] = {DT_INVALID, DT_I64, DT_F64, DT_BOOL};
  if (kind == FACET_VALUE_TENSOR || kind > FACET_VALUE_BOOL || spec[0] == '@' || strchr(spec, '='))
    return tool_parse_input(rt, spec, index, out);
  dtype t = scalar_dtype[kind];
  facet_tensor_t *tensor;
  STATUS_RETURN_IF_ERROR(facet_tensor_create(rt, (facet_dtype_t)t, 0, NULL, &tensor));
  if (cli_parse_value(spec, t, facet_tensor_data(tensor), 0)) {
    *out = tensor;
    return NULL;
  }
  facet_tensor_release(tensor);
  static const char *const names[] = {"", "int", "float", "bool"};
  return status_new(FACET_STATUS_INVALID_ARGUMENT, "input %zu: '%s' is not a valid %s%s", index,
                    spec, names[kind], cli_out_of_range(spec) ? " (out of range)" : "");
}

static void cli_format_element(strbuf *sb, dtype t, const void *data, size_t i) {
  switch (t) {
  case DT_F32:
  case DT_F16:
  case DT_BF16: sb_printf(sb, "%G", (double)(float)dtype_load(t, data, i)); break;
  case DT_F64: sb_printf(sb, "%G", ((const double *)data)[i]); break;
  case DT_I64: sb_printf(sb, "%" PRIi64, ((const int64_t *)data)[i]); break;
  case DT_I32: sb_printf(sb, "%" PRIi32, ((const int32_t *)data)[i]); break;
  case DT_I16: sb_printf(sb, "%" PRIi16, ((const int16_t *)data)[i]); break;
  case DT_I8: sb_printf(sb, "%" PRIi8, ((const int8_t *)data)[i]); break;
  case DT_U8:
  case DT_BOOL: sb_printf(sb, "%" PRIu8, ((const uint8_t *)data)[i]); break;
  default: FACET_UNREACHABLE();
  }
}

// IREE's recursion: a bracket pair per outer dim, elements at the last.
static void cli_format_rec(strbuf *sb, dtype t, const void *data, size_t at, const int64_t *dims,
                           uint32_t rank, size_t *budget) {
  if (rank > 1) {
    size_t inner = 1;
    for (uint32_t i = 1; i < rank; i++) inner *= (size_t)dims[i];
    for (int64_t i = 0; i < dims[0]; i++) {
      sb_putc(sb, '[');
      cli_format_rec(sb, t, data, at + (size_t)i * inner, dims + 1, rank - 1, budget);
      sb_putc(sb, ']');
    }
    return;
  }
  size_t n = (size_t)dims[0], shown = n < *budget ? n : *budget;
  *budget -= shown;
  for (size_t i = 0; i < shown; i++) {
    if (i) sb_putc(sb, ' ');
    cli_format_element(sb, t, data, at + i);
  }
  if (shown < n) sb_append(sb, "...");
}

void tool_format_values(strbuf *sb, dtype t, uint32_t rank, const int64_t *dims, const void *data,
                        size_t max_elements) {
  tool_shape_print(sb, (facet_dtype_t)t, rank, dims);
  sb_putc(sb, '=');
  int64_t one = 1;
  cli_format_rec(sb, t, data, 0, rank ? dims : &one, rank ? rank : 1, &max_elements);
}

void tool_format_tensor(strbuf *sb, const facet_tensor_t *t, size_t max_elements) {
  tool_format_values(sb, (dtype)facet_tensor_dtype(t), facet_tensor_rank(t), facet_tensor_dims(t),
                     facet_tensor_data(t), max_elements);
}

facet_status_t tool_write_tensor_npy(const facet_tensor_t *t, const char *path) {
  return tool_npy_write(path, (dtype)facet_tensor_dtype(t), (int)facet_tensor_rank(t),
                        facet_tensor_dims(t), facet_tensor_data(t));
}

const char *tool_flag(const char *arg, const char *name) {
  size_t n = strlen(name);
  if (strncmp(arg, "--", 2) != 0 || strncmp(arg + 2, name, n) != 0 || arg[2 + n] != '=')
    return NULL;
  return arg + 3 + n;
}

static bool cli_uint(const char *s, uint64_t max, uint64_t *out) {
  char *end;
  errno = 0;
  if (*s < '0' || *s > '9') return false;
  unsigned long long v = strtoull(s, &end, 10);
  if (*end || errno || v > max) return false;
  *out = v;
  return true;
}

facet_status_t tool_common_flag(tool_run *r, const char *arg, bool *taken) {
  const char *v;
  uint64_t n;
  *taken = true;
  if ((v = tool_flag(arg, "module"))) r->module_path = v;
  else if ((v = tool_flag(arg, "function"))) r->function = v;
  else if ((v = tool_flag(arg, "input"))) VEC_PUSH(r->inputs, v);
  else if ((v = tool_flag(arg, "threads")) ||
           (v = tool_flag(arg, "task_topology_max_group_count"))) {
    if (!cli_uint(v, 1024, &n))
      return status_new(FACET_STATUS_INVALID_ARGUMENT, "bad thread count '%s' (0..1024)", v);
    r->threads = (uint32_t)n;
    r->threads_given = true;
  } else if ((v = tool_flag(arg, "devices"))) {
    if (!cli_uint(v, 64, &n) || n == 0)
      return status_new(FACET_STATUS_INVALID_ARGUMENT, "bad device count '%s' (1..64)", v);
    r->devices = (uint32_t)n;
  } else if ((v = tool_flag(arg, "device"))) {
    if (strcmp(v, "local-task") && strcmp(v, "local-sync"))
      return status_new(FACET_STATUS_INVALID_ARGUMENT,
                        "unknown device '%s' (local-task or local-sync)", v);
    r->sync = strcmp(v, "local-sync") == 0;
  } else if (!strcmp(arg, "--load-stats")) {
    r->load_stats = true;
  } else if ((v = tool_flag(arg, "parameters"))) {
    const char *eq = strchr(v, '=');
    if (!*v || (eq && !eq[1]))
      return status_new(FACET_STATUS_INVALID_ARGUMENT, "bad --parameters '%s' (SCOPE=FILE or FILE)",
                        v);
    VEC_PUSH(r->parameters, v);
  } else {
    *taken = false;
  }
  return NULL;
}

static uint64_t tool_now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

// --load-stats: what loading cost, on stderr (facet_module_load_stats).
static void print_load_stats(const tool_run *r, uint64_t load_ns) {
  facet_module_load_stats_t st;
  facet_module_load_stats(r->module, &st);
  fprintf(stderr,
          "load: %.3f ms; %llu parameters bound, %llu made from quantized tensors (%.3f MiB) in "
          "%.3f ms\n",
          (double)load_ns / 1e6, (unsigned long long)st.parameters,
          (unsigned long long)st.converted_parameters, (double)st.converted_bytes / (1 << 20),
          (double)st.convert_nanoseconds / 1e6);
  if (st.init_values)
    fprintf(stderr, "load: %llu values computed from the parameters (%.3f MiB) in %.3f ms\n",
            (unsigned long long)st.init_values, (double)st.init_bytes / (1 << 20),
            (double)st.init_nanoseconds / 1e6);
}

facet_status_t tool_load_module(tool_run *r) {
  if (!r->module_path)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "missing --module=FILE.facet");
  // local-sync means the calling thread alone, unless --threads says otherwise.
  facet_runtime_options_t options = {
      r->sync && !r->threads_given ? 1 : r->threads, {0}, r->devices, r->transport};
  STATUS_RETURN_IF_ERROR(facet_runtime_create(&options, &r->rt));
  for (size_t i = 0; i < r->parameters.len; i++) {
    const char *spec = r->parameters.data[i], *eq = strchr(spec, '=');
    char scope[256] = "";
    if (eq && (size_t)(eq - spec) >= sizeof scope)
      return status_new(FACET_STATUS_INVALID_ARGUMENT, "--parameters scope too long");
    if (eq) memcpy(scope, spec, (size_t)(eq - spec));
    STATUS_RETURN_IF_ERROR(facet_runtime_add_parameters(r->rt, scope, eq ? eq + 1 : spec));
  }
  uint64_t t0 = tool_now_ns();
  if (!strcmp(r->module_path, "-")) { // standard input: `facet-compile x.mlir -o - | ...`
    if (isatty(STDIN_FILENO))         // nobody would type a module: say so rather than wait
      return status_new(FACET_STATUS_INVALID_ARGUMENT,
                        "--module=-: standard input is a terminal; pipe a module into it");
    STATUS_RETURN_IF_ERROR(tool_read_input("-", &r->module_bytes, &r->module_size));
    STATUS_RETURN_IF_ERROR(
        facet_module_load_memory(r->rt, r->module_bytes, r->module_size, &r->module));
  } else {
    STATUS_RETURN_IF_ERROR(facet_module_load_file(r->rt, r->module_path, &r->module));
  }
  if (r->load_stats) print_load_stats(r, tool_now_ns() - t0);
  return NULL;
}

// The function --function names; a typo gets "did you mean".
static facet_status_t cli_lookup_function(tool_run *r) {
  facet_status_t s = facet_module_lookup_function(r->module, r->function, &r->fn);
  if (!s || facet_status_code(s) != FACET_STATUS_NOT_FOUND) return s;
  size_t n = facet_module_function_count(r->module);
  const char **names = calloc(n ? n : 1, sizeof *names);
  for (size_t i = 0; names && i < n; i++) names[i] = facet_module_function_name(r->module, i);
  const char *c = names ? str_closest(r->function, names, n) : NULL;
  if (c) {
    facet_status_t t =
        status_new(FACET_STATUS_NOT_FOUND, "%s; did you mean '%s'?", facet_status_message(s), c);
    facet_status_free(s);
    s = t;
  }
  free(names);
  return s;
}

facet_status_t tool_prepare(tool_run *r) {
  STATUS_RETURN_IF_ERROR(tool_load_module(r));
  if (!r->function) {
    size_t n = facet_module_function_count(r->module);
    if (n != 1) {
      strbuf sb = {0};
      for (size_t i = 0; i < n; i++)
        sb_printf(&sb, "%s%s", i ? ", " : "", facet_module_function_name(r->module, i));
      facet_status_t s =
          status_new(FACET_STATUS_INVALID_ARGUMENT, "missing --function=NAME (functions: %s)",
                     n ? sb_cstr(&sb) : "none");
      sb_free(&sb);
      return s;
    }
    r->function = facet_module_function_name(r->module, 0);
  }
  STATUS_RETURN_IF_ERROR(cli_lookup_function(r));
  if (r->inputs.len) {
    r->in = calloc(r->inputs.len, sizeof *r->in);
    if (!r->in) return status_oom("%zu inputs", r->inputs.len);
  }
  for (size_t i = 0; i < r->inputs.len; i++) {
    facet_value_kind_t kind = FACET_VALUE_TENSOR;
    if (i < facet_function_input_count(r->fn))
      STATUS_RETURN_IF_ERROR(facet_function_input_kind(r->fn, i, &kind));
    STATUS_RETURN_IF_ERROR(tool_parse_input_kind(r->rt, r->inputs.data[i], i, kind, &r->in[i]));
    r->in_count = i + 1;
  }
  return NULL;
}

void tool_release(tool_run *r) {
  for (size_t i = 0; i < r->in_count; i++) facet_tensor_release(r->in[i]);
  free(r->in);
  VEC_FREE(r->inputs);
  VEC_FREE(r->outputs);
  VEC_FREE(r->parameters);
  facet_module_release(r->module);
  facet_runtime_release(r->rt);
  free(r->module_bytes);
}

static const char *const cli_common_flags[] = {
    "--module", "--function",   "--input",      "--threads", "--task_topology_max_group_count",
    "--device", "--load-stats", "--parameters", "--help",    "--version",
    "--devices"};

facet_status_t tool_run_unknown_flag_status(const char *arg, const char *const *own, size_t n) {
  if (tool_iree_flag(arg)) return NULL;
  const char *names[64];
  size_t k = 0;
  for (size_t i = 0; i < FACET_ARRAY_SIZE(cli_common_flags); i++) names[k++] = cli_common_flags[i];
  for (size_t i = 0; i < n && k < FACET_ARRAY_SIZE(names); i++) names[k++] = own[i];
  return tool_unknown_flag_status(arg, names, k);
}

int tool_run_unknown_flag(const char *arg, const char *const *own, size_t n) {
  facet_status_t s = tool_run_unknown_flag_status(arg, own, n);
  return s ? tool_fail(s) : 0;
}
