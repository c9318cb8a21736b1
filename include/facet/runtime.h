// facet/runtime.h: the public C API of the facet runtime (libfacet_runtime).
//
// Load a module file produced by facet-compile, look up a function, call
// it with tensors, get tensors back:
//
//   facet_runtime_t *rt;   facet_module_t *module;   facet_function_t *fn;
//   facet_status_t s = facet_runtime_create(NULL, &rt);
//   if (!s) s = facet_runtime_add_parameters(rt, "model", "model.safetensors");
//   if (!s) s = facet_module_load_file(rt, "model.facet", &module);
//   if (!s) s = facet_module_lookup_function(module, "prefill_bs8", &fn);
//   facet_tensor_t *in[2] = {...}, *out[1];
//   if (!s) s = facet_function_call(fn, in, 2, out, 1);
//   if (s) { fprintf(stderr, "%s\n", facet_status_message(s)); facet_status_free(s); }
//   ... facet_tensor_data(out[0]) ...
//   facet_tensor_release(out[0]);
//   facet_module_release(module);
//   facet_runtime_release(rt);
//
// Conventions (IREE-style):
// - Every symbol starts with facet_ / FACET_; types end in _t.
// - Every call that can fail returns a facet_status_t: NULL means success,
//   anything else is a heap object with a code and a message that the
//   caller owns and frees with facet_status_free. Out parameters are only
//   written on success.
// - Heap objects (runtime, module, tensor) are reference counted:
//   *_create / *_load return one reference, *_retain adds one, *_release
//   drops one. A module keeps its runtime alive; a tensor keeps nothing
//   alive but its allocator's `self`, which must outlive it.
// - All memory the runtime allocates goes through the facet_allocator_t
//   given to facet_runtime_create: tensors, call frames, transient
//   buffers, a module's verified metadata, the index of a parameter file
//   (its data is mapped, not copied), thread scratch. Three exceptions:
//   statuses use malloc (a status outlives calls and is freed without a
//   runtime; a static status reports out of memory when even that fails),
//   and the system's dynamic loader (dlopen of a module's kernel object)
//   and pthread_create (worker stacks) allocate on their own.
//   facet_function_call allocates a fixed number of blocks per call,
//   independent of tensor sizes and of the numbers of dispatches and
//   workgroups: one per result, one for all transient buffers (planned by
//   the compiler, lifetimes sharing space; kept by the function for its
//   next call, so a repeated call usually reuses it), one per result that
//   must be copied, and a frame only when it exceeds 2 KiB. Mutable inputs
//   are updated in place: no allocation for them. A module's mapped file
//   (facet_module_load_file) is not allocated either.
// - Out of memory is a status, never an abort: RESOURCE_EXHAUSTED
//   "out of memory: <what>" ("...: binding parameter ...", "...: a buffer
//   of 4096 bytes"), after which nothing has leaked and the same call may
//   be retried. The library never calls abort or exit.
// - Threads: a facet_runtime_t, its facet_module_t and facet_function_t
//   may be shared by any number of threads, every function above taking
//   them is thread-safe, and calls may run at once (the same function or
//   different ones, results as if serial): each call has its own frame and
//   buffers, and the dispatches of concurrent calls take turns on the
//   runtime's thread pool (for throughput from several threads, give each
//   its own runtime). A facet_tensor_t may be read by several calls at
//   once but must not be written while a call reads it (a call writes the
//   tensors it gets as mutable inputs); retain/release
//   are thread-safe. A facet_status_t belongs to the thread that got it.
//   The allocator must be thread-safe when several threads use the
//   runtime. Dropping the last reference must not race with other uses.
// - fork(): a child process may keep using runtimes, modules and tensors
//   made before the fork. Only the forking thread exists in the child, so
//   the first dispatch there starts the runtime's worker threads again
//   (if that fails, the calling thread runs every workgroup). fork() waits
//   for dispatches running in other threads (pthread_atfork), so the
//   child never inherits one half done; so do not fork() from inside an
//   allocator callback or a kernel.
#ifndef FACET_RUNTIME_H
#define FACET_RUNTIME_H

#include <stddef.h>
#include <stdint.h>

#include "facet/status.h"

#ifdef __cplusplus
extern "C" {
#endif

#define FACET_MAX_RANK 8

//===----------------------------------------------------------------------===//
// Allocator
//===----------------------------------------------------------------------===//

// Every allocation of the runtime goes through one of these. `alloc`
// returns NULL on failure; `alignment` is a power of two <= 4096. Both
// must be thread-safe when the runtime is used from several threads.
typedef struct facet_allocator_t {
  void *self;
  void *(*alloc)(void *self, size_t size, size_t alignment);
  void (*free)(void *self, void *ptr);
} facet_allocator_t;

// The default: aligned malloc and free; blocks of 4 MiB or more 2 MiB
// aligned and offered to transparent huge pages (MADV_HUGEPAGE), and when
// freed kept for reuse (up to 4 of them, 1 GiB in all, for the process's
// life): the next call's results of the same size take them.
facet_allocator_t facet_allocator_system(void);

//===----------------------------------------------------------------------===//
// Element types (values are the module format's; never renumbered)
//===----------------------------------------------------------------------===//

typedef enum facet_dtype_t {
  FACET_DTYPE_INVALID = 0,
  FACET_DTYPE_F32 = 1,
  FACET_DTYPE_F16 = 2,
  FACET_DTYPE_BF16 = 3,
  FACET_DTYPE_F64 = 4,
  FACET_DTYPE_I64 = 5,
  FACET_DTYPE_I32 = 6,
  FACET_DTYPE_I16 = 7,
  FACET_DTYPE_I8 = 8,
  FACET_DTYPE_U8 = 9,
  FACET_DTYPE_BOOL = 10, // i1, one byte per element
} facet_dtype_t;

// Bytes per element (0 for an invalid dtype).
size_t facet_dtype_size(facet_dtype_t dtype);
// IREE spelling: "f32", "f16", "bf16", "f64", "i64", "i32", "i16", "i8", "ui8", "i1".
const char *facet_dtype_name(facet_dtype_t dtype);

//===----------------------------------------------------------------------===//
// Runtime
//===----------------------------------------------------------------------===//

typedef struct facet_runtime_t facet_runtime_t;

typedef struct facet_runtime_options_t {
  uint32_t thread_count;       // threads running workgroups, caller included; 0 = one per core
  facet_allocator_t allocator; // all-zero = facet_allocator_system()
  // Thread groups for the devices of a tensor-parallel module (docs/devices.md;
  // 0 or 1: one group, every step in program order, as without devices).
  // The thread_count threads are split as evenly as possible into
  // min(device_count, thread_count) groups; device d of a module runs its
  // steps in program order on group d mod groups, and a transfer between two
  // devices waits for both to reach it. A module without devices runs as
  // with 1. At most 64.
  uint32_t device_count;
  // One process per device (docs/devices.md, "One process per device"):
  // NULL, or how this process reaches the others; copied, not owned. With
  // a transport, a call of a module with devices runs only the steps of
  // device `rank` (on all of thread_count's threads) and the host's
  // commands; a transfer between this device and another is a send on the
  // source's process and a receive on the target's. device_count must then
  // be 0 or 1. The runtime knows no message library: the caller's hooks
  // (facet-generate's are MPI's, src/mpi/) move the bytes.
  const struct facet_transport_t *transport;
} facet_runtime_options_t;

// The hooks of facet_runtime_options_t.transport. `tag` is the transfer's
// command index in its function: every process runs the same program, so
// the sends and receives between two processes pair up in program order.
// Both return NULL or a status (the call fails with it). A hook blocks until
// its buffer may be reused (a send) or holds the bytes (a receive).
typedef struct facet_transport_t {
  uint32_t rank; // the device this process runs
  uint32_t size; // processes, one per device: a module's device count must equal it
  void *self;
  facet_status_t (*send)(void *self, uint32_t to_rank, uint32_t tag, const void *data,
                         size_t bytes);
  facet_status_t (*recv)(void *self, uint32_t from_rank, uint32_t tag, void *data, size_t bytes);
} facet_transport_t;

// Creates a runtime and its thread pool (thread_count - 1 workers; the
// calling thread is the last worker). options may be NULL (defaults).
facet_status_t facet_runtime_create(const facet_runtime_options_t *options,
                                    facet_runtime_t **out_runtime);
void facet_runtime_retain(facet_runtime_t *runtime);
// Drops a reference; the last one joins the worker threads.
void facet_runtime_release(facet_runtime_t *runtime);
// Threads that run workgroups, the caller included.
uint32_t facet_runtime_thread_count(const facet_runtime_t *runtime);
// Thread groups the devices run on (1: none; facet_runtime_options_t.device_count).
uint32_t facet_runtime_device_groups(const facet_runtime_t *runtime);

//===----------------------------------------------------------------------===//
// Parameters
//===----------------------------------------------------------------------===//

// A module's weights are util.globals bound to named parameters,
// #stream.parameter.named<"scope"::"key">. Their values come from parameter
// files the runtime knows by scope, as iree-run-module's
// --parameters=scope=file:
//
//   facet_runtime_add_parameters(rt, "model", "weights.safetensors");
//
// Formats, told apart by their first bytes: safetensors, IREE parameter
// archives (.irpa: DATA and SPLAT entries) and GGUF (unquantized types, and
// ggml's q4_0 q4_1 q8_0 q4_K q6_K: see facet_module_load_stats).
// The file is memory-mapped read-only and its index verified at once
// (DATA_LOSS "<path>: bad parameter file (<format>): <why>"); its bytes are
// not copied. A scope may have several files: a key is looked up in each,
// in the order they were added. Add files before loading the modules that
// need them: facet_module_load_* binds every parameter of the module then
// and fails, naming the parameter, the file and what the module expects,
// when a scope has no file (NOT_FOUND), a key is in none of its files
// (NOT_FOUND), or an entry's dtype or shape differs from the global's
// (INVALID_ARGUMENT; IRPA entries carry a shape only when written by
// facet-params, others are checked by byte size). Files stay mapped (and
// open) until the runtime is released. Thread-safe. Errors name entries
// with bytes outside printable ASCII escaped as \xNN.
//
// A mapped file must not change while the runtime uses it: a truncated
// file raises SIGBUS in whatever touches the lost pages, one rewritten in
// place gives other weights. The runtime checks each mapped file's size
// and modification time when it binds parameters and before every call
// that reads them (one fstat per file), and fails with DATA_LOSS "...
// changed size ..." / "... was modified in place ..."; a change during a
// call cannot be caught without copying the file. So replace parameter
// files by renaming a new file over the old one (the mapping keeps the old
// inode; facet-params writes this way), or read the bytes yourself and
// use facet_runtime_add_parameters_memory.
//
// safetensors, IRPA and GGUF carry no checksum: a flipped bit in an
// offset makes an entry read other bytes and still loads. facet-params
// writes a digest sidecar FILE.xxh64 with each file (--digest FILE for any
// other) and `facet-params --verify FILE` checks it.
facet_status_t facet_runtime_add_parameters(facet_runtime_t *runtime, const char *scope,
                                            const char *path);
// The same over a file's bytes in memory, which must outlive the runtime.
facet_status_t facet_runtime_add_parameters_memory(facet_runtime_t *runtime, const char *scope,
                                                   const void *data, size_t size);

//===----------------------------------------------------------------------===//
// Module
//===----------------------------------------------------------------------===//

typedef struct facet_module_t facet_module_t;
typedef struct facet_function_t facet_function_t; // owned by its module

// Loads a module file: verifies it (DATA_LOSS "bad module format: ..." when
// corrupt), binds its parameters (see facet_runtime_add_parameters), checks
// the kernel object's hash, loads it (memfd_create + dlopen, or a
// temporary file), and checks the kernel library's ABI version and entries
// against the module. The file is mapped read-only and kept open: its
// constants are read in place (resident only once a call reads them), and
// a call of a function that reads constants fails with DATA_LOSS if the
// file has changed since (replace module files by renaming over them).
facet_status_t facet_module_load_file(facet_runtime_t *runtime, const char *path,
                                      facet_module_t **out_module);
// The same from bytes in memory (copied; `data` may be freed afterwards).
facet_status_t facet_module_load_memory(facet_runtime_t *runtime, const void *data, size_t size,
                                        facet_module_t **out_module);

// What binding a module's parameters cost at load. Most parameters are
// read in place from the mapped files; GGUF block-quantized tensors are
// converted at load instead (docs/quantization.md, "Binding quantized
// weights"): a parameter "W:<plane>" whose file holds W as a q8_0, q4_0,
// q4_1 or q4_K tensor is repacked from W's blocks, and such a W (q6_K too)
// bound to an f32, f16 or bf16 parameter of its shape is dequantized. The
// memory made is the module's, freed with it.
typedef struct facet_module_load_stats_t {
  uint64_t parameters;           // parameters bound
  uint64_t converted_parameters; // of them, made from quantized tensors at load
  uint64_t converted_bytes;      // the bytes those hold
  uint64_t convert_nanoseconds;  // wall time spent making them
  // values computed from the parameters once, at load, by the module's
  // initializer (const-eval, docs/architecture.md): how many, their bytes
  // (the module's memory) and the wall time of that call
  uint64_t init_values;
  uint64_t init_bytes;
  uint64_t init_nanoseconds;
} facet_module_load_stats_t;
void facet_module_load_stats(const facet_module_t *module, facet_module_load_stats_t *out_stats);
void facet_module_retain(facet_module_t *module);
// Drops a reference; the last one unloads the kernel object. Tensors
// returned by calls stay valid.
void facet_module_release(facet_module_t *module);

size_t facet_module_function_count(const facet_module_t *module);
// Name of function `index`, or NULL when index >= count.
const char *facet_module_function_name(const facet_module_t *module, size_t index);
// Function `index` (INVALID_ARGUMENT when out of range).
facet_status_t facet_module_function_at(facet_module_t *module, size_t index,
                                        facet_function_t **out_function);
// The function called `name` (NOT_FOUND, listing the functions, otherwise).
facet_status_t facet_module_lookup_function(facet_module_t *module, const char *name,
                                            facet_function_t **out_function);

//===----------------------------------------------------------------------===//
// Function signature
//===----------------------------------------------------------------------===//

typedef struct facet_tensor_signature_t {
  facet_dtype_t dtype;
  uint32_t rank;
  int64_t dims[FACET_MAX_RANK]; // >= 0 static, -1 dynamic
} facet_tensor_signature_t;

// What an argument or a result is: a tensor, or a torch scalar
// (!torch.int, !torch.float, !torch.bool), which is passed and returned as
// a rank-0 tensor of dtype FACET_DTYPE_I64, FACET_DTYPE_F64 or
// FACET_DTYPE_BOOL (its signature says so too).
typedef enum facet_value_kind_t {
  FACET_VALUE_TENSOR = 0,
  FACET_VALUE_INT = 1,
  FACET_VALUE_FLOAT = 2,
  FACET_VALUE_BOOL = 3,
} facet_value_kind_t;

const char *facet_function_name(const facet_function_t *function);
size_t facet_function_input_count(const facet_function_t *function);
size_t facet_function_output_count(const facet_function_t *function);
// Signature of input / output `index`; INVALID_ARGUMENT when out of range.
// An output dim is static when the program sets it from a constant.
facet_status_t facet_function_input(const facet_function_t *function, size_t index,
                                    facet_tensor_signature_t *out_signature);
facet_status_t facet_function_output(const facet_function_t *function, size_t index,
                                     facet_tensor_signature_t *out_signature);
// What the program promises about dim `dim` of input `index`: every call's
// size is in [min, max] and a multiple of `multiple` (torch's symbol ranges,
// torch.bind_symbolic_shape: the facts a call is checked against). A static
// dim gives its size three times; a dim nothing bounds [0, INT64_MAX], 1.
// INVALID_ARGUMENT when index or dim is out of range.
typedef struct facet_dim_range_t {
  int64_t min, max, multiple;
} facet_dim_range_t;
facet_status_t facet_function_input_dim_range(const facet_function_t *function, size_t index,
                                              uint32_t dim, facet_dim_range_t *out_range);
// Kind of input / output `index`; INVALID_ARGUMENT when out of range.
facet_status_t facet_function_input_kind(const facet_function_t *function, size_t index,
                                         facet_value_kind_t *out_kind);
facet_status_t facet_function_output_kind(const facet_function_t *function, size_t index,
                                          facet_value_kind_t *out_kind);
// A mutable input (a !torch.tensor argument the program overwrites with
// torch.overwrite.tensor.contents) is updated in place: after a successful
// call the caller's tensor holds the argument's new value (see
// facet_function_call). 1 when input `index` is mutable, 0 when it is not
// or index is out of range.
int facet_function_input_is_mutable(const facet_function_t *function, size_t index);
// How many inputs are mutable.
size_t facet_function_mutable_input_count(const facet_function_t *function);

//===----------------------------------------------------------------------===//
// Tensor: a dense row-major array (with no strides) and its shape
//===----------------------------------------------------------------------===//

typedef struct facet_tensor_t facet_tensor_t;

// A new zero-filled tensor owning 64-byte aligned storage from the
// runtime's allocator. dims may be NULL when rank is 0.
facet_status_t facet_tensor_create(facet_runtime_t *runtime, facet_dtype_t dtype, uint32_t rank,
                                   const int64_t *dims, facet_tensor_t **out_tensor);
// A tensor over caller-owned memory of `data_bytes` bytes (at least the
// shape's size), which must outlive the tensor. Kernels read it in
// place; its alignment is whatever the caller gives (64 is best).
facet_status_t facet_tensor_wrap(facet_runtime_t *runtime, facet_dtype_t dtype, uint32_t rank,
                                 const int64_t *dims, void *data, size_t data_bytes,
                                 facet_tensor_t **out_tensor);
void facet_tensor_retain(facet_tensor_t *tensor);
void facet_tensor_release(facet_tensor_t *tensor); // NULL is ignored

void *facet_tensor_data(const facet_tensor_t *tensor);
facet_dtype_t facet_tensor_dtype(const facet_tensor_t *tensor);
uint32_t facet_tensor_rank(const facet_tensor_t *tensor);
const int64_t *facet_tensor_dims(const facet_tensor_t *tensor); // rank entries
size_t facet_tensor_element_count(const facet_tensor_t *tensor);
size_t facet_tensor_byte_size(const facet_tensor_t *tensor); // elements * dtype size

//===----------------------------------------------------------------------===//
// Calls
//===----------------------------------------------------------------------===//

// Calls `function`. First the entry checks, each naming the function,
// the input and the dim ("prefill_bs8: input 0 has rank 2, expected 3");
// then the host program, whose checks report broken promises with
// FAILED_PRECONDITION ("prefill_bs8: input 0 dim 1 is 100: expected ...").
// No kernel runs after a failed check. On success outputs[0..output_count)
// receive new tensors (one reference each, for the caller to release); on
// failure they are left untouched and nothing leaks.
//
// Mutable inputs (facet_function_input_is_mutable) are not returned: on
// success the caller's tensor holds the new value, written into its own
// memory (by the kernel that computes it when nothing reads the old value
// afterwards, else by one copy), with torch's semantics: reads of the old
// value that come before the write in the program see the old value. A
// mutable input must not share memory with another input of the call
// (INVALID_ARGUMENT), and no other call may read or write it meanwhile.
// On failure: every check, every register computation and every
// allocation of a call comes before its first kernel or copy, so a call
// that fails with any code but INTERNAL leaves every mutable input exactly
// as it was (the same call may be retried after RESOURCE_EXHAUSTED). An
// INTERNAL failure (a facet bug, or a module whose predicate chain lacks
// a fallback, which facet-compile never writes) after the first kernel may
// leave a mutable input partly written: any element holds its old or its
// new value.
//
// Scalar inputs (facet_function_input_kind) are rank-0 tensors of their
// kind's dtype, and so are scalar outputs.
facet_status_t facet_function_call(facet_function_t *function, facet_tensor_t *const *inputs,
                                   size_t input_count, facet_tensor_t **outputs,
                                   size_t output_count);

//===----------------------------------------------------------------------===//
// Profiling
//===----------------------------------------------------------------------===//

// What one kernel of a module did while profiling was on.
typedef struct facet_profile_entry_t {
  const char *executable; // the executable (dispatch region) the kernel is a variant of
  const char *config;     // the variant's configuration (tiling, ISA), as facet-dump shows it
  const char *kernel;     // the kernel's symbol in the kernel object
  uint64_t dispatches;    // how many times it ran
  uint64_t nanoseconds;   // wall time of those dispatches (all threads as one)
} facet_profile_entry_t;

// Turns profiling of the module's calls on or off (off at load). While on,
// each dispatch adds its wall time to the kernel it ran: two clock reads
// per dispatch; off, one branch. Turning it on the first time allocates
// the counters (RESOURCE_EXHAUSTED if that fails) and is not to race with
// a call of the module; counting itself is thread-safe.
facet_status_t facet_module_set_profiling(facet_module_t *module, int enabled);
// The kernels that ran since profiling was first turned on or last reset,
// in the module's kernel order: up to `capacity` into `out`; returns how
// many there are.
size_t facet_module_profile(const facet_module_t *module, facet_profile_entry_t *out,
                            size_t capacity);
void facet_module_profile_reset(facet_module_t *module);

// What the transfers between devices cost (docs/devices.md), summed over
// the module's calls since it was loaded; always counted (a few clock
// reads per transfer, none for a module without devices).
typedef struct facet_device_stats_t {
  uint64_t transfers;            // transfer steps run
  uint64_t transfer_bytes;       // bytes they copied
  uint64_t transfer_nanoseconds; // wall time of the copies
  uint64_t wait_nanoseconds;     // time devices spent at a transfer waiting for the other
                                 // device to reach it (every device's waits summed)
} facet_device_stats_t;
void facet_module_device_stats(const facet_module_t *module, facet_device_stats_t *out);
// The devices a module's steps run on (1 for a module without devices).
uint32_t facet_module_device_count(const facet_module_t *module);

#ifdef __cplusplus
}
#endif

#endif
