# Compiled pieces sharktank's 2024-11 Llama export needed (issue 17), each
# compiled and compared with the float64 reference:
#   - batched matmuls (bmm, matmul of rank 3 and 4: on the matmul kernels,
#     a z workgroup per batch), dynamic M and N, B transposed, f16, f32 -> bf16;
#   - splat constants (`zeros`, `empty`) that a kernel binds as a buffer:
#     updated by slice_scatter, sliced, multiplied (they were inlined and
#     never materialized: "used before any op defines it").
. "$(dirname "$0")/lib.sh"
BM=tests/e2e/inputs/bmm_2024.mlir
SP=tests/e2e/inputs/splat_buffers.mlir
"$BIN/facet-compile" "$BM" -o "$T/bm.facet"
for fn in scores weighted four; do
  "$BIN/facet-dump" "$T/bm.facet" | grep -q "executable ${fn}_dispatch_0_batch_matmul_" ||
    fail "$fn: the batched matmul is not on the matmul kernels"
done
"$BIN/facet-npy" random 8x5x32xf16 --seed=1 -o "$T/q.npy"
"$BIN/facet-npy" random 8x9x32xf16 --seed=2 -o "$T/k.npy"
"$BIN/facet-npy" random 8x5x9xf16 --seed=3 -o "$T/p.npy"
"$BIN/facet-npy" random 8x9x32xf16 --seed=4 -o "$T/v.npy"
"$BIN/facet-npy" random 2x3x5x7xf32 --seed=5 -o "$T/a.npy"
"$BIN/facet-npy" random 2x3x7x4xf32 --seed=6 -o "$T/b.npy"
compare_outputs "$BM" "$T/bm.facet" scores 1 @"$T/q.npy" @"$T/k.npy"
compare_outputs "$BM" "$T/bm.facet" weighted 1 @"$T/p.npy" @"$T/v.npy"
compare_outputs "$BM" "$T/bm.facet" four 1 @"$T/a.npy" @"$T/b.npy"
# an empty K: zeros, as in torch
"$BIN/facet-npy" random 8x5x0xf16 --seed=1 -o "$T/p0.npy"
"$BIN/facet-npy" random 8x0x32xf16 --seed=1 -o "$T/v0.npy"
compare_outputs "$BM" "$T/bm.facet" weighted 1 @"$T/p0.npy" @"$T/v0.npy"

"$BIN/facet-compile" "$SP" -o "$T/sp.facet"
"$BIN/facet-npy" random 2x3xf32 --seed=7 -o "$T/x.npy"
"$BIN/facet-npy" random 3x2xf32 --seed=8 -o "$T/y.npy"
compare_outputs "$SP" "$T/sp.facet" f 3 @"$T/x.npy" @"$T/y.npy"
"$BIN/facet-run-module" --module="$T/sp.facet" --function=f --input="2x3xf32=1 2 3 4 5 6" \
  --input="3x2xf32=1 0 0 1 1 1" >"$T/sp.out"
grep -qF '4x3xf32=[0 0 0][1 2 3][4 5 6][0 0 0]' "$T/sp.out" || { cat "$T/sp.out"; fail "slice_scatter into zeros"; }
echo "compiled_llm_ops: ok"
