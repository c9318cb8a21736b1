// runtime.c: the runtime object: an allocator, a thread pool and the
// parameter files bound to scopes.
#include "runtime_internal.h"

#include <string.h>
#include <unistd.h>

static uint32_t rt_core_count(void) {
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n > 0 && n < 1024 ? (uint32_t)n : 1;
}

// The device groups: min(devices, threads) pools, the threads split as
// evenly as possible (the first groups one more). Fewer threads than
// devices leaves one thread a group, devices sharing groups (d mod groups):
// never more threads than asked. The main pool stays for modules without
// devices and for one-group runs.
static facet_status_t rt_groups_create(facet_runtime_t *rt, uint32_t threads, uint32_t devices) {
  rt->group_count = 1;
  if (devices <= 1) return NULL;
  uint32_t n = devices < threads ? devices : threads;
  if (n <= 1) return NULL;
  rt->groups = rt_alloc(&rt->allocator, sizeof(rt_pool *) * n, 16);
  if (!rt->groups) return status_oom("%u thread groups", n);
  memset(rt->groups, 0, sizeof(rt_pool *) * n);
  for (uint32_t g = 0; g < n; g++) {
    uint32_t size = threads / n + (g < threads % n ? 1 : 0);
    STATUS_RETURN_IF_ERROR(rt_pool_create(&rt->allocator, size, &rt->groups[g]));
    rt->group_count = g + 1;
  }
  return NULL;
}

static void rt_groups_destroy(facet_runtime_t *rt) {
  for (uint32_t g = 0; rt->groups && g < rt->group_count; g++) rt_pool_destroy(rt->groups[g]);
  if (rt->groups) rt_free(&rt->allocator, rt->groups);
  rt->groups = NULL;
  rt->group_count = 1;
}

facet_status_t rt_runtime_reserve_scratch(facet_runtime_t *rt, uint64_t bytes) {
  STATUS_RETURN_IF_ERROR(rt_pool_reserve_scratch(rt->pool, bytes));
  for (uint32_t g = 0; rt->groups && g < rt->group_count; g++)
    STATUS_RETURN_IF_ERROR(rt_pool_reserve_scratch(rt->groups[g], bytes));
  return NULL;
}

uint32_t facet_runtime_device_groups(const facet_runtime_t *runtime) {
  return runtime->groups ? runtime->group_count : 1;
}

// A transport runs one device in this process: no thread groups beside it
// (they would split devices that are not here), both hooks, a rank that is
// one of the processes.
static facet_status_t rt_check_transport(const facet_runtime_options_t *o) {
  const facet_transport_t *t = o->transport;
  if (!t) return NULL;
  if (o->device_count > 1)
    return status_new(FACET_STATUS_INVALID_ARGUMENT,
                      "a transport (one process per device) and %u device groups", o->device_count);
  if (!t->send || !t->recv)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "a transport needs both send and recv");
  if (t->size == 0 || t->size > 64 || t->rank >= t->size)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "transport rank %u of %u processes", t->rank,
                      t->size);
  return NULL;
}

facet_status_t facet_runtime_create(const facet_runtime_options_t *options,
                                    facet_runtime_t **out_runtime) {
  facet_runtime_options_t o = options ? *options : (facet_runtime_options_t){0};
  if (!o.allocator.alloc && !o.allocator.free) o.allocator = facet_allocator_system();
  if (!o.allocator.alloc || !o.allocator.free)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "allocator needs both alloc and free");
  if (o.thread_count == 0) o.thread_count = rt_core_count();
  if (o.thread_count > 1024)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "thread count %u exceeds 1024",
                      o.thread_count);
  if (o.device_count > 64)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "device count %u exceeds 64", o.device_count);
  STATUS_RETURN_IF_ERROR(rt_check_transport(&o));
  facet_runtime_t *rt = rt_alloc(&o.allocator, sizeof *rt, 64);
  if (!rt) return status_oom("creating a runtime");
  memset(rt, 0, sizeof *rt);
  atomic_init(&rt->refs, 1);
  rt->allocator = o.allocator;
  rt->params_tail = &rt->params;
  if (o.transport) rt->transport = *o.transport, rt->has_transport = true;
  facet_status_t s = rt_pool_create(&rt->allocator, o.thread_count, &rt->pool);
  if (!s) s = rt_groups_create(rt, o.thread_count, o.device_count);
  if (s) {
    rt_groups_destroy(rt);
    rt_pool_destroy(rt->pool);
    rt_free(&o.allocator, rt);
    return s;
  }
  pthread_mutex_init(&rt->params_lock, NULL);
  *out_runtime = rt;
  return NULL;
}

void facet_runtime_retain(facet_runtime_t *runtime) {
  if (runtime) atomic_fetch_add(&runtime->refs, 1);
}

void facet_runtime_release(facet_runtime_t *runtime) {
  if (!runtime || atomic_fetch_sub(&runtime->refs, 1) != 1) return;
  facet_allocator_t a = runtime->allocator;
  rt_groups_destroy(runtime);
  rt_pool_destroy(runtime->pool);
  for (rt_param_source *p = runtime->params, *next; p; p = next) {
    next = p->next;
    rt_params_close(&p->file);
    rt_free(&a, p);
  }
  pthread_mutex_destroy(&runtime->params_lock);
  rt_free(&a, runtime);
}

// A source with its scope and path in the same block.
static rt_param_source *rt_source_new(facet_runtime_t *rt, const char *scope, const char *path) {
  size_t ns = strlen(scope) + 1, np = strlen(path) + 1;
  rt_param_source *p = rt_alloc(&rt->allocator, sizeof *p + ns + np, 16);
  if (!p) return NULL;
  memset(p, 0, sizeof *p);
  p->scope = (char *)(p + 1);
  p->path = p->scope + ns;
  memcpy(p->scope, scope, ns);
  memcpy(p->path, path, np);
  return p;
}

// Appends a parsed source to the runtime's list, or frees it after an error.
static facet_status_t rt_source_add(facet_runtime_t *rt, rt_param_source *p, facet_status_t s) {
  if (s) {
    rt_free(&rt->allocator, p);
    return s;
  }
  pthread_mutex_lock(&rt->params_lock);
  *rt->params_tail = p;
  rt->params_tail = &p->next;
  pthread_mutex_unlock(&rt->params_lock);
  return NULL;
}

facet_status_t facet_runtime_add_parameters(facet_runtime_t *runtime, const char *scope,
                                            const char *path) {
  if (!runtime || !scope || !path)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "add_parameters: NULL argument");
  rt_param_source *p = rt_source_new(runtime, scope, path);
  if (!p) return status_oom("adding parameter file %s", path);
  return rt_source_add(runtime, p, rt_params_open(path, &runtime->allocator, &p->file));
}

facet_status_t facet_runtime_add_parameters_memory(facet_runtime_t *runtime, const char *scope,
                                                   const void *data, size_t size) {
  if (!runtime || !scope || (!data && size))
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "add_parameters: NULL argument");
  rt_param_source *p = rt_source_new(runtime, scope, "<memory>");
  if (!p) return status_oom("adding parameters from memory");
  facet_status_t s =
      rt_params_parse(data ? data : (const void *)"", size, &runtime->allocator, &p->file);
  return rt_source_add(runtime, p, status_annotate(s, "<memory>"));
}

uint32_t facet_runtime_thread_count(const facet_runtime_t *runtime) {
  return rt_pool_thread_count(runtime->pool);
}
