// runtime.c: the runtime object: an allocator and a thread pool.
#include "runtime_internal.h"

#include <string.h>
#include <unistd.h>

static uint32_t rt_core_count(void) {
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n > 0 && n < 1024 ? (uint32_t)n : 1;
}

facet_status_t facet_runtime_create(const facet_runtime_options_t *options,
                                    facet_runtime_t **out_runtime) {
  facet_runtime_options_t o = options ? *options : (facet_runtime_options_t){0};
  if (!o.allocator.alloc && !o.allocator.free) o.allocator = facet_allocator_system();
  if (!o.allocator.alloc || !o.allocator.free)
    return rt_status(FACET_STATUS_INVALID_ARGUMENT, "allocator needs both alloc and free");
  if (o.thread_count == 0) o.thread_count = rt_core_count();
  if (o.thread_count > 1024)
    return rt_status(FACET_STATUS_INVALID_ARGUMENT, "thread count %u exceeds 1024", o.thread_count);
  facet_runtime_t *rt = rt_alloc(&o.allocator, sizeof *rt, 64);
  if (!rt) return rt_status_oom();
  memset(rt, 0, sizeof *rt);
  atomic_init(&rt->refs, 1);
  rt->allocator = o.allocator;
  facet_status_t s = rt_pool_create(&rt->allocator, o.thread_count, &rt->pool);
  if (s) {
    rt_free(&o.allocator, rt);
    return s;
  }
  *out_runtime = rt;
  return NULL;
}

void facet_runtime_retain(facet_runtime_t *runtime) {
  if (runtime) atomic_fetch_add(&runtime->refs, 1);
}

void facet_runtime_release(facet_runtime_t *runtime) {
  if (!runtime || atomic_fetch_sub(&runtime->refs, 1) != 1) return;
  facet_allocator_t a = runtime->allocator;
  rt_pool_destroy(runtime->pool);
  rt_free(&a, runtime);
}

uint32_t facet_runtime_thread_count(const facet_runtime_t *runtime) {
  return rt_pool_thread_count(runtime->pool);
}
