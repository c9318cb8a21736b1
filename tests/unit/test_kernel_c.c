// test_kernel_c.c: the kernel C of src/kernels/, compiled and tested like
// any code: the conversions against independent definitions (and against
// F16C where the CPU has it), the elementwise functions against libm and
// torch's definitions, and the embedded copies against the files.
#include "check.h"
#include "codegen/codegen_internal.h"
#include "kernels/convert.h"
#include "kernels/elementwise.h"

#include <float.h>
#include <stdlib.h>

// Round x to the nearest of the values k * 2^e (|k| < 2^bits), ties to
// even, in double: the definition the bit tricks must agree with.
static double round_to_grid(double x, int e) {
  double scaled = ldexp(x, -e), r = nearbyint(scaled); // the default mode: to nearest even
  return ldexp(r, e);
}

// The f16 value nearest to x, as a double (inf beyond the largest finite).
static double f16_nearest(double x) {
  if (isnan(x) || isinf(x)) return x;
  double a = fabs(x);
  int e;
  frexp(a, &e);                        // a = m * 2^e, m in [0.5, 1)
  int q = e - 11 < -24 ? -24 : e - 11; // 11 significant bits, subnormal quantum 2^-24
  double r = round_to_grid(a, q);
  if (r > 65504.0) r = INFINITY;
  return copysign(r, x);
}

static double bf16_nearest(double x) {
  if (isnan(x) || isinf(x)) return x;
  double a = fabs(x);
  if (a == 0) return x;
  int e;
  frexp(a, &e);
  int q = e - 8 < -133 ? -133 : e - 8; // 8 significant bits
  double r = round_to_grid(a, q);
  if (r > 0x1.fep127) r = INFINITY;
  return copysign(r, x);
}

static bool same(double a, double b) {
  return (isnan(a) && isnan(b)) || (a == b && signbit(a) == signbit(b));
}

static void test_h2f_every_value(void) {
  int bad = 0;
  for (uint32_t h = 0; h < 65536; h++) {
    uint32_t e = (h >> 10) & 0x1f, m = h & 0x3ff;
    double want = e == 0    ? ldexp(m, -24)
                  : e == 31 ? (m ? NAN : INFINITY)
                            : ldexp(1024 + m, (int)e - 25);
    if (h & 0x8000) want = -want;
    bad += !same(h2f((uint16_t)h), want);
  }
  CHECK_EQ_INT(0, bad);
}

// f2h_soft and rnd_f16 over every 61st f32 bit pattern (70 million values:
// every exponent, both signs, ties and their neighbours included) and over
// every f16 value and midpoint.
static void test_f2h(void) {
  int bad = 0, bad_rnd = 0;
  for (uint64_t u = 0; u <= 0xffffffffu; u += 61) {
    float f = as_float((uint32_t)u);
    double want = f16_nearest(f);
    bad += !same(h2f(f2h_soft(f)), want);
    bad_rnd += !same(rnd_f16(f), want);
  }
  for (uint32_t h = 0; h < 0x7c00; h++) { // midpoints between neighbours: ties to even
    float lo = h2f((uint16_t)h), hi = h2f((uint16_t)(h + 1)), mid = (float)(((double)lo + hi) / 2);
    uint16_t even = (h & 1) ? (uint16_t)(h + 1) : (uint16_t)h;
    bad += f2h_soft(mid) != even || f2h_soft(-mid) != (even | 0x8000);
    bad += f2h_soft(lo) != h;
  }
  CHECK_EQ_INT(0, bad);
  CHECK_EQ_INT(0, bad_rnd);
  CHECK(f2h_soft(-0.0f) == 0x8000 && f2h_soft(65520.0f) == 0x7c00 && f2h_soft(65519.0f) == 0x7bff);
  CHECK((f2h_soft(NAN) & 0x7c00) == 0x7c00 && (f2h_soft(NAN) & 0x3ff) != 0);
}

static void test_bf16(void) {
  int bad = 0;
  for (uint64_t u = 0; u <= 0xffffffffu; u += 61) {
    float f = as_float((uint32_t)u);
    uint16_t b = f2bf(f);
    bad += !same(bf2f(b), bf16_nearest(f));
    if (isnan(f)) bad += (b & 0x40) == 0; // quiet
  }
  CHECK_EQ_INT(0, bad);
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
__attribute__((target("f16c"))) static uint16_t f2h_hardware(float f) {
  return (uint16_t)_cvtss_sh(f, _MM_FROUND_TO_NEAREST_INT);
}
// The hardware agrees with the software on every 7th bit pattern (NaN
// payloads aside).
static void test_f2h_matches_f16c(void) {
  if (!__builtin_cpu_supports("avx2")) { // F16C came with it on every x86 CPU that has both
    printf("test_kernel_c: no F16C here, hardware comparison skipped\n");
    return;
  }
  int bad = 0;
  for (uint64_t u = 0; u <= 0xffffffffu; u += 7) {
    float f = as_float((uint32_t)u);
    if (isnan(f)) continue;
    bad += f2h_soft(f) != f2h_hardware(f);
  }
  CHECK_EQ_INT(0, bad);
}
#else
static void test_f2h_matches_f16c(void) {}
#endif

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
// The matmul kernels' vector bf16 stores (st8_bf16 on AVX2, st16_bf16 on
// AVX-512) write what f2bf does, bit for bit, on every 61st bit pattern
// (ties, denormals, infinities and NaNs included), where the CPU runs them.
#pragma GCC push_options
#pragma GCC target("avx2,fma,f16c,avx512f,avx512bw,avx512vl,avx512dq")
#include "kernels/x86_avx512.h"
static int vector_bf16_mismatches(int lanes) {
  int bad = 0;
  float in[16];
  uint16_t out[16];
  for (uint64_t u = 0; u <= 0xffffffffu; u += 61 * 16) {
    for (int l = 0; l < 16; l++) in[l] = as_float((uint32_t)(u + 61u * (uint32_t)l));
    if (lanes == 8) {
      st8_bf16(out, v8_load(in));
      st8_bf16(out + 8, v8_load(in + 8));
    } else {
      st16_bf16(out, v16_load(in));
    }
    for (int l = 0; l < 16; l++) bad += out[l] != f2bf(in[l]);
  }
  return bad;
}
#pragma GCC pop_options

static void test_vector_bf16_stores(void) {
  if (__builtin_cpu_supports("avx2")) CHECK_EQ_INT(0, vector_bf16_mismatches(8));
  if (__builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl") &&
      __builtin_cpu_supports("avx512dq"))
    CHECK_EQ_INT(0, vector_bf16_mismatches(16));
  else printf("test_kernel_c: no AVX-512 here, st16_bf16 not run\n");
}
#else
static void test_vector_bf16_stores(void) {}
#endif

// Largest error of f against g over [lo, hi], in units of g's last place.
static double max_ulps(float (*f)(float), double (*g)(double), float lo, float hi, int n) {
  double worst = 0;
  for (int i = 0; i <= n; i++) {
    float x = lo + (hi - lo) * (float)i / (float)n;
    double want = g(x), got = f(x);
    if (want == 0 || !isfinite(want)) continue;
    int e;
    frexp(want, &e);
    double ulp = ldexp(1.0, (e - 24 < -149 ? -149 : e - 24));
    double err = fabs(got - want) / ulp;
    if (err > worst) worst = err;
  }
  return worst;
}

static double max_abs(float (*f)(float), double (*g)(double), float lo, float hi, int n) {
  double worst = 0;
  for (int i = 0; i <= n; i++) {
    float x = lo + (hi - lo) * (float)i / (float)n;
    double err = fabs(f(x) - g(x));
    if (err > worst) worst = err;
  }
  return worst;
}

static double ref_sigmoid(double x) { return 1 / (1 + exp(-x)); }
static double ref_silu(double x) { return x / (1 + exp(-x)); }
static double ref_gelu(double x) { return 0.5 * x * erfc(-x / sqrt(2.0)); }
static double ref_gelu_tanh(double x) {
  return 0.5 * x * (1 + tanh(0.79788456080286536 * (x + 0.044715 * x * x * x)));
}

static void test_transcendentals(void) {
  CHECK(max_ulps(fexp, exp, -87.0f, 88.0f, 200000) <= 2);
  CHECK(max_ulps(ftanh, tanh, -9.0f, 9.0f, 200000) <= 4);
  CHECK(max_ulps(ferf, erf, -4.0f, 4.0f, 200000) <= 8);
  CHECK(max_ulps(sigmoid, ref_sigmoid, -80.0f, 80.0f, 200000) <= 4);
  CHECK(max_ulps(silu, ref_silu, -80.0f, 80.0f, 200000) <= 8);
  // GELU's tails: tiny results of a relative error near f32's epsilon times
  // x^2 (erfc), and for the tanh form the cancellation of 1 + tanh that
  // torch's f32 formula has too: bounded in absolute terms there.
  CHECK(max_ulps(gelu, ref_gelu, -3.0f, 10.0f, 200000) <= 20);
  CHECK(max_abs(gelu, ref_gelu, -10.0f, -3.0f, 20000) <= 1e-7);
  CHECK(max_ulps(gelu_tanh, ref_gelu_tanh, 0.0f, 10.0f, 200000) <= 4);
  CHECK(max_abs(gelu_tanh, ref_gelu_tanh, -10.0f, 0.0f, 200000) <= 1e-6);
  // subnormal results, the limits, NaN and the sign of zero
  CHECK(fexp(-100.0f) > 0 && fexp(-100.0f) < FLT_MIN && fexp(-105.0f) == 0);
  CHECK(isinf(fexp(89.0f)) && isnan(fexp(NAN)) && fexp(-INFINITY) == 0);
  CHECK(signbit(ftanh(-0.0f)) && ftanh(-0.0f) == 0 && ftanh(INFINITY) == 1 && isnan(ftanh(NAN)));
}

static void test_division(void) {
  CHECK(idiv(7, 0) == 0 && irem(7, 0) == 0 && idiv(INT64_MIN, -1) == INT64_MIN);
  CHECK(ifloordiv(-7, 2) == -4 && irem(-7, 2) == 1 && irem(7, -2) == -1);
  CHECK(ipow(3, 4) == 81 && ipow(2, -1) == 0 && ipow(-1, -3) == -1);
  CHECK(floordiv_f32(1.0f, 0.1f) == 9.0f && rem_f32(-1.0f, 3.0f) == 2.0f); // torch: 9, 2
  CHECK(signbit(floordiv_f32(-0.0f, 3.0f)));
}

// The emitters write the embedded copies: they are the files, minus their
// local #include lines, and each opens blocks only at the end of a line.
static void test_embedded_copies(void) {
  const char *names[] = {"base.h",         "convert.h",        "elementwise.h", "rows.h",
                         "portable.h",     "x86_avx2.h",       "x86_avx512.h",  "chunk_avx2.h",
                         "chunk_avx512.h", "chunk_portable.h", "kernel_abi.h"};
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
    const char *text = cg_kernel_c(names[i]);
    CHECK(text != NULL);
    if (!text) continue;
    CHECK(strstr(text, "#include \"") == NULL);
  }
  // every target's prelude goes through the emitters' output helper, which
  // aborts on a brace it cannot indent
  const char *targets[] = {"x86-64", "x86-64-v3", "x86-64-v4"};
  for (size_t i = 0; i < sizeof targets / sizeof targets[0]; i++) {
    cg_target t;
    CHECK(cg_target_parse(targets[i], &t));
    strbuf out = {0};
    int depth = 0;
    cg_emit_kernel_c(&out, &depth, &t, CG_KC_ROWS);
    cg_emit_kernel_c(&out, &depth, &t, CG_KC_ELEMENTWISE);
    CHECK_EQ_INT(0, depth);
    sb_free(&out);
  }
  CHECK(cg_kernel_c("no_such_file.h") == NULL);
}

int main(void) {
  test_h2f_every_value();
  test_f2h();
  test_bf16();
  test_f2h_matches_f16c();
  test_vector_bf16_stores();
  test_transcendentals();
  test_division();
  test_embedded_copies();
  if (CHECK_DONE()) return 1;
  printf("test_kernel_c: ok\n");
  return 0;
}
