// reference_params.c: parameter files for the float64 reference (see
// reference_tools.h), read with the runtime's parameter readers.
#include "reference_tools.h"

#include <stdlib.h>
#include <string.h>

facet_status_t tool_ref_params_add(tool_ref_params *p, const char *spec) {
  const char *eq = strchr(spec, '=');
  if (!*spec || (eq && !eq[1]))
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "bad --parameters '%s' (SCOPE=FILE or FILE)",
                      spec);
  tool_ref_param_file f = {.scope = xstrdup(eq ? spec : ""), .path = xstrdup(eq ? eq + 1 : spec)};
  if (eq) f.scope[eq - spec] = '\0';
  facet_status_t s = rt_params_open(f.path, NULL, &f.file);
  if (s) {
    free(f.scope);
    free(f.path);
    return s;
  }
  VEC_PUSH(p->files, f);
  return NULL;
}

// The planes of quantized tensor w that ctx's globals of g's scope ask for
// must be its planar form exactly (as the runtime's loader checks).
static facet_status_t planes_complete(const tool_ref_params *p, const ir_global *g,
                                      const rt_param_entry *w, const char *path) {
  size_t n = 0, m = 0;
  rt_plane_of(g->key, &n);
  unsigned asked = 0;
  for (size_t i = 0; p->ctx && i < p->ctx->globals.len; i++) {
    const ir_global *o = &p->ctx->globals.data[i];
    rt_plane q = o->key ? rt_plane_of(o->key, &m) : RT_PLANE_NONE;
    if (q != RT_PLANE_NONE && m == n && !memcmp(o->key, g->key, n) &&
        !strcmp(o->scope ? o->scope : "", g->scope ? g->scope : ""))
      asked |= 1u << q;
  }
  char why[512];
  if (rt_params_planes_complete(w, asked, why, sizeof why)) return NULL;
  return status_new(FACET_STATUS_INVALID_ARGUMENT,
                    "parameter \"%s\"::\"%s\" in %s %s (global @%s reads one of its planes)",
                    g->scope ? g->scope : "", w->key, path, why, g->name);
}

// ref_globals.load: the global's (scope, key) in the files of its scope.
static facet_status_t load_global(void *self, const ir_global *g, ref_elem *data, size_t count) {
  const tool_ref_params *p = self;
  if (!g->key)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "global @%s is not a parameter", g->name);
  int64_t dims[IR_MAX_RANK];
  for (int d = 0; d < g->type.rank; d++)
    if (!dim_is_const(g->type.dims[d], &dims[d]))
      return status_new(FACET_STATUS_INVALID_ARGUMENT, "global @%s has a dynamic shape", g->name);
  for (size_t i = 0; i < p->files.len; i++) {
    const tool_ref_param_file *f = &p->files.data[i];
    rt_param_view v;
    if (strcmp(f->scope, g->scope ? g->scope : "") || !rt_params_lookup(&f->file, g->key, &v))
      continue;
    char why[512];
    if (!rt_params_view_match(&v, g->type.elem, (uint32_t)g->type.rank, dims, why, sizeof why))
      return status_new(FACET_STATUS_INVALID_ARGUMENT, "parameter \"%s\"::\"%s\" in %s %s",
                        g->scope ? g->scope : "", g->key, f->path, why);
    if (v.plane != RT_PLANE_NONE) STATUS_RETURN_IF_ERROR(planes_complete(p, g, v.entry, f->path));
    void *bytes = xmalloc(count * dtype_size(g->type.elem) + 1);
    rt_params_view_fill(&f->file, &v, g->type.elem, bytes);
    for (size_t k = 0; k < count; k++) data[k] = ref_load(g->type.elem, bytes, k);
    free(bytes);
    return NULL;
  }
  return status_new(FACET_STATUS_NOT_FOUND,
                    "parameter \"%s\"::\"%s\" (global @%s) is in no --parameters file",
                    g->scope ? g->scope : "", g->key, g->name);
}

const ref_globals *tool_ref_params_globals(tool_ref_params *p, const ir_context *ctx) {
  p->ctx = ctx;
  p->globals = (ref_globals){p, load_global};
  return &p->globals;
}

void tool_ref_params_close(tool_ref_params *p) {
  for (size_t i = 0; i < p->files.len; i++) {
    rt_params_close(&p->files.data[i].file);
    free(p->files.data[i].scope);
    free(p->files.data[i].path);
  }
  VEC_FREE(p->files);
}
