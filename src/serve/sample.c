// sample.c: the next token from a row of logits: greedy, or a draw from the
// softmax at a temperature, cut to the top_k most likely and to the
// smallest set whose probability reaches top_p (llama.cpp's and vLLM's
// order: top-k, then top-p, then the draw). A request's generator is its
// own, so its draws do not depend on what else is batched with it.
#include "serve.h"

#include <math.h>
#include <stdlib.h>

uint64_t serve_rng_next(uint64_t *state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static int64_t argmax(const double *v, int64_t n) {
  int64_t best = 0;
  for (int64_t i = 1; i < n; i++)
    if (v[i] > v[best]) best = i;
  return best;
}

// Candidates sorted by logit, largest first; ties by token id.
static int by_logit(const void *a, const void *b, void *logits) {
  const double *l = logits;
  double x = l[(size_t) * (const double *)a], y = l[(size_t) * (const double *)b];
  if (x != y) return x > y ? -1 : 1;
  return *(const double *)a < *(const double *)b ? -1 : 1;
}

int64_t serve_sample(const double *logits, int64_t vocab, const serve_sampling *s, uint64_t *rng,
                     double *scratch) {
  if (s->temperature <= 0 || s->top_k == 1) return argmax(logits, vocab);
  double *ids = scratch, *p = scratch + vocab; // ids as doubles: exact below 2^53
  for (int64_t i = 0; i < vocab; i++) ids[i] = (double)i;
  qsort_r(ids, (size_t)vocab, sizeof *ids, by_logit, (void *)logits);
  int64_t n = s->top_k > 0 && s->top_k < vocab ? s->top_k : vocab;
  double top = logits[(size_t)ids[0]], sum = 0;
  for (int64_t i = 0; i < n; i++)
    sum += p[i] = exp((logits[(size_t)ids[i]] - top) / s->temperature);
  if (s->top_p < 1) { // the smallest prefix reaching top_p of the mass
    double kept = 0;
    int64_t m = 0;
    while (m < n && kept < s->top_p * sum) kept += p[m++];
    n = m > 0 ? m : 1;
    sum = kept > 0 ? kept : p[0];
  }
  double u = (double)(serve_rng_next(rng) >> 11) * 0x1.0p-53 * sum;
  for (int64_t i = 0; i < n; i++) {
    if (u < p[i]) return (int64_t)ids[i];
    u -= p[i];
  }
  return (int64_t)ids[n - 1]; // rounding left u just past the last
}
