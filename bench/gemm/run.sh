#!/bin/sh
# bench/gemm/run.sh: facet-compiled torch.aten.mm modules against OpenBLAS
# cblas_sgemm and oneDNN (dnnl_sgemm; its bf16 matmul for bf16), side by
# side in one run
# (bench/gemm/gemm_bench.c says how).
#
#   sh bench/gemm/run.sh [gemm_bench options]   e.g. --reps=7 --only=f16
#
# Environment: TARGET (facet-compile --target-cpu, default host), BUILD
# (default build), CC (default cc), SHAPES=quick (a short list, for a smoke
# run). Installs libopenblas-dev and libdnnl-dev (scripts/install-deps
# --bench), builds
# facet, writes one .mlir per element type with one function per shape:
#   f32: N = K = 4096, M in {1, 2, 4, 8, 16, 32, 64, 128, 512, 2048}, plus
#        (2048, 14336, 4096) and (2048, 4096, 14336);
#   f16: the same M sweep, A, B (the weights) and C in f16 (one torch.aten.mm
#        of f16 x f16: torch has no mixed-type mm, and a convert of the
#        weights would materialise a f32 copy); compared with OpenBLAS sgemm
#        of the same shape in f32, and with facet's f32 function.
#   bf16: M >= 128 of the sweep, compared with OpenBLAS sgemm in f32 and
#        with oneDNN's bf16 matmul primitive (AMX where the CPU has it).
# Static shapes; facet-compile generalizes M to a push constant with a point
# fact, so every shape gets its own variant.
set -eu
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
CC=${CC:-cc}
TARGET=${TARGET:-host}
sh scripts/install-deps --bench
make -s -j2 BUILD="$BUILD" "$BUILD/bin/facet-compile" "$BUILD/lib/libfacet_runtime.a" \
  "$BUILD/lib/libfacet_base.a"
out=$BUILD/bench/gemm
mkdir -p "$out"

if [ "${SHAPES:-}" = quick ]; then
  MS="1 8 128"
  BIG=""
else
  MS="1 2 4 8 16 32 64 128 512 2048"
  BIG="2048x14336x4096 2048x4096x14336"
fi

# mm_fn NAME M N K DTYPE: one function C[M,N] = A[M,K] x B[K,N].
mm_fn() {
  a="!torch.vtensor<[$2,$4],$5>" b="!torch.vtensor<[$4,$3],$5>" c="!torch.vtensor<[$2,$3],$5>"
  echo "func.func @$1(%x: $a, %w: $b) -> $c {"
  echo "  %0 = torch.aten.mm %x, %w : $a, $b -> $c"
  echo "  return %0 : $c"
  echo "}"
}

for dt in f32 f16 bf16; do
  {
    for m in $MS; do mm_fn "mm_${dt}_m${m}" "$m" 4096 4096 "$dt"; done
    if [ "$dt" = f32 ]; then
      for s in $BIG; do
        m=${s%%x*} rest=${s#*x} n=${rest%%x*} k=${rest#*x}
        mm_fn "mm_${dt}_m${m}_n${n}_k${k}" "$m" "$n" "$k" "$dt"
      done
    fi
  } >"$out/mm_$dt.mlir"
  # bf16: the products that vdpbf16ps speeds up (M >= 128) on x86-64-v4-bf16
  if [ "$dt" = bf16 ]; then
    MS_BF16=""
    for m in $MS; do [ "$m" -ge 128 ] && MS_BF16="$MS_BF16 $m"; done
    for m in $MS_BF16; do mm_fn "mm_${dt}_m${m}" "$m" 4096 4096 "$dt"; done >"$out/mm_$dt.mlir"
  fi
  "$BUILD/bin/facet-compile" "$out/mm_$dt.mlir" -o "$out/mm_$dt.facet" --target-cpu="$TARGET" \
    --report="$out/mm_$dt.json" -j2
done

$CC -std=c17 -D_GNU_SOURCE -O2 -g -Iinclude -I/usr/include/x86_64-linux-gnu/openblas-pthread \
  bench/gemm/gemm_bench.c "$BUILD/lib/libfacet_runtime.a" "$BUILD/lib/libfacet_base.a" \
  -L/usr/lib/x86_64-linux-gnu/openblas-pthread -lopenblas -ldnnl -lgomp -lxxhash -ldl -lpthread -lm \
  -o "$out/gemm_bench"

echo "lscpu: $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) CPUs; target $TARGET"
"$BUILD/bin/facet-dump" "$out/mm_f32.facet" | sed -n 's/^ *\(v[0-9]*: kernel [0-9]*, config "[^"]*"\).*/  \1/p'
"$BUILD/bin/facet-dump" "$out/mm_f16.facet" | sed -n 's/^ *\(v[0-9]*: kernel [0-9]*, config "[^"]*"\).*/  \1/p'
"$BUILD/bin/facet-dump" "$out/mm_bf16.facet" | sed -n 's/^ *\(v[0-9]*: kernel [0-9]*, config "[^"]*"\).*/  \1/p'
exec "$out/gemm_bench" "$@" "$out/mm_f32.facet" "$out/mm_f16.facet" "$out/mm_bf16.facet"
