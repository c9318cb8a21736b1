// facet-npy: .npy helpers for tests and scripts (no Python needed).
//
//   facet-npy random 4x8xf16 --seed=N [--min=-1] [--max=1] -o a.npy
//   facet-npy compare actual.npy expected.npy [--atol=X] [--rtol=Y]
//                     [--elementwise] [--signed-zeros] [--same-dtype]
//   facet-npy print a.npy [--print_max_element_count=N]
//   facet-npy argmax a.npy
//
// compare passes when |actual - expected| <= atol + rtol * max|expected|
// for every element; the defaults follow the actual's dtype: f16 1e-2,
// bf16 5e-2, f32 1e-4, f64 1e-10 (both atol and rtol). With --elementwise
// each element has its own bound, atol + rtol * |expected|, and the
// defaults are a few units in the last place: rtol f16 2^-9, bf16 2^-6,
// f32 2^-20, f64 2^-40, atol the dtype's smallest subnormal (so a flushed
// subnormal fails): what an op oracle needs (tests/e2e/oracle.sh).
// Always: NaN matches only NaN, an infinity only the same infinity, and
// integers (and bools) compare exactly as int64 (above 2^53 too). With
// --signed-zeros -0.0 and 0.0 differ; with --same-dtype the files'
// dtypes must be equal. It prints the worst element and exits 1 when out
// of tolerance or when the shapes differ. '<u2' files are read as bf16
// (facet has no uint16). argmax prints, per row of the last axis (a line
// per index of the other axes, row-major), the index of its largest
// element (the first of equal ones; NaN is largest, as in torch).
#include "facet/runtime.h"
#include "tooling/tooling.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static const char usage[] =
    "usage: facet-npy random SHAPExTYPE --seed=N [--min=X] [--max=Y] -o FILE.npy\n"
    "       facet-npy compare ACTUAL.npy EXPECTED.npy [--atol=X] [--rtol=Y] [--elementwise]\n"
    "                         [--signed-zeros] [--same-dtype]\n"
    "       facet-npy print FILE.npy [--print_max_element_count=N]\n"
    "       facet-npy argmax FILE.npy\n"
    "  random    an array of SHAPExTYPE, uniform in [--min, --max], from --seed\n"
    "  compare   exit 0 when ACTUAL matches EXPECTED within --atol + --rtol * |expected|\n"
    "            (--elementwise: report every element; --signed-zeros: -0 != 0;\n"
    "            --same-dtype: refuse differing dtypes)\n"
    "  print     the array as facet-run-module prints a result\n"
    "  argmax    the index of the largest element of each last-dim row\n"
    "  --help, --version  this text; facet's version\n";

static int fail(const char *fmt, const char *arg) {
  fprintf(stderr, "facet-npy: error: ");
  fprintf(stderr, fmt, arg);
  fputc('\n', stderr);
  return 1;
}

static bool parse_double(const char *s, double *out) {
  char *end;
  *out = strtod(s, &end);
  return end != s && !*end;
}

typedef struct npy_array {
  dtype t;
  int rank;
  int64_t dims[FACET_MAX_RANK];
  void *data;
  size_t bytes, count;
} npy_array;

static bool load(const char *path, npy_array *a) {
  a->t = DT_BF16; // accept '<u2' as bf16
  facet_status_t s = tool_npy_read(path, &a->t, &a->rank, a->dims, &a->data, &a->bytes);
  if (s) {
    fail("%s", facet_status_message(s));
    facet_status_free(s);
    return false;
  }
  a->count = a->bytes / dtype_size(a->t);
  return true;
}

static void shape_str(strbuf *sb, const npy_array *a) {
  tool_shape_print(sb, (facet_dtype_t)a->t, (uint32_t)a->rank, a->dims);
}

// splitmix64: a small, well-mixed, reproducible generator.
static uint64_t next_random(uint64_t *state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

// Integers: uniform in [ceil(min), floor(max)], clamped to the dtype's range.
static double random_value(dtype t, uint64_t *state, double lo, double hi) {
  double u = (double)(next_random(state) >> 11) * 0x1.0p-53;
  if (dtype_is_float(t)) return lo + u * (hi - lo);
  static const double range[DT_COUNT][2] = {[DT_I64] = {-9007199254740992.0, 9007199254740992.0},
                                            [DT_I32] = {INT32_MIN, INT32_MAX},
                                            [DT_I16] = {INT16_MIN, INT16_MAX},
                                            [DT_I8] = {INT8_MIN, INT8_MAX},
                                            [DT_U8] = {0, UINT8_MAX},
                                            [DT_BOOL] = {0, 1}};
  double a = fmax(ceil(lo), range[t][0]), b = fmin(floor(hi), range[t][1]);
  if (b < a) return a;
  return fmin(b, a + floor(u * (b - a + 1)));
}

static int cmd_random(int argc, char **argv) {
  const char *spec = NULL, *out = NULL;
  uint64_t seed = 0;
  double lo = -1, hi = 1;
  for (int i = 0; i < argc; i++) {
    const char *a = argv[i];
    if (!strncmp(a, "--seed=", 7)) {
      char *end;
      seed = strtoull(a + 7, &end, 10);
      if (*end || a[7] < '0' || a[7] > '9') return fail("bad --seed '%s'", a + 7);
    } else if (!strncmp(a, "--min=", 6)) {
      if (!parse_double(a + 6, &lo)) return fail("bad --min '%s'", a + 6);
    } else if (!strncmp(a, "--max=", 6)) {
      if (!parse_double(a + 6, &hi)) return fail("bad --max '%s'", a + 6);
    } else if (!strcmp(a, "-o") && i + 1 < argc) out = argv[++i];
    else if (!strncmp(a, "-o", 2) && a[2]) out = a + 2;
    else if (a[0] != '-' && !spec) spec = a;
    else return fail("unexpected argument '%s'", a);
  }
  if (!spec || !out) return fail("%s", "random needs SHAPExTYPE and -o FILE.npy");
  if (strchr(spec, '=')) return fail("random takes a shape and type only, not '%s'", spec);
  facet_runtime_options_t options = {1, {0}};
  facet_runtime_t *rt = NULL;
  facet_tensor_t *t = NULL;
  facet_status_t s = facet_runtime_create(&options, &rt);
  if (!s) s = tool_parse_input(rt, spec, 0, &t);
  if (!s) {
    dtype dt = (dtype)facet_tensor_dtype(t);
    for (size_t i = 0; i < facet_tensor_element_count(t); i++)
      dtype_store(dt, facet_tensor_data(t), i, random_value(dt, &seed, lo, hi));
    s = tool_write_tensor_npy(t, out);
  }
  int rc = 0;
  if (s) {
    rc = fail("%s", facet_status_message(s));
    facet_status_free(s);
  }
  facet_tensor_release(t);
  facet_runtime_release(rt);
  return rc;
}

static void default_tolerance(dtype t, bool elementwise, double *atol, double *rtol) {
  if (elementwise) {
    *rtol = t == DT_F16    ? 0x1p-9
            : t == DT_BF16 ? 0x1p-6
            : t == DT_F32  ? 0x1p-20
            : t == DT_F64  ? 0x1p-40
                           : 0;
    *atol = t == DT_F16    ? 0x1p-24
            : t == DT_BF16 ? 0x1p-133
            : t == DT_F32  ? 0x1p-149
            : t == DT_F64  ? 0x1p-1074
                           : 0;
    return;
  }
  double tol = t == DT_F16    ? 1e-2
               : t == DT_BF16 ? 5e-2
               : t == DT_F32  ? 1e-4
               : t == DT_F64  ? 1e-10
                              : 0;
  *atol = *rtol = tol;
}

typedef struct compare_opts {
  double atol, rtol;
  bool elementwise, signed_zeros;
} compare_opts;

// Same position NaNs and equal infinities match; any other NaN fails (and
// a zero of the other sign under --signed-zeros).
static double element_error(double a, double e, bool signed_zeros) {
  if (isnan(a) || isnan(e)) return isnan(a) && isnan(e) ? 0 : INFINITY;
  if (a == e) return signed_zeros && a == 0 && signbit(a) != signbit(e) ? INFINITY : 0;
  return fabs(a - e);
}

static bool is_integer(dtype t) { return !dtype_is_float(t); }

static int64_t load_int(dtype t, const void *base, size_t i) {
  switch (t) {
  case DT_I64: return ((const int64_t *)base)[i];
  case DT_I32: return ((const int32_t *)base)[i];
  case DT_I16: return ((const int16_t *)base)[i];
  case DT_I8: return ((const int8_t *)base)[i];
  case DT_U8: return ((const uint8_t *)base)[i];
  default: return ((const uint8_t *)base)[i] != 0; // bool
  }
}

// Integers against integers: exactly.
static int compare_ints(const npy_array *a, const npy_array *e) {
  for (size_t i = 0; i < a->count; i++) {
    int64_t x = load_int(a->t, a->data, i), y = load_int(e->t, e->data, i);
    if (x != y) {
      printf("element %zu differs (actual %lld, expected %lld): FAIL\n", i, (long long)x,
             (long long)y);
      return 1;
    }
  }
  printf("%zu integer elements equal: ok\n", a->count);
  return 0;
}

static int compare(const npy_array *a, const npy_array *e, const compare_opts *o) {
  if (is_integer(a->t) && is_integer(e->t)) return compare_ints(a, e);
  double max_expected = 0, worst_ratio = -1, worst_error = 0;
  size_t worst = 0;
  for (size_t i = 0; i < e->count; i++) {
    double v = fabs(dtype_load(e->t, e->data, i));
    if (isfinite(v) && v > max_expected) max_expected = v;
  }
  // the bound of each element; the worst is the largest error / bound
  for (size_t i = 0; i < a->count; i++) {
    double x = dtype_load(a->t, a->data, i), y = dtype_load(e->t, e->data, i);
    double err = element_error(x, y, o->signed_zeros);
    double bound =
        o->atol + o->rtol * (o->elementwise ? (isfinite(y) ? fabs(y) : 0) : max_expected);
    double ratio = err == 0 ? 0 : bound > 0 ? err / bound : INFINITY;
    if (ratio > worst_ratio) worst_ratio = ratio, worst_error = err, worst = i;
  }
  bool ok = worst_ratio <= 1;
  double x = a->count ? dtype_load(a->t, a->data, worst) : 0.0;
  double y = a->count ? dtype_load(e->t, e->data, worst) : 0.0;
  if (o->elementwise)
    printf("worst element %zu: actual %.9g, expected %.9g, error %g; tolerance per element "
           "atol %g + rtol %g * |expected|: %s\n",
           worst, x, y, worst_error, o->atol, o->rtol, ok ? "ok" : "FAIL");
  else
    printf("max abs error %g at element %zu (actual %g, expected %g); tolerance %g "
           "(atol %g + rtol %g * max abs expected %g): %s\n",
           worst_error, worst, x, y, o->atol + o->rtol * max_expected, o->atol, o->rtol,
           max_expected, ok ? "ok" : "FAIL");
  return ok ? 0 : 1;
}

static int cmd_compare(int argc, char **argv) {
  const char *files[2] = {NULL, NULL};
  double atol = -1, rtol = -1;
  bool elementwise = false, signed_zeros = false, same_dtype = false;
  int n = 0;
  for (int i = 0; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "--elementwise")) elementwise = true;
    else if (!strcmp(a, "--signed-zeros")) signed_zeros = true;
    else if (!strcmp(a, "--same-dtype")) same_dtype = true;
    else if (!strncmp(a, "--atol=", 7)) {
      if (!parse_double(a + 7, &atol) || atol < 0) return fail("bad --atol '%s'", a + 7);
    } else if (!strncmp(a, "--rtol=", 7)) {
      if (!parse_double(a + 7, &rtol) || rtol < 0) return fail("bad --rtol '%s'", a + 7);
    } else if (a[0] != '-' && n < 2) files[n++] = a;
    else return fail("unexpected argument '%s'", a);
  }
  if (n != 2) return fail("%s", "compare needs ACTUAL.npy and EXPECTED.npy");
  npy_array a = {0}, e = {0};
  int rc = 1;
  if (load(files[0], &a) && load(files[1], &e)) {
    if (a.rank != e.rank || memcmp(a.dims, e.dims, sizeof *a.dims * (size_t)a.rank) != 0) {
      strbuf x = {0}, y = {0};
      shape_str(&x, &a);
      shape_str(&y, &e);
      fprintf(stderr, "facet-npy: error: shapes differ: %s is %s, %s is %s\n", files[0],
              sb_cstr(&x), files[1], sb_cstr(&y));
      sb_free(&x);
      sb_free(&y);
    } else if (same_dtype && a.t != e.t) {
      fprintf(stderr, "facet-npy: error: dtypes differ: %s is %s, %s is %s\n", files[0],
              dtype_name(a.t), files[1], dtype_name(e.t));
    } else {
      compare_opts o = {.elementwise = elementwise, .signed_zeros = signed_zeros};
      default_tolerance(a.t, elementwise, &o.atol, &o.rtol);
      if (atol >= 0) o.atol = atol;
      if (rtol >= 0) o.rtol = rtol;
      rc = compare(&a, &e, &o);
    }
  }
  free(a.data);
  free(e.data);
  return rc;
}

static int cmd_print(int argc, char **argv) {
  const char *file = NULL;
  size_t max = 1024;
  for (int i = 0; i < argc; i++) {
    const char *a = argv[i];
    if (!strncmp(a, "--print_max_element_count=", 26)) {
      char *end;
      max = strtoull(a + 26, &end, 10);
      if (*end || a[26] < '0' || a[26] > '9')
        return fail("bad --print_max_element_count '%s'", a + 26);
    } else if (a[0] != '-' && !file) file = a;
    else return fail("unexpected argument '%s'", a);
  }
  if (!file) return fail("%s", "print needs FILE.npy");
  npy_array a = {0};
  if (!load(file, &a)) return 1;
  strbuf sb = {0};
  tool_format_values(&sb, a.t, (uint32_t)a.rank, a.dims, a.data, max);
  printf("%s\n", sb_cstr(&sb));
  sb_free(&sb);
  free(a.data);
  return 0;
}

static int cmd_argmax(int argc, char **argv) {
  if (argc != 1 || argv[0][0] == '-') return fail("%s", "argmax needs FILE.npy");
  npy_array a = {0};
  if (!load(argv[0], &a)) return 1;
  size_t n = a.rank ? (size_t)a.dims[a.rank - 1] : 1;
  for (size_t row = 0; n && row < a.count / n; row++) {
    size_t best = 0;
    for (size_t i = 1; i < n; i++) {
      double v = dtype_load(a.t, a.data, row * n + i), b = dtype_load(a.t, a.data, row * n + best);
      if (!isnan(b) && (isnan(v) || v > b)) best = i;
    }
    printf("%zu\n", best);
  }
  free(a.data);
  return 0;
}

int main(int argc, char **argv) {
  tool_init("facet-npy");
  int std_rc = tool_standard_flags(argc, argv, usage);
  if (std_rc >= 0) return std_rc;
  if (argc < 2) return tool_error("no command (random, compare, print or argmax; see --help)");
  if (!strcmp(argv[1], "random")) return cmd_random(argc - 2, argv + 2);
  if (!strcmp(argv[1], "compare")) return cmd_compare(argc - 2, argv + 2);
  if (!strcmp(argv[1], "print")) return cmd_print(argc - 2, argv + 2);
  if (!strcmp(argv[1], "argmax")) return cmd_argmax(argc - 2, argv + 2);
  return fail("unknown command '%s' (random, compare, print or argmax)", argv[1]);
}
