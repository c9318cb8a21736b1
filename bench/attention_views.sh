#!/bin/sh
# Decode attention of the 1B model's shapes (32 query heads, 8 key/value
# heads of 64, f16) over K and V sliced out of gathered cache pages [1, P,
# 2, 32, 8, 64], viewed [1, 32 P, 8, 64] and transposed [1, 8, 32 P, 64], as
# the sharktank exports write it: with two facet builds (A, then B; each a
# build/bin folder), compiled and timed alternately, ROUNDS rounds.
#   sh bench/attention_views.sh OLD/bin NEW/bin [PAGES] [ROUNDS] [THREADS] [MODE]
# MODE `views` (the default) passes the gathered pages as an argument;
# `pages` gathers them in the program, as the exports do: index_select of a
# cache of 2 P pages [2 P, 2, 32, 8, 64] by P page ids (every other page,
# last first), so the gather runs before attention unless the attention
# reads the page table itself.
# Prints per round the median real and CPU ms of a call and its dispatches.
set -eu
A=$1 B=$2 P=${3:-64} ROUNDS=${4:-5} TH=${5:-1} MODE=${6:-views}
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
S=$((P * 32))
N=$((2 * P))
if [ "$MODE" = pages ]; then
  ARGS="%cache: !torch.vtensor<[$N,2,32,8,64],f16>, %ids: !torch.vtensor<[$P],si64>"
  GATHER="%intP = torch.constant.int $P
  %int32 = torch.constant.int 32
  %g = torch.aten.index_select %cache, %int0, %ids : !torch.vtensor<[$N,2,32,8,64],f16>, !torch.int, !torch.vtensor<[$P],si64> -> !torch.vtensor<[$P,2,32,8,64],f16>
  %gshape = torch.prim.ListConstruct %int1, %intP, %int2, %int32, %int8, %int64 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %pages = torch.aten.view %g, %gshape : !torch.vtensor<[$P,2,32,8,64],f16>, !torch.list<int> -> !torch.vtensor<[1,$P,2,32,8,64],f16>"
else
  ARGS="%pages: !torch.vtensor<[1,$P,2,32,8,64],f16>"
  GATHER=""
fi
cat >"$W/att.mlir" <<MLIR
func.func @decode(%q: !torch.vtensor<[1,1,32,64],f16>, $ARGS) -> !torch.vtensor<[1,1,32,64],f16> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int8 = torch.constant.int 8
  %int64 = torch.constant.int 64
  %intS = torch.constant.int $S
  $GATHER
  %f0 = torch.constant.float 0.000000e+00
  %false = torch.constant.bool false
  %none = torch.constant.none
  %shape = torch.prim.ListConstruct %int1, %intS, %int8, %int64 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %ks = torch.aten.slice.Tensor %pages, %int2, %int0, %int1, %int1 : !torch.vtensor<[1,$P,2,32,8,64],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,$P,1,32,8,64],f16>
  %kv = torch.aten.view %ks, %shape : !torch.vtensor<[1,$P,1,32,8,64],f16>, !torch.list<int> -> !torch.vtensor<[1,$S,8,64],f16>
  %vs = torch.aten.slice.Tensor %pages, %int2, %int1, %int2, %int1 : !torch.vtensor<[1,$P,2,32,8,64],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,$P,1,32,8,64],f16>
  %vv = torch.aten.view %vs, %shape : !torch.vtensor<[1,$P,1,32,8,64],f16>, !torch.list<int> -> !torch.vtensor<[1,$S,8,64],f16>
  %0 = torch.aten.transpose.int %q, %int1, %int2 : !torch.vtensor<[1,1,32,64],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,32,1,64],f16>
  %1 = torch.aten.transpose.int %kv, %int1, %int2 : !torch.vtensor<[1,$S,8,64],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,8,$S,64],f16>
  %2 = torch.aten.transpose.int %vv, %int1, %int2 : !torch.vtensor<[1,$S,8,64],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,8,$S,64],f16>
  %3:2 = torch.operator "torch.aten._scaled_dot_product_flash_attention_for_cpu"(%0, %1, %2, %f0, %false, %none, %none) : (!torch.vtensor<[1,32,1,64],f16>, !torch.vtensor<[1,8,$S,64],f16>, !torch.vtensor<[1,8,$S,64],f16>, !torch.float, !torch.bool, !torch.none, !torch.none) -> (!torch.vtensor<[1,32,1,64],f16>, !torch.vtensor<[1,32,1],f32>)
  %4 = torch.aten.transpose.int %3#0, %int1, %int2 : !torch.vtensor<[1,32,1,64],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,1,32,64],f16>
  return %4 : !torch.vtensor<[1,1,32,64],f16>
}
MLIR
"$B/facet-npy" random 1x1x32x64xf16 --seed=1 -o "$W/q.npy"
if [ "$MODE" = pages ]; then
  "$B/facet-npy" random ${N}x2x32x8x64xf16 --seed=2 -o "$W/p.npy"
  ids="" i=$P
  while [ "$i" -gt 0 ]; do ids="$ids${ids:+,}$((2 * i - 1))" i=$((i - 1)); done
  set -- --input=@"$W/q.npy" --input=@"$W/p.npy" --input="${P}xi64=$ids"
else
  "$B/facet-npy" random 1x${P}x2x32x8x64xf16 --seed=2 -o "$W/p.npy"
  set -- --input=@"$W/q.npy" --input=@"$W/p.npy"
fi
for x in A B; do
  eval bin=\$$x
  "$bin/facet-compile" "$W/att.mlir" -o "$W/$x.facet"
  echo "$x: $("$bin/facet-dump" "$W/$x.facet" | grep -c ': dispatch site') dispatches a call"
done
# the same output from both (to f16 rounding: the sums run in one order)
for x in A B; do
  eval bin=\$$x
  "$bin/facet-run-module" --module="$W/$x.facet" --function=decode "$@" --output=@"$W/$x.npy" >/dev/null
done
"$B/facet-npy" compare "$W/A.npy" "$W/B.npy"
# where the time goes: each kernel's ms a call (--profile), once each
for x in A B; do
  eval bin=\$$x
  "$bin/facet-benchmark-module" --module="$W/$x.facet" --function=decode "$@" \
    --threads="$TH" --profile 2>&1 >/dev/null | sed -n "s/^ *\([0-9.]*\) .* \([0-9.]*\)  decode_dispatch_[0-9]*_\([a-z]*\).*/$x: \3 \1 ms (\2 a call)/p"
done
r=1
while [ $r -le "$ROUNDS" ]; do
  for x in A B; do
    eval bin=\$$x
    "$bin/facet-benchmark-module" --module="$W/$x.facet" --function=decode "$@" \
      --threads="$TH" --benchmark_repetitions=10 --benchmark_report_aggregates_only=true 2>/dev/null |
      awk -v x="$x" -v r="$r" '/_median/ {print "round " r " " x ": real " $2 " ms, cpu " $4 " ms"}'
  done
  r=$((r + 1))
done
