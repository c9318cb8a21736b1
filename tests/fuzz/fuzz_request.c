// libFuzzer target: facet-serve's reading of a request body (cJSON, then
// serve_parse_request), both APIs. Any bytes must give a request or an
// error message, never a crash, a leak or an out-of-bounds read.
#include "serve/serve.h"

#include <cjson/cJSON.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  cJSON *j = cJSON_ParseWithLength((const char *)data, size);
  if (!j) return 0;
  for (int llama = 0; llama < 2; llama++) {
    serve_params p;
    bool stream = false;
    facet_status_t s = serve_parse_request(j, llama, 4096, 1, &p, &stream);
    if (!s) {
      for (int64_t i = 0; i < p.prompt_len; i++) // every id read back
        if (p.prompt[i] < 0) abort();
    }
    facet_status_free(s);
    free(p.prompt);
    free(p.stop);
  }
  cJSON_Delete(j);
  return 0;
}
