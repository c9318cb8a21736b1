// target.c: one description per target ISA, and the host's choice.
//
// Everything configure and the emitters know about a CPU is a field of its
// description: the vector unit, the register tiles measured on it, the
// caches the configuration assumes, the C compiler's flags. Adding a
// target is adding a description here (docs/adding-a-target.md); no other
// file compares target names or kinds.
//
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

// Portable x86-64: SSE2 only. Kernels are GNU vector C the compiler maps to
// SSE2 pairs; a packed GEMM tile of 4 x 8 (BLOCKED).
static const cg_target target_x86_64 = {
    .name = "x86-64",
    .level = 0,
    .vector_floats = 8,
    .vector_registers = 16,
    .intrinsics = false,
    .packed_mr = 4,
    .packed_nr = 8,
    .stream_b_max_m = 8,
    .stream_w_max_rows = 4,
    .l1_bytes = 32 * 1024,
    .l2_bytes = 512 * 1024,
    .l3_bytes = 32 * 1024 * 1024,
    .cflags = {"-march=x86-64", "-mtune=znver3"},
    .kernel_c = {"portable.h"},
    .chunk_c = "chunk_portable.h",
};

// AVX2 + FMA + F16C (and BMI1/2, LZCNT, MOVBE). 6 x 16 accumulators: 12 of
// the 16 ymm registers, 2 for B, 1 for the broadcast of A (98 GFLOP/s on
// Zen 3 against 87 for 4 x 24 and 77 for 4 x 16 or 8 x 8).
static const cg_target target_x86_64_v3 = {
    .name = "x86-64-v3",
    .level = 1,
    .vector_floats = 8,
    .vector_registers = 16,
    .intrinsics = true,
    .packed_mr = 6,
    .packed_nr = 16,
    .stream_b_max_m = 8,
    .stream_w_max_rows = 6,
    .l1_bytes = 32 * 1024,
    .l2_bytes = 512 * 1024,
    .l3_bytes = 32 * 1024 * 1024,
    .cflags = {"-march=x86-64-v3", "-mtune=znver3"},
    .kernel_c = {"x86_avx2.h"},
    .chunk_c = "chunk_avx2.h",
};

// v3 + AVX-512 F/BW/CD/DQ/VL: 16-float vectors, 32 registers, masks. The
// packed GEMM packs A one panel at a time and keeps f32 partial sums in C
// (12 x 32: 24 zmm accumulators, configure.c); B[K,N] streams up to M = 16
// (8 rows of B per step and 32 registers beat packing there); the loops the
// compiler vectorises itself use 512-bit vectors, which GCC and Clang
// otherwise avoid on Intel tunings.
static const cg_target target_x86_64_v4 = {
    .name = "x86-64-v4",
    .level = 2,
    .vector_floats = 16,
    .vector_registers = 32,
    .intrinsics = true,
    .packed_mr = 12,
    .packed_nr = 32,
    .packed_panels = true,
    .stream_b_max_m = 16,
    .stream_long_segments = true,
    .stream_w_max_rows = 8,
    .l1_bytes = 48 * 1024,
    .l2_bytes = 2048 * 1024,
    .l3_bytes = 32 * 1024 * 1024,
    .cflags = {"-march=x86-64-v4", "-mtune=skylake-avx512", "-mprefer-vector-width=512"},
    .kernel_c = {"x86_avx2.h", "x86_avx512.h"},
    .chunk_c = "chunk_avx512.h",
};

// v4 + AVX512_BF16 (Zen 4 and 5, Cooper Lake, Sapphire Rapids): a matmul
// whose A and B are both bf16 packs them as pairs of consecutive-K values
// and multiplies with vdpbf16ps, two products per f32 lane and instruction
// (x86_avx512bf16.h, emit.c); every other kernel is v4's C text but for the
// isa= of its config line (the same tiles, caches and flags plus
// -mavx512bf16). --target-cpu=x86-64-v4
// forces the FMA path on such a CPU.
static const cg_target target_x86_64_v4_bf16 = {
    .name = "x86-64-v4-bf16",
    .level = 3,
    .vector_floats = 16,
    .vector_registers = 32,
    .intrinsics = true,
    .bf16_dot = true,
    .packed_mr = 12,
    .packed_nr = 32,
    .packed_panels = true,
    .stream_b_max_m = 16,
    .stream_long_segments = true,
    .stream_w_max_rows = 8,
    .l1_bytes = 48 * 1024,
    .l2_bytes = 2048 * 1024,
    .l3_bytes = 32 * 1024 * 1024,
    .cflags = {"-march=x86-64-v4", "-mtune=skylake-avx512", "-mprefer-vector-width=512",
               "-mavx512bf16"},
    .kernel_c = {"x86_avx2.h", "x86_avx512.h"}, // + x86_avx512bf16.h where used (CG_KC_BF16)
    .chunk_c = "chunk_avx512.h",
};

static const cg_target *const targets[] = {&target_x86_64_v4_bf16, &target_x86_64_v4,
                                           &target_x86_64_v3, &target_x86_64};

// The host's best target, from CPUID directly (clang's
// __builtin_cpu_supports does not know "f16c"), with the OS checks that the
// vector state is saved: XCR0 bits 1-2 (XMM, YMM) for v3, and 5-7 (opmask,
// upper ZMM, ZMM16-31) for v4. x86-64-v3 also implies BMI1/2, LZCNT and
// MOVBE, which every CPU with AVX2, FMA and F16C has. x86-64-v4 is AVX-512
// F, BW, CD, DQ and VL (what -march=x86-64-v4 lets the C compiler use); the
// kernels use F, BW and VL. x86-64-v4-bf16 adds AVX512_BF16 (CPUID leaf 7
// subleaf 1, EAX bit 5), which uses no further register state.
static const cg_target *host_target(void) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  unsigned a, b, c, d;
  if (!__get_cpuid(1, &a, &b, &c, &d)) return &target_x86_64;
  bool fma = c & (1u << 12), osxsave = c & (1u << 27), avx = c & (1u << 28),
       f16c = c & (1u << 29);
  if (!(fma && osxsave && avx && f16c)) return &target_x86_64;
  unsigned xcr0_lo, xcr0_hi;
  __asm__("xgetbv" : "=a"(xcr0_lo), "=d"(xcr0_hi) : "c"(0));
  if ((xcr0_lo & 6u) != 6u) return &target_x86_64;
  if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return &target_x86_64;
  if (!(b & (1u << 5))) return &target_x86_64; // AVX2
  const unsigned avx512 = (1u << 16) | (1u << 17) | (1u << 28) | (1u << 30) | (1u << 31);
  if ((b & avx512) != avx512 || (xcr0_lo & 0xe0u) != 0xe0u) return &target_x86_64_v3;
  if (__get_cpuid_count(7, 1, &a, &b, &c, &d) && (a & (1u << 5))) return &target_x86_64_v4_bf16;
  return &target_x86_64_v4;
#else
  return &target_x86_64;
#endif
}

bool cg_target_parse(const char *name, cg_target *out) {
  if (!name) return false;
  if (strcmp(name, "host") == 0) {
    *out = *host_target();
    return true;
  }
  for (size_t i = 0; i < FACET_ARRAY_SIZE(targets); i++) {
    if (strcmp(name, targets[i]->name) == 0) {
      *out = *targets[i];
      return true;
    }
  }
  return false;
}

bool cg_target_runs_on_host(const cg_target *t) { return t->level <= host_target()->level; }
