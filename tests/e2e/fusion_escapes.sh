# Values that escape a fused group (returned, or used outside it) are
# outputs of its dispatch, and the dispatch stays in the function: once its
# intermediate output was taken for an op folded away and the dispatch was
# deleted, so `return exp(a), -exp(a)` returned `a, a` and a pre-norm
# residual block `h = x + r; h + rmsnorm(h) @ W` returned wrong numbers.
. "$(dirname "$0")/lib.sh"
t="!torch.vtensor<[4,8],f32>"
cat >"$T/expneg.mlir" <<MLIR
func.func @f(%a: $t) -> ($t, $t) {
  %0 = torch.aten.exp %a : $t -> $t
  %1 = torch.aten.neg %0 : $t -> $t
  return %0, %1 : $t, $t
}
MLIR
"$BIN/facet-compile" "$T/expneg.mlir" -o "$T/expneg.facet"
"$BIN/facet-npy" random 4x8xf32 --seed=1 -o "$T/a.npy"
"$BIN/facet-run-module" --module="$T/expneg.facet" --function=f --input=@"$T/a.npy" \
  --output=@"$T/o0.npy" --output=@"$T/o1.npy" >/dev/null
"$BIN/facet-reference" "$T/expneg.mlir" --function=f --input=@"$T/a.npy" \
  --output=@"$T/r0.npy" --output=@"$T/r1.npy"
"$BIN/facet-npy" compare "$T/o0.npy" "$T/r0.npy"
"$BIN/facet-npy" compare "$T/o1.npy" "$T/r1.npy"

m=tests/e2e/inputs/prenorm_block.mlir
"$BIN/facet-compile" "$m" -o "$T/prenorm.facet"
"$BIN/facet-npy" random 4x16xf32 --seed=1 -o "$T/x.npy"
"$BIN/facet-npy" random 4x16xf32 --seed=2 -o "$T/r.npy"
"$BIN/facet-npy" random 16x16xf32 --seed=3 -o "$T/w.npy"
run_and_compare "$m" "$T/prenorm.facet" block "@$T/x.npy" "@$T/r.npy" "@$T/w.npy"
