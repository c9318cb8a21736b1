# Non-tensor arguments and results (tests/e2e/inputs/scalars.mlir): each
# function against facet-reference, scalars given as bare values
# (--input=5, --input=2.5, --input=true) as iree-run-module takes them, and
# printed as it prints them ("result[0]: i64=6"); signatures over several
# lines; bad scalar values refused with the input named.
. "$(dirname "$0")/lib.sh"
m=tests/e2e/inputs/scalars.mlir
"$BIN/facet-npy" random 4xf32 --seed=1 -o "$T/x4.npy"
"$BIN/facet-npy" random 2x3xf16 --seed=2 -o "$T/h.npy"
"$BIN/facet-npy" random 5x4xf32 --seed=3 -o "$T/x54.npy"
for target in host x86-64; do
  "$BIN/facet-compile" "$m" -o "$T/s.facet" --target-cpu=$target
  compare_outputs "$m" "$T/s.facet" add_int 1 "@$T/x4.npy" 5
  compare_outputs "$m" "$T/s.facet" add_int 1 "@$T/x4.npy" -9000000000
  compare_outputs "$m" "$T/s.facet" mul_float 1 "@$T/h.npy" 0.1
  compare_outputs "$m" "$T/s.facet" mul_float 1 "@$T/h.npy" -3.5
  compare_outputs "$m" "$T/s.facet" add_bool 1 4xi64=1,-2,3,9223372036854775806 true
  compare_outputs "$m" "$T/s.facet" add_bool 1 4xi64=1,-2,3,4 0
  compare_outputs "$m" "$T/s.facet" eq_div 2 4xi64=1,-2,3,-2 -2 0.75
  compare_outputs "$m" "$T/s.facet" sizes 2 "@$T/x54.npy"
  compare_outputs "$m" "$T/s.facet" passthrough 6 1e300 -7 true
  compare_outputs "$m" "$T/s.facet" scaled_update 2 "@$T/x4.npy" 0.5 4xf32=1,2,3,4
  compare_outputs "$m" "$T/s.facet" rank0_convert 1 "@$T/x4.npy" "i64=3"
done

# Signatures and the printed form.
"$BIN/facet-dump" "$T/s.facet" >"$T/dump"
grep -qF "func @eq_div(%in0: 4xi64, %in1: int, %in2: float) -> (" "$T/dump" || fail "eq_div's signature"
grep -qF "func @sizes(%in0: ?x4xf32) -> (s3 int," "$T/dump" || fail "sizes' signature"
"$BIN/facet-run-module" --module="$T/s.facet" --function=passthrough --input=1.5 --input=-3 \
  --input=true >"$T/run"
cat >"$T/want" <<'OUT'
EXEC @passthrough
result[0]: f64=1.5
result[1]: i64=-3
result[2]: i1=1
result[3]: i64=7
result[4]: f64=-0.25
result[5]: i1=0
OUT
diff "$T/want" "$T/run" || fail "facet-run-module @passthrough printed something else"
"$BIN/facet-run-module" --module="$T/s.facet" --function=sizes --input=5x4xf32=1 >"$T/run"
grep -qx "result\[0\]: i64=10" "$T/run" || { cat "$T/run"; fail "sizes: 2 * rows"; }
# A typed rank-0 value works for a scalar too; bad values are refused.
"$BIN/facet-run-module" --module="$T/s.facet" --function=add_int --input=4xf32=1 --input=i64=2 |
  grep -q "4xf32=3 3 3 3" || fail "add_int with --input=i64=2"
expect_error "input 1: 'x' is not a valid int" \
  "$BIN/facet-run-module" --module="$T/s.facet" --function=add_int --input=4xf32=1 --input=x
expect_error "input 1: '1.5' is not a valid int" \
  "$BIN/facet-run-module" --module="$T/s.facet" --function=add_int --input=4xf32=1 --input=1.5
expect_error "input 1: '99999999999999999999' is not a valid int (out of range)" \
  "$BIN/facet-run-module" --module="$T/s.facet" --function=add_int --input=4xf32=1 \
  --input=99999999999999999999
expect_error "input 2: 'maybe' is not a valid bool" \
  "$BIN/facet-run-module" --module="$T/s.facet" --function=passthrough --input=1 --input=1 \
  --input=maybe
expect_error "add_int: input 1 has dtype f32, expected i64" \
  "$BIN/facet-run-module" --module="$T/s.facet" --function=add_int --input=4xf32=1 --input=f32=2
# Saved scalar results are rank-0 .npy files.
"$BIN/facet-run-module" --module="$T/s.facet" --function=sizes --input=3x4xf32=1 \
  --output=@"$T/n.npy" --output= >/dev/null
"$BIN/facet-npy" print "$T/n.npy" | grep -qx "i64=6" || fail "the saved integer result"
echo "scalars: OK"
