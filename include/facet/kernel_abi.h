// facet/kernel_abi.h: the contract between the facet runtime and generated
// kernels. Standalone (C17 + <stdint.h> only): generated C includes a copy
// of this exact text, so it must never include anything else of facet's.
//
// A kernel object is a shared library exporting one symbol,
// FACET_KERNEL_LIBRARY_SYMBOL, of type facet_kernel_library_t. Each entry
// is one variant of one executable: a workgroup function that computes one
// tile of the iteration space, and a function that derives the workgroup
// count from the push constants.
//
// Thread-safety: the runtime calls workgroup functions of one dispatch
// concurrently from several workers, each with distinct (x, y, z) and its
// own scratch memory; kernels must not write anything but their outputs
// and scratch. Kernels call no libc function beyond <math.h>.
#ifndef FACET_KERNEL_ABI_H
#define FACET_KERNEL_ABI_H

#include <stdint.h>

#define FACET_KERNEL_ABI_VERSION 2u
#define FACET_KERNEL_LIBRARY_SYMBOL "facet_kernel_library_v2"
#define FACET_KERNEL_MAX_BINDINGS 16
#define FACET_KERNEL_MAX_PUSH_CONSTANTS 16

typedef struct facet_dispatch_state_t {
  void *const *bindings;            // base pointer of each binding
  const uint64_t *binding_lengths;  // bytes valid at each binding
  const int64_t *push_constants;    // dynamic sizes of this dispatch
  uint32_t binding_count;
  uint32_t push_constant_count;
  uint32_t workgroup_count[3];      // as computed by the entry's count function
  uint32_t worker_count;            // threads that may run workgroups concurrently
  // Zero before the dispatch. A kernel that meets an index torch refuses
  // (out of its dim's range) stores binding + 1 of the index tensor here
  // (UINT32_MAX for an index computed in the kernel)
  // (relaxed atomic store; any writer may win), reads a clamped element
  // instead and goes on: the runtime fails the call after the dispatch.
  uint32_t *fault;
} facet_dispatch_state_t;

// Computes the tile (x, y, z) of the dispatch. `scratch` is per worker,
// 64-byte aligned, at least `scratch_bytes` of the entry.
typedef void (*facet_workgroup_fn_t)(const facet_dispatch_state_t *state, uint32_t x,
                                     uint32_t y, uint32_t z, void *scratch);

// Writes the number of workgroups in x, y and z for these push constants.
typedef void (*facet_workgroup_count_fn_t)(const int64_t *push_constants,
                                           uint32_t out_count[3]);

typedef struct facet_kernel_entry_t {
  const char *name;                    // "<executable>_v<variant>", for checks and dumps
  facet_workgroup_fn_t workgroup;
  facet_workgroup_count_fn_t workgroup_count;
  uint64_t scratch_bytes;              // per worker
} facet_kernel_entry_t;

typedef struct facet_kernel_library_t {
  uint32_t abi_version;                // FACET_KERNEL_ABI_VERSION
  uint32_t entry_count;
  const facet_kernel_entry_t *entries; // indexed by the module's variant kernel index
} facet_kernel_library_t;

_Static_assert(sizeof(facet_kernel_entry_t) == 32, "kernel entry layout is ABI");
_Static_assert(sizeof(facet_kernel_library_t) == 16, "kernel library layout is ABI");

#endif
