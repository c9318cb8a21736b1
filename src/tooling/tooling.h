// tooling.h: what the command-line tools share apart from the runtime
// (libfacet_tooling.a): their common flags and iree-run-module's input and
// output syntax (cli.c), .npy files (npy.c), writing parameter files
// (params_write.c) and their digests (digest.c), and writing any output
// file atomically (file.c). Built on the runtime's public API; errors are
// facet_status_t, made with base's status_new as the runtime's are. flags.c: the message format,
// --help/--version, "did you mean", IREE's flags, "-" and output checks. Tools include this header
// and the public ones (include/facet/*.h), and nothing of src/runtime/.
#ifndef FACET_TOOLING_H
#define FACET_TOOLING_H

#include "base/base.h"
#include "facet/runtime.h"

// "2x3xf32" (or "f32" for rank 0).
void tool_shape_print(strbuf *sb, facet_dtype_t dt, uint32_t rank, const int64_t *dims);

//
// flags.c: what every tool's command line shares.
//
// facet's version (python/facet/__init__.py's __version__ is the same).
#define FACET_VERSION "0.1.0"
// Names the tool in every message; call first in main.
void tool_init(const char *name);
const char *tool_name(void);
// "TOOL: error: ..." on stderr; returns 1 (an exit status).
int tool_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void tool_note(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
// tool_error of the status's message; frees it; returns 1.
int tool_fail(facet_status_t s);
// --help (usage on stdout) or --version anywhere in argv: 0 after printing
// it; -1 when neither is there.
int tool_standard_flags(int argc, char **argv, const char *usage);
void tool_print_version(void);
// Appends "; did you mean 'X'?" when a name in `names` is close enough to
// `word` to be its typo (str_closest, src/base).
void tool_suggest(strbuf *sb, const char *word, const char *const *names, size_t n);
// "unknown flag '--modle' ; did you mean '--module'?": `known` are flag
// names without '=' ("--module"). Returns 1.
int tool_unknown_flag(const char *arg, const char *const *known, size_t n);
// The same message as a status (INVALID_ARGUMENT), for tools that pass
// statuses up.
facet_status_t tool_unknown_flag_status(const char *arg, const char *const *known, size_t n);
// One of IREE's flags (--iree-*, --mlir-*, iree-run-module's own): prints a
// note of what facet does instead and returns true; false otherwise.
bool tool_iree_flag(const char *arg);
// An unknown flag of a tool that takes the pipeline's flags (`pipeline`) and
// its own: IREE's get their note (true: ignore the flag), the rest "did you
// mean" among both lists (false).
bool tool_unknown_pipeline_flag(const char *arg, const char *(*pipeline)(size_t), size_t np,
                                const char *const *own, size_t no);
// The whole of a file, "-" for standard input (free *data).
facet_status_t tool_read_input(const char *path, uint8_t **data, size_t *size);
// Before any work: the output's directory exists and is writable, and the
// path is not a directory ("-", standard output, is always fine).
facet_status_t tool_check_output(const char *path);
// A text output written with stdio ("-": standard output), and its close:
// false when anything failed (the stream's errors included).
FILE *tool_open_output(const char *path);
bool tool_close_output(FILE *f);

//
// file.c: outputs written to a temporary file next to the target and
// renamed over it only when complete, so a failure (a full disk, a bad
// path, an interrupted tool) leaves the previous file as it was. A target
// that exists and is not a regular file (/dev/full, a FIFO, /dev/stdout)
// is written in place: nothing could be renamed over it, and "-" is
// standard output. Errors name the target (never the temporary file) and
// give strerror.
//
typedef struct tool_file {
  char *path; // the target (symbolic links resolved)
  char *tmp;  // the temporary file; NULL when writing in place
  int fd;     // -1 once closed
  int error;  // the first errno of a failed write (0: none)
} tool_file;

facet_status_t tool_file_open(tool_file *f, const char *path);
// Writes everything or records the error, which tool_file_finish reports.
void tool_file_write(tool_file *f, const void *data, size_t n);
// Flushes to disk and closes; on failure removes the temporary file.
facet_status_t tool_file_finish(tool_file *f);
// Renames the finished temporary file over the target.
facet_status_t tool_file_commit(tool_file *f);
// Removes the temporary file (if any) and frees f; safe after any step.
void tool_file_discard(tool_file *f);
// All of it for bytes already in memory.
facet_status_t tool_write_file(const char *path, const void *data, size_t n);

//
// npy.c: NumPy .npy files (format 1.0, 2.0, 3.0; little-endian, C order).
//
// tool_npy_read: *t is in/out. In: the dtype the caller expects, or
// DT_INVALID for any; '<u2' (no bf16 in numpy) is accepted only when it is
// DT_BF16. Out: the file's dtype. *data is malloc'ed (free it), *bytes its
// size. Every header field is validated; errors name the file. A file that
// is not regular (a pipe, /dev/zero) is read no further than its header
// says: never without bound.
facet_status_t tool_npy_read(const char *path, dtype *t, int *rank, int64_t dims[FACET_MAX_RANK],
                             void **data, size_t *bytes);
facet_status_t tool_npy_read_buffer(const uint8_t *buf, size_t size, dtype *t, int *rank,
                                    int64_t dims[FACET_MAX_RANK], void **data, size_t *bytes);
// Writes version 1.0 (2.0 when the header needs it) atomically (file.c);
// bf16 is written as '<u2'.
facet_status_t tool_npy_write(const char *path, dtype t, int rank, const int64_t *dims,
                              const void *data);
// Appends one array to `path` (created if missing), as iree-run-module's
// --output=+file.npy does: numpy reads them back with successive np.load
// calls on one open file.
facet_status_t tool_npy_append(const char *path, dtype t, int rank, const int64_t *dims,
                               const void *data);

//
// cli.c: what facet-run-module, facet-benchmark-module, facet-npy and the
// reference share.
//
// Parses an iree-run-module input: "2x3xf32" (zeros), "4xf32=1.5" (splat),
// "4xf32=1 2 3 4", "@file.npy", "2x3xf32=@file.npy", "2x3xf32=@file.bin"
// (raw little-endian bytes: any name not ending in .npy; exactly the
// tensor's size; "-" is standard input). Errors name `index`;
// a value the element type cannot hold (300 for i8, 70000 for f16, 1e400)
// is an error, not a wrapped or infinite value.
facet_status_t tool_parse_input(facet_runtime_t *rt, const char *spec, size_t index,
                                facet_tensor_t **out);
// "2x3xf32=[1 2 3][4 5 6]" as iree-run-module prints it: at most
// `max_elements` elements, "..." after a row cut short.
void tool_format_tensor(strbuf *sb, const facet_tensor_t *t, size_t max_elements);
// An input for an argument of `kind`: a scalar kind takes a bare value
// ("5", "-2.5", "true"), as iree-run-module takes a primitive argument,
// giving a rank-0 tensor of the kind's dtype (i64, f64, i1); anything else
// (and any spec with '=' or '@') goes to tool_parse_input.
facet_status_t tool_parse_input_kind(facet_runtime_t *rt, const char *spec, size_t index,
                                     facet_value_kind_t kind, facet_tensor_t **out);
void tool_format_values(strbuf *sb, dtype t, uint32_t rank, const int64_t *dims, const void *data,
                        size_t max_elements);
facet_status_t tool_write_tensor_npy(const facet_tensor_t *t, const char *path);

// "--name=value" -> value; NULL when arg is another flag.
const char *tool_flag(const char *arg, const char *name);

// The flags both run tools take, and what they set up.
typedef struct tool_run {
  const char *module_path, *function; // --module, --function
  VEC(const char *) inputs;           // --input (repeatable)
  VEC(const char *) outputs;          // --output (the run tool)
  VEC(const char *) parameters;       // --parameters=[SCOPE=]FILE (repeatable)
  uint32_t threads;                   // --threads (0 = one per core)
  bool threads_given, sync;           // --device=local-sync: one thread
  uint32_t devices;                   // --devices: thread groups (docs/devices.md)
  const facet_transport_t *transport; // one process per device (facet-generate under mpirun)
  facet_device_stats_t device_base;   // --profile: the transfers before the profiled calls
  bool load_stats;                    // --load-stats: print the load's cost on stderr
  facet_runtime_t *rt;
  facet_module_t *module;
  uint8_t *module_bytes; // --module=-: what standard input held
  size_t module_size;
  facet_function_t *fn;
  facet_tensor_t **in;
  size_t in_count;
} tool_run;

// *taken: a shared flag (its value checked: an error status if bad).
facet_status_t tool_common_flag(tool_run *r, const char *arg, bool *taken);
// Creates the runtime, binds the parameter files, loads the module
// (--module=- reads it from standard input).
facet_status_t tool_load_module(tool_run *r);
// tool_load_module, then finds the function and parses the inputs.
facet_status_t tool_prepare(tool_run *r);
void tool_release(tool_run *r); // whatever tool_prepare made
// Flags the run tools do not know: a note for IREE's (0: ignored), else
// "unknown flag" with "did you mean" among the shared flags and `own`
// (flag names without '='); returns 1.
int tool_run_unknown_flag(const char *arg, const char *const *own, size_t n);
// The same as a status; NULL for IREE's flags (the note printed).
facet_status_t tool_run_unknown_flag_status(const char *arg, const char *const *own, size_t n);

//
// profile.c: --profile (run and benchmark tools): each kernel's time per
// call over `calls` calls, slowest first, and under each the source
// locations of the call sites that run it; on stderr.
//
void tool_print_profile(const tool_run *r, uint64_t calls, double call_ms);

//
// params_write.c: writes safetensors, IRPA and GGUF files (facet-params,
// tests).
//
typedef struct tool_param_spec {
  const char *key; // non-empty
  dtype dtype;
  uint32_t rank;
  int64_t dims[FACET_MAX_RANK];
  bool splat; // `pattern` repeated: an IRPA SPLAT entry; written out in safetensors and GGUF
  uint8_t pattern[16];
  uint8_t pattern_length; // with splat: 1, 2, 4, 8 or 16
  quant_type quant; // GGUF only: ggml's blocks of this type (dtype ignored; fill gives the blocks)
} tool_param_spec;
// Fills `bytes` bytes of parameter `index`; false stops the write.
typedef bool (*tool_param_fill_fn)(void *self, size_t index, void *buf, size_t bytes);
// format: "safetensors", "irpa" or "gguf"; written atomically (file.c).
facet_status_t tool_params_write(const char *path, const char *format, const tool_param_spec *specs,
                                 size_t n, tool_param_fill_fn fill, void *self);

//
// digest.c: IRPA and GGUF files carry no checksum (safetensors neither), so
// one flipped bit in an offset silently changes the weights. A digest
// sidecar "<file>.xxh64" records the xxh64 of the whole file and of every
// entry's bytes; facet-params writes one with every file it writes, or for
// any file with --digest, and checks one with --verify.
//
// Writes the sidecar of `path` (at `sidecar`, or "<path>.xxh64" if NULL).
facet_status_t tool_params_digest(const char *path, const char *sidecar);
// Checks `path` against its sidecar. OK: NULL, and a line in *report.
// Otherwise DATA_LOSS naming every entry that differs (moved, changed,
// missing, added) or the bytes outside entries; NOT_FOUND without sidecar.
facet_status_t tool_params_verify(const char *path, const char *sidecar, strbuf *report);

#endif
