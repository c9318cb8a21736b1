// facet-dump: prints what is inside a module file, readably.
//
//   facet-dump m.facet [--summary | --json | --executables | --function=NAME]
//
// Metadata and section sizes; the parameters (scope, key, type); each
// function's signature, transient memory plan (blocks, planned buffers,
// peak bound) and host program, one command per line; each executable's
// rows (IREE notation), variants (kernel, config, facts, rows served) and
// call sites (static, or select with the predicate of each choice). Reads with the same verifying
// reader as the runtime, so a corrupt file gets "bad module format: ..." and exit 1.
#include "module/module.h"
#include "tooling/tooling.h"

#include <stdlib.h>
#include <string.h>

static void print_facts(const fact *f, uint32_t n) {
  strbuf sb = {0};
  sb_putc(&sb, '[');
  for (uint32_t i = 0; i < n; i++) {
    if (i) sb_append(&sb, ", ");
    fact_print(&sb, f[i]);
  }
  sb_putc(&sb, ']');
  fputs(sb_cstr(&sb), stdout);
  sb_free(&sb);
}

static void print_fact(fact f) {
  strbuf sb = {0};
  fact_print(&sb, f);
  fputs(sb_cstr(&sb), stdout);
  sb_free(&sb);
}

static const char *const kind_names[] = {"tensor", "int", "float", "bool"};

static void print_sig(const mod_tensor_sig *s) {
  if (s->kind != MOD_KIND_TENSOR) {
    printf("%s", kind_names[s->kind]);
    return;
  }
  for (uint32_t i = 0; i < s->rank; i++)
    if (s->dims[i] < 0) printf("?x");
    else printf("%lldx", (long long)s->dims[i]);
  printf("%s", dtype_name((dtype)s->dtype));
  if (s->flags & MOD_INPUT_MUTABLE) printf(" (mutable)");
}

static void print_signature(const mod_function *f) {
  printf("func @%s(", f->name);
  for (uint32_t i = 0; i < f->input_count; i++) {
    printf("%s%%in%u: ", i ? ", " : "", i);
    print_sig(&f->inputs[i]);
  }
  printf(") -> (");
  for (uint32_t i = 0; i < f->output_count; i++) {
    const mod_output *o = &f->outputs[i];
    if (o->kind != MOD_KIND_TENSOR) {
      printf("%ss%u %s", i ? ", " : "", o->slot, kind_names[o->kind]);
      continue;
    }
    printf("%ss%u [", i ? ", " : "", o->slot);
    for (uint32_t d = 0; d < o->rank; d++) printf("%sr%u", d ? ", " : "", o->dim_regs[d]);
    printf("] %s", dtype_name((dtype)o->dtype));
  }
  printf(")    registers %u, slots %u\n", f->reg_count, f->slot_count);
}

static const char *site_note(const mod_module *m, const mod_function *f, uint32_t site);

static void print_cmd(const mod_module *m, const mod_function *f, const mod_cmd *c) {
  static const char *ops[] = {[MOD_CMD_ADD] = "add",         [MOD_CMD_SUB] = "sub",
                              [MOD_CMD_MUL] = "mul",         [MOD_CMD_FLOORDIV] = "floordiv",
                              [MOD_CMD_CEILDIV] = "ceildiv", [MOD_CMD_MOD] = "mod",
                              [MOD_CMD_MAX] = "max"};
  switch ((mod_op)c->op) {
  case MOD_CMD_DIM: printf("r%u = dim %%in%u[%u]", c->a, c->b, c->c); break;
  case MOD_CMD_CONST: printf("r%u = %lld", c->a, (long long)c->imm); break;
  case MOD_CMD_ADD:
  case MOD_CMD_SUB:
  case MOD_CMD_MUL:
  case MOD_CMD_FLOORDIV:
  case MOD_CMD_CEILDIV:
  case MOD_CMD_MOD:
  case MOD_CMD_MAX: printf("r%u = %s r%u, r%u", c->a, ops[c->op], c->b, c->c); break;
  case MOD_CMD_CHECK_FACT:
    printf("check r%u in ", c->a);
    print_fact(c->check);
    printf(" (input %u dim %u: %s)", c->b, c->c, m->strings[c->d]);
    break;
  case MOD_CMD_CHECK_EQ:
    printf("check r%u == r%u (input %u dim %u: %s)", c->a, c->e, c->b, c->c, m->strings[c->d]);
    break;
  case MOD_CMD_ALLOC:
    printf("s%u = alloc r%u bytes%s", c->a, c->b, c->c ? " (result)" : " (transient)");
    break;
  case MOD_CMD_SLICE: printf("s%u = slice s%u [r%u, +r%u)", c->a, c->b, c->c, c->d); break;
  case MOD_CMD_PARAM:
    printf("s%u = param %u \"%s\"::\"%s\"", c->a, c->b, m->params[c->b].scope, m->params[c->b].key);
    break;
  case MOD_CMD_CONST_DATA: {
    const mod_const *k = &m->consts[c->b];
    strbuf sb = {0};
    tool_shape_print(&sb, (facet_dtype_t)k->dtype, k->rank, k->dims);
    printf("s%u = constant %u %s", c->a, c->b, sb_cstr(&sb));
    sb_free(&sb);
    break;
  }
  case MOD_CMD_VIEW: printf("s%u = view s%u", c->a, c->b); break;
  case MOD_CMD_INIT_VALUE: printf("s%u = initializer value %u", c->a, c->b); break;
  case MOD_CMD_DISPATCH:
    printf("dispatch site %u (%s)%s", c->a, m->executables[f->sites[c->a].executable].name,
           site_note(m, f, c->a));
    break;
  case MOD_CMD_COPY: printf("copy s%u -> s%u", c->b, c->a); break;
  case MOD_CMD_STORE: printf("store r%u -> s%u", c->b, c->a); break;
  case MOD_CMD_TRANSFER:
    printf("s%u = transfer s%u from device %u to device %u", c->a, c->b, c->d, c->c);
    break;
  case MOD_CMD_COUNT_: break;
  }
  // with devices, where each step runs (a module without them shows none)
  uint32_t device = mod_cmd_device(c, f);
  if (m->device_count > 1 && device != MOD_NO_DEVICE && c->op != MOD_CMD_TRANSFER)
    printf("  [device %u]", device);
  putchar('\n');
}

// Transient memory: the blocks a call allocates besides its results, and
// the planner's bound on their size (the peak, from the entry facts).
static void print_transients(const mod_function *f) {
  uint32_t blocks = 0, slices = 0;
  for (uint32_t i = 0; i < f->cmd_count; i++) {
    blocks += f->cmds[i].op == MOD_CMD_ALLOC && f->cmds[i].c == 0;
    slices += f->cmds[i].op == MOD_CMD_SLICE;
  }
  printf("  transients: %u block%s, %u planned buffer%s, peak ", blocks, blocks == 1 ? "" : "s",
         slices, slices == 1 ? "" : "s");
  if (f->transient_bytes_max == UINT64_MAX) printf("unbounded");
  else printf("<= %llu bytes", (unsigned long long)f->transient_bytes_max);
  putchar('\n');
}

// How each mutable input gets its new value: a COPY (command index), a
// dispatch writing it in place (an output binding on its slot), or nothing
// (the new value is the old one). Then the number of copies a call makes.
// The slot whose bytes `slot` is: VIEW commands give a slot another's
// bytes (an update written into a view of an argument writes the argument).
// Followed from the last command back, so a hand-made cycle ends.
static uint32_t slot_root(const mod_function *f, uint32_t slot) {
  for (uint32_t i = f->cmd_count; i-- > 0;)
    if (f->cmds[i].op == MOD_CMD_VIEW && f->cmds[i].a == slot) slot = f->cmds[i].b;
  return slot;
}

static void print_mutable(const mod_module *m, const mod_function *f) {
  uint32_t copies = 0;
  for (uint32_t i = 0; i < f->cmd_count; i++) copies += f->cmds[i].op == MOD_CMD_COPY;
  for (uint32_t in = 0; in < f->input_count; in++) {
    if (!(f->inputs[in].flags & MOD_INPUT_MUTABLE)) continue;
    int copy = -1, site = -1;
    for (uint32_t i = 0; i < f->cmd_count; i++)
      if (f->cmds[i].op == MOD_CMD_COPY && f->cmds[i].a == in) copy = (int)i;
    for (uint32_t i = 0; i < f->site_count && copy < 0; i++)
      for (uint32_t b = 0; b < f->sites[i].binding_count; b++)
        if (slot_root(f, f->sites[i].binding_slots[b]) == in &&
            ((m->executables[f->sites[i].executable].output_mask >> b) & 1))
          site = (int)i;
    printf("  mutates %%in%u: ", in);
    if (copy >= 0) printf("copied in (command %d)\n", copy);
    else if (site >= 0) printf("written in place (dispatch site %d)\n", site);
    else printf("unchanged (its new value is its old one)\n");
  }
  bool mutates = false;
  for (uint32_t in = 0; in < f->input_count; in++)
    mutates |= (f->inputs[in].flags & MOD_INPUT_MUTABLE) != 0;
  if (copies || mutates) printf("  copies: %u\n", copies);
}

// What a site's inputs (the bindings its kernels do not write) are, through
// views: SITE_CONSTANT when each is module constant data (or there is
// none), SITE_PARAMETERS when each is that, a parameter or an initializer
// value, SITE_OTHER otherwise. Outside the initializer, either of the
// first two gives the same results on every call: const-eval
// (src/transform/consteval.c) should have computed them once.
enum { SITE_OTHER, SITE_PARAMETERS, SITE_CONSTANT };

static int slot_source(const mod_function *f, uint32_t slot) {
  uint32_t root = slot_root(f, slot);
  for (uint32_t i = 0; i < f->cmd_count; i++) {
    const mod_cmd *c = &f->cmds[i];
    if (c->a != root) continue;
    if (c->op == MOD_CMD_CONST_DATA) return SITE_CONSTANT;
    if (c->op == MOD_CMD_PARAM || c->op == MOD_CMD_INIT_VALUE) return SITE_PARAMETERS;
  }
  return SITE_OTHER;
}

static int site_inputs(const mod_module *m, const mod_function *f, uint32_t site) {
  if (m->initializer && f == &m->functions[m->initializer - 1]) return SITE_OTHER;
  const mod_site *s = &f->sites[site];
  uint32_t mask = m->executables[s->executable].output_mask;
  int kind = SITE_CONSTANT;
  for (uint32_t b = 0; b < s->binding_count; b++) {
    if ((mask >> b) & 1) continue;
    int k = slot_source(f, s->binding_slots[b]);
    kind = k < kind ? k : kind;
  }
  return kind;
}

static const char *site_note(const mod_module *m, const mod_function *f, uint32_t site) {
  int k = site_inputs(m, f, site);
  return k == SITE_CONSTANT     ? " (inputs: constants only)"
         : k == SITE_PARAMETERS ? " (inputs: parameters and constants only)"
                                : "";
}

// Per function, where there are some: dispatches whose results are the
// same on every call.
static void print_constant_sites(const mod_module *m, const mod_function *f) {
  uint32_t n[3] = {0};
  for (uint32_t i = 0; i < f->site_count; i++) n[site_inputs(m, f, i)]++;
  if (n[SITE_CONSTANT]) printf("  dispatches reading only constants: %u\n", n[SITE_CONSTANT]);
  if (n[SITE_PARAMETERS])
    printf("  dispatches reading only parameters and constants: %u\n", n[SITE_PARAMETERS]);
}

static void print_devices(const mod_module *m, const mod_function *f);

static void print_function(const mod_module *m, const mod_function *f) {
  print_signature(f);
  print_transients(f);
  print_mutable(m, f);
  print_constant_sites(m, f);
  if (m->device_count > 1) print_devices(m, f);
  for (uint32_t i = 0; i < f->cmd_count; i++) {
    printf("  %4u: ", i);
    print_cmd(m, f, &f->cmds[i]);
  }
  printf("        return");
  for (uint32_t i = 0; i < f->output_count; i++) printf("%s s%u", i ? "," : "", f->outputs[i].slot);
  putchar('\n');
}

// "static -> v0" or "select: v1 if [..] or [..]; else v0".
static void print_binding(const mod_site *s) {
  if (s->choice_count == 1 && s->choices[0].row_count == 0) {
    printf("static -> v%u\n", s->choices[0].variant);
    return;
  }
  printf("select:");
  for (uint32_t k = 0; k < s->choice_count; k++) {
    const mod_choice *c = &s->choices[k];
    if (c->row_count == 0) {
      printf(" else v%u", c->variant);
      continue;
    }
    printf("%s v%u if ", k ? ";" : "", c->variant);
    for (uint32_t r = 0; r < c->row_count; r++) {
      if (r) printf(" or ");
      print_facts(c->rows + (size_t)r * s->push_count, s->push_count);
    }
  }
  if (s->choices[s->choice_count - 1].row_count) printf("; else error");
  putchar('\n');
}

static void print_call_sites(const mod_module *m, uint32_t exe) {
  for (uint32_t i = 0; i < m->function_count; i++) {
    const mod_function *f = &m->functions[i];
    for (uint32_t j = 0; j < f->site_count; j++) {
      const mod_site *s = &f->sites[j];
      if (s->executable != exe) continue;
      printf("      @%s site %u at %s, push [", f->name, j, m->strings[s->loc_string]);
      for (uint32_t p = 0; p < s->push_count; p++) printf("%sr%u", p ? ", " : "", s->push_regs[p]);
      printf("], bindings [");
      for (uint32_t b = 0; b < s->binding_count; b++)
        printf("%ss%u", b ? ", " : "", s->binding_slots[b]);
      printf("]: ");
      print_binding(s);
    }
  }
}

static void print_executable(const mod_module *m, uint32_t index) {
  const mod_executable *e = &m->executables[index];
  printf("executable %s: %u bindings (outputs", e->name, e->binding_count);
  for (uint32_t b = 0; b < e->binding_count; b++)
    if ((e->output_mask >> b) & 1) printf(" b%u", b);
  printf("), %u push constants\n", e->push_count);
  printf("  rows:\n");
  for (uint32_t r = 0; r < e->row_count; r++) {
    printf("    %u: ", r);
    print_facts(e->rows + (size_t)r * e->push_count, e->push_count);
    putchar('\n');
  }
  printf("  variants:\n");
  for (uint32_t v = 0; v < e->variant_count; v++) {
    const mod_variant *var = &e->variants[v];
    printf("    v%u: kernel %u, config \"%s\", facts ", v, var->kernel, var->config);
    print_facts(var->facts, e->push_count);
    printf(", rows [");
    for (uint32_t r = 0; r < var->row_count; r++) printf("%s%u", r ? ", " : "", var->rows[r]);
    printf("]\n");
  }
  printf("  call sites:\n");
  print_call_sites(m, index);
}

// Section sizes straight from the table (already verified by the reader).
static void print_sections(const uint8_t *data) {
  static const char *names[] = {"strings",  "functions",  "executables", "kernel",
                                "metadata", "parameters", "constants",   "constant data"};
  printf("sections:\n");
  for (int i = 0; i < 8; i++) {
    uint64_t size = 0;
    for (int b = 0; b < 8; b++) size |= (uint64_t)data[24 + 32 * i + 16 + b] << (8 * b);
    printf("  %-13s %10llu bytes\n", names[i], (unsigned long long)size);
  }
}

static const char usage[] =
    "usage: facet-dump FILE.facet [--summary | --json | --executables | --function=NAME]\n"
    "  FILE.facet      the module (- for standard input)\n"
    "  (no flag)       everything: metadata, sections, parameters, constants, every\n"
    "                  function's host program, every executable's rows, variants, sites\n"
    "  --summary       one line per function (signature, dispatch sites) and per executable\n"
    "                  (rows, variants), and the totals\n"
    "  --executables   the executables only\n"
    "  --function=NAME one function, and the executables it dispatches\n"
    "  --json          the module's structure as JSON: functions (signatures, sites with\n"
    "                  their source locations), executables (rows, variants), parameters\n"
    "  --help, --version  this text; facet's version and module format\n";

typedef enum { DUMP_ALL, DUMP_SUMMARY, DUMP_EXECUTABLES, DUMP_FUNCTION, DUMP_JSON } dump_mode;

typedef struct dump_args {
  const char *path, *function;
  dump_mode mode;
} dump_args;

static const char *const own_flags[] = {"--summary",  "--json", "--executables",
                                        "--function", "--help", "--version"};

static int parse_args(int argc, char **argv, dump_args *a) {
  for (int i = 1; i < argc; i++) {
    const char *s = argv[i], *v;
    if (!strcmp(s, "--summary")) a->mode = DUMP_SUMMARY;
    else if (!strcmp(s, "--json")) a->mode = DUMP_JSON;
    else if (!strcmp(s, "--executables")) a->mode = DUMP_EXECUTABLES;
    else if ((v = tool_flag(s, "function"))) a->mode = DUMP_FUNCTION, a->function = v;
    else if (s[0] == '-' && s[1])
      return tool_unknown_flag(s, own_flags, FACET_ARRAY_SIZE(own_flags));
    else if (a->path) return tool_error("a second module '%s' (one file, see --help)", s);
    else a->path = s;
  }
  return a->path ? 0 : tool_error("missing FILE.facet (see --help)");
}

//
// --summary
//
static uint32_t variants_of(const mod_module *m) {
  uint32_t n = 0;
  for (uint32_t e = 0; e < m->executable_count; e++) n += m->executables[e].variant_count;
  return n;
}

// With devices: each device's dispatch sites, and the transfers between them.
static void print_devices(const mod_module *m, const mod_function *f) {
  printf("    devices:");
  for (uint32_t d = 0; d < m->device_count; d++) {
    uint32_t n = 0;
    for (uint32_t s = 0; s < f->site_count; s++) n += f->sites[s].device == d;
    printf(" %u: %u sites%s", d, n, d + 1 < m->device_count ? "," : "");
  }
  uint32_t transfers = 0;
  for (uint32_t c = 0; c < f->cmd_count; c++) transfers += f->cmds[c].op == MOD_CMD_TRANSFER;
  printf("; %u transfers\n", transfers);
}

static void print_summary(const mod_module *m, const char *path, size_t size) {
  printf("module %s: %zu bytes, format version %u, target %s\n", path, size, MOD_VERSION,
         m->target);
  printf("%u functions, %u executables, %u variants, %u parameters, %u constants\n",
         m->function_count, m->executable_count, variants_of(m), m->param_count, m->const_count);
  if (m->device_count > 1) printf("%u devices\n", m->device_count);
  for (uint32_t i = 0; i < m->function_count; i++) {
    printf("  ");
    print_signature(&m->functions[i]);
    printf("    %u dispatch sites\n", m->functions[i].site_count);
    if (m->device_count > 1) print_devices(m, &m->functions[i]);
  }
  for (uint32_t e = 0; e < m->executable_count; e++) {
    const mod_executable *ex = &m->executables[e];
    printf("  executable %s: %u rows, %u variants\n", ex->name, ex->row_count, ex->variant_count);
  }
}

//
// --function=NAME
//
static bool function_uses(const mod_function *f, uint32_t exe) {
  for (uint32_t i = 0; i < f->site_count; i++)
    if (f->sites[i].executable == exe) return true;
  return false;
}

static int print_one_function(const mod_module *m, const char *name) {
  for (uint32_t i = 0; i < m->function_count; i++) {
    const mod_function *f = &m->functions[i];
    if (strcmp(f->name, name)) continue;
    print_function(m, f);
    printf("\nexecutables of @%s:\n", name);
    for (uint32_t e = 0; e < m->executable_count; e++)
      if (function_uses(f, e)) print_executable(m, e);
    return 0;
  }
  const char **names = calloc(m->function_count + 1, sizeof *names);
  for (uint32_t i = 0; i < m->function_count; i++) names[i] = m->functions[i].name;
  strbuf sb = {0};
  tool_suggest(&sb, name, names, m->function_count);
  tool_error("module has no function '%s'%s", name, sb_cstr(&sb));
  sb_free(&sb);
  free(names);
  return 1;
}

//
// --json
//
static void json_str(const char *s) {
  putchar('"');
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\') printf("\\%c", c);
    else if (c < 0x20) printf("\\u%04x", c);
    else putchar(c);
  }
  putchar('"');
}

static void json_facts(const fact *f, uint32_t n) {
  putchar('[');
  for (uint32_t i = 0; i < n; i++) {
    strbuf sb = {0};
    fact_print(&sb, f[i]);
    if (i) printf(", ");
    json_str(sb_cstr(&sb));
    sb_free(&sb);
  }
  putchar(']');
}

static void json_sig(const mod_tensor_sig *s) {
  if (s->kind != MOD_KIND_TENSOR) {
    json_str(kind_names[s->kind]);
    return;
  }
  strbuf sb = {0};
  for (uint32_t i = 0; i < s->rank; i++)
    if (s->dims[i] < 0) sb_append(&sb, "?x");
    else sb_printf(&sb, "%lldx", (long long)s->dims[i]);
  sb_append(&sb, dtype_name((dtype)s->dtype));
  json_str(sb_cstr(&sb));
  sb_free(&sb);
}

static void json_function(const mod_module *m, const mod_function *f) {
  printf("    {\"name\": ");
  json_str(f->name);
  printf(", \"inputs\": [");
  for (uint32_t i = 0; i < f->input_count; i++) {
    if (i) printf(", ");
    json_sig(&f->inputs[i]);
  }
  printf("], \"outputs\": %u, \"sites\": [", f->output_count);
  for (uint32_t i = 0; i < f->site_count; i++) {
    const mod_site *s = &f->sites[i];
    printf("%s{\"executable\": ", i ? ", " : "");
    json_str(m->executables[s->executable].name);
    printf(", \"choices\": %u, \"loc\": ", s->choice_count);
    json_str(s->loc_string < m->string_count ? m->strings[s->loc_string] : "");
    putchar('}');
  }
  printf("]}");
}

static void json_executable(const mod_executable *e) {
  printf("    {\"name\": ");
  json_str(e->name);
  printf(", \"bindings\": %u, \"push_constants\": %u, \"rows\": [", e->binding_count,
         e->push_count);
  for (uint32_t r = 0; r < e->row_count; r++) {
    if (r) printf(", ");
    json_facts(e->rows + (size_t)r * e->push_count, e->push_count);
  }
  printf("], \"variants\": [");
  for (uint32_t v = 0; v < e->variant_count; v++) {
    const mod_variant *var = &e->variants[v];
    printf("%s{\"kernel\": %u, \"config\": ", v ? ", " : "", var->kernel);
    json_str(var->config);
    printf(", \"rows\": [");
    for (uint32_t r = 0; r < var->row_count; r++) printf("%s%u", r ? ", " : "", var->rows[r]);
    printf("]}");
  }
  printf("]}");
}

static void print_json(const mod_module *m, size_t size) {
  printf("{\"format_version\": %u, \"bytes\": %zu, \"target\": ", MOD_VERSION, size);
  json_str(m->target);
  printf(",\n  \"parameters\": [");
  for (uint32_t i = 0; i < m->param_count; i++) {
    const mod_param *p = &m->params[i];
    strbuf sb = {0};
    tool_shape_print(&sb, (facet_dtype_t)p->dtype, p->rank, p->dims);
    printf("%s{\"scope\": ", i ? ", " : "");
    json_str(p->scope);
    printf(", \"key\": ");
    json_str(p->key);
    printf(", \"type\": ");
    json_str(sb_cstr(&sb));
    putchar('}');
    sb_free(&sb);
  }
  printf("],\n  \"functions\": [\n");
  for (uint32_t i = 0; i < m->function_count; i++) {
    json_function(m, &m->functions[i]);
    printf(i + 1 < m->function_count ? ",\n" : "\n");
  }
  printf("  ],\n  \"executables\": [\n");
  for (uint32_t i = 0; i < m->executable_count; i++) {
    json_executable(&m->executables[i]);
    printf(i + 1 < m->executable_count ? ",\n" : "\n");
  }
  printf("  ]}\n");
}

// Everything (no flag).
static void print_all(const mod_module *m, const uint8_t *data, const char *path, size_t size) {
  uint64_t hash = m->kernel_object_size ? hash_bytes(m->kernel_object, m->kernel_object_size) : 0;
  printf("module %s: %zu bytes, format version %u\n", path, size, MOD_VERSION);
  printf("target: %s\ncompiler command: %s\n", m->target, m->compiler_command);
  printf("kernel object: %llu bytes, xxh64 %016llx%s\n", (unsigned long long)m->kernel_object_size,
         (unsigned long long)m->kernel_object_hash,
         hash == m->kernel_object_hash ? "" : " (MISMATCH: the bytes hash differently)");
  print_sections(data);
  printf("\nparameters (%u):\n", m->param_count);
  for (uint32_t i = 0; i < m->param_count; i++) {
    const mod_param *p = &m->params[i];
    strbuf sb = {0};
    tool_shape_print(&sb, (facet_dtype_t)p->dtype, p->rank, p->dims);
    printf("  %u: \"%s\"::\"%s\" %s (global @%s)\n", i, p->scope, p->key, sb_cstr(&sb), p->name);
    sb_free(&sb);
  }
  printf("\nconst-eval: %u values folded at compile time, %llu bytes of constant data\n",
         m->const_eval_folded, (unsigned long long)m->const_eval_bytes);
  if (m->initializer)
    printf("const-eval: %u values computed from parameters at load, by @%s\n",
           m->const_eval_load_time, m->functions[m->initializer - 1].name);
  printf("\nconstants (%u, %llu bytes):\n", m->const_count, (unsigned long long)m->const_data_size);
  for (uint32_t i = 0; i < m->const_count; i++) {
    const mod_const *k = &m->consts[i];
    strbuf sb = {0};
    tool_shape_print(&sb, (facet_dtype_t)k->dtype, k->rank, k->dims);
    printf("  %u: %s, %llu bytes at offset %llu\n", i, sb_cstr(&sb), (unsigned long long)k->size,
           (unsigned long long)k->offset);
    sb_free(&sb);
  }
  printf("\nfunctions (%u):\n", m->function_count);
  for (uint32_t i = 0; i < m->function_count; i++) print_function(m, &m->functions[i]);
  printf("\nexecutables (%u):\n", m->executable_count);
  for (uint32_t i = 0; i < m->executable_count; i++) print_executable(m, i);
}

static int dump(const dump_args *a, const mod_module *m, const uint8_t *data, size_t size) {
  switch (a->mode) {
  case DUMP_SUMMARY: print_summary(m, a->path, size); return 0;
  case DUMP_JSON: print_json(m, size); return 0;
  case DUMP_FUNCTION: return print_one_function(m, a->function);
  case DUMP_EXECUTABLES:
    for (uint32_t i = 0; i < m->executable_count; i++) print_executable(m, i);
    return 0;
  case DUMP_ALL: print_all(m, data, a->path, size); return 0;
  }
  return 0;
}

int main(int argc, char **argv) {
  tool_init("facet-dump");
  int rc = tool_standard_flags(argc, argv, usage);
  if (rc >= 0) return rc;
  dump_args a = {0};
  if (parse_args(argc, argv, &a)) return 1;
  uint8_t *data;
  size_t size;
  facet_status_t s = tool_read_input(a.path, &data, &size);
  if (s) return tool_fail(s);
  mod_module m;
  s = mod_read_buffer(data, size, &m);
  if (s) {
    free(data);
    return tool_fail(status_annotate(s, "%s", a.path));
  }
  rc = dump(&a, &m, data, size);
  mod_free(&m);
  free(data);
  return rc;
}
