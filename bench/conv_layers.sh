#!/bin/sh
# conv_layers.sh: the distinct convolution shapes of ResNet-50 and
# MobileNetV2 (torchvision's layouts, NCHW, no bias) compiled by facet
# against PyTorch's conv2d on the same machine (Debian's /usr/bin/python3
# torch; bf16: the tensors .to(torch.bfloat16)). Per layer, batch, dtype
# and thread count: facet-benchmark-module's median over --reps
# repetitions (real time) and torch's median of 5 timed runs after warm-up.
# All layers of one (dtype, batch) are functions of one module, compiled
# once (so repeated shapes dedup as in a network). Beside the wall times,
# the CPU times of the process (facet: the benchmark's cpu_time; torch:
# time.process_time), which a loaded machine disturbs less than the wall
# time (at 2 threads they add both threads). With BASE=DIR (another build
# folder, e.g. of an older commit) the same layers are also timed with
# that build's tools, right after facet's own: a before / after column.
#   sh bench/conv_layers.sh [--reps=N] [--batch="1 8"] [--threads="1 2"]
#                           [--dtype="f32 bf16"] [--only=REGEX]
# results: a markdown table on stdout
set -eu
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
BASE=${BASE:-}
reps=3 batches="1 8" threads="1 2" dtypes="f32 bf16" only=.
for a in "$@"; do
  case $a in
  --reps=*) reps=${a#--reps=} ;;
  --batch=*) batches=${a#--batch=} ;;
  --threads=*) threads=${a#--threads=} ;;
  --dtype=*) dtypes=${a#--dtype=} ;;
  --only=*) only=${a#--only=} ;;
  *) echo "usage: sh bench/conv_layers.sh [--reps=N] [--batch=LIST] [--threads=LIST] [--dtype=LIST] [--only=REGEX]" >&2
     exit 2 ;;
  esac
done
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
# name C H K R stride pad groups (square images and kernels)
grep -E "$only" >"$T/layers" <<'EOF' || true
r50_stem_7x7s2_3_64_224 3 224 64 7 2 3 1
r50_1x1_64_64_56 64 56 64 1 1 0 1
r50_3x3_64_64_56 64 56 64 3 1 1 1
r50_1x1_64_256_56 64 56 256 1 1 0 1
r50_1x1_256_64_56 256 56 64 1 1 0 1
r50_1x1s2_256_512_56 256 56 512 1 2 0 1
r50_3x3s2_128_128_56 128 56 128 3 2 1 1
r50_1x1_128_512_28 128 28 512 1 1 0 1
r50_3x3_128_128_28 128 28 128 3 1 1 1
r50_3x3_256_256_14 256 14 256 3 1 1 1
r50_1x1_1024_256_14 1024 14 256 1 1 0 1
r50_3x3_512_512_7 512 7 512 3 1 1 1
r50_1x1_512_2048_7 512 7 2048 1 1 0 1
r50_1x1_2048_512_7 2048 7 512 1 1 0 1
mv2_stem_3x3s2_3_32_224 3 224 32 3 2 1 1
mv2_dw3x3_32_112 32 112 32 3 1 1 32
mv2_1x1_32_16_112 32 112 16 1 1 0 1
mv2_1x1_16_96_112 16 112 96 1 1 0 1
mv2_dw3x3s2_96_112 96 112 96 3 2 1 96
mv2_dw3x3_144_56 144 56 144 3 1 1 144
mv2_1x1_144_24_56 144 56 24 1 1 0 1
mv2_1x1_64_384_14 64 14 384 1 1 0 1
mv2_dw3x3_384_14 384 14 384 3 1 1 384
mv2_dw3x3_960_7 960 7 960 3 1 1 960
mv2_1x1_960_160_7 960 7 160 1 1 0 1
mv2_1x1_320_1280_7 320 7 1280 1 1 0 1
EOF
[ -s "$T/layers" ] || { echo "no layer matches $only" >&2; exit 2; }
out_size() { echo $((($2 + 2 * $4 - $1) / $3 + 1)); } # R H stride pad
module() { # DTYPE BATCH: one function a layer
  while read -r name C H K R s p g; do
    P=$(out_size "$R" "$H" "$s" "$p")
    x="!torch.vtensor<[$2,$C,$H,$H],$1>" w="!torch.vtensor<[$K,$((C / g)),$R,$R],$1>"
    y="!torch.vtensor<[$2,$K,$P,$P],$1>"
    cat <<MLIR
func.func @$name(%x: $x, %w: $w) -> $y {
  %s = torch.constant.int $s
  %p = torch.constant.int $p
  %g = torch.constant.int $g
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %ls = torch.prim.ListConstruct %s, %s : (!torch.int, !torch.int) -> !torch.list<int>
  %lp = torch.prim.ListConstruct %p, %p : (!torch.int, !torch.int) -> !torch.list<int>
  %l1 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.conv2d %x, %w, %none, %ls, %lp, %l1, %g : $x, $w, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> $y
  return %0 : $y
}
MLIR
  done <"$T/layers"
}
torch_times() { # DTYPE BATCH THREADS: "name ms" per layer
  /usr/bin/python3 - "$@" "$T/layers" <<'PY'
import sys, time, torch
dt = {"f32": torch.float32, "bf16": torch.bfloat16}[sys.argv[1]]
n, threads = int(sys.argv[2]), int(sys.argv[3])
torch.set_num_threads(threads)
for line in open(sys.argv[4]):
    name, C, H, K, R, s, p, g = line.split()
    C, H, K, R, s, p, g = map(int, (C, H, K, R, s, p, g))
    x = torch.rand(n, C, H, H).to(dt)
    w = torch.rand(K, C // g, R, R).to(dt)
    f = lambda: torch.nn.functional.conv2d(x, w, None, s, p, 1, g)
    t = time.perf_counter()
    f()
    calls = max(1, min(50, int(0.02 / max(time.perf_counter() - t, 1e-6))))
    for _ in range(2):
        f()
    ts, cs = [], []
    for _ in range(5):
        t, c = time.perf_counter(), time.process_time()
        for _ in range(calls):
            f()
        ts.append((time.perf_counter() - t) / calls)
        cs.append((time.process_time() - c) / calls)
    print(name, "%.3f" % (sorted(ts)[2] * 1e3), "%.3f" % (sorted(cs)[2] * 1e3))
PY
}
configs() { # REPORT: "function config" of each dispatch site
  /usr/bin/python3 - "$1" <<'PY'
import json, sys
for e in json.load(open(sys.argv[1]))["executables_detail"]:
    for c in e["callsites"]:
        print(c["function"], e["variants"][c["variant"]]["config"])
PY
}
facet_time() { # BUILD MODULE NAME THREADS INPUTS...: "wall cpu" medians, ms
  b=$1 m=$2 f=$3 th=$4
  shift 4
  "$b/bin/facet-benchmark-module" --module="$m" --function="$f" --threads="$th" "$@" \
    --benchmark_repetitions="$reps" --benchmark_min_time=0.1s --benchmark_format=csv 2>/dev/null |
    awk -F, '/_median/ { t = $3; c = $4; u = $5; gsub(/"/, "", u); s = u == "us" ? 1e3 : u == "ns" ? 1e6 : 1
                         printf "%.3f %.3f\n", t / s, c / s }'
}
cpu=$(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo | head -n 1)
fam=$(sed -n 's/^cpu family[^:]*: //p' /proc/cpuinfo | head -n 1)
mod=$(sed -n 's/^model[^a-z:]*: //p' /proc/cpuinfo | head -n 1)
echo "CPU: $cpu (family $fam model $mod), $(nproc) logical CPUs; load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
if [ -n "$BASE" ]; then
  echo "| layer | dtype | batch | threads | facet ms | torch ms | torch / facet | facet cpu ms | torch cpu ms | base ms | base cpu ms | facet config |"
  echo "|---|---|---|---|---|---|---|---|---|---|---|---|"
else
  echo "| layer | dtype | batch | threads | facet ms | torch ms | torch / facet | facet cpu ms | torch cpu ms | facet config |"
  echo "|---|---|---|---|---|---|---|---|---|---|"
fi
for dt in $dtypes; do
  for n in $batches; do
    module "$dt" "$n" >"$T/m.mlir"
    "$BUILD/bin/facet-compile" "$T/m.mlir" -o "$T/m.facet" --report="$T/r.json"
    configs "$T/r.json" >"$T/cfg"
    [ -z "$BASE" ] || "$BASE/bin/facet-compile" "$T/m.mlir" -o "$T/base.facet"
    for th in $threads; do
      torch_times "$dt" "$n" "$th" >"$T/torch"
      while read -r name C H K R s p g; do
        "$BUILD/bin/facet-npy" random "${n}x${C}x${H}x${H}x$dt" --seed=1 -o "$T/x.npy"
        "$BUILD/bin/facet-npy" random "${K}x$((C / g))x${R}x${R}x$dt" --seed=2 -o "$T/w.npy"
        xs="${n}x${C}x${H}x${H}x$dt" ws="${K}x$((C / g))x${R}x${R}x$dt"
        f=$(facet_time "$BUILD" "$T/m.facet" "$name" "$th" --input="$xs=@$T/x.npy" --input="$ws=@$T/w.npy")
        base=""
        [ -z "$BASE" ] ||
          base=" $(facet_time "$BASE" "$T/base.facet" "$name" "$th" --input="$xs=@$T/x.npy" --input="$ws=@$T/w.npy" |
            tr ' ' '|' | sed 's/|/ | /') |"
        t=$(awk -v n="$name" '$1 == n { print $2, $3 }' "$T/torch")
        cfg=$(awk -v n="$name" '$1 == n { $1 = ""; print substr($0, 2) }' "$T/cfg")
        # shellcheck disable=SC2086
        set -- $f $t
        echo "| $name | $dt | $n | $th | $1 | $3 | $(awk -v a="$3" -v b="$1" 'BEGIN { if (b > 0) printf "%.2fx", a / b }') | $2 | $4 |$base $cfg |"
      done <"$T/layers"
    done
  done
done
echo
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"
