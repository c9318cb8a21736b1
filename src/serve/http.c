// http.c: facet-serve's HTTP API on libmicrohttpd (a thread per connection)
// and cJSON: POST /v1/completions (OpenAI's shape), POST /completion
// (llama.cpp server's), GET /health, GET /metrics, GET /v1/models.
// docs/serving.md has the fields and the answers.
//
// A connection's thread submits its request to the engine and waits for
// tokens; while it waits it watches the socket, so a client that goes away
// cancels its sequence (its pages are freed at the engine's next step).
#include "serve.h"

#include <arpa/inet.h>
#include <cjson/cJSON.h>
#include <math.h>
#include <microhttpd.h>
#include <netdb.h>
#include <poll.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

struct serve_http {
  serve_engine *engine;
  serve_http_options o;
  struct MHD_Daemon *daemon;
  atomic_int in_flight; // requests begun and not yet completed
  atomic_uint_fast64_t seed_counter;
};

// One request's state across the handler's calls.
typedef struct exchange {
  strbuf body;
  bool too_big;
} exchange;

//
// Answers
//
static enum MHD_Result answer(struct MHD_Connection *c, unsigned status, const char *type,
                              char *text) { // takes text
  struct MHD_Response *r =
      MHD_create_response_from_buffer(strlen(text), text, MHD_RESPMEM_MUST_FREE);
  if (!r) return free(text), MHD_NO;
  MHD_add_response_header(r, MHD_HTTP_HEADER_CONTENT_TYPE, type);
  if (status == MHD_HTTP_TOO_MANY_REQUESTS || status == MHD_HTTP_SERVICE_UNAVAILABLE)
    MHD_add_response_header(r, MHD_HTTP_HEADER_RETRY_AFTER, "1");
  if (status == MHD_HTTP_UNAUTHORIZED)
    MHD_add_response_header(r, MHD_HTTP_HEADER_WWW_AUTHENTICATE, "Bearer");
  enum MHD_Result ok = MHD_queue_response(c, status, r);
  MHD_destroy_response(r);
  return ok;
}

static enum MHD_Result answer_json(struct MHD_Connection *c, unsigned status, cJSON *j) {
  char *text = cJSON_PrintUnformatted(j);
  cJSON_Delete(j);
  if (!text) return MHD_NO;
  size_t n = strlen(text);
  char *line = xmalloc(n + 2);
  memcpy(line, text, n);
  memcpy(line + n, "\n", 2);
  cJSON_free(text);
  return answer(c, status, "application/json", line);
}

// {"error": {"message": ..., "type": ..., "code": status}} on one line.
static cJSON *error_json(unsigned status, const char *message) {
  cJSON *j = cJSON_CreateObject(), *e = cJSON_AddObjectToObject(j, "error");
  cJSON_AddStringToObject(e, "message", message);
  cJSON_AddStringToObject(e, "type",
                          status == 401   ? "authentication_error"
                          : status == 429 ? "rate_limit_error"
                          : status < 500  ? "invalid_request_error"
                                          : "server_error");
  cJSON_AddNumberToObject(e, "code", status);
  return j;
}

static enum MHD_Result answer_error(struct MHD_Connection *c, unsigned status, const char *msg) {
  return answer_json(c, status, error_json(status, msg));
}

typedef enum api { API_OPENAI, API_LLAMA } api;

//
// Results
//
static const char *finish_reason(serve_finish f, api which) {
  if (which == API_LLAMA) return f == SERVE_STOP ? "eos" : "limit";
  return f == SERVE_STOP ? "stop" : "length";
}

// The JSON of a finished or partial completion: tokens [0, n).
static cJSON *result_json(serve_http *h, serve_request *r, api which, const int64_t *tokens,
                          int64_t n, serve_finish finish, bool chunk) {
  cJSON *j = cJSON_CreateObject();
  cJSON *ids = cJSON_CreateArray();
  for (int64_t i = 0; i < n; i++) cJSON_AddItemToArray(ids, cJSON_CreateNumber((double)tokens[i]));
  int64_t prompt = serve_request_prompt_len(r);
  if (which == API_LLAMA) {
    cJSON_AddStringToObject(j, "content", "");
    cJSON_AddItemToObject(j, "tokens", ids);
    cJSON_AddBoolToObject(j, "stop", finish != SERVE_RUNNING);
    if (finish != SERVE_RUNNING) {
      cJSON_AddStringToObject(j, "stop_type", finish_reason(finish, which));
      cJSON_AddNumberToObject(j, "tokens_evaluated", (double)prompt);
    }
    return j;
  }
  char id[32];
  snprintf(id, sizeof id, "cmpl-%llu", (unsigned long long)serve_request_id(r));
  cJSON_AddStringToObject(j, "id", id);
  cJSON_AddStringToObject(j, "object", "text_completion");
  cJSON_AddNumberToObject(j, "created", (double)time(NULL));
  cJSON_AddStringToObject(j, "model", h->o.model_name);
  cJSON *choice = cJSON_CreateObject();
  cJSON_AddNumberToObject(choice, "index", 0);
  cJSON_AddStringToObject(choice, "text", "");
  cJSON_AddItemToObject(choice, "tokens", ids);
  if (finish != SERVE_RUNNING)
    cJSON_AddStringToObject(choice, "finish_reason", finish_reason(finish, which));
  else cJSON_AddNullToObject(choice, "finish_reason");
  cJSON_AddItemToArray(cJSON_AddArrayToObject(j, "choices"), choice);
  if (!chunk) {
    cJSON *u = cJSON_AddObjectToObject(j, "usage");
    cJSON_AddNumberToObject(u, "prompt_tokens", (double)prompt);
    cJSON_AddNumberToObject(u, "completion_tokens", (double)n);
    cJSON_AddNumberToObject(u, "total_tokens", (double)(prompt + n));
  }
  return j;
}

// True when the peer has closed its end (or the socket failed).
static bool client_gone(struct MHD_Connection *c) {
  const union MHD_ConnectionInfo *info =
      MHD_get_connection_info(c, MHD_CONNECTION_INFO_CONNECTION_FD);
  if (!info) return false;
  struct pollfd p = {.fd = info->connect_fd, .events = POLLRDHUP};
  return poll(&p, 1, 0) > 0 && (p.revents & (POLLRDHUP | POLLHUP | POLLERR));
}

// A streamed completion: server-sent events, one per token.
typedef struct stream {
  serve_http *h;
  serve_request *r;
  struct MHD_Connection *c;
  api which;
  int64_t have;
  strbuf pending;
  size_t sent;
  bool last; // the final event is in `pending`
} stream;

static void add_event(stream *s, cJSON *j) {
  char *text = cJSON_PrintUnformatted(j);
  cJSON_Delete(j);
  sb_printf(&s->pending, "data: %s\n\n", text ? text : "{}");
  cJSON_free(text);
}

static ssize_t stream_read(void *cls, uint64_t pos, char *buf, size_t max) {
  stream *s = cls;
  while (s->sent == s->pending.len) {
    if (s->last) return MHD_CONTENT_READER_END_OF_STREAM;
    sb_reset(&s->pending);
    s->sent = 0;
    int64_t t[64];
    serve_finish f;
    int64_t n = serve_wait(s->h->engine, s->r, s->have, t, 64, 100, &f);
    for (int64_t i = 0; i < n; i++)
      add_event(s, result_json(s->h, s->r, s->which, &t[i], 1, SERVE_RUNNING, true));
    s->have += n;
    if (f == SERVE_FAILED) {
      add_event(s, error_json(500, serve_request_error(s->r)));
      s->last = true;
    } else if (f != SERVE_RUNNING) {
      add_event(s, result_json(s->h, s->r, s->which, NULL, 0, f, true));
      if (s->which == API_OPENAI) sb_append(&s->pending, "data: [DONE]\n\n");
      s->last = true;
    } else if (!n && client_gone(s->c)) return MHD_CONTENT_READER_END_WITH_ERROR;
  }
  size_t n = s->pending.len - s->sent < max ? s->pending.len - s->sent : max;
  memcpy(buf, s->pending.data + s->sent, n);
  s->sent += n;
  return (ssize_t)n;
}

static void stream_free(void *cls) { // the connection is done with it
  stream *s = cls;
  serve_cancel(s->h->engine, s->r); // a no-op once finished
  serve_release(s->h->engine, s->r);
  sb_free(&s->pending);
  free(s);
}

static enum MHD_Result answer_stream(serve_http *h, struct MHD_Connection *c, serve_request *r,
                                     api which) {
  stream *s = xcalloc(1, sizeof *s);
  *s = (stream){.h = h, .r = r, .c = c, .which = which};
  struct MHD_Response *resp =
      MHD_create_response_from_callback(MHD_SIZE_UNKNOWN, 4096, stream_read, s, stream_free);
  if (!resp) return stream_free(s), MHD_NO;
  MHD_add_response_header(resp, MHD_HTTP_HEADER_CONTENT_TYPE, "text/event-stream");
  MHD_add_response_header(resp, MHD_HTTP_HEADER_CACHE_CONTROL, "no-cache");
  enum MHD_Result ok = MHD_queue_response(c, MHD_HTTP_OK, resp);
  MHD_destroy_response(resp);
  return ok;
}

// A whole completion: waits for the end, watching for the client leaving.
static enum MHD_Result answer_whole(serve_http *h, struct MHD_Connection *c, serve_request *r,
                                    api which, int64_t max_tokens) {
  int64_t *tokens = xcalloc((size_t)max_tokens + 1, sizeof(int64_t)), have = 0;
  serve_finish f = SERVE_RUNNING;
  while (f == SERVE_RUNNING) {
    int64_t n = serve_wait(h->engine, r, have, tokens + have, max_tokens - have, 100, &f);
    have += n;
    if (f == SERVE_RUNNING && !n && client_gone(c)) {
      serve_cancel(h->engine, r);
      serve_release(h->engine, r);
      free(tokens);
      return MHD_NO; // closes the connection
    }
  }
  enum MHD_Result ok = f == SERVE_FAILED
                           ? answer_error(c, 500, serve_request_error(r))
                           : answer_json(c, 200, result_json(h, r, which, tokens, have, f, false));
  serve_release(h->engine, r);
  free(tokens);
  return ok;
}

static unsigned status_of(facet_status_t s) {
  switch (facet_status_code(s)) {
  case FACET_STATUS_RESOURCE_EXHAUSTED: return MHD_HTTP_TOO_MANY_REQUESTS;
  case FACET_STATUS_UNAVAILABLE: return MHD_HTTP_SERVICE_UNAVAILABLE;
  case FACET_STATUS_INVALID_ARGUMENT: return MHD_HTTP_BAD_REQUEST;
  default: return MHD_HTTP_INTERNAL_SERVER_ERROR;
  }
}

static enum MHD_Result completion(serve_http *h, struct MHD_Connection *c, const exchange *x,
                                  api which) {
  cJSON *j = cJSON_ParseWithLength(x->body.data ? x->body.data : "", x->body.len);
  if (!j) return answer_error(c, 400, "the body is not valid JSON");
  serve_params p;
  bool streamed = false;
  uint64_t seed = atomic_fetch_add(&h->seed_counter, 1) ^ (uint64_t)time(NULL);
  facet_status_t s =
      serve_parse_request(j, which == API_LLAMA, h->engine->context, seed, &p, &streamed);
  cJSON_Delete(j);
  if (s) {
    free(p.prompt);
    free(p.stop);
    enum MHD_Result res = answer_error(c, 400, facet_status_message(s));
    facet_status_free(s);
    return res;
  }
  int64_t max_tokens = p.max_tokens;
  serve_request *r;
  s = serve_submit(h->engine, &p, &r);
  if (s) {
    enum MHD_Result res = answer_error(c, status_of(s), facet_status_message(s));
    facet_status_free(s);
    return res;
  }
  return streamed ? answer_stream(h, c, r, which) : answer_whole(h, c, r, which, max_tokens);
}

static enum MHD_Result models(serve_http *h, struct MHD_Connection *c) {
  cJSON *j = cJSON_CreateObject(), *m = cJSON_CreateObject();
  cJSON_AddStringToObject(j, "object", "list");
  cJSON_AddStringToObject(m, "id", h->o.model_name);
  cJSON_AddStringToObject(m, "object", "model");
  cJSON_AddStringToObject(m, "owned_by", "facet");
  cJSON_AddItemToArray(cJSON_AddArrayToObject(j, "data"), m);
  return answer_json(c, 200, j);
}

static bool authorized(const serve_http *h, struct MHD_Connection *c) {
  if (!h->o.api_key) return true;
  const char *got = MHD_lookup_connection_value(c, MHD_HEADER_KIND, "Authorization");
  if (!got || strncmp(got, "Bearer ", 7)) return false;
  got += 7;
  size_t n = strlen(h->o.api_key);
  if (strlen(got) != n) return false;
  unsigned char diff = 0; // every byte compared: the time says nothing of the key
  for (size_t i = 0; i < n; i++) diff |= (unsigned char)(got[i] ^ h->o.api_key[i]);
  return !diff;
}

static enum MHD_Result route(serve_http *h, struct MHD_Connection *c, const char *url,
                             const char *method, const exchange *x) {
  bool get = !strcmp(method, "GET"), post = !strcmp(method, "POST");
  if (!authorized(h, c))
    return answer_error(c, 401, "a valid 'Authorization: Bearer KEY' is needed");
  if (x->too_big) {
    char msg[96];
    snprintf(msg, sizeof msg, "the body is over %zu bytes (--max-body)", h->o.max_body);
    return answer_error(c, 413, msg);
  }
  api which = API_OPENAI;
  bool is_completion =
      !strcmp(url, "/v1/completions") ||
      ((which = API_LLAMA), !strcmp(url, "/completion") || !strcmp(url, "/completions"));
  if (is_completion && post) return completion(h, c, x, which);
  if (!strcmp(url, "/health") && get) {
    bool draining = serve_draining(h->engine);
    return answer(c, draining ? 503 : 200, "application/json",
                  xstrdup(draining ? "{\"status\":\"shutting down\"}\n" : "{\"status\":\"ok\"}\n"));
  }
  if (!strcmp(url, "/metrics") && get)
    return answer(c, 200, "text/plain; version=0.0.4", serve_metrics_text(h->engine));
  if (!strcmp(url, "/v1/models") && get) return models(h, c);
  bool known = is_completion || !strcmp(url, "/health") || !strcmp(url, "/metrics") ||
               !strcmp(url, "/v1/models");
  return answer_error(c, known ? 405 : 404, known ? "method not allowed" : "no such endpoint");
}

static enum MHD_Result handle(void *cls, struct MHD_Connection *c, const char *url,
                              const char *method, const char *version, const char *upload,
                              size_t *upload_size, void **state) {
  serve_http *h = cls;
  exchange *x = *state;
  if (!x) { // the headers: nothing of the body yet
    *state = x = xcalloc(1, sizeof *x);
    atomic_fetch_add(&h->in_flight, 1);
    return MHD_YES;
  }
  if (*upload_size) {
    if (x->body.len + *upload_size > h->o.max_body)
      x->too_big = true; // read and dropped: the answer is 413
    else sb_appendn(&x->body, upload, *upload_size);
    *upload_size = 0;
    return MHD_YES;
  }
  return route(h, c, url, method, x);
}

static void completed(void *cls, struct MHD_Connection *c, void **state,
                      enum MHD_RequestTerminationCode why) {
  serve_http *h = cls;
  exchange *x = *state;
  if (!x) return;
  sb_free(&x->body);
  free(x);
  *state = NULL;
  atomic_fetch_sub(&h->in_flight, 1);
}

// libmicrohttpd's messages, prefixed; a client that left while its tokens
// were being streamed is expected (its sequence is cancelled), not news.
static void mhd_log(void *cls, const char *fmt, va_list ap) {
  if (strstr(fmt, "application error generating response")) return;
  fputs("facet-serve: libmicrohttpd: ", stderr);
  vfprintf(stderr, fmt, ap);
}

facet_status_t serve_http_start(serve_engine *e, const serve_http_options *o, serve_http **out) {
  struct addrinfo hints = {.ai_family = AF_UNSPEC,
                           .ai_socktype = SOCK_STREAM,
                           .ai_flags = AI_NUMERICSERV | AI_PASSIVE},
                  *ai;
  char port[16];
  snprintf(port, sizeof port, "%d", o->port);
  int rc = getaddrinfo(o->host, port, &hints, &ai);
  if (rc)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "--host=%s: %s", o->host, gai_strerror(rc));
  serve_http *h = xcalloc(1, sizeof *h);
  *h = (serve_http){.engine = e, .o = *o};
  unsigned flags = MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_ITC |
                   MHD_USE_ERROR_LOG | (ai->ai_family == AF_INET6 ? MHD_USE_IPv6 : 0);
  h->daemon = MHD_start_daemon(flags, (uint16_t)o->port, NULL, NULL, handle, h,
                               MHD_OPTION_EXTERNAL_LOGGER, mhd_log, NULL, MHD_OPTION_SOCK_ADDR,
                               ai->ai_addr, MHD_OPTION_NOTIFY_COMPLETED, completed, h,
                               MHD_OPTION_CONNECTION_LIMIT, (unsigned)o->max_connections,
                               MHD_OPTION_CONNECTION_TIMEOUT, 600u, MHD_OPTION_END);
  freeaddrinfo(ai);
  if (!h->daemon) {
    free(h);
    return status_new(FACET_STATUS_UNAVAILABLE,
                      "cannot listen on %s:%d (in use, or not an "
                      "address of this machine?)",
                      o->host, o->port);
  }
  *out = h;
  return NULL;
}

int serve_http_port(const serve_http *h) {
  const union MHD_DaemonInfo *i = MHD_get_daemon_info(h->daemon, MHD_DAEMON_INFO_BIND_PORT);
  return i ? i->port : -1;
}

void serve_http_quiesce(serve_http *h) {
  MHD_socket s = MHD_quiesce_daemon(h->daemon);
  if (s != MHD_INVALID_SOCKET) close(s);
}

void serve_http_wait_idle(serve_http *h, int timeout_ms) {
  for (int waited = 0; atomic_load(&h->in_flight) > 0 && waited < timeout_ms; waited += 10)
    usleep(10000);
}

void serve_http_stop(serve_http *h) {
  MHD_stop_daemon(h->daemon);
  free(h);
}
