// metrics.c: the engine's state and counters in Prometheus' text format
// (version 0.0.4): gauges for the queue, the running sequences and the
// pages, counters for requests and tokens, and histograms of each entry
// point's call latency, of the time to the first token and between tokens.
#include "serve.h"

#include <time.h>

// From half a millisecond to 10 s: a toy's decode to an 8B prefill.
const double serve_bucket_seconds[SERVE_BUCKETS] = {0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05,
                                                    0.1,    0.2,   0.5,   1,     2,    5,    10};

void serve_histogram_add(serve_histogram *h, double seconds) {
  int b = 0;
  while (b < SERVE_BUCKETS && seconds > serve_bucket_seconds[b]) b++;
  h->counts[b]++;
  h->sum += seconds;
  h->total++;
}

static void histogram(strbuf *sb, const char *name, const char *labels, const serve_histogram *h) {
  uint64_t cumulative = 0;
  for (int b = 0; b <= SERVE_BUCKETS; b++) {
    cumulative += h->counts[b];
    if (b < SERVE_BUCKETS)
      sb_printf(sb, "%s_bucket{%s%sle=\"%g\"} %llu\n", name, labels, *labels ? "," : "",
                serve_bucket_seconds[b], (unsigned long long)cumulative);
    else
      sb_printf(sb, "%s_bucket{%s%sle=\"+Inf\"} %llu\n", name, labels, *labels ? "," : "",
                (unsigned long long)cumulative);
  }
  const char *open = *labels ? "{" : "", *close = *labels ? "}" : "";
  sb_printf(sb, "%s_sum%s%s%s %.9g\n%s_count%s%s%s %llu\n", name, open, labels, close, h->sum, name,
            open, labels, close, (unsigned long long)h->total);
}

static void header(strbuf *sb, const char *name, const char *type, const char *help) {
  sb_printf(sb, "# HELP %s %s\n# TYPE %s %s\n", name, help, name, type);
}

// Generated tokens per second over the last 10 to 20 seconds (under the lock).
static double tokens_per_second(serve_engine *e) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  double t = (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
  if (t - e->window_start >= 10) {
    e->last_window_tokens = e->window_tokens;
    e->last_window_seconds = t - e->window_start;
    e->window_tokens = 0;
    e->window_start = t;
  }
  double seconds = e->last_window_seconds + (t - e->window_start);
  return seconds > 0 ? (double)(e->last_window_tokens + e->window_tokens) / seconds : 0;
}

static void entries(strbuf *sb, const serve_entry *list, int n, const char *what) {
  for (int i = 0; i < n; i++) {
    char labels[160];
    snprintf(labels, sizeof labels, "function=\"%s\"", facet_function_name(list[i].fn));
    if (what[0] == 'c')
      sb_printf(sb, "facet_entry_point_calls_total{%s} %llu\n", labels,
                (unsigned long long)list[i].latency.total);
    else if (what[0] == 'r')
      sb_printf(sb, "facet_entry_point_rows_total{%s} %llu\n", labels,
                (unsigned long long)list[i].rows_used);
    else histogram(sb, "facet_entry_point_seconds", labels, &list[i].latency);
  }
}

char *serve_metrics_text(serve_engine *e) {
  strbuf sb = {0};
  static const char *finish[] = {"admitted", "stop", "length", "cancelled", "failed"};
  pthread_mutex_lock(&e->lock);
  header(&sb, "facet_queue_length", "gauge", "Requests waiting for admission.");
  sb_printf(&sb, "facet_queue_length %zu\n", e->queue.len);
  header(&sb, "facet_active_sequences", "gauge", "Sequences being generated.");
  sb_printf(&sb, "facet_active_sequences %zu\n", e->running.len);
  header(&sb, "facet_pages_in_use", "gauge", "KV-cache pages held by sequences.");
  sb_printf(&sb, "facet_pages_in_use %lld\n", (long long)(e->pages - 1 - e->free_count));
  header(&sb, "facet_pages_total", "gauge", "KV-cache pages sequences can hold.");
  sb_printf(&sb, "facet_pages_total %lld\n", (long long)(e->pages - 1));
  header(&sb, "facet_tokens_per_second", "gauge", "Generated tokens per second, recent.");
  sb_printf(&sb, "facet_tokens_per_second %.3f\n", tokens_per_second(e));
  header(&sb, "facet_generated_tokens_total", "counter", "Tokens generated.");
  sb_printf(&sb, "facet_generated_tokens_total %llu\n", (unsigned long long)e->generated);
  header(&sb, "facet_requests_total", "counter", "Requests admitted, and finished by reason.");
  for (int i = 0; i < 5; i++)
    sb_printf(&sb, "facet_requests_total{state=\"%s\"} %llu\n", finish[i],
              (unsigned long long)e->requests[i]);
  header(&sb, "facet_requests_rejected_total", "counter",
         "Requests refused at submission (bad, queue full, shutting down).");
  sb_printf(&sb, "facet_requests_rejected_total %llu\n", (unsigned long long)e->rejected);
  header(&sb, "facet_entry_point_calls_total", "counter", "Calls of each entry point.");
  entries(&sb, e->prefill, e->prefill_count, "calls");
  entries(&sb, e->decode, e->decode_count, "calls");
  header(&sb, "facet_entry_point_rows_total", "counter",
         "Sequences over every call of each entry point (the other rows were padding).");
  entries(&sb, e->prefill, e->prefill_count, "rows");
  entries(&sb, e->decode, e->decode_count, "rows");
  header(&sb, "facet_entry_point_seconds", "histogram", "Latency of each entry point's calls.");
  entries(&sb, e->prefill, e->prefill_count, "seconds");
  entries(&sb, e->decode, e->decode_count, "seconds");
  header(&sb, "facet_time_to_first_token_seconds", "histogram",
         "From a request's arrival to its first token.");
  histogram(&sb, "facet_time_to_first_token_seconds", "", &e->first_token);
  header(&sb, "facet_inter_token_seconds", "histogram", "Between a sequence's tokens.");
  histogram(&sb, "facet_inter_token_seconds", "", &e->inter_token);
  pthread_mutex_unlock(&e->lock);
  if (!sb.data) return xstrdup("");
  return sb.data; // the caller's now
}
