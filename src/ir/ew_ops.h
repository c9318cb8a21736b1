// ew_ops.h: the elementwise ops, one row each. A row is everything facet
// knows of an op but its kernel C (src/kernels/elementwise.h, functions
// named ew_<name>_f32 / _f64 / _i64 by its class): the IR enum and name,
// how torch spells it (import), its class (how dtypes are computed, which
// kernel functions exist), and its float64 and int64 reference semantics
// (src/ir/reference.c). docs/adding-an-op.md walks through adding one.
//
//   X(ID, name, arity, class, torch, torch_form, ref_float, ref_int)
//
//   name        IR name; also the stem of its kernel C functions
//   class       EWC_ARITH: computed on int64 (wrapping to the result's width)
//                 when the result and the operands are integers, else on
//                 floats: ew_<name>_i64, ew_<name>_f32, ew_<name>_f64
//               EWC_FLOAT: floats only (integer operands are converted):
//                 ew_<name>_f32, ew_<name>_f64
//               EWC_COMPARE: operands compared in their promoted dtype, the
//                 result a bool: ew_<name>_f32 / _f64 / _i64 return int
//               EWC_LOGIC: on the truth of the operands: ew_<name>_i64
//               EWC_BITWISE: integers and bools: ew_<name>_i64 (_b1 for bool)
//               EWC_SPECIAL: convert and select, written by the emitter
//   torch       torch.aten.<torch><suffix> imports it; "" = a handler of its
//               own (import_ops.c) does
//   torch_form  T_UNARY: <torch>; T_BINARY: <torch>.Tensor and .Scalar;
//               T_ALPHA: the same with alpha (add, sub); T_PLAIN2: <torch>
//               (two tensors, no suffix)
//   ref_float   the reference over double a, b (floats, and integer operands
//               of EWC_FLOAT ops), rounded to the result dtype afterwards
//   ref_int     the reference over int64_t a, b (EWC_ARITH with integers,
//               EWC_COMPARE of integers, EWC_LOGIC, EWC_BITWISE), wrapped to
//               the result dtype afterwards; 0 where there is none
#ifndef FACET_EW_OPS_H
#define FACET_EW_OPS_H

// clang-format off
#define IR_EW_OPS(X) \
  X(ADD,        "add",        2, EWC_ARITH,   "add",          T_ALPHA,  a + b,                 iadd(a, b)) \
  X(SUB,        "sub",        2, EWC_ARITH,   "sub",          T_ALPHA,  a - b,                 isub(a, b)) \
  X(MUL,        "mul",        2, EWC_ARITH,   "mul",          T_BINARY, a * b,                 imul(a, b)) \
  X(DIV,        "div",        2, EWC_ARITH,   "div",          T_BINARY, a / b,                 idiv(a, b)) \
  X(POW,        "pow",        2, EWC_ARITH,   "",             T_UNARY,  pow(a, b),             ipow(a, b)) \
  X(MAX,        "maximum",    2, EWC_ARITH,   "maximum",      T_PLAIN2, fmax_nan(a, b),        a > b ? a : b) \
  X(MIN,        "minimum",    2, EWC_ARITH,   "minimum",      T_PLAIN2, fmin_nan(a, b),        a < b ? a : b) \
  X(FLOORDIV,   "floordiv",   2, EWC_ARITH,   "",             T_UNARY,  floordiv(a, b),        ifloordiv(a, b)) \
  X(REM,        "remainder",  2, EWC_ARITH,   "remainder",    T_BINARY, py_remainder(a, b),    irem(a, b)) \
  X(FMOD,       "fmod",       2, EWC_ARITH,   "fmod",         T_BINARY, fmod(a, b),            itrunc_rem(a, b)) \
  X(FMAX,       "fmax",       2, EWC_ARITH,   "fmax",         T_PLAIN2, fmax(a, b),            a > b ? a : b) \
  X(FMIN,       "fmin",       2, EWC_ARITH,   "fmin",         T_PLAIN2, fmin(a, b),            a < b ? a : b) \
  X(DIVU,       "divu",       2, EWC_ARITH,   "",             T_UNARY,  a / b,                 udiv(a, b)) \
  X(REMU,       "remu",       2, EWC_ARITH,   "",             T_UNARY,  fmod(a, b),            urem(a, b)) \
  X(FLOOR,      "floor",      1, EWC_ARITH,   "floor",        T_UNARY,  floor(a),              a) \
  X(CEIL,       "ceil",       1, EWC_ARITH,   "ceil",         T_UNARY,  ceil(a),               a) \
  X(NEG,        "neg",        1, EWC_ARITH,   "neg",          T_UNARY,  -a,                    isub(0, a)) \
  X(RELU,       "relu",       1, EWC_ARITH,   "relu",         T_UNARY,  a < 0 ? 0 : a,         a < 0 ? 0 : a) \
  X(ABS,        "abs",        1, EWC_ARITH,   "abs",          T_UNARY,  fabs(a),               a < 0 ? isub(0, a) : a) \
  X(EXP,        "exp",        1, EWC_FLOAT,   "exp",          T_UNARY,  exp(a),                0) \
  X(LOG,        "log",        1, EWC_FLOAT,   "log",          T_UNARY,  log(a),                0) \
  X(TANH,       "tanh",       1, EWC_FLOAT,   "tanh",         T_UNARY,  tanh(a),               0) \
  X(SIGMOID,    "sigmoid",    1, EWC_FLOAT,   "sigmoid",      T_UNARY,  1 / (1 + exp(-a)),     0) \
  X(SILU,       "silu",       1, EWC_FLOAT,   "silu",         T_UNARY,  a / (1 + exp(-a)),     0) \
  X(GELU,       "gelu",       1, EWC_FLOAT,   "",             T_UNARY,  0.5 * a * (1 + erf(a / sqrt(2.0))), 0) \
  X(GELU_TANH,  "gelu_tanh",  1, EWC_FLOAT,   "",             T_UNARY,  0.5 * a * (1 + tanh(sqrt(2 / M_PI) * (a + 0.044715 * a * a * a))), 0) \
  X(RSQRT,      "rsqrt",      1, EWC_FLOAT,   "rsqrt",        T_UNARY,  1 / sqrt(a),           0) \
  X(SQRT,       "sqrt",       1, EWC_FLOAT,   "sqrt",         T_UNARY,  sqrt(a),               0) \
  X(RECIPROCAL, "reciprocal", 1, EWC_FLOAT,   "reciprocal",   T_UNARY,  1 / a,                 0) \
  X(SIN,        "sin",        1, EWC_FLOAT,   "sin",          T_UNARY,  sin(a),                0) \
  X(COS,        "cos",        1, EWC_FLOAT,   "cos",          T_UNARY,  cos(a),                0) \
  X(ERF,        "erf",        1, EWC_FLOAT,   "erf",          T_UNARY,  erf(a),                0) \
  X(EQ,         "eq",         2, EWC_COMPARE, "eq",           T_BINARY, a == b,                a == b) \
  X(NE,         "ne",         2, EWC_COMPARE, "ne",           T_BINARY, a != b,                a != b) \
  X(LT,         "lt",         2, EWC_COMPARE, "lt",           T_BINARY, a < b,                 a < b) \
  X(LE,         "le",         2, EWC_COMPARE, "le",           T_BINARY, a <= b,                a <= b) \
  X(GT,         "gt",         2, EWC_COMPARE, "gt",           T_BINARY, a > b,                 a > b) \
  X(GE,         "ge",         2, EWC_COMPARE, "ge",           T_BINARY, a >= b,                a >= b) \
  X(AND,        "and",        2, EWC_LOGIC,   "logical_and",  T_PLAIN2, 0,                     a != 0 && b != 0) \
  X(OR,         "or",         2, EWC_LOGIC,   "logical_or",   T_PLAIN2, 0,                     a != 0 || b != 0) \
  X(NOT,        "not",        1, EWC_LOGIC,   "logical_not",  T_UNARY,  0,                     a == 0) \
  X(BITAND,     "bitwise_and", 2, EWC_BITWISE, "bitwise_and", T_BINARY, 0,                     a & b) \
  X(BITOR,      "bitwise_or", 2, EWC_BITWISE, "bitwise_or",   T_BINARY, 0,                     a | b) \
  X(BITXOR,     "bitwise_xor", 2, EWC_BITWISE, "bitwise_xor", T_BINARY, 0,                     a ^ b) \
  X(BITNOT,     "bitwise_not", 1, EWC_BITWISE, "bitwise_not", T_UNARY,  0,                     ~a) \
  X(CONVERT,    "convert",    1, EWC_SPECIAL, "",             T_UNARY,  a,                     a) \
  X(SELECT,     "select",     3, EWC_SPECIAL, "",             T_UNARY,  0,                     0)
// clang-format on

typedef enum { EWC_ARITH, EWC_FLOAT, EWC_COMPARE, EWC_LOGIC, EWC_BITWISE, EWC_SPECIAL } ir_ew_class;
typedef enum { T_UNARY, T_BINARY, T_ALPHA, T_PLAIN2 } ir_ew_torch_form;

#endif
