#!/bin/sh
# S8: does an entry point run slower in a combined module than in a module
# of its own (issue 34, item 7)? A generated 2-layer MLP decoder (no
# attention; S8_HIDDEN=1024, S8_FFN=2816, f16, prefill and decode at batch
# 2 and 8), each entry point timed in (a) its own module (--entry) and (b)
# the combined module, REPS interleaved runs (the order alternates each
# run); prints per entry point the medians of real and CPU ms per call and
# (b)/(a). Analysis and numbers: bench/results/s8_module_layout.md.
# Environment: bench/lib.sh (BENCH_REPS, BENCH_THREADS, BENCH_QUIET_WAIT ...).
. "$(dirname "$0")/lib.sh"
bench_setup s8_module_layout
H=${S8_HIDDEN:-1024} F=${S8_FFN:-2816}
[ "$SMOKE" = 1 ] && H=64 F=128
FUNCS="decode_bs2 decode_bs8 prefill_bs2 prefill_bs8"
"$BIN/facet-gen-model" --layers=2 --hidden="$H" --ffn="$F" --dtype=f16 --attention=none \
  --prefill=2,8 --decode=2,8 --weights=globals -o "$W/m.mlir"
for fn in $FUNCS; do compile "a_$fn" "$W/m.mlir" --entry="$fn"; done
compile b "$W/m.mlir"
"$BIN/facet-params" "$W/b.facet" --format=irpa --init=random -o "$W/w.irpa" >/dev/null

# inputs_of FN: hidden states [b, 1, H] (decode) or [b, 16, H] (prefill).
inputs_of() {
  case $1 in
  decode_bs*) echo "--parameters=model=$W/w.irpa --input=${1#decode_bs}x1x${H}xf16=0.5" ;;
  *) echo "--parameters=model=$W/w.irpa --input=${1#prefill_bs}x16x${H}xf16=0.5" ;;
  esac
}

rep=1
while [ "$rep" -le "$REPS" ]; do
  order="a b"
  [ $((rep % 2)) = 0 ] && order="b a"
  for fn in $FUNCS; do
    for b in $order; do
      # shellcheck disable=SC2046
      r=$(time_quiet "$(module_of "$b" "$fn")" "$fn" $(inputs_of "$fn"))
      # shellcheck disable=SC2086
      set -- $r
      printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$fn" "$b" "$rep" "$1" "$3" "$4" "$2" >>"$W/times.tsv"
    done
  done
  say "run $rep/$REPS done"
  rep=$((rep + 1))
done

echo "$(machine_line); $REPS interleaved runs, $THREADS threads, hidden $H, FFN $F"
echo
{
  printf 'entry point\t(a) real ms\t(b) real ms\t(b)/(a) real\t(a) CPU ms\t(b) CPU ms\t(b)/(a) CPU\n'
  medians 4 >"$W/real.tsv"
  medians 7 >"$W/cpu.tsv"
  for fn in $FUNCS; do
    ra=$(awk -v f="$fn" '$1 == f && $2 == "a" { print $3 }' "$W/real.tsv")
    rb=$(awk -v f="$fn" '$1 == f && $2 == "b" { print $3 }' "$W/real.tsv")
    ca=$(awk -v f="$fn" '$1 == f && $2 == "a" { print $3 }' "$W/cpu.tsv")
    cb=$(awk -v f="$fn" '$1 == f && $2 == "b" { print $3 }' "$W/cpu.tsv")
    awk -v f="$fn" -v ra="$ra" -v rb="$rb" -v ca="$ca" -v cb="$cb" \
      'BEGIN { printf "%s\t%.3f\t%.3f\t%.3f\t%.3f\t%.3f\t%.3f\n", f, ra, rb, rb / ra, ca, cb, cb / ca }'
  done
} | md_table
