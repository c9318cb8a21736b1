"""The package behaving as Python users expect (issue 36, item 6), run by tests/e2e/python.sh.

Each test here failed on the package before these frictions were fixed: Python's own
exception kinds (FileNotFoundError, IndexError, TypeError, ValueError) beside facet's
classes, keyword arguments, facet-compile's warnings through the warnings module and its
--print-after output passed on, __version__, docstrings that explain, messages naming
Python's arguments rather than command-line flags, and the kernel profile.

Environment: PYTHONPATH holds the built package, FACET_BIN the tools' folder, FACET_TMP a
scratch folder.
"""

import contextlib
import io
import os
import pydoc
import re
import unittest
import warnings

import numpy as np

import facet

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TMP = os.environ["FACET_TMP"]
INDEX_PUT = os.path.join(ROOT, "tests", "e2e", "inputs", "index_put.mlir")

ADD = """
func.func @add(%a: !torch.vtensor<[4],f32>, %b: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Tensor %a, %b, %int1 : !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}
"""

# A weight bound to a parameter: loading without its file names the missing scope.
PARAM = """
module {
  util.global private @w = #stream.parameter.named<"model"::"w"> : tensor<4xf32>
  func.func @f(%a: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
    %w = util.global.load @w : tensor<4xf32>
    %0 = torch_c.from_builtin_tensor %w : tensor<4xf32> -> !torch.vtensor<[4],f32>
    %int1 = torch.constant.int 1
    %1 = torch.aten.add.Tensor %a, %0, %int1 : !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
    return %1 : !torch.vtensor<[4],f32>
  }
}
"""

# A torch.bind_symbolic_shape facet-compile warns about and ignores (real exports
# hold such bindings: the README's seed quick start shows two), compiling the rest.
WARNS = """
func.func @w(%a: !torch.vtensor<[?],f32>) -> !torch.vtensor<[?],f32> {
  %s = torch.symbolic_int "s0" {min_val = 1, max_val = 8} : !torch.int
  torch.bind_symbolic_shape %a, [%s], affine_map<()[s0] -> (s0, 1)> : !torch.vtensor<[?],f32>
  %0 = torch.aten.exp %a : !torch.vtensor<[?],f32> -> !torch.vtensor<[?],f32>
  return %0 : !torch.vtensor<[?],f32>
}
"""


def tmp(name):
    return os.path.join(TMP, name)


class Exceptions(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.add = facet.load(facet.compile(ADD))

    def test_missing_module_is_file_not_found(self):
        path = tmp("missing.facet")
        with self.assertRaises(FileNotFoundError) as e:
            facet.load(path)
        self.assertIsInstance(e.exception, facet.NotFoundError)  # except facet.Error still works
        self.assertEqual(e.exception.filename, path)
        self.assertIn("missing.facet", str(e.exception))
        with self.assertRaises(FileNotFoundError):
            facet.load(self.add_path(), parameters={"model": tmp("missing.irpa")})

    def add_path(self):
        return facet.compile(ADD, output=tmp("add.facet"))

    def test_index_out_of_range_is_index_error(self):
        m = facet.load(facet.compile(INDEX_PUT, entry=["embed"]))
        w = np.ones((10, 4), np.float32)
        with self.assertRaises(IndexError) as e:
            m.embed(w, np.array([[0, 9, 3], [10, 1, 2]], np.int64))
        self.assertIsInstance(e.exception, facet.Error)
        self.assertEqual(e.exception.code, "OUT_OF_RANGE")
        self.assertIn("an index is out of range", str(e.exception))

    def test_unknown_compile_keyword_is_type_error(self):
        with self.assertRaises(TypeError) as e:
            facet.compile(ADD, target_cpus="x86-64")
        msg = str(e.exception)
        self.assertIn("target_cpus", msg)
        self.assertIn("target_cpu", msg)  # did you mean
        self.assertNotIn("usage", msg)
        self.assertNotIsInstance(e.exception, facet.CompileError)

    def test_bad_compile_value_names_the_keyword(self):
        with self.assertRaises(ValueError) as e:
            facet.compile(ADD, dedup="maybe")
        self.assertIsInstance(e.exception, facet.CompileError)
        self.assertIn("dedup='maybe'", str(e.exception))
        self.assertNotIn("usage", str(e.exception))
        self.assertIn("bad value in '--dedup=maybe' (one of: on, off)", e.exception.output)

    def test_bad_argument_values(self):
        with self.assertRaisesRegex(ValueError, "threads=-1"):  # not "4294967295 threads"
            facet.Runtime(threads=-1)
        with self.assertRaises(FileNotFoundError) as e:  # as open() would, before compiling
            facet.compile(ADD, output=tmp("no-such-dir/x.facet"))
        self.assertIn("no-such-dir", str(e.exception))
        self.assertNotIn(".tmp.", str(e.exception))  # no temp file of facet-compile's
        with self.assertRaises(TypeError):
            facet.load(self.add_path(), parameters={"model": 5})


class Keywords(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.m = facet.load(facet.compile(ADD))

    def test_keyword_arguments(self):
        a, b = np.arange(4, dtype=np.float32), np.ones(4, np.float32)
        fn = self.m.add
        self.assertEqual([x.name for x in fn.inputs], ["arg0", "arg1"])
        np.testing.assert_array_equal(fn(arg0=a, arg1=b), a + b)
        np.testing.assert_array_equal(fn(a, arg1=b), a + b)
        with self.assertRaisesRegex(TypeError, "unexpected keyword argument 'c'"):
            fn(a, c=b)
        with self.assertRaisesRegex(TypeError, "multiple values for argument 'arg0'"):
            fn(a, arg0=b)
        with self.assertRaisesRegex(TypeError, "missing argument 'arg1'"):
            fn(arg0=a)
        m = facet.load(module=facet.compile(source=ADD), threads=1)
        np.testing.assert_array_equal(m.add(arg1=b, arg0=a), a + b)


class CompileOutput(unittest.TestCase):
    def test_warnings_through_the_warnings_module(self):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            facet.compile(WARNS)
        got = [w for w in caught if issubclass(w.category, facet.CompileWarning)]
        self.assertTrue(got, [str(w.message) for w in caught])
        self.assertIn("binding ignored", str(got[0].message))
        self.assertEqual((got[0].message.diagnostic.file, got[0].message.diagnostic.line),
                         ("<string>", 4))

    def test_print_after_is_not_swallowed(self):
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            facet.compile(ADD, print_after="all")
        self.assertIn("// -----// IR after", out.getvalue())


class Discoverable(unittest.TestCase):
    def test_version(self):
        self.assertRegex(facet.__version__, r"^\d+\.\d+\.\d+")
        self.assertIsInstance(facet.KERNEL_ABI_VERSION, int)

    def test_help_explains_each_argument(self):
        def text(obj):
            return pydoc.render_doc(obj, renderer=pydoc.plaintext)
        doc = text(facet.compile)
        for word in ("source", "output", "target_cpu", "print_after", "CompileWarning",
                     "CompileError"):
            self.assertIn(word, doc)
        doc = text(facet.load)
        for word in ("module", "parameters", "threads", "runtime", "FileNotFoundError"):
            self.assertIn(word, doc)
        doc = text(facet.Module)
        for word in ("functions", "profile"):
            self.assertIn(word, doc)
        m = facet.load(facet.compile(ADD))
        doc = text(facet.Function)
        for word in ("keyword", "mutable", "IndexError"):
            self.assertIn(word, doc)
        self.assertIn("arg0", str(__import__("inspect").signature(m.add)))
        self.assertIn("add(arg0: 4xf32, arg1: 4xf32) -> (4xf32)", text(m.add))

    def test_missing_parameter_names_the_python_argument(self):
        with self.assertRaises(facet.NotFoundError) as e:
            facet.load(facet.compile(PARAM))
        msg = str(e.exception)
        self.assertNotIn("--parameters", msg)
        self.assertIn("parameters={'model': ", msg)


class Profile(unittest.TestCase):
    def test_profile_counts_kernels(self):
        m = facet.load(facet.compile(ADD), threads=1)
        a = np.ones(4, np.float32)
        with m.profile() as prof:
            for _ in range(3):
                m.add(a, a)
        self.assertTrue(prof.kernels)
        self.assertEqual(sum(k.dispatches for k in prof.kernels), 3)
        self.assertTrue(all(k.seconds >= 0 and k.executable and k.kernel for k in prof.kernels))
        self.assertRegex(str(prof), r"dispatches")
        m.add(a, a)  # profiling is off again: the snapshot does not change
        self.assertEqual(sum(k.dispatches for k in prof.kernels), 3)
        with m.profile() as again:
            m.add(a, a)
        self.assertEqual(sum(k.dispatches for k in again.kernels), 1)


if __name__ == "__main__":
    unittest.main(verbosity=2)
