// module.h: the compiled module in memory, and its file format.
//
// The compiler fills a mod_module and calls mod_write; the runtime calls
// mod_read and gets the same structure back (writer.c and reader.c mirror
// each other). docs/module-format.md gives the byte tables.
//
// A function is a host program: a flat list of commands over int64
// registers (dims, sizes) and buffer slots (tensors' storage), interpreted
// by the runtime's executor. Slots 0..input_count-1 hold the inputs.
//
// A parameter is a util.global bound to #stream.parameter.named<"scope"::"key">:
// the module lists each one with the dtype and shape the program expects,
// and the runtime binds it to a parameter file at load (PARAM reads it).
//
// A constant is a tensor whose value is in the program (a non-splat
// torch.vtensor.literal, a util.global with only an inline value): its bytes
// are in the module (the constant data section, each at a 64-byte aligned
// offset), read by CONST_DATA. Identical constants are stored once.
#ifndef FACET_MODULE_H
#define FACET_MODULE_H

#include "base/base.h"

#define MOD_MAGIC "FACETMOD" // 8 bytes at offset 0
#define MOD_VERSION 6u
#define MOD_MAX_RANK 8
#define MOD_MAX_PUSH 16     // = FACET_KERNEL_MAX_PUSH_CONSTANTS
#define MOD_MAX_BINDINGS 16 // = FACET_KERNEL_MAX_BINDINGS
#define MOD_MAX_DEVICES 64  // = IR_MAX_DEVICES

// Host commands. Fields not named are zero. r[x] = register x, s[x] = slot x.
typedef enum mod_op {
  MOD_CMD_DIM = 1,    // r[a] = dim c of input b
  MOD_CMD_CONST,      // r[a] = imm
  MOD_CMD_ADD,        // r[a] = r[b] + r[c]
  MOD_CMD_SUB,        // r[a] = r[b] - r[c]
  MOD_CMD_MUL,        // r[a] = r[b] * r[c]
  MOD_CMD_FLOORDIV,   // r[a] = r[b] floordiv r[c]   (r[c] > 0, checked)
  MOD_CMD_CEILDIV,    // r[a] = r[b] ceildiv r[c]
  MOD_CMD_MOD,        // r[a] = r[b] mod r[c]
  MOD_CMD_CHECK_FACT, // r[a] must satisfy fact `check`; else error (see below)
  MOD_CMD_CHECK_EQ,   // r[a] must equal r[e]; else error
  MOD_CMD_ALLOC,      // s[a] = new buffer of r[b] bytes (c = 1: it becomes a result)
  MOD_CMD_VIEW,       // s[a] = s[b] (same bytes, another shape: dims live in registers)
  MOD_CMD_DISPATCH,   // run dispatch site a of this function
  MOD_CMD_PARAM,      // s[a] = parameter b (read-only bytes bound at load)
  MOD_CMD_MAX,        // r[a] = max(r[b], r[c])
  MOD_CMD_SLICE,      // s[a] = bytes [r[c], r[c] + r[d]) of s[b] (checked)
  MOD_CMD_COPY,       // the bytes of s[b] into s[a] (same byte count; s[a] writable), on device c
  MOD_CMD_STORE,      // r[b] as an int64 into the first 8 bytes of s[a] (writable), on device c
  MOD_CMD_CONST_DATA, // s[a] = constant b (read-only bytes in the module)
  MOD_CMD_INIT_VALUE, // s[a] = result b of the initializer, computed at load (read-only)
  MOD_CMD_TRANSFER,   // the bytes of s[b] (on device d) into s[a] (on device c): a copy
                      // between devices, after s[b]'s producer (docs/devices.md)
  MOD_CMD_COUNT_
} mod_op;

// A failed check reports, for input b and dim c:
//   "<function>: input <b> dim <c> is <value>: <strings[d]>"
// with <value> that dim's size (CHECK_FACT may check a register computed
// from it: dim - 1 for a dim 2 * s0 + 1),
// where strings[d] says what was promised and where, e.g.
//   "expected 32 * s1 with s1 in [2, 4095] (torch.bind_symbolic_shape at f.mlir:3:1)".
typedef struct mod_cmd {
  uint32_t op; // mod_op
  uint32_t a, b, c, d, e;
  int64_t imm; // MOD_CMD_CONST
  fact check;  // MOD_CMD_CHECK_FACT
} mod_cmd;

// What an argument or a result is at the function's interface: a tensor,
// or a torch scalar (!torch.int, !torch.float, !torch.bool) passed as a
// rank-0 tensor of dtype i64, f64 or i1 (mod_kind_dtype).
typedef enum mod_kind {
  MOD_KIND_TENSOR = 0,
  MOD_KIND_INT,
  MOD_KIND_FLOAT,
  MOD_KIND_BOOL,
  MOD_KIND_COUNT_
} mod_kind;

// The dtype of a scalar kind (DT_INVALID for a tensor).
dtype mod_kind_dtype(uint32_t kind);

// mod_tensor_sig.flags
#define MOD_INPUT_MUTABLE 1u // the call leaves the argument's new value in the caller's buffer

typedef struct mod_tensor_sig {
  uint32_t dtype; // dtype
  uint32_t rank;
  int64_t dims[MOD_MAX_RANK]; // >= 0 static, -1 dynamic (checked by commands)
  uint32_t kind;              // mod_kind
  uint32_t flags;             // MOD_INPUT_*
} mod_tensor_sig;

typedef struct mod_output {
  uint32_t slot; // buffer holding the result
  uint32_t dtype, rank;
  uint32_t dim_regs[MOD_MAX_RANK]; // register holding each dim
  uint32_t kind;                   // mod_kind
} mod_output;

// One alternative for a dispatch site. The choice matches when any of its
// rows holds for the push constants (every push constant within its fact),
// or always when row_count == 0 (the fallback, last in the list).
typedef struct mod_choice {
  uint32_t variant; // index into the executable's variants
  uint32_t row_count;
  fact *rows; // row_count * push_count facts, row-major
} mod_choice;

typedef struct mod_site {
  uint32_t executable;
  uint32_t push_count;
  uint32_t push_regs[MOD_MAX_PUSH]; // register of each push constant
  uint32_t binding_count;
  uint32_t binding_slots[MOD_MAX_BINDINGS];
  uint32_t choice_count; // 1 with row_count 0: bound statically
  mod_choice *choices;
  uint32_t loc_string; // source location, for errors and dumps
  uint32_t device;     // the device it runs on (< mod_module.device_count)
} mod_site;

typedef struct mod_function {
  char *name;
  uint32_t input_count;
  mod_tensor_sig *inputs;
  uint32_t output_count;
  mod_output *outputs;
  uint32_t reg_count, slot_count;
  uint32_t cmd_count;
  mod_cmd *cmds;
  uint32_t site_count;
  mod_site *sites;
  uint64_t transient_bytes_max; // bound on the call's transient block (UINT64_MAX: none known)
} mod_function;

typedef struct mod_variant {
  uint32_t kernel;    // index into the kernel library's entries
  char *config;       // human-readable configuration, for dumps
  fact *facts;        // push_count facts the code assumes (union of its rows)
  uint32_t row_count; // rows of the executable it serves ...
  uint32_t *rows;     // ... as indices into mod_executable.rows
} mod_variant;

typedef struct mod_executable {
  char *name;
  uint32_t binding_count, push_count;
  uint32_t output_mask; // bit b: the kernels write binding b (the others they only read)
  uint32_t row_count;
  fact *rows; // row_count * push_count: every distinct site row
  uint32_t variant_count;
  mod_variant *variants;
} mod_executable;

// A parameter the module's programs read (MOD_CMD_PARAM), found at load
// under (scope, key) in the parameter files bound to scope.
typedef struct mod_param {
  char *name;        // the util.global's name, for messages
  char *scope, *key; // #stream.parameter.named<"scope"::"key">; key non-empty
  uint32_t dtype, rank;
  int64_t dims[MOD_MAX_RANK]; // static, >= 0
} mod_param;

// A constant: its type, and where its bytes are in mod_module.const_data.
#define MOD_CONST_ALIGN 64 // each constant's offset in the data (and in the file)
typedef struct mod_const {
  uint32_t dtype, rank;
  int64_t dims[MOD_MAX_RANK]; // static, >= 0
  uint64_t offset;            // a multiple of MOD_CONST_ALIGN
  uint64_t size;              // numel * dtype size
} mod_const;

typedef struct mod_module {
  uint32_t string_count;
  char **strings;
  uint32_t function_count;
  mod_function *functions;
  uint32_t executable_count;
  mod_executable *executables;
  uint8_t *kernel_object; // the shared object with every variant (read-only
                          // when in a mapping: mod_read_mapped)
  uint64_t kernel_object_size;
  uint64_t kernel_object_hash; // xxh64 of kernel_object
  char *target;                // e.g. "x86-64-v3"
  char *compiler_command;      // how the kernel object was built
  uint32_t param_count;
  mod_param *params;
  uint32_t const_count;
  mod_const *consts;
  const uint8_t *const_data;     // every constant's bytes, MOD_CONST_ALIGN-aligned
  uint64_t const_data_size;      // (zero padding between constants)
  uint32_t const_eval_folded;    // values the compiler computed at compile time (consteval.c)
  uint64_t const_eval_bytes;     // the constant data they added, before identical bytes merged
  uint32_t const_eval_load_time; // values computed from parameters by the initializer
  uint32_t device_count;         // devices the steps run on (1: no devices; the writer
                                 // writes 0 as 1; docs/devices.md)
  uint32_t initializer;          // 0: none; else function_count, the last function is the
                                 // initializer: run once at load (no inputs; its results
                                 // are read by INIT_VALUE), not an entry point
  arena mem;                     // owns everything above when read by mod_read
                                 // (through mem.allocator)
} mod_module;

// The device a step runs on: a DISPATCH's site's, a COPY's, STORE's or
// TRANSFER's (its target) c; MOD_NO_DEVICE for a command that is no step
// (registers, checks, slots: the host does them before any step).
#define MOD_NO_DEVICE UINT32_MAX
uint32_t mod_cmd_device(const mod_cmd *c, const mod_function *fn);

// writer.c: serialises m; a status on failure (OUT_OF_RANGE past a format
// limit, UNAVAILABLE when the file cannot be written).
facet_status_t mod_write_file(const mod_module *m, const char *path);
bool mod_write_buffer(const mod_module *m, uint8_t **out, size_t *out_size);
// mod_write_buffer, then the bytes read back with mod_read_buffer: a
// module the runtime would refuse is never produced (mod_write_file uses it).
facet_status_t mod_write_checked(const mod_module *m, uint8_t **out, size_t *out_size);

// reader.c: parses and validates every offset, length, index and count.
// On failure a DATA_LOSS status "bad module format: <why>".
facet_status_t mod_read_buffer(const uint8_t *data, size_t size, mod_module *out);
// The same with the module's memory from `a` (NULL: xmalloc, which aborts
// when out of memory): the runtime passes its allocator, and running out
// of memory is then a RESOURCE_EXHAUSTED status "out of memory: ...",
// never an abort.
facet_status_t mod_read_buffer_with(const uint8_t *data, size_t size, const mem_allocator *a,
                                    mod_module *out);
// The same on a read-only private file mapping (page aligned) that stays
// mapped and unchanged while `out` lives: the constant data and the kernel
// object point into it instead of being copied, and the constant data's
// pages are given back (MADV_DONTNEED) once checksummed, so that they take
// memory only when a call reads them. Never on other memory: dropping
// anonymous pages would zero them.
facet_status_t mod_read_mapped(const uint8_t *data, size_t size, const mem_allocator *a,
                               mod_module *out);
facet_status_t mod_read_file(const char *path, mod_module *out);
void mod_free(mod_module *m); // frees what mod_read allocated

#endif
