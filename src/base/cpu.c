// cpu.c: which x86-64 level this CPU (and OS) runs, for the compiler's
// `--target-cpu=host` and the runtime's check of a module's target.
#include "base.h"

#include <stdlib.h>
#include <string.h>
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>
#endif
#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
#endif

// Linux hands out the tile registers' 8 KiB of state per process, on
// request (arch_prctl ARCH_REQ_XCOMP_PERM for XFEATURE_XTILEDATA): a process
// that has not asked gets SIGILL at its first tile instruction. Asking is
// idempotent and cheap; every process that detects the level asks, so the
// loader's check of a module's level (src/runtime/loader.c) is also what
// grants its kernels the tiles. Other systems: no AMX.
static bool amx_permitted(void) {
#if defined(__linux__) && defined(SYS_arch_prctl)
  enum { ARCH_REQ_XCOMP_PERM = 0x1023, XFEATURE_XTILEDATA = 18 };
  return syscall(SYS_arch_prctl, ARCH_REQ_XCOMP_PERM, XFEATURE_XTILEDATA) == 0;
#else
  return false;
#endif
}

static const char *const level_names[CPU_X86_LEVELS] = {"x86-64", "x86-64-v3", "x86-64-v4",
                                                        "x86-64-v4-bf16", "x86-64-v4-amx"};

// From CPUID directly (clang's __builtin_cpu_supports does not know
// "f16c"), with the OS checks that the vector state is saved: XCR0 bits 1-2
// (XMM, YMM) for v3, and 5-7 (opmask, upper ZMM, ZMM16-31) for v4.
// x86-64-v3 also implies BMI1/2, LZCNT and MOVBE, which every CPU with
// AVX2, FMA and F16C has. x86-64-v4 is AVX-512 F, BW, CD, DQ and VL (what
// -march=x86-64-v4 lets the C compiler use). x86-64-v4-bf16 adds
// AVX512_BF16 (leaf 7 subleaf 1, EAX bit 5) and AVX512_VNNI (leaf 7 ECX bit
// 11), which use no further register state. x86-64-v4-amx adds AMX-BF16,
// AMX-TILE and AMX-INT8 (leaf 7 EDX bits 22, 24, 25), the OS saving the
// tile state (XCR0 bits 17-18) and, on Linux, this process's permission to
// use it (amx_permitted).
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
  bool vnni = c & (1u << 11), amx = (d & (0xbu << 22)) == (0xbu << 22);
  if (!(vnni && __get_cpuid_count(7, 1, &a, &b, &c, &d) && (a & (1u << 5)))) return 2;
  if (amx && (xcr0_lo & (3u << 17)) == (3u << 17) && amx_permitted()) return 4;
  return 3;
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

// 512-bit FMAs a cycle. AVX-512 cores come two ways: Sapphire Rapids and Zen
// 5 (desktop and server) retire two full-width FMAs a cycle; Zen 4 splits
// each into two 256-bit halves, and Ice Lake client cores have one 512-bit
// unit, so they retire one. CPUID does not say which, so a probe times
// independent FMA chains on ymm and on zmm registers, interleaved, best of
// several: a full-rate core does twice the flops on zmm, a half-rate one
// about the same. The same probe times vdpbf16ps (AVX512_BF16: two products
// a lane): half the FMA's flops on a Sapphire Rapids class Xeon, where Zen
// 4 ran bf16 GEMMs with it at twice its f32 speed. About 2 ms, once a process, only when compiling
// for "host". $FACET_AVX512_FMA=1|2 and $FACET_BF16_DOT=0|1 set the answers (tests, cross-builds).
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <time.h>

enum { PROBE_ITERS = 8192, PROBE_RUNS = 16 };

static double probe_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

// A probe: PROBE_ITERS steps of 12 independent chains (more than 2 units x 4
// cycles of latency in flight) of one instruction on zeroed registers, in
// assembly (the assembler's .irp repeats a line), so that no compiler or
// option (-O1 under ASan spilled the chains of an intrinsics version)
// changes what is timed.
#define PROBE_START                                                                                \
  ".irp i,0,1,2,3,4,5,6,7,8,9,10,11,12\n\tvpxor %%xmm\\i, %%xmm\\i, %%xmm\\i\n\t.endr\n1:\n\t"
#define PROBE_STEPS ".irp i,0,1,2,3,4,5,6,7,8,9,10,11\n\t"
#define PROBE_END "\n\t.endr\n\tdec %0\n\tjnz 1b\n\tvzeroupper"
#define PROBE_CLOBBERS                                                                             \
  "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "xmm8", "xmm9", "xmm10",         \
      "xmm11", "xmm12", "cc"

typedef enum { PROBE_FMA_YMM, PROBE_FMA_ZMM, PROBE_DOT_BF16 } probe_kind;

// The seconds of one run.
static double probe_run(probe_kind k) {
  long n = PROBE_ITERS;
  double t0 = probe_now();
  if (k == PROBE_FMA_YMM)
    __asm__ volatile(PROBE_START PROBE_STEPS "vfmadd231ps %%ymm12, %%ymm12, %%ymm\\i" PROBE_END
                     : "+r"(n)::PROBE_CLOBBERS);
  else if (k == PROBE_FMA_ZMM)
    __asm__ volatile(PROBE_START PROBE_STEPS "vfmadd231ps %%zmm12, %%zmm12, %%zmm\\i" PROBE_END
                     : "+r"(n)::PROBE_CLOBBERS);
  else
    __asm__ volatile(PROBE_START PROBE_STEPS "vdpbf16ps %%zmm12, %%zmm12, %%zmm\\i" PROBE_END
                     : "+r"(n)::PROBE_CLOBBERS);
  return probe_now() - t0;
}

// The best run of each kind, interleaved.
typedef struct probe_times {
  double fma_ymm, fma_zmm, dot_bf16;
} probe_times;

static probe_times probe_vector_unit(bool bf16) {
  // Intel cores lower their clock for 512-bit work after a few
  // microseconds: time zmm at that clock, as the kernels run.
  for (int r = 0; r < PROBE_RUNS; r++) probe_run(PROBE_FMA_ZMM);
  probe_times best = {1e9, 1e9, 1e9};
  for (int r = 0; r < PROBE_RUNS; r++) {
    double a = probe_run(PROBE_FMA_YMM), b = probe_run(PROBE_FMA_ZMM);
    double c = bf16 ? probe_run(PROBE_DOT_BF16) : 1e9;
    best.fma_ymm = a < best.fma_ymm ? a : best.fma_ymm;
    best.fma_zmm = b < best.fma_zmm ? b : best.fma_zmm;
    best.dot_bf16 = c < best.dot_bf16 ? c : best.dot_bf16;
  }
  return best;
}

static const probe_times *vector_unit(void) {
  static probe_times times;
  static bool done;
  if (!done) times = probe_vector_unit(cpu_x86_level() >= 3), done = true;
  return &times;
}
#endif

// The digit lo..hi an environment variable holds, else -1 (unset or
// anything else: the probe decides).
static int env_digit(const char *name, int lo, int hi) {
  const char *v = getenv(name);
  if (!v || v[0] < '0' + lo || v[0] > '0' + hi || v[1]) return -1;
  return v[0] - '0';
}

int cpu_fma512_per_cycle(void) {
  if (cpu_x86_level() < 2) return 0;
  int env = env_digit("FACET_AVX512_FMA", 1, 2);
  if (env >= 0) return env;
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  // zmm does twice ymm's flops an instruction: full rate when one takes
  // about as long on both (measured 1.5-2.0 on a Sapphire Rapids class Xeon,
  // whose zmm clock is lower; about 1 where halved).
  const probe_times *t = vector_unit();
  return 2 * t->fma_ymm / t->fma_zmm >= 1.4 ? 2 : 1;
#else
  return 1;
#endif
}

bool cpu_bf16_dot_fast(void) {
  if (cpu_x86_level() < 3) return false;
  int env = env_digit("FACET_BF16_DOT", 0, 1);
  if (env >= 0) return env == 1;
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  // vdpbf16ps does twice a zmm FMA's flops: worth it when it takes less
  // than 1.5 FMA's time (that Xeon: 4).
  const probe_times *t = vector_unit();
  return t->dot_bf16 < 1.5 * t->fma_zmm;
#else
  return true;
#endif
}
