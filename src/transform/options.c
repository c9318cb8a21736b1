// options.c: the command-line flags shared by facet-compile and facet-opt.
#include "transform.h"

#include <stdlib.h>
#include <string.h>

static bool on_off(const char *v, bool *out) {
  if (!strcmp(v, "on") || !strcmp(v, "true") || !strcmp(v, "1")) return *out = true, true;
  if (!strcmp(v, "off") || !strcmp(v, "false") || !strcmp(v, "0")) return *out = false, true;
  return false;
}

static bool parse_int(const char *v, int *out) {
  char *end;
  long n = strtol(v, &end, 10);
  if (!*v || *end || n < 0 || n > 1 << 20) return false;
  *out = (int)n;
  return true;
}

// A size in bytes: digits with an optional K, M or G (binary units).
static bool parse_size(const char *v, uint64_t *out) {
  char *end;
  unsigned long long n = strtoull(v, &end, 10);
  if (end == v || *v == '-') return false;
  int shift = *end == 'K' ? 10 : *end == 'M' ? 20 : *end == 'G' ? 30 : 0;
  if (shift) end++;
  if (*end || n == 0 || n > (UINT64_MAX >> shift)) return false;
  *out = (uint64_t)n << shift;
  return true;
}

// Returns 1 when `arg` was a pipeline flag, 0 when it is not one, -1 when it
// was one with a bad value (reported on stderr).
int pipeline_parse_flag(pipeline_options *o, const char *arg) {
  static const char *names[] = {"--dedup=", "--specialize=", "--max-variants-per-executable=",
                                "--entry=", "--print-after=", "--target-cpu=", "--cc=",
                                "--dump-executable-sources-to=", "-j", "--generalize=",
                                "--split-rows=", "--cull=", "--cache=", "--cache-dir=",
                                "--cache-max-size=", "--const-eval-limit="};
  size_t i = 0, n = 0;
  for (; i < FACET_ARRAY_SIZE(names); i++)
    if (!strncmp(arg, names[i], n = strlen(names[i]))) break;
  if (i == FACET_ARRAY_SIZE(names)) {
    if (!strcmp(arg, "--dry-run")) return o->build.dry_run = true, 1;
    return 0;
  }
  const char *v = arg + n;
  bool ok = true;
  switch (i) {
  case 0: ok = on_off(v, &o->dedup); break;
  case 1: ok = on_off(v, &o->specialize); break;
  case 2: ok = parse_int(v, &o->max_variants); break;
  case 3: o->entries = v; break;
  case 4: o->print_after = v; break;
  case 5: ok = cg_target_parse(v, &o->target); break;
  case 6: o->build.cc = v; ok = *v != 0; break;
  case 7: o->build.keep_dir = v; break;
  case 8: ok = parse_int(v, &o->build.jobs) && o->build.jobs > 0; break;
  case 9:
    if (!strcmp(v, "none")) o->generalize = GENERALIZE_NONE;
    else if (!strcmp(v, "batch")) o->generalize = GENERALIZE_BATCH;
    else if (!strcmp(v, "all")) o->generalize = GENERALIZE_ALL;
    else ok = false;
    break;
  case 10: ok = on_off(v, &o->split_rows); break;
  case 11: {
    bool on;
    ok = on_off(v, &on);
    o->cull = on;
    break;
  }
  case 12: ok = on_off(v, &o->build.cache); break;
  case 13: o->build.cache_dir = v; ok = *v != 0; break;
  case 14: ok = parse_size(v, &o->build.cache_max_bytes); break;
  case 15: // 0 turns const-eval off
    if (!strcmp(v, "0")) o->const_eval_limit = 0;
    else ok = parse_size(v, &o->const_eval_limit);
    break;
  }
  if (!ok) fprintf(stderr, "facet: bad value in '%s'\n", arg);
  return ok ? 1 : -1;
}
