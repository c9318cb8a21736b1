// quant_inputs.h: the rows test_quant.c quantizes, shared with
// quant_golden.c (which computed ggml's blocks for them): the same floats
// on every machine, because they come from integers by exact float
// operations only (no libm: its logf or cosf may differ by a bit between
// libcs, and a quantizer's choices are sensitive to the last bit).
#ifndef FACET_TEST_QUANT_INPUTS_H
#define FACET_TEST_QUANT_INPUTS_H

#include <stdint.h>
#include <string.h>

enum {
  QI_KINDS = 8,    // row families, below
  QI_ROWS = 4,     // rows of each family
  QI_ELEMS = 1024, // weights per row: 32 q4_0 blocks, 4 q4_K blocks
};

static inline uint64_t qi_next(uint64_t *s) { // splitmix64
  uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

// 2^e, exactly, for e in [-126, 127].
static inline float qi_pow2(int e) {
  uint32_t bits = (uint32_t)(e + 127) << 23;
  float f;
  memcpy(&f, &bits, sizeof f);
  return f;
}

// A bell-shaped integer in [-2^17, 2^17] (the sum of four uniforms).
static inline int32_t qi_bell(uint64_t *s) {
  int32_t v = 0;
  for (int i = 0; i < 4; i++) v += (int32_t)(qi_next(s) & 0xffff);
  return v - 2 * 0x10000;
}

// Row `row` of family `kind`: 0 bell-shaped, 1 uniform, 2 sparse (3/4
// zeros), 3 bell-shaped with rare outliers 32x larger, 4 all positive
// with an offset, 5 all negative, 6 small integers times a power of two
// (values that blocks can hold exactly), 7 bell-shaped around 2^-20 to
// 2^-26 (where f16 scales lose bits or underflow). The scale varies by row.
static inline void qi_row(int kind, int row, float *x) {
  uint64_t s = 0x5eed0000ull + (uint64_t)kind * 977 + (uint64_t)row;
  const float unit = qi_pow2(-17); // a bell integer times this is in [-1, 1]
  const float scale = kind == 7 ? qi_pow2(-20 - 2 * row) : qi_pow2(4 * row - 8);
  for (int i = 0; i < QI_ELEMS; i++) {
    const uint64_t r = qi_next(&s);
    float v = (float)qi_bell(&s) * unit;
    switch (kind) {
    case 1: v = (float)(int32_t)(r & 0x1ffff) * unit - 0.5f; break;
    case 2: v = (r & 3) ? 0.0f : v; break;
    case 3: v = (r % 61 == 0) ? v * 32 : v; break;
    case 4: v = (v < 0 ? -v : v) + 0.75f; break;
    case 5: v = v < 0 ? v : -v; break;
    case 6: v = (float)((int)(r % 17) - 8); break;
    default: break;
    }
    x[i] = v * scale;
  }
}

// Edge rows of 256 weights: 0 all zeros, 1 one large value among zeros,
// 2 constant 0.75, 3 constant -3, 4 the largest magnitude twice with both
// signs (q4_0 must clamp the second), 5 large values beside tiny ones.
enum { QI_EDGES = 6, QI_EDGE_ELEMS = 256 };

static inline void qi_edge_row(int e, float *x) {
  for (int i = 0; i < QI_EDGE_ELEMS; i++) {
    switch (e) {
    case 0: x[i] = 0.0f; break;
    case 1: x[i] = i == 37 ? 1000.0f : 0.0f; break;
    case 2: x[i] = 0.75f; break;
    case 3: x[i] = -3.0f; break;
    case 4: x[i] = i % 32 == 0 ? -4.0f : i % 32 == 1 ? 4.0f : (float)(i % 7) * 0.25f; break;
    default: x[i] = i % 16 == 5 ? 100.0f + (float)i : qi_pow2(-30) * (float)(i % 5); break;
    }
  }
}

// The types, in the order of quant_golden.h's tables, with the offsets of
// their f16 fields in a block.
static const struct {
  uint32_t ggml_type, f16_fields[2], n_f16;
} qi_types[5] = {{2, {0}, 1}, {3, {0, 2}, 2}, {8, {0}, 1}, {12, {0, 2}, 2}, {14, {208}, 1}};

// Random blocks whose f16 fields are finite and below 2 in magnitude
// (exponent bit 14 cleared), so that dequantizing them gives no NaN,
// whose payload two conversions may keep differently.
static inline void qi_blocks(int t, uint32_t block_bytes, size_t nblocks, uint8_t *b) {
  uint64_t s = 0xb10c0000ull + (uint64_t)t;
  for (size_t i = 0; i < nblocks * block_bytes; i++) b[i] = (uint8_t)qi_next(&s);
  for (size_t i = 0; i < nblocks; i++)
    for (uint32_t f = 0; f < qi_types[t].n_f16; f++)
      b[i * block_bytes + qi_types[t].f16_fields[f] + 1] &= 0xbf;
}

#endif
