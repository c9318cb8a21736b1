// target.c: one description per target ISA, and the host's choice.
//
// Everything configure and the emitters know about a CPU is a field of its
// description: the vector unit, the register tiles measured on it, the
// caches the configuration assumes, the C compiler's flags. Adding a
// target is adding a description here (docs/adding-a-target.md); no other
// file compares target names or kinds.
//
// Cache sizes of a named target are fixed, not read from the host: code
// built for x86-64-v3 must not depend on which machine happened to run the
// compiler. They are the safe defaults the hand-tuned configurations were
// measured with: x86-64 and x86-64-v3 assume the development machine of the
// design (AMD EPYC Zen 3: 32 KiB L1d, 512 KiB L2, 32 MiB L3); x86-64-v4
// assumes the AVX-512 machines it was measured on (Intel Xeon, Sapphire
// Rapids class: 48 KiB L1d, 2 MiB L2 per core). l3_bytes is not reached by
// any bound of cg_derive_blocking at these sizes, so the named values stay.
//
// "host" is the best named target this CPU runs with its own caches: read
// from sysfs (/sys/devices/system/cpu/cpu0/cache), else from CPUID (leaf 4
// on Intel, 0x8000001D on AMD), else the named target's (said so in
// cache_source). $FACET_CACHE_SIZES overrides both (tests, cross-builds).
// It also probes how many 512-bit FMAs a cycle the CPU retires (two on
// Sapphire Rapids and Zen 5, one on Zen 4: src/base/cpu.c), which sets the
// packed GEMM's K block; the named v4 targets assume two, as their Xeon.
// And whether vdpbf16ps beats converting bf16 to f32 for the FMAs: where it
// does not (half the FMA's flops on that Xeon), "host" on an AVX512_BF16 CPU
// multiplies bf16 as x86-64-v4 does (its isa= line still says v4-bf16).
// The blocking derived from them is printed in every kernel's config line,
// hence in the emitted C the kernel object cache keys on.
#include "codegen_internal.h"

#include <stdio.h>
#include <stdlib.h>
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
    .cache_source = "assumed",
    .cflags = {"-march=x86-64", "-mtune=znver3"},
    .kernel_c = {"portable.h"},
    .chunk_c = "chunk_portable.h",
};

// AVX2 + FMA + F16C (and BMI1/2, LZCNT, MOVBE). The packed register tile
// derived from 16 ymm registers is 6 x 16 (the fastest of those
// cg_derive_blocking considers). The packed GEMM packs A one panel at a
// time, as on v4: B is packed once per K block for all of a tall tile
// instead of once per 128 rows. B[K,N] streams up to M = 16, as on v4,
// since the stream kernel loads A's broadcasts once per step and
// prefetches short segments. Measurements:
// bench/results/kernel_choices.md#v3-blocking.
static const cg_target target_x86_64_v3 = {
    .name = "x86-64-v3",
    .level = 1,
    .vector_floats = 8,
    .vector_registers = 16,
    .intrinsics = true,
    .packed_panels = true,
    .stream_b_max_m = 16,
    .stream_w_max_rows = 6,
    .l1_bytes = 32 * 1024,
    .l2_bytes = 512 * 1024,
    .l3_bytes = 32 * 1024 * 1024,
    .cache_source = "assumed",
    .cflags = {"-march=x86-64-v3", "-mtune=znver3"},
    .kernel_c = {"x86_avx2.h"},
    .chunk_c = "chunk_avx2.h",
};

// What every x86-64-v4 target shares (v4, v4-bf16 and v4-amx differ in the
// instructions their flags add): the vector unit, the kernel shapes, the
// assumed caches (a Sapphire Rapids core's) and the kernel C.
#define X86_64_V4_SHAPE                                                                            \
  .vector_floats = 16, .vector_registers = 32, .intrinsics = true, .packed_panels = true,          \
  .stream_b_max_m = 32, .stream_long_segments = true, .stream_w_max_rows = 8,                      \
  .fma512_per_cycle = 2, .l1_bytes = 48 * 1024, .l2_bytes = 2048 * 1024,                           \
  .l3_bytes = 32 * 1024 * 1024, .cache_source = "assumed",                                         \
  .kernel_c = {"x86_avx2.h", "x86_avx512.h"}, .chunk_c = "chunk_avx512.h"
#define X86_64_V4_CFLAGS "-march=x86-64-v4", "-mtune=skylake-avx512", "-mprefer-vector-width=512"

// v3 + AVX-512 F/BW/CD/DQ/VL: 16-float vectors, 32 registers, masks. The
// packed GEMM packs A one panel at a time and keeps f32 partial sums in C
// (12 x 32 from 32 zmm registers: 24 accumulators, configure.c); B[K,N] streams up to M = 32
// (8 rows of B per step and 32 registers beat packing there); the loops the
// compiler vectorises itself use 512-bit vectors, which GCC and Clang
// otherwise avoid on Intel tunings.
static const cg_target target_x86_64_v4 = {
    .name = "x86-64-v4",
    .level = 2,
    X86_64_V4_SHAPE,
    .cflags = {X86_64_V4_CFLAGS},
};

// v4 + AVX512_BF16 and AVX512_VNNI (Zen 4 and 5, Cooper Lake, Sapphire
// Rapids: every CPU with the first has the second): a matmul
// whose A and B are both bf16 packs them as pairs of consecutive-K values
// and multiplies with vdpbf16ps, two products per f32 lane and instruction
// (x86_avx512bf16.h, emit_packed.c), and a quantized matmul multiplies int8 blocks
// with vpdpbusd (quant.h); every other kernel is v4's C text but for the
// isa= of its config line (the same tiles, caches and flags plus
// -mavx512bf16 -mavx512vnni). --target-cpu=x86-64-v4
// forces the FMA path on such a CPU.
static const cg_target target_x86_64_v4_bf16 = {
    .name = "x86-64-v4-bf16",
    .level = 3,
    X86_64_V4_SHAPE, // kernel_c + x86_avx512bf16.h where used (CG_KC_BF16)
    .bf16_dot = true,
    .int8_dot = true,
    .cflags = {X86_64_V4_CFLAGS, "-mavx512bf16", "-mavx512vnni"},
};

// v4-bf16 + AMX-TILE, AMX-INT8 and AMX-BF16 (Sapphire Rapids and later
// Xeons): bf16 x bf16 matmuls multiply tiles (emit_amx.c, amx.h), and a
// quantized matmul's int8-option prefill multiplies bf16 tiles of 16 x 32
// by 32 x 16 with one instruction (quant.h, fkq_amx_qmm). A decode's
// W[N,K] is read 8 rows at a time also where its one row of A would allow
// one W row at a time: measured on a Sapphire Rapids VM, where a 4 KiB row is a
// page's stream for the prefetchers to start again
// (bench/results/kernel_choices.md#stream-w-row-groups). Every other kernel
// is v4-bf16's C text but for the isa=.
// Running its kernels needs the OS's permission for the tile state, which
// the level's detection asks for (src/base/cpu.c).
static const cg_target target_x86_64_v4_amx = {
    .name = "x86-64-v4-amx",
    .level = 4,
    X86_64_V4_SHAPE,
    .bf16_dot = true,
    .int8_dot = true,
    .amx = true,
    .stream_w_row_groups = true,
    .cflags = {X86_64_V4_CFLAGS, "-mavx512bf16", "-mavx512vnni", "-mamx-tile", "-mamx-int8",
               "-mamx-bf16"},
};

static const cg_target *const targets[] = {&target_x86_64_v4_amx, &target_x86_64_v4_bf16,
                                           &target_x86_64_v4, &target_x86_64_v3, &target_x86_64};

// The host's best target: the highest level it runs (src/base/cpu.c).
static const cg_target *host_target(void) {
  int level = cpu_x86_level();
  for (size_t i = 0; i < FACET_ARRAY_SIZE(targets); i++)
    if (targets[i]->level == level) return targets[i];
  return &target_x86_64;
}

// One size: digits with an optional K, M or G (binary units), 1 KiB to
// 1 GiB; *end set past it.
static bool cg_parse_size(const char *s, const char **end, int *out) {
  char *e;
  if (*s < '0' || *s > '9') return false;
  unsigned long long n = strtoull(s, &e, 10);
  int shift = *e == 'K' ? 10 : *e == 'M' ? 20 : *e == 'G' ? 30 : 0;
  if (shift) e++;
  if (n > (1ull << 30) || (n << shift) < 1024 || (n << shift) > (1ull << 30)) return false;
  *out = (int)(n << shift);
  *end = e;
  return true;
}

bool cg_parse_cache_sizes(const char *s, int out[3]) {
  if (!s) return false;
  for (int i = 0; i < 3; i++) {
    if (!cg_parse_size(s, &s, &out[i])) return false;
    if (*s != (i < 2 ? ',' : '\0')) return false;
    s += i < 2;
  }
  return true;
}

// The logical CPUs in a sysfs cpu list ("0-3,8,10-11"); 0 if malformed.
static int cg_count_cpus(const char *s) {
  int n = 0;
  while (*s && *s != '\n') {
    char *e;
    long a = strtol(s, &e, 10), b = a;
    if (e == s) return 0;
    if (*e == '-') {
      s = e + 1;
      b = strtol(s, &e, 10);
      if (e == s || b < a) return 0;
    }
    n += (int)(b - a + 1);
    s = *e == ',' ? e + 1 : e;
  }
  return n;
}

// The first line of a sysfs file, without its newline; false if unreadable.
static bool cg_read_line(const char *dir, const char *file, char *buf, int size) {
  char path[256];
  snprintf(path, sizeof path, "%s/%s", dir, file);
  FILE *f = fopen(path, "r");
  if (!f) return false;
  bool ok = fgets(buf, size, f) != NULL;
  fclose(f);
  buf[strcspn(buf, "\n")] = 0;
  return ok;
}

// L1d, L2 and L3 (divided among the logical CPUs sharing it) of cpu0 from
// sysfs; false unless all three were read.
static bool cg_host_caches_sysfs(int out[3]) {
  int got = 0;
  for (int i = 0; i < 16; i++) {
    char dir[128], level[16], type[32], size[32], shared[256];
    snprintf(dir, sizeof dir, "/sys/devices/system/cpu/cpu0/cache/index%d", i);
    if (!cg_read_line(dir, "level", level, sizeof level)) continue;
    if (!cg_read_line(dir, "type", type, sizeof type) || !strcmp(type, "Instruction")) continue;
    int lv = atoi(level), bytes, cpus = 1;
    const char *end;
    if (lv < 1 || lv > 3 || !cg_read_line(dir, "size", size, sizeof size)) continue;
    if (!cg_parse_size(size, &end, &bytes) || *end) continue;
    if (lv == 3 && cg_read_line(dir, "shared_cpu_list", shared, sizeof shared))
      cpus = cg_count_cpus(shared);
    if (cpus < 1) cpus = 1;
    out[lv - 1] = bytes / cpus;
    got |= 1 << (lv - 1);
  }
  return got == 7;
}

// The same from CPUID's deterministic cache parameters: leaf 4 (Intel) or
// 0x8000001D (AMD with TOPOEXT); the L3 divided among the logical CPUs the
// leaf says share it.
static bool cg_host_caches_cpuid(int out[3]) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  unsigned a, b, c, d, leaf = 4;
  if (__get_cpuid(0x80000001, &a, &b, &c, &d) && (c & (1u << 22)) &&
      __get_cpuid_max(0x80000000, NULL) >= 0x8000001D)
    leaf = 0x8000001D;
  else if (__get_cpuid_max(0, NULL) < 4) return false;
  int got = 0;
  for (unsigned i = 0; i < 16; i++) {
    __cpuid_count(leaf, i, a, b, c, d);
    unsigned type = a & 31, level = (a >> 5) & 7;
    if (type == 0) break;
    if (type == 2 || level < 1 || level > 3) continue; // instruction caches
    uint64_t bytes =
        (uint64_t)((b >> 22) + 1) * (((b >> 12) & 1023) + 1) * ((b & 4095) + 1) * ((uint64_t)c + 1);
    if (level == 3) bytes /= ((a >> 14) & 4095) + 1;
    if (bytes < 1024 || bytes > (1u << 30)) continue;
    out[level - 1] = (int)bytes;
    got |= 1 << (level - 1);
  }
  return got == 7;
#else
  (void)out;
  return false;
#endif
}

// The host's cache description; keeps t's assumed sizes when none is read.
static void cg_host_caches(cg_target *t) {
  int s[3];
  const char *env = getenv("FACET_CACHE_SIZES");
  if (env && *env) {
    if (!cg_parse_cache_sizes(env, s)) {
      t->cache_source = "assumed (FACET_CACHE_SIZES malformed, ignored)";
      return;
    }
    t->cache_source = "FACET_CACHE_SIZES";
  } else if (cg_host_caches_sysfs(s)) {
    t->cache_source = "sysfs";
  } else if (cg_host_caches_cpuid(s)) {
    t->cache_source = "cpuid";
  } else {
    t->cache_source = "assumed (host caches unreadable)";
    return;
  }
  t->l1_bytes = s[0], t->l2_bytes = s[1], t->l3_bytes = s[2];
}

bool cg_target_parse(const char *name, cg_target *out) {
  if (!name) return false;
  if (strcmp(name, "host") == 0) {
    *out = *host_target();
    cg_host_caches(out);
    out->fma512_per_cycle = cpu_fma512_per_cycle();
    out->bf16_dot = out->bf16_dot && cpu_bf16_dot_fast();
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
