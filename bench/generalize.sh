#!/bin/sh
# Chooses --generalize by measurement: the same model compiled with
# --generalize=none, batch and all; per entry point the median time of each
# build (interleaved repetitions), and the executables, variants, module
# bytes and compile seconds of each. Usage: sh bench/generalize.sh [REPS]
set -eu
BIN=${BUILD:-build}/bin
REPS=${1:-5}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
H=1024 F=2816 L=2
"$BIN/facet-gen-model" --layers=$L --hidden=$H --ffn=$F --prefill=1,4 --decode=1,4 --weights=args -o "$T/m.mlir"
W=""
for l in $(seq 1 $L); do
  W="$W --input=${H}xf32=1 --input=${F}x${H}xf16=0.01 --input=${F}x${H}xf16=0.01 --input=${H}x${F}xf16=0.01"
done
echo "build     executables variants module_bytes compile_s"
for g in none batch all; do
  "$BIN/facet-compile" "$T/m.mlir" -o "$T/$g.facet" --generalize=$g --report="$T/$g.json" 2>/dev/null
  awk -v g=$g -F'[:,]' '/"executables"/{e=$2} /"variants"/&&!v{v=$2} /"module_bytes"/{b=$2} /"compile_seconds"/{c=$2}
    END{printf "%-9s %11d %8d %12d %9.2f\n", g, e, v, b, c}' "$T/$g.json"
done
echo
echo "entry point      tokens  none_ms batch_ms  all_ms  (median of $REPS, 2 threads)"
for case in "prefill_bs1 1 64" "prefill_bs4 4 64" "decode_bs1 1 1" "decode_bs4 4 1"; do
  set -- $case
  for rep in $(seq 1 "$REPS"); do
    for g in none batch all; do
      # shellcheck disable=SC2086
      "$BIN/facet-benchmark-module" --module="$T/$g.facet" --function=$1 --threads=2 \
        --input=$2x$3x${H}xf16=0.01 $W --benchmark_min_time=0.2s 2>/dev/null |
        awk -v g=$g '/^BM_/{t=$2; if ($3=="us") t/=1000; if ($3=="s") t*=1000; print g, t}' >>"$T/$1.times"
    done
  done
  for g in none batch all; do
    awk -v g=$g '$1==g{print $2}' "$T/$1.times" | sort -n | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}' >"$T/$1.$g"
  done
  printf "%-16s %6s %8.3f %8.3f %8.3f\n" "$1" "$2x$3" "$(cat "$T/$1.none")" "$(cat "$T/$1.batch")" "$(cat "$T/$1.all")"
done
