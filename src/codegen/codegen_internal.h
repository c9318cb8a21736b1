// codegen_internal.h: what the files of src/codegen share (the public
// part, for the passes and tools, is codegen.h).
//
//   configure.c  configuration heuristics: a config is every decision
//                codegen makes for one executable given one fact row;
//                equal configs are what groups rows into variants.
//   flavours.c   the flavour table and each kernel op kind's configure.
//   emit.c       C emitter of matmuls: one translation unit per variant,
//                facts baked in as constants, deterministic bytes (culling
//                hashes them): what every flavour shares and the dispatch
//                between them; the writer every emitter uses (cg_out).
//   emit_packed.c  PACKED and BLOCKED matmuls (packed GEMM).
//   emit_stream.c  STREAM matmuls (small M, B read in place).
//   emit_rows.c  row programs (KOP_ROWS) and matmul epilogues.
//   emit_attention.c  scaled dot-product attention (KOP_ATTENTION).
//   emit_conv.c  convolutions and pools over NCHW (KOP_CONV, KOP_POOL).
//   target.c     one description per target ISA, host detection.
//   cc.c         system C compiler driver: compiles the sources (in
//                parallel) and links one shared object.
//   emit_quant.c, emit_exact.c  quantized matmuls; int8 and f64 matmuls.
//   cache.c      the kernel object cache cc.c reads and fills.
//   batch.c      several kernels in one compiler run.
#ifndef FACET_CODEGEN_INTERNAL_H
#define FACET_CODEGEN_INTERNAL_H

#include "codegen.h"

// Whether this machine runs code built for t.
bool cg_target_runs_on_host(const cg_target *t);
// Parses a cache description "L1,L2,L3" (bytes with an optional K, M or G;
// L3 the share of one logical CPU), e.g. "32K,1M,16M", into out[3]; false
// for anything else (FACET_CACHE_SIZES uses it).
bool cg_parse_cache_sizes(const char *s, int out[3]);

// configure.c: the packed GEMM's blocking derived from a target's registers
// and caches (the formula is documented at cg_derive_blocking). acc_c: the
// x86-64-v4 scheme with f32 partial sums in C (changes NC and KC there).
typedef struct cg_blocking {
  int mr, nr;   // register tile
  int kc;       // K block (the largest; a short or static K may take less)
  int mc;       // rows per workgroup, before M's divisors and the grid reduce it
  int nc;       // columns per workgroup, before the grid reduces it
  int kc_short; // the K block of a panel-scheme tile of under 256 rows
} cg_blocking;
cg_blocking cg_derive_blocking(const cg_target *t, bool acc_c);

// flavours.c: one entry per kernel flavour (how its config prints, its
// scratch, its emitter) and, per kernel op kind, the function that
// configures it (choosing among its flavours). Adding a flavour or a kernel
// op kind is adding an entry there (docs/architecture.md).
typedef struct cg_flavour_def {
  const char *name;
  // the config as one stable line: equal lines, equal code
  void (*print)(strbuf *sb, const cg_config *c);
  // scratch bytes each worker needs
  uint64_t (*scratch_bytes)(const ir_exec *ex, const cg_config *c);
  // the variant's translation unit
  void (*emit)(strbuf *out, const ir_exec *ex, const cg_config *c, const fact *facts,
               const char *symbol);
} cg_flavour_def;
extern const cg_flavour_def cg_flavours[CG_FLAVOUR_COUNT_];

// configure.c: the matmul flavours (BLOCKED, PACKED, STREAM) and row programs
cg_config cg_configure_matmul(const ir_exec *ex, const fact *row, const cg_target *t);
// The same for a float matmul that never streams (PACKED, or BLOCKED on
// portable x86-64): a 1x1 convolution's view.
cg_config cg_configure_matmul_packed(const ir_exec *ex, const fact *row, const cg_target *t);
// v3 / v4 packed panels: tiles of at least CG_LONG_K_ROWS rows may take the
// long K block. cg_short_tile_k: the K block of an M remainder path's last
// tile when it has fewer rows than that at run time (0: its config's KC).
enum { CG_LONG_K_ROWS = 256 };
int cg_short_tile_k(const cg_config *c);
cg_config cg_configure_rows(const ir_exec *ex, const fact *row, const cg_target *t);
void cg_matmul_config_print(strbuf *sb, const cg_config *c);
void cg_rows_config_print(strbuf *sb, const cg_config *c);
// The facts of one size (M, N or K) of a matmul under a row: a point for a
// static size, the row's fact of its push constant for a dynamic one.
fact cg_size_fact(ir_kdim d, const fact *row);

// emit.c: the matmul flavours' translation units, and what every emitter shares
// What every emitter writes through: its translation unit and the brace
// depth that indents each line (cg_vline). Emitters with more state hold
// one as their member `w`.
typedef struct cg_writer {
  strbuf *out;
  int depth;
} cg_writer;
// Formats one line (or several) into w, indented by its depth.
void cg_out(cg_writer *w, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
// The output helper of every emitter: formats and appends, indenting each
// line by *depth ('}' closes a level, a trailing '{' opens one).
void cg_vline(strbuf *out, int *depth, const char *fmt, va_list ap);
void cg_emit_matmul(strbuf *out, const ir_exec *ex, const cg_config *c, const fact *facts,
                    const char *symbol);
uint64_t cg_matmul_scratch_bytes(const ir_exec *ex, const cg_config *c);

// The state of one matmul translation unit: emit.c sets it up from the
// executable, config and facts (cg_em_init); the flavour's file writes on.
typedef struct cg_em {
  cg_writer w; // the translation unit and its brace depth
  const ir_exec *ex;
  const ir_kop *op;
  const cg_config *c;
  const fact *facts;
  const char *sym;
  dtype ta, tb, tc;     // storage types of A, B (or W), C
  fact m, n, k;         // facts of the sizes in this variant
  int nb;               // batch dims (the iteration space's leading ones); z runs over them
  bool batched[3];      // A, B, C have batch dims (read at cg_batch_offsets'; else one matrix)
  const char *row0;     // "r0 + " when the epilogue of a batched matmul needs the
                        // batch's first row (C as [Z * M, N]), else ""
  const char *row_i;    // the epilogue's row for STREAM's row i: "r0 + i" or "i"
  bool n_tail;          // a workgroup may have columns that do not fill NR
  bool k_tail8;         // a K block may not be a multiple of 8
  bool k_tailv;         // a K block may not be a multiple of VL
  bool epilogue;        // a fused epilogue applies to C (ex->node_count > 0)
  bool prefetch_next_w; // PACKED panels, 16-float targets, W[N,K]: next K block of W
                        // prefetched (tiles of up to 128 rows, or an M remainder path)
  int k_short;          // cg_short_tile_k: a short remainder tile's K block (0: KC)
  bool panel_a;         // PACKED on a target with packed_panels: A packed one MR-row
                        // panel at a time (see cg_emit_packed_tiles)
  bool acc_c;           // cg_config.acc_c: partial sums accumulate in C itself
  bool stream_merge;    // STREAM: workgroups merge when workers are fewer (cg_stream_merges)
  bool bf16;            // PACKED bf16 x bf16 on a bf16_dot target: operands packed as
                        // pairs of consecutive-K values, vdpbf16ps (cg_emit_bf16_*)
  bool simd;            // the target's intrinsics (else GNU vector C)
  int vl;               // floats per vector of the register tiles (target's vector_floats)
  char vp[8];           // their helpers' prefix: "v8" | "v16"
} cg_em;
// What the flavours share (emit.c):
void cg_blank(cg_em *e);          // an empty line
const char *cg_ctype(dtype t);    // an element's C type: float, else uint16_t (f16, bf16)
uint64_t cg_floats64(uint64_t n); // floats of a scratch section, rounded to 64 bytes
static inline int cg_round_up(int x, int m) { return (x + m - 1) / m * m; } // x to a multiple of m
// The K loop of a workgroup: kc, first and last for each K block.
void cg_emit_k_loop_open(cg_em *e);
void cg_emit_k_loop_close(cg_em *e);
// `<symbol>_count`: m_tiles workgroups along x, N's tiles along y, batches along z.
void cg_emit_count(cg_em *e, const char *m_tiles);
// The head of `<symbol>_workgroup`: sizes, operand bases, the epilogue's r0.
void cg_emit_workgroup_open(cg_em *e);
// The value stored at C[i][j] for the f32 accumulator v (into sb).
const char *cg_final(cg_em *e, strbuf *sb, const char *i, const char *j, const char *v);
// The epilogue over whole vectors of one row, stored to C.
void cg_emit_epilogue_chunks(cg_em *e, const char *end, const char *i, const char *j,
                             const char *src, const char *dst);

// kernel_c.c (generated at build time by scripts/embed-kernel-c): the text
// of a file of src/kernels/ or of "kernel_abi.h", by name; NULL if unknown.
const char *cg_kernel_c(const char *name);
// Writes the kernel C a translation unit of target t starts with (the ABI,
// base.h, convert.h, the target's vector helpers) and the extras asked for:
// CG_KC_ELEMENTWISE (elementwise.h) for epilogues, CG_KC_ROWS (the target's
// chunk helpers, elementwise.h, rows.h) for row programs.
// CG_KC_BF16 (x86_avx512bf16.h) for the vdpbf16ps GEMM, so that every other
// TU of x86-64-v4-bf16 is v4's text; CG_KC_QUANT (quant.h) for quantized
// matmuls.
// CG_KC_EXACT (mm_exact.h) for int8 and f64 matmuls, CG_KC_CONV (conv.h) for
// convolutions and pools, CG_KC_AMX (amx.h) for the tile matmul and the
// tile convolutions; quant.h takes amx.h on targets with tiles.
enum {
  CG_KC_ELEMENTWISE = 1,
  CG_KC_ROWS = 2,
  CG_KC_BF16 = 4,
  CG_KC_QUANT = 8,
  CG_KC_EXACT = 16,
  CG_KC_CONV = 32,
  CG_KC_AMX = 64
};

// The most rows of A one STREAM B[K,N] kernel unrolls (all of M's rows).
enum { CG_STREAM_ROWS_MAX = 32 };
void cg_emit_kernel_c(strbuf *out, int *depth, const cg_target *t, unsigned extras);
// The prototypes of a variant's two exported functions, `<symbol>_count`
// and `<symbol>_workgroup` (kernel_abi.h's types).
void cg_emit_entry_decls(strbuf *out, int *depth, const char *symbol);
// A size in generated C: its value when static or a point of the facts,
// else its push constant ("pc[2]").
void cg_kdim_text(char *buf, size_t n, ir_kdim d, const fact *facts);
// " + OFFSET" of each operand's matrix (A, B, C) of batch z in a matmul
// (emit.c; empty where every z reads the same matrix); the caller frees them.
void cg_batch_offsets(strbuf off[3], const ir_exec *ex, const fact *facts);

// emit_packed.c: PACKED and BLOCKED (BLIS-style packed GEMM): the flavour's
// kernels and workgroup, and its scratch (packed B, packed A, the f32 tile).
// Tiles of up to CG_W_PREFETCH_ROWS rows prefetch the next K block of W[N,K].
enum { CG_W_PREFETCH_ROWS = 128 };
void cg_emit_packed(cg_em *e);
uint64_t cg_packed_scratch_floats(const cg_config *c);
// store_edge(state, C, ldc, gi, gj, rows, cols, t, ldt): the valid part of
// a tile of f32 sums at t (at most max_rows x max_cols, macros of the
// kernel) to C, row by row, through the epilogue; PACKED's edge tiles (MR
// x NR) and AMX's whole tile (TMP x TNP).
void cg_emit_store_edge(cg_em *e, const char *max_rows, const char *max_cols);

// emit_amx.c: AMX (bf16 x bf16 on tiles): the workgroup and its scratch
// (packed B, a padded block of A, the f32 sums).
void cg_emit_amx(cg_em *e);
uint64_t cg_amx_scratch_floats(const cg_config *c);

// emit_stream.c: STREAM (small M, B read in its own layout): the flavour's
// kernels and workgroup, and its scratch (A in f32, the partial sums).
// Whether workgroups merge into longer row segments when workers are fewer.
bool cg_stream_merges(const ir_exec *ex, const cg_config *c);
void cg_emit_stream(cg_em *e);
uint64_t cg_stream_scratch_floats(const ir_exec *ex, const cg_config *c);

// emit_rows.c: fused row programs (KOP_ROWS) as a whole translation unit,
// and a matmul epilogue as an inline function
//   float <symbol>_epilogue(const facet_dispatch_state_t *, int64_t i, int64_t j, float acc)
// that a matmul emitter calls at its store (after h2f/f2h/bf2f/f2bf helpers
// it also defines).
// The target selects the vector code (portable, AVX2 + F16C, AVX-512).
void cg_emit_rows(strbuf *out, const ir_exec *ex, const cg_config *c, const fact *facts,
                  const char *symbol);
void cg_emit_epilogue(strbuf *out, const ir_exec *ex, const fact *facts, const char *symbol,
                      const cg_target *t);
// Appends the exact C literal of v: INFINITY, NAN (with a sign when
// negative) or a hex float (its exact bits), never "inf" or a rounded
// decimal. For every constant written into a kernel.
void cg_double_literal(strbuf *sb, double v);

// emit_quant.c: KOP_QMATMUL executables (decode and prefill grids per row)
cg_config cg_configure_qmatmul(const ir_exec *ex, const fact *row, const cg_target *t);
void cg_qmatmul_config_print(strbuf *sb, const cg_config *c);
uint64_t cg_qmatmul_scratch_bytes(const ir_exec *ex, const cg_config *c);
void cg_emit_qmatmul(strbuf *out, const ir_exec *ex, const cg_config *c, const fact *facts,
                     const char *symbol);

// emit_exact.c: KOP_MATMUL executables of int8 (-> int32 or int8) or f64
// operands (cg_configure_matmul hands them over)
bool cg_exact_matmul(const ir_exec *ex);
cg_config cg_configure_exact(const ir_exec *ex, const fact *row, const cg_target *t);
// cg_split_points of an exact matmul with a dynamic M: 1 (at[0] set) or 0
int cg_exact_split(const ir_exec *ex, const cg_target *t, uint64_t *at);
void cg_exact_config_print(strbuf *sb, const cg_config *c);
uint64_t cg_exact_scratch_bytes(const ir_exec *ex, const cg_config *c);
void cg_emit_exact(strbuf *out, const ir_exec *ex, const cg_config *c, const fact *facts,
                   const char *symbol);
// emit_conv.c: KOP_CONV and KOP_POOL executables. Config of the implicit
// GEMM: tile_k = the register tile's channels (1: depthwise), nr vectors
// of mr lanes, tile_m output rows and tile_n output channels a workgroup,
// scratch its planes' bytes, ku = 2 for bf16 pairs through vdpbf16ps;
// tile_k = 0: the direct loops, tile_n output channels a workgroup.
cg_config cg_configure_window(const ir_exec *ex, const fact *row, const cg_target *t);
void cg_window_config_print(strbuf *sb, const cg_config *c);
uint64_t cg_window_scratch_bytes(const ir_exec *ex, const cg_config *c);
void cg_emit_window(strbuf *out, const ir_exec *ex, const cg_config *c, const fact *facts,
                    const char *symbol);
// A 1x1 convolution of stride 1, no padding and one group as a batched
// matmul (A its weight [K, C], B an image [C, P * Q], z over the batch):
// *view is its executable seen so, with `pixels` output positions an image
// (the config's conv_pixels); false where the executable is not such a
// convolution or its epilogue reads what the view cannot express. The
// matmul flavours' emitter and scratch go through it.
bool cg_conv_gemm_view(const ir_exec *ex, int64_t pixels, ir_exec *view);

// emit_attention.c: KOP_ATTENTION executables (one config: no scratch)
cg_config cg_configure_attention(const ir_exec *ex, const fact *row, const cg_target *t);
void cg_attention_config_print(strbuf *sb, const cg_config *c);
uint64_t cg_attention_scratch_bytes(const ir_exec *ex, const cg_config *c);
void cg_emit_attention(strbuf *out, const ir_exec *ex, const cg_config *c, const fact *facts,
                       const char *symbol);

// batch.c: several kernels in one compiler run (see the file's comment).
// A source's head (through its last `#endif`, without the comment lines
// before its code) and what its tail defines.
typedef struct cg_tail {
  bool ok;                     // the source can share a compiler run
  size_t head_start, head_len; // the head's bytes: from its first line with code (the
                               // name line `// <stem>.c: ...` and comments before it)
  int head_line, tail_line;    // lines of the source where they start (1-based)
  uint64_t head_hash;          // XXH3-64 of the head
  VEC(char *) macros;          // macros the tail defines: undefined after it
  VEC(char *) names;           // its static and INLINE names: renamed <stem>__<name>
} cg_tail;
// Kernels per batch on average: requested if > 0, else $FACET_CC_BATCH, else 8.
int cg_batch_size(int requested);
bool cg_tail_parse(const char *src, const char *stem, cg_tail *t);
void cg_tail_free(cg_tail *t);
// Sets batch_of[i] to source i's batch (-1: compiled alone); returns the
// number of batches. Depends only on the set of sources, not their order.
int cg_batch_plan(const char *const *sources, char *const *stems, const cg_tail *tails, int count,
                  int avg, int *batch_of);
// The translation unit of a batch: members[0..n) in that order.
void cg_batch_text(strbuf *out, const char *const *sources, char *const *stems,
                   const cg_tail *tails, const int *members, int n);

// cache.c: the kernel object cache (see the file's comment for the key and
// the entry format). Nothing here ever fails a compile: a cache that cannot
// be used is a miss.
#define CG_CACHE_DEFAULT_MAX_BYTES (1ull << 30)
typedef struct cg_cache_key {
  uint8_t bytes[16];
} cg_cache_key;
typedef struct cg_cache {
  char *dir; // <root>/kernels-v1
  uint64_t max_bytes;
} cg_cache;
// Creates the folders; false with *why (malloc'd) when the cache cannot be used.
bool cg_cache_open(cg_cache *c, const char *root, uint64_t max_bytes, char **why);
void cg_cache_close(cg_cache *c);
// 1: hit, *data (malloc'd) holds the verified object; 0: no entry; -1: an
// entry failed verification and was removed.
int cg_cache_load(const cg_cache *c, const cg_cache_key *k, uint8_t **data, size_t *size);
// Writes an entry atomically (temporary file + rename); false on I/O errors.
bool cg_cache_store(const cg_cache *c, const cg_cache_key *k, const uint8_t *data, size_t size);
// Removes least recently used entries while the cache holds more than its
// bound (down to 90% of it); returns how many.
int cg_cache_evict(const cg_cache *c);

#endif
