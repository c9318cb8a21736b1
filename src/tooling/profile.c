// profile.c: --profile of facet-run-module and facet-benchmark-module
// (tooling.h). The runtime counts time per kernel (facet_module_profile);
// this prints it slowest first, and under each kernel the source locations
// of the dispatch sites that can run it, read from the module file itself
// (the runtime's profile names executables and configs, not sites).
#include "tooling.h"

#include "module/module.h"

#include <stdlib.h>
#include <string.h>

static int by_time(const void *a, const void *b) {
  const facet_profile_entry_t *x = a, *y = b;
  return (x->nanoseconds < y->nanoseconds) - (x->nanoseconds > y->nanoseconds);
}

// Does a site of executable `ex` have variant `v` among its choices?
static bool site_runs(const mod_site *s, uint32_t ex, uint32_t v) {
  if (s->executable != ex) return false;
  for (uint32_t c = 0; c < s->choice_count; c++)
    if (s->choices[c].variant == v) return true;
  return false;
}

// "    at file:line:col (@fn)" for each site that can run the kernel of
// executable `name` with configuration `config`.
static void print_sites(const mod_module *m, const char *name, const char *config) {
  for (uint32_t e = 0; e < m->executable_count; e++) {
    const mod_executable *ex = &m->executables[e];
    if (strcmp(ex->name, name)) continue;
    for (uint32_t v = 0; v < ex->variant_count; v++) {
      if (strcmp(ex->variants[v].config, config)) continue;
      for (uint32_t f = 0; f < m->function_count; f++)
        for (uint32_t i = 0; i < m->functions[f].site_count; i++) {
          const mod_site *s = &m->functions[f].sites[i];
          if (site_runs(s, e, v) && s->loc_string < m->string_count)
            fprintf(stderr, "%43s at %s (@%s)\n", "", m->strings[s->loc_string],
                    m->functions[f].name);
        }
    }
  }
}

// The module as a structure, for the sites; false when it cannot be read
// (the profile then goes without locations).
static bool read_module(const tool_run *r, mod_module *m) {
  facet_status_t s = r->module_bytes ? mod_read_buffer(r->module_bytes, r->module_size, m)
                                     : mod_read_file(r->module_path, m);
  facet_status_free(s);
  return !s;
}

// A tensor-parallel module's transfers between devices per call
// (docs/devices.md): what the kernels' times leave out.
static void print_transfers(const tool_run *r, uint64_t calls) {
  facet_device_stats_t now, *b = (facet_device_stats_t *)&r->device_base;
  facet_module_device_stats(r->module, &now);
  if (now.transfers == b->transfers) return;
  double per = 1.0 / (double)calls;
  fprintf(stderr,
          "transfers between devices: %.1f per call, %.1f KiB, %.3f ms copying, %.3f ms waiting "
          "for another device\n",
          (double)(now.transfers - b->transfers) * per,
          (double)(now.transfer_bytes - b->transfer_bytes) * per / 1024,
          (double)(now.transfer_nanoseconds - b->transfer_nanoseconds) * per * 1e-6,
          (double)(now.wait_nanoseconds - b->wait_nanoseconds) * per * 1e-6);
}

void tool_print_profile(const tool_run *r, uint64_t calls, double call_ms) {
  size_t n = facet_module_profile(r->module, NULL, 0);
  facet_profile_entry_t *p = calloc(n ? n : 1, sizeof *p);
  if (!p || !calls) {
    free(p);
    return;
  }
  facet_module_profile(r->module, p, n);
  qsort(p, n, sizeof *p, by_time);
  double total = 0;
  for (size_t i = 0; i < n; i++) total += (double)p[i].nanoseconds * 1e-6 / (double)calls;
  fprintf(stderr, "profile of %s: %llu calls, %.3f ms per call in kernels of %.3f ms\n",
          facet_function_name(r->fn), (unsigned long long)calls, total, call_ms);
  fprintf(stderr, "%10s %6s %6s %10s  %s\n", "ms/call", "share", "cum", "disp/call",
          "executable: config (call sites below)");
  mod_module m;
  bool sites = read_module(r, &m);
  double cum = 0;
  for (size_t i = 0; i < n; i++) {
    double ms = (double)p[i].nanoseconds * 1e-6 / (double)calls;
    cum += ms;
    fprintf(stderr, "%10.3f %5.1f%% %5.1f%% %10.2f  %s: %s\n", ms, total > 0 ? 100 * ms / total : 0,
            total > 0 ? 100 * cum / total : 0, (double)p[i].dispatches / (double)calls,
            p[i].executable, p[i].config);
    if (sites) print_sites(&m, p[i].executable, p[i].config);
  }
  if (sites) mod_free(&m);
  free(p);
  print_transfers(r, calls);
}
