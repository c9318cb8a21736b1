#!/bin/sh
# Constants lifted to push constants (src/transform/dedup.c: lift_constants):
# @layer0 and @layer1 differ only in the constant they add; they share one
# executable (the report counts it), whose one kernel reads the constant
# from each call's push constants: each function's results are still,
# bit for bit, the reference's (and differ from each other).
. "$(dirname "$0")/lib.sh"
SRC=tests/lit/dedup/lift_constants.mlir
"$BIN/facet-compile" "$SRC" -o "$T/m.facet" --report="$T/r.json"
grep -qF '"executables": 5,' "$T/r.json" || { grep '"executables"' "$T/r.json"; fail "5 executables"; }
"$BIN/facet-compile" "$SRC" -o "$T/off.facet" --report="$T/off.json" --dedup=off
grep -qF '"executables": 6,' "$T/off.json" || { grep '"executables"' "$T/off.json"; fail "6 without dedup"; }
for fn in layer0 layer1; do
  "$BIN/facet-run-module" --module="$T/m.facet" --function=$fn --input='4xi64=[0,1,-5,1000000]' \
    --output=@"$T/$fn.npy" >/dev/null
  "$BIN/facet-reference" "$SRC" --function=$fn --input='4xi64=[0,1,-5,1000000]' --output=@"$T/$fn.ref.npy"
  cmp "$T/$fn.npy" "$T/$fn.ref.npy" || fail "@$fn differs from the reference"
done
! cmp -s "$T/layer0.npy" "$T/layer1.npy" || fail "@layer0 and @layer1 give the same result"
echo "lift_constants: ok"
