# The generated MLP model (2 blocks: RMSNorm, gate/up, silu * up, down,
# residual), small enough to test, with four entry points: every entry
# point and every variant against the float64 reference, in the default
# build, with --specialize=off, with --split-rows=on and with
# --generalize=none.
. "$(dirname "$0")/lib.sh"
SRC=$T/mlp.mlir
"$BIN/facet-gen-model" --layers=2 --hidden=64 --ffn=96 --max-s=8 --prefill=1,2 --decode=1,4 -o "$SRC"
W=""
for l in 0 1; do
  "$BIN/facet-npy" random 64xf32 --seed=1$l --min=0.5 --max=1.5 -o "$T/n$l.npy"
  "$BIN/facet-npy" random 96x64xf16 --seed=2$l --min=-0.2 --max=0.2 -o "$T/g$l.npy"
  "$BIN/facet-npy" random 96x64xf16 --seed=3$l --min=-0.2 --max=0.2 -o "$T/u$l.npy"
  "$BIN/facet-npy" random 64x96xf16 --seed=4$l --min=-0.2 --max=0.2 -o "$T/d$l.npy"
  W="$W @$T/n$l.npy @$T/g$l.npy @$T/u$l.npy @$T/d$l.npy"
done
for flags in "" "--specialize=off" "--split-rows=on" "--generalize=none" "--generalize=all"; do
  # shellcheck disable=SC2086
  "$BIN/facet-compile" "$SRC" -o "$T/mlp.facet" $flags
  for case in "prefill_bs1 1 16" "prefill_bs1 1 48" "prefill_bs2 2 32" "decode_bs1 1 1" "decode_bs4 4 1"; do
    set -- $case
    "$BIN/facet-npy" random "$2x$3x64xf16" --seed=$3 -o "$T/x.npy"
    # shellcheck disable=SC2086
    run_and_compare "$SRC" "$T/mlp.facet" "$1" "@$T/x.npy" $W || fail "$1 [$3 tokens] with flags '$flags'"
  done
done
