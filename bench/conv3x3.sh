#!/bin/sh
# conv3x3.sh: a ResNet-style 3x3 convolution (64 -> 64 channels, 56x56,
# stride 1, padding 1, batch 1, f32, no bias) compiled by facet against
# PyTorch's conv2d on the same machine (Debian's /usr/bin/python3 torch),
# at 1 and 2 threads: the median of facet-benchmark-module's repetitions
# (real time) and of 5 runs of 20 torch calls after 5 warm-up calls.
#   sh bench/conv3x3.sh [--reps=N]     results: stdout
set -eu
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
reps=5
for a in "$@"; do
  case $a in
  --reps=*) reps=${a#--reps=} ;;
  *) echo "usage: sh bench/conv3x3.sh [--reps=N]" >&2; exit 2 ;;
  esac
done
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cat >"$T/conv.mlir" <<'MLIR'
func.func @conv(%x: !torch.vtensor<[1,64,56,56],f32>, %w: !torch.vtensor<[64,64,3,3],f32>) -> !torch.vtensor<[1,64,56,56],f32> {
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %l1 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.conv2d %x, %w, %none, %l1, %l1, %l1, %int1 : !torch.vtensor<[1,64,56,56],f32>, !torch.vtensor<[64,64,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[1,64,56,56],f32>
  return %0 : !torch.vtensor<[1,64,56,56],f32>
}
MLIR
"$BUILD/bin/facet-compile" "$T/conv.mlir" -o "$T/conv.facet" --report="$T/report.json"
config=$(sed -n 's/.*"config": "\([^"]*\)".*/\1/p' "$T/report.json" | head -n 1)
"$BUILD/bin/facet-npy" random 1x64x56x56xf32 --seed=1 -o "$T/x.npy"
"$BUILD/bin/facet-npy" random 64x64x3x3xf32 --seed=2 -o "$T/w.npy"
echo "CPU: $(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo | head -n 1); load average: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "facet kernel config: $config"
echo "| threads | facet ms | torch ms | torch / facet |"
echo "|---|---|---|---|"
for threads in 1 2; do
  f=$("$BUILD/bin/facet-benchmark-module" --module="$T/conv.facet" --function=conv --threads="$threads" \
    --input=1x64x56x56xf32=@"$T/x.npy" --input=64x64x3x3xf32=@"$T/w.npy" \
    --benchmark_repetitions="$reps" --benchmark_format=csv 2>/dev/null |
    awk -F, '/_median/ { t = $3; u = $5; gsub(/"/, "", u); if (u == "us") t /= 1000; if (u == "ns") t /= 1e6; print t }')
  p=$(/usr/bin/python3 - "$threads" <<'PY'
import sys, time, torch
torch.set_num_threads(int(sys.argv[1]))
x, w = torch.rand(1, 64, 56, 56), torch.rand(64, 64, 3, 3)
f = lambda: torch.nn.functional.conv2d(x, w, None, 1, 1)
for _ in range(5):
    f()
ts = []
for _ in range(5):
    t = time.perf_counter()
    for _ in range(20):
        f()
    ts.append((time.perf_counter() - t) / 20)
print("%.3f" % (sorted(ts)[2] * 1e3))
PY
)
  echo "| $threads | $f | $p | $(awk -v a="$p" -v b="$f" 'BEGIN { printf "%.1fx", a / b }') |"
done
