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

// The flag names (for "did you mean"), in pipeline_parse_flag's order.
const char *const pipeline_flag_names[] = {
    "--dedup", "--specialize", "--max-variants-per-executable", "--entry", "--print-after",
    "--target-cpu", "--cc", "--dump-executable-sources-to", "-j", "--generalize", "--split-rows",
    "--cull", "--cache", "--cache-dir", "--cache-max-size", "--const-eval-limit",
    "--quant-activations", "--dry-run"};
const size_t pipeline_flag_count = FACET_ARRAY_SIZE(pipeline_flag_names);

// The passes --print-after names, in pipeline order (pipeline.c's after()).
const char *const pipeline_pass_names[] = {"import",     "const-eval", "dispatch", "dedup",
                                           "specialize", "cull",       "all"};
const size_t pipeline_pass_count = FACET_ARRAY_SIZE(pipeline_pass_names);

static const char *const target_names[] = {"host", "x86-64-v4-bf16", "x86-64-v4", "x86-64-v3",
                                           "x86-64"};
static const char *const generalize_names[] = {"none", "batch", "all"};
static const char *const on_off_names[] = {"on", "off"};
static const char *const quant_act_names[] = {"int16", "int8"};

// "TOOL: error: bad value in '--flag=x' (one of: a, b); did you mean 'a'?"
static void bad_value(const char *arg, const char *v, const char *const *names, size_t n) {
  fprintf(stderr, "%s: error: bad value in '%s'", diag_program_name(), arg);
  for (size_t i = 0; i < n; i++)
    fprintf(stderr, "%s%s", i ? ", " : " (one of: ", names[i]);
  if (n) fputc(')', stderr);
  const char *c = n ? str_closest(v, names, n) : NULL;
  if (c) fprintf(stderr, "; did you mean '%s'?", c);
  fputc('\n', stderr);
}

// The values a flag takes, for its error message (NULL: a number, a path).
static const char *const *flag_values(size_t i, size_t *n) {
  switch (i) {
  case 0: case 1: case 10: case 11: case 12: *n = 2; return on_off_names;
  case 4: *n = pipeline_pass_count; return pipeline_pass_names;
  case 5: *n = FACET_ARRAY_SIZE(target_names); return target_names;
  case 9: *n = FACET_ARRAY_SIZE(generalize_names); return generalize_names;
  case 16: *n = FACET_ARRAY_SIZE(quant_act_names); return quant_act_names;
  default: *n = 0; return NULL;
  }
}

static bool known_pass(const char *v) {
  for (size_t i = 0; i < pipeline_pass_count; i++)
    if (!strcmp(v, pipeline_pass_names[i])) return true;
  return false;
}

// "-j4" (-j: index 8), or "--name=value".
static bool flag_matches(const char *arg, size_t i, size_t n) {
  if (strncmp(arg, pipeline_flag_names[i], n)) return false;
  return i == 8 ? arg[n] != 0 : arg[n] == '=';
}

// Returns 1 when `arg` was a pipeline flag, 0 when it is not one, -1 when it
// was one with a bad value (reported on stderr, with the values it takes).
int pipeline_parse_flag(pipeline_options *o, const char *arg) {
  size_t i = 0, n = 0;
  for (; i < pipeline_flag_count - 1; i++) {
    n = strlen(pipeline_flag_names[i]);
    if (flag_matches(arg, i, n)) break;
  }
  if (i == pipeline_flag_count - 1) {
    if (!strcmp(arg, "--dry-run")) return o->build.dry_run = true, 1;
    return 0;
  }
  const char *v = arg + n + (i != 8);
  bool ok = true;
  switch (i) {
  case 0: ok = on_off(v, &o->dedup); break;
  case 1: ok = on_off(v, &o->specialize); break;
  case 2: ok = parse_int(v, &o->max_variants); break;
  case 3: o->entries = v; ok = *v != 0; break;
  case 4: o->print_after = v; ok = known_pass(v); break;
  case 5: { // the target's kernels; --quant-activations stays as set
    bool int8 = o->target.quant_act_int8;
    ok = cg_target_parse(v, &o->target);
    o->target.quant_act_int8 = int8;
    break;
  }
  case 6: o->build.cc = v; ok = *v != 0; break;
  case 7: o->build.keep_dir = v; ok = *v != 0; break;
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
  case 16:
    ok = !strcmp(v, "int16") || !strcmp(v, "int8");
    o->target.quant_act_int8 = !strcmp(v, "int8");
    break;
  }
  size_t nv;
  const char *const *values = flag_values(i, &nv);
  if (!ok) bad_value(arg, v, values, nv);
  return ok ? 1 : -1;
}
