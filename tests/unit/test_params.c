// test_params.c: parameter files (src/runtime/params.c, src/tooling/params_write.c)
// and their binding to a module's parameters (loader.c, executor.c).
//
// The readers: files written by facet's writers read back (safetensors,
// IRPA with DATA and SPLAT entries, GGUF built here by hand); every
// truncation is refused or, where only padding went, reads the same; bad
// offsets, oversized lengths and counts, bad JSON, unknown entry types and
// versions each get a "bad parameter file" error saying why. The binding: a
// hand-built module whose function returns its two parameters reads them
// back from safetensors, IRPA splats, memory and misaligned data; a missing
// scope, a missing key, a wrong shape or dtype fail the load with a message
// naming the parameter and the file; a failing allocator never leaks;
// entry names with escape sequences are printed escaped in every error.
#include "quant_inputs.h"
#include "runtime/runtime_internal.h"
#include "tooling/tooling.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int failures;

#define CHECK(cond)                                                                                \
  do {                                                                                             \
    if (!(cond)) {                                                                                 \
      printf("%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);                              \
      failures++;                                                                                  \
    }                                                                                              \
  } while (0)
#define CHECK_CONTAINS(haystack, needle)                                                           \
  do {                                                                                             \
    if (!strstr((haystack), (needle))) {                                                           \
      printf("%s:%d: expected \"%s\" in \"%s\"\n", __FILE__, __LINE__, (needle), (haystack));      \
      failures++;                                                                                  \
    }                                                                                              \
  } while (0)

static char dir[] = "/tmp/facet_test_params_XXXXXX";

// The parse with its error as text, which the tests check.
static bool parse_text(const uint8_t *data, size_t size, rt_param_file *f, char *err, size_t errn) {
  facet_status_t s = rt_params_parse(data, size, NULL, f);
  snprintf(err, errn, "%s", facet_status_message(s));
  facet_status_free(s);
  return !s;
}

// The writer with its error as text.
static bool write_text(const char *path, const char *format, const tool_param_spec *specs, size_t n,
                       tool_param_fill_fn fill, void *self, char *err, size_t errn) {
  facet_status_t s = tool_params_write(path, format, specs, n, fill, self);
  snprintf(err, errn, "%s", facet_status_message(s));
  facet_status_free(s);
  return !s;
}

// Byte i of parameter k: distinct everywhere.
static uint8_t value_byte(size_t k, size_t i) { return (uint8_t)(k * 101 + i * 7 + 3); }

static bool fill_bytes(void *self, size_t k, void *buf, size_t bytes) {
  (void)self;
  for (size_t i = 0; i < bytes; i++) ((uint8_t *)buf)[i] = value_byte(k, i);
  return true;
}

static uint8_t *read_file(const char *path, size_t *size) {
  char *data = NULL;
  size_t len = 0;
  facet_status_t s = file_read_all(path, &data, &len);
  facet_status_free(s);
  if (s) return NULL;
  uint8_t *exact = malloc(len ? len : 1); // exact size: ASan sees any overread
  memcpy(exact, data, len);
  free(data);
  *size = len;
  return exact;
}

// Writes specs with fill_bytes in `format` and returns the file's bytes.
static uint8_t *write_bytes(const char *format, const tool_param_spec *specs, size_t n,
                            size_t *size) {
  char path[128], err[256];
  snprintf(path, sizeof path, "%s/w.%s", dir, format);
  if (!write_text(path, format, specs, n, fill_bytes, NULL, err, sizeof err)) {
    printf("%s:%d: write failed: %s\n", __FILE__, __LINE__, err);
    failures++;
    return NULL;
  }
  uint8_t *b = read_file(path, size);
  unlink(path);
  return b;
}

static const tool_param_spec sample[] = {
    {.key = "blk.0.w", .dtype = DT_F16, .rank = 2, .dims = {3, 5}},
    {.key = "norm", .dtype = DT_F32, .rank = 1, .dims = {7}},
    {.key = "scale", .dtype = DT_F64, .rank = 0},
    {.key = "idx", .dtype = DT_I8, .rank = 1, .dims = {3}},
    {.key = "zero",
     .dtype = DT_BF16,
     .rank = 2,
     .dims = {4, 2},
     .splat = true,
     .pattern = {0x80, 0x3f},
     .pattern_length = 2},
    {.key = "empty", .dtype = DT_F32, .rank = 2, .dims = {0, 4}},
};
enum { SAMPLE_N = FACET_ARRAY_SIZE(sample) };

// Every entry of a file written from `sample`: type, shape and bytes.
static void check_sample(const rt_param_file *f, bool typed) {
  CHECK(f->count == SAMPLE_N);
  for (size_t k = 0; k < SAMPLE_N; k++) {
    const tool_param_spec *s = &sample[k];
    const rt_param_entry *e = rt_params_find(f, s->key);
    CHECK(e != NULL);
    if (!e) continue;
    char why[256] = "";
    CHECK(rt_params_match(e, s->dtype, s->rank, s->dims, why, sizeof why));
    if (typed) CHECK(e->dtype == s->dtype && e->rank == (int)s->rank);
    size_t bytes = 0;
    rt_shape_bytes((facet_dtype_t)s->dtype, s->rank, s->dims, &bytes);
    CHECK(e->length == bytes);
    uint8_t *got = malloc(bytes + 1);
    rt_params_fill(f, e, got);
    size_t wrong = 0;
    for (size_t i = 0; i < bytes; i++)
      wrong += got[i] != (s->splat ? s->pattern[i % 2] : value_byte(k, i));
    CHECK(wrong == 0);
    if (e->storage == RT_PARAM_DATA) CHECK(memcmp(rt_params_data(f, e), got, bytes) == 0);
    free(got);
  }
  CHECK(rt_params_find(f, "nope") == NULL);
}

static void check_round_trips(void) {
  const char *formats[] = {"safetensors", "irpa"};
  for (int i = 0; i < 2; i++) {
    size_t size;
    uint8_t *b = write_bytes(formats[i], sample, SAMPLE_N, &size);
    rt_param_file f;
    char err[256] = "";
    bool ok = b && parse_text(b, size, &f, err, sizeof err);
    CHECK(ok);
    if (!ok) printf("  %s: %s\n", formats[i], err);
    if (ok) {
      CHECK(!strcmp(f.format, formats[i]));
      check_sample(&f, true);
      // written aligned: safetensors to each element size, IRPA to 64
      for (size_t k = 0; k < f.count; k++)
        if (f.entries[k].storage == RT_PARAM_DATA)
          CHECK(f.entries[k].offset % (i ? 64 : dtype_size(f.entries[k].dtype)) == 0);
      rt_params_close(&f);
    }
    if (i == 1) CHECK(size % 4096 == 0);
    free(b);
  }
}

// Every prefix: refused, or (IRPA's trailing padding) the same entries.
// The writer refuses what its format cannot hold.
static void check_write_errors(void) {
  char path[128], err[256];
  snprintf(path, sizeof path, "%s/bad.safetensors", dir);
  tool_param_spec meta = {.key = "__metadata__", .dtype = DT_F32, .rank = 0};
  CHECK(!write_text(path, "safetensors", &meta, 1, fill_bytes, NULL, err, sizeof err));
  CHECK_CONTAINS(err, "cannot hold a tensor named __metadata__");
  CHECK(!write_text(path, "npz", &meta, 1, fill_bytes, NULL, err, sizeof err));
  CHECK_CONTAINS(err, "unknown parameter format 'npz' (safetensors, irpa or gguf)");
  tool_param_spec bad = {
      .key = "x", .dtype = DT_F32, .rank = 1, .dims = {3}, .splat = true, .pattern_length = 3};
  CHECK(!write_text(path, "irpa", &bad, 1, fill_bytes, NULL, err, sizeof err));
  CHECK_CONTAINS(err, "bad splat pattern length");
  CHECK(access(path, F_OK) != 0);
  // The longest tensor type (8 dims of 19 digits) survives IRPA's metadata.
  tool_param_spec wide = {.key = "wide", .dtype = DT_F16, .rank = 8};
  for (int d = 1; d < 8; d++) wide.dims[d] = INT64_MAX;
  size_t size;
  uint8_t *b = write_bytes("irpa", &wide, 1, &size);
  rt_param_file f;
  if (b && parse_text(b, size, &f, err, sizeof err)) {
    const rt_param_entry *e = rt_params_find(&f, "wide");
    CHECK(e && e->rank == 8 && e->dtype == DT_F16 && e->dims[7] == INT64_MAX && e->length == 0);
    rt_params_close(&f);
  } else {
    CHECK(!"wide IRPA entry");
  }
  free(b);
}

static void check_truncations(const char *format) {
  size_t size;
  uint8_t *b = write_bytes(format, sample, SAMPLE_N, &size);
  if (!b) return;
  int accepted = 0;
  for (size_t n = 0; n < size; n++) {
    uint8_t *copy = malloc(n ? n : 1);
    memcpy(copy, b, n);
    rt_param_file f;
    char err[256] = "";
    if (parse_text(copy, n, &f, err, sizeof err)) {
      accepted++;
      check_sample(&f, true);
      rt_params_close(&f);
    } else {
      CHECK(strncmp(err, "bad parameter file", 18) == 0);
    }
    free(copy);
  }
  if (!strcmp(format, "safetensors")) CHECK(accepted == 0);
  free(b);
}

static void expect_parse_error(const uint8_t *b, size_t size, const char *needle, int line) {
  uint8_t *copy = malloc(size ? size : 1);
  memcpy(copy, b, size);
  rt_param_file f;
  char err[512] = "";
  if (parse_text(copy, size, &f, err, sizeof err)) {
    printf("%s:%d: accepted, expected \"%s\"\n", __FILE__, line, needle);
    failures++;
    rt_params_close(&f);
  } else if (!strstr(err, needle)) {
    printf("%s:%d: expected \"%s\" in \"%s\"\n", __FILE__, line, needle, err);
    failures++;
  }
  free(copy);
}
#define EXPECT_PARSE_ERROR(b, n, needle) expect_parse_error((b), (n), (needle), __LINE__)

// A safetensors file from a JSON header and `data` bytes (values i & 0xff).
static uint8_t *st_file(const char *json, size_t data, size_t *size) {
  size_t n = strlen(json);
  *size = 8 + n + data;
  uint8_t *b = malloc(*size);
  for (int i = 0; i < 8; i++) b[i] = (uint8_t)((uint64_t)n >> (8 * i));
  memcpy(b + 8, json, n);
  for (size_t i = 0; i < data; i++) b[8 + n + i] = (uint8_t)i;
  return b;
}

static bool st_try(const char *json, size_t data, char *err, size_t errn, rt_param_file *f) {
  size_t size;
  uint8_t *b = st_file(json, data, &size);
  bool ok = parse_text(b, size, f, err, errn);
  if (ok) rt_params_close(f);
  free(b);
  return ok;
}

static void check_safetensors_errors(void) {
  static const struct {
    const char *json;
    size_t data;
    const char *error; // NULL: accepted
  } cases[] = {
      {"{}", 0, NULL},
      {"{\"a\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]}}   ", 8, NULL},
      {"{\"__metadata__\":{\"x\":[1,-2.5e3,{\"y\":null}],\"z\":true},"
       "\"a\\u00e9\\ud83d\\ude00\":{\"shape\":[],\"data_offsets\":[0,2],\"extra\":{},\"dtype\":"
       "\"F16\"}}",
       2, NULL},
      {"{\"a\":{\"dtype\":\"F8_E4M3\",\"shape\":[3],\"data_offsets\":[0,5]}}", 5, NULL},
      {"{\"a\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,12]}}", 8,
       "outside the 8 data"},
      {"{\"a\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[4,0]}}", 8,
       "data_offsets [4, 0]"},
      {"{\"a\":{\"dtype\":\"F32\",\"shape\":[3],\"data_offsets\":[0,8]}}", 8,
       "hold 8 bytes, F32 of its shape needs 12"},
      {"{\"a\":{\"dtype\":\"F32\",\"shape\":[9223372036854775807,4],\"data_offsets\":[0,8]}}", 8,
       "shape overflows"},
      {"{\"a\":{\"dtype\":\"F32\",\"shape\":[99999999999999999999],\"data_offsets\":[0,8]}}", 8,
       "too large"},
      {"{\"a\":{\"dtype\":\"F32\",\"shape\":[-2],\"data_offsets\":[0,8]}}", 8,
       "not a non-negative integer"},
      {"{\"a\":{\"dtype\":\"F32\",\"shape\":[2.0],\"data_offsets\":[0,8]}}", 8, "not an integer"},
      {"{\"a\":{\"dtype\":\"F32\",\"shape\":[1,1,1,1,1,1,1,1,1],\"data_offsets\":[0,4]}}", 4,
       "rank > 8"},
      {"{\"a\":{\"dtype\":\"F32\",\"shape\":[1]}}", 4, "lacks data_offsets"},
      {"{\"a\":{\"dtype\":\"F32\",\"dtype\":\"F32\",\"shape\":[1],\"data_offsets\":[0,4]}}", 4,
       "repeated field 'dtype'"},
      {"{\"a\":{\"dtype\":\"F32\",\"shape\":[1],\"data_offsets\":[0,4]},"
       "\"a\":{\"dtype\":\"F32\",\"shape\":[1],\"data_offsets\":[0,4]}}",
       4, "duplicate entry 'a'"},
      {"{\"\":{\"dtype\":\"F32\",\"shape\":[1],\"data_offsets\":[0,4]}}", 4, "empty name"},
      {"{\"a\\u0000b\":{\"dtype\":\"F32\",\"shape\":[1],\"data_offsets\":[0,4]}}", 4,
       "contains a NUL"},
      {"{\"a\\q\":{}}", 0, "bad escape"},
      {"{\"a\\ud800\":{}}", 0, "unpaired surrogate"},
      {"{\"a\":{\"dtype\":\"F32\",\"shape\":[1],\"data_offsets\":[0,4]}}x", 4,
       "bytes after the closing"},
      {"{\"a\":{\"dtype\":\"F32\",\"shape\":[1],\"data_offsets\":[0,4]}", 4, "expected '}'"},
      {"{\"__metadata__\":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["
       "]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}",
       0, "nested too deeply"},
      {"{\"__metadata__\":tru}", 0, "unexpected character"},
      {"{\"__metadata__\":\"\x01\"}", 0, "control character"},
      {"  {}", 0, "not safetensors"}, // the header must start with '{'
      {"{\"a\":[]}", 0, "expected '{' starting a tensor"},
  };
  for (size_t i = 0; i < FACET_ARRAY_SIZE(cases); i++) {
    rt_param_file f;
    char err[512] = "";
    bool ok = st_try(cases[i].json, cases[i].data, err, sizeof err, &f);
    if (ok != !cases[i].error || (cases[i].error && !strstr(err, cases[i].error))) {
      printf("%s:%d: safetensors case %zu: expected %s, got %s \"%s\"\n", __FILE__, __LINE__, i,
             cases[i].error ? cases[i].error : "success", ok ? "success" : "error", err);
      failures++;
    }
  }
  // The header length itself.
  uint8_t b[16] = {0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, '{', '}'};
  EXPECT_PARSE_ERROR(b, 10, "header length 18446744073709551615 exceeds the 2 bytes after it");
  EXPECT_PARSE_ERROR(b, 3, "not safetensors, IRPA or GGUF (3 bytes)");
  // An unsupported dtype is indexed, then refused when matched.
  size_t size;
  uint8_t *file =
      st_file("{\"q\":{\"dtype\":\"F8_E4M3\",\"shape\":[3],\"data_offsets\":[0,3]}}", 3, &size);
  rt_param_file f;
  char err[256];
  if (parse_text(file, size, &f, err, sizeof err)) {
    char why[256];
    CHECK(!rt_params_match(rt_params_find(&f, "q"), DT_U8, 1, (int64_t[]){3}, why, sizeof why));
    CHECK_CONTAINS(why, "has dtype F8_E4M3, which facet does not support");
    CHECK(!rt_params_match(rt_params_find(&f, "q"), DT_U8, 1, (int64_t[]){3}, why, sizeof why));
    rt_params_close(&f);
  } else {
    CHECK(!"F8_E4M3 file refused");
  }
  free(file);
  // Unicode keys decode to UTF-8.
  file =
      st_file("{\"\\u00e9\\ud83d\\ude00\":{\"dtype\":\"U8\",\"shape\":[1],\"data_offsets\":[0,1]}}",
              1, &size);
  if (parse_text(file, size, &f, err, sizeof err)) {
    CHECK(rt_params_find(&f, "\xc3\xa9\xf0\x9f\x98\x80") != NULL);
    rt_params_close(&f);
  }
  free(file);
}

static void put_le(uint8_t *p, uint64_t v, int n) {
  for (int i = 0; i < n; i++) p[i] = (uint8_t)(v >> (8 * i));
}

// IRPA field offsets in a file from the writer (header at 0, first entry at 96).
enum { H_COUNT = 32, H_ENTRIES = 40, H_META = 56, H_STORAGE = 72, E0 = 96 };

static void check_irpa_errors(void) {
  size_t size;
  uint8_t *b = write_bytes("irpa", sample, SAMPLE_N, &size);
  if (!b) return;
  uint8_t *c = malloc(size);
  struct {
    size_t at;
    uint64_t value;
    int n;
    const char *error;
  } cases[] = {
      {0, 0x41505248, 4, "not safetensors, IRPA or GGUF"},
      {4, 1, 2, "version 1.0, facet reads 0.0"},
      {6, 1, 2, "version 0.1"},
      {8, 96, 8, "header size 96"},
      {16, 1u << 30, 8, "next header offset 1073741824 runs past the end"},
      {H_COUNT, 1000000, 8, "entry count 1000000 exceeds"},
      {H_ENTRIES, size, 8, "entry segment"},
      {H_META + 8, UINT64_MAX, 8, "metadata segment"},
      {H_STORAGE, UINT64_MAX - 10, 8, "storage segment"},
      {E0, 59, 8, "entry 0: size 59"},
      {E0, 1u << 20, 8, "entry 0: size 1048576"},
      {E0 + 8, 7, 4, "entry 0 has unknown type 7"},
      {E0 + 8, 3, 4, "refers to an external file"},
      {E0 + 20, 1u << 20, 8, "entry 0: name [1048576, +7) outside the metadata segment"},
      {E0 + 28, UINT64_MAX, 8, "outside the metadata segment"},
      {E0 + 44, 1u << 20, 8, "entry 0: metadata"},
      {E0 + 60, 1u << 20, 8, "entry 'blk.0.w': data [1048576, +30) outside the storage segment"},
      {E0 + 68, UINT64_MAX, 8, "outside the storage segment"},
  };
  for (size_t i = 0; i < FACET_ARRAY_SIZE(cases); i++) {
    memcpy(c, b, size);
    put_le(c + cases[i].at, cases[i].value, cases[i].n);
    expect_parse_error(c, size, cases[i].error, __LINE__ * 1000 + (int)i);
  }
  // Entry 4 ("zero") is the splat: find it and break its pattern length.
  rt_param_file f;
  char err[256];
  CHECK(parse_text(b, size, &f, err, sizeof err));
  const rt_param_entry *z = rt_params_find(&f, "zero");
  CHECK(z && z->storage == RT_PARAM_SPLAT && z->pattern_length == 2 && z->length == 16);
  rt_params_close(&f);
  size_t at = E0, splat = 0;
  for (int k = 0; k < 5; k++) { // entries 0-3 are DATA (76 bytes, padded to 80)
    splat = at;
    at += 80;
  }
  memcpy(c, b, size);
  c[splat + 84] = 3;
  EXPECT_PARSE_ERROR(c, size, "entry 'zero': splat pattern length 3");
  memcpy(c, b, size);
  put_le(c + splat + 60, 15, 8);
  EXPECT_PARSE_ERROR(c, size, "splat length 15 is not a multiple of 2");
  memcpy(c, b, size);
  put_le(c + splat, 84, 8);
  EXPECT_PARSE_ERROR(c, size, "entry 4: splat entry of 84 bytes");
  // A duplicate: entry 1's name made to point at entry 0's.
  memcpy(c, b, size);
  memcpy(c + E0 + 80 + 20, c + E0 + 20, 16);
  EXPECT_PARSE_ERROR(c, size, "duplicate entry 'blk.0.w'");
  // SKIP entries vanish; entries without a type are checked by bytes only.
  memcpy(c, b, size);
  put_le(c + E0 + 8, 0, 4);
  put_le(c + E0 + 80 + 44, 0, 8); // "norm" loses its metadata
  if (parse_text(c, size, &f, err, sizeof err)) {
    CHECK(f.count == SAMPLE_N - 1 && !rt_params_find(&f, "blk.0.w"));
    const rt_param_entry *e = rt_params_find(&f, "norm");
    char why[128];
    CHECK(e && e->rank == -1 && e->dtype == DT_INVALID);
    CHECK(e && rt_params_match(e, DT_F32, 1, (int64_t[]){7}, why, sizeof why));
    CHECK(e && rt_params_match(e, DT_I32, 1, (int64_t[]){7}, why, sizeof why)); // same bytes
    CHECK(e && !rt_params_match(e, DT_F32, 1, (int64_t[]){8}, why, sizeof why));
    CHECK_CONTAINS(why, "has 28 bytes");
    rt_params_close(&f);
  } else {
    printf("%s:%d: %s\n", __FILE__, __LINE__, err);
    failures++;
  }
  // Two archives chained: the second header is a copy of the first, so
  // every key repeats.
  uint8_t *two = malloc(2 * size);
  memcpy(two, b, size);
  memcpy(two + size, b, size);
  put_le(two + 16, size, 8);
  EXPECT_PARSE_ERROR(two, 2 * size, "duplicate entry 'blk.0.w'");
  put_le(two + 16, 2 * size, 8);
  EXPECT_PARSE_ERROR(two, 2 * size, "next header offset");
  free(two);
  free(c);
  free(b);
}

// A growable byte buffer for hand-built GGUF files.
typedef struct bytes {
  uint8_t *p;
  size_t n;
} bytes;

static void b_le(bytes *b, uint64_t v, int n) {
  b->p = realloc(b->p, b->n + (size_t)n);
  put_le(b->p + b->n, v, n);
  b->n += (size_t)n;
}

static void b_str(bytes *b, const char *s) {
  size_t n = strlen(s);
  b_le(b, n, 8);
  b->p = realloc(b->p, b->n + n);
  memcpy(b->p + b->n, s, n);
  b->n += n;
}

// GGUF v3: general.alignment = 64, a string array, then tensors a (F16,
// ne = [4, 3], so 3x4), q (ggml type q_type, ne = [q_ne0] or [q_ne0,
// q_ne1], at offset 64) and b (F32 scalar).
static bytes gguf_file_q(uint64_t version, uint64_t offset_b, const char *name_b, uint32_t q_type,
                         uint64_t q_ne0, uint64_t q_ne1) {
  bytes b = {0};
  b_le(&b, 0x46554747, 4);
  b_le(&b, version, 4);
  b_le(&b, 3, 8);
  b_le(&b, 3, 8);
  b_str(&b, "general.name");
  b_le(&b, 8, 4);
  b_str(&b, "toy");
  b_str(&b, "tokenizer.tokens");
  b_le(&b, 9, 4);
  b_le(&b, 8, 4);
  b_le(&b, 2, 8);
  b_str(&b, "a");
  b_str(&b, "bc");
  b_str(&b, "general.alignment");
  b_le(&b, 4, 4);
  b_le(&b, 64, 4);
  b_str(&b, "a");
  b_le(&b, 2, 4);
  b_le(&b, 4, 8);
  b_le(&b, 3, 8);
  b_le(&b, 1, 4);
  b_le(&b, 0, 8);
  b_str(&b, "q");
  b_le(&b, q_ne1 ? 2 : 1, 4);
  b_le(&b, q_ne0, 8);
  if (q_ne1) b_le(&b, q_ne1, 8);
  b_le(&b, q_type, 4);
  b_le(&b, 64, 8);
  b_str(&b, name_b);
  b_le(&b, 0, 4);
  b_le(&b, 0, 4);
  b_le(&b, offset_b, 8);
  while (b.n % 64) b_le(&b, 0, 1);
  for (int i = 0; i < 192; i++) b_le(&b, (uint64_t)i, 1);
  return b;
}

// The same with q a Q4_0 tensor of 32 weights: one block, 18 bytes.
static bytes gguf_file(uint64_t version, uint64_t offset_b, const char *name_b) {
  return gguf_file_q(version, offset_b, name_b, 2, 32, 0);
}

// Quantized tensors' lengths come from their blocks; rows that are not
// whole blocks, blocks past the end and lengths that overflow are refused
// naming the tensor; an unknown ggml type is indexed without a length and
// refused when bound.
static void check_gguf_quantized(void) {
  static const struct {
    uint32_t type;
    uint64_t ne0, ne1, length; // 0: a parse error
    const char *name_or_error;
  } cases[] = {
      {3, 32, 3, 60, "q4_1"}, // 3 rows of one 20-byte block
      {8, 64, 0, 68, "q8_0"}, // 2 blocks of 34
      {12, 256, 0, 0, "tensor 'q': data [64, +144) runs past the end of the file"},
      {14, 256, 0, 0, "tensor 'q': data [64, +210) runs past the end of the file"},
      {12, 256, 2, 0, "tensor 'q': data [64, +288) runs past the end of the file"},
      {2, 48, 0, 0, "tensor 'q' (q4_0): innermost dim 48 is not a multiple of the block size 32"},
      {14, 128, 1, 0,
       "tensor 'q' (q6_K): innermost dim 128 is not a multiple of the block size 256"},
      {8, 1ull << 62, 1ull << 40, 0, "tensor 'q': shape overflows"},
      {8, 1ull << 62, 0, 0, "tensor 'q': data [64, +"}, // 2^57 blocks: no overflow, past the end
  };
  for (size_t i = 0; i < FACET_ARRAY_SIZE(cases); i++) {
    bytes g = gguf_file_q(3, 128, "b", cases[i].type, cases[i].ne0, cases[i].ne1);
    if (!cases[i].length) {
      EXPECT_PARSE_ERROR(g.p, g.n, cases[i].name_or_error);
      free(g.p);
      continue;
    }
    rt_param_file f;
    char err[256] = "";
    bool ok = parse_text(g.p, g.n, &f, err, sizeof err);
    CHECK(ok);
    if (!ok) printf("  gguf case %zu: %s\n", i, err);
    const rt_param_entry *q = ok ? rt_params_find(&f, "q") : NULL;
    CHECK(!ok || (q && !strcmp(q->type_name, cases[i].name_or_error) &&
                  q->quant == (quant_type)cases[i].type && q->length == cases[i].length));
    if (ok) rt_params_close(&f);
    free(g.p);
  }
  // ggml type 23 (IQ4_XS), whose blocks facet does not know: indexed with
  // its shape and no length, the rest of the file readable; binding it fails
  bytes g = gguf_file_q(3, 128, "b", 23, 256, 4);
  rt_param_file f;
  char err[256] = "", why[128] = "";
  bool ok = parse_text(g.p, g.n, &f, err, sizeof err);
  CHECK(ok);
  if (ok) {
    const rt_param_entry *q = rt_params_find(&f, "q"), *a = rt_params_find(&f, "a");
    CHECK(q && q->quant == QUANT_NONE && q->dtype == DT_INVALID && q->length == 0);
    CHECK(q && q->rank == 2 && q->dims[0] == 4 && q->dims[1] == 256);
    CHECK(q && !rt_params_match(q, DT_U8, 1, (int64_t[]){576}, why, sizeof why));
    CHECK_CONTAINS(why, "has dtype ggml type 23, which facet does not support");
    CHECK(a && rt_params_match(a, DT_F16, 2, (int64_t[]){3, 4}, why, sizeof why));
    rt_params_close(&f);
  }
  free(g.p);
}

// A GGUF file written by ggml itself (tests/unit/quant_golden.c --gguf:
// gguf_write_to_file, weights quantized by ggml_quantize_chunk): every
// tensor is found with ggml's type name, row-major shape and length, and
// its blocks are what facet's quantizer makes of the same weights.
static void check_ggml_gguf(void) {
  static const struct {
    const char *key, *type;
    int64_t rows, cols;
    uint64_t length;
  } want[] = {{"blk.0.attn_q.weight", "q4_0", 2, 64, 72},
              {"blk.0.ffn_up.weight", "q4_1", 3, 32, 60},
              {"blk.0.attn_output.weight", "q8_0", 1, 96, 102},
              {"blk.0.ffn_down.weight", "q4_K", 2, 256, 288},
              {"output.weight", "q6_K", 1, 256, 210},
              {"output_norm.weight", "f32", 1, 8, 32}};
  rt_param_file f;
  facet_status_t s = rt_params_open("tests/fuzz/corpus/params_gguf/ggml_quantized.gguf", NULL, &f);
  CHECK(!s);
  if (s) {
    printf("  %s\n", facet_status_message(s));
    facet_status_free(s);
    return;
  }
  CHECK(f.count == FACET_ARRAY_SIZE(want));
  float x[2 * QI_ELEMS];
  qi_row(0, 2, x);
  qi_row(0, 3, x + QI_ELEMS);
  int64_t at = 0;
  for (size_t i = 0; i < FACET_ARRAY_SIZE(want); i++) {
    const rt_param_entry *e = rt_params_find(&f, want[i].key);
    int rank = want[i].rows > 1 ? 2 : 1;
    CHECK(e && !strcmp(e->type_name, want[i].type) && e->length == want[i].length);
    CHECK(e && e->rank == rank && e->dims[rank - 1] == want[i].cols);
    const quant_info *q = e ? quant_find(e->quant) : NULL;
    if (q) {
      uint8_t mine[288];
      q->quantize_ref(x + at, mine, want[i].rows * want[i].cols);
      CHECK(memcmp(mine, rt_params_data(&f, e), e->length) == 0);
    } else if (e) {
      CHECK(e->dtype == DT_F32 && memcmp(x + at, rt_params_data(&f, e), e->length) == 0);
    }
    at += want[i].rows * want[i].cols;
  }
  rt_params_close(&f);
}

static void check_gguf(void) {
  bytes g = gguf_file(3, 128, "b");
  rt_param_file f;
  char err[256] = "";
  uint8_t *exact = malloc(g.n);
  memcpy(exact, g.p, g.n);
  bool ok = parse_text(exact, g.n, &f, err, sizeof err);
  CHECK(ok);
  if (!ok) printf("  gguf: %s\n", err);
  if (ok) {
    CHECK(!strcmp(f.format, "gguf") && f.count == 3);
    const rt_param_entry *a = rt_params_find(&f, "a"), *q = rt_params_find(&f, "q"),
                         *s = rt_params_find(&f, "b");
    char why[128];
    CHECK(a && rt_params_match(a, DT_F16, 2, (int64_t[]){3, 4}, why, sizeof why));
    CHECK(a && ((const uint8_t *)rt_params_data(&f, a))[0] == 0 && a->length == 24);
    CHECK(a && !rt_params_match(a, DT_F16, 2, (int64_t[]){4, 3}, why, sizeof why));
    CHECK_CONTAINS(why, "is 3x4xf16");
    // dims of 1 do not change the elements' order: [1, 3, 1, 4] is 3x4
    CHECK(a && rt_params_match(a, DT_F16, 4, (int64_t[]){1, 3, 1, 4}, why, sizeof why));
    CHECK(a && !rt_params_match(a, DT_F16, 1, (int64_t[]){12}, why, sizeof why));
    CHECK(a && !rt_params_match(a, DT_F16, 3, (int64_t[]){3, 4, 2}, why, sizeof why));
    CHECK(a && !rt_params_match(a, DT_F32, 3, (int64_t[]){1, 3, 4}, why, sizeof why));
    // q4_0: named as ggml names it, one block long, refused when bound
    CHECK(q && q->quant == QUANT_Q4_0 && !strcmp(q->type_name, "q4_0") && q->dtype == DT_INVALID);
    CHECK(q && q->rank == 1 && q->dims[0] == 32 && q->length == 18);
    CHECK(q && !rt_params_match(q, DT_U8, 1, (int64_t[]){32}, why, sizeof why));
    CHECK_CONTAINS(why, "is 32xq4_0, ggml's block-quantized type: it binds as a float");
    if (q) { // data byte i is i: d = 0x4140 (2.625), first byte 0x42: weights 0 and 16
      float y[32];
      quant_find(QUANT_Q4_0)->dequantize(rt_params_data(&f, q), y, 32);
      CHECK(y[0] == (2 - 8) * 2.625f && y[16] == (4 - 8) * 2.625f);
    }
    CHECK(s && s->rank == 0 && ((const uint8_t *)rt_params_data(&f, s))[0] == 128);
    rt_params_close(&f);
  }
  for (size_t n = 0; n < g.n; n++) { // every truncation; the last 60 data bytes are unused
    uint8_t *copy = malloc(n ? n : 1);
    memcpy(copy, g.p, n);
    if (parse_text(copy, n, &f, err, sizeof err)) {
      CHECK(n >= g.n - 60);
      rt_params_close(&f);
    }
    free(copy);
  }
  free(exact);
  free(g.p);
  g = gguf_file(1, 128, "b");
  EXPECT_PARSE_ERROR(g.p, g.n, "version 1, facet reads 2 and 3");
  free(g.p);
  g = gguf_file(3, 100, "b");
  EXPECT_PARSE_ERROR(g.p, g.n, "tensor 'b': offset 100 is not a multiple of 64");
  free(g.p);
  g = gguf_file(3, 192, "b");
  EXPECT_PARSE_ERROR(g.p, g.n, "tensor 'b': data [192, +4) runs past the end of the file");
  free(g.p);
  g = gguf_file(3, 128, "b");
  put_le(g.p + 16, UINT64_MAX, 8); // key count
  EXPECT_PARSE_ERROR(g.p, g.n, "key count 18446744073709551615 exceeds the file");
  free(g.p);
  check_gguf_quantized();
  check_ggml_gguf();
}

// The message of a parse error, which must hold `want` and no control byte:
// names come from the file and could carry terminal escape sequences.
static void expect_printable_error(const uint8_t *b, size_t size, const char *want, int line) {
  rt_param_file f;
  char err[512] = "";
  if (parse_text(b, size, &f, err, sizeof err)) {
    rt_params_close(&f);
    printf("%s:%d: parsed, expected \"%s\"\n", __FILE__, line, want);
    failures++;
    return;
  }
  bool printable = true;
  for (const char *c = err; *c; c++)
    printable &= (unsigned char)*c >= 0x20 && (unsigned char)*c < 0x7f;
  if (!printable || !strstr(err, want)) {
    printf("%s:%d: expected \"%s\" (printable), got \"%s\"\n", __FILE__, line, want, err);
    failures++;
  }
}

// Entry names with escape sequences are shown escaped (\xNN), in GGUF,
// IRPA and safetensors errors alike.
static void check_escaped_names(void) {
  bytes g = gguf_file(3, 100, "b\x1b]0;title\x07");
  expect_printable_error(g.p, g.n, "tensor 'b\\x1b]0;title\\x07': offset 100", __LINE__);
  free(g.p);
  tool_param_spec esc = {.key = "w\x1b[2J\x9b", .dtype = DT_F32, .rank = 1, .dims = {4}};
  size_t size;
  uint8_t *b = write_bytes("irpa", &esc, 1, &size);
  if (b) {
    put_le(b + E0 + 60, 1u << 20, 8);
    expect_printable_error(b, size, "entry 'w\\x1b[2J\\x9b': data [1048576, +16)", __LINE__);
    free(b);
  }
  b = st_file("{\"t\\u001b[31m\": {\"dtype\": \"F32\", \"shape\": [2]}}", 8, &size);
  expect_printable_error(b, size, "tensor 't\\x1b[31m' lacks data_offsets", __LINE__);
  free(b);
}

//
// Binding: a module whose function `get` returns its parameters w
// ("model"::"blk.0.w", 3x5xf16) and z (""::"zero", 4x2xbf16), copied.
//
static void param_module(mod_module *m) {
  memset(m, 0, sizeof *m);
  arena *a = &m->mem;
  m->param_count = 2;
  m->params = ARENA_NEW_ARRAY(a, mod_param, 2);
  m->params[0] = (mod_param){arena_strdup(a, "w"),
                             arena_strdup(a, "model"),
                             arena_strdup(a, "blk.0.w"),
                             DT_F16,
                             2,
                             {3, 5}};
  m->params[1] = (mod_param){
      arena_strdup(a, "z"), arena_strdup(a, ""), arena_strdup(a, "zero"), DT_BF16, 2, {4, 2}};
  m->function_count = 1;
  m->functions = ARENA_NEW_ARRAY(a, mod_function, 1);
  mod_function *f = m->functions;
  f->name = "get";
  f->slot_count = 2;
  f->reg_count = 4;
  mod_cmd cmds[] = {
      {.op = MOD_CMD_PARAM, .a = 0, .b = 0},   {.op = MOD_CMD_PARAM, .a = 1, .b = 1},
      {.op = MOD_CMD_CONST, .a = 0, .imm = 3}, {.op = MOD_CMD_CONST, .a = 1, .imm = 5},
      {.op = MOD_CMD_CONST, .a = 2, .imm = 4}, {.op = MOD_CMD_CONST, .a = 3, .imm = 2}};
  f->cmd_count = FACET_ARRAY_SIZE(cmds);
  f->cmds = arena_memdup(a, cmds, sizeof cmds);
  f->output_count = 2;
  f->outputs = ARENA_NEW_ARRAY(a, mod_output, 2);
  f->outputs[0] = (mod_output){0, DT_F16, 2, {0, 1}};
  f->outputs[1] = (mod_output){1, DT_BF16, 2, {2, 3}};
  m->target = "x86-64";
  m->compiler_command = "";
}

// Loads the module and calls get(): w must hold value_byte(0, i), z the
// bf16 splat 1.0 (0x3f80).
static void check_get(facet_runtime_t *rt, const uint8_t *mod, size_t size, int line) {
  facet_module_t *module = NULL;
  facet_function_t *fn = NULL;
  facet_status_t s = facet_module_load_memory(rt, mod, size, &module);
  if (!s) s = facet_module_lookup_function(module, "get", &fn);
  facet_tensor_t *out[2] = {NULL, NULL};
  if (!s) s = facet_function_call(fn, NULL, 0, out, 2);
  if (s) {
    printf("%s:%d: %s\n", __FILE__, line, facet_status_message(s));
    failures++;
    facet_status_free(s);
  } else {
    const uint8_t *w = facet_tensor_data(out[0]);
    const uint16_t *z = facet_tensor_data(out[1]);
    int wrong = 0;
    for (size_t i = 0; i < 30; i++) wrong += w[i] != value_byte(0, i);
    for (size_t i = 0; i < 8; i++) wrong += z[i] != 0x3f80;
    if (wrong) printf("%s:%d: %d wrong bytes\n", __FILE__, line, wrong);
    failures += wrong != 0;
    CHECK(facet_tensor_dims(out[0])[1] == 5 && facet_tensor_dims(out[1])[0] == 4);
  }
  facet_tensor_release(out[0]);
  facet_tensor_release(out[1]);
  facet_module_release(module);
}

static void expect_load_error(facet_runtime_t *rt, const uint8_t *mod, size_t size,
                              facet_status_code_t code, const char *needle, int line) {
  facet_module_t *module = NULL;
  facet_status_t s = facet_module_load_memory(rt, mod, size, &module);
  if (!s) {
    printf("%s:%d: load succeeded, expected \"%s\"\n", __FILE__, line, needle);
    failures++;
    facet_module_release(module);
  } else if (facet_status_code(s) != code || !strstr(facet_status_message(s), needle)) {
    printf("%s:%d: expected %s \"%s\"\n  got %s \"%s\"\n", __FILE__, line,
           facet_status_code_name(code), needle, facet_status_code_name(facet_status_code(s)),
           facet_status_message(s));
    failures++;
  }
  facet_status_free(s);
}
#define EXPECT_LOAD_ERROR(rt, mod, size, code, needle)                                             \
  expect_load_error((rt), (mod), (size), (code), (needle), __LINE__)

static void check_binding(void) {
  mod_module m;
  param_module(&m);
  uint8_t *mod;
  size_t mod_size;
  CHECK(mod_write_buffer(&m, &mod, &mod_size));
  char st_path[128], irpa_path[128], err[256];
  snprintf(st_path, sizeof st_path, "%s/b.safetensors", dir);
  snprintf(irpa_path, sizeof irpa_path, "%s/b.irpa", dir);
  CHECK(write_text(st_path, "safetensors", sample, SAMPLE_N, fill_bytes, NULL, err, sizeof err));
  CHECK(write_text(irpa_path, "irpa", sample, SAMPLE_N, fill_bytes, NULL, err, sizeof err));

  facet_runtime_t *rt = NULL;
  CHECK(!facet_runtime_create(&(facet_runtime_options_t){1, {0}}, &rt));
  EXPECT_LOAD_ERROR(rt, mod, mod_size, FACET_STATUS_NOT_FOUND,
                    "parameter \"model\"::\"blk.0.w\" (global @w, 3x5xf16) has no parameter "
                    "file: none is bound to scope 'model' (give --parameters=model=FILE)");
  CHECK(!facet_runtime_add_parameters(rt, "model", st_path));
  EXPECT_LOAD_ERROR(rt, mod, mod_size, FACET_STATUS_NOT_FOUND,
                    "parameter \"\"::\"zero\" (global @z, 4x2xbf16) has no parameter file");
  CHECK(!facet_runtime_add_parameters(rt, "", irpa_path));
  check_get(rt, mod, mod_size, __LINE__);
  facet_module_t *module = NULL;
  if (!facet_module_load_memory(rt, mod, mod_size, &module)) { // w is read in place
    const rt_param_file *f = &rt->params->file;
    CHECK(!module->params[0].owned &&
          module->params[0].data == rt_params_data(f, rt_params_find(f, "blk.0.w")));
    facet_module_release(module);
  }
  facet_runtime_release(rt);

  // IRPA for both scopes, the second from memory; and a key in neither.
  size_t irpa_size;
  uint8_t *irpa = read_file(irpa_path, &irpa_size);
  CHECK(!facet_runtime_create(&(facet_runtime_options_t){2, {0}}, &rt));
  CHECK(!facet_runtime_add_parameters(rt, "model", irpa_path));
  CHECK(!facet_runtime_add_parameters_memory(rt, "", irpa, irpa_size));
  check_get(rt, mod, mod_size, __LINE__);
  strcpy(m.params[1].key, "nope");
  uint8_t *bad;
  size_t bad_size;
  CHECK(mod_write_buffer(&m, &bad, &bad_size));
  EXPECT_LOAD_ERROR(rt, bad, bad_size, FACET_STATUS_NOT_FOUND,
                    "parameter \"\"::\"nope\" (global @z, 4x2xbf16) is not in <memory> (scope '')");
  free(bad);
  strcpy(m.params[1].key, "zero");
  // A shape and a dtype that differ.
  m.params[0].dims[0] = 5, m.params[0].dims[1] = 3;
  CHECK(mod_write_buffer(&m, &bad, &bad_size));
  char want[512];
  snprintf(want, sizeof want,
           "parameter \"model\"::\"blk.0.w\" in %s is 3x5xf16; global @w expects 5x3xf16 (30 "
           "bytes)",
           irpa_path);
  EXPECT_LOAD_ERROR(rt, bad, bad_size, FACET_STATUS_INVALID_ARGUMENT, want);
  free(bad);
  m.params[0].dims[0] = 3, m.params[0].dims[1] = 5;
  m.params[0].dtype = DT_I16;
  CHECK(mod_write_buffer(&m, &bad, &bad_size));
  EXPECT_LOAD_ERROR(rt, bad, bad_size, FACET_STATUS_INVALID_ARGUMENT,
                    "is 3x5xf16; global @w expects 3x5xi16");
  free(bad);
  m.params[0].dtype = DT_F16;
  facet_runtime_release(rt);

  // Misaligned data (an f16 at an odd address) is copied, not read in place.
  CHECK(!facet_runtime_create(&(facet_runtime_options_t){1, {0}}, &rt));
  size_t st_size;
  char json[160];
  snprintf(json, sizeof json,
           "{\"pad\":{\"dtype\":\"U8\",\"shape\":[2],\"data_offsets\":[0,2]},"
           "\"blk.0.w\":{\"dtype\":\"F16\",\"shape\":[3,5],\"data_offsets\":[2,32]}}");
  uint8_t *st = st_file(json, 32, &st_size); // w at 8 + 117 + 2: an odd offset
  for (size_t i = 0; i < 30; i++) st[st_size - 30 + i] = value_byte(0, i);
  CHECK(!facet_runtime_add_parameters_memory(rt, "model", st, st_size));
  CHECK(!facet_runtime_add_parameters_memory(rt, "", irpa, irpa_size));
  check_get(rt, mod, mod_size, __LINE__);
  module = NULL;
  if (!facet_module_load_memory(rt, mod, mod_size, &module)) { // both were copied
    CHECK(((uintptr_t)rt_params_data(&rt->params->file,
                                     rt_params_find(&rt->params->file, "blk.0.w")) &
           1) == 1);
    CHECK(module->params[0].owned && module->params[0].data == module->params[0].owned);
    CHECK(module->params[1].owned); // the splat
    facet_module_release(module);
  }
  // Files that cannot be bound at all.
  facet_status_t s = facet_runtime_add_parameters(rt, "x", "/nonexistent/w.irpa");
  CHECK(facet_status_code(s) == FACET_STATUS_NOT_FOUND);
  CHECK_CONTAINS(facet_status_message(s), "cannot open /nonexistent/w.irpa");
  facet_status_free(s);
  s = facet_runtime_add_parameters_memory(rt, "x", "IRPA", 4);
  CHECK(facet_status_code(s) == FACET_STATUS_DATA_LOSS);
  CHECK_CONTAINS(facet_status_message(s), "<memory>: bad parameter file (irpa): truncated header");
  facet_status_free(s);
  char empty[160];
  snprintf(empty, sizeof empty, "%s/empty.safetensors", dir);
  FILE *e = fopen(empty, "wb");
  if (e) fclose(e);
  s = facet_runtime_add_parameters(rt, "x", empty);
  CHECK(facet_status_code(s) == FACET_STATUS_DATA_LOSS);
  CHECK_CONTAINS(facet_status_message(s), "bad parameter file: the file is empty");
  facet_status_free(s);
  unlink(empty);
  facet_runtime_release(rt);
  free(st);
  free(irpa);
  unlink(st_path);
  unlink(irpa_path);
  free(mod);
  mod_free(&m);
}

// A failing allocator (the Nth allocation fails): every N gives a status
// or success, never a crash or a leak.
typedef struct failing {
  atomic_long allocs, frees, fail_at;
} failing;

static void *failing_alloc(void *self, size_t size, size_t alignment) {
  failing *f = self;
  if (atomic_fetch_add(&f->allocs, 1) == f->fail_at) {
    atomic_fetch_sub(&f->allocs, 1);
    return NULL;
  }
  void *p = NULL;
  return posix_memalign(&p, alignment < sizeof(void *) ? sizeof(void *) : alignment, size) ? NULL
                                                                                           : p;
}

static void failing_free(void *self, void *p) {
  atomic_fetch_add(&((failing *)self)->frees, 1);
  free(p);
}

static void check_fault_injection(void) {
  mod_module m;
  param_module(&m);
  uint8_t *mod;
  size_t mod_size, irpa_size;
  CHECK(mod_write_buffer(&m, &mod, &mod_size));
  uint8_t *irpa = write_bytes("irpa", sample, SAMPLE_N, &irpa_size);
  bool completed = false;
  for (long n = 0; n < 64 && !completed && irpa; n++) {
    failing f = {0, 0, n};
    facet_runtime_options_t options = {1, {&f, failing_alloc, failing_free}};
    facet_runtime_t *rt = NULL;
    facet_module_t *module = NULL;
    facet_function_t *fn = NULL;
    facet_tensor_t *out[2] = {NULL, NULL};
    facet_status_t s = facet_runtime_create(&options, &rt);
    if (!s) s = facet_runtime_add_parameters_memory(rt, "model", irpa, irpa_size);
    if (!s) s = facet_runtime_add_parameters_memory(rt, "", irpa, irpa_size);
    if (!s) s = facet_module_load_memory(rt, mod, mod_size, &module);
    if (!s) s = facet_module_lookup_function(module, "get", &fn);
    if (!s) s = facet_function_call(fn, NULL, 0, out, 2);
    if (s) CHECK(facet_status_code(s) == FACET_STATUS_RESOURCE_EXHAUSTED);
    completed = !s;
    facet_status_free(s);
    facet_tensor_release(out[0]);
    facet_tensor_release(out[1]);
    facet_module_release(module);
    facet_runtime_release(rt);
    CHECK(f.allocs == f.frees);
  }
  CHECK(completed);
  free(irpa);
  free(mod);
  mod_free(&m);
}

int main(void) {
  if (!mkdtemp(dir)) {
    printf("cannot create a temporary directory\n");
    return 1;
  }
  check_round_trips();
  check_write_errors();
  check_truncations("safetensors");
  check_truncations("irpa");
  check_safetensors_errors();
  check_irpa_errors();
  check_gguf();
  check_escaped_names();
  check_binding();
  check_fault_injection();
  CHECK(rmdir(dir) == 0); // nothing left behind
  if (failures) printf("test_params: %d failures\n", failures);
  return failures != 0;
}
