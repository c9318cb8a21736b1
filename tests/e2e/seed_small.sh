# The seed reproducer at N = 256: both entry points against the float64
# reference, at two values of s1, on random f16 inputs.
. "$(dirname "$0")/lib.sh"
SRC=examples/seed/prefill_bs_2_8_small.mlir
"$BIN/facet-compile" $SRC -o "$T/seed.facet" --report="$T/report.json"
grep -q '"executables_before_dedup": 2' "$T/report.json" || fail "expected 2 executables before dedup"
grep -q '"executables": 1,' "$T/report.json" || fail "expected 1 executable after dedup"
"$BIN/facet-npy" random 5120x256xf16 --seed=7 -o "$T/w.npy"
for case in "prefill_bs2 2 2" "prefill_bs8 8 2" "prefill_bs2 2 3"; do
  set -- $case
  "$BIN/facet-npy" random "$2x$((32 * $3))x5120xf16" --seed=$3 -o "$T/x.npy"
  run_and_compare $SRC "$T/seed.facet" "$1" "@$T/x.npy" "@$T/w.npy"
done
