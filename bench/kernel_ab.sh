#!/bin/sh
# kernel_ab.sh: paired timing of matmul variants of one shape against each
# other (bench/kernel_ab.c says why and how). Each variant is a quoted list
# of bench/gemm_quick options, built by gemm_quick with the kernels' own
# flags; the first is the baseline.
#
#   sh bench/kernel_ab.sh M N K "" "--tile=2048x1024x512"
#   sh bench/kernel_ab.sh 128 4096 4096 "--types=f16,f16,f16 --wt" \
#       "--types=f16,f16,f16 --wt --src=/tmp/edited.c"
#
# Environment: ROUNDS (default 20), THREADS (1 or 2, default 1), ROTATE
# (copies of B read in turn, default 1; 8 or more put weights in DRAM),
# TARGET (default host), HUGE_PAGES (buffers on transparent huge pages, a
# sum of 1 A, 2 B, 4 C, 8 scratch; default 0: 4 KiB pages, as a caller's
# aligned_alloc gives them where THP is "madvise"). Hand experiments: keep a variant's source with
# `gemm_quick ... --keep=DIR`, edit DIR/gemm.c and pass --src= it.
set -eu
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
CC=${CC:-cc}
out=$BUILD/bench/kernel_ab
mkdir -p "$out"
sh bench/gemm_quick.sh --build
$CC -std=c17 -D_GNU_SOURCE -O2 -Iinclude bench/kernel_ab.c -ldl -lpthread -o "$out/kernel_ab"
m=$1 n=$2 k=$3
shift 3
i=0 sos=""
for args in "$@"; do
  # shellcheck disable=SC2086 # each variant is a list of options
  "$BUILD/bench/gemm_quick" "$m" "$n" "$k" --target="${TARGET:-host}" $args --so="$out/v$i.so" |
    sed "s|^$out/||"
  sos="$sos $out/v$i.so"
  i=$((i + 1))
done
# shellcheck disable=SC2086
"$out/kernel_ab" "$m" "$n" "$k" "${ROUNDS:-20}" "${THREADS:-1}" "${ROTATE:-1}" $sos | sed "s|$out/||"
