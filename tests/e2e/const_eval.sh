#!/bin/sh
# Const-eval (src/transform/consteval.c): what depends only on constants is
# computed once, at compile time, by the reference interpreter.
#   - the folded values are the reference's, bit for bit: a rotary table
#     returned as it is, a sum of exponentials (which f32 kernels round
#     differently: without const-eval the bytes differ) and a lookup into
#     a sine table at positions the call gives;
#   - facet-dump and the report count the folded values;
#   - structurally equal values, in one function or several, are evaluated
#     once for the module (the report's "evaluated"), each still bit for
#     bit the reference's value, and values that differ in one constant or
#     in their dense bytes are not merged;
#   - values computed from parameters alone are computed once, at load, by
#     the module's initializer: one value for a weight two functions
#     convert, results bit for bit those of the module without
#     const-eval, the initializer not callable;
#   - the toy Llama's decode has no dispatch whose inputs are all module
#     constants (it had 8 without const-eval) or parameters (23), and its
#     generation agrees with the reference (tests/e2e/llm_exports.sh
#     checks all exports).
. "$(dirname "$0")/lib.sh"
SRC=tests/e2e/inputs/const_eval.mlir
"$BIN/facet-compile" "$SRC" -o "$T/c.facet" --report="$T/r.json"
grep -qF '"const_eval": {"folded": 3, "splats": 0, "bytes": 1088, "load_time": 0,' "$T/r.json" ||
  { grep const_eval "$T/r.json"; fail "report: 3 values folded, 1088 bytes"; }
"$BIN/facet-dump" "$T/c.facet" >"$T/dump.txt"
grep -qF 'const-eval: 3 values folded at compile time, 1088 bytes of constant data' "$T/dump.txt" ||
  { cat "$T/dump.txt"; fail "facet-dump: the const-eval line"; }
! grep -q 'reading only constants\|inputs: constants only' "$T/dump.txt" ||
  { cat "$T/dump.txt"; fail "a dispatch reads only constants"; }

# bit for bit: the module's results against the reference's
run_both() { # FUNCTION N INPUT
  outs="" refs=""
  i=0
  while [ "$i" -lt "$2" ]; do
    outs="$outs --output=@$T/out$i.npy" refs="$refs --output=@$T/ref$i.npy"
    i=$((i + 1))
  done
  # shellcheck disable=SC2086
  "$BIN/facet-run-module" --module="$4" --function="$1" --input="$3" $outs >/dev/null
  # shellcheck disable=SC2086
  "$BIN/facet-reference" "$SRC" --function="$1" --input="$3" $refs
}
run_both table 3 2xf32=1 "$T/c.facet"
for i in 0 1 2; do cmp "$T/out$i.npy" "$T/ref$i.npy" || fail "table result $i differs from the reference"; done
run_both lookup 1 '3xi64=[0,5,15]' "$T/c.facet"
cmp "$T/out0.npy" "$T/ref0.npy" || fail "lookup differs from the reference"
# the test can fail: without const-eval the f32 kernels' sum differs
"$BIN/facet-compile" "$SRC" -o "$T/off.facet" --const-eval-limit=0 --report="$T/off.json"
grep -qF '"const_eval": {"folded": 0, "splats": 0, "bytes": 0, "load_time": 0,' "$T/off.json" || fail "limit 0 folds"
run_both table 3 2xf32=1 "$T/off.facet"
! cmp -s "$T/out2.npy" "$T/ref2.npy" || fail "the f32 sum equals the reference's without const-eval"
"$BIN/facet-npy" compare "$T/out2.npy" "$T/ref2.npy" >/dev/null || fail "the sum without const-eval"
expect_error "bad value in '--const-eval-limit=-1'" "$BIN/facet-compile" "$SRC" -o "$T/x.facet" \
  --const-eval-limit=-1

# One evaluation per distinct value: t(10000) three times in two functions,
# t(500000) twice, 2 * [1, 2] twice, 2 * [1, 3] once.
S=tests/e2e/inputs/const_eval_shared.mlir
"$BIN/facet-compile" "$S" -o "$T/s.facet" --report="$T/s.json"
grep -qF '"const_eval": {"folded": 8, "splats": 0, "bytes": 2584, "load_time": 0, "load_time_bytes": 0, "evaluated": 4}' "$T/s.json" ||
  { grep const_eval "$T/s.json"; fail "report: 8 values folded, 4 evaluated"; }
"$BIN/facet-npy" random 16x8xf32 --seed=4 -o "$T/x168.npy"
for case in a:3 b:4; do
  fn=${case%%:*} n=${case#*:} outs="" refs="" i=0
  while [ "$i" -lt "$n" ]; do
    outs="$outs --output=@$T/s_out$i.npy" refs="$refs --output=@$T/s_ref$i.npy"
    i=$((i + 1))
  done
  # shellcheck disable=SC2086
  "$BIN/facet-run-module" --module="$T/s.facet" --function="$fn" --input=@"$T/x168.npy" $outs >/dev/null
  # shellcheck disable=SC2086
  "$BIN/facet-reference" "$S" --function="$fn" --input=@"$T/x168.npy" $refs
  i=0
  while [ "$i" -lt "$n" ]; do
    cmp "$T/s_out$i.npy" "$T/s_ref$i.npy" || fail "@$fn result $i differs from the reference"
    i=$((i + 1))
  done
done

# Parameters: what is computed from them alone is computed at load.
P=tests/e2e/inputs/const_eval_params.mlir
"$BIN/facet-params" "$P" -o "$T/p.irpa" --seed=5 >/dev/null
"$BIN/facet-compile" "$P" -o "$T/p.facet" --report="$T/p.json"
"$BIN/facet-compile" "$P" -o "$T/poff.facet" --const-eval-limit=0
grep -qF '"load_time": 2, "load_time_bytes": 128, ' "$T/p.json" ||
  { grep const_eval "$T/p.json"; fail "report: 2 values at load, 128 bytes"; }
"$BIN/facet-dump" "$T/p.facet" >"$T/pdump.txt"
grep -qF 'const-eval: 2 values computed from parameters at load, by @__facet_init' "$T/pdump.txt" ||
  { cat "$T/pdump.txt"; fail "facet-dump: the initializer line"; }
! grep -q 'reading only\|constants only' "$T/pdump.txt" ||
  { cat "$T/pdump.txt"; fail "a dispatch reads only parameters"; }
"$BIN/facet-dump" "$T/poff.facet" | grep 'reading only' >"$T/poff.txt" || true
[ "$(cat "$T/poff.txt")" = "  dispatches reading only parameters and constants: 2
  dispatches reading only parameters and constants: 1" ] ||
  { cat "$T/poff.txt"; fail "without const-eval: 2 + 1 dispatches from parameters"; }
"$BIN/facet-npy" random 2x8xf16 --seed=6 -o "$T/x28.npy"
"$BIN/facet-npy" random 3x8xf16 --seed=7 -o "$T/x38.npy"
for case in f:2x8xf16=@$T/x28.npy g:3x8xf16=@$T/x38.npy; do
  fn=${case%%:*} in=${case#*:}
  "$BIN/facet-run-module" --module="$T/p.facet" --parameters=model="$T/p.irpa" --function="$fn" \
    --input="$in" --output=@"$T/on.npy" --load-stats >/dev/null 2>"$T/load.txt"
  "$BIN/facet-run-module" --module="$T/poff.facet" --parameters=model="$T/p.irpa" --function="$fn" \
    --input="$in" --output=@"$T/off.npy" >/dev/null
  "$BIN/facet-reference" "$P" --parameters=model="$T/p.irpa" --function="$fn" --input="$in" \
    --output=@"$T/ref.npy"
  cmp "$T/on.npy" "$T/off.npy" || fail "@$fn: load-time values change the results"
  "$BIN/facet-npy" compare "$T/on.npy" "$T/ref.npy" >/dev/null || fail "@$fn against the reference"
  grep -qF 'load: 2 values computed from the parameters' "$T/load.txt" ||
    { cat "$T/load.txt"; fail "--load-stats: the initializer"; }
done
expect_error "module has no function '__facet_init' (functions: f, g)" "$BIN/facet-run-module" \
  --module="$T/p.facet" --parameters=model="$T/p.irpa" --function=__facet_init

# The toy Llama: decode reads no kernel whose inputs are all constants.
E=examples/exports
for limit in 16M 0; do
  "$BIN/facet-compile" $E/toy_llama_bs1.mlir -o "$T/bs1_$limit.facet" --const-eval-limit=$limit -j 2
  "$BIN/facet-dump" "$T/bs1_$limit.facet" | sed -n '/^func @decode_bs1/,/^func /p' \
    >"$T/decode_$limit.txt"
done
! grep -q 'reading only\|constants only' "$T/decode_16M.txt" ||
  { grep 'constants only' "$T/decode_16M.txt"; fail "decode_bs1 has dispatches reading only constants"; }
grep -qF 'dispatches reading only constants: 8' "$T/decode_0.txt" ||
  { grep 'reading only' "$T/decode_0.txt"; fail "decode_bs1 without const-eval: 8 constant dispatches"; }
grep -qF 'dispatches reading only parameters and constants: 23' "$T/decode_0.txt" ||
  { grep 'reading only' "$T/decode_0.txt"; fail "decode_bs1 without const-eval: 23 from parameters"; }
"$BIN/facet-params" $E/toy_llama_bs1.mlir -o "$T/bs1.irpa" --seed=3 >/dev/null
"$BIN/facet-generate" --module="$T/bs1_16M.facet" --reference=$E/toy_llama_bs1.mlir \
  --parameters=model="$T/bs1.irpa" --prompt="12 200 7 45 99 3 180 66 250 31" --steps=3 \
  --check-decode >"$T/gen.out" || { cat "$T/gen.out"; fail "toy_llama_bs1: compiled and reference differ"; }
[ "$(grep -c 'reference vs compiled: .*, tokens agree$' "$T/gen.out")" = 4 ] ||
  { cat "$T/gen.out"; fail "toy_llama_bs1: a step where the tokens differ"; }
! grep -q 'over the tolerance\|DIFFER' "$T/gen.out" || { cat "$T/gen.out"; fail "over the tolerance"; }
echo "const_eval: ok"
