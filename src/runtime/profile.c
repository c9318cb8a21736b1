// profile.c: per-kernel dispatch counts and wall time (runtime.h,
// "Profiling"). The executor reads the clock around a dispatch only while
// profiling is on; counters are relaxed atomics, so concurrent calls of one
// module add up without a lock.
#include <string.h>
#include <time.h>

#include "runtime/runtime_internal.h"

typedef struct rt_kernel_profile {
  _Atomic uint64_t dispatches, nanoseconds;
} rt_kernel_profile;

uint64_t rt_now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec + 1; // never 0: 0 means "off"
}

void rt_profile_add(facet_module_t *module, uint32_t kernel, uint64_t t0) {
  rt_kernel_profile *p = &module->profile[kernel];
  atomic_fetch_add_explicit(&p->dispatches, 1, memory_order_relaxed);
  atomic_fetch_add_explicit(&p->nanoseconds, rt_now_ns() - t0, memory_order_relaxed);
}

static uint32_t kernel_count(const facet_module_t *module) {
  return module->library ? module->library->entry_count : 0;
}

facet_status_t facet_module_set_profiling(facet_module_t *module, int enabled) {
  if (!module) return status_new(FACET_STATUS_INVALID_ARGUMENT, "set_profiling: NULL module");
  uint32_t n = kernel_count(module);
  if (enabled && !module->profile && n) {
    module->profile = rt_alloc(&module->runtime->allocator, n * sizeof *module->profile, 64);
    if (!module->profile) return status_oom("profile counters of %u kernels", n);
    facet_module_profile_reset(module);
  }
  atomic_store(&module->profiling, enabled && n);
  return NULL;
}

void facet_module_profile_reset(facet_module_t *module) {
  for (uint32_t k = 0; module && module->profile && k < kernel_count(module); k++) {
    atomic_store(&module->profile[k].dispatches, 0);
    atomic_store(&module->profile[k].nanoseconds, 0);
  }
}

// The executable and variant a kernel is (several executables may share
// one kernel when their code came out identical: the first is named).
static void variant_of(const facet_module_t *module, uint32_t kernel, facet_profile_entry_t *out) {
  const mod_module *m = &module->mod;
  out->executable = out->config = "?";
  for (uint32_t i = 0; i < m->executable_count; i++)
    for (uint32_t v = 0; v < m->executables[i].variant_count; v++)
      if (m->executables[i].variants[v].kernel == kernel) {
        out->executable = m->executables[i].name;
        out->config =
            m->executables[i].variants[v].config ? m->executables[i].variants[v].config : "";
        return;
      }
}

size_t facet_module_profile(const facet_module_t *module, facet_profile_entry_t *out,
                            size_t capacity) {
  size_t n = 0;
  for (uint32_t k = 0; module && module->profile && k < kernel_count(module); k++) {
    uint64_t d = atomic_load_explicit(&module->profile[k].dispatches, memory_order_relaxed);
    if (!d) continue;
    if (n < capacity) {
      const facet_kernel_entry_t *e = &module->library->entries[k];
      out[n].kernel = e->name ? e->name : "?";
      variant_of(module, k, &out[n]);
      out[n].dispatches = d;
      out[n].nanoseconds =
          atomic_load_explicit(&module->profile[k].nanoseconds, memory_order_relaxed);
    }
    n++;
  }
  return n;
}

void facet_module_device_stats(const facet_module_t *module, facet_device_stats_t *out) {
  facet_module_t *m = (facet_module_t *)module; // the counters only
  *out = (facet_device_stats_t){
      atomic_load_explicit(&m->transfers, memory_order_relaxed),
      atomic_load_explicit(&m->transfer_bytes, memory_order_relaxed),
      atomic_load_explicit(&m->transfer_ns, memory_order_relaxed),
      atomic_load_explicit(&m->wait_ns, memory_order_relaxed),
  };
}

uint32_t facet_module_device_count(const facet_module_t *module) {
  return module->mod.device_count > 1 ? module->mod.device_count : 1;
}
