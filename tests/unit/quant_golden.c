// quant_golden.c: ggml's own output for the rows of quant_inputs.h, the
// outside oracle of test_quant.c and test_params.c. Not built by make (it
// needs ggml); this is how the committed files were made and how to remake
// them, from a checkout of ggml (github.com/ggml-org/ggml):
//
//   cmake -S ggml -B ggml/build -DGGML_CPU=OFF -DCMAKE_BUILD_TYPE=Release
//   ninja -C ggml/build ggml-base      # or make -C ggml/build ggml-base
//   cc -std=c17 -O2 -Iggml/include tests/unit/quant_golden.c -Lggml/build/src
//      -lggml-base -Wl,-rpath,ggml/build/src -lxxhash -o quant_golden   (one line)
//   ./quant_golden "ggml COMMIT" > tests/unit/quant_golden.h
//   ./quant_golden --gguf tests/fuzz/corpus/params_gguf/ggml_quantized.gguf
//
// The first prints hashes and blocks of ggml's quantize_row_*_ref and
// dequantize_row_*; the second writes a GGUF file through ggml's own gguf
// writer (gguf_write_to_file) holding one tensor of each quantized type,
// quantized by ggml_quantize_chunk (what llama-quantize calls), with the
// weights gguf_tensors() says.
//
// ggml-base on x86-64 without -march has no fused multiply-add, as facet's
// build: the K quantizers then agree bit for bit (docs/quantization.md).
#include "quant_inputs.h"

#include <ggml.h>
#include <gguf.h>
#include <stdio.h>
#include <xxhash.h>

void quantize_row_q4_0_ref(const float *x, void *y, int64_t k);
void quantize_row_q4_1_ref(const float *x, void *y, int64_t k);
void quantize_row_q8_0_ref(const float *x, void *y, int64_t k);
void quantize_row_q4_K_ref(const float *x, void *y, int64_t k);
void quantize_row_q6_K_ref(const float *x, void *y, int64_t k);
void dequantize_row_q4_0(const void *x, float *y, int64_t k);
void dequantize_row_q4_1(const void *x, float *y, int64_t k);
void dequantize_row_q8_0(const void *x, float *y, int64_t k);
void dequantize_row_q4_K(const void *x, float *y, int64_t k);
void dequantize_row_q6_K(const void *x, float *y, int64_t k);

static const struct {
  const char *name;
  uint32_t elems, bytes;
  void (*quantize)(const float *, void *, int64_t);
  void (*dequantize)(const void *, float *, int64_t);
} types[5] = {
    {"q4_0", 32, 18, quantize_row_q4_0_ref, dequantize_row_q4_0},
    {"q4_1", 32, 20, quantize_row_q4_1_ref, dequantize_row_q4_1},
    {"q8_0", 32, 34, quantize_row_q8_0_ref, dequantize_row_q8_0},
    {"q4_K", 256, 144, quantize_row_q4_K_ref, dequantize_row_q4_K},
    {"q6_K", 256, 210, quantize_row_q6_K_ref, dequantize_row_q6_K},
};

enum { ROW_BYTES_MAX = QI_ELEMS / 32 * 34 };

// The blocks of every row of one family, concatenated; and their values.
static void family(int t, int kind, uint64_t *blocks_hash, uint64_t *values_hash, uint8_t *first) {
  static uint8_t b[QI_ROWS][ROW_BYTES_MAX];
  static float y[QI_ROWS][QI_ELEMS];
  size_t row_bytes = QI_ELEMS / types[t].elems * types[t].bytes;
  for (int r = 0; r < QI_ROWS; r++) {
    float x[QI_ELEMS];
    qi_row(kind, r, x);
    types[t].quantize(x, b[r], QI_ELEMS);
    types[t].dequantize(b[r], y[r], QI_ELEMS);
  }
  XXH64_state_t *hb = XXH64_createState(), *hy = XXH64_createState();
  XXH64_reset(hb, 0);
  XXH64_reset(hy, 0);
  for (int r = 0; r < QI_ROWS; r++) {
    XXH64_update(hb, b[r], row_bytes);
    XXH64_update(hy, y[r], sizeof y[r]);
  }
  *blocks_hash = XXH64_digest(hb);
  *values_hash = XXH64_digest(hy);
  XXH64_freeState(hb);
  XXH64_freeState(hy);
  if (first) memcpy(first, b[0], types[t].bytes);
}

static void print_first(int t, const uint8_t *b) {
  printf("    {");
  for (uint32_t i = 0; i < types[t].bytes; i++) printf("%s0x%02x,", i % 12 ? " " : "\n     ", b[i]);
  printf("\n    },\n");
}

// xxh64 of the blocks of every edge row, concatenated.
static uint64_t edges(int t) {
  static uint8_t b[QI_EDGES][QI_EDGE_ELEMS / 32 * 34];
  size_t row_bytes = QI_EDGE_ELEMS / types[t].elems * types[t].bytes;
  XXH64_state_t *h = XXH64_createState();
  XXH64_reset(h, 0);
  for (int e = 0; e < QI_EDGES; e++) {
    float x[QI_EDGE_ELEMS];
    qi_edge_row(e, x);
    types[t].quantize(x, b[e], QI_EDGE_ELEMS);
    XXH64_update(h, b[e], row_bytes);
  }
  uint64_t v = XXH64_digest(h);
  XXH64_freeState(h);
  return v;
}

// Writes the GGUF file of test_params.c (check_ggml_gguf), whose tensors
// hold consecutive weights of qi_row(0, 2) then qi_row(0, 3), quantized
// by ggml.
static int write_gguf(const char *path) {
  struct ggml_init_params ip = {.mem_size = 1 << 20, .mem_buffer = NULL, .no_alloc = false};
  struct ggml_context *ctx = ggml_init(ip);
  struct gguf_context *g = gguf_init_empty();
  gguf_set_val_str(g, "general.architecture", "llama");
  static const struct {
    const char *name;
    enum ggml_type type;
    int64_t ne0, ne1;
  } ts[] = {{"blk.0.attn_q.weight", GGML_TYPE_Q4_0, 64, 2},
            {"blk.0.ffn_up.weight", GGML_TYPE_Q4_1, 32, 3},
            {"blk.0.attn_output.weight", GGML_TYPE_Q8_0, 96, 1},
            {"blk.0.ffn_down.weight", GGML_TYPE_Q4_K, 256, 2},
            {"output.weight", GGML_TYPE_Q6_K, 256, 1},
            {"output_norm.weight", GGML_TYPE_F32, 8, 1}};
  float x[2 * QI_ELEMS]; // 1096 weights are used
  qi_row(0, 2, x);
  qi_row(0, 3, x + QI_ELEMS);
  int64_t at = 0;
  for (size_t i = 0; i < sizeof ts / sizeof ts[0]; i++) {
    struct ggml_tensor *t = ts[i].ne1 > 1
                                ? ggml_new_tensor_2d(ctx, ts[i].type, ts[i].ne0, ts[i].ne1)
                                : ggml_new_tensor_1d(ctx, ts[i].type, ts[i].ne0);
    ggml_set_name(t, ts[i].name);
    if (ts[i].type == GGML_TYPE_F32) memcpy(t->data, x + at, (size_t)ts[i].ne0 * sizeof(float));
    else ggml_quantize_chunk(ts[i].type, x + at, t->data, 0, ts[i].ne1, ts[i].ne0, NULL);
    at += ts[i].ne0 * ts[i].ne1;
    gguf_add_tensor(g, t);
  }
  bool ok = gguf_write_to_file(g, path, false);
  gguf_free(g);
  ggml_free(ctx);
  return ok ? 0 : 1;
}

int main(int argc, char **argv) {
  if (argc == 3 && !strcmp(argv[1], "--gguf")) return write_gguf(argv[2]);
  uint64_t blocks[5][QI_KINDS], values[5][QI_KINDS], random[5];
  static uint8_t first[5][210], raw[QI_ELEMS / 32 * 34];
  for (int t = 0; t < 5; t++) {
    for (int k = 0; k < QI_KINDS; k++)
      family(t, k, &blocks[t][k], &values[t][k], k == 0 ? first[t] : NULL);
    float y[QI_ELEMS];
    qi_blocks(t, types[t].bytes, QI_ELEMS / types[t].elems, raw);
    types[t].dequantize(raw, y, QI_ELEMS);
    random[t] = XXH64(y, sizeof y, 0);
  }
  printf("// quant_golden.h: generated by quant_golden.c from ggml's quantize_row_*_ref\n"
         "// and dequantize_row_* (ggml-base, x86-64%s%s); do not edit.\n"
         "// Types in qi_types order: q4_0 q4_1 q8_0 q4_K q6_K.\n\n",
         argc > 1 ? ", " : "", argc > 1 ? argv[1] : "");
  printf("// xxh64 of the blocks of the QI_ROWS rows of each family, concatenated.\n"
         "static const uint64_t quant_golden_blocks[5][QI_KINDS] = {\n");
  for (int t = 0; t < 5; t++) {
    printf("    {");
    for (int k = 0; k < QI_KINDS; k++)
      printf("%s0x%016llxull,", k % 3 ? " " : "\n     ", (unsigned long long)blocks[t][k]);
    printf("\n    },\n");
  }
  printf("};\n\n// xxh64 of those blocks dequantized (floats, in row order).\n"
         "static const uint64_t quant_golden_values[5][QI_KINDS] = {\n");
  for (int t = 0; t < 5; t++) {
    printf("    {");
    for (int k = 0; k < QI_KINDS; k++)
      printf("%s0x%016llxull,", k % 3 ? " " : "\n     ", (unsigned long long)values[t][k]);
    printf("\n    },\n");
  }
  printf("};\n\n// xxh64 of qi_blocks' random blocks (QI_ELEMS weights) dequantized.\n"
         "static const uint64_t quant_golden_random[5] = {\n");
  for (int t = 0; t < 5; t++)
    printf("    0x%016llxull, // %s\n", (unsigned long long)random[t], types[t].name);
  printf("};\n\n// xxh64 of the blocks of the edge rows (qi_edge_row), concatenated.\n"
         "static const uint64_t quant_golden_edges[5] = {\n");
  for (int t = 0; t < 5; t++)
    printf("    0x%016llxull, // %s\n", (unsigned long long)edges(t), types[t].name);
  printf("};\n\n// The first block of family 0, row 0, in full.\n"
         "static const uint8_t quant_golden_first[5][210] = {\n");
  for (int t = 0; t < 5; t++) print_first(t, first[t]);
  printf("};\n");
  return 0;
}
