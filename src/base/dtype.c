// dtype.c: element types, and loads and stores of any of them as double.
#include "base.h"
#include "kernels/convert.h"

#include <math.h>
#include <string.h>

static const struct {
  const char *name;
  size_t size;
} dtypes[DT_COUNT] = {
    [DT_INVALID] = {"invalid", 0}, [DT_F32] = {"f32", 4}, [DT_F16] = {"f16", 2},
    [DT_BF16] = {"bf16", 2},       [DT_F64] = {"f64", 8}, [DT_I64] = {"i64", 8},
    [DT_I32] = {"i32", 4},         [DT_I16] = {"i16", 2}, [DT_I8] = {"i8", 1},
    [DT_U8] = {"ui8", 1},          [DT_BOOL] = {"i1", 1},
};

size_t dtype_size(dtype t) { return (unsigned)t < DT_COUNT ? dtypes[t].size : 0; }

bool dtype_is_sub_byte(dtype t) { return t == DT_I4 || t == DT_I2; }

int dtype_bits(dtype t) { return t == DT_I4 ? 4 : t == DT_I2 ? 2 : (int)dtype_size(t) * 8; }

const char *dtype_name(dtype t) {
  if (t == DT_I4) return "i4";
  if (t == DT_I2) return "i2";
  return (unsigned)t < DT_COUNT ? dtypes[t].name : "invalid";
}

dtype dtype_from_name(const char *name, size_t len) {
  static const struct {
    const char *alias;
    dtype t;
  } aliases[] = {{"si64", DT_I64}, {"si32", DT_I32}, {"si16", DT_I16}, {"si8", DT_I8},
                 {"ui8", DT_U8},   {"u8", DT_U8},    {"bool", DT_BOOL}};
  for (int t = 1; t < DT_COUNT; t++)
    if (strlen(dtypes[t].name) == len && memcmp(dtypes[t].name, name, len) == 0) return (dtype)t;
  for (size_t i = 0; i < FACET_ARRAY_SIZE(aliases); i++)
    if (strlen(aliases[i].alias) == len && memcmp(aliases[i].alias, name, len) == 0)
      return aliases[i].t;
  return DT_INVALID;
}

dtype dtype_from_mlir_name(const char *name, size_t len) {
  if (len == 2 && !memcmp(name, "i4", 2)) return DT_I4;
  if (len == 2 && !memcmp(name, "i2", 2)) return DT_I2;
  return dtype_from_name(name, len);
}

bool dtype_is_float(dtype t) { return t == DT_F32 || t == DT_F16 || t == DT_BF16 || t == DT_F64; }

// The conversions are the kernels' own (src/kernels/convert.h): one
// implementation for generated code, runtime, reference and tools.
float f16_to_f32(uint16_t h) { return h2f(h); }
uint16_t f32_to_f16(float f) { return f2h_soft(f); }
float bf16_to_f32(uint16_t h) { return bf2f(h); }
uint16_t f32_to_bf16(float f) { return f2bf(f); }

static int float_rank(dtype t) { return t == DT_F64 ? 3 : t == DT_F32 ? 2 : 1; }

dtype dtype_promote(dtype a, dtype b) {
  if (a == b) return a;
  bool fa = dtype_is_float(a), fb = dtype_is_float(b);
  if (fa && fb) {
    if (float_rank(a) != float_rank(b)) return float_rank(a) > float_rank(b) ? a : b;
    return DT_F32; // f16 and bf16
  }
  if (fa != fb) return fa ? a : b;
  if (a == DT_BOOL || b == DT_BOOL) return a == DT_BOOL ? b : a;
  if (dtype_size(a) != dtype_size(b)) return dtype_size(a) > dtype_size(b) ? a : b;
  return DT_I16; // u8 with i8
}

double dtype_round(dtype t, double v) {
  switch (t) {
  case DT_F32: return (float)v;
  case DT_F16: return f16_to_f32(f32_to_f16((float)v));
  case DT_BF16: return bf16_to_f32(f32_to_bf16((float)v));
  default: return v;
  }
}

double dtype_load(dtype t, const void *base, size_t i) {
  switch (t) {
  case DT_F32: return ((const float *)base)[i];
  case DT_F16: return f16_to_f32(((const uint16_t *)base)[i]);
  case DT_BF16: return bf16_to_f32(((const uint16_t *)base)[i]);
  case DT_F64: return ((const double *)base)[i];
  case DT_I64: return (double)((const int64_t *)base)[i];
  case DT_I32: return ((const int32_t *)base)[i];
  case DT_I16: return ((const int16_t *)base)[i];
  case DT_I8: return ((const int8_t *)base)[i];
  case DT_U8: return ((const uint8_t *)base)[i];
  case DT_BOOL: return ((const uint8_t *)base)[i] != 0;
  default: FACET_UNREACHABLE();
  }
}

// double -> integer as x86 converts (what torch's static_cast gives there):
// NaN and values out of range give the "integer indefinite" INT_MIN of the
// conversion, and i16, i8 and ui8 go through int32. A plain C cast would be
// undefined for those values.
static int64_t double_to_i64(double v) {
  return v >= -0x1p63 && v < 0x1p63 ? (int64_t)v : INT64_MIN;
}

static int32_t double_to_i32(double v) {
  return v > -0x1p31 - 1 && v < 0x1p31 ? (int32_t)v : INT32_MIN;
}

void dtype_store(dtype t, void *base, size_t i, double v) {
  switch (t) {
  case DT_F32: ((float *)base)[i] = (float)v; break;
  case DT_F16: ((uint16_t *)base)[i] = f32_to_f16((float)v); break;
  case DT_BF16: ((uint16_t *)base)[i] = f32_to_bf16((float)v); break;
  case DT_F64: ((double *)base)[i] = v; break;
  case DT_I64: ((int64_t *)base)[i] = double_to_i64(v); break;
  case DT_I32: ((int32_t *)base)[i] = double_to_i32(v); break;
  case DT_I16: ((int16_t *)base)[i] = (int16_t)double_to_i32(v); break;
  case DT_I8: ((int8_t *)base)[i] = (int8_t)double_to_i32(v); break;
  case DT_U8: ((uint8_t *)base)[i] = (uint8_t)double_to_i32(v); break;
  case DT_BOOL: ((uint8_t *)base)[i] = v != 0; break;
  default: FACET_UNREACHABLE();
  }
}
