# The convolution kernels (src/kernels/conv.h: the implicit GEMM over
# padded planes, its depthwise tile) at odd sizes match the float64
# reference on every target level: channels no register tile divides, an
# image 1 column wide, padding larger than the kernel, dilation, groups,
# depthwise at stride 2, unequal strides, paddings and dilations per dim,
# a batch of 2, a bias, a 1x1 of an even channel count (bf16 weights read
# in place); f32, and bf16 where the target converts it. The
# configs name the implicit GEMM and the depthwise tile, and batch 1 and 8
# of one convolution are two variants of one executable.
. "$(dirname "$0")/lib.sh"
# name N C H W K R S sh sw ph pw dh dw groups bias
cat >"$T/cases" <<'CASES'
pw1 2 5 9 11 7 1 1 1 1 0 0 1 1 1 1
pw2 1 6 5 7 9 1 1 1 1 0 0 1 1 1 0
s2w1 1 3 13 1 10 3 3 2 2 1 1 1 1 1 0
dil 1 4 6 7 6 2 2 1 1 3 3 2 2 1 0
dw 1 19 7 9 19 3 3 2 2 1 1 1 1 19 1
grp 1 9 8 8 6 5 5 1 1 2 2 1 1 3 0
big 1 40 15 15 36 3 3 1 1 1 1 1 1 1 1
asym 1 6 10 12 13 3 2 1 3 2 0 2 1 1 0
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
check() { # DTYPE TARGET
  module "$1" >"$T/m_$1.mlir"
  "$BIN/facet-compile" "$T/m_$1.mlir" --target-cpu="$2" -o "$T/m.facet" --report="$T/r.json" ||
    fail "facet-compile $1 $2"
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
# (x86-64-v4-bf16's f32 kernels are x86-64-v4's text: one of the two)
for target in x86-64 x86-64-v3 x86-64-v4-bf16; do
  check f32 "$target"
  grep -q '"config": "window igemm rows=' "$T/r.json" || fail "no implicit GEMM config on $target"
  grep -q '"config": "window depthwise rows=' "$T/r.json" || fail "no depthwise config on $target"
done
check bf16 x86-64-v4-bf16
grep -q '"config": "window igemm .* dp=bf16 isa=x86-64-v4-bf16"' "$T/r.json" || fail "bf16 without vdpbf16ps"
# (pw1's batch of 2 in one workgroup: its paired weights packed once)
grep -q '"config": "window igemm .* dp=bf16 images=all isa=x86-64-v4-bf16"' "$T/r.json" ||
  fail "no workgroup over the batch's bf16 images"
# bf16 converted to f32 planes (no vdpbf16ps)
check bf16 x86-64-v3

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
