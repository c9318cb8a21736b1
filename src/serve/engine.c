// engine.c: the continuous-batching loop of serve.h: entry points found by
// their signatures, the page pool, admission, prefill and decode calls
// through the public C API, sampling and the request life cycle.
#include "serve.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

struct serve_request {
  int refs; // the client's and, until the sequence leaves, the engine's (under lock)
  uint64_t id;
  serve_params p;
  int64_t *tokens, count; // generated so far (room for max_tokens)
  serve_finish finish;
  bool cancelled;
  char error[256];
  double submitted, last_token; // for the latency histograms
  // The engine thread's own:
  int64_t *pages, page_count;
  uint64_t rng;
};

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }

//
// Entry points
//

// prefill_bsN and decode_bsN functions of the module, sorted by N (input 0's dim 0).
static facet_status_t find_entries(serve_engine *e, facet_module_t *m) {
  for (size_t i = 0; i < facet_module_function_count(m); i++) {
    const char *name = facet_module_function_name(m, i);
    bool prefill = !strncmp(name, "prefill_bs", 10), decode = !strncmp(name, "decode_bs", 9);
    if (!prefill && !decode) continue;
    serve_entry *list = prefill ? e->prefill : e->decode;
    int *n = prefill ? &e->prefill_count : &e->decode_count;
    if (*n == SERVE_MAX_ENTRIES)
      return status_new(FACET_STATUS_INVALID_ARGUMENT, "more than %d %s* functions",
                        SERVE_MAX_ENTRIES, prefill ? "prefill_bs" : "decode_bs");
    facet_function_t *fn;
    facet_tensor_signature_t sig;
    SERVE_TRY(facet_module_function_at(m, i, &fn));
    SERVE_TRY(facet_function_input(fn, 0, &sig));
    if (sig.rank != 2 || sig.dims[0] < 1)
      return status_new(FACET_STATUS_INVALID_ARGUMENT,
                        "%s: input 0 is not tokens [N, T] with a "
                        "static batch size N",
                        name);
    int k = (*n)++;
    while (k > 0 && list[k - 1].bs > sig.dims[0]) // insertion by batch size
      list[k] = list[k - 1], k--;
    list[k] = (serve_entry){.fn = fn, .bs = (int)sig.dims[0]};
  }
  if (!e->prefill_count || !e->decode_count)
    return status_new(FACET_STATUS_INVALID_ARGUMENT,
                      "the module has no prefill_bs* or no decode_bs* function: not an LLM export "
                      "facet-serve can drive (docs/serving.md)");
  return NULL;
}

// Every prefill with every decode: the same caches (as many, one per
// device, each [pages, C] of one C and dtype: llm.c's rule, the one
// facet-generate applies), one vocabulary, one stride; the page ranges
// every function accepts.
// [*lo, *hi] becomes its intersection with [lo2, hi2].
static void narrow(int64_t *lo, int64_t *hi, int64_t lo2, int64_t hi2) {
  if (lo2 > *lo) *lo = lo2;
  if (hi2 < *hi) *hi = hi2;
}

static facet_status_t common_iface(serve_engine *e, int64_t stride_override) {
  SERVE_TRY(llm_iface_from_functions(e->prefill[0].fn, e->decode[0].fn, &e->iface));
  llm_iface *f = &e->iface;
  for (int p = 0; p < e->prefill_count; p++)
    for (int d = 0; d < e->decode_count; d++) {
      llm_iface g;
      SERVE_TRY(llm_iface_from_functions(e->prefill[p].fn, e->decode[d].fn, &g));
      if (g.devices != f->devices || g.page_elems != f->page_elems || g.vocab != f->vocab ||
          g.cache_dtype != f->cache_dtype || g.stride != f->stride)
        return status_new(
            FACET_STATUS_INVALID_ARGUMENT,
            "%s and %s disagree with %s and %s on the caches (their count, one per device, "
            "or their shape), vocabulary or stride",
            facet_function_name(e->prefill[p].fn), facet_function_name(e->decode[d].fn),
            facet_function_name(e->prefill[0].fn), facet_function_name(e->decode[0].fn));
      narrow(&f->prefill_blocks_min, &f->prefill_blocks_max, g.prefill_blocks_min,
             g.prefill_blocks_max);
      narrow(&f->decode_blocks_min, &f->decode_blocks_max, g.decode_blocks_min,
             g.decode_blocks_max);
      if (g.pages_min > f->pages_min) f->pages_min = g.pages_min;
      if (g.pages_max < f->pages_max) f->pages_max = g.pages_max;
    }
  if (stride_override > 0) f->stride = stride_override;
  return NULL;
}

// The caches (one per device) and their page pool. Default: 256 pages to
// hand out (shortfin's default block count), more when the module's cache
// must have more, fewer when it takes fewer (a larger pool would fail every
// call, so --pages beyond it is refused at startup). Every cache has the same pages, so the pool's
// ids are every device's: a sequence's pages are the same in each shard.
static facet_status_t make_cache(serve_engine *e, int64_t pages) {
  int64_t most = e->iface.pages_max;
  if (pages > most)
    return status_new(FACET_STATUS_INVALID_ARGUMENT,
                      "--pages=%lld: %s's caches take at most %lld pages", (long long)pages,
                      facet_function_name(e->prefill[0].fn), (long long)most);
  if (!pages) pages = most < 257 ? most : 257; // the default fits what the module takes
  if (pages < e->iface.pages_min) pages = e->iface.pages_min;
  if (pages < 2) pages = 2;
  SERVE_TRY(llm_caches_create(e->rt, e->prefill[0].fn, pages, &e->caches));
  e->pages = pages;
  e->free_pages = xcalloc((size_t)pages, sizeof(int64_t));
  for (int64_t p = pages - 1; p >= 1; p--) // page 0 takes the padding's writes
    e->free_pages[e->free_count++] = p;
  int64_t blocks = e->iface.decode_blocks_max < pages - 1 ? e->iface.decode_blocks_max : pages - 1;
  e->context = blocks > INT64_MAX / e->iface.stride ? INT64_MAX : blocks * e->iface.stride;
  return NULL;
}

static void *engine_main(void *arg);

facet_status_t serve_engine_start(serve_engine *e, facet_runtime_t *rt, facet_module_t *module,
                                  const serve_options *o, int64_t stride_override) {
  *e = (serve_engine){.rt = rt, .max_queue = o->max_queue, .started = now()};
  e->window_start = e->started;
  pthread_mutex_init(&e->lock, NULL);
  pthread_cond_init(&e->work, NULL);
  pthread_cond_init(&e->progress, NULL);
  SERVE_TRY(find_entries(e, module));
  SERVE_TRY(common_iface(e, stride_override));
  SERVE_TRY(make_cache(e, o->pages));
  if (pthread_create(&e->thread, NULL, engine_main, e))
    return status_new(FACET_STATUS_UNAVAILABLE, "cannot start the engine thread");
  e->thread_started = true;
  return NULL;
}

//
// Requests
//
static void request_free(serve_request *r) {
  free(r->p.prompt);
  free(r->p.stop);
  free(r->tokens);
  free(r->pages);
  free(r);
}

static void unref(serve_request *r) { // under the lock
  if (--r->refs == 0) request_free(r);
}

static facet_status_t check_request(const serve_engine *e, const serve_params *p) {
  const llm_iface *f = &e->iface;
  if (p->prompt_len < 1) return status_new(FACET_STATUS_INVALID_ARGUMENT, "the prompt is empty");
  if (p->max_tokens < 1)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "max_tokens must be at least 1");
  for (int64_t i = 0; i < p->prompt_len; i++)
    if (p->prompt[i] < 0 || p->prompt[i] >= f->vocab)
      return status_new(FACET_STATUS_INVALID_ARGUMENT,
                        "prompt token %lld (at %lld) is outside the vocabulary [0, %lld)",
                        (long long)p->prompt[i], (long long)i, (long long)f->vocab);
  int64_t longest =
      f->prefill_blocks_max > INT64_MAX / f->stride ? INT64_MAX : f->prefill_blocks_max * f->stride;
  if (p->prompt_len > longest || p->prompt_len > e->context)
    return status_new(
        FACET_STATUS_INVALID_ARGUMENT, "the prompt has %lld tokens; this server takes at most %lld",
        (long long)p->prompt_len, (long long)(longest < e->context ? longest : e->context));
  if (p->max_tokens > e->context - p->prompt_len + 1)
    return status_new(FACET_STATUS_INVALID_ARGUMENT,
                      "a prompt of %lld tokens leaves room for %lld generated tokens (the module's "
                      "and the cache's context is %lld); max_tokens is %lld",
                      (long long)p->prompt_len, (long long)(e->context - p->prompt_len + 1),
                      (long long)e->context, (long long)p->max_tokens);
  if (p->sampling.temperature < 0 || !(p->sampling.top_p > 0 && p->sampling.top_p <= 1) ||
      p->sampling.top_k < 0)
    return status_new(FACET_STATUS_INVALID_ARGUMENT,
                      "temperature must be >= 0, top_p in (0, 1], top_k >= 0");
  return NULL;
}

facet_status_t serve_submit(serve_engine *e, serve_params *p, serve_request **out) {
  facet_status_t s = check_request(e, p);
  serve_request *r = NULL;
  pthread_mutex_lock(&e->lock);
  if (!s && e->draining) s = status_new(FACET_STATUS_UNAVAILABLE, "the server is shutting down");
  if (!s && (int64_t)e->queue.len >= e->max_queue)
    s = status_new(FACET_STATUS_RESOURCE_EXHAUSTED, "the queue is full (%lld requests waiting)",
                   (long long)e->queue.len);
  if (!s) {
    r = xcalloc(1, sizeof *r);
    *r = (serve_request){.refs = 2, .id = ++e->next_id, .p = *p, .submitted = now()};
    r->tokens = xcalloc((size_t)p->max_tokens, sizeof(int64_t));
    r->rng = p->sampling.seed;
    VEC_PUSH(e->queue, r);
    pthread_cond_signal(&e->work);
  } else {
    e->rejected++;
    free(p->prompt);
    free(p->stop);
  }
  pthread_mutex_unlock(&e->lock);
  p->prompt = p->stop = NULL;
  *out = r;
  return s;
}

int64_t serve_wait(serve_engine *e, serve_request *r, int64_t have, int64_t *out, int64_t cap,
                   int timeout_ms, serve_finish *finish) {
  struct timespec until;
  clock_gettime(CLOCK_REALTIME, &until);
  until.tv_sec += timeout_ms / 1000;
  until.tv_nsec += (long)(timeout_ms % 1000) * 1000000L;
  if (until.tv_nsec >= 1000000000L) until.tv_sec++, until.tv_nsec -= 1000000000L;
  pthread_mutex_lock(&e->lock);
  while (r->count <= have && !r->finish)
    if (pthread_cond_timedwait(&e->progress, &e->lock, &until)) break; // timed out
  int64_t n = r->count - have < cap ? r->count - have : cap;
  if (n < 0) n = 0;
  memcpy(out, r->tokens + have, sizeof(int64_t) * (size_t)n);
  *finish = have + n == r->count ? r->finish : SERVE_RUNNING; // done once all is read
  pthread_mutex_unlock(&e->lock);
  return n;
}

bool serve_draining(serve_engine *e) {
  pthread_mutex_lock(&e->lock);
  bool d = e->draining;
  pthread_mutex_unlock(&e->lock);
  return d;
}

uint64_t serve_request_id(const serve_request *r) { return r->id; }
const char *serve_request_error(const serve_request *r) { return r->error; }
int64_t serve_request_prompt_len(const serve_request *r) { return r->p.prompt_len; }

void serve_cancel(serve_engine *e, serve_request *r) {
  pthread_mutex_lock(&e->lock);
  if (!r->finish) {
    r->cancelled = true;
    pthread_cond_signal(&e->work);
  }
  pthread_mutex_unlock(&e->lock);
}

void serve_release(serve_engine *e, serve_request *r) {
  if (!r) return;
  pthread_mutex_lock(&e->lock);
  unref(r);
  pthread_mutex_unlock(&e->lock);
}

//
// The engine thread
//

// A sequence leaves (under the lock): its pages back to the pool.
static void leave(serve_engine *e, serve_request *r, serve_finish why) {
  if (!r->finish) r->finish = why;
  e->requests[r->finish]++;
  for (int64_t i = 0; i < r->page_count; i++) e->free_pages[e->free_count++] = r->pages[i];
  r->page_count = 0;
  unref(r);
}

// Drops cancelled requests from a list (under the lock).
static void drop_cancelled(serve_engine *e, serve_request **list, size_t *len) {
  size_t k = 0;
  for (size_t i = 0; i < *len; i++) {
    if (list[i]->cancelled) leave(e, list[i], SERVE_CANCELLED);
    else list[k++] = list[i];
  }
  *len = k;
}

// Queued requests whose pages fit, in arrival order (under the lock).
static size_t admit(serve_engine *e, serve_request ***out) {
  size_t n = 0;
  while (n < e->queue.len) {
    serve_request *r = e->queue.data[n];
    int64_t need = ceil_div(r->p.prompt_len + r->p.max_tokens - 1, e->iface.stride);
    if (need > e->free_count) break; // it waits: first come, first served
    r->pages = xcalloc((size_t)need, sizeof(int64_t));
    for (r->page_count = 0; r->page_count < need; r->page_count++)
      r->pages[r->page_count] = e->free_pages[--e->free_count];
    e->requests[SERVE_RUNNING]++;
    n++;
  }
  *out = xcalloc(n + 1, sizeof **out);
  if (!n) return 0;
  memcpy(*out, e->queue.data, n * sizeof **out);
  memmove(e->queue.data, e->queue.data + n, (e->queue.len - n) * sizeof **out);
  e->queue.len -= n;
  return n;
}

// The smallest entry holding n rows, or the largest.
static serve_entry *pick(serve_entry *list, int count, size_t n) {
  for (int i = 0; i < count; i++)
    if ((size_t)list[i].bs >= n) return &list[i];
  return &list[count - 1];
}

typedef struct call_buf {
  int64_t *tokens, *seq_lens, *starts, *page_ids;
} call_buf;

// One call: rows r[0..n) into a batch of entry->bs rows (the rest padding:
// one token, page 0). Writes each row's logits at its last position (n * V).
static facet_status_t run_call(serve_engine *e, serve_entry *en, bool decode, serve_request **r,
                               size_t n, double *logits, double *seconds) {
  const llm_iface *f = &e->iface;
  int64_t bs = en->bs, longest = 1;
  for (size_t i = 0; i < n; i++) {
    int64_t len = decode ? r[i]->p.prompt_len + r[i]->count : r[i]->p.prompt_len;
    longest = len > longest ? len : longest;
  }
  int64_t blocks = ceil_div(longest, f->stride),
          min = decode ? f->decode_blocks_min : f->prefill_blocks_min;
  blocks = blocks < min ? min : blocks;
  int64_t T = decode ? 1 : blocks * f->stride;
  call_buf b = {xcalloc((size_t)(bs * T), 8), xcalloc((size_t)bs, 8), xcalloc((size_t)bs, 8),
                xcalloc((size_t)(bs * blocks), 8)};
  for (int64_t i = 0; i < bs; i++) b.seq_lens[i] = 1;
  for (size_t i = 0; i < n; i++) {
    const serve_request *q = r[i];
    int64_t len = decode ? q->p.prompt_len + q->count : q->p.prompt_len;
    if (decode) b.tokens[i] = q->tokens[q->count - 1], b.starts[i] = len - 1;
    else memcpy(b.tokens + (int64_t)i * T, q->p.prompt, sizeof(int64_t) * (size_t)len);
    b.seq_lens[i] = len;
    for (int64_t k = 0; k < blocks && k < q->page_count; k++)
      b.page_ids[(int64_t)i * blocks + k] = q->pages[k];
  }
  int64_t tok_dims[2] = {bs, T}, row_dims[1] = {bs}, page_dims[2] = {bs, blocks};
  facet_tensor_t *in[4 + LLM_MAX_DEVICES] = {0}, *out[1 + LLM_MAX_DEVICES] = {0};
  size_t nin = 0, nout = facet_function_output_count(en->fn);
  facet_status_t s = facet_tensor_wrap(e->rt, FACET_DTYPE_I64, 2, tok_dims, b.tokens,
                                       (size_t)(bs * T) * 8, &in[nin++]);
  if (!s)
    s = facet_tensor_wrap(e->rt, FACET_DTYPE_I64, 1, row_dims, b.seq_lens, (size_t)bs * 8,
                          &in[nin++]);
  if (!s && decode)
    s = facet_tensor_wrap(e->rt, FACET_DTYPE_I64, 1, row_dims, b.starts, (size_t)bs * 8,
                          &in[nin++]);
  if (!s)
    s = facet_tensor_wrap(e->rt, FACET_DTYPE_I64, 2, page_dims, b.page_ids,
                          (size_t)(bs * blocks) * 8, &in[nin++]);
  size_t wrapped = nin;
  for (int d = 0; d < e->caches.n; d++) in[nin++] = e->caches.t[d]; // the same page ids for all
  if (!s) s = llm_caches_check_results(en->fn, &e->caches);
  double t0 = now();
  if (!s) s = facet_function_call(en->fn, in, nin, out, nout);
  if (!s) {
    *seconds = now() - t0;
    const void *l = facet_tensor_data(out[0]);
    dtype dt = (dtype)facet_tensor_dtype(out[0]);
    int64_t V = f->vocab;
    for (size_t i = 0; i < n; i++) {
      int64_t pos = decode ? 0 : r[i]->p.prompt_len - 1;
      size_t at = (size_t)(((int64_t)i * T + pos) * V);
      for (int64_t v = 0; v < V; v++)
        logits[(int64_t)i * V + v] = dtype_load(dt, l, at + (size_t)v);
    }
    s = llm_caches_take_results(&e->caches, out, nout); // a module returning the caches
  }
  for (size_t i = 0; i < wrapped; i++) facet_tensor_release(in[i]);
  for (size_t i = 0; i < FACET_ARRAY_SIZE(out); i++) facet_tensor_release(out[i]);
  free(b.tokens), free(b.seq_lens), free(b.starts), free(b.page_ids);
  return s;
}

// A row's next token, appended (under the lock); the sequence finishes on
// a stop token or at max_tokens.
static void publish(serve_engine *e, serve_request *r, int64_t token) {
  double t = now();
  for (int i = 0; i < r->p.stop_count; i++)
    if (r->p.stop[i] == token) {
      r->finish = SERVE_STOP;
      return;
    }
  serve_histogram_add(r->count ? &e->inter_token : &e->first_token,
                      t - (r->count ? r->last_token : r->submitted));
  r->tokens[r->count++] = token;
  e->generated++;
  e->window_tokens++;
  r->last_token = t;
  if (r->count == r->p.max_tokens) r->finish = SERVE_LENGTH;
}

// Runs rows r[0..n) through prefill or decode in calls of the chosen
// batch sizes and publishes each row's token (failures finish the rows).
static void run_rows(serve_engine *e, bool decode, serve_request **r, size_t n, double *logits,
                     double *scratch) {
  serve_entry *list = decode ? e->decode : e->prefill;
  int count = decode ? e->decode_count : e->prefill_count;
  int64_t V = e->iface.vocab;
  for (size_t first = 0; first < n;) {
    serve_entry *en = pick(list, count, n - first);
    size_t rows = n - first < (size_t)en->bs ? n - first : (size_t)en->bs;
    double seconds = 0;
    facet_status_t s = run_call(e, en, decode, r + first, rows, logits, &seconds);
    int64_t *next = xcalloc(rows, sizeof(int64_t));
    for (size_t i = 0; !s && i < rows; i++)
      next[i] = serve_sample(logits + (int64_t)i * V, V, &r[first + i]->p.sampling,
                             &r[first + i]->rng, scratch);
    pthread_mutex_lock(&e->lock);
    if (!s) {
      serve_histogram_add(&en->latency, seconds);
      en->rows_used += rows;
    }
    for (size_t i = 0; i < rows; i++) {
      serve_request *q = r[first + i];
      if (s) {
        q->finish = SERVE_FAILED;
        snprintf(q->error, sizeof q->error, "%s", facet_status_message(s));
      } else if (!q->cancelled) publish(e, q, next[i]);
    }
    pthread_cond_broadcast(&e->progress);
    pthread_mutex_unlock(&e->lock);
    if (s) fprintf(stderr, "facet-serve: error: %s\n", facet_status_message(s));
    facet_status_free(s);
    free(next);
    first += rows;
  }
}

// Finished and cancelled sequences leave the running list (under the lock).
static void retire(serve_engine *e) {
  size_t k = 0;
  for (size_t i = 0; i < e->running.len; i++) {
    serve_request *r = e->running.data[i];
    if (r->finish || r->cancelled) leave(e, r, SERVE_CANCELLED);
    else e->running.data[k++] = r;
  }
  e->running.len = k;
}

static void *engine_main(void *arg) {
  serve_engine *e = arg;
  int64_t V = e->iface.vocab, widest = e->prefill[e->prefill_count - 1].bs;
  if (e->decode[e->decode_count - 1].bs > widest) widest = e->decode[e->decode_count - 1].bs;
  double *logits = xcalloc((size_t)(widest * V), sizeof(double));
  double *scratch = xcalloc((size_t)(2 * V), sizeof(double));
  pthread_mutex_lock(&e->lock);
  for (;;) {
    drop_cancelled(e, e->queue.data, &e->queue.len);
    retire(e);
    serve_request **admitted;
    size_t n = admit(e, &admitted);
    if (!n && !e->running.len) {
      free(admitted);
      if (e->draining && !e->queue.len) break;
      pthread_cond_wait(&e->work, &e->lock);
      continue;
    }
    pthread_mutex_unlock(&e->lock);
    run_rows(e, false, admitted, n, logits, scratch); // prefill: each one's first token
    pthread_mutex_lock(&e->lock);
    for (size_t i = 0; i < n; i++) VEC_PUSH(e->running, admitted[i]);
    free(admitted);
    retire(e);
    size_t m = e->running.len;
    serve_request **batch = xcalloc(m + 1, sizeof *batch);
    if (m) memcpy(batch, e->running.data, m * sizeof *batch);
    pthread_mutex_unlock(&e->lock);
    run_rows(e, true, batch, m, logits, scratch); // decode: one more token for everyone
    free(batch);
    pthread_mutex_lock(&e->lock);
  }
  e->stopped = true;
  pthread_cond_broadcast(&e->progress);
  pthread_mutex_unlock(&e->lock);
  free(logits);
  free(scratch);
  return NULL;
}

void serve_engine_drain(serve_engine *e) {
  if (!e->thread_started) return;
  pthread_mutex_lock(&e->lock);
  e->draining = true;
  pthread_cond_signal(&e->work);
  pthread_mutex_unlock(&e->lock);
  pthread_join(e->thread, NULL);
  e->thread_started = false;
}

void serve_engine_free(serve_engine *e) {
  serve_engine_drain(e);
  llm_caches_release(&e->caches);
  free(e->free_pages);
  VEC_FREE(e->queue);
  VEC_FREE(e->running);
  pthread_mutex_destroy(&e->lock);
  pthread_cond_destroy(&e->work);
  pthread_cond_destroy(&e->progress);
}
