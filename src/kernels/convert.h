// convert.h: f16 and bf16 <-> f32, the one implementation of each.
//
// Written without branches where it matters, so that loops over them
// vectorise: the portable kernels, the row programs (whose h2f is faster
// than F16C's scalar instruction once vectorised), the runtime and the
// reference (src/base/dtype.c) all use these. Rounding is to nearest even;
// NaN stays NaN (quiet); overflow gives infinity, as F16C and torch do.
#ifndef FACET_KERNELS_CONVERT_H
#define FACET_KERNELS_CONVERT_H

#include "base.h"

// f16 -> f32, exact: normal numbers rebias the exponent, subnormals are
// m * 2^-24, inf and NaN keep their mantissa.
INLINE float h2f(uint16_t h) {
  uint32_t s = (uint32_t)(h & 0x8000u) << 16, em = h & 0x7fffu;
  uint32_t nrm = em >= 0x7c00u ? (em << 13) | 0x7f800000u : (em << 13) + 0x38000000u;
  float r = em < 0x400u ? (float)em * 5.9604644775390625e-08f : as_float(nrm);
  return as_float(as_bits(r) | s);
}

// f32 -> f16 in software, to nearest even (F16C's vcvtps2ph where the
// target has it: see f2h in the target's kernel C).
INLINE uint16_t f2h_soft(float f) {
  uint32_t x = as_bits(f), s = (x >> 16) & 0x8000u, e = (x >> 23) & 0xffu, m = x & 0x7fffffu;
  if (e == 0xffu) return (uint16_t)(s | 0x7c00u | (m ? 0x200u | (m >> 13) : 0u));
  int ee = (int)e - 112;
  if (ee >= 0x1f) return (uint16_t)(s | 0x7c00u);
  // a subnormal f16 (or zero)
  if (ee <= 0) {
    if (ee < -10) return (uint16_t)s;
    m |= 0x800000u;
    uint32_t sh = (uint32_t)(14 - ee), hv = m >> sh, r = m & ((1u << sh) - 1u),
             mid = 1u << (sh - 1u);
    if (r > mid || (r == mid && (hv & 1u))) hv++;
    return (uint16_t)(s | hv);
  }
  uint32_t hv = s | ((uint32_t)ee << 10) | (m >> 13), r = m & 0x1fffu;
  if (r > 0x1000u || (r == 0x1000u && (hv & 1u))) hv++;
  return (uint16_t)hv;
}

INLINE float bf2f(uint16_t h) { return as_float((uint32_t)h << 16); }

// f32 -> bf16, to nearest even; NaN is kept quiet.
INLINE uint16_t f2bf(float f) {
  uint32_t u = as_bits(f);
  uint32_t r = (u + 0x7fffu + ((u >> 16) & 1u)) >> 16, q = (u >> 16) | 0x40u;
  return (uint16_t)((u & 0x7fffffffu) > 0x7f800000u ? q : r);
}

// h2f(f2h(x)) without branches: round the mantissa to 10 bits (to even), to
// a multiple of 2^-24 below 2^-14 (f16 subnormals), inf from 65520 on; NaN
// and the sign of zero kept.
INLINE float rnd_f16(float x) {
  float ax = fabsf(x);
  uint32_t u = as_bits(x);
  float nrm = as_float((u + 0xfffu + ((u >> 13) & 1u)) & 0xffffe000u);
  float sub = copysignf((ax + 0.5f) - 0.5f, x); // -0 stays -0
  float inf = x < 0 ? -INFINITY : INFINITY;
  float r = ax < 6.103515625e-05f ? sub : nrm;
  r = ax >= 65520.0f ? inf : r;
  return x != x ? x : r;
}

#endif
