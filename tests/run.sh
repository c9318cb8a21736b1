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

# Each test's wall time is printed after its name, so a slow one is seen in
# every CI log (the whole run must stay well inside CI's limit); lit's
# tests run as one, their time is the first one's.
t0=$(date +%s)
took() { t1=$(date +%s); took="($((t1 - t0)) s)"; t0=$t1; }
ok() { took; pass=$((pass + 1)); echo "PASS: $1 $took"; }
bad() { took; fail=$((fail + 1)); echo "FAIL: $1 $took"; sed 's/^/    /' "$2" | tail -n 30; }

for t in "$BUILD"/tests/test_*; do
  [ -x "$t" ] || continue
  name=unit/$(basename "$t")
  if "$t" >"$LOG/out" 2>&1; then ok "$name"; else bad "$name" "$LOG/out"; fi
done

if [ -f "$LIT" ]; then
  python3 "$LIT" -v tests/lit >"$LOG/lit" 2>&1
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
  [ "$(basename "$t")" = lib.sh ] && continue
  name=e2e/$(basename "$t" .sh)
  if sh "$t" >"$LOG/out" 2>&1; then ok "$name"; else bad "$name" "$LOG/out"; fi
done

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
