#!/bin/sh
# Runs every test of facet: C unit tests, lit + FileCheck tests, end-to-end
# scripts. Prints a line per failure and ends with "N passed, N failed".
set -u
BUILD=${BUILD:-build}
export BUILD
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
LIT=${LIT:-/usr/lib/llvm-14/build/utils/lit/lit.py}
LOG=$(mktemp -d)
trap 'rm -rf "$LOG"' EXIT
# The kernel object cache of every compile the tests make: a fresh folder,
# never the user's (~/.cache/facet), and gone at the end, or
# FACET_TEST_CACHE_DIR (.ci/run shares one between its two runs). Tests that
# count hits and misses use a --cache-dir of their own.
FACET_CACHE_DIR=${FACET_TEST_CACHE_DIR:-$LOG/kernel-cache}
export FACET_CACHE_DIR
pass=0
fail=0
# Tests run TEST_JOBS at a time (default: one per CPU); each reports its
# own wall time, so a slow one is seen in every CI log (the whole run must
# stay well inside CI's limit), and the reports come in the list's order.
# lit's tests run as one (lit runs them in parallel itself), each with the
# time of the whole.
JOBS=${TEST_JOBS:-$(nproc 2>/dev/null || echo 1)}
ok() { pass=$((pass + 1)); echo "PASS: $1 $took"; }
bad() { fail=$((fail + 1)); echo "FAIL: $1 $took"; sed 's/^/    /' "$2" | tail -n 30; }

# run_tests LIST: the tests in LIST, one "NAME CMD ARGS..." a line (no
# spaces inside a word), JOBS at a time (tests/run_one.sh), then their
# reports.
run_tests() {
  tr '\n' '\0' <"$1" | xargs -0 -r -P "$JOBS" -n 1 sh tests/run_one.sh "$LOG"
  while read -r name _; do
    f=$LOG/$(echo "$name" | tr / _)
    took="($(cat "$f.time" 2>/dev/null || echo ?) s)"
    if [ "$(cat "$f.rc" 2>/dev/null)" = 0 ]; then ok "$name"; else bad "$name" "$f.out"; fi
  done <"$1"
}

for t in "$BUILD"/tests/test_*; do
  [ -x "$t" ] && echo "unit/$(basename "$t") $t"
done >"$LOG/units"
run_tests "$LOG/units"

if [ -f "$LIT" ]; then
  t0=$(date +%s)
  python3 "$LIT" -v tests/lit >"$LOG/lit" 2>&1
  took="($(($(date +%s) - t0)) s)"
  for name in $(sed -n 's/^PASS: facet :: //p' "$LOG/lit" | sed 's/ (.*//'); do ok "lit/$name"; done
  for name in $(sed -n 's/^\(FAIL\|XPASS\|UNRESOLVED\): facet :: //p' "$LOG/lit" | sed 's/ (.*//'); do
    sed -n "/FAIL: facet :: $(echo "$name" | sed 's/[\/.]/\\&/g')/,/^\*\*\*\*\*\*\*\*\*\*$/p" "$LOG/lit" >"$LOG/one"
    bad "lit/$name" "$LOG/one"
  done
  grep -q "Testing Time" "$LOG/lit" || bad "lit (did not run)" "$LOG/lit"
else
  echo "FAIL: lit not found at $LIT (scripts/install-deps installs llvm-14-tools)"
  fail=$((fail + 1))
fi

for t in tests/e2e/*.sh; do
  [ "$(basename "$t")" = lib.sh ] || echo "e2e/$(basename "$t" .sh) sh $t"
done >"$LOG/e2e"
run_tests "$LOG/e2e"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
