// fuzz_npy.c: libFuzzer target over the .npy reader (tool_npy_read_buffer).
//
// Properties: no input crashes or trips a sanitizer; an accepted file is
// written back and read again to the same dtype, shape and bytes. The
// first input byte picks the dtype the caller expects (bf16 or any).
//
//   clang -std=c17 -D_GNU_SOURCE -g -O1 -fsanitize=fuzzer,address,undefined -Iinclude -Isrc
//     tests/fuzz/fuzz_npy.c src/tooling/*.c src/runtime/*.c src/module/*.c src/base/*.c
//     -lxxhash -ldl -lpthread -lm -o build/fuzz_npy
//   build/fuzz_npy -max_total_time=180 corpus_npy
#include "tooling/tooling.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1) return 0;
  dtype t = data[0] & 1 ? DT_BF16 : DT_INVALID;
  int rank;
  int64_t dims[FACET_MAX_RANK];
  void *p;
  size_t bytes;
  facet_status_t s = tool_npy_read_buffer(data + 1, size - 1, &t, &rank, dims, &p, &bytes);
  if (s) {
    facet_status_free(s);
    return 0;
  }
  // Round trip through a file.
  char path[64];
  snprintf(path, sizeof path, "/tmp/fuzz_npy_%d.npy", (int)getpid());
  FACET_CHECK(!tool_npy_write(path, t, rank, dims, p));
  dtype t2 = DT_BF16;
  int rank2;
  int64_t dims2[FACET_MAX_RANK];
  void *p2;
  size_t bytes2;
  FACET_CHECK(!tool_npy_read(path, &t2, &rank2, dims2, &p2, &bytes2));
  FACET_CHECK(t2 == t && rank2 == rank && bytes2 == bytes);
  FACET_CHECK(memcmp(dims2, dims, sizeof *dims * (size_t)rank) == 0);
  FACET_CHECK(bytes == 0 || memcmp(p, p2, bytes) == 0);
  unlink(path);
  free(p);
  free(p2);
  return 0;
}
