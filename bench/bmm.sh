#!/bin/sh
# bmm.sh: batched matmuls against the 2-D GEMM of the same per-batch shape
# (issue 34: a bmm at >= 80% of the GEMM's GFLOP/s). Per shape, one
# `torch.aten.bmm` function of B batches and one `torch.aten.mm` of one batch,
# compiled in one module for the host; each repetition times both back to
# back with facet-benchmark-module (the median of its own repetitions, each
# of the tool's default length: with runs of 0.2 s a 32-batch bmm's first
# calls on a loaded machine took 20x its later ones) and the table gives
# median GFLOP/s and the median per-repetition ratio (real time: the tool's
# CPU column counts the calling thread, not the workers).
#   sh bench/bmm.sh [--reps=N] [--threads=T]     results: stdout
set -eu
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
reps=5 threads=1
for a in "$@"; do
  case $a in
  --reps=*) reps=${a#--reps=} ;;
  --threads=*) threads=${a#--threads=} ;;
  *) echo "usage: sh bench/bmm.sh [--reps=N] [--threads=T]" >&2; exit 2 ;;
  esac
done
make -s all >/dev/null
W=$BUILD/bench/bmm
mkdir -p "$W"
# name batch M N K dtype transposed-rhs(0|1)
SHAPES="scores 32 128 128 64 f32 1
weighted 32 128 64 128 f32 0
square 8 256 256 256 f32 0
decode 32 1 512 64 f32 1
scores_f16 32 128 128 64 f16 1
square_f16 8 256 256 256 f16 0"

ty() { echo "!torch.vtensor<[$1],$2>"; }
fn() { # name batch M N K dt wt
  n=$1 b=$2 m=$3 nn=$4 k=$5 dt=$6 wt=$7
  if [ "$wt" = 1 ]; then rb="$b,$nn,$k" r2="$nn,$k"; else rb="$b,$k,$nn" r2="$k,$nn"; fi
  A=$(ty "$b,$m,$k" "$dt") R=$(ty "$b,$m,$nn" "$dt") Bt=$(ty "$rb" "$dt")
  a=$(ty "$m,$k" "$dt") r=$(ty "$m,$nn" "$dt") bt=$(ty "$r2" "$dt")
  if [ "$wt" = 1 ]; then
    T=$(ty "$b,$k,$nn" "$dt") t=$(ty "$k,$nn" "$dt")
    echo "func.func @bmm_$n(%a: $A, %w: $Bt) -> $R {"
    echo "  %i1 = torch.constant.int 1"
    echo "  %i2 = torch.constant.int 2"
    echo "  %t = torch.aten.transpose.int %w, %i1, %i2 : $Bt, !torch.int, !torch.int -> $T"
    echo "  %r = torch.aten.bmm %a, %t : $A, $T -> $R"
    echo "  return %r : $R"
    echo "}"
    echo "func.func @mm_$n(%a: $a, %w: $bt) -> $r {"
    echo "  %t = torch.aten.t %w : $bt -> $t"
    echo "  %r = torch.aten.mm %a, %t : $a, $t -> $r"
    echo "  return %r : $r"
    echo "}"
  else
    echo "func.func @bmm_$n(%a: $A, %b: $Bt) -> $R {"
    echo "  %r = torch.aten.bmm %a, %b : $A, $Bt -> $R"
    echo "  return %r : $R"
    echo "}"
    echo "func.func @mm_$n(%a: $a, %b: $bt) -> $r {"
    echo "  %r = torch.aten.mm %a, %b : $a, $bt -> $r"
    echo "  return %r : $r"
    echo "}"
  fi
}
echo "$SHAPES" | while read -r line; do fn $line; done >"$W/bmm.mlir"
"$BUILD/bin/facet-compile" "$W/bmm.mlir" -o "$W/bmm.facet" --target-cpu=host --report="$W/report.json"

# median real time in ms of one function (its inputs all ones)
time_ms() { # function input-specs...
  f=$1
  shift
  ins=""
  for s in "$@"; do ins="$ins --input=$s=1"; done
  # shellcheck disable=SC2086
  "$BUILD/bin/facet-benchmark-module" --module="$W/bmm.facet" --function="$f" $ins \
    --threads="$threads" --benchmark_repetitions=3 2>/dev/null |
    awk '/_median/ { v = $2; if ($3 == "us") v /= 1000; if ($3 == "s") v *= 1000; print v }'
}

cpuinfo() { grep -m1 "^$1" /proc/cpuinfo | sed 's/^[^:]*: //'; }
echo "cpu: $(cpuinfo 'model name'), family $(cpuinfo 'cpu family') model $(cpuinfo 'model')," \
  "avx512f: $(grep -qw avx512f /proc/cpuinfo && echo yes || echo no)"
echo "threads: $threads, repetitions: $reps, load average: $(cut -d' ' -f1-3 /proc/loadavg), $(date -u +%Y-%m-%d)"
printf '%-12s %-22s %10s %10s %8s\n' shape "B x (M, N, K)" "bmm GF/s" "mm GF/s" ratio
echo "$SHAPES" | while read -r n b m nn k dt wt; do
  if [ "$wt" = 1 ]; then rb="${b}x${nn}x${k}" r2="${nn}x${k}"; else rb="${b}x${k}x${nn}" r2="${k}x${nn}"; fi
  i=0
  : >"$W/$n.samples"
  while [ $i -lt "$reps" ]; do
    tb=$(time_ms "bmm_$n" "${b}x${m}x${k}x$dt" "$rb"x"$dt")
    tm=$(time_ms "mm_$n" "${m}x${k}x$dt" "$r2"x"$dt")
    echo "$tb $tm" >>"$W/$n.samples"
    i=$((i + 1))
  done
  flop=$(awk -v b="$b" -v m="$m" -v n="$nn" -v k="$k" 'BEGIN { print 2 * m * n * k }')
  sort -n -k1 "$W/$n.samples" | awk -v f="$flop" -v b="$b" -v name="$n" -v shape="$b x ($m, $nn, $k) $dt" '
    { tb[NR] = $1; tm[NR] = $2; r[NR] = (b * $2) / $1 }
    function med(a, n,   i, j, t) { for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
                                   return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2 }
    END { mb = med(tb, NR); mm = med(tm, NR); mr = med(r, NR)
          printf "%-12s %-22s %10.1f %10.1f %8.2f\n", name, shape, b * f / mb / 1e6, f / mm / 1e6, mr }'
done
