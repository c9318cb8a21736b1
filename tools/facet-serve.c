// facet-serve: an LLM server for a compiled sharktank export: HTTP requests
// (OpenAI's /v1/completions, llama.cpp's /completion) batched continuously
// onto the module's prefill_bsN and decode_bsN entry points (src/serve/,
// docs/serving.md).
//
//   facet-serve --module=M.facet [--parameters=[SCOPE=]FILE]... [--host=127.0.0.1]
//               [--port=8080] [--threads=N] [--devices=N] [--pages=N] [--max-queue=N]
//               [--api-key=KEY | --api-key-file=FILE] [--max-body=BYTES]
//               [--max-connections=N] [--block-seq-stride=N] [--port-file=FILE]
//
// A tensor-parallel export (docs/devices.md) gets one page cache per
// device, the same page ids in each; --devices=N runs its devices on N
// groups of the threads, as facet-generate does; its rank files are
// several --parameters=model=FILE.
//
// SIGTERM or SIGINT: stop accepting connections, finish every request
// queued or running, exit 0.
#include "serve/serve.h"
#include "tooling/tooling.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>

static const char usage[] =
    "usage: facet-serve --module=M.facet [--parameters=[SCOPE=]FILE]... [--host=127.0.0.1]\n"
    "                   [--port=8080] [--threads=N] [--devices=N] [--pages=N] [--max-queue=N]\n"
    "                   [--api-key=KEY | --api-key-file=FILE] [--max-body=BYTES]\n"
    "                   [--max-connections=N] [--block-seq-stride=N] [--port-file=FILE]\n"
    "\n"
    "Serves POST /v1/completions and POST /completion (token ids in and out),\n"
    "GET /health, GET /metrics and GET /v1/models. --port=0 picks a free port\n"
    "(--port-file=FILE writes it). --pages: KV-cache pages (default 256 + 1).\n"
    "--max-queue: requests waiting before 429 (default 256). --devices=N: a\n"
    "tensor-parallel export's devices on N groups of the threads (one cache per\n"
    "device, the same pages in each). SIGTERM drains and exits 0.\n"
    "docs/serving.md has the API.\n";

typedef struct opts {
  tool_run run;
  serve_options engine;
  serve_http_options http;
  int64_t stride;
  const char *port_file, *key_file;
  char *key;
} opts;

static facet_status_t bad(const char *arg) {
  return status_new(FACET_STATUS_INVALID_ARGUMENT, "bad flag '%s' (see --help)", arg);
}

// --NAME=integer in [lo, hi]: true when the flag is NAME (*err on a bad value).
static bool int_flag(const char *a, const char *name, int64_t lo, int64_t hi, int64_t *out,
                     facet_status_t *err) {
  const char *v = tool_flag(a, name);
  if (!v) return false;
  char *end;
  long long n = strtoll(v, &end, 10);
  if (!*v || *end || n < lo || n > hi) *err = bad(a);
  *out = n;
  return true;
}

static const char *const own_flags[] = {
    "--host",  "--api-key",   "--api-key-file", "--port-file",       "--port",
    "--pages", "--max-queue", "--max-body",     "--max-connections", "--block-seq-stride"};

static facet_status_t parse_flag(opts *o, const char *a) {
  bool taken;
  int64_t v;
  facet_status_t err = NULL;
  const char *s;
  SERVE_TRY(tool_common_flag(&o->run, a, &taken));
  if (taken) return NULL;
  if ((s = tool_flag(a, "host"))) o->http.host = s;
  else if ((s = tool_flag(a, "api-key"))) o->http.api_key = s;
  else if ((s = tool_flag(a, "api-key-file"))) o->key_file = s;
  else if ((s = tool_flag(a, "port-file"))) o->port_file = s;
  else if (int_flag(a, "port", 0, 65535, &v, &err)) o->http.port = (int)v;
  else if (int_flag(a, "pages", 2, INT32_MAX, &v, &err)) o->engine.pages = v;
  else if (int_flag(a, "max-queue", 1, INT32_MAX, &v, &err)) o->engine.max_queue = v;
  else if (int_flag(a, "max-body", 64, 1 << 30, &v, &err)) o->http.max_body = (size_t)v;
  else if (int_flag(a, "max-connections", 1, 65536, &v, &err)) o->http.max_connections = (int)v;
  else if (int_flag(a, "block-seq-stride", 1, 1 << 20, &v, &err)) o->stride = v;
  else return tool_run_unknown_flag_status(a, own_flags, FACET_ARRAY_SIZE(own_flags));
  return err;
}

// The key from a file (its first line): not visible in `ps` as a flag is.
static facet_status_t read_key(opts *o) {
  if (!o->key_file) return NULL;
  FILE *f = fopen(o->key_file, "r");
  if (!f) return status_new(FACET_STATUS_NOT_FOUND, "cannot open --api-key-file %s", o->key_file);
  char line[512] = "";
  bool got = fgets(line, sizeof line, f) != NULL;
  fclose(f);
  line[strcspn(line, "\r\n")] = 0;
  if (!got || !*line)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "--api-key-file %s is empty", o->key_file);
  o->http.api_key = o->key = xstrdup(line);
  return NULL;
}

static facet_status_t write_port(const opts *o, int port) {
  if (!o->port_file) return NULL;
  char tmp[4096];
  snprintf(tmp, sizeof tmp, "%s.tmp", o->port_file);
  FILE *f = fopen(tmp, "w");
  if (!f || fprintf(f, "%d\n", port) < 0 || fclose(f) || rename(tmp, o->port_file))
    return status_new(FACET_STATUS_UNAVAILABLE, "cannot write --port-file %s", o->port_file);
  return NULL;
}

// Blocks SIGTERM and SIGINT in every thread (those started later inherit
// the mask) so that main takes them with sigwait.
static sigset_t stop_signals(void) {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGTERM);
  sigaddset(&set, SIGINT);
  pthread_sigmask(SIG_BLOCK, &set, NULL);
  signal(SIGPIPE, SIG_IGN); // a client gone mid-write is an error return, not a signal
  return set;
}

static int fail(facet_status_t s) {
  tool_error("%s", facet_status_message(s));
  facet_status_free(s);
  return 1;
}

int main(int argc, char **argv) {
  tool_init("facet-serve");
  int std_rc = tool_standard_flags(argc, argv, usage);
  if (std_rc >= 0) return std_rc;
  opts o = {
      .engine = {.max_queue = 256},
      .http = {.host = "127.0.0.1", .port = 8080, .max_body = 1 << 20, .max_connections = 1024}};
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) return fputs(usage, stdout), 0;
    facet_status_t s = parse_flag(&o, argv[i]);
    if (s) return fail(s);
  }
  sigset_t signals = stop_signals();
  serve_engine engine = {0};
  serve_http *http = NULL;
  facet_status_t s = read_key(&o);
  if (!s) s = tool_load_module(&o.run);
  if (!s) s = serve_engine_start(&engine, o.run.rt, o.run.module, &o.engine, o.stride);
  const char *slash = strrchr(o.run.module_path ? o.run.module_path : "", '/');
  o.http.model_name = slash ? slash + 1 : o.run.module_path;
  if (!s) s = serve_http_start(&engine, &o.http, &http);
  if (!s) s = write_port(&o, serve_http_port(http));
  if (!s) {
    fprintf(stderr,
            "facet-serve: %s on http://%s:%d (%d prefill and %d decode entry points, %lld pages "
            "of %lld tokens in each of %d cache%s, context %lld)\n",
            o.http.model_name, o.http.host, serve_http_port(http), engine.prefill_count,
            engine.decode_count, (long long)(engine.pages - 1), (long long)engine.iface.stride,
            engine.caches.n, engine.caches.n == 1 ? "" : "s", (long long)engine.context);
    int sig;
    sigwait(&signals, &sig);
    fprintf(stderr, "facet-serve: %s: finishing the requests in flight\n", strsignal(sig));
    serve_http_quiesce(http);
    serve_engine_drain(&engine);
    serve_http_wait_idle(http, 30000);
  }
  if (http) serve_http_stop(http);
  serve_engine_free(&engine);
  tool_release(&o.run);
  free(o.key);
  return s ? fail(s) : 0;
}
