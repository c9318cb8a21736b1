// elementwise.h: the scalar functions of row programs and epilogues.
//
// Transcendentals are inline polynomials the vectoriser can see through
// (libm calls would stop it; so would a comparison evaluated only on one arm
// of a ?:, which -ftrapping-math forbids to speculate): fexp (Cephes expf,
// about 1 ulp, subnormal results down to -104, inf above 88.72, NaN kept),
// and on it sigmoid, SiLU, tanh (a polynomial below 0.625), erf (a series
// below 0.5, 1 - erfc above) and GELU (through erfc: no cancellation for
// x < 0), erfc being Numerical Recipes' erfcc (relative error < 1.2e-7).
// log, pow, sin and cos stay libm. Integer division and float floor
// division / remainder follow torch (docs/ops.md): x / 0 = x % 0 = 0 for
// integers, INT_MIN / -1 wraps, floats go through fmod as torch does.
#ifndef FACET_KERNELS_ELEMENTWISE_H
#define FACET_KERNELS_ELEMENTWISE_H

#include "base.h"

// exp: x = n ln2 + r, |r| <= ln2 / 2 (Cephes expf); 2^n from the exponent bits, as
// two factors 2^(n/2) so that results below FLT_MIN come out subnormal (rounded once,
// by the last product); below -104 the result rounds to 0.
INLINE float fexp(float x) {
  float xl = x < -104.0f ? -104.0f : x;
  float xc = xl > 88.72284f ? 88.72284f : xl;
  float t = xc * 1.44269504088896341f + 12582912.0f;
  float n = t - 12582912.0f;
  float r = xc - n * 0.693359375f;
  r = r + n * 2.12194440e-4f;
  float p = 1.9875691500e-4f;
  p = p * r + 1.3981999507e-3f;
  p = p * r + 8.3334519073e-3f;
  p = p * r + 4.1665795894e-2f;
  p = p * r + 1.6666665459e-1f;
  p = p * r + 5.0000001201e-1f;
  p = p * r * r + r + 1.0f;
  int32_t n1 = (int32_t)(as_bits(t) - 0x4b400000u), n2 = n1 / 2; // n in [-150, 128]
  float y = p * as_float((uint32_t)(n2 + 127) << 23) * as_float((uint32_t)(n1 - n2 + 127) << 23);
  y = x < -104.0f ? 0.0f : y;
  return x > 88.72284f ? INFINITY : y;
}
INLINE float ftanh(float x) {
  float ax = fabsf(x), z = x * x;
  float p = -5.70498872745e-3f;
  p = p * z + 2.06390887954e-2f;
  p = p * z - 5.37397155531e-2f;
  p = p * z + 1.33314422036e-1f;
  p = p * z - 3.33332819422e-1f;
  float small = copysignf(p * z * x + x, x); // tanh(-0) = -0
  float big = 1.0f - 2.0f / (fexp(2.0f * ax) + 1.0f);
  big = x < 0 ? -big : big;
  return ax < 0.625f ? small : big;
}
// erfc(z) for z >= 0, relative error < 1.2e-7 (Numerical Recipes erfcc).
INLINE float ferfc_pos(float z) {
  float t = 1.0f / (1.0f + 0.5f * z);
  float p = 0.17087277f;
  p = p * t - 0.82215223f;
  p = p * t + 1.48851587f;
  p = p * t - 1.13520398f;
  p = p * t + 0.27886807f;
  p = p * t - 0.18628806f;
  p = p * t + 0.09678418f;
  p = p * t + 0.37409196f;
  p = p * t + 1.00002368f;
  p = p * t - 1.26551223f;
  return t * fexp(p - z * z);
}
INLINE float ferf(float x) {
  float ax = fabsf(x), z = x * x;
  float s = z * (1.0f / 1320.0f) - 1.0f / 216.0f;
  s = -(s * z + 1.0f / 42.0f);
  s = s * z + 0.1f;
  s = s * z - 1.0f / 3.0f;
  float small = (s * z + 1.0f) * x * 1.12837916709551257f;
  float big = 1.0f - ferfc_pos(ax);
  big = x < 0 ? -big : big;
  return ax < 0.5f ? small : big;
}
INLINE float silu(float x) { return x / (1.0f + fexp(-x)); }
INLINE float sigmoid(float x) { return 1.0f / (1.0f + fexp(-x)); }
// 1 + erf(x / sqrt 2) as erfc, without cancellation for x < 0.
INLINE float gelu(float x) {
  float e = ferfc_pos(fabsf(x) * 0.70710678118654752f);
  return 0.5f * x * (x < 0 ? e : 2.0f - e);
}
INLINE float gelu_tanh(float x) {
  return 0.5f * x * (1.0f + ftanh(0.79788456080286536f * (x + 0.044715f * x * x * x)));
}
INLINE int64_t idiv(int64_t a, int64_t b) {
  return b == 0 ? 0 : b == -1 ? (int64_t)(0 - (uint64_t)a) : a / b;
}
INLINE int64_t ifloordiv(int64_t a, int64_t b) {
  if (b == 0) return 0;
  if (b == -1) return (int64_t)(0 - (uint64_t)a);
  int64_t q = a / b, r = a % b;
  return r != 0 && (r < 0) != (b < 0) ? q - 1 : q;
}
INLINE int64_t irem(int64_t a, int64_t b) {
  if (b == 0 || b == -1) return 0;
  int64_t r = a % b;
  return r != 0 && (r < 0) != (b < 0) ? r + b : r;
}
INLINE int64_t ipow(int64_t a, int64_t b) {
  if (b < 0) return a == 1 ? 1 : a == -1 ? ((b & 1) ? -1 : 1) : 0;
  uint64_t r = 1, x = (uint64_t)a;
  for (uint64_t e = (uint64_t)b; e; e >>= 1) {
    if (e & 1) r *= x;
    x *= x;
  }
  return (int64_t)r;
}
INLINE float floordiv_f32(float a, float b) {
  if (b == 0) return a / b;
  float mod = fmodf(a, b), div = (a - mod) / b;
  if (mod != 0 && (b < 0) != (mod < 0)) div -= 1;
  if (div == 0) return copysignf(0, a / b);
  float fl = floorf(div);
  return div - fl > 0.5f ? fl + 1 : fl;
}
INLINE double floordiv_f64(double a, double b) {
  if (b == 0) return a / b;
  double mod = fmod(a, b), div = (a - mod) / b;
  if (mod != 0 && (b < 0) != (mod < 0)) div -= 1;
  if (div == 0) return copysign(0, a / b);
  double fl = floor(div);
  return div - fl > 0.5 ? fl + 1 : fl;
}
INLINE float rem_f32(float a, float b) {
  float mod = fmodf(a, b);
  return mod != 0 && (b < 0) != (mod < 0) ? mod + b : mod;
}
INLINE double rem_f64(double a, double b) {
  double mod = fmod(a, b);
  return mod != 0 && (b < 0) != (mod < 0) ? mod + b : mod;
}

// The elementwise ops of src/ir/ew_ops.h, one function per op and form:
// ew_<name>_f32 (f32, f16 and bf16 compute in float), ew_<name>_f64 and,
// by the op's class, ew_<name>_i64 (on int64; the emitter wraps the result
// to its dtype). Each is inlined into the lane loops, which vectorise.
INLINE int64_t iwrap_add(int64_t a, int64_t b) { return (int64_t)((uint64_t)a + (uint64_t)b); }
INLINE int64_t iwrap_sub(int64_t a, int64_t b) { return (int64_t)((uint64_t)a - (uint64_t)b); }
INLINE int64_t iwrap_mul(int64_t a, int64_t b) { return (int64_t)((uint64_t)a * (uint64_t)b); }

// EWC_ARITH
INLINE float ew_add_f32(float a, float b) { return a + b; }
INLINE double ew_add_f64(double a, double b) { return a + b; }
INLINE int64_t ew_add_i64(int64_t a, int64_t b) { return iwrap_add(a, b); }
INLINE float ew_sub_f32(float a, float b) { return a - b; }
INLINE double ew_sub_f64(double a, double b) { return a - b; }
INLINE int64_t ew_sub_i64(int64_t a, int64_t b) { return iwrap_sub(a, b); }
INLINE float ew_mul_f32(float a, float b) { return a * b; }
INLINE double ew_mul_f64(double a, double b) { return a * b; }
INLINE int64_t ew_mul_i64(int64_t a, int64_t b) { return iwrap_mul(a, b); }
INLINE float ew_div_f32(float a, float b) { return a / b; }
INLINE double ew_div_f64(double a, double b) { return a / b; }
INLINE int64_t ew_div_i64(int64_t a, int64_t b) { return idiv(a, b); }
INLINE float ew_pow_f32(float a, float b) { return powf(a, b); }
INLINE double ew_pow_f64(double a, double b) { return pow(a, b); }
INLINE int64_t ew_pow_i64(int64_t a, int64_t b) { return ipow(a, b); }
// NaN in either operand is the result (torch.maximum / minimum)
INLINE float ew_maximum_f32(float a, float b) { return (a != a) | (a > b) ? a : b; }
INLINE double ew_maximum_f64(double a, double b) { return (a != a) | (a > b) ? a : b; }
INLINE int64_t ew_maximum_i64(int64_t a, int64_t b) { return a > b ? a : b; }
INLINE float ew_minimum_f32(float a, float b) { return (a != a) | (a < b) ? a : b; }
INLINE double ew_minimum_f64(double a, double b) { return (a != a) | (a < b) ? a : b; }
INLINE int64_t ew_minimum_i64(int64_t a, int64_t b) { return a < b ? a : b; }
INLINE float ew_floordiv_f32(float a, float b) { return floordiv_f32(a, b); }
INLINE double ew_floordiv_f64(double a, double b) { return floordiv_f64(a, b); }
INLINE int64_t ew_floordiv_i64(int64_t a, int64_t b) { return ifloordiv(a, b); }
INLINE float ew_remainder_f32(float a, float b) { return rem_f32(a, b); }
INLINE double ew_remainder_f64(double a, double b) { return rem_f64(a, b); }
INLINE int64_t ew_remainder_i64(int64_t a, int64_t b) { return irem(a, b); }
// C's remainder (torch.fmod): the sign of the dividend; integers by 0 give 0
INLINE float ew_fmod_f32(float a, float b) { return fmodf(a, b); }
INLINE double ew_fmod_f64(double a, double b) { return fmod(a, b); }
INLINE int64_t ew_fmod_i64(int64_t a, int64_t b) { return b == 0 || b == -1 ? 0 : a % b; }
// torch.fmax / fmin: a NaN operand gives the other one
INLINE float ew_fmax_f32(float a, float b) { return fmaxf(a, b); }
INLINE double ew_fmax_f64(double a, double b) { return fmax(a, b); }
INLINE int64_t ew_fmax_i64(int64_t a, int64_t b) { return a > b ? a : b; }
INLINE float ew_fmin_f32(float a, float b) { return fminf(a, b); }
INLINE double ew_fmin_f64(double a, double b) { return fmin(a, b); }
INLINE int64_t ew_fmin_i64(int64_t a, int64_t b) { return a < b ? a : b; }
// arith.divui / remui: integers read as unsigned (floats: / and fmod)
INLINE float ew_divu_f32(float a, float b) { return a / b; }
INLINE double ew_divu_f64(double a, double b) { return a / b; }
INLINE int64_t ew_divu_i64(int64_t a, int64_t b) {
  return b == 0 ? 0 : (int64_t)((uint64_t)a / (uint64_t)b);
}
INLINE float ew_remu_f32(float a, float b) { return fmodf(a, b); }
INLINE double ew_remu_f64(double a, double b) { return fmod(a, b); }
INLINE int64_t ew_remu_i64(int64_t a, int64_t b) {
  return b == 0 ? 0 : (int64_t)((uint64_t)a % (uint64_t)b);
}
INLINE float ew_floor_f32(float a) { return floorf(a); }
INLINE double ew_floor_f64(double a) { return floor(a); }
INLINE int64_t ew_floor_i64(int64_t a) { return a; }
INLINE float ew_ceil_f32(float a) { return ceilf(a); }
INLINE double ew_ceil_f64(double a) { return ceil(a); }
INLINE int64_t ew_ceil_i64(int64_t a) { return a; }
INLINE float ew_neg_f32(float a) { return -a; }
INLINE double ew_neg_f64(double a) { return -a; }
INLINE int64_t ew_neg_i64(int64_t a) { return iwrap_sub(0, a); }
// NaN stays NaN, -0 stays -0
INLINE float ew_relu_f32(float a) { return a < 0 ? 0 : a; }
INLINE double ew_relu_f64(double a) { return a < 0 ? 0 : a; }
INLINE int64_t ew_relu_i64(int64_t a) { return a < 0 ? 0 : a; }
INLINE float ew_abs_f32(float a) { return fabsf(a); }
INLINE double ew_abs_f64(double a) { return fabs(a); }
INLINE int64_t ew_abs_i64(int64_t a) { return a < 0 ? iwrap_sub(0, a) : a; }

// EWC_FLOAT: f32 through the polynomials above, f64 through libm
INLINE float ew_exp_f32(float a) { return fexp(a); }
INLINE double ew_exp_f64(double a) { return exp(a); }
INLINE float ew_log_f32(float a) { return logf(a); }
INLINE double ew_log_f64(double a) { return log(a); }
INLINE float ew_tanh_f32(float a) { return ftanh(a); }
INLINE double ew_tanh_f64(double a) { return tanh(a); }
INLINE float ew_sigmoid_f32(float a) { return sigmoid(a); }
INLINE double ew_sigmoid_f64(double a) { return 1 / (1 + exp(-a)); }
INLINE float ew_silu_f32(float a) { return silu(a); }
INLINE double ew_silu_f64(double a) { return a / (1 + exp(-a)); }
INLINE float ew_gelu_f32(float a) { return gelu(a); }
INLINE double ew_gelu_f64(double a) { return 0.5 * a * erfc(-a * 0.70710678118654752); }
INLINE float ew_gelu_tanh_f32(float a) { return gelu_tanh(a); }
INLINE double ew_gelu_tanh_f64(double a) {
  return 0.5 * a * (1 + tanh(0.79788456080286536 * (a + 0.044715 * a * a * a)));
}
INLINE float ew_rsqrt_f32(float a) { return 1 / sqrtf(a); }
INLINE double ew_rsqrt_f64(double a) { return 1 / sqrt(a); }
INLINE float ew_sqrt_f32(float a) { return sqrtf(a); }
INLINE double ew_sqrt_f64(double a) { return sqrt(a); }
INLINE float ew_reciprocal_f32(float a) { return 1 / a; }
INLINE double ew_reciprocal_f64(double a) { return 1 / a; }
INLINE float ew_sin_f32(float a) { return sinf(a); }
INLINE double ew_sin_f64(double a) { return sin(a); }
INLINE float ew_cos_f32(float a) { return cosf(a); }
INLINE double ew_cos_f64(double a) { return cos(a); }
INLINE float ew_erf_f32(float a) { return ferf(a); }
INLINE double ew_erf_f64(double a) { return erf(a); }

// EWC_COMPARE: in the operands' promoted dtype (a NaN is unordered)
INLINE int64_t ew_eq_f32(float a, float b) { return a == b; }
INLINE int64_t ew_eq_f64(double a, double b) { return a == b; }
INLINE int64_t ew_eq_i64(int64_t a, int64_t b) { return a == b; }
INLINE int64_t ew_ne_f32(float a, float b) { return a != b; }
INLINE int64_t ew_ne_f64(double a, double b) { return a != b; }
INLINE int64_t ew_ne_i64(int64_t a, int64_t b) { return a != b; }
INLINE int64_t ew_lt_f32(float a, float b) { return a < b; }
INLINE int64_t ew_lt_f64(double a, double b) { return a < b; }
INLINE int64_t ew_lt_i64(int64_t a, int64_t b) { return a < b; }
INLINE int64_t ew_le_f32(float a, float b) { return a <= b; }
INLINE int64_t ew_le_f64(double a, double b) { return a <= b; }
INLINE int64_t ew_le_i64(int64_t a, int64_t b) { return a <= b; }
INLINE int64_t ew_gt_f32(float a, float b) { return a > b; }
INLINE int64_t ew_gt_f64(double a, double b) { return a > b; }
INLINE int64_t ew_gt_i64(int64_t a, int64_t b) { return a > b; }
INLINE int64_t ew_ge_f32(float a, float b) { return a >= b; }
INLINE int64_t ew_ge_f64(double a, double b) { return a >= b; }
INLINE int64_t ew_ge_i64(int64_t a, int64_t b) { return a >= b; }

// EWC_LOGIC, on the truth of the operands (0 or 1)
INLINE int64_t ew_and_i64(int64_t a, int64_t b) { return a && b; }
INLINE int64_t ew_or_i64(int64_t a, int64_t b) { return a || b; }
INLINE int64_t ew_not_i64(int64_t a) { return !a; }

// EWC_BITWISE (on bools the emitter keeps the low bit)
INLINE int64_t ew_bitwise_and_i64(int64_t a, int64_t b) { return a & b; }
INLINE int64_t ew_bitwise_or_i64(int64_t a, int64_t b) { return a | b; }
INLINE int64_t ew_bitwise_xor_i64(int64_t a, int64_t b) { return a ^ b; }
INLINE int64_t ew_bitwise_not_i64(int64_t a) { return ~a; }

#endif
