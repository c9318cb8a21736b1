// base.h: what every generated kernel starts with (after the kernel ABI).
//
// The files of src/kernels/ are the C that generated kernels include,
// written once as real C: the compiler embeds them into each translation
// unit at build time (scripts/embed-kernel-c, build/gen/kernel_c.c), so a
// generated source compiles alone, and the unit tests and the runtime
// (src/base/dtype.c) include the same files. Local #include lines are
// dropped when embedding: the emitters concatenate the files in order, and
// indent them by their braces (a line that opens a block ends with '{').
#ifndef FACET_KERNELS_BASE_H
#define FACET_KERNELS_BASE_H

#include <math.h>
#include <stdint.h>

#define INLINE static inline __attribute__((always_inline, unused))
// ASSUME(c): the facts of this variant; the compiler may rely on them.
// (On one line: the emitters indent generated C by its braces.)
// clang-format off
#define ASSUME(c) do { if (!(c)) __builtin_unreachable(); } while (0)
// clang-format on

// A value the compiler cannot see through: stores of it stay stores (no memset).
INLINE float opaque(float x) {
  __asm__("" : "+x"(x));
  return x;
}

INLINE float as_float(uint32_t u) {
  union {
    uint32_t u;
    float f;
  } v = {u};
  return v.f;
}

INLINE uint32_t as_bits(float f) {
  union {
    float f;
    uint32_t u;
  } v = {f};
  return v.u;
}

#endif
