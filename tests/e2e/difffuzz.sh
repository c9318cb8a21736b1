# Differential fuzzing (tests/fuzz/diff.sh, docs/reliability.md): every
# defect it found, cut down to a function of inputs/difffuzz.mlir, compiled
# in every mode (default, --dedup=off, --specialize=off, --split-rows=on,
# --generalize=all, --max-variants-per-executable=1, each --target-cpu)
# with each call compared against facet-reference; then a short fixed-seed
# run of generated programs, each in one mode in turn (the same programs on
# every machine; 8 seeds, 4 under the sanitizer build, where each of its
# thousands of process starts costs most of the time). The long campaign is
# `make difffuzz FUZZ_SECONDS=1800`.
. "$(dirname "$0")/lib.sh"
sh tests/fuzz/diff.sh --replay=tests/e2e/inputs/difffuzz --out="$T/replay" || fail "a fixed defect is back"
case ${BUILD:-build} in *-san) last=4 ;; *) last=8 ;; esac
sh tests/fuzz/diff.sh --seeds=1..$last --rotate --no-minimize --out="$T/seeds" || fail "generated programs"
