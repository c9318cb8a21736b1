// cpu.c: code generation targets: names, host feature detection, caches.
//
// A target is what the generated C may assume about the CPU that runs it.
// "host" resolves to the best named target the compiling machine supports,
// so a module built with --target-cpu=host runs where it was built.
// Cache sizes are fixed per target, not read from the host: the
// configuration, hence the generated code, must not depend on which machine
// happened to run the compiler. x86-64 and x86-64-v3 assume the development
// machine of the design (AMD EPYC Zen 3: 32 KiB L1d, 512 KiB L2, 32 MiB L3);
// x86-64-v4 assumes the AVX-512 machines it is measured on (Intel Xeon,
// Sapphire Rapids class: 48 KiB L1d, 2 MiB L2 per core).
#include "codegen.h"

#include <string.h>
#if defined(__x86_64__)
#include <cpuid.h>
#endif

const char *cg_target_name(cg_target_kind kind) {
  switch (kind) {
  case CG_TARGET_X86_64_V4: return "x86-64-v4";
  case CG_TARGET_X86_64_V3: return "x86-64-v3";
  default: return "x86-64";
  }
}

static void cg_target_init(cg_target *t, cg_target_kind kind) {
  t->kind = kind;
  t->name = cg_target_name(kind);
  bool v4 = kind == CG_TARGET_X86_64_V4;
  t->l1_bytes = v4 ? 48 * 1024 : 32 * 1024;
  t->l2_bytes = v4 ? 2048 * 1024 : 512 * 1024;
  t->l3_bytes = 32 * 1024 * 1024;
}

// The host's best target, from CPUID directly (clang's
// __builtin_cpu_supports does not know "f16c"), with the OS checks that the
// vector state is saved: XCR0 bits 1-2 (XMM, YMM) for v3, and 5-7 (opmask,
// upper ZMM, ZMM16-31) for v4. x86-64-v3 also implies BMI1/2, LZCNT and
// MOVBE, which every CPU with AVX2, FMA and F16C has. x86-64-v4 is AVX-512
// F, BW, CD, DQ and VL (what -march=x86-64-v4 lets the C compiler use); the
// kernels use F, BW and VL.
static cg_target_kind cg_host_kind(void) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  unsigned a, b, c, d;
  if (!__get_cpuid(1, &a, &b, &c, &d)) return CG_TARGET_X86_64;
  bool fma = c & (1u << 12), osxsave = c & (1u << 27), avx = c & (1u << 28),
       f16c = c & (1u << 29);
  if (!(fma && osxsave && avx && f16c)) return CG_TARGET_X86_64;
  unsigned xcr0_lo, xcr0_hi;
  __asm__("xgetbv" : "=a"(xcr0_lo), "=d"(xcr0_hi) : "c"(0));
  if ((xcr0_lo & 6u) != 6u) return CG_TARGET_X86_64;
  if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return CG_TARGET_X86_64;
  if (!(b & (1u << 5))) return CG_TARGET_X86_64; // AVX2
  const unsigned avx512 = (1u << 16) | (1u << 17) | (1u << 28) | (1u << 30) | (1u << 31);
  if ((b & avx512) == avx512 && (xcr0_lo & 0xe0u) == 0xe0u) return CG_TARGET_X86_64_V4;
  return CG_TARGET_X86_64_V3;
#else
  return CG_TARGET_X86_64;
#endif
}

bool cg_target_parse(const char *name, cg_target *out) {
  if (!name) return false;
  if (strcmp(name, "host") == 0) {
    cg_target_init(out, cg_host_kind());
    return true;
  }
  static const cg_target_kind kinds[] = {CG_TARGET_X86_64_V4, CG_TARGET_X86_64_V3,
                                         CG_TARGET_X86_64};
  for (size_t i = 0; i < FACET_ARRAY_SIZE(kinds); i++) {
    if (strcmp(name, cg_target_name(kinds[i])) == 0) {
      cg_target_init(out, kinds[i]);
      return true;
    }
  }
  return false;
}
