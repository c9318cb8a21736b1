#!/bin/sh
# S2, decode + prefill: a Llama-like decoder from facet-gen-model (L = 4,
# H = 2048, F = 5632, f16, attention stand-in), entry points prefill_bs{1,4}
# (s = S2_S, 16 s tokens per sequence) and decode_bs{1,4} (one token), each
# timed in builds (a)-(d) as in S1. See bench/lib.sh for the environment.
. "$(dirname "$0")/lib.sh"
bench_setup s2_decode_prefill

L=${S2_LAYERS:-4} H=${S2_HIDDEN:-2048} F=${S2_FFN:-5632} S=${S2_S:-8}
PREFILL=1,4 DECODE=1,4 ATTENTION=stand-in
# long enough that facet-benchmark-module's second loop (the one it reports)
# holds several calls and the first, cold call is not counted
MIN_TIME=${S2_MIN_TIME:-2.5}
if [ "$SMOKE" = 1 ]; then
  L=1 H=64 F=128 S=2 PREFILL=1 DECODE=1 ATTENTION=none MIN_TIME=1x
fi
FUNCS="$(entry_points prefill "$PREFILL") $(entry_points decode "$DECODE")"
MLIR=$W/model.mlir
"$BIN/facet-gen-model" --layers="$L" --hidden="$H" --ffn="$F" --prefill="$PREFILL" --decode="$DECODE" \
  --max-s=256 --dtype=f16 --attention="$ATTENTION" --weights=args -o "$MLIR"

# inputs_of FN: hidden state [b, 16 s, H] or [b, 1, H], then each layer's
# weights in facet-gen-model's order; small splats keep values finite.
inputs_of() {
  case $1 in
  prefill_bs*) printf -- '--input=%sx%sx%sxf16=1' "${1#prefill_bs}" $((16 * S)) "$H" ;;
  decode_bs*) printf -- '--input=%sx1x%sxf16=1' "${1#decode_bs}" "$H" ;;
  esac
  l=0
  while [ "$l" -lt "$L" ]; do
    [ "$ATTENTION" = stand-in ] && printf -- ' --input=%sxf32=1%s' "$H" \
      "$(printf -- ' --input=%sx%sxf16=0.001' "$H" "$H" "$H" "$H" "$H" "$H" "$H" "$H")"
    printf -- ' --input=%sxf32=1 --input=%sx%sxf16=0.001 --input=%sx%sxf16=0.001 --input=%sx%sxf16=0.001' \
      "$H" "$F" "$H" "$F" "$H" "$H" "$F"
    l=$((l + 1))
  done
  echo
}

compile_abcd "$MLIR"
time_abcd
report_abcd "S2: decode + prefill, a $L-layer Llama-like decoder" \
  "\`facet-gen-model --layers=$L --hidden=$H --ffn=$F --prefill=$PREFILL --decode=$DECODE --max-s=256 --dtype=f16 --attention=$ATTENTION --weights=args\`: per layer RMSNorm, q/k/v/o projections ($H x $H), gate/up ($H x $F), SiLU, down ($F x $H), residual adds; f16 weights, $(( (4 * H * H + 3 * H * F) * 2 * L / 1000000 )) MB in all (splat inputs). prefill_bs{b} runs b sequences of $((16 * S)) tokens (s = $S, M = $((16 * S)) b), decode_bs{b} one token each (M = b)."
