# Matmuls the matmul kernels do not take (bmm, matmul of two batched
# operands, f64) compiled as row programs, against facet-reference, on
# every target; dynamic M and N.
. "$(dirname "$0")/lib.sh"
m=tests/e2e/inputs/batched_matmul.mlir
npy() { "$BIN/facet-npy" "$@"; }
npy random 3x5x7xf32 --seed=1 -o "$T/a.npy"
npy random 3x7x4xf32 --seed=2 -o "$T/b.npy"
npy random 2x3x9x16xbf16 --seed=3 -o "$T/a2.npy"
npy random 2x3x16x11xbf16 --seed=4 -o "$T/b2.npy"
npy random 2x3x1x16xbf16 --seed=5 -o "$T/a3.npy"
npy random 2x3x16x1xbf16 --seed=6 -o "$T/b3.npy"
npy random 4x8xf64 --seed=7 -o "$T/a64.npy"
npy random 8x4xf64 --seed=8 -o "$T/b64.npy"
npy random 4x8xf32 --seed=9 -o "$T/a32.npy"
npy random 8x4xf32 --seed=10 -o "$T/b32.npy"
for target in host x86-64-v3 x86-64; do
  "$BIN/facet-compile" "$m" -o "$T/m.facet" --target-cpu=$target
  run_and_compare "$m" "$T/m.facet" bmm_f32 "@$T/a.npy" "@$T/b.npy"
  run_and_compare "$m" "$T/m.facet" bmm_bf16_scaled "2x3x9x16xbf16=@$T/a2.npy" "2x3x16x11xbf16=@$T/b2.npy"
  run_and_compare "$m" "$T/m.facet" bmm_bf16_scaled "2x3x1x16xbf16=@$T/a3.npy" "2x3x16x1xbf16=@$T/b3.npy"
  run_and_compare "$m" "$T/m.facet" mm_f64 "@$T/a64.npy" "@$T/b64.npy"
  run_and_compare "$m" "$T/m.facet" mm_to_f64 "@$T/a32.npy" "@$T/b32.npy"
done
echo "batched_matmul: ok"
