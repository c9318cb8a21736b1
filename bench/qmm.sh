#!/bin/sh
# qmm.sh: builds bench/qmm.c (the quantized matmul of src/kernels/quant.h)
# with one target's flags and runs it for q4, q8_0 and q4_K at N = K = 4096,
# after this machine's read bandwidth (bench/peak.c) and, for the prefill
# rows, facet's own bf16 GEMM at the same shapes (bench/gemm_quick.sh). Not a
# test: a shared VM is noisy; each figure is a median, compare lines of one
# run with each other.
#   sh bench/qmm.sh                 the standard set
#   sh bench/qmm.sh ARGS...         one bench/qmm run with these options
#                                   (--act-bits=8|16: the activation path)
# Environment: TARGET = portable | v3 | v4 | v4vnni | v4amx (default: v4amx
# where the CPU has AMX-INT8, else v4vnni where it has AVX512-VNNI and
# AVX512-BF16, else v3), REPS (default 15).
set -eu
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
CC=${CC:-cc}
mkdir -p "$BUILD/bench"
if [ -z "${TARGET:-}" ]; then
  TARGET=v3
  if grep -q avx512_vnni /proc/cpuinfo && grep -q avx512_bf16 /proc/cpuinfo; then TARGET=v4vnni; fi
  if [ $TARGET = v4vnni ] && grep -q amx_int8 /proc/cpuinfo; then TARGET=v4amx; fi
fi
case $TARGET in
portable) flags="-march=x86-64" ;;
v3) flags="-march=x86-64-v3" ;;
v4) flags="-march=x86-64-v4" ;;
v4vnni) flags="-march=x86-64-v4 -mavx512bf16 -mavx512vnni" ;;
v4amx) flags="-march=x86-64-v4 -mavx512bf16 -mavx512vnni -mamx-tile -mamx-int8 -mamx-bf16" ;;
*) echo "TARGET: portable | v3 | v4 | v4vnni | v4amx" >&2; exit 2 ;;
esac
out=$BUILD/bench/qmm-$TARGET
# shellcheck disable=SC2086 # flags is a list
$CC -std=c17 -D_GNU_SOURCE -O2 $flags -Isrc bench/qmm.c -lpthread -lm -o "$out"
if [ $# -gt 0 ]; then
  exec "$out" "$@"
fi
echo "CPU: $(sed -n 's/^model name[^:]*: *//p' /proc/cpuinfo | head -n 1)," \
  "family $(sed -n 's/^cpu family[^:]*: *//p' /proc/cpuinfo | head -n 1)" \
  "model $(sed -n 's/^model[^:]*: *//p' /proc/cpuinfo | sed -n 2p), $(nproc) CPUs, target $TARGET"
$CC -O2 -pthread bench/peak.c -o "$BUILD/bench/peak"
echo "peak: $("$BUILD/bench/peak" --reps=5)"
reps=${REPS:-15}
for bits in 16 8; do
  for s in q4 q8_0 q4_K; do
    "$out" --scheme=$s --act-bits=$bits --reps="$reps"
  done
done
for bits in 16 8; do
  "$out" --scheme=q4 --act-bits=$bits --a=bf16 --rows=128,512 --reps=5
done
case $TARGET in v4vnni | v4amx) gt=x86-64-v4-bf16 ;; *) gt=x86-64-v3 ;; esac
sh bench/gemm_quick.sh --build
for m in 128 512; do
  "$BUILD/bench/gemm_quick" $m 4096 4096 --types=bf16,bf16,f32 --wt --target=$gt --reps=5
done
