// mpi_transport.h: one process per device over MPI (docs/devices.md, "One
// process per device"): the runtime's transport hooks (facet_transport_t)
// as MPI point-to-point messages, and the few collectives facet-generate
// needs. The only code of facet that includes <mpi.h>; the tools that link
// it (Makefile: MPI_TOOLS) link Open MPI, the runtime library does not.
// This header does not include <mpi.h>, so its users build without MPI's
// flags.
#ifndef FACET_MPI_TRANSPORT_H
#define FACET_MPI_TRANSPORT_H

#include "facet/runtime.h"

#include <stdbool.h>
#include <stdint.h>

// Whether this process was started by mpirun (Open MPI's, or a PMI
// launcher's environment): only then do the tools initialise MPI, so a
// plain run never touches it.
bool facet_mpi_launched(void);

// MPI_Init (with threads: only the calling thread calls MPI), then this
// process's rank and the world's size in *out: hooks that send and receive
// in MPI_COMM_WORLD. A status if MPI does not start.
facet_status_t facet_mpi_start(int *argc, char ***argv, facet_transport_t *out);
// MPI_Finalize after a run that every rank finished.
void facet_mpi_finish(void);
// After an error on one rank: the others may wait at a transfer for it
// forever, so every rank of the job is stopped (MPI_Abort) with `code`.
void facet_mpi_abort(int code);

// Rank 0's `n` int64 values into every rank's `values` (MPI_Bcast): the
// tokens rank 0 picked, so that every rank feeds the same ones.
facet_status_t facet_mpi_share_from_rank0(int64_t *values, size_t n);

#endif
