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
const rt_param_entry *rt_params_find(const rt_param_file *f, const char *key);
// Does the entry hold a tensor of this dtype and shape? If not, `why` says
// what it holds: "is 64x96xf16", "has 1000 bytes", "has dtype F8_E4M3, ...".
bool rt_params_match(const rt_param_entry *e, dtype t, uint32_t rank, const int64_t *dims,
                     char *why, size_t whyn);
// DATA: a pointer to the bytes in the file; SPLAT: NULL (use rt_params_fill).
const void *rt_params_data(const rt_param_file *f, const rt_param_entry *e);
// Copies (or splats) the entry's `length` bytes into dst.
void rt_params_fill(const rt_param_file *f, const rt_param_entry *e, void *dst);

#endif
