// test_parser.c: the MLIR lexer and parser (src/frontend/lexer.c, parser.c).
//
// Parses the seed example and the real sharktank export and checks the
// tree; checks every construct of docs/mlir-syntax.md on small inputs; and
// checks that bad inputs (including hostile ones: 10000 '(', a 20 MB line of
// garbage, NUL bytes) give one located error, fast, without crashing.
#include "frontend/frontend_internal.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "check.h"

#define NONNULL(s) ((s) ? (s) : "(null)")

static char *read_file(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  strbuf sb = {0};
  char buf[65536];
  size_t n;
  while ((n = fread(buf, 1, sizeof(buf), f)) > 0) sb_appendn(&sb, buf, n);
  fclose(f);
  *len = sb.len;
  return sb.data ? sb.data : xstrdup("");
}

// One parse with its own arena and diagnostics (printed nowhere).
typedef struct parsed {
  arena mem;
  diag_engine diag;
  ast_module *m;
} parsed;

static void parse_text(parsed *ps, const char *name, const char *text, size_t len) {
  memset(ps, 0, sizeof(*ps));
  diag_init(&ps->diag, NULL);
  ps->m = parse_mlir(&ps->mem, &ps->diag, name, text, len);
}
static void parse_str(parsed *ps, const char *text) {
  parse_text(ps, "t.mlir", text, strlen(text));
}
static void parsed_free(parsed *ps) {
  ast_module_free(ps->m);
  arena_free(&ps->mem);
  diag_free(&ps->diag);
}
static const char *log_of(parsed *ps) { return ps->diag.log.data ? ps->diag.log.data : ""; }

// The single op of a module's (first) region, found by name, n-th match.
static const ast_op *find_op(const ast_op *root, const char *name, int nth, int *count) {
  const ast_op *hit = NULL;
  if (strcmp(root->name, name) == 0 && (*count)++ == nth) hit = root;
  for (int r = 0; r < root->region_count && !hit; r++)
    for (int b = 0; b < root->regions[r]->block_count && !hit; b++)
      for (int o = 0; o < root->regions[r]->blocks[b].op_count && !hit; o++)
        hit = find_op(root->regions[r]->blocks[b].ops[o], name, nth, count);
  return hit;
}
static const ast_op *op_named(const ast_module *m, const char *name, int nth) {
  int count = 0;
  for (int i = 0; i < m->op_count; i++) {
    const ast_op *hit = find_op(m->ops[i], name, nth, &count);
    if (hit) return hit;
  }
  return NULL;
}
static int count_ops(const ast_module *m, const char *name) {
  int n = 0;
  while (op_named(m, name, n)) n++;
  return n;
}
static const ast_block *body(const ast_op *op) {
  return op && op->region_count && op->regions[0]->block_count ? &op->regions[0]->blocks[0] : NULL;
}

static void check_dims(const ast_type *t, int rank, const int64_t *dims, dtype elem, int line) {
  if (!t || t->rank != rank || t->elem != elem || !t->has_shape) {
    fprintf(stderr, "%s:%d: type %s: rank %d elem %d\n", __FILE__, line, t ? t->text : "(null)",
            t ? t->rank : -1, t ? (int)t->elem : -1);
    check_failures++;
    return;
  }
  for (int i = 0; i < rank; i++)
    if (t->dims[i] != dims[i]) {
      fprintf(stderr, "%s:%d: type %s: dim %d is %lld\n", __FILE__, line, t->text, i,
              (long long)t->dims[i]);
      check_failures++;
    }
}

// s0 * k: the affine maps of the seed file's bind_symbolic_shape.
static bool is_sym_times(const aff_expr *e, int64_t k) {
  return e->kind == AFF_MUL && e->lhs->kind == AFF_SYM && e->lhs->value == 0 &&
         e->rhs->kind == AFF_CONST && e->rhs->value == k;
}
static bool is_const(const aff_expr *e, int64_t k) { return e->kind == AFF_CONST && e->value == k; }

static void test_seed(void) {
  size_t len;
  char *text = read_file("examples/seed/prefill_bs_2_8.mlir", &len);
  CHECK(text != NULL);
  if (!text) return;
  parsed ps;
  parse_text(&ps, "examples/seed/prefill_bs_2_8.mlir", text, len);
  CHECK(ps.m != NULL);
  CHECK_EQ_INT(0, ps.diag.errors);
  if (!ps.m) return parsed_free(&ps), free(text);
  CHECK_EQ_INT(1, ps.m->op_count);
  CHECK_EQ_STR("module", NONNULL(ps.m->ops[0]->name));
  const ast_block *mod = body(ps.m->ops[0]);
  CHECK(mod && mod->op_count == 2);
  for (int f = 0; mod && f < 2; f++) {
    const ast_op *fn = mod->ops[f];
    int64_t batch = f == 0 ? 2 : 8;
    CHECK_EQ_STR("func.func", NONNULL(fn->name));
    CHECK_EQ_STR(f == 0 ? "@prefill_bs2" : "@prefill_bs8", NONNULL(fn->items[0].name));
    const ast_item *args = &fn->items[1];
    CHECK(args->kind == AST_ITEM_GROUP && args->count == 2);
    CHECK(args->items[0].kind == AST_ITEM_TYPED_VALUE);
    CHECK_EQ_STR("%arg0", NONNULL(args->items[0].name));
    // written `[2, ?,5120]`: the quirky spacing is normalised away
    check_dims(args->items[0].type, 3, (int64_t[]){batch, -1, 5120}, DT_F16, __LINE__);
    CHECK_EQ_STR(f == 0 ? "!torch.vtensor<[2,?,5120],f16>" : "!torch.vtensor<[8,?,5120],f16>",
                 NONNULL(args->items[0].type->text));
    CHECK_EQ_INT(AST_TYPE_VTENSOR, args->items[0].type->kind);
    check_dims(args->items[1].type, 2, (int64_t[]){5120, 131072}, DT_F16, __LINE__);
    CHECK(fn->items[2].kind == AST_ITEM_ARROW && fn->items[3].kind == AST_ITEM_TYPE);
    check_dims(fn->items[3].type, 2, (int64_t[]){-1, 131072}, DT_F16, __LINE__);
    CHECK(fn->attrs && fn->attrs->count == 1);
    CHECK_EQ_STR("torch.assume_strict_symbolic_shapes", NONNULL(fn->attrs->entries[0].name));
    CHECK_EQ_INT(AST_ATTR_UNIT, fn->attrs->entries[0].value->kind);
    const ast_block *b = body(fn);
    CHECK(b && b->op_count == 13);
    if (!b || b->op_count != 13) continue;
    static const char *names[] = {"torch.symbolic_int",
                                  "torch.bind_symbolic_shape",
                                  "torch.constant.int",
                                  "torch.constant.int",
                                  "torch.aten.size.int",
                                  "torch.aten.mul.int",
                                  "torch.constant.int",
                                  "torch.prim.ListConstruct",
                                  "torch.aten.view",
                                  "torch.bind_symbolic_shape",
                                  "torch.aten.mm",
                                  "torch.bind_symbolic_shape",
                                  "return",
                                  NULL};
    for (int i = 0; names[i]; i++) CHECK_EQ_STR(names[i], NONNULL(b->ops[i]->name));
    // %965 = torch.symbolic_int "s1" {min_val = 2, max_val = 4095} : !torch.int
    const ast_op *sym = b->ops[0];
    CHECK(sym->result_count == 1 && strcmp(sym->results[0].name, "%965") == 0);
    CHECK(sym->items[0].kind == AST_ITEM_ATTR && sym->items[0].attr->kind == AST_ATTR_STRING);
    CHECK_EQ_STR("s1", NONNULL(sym->items[0].attr->str));
    CHECK(sym->attrs && sym->attrs->count == 2 && sym->attrs->entries[1].value->i == 4095);
    CHECK(sym->operand_type_count == 1 && sym->operand_types[0]->kind == AST_TYPE_TORCH_INT);
    // the three affine maps: (B, s0 * 32*B/... ) as written
    const ast_op *binds[3] = {b->ops[1], b->ops[9], b->ops[11]};
    for (int i = 0; i < 3; i++) {
      const ast_item *it = binds[i]->items;
      CHECK(binds[i]->item_count == 3 && it[0].kind == AST_ITEM_VALUE &&
            it[1].kind == AST_ITEM_GROUP);
      CHECK(it[2].kind == AST_ITEM_ATTR && it[2].attr->kind == AST_ATTR_AFFINE_MAP);
      if (it[2].kind != AST_ITEM_ATTR || it[2].attr->kind != AST_ATTR_AFFINE_MAP) continue;
      const ast_affine_map *m = it[2].attr->map;
      CHECK(m->dim_count == 0 && m->sym_count == 1);
      if (i == 0)
        CHECK(m->result_count == 2 && is_const(m->results[0], batch) &&
              is_sym_times(m->results[1], 32));
      else
        CHECK(m->result_count == 2 && is_sym_times(m->results[0], batch * 32) &&
              is_const(m->results[1], i == 1 ? 5120 : 131072));
    }
    // %971 = torch.aten.size.int %arg0, %int1: A, B -> C   (no space before ':')
    const ast_op *size = b->ops[4];
    CHECK(size->item_count == 2 && size->operand_type_count == 2 && size->has_result_types);
    CHECK(size->result_type_count == 1 && size->result_types[0]->kind == AST_TYPE_TORCH_INT);
    check_dims(size->operand_types[0], 3, (int64_t[]){batch, -1, 5120}, DT_F16, __LINE__);
    const ast_op *mm = b->ops[10];
    check_dims(mm->result_types[0], 2, (int64_t[]){-1, 131072}, DT_F16, __LINE__);
    CHECK(b->ops[7]->result_types[0]->kind == AST_TYPE_TORCH_LIST &&
          b->ops[7]->result_types[0]->inner->kind == AST_TYPE_TORCH_INT);
  }
  parsed_free(&ps);
  free(text);
}

static void test_toy_llama(void) {
  const char *path = "examples/exports/toy_llama_bs1.mlir";
  size_t len;
  char *text = read_file(path, &len);
  if (!text) {
    printf("test_parser: skipping the toy_llama case: %s is absent\n", path);
    return;
  }
  parsed ps;
  clock_t t0 = clock();
  parse_text(&ps, path, text, len);
  double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
  CHECK(ps.m != NULL);
  CHECK_EQ_INT(0, ps.diag.errors);
  if (ps.diag.errors) printf("%s", log_of(&ps));
  CHECK(secs < 2.0);
  if (!ps.m) return parsed_free(&ps), free(text);
  CHECK_EQ_STR("@module", NONNULL(ps.m->ops[0]->items[0].name));
  CHECK_EQ_INT(30, count_ops(ps.m, "util.global"));
  CHECK_EQ_INT(2, count_ops(ps.m, "func.func"));
  CHECK_EQ_INT(4, count_ops(ps.m, "util.func"));
  CHECK_EQ_INT(4, count_ops(ps.m, "linalg.generic"));
  CHECK_EQ_INT(6, count_ops(ps.m, "torch.operator"));
  // util.global private @x = #stream.parameter.named<"model"::"key"> : tensor<256x256xf32>
  const ast_op *g = op_named(ps.m, "util.global", 0);
  CHECK(g->item_count == 4 && g->items[0].kind == AST_ITEM_KEYWORD &&
        g->items[2].kind == AST_ITEM_EQUAL);
  CHECK_EQ_STR("@__auto.token_embd.weight", NONNULL(g->items[1].name));
  const ast_attr *param = g->items[3].attr;
  CHECK(param->kind == AST_ATTR_OPAQUE && param->count == 2);
  CHECK_EQ_STR("#stream.parameter.named<\"model\"::\"token_embd.weight\">", NONNULL(param->str));
  CHECK_EQ_STR("token_embd.weight", NONNULL(param->elems[1]->str));
  check_dims(g->operand_types[0], 2, (int64_t[]){256, 256}, DT_F32, __LINE__);
  // the #map aliases: each use is the aliased attribute itself
  const ast_attr *map = hashmap_get_str(&ps.m->aliases, "#map");
  const ast_attr *map1 = hashmap_get_str(&ps.m->aliases, "#map1");
  CHECK(map && map->kind == AST_ATTR_AFFINE_MAP && map->map->dim_count == 4 &&
        map->map->result_count == 3);
  CHECK(map1 && map1->map->result_count == 4);
  const ast_op *gen = op_named(ps.m, "linalg.generic", 2);
  const ast_attr *maps = gen && gen->attrs ? gen->attrs->entries[0].value : NULL;
  CHECK(maps && maps->kind == AST_ATTR_ARRAY && maps->count == 2 && maps->elems[0] == map &&
        maps->elems[1] == map1);
  // ins(%arg1 : t) outs(%cast : t) { ^bb0(%in: f32, %out: f32): ... } -> t
  CHECK(gen->items[2].kind == AST_ITEM_GROUP &&
        gen->items[2].items[0].kind == AST_ITEM_TYPED_VALUE);
  CHECK(gen->region_count == 1 && gen->has_result_types && gen->result_type_count == 1);
  const ast_block *bb = &gen->regions[0]->blocks[0];
  CHECK_EQ_STR("^bb0", NONNULL(bb->label));
  CHECK(bb->arg_count == 2 && bb->args[1].type->kind == AST_TYPE_SCALAR &&
        bb->args[1].type->elem == DT_F32);
  CHECK_EQ_INT(21, bb->op_count);
  CHECK_EQ_STR("linalg.yield", NONNULL(bb->ops[20]->name));
  // %184:2 = torch.operator "..."(...) and its use %184#0
  const ast_op *sdpa = op_named(ps.m, "torch.operator", 0);
  CHECK(sdpa->result_count == 1 && sdpa->results[0].count == 2 && sdpa->result_type_count == 2);
  CHECK_EQ_STR("torch.aten._scaled_dot_product_flash_attention_for_cpu",
               NONNULL(sdpa->items[0].attr->str));
  const ast_op *use = op_named(ps.m, "torch.aten.transpose.int", 6);
  CHECK(use && use->items[0].kind == AST_ITEM_VALUE && strcmp(use->items[0].name, "%184") == 0 &&
        use->items[0].result_index == 0);
  // %float-Inf = torch.constant.float 0xFFF0000000000000: the raw bits
  const ast_op *ninf = NULL;
  for (int i = 0; (ninf = op_named(ps.m, "torch.constant.float", i)); i++)
    if (!strcmp(ninf->results[0].name, "%float-Inf")) break;
  CHECK(ninf && ninf->items[0].attr->hex &&
        (uint64_t)ninf->items[0].attr->i == 0xFFF0000000000000ull);
  // %5 = torch.vtensor.literal(dense<0> : tensor<si64>) : !torch.vtensor<[],si64>
  const ast_op *lit = op_named(ps.m, "torch.vtensor.literal", 1);
  const ast_attr *dense = lit ? lit->items[0].items[0].attr : NULL;
  CHECK(dense && dense->kind == AST_ATTR_DENSE && dense->count == 1 && dense->elems[0]->i == 1);
  CHECK(dense && dense->type && dense->type->kind == AST_TYPE_TENSOR && dense->type->rank == 0 &&
        dense->type->elem == DT_I64);
  CHECK(lit && lit->operand_types[0]->has_shape && lit->operand_types[0]->rank == 0);
  // func.func @prefill_bs1(..., %arg3: !torch.tensor<[?,24576],f16>)
  const ast_op *prefill = op_named(ps.m, "func.func", 0);
  const ast_type *cache = prefill->items[1].items[3].type;
  CHECK(cache->kind == AST_TYPE_TTENSOR);
  check_dims(cache, 2, (int64_t[]){-1, 24576}, DT_F16, __LINE__);
  parsed_free(&ps);
  free(text);
}

// Constructs the two real files do not have.
static const char features[] =
    "#map = affine_map<(d0, d1)[s0, s1] -> (d0 floordiv 2, s0 * 32 + 1, -d1, d0 mod 4, d1 ceildiv "
    "8, d0 - d1 * 2)>\n"
    "#set = affine_set<(d0) : (d0 - 1 >= 0)>\n"
    "!vt = !torch.vtensor<[2,?],f16>\n"
    "#loc = loc(\"file.py\":10:3)\n"
    "module @outer attributes {torch.debug_module_name = \"M\"} {\n"
    "  module @inner {\n"
    "    util.global private @w = dense_resource<blob_2_f32> : tensor<2xf32>\n"
    "    func.func @f(%arg0: !vt {torch.arg = 1 : i64}, %arg1: !torch.list<optional<vtensor>>) -> "
    "(!vt, !torch.int) {\n"
    "      %c = arith.constant 0xFF800000 : f32 loc(#loc)\n"
    "      %h = arith.constant dense<[[1.0, -2.5], [inf, 0x7F800000]]> : tensor<2x2xf32>\n"
    "      %x = arith.constant dense<\"0x0000803F\"> : tensor<1xf32>\n"
    "      %s = torch.constant.str \"a\\\"b\\\\c\\n\\t\\41\"\n"
    "      %r:2 = \"test.two\"(%arg0, %c) ({\n"
    "      ^bb0(%a: f32 loc(\"x\":1:1), %b: f32):\n"
    "        \"test.yield\"(%a) : (f32) -> ()\n"
    "      }, {\n"
    "      }) {attr = #map, set = #set} : (!vt, f32) -> (!vt, !torch.int)\n"
    "      %p = \"test.props\"(%r#1) <{prop = 7 : i32}> {other} : (!torch.int) -> !torch.int\n"
    "      %cond = arith.constant true\n"
    "      %y = scf.if %cond -> (f32) {\n"
    "        scf.yield %c : f32\n"
    "      } else {\n"
    "        scf.yield %c : f32\n"
    "      }\n"
    "      %i = arith.index_cast %c : index to i64\n"
    "      %call:2 = func.call @g(%r#0, %p) : (!vt, !torch.int) -> (!vt, !torch.int)\n"
    "      return %call#0, %call#1 : !vt, !torch.int\n"
    "    }\n"
    "    func.func private @g(!vt, !torch.int) -> (!vt, !torch.int)\n"
    "  }\n"
    "}\n"
    "{-#\n"
    "  dialect_resources: {\n"
    "    builtin: {\n"
    "      blob_2_f32: \"0x040000000000803F00000040\"\n"
    "    }\n"
    "  }\n"
    "#-}\n";

static void test_affine_map(const ast_attr *a) {
  CHECK(a && a->kind == AST_ATTR_AFFINE_MAP);
  if (!a || a->kind != AST_ATTR_AFFINE_MAP) return;
  const ast_affine_map *m = a->map;
  CHECK(m->dim_count == 2 && m->sym_count == 2 && m->result_count == 6);
  aff_expr **r = m->results;
  CHECK(r[0]->kind == AFF_FLOORDIV && r[0]->lhs->kind == AFF_DIM && is_const(r[0]->rhs, 2));
  // s0 * 32 + 1: '*' binds tighter than '+'
  CHECK(r[1]->kind == AFF_ADD && r[1]->lhs->kind == AFF_MUL && r[1]->lhs->lhs->kind == AFF_SYM &&
        is_const(r[1]->rhs, 1));
  CHECK(r[2]->kind == AFF_NEG && r[2]->lhs->kind == AFF_DIM && r[2]->lhs->value == 1);
  CHECK(r[3]->kind == AFF_MOD && is_const(r[3]->rhs, 4));
  CHECK(r[4]->kind == AFF_CEILDIV && r[4]->lhs->value == 1 && is_const(r[4]->rhs, 8));
  // d0 - d1 * 2 = d0 + -(d1 * 2)
  CHECK(r[5]->kind == AFF_ADD && r[5]->rhs->kind == AFF_NEG && r[5]->rhs->lhs->kind == AFF_MUL);
}

static void test_features(void) {
  parsed ps;
  parse_str(&ps, features);
  CHECK(ps.m != NULL);
  if (!ps.m) return (void)printf("%s", log_of(&ps)), parsed_free(&ps);
  test_affine_map(hashmap_get_str(&ps.m->aliases, "#map"));
  const ast_op *outer = ps.m->ops[0];
  CHECK(ps.m->op_count == 1 && outer->attrs && outer->attrs->count == 1);
  CHECK_EQ_STR("@outer", NONNULL(outer->items[0].name));
  const ast_op *inner = body(outer)->ops[0];
  CHECK_EQ_STR("module", NONNULL(inner->name));
  CHECK_EQ_STR("@inner", NONNULL(inner->items[0].name));
  // dense_resource resolved to the blob (alignment prefix removed)
  const ast_op *w = body(inner)->ops[0];
  const ast_attr *res = w->items[3].attr;
  CHECK(res->kind == AST_ATTR_DENSE_RESOURCE && res->blob && res->blob->str_len == 8 &&
        res->blob->i == 4);
  CHECK(res->blob && memcmp(res->blob->str, "\x00\x00\x80\x3f\x00\x00\x00\x40", 8) == 0);
  CHECK(res->blob == hashmap_get_str(&ps.m->resources, "blob_2_f32"));
  // type alias, arg attributes, torch list/optional
  const ast_op *f = body(inner)->ops[1];
  const ast_item *args = f->items[1].items;
  CHECK(args[0].type == hashmap_get_str(&ps.m->aliases, "!vt"));
  CHECK(args[1].kind == AST_ITEM_DICT && args[1].attr->entries[0].value->i == 1);
  const ast_type *list = args[2].type;
  CHECK(list->kind == AST_TYPE_TORCH_LIST && list->inner->kind == AST_TYPE_TORCH_OPTIONAL &&
        list->inner->inner->kind == AST_TYPE_VTENSOR && !list->inner->inner->has_shape);
  CHECK(f->items[3].kind == AST_ITEM_GROUP && f->items[3].count == 2 &&
        f->items[3].items[1].kind == AST_ITEM_TYPE);
  const ast_op **ops = (const ast_op **)body(f)->ops;
  // 0xFF800000 : f32 is -inf; the literal takes the signature's type
  const ast_attr *c = ops[0]->items[0].attr;
  CHECK(c->kind == AST_ATTR_FLOAT && c->f < 0 && c->f * 0.5 == c->f &&
        c->type == ops[0]->operand_types[0]);
  const ast_attr *h = ops[1]->items[0].attr;
  CHECK(h->kind == AST_ATTR_DENSE && h->count == 4 && h->elems[1]->f == -2.5 &&
        h->elems[2]->f > 1e308 && h->elems[3]->kind == AST_ATTR_FLOAT && h->elems[3]->f > 1e308);
  const ast_attr *x = ops[2]->items[0].attr;
  CHECK(x->kind == AST_ATTR_DENSE && x->hex && x->str_len == 4 &&
        memcmp(x->str, "\x00\x00\x80\x3f", 4) == 0);
  const ast_attr *s = ops[3]->items[0].attr;
  CHECK(s->str_len == 8 && memcmp(s->str, "a\"b\\c\n\tA", 8) == 0);
  // generic form: regions inside (...), dictionaries merged
  const ast_op *two = ops[4];
  CHECK(two->generic && two->region_count == 2 && two->regions[1]->block_count == 0);
  CHECK(two->results[0].count == 2 && two->attrs->count == 2 &&
        two->attrs->entries[0].value->kind == AST_ATTR_AFFINE_MAP);
  CHECK(two->attrs->entries[1].value->kind == AST_ATTR_OPAQUE);
  CHECK(two->regions[0]->blocks[0].arg_count == 2 && two->regions[0]->blocks[0].op_count == 1);
  const ast_op *props = ops[5];
  CHECK(props->items[0].items[0].result_index == 1 && props->attrs->count == 2);
  CHECK_EQ_STR("prop", NONNULL(props->attrs->entries[0].name));
  CHECK(ops[7]->region_count == 2 &&
        ops[7]->items[ops[7]->item_count - 2].kind == AST_ITEM_KEYWORD);
  // arith.index_cast %c : index to i64
  CHECK(ops[8]->has_result_types && ops[8]->operand_types[0]->kind == AST_TYPE_INDEX &&
        ops[8]->result_types[0]->elem == DT_I64);
  CHECK(ops[9]->results[0].count == 2 && ops[9]->items[1].items[0].result_index == 0);
  CHECK(ops[10]->item_count == 2 && ops[10]->items[1].result_index == 1);
  parsed_free(&ps);
}

// Bad inputs: the first diagnostic must start with `prefix` and contain `msg`.
typedef struct bad_case {
  const char *name, *text;
  size_t len; // 0: strlen(text)
  const char *prefix, *msg;
} bad_case;

static void check_bad(const char *name, const char *text, size_t len, const char *prefix,
                      const char *msg, double max_secs) {
  parsed ps;
  clock_t t0 = clock();
  parse_text(&ps, "bad.mlir", text, len);
  double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
  const char *log = log_of(&ps);
  if (ps.m || ps.diag.errors == 0 || strncmp(log, prefix, strlen(prefix)) != 0 ||
      !strstr(log, msg)) {
    fprintf(stderr, "%s:%d: bad input '%s': expected \"%s ... %s\", got %s\"%.200s\"\n", __FILE__,
            __LINE__, name, prefix, msg, ps.m ? "a module and " : "", log);
    check_failures++;
  }
  if (secs > max_secs) {
    fprintf(stderr, "%s:%d: bad input '%s' took %.2fs\n", __FILE__, __LINE__, name, secs);
    check_failures++;
  }
  parsed_free(&ps);
}

static char *repeat(const char *pre, const char *unit, size_t count, const char *post,
                    size_t *len) {
  strbuf sb = {0};
  sb_append(&sb, pre);
  for (size_t i = 0; i < count; i++) sb_append(&sb, unit);
  sb_append(&sb, post);
  *len = sb.len;
  return sb.data;
}

static void test_bad_inputs(void) {
  static const bad_case cases[] = {
      {"unterminated string", "%0 = torch.constant.str \"abc\n", 0,
       "bad.mlir:1:25: error:", "unterminated string"},
      {"unknown alias", "module {\n  %0 = foo.bar {a = #nope}\n}\n", 0,
       "bad.mlir:2:21: error:", "unknown attribute alias '#nope'"},
      {"unknown type alias", "%0 = foo.bar : !nope\n", 0,
       "bad.mlir:1:16: error:", "unknown type alias"},
      {"bad type", "%0 = foo.bar %x : !torch.vtensor<[2,x],f16>\n", 0,
       "bad.mlir:1:37: error:", "expected dimension (integer or '?') in tensor type, found 'x'"},
      {"bad builtin type", "%0 = foo.bar %x : tensor<2xq>\n", 0,
       "bad.mlir:1:28: error:", "unknown type 'q'"},
      {"huge integer", "%0 = torch.constant.int 99999999999999999999\n", 0,
       "bad.mlir:1:25: error:", "integer literal too large"},
      {"huge negative", "%0 = torch.constant.int -9223372036854775809\n", 0,
       "bad.mlir:1:25: error:", "integer literal too large"},
      {"star dimension", "%0 = foo.bar : tensor<*x4xf32>\n", 0,
       "bad.mlir:1:25: error:", "the only dimension"},
      {"huge dimension", "%0 = foo.bar : tensor<99999999999999999999xf32>\n", 0,
       "bad.mlir:1:23: error:", "integer literal too large"},
      {"NUL byte", "%0 = foo\0bar\n", 13, "bad.mlir:1:9: error:", "NUL byte"},
      {"NUL in string", "%0 = torch.constant.str \"a\0b\"\n", 30,
       "bad.mlir:1:27: error:", "NUL byte"},
      {"invalid UTF-8", "%0 = foo.bar \xff\n", 0, "bad.mlir:1:14: error:", "invalid UTF-8"},
      {"invalid UTF-8 in comment", "// \xc0\xaf\n", 0,
       "bad.mlir:1:4: error:", "invalid UTF-8 in comment"},
      {"bad escape", "%0 = torch.constant.str \"a\\qb\"\n", 0,
       "bad.mlir:1:27: error:", "invalid escape"},
      {"truncated op",
       "func.func @f(%arg0: !torch.vtensor<[2],f16>) {\n  %0 = torch.aten.add %arg0, %arg0 : "
       "(!torch.vtensor<[2],f16>, !torch.vtens",
       0, "bad.mlir:2:76: error:", "found end of file"},
      {"truncated group", "func.func @f() {\n  %0 = foo.bar(%a, %b", 0,
       "bad.mlir:2:22: error:", "expected ')' in operand list, found end of file"},
      {"unclosed region", "module {\n  func.func @f() {\n", 0,
       "bad.mlir:3:1: error:", "expected '}' in region"},
      {"mismatched bracket", "%0 = foo.bar(%a, ]\n", 0,
       "bad.mlir:1:18: error:", "expected ')' in operand list, found ']'"},
      {"missing =", "%0 foo.bar\n", 0,
       "bad.mlir:1:4: error:", "expected '=' in result list, found 'foo.bar'"},
      {"undeclared affine id", "#m = affine_map<(d0) -> (d1)>\n", 0,
       "bad.mlir:1:26: error:", "undeclared identifier 'd1'"},
      {"unterminated metadata",
       "module {}\n{-# dialect_resources: { builtin: { x: \"0x04000000\" } }\n", 0,
       "bad.mlir:2:1: error:", "unterminated file metadata"},
      {"bad blob", "module {}\n{-# dialect_resources: { builtin: { x: \"0x0400000G\" } } #-}\n", 0,
       "bad.mlir:2:50: error:", "invalid hex digit"},
      {"unterminated dialect body", "%0 = foo.bar : !foo.bar<a, b", 0,
       "bad.mlir:1:24: error:", "unterminated '<'"},
      {"stray brace", "module {\n}\n}\n", 0, "bad.mlir:3:1: error:", "unexpected '}'"},
      {"redefined alias", "#a = 1\n#a = 2\n", 0, "bad.mlir:2:1: error:", "redefinition of alias"},
      {"result number", "%0 = foo.bar %x#99999999999\n", 0,
       "bad.mlir:1:14: error:", "result number too large"},
  };
  for (size_t i = 0; i < FACET_ARRAY_SIZE(cases); i++) {
    const bad_case *c = &cases[i];
    check_bad(c->name, c->text, c->len ? c->len : strlen(c->text), c->prefix, c->msg, 1.0);
  }
  size_t len;
  char *s = repeat("%0 = foo.bar ", "(", 10000, "\n", &len); // must not overflow the stack
  check_bad("10000 '('", s, len, "bad.mlir:1:214: error:", "nesting too deep", 1.0);
  free(s);
  s = repeat("module {\n", "  foo.op {\n", 10000, "", &len);
  check_bad("10000 regions", s, len, "bad.mlir:201:10: error:", "nesting too deep", 1.0);
  free(s);
  s = repeat("%0 = foo.bar : ", "!torch.list<", 10000, "\n", &len);
  check_bad("10000 types", s, len, "bad.mlir:1:2416: error:", "nesting too deep", 1.0);
  free(s);
  // a 20 MB line of pseudo-random printable garbage after a bad character
  len = 20u << 20;
  s = xmalloc(len + 1);
  memcpy(s, "%0 = foo.bar ~", 14);
  uint64_t x = 88172645463325252ull;
  for (size_t i = 14; i < len; i++) {
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
    s[i] = (char)(32 + x % 95);
  }
  check_bad("20 MB of garbage", s, len, "bad.mlir:1:14: error:", "unexpected character '~'", 5.0);
  free(s);
}

// One run reports several errors, each where it is, and goes on.
static void test_recovery(void) {
  parsed ps;
  parse_str(&ps, "module {\n"
                 "  %0 = foo.bar )\n"
                 "  %1 = foo.baz {a = #nope} : i32\n"
                 "  %2 = ok.op %0 : i32\n"
                 "  %3 = foo.bad : tensor<2xq>\n"
                 "}\n");
  CHECK(ps.m == NULL);
  CHECK_EQ_INT(3, ps.diag.errors);
  const char *log = log_of(&ps);
  const char *e1 = strstr(log, "t.mlir:2:16: error: unexpected ')'");
  const char *e2 = strstr(log, "t.mlir:3:21: error: unknown attribute alias");
  const char *e3 = strstr(log, "t.mlir:5:27: error: unknown type 'q'");
  CHECK(e1 && e2 && e3 && e1 < e2 && e2 < e3);
  parsed_free(&ps);
}

// Inputs the fuzzer found: each once crashed or misparsed.
static void test_fuzz_regressions(void) {
  parsed ps;
  parse_str(&ps, "%0 = foo.bar : !foo.x<=a>\n"); // '<' then '=': still the opening bracket
  CHECK(ps.m && ps.m->ops[0]->operand_types[0]->kind == AST_TYPE_OTHER);
  CHECK_EQ_STR("!foo.x<=a>", NONNULL(ps.m ? ps.m->ops[0]->operand_types[0]->text : NULL));
  parsed_free(&ps);
}

static void test_split_input(void) {
  const char *text = "a\n// -----\nb\nc\n// -----  \n// ----- x\n";
  size_t *offs, *lens;
  int *lines;
  int n = parse_split_input(text, strlen(text), &offs, &lens, &lines);
  CHECK_EQ_INT(3, n);
  if (n == 3) {
    CHECK(offs[0] == 0 && lens[0] == 2 && lines[0] == 1);
    CHECK(offs[1] == 11 && lens[1] == 4 && lines[1] == 3);
    CHECK_EQ_INT(6, lines[2]);
    CHECK(strncmp(text + offs[2], "// ----- x\n", lens[2]) == 0 && lens[2] == 11);
  }
  free(offs);
  free(lens);
  free(lines);
  // a part keeps its real line numbers
  arena mem = {0};
  diag_engine diag;
  diag_init(&diag, NULL);
  CHECK(parse_mlir_lines(&mem, &diag, "s.mlir", "%0 = foo )\n", 11, 7) == NULL);
  CHECK(diag.log.data && strncmp(diag.log.data, "s.mlir:7:10: error:", 19) == 0);
  diag_free(&diag);
  arena_free(&mem);
}

// Past the error limit one note says so, and nothing more is printed.
static void test_error_limit(void) {
  diag_engine diag;
  diag_init(&diag, NULL);
  diag.max_errors = 2;
  for (int i = 0; i < 5; i++) diag_report(&diag, DIAG_ERROR, (loc){0}, "error %d", i);
  const char *log = diag.log.data ? diag.log.data : "";
  CHECK_EQ_INT(5, diag.errors);
  CHECK(strstr(log, "error 1") && !strstr(log, "error 2"));
  const char *note = strstr(log, "note: more errors follow; only the first 2 are shown");
  CHECK(note && !strstr(note + 1, "note:"));
  diag_free(&diag);
}

int main(void) {
  test_seed();
  test_toy_llama();
  test_features();
  test_bad_inputs();
  test_recovery();
  test_fuzz_regressions();
  test_split_input();
  test_error_limit();
  if (!check_failures) printf("test_parser: ok\n");
  return CHECK_DONE();
}
