// Unit tests of facet-serve's parts that need no module: sampling
// (src/serve/sample.c), the latency histograms (metrics.c) and fact_meet,
// which the dim ranges of the runtime API use. The engine and the HTTP API
// are tested end to end (tests/e2e/serve.sh).
#include "check.h"
#include "serve/serve.h"

#include <math.h>

static void test_greedy(void) {
  double l[5] = {0.5, 2.0, -1.0, 2.0, 1.0}, scratch[10];
  uint64_t rng = 1;
  serve_sampling greedy = {.temperature = 0, .top_p = 1};
  CHECK_EQ_INT(1, serve_sample(l, 5, &greedy, &rng, scratch)); // the first of equal maxima
  serve_sampling k1 = {.temperature = 1, .top_k = 1, .top_p = 1};
  CHECK_EQ_INT(1, serve_sample(l, 5, &k1, &rng, scratch));
  CHECK_EQ_INT(1, rng); // greedy draws nothing
}

// The same seed gives the same tokens; top_k and top_p keep only the
// most likely tokens; every kept token is drawn about as often as its
// probability says.
static void test_draws(void) {
  double l[4] = {log(0.5), log(0.3), log(0.15), log(0.05)}, scratch[8];
  serve_sampling s = {.temperature = 1, .top_p = 1, .seed = 42};
  uint64_t a = s.seed, b = s.seed;
  for (int i = 0; i < 50; i++)
    CHECK_EQ_INT(serve_sample(l, 4, &s, &a, scratch), serve_sample(l, 4, &s, &b, scratch));
  int counts[4] = {0}, n = 20000;
  uint64_t rng = 7;
  for (int i = 0; i < n; i++) counts[serve_sample(l, 4, &s, &rng, scratch)]++;
  CHECK(fabs(counts[0] / (double)n - 0.5) < 0.02);
  CHECK(fabs(counts[3] / (double)n - 0.05) < 0.01);
  serve_sampling k2 = {.temperature = 1, .top_k = 2, .top_p = 1};
  serve_sampling p6 = {.temperature = 1, .top_p = 0.6}; // 0.5 < 0.6 <= 0.8: two tokens
  int kept_k = 0, kept_p = 0;
  for (int i = 0; i < 2000; i++) {
    kept_k |= 1 << serve_sample(l, 4, &k2, &rng, scratch);
    kept_p |= 1 << serve_sample(l, 4, &p6, &rng, scratch);
  }
  CHECK_EQ_INT(3, kept_k);
  CHECK_EQ_INT(3, kept_p);
  serve_sampling cold = {.temperature = 0.01, .top_p = 1}; // a low temperature is all but greedy
  for (int i = 0; i < 100; i++) CHECK_EQ_INT(0, serve_sample(l, 4, &cold, &rng, scratch));
}

static void test_histogram(void) {
  serve_histogram h = {0};
  serve_histogram_add(&h, 0.0001); // below the first bound
  serve_histogram_add(&h, 0.001);  // on a bound: in it (le)
  serve_histogram_add(&h, 100);    // over every bound
  CHECK_EQ_INT(1, h.counts[0]);
  CHECK_EQ_INT(1, h.counts[1]);
  CHECK_EQ_INT(1, h.counts[SERVE_BUCKETS]);
  CHECK_EQ_INT(3, h.total);
  CHECK(fabs(h.sum - 100.0011) < 1e-9);
}

static void test_meet(void) {
  fact f = fact_meet(fact_range(64, 131040, 32), fact_any());
  CHECK(fact_eq(f, fact_range(64, 131040, 32)));
  f = fact_meet(fact_range(10, 100, 4), fact_range(20, 50, 6)); // multiples of 12 in [20, 50]
  CHECK_EQ_INT(24, f.umin);
  CHECK_EQ_INT(48, f.umax);
  CHECK_EQ_INT(12, f.udiv);
  CHECK(fact_is_empty(fact_meet(fact_range(0, 5, 1), fact_range(6, 9, 1))));
}

int main(void) {
  test_greedy();
  test_draws();
  test_histogram();
  test_meet();
  return CHECK_DONE();
}
