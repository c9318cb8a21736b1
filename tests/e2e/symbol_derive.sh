# Shape symbols an argument dim gives only through a * s + b
# (tests/e2e/inputs/symbol_derive.mlir): the compiled module and
# facet-reference derive them by one rule (ir_derive_symbols), so they
# accept the same calls, compute the same values, and refuse a call that
# breaks a binding with the same message naming the input and its dim. A
# binding in another form of an inferred dim ((s0 + 2) floordiv 2 for
# (s0 + 1) ceildiv 2) is accepted; a symbol no dim determines is refused
# by both tools alike.
. "$(dirname "$0")/lib.sh"
m=tests/e2e/inputs/symbol_derive.mlir
"$BIN/facet-compile" "$m" --entry=odd,pair,ceil,ceil_plain -o "$T/m.facet"
RUN="$BIN/facet-run-module --module=$T/m.facet"
REF="$BIN/facet-reference $m"

# odd sizes 2 * s0 + 1 for s0 = 1, 3, 100: both results (exp, and its
# every other element: s0 + 1 of them) against the reference
# (compare_outputs sets n: the loops count with k)
for k in 3 7 201; do
  "$BIN/facet-npy" random ${k}xf32 --seed=$k -o "$T/x$k.npy"
  compare_outputs "$m" "$T/m.facet" odd 2 "@$T/x$k.npy"
done
"$BIN/facet-npy" print "$T/out1.npy" | grep -q "^101xf32=" || fail "odd: 201 elements should give 101"
# s0 from 2 * s0 + 1, then s1 from s0 + s1
"$BIN/facet-npy" random 9x4xf32 --seed=1 -o "$T/p0.npy"
"$BIN/facet-npy" random 11xf32 --seed=2 -o "$T/p1.npy"
compare_outputs "$m" "$T/m.facet" pair 2 "@$T/p0.npy" "@$T/p1.npy"
"$BIN/facet-npy" print "$T/out0.npy" | grep -q "^4x4xf32=" || fail "pair: s0 should be 4"
# floordiv / ceildiv pairs of the same value
for k in 2 5 8 100; do
  "$BIN/facet-npy" random ${k}xf32 --seed=$k -o "$T/c$k.npy"
  compare_outputs "$m" "$T/m.facet" ceil 1 "@$T/c$k.npy"
  compare_outputs "$m" "$T/m.facet" ceil_plain 1 "@$T/c$k.npy"
done

# Calls that break a binding: the same message from both tools.
refused() { # message, function, inputs...
  want=$1 fn=$2
  shift 2
  inputs=""
  outs=""
  for spec in "$@"; do inputs="$inputs --input=$spec"; done
  case $fn in odd | pair) outs="--output=@$T/r0.npy --output=@$T/r1.npy" ;; *) outs="--output=@$T/r0.npy" ;; esac
  # shellcheck disable=SC2086
  expect_error "$want" $RUN --function=$fn $inputs
  # shellcheck disable=SC2086
  expect_error "$want" $REF --function=$fn $inputs $outs
}
at="(torch.bind_symbolic_shape at $m"
refused "odd: input 0 dim 0 is 10: expected s0 * 2 + 1 with s0 in [1, 100] $at:11:3)" odd 10xf32=1
refused "odd: input 0 dim 0 is 1: expected s0 * 2 + 1 with s0 in [1, 100]" odd 1xf32=1
refused "odd: input 0 dim 0 is 203: expected s0 * 2 + 1 with s0 in [1, 100]" odd 203xf32=1
refused "pair: input 0 dim 0 is 8: expected s0 * 2 + 1 with s0 in [1, 100] $at:27:3)" pair 8x4xf32=1 5xf32=1
refused "pair: input 1 dim 0 is 4: expected s0 + s1 with s0 (input 0 dim 0) in [1, 100], s1 in [1, 50] $at:28:3)" \
  pair 9x4xf32=1 4xf32=1
refused "pair: input 1 dim 0 is 55: expected s0 + s1 with s0 (input 0 dim 0) in [1, 100], s1 in [1, 50]" \
  pair 9x4xf32=1 55xf32=1
refused "pair: input 0 dim 1 is 5, expected 4" pair 9x5xf32=1 5xf32=1
refused "ceil: input 0 dim 0 is 1: expected s0 + 1 with s0 in [1, 100] $at:46:3)" ceil 1xf32=1
refused "ceil_plain: input 0 dim 0 is 1: expected s0 with s0 in [2, 100]" ceil_plain 1xf32=1

# A symbol no argument dim determines: both tools refuse the function.
msg="symbol 's0' of @underivable cannot be derived from the shapes of its arguments"
expect_error "$msg" "$BIN/facet-compile" "$m" --entry=underivable -o "$T/u.facet"
expect_error "$msg" $REF --function=underivable --input=5xf32=1 --output=@"$T/r0.npy"
echo "symbol_derive: OK"
