// A program that names its own functions as facet's internals are named
// (tests/e2e/embed.sh): it must link with libfacet.a and run, since the
// library's only global symbols are the public API's facet_*.
#include <facet/runtime.h>
#include <stdio.h>
#include <stdlib.h>

int xmalloc = 1, arena_alloc = 2;
const char *hash_bytes(void) { return "mine"; }
int sb_append(int a, int b) { return a + b; }
double status_new(double x) { return x * 2; }
int mod_read_file(void) { return 7; }
int dtype_size(void) { return 3; }

int main(int argc, char **argv) {
  facet_runtime_t *rt = NULL;
  facet_module_t *module = NULL;
  facet_status_t s = facet_runtime_create(NULL, &rt);
  if (!s && argc > 1) s = facet_module_load_file(rt, argv[1], &module);
  if (s) {
    fprintf(stderr, "%s\n", facet_status_message(s));
    facet_status_free(s);
    return 1;
  }
  printf("loaded, %s %d %g %d %d %d %d\n", hash_bytes(), sb_append(xmalloc, arena_alloc),
         status_new(1.5), mod_read_file(), dtype_size(), xmalloc, arena_alloc);
  facet_module_release(module);
  facet_runtime_release(rt);
  return 0;
}
