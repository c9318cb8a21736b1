// params.h: parameter files (safetensors, IRPA, GGUF) indexed by key
// (params.c). Used by the runtime to bind a module's parameters, by the
// tooling library (digests for facet-params --verify) and by the float64
// reference (tools/facet-reference.c), which reads weights the same way.
#ifndef FACET_RUNTIME_PARAMS_H
#define FACET_RUNTIME_PARAMS_H

#include "base/base.h"
#include "facet/runtime.h"

typedef enum rt_param_storage {
  RT_PARAM_DATA,  // bytes [offset, offset + length) of the file
  RT_PARAM_SPLAT, // `length` bytes of `pattern` repeated
} rt_param_storage;

typedef struct rt_param_entry {
  const char *key; // NUL-terminated, unique in its file (raw bytes: see rt_printable)
  rt_param_storage storage;
  dtype dtype;           // DT_INVALID: unknown to facet (see type_name), quantized or not given
  const char *type_name; // the file's own name of the dtype ("F8_E4M3", "q4_K"), or NULL: not given
  quant_type quant;      // GGUF: a ggml block-quantized type facet reads (length is its
                         // blocks'); QUANT_NONE otherwise
  int rank;              // -1: the file gives no shape (IRPA without a type): bytes only
  int64_t dims[FACET_MAX_RANK];
  uint64_t offset, length; // DATA: absolute file offset; length of the parameter in bytes
  uint8_t pattern[16];     // SPLAT
  uint8_t pattern_length;  // SPLAT: 1, 2, 4, 8 or 16
} rt_param_entry;

// What a mapped file was when it was opened, to notice it changing under
// the mapping (an in-place rewrite or a truncation; see rt_params_check).
typedef struct rt_param_identity {
  uint64_t dev, ino, size;
  int64_t mtime_sec, mtime_nsec;
} rt_param_identity;

typedef struct rt_param_file {
  const char *format;  // "safetensors", "irpa" or "gguf"
  const uint8_t *data; // the whole file: mapped (map) or the caller's bytes
  size_t size;
  void *map; // rt_params_open's read-only mapping, unmapped by close
  int fd;    // the mapped file, kept open for rt_params_check; -1: memory
  rt_param_identity identity;
  size_t count;
  rt_param_entry *entries;
  hashmap index;               // key -> entry index + 1
  arena mem;                   // keys, entries, type names
  facet_allocator_t allocator; // of the index (entries, index, mem)
} rt_param_file;

// Parses a parameter file in memory (the bytes must outlive *out). Every
// offset, length and count is checked; errors are DATA_LOSS "bad parameter
// file (<format>): <why>", or RESOURCE_EXHAUSTED. The data is not read.
// The index is allocated through `a` (NULL: facet_allocator_system()).
facet_status_t rt_params_parse(const uint8_t *data, size_t size, const facet_allocator_t *a,
                               rt_param_file *out);
// Maps `path` read-only and parses it; errors start with the path
// (NOT_FOUND when it cannot be opened).
facet_status_t rt_params_open(const char *path, const facet_allocator_t *a, rt_param_file *out);
void rt_params_close(rt_param_file *f);
// DATA_LOSS when a mapped file is no longer what was mapped (its size,
// modification time or inode differ): reading it could raise SIGBUS (a
// truncation) or give other weights (an in-place rewrite). A cheap fstat;
// NULL for memory.
facet_status_t rt_params_check(const rt_param_file *f, const char *path);
// The same for any mapped file: `what` names its kind ("module file"),
// `since` the event ("added", "loaded"). rt_params_identity records what
// it is now.
struct stat;
rt_param_identity rt_params_identity(const struct stat *st);
facet_status_t rt_file_check(int fd, rt_param_identity was, const char *what, const char *path,
                             const char *since);
const rt_param_entry *rt_params_find(const rt_param_file *f, const char *key);
// Does the entry hold a tensor of this dtype and shape? If not, `why` says
// what it holds: "is 64x96xf16", "has 1000 bytes", "has dtype F8_E4M3, ...".
bool rt_params_match(const rt_param_entry *e, dtype t, uint32_t rank, const int64_t *dims,
                     char *why, size_t whyn);
// DATA: a pointer to the bytes in the file; SPLAT: NULL (use rt_params_fill).
const void *rt_params_data(const rt_param_file *f, const rt_param_entry *e);
// Copies (or splats) the entry's `length` bytes into dst.
void rt_params_fill(const rt_param_file *f, const rt_param_entry *e, void *dst);

//
// params_quant.c: GGUF block-quantized tensors bound to a module's
// parameters (docs/quantization.md, "Binding"), for the runtime's loader
// and the reference alike: as planes ("W:d", "W:qs", ... of a tensor W,
// repacked from W's blocks) or dequantized into a float parameter of W's
// shape. Either is made at load into memory the caller owns.
//
typedef enum rt_plane {
  RT_PLANE_NONE = -1,   // the entry itself
  RT_PLANE_D,           // f16 [..., G, 1]: the scale (every type)
  RT_PLANE_M,           // f16 [..., G, 1]: q4_1's minimum
  RT_PLANE_DMIN,        // f16 [..., G, 1]: q4_K's scale of the sub-block mins
  RT_PLANE_SCALES_HIGH, // "sb_scales_high" i8 [..., G, 2]: q4_K, 2 bits of 8 sub-block scales
  RT_PLANE_SCALES_LOW,  // "sb_scales_low" i8 [..., G, 4]: q4_K, 4 bits of each
  RT_PLANE_MINS_HIGH,   // "sb_mins_high" i8 [..., G, 2]
  RT_PLANE_MINS_LOW,    // "sb_mins_low" i8 [..., G, 4]
  RT_PLANE_QS,          // i8 [..., G, 32] (q8_0), [..., G, 16] (q4), [..., G, 8, 16] (q4_K)
  RT_PLANE_COUNT
} rt_plane;

// How a module parameter is made from a file's entry.
typedef struct rt_param_view {
  const rt_param_entry *entry;
  rt_plane plane;  // RT_PLANE_NONE: the entry itself
  bool dequantize; // set by rt_params_view_match: a quantized entry into a float parameter
} rt_param_view;

// The plane a key "W:<plane>" names (its base W is the first *base_len
// bytes), or RT_PLANE_NONE.
rt_plane rt_plane_of(const char *key, size_t *base_len);
const char *rt_plane_name(rt_plane p); // "d", "sb_scales_high", ...
// The planes of quantized type t's planar form, a mask of 1 << plane; 0
// when it has none (q6_K).
unsigned rt_quant_planes(quant_type t);
// Plane p of quantized entry w: its rank (0: w has no such plane), dtype
// (f16, or i8 where ui8 binds too) and dims (room for FACET_MAX_RANK + 2:
// W's outer dims, G = K / block, then the plane's own).
uint32_t rt_params_plane_shape(const rt_param_entry *w, rt_plane p, dtype *t, int64_t *dims);
// Looks `key` up in f: its entry, else, for "W:<plane>", plane of W when f
// holds W. false when f has neither.
bool rt_params_lookup(const rt_param_file *f, const char *key, rt_param_view *out);
// Does the view give a tensor of this dtype and shape? rt_params_match for
// an entry itself; a plane's dtype and shape follow from W's type and shape;
// a quantized entry itself binds to f32, f16 or bf16 of its shape (then
// v->dequantize is set). If not, `why` says what the entry is and wants.
bool rt_params_view_match(rt_param_view *v, dtype t, uint32_t rank, const int64_t *dims, char *why,
                          size_t whyn);
// Whether a matched view is made at load (a plane or a dequantization)
// rather than read as the entry's bytes.
bool rt_params_view_converted(const rt_param_view *v);
// The planes a module asks for of one quantized entry (`asked`, a mask as
// rt_quant_planes) must be its type's planar form exactly: q4_0's d, qs and
// q4_1's d, m, qs have the same shapes, and only the set tells signed from
// unsigned nibbles. If not, `why` names the missing and foreign planes.
bool rt_params_planes_complete(const rt_param_entry *w, unsigned asked, char *why, size_t whyn);
// Writes a matched view's tensor (dtype t, the parameter's bytes) into dst.
void rt_params_view_fill(const rt_param_file *f, const rt_param_view *v, dtype t, void *dst);

#endif
