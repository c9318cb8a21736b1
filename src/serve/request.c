// request.c: a completion request's JSON (already parsed by cJSON) into
// serve_params: OpenAI's fields, or llama.cpp's where they differ
// (n_predict). Only the JSON's shape and types are checked here; what the
// model allows (the vocabulary, the context) is the engine's (serve_submit).
// Its input is outside bytes: tests/fuzz/fuzz_request.c.
#include "serve.h"

#include <cjson/cJSON.h>
#include <math.h>
#include <stdlib.h>

#define BAD(...) status_new(FACET_STATUS_INVALID_ARGUMENT, __VA_ARGS__)

static facet_status_t get_int(const cJSON *j, const char *name, int64_t lo, int64_t hi,
                              int64_t *out) {
  const cJSON *f = cJSON_GetObjectItemCaseSensitive(j, name);
  if (!f || cJSON_IsNull(f)) return NULL;
  double v = f->valuedouble;
  if (!cJSON_IsNumber(f) || v != floor(v) || v < (double)lo || v > (double)hi)
    return BAD("'%s' must be an integer in [%lld, %lld]", name, (long long)lo, (long long)hi);
  *out = (int64_t)v;
  return NULL;
}

static facet_status_t get_number(const cJSON *j, const char *name, double *out) {
  const cJSON *f = cJSON_GetObjectItemCaseSensitive(j, name);
  if (!f || cJSON_IsNull(f)) return NULL;
  if (!cJSON_IsNumber(f) || !isfinite(f->valuedouble)) return BAD("'%s' must be a number", name);
  *out = f->valuedouble;
  return NULL;
}

// An array of token ids (integers >= 0) into a malloc'd array.
static facet_status_t get_ids(const cJSON *a, const char *name, int64_t **out, int64_t *n) {
  if (cJSON_IsArray(a) && cJSON_GetArraySize(a) == 1 && cJSON_IsArray(a->child))
    a = a->child; // OpenAI's batch form with one prompt
  if (!cJSON_IsArray(a))
    return BAD("'%s' must be an array of token ids (facet-serve has no tokenizer: "
               "docs/serving.md)",
               name);
  int64_t count = cJSON_GetArraySize(a), i = 0;
  *out = xcalloc((size_t)count + 1, sizeof(int64_t));
  for (const cJSON *t = a->child; t; t = t->next, i++) {
    if (!cJSON_IsNumber(t) || t->valuedouble != floor(t->valuedouble) || t->valuedouble < 0 ||
        t->valuedouble > 9.0e15) {
      free(*out);
      *out = NULL;
      return BAD("'%s'[%lld] is not a token id (an integer >= 0)", name, (long long)i);
    }
    (*out)[i] = (int64_t)t->valuedouble;
  }
  *n = count;
  return NULL;
}

static facet_status_t get_bool(const cJSON *j, const char *name, bool *out) {
  const cJSON *f = cJSON_GetObjectItemCaseSensitive(j, name);
  if (!f || cJSON_IsNull(f)) return NULL;
  if (!cJSON_IsBool(f)) return BAD("'%s' must be true or false", name);
  *out = cJSON_IsTrue(f);
  return NULL;
}

facet_status_t serve_parse_request(const cJSON *j, bool llama, int64_t context,
                                   uint64_t seed_default, serve_params *p, bool *stream) {
  int64_t n = 1, max_tokens = 16;
  *p = (serve_params){.sampling = {.temperature = 0, .top_k = 0, .top_p = 1}};
  p->sampling.seed = seed_default;
  if (!cJSON_IsObject(j)) return BAD("the body must be a JSON object");
  const cJSON *prompt = cJSON_GetObjectItemCaseSensitive(j, "prompt");
  if (!prompt) return BAD("no 'prompt'");
  STATUS_RETURN_IF_ERROR(get_ids(prompt, "prompt", &p->prompt, &p->prompt_len));
  const cJSON *stop = cJSON_GetObjectItemCaseSensitive(j, "stop");
  int64_t stops = 0;
  if (stop && !cJSON_IsNull(stop)) STATUS_RETURN_IF_ERROR(get_ids(stop, "stop", &p->stop, &stops));
  p->stop_count = (int)stops;
  int64_t seed = -1;
  STATUS_RETURN_IF_ERROR(get_int(j, "n", 1, 1, &n));
  STATUS_RETURN_IF_ERROR(
      get_int(j, llama ? "n_predict" : "max_tokens", -1, INT32_MAX, &max_tokens));
  STATUS_RETURN_IF_ERROR(get_number(j, "temperature", &p->sampling.temperature));
  STATUS_RETURN_IF_ERROR(get_int(j, "top_k", 0, INT32_MAX, &p->sampling.top_k));
  STATUS_RETURN_IF_ERROR(get_number(j, "top_p", &p->sampling.top_p));
  STATUS_RETURN_IF_ERROR(get_int(j, "seed", -1, INT64_MAX / 2, &seed));
  STATUS_RETURN_IF_ERROR(get_bool(j, "stream", stream));
  if (seed >= 0) p->sampling.seed = (uint64_t)seed;
  // -1: until the context is full (llama.cpp's n_predict)
  p->max_tokens = max_tokens == -1 ? context - p->prompt_len + 1 : max_tokens;
  return NULL;
}
