# The Python package (python/facet, docs/python.md): tests/python/test_facet.py with
# Debian's /usr/bin/python3 over the package make builds in $BUILD/python (every call
# compared with facet-run-module, bad input, compile diagnostics, the GIL, threads, the
# generation example), and tests/python/test_pythonic.py (Python's exception kinds,
# keywords, compile warnings, help, __version__, the profile). Skips, saying so, only
# where /usr/bin/python3 or its numpy is absent; with both present a package that is not
# built is a failure.
. "$(dirname "$0")/lib.sh"
PY=${FACET_PYTHON:-/usr/bin/python3}
if [ ! -x "$PY" ]; then
  echo "SKIP: $PY is absent (scripts/install-deps installs python3 and python3-numpy)"
  exit 0
fi
if ! "$PY" -c 'import numpy' 2>/dev/null; then
  echo "SKIP: numpy is absent from $PY (scripts/install-deps installs python3-numpy)"
  exit 0
fi
PKG=$ROOT/${BUILD:-build}/python
ls "$PKG"/facet/_facet*.so >/dev/null 2>&1 ||
  fail "$PKG/facet is not built (make builds it when python3-dev is installed)"

# A sanitizer build's extension needs its runtime loaded first; Python's own
# allocations are not ours to leak-check.
run_py() {
  if grep -q __asan_init "$PKG"/facet/_facet*.so; then
    LD_PRELOAD="$(${CC:-cc} -print-file-name=libasan.so) $(${CC:-cc} -print-file-name=libubsan.so)" \
      ASAN_OPTIONS=detect_leaks=0 "$@"
  else
    "$@"
  fi
}
FACET_BIN=$BIN FACET_TMP=$T PYTHONPATH=$PKG run_py "$PY" tests/python/test_facet.py ||
  fail "tests/python/test_facet.py"
FACET_BIN=$BIN FACET_TMP=$T PYTHONPATH=$PKG run_py "$PY" tests/python/test_pythonic.py ||
  fail "tests/python/test_pythonic.py"

# The README's Python quick start as written there (between its markers), in a
# scratch folder holding the repository's examples/ and python/, with build/ meaning
# this build and its `make` line left out (make check has built everything).
sed -n '/^<!-- python-quick-start -->$/,/^<!-- end -->$/p' README.md | sed -n '/^    /s/^    //p' |
  grep -v '^make ' | sed "s#build/python#$PKG#g" >"$T/quick.sh"
grep -q "facet.load" "$T/quick.sh" || fail "no Python quick start in README.md"
mkdir "$T/quick"
ln -s "$ROOT/examples" "$T/quick/examples"
ln -s "$ROOT/python" "$T/quick/python"
(cd "$T/quick" && run_py sh -e "$T/quick.sh") >"$T/quick.out" 2>&1 ||
  { cat "$T/quick.out"; fail "README's Python quick start"; }
cat "$T/quick.out"
grep -q "^(1, 64, 256) float16 next token: [0-9]* True$" "$T/quick.out" &&
  grep -q "^FAILED_PRECONDITION prefill_bs1: input 0 dim 1 is 50" "$T/quick.out" &&
  grep -q "^tokens:\( [0-9]*\)\{8\}$" "$T/quick.out" || fail "README's Python quick start printed otherwise"
# The generation example and facet-generate (C, public API) on the same module,
# weights and prompt give the same tokens; the example's N tokens are the first N.
"$BIN/facet-compile" examples/exports/toy_llama_bs1.mlir -o "$T/gen.facet"
"$BIN/facet-params" "$T/gen.facet" --format=irpa --init=random --seed=1 -o "$T/gen.irpa" >/dev/null
FACET_BIN=$BIN PYTHONPATH=$PKG run_py "$PY" python/examples/generate.py --module="$T/gen.facet" \
  --weights="$T/gen.irpa" --prompt=1,2,3,4,5 --steps=6 >"$T/py_tokens.txt" 2>&1 ||
  { cat "$T/py_tokens.txt"; fail "python/examples/generate.py"; }
"$BIN/facet-generate" --module="$T/gen.facet" --reference=examples/exports/toy_llama_bs1.mlir \
  --parameters=model="$T/gen.irpa" --prompt=1,2,3,4,5 --steps=6 >"$T/c_tokens.txt" 2>&1 ||
  { cat "$T/c_tokens.txt"; fail "facet-generate"; }
py=$(sed -n 's/^tokens: //p' "$T/py_tokens.txt")
c=$(sed -n 's/^seq 0 tokens: //p' "$T/c_tokens.txt")
[ -n "$py" ] && case "$c " in "$py "*) true ;; *) false ;; esac ||
  fail "generate.py gave tokens '$py', facet-generate '$c'"
echo "python: ok"
