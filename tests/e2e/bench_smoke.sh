#!/bin/sh
# The benchmark machinery at tiny sizes (BENCH_SMOKE=1: small models, one
# run, kernels built at -O0): bench/run.sh runs S1-S3 into a temp dir, every
# results file and chart must appear with its tables, and the demo's table
# must print from the summaries. Proves the scripts, not the speed.
. "$(dirname "$0")/lib.sh"

BENCH_SMOKE=1 BENCH_WORK="$T/work" BENCH_RESULTS="$T/results" BENCH_ONLY="s1 s2 s3 s3c" \
  sh bench/run.sh >"$T/bench.out" 2>"$T/bench.err" || { cat "$T/bench.err"; fail "bench/run.sh"; }

for s in s1_seed s2_decode_prefill s3_compile_cost; do
  md=$T/results/$s.md svg=$T/results/$s.svg
  [ -s "$md" ] || fail "no $md"
  grep -q '^## Targets' "$md" || fail "$s.md has no targets"
  grep -Eq -- '- .*(met|MISSED)' "$md" || fail "$s.md judges no target"
  head -c 5 "$svg" | grep -q '<svg' || fail "$s.svg does not start with <svg"
  tail -n 1 "$svg" | grep -q '</svg>' || fail "$s.svg is not closed"
  grep -q '<rect x=' "$svg" || fail "$s.svg has no bars"
done
for fn in prefill_bs8 prefill_bs2; do
  grep -Eq "^\| $fn +\| [0-9.]+ ±" "$T/results/s1_seed.md" || fail "s1_seed.md has no time row for $fn"
done
for fn in prefill_bs1 decode_bs1; do
  grep -Eq "^\| $fn +\| [0-9.]+ ±" "$T/results/s2_decode_prefill.md" || fail "s2 has no time row for $fn"
done
grep -Eq '^\| --dedup=off +\| [0-9]+ ' "$T/results/s3_compile_cost.md" || fail "s3 has no --dedup=off row"
md=$T/results/s3_cache.md
grep -Eq -- '- second compile <= 15% of the first: .*(met|MISSED)' "$md" || fail "s3_cache.md judges no target"
grep -q -- '- modules byte-identical .*: yes' "$md" || { cat "$md"; fail "s3_cache: modules differ"; }

BENCH_WORK="$T/work" DEMO_TABLE_ONLY=1 sh scripts/demo.sh >"$T/demo.out" || fail "demo table"
for want in prefill_bs8 decode_bs1 "module size" "compile time" "executables / variants"; do
  grep -q "$want" "$T/demo.out" || { cat "$T/demo.out"; fail "demo table lacks '$want'"; }
done

printf 'x\ta\tb\ng\t1\toops\n' >"$T/bad.tsv"
expect_error "bad value 'oops'" "$BIN/facet-chart" --title=t "$T/bad.tsv" -o "$T/bad.svg"
echo "bench smoke ok"
