// base.h: what every stage of facet shares, compiler and runtime alike.
//
// Sections follow the files of src/base/: util.c (first: allocation that
// cannot fail, fatal errors, whole-file I/O, checked sizes), arena.c,
// status.c, strbuf.c, hashmap.c, diag.c, fact.c, dtype.c, quant.c. Nothing
// here knows about tensors or MLIR.
#ifndef FACET_BASE_H
#define FACET_BASE_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "facet/status.h"

// Internal invariants abort loudly with file and line; user input never does.
#define FACET_CHECK(cond)                                                                          \
  do {                                                                                             \
    if (!(cond)) facet_die(__FILE__, __LINE__, "check failed: %s", #cond);                         \
  } while (0)
#define FACET_UNREACHABLE() facet_die(__FILE__, __LINE__, "unreachable")
_Noreturn void facet_die(const char *file, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

#define FACET_ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

// Allocation that cannot fail: out of memory in the compiler aborts.
void *xmalloc(size_t n);
void *xcalloc(size_t count, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);

// Reads a whole file (NUL-terminated, *len excludes the NUL; free() it).
// path "-" reads standard input. NOT_FOUND "cannot open 'PATH': why",
// UNAVAILABLE "cannot read 'PATH'".
facet_status_t file_read_all(const char *path, char **data, size_t *len);
// Levenshtein distance (SIZE_MAX past 64 characters), and the name in
// `names` close enough to `word` to be its typo (NULL if none): for "did
// you mean" in every tool (src/tooling/flags.c) and the compiler's flags.
size_t str_edit_distance(const char *a, const char *b);
const char *str_closest(const char *word, const char *const *names, size_t n);

// write(2) until every byte is out (EINTR retried); false on any error.
bool fd_write_all(int fd, const void *data, size_t n);

// Saturating and checked arithmetic on sizes.
bool size_mul_overflows(size_t a, size_t b, size_t *out);
bool size_add_overflows(size_t a, size_t b, size_t *out);

//
// util.c: where the arena, string buffer and hash map get their memory.
//
// All-zero (the default) is malloc that cannot fail: out of memory aborts
// (xmalloc), which is the compiler's policy. With `alloc` set, failure is
// reported instead (a NULL, a false or a sticky flag, as each structure
// says) and never aborts: the runtime passes the embedder's allocator here
// so that nothing of it allocates behind the embedder's back. The layout
// is facet_allocator_t's (include/facet/runtime.h), which base cannot see.
typedef struct mem_allocator {
  void *self;
  void *(*alloc)(void *self, size_t size, size_t alignment); // NULL on failure
  void (*free)(void *self, void *ptr);
} mem_allocator;

// `size` bytes aligned to `alignment` (a power of two); NULL only when a
// custom allocator fails. mem_free(a, NULL) does nothing.
void *mem_alloc(const mem_allocator *a, size_t size, size_t alignment);
void mem_free(const mem_allocator *a, void *p);

//
// status.c: making facet_status_t values (include/facet/status.h), the one
// error type below the tools: the runtime, the module reader and writer,
// file reading, the reference interpreter and the tooling. (Located
// compiler diagnostics are diag.c's.) A status is one malloc'ed block, not
// a caller's allocator's: it outlives calls, is freed by facet_status_free
// alone, and must be makeable when that allocator has just failed. When
// even malloc fails the caller gets the one static out-of-memory status.
//
facet_status_t status_new(facet_status_code_t code, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
facet_status_t status_vnew(facet_status_code_t code, const char *fmt, va_list ap);
// RESOURCE_EXHAUSTED "out of memory: <what>", e.g. "out of memory: binding
// parameter 3 (4096 bytes)"; the static status if even that fails.
facet_status_t status_oom(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
// Prefixes the message of `s` with "<context>: " (s unchanged if NULL).
facet_status_t status_annotate(facet_status_t s, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
#define STATUS_RETURN_IF_ERROR(expr)                                                               \
  do {                                                                                             \
    facet_status_t status_ = (expr);                                                               \
    if (status_) return status_;                                                                   \
  } while (0)

//
// arena.c: bump allocation, freed in bulk. Not thread-safe; one per owner.
//
typedef struct arena_chunk arena_chunk;
typedef struct arena {
  arena_chunk *head;       // newest chunk first
  size_t used;             // bytes used in head
  mem_allocator allocator; // set before the first allocation; zero: xmalloc
} arena;

// Zeroed, 16-byte aligned. NULL only with a custom allocator that failed
// (so, as below, only the runtime's code needs to check).
void *arena_alloc(arena *a, size_t n);
char *arena_strdup(arena *a, const char *s);
char *arena_strndup(arena *a, const char *s, size_t n);
char *arena_printf(arena *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void *arena_memdup(arena *a, const void *p, size_t n);
void arena_free(arena *a); // releases every chunk; the arena is reusable after
#define ARENA_NEW(a, T) ((T *)arena_alloc((a), sizeof(T)))
#define ARENA_NEW_ARRAY(a, T, n) ((T *)arena_alloc((a), sizeof(T) * (size_t)(n)))

// A growable array of pointers or values, heap-backed (vec_free releases).
#define VEC(T)                                                                                     \
  struct {                                                                                         \
    T *data;                                                                                       \
    size_t len, cap;                                                                               \
  }
#define VEC_PUSH(v, x)                                                                             \
  do {                                                                                             \
    if ((v).len == (v).cap) {                                                                      \
      (v).cap = (v).cap ? (v).cap * 2 : 8;                                                         \
      (v).data = xrealloc((v).data, sizeof(*(v).data) * (v).cap);                                  \
    }                                                                                              \
    (v).data[(v).len++] = (x);                                                                     \
  } while (0)
#define VEC_FREE(v) (free((v).data), (v).data = NULL, (v).len = (v).cap = 0)

//
// strbuf.c: a growable NUL-terminated string.
//
typedef struct strbuf {
  char *data; // always NUL-terminated once anything was appended
  size_t len, cap;
  mem_allocator allocator; // zero: xrealloc
  bool failed;             // a custom allocator failed: later appends are dropped
} strbuf;

void sb_append(strbuf *sb, const char *s);
void sb_appendn(strbuf *sb, const char *s, size_t n);
void sb_putc(strbuf *sb, char c);
void sb_printf(strbuf *sb, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void sb_vprintf(strbuf *sb, const char *fmt, va_list ap);
void sb_reset(strbuf *sb); // len = 0, keeps memory
void sb_free(strbuf *sb);
const char *sb_cstr(strbuf *sb); // "" when empty

//
// hashmap.c: byte-string keys to pointer values, open addressing.
// Keys are copied into the map's own storage.
//
typedef struct hashmap_entry {
  char *key;
  size_t keylen;
  uint64_t hash;
  void *value;
} hashmap_entry;
typedef struct hashmap {
  hashmap_entry *slots;
  size_t cap, len;
  mem_allocator allocator; // set before the first put; zero: xmalloc
} hashmap;

uint64_t hash_bytes(const void *p, size_t n); // xxh64, seed 0
void *hashmap_get(const hashmap *m, const void *key, size_t keylen);
void *hashmap_get_str(const hashmap *m, const char *key);
// False only when a custom allocator failed; the map is then unchanged.
bool hashmap_put(hashmap *m, const void *key, size_t keylen, void *value);
bool hashmap_put_str(hashmap *m, const char *key, void *value);
void hashmap_free(hashmap *m);

//
// diag.c: diagnostics with locations, collected (never exit on user error).
//
typedef struct loc {
  const char *file; // NULL = no location
  uint32_t line, col;
} loc;

typedef enum { DIAG_ERROR, DIAG_WARNING, DIAG_NOTE } diag_level;

typedef struct diag_source {
  const char *name;
  const char *text; // not owned
  size_t len;
} diag_source;

typedef struct diag_engine {
  VEC(diag_source) sources; // registered files, for printing the source line
  FILE *out;                // where diagnostics are printed as they come (stderr)
  strbuf log;               // everything printed, for tests
  int errors, warnings;
  int max_errors;      // stop printing after this many (0 = 20)
  bool quiet_warnings; // warnings and notes counted and logged, not printed
} diag_engine;

void diag_init(diag_engine *d, FILE *out);
// The tool name that prefixes a message without a location (default "facet").
void diag_set_program(const char *name);
const char *diag_program_name(void);
void diag_free(diag_engine *d);
void diag_add_source(diag_engine *d, const char *name, const char *text, size_t len);
// `file:line:col: error: message`, then the source line and a caret.
void diag_report(diag_engine *d, diag_level level, loc l, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
void diag_vreport(diag_engine *d, diag_level level, loc l, const char *fmt, va_list ap);
#define diag_error(d, l, ...) diag_report((d), DIAG_ERROR, (l), __VA_ARGS__)
#define diag_warning(d, l, ...) diag_report((d), DIAG_WARNING, (l), __VA_ARGS__)
#define diag_note(d, l, ...) diag_report((d), DIAG_NOTE, (l), __VA_ARGS__)
// "file:line:col" into buf (or "<unknown>").
const char *loc_str(loc l, char *buf, size_t n);

//
// fact.c: integer facts <umin, umax, udiv> for one non-negative integer.
//
// A fact is data. Absent parts take their neutral value: umin = 0,
// umax = FACT_UNBOUNDED, udiv = 1. All arithmetic saturates at
// FACT_UNBOUNDED; a saturated umax means "no upper bound known".
//
#define FACT_UNBOUNDED UINT64_MAX
typedef struct fact {
  uint64_t umin, umax, udiv; // udiv >= 1
} fact;

fact fact_any(void);         // <> : any non-negative integer
fact fact_point(uint64_t v); // umin = umax = udiv = v (udiv 1 for v = 0)
fact fact_range(uint64_t lo, uint64_t hi, uint64_t div); // normalised
fact fact_normalize(fact f);                             // tighten umin/umax to multiples of udiv
bool fact_is_empty(fact f);                              // no integer satisfies it
bool fact_is_point(fact f);
bool fact_eq(fact a, fact b);
bool fact_contains(fact f, uint64_t v);
bool fact_implies(fact a, fact b); // every value of a satisfies b
bool fact_intersects(fact a, fact b);
fact fact_meet(fact a, fact b);  // both hold: max umin, min umax, lcm udiv
fact fact_union(fact a, fact b); // min umin, max umax, gcd udiv
fact fact_add(fact a, fact b);
fact fact_mul(fact a, fact b);
fact fact_floordiv(fact a, uint64_t c); // c = 0: fact_any()
fact fact_ceildiv(fact a, uint64_t c);  // c = 0: fact_any()
fact fact_mod(fact a, uint64_t c);
uint64_t sat_add(uint64_t a, uint64_t b);
uint64_t sat_mul(uint64_t a, uint64_t b);
uint64_t gcd_u64(uint64_t a, uint64_t b);
uint64_t lcm_sat(uint64_t a, uint64_t b);
// IREE notation: "<umin = 128, umax = 262080, udiv = 64>"; neutral parts omitted.
void fact_print(strbuf *sb, fact f);

//
// dtype.c: element types shared by compiler, runtime and module format.
// The numeric values are part of the module format; never renumber.
//
typedef enum dtype {
  DT_INVALID = 0,
  DT_F32 = 1,
  DT_F16 = 2,
  DT_BF16 = 3,
  DT_F64 = 4,
  DT_I64 = 5,
  DT_I32 = 6,
  DT_I16 = 7,
  DT_I8 = 8,
  DT_U8 = 9,
  DT_BOOL = 10, // i1, one byte per element
  DT_COUNT,     // the dtypes of modules, bindings and parameters end here
  // Sub-byte integers: graph IR only, the result of a flow.tensor.bitcast of
  // i8 bytes read by a linalg.generic (docs/ops.md, "Packed sub-byte
  // integers"). Never in a module, a binding or a parameter: their readers
  // refuse dtypes >= DT_COUNT, and the importer refuses any other use.
  DT_I4 = 16, // signless 4 bits, two per byte
  DT_I2 = 17, // signless 2 bits, four per byte
} dtype;

// Bytes per element: 0 for DT_INVALID and for the sub-byte types, which
// have no byte size (anything that sizes a buffer of one is a bug, and 0
// bytes makes that visible instead of plausible).
size_t dtype_size(dtype t);
int dtype_bits(dtype t);         // bits per stored element: 8 * size, 4 for i4, 2 for i2
bool dtype_is_sub_byte(dtype t); // DT_I4, DT_I2
const char *dtype_name(dtype t); // IREE spelling: f32 f16 bf16 f64 i64 i32 i16 i8 ui8 i1 (i4 i2)
// Module dtypes only (files, command lines); also accepts si64, si32, ui8, i1.
dtype dtype_from_name(const char *name, size_t len);
// dtype_from_name, and i4 / i2: the element types of MLIR's text.
dtype dtype_from_mlir_name(const char *name, size_t len);
bool dtype_is_float(dtype t);
float f16_to_f32(uint16_t h);
uint16_t f32_to_f16(float f); // round to nearest even
float bf16_to_f32(uint16_t h);
uint16_t f32_to_bf16(float f); // round to nearest even
// v rounded to float dtype t (f16 and bf16 through f32, as torch's
// c10::Half(double) does); v itself for f64 and non-float t.
double dtype_round(dtype t, double v);
// torch.promote_types: bool < integers < floats; within a kind the wider
// one; f16 with bf16 is f32, u8 with i8 is i16.
dtype dtype_promote(dtype a, dtype b);
// Reads/writes element i of a buffer of type t as double (for references and printing).
double dtype_load(dtype t, const void *base, size_t i);
void dtype_store(dtype t, void *base, size_t i, double v);

//
// cpu.c: the x86-64 levels facet compiles for, in order: 0 "x86-64", 1
// "x86-64-v3", 2 "x86-64-v4", 3 "x86-64-v4-bf16" (v4 + AVX512_BF16 and
// AVX512_VNNI), 4 "x86-64-v4-amx" (v4-bf16 + AMX-TILE, -INT8 and -BF16,
// with the OS's permission). A CPU that runs a level runs every lower one.
//
enum { CPU_X86_LEVELS = 5 };
// The highest level this CPU and OS run ($FACET_CPU_LEVEL=NAME lowers it).
int cpu_x86_level(void);
const char *cpu_x86_level_name(int level);
int cpu_x86_level_of(const char *name); // -1 for a name that is no level
// 512-bit FMAs this CPU retires a cycle: 2 (Sapphire Rapids, Zen 5), 1 (Zen
// 4, Ice Lake client), 0 below x86-64-v4. Probed once a process
// ($FACET_AVX512_FMA=1|2 sets it).
int cpu_fma512_per_cycle(void);
// Whether vdpbf16ps (x86-64-v4-bf16) multiplies bf16 faster than converting
// to f32 and FMAs: probed as above ($FACET_BF16_DOT=0|1 sets it).
bool cpu_bf16_dot_fast(void);

//
// quant.c: ggml's block-quantized weight types (docs/quantization.md).
//
// A row of n weights (n a multiple of the block's elements) is n / elems
// blocks of `bytes` bytes each, little-endian. The dequantizers and the
// reference quantizers are ports of ggml's (ggml-quants.c, MIT): the
// quantizers give ggml's blocks bit for bit for finite input.
//
typedef enum quant_type { // values are ggml's type ids (enum ggml_type, in GGUF files)
  QUANT_NONE = 0,         // not block-quantized (ggml's 0 is F32)
  QUANT_Q4_0 = 2,         // 32 weights: f16 d, 16 bytes of nibbles; (q - 8) * d
  QUANT_Q4_1 = 3,         // 32 weights: f16 d, f16 m, 16 bytes of nibbles; q * d + m
  QUANT_Q8_0 = 8,         // 32 weights: f16 d, 32 x i8; q * d
  QUANT_Q4_K = 12,        // 256 weights: 8 sub-blocks of 32 with 6-bit scales and mins
  QUANT_Q6_K = 14,        // 256 weights: 16 sub-blocks of 16 with i8 scales
} quant_type;

typedef struct quant_info {
  quant_type type;
  const char *name;     // ggml's type name: "q4_0" "q4_1" "q8_0" "q4_K" "q6_K"
  uint32_t block_elems; // weights per block, along the innermost dim
  uint32_t block_bytes;
  // n weights (a multiple of block_elems) from / into n / block_elems blocks
  void (*dequantize)(const void *blocks, float *out, int64_t n);
  void (*quantize_ref)(const float *in, void *blocks, int64_t n);
} quant_info;

// The type facet reads for a ggml type id; NULL for any other id.
const quant_info *quant_find(uint64_t ggml_type);
// Bytes of n weights of q; false when n is not whole blocks or overflows.
bool quant_bytes(const quant_info *q, uint64_t n, uint64_t *bytes);
// q4_K sub-block j's (0-7) 6-bit scale and min from a block's 12 scale bytes
// (ggml's get_scale_min_k4): the one reading of that packing, shared by the
// dequantizer and the runtime's repack into planes (params_quant.c).
void quant_q4_K_scale_min(int j, const uint8_t *scales, uint8_t *sc, uint8_t *m);

#endif
