// llama_cpp_run: the S5 llama.cpp baseline. Loads a GGUF (bench/llama_gguf.py)
// through libllama, feeds token ids (no tokenizer), and prints logits or
// times prefill and decode.
//
//   llama_cpp_run logits MODEL.gguf TOKENS.npy STEPS OUT.npy
//       TOKENS [B, N] int64, one sequence per row: a prefill of the first
//       N - STEPS columns (every position's logits), then STEPS decode steps
//       of one column each; writes the logits [B, N, V] as f32 .npy.
//   llama_cpp_run bench MODEL.gguf prefill|decode B T CONTEXT STEPS THREADS
//       prefill: B sequences of T tokens, every position's logits (as the
//       export computes them); decode: a prefill of CONTEXT tokens per
//       sequence (untimed), then one token per sequence per call. Prints
//       one JSON line: the seconds of each of STEPS timed calls (after one
//       untimed call).
//   llama_cpp_run quantize IN.gguf OUT.gguf q8_0|q4_0|q4_1|q4_K
//       llama.cpp's own quantizer (llama_model_quantize, what llama-quantize
//       runs) with pure = true: every matrix in the one type (no per-tensor
//       mix: Q4_K_M's q6_K output and attn_v are not what facet's --quant
//       export has), except token_embd.weight, which keeps its type as
//       facet's export keeps it (--quant quantizes only the linears). Norms
//       (1-D) stay f32 as always. No importance matrix.
//
// Built by bench/llama_cpp_install.sh against the headers of the release
// the libraries come from. Bench tooling: not part of facet.
#include "ggml-backend.h"
#include "gguf.h"
#include "llama.h"

#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifndef LLAMA_CPP_LIBS
#define LLAMA_CPP_LIBS "."
#endif
#ifndef LLAMA_CPP_RELEASE
#define LLAMA_CPP_RELEASE "unknown"
#endif

static void die(const char *what) {
  fprintf(stderr, "llama_cpp_run: error: %s\n", what);
  exit(1);
}

static void quiet_log(enum ggml_log_level level, const char *text, void *user) {
  (void)user;
  if (level == GGML_LOG_LEVEL_ERROR || getenv("LLAMA_CPP_VERBOSE")) fputs(text, stderr);
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

// A 2-D little-endian int64 .npy in C order (what numpy.save writes).
static long long *read_tokens(const char *path, int *rows, int *cols) {
  FILE *f = fopen(path, "rb");
  if (!f) die("cannot open the tokens file");
  char magic[10];
  if (fread(magic, 1, 10, f) != 10 || memcmp(magic, "\x93NUMPY", 6))
    die("tokens: not an .npy file");
  unsigned hlen = (unsigned char)magic[8] | (unsigned)(unsigned char)magic[9] << 8;
  char header[4096];
  if (magic[6] != 1 || hlen >= sizeof header || fread(header, 1, hlen, f) != hlen)
    die("tokens: bad header");
  header[hlen] = 0;
  if (!strstr(header, "'<i8'") || strstr(header, "'fortran_order': True"))
    die("tokens: want int64, C order");
  const char *s = strstr(header, "'shape': (");
  if (!s || sscanf(s, "'shape': (%d, %d)", rows, cols) != 2 || *rows < 1 || *cols < 1)
    die("tokens: want 2-D");
  long long *t = malloc(sizeof *t * (size_t)*rows * (size_t)*cols);
  if (!t || fread(t, sizeof *t, (size_t)*rows * (size_t)*cols, f) != (size_t)*rows * (size_t)*cols)
    die("tokens: short file");
  fclose(f);
  return t;
}

static void write_npy(const char *path, const float *x, int a, int b, int c) {
  FILE *f = fopen(path, "wb");
  if (!f) die("cannot write the output");
  char h[128];
  int n = snprintf(h, sizeof h, "{'descr': '<f4', 'fortran_order': False, 'shape': (%d, %d, %d), }",
                   a, b, c);
  int total = 10 + n + 1;
  int pad = (64 - total % 64) % 64;
  fwrite("\x93NUMPY\x01\x00", 1, 8, f);
  unsigned short hl = (unsigned short)(n + pad + 1);
  fputc(hl & 0xff, f), fputc(hl >> 8, f);
  fwrite(h, 1, (size_t)n, f);
  for (int i = 0; i < pad; i++) fputc(' ', f);
  fputc('\n', f);
  fwrite(x, sizeof *x, (size_t)a * b * c, f);
  if (fclose(f)) die("write failed");
}

typedef struct run {
  struct llama_model *model;
  struct llama_context *ctx;
  int vocab;
} run;

static run open_model(const char *path, int n_seq, int n_ctx_per_seq, int n_batch, int threads) {
  run r = {0};
  llama_log_set(quiet_log, NULL);
  ggml_backend_load_all_from_path(LLAMA_CPP_LIBS); // picks libggml-cpu-<best for this CPU>.so
  llama_backend_init();
  struct llama_model_params mp = llama_model_default_params();
  r.model = llama_model_load_from_file(path, mp);
  if (!r.model) die("cannot load the model");
  r.vocab = llama_vocab_n_tokens(llama_model_get_vocab(r.model));
  struct llama_context_params cp = llama_context_default_params();
  cp.n_ctx = (uint32_t)(n_seq * n_ctx_per_seq);
  cp.n_batch = cp.n_ubatch = (uint32_t)n_batch;
  cp.n_seq_max = (uint32_t)n_seq;
  cp.n_threads = cp.n_threads_batch = threads;
  cp.no_perf = true;
  r.ctx = llama_init_from_model(r.model, cp);
  if (!r.ctx) die("cannot create a context");
  return r;
}

static void close_model(run *r) {
  llama_free(r->ctx);
  llama_model_free(r->model);
  llama_backend_free();
}

// One llama_decode of n tokens (token i of sequence seq[i] at pos[i]), every
// token's logits requested.
static void decode(run *r, struct llama_batch *b, int n, const int *tok, const int *seq,
                   const int *pos) {
  b->n_tokens = n;
  for (int i = 0; i < n; i++) {
    b->token[i] = tok[i];
    b->pos[i] = pos[i];
    b->n_seq_id[i] = 1;
    b->seq_id[i][0] = seq[i];
    b->logits[i] = 1;
  }
  if (llama_decode(r->ctx, *b)) die("llama_decode failed");
  llama_synchronize(r->ctx);
}

static int cmd_logits(const char *gguf, const char *tokens_path, int steps, const char *out) {
  int B, N;
  long long *toks = read_tokens(tokens_path, &B, &N);
  if (steps >= N) die("STEPS must leave a prompt");
  int T = N - steps;
  run r = open_model(gguf, B, N + 1, B * T, 2);
  int V = r.vocab;
  float *logits = calloc((size_t)B * N * V, sizeof *logits);
  int *tok = malloc(sizeof *tok * (size_t)B * N), *seq = malloc(sizeof *seq * (size_t)B * T);
  int *pos = malloc(sizeof *pos * (size_t)B * T);
  if (!logits || !tok || !seq || !pos) die("out of memory");
  for (int i = 0; i < B * N; i++) {
    if (toks[i] < 0 || toks[i] >= V) die("token id out of the vocabulary");
    tok[i] = (int)toks[i];
  }
  struct llama_batch b = llama_batch_init(B * T, 0, 1);
  int *in = malloc(sizeof *in * (size_t)B * T);
  if (!in) die("out of memory");
  for (int s = 0; s < B; s++)
    for (int t = 0; t < T; t++)
      in[s * T + t] = tok[s * N + t], seq[s * T + t] = s, pos[s * T + t] = t;
  decode(&r, &b, B * T, in, seq, pos);
  for (int i = 0; i < B * T; i++)
    memcpy(logits + ((size_t)(i / T) * N + i % T) * V, llama_get_logits_ith(r.ctx, i),
           sizeof(float) * V);
  for (int k = 0; k < steps; k++) {
    for (int s = 0; s < B; s++) in[s] = tok[s * N + T + k], seq[s] = s, pos[s] = T + k;
    decode(&r, &b, B, in, seq, pos);
    for (int s = 0; s < B; s++)
      memcpy(logits + ((size_t)s * N + T + k) * V, llama_get_logits_ith(r.ctx, s),
             sizeof(float) * V);
  }
  write_npy(out, logits, B, N, V);
  llama_batch_free(b);
  close_model(&r);
  free(logits), free(tok), free(seq), free(pos), free(in), free(toks);
  return 0;
}

static int cmd_bench(const char *gguf, const char *mode, int B, int T, int ctx_len, int steps,
                     int threads) {
  bool prefill = !strcmp(mode, "prefill");
  if (!prefill && strcmp(mode, "decode")) die("mode: prefill or decode");
  if (B < 1 || T < 1 || steps < 1 || threads < 1 || (!prefill && ctx_len < 1))
    die("B, T, STEPS, THREADS must be >= 1");
  int fill = prefill ? T : ctx_len;
  run r = open_model(gguf, B, fill + steps + 2, B * fill, threads);
  int n = B * fill;
  int *tok = malloc(sizeof *tok * (size_t)n), *seq = malloc(sizeof *seq * (size_t)n);
  int *pos = malloc(sizeof *pos * (size_t)n);
  double *sec = malloc(sizeof *sec * (size_t)(steps + 1));
  if (!tok || !seq || !pos || !sec) die("out of memory");
  unsigned state = 7;
  for (int i = 0; i < n; i++) {
    state = state * 1103515245u + 12345u;
    tok[i] = (int)(state >> 8) % r.vocab, seq[i] = i / fill, pos[i] = i % fill;
  }
  struct llama_batch b = llama_batch_init(n, 0, 1);
  if (prefill) {
    for (int k = 0; k <= steps; k++) {
      llama_memory_clear(llama_get_memory(r.ctx), true);
      double t0 = now();
      decode(&r, &b, n, tok, seq, pos);
      sec[k] = now() - t0;
    }
  } else {
    decode(&r, &b, n, tok, seq, pos);
    for (int k = 0; k <= steps; k++) {
      for (int s = 0; s < B; s++) seq[s] = s, pos[s] = ctx_len + k;
      double t0 = now();
      decode(&r, &b, B, tok, seq, pos);
      sec[k] = now() - t0;
    }
  }
  printf("{\"impl\": \"llama.cpp\", \"release\": \"%s\", \"mode\": \"%s\", \"batch\": %d, "
         "\"tokens\": %d, "
         "\"context\": %d, \"threads\": %d, \"seconds\": [",
         LLAMA_CPP_RELEASE, mode, B, T, ctx_len, threads);
  for (int k = 1; k <= steps; k++) printf("%s%.6f", k > 1 ? ", " : "", sec[k]);
  printf("]}\n");
  llama_batch_free(b);
  close_model(&r);
  free(tok), free(seq), free(pos), free(sec);
  return 0;
}

// The type of token_embd.weight in a GGUF file.
static enum ggml_type embedding_type(const char *path) {
  struct gguf_init_params gp = {.no_alloc = true, .ctx = NULL};
  struct gguf_context *g = gguf_init_from_file(path, gp);
  if (!g) die("cannot read the input GGUF");
  int64_t id = gguf_find_tensor(g, "token_embd.weight");
  if (id < 0) die("the input GGUF has no token_embd.weight");
  enum ggml_type t = gguf_get_tensor_type(g, id);
  gguf_free(g);
  return t;
}

static int cmd_quantize(const char *in, const char *out, const char *type) {
  static const struct {
    const char *name;
    enum llama_ftype ftype;
  } types[] = {{"q8_0", LLAMA_FTYPE_MOSTLY_Q8_0},
               {"q4_0", LLAMA_FTYPE_MOSTLY_Q4_0},
               {"q4_1", LLAMA_FTYPE_MOSTLY_Q4_1},
               {"q4_K", LLAMA_FTYPE_MOSTLY_Q4_K_S}}; // pure: every matrix q4_K
  struct llama_model_quantize_params qp = llama_model_quantize_default_params();
  size_t i = 0;
  while (i < sizeof types / sizeof *types && strcmp(types[i].name, type)) i++;
  if (i == sizeof types / sizeof *types) die("type: q8_0, q4_0, q4_1 or q4_K");
  qp.ftype = types[i].ftype;
  qp.pure = true;
  qp.token_embedding_type = embedding_type(in);
  qp.nthread = 2;
  llama_log_set(quiet_log, NULL);
  llama_backend_init();
  uint32_t rc = llama_model_quantize(in, out, &qp);
  llama_backend_free();
  if (rc) die("llama_model_quantize failed");
  return 0;
}

static int positive(const char *s) {
  char *end;
  long v = strtol(s, &end, 10);
  if (*end || end == s || v < 0 || v > 1 << 20) die("bad number");
  return (int)v;
}

int main(int argc, char **argv) {
  if (argc == 6 && !strcmp(argv[1], "logits"))
    return cmd_logits(argv[2], argv[3], positive(argv[4]), argv[5]);
  if (argc == 9 && !strcmp(argv[1], "bench"))
    return cmd_bench(argv[2], argv[3], positive(argv[4]), positive(argv[5]), positive(argv[6]),
                     positive(argv[7]), positive(argv[8]));
  if (argc == 5 && !strcmp(argv[1], "quantize")) return cmd_quantize(argv[2], argv[3], argv[4]);
  fputs("usage: llama_cpp_run logits MODEL.gguf TOKENS.npy STEPS OUT.npy\n"
        "       llama_cpp_run bench MODEL.gguf prefill|decode B T CONTEXT STEPS THREADS\n"
        "       llama_cpp_run quantize IN.gguf OUT.gguf q8_0|q4_0|q4_1|q4_K\n",
        stderr);
  return 2;
}
