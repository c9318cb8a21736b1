// reference_tools.h: what the tools that run the float64 reference
// interpreter (facet-reference, facet-generate) share: parameter files read
// for the reference with the runtime's own readers and checks, so that the
// reference sees exactly the weights facet-run-module binds.
//
// This part of libfacet_tooling uses the compiler library's reference
// (ref_load): only tools that run the reference (and so link it) use it.
#ifndef FACET_REFERENCE_TOOLS_H
#define FACET_REFERENCE_TOOLS_H

#include "ir/ir.h"
#include "runtime/params.h"

typedef struct tool_ref_param_file {
  char *scope; // "" without SCOPE=
  char *path;
  rt_param_file file;
} tool_ref_param_file;

typedef struct tool_ref_params {
  VEC(tool_ref_param_file) files;
  ref_globals globals;   // self = this; valid while it lives and does not move
  const ir_context *ctx; // whose globals are loaded (the planes of one tensor are read together)
} tool_ref_params;

// Opens "[SCOPE=]FILE" (--parameters' syntax); errors name the file.
facet_status_t tool_ref_params_add(tool_ref_params *p, const char *spec);
// The ref_globals that load ctx's parameters from the files added (a
// global's (scope, key) in the files of its scope, in the order added; its
// dtype and shape checked as the runtime checks them; planes of GGUF
// quantized tensors and dequantized ones made as the runtime makes them).
const ref_globals *tool_ref_params_globals(tool_ref_params *p, const ir_context *ctx);
void tool_ref_params_close(tool_ref_params *p);

#endif
