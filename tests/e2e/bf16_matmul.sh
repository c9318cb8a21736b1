# bf16 x bf16 matmuls on every path, each against the float64 reference
# (facet-npy compare's bf16 tolerance): x86-64-v4-amx multiplies tiles
# (run where the CPU has AMX), x86-64-v4-bf16 multiplies pairs of K with
# vdpbf16ps (run where the CPU has AVX512_BF16), x86-64-v4 and the
# portable x86-64 convert to f32 and use FMAs; --target-cpu=host picks
# x86-64-v4-bf16 exactly when the CPU has AVX512_BF16 (x86-64-v4-amx where
# it has AMX as well).
. "$(dirname "$0")/lib.sh"
SRC=tests/e2e/inputs/bf16_matmul.mlir
R="$BIN/facet-npy random"
$R 200x301xbf16 --seed=1 -o "$T/x1.npy"
$R 301x130xbf16 --seed=2 -o "$T/w1.npy"
$R 143x256xbf16 --seed=3 -o "$T/x2.npy"
$R 200x256xbf16 --min=-0.1 --max=0.1 --seed=4 -o "$T/w2.npy"
$R 256x2080xbf16 --seed=5 -o "$T/x3.npy"
$R 96x2080xbf16 --min=-0.1 --max=0.1 --seed=6 -o "$T/w3.npy"
$R 256x96xbf16 --seed=7 -o "$T/r3.npy"
$R 4x50x96xbf16 --seed=8 -o "$T/a4.npy"
$R 4x96x80xbf16 --seed=9 -o "$T/b4.npy"
has_bf16=0
grep -qw avx512_bf16 /proc/cpuinfo && has_bf16=1
has_amx=0
[ $has_bf16 = 1 ] && grep -qw amx_tile /proc/cpuinfo && grep -qw amx_int8 /proc/cpuinfo &&
  grep -qw amx_bf16 /proc/cpuinfo && has_amx=1
has_v4=0
grep -qw avx512vl /proc/cpuinfo && grep -qw avx512bw /proc/cpuinfo && grep -qw avx512dq /proc/cpuinfo && has_v4=1
for target in x86-64-v4-amx x86-64-v4-bf16 x86-64-v4 x86-64; do
  "$BIN/facet-compile" "$SRC" -o "$T/m.facet" --target-cpu=$target --dump-executable-sources-to="$T/src_$target"
  # The pair kernel exactly where both operands are bf16 on the bf16 target,
  # the tiles on the AMX one (the four functions' kernels past STREAM's rows).
  n=$(grep -l 'v16_dpbf16(c0_0' "$T/src_$target"/*.c 2>/dev/null | wc -l)
  tiles=$(grep -l '^ *fka_block(a, lda' "$T/src_$target"/*.c 2>/dev/null | wc -l)
  want_n=0 want_tiles=0
  [ $target = x86-64-v4-bf16 ] && want_n=4
  [ $target = x86-64-v4-amx ] && want_tiles=4
  [ "$n" = $want_n ] || fail "$target: $n kernels use vdpbf16ps, expected $want_n"
  [ "$tiles" = $want_tiles ] || fail "$target: $tiles kernels use tiles, expected $want_tiles"
  case $target in
  x86-64-v4-amx) [ $has_amx = 1 ] || { echo "skipped running $target: no AMX"; continue; } ;;
  x86-64-v4-bf16) [ $has_bf16 = 1 ] || { echo "skipped running $target: no avx512_bf16"; continue; } ;;
  x86-64-v4) [ $has_v4 = 1 ] || { echo "skipped running $target: no AVX-512"; continue; } ;;
  esac
  run_and_compare "$SRC" "$T/m.facet" mm 200x301xbf16=@"$T/x1.npy" 301x130xbf16=@"$T/w1.npy" ||
    fail "$target: mm"
  run_and_compare "$SRC" "$T/m.facet" linear_silu 143x256xbf16=@"$T/x2.npy" 200x256xbf16=@"$T/w2.npy" ||
    fail "$target: linear_silu"
  run_and_compare "$SRC" "$T/m.facet" long_k 256x2080xbf16=@"$T/x3.npy" 96x2080xbf16=@"$T/w3.npy" \
    256x96xbf16=@"$T/r3.npy" || fail "$target: long_k"
  run_and_compare "$SRC" "$T/m.facet" bmm 4x50x96xbf16=@"$T/a4.npy" 4x96x80xbf16=@"$T/b4.npy" ||
    fail "$target: bmm"
done
"$BIN/facet-compile" "$SRC" -o "$T/host.facet" --target-cpu=host
want=x86-64-v3
[ $has_v4 = 1 ] && want=x86-64-v4
[ $has_bf16 = 1 ] && want=x86-64-v4-bf16
[ $has_amx = 1 ] && want=x86-64-v4-amx
"$BIN/facet-dump" "$T/host.facet" | grep -q "^target: $want\$" || fail "host is not $want"
