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

static void cg_target_init(cg_target *t, cg_target_kind kind) {
  t->kind = kind;
  t->name = kind == CG_TARGET_X86_64_V3 ? "x86-64-v3" : "x86-64";
  t->l1_bytes = 32 * 1024;
  t->l2_bytes = 512 * 1024;
  t->l3_bytes = 32 * 1024 * 1024;
}

// x86-64-v3 also implies BMI1/2, LZCNT and MOVBE; the kernels use AVX2, FMA
// and F16C, and every CPU with those three has the rest.
static bool cg_host_has_v3(void) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") &&
         __builtin_cpu_supports("f16c");
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
