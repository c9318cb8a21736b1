// serve.h: facet-serve's engine: continuous batching of LLM requests onto a
// module's batch-size entry points (docs/serving.md), on the public runtime
// API. The HTTP side (http.c) turns requests into serve_params and reads
// tokens back; everything here is independent of HTTP.
//
// One engine thread owns the module calls and the page cache (a
// tensor-parallel export's caches, one per device: the pool hands out page
// ids once and a sequence owns those pages of every cache). Each step:
//   1. cancelled sequences leave, their pages go back to the pool;
//   2. queued requests are admitted in arrival order while their pages fit
//      (a request reserves the pages of its prompt and of every token it
//      may generate, so a running sequence never waits for a page);
//   3. the newly admitted are prefilled with the smallest compiled
//      prefill_bsN that holds them (several calls of the largest when none
//      does), unused rows padded as shark-ai's shortfin pads them;
//   4. every running sequence decodes one token with the smallest
//      decode_bsN that holds them all (or calls of the largest);
//   5. tokens are sampled, finished sequences leave.
// Requests wait in the queue while pages are short: nothing is truncated.
#ifndef FACET_SERVE_H
#define FACET_SERVE_H

#include "tooling/llm.h"

#include <pthread.h>

#define SERVE_TRY(expr)                                                                            \
  do {                                                                                             \
    facet_status_t try_ = (expr);                                                                  \
    if (try_) return try_;                                                                         \
  } while (0)

//
// sample.c: choosing the next token
//
typedef struct serve_sampling {
  double temperature; // <= 0: greedy (the arg-max, first of equal maxima)
  int64_t top_k;      // 0: every token
  double top_p;       // 1: every token
  uint64_t seed;
} serve_sampling;

// A generator's state from a seed (splitmix64: the same seed, the same draws).
uint64_t serve_rng_next(uint64_t *state);
// The next token from one row of logits (vocab entries). scratch holds
// 2 * vocab doubles. Greedy when temperature <= 0 or top_k == 1.
int64_t serve_sample(const double *logits, int64_t vocab, const serve_sampling *s, uint64_t *rng,
                     double *scratch);

//
// metrics.c: counters and per-entry-point latency histograms
//
#define SERVE_BUCKETS 14
extern const double serve_bucket_seconds[SERVE_BUCKETS]; // upper bounds; +Inf after

typedef struct serve_histogram {
  uint64_t counts[SERVE_BUCKETS + 1]; // the last: over every bound
  double sum;
  uint64_t total;
} serve_histogram;
void serve_histogram_add(serve_histogram *h, double seconds);

//
// engine.c
//
typedef struct serve_entry {
  facet_function_t *fn;
  int bs;
  serve_histogram latency;
  uint64_t rows_used; // real rows over every call (the rest were padding)
} serve_entry;

typedef enum serve_finish {
  SERVE_RUNNING = 0,
  SERVE_STOP,      // a stop token (not returned)
  SERVE_LENGTH,    // max_tokens generated
  SERVE_CANCELLED, // the client left
  SERVE_FAILED,    // a call failed: the message says why
} serve_finish;

typedef struct serve_params {
  int64_t *prompt; // owned by the request once submitted
  int64_t prompt_len;
  int64_t max_tokens;
  serve_sampling sampling;
  int64_t *stop; // stop token ids, owned like prompt
  int stop_count;
} serve_params;

typedef struct serve_request serve_request;

typedef struct serve_options {
  int64_t pages;     // cache pages (0: enough for the longest sequence at the largest decode batch)
  int64_t max_queue; // requests waiting for admission before 429
} serve_options;

#define SERVE_MAX_ENTRIES 16

typedef struct serve_engine {
  facet_runtime_t *rt;
  llm_iface iface; // of the smallest prefill and decode (every pair agrees)
  serve_entry prefill[SERVE_MAX_ENTRIES], decode[SERVE_MAX_ENTRIES]; // by batch size
  int prefill_count, decode_count;
  int64_t context; // the longest sequence (prompt + generated) a request may have
  int64_t max_queue;
  llm_caches caches; // one per device (a tensor-parallel export's shards), the same page ids
  int64_t pages;     // each cache's, page 0 included (never handed out)
  int64_t *free_pages, free_count;

  pthread_mutex_t lock;    // everything below and every request's shared fields
  pthread_cond_t work;     // the engine waits for requests
  pthread_cond_t progress; // clients wait for tokens
  VEC(serve_request *) queue, running;
  bool draining, stopped;
  uint64_t next_id;
  // metrics
  uint64_t requests[5]; // by serve_finish (RUNNING: admitted so far)
  uint64_t rejected, generated;
  serve_histogram first_token, inter_token; // seconds to the first token, between tokens
  double started, window_start;             // for tokens/s over the last window
  uint64_t window_tokens, last_window_tokens;
  double last_window_seconds;
  pthread_t thread;
  bool thread_started;
} serve_engine;

// Finds every prefill_bsN / decode_bsN of the module, checks that they
// share one interface (llm_iface_from_functions), sizes the cache and
// starts the engine thread.
facet_status_t serve_engine_start(serve_engine *e, facet_runtime_t *rt, facet_module_t *module,
                                  const serve_options *o, int64_t stride_override);
// Stops admitting (new submits fail with UNAVAILABLE), lets every queued
// and running request finish, joins the thread. Then frees everything.
void serve_engine_drain(serve_engine *e);
void serve_engine_free(serve_engine *e);

// Validates and queues a request (takes p's arrays, also on failure).
// INVALID_ARGUMENT naming what is wrong, RESOURCE_EXHAUSTED when the queue
// is full, UNAVAILABLE while draining. *out holds one reference.
facet_status_t serve_submit(serve_engine *e, serve_params *p, serve_request **out);
// Waits until the request has more than `have` tokens or is finished, at
// most timeout_ms; copies up to cap new tokens from index `have` into out
// and returns how many; *finish: the state when it returned.
int64_t serve_wait(serve_engine *e, serve_request *r, int64_t have, int64_t *out, int64_t cap,
                   int timeout_ms, serve_finish *finish);
// The request's id, error message (SERVE_FAILED) and prompt length.
uint64_t serve_request_id(const serve_request *r);
const char *serve_request_error(const serve_request *r);
int64_t serve_request_prompt_len(const serve_request *r);
// The client is gone: the sequence leaves at the next step.
void serve_cancel(serve_engine *e, serve_request *r);
void serve_release(serve_engine *e, serve_request *r);

// True once serve_engine_drain began.
bool serve_draining(serve_engine *e);

// Prometheus text of the engine's state and counters (caller frees).
char *serve_metrics_text(serve_engine *e);

//
// request.c: a request's JSON
//
typedef struct cJSON cJSON;
// The fields of a completion request (llama: llama.cpp's n_predict for
// max_tokens; -1 there: up to `context`); a request without a seed gets
// seed_default. INVALID_ARGUMENT naming the first bad field; p's arrays
// are the caller's to free either way.
facet_status_t serve_parse_request(const cJSON *json, bool llama, int64_t context,
                                   uint64_t seed_default, serve_params *p, bool *stream);

//
// http.c: the HTTP API
//
typedef struct serve_http_options {
  const char *host;       // an address of this machine ("127.0.0.1", "::1", "0.0.0.0")
  int port;               // 0: any free port (serve_http_port tells)
  const char *api_key;    // NULL: no authentication
  size_t max_body;        // bytes; a longer body gets 413
  int max_connections;    // connections at once (each has a thread)
  const char *model_name; // what /v1/models and the answers call the model
} serve_http_options;

typedef struct serve_http serve_http;
facet_status_t serve_http_start(serve_engine *e, const serve_http_options *o, serve_http **out);
int serve_http_port(const serve_http *h);
// Stops accepting connections (those open keep being served).
void serve_http_quiesce(serve_http *h);
// Waits until no request is being answered, at most timeout_ms.
void serve_http_wait_idle(serve_http *h, int timeout_ms);
void serve_http_stop(serve_http *h);

#endif
