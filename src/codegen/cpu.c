// cpu.c: code generation targets: names, host feature detection, caches.
//
// A target is what the generated C may assume about the CPU that runs it.
// "host" resolves to the best named target the compiling machine supports,
// so a module built with --target-cpu=host runs where it was built.
// Cache sizes are those of the development machine (AMD EPYC Zen 3: 32 KiB
// L1d, 512 KiB L2, 32 MiB L3) for every target, not read from the host: the
// configuration, hence the generated code, must not depend on which machine
// happened to run the compiler.
#include "codegen.h"

#include <string.h>
#if defined(__x86_64__)
#include <cpuid.h>
#endif

static void cg_target_init(cg_target *t, cg_target_kind kind) {
  t->kind = kind;
  t->name = kind == CG_TARGET_X86_64_V3 ? "x86-64-v3" : "x86-64";
  t->l1_bytes = 32 * 1024;
  t->l2_bytes = 512 * 1024;
  t->l3_bytes = 32 * 1024 * 1024;
}

// x86-64-v3 also implies BMI1/2, LZCNT and MOVBE; the kernels use AVX2, FMA
// and F16C, and every CPU with those three has the rest. Read from CPUID
// directly (clang's __builtin_cpu_supports does not know "f16c"), with the
// OS check that YMM state is saved (XCR0 bits 1 and 2).
static bool cg_host_has_v3(void) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  unsigned a, b, c, d;
  if (!__get_cpuid(1, &a, &b, &c, &d)) return false;
  bool fma = c & (1u << 12), osxsave = c & (1u << 27), avx = c & (1u << 28),
       f16c = c & (1u << 29);
  if (!(fma && osxsave && avx && f16c)) return false;
  unsigned xcr0_lo, xcr0_hi;
  __asm__("xgetbv" : "=a"(xcr0_lo), "=d"(xcr0_hi) : "c"(0));
  if ((xcr0_lo & 6u) != 6u) return false;
  if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return false;
  return b & (1u << 5); // AVX2
#else
  return false;
#endif
}

bool cg_target_parse(const char *name, cg_target *out) {
  if (!name) return false;
  if (strcmp(name, "host") == 0) {
    cg_target_init(out, cg_host_has_v3() ? CG_TARGET_X86_64_V3 : CG_TARGET_X86_64);
    return true;
  }
  if (strcmp(name, "x86-64-v3") == 0) {
    cg_target_init(out, CG_TARGET_X86_64_V3);
    return true;
  }
  if (strcmp(name, "x86-64") == 0) {
    cg_target_init(out, CG_TARGET_X86_64);
    return true;
  }
  return false;
}
