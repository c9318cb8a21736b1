# index_put as the paged KV cache uses it (tests/e2e/inputs/index_put.mlir):
# results and updated arguments against facet-reference, and how each
# update is written (in place into the caller's buffer where nothing reads
# the old value, else into a copy); values the compiler cannot prove
# broadcastable are refused with a message.
. "$(dirname "$0")/lib.sh"
m=tests/e2e/inputs/index_put.mlir
npy() { "$BIN/facet-npy" "$@"; }
npy random 8x4xf32 --seed=1 -o "$T/c84.npy"
npy random 2x4xf32 --seed=2 -o "$T/v24.npy"
npy random 1x4xf32 --seed=3 -o "$T/v14.npy"
npy random 4x3x2xf32 --seed=4 -o "$T/c432.npy"
npy random 1x2xf32 --seed=5 -o "$T/v12.npy"
npy random 16x8xf16 --seed=6 -o "$T/c168.npy"
npy random 3x8xf16 --seed=7 -o "$T/v38.npy"
npy random 10x4xf32 --seed=8 -o "$T/w.npy"
npy random 4x6xf32 --seed=9 -o "$T/c46.npy"
npy random 2x2xf32 --seed=10 -o "$T/v22.npy"
for target in host x86-64; do
  "$BIN/facet-compile" "$m" -o "$T/m.facet" --target-cpu=$target
  compare_outputs "$m" "$T/m.facet" chain 2 "@$T/c84.npy" "2xi64=5,-1" "@$T/v24.npy" "1xi64=5" "@$T/v14.npy"
  compare_outputs "$m" "$T/m.facet" old_read 2 "@$T/c84.npy" "2xi64=0,3" "@$T/v24.npy"
  compare_outputs "$m" "$T/m.facet" immutable 2 "@$T/c84.npy" "2xi64=1,-8" "@$T/v24.npy"
  compare_outputs "$m" "$T/m.facet" paged 2 "@$T/c432.npy" "2x1xi64=3,-4" "3xi64=0,2,-2" "@$T/v12.npy"
  compare_outputs "$m" "$T/m.facet" dynamic 2 "@$T/c168.npy" "3xi64=15,0,7" "@$T/v38.npy"
  compare_outputs "$m" "$T/m.facet" embed 1 "@$T/w.npy" "2x3xi64=0,9,3,3,1,2"
  compare_outputs "$m" "$T/m.facet" take 1 "4x2xf32=1,2,3,4,5,6,7,8" "1x2xi64=3,0"
  compare_outputs "$m" "$T/m.facet" viewed 2 "@$T/c46.npy" "2xi64=3,0" "2xi64=1,-1" "@$T/v22.npy"
done

# An index out of range fails the call, compiled and in the reference, as
# torch raises: named by the index input and the op's location.
oob() { # function, expected input number, inputs...
  fn=$1 want=$2
  shift 2
  args=""
  for spec in "$@"; do args="$args --input=$spec"; done
  # shellcheck disable=SC2086
  expect_error "$fn: an index is out of range for the tensor it indexes (indexed by input $want), at $m:" \
    "$BIN/facet-run-module" --module="$T/m.facet" --function="$fn" $args
  # shellcheck disable=SC2086
  expect_error "out of range" "$BIN/facet-reference" "$m" --function="$fn" $args
}
oob embed 1 "@$T/w.npy" "2x3xi64=0,9,3,10,1,2"
oob embed 1 "@$T/w.npy" "2x3xi64=0,-1,3,3,1,2"
oob take 1 "4x2xf32=1" "1x2xi64=0,-1"
oob take 1 "4x2xf32=1" "1x2xi64=4,0"
oob chain 3 "@$T/c84.npy" "2xi64=5,-1" "@$T/v24.npy" "1xi64=8" "@$T/v14.npy"
oob paged 1 "@$T/c432.npy" "2x1xi64=3,-5" "3xi64=0,2,-2" "@$T/v12.npy"
oob paged 2 "@$T/c432.npy" "2x1xi64=3,1" "3xi64=0,3,-2" "@$T/v12.npy"

# How each argument is written, and the copies per call.
"$BIN/facet-dump" "$T/m.facet" >"$T/dump"
expect_dump() { # function, then the lines that must follow its signature, in order
  fn=$1
  shift
  sed -n "/^func @$fn(/,/^func @/p" "$T/dump" >"$T/fn"
  for line in "$@"; do
    grep -qF -- "$line" "$T/fn" || { cat "$T/fn"; fail "@$fn: no '$line' in facet-dump"; }
  done
}
expect_dump chain "mutates %in0: written in place" "copies: 0"
expect_dump old_read "mutates %in0: copied in"
expect_dump immutable "copies: 1" # the update's copy; exp(x) reads the old x
expect_dump paged "mutates %in0: written in place"
expect_dump dynamic "mutates %in0: written in place"
expect_dump viewed "mutates %in0: written in place" "copies: 0"

# Dims the compiler cannot prove equal: refused, naming the op.
sed -n '/^func.func @dynamic/,/^}/p' "$m" | grep -v bind_symbolic_shape >"$T/unproven.mlir"
expect_error "unsupported op torch.aten.index_put" "$BIN/facet-compile" "$T/unproven.mlir" -o "$T/u.facet"
[ ! -e "$T/u.facet" ] || fail "a failed compile left $T/u.facet"
echo "index_put: ok"
