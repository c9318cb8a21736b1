// facet-benchmark-module: times one function of a module and reports in
// Google Benchmark's console or JSON format, as iree-benchmark-module does
// (row name BM_<function>/process_time/real_time, times in ms,
// items_per_second = calls per second).
//
//   facet-benchmark-module --module=m.facet --function=prefill_bs8
//       --input=8x64x5120xf16 --input=5120x256xf16 --benchmark_repetitions=5
//
// Inputs are created once, outside the timed loop; each iteration is one
// call plus the release of its results. A mutable input is updated in place
// by every call (a KV cache through decode steps): the same buffer each
// iteration, so its values drift while the cost per call stays that of one
// call. The iteration count grows as
// Google Benchmark's does until a run lasts --benchmark_min_time (0.5 s),
// or is fixed with --benchmark_min_time=Nx; later repetitions reuse it.
#include "facet/runtime.h"
#include "tooling/tooling.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static const char usage[] =
    "usage: facet-benchmark-module --module=FILE.facet [--function=NAME] [--input=VALUE]...\n"
    "           [--threads=N] [--device=local-task|local-sync] [--benchmark_repetitions=N]\n"
    "           [--benchmark_min_time=SECONDS[s] | --benchmark_min_time=Nx]\n"
    "           [--benchmark_format=console|json] [--benchmark_report_aggregates_only=true]\n"
    "           [--parameters=[SCOPE=]FILE]... [--profile] [--load-stats]\n"
    "  inputs as facet-run-module (see its --help)\n"
    "  --load-stats: what loading cost on stderr (quantized tensors made at load)\n"
    "  --profile: after the report, each kernel's time per call on stderr, slowest first\n"
    "             (counted from the second call on: one untimed call comes first)\n";

typedef struct bench_options {
  uint64_t repetitions;
  double min_time;      // seconds
  uint64_t fixed_iters; // from "Nx"; 0 = grow to min_time
  bool json, aggregates_only, profile;
} bench_options;

static uint64_t calls_made; // every call, for --profile's per-call figures

typedef struct bench_row {
  const char *aggregate; // NULL for a repetition
  uint64_t iterations;
  double real_ms, cpu_ms, items_per_second;
  uint64_t repetition;
} bench_row;

static int fail(const char *fmt, const char *arg) {
  fprintf(stderr, "facet-benchmark-module: error: ");
  fprintf(stderr, fmt, arg);
  fputc('\n', stderr);
  return 1;
}

static double seconds(clockid_t clock) {
  struct timespec ts;
  clock_gettime(clock, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

// `iters` calls; real and process CPU seconds into *real, *cpu.
static facet_status_t bench_loop(tool_run *r, facet_tensor_t **out, size_t nout, uint64_t iters,
                                 double *real, double *cpu) {
  double r0 = seconds(CLOCK_MONOTONIC), c0 = seconds(CLOCK_PROCESS_CPUTIME_ID);
  for (uint64_t i = 0; i < iters; i++) {
    facet_status_t s = facet_function_call(r->fn, r->in, r->in_count, out, nout);
    if (s) return s;
    calls_made++;
    for (size_t j = 0; j < nout; j++)
      facet_tensor_release(out[j]);
  }
  *real = seconds(CLOCK_MONOTONIC) - r0;
  *cpu = seconds(CLOCK_PROCESS_CPUTIME_ID) - c0;
  return NULL;
}

// One repetition; the first finds the iteration count as Google Benchmark
// does (x10 while a run is short, then min_time * 1.4 / time).
static facet_status_t bench_repetition(tool_run *r, const bench_options *o, uint64_t *iters,
                                       bench_row *row) {
  size_t nout = facet_function_output_count(r->fn);
  facet_tensor_t **out = calloc(nout ? nout : 1, sizeof *out);
  if (!out) return tool_status(FACET_STATUS_RESOURCE_EXHAUSTED, "out of memory: %zu results", nout);
  const uint64_t max_iters = 1000000000;
  bool search = *iters == 0;
  if (search) *iters = o->fixed_iters ? o->fixed_iters : 1;
  double real = 0, cpu = 0;
  facet_status_t s;
  for (;;) {
    s = bench_loop(r, out, nout, *iters, &real, &cpu);
    if (s || !search || o->fixed_iters || real >= o->min_time || *iters >= max_iters) break;
    double multiplier = o->min_time * 1.4 / fmax(real, 1e-9);
    if (real / o->min_time <= 0.1) multiplier = 10;
    double next = fmax(multiplier * (double)*iters, (double)*iters + 1);
    *iters = next > (double)max_iters ? max_iters : (uint64_t)llround(next);
  }
  free(out);
  if (!s)
    *row = (bench_row){NULL,
                       *iters,
                       real * 1e3 / (double)*iters,
                       cpu * 1e3 / (double)*iters,
                       real > 0 ? (double)*iters / real : 0,
                       0};
  return s;
}

static double stat_mean(const double *v, size_t n) {
  double s = 0;
  for (size_t i = 0; i < n; i++)
    s += v[i];
  return s / (double)n;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double stat_median(const double *v, size_t n) {
  double *c = malloc(n * sizeof *c);
  memcpy(c, v, n * sizeof *c);
  qsort(c, n, sizeof *c, cmp_double);
  double m = n % 2 ? c[n / 2] : (c[n / 2 - 1] + c[n / 2]) / 2;
  free(c);
  return m;
}

static double stat_stddev(const double *v, size_t n) {
  if (n < 2) return 0;
  double m = stat_mean(v, n), s = 0;
  for (size_t i = 0; i < n; i++)
    s += (v[i] - m) * (v[i] - m);
  return sqrt(s / (double)(n - 1));
}

static double stat_cv(const double *v, size_t n) {
  double m = stat_mean(v, n);
  return m == 0 ? 0 : stat_stddev(v, n) / m;
}

// mean, median, stddev and cv rows over the repetitions (Google Benchmark's).
static void bench_aggregates(const bench_row *reps, size_t n, bench_row *agg) {
  static const char *names[4] = {"mean", "median", "stddev", "cv"};
  double (*const fns[4])(const double *, size_t) = {stat_mean, stat_median, stat_stddev, stat_cv};
  double *real = malloc(3 * n * sizeof(double)), *cpu = real + n, *items = cpu + n;
  for (size_t i = 0; i < n; i++) {
    real[i] = reps[i].real_ms;
    cpu[i] = reps[i].cpu_ms;
    items[i] = reps[i].items_per_second;
  }
  for (int k = 0; k < 4; k++)
    agg[k] = (bench_row){names[k], n, fns[k](real, n), fns[k](cpu, n), fns[k](items, n), 0};
  free(real);
}

//
// Reporting, in Google Benchmark's formats.
//

typedef struct bench_cache {
  int level;
  char type[16];
  long size;       // bytes
  int num_sharing; // CPUs sharing it
} bench_cache;

typedef struct bench_context {
  char date[40], host[256];
  int num_cpus;
  double mhz;
  bool scaling;
  bench_cache caches[8];
  int cache_count;
  double load[3];
  int load_count;
} bench_context;

static bool read_line(const char *path, char *buf, size_t n) {
  FILE *f = fopen(path, "r");
  if (!f) return false;
  bool ok = fgets(buf, (int)n, f) != NULL;
  fclose(f);
  if (ok) buf[strcspn(buf, "\n")] = 0;
  return ok;
}

// The caches of cpu0 from sysfs, as Google Benchmark lists them.
static void context_caches(bench_context *c) {
  for (int i = 0; i < 8 && c->cache_count < 8; i++) {
    char path[128], buf[256];
    bench_cache *k = &c->caches[c->cache_count];
    snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu0/cache/index%d/level", i);
    if (!read_line(path, buf, sizeof buf)) break;
    k->level = atoi(buf);
    snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu0/cache/index%d/type", i);
    if (!read_line(path, k->type, sizeof k->type)) continue;
    snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu0/cache/index%d/size", i);
    if (!read_line(path, buf, sizeof buf)) continue;
    char *end;
    k->size = strtol(buf, &end, 10) * (*end == 'K' ? 1024 : *end == 'M' ? 1024 * 1024 : 1);
    snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu0/cache/index%d/shared_cpu_map", i);
    k->num_sharing = 0;
    if (read_line(path, buf, sizeof buf))
      for (char *p = buf; *p; p++)
        if (*p != ',')
          k->num_sharing += __builtin_popcount((unsigned)strtol((char[]){*p, 0}, NULL, 16));
    c->cache_count++;
  }
}

static void context_init(bench_context *c) {
  memset(c, 0, sizeof *c);
  time_t now = time(NULL);
  struct tm tm;
  localtime_r(&now, &tm);
  char tz[8];
  strftime(c->date, sizeof c->date, "%Y-%m-%dT%H:%M:%S", &tm);
  strftime(tz, sizeof tz, "%z", &tm); // +hhmm -> +hh:mm
  size_t n = strlen(c->date);
  snprintf(c->date + n, sizeof c->date - n, "%.3s:%.2s", tz, tz + 3);
  gethostname(c->host, sizeof c->host - 1);
  long cpus = sysconf(_SC_NPROCESSORS_ONLN);
  c->num_cpus = cpus > 0 ? (int)cpus : 1;
  FILE *f = fopen("/proc/cpuinfo", "r");
  char line[512];
  while (f && fgets(line, sizeof line, f))
    if (!strncmp(line, "cpu MHz", 7) && strchr(line, ':')) {
      c->mhz = strtod(strchr(line, ':') + 1, NULL);
      break;
    }
  if (f) fclose(f);
  if (read_line("/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor", line, sizeof line))
    c->scaling = strcmp(line, "performance") != 0;
  context_caches(c);
  c->load_count = getloadavg(c->load, 3);
  if (c->load_count < 0) c->load_count = 0;
}

// Google Benchmark's console context goes to stderr, the table to stdout.
static void console_context(const bench_context *c, const char *exe) {
  fprintf(stderr, "%s\nRunning %s\nRun on (%d X %g MHz CPU%s)\n", c->date, exe, c->num_cpus, c->mhz,
          c->num_cpus > 1 ? " s" : "");
  if (c->cache_count) fprintf(stderr, "CPU Caches:\n");
  for (int i = 0; i < c->cache_count; i++) {
    const bench_cache *k = &c->caches[i];
    fprintf(stderr, "  L%d %s %ld KiB", k->level, k->type, k->size / 1024);
    if (k->num_sharing) fprintf(stderr, " (x%d)", c->num_cpus / k->num_sharing);
    fputc('\n', stderr);
  }
  if (c->load_count) {
    fprintf(stderr, "Load Average: ");
    for (int i = 0; i < c->load_count; i++)
      fprintf(stderr, "%s%.2f", i ? ", " : "", c->load[i]);
    fputc('\n', stderr);
  }
  if (c->scaling)
    fprintf(stderr, "***WARNING*** CPU scaling is enabled, the benchmark real time measurements "
                    "may be noisy and will incur extra overhead.\n");
}

// Google Benchmark's FormatTime: 10 columns, decimals by magnitude.
static void format_time(char *buf, size_t n, double t) {
  const char *fmt = t < 1 ? "%10.3f" : t < 10 ? "%10.2f" : t < 100 ? "%10.1f" : "%10.0f";
  snprintf(buf, n, t > 9999999999.0 ? "%1.4e" : fmt, t);
}

// Google Benchmark's HumanReadableNumber with one_k = 1000.
static void human_number(char *buf, size_t n, double v) {
  static const char *big[] = {"k", "M", "G", "T", "P", "E", "Z", "Y"};
  static const char *small[] = {"m", "u", "n", "p", "f", "a", "z", "y"};
  const char *sign = v < 0 ? "-" : "";
  v = fabs(v);
  if (v > 999) {
    for (int i = 0; i < 8; i++) {
      v /= 1000;
      if (v <= 999 || i == 7) {
        snprintf(buf, n, "%s%g%s", sign, v, big[i]);
        return;
      }
    }
  }
  if (v < 0.01 && v > 0) {
    for (int i = 0; i < 8; i++) {
      v *= 1000;
      if (v >= 1 || i == 7) {
        snprintf(buf, n, "%s%g%s", sign, v, small[i]);
        return;
      }
    }
  }
  snprintf(buf, n, "%s%g", sign, v);
}

static void console_report(const char *name, const bench_row *rows, size_t n, size_t width) {
  char header[256];
  int len = snprintf(header, sizeof header, "%-*s %13s %15s %12s UserCounters...", (int)width,
                     "Benchmark", "Time", "CPU", "Iterations");
  for (int i = 0; i < len; i++)
    putchar('-');
  printf("\n%s\n", header);
  for (int i = 0; i < len; i++)
    putchar('-');
  putchar('\n');
  for (size_t i = 0; i < n; i++) {
    const bench_row *r = &rows[i];
    char full[600], real[32], cpu[32], items[32];
    snprintf(full, sizeof full, "%s%s%s", name, r->aggregate ? "_" : "",
             r->aggregate ? r->aggregate : "");
    printf("%-*s ", (int)width, full);
    if (r->aggregate && !strcmp(r->aggregate, "cv")) { // a percentage, not a time
      printf("%10.2f %-4s %10.2f %-4s ", 100 * r->real_ms, "%", 100 * r->cpu_ms, "%");
      snprintf(items, sizeof items, "%.2f%%", 100 * r->items_per_second);
    } else {
      format_time(real, sizeof real, r->real_ms);
      format_time(cpu, sizeof cpu, r->cpu_ms);
      printf("%s %-4s %s %-4s ", real, "ms", cpu, "ms");
      human_number(items, sizeof items, r->items_per_second);
      strcat(items, "/s");
    }
    printf("%10llu items_per_second=%s\n", (unsigned long long)r->iterations, items);
  }
}

static void json_string(const char *key, const char *value, const char *indent, bool comma) {
  printf("%s\"%s\": \"", indent, key);
  for (const char *p = value; *p; p++) {
    if (*p == '"' || *p == '\\')
      printf("\\%c", *p);
    else if ((unsigned char)*p < 0x20)
      printf("\\u%04x", *p);
    else
      putchar(*p);
  }
  printf("\"%s\n", comma ? "," : "");
}

static void json_context(const bench_context *c, const char *exe) {
  printf("{\n  \"context\": {\n");
  json_string("date", c->date, "    ", true);
  json_string("host_name", c->host, "    ", true);
  json_string("executable", exe, "    ", true);
  printf("    \"num_cpus\": %d,\n    \"mhz_per_cpu\": %.0f,\n", c->num_cpus, c->mhz);
  printf("    \"cpu_scaling_enabled\": %s,\n    \"caches\": [\n", c->scaling ? "true" : "false");
  for (int i = 0; i < c->cache_count; i++) {
    const bench_cache *k = &c->caches[i];
    printf("      {\n        \"type\": \"%s\",\n        \"level\": %d,\n        \"size\": %ld,\n"
           "        \"num_sharing\": %d\n      }%s\n",
           k->type, k->level, k->size, k->num_sharing, i + 1 < c->cache_count ? "," : "");
  }
  printf("    ],\n    \"load_avg\": [");
  for (int i = 0; i < c->load_count; i++)
    printf("%s%g", i ? "," : "", c->load[i]);
  printf("],\n    \"library_build_type\": \"release\"\n  },\n");
}

static void json_report(const char *name, const bench_row *rows, size_t n, uint64_t repetitions) {
  printf("  \"benchmarks\": [\n");
  const char *in = "      ";
  for (size_t i = 0; i < n; i++) {
    const bench_row *r = &rows[i];
    char full[600];
    snprintf(full, sizeof full, "%s%s%s", name, r->aggregate ? "_" : "",
             r->aggregate ? r->aggregate : "");
    printf("    {\n");
    json_string("name", full, in, true);
    printf("%s\"family_index\": 0,\n%s\"per_family_instance_index\": 0,\n", in, in);
    json_string("run_name", name, in, true);
    json_string("run_type", r->aggregate ? "aggregate" : "iteration", in, true);
    printf("%s\"repetitions\": %llu,\n", in, (unsigned long long)repetitions);
    if (!r->aggregate)
      printf("%s\"repetition_index\": %llu,\n", in, (unsigned long long)r->repetition);
    printf("%s\"threads\": 1,\n", in);
    if (r->aggregate) {
      json_string("aggregate_name", r->aggregate, in, true);
      json_string("aggregate_unit", strcmp(r->aggregate, "cv") ? "time" : "percentage", in, true);
    }
    printf("%s\"iterations\": %llu,\n%s\"real_time\": %.16e,\n%s\"cpu_time\": %.16e,\n", in,
           (unsigned long long)r->iterations, in, r->real_ms, in, r->cpu_ms);
    printf("%s\"time_unit\": \"ms\",\n%s\"items_per_second\": %.16e\n", in, in,
           r->items_per_second);
    printf("    }%s\n", i + 1 < n ? "," : "");
  }
  printf("  ]\n}\n");
}

static void report(const bench_options *o, const char *name, const char *exe, const bench_row *rows,
                   size_t n) {
  bench_context c;
  context_init(&c);
  size_t width = strlen(name) > 10 ? strlen(name) : 10;
  if (o->repetitions > 1) width += 1 + strlen("stddev");
  if (o->json) {
    json_context(&c, exe);
    json_report(name, rows, n, o->repetitions);
  } else {
    console_context(&c, exe);
    console_report(name, rows, n, width);
  }
  fflush(stdout);
}

static int parse_flag(const char *a, bench_options *o) {
  char *end;
  if (!strncmp(a, "--benchmark_repetitions=", 24)) {
    o->repetitions = strtoull(a + 24, &end, 10);
    if (*end || a[24] < '1' || a[24] > '9' || o->repetitions > 100000)
      return fail("bad --benchmark_repetitions '%s'", a + 24);
  } else if (!strncmp(a, "--benchmark_min_time=", 21)) {
    const char *v = a + 21;
    double x = strtod(v, &end);
    if (end == v || x <= 0 || (*end && strcmp(end, "s") && strcmp(end, "x")))
      return fail("bad --benchmark_min_time '%s' (seconds, Ns or Nx)", v);
    if (!strcmp(end, "x")) {
      if (x != floor(x) || x > 1e9) return fail("bad iteration count in '%s'", v);
      o->fixed_iters = (uint64_t)x;
    } else {
      o->min_time = x;
    }
  } else if (!strncmp(a, "--benchmark_format=", 19)) {
    if (strcmp(a + 19, "console") && strcmp(a + 19, "json"))
      return fail("bad --benchmark_format '%s' (console or json)", a + 19);
    o->json = !strcmp(a + 19, "json");
  } else if (!strcmp(a, "--profile")) {
    o->profile = true;
  } else if (!strncmp(a, "--benchmark_report_aggregates_only=", 35)) {
    o->aggregates_only = !strcmp(a + 35, "true");
    if (!o->aggregates_only && strcmp(a + 35, "false"))
      return fail("bad --benchmark_report_aggregates_only '%s'", a + 35);
  } else {
    return fail("unknown argument '%s' (see --help)", a);
  }
  return 0;
}

static int by_time(const void *a, const void *b) {
  const facet_profile_entry_t *x = a, *y = b;
  return (x->nanoseconds < y->nanoseconds) - (x->nanoseconds > y->nanoseconds);
}

// --profile: per kernel, milliseconds and dispatches per call, slowest
// first, and what the kernels leave of the call's time (commands, copies,
// allocation, the pool's start and join are inside the kernels' time).
static void print_profile(const tool_run *r, double call_ms) {
  size_t n = facet_module_profile(r->module, NULL, 0);
  facet_profile_entry_t *p = calloc(n ? n : 1, sizeof *p);
  if (!p || !calls_made) {
    free(p);
    return;
  }
  facet_module_profile(r->module, p, n);
  qsort(p, n, sizeof *p, by_time);
  double calls = (double)calls_made, total = 0;
  for (size_t i = 0; i < n; i++) total += (double)p[i].nanoseconds * 1e-6 / calls;
  fprintf(stderr, "profile of %s: %llu calls, %.3f ms per call in kernels of %.3f ms (median)\n",
          facet_function_name(r->fn), (unsigned long long)calls_made, total, call_ms);
  fprintf(stderr, "%10s %6s %6s %10s  %s\n", "ms/call", "share", "cum", "disp/call", "executable: config");
  double cum = 0;
  for (size_t i = 0; i < n; i++) {
    double ms = (double)p[i].nanoseconds * 1e-6 / calls;
    cum += ms;
    fprintf(stderr, "%10.3f %5.1f%% %5.1f%% %10.2f  %s: %s\n", ms, total > 0 ? 100 * ms / total : 0,
            total > 0 ? 100 * cum / total : 0, (double)p[i].dispatches / calls, p[i].executable,
            p[i].config);
  }
  free(p);
}

// --profile counts from the second call on: the first one also pays for
// first touches (parameter pages, buffers), which the profile would blame
// on whichever kernel touched them.
static facet_status_t profile_warm(tool_run *r) {
  size_t nout = facet_function_output_count(r->fn);
  facet_tensor_t **out = calloc(nout ? nout : 1, sizeof *out);
  if (!out) return tool_status(FACET_STATUS_RESOURCE_EXHAUSTED, "out of memory: %zu results", nout);
  double real, cpu;
  facet_status_t s = bench_loop(r, out, nout, 1, &real, &cpu);
  free(out);
  calls_made = 0;
  return s ? s : facet_module_set_profiling(r->module, 1);
}

int main(int argc, char **argv) {
  tool_run r = {0};
  bench_options o = {1, 0.5, 0, false, false, false};
  int rc = 0;
  for (int i = 1; i < argc && !rc; i++) {
    bool taken;
    facet_status_t bad = tool_common_flag(&r, argv[i], &taken);
    if (bad) {
      rc = fail("%s", facet_status_message(bad));
      facet_status_free(bad);
    } else if (taken)
      continue;
    else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
      fputs(usage, stdout);
      tool_release(&r);
      return 0;
    } else
      rc = parse_flag(argv[i], &o);
  }
  facet_status_t s = rc ? NULL : tool_prepare(&r);
  if (!s && !rc && o.profile) s = profile_warm(&r);
  bench_row *rows = calloc(o.repetitions + 4, sizeof *rows);
  uint64_t iters = 0;
  for (uint64_t k = 0; !rc && !s && k < o.repetitions; k++) {
    s = bench_repetition(&r, &o, &iters, &rows[k]);
    rows[k].repetition = k;
  }
  if (s) {
    rc = fail("%s", facet_status_message(s));
    facet_status_free(s);
  }
  if (!rc) {
    size_t n = o.repetitions, shown_from = 0, total = n;
    if (n > 1) {
      bench_aggregates(rows, n, rows + n);
      total = n + 4;
      if (o.aggregates_only) shown_from = n;
    }
    char name[512];
    snprintf(name, sizeof name, "BM_%s/process_time/real_time", facet_function_name(r.fn));
    report(&o, name, argv[0], rows + shown_from, total - shown_from);
    if (o.profile) print_profile(&r, n > 1 ? rows[n + 1].real_ms : rows[0].real_ms);
  }
  free(rows);
  tool_release(&r);
  return rc;
}
