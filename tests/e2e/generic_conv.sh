# Convolutions and pools written as linalg.generic with sum-of-loops input
# maps, and linalg's named conv / pooling ops, compile to facet.conv /
# facet.pool dispatches (src/transform/window.c) and match facet-reference,
# which runs the generics as written: IREE's torch_ops ConvForward export
# tests/e2e/inputs/iree_conv_forward/nchw_fchw.mlir (f16 summed in f32; its
# NHWC forms: tests/lit/import/generic_windows.mlir), and
# tests/e2e/inputs/generic_windows.mlir (strided and dilated with a bias
# init, depthwise, grouped, max and sum pools, the named conv_2d_nchw_fchw,
# pooling_nchw_max and depthwise_conv_2d_nchw_chw).
# About 10 s of CPU (2 compiles of 19 kernels into a fresh kernel cache).
. "$(dirname "$0")/lib.sh"

# build MLIR: one module for all its functions; every linalg.generic of it
# became a conv or pool executable (none is left as a generic)
build() {
  "$BIN/facet-compile" "$1" -o "$T/m.facet" || fail "facet-compile $1"
  "$BIN/facet-opt" "$1" --print-after=dispatch >"$T/d.mlir" 2>&1 || fail "facet-opt $1"
  grep -q "^  \(conv b0\|pool \)" "$T/d.mlir" || fail "$1: no conv or pool executable"
  ! grep -q "linalg.generic\|^  generic" "$T/d.mlir" || fail "$1: a generic left"
}

# compare MLIR FUNCTION SPECS...: compiled vs reference on uniform [-1, 1] inputs
compare() {
  mlir=$1 fn=$2
  shift 2
  args="" i=0
  for s in "$@"; do
    "$BIN/facet-npy" random "$s" --seed=$((i + 1)) --min=-1 --max=1 -o "$T/in$i.npy"
    args="$args $s=@$T/in$i.npy"
    i=$((i + 1))
  done
  # shellcheck disable=SC2086
  run_and_compare "$mlir" "$T/m.facet" "$fn" $args
}

I=tests/e2e/inputs/iree_conv_forward/nchw_fchw.mlir
build "$I"
compare "$I" "$(grep -o "func.func public @[A-Za-z0-9_]*" "$I" | cut -d@ -f2)" 2x3x32x32xf16 8x3x3x3xf16

M=tests/e2e/inputs/generic_windows.mlir
build "$M"
compare "$M" strided_dilated 2x4x11x12xf32 6x4x3x3xf32 6xf32
compare "$M" depthwise 1x5x9x9xf32 5x3x3xf32
compare "$M" grouped 2x3x2x7x6xf32 3x4x2x3x2xf32
compare "$M" max_pool 2x3x9x9xf32
compare "$M" sum_pool 1x8x7x3xf32 1x6x6x3xf32
compare "$M" named 1x3x10x10xf16 4x3x3x3xf16 4x2x2xf32
echo "generic_conv: ok"
