// test_quant.c: ggml's block-quantized types (src/base/quant.c).
//
// The table (ids, names, geometry); each dequantizer on blocks built here
// by hand, with values worked out from ggml's layout (negative scales,
// q4_K's 6-bit scale and min packing for sub-blocks 0-3 and 4-7, q6_K's
// ql / qh split); each quantizer on hand-computed blocks (zeros, one large
// value, constants, q4_0's clamp), on exactly representable blocks (which
// must come back bit for bit), against the error bounds ggml's 32-weight
// quantizers guarantee; and everything against ggml's own output for the
// rows of quant_inputs.h (quant_golden.h, made by quant_golden.c from
// ggml's quantize_row_*_ref and dequantize_row_*).
#include "base/base.h"
#include "check.h"
#include "quant_inputs.h"

#include "quant_golden.h" // after quant_inputs.h, whose sizes it uses

#include <math.h>

static const quant_info *info(quant_type t) {
  const quant_info *q = quant_find(t);
  FACET_CHECK(q);
  return q;
}

static void put_f16(uint8_t *p, float v) {
  uint16_t h = f32_to_f16(v);
  p[0] = (uint8_t)h;
  p[1] = (uint8_t)(h >> 8);
}

static float get_f16(const uint8_t *p) { return f16_to_f32((uint16_t)(p[0] | p[1] << 8)); }

// Checks y[i] == want[i] exactly (the hand-built blocks hold values that
// every step computes exactly); reports the first difference.
static void check_values(const char *what, const float *y, const double *want, int n) {
  for (int i = 0; i < n; i++) {
    if ((double)y[i] != want[i]) {
      fprintf(stderr, "%s: weight %d is %.9g, expected %.9g\n", what, i, y[i], want[i]);
      check_failures++;
      return;
    }
  }
}

static void check_bytes(const char *what, const uint8_t *got, const uint8_t *want, size_t n) {
  for (size_t i = 0; i < n; i++) {
    if (got[i] != want[i]) {
      fprintf(stderr, "%s: byte %zu is 0x%02x, expected 0x%02x\n", what, i, got[i], want[i]);
      check_failures++;
      return;
    }
  }
}

static void check_table(void) {
  static const struct {
    uint64_t id;
    const char *name;
    uint32_t elems, bytes;
  } want[] = {{2, "q4_0", 32, 18},
              {3, "q4_1", 32, 20},
              {8, "q8_0", 32, 34},
              {12, "q4_K", 256, 144},
              {14, "q6_K", 256, 210}};
  for (size_t i = 0; i < FACET_ARRAY_SIZE(want); i++) {
    const quant_info *q = quant_find(want[i].id);
    CHECK(q != NULL);
    if (!q) continue;
    CHECK_EQ_INT(want[i].id, q->type);
    CHECK_EQ_STR(want[i].name, q->name);
    CHECK_EQ_INT(want[i].elems, q->block_elems);
    CHECK_EQ_INT(want[i].bytes, q->block_bytes);
  }
  // F32, F16, the removed Q4_2 / Q4_3, Q5_0, Q8_1, Q5_K, I8, ids past the end
  static const uint64_t others[] = {0, 1, 4, 5, 6, 9, 13, 24, 43, 1000, UINT64_MAX};
  for (size_t i = 0; i < FACET_ARRAY_SIZE(others); i++) CHECK(quant_find(others[i]) == NULL);
  uint64_t bytes = 0;
  CHECK(quant_bytes(info(QUANT_Q4_K), 4096, &bytes));
  CHECK_EQ_INT(16 * 144, bytes);
  CHECK(quant_bytes(info(QUANT_Q8_0), 0, &bytes) && bytes == 0);
  CHECK(!quant_bytes(info(QUANT_Q4_0), 48, &bytes));
  CHECK(!quant_bytes(info(QUANT_Q8_0), UINT64_MAX / 32 * 32, &bytes)); // 34 bytes per 32 overflow
}

//
// Dequantizers on hand-built blocks
//

// d = -0.5 (f16 0xb800); byte j = j | (15 - j) << 4: weight j (low
// nibble) is (j - 8) * -0.5, weight j + 16 (high) is (7 - j) * -0.5.
static void check_q4_0_block(void) {
  uint8_t b[18] = {0x00, 0xb8};
  for (int j = 0; j < 16; j++) b[2 + j] = (uint8_t)(j | (15 - j) << 4);
  double want[32];
  for (int j = 0; j < 16; j++) {
    want[j] = (j - 8) * -0.5;
    want[j + 16] = (7 - j) * -0.5;
  }
  CHECK(want[0] == 4.0 && want[16] == -3.5 && want[31] == 4.0);
  float y[32];
  info(QUANT_Q4_0)->dequantize(b, y, 32);
  check_values("q4_0 block", y, want, 32);
}

// d = 0.25 (0x3400), m = -1.5 (0xbe00); low nibble of byte j = j, high
// nibble = 3j mod 16.
static void check_q4_1_block(void) {
  uint8_t b[20] = {0x00, 0x34, 0x00, 0xbe};
  for (int j = 0; j < 16; j++) b[4 + j] = (uint8_t)(j | ((3 * j) & 15) << 4);
  double want[32];
  for (int j = 0; j < 16; j++) {
    want[j] = j * 0.25 - 1.5;
    want[j + 16] = ((3 * j) & 15) * 0.25 - 1.5;
  }
  float y[32];
  info(QUANT_Q4_1)->dequantize(b, y, 32);
  check_values("q4_1 block", y, want, 32);
}

// d = -0.125 (0xb000), signed bytes -128, -120, ..., 120, then 127.
static void check_q8_0_block(void) {
  uint8_t b[34] = {0x00, 0xb0};
  double want[32];
  for (int j = 0; j < 32; j++) {
    int q = j == 31 ? 127 : j * 8 - 128;
    b[2 + j] = (uint8_t)(int8_t)q;
    want[j] = q * -0.125;
  }
  CHECK(want[0] == 16.0 && want[31] == -15.875);
  float y[32];
  info(QUANT_Q8_0)->dequantize(b, y, 32);
  check_values("q8_0 block", y, want, 32);
}

// d = 0.5, dmin = 0.25, sub-block scales {1, 2, 3, 63, 17, 33, 48, 62}
// and mins {0, 5, 63, 9, 16, 31, 47, 60}, packed by hand as ggml's
// get_scale_min_k4 reads them: bytes 0-3 = scale j | (scale j+4 >> 4) << 6,
// 4-7 = min j | (min j+4 >> 4) << 6, 8-11 = scale j+4 & 15 | (min j+4 & 15)
// << 4. Weight w has q = (7w + 3) mod 16, in byte 32 (w / 64) + w mod 32,
// the high nibble when w mod 64 >= 32.
static void check_q4_K_block(void) {
  static const int sc[8] = {1, 2, 3, 63, 17, 33, 48, 62}, m[8] = {0, 5, 63, 9, 16, 31, 47, 60};
  uint8_t b[144] = {0x00, 0x38, 0x00, 0x34, 0x41, 0x82, 0xc3, 0xff,
                    0x40, 0x45, 0xbf, 0xc9, 0x01, 0xf1, 0xf0, 0xce};
  double want[256];
  for (int w = 0; w < 256; w++) {
    int q = (7 * w + 3) % 16, s = w / 32;
    b[16 + 32 * (w / 64) + w % 32] |= (uint8_t)(q << (w % 64 >= 32 ? 4 : 0));
    want[w] = 0.5 * sc[s] * q - 0.25 * m[s];
  }
  // sub-block 4's min is 16: low nibble 0 (byte 8's high nibble), high
  // bits 01 (byte 4's top two) shifted to bits 4-5. sharktank's Q4_K
  // template ORs the high bits in unshifted (min 1): weight 128 would be 25.25
  CHECK(want[128] == 21.5 && want[255] == 357.0 && want[32] == 1.75);
  float y[256];
  info(QUANT_Q4_K)->dequantize(b, y, 256);
  check_values("q4_K block", y, want, 256);
}

// Sets weight w's 6-bit q in a q6_K block, one weight at a time (the
// layout as docs/quantization.md states it, not as the loops walk it).
static void q6_K_set(uint8_t *b, int w, int q) {
  int h = w / 128, k = w % 128 / 32, l = w % 32;
  b[64 * h + l + 32 * (k & 1)] |= (uint8_t)((q & 15) << (k >= 2 ? 4 : 0));
  b[128 + 32 * h + l] |= (uint8_t)((q >> 4) << (2 * k));
}

// d = 0.5, signed sub-block scales including 127 and -128; weight w has
// q = (5w + 1) mod 64. Then one weight alone, bytes written out by hand.
static void check_q6_K_block(void) {
  static const int8_t sc[16] = {1, -1, 2, -2, 127, -128, 3, -3, 5, -5, 7, -7, 11, -13, 17, -19};
  uint8_t b[210] = {0};
  memcpy(b + 192, sc, 16);
  put_f16(b + 208, 0.5f);
  double want[256];
  for (int w = 0; w < 256; w++) {
    int q = (5 * w + 1) % 64;
    q6_K_set(b, w, q);
    want[w] = 0.5 * sc[w / 16] * (q - 32);
  }
  CHECK(want[0] == -15.5 && want[200] == 49.5);
  float y[256];
  info(QUANT_Q6_K)->dequantize(b, y, 256);
  check_values("q6_K block", y, want, 256);

  // weight 100 = 128 * 0 + 32 * 3 + 4 alone with q = 0b110101: low bits
  // 0101 in the high nibble of ql[32 + 4], high bits 11 in bits 6-7 of
  // qh[4], scale 6 (3); every other weight has q = 0: d * scale * -32.
  memset(b, 0, 208);
  memcpy(b + 192, sc, 16);
  b[36] = 0x50;
  b[128 + 4] = 0xc0;
  for (int w = 0; w < 256; w++) want[w] = w == 100 ? 31.5 : 0.5 * sc[w / 16] * -32;
  info(QUANT_Q6_K)->dequantize(b, y, 256);
  check_values("q6_K single weight", y, want, 256);
}

//
// Quantizers: hand-computed blocks
//

// Quantizes x (n weights) as t and compares the blocks with want.
static void check_quantize(const char *what, quant_type t, const float *x, int n,
                           const uint8_t *want) {
  const quant_info *q = info(t);
  uint8_t got[8 * 210];
  memset(got, 0xa5, sizeof got); // every byte must be written
  q->quantize_ref(x, got, n);
  check_bytes(what, got, want, (size_t)n / q->block_elems * q->block_bytes);
}

static void check_quantize_by_hand(void) {
  float zeros[256] = {0}, x[256] = {0};
  uint8_t want[210];
  // zeros: q4_0 is d = 0 / -8 = -0 (f16 0x8000) with every q = 8 (x * 0 +
  // 8.5 truncated); the others all zero bytes
  memset(want, 0x88, sizeof want);
  want[0] = 0x00, want[1] = 0x80;
  check_quantize("q4_0 zeros", QUANT_Q4_0, zeros, 32, want);
  memset(want, 0, sizeof want);
  check_quantize("q4_1 zeros", QUANT_Q4_1, zeros, 32, want);
  check_quantize("q8_0 zeros", QUANT_Q8_0, zeros, 32, want);
  check_quantize("q4_K zeros", QUANT_Q4_K, zeros, 256, want);
  check_quantize("q6_K zeros", QUANT_Q6_K, zeros, 256, want);

  // one large value, 1000 at weight 5: q4_0 d = 1000 / -8 = -125 (f16
  // 0xd7d0), q = 0 there and 8 elsewhere; q8_0 d = 1000 / 127, f16
  // 7.875 (0x47e0), q = 127 there, 0 elsewhere
  x[5] = 1000;
  memset(want, 0x88, sizeof want);
  want[0] = 0xd0, want[1] = 0xd7, want[2 + 5] = 0x80;
  check_quantize("q4_0 one value", QUANT_Q4_0, x, 32, want);
  memset(want, 0, sizeof want);
  want[0] = 0xe0, want[1] = 0x47, want[2 + 5] = 0x7f;
  check_quantize("q8_0 one value", QUANT_Q8_0, x, 32, want);

  // the largest magnitude twice: -4 first (so d = -4 / -8 = 0.5, q = 0),
  // then 4, which is (4 / 0.5 + 8.5 = 16.5) clamped to q = 15
  memset(x, 0, sizeof x);
  x[0] = -4, x[1] = 4;
  memset(want, 0x88, sizeof want);
  want[0] = 0x00, want[1] = 0x38, want[2] = 0x80, want[3] = 0x8f;
  check_quantize("q4_0 both signs", QUANT_Q4_0, x, 32, want);

  // halves: q8_0 rounds them away from zero (roundf); d = 127 / 127 = 1
  static const float halves[8] = {127, 2.5f, -2.5f, 0.5f, -0.5f, 1.5f, 126.5f, -126.5f};
  memset(x, 0, sizeof x);
  memcpy(x, halves, sizeof halves);
  static const int8_t q8[8] = {127, 3, -3, 1, -1, 2, 127, -127};
  memset(want, 0, sizeof want);
  want[0] = 0x00, want[1] = 0x3c;
  memcpy(want + 2, q8, sizeof q8);
  check_quantize("q8_0 halves", QUANT_Q8_0, x, 32, want);
  // q4_0 rounds them up (x / d + 8.5, truncated): with -8 first, d = 1, and
  // -2.5 -> 6, 2.5 -> 11, -0.5 -> 8, 0.5 -> 9; weights 16-19 are 0 -> 8
  static const float q4_halves[5] = {-8, -2.5f, 2.5f, -0.5f, 0.5f};
  memset(x, 0, sizeof x);
  memcpy(x, q4_halves, sizeof q4_halves);
  memset(want, 0x88, sizeof want);
  want[0] = 0x00, want[1] = 0x3c;
  want[2] = 0x80, want[3] = 0x86, want[4] = 0x8b, want[5] = 0x88, want[6] = 0x89;
  check_quantize("q4_0 halves", QUANT_Q4_0, x, 32, want);

  // a constant row: q4_1 has d = 0, m = the constant (0.75: 0x3a00), q = 0
  for (int i = 0; i < 32; i++) x[i] = 0.75f;
  memset(want, 0, sizeof want);
  want[3] = 0x3a;
  check_quantize("q4_1 constant", QUANT_Q4_1, x, 32, want);
  // q4_0: max = 0.75, d = -0.09375 (0xae00), every q = 0
  memset(want, 0, sizeof want);
  want[0] = 0x00, want[1] = 0xae;
  check_quantize("q4_0 constant", QUANT_Q4_0, x, 32, want);
}

//
// Quantizers: exactly representable blocks come back bit for bit
//

static void check_exact(void) {
  uint64_t s = 42;
  for (int rep = 0; rep < 64; rep++) {
    float x[32], y[32];
    uint8_t want[34], got[34];
    // q8_0: q * 2^-5 with some |q| = 127 -> d = 2^-5 exactly
    put_f16(want, 0.03125f);
    for (int j = 0; j < 32; j++) {
      int q = j == rep % 32 ? (rep & 1 ? 127 : -127) : (int)(qi_next(&s) % 255) - 127;
      want[2 + j] = (uint8_t)(int8_t)q;
      x[j] = (float)q * 0.03125f;
    }
    info(QUANT_Q8_0)->quantize_ref(x, got, 32);
    check_bytes("q8_0 exact", got, want, 34);
    info(QUANT_Q8_0)->dequantize(got, y, 32);
    CHECK(memcmp(x, y, sizeof x) == 0);
    // q4_0: (q - 8) * d with one q = 0 (the largest magnitude), d = +-2^-3
    float d = rep & 1 ? 0.125f : -0.125f;
    put_f16(want, d);
    int q[32];
    for (int j = 0; j < 32; j++) q[j] = j == rep % 32 ? 0 : 1 + (int)(qi_next(&s) % 15);
    for (int j = 0; j < 16; j++) want[2 + j] = (uint8_t)(q[j] | q[j + 16] << 4);
    for (int j = 0; j < 32; j++) x[j] = (float)(q[j] - 8) * d;
    info(QUANT_Q4_0)->quantize_ref(x, got, 32);
    check_bytes("q4_0 exact", got, want, 18);
    info(QUANT_Q4_0)->dequantize(got, y, 32);
    CHECK(memcmp(x, y, sizeof x) == 0);
    // q4_1: q * 2^-4 - 0.375 with q = 0 and q = 15 present
    put_f16(want, 0.0625f);
    put_f16(want + 2, -0.375f);
    for (int j = 0; j < 32; j++)
      q[j] = j == rep % 32 ? 0 : j == (rep + 7) % 32 ? 15 : (int)(qi_next(&s) % 16);
    for (int j = 0; j < 16; j++) want[4 + j] = (uint8_t)(q[j] | q[j + 16] << 4);
    for (int j = 0; j < 32; j++) x[j] = (float)q[j] * 0.0625f - 0.375f;
    info(QUANT_Q4_1)->quantize_ref(x, got, 32);
    check_bytes("q4_1 exact", got, want, 20);
    info(QUANT_Q4_1)->dequantize(got, y, 32);
    CHECK(memcmp(x, y, sizeof x) == 0);
  }
}

//
// Quantizers: error bounds
//

// The largest |x - dequantized| over a 32-weight block against what ggml's
// rounding guarantees: half a step (|d| / 2) plus what the f16 rounding of
// d (relative 2^-11, or 2^-25 absolute where d is subnormal) and of m
// costs at the largest level qmax. q4_0 maps the first value of largest
// magnitude to level -8; values of the opposite sign beyond 7.5 steps
// would round to +8, which does not exist: they clamp to +7, up to a whole
// step off (`clamps`).
static bool within_bound(const float *x, const float *y, float d, float m, int qmax, bool clamps) {
  const double f16_err = qmax * (fabs(d) / 2048.0 + 0x1p-25) + fabs(m) / 2048.0 + 0x1p-25;
  for (int j = 0; j < 32; j++) {
    const double step = clamps && fabs(x[j]) > 7.5 * fabs(d) ? fabs(d) : fabs(d) / 2;
    if (fabs((double)x[j] - y[j]) > step + f16_err) return false;
  }
  return true;
}

// Root mean square of x - y over the row, relative to the row's.
static double relative_rms(const float *x, const float *y, int n) {
  double e = 0, r = 0;
  for (int i = 0; i < n; i++) {
    e += ((double)x[i] - y[i]) * ((double)x[i] - y[i]);
    r += (double)x[i] * x[i];
  }
  return r ? sqrt(e / r) : 0;
}

static void check_bounds(void) {
  static float x[QI_ELEMS], y[QI_ELEMS];
  static uint8_t b[QI_ELEMS / 32 * 34], b2[QI_ELEMS / 32 * 34];
  double worst_k4 = 0, worst_k6 = 0;
  for (int kind = 0; kind < QI_KINDS; kind++) {
    for (int r = 0; r < QI_ROWS; r++) {
      qi_row(kind, r, x);
      static const struct {
        quant_type t;
        int d_at, m_at, qmax;
      } t32[] = {{QUANT_Q4_0, 0, -1, 8}, {QUANT_Q4_1, 0, 2, 15}, {QUANT_Q8_0, 0, -1, 127}};
      for (size_t t = 0; t < FACET_ARRAY_SIZE(t32); t++) {
        const quant_info *q = info(t32[t].t);
        q->quantize_ref(x, b, QI_ELEMS);
        q->dequantize(b, y, QI_ELEMS);
        for (int i = 0; i < QI_ELEMS / 32; i++) {
          const uint8_t *blk = b + i * q->block_bytes;
          float d = get_f16(blk + t32[t].d_at),
                m = t32[t].m_at < 0 ? 0 : get_f16(blk + t32[t].m_at);
          if (!within_bound(x + 32 * i, y + 32 * i, d, m, t32[t].qmax, t32[t].t == QUANT_Q4_0)) {
            fprintf(stderr, "%s: family %d row %d block %d exceeds its error bound\n", q->name,
                    kind, r, i);
            check_failures++;
          }
        }
        // q8_0 and q4_0 are idempotent: their blocks requantize to themselves
        if (t32[t].t != QUANT_Q4_1 && kind != 7) {
          q->quantize_ref(y, b2, QI_ELEMS);
          if (memcmp(b, b2, QI_ELEMS / 32 * q->block_bytes)) {
            fprintf(stderr, "%s: family %d row %d does not requantize to itself\n", q->name, kind,
                    r);
            check_failures++;
          }
        }
      }
      if (kind == 7) continue; // the K types' d underflows f16 there
      info(QUANT_Q4_K)->quantize_ref(x, b, QI_ELEMS);
      info(QUANT_Q4_K)->dequantize(b, y, QI_ELEMS);
      worst_k4 = fmax(worst_k4, relative_rms(x, y, QI_ELEMS));
      info(QUANT_Q6_K)->quantize_ref(x, b, QI_ELEMS);
      info(QUANT_Q6_K)->dequantize(b, y, QI_ELEMS);
      worst_k6 = fmax(worst_k6, relative_rms(x, y, QI_ELEMS));
    }
  }
  // ggml's blocks of these rows leave 6.7-10.8% (q4_K) and 0.9-3.6% (q6_K,
  // the most with outliers) of the signal as error; a layout or scale
  // mistake leaves most of it
  if (worst_k4 > 0.12 || worst_k6 > 0.045) {
    fprintf(stderr, "relative rms error q4_K %.4f (max 0.12), q6_K %.4f (max 0.045)\n", worst_k4,
            worst_k6);
    check_failures++;
  }
}

//
// ggml's own output (quant_golden.h)
//

static void check_golden(void) {
  static float x[QI_ELEMS], y[QI_ROWS * QI_ELEMS];
  static uint8_t b[QI_ROWS * QI_ELEMS / 32 * 34]; // the rows' blocks, concatenated as hashed
  for (int t = 0; t < 5; t++) {
    const quant_info *q = info(qi_types[t].ggml_type);
    size_t row_bytes = QI_ELEMS / q->block_elems * q->block_bytes;
    for (int kind = 0; kind < QI_KINDS; kind++) {
      for (int r = 0; r < QI_ROWS; r++) {
        qi_row(kind, r, x);
        q->quantize_ref(x, b + r * row_bytes, QI_ELEMS);
        q->dequantize(b + r * row_bytes, y + r * QI_ELEMS, QI_ELEMS);
      }
      if (kind == 0) check_bytes(q->name, b, quant_golden_first[t], q->block_bytes);
      if (hash_bytes(b, QI_ROWS * row_bytes) != quant_golden_blocks[t][kind]) {
        fprintf(stderr, "%s: family %d: blocks differ from ggml's\n", q->name, kind);
        check_failures++;
      }
      if (hash_bytes(y, sizeof y) != quant_golden_values[t][kind]) {
        fprintf(stderr, "%s: family %d: dequantized values differ from ggml's\n", q->name, kind);
        check_failures++;
      }
    }
  }
}

static void check_golden_edges_and_random(void) {
  static uint8_t b[QI_EDGES * QI_EDGE_ELEMS / 32 * 34], raw[QI_ELEMS / 32 * 34];
  static float y[QI_ELEMS];
  for (int t = 0; t < 5; t++) {
    const quant_info *q = info(qi_types[t].ggml_type);
    size_t row_bytes = QI_EDGE_ELEMS / q->block_elems * q->block_bytes;
    for (int e = 0; e < QI_EDGES; e++) {
      float x[QI_EDGE_ELEMS];
      qi_edge_row(e, x);
      q->quantize_ref(x, b + e * row_bytes, QI_EDGE_ELEMS);
    }
    if (hash_bytes(b, QI_EDGES * row_bytes) != quant_golden_edges[t]) {
      fprintf(stderr, "%s: edge rows: blocks differ from ggml's\n", q->name);
      check_failures++;
    }
    qi_blocks(t, q->block_bytes, QI_ELEMS / q->block_elems, raw);
    q->dequantize(raw, y, QI_ELEMS);
    if (hash_bytes(y, sizeof y) != quant_golden_random[t]) {
      fprintf(stderr, "%s: random blocks dequantize differently from ggml\n", q->name);
      check_failures++;
    }
  }
}

int main(void) {
  check_table();
  check_q4_0_block();
  check_q4_1_block();
  check_q8_0_block();
  check_q4_K_block();
  check_q6_K_block();
  check_quantize_by_hand();
  check_exact();
  check_bounds();
  check_golden();
  check_golden_edges_and_random();
  int rc = CHECK_DONE();
  if (!rc) printf("test_quant: ok\n");
  return rc;
}
