#!/bin/sh
# make bench: every scenario, each printing its tables and writing
# bench/results/<scenario>.md and .svg (bench/lib.sh lists the knobs).
#   S1 s1_seed            the seed report at full size, builds (a)-(d)
#   S2 s2_decode_prefill  a 4-layer decoder, prefill + decode, builds (a)-(d)
#   S3 s3_compile_cost    a 32-layer decoder, 8 entry points, compile only
#   S3 s3_cache (s3c)     the same model compiled twice: facet's kernel cache,
#                         ccache, and one entry point changed
#   S4 kernels vs OpenBLAS: bench/gemm/run.sh, when it exists; its output is
#      kept in bench/results/s4_kernels.md
#   S7 s7_serve           facet-serve under load: continuous against static
#                         batching, --specialize=off (a few minutes)
#   S7 s7_soak (s7soak)   facet-serve for 30 minutes of mixed load: memory,
#                         descriptors, every request answered
# About 40 minutes on a quiet 2-core development VM (S1 12, S2 10, S3 15 with
# its 2304-file --dedup=off compile, S4 a few); more on a busy one, as S1 and
# S2 wait for quiet moments (bench/lib.sh). BENCH_ONLY="s1 s3" picks.
set -eu
cd "$(dirname "$0")/.."
ONLY=${BENCH_ONLY:-s1 s2 s3 s3c s4 s7 s7soak}
RESULTS=${BENCH_RESULTS:-bench/results}
mkdir -p "$RESULTS"

for s in $ONLY; do
  case $s in
  s1) sh bench/s1_seed.sh ;;
  s2) sh bench/s2_decode_prefill.sh ;;
  s3) sh bench/s3_compile_cost.sh ;;
  s3c) sh bench/s3_cache.sh ;;
  s7) sh bench/s7_serve.sh ;;
  s7soak) sh bench/s7_soak.sh ;;
  s4)
    if [ ! -f bench/gemm/run.sh ]; then
      echo "S4: bench/gemm/run.sh not present, skipped"
      continue
    fi
    log=${BUILD:-build}/bench/s4_kernels.log
    mkdir -p "$(dirname "$log")"
    status=ok
    sh bench/gemm/run.sh >"$log" 2>&1 || status="FAILED (exit $?)"
    {
      echo "# S4: kernels against OpenBLAS"
      echo
      echo "Output of \`sh bench/gemm/run.sh\` (that script says what it measures), $(date -u +%Y-%m-%d): $status."
      echo
      echo '```'
      cat "$log"
      echo '```'
    } >"$RESULTS/s4_kernels.md"
    cat "$RESULTS/s4_kernels.md"
    ;;
  *) echo "bench: unknown scenario '$s' (s1 s2 s3 s3c s4 s7 s7soak)" >&2; exit 1 ;;
  esac
  echo
done
