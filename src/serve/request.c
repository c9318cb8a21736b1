// request.c: a completion request's JSON (already parsed by cJSON) into
// serve_params: OpenAI's fields, or llama.cpp's where they differ
// (n_predict). Only the JSON's shape and types are checked here; what the
// model allows (the vocabulary, the context) is the engine's (serve_submit).
// Its input is outside bytes: tests/fuzz/fuzz_request.c.
#include "serve.h"

#include <cjson/cJSON.h>
#include <math.h>
#include <stdlib.h>

static bool get_int(const cJSON *j, const char *name, int64_t lo, int64_t hi, int64_t *out,
                    char *err, size_t errn) {
  const cJSON *f = cJSON_GetObjectItemCaseSensitive(j, name);
  if (!f || cJSON_IsNull(f)) return true;
  double v = f->valuedouble;
  if (!cJSON_IsNumber(f) || v != floor(v) || v < (double)lo || v > (double)hi) {
    snprintf(err, errn, "'%s' must be an integer in [%lld, %lld]", name, (long long)lo,
             (long long)hi);
    return false;
  }
  *out = (int64_t)v;
  return true;
}

static bool get_number(const cJSON *j, const char *name, double *out, char *err, size_t errn) {
  const cJSON *f = cJSON_GetObjectItemCaseSensitive(j, name);
  if (!f || cJSON_IsNull(f)) return true;
  if (!cJSON_IsNumber(f) || !isfinite(f->valuedouble)) {
    snprintf(err, errn, "'%s' must be a number", name);
    return false;
  }
  *out = f->valuedouble;
  return true;
}

// An array of token ids (integers >= 0) into a malloc'd array.
static bool get_ids(const cJSON *a, const char *name, int64_t **out, int64_t *n, char *err,
                    size_t errn) {
  if (cJSON_IsArray(a) && cJSON_GetArraySize(a) == 1 && cJSON_IsArray(a->child))
    a = a->child; // OpenAI's batch form with one prompt
  if (!cJSON_IsArray(a)) {
    snprintf(err, errn, "'%s' must be an array of token ids (facet-serve has no tokenizer: "
             "docs/serving.md)", name);
    return false;
  }
  int64_t count = cJSON_GetArraySize(a), i = 0;
  *out = xcalloc((size_t)count + 1, sizeof(int64_t));
  for (const cJSON *t = a->child; t; t = t->next, i++) {
    if (!cJSON_IsNumber(t) || t->valuedouble != floor(t->valuedouble) || t->valuedouble < 0 ||
        t->valuedouble > 9.0e15) {
      snprintf(err, errn, "'%s'[%lld] is not a token id (an integer >= 0)", name, (long long)i);
      free(*out);
      *out = NULL;
      return false;
    }
    (*out)[i] = (int64_t)t->valuedouble;
  }
  *n = count;
  return true;
}

static bool get_bool(const cJSON *j, const char *name, bool *out, char *err, size_t errn) {
  const cJSON *f = cJSON_GetObjectItemCaseSensitive(j, name);
  if (!f || cJSON_IsNull(f)) return true;
  if (!cJSON_IsBool(f)) {
    snprintf(err, errn, "'%s' must be true or false", name);
    return false;
  }
  *out = cJSON_IsTrue(f);
  return true;
}

bool serve_parse_request(const cJSON *j, bool llama, int64_t context, uint64_t seed_default,
                         serve_params *p, bool *stream, char *err, size_t errn) {
  int64_t n = 1, max_tokens = 16;
  *p = (serve_params){.sampling = {.temperature = 0, .top_k = 0, .top_p = 1}};
  p->sampling.seed = seed_default;
  if (!cJSON_IsObject(j)) return snprintf(err, errn, "the body must be a JSON object"), false;
  const cJSON *prompt = cJSON_GetObjectItemCaseSensitive(j, "prompt");
  if (!prompt) return snprintf(err, errn, "no 'prompt'"), false;
  if (!get_ids(prompt, "prompt", &p->prompt, &p->prompt_len, err, errn)) return false;
  const cJSON *stop = cJSON_GetObjectItemCaseSensitive(j, "stop");
  int64_t stops = 0;
  if (stop && !cJSON_IsNull(stop) && !get_ids(stop, "stop", &p->stop, &stops, err, errn))
    return false;
  p->stop_count = (int)stops;
  int64_t seed = -1;
  bool ok = get_int(j, "n", 1, 1, &n, err, errn) &&
            get_int(j, llama ? "n_predict" : "max_tokens", -1, INT32_MAX,
                    &max_tokens, err, errn) &&
            get_number(j, "temperature", &p->sampling.temperature, err, errn) &&
            get_int(j, "top_k", 0, INT32_MAX, &p->sampling.top_k, err, errn) &&
            get_number(j, "top_p", &p->sampling.top_p, err, errn) &&
            get_int(j, "seed", -1, INT64_MAX / 2, &seed, err, errn) &&
            get_bool(j, "stream", stream, err, errn);
  if (!ok) return false;
  if (seed >= 0) p->sampling.seed = (uint64_t)seed;
  // -1: until the context is full (llama.cpp's n_predict)
  p->max_tokens = max_tokens == -1 ? context - p->prompt_len + 1 : max_tokens;
  return true;
}

