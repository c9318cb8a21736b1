# lit configuration: runs tests/lit/**/*.mlir with facet's tools on PATH.
# (lit and FileCheck come from Debian's llvm-14-tools; they run the tests,
# they are not part of facet.)
import os
import lit.formats

config.name = "facet"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".mlir"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
root = os.path.abspath(os.path.join(config.test_source_root, "..", ".."))
build = os.environ.get("BUILD", "build")
if not os.path.isabs(build):
    build = os.path.join(root, build)
config.environment["PATH"] = os.pathsep.join(
    [os.path.join(build, "bin"), "/usr/lib/llvm-14/bin", os.environ.get("PATH", "")])
config.substitutions.append(("%examples", os.path.join(root, "examples")))
for var in ["ASAN_OPTIONS", "UBSAN_OPTIONS", "TMPDIR", "CC", "FACET_CACHE_DIR"]:
    if var in os.environ:
        config.environment[var] = os.environ[var]
# Kernels compiled by the tests never go to the user's cache (~/.cache/facet):
# tests/run.sh names a fresh folder; a lit run on its own uses the build's.
if "FACET_CACHE_DIR" not in os.environ:
    config.environment["FACET_CACHE_DIR"] = os.path.join(build, "lit-kernel-cache")
