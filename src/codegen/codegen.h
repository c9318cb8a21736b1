// codegen.h: from executables to a kernel object: what the passes and the
// tools use of src/codegen (the rest, shared by its files, is
// codegen_internal.h).
#ifndef FACET_CODEGEN_H
#define FACET_CODEGEN_H

#include "ir/ir.h"

// target.c: one description per target ISA. Configure and the emitters
// read these fields and nothing else about the CPU (docs/adding-a-target.md).
typedef struct cg_target {
  const char *name; // the --target-cpu name: "x86-64" | "x86-64-v3" | "x86-64-v4" |
                    // "x86-64-v4-bf16" | "x86-64-v4-amx"
  int level;        // a CPU that runs a target runs every target of a lower level
  // the vector unit
  int vector_floats;    // f32 lanes of a register-tile vector: 8 (AVX2, GNU vectors), 16 (AVX-512)
  int vector_registers; // architectural vector registers: 16 or 32
  bool intrinsics;      // x86 intrinsics (AVX2 + FMA + F16C and up); else portable GNU vector C
  bool bf16_dot;        // AVX512_BF16: bf16 x bf16 packed GEMMs multiply pairs with vdpbf16ps
  bool int8_dot;        // AVX512_VNNI in the flags: int8 products, 4 byte pairs a lane
                        // with vpdpbusd (mm_exact.h; quant.h's int8 prefill panel)
  bool amx;             // AMX-TILE, -INT8 and -BF16 in the flags: tile multiplies (bf16
                        // matmuls: emit_amx.c; quant.h's int8-option prefill in bf16 tiles)
  bool quant_act_int8;  // --quant-activations=int8: quantized matmuls take int8
                        // activations where they are faster (emit_quant.c)
  // kernel shapes measured on this ISA (configure.c cites the measurements)
  int packed_mr, packed_nr; // register tile of the BLOCKED GEMM (portable C: the compiler, not
                            // the register count, decides); 0 on intrinsics targets, whose
                            // tile is derived from vector_registers (cg_derive_blocking)
  bool packed_panels;       // A packed one mr-row panel at a time, f32 partial sums kept in C
  int stream_b_max_m;       // the largest M umax that streams B[K,N] (W[N,K]: always 16),
                            // at most CG_STREAM_ROWS_MAX
  bool
      stream_long_segments; // STREAM B[K,N]: 8 KiB row segments, partial sums in L2 (else L1-bound)
  int stream_w_max_rows;    // STREAM W[N,K]: rows of M per register group
  bool stream_w_row_groups; // STREAM W[N,K] with one row of A: rows of W in groups even
                            // where that row fits in L1 (else one W row at a time, ku
                            // accumulators along K); true on x86-64-v4-amx
  int fma512_per_cycle;     // 512-bit FMAs a cycle: 2 (Sapphire Rapids, Zen 5), 1 (Zen 4), 0
                            // below v4; the named v4 targets assume the Xeon of their caches
                            // (2), "host" probes it (cpu_fma512_per_cycle); it sets the
                            // packed K block (cg_derive_blocking)
  // The caches the blocking is derived from (cg_derive_blocking): L1 data,
  // L2, and the share of L3 of one logical CPU. A named target assumes
  // fixed sizes, so that its code does not depend on the machine that ran
  // the compiler; "host" reads the compiling CPU's (sysfs, else CPUID), or
  // takes $FACET_CACHE_SIZES ("32K,1M,16M"; for tests and cross-builds).
  int l1_bytes, l2_bytes, l3_bytes;
  const char *cache_source; // where the sizes come from: "assumed", "sysfs", "cpuid",
                            // "FACET_CACHE_SIZES", or "assumed (host caches unreadable)"
  const char *cflags[10];   // the C compiler's target flags (-march, -mtune, ...), NULL-ended
  // the kernel C (src/kernels/) of this target: its vector helpers, in
  // order (NULL-ended), and the row-program chunk helpers
  const char *kernel_c[3];
  const char *chunk_c;
} cg_target;

// Resolves "host", "x86-64-v4-amx", "x86-64-v4-bf16", "x86-64-v4", "x86-64-v3" or "x86-64";
// false for anything else. "host" is the best of them that the compiling CPU (and OS) run.
bool cg_target_parse(const char *name, cg_target *out);

typedef enum {
  CG_MATMUL_BLOCKED, // cache-blocked loops the C compiler vectorises (portable x86-64):
                     // same packed structure as PACKED, micro-kernel in GNU vector C
  CG_MATMUL_PACKED,  // BLIS style (intrinsics targets): A and B panels packed to f32 in
                     // scratch, a register tile of mr x nr accumulators
  CG_MATMUL_STREAM,  // small M (umax <= 16): B streamed once in its natural layout, no
                     // packing, every row count of M unrolled, threads split N
  CG_ROWS,           // a fused elementwise / row-reduction program (emit_rows.c)
  CG_ATTENTION,      // scaled dot-product attention (emit_attention.c)
  CG_QMATMUL,        // a matmul with block-quantized weights (emit_quant.c, kernels/quant.h)
  CG_MATMUL_I8,      // int8 x int8 -> int32 (or int8): packed strips, vpdpbusd / vpmaddwd
                     // tiles (emit_exact.c, kernels/mm_exact.h)
  CG_MATMUL_F64,     // f64: packed strips, tiles of FMAs of doubles (same files)
  CG_WINDOW,         // a convolution or pool over NCHW (emit_conv.c, kernels/conv.h)
  CG_MATMUL_AMX,     // bf16 x bf16 on AMX tiles: B packed into tiles, f32 sums in scratch
                     // (emit_amx.c, kernels/amx.h)
  CG_FLAVOUR_COUNT_
} cg_flavour;

typedef struct cg_config {
  cg_flavour flavour;
  int tile_m, tile_n, tile_k; // workgroup tile (M x N), K block
                              // (STREAM: tile_m = bound on M, one workgroup row)
  bool m_remainder;           // false when the facts prove tile_m divides M
                              // (STREAM: false only when M == tile_m)
  bool n_remainder;
  const cg_target *target; // the ISA the code is written for
  int mr, nr;              // register tile: rows x columns of accumulators
                           // (STREAM with transpose_b: nr = rows of W per group)
  int ku;                  // STREAM with transpose_b: vector steps along K per loop
                           // iteration, each with its own accumulators (0: 1)
  bool k_remainder;        // false when the facts prove tile_k divides K
  bool acc_c;              // PACKED with panels, f32 C and no epilogue: the partial
                           // sums accumulate in C itself (no f32 tile in scratch)
  int act_bits;            // QMATMUL: A's rows quantized to int8 (8) or int16 (16)
  uint64_t scratch;        // WINDOW's implicit GEMM: a worker's scratch bytes (the
                           // planes follow the shape; rows whose sizes need other
                           // planes never share a config)
  int64_t conv_pixels;     // a matmul flavour running a 1x1 convolution (emit_conv.c,
                           // cg_conv_gemm_view): its output positions P * Q, the
                           // matmul's N; 0 for a matmul
} cg_config;

// The config of executable ex for one fact row on target t.
cg_config cg_configure(const ir_exec *ex, const fact *row, const cg_target *t);
// One stable line, e.g. "packed tile=64x256x256 reg=6x16 m_rem=0 n_rem=0 k_rem=0
// isa=x86-64-v3", "rows isa=x86-64", "attention queries=8".
void cg_config_print(strbuf *sb, const cg_config *c);
// Emits the translation unit of one variant: the kernel C of its target,
// then `<symbol>_workgroup` and `<symbol>_count` (static linkage is not
// allowed: the library table references them).
void cg_emit_variant(strbuf *out, const ir_exec *ex, const cg_config *c, const fact *facts,
                     const char *symbol);
uint64_t cg_scratch_bytes(const ir_exec *ex, const cg_config *c);

bool cg_config_eq(const cg_config *a, const cg_config *b);
// Candidate cuts of a row by a runtime predicate: push constant push[i] at
// value at[i] (the row splits into <= at[i] and > at[i]). Returns how many.
int cg_split_points(const ir_exec *ex, const cg_target *t, int *push, uint64_t *at, int max);

// The storage types kernels read and write as f32 vectors (f32, f16, bf16):
// the only element types of matmul and attention kernels.
bool cg_float_storage(dtype t);

// Emits the library table TU exporting FACET_KERNEL_LIBRARY_SYMBOL with one
// entry per symbol, in order.
void cg_emit_library(strbuf *out, const char *const *symbols, const uint64_t *scratch, int count);

// cc.c
// What one build did with the kernel object cache (cache.c).
typedef struct cg_cache_stats {
  int hits, misses;    // sources whose object was read / had to be compiled
  int corrupt;         // entries that failed verification (counted in misses too)
  int stored, evicted; // entries written; entries removed to keep within the bound
  int compiled;        // sources compiled (= misses with the cache on)
  int runs, batches;   // compiler runs for them; how many of those were batches
  double cpu_seconds;  // CPU time of those runs (user + system, with their children)
  char state[256];     // "on", "off" or "unavailable: <why>"
} cg_cache_stats;

// The compiler's CPU time for one source: a batch's run split evenly among
// its members (the compiler reports nothing finer), 0 for one read from the
// cache; run_kernels: the sources that run compiled (1: alone, 0: cached).
typedef struct cg_source_cost {
  double cpu_seconds;
  int run_kernels;
} cg_source_cost;

typedef struct cg_build {
  const char *cc; // compiler command, e.g. "cc" (may contain spaces: "ccache gcc")
  const cg_target *target;
  int jobs;                        // parallel compiler processes
  bool dry_run;                    // print the commands, compile nothing
  const char *keep_dir;            // if set, write sources there too (--dump-executable-sources-to)
  const char *const *keep_sources; // if set, what keep_dir gets instead (same first lines)
  bool cache;                      // use the kernel object cache (false in a zeroed cg_build)
  const char *cache_dir;           // its folder; NULL: cg_cache_default_dir()
  uint64_t cache_max_bytes;        // its bound (0: CG_CACHE_DEFAULT_MAX_BYTES)
  cg_cache_stats *stats;           // if set, filled in
  cg_source_cost *costs;           // if set, one per source: what building it cost
  int batch; // kernels per compiler run on average (batch.c); 0: cg_batch_size(0)
} cg_build;

// Compiles `count` sources and links them into a shared object. On success
// returns true and the object's bytes (malloc'd) and the command line used
// (compiler and flags, without file names, so that it is reproducible). Each
// source is written to a file named by its first line, `// <stem>.c: ...`
// (what cg_emit_variant/cg_emit_library write), else `source<i>.c`. dry_run
// returns true with *out = NULL and *out_size = 0.
// On failure returns false and reports through diag (the compiler's stderr
// included); no file is left behind in either case.
bool cg_build_object(const cg_build *b, const char *const *sources, int count, diag_engine *diag,
                     uint8_t **out, size_t *out_size, char **out_command);

// $FACET_CACHE_DIR, else $XDG_CACHE_HOME/facet, else $HOME/.cache/facet
// (malloc'd); NULL when none is set.
char *cg_cache_default_dir(void);

#endif
