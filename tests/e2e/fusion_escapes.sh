# Values that escape a fused group (returned, used by a later dispatch, used
# by two groups, per-row values, views of intermediates) are outputs of its
# dispatch, and the dispatch stays in the function, on every target. Once an
# intermediate output was taken for an op folded away and the dispatch was
# deleted: `return exp(a), -exp(a)` returned `a, a`, native_layer_norm and
# var_mean returned their input, and a pre-norm residual block
# `h = x + r; h + rmsnorm(h) @ W` returned wrong numbers.
. "$(dirname "$0")/lib.sh"
m=tests/e2e/inputs/fusion_escapes.mlir
"$BIN/facet-npy" random 4x16xf32 --seed=1 -o "$T/x.npy"
"$BIN/facet-npy" random 4x16xf32 --seed=2 -o "$T/r.npy"
"$BIN/facet-npy" random 16x16xf32 --seed=3 -o "$T/w.npy"
in="@$T/x.npy @$T/r.npy @$T/w.npy"
for target in host x86-64-v3 x86-64; do
  "$BIN/facet-compile" "$m" -o "$T/fe.facet" --target-cpu=$target
  for case in returned:2 returned_twice:3 later_dispatch:1 two_groups:2 row_values:3 \
    layer_norm:3 view_returned:2 matmul_tail:2 prenorm_block:1; do
    # shellcheck disable=SC2086
    compare_outputs "$m" "$T/fe.facet" "${case%:*}" "${case#*:}" $in
  done
done
