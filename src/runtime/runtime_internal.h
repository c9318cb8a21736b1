// runtime_internal.h: the struct layouts and internal functions of
// src/runtime/, for its own files and its white-box tests only. Tools use
// the public API (include/facet/runtime.h) and the tooling library
// (src/tooling/tooling.h); statuses are made through base.h (status.c), parameter
// files read through params.h.
//
// Sections follow the files: status.c, runtime.c, thread_pool.c, tensor.c,
// loader.c, executor.c.
#ifndef FACET_RUNTIME_INTERNAL_H
#define FACET_RUNTIME_INTERNAL_H

#include <pthread.h>
#include <stdatomic.h>

#include "base/base.h"
#include "facet/kernel_abi.h"
#include "facet/runtime.h"
#include "module/module.h"
#include "runtime/params.h"
#include "runtime/status.h"

_Static_assert(MOD_MAX_RANK == FACET_MAX_RANK, "one rank limit");
_Static_assert(MOD_MAX_PUSH == FACET_KERNEL_MAX_PUSH_CONSTANTS, "one push limit");
_Static_assert(MOD_MAX_BINDINGS == FACET_KERNEL_MAX_BINDINGS, "one binding limit");
_Static_assert((int)FACET_VALUE_INT == (int)MOD_KIND_INT &&
                   (int)FACET_VALUE_FLOAT == (int)MOD_KIND_FLOAT &&
                   (int)FACET_VALUE_BOOL == (int)MOD_KIND_BOOL,
               "public value kinds are the module format's");
_Static_assert((int)FACET_DTYPE_BOOL == (int)DT_BOOL && (int)FACET_DTYPE_BF16 == (int)DT_BF16,
               "public dtypes are the module format's");

//
// status.c: allocation through the caller's allocator.
//

// NULL on failure; size 0 allocates a minimal block.
void *rt_alloc(const facet_allocator_t *a, size_t size, size_t alignment);
void rt_free(const facet_allocator_t *a, void *p);
// The same allocator for base's arena, hash map and string buffer.
mem_allocator rt_mem_allocator(const facet_allocator_t *a);

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
// dispatch at a time per pool (callers are serialized); no allocation. In
// a child process after fork() the workers are first started again (if
// that fails, fewer or none help: the caller runs what is left).
void rt_pool_run(rt_pool *p, facet_dispatch_state_t *state, facet_workgroup_fn_t fn,
                 const uint32_t count[3]);

//
// runtime.c
//
// A parameter file bound to a scope (facet_runtime_add_parameters), in the
// order they were added: a key is looked up in each file of its scope in turn.
typedef struct rt_param_source {
  char *scope, *path; // path: for messages ("<memory>" for bytes)
  rt_param_file file;
  struct rt_param_source *next;
} rt_param_source;

struct facet_runtime_t {
  atomic_int refs;
  facet_allocator_t allocator;
  rt_pool *pool;
  // device groups (facet_runtime_options_t.device_count): group_count
  // pools splitting the threads; 1 and NULL without
  uint32_t group_count;
  rt_pool **groups;
  // one process per device (facet_runtime_options_t.transport); has_transport: set
  facet_transport_t transport;
  bool has_transport;
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
// "2x3xf32" (or "f32" for rank 0) into buf (cut to fit); returns buf.
const char *rt_shape_format(char *buf, size_t size, facet_dtype_t dt, uint32_t rank,
                            const int64_t *dims);

//
// loader.c
//
struct facet_function_t {
  facet_module_t *module;
  const mod_function *fn;
  uint32_t alloc_count; // ALLOC commands: buffers one call may allocate
  bool reads_params;    // has PARAM commands: its files are checked per call
  bool reads_consts;    // has CONST_DATA commands: a mapped module file is checked per call
  // The transient block of the last call that finished, kept for the next
  // (owned; NULL: none). Freeing it every call let the C library give its
  // pages back to the system and fault them in again on the next call, as
  // much as its heuristics and the heap left by loading decided
  // (bench/results/s8_module_layout.md). Taken and put back by atomic
  // exchange: concurrent calls each get a block.
  _Atomic(facet_tensor_t *) spare;
};

// Where a parameter's bytes are for the calls of a module.
typedef struct rt_param_binding {
  const void *data; // in a mapped file, or `owned`
  uint64_t bytes;
  void *owned; // a splat, a misaligned entry (copied) or a quantized tensor's plane or
               // dequantized values (made at load); the runtime's allocator
} rt_param_binding;

struct facet_module_t {
  atomic_int refs;
  facet_runtime_t *runtime; // retained
  mod_module mod;
  rt_param_binding *params;        // mod.param_count, bound at load
  const rt_param_source **sources; // the mapped files the bindings point into
  uint32_t source_count;
  // facet_module_load_file's read-only mapping of the module file, which
  // the constants and the kernel object point into (fd -1: none, they are
  // copies); the file is kept open to notice it changing (rt_module_check_file)
  struct {
    void *map;
    size_t size;
    int fd;
    rt_param_identity identity;
    char *path; // owned, for messages
  } file;
  void *dl;  // dlopen handle (NULL: no kernel object)
  int memfd; // kept open while loaded so /proc/self/fd/N stays unique
  const facet_kernel_library_t *library;
  facet_function_t *functions; // mod.function_count
  // profiling (profile.c): per kernel of the library, while `profiling`
  atomic_bool profiling;
  struct rt_kernel_profile *profile;    // library->entry_count, made when first turned on
  facet_module_load_stats_t load_stats; // what binding the parameters cost (loader.c)
  // the initializer's results (mod.initializer), computed once at load and
  // read by every call's INIT_VALUE commands, read-only; owned
  facet_tensor_t **init_values;
  uint32_t init_count;
  uint32_t entry_count; // functions callable from outside: all but the initializer
  // transfers between devices (facet_module_device_stats), relaxed atomics
  atomic_uint_fast64_t transfers, transfer_bytes, transfer_ns, wait_ns;
};

// runtime.c: makes every thread's scratch (the pool's and each group's) at least `bytes`.
facet_status_t rt_runtime_reserve_scratch(facet_runtime_t *rt, uint64_t bytes);

// profile.c: the monotonic clock in ns (never 0), and a dispatch of kernel `kernel` that
// began at t0 (ns).
uint64_t rt_now_ns(void);
void rt_profile_add(facet_module_t *module, uint32_t kernel, uint64_t t0);

// DATA_LOSS when a file the module's parameters point into has changed
// since it was added (see rt_params_check).
facet_status_t rt_module_check_params(const facet_module_t *module);
// DATA_LOSS when the module file the constants point into has changed since
// it was loaded; NULL for a module loaded from memory.
facet_status_t rt_module_check_file(const facet_module_t *module);

#endif
