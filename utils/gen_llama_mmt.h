// The quantized matmul helpers of facet-gen-llama --quant: sharktank's
// kernel templates (amdsharktank/kernels/templates/*.mlir) instantiated for
// one [N, K] weight and printed as MLIR's printer prints them once the
// exporter has merged them into the module (type aliases expanded, values
// renamed %0 / %cst / %dim / %expanded / %in_1 ..., affine maps as #map
// aliases of the module). Included by facet-gen-llama.c only: the printers
// are static, and the file exists to keep that one under its size.
//
// Every template computes c[b, m, n] = sum_k a[b, m, k] w[n, k] for a
// [?, ?, K] activation a (its batch and row dims dynamic, as the exporter's
// kernel selection leaves them), with w dequantized from its planes by a
// linalg.generic, a second linalg.generic over the blocked K accumulating in
// f32, and a linalg.copy back to the activation type.
//
//   q8_0  mmt_block_scaled_q8_3d.mlir: w = d * qs (i8)
//   q4_1  mmt_block_scaled_offset_q4_unsigned.mlir: w = d * qs (i4, zero-
//         extended) + m, qs bitcast from [N, K/32, 16] i8 to [N, K/32, 32] i4
//   q4_0  not exported by sharktank (its BlockScaledI4Layout with
//         signed=True has no kernel): the q4_unsigned template without the m
//         operand and with arith.extsi / arith.sitofp, i.e. w = d * qs with
//         qs a signed nibble (ggml's q - 8)
//   q4_K  mmt_super_block_scaled_offset_q4_unsigned_3d.mlir: w = d * sc * q
//         - dmin * mn over 8 sub-blocks of 32, sc and mn 6-bit values split
//         into a 4-bit low plane and a 2-bit high plane. sharktank's
//         template ORs the min's high bits in unshifted (`arith.ori
//         %sb_min_low_i32, %sb_min_hi_i32`, its shifted value computed and
//         unused), so every min of 16 or more is wrong; we write it shifted
//         (`%sb_min_hi_i32_shift`), which is ggml's get_scale_min_k4 and what
//         the GGUF files mean (docs/quantization.md).
//
// Nibbles and crumbs are little-endian within a byte, as IREE's bitcast to
// i4 / i2 reads them: element 2j in the low nibble of byte j.

enum { MMT_Q8_0, MMT_Q4_0, MMT_Q4_1, MMT_Q4_K };

// The planes of a quantized [N, K] weight, sharktank's planar layouts of
// ggml's blocks (nibbles linear: weight 2j of a block in the low nibble of
// byte j; bench/llama_quant.py writes them):
//
//   q8_0  d f16 [N, K/32, 1], qs si8 [N, K/32, 32]
//   q4_0  d f16 [N, K/32, 1], qs ui8 [N, K/32, 16] (q - 8 as a signed nibble)
//   q4_1  d, qs ui8 [N, K/32, 16], m f16 [N, K/32, 1]
//   q4_K  d, dmin f16 [N, K/256, 1], sb_scales_high, sb_mins_high ui8
//         [N, K/256, 2] (2-bit high parts), sb_scales_low, sb_mins_low ui8
//         [N, K/256, 4] (4-bit low parts), qs ui8 [N, K/256, 8, 16]
// A plane of a quantized [N, K] weight: [N, K / block, inner...].
typedef struct plane_spec {
  const char *name; // the key's suffix: "blk.0.attn_q.weight:d"
  const char *dt;   // its dtype as the export's torch types say it
  int inner[2], n_inner;
} plane_spec;

typedef struct quant_kind {
  const char *name; // ggml's name, the --quant value
  int block;        // weights per block along K (a super-block for q4_K)
  int mmt;          // MMT_*: its template
  const char *fn;   // the instance's name, printf'd with n, k, the activation type
  plane_spec planes[7];
  int n_planes;
} quant_kind;

// The planes in the order of the layout's `planes` (sharktank's
// BlockScaledLayout, BlockScaledI4Layout, SuperBlockOffsetScaled_4_6_Layout),
// which is also the template's parameter order.
static const quant_kind QUANTS[] = {
    {"q8_0",
     32,
     MMT_Q8_0,
     "amdsharktank_mmt_block_scaled_q8_3d_%ld_%ld_32_%s",
     {{"d", "f16", {1}, 1}, {"qs", "si8", {32}, 1}},
     2},
    {"q4_0",
     32,
     MMT_Q4_0,
     "facet_mmt_block_scaled_q4_signed_3d_%ld_%ld_32_%s",
     {{"d", "f16", {1}, 1}, {"qs", "ui8", {16}, 1}},
     2},
    {"q4_1",
     32,
     MMT_Q4_1,
     "amdsharktank_mmt_block_scaled_offset_q4_unsigned_3d_%ld_%ld_32_%s_False",
     {{"d", "f16", {1}, 1}, {"qs", "ui8", {16}, 1}, {"m", "f16", {1}, 1}},
     3},
    {"q4_K",
     256,
     MMT_Q4_K,
     "mmt_super_block_scaled_offset_q4_unsigned_3d_%ld_%ld_%ld_8_32_%s",
     {{"d", "f16", {1}, 1},
      {"dmin", "f16", {1}, 1},
      {"sb_scales_high", "ui8", {2}, 1},
      {"sb_scales_low", "ui8", {4}, 1},
      {"sb_mins_high", "ui8", {2}, 1},
      {"sb_mins_low", "ui8", {4}, 1},
      {"qs", "ui8", {8, 16}, 2}},
     7},
};

// The affine maps of a module, aliased #map, #map1, ... in the order the
// printer meets them (identical maps share one alias).
typedef struct map_table {
  const char *text[24];
  int n;
} map_table;

static const char *map_alias(map_table *m, const char *text) {
  static const char *const names[] = {"#map",   "#map1",  "#map2",  "#map3",  "#map4",  "#map5",
                                      "#map6",  "#map7",  "#map8",  "#map9",  "#map10", "#map11",
                                      "#map12", "#map13", "#map14", "#map15", "#map16", "#map17",
                                      "#map18", "#map19", "#map20", "#map21", "#map22", "#map23"};
  _Static_assert(FACET_ARRAY_SIZE(names) == FACET_ARRAY_SIZE(((map_table *)0)->text),
                 "one name per map");
  int i = 0;
  while (i < m->n && strcmp(m->text[i], text)) i++;
  if (i == m->n) {
    FACET_CHECK(m->n < (int)FACET_ARRAY_SIZE(m->text));
    m->text[m->n++] = text;
  }
  return names[i];
}

static void map_header(strbuf *o, const map_table *m) {
  for (int i = 0; i < m->n; i++) {
    if (i) sb_printf(o, "#map%d = affine_map<%s>\n", i, m->text[i]);
    else sb_printf(o, "#map = affine_map<%s>\n", m->text[i]);
  }
}

// One instance: the weight [n, k] and the activation type; `args` are the
// function's parameter types after the activation's (the planes, in the
// layout's order), `name` its symbol.
typedef struct mmt_spec {
  int kind;
  long n, k;
  const char *at; // activation type (f16, bf16); the scales are f16
  const char *name;
  const char *args[7];
  int n_args;
} mmt_spec;

// The dequantization generic's operands: the planes it reads (after the
// bitcasts of the packed ones), with their maps and block argument types.
typedef struct deq_operand {
  const char *v, *type, *map, *elt;
} deq_operand;

// The parameter list, constants and dims every template opens with.
static void mmt_open(strbuf *o, const mmt_spec *s, const char *a, const char *c) {
  sb_printf(o, "  util.func private @%s(%%arg0: %s", s->name, a);
  for (int i = 0; i < s->n_args; i++) sb_printf(o, ", %%arg%d: %s", i + 1, s->args[i]);
  sb_printf(o, ") -> %s {\n", c);
  sb_append(o, "    %cst = arith.constant 0.000000e+00 : f32\n"
               "    %c0 = arith.constant 0 : index\n"
               "    %c1 = arith.constant 1 : index\n");
  sb_printf(o, "    %%dim = tensor.dim %%arg0, %%c0 : %s\n", a);
  sb_printf(o, "    %%dim_0 = tensor.dim %%arg0, %%c1 : %s\n", a);
}

// %N = linalg.generic {maps, iterators} ins(...) outs(%out : T) {
// ^bb0(%in: .., %in_1: .., %out: ..): the block arguments take the names the
// printer gives them inside the region (its conflict counter goes on from
// the function's, where %dim_0 took 0).
static void generic_open(strbuf *o, map_table *maps, int result, int n_in, const deq_operand *in,
                         const char *out_map, int loops, int reductions, const char *out_v,
                         const char *out_t, const char *out_elt) {
  sb_printf(o, "    %%%d = linalg.generic {indexing_maps = [", result);
  for (int i = 0; i < n_in; i++) sb_printf(o, "%s, ", map_alias(maps, in[i].map));
  sb_printf(o, "%s], iterator_types = [", map_alias(maps, out_map));
  for (int i = 0; i < loops; i++)
    sb_printf(o, "%s\"%s\"", i ? ", " : "", i < loops - reductions ? "parallel" : "reduction");
  sb_append(o, "]} ins(");
  for (int i = 0; i < n_in; i++) sb_printf(o, "%s%s", i ? ", " : "", in[i].v);
  sb_append(o, " : ");
  for (int i = 0; i < n_in; i++) sb_printf(o, "%s%s", i ? ", " : "", in[i].type);
  sb_printf(o, ") outs(%s : %s) {\n    ^bb0(", out_v, out_t);
  for (int i = 0; i < n_in; i++) {
    if (i) sb_printf(o, "%%in_%d: %s, ", i, in[i].elt);
    else sb_printf(o, "%%in: %s, ", in[i].elt);
  }
  sb_printf(o, "%%out: %s):\n", out_elt);
}

// d (and m) times the level `q` (plus m): the f16 scales extended first
// when the activations are not f16, as the templates' `scale_type !=
// a_type` branch does. Returns the SSA number of the result.
static int scale_level(strbuf *o, const char *at, int v, int q, const char *d, const char *m) {
  bool ext = strcmp(at, "f16") != 0;
  char dn[16], mn[16];
  snprintf(dn, sizeof dn, "%s", d);
  if (m) snprintf(mn, sizeof mn, "%s", m);
  if (ext) {
    sb_printf(o, "      %%%d = arith.extf %s : f16 to %s\n", v, d, at);
    snprintf(dn, sizeof dn, "%%%d", v++);
    if (m) {
      sb_printf(o, "      %%%d = arith.extf %s : f16 to %s\n", v, m, at);
      snprintf(mn, sizeof mn, "%%%d", v++);
    }
  }
  sb_printf(o, "      %%%d = arith.mulf %%%d, %s : %s\n", v, q, dn, at);
  if (!m) return v;
  sb_printf(o, "      %%%d = arith.addf %%%d, %s : %s\n", v + 1, v, mn, at);
  return v + 1;
}

// The dequantization body of q8_0, q4_0 and q4_1: the level from the i8 /
// i4 element, signed or not, then scaled (and offset).
static void block_body(strbuf *o, const mmt_spec *s, int v, const char *q, const char *qt,
                       bool sign, bool offset) {
  sb_printf(o, "      %%%d = arith.ext%ci %s : %s to i32\n", v, sign ? 's' : 'u', q, qt);
  sb_printf(o, "      %%%d = arith.%citofp %%%d : i32 to %s\n", v + 1, sign ? 's' : 'u', v, s->at);
  int r = scale_level(o, s->at, v + 2, v + 1, "%in", offset ? "%in_1" : NULL);
  sb_printf(o, "      linalg.yield %%%d : %s\n", r, s->at);
}

// q4_K's body: the 6-bit scale and min of the sub-block from their low and
// high planes (the min shifted, unlike sharktank's template), then
// d * sc * q - dmin * mn.
static void super_block_body(strbuf *o, const mmt_spec *s, int v) {
  const char *at = s->at;
  sb_append(o, "      %c4_i32 = arith.constant 4 : i32\n");
  // in: qs, in_1: d, in_2: dmin, in_3: scales high, in_4: scales low,
  // in_5: mins high, in_6: mins low
  for (int k = 0; k < 2; k++) {
    int b = v + 5 * k;
    sb_printf(o, "      %%%d = arith.extui %%in_%d : i4 to i32\n", b, 4 + 2 * k);
    sb_printf(o, "      %%%d = arith.extui %%in_%d : i2 to i32\n", b + 1, 3 + 2 * k);
    sb_printf(o, "      %%%d = arith.shli %%%d, %%c4_i32 : i32\n", b + 2, b + 1);
    sb_printf(o, "      %%%d = arith.ori %%%d, %%%d : i32\n", b + 3, b, b + 2);
    sb_printf(o, "      %%%d = arith.uitofp %%%d : i32 to %s\n", b + 4, b + 3, at);
  }
  int sc = v + 4, mn = v + 9;
  v += 10;
  sb_printf(o, "      %%%d = arith.extui %%in : i4 to i32\n", v);
  sb_printf(o, "      %%%d = arith.uitofp %%%d : i32 to %s\n", v + 1, v, at);
  int q = v + 1;
  v += 2;
  const char *d = "%in_1", *dmin = "%in_2";
  char dn[16], mnn[16];
  if (strcmp(at, "f16")) {
    sb_printf(o, "      %%%d = arith.extf %%in_1 : f16 to %s\n", v, at);
    sb_printf(o, "      %%%d = arith.extf %%in_2 : f16 to %s\n", v + 1, at);
    snprintf(dn, sizeof dn, "%%%d", v), snprintf(mnn, sizeof mnn, "%%%d", v + 1);
    d = dn, dmin = mnn;
    v += 2;
  }
  sb_printf(o, "      %%%d = arith.mulf %s, %%%d : %s\n", v, d, sc, at);
  sb_printf(o, "      %%%d = arith.mulf %s, %%%d : %s\n", v + 1, dmin, mn, at);
  sb_printf(o, "      %%%d = arith.mulf %%%d, %%%d : %s\n", v + 2, v, q, at);
  sb_printf(o, "      %%%d = arith.subf %%%d, %%%d : %s\n", v + 3, v + 2, v + 1, at);
  sb_printf(o, "      linalg.yield %%%d : %s\n", v + 3, at);
}

static const char *const MAP3_BLOCK = "(d0, d1, d2) -> (d0, d1, 0)";
static const char *const MAP3_ID = "(d0, d1, d2) -> (d0, d1, d2)";
static const char *const MAP4_BLOCK = "(d0, d1, d2, d3) -> (d0, d1, 0)";
static const char *const MAP4_SUB = "(d0, d1, d2, d3) -> (d0, d1, d2)";
static const char *const MAP4_ID = "(d0, d1, d2, d3) -> (d0, d1, d2, d3)";

// The blocked product: activation expanded to the weight's blocks, f32
// accumulator filled with 0, the reduction generic, the copy to the
// activation type. `deq` / `wt`: the dequantized weight; `v` its number + 1.
static void mmt_product(strbuf *o, map_table *maps, const mmt_spec *s, int deq, const char *wt,
                        int v, int body) {
  bool k4 = s->kind == MMT_Q4_K;
  long g = s->k / (k4 ? 256 : 32);
  char a[64], ax[64], acc[64], c[64];
  snprintf(a, sizeof a, "tensor<?x?x%ldx%s>", s->k, s->at);
  snprintf(ax, sizeof ax, "tensor<?x?x%ldx%s32x%s>", g, k4 ? "8x" : "", s->at);
  snprintf(acc, sizeof acc, "tensor<?x?x%ldxf32>", s->n);
  snprintf(c, sizeof c, "tensor<?x?x%ldx%s>", s->n, s->at);
  sb_printf(o,
            "    %%expanded = tensor.expand_shape %%arg0 [[0], [1], [%s]] output_shape [%%dim, "
            "%%dim_0, %ld, %s32] : "
            "%s into %s\n",
            k4 ? "2, 3, 4" : "2, 3", g, k4 ? "8, " : "", a, ax);
  sb_printf(o, "    %%%d = tensor.empty(%%dim, %%dim_0) : %s\n", v, acc);
  sb_printf(o, "    %%%d = linalg.fill ins(%%cst : f32) outs(%%%d : %s) -> %s\n", v + 1, v, acc,
            acc);
  char dv[16], fv[16];
  snprintf(dv, sizeof dv, "%%%d", deq);
  snprintf(fv, sizeof fv, "%%%d", v + 1);
  deq_operand in[2] = {
      {"%expanded", ax,
       k4 ? "(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4, d5)"
          : "(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)",
       s->at},
      {dv, wt,
       k4 ? "(d0, d1, d2, d3, d4, d5) -> (d2, d3, d4, d5)" : "(d0, d1, d2, d3, d4) -> (d2, d3, d4)",
       s->at}};
  generic_open(o, maps, v + 2, 2, in,
               k4 ? "(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)"
                  : "(d0, d1, d2, d3, d4) -> (d0, d1, d2)",
               k4 ? 6 : 5, k4 ? 3 : 2, fv, acc, "f32");
  if (s->kind == MMT_Q4_0 || s->kind == MMT_Q4_1) {
    // the q4 template extends both operands and multiplies in f32
    sb_printf(o, "      %%%d = arith.extf %%in : %s to f32\n", body, s->at);
    sb_printf(o, "      %%%d = arith.extf %%in_1 : %s to f32\n", body + 1, s->at);
    sb_printf(o, "      %%%d = arith.mulf %%%d, %%%d : f32\n", body + 2, body, body + 1);
  } else {
    // q8 and q4_K multiply in the activation type and extend the product
    sb_printf(o, "      %%%d = arith.mulf %%in, %%in_1 : %s\n", body, s->at);
    sb_printf(o, "      %%%d = arith.extf %%%d : %s to f32\n", body + 1, body, s->at);
    body--;
  }
  sb_printf(o, "      %%%d = arith.addf %%%d, %%out : f32\n", body + 3, body + 2);
  sb_printf(o, "      linalg.yield %%%d : f32\n    } -> %s\n", body + 3, acc);
  sb_printf(o, "    %%%d = tensor.empty(%%dim, %%dim_0) : %s\n", v + 3, c);
  sb_printf(o, "    %%%d = linalg.copy ins(%%%d : %s) outs(%%%d : %s) -> %s\n", v + 4, v + 2, acc,
            v + 3, c, c);
  sb_printf(o, "    util.return %%%d : %s\n  }\n", v + 4, c);
}

// One instantiated template, printed.
static void mmt_function(strbuf *o, map_table *maps, const mmt_spec *s) {
  bool k4 = s->kind == MMT_Q4_K;
  long g = s->k / (k4 ? 256 : 32), n = s->n;
  char a[64], c[64], wt[64];
  snprintf(a, sizeof a, "tensor<?x?x%ldx%s>", s->k, s->at);
  snprintf(c, sizeof c, "tensor<?x?x%ldx%s>", n, s->at);
  snprintf(wt, sizeof wt, "tensor<%ldx%ldx%s32x%s>", n, g, k4 ? "8x" : "", s->at);
  mmt_open(o, s, a, c);
  // the packed planes, bitcast to i4 / i2: %0 ...
  char bt[5][64];
  int nb = 0;
  if (s->kind == MMT_Q4_0 || s->kind == MMT_Q4_1) {
    snprintf(bt[0], sizeof bt[0], "tensor<%ldx%ldx32xi4>", n, g);
    sb_printf(o, "    %%0 = flow.tensor.bitcast %%arg2 : %s -> %s\n", s->args[1], bt[0]);
    nb = 1;
  } else if (k4) {
    static const int arg[5] = {7, 3, 4, 5, 6};
    snprintf(bt[0], sizeof bt[0], "tensor<%ldx%ldx8x32xi4>", n, g);
    for (int i = 1; i < 5; i++)
      snprintf(bt[i], sizeof bt[i], "tensor<%ldx%ldx8x%s>", n, g, i % 2 ? "i2" : "i4");
    for (int i = 0; i < 5; i++)
      sb_printf(o, "    %%%d = flow.tensor.bitcast %%arg%d : %s -> %s\n", i, arg[i],
                s->args[arg[i] - 1], bt[i]);
    nb = 5;
  }
  // the dequantized weight: %nb = tensor.empty, %nb+1 = linalg.generic;
  // the product's values follow, and both regions number from nb + 7
  sb_printf(o, "    %%%d = tensor.empty() : %s\n", nb, wt);
  char ev[16], b[5][16];
  snprintf(ev, sizeof ev, "%%%d", nb);
  for (int i = 0; i < nb; i++) snprintf(b[i], sizeof b[i], "%%%d", i);
  int body = nb + 7;
  switch (s->kind) {
  case MMT_Q8_0: {
    deq_operand in[] = {{"%arg1", s->args[0], MAP3_BLOCK, "f16"},
                        {"%arg2", s->args[1], MAP3_ID, "i8"}};
    generic_open(o, maps, nb + 1, 2, in, MAP3_ID, 3, 0, ev, wt, s->at);
    block_body(o, s, body, "%in_1", "i8", true, false);
    break;
  }
  case MMT_Q4_0: {
    deq_operand in[] = {{"%arg1", s->args[0], MAP3_BLOCK, "f16"}, {b[0], bt[0], MAP3_ID, "i4"}};
    generic_open(o, maps, nb + 1, 2, in, MAP3_ID, 3, 0, ev, wt, s->at);
    block_body(o, s, body, "%in_1", "i4", true, false);
    break;
  }
  case MMT_Q4_1: {
    deq_operand in[] = {{"%arg1", s->args[0], MAP3_BLOCK, "f16"},
                        {"%arg3", s->args[2], MAP3_BLOCK, "f16"},
                        {b[0], bt[0], MAP3_ID, "i4"}};
    generic_open(o, maps, nb + 1, 3, in, MAP3_ID, 3, 0, ev, wt, s->at);
    block_body(o, s, body, "%in_2", "i4", false, true);
    break;
  }
  default: {
    deq_operand in[] = {{b[0], bt[0], MAP4_ID, "i4"},
                        {"%arg1", s->args[0], MAP4_BLOCK, "f16"},
                        {"%arg2", s->args[1], MAP4_BLOCK, "f16"},
                        {b[1], bt[1], MAP4_SUB, "i2"},
                        {b[2], bt[2], MAP4_SUB, "i4"},
                        {b[3], bt[3], MAP4_SUB, "i2"},
                        {b[4], bt[4], MAP4_SUB, "i4"}};
    generic_open(o, maps, nb + 1, 7, in, MAP4_ID, 4, 0, ev, wt, s->at);
    super_block_body(o, s, body);
    break;
  }
  }
  sb_printf(o, "    } -> %s\n", wt);
  mmt_product(o, maps, s, nb + 1, wt, nb + 2, body);
}
