"""The Python package (python/facet) end to end, run by tests/e2e/python.sh.

Every call is checked against facet-run-module on the same module and the same inputs
(results and new values of mutable arguments, bit for bit: the same kernels run), over
f32, f16, bf16 (uint16 bit patterns), integer and bool tensors, torch scalars and mutable
arguments; then bad input (each error's type and message), compile errors with their
locations, the GIL released during calls, and concurrent calls from Python threads.

Environment: PYTHONPATH holds the built package, FACET_BIN the tools' folder, FACET_TMP a
scratch folder.
"""

import os
import subprocess
import sys
import threading
import unittest

import numpy as np

import facet

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BIN = os.environ["FACET_BIN"]
TMP = os.environ["FACET_TMP"]
INPUTS = os.path.join(ROOT, "tests", "e2e", "inputs")


def tmp(name):
    return os.path.join(TMP, name)


def run_module(module_path, fn, args, params=None):
    """facet-run-module on the same inputs: its results, then the mutable arguments' new
    values, as numpy arrays (scalars as 0-d arrays)."""
    argv = [os.path.join(BIN, "facet-run-module"), f"--module={module_path}",
            f"--function={fn.name}", "--threads=1"]
    if params:
        argv.append(f"--parameters=model={params}")
    for a, v in zip(fn.inputs, args):
        if a.kind != "tensor":
            text = str(int(v)) if a.kind != "float" else repr(float(v))
            argv.append(f"--input={a.dtype}={text}")
            continue
        path = tmp(f"in{a.index}.npy")
        np.save(path, np.asarray(v, dtype=a.np_dtype))
        shape = "".join(f"{d}x" for d in np.shape(v))
        argv.append(f"--input={shape}bf16=@{path}" if a.dtype == "bf16" else f"--input=@{path}")
    n = len(fn.outputs) + sum(a.mutable for a in fn.inputs)
    argv += [f"--output=@{tmp(f'out{i}.npy')}" for i in range(n)]
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL)
    return [np.load(tmp(f"out{i}.npy")) for i in range(n)]


def same(a, b):
    """Bit-identical values of the same dtype and shape (NaN equal to NaN)."""
    a, b = np.asarray(a), np.asarray(b)
    return a.dtype == b.dtype and a.shape == b.shape and a.tobytes() == b.tobytes()


class Compared(unittest.TestCase):
    """Helpers: call through facet and through facet-run-module, compare."""

    def check_call(self, module_path, module, name, args, params=None):
        fn = module.functions[name]
        ours = [np.array(a, copy=True) if isinstance(a, np.ndarray) else a for a in args]
        theirs = run_module(module_path, fn, ours, params)
        got = fn(*ours)
        got = [] if got is None else list(got) if isinstance(got, tuple) else [got]
        got += [v for a, v in zip(fn.inputs, ours) if a.mutable]
        self.assertEqual(len(got), len(theirs))
        for i, (g, t) in enumerate(zip(got, theirs)):
            self.assertTrue(same(g, t), f"{name} value {i}: {g!r} != facet-run-module {t!r}")
        return got


MLIR_DTYPES = """
func.func @f32(%a: !torch.vtensor<[3,5],f32>, %b: !torch.vtensor<[3,5],f32>) -> !torch.vtensor<[3,5],f32> {
  %0 = torch.aten.mul.Tensor %a, %b : !torch.vtensor<[3,5],f32>, !torch.vtensor<[3,5],f32> -> !torch.vtensor<[3,5],f32>
  %1 = torch.aten.exp %0 : !torch.vtensor<[3,5],f32> -> !torch.vtensor<[3,5],f32>
  return %1 : !torch.vtensor<[3,5],f32>
}
func.func @f16(%a: !torch.vtensor<[?,8],f16>, %b: !torch.vtensor<[8,4],f16>) -> !torch.vtensor<[?,4],f16> {
  %s0 = torch.symbolic_int "s0" {min_val = 1, max_val = 64} : !torch.int
  torch.bind_symbolic_shape %a, [%s0], affine_map<()[s0] -> (s0, 8)> : !torch.vtensor<[?,8],f16>
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[?,8],f16>, !torch.vtensor<[8,4],f16> -> !torch.vtensor<[?,4],f16>
  torch.bind_symbolic_shape %0, [%s0], affine_map<()[s0] -> (s0, 4)> : !torch.vtensor<[?,4],f16>
  return %0 : !torch.vtensor<[?,4],f16>
}
func.func @bf16(%a: !torch.vtensor<[16],bf16>, %b: !torch.vtensor<[16],bf16>) -> !torch.vtensor<[16],bf16> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Tensor %a, %b, %int1 : !torch.vtensor<[16],bf16>, !torch.vtensor<[16],bf16>, !torch.int -> !torch.vtensor<[16],bf16>
  %1 = torch.aten.tanh %0 : !torch.vtensor<[16],bf16> -> !torch.vtensor<[16],bf16>
  return %1 : !torch.vtensor<[16],bf16>
}
func.func @ints(%a: !torch.vtensor<[6],si64>, %b: !torch.vtensor<[6],si32>) -> (!torch.vtensor<[6],si64>, !torch.vtensor<[6],i1>) {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Tensor %a, %b, %int1 : !torch.vtensor<[6],si64>, !torch.vtensor<[6],si32>, !torch.int -> !torch.vtensor<[6],si64>
  %1 = torch.aten.gt.Tensor %a, %b : !torch.vtensor<[6],si64>, !torch.vtensor<[6],si32> -> !torch.vtensor<[6],i1>
  return %0, %1 : !torch.vtensor<[6],si64>, !torch.vtensor<[6],i1>
}
func.func @big(%a: !torch.vtensor<[1024,1024],f32>, %b: !torch.vtensor<[1024,1024],f32>) -> !torch.vtensor<[1024,1024],f32> {
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[1024,1024],f32>, !torch.vtensor<[1024,1024],f32> -> !torch.vtensor<[1024,1024],f32>
  %1 = torch.aten.mm %0, %b : !torch.vtensor<[1024,1024],f32>, !torch.vtensor<[1024,1024],f32> -> !torch.vtensor<[1024,1024],f32>
  %2 = torch.aten.mm %1, %b : !torch.vtensor<[1024,1024],f32>, !torch.vtensor<[1024,1024],f32> -> !torch.vtensor<[1024,1024],f32>
  return %2 : !torch.vtensor<[1024,1024],f32>
}
"""


def rand(shape, dtype, seed, lo=-2, hi=2):
    r = np.random.default_rng(seed)
    if np.issubdtype(dtype, np.integer):
        return r.integers(lo, hi, size=shape, dtype=dtype)
    return r.uniform(lo, hi, size=shape).astype(dtype)


class Dtypes(Compared):
    @classmethod
    def setUpClass(cls):
        cls.path = facet.compile(MLIR_DTYPES, output=tmp("dtypes.facet"))
        cls.m = facet.load(cls.path, threads=1)

    def test_signatures(self):
        self.assertEqual(list(self.m.functions), ["f32", "f16", "bf16", "ints", "big"])
        self.assertEqual(self.m.f16.signature, "f16(?x8xf16, 8x4xf16) -> (?x4xf16)")
        a = self.m.f16.inputs[0]
        self.assertEqual((a.dtype, a.shape, a.kind, a.mutable, a.np_dtype),
                         ("f16", (None, 8), "tensor", False, np.float16))
        self.assertEqual(self.m.ints.outputs[1].np_dtype, np.bool_)
        self.assertIs(self.m["f32"], self.m.f32)

    def test_f32(self):
        self.check_call(self.path, self.m, "f32", [rand((3, 5), np.float32, 1),
                                                    rand((3, 5), np.float32, 2)])

    def test_f16_dynamic(self):
        for rows in (1, 7, 64):
            self.check_call(self.path, self.m, "f16", [rand((rows, 8), np.float16, rows),
                                                        rand((8, 4), np.float16, 9)])

    def test_bf16_as_uint16(self):
        a, b = rand(16, np.float32, 3), rand(16, np.float32, 4)
        got = self.check_call(self.path, self.m, "bf16", [facet.f32_to_bf16(a),
                                                           facet.f32_to_bf16(b)])[0]
        self.assertEqual(got.dtype, np.uint16)
        want = np.tanh(facet.bf16_to_f32(facet.f32_to_bf16(a)) +
                       facet.bf16_to_f32(facet.f32_to_bf16(b)))
        np.testing.assert_allclose(facet.bf16_to_f32(got), want, rtol=2 ** -7, atol=1e-6)

    def test_bf16_conversions_match_torch(self):
        try:
            import torch
        except ImportError:
            self.skipTest("no torch at this python")
        x = np.concatenate([rand(1000, np.float32, 5, -1e3, 1e3), [0.0, -0.0, np.inf, -np.inf,
                            1 + 2 ** -8, 1 + 3 * 2 ** -8, 3.3895e38, 1e-40]]).astype(np.float32)
        want = torch.from_numpy(x).to(torch.bfloat16).view(torch.int16).numpy().view(np.uint16)
        self.assertTrue(same(facet.f32_to_bf16(x), want))
        back = torch.from_numpy(want.view(np.int16)).view(torch.bfloat16).float().numpy()
        self.assertTrue(same(facet.bf16_to_f32(want), back))
        # NaN: quiet, its sign kept, as facet's kernels convert (torch 1.13 writes 0xffff)
        nans = np.array([np.nan, -np.nan, np.uint32(0x7F800001).view(np.float32)], np.float32)
        self.assertEqual(facet.f32_to_bf16(nans).tolist(), [0x7FC0, 0xFFC0, 0x7FC0])

    def test_ints_and_bool(self):
        got = self.check_call(self.path, self.m, "ints", [rand(6, np.int64, 6, -9, 9),
                                                           rand(6, np.int32, 7, -9, 9)])
        self.assertEqual([g.dtype for g in got], [np.int64, np.bool_])

    def test_conversions(self):
        # lists and non-contiguous arrays become contiguous arrays of the argument's dtype
        a = rand((5, 3), np.float32, 8).T
        got = self.m.f32(a, [[1.0] * 5] * 3)
        self.assertTrue(same(got, self.m.f32(np.ascontiguousarray(a), np.ones((3, 5),
                                                                              np.float32))))

    def test_results_own_their_memory(self):
        r = self.m.f32(np.ones((3, 5), np.float32), np.ones((3, 5), np.float32))
        r2 = self.m.f32(np.zeros((3, 5), np.float32), np.ones((3, 5), np.float32))
        self.assertFalse(np.shares_memory(r, r2))
        r[0, 0] = 5  # writable, and the module may go away first
        del self.__class__.m
        self.__class__.m = facet.load(self.path, threads=1)
        self.assertEqual(float(r[0, 0]), 5.0)

    def test_module_from_bytes(self):
        m = facet.load(facet.compile(MLIR_DTYPES))
        self.assertEqual(list(m.functions), list(self.m.functions))


class Scalars(Compared):
    @classmethod
    def setUpClass(cls):
        cls.path = facet.compile(os.path.join(INPUTS, "scalars.mlir"),
                                 output=tmp("scalars.facet"))
        cls.m = facet.load(cls.path)

    def test_scalar_arguments_and_results(self):
        x4 = rand(4, np.float32, 1)
        self.check_call(self.path, self.m, "add_int", [x4, 3])
        self.check_call(self.path, self.m, "mul_float", [rand((2, 3), np.float16, 2), 0.25])
        self.check_call(self.path, self.m, "add_bool", [rand(4, np.int64, 3, -5, 5), True])
        self.check_call(self.path, self.m, "eq_div", [np.array([1, 2, 3, 2]), np.int64(2), 3])
        got = self.check_call(self.path, self.m, "passthrough", [1.5, -3, True])
        self.assertEqual([type(g) for g in got[:3]], [np.float64, np.int64, np.bool_])
        self.assertEqual(got, [1.5, -3, True, 7, -0.25, False])
        self.assertEqual(self.m.scaled_update.signature,
                         "scaled_update(4xf32, !torch.float, 4xf32 (mutable)) -> (!torch.int)")
        self.check_call(self.path, self.m, "scaled_update", [x4, 0.5, rand(4, np.float32, 4)])

    def test_bad_scalars(self):
        x4 = np.ones(4, np.float32)
        with self.assertRaisesRegex(TypeError, r"add_int: argument 1 \(!torch.int\): expected "
                                               "a int, got float"):
            self.m.add_int(x4, 2.5)
        with self.assertRaisesRegex(TypeError, "expected a int, got bool"):
            self.m.add_int(x4, True)
        with self.assertRaisesRegex(TypeError, "expected a bool, got int"):
            self.m.add_bool(np.ones(4, np.int64), 1)


class Mutable(Compared):
    @classmethod
    def setUpClass(cls):
        cls.path = facet.compile(os.path.join(INPUTS, "mutable.mlir"), output=tmp("mut.facet"))
        cls.m = facet.load(cls.path)
        cls.ip_path = facet.compile(os.path.join(INPUTS, "index_put.mlir"),
                                    output=tmp("ip.facet"))
        cls.ip = facet.load(cls.ip_path)

    def test_updated_in_place(self):
        x, cache = rand(8, np.float32, 1), rand(8, np.float32, 2)
        before = cache.__array_interface__["data"][0]
        self.assertIsNone(self.m.direct(x, cache))
        self.assertEqual(cache.__array_interface__["data"][0], before)
        for name in ("direct", "bump", "later_read", "from_input", "returned", "old_returned",
                     "unchanged"):
            self.check_call(self.path, self.m, name, [rand(8, np.float32, 3),
                                                      rand(8, np.float32, 4)])
        self.check_call(self.path, self.m, "two", [rand(8, np.float32, i) for i in (5, 6, 7)])
        self.check_call(self.path, self.m, "cross", [rand(8, np.float32, i) for i in (8, 9)])
        self.check_call(self.path, self.m, "views", [rand((4, 4), np.float32, 10),
                                                     rand((2, 2, 4), np.float32, 11)])
        self.check_call(self.path, self.m, "dynamic", [rand((5, 4), np.float32, 12),
                                                       rand((4, 4), np.float32, 13),
                                                       rand((5, 4), np.float32, 14)])

    def test_index_put_paged(self):
        self.check_call(self.ip_path, self.ip, "chain",
                        [rand((8, 4), np.float32, 1), np.array([5, -1]),
                         rand((2, 4), np.float32, 2), np.array([5]), rand((1, 4), np.float32, 3)])
        self.check_call(self.ip_path, self.ip, "paged",
                        [rand((4, 3, 2), np.float32, 4), np.array([[3], [-4]]),
                         np.array([0, 2, -2]), rand((1, 2), np.float32, 5)])
        self.check_call(self.ip_path, self.ip, "dynamic",
                        [rand((16, 8), np.float16, 6), np.array([15, 0, 7]),
                         rand((3, 8), np.float16, 7)])

    def test_bad_mutable(self):
        x = np.ones(8, np.float32)
        with self.assertRaisesRegex(ValueError, r"direct: argument 1 \(8xf32 \(mutable\)\): a "
                                                "mutable argument is updated in place: it must "
                                                "be a writeable C-contiguous array"):
            self.m.direct(x, np.ones(16, np.float32)[::2])
        ro = np.ones(8, np.float32)
        ro.flags.writeable = False
        with self.assertRaisesRegex(ValueError, "writeable C-contiguous"):
            self.m.direct(x, ro)
        with self.assertRaisesRegex(TypeError, "pass a numpy array, not list"):
            self.m.direct(x, [1.0] * 8)
        with self.assertRaisesRegex(TypeError, "numpy dtype float64, expected float32"):
            self.m.direct(x, np.ones(8))
        cache = np.arange(8, dtype=np.float32)
        with self.assertRaises(facet.InvalidArgumentError) as e:
            self.m.direct(cache, cache)  # the runtime refuses a mutable input that aliases
        self.assertEqual(e.exception.code, "INVALID_ARGUMENT")
        self.assertIn("share", str(e.exception))
        self.assertTrue(same(cache, np.arange(8, dtype=np.float32)))


class BadInput(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.path = facet.compile(MLIR_DTYPES, output=tmp("bad.facet"), entry=["f32", "f16"])
        cls.path_all = facet.compile(MLIR_DTYPES, output=tmp("all.facet"))
        cls.m = facet.load(cls.path)

    def test_shapes_and_dtypes(self):
        a = np.ones((3, 5), np.float32)
        with self.assertRaisesRegex(TypeError, r"f32\(3x5xf32, 3x5xf32\) -> \(3x5xf32\): takes "
                                               "2 arguments, 1 given"):
            self.m.f32(a)
        with self.assertRaises(facet.InvalidArgumentError) as e:
            self.m.f32(a, np.ones((3, 4), np.float32))
        self.assertEqual(str(e.exception), "f32: input 1 dim 1 is 4, expected 5")
        with self.assertRaisesRegex(facet.InvalidArgumentError, "f32: input 0 has rank 1, "
                                                                "expected 2"):
            self.m.f32(np.ones(15, np.float32), a)
        with self.assertRaises(facet.FailedPreconditionError) as e:
            self.m.f16(np.ones((65, 8), np.float16), np.ones((8, 4), np.float16))
        self.assertRegex(str(e.exception), r"f16: input 0 dim 0 is 65: expected s0 with s0 in "
                                           r"\[1, 64\] \(torch.bind_symbolic_shape at .*:\d+:\d+\)")
        self.assertIsInstance(e.exception, ValueError)
        with self.assertRaisesRegex(TypeError, r"f32: argument 0 \(3x5xf32\): numpy dtype "
                                               "float64, expected float32"):
            self.m.f32(np.ones((3, 5)), a)
        with self.assertRaisesRegex(TypeError, r"ints: argument 0 \(6xi64\): values of float64 "
                                               "that int64 does not hold exactly"):
            facet.load(self.path_all).ints([1.5] * 6, np.ones(6, np.int32))
        with self.assertRaisesRegex(TypeError, "values of int64 that int32 does not hold"):
            facet.load(self.path_all).ints([1] * 6, [2 ** 40] * 6)
        with self.assertRaisesRegex(ValueError, "has rank 9, more than facet's 8"):
            self.m.f32(np.ones((1,) * 9, np.float32), a)

    def test_functions(self):
        self.assertEqual(list(self.m.functions), ["f32", "f16"])
        with self.assertRaisesRegex(AttributeError, r"module has no function 'bf16' \(functions:"
                                                    " f32, f16\\)"):
            self.m.bf16
        with self.assertRaises(facet.NotFoundError) as e:
            self.m["bf16"]
        self.assertIn("bf16", str(e.exception))
        self.assertIsInstance(e.exception, LookupError)

    def test_bad_modules(self):
        with self.assertRaises(facet.Error) as e:
            facet.load(tmp("no-such.facet"))
        self.assertIn("no-such.facet", str(e.exception))
        with open(self.path, "rb") as f:
            data = bytearray(f.read())
        data[len(data) // 2] ^= 0xFF
        with self.assertRaises(facet.Error) as e:
            facet.load(bytes(data))
        self.assertEqual(e.exception.code, "DATA_LOSS")
        with self.assertRaises(facet.Error) as e:
            facet.load(b"not a module")
        self.assertEqual(e.exception.code, "DATA_LOSS")

    def test_bad_parameters(self):
        bad = tmp("bad.irpa")
        with open(bad, "wb") as f:
            f.write(b"IRPA garbage")
        with self.assertRaises(facet.Error) as e:
            facet.load(self.path, parameters={"model": bad})
        self.assertIn("bad.irpa", str(e.exception))


class Compile(unittest.TestCase):
    def test_located_diagnostics(self):
        text = ("func.func @f(%a: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {\n"
                "  %0 = torch.aten.mul.Tensor %a, %b : !torch.vtensor<[4],f32>, "
                "!torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>\n"
                "  return %0 : !torch.vtensor<[4],f32>\n}\n")
        with self.assertRaises(facet.CompileError) as e:
            facet.compile(text, output=tmp("x.facet"))
        d = e.exception.diagnostics[0]
        self.assertEqual((d.file, d.line, d.column, d.severity, d.message),
                         ("<string>", 2, 34, "error", "use of undefined value '%b'"))
        self.assertIn("<string>:2:34: error: use of undefined value '%b'", str(e.exception))
        self.assertFalse(os.path.exists(tmp("x.facet")))
        path = tmp("bad.mlir")
        with open(path, "w") as f:
            f.write(text)
        with self.assertRaises(facet.CompileError) as e:
            facet.compile(path, output=tmp("x.facet"))
        self.assertEqual(repr(e.exception.diagnostics[0]),
                         f"{path}:2:34: error: use of undefined value '%b'")
        self.assertIsInstance(e.exception, facet.Error)

    def test_unsupported_op(self):
        text = ("func.func @f(%a: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {\n"
                "  %0 = torch.aten.bogus %a : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>\n"
                "  return %0 : !torch.vtensor<[4],f32>\n}\n")
        with self.assertRaises(facet.CompileError) as e:
            facet.compile(text)
        d = [(d.file, d.line, d.column, d.severity) for d in e.exception.diagnostics]
        self.assertIn(("<string>", 2, 3, "warning"), d)
        self.assertIn("1 unsupported op kind; nothing was compiled", str(e.exception))

    def test_flags(self):
        with self.assertRaisesRegex(TypeError, "unexpected keyword argument 'no_such'"):
            facet.compile(MLIR_DTYPES, no_such=1)  # before facet-compile runs
        with self.assertRaisesRegex(facet.CompileError, "unknown flag '--no-such=1'"):
            facet.compile(MLIR_DTYPES, args=["--no-such=1"])  # args go as they are
        with self.assertRaisesRegex(facet.CompileError, "bad value in '--dedup=maybe'"):
            facet.compile(MLIR_DTYPES, dedup="maybe")
        with self.assertRaises(FileNotFoundError):
            facet.compile(tmp("missing.mlir"))
        report = tmp("r.json")
        out = facet.compile(MLIR_DTYPES, output=tmp("flags.facet"), target_cpu="x86-64",
                            dedup=False, entry=["f32", "ints"], j=1, report=report)
        self.assertEqual(out, tmp("flags.facet"))
        self.assertTrue(os.path.getsize(report) > 0)
        self.assertEqual(list(facet.load(out).functions), ["f32", "ints"])


class Threads(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.m = facet.load(facet.compile(MLIR_DTYPES, entry=["big", "f16"]), threads=1)
        cls.a = rand((1024, 1024), np.float32, 1, -0.05, 0.05)
        cls.b = rand((1024, 1024), np.float32, 2, -0.05, 0.05)

    def test_gil_released_during_calls(self):
        # With a huge switch interval a thread keeps the GIL until it blocks or releases it,
        # so this thread runs while the other is inside big() only if the call released it;
        # holding it, the thread would finish the call (state "returned") first. A retry
        # covers a machine so loaded that this thread did not wake within the call.
        old = sys.getswitchinterval()
        sys.setswitchinterval(1000)
        try:
            for _ in range(3):
                state, started = ["idle"], threading.Event()

                def worker():
                    state[0] = "calling"
                    started.set()
                    self.m.big(self.a, self.b)
                    state[0] = "returned"

                t = threading.Thread(target=worker)
                t.start()
                started.wait()
                seen = state[0]
                t.join()
                if seen == "calling":
                    break
        finally:
            sys.setswitchinterval(old)
        self.assertEqual(seen, "calling", "the GIL was held during the call")

    def test_concurrent_calls(self):
        inputs = [rand((r, 8), np.float16, r) for r in range(1, 33)]
        w = rand((8, 4), np.float16, 99)
        serial = [self.m.f16(x, w) for x in inputs]
        results = [None] * len(inputs)

        def worker(k):
            for i in range(k, len(inputs), 4):
                results[i] = self.m.f16(inputs[i], w)

        threads = [threading.Thread(target=worker, args=(k,)) for k in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        for i, (r, s) in enumerate(zip(results, serial)):
            self.assertTrue(same(r, s), f"call {i}")


class Generation(Compared):
    """The sharktank export: a prefill call, broken promises, and the example
    (python/examples/generate.py) with --check replaying every step through
    facet-run-module."""

    @classmethod
    def setUpClass(cls):
        cls.path = facet.compile(os.path.join(ROOT, "examples/exports/toy_llama_bs1.mlir"),
                                 output=tmp("toy.facet"))
        cls.weights = tmp("toy.irpa")
        subprocess.run([facet.tool("facet-params"), cls.path, "--format=irpa", "--init=random",
                        "--seed=2", "-o", cls.weights], check=True, stdout=subprocess.DEVNULL)
        cls.m = facet.load(cls.path, parameters={"model": cls.weights}, threads=1)

    def test_prefill(self):
        self.assertEqual(self.m.prefill_bs1.signature, "prefill_bs1(1x?xi64, 1xi64, 1x?xi64, "
                         "?x24576xf16 (mutable)) -> (1x?x256xf16)")
        tokens = rand((1, 96), np.int64, 1, 0, 256)
        cache = rand((5, 24576), np.float16, 2)
        got = self.check_call(self.path, self.m, "prefill_bs1",
                              [tokens, np.array([70]), np.array([[4, 0, 2]]), cache], self.weights)
        self.assertFalse(same(got[1], cache))  # pages 4, 0 and 2 were written

    def test_load_and_promises(self):
        with self.assertRaises(facet.NotFoundError) as e:
            facet.load(self.path)
        self.assertIn("none is bound to scope 'model'", str(e.exception))
        cache = np.zeros((4, 24576), np.float16)
        with self.assertRaises(facet.FailedPreconditionError) as e:
            self.m.prefill_bs1(np.zeros((1, 50), np.int64), [5], [[0, 1]], cache)
        self.assertRegex(str(e.exception), r"^prefill_bs1: input 0 dim 1 is 50: expected s1 \* 32 "
                         r"with s1 in \[2, 3\] \(torch.bind_symbolic_shape at "
                         r".*toy_llama_bs1.mlir:98:5\)$")
        with self.assertRaisesRegex(facet.InvalidArgumentError, "input 3 dim 1 is 100, "
                                                                "expected 24576"):
            self.m.prefill_bs1(np.zeros((1, 64), np.int64), [5], [[0, 1]],
                               np.zeros((4, 100), np.float16))
        self.assertFalse(cache.any())

    def test_generate_matches_facet_run_module(self):
        example = os.path.join(ROOT, "python", "examples", "generate.py")
        common = [sys.executable, example, f"--module={self.path}", f"--weights={self.weights}",
                  "--check"]
        run = subprocess.run(common + ["--steps=6", "--prompt=3,1,4,1,5,9,2,6,5,3,5",
                                       "--threads=2"],
                             stdout=subprocess.PIPE, check=True, text=True)
        lines = run.stdout.splitlines()
        self.assertRegex(lines[0], r"^tokens:( \d+){6}$")
        self.assertEqual(lines[1], "check: 6 calls equal facet-run-module's")
        # a prompt of two pages and more, decoding into the third page
        prompt = ",".join(str(i * 7 % 256) for i in range(1, 63))
        run = subprocess.run(common + ["--steps=4", "--prompt=" + prompt],
                             stdout=subprocess.PIPE, check=True, text=True)
        self.assertIn("check: 4 calls equal", run.stdout)


if __name__ == "__main__":
    unittest.main(verbosity=2)
