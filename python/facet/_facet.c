// _facet.c: the CPython extension under `import facet` (python/facet/).
//
// A thin layer over the public C API (include/facet/runtime.h) and nothing
// else: Runtime, Module, Function and Tensor objects that own one reference
// to their C object, statuses turned into exceptions carrying the runtime's
// message, and calls that take any object exporting a C-contiguous buffer
// (numpy arrays) and return Tensors that export theirs (numpy views them
// without a copy). The Python side (__init__.py) does the conveniences:
// signatures, argument conversion, scalars, compile().
//
// Why an extension rather than ctypes: the structs and enums of runtime.h
// are checked by the C compiler here instead of being copied by hand into
// Python (a layout copied wrong reads wrong numbers silently), the GIL is
// released explicitly around every call that can take time (calls, loads,
// parameter files), and results are handed to numpy with no copy.
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <facet/kernel_abi.h>
#include <facet/runtime.h>

#include <string.h>

static PyObject *py_error;               // facet.Error: every runtime status
static PyObject *py_invalid_argument;    // INVALID_ARGUMENT (also a ValueError)
static PyObject *py_failed_precondition; // FAILED_PRECONDITION (also a ValueError)
static PyObject *py_not_found;           // NOT_FOUND (also a LookupError)
static PyObject *py_out_of_range;        // OUT_OF_RANGE (also an IndexError)

// Raises the exception of a failed status (its message, its code name in
// .code) and frees the status; returns NULL for `return py_raise(s);`.
static PyObject *py_raise(facet_status_t s) {
  facet_status_code_t code = facet_status_code(s);
  PyObject *type = code == FACET_STATUS_INVALID_ARGUMENT      ? py_invalid_argument
                   : code == FACET_STATUS_FAILED_PRECONDITION ? py_failed_precondition
                   : code == FACET_STATUS_NOT_FOUND           ? py_not_found
                   : code == FACET_STATUS_OUT_OF_RANGE        ? py_out_of_range
                                                              : py_error;
  PyObject *exc = PyObject_CallFunction(type, "s", facet_status_message(s));
  if (exc) {
    PyObject *name = PyUnicode_FromString(facet_status_code_name(code));
    if (name && PyObject_SetAttrString(exc, "code", name) == 0) PyErr_SetObject(type, exc);
    Py_XDECREF(name);
    Py_DECREF(exc);
  }
  facet_status_free(s);
  return NULL;
}

//===----------------------------------------------------------------------===//
// Runtime
//===----------------------------------------------------------------------===//

typedef struct {
  PyObject_HEAD facet_runtime_t *rt;
  PyObject *keep; // bytes given to add_parameters_memory: they must outlive rt
} py_runtime;

static PyTypeObject py_runtime_type;

static int py_runtime_init(py_runtime *self, PyObject *args, PyObject *kwargs) {
  static char *kw[] = {"threads", NULL};
  int threads = 0; // "I" would take -1 as 4294967295 threads
  if (!PyArg_ParseTupleAndKeywords(args, kwargs, "|i", kw, &threads)) return -1;
  if (threads < 0) {
    PyErr_Format(PyExc_ValueError, "threads=%d: give a count, or 0 for one per core", threads);
    return -1;
  }
  if (self->rt) {
    PyErr_SetString(PyExc_RuntimeError, "Runtime already initialized");
    return -1;
  }
  facet_runtime_options_t options = {.thread_count = (unsigned int)threads};
  facet_status_t s;
  PyThreadState *ts = PyEval_SaveThread();
  s = facet_runtime_create(&options, &self->rt);
  PyEval_RestoreThread(ts);
  if (s) return py_raise(s), -1;
  self->keep = PyList_New(0);
  return self->keep ? 0 : -1;
}

static void py_runtime_dealloc(py_runtime *self) {
  if (self->rt) facet_runtime_release(self->rt); // joins the workers: only after every module
  Py_XDECREF(self->keep);
  Py_TYPE(self)->tp_free((PyObject *)self);
}

// The C runtime of a Runtime object, or NULL with an exception set.
static facet_runtime_t *py_runtime_get(py_runtime *self) {
  if (!self->rt) PyErr_SetString(PyExc_RuntimeError, "Runtime not initialized");
  return self->rt;
}

static PyObject *py_runtime_add_parameters(py_runtime *self, PyObject *args) {
  const char *scope;
  PyObject *path;
  if (!PyArg_ParseTuple(args, "sO&", &scope, PyUnicode_FSConverter, &path)) return NULL;
  facet_runtime_t *rt = py_runtime_get(self);
  facet_status_t s = NULL;
  if (rt) {
    PyThreadState *ts = PyEval_SaveThread();
    s = facet_runtime_add_parameters(rt, scope, PyBytes_AS_STRING(path));
    PyEval_RestoreThread(ts);
  }
  Py_DECREF(path);
  if (!rt) return NULL;
  if (s) return py_raise(s);
  Py_RETURN_NONE;
}

// The bytes object is kept by the Runtime: the runtime reads it in place.
static PyObject *py_runtime_add_parameters_memory(py_runtime *self, PyObject *args) {
  const char *scope;
  PyObject *data;
  if (!PyArg_ParseTuple(args, "sO!", &scope, &PyBytes_Type, &data)) return NULL;
  facet_runtime_t *rt = py_runtime_get(self);
  if (!rt || PyList_Append(self->keep, data) < 0) return NULL;
  facet_status_t s;
  PyThreadState *ts = PyEval_SaveThread();
  s = facet_runtime_add_parameters_memory(rt, scope, PyBytes_AS_STRING(data),
                                          (size_t)PyBytes_GET_SIZE(data));
  PyEval_RestoreThread(ts);
  if (s) return py_raise(s);
  Py_RETURN_NONE;
}

static PyObject *py_runtime_thread_count(py_runtime *self, void *closure) {
  facet_runtime_t *rt = py_runtime_get(self);
  return rt ? PyLong_FromUnsignedLong(facet_runtime_thread_count(rt)) : NULL;
}

//===----------------------------------------------------------------------===//
// Module
//===----------------------------------------------------------------------===//

typedef struct {
  PyObject_HEAD facet_module_t *module;
  py_runtime *runtime; // keeps the parameter bytes (and the Python runtime) alive
} py_module;

static PyTypeObject py_module_type;

static PyObject *py_module_wrap(py_runtime *runtime, facet_module_t *m) {
  py_module *self = PyObject_New(py_module, &py_module_type);
  if (!self) {
    facet_module_release(m);
    return NULL;
  }
  self->module = m;
  Py_INCREF(runtime);
  self->runtime = runtime;
  return (PyObject *)self;
}

static void py_module_dealloc(py_module *self) {
  facet_module_release(self->module);
  Py_DECREF(self->runtime);
  PyObject_Free(self);
}

static PyObject *py_runtime_load_file(py_runtime *self, PyObject *args) {
  PyObject *path;
  if (!PyArg_ParseTuple(args, "O&", PyUnicode_FSConverter, &path)) return NULL;
  facet_runtime_t *rt = py_runtime_get(self);
  facet_module_t *m = NULL;
  facet_status_t s = NULL;
  if (rt) {
    PyThreadState *ts = PyEval_SaveThread();
    s = facet_module_load_file(rt, PyBytes_AS_STRING(path), &m);
    PyEval_RestoreThread(ts);
  }
  Py_DECREF(path);
  if (!rt) return NULL;
  return s ? py_raise(s) : py_module_wrap(self, m);
}

static PyObject *py_runtime_load_memory(py_runtime *self, PyObject *args) {
  Py_buffer view;
  if (!PyArg_ParseTuple(args, "y*", &view)) return NULL;
  facet_runtime_t *rt = py_runtime_get(self);
  facet_module_t *m = NULL;
  facet_status_t s = NULL;
  if (rt) {
    PyThreadState *ts = PyEval_SaveThread();
    s = facet_module_load_memory(rt, view.buf, (size_t)view.len, &m);
    PyEval_RestoreThread(ts);
  }
  PyBuffer_Release(&view); // load_memory copies the bytes
  if (!rt) return NULL;
  return s ? py_raise(s) : py_module_wrap(self, m);
}

static PyObject *py_module_function_names(py_module *self, PyObject *unused) {
  size_t n = facet_module_function_count(self->module);
  PyObject *list = PyList_New((Py_ssize_t)n);
  for (size_t i = 0; list && i < n; i++) {
    PyObject *name = PyUnicode_FromString(facet_module_function_name(self->module, i));
    if (!name) return Py_DECREF(list), NULL;
    PyList_SET_ITEM(list, (Py_ssize_t)i, name);
  }
  return list;
}

// set_profiling(enabled): not to race with a call of the module the first
// time (runtime.h), which the Python layer's profile() documents.
static PyObject *py_module_set_profiling(py_module *self, PyObject *args) {
  int enabled;
  if (!PyArg_ParseTuple(args, "p", &enabled)) return NULL;
  facet_status_t s = facet_module_set_profiling(self->module, enabled);
  if (s) return py_raise(s);
  Py_RETURN_NONE;
}

// profile() -> [(executable, config, kernel, dispatches, nanoseconds)] of the
// kernels that ran, in the module's kernel order.
static PyObject *py_module_profile(py_module *self, PyObject *unused) {
  size_t n = facet_module_profile(self->module, NULL, 0);
  facet_profile_entry_t *e = PyMem_Calloc(n ? n : 1, sizeof *e);
  if (!e) return PyErr_NoMemory();
  // Another thread's call may meanwhile run a kernel that had not run: keep
  // the first n rows then (a reset may also leave fewer).
  size_t got = facet_module_profile(self->module, e, n);
  if (got < n) n = got;
  PyObject *list = PyList_New((Py_ssize_t)n);
  for (size_t i = 0; list && i < n; i++) {
    PyObject *row =
        Py_BuildValue("(sssKK)", e[i].executable, e[i].config, e[i].kernel,
                      (unsigned long long)e[i].dispatches, (unsigned long long)e[i].nanoseconds);
    if (!row) Py_CLEAR(list);
    else PyList_SET_ITEM(list, (Py_ssize_t)i, row);
  }
  PyMem_Free(e);
  return list;
}

static PyObject *py_module_profile_reset(py_module *self, PyObject *unused) {
  facet_module_profile_reset(self->module);
  Py_RETURN_NONE;
}

//===----------------------------------------------------------------------===//
// Function
//===----------------------------------------------------------------------===//

typedef struct {
  PyObject_HEAD facet_function_t *fn; // owned by the module
  py_module *module;
} py_function;

static PyTypeObject py_function_type;

static PyObject *py_module_function(py_module *self, PyObject *args) {
  const char *name;
  if (!PyArg_ParseTuple(args, "s", &name)) return NULL;
  facet_function_t *fn;
  facet_status_t s = facet_module_lookup_function(self->module, name, &fn);
  if (s) return py_raise(s);
  py_function *f = PyObject_New(py_function, &py_function_type);
  if (!f) return NULL;
  f->fn = fn;
  Py_INCREF(self);
  f->module = self;
  return (PyObject *)f;
}

static void py_function_dealloc(py_function *self) {
  Py_DECREF(self->module);
  PyObject_Free(self);
}

static const char *py_kind_name(facet_value_kind_t kind) {
  switch (kind) {
  case FACET_VALUE_INT: return "int";
  case FACET_VALUE_FLOAT: return "float";
  case FACET_VALUE_BOOL: return "bool";
  default: return "tensor";
  }
}

// (dtype name, dims with None for dynamic, kind name, mutable) of one
// input or output.
static PyObject *py_signature_entry(const facet_function_t *fn, size_t i, int output) {
  facet_tensor_signature_t sig;
  facet_value_kind_t kind;
  facet_status_t s =
      output ? facet_function_output(fn, i, &sig) : facet_function_input(fn, i, &sig);
  if (!s)
    s = output ? facet_function_output_kind(fn, i, &kind) : facet_function_input_kind(fn, i, &kind);
  if (s) return py_raise(s);
  PyObject *dims = PyTuple_New(sig.rank);
  for (uint32_t d = 0; dims && d < sig.rank; d++) {
    PyObject *v =
        sig.dims[d] < 0 ? (Py_INCREF(Py_None), Py_None) : PyLong_FromLongLong(sig.dims[d]);
    if (!v) return Py_DECREF(dims), NULL;
    PyTuple_SET_ITEM(dims, d, v);
  }
  if (!dims) return NULL;
  int mut = !output && facet_function_input_is_mutable(fn, i);
  return Py_BuildValue("(sNsO)", facet_dtype_name(sig.dtype), dims, py_kind_name(kind),
                       mut ? Py_True : Py_False);
}

// ([inputs], [outputs]), each entry as py_signature_entry.
static PyObject *py_function_signature(py_function *self, PyObject *unused) {
  size_t counts[2] = {facet_function_input_count(self->fn), facet_function_output_count(self->fn)};
  PyObject *lists[2] = {NULL, NULL};
  for (int side = 0; side < 2; side++) {
    lists[side] = PyList_New((Py_ssize_t)counts[side]);
    for (size_t i = 0; lists[side] && i < counts[side]; i++) {
      PyObject *e = py_signature_entry(self->fn, i, side);
      if (!e) Py_CLEAR(lists[side]);
      else PyList_SET_ITEM(lists[side], (Py_ssize_t)i, e);
    }
    if (!lists[side]) {
      Py_XDECREF(lists[0]);
      return NULL;
    }
  }
  return Py_BuildValue("(NN)", lists[0], lists[1]);
}

static PyObject *py_function_name(py_function *self, void *closure) {
  return PyUnicode_FromString(facet_function_name(self->fn));
}

//===----------------------------------------------------------------------===//
// Tensor: a call's result, exporting its memory as a buffer
//===----------------------------------------------------------------------===//

typedef struct {
  PyObject_HEAD facet_tensor_t *tensor;
  Py_ssize_t shape[FACET_MAX_RANK], strides[FACET_MAX_RANK];
} py_tensor;

static PyTypeObject py_tensor_type;

// The struct-module format of each dtype. bf16 has no numpy type: it is
// exported (and accepted) as uint16, 'H', which no other facet dtype uses.
static const char *py_dtype_format(facet_dtype_t t) {
  switch (t) {
  case FACET_DTYPE_F32: return "f";
  case FACET_DTYPE_F16: return "e";
  case FACET_DTYPE_BF16: return "H";
  case FACET_DTYPE_F64: return "d";
  case FACET_DTYPE_I64: return sizeof(long) == 8 ? "l" : "q"; // numpy's int64, not longlong
  case FACET_DTYPE_I32: return "i";
  case FACET_DTYPE_I16: return "h";
  case FACET_DTYPE_I8: return "b";
  case FACET_DTYPE_U8: return "B";
  case FACET_DTYPE_BOOL: return "?";
  default: return NULL;
  }
}

// The dtype of a buffer's format (native byte order only), or INVALID.
// Integers go by their size: numpy writes int64 as 'l' on LP64 systems.
static facet_dtype_t py_format_dtype(const char *format, Py_ssize_t itemsize) {
  if (!format) format = "B";
  if (*format == '@' || *format == '=' || *format == '<') format++;
  if (strlen(format) != 1) return FACET_DTYPE_INVALID;
  facet_dtype_t t = FACET_DTYPE_INVALID;
  switch (*format) {
  case 'f': t = FACET_DTYPE_F32; break;
  case 'e': t = FACET_DTYPE_F16; break;
  case 'd': t = FACET_DTYPE_F64; break;
  case 'H': t = FACET_DTYPE_BF16; break;
  case '?': t = FACET_DTYPE_BOOL; break;
  case 'B': t = FACET_DTYPE_U8; break;
  case 'b':
  case 'h':
  case 'i':
  case 'l':
  case 'q':
    t = itemsize == 8   ? FACET_DTYPE_I64
        : itemsize == 4 ? FACET_DTYPE_I32
        : itemsize == 2 ? FACET_DTYPE_I16
        : itemsize == 1 ? FACET_DTYPE_I8
                        : FACET_DTYPE_INVALID;
    break;
  }
  return t && (Py_ssize_t)facet_dtype_size(t) == itemsize ? t : FACET_DTYPE_INVALID;
}

static PyObject *py_tensor_wrap(facet_tensor_t *t) {
  py_tensor *self = PyObject_New(py_tensor, &py_tensor_type);
  if (!self) {
    facet_tensor_release(t);
    return NULL;
  }
  self->tensor = t;
  uint32_t rank = facet_tensor_rank(t);
  const int64_t *dims = facet_tensor_dims(t);
  Py_ssize_t stride = (Py_ssize_t)facet_dtype_size(facet_tensor_dtype(t));
  for (uint32_t d = rank; d-- > 0;) {
    self->shape[d] = (Py_ssize_t)dims[d];
    self->strides[d] = stride;
    stride *= (Py_ssize_t)dims[d];
  }
  return (PyObject *)self;
}

static void py_tensor_dealloc(py_tensor *self) {
  facet_tensor_release(self->tensor);
  PyObject_Free(self);
}

static int py_tensor_getbuffer(py_tensor *self, Py_buffer *view, int flags) {
  facet_tensor_t *t = self->tensor;
  view->obj = (PyObject *)self;
  Py_INCREF(self);
  view->buf = facet_tensor_data(t);
  view->len = (Py_ssize_t)facet_tensor_byte_size(t);
  view->readonly = 0; // a result belongs to its caller alone
  view->itemsize = (Py_ssize_t)facet_dtype_size(facet_tensor_dtype(t));
  view->format = (flags & PyBUF_FORMAT) ? (char *)py_dtype_format(facet_tensor_dtype(t)) : NULL;
  view->ndim = (int)facet_tensor_rank(t);
  view->shape = (flags & PyBUF_ND) ? self->shape : NULL;
  view->strides = (flags & PyBUF_STRIDES) == PyBUF_STRIDES ? self->strides : NULL;
  view->suboffsets = NULL;
  view->internal = NULL;
  return 0;
}

static PyBufferProcs py_tensor_buffer = {.bf_getbuffer = (getbufferproc)py_tensor_getbuffer};

//===----------------------------------------------------------------------===//
// Calls
//===----------------------------------------------------------------------===//

// One argument: its buffer (held through the call: numpy cannot resize or
// free an array with an exported buffer) and the tensor wrapping it.
typedef struct {
  Py_buffer view;
  int has_view;
  facet_tensor_t *tensor;
} py_arg;

// Wraps argument i's buffer; 0, or -1 with an exception set.
static int py_arg_wrap(facet_runtime_t *rt, facet_function_t *fn, size_t i, PyObject *obj,
                       py_arg *a) {
  int mut = facet_function_input_is_mutable(fn, i);
  int flags = PyBUF_C_CONTIGUOUS | PyBUF_FORMAT | (mut ? PyBUF_WRITABLE : 0);
  if (PyObject_GetBuffer(obj, &a->view, flags) < 0) return -1;
  a->has_view = 1;
  facet_dtype_t dtype = py_format_dtype(a->view.format, a->view.itemsize);
  if (!dtype) {
    PyErr_Format(PyExc_TypeError, "%s: argument %zu: buffer format '%s' is no facet dtype",
                 facet_function_name(fn), i, a->view.format ? a->view.format : "B");
    return -1;
  }
  if (a->view.ndim > FACET_MAX_RANK) {
    PyErr_Format(PyExc_ValueError, "%s: argument %zu has rank %d, more than facet's %d",
                 facet_function_name(fn), i, a->view.ndim, FACET_MAX_RANK);
    return -1;
  }
  int64_t dims[FACET_MAX_RANK];
  for (int d = 0; d < a->view.ndim; d++) dims[d] = a->view.shape[d];
  facet_status_t s = facet_tensor_wrap(rt, dtype, (uint32_t)a->view.ndim, dims, a->view.buf,
                                       (size_t)a->view.len, &a->tensor);
  return s ? (py_raise(s), -1) : 0;
}

static void py_args_release(py_arg *a, size_t n) {
  for (size_t i = 0; i < n; i++) {
    facet_tensor_release(a[i].tensor);
    if (a[i].has_view) PyBuffer_Release(&a[i].view);
  }
}

// The results of a successful call as a tuple of Tensors (all released on
// failure).
static PyObject *py_results(facet_tensor_t **out, size_t n) {
  PyObject *tuple = PyTuple_New((Py_ssize_t)n);
  for (size_t i = 0; i < n; i++) {
    PyObject *t = tuple ? py_tensor_wrap(out[i]) : (facet_tensor_release(out[i]), NULL);
    if (!t) Py_CLEAR(tuple);
    else PyTuple_SET_ITEM(tuple, (Py_ssize_t)i, t);
  }
  return tuple;
}

// call(sequence of buffers) -> tuple of Tensors. The GIL is released while
// the function runs: other Python threads run, and may call at once.
static PyObject *py_function_call(py_function *self, PyObject *args) {
  PyObject *seq_in;
  if (!PyArg_ParseTuple(args, "O", &seq_in)) return NULL;
  PyObject *seq = PySequence_Fast(seq_in, "call() takes a sequence of arguments");
  if (!seq) return NULL;
  size_t n = (size_t)PySequence_Fast_GET_SIZE(seq);
  size_t n_out = facet_function_output_count(self->fn);
  py_arg *a = PyMem_Calloc(n ? n : 1, sizeof *a);
  facet_tensor_t **in = PyMem_Calloc(n ? n : 1, sizeof *in);
  facet_tensor_t **out = PyMem_Calloc(n_out ? n_out : 1, sizeof *out);
  PyObject *result = NULL;
  if (!a || !in || !out) {
    PyErr_NoMemory();
    goto done;
  }
  facet_runtime_t *rt = py_runtime_get(self->module->runtime);
  if (!rt) goto done;
  for (size_t i = 0; i < n; i++) {
    if (py_arg_wrap(rt, self->fn, i, PySequence_Fast_GET_ITEM(seq, (Py_ssize_t)i), &a[i]) < 0)
      goto done;
    in[i] = a[i].tensor;
  }
  facet_status_t s;
  PyThreadState *ts = PyEval_SaveThread();
  s = facet_function_call(self->fn, in, n, out, n_out);
  PyEval_RestoreThread(ts);
  if (s) py_raise(s);
  else result = py_results(out, n_out);
done:
  if (a) py_args_release(a, n);
  PyMem_Free(a);
  PyMem_Free(in);
  PyMem_Free(out);
  Py_DECREF(seq);
  return result;
}

//===----------------------------------------------------------------------===//
// Types and the module
//===----------------------------------------------------------------------===//

static PyMethodDef py_runtime_methods[] = {
    {"add_parameters", (PyCFunction)py_runtime_add_parameters, METH_VARARGS,
     "add_parameters(scope, path): a parameter file (safetensors, IRPA, GGUF) for a scope"},
    {"add_parameters_memory", (PyCFunction)py_runtime_add_parameters_memory, METH_VARARGS,
     "add_parameters_memory(scope, bytes): a parameter file's bytes (kept by the runtime)"},
    {"load_file", (PyCFunction)py_runtime_load_file, METH_VARARGS, "load_file(path) -> Module"},
    {"load_memory", (PyCFunction)py_runtime_load_memory, METH_VARARGS,
     "load_memory(bytes) -> Module"},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef py_runtime_getset[] = {
    {"thread_count", (getter)py_runtime_thread_count, NULL, "threads running kernels", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject py_runtime_type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "facet._facet.Runtime",
    .tp_basicsize = sizeof(py_runtime),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Runtime(threads=0): a facet runtime (thread pool, parameter files)",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)py_runtime_init,
    .tp_dealloc = (destructor)py_runtime_dealloc,
    .tp_methods = py_runtime_methods,
    .tp_getset = py_runtime_getset,
};

static PyMethodDef py_module_methods[] = {
    {"function_names", (PyCFunction)py_module_function_names, METH_NOARGS,
     "function_names() -> [str]"},
    {"function", (PyCFunction)py_module_function, METH_VARARGS, "function(name) -> Function"},
    {"set_profiling", (PyCFunction)py_module_set_profiling, METH_VARARGS,
     "set_profiling(enabled): per-kernel wall times on or off (off at load)"},
    {"profile", (PyCFunction)py_module_profile, METH_NOARGS,
     "profile() -> [(executable, config, kernel, dispatches, nanoseconds)]"},
    {"profile_reset", (PyCFunction)py_module_profile_reset, METH_NOARGS,
     "profile_reset(): the counts back to zero"},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject py_module_type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "facet._facet.Module",
    .tp_basicsize = sizeof(py_module),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "a loaded .facet module (Runtime.load_file / load_memory)",
    .tp_dealloc = (destructor)py_module_dealloc,
    .tp_methods = py_module_methods,
};

static PyMethodDef py_function_methods[] = {
    {"signature", (PyCFunction)py_function_signature, METH_NOARGS,
     "signature() -> ([(dtype, dims, kind, mutable)], [(dtype, dims, kind, False)])"},
    {"call", (PyCFunction)py_function_call, METH_VARARGS,
     "call([buffers]) -> (Tensor, ...): runs the function with the GIL released"},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef py_function_getset[] = {
    {"name", (getter)py_function_name, NULL, "the function's name", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject py_function_type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "facet._facet.Function",
    .tp_basicsize = sizeof(py_function),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "a function of a loaded module (Module.function)",
    .tp_dealloc = (destructor)py_function_dealloc,
    .tp_methods = py_function_methods,
    .tp_getset = py_function_getset,
};

static PyTypeObject py_tensor_type = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "facet._facet.Tensor",
    .tp_basicsize = sizeof(py_tensor),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "a call's result; numpy.asarray(t) views its memory",
    .tp_dealloc = (destructor)py_tensor_dealloc,
    .tp_as_buffer = &py_tensor_buffer,
};

static struct PyModuleDef py_facet_module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "facet._facet",
    .m_doc = "facet's runtime C API (include/facet/runtime.h); use the facet package",
    .m_size = -1,
};

// An exception class named facet.NAME deriving from `bases`, added to m.
static PyObject *py_add_exception(PyObject *m, const char *name, PyObject *bases) {
  char full[64];
  snprintf(full, sizeof full, "facet.%s", name);
  PyObject *type = PyErr_NewException(full, bases, NULL);
  if (type && PyModule_AddObjectRef(m, name, type) < 0) Py_CLEAR(type);
  return type;
}

// The exception classes: Error, and four that are also Python's own kind.
static int py_add_exceptions(PyObject *m) {
  py_error = py_add_exception(m, "Error", NULL);
  if (!py_error) return -1;
  PyObject *b1 = Py_BuildValue("(OO)", py_error, PyExc_ValueError);
  PyObject *b2 = Py_BuildValue("(OO)", py_error, PyExc_LookupError);
  PyObject *b3 = Py_BuildValue("(OO)", py_error, PyExc_IndexError);
  if (b1 && b2 && b3) {
    py_invalid_argument = py_add_exception(m, "InvalidArgumentError", b1);
    py_failed_precondition = py_add_exception(m, "FailedPreconditionError", b1);
    py_not_found = py_add_exception(m, "NotFoundError", b2);
    py_out_of_range = py_add_exception(m, "OutOfRangeError", b3);
  }
  Py_XDECREF(b1);
  Py_XDECREF(b2);
  Py_XDECREF(b3);
  return py_invalid_argument && py_failed_precondition && py_not_found && py_out_of_range ? 0 : -1;
}

PyMODINIT_FUNC PyInit__facet(void);
PyMODINIT_FUNC PyInit__facet(void) {
  PyTypeObject *types[] = {&py_runtime_type, &py_module_type, &py_function_type, &py_tensor_type};
  for (size_t i = 0; i < sizeof types / sizeof *types; i++)
    if (PyType_Ready(types[i]) < 0) return NULL;
  PyObject *m = PyModule_Create(&py_facet_module);
  if (!m) return NULL;
  if (py_add_exceptions(m) < 0 ||
      PyModule_AddObjectRef(m, "Runtime", (PyObject *)&py_runtime_type) < 0 ||
      PyModule_AddIntConstant(m, "KERNEL_ABI_VERSION", FACET_KERNEL_ABI_VERSION) < 0) {
    Py_DECREF(m);
    return NULL;
  }
  return m;
}
