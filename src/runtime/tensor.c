// tensor.c: dense tensors, owned (one block: header + 64-byte aligned
// data) or wrapping caller memory.
#include "runtime_internal.h"

#include <string.h>

size_t facet_dtype_size(facet_dtype_t dt) { return dtype_size((dtype)dt); }

const char *facet_dtype_name(facet_dtype_t dt) { return dtype_name((dtype)dt); }

bool rt_shape_bytes(facet_dtype_t dt, uint32_t rank, const int64_t *dims, size_t *out_bytes) {
  size_t bytes = dtype_size((dtype)dt);
  for (uint32_t i = 0; i < rank; i++) {
    if (dims[i] < 0 || (uint64_t)dims[i] > SIZE_MAX) return false;
    if (size_mul_overflows(bytes, (size_t)dims[i], &bytes)) return false;
  }
  *out_bytes = bytes;
  return true;
}

const char *rt_shape_format(char *buf, size_t size, facet_dtype_t dt, uint32_t rank,
                            const int64_t *dims) {
  size_t at = 0;
  buf[0] = 0;
  for (uint32_t i = 0; i < rank && at < size; i++) {
    int n = snprintf(buf + at, size - at, "%lldx", (long long)dims[i]);
    at += n > 0 ? (size_t)n : 0;
  }
  if (at < size) snprintf(buf + at, size - at, "%s", dtype_name((dtype)dt));
  return buf;
}

enum { RT_TENSOR_HEADER = (sizeof(facet_tensor_t) + 63) & ~(size_t)63 };

facet_tensor_t *rt_tensor_alloc(const facet_allocator_t *a, size_t bytes) {
  size_t total;
  if (size_add_overflows(bytes, RT_TENSOR_HEADER, &total)) return NULL;
  facet_tensor_t *t = rt_alloc(a, total, 64);
  if (!t) return NULL;
  memset(t, 0, sizeof *t);
  atomic_init(&t->refs, 1);
  t->allocator = *a;
  t->block = t;
  t->data = (char *)t + RT_TENSOR_HEADER;
  t->capacity = bytes;
  return t;
}

// Checks dtype, rank and dims of a new tensor; *bytes gets its size.
static facet_status_t rt_check_shape(facet_dtype_t dt, uint32_t rank, const int64_t *dims,
                                     size_t *bytes) {
  if (dt <= FACET_DTYPE_INVALID || dt > FACET_DTYPE_BOOL)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "invalid dtype %d", (int)dt);
  if (rank > FACET_MAX_RANK)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "rank %u exceeds %d", rank, FACET_MAX_RANK);
  if (rank && !dims) return status_new(FACET_STATUS_INVALID_ARGUMENT, "rank %u without dims", rank);
  for (uint32_t i = 0; i < rank; i++)
    if (dims[i] < 0)
      return status_new(FACET_STATUS_INVALID_ARGUMENT, "dim %u is %lld", i, (long long)dims[i]);
  if (!rt_shape_bytes(dt, rank, dims, bytes))
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "tensor size overflows");
  return NULL;
}

static void rt_tensor_set_shape(facet_tensor_t *t, facet_dtype_t dt, uint32_t rank,
                                const int64_t *dims) {
  t->dtype = dt;
  t->rank = rank;
  memset(t->dims, 0, sizeof t->dims);
  if (rank) memcpy(t->dims, dims, rank * sizeof *dims);
}

facet_status_t facet_tensor_create(facet_runtime_t *runtime, facet_dtype_t dt, uint32_t rank,
                                   const int64_t *dims, facet_tensor_t **out_tensor) {
  size_t bytes;
  STATUS_RETURN_IF_ERROR(rt_check_shape(dt, rank, dims, &bytes));
  facet_tensor_t *t = rt_tensor_alloc(&runtime->allocator, bytes);
  if (!t) return status_oom("a tensor of %zu bytes", bytes);
  memset(t->data, 0, bytes);
  rt_tensor_set_shape(t, dt, rank, dims);
  *out_tensor = t;
  return NULL;
}

facet_status_t facet_tensor_wrap(facet_runtime_t *runtime, facet_dtype_t dt, uint32_t rank,
                                 const int64_t *dims, void *data, size_t data_bytes,
                                 facet_tensor_t **out_tensor) {
  size_t bytes;
  STATUS_RETURN_IF_ERROR(rt_check_shape(dt, rank, dims, &bytes));
  if (data_bytes < bytes)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "wrapped data has %zu bytes, shape needs %zu",
                      data_bytes, bytes);
  if (!data && bytes) return status_new(FACET_STATUS_INVALID_ARGUMENT, "wrapped data is NULL");
  facet_tensor_t *t = rt_alloc(&runtime->allocator, sizeof *t, 64);
  if (!t) return status_oom("a tensor header");
  memset(t, 0, sizeof *t);
  atomic_init(&t->refs, 1);
  t->allocator = runtime->allocator;
  t->data = data;
  t->capacity = data_bytes;
  rt_tensor_set_shape(t, dt, rank, dims);
  *out_tensor = t;
  return NULL;
}

void facet_tensor_retain(facet_tensor_t *tensor) {
  if (tensor) atomic_fetch_add(&tensor->refs, 1);
}

void facet_tensor_release(facet_tensor_t *tensor) {
  if (!tensor || atomic_fetch_sub(&tensor->refs, 1) != 1) return;
  facet_allocator_t a = tensor->allocator;
  rt_free(&a, tensor); // the header; for owned tensors also the data
}

void *facet_tensor_data(const facet_tensor_t *tensor) { return tensor->data; }
facet_dtype_t facet_tensor_dtype(const facet_tensor_t *tensor) { return tensor->dtype; }
uint32_t facet_tensor_rank(const facet_tensor_t *tensor) { return tensor->rank; }
const int64_t *facet_tensor_dims(const facet_tensor_t *tensor) { return tensor->dims; }

size_t facet_tensor_element_count(const facet_tensor_t *tensor) {
  size_t n = 1;
  for (uint32_t i = 0; i < tensor->rank; i++) n *= (size_t)tensor->dims[i];
  return n;
}

size_t facet_tensor_byte_size(const facet_tensor_t *tensor) {
  return facet_tensor_element_count(tensor) * dtype_size((dtype)tensor->dtype);
}
