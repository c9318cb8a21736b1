// reference_internal.h: what the parts of the reference interpreter share
// (reference.c: the driver and the graph ops; reference_generic.c:
// IR_OP_GENERIC). Not for use outside src/ir/reference*.c.
#ifndef FACET_REFERENCE_INTERNAL_H
#define FACET_REFERENCE_INTERNAL_H

#include "ir.h"

// v wrapped to the width of integer dtype t (two's complement).
int64_t ref_wrap_to(dtype t, int64_t v);

// Runs a linalg.generic (ir.h's IR_OP_GENERIC) over operands xs (ins,
// outs, captured tensors, as op->operands). results[r] (init_count of
// them) have their dims and dtypes set and their data allocated; they are
// filled here, starting from the outs' values. loops[d] is the size of
// loop d. Float nodes are rounded to their type unless `unrounded`.
// False with *status set on an index outside its tensor.
bool ref_run_generic(const ir_op *op, ref_tensor *const *xs, ref_tensor *results,
                     const int64_t *loops, bool unrounded, facet_status_t *status);

#endif
