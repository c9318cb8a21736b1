# Attention kernels against the float64 reference: causal (f16 and bf16), masked (a float
# mask broadcast over heads), grouped-query; the host's, AVX2 and portable
# targets. The causal case runs at 24 tokens (one tile of keys, one
# partial block of queries) and 56 (two tiles, two blocks, the last partial);
# gqa_few puts several heads of a group in one block (decode's shape);
# odd_dims and e24 take sizes off the vector widths (16, 8, 4 floats);
# masked_rows masks a tile out for some rows of a group (emit_attention.c
# takes 4 or 2 rows through a tile together).
# strided_decode, strided_prefill, kt_layout, paged and window read their operands
# through transposes, views and slices (strides, no copy): each must be one
# attention dispatch.
. "$(dirname "$0")/lib.sh"
SRC=tests/e2e/inputs/attention.mlir
R="$BIN/facet-npy random"
$R 1x4x24x16xf16 --seed=1 -o "$T/q.npy"
$R 1x4x24x16xf16 --seed=2 -o "$T/k.npy"
$R 1x4x24x16xf16 --seed=3 -o "$T/v.npy"
$R 1x4x56x16xf16 --seed=11 -o "$T/ql.npy"
$R 1x4x56x16xf16 --seed=12 -o "$T/kl.npy"
$R 1x4x56x16xf16 --seed=13 -o "$T/vl.npy"
$R 1x4x56x16xbf16 --seed=31 -o "$T/qb.npy"
$R 1x4x56x16xbf16 --seed=32 -o "$T/kb.npy"
$R 1x4x56x16xbf16 --seed=33 -o "$T/vb.npy"
$R 2x4x1x16xf32 --seed=4 -o "$T/q2.npy"
$R 2x4x37x16xf32 --seed=5 -o "$T/k2.npy"
$R 2x4x37x16xf32 --seed=6 -o "$T/v2.npy"
$R 2x1x1x37xf32 --seed=7 --min=-3 --max=0 -o "$T/m2.npy"
$R 1x4x8x16xf16 --seed=8 -o "$T/q3.npy"
$R 1x2x8x16xf16 --seed=9 -o "$T/k3.npy"
$R 1x2x8x8xf16 --seed=10 -o "$T/v3.npy"
$R 2x8x3x16xf32 --seed=14 -o "$T/q4.npy"
$R 2x1x5x16xf32 --seed=15 -o "$T/k4.npy"
$R 2x1x5x16xf32 --seed=16 -o "$T/v4.npy"
$R 2x8x3x5xf32 --seed=17 --min=-3 --max=0 -o "$T/m4.npy"
$R 1x4x2x21xf32 --seed=18 -o "$T/q5.npy"
$R 1x2x70x21xf32 --seed=19 -o "$T/k5.npy"
$R 1x2x70x20xf32 --seed=20 -o "$T/v5.npy"
$R 2x4x1x24xf16 --seed=21 -o "$T/q6.npy"
$R 2x2x40x24xf16 --seed=22 -o "$T/k6.npy"
$R 2x2x40x24xf16 --seed=23 -o "$T/v6.npy"
$R 2x1x8x16xf16 --seed=24 -o "$T/q7.npy"
$R 2x45x2x16xf16 --seed=25 -o "$T/k7.npy"
$R 2x45x2x16xf16 --seed=26 -o "$T/v7.npy"
$R 2x1x1x45xf16 --seed=27 --min=-3 --max=0 -o "$T/m7.npy"
$R 1x40x4x24xf32 --seed=28 -o "$T/q8.npy"
$R 1x40x2x24xf32 --seed=29 -o "$T/k8.npy"
$R 1x40x2x24xf32 --seed=30 -o "$T/v8.npy"
$R 1x4x3x16xf32 --seed=31 -o "$T/q9.npy"
$R 1x2x16x37xf32 --seed=32 -o "$T/k9.npy"
$R 1x2x37x16xf32 --seed=33 -o "$T/v9.npy"
$R 2x1x4x16xf32 --seed=34 -o "$T/q10.npy"
$R 2x3x2x16x2x16xf32 --seed=35 -o "$T/p10.npy"
$R 1x2x4x8xf32 --seed=36 -o "$T/q11.npy"
$R 1x2x40x8xf32 --seed=37 -o "$T/k11.npy"
$R 1x2x40x8xf32 --seed=38 -o "$T/v11.npy"
$R 1x2x8x16xf32 --seed=39 -o "$T/q12.npy"
$R 1x2x40x16xf32 --seed=40 -o "$T/k12.npy"
$R 1x2x40x16xf32 --seed=41 -o "$T/v12.npy"
# masked_rows' mask: rows 1 and 6 -inf on keys 0..31, the rest 0 or -0.5
m12=$(awk 'BEGIN { for (i = 0; i < 8; i++) for (j = 0; j < 40; j++) {
  v = (i == 1 || i == 6) && j < 32 ? "-inf" : (i + j) % 3 ? "0" : "-0.5"
  printf "%s%s", i || j ? "," : "", v } }')
for target in host x86-64-v3 x86-64; do
  "$BIN/facet-compile" $SRC -o "$T/att.facet" --target-cpu=$target
  run_and_compare $SRC "$T/att.facet" causal "@$T/q.npy" "@$T/k.npy" "@$T/v.npy"
  run_and_compare $SRC "$T/att.facet" causal "@$T/ql.npy" "@$T/kl.npy" "@$T/vl.npy"
  run_and_compare $SRC "$T/att.facet" causal_bf16 "1x4x56x16xbf16=@$T/qb.npy" "1x4x56x16xbf16=@$T/kb.npy" \
    "1x4x56x16xbf16=@$T/vb.npy"
  run_and_compare $SRC "$T/att.facet" masked "@$T/q2.npy" "@$T/k2.npy" "@$T/v2.npy" "@$T/m2.npy"
  run_and_compare $SRC "$T/att.facet" gqa "@$T/q3.npy" "@$T/k3.npy" "@$T/v3.npy"
  run_and_compare $SRC "$T/att.facet" gqa_few "@$T/q4.npy" "@$T/k4.npy" "@$T/v4.npy" "@$T/m4.npy"
  run_and_compare $SRC "$T/att.facet" odd_dims "@$T/q5.npy" "@$T/k5.npy" "@$T/v5.npy"
  run_and_compare $SRC "$T/att.facet" e24 "@$T/q6.npy" "@$T/k6.npy" "@$T/v6.npy"
  run_and_compare $SRC "$T/att.facet" strided_decode "@$T/q7.npy" "@$T/k7.npy" "@$T/v7.npy" "@$T/m7.npy"
  run_and_compare $SRC "$T/att.facet" strided_prefill "@$T/q8.npy" "@$T/k8.npy" "@$T/v8.npy"
  run_and_compare $SRC "$T/att.facet" kt_layout "@$T/q9.npy" "@$T/k9.npy" "@$T/v9.npy"
  run_and_compare $SRC "$T/att.facet" paged "@$T/q10.npy" "@$T/p10.npy"
  run_and_compare $SRC "$T/att.facet" window "@$T/q11.npy" "@$T/k11.npy" "@$T/v11.npy"
  run_and_compare $SRC "$T/att.facet" masked_rows "@$T/q12.npy" "@$T/k12.npy" "@$T/v12.npy" "1x1x8x40xf32=$m12"
done

# The transposes, views and slices are read through: one dispatch each.
"$BIN/facet-dump" "$T/att.facet" >"$T/att.dump"
for fn in strided_decode strided_prefill kt_layout paged window; do
  n=$(awk -v f="$fn" '/^func /{on = index($0, "func @" f "(") == 1} on && /: dispatch site/' "$T/att.dump" | wc -l)
  [ "$n" = 1 ] || fail "$fn: $n dispatches, expected one (the attention reading through the copies)"
done
