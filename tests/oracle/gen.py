#!/usr/bin/python3
# gen.py: writes facet's op oracle: small cases of every op facet imports,
# as torch-dialect MLIR (written the way torch-mlir prints it), with inputs
# and the outputs PyTorch computes, so that tests/e2e/oracle.sh can compare
# the compiled kernels and facet-reference with torch without torch.
#
#   /usr/bin/python3 tests/oracle/gen.py      (Debian's python3-torch)
#
# Run by hand when cases change; never at test time. It rewrites
# tests/oracle/cases/*.mlir, tests/oracle/data/*.npy and
# tests/oracle/cases.txt, the manifest, one line per case:
#
#   CASE FILE FUNCTION RESULT OP DTYPE TOL INPUTS EXPECTED
#
# CASE is unique; FUNCTION is a function of cases/FILE and RESULT the index
# of its result this case checks; OP the torch op under test; DTYPE the
# dtype label (the op's input dtype, "a>b" for conversions); TOL how to
# compare, options separated by commas: "elem" (facet-npy compare
# --elementwise --signed-zeros, the dtype's few-ulp defaults) or "max"
# (atol + rtol * max|expected|: sums and contractions, whose rounding grows
# with their length), then "rtol=X", "atol=X", "compiled-rtol=X" (the
# compiled path's rtol: a quantized matmul's kernel quantizes the
# activations to int16 blocks), "zeros" (the sign of a zero
# is not compared); or "error": torch raises, so must facet-reference (no
# kernel runs). INPUTS are the function's inputs as TYPE=FILE (",":
# several; "-": none); EXPECTED the .npy of torch's result ("-" for error).
#
# Tolerances wider than the defaults say why where they are set: torch's
# own f32 evaluation (gelu's 1 + tanh cancels, sigmoid's exp overflows
# below -88.7 where the true value is subnormal), or the sign of zero torch
# itself does not decide consistently (maximum(0.0, -0.0)).
#
# What torch 1.13 cannot compute is computed the way torch defines it:
#   - f16 ops torch 1.13's CPU lacks ("not implemented for 'Half'") run in
#     f32 and round once, as newer torch's CPU kernels do (opmath);
#   - scaled_dot_product_attention (torch >= 2.0) is its definition,
#     softmax(q k^T * scale + mask) v, in f32 (f64 for f64);
#   - integer x // 0, x % 0 (torch raises ZeroDivisionError) and
#     INT64_MIN // -1 (torch dies of SIGFPE) are facet's defined results:
#     0, 0 and INT64_MIN (docs/ops.md).
import math
import os
import re

import numpy as np
import torch
import torch.nn.functional as F

ROOT = os.path.dirname(os.path.abspath(__file__))
NAN, INF = float("nan"), float("inf")

DTYPES = {
    "f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16, "f64": torch.float64,
    "si64": torch.int64, "si32": torch.int32, "si16": torch.int16, "si8": torch.int8,
    "ui8": torch.uint8, "i1": torch.bool,
}
IREE = {"f32": "f32", "f16": "f16", "bf16": "bf16", "f64": "f64", "si64": "i64", "si32": "i32",
        "si16": "i16", "si8": "i8", "ui8": "ui8", "i1": "i1"}
SCALAR_TYPE = {"ui8": 0, "si8": 1, "si16": 2, "si32": 3, "si64": 4, "f16": 5, "f32": 6,
               "f64": 7, "i1": 11, "bf16": 15}
FLOATS = ("f32", "f16", "bf16")


def label(t):
    for k, v in DTYPES.items():
        if v == t:
            return k
    raise ValueError(t)


def vt(shape, dt):
    return "!torch.vtensor<[%s],%s>" % (",".join(str(d) for d in shape), dt)


def fmt_float(v):
    if math.isnan(v):
        return "0x7FF8000000000000"
    if math.isinf(v):
        return "0x7FF0000000000000" if v > 0 else "0xFFF0000000000000"
    return "%.17e" % v


class Fn:
    """One func.func in torch-mlir's printed form."""

    def __init__(self, name):
        self.name, self.args, self.lines, self.n = name, [], [], 0

    def arg(self, shape, dt):
        v = "%%arg%d" % len(self.args)
        self.args.append((v, vt(shape, dt)))
        return (v, vt(shape, dt))

    def _fresh(self, prefix):
        self.n += 1
        return "%%%s%d" % (prefix, self.n)

    def const(self, kind, text, ty):
        v = self._fresh(kind)
        self.lines.append("%s = torch.constant.%s %s" % (v, kind, text))
        return (v, ty)

    def int(self, i):
        return self.const("int", str(int(i)), "!torch.int")

    def float(self, f):
        return self.const("float", fmt_float(f), "!torch.float")

    def bool(self, b):
        return self.const("bool", "true" if b else "false", "!torch.bool")

    def none(self):
        v = self._fresh("none")
        self.lines.append("%s = torch.constant.none" % v)
        return (v, "!torch.none")

    def str(self, s):
        v = self._fresh("str")
        self.lines.append('%s = torch.constant.str "%s"' % (v, s))
        return (v, "!torch.str")

    def device(self):
        v = self._fresh("cpu")
        self.lines.append('%s = torch.constant.device "cpu"' % v)
        return (v, "!torch.Device")

    def scalar(self, x):
        if isinstance(x, bool):
            return self.bool(x)
        if isinstance(x, int):
            return self.int(x)
        return self.float(x)

    def ints(self, xs):
        items = [self.int(x) for x in xs]
        return self.list(items, "!torch.list<int>")

    def list(self, items, ty):
        v = self._fresh("list")
        self.lines.append("%s = torch.prim.ListConstruct %s : (%s) -> %s" % (
            v, ", ".join(i[0] for i in items), ", ".join(i[1] for i in items), ty))
        return (v, ty)

    def op(self, name, operands, results):
        """results: a type or a list of types; returns the value(s)."""
        multi = isinstance(results, list)
        rtypes = results if multi else [results]
        v = self._fresh("r")
        lhs = v if len(rtypes) == 1 else "%s:%d" % (v, len(rtypes))
        self.lines.append("%s = %s %s : %s -> %s" % (
            lhs, name, ", ".join(o[0] for o in operands), ", ".join(o[1] for o in operands),
            ", ".join(rtypes)))
        if len(rtypes) == 1:
            return [(v, rtypes[0])] if multi else (v, rtypes[0])
        return [("%s#%d" % (v, i), t) for i, t in enumerate(rtypes)]

    def operator(self, name, operands, results):
        v = self._fresh("r")
        lhs = v if len(results) == 1 else "%s:%d" % (v, len(results))
        self.lines.append('%s = torch.operator "%s"(%s) : (%s) -> (%s)' % (
            lhs, name, ", ".join(o[0] for o in operands), ", ".join(o[1] for o in operands),
            ", ".join(results)))
        return [("%s#%d" % (v, i) if len(results) > 1 else v, t) for i, t in enumerate(results)]

    def text(self, rets):
        head = "func.func @%s(%s) -> (%s) {" % (
            self.name, ", ".join("%s: %s" % a for a in self.args), ", ".join(r[1] for r in rets))
        body = ["  " + l for l in self.lines]
        body.append("  return %s : %s" % (", ".join(r[0] for r in rets),
                                          ", ".join(r[1] for r in rets)))
        return "\n".join([head] + body + ["}"])


#
# Cases
#
class Case:
    def __init__(self, name, op, dtype, tol="elem"):
        self.name, self.op, self.dtype, self.tol = name, op, dtype, tol


FILES = {}      # file -> [function text]
MANIFEST = []   # lines
DATA = {}       # npy basename -> bytes (kept to write once)
NAMES = set()


def npy_bytes(t):
    if t.dtype == torch.bfloat16:
        a = t.contiguous().view(torch.int16).numpy().view(np.uint16)
    else:
        a = t.contiguous().numpy()
    import io
    b = io.BytesIO()
    np.save(b, a)
    return b.getvalue()


def store(t, hint):
    """Writes t as data/<hint>.npy once (same bytes: same file); returns the name."""
    data = npy_bytes(t)
    for k, v in DATA.items():
        if v == data:
            return k
    name = hint + ".npy"
    assert name not in DATA, name
    DATA[name] = data
    return name


def type_spec(t):
    dims = "x".join(str(d) for d in t.shape)
    dt = IREE[label(t.dtype)]
    return (dims + "x" + dt) if dims else dt


def emit(file, fn, rets, inputs, cases, expected):
    """One function: its text into FILE, one manifest line per result."""
    assert fn.name not in NAMES, fn.name
    NAMES.add(fn.name)
    FILES.setdefault(file, []).append(fn.text(rets))
    specs = []
    for i, x in enumerate(inputs):
        specs.append("%s=%s" % (type_spec(x), store(x, "%s.in%d" % (fn.name, i))))
    ins = ",".join(specs) if specs else "-"
    for r, (c, e) in enumerate(zip(cases, expected)):
        if isinstance(e, str):
            out = "-"
            assert c.tol == "error"
        else:
            out = store(e, "%s.out%d" % (fn.name, r))
        MANIFEST.append(" ".join([c.name, file, fn.name, str(r), c.op, c.dtype, c.tol, ins, out]))


def via_f32(f, *xs):
    """f on xs the way torch defines reduced precision: f16 and bf16 inputs
    are computed in f32 (torch's "opmath" type, what its CPU kernels do from
    2.x on; 1.13 lacks many f16 kernels and computes some bf16 ones in bf16)
    and each float result is rounded once to the inputs' dtype."""
    low = [x.dtype for x in xs if torch.is_tensor(x) and x.dtype in (torch.float16, torch.bfloat16)]
    if not low:
        return f(*xs)
    up = [x.float() if torch.is_tensor(x) and x.is_floating_point() else x for x in xs]
    r = f(*up)
    if isinstance(r, tuple):
        return tuple(y.to(low[0]) if y.is_floating_point() else y for y in r)
    return r.to(low[0]) if r.is_floating_point() else r


def scalar_path(f, a, b):
    """f(a, b) element by element: torch 1.13's vectorised floor_divide and
    remainder give NaN where the quotient overflows and its scalar code (the
    definition, div_floor_floating; torch 2's vectorised code too) gives
    inf, and they disagree on the sign of maximum(0.0, -0.0)."""
    a, b = torch.broadcast_tensors(a, b)
    out = [f(x.reshape(1), y.reshape(1)) for x, y in zip(a.reshape(-1), b.reshape(-1))]
    return torch.cat(out).reshape(a.shape)


def one(file, name, op, dtype, inputs, build, ref, tol="elem"):
    """A single-result case: build(fn, args) -> value; ref(*inputs) -> tensor or "error"."""
    fn = Fn(name)
    args = [fn.arg(list(x.shape), vt_dtype(x)) for x in inputs]
    r = build(fn, args)
    e = ref(*inputs) if not isinstance(ref, str) else ref
    emit(file, fn, [r], inputs, [Case(name, op, dtype, tol)], [e])


def vt_dtype(x):
    return label(x.dtype)


def T(shape, dt):
    return vt(shape, dt)


# Edge values. Float: NaN, infinities, signed zeros, around the overflow of
# f16 (65504, 65520), of exp (88.7) and of f32 (3.4e38), subnormals of f32
# and f16, and ordinary values, 48 in all ([4, 12]: chunks and a tail).
F_EDGE = [NAN, INF, -INF, 0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, 0.1, -0.1,
          math.pi, -math.pi, 10.0, -10.0, 20.0, -20.0, 88.5, 89.0, -87.0, -88.8, -100.0, -104.0,
          1e-3, -1e-3, 1e-7, 1e-20, 1e-40, 1e-45, 65504.0, 65520.0, 70000.0, -70000.0, 1e30,
          -1e30, 1e38, 3.4e38, 0.7, -0.7, 1.5, -1.5, 4.5, -4.5, 100.0, 1000.0]
assert len(F_EDGE) == 48
# Binary: every pair of 16 values ([16, 1] against [16]: broadcasting too).
B_EDGE = [NAN, INF, -INF, 0.0, -0.0, 1.0, -1.0, 2.5, -2.5, 3.0, -7.0, 0.1, 65504.0, 1e30,
          1e-30, 7.0]
I64_EDGE = [0, 1, -1, 2, -2, 3, -3, 7, -7, 2**31 - 1, -2**31, 2**53, 2**53 + 1, -(2**53 + 1),
            2**63 - 1, -2**63]
I32_EDGE = [0, 1, -1, 2, -2, 3, -3, 7, -7, 2**31 - 1, -2**31, 2**30, -2**30, 65536, 46341, -46341]


def fedge(dt, shape=(4, 12)):
    return torch.tensor(F_EDGE, dtype=torch.float64).to(DTYPES[dt]).reshape(shape)


def bedge(dt):
    x = torch.tensor(B_EDGE, dtype=torch.float64).to(DTYPES[dt])
    return x.reshape(16, 1), x.clone()


def iedge(dt):
    vals = I64_EDGE if dt == "si64" else I32_EDGE
    x = torch.tensor(vals, dtype=torch.int64).to(DTYPES[dt])
    return x.reshape(16, 1), x.clone()


def rnd(shape, dt, lo=-2.0, hi=2.0, seed=0):
    g = torch.Generator().manual_seed(seed)
    x = torch.rand(shape, generator=g, dtype=torch.float64) * (hi - lo) + lo
    return x.to(DTYPES[dt])


def irnd(shape, dt, lo=-9, hi=10, seed=0):
    g = torch.Generator().manual_seed(seed)
    return torch.randint(lo, hi, shape, generator=g, dtype=torch.int64).to(DTYPES[dt])


#
# Elementwise
#
UNARY = [
    ("neg", torch.neg), ("exp", torch.exp), ("log", torch.log), ("tanh", torch.tanh),
    ("sigmoid", torch.sigmoid), ("silu", F.silu), ("relu", torch.relu), ("rsqrt", torch.rsqrt),
    ("sqrt", torch.sqrt), ("reciprocal", torch.reciprocal), ("abs", torch.abs), ("sin", torch.sin),
    ("cos", torch.cos), ("erf", torch.erf), ("floor", torch.floor), ("ceil", torch.ceil),
]


def unary_family():
    for dt in FLOATS:
        x = fedge(dt)
        ty = T([4, 12], dt)
        for name, f in UNARY:
            # torch's f32 sigmoid and silu compute exp(-x), which overflows
            # below -88.7: 0 (or -0) where the true value is subnormal
            tol = "elem,atol=1e-36" if name in ("sigmoid", "silu") else "elem"
            one("unary.mlir", "%s_%s" % (name, dt), "torch.aten." + name, dt, [x],
                lambda fn, a, name=name: fn.op("torch.aten." + name, a, ty),
                lambda x, f=f: via_f32(f, x), tol)
        for approx in ("none", "tanh"):
            # torch: gelu(-0.0) is 0.0; its f32 1 + erf(..) or 1 + tanh(..)
            # cancels below -2 (facet's kernel computes erfc instead)
            tol = "elem,zeros,atol=2e-7"
            one("unary.mlir", "gelu_%s_%s" % (approx, dt), "torch.aten.gelu", dt, [x],
                lambda fn, a, approx=approx: fn.op("torch.aten.gelu", a + [fn.str(approx)], ty),
                lambda x, approx=approx: via_f32(lambda y: F.gelu(y, approximate=approx), x), tol)
        one("unary.mlir", "logical_not_%s" % dt, "torch.aten.logical_not", dt, [x],
            lambda fn, a: fn.op("torch.aten.logical_not", a, T([4, 12], "i1")),
            torch.logical_not)
        for e in (0.5, -0.5, -1, 2, 3, 1.5):
            tag = ("%g" % e).replace("-", "m").replace(".", "p")
            one("unary.mlir", "pow_scalar_%s_%s" % (tag, dt), "torch.aten.pow.Tensor_Scalar", dt,
                [x], lambda fn, a, e=e: fn.op("torch.aten.pow.Tensor_Scalar", a + [fn.scalar(e)], ty),
                lambda x, e=e: via_f32(lambda y: torch.pow(y, e), x))
    for dt in ("si64", "si32"):
        x = torch.cat([iedge(dt)[1], irnd([8], dt)]).reshape(4, 6)
        ty = T([4, 6], dt)
        for name, f in (("neg", torch.neg), ("abs", torch.abs), ("relu", torch.relu),
                        ("bitwise_not", torch.bitwise_not)):
            one("unary_int.mlir", "%s_%s" % (name, dt), "torch.aten." + name, dt, [x],
                lambda fn, a, name=name: fn.op("torch.aten." + name, a, ty), f)
        one("unary_int.mlir", "logical_not_%s" % dt, "torch.aten.logical_not", dt, [x],
            lambda fn, a: fn.op("torch.aten.logical_not", a, T([4, 6], "i1")), torch.logical_not)
        one("unary_int.mlir", "pow_scalar_3_%s" % dt, "torch.aten.pow.Tensor_Scalar", dt, [x],
            lambda fn, a: fn.op("torch.aten.pow.Tensor_Scalar", a + [fn.int(3)], ty),
            lambda x: torch.pow(x, 3))
        one("unary_int.mlir", "exp_%s" % dt, "torch.aten.exp", dt, [x],
            lambda fn, a: fn.op("torch.aten.exp", a, T([4, 6], "f32")), torch.exp)
    b = torch.tensor([True, False, True, False, False, True])
    for name, f in (("bitwise_not", torch.bitwise_not), ("logical_not", torch.logical_not)):
        one("unary_int.mlir", "%s_i1" % name, "torch.aten." + name, "i1", [b],
            lambda fn, a, name=name: fn.op("torch.aten." + name, a, T([6], "i1")), f)


BINARY = [
    ("add.Tensor", lambda a, b: a + b, True), ("sub.Tensor", lambda a, b: a - b, True),
    ("mul.Tensor", torch.mul, False), ("div.Tensor", torch.div, False),
    ("maximum", lambda a, b: scalar_path(torch.maximum, a, b), False),
    ("minimum", lambda a, b: scalar_path(torch.minimum, a, b), False),
    ("pow.Tensor_Tensor", torch.pow, False),
    ("floor_divide", lambda a, b: scalar_path(torch.floor_divide, a, b), False),
    ("remainder.Tensor", lambda a, b: scalar_path(torch.remainder, a, b), False),
    ("fmod.Tensor", lambda a, b: scalar_path(torch.fmod, a, b), False),
    ("fmax", torch.fmax, False), ("fmin", torch.fmin, False),
]
COMPARE = [("eq", torch.eq), ("ne", torch.ne), ("lt", torch.lt), ("le", torch.le), ("gt", torch.gt),
           ("ge", torch.ge)]


def int_safe(f, a, b):
    """f(a, b) with b == 0 (and INT64_MIN // -1) given facet's defined 0 /
    INT64_MIN: torch raises (or dies) there."""
    if not torch.is_tensor(b):
        b = torch.tensor(b, dtype=a.dtype)  # a Scalar takes the tensor's dtype
    a, b = torch.broadcast_tensors(a, b)
    bad = b == 0
    ovf = (a == torch.iinfo(a.dtype).min) & (b == -1)
    r = f(a, torch.where(bad | ovf, torch.ones_like(b), b))
    r = torch.where(bad, torch.zeros_like(r), r)
    if f in (torch.remainder, torch.fmod):
        return torch.where(ovf, torch.zeros_like(r), r)
    return torch.where(ovf, a, r)  # floor division: a // -1 wraps to a


def binary_family():
    for dt in FLOATS:
        a, b = bedge(dt)
        ty = T([16, 16], dt)
        for name, f, alpha in BINARY:
            n = name.split(".")[0]
            one("binary.mlir", "%s_%s" % (n, dt), "torch.aten." + name, dt, [a, b],
                lambda fn, x, name=name, alpha=alpha: fn.op(
                    "torch.aten." + name, x + ([fn.int(1)] if alpha else []), ty),
                lambda a, b, f=f: via_f32(f, a, b), "elem,zeros" if n in ("maximum", "minimum", "fmax", "fmin") else "elem")
        one("binary.mlir", "sub_alpha_%s" % dt, "torch.aten.sub.Tensor", dt, [a, b],
            lambda fn, x: fn.op("torch.aten.sub.Tensor", x + [fn.float(2.0)], ty),
            lambda a, b: torch.sub(a, b, alpha=2.0))
        for n, f in COMPARE + [("logical_and", torch.logical_and), ("logical_or", torch.logical_or)]:
            name = n if n.startswith("logical") else n + ".Tensor"
            one("binary.mlir", "%s_%s" % (n, dt), "torch.aten." + name, dt, [a, b],
                lambda fn, x, name=name: fn.op("torch.aten." + name, x, T([16, 16], "i1")), f)
    for dt in ("si64", "si32"):
        a, b = iedge(dt)
        ty = T([16, 16], dt)
        for name, f, alpha in [(n, f, a) for n, f, a in BINARY if n not in (
                "maximum", "minimum", "floor_divide", "remainder.Tensor", "fmod.Tensor", "fmax",
                "fmin")] + [
                ("maximum", torch.maximum, False), ("minimum", torch.minimum, False),
                ("floor_divide", torch.floor_divide, False), ("remainder.Tensor", torch.remainder, False),
                ("fmod.Tensor", torch.fmod, False), ("fmax", torch.fmax, False),
                ("fmin", torch.fmin, False),
                ("bitwise_and.Tensor", torch.bitwise_and, False),
                                        ("bitwise_or.Tensor", torch.bitwise_or, False),
                                        ("bitwise_xor.Tensor", torch.bitwise_xor, False)]:
            if name == "div.Tensor":
                continue  # true division: a float result, below
            n = name.split(".")[0]
            ref = (lambda a, b, f=f: int_safe(f, a, b)) if f in (
                torch.floor_divide, torch.remainder, torch.fmod) else f
            one("binary_int.mlir", "%s_%s" % (n, dt), "torch.aten." + name, dt, [a, b],
                lambda fn, x, name=name, alpha=alpha: fn.op(
                    "torch.aten." + name, x + ([fn.int(1)] if alpha else []), ty), ref)
        one("binary_int.mlir", "div_%s" % dt, "torch.aten.div.Tensor", dt, [a, b],
            lambda fn, x: fn.op("torch.aten.div.Tensor", x, T([16, 16], "f32")), torch.div)
        one("binary_int.mlir", "sub_alpha_%s" % dt, "torch.aten.sub.Tensor", dt, [a, b],
            lambda fn, x: fn.op("torch.aten.sub.Tensor", x + [fn.int(3)], ty),
            lambda a, b: torch.sub(a, b, alpha=3))
        for n, f in COMPARE + [("logical_and", torch.logical_and), ("logical_or", torch.logical_or)]:
            name = n if n.startswith("logical") else n + ".Tensor"
            one("binary_int.mlir", "%s_%s" % (n, dt), "torch.aten." + name, dt, [a, b],
                lambda fn, x, name=name: fn.op("torch.aten." + name, x, T([16, 16], "i1")), f)
    a = torch.tensor([[False], [True]])
    b = torch.tensor([False, True])
    for n, f in (("bitwise_and.Tensor", torch.bitwise_and), ("bitwise_or.Tensor", torch.bitwise_or),
                 ("bitwise_xor.Tensor", torch.bitwise_xor), ("logical_and", torch.logical_and),
                 ("logical_or", torch.logical_or), ("add.Tensor", torch.add),
                 ("mul.Tensor", torch.mul), ("eq.Tensor", torch.eq), ("maximum", torch.maximum)):
        alpha = n == "add.Tensor"
        one("binary_int.mlir", "%s_i1" % n.split(".")[0], "torch.aten." + n, "i1", [a, b],
            lambda fn, x, n=n, alpha=alpha: fn.op("torch.aten." + n, x + ([fn.int(1)] if alpha else []),
                                                  T([2, 2], "i1")), f)


# (op, scalar, torch function, result dtype or None = the input's)
SCALAR_F = [
    ("add.Scalar", 2.5, lambda x, s: torch.add(x, s, alpha=2), True),
    ("sub.Scalar", -1.5, lambda x, s: torch.sub(x, s), True),
    ("mul.Scalar", -3.0, torch.mul, False), ("mul.Scalar", NAN, torch.mul, False),
    ("div.Scalar", 3.0, torch.div, False), ("div.Scalar", 0.0, torch.div, False),
    ("rsub.Scalar", 1.0, lambda x, s: torch.rsub(x, s), True),
    ("floor_divide.Scalar", 2.0, lambda x, s: scalar_path(torch.floor_divide, x, torch.tensor(s)), False),
    ("floor_divide.Scalar", -0.75, lambda x, s: scalar_path(torch.floor_divide, x, torch.tensor(s)), False),
    ("remainder.Scalar", 2.5, lambda x, s: scalar_path(torch.remainder, x, torch.tensor(s)), False),
    ("remainder.Scalar", -2.0, lambda x, s: scalar_path(torch.remainder, x, torch.tensor(s)), False),
    ("fmod.Scalar", -2.5, lambda x, s: scalar_path(torch.fmod, x, torch.tensor(s)), False),
    ("add.Scalar", -INF, lambda x, s: torch.add(x, s, alpha=1), True),
]


def scalar_family():
    for dt in FLOATS:
        x = fedge(dt)
        ty = T([4, 12], dt)
        for i, (name, s, f, alpha) in enumerate(SCALAR_F):
            n = name.split(".")[0]
            one("scalar.mlir", "%s_s%d_%s" % (n, i, dt), "torch.aten." + name, dt, [x],
                lambda fn, a, name=name, s=s, alpha=alpha: fn.op(
                    "torch.aten." + name,
                    a + [fn.float(s)] + ([fn.int(2 if name == "add.Scalar" and s == 2.5 else 1)] if alpha else []),
                    ty),
                lambda x, s=s, f=f: via_f32(lambda y: f(y, s), x))
        for n, f in COMPARE:
            one("scalar.mlir", "%s_scalar_%s" % (n, dt), "torch.aten.%s.Scalar" % n, dt, [x],
                lambda fn, a, n=n: fn.op("torch.aten.%s.Scalar" % n, a + [fn.float(1.0)],
                                         T([4, 12], "i1")),
                lambda x, f=f: f(x, 1.0))
        for base in (2.0, 0.5):
            one("scalar.mlir", "pow_base_%s_%s" % (("%g" % base).replace(".", "p"), dt),
                "torch.aten.pow.Scalar", dt, [x],
                lambda fn, a, base=base: fn.op("torch.aten.pow.Scalar", [fn.float(base)] + a, ty),
                lambda x, base=base: via_f32(lambda y: torch.pow(base, y), x))
    # integers, and the promotion of a Scalar of a higher kind
    for dt in ("si64", "si32"):
        x = torch.cat([iedge(dt)[1], irnd([8], dt)]).reshape(4, 6)
        ty = T([4, 6], dt)
        big = 2**31 - 1 if dt == "si32" else 2**62
        for i, (name, s, f) in enumerate([
                ("add.Scalar", big, lambda x, s: torch.add(x, s)),
                ("mul.Scalar", -3, torch.mul),
                ("floor_divide.Scalar", 16, torch.floor_divide),
                ("floor_divide.Scalar", -3, torch.floor_divide),
                ("floor_divide.Scalar", 0, lambda x, s: int_safe(torch.floor_divide, x, s)),
                ("remainder.Scalar", 16, torch.remainder),
                ("remainder.Scalar", -3, torch.remainder),
                ("remainder.Scalar", 0, lambda x, s: int_safe(torch.remainder, x, s)),
                ("fmod.Scalar", -3, torch.fmod),
                ("bitwise_and.Scalar", 3, torch.bitwise_and),
                ("bitwise_or.Scalar", -8, torch.bitwise_or),
                ("bitwise_xor.Scalar", 5, torch.bitwise_xor),
                ("eq.Scalar", 7, torch.eq), ("lt.Scalar", 2**31 - 1, torch.lt)]):
            n = name.split(".")[0]
            rty = T([4, 6], "i1") if n in ("eq", "lt") else ty
            alpha = name == "add.Scalar"
            one("scalar_int.mlir", "%s_s%d_%s" % (n, i, dt), "torch.aten." + name, dt, [x],
                lambda fn, a, name=name, s=s, rty=rty, alpha=alpha: fn.op(
                    "torch.aten." + name, a + [fn.int(s)] + ([fn.int(1)] if alpha else []), rty),
                lambda x, s=s, f=f: f(x, s))
        # a float Scalar meeting an integer tensor computes in float32
        for n, name, rdt, f in (("eq", "eq.Scalar", "i1", torch.eq), ("add", "add.Scalar", "f32", torch.add),
                                ("mul", "mul.Scalar", "f32", torch.mul), ("pow", "pow.Tensor_Scalar", "f32", torch.pow)):
            s = 0.5 if n == "pow" else 2.5
            one("scalar_int.mlir", "%s_float_scalar_%s" % (n, dt), "torch.aten." + name, dt, [x],
                lambda fn, a, name=name, rdt=rdt, s=s: fn.op(
                    "torch.aten." + name, a + [fn.float(s)] + ([fn.int(1)] if name == "add.Scalar" else []),
                    T([4, 6], rdt)),
                lambda x, f=f, s=s: f(x, s))
    b = torch.tensor([True, False, True, False])
    one("scalar_int.mlir", "eq_int_scalar_i1", "torch.aten.eq.Scalar", "i1", [b],
        lambda fn, a: fn.op("torch.aten.eq.Scalar", a + [fn.int(2)], T([4], "i1")),
        lambda x: torch.eq(x, 2))
    one("scalar_int.mlir", "add_int_scalar_i1", "torch.aten.add.Scalar", "i1", [b],
        lambda fn, a: fn.op("torch.aten.add.Scalar", a + [fn.int(2), fn.int(1)], T([4], "si64")),
        lambda x: torch.add(x, 2))


def promotion_family():
    a16, _ = bedge("f16")
    _, b32 = bedge("f32")
    one("promote.mlir", "add_f16_f32", "torch.aten.add.Tensor", "f16", [a16, b32],
        lambda fn, x: fn.op("torch.aten.add.Tensor", x + [fn.int(1)], T([16, 16], "f32")),
        lambda a, b: a + b)
    ai, _ = iedge("si64")
    one("promote.mlir", "mul_si64_f32", "torch.aten.mul.Tensor", "si64", [ai, b32],
        lambda fn, x: fn.op("torch.aten.mul.Tensor", x, T([16, 16], "f32")), torch.mul)
    a32, b64 = iedge("si32")[0], iedge("si64")[1]
    one("promote.mlir", "add_si32_si64", "torch.aten.add.Tensor", "si32", [a32, b64],
        lambda fn, x: fn.op("torch.aten.add.Tensor", x + [fn.int(1)], T([16, 16], "si64")),
        lambda a, b: a + b)
    one("promote.mlir", "lt_si64_f32", "torch.aten.lt.Tensor", "si64", [ai, b32],
        lambda fn, x: fn.op("torch.aten.lt.Tensor", x, T([16, 16], "i1")), torch.lt)
    c = torch.tensor([[True], [False], [True]])
    x16 = rnd([3, 4], "f16")
    x32 = rnd([4], "f32", seed=1)
    one("promote.mlir", "where_f16_f32", "torch.aten.where.self", "f16", [c, x16, x32],
        lambda fn, x: fn.op("torch.aten.where.self", x, T([3, 4], "f32")), torch.where)


def where_family():
    for dt in FLOATS + ("si64",):
        c = torch.tensor([[True], [False], [True], [False]])
        x = fedge(dt, (4, 12)) if dt != "si64" else irnd([4, 12], dt)
        y = rnd([12], dt, seed=3) if dt != "si64" else irnd([12], dt, seed=3)
        ty = T([4, 12], dt)
        one("where.mlir", "where_self_%s" % dt, "torch.aten.where.self", dt, [c, x, y],
            lambda fn, a: fn.op("torch.aten.where.self", a, ty), torch.where)
        s = -INF if dt != "si64" else -5
        one("where.mlir", "where_scalar_self_%s" % dt, "torch.aten.where.ScalarSelf", dt, [c, x],
            lambda fn, a, s=s: fn.op("torch.aten.where.ScalarSelf", [a[0], fn.scalar(s), a[1]], ty),
            lambda c, x, s=s: torch.where(c, torch.tensor(s, dtype=x.dtype), x))
        s = 0.25 if dt != "si64" else 7
        one("where.mlir", "where_scalar_other_%s" % dt, "torch.aten.where.ScalarOther", dt, [c, x],
            lambda fn, a, s=s: fn.op("torch.aten.where.ScalarOther", [a[0], a[1], fn.scalar(s)], ty),
            lambda c, x, s=s: torch.where(c, x, torch.tensor(s, dtype=x.dtype)))


#
# Conversions
#
SAFE_F = [0.0, -0.0, 0.5, -0.5, 1.0, -1.0, 1.5, -1.5, 2.7, -2.7, 100.9, -100.9, 127.0, -128.0,
          255.0, 3e4, -3e4, 65504.0, 1e9, -1e9, 2.0**31 - 128, -2.0**31, 1e15, -1e15]


def convert_family():
    pairs = [("f32", "f16"), ("f32", "bf16"), ("f16", "f32"), ("bf16", "f32"), ("f32", "f64"),
             ("f64", "f32"), ("f16", "bf16"), ("f32", "i1"), ("f16", "i1"), ("si64", "f32"),
             ("si64", "f16"), ("si64", "bf16"), ("si64", "si32"), ("si32", "si64"), ("si64", "i1"),
             ("i1", "f32"), ("i1", "si64"), ("si64", "ui8"), ("si32", "si8"), ("f32", "si64"),
             ("f32", "si32"), ("f16", "si64"), ("bf16", "si32"), ("f64", "si64"), ("f32", "ui8"),
             ("f32", "si16")]
    f_extra = [70000.0, -70000.0, 65519.0, 65520.0, 1e-8, -1e-8, 3e-5, 1e-45, 1e39]
    for i, (src, dst) in enumerate(pairs):
        if src in ("si64", "si32"):
            x = iedge(src)[1]
        elif src == "i1":
            x = torch.tensor([True, False, True])
        elif dst in ("si64", "si32", "si16", "ui8"):
            # in the destination's range only: out of range is undefined in torch
            lim = {"si64": 1e18, "si32": 2.0**31, "si16": 32768, "ui8": 256}[dst]
            vals = [v for v in SAFE_F if (0 <= v < lim if dst == "ui8" else -lim <= v < lim)]
            x = torch.tensor(vals, dtype=torch.float64).to(DTYPES[src])
            x = x[(x.double() >= (0 if dst == "ui8" else -lim)) & (x.double() < lim)]
        else:
            x = torch.tensor(F_EDGE + f_extra, dtype=torch.float64).to(DTYPES[src])
        n = x.shape[0]
        op = ["torch.prims.convert_element_type", "torch.aten.to.dtype", "torch.aten._to_copy"][i % 3]
        name = "convert_%s_%s" % (src, dst)

        def build(fn, a, op=op, dst=dst, n=n):
            ty = T([n], dst)
            if op == "torch.prims.convert_element_type":
                return fn.op(op, a + [fn.int(SCALAR_TYPE[dst])], ty)
            if op == "torch.aten.to.dtype":
                f = fn.bool(False)
                return fn.op(op, a + [fn.int(SCALAR_TYPE[dst]), f, f, fn.none()], ty)
            no = fn.none()
            return fn.op(op, a + [fn.int(SCALAR_TYPE[dst]), no, no, no, fn.bool(False), no], ty)
        one("convert.mlir", name, op, "%s>%s" % (src, dst), [x], build,
            lambda x, dst=dst: x.to(DTYPES[dst]))


#
# Reductions, softmax, norms
#
def red_input(dt, seed=0):
    x = rnd([3, 4, 5], dt, seed=seed) if dt in FLOATS + ("f64",) else irnd([3, 4, 5], dt, seed=seed)
    if dt in FLOATS:
        x[0, 1, 2] = NAN          # one NaN: its row's results are NaN
        x[1, 2, 0] = INF
        x[1, 3, 4] = -INF
        x[2, 0, :] = 65504.0       # overflows an f16 sum
    return x


def reduce_family():
    for dt in FLOATS + ("si64", "si32"):
        x = red_input(dt)
        isf = dt in FLOATS
        sum_dt = dt if isf else "si64"  # torch sums integers as int64
        cfgs = [([-1], False), ([0], True), ([0, 2], False)]
        for dims, keep in cfgs:
            tag = "d%s%s" % ("".join(str(d).replace("-", "m") for d in dims), "k" if keep else "")
            shape = [1 if (i in dims or i - 3 in dims) else s for i, s in enumerate(x.shape)]
            if not keep:
                shape = [s for i, s in enumerate(x.shape) if not (i in dims or i - 3 in dims)]
            for name, op, rdt, f in (
                    ("sum", "torch.aten.sum.dim_IntList", sum_dt, lambda x, d, k: torch.sum(x, d, keepdim=k)),
                    ("mean", "torch.aten.mean.dim", dt, lambda x, d, k: torch.mean(x, d, keepdim=k)),
                    ("amax", "torch.aten.amax", dt, lambda x, d, k: torch.amax(x, d, keepdim=k)),
                    ("amin", "torch.aten.amin", dt, lambda x, d, k: torch.amin(x, d, keepdim=k))):
                if name == "mean" and not isf:
                    continue  # torch: mean of integers is an error
                tol = "max,rtol=2e-3,atol=1e-6" if name in ("sum", "mean") and dt == "f16" else \
                      "max,rtol=2e-2,atol=1e-6" if name in ("sum", "mean") and dt == "bf16" else \
                      "max,rtol=1e-6,atol=1e-7" if name in ("sum", "mean") and dt == "f32" else "elem"

                def build(fn, a, op=op, dims=dims, keep=keep, rdt=rdt, shape=shape, name=name):
                    ops = a + [fn.ints(dims), fn.bool(keep)]
                    if name in ("sum", "mean"):
                        ops.append(fn.none())
                    return fn.op(op, ops, T(shape, rdt))
                one("reduce.mlir", "%s_%s_%s" % (name, tag, dt), op, dt, [x], build,
                    lambda x, f=f, dims=dims, keep=keep: via_f32(lambda y: f(y, dims, keep), x), tol)
        # whole-tensor reductions, of a rank-3 tensor and of a row
        for name, op, rdt, f in (("sumall", "torch.aten.sum", sum_dt, torch.sum),
                                 ("meanall", "torch.aten.mean", dt, torch.mean),
                                 ("prodall", "torch.aten.prod", sum_dt, torch.prod)):
            if name == "meanall" and not isf:
                continue
            y = x if name != "prodall" else (rnd([3, 4], dt, 0.5, 1.5) if isf else irnd([3, 4], dt, -3, 4))
            tol = {"f16": "max,rtol=4e-3,atol=1e-6", "bf16": "max,rtol=3e-2,atol=1e-6", "f32": "max,rtol=1e-6,atol=1e-7"}.get(dt, "elem")
            for tag, z in (("", y), ("_row", y.reshape(-1)[:10].clone())):
                one("reduce.mlir", "%s%s_%s" % (name, tag, dt), op, dt, [z],
                    lambda fn, a, op=op, rdt=rdt: fn.op(op, a + [fn.none()], T([], rdt)),
                    lambda z, f=f: via_f32(f, z), tol)
    # empty dims: a sum is 0, a mean NaN, amax an error (torch raises)
    e = torch.zeros([2, 0], dtype=torch.float32)
    one("reduce.mlir", "sum_empty_f32", "torch.aten.sum.dim_IntList", "f32", [e],
        lambda fn, a: fn.op("torch.aten.sum.dim_IntList", a + [fn.ints([1]), fn.bool(False), fn.none()],
                            T([2], "f32")), lambda x: x.sum(1))
    one("reduce.mlir", "mean_empty_f32", "torch.aten.mean.dim", "f32", [e],
        lambda fn, a: fn.op("torch.aten.mean.dim", a + [fn.ints([1]), fn.bool(False), fn.none()],
                            T([2], "f32")), lambda x: x.mean(1))
    one("reduce.mlir", "amax_empty_f32", "torch.aten.amax", "f32", [e],
        lambda fn, a: fn.op("torch.aten.amax", a + [fn.ints([1]), fn.bool(False)], T([2], "f32")),
        "error", "error")


def softmax_family():
    for dt in FLOATS:
        x = rnd([3, 4, 8], dt, -4, 4)
        x[0, 0, 3] = NAN
        x[0, 1, :] = -INF          # all -inf: NaN, as in torch
        x[0, 2, 5] = INF           # one inf: NaN
        x[1, 0, 2] = -INF
        x[1, 1, :] = 30.0 if dt != "f32" else 1e30  # equal large values
        for name, op in (("softmax", "torch.aten.softmax.int"), ("_softmax", "torch.aten._softmax")):
            for axis in (-1, 1):
                def build(fn, a, op=op, axis=axis):
                    last = fn.none() if op.endswith("int") else fn.bool(False)
                    return fn.op(op, a + [fn.int(axis), last], T([3, 4, 8], dt))
                tol = {"f16": "elem,rtol=2e-3,atol=1e-5", "bf16": "elem,rtol=1.6e-2,atol=1e-5", "f32": "elem,rtol=4e-6,atol=1e-12"}[dt]
                one("softmax.mlir", "%s_a%s_%s" % (name.strip("_") + ("_" if name[0] == "_" else ""),
                                                   str(axis).replace("-", "m"), dt),
                    op, dt, [x], build, lambda x, axis=axis: via_f32(lambda y: torch.softmax(y, axis), x), tol)


def log_softmax_family():
    for dt in FLOATS:
        x = rnd([3, 4, 8], dt, -4, 4, 70)
        x[0, 0, 3] = NAN
        x[0, 1, :] = -INF          # all -inf: NaN, as in torch
        x[1, 0, 2] = -INF          # one -inf: -inf there
        x[1, 2, 1] = 60.0          # the others' probabilities underflow f32 softmax: finite logs
        tol = {"f16": "elem,rtol=2e-3,atol=1e-3", "bf16": "elem,rtol=1.6e-2,atol=1e-2",
               "f32": "elem,rtol=4e-6,atol=1e-6"}[dt]
        for name, op in (("log_softmax", "torch.aten.log_softmax.int"), ("_log_softmax", "torch.aten._log_softmax")):
            for axis in (-1, 1):
                def build(fn, a, op=op, axis=axis):
                    last = fn.none() if op.endswith("int") else fn.bool(False)
                    return fn.op(op, a + [fn.int(axis), last], T([3, 4, 8], dt))
                one("softmax.mlir", "%s_a%s_%s" % (name, str(axis).replace("-", "m"), dt), op, dt, [x], build,
                    lambda x, axis=axis: via_f32(lambda y: torch.log_softmax(y, axis), x), tol)


def norm_family():
    for dt in FLOATS:
        x = rnd([4, 16], dt, -3, 3)
        x[1] = x[1] * 300 if dt != "bf16" else x[1]  # squares overflow f16 intermediates
        x[2, 3] = NAN
        w = rnd([16], dt, 0.5, 1.5, seed=1)
        b = rnd([16], dt, -0.5, 0.5, seed=2)
        tol = {"f16": "max,rtol=4e-3,atol=1e-4", "bf16": "max,rtol=3e-2,atol=1e-3", "f32": "max,rtol=1e-5,atol=1e-6"}[dt]
        one("norm.mlir", "layer_norm_%s" % dt, "torch.aten.layer_norm", dt, [x, w, b],
            lambda fn, a: fn.op("torch.aten.layer_norm",
                                [a[0], fn.ints([16]), a[1], a[2], fn.float(1e-5), fn.bool(True)],
                                T([4, 16], dt)),
            lambda x, w, b: via_f32(lambda x, w, b: F.layer_norm(x, [16], w, b, 1e-5), x, w, b), tol)
        one("norm.mlir", "layer_norm_nw_%s" % dt, "torch.aten.layer_norm", dt, [x],
            lambda fn, a: fn.op("torch.aten.layer_norm",
                                [a[0], fn.ints([16]), fn.none(), fn.none(), fn.float(1e-5), fn.bool(True)],
                                T([4, 16], dt)),
            lambda x: via_f32(lambda x: F.layer_norm(x, [16], None, None, 1e-5), x), tol)
        fn = Fn("native_layer_norm_%s" % dt)
        a = [fn.arg([4, 16], dt), fn.arg([16], dt), fn.arg([16], dt)]
        rs = fn.op("torch.aten.native_layer_norm", [a[0], fn.ints([16]), a[1], a[2], fn.float(1e-5)],
                   [T([4, 16], dt), T([4, 1], dt), T([4, 1], dt)])
        exp = via_f32(lambda x, w, b: torch.native_layer_norm(x, [16], w, b, 1e-5), x, w, b)
        emit("norm.mlir", fn, rs, [x, w, b],
             [Case(fn.name + ".%d" % i, "torch.aten.native_layer_norm", dt, tol) for i in range(3)],
             list(exp))
        fn = Fn("var_mean_%s" % dt)
        a = [fn.arg([4, 16], dt)]
        rs = fn.op("torch.aten.var_mean.correction", a + [fn.ints([1]), fn.int(1), fn.bool(True)],
                   [T([4, 1], dt), T([4, 1], dt)])
        exp = via_f32(lambda x: torch.var_mean(x, [1], unbiased=True, keepdim=True), x)
        emit("norm.mlir", fn, rs, [x],
             [Case(fn.name + ".%d" % i, "torch.aten.var_mean.correction", dt, tol) for i in range(2)],
             list(exp))
        one("norm.mlir", "var_%s" % dt, "torch.aten.var.correction", dt, [x],
            lambda fn, a: fn.op("torch.aten.var.correction", a + [fn.ints([0, 1]), fn.int(0), fn.bool(False)],
                                T([], dt)),
            lambda x: via_f32(lambda y: torch.var(y, [0, 1], unbiased=False), x), tol)


#
# Contractions and attention
#
def baddbmm_defined(c, a, b, beta, alpha):
    """torch.baddbmm as torch documents it: with beta = 0 the input is
    ignored. torch 1.13's CPU kernel gave NaN at an element no NaN of its
    operands reaches in one of two runs here (and not when called alone),
    so that case is the documented product."""
    if beta == 0:
        return alpha * torch.bmm(a, b)
    return torch.baddbmm(c, a, b, beta=beta, alpha=alpha)


def matmul_family():
    for dt in FLOATS + ("si64",):
        isf = dt != "si64"
        R = (lambda s, seed: rnd(s, dt, -2, 2, seed)) if isf else (lambda s, seed: irnd(s, dt, -5, 6, seed))
        tol = {"f16": "max,rtol=4e-3,atol=1e-4", "bf16": "max,rtol=3e-2,atol=1e-3", "f32": "max,rtol=1e-6,atol=1e-6"}.get(dt, "elem")
        a, b = R([5, 7], 1), R([7, 3], 2)
        if isf:
            a[4, 2] = NAN
        mm = lambda a, b: via_f32(torch.matmul, a, b)
        one("matmul.mlir", "mm_%s" % dt, "torch.aten.mm", dt, [a, b],
            lambda fn, x: fn.op("torch.aten.mm", x, T([5, 3], dt)), mm, tol)
        a3 = R([2, 5, 7], 3)
        one("matmul.mlir", "matmul_3d2d_%s" % dt, "torch.aten.matmul", dt, [a3, b],
            lambda fn, x: fn.op("torch.aten.matmul", x, T([2, 5, 3], dt)), mm, tol)
        b3 = R([2, 7, 3], 4)
        one("matmul.mlir", "matmul_3d3d_%s" % dt, "torch.aten.matmul", dt, [a3, b3],
            lambda fn, x: fn.op("torch.aten.matmul", x, T([2, 5, 3], dt)), mm, tol)
        one("matmul.mlir", "bmm_%s" % dt, "torch.aten.bmm", dt, [a3, b3],
            lambda fn, x: fn.op("torch.aten.bmm", x, T([2, 5, 3], dt)), mm, tol)
        w, bias = R([3, 7], 5), R([3], 6)
        one("matmul.mlir", "linear_%s" % dt, "torch.aten.linear", dt, [a3, w, bias],
            lambda fn, x: fn.op("torch.aten.linear", x, T([2, 5, 3], dt)),
            lambda x, w, b: via_f32(F.linear, x, w, b), tol)
        one("matmul.mlir", "linear_nobias_%s" % dt, "torch.aten.linear", dt, [a3, w],
            lambda fn, x: fn.op("torch.aten.linear", x + [fn.none()], T([2, 5, 3], dt)),
            lambda x, w: via_f32(F.linear, x, w), tol)
        for beta, alpha in ((1, 1), (0.5, 2.0), (0, 1)) if isf else ((1, 1), (0, 1), (2, 3)):
            c = R([3], 7)
            if isf and beta == 0:
                c[1] = NAN  # ignored: beta = 0
                c[2] = INF
            tag = ("b%sa%s" % (beta, alpha)).replace(".", "p")
            one("matmul.mlir", "addmm_%s_%s" % (tag, dt), "torch.aten.addmm", dt, [c, a, b],
                lambda fn, x, beta=beta, alpha=alpha: fn.op(
                    "torch.aten.addmm", x + [fn.scalar(beta), fn.scalar(alpha)], T([5, 3], dt)),
                lambda c, a, b, beta=beta, alpha=alpha: via_f32(
                    lambda c, a, b: torch.addmm(c, a, b, beta=beta, alpha=alpha), c, a, b), tol)
        # baddbmm: the bias broadcast over the batch ([5, 3]) or one per batch
        for beta, alpha, cs in ((1, 1, [5, 3]), (0.5, 2.0, [2, 5, 3]), (0, 1, [3])) if isf else (
                (1, 1, [5, 3]), (2, 3, [2, 5, 3])):
            c = R(cs, 12)
            if isf and beta == 0:
                c[1] = NAN  # ignored: beta = 0
            tag = ("b%sa%s" % (beta, alpha)).replace(".", "p")
            one("matmul.mlir", "baddbmm_%s_%s" % (tag, dt), "torch.aten.baddbmm", dt, [c, a3, b3],
                lambda fn, x, beta=beta, alpha=alpha: fn.op(
                    "torch.aten.baddbmm", x + [fn.scalar(beta), fn.scalar(alpha)], T([2, 5, 3], dt)),
                lambda c, a, b, beta=beta, alpha=alpha: via_f32(baddbmm_defined, c, a, b, beta, alpha),
                tol)
        if isf:
            a0, b0 = R([3, 0], 8), R([0, 4], 9)
            one("matmul.mlir", "mm_k0_%s" % dt, "torch.aten.mm", dt, [a0, b0],
                lambda fn, x: fn.op("torch.aten.mm", x, T([3, 4], dt)), mm)


    # Integer matmul: i8 x i8 wraps to i8 (torch.mm); _int_mm sums in i32
    # (torch >= 2.1 has it; 1.13 has not: its definition is the mm below).
    a8, b8 = irnd([3, 300], "si8", -128, 128, 10), irnd([300, 2], "si8", -128, 128, 11)
    one("matmul.mlir", "mm_si8", "torch.aten.mm", "si8", [a8, b8],
        lambda fn, x: fn.op("torch.aten.mm", x, T([3, 2], "si8")), torch.mm)
    one("matmul.mlir", "int_mm_si8", "torch.aten._int_mm", "si8", [a8, b8],
        lambda fn, x: fn.op("torch.aten._int_mm", x, T([3, 2], "si32")),
        lambda a, b: torch.mm(a.to(torch.int32), b.to(torch.int32)))


def sdpa(q, k, v, mask=None, causal=False, scale=None):
    """scaled_dot_product_attention by its definition (torch >= 2.0)."""
    ct = torch.float64 if q.dtype == torch.float64 else torch.float32
    q, k, v = q.to(ct), k.to(ct), v.to(ct)
    s = 1 / math.sqrt(q.shape[-1]) if scale is None else scale
    w = q @ k.transpose(-2, -1) * s
    if causal:
        L, S = w.shape[-2], w.shape[-1]
        w = w.masked_fill(torch.ones(L, S, dtype=torch.bool).triu(1), -INF)
    if mask is not None:
        w = w.masked_fill(~mask, -INF) if mask.dtype == torch.bool else w + mask.to(ct)
    return torch.softmax(w, -1) @ v


def attention_family():
    for dt in FLOATS:
        q, k, v = rnd([1, 2, 5, 8], dt, -1, 1, 1), rnd([1, 2, 5, 8], dt, -1, 1, 2), rnd([1, 2, 5, 8], dt, -1, 1, 3)
        tol = {"f16": "max,rtol=4e-3,atol=1e-3", "bf16": "max,rtol=3e-2,atol=1e-2", "f32": "max,rtol=1e-5,atol=1e-6"}[dt]
        ty = T([1, 2, 5, 8], dt)
        OP = "torch.aten.scaled_dot_product_attention"

        def sd(fn, a, mask=None, causal=False, scale=None):
            ops = a[:3] + [mask if mask else fn.none(), fn.float(0.0), fn.bool(causal),
                           fn.float(scale) if scale is not None else fn.none()]
            return fn.op(OP, ops, ty)
        one("attention.mlir", "sdpa_%s" % dt, OP, dt, [q, k, v], lambda fn, a: sd(fn, a),
            lambda q, k, v: sdpa(q, k, v).to(q.dtype), tol)
        one("attention.mlir", "sdpa_causal_%s" % dt, OP, dt, [q, k, v],
            lambda fn, a: sd(fn, a, causal=True),
            lambda q, k, v: sdpa(q, k, v, causal=True).to(q.dtype), tol)
        for scale in (0.0, 0.3):
            one("attention.mlir", "sdpa_scale%s_%s" % (str(scale).replace(".", "p"), dt), OP, dt, [q, k, v],
                lambda fn, a, scale=scale: sd(fn, a, scale=scale),
                lambda q, k, v, scale=scale: sdpa(q, k, v, scale=scale).to(q.dtype), tol)
        bm = torch.rand([1, 1, 5, 5], generator=torch.Generator().manual_seed(4)) > 0.4
        bm[..., 0] = True  # every query attends to something
        one("attention.mlir", "sdpa_boolmask_%s" % dt, OP, dt, [q, k, v, bm],
            lambda fn, a: sd(fn, a, mask=a[3]),
            lambda q, k, v, m: sdpa(q, k, v, mask=m).to(q.dtype), tol)
        fm = rnd([1, 1, 5, 5], dt, -2, 0, 5)
        fm[0, 0, 1, 3] = -INF
        one("attention.mlir", "sdpa_floatmask_%s" % dt, OP, dt, [q, k, v, fm],
            lambda fn, a: sd(fn, a, mask=a[3]),
            lambda q, k, v, m: sdpa(q, k, v, mask=m).to(q.dtype), tol)
        k6, v6 = rnd([1, 2, 6, 8], dt, -1, 1, 6), rnd([1, 2, 6, 4], dt, -1, 1, 7)
        one("attention.mlir", "sdpa_l5s6e4_%s" % dt, OP, dt, [q, k6, v6],
            lambda fn, a: fn.op(OP, a + [fn.none(), fn.float(0.0), fn.bool(False), fn.none()],
                                T([1, 2, 5, 4], dt)),
            lambda q, k, v: sdpa(q, k, v).to(q.dtype), tol)
        # the CPU flash form torch.export writes (its logsumexp result unused)
        fn = Fn("flash_%s" % dt)
        a = [fn.arg([1, 2, 5, 8], dt) for _ in range(3)]
        rs = fn.operator("torch.aten._scaled_dot_product_flash_attention_for_cpu",
                         a + [fn.float(0.0), fn.bool(True), fn.none(), fn.none()],
                         [ty, T([1, 2, 5], "f32")])
        emit("attention.mlir", fn, [rs[0]], [q, k, v],
             [Case(fn.name, "torch.aten._scaled_dot_product_flash_attention_for_cpu", dt, tol)],
             [sdpa(q, k, v, causal=True).to(q.dtype)])


#
# Views, data movement, indexing, creation
#
def views_family():
    for dt in ("f32", "si64", "f16"):
        x = rnd([4, 6], dt) if dt != "si64" else torch.tensor(I64_EDGE + I64_EDGE[:8]).reshape(4, 6)
        if dt == "f32":
            x[0, 0], x[0, 1] = NAN, -0.0
        V = "views.mlir"
        cases = [
            ("view", "torch.aten.view", lambda fn, a: fn.op("torch.aten.view", a + [fn.ints([3, 8])], T([3, 8], dt)),
             lambda x: x.view(3, 8)),
            ("view_m1", "torch.aten.view", lambda fn, a: fn.op("torch.aten.view", a + [fn.ints([-1, 12])], T([2, 12], dt)),
             lambda x: x.view(-1, 12)),
            ("reshape", "torch.aten.reshape", lambda fn, a: fn.op("torch.aten.reshape", a + [fn.ints([24])], T([24], dt)),
             lambda x: x.reshape(24)),
            ("unsafe_view", "torch.aten._unsafe_view",
             lambda fn, a: fn.op("torch.aten._unsafe_view", a + [fn.ints([2, 2, 6])], T([2, 2, 6], dt)),
             lambda x: x.reshape(2, 2, 6)),
            ("unsqueeze", "torch.aten.unsqueeze", lambda fn, a: fn.op("torch.aten.unsqueeze", a + [fn.int(1)], T([4, 1, 6], dt)),
             lambda x: x.unsqueeze(1)),
            ("flatten", "torch.aten.flatten.using_ints",
             lambda fn, a: fn.op("torch.aten.flatten.using_ints", a + [fn.int(0), fn.int(1)], T([24], dt)),
             lambda x: x.flatten()),
            ("transpose", "torch.aten.transpose.int",
             lambda fn, a: fn.op("torch.aten.transpose.int", a + [fn.int(0), fn.int(1)], T([6, 4], dt)),
             lambda x: x.t()),
            ("t", "torch.aten.t", lambda fn, a: fn.op("torch.aten.t", a, T([6, 4], dt)), lambda x: x.t()),
            ("slice", "torch.aten.slice.Tensor",
             lambda fn, a: fn.op("torch.aten.slice.Tensor", a + [fn.int(1), fn.int(1), fn.int(2**63 - 1), fn.int(2)],
                                 T([4, 3], dt)), lambda x: x[:, 1::2]),
            ("slice_neg", "torch.aten.slice.Tensor",
             lambda fn, a: fn.op("torch.aten.slice.Tensor", a + [fn.int(0), fn.int(-3), fn.int(-1), fn.int(1)],
                                 T([2, 6], dt)), lambda x: x[-3:-1]),
            ("select", "torch.aten.select.int",
             lambda fn, a: fn.op("torch.aten.select.int", a + [fn.int(1), fn.int(-2)], T([4], dt)),
             lambda x: x[:, -2]),
            ("expand", "torch.aten.expand",
             lambda fn, a: fn.op("torch.aten.expand", [fn.op("torch.aten.unsqueeze", a + [fn.int(0)], T([1, 4, 6], dt)),
                                                      fn.ints([3, -1, -1]), fn.bool(False)], T([3, 4, 6], dt)),
             lambda x: x.unsqueeze(0).expand(3, -1, -1)),
            ("repeat", "torch.aten.repeat",
             lambda fn, a: fn.op("torch.aten.repeat", a + [fn.ints([2, 1, 2])], T([2, 4, 12], dt)),
             lambda x: x.repeat(2, 1, 2)),
            ("clone", "torch.aten.clone", lambda fn, a: fn.op("torch.aten.clone", a + [fn.none()], T([4, 6], dt)),
             lambda x: x.clone()),
            ("contiguous", "torch.aten.contiguous",
             lambda fn, a: fn.op("torch.aten.contiguous", a + [fn.int(0)], T([4, 6], dt)), lambda x: x.clone()),
            ("detach", "torch.aten.detach", lambda fn, a: fn.op("torch.aten.detach", a, T([4, 6], dt)),
             lambda x: x.clone()),
            ("alias", "torch.aten.alias", lambda fn, a: fn.op("torch.aten.alias", a, T([4, 6], dt)),
             lambda x: x.clone()),
            ("flip", "torch.aten.flip", lambda fn, a: fn.op("torch.aten.flip", a + [fn.ints([0, -1])], T([4, 6], dt)),
             lambda x: x.flip(0, 1)),
            ("flip_last", "torch.aten.flip", lambda fn, a: fn.op("torch.aten.flip", a + [fn.ints([1])], T([4, 6], dt)),
             lambda x: x.flip(1)),
        ]
        for name, op, build, ref in cases:
            one(V, "%s_%s" % (name, dt), op, dt, [x], build, ref)
        y = x.reshape(4, 1, 6)
        one(V, "squeeze_%s" % dt, "torch.aten.squeeze", dt, [y],
            lambda fn, a: fn.op("torch.aten.squeeze", a, T([4, 6], dt)), lambda y: y.squeeze())
        one(V, "squeeze_dim_%s" % dt, "torch.aten.squeeze.dim", dt, [y],
            lambda fn, a: fn.op("torch.aten.squeeze.dim", a + [fn.int(1)], T([4, 6], dt)), lambda y: y.squeeze(1))
        z = x.reshape(2, 3, 4)
        for axis in (0, 1, -1):
            one(V, "stack_a%s_%s" % (str(axis).replace("-", "m"), dt), "torch.aten.stack", dt, [x, x.flip(0)],
                lambda fn, a, axis=axis: fn.op("torch.aten.stack", [fn.list(a, "!torch.list<vtensor>"), fn.int(axis)],
                                               T(list(torch.stack([x, x], axis).shape), dt)),
                lambda x, y, axis=axis: torch.stack([x, y], axis))
        one(V, "permute_%s" % dt, "torch.aten.permute", dt, [z],
            lambda fn, a: fn.op("torch.aten.permute", a + [fn.ints([2, 0, 1])], T([4, 2, 3], dt)),
            lambda z: z.permute(2, 0, 1))
        for axis, ins, shp in ((0, [x, x[:2].clone(), x[2:].clone()], [8, 6]),
                               (-1, [x, x[:, :3].clone(), x[:, :6].clone()], [4, 15])):
            one(V, "cat_a%s_%s" % (str(axis).replace("-", "m"), dt), "torch.aten.cat", dt, ins,
                lambda fn, a, axis=axis, shp=shp: fn.op(
                    "torch.aten.cat", [fn.list(a, "!torch.list<vtensor>"), fn.int(axis)], T(shp, dt)),
                lambda *ts, axis=axis: torch.cat(ts, axis))


def index_family():
    for dt in ("f32", "si64", "bf16"):
        w = rnd([10, 4], dt) if dt != "si64" else irnd([10, 4], dt, -2**40, 2**40)
        idx = torch.tensor([[0, 9, 3], [-1, 2, 2]]) % 10
        one("index.mlir", "embedding_%s" % dt, "torch.aten.embedding", dt, [w, idx],
            lambda fn, a: fn.op("torch.aten.embedding", a + [fn.int(-1), fn.bool(False), fn.bool(False)],
                                T([2, 3, 4], dt)), lambda w, i: F.embedding(i, w))
        i1 = torch.tensor([4, 9, 0])  # torch raises for -1 (tests/e2e/index_errors.sh)
        one("index.mlir", "index_select_%s" % dt, "torch.aten.index_select", dt, [w, i1],
            lambda fn, a: fn.op("torch.aten.index_select", [a[0], fn.int(0), a[1]], T([3, 4], dt)),
            lambda w, i: torch.index_select(w, 0, i))
        ig = torch.tensor([[0, 3], [2, 2], [1, 0], [3, 3], [0, 1]])
        x = w[:5]
        one("index.mlir", "gather_%s" % dt, "torch.aten.gather", dt, [x.clone(), ig],
            lambda fn, a: fn.op("torch.aten.gather", [a[0], fn.int(1), a[1], fn.bool(False)], T([5, 2], dt)),
            lambda x, i: torch.gather(x, 1, i))
        ii = torch.tensor([1, -2, 0])
        one("index.mlir", "index_%s" % dt, "torch.aten.index.Tensor", dt, [w, ii],
            lambda fn, a: fn.op("torch.aten.index.Tensor",
                                [a[0], fn.list([a[1]], "!torch.list<optional<vtensor>>")], T([3, 4], dt)),
            lambda w, i: w[i])
        ij = torch.tensor([3, 0])
        one("index.mlir", "index_none_%s" % dt, "torch.aten.index.Tensor", dt, [w, ij],
            lambda fn, a: fn.op("torch.aten.index.Tensor",
                                [a[0], fn.list([fn.none(), a[1]], "!torch.list<optional<vtensor>>")], T([10, 2], dt)),
            lambda w, i: w[:, i])
        vals = rnd([3, 4], dt, seed=9) if dt != "si64" else irnd([3, 4], dt, seed=9)
        ip = torch.tensor([7, 1, 4])
        for acc in (False, True):
            ipp = ip if not acc else torch.tensor([7, 1, 7])
            one("index.mlir", "index_put_%s%s" % ("acc_" if acc else "", dt), "torch.aten.index_put", dt,
                [w, ipp, vals],
                lambda fn, a, acc=acc: fn.op("torch.aten.index_put",
                                             [a[0], fn.list([a[1]], "!torch.list<optional<vtensor>>"), a[2],
                                              fn.bool(acc)], T([10, 4], dt)),
                lambda w, i, v, acc=acc: w.index_put((i,), v, accumulate=acc))


def creation_family():
    C = "create.mlir"
    for dt in ("f32", "si64", "f16", "i1"):
        ty = T([2, 3], dt)
        st = SCALAR_TYPE[dt]
        val = {"f32": 2.5, "si64": -7, "f16": 70000.0, "i1": True}[dt]

        def dev(fn):
            return [fn.none(), fn.device(), fn.bool(False)]
        one(C, "full_%s" % dt, "torch.aten.full", dt, [],
            lambda fn, a, val=val, st=st, ty=ty: fn.op("torch.aten.full", [fn.ints([2, 3]), fn.scalar(val), fn.int(st)] + dev(fn), ty),
            lambda val=val, dt=dt: torch.full([2, 3], val, dtype=torch.float64).to(DTYPES[dt]))
        one(C, "zeros_%s" % dt, "torch.aten.zeros", dt, [],
            lambda fn, a, st=st, ty=ty: fn.op("torch.aten.zeros", [fn.ints([2, 3]), fn.int(st)] + dev(fn), ty),
            lambda dt=dt: torch.zeros([2, 3], dtype=DTYPES[dt]))
        one(C, "ones_%s" % dt, "torch.aten.ones", dt, [],
            lambda fn, a, st=st, ty=ty: fn.op("torch.aten.ones", [fn.ints([2, 3]), fn.int(st)] + dev(fn), ty),
            lambda dt=dt: torch.ones([2, 3], dtype=DTYPES[dt]))
        x = rnd([2, 3], dt) if dt in FLOATS else (irnd([2, 3], dt) if dt != "i1" else torch.tensor([[True, False, True]] * 2))
        for name, op, extra, f in (("zeros_like", "torch.aten.zeros_like", None, torch.zeros_like),
                                   ("ones_like", "torch.aten.ones_like", None, torch.ones_like),
                                   ("full_like", "torch.aten.full_like", val, lambda x, v=val: torch.full_like(x, v)),
                                   ("fill", "torch.aten.fill.Scalar", val, lambda x, v=val: torch.full_like(x, v))):
            def build(fn, a, op=op, extra=extra, ty=ty):
                ops = a + ([fn.scalar(extra)] if extra is not None else [])
                if op != "torch.aten.fill.Scalar":
                    ops += [fn.none(), fn.none(), fn.none(), fn.bool(False), fn.none()]
                return fn.op(op, ops, ty)
            ref = f if not (dt == "f16" and extra is not None) else (lambda x: torch.full([2, 3], 70000.0).to(torch.float16))
            one(C, "%s_%s" % (name, dt), op, dt, [x], build, ref)
    one(C, "full_neginf_f32", "torch.aten.full", "f32", [],
        lambda fn, a: fn.op("torch.aten.full", [fn.ints([4]), fn.float(-INF), fn.int(6), fn.none(), fn.device(),
                                                fn.bool(False)], T([4], "f32")),
        lambda: torch.full([4], -INF))
    for val, dt in ((2.5, "f32"), (3, "si64"), (-0.0, "f32")):
        one(C, "scalar_tensor_%s_%s" % (dt, ("%g" % val).replace("-", "m").replace(".", "p")),
            "torch.aten.scalar_tensor", dt, [],
            lambda fn, a, val=val, dt=dt: fn.op("torch.aten.scalar_tensor",
                                                [fn.scalar(val), fn.int(SCALAR_TYPE[dt]), fn.none(), fn.device(), fn.none()],
                                                T([], dt)),
            lambda val=val, dt=dt: torch.scalar_tensor(val, dtype=DTYPES[dt]))
    for name, op, args, dt, ref in (
            ("arange", "torch.aten.arange", [10], "si64", torch.arange(10)),
            ("arange_f32", "torch.aten.arange", [5], "f32", torch.arange(5, dtype=torch.float32)),
            ("arange_start", "torch.aten.arange.start", [-3, 4], "si64", torch.arange(-3, 4)),
            ("arange_start_step", "torch.aten.arange.start_step", [0, 10, 3], "si64", torch.arange(0, 10, 3))):
        n = ref.shape[0]
        one(C, name, op, dt, [],
            lambda fn, a, op=op, args=args, dt=dt, n=n: fn.op(
                op, [fn.int(v) for v in args] + [fn.int(SCALAR_TYPE[dt]) if dt != "si64" else fn.none(),
                                                 fn.none(), fn.device(), fn.bool(False)], T([n], dt)),
            lambda ref=ref: ref)
    # literals: dense (integers above 2^53 exactly) and splat
    for dt, vals in (("f32", [1.5, -0.0, 3.25, 1e-3, 65504.0, -2.0]),
                     ("si64", [2**53 + 1, -(2**63), 2**63 - 1, 0, -1, 7])):
        fn = Fn("literal_%s" % dt)
        rows = [", ".join((repr(x) if dt == "si64" else "%.9e" % x) for x in vals[i * 3:i * 3 + 3])
                for i in range(2)]
        fn.lines.append("%%lit = torch.vtensor.literal(dense<[[%s], [%s]]> : tensor<2x3x%s>) : %s" % (
            rows[0], rows[1], IREE[dt], T([2, 3], dt)))
        emit(C, fn, [("%lit", T([2, 3], dt))], [], [Case(fn.name, "torch.vtensor.literal", dt)],
             [torch.tensor(vals, dtype=DTYPES[dt]).reshape(2, 3)])
    fn = Fn("literal_splat_f32")
    fn.lines.append("%%lit = torch.vtensor.literal(dense<-2.500000e+00> : tensor<3xf32>) : %s" % T([3], "f32"))
    emit(C, fn, [("%lit", T([3], "f32"))], [], [Case(fn.name, "torch.vtensor.literal", "f32")],
         [torch.full([3], -2.5)])


#
# The examples of issue 14, each a case of its own
#
def issue14_family():
    I = "issue14.mlir"
    # 2: a non-finite scalar constant (torch-mlir prints -inf as bits)
    x = rnd([2, 8], "f32")
    one(I, "i14_2_neginf_const", "torch.aten.add.Scalar", "f32", [x],
        lambda fn, a: fn.op("torch.aten.add.Scalar", a + [fn.float(-INF), fn.int(1)], T([2, 8], "f32")),
        lambda x: x + (-INF))
    one(I, "i14_2_nan_const", "torch.aten.mul.Scalar", "f32", [x],
        lambda fn, a: fn.op("torch.aten.mul.Scalar", a + [fn.float(NAN)], T([2, 8], "f32")),
        lambda x: x * NAN)
    # 3: reductions in their dtype: int32 sum as int64, amax of int32, f64 sum
    xi = torch.tensor([[2**31 - 1, 2**31 - 1, 5, -3, 16777217, 1, 0, 0]], dtype=torch.int32)
    one(I, "i14_3_sum_si32", "torch.aten.sum.dim_IntList", "si32", [xi],
        lambda fn, a: fn.op("torch.aten.sum.dim_IntList", a + [fn.ints([1]), fn.bool(False), fn.none()],
                            T([1], "si64")), lambda x: x.sum(1))
    xa = torch.tensor([[16777217, 16777216, -5, 3, 0, 1, 2, 7]], dtype=torch.int32)
    one(I, "i14_3_amax_si32", "torch.aten.amax", "si32", [xa],
        lambda fn, a: fn.op("torch.aten.amax", a + [fn.ints([1]), fn.bool(False)], T([1], "si32")),
        lambda x: x.amax(1))
    xd = torch.tensor([[1.0, 1e-10, 2e-10, 3e-10, 1e-12, 0.1, 0.2, 0.3]], dtype=torch.float64)
    one(I, "i14_3_sum_f64", "torch.aten.sum.dim_IntList", "f64", [xd],
        lambda fn, a: fn.op("torch.aten.sum.dim_IntList", a + [fn.ints([1]), fn.bool(False), fn.none()],
                            T([1], "f64")), lambda x: x.sum(1), "max,rtol=1e-15,atol=1e-15")
    # 4: integer comparisons are exact
    a = torch.tensor([2**53 + 1, 2**62 + 1, -(2**53) - 1])
    b = torch.tensor([2**53, 2**62, -(2**53)])
    for n, f in (("eq", torch.eq), ("lt", torch.lt), ("ne", torch.ne)):
        one(I, "i14_4_%s_si64" % n, "torch.aten.%s.Tensor" % n, "si64", [a, b],
            lambda fn, x, n=n: fn.op("torch.aten.%s.Tensor" % n, x, T([3], "i1")), f)
    # 5: NaN propagates
    p = torch.tensor([NAN, 1.0, NAN, -0.0])
    q = torch.tensor([1.0, NAN, NAN, 0.0])
    for n, f in (("maximum", torch.maximum), ("minimum", torch.minimum)):
        one(I, "i14_5_%s" % n, "torch.aten." + n, "f32", [p, q],
            lambda fn, x, n=n: fn.op("torch.aten." + n, x, T([4], "f32")), f, "elem,zeros")
    r = torch.tensor([[1.0, NAN, 3.0], [-1.0, -2.0, -3.0]])
    for n in ("amax", "amin"):
        one(I, "i14_5_%s" % n, "torch.aten." + n, "f32", [r],
            lambda fn, x, n=n: fn.op("torch.aten." + n, x + [fn.ints([1]), fn.bool(False)], T([2], "f32")),
            lambda x, n=n: getattr(torch, n)(x, 1))
    one(I, "i14_5_relu", "torch.aten.relu", "f32", [p],
        lambda fn, x: fn.op("torch.aten.relu", x, T([4], "f32")), torch.relu)
    # 6: bitwise ops are bitwise
    s = torch.tensor([7, 5, -1, 12])
    t = torch.tensor([3, 3, 6, 10])
    one(I, "i14_6_bitwise_and", "torch.aten.bitwise_and.Tensor", "si64", [s, t],
        lambda fn, x: fn.op("torch.aten.bitwise_and.Tensor", x, T([4], "si64")), torch.bitwise_and)
    one(I, "i14_6_bitwise_not", "torch.aten.bitwise_not", "si64", [s],
        lambda fn, x: fn.op("torch.aten.bitwise_not", x, T([4], "si64")), torch.bitwise_not)
    # 7: an explicit scale 0.0 is 0.0
    q4, k4, v4 = rnd([1, 1, 3, 4], "f32", seed=1), rnd([1, 1, 3, 4], "f32", seed=2), rnd([1, 1, 3, 4], "f32", seed=3)
    one(I, "i14_7_sdpa_scale0", "torch.aten.scaled_dot_product_attention", "f32", [q4, k4, v4],
        lambda fn, a: fn.op("torch.aten.scaled_dot_product_attention",
                            a + [fn.none(), fn.float(0.0), fn.bool(False), fn.float(0.0)], T([1, 1, 3, 4], "f32")),
        lambda q, k, v: sdpa(q, k, v, scale=0.0), "max,rtol=1e-6,atol=1e-7")
    # 8: addmm with beta = 0 ignores the bias
    m1, m2 = rnd([2, 3], "f32", seed=4), rnd([3, 2], "f32", seed=5)
    bias = torch.tensor([NAN, INF])
    one(I, "i14_8_addmm_beta0", "torch.aten.addmm", "f32", [bias, m1, m2],
        lambda fn, a: fn.op("torch.aten.addmm", a + [fn.int(0), fn.int(1)], T([2, 2], "f32")),
        lambda c, a, b: torch.addmm(c, a, b, beta=0), "max,rtol=1e-6,atol=1e-7")
    # 10: float floor_divide / remainder as torch computes them
    fa = torch.tensor([-7.5, 7.5, -0.0, 1e30, 5.0, 0.3, -0.3, 1e-30])
    fb = torch.tensor([2.0, -2.0, 2.0, 3.0, 0.0, 0.1, 0.1, -1.0])
    for n, f, op in (("floor_divide", torch.floor_divide, "floor_divide"), ("remainder", torch.remainder, "remainder.Tensor")):
        one(I, "i14_10_%s" % n, "torch.aten." + op, "f32", [fa, fb],
            lambda fn, x, op=op: fn.op("torch.aten." + op, x, T([8], "f32")),
            lambda a, b, f=f: scalar_path(f, a, b))
    # 11: integer x / 0 and x % 0 are 0 (torch raises: facet's definition)
    ia = torch.tensor([5, -5, 0, 7])
    ib = torch.tensor([0, 0, 0, 2])
    for n, f, op in (("floor_divide", torch.floor_divide, "floor_divide"), ("remainder", torch.remainder, "remainder.Tensor")):
        one(I, "i14_11_%s_by0" % n, "torch.aten." + op, "si64", [ia, ib],
            lambda fn, x, op=op: fn.op("torch.aten." + op, x, T([4], "si64")), lambda a, b, f=f: int_safe(f, a, b))
    # 12: results are of their dtype: overflow and wrap-around
    one(I, "i14_12_f32_to_f16", "torch.prims.convert_element_type", "f32>f16", [torch.tensor([70000.0, -65520.0, 65519.0])],
        lambda fn, a: fn.op("torch.prims.convert_element_type", a + [fn.int(5)], T([3], "f16")),
        lambda x: x.half())
    one(I, "i14_12_exp89_f32", "torch.aten.exp", "f32", [torch.tensor([89.0, 88.0, -104.0])],
        lambda fn, a: fn.op("torch.aten.exp", a, T([3], "f32")), torch.exp)
    h = torch.tensor([65504.0, -65504.0, 1.0], dtype=torch.float16)
    one(I, "i14_12_f16_add", "torch.aten.add.Tensor", "f16", [h, h],
        lambda fn, a: fn.op("torch.aten.add.Tensor", a + [fn.int(1)], T([3], "f16")), torch.add)
    w32 = torch.tensor([2**31 - 1, -2**31, 2**30], dtype=torch.int32)
    one(I, "i14_12_si32_wrap", "torch.aten.add.Tensor", "si32", [w32, w32],
        lambda fn, a: fn.op("torch.aten.add.Tensor", a + [fn.int(1)], T([3], "si32")), torch.add)
    big = torch.tensor([2**53 + 1, 2**62 + 3, -(2**63) + 1])
    one(I, "i14_12_si64_exact", "torch.aten.add.Tensor", "si64", [big, torch.tensor([2, 2, -2])],
        lambda fn, a: fn.op("torch.aten.add.Tensor", a + [fn.int(1)], T([3], "si64")), torch.add)
    # 13: pow(x, +-0.5) is sqrt / rsqrt; -0.0 keeps its sign in f16; exp's
    # subnormal results; a long f32 sum
    z = torch.tensor([-0.0, -INF, 4.0, 0.0, INF])
    for e in (0.5, -0.5):
        one(I, "i14_13_pow_%s" % ("%g" % e).replace("-", "m").replace(".", "p"), "torch.aten.pow.Tensor_Scalar",
            "f32", [z], lambda fn, a, e=e: fn.op("torch.aten.pow.Tensor_Scalar", a + [fn.float(e)], T([5], "f32")),
            lambda x, e=e: torch.pow(x, e))
    one(I, "i14_13_negzero_f16", "torch.prims.convert_element_type", "f32>f16", [torch.tensor([-0.0, 0.0, -1e-9])],
        lambda fn, a: fn.op("torch.prims.convert_element_type", a + [fn.int(5)], T([3], "f16")),
        lambda x: x.half())
    one(I, "i14_13_exp_subnormal", "torch.aten.exp", "f32", [torch.tensor([-100.0, -103.0, -88.0, -87.5])],
        lambda fn, a: fn.op("torch.aten.exp", a, T([4], "f32")), torch.exp)
    long = torch.full([1, 1024], 0.1, dtype=torch.float32)
    long[0, ::2] = 1e4
    one(I, "i14_13_long_sum", "torch.aten.sum.dim_IntList", "f32", [long],
        lambda fn, a: fn.op("torch.aten.sum.dim_IntList", a + [fn.ints([1]), fn.bool(False), fn.none()],
                            T([1], "f32")), lambda x: x.sum(1), "elem,rtol=2e-7,atol=0")


def decomposed_family():
    """Ops the importer decomposes into others: triu (where over two
    aranges), copy (convert and broadcast), slice_scatter (index_put at an
    arange), argmax (max, ==, x != x for NaN, where over an arange, min)."""
    D = "decomposed.mlir"
    for dt in ("f32", "si64", "i1"):
        x = rnd([4, 5], dt) if dt == "f32" else (irnd([4, 5], dt) if dt == "si64" else irnd([4, 5], "si64", 0, 2).bool())
        for k in ((0, 1, -1) if dt == "f32" else (1,)):
            one(D, "triu_%s_k%s" % (dt, str(k).replace("-", "m")), "torch.aten.triu", dt, [x],
                lambda fn, a, k=k, dt=dt: fn.op("torch.aten.triu", a + [fn.int(k)], T([4, 5], dt)),
                lambda x, k=k: torch.triu(x, k))
    b3 = rnd([2, 4, 3], "f32", seed=3)
    one(D, "triu_batch_f32", "torch.aten.triu", "f32", [b3],
        lambda fn, a: fn.op("torch.aten.triu", a + [fn.int(0)], T([2, 4, 3], "f32")), lambda x: torch.triu(x))
    for dt, sdt in (("f32", "f16"), ("f16", "f32"), ("si64", "si64")):
        self_ = rnd([2, 3], dt) if dt != "si64" else irnd([2, 3], dt)
        for shape in ([2, 3], [3], [1, 3]):
            src = rnd(shape, sdt, seed=5) if sdt != "si64" else irnd(shape, sdt, seed=5)
            one(D, "copy_%s_from_%s_%s" % (dt, sdt, "x".join(map(str, shape))), "torch.aten.copy", dt, [self_, src],
                lambda fn, a, dt=dt: fn.op("torch.aten.copy", a + [fn.bool(False)], T([2, 3], dt)),
                lambda s, x: s.clone().copy_(x))
    for dt in ("f32", "f16", "si64"):
        self_ = rnd([5, 6], dt) if dt != "si64" else irnd([5, 6], dt)
        for name, dim, start, end, step, shape in (("d1_step2", 1, 1, 5, 2, [5, 2]), ("d0_tail", 0, 3, None, 1, [2, 6]),
                                                    ("d0_all", 0, 0, 2**63 - 1, 1, [5, 6]), ("dm1_neg", -1, -4, -1, 1, [5, 3])):
            src = rnd(shape, dt, seed=7) if dt != "si64" else irnd(shape, dt, seed=7)
            one(D, "slice_scatter_%s_%s" % (name, dt), "torch.aten.slice_scatter", dt, [self_, src],
                lambda fn, a, dim=dim, start=start, end=end, step=step, dt=dt: fn.op(
                    "torch.aten.slice_scatter", a + [fn.int(dim), fn.int(start), fn.int(end) if end is not None else fn.none(),
                                                     fn.int(step)], T([5, 6], dt)),
                lambda s, x, dim=dim, start=start, end=end, step=step: torch.slice_scatter(s, x, dim, start, end, step))
    for dt in ("f32", "f16", "bf16", "si32", "si64"):
        if dt in FLOATS:
            x = torch.tensor([[1.0, 3.0, 3.0, -1.0, 2.0, 0.0, 3.0], [NAN, 1.0, NAN, 5.0, 5.0, -INF, 0.0],
                              [-INF, -INF, -INF, -INF, -INF, -INF, -INF]], dtype=DTYPES[dt])
        else:
            x = torch.tensor([[1, 3, 3, -1, 2, 0, 3], [7, 1, 7, 5, 5, -9, 0], [-4, -4, -4, -4, -4, -4, -4]],
                             dtype=DTYPES[dt])
        for dim, keep, shape in ((1, False, [3]), (-1, True, [3, 1]), (0, False, [7])):
            one(D, "argmax_d%s%s_%s" % (str(dim).replace("-", "m"), "_keep" if keep else "", dt), "torch.aten.argmax", dt,
                [x], lambda fn, a, dim=dim, keep=keep, shape=shape: fn.op(
                    "torch.aten.argmax", a + [fn.int(dim), fn.bool(keep)], T(shape, "si64")),
                lambda x, dim=dim, keep=keep: torch.argmax(x, dim, keep))


def issue31_family():
    """Issue 31's findings: the wrong answers a second torch oracle found."""
    I = "issue31.mlir"
    # 1: index_put whose values are the updated tensor itself (a permutation
    # of a cache onto itself): every value is read before any is written
    a = torch.tensor([10.0, 20.0, 30.0, 40.0])
    perm = torch.tensor([1, 2, 3, 0])
    for acc in (False, True):
        one(I, "i31_1_index_put_self%s" % ("_acc" if acc else ""), "torch.aten.index_put", "f32", [a, perm],
            lambda fn, x, acc=acc: fn.op("torch.aten.index_put", [
                fn.op("torch.aten.add.Scalar", [x[0], fn.int(1), fn.int(1)], T([4], "f32")),
                fn.list([x[1]], "!torch.list<optional<vtensor>>"),
                fn.op("torch.aten.add.Scalar", [x[0], fn.int(1), fn.int(1)], T([4], "f32")),
                fn.bool(acc)], T([4], "f32")),
            lambda x, i, acc=acc: (x + 1).index_put((i,), x + 1, accumulate=acc))
    # the same SSA value as destination and values
    def self_put(fn, x):
        y = fn.op("torch.aten.add.Scalar", [x[0], fn.int(1), fn.int(1)], T([4], "f32"))
        return fn.op("torch.aten.index_put", [y, fn.list([x[1]], "!torch.list<optional<vtensor>>"), y,
                                              fn.bool(False)], T([4], "f32"))
    one(I, "i31_1_index_put_same_value", "torch.aten.index_put", "f32", [a, perm], self_put,
        lambda x, i: (x + 1).index_put((i,), x + 1))
    # values a view of the destination (rows of a 2-d cache moved)
    c = torch.arange(12, dtype=torch.float32).reshape(4, 3)
    def row_put(fn, x):
        y = fn.op("torch.aten.mul.Scalar", [x[0], fn.int(2)], T([4, 3], "f32"))
        v = fn.op("torch.aten.index_select", [y, fn.int(0), x[2]], T([4, 3], "f32"))
        return fn.op("torch.aten.index_put", [y, fn.list([x[1]], "!torch.list<optional<vtensor>>"), v,
                                              fn.bool(False)], T([4, 3], "f32"))
    one(I, "i31_1_index_put_rows", "torch.aten.index_put", "f32", [c, perm, torch.tensor([0, 1, 2, 3])],
        row_put, lambda x, i, j: (x * 2).index_put((i,), (x * 2).index_select(0, j)))
    # ops whose input and output alias: slice_scatter of a tensor's own
    # slice (a shift), copy from a row of itself
    c6 = torch.arange(12, dtype=torch.float32).reshape(2, 6)
    def shift(fn, x):
        y = fn.op("torch.aten.mul.Scalar", [x[0], fn.int(3)], T([2, 6], "f32"))
        src = fn.op("torch.aten.slice.Tensor", [y, fn.int(1), fn.int(0), fn.int(5), fn.int(1)], T([2, 5], "f32"))
        return fn.op("torch.aten.slice_scatter", [y, src, fn.int(1), fn.int(1), fn.none(), fn.int(1)],
                     T([2, 6], "f32"))
    one(I, "i31_1_slice_scatter_shift", "torch.aten.slice_scatter", "f32", [c6], shift,
        lambda x: torch.slice_scatter(x * 3, (x * 3)[:, 0:5], 1, 1, None, 1))
    def copy_row(fn, x):
        y = fn.op("torch.aten.mul.Scalar", [x[0], fn.int(3)], T([2, 6], "f32"))
        row = fn.op("torch.aten.slice.Tensor", [y, fn.int(0), fn.int(1), fn.int(2), fn.int(1)], T([1, 6], "f32"))
        return fn.op("torch.aten.copy", [y, row, fn.bool(False)], T([2, 6], "f32"))
    one(I, "i31_1_copy_own_row", "torch.aten.copy", "f32", [c6], copy_row,
        lambda x: (x * 3).clone().copy_((x * 3)[1:2]))
    # 2: a Scalar meeting an f16 / bf16 tensor is cast to the tensor's dtype
    # first: f16(0.1) = 0.0999755859375, f16(2049) = 2048
    for dt in ("f16", "bf16"):
        x = torch.tensor([0.1, 0.5, 2048.0, 2050.0, 1.0, 3.0, -0.1, 0.3], dtype=DTYPES[dt])
        for n, f in COMPARE:
            for s in (0.1, 2049, 0.3):
                tag = ("%g" % s).replace(".", "p")
                one(I, "i31_2_%s_%s_%s" % (n, tag, dt), "torch.aten.%s.Scalar" % n, dt, [x],
                    lambda fn, a, n=n, s=s: fn.op("torch.aten.%s.Scalar" % n, a + [fn.scalar(s)], T([8], "i1")),
                    lambda x, f=f, s=s: f(x, s))
        for name, f in (("floor_divide.Scalar", torch.floor_divide), ("remainder.Scalar", torch.remainder),
                        ("fmod.Scalar", torch.fmod), ("div.Scalar", torch.div), ("mul.Scalar", torch.mul)):
            for s in (0.1, 2049):
                n = name.split(".")[0]
                tag = ("%g" % s).replace(".", "p")
                one(I, "i31_2_%s_%s_%s" % (n, tag, dt), "torch.aten." + name, dt, [x],
                    lambda fn, a, name=name, s=s: fn.op("torch.aten." + name, a + [fn.scalar(s)], T([8], dt)),
                    lambda x, f=f, s=s: via_f32(lambda y: scalar_path(f, y, torch.tensor(s).to(x.dtype).float()), x))
        # where on such a mask
        one(I, "i31_2_where_eq_%s" % dt, "torch.aten.where.self", dt, [x, torch.zeros(8, dtype=DTYPES[dt])],
            lambda fn, a: fn.op("torch.aten.where.self", [
                fn.op("torch.aten.eq.Scalar", [a[0], fn.float(0.1)], T([8], "i1")), a[0], a[1]], T([8], dt)),
            lambda x, z: torch.where(x == 0.1, x, z))
    # 3: an f16 / bf16 tensor meeting a 0-d f32 tensor: the result is f16
    # (a dimensioned operand wins over a 0-d one of the same category), so
    # the 0-d value is cast to f16 first
    for dt in ("f16", "bf16"):
        x = torch.tensor([0.1, 0.5, 2048.0, 2050.0, 1.0, 3.0, -0.1, 0.3], dtype=DTYPES[dt])
        for sv in (0.1, 2049.0):
            z = torch.tensor(sv, dtype=torch.float32)
            tag = ("%g" % sv).replace(".", "p")
            for n, f in COMPARE:
                one(I, "i31_3_%s_%s_%s" % (n, tag, dt), "torch.aten.%s.Tensor" % n, dt, [x, z],
                    lambda fn, a, n=n: fn.op("torch.aten.%s.Tensor" % n, a, T([8], "i1")), f)
            for name, f in (("floor_divide", torch.floor_divide), ("remainder.Tensor", torch.remainder),
                            ("fmod.Tensor", torch.fmod), ("div.Tensor", torch.div), ("mul.Tensor", torch.mul),
                            ("add.Tensor", torch.add), ("maximum", torch.maximum)):
                n = name.split(".")[0]
                alpha = name == "add.Tensor"
                one(I, "i31_3_%s_%s_%s" % (n, tag, dt), "torch.aten." + name, dt, [x, z],
                    lambda fn, a, name=name, alpha=alpha: fn.op("torch.aten." + name, a + ([fn.int(1)] if alpha else []),
                                                                T([8], dt)),
                    lambda x, z, f=f: via_f32(lambda p, q: scalar_path(f, p, q), x, z.to(x.dtype)))
            # the 0-d operand first
            one(I, "i31_3_lt_rev_%s_%s" % (tag, dt), "torch.aten.lt.Tensor", dt, [z, x],
                lambda fn, a: fn.op("torch.aten.lt.Tensor", a, T([8], "i1")), torch.lt)
            one(I, "i31_3_sub_rev_%s_%s" % (tag, dt), "torch.aten.sub.Tensor", dt, [z, x],
                lambda fn, a: fn.op("torch.aten.sub.Tensor", a + [fn.int(1)], T([8], dt)),
                lambda z, x: via_f32(torch.sub, z.to(x.dtype), x))
    # 4: softmax of f64 in f64 (a row holding 1e300 is [1, 0, ...])
    xd = torch.tensor([[1e300, 1.0, -1e300, 0.0, 2.0], [1.0, 1.0 + 1e-12, 1.0 - 1e-12, 0.5, 0.25],
                       [-1e-300, 1e-300, 700.0, 709.0, -745.0]], dtype=torch.float64)
    for name, op in (("softmax", "torch.aten.softmax.int"), ("_softmax", "torch.aten._softmax")):
        one(I, "i31_4_%s_f64" % ("softmax_int" if name == "softmax" else "softmax_"), op, "f64", [xd],
            lambda fn, a, op=op: fn.op(op, a + [fn.int(-1), fn.none() if op.endswith("int") else fn.bool(False)],
                                       T([3, 5], "f64")),
            lambda x: torch.softmax(x, -1), "elem,rtol=1e-15,atol=1e-300")
    # 5: flash attention's logsumexp result used
    for dt in FLOATS:
        q, k, v = rnd([1, 2, 5, 8], dt, -1, 1, 1), rnd([1, 2, 5, 8], dt, -1, 1, 2), rnd([1, 2, 5, 8], dt, -1, 1, 3)
        for causal in (False, True):
            fn = Fn("i31_5_flash_lse_%s%s" % ("causal_" if causal else "", dt))
            args = [fn.arg([1, 2, 5, 8], dt) for _ in range(3)]
            rs = fn.operator("torch.aten._scaled_dot_product_flash_attention_for_cpu",
                             args + [fn.float(0.0), fn.bool(causal), fn.none(), fn.none()],
                             [T([1, 2, 5, 8], dt), T([1, 2, 5], "f32")])
            w = q.float() @ k.float().transpose(-2, -1) / math.sqrt(8)
            if causal:
                w = w.masked_fill(torch.ones(5, 5, dtype=torch.bool).triu(1), -INF)
            tol = {"f16": "max,rtol=4e-3,atol=1e-3", "bf16": "max,rtol=3e-2,atol=1e-2", "f32": "max,rtol=1e-5,atol=1e-6"}[dt]
            emit(I, fn, rs, [q, k, v],
                 [Case(fn.name, "torch.aten._scaled_dot_product_flash_attention_for_cpu", dt, tol),
                  Case(fn.name + "_lse", "torch.aten._scaled_dot_product_flash_attention_for_cpu", dt,
                       "max,rtol=1e-5,atol=1e-6")],
                 [sdpa(q, k, v, causal=causal).to(q.dtype), torch.logsumexp(w, -1)])
    # grouped-query heads: 4 query heads read 2 key / value heads
    q4, k2, v2 = rnd([1, 4, 5, 8], "f32", -1, 1, 4), rnd([1, 2, 5, 8], "f32", -1, 1, 5), rnd([1, 2, 5, 8], "f32", -1, 1, 6)
    fn = Fn("i31_5_flash_lse_gqa_f32")
    args = [fn.arg([1, 4, 5, 8], "f32"), fn.arg([1, 2, 5, 8], "f32"), fn.arg([1, 2, 5, 8], "f32")]
    rs = fn.operator("torch.aten._scaled_dot_product_flash_attention_for_cpu",
                     args + [fn.float(0.0), fn.bool(True), fn.none(), fn.none()],
                     [T([1, 4, 5, 8], "f32"), T([1, 4, 5], "f32")])
    kr, vr = k2.repeat_interleave(2, 1), v2.repeat_interleave(2, 1)
    w = (q4 @ kr.transpose(-2, -1) / math.sqrt(8)).masked_fill(torch.ones(5, 5, dtype=torch.bool).triu(1), -INF)
    emit(I, fn, rs, [q4, k2, v2],
         [Case(fn.name, "torch.aten._scaled_dot_product_flash_attention_for_cpu", "f32", "max,rtol=1e-5,atol=1e-6"),
          Case(fn.name + "_lse", "torch.aten._scaled_dot_product_flash_attention_for_cpu", "f32",
               "max,rtol=1e-5,atol=1e-6")],
         [sdpa(q4, kr, vr, causal=True), torch.logsumexp(w, -1)])
    # 6: every op's f16 / bf16 result is rounded, fused or not: a fully
    # masked row of softmax(x + finfo.min) is uniform; (x * x) * y overflows
    for dt in ("f16", "bf16"):
        lo = torch.finfo(DTYPES[dt]).min
        x = torch.tensor([[0.5, -1.0, 2.0], [1.0, 2.0, 3.0]], dtype=DTYPES[dt])
        m = torch.tensor([[lo, lo, lo], [0.0, lo, 0.0]], dtype=DTYPES[dt])
        one(I, "i31_6_masked_softmax_%s" % dt, "torch.aten.softmax.int", dt, [x, m],
            lambda fn, a: fn.op("torch.aten.softmax.int", [
                fn.op("torch.aten.add.Tensor", a + [fn.int(1)], T([2, 3], dt)), fn.int(-1), fn.none()], T([2, 3], dt)),
            lambda x, m: via_f32(lambda y: torch.softmax(y, -1), x + m))
        big = 300.0 if dt == "f16" else 1e20
        xs = torch.tensor([big, 2.0, -big, 0.5], dtype=DTYPES[dt])
        ys = torch.tensor([0.001, 3.0, 1e-3, 4.0], dtype=DTYPES[dt]) if dt == "f16" else torch.tensor(
            [1e-30, 3.0, 1e-30, 4.0], dtype=DTYPES[dt])
        one(I, "i31_6_square_overflow_%s" % dt, "torch.aten.mul.Tensor", dt, [xs, ys],
            lambda fn, a: fn.op("torch.aten.mul.Tensor", [fn.op("torch.aten.mul.Tensor", [a[0], a[0]], T([4], dt)), a[1]],
                                T([4], dt)),
            lambda x, y: (x * x) * y)
        # an intermediate rounded below its ulp: (x + 1) - 1
        xr = torch.tensor([1e-3, 3e-4, 0.25, -1e-4], dtype=DTYPES[dt])
        one(I, "i31_6_add_sub_%s" % dt, "torch.aten.sub.Scalar", dt, [xr],
            lambda fn, a: fn.op("torch.aten.sub.Scalar", [
                fn.op("torch.aten.add.Scalar", a + [fn.float(1.0), fn.int(1)], T([4], dt)), fn.float(1.0), fn.int(1)],
                T([4], dt)),
            lambda x: (x + 1.0) - 1.0)


# Values per dtype for the promotion pairs: where two dtypes' roundings
# differ (0.1 and 2049 in f16, 16777217 in f32, 300 in i8), so a comparison
# or a sum computed in the wrong dtype shows.
PROMO_VALUES = {
    "f64": [0.1, 2049.0, -3.0, 16777217.0], "f32": [0.1, 2049.0, -3.0, 16777217.0],
    "f16": [0.1, 2049.0, -3.0, 1.0], "bf16": [0.1, 2049.0, -3.0, 1.0],
    "si64": [2049, -3, 1, 16777217], "si32": [2049, -3, 1, 16777217], "si16": [2049, -3, 1, 300],
    "si8": [100, -3, 1, -128], "ui8": [200, 3, 1, 255], "i1": [True, False, True, True],
}
PROMO_DTYPES = ("f64", "f32", "f16", "bf16", "si64", "si32", "si8", "ui8", "i1")


def promo_tensor(dt, zero_dim=False):
    v = PROMO_VALUES[dt]
    if zero_dim:
        v = v[1] if dt != "i1" else True
    return torch.tensor(v, dtype=torch.float64 if dt not in ("i1",) and dt[0] == "f" else
                        (torch.bool if dt == "i1" else torch.int64)).to(DTYPES[dt])


def promotion_pairs_family():
    """torch's promotion of every pair of dtypes, the second operand a
    dimensioned or a 0-d tensor, and of a Scalar of each kind: add (the
    result's dtype), true division, eq and lt (the dtype they compare in).
    The declared result dtypes are torch.result_type's; the importer checks
    its own promotion against them."""
    P = "promotion_pairs.mlir"
    ops = (("add.Tensor", lambda a, b: torch.add(a, b)), ("div.Tensor", torch.div),
           ("eq.Tensor", torch.eq), ("lt.Tensor", torch.lt))
    for da in PROMO_DTYPES:
        for db in PROMO_DTYPES:
            x, y, z = promo_tensor(da), promo_tensor(db), promo_tensor(db, True)
            fn = Fn("promo_%s_%s" % (da, db))
            a = [fn.arg([4], da), fn.arg([4], db), fn.arg([], db)]
            rets, cases, exp = [], [], []
            for other, oname in ((1, ""), (2, "_0d")):
                for name, f in ops:
                    n = name.split(".")[0]
                    if n == "add" and da == "i1" and db == "i1":
                        continue  # torch: bool + bool is an error ("use logical_or")
                    e = f(x, y if other == 1 else z)
                    ops_in = [a[0], a[other]] + ([fn.int(1)] if n == "add" else [])
                    rets.append(fn.op("torch.aten." + name, ops_in, T([4], label(e.dtype))))
                    cases.append(Case("promo_%s_%s_%s%s" % (n, da, db, oname), "torch.aten." + name, da,
                                      "elem" if n in ("eq", "lt") else "elem,rtol=1e-7"))
                    exp.append(e)
            emit(P, fn, rets, [x, y, z], cases, exp)
        # Scalars of each kind
        x = promo_tensor(da)
        fn = Fn("promo_scalar_%s" % da)
        a = [fn.arg([4], da)]
        rets, cases, exp = [], [], []
        for sname, sv in (("int", 2049), ("float", 0.1), ("bool", True)):
            for name, f in (("add.Scalar", torch.add), ("eq.Scalar", torch.eq), ("lt.Scalar", torch.lt)):
                n = name.split(".")[0]
                if n == "add" and da == "i1" and sname == "bool":
                    continue
                e = f(x, sv)
                rets.append(fn.op("torch.aten." + name, a + [fn.scalar(sv)] + ([fn.int(1)] if n == "add" else []),
                                  T([4], label(e.dtype))))
                cases.append(Case("promo_%s_%s_%s" % (n, da, sname), "torch.aten." + name, da, "elem"))
                exp.append(e)
        emit(P, fn, rets, [x], cases, exp)


def f64_family():
    """Every float op in f64: computed in f64, never through f32."""
    F64 = "f64.mlir"
    x = fedge("f64")
    x[0, 0] = 1e300
    x[0, 1] = -1e-300
    ty = T([4, 12], "f64")
    for name, f in UNARY:
        one(F64, "%s_f64" % name, "torch.aten." + name, "f64", [x],
            lambda fn, a, name=name: fn.op("torch.aten." + name, a, ty), f, "elem,rtol=1e-15,atol=1e-300")
    a, b = bedge("f64")
    a[3, 0], b[4] = 1e300, 1e-300
    for name, f, alpha in BINARY:
        n = name.split(".")[0]
        one(F64, "%s_f64" % n, "torch.aten." + name, "f64", [a, b],
            lambda fn, xs, name=name, alpha=alpha: fn.op("torch.aten." + name, xs + ([fn.int(1)] if alpha else []),
                                                       T([16, 16], "f64")),
            f, "elem,zeros,rtol=1e-15,atol=1e-300" if n in ("maximum", "minimum", "fmax", "fmin") else
            "elem,rtol=1e-15,atol=1e-300")
    for n, f in COMPARE:
        one(F64, "%s_f64" % n, "torch.aten.%s.Tensor" % n, "f64", [a, b],
            lambda fn, xs, n=n: fn.op("torch.aten.%s.Tensor" % n, xs, T([16, 16], "i1")), f)
        one(F64, "%s_scalar_f64" % n, "torch.aten.%s.Scalar" % n, "f64", [x],
            lambda fn, xs, n=n: fn.op("torch.aten.%s.Scalar" % n, xs + [fn.float(0.1)], T([4, 12], "i1")),
            lambda x, f=f: f(x, 0.1))
    r = rnd([3, 4, 5], "f64") * 1e150
    r[0, 0, 0] = 1e300
    for name, op, f in (("sum", "torch.aten.sum.dim_IntList", torch.sum), ("mean", "torch.aten.mean.dim", torch.mean),
                        ("amax", "torch.aten.amax", torch.amax)):
        one(F64, "%s_f64" % name, op, "f64", [r],
            lambda fn, xs, op=op, name=name: fn.op(op, xs + [fn.ints([-1]), fn.bool(False)] +
                                                   ([fn.none()] if name != "amax" else []), T([3, 4], "f64")),
            lambda x, f=f: f(x, [-1]), "max,rtol=1e-15,atol=1e-300")
    n = rnd([4, 16], "f64") * 1e-160
    w = rnd([16], "f64", 0.5, 1.5, seed=1)
    one(F64, "layer_norm_f64", "torch.aten.layer_norm", "f64", [n, w, w],
        lambda fn, xs: fn.op("torch.aten.layer_norm", [xs[0], fn.ints([16]), xs[1], xs[2], fn.float(1e-5),
                                                        fn.bool(True)], T([4, 16], "f64")),
        lambda x, w, b: F.layer_norm(x, [16], w, b, 1e-5), "max,rtol=1e-13,atol=1e-300")
    one(F64, "var_f64", "torch.aten.var.correction", "f64", [n],
        lambda fn, xs: fn.op("torch.aten.var.correction", xs + [fn.ints([1]), fn.int(1), fn.bool(False)],
                             T([4], "f64")),
        lambda x: torch.var(x, [1]), "max,rtol=1e-13,atol=1e-320")
    m1, m2 = rnd([5, 7], "f64", seed=1) * 1e150, rnd([7, 3], "f64", seed=2) * 1e-150
    one(F64, "mm_f64", "torch.aten.mm", "f64", [m1, m2],
        lambda fn, xs: fn.op("torch.aten.mm", xs, T([5, 3], "f64")), torch.mm, "max,rtol=1e-14,atol=1e-300")
    q, k, v = (rnd([1, 2, 5, 8], "f64", -1, 1, s) for s in (1, 2, 3))
    one(F64, "sdpa_f64", "torch.aten.scaled_dot_product_attention", "f64", [q, k, v],
        lambda fn, xs: fn.op("torch.aten.scaled_dot_product_attention",
                             xs + [fn.none(), fn.float(0.0), fn.bool(True), fn.none()], T([1, 2, 5, 8], "f64")),
        lambda q, k, v: sdpa(q, k, v, causal=True), "max,rtol=1e-13,atol=1e-15")


def bt(shape, dt):
    """A builtin tensor type, as linalg on tensors prints it."""
    return "tensor<%s>" % "x".join([str(d) for d in shape] + [IREE[dt]])


def arith_literal(v, dt):
    if dt in ("f32", "f16", "bf16", "f64"):
        if v == -INF:
            return {"f32": "0xFF800000", "f16": "0xFC00", "bf16": "0xFF80", "f64": "0xFFF0000000000000"}[dt]
        return "%.6e" % v
    return str(int(v))


def linalg_reduction(name, dt, inputs, out_shape, iters, maps, body, init, ref, tol="max,rtol=1e-6,atol=1e-6",
                     generic_form=False):
    """One function holding a reduction linalg.generic the way torch-mlir and
    IREE print it: its out operand linalg.fill of `init` (a number), or the
    last input when `init` is None; `maps` the affine maps' results, ins
    then out; `body` the lines between ^bb0(%in0, ..., %out) and the yield
    of %y (arith ops of type T, spelled ELT)."""
    fn = Fn(name)
    for x in inputs:
        fn.args.append(("%%arg%d" % len(fn.args), bt(list(x.shape), label(x.dtype))))
    elt, out_t = IREE[dt], bt(out_shape, dt)
    ins = fn.args[:-1] if init is None else fn.args
    if init is None:
        out_v = fn.args[-1][0]
    else:
        out_v = "%fill"
        fn.lines.append("%%cst = arith.constant %s : %s" % (arith_literal(init, dt), elt))
        fn.lines.append("%%empty = tensor.empty() : %s" % out_t)
        if generic_form:
            fn.lines += ['%fill = "linalg.fill"(%cst, %empty) <{operandSegmentSizes = array<i32: 1, 1>}> ({',
                         "^bb0(%%in: %s, %%out: %s):" % (elt, elt), '  "linalg.yield"(%%in) : (%s) -> ()' % elt,
                         "}) : (%s, %s) -> %s" % (elt, out_t, out_t)]
        else:
            fn.lines.append("%%fill = linalg.fill ins(%%cst : %s) outs(%%empty : %s) -> %s" % (elt, out_t, out_t))
    loops = ", ".join("d%d" % d for d in range(len(iters)))
    amap = ", ".join("affine_map<(%s) -> (%s)>" % (loops, m) for m in maps)
    its = ", ".join('"%s"' % i for i in iters)
    fn.lines.append("%%r = linalg.generic {indexing_maps = [%s], iterator_types = [%s]} ins(%s : %s) outs(%s : %s) {" % (
        amap, its, ", ".join(a[0] for a in ins), ", ".join(a[1] for a in ins), out_v, out_t))
    fn.lines.append("^bb0(%s, %%out: %s):" % (", ".join("%%in%d: %s" % (i, elt) for i in range(len(ins))), elt))
    fn.lines += ["  " + l.replace("T", elt) for l in body]
    fn.lines.append("  linalg.yield %%y : %s" % elt)
    fn.lines.append("} -> %s" % out_t)
    emit("issue31_refused.mlir", fn, [("%r", out_t)], inputs, [Case(name, "linalg.generic", dt, tol)], [ref(*inputs)])


def one_dyn(file, name, op, dtype, inputs, dyn, build, ref, tol="elem"):
    """one() with dims given as "?" in the function's argument types: dyn
    holds (input, dim) pairs."""
    fn = Fn(name)
    args = []
    for i, x in enumerate(inputs):
        shape = ["?" if (i, d) in dyn else s for d, s in enumerate(x.shape)]
        args.append(fn.arg(shape, vt_dtype(x)))
    emit(file, fn, [build(fn, args)], inputs, [Case(name, op, dtype, tol)], [ref(*inputs)])


def issue31_refused_family():
    """Issue 31's constructs that were refused where torch answers."""
    I = "issue31_refused.mlir"
    # 1: matmul broadcasts its batch dims (numpy's rules; bmm does not, an
    # import error: tests/lit/errors)
    MT = {"f16": "max,rtol=4e-3,atol=1e-4", "bf16": "max,rtol=3e-2,atol=1e-3", "f32": "max,rtol=1e-6,atol=1e-6",
          "si64": "elem"}
    for dt in FLOATS + ("si64",):
        R = (lambda s, seed: rnd(s, dt, -2, 2, seed)) if dt != "si64" else (lambda s, seed: irnd(s, dt, -5, 6, seed))
        mm = lambda a, b: via_f32(torch.matmul, a, b)
        a, b = R([2, 3, 4, 8], 1), R([1, 3, 8, 5], 2)
        one(I, "i31r_1_matmul_bcast_%s" % dt, "torch.aten.matmul", dt, [a, b],
            lambda fn, x, dt=dt: fn.op("torch.aten.matmul", x, T([2, 3, 4, 5], dt)), mm, MT[dt])
        if dt != "f32":
            continue
        one_dyn(I, "i31r_1_matmul_bcast_dynT_f32", "torch.aten.matmul", dt, [R([2, 3, 6, 8], 3), b], {(0, 2)},
                lambda fn, x: fn.op("torch.aten.matmul", x, T([2, 3, "?", 5], dt)), mm, MT[dt])
        for tag, sa, sb, sr in (("2d4d", [4, 8], [2, 3, 8, 5], [2, 3, 4, 5]), ("3d4d", [3, 4, 8], [2, 1, 8, 5], [2, 3, 4, 5]),
                                ("4d3d", [2, 1, 4, 8], [3, 8, 5], [2, 3, 4, 5]), ("b11", [2, 3, 4, 8], [1, 1, 8, 5], [2, 3, 4, 5]),
                                ("a1", [1, 3, 4, 8], [2, 3, 8, 5], [2, 3, 4, 5])):
            one(I, "i31r_1_matmul_%s_f32" % tag, "torch.aten.matmul", dt, [R(sa, 4), R(sb, 5)],
                lambda fn, x, sr=sr: fn.op("torch.aten.matmul", x, T(sr, "f32")), mm, MT[dt])
    # 2: reduction linalg.generic (torch-mlir's form: the init a linalg.fill)
    x = rnd([4, 8], "f32", seed=8)
    x[1, 3] = NAN
    p2 = "d0, d1"
    linalg_reduction("i31r_2_generic_sum_last_f32", "f32", [x], [4], ["parallel", "reduction"], [p2, "d0"],
                     ["%y = arith.addf %in0, %out : T"], 0.0, lambda x: x.sum(1))
    linalg_reduction("i31r_2_generic_sum_first_f32", "f32", [x], [8], ["reduction", "parallel"], [p2, "d1"],
                     ["%y = arith.addf %out, %in0 : T"], 0.0, lambda x: x.sum(0))
    linalg_reduction("i31r_2_generic_amax_keepdim_f32", "f32", [x], [4, 1], ["parallel", "reduction"], [p2, "d0, 0"],
                     ["%y = arith.maximumf %in0, %out : T"], -INF, lambda x: x.amax(1, keepdim=True), "elem")
    linalg_reduction("i31r_2_generic_sum_generic_form_f32", "f32", [x], [4], ["parallel", "reduction"], [p2, "d0"],
                     ["%y = arith.addf %in0, %out : T"], 0.0, lambda x: x.sum(1), generic_form=True)
    x3, init = rnd([3, 4, 5], "f32", seed=9), rnd([3, 5], "f32", seed=10)
    linalg_reduction("i31r_2_generic_sumsq_init_f32", "f32", [x3, init], [3, 5], ["parallel", "reduction", "parallel"],
                     ["d0, d1, d2", "d0, d2"], ["%sq = arith.mulf %in0, %in0 : T", "%y = arith.addf %sq, %out : T"],
                     None, lambda x, i: i + (x * x).sum(1))
    linalg_reduction("i31r_2_generic_prod_f32", "f32", [rnd([3, 6], "f32", 0.5, 1.5, seed=11)], [3],
                     ["parallel", "reduction"], [p2, "d0"], ["%y = arith.mulf %in0, %out : T"], 1.0,
                     lambda x: x.prod(1))
    xi = torch.tensor([[2**31 - 1, 1, 5, -3], [-2**31, -1, 7, 0], [3, 4, 5, 6]], dtype=torch.int32)
    linalg_reduction("i31r_2_generic_sum_si32", "si32", [xi], [3], ["parallel", "reduction"], [p2, "d0"],
                     ["%y = arith.addi %in0, %out : T"], 0, lambda x: x.sum(1).to(torch.int32), "elem")
    linalg_reduction("i31r_2_generic_max_si32", "si32", [xi], [3], ["parallel", "reduction"], [p2, "d0"],
                     ["%y = arith.maxsi %out, %in0 : T"], -2**31, lambda x: x.amax(1), "elem")
    # several reduction loops: facet-reference only (the kernels reduce one)
    linalg_reduction("i31r_2_generic_sum_all_f32", "f32", [rnd([4, 8], "f32", seed=12)], [], ["reduction", "reduction"],
                     [p2, ""], ["%y = arith.addf %in0, %out : T"], 0.0, lambda x: x.sum())
    # 3: sum over every dim, as sum, sum.dim_IntList [0, 1] and None
    RT = {"f32": "max,rtol=1e-6,atol=1e-7", "f16": "max,rtol=4e-3,atol=1e-6", "bf16": "max,rtol=3e-2,atol=1e-6"}
    for dt in ("f32", "f16", "bf16", "si32"):
        x = rnd([3, 4], dt, seed=13) if dt in FLOATS else irnd([3, 4], dt, seed=13)
        rdt = dt if dt in FLOATS else "si64"
        tol = RT.get(dt, "elem")
        one(I, "i31r_3_sum_all_%s" % dt, "torch.aten.sum", dt, [x],
            lambda fn, a, rdt=rdt: fn.op("torch.aten.sum", a + [fn.none()], T([], rdt)),
            lambda x: via_f32(torch.sum, x), tol)
        for tag, dims in (("dims01", [0, 1]), ("dimsm1m2", [-1, -2]), ("dimsnone", None)):
            one(I, "i31r_3_sum_%s_%s" % (tag, dt), "torch.aten.sum.dim_IntList", dt, [x],
                lambda fn, a, dims=dims, rdt=rdt: fn.op("torch.aten.sum.dim_IntList", a + [
                    fn.ints(dims) if dims is not None else fn.none(), fn.bool(False), fn.none()], T([], rdt)),
                lambda x: via_f32(torch.sum, x), tol)
        one(I, "i31r_3_sum_dims01_keep_%s" % dt, "torch.aten.sum.dim_IntList", dt, [x],
            lambda fn, a, rdt=rdt: fn.op("torch.aten.sum.dim_IntList", a + [fn.ints([0, 1]), fn.bool(True), fn.none()],
                                         T([1, 1], rdt)),
            lambda x: via_f32(lambda y: torch.sum(y, [0, 1], keepdim=True), x), tol)
    x3 = rnd([2, 3, 4], "f32", seed=14)
    one(I, "i31r_3_mean_dims12_f32", "torch.aten.mean.dim", "f32", [x3],
        lambda fn, a: fn.op("torch.aten.mean.dim", a + [fn.ints([1, 2]), fn.bool(False), fn.none()], T([2], "f32")),
        lambda x: x.mean([1, 2]), RT["f32"])
    # 4: float arange: length ceil((end - start) / step) in double, elements
    # start + i * step in double, rounded once. torch 1.13's CPU kernel
    # rounds the base of each vector of 8 (AVX2) to f32 first: in the
    # 33-element case 4 elements are 1 ulp away from that (within "elem");
    # the other cases are exact either way. A step of the wrong sign is an
    # import error (torch raises: tests/lit/errors).
    for tag, args, dt in (("0p5_3_0p25", (0.5, 3.0, 0.25), None), ("0p5_3_0p25_dtype", (0.5, 3.0, 0.25), "f32"),
                          ("1_1p3_0p1", (1, 1.3, 0.1), None), ("neg_step", (3.0, -2.0, -0.37), None),
                          ("0p1_10_0p3", (0.1, 10.0, 0.3), None), ("f64", (0.5, 3.0, 0.25), "f64")):
        ref = torch.arange(*args, dtype=DTYPES[dt] if dt else None)
        odt = label(ref.dtype)
        one(I, "i31r_4_arange_%s" % tag, "torch.aten.arange.start_step", odt, [],
            lambda fn, a, args=args, dt=dt, n=ref.shape[0], odt=odt: fn.op(
                "torch.aten.arange.start_step", [fn.scalar(v) for v in args] + [
                    fn.int(SCALAR_TYPE[dt]) if dt else fn.none(), fn.none(), fn.device(), fn.bool(False)], T([n], odt)),
            lambda ref=ref: ref)
    # 5: prod.dim_int reduces its dim (keepdim or not); prod of int32 is int64
    for dt in ("f32", "si32"):
        x = rnd([3, 4], dt, 0.5, 1.5, seed=15) if dt == "f32" else irnd([3, 4], dt, -3, 4, seed=15)
        rdt = "f32" if dt == "f32" else "si64"
        for dim, keep, shape in ((1, True, [3, 1]), (-1, False, [3]), (0, False, [4])):
            one(I, "i31r_5_prod_d%s%s_%s" % (str(dim).replace("-", "m"), "k" if keep else "", dt),
                "torch.aten.prod.dim_int", dt, [x],
                lambda fn, a, dim=dim, keep=keep, shape=shape, rdt=rdt: fn.op(
                    "torch.aten.prod.dim_int", a + [fn.int(dim), fn.bool(keep), fn.none()], T(shape, rdt)),
                lambda x, dim=dim, keep=keep: torch.prod(x, dim, keepdim=keep), RT.get(dt, "elem"))


#
# sharktank's quantized matmuls (issue 32)
#
# sharktank exports a quantized linear as a util.call of a util.func
# instantiated from a Jinja template (tests/oracle/sharktank: three of
# sharktank's templates as they are, and facet's signed-q4 variant); the
# cases render them the way sharktank does, with the planes as inline
# util.global constants, and torch computes what the MLIR says, op by op
# in its types (f16 mulf rounds to f16), the sums in f64.
SHARKTANK = os.path.join(ROOT, "sharktank")


def jinja(text, params):
    """The part of Jinja the templates use, with Jinja's whitespace rules:
    {{ name }}, {% set name = "v" %}, {% if name %} / {% if a == b %} ...
    {% else %} ... {% endif %}."""
    env, out, stack, on = dict(params), [], [], True
    for tok in re.split(r"({%.*?%}|{{.*?}})", text, flags=re.S):
        words = tok[2:-2].split() if tok[:2] in ("{%", "{{") else None
        if tok.startswith("{{"):
            out += [str(env[words[0]])] if on else []
        elif tok.startswith("{%") and words[0] == "set":
            m = re.match(r'\s*set\s+(\w+)\s*=\s*"([^"]*)"\s*$', tok[2:-2])
            env[m.group(1)] = m.group(2) if on else env.get(m.group(1))
        elif tok.startswith("{%") and words[0] == "if":
            cond = " ".join(words[1:])
            val = env[cond.split("==")[0].strip()] == env[cond.split("==")[1].strip()] if "==" in cond else bool(env[cond])
            stack.append((on, val))
            on = on and val
        elif tok.startswith("{%") and words[0] == "else":
            on = stack[-1][0] and not stack[-1][1]
        elif tok.startswith("{%") and words[0] == "endif":
            on = stack.pop()[0]
        elif tok.startswith("{%"):
            raise ValueError(tok)
        elif on:
            out.append(tok)
    assert not stack
    return "".join(out)


def sharktank_function(template, name, params, edit=None):
    """The template rendered and printed the way an export holds it: its type
    aliases substituted, comments and the module wrapper dropped, the
    function named `name` (one file holds many); edit(text) -> text."""
    text = jinja(open(os.path.join(SHARKTANK, template)).read(), params)
    aliases, lines = {}, []
    sub = lambda s: re.sub(r"!\w+", lambda m: aliases.get(m.group(0), m.group(0)), s)
    for line in text.split("\n"):
        line = re.sub(r"\s*//.*$", "", line).rstrip()
        m = re.match(r"^(!\w+) = (.*)$", line)
        if m:
            aliases[m.group(1)] = sub(m.group(2))
        elif line.strip():
            lines.append(sub(line))
    assert lines[0] == "module {" and lines[-1] == "}", template
    body = "\n".join(lines[1:-1])
    body = re.sub(r"util\.func private @\w+\(", "util.func private @%s(" % name, body, count=1)
    return edit(body) if edit else body


def dense_hex(t):
    if t.dtype == torch.bfloat16:
        t = t.view(torch.int16)
    return 'dense<"0x%s">' % t.contiguous().numpy().tobytes().hex().upper()


class QuantFn:
    """One case: the planes as util.globals, the template's function, and an
    entry func.func that calls it on a [1, M, K] activation, as sharktank's
    exports do (to_builtin_tensor, tensor.cast to the template's ?x?xK)."""

    def __init__(self, name, impl, planes, a, n, dyn_m):
        self.name, self.impl, self.planes, self.a, self.n, self.dyn = name, impl, planes, a, n, dyn_m

    def text(self, rets):
        _, m, k = self.a.shape
        dt = label(self.a.dtype)
        mm = "?" if self.dyn else str(m)
        vin, vout = vt([1, mm, k], dt), vt([1, mm, self.n], dt)
        bin_, bout = "tensor<1x%sx%dx%s>" % (mm, k, dt), "tensor<1x%sx%dx%s>" % (mm, self.n, dt)
        din, dout = "tensor<?x?x%dx%s>" % (k, dt), "tensor<?x?x%dx%s>" % (self.n, dt)
        out, loads, args, types = [], [], [], []
        for i, p in enumerate(self.planes):
            t = bt(list(p.shape), label(p.dtype))
            out.append('util.global private @"%s.%d" = %s : %s' % (self.name, i, dense_hex(p), t))
            loads.append('  %%p%d = util.global.load @"%s.%d" : %s' % (i, self.name, i, t))
            args.append("%%p%d" % i)
            types.append(t)
        out.append(self.impl)
        out.append("func.func @%s(%%arg0: %s) -> (%s) {" % (self.name, vin, vout))
        out += loads
        out.append("  %%a = torch_c.to_builtin_tensor %%arg0 : %s -> %s" % (vin, bin_))
        out.append("  %%ad = tensor.cast %%a : %s to %s" % (bin_, din))
        out.append("  %%r = util.call @%s_mmt(%%ad, %s) : (%s, %s) -> %s" % (
            self.name, ", ".join(args), din, ", ".join(types), dout))
        out.append("  %%rc = tensor.cast %%r : %s to %s" % (dout, bout))
        out.append("  %%t = torch_c.from_builtin_tensor %%rc : %s -> %s" % (bout, vout))
        out.append("  return %%t : %s" % vout)
        out.append("}")
        return "\n".join(out)


def f64_as(x, dt):
    """x (float64) rounded to dt, as float64: one arith op of type dt (the
    exact result of an op on narrower floats rounds once either way)."""
    return x.to(DTYPES[dt]).double()


def unpack(bytes_, bits):
    """i8 bytes [..., n] -> [..., n * 8 / bits] unsigned fields, element j of a
    row in bits (j % per) * bits of byte j / per (little-endian)."""
    per = 8 // bits
    u = bytes_.to(torch.int64) & 255
    f = torch.stack([(u >> (i * bits)) & ((1 << bits) - 1) for i in range(per)], -1)
    return f.reshape(*bytes_.shape[:-1], bytes_.shape[-1] * per)


def contraction(a, w, at, mul_in_a):
    """The template's grouped matmul: out[b, m, n] = sum over the blocks of
    mul(a, w), mul in a's type (then extf) or in f32 (after extf), the sum in
    f64 (the MLIR's is f32, in loop order: the tolerance), rounded to f32 and
    then to a's type (linalg.copy)."""
    A = a.double().reshape(a.shape[0], a.shape[1], 1, -1)       # [1, M, 1, K]
    W = w.reshape(w.shape[0], -1)                                # [N, K]
    prod = f64_as(A * W, at if mul_in_a else "f32")              # [1, M, N, K]
    return prod.sum(-1).float().to(DTYPES[at])


# The compiled kernels quantize A to int16 per block of 32 (steps of
# amax / 32767): each product is off by up to 2^-16 of its block's largest
# activation, below f16's and bf16's own rounding but not f32's: the f32
# cases' compiled path gets rtol 1e-4 (tests/unit/test_qmm.c bounds the
# kernels themselves exactly).
QUANT_TOL = {"f16": "max,rtol=2e-3,atol=1e-3", "bf16": "max,rtol=1e-2,atol=1e-2",
             "f32": "max,rtol=1e-5,atol=1e-5,compiled-rtol=1e-4"}


def quant_case(kind, k, m, at, st, n=16, seed=0, dyn_m=False, fix_min=False, planes=None):
    name = "i32q_%s_k%d_m%d_%s%s%s" % (kind + ("_minshift" if fix_min else ""), k, m, at,
                                        "_s" + st if st != at else "", "_dyn" if dyn_m else "")
    a = rnd([1, m, k], at, -2, 2, seed)
    g = torch.Generator().manual_seed(seed + 1)
    uni = lambda shape, lo, hi: (torch.rand(shape, generator=g, dtype=torch.float64) * (hi - lo) + lo).to(DTYPES[st])
    ibytes = lambda shape: torch.randint(-128, 128, shape, generator=g, dtype=torch.int64).to(torch.int8)
    G = k // 32
    p = dict(n=n, k=k, bs=32, group0=G, bs_i8=16, a_type=at, scale_type=st, batched_rhs=False)
    if kind == "q8_0":
        d, qs = uni([n, G, 1], 0.002, 0.03), ibytes([n, G, 32])
        w = f64_as(qs.double() * d.double(), at)
        planes, tmpl, mul_in_a, op = [d, qs], "mmt_block_scaled_q8_3d.mlir", True, "sharktank.mmt_block_scaled_q8"
    elif kind in ("q4", "q4s"):
        d, qs, mn = uni([n, G, 1], 0.02, 0.3), ibytes([n, G, 16]), uni([n, G, 1], -2, 0)
        q = unpack(qs, 4).double()
        if kind == "q4":
            w = f64_as(f64_as(q * d.double(), at) + mn.double(), at)
            planes, tmpl, op = [d, qs, mn], "mmt_block_scaled_offset_q4_unsigned.mlir", "sharktank.mmt_block_scaled_offset_q4_unsigned"
        else:
            w = f64_as((q - 16 * (q >= 8)) * d.double(), at)
            planes, tmpl, op = [d, qs], "mmt_block_scaled_q4_signed.mlir", "facet.mmt_block_scaled_q4_signed"
        mul_in_a = at == "f32"  # extf both, mulf in f32 (accum_type), unless a is f32 already
    else:  # q4_K: sharktank's planar super blocks of 8 x 32
        S = k // 256
        p.update(sup_count=S, sub_count=8, sub_div4=2, sub_div2=4, bs_div2=16)
        if planes is None:
            planes = [uni([n, S, 1], 0.001, 0.01), uni([n, S, 1], 0.001, 0.01), ibytes([n, S, 2]),
                      ibytes([n, S, 4]), ibytes([n, S, 2]), ibytes([n, S, 4]), ibytes([n, S, 8, 16])]
        d, dmin, sh, sl, mh, ml, qs = planes
        sc = (unpack(sl, 4) | unpack(sh, 2) << 4).double()
        mi = (unpack(ml, 4) | (unpack(mh, 2) << 4 if fix_min else unpack(mh, 2))).double()
        ds, ms = f64_as(d.double() * sc, at), f64_as(dmin.double() * mi, at)   # [n, S, 8]
        qv = unpack(qs, 4).double()                                           # [n, S, 8, 32]
        w = f64_as(f64_as(ds[..., None] * qv, at) - ms[..., None], at)
        tmpl, mul_in_a, op = "mmt_super_block_scaled_offset_q4_unsigned_3d.mlir", True, "sharktank.mmt_super_block_scaled_offset_q4_unsigned"
    fix = (lambda t: t.replace("arith.ori %sb_min_low_i32, %sb_min_hi_i32 :",
                               "arith.ori %sb_min_low_i32, %sb_min_hi_i32_shift :")) if fix_min else None
    impl = sharktank_function(tmpl, name + "_mmt", p, fix)
    assert not fix_min or "%sb_min_hi_i32_shift :" in impl
    expected = contraction(a, w, at, mul_in_a)
    emit("quantized.mlir", QuantFn(name, impl, planes, a, n, dyn_m), [], [a],
         [Case(name, op + (".min_shift" if fix_min else ""), at, QUANT_TOL[at])], [expected])
    return planes


def quantized_family():
    """Issue 32: single quantized matmuls in sharktank's template forms."""
    for k, m, at, st in ((32, 1, "f16", "f16"), (96, 3, "f32", "f16"), (256, 17, "bf16", "bf16"),
                         (512, 3, "f16", "f16"), (96, 17, "f32", "f32")):
        quant_case("q8_0", k, m, at, st, seed=k + m)
    quant_case("q8_0", 96, 5, "f16", "f16", seed=7, dyn_m=True)
    for k, m, at, st in ((32, 3, "f16", "f16"), (96, 1, "f32", "f16"), (256, 17, "bf16", "bf16"), (512, 1, "f16", "f16")):
        quant_case("q4", k, m, at, st, seed=k + m + 1)
    for k, m, at, st in ((32, 17, "f16", "f16"), (96, 3, "bf16", "bf16"), (256, 1, "f32", "f16"), (512, 17, "f16", "f16")):
        quant_case("q4s", k, m, at, st, seed=k + m + 2)
    # q4_K as sharktank's template has it (a min's high bits ORed unshifted)
    # and with the min shifted as ggml's get_scale_min_k4 does: the same
    # planes and activations give different results wherever a min is >= 16
    shared = quant_case("q4_K", 256, 1, "f16", "f16", seed=3)
    quant_case("q4_K", 256, 1, "f16", "f16", seed=3, fix_min=True, planes=shared)
    for k, m, at, st in ((512, 17, "f32", "f16"), (256, 3, "bf16", "bf16")):
        quant_case("q4_K", k, m, at, st, seed=k + m + 3)
    for k, m, at, st in ((512, 3, "f32", "f32"), (256, 17, "bf16", "bf16")):
        quant_case("q4_K", k, m, at, st, seed=k + m + 4, fix_min=True)


#
# Convolutional networks (NCHW): convolutions, pools, batch norm, pad, the
# clamps, upsampling. f16 convolutions (torch 1.13's CPU has none) and the
# f16 / bf16 batch norms are computed in f32 and rounded once (via_f32), as
# the kernels do: f32 sums, one rounding.
#
CONV_TOL = {"f32": "max,rtol=1e-5,atol=1e-6", "f16": "max,rtol=4e-3,atol=1e-4",
            "bf16": "max,rtol=3e-2,atol=1e-3"}


def conv_case(name, op, dt, x_shape, w_shape, bias, stride, pad, dil, groups, seed=0):
    x = rnd(x_shape, dt, -2, 2, seed)
    w = rnd(w_shape, dt, -1, 1, seed + 1)
    inputs = [x, w] + ([rnd([w_shape[0]], dt, -1, 1, seed + 2)] if bias else [])
    spatial = len(x_shape) - 2
    f = F.conv1d if spatial == 1 else F.conv2d
    ref = lambda *a: via_f32(lambda x, w, b=None: f(x, w, b, stride, pad, dil, groups), *a)
    out = list(ref(*inputs).shape)

    def build(fn, a):
        b = a[2] if bias else fn.none()
        lists = [fn.ints(stride), fn.ints(pad), fn.ints(dil)]
        if op == "torch.aten._convolution":
            flags = [fn.bool(False), fn.bool(False), fn.bool(True), fn.bool(True)]
            return fn.op(op, [a[0], a[1], b] + lists + [fn.bool(False), fn.ints([0] * spatial), fn.int(groups)] + flags,
                         T(out, dt))
        if op == "torch.aten.convolution":
            return fn.op(op, [a[0], a[1], b] + lists + [fn.bool(False), fn.ints([0] * spatial), fn.int(groups)],
                         T(out, dt))
        return fn.op(op, [a[0], a[1], b] + lists + [fn.int(groups)], T(out, dt))
    one("cnn.mlir", name, op, dt, inputs, build, ref, CONV_TOL[dt])


def pool_case(name, dt, x, kind, k, s, p, ceil=False, dil=(1, 1), cip=True, div=None, out=None):
    if kind == "max":
        ref = lambda x: via_f32(lambda x: F.max_pool2d(x, k, s, p, dil, ceil_mode=ceil), x)
    elif kind == "avg":
        ref = lambda x: via_f32(lambda x: F.avg_pool2d(x, k, s, p, ceil, cip, div), x)
    else:
        ref = lambda x: via_f32(lambda x: F.adaptive_avg_pool2d(x, out), x)
    shape = list(ref(x).shape)

    def build(fn, a):
        if kind == "max":
            return fn.op("torch.aten.max_pool2d", [a[0], fn.ints(k), fn.ints(s), fn.ints(p), fn.ints(dil),
                                                   fn.bool(ceil)], T(shape, dt))
        if kind == "avg":
            return fn.op("torch.aten.avg_pool2d", [a[0], fn.ints(k), fn.ints(s), fn.ints(p), fn.bool(ceil),
                                                   fn.bool(cip), fn.int(div) if div else fn.none()], T(shape, dt))
        return fn.op("torch.aten.adaptive_avg_pool2d", [a[0], fn.ints(out)], T(shape, dt))
    op = {"max": "torch.aten.max_pool2d", "avg": "torch.aten.avg_pool2d",
          "adaptive": "torch.aten.adaptive_avg_pool2d"}[kind]
    tol = "elem" if kind == "max" else {"f32": "max,rtol=1e-6,atol=1e-7", "f16": "max,rtol=2e-3,atol=1e-4",
                                        "bf16": "max,rtol=1e-2,atol=1e-3"}[dt]
    one("cnn.mlir", name, op, dt, [x], build, ref, tol)


def pool1d_case(name, dt, x, kind, k, s, p, ceil=False, dil=1, cip=True, out=None):
    if kind == "max":
        ref = lambda x: via_f32(lambda x: F.max_pool1d(x, k, s, p, dil, ceil_mode=ceil), x)
    elif kind == "avg":
        ref = lambda x: via_f32(lambda x: F.avg_pool1d(x, k, s, p, ceil, cip), x)
    else:
        ref = lambda x: via_f32(lambda x: F.adaptive_avg_pool1d(x, out), x)
    shape = list(ref(x).shape)
    stride = [s] if s else []

    def build(fn, a):
        if kind == "max":
            return fn.op("torch.aten.max_pool1d", [a[0], fn.ints([k]), fn.ints(stride), fn.ints([p]),
                                                   fn.ints([dil]), fn.bool(ceil)], T(shape, dt))
        if kind == "avg":
            return fn.op("torch.aten.avg_pool1d", [a[0], fn.ints([k]), fn.ints(stride), fn.ints([p]),
                                                   fn.bool(ceil), fn.bool(cip)], T(shape, dt))
        return fn.op("torch.aten.adaptive_avg_pool1d", [a[0], fn.ints([out])], T(shape, dt))
    op = {"max": "torch.aten.max_pool1d", "avg": "torch.aten.avg_pool1d",
          "adaptive": "torch.aten.adaptive_avg_pool1d"}[kind]
    tol = "elem" if kind == "max" else {"f32": "max,rtol=1e-6,atol=1e-7", "f16": "max,rtol=2e-3,atol=1e-4",
                                        "bf16": "max,rtol=1e-2,atol=1e-3"}[dt]
    one("cnn.mlir", name, op, dt, [x], build, ref, tol)


def pool1d_family():
    for dt in FLOATS:
        x = rnd([2, 3, 17], dt, -3, 3, 30)
        x[0, 0, 0] = NAN
        x[1, 1, 8] = -INF
        x[1, 2, 16] = INF
        pool1d_case("max_pool1d_%s" % dt, dt, x, "max", 3, 2, 1)
        pool1d_case("avg_pool1d_%s" % dt, dt, rnd([2, 3, 17], dt, -3, 3, 31), "avg", 3, 2, 1)
        pool1d_case("adaptive_avg_pool1d_%s" % dt, dt, rnd([2, 3, 17], dt, -3, 3, 32), "adaptive", 0, 0, 0, out=5)
    x = rnd([1, 4, 16], "f32", -3, 3, 33)
    pool1d_case("max_pool1d_ceil_f32", "f32", x, "max", 3, 2, 0, ceil=True)
    pool1d_case("max_pool1d_dil_f32", "f32", x, "max", 2, 1, 1, dil=2)
    pool1d_case("max_pool1d_k2_f32", "f32", x, "max", 2, None, 0)
    pool1d_case("avg_pool1d_ceil_nocip_f32", "f32", x, "avg", 3, 2, 1, ceil=True, cip=False)
    pool1d_case("avg_pool1d_k4_f32", "f32", x, "avg", 4, None, 2)
    pool1d_case("adaptive_avg_pool1d_1_f32", "f32", x, "adaptive", 0, 0, 0, out=1)
    pool1d_case("adaptive_avg_pool1d_up_f32", "f32", x, "adaptive", 0, 0, 0, out=23)


def conv_transpose_case(name, op, dt, xs, ws, bias, stride, pad, out_pad, dil, groups):
    spatial = len(xs) - 2
    cout = ws[1] * groups
    inputs = [rnd(xs, dt, -2, 2, 40), rnd(ws, dt, -1, 1, 41)] + ([rnd([cout], dt, -1, 1, 42)] if bias else [])
    f = F.conv_transpose1d if spatial == 1 else F.conv_transpose2d
    ref = lambda *a: via_f32(lambda x, w, b=None: f(x, w, b, stride, pad, out_pad, groups, dil), *a)
    out = list(ref(*inputs).shape)

    def build(fn, a):
        b = a[2] if bias else fn.none()
        if op in ("torch.aten.convolution", "torch.aten._convolution"):
            args = [a[0], a[1], b, fn.ints(stride), fn.ints(pad), fn.ints(dil), fn.bool(True), fn.ints(out_pad),
                    fn.int(groups)]
            if op == "torch.aten._convolution":
                args += [fn.bool(False), fn.bool(False), fn.bool(True), fn.bool(True)]
            return fn.op(op, args, T(out, dt))
        return fn.op(op, [a[0], a[1], b, fn.ints(stride), fn.ints(pad), fn.ints(out_pad), fn.int(groups),
                          fn.ints(dil)], T(out, dt))
    one("cnn.mlir", name, op, dt, inputs, build, ref, CONV_TOL[dt])


def conv_transpose_family():
    ct2 = "torch.aten.conv_transpose2d.input"
    for dt in FLOATS:
        conv_transpose_case("conv_transpose2d_%s" % dt, ct2, dt, [2, 4, 5, 6], [4, 3, 3, 3], True, [2, 2], [1, 1],
                            [1, 1], [1, 1], 1)
    conv_transpose_case("conv_transpose2d_groups_dil_f32", ct2, "f32", [2, 4, 5, 6], [4, 3, 3, 2], True, [2, 3],
                        [1, 0], [1, 0], [1, 2], 2)
    # padding past dilation * (kernel - 1): the spread input is cropped
    conv_transpose_case("conv_transpose2d_crop_f32", ct2, "f32", [1, 2, 6, 6], [2, 2, 3, 3], False, [2, 2], [3, 2],
                        [0, 1], [1, 1], 1)
    conv_transpose_case("conv_transpose2d_s1_f32", ct2, "f32", [1, 3, 7, 5], [3, 5, 3, 3], True, [1, 1], [0, 0],
                        [0, 0], [1, 1], 1)
    conv_transpose_case("conv_transpose2d_1x1_s2_f32", ct2, "f32", [1, 3, 4, 5], [3, 2, 1, 1], False, [2, 2],
                        [0, 0], [1, 0], [1, 1], 1)
    conv_transpose_case("conv_transpose2d_k4_s2_f32", ct2, "f32", [1, 8, 4, 4], [8, 4, 4, 4], True, [2, 2], [1, 1],
                        [0, 0], [1, 1], 1)
    conv_transpose_case("conv_transpose2d_depthwise_f32", ct2, "f32", [1, 4, 5, 5], [4, 1, 3, 3], True, [2, 2],
                        [1, 1], [0, 0], [1, 1], 4)
    # output_padding below the dilation (not the stride)
    conv_transpose_case("conv_transpose2d_outpad_dil_f32", ct2, "f32", [1, 2, 5, 5], [2, 3, 3, 3], False, [1, 1],
                        [1, 1], [1, 1], [2, 2], 1)
    conv_transpose_case("convolution_transposed_f32", "torch.aten.convolution", "f32", [1, 3, 5, 4], [3, 2, 3, 3],
                        True, [2, 1], [1, 1], [1, 0], [1, 1], 1)
    conv_transpose_case("_convolution_transposed_f32", "torch.aten._convolution", "f32", [1, 4, 4, 4],
                        [4, 2, 2, 2], False, [2, 2], [0, 0], [0, 0], [1, 1], 2)
    conv_transpose_case("conv_transpose1d_f32", "torch.aten.conv_transpose1d", "f32", [2, 4, 9], [4, 3, 3], True,
                        [2], [1], [1], [1], 1)
    conv_transpose_case("convolution_transposed_1d_f32", "torch.aten.convolution", "f32", [1, 2, 7], [2, 4, 5],
                        False, [3], [2], [2], [1], 1)


def conv_family():
    for dt in FLOATS:
        conv_case("conv2d_%s" % dt, "torch.aten.conv2d", dt, [2, 3, 9, 11], [5, 3, 3, 3], True, [1, 1], [1, 1], [1, 1], 1)
    conv_case("conv2d_s2_nobias_f32", "torch.aten.conv2d", "f32", [1, 4, 10, 9], [6, 4, 3, 3], False, [2, 2], [1, 1], [1, 1], 1)
    conv_case("conv2d_dil2_f32", "torch.aten.conv2d", "f32", [1, 3, 11, 10], [4, 3, 3, 3], True, [1, 1], [2, 2], [2, 2], 1)
    conv_case("conv2d_groups_f32", "torch.aten.conv2d", "f32", [2, 6, 7, 9], [4, 3, 3, 2], True, [2, 1], [1, 0], [1, 1], 2)
    conv_case("conv2d_depthwise_f32", "torch.aten.conv2d", "f32", [1, 8, 9, 9], [8, 1, 3, 3], True, [1, 1], [1, 1], [1, 1], 8)
    conv_case("conv2d_depthwise_s2_f32", "torch.aten.conv2d", "f32", [1, 6, 10, 11], [12, 1, 3, 3], False, [2, 2], [1, 1], [1, 1], 6)
    conv_case("conv2d_1x1_f32", "torch.aten.conv2d", "f32", [1, 16, 5, 7], [9, 16, 1, 1], True, [1, 1], [0, 0], [1, 1], 1)
    conv_case("conv2d_7x7_s2_f32", "torch.aten.conv2d", "f32", [1, 3, 23, 21], [8, 3, 7, 7], False, [2, 2], [3, 3], [1, 1], 1)
    conv_case("convolution_f32", "torch.aten.convolution", "f32", [1, 5, 8, 6], [3, 5, 2, 3], True, [1, 2], [0, 1], [2, 1], 1)
    conv_case("_convolution_f32", "torch.aten._convolution", "f32", [1, 4, 7, 7], [4, 2, 3, 3], True, [1, 1], [1, 1], [1, 1], 2)
    conv_case("conv1d_f32", "torch.aten.conv1d", "f32", [2, 4, 13], [6, 4, 3], True, [2], [1], [1], 1)
    conv_case("conv1d_groups_f32", "torch.aten.conv1d", "f32", [1, 4, 12], [4, 2, 5], False, [1], [4], [2], 2)
    conv_case("convolution_1d_f32", "torch.aten.convolution", "f32", [1, 3, 9], [2, 3, 3], True, [1], [1], [1], 1)
    # a convolution with its batch norm and relu (the kernels' fused epilogue)
    for dt in FLOATS:
        x, w = rnd([1, 4, 7, 9], dt, -2, 2, 20), rnd([6, 4, 3, 3], dt, -1, 1, 21)
        bw, bb, bm, bv = (rnd([6], dt, 0.5, 1.5, 22), rnd([6], dt, -0.5, 0.5, 23), rnd([6], dt, -1, 1, 24),
                          rnd([6], dt, 0.2, 2, 25))

        def cbr(x, w, bw, bb, bm, bv):
            y = via_f32(lambda x, w: F.conv2d(x, w, None, 1, 1), x, w)
            y = via_f32(lambda y, bw, bb, bm, bv: F.batch_norm(y, bm, bv, bw, bb, False, 0.1, 1e-5), y, bw, bb, bm, bv)
            return via_f32(torch.relu, y)

        def build(fn, a):
            y = fn.op("torch.aten.conv2d", [a[0], a[1], fn.none(), fn.ints([1, 1]), fn.ints([1, 1]), fn.ints([1, 1]),
                                            fn.int(1)], T([1, 6, 7, 9], dt))
            y = fn.op("torch.aten.batch_norm", [y, a[2], a[3], a[4], a[5], fn.bool(False), fn.float(0.1),
                                                fn.float(1e-5), fn.bool(True)], T([1, 6, 7, 9], dt))
            return fn.op("torch.aten.relu", [y], T([1, 6, 7, 9], dt))
        one("cnn.mlir", "conv2d_bn_relu_%s" % dt, "torch.aten.conv2d", dt, [x, w, bw, bb, bm, bv], build, cbr,
            {"f32": "max,rtol=1e-5,atol=1e-5", "f16": "max,rtol=4e-3,atol=2e-3", "bf16": "max,rtol=3e-2,atol=2e-2"}[dt])
    for dt in FLOATS:
        x = rnd([1, 3, 9, 10], dt, -3, 3, 5)
        x[0, 0, 0, 0] = NAN
        x[0, 1, 4, 4] = -INF
        x[0, 2, 8, 9] = INF
        pool_case("max_pool2d_%s" % dt, dt, x, "max", [3, 3], [2, 2], [1, 1])
        pool_case("avg_pool2d_%s" % dt, dt, rnd([1, 3, 9, 10], dt, -3, 3, 6), "avg", [3, 3], [2, 2], [1, 1])
        pool_case("adaptive_avg_pool2d_%s" % dt, dt, rnd([2, 3, 7, 9], dt, -3, 3, 7), "adaptive", 0, 0, 0,
                  out=[3, 4])
    x = rnd([1, 2, 8, 9], "f32", -3, 3, 8)
    pool_case("max_pool2d_ceil_f32", "f32", x, "max", [3, 3], [2, 2], [0, 0], ceil=True)
    pool_case("max_pool2d_dil_f32", "f32", x, "max", [2, 2], [1, 2], [1, 1], dil=(2, 2))
    pool_case("max_pool2d_k2_f32", "f32", x, "max", [2, 2], [], [0, 0])
    # wider than the kernel's tile of 64 output columns, NaN in both tiles
    xw = rnd([1, 2, 5, 150], "f32", -3, 3, 9)
    xw[0, 0, 2, 70] = NAN
    xw[0, 1, 3, 140] = NAN
    pool_case("max_pool2d_wide_f32", "f32", xw, "max", [3, 3], [2, 2], [1, 1])
    pool_case("avg_pool2d_nopad_count_f32", "f32", x, "avg", [3, 3], [2, 2], [1, 1], cip=False)
    pool_case("avg_pool2d_ceil_f32", "f32", x, "avg", [3, 2], [2, 2], [1, 1], ceil=True)
    pool_case("avg_pool2d_ceil_nocip_f32", "f32", x, "avg", [3, 3], [2, 2], [1, 1], ceil=True, cip=False)
    pool_case("avg_pool2d_divisor_f32", "f32", x, "avg", [2, 2], [2, 2], [0, 0], div=3)
    pool_case("adaptive_avg_pool2d_1x1_f32", "f32", x, "adaptive", 0, 0, 0, out=[1, 1])
    pool_case("adaptive_avg_pool2d_up_f32", "f32", x, "adaptive", 0, 0, 0, out=[5, 11])
    one("cnn.mlir", "_adaptive_avg_pool2d_f32", "torch.aten._adaptive_avg_pool2d", "f32", [x],
        lambda fn, a: fn.op("torch.aten._adaptive_avg_pool2d", [a[0], fn.ints([3, 4])], T([1, 2, 3, 4], "f32")),
        lambda x: F.adaptive_avg_pool2d(x, [3, 4]), "max,rtol=1e-6,atol=1e-7")
    max_pool_indices_family()


def max_pool_indices_family():
    """max_pool2d_with_indices: the maxima and torch's flat h * W + w indices
    (ties: the first in the window; NaN: the last NaN; all -inf: the first
    in-bounds tap)."""
    for dt in FLOATS:
        x = torch.randint(-3, 3, [2, 3, 7, 9], generator=torch.Generator().manual_seed(90)).to(DTYPES[dt])  # ties
        x[0, 0, 1, 1], x[0, 0, 1, 2] = NAN, NAN
        x[1, 2, :3, :3] = -INF
        cases = [("k3s2p1", [3, 3], [2, 2], [1, 1], [1, 1], False), ("k2", [2, 2], [], [0, 0], [1, 1], False),
                 ("ceil", [3, 3], [2, 2], [0, 0], [1, 1], True), ("dil2", [2, 3], [1, 2], [1, 1], [2, 2], False)]
        for name, k, st, p, dil, ceil in cases if dt == "f32" else cases[:1]:
            vals, idx = torch.ops.aten.max_pool2d_with_indices(x.float(), k, st, p, dil, ceil)
            vals = vals.to(DTYPES[dt])
            fn = Fn("max_pool2d_with_indices_%s_%s" % (name, dt))
            a = [fn.arg([2, 3, 7, 9], dt)]
            rs = fn.op("torch.aten.max_pool2d_with_indices",
                       a + [fn.ints(k), fn.ints(st), fn.ints(p), fn.ints(dil), fn.bool(ceil)],
                       [T(list(vals.shape), dt), T(list(idx.shape), "si64")])
            emit("cnn.mlir", fn, rs, [x], [Case(fn.name + ".%d" % i, "torch.aten.max_pool2d_with_indices", dt, "elem")
                                           for i in range(2)], [vals, idx])


def batch_norm_family():
    for dt in FLOATS:
        x = rnd([2, 4, 5, 3], dt, -3, 3, 1)
        x[1, 2, 0, 0] = NAN
        w, b = rnd([4], dt, 0.5, 1.5, 2), rnd([4], dt, -0.5, 0.5, 3)
        m, v = rnd([4], dt, -1, 1, 4), rnd([4], dt, 0.2, 2, 5)
        tol = {"f32": "max,rtol=2e-6,atol=1e-6", "f16": "max,rtol=2e-3,atol=1e-3",
               "bf16": "max,rtol=1e-2,atol=1e-2"}[dt]
        bn = lambda x, w, b, m, v: via_f32(lambda x, w, b, m, v: F.batch_norm(x, m, v, w, b, False, 0.1, 1e-5),
                                           x, w, b, m, v)
        one("cnn.mlir", "batch_norm_%s" % dt, "torch.aten.batch_norm", dt, [x, w, b, m, v],
            lambda fn, a: fn.op("torch.aten.batch_norm", [a[0], a[1], a[2], a[3], a[4], fn.bool(False),
                                                          fn.float(0.1), fn.float(1e-5), fn.bool(True)],
                                T([2, 4, 5, 3], dt)), bn, tol)
    dt = "f32"
    x, w, b = rnd([3, 5], dt, -3, 3, 6), rnd([5], dt, 0.5, 1.5, 7), rnd([5], dt, -0.5, 0.5, 8)
    m, v = rnd([5], dt, -1, 1, 9), rnd([5], dt, 0.2, 2, 10)
    one("cnn.mlir", "batch_norm_2d_noaffine_f32", "torch.aten.batch_norm", dt, [x, m, v],
        lambda fn, a: fn.op("torch.aten.batch_norm", [a[0], fn.none(), fn.none(), a[1], a[2], fn.bool(False),
                                                      fn.float(0.1), fn.float(1e-3), fn.bool(False)], T([3, 5], dt)),
        lambda x, m, v: F.batch_norm(x, m, v, None, None, False, 0.1, 1e-3), "max,rtol=2e-6,atol=1e-6")
    x4 = rnd([1, 5, 3, 4], dt, -3, 3, 11)
    fn = Fn("native_batch_norm_f32")
    a = [fn.arg([1, 5, 3, 4], dt)] + [fn.arg([5], dt) for _ in range(4)]
    rs = fn.op("torch.aten.native_batch_norm", a + [fn.bool(False), fn.float(0.1), fn.float(1e-5)],
               [T([1, 5, 3, 4], dt), T([0], dt), T([0], dt)])
    exp = torch.native_batch_norm(x4, w, b, m, v, False, 0.1, 1e-5)
    emit("cnn.mlir", fn, rs, [x4, w, b, m, v],
         [Case(fn.name + ".%d" % i, "torch.aten.native_batch_norm", dt, "max,rtol=2e-6,atol=1e-6")
          for i in range(3)], list(exp))
    # torch >= 2.1's inference form (torch.export); 1.13 lacks it: its definition
    fn = Fn("native_batch_norm_legit_no_training_f32")
    a = [fn.arg([1, 5, 3, 4], dt)] + [fn.arg([5], dt) for _ in range(4)]
    rs = fn.op("torch.aten._native_batch_norm_legit_no_training", a + [fn.float(0.1), fn.float(1e-5)],
               [T([1, 5, 3, 4], dt), T([0], dt), T([0], dt)])
    emit("cnn.mlir", fn, rs[:1], [x4, w, b, m, v],
         [Case(fn.name, "torch.aten._native_batch_norm_legit_no_training", dt, "max,rtol=2e-6,atol=1e-6")],
         [F.batch_norm(x4, m, v, w, b, False, 0.1, 1e-5)])


def group_norm_family():
    tol = {"f32": "max,rtol=2e-6,atol=1e-6", "f16": "max,rtol=4e-3,atol=2e-3", "bf16": "max,rtol=2e-2,atol=1e-2"}
    for dt in FLOATS:
        x = rnd([2, 6, 3, 4], dt, -3, 3, 50)
        x[1, 4, 0, 0] = NAN
        w, b = rnd([6], dt, 0.5, 1.5, 51), rnd([6], dt, -0.5, 0.5, 52)
        gn = lambda x, w, b: via_f32(lambda x, w, b: F.group_norm(x, 3, w, b, 1e-5), x, w, b)
        one("cnn.mlir", "group_norm_%s" % dt, "torch.aten.group_norm", dt, [x, w, b],
            lambda fn, a: fn.op("torch.aten.group_norm", [a[0], fn.int(3), a[1], a[2], fn.float(1e-5),
                                                          fn.bool(True)], T([2, 6, 3, 4], dt)), gn, tol[dt])
    dt = "f32"
    for name, shape, groups in (("group_norm_1group_f32", [2, 4, 5, 3], 1), ("group_norm_instance_f32", [2, 4, 5, 3], 4),
                                ("group_norm_rank3_f32", [3, 6, 7], 2), ("group_norm_rank2_f32", [3, 6], 3)):
        x = rnd(shape, dt, -3, 3, 53)
        one("cnn.mlir", name, "torch.aten.group_norm", dt, [x],
            lambda fn, a, shape=shape, groups=groups: fn.op(
                "torch.aten.group_norm", [a[0], fn.int(groups), fn.none(), fn.none(), fn.float(1e-3), fn.bool(False)],
                T(shape, dt)),
            lambda x, groups=groups: F.group_norm(x, groups, None, None, 1e-3), tol[dt])
    # instance_norm: the input's statistics per (n, c), or the running ones
    for idt in FLOATS:
        x = rnd([2, 3, 4, 5], idt, -3, 3, 57)
        w, b = rnd([3], idt, 0.5, 1.5, 58), rnd([3], idt, -0.5, 0.5, 59)
        one("cnn.mlir", "instance_norm_%s" % idt, "torch.aten.instance_norm", idt, [x, w, b],
            lambda fn, a, idt=idt: fn.op("torch.aten.instance_norm",
                                         [a[0], a[1], a[2], fn.none(), fn.none(), fn.bool(True), fn.float(0.1),
                                          fn.float(1e-5), fn.bool(False)], T([2, 3, 4, 5], idt)),
            lambda x, w, b: via_f32(lambda x, w, b: F.instance_norm(x, None, None, w, b, True, 0.1, 1e-5), x, w, b),
            tol[idt])
    x, m, v = rnd([2, 3, 7], "f32", -3, 3, 60), rnd([3], "f32", -1, 1, 61), rnd([3], "f32", 0.2, 2, 62)
    one("cnn.mlir", "instance_norm_running_f32", "torch.aten.instance_norm", "f32", [x, m, v],
        lambda fn, a: fn.op("torch.aten.instance_norm", [a[0], fn.none(), fn.none(), a[1], a[2], fn.bool(False),
                                                         fn.float(0.1), fn.float(1e-5), fn.bool(False)],
                            T([2, 3, 7], "f32")),
        lambda x, m, v: F.instance_norm(x, m, v, None, None, False, 0.1, 1e-5), tol["f32"])
    # native_group_norm's three results: y, mean and rstd [N, group]
    x, w, b = rnd([2, 6, 4, 2], dt, -3, 3, 54), rnd([6], dt, 0.5, 1.5, 55), rnd([6], dt, -0.5, 0.5, 56)
    fn = Fn("native_group_norm_f32")
    a = [fn.arg([2, 6, 4, 2], dt), fn.arg([6], dt), fn.arg([6], dt)]
    rs = fn.op("torch.aten.native_group_norm", a + [fn.int(2), fn.int(6), fn.int(8), fn.int(3), fn.float(1e-5)],
               [T([2, 6, 4, 2], dt), T([2, 3], dt), T([2, 3], dt)])
    ref = torch.ops.aten.native_group_norm(x, w, b, 2, 6, 8, 3, 1e-5)
    emit("cnn.mlir", fn, rs, [x, w, b],
         [Case(fn.name + ".%d" % i, "torch.aten.native_group_norm", dt, tol[dt]) for i in range(3)], list(ref))


def cnn_misc_family():
    for dt in FLOATS:
        x = fedge(dt)
        one("cnn.mlir", "hardtanh_%s" % dt, "torch.aten.hardtanh", dt, [x],
            lambda fn, a: fn.op("torch.aten.hardtanh", [a[0], fn.float(-0.5), fn.float(2.0)], T([4, 12], dt)),
            lambda x: via_f32(lambda x: F.hardtanh(x, -0.5, 2.0), x), "elem,zeros")
        one("cnn.mlir", "relu6_%s" % dt, "torch.aten.relu6", dt, [x],
            lambda fn, a: fn.op("torch.aten.relu6", [a[0]], T([4, 12], dt)),
            lambda x: via_f32(F.relu6, x), "elem,zeros")
        one("cnn.mlir", "hardswish_%s" % dt, "torch.aten.hardswish", dt, [x],
            lambda fn, a: fn.op("torch.aten.hardswish", [a[0]], T([4, 12], dt)),
            lambda x: via_f32(F.hardswish, x))
        one("cnn.mlir", "hardsigmoid_%s" % dt, "torch.aten.hardsigmoid", dt, [x],
            lambda fn, a: fn.op("torch.aten.hardsigmoid", [a[0]], T([4, 12], dt)),
            lambda x: via_f32(F.hardsigmoid, x))
        one("cnn.mlir", "leaky_relu_%s" % dt, "torch.aten.leaky_relu", dt, [x],
            lambda fn, a: fn.op("torch.aten.leaky_relu", [a[0], fn.float(0.2)], T([4, 12], dt)),
            lambda x: via_f32(lambda x: F.leaky_relu(x, 0.2), x))
        # exp(x) - 1 cancels near 0: compared relative to the largest value
        etol = {"f32": "max,rtol=1e-6,atol=1e-7", "f16": "max,rtol=2e-3,atol=1e-4",
                "bf16": "max,rtol=1e-2,atol=1e-3"}[dt]
        one("cnn.mlir", "elu_%s" % dt, "torch.aten.elu", dt, [x],
            lambda fn, a: fn.op("torch.aten.elu", [a[0], fn.float(1.5), fn.int(1), fn.int(1)], T([4, 12], dt)),
            lambda x: via_f32(lambda x: F.elu(x, 1.5), x), etol)
        one("cnn.mlir", "selu_%s" % dt, "torch.aten.selu", dt, [x],
            lambda fn, a: fn.op("torch.aten.selu", [a[0]], T([4, 12], dt)),
            lambda x: via_f32(F.selu, x), etol)
        one("cnn.mlir", "clamp_%s" % dt, "torch.aten.clamp", dt, [x],
            lambda fn, a: fn.op("torch.aten.clamp", [a[0], fn.float(-1.5), fn.float(3.0)], T([4, 12], dt)),
            lambda x: via_f32(lambda x: torch.clamp(x, -1.5, 3.0), x), "elem,zeros")
    for dt in FLOATS:
        x = fedge(dt)
        # log1p(exp(x)) holds values far below 1 + epsilon: compared element by element
        one("cnn.mlir", "softplus_%s" % dt, "torch.aten.softplus", dt, [x],
            lambda fn, a: fn.op("torch.aten.softplus", [a[0], fn.int(1), fn.int(20)], T([4, 12], dt)),
            lambda x: via_f32(F.softplus, x), "elem,rtol=%s" % {"f32": "1e-5", "f16": "2e-3", "bf16": "1.6e-2"}[dt])
        one("cnn.mlir", "mish_%s" % dt, "torch.aten.mish", dt, [x],
            lambda fn, a: fn.op("torch.aten.mish", [a[0]], T([4, 12], dt)),
            lambda x: via_f32(F.mish, x), {"f32": "max,rtol=1e-6,atol=1e-7", "f16": "max,rtol=2e-3,atol=1e-4",
                                           "bf16": "max,rtol=1e-2,atol=1e-3"}[dt])
    x = fedge("f32")
    one("cnn.mlir", "softplus_beta_f32", "torch.aten.softplus", "f32", [x],
        lambda fn, a: fn.op("torch.aten.softplus", [a[0], fn.float(2.0), fn.float(3.0)], T([4, 12], "f32")),
        lambda x: F.softplus(x, 2.0, 3.0), "elem,rtol=1e-5")
    xs = rnd([2, 3, 4, 5], "f32", -3, 3, 80)
    for name, w in (("prelu_f32", rnd([3], "f32", 0, 0.5, 81)), ("prelu_one_f32", rnd([1], "f32", 0, 0.5, 82))):
        one("cnn.mlir", name, "torch.aten.prelu", "f32", [xs, w],
            lambda fn, a: fn.op("torch.aten.prelu", [a[0], a[1]], T([2, 3, 4, 5], "f32")), F.prelu)
    mask = torch.rand([4, 5], generator=torch.Generator().manual_seed(83)) > 0.5
    for dt in ("f32", "si64", "bf16"):
        xm = rnd([2, 4, 5], dt, -3, 3, 84) if dt != "si64" else torch.arange(40).reshape(2, 4, 5) - 20
        one("cnn.mlir", "masked_fill_%s" % dt, "torch.aten.masked_fill.Scalar", dt, [xm, mask],
            lambda fn, a: fn.op("torch.aten.masked_fill.Scalar", [a[0], a[1], fn.float(-2.5)], T([2, 4, 5], dt)),
            lambda x, m: x.masked_fill(m, -2.5))
    one("cnn.mlir", "masked_fill_tensor_f32", "torch.aten.masked_fill.Tensor", "f32",
        [xs[0], mask.reshape(1, 4, 5)[:, :, :5].expand(3, 4, 5).clone(), torch.tensor(7.0)],
        lambda fn, a: fn.op("torch.aten.masked_fill.Tensor", [a[0], a[1], a[2]], T([3, 4, 5], "f32")),
        lambda x, m, v: x.masked_fill(m, v))
    one("cnn.mlir", "dropout_eval_f32", "torch.aten.dropout", "f32", [xs],
        lambda fn, a: fn.op("torch.aten.dropout", [a[0], fn.float(0.5), fn.bool(False)], T([2, 3, 4, 5], "f32")),
        lambda x: F.dropout(x, 0.5, False))
    fn = Fn("native_dropout_eval_f32")
    a = [fn.arg([2, 3, 4, 5], "f32")]
    rs = fn.op("torch.aten.native_dropout", a + [fn.float(0.5), fn.bool(False)],
               [T([2, 3, 4, 5], "f32"), T([2, 3, 4, 5], "i1")])
    emit("cnn.mlir", fn, rs, [xs], [Case(fn.name + ".%d" % i, "torch.aten.native_dropout", "f32") for i in range(2)],
         list(torch.ops.aten.native_dropout(xs, 0.5, False)))
    xp = rnd([2, 8, 3, 5], "f32", -3, 3, 85)
    one("cnn.mlir", "pixel_shuffle_f32", "torch.aten.pixel_shuffle", "f32", [xp],
        lambda fn, a: fn.op("torch.aten.pixel_shuffle", [a[0], fn.int(2)], T([2, 2, 6, 10], "f32")),
        lambda x: F.pixel_shuffle(x, 2))
    xu = rnd([2, 3, 6, 4], "f32", -3, 3, 86)
    one("cnn.mlir", "pixel_unshuffle_f32", "torch.aten.pixel_unshuffle", "f32", [xu],
        lambda fn, a: fn.op("torch.aten.pixel_unshuffle", [a[0], fn.int(2)], T([2, 12, 3, 2], "f32")),
        lambda x: F.pixel_unshuffle(x, 2))
    for name, sh, dims in (("roll_f32", [2, -7], [1, 2]), ("roll_flat_f32", [5], []), ("roll_neg_dim_f32", [13], [-1])):
        one("cnn.mlir", name, "torch.aten.roll", "f32", [xu],
            lambda fn, a, sh=sh, dims=dims: fn.op("torch.aten.roll", [a[0], fn.ints(sh), fn.ints(dims)],
                                                  T([2, 3, 6, 4], "f32")),
            lambda x, sh=sh, dims=dims: torch.roll(x, sh, dims))
    one("cnn.mlir", "elu_scaled_f32", "torch.aten.elu", "f32", [x],
        lambda fn, a: fn.op("torch.aten.elu", [a[0], fn.float(0.7), fn.float(2.0), fn.float(0.5)], T([4, 12], "f32")),
        lambda x: torch.ops.aten.elu(x, 0.7, 2.0, 0.5), "max,rtol=1e-6,atol=1e-7")
    one("cnn.mlir", "celu_f32", "torch.aten.celu", "f32", [x],
        lambda fn, a: fn.op("torch.aten.celu", [a[0], fn.float(2.0)], T([4, 12], "f32")),
        lambda x: F.celu(x, 2.0), "max,rtol=1e-6,atol=1e-7")
    one("cnn.mlir", "clamp_min_only_f32", "torch.aten.clamp", "f32", [x],
        lambda fn, a: fn.op("torch.aten.clamp", [a[0], fn.float(0.5), fn.none()], T([4, 12], "f32")),
        lambda x: torch.clamp(x, min=0.5))
    one("cnn.mlir", "clamp_max_only_f32", "torch.aten.clamp", "f32", [x],
        lambda fn, a: fn.op("torch.aten.clamp", [a[0], fn.none(), fn.float(0.5)], T([4, 12], "f32")),
        lambda x: torch.clamp(x, max=0.5))
    one("cnn.mlir", "clamp_min_f32", "torch.aten.clamp_min", "f32", [x],
        lambda fn, a: fn.op("torch.aten.clamp_min", [a[0], fn.float(-2.0)], T([4, 12], "f32")),
        lambda x: torch.clamp_min(x, -2.0))
    one("cnn.mlir", "clamp_max_f32", "torch.aten.clamp_max", "f32", [x],
        lambda fn, a: fn.op("torch.aten.clamp_max", [a[0], fn.int(1)], T([4, 12], "f32")),
        lambda x: torch.clamp_max(x, 1))
    xi = irnd([3, 7], "si64", -9, 10, 3)
    one("cnn.mlir", "clamp_si64", "torch.aten.clamp", "si64", [xi],
        lambda fn, a: fn.op("torch.aten.clamp", [a[0], fn.int(-3), fn.int(4)], T([3, 7], "si64")),
        lambda x: torch.clamp(x, -3, 4))
    for dt in FLOATS:
        x = rnd([2, 3, 4, 5], dt, -2, 2, 12)
        one("cnn.mlir", "constant_pad_nd_%s" % dt, "torch.aten.constant_pad_nd", dt, [x],
            lambda fn, a: fn.op("torch.aten.constant_pad_nd", [a[0], fn.ints([1, 2, 0, 3]), fn.float(0.5)],
                                T([2, 3, 7, 8], dt)),
            lambda x: via_f32(lambda x: F.pad(x, [1, 2, 0, 3], value=0.5), x))
    x = rnd([2, 3, 4, 5], "f32", -2, 2, 13)
    one("cnn.mlir", "constant_pad_nd_neg_f32", "torch.aten.constant_pad_nd", "f32", [x],
        lambda fn, a: fn.op("torch.aten.constant_pad_nd", [a[0], fn.ints([-1, 2, 1, -2, 1, 1]), fn.int(0)],
                            T([2, 5, 3, 6], "f32")),
        lambda x: F.pad(x, [-1, 2, 1, -2, 1, 1]))
    one("cnn.mlir", "pad_constant_f32", "torch.aten.pad", "f32", [x],
        lambda fn, a: fn.op("torch.aten.pad", [a[0], fn.ints([2, 1]), fn.str("constant"), fn.float(-1.0)],
                            T([2, 3, 4, 8], "f32")),
        lambda x: F.pad(x, [2, 1], value=-1.0))
    one("cnn.mlir", "flatten_nchw_f32", "torch.aten.flatten.using_ints", "f32", [x],
        lambda fn, a: fn.op("torch.aten.flatten.using_ints", [a[0], fn.int(1), fn.int(-1)], T([2, 60], "f32")),
        lambda x: torch.flatten(x, 1))
    for dt in FLOATS:
        x = rnd([1, 2, 3, 4], dt, -2, 2, 14)
        one("cnn.mlir", "upsample_nearest2d_x2_%s" % dt, "torch.aten.upsample_nearest2d", dt, [x],
            lambda fn, a: fn.op("torch.aten.upsample_nearest2d", [a[0], fn.ints([6, 8]), fn.none(), fn.none()],
                                T([1, 2, 6, 8], dt)),
            lambda x: via_f32(lambda x: torch.ops.aten.upsample_nearest2d(x, [6, 8], None, None), x))
    x = rnd([1, 2, 3, 4], "f32", -2, 2, 15)
    one("cnn.mlir", "upsample_nearest2d_odd_f32", "torch.aten.upsample_nearest2d", "f32", [x],
        lambda fn, a: fn.op("torch.aten.upsample_nearest2d", [a[0], fn.ints([5, 7]), fn.none(), fn.none()],
                            T([1, 2, 5, 7], "f32")),
        lambda x: torch.ops.aten.upsample_nearest2d(x, [5, 7], None, None))
    one("cnn.mlir", "upsample_nearest2d_vec_f32", "torch.aten.upsample_nearest2d.vec", "f32", [x],
        lambda fn, a: fn.op("torch.aten.upsample_nearest2d.vec",
                            [a[0], fn.none(), fn.list([fn.float(2.0), fn.float(1.5)], "!torch.list<float>")],
                            T([1, 2, 6, 6], "f32")),
        lambda x: torch.ops.aten.upsample_nearest2d.vec(x, None, [2.0, 1.5]))
    bilinear_family()


def bilinear_family():
    tol = {"f32": "max,rtol=1e-6,atol=1e-7", "f16": "max,rtol=2e-3,atol=1e-4", "bf16": "max,rtol=1e-2,atol=1e-3"}
    for dt in FLOATS:
        x = rnd([1, 2, 3, 4], dt, -2, 2, 60)
        for ac in (False, True):
            name = "upsample_bilinear2d_%s%s" % ("ac_" if ac else "", dt)
            one("cnn.mlir", name, "torch.aten.upsample_bilinear2d", dt, [x],
                lambda fn, a, ac=ac: fn.op("torch.aten.upsample_bilinear2d",
                                           [a[0], fn.ints([6, 8]), fn.bool(ac), fn.none(), fn.none()],
                                           T([1, 2, 6, 8], dt)),
                lambda x, ac=ac: via_f32(lambda x: F.interpolate(x, size=[6, 8], mode="bilinear", align_corners=ac), x),
                tol[dt])
    x = rnd([2, 3, 5, 7], "f32", -2, 2, 61)
    # odd sizes, down and up, one dim kept, one output row
    for name, size in (("odd", [8, 3]), ("keep_w", [9, 7]), ("one_row", [1, 10])):
        for ac in (False, True):
            n = "upsample_bilinear2d_%s%s_f32" % (name, "_ac" if ac else "")
            one("cnn.mlir", n, "torch.aten.upsample_bilinear2d", "f32", [x],
                lambda fn, a, size=size, ac=ac: fn.op("torch.aten.upsample_bilinear2d",
                                                      [a[0], fn.ints(size), fn.bool(ac), fn.none(), fn.none()],
                                                      T([2, 3] + size, "f32")),
                lambda x, size=size, ac=ac: F.interpolate(x, size=size, mode="bilinear", align_corners=ac), tol["f32"])
    # scale factors: the source index from 1 / factor, not in / out
    one("cnn.mlir", "upsample_bilinear2d_vec_f32", "torch.aten.upsample_bilinear2d.vec", "f32", [x],
        lambda fn, a: fn.op("torch.aten.upsample_bilinear2d.vec",
                            [a[0], fn.none(), fn.bool(False), fn.list([fn.float(2.5), fn.float(1.3)], "!torch.list<float>")],
                            T([2, 3, 12, 9], "f32")),
        lambda x: torch.ops.aten.upsample_bilinear2d.vec(x, None, False, [2.5, 1.3]), tol["f32"])


def main():
    for f in (unary_family, binary_family, scalar_family, promotion_family, where_family,
              convert_family, reduce_family, softmax_family, log_softmax_family, norm_family, matmul_family,
              attention_family, views_family, index_family, creation_family, issue14_family,
              decomposed_family, issue31_family, issue31_refused_family, promotion_pairs_family,
              f64_family, quantized_family, conv_family, conv_transpose_family, pool1d_family, batch_norm_family, group_norm_family, cnn_misc_family):
        f()
    cases = os.path.join(ROOT, "cases")
    data = os.path.join(ROOT, "data")
    for d in (cases, data):
        os.makedirs(d, exist_ok=True)
        for old in os.listdir(d):
            os.remove(os.path.join(d, old))
    for name, fns in FILES.items():
        with open(os.path.join(cases, name), "w") as f:
            f.write("// Generated by tests/oracle/gen.py (PyTorch %s); do not edit.\n" % torch.__version__)
            f.write("\n\n".join(fns) + "\n")
    for name, b in DATA.items():
        with open(os.path.join(data, name), "wb") as f:
            f.write(b)
    with open(os.path.join(ROOT, "cases.txt"), "w") as f:
        f.write("# Generated by tests/oracle/gen.py (PyTorch %s); do not edit.\n" % torch.__version__)
        f.write("# CASE FILE FUNCTION RESULT OP DTYPE TOL INPUTS EXPECTED\n")
        f.write("\n".join(MANIFEST) + "\n")
    size = sum(len(b) for b in DATA.values()) + sum(len("\n".join(v)) for v in FILES.values())
    print("%d cases, %d functions, %d data files, %d KB" % (len(MANIFEST), len(NAMES), len(DATA), size // 1024))


if __name__ == "__main__":
    main()
