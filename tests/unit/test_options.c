// test_options.c: the pipeline's flag table (src/transform/options.c):
// every flag sets the field it names, bad values are refused and leave the
// options as they were, "-j N" takes the next argument, and --help lists
// every flag once.
#include "check.h"
#include "transform/transform.h"

#include <stdlib.h>

// Parses one argument (or two for "-j N"); returns pipeline_parse_flag's
// answer and checks that it consumed what it says.
static int parse(pipeline_options *o, const char *a, const char *b) {
  char *argv[] = {"facet-test", (char *)a, (char *)b, NULL};
  int argc = b ? 3 : 2, i = 1;
  int r = pipeline_parse_flag(o, argc, argv, &i);
  CHECK(i == (r > 0 && b ? 2 : 1));
  return r;
}

static void check_each_field(void) {
  pipeline_options o;
  pipeline_default_options(&o);
  CHECK_EQ_INT(1, parse(&o, "--dedup=off", NULL));
  CHECK(!o.dedup);
  CHECK_EQ_INT(-1, o.cull);
  CHECK_EQ_INT(1, parse(&o, "--cull=on", NULL));
  CHECK_EQ_INT(1, o.cull);
  CHECK_EQ_INT(1, parse(&o, "--specialize=false", NULL));
  CHECK(!o.specialize);
  CHECK_EQ_INT(1, parse(&o, "--split-rows=1", NULL));
  CHECK(o.split_rows);
  CHECK_EQ_INT(1, parse(&o, "--generalize=all", NULL));
  CHECK_EQ_INT(GENERALIZE_ALL, o.generalize);
  CHECK_EQ_INT(1, parse(&o, "--generalize=none", NULL));
  CHECK_EQ_INT(GENERALIZE_NONE, o.generalize);
  CHECK_EQ_INT(1, parse(&o, "--max-variants-per-executable=3", NULL));
  CHECK_EQ_INT(3, o.max_variants);
  CHECK_EQ_INT(1, parse(&o, "--entry=a,b", NULL));
  CHECK_EQ_STR("a,b", o.entries);
  CHECK_EQ_INT(1, parse(&o, "--print-after=dedup", NULL));
  CHECK_EQ_STR("dedup", o.print_after);
  CHECK_EQ_INT(1, parse(&o, "--const-eval-limit=0", NULL));
  CHECK_EQ_INT(0, o.const_eval_limit);
  CHECK_EQ_INT(1, parse(&o, "--const-eval-limit=2M", NULL));
  CHECK_EQ_INT(2 << 20, o.const_eval_limit);
  // --quant-activations survives a later --target-cpu
  CHECK_EQ_INT(1, parse(&o, "--quant-activations=int8", NULL));
  CHECK_EQ_INT(1, parse(&o, "--target-cpu=x86-64-v3", NULL));
  CHECK(o.target.quant_act_int8);
  CHECK_EQ_INT(1, parse(&o, "--quant-activations=int16", NULL));
  CHECK(!o.target.quant_act_int8);
  CHECK_EQ_INT(1, parse(&o, "--dump-executable-sources-to=/tmp/x", NULL));
  CHECK_EQ_STR("/tmp/x", o.build.keep_dir);
  CHECK_EQ_INT(1, parse(&o, "-j3", NULL));
  CHECK_EQ_INT(3, o.build.jobs);
  CHECK_EQ_INT(1, parse(&o, "-j", "5"));
  CHECK_EQ_INT(5, o.build.jobs);
  CHECK_EQ_INT(1, parse(&o, "--cc=gcc", NULL));
  CHECK_EQ_STR("gcc", o.build.cc);
  CHECK_EQ_INT(1, parse(&o, "--dry-run", NULL));
  CHECK(o.build.dry_run);
  CHECK_EQ_INT(1, parse(&o, "--cache=off", NULL));
  CHECK(!o.build.cache);
  CHECK_EQ_INT(1, parse(&o, "--cache-dir=/tmp/c", NULL));
  CHECK_EQ_STR("/tmp/c", o.build.cache_dir);
  CHECK_EQ_INT(1, parse(&o, "--cache-max-size=1K", NULL));
  CHECK_EQ_INT(1024, o.build.cache_max_bytes);
}

// A bad value is -1 and changes nothing; a name that only starts like a
// flag is not one.
static void check_refusals(void) {
  pipeline_options o, before;
  pipeline_default_options(&o);
  before = o;
  const char *bad[] = {"--dedup=of",
                       "--cull=2",
                       "--generalize=some",
                       "--print-after=x",
                       "--target-cpu=v5",
                       "--quant-activations=int4",
                       "-j0",
                       "-jx",
                       "--max-variants-per-executable=-1",
                       "--cache-max-size=0",
                       "--const-eval-limit=1Q",
                       "--entry=",
                       "--cc="};
  for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
    CHECK_EQ_INT(-1, parse(&o, bad[i], NULL));
    CHECK(!memcmp(&o, &before, sizeof o));
  }
  CHECK_EQ_INT(-1, parse(&o, "-j", NULL)); // no value follows
  CHECK_EQ_INT(0, parse(&o, "--dry-run=1", NULL));
  CHECK_EQ_INT(0, parse(&o, "--cache-dirs=x", NULL));
  CHECK_EQ_INT(0, parse(&o, "--dedupe=on", NULL));
  CHECK_EQ_INT(0, parse(&o, "input.mlir", NULL));
}

// --help has a line for every flag, and facet-opt's omits the build's.
static void check_help(void) {
  strbuf all = {0}, opt = {0};
  pipeline_flags_help(&all, true);
  pipeline_flags_help(&opt, false);
  for (size_t i = 0; i < pipeline_flag_count; i++) {
    char line[64];
    snprintf(line, sizeof line, "\n  %s", pipeline_flag_name(i));
    CHECK(strstr(sb_cstr(&all), line + (i == 0)) != NULL);
  }
  CHECK(strstr(sb_cstr(&opt), "--dedup=on|off") != NULL);
  CHECK(strstr(sb_cstr(&opt), "--cache-dir") == NULL);
  sb_free(&all);
  sb_free(&opt);
}

int main(void) {
  check_each_field();
  check_refusals();
  check_help();
  if (check_failures) fprintf(stderr, "test_options: %d failures\n", check_failures);
  return check_failures != 0;
}
