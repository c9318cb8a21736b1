// runtime_internal.h: the one internal header of src/runtime/.
//
// Sections follow the files: status.c, runtime.c, thread_pool.c,
// tensor.c, params.c, params_write.c, loader.c, executor.c, npy.c, cli.c. The public API is in
// include/facet/runtime.h; this header also serves the tools (facet-run-module,
// facet-benchmark-module, facet-npy) and the reference interpreter, which
// use the npy and command-line helpers.
#ifndef FACET_RUNTIME_INTERNAL_H
#define FACET_RUNTIME_INTERNAL_H

#include <pthread.h>
#include <stdatomic.h>

#include "../base/base.h"
#include "../module/module.h"
#include "facet/kernel_abi.h"
#include "facet/runtime.h"

_Static_assert(MOD_MAX_RANK == FACET_MAX_RANK, "one rank limit");
_Static_assert(MOD_MAX_PUSH == FACET_KERNEL_MAX_PUSH_CONSTANTS, "one push limit");
_Static_assert(MOD_MAX_BINDINGS == FACET_KERNEL_MAX_BINDINGS, "one binding limit");
_Static_assert((int)FACET_DTYPE_BOOL == (int)DT_BOOL && (int)FACET_DTYPE_BF16 == (int)DT_BF16,
               "public dtypes are the module format's");

//
// status.c: statuses and allocation through the caller's allocator.
//
struct facet_status_s {
  facet_status_code_t code;
  char message[]; // NUL-terminated
};

facet_status_t rt_status(facet_status_code_t code, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
facet_status_t rt_status_oom(void); // the static out-of-memory status
// Prefixes the message of `s` with "<context>: " (s unchanged if NULL).
facet_status_t rt_status_annotate(facet_status_t s, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
#define RT_RETURN_IF_ERROR(expr)                                                                   \
  do {                                                                                             \
    facet_status_t rt_status_ = (expr);                                                            \
    if (rt_status_) return rt_status_;                                                             \
  } while (0)

// NULL on failure; size 0 allocates a minimal block.
void *rt_alloc(const facet_allocator_t *a, size_t size, size_t alignment);
void rt_free(const facet_allocator_t *a, void *p);

//
// thread_pool.c: N-1 worker threads plus the caller run a dispatch's workgroups.
//
typedef struct rt_pool rt_pool;

facet_status_t rt_pool_create(const facet_allocator_t *a, uint32_t thread_count, rt_pool **out);
void rt_pool_destroy(rt_pool *p);
uint32_t rt_pool_thread_count(const rt_pool *p);
// Makes every worker's scratch at least `bytes` (64-byte aligned, zeroed once).
facet_status_t rt_pool_reserve_scratch(rt_pool *p, uint64_t bytes);
// Runs fn for every (x, y, z) < count and returns when all are done. One
// dispatch at a time per pool (callers are serialized); no allocation.
void rt_pool_run(rt_pool *p, facet_dispatch_state_t *state, facet_workgroup_fn_t fn,
                 const uint32_t count[3]);

//
// params.c: parameter files (safetensors, IRPA, GGUF) indexed by key.
//
typedef enum rt_param_storage {
  RT_PARAM_DATA,  // bytes [offset, offset + length) of the file
  RT_PARAM_SPLAT, // `length` bytes of `pattern` repeated
} rt_param_storage;

typedef struct rt_param_entry {
  const char *key;          // NUL-terminated, unique in its file
  rt_param_storage storage;
  dtype dtype;              // DT_INVALID: unknown to facet (see type_name) or not given
  const char *type_name;    // the file's own name of the dtype ("F8_E4M3"), or NULL: not given
  int rank;                 // -1: the file gives no shape (IRPA without a type): bytes only
  int64_t dims[FACET_MAX_RANK];
  uint64_t offset, length;  // DATA: absolute file offset; length of the parameter in bytes
  uint8_t pattern[16];      // SPLAT
  uint8_t pattern_length;   // SPLAT: 1, 2, 4, 8 or 16
} rt_param_entry;

typedef struct rt_param_file {
  const char *format;       // "safetensors", "irpa" or "gguf"
  const uint8_t *data;      // the whole file: mapped (map) or the caller's bytes
  size_t size;
  void *map;                // rt_params_open's read-only mapping, unmapped by close
  size_t count;
  rt_param_entry *entries;
  hashmap index;            // key -> entry index + 1
  arena mem;                // keys, entries (malloc'ed: see runtime.h on memory)
} rt_param_file;

// Parses a parameter file in memory (the bytes must outlive *out). Every
// offset, length and count is checked; errors read "bad parameter file
// (<format>): <why>". The data is not read.
bool rt_params_parse(const uint8_t *data, size_t size, rt_param_file *out, char *err,
                     size_t errn);
// Maps `path` read-only and parses it; errors start with the path.
bool rt_params_open(const char *path, rt_param_file *out, char *err, size_t errn);
void rt_params_close(rt_param_file *f);
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
// params_write.c: writes safetensors and IRPA files (facet-params, tests).
//
typedef struct rt_param_spec {
  const char *key;              // non-empty
  dtype dtype;
  uint32_t rank;
  int64_t dims[FACET_MAX_RANK];
  bool splat;                   // `pattern` repeated: an IRPA SPLAT entry; written out in safetensors
  uint8_t pattern[16];
  uint8_t pattern_length;       // with splat: 1, 2, 4, 8 or 16
} rt_param_spec;
// Fills `bytes` bytes of parameter `index`; false stops the write.
typedef bool (*rt_param_fill_fn)(void *self, size_t index, void *buf, size_t bytes);
// format: "safetensors" or "irpa". Written to a temporary file, then renamed.
bool rt_params_write(const char *path, const char *format, const rt_param_spec *specs, size_t n,
                     rt_param_fill_fn fill, void *self, char *err, size_t errn);

//
// runtime.c
//
// A parameter file bound to a scope (facet_runtime_add_parameters), in the
// order they were added: a key is looked up in each file of its scope in turn.
typedef struct rt_param_source {
  char *scope, *path;           // path: for messages ("<memory>" for bytes)
  rt_param_file file;
  struct rt_param_source *next;
} rt_param_source;

struct facet_runtime_t {
  atomic_int refs;
  facet_allocator_t allocator;
  rt_pool *pool;
  pthread_mutex_t params_lock; // guards the list below (adds against loads)
  rt_param_source *params, **params_tail;
};

//
// tensor.c
//
struct facet_tensor_t {
  atomic_int refs;
  facet_allocator_t allocator;
  void *block; // what to free (NULL: borrowed data)
  void *data;
  size_t capacity; // bytes valid at data (>= byte size)
  facet_dtype_t dtype;
  uint32_t rank;
  int64_t dims[FACET_MAX_RANK];
};

// elements * dtype size, or false on a negative dim or overflow.
bool rt_shape_bytes(facet_dtype_t dt, uint32_t rank, const int64_t *dims, size_t *out_bytes);
// A tensor header and `bytes` of 64-byte aligned storage in one block;
// shape fields are left for the caller. NULL when out of memory.
facet_tensor_t *rt_tensor_alloc(const facet_allocator_t *a, size_t bytes);
// "2x3xf32" (or "f32" for rank 0).
void rt_shape_print(strbuf *sb, facet_dtype_t dt, uint32_t rank, const int64_t *dims);

//
// loader.c
//
struct facet_function_t {
  facet_module_t *module;
  const mod_function *fn;
  uint32_t alloc_count; // ALLOC commands: buffers one call may allocate
};

// Where a parameter's bytes are for the calls of a module.
typedef struct rt_param_binding {
  const void *data; // in a mapped file, or `owned`
  uint64_t bytes;
  void *owned;      // a splat or a misaligned entry, copied (the runtime's allocator)
} rt_param_binding;

struct facet_module_t {
  atomic_int refs;
  facet_runtime_t *runtime; // retained
  mod_module mod;
  rt_param_binding *params; // mod.param_count, bound at load
  void *dl;  // dlopen handle (NULL: no kernel object)
  int memfd; // kept open while loaded so /proc/self/fd/N stays unique
  const facet_kernel_library_t *library;
  facet_function_t *functions; // mod.function_count
};

//
// npy.c: NumPy .npy files (format 1.0, 2.0, 3.0; little-endian, C order).
//
// rt_npy_read: *t is in/out. In: the dtype the caller expects, or
// DT_INVALID for any; '<u2' (no bf16 in numpy) is accepted only when it
// is DT_BF16. Out: the file's dtype. *data is malloc'ed (free it), *bytes
// its size. Every header field is validated; errors name the file.
bool rt_npy_read(const char *path, dtype *t, int *rank, int64_t dims[FACET_MAX_RANK], void **data,
                 size_t *bytes, char *err, size_t errn);
bool rt_npy_read_buffer(const uint8_t *buf, size_t size, dtype *t, int *rank,
                        int64_t dims[FACET_MAX_RANK], void **data, size_t *bytes, char *err,
                        size_t errn);
// Writes version 1.0 (2.0 when the header needs it); bf16 is written as '<u2'.
bool rt_npy_write(const char *path, dtype t, int rank, const int64_t *dims, const void *data,
                  char *err, size_t errn);

//
// cli.c: what facet-run-module and facet-benchmark-module share.
//
// Parses an iree-run-module input: "2x3xf32" (zeros), "4xf32=1.5" (splat),
// "4xf32=1 2 3 4", "@file.npy", "2x3xf32=@file.npy". Errors name `index`.
facet_status_t rt_cli_parse_input(facet_runtime_t *rt, const char *spec, size_t index,
                                  facet_tensor_t **out);
// "2x3xf32=[1 2 3][4 5 6]" as iree-run-module prints it: at most
// `max_elements` elements, "..." after a row cut short.
void rt_cli_format_tensor(strbuf *sb, const facet_tensor_t *t, size_t max_elements);
bool rt_cli_write_npy(const facet_tensor_t *t, const char *path, char *err, size_t errn);

// The flags both tools take, and what they set up.
typedef struct rt_cli_run {
  const char *module_path, *function; // --module, --function
  VEC(const char *) inputs;           // --input (repeatable)
  VEC(const char *) outputs;          // --output (the run tool)
  VEC(const char *) parameters;       // --parameters=[SCOPE=]FILE (repeatable)
  uint32_t threads;                   // --threads (0 = one per core)
  bool threads_given, sync;           // --device=local-sync: one thread
  facet_runtime_t *rt;
  facet_module_t *module;
  facet_function_t *fn;
  facet_tensor_t **in;
  size_t in_count;
} rt_cli_run;

// 1: a shared flag, taken; 0: not one; -1: a bad value (why in err).
int rt_cli_common_flag(rt_cli_run *r, const char *arg, char *err, size_t errn);
// Creates the runtime, binds the parameter files, loads the module, finds
// the function, parses inputs.
facet_status_t rt_cli_prepare(rt_cli_run *r);
void rt_cli_release(rt_cli_run *r); // whatever rt_cli_prepare made

#endif
