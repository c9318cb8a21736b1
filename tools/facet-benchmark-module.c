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
#include <regex.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static const char usage[] =
    "usage: facet-benchmark-module --module=FILE.facet [--function=NAME] [--input=VALUE]... "
    "[flags]\n"
    "  --module, --function, --input, --parameters, --threads, --devices, --device, --load-stats:\n"
    "                  as facet-run-module (see its --help; --module=- reads standard input)\n"
    "  --benchmark_repetitions=N  repetitions; with N > 1 also mean, median, stddev, cv\n"
    "  --benchmark_min_time=S[s]|Nx  run each repetition S seconds (default 0.5) or N calls\n"
    "  --benchmark_format=console|json|csv  the report on stdout (default console)\n"
    "  --benchmark_out=FILE  also write the report to FILE (- for standard output)\n"
    "  --benchmark_out_format=json|console|csv  FILE's format (default json)\n"
    "  --benchmark_filter=REGEX  run only benchmarks whose name matches (-REGEX: do not)\n"
    "  --benchmark_report_aggregates_only=true|false  only mean, median, stddev, cv\n"
    "  --profile       after the report, each kernel's time per call on stderr, slowest first,\n"
    "                  with the source locations of its call sites (counted from the second\n"
    "                  call on: one untimed call comes first); then a tensor-parallel\n"
    "                  module's transfers between devices per call\n"
    "  --help, --version  this text; facet's version and module format\n"
    "IREE's other flags are accepted with a note of what facet does instead.\n";

typedef enum { BENCH_CONSOLE, BENCH_JSON, BENCH_CSV } bench_format;

typedef struct bench_options {
  uint64_t repetitions;
  double min_time;                 // seconds
  uint64_t fixed_iters;            // from "Nx"; 0 = grow to min_time
  bench_format format, out_format; // --benchmark_format, --benchmark_out_format
  const char *out, *filter;        // --benchmark_out, --benchmark_filter
  bool aggregates_only, profile;
} bench_options;

static uint64_t calls_made; // every call, for --profile's per-call figures

typedef struct bench_row {
  const char *aggregate; // NULL for a repetition
  uint64_t iterations;
  double real_ms, cpu_ms, items_per_second;
  uint64_t repetition;
} bench_row;

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
    for (size_t j = 0; j < nout; j++) facet_tensor_release(out[j]);
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
  if (!out) return status_new(FACET_STATUS_RESOURCE_EXHAUSTED, "out of memory: %zu results", nout);
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
  for (size_t i = 0; i < n; i++) s += v[i];
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
  for (size_t i = 0; i < n; i++) s += (v[i] - m) * (v[i] - m);
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

// Google Benchmark's console context goes to stderr, the table to stdout
// (or --benchmark_out's file).
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
    for (int i = 0; i < c->load_count; i++) fprintf(stderr, "%s%.2f", i ? ", " : "", c->load[i]);
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

static void console_report(FILE *out, const char *name, const bench_row *rows, size_t n,
                           size_t width) {
  char header[256];
  int len = snprintf(header, sizeof header, "%-*s %13s %15s %12s UserCounters...", (int)width,
                     "Benchmark", "Time", "CPU", "Iterations");
  for (int i = 0; i < len; i++) fputc('-', out);
  fprintf(out, "\n%s\n", header);
  for (int i = 0; i < len; i++) fputc('-', out);
  fputc('\n', out);
  for (size_t i = 0; i < n; i++) {
    const bench_row *r = &rows[i];
    char full[600], real[32], cpu[32], items[32];
    snprintf(full, sizeof full, "%s%s%s", name, r->aggregate ? "_" : "",
             r->aggregate ? r->aggregate : "");
    fprintf(out, "%-*s ", (int)width, full);
    if (r->aggregate && !strcmp(r->aggregate, "cv")) { // a percentage, not a time
      fprintf(out, "%10.2f %-4s %10.2f %-4s ", 100 * r->real_ms, "%", 100 * r->cpu_ms, "%");
      snprintf(items, sizeof items, "%.2f%%", 100 * r->items_per_second);
    } else {
      format_time(real, sizeof real, r->real_ms);
      format_time(cpu, sizeof cpu, r->cpu_ms);
      fprintf(out, "%s %-4s %s %-4s ", real, "ms", cpu, "ms");
      human_number(items, sizeof items, r->items_per_second);
      strcat(items, "/s");
    }
    fprintf(out, "%10llu items_per_second=%s\n", (unsigned long long)r->iterations, items);
  }
}

static void json_string(FILE *out, const char *key, const char *value, const char *indent,
                        bool comma) {
  fprintf(out, "%s\"%s\": \"", indent, key);
  for (const char *p = value; *p; p++) {
    if (*p == '"' || *p == '\\') fprintf(out, "\\%c", *p);
    else if ((unsigned char)*p < 0x20) fprintf(out, "\\u%04x", *p);
    else fputc(*p, out);
  }
  fprintf(out, "\"%s\n", comma ? "," : "");
}

static void json_context(FILE *out, const bench_context *c, const char *exe) {
  fprintf(out, "{\n  \"context\": {\n");
  json_string(out, "date", c->date, "    ", true);
  json_string(out, "host_name", c->host, "    ", true);
  json_string(out, "executable", exe, "    ", true);
  fprintf(out, "    \"num_cpus\": %d,\n    \"mhz_per_cpu\": %.0f,\n", c->num_cpus, c->mhz);
  fprintf(out, "    \"cpu_scaling_enabled\": %s,\n    \"caches\": [\n",
          c->scaling ? "true" : "false");
  for (int i = 0; i < c->cache_count; i++) {
    const bench_cache *k = &c->caches[i];
    fprintf(out,
            "      {\n        \"type\": \"%s\",\n        \"level\": %d,\n        \"size\": %ld,\n"
            "        \"num_sharing\": %d\n      }%s\n",
            k->type, k->level, k->size, k->num_sharing, i + 1 < c->cache_count ? "," : "");
  }
  fprintf(out, "    ],\n    \"load_avg\": [");
  for (int i = 0; i < c->load_count; i++) fprintf(out, "%s%g", i ? "," : "", c->load[i]);
  fprintf(out, "],\n    \"library_build_type\": \"release\"\n  },\n");
}

static void json_report(FILE *out, const char *name, const bench_row *rows, size_t n,
                        uint64_t repetitions) {
  fprintf(out, "  \"benchmarks\": [\n");
  const char *in = "      ";
  for (size_t i = 0; i < n; i++) {
    const bench_row *r = &rows[i];
    char full[600];
    snprintf(full, sizeof full, "%s%s%s", name, r->aggregate ? "_" : "",
             r->aggregate ? r->aggregate : "");
    fprintf(out, "    {\n");
    json_string(out, "name", full, in, true);
    fprintf(out, "%s\"family_index\": 0,\n%s\"per_family_instance_index\": 0,\n", in, in);
    json_string(out, "run_name", name, in, true);
    json_string(out, "run_type", r->aggregate ? "aggregate" : "iteration", in, true);
    fprintf(out, "%s\"repetitions\": %llu,\n", in, (unsigned long long)repetitions);
    if (!r->aggregate)
      fprintf(out, "%s\"repetition_index\": %llu,\n", in, (unsigned long long)r->repetition);
    fprintf(out, "%s\"threads\": 1,\n", in);
    if (r->aggregate) {
      json_string(out, "aggregate_name", r->aggregate, in, true);
      json_string(out, "aggregate_unit", strcmp(r->aggregate, "cv") ? "time" : "percentage", in,
                  true);
    }
    fprintf(out, "%s\"iterations\": %llu,\n%s\"real_time\": %.16e,\n%s\"cpu_time\": %.16e,\n", in,
            (unsigned long long)r->iterations, in, r->real_ms, in, r->cpu_ms);
    fprintf(out, "%s\"time_unit\": \"ms\",\n%s\"items_per_second\": %.16e\n", in, in,
            r->items_per_second);
    fprintf(out, "    }%s\n", i + 1 < n ? "," : "");
  }
  fprintf(out, "  ]\n}\n");
}

static void csv_report(FILE *out, const char *name, const bench_row *rows, size_t n) {
  fputs("name,iterations,real_time,cpu_time,time_unit,bytes_per_second,items_per_second,label,"
        "error_occurred,error_message\n",
        out);
  for (size_t i = 0; i < n; i++) {
    const bench_row *r = &rows[i];
    fprintf(out, "\"%s%s%s\",%llu,%g,%g,ms,,%g,,,\n", name, r->aggregate ? "_" : "",
            r->aggregate ? r->aggregate : "", (unsigned long long)r->iterations, r->real_ms,
            r->cpu_ms, r->items_per_second);
  }
}

// One report in `format` to `out` (the console context goes to stderr).
static void report_to(FILE *out, bench_format format, const bench_options *o, const char *name,
                      const char *exe, const bench_row *rows, size_t n) {
  bench_context c;
  context_init(&c);
  size_t width = strlen(name) > 10 ? strlen(name) : 10;
  if (o->repetitions > 1) width += 1 + strlen("stddev");
  if (format == BENCH_JSON) {
    json_context(out, &c, exe);
    json_report(out, name, rows, n, o->repetitions);
  } else if (format == BENCH_CSV) {
    csv_report(out, name, rows, n);
  } else {
    if (out == stdout) console_context(&c, exe);
    console_report(out, name, rows, n, width);
  }
  fflush(out);
}

// stdout in --benchmark_format, and --benchmark_out in --benchmark_out_format.
static int report(const bench_options *o, const char *name, const char *exe, const bench_row *rows,
                  size_t n) {
  report_to(stdout, o->format, o, name, exe, rows, n);
  if (!o->out) return 0;
  char *buf = NULL;
  size_t size = 0;
  FILE *f = open_memstream(&buf, &size);
  if (!f) return tool_error("out of memory");
  report_to(f, o->out_format, o, name, exe, rows, n);
  fclose(f);
  facet_status_t s = tool_write_file(o->out, buf, size);
  free(buf);
  return s ? tool_fail(s) : 0;
}

static bool parse_format(const char *v, bench_format *out) {
  if (!strcmp(v, "console")) *out = BENCH_CONSOLE;
  else if (!strcmp(v, "json")) *out = BENCH_JSON;
  else if (!strcmp(v, "csv")) *out = BENCH_CSV;
  else return false;
  return true;
}

static const char *const own_flags[] = {
    "--benchmark_repetitions", "--benchmark_min_time",
    "--benchmark_format",      "--benchmark_report_aggregates_only",
    "--benchmark_out",         "--benchmark_out_format",
    "--benchmark_filter",      "--profile"};

static int parse_flag(const char *a, bench_options *o) {
  char *end;
  const char *v;
  if ((v = tool_flag(a, "benchmark_repetitions"))) {
    o->repetitions = strtoull(v, &end, 10);
    if (*end || v[0] < '1' || v[0] > '9' || o->repetitions > 100000)
      return tool_error("bad --benchmark_repetitions '%s' (1..100000)", v);
  } else if ((v = tool_flag(a, "benchmark_min_time"))) {
    double x = strtod(v, &end);
    if (end == v || x <= 0 || (*end && strcmp(end, "s") && strcmp(end, "x")))
      return tool_error("bad --benchmark_min_time '%s' (seconds, Ns or Nx)", v);
    if (!strcmp(end, "x")) {
      if (x != floor(x) || x > 1e9) return tool_error("bad iteration count in '%s'", v);
      o->fixed_iters = (uint64_t)x;
    } else {
      o->min_time = x;
    }
  } else if ((v = tool_flag(a, "benchmark_format"))) {
    if (!parse_format(v, &o->format))
      return tool_error("bad --benchmark_format '%s' (console, json or csv)", v);
  } else if ((v = tool_flag(a, "benchmark_out_format"))) {
    if (!parse_format(v, &o->out_format))
      return tool_error("bad --benchmark_out_format '%s' (console, json or csv)", v);
  } else if ((v = tool_flag(a, "benchmark_out"))) {
    if (!*v) return tool_error("empty --benchmark_out (a file, or - for standard output)");
    o->out = v;
  } else if ((v = tool_flag(a, "benchmark_filter"))) {
    o->filter = v;
  } else if (!strcmp(a, "--profile")) {
    o->profile = true;
  } else if ((v = tool_flag(a, "benchmark_report_aggregates_only"))) {
    o->aggregates_only = !strcmp(v, "true");
    if (!o->aggregates_only && strcmp(v, "false"))
      return tool_error("bad --benchmark_report_aggregates_only '%s' (true or false)", v);
  } else {
    return tool_run_unknown_flag(a, own_flags, FACET_ARRAY_SIZE(own_flags));
  }
  return 0;
}

// --benchmark_filter: a POSIX extended regex searched in the benchmark's
// name ("-REGEX": the names it does not match), as Google Benchmark does.
// 1: run it; 0: filtered out; -1 after a bad regex.
static int filter_match(const char *filter, const char *name) {
  if (!filter || !*filter || !strcmp(filter, "all")) return 1;
  bool negate = filter[0] == '-';
  regex_t re;
  if (regcomp(&re, filter + negate, REG_EXTENDED | REG_NOSUB) != 0)
    return tool_error("bad --benchmark_filter regex '%s'", filter), -1;
  bool match = regexec(&re, name, 0, NULL, 0) == 0;
  regfree(&re);
  return match != negate;
}

// --profile counts from the second call on: the first one also pays for
// first touches (parameter pages, buffers), which the profile would blame
// on whichever kernel touched them.
static facet_status_t profile_warm(tool_run *r) {
  size_t nout = facet_function_output_count(r->fn);
  facet_tensor_t **out = calloc(nout ? nout : 1, sizeof *out);
  if (!out) return status_new(FACET_STATUS_RESOURCE_EXHAUSTED, "out of memory: %zu results", nout);
  double real, cpu;
  facet_status_t s = bench_loop(r, out, nout, 1, &real, &cpu);
  free(out);
  calls_made = 0;
  facet_module_device_stats(r->module, &r->device_base); // the warm call's transfers left out
  return s ? s : facet_module_set_profiling(r->module, 1);
}

// The repetitions, their aggregates, the report and the profile.
static int bench(tool_run *r, const bench_options *o, const char *exe) {
  char name[512];
  snprintf(name, sizeof name, "BM_%s/process_time/real_time", facet_function_name(r->fn));
  int m = filter_match(o->filter, name);
  if (m < 0) return 1;
  if (!m) return tool_error("Failed to match any benchmarks against regex: %s", o->filter);
  facet_status_t s = o->profile ? profile_warm(r) : NULL;
  bench_row *rows = calloc(o->repetitions + 4, sizeof *rows);
  uint64_t iters = 0;
  for (uint64_t k = 0; !s && k < o->repetitions; k++) {
    s = bench_repetition(r, o, &iters, &rows[k]);
    rows[k].repetition = k;
  }
  int rc = s ? tool_fail(s) : 0;
  if (!rc) {
    size_t n = o->repetitions, shown_from = 0, total = n;
    if (n > 1) {
      bench_aggregates(rows, n, rows + n);
      total = n + 4;
      if (o->aggregates_only) shown_from = n;
    }
    rc = report(o, name, exe, rows + shown_from, total - shown_from);
    if (o->profile)
      tool_print_profile(r, calls_made, n > 1 ? rows[n + 1].real_ms : rows[0].real_ms);
  }
  free(rows);
  return rc;
}

int main(int argc, char **argv) {
  tool_init("facet-benchmark-module");
  int rc = tool_standard_flags(argc, argv, usage);
  if (rc >= 0) return rc;
  tool_run r = {0};
  bench_options o = {1, 0.5, 0, BENCH_CONSOLE, BENCH_JSON, NULL, NULL, false, false};
  rc = 0;
  for (int i = 1; i < argc && !rc; i++) {
    bool taken;
    facet_status_t bad = tool_common_flag(&r, argv[i], &taken);
    if (bad) rc = tool_fail(bad);
    else if (!taken) rc = parse_flag(argv[i], &o);
  }
  facet_status_t s = rc ? NULL : tool_check_output(o.out);
  if (!rc && !s) s = tool_prepare(&r);
  if (s) rc = tool_fail(s);
  if (!rc) rc = bench(&r, &o, argv[0]);
  tool_release(&r);
  return rc;
}
