// cpu.c: which x86-64 level this CPU (and OS) runs, for the compiler's
// `--target-cpu=host` and the runtime's check of a module's target.
#include "base.h"

#include <stdlib.h>
#include <string.h>
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>
#endif

static const char *const level_names[CPU_X86_LEVELS] = {"x86-64", "x86-64-v3", "x86-64-v4",
                                                        "x86-64-v4-bf16"};

// From CPUID directly (clang's __builtin_cpu_supports does not know
// "f16c"), with the OS checks that the vector state is saved: XCR0 bits 1-2
// (XMM, YMM) for v3, and 5-7 (opmask, upper ZMM, ZMM16-31) for v4.
// x86-64-v3 also implies BMI1/2, LZCNT and MOVBE, which every CPU with
// AVX2, FMA and F16C has. x86-64-v4 is AVX-512 F, BW, CD, DQ and VL (what
// -march=x86-64-v4 lets the C compiler use). x86-64-v4-bf16 adds
// AVX512_BF16 (leaf 7 subleaf 1, EAX bit 5) and AVX512_VNNI (leaf 7 ECX bit
// 11), which use no further register state.
static int detected_level(void) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  unsigned a, b, c, d;
  if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
  bool fma = c & (1u << 12), osxsave = c & (1u << 27), avx = c & (1u << 28), f16c = c & (1u << 29);
  if (!(fma && osxsave && avx && f16c)) return 0;
  unsigned xcr0_lo, xcr0_hi;
  __asm__("xgetbv" : "=a"(xcr0_lo), "=d"(xcr0_hi) : "c"(0));
  if ((xcr0_lo & 6u) != 6u) return 0;
  if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return 0;
  if (!(b & (1u << 5))) return 0; // AVX2
  const unsigned avx512 = (1u << 16) | (1u << 17) | (1u << 28) | (1u << 30) | (1u << 31);
  if ((b & avx512) != avx512 || (xcr0_lo & 0xe0u) != 0xe0u) return 1;
  bool vnni = c & (1u << 11);
  if (vnni && __get_cpuid_count(7, 1, &a, &b, &c, &d) && (a & (1u << 5))) return 3;
  return 2;
#else
  return 0;
#endif
}

// $FACET_CPU_LEVEL (a level's name) lowers the answer, never raises it: to
// build and run a lower level's kernels on a better machine (tests).
int cpu_x86_level(void) {
  int level = detected_level();
  const char *cap = getenv("FACET_CPU_LEVEL");
  int c = cap ? cpu_x86_level_of(cap) : -1;
  return c >= 0 && c < level ? c : level;
}

const char *cpu_x86_level_name(int level) {
  return level >= 0 && level < CPU_X86_LEVELS ? level_names[level] : "?";
}

int cpu_x86_level_of(const char *name) {
  for (int l = 0; l < CPU_X86_LEVELS; l++)
    if (!strcmp(name, level_names[l])) return l;
  return -1;
}
