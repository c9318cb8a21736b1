// test_verify.c: the IR verifier accepts what the passes produce and
// catches each kind of broken IR it promises to catch (ir/verify.c).
//
// A small program goes through the real passes; then one invariant at a
// time is broken by hand, and ir_verify must report it (and only then).
#include "check.h"
#include "frontend/frontend.h"
#include "transform/transform.h"

static const char *program =
    "func.func @f(%a: !torch.vtensor<[4,8],f32>, %w: !torch.vtensor<[8,8],f32>)"
    " -> (!torch.vtensor<[4,8],f32>, !torch.vtensor<[4,8],f32>) {\n"
    "  %0 = torch.aten.exp %a : !torch.vtensor<[4,8],f32> -> !torch.vtensor<[4,8],f32>\n"
    "  %1 = torch.aten.neg %0 : !torch.vtensor<[4,8],f32> -> !torch.vtensor<[4,8],f32>\n"
    "  %2 = torch.aten.mm %1, %w : !torch.vtensor<[4,8],f32>, !torch.vtensor<[8,8],f32>"
    " -> !torch.vtensor<[4,8],f32>\n"
    "  return %0, %2 : !torch.vtensor<[4,8],f32>, !torch.vtensor<[4,8],f32>\n"
    "}\n";

typedef struct compiled {
  diag_engine diag;
  ir_context *ctx;
  arena ast;
  mod_module m;
} compiled;

// Imports the program and runs the passes up to culling (no C compiler).
static void compile(compiled *c) {
  diag_init(&c->diag, NULL);
  c->ctx = ir_context_create(&c->diag);
  c->ast = (arena){0};
  c->m = (mod_module){0};
  pipeline_options o;
  pipeline_default_options(&o);
  o.stop_before_build = true;
  pipeline_stats st;
  CHECK(frontend_import_text(c->ctx, &c->ast, "t.mlir", program, strlen(program), 1));
  CHECK(pipeline_run(c->ctx, &o, &st, &c->m));
  CHECK_EQ_INT(0, c->ctx->internal_errors);
}

static void release(compiled *c) {
  arena_free(&c->m.mem);
  arena_free(&c->ast);
  ir_context_destroy(c->ctx);
  diag_free(&c->diag);
}

static ir_function *fn0(compiled *c) { return c->ctx->functions.data[0]; }

// The verifier must reject the IR after `breakit` and count the error.
static void expect_rejected(void (*breakit)(compiled *), const char *what) {
  compiled c;
  compile(&c);
  breakit(&c);
  bool ok = ir_verify(c.ctx, "test");
  if (ok || c.ctx->internal_errors == 0) {
    fprintf(stderr, "test_verify: not caught: %s\n", what);
    check_failures++;
  }
  release(&c);
}

// The bug the verifier was written for: a dispatch deleted while the
// function still returns its outputs.
static void drop_first_dispatch(compiled *c) {
  ir_function *fn = fn0(c);
  CHECK(fn->first && fn->first->kind == IR_OP_DISPATCH);
  fn->first = fn->first->next;
}

static void swap_first_two_ops(compiled *c) {
  ir_function *fn = fn0(c);
  ir_op *a = fn->first, *b = a->next;
  CHECK(b != NULL);
  a->next = b->next;
  b->next = a;
  fn->first = b;
  if (fn->last == b) fn->last = a;
}

static ir_exec *first_exec(compiled *c) { return fn0(c)->first->exec; }

static void wrong_binding_dtype(compiled *c) { first_exec(c)->bindings[0].elem = DT_F16; }

static void node_uses_later_node(compiled *c) {
  ir_exec *ex = first_exec(c);
  CHECK(ex->node_count >= 2 && ex->nodes[1].kind == KN_EW);
  ex->nodes[1].a = ex->node_count - 1 > 1 ? ex->node_count - 1 : 1;
}

static void push_constant_out_of_range(compiled *c) {
  ir_exec *ex = first_exec(c);
  ex->iter[0] = (ir_kdim){true, ex->push_count + 3};
}

static void unbound_site(compiled *c) {
  ir_exec *ex = first_exec(c);
  ex->sites.data[0].variant = -1;
  ex->sites.data[0].choice_count = 0;
}

static void result_defined_twice(compiled *c) {
  ir_function *fn = fn0(c);
  fn->first->next->result = fn->first->result;
}

static void sub_byte_binding(compiled *c) { first_exec(c)->bindings[0].elem = DT_I4; }

// Graph level: a bitcast of i8 bytes into i4, read by a linalg.generic.
static const char *packed =
    "func.func @g(%x: tensor<4x2xi8>) -> tensor<4x4xi32> {\n"
    "  %q = flow.tensor.bitcast %x : tensor<4x2xi8> -> tensor<4x4xi4>\n"
    "  %e = tensor.empty() : tensor<4x4xi32>\n"
    "  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) "
    "-> "
    "(d0, d1)>], iterator_types = [\"parallel\", \"parallel\"]} ins(%q : tensor<4x4xi4>) outs(%e : "
    "tensor<4x4xi32>) {\n"
    "  ^bb0(%a: i4, %o: i32):\n"
    "    %v = arith.extsi %a : i4 to i32\n"
    "    linalg.yield %v : i32\n"
    "  } -> tensor<4x4xi32>\n"
    "  return %r : tensor<4x4xi32>\n"
    "}\n";

// Imports `packed`, breaks it with breakit (NULL: not), verifies.
static bool packed_verifies(void (*breakit)(ir_function *, ir_context *)) {
  diag_engine diag;
  diag_init(&diag, NULL);
  ir_context *ctx = ir_context_create(&diag);
  arena ast = {0};
  CHECK(frontend_import_text(ctx, &ast, "p.mlir", packed, strlen(packed), 1));
  ir_function *fn = ctx->functions.data[0];
  CHECK(fn->first && fn->first->kind == IR_OP_BITCAST);
  if (breakit) breakit(fn, ctx);
  bool ok = ir_verify(ctx, "test") && ctx->internal_errors == 0;
  arena_free(&ast);
  ir_context_destroy(ctx);
  diag_free(&diag);
  return ok;
}

static void bitcast_wrong_width(ir_function *fn, ir_context *ctx) {
  fn->first->result->type.dims[1] = dim_const(ctx, 8); // 2 bytes are 4 nibbles
}

static void bitcast_of_i16(ir_function *fn, ir_context *ctx) {
  (void)ctx;
  fn->args[0]->type.elem = DT_I16;
}

static void sub_byte_result_of_generic(ir_function *fn, ir_context *ctx) {
  (void)ctx;
  fn->last->result->type.elem = DT_I4; // only a bitcast makes one
}

static void sub_byte_read_by_view(ir_function *fn, ir_context *ctx) {
  (void)ctx;
  fn->first->kind = IR_OP_VIEW; // a view of i8 as i4: the same count, yet no generic reads it
  fn->first->next->kind = IR_OP_VIEW;
  fn->first->next->operands = &fn->first->result;
  fn->first->next->operand_count = 1;
  fn->first->next->result->type = fn->first->result->type;
}

int main(void) {
  compiled c;
  compile(&c); // valid after every pass: pipeline_run verified it
  CHECK(ir_verify(c.ctx, "test"));
  release(&c);
  expect_rejected(drop_first_dispatch, "a result no op defines");
  expect_rejected(swap_first_two_ops, "an operand used before its definition");
  expect_rejected(wrong_binding_dtype, "a dispatch operand of another dtype than its binding");
  expect_rejected(node_uses_later_node, "a node using a later node");
  expect_rejected(push_constant_out_of_range, "a push constant index past push_count");
  expect_rejected(unbound_site, "a site bound to no variant after specialize");
  expect_rejected(result_defined_twice, "a value defined twice");
  expect_rejected(sub_byte_binding, "a binding of a sub-byte dtype");
  CHECK(packed_verifies(NULL));
  CHECK(!packed_verifies(bitcast_wrong_width));
  CHECK(!packed_verifies(bitcast_of_i16));
  CHECK(!packed_verifies(sub_byte_result_of_generic));
  CHECK(!packed_verifies(sub_byte_read_by_view));
  // sub-byte dtypes: graph IR only, outside the module range, no byte size
  CHECK(DT_I4 >= DT_COUNT && DT_I2 >= DT_COUNT);
  CHECK_EQ_INT(0, (int)dtype_size(DT_I4));
  CHECK_EQ_INT(4, dtype_bits(DT_I4));
  CHECK_EQ_INT(2, dtype_bits(DT_I2));
  CHECK_EQ_INT(8, dtype_bits(DT_U8));
  CHECK(dtype_from_name("i4", 2) == DT_INVALID); // files and command lines: module dtypes
  CHECK(dtype_from_mlir_name("i4", 2) == DT_I4 && dtype_from_mlir_name("i2", 2) == DT_I2);
  CHECK(!strcmp(dtype_name(DT_I2), "i2"));
  if (CHECK_DONE()) return 1;
  printf("test_verify: ok\n");
  return 0;
}
