// llm.c: the paged-cache generation loop of llm.h, its compiled backend
// (public C API only) and prompt parsing.
#include "llm.h"

#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

//
// Prompts
//
static bool is_list(const char *s) {
  for (; *s; s++)
    if (!isdigit((unsigned char)*s) && !strchr(" ,;\t\n", *s)) return false;
  return true;
}

// Tokens of one line ("1 2 3" or "1,2,3"); *n 0 for an empty line.
static facet_status_t parse_line(const char *s, const char *end, int64_t **out, int64_t *n) {
  VEC(int64_t) t = {0};
  while (s < end) {
    if (strchr(" ,\t\r", *s)) {
      s++;
      continue;
    }
    char *stop;
    unsigned long long v = strtoull(s, &stop, 10);
    if (stop == s || stop > end || !isdigit((unsigned char)*s) || v > INT64_MAX) {
      free(t.data);
      return status_new(FACET_STATUS_INVALID_ARGUMENT, "bad token in prompt '%.*s'", (int)(end - s),
                        s);
    }
    VEC_PUSH(t, (int64_t)v);
    s = stop;
  }
  *out = t.data;
  *n = (int64_t)t.len;
  return NULL;
}

// Each non-empty line (or ';'-separated part) of text is a sequence.
static facet_status_t parse_sequences(const char *text, const char *seps, llm_prompts *p) {
  const char *s = text;
  while (*s) {
    const char *end = s + strcspn(s, seps);
    int64_t *t = NULL, n = 0;
    STATUS_RETURN_IF_ERROR(parse_line(s, end, &t, &n));
    if (n) {
      VEC_PUSH(p->tokens, t);
      VEC_PUSH(p->lens, n);
    }
    s = *end ? end + 1 : end;
  }
  return NULL;
}

facet_status_t llm_parse_prompts(const char *spec, llm_prompts *p) {
  size_t before = p->tokens.len;
  if (is_list(spec)) STATUS_RETURN_IF_ERROR(parse_sequences(spec, ";\n", p));
  else {
    const char *path = spec[0] == '@' ? spec + 1 : spec;
    FILE *f = fopen(path, "rb");
    if (!f) return status_new(FACET_STATUS_NOT_FOUND, "cannot open prompt file %s", path);
    strbuf sb = {0};
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0) sb_appendn(&sb, buf, n);
    fclose(f);
    facet_status_t s = parse_sequences(sb_cstr(&sb), "\n", p);
    sb_free(&sb);
    STATUS_RETURN_IF_ERROR(s);
  }
  if (p->tokens.len == before)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "prompt '%s' has no tokens", spec);
  return NULL;
}

void llm_prompts_free(llm_prompts *p) {
  for (size_t i = 0; i < p->tokens.len; i++) free(p->tokens.data[i]);
  VEC_FREE(p->tokens);
  VEC_FREE(p->lens);
}

//
// The compiled backend
//
static facet_status_t bad_input(facet_function_t *fn, size_t i, const char *want) {
  return status_new(FACET_STATUS_INVALID_ARGUMENT,
                    "%s: input %zu is not %s (not a sharktank export?)", facet_function_name(fn), i,
                    want);
}

// Input i of fn: rank `rank`, i64 (or a float for the cache), dim 0 `bs`
// when bs >= 0.
static facet_status_t check_input(facet_function_t *fn, size_t i, uint32_t rank, bool cache,
                                  int64_t bs, facet_tensor_signature_t *sig) {
  STATUS_RETURN_IF_ERROR(facet_function_input(fn, i, sig));
  bool is_float = dtype_is_float((dtype)sig->dtype);
  if (sig->rank != rank || (cache ? !is_float || sig->dims[1] < 0 : sig->dtype != FACET_DTYPE_I64))
    return bad_input(fn, i, cache ? "the page cache [pages, C] of floats" : "an i64 tensor");
  if (bs >= 0 && sig->dims[0] != bs) return bad_input(fn, i, "of the batch size of input 0");
  return NULL;
}

// The page counts and the stride the programs' shape facts promise: the
// page ids' dim 1 ranges, prefill's token count a multiple of the stride
// (32 * s for s pages: the stride is the multiple when the two agree).
static facet_status_t ranges_from_functions(facet_function_t *prefill, facet_function_t *decode,
                                            llm_iface *f) {
  facet_dim_range_t tokens, pages, dpages, cache;
  STATUS_RETURN_IF_ERROR(facet_function_input_dim_range(prefill, 0, 1, &tokens));
  STATUS_RETURN_IF_ERROR(facet_function_input_dim_range(prefill, 2, 1, &pages));
  STATUS_RETURN_IF_ERROR(facet_function_input_dim_range(decode, 3, 1, &dpages));
  STATUS_RETURN_IF_ERROR(facet_function_input_dim_range(prefill, 3, 0, &cache));
  if (tokens.multiple > 1 && pages.min >= 1 && tokens.min == pages.min * tokens.multiple)
    f->stride = tokens.multiple;
  f->prefill_blocks_min = pages.min > 1 ? pages.min : 1;
  f->prefill_blocks_max = pages.max;
  f->decode_blocks_min = dpages.min > 1 ? dpages.min : 1;
  f->decode_blocks_max = dpages.max;
  f->pages_min = cache.min > 1 ? cache.min : 1;
  f->pages_max = cache.max;
  return NULL;
}

// The caches: every input of fn from `first` on, each [pages, C] of one
// float dtype; *n their count (the devices).
static facet_status_t caches_of(facet_function_t *fn, size_t first, int *n,
                                facet_tensor_signature_t *sig) {
  size_t count = facet_function_input_count(fn);
  if (count <= first || count - first > LLM_MAX_DEVICES)
    return status_new(FACET_STATUS_INVALID_ARGUMENT,
                      "%s takes %zu inputs: a sharktank export's %s takes %zu and one page cache "
                      "per device (1 to %d)",
                      facet_function_name(fn), count, first == 3 ? "prefill" : "decode", first,
                      (int)LLM_MAX_DEVICES);
  for (size_t i = first; i < count; i++) {
    facet_tensor_signature_t s;
    STATUS_RETURN_IF_ERROR(check_input(fn, i, 2, true, -1, i == first ? sig : &s));
    if (i > first && (s.dims[1] != sig->dims[1] || s.dtype != sig->dtype))
      return bad_input(fn, i, "a page cache like the first one (one shard per device)");
  }
  *n = (int)(count - first);
  return NULL;
}

// prefill(tokens, seq_lens, page_ids, caches...): its batch size and
// caches.
static facet_status_t prefill_iface(facet_function_t *prefill, llm_iface *out) {
  facet_tensor_signature_t t, s;
  STATUS_RETURN_IF_ERROR(check_input(prefill, 0, 2, false, -1, &t));
  if (t.dims[0] < 1) return bad_input(prefill, 0, "tokens [N, T] with a static N");
  *out = (llm_iface){.prefill_bs = (int)t.dims[0],
                     .stride = 32,
                     .prefill_blocks_min = 1,
                     .prefill_blocks_max = INT64_MAX,
                     .decode_blocks_min = 1,
                     .decode_blocks_max = INT64_MAX,
                     .pages_min = 1,
                     .pages_max = INT64_MAX};
  STATUS_RETURN_IF_ERROR(check_input(prefill, 1, 1, false, t.dims[0], &s));
  STATUS_RETURN_IF_ERROR(check_input(prefill, 2, 2, false, t.dims[0], &s));
  STATUS_RETURN_IF_ERROR(caches_of(prefill, 3, &out->devices, &s));
  out->page_elems = s.dims[1];
  out->cache_dtype = (dtype)s.dtype;
  return NULL;
}

facet_status_t llm_iface_from_functions(facet_function_t *prefill, facet_function_t *decode,
                                        llm_iface *out) {
  facet_tensor_signature_t t, s;
  STATUS_RETURN_IF_ERROR(prefill_iface(prefill, out));
  STATUS_RETURN_IF_ERROR(check_input(decode, 0, 2, false, -1, &t));
  if (t.dims[0] < 1 || t.dims[1] != 1) return bad_input(decode, 0, "tokens [M, 1] with a static M");
  out->decode_bs = (int)t.dims[0];
  for (size_t i = 1; i <= 3; i++)
    STATUS_RETURN_IF_ERROR(check_input(decode, i, i == 3 ? 2 : 1, false, t.dims[0], &s));
  int devices;
  STATUS_RETURN_IF_ERROR(caches_of(decode, 4, &devices, &s));
  if (devices != out->devices || s.dims[1] != out->page_elems || (dtype)s.dtype != out->cache_dtype)
    return status_new(FACET_STATUS_INVALID_ARGUMENT,
                      "%s takes %d page cache%s [?, %lld] and %s %d [?, %lld]: decode must take "
                      "the caches prefill writes",
                      facet_function_name(prefill), out->devices, out->devices == 1 ? "" : "s",
                      (long long)out->page_elems, facet_function_name(decode), devices,
                      (long long)s.dims[1]);
  STATUS_RETURN_IF_ERROR(facet_function_output(prefill, 0, &s));
  if (s.rank != 3 || s.dims[2] < 1 || !dtype_is_float((dtype)s.dtype))
    return status_new(FACET_STATUS_INVALID_ARGUMENT,
                      "%s: result 0 is not logits [N, T, V] with a "
                      "static V",
                      facet_function_name(prefill));
  out->vocab = s.dims[2];
  out->logits_dtype = (dtype)s.dtype;
  return ranges_from_functions(prefill, decode, out);
}

//
// The caches (one per device)
//
void llm_caches_release(llm_caches *c) {
  for (int d = 0; d < c->n; d++) facet_tensor_release(c->t[d]);
  *c = (llm_caches){0};
}

facet_status_t llm_caches_create(facet_runtime_t *rt, facet_function_t *prefill, int64_t pages,
                                 llm_caches *out) {
  *out = (llm_caches){0};
  size_t inputs = facet_function_input_count(prefill);
  facet_status_t st = NULL;
  for (size_t i = 3; !st && i < inputs && out->n < LLM_MAX_DEVICES; i++) {
    facet_tensor_signature_t s;
    st = facet_function_input(prefill, i, &s);
    int64_t dims[2] = {pages, s.dims[1]};
    if (!st) st = facet_tensor_create(rt, s.dtype, 2, dims, &out->t[out->n++]);
  }
  if (st) llm_caches_release(out);
  return st;
}

facet_status_t llm_caches_check_results(facet_function_t *fn, const llm_caches *c) {
  size_t n = facet_function_output_count(fn);
  if (n == 1 || n == 1 + (size_t)c->n) return NULL;
  return status_new(FACET_STATUS_INVALID_ARGUMENT,
                    "%s has %zu results: logits (and the %d cache%s) expected",
                    facet_function_name(fn), n, c->n, c->n == 1 ? "" : "s");
}

facet_status_t llm_caches_take_results(llm_caches *c, facet_tensor_t **out, size_t n) {
  for (size_t i = 1; i < n; i++) { // the overwritten caches as results, from older modules
    facet_tensor_t **t = &c->t[i - 1];
    if (facet_tensor_byte_size(out[i]) != facet_tensor_byte_size(*t))
      return status_new(FACET_STATUS_INTERNAL, "result %zu is not page cache %zu", i, i - 1);
    facet_tensor_release(*t);
    facet_tensor_retain(out[i]);
    *t = out[i];
  }
  return NULL;
}

//
// The compiled backend
//
static void compiled_cache_free(void *self, void *cache) {
  (void)self;
  if (cache) llm_caches_release(cache);
  free(cache);
}

// A zeroed cache of `pages` pages on every device.
static facet_status_t compiled_cache_new(void *self, int64_t pages, void **cache) {
  llm_compiled *c = self;
  llm_caches *cc = xcalloc(1, sizeof *cc);
  facet_status_t st = llm_caches_create(c->rt, c->prefill, pages, cc);
  if (!st) *cache = cc;
  else free(cc);
  return st;
}

static facet_status_t wrap_i64(facet_runtime_t *rt, int64_t *data, uint32_t rank,
                               const int64_t *dims, facet_tensor_t **out) {
  size_t n = (size_t)dims[0] * (rank > 1 ? (size_t)dims[1] : 1);
  return facet_tensor_wrap(rt, FACET_DTYPE_I64, rank, dims, data, n * sizeof(int64_t), out);
}

// The call's logits (and, from a module that returns them, the new caches).
static facet_status_t compiled_results(const llm_call *call, llm_caches *cc, facet_tensor_t **out,
                                       size_t n, double *logits) {
  facet_tensor_t *l = out[0];
  const int64_t *d = facet_tensor_dims(l);
  if (facet_tensor_rank(l) != 3 || d[0] != call->bs || d[1] != call->T)
    return status_new(FACET_STATUS_INTERNAL, "logits are not [%d, %lld, V]", call->bs,
                      (long long)call->T);
  size_t count = facet_tensor_element_count(l);
  for (size_t i = 0; i < count; i++)
    logits[i] = dtype_load((dtype)facet_tensor_dtype(l), facet_tensor_data(l), i);
  return llm_caches_take_results(cc, out, n);
}

static facet_status_t compiled_run(void *self, const llm_call *call, void *cache, double *logits) {
  llm_compiled *c = self;
  llm_caches *cc = cache;
  facet_function_t *fn = call->decode ? c->decode : c->prefill;
  int64_t tok[2] = {call->bs, call->T}, row[1] = {call->bs}, pages[2] = {call->bs, call->blocks};
  facet_tensor_t *in[4 + LLM_MAX_DEVICES] = {0}, *out[1 + LLM_MAX_DEVICES] = {0};
  size_t nin = 0, nout = facet_function_output_count(fn);
  facet_status_t s = wrap_i64(c->rt, call->tokens, 2, tok, &in[nin++]);
  if (!s) s = wrap_i64(c->rt, call->seq_lens, 1, row, &in[nin++]);
  if (!s && call->decode) s = wrap_i64(c->rt, call->start_positions, 1, row, &in[nin++]);
  if (!s) s = wrap_i64(c->rt, call->page_ids, 2, pages, &in[nin++]);
  size_t wrapped = nin;
  for (int d = 0; d < cc->n; d++) in[nin++] = cc->t[d];
  if (!s) s = llm_caches_check_results(fn, cc);
  if (!s) s = facet_function_call(fn, in, nin, out, nout);
  if (!s) s = compiled_results(call, cc, out, nout, logits);
  for (size_t i = 0; i < wrapped; i++) facet_tensor_release(in[i]);
  for (size_t i = 0; i < FACET_ARRAY_SIZE(out); i++) facet_tensor_release(out[i]);
  return s;
}

static void compiled_transfers(void *self, facet_device_stats_t *total) {
  llm_compiled *c = self;
  *total = (facet_device_stats_t){0};
  if (c->module) facet_module_device_stats(c->module, total);
}

llm_backend llm_compiled_backend(llm_compiled *c) {
  return (llm_backend){"compiled",        c, compiled_cache_new, compiled_cache_free, compiled_run,
                       compiled_transfers};
}

//
// The loop
//
typedef struct seq {
  VEC(int64_t) tokens; // the prompt, then what was generated
  VEC(double) margins; // per generated token: its logit minus the runner-up's
  int64_t prompt_len;
  int64_t first_page, pages;
} seq;

typedef struct backend_state {
  llm_backend *be;
  void *cache, *scratch; // scratch: the decode check's prefills
  double *last;          // each sequence's logits of the last step (vocab each)
  double prefill_s, decode_s;
  facet_device_stats_t transfers; // of the steps (not of the decode checks)
} backend_state;

typedef struct loop {
  const llm_iface *f;
  const llm_options *o;
  FILE *out;
  backend_state *b;
  int nb;
  seq *seqs;
  int n;
  bool ok;
} loop;

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }

static void call_free(llm_call *c) {
  free(c->tokens);
  free(c->seq_lens);
  free(c->start_positions);
  free(c->page_ids);
}

static void call_alloc(llm_call *c) {
  c->tokens = xcalloc((size_t)(c->bs * c->T) + 1, sizeof(int64_t));
  c->seq_lens = xcalloc((size_t)c->bs + 1, sizeof(int64_t));
  c->start_positions = xcalloc((size_t)c->bs + 1, sizeof(int64_t));
  c->page_ids = xcalloc((size_t)(c->bs * c->blocks) + 1, sizeof(int64_t));
  for (int r = 0; r < c->bs; r++) c->seq_lens[r] = 1; // unused rows: one token, page 0
}

static void page_row(const seq *s, llm_call *c, int r) {
  for (int64_t k = 0; k < c->blocks && k < s->pages; k++)
    c->page_ids[r * c->blocks + k] = s->first_page + k;
}

// Prefill of sequences [first, first + rows), each its first count[i]
// tokens (count indexed like seqs).
static facet_status_t prefill_call(const loop *L, int first, int rows, const int64_t *count,
                                   llm_call *c) {
  int64_t longest = 1;
  for (int r = 0; r < rows; r++) longest = count[first + r] > longest ? count[first + r] : longest;
  int64_t blocks = ceil_div(longest, L->f->stride);
  if (blocks < L->f->prefill_blocks_min) blocks = L->f->prefill_blocks_min;
  if (blocks > L->f->prefill_blocks_max)
    return status_new(FACET_STATUS_INVALID_ARGUMENT,
                      "a prefill of %lld tokens needs %lld pages; the "
                      "export takes at most %lld (%lld tokens)",
                      (long long)longest, (long long)blocks, (long long)L->f->prefill_blocks_max,
                      (long long)(L->f->prefill_blocks_max * L->f->stride));
  *c = (llm_call){.bs = L->f->prefill_bs, .T = blocks * L->f->stride, .blocks = blocks};
  call_alloc(c);
  for (int r = 0; r < rows; r++) {
    const seq *s = &L->seqs[first + r];
    memcpy(c->tokens + r * c->T, s->tokens.data, sizeof(int64_t) * (size_t)count[first + r]);
    c->seq_lens[r] = count[first + r];
    page_row(s, c, r);
  }
  return NULL;
}

// Decode of sequences [first, first + rows): each one's last token.
static facet_status_t decode_call(const loop *L, int first, int rows, llm_call *c) {
  int64_t longest = 1;
  for (int r = 0; r < rows; r++) {
    int64_t n = (int64_t)L->seqs[first + r].tokens.len;
    longest = n > longest ? n : longest;
  }
  int64_t blocks = ceil_div(longest, L->f->stride);
  if (blocks < L->f->decode_blocks_min) blocks = L->f->decode_blocks_min;
  if (blocks > L->f->decode_blocks_max)
    return status_new(FACET_STATUS_INVALID_ARGUMENT,
                      "a sequence of %lld tokens needs %lld pages; the "
                      "decode function takes at most %lld",
                      (long long)longest, (long long)blocks, (long long)L->f->decode_blocks_max);
  *c = (llm_call){.decode = true, .bs = L->f->decode_bs, .T = 1, .blocks = blocks};
  call_alloc(c);
  for (int r = 0; r < rows; r++) {
    const seq *s = &L->seqs[first + r];
    int64_t n = (int64_t)s->tokens.len;
    c->tokens[r] = s->tokens.data[n - 1];
    c->seq_lens[r] = n;
    c->start_positions[r] = n - 1;
    page_row(s, c, r);
  }
  return NULL;
}

// The arg-max of v[0..n) (the first of equal maxima, as torch.argmax;
// -inf is a probability of 0 that a log-softmax in f16 gives).
static facet_status_t argmax(const double *v, int64_t n, int sequence, int64_t *out) {
  int64_t best = 0;
  for (int64_t i = 0; i < n; i++) {
    if (isnan(v[i]))
      return status_new(FACET_STATUS_FAILED_PRECONDITION, "sequence %d: logit %lld is NaN",
                        sequence, (long long)i);
    if (v[i] > v[best]) best = i;
  }
  *out = best;
  return NULL;
}

double llm_margin(const double *logits, int64_t n, int64_t best) {
  double second = -INFINITY;
  for (int64_t i = 0; i < n; i++)
    if (i != best && logits[i] > second) second = logits[i];
  return logits[best] - second;
}

// The largest difference of two rows of logits over the logits that
// matter: those within 8 of the row's largest in either row (a
// probability above e^-8 of the most likely token's). Below that an f16
// log-softmax has no precision left (its probabilities are subnormal:
// e^-16 is one unit of f16's smallest), or is -inf where one in f32 is not.
static double row_diff(const double *a, const double *b, int64_t n) {
  double top = -INFINITY, m = 0;
  for (int64_t i = 0; i < n; i++) top = fmax(top, fmax(a[i], b[i]));
  for (int64_t i = 0; i < n; i++) {
    if (a[i] == b[i] || (a[i] < top - 8 && b[i] < top - 8)) continue;
    m = isnan(a[i] - b[i]) ? INFINITY : fmax(m, fabs(a[i] - b[i]));
  }
  return m;
}

static double max_diff(const double *a, const double *b, int64_t rows, int64_t n) {
  double m = 0;
  for (int64_t r = 0; r < rows; r++) m = fmax(m, row_diff(a + r * n, b + r * n, n));
  return m;
}

// Runs the call on every backend; for row r (sequence first + r) the
// logits of position pos[r] are kept in each backend's `last`; the other
// positions of a real row are compared too (*diff: the largest difference
// from backend 0 over real positions, per backend).
static facet_status_t run_all(loop *L, const llm_call *c, int first, int rows, const int64_t *count,
                              bool timed, double *diff) {
  int64_t V = L->f->vocab, per_row = c->T * V;
  double *ref = NULL, *l = xmalloc(sizeof(double) * (size_t)(c->bs * per_row) + 1);
  facet_status_t s = NULL;
  for (int b = 0; !s && b < L->nb; b++) {
    backend_state *B = &L->b[b];
    double t0 = now();
    s = status_annotate(B->be->run(B->be->self, c, B->cache, l), "%s", B->be->name);
    if (timed) *(c->decode ? &B->decode_s : &B->prefill_s) += now() - t0;
    diff[b] = 0;
    for (int r = 0; !s && r < rows; r++) {
      int64_t real = c->decode ? 1 : count[first + r], pos = real - 1;
      memcpy(B->last + (size_t)(first + r) * (size_t)V, l + r * per_row + pos * V,
             sizeof(double) * (size_t)V);
      if (ref) diff[b] = fmax(diff[b], max_diff(l + r * per_row, ref + r * per_row, real, V));
    }
    if (!ref) ref = l, l = xmalloc(sizeof(double) * (size_t)(c->bs * per_row) + 1);
  }
  free(ref);
  free(l);
  return s;
}

// What each backend's transfers between devices cost in a step
// (docs/devices.md): a line per backend that made any.
static void transfers_before(loop *L, facet_device_stats_t *before) {
  for (int b = 0; b < L->nb; b++)
    if (L->b[b].be->transfers) L->b[b].be->transfers(L->b[b].be->self, &before[b]);
}

static void transfers_after(loop *L, const facet_device_stats_t *before, bool decode, int index) {
  for (int b = 0; b < L->nb; b++) {
    backend_state *B = &L->b[b];
    if (!B->be->transfers) continue;
    facet_device_stats_t now, d;
    B->be->transfers(B->be->self, &now);
    d = (facet_device_stats_t){now.transfers - before[b].transfers,
                               now.transfer_bytes - before[b].transfer_bytes,
                               now.transfer_nanoseconds - before[b].transfer_nanoseconds,
                               now.wait_nanoseconds - before[b].wait_nanoseconds};
    B->transfers.transfers += d.transfers;
    B->transfers.transfer_bytes += d.transfer_bytes;
    B->transfers.transfer_nanoseconds += d.transfer_nanoseconds;
    B->transfers.wait_nanoseconds += d.wait_nanoseconds;
    if (d.transfers && !L->o->quiet && L->o->transfers_are_messages)
      fprintf(L->out, "step %d (%s): %s: %llu sends and receives of %.1f KiB, %.3f ms in them\n",
              index, decode ? "decode" : "prefill", B->be->name, (unsigned long long)d.transfers,
              (double)d.transfer_bytes / 1024, (double)d.transfer_nanoseconds / 1e6);
    else if (d.transfers && !L->o->quiet)
      fprintf(L->out,
              "step %d (%s): %s: %llu transfers of %.1f KiB, %.3f ms copying, %.3f ms waiting for "
              "another device\n",
              index, decode ? "decode" : "prefill", B->be->name, (unsigned long long)d.transfers,
              (double)d.transfer_bytes / 1024, (double)d.transfer_nanoseconds / 1e6,
              (double)d.wait_nanoseconds / 1e6);
  }
}

// Each sequence's logits of step `index` (backend 0's) as exact hex floats.
static void dump_logits(const loop *L, int index) {
  for (int i = 0; i < L->n; i++) {
    const double *row = L->b[0].last + (size_t)i * (size_t)L->f->vocab;
    fprintf(L->o->logits_out, "step %d seq %d:", index, i);
    for (int64_t v = 0; v < L->f->vocab; v++) fprintf(L->o->logits_out, " %a", row[v]);
    fputc('\n', L->o->logits_out);
  }
}

// One prefill or decode step over every sequence, in chunks of the batch
// size; then the next token of each (backend 0's), compared with the
// others'. Prints the step's line when several backends run, and the
// step's transfers between devices.
static facet_status_t step(loop *L, bool decode, int index) {
  int bs = decode ? L->f->decode_bs : L->f->prefill_bs;
  int64_t *count = xcalloc((size_t)L->n + 1, sizeof(int64_t));
  double *diff = xcalloc((size_t)L->nb + 1, sizeof(double)),
         *worst = xcalloc((size_t)L->nb + 1, sizeof(double));
  facet_status_t s = NULL;
  facet_device_stats_t *before = xcalloc((size_t)L->nb + 1, sizeof *before);
  transfers_before(L, before);
  for (int i = 0; i < L->n; i++) count[i] = L->seqs[i].prompt_len;
  for (int first = 0; !s && first < L->n; first += bs) {
    int rows = L->n - first < bs ? L->n - first : bs;
    llm_call c;
    s = decode ? decode_call(L, first, rows, &c) : prefill_call(L, first, rows, count, &c);
    if (s) break;
    s = run_all(L, &c, first, rows, count, true, diff);
    for (int b = 0; b < L->nb; b++) worst[b] = fmax(worst[b], diff[b]);
    call_free(&c);
  }
  bool agree = true;
  int64_t *next = xcalloc((size_t)L->n + 1, sizeof(int64_t));
  for (int i = 0; !s && i < L->n; i++) {
    int64_t t = 0;
    s = argmax(L->b[0].last + (size_t)i * (size_t)L->f->vocab, L->f->vocab, i, &next[i]);
    for (int b = 1; !s && b < L->nb; b++) {
      s = argmax(L->b[b].last + (size_t)i * (size_t)L->f->vocab, L->f->vocab, i, &t);
      agree &= t == next[i];
    }
  }
  if (!s && L->o->share_tokens) s = L->o->share_tokens(next, (size_t)L->n);
  if (!s && L->o->logits_out) dump_logits(L, index);
  for (int i = 0; !s && i < L->n; i++) {
    VEC_PUSH(L->seqs[i].tokens, next[i]);
    VEC_PUSH(L->seqs[i].margins,
             llm_margin(L->b[0].last + (size_t)i * (size_t)L->f->vocab, L->f->vocab, next[i]));
  }
  free(next);
  for (int b = 1; !s && b < L->nb; b++) {
    bool within = worst[b] <= L->o->tolerance;
    L->ok &= within && agree;
    if (!L->o->quiet)
      fprintf(L->out, "step %d (%s): %s vs %s: max |logit difference| %.6g%s, tokens %s\n", index,
              decode ? "decode" : "prefill", L->b[b].be->name, L->b[0].be->name, worst[b],
              within ? "" : " (over the tolerance)", agree ? "agree" : "DIFFER");
  }
  if (!s) transfers_after(L, before, decode, index);
  free(before);
  free(count);
  free(diff);
  free(worst);
  return s;
}

// After decode step `index`: prefill of each sequence's tokens up to the
// one just fed (into the scratch caches), whose last position must give
// the logits decode gave.
static facet_status_t check_decode(loop *L, int index) {
  int bs = L->f->prefill_bs;
  int64_t V = L->f->vocab, *count = xcalloc((size_t)L->n + 1, sizeof(int64_t));
  double **decoded = xcalloc((size_t)L->nb + 1, sizeof(double *)),
         *diff = xcalloc((size_t)L->nb + 1, sizeof(double));
  facet_status_t s = NULL;
  for (int b = 0; b < L->nb; b++) {
    decoded[b] = L->b[b].last; // the decode's logits; `last` gets the prefill's
    L->b[b].last = xmalloc(sizeof(double) * (size_t)(L->n * V) + 1);
  }
  for (int i = 0; i < L->n; i++) count[i] = (int64_t)L->seqs[i].tokens.len - 1;
  for (int b = 0; b < L->nb; b++) { // the scratch cache stands in for the cache
    void *t = L->b[b].cache;
    L->b[b].cache = L->b[b].scratch, L->b[b].scratch = t;
  }
  for (int first = 0; !s && first < L->n; first += bs) {
    int rows = L->n - first < bs ? L->n - first : bs;
    llm_call c;
    s = prefill_call(L, first, rows, count, &c);
    if (s) break;
    s = run_all(L, &c, first, rows, count, false, diff);
    call_free(&c);
  }
  for (int b = 0; b < L->nb; b++) {
    void *t = L->b[b].cache;
    L->b[b].cache = L->b[b].scratch, L->b[b].scratch = t;
    double d = max_diff(decoded[b], L->b[b].last, L->n, V);
    bool within = d <= L->o->tolerance;
    L->ok &= within;
    if (!s && !L->o->quiet)
      fprintf(L->out,
              "step %d (decode check): %s: max |decode - prefill of the same tokens| %.6g%s\n",
              index, L->b[b].be->name, d, within ? "" : " (over the tolerance)");
    free(L->b[b].last);
    L->b[b].last = decoded[b];
  }
  free(decoded);
  free(diff);
  free(count);
  return s;
}

// Pages for each sequence: its prompt and every token decode feeds.
static facet_status_t allocate(loop *L, int64_t *total) {
  int64_t next = 1; // page 0: the rows and blocks no sequence owns
  for (int i = 0; i < L->n; i++) {
    seq *s = &L->seqs[i];
    s->first_page = next;
    s->pages = ceil_div(s->prompt_len + L->o->steps, L->f->stride);
    next += s->pages;
  }
  *total = next > L->f->pages_min ? next : L->f->pages_min;
  if (L->o->pages && L->o->pages < next)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "--pages=%lld: the sequences need %lld",
                      (long long)L->o->pages, (long long)next);
  if (L->o->pages) *total = L->o->pages;
  return NULL;
}

static facet_status_t setup(loop *L, const llm_prompts *p) {
  L->seqs = xcalloc((size_t)L->n + 1, sizeof(seq));
  for (int i = 0; i < L->n; i++) {
    seq *s = &L->seqs[i];
    s->prompt_len = p->lens.data[i];
    for (int64_t k = 0; k < s->prompt_len; k++) {
      int64_t t = p->tokens.data[i][k];
      if (t < 0 || t >= L->f->vocab)
        return status_new(FACET_STATUS_INVALID_ARGUMENT,
                          "sequence %d: token %lld is outside the "
                          "vocabulary [0, %lld)",
                          i, (long long)t, (long long)L->f->vocab);
      VEC_PUSH(s->tokens, t);
    }
  }
  int64_t pages;
  STATUS_RETURN_IF_ERROR(allocate(L, &pages));
  for (int b = 0; b < L->nb; b++) {
    backend_state *B = &L->b[b];
    B->last = xcalloc((size_t)(L->n * L->f->vocab) + 1, sizeof(double));
    facet_status_t st = B->be->cache_new(B->be->self, pages, &B->cache);
    if (!st && L->o->check_decode) st = B->be->cache_new(B->be->self, pages, &B->scratch);
    if (st) return status_annotate(st, "%s", B->be->name);
  }
  fprintf(L->out,
          "%d sequence%s, prefill batch %d, decode batch %d, block_seq_stride %lld, %lld pages "
          "of %lld %s",
          L->n, L->n == 1 ? "" : "s", L->f->prefill_bs, L->f->decode_bs, (long long)L->f->stride,
          (long long)pages, (long long)L->f->page_elems, dtype_name(L->f->cache_dtype));
  if (L->f->devices > 1)
    fprintf(L->out, " in each of %d caches (one per device, the same page ids)", L->f->devices);
  fputc('\n', L->out);
  return NULL;
}

static void report(const loop *L) {
  int64_t prompt = 0;
  for (int i = 0; i < L->n; i++) {
    const seq *s = &L->seqs[i];
    prompt += s->prompt_len;
    fprintf(L->out, "seq %d prompt:", i);
    for (int64_t k = 0; k < s->prompt_len; k++)
      fprintf(L->out, " %lld", (long long)s->tokens.data[k]);
    fprintf(L->out, "\nseq %d tokens:", i);
    for (size_t k = (size_t)s->prompt_len; k < s->tokens.len; k++)
      fprintf(L->out, " %lld", (long long)s->tokens.data[k]);
    fprintf(L->out, "\nseq %d margins:", i);
    for (size_t k = 0; k < s->margins.len; k++) fprintf(L->out, " %.4g", s->margins.data[k]);
    fputc('\n', L->out);
  }
  int64_t decoded = (int64_t)L->n * L->o->steps;
  for (int b = 0; b < L->nb; b++) {
    const backend_state *B = &L->b[b];
    fprintf(L->out,
            "%s: prefill %lld tokens in %.3f ms (%.1f tokens/s), decode %d step%s, %lld "
            "tokens in %.3f ms (%.1f tokens/s)\n",
            B->be->name, (long long)prompt, 1e3 * B->prefill_s,
            B->prefill_s > 0 ? (double)prompt / B->prefill_s : 0.0, L->o->steps,
            L->o->steps == 1 ? "" : "s", (long long)decoded, 1e3 * B->decode_s,
            B->decode_s > 0 ? (double)decoded / B->decode_s : 0.0);
    const facet_device_stats_t *t = &B->transfers;
    if (t->transfers && L->o->transfers_are_messages)
      fprintf(L->out, "%s: %llu sends and receives (rank 0's), %.3f MiB, %.3f ms in them\n",
              B->be->name, (unsigned long long)t->transfers, (double)t->transfer_bytes / (1 << 20),
              (double)t->transfer_nanoseconds / 1e6);
    else if (t->transfers)
      fprintf(L->out,
              "%s: %llu transfers between devices, %.3f MiB, %.3f ms copying, %.3f ms waiting for "
              "another device\n",
              B->be->name, (unsigned long long)t->transfers, (double)t->transfer_bytes / (1 << 20),
              (double)t->transfer_nanoseconds / 1e6, (double)t->wait_nanoseconds / 1e6);
  }
}

facet_status_t llm_generate(const llm_iface *iface, llm_backend *backends, int backend_count,
                            const llm_prompts *prompts, const llm_options *options, FILE *out,
                            bool *ok) {
  loop L = {.f = iface,
            .o = options,
            .out = out,
            .nb = backend_count,
            .n = (int)prompts->lens.len,
            .ok = true};
  L.b = xcalloc((size_t)backend_count + 1, sizeof *L.b);
  for (int b = 0; b < backend_count; b++) L.b[b].be = &backends[b];
  facet_status_t s =
      L.n ? setup(&L, prompts) : status_new(FACET_STATUS_INVALID_ARGUMENT, "no prompt given");
  if (!s) s = step(&L, false, 0);
  for (int k = 1; !s && k <= options->steps; k++) {
    s = step(&L, true, k);
    if (!s && options->check_decode) s = check_decode(&L, k);
  }
  if (!s) report(&L);
  for (int b = 0; b < backend_count; b++) {
    backend_state *B = &L.b[b];
    if (B->cache) B->be->cache_free(B->be->self, B->cache);
    if (B->scratch) B->be->cache_free(B->be->self, B->scratch);
    free(B->last);
  }
  for (int i = 0; L.seqs && i < L.n; i++) {
    VEC_FREE(L.seqs[i].tokens);
    VEC_FREE(L.seqs[i].margins);
  }
  free(L.seqs);
  free(L.b);
  *ok = L.ok;
  return s;
}
