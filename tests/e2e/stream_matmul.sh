# One row of A against W[N,K] (the decode matmul) on every x86 target, each
# against the float64 reference: the single-stream kernel (K <= 2048, A read
# in place but on x86-64-v3: f16 with K = 2048, bf16 with a K tail of 8 past
# the unrolled and single vector steps, f32 with a fused epilogue), the
# 8-rows-of-W kernel over the whole of a longer K (4100, a K tail too, no K
# blocks) and 3 rows of A, read in place as f16 too (their block fits in
# half of L1) except on x86-64-v3, which converts A to f32 and prefetches
# the next rows of W.
. "$(dirname "$0")/lib.sh"
SRC=tests/e2e/inputs/stream_matmul.mlir
R="$BIN/facet-npy random"
$R 1x2048xf16 --seed=1 -o "$T/x1.npy"
$R 300x2048xf16 --min=-0.1 --max=0.1 --seed=2 -o "$T/w1.npy"
$R 1x200xbf16 --seed=3 -o "$T/x2.npy"
$R 72x200xbf16 --seed=4 -o "$T/w2.npy"
$R 1x1000xf32 --seed=5 -o "$T/x3.npy"
$R 40x1000xf32 --min=-0.1 --max=0.1 --seed=6 -o "$T/w3.npy"
$R 1x4100xf16 --seed=7 -o "$T/x4.npy"
$R 27x4100xf16 --min=-0.1 --max=0.1 --seed=8 -o "$T/w4.npy"
$R 3x700xf16 --seed=9 -o "$T/x5.npy"
$R 50x700xf16 --min=-0.1 --max=0.1 --seed=10 -o "$T/w5.npy"
for target in x86-64-v4-bf16 x86-64-v4 x86-64-v3 x86-64; do
  "$BIN/facet-compile" "$SRC" -o "$T/m.facet" --target-cpu=$target --report="$T/r.json" \
    --dump-executable-sources-to="$T/src_$target"
  # 8 accumulators along K with 32 vector registers, 4 with 16; 4100 floats
  # of A are too many for the single stream.
  ku=4
  case $target in x86-64-v4*) ku=8 ;; esac
  n=$(grep -o "stream tile=1x[0-9]*x[0-9]* reg=1x1x$ku " "$T/r.json" | sort -u | wc -l)
  [ "$n" = 3 ] || fail "$target: $n single-stream configs, expected 3 (reg=1x1x$ku)"
  grep -q "stream tile=1x[0-9]*x4100 reg=1x[0-9]* " "$T/r.json" || fail "$target: K = 4100 is not one K block"
  # AVX2 converts A to f32 and prefetches the next group's rows of W; the
  # others read f16 A in place.
  if [ $target = x86-64-v3 ]; then
    n=$(grep -l "stream_r3_w[0-9]*(int64_t kc, const float \*restrict a" "$T/src_$target"/*.c | wc -l)
    [ "$n" = 1 ] || fail "$target: 3 rows of f16 A are not converted to f32"
    n=$(grep -l "prefetch(w + [0-9]* \* ldw + k" "$T/src_$target"/*.c | wc -l)
    [ "$n" = 5 ] || fail "$target: $n of 5 kernels prefetch the next rows of W"
  else
    n=$(grep -l "stream_r3_w[0-9]*(int64_t kc, const uint16_t \*restrict a" "$T/src_$target"/*.c | wc -l)
    [ "$n" = 1 ] || fail "$target: 3 rows of f16 A are not read in place"
    ! grep -q "prefetch(w + " "$T/src_$target"/*.c || fail "$target: prefetches rows of W"
  fi
  case $target in
  x86-64-v4-bf16) grep -qw avx512_bf16 /proc/cpuinfo || { echo "skipped running $target: no avx512_bf16"; continue; } ;;
  x86-64-v4) grep -qw avx512bw /proc/cpuinfo || { echo "skipped running $target: no AVX-512"; continue; } ;;
  x86-64-v3) grep -qw avx2 /proc/cpuinfo || { echo "skipped running $target: no AVX2"; continue; } ;;
  esac
  run_and_compare "$SRC" "$T/m.facet" lin_f16 1x2048xf16=@"$T/x1.npy" 300x2048xf16=@"$T/w1.npy" || fail "$target: lin_f16"
  run_and_compare "$SRC" "$T/m.facet" lin_bf16_tail 1x200xbf16=@"$T/x2.npy" 72x200xbf16=@"$T/w2.npy" ||
    fail "$target: lin_bf16_tail"
  run_and_compare "$SRC" "$T/m.facet" lin_f32_silu 1x1000xf32=@"$T/x3.npy" 40x1000xf32=@"$T/w3.npy" ||
    fail "$target: lin_f32_silu"
  run_and_compare "$SRC" "$T/m.facet" lin_f16_long 1x4100xf16=@"$T/x4.npy" 27x4100xf16=@"$T/w4.npy" ||
    fail "$target: lin_f16_long"
  run_and_compare "$SRC" "$T/m.facet" lin_f16_rows 3x700xf16=@"$T/x5.npy" 50x700xf16=@"$T/w5.npy" ||
    fail "$target: lin_f16_rows"
done
