# Contractions written as linalg.generic (a batch matmul, bf16 read through
# arith.extf with an init, an einsum whose output puts N before M with K^T)
# and linalg's named matmul, matmul_transpose_a / _b, batch_matmul and
# batch_matmul_transpose_b become matmul dispatches (src/transform/window.c),
# int8 ones (extsi to int32, or summed in int8) the int8 kernel's, and
# match facet-reference, which runs the generics as written; a
# vector-matrix product stays a row program, and matches too (what else
# stays a generic: tests/lit/dispatch/contractions.mlir).
. "$(dirname "$0")/lib.sh"
M=tests/e2e/inputs/generic_matmul.mlir
"$BIN/facet-compile" "$M" -o "$T/m.facet" || fail "facet-compile"
"$BIN/facet-opt" "$M" --print-after=dispatch >"$T/d.mlir" 2>&1 || fail "facet-opt"
for fn in bmm mm_t scores mm mm_tb mm_ta bmm_tb mm_i8 mm_i8_wrap; do
  grep -q "@${fn}_dispatch_[0-9]*_\(batch_\)\?matmul_" "$T/d.mlir" || fail "$fn: not a matmul"
done
grep -q "@named_bmm_dispatch_0_batch_matmul_.*bf16" "$T/d.mlir" || fail "named_bmm: not a matmul"
# B as [N, K] is read transposed in place: no transpose dispatch before it
for fn in mm_t mm_tb bmm_tb; do
  [ "$(grep -c "^facet.executable @${fn}_dispatch_" "$T/d.mlir")" = 1 ] || fail "$fn: B copied"
done
for fn in vecmat; do
  grep -q "@${fn}_dispatch_0_reduction_" "$T/d.mlir" || fail "$fn: not a row program"
done

# compare FUNCTION SPECS...: compiled vs reference on uniform [-1, 1] inputs
# (integers in [-100, 100]: int8 sums of 40 wrap)
compare() {
  fn=$1
  shift
  args="" i=0
  for s in "$@"; do
    "$BIN/facet-npy" random "$s" --seed=$((i + 1)) --min=-1 --max=1 -o "$T/in$i.npy"
    case $s in *i8 | *i32) "$BIN/facet-npy" random "$s" --seed=$((i + 1)) --min=-100 --max=100 \
      -o "$T/in$i.npy" ;; esac
    args="$args $s=@$T/in$i.npy"
    i=$((i + 1))
  done
  # shellcheck disable=SC2086
  run_and_compare "$M" "$T/m.facet" "$fn" $args
}
compare bmm 3x5x7xf32 3x7x4xf32
compare mm_t 6x9xbf16 5x9xbf16 6x5xf32
compare named_bmm 3x7x40xbf16 3x40x33xbf16
compare scores 2x3x8x16xf32 2x3x11x16xf32
compare mm 6x9xf32 9x5xf32
compare mm_tb 6x9xf16 5x9xf16 6x5xf32
compare mm_ta 9x6xf32 9x5xf32 6x5xf32
compare bmm_tb 2x7x40xf32 2x33x40xf32 2x7x33xf32
compare mm_i8 6x9xi8 9x5xi8 6x5xi32
compare mm_i8_wrap 6x40xi8 5x40xi8
compare vecmat 9xf32 9x5xf32
echo "generic_matmul: ok"
