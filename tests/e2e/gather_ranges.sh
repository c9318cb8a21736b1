# Gathers at computed indices (tests/e2e/inputs/gather_ranges.mlir): where
# the index arithmetic keeps every index in range (sharktank's interleaved
# rotary embedding), the kernel has no check or clamp and computes what the
# reference does; where it may leave the dim, the check stays and the call
# fails, naming the out-of-range index, on every target.
. "$(dirname "$0")/lib.sh"
SRC=tests/e2e/inputs/gather_ranges.mlir
"$BIN/facet-npy" random 1x5x4x64xf32 --seed=1 -o "$T/x.npy"
"$BIN/facet-npy" random 1x5x64xf32 --min=-3 --max=3 --seed=2 -o "$T/a.npy"
for target in host x86-64-v3 x86-64; do
  for fn in rotary shifted; do
    rm -rf "$T/src_$fn"
    "$BIN/facet-compile" $SRC --entry=$fn -o "$T/$fn.facet" --target-cpu=$target \
      --dump-executable-sources-to="$T/src_$fn"
  done
  checks=$(cat "$T"/src_rotary/facet_k*.c | grep -c "gather_check(state, g") || true
  [ "$checks" = 0 ] || fail "$target: rotary: $checks index checks, expected none (indices in range)"
  cat "$T"/src_shifted/facet_k*.c | grep -q "gather_check(state, g" ||
    fail "$target: shifted: the index past the row is not checked"
  run_and_compare $SRC "$T/rotary.facet" rotary "@$T/x.npy" "@$T/a.npy"
  expect_error "an index is out of range" \
    "$BIN/facet-run-module" --module="$T/shifted.facet" --function=shifted --input=@"$T/x.npy" --input=@"$T/a.npy"
done
echo "gather_ranges: ok"
