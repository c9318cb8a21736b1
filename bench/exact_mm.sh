#!/bin/sh
# exact_mm.sh: the tiled int8 and f64 matmuls (emit_exact.c, mm_exact.h;
# issue 34: "an i8 matmul on VNNI >= 2x its f32 speed", "f64 correct and
# tiled").
#   int8: torch.aten._int_mm [M, K] x [K, N] i8 -> i32 against torch.aten.mm
#         of the same shape in f32 (the float GEMM), N = K = 4096,
#         M = 1, 8, 128, 512, compiled for the host.
#   f64:  torch.aten.mm in f64 on the tiled kernel against the row program
#         that ran it before (summing along K, B read down its columns),
#         compiled by an older facet build: --baseline=BUILD_DIR (e.g. a
#         checkout of e788323: git worktree add /tmp/old e788323 &&
#         make -C /tmp/old -j2; then --baseline=/tmp/old/build).
# Each repetition times the pair back to back (facet-benchmark-module, the
# median of 3 of its runs, real time; inputs all ones); the table gives the
# median GOP/s and the median per-repetition ratio.
#   sh bench/exact_mm.sh [--reps=N] [--threads=T] [--baseline=DIR]   results: stdout
set -eu
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
reps=5 threads=1 base=""
for a in "$@"; do
  case $a in
  --reps=*) reps=${a#--reps=} ;;
  --threads=*) threads=${a#--threads=} ;;
  --baseline=*) base=${a#--baseline=} ;;
  *) echo "usage: sh bench/exact_mm.sh [--reps=N] [--threads=T] [--baseline=DIR]" >&2; exit 2 ;;
  esac
done
make -s all >/dev/null
W=$BUILD/bench/exact_mm
mkdir -p "$W"
ty() { echo "!torch.vtensor<[$1],$2>"; }
mm() { # name op M N K in-dtype out-dtype
  A=$(ty "$3,$5" "$6") B=$(ty "$5,$4" "$6") R=$(ty "$3,$4" "$7")
  echo "func.func @$1(%a: $A, %b: $B) -> $R {"
  echo "  %r = $2 %a, %b : $A, $B -> $R"
  echo "  return %r : $R"
  echo "}"
}
I8_M="1 8 128 512"
F64_SHAPES="1 1024 1024
64 512 512"
for m in $I8_M; do
  mm "i8_$m" torch.aten._int_mm "$m" 4096 4096 si8 si32
  mm "f32_$m" torch.aten.mm "$m" 4096 4096 f32 f32
done >"$W/i8.mlir"
echo "$F64_SHAPES" | while read -r m n k; do mm "f64_${m}_$n" torch.aten.mm "$m" "$n" "$k" f64 f64; done >"$W/f64.mlir"
"$BUILD/bin/facet-compile" "$W/i8.mlir" -o "$W/i8.facet" --target-cpu=host --report="$W/i8.json"
"$BUILD/bin/facet-compile" "$W/f64.mlir" -o "$W/f64.facet" --target-cpu=host --report="$W/f64.json"
[ -z "$base" ] || "$base/bin/facet-compile" "$W/f64.mlir" -o "$W/f64_old.facet" --target-cpu=host

# median real time in ms of one function of a module (its inputs all ones)
time_ms() { # build module function input-specs...
  b=$1 mod=$2 f=$3
  shift 3
  ins=""
  for s in "$@"; do ins="$ins --input=$s=1"; done
  # shellcheck disable=SC2086
  "$b/bin/facet-benchmark-module" --module="$mod" --function="$f" $ins \
    --threads="$threads" --benchmark_repetitions=3 2>/dev/null |
    awk '/_median/ { v = $2; if ($3 == "us") v /= 1000; if ($3 == "s") v *= 1000; print v }'
}
# pairs FILE FLOP NAME SHAPE: a table row from "t_new t_old" lines
row() {
  sort -n -k1 "$1" | awk -v f="$2" -v name="$3" -v shape="$4" '
    { a[NR] = $1; b[NR] = $2; r[NR] = $2 / $1 }
    function med(x, n,   i, j, t) { for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (x[j] < x[i]) { t = x[i]; x[i] = x[j]; x[j] = t }
                                   return n % 2 ? x[(n + 1) / 2] : (x[n / 2] + x[n / 2 + 1]) / 2 }
    END { ma = med(a, NR); mb = med(b, NR); mr = med(r, NR)
          printf "| %s | %s | %.1f | %.1f | %.2f |\n", name, shape, f / ma / 1e6, f / mb / 1e6, mr }'
}

cpuinfo() { grep -m1 "^$1" /proc/cpuinfo | sed 's/^[^:]*: //'; }
echo "cpu: $(cpuinfo 'model name'), family $(cpuinfo 'cpu family') model $(cpuinfo 'model')," \
  "avx512_vnni: $(grep -qw avx512_vnni /proc/cpuinfo && echo yes || echo no)"
echo "threads: $threads, repetitions: $reps, load average: $(cut -d' ' -f1-3 /proc/loadavg), $(date -u +%Y-%m-%d)"
echo "int8 kernel: $(grep -o '"i8 tile=[^"]*' "$W/i8.json" | sort -u | tr -d '"' | tr '\n' ';')"
echo
echo "| int8 vs f32 | (M, N, K) | i8 GOP/s | f32 GFLOP/s | i8 / f32 |"
echo "|---|---|---:|---:|---:|"
for m in $I8_M; do
  i=0
  : >"$W/i8_$m.samples"
  while [ $i -lt "$reps" ]; do
    ti=$(time_ms "$BUILD" "$W/i8.facet" "i8_$m" "${m}x4096xi8" 4096x4096xi8)
    tf=$(time_ms "$BUILD" "$W/i8.facet" "f32_$m" "${m}x4096xf32" 4096x4096xf32)
    echo "$ti $tf" >>"$W/i8_$m.samples"
    i=$((i + 1))
  done
  row "$W/i8_$m.samples" "$((2 * m * 4096 * 4096))" "i8_$m" "($m, 4096, 4096)"
done
[ -n "$base" ] || exit 0
echo
echo "| f64 tiled vs row program | (M, N, K) | tiled GFLOP/s | row program GFLOP/s | speedup |"
echo "|---|---|---:|---:|---:|"
echo "$F64_SHAPES" | while read -r m n k; do
  i=0
  : >"$W/f64_$m.samples"
  while [ $i -lt "$reps" ]; do
    tn=$(time_ms "$BUILD" "$W/f64.facet" "f64_${m}_$n" "${m}x${k}xf64" "${k}x${n}xf64")
    to=$(time_ms "$base" "$W/f64_old.facet" "f64_${m}_$n" "${m}x${k}xf64" "${k}x${n}xf64")
    echo "$tn $to" >>"$W/f64_$m.samples"
    i=$((i + 1))
  done
  row "$W/f64_$m.samples" "$((2 * m * n * k))" "f64_${m}_$n" "($m, $n, $k)"
done
