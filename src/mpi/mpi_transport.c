// mpi_transport.c: the runtime's transport over MPI (mpi_transport.h).
#include "mpi/mpi_transport.h"

#include "base/base.h"

#include <limits.h>
#include <mpi.h>
#include <stdlib.h>

bool facet_mpi_launched(void) {
  return getenv("OMPI_COMM_WORLD_SIZE") || getenv("PMIX_RANK") || getenv("PMI_RANK");
}

static facet_status_t mpi_failed(int rc, const char *what) {
  char text[MPI_MAX_ERROR_STRING] = "";
  int len = 0;
  MPI_Error_string(rc, text, &len);
  return status_new(FACET_STATUS_UNAVAILABLE, "MPI %s failed: %s", what, text);
}

// A message's tag: the transfer's command index, wrapped to MPI's largest
// tag (at least 32767). Two transfers with one tag between the same two
// ranks still pair correctly: MPI delivers the messages of one sender,
// tag and communicator in the order sent, and both ranks follow the
// program's order.
static int mpi_tag(uint32_t tag) {
  static int tag_ub = 0;
  if (!tag_ub) {
    int *ub = NULL, found = 0;
    MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_TAG_UB, &ub, &found);
    tag_ub = found && ub && *ub > 0 ? *ub : 32767;
  }
  return (int)(tag % ((uint32_t)tag_ub + 1u));
}

// MPI counts elements in an int: a message over INT_MAX bytes is sent as
// chunks of 1 GiB, one tag, in order.
enum { MPI_CHUNK = 1 << 30 };

// MPI_Send: blocking, the standard mode (MPI may buffer a small message
// and return early; a large one waits for the receive). Either pairs
// with rt_rank_transfer's program order: no deadlock (executor.c).
static facet_status_t mpi_send(void *self, uint32_t to, uint32_t tag, const void *data,
                               size_t bytes) {
  const char *p = data;
  do {
    int n = bytes > MPI_CHUNK ? MPI_CHUNK : (int)bytes;
    int rc = MPI_Send(p, n, MPI_BYTE, (int)to, mpi_tag(tag), MPI_COMM_WORLD);
    if (rc != MPI_SUCCESS) return mpi_failed(rc, "send");
    p += n, bytes -= (size_t)n;
  } while (bytes);
  return NULL;
}

// MPI_Recv of exactly `bytes`: a message of another length is an error
// (the ranks run different modules), never a partial buffer.
static facet_status_t mpi_recv(void *self, uint32_t from, uint32_t tag, void *data, size_t bytes) {
  char *p = data;
  do {
    int n = bytes > MPI_CHUNK ? MPI_CHUNK : (int)bytes, got = 0;
    MPI_Status st;
    int rc = MPI_Recv(p, n, MPI_BYTE, (int)from, mpi_tag(tag), MPI_COMM_WORLD, &st);
    if (rc != MPI_SUCCESS) return mpi_failed(rc, "receive");
    MPI_Get_count(&st, MPI_BYTE, &got);
    if (got != n)
      return status_new(FACET_STATUS_FAILED_PRECONDITION,
                        "rank %u sent %d bytes where %d were expected (do the ranks run the "
                        "same module?)",
                        from, got, n);
    p += n, bytes -= (size_t)n;
  } while (bytes);
  return NULL;
}

facet_status_t facet_mpi_start(int *argc, char ***argv, facet_transport_t *out) {
  int provided = 0, rank = 0, size = 0;
  // The runtime's workers never call MPI; the thread that called
  // facet_function_call does: FUNNELED is all it needs.
  int rc = MPI_Init_thread(argc, argv, MPI_THREAD_FUNNELED, &provided);
  if (rc != MPI_SUCCESS) return mpi_failed(rc, "init");
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN); // errors as statuses
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  *out = (facet_transport_t){(uint32_t)rank, (uint32_t)size, NULL, mpi_send, mpi_recv};
  return NULL;
}

void facet_mpi_finish(void) { MPI_Finalize(); }

void facet_mpi_abort(int code) { MPI_Abort(MPI_COMM_WORLD, code); }

facet_status_t facet_mpi_share_from_rank0(int64_t *values, size_t n) {
  if (n > INT_MAX) return status_new(FACET_STATUS_OUT_OF_RANGE, "%zu values to share", n);
  int rc = MPI_Bcast(values, (int)n, MPI_INT64_T, 0, MPI_COMM_WORLD);
  return rc == MPI_SUCCESS ? NULL : mpi_failed(rc, "broadcast");
}
