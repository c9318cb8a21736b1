#!/bin/sh
# bench/dispatch/run.sh: the fixed cost of a dispatch and of a small decode
# call with 1 and 2 runtime threads (bench/dispatch/dispatch_bench.c says
# how), through the public runtime API.
#
#   sh bench/dispatch/run.sh [dispatch_bench options]   e.g. --reps=15
#
# Environment: TARGET (facet-compile --target-cpu, default host), BUILD
# (default build), CC (default cc). Writes build/bench/dispatch/:
#   chain.mlir  chain_1 and chain_33: 1 and 33 chained [1,64] x [64,64] f32
#               matmuls, each one dispatch of 2 workgroups (the stream
#               kernel splits N for 2 workers) with ~4 kFLOP each;
#   toy.mlir    a toy-Llama-sized decoder from facet-gen-model (3 layers,
#               hidden 256, FFN 23 as toy_llama_bs1.mlir, 8 heads, sdpa attention, f16 weights
#               as arguments): decode_bs1 over a 32-position cache.
set -eu
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
CC=${CC:-cc}
TARGET=${TARGET:-host}
make -s -j2 BUILD="$BUILD" "$BUILD/bin/facet-compile" "$BUILD/bin/facet-gen-model" \
  "$BUILD/lib/libfacet_runtime.a" "$BUILD/lib/libfacet_base.a"
out=$BUILD/bench/dispatch
mkdir -p "$out"

# chain_fn D: x[1,64] multiplied by D weights [64,64] in turn.
chain_fn() {
  t="!torch.vtensor<[1,64],f32>" w="!torch.vtensor<[64,64],f32>"
  printf 'func.func @chain_%s(%%x0: %s' "$1" "$t"
  i=1
  while [ "$i" -le "$1" ]; do printf ', %%w%s: %s' "$i" "$w"; i=$((i + 1)); done
  printf ') -> %s {\n' "$t"
  i=1
  while [ "$i" -le "$1" ]; do
    printf '  %%x%s = torch.aten.mm %%x%s, %%w%s : %s, %s -> %s\n' "$i" $((i - 1)) "$i" "$t" "$w" "$t"
    i=$((i + 1))
  done
  printf '  return %%x%s : %s\n}\n' "$1" "$t"
}
{ chain_fn 1; chain_fn 33; } >"$out/chain.mlir"
"$BUILD/bin/facet-compile" "$out/chain.mlir" -o "$out/chain.facet" --target-cpu="$TARGET"
"$BUILD/bin/facet-gen-model" --layers=3 --hidden=256 --ffn=23 --heads=8 --decode=1 \
  --max-ctx=64 --attention=sdpa --weights=args -o "$out/toy.mlir"
"$BUILD/bin/facet-compile" "$out/toy.mlir" -o "$out/toy.facet" --target-cpu="$TARGET"

$CC -std=c17 -D_GNU_SOURCE -O2 -g -Iinclude bench/dispatch/dispatch_bench.c \
  "$BUILD/lib/libfacet_runtime.a" "$BUILD/lib/libfacet_base.a" -lxxhash -ldl -lpthread -lm \
  -o "$out/dispatch_bench"

echo "lscpu: $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) CPUs; target $TARGET;" \
  "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
"$out/dispatch_bench" "$@" "$out/chain.facet" chain_1 chain_33
"$out/dispatch_bench" "$@" "$out/toy.facet" decode_bs1
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
