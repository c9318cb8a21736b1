# A ResNet-style network (tests/e2e/inputs/cnn_block.mlir: conv, batch
# norm, relu, max pool, a basic block with its residual add, adaptive
# average pool, flatten, linear) compiles, runs, and matches the float64
# reference; its convolutions and pools are dispatches of their own (conv
# and pool kernels), each convolution with its batch norm, relu (and the
# block's residual add) fused as its epilogue. Bad convolutions and pools
# fail at import with a located error, not a crash.
. "$(dirname "$0")/lib.sh"
M=tests/e2e/inputs/cnn_block.mlir
"$BIN/facet-compile" "$M" -o "$T/cnn.facet" --report="$T/report.json" || fail "facet-compile $M"
"$BIN/facet-opt" "$M" --print-after=dedup >"$T/dedup.mlir" 2>&1 || fail "facet-opt $M"
grep -q "conv b0, b1 -> b4 kernel=3x3 stride=2x2 pad=1x1" "$T/dedup.mlir" || fail "no stem conv executable"
grep -q "pool max b0 -> b1 kernel=3x3 stride=2x2" "$T/dedup.mlir" || fail "no max pool executable"
grep -q "pool mean b0 -> b1 adaptive" "$T/dedup.mlir" || fail "no adaptive pool executable"
n=$(grep -c "conv b0, b1 -> b[0-9] kernel=3x3" "$T/dedup.mlir")
[ "$n" = 3 ] || fail "$n conv executables after dedup, want 3 (stem, the block's two)"
# batch norm, relu and the residual add are the convolutions' epilogues:
# every relu is in a conv executable, the block's second one adds x
awk '/^facet.executable/ { conv = /_conv_/ } /= relu / && !conv { bad = 1 } END { exit bad }' "$T/dedup.mlir" ||
  fail "a relu outside a convolution's epilogue"
[ "$(grep -c "= relu " "$T/dedup.mlir")" = 3 ] || fail "want the 3 relus fused into 3 convolutions"
grep -A8 "conv b0, b1 -> b5 kernel=3x3 stride=1x1" "$T/dedup.mlir" | grep -q "load b4 map(0, 1, 2, 3)" ||
  fail "the residual add is not the second convolution's epilogue"

# inputs: uniform in [-1, 1]; the running variances (arguments 5, 10, 15) in [0.5, 2]
specs="2x3x16x16xf32 8x3x3x3xf32 8xf32 8xf32 8xf32 8xf32 8x8x3x3xf32 8xf32 8xf32 8xf32 8xf32 8x8x3x3xf32 8xf32 8xf32 8xf32 8xf32 5x8xf32 5xf32"
args="" i=0
for s in $specs; do
  lo=-1 hi=1
  case $i in 5 | 10 | 15) lo=0.5 hi=2 ;; esac
  "$BIN/facet-npy" random "$s" --seed=$((i + 1)) --min=$lo --max=$hi -o "$T/in$i.npy"
  args="$args $s=@$T/in$i.npy"
  i=$((i + 1))
done
# (run_and_compare sets `inputs`; called outside a condition, so that set -e
# stops at any of its commands)
# shellcheck disable=SC2086
run_and_compare "$M" "$T/cnn.facet" forward $args
# the portable target (GNU vectors of 8 lanes) and every dim a push constant
for flags in --target-cpu=x86-64 --generalize=all; do
  # shellcheck disable=SC2086
  "$BIN/facet-compile" "$M" $flags -o "$T/cnn2.facet" || fail "facet-compile $M $flags"
  # shellcheck disable=SC2086
  run_and_compare "$M" "$T/cnn2.facet" forward $args
done

# Tiled shapes (tests/e2e/inputs/cnn_shapes.mlir) at batch 1 and 3 of one module.
S=tests/e2e/inputs/cnn_shapes.mlir
"$BIN/facet-compile" "$S" -o "$T/shapes.facet" || fail "facet-compile $S"
"$BIN/facet-npy" random 8x1x3x3xf32 --seed=2 --min=-1 --max=1 -o "$T/w.npy"
"$BIN/facet-npy" random 6x4x1x3xf32 --seed=3 --min=-1 --max=1 -o "$T/w2.npy"
for n in 1 3; do
  "$BIN/facet-npy" random "${n}x4x7x150xf32" --seed=$n --min=-1 --max=1 -o "$T/x$n.npy"
  run_and_compare "$S" "$T/shapes.facet" shapes "${n}x4x7x150xf32=@$T/x$n.npy" "8x1x3x3xf32=@$T/w.npy" \
    "6x4x1x3xf32=@$T/w2.npy"
done

# Bad input: located errors, no crash.
bad() { # NAME LINE: a one-op function whose op is LINE
  cat >"$T/$1.mlir" <<MLIR
func.func @f(%x: !torch.vtensor<[1,4,8,8],f32>, %w: !torch.vtensor<[6,3,3,3],f32>) -> !torch.vtensor<[1,6,8,8],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int0 = torch.constant.int 0
  %false = torch.constant.bool false
  %none = torch.constant.none
  %l1 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %l0 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %l9 = torch.prim.ListConstruct %int2, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  $2
  return %r : !torch.vtensor<[1,6,8,8],f32>
}
MLIR
}
conv="torch.aten.conv2d %x, %w, %none, %l1, %l1, %l1"
types="!torch.vtensor<[1,4,8,8],f32>, !torch.vtensor<[6,3,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[1,6,8,8],f32>"
bad channels "%r = $conv, %int1 : $types"
expect_error "channels.mlir:10:3: error: 'torch.aten.conv2d': the input has 4 channels, but the weight [6, 3, ...] with groups = 1 expects 3" \
  "$BIN/facet-compile" "$T/channels.mlir" -o "$T/x.facet"
bad groups "%r = $conv, %int2 : $types"
expect_error "groups.mlir:10:3: error: 'torch.aten.conv2d': the input has 4 channels, but the weight [6, 3, ...] with groups = 2 expects 6" \
  "$BIN/facet-reference" "$T/groups.mlir" --function=f --input=1x4x8x8xf32=1 --input=6x3x3x3xf32=1 --output=@"$T/o.npy"
bad kernel "%r = torch.aten.max_pool2d %x, %l9, %l1, %l9, %l1, %false : !torch.vtensor<[1,4,8,8],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,6,8,8],f32>"
expect_error "kernel.mlir:10:3: error: 'torch.aten.max_pool2d': padding 2 is more than half the kernel 2" \
  "$BIN/facet-compile" "$T/kernel.mlir" -o "$T/x.facet"
bad transposed "%r = torch.aten.convolution %x, %w, %none, %l1, %l1, %l1, %int1, %l0, %int1 : !torch.vtensor<[1,4,8,8],f32>, !torch.vtensor<[6,3,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int, !torch.list<int>, !torch.int -> !torch.vtensor<[1,6,8,8],f32>"
expect_error "transposed.mlir:10:3: error: 'torch.aten.convolution': a transposed convolution's weight is [in channels, out channels / groups, ...]; got [6, ...] for 4 input channels, groups = 1" "$BIN/facet-compile" "$T/transposed.mlir" -o "$T/x.facet"
echo "cnn_block: ok"
