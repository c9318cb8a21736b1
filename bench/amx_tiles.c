// amx_tiles.c: what the AMX quantized prefill's design rests on
// (bench/results/kernel_choices.md#quant-amx), on one core, data in L1/L2:
//   int8   one block's tile multiply (16 x 16 x 32 int8) and its C tile
//          stored, two blocks in flight: ns per block
//   scale  the vector work of scaling one block's 16 x 16 sums: ns per block
//   both   the two in one loop, as int8 tiles with per-block scales need
//   bf16   2 x 2 bf16 tiles accumulating over K (4 tdpbf16ps a step): ns per
//          product of 8192 multiply-adds
// Not a test. Linux only (asks for the tile state as src/base/cpu.c does).
//   cc -O2 -march=x86-64-v4 bench/amx_tiles.c -o amx_tiles && ./amx_tiles
#define _GNU_SOURCE
#include <immintrin.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#define TLOAD(t, p, s)                                                                             \
  __asm__ volatile("tileloadd (%0,%1,1), %%tmm" #t ::"r"(p), "r"((int64_t)(s)) : "memory")
#define TSTORE(t, p)                                                                               \
  __asm__ volatile("tilestored %%tmm" #t ", (%0,%1,1)" ::"r"(p), "r"((int64_t)64) : "memory")
#define TZERO(t) __asm__ volatile("tilezero %%tmm" #t ::: "memory")
#define TDPB(c, a, b) __asm__ volatile("tdpbssd %%tmm" #b ", %%tmm" #a ", %%tmm" #c ::: "memory")
#define TDPBF(c, a, b) __asm__ volatile("tdpbf16ps %%tmm" #b ", %%tmm" #a ", %%tmm" #c ::: "memory")

enum { G = 128, ITERS = 20000 };

typedef struct tilecfg {
  uint8_t palette, start_row, reserved[14];
  uint16_t colsb[16];
  uint8_t rows[16];
} tilecfg;

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

// int8 tiles: 0-1 C, 2-3 A (16 x 32 bytes), 4-5 B (8 x 64); bf16: all 16 x 64.
static void config(int bf16) {
  tilecfg c;
  memset(&c, 0, sizeof c);
  c.palette = 1;
  for (int t = 0; t < 8; t++) {
    c.rows[t] = !bf16 && (t == 4 || t == 5) ? 8 : 16;
    c.colsb[t] = !bf16 && (t == 2 || t == 3) ? 32 : 64;
  }
  __asm__ volatile("ldtilecfg %0" ::"m"(c) : "memory");
}

static void scale(const int32_t *dot, const float *sa, const float *dw, __m512 acc[16]) {
  __m512 v = _mm512_load_ps(sa);
  for (int j = 0; j < 16; j++) {
    __m512 p = _mm512_mul_ps(_mm512_cvtepi32_ps(_mm512_load_si512(dot + 16 * j)), v);
    acc[j] = _mm512_fmadd_ps(p, _mm512_set1_ps(dw[j * G]), acc[j]);
  }
}

int main(void) {
  if (syscall(SYS_arch_prctl, 0x1023, 18)) {
    fprintf(stderr, "amx_tiles: the OS refuses the tile state\n");
    return 1;
  }
  uint8_t *w = aligned_alloc(64, G * 2048), *b = aligned_alloc(64, G * 2048);
  float *sa = aligned_alloc(64, G * 64), *dw = aligned_alloc(64, 16 * G * 4);
  memset(w, 1, G * 2048), memset(b, 1, G * 2048);
  for (int i = 0; i < 16 * G; i++) sa[i] = dw[i] = 1;
  static int32_t dots[2][256] __attribute__((aligned(64)));
  const char *names[] = {"int8", "scale", "both", "bf16"};
  for (int mode = 0; mode < 4; mode++) {
    __m512 acc[16];
    for (int j = 0; j < 16; j++) acc[j] = _mm512_setzero_ps();
    config(mode == 3);
    double t0 = now();
    for (int it = 0; it < ITERS; it++) {
      if (mode == 3) {
        TZERO(0);
        TZERO(1);
        TZERO(2);
        TZERO(3);
        for (int s = 0; s < G / 2; s++) {
          TLOAD(4, w + s * 1024, 64);
          TLOAD(5, w + s * 1024 + 512, 64);
          TLOAD(6, b + s * 1024, 64);
          TLOAD(7, b + s * 1024 + 512, 64);
          TDPBF(0, 4, 6);
          TDPBF(1, 4, 7);
          TDPBF(2, 5, 6);
          TDPBF(3, 5, 7);
        }
        TSTORE(0, dots[0]);
        continue;
      }
      for (int k = 0; k < G; k += 2) {
        if (mode != 1) {
          TLOAD(2, w + k * 512, 32);
          TLOAD(4, b + k * 512, 64);
          TZERO(0);
          TDPB(0, 2, 4);
          TSTORE(0, dots[0]);
        }
        if (mode != 0) scale(dots[0], sa + k * 16, dw + k, acc);
        if (mode != 1) {
          TLOAD(3, w + (k + 1) * 512, 32);
          TLOAD(5, b + (k + 1) * 512, 64);
          TZERO(1);
          TDPB(1, 3, 5);
          TSTORE(1, dots[1]);
        }
        if (mode != 0) scale(dots[1], sa + k * 16 + 16, dw + k + 1, acc);
      }
    }
    double s = now() - t0, per = mode == 3 ? (double)ITERS * G / 2 * 4 : (double)ITERS * G;
    float f[16];
    _mm512_storeu_ps(f, acc[3]);
    printf("%-5s %6.1f ns per %s, %6.0f GMAC/s (%g)\n", names[mode], s / per * 1e9,
           mode == 3 ? "product" : "block", per * 8192 / s / 1e9, (double)f[0]);
  }
  __asm__ volatile("tilerelease" ::: "memory");
  return 0;
}
