// params_quant.c: GGUF block-quantized tensors (q4_0 q4_1 q8_0 q4_K q6_K,
// base.h) bound to a module's parameters, two ways (docs/quantization.md,
// "Binding quantized weights"):
//
// - as planes. A sharktank export names each plane of a quantized weight W
//   as its own parameter, "W:d", "W:qs", ... When the files hold no such
//   key but hold W as a GGUF tensor, each plane is made from W's blocks at
//   load: a repack that moves bits and changes no value. With W of shape
//   [..., K] and G = K / block (blocks in W's order, the planes' order):
//     q8_0  d f16 [..., G, 1], qs i8 [..., G, 32]            w = qs * d
//     q4_0  d f16 [..., G, 1], qs i8 [..., G, 16] signed     w = q * d
//     q4_1  d, m f16 [..., G, 1], qs i8 [..., G, 16]         w = q * d + m
//     q4_K  d, dmin f16 [..., G, 1], sb_scales_high and sb_mins_high i8
//           [..., G, 2], sb_scales_low and sb_mins_low i8 [..., G, 4],
//           qs i8 [..., G, 8, 16]              w = d * sc * q - dmin * mn
//   4-bit q in linear order: byte j of a block (q4_K: of a sub-block of
//   32) holds weight 2j in its low nibble and 2j + 1 in its high one
//   (ggml's q4_0 / q4_1 put weight j low and j + 16 high: sharktank's
//   linearize_interleaved_i4_block reorders them the same way). q4_0's
//   nibbles become two's complement: ggml's u (weight (u - 8) * d) is
//   u ^ 8, so the plane's q is u - 8 exactly. q4_K's 6-bit sub-block
//   scale sc and min mn are split into planes of their low 4 bits (sub-block
//   2j in the low nibble of byte j, 2j + 1 in the high one) and high 2 bits
//   (sub-block 4j + i at bits 2i, 2i + 1 of byte j), sc = lo | hi << 4 and
//   mn likewise (ggml's get_scale_min_k4, as sharktank's
//   _unpack_gguf_i6_scale_mins splits them). Byte planes may be i8 or ui8
//   (the same bytes). q6_K has no planar form here.
// - dequantized: W bound to a parameter of W's own shape and a float dtype
//   (f32, f16, bf16) gets ggml's dequantized values (quant.c) rounded to
//   the dtype: llama.cpp's quantizer quantizes token_embd and output too,
//   which facet's exports read as float.
//
// Each plane is the same function of a block, so a plane is made block by
// block; each weight's value through the planes' formula is bit for bit
// the dequantizer's (tests/unit/test_params_quant.c checks it).
#include "runtime_internal.h"

#include <string.h>

static const char *const plane_names[RT_PLANE_COUNT] = {
    "d", "m", "dmin", "sb_scales_high", "sb_scales_low", "sb_mins_high", "sb_mins_low", "qs"};

#define PLANE(p) (1u << (p))

rt_plane rt_plane_of(const char *key, size_t *base_len) {
  const char *colon = strrchr(key, ':');
  if (!colon || colon == key) return RT_PLANE_NONE;
  for (int p = 0; p < RT_PLANE_COUNT; p++)
    if (!strcmp(colon + 1, plane_names[p])) {
      *base_len = (size_t)(colon - key);
      return (rt_plane)p;
    }
  return RT_PLANE_NONE;
}

const char *rt_plane_name(rt_plane p) { return p >= 0 && p < RT_PLANE_COUNT ? plane_names[p] : ""; }

unsigned rt_quant_planes(quant_type t) {
  switch (t) {
  case QUANT_Q4_0:
  case QUANT_Q8_0: return PLANE(RT_PLANE_D) | PLANE(RT_PLANE_QS);
  case QUANT_Q4_1: return PLANE(RT_PLANE_D) | PLANE(RT_PLANE_M) | PLANE(RT_PLANE_QS);
  case QUANT_Q4_K:
    return PLANE(RT_PLANE_D) | PLANE(RT_PLANE_DMIN) | PLANE(RT_PLANE_SCALES_HIGH) |
           PLANE(RT_PLANE_SCALES_LOW) | PLANE(RT_PLANE_MINS_HIGH) | PLANE(RT_PLANE_MINS_LOW) |
           PLANE(RT_PLANE_QS);
  default: return 0;
  }
}

bool rt_params_lookup(const rt_param_file *f, const char *key, rt_param_view *out) {
  const rt_param_entry *e = rt_params_find(f, key);
  if (e) {
    *out = (rt_param_view){e, RT_PLANE_NONE, false};
    return true;
  }
  size_t n = 0;
  rt_plane p = rt_plane_of(key, &n);
  uintptr_t i = p == RT_PLANE_NONE ? 0 : (uintptr_t)hashmap_get(&f->index, key, n);
  if (!i) return false;
  *out = (rt_param_view){&f->entries[i - 1], p, false};
  return true;
}

// The trailing dims a plane adds after G (its rank after W's outer dims).
static int plane_tail(quant_type t, rt_plane p, int64_t *tail) {
  switch (p) {
  case RT_PLANE_SCALES_HIGH:
  case RT_PLANE_MINS_HIGH: tail[0] = 2; return 1;
  case RT_PLANE_SCALES_LOW:
  case RT_PLANE_MINS_LOW: tail[0] = 4; return 1;
  case RT_PLANE_QS:
    if (t == QUANT_Q4_K) return tail[0] = 8, tail[1] = 16, 2;
    tail[0] = t == QUANT_Q8_0 ? 32 : 16;
    return 1;
  default: tail[0] = 1; return 1;
  }
}

// Bytes of plane p per block of its type.
static uint64_t plane_block_bytes(quant_type t, rt_plane p) {
  int64_t tail[2];
  int n = plane_tail(t, p, tail);
  int64_t b = p <= RT_PLANE_DMIN ? 2 : 1;
  for (int i = 0; i < n; i++) b *= tail[i];
  return (uint64_t)b;
}

// "4x256xq4_K": the entry's shape with its type name.
static const char *entry_shape(char *buf, size_t size, const rt_param_entry *e) {
  int at = 0;
  buf[0] = '\0';
  for (int i = 0; i < e->rank && at >= 0 && (size_t)at < size; i++)
    at += snprintf(buf + at, size - (size_t)at, "%lldx", (long long)e->dims[i]);
  if (at >= 0 && (size_t)at < size) snprintf(buf + at, size - (size_t)at, "%s", e->type_name);
  return buf;
}

// "d, m, qs": the planes of a mask.
static const char *plane_list(char *buf, size_t size, unsigned mask) {
  size_t at = 0;
  buf[0] = '\0';
  for (int p = 0; p < RT_PLANE_COUNT; p++) {
    if (!(mask & PLANE(p)) || at >= size) continue;
    int n = snprintf(buf + at, size - at, "%s%s", at ? ", " : "", plane_names[p]);
    at += n > 0 ? (size_t)n : 0;
  }
  return buf;
}

uint32_t rt_params_plane_shape(const rt_param_entry *w, rt_plane p, dtype *t, int64_t *dims) {
  if (p < 0 || p >= RT_PLANE_COUNT || !(rt_quant_planes(w->quant) & PLANE(p))) return 0;
  int64_t tail[2];
  int r = w->rank, k = plane_tail(w->quant, p, tail); // rank >= 1: whole blocks innermost
  for (int i = 0; i < r - 1; i++) dims[i] = w->dims[i];
  dims[r - 1] = w->dims[r - 1] / quant_find(w->quant)->block_elems;
  memcpy(dims + r, tail, sizeof *tail * (size_t)k);
  *t = p <= RT_PLANE_DMIN ? DT_F16 : DT_I8;
  return (uint32_t)(r + k);
}

// Plane p of quantized entry w: f16 for scales, i8 or ui8 for bytes, of
// rt_params_plane_shape. `why` says "is plane "qs" of "W", a 4x64xq4_0 tensor, ...".
static bool plane_match(const rt_param_entry *w, rt_plane p, dtype t, uint32_t rank,
                        const int64_t *dims, char *why, size_t whyn) {
  unsigned form = rt_quant_planes(w->quant);
  int64_t expect[FACET_MAX_RANK + 2];
  dtype want_t = DT_INVALID;
  uint32_t want_rank = rt_params_plane_shape(w, p, &want_t, expect);
  if (want_rank && (t == want_t || (want_t == DT_I8 && t == DT_U8)) && rank == want_rank &&
      !memcmp(dims, expect, sizeof *dims * rank))
    return true;
  char shape[160], planes[128], want[160], key[256], rest[300];
  if (!w->quant) snprintf(rest, sizeof rest, ", which is not ggml block-quantized");
  else if (!form)
    snprintf(rest, sizeof rest, ", which has no planar form (bind it to a float parameter)");
  else if (!want_rank)
    snprintf(rest, sizeof rest, ", whose planes are %s", plane_list(planes, sizeof planes, form));
  else
    snprintf(rest, sizeof rest, ": %s%s",
             rt_shape_format(want, sizeof want, (facet_dtype_t)want_t, want_rank, expect),
             want_t == DT_I8 ? " (or ui8)" : "");
  snprintf(why, whyn, "is plane \"%s\" of \"%s\", a %s tensor%s", plane_names[p],
           rt_printable(key, sizeof key, w->key, strlen(w->key)),
           entry_shape(shape, sizeof shape, w), rest);
  return false;
}

// A quantized entry itself: a float parameter of its shape, dequantized.
static bool dequantize_match(rt_param_view *v, dtype t, uint32_t rank, const int64_t *dims,
                             char *why, size_t whyn) {
  const rt_param_entry *w = v->entry;
  bool same = (t == DT_F32 || t == DT_F16 || t == DT_BF16) && rank == (uint32_t)w->rank &&
              (rank == 0 || !memcmp(dims, w->dims, sizeof *dims * rank));
  if (same) {
    v->dequantize = true;
    return true;
  }
  char shape[160], planes[128], key[256];
  unsigned form = rt_quant_planes(w->quant);
  if (form)
    snprintf(why, whyn,
             "is %s, ggml's block-quantized type: it binds to a f32, f16 or bf16 parameter of its "
             "shape (dequantized at load) or as planes \"%s:<plane>\" (%s)",
             entry_shape(shape, sizeof shape, w),
             rt_printable(key, sizeof key, w->key, strlen(w->key)),
             plane_list(planes, sizeof planes, form));
  else
    snprintf(why, whyn,
             "is %s, ggml's block-quantized type: it binds to a f32, f16 or bf16 parameter of its "
             "shape (dequantized at load)",
             entry_shape(shape, sizeof shape, w));
  return false;
}

bool rt_params_view_match(rt_param_view *v, dtype t, uint32_t rank, const int64_t *dims, char *why,
                          size_t whyn) {
  v->dequantize = false;
  if (v->plane != RT_PLANE_NONE) return plane_match(v->entry, v->plane, t, rank, dims, why, whyn);
  if (v->entry->quant) return dequantize_match(v, t, rank, dims, why, whyn);
  return rt_params_match(v->entry, t, rank, dims, why, whyn);
}

bool rt_params_view_converted(const rt_param_view *v) {
  return v->plane != RT_PLANE_NONE || v->dequantize;
}

bool rt_params_planes_complete(const rt_param_entry *w, unsigned asked, char *why, size_t whyn) {
  unsigned form = rt_quant_planes(w->quant);
  if (asked == form) return true;
  char shape[160], all[128], missing[128], extra[128];
  plane_list(missing, sizeof missing, form & ~asked);
  plane_list(extra, sizeof extra, asked & ~form);
  snprintf(why, whyn, "is %s, whose planes are exactly %s: the module %s%s%s%s%s",
           entry_shape(shape, sizeof shape, w), plane_list(all, sizeof all, form),
           missing[0] ? "lacks " : "", missing, missing[0] && extra[0] ? " and " : "",
           extra[0] ? "asks for " : "", extra);
  return false;
}

//
// The repack: one block of W into its part of a plane.
//

// ggml's 4-bit weight w (0-31) of a q4_0 / q4_1 block's qs: w in the low
// nibble of qs[w], w + 16 in the high nibble of qs[w - 16].
static unsigned ggml_nibble(const uint8_t *qs, int w) {
  return w < 16 ? qs[w] & 15u : (unsigned)qs[w - 16] >> 4;
}

// 32 weights in linear nibble order; flip 8 makes q4_0's unsigned u the
// two's-complement nibble of u - 8.
static void q4_linear(const uint8_t *qs, unsigned flip, uint8_t *out) {
  for (int j = 0; j < 16; j++)
    out[j] = (uint8_t)((ggml_nibble(qs, 2 * j) ^ flip) | (ggml_nibble(qs, 2 * j + 1) ^ flip) << 4);
}

// q4_K's qs: sub-block s (0-7) is the low (s even) or high (s odd) nibbles
// of the 32 bytes of chunk s / 2.
static void q4_K_linear(const uint8_t *qs, uint8_t *out) {
  for (int s = 0; s < 8; s++) {
    const uint8_t *c = qs + 32 * (s / 2);
    int shift = s & 1 ? 4 : 0;
    for (int j = 0; j < 16; j++)
      out[16 * s + j] = (uint8_t)((c[2 * j] >> shift & 15) | (c[2 * j + 1] >> shift & 15) << 4);
  }
}

// q4_K's eight 6-bit scales (or mins): the high 2 bits of sub-block 4j + i
// at bits 2i of byte j, or the low 4 bits of 2j and 2j + 1 in byte j.
static void q4_K_split(const uint8_t *scales, bool mins, bool high, uint8_t *out) {
  uint8_t v[8];
  for (int k = 0; k < 8; k++) {
    uint8_t sc, m;
    quant_q4_K_scale_min(k, scales, &sc, &m);
    v[k] = mins ? m : sc;
  }
  for (int j = 0; j < (high ? 2 : 4); j++)
    out[j] = high ? (uint8_t)((v[4 * j] >> 4) | (v[4 * j + 1] >> 4) << 2 |
                              (v[4 * j + 2] >> 4) << 4 | (v[4 * j + 3] >> 4) << 6)
                  : (uint8_t)((v[2 * j] & 15) | (v[2 * j + 1] & 15) << 4);
}

// Plane p's bytes of one block b (fields as quant.c lays them out).
static void plane_block(quant_type t, rt_plane p, const uint8_t *b, uint8_t *out) {
  enum { Q4_K_SCALES = 4, Q4_K_QS = 16 };
  switch (p) {
  case RT_PLANE_D: memcpy(out, b, 2); return;
  case RT_PLANE_M:
  case RT_PLANE_DMIN: memcpy(out, b + 2, 2); return;
  case RT_PLANE_SCALES_HIGH:
  case RT_PLANE_SCALES_LOW:
  case RT_PLANE_MINS_HIGH:
  case RT_PLANE_MINS_LOW:
    q4_K_split(b + Q4_K_SCALES, p >= RT_PLANE_MINS_HIGH,
               p == RT_PLANE_SCALES_HIGH || p == RT_PLANE_MINS_HIGH, out);
    return;
  case RT_PLANE_QS:
    if (t == QUANT_Q8_0) memcpy(out, b + 2, 32);
    else if (t == QUANT_Q4_0) q4_linear(b + 2, 8, out);
    else if (t == QUANT_Q4_1) q4_linear(b + 4, 0, out);
    else q4_K_linear(b + Q4_K_QS, out);
    return;
  default: return;
  }
}

// W's blocks dequantized into n elements of float dtype t, through an f32
// chunk of whole blocks for f16 and bf16.
static void dequantize_into(const quant_info *q, const uint8_t *blocks, uint64_t n, dtype t,
                            void *dst) {
  if (t == DT_F32) {
    q->dequantize(blocks, dst, (int64_t)n);
    return;
  }
  enum { CHUNK = 4096 }; // a multiple of every block size
  float y[CHUNK];
  uint16_t *out = dst;
  for (uint64_t at = 0; at < n; at += CHUNK) {
    uint64_t k = n - at < CHUNK ? n - at : CHUNK;
    q->dequantize(blocks + at / q->block_elems * q->block_bytes, y, (int64_t)k);
    for (uint64_t i = 0; i < k; i++)
      out[at + i] = t == DT_F16 ? f32_to_f16(y[i]) : f32_to_bf16(y[i]);
  }
}

void rt_params_view_fill(const rt_param_file *f, const rt_param_view *v, dtype t, void *dst) {
  const rt_param_entry *w = v->entry;
  if (!rt_params_view_converted(v)) {
    rt_params_fill(f, w, dst);
    return;
  }
  const quant_info *q = quant_find(w->quant);
  const uint8_t *blocks = rt_params_data(f, w); // GGUF entries are DATA
  uint64_t nb = w->length / q->block_bytes;
  if (v->dequantize) {
    dequantize_into(q, blocks, nb * q->block_elems, t, dst);
    return;
  }
  uint64_t step = plane_block_bytes(w->quant, v->plane);
  uint8_t *out = dst;
  for (uint64_t i = 0; i < nb; i++)
    plane_block(w->quant, v->plane, blocks + i * q->block_bytes, out + i * step);
}
