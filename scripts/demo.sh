#!/bin/sh
# make demo: compile the seed reproducer at full size (two prefill entry
# points, N = 131072) into one module and benchmark prefill_bs8 at s1 = 2.
set -eu
BUILD=${BUILD:-build}
BIN=$BUILD/bin
OUT=$BUILD/demo
mkdir -p "$OUT"
SRC=examples/seed/prefill_bs_2_8.mlir

echo "== facet-compile $SRC"
"$BIN/facet-compile" $SRC -o "$OUT/seed.facet" --report="$OUT/seed.json" 2>"$OUT/compile.log" ||
  { cat "$OUT/compile.log"; exit 1; }
grep -E '"(functions|dispatch_sites|executables_before_dedup|executables|variants|variants_culled|compile_seconds|module_bytes)"' \
  "$OUT/seed.json" | sed 's/[",]//g; s/^ */  /'
echo "== rows and variants of the merged executable"
"$BIN/facet-dump" "$OUT/seed.facet" | sed -n '/^executable/,/^$/p' | sed 's/^/  /'
echo "== facet-benchmark-module prefill_bs8, s1 = 2 (M = 512, K = 5120, N = 131072, f16)"
"$BIN/facet-benchmark-module" --module="$OUT/seed.facet" --function=prefill_bs8 \
  --input=8x64x5120xf16=1 --input=5120x131072xf16=0.5 --benchmark_repetitions=3
