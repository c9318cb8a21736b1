// ir.h: facet's IR, one structure with levels.
//
//   graph level:  functions of tensor ops over SSA values whose dims are
//                 affine expressions over the function's symbols (dimexpr.c,
//                 ir.c, printer.c);
//   kernel level: executables, a kernel body over bindings and push
//                 constants, with the fact rows of their dispatch sites.
//                 Dispatch formation turns graph ops into dispatch ops
//                 that call executables.
//
// verify.c checks both levels after every pass (pipeline.c).
//
// Everything is allocated in the ir_context's arena and freed with it.
#ifndef FACET_IR_H
#define FACET_IR_H

#include "base/base.h"

#define IR_MAX_RANK 8
#define IR_MAX_KNODES 96

//
// dimexpr.c: affine expressions over symbols, hash-consed so that equal
// expressions are the same pointer. Constructors simplify (fold constants,
// order sums and products canonically) so that 2 * (32 * s0) == 64 * s0.
//
typedef enum {
  DIM_CONST,    // c
  DIM_SYM,      // symbol `sym`
  DIM_ADD,      // lhs + rhs
  DIM_MUL,      // lhs * rhs (rhs constant whenever one side is)
  DIM_FLOORDIV, // lhs floordiv rhs
  DIM_CEILDIV,  // lhs ceildiv rhs
  DIM_MOD,      // lhs mod rhs
} dim_kind;

typedef struct dim_expr dim_expr;
struct dim_expr {
  dim_kind kind;
  int64_t c; // DIM_CONST
  int sym;   // DIM_SYM: index into the function's symbols
  const dim_expr *lhs, *rhs;
  uint32_t id;    // creation order, for canonical ordering
  uint32_t depth; // 1 for a leaf; the importer bounds it (DIM_MAX_DEPTH)
};

// Deeper expressions are refused at import: everything that walks an
// expression recurses (printing, facts, substitution, host programs), and
// a chain of ops that nests one more level each must not exhaust the stack.
enum { DIM_MAX_DEPTH = 512 };

typedef struct ir_context ir_context;

const dim_expr *dim_const(ir_context *ctx, int64_t c);
const dim_expr *dim_sym(ir_context *ctx, int sym);
const dim_expr *dim_add(ir_context *ctx, const dim_expr *a, const dim_expr *b);
const dim_expr *dim_mul(ir_context *ctx, const dim_expr *a, const dim_expr *b);
const dim_expr *dim_floordiv(ir_context *ctx, const dim_expr *a, const dim_expr *b);
const dim_expr *dim_ceildiv(ir_context *ctx, const dim_expr *a, const dim_expr *b);
const dim_expr *dim_mod(ir_context *ctx, const dim_expr *a, const dim_expr *b);
bool dim_is_const(const dim_expr *e, int64_t *out);
// Replaces symbol s by sub[s] where sub[s] != NULL.
const dim_expr *dim_subst(ir_context *ctx, const dim_expr *e, const dim_expr *const *sub);
// If e == coef * sym (+ 0) for one symbol, returns true with both.
bool dim_as_scaled_sym(const dim_expr *e, int64_t *coef, int *sym);
bool dim_uses_sym(const dim_expr *e, int sym);
// The distinct symbols e uses, in order of first use: returns their number
// (max + 1 when there are more than max) and writes at most max of them.
int dim_symbols(const dim_expr *e, int *out, int max);
// If e == coef * sym + rest with coef != 0 and rest not using sym (sym is
// a term of e's linear part and in no other atom), returns true with coef.
bool dim_linear_in(const dim_expr *e, int sym, int64_t *coef);
// e with each ceildiv and mod by a constant k > 0 written with floordiv
// (x ceildiv k = (x + k - 1) floordiv k, x mod k = x - (x floordiv k) * k):
// forms of the same value that differ that way become the same pointer.
const dim_expr *dim_normalize(ir_context *ctx, const dim_expr *e);
// The value of e with symbol s = vals[s] (known[s] must hold; known NULL:
// all known). False for an unknown symbol, a divisor <= 0 or an int64
// overflow. floordiv, ceildiv and mod round as the host program's do.
bool dim_eval(const dim_expr *e, const int64_t *vals, const bool *known, int64_t *out);
// "s0 * 64", "(s0 * 32) floordiv 4"; names[i] names symbol i for i < count
// (NULL, or a symbol past count: "s<i>").
void dim_print(strbuf *sb, const dim_expr *e, const char *const *names, int count);

//
// ir.c: functions, values and graph ops.
//
typedef struct ir_symbol {
  const char *name;      // "s1" or, for an unbound dynamic arg dim, "arg0.d1"
  fact range;            // from torch.symbolic_int {min_val, max_val}
  loc where;             // the torch.symbolic_int that introduced it
  const dim_expr *alias; // set when a binding solved this symbol in terms of others
  loc alias_where;       // that binding
} ir_symbol;

typedef struct ir_type {
  dtype elem;
  int rank;
  const dim_expr *dims[IR_MAX_RANK];
} ir_type;

// Devices a module may place values on (#hal.device.promise<@__device_N>,
// N below this): the module format's limit too (MOD_MAX_DEVICES).
#define IR_MAX_DEVICES 64

typedef struct ir_op ir_op;
typedef struct ir_value {
  ir_type type;
  ir_op *def;       // NULL for function arguments
  int arg_index;    // argument number, or -1
  int id;           // printing number
  const char *name; // source name ("%15271"), for messages
} ir_value;

// The op table: name, operand count (-1 = variadic). One list, included by
// the enum, the printer and the verifier.
// one row per entry:
// clang-format off
#define IR_OPS(X)                                                              \
  X(VIEW, "view", 1)          /* same bytes, another shape */                  \
  X(BITCAST, "bitcast", 1)    /* i8 bytes as packed i4 / i2: ir_bitcast_ok */  \
  X(MATMUL, "matmul", 2)      /* [..,M,K] x [..,K,N] (or x W[N,K]: transpose_rhs) */ \
  X(EW, "elementwise", -1)    /* `ew` over numpy-broadcast operands */         \
  X(REDUCE, "reduce", 1)      /* `red` over the axes in `axes` */              \
  X(SOFTMAX, "softmax", 1)    /* along `axis` */                               \
  X(TRANSPOSE, "transpose", 1) /* result dim i = operand dim perm[i] */        \
  X(BROADCAST, "broadcast", 1) /* expand to the result shape */                \
  X(SLICE, "slice", 1)        /* `axis` from `start` by `step` */              \
  X(CONCAT, "concat", -1)     /* along `axis` */                               \
  X(GATHER, "gather", 2)      /* torch.gather(x, axis, index) */               \
  X(INDEX_SELECT, "index_select", 2) /* x along `axis` at a 1-d index */       \
  X(INDEX, "index", -1)       /* advanced indexing; none_mask marks None */    \
  X(INDEX_PUT, "index_put", -1) /* x, values, indices...; accumulate */        \
  X(CONSTANT, "constant", 0)  /* splat `value` or dense `data` */              \
  X(IOTA, "arange", 0)        /* value + i * value2 */                         \
  X(GLOBAL, "global", 0)      /* util.global.load of `name` */                 \
  X(REPEAT, "repeat", 1)      /* tile: result dim i = operand dim i * reps */  \
  X(ATTENTION, "attention", -1) /* q, k, v[, mask]; `flag` = causal, value = scale */ \
  X(CALL, "call", -1)         /* call of another function `name` */            \
  X(GENERIC, "generic", -1)   /* linalg.generic on tensors: `generic` (below) */ \
  X(QMATMUL, "qmatmul", -1)   /* A[R,K] x planes of W[N,K]: `quant` (below) */   \
  X(CONV, "conv", -1)         /* x[N,C,H,W] * w[K,C/g,R,S] (+ bias[K]): `win` (below) */ \
  X(POOL, "pool", 1)          /* max / mean windows of x[N,C,H,W]: `red`, `win` */ \
  X(SIZE, "size", 0)          /* rank-0 i64: the value of dim expression `start` */ \
  X(OPAQUE, "opaque", -1)     /* an op facet parses but cannot compile: `name` */ \
  X(TRANSFER, "transfer", 1)  /* the operand's bytes on device `device` (flow.tensor.transfer) */ \
  X(DISPATCH, "dispatch", -1) /* call of an executable at one site */
// clang-format on

typedef enum {
#define X(id, name, n) IR_OP_##id,
  IR_OPS(X)
#undef X
      IR_OP_COUNT_
} ir_op_kind;

// Elementwise operations: one row each in ew_ops.h (name, arity, class,
// torch spelling, reference semantics).
#include "ew_ops.h"

typedef enum {
#define X(id, name, n, cls, torch, form, rf, ri) EW_##id,
  IR_EW_OPS(X)
#undef X
      EW_COUNT_
} ir_ew_kind;

#define IR_RED_OPS(X) X(SUM, "sum") X(MEAN, "mean") X(MAX, "max") X(MIN, "min") X(PROD, "prod")

typedef enum {
#define X(id, name) RED_##id,
  IR_RED_OPS(X)
#undef X
      RED_COUNT_
} ir_red_kind;

//
// IR_OP_GENERIC: a linalg.generic on tensors, kept whole (not decomposed at
// import) so that a later pass can both interpret it in the float64
// reference and lower it to one fused row kernel. The sharktank rotary
// helpers are written this way; so may be anything a frontend emits as
// linalg.
//
//   iteration space  loop_rank loops of sizes loops[d] (dim expressions
//                    over the function's symbols, taken from the operands'
//                    shapes through their maps at import); bit d of
//                    `reduction` marks a reduction loop (iterator_types),
//                    others are parallel.
//   operands         op->operands: the `ins` [0, in_count), the `outs`
//                    [in_count, in_count + init_count) (their values are the
//                    results' initial values), then the tensors the body
//                    reads with tensor.extract (values of the enclosing
//                    function, in the order of their first use).
//   maps             maps[k] for each of the in_count + init_count mapped
//                    operands: per operand dim an affine expression over
//                    the loops (ir_affine; linalg's indexing_maps). Result r
//                    is written at maps[in_count + r].
//   body             nodes in SSA order (a node uses earlier nodes only):
//                      GN_ARG      node k < in_count + init_count is the
//                                  element of operand k at maps[k] (for an
//                                  out: the current value of its result,
//                                  i.e. the accumulator of a reduction)
//                      GN_INDEX    linalg.index `dim`
//                      GN_CONST    `value` (integers are exact in a double
//                                  up to 2^53; larger ones are refused)
//                      GN_EXTRACT  tensor.extract: operand `operand` at the
//                                  elements given by nodes idx[0..rank)
//                      GN_OP       scalar op `op` over nodes a, b, c with
//                                  arith / math semantics (ir_scalar_op)
//                    Each node has a type: an element dtype, or `index`
//                    (is_index: a signed 64-bit integer, arith's index).
//                    yield[r] is the node result r takes.
//
// Reference semantics: for each point i of the iteration space in
// lexicographic order, evaluate the nodes, then store yield[r] into result
// r at maps[in_count + r](i). A GN_EXTRACT outside its tensor is an error
// (the reference reports it; a kernel clamps or checks); so is a map that
// leaves an operand. Integer ops wrap at their width as in arith.
//
// Lowering to a fused row kernel (KOP_ROWS): with parallel loops only and
// maps that are projected permutations, GN_ARG is a KN_LOAD whose map is
// read off the affine map, GN_INDEX a KN_INDEX, GN_CONST a KN_CONST and
// most GN_OPs one KN_EW (see ir_scalar_op's `ew`); GN_EXTRACT at computed
// indices needs a gather node; a reduction loop that is innermost is a
// KN_REDUCE over the yielded combination.
//
typedef enum { IA_CONST, IA_DIM, IA_ADD, IA_MUL, IA_FLOORDIV, IA_CEILDIV, IA_MOD } ir_affine_kind;

typedef struct ir_affine ir_affine;
struct ir_affine {
  ir_affine_kind kind;
  int64_t value; // IA_CONST value; IA_DIM loop number
  const ir_affine *lhs, *rhs;
};

// Scalar ops of a generic body: id, MLIR op name, predicate (cmpi / cmpf)
// or NULL, arity. Integer ops act on the node's integer width (index:
// 64 bits); `u` variants read their operands as unsigned.
// one row per entry:
// clang-format off
#define IR_SCALAR_OPS(X)                                                       \
  X(ADDF, "arith.addf", NULL, 2) X(SUBF, "arith.subf", NULL, 2)                \
  X(MULF, "arith.mulf", NULL, 2) X(DIVF, "arith.divf", NULL, 2)                \
  X(REMF, "arith.remf", NULL, 2) X(NEGF, "arith.negf", NULL, 1)                \
  X(MAXIMUMF, "arith.maximumf", NULL, 2) X(MINIMUMF, "arith.minimumf", NULL, 2) \
  X(MAXNUMF, "arith.maxnumf", NULL, 2) X(MINNUMF, "arith.minnumf", NULL, 2)    \
  X(ADDI, "arith.addi", NULL, 2) X(SUBI, "arith.subi", NULL, 2)                \
  X(MULI, "arith.muli", NULL, 2) X(DIVSI, "arith.divsi", NULL, 2)              \
  X(DIVUI, "arith.divui", NULL, 2) X(REMSI, "arith.remsi", NULL, 2)            \
  X(REMUI, "arith.remui", NULL, 2) X(FLOORDIVSI, "arith.floordivsi", NULL, 2)  \
  X(CEILDIVSI, "arith.ceildivsi", NULL, 2) X(CEILDIVUI, "arith.ceildivui", NULL, 2) \
  X(MAXSI, "arith.maxsi", NULL, 2) X(MINSI, "arith.minsi", NULL, 2)            \
  X(MAXUI, "arith.maxui", NULL, 2) X(MINUI, "arith.minui", NULL, 2)            \
  X(ANDI, "arith.andi", NULL, 2) X(ORI, "arith.ori", NULL, 2)                  \
  X(XORI, "arith.xori", NULL, 2) X(SHLI, "arith.shli", NULL, 2)                \
  X(SHRSI, "arith.shrsi", NULL, 2) X(SHRUI, "arith.shrui", NULL, 2)            \
  X(CMPI_EQ, "arith.cmpi", "eq", 2) X(CMPI_NE, "arith.cmpi", "ne", 2)          \
  X(CMPI_SLT, "arith.cmpi", "slt", 2) X(CMPI_SLE, "arith.cmpi", "sle", 2)      \
  X(CMPI_SGT, "arith.cmpi", "sgt", 2) X(CMPI_SGE, "arith.cmpi", "sge", 2)      \
  X(CMPI_ULT, "arith.cmpi", "ult", 2) X(CMPI_ULE, "arith.cmpi", "ule", 2)      \
  X(CMPI_UGT, "arith.cmpi", "ugt", 2) X(CMPI_UGE, "arith.cmpi", "uge", 2)      \
  X(CMPF_FALSE, "arith.cmpf", "false", 2) X(CMPF_OEQ, "arith.cmpf", "oeq", 2)  \
  X(CMPF_OGT, "arith.cmpf", "ogt", 2) X(CMPF_OGE, "arith.cmpf", "oge", 2)      \
  X(CMPF_OLT, "arith.cmpf", "olt", 2) X(CMPF_OLE, "arith.cmpf", "ole", 2)      \
  X(CMPF_ONE, "arith.cmpf", "one", 2) X(CMPF_ORD, "arith.cmpf", "ord", 2)      \
  X(CMPF_UEQ, "arith.cmpf", "ueq", 2) X(CMPF_UGT, "arith.cmpf", "ugt", 2)      \
  X(CMPF_UGE, "arith.cmpf", "uge", 2) X(CMPF_ULT, "arith.cmpf", "ult", 2)      \
  X(CMPF_ULE, "arith.cmpf", "ule", 2) X(CMPF_UNE, "arith.cmpf", "une", 2)      \
  X(CMPF_UNO, "arith.cmpf", "uno", 2) X(CMPF_TRUE, "arith.cmpf", "true", 2)    \
  X(SELECT, "arith.select", NULL, 3)                                           \
  X(INDEX_CAST, "arith.index_cast", NULL, 1) X(INDEX_CASTUI, "arith.index_castui", NULL, 1) \
  X(SITOFP, "arith.sitofp", NULL, 1) X(UITOFP, "arith.uitofp", NULL, 1)        \
  X(FPTOSI, "arith.fptosi", NULL, 1) X(FPTOUI, "arith.fptoui", NULL, 1)        \
  X(EXTF, "arith.extf", NULL, 1) X(TRUNCF, "arith.truncf", NULL, 1)            \
  X(EXTSI, "arith.extsi", NULL, 1) X(EXTUI, "arith.extui", NULL, 1)            \
  X(TRUNCI, "arith.trunci", NULL, 1)                                           \
  X(EXP, "math.exp", NULL, 1) X(EXP2, "math.exp2", NULL, 1)                    \
  X(LOG, "math.log", NULL, 1) X(LOG2, "math.log2", NULL, 1)                    \
  X(SQRT, "math.sqrt", NULL, 1) X(RSQRT, "math.rsqrt", NULL, 1)                \
  X(TANH, "math.tanh", NULL, 1) X(SIN, "math.sin", NULL, 1)                    \
  X(COS, "math.cos", NULL, 1) X(ERF, "math.erf", NULL, 1)                      \
  X(ABSF, "math.absf", NULL, 1) X(FLOOR, "math.floor", NULL, 1)                \
  X(CEIL, "math.ceil", NULL, 1) X(POWF, "math.powf", NULL, 2)
// clang-format on

typedef enum {
#define X(id, name, pred, n) SOP_##id,
  IR_SCALAR_OPS(X)
#undef X
      SOP_COUNT_
} ir_scalar_op;

// The cast ops (operand type != result type, printed `: A to B`).
bool ir_scalar_op_is_cast(ir_scalar_op op);

typedef enum { GN_ARG, GN_INDEX, GN_CONST, GN_EXTRACT, GN_OP } ir_gnode_kind;

typedef struct ir_gnode {
  ir_gnode_kind kind;
  dtype type;      // element type (DT_I64 when is_index)
  bool is_index;   // MLIR's `index`
  ir_scalar_op op; // GN_OP
  int a, b, c;     // GN_OP operands (earlier nodes)
  int dim;         // GN_INDEX
  int operand;     // GN_EXTRACT: index into op->operands
  int *idx;        // GN_EXTRACT: a node per dim of that operand
  double value;    // GN_CONST
} ir_gnode;

typedef struct ir_generic {
  int loop_rank;
  const dim_expr *loops[IR_MAX_RANK];
  uint32_t reduction;       // bit d: loop d is a reduction
  int in_count, init_count; // mapped operands: ins, then outs (one per result)
  int *map_rank;            // per mapped operand: its rank
  const ir_affine ***maps;  // per mapped operand: map_rank[k] expressions
  int node_count;
  ir_gnode *nodes;
  int *yield; // init_count nodes
} ir_generic;

//
// IR_OP_QMATMUL: C[r, n] = sum_k A[r, k] * W[n, k], W block-quantized in
// one of sharktank's planar layouts (docs/quantization.md). Not imported:
// src/transform/quantized.c makes it from the linalg ops sharktank's
// kernel templates expand to, once the reference has seen those. Operands:
// A [R, K] (f32, f16 or bf16), then the planes in this order, each the
// i8 / f16 tensor the export binds:
//   IR_Q8_0  d [N, G, 1] f16, qs [N, G, 32] i8              W = qs * d
//   IR_Q4    d, [m,] qs [N, G, 16] (two weights a byte, the even one in
//            the low nibble)                               W = q * d (+ m)
//   IR_Q4_K  d, dmin [N, S, 1] f16, sc_hi [N, S, 2], sc_lo [N, S, 4],
//            mn_hi, mn_lo, qs [N, S, 8, 16]   W = d * sc * q - dmin * mn
// with G = K / 32 blocks, S = K / 256 super-blocks of 8 sub-blocks of 32.
//
typedef enum { IR_Q8_0, IR_Q4, IR_Q4_K } ir_qscheme;

typedef struct ir_qformat {
  ir_qscheme scheme;
  bool signed_q;   // IR_Q4: two's-complement nibbles (extsi); else unsigned
  bool offset;     // IR_Q4: an offset plane m
  int mn_hi_shift; // IR_Q4_K: a min is lo | hi << shift (4: ggml's get_scale_min_k4;
                   // 0: sharktank's template as written)
} ir_qformat;

// The number of planes after A (2, 3 or 7), and K's block (32 or 256).
int ir_qformat_planes(const ir_qformat *q);
int ir_qformat_block(const ir_qformat *q);

//
// IR_OP_CONV and IR_OP_POOL: sliding windows over NCHW tensors, as torch
// defines conv2d and max_pool2d / avg_pool2d / adaptive_avg_pool2d (conv1d
// is a conv2d of height 1 at import). Output element (n, k, p, q) reads
// input rows p * stride[0] - pad[0] + r * dilation[0] for r < kernel[0]
// and columns likewise with index 1; a position outside the input is 0 for
// a convolution and no element for a pool (max ignores it; mean divides by
// the count of positions inside the input padded by `pad` (clipped to it
// when !count_include_pad), or by `divisor` when it is not 0).
//   CONV  operands x [N, C, H, W], w [K, C / groups, R, S], bias [K]
//         (optional); output channel k reads input channels of its group
//         g = k / (K / groups): g * C / groups ... (g + 1) * C / groups - 1.
//         Floats only; sums in float64 in the reference, f32 in kernels.
//   POOL  operand x; `red` is RED_MAX or RED_MEAN. With `adaptive`, row p
//         of P output rows of H input rows is the window [floor(p * H / P),
//         ceil((p + 1) * H / P)) (adaptive_avg_pool2d), and kernel,
//         stride, pad and dilation are unused.
//
typedef struct ir_window {
  int64_t kernel[2], stride[2], pad[2], dilation[2];
  int64_t groups;         // CONV
  bool count_include_pad; // POOL mean
  bool adaptive;          // POOL mean
  int64_t divisor;        // POOL mean: divisor_override; 0: none
} ir_window;

typedef struct ir_exec ir_exec;
struct ir_op {
  ir_op_kind kind;
  loc where;
  const char *source; // the torch op it came from ("torch.aten.mm"), for messages
  int operand_count;
  ir_value **operands;
  ir_value *result;          // every graph op has one result
  bool transpose_rhs;        // MATMUL: rhs is W[N,K]
  ir_ew_kind ew;             // EW
  ir_red_kind red;           // REDUCE
  uint32_t axes;             // REDUCE: bit i = operand axis i is reduced
  int axis;                  // SOFTMAX, SLICE, CONCAT, GATHER, INDEX_SELECT
  int perm[IR_MAX_RANK];     // TRANSPOSE
  int64_t reps[IR_MAX_RANK]; // REPEAT
  const dim_expr *start;     // SLICE
  int64_t step;              // SLICE
  double value, value2;      // CONSTANT splat; IOTA start, step; ATTENTION scale
  const void *data;          // CONSTANT dense data, elements of the result dtype
  size_t data_bytes;
  bool flag;           // ATTENTION: causal; INDEX_PUT: accumulate
  uint32_t none_mask;  // INDEX, INDEX_PUT: index positions that were None
  const char *name;    // GLOBAL: global name; CALL: callee; OPAQUE: op name
  ir_generic *generic; // GENERIC
  ir_qformat quant;    // QMATMUL
  ir_window *win;      // CONV, POOL
  int extra_count;     // results after the first (OPAQUE, ATTENTION)
  ir_value **extra;
  // The device the op runs on (dispatch.c: assign_devices; 0 without
  // devices); TRANSFER: the device it moves its operand to (the importer).
  int device;
  // DISPATCH
  ir_exec *exec;
  int site; // index into exec->sites
  ir_op *next;
};

// util.global: a module-level tensor, bound to a named parameter, or with
// its value inline (`= dense<...>` or `= dense_resource<...>`: data holds
// the elements, row-major, little-endian, of type.elem; or one value
// repeated, `splat`), or neither.
typedef struct ir_global {
  const char *name; // "__auto.token_embd.weight"
  ir_type type;
  const char *scope, *key; // #stream.parameter.named<"scope"::"key">, or NULL
  const void *data;        // an inline value, data_bytes = numel * dtype size
  size_t data_bytes;
  bool splat; // an inline value, every element splat_value
  double splat_value;
  loc where;
  // consteval.c: a value computed from parameters once, at load, by the
  // module's initializer (ir_context.initializer): its result init_output
  bool load_time;
  int init_output;
  int device; // stream.affinity = #hal.device.promise<@__device_N>: N (else 0)
} ir_global;

// What an argument or a result is at a function's interface (the module's
// mod_kind): a tensor, or a torch scalar (!torch.int, !torch.float,
// !torch.bool) held as a rank-0 tensor of i64, f64 or i1 (ir_kind_dtype).
typedef enum { IR_KIND_TENSOR, IR_KIND_INT, IR_KIND_FLOAT, IR_KIND_BOOL } ir_kind;

typedef struct ir_binding_promise { // a torch.bind_symbolic_shape on an argument
  int arg, dim;
  loc where;
} ir_binding_promise;

typedef struct ir_function {
  const char *name;
  loc where;
  bool is_private; // util.func private / func.func private: not an entry point
  int symbol_count;
  ir_symbol *symbols;
  int arg_count;
  ir_value **args;
  ir_op *first, *last;
  int result_count;
  ir_value **results;
  // where each (arg, dim) got its expression, for runtime error messages
  int promise_count;
  ir_binding_promise *promises;
  int value_count;
  // torch.overwrite.tensor.contents: results written back into arguments
  int inout_count;
  int *inout_args;
  ir_value **inout_values;
  // ir_kind of each argument and result; NULL: all tensors
  uint8_t *arg_kinds, *result_kinds;
  // the device of each argument (iree.abi.affinity); NULL: all on device 0
  int *arg_devices;
} ir_function;

//
// Executables. A binding is a tensor the kernel reads or writes;
// its dims are static values or push constants.
//
typedef struct ir_kdim {
  bool dynamic;
  int64_t value; // static size, or push constant index when dynamic
} ir_kdim;

typedef struct ir_kbinding {
  dtype elem;
  int rank;
  ir_kdim dims[IR_MAX_RANK];
  bool is_output;
} ir_kbinding;

typedef enum {
  KOP_MATMUL,    // C[M,N] = A[M,K] x B[K,N] (B as W[N,K] when transpose_b); f32 accumulation
  KOP_ROWS,      // a fused elementwise / row-reduction program over exec->iter (see ir_knode)
  KOP_ATTENTION, // O = softmax(Q K^T * scale + mask) V over [B, H, L, E] x [B, Hk, S, E]
  KOP_QMATMUL,   // C[R,N] = A[R,K] x W[N,K] with W's planes (IR_OP_QMATMUL); f32 accumulation
  KOP_CONV,      // y[N,K,P,Q] = conv(x[N,C,H,W], w[K,C/g,R,S]) (+ bias[K]) (IR_OP_CONV); f32 sums
  KOP_POOL,      // y[N,C,P,Q] = max / mean windows of x[N,C,H,W] (IR_OP_POOL)
} ir_kop_kind;

// How an attention operand's logical dims ([B, H, L, E] for Q and O, [B, Hk,
// S, E] for K and V, [B, H, L, S] for the mask) sit in its binding: index i
// of logical dim d is index i along binding dim outer[d], or i /
// inner_size[d] along outer[d] and i % inner_size[d] along inner[d] (a
// sequence stored as pages of a cache); every binding dim starts at
// offset[j] (a slice's start). So the transposes, views and slices an
// export writes around attention are read through, not copied
// (dispatch.c: attention_view). The identity is a row-major binding.
//
// K and V may also be read through a page table (an index_select of the
// cache's pages by a tensor of page ids, which the kernel does instead of a
// gather before it): with `table` >= 0, binding dim `table_dim` is not
// indexed by any logical dim but by the element of binding `table` (i64
// ids, row-major) that the logical indices pick along its dims;
// outer[d] / inner[d] >= IR_KVIEW_TABLE name dim (value - IR_KVIEW_TABLE)
// of the table instead of a binding dim. An id outside the dim is an error
// of the call, as the gather's, and is never read.
enum { IR_KVIEW_TABLE = 16 };
typedef struct ir_kview {
  int8_t outer[4], inner[4];   // binding dims (or table dims); -1: none (a logical dim of 1)
  ir_kdim inner_size[4];       // with inner[d] >= 0
  ir_kdim offset[IR_MAX_RANK]; // per binding dim
  ir_kdim size[4];             // the logical dims' sizes
  int8_t table;                // binding of the page ids, -1: none
  int8_t table_dim;            // with table >= 0: the binding dim the ids index
} ir_kview;

typedef struct ir_kop {
  ir_kop_kind kind;
  int operands[5]; // binding indices: MATMUL: A, B, C; ATTENTION: Q, K, V, O, mask (-1: none);
                   // QMATMUL: A, the first plane (the others follow it), C
  bool transpose_b;
  ir_kdim m, n, k;
  bool causal;      // ATTENTION: key j attends to query i only when j <= i
  double scale;     // ATTENTION: the scale itself (0 is 0; the importer computes torch's default)
  ir_kview *views;  // ATTENTION: how Q, K, V, O and the mask sit in their bindings (5)
  ir_qformat quant; // QMATMUL
  ir_window win;    // CONV, POOL: operands x, w, bias (-1: none), y (POOL: x, y)
  ir_red_kind red;  // POOL
} ir_kop;

// Fused bodies are expression DAGs evaluated per element of the iteration
// space exec->iter (rank exec->iter_rank, innermost dim last):
//   - KOP_ROWS: iter is the output space; KN_REDUCE nodes reduce their
//     operand over the innermost iteration dim, giving one value per row
//     (per index of the outer dims); nodes that use a reduction see it as
//     constant along the row. Softmax, RMS and layer norms are such DAGs.
//   - KOP_MATMUL with nodes: an epilogue over iter = [M, N] applied to the
//     accumulator (KN_ACC) before the store; without nodes C = the
//     accumulator, rounded to C's dtype.
// Node operands (a, b, c) index earlier nodes. Every float node computes
// in f32; `type` is the dtype the value is rounded to where it is stored
// or converted (KN_EW with EW_CONVERT rounds to `type`).
typedef enum {
  KN_LOAD,   // binding `binding` at the element; map[d] = binding dim for iter dim d, or -1
  KN_CONST,  // `value`
  KN_EW,     // ew(a, b, c)
  KN_REDUCE, // red over the innermost iter dim of node a (per row)
  KN_ACC,    // the matmul accumulator at (i, j)
  KN_INDEX,  // the index along iter dim `axis`, times value2, plus value (arange)
  KN_GATHER, // binding `binding` at coordinates coord[0..rank): slices, indexing,
             // concat pieces, repeats (see ir_kcoord)
  KN_DIM,    // the size `dim` (static or a push constant), as an int64 value
} ir_knode_kind;

// One coordinate of a KN_GATHER, for one dim of its binding: the iteration
// index along `iter_dim` times `step`, or the value of node `node` (an index
// tensor's element), plus `offset` minus `minus` (each static, or a push
// constant: a slice's dynamic start, a concat piece's position); iter_dim
// -1 without a node is the offset alone (select).
// Then, in this order: `wrap` adds the dim's size to a negative index
// (torch's negative indices), `modulo` takes it modulo the size (repeat),
// and the result is clamped to [0, size), so that no read is out of bounds;
// `check` marks an index torch would refuse out of range, which makes the
// dispatch report an error (its status binding) instead of reading the
// clamped element.
typedef struct ir_kcoord {
  int8_t iter_dim; // -1: none
  int16_t node;    // -1: none (else the index's node; iter_dim is -1)
  int32_t step;    // with iter_dim
  ir_kdim offset, minus;
  bool wrap, modulo, check;
} ir_kcoord;

typedef struct ir_knode {
  ir_knode_kind kind;
  dtype type;
  ir_ew_kind ew;
  ir_red_kind red;
  int a, b, c;
  int binding;             // KN_LOAD, KN_GATHER
  int8_t map[IR_MAX_RANK]; // KN_LOAD: iteration dim -> binding dim (-1: broadcast)
  // KN_GATHER: one per binding dim (IR_MAX_RANK entries in the context's
  // arena; out of line, as every executable holds IR_MAX_KNODES nodes and
  // inline coordinates made each 45 KB: 1.2 GB for 20 000 dispatches)
  ir_kcoord *coord;
  int axis;             // KN_INDEX
  ir_kdim dim;          // KN_DIM
  double value, value2; // KN_CONST; KN_INDEX start and step
  bool per_row;         // depends on no innermost index (after a reduction)
} ir_knode;

typedef struct ir_koutput {
  int binding; // an output binding, dims = iter (or iter with last = 1 if per_row)
  int node;
  // a scatter (index_put): the value is stored at coordinates of the
  // binding, whose dims are its own, instead of at the iteration element;
  // a coordinate out of range stores nothing
  bool scatter;
  ir_kcoord coord[IR_MAX_RANK];
} ir_koutput;

typedef struct ir_site { // one dispatch of the executable
  ir_function *fn;
  ir_op *op;
  const dim_expr *push[16]; // expression of each push constant at this site
  fact *row;                // facts of each push constant (exec->push_count)
  int row_index;            // index into exec->rows
  int variant;              // after specialize: its variant when bound statically, or -1
  // bound by a predicate chain (its row was split): choice i runs variant
  // choice_variant[i] when the push constants fit row choice_row[i]; the
  // last choice is the fallback (no test)
  int choice_count;
  int choice_variant[4], choice_row[4];
  int out_count; // the values the dispatch writes, in output-binding order
  ir_value *outs[8];
} ir_site;

typedef struct ir_variant {
  void *config;      // codegen's cg_config (opaque here)
  char *config_text; // printed config, for reports and dedup of configs
  fact *facts;       // push_count: union of the rows it serves
  int row_count;
  int *rows;    // indices into exec->rows
  char *symbol; // C symbol prefix of its code
  int kernel;   // index in the kernel library after culling
  bool culled;  // its code was identical to `kernel`'s first owner
  // its kernel's compile, for the report (cull.c: codegen's cg_source_cost)
  double cc_cpu_seconds;
  int cc_run_kernels;
} ir_variant;

struct ir_exec {
  const char *name;
  int binding_count;
  ir_kbinding bindings[16];
  int push_count;
  int kop_count;
  ir_kop kops[8];
  // fused bodies (see ir_knode); node_count == 0 for a plain matmul
  int iter_rank;
  ir_kdim iter[IR_MAX_RANK];
  int node_count;
  ir_knode nodes[IR_MAX_KNODES];
  int output_count;
  ir_koutput outputs[8];
  // sites and rows (distinct site rows, never a union)
  VEC(ir_site) sites;
  VEC(fact *) rows;
  VEC(int) row_parent; // -1 for a site row; for a piece of a split row, that row
  VEC(ir_variant) variants;
  ir_exec *merged_into; // set by dedup on executables that were merged away
  // An in-place update (index_put): output 0 starts as a copy of the
  // dispatch's last operand, which is not a binding (hostgen gives the
  // output that operand's buffer when nothing reads its old contents later,
  // or copies it there first); the kernel writes some of its elements.
  bool update;
  uint64_t hash; // canonical structural hash
};

struct ir_context {
  arena mem;
  diag_engine *diag;
  hashmap dims; // interning table for dim_expr
  uint32_t next_dim_id;
  VEC(ir_function *) functions;
  VEC(ir_exec *) execs;
  VEC(ir_global) globals;
  // consteval.c: the function the runtime runs once at load to compute the
  // load-time globals (its results); the last of `functions`; NULL: none
  ir_function *initializer;
  int internal_errors; // broken invariants found by ir_verify (compiler bugs)
};

ir_context *ir_context_create(diag_engine *diag);
void ir_context_destroy(ir_context *ctx);
ir_function *ir_function_create(ir_context *ctx, const char *name, loc where);
int ir_add_symbol(ir_context *ctx, ir_function *fn, const char *name, fact range, loc where);
ir_value *ir_add_arg(ir_context *ctx, ir_function *fn, ir_type type);
ir_op *ir_append_op(ir_context *ctx, ir_function *fn, ir_op_kind kind, loc where,
                    ir_value **operands, int operand_count, ir_type result_type);
// Every use of old in fn (operands, results, in-out values) becomes new.
void ir_replace_uses(ir_function *fn, const ir_value *old, ir_value *new);
const char *ir_op_name(ir_op_kind kind);
const char *ir_ew_name(ir_ew_kind kind);
int ir_ew_arity(ir_ew_kind kind);
ir_ew_class ir_ew_class_of(ir_ew_kind kind);
// The elementwise op that torch.aten.<name> imports (see ew_ops.h), with
// *scalar set when its second operand is a Scalar and *alpha when an alpha
// follows; false if none.
bool ir_ew_from_torch(const char *name, ir_ew_kind *kind, bool *scalar, bool *alpha);
// The torch name of an elementwise op ("" when a handler of its own
// imports it) and how it is suffixed.
const char *ir_ew_torch_name(ir_ew_kind kind, ir_ew_torch_form *form);
const char *ir_red_name(ir_red_kind kind);
const char *ir_scalar_op_name(ir_scalar_op op);      // "arith.cmpi"
const char *ir_scalar_op_predicate(ir_scalar_op op); // "eq", or NULL
int ir_scalar_op_arity(ir_scalar_op op);
ir_global *ir_find_global(ir_context *ctx, const char *name);
// The interface kind of argument / result i (IR_KIND_TENSOR without kinds).
ir_kind ir_arg_kind(const ir_function *fn, int i);
ir_kind ir_result_kind(const ir_function *fn, int i);
// DT_I64, DT_F64, DT_BOOL for the scalar kinds; DT_INVALID for a tensor.
dtype ir_kind_dtype(ir_kind k);
// "!torch.int", "!torch.float", "!torch.bool" (NULL for a tensor).
const char *ir_kind_type_name(ir_kind k);
bool ir_type_eq(const ir_type *a, const ir_type *b);
void ir_type_print(strbuf *sb, const ir_type *t, const ir_function *fn);
// dim_print with the names of fn's symbols (fn NULL: "s<i>").
void ir_dim_print(strbuf *sb, const dim_expr *e, const ir_function *fn);
// The fact of a dim expression given the function's symbol facts.
fact ir_dim_fact(const ir_function *fn, const dim_expr *e);
// Number of elements as an expression.
const dim_expr *ir_type_numel(ir_context *ctx, const ir_type *t);
// IR_OP_BITCAST's rule (flow.tensor.bitcast of bytes into sub-byte
// integers): `from` is i8 or ui8, `to` is i4 or i2 of the same rank >= 1,
// its innermost dim is from's * 8 / bits and its other dims are from's.
// Element j of a row is bits [j * bits, (j + 1) * bits) of its bytes,
// little-endian (i4: element 2j is the low nibble of byte j). The bits are
// a signless integer: what reads them decides the sign (extsi / extui).
bool ir_bitcast_ok(ir_context *ctx, const ir_type *from, const ir_type *to);

// symbols.c: what a function's shape symbols mean for its dims.
typedef enum {
  IR_DIMS_EQUAL,     // the same value for every value of the symbols in their ranges
  IR_DIMS_DIFFER,    // different for some values in the ranges
  IR_DIMS_UNDECIDED, // neither shown: equal wherever tried, ranges too large to try all
} ir_dims_cmp;
// Compares a and b: equal when their normalized forms (dim_normalize) are
// one pointer, or when they agree on every point of their symbols' ranges
// (at most 2^14 points of at most 8 symbols); different at the first point
// (from each range's start) where they differ.
ir_dims_cmp ir_dim_compare(ir_context *ctx, const ir_function *fn, const dim_expr *a,
                           const dim_expr *b);

// How a call gives a symbol (one rule for hostgen's entry checks and the
// reference): argument dim `dim` of `arg` is coef * sym + rest, rest using
// only symbols derived before; with D its size, t = D - rest (coef > 0) or
// rest - D (coef < 0) must satisfy `check` = |coef| * the symbol's range
// (so t >= 0 and |coef| divides t), and sym = t / |coef|.
typedef struct ir_derivation {
  int sym;
  int arg, dim;
  int64_t coef; // != 0
  fact check;
} ir_derivation;
// Fills out (fn->symbol_count entries at most) in the order the symbols
// are derived: first each symbol from the first argument dim that is
// c * symbol (c > 0), then, until nothing changes, from the first dim not
// yet used that is coef * symbol + rest with rest over derived symbols
// (2 * s0 + 1; s0 + s1 once s0 is known). Returns how many it derives; a
// symbol no argument dim determines this way is not derived.
int ir_derive_symbols(const ir_function *fn, ir_derivation *out);
// What argument dim (arg, dim) promises, for a failed check:
// "expected s1 * 32 with s1 in [2, 4095] (torch.bind_symbolic_shape at
// f.mlir:3:1)"; symbol_source[s] = arg * IR_MAX_RANK + dim + 1 names the
// input dim a symbol was derived from (0 or a NULL array: none). malloc'd.
char *ir_promise_text(const ir_function *fn, int arg, int dim, const int *symbol_source);
// "symbol 's0' of @f cannot be derived from the shapes of its arguments",
// malloc'd: what both tools say of a symbol no derivation gives.
char *ir_underivable_text(const ir_function *fn, int sym);

// reference.c: the reference interpreter (graph level only). Float values
// are computed in float64 and, by default, rounded to each op's declared
// dtype (an f16 op overflows to inf as torch's does); integer and bool
// values are int64 wrapped to their dtype's width. See reference.c.
typedef union ref_elem {
  double f;  // float dtypes: a value of the dtype (float64 when unrounded)
  int64_t i; // integer and bool dtypes: the value, wrapped to the dtype
} ref_elem;
typedef struct ref_tensor {
  dtype elem; // the dtype the program gives this value
  int rank;
  int64_t dims[IR_MAX_RANK];
  ref_elem *data; // row-major
} ref_tensor;
// Element i of an array of dtype t, exactly (int64 above 2^53 included).
ref_elem ref_load(dtype t, const void *base, size_t i);
// Stores v (an element of dtype t) as element i of an array of dtype t.
void ref_store(dtype t, void *base, size_t i, ref_elem v);
// Where the reference finds the values of util.globals (parameters):
// `load` fills `count` elements of global g (dtype g->type.elem),
// row-major, or returns a status.
typedef struct ref_globals {
  void *self;
  facet_status_t (*load)(void *self, const ir_global *g, ref_elem *data, size_t count);
} ref_globals;
typedef struct ref_options {
  const ref_globals *globals; // NULL: a program that loads a global fails
  bool unrounded;             // keep float values in float64 (no rounding to their dtype)
} ref_options;
// Runs fn on inputs. outputs gets fn's results, then the new values of its
// overwritten arguments (torch.overwrite.tensor.contents), each data
// malloc'd. INVALID_ARGUMENT on a shape the program does not accept, an
// index out of range, a reduction torch refuses (amax of nothing), or an
// op without a reference (opaque ones); a failed load's status.
facet_status_t ref_run_options(const ir_context *ctx, const ir_function *fn,
                               const ref_tensor *inputs, int input_count,
                               const ref_options *options, ref_tensor *outputs);
facet_status_t ref_run(const ir_context *ctx, const ir_function *fn, const ref_tensor *inputs,
                       int input_count, ref_tensor *outputs);

// verify.c: checks the IR's invariants (operands defined before use,
// shapes, dispatches against their executables, bound sites); reports each
// violation as an internal error naming the pass and returns false.
bool ir_verify(ir_context *ctx, const char *after_pass);

// printer.c
void ir_print_function(strbuf *sb, const ir_function *fn);
void ir_print_exec(strbuf *sb, const ir_exec *ex);
void ir_print_module(strbuf *sb, const ir_context *ctx);

#endif
