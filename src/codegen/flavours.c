// flavours.c: the kernel flavours as one table, and the configure function
// of each kernel op kind.
//
// Everything that differs between flavours is an entry's function: how its
// config prints (equal lines mean equal code: the report and variant
// grouping read them), the scratch each worker needs, and its emitter. A
// kernel op kind (ir_kop_kind) picks its flavour in its configure function.
// The passes (specialize.c, cull.c) go through cg_configure,
// cg_config_print, cg_scratch_bytes and cg_emit_variant only.
#include "codegen_internal.h"

static uint64_t no_scratch(const ir_exec *ex, const cg_config *c) {
  (void)ex, (void)c;
  return 0;
}

const cg_flavour_def cg_flavours[CG_FLAVOUR_COUNT_] = {
    [CG_MATMUL_BLOCKED] = {"blocked", cg_matmul_config_print, cg_matmul_scratch_bytes,
                           cg_emit_matmul},
    [CG_MATMUL_PACKED] = {"packed", cg_matmul_config_print, cg_matmul_scratch_bytes,
                          cg_emit_matmul},
    [CG_MATMUL_STREAM] = {"stream", cg_matmul_config_print, cg_matmul_scratch_bytes,
                          cg_emit_matmul},
    [CG_ROWS] = {"rows", cg_rows_config_print, no_scratch, cg_emit_rows},
    [CG_ATTENTION] = {"attention", cg_attention_config_print, cg_attention_scratch_bytes,
                      cg_emit_attention},
    [CG_QMATMUL] = {"qmatmul", cg_qmatmul_config_print, cg_qmatmul_scratch_bytes, cg_emit_qmatmul},
    [CG_MATMUL_I8] = {"i8", cg_exact_config_print, cg_exact_scratch_bytes, cg_emit_exact},
    [CG_MATMUL_F64] = {"f64", cg_exact_config_print, cg_exact_scratch_bytes, cg_emit_exact},
    [CG_WINDOW] = {"window", cg_window_config_print, cg_window_scratch_bytes, cg_emit_window},
    [CG_MATMUL_AMX] = {"amx", cg_matmul_config_print, cg_matmul_scratch_bytes, cg_emit_matmul},
};

typedef cg_config (*configure_fn)(const ir_exec *ex, const fact *row, const cg_target *t);

static const configure_fn configure_by_kop[] = {
    [KOP_MATMUL] = cg_configure_matmul,       [KOP_ROWS] = cg_configure_rows,
    [KOP_ATTENTION] = cg_configure_attention, [KOP_QMATMUL] = cg_configure_qmatmul,
    [KOP_CONV] = cg_configure_window,         [KOP_POOL] = cg_configure_window,
};

cg_config cg_configure(const ir_exec *ex, const fact *row, const cg_target *t) {
  FACET_CHECK(ex->kop_count == 1 && (size_t)ex->kops[0].kind < FACET_ARRAY_SIZE(configure_by_kop));
  cg_config c = configure_by_kop[ex->kops[0].kind](ex, row, t);
  FACET_CHECK((unsigned)c.flavour < CG_FLAVOUR_COUNT_ && c.target == t);
  return c;
}

void cg_config_print(strbuf *sb, const cg_config *c) { cg_flavours[c->flavour].print(sb, c); }

uint64_t cg_scratch_bytes(const ir_exec *ex, const cg_config *c) {
  return cg_flavours[c->flavour].scratch_bytes(ex, c);
}

void cg_emit_variant(strbuf *out, const ir_exec *ex, const cg_config *c, const fact *facts,
                     const char *symbol) {
  cg_flavours[c->flavour].emit(out, ex, c, facts, symbol);
}
