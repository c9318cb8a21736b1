"""pip install ./python: the facet package (docs/python.md).

Builds the extension facet._facet from the repository's runtime C (src/base, src/runtime,
src/module: what libfacet_runtime.a holds) and python/facet/_facet.c with the system C
compiler, and puts the programs the package runs (facet-compile, facet-params,
facet-run-module, built by the repository's Makefile) into facet/bin/, so the installed
package needs nothing from the checkout. Uses the installed setuptools only (no
pyproject.toml: pip's isolated build would fetch setuptools from the network).
"""

import glob
import os
import re
import shutil
import subprocess

from setuptools import Extension, setup
from setuptools.command.build_py import build_py

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
TOOLS = ["facet-compile", "facet-params", "facet-run-module"]


def rel(*parts):
    """A path relative to python/ (setuptools wants relative source paths)."""
    return os.path.relpath(os.path.join(ROOT, *parts), HERE)


class BuildWithTools(build_py):
    """build_py, then the tools: make builds them in the checkout's build/, they are copied
    into the package's bin/."""

    def run(self):
        super().run()
        build = os.environ.get("BUILD", "build")
        targets = [f"{build}/bin/{t}" for t in TOOLS]
        subprocess.run(["make", "-C", ROOT, f"BUILD={build}", *targets], check=True)
        bin_dir = os.path.join(self.build_lib, "facet", "bin")
        os.makedirs(bin_dir, exist_ok=True)
        for t in TOOLS:
            shutil.copy2(os.path.join(ROOT, build, "bin", t), os.path.join(bin_dir, t))


# The version is written once, in facet/__init__.py (facet.__version__).
with open(os.path.join(HERE, "facet", "__init__.py")) as f:
    VERSION = re.search(r'^__version__ = "([^"]+)"', f.read(), re.M)[1]

sources = sorted(rel(p) for d in ("src/base", "src/runtime", "src/module")
                 for p in glob.glob(os.path.join(ROOT, d, "*.c")))

setup(
    name="facet",
    version=VERSION,
    description="facet: compile torch-dialect MLIR, load modules, call them with numpy arrays",
    packages=["facet"],
    package_data={"facet": ["bin/*"]},
    python_requires=">=3.10",
    install_requires=["numpy"],
    ext_modules=[
        Extension(
            "facet._facet",
            sources=sources + ["facet/_facet.c"],
            include_dirs=[rel("include"), rel("src")],
            extra_compile_args=["-std=c17", "-D_GNU_SOURCE", "-fvisibility=hidden"],
            libraries=["xxhash", "dl", "pthread", "m"],
        )
    ],
    cmdclass={"build_py": BuildWithTools},
)
