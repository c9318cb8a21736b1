#!/bin/sh
# S1, the report: the seed reproducer (examples/seed/prefill_bs_2_8.mlir,
# IREE #20836) at full size, M = 64 x s1 (bs2) or 256 x s1 (bs8), K = 5120,
# N = 131072, f16, s1 = 2. Each entry point is timed in (a) a module of its
# own, (b) the combined module, (c) combined with --specialize=off, (d)
# combined with --dedup=off. See bench/lib.sh for the environment knobs;
# S1_FUNCS picks the entry points (default "prefill_bs8 prefill_bs2").
. "$(dirname "$0")/lib.sh"
bench_setup s1_seed

MLIR=examples/seed/prefill_bs_2_8.mlir
N=131072
FUNCS=${S1_FUNCS:-prefill_bs8 prefill_bs2}
# a call takes seconds: 3 s makes facet-benchmark-module time a second loop
# of calls after the first, so the first (cold) call is not counted
MIN_TIME=${S1_MIN_TIME:-3}
if [ "$SMOKE" = 1 ]; then
  MLIR=examples/seed/prefill_bs_2_8_small.mlir
  N=256
  MIN_TIME=1x
fi
S1=2

# inputs_of FN: x [b, 32 * s1, 5120] and the weight [5120, N], splats.
inputs_of() {
  b=${1#prefill_bs}
  echo "--input=${b}x$((32 * S1))x5120xf16=1 --input=5120x${N}xf16=0.5"
}

compile_abcd "$MLIR"
time_abcd
report_abcd "S1: the seed report (IREE #20836), prefill at s1 = $S1" \
  "\`$MLIR\`: one matmul per entry point, M x 5120 x $N in f16 with M = 64 s1 (prefill_bs2) or 256 s1 (prefill_bs8); here s1 = $S1, so M = $((64 * S1)) and $((256 * S1)). Weights $((5120 * N * 2 / 1000000)) MB (splat inputs)."
