// fact.c: <umin, umax, udiv> facts and their saturating arithmetic.
//
// Bounds are intervals, divisibility is gcd/lcm arithmetic. FACT_UNBOUNDED
// (UINT64_MAX) absorbs: anything that would overflow becomes unbounded,
// which is always a sound over-approximation for umax.
#include "base.h"

uint64_t sat_add(uint64_t a, uint64_t b) {
  uint64_t r;
  return __builtin_add_overflow(a, b, &r) ? FACT_UNBOUNDED : r;
}

uint64_t sat_mul(uint64_t a, uint64_t b) {
  uint64_t r;
  return __builtin_mul_overflow(a, b, &r) ? FACT_UNBOUNDED : r;
}

uint64_t gcd_u64(uint64_t a, uint64_t b) {
  while (b) {
    uint64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

uint64_t lcm_sat(uint64_t a, uint64_t b) {
  if (!a || !b) return 0;
  return sat_mul(a / gcd_u64(a, b), b);
}

fact fact_any(void) { return (fact){0, FACT_UNBOUNDED, 1}; }

fact fact_point(uint64_t v) { return (fact){v, v, v ? v : 1}; }

// Rounds umin up and umax down to multiples of udiv, so that equal sets
// of integers have equal facts (needed for row equality).
fact fact_normalize(fact f) {
  if (f.udiv == 0 || f.udiv == FACT_UNBOUNDED) f.udiv = 1;
  if (f.udiv > 1) {
    uint64_t r = f.umin % f.udiv;
    if (r) f.umin = sat_add(f.umin, f.udiv - r);
    if (f.umax != FACT_UNBOUNDED) f.umax -= f.umax % f.udiv;
  }
  if (f.umin == f.umax && f.umin) f.udiv = f.umin; // a point divides itself
  return f;
}

fact fact_range(uint64_t lo, uint64_t hi, uint64_t div) {
  return fact_normalize((fact){lo, hi, div ? div : 1});
}

bool fact_is_empty(fact f) { return f.umin > f.umax; }

bool fact_is_point(fact f) { return f.umin == f.umax; }

bool fact_eq(fact a, fact b) { return a.umin == b.umin && a.umax == b.umax && a.udiv == b.udiv; }

bool fact_contains(fact f, uint64_t v) {
  return v >= f.umin && v <= f.umax && (f.udiv <= 1 || v % f.udiv == 0);
}

bool fact_implies(fact a, fact b) {
  if (fact_is_empty(a)) return true;
  if (fact_is_point(a)) return fact_contains(b, a.umin);
  return a.umin >= b.umin && a.umax <= b.umax && (b.udiv <= 1 || a.udiv % b.udiv == 0);
}

bool fact_intersects(fact a, fact b) {
  uint64_t lo = a.umin > b.umin ? a.umin : b.umin;
  uint64_t hi = a.umax < b.umax ? a.umax : b.umax;
  if (lo > hi) return false;
  uint64_t d = lcm_sat(a.udiv, b.udiv);
  if (d == FACT_UNBOUNDED) return lo == 0;
  uint64_t first = lo % d ? sat_add(lo, d - lo % d) : lo;
  return first <= hi;
}

fact fact_meet(fact a, fact b) {
  fact r = {a.umin > b.umin ? a.umin : b.umin, a.umax < b.umax ? a.umax : b.umax,
            lcm_sat(a.udiv, b.udiv)};
  return fact_normalize(r);
}

fact fact_union(fact a, fact b) {
  if (fact_is_empty(a)) return b;
  if (fact_is_empty(b)) return a;
  fact r = {a.umin < b.umin ? a.umin : b.umin, a.umax > b.umax ? a.umax : b.umax,
            gcd_u64(a.udiv, b.udiv)};
  return fact_normalize(r);
}

fact fact_add(fact a, fact b) {
  return fact_normalize(
      (fact){sat_add(a.umin, b.umin), sat_add(a.umax, b.umax), gcd_u64(a.udiv, b.udiv)});
}

fact fact_mul(fact a, fact b) {
  return fact_normalize(
      (fact){sat_mul(a.umin, b.umin), sat_mul(a.umax, b.umax), sat_mul(a.udiv, b.udiv)});
}

fact fact_floordiv(fact a, uint64_t c) {
  if (c == 0) return fact_any(); // no quotient: nothing known (the runtime calls this too)
  uint64_t div = a.udiv % c == 0 ? a.udiv / c : 1;
  uint64_t hi = a.umax == FACT_UNBOUNDED ? FACT_UNBOUNDED : a.umax / c;
  return fact_normalize((fact){a.umin / c, hi, div});
}

fact fact_ceildiv(fact a, uint64_t c) {
  if (c == 0) return fact_any();
  uint64_t div = a.udiv % c == 0 ? a.udiv / c : 1;
  uint64_t lo = a.umin / c + (a.umin % c != 0);
  uint64_t hi = a.umax == FACT_UNBOUNDED ? FACT_UNBOUNDED : a.umax / c + (a.umax % c != 0);
  return fact_normalize((fact){lo, hi, div});
}

fact fact_mod(fact a, uint64_t c) {
  FACET_CHECK(c >= 1);
  if (a.udiv % c == 0) return fact_point(0);
  if (a.umax < c) return a;
  uint64_t g = gcd_u64(a.udiv, c);
  return fact_normalize((fact){0, c - 1, g});
}

void fact_print(strbuf *sb, fact f) {
  const char *sep = "";
  sb_putc(sb, '<');
  if (f.umin != 0) {
    sb_printf(sb, "umin = %llu", (unsigned long long)f.umin);
    sep = ", ";
  }
  if (f.umax != FACT_UNBOUNDED) {
    sb_printf(sb, "%sumax = %llu", sep, (unsigned long long)f.umax);
    sep = ", ";
  }
  if (f.udiv > 1) sb_printf(sb, "%sudiv = %llu", sep, (unsigned long long)f.udiv);
  sb_putc(sb, '>');
}
