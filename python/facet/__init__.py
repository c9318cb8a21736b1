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

Errors: every facet failure is a facet.Error (e.code names the runtime's status);
those with a Python kind are also that kind: InvalidArgumentError and
FailedPreconditionError are ValueErrors, NotFoundError a LookupError (and, for a
missing file, MissingFileError: a FileNotFoundError), OutOfRangeError an IndexError.
facet-compile's warnings arrive as CompileWarning through the warnings module.
"""

import collections
import contextlib
import difflib
import errno
import inspect
import os
import re
import shutil
import subprocess
import sys
import tempfile
import textwrap
import warnings

import numpy as np

from . import _facet
from ._facet import (KERNEL_ABI_VERSION, Error, FailedPreconditionError, InvalidArgumentError,
                     NotFoundError, OutOfRangeError)

# The package's version: this line is the one place it is written (python/setup.py
# reads it from here). KERNEL_ABI_VERSION is the C side's: the version of the kernel
# ABI (include/facet/kernel_abi.h) this runtime loads.
__version__ = "0.1.0"

__all__ = [
    "Arg", "COMPILE_FLAGS", "CompileError", "CompileFlagError", "CompileWarning", "Diagnostic", "Error", "FailedPreconditionError",
    "Function", "InvalidArgumentError", "KERNEL_ABI_VERSION", "KernelTime", "MissingFileError",
    "Module", "NotFoundError", "OutOfRangeError", "Profile", "Runtime", "__version__",
    "bf16_to_f32", "compile", "f32_to_bf16", "load", "tool",
]


class MissingFileError(NotFoundError, FileNotFoundError):
    """A module or parameter file that does not exist: a facet.NotFoundError (so
    `except facet.Error` catches it) and a FileNotFoundError (e.filename, e.errno)."""

    def __init__(self, message, filename):
        super().__init__(message)
        self.errno, self.strerror, self.filename = errno.ENOENT, os.strerror(errno.ENOENT), filename
        self.code = "NOT_FOUND"

    def __str__(self):  # the runtime's message, not OSError's "[Errno 2] ..."
        return self.args[0]


def _missing_file(e, path):
    """e (a NotFoundError of loading `path`) as a MissingFileError when `path` is not
    there; else e itself."""
    if isinstance(path, str) and not os.path.exists(path):
        return MissingFileError(str(e), path)
    return e


def _python_hint(e):
    """A NotFoundError whose hint names facet-run-module's flag (--parameters=SCOPE=FILE)
    retold with the Python argument that does it: load(..., parameters={SCOPE: FILE})."""
    text = str(e)
    m = re.search(r"\(give --parameters=(.*)=FILE\)", text)
    if not m or type(e) is not NotFoundError:
        return e
    fixed = type(e)(text[:m.start()] + f"(give facet.load(..., parameters={{{m[1]!r}: FILE}}))"
                    + text[m.end():])
    fixed.code = getattr(e, "code", "NOT_FOUND")
    return fixed

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
    """One argument or result of a function: name (arg0, arg1, ...: the keyword that
    passes it, after its position, as torch exports name them %arg0 ...), index, dtype
    (facet's name), np_dtype (numpy's), shape (None for a dynamic dim), kind ("tensor",
    or "int" / "float" / "bool" for a torch scalar passed as a rank-0 value) and, for
    arguments, whether the call updates it in place (mutable)."""

    def __init__(self, index, dtype, shape, kind, mutable):
        self.index, self.dtype, self.shape, self.kind, self.mutable = (
            index, dtype, tuple(shape), kind, bool(mutable))
        self.name = f"arg{index}"
        self.np_dtype = DTYPES[dtype]

    def __repr__(self):
        if self.kind != "tensor":
            return f"!torch.{self.kind}"
        dims = "".join(("?" if d is None else str(d)) + "x" for d in self.shape)
        return dims + self.dtype + (" (mutable)" if self.mutable else "")


class Function:
    """A function of a loaded module: fn(arg0, arg1, ...), one value per argument, by
    position or by keyword (arg0=..., the names of fn.inputs; print(fn) shows the
    signature).

    Tensors are numpy arrays of the argument's dtype (bf16: uint16 bit patterns); other
    array-likes (lists, scalars) are converted to it. A mutable argument must be a
    writeable C-contiguous array of its exact dtype: the call writes its new value there.
    Scalar arguments (!torch.int / float / bool) take Python or numpy scalars. Returns
    None, one numpy array (or numpy scalar), or a tuple of them. The GIL is released
    while the function runs.

    Errors: a wrong argument count, an unknown keyword or a wrong dtype is a TypeError;
    an array that cannot be updated in place a ValueError; a shape the function does not
    take an InvalidArgumentError or FailedPreconditionError (ValueErrors); an index
    out of its tensor's range (an embedding's token id) an OutOfRangeError (an
    IndexError). All of them but the TypeErrors are facet.Errors too.

    Attributes: name, inputs and outputs (tuples of Arg), signature (text)."""

    def __init__(self, native):
        self._native = native
        self.name = native.name
        ins, outs = native.signature()
        self.inputs = tuple(Arg(i, *e) for i, e in enumerate(ins))
        self.outputs = tuple(Arg(i, *e) for i, e in enumerate(outs))
        args = ", ".join(f"{a.name}: {a!r}" for a in self.inputs)
        outs = ", ".join(repr(a) for a in self.outputs)
        self.__doc__ = f"{self.name}({args}) -> ({outs})\n\n{Function.__doc__}"  # help(fn)
        self.__signature__ = inspect.Signature(
            [inspect.Parameter(a.name, inspect.Parameter.POSITIONAL_OR_KEYWORD) for a in
             self.inputs])

    @property
    def signature(self):
        ins = ", ".join(repr(a) for a in self.inputs)
        outs = ", ".join(repr(a) for a in self.outputs)
        return f"{self.name}({ins}) -> ({outs})"

    def __repr__(self):
        return f"<facet.Function {self.signature}>"

    def __call__(self, *args, **kwargs):
        args = self._bind(args, kwargs)
        values = [self._argument(a, v) for a, v in zip(self.inputs, args)]
        results = self._native.call(values)
        out = tuple(self._result(a, t) for a, t in zip(self.outputs, results))
        return None if not out else out[0] if len(out) == 1 else out

    def _bind(self, args, kwargs):
        """The values in argument order, from positions and keywords (arg0=...), or a
        TypeError as Python gives for a def: naming the keyword or the argument."""
        n = len(self.inputs)
        if len(args) > n or (not kwargs and len(args) != n):
            raise TypeError(f"{self.signature}: takes {n} arguments, {len(args)} given")
        if not kwargs:
            return args
        values = list(args) + [inspect.Parameter.empty] * (n - len(args))
        names = [a.name for a in self.inputs]
        for key, value in kwargs.items():
            if key not in names:
                raise TypeError(f"{self.name}() got an unexpected keyword argument {key!r} "
                                f"(arguments: {', '.join(names)})")
            i = names.index(key)
            if i < len(args):
                raise TypeError(f"{self.name}() got multiple values for argument {key!r}")
            values[i] = value
        missing = [names[i] for i, v in enumerate(values) if v is inspect.Parameter.empty]
        if missing:
            raise TypeError(f"{self.signature}: missing argument "
                            f"{', '.join(repr(m) for m in missing)}")
        return values

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


KernelTime = collections.namedtuple("KernelTime", "executable config kernel dispatches seconds")
KernelTime.__doc__ = """One kernel's line of a Profile: the executable (dispatch region) it is a
variant of, the variant's configuration (tiling, ISA, as facet-dump shows it), its symbol,
how many times it ran and their wall time in seconds (all threads as one)."""


class Profile:
    """The kernels that ran inside `with module.profile() as prof:` (filled when the block
    ends): prof.kernels, KernelTime rows in the module's kernel order; prof.seconds their
    total; str(prof) a table, the slowest first."""

    def __init__(self):
        self.kernels = []

    @property
    def seconds(self):
        return sum(k.seconds for k in self.kernels)

    def __str__(self):
        rows = sorted(self.kernels, key=lambda k: -k.seconds)
        lines = [f"{'ms':>10} {'dispatches':>10}  kernel (executable, config)"]
        lines += [f"{k.seconds * 1e3:10.3f} {k.dispatches:10d}  {k.kernel} ({k.executable}, "
                  f"{k.config})" for k in rows]
        return "\n".join(lines)

    def __repr__(self):
        return f"<facet.Profile: {len(self.kernels)} kernels, {self.seconds * 1e3:.3f} ms>"


class Module:
    """A loaded .facet module (facet.load or Runtime.load).

    functions: name -> Function, in the module's order (print one to see its signature);
    each function is also an attribute (module.prefill_bs1(...)) and an item
    (module["prefill_bs1"]: NotFoundError naming the functions if there is none).
    profile(): a context manager timing each kernel of the calls made inside it.
    runtime: the Runtime it was loaded into."""

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

    @contextlib.contextmanager
    def profile(self):
        """Times every kernel the module's calls run inside the block:

            with module.profile() as prof:
                module.prefill_bs1(...)
            print(prof)            # ms and dispatches per kernel, the slowest first
            prof.kernels           # [KernelTime(executable, config, kernel, dispatches, seconds)]

        Counting costs two clock reads per dispatch, and only while a block is open. The
        counts start from zero at each block and count every call of this module meanwhile,
        from any thread; opening a block is not to race with a call of the module (the
        runtime allocates its counters then)."""
        prof = Profile()
        self._native.set_profiling(True)
        self._native.profile_reset()
        try:
            yield prof
        finally:
            self._native.set_profiling(False)
            prof.kernels = [KernelTime(e, c, k, d, ns * 1e-9)
                            for e, c, k, d, ns in self._native.profile()]


class Runtime:
    """A runtime: a thread pool of `threads` threads (0: one per core; a negative count is
    a ValueError) and parameter files by scope. Modules loaded through one runtime share
    them: load() several modules into one to share a thread pool and weights."""

    def __init__(self, threads=0):
        self._native = _facet.Runtime(threads=threads)

    @property
    def threads(self):
        return self._native.thread_count

    def add_parameters(self, scope, source):
        """A parameter file (safetensors, IRPA, GGUF) for `scope` (the "model" of
        #stream.parameter.named<"model"::"key">): a path, or its bytes. A missing file is
        a MissingFileError (a FileNotFoundError)."""
        if isinstance(source, (bytes, bytearray, memoryview)):
            self._native.add_parameters_memory(scope, bytes(source))
            return
        path = os.fspath(source)
        try:
            self._native.add_parameters(scope, path)
        except NotFoundError as e:
            raise _missing_file(e, path) from None

    def load(self, module):
        """A Module from a .facet path or from its bytes (what compile() returns). A missing
        file is a MissingFileError (a FileNotFoundError); a parameter with no file bound to
        its scope a NotFoundError naming it."""
        if isinstance(module, (bytes, bytearray, memoryview)):
            loader, source = self._native.load_memory, module
        else:
            loader, source = self._native.load_file, os.fspath(module)
        try:
            return Module(loader(source), self)
        except NotFoundError as e:
            raise _python_hint(_missing_file(e, source)) from None


def load(module, parameters=None, threads=0, runtime=None):
    """Loads a compiled module and returns it as a Module.

    module: a .facet path (str or os.PathLike), or the module's bytes (what compile()
        returns without output=).
    parameters: the weights: {scope: file or [files]}, a file being a path or its bytes
        (safetensors, IRPA, GGUF); a bare file (not a dict) is the empty scope. They are
        added before loading, so every parameter binds then; a parameter with no file
        raises NotFoundError naming it and its scope.
    threads: the new runtime's worker threads (0 = one per core; negative: ValueError).
    runtime: a Runtime to load into instead (threads is then unused): modules in one
        runtime share its thread pool and parameter files.

    A missing module or parameter file raises MissingFileError, which is both a
    facet.NotFoundError and a FileNotFoundError; a corrupt one facet.Error (code
    "DATA_LOSS")."""
    rt = runtime if runtime is not None else Runtime(threads)
    if parameters is not None:
        if not isinstance(parameters, dict):
            parameters = {"": parameters}
        for scope, files in parameters.items():
            if not isinstance(scope, str):
                raise TypeError(f"parameters: a scope is a str, not {type(scope).__name__}")
            many = isinstance(files, (list, tuple))
            for f in files if many else [files]:
                if not isinstance(f, (str, bytes, bytearray, memoryview, os.PathLike)):
                    raise TypeError(f"parameters[{scope!r}]: a path or bytes, not "
                                    f"{type(f).__name__}")
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


class CompileWarning(UserWarning):
    """A warning of facet-compile on a compile that succeeded (an op binding it ignored,
    ...), issued through the warnings module: str(w) is the warning as facet-compile
    printed it (with its source line), w.diagnostic its Diagnostic or None. Filter them
    with warnings.filterwarnings("ignore", category=facet.CompileWarning)."""

    def __init__(self, text, diagnostic):
        super().__init__(text)
        self.diagnostic = diagnostic


class CompileError(Error):
    """facet-compile failed: str(e) is everything it printed; e.diagnostics the located
    ones (Diagnostic: file, line, column, severity, message); e.returncode its status."""

    def __init__(self, output, returncode):
        super().__init__(output.rstrip("\n") or f"facet-compile exited with {returncode}")
        self.output, self.returncode = output, returncode
        self.code = "COMPILE"
        self.diagnostics = [_diagnostic(line) for line in output.splitlines()]
        self.diagnostics = [d for d in self.diagnostics if d]


class CompileFlagError(CompileError, ValueError):
    """A keyword of compile() with a value facet-compile refuses (dedup="maybe"): a
    CompileError and a ValueError; str(e) names the keyword, e.output has all it printed."""

    def __init__(self, name, value, output, returncode):
        super().__init__(output, returncode)
        line = next(l for l in output.splitlines() if "bad value in" in l)
        self.args = (f"compile(): {name}={value!r} is not a value facet-compile takes "
                     f"({line}; help(facet.compile) lists the values)",)


def _refused_keyword(text, flags):
    """The (name, value) of the keyword whose flag facet-compile called a bad value, or
    None."""
    for name, value in flags.items():
        if f"bad value in '{' '.join(_flag(name, value))}'" in text:
            return name, value
    return None


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


# The keywords compile() takes, each facet-compile's flag with '_' for '-': what its
# value is and does (help(facet.compile) lists them). A keyword not here is a TypeError
# before anything runs; a flag this table lacks goes through compile(args=[...]).
COMPILE_FLAGS = {
    "target_cpu": "the CPU the kernels are for: 'host' (default), 'x86-64-v4-bf16', "
                  "'x86-64-v4', 'x86-64-v3' or 'x86-64'",
    "entry": "the functions to keep: a name or a list of names (default: all)",
    "report": "a path: a JSON report of the compile (passes, executables, kernels)",
    "dedup": "bool: merge executables that are the same (default True)",
    "cull": "bool: drop kernel variants no call can reach (default True)",
    "generalize": "'none', 'batch' or 'all': which static dims become dynamic to share "
                  "kernels between functions",
    "specialize": "bool: compile variants for the dims a call is likely to have",
    "split_rows": "bool: split row-wise kernels across threads",
    "max_variants_per_executable": "int: the most kernel variants of one executable",
    "const_eval_limit": "bytes (int, or '64M'): the largest value computed at compile time; "
                        "0 turns it off",
    "print_after": "a pass name or 'all': the IR after that pass, written to sys.stdout",
    "dump_executable_sources_to": "a folder: keep the generated C of each executable",
    "j": "int: C compiler jobs at once",
    "cc": "the C compiler command (default 'cc')",
    "cache": "bool: reuse kernel objects compiled before (default True)",
    "cache_dir": "the folder of that cache",
    "cache_max_size": "bytes (int, or '2G'): the cache's size limit",
    "dry_run": "bool: print the C compiler's command instead of running it",
}


def _check_flags(flags):
    """A TypeError naming the first keyword facet-compile has no flag for (with the
    nearest ones), before any program runs."""
    for name in flags:
        if name not in COMPILE_FLAGS:
            near = difflib.get_close_matches(name, COMPILE_FLAGS, n=3)
            hint = f"; did you mean {' or '.join(near)}?" if near else ""
            raise TypeError(f"compile() got an unexpected keyword argument {name!r}{hint} "
                            f"(help(facet.compile) lists them; args=[...] passes any "
                            f"facet-compile flag as it is)")


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


def _warn_compile(stderr, stacklevel):
    """facet-compile's stderr on success: each warning (its line and the source line and
    caret after it) as a CompileWarning; anything else to sys.stderr."""
    groups = []
    for line in stderr.splitlines():
        if re.search(r"(^|: )warning: ", line):
            groups.append([line])
        elif groups and not re.search(r"(^|: )(error|note): |^facet", line):
            groups[-1].append(line)
        else:
            sys.stderr.write(line + "\n")
    for g in groups:
        warnings.warn(CompileWarning("\n".join(g), _diagnostic(g[0])), stacklevel=stacklevel + 1)


def _is_text(source):
    """MLIR text rather than a path: bytes, or a str with a newline or an MLIR start."""
    if isinstance(source, bytes):
        return True
    if not isinstance(source, str):
        return False
    return "\n" in source or source.lstrip().startswith(("module", "func.func", "#", "//"))


def compile(source, output=None, *, args=(), **flags):
    """Compiles torch-dialect MLIR with the facet-compile program.

    source: a path (str or os.PathLike) of an .mlir file, or the MLIR text itself (a str
        with a newline or starting like MLIR, or bytes; its diagnostics then name the
        file "<string>"). A missing path raises FileNotFoundError.
    output: the .facet path to write; compile() returns it. Without output the module's
        bytes are returned (facet.load takes them). A folder that does not exist is a
        FileNotFoundError, raised before anything runs.
    args: more facet-compile flags, as it spells them (["--cull=off"]).
    flags: facet-compile's flags as keywords, '-' written '_'; bools become on/off,
        lists comma-separated. An unknown keyword is a TypeError, before anything runs:
{flags}
    What facet-compile writes on success is not lost: each warning becomes a
    CompileWarning (warnings module), print_after's IR goes to sys.stdout. A failed
    compile raises CompileError: str(e) is what facet-compile printed, e.diagnostics the
    located ones (file, line, column, severity, message), e.returncode its status; a
    keyword's value it refuses raises CompileFlagError, also a ValueError."""
    _check_flags(flags)
    if output is not None:
        folder = os.path.dirname(os.path.abspath(os.fspath(output)))
        if not os.path.isdir(folder):
            raise FileNotFoundError(errno.ENOENT, f"output={os.fspath(output)!r}: no such "
                                    "folder", folder)
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
        argv += [str(a) for a in args]
        proc = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              stdin=subprocess.DEVNULL)
        out = proc.stdout.decode(errors="replace").replace(path, shown)
        err = proc.stderr.decode(errors="replace").replace(path, shown)
        if proc.returncode != 0:
            refused = _refused_keyword(err, flags)
            if refused:
                raise CompileFlagError(*refused, out + err, proc.returncode)
            raise CompileError(out + err, proc.returncode)
        sys.stdout.write(out)
        _warn_compile(err, stacklevel=2)
        if output is not None:
            return target
        with open(target, "rb") as f:
            return f.read()


compile.__doc__ = compile.__doc__.replace("{flags}", "\n".join(
    textwrap.fill(f"{name}: {doc}", 88, initial_indent=" " * 8, subsequent_indent=" " * 12)
    for name, doc in COMPILE_FLAGS.items()))
