"""facet from Python: compile torch-dialect MLIR, load a module, call it with numpy arrays.

    import numpy as np, facet
    facet.compile("model.mlir", output="model.facet")
    m = facet.load("model.facet", parameters={"model": "weights.irpa"}, threads=2)
    print(m.functions["prefill_bs1"])          # its signature
    logits = m.prefill_bs1(tokens, seq_lens, page_ids, cache)   # cache updated in place

The runtime is the C library (include/facet/runtime.h) through the extension
facet._facet; the compiler is the facet-compile program. docs/python.md says
how numpy dtypes map to facet's (bf16 is carried as uint16), what calls
accept and return, and how errors look.
"""

import os
import re
import shutil
import subprocess
import tempfile

import numpy as np

from . import _facet
from ._facet import Error, FailedPreconditionError, InvalidArgumentError, NotFoundError

__all__ = [
    "Arg", "CompileError", "Diagnostic", "Error", "FailedPreconditionError", "Function",
    "InvalidArgumentError", "Module", "NotFoundError", "Runtime", "bf16_to_f32", "compile",
    "f32_to_bf16", "load", "tool",
]

# facet dtype name -> numpy dtype. bf16 has no numpy type: its values travel
# as their bit patterns in uint16 arrays (f32_to_bf16 / bf16_to_f32 convert).
DTYPES = {
    "f32": np.dtype(np.float32), "f16": np.dtype(np.float16), "bf16": np.dtype(np.uint16),
    "f64": np.dtype(np.float64), "i64": np.dtype(np.int64), "i32": np.dtype(np.int32),
    "i16": np.dtype(np.int16), "i8": np.dtype(np.int8), "ui8": np.dtype(np.uint8),
    "i1": np.dtype(np.bool_),
}


def f32_to_bf16(x):
    """bfloat16 bit patterns (uint16) of float values, rounded to nearest even as torch does;
    a NaN stays a quiet NaN of its sign, as in facet's kernels (src/kernels/convert.h)."""
    bits = np.ascontiguousarray(x, dtype=np.float32).view(np.uint32)
    nan = np.isnan(bits.view(np.float32))
    rounded = (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16
    return np.where(nan, (bits >> 16) | 0x40, rounded).astype(np.uint16)


def bf16_to_f32(x):
    """float32 values of bfloat16 bit patterns (a uint16 array, as facet returns bf16)."""
    return (np.asarray(x, dtype=np.uint16).astype(np.uint32) << 16).view(np.float32)


class Arg:
    """One argument or result of a function: dtype (facet's name), numpy dtype, shape
    (None for a dynamic dim), kind ("tensor", or "int" / "float" / "bool" for a torch
    scalar passed as a rank-0 value) and, for arguments, whether the call updates it in
    place (mutable)."""

    def __init__(self, index, dtype, shape, kind, mutable):
        self.index, self.dtype, self.shape, self.kind, self.mutable = (
            index, dtype, tuple(shape), kind, bool(mutable))
        self.np_dtype = DTYPES[dtype]

    def __repr__(self):
        if self.kind != "tensor":
            return f"!torch.{self.kind}"
        dims = "".join(("?" if d is None else str(d)) + "x" for d in self.shape)
        return dims + self.dtype + (" (mutable)" if self.mutable else "")


class Function:
    """A function of a loaded module: call it with one value per argument.

    Tensors are numpy arrays of the argument's dtype (bf16: uint16 bit patterns); other
    array-likes (lists, scalars) are converted to it. A mutable argument must be a
    writeable C-contiguous array of its exact dtype: the call writes its new value there.
    Scalar arguments (!torch.int / float / bool) take Python or numpy scalars. Returns
    None, one numpy array (or numpy scalar), or a tuple of them. The GIL is released
    while the function runs."""

    def __init__(self, native):
        self._native = native
        self.name = native.name
        ins, outs = native.signature()
        self.inputs = tuple(Arg(i, *e) for i, e in enumerate(ins))
        self.outputs = tuple(Arg(i, *e) for i, e in enumerate(outs))

    @property
    def signature(self):
        ins = ", ".join(repr(a) for a in self.inputs)
        outs = ", ".join(repr(a) for a in self.outputs)
        return f"{self.name}({ins}) -> ({outs})"

    def __repr__(self):
        return f"<facet.Function {self.signature}>"

    def __call__(self, *args):
        if len(args) != len(self.inputs):
            raise TypeError(f"{self.signature}: takes {len(self.inputs)} arguments, "
                            f"{len(args)} given")
        values = [self._argument(a, v) for a, v in zip(self.inputs, args)]
        results = self._native.call(values)
        out = tuple(self._result(a, t) for a, t in zip(self.outputs, results))
        return None if not out else out[0] if len(out) == 1 else out

    def _where(self, arg):
        return f"{self.name}: argument {arg.index} ({arg!r})"

    def _argument(self, arg, value):
        """The value as the buffer the C call takes, or TypeError / ValueError naming
        the argument. Shapes are the runtime's to check: its errors name the dim."""
        if arg.kind != "tensor":
            return self._scalar(arg, value)
        if isinstance(value, np.ndarray):
            if value.dtype != arg.np_dtype:
                hint = (" (bf16 travels as uint16 bit patterns: facet.f32_to_bf16(x), or "
                        "x.view(np.uint16) of bf16 bytes)" if arg.dtype == "bf16" else "")
                raise TypeError(f"{self._where(arg)}: numpy dtype {value.dtype}, expected "
                                f"{arg.np_dtype}{hint}")
            if arg.mutable:
                if not value.flags.c_contiguous or not value.flags.writeable:
                    raise ValueError(f"{self._where(arg)}: a mutable argument is updated in "
                                     "place: it must be a writeable C-contiguous array")
                return value
            return np.ascontiguousarray(value)
        if arg.mutable:
            raise TypeError(f"{self._where(arg)}: a mutable argument is updated in place: "
                            f"pass a numpy array, not {type(value).__name__}")
        return self._converted(arg, np.asarray(value))

    def _converted(self, arg, array):
        """A list's (or scalar's) values in the argument's dtype: floats are rounded to a
        float dtype, but an integer or bool argument takes only values it holds exactly."""
        converted = np.ascontiguousarray(array, dtype=arg.np_dtype)
        if arg.np_dtype.kind in "biu" and (
                array.dtype.kind not in "biu" or
                not np.array_equal(converted.astype(array.dtype), array)):
            raise TypeError(f"{self._where(arg)}: values of {array.dtype} that {arg.np_dtype} "
                            "does not hold exactly")
        return converted

    def _scalar(self, arg, value):
        ok = {"int": (int, np.integer), "float": (int, float, np.integer, np.floating),
              "bool": (bool, np.bool_)}[arg.kind]
        if isinstance(value, np.ndarray) and value.ndim == 0:
            value = value[()]
        if not isinstance(value, ok) or (arg.kind != "bool" and isinstance(value, bool)):
            raise TypeError(f"{self._where(arg)}: expected a {arg.kind}, "
                            f"got {type(value).__name__}")
        return np.asarray(value, dtype=arg.np_dtype)

    @staticmethod
    def _result(arg, tensor):
        array = np.asarray(tensor)  # a view of the result's memory, which it keeps alive
        return array[()] if arg.kind != "tensor" else array


class Module:
    """A loaded .facet module: .functions (name -> Function, with signatures); each function
    is also an attribute (module.prefill_bs1(...)) and an item (module["prefill_bs1"])."""

    def __init__(self, native, runtime):
        self._native = native
        self.runtime = runtime
        self.functions = {n: Function(native.function(n)) for n in native.function_names()}

    def __getitem__(self, name):
        if name not in self.functions:
            self._native.function(name)  # raises NotFoundError naming the functions
        return self.functions[name]

    def __getattr__(self, name):
        functions = self.__dict__.get("functions", {})
        if name in functions:
            return functions[name]
        raise AttributeError(f"module has no function '{name}' (functions: "
                             f"{', '.join(functions)})")

    def __dir__(self):
        return list(super().__dir__()) + list(self.functions)

    def __repr__(self):
        return f"<facet.Module: {', '.join(self.functions)}>"


class Runtime:
    """A runtime: a thread pool of `threads` threads (0: one per core) and parameter files
    by scope. Modules loaded through one runtime share them."""

    def __init__(self, threads=0):
        self._native = _facet.Runtime(threads=threads)

    @property
    def threads(self):
        return self._native.thread_count

    def add_parameters(self, scope, source):
        """A parameter file (safetensors, IRPA, GGUF) for `scope`: a path, or its bytes."""
        if isinstance(source, (bytes, bytearray, memoryview)):
            self._native.add_parameters_memory(scope, bytes(source))
        else:
            self._native.add_parameters(scope, os.fspath(source))

    def load(self, module):
        """A module from a .facet path or from its bytes (what compile() returns)."""
        if isinstance(module, (bytes, bytearray, memoryview)):
            return Module(self._native.load_memory(module), self)
        return Module(self._native.load_file(os.fspath(module)), self)


def load(module, parameters=None, threads=0, runtime=None):
    """Loads a module (a path, or bytes from compile()). parameters: {scope: file or
    [files]} (a bare file is the empty scope, as --parameters=FILE), added before
    loading, so the module's weights bind. threads: the new runtime's threads (0 = one
    per core); runtime: load into an existing Runtime instead."""
    rt = runtime if runtime is not None else Runtime(threads)
    if parameters is not None:
        if not isinstance(parameters, dict):
            parameters = {"": parameters}
        for scope, files in parameters.items():
            many = isinstance(files, (list, tuple))
            for f in files if many else [files]:
                rt.add_parameters(scope, f)
    return rt.load(module)


#
# The compiler: the facet-compile program
#

class Diagnostic:
    """One located diagnostic of facet-compile: file, line, column, severity, message."""

    def __init__(self, file, line, column, severity, message):
        self.file, self.line, self.column = file, line, column
        self.severity, self.message = severity, message

    def __repr__(self):
        return f"{self.file}:{self.line}:{self.column}: {self.severity}: {self.message}"


class CompileError(Error):
    """facet-compile failed: str(e) is everything it printed; e.diagnostics the located
    ones (Diagnostic: file, line, column, severity, message); e.returncode its status."""

    def __init__(self, output, returncode):
        super().__init__(output.rstrip("\n") or f"facet-compile exited with {returncode}")
        self.output, self.returncode = output, returncode
        self.code = "COMPILE"
        self.diagnostics = [_diagnostic(line) for line in output.splitlines()]
        self.diagnostics = [d for d in self.diagnostics if d]


def _diagnostic(line):
    """A Diagnostic of one line of facet-compile's output, or None. Two forms:
    "FILE:LINE:COL: error: MESSAGE" (the parser, the importer), and "facet: warning:
    MESSAGE (..., first at FILE:LINE:COL)" (a summary naming a place; None without one)."""
    m = re.match(r"^(.+?):(\d+):(\d+): (error|warning|note): (.*)$", line)
    if m:
        return Diagnostic(m[1], int(m[2]), int(m[3]), m[4], m[5])
    m = re.match(r"^facet(?:-compile)?: (error|warning|note): (.*)$", line)
    where = m and re.search(r" at (.+?):(\d+):(\d+)\)$", m[2])
    if where:
        return Diagnostic(where[1], int(where[2]), int(where[3]), m[1], m[2])
    return None


def tool(name):
    """The path of a facet program (facet-compile, facet-params, facet-run-module):
    $FACET_COMPILE / $FACET_PARAMS / ... (the name upper-cased, '-' as '_'), else the
    package's own (bin/, where the build and pip install put them), else PATH."""
    env = os.environ.get(name.upper().replace("-", "_"))
    if env:
        return env
    own = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bin", name)
    if os.access(own, os.X_OK):
        return own
    found = shutil.which(name)
    if not found:
        raise Error(f"{name} not found: build it (make), set "
                    f"{name.upper().replace('-', '_')}, or put it on PATH")
    return found


def _flag(name, value):
    """A keyword argument as facet-compile flags: target_cpu="x86-64" -> --target-cpu=x86-64,
    dedup=False -> --dedup=off, entry=["a", "b"] -> --entry=a,b, j=2 -> -j 2."""
    if name == "j":
        return ["-j", str(value)]
    flag = "--" + name.replace("_", "-")
    if name == "dry_run":
        return [flag] if value else []
    if isinstance(value, bool):
        value = "on" if value else "off"
    elif isinstance(value, (list, tuple)):
        value = ",".join(str(v) for v in value)
    return [f"{flag}={os.fspath(value) if isinstance(value, os.PathLike) else value}"]


def _is_text(source):
    """MLIR text rather than a path: bytes, or a str with a newline or an MLIR start."""
    if isinstance(source, bytes):
        return True
    if not isinstance(source, str):
        return False
    return "\n" in source or source.lstrip().startswith(("module", "func.func", "#", "//"))


def compile(source, output=None, **flags):
    """Compiles torch-dialect MLIR with facet-compile.

    source: a path (str or PathLike) or the MLIR text itself (diagnostics then name the
    file "<string>"). output: the .facet path to write; returns it. Without output the
    module's bytes are returned (facet.load takes them). flags: facet-compile's flags with
    underscores, e.g. target_cpu="x86-64", dedup=False, entry=["prefill_bs1"], j=2,
    report="r.json". A failed compile raises CompileError with its located diagnostics."""
    with tempfile.TemporaryDirectory(prefix="facet-") as tmp:
        if _is_text(source):
            path = os.path.join(tmp, "input.mlir")
            with open(path, "wb") as f:
                f.write(source.encode() if isinstance(source, str) else source)
            shown = "<string>"
        else:
            path = shown = os.fspath(source)
            if not os.path.exists(path):
                raise FileNotFoundError(2, "No such file", path)
        target = os.fspath(output) if output is not None else os.path.join(tmp, "out.facet")
        argv = [tool("facet-compile"), path, "-o", target]
        for name, value in flags.items():
            argv += _flag(name, value)
        proc = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              stdin=subprocess.DEVNULL)
        text = proc.stdout.decode(errors="replace").replace(path, shown)
        if proc.returncode != 0:
            raise CompileError(text, proc.returncode)
        if output is not None:
            return target
        with open(target, "rb") as f:
            return f.read()
