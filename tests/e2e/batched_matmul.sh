# Batched matmul (bmm, matmul of two batched operands) compiled as a row
# program, against facet-reference, on every target; dynamic M and N.
. "$(dirname "$0")/lib.sh"
m=tests/e2e/inputs/batched_matmul.mlir
npy() { "$BIN/facet-npy" "$@"; }
npy random 3x5x7xf32 --seed=1 -o "$T/a.npy"
npy random 3x7x4xf32 --seed=2 -o "$T/b.npy"
npy random 2x3x9x16xbf16 --seed=3 -o "$T/a2.npy"
npy random 2x3x16x11xbf16 --seed=4 -o "$T/b2.npy"
npy random 2x3x1x16xbf16 --seed=5 -o "$T/a3.npy"
npy random 2x3x16x1xbf16 --seed=6 -o "$T/b3.npy"
for target in host x86-64-v3 x86-64; do
  "$BIN/facet-compile" "$m" -o "$T/m.facet" --target-cpu=$target
  run_and_compare "$m" "$T/m.facet" bmm_f32 "@$T/a.npy" "@$T/b.npy"
  run_and_compare "$m" "$T/m.facet" bmm_bf16_scaled "2x3x9x16xbf16=@$T/a2.npy" "2x3x16x11xbf16=@$T/b2.npy"
  run_and_compare "$m" "$T/m.facet" bmm_bf16_scaled "2x3x1x16xbf16=@$T/a3.npy" "2x3x16x1xbf16=@$T/b3.npy"
done
echo "batched_matmul: ok"
