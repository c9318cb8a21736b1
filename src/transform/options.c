// options.c: the command-line flags shared by facet-compile and facet-opt.
//
// One table (flags[] below) says for every flag its name, the kind of value
// it takes, the field of pipeline_options it sets and its help line: the
// parser, --help and the error messages all read it, so a flag cannot be
// parsed one way and documented another.
#include "transform.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

typedef enum flag_kind {
  FLAG_ON_OFF, // bool: on|off (also true|false, 1|0)
  FLAG_TRI,    // int: on|off as 1|0; stays -1 ("as another flag") until set
  FLAG_COUNT,  // int: a decimal count, at least `min`
  FLAG_SIZE,   // uint64_t: N[K|M|G] bytes; "0" too when min is 0
  FLAG_TEXT,   // const char *: any non-empty text (a path, a command, names)
  FLAG_CHOICE, // int: the index of the value in `values` (an enum in that order)
  FLAG_PAIR,   // bool: false for values[0], true for values[1]
  FLAG_NAME,   // const char *: one of `values` (kept as given)
  FLAG_SWITCH, // bool: set by the bare flag, no value
  FLAG_TARGET, // cg_target: a --target-cpu name (cg_target_parse)
} flag_kind;

typedef struct pipeline_flag {
  const char *name; // "--dedup"; "-j" takes "-jN" or "-j N"
  flag_kind kind;
  size_t field;              // offsetof(pipeline_options, ...)
  const char *const *values; // the values it takes (NULL: a number or text)
  size_t n_values;
  int min;          // FLAG_COUNT and FLAG_SIZE: the smallest value
  bool build_only;  // only a build reads it (facet-opt's help omits it)
  const char *arg;  // the value in --help ("on|off", "N", "DIR")
  const char *help; // --help's text ('\n' starts a continuation line)
} pipeline_flag;

static const char *const on_off_names[] = {"on", "off"};
static const char *const target_names[] = {"host",      "x86-64-v4-amx", "x86-64-v4-bf16",
                                           "x86-64-v4", "x86-64-v3",     "x86-64"};
static const char *const generalize_names[] = {"none", "batch", "all"}; // generalize_mode's order
static const char *const quant_act_names[] = {"int16", "int8"};

// The passes --print-after names, in pipeline order (pipeline.c's after()).
const char *const pipeline_pass_names[] = {"import",     "const-eval", "dispatch", "dedup",
                                           "specialize", "cull",       "all"};
const size_t pipeline_pass_count = FACET_ARRAY_SIZE(pipeline_pass_names);

// FLAG_CHOICE writes an int: the enums it sets must be int-sized.
_Static_assert(sizeof(generalize_mode) == sizeof(int), "--generalize's field is an int");

#define FIELD(f) offsetof(pipeline_options, f)
#define VALUES(v) v, FACET_ARRAY_SIZE(v)

static const pipeline_flag flags[] = {
    {"--target-cpu", FLAG_TARGET, FIELD(target), VALUES(target_names), 0, false, "CPU",
     "host (default), x86-64-v4-amx, x86-64-v4-bf16, x86-64-v4, x86-64-v3 or x86-64"},
    {"--dedup", FLAG_ON_OFF, FIELD(dedup), VALUES(on_off_names), 0, false, "on|off",
     "merge structurally equal executables (default on)"},
    {"--cull", FLAG_TRI, FIELD(cull), VALUES(on_off_names), 0, false, "on|off",
     "drop variants whose C is identical (default: as --dedup)"},
    {"--generalize", FLAG_CHOICE, FIELD(generalize), VALUES(generalize_names), 0, false,
     "none|batch|all",
     "static dims that become push constants with point\n"
     "facts: none, batch (M and row dims, default) or every dim"},
    {"--specialize", FLAG_ON_OFF, FIELD(specialize), VALUES(on_off_names), 0, false, "on|off",
     "configure every row of an executable (off: one config each)"},
    {"--split-rows", FLAG_ON_OFF, FIELD(split_rows), VALUES(on_off_names), 0, false, "on|off",
     "split a row by a runtime predicate on its dims (default off)"},
    {"--max-variants-per-executable", FLAG_COUNT, FIELD(max_variants), NULL, 0, 0, false, "N",
     "merge variants beyond N (0 = unbounded)"},
    {"--entry", FLAG_TEXT, FIELD(entries), NULL, 0, 0, false, "NAME[,NAME...]",
     "compile only these functions"},
    {"--print-after", FLAG_NAME, FIELD(print_after), VALUES(pipeline_pass_names), 0, false, "PASS",
     "print the IR after a pass: import, const-eval, dispatch, dedup,\n"
     "specialize, cull or all"},
    {"--const-eval-limit", FLAG_SIZE, FIELD(const_eval_limit), NULL, 0, 0, false, "N[K|M|G]",
     "values computed at compile time up to N bytes (0 = off)"},
    {"--quant-activations", FLAG_PAIR, FIELD(target.quant_act_int8), VALUES(quant_act_names), 0,
     false, "int16|int8",
     "quantized matmuls' activations: int16 (default; 2^-16\n"
     "of a block's max) or llama.cpp's int8 (2^-8) where faster: decode,\n"
     "and prefill on AVX512-VNNI"},
    {"--dump-executable-sources-to", FLAG_TEXT, FIELD(build.keep_dir), NULL, 0, 0, true, "DIR",
     "keep each kernel's C source in DIR"},
    {"-j", FLAG_COUNT, FIELD(build.jobs), NULL, 0, 1, true, "N",
     "C compilers run at once (default 2)"},
    {"--cc", FLAG_TEXT, FIELD(build.cc), NULL, 0, 0, true, "CMD",
     "the C compiler (default cc; ccache, distcc wrappers work)"},
    {"--dry-run", FLAG_SWITCH, FIELD(build.dry_run), NULL, 0, 0, true, NULL,
     "print the compiler commands, write no module"},
    {"--cache", FLAG_ON_OFF, FIELD(build.cache), VALUES(on_off_names), 0, true, "on|off",
     "reuse compiled kernel objects (default on)"},
    {"--cache-dir", FLAG_TEXT, FIELD(build.cache_dir), NULL, 0, 0, true, "DIR",
     "the kernel cache (default $FACET_CACHE_DIR or ~/.cache/facet)"},
    {"--cache-max-size", FLAG_SIZE, FIELD(build.cache_max_bytes), NULL, 0, 1, true, "N[K|M|G]",
     "trim the cache to this size"},
};

const size_t pipeline_flag_count = FACET_ARRAY_SIZE(flags);

const char *pipeline_flag_name(size_t i) { return flags[i].name; }

static bool on_off(const char *v, bool *out) {
  if (!strcmp(v, "on") || !strcmp(v, "true") || !strcmp(v, "1")) return *out = true, true;
  if (!strcmp(v, "off") || !strcmp(v, "false") || !strcmp(v, "0")) return *out = false, true;
  return false;
}

static bool parse_count(const char *v, int min, int *out) {
  char *end;
  long n = strtol(v, &end, 10);
  if (!*v || *end || n < min || n > 1 << 20) return false;
  *out = (int)n;
  return true;
}

// A size in bytes: digits with an optional K, M or G (binary units); 0
// only where min is 0.
static bool parse_size(const char *v, int min, uint64_t *out) {
  char *end;
  unsigned long long n = strtoull(v, &end, 10);
  if (end == v || *v == '-') return false;
  int shift = *end == 'K' ? 10 : *end == 'M' ? 20 : *end == 'G' ? 30 : 0;
  if (shift) end++;
  if (*end || n < (unsigned)min || n > (UINT64_MAX >> shift)) return false;
  *out = (uint64_t)n << shift;
  return true;
}

static int value_index(const pipeline_flag *f, const char *v) {
  for (size_t i = 0; i < f->n_values; i++)
    if (!strcmp(v, f->values[i])) return (int)i;
  return -1;
}

// Sets f's field of o from the value v; false if v is not one it takes.
static bool set_flag(const pipeline_flag *f, pipeline_options *o, const char *v) {
  char *field = (char *)o + f->field;
  switch (f->kind) {
  case FLAG_ON_OFF: return on_off(v, (bool *)field);
  case FLAG_TRI: {
    bool on;
    if (!on_off(v, &on)) return false;
    *(int *)field = on;
    return true;
  }
  case FLAG_COUNT: return parse_count(v, f->min, (int *)field);
  case FLAG_SIZE: return parse_size(v, f->min, (uint64_t *)field);
  case FLAG_TEXT:
    if (!*v) return false;
    *(const char **)field = v;
    return true;
  case FLAG_CHOICE:
  case FLAG_PAIR:
  case FLAG_NAME: {
    int k = value_index(f, v);
    if (k < 0) return false;
    if (f->kind == FLAG_CHOICE) *(int *)field = k;
    else if (f->kind == FLAG_PAIR) *(bool *)field = k == 1;
    else *(const char **)field = v;
    return true;
  }
  case FLAG_SWITCH: *(bool *)field = true; return true;
  case FLAG_TARGET: { // the target's kernels; --quant-activations stays as set
    bool int8 = o->target.quant_act_int8;
    bool ok = cg_target_parse(v, &o->target);
    o->target.quant_act_int8 = int8;
    return ok;
  }
  }
  return false;
}

// "TOOL: error: bad value in '--flag=x' (one of: a, b); did you mean 'a'?"
static void bad_value(const char *arg, const char *v, const pipeline_flag *f) {
  fprintf(stderr, "%s: error: bad value in '%s'", diag_program_name(), arg);
  for (size_t i = 0; i < f->n_values; i++)
    fprintf(stderr, "%s%s", i ? ", " : " (one of: ", f->values[i]);
  if (f->n_values) fputc(')', stderr);
  const char *c = f->n_values ? str_closest(v, f->values, f->n_values) : NULL;
  if (c) fprintf(stderr, "; did you mean '%s'?", c);
  fputc('\n', stderr);
}

// The flag arg names, and where its value starts (NULL: none given).
static const pipeline_flag *find_flag(const char *arg, const char **value) {
  for (size_t i = 0; i < pipeline_flag_count; i++) {
    const pipeline_flag *f = &flags[i];
    size_t n = strlen(f->name);
    if (strncmp(arg, f->name, n)) continue;
    if (f->kind == FLAG_SWITCH) {
      if (!arg[n]) return *value = NULL, f;
    } else if (f->name[1] != '-') { // "-jN", or "-j" with the value next
      return *value = arg[n] ? arg + n : NULL, f;
    } else if (arg[n] == '=') {
      return *value = arg + n + 1, f;
    }
  }
  return NULL;
}

int pipeline_parse_flag(pipeline_options *o, int argc, char **argv, int *i) {
  const char *arg = argv[*i], *v;
  const pipeline_flag *f = find_flag(arg, &v);
  if (!f) return 0;
  if (f->kind == FLAG_SWITCH) return set_flag(f, o, ""), 1;
  if (!v) { // "-j N": the value is the next argument
    if (*i + 1 >= argc) {
      fprintf(stderr, "%s: error: %s needs a value (see --help)\n", diag_program_name(), arg);
      return -1;
    }
    v = argv[++*i];
  }
  if (set_flag(f, o, v)) return 1;
  bad_value(arg, v, f);
  return -1;
}

void pipeline_flags_help(strbuf *sb, bool with_build) {
  for (size_t i = 0; i < pipeline_flag_count; i++) {
    const pipeline_flag *f = &flags[i];
    if (f->build_only && !with_build) continue;
    size_t start = sb->len;
    sb_printf(sb, "  %s%s%s", f->name, f->arg ? (f->name[1] == '-' ? "=" : " ") : "",
              f->arg ? f->arg : "");
    int col = (int)(sb->len - start);
    // the help at column 21, or after two spaces when the flag is longer
    for (const char *h = f->help; *h;) {
      const char *nl = strchr(h, '\n');
      int n = nl ? (int)(nl - h) : (int)strlen(h);
      sb_printf(sb, "%*s%.*s\n", col < 19 ? 21 - col : 2, "", n, h);
      h += n + (nl != NULL);
      col = 0;
    }
  }
}
