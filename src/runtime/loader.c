// loader.c: loads a module: verifies the file, binds its parameters, loads
// the kernel object, checks it against the module, and prepares each
// function for calls.
//
// The kernel object is written to a memfd and opened through
// /proc/self/fd/N, so nothing touches the file system; where memfd or
// /proc is missing, a temporary file in $TMPDIR is opened and unlinked at
// once. The memfd stays open while the module is loaded: glibc's dlopen
// returns an already loaded object whose path matches, so a closed and
// reused descriptor number would alias two modules.
#include "runtime_internal.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

static void *rt_dlopen_memfd(const mod_module *m, int *out_fd) {
  int fd = memfd_create("facet-kernels", MFD_CLOEXEC);
  if (fd < 0) return NULL;
  char path[64];
  snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
  void *dl = NULL;
  if (fd_write_all(fd, m->kernel_object, m->kernel_object_size))
    dl = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (dl) *out_fd = fd;
  else close(fd);
  return dl;
}

static void *rt_dlopen_tmpfile(const mod_module *m, char *why, size_t whyn) {
  const char *dir = getenv("TMPDIR");
  char path[4096];
  snprintf(path, sizeof path, "%s/facet-kernels-XXXXXX", dir && *dir ? dir : "/tmp");
  int fd = mkstemp(path);
  if (fd < 0) {
    snprintf(why, whyn, "cannot create %.300s: %s", path, strerror(errno));
    return NULL;
  }
  void *dl = NULL;
  if (!fd_write_all(fd, m->kernel_object, m->kernel_object_size))
    snprintf(why, whyn, "cannot write %.300s: %s", path, strerror(errno));
  else if (!(dl = dlopen(path, RTLD_NOW | RTLD_LOCAL))) snprintf(why, whyn, "%s", dlerror());
  unlink(path);
  close(fd);
  return dl;
}

// The variants' kernel indices and entries against the loaded library.
static facet_status_t rt_check_library(facet_module_t *module, uint64_t *max_scratch) {
  const facet_kernel_library_t *lib = module->library;
  if (lib->abi_version != FACET_KERNEL_ABI_VERSION)
    return status_new(FACET_STATUS_DATA_LOSS, "kernel object has ABI version %u, expected %u",
                      lib->abi_version, FACET_KERNEL_ABI_VERSION);
  if (lib->entry_count && !lib->entries)
    return status_new(FACET_STATUS_DATA_LOSS, "kernel library has %u entries but no table",
                      lib->entry_count);
  *max_scratch = 0;
  const mod_module *m = &module->mod;
  for (uint32_t i = 0; i < m->executable_count; i++) {
    const mod_executable *e = &m->executables[i];
    for (uint32_t j = 0; j < e->variant_count; j++) {
      uint32_t k = e->variants[j].kernel;
      if (k >= lib->entry_count)
        return status_new(FACET_STATUS_DATA_LOSS,
                          "executable %s variant %u uses kernel %u, the kernel object has %u",
                          e->name, j, k, lib->entry_count);
      const facet_kernel_entry_t *entry = &lib->entries[k];
      if (!entry->workgroup || !entry->workgroup_count)
        return status_new(FACET_STATUS_DATA_LOSS, "kernel %u (%s) lacks a function", k,
                          entry->name ? entry->name : "?");
      if (entry->scratch_bytes > *max_scratch) *max_scratch = entry->scratch_bytes;
    }
  }
  return NULL;
}

static facet_status_t rt_load_kernels(facet_module_t *module) {
  const mod_module *m = &module->mod;
  uint32_t variants = 0;
  for (uint32_t i = 0; i < m->executable_count; i++) variants += m->executables[i].variant_count;
  if (m->kernel_object_size == 0) {
    if (variants)
      return status_new(FACET_STATUS_DATA_LOSS, "module has %u variants but no kernel object",
                        variants);
    return NULL;
  }
  uint64_t hash = hash_bytes(m->kernel_object, m->kernel_object_size);
  if (hash != m->kernel_object_hash)
    return status_new(FACET_STATUS_DATA_LOSS,
                      "bad module format: kernel object hash %016llx, recorded %016llx",
                      (unsigned long long)hash, (unsigned long long)m->kernel_object_hash);
  char why[512] = "";
  module->dl = rt_dlopen_memfd(m, &module->memfd);
  if (!module->dl) module->dl = rt_dlopen_tmpfile(m, why, sizeof why);
  if (!module->dl)
    return status_new(FACET_STATUS_UNAVAILABLE, "cannot load the kernel object: %s", why);
  module->library = dlsym(module->dl, FACET_KERNEL_LIBRARY_SYMBOL);
  if (!module->library)
    return status_new(FACET_STATUS_DATA_LOSS, "kernel object does not export %s",
                      FACET_KERNEL_LIBRARY_SYMBOL);
  uint64_t scratch = 0;
  STATUS_RETURN_IF_ERROR(rt_check_library(module, &scratch));
  return rt_runtime_reserve_scratch(module->runtime, scratch);
}

//
// Parameters: each (scope, key) of the module is looked up in the files
// bound to its scope, checked against the global's dtype and shape, and
// bound to the bytes in the mapped file. A splat, or an entry not aligned
// to its element size (kernels load elements at their natural alignment),
// is materialized into a block owned by the module. The mapped files the
// bindings point into are recorded so that calls can check that none has
// changed under its mapping (rt_module_check_params).
//

// "parameter "model"::"blk.0.w" (global @blk.0.w, 96x64xf16)", its names
// made printable (they come from the module file).
static const char *rt_param_name(char *buf, size_t size, const mod_param *p) {
  char scope[128], key[256], name[256], shape[160];
  snprintf(buf, size, "parameter \"%s\"::\"%s\" (global @%s, %s)",
           rt_printable(scope, sizeof scope, p->scope, strlen(p->scope)),
           rt_printable(key, sizeof key, p->key, strlen(p->key)),
           rt_printable(name, sizeof name, p->name, strlen(p->name)),
           rt_shape_format(shape, sizeof shape, (facet_dtype_t)p->dtype, p->rank, p->dims));
  return buf;
}

// Finds p in the files of its scope (a key "W:<plane>" also as a plane of
// a quantized W: rt_params_lookup); NOT_FOUND says which files were searched.
static facet_status_t rt_find_param(facet_runtime_t *rt, const mod_param *p,
                                    const rt_param_source **src, rt_param_view *view) {
  char files[1024] = "", name[1024], scope[128];
  size_t at = 0;
  for (const rt_param_source *s = rt->params; s; s = s->next) {
    if (strcmp(s->scope, p->scope) != 0) continue;
    if (rt_params_lookup(&s->file, p->key, view)) {
      *src = s;
      return NULL;
    }
    if (at < sizeof files) {
      int n = snprintf(files + at, sizeof files - at, "%s%s", at ? ", " : "", s->path);
      at += n > 0 ? (size_t)n : 0;
    }
  }
  rt_param_name(name, sizeof name, p);
  rt_printable(scope, sizeof scope, p->scope, strlen(p->scope));
  if (files[0])
    return status_new(FACET_STATUS_NOT_FOUND, "%s is not in %s (scope '%s')", name, files, scope);
  return status_new(FACET_STATUS_NOT_FOUND,
                    "%s has no parameter file: none is bound to scope '%s' (give "
                    "--parameters=%s=FILE)",
                    name, scope, scope);
}

// Records that the module's bindings point into src's mapping.
static void rt_note_source(facet_module_t *module, const rt_param_source *src) {
  if (src->file.fd < 0) return; // memory: nothing can change under it
  for (uint32_t i = 0; i < module->source_count; i++)
    if (module->sources[i] == src) return;
  module->sources[module->source_count++] = src; // sized for one per parameter
}

// INVALID_ARGUMENT "parameter "scope"::"key" in FILE <why>; global @name
// expects 3x5xf16 (30 bytes)".
static facet_status_t rt_param_mismatch(const mod_param *p, const char *key,
                                        const rt_param_source *src, const char *why) {
  char shape[160], scope[128], printed[256], name[256];
  size_t bytes = 0;
  rt_shape_bytes((facet_dtype_t)p->dtype, p->rank, p->dims, &bytes);
  return status_new(FACET_STATUS_INVALID_ARGUMENT,
                    "parameter \"%s\"::\"%s\" in %s %s; global @%s expects %s (%zu bytes)",
                    rt_printable(scope, sizeof scope, p->scope, strlen(p->scope)),
                    rt_printable(printed, sizeof printed, key, strlen(key)), src->path, why,
                    rt_printable(name, sizeof name, p->name, strlen(p->name)),
                    rt_shape_format(shape, sizeof shape, (facet_dtype_t)p->dtype, p->rank, p->dims),
                    bytes);
}

// The planes the module asks for of the quantized tensor that plane
// parameter `index` comes from (every parameter of its scope named
// "<same W>:<plane>") must be that tensor's planar form exactly.
static facet_status_t rt_check_plane_set(const facet_module_t *module, uint32_t index,
                                         const rt_param_source *src, const rt_param_entry *w) {
  const mod_param *p = &module->mod.params[index];
  size_t n = 0, m = 0;
  rt_plane_of(p->key, &n);
  unsigned asked = 0;
  for (uint32_t i = 0; i < module->mod.param_count; i++) {
    const mod_param *o = &module->mod.params[i];
    rt_plane q = rt_plane_of(o->key, &m);
    if (q == RT_PLANE_NONE || m != n || memcmp(o->key, p->key, n) || strcmp(o->scope, p->scope))
      continue;
    if (i < index) return NULL; // checked with the first plane of W
    asked |= 1u << q;
  }
  char why[512], scope[128], key[256], name[256];
  if (rt_params_planes_complete(w, asked, why, sizeof why)) return NULL;
  return status_new(FACET_STATUS_INVALID_ARGUMENT,
                    "parameter \"%s\"::\"%s\" in %s %s (global @%s reads one of its planes)",
                    rt_printable(scope, sizeof scope, p->scope, strlen(p->scope)),
                    rt_printable(key, sizeof key, w->key, strlen(w->key)), src->path, why,
                    rt_printable(name, sizeof name, p->name, strlen(p->name)));
}

// A plane or a dequantized tensor, made now into memory the module owns;
// the time it takes is the module's load statistic (runtime.h).
static facet_status_t rt_convert_param(facet_module_t *module, uint32_t index,
                                       const rt_param_source *src, const rt_param_view *v) {
  facet_runtime_t *rt = module->runtime;
  const mod_param *p = &module->mod.params[index];
  rt_param_binding *b = &module->params[index];
  if (v->plane != RT_PLANE_NONE)
    STATUS_RETURN_IF_ERROR(rt_check_plane_set(module, index, src, v->entry));
  size_t bytes = 0;
  rt_shape_bytes((facet_dtype_t)p->dtype, p->rank, p->dims, &bytes);
  if (!(b->owned = rt_alloc(&rt->allocator, bytes ? bytes : 1, 64))) {
    char name[1024];
    return status_oom("binding %s (%zu bytes made from a quantized tensor)",
                      rt_param_name(name, sizeof name, p), bytes);
  }
  uint64_t t0 = rt_now_ns();
  rt_params_view_fill(&src->file, v, (dtype)p->dtype, b->owned);
  module->load_stats.converted_parameters++;
  module->load_stats.converted_bytes += bytes;
  module->load_stats.convert_nanoseconds += rt_now_ns() - t0;
  b->data = b->owned;
  b->bytes = bytes;
  return NULL;
}

static facet_status_t rt_bind_param(facet_module_t *module, uint32_t index) {
  facet_runtime_t *rt = module->runtime;
  const mod_param *p = &module->mod.params[index];
  rt_param_binding *b = &module->params[index];
  const rt_param_source *src = NULL;
  rt_param_view v;
  STATUS_RETURN_IF_ERROR(rt_find_param(rt, p, &src, &v));
  char why[512];
  if (!rt_params_view_match(&v, (dtype)p->dtype, p->rank, p->dims, why, sizeof why))
    return rt_param_mismatch(p, p->key, src, why);
  // The entry is read below (or by kernels): not from a file changed under its mapping.
  STATUS_RETURN_IF_ERROR(rt_params_check(&src->file, src->path));
  module->load_stats.parameters++;
  if (rt_params_view_converted(&v)) return rt_convert_param(module, index, src, &v);
  const rt_param_entry *e = v.entry;
  b->bytes = e->length;
  const void *data = rt_params_data(&src->file, e);
  size_t align = dtype_size((dtype)p->dtype);
  if (data && ((uintptr_t)data % align) == 0) {
    b->data = data;
    rt_note_source(module, src);
    return NULL;
  }
  if (e->length > SIZE_MAX / 2 || !(b->owned = rt_alloc(&rt->allocator, (size_t)e->length, 64))) {
    char name[1024];
    return status_oom("binding %s (a copy of %llu bytes)", rt_param_name(name, sizeof name, p),
                      (unsigned long long)e->length);
  }
  rt_params_fill(&src->file, e, b->owned);
  b->data = b->owned;
  return NULL;
}

static facet_status_t rt_bind_params(facet_module_t *module) {
  uint32_t n = module->mod.param_count;
  if (n == 0) return NULL;
  facet_runtime_t *rt = module->runtime;
  module->params = rt_alloc(&rt->allocator, sizeof *module->params * n, 16);
  if (module->params) memset(module->params, 0, sizeof *module->params * n);
  module->sources = rt_alloc(&rt->allocator, sizeof *module->sources * n, 16);
  if (!module->params || !module->sources)
    return status_oom("the parameter table of a module (%u parameters)", n);
  facet_status_t s = NULL;
  pthread_mutex_lock(&rt->params_lock);
  for (uint32_t i = 0; !s && i < n; i++) s = rt_bind_param(module, i);
  pthread_mutex_unlock(&rt->params_lock);
  return s;
}

facet_status_t rt_module_check_params(const facet_module_t *module) {
  for (uint32_t i = 0; i < module->source_count; i++)
    STATUS_RETURN_IF_ERROR(rt_params_check(&module->sources[i]->file, module->sources[i]->path));
  return NULL;
}

// Counts a function's ALLOC commands, which bound the blocks of a call.
static void rt_prepare_function(facet_module_t *module, uint32_t index) {
  facet_function_t *f = &module->functions[index];
  f->module = module;
  f->fn = &module->mod.functions[index];
  for (uint32_t i = 0; i < f->fn->cmd_count; i++) {
    f->alloc_count += f->fn->cmds[i].op == MOD_CMD_ALLOC;
    f->reads_params |= f->fn->cmds[i].op == MOD_CMD_PARAM;
    f->reads_consts |= f->fn->cmds[i].op == MOD_CMD_CONST_DATA;
  }
}

// A module's kernels use the instructions of the target it was compiled
// for: on a CPU without them the first dispatch would stop the process on
// an illegal instruction, so loading refuses it, naming both levels.
static facet_status_t rt_check_target(const mod_module *m) {
  int need = cpu_x86_level_of(m->target ? m->target : ""), have = cpu_x86_level();
  if (need < 0 && m->kernel_object_size)
    return status_new(FACET_STATUS_DATA_LOSS, "bad module format: unknown target '%s'",
                      m->target ? m->target : "");
  if (need > have)
    return status_new(FACET_STATUS_FAILED_PRECONDITION,
                      "the module's kernels were compiled for %s; this CPU runs %s at most "
                      "(compile with --target-cpu=host or --target-cpu=%s)",
                      m->target, cpu_x86_level_name(have), cpu_x86_level_name(have));
  return NULL;
}

// The initializer (src/transform/consteval.c): values computed from the
// parameters alone, once, now that they are bound; every call reads them.
static facet_status_t rt_run_initializer(facet_module_t *module) {
  if (!module->mod.initializer) return NULL;
  facet_function_t *init = &module->functions[module->mod.initializer - 1];
  uint32_t n = init->fn->output_count;
  facet_runtime_t *rt = module->runtime;
  module->init_values = rt_alloc(&rt->allocator, sizeof *module->init_values * (n + 1), 16);
  if (!module->init_values) return status_oom("the initializer's results (%u)", n);
  memset(module->init_values, 0, sizeof *module->init_values * (n + 1));
  uint64_t t0 = rt_now_ns();
  STATUS_RETURN_IF_ERROR(status_annotate(facet_function_call(init, NULL, 0, module->init_values, n),
                                         "computing the module's load-time values"));
  module->init_count = n;
  module->load_stats.init_values = n;
  for (uint32_t i = 0; i < n; i++)
    module->load_stats.init_bytes += facet_tensor_byte_size(module->init_values[i]);
  module->load_stats.init_nanoseconds = rt_now_ns() - t0;
  return NULL;
}

static void rt_module_destroy(facet_module_t *module) {
  facet_runtime_t *rt = module->runtime;
  for (uint32_t i = 0; i < module->init_count; i++) facet_tensor_release(module->init_values[i]);
  rt_free(&rt->allocator, module->init_values);
  for (uint32_t i = 0; module->functions && i < module->mod.function_count; i++)
    facet_tensor_release(atomic_load(&module->functions[i].spare));
  if (module->dl) dlclose(module->dl);
  if (module->memfd >= 0) close(module->memfd);
  if (module->file.map) munmap(module->file.map, module->file.size);
  if (module->file.fd >= 0) close(module->file.fd);
  rt_free(&rt->allocator, module->file.path);
  for (uint32_t i = 0; module->params && i < module->mod.param_count; i++)
    rt_free(&rt->allocator, module->params[i].owned);
  rt_free(&rt->allocator, module->params);
  rt_free(&rt->allocator, module->sources);
  mod_free(&module->mod);
  rt_free(&rt->allocator, module->functions);
  rt_free(&rt->allocator, module->profile);
  rt_free(&rt->allocator, module);
  facet_runtime_release(rt);
}

static facet_module_t *rt_module_new(facet_runtime_t *runtime) {
  facet_module_t *module = rt_alloc(&runtime->allocator, sizeof *module, 64);
  if (!module) return NULL;
  memset(module, 0, sizeof *module);
  atomic_init(&module->refs, 1);
  module->memfd = -1;
  module->file.fd = -1;
  module->runtime = runtime;
  facet_runtime_retain(runtime);
  return module;
}

static facet_status_t rt_read_module(facet_module_t *module, const uint8_t *data, size_t size) {
  mem_allocator mem = rt_mem_allocator(&module->runtime->allocator);
  mod_module *m = &module->mod;
  return module->file.map ? mod_read_mapped(data, size, &mem, m)
                          : mod_read_buffer_with(data, size, &mem, m);
}

static facet_status_t rt_prepare_functions(facet_module_t *module) {
  size_t n = module->mod.function_count;
  module->functions = rt_alloc(&module->runtime->allocator, n * sizeof(facet_function_t), 64);
  if (!module->functions) return status_oom("the function table of a module (%zu functions)", n);
  memset(module->functions, 0, n * sizeof(facet_function_t));
  for (uint32_t i = 0; i < n; i++) rt_prepare_function(module, i);
  module->entry_count = (uint32_t)n - (module->mod.initializer ? 1 : 0);
  return NULL;
}

// Everything after the bytes are in memory (copied or mapped); on failure
// the module is destroyed.
static facet_status_t rt_module_finish(facet_module_t *module, const uint8_t *data, size_t size,
                                       facet_module_t **out_module) {
  facet_status_t s = rt_read_module(module, data, size);
  if (!s) s = rt_check_target(&module->mod);
  if (!s) s = rt_bind_params(module);
  if (!s) s = rt_load_kernels(module);
  if (!s) s = rt_prepare_functions(module);
  if (!s) s = rt_run_initializer(module);
  if (s) {
    rt_module_destroy(module);
    return s;
  }
  *out_module = module;
  return NULL;
}

facet_status_t facet_module_load_memory(facet_runtime_t *runtime, const void *data, size_t size,
                                        facet_module_t **out_module) {
  if (!runtime || (!data && size))
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "module_load: NULL argument");
  facet_module_t *module = rt_module_new(runtime);
  if (!module) return status_oom("loading a module");
  return rt_module_finish(module, data, size, out_module);
}

// Maps the open module file read-only into module->file (an empty file
// gets no mapping: the reader refuses it by its size).
static facet_status_t rt_map_module_file(facet_module_t *module, int fd, const char *path) {
  struct stat st;
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode))
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "cannot read %s: not a regular file", path);
  module->file.fd = fd;
  module->file.identity = rt_params_identity(&st);
  module->file.size = (size_t)st.st_size;
  size_t n = strlen(path) + 1;
  module->file.path = rt_alloc(&module->runtime->allocator, n, 1);
  if (!module->file.path) return status_oom("the path of a module (%zu bytes)", n);
  memcpy(module->file.path, path, n);
  if (!module->file.size) return NULL;
  void *map = mmap(NULL, module->file.size, PROT_READ, MAP_PRIVATE, fd, 0);
  if (map == MAP_FAILED)
    return status_new(FACET_STATUS_UNAVAILABLE, "cannot map %s: %s", path, strerror(errno));
  module->file.map = map;
  return NULL;
}

// The module file is mapped, not read: the constants and the kernel object
// stay in the mapping (mod_read_mapped), so loading costs memory only for
// what it parses and the constant pages that calls read. Once loaded, every
// page of the mapping is given back: what was parsed is in the module's
// memory, the kernel object in its memfd; constants fault in again when read.
facet_status_t facet_module_load_file(facet_runtime_t *runtime, const char *path,
                                      facet_module_t **out_module) {
  if (!runtime || !path)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "module_load: NULL argument");
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return status_new(FACET_STATUS_NOT_FOUND, "cannot open %s: %s", path, strerror(errno));
  facet_module_t *module = rt_module_new(runtime);
  if (!module) {
    close(fd);
    return status_oom("loading a module");
  }
  facet_status_t s = rt_map_module_file(module, fd, path);
  if (s) {
    if (module->file.fd < 0) close(fd);
    rt_module_destroy(module);
    return s;
  }
  static const uint8_t empty[1];
  const uint8_t *data = module->file.map ? module->file.map : empty;
  s = rt_module_finish(module, data, module->file.size, out_module);
  if (s) return status_annotate(s, "%s", path);
  if (module->file.map) madvise(module->file.map, module->file.size, MADV_DONTNEED);
  return NULL;
}

facet_status_t rt_module_check_file(const facet_module_t *module) {
  if (module->file.fd < 0) return NULL;
  return rt_file_check(module->file.fd, module->file.identity, "module file", module->file.path,
                       "loaded");
}

void facet_module_retain(facet_module_t *module) {
  if (module) atomic_fetch_add(&module->refs, 1);
}

void facet_module_release(facet_module_t *module) {
  if (module && atomic_fetch_sub(&module->refs, 1) == 1) rt_module_destroy(module);
}

void facet_module_load_stats(const facet_module_t *module, facet_module_load_stats_t *out_stats) {
  *out_stats = module->load_stats;
}

// The initializer is no entry point: the functions callable are the
// first entry_count.
size_t facet_module_function_count(const facet_module_t *module) { return module->entry_count; }

const char *facet_module_function_name(const facet_module_t *module, size_t index) {
  return index < module->entry_count ? module->mod.functions[index].name : NULL;
}

facet_status_t facet_module_function_at(facet_module_t *module, size_t index,
                                        facet_function_t **out_function) {
  if (index >= module->entry_count)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "function index %zu, module has %u", index,
                      module->entry_count);
  *out_function = &module->functions[index];
  return NULL;
}

facet_status_t facet_module_lookup_function(facet_module_t *module, const char *name,
                                            facet_function_t **out_function) {
  for (uint32_t i = 0; i < module->entry_count; i++)
    if (strcmp(module->mod.functions[i].name, name) == 0) {
      *out_function = &module->functions[i];
      return NULL;
    }
  char names[1024] = "", shown[256];
  size_t at = 0;
  for (uint32_t i = 0; i < module->entry_count && at < sizeof names; i++) {
    const char *f = module->mod.functions[i].name;
    int n = snprintf(names + at, sizeof names - at, "%s%s", i ? ", " : "",
                     rt_printable(shown, sizeof shown, f, strlen(f)));
    at += n > 0 ? (size_t)n : 0;
  }
  if (at >= sizeof names) memcpy(names + sizeof names - 5, " ...", 5);
  return status_new(FACET_STATUS_NOT_FOUND, "module has no function '%s' (functions: %s)",
                    rt_printable(shown, sizeof shown, name, strlen(name)),
                    module->entry_count ? names : "none");
}

const char *facet_function_name(const facet_function_t *function) { return function->fn->name; }

size_t facet_function_input_count(const facet_function_t *function) {
  return function->fn->input_count;
}

size_t facet_function_output_count(const facet_function_t *function) {
  return function->fn->output_count;
}

facet_status_t facet_function_input(const facet_function_t *function, size_t index,
                                    facet_tensor_signature_t *out_signature) {
  const mod_function *f = function->fn;
  if (index >= f->input_count)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "%s: input %zu, function has %u", f->name,
                      index, f->input_count);
  const mod_tensor_sig *s = &f->inputs[index];
  *out_signature = (facet_tensor_signature_t){(facet_dtype_t)s->dtype, s->rank, {0}};
  memcpy(out_signature->dims, s->dims, sizeof s->dims);
  return NULL;
}

// The facts of the entry checks, followed through the registers they
// flow into: a DIM register starts unknown, a CHECK_FACT narrows the
// register it checks, a CHECK_EQ narrows a dim to the register it must
// equal, and constants and divisions by constants carry facts along (a
// source dim 32 * s1 checked for s1 in [2, 4095] gives s1's range to the
// dims that must equal s1). Registers computed otherwise stay unknown.
static fact dim_range_of(const mod_function *f, fact *regs, uint32_t input, uint32_t dim) {
  fact out = fact_any();
  for (uint32_t i = 0; i < f->reg_count; i++) regs[i] = fact_any();
  for (uint32_t i = 0; i < f->cmd_count; i++) {
    const mod_cmd *c = &f->cmds[i];
    bool ours = c->b == input && c->c == dim;
    switch ((mod_op)c->op) {
    case MOD_CMD_CONST: regs[c->a] = c->imm >= 0 ? fact_point((uint64_t)c->imm) : fact_any(); break;
    case MOD_CMD_DIM: regs[c->a] = ours ? out : fact_any(); break;
    case MOD_CMD_FLOORDIV:
    case MOD_CMD_CEILDIV: {
      fact d = regs[c->c];
      bool by_const = fact_is_point(d) && d.umin >= 1;
      regs[c->a] = !by_const                   ? fact_any()
                   : c->op == MOD_CMD_FLOORDIV ? fact_floordiv(regs[c->b], d.umin)
                                               : fact_ceildiv(regs[c->b], d.umin);
      break;
    }
    case MOD_CMD_CHECK_FACT:
      regs[c->a] = fact_meet(regs[c->a], c->check);
      if (ours && i > 0 && f->cmds[i - 1].op == MOD_CMD_DIM && f->cmds[i - 1].a == c->a)
        out = regs[c->a]; // the check is on the dim itself
      break;
    case MOD_CMD_CHECK_EQ:
      regs[c->a] = fact_meet(regs[c->a], regs[c->e]);
      if (ours) out = fact_meet(out, regs[c->a]);
      break;
    case MOD_CMD_ADD:
    case MOD_CMD_SUB:
    case MOD_CMD_MUL:
    case MOD_CMD_MOD:
    case MOD_CMD_MAX: regs[c->a] = fact_any(); break; // a register computed otherwise
    case MOD_CMD_DISPATCH: return out;                // the entry checks are done
    default: break;                                   // commands on slots
    }
  }
  return out;
}

facet_status_t facet_function_input_dim_range(const facet_function_t *function, size_t index,
                                              uint32_t dim, facet_dim_range_t *out_range) {
  const mod_function *f = function->fn;
  if (index >= f->input_count || dim >= f->inputs[index].rank)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "%s: input %zu dim %u: no such input or dim",
                      f->name, index, dim);
  int64_t size = f->inputs[index].dims[dim];
  if (size >= 0) {
    *out_range = (facet_dim_range_t){size, size, size ? size : 1};
    return NULL;
  }
  const facet_allocator_t *a = &function->module->runtime->allocator;
  fact *regs = rt_alloc(a, sizeof(fact) * f->reg_count, 8);
  if (!regs) return status_new(FACET_STATUS_RESOURCE_EXHAUSTED, "out of memory: dim ranges");
  fact r = dim_range_of(f, regs, (uint32_t)index, dim);
  rt_free(a, regs);
  *out_range = (facet_dim_range_t){(int64_t)(r.umin > INT64_MAX ? INT64_MAX : r.umin),
                                   (int64_t)(r.umax > INT64_MAX ? INT64_MAX : r.umax),
                                   (int64_t)(r.udiv > INT64_MAX ? 1 : r.udiv)};
  return NULL;
}

facet_status_t facet_function_input_kind(const facet_function_t *function, size_t index,
                                         facet_value_kind_t *out_kind) {
  const mod_function *f = function->fn;
  if (index >= f->input_count)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "%s: input %zu, function has %u", f->name,
                      index, f->input_count);
  *out_kind = (facet_value_kind_t)f->inputs[index].kind;
  return NULL;
}

facet_status_t facet_function_output_kind(const facet_function_t *function, size_t index,
                                          facet_value_kind_t *out_kind) {
  const mod_function *f = function->fn;
  if (index >= f->output_count)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "%s: output %zu, function has %u", f->name,
                      index, f->output_count);
  *out_kind = (facet_value_kind_t)f->outputs[index].kind;
  return NULL;
}

int facet_function_input_is_mutable(const facet_function_t *function, size_t index) {
  const mod_function *f = function->fn;
  return index < f->input_count && (f->inputs[index].flags & MOD_INPUT_MUTABLE);
}

size_t facet_function_mutable_input_count(const facet_function_t *function) {
  size_t n = 0;
  for (uint32_t i = 0; i < function->fn->input_count; i++)
    n += facet_function_input_is_mutable(function, i);
  return n;
}

// The value of register r when the program sets it once, from a constant
// or from a static input dim; -1 otherwise.
static int64_t rt_static_register(const mod_function *f, uint32_t r) {
  int64_t value = -1;
  int writes = 0;
  for (uint32_t i = 0; i < f->cmd_count; i++) {
    const mod_cmd *c = &f->cmds[i];
    bool writes_r =
        ((c->op >= MOD_CMD_DIM && c->op <= MOD_CMD_MOD) || c->op == MOD_CMD_MAX) && c->a == r;
    if (!writes_r) continue;
    writes++;
    if (c->op == MOD_CMD_CONST) value = c->imm;
    else if (c->op == MOD_CMD_DIM) value = f->inputs[c->b].dims[c->c];
    else value = -1;
  }
  return writes == 1 && value >= 0 ? value : -1;
}

facet_status_t facet_function_output(const facet_function_t *function, size_t index,
                                     facet_tensor_signature_t *out_signature) {
  const mod_function *f = function->fn;
  if (index >= f->output_count)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "%s: output %zu, function has %u", f->name,
                      index, f->output_count);
  const mod_output *o = &f->outputs[index];
  *out_signature = (facet_tensor_signature_t){(facet_dtype_t)o->dtype, o->rank, {0}};
  for (uint32_t i = 0; i < o->rank; i++)
    out_signature->dims[i] = rt_static_register(f, o->dim_regs[i]);
  return NULL;
}
