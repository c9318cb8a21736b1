// test_params_quant.c: GGUF block-quantized tensors bound to a module's
// parameters (src/runtime/params_quant.c, loader.c): as planes "W:d",
// "W:qs", ... repacked from W's blocks, and dequantized into float
// parameters of W's shape.
//
// The files are written by facet's GGUF writer (params_write.c) from
// blocks made by quant.c's reference quantizers, and from random bytes
// (every bit pattern of the scale fields and nibbles). Each plane is
// checked through the formula a kernel evaluates (q8_0 qs * d, q4_0 q * d
// with signed nibbles, q4_1 q * d + m, q4_K d * sc * q - dmin * mn with the
// 6-bit scales rebuilt from their 4- and 2-bit planes), written here from
// the layout's definition: every weight equals the dequantizer's, bit for
// bit in f32. Then every refusal names the parameter, the tensor and why;
// a hand-built module binds planes and dequantized tensors through the
// loader (and IRPA planes as plain bytes), reports the time, and never
// leaks under a failing allocator.
#include "check.h"
#include "quant_inputs.h"
#include "runtime/runtime_internal.h"
#include "tooling/tooling.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char dir[] = "/tmp/facet_test_params_quant_XXXXXX";

//
// The file: quantized tensors from quant_inputs.h's rows or random bytes.
//
typedef struct tensor {
  const char *key;
  quant_type quant; // QUANT_NONE: f32 values
  uint32_t rank;
  int64_t dims[3];
  bool random; // random block bytes (f16 fields finite) instead of quantized rows
} tensor;

static const tensor tensors[] = {
    {"q8.weight", QUANT_Q8_0, 2, {3, 512}, false},  {"q40.weight", QUANT_Q4_0, 2, {3, 512}, false},
    {"q41.weight", QUANT_Q4_1, 2, {3, 512}, false}, {"q4k.weight", QUANT_Q4_K, 2, {3, 512}, false},
    {"q6.weight", QUANT_Q6_K, 2, {2, 512}, false},  {"q8r", QUANT_Q8_0, 3, {2, 3, 64}, true},
    {"q40r", QUANT_Q4_0, 2, {5, 64}, true},         {"q41r", QUANT_Q4_1, 1, {96}, true},
    {"q4kr", QUANT_Q4_K, 3, {2, 2, 256}, true},     {"q6r", QUANT_Q6_K, 2, {3, 256}, true},
    {"f.weight", QUANT_NONE, 2, {3, 32}, false},
};
enum { TENSORS = FACET_ARRAY_SIZE(tensors) };

static uint64_t elems_of(const tensor *t) {
  uint64_t n = 1;
  for (uint32_t d = 0; d < t->rank; d++) n *= (uint64_t)t->dims[d];
  return n;
}

// The f16 fields of a block (scales, mins: offsets 0 and 2; q6_K's d at
// 208) made finite, so that values are numbers and compare bit for bit.
static void finite_f16(uint8_t *p) {
  if ((p[1] & 0x7c) == 0x7c) p[1] &= 0xbf;
}

static void random_blocks(const quant_info *q, uint8_t *b, size_t bytes, uint64_t seed) {
  for (size_t i = 0; i < bytes; i++) b[i] = (uint8_t)qi_next(&seed);
  for (size_t at = 0; at < bytes; at += q->block_bytes) {
    if (q->type == QUANT_Q6_K) {
      finite_f16(b + at + 208);
      continue;
    }
    finite_f16(b + at);
    if (q->type != QUANT_Q8_0 && q->type != QUANT_Q4_0) finite_f16(b + at + 2);
  }
}

// Tensor k's values: rows of quant_inputs.h (kind k, row by row) or, for
// f32, small multiples of 1/8.
static void source_values(size_t k, float *x, uint64_t n) {
  float row[QI_ELEMS];
  for (uint64_t at = 0; at < n; at += QI_ELEMS) {
    qi_row((int)(k + at / QI_ELEMS) % QI_KINDS, (int)(at / QI_ELEMS) % QI_ROWS, row);
    memcpy(x + at, row, sizeof(float) * (n - at < QI_ELEMS ? n - at : QI_ELEMS));
  }
}

static bool fill_tensor(void *self, size_t k, void *buf, size_t bytes) {
  (void)self;
  const tensor *t = &tensors[k];
  uint64_t n = elems_of(t);
  if (!t->quant) {
    for (uint64_t i = 0; i < n; i++) ((float *)buf)[i] = (float)((int)(i % 13) - 6) / 8;
    return true;
  }
  const quant_info *q = quant_find(t->quant);
  if (t->random) {
    random_blocks(q, buf, bytes, 0x9a7000 + k);
    return true;
  }
  float *x = malloc(sizeof *x * (n + QI_ELEMS));
  source_values(k, x, n);
  q->quantize_ref(x, buf, (int64_t)n);
  free(x);
  return true;
}

// Plane bytes stored as such (any bytes).
static bool fill_stored(void *self, size_t k, void *buf, size_t bytes) {
  (void)self;
  for (size_t i = 0; i < bytes; i++) ((uint8_t *)buf)[i] = (uint8_t)(k * 31 + i * 3);
  return true;
}

// Writes the tensors as GGUF to `path`.
static bool write_gguf(const char *path) {
  tool_param_spec specs[TENSORS];
  for (size_t k = 0; k < TENSORS; k++) {
    specs[k] = (tool_param_spec){
        .key = tensors[k].key, .dtype = DT_F32, .rank = tensors[k].rank, .quant = tensors[k].quant};
    memcpy(specs[k].dims, tensors[k].dims, sizeof tensors[k].dims);
  }
  facet_status_t s = tool_params_write(path, "gguf", specs, TENSORS, fill_tensor, NULL);
  if (s) printf("writing %s: %s\n", path, facet_status_message(s));
  facet_status_free(s);
  return !s;
}

//
// The planes' formulas, written from the layout (not from params_quant.c)
//

// Plane shapes of a tensor [..., K]: outer dims, K / block, then `tail`.
static uint32_t plane_dims(const tensor *t, uint32_t block, const int64_t *tail, int tails,
                           int64_t *dims) {
  for (uint32_t d = 0; d + 1 < t->rank; d++) dims[d] = t->dims[d];
  dims[t->rank - 1] = t->dims[t->rank - 1] / block;
  for (int i = 0; i < tails; i++) dims[t->rank + (uint32_t)i] = tail[i];
  return t->rank + (uint32_t)tails;
}

typedef struct planes {
  void *p[RT_PLANE_COUNT];
} planes;

// Binds plane `name` of tensor t from f into a new buffer, checking the
// view's shape as the module would declare it.
static void *get_plane(const rt_param_file *f, const tensor *t, const char *name, dtype dt,
                       uint32_t block, const int64_t *tail, int tails) {
  char key[128], why[512] = "";
  snprintf(key, sizeof key, "%s:%s", t->key, name);
  int64_t dims[FACET_MAX_RANK];
  uint32_t rank = plane_dims(t, block, tail, tails, dims);
  rt_param_view v;
  if (!rt_params_lookup(f, key, &v) || !rt_params_view_match(&v, dt, rank, dims, why, sizeof why)) {
    printf("%s:%d: plane %s: %s\n", __FILE__, __LINE__, key, why);
    check_failures++;
    return NULL;
  }
  CHECK(v.plane != RT_PLANE_NONE && !v.dequantize && rt_params_view_converted(&v));
  uint64_t bytes = dtype_size(dt);
  for (uint32_t d = 0; d < rank; d++) bytes *= (uint64_t)dims[d];
  uint8_t *out = malloc(bytes + 1);
  out[bytes] = 0xa5; // the fill writes exactly the plane's bytes
  rt_params_view_fill(f, &v, dt, out);
  CHECK(out[bytes] == 0xa5);
  return out;
}

static float f16_at(const void *p, uint64_t i) {
  uint16_t h;
  memcpy(&h, (const uint8_t *)p + 2 * i, 2);
  return f16_to_f32(h);
}

static unsigned nibble(const uint8_t *bytes, uint64_t i) { // linear order: 2j low, 2j + 1 high
  return i & 1 ? bytes[i / 2] >> 4 : bytes[i / 2] & 15u;
}

// Weight i of tensor t (type q) from its planes.
static float from_planes(quant_type q, const planes *p, uint64_t i) {
  const uint8_t *qs = p->p[RT_PLANE_QS];
  if (q == QUANT_Q8_0) return (float)(int8_t)qs[i] * f16_at(p->p[RT_PLANE_D], i / 32);
  if (q == QUANT_Q4_0) {
    int v = (int)nibble(qs, i);
    return (float)(v >= 8 ? v - 16 : v) * f16_at(p->p[RT_PLANE_D], i / 32);
  }
  if (q == QUANT_Q4_1)
    return (float)nibble(qs, i) * f16_at(p->p[RT_PLANE_D], i / 32) +
           f16_at(p->p[RT_PLANE_M], i / 32);
  uint64_t g = i / 256, s = i % 256 / 32; // q4_K: super-block, sub-block
  const uint8_t *sh = p->p[RT_PLANE_SCALES_HIGH], *sl = p->p[RT_PLANE_SCALES_LOW];
  const uint8_t *mh = p->p[RT_PLANE_MINS_HIGH], *ml = p->p[RT_PLANE_MINS_LOW];
  unsigned sc = nibble(sl + 4 * g, s) | (sh[2 * g + s / 4] >> (2 * (s % 4)) & 3) << 4;
  unsigned mn = nibble(ml + 4 * g, s) | (mh[2 * g + s / 4] >> (2 * (s % 4)) & 3) << 4;
  float d1 = f16_at(p->p[RT_PLANE_D], g) * (float)sc,
        m1 = f16_at(p->p[RT_PLANE_DMIN], g) * (float)mn;
  return d1 * (float)nibble(qs + 128 * g, i % 256) - m1;
}

// Every weight of every planar tensor, through its planes, against the
// dequantizer; q4_0's plane holds signed nibbles.
static void check_planes(const rt_param_file *f) {
  static const int64_t one[] = {1}, two[] = {2}, four[] = {4}, q8[] = {32}, q4[] = {16},
                       q4k[] = {8, 16};
  for (size_t k = 0; k < TENSORS; k++) {
    const tensor *t = &tensors[k];
    const quant_info *q = quant_find(t->quant);
    if (!q || t->quant == QUANT_Q6_K) continue;
    uint32_t b = q->block_elems;
    planes p = {{0}};
    p.p[RT_PLANE_D] = get_plane(f, t, "d", DT_F16, b, one, 1);
    if (t->quant == QUANT_Q4_1) p.p[RT_PLANE_M] = get_plane(f, t, "m", DT_F16, b, one, 1);
    if (t->quant == QUANT_Q4_K) {
      p.p[RT_PLANE_DMIN] = get_plane(f, t, "dmin", DT_F16, b, one, 1);
      p.p[RT_PLANE_SCALES_HIGH] = get_plane(f, t, "sb_scales_high", DT_I8, b, two, 1);
      p.p[RT_PLANE_SCALES_LOW] = get_plane(f, t, "sb_scales_low", DT_U8, b, four, 1);
      p.p[RT_PLANE_MINS_HIGH] = get_plane(f, t, "sb_mins_high", DT_U8, b, two, 1);
      p.p[RT_PLANE_MINS_LOW] = get_plane(f, t, "sb_mins_low", DT_I8, b, four, 1);
    }
    p.p[RT_PLANE_QS] = get_plane(f, t, "qs", DT_I8, b,
                                 t->quant == QUANT_Q8_0   ? q8
                                 : t->quant == QUANT_Q4_K ? q4k
                                                          : q4,
                                 t->quant == QUANT_Q4_K ? 2 : 1);
    bool all = true;
    for (int i = 0; i < RT_PLANE_COUNT; i++)
      all &= !(rt_quant_planes(t->quant) & 1u << i) || p.p[i];
    uint64_t n = elems_of(t);
    float *want = malloc(sizeof(float) * n), *got = malloc(sizeof(float) * n);
    q->dequantize(rt_params_data(f, rt_params_find(f, t->key)), want, (int64_t)n);
    int wrong = 0;
    for (uint64_t i = 0; all && i < n; i++) {
      got[i] = from_planes(t->quant, &p, i);
      wrong += memcmp(&got[i], &want[i], sizeof(float)) != 0;
    }
    if (wrong)
      printf("%s:%d: %s: %d of %llu weights differ\n", __FILE__, __LINE__, t->key, wrong,
             (unsigned long long)n);
    check_failures += wrong != 0 || !all;
    for (int i = 0; i < RT_PLANE_COUNT; i++) free(p.p[i]);
    free(want);
    free(got);
  }
}

// A quantized tensor bound to f32, f16 or bf16 of its shape: the
// dequantizer's values rounded to the dtype (every type, q6_K included).
static void check_dequantized(const rt_param_file *f) {
  static const dtype dts[] = {DT_F32, DT_F16, DT_BF16};
  for (size_t k = 0; k < TENSORS; k++) {
    const tensor *t = &tensors[k];
    const quant_info *q = quant_find(t->quant);
    if (!q) continue;
    uint64_t n = elems_of(t);
    float *want = malloc(sizeof(float) * n);
    q->dequantize(rt_params_data(f, rt_params_find(f, t->key)), want, (int64_t)n);
    for (size_t j = 0; j < FACET_ARRAY_SIZE(dts); j++) {
      rt_param_view v;
      char why[512] = "";
      bool ok = rt_params_lookup(f, t->key, &v) &&
                rt_params_view_match(&v, dts[j], t->rank, t->dims, why, sizeof why);
      CHECK(ok && v.dequantize && v.plane == RT_PLANE_NONE);
      if (!ok) {
        printf("  %s as %s: %s\n", t->key, dtype_name(dts[j]), why);
        continue;
      }
      uint8_t *out = malloc(n * dtype_size(dts[j]) + 1);
      rt_params_view_fill(f, &v, dts[j], out);
      int wrong = 0;
      for (uint64_t i = 0; i < n; i++) {
        uint32_t w32;
        memcpy(&w32, &want[i], 4);
        uint16_t h = 0;
        if (dts[j] != DT_F32) memcpy(&h, out + 2 * i, 2);
        wrong += dts[j] == DT_F32   ? memcmp(out + 4 * i, &want[i], 4) != 0
                 : dts[j] == DT_F16 ? h != f32_to_f16(want[i])
                                    : h != f32_to_bf16(want[i]);
      }
      if (wrong)
        printf("%s:%d: %s as %s: %d wrong\n", __FILE__, __LINE__, t->key, dtype_name(dts[j]),
               wrong);
      check_failures += wrong != 0;
      free(out);
    }
    free(want);
  }
}

// A view that must not match, with `needle` in why.
static void expect_refused(const rt_param_file *f, const char *key, dtype dt, uint32_t rank,
                           const int64_t *dims, const char *needle, int line) {
  rt_param_view v;
  char why[512] = "";
  if (!rt_params_lookup(f, key, &v)) {
    printf("%s:%d: %s not found\n", __FILE__, line, key);
    check_failures++;
  } else if (rt_params_view_match(&v, dt, rank, dims, why, sizeof why)) {
    printf("%s:%d: %s matched, expected \"%s\"\n", __FILE__, line, key, needle);
    check_failures++;
  } else if (!strstr(why, needle)) {
    printf("%s:%d: expected \"%s\"\n  got \"%s\"\n", __FILE__, line, needle, why);
    check_failures++;
  }
}
#define EXPECT_REFUSED(f, key, dt, rank, dims, needle)                                             \
  expect_refused((f), (key), (dt), (rank), (int64_t[])dims, (needle), __LINE__)
#define D(...)                                                                                     \
  { __VA_ARGS__ }

static void check_refusals(const rt_param_file *f) {
  // q8_0 bound to q4 planes: its qs has 32 bytes a block
  EXPECT_REFUSED(f, "q8.weight:qs", DT_I8, 3, D(3, 16, 16),
                 "is plane \"qs\" of \"q8.weight\", a 3x512xq8_0 tensor: 3x16x32xi8 (or ui8)");
  EXPECT_REFUSED(f, "q8.weight:m", DT_F16, 3, D(3, 16, 1),
                 "is plane \"m\" of \"q8.weight\", a 3x512xq8_0 tensor, whose planes are d, qs");
  EXPECT_REFUSED(f, "q40.weight:m", DT_F16, 3, D(3, 16, 1),
                 "a 3x512xq4_0 tensor, whose planes are d, qs");
  EXPECT_REFUSED(f, "q4k.weight:d", DT_F32, 3, D(3, 2, 1), "a 3x512xq4_K tensor: 3x2x1xf16");
  EXPECT_REFUSED(f, "q4k.weight:d", DT_F16, 2, D(3, 2), "a 3x512xq4_K tensor: 3x2x1xf16");
  EXPECT_REFUSED(f, "q4k.weight:qs", DT_I8, 3, D(3, 2, 128), "3x2x8x16xi8 (or ui8)");
  EXPECT_REFUSED(f, "q4kr:sb_mins_low", DT_I16, 4, D(2, 2, 1, 4), "2x2x1x4xi8 (or ui8)");
  EXPECT_REFUSED(f, "q6.weight:d", DT_F16, 3, D(2, 2, 1),
                 "a 2x512xq6_K tensor, which has no planar form (bind it to a float parameter)");
  EXPECT_REFUSED(f, "f.weight:d", DT_F16, 3, D(3, 1, 1),
                 "is plane \"d\" of \"f.weight\", a 3x32xf32 tensor, which is not ggml "
                 "block-quantized");
  // dequantized: a float dtype and W's own shape
  EXPECT_REFUSED(f, "q8.weight", DT_F32, 2, D(512, 3),
                 "is 3x512xq8_0, ggml's block-quantized type: it binds to a f32, f16 or bf16 "
                 "parameter of its shape (dequantized at load) or as planes \"q8.weight:<plane>\" "
                 "(d, qs)");
  EXPECT_REFUSED(f, "q4k.weight", DT_I8, 2, D(3, 512),
                 "(d, dmin, sb_scales_high, sb_scales_low, "
                 "sb_mins_high, sb_mins_low, qs)");
  EXPECT_REFUSED(f, "q6.weight", DT_F64, 2, D(2, 512),
                 "is 2x512xq6_K, ggml's block-quantized type: it binds to a f32, f16 or bf16 "
                 "parameter of its shape (dequantized at load)");
  // an unknown plane name is a key like any other
  rt_param_view v;
  CHECK(!rt_params_lookup(f, "q8.weight:scale", &v) && !rt_params_lookup(f, ":d", &v));
  CHECK(rt_params_lookup(f, "f.weight", &v) && v.plane == RT_PLANE_NONE);
  // the plane set of each type, exactly
  const rt_param_entry *q41 = rt_params_find(f, "q41.weight"), *q8 = rt_params_find(f, "q8.weight");
  char why[512];
  unsigned dqs = 1u << RT_PLANE_D | 1u << RT_PLANE_QS;
  CHECK(rt_params_planes_complete(q8, dqs, why, sizeof why));
  CHECK(!rt_params_planes_complete(q41, dqs, why, sizeof why));
  CHECK_CONTAINS(why, "is 3x512xq4_1, whose planes are exactly d, m, qs: the module lacks m");
  CHECK(!rt_params_planes_complete(q8, dqs | 1u << RT_PLANE_M, why, sizeof why));
  CHECK_CONTAINS(why, "whose planes are exactly d, qs: the module asks for m");
  CHECK(!rt_params_planes_complete(rt_params_find(f, "q4k.weight"), dqs | 1u << RT_PLANE_M, why,
                                   sizeof why));
  CHECK_CONTAINS(why, "the module lacks dmin, sb_scales_high, sb_scales_low, sb_mins_high, "
                      "sb_mins_low and asks for m");
}

// A tensor whose blocks run past the end, and rows of part of a block, are
// refused when the file is read (naming the tensor); the writer refuses
// rows that are not whole blocks.
static void check_bad_files(const char *path) {
  size_t size = 0;
  uint8_t *b = NULL;
  FILE *fp = fopen(path, "rb");
  if (fp) {
    fseek(fp, 0, SEEK_END);
    size = (size_t)ftell(fp);
    fseek(fp, 0, SEEK_SET);
    b = malloc(size);
    if (fread(b, 1, size, fp) != size) size = 0;
    fclose(fp);
  }
  CHECK(size > 600);
  rt_param_file f;
  facet_status_t s = rt_params_parse(b, size - 600, NULL, &f); // into f.weight and q6r
  CHECK(s && facet_status_code(s) == FACET_STATUS_DATA_LOSS);
  CHECK_CONTAINS(facet_status_message(s), "runs past the end of the file");
  CHECK_CONTAINS(facet_status_message(s), "tensor 'q6r'");
  facet_status_free(s);
  free(b);
  tool_param_spec k100 = {.key = "w", .rank = 2, .dims = {2, 100}, .quant = QUANT_Q4_K};
  char bad[160];
  snprintf(bad, sizeof bad, "%s/bad.gguf", dir);
  s = tool_params_write(bad, "gguf", &k100, 1, fill_tensor, NULL);
  CHECK_CONTAINS(facet_status_message(s),
                 "parameter 0 ('w'): a q4_K tensor needs rank >= 1 and an innermost dim that is a "
                 "multiple of 256");
  facet_status_free(s);
  tool_param_spec u8 = {.key = "u", .dtype = DT_U8, .rank = 1, .dims = {4}};
  s = tool_params_write(bad, "gguf", &u8, 1, fill_tensor, NULL);
  CHECK_CONTAINS(facet_status_message(s), "parameter 'u': GGUF has no dtype ui8");
  facet_status_free(s);
  s = tool_params_write(bad, "irpa", &k100, 1, fill_tensor, NULL);
  CHECK_CONTAINS(facet_status_message(s), "a block-quantized tensor is written to GGUF only");
  facet_status_free(s);
  CHECK(access(bad, F_OK) != 0);
}

//
// Through the loader: a module whose function `get` returns its parameters.
//
typedef struct mparam {
  const char *name, *key;
  dtype dtype;
  uint32_t rank;
  int64_t dims[5];
} mparam;

// Parameters of scope "model"; get() PARAMs each into its slot and returns
// it, its dims from CONST registers.
static bool module_bytes(const mparam *ps, uint32_t n, uint8_t **out, size_t *size) {
  mod_module m;
  memset(&m, 0, sizeof m);
  arena *a = &m.mem;
  m.param_count = n;
  m.params = ARENA_NEW_ARRAY(a, mod_param, n);
  m.function_count = 1;
  m.functions = ARENA_NEW_ARRAY(a, mod_function, 1);
  mod_function *f = m.functions;
  f->name = "get";
  f->slot_count = n;
  f->output_count = n;
  f->outputs = ARENA_NEW_ARRAY(a, mod_output, n);
  mod_cmd *cmds = ARENA_NEW_ARRAY(a, mod_cmd, n * 5);
  uint32_t regs = 0, c = 0;
  for (uint32_t i = 0; i < n; i++) {
    m.params[i] = (mod_param){arena_strdup(a, ps[i].name),
                              arena_strdup(a, "model"),
                              arena_strdup(a, ps[i].key),
                              ps[i].dtype,
                              ps[i].rank,
                              {0}};
    memcpy(m.params[i].dims, ps[i].dims, sizeof ps[i].dims);
    cmds[c++] = (mod_cmd){.op = MOD_CMD_PARAM, .a = i, .b = i};
    f->outputs[i] = (mod_output){i, ps[i].dtype, ps[i].rank, {0}, 0};
    for (uint32_t d = 0; d < ps[i].rank; d++) {
      f->outputs[i].dim_regs[d] = regs;
      cmds[c++] = (mod_cmd){.op = MOD_CMD_CONST, .a = regs++, .imm = ps[i].dims[d]};
    }
  }
  f->reg_count = regs;
  f->cmd_count = c;
  f->cmds = cmds;
  m.target = "x86-64";
  m.compiler_command = "";
  bool ok = mod_write_buffer(&m, out, size);
  mod_free(&m);
  return ok;
}

// Loads ps against the GGUF file at `path` and returns get()'s results,
// each compared with the view's own fill.
static void check_module(const char *path, const mparam *ps, uint32_t n, uint64_t converted) {
  uint8_t *mod = NULL;
  size_t size = 0;
  CHECK(module_bytes(ps, n, &mod, &size));
  facet_runtime_t *rt = NULL;
  facet_module_t *module = NULL;
  facet_function_t *fn = NULL;
  facet_tensor_t *out[16] = {NULL};
  facet_status_t s = facet_runtime_create(&(facet_runtime_options_t){1, {0}}, &rt);
  if (!s) s = facet_runtime_add_parameters(rt, "model", path);
  if (!s) s = facet_module_load_memory(rt, mod, size, &module);
  if (!s) s = facet_module_lookup_function(module, "get", &fn);
  if (!s) s = facet_function_call(fn, NULL, 0, out, n);
  if (s) printf("%s:%d: %s\n", __FILE__, __LINE__, facet_status_message(s));
  check_failures += s != NULL;
  facet_status_free(s);
  if (module) {
    facet_module_load_stats_t st;
    facet_module_load_stats(module, &st);
    uint64_t bytes = 0;
    for (uint32_t i = 0; i < n; i++)
      if (module->params[i].owned) bytes += facet_tensor_byte_size(out[i]);
    CHECK(st.parameters == n && st.converted_parameters == converted &&
          st.converted_bytes == bytes);
    CHECK(st.convert_nanoseconds < 10000000000ull && (converted == 0) == (bytes == 0));
  }
  for (uint32_t i = 0; !s && i < n; i++) {
    rt_param_view v;
    char why[512];
    const rt_param_file *f = &rt->params->file;
    size_t bytes = facet_tensor_byte_size(out[i]);
    uint8_t *want = malloc(bytes + 1);
    bool ok = rt_params_lookup(f, ps[i].key, &v) &&
              rt_params_view_match(&v, ps[i].dtype, ps[i].rank, ps[i].dims, why, sizeof why);
    if (ok) rt_params_view_fill(f, &v, ps[i].dtype, want);
    CHECK(ok && !memcmp(want, facet_tensor_data(out[i]), bytes));
    // converted: the module's own memory; read in place otherwise
    CHECK(rt_params_view_converted(&v) == (module->params[i].owned != NULL));
    free(want);
  }
  for (uint32_t i = 0; i < n; i++) facet_tensor_release(out[i]);
  facet_module_release(module);
  facet_runtime_release(rt);
  free(mod);
}

static void expect_load_error(const char *path, const mparam *ps, uint32_t n, const char *needle,
                              int line) {
  uint8_t *mod = NULL;
  size_t size = 0;
  CHECK(module_bytes(ps, n, &mod, &size));
  facet_runtime_t *rt = NULL;
  facet_module_t *module = NULL;
  facet_status_t s = facet_runtime_create(&(facet_runtime_options_t){1, {0}}, &rt);
  if (!s) s = facet_runtime_add_parameters(rt, "model", path);
  if (!s) s = facet_module_load_memory(rt, mod, size, &module);
  if (!s || facet_status_code(s) != FACET_STATUS_INVALID_ARGUMENT ||
      !strstr(facet_status_message(s), needle)) {
    printf("%s:%d: expected INVALID_ARGUMENT \"%s\"\n  got \"%s\"\n", __FILE__, line, needle,
           facet_status_message(s));
    check_failures++;
  }
  facet_status_free(s);
  facet_module_release(module);
  facet_runtime_release(rt);
  free(mod);
}
#define EXPECT_LOAD_ERROR(path, ps, needle)                                                        \
  expect_load_error((path), (ps), FACET_ARRAY_SIZE(ps), (needle), __LINE__)

// Planes of q4_1 and q4_K (byte planes as i8 and ui8), q6_K into bf16,
// q8_0 into f32, and a float tensor read in place.
static const mparam mixed[] = {
    {"q41_d", "q41.weight:d", DT_F16, 3, {3, 16, 1}},
    {"q41_m", "q41.weight:m", DT_F16, 3, {3, 16, 1}},
    {"q41_qs", "q41.weight:qs", DT_I8, 3, {3, 16, 16}},
    {"q4k_qs", "q4kr:qs", DT_U8, 5, {2, 2, 1, 8, 16}},
    {"q4k_d", "q4kr:d", DT_F16, 4, {2, 2, 1, 1}},
    {"q4k_dmin", "q4kr:dmin", DT_F16, 4, {2, 2, 1, 1}},
    {"q4k_sh", "q4kr:sb_scales_high", DT_I8, 4, {2, 2, 1, 2}},
    {"q4k_sl", "q4kr:sb_scales_low", DT_I8, 4, {2, 2, 1, 4}},
    {"q4k_mh", "q4kr:sb_mins_high", DT_I8, 4, {2, 2, 1, 2}},
    {"q4k_ml", "q4kr:sb_mins_low", DT_I8, 4, {2, 2, 1, 4}},
    {"q6", "q6.weight", DT_BF16, 2, {2, 512}},
    {"q8", "q8r", DT_F32, 3, {2, 3, 64}},
    {"f", "f.weight", DT_F32, 2, {3, 32}},
};

static void check_loader(const char *path) {
  check_module(path, mixed, FACET_ARRAY_SIZE(mixed), FACET_ARRAY_SIZE(mixed) - 1);
  char want[512];
  // q4_1's form asked of a q4_0 tensor
  static const mparam as_q41[] = {{"d", "q40.weight:d", DT_F16, 3, {3, 16, 1}},
                                  {"m", "q40.weight:m", DT_F16, 3, {3, 16, 1}},
                                  {"qs", "q40.weight:qs", DT_I8, 3, {3, 16, 16}}};
  snprintf(want, sizeof want,
           "parameter \"model\"::\"q40.weight\" in %s is 3x512xq4_0, whose planes are exactly d, "
           "qs: the module asks for m (global @d reads one of its planes)",
           path);
  EXPECT_LOAD_ERROR(path, as_q41, want);
  snprintf(want, sizeof want,
           "parameter \"model\"::\"q40.weight:m\" in %s is plane \"m\" of \"q40.weight\", a "
           "3x512xq4_0 tensor, whose planes are d, qs; global @m expects 3x16x1xf16 (96 bytes)",
           path);
  expect_load_error(path, as_q41 + 1, 2, want, __LINE__); // m first: its own check fails first
  // q4_0's form asked of a q4_1 tensor: the same shapes, but no m
  static const mparam as_q40[] = {{"qs", "q41.weight:qs", DT_I8, 3, {3, 16, 16}},
                                  {"d", "q41.weight:d", DT_F16, 3, {3, 16, 1}}};
  snprintf(want, sizeof want,
           "parameter \"model\"::\"q41.weight\" in %s is 3x512xq4_1, whose planes are exactly d, "
           "m, qs: the module lacks m (global @qs reads one of its planes)",
           path);
  EXPECT_LOAD_ERROR(path, as_q40, want);
  // q8_0 read as q4 planes; a dequantized tensor of another shape
  static const mparam q8_as_q4[] = {{"d", "q8.weight:d", DT_F16, 3, {3, 16, 1}},
                                    {"qs", "q8.weight:qs", DT_I8, 3, {3, 16, 16}}};
  EXPECT_LOAD_ERROR(path, q8_as_q4,
                    "is plane \"qs\" of \"q8.weight\", a 3x512xq8_0 tensor: 3x16x32xi8 (or ui8); "
                    "global @qs expects 3x16x16xi8 (768 bytes)");
  static const mparam transposed[] = {{"w", "q6.weight", DT_F16, 2, {512, 2}}};
  EXPECT_LOAD_ERROR(path, transposed, "\"q6.weight\" in ");
  EXPECT_LOAD_ERROR(path, transposed,
                    "is 2x512xq6_K, ggml's block-quantized type: it binds to a "
                    "f32, f16 or bf16 parameter of its shape (dequantized at "
                    "load); global @w expects 512x2xf16");
  // Planes held by the file itself (IRPA, safetensors) bind as bytes, as before.
  char irpa[160];
  snprintf(irpa, sizeof irpa, "%s/planes.irpa", dir);
  static const mparam stored[] = {{"d", "q41.weight:d", DT_F16, 3, {3, 16, 1}},
                                  {"qs", "q41.weight:qs", DT_I8, 3, {3, 16, 16}}};
  tool_param_spec specs[2];
  for (int i = 0; i < 2; i++) {
    specs[i] = (tool_param_spec){.key = stored[i].key, .dtype = stored[i].dtype, .rank = 3};
    memcpy(specs[i].dims, stored[i].dims, sizeof stored[i].dims);
  }
  facet_status_t s = tool_params_write(irpa, "irpa", specs, 2, fill_stored, NULL);
  CHECK(!s);
  facet_status_free(s);
  check_module(irpa, stored, 2, 0);
  unlink(irpa);
}

// A failing allocator (the Nth allocation fails) while planes and
// dequantized tensors are made: a status or success, never a leak.
typedef struct failing {
  long allocs, frees, fail_at;
} failing;

static void *failing_alloc(void *self, size_t size, size_t alignment) {
  failing *f = self;
  if (f->allocs++ == f->fail_at) {
    f->allocs--;
    return NULL;
  }
  void *p = NULL;
  return posix_memalign(&p, alignment < sizeof(void *) ? sizeof(void *) : alignment, size) ? NULL
                                                                                           : p;
}

static void failing_free(void *self, void *p) {
  ((failing *)self)->frees++;
  free(p);
}

static void check_fault_injection(const char *path) {
  uint8_t *mod = NULL;
  size_t size = 0;
  CHECK(module_bytes(mixed, FACET_ARRAY_SIZE(mixed), &mod, &size));
  bool completed = false;
  for (long n = 0; n < 128 && !completed; n++) {
    failing f = {0, 0, n};
    facet_runtime_options_t options = {1, {&f, failing_alloc, failing_free}};
    facet_runtime_t *rt = NULL;
    facet_module_t *module = NULL;
    facet_status_t s = facet_runtime_create(&options, &rt);
    if (!s) s = facet_runtime_add_parameters(rt, "model", path);
    if (!s) s = facet_module_load_memory(rt, mod, size, &module);
    if (s) CHECK(facet_status_code(s) == FACET_STATUS_RESOURCE_EXHAUSTED);
    completed = !s;
    facet_status_free(s);
    facet_module_release(module);
    facet_runtime_release(rt);
    CHECK(f.allocs == f.frees);
  }
  CHECK(completed);
  free(mod);
}

int main(void) {
  if (!mkdtemp(dir)) {
    printf("cannot create a temporary directory\n");
    return 1;
  }
  char path[160];
  snprintf(path, sizeof path, "%s/q.gguf", dir);
  rt_param_file f;
  facet_status_t s = write_gguf(path) ? rt_params_open(path, NULL, &f) : NULL;
  if (s || access(path, F_OK) != 0) {
    printf("cannot read %s: %s\n", path, facet_status_message(s));
    return 1;
  }
  CHECK(f.count == TENSORS);
  for (size_t k = 0; k < TENSORS; k++) {
    const rt_param_entry *e = rt_params_find(&f, tensors[k].key);
    CHECK(e && e->quant == tensors[k].quant && e->rank == (int)tensors[k].rank);
  }
  check_planes(&f);
  check_dequantized(&f);
  check_refusals(&f);
  rt_params_close(&f);
  check_loader(path);
  check_fault_injection(path);
  check_bad_files(path);
  unlink(path);
  CHECK(rmdir(dir) == 0); // nothing left behind
  return CHECK_DONE();
}
