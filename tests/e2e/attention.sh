# Attention kernels against the float64 reference: causal, masked (a float
# mask broadcast over heads), grouped-query; the host's, AVX2 and portable
# targets. The causal case runs at 24 tokens (one tile of keys, two blocks
# of queries) and 56 (two tiles, four blocks, the last ones partial);
# gqa_few puts several heads of a group in one block (decode's shape);
# odd_dims and e24 take sizes off the vector widths (16, 8, 4 floats).
. "$(dirname "$0")/lib.sh"
SRC=tests/e2e/inputs/attention.mlir
R="$BIN/facet-npy random"
$R 1x4x24x16xf16 --seed=1 -o "$T/q.npy"
$R 1x4x24x16xf16 --seed=2 -o "$T/k.npy"
$R 1x4x24x16xf16 --seed=3 -o "$T/v.npy"
$R 1x4x56x16xf16 --seed=11 -o "$T/ql.npy"
$R 1x4x56x16xf16 --seed=12 -o "$T/kl.npy"
$R 1x4x56x16xf16 --seed=13 -o "$T/vl.npy"
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
for target in host x86-64-v3 x86-64; do
  "$BIN/facet-compile" $SRC -o "$T/att.facet" --target-cpu=$target
  run_and_compare $SRC "$T/att.facet" causal "@$T/q.npy" "@$T/k.npy" "@$T/v.npy"
  run_and_compare $SRC "$T/att.facet" causal "@$T/ql.npy" "@$T/kl.npy" "@$T/vl.npy"
  run_and_compare $SRC "$T/att.facet" masked "@$T/q2.npy" "@$T/k2.npy" "@$T/v2.npy" "@$T/m2.npy"
  run_and_compare $SRC "$T/att.facet" gqa "@$T/q3.npy" "@$T/k3.npy" "@$T/v3.npy"
  run_and_compare $SRC "$T/att.facet" gqa_few "@$T/q4.npy" "@$T/k4.npy" "@$T/v4.npy" "@$T/m4.npy"
  run_and_compare $SRC "$T/att.facet" odd_dims "@$T/q5.npy" "@$T/k5.npy" "@$T/v5.npy"
  run_and_compare $SRC "$T/att.facet" e24 "@$T/q6.npy" "@$T/k6.npy" "@$T/v6.npy"
done
