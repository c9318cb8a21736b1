// embed.c: the facet runtime embedded in a C program, through nothing but
// the public header include/facet/runtime.h (link libfacet.a, -lxxhash
// -ldl -lpthread -lm).
//
//   embed MODULE.facet FUNCTION [--dynamic=N] [SCOPE=PARAMETERS]...
//
// Loads the module, binds each parameter file to its scope, builds one
// input per argument of FUNCTION from its signature (each dynamic dim = N,
// default 16; values i % 7 / 8 - 0.375 as the element type holds them),
// calls the function and prints each result's shape, its first values and
// the sum of its elements, then the same for each mutable input (a
// !torch.tensor argument the function overwrites: the call leaves its new
// value in the tensor passed in, no result is returned for it). Every
// failure prints the status and exits 1, after releasing what was made:
// valgrind finds no leak on either path.
#include <facet/runtime.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// IEEE half and bfloat16 to float (the runtime leaves conversions to callers).
static float half_to_float(uint16_t h) {
  int e = (h >> 10) & 31, m = h & 1023;
  float v = e == 0    ? ldexpf((float)m, -24)
            : e == 31 ? (m ? NAN : INFINITY)
                      : ldexpf((float)(m | 1024), e - 25);
  return h & 0x8000 ? -v : v;
}

static float bf16_to_float(uint16_t h) {
  uint32_t bits = (uint32_t)h << 16;
  float f;
  memcpy(&f, &bits, sizeof f);
  return f;
}

static uint16_t float_to_half(float f) { // exact for the small multiples of 1/8 used here
  if (f == 0) return 0;
  uint16_t sign = f < 0 ? 0x8000 : 0;
  int e;
  float m = frexpf(fabsf(f), &e); // f = m * 2^e, m in [0.5, 1)
  return (uint16_t)(sign | (uint16_t)((e + 14) << 10) | (uint16_t)((m * 2 - 1) * 1024));
}

static double element(facet_dtype_t t, const void *data, size_t i) {
  switch (t) {
  case FACET_DTYPE_F32: return ((const float *)data)[i];
  case FACET_DTYPE_F64: return ((const double *)data)[i];
  case FACET_DTYPE_F16: return half_to_float(((const uint16_t *)data)[i]);
  case FACET_DTYPE_BF16: return bf16_to_float(((const uint16_t *)data)[i]);
  case FACET_DTYPE_I64: return (double)((const int64_t *)data)[i];
  case FACET_DTYPE_I32: return ((const int32_t *)data)[i];
  case FACET_DTYPE_I16: return ((const int16_t *)data)[i];
  case FACET_DTYPE_I8: return ((const int8_t *)data)[i];
  default: return ((const uint8_t *)data)[i];
  }
}

// Input values: i % 7 / 8 - 0.375 for floats, i % 7 for integers.
static void fill_input(facet_tensor_t *t) {
  void *data = facet_tensor_data(t);
  size_t n = facet_tensor_element_count(t);
  for (size_t i = 0; i < n; i++) {
    float v = (float)(i % 7) / 8 - 0.375f;
    switch (facet_tensor_dtype(t)) {
    case FACET_DTYPE_F32: ((float *)data)[i] = v; break;
    case FACET_DTYPE_F64: ((double *)data)[i] = v; break;
    case FACET_DTYPE_F16: ((uint16_t *)data)[i] = float_to_half(v); break;
    case FACET_DTYPE_BF16: {
      uint32_t bits;
      memcpy(&bits, &v, sizeof bits);
      ((uint16_t *)data)[i] = (uint16_t)(bits >> 16); // exact for these values
      break;
    }
    case FACET_DTYPE_I64: ((int64_t *)data)[i] = (int64_t)(i % 7); break;
    case FACET_DTYPE_I32: ((int32_t *)data)[i] = (int32_t)(i % 7); break;
    case FACET_DTYPE_I16: ((int16_t *)data)[i] = (int16_t)(i % 7); break;
    case FACET_DTYPE_I8: ((int8_t *)data)[i] = (int8_t)(i % 7); break;
    default: ((uint8_t *)data)[i] = (uint8_t)(i % 2); break;
    }
  }
}

static void print_tensor(const char *what, size_t index, const facet_tensor_t *t) {
  facet_dtype_t dt = facet_tensor_dtype(t);
  printf("%s %zu: ", what, index);
  for (uint32_t d = 0; d < facet_tensor_rank(t); d++)
    printf("%lldx", (long long)facet_tensor_dims(t)[d]);
  printf("%s\n  first:", facet_dtype_name(dt));
  size_t n = facet_tensor_element_count(t);
  double sum = 0;
  for (size_t i = 0; i < n; i++) {
    double v = element(dt, facet_tensor_data(t), i);
    if (i < 4) printf(" %G", v);
    sum += v;
  }
  printf("\n  sum: %.6g\n", sum);
}

// Creates the inputs of fn; dynamic dims take `dynamic`.
static facet_status_t make_inputs(facet_runtime_t *rt, const facet_function_t *fn, int64_t dynamic,
                                  facet_tensor_t **inputs) {
  for (size_t i = 0; i < facet_function_input_count(fn); i++) {
    facet_tensor_signature_t sig;
    facet_status_t s = facet_function_input(fn, i, &sig);
    if (s) return s;
    for (uint32_t d = 0; d < sig.rank; d++)
      if (sig.dims[d] < 0) sig.dims[d] = dynamic;
    s = facet_tensor_create(rt, sig.dtype, sig.rank, sig.dims, &inputs[i]);
    if (s) return s;
    fill_input(inputs[i]);
  }
  return NULL;
}

// Everything between the runtime's creation and its release.
static facet_status_t run(facet_runtime_t *rt, int argc, char **argv) {
  int64_t dynamic = 16;
  for (int i = 3; i < argc; i++) {
    char *eq = strchr(argv[i], '=');
    if (!strncmp(argv[i], "--dynamic=", 10)) {
      dynamic = strtoll(argv[i] + 10, NULL, 10);
      continue;
    }
    if (!eq) {
      fprintf(stderr, "embed: expected SCOPE=FILE, got '%s'\n", argv[i]);
      exit(2);
    }
    *eq = 0; // argv[i] is the scope, eq + 1 the file
    facet_status_t s = facet_runtime_add_parameters(rt, argv[i], eq + 1);
    if (s) return s;
  }
  facet_module_t *module = NULL;
  facet_function_t *fn = NULL;
  facet_status_t s = facet_module_load_file(rt, argv[1], &module);
  if (!s) s = facet_module_lookup_function(module, argv[2], &fn);
  size_t nin = fn ? facet_function_input_count(fn) : 0;
  size_t nout = fn ? facet_function_output_count(fn) : 0;
  facet_tensor_t **inputs = calloc(nin + 1, sizeof *inputs);
  facet_tensor_t **outputs = calloc(nout + 1, sizeof *outputs);
  if (!s && (!inputs || !outputs)) {
    fprintf(stderr, "embed: out of memory\n");
    exit(1);
  }
  if (!s) s = make_inputs(rt, fn, dynamic, inputs);
  if (!s) s = facet_function_call(fn, inputs, nin, outputs, nout);
  if (!s) {
    printf("EXEC @%s\n", facet_function_name(fn));
    for (size_t i = 0; i < nout; i++) print_tensor("result", i, outputs[i]);
    for (size_t i = 0; i < nin; i++) // updated in place
      if (facet_function_input_is_mutable(fn, i)) print_tensor("mutated input", i, inputs[i]);
  }
  for (size_t i = 0; i < nin; i++) facet_tensor_release(inputs[i]);
  for (size_t i = 0; i < nout; i++)
    facet_tensor_release(outputs[i]); // results outlive the module: release order is free
  free(inputs);
  free(outputs);
  facet_module_release(module);
  return s;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: embed MODULE.facet FUNCTION [--dynamic=N] [SCOPE=PARAMETERS]...\n");
    return 2;
  }
  facet_runtime_t *rt = NULL;
  facet_runtime_options_t options = {.thread_count = 2};
  facet_status_t s = facet_runtime_create(&options, &rt);
  if (!s) s = run(rt, argc, argv);
  facet_runtime_release(rt);
  if (s) {
    fprintf(stderr, "embed: %s: %s\n", facet_status_code_name(facet_status_code(s)),
            facet_status_message(s));
    facet_status_free(s);
    return 1;
  }
  return 0;
}
