# Batched matmuls on the matmul kernels (a z workgroup per batch), f64 on
# its tiled kernel (exact_matmul.sh has more), batch dims broadcast from 1
# or missing (read in place at each operand's own offsets; they were row
# programs), against facet-reference, on every target; dynamic M, N, batch.
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
npy random 3x37x70xf32 --seed=11 -o "$T/pa.npy"
npy random 3x70x45xf32 --seed=12 -o "$T/pb.npy"
npy random 2x4x9x64xf16 --seed=13 -o "$T/q.npy"
npy random 2x4x23x64xf16 --seed=14 -o "$T/k.npy"
npy random 20x33xbf16 --seed=15 -o "$T/sa.npy"
npy random 5x33x17xbf16 --seed=16 -o "$T/sb.npy"
npy random 6x40x24xf32 --seed=17 -o "$T/da.npy"
npy random 6x24x72xf32 --seed=18 -o "$T/db.npy"
for rows in 5 37; do
  npy random 2x3x${rows}x16xf32 --seed=$((19 + rows)) -o "$T/mq$rows.npy"
  npy random 1x3x${rows}x11xf32 --seed=$((20 + rows)) -o "$T/mm$rows.npy"
done
npy random 2x3x11x16xf32 --seed=21 -o "$T/mk.npy"
npy random 4x3x7x16xf32 --seed=22 -o "$T/ba.npy"
npy random 1x3x16x11xf32 --seed=23 -o "$T/bb.npy"
npy random 4x1x9x16xbf16 --seed=24 -o "$T/ca.npy"
npy random 1x3x16x11xbf16 --seed=25 -o "$T/cb.npy"
npy random 2x3x37x70xf32 --seed=26 -o "$T/ra.npy"
npy random 3x70x45xf32 --seed=27 -o "$T/rb.npy"
npy random 1x4x23x64xf16 --seed=28 -o "$T/k1.npy"
npy random 5x3x8x16xf32 --seed=29 -o "$T/ya.npy"
npy random 1x3x16x5xf32 --seed=30 -o "$T/yb.npy"
npy random 2x1x4x8xf64 --seed=31 -o "$T/fa.npy"
npy random 3x8x4xf64 --seed=32 -o "$T/fb.npy"
npy random 2x3x5x32xi8 --seed=33 --min=-128 --max=127 -o "$T/ia.npy"
npy random 1x3x32x4xi8 --seed=34 --min=-128 --max=127 -o "$T/ib.npy"
for target in host x86-64-v3 x86-64; do
  "$BIN/facet-compile" "$m" -o "$T/m.facet" --target-cpu=$target --report="$T/report.json"
  for fn in bmm_f32 bmm_bf16_scaled bmm_packed scores shared_lhs dynamic_batch scores_masked \
    bcast_rhs bcast_both bcast_rank3 bcast_kt bcast_dyn bcast_f64 bcast_i8; do
    grep -q "\"${fn}_dispatch_0_batch_matmul_" "$T/report.json" || fail "$fn: not on the matmul kernels"
  done
  run_and_compare "$m" "$T/m.facet" bmm_packed "@$T/pa.npy" "@$T/pb.npy"
  run_and_compare "$m" "$T/m.facet" scores "@$T/q.npy" "2x4x23x64xf16=@$T/k.npy"
  run_and_compare "$m" "$T/m.facet" shared_lhs "20x33xbf16=@$T/sa.npy" "5x33x17xbf16=@$T/sb.npy"
  grep -q '"scores_masked_dispatch_1' "$T/report.json" && fail "scores_masked: the epilogue was not fused"
  for rows in 5 37; do # stream and packed
    run_and_compare "$m" "$T/m.facet" scores_masked "2x3x${rows}x16xf32=@$T/mq$rows.npy" \
      "2x3x11x16xf32=@$T/mk.npy" "1x3x${rows}x11xf32=@$T/mm$rows.npy"
  done
  run_and_compare "$m" "$T/m.facet" dynamic_batch "6x40x24xf32=@$T/da.npy" "6x24x72xf32=@$T/db.npy"
  run_and_compare "$m" "$T/m.facet" bmm_f32 "@$T/a.npy" "@$T/b.npy"
  run_and_compare "$m" "$T/m.facet" bmm_bf16_scaled "2x3x9x16xbf16=@$T/a2.npy" "2x3x16x11xbf16=@$T/b2.npy"
  run_and_compare "$m" "$T/m.facet" bmm_bf16_scaled "2x3x1x16xbf16=@$T/a3.npy" "2x3x16x1xbf16=@$T/b3.npy"
  run_and_compare "$m" "$T/m.facet" mm_f64 "@$T/a64.npy" "@$T/b64.npy"
  run_and_compare "$m" "$T/m.facet" mm_to_f64 "@$T/a32.npy" "@$T/b32.npy"
  run_and_compare "$m" "$T/m.facet" bcast_rhs "4x3x7x16xf32=@$T/ba.npy" "@$T/bb.npy"
  run_and_compare "$m" "$T/m.facet" bcast_both "4x1x9x16xbf16=@$T/ca.npy" "1x3x16x11xbf16=@$T/cb.npy"
  run_and_compare "$m" "$T/m.facet" bcast_rank3 "@$T/ra.npy" "@$T/rb.npy"
  run_and_compare "$m" "$T/m.facet" bcast_kt "@$T/q.npy" "1x4x23x64xf16=@$T/k1.npy"
  run_and_compare "$m" "$T/m.facet" bcast_dyn "5x3x8x16xf32=@$T/ya.npy" "@$T/yb.npy"
  run_and_compare "$m" "$T/m.facet" bcast_f64 "@$T/fa.npy" "@$T/fb.npy"
  run_and_compare "$m" "$T/m.facet" bcast_i8 "@$T/ia.npy" "@$T/ib.npy"
done
echo "batched_matmul: ok"
