#!/bin/sh
# Kernels compiled in batches (src/codegen/batch.c): several kernel sources
# in one compiler run. The toy Llama export (74 sources) is batched by
# default; compiled one kernel per run ($FACET_CC_BATCH=1) it computes the
# same bits; its batches are cached, a warm compile reads them and writes
# the same module; each variant's share of the compile time is reported;
# a damaged batch entry is rebuilt; a module of fewer entry
# points compiles to the same bytes with and without that cache; the dry
# run names each batch's members.
. "$(dirname "$0")/lib.sh"
E=examples/exports
field() { sed -n "s/^  \"$2\": \"*\([^\",]*\)\"*,*\$/\1/p" "$1"; }
same() { cmp -s "$1" "$2" || fail "$1 and $2 differ"; }

# Batched (the default) and one kernel per run, without the cache.
"$BIN/facet-compile" $E/toy_llama_bs1.mlir -o "$T/b.facet" --cache=off --report="$T/b.json"
FACET_CC_BATCH=1 "$BIN/facet-compile" $E/toy_llama_bs1.mlir -o "$T/u.facet" --cache=off \
  --report="$T/u.json"
n=$(field "$T/b.json" kernel_sources)
runs=$(field "$T/b.json" cc_runs)
[ "$(field "$T/b.json" kernels_compiled)" = "$n" ] || fail "batched: not every source compiled"
[ "$(field "$T/b.json" cc_batches)" -gt 0 ] && [ "$runs" -lt "$n" ] ||
  fail "expected batches: $runs runs for $n sources"
[ "$(field "$T/u.json" cc_batches)" = 0 ] && [ "$(field "$T/u.json" cc_runs)" = "$n" ] ||
  fail "FACET_CC_BATCH=1: expected one run per source"

# The same bits from both, for a prefill and a decode step.
"$BIN/facet-params" $E/toy_llama_bs1.mlir -o "$T/w.irpa" --seed=3 >/dev/null
"$BIN/facet-npy" random 1x64xi64 --min=0 --max=255 --seed=4 -o "$T/tokens.npy"
for m in b u; do
  "$BIN/facet-run-module" --module="$T/$m.facet" --function=prefill_bs1 --parameters=model="$T/w.irpa" \
    --input=@"$T/tokens.npy" --input=1xi64=50 --input="1x2xi64=1 2" --input=3x24576xf16 \
    --output=@"$T/$m.logits.npy" --output=@"$T/$m.cache.npy" >/dev/null || fail "$m: prefill"
  "$BIN/facet-run-module" --module="$T/$m.facet" --function=decode_bs1 --parameters=model="$T/w.irpa" \
    --input="1x1xi64=7" --input=1xi64=51 --input=1xi64=50 --input="1x2xi64=1 2" \
    --input=@"$T/$m.cache.npy" --output=@"$T/$m.step.npy" --output= >/dev/null || fail "$m: decode"
done
same "$T/b.logits.npy" "$T/u.logits.npy"
same "$T/b.cache.npy" "$T/u.cache.npy"
same "$T/b.step.npy" "$T/u.step.npy"

# The cache: cold stores one entry per run; warm reads them all; the same module.
C=$T/cache
"$BIN/facet-compile" $E/toy_llama_bs1.mlir -o "$T/c1.facet" --cache-dir="$C" --report="$T/c1.json"
[ "$(field "$T/c1.json" cache_stored)" = "$runs" ] || fail "cold: expected $runs entries stored"
[ "$(field "$T/c1.json" cache_misses)" = "$n" ] || fail "cold: expected $n misses"
"$BIN/facet-compile" $E/toy_llama_bs1.mlir -o "$T/c2.facet" --cache-dir="$C" --report="$T/c2.json"
[ "$(field "$T/c2.json" cache_hits)" = "$n" ] && [ "$(field "$T/c2.json" cc_runs)" = 0 ] ||
  fail "warm: expected $n hits and no compiler run"
same "$T/b.facet" "$T/c1.facet"
same "$T/b.facet" "$T/c2.facet"

# Each compiled variant's share of the compiler's time: cold, every one
# was built by a run of >= 1 sources and the shares add up to the runs'
# CPU time (the library table's share aside); warm, none was compiled.
costs() { grep -o '"cc_cpu_seconds": [0-9.]*, "cc_run_kernels": [0-9]*' "$1" | tr -d '",' | awk '{ print $2, $4 }'; }
costs "$T/c1.json" | awk -v total="$(field "$T/c1.json" cc_cpu_seconds)" -v runs="$runs" '
  $2 < 1 || $2 > 24 { bad = 1 } { sum += $1; n++ } $2 > 1 { batched = 1 }
  END { exit !(n > 0 && !bad && batched && sum > 0 && sum <= total + 0.01 && sum > total * 0.8) }' ||
  fail "cold: the variants' compile costs do not add up to cc_cpu_seconds"
costs "$T/c2.json" | awk '$1 != 0 || $2 != 0 { bad = 1 } { n++ } END { exit !(n > 0 && !bad) }' ||
  fail "warm: a variant says it was compiled"

# The largest batch (an entry naming more than one workgroup function):
# damaged, it is a miss for each of its members, compiled again in one run,
# and the module is the same.
big=""
for o in $(find "$C/kernels-v1" -name '*.o' -type f -exec ls -S {} +); do
  [ "$(grep -a -o '_workgroup' "$o" | wc -l)" -gt 1 ] && { big=$o; break; }
done
[ -n "$big" ] || fail "no batch among the cached entries"
printf 'X' | dd of="$big" bs=1 seek=200 conv=notrunc 2>/dev/null
"$BIN/facet-compile" $E/toy_llama_bs1.mlir -o "$T/c3.facet" --cache-dir="$C" --report="$T/c3.json"
[ "$(field "$T/c3.json" cc_runs)" = 1 ] && [ "$(field "$T/c3.json" cc_batches)" = 1 ] ||
  fail "a damaged batch: expected one batch compiled again"
[ "$(field "$T/c3.json" cache_corrupt)" -gt 1 ] || fail "a damaged batch: its members are corrupt"
same "$T/b.facet" "$T/c3.facet"

# The prefill alone (--entry), against the warm cache: a subset of the
# kernels, in batches cut from its own kernels (which of them the cache
# has whole is counted in tests/unit/test_cache.c); the module is the one
# a compile without the cache writes.
"$BIN/facet-compile" $E/toy_llama_bs1.mlir --entry=prefill_bs1 -o "$T/p0.facet" --cache=off
"$BIN/facet-compile" $E/toy_llama_bs1.mlir --entry=prefill_bs1 -o "$T/p1.facet" --cache-dir="$C" \
  --report="$T/p1.json"
same "$T/p0.facet" "$T/p1.facet"

# The dry run prints each batch's members above its command.
"$BIN/facet-compile" $E/toy_llama_bs1.mlir --dry-run >"$T/dry.txt" 2>/dev/null
[ "$(grep -c '^# facet_batch_[0-9a-f]*\.c: batch of facet_k' "$T/dry.txt")" = "$(field "$T/b.json" cc_batches)" ] ||
  fail "the dry run does not list the batches"
grep -q '^cc .* facet_batch_[0-9a-f]*\.c -o facet_batch_' "$T/dry.txt" || fail "no batch command in the dry run"
echo "kernel_batch: $n sources in $runs runs; same bits as one per run; cached and rebuilt"
