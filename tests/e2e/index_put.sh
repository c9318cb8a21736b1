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
for target in host x86-64; do
  "$BIN/facet-compile" "$m" -o "$T/m.facet" --target-cpu=$target
  compare_outputs "$m" "$T/m.facet" chain 2 "@$T/c84.npy" "2xi64=5,-1" "@$T/v24.npy" "1xi64=5" "@$T/v14.npy"
  compare_outputs "$m" "$T/m.facet" old_read 2 "@$T/c84.npy" "2xi64=0,3" "@$T/v24.npy"
  compare_outputs "$m" "$T/m.facet" immutable 2 "@$T/c84.npy" "2xi64=1,-8" "@$T/v24.npy"
  compare_outputs "$m" "$T/m.facet" paged 2 "@$T/c432.npy" "2x1xi64=3,-4" "3xi64=0,2,-2" "@$T/v12.npy"
  compare_outputs "$m" "$T/m.facet" dynamic 2 "@$T/c168.npy" "3xi64=15,0,7" "@$T/v38.npy"
done

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

# Dims the compiler cannot prove equal: refused, naming the op.
sed -n '/^func.func @dynamic/,/^}/p' "$m" | grep -v bind_symbolic_shape >"$T/unproven.mlir"
expect_error "unsupported op torch.aten.index_put" "$BIN/facet-compile" "$T/unproven.mlir" -o "$T/u.facet"
[ ! -e "$T/u.facet" ] || fail "a failed compile left $T/u.facet"
echo "index_put: ok"
