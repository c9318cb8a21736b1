# The convolution kernels (src/kernels/conv.h: the implicit GEMM over
# padded planes, its depthwise tile; 1x1 convolutions of stride 1 on the
# matmul kernels) at odd sizes match the float64 reference on every target
# level: channels no register tile divides, an image 1 column wide, padding
# larger than the kernel, dilation, groups, depthwise at stride 2, unequal
# strides, paddings and dilations per dim, a batch of 2, a bias; 1x1s of
# odd channel counts and odd H * W at batch 1 to 3, with a bias, few output
# channels (20, the packed kernel too) and many (an M remainder),
# a 1x1 of stride 2 and one with padding (the implicit GEMM); f32, and
# bf16 where the target converts it. The configs name the implicit GEMM,
# the depthwise tile and the 1x1 on the matmul kernels, and batch 1 and 8
# of one convolution are two variants of one executable. 1x1 convolutions
# with a fused epilogue (batch norm, hardtanh, a residual add; a bias and
# relu) match the reference too; bf16 on x86-64-v4-amx takes the AMX tiles
# (1x1s on the matmul's, KxK on the implicit GEMM's; run where the CPU has
# AMX).
. "$(dirname "$0")/lib.sh"
# name N C H W K R S sh sw ph pw dh dw groups bias
cat >"$T/cases" <<'CASES'
pw1 2 5 9 11 7 1 1 1 1 0 0 1 1 1 1
pw2 1 6 5 7 9 1 1 1 1 0 0 1 1 1 0
pw3 3 17 5 9 33 1 1 1 1 0 0 1 1 1 1
pw4 2 40 7 7 20 1 1 1 1 0 0 1 1 1 0
pw5 2 3 13 13 70 1 1 1 1 0 0 1 1 1 1
pws2 2 9 9 7 11 1 1 2 2 0 0 1 1 1 0
pwpad 1 6 5 5 10 1 1 1 1 1 1 1 1 1 1
b2k3 2 5 9 11 7 3 3 1 1 1 1 1 1 1 1
s2w1 1 3 13 1 10 3 3 2 2 1 1 1 1 1 0
dil 1 4 6 7 6 2 2 1 1 3 3 2 2 1 0
dw 1 19 7 9 19 3 3 2 2 1 1 1 1 19 1
grp 1 9 8 8 6 5 5 1 1 2 2 1 1 3 0
big 1 40 15 15 36 3 3 1 1 1 1 1 1 1 1
asym 1 6 10 12 13 3 2 1 3 2 0 2 1 1 0
amx3 2 64 9 11 40 3 3 1 1 1 1 1 1 1 1
amxs2 1 32 12 13 64 3 3 2 2 1 1 1 1 1 0
amxg 1 64 8 8 64 3 3 1 1 2 2 2 2 2 0
amx1s2 1 64 10 10 48 1 1 2 2 0 0 1 1 1 1
amxk2 1 32 7 9 32 2 2 1 1 0 1 1 1 1 1
amx31 1 64 6 8 33 3 1 1 1 1 0 1 1 1 0
stem 1 3 23 21 32 7 7 2 2 3 3 1 1 1 1
odd5 2 5 9 8 20 3 3 1 1 1 1 1 1 1 0
CASES
osize() { echo $((($1 + 2 * $2 - $3 * ($4 - 1) - 1) / $5 + 1)); } # IN PAD DIL K STRIDE
module() { # DTYPE
  while read -r name N C H W K R S sh sw ph pw dh dw g bias; do
    P=$(osize "$H" "$ph" "$dh" "$R" "$sh") Q=$(osize "$W" "$pw" "$dw" "$S" "$sw")
    x="!torch.vtensor<[$N,$C,$H,$W],$1>" w="!torch.vtensor<[$K,$((C / g)),$R,$S],$1>"
    y="!torch.vtensor<[$N,$K,$P,$Q],$1>" b="!torch.vtensor<[$K],$1>"
    if [ "$bias" = 1 ]; then args=", %b: $b" bv="%b" bt=$b; else args="" bv="%none" bt="!torch.none"; fi
    cat <<MLIR
func.func @$name(%x: $x, %w: $w$args) -> $y {
  %sh = torch.constant.int $sh
  %sw = torch.constant.int $sw
  %ph = torch.constant.int $ph
  %pw = torch.constant.int $pw
  %dh = torch.constant.int $dh
  %dw = torch.constant.int $dw
  %g = torch.constant.int $g
  %none = torch.constant.none
  %s = torch.prim.ListConstruct %sh, %sw : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %ph, %pw : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %dh, %dw : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.conv2d %x, %w, $bv, %s, %p, %d, %g : $x, $w, $bt, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> $y
  return %0 : $y
}
MLIR
  done <"$T/cases"
}
check() { # DTYPE TARGET [compile-only]
  module "$1" >"$T/m_$1.mlir"
  "$BIN/facet-compile" "$T/m_$1.mlir" --target-cpu="$2" -o "$T/m.facet" --report="$T/r.json" ||
    fail "facet-compile $1 $2"
  target=$2
  [ $# -gt 2 ] && return
  while read -r name N C H W K R S sh sw ph pw dh dw g bias; do
    "$BIN/facet-npy" random "${N}x${C}x${H}x${W}x$1" --seed=1 --min=-1 --max=1 -o "$T/x.npy"
    "$BIN/facet-npy" random "${K}x$((C / g))x${R}x${S}x$1" --seed=2 --min=-1 --max=1 -o "$T/w.npy"
    set -- "$1" "$2" "${N}x${C}x${H}x${W}x$1=@$T/x.npy" "${K}x$((C / g))x${R}x${S}x$1=@$T/w.npy"
    if [ "$bias" = 1 ]; then
      "$BIN/facet-npy" random "${K}x$1" --seed=3 --min=-1 --max=1 -o "$T/b.npy"
      set -- "$@" "${K}x$1=@$T/b.npy"
    fi
    dt=$1 target=$2
    shift 2
    run_and_compare "$T/m_$dt.mlir" "$T/m.facet" "$name" "$@" >"$T/cmp" || fail "$name $dt $target: $(cat "$T/cmp")"
    set -- "$dt" "$target"
  done <"$T/cases"
}
# configs REPORT FUNCTION: the config of each of FUNCTION's dispatch sites
configs() {
  /usr/bin/python3 - "$1" "$2" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
for e in r["executables_detail"]:
    for c in e["callsites"]:
        if c["function"] == sys.argv[2]:
            print(e["variants"][c["variant"]]["config"])
PY
}
# conv1x1 NAME FLAVOUR: NAME's convolution runs on the matmul kernels' FLAVOUR
conv1x1() {
  configs "$T/r.json" "$1" >"$T/c"
  grep -q "^$2 tile=.* conv1x1 pixels=" "$T/c" || fail "$1 on $target: not on the $2 matmul kernel"
}
# (x86-64-v4-bf16's f32 kernels are x86-64-v4's text: one of the two)
for target in x86-64 x86-64-v3 x86-64-v4-bf16; do
  check f32 "$target"
  grep -q '"config": "window igemm rows=' "$T/r.json" || fail "no implicit GEMM config on $target"
  grep -q '"config": "window depthwise rows=' "$T/r.json" || fail "no depthwise config on $target"
  # (a 1x1 of stride 2 or with padding: the implicit GEMM)
  for f in pws2 pwpad; do
    configs "$T/r.json" $f >"$T/c"
    grep -q '^window igemm' "$T/c" || fail "$f on $target: not the implicit GEMM"
  done
  if [ "$target" = x86-64 ]; then conv1x1 pw3 blocked; else conv1x1 pw3 packed; fi
done
conv1x1 pw4 packed
conv1x1 pw5 packed
check bf16 x86-64-v4-bf16
grep -q '"config": "window igemm .* dp=bf16 isa=x86-64-v4-bf16"' "$T/r.json" || fail "bf16 without vdpbf16ps"
# (b2k3's batch of 2 in one workgroup: its paired weights packed once)
grep -q '"config": "window igemm .* dp=bf16 images=all isa=x86-64-v4-bf16"' "$T/r.json" ||
  fail "no workgroup over the batch's bf16 images"
conv1x1 pw3 packed
conv1x1 pw5 packed
conv1x1 pw4 packed
# bf16 converted to f32 planes (no vdpbf16ps)
check bf16 x86-64-v3
# bf16 on AMX tiles (compiled everywhere, run where the CPU has them): 1x1s
# on the matmul's tiles; KxK (and strided 1x1) convolutions whose groups
# have 16 output channels or more on the implicit GEMM's tiles: whole
# blocks of 32 input channels (kernels of 9, 1, 4 and 3 taps: the weights
# gathered two taps at a time) and other counts (40, a 7x7 stem's 3, an
# odd 5: pair rows copied into tiles); the rest as on v4-bf16
has_amx=0
grep -qw avx512_bf16 /proc/cpuinfo && grep -qw amx_tile /proc/cpuinfo && grep -qw amx_bf16 /proc/cpuinfo &&
  has_amx=1
if [ $has_amx = 1 ]; then
  check bf16 x86-64-v4-amx
else
  check bf16 x86-64-v4-amx compile-only
  echo "skipped running x86-64-v4-amx: no AMX"
fi
conv1x1 pw3 amx
conv1x1 pw4 amx
conv1x1 pw5 amx
for f in amx3 amxs2 amxg amx1s2 amxk2 amx31 big stem odd5; do
  configs "$T/r.json" $f >"$T/c"
  grep -q '^window igemm .* amx=bf16' "$T/c" || fail "$f on x86-64-v4-amx: not on the tiles"
done
grep -q '"config": "window igemm .* amx=bf16 images=all isa=x86-64-v4-amx"' "$T/r.json" ||
  fail "no tile workgroup over the batch's bf16 images"
configs "$T/r.json" b2k3 >"$T/c"
grep -q 'dp=bf16' "$T/c" || fail "b2k3 (5 channels) on x86-64-v4-amx: not on vdpbf16ps"

# Convolutions with epilogues (batch 2, 13 channels in): a 1x1 to 37
# channels of 5 x 7 pixels on the matmul kernels with batch norm, hardtanh
# and a residual add, with a bias and relu, and with a bias and relu whose
# convolution is returned too (the convolution then a dispatch of its own,
# with its bias); on the implicit GEMM a 3x3 to 37 channels with batch
# norm, hardtanh and a residual add (an epilogue that reads along the rows)
# and a depthwise 3x3 over rows of 37 pixels with batch norm and hardtanh
# (a vector of a row's sums at once: rows of 7 and 37 pixels fill vectors
# of 8 and 16 in pieces).
bn_block() { # NAME DTYPE C H W K R PAD GROUPS RESIDUAL
  x="!torch.vtensor<[2,$3,$4,$5],$2>" w="!torch.vtensor<[$6,$(($3 / $9)),$7,$7],$2>" v="!torch.vtensor<[$6],$2>"
  y="!torch.vtensor<[2,$6,$4,$5],$2>"
  if [ "${10}" = 1 ]; then r=", %r: $y" ret=%3; else r="" ret=%2; fi
  cat <<MLIR
func.func @$1(%x: $x, %w: $w, %g: $v, %b: $v, %m: $v, %v: $v$r) -> $y {
  %int1 = torch.constant.int 1
  %groups = torch.constant.int $9
  %pad = torch.constant.int $8
  %l1 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %lp = torch.prim.ListConstruct %pad, %pad : (!torch.int, !torch.int) -> !torch.list<int>
  %none = torch.constant.none
  %f = torch.constant.bool false
  %t = torch.constant.bool true
  %mom = torch.constant.float 1.000000e-01
  %eps = torch.constant.float 1.000000e-05
  %lo = torch.constant.float 0.000000e+00
  %hi = torch.constant.float 6.000000e+00
  %0 = torch.aten.conv2d %x, %w, %none, %l1, %lp, %l1, %groups : $x, $w, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> $y
  %1 = torch.aten.batch_norm %0, %g, %b, %m, %v, %f, %mom, %eps, %t : $y, $v, $v, $v, $v, !torch.bool, !torch.float, !torch.float, !torch.bool -> $y
  %2 = torch.aten.hardtanh %1, %lo, %hi : $y, !torch.float, !torch.float -> $y
MLIR
  [ "${10}" = 1 ] && echo "  %3 = torch.aten.add.Tensor %2, %r, %int1 : $y, $y, !torch.int -> $y"
  printf '  return %s : %s\n}\n' "$ret" "$y"
}
epilogues() { # DTYPE
  bn_block bn1 "$1" 13 5 7 37 1 0 1 1
  bn_block bn3 "$1" 13 5 7 37 3 1 1 1
  bn_block bndw "$1" 13 5 37 13 3 1 13 0
  x="!torch.vtensor<[2,13,5,7],$1>" w="!torch.vtensor<[37,13,1,1],$1>" v="!torch.vtensor<[37],$1>"
  y="!torch.vtensor<[2,37,5,7],$1>"
  head="%int1 = torch.constant.int 1
  %int0 = torch.constant.int 0
  %l1 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %l0 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>"
  cat <<MLIR
func.func @relu(%x: $x, %w: $w, %b: $v) -> $y {
  $head
  %0 = torch.aten.conv2d %x, %w, %b, %l1, %l0, %l1, %int1 : $x, $w, $v, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> $y
  %1 = torch.aten.relu %0 : $y -> $y
  return %1 : $y
}
func.func @both(%x: $x, %w: $w, %b: $v) -> ($y, $y) {
  $head
  %0 = torch.aten.conv2d %x, %w, %b, %l1, %l0, %l1, %int1 : $x, $w, $v, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> $y
  %1 = torch.aten.relu %0 : $y -> $y
  return %0, %1 : $y, $y
}
MLIR
}
# bn_inputs DTYPE C H W K CG R: the input specs of a bn_block (batch norm
# variances in [0.5, 2]), without its residual
bn_inputs() {
  "$BIN/facet-npy" random "2x$2x$3x$4x$1" --seed=1 --min=-1 --max=1 -o "$T/x.npy"
  "$BIN/facet-npy" random "$5x$6x$7x$7x$1" --seed=2 --min=-1 --max=1 -o "$T/w.npy"
  for i in 1 2 3; do
    "$BIN/facet-npy" random "$5x$1" --seed=$((i + 3)) --min=-1 --max=1 -o "$T/v$i.npy"
  done
  "$BIN/facet-npy" random "$5x$1" --seed=7 --min=0.5 --max=2 -o "$T/var.npy"
  v="$5x$1=@$T"
  echo "2x$2x$3x$4x$1=@$T/x.npy $5x$6x$7x$7x$1=@$T/w.npy $v/v1.npy $v/v2.npy $v/v3.npy $v/var.npy"
}
amx_target=""
[ $has_amx = 1 ] && amx_target=bf16:x86-64-v4-amx
for dt_target in f32:x86-64 f32:x86-64-v3 f32:x86-64-v4-bf16 bf16:x86-64-v4-bf16 bf16:x86-64-v3 $amx_target; do
  dt=${dt_target%%:*} target=${dt_target#*:}
  epilogues "$dt" >"$T/e.mlir"
  "$BIN/facet-compile" "$T/e.mlir" --target-cpu="$target" -o "$T/e.facet" --report="$T/r.json" ||
    fail "facet-compile epilogues $dt $target"
  "$BIN/facet-npy" random "2x37x5x7x$dt" --seed=8 --min=-1 --max=1 -o "$T/r.npy"
  r="2x37x5x7x$dt=@$T/r.npy"
  for f in bn1 bn3 bndw; do
    case $f in
    bn1) in=$(bn_inputs "$dt" 13 5 7 37 13 1) ;;
    bn3) in=$(bn_inputs "$dt" 13 5 7 37 13 3) ;;
    bndw) in=$(bn_inputs "$dt" 13 5 37 13 1 3) r="" ;;
    esac
    # shellcheck disable=SC2086
    run_and_compare "$T/e.mlir" "$T/e.facet" $f $in $r >"$T/cmp" ||
      fail "$f $dt $target: $(cat "$T/cmp")"
  done
  x="2x13x5x7x$dt=@$T/x.npy" w="37x13x1x1x$dt=@$T/w.npy" b="37x$dt=@$T/v1.npy"
  bn_inputs "$dt" 13 5 7 37 13 1 >/dev/null # (the 1x1's x, w and v1 again)
  run_and_compare "$T/e.mlir" "$T/e.facet" relu "$x" "$w" "$b" >"$T/cmp" ||
    fail "relu $dt $target: $(cat "$T/cmp")"
  compare_outputs "$T/e.mlir" "$T/e.facet" both 2 "$x" "$w" "$b" >"$T/cmp"
  for f in bn1 relu both; do
    configs "$T/r.json" $f >"$T/c"
    grep -q ' conv1x1 pixels=35 ' "$T/c" || fail "$f $dt $target: not on the matmul kernels"
  done
  configs "$T/r.json" bn3 >"$T/c"
  grep -q '^window igemm' "$T/c" || fail "bn3 $dt $target: not the implicit GEMM"
  configs "$T/r.json" bndw >"$T/c"
  grep -q '^window depthwise' "$T/c" || fail "bndw $dt $target: not the depthwise tile"
done

# One 3x3 convolution at batch 1 and 8 (two functions): dedup makes one
# executable (the batch a push constant) with a variant per batch, whose
# channel blocks differ (more workgroups to share at batch 1).
for n in 1 8; do
  xt="!torch.vtensor<[$n,64,14,14],f32>" wt="!torch.vtensor<[64,64,3,3],f32>"
  cat <<MLIR
func.func @b$n(%x: $xt, %w: $wt) -> $xt {
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %l1 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.conv2d %x, %w, %none, %l1, %l1, %l1, %int1 : $xt, $wt, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> $xt
  return %0 : $xt
}
MLIR
done >"$T/two.mlir"
"$BIN/facet-compile" "$T/two.mlir" -o "$T/two.facet" --report="$T/two.json" || fail "facet-compile two"
grep -q '"executables": 1,' "$T/two.json" || fail "batch 1 and 8 of one convolution: want 1 executable"
grep -q '"variants": 2,' "$T/two.json" || fail "batch 1 and 8 of one convolution: want 2 variants"
"$BIN/facet-npy" random 64x64x3x3xf32 --seed=3 --min=-1 --max=1 -o "$T/w.npy"
for n in 1 8; do
  "$BIN/facet-npy" random ${n}x64x14x14xf32 --seed=$n --min=-1 --max=1 -o "$T/a.npy"
  run_and_compare "$T/two.mlir" "$T/two.facet" b$n ${n}x64x14x14xf32=@"$T/a.npy" 64x64x3x3xf32=@"$T/w.npy" >"$T/cmp" ||
    fail "batch $n: $(cat "$T/cmp")"
done
echo "conv_kernels: ok"
