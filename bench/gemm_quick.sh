#!/bin/sh
# gemm_quick.sh: builds bench/gemm_quick.c against the codegen sources and
# runs the shapes quoted in docs/kernel-abi.md. Not a test: a shared VM is
# noisy, compare lines of one run with each other.
#   sh bench/gemm_quick.sh            the standard set
#   sh bench/gemm_quick.sh M N K ...  one shape, options as gemm_quick's
#   sh bench/gemm_quick.sh --build    only build it (bench/kernel_ab.sh)
set -eu
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
CC=${CC:-cc}
out=$BUILD/bench/gemm_quick
mkdir -p "$BUILD/bench"
make -s "$BUILD/lib/libfacet_base.a" "$BUILD/gen/kernel_c.c"
$CC -std=c17 -D_GNU_SOURCE -O2 -g -Iinclude -Isrc bench/gemm_quick.c src/codegen/*.c src/ir/*.c "$BUILD/gen/kernel_c.c" \
  "$BUILD/lib/libfacet_base.a" \
  -lxxhash -ldl -lpthread -lm -o "$out"
if [ "${1:-}" = --build ]; then
  exit 0
fi
if [ $# -gt 0 ]; then
  exec "$out" "$@"
fi
# Large M (packed), the seed's two rows at a reduced N, small M (stream).
"$out" 2048 1024 1024 --reps=3
"$out" 2048 1024 1024 --reps=3 --types=f16,f16,f16 --wt
"$out" 128 4096 5120 --reps=3 --types=f16,f16,f16 --udiv=64
"$out" 512 4096 5120 --reps=3 --types=f16,f16,f16 --udiv=64
"$out" 512 4096 5120 --reps=3 --types=f16,f16,f16 --udiv=256
for m in 1 4 8; do
  "$out" $m 4096 4096 --reps=7 --types=f16,f16,f16
  "$out" $m 4096 4096 --reps=7 --types=f16,f16,f16 --wt
done
"$out" 1 4096 4096 --reps=7
"$out" 16 4096 4096 --reps=5 --types=f16,f16,f16 --wt
