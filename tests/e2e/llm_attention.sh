# A generated Llama-like model with real attention (2 blocks, 4 heads):
# prefill (causal self-attention) and decode (attention over a K/V cache
# argument), every result (hidden states and each layer's new keys and
# values) against the float64 reference.
. "$(dirname "$0")/lib.sh"
SRC=$T/llm.mlir
"$BIN/facet-gen-model" --layers=2 --hidden=64 --ffn=96 --heads=4 --max-s=4 --max-ctx=64 \
  --prefill=1,2 --decode=2 --attention=sdpa -o "$SRC"
"$BIN/facet-compile" "$SRC" -o "$T/llm.facet"
R="$BIN/facet-npy random"
W="" n=0
for l in 0 1; do
  for w in "64xf32 --min=0.5 --max=1.5" "64x64xf16" "64x64xf16" "64x64xf16" "64x64xf16" \
           "64xf32 --min=0.5 --max=1.5" "96x64xf16" "96x64xf16" "64x96xf16"; do
    n=$((n + 1))
    case $w in *min*) range="" ;; *) range="--min=-0.15 --max=0.15" ;; esac
    # shellcheck disable=SC2086
    $R $w $range --seed=$n -o "$T/w$n.npy"
    W="$W --input=@$T/w$n.npy"
  done
done
check() { # function hidden-input [cache inputs...]: run, reference, compare all 5 results
  fn=$1 x=$2
  shift 2
  outs="" refs=""
  for i in 0 1 2 3 4; do outs="$outs --output=@$T/o$i.npy"; refs="$refs --output=@$T/r$i.npy"; done
  # shellcheck disable=SC2086
  "$BIN/facet-run-module" --module="$T/llm.facet" --function=$fn $x $W "$@" $outs >/dev/null
  # shellcheck disable=SC2086
  "$BIN/facet-reference" "$SRC" --function=$fn $x $W "$@" $refs
  for i in 0 1 2 3 4; do "$BIN/facet-npy" compare "$T/o$i.npy" "$T/r$i.npy" || fail "$fn result $i"; done
}
$R 1x32x64xf16 --seed=100 -o "$T/x1.npy"
check prefill_bs1 --input=@"$T/x1.npy"
$R 2x48x64xf16 --seed=101 -o "$T/x2.npy"
check prefill_bs2 --input=@"$T/x2.npy"
$R 2x1x64xf16 --seed=102 -o "$T/x3.npy"
C=""
for c in 0 1 2 3; do
  $R 2x4x37x16xf16 --seed=20$c -o "$T/c$c.npy"
  C="$C --input=@$T/c$c.npy"
done
# shellcheck disable=SC2086
check decode_bs2 --input=@"$T/x3.npy" $C
