# int8 (-> int32, -> int8) and f64 matmuls on the tiled kernels of
# emit_exact.c / mm_exact.h, against facet-reference on every target:
# x86-64-v4-bf16 (vpdpbusd, A offset by 128 and B's column sums), x86-64-v4
# (vpmaddwd zmm), x86-64-v3 (vpmaddwd ymm), x86-64 (scalar C). Integers must
# match exactly; int8 values span -128..127 (the u8 offset and vpmaddubsw's
# saturation would show there). Shapes have M, N and K remainders of every
# tile (register rows, 16/32-column strips, 4-value steps, K blocks).
. "$(dirname "$0")/lib.sh"
m=tests/e2e/inputs/exact_matmul.mlir
npy() { "$BIN/facet-npy" "$@"; }
i8() { npy random "$1xi8" --seed="$2" --min=-128 --max=127 -o "$T/$3.npy"; }
f64() { npy random "$1xf64" --seed="$2" -o "$T/$3.npy"; }
exact() { "$BIN/facet-npy" compare "$T/out.npy" "$T/ref.npy" --atol=0 --rtol=0 --same-dtype || fail "$*"; }
# (M, K, N): a decode row, register-tile and strip remainders, K not a
# multiple of 4, K over one block (1024 int8 values), extremes at K = 2049.
shapes="1x64x32 7x13x45 33x1031x70 9x2049x17 70x260x300"
seed=1
for s in $shapes; do
  M=${s%%x*} rest=${s#*x} K=${rest%%x*} N=${rest#*x}
  i8 "${M}x$K" $seed a$s; i8 "${K}x$N" $((seed + 1)) b$s; i8 "${N}x$K" $((seed + 2)) w$s
  f64 "${M}x$K" $((seed + 3)) fa$s; f64 "${K}x$N" $((seed + 4)) fb$s; f64 "${N}x$K" $((seed + 5)) fw$s
  seed=$((seed + 6))
done
# the extremes: every product -128 x -128 and -128 x 127 (sums far past int16)
npy random 5x300xi8 --seed=90 --min=-128 --max=-128 -o "$T/amin.npy"
npy random 300x40xi8 --seed=91 --min=-128 --max=-128 -o "$T/bmin.npy"
npy random 300x40xi8 --seed=92 --min=127 --max=127 -o "$T/bmax.npy"
i8 3x19x23 93 ba; i8 3x23x37 94 bb; i8 23x17 95 sb
f64 2x9x30 96 fba; f64 2x30x21 97 fbb
i8 1x1031 98 r1a; i8 1031x1100 99 r1b; i8 8x77 100 r8a; i8 77x130 101 r8b; i8 6x1031 102 r6a; i8 70x1031 103 r6w
has() { grep -qw "$1" /proc/cpuinfo; }
target_runs() {
  case $1 in
  x86-64-v4-bf16) has avx512_bf16 && has avx512_vnni && has avx512bw ;;
  x86-64-v4) has avx512bw && has avx512vl && has avx512dq ;;
  x86-64-v3) has avx2 && has fma ;;
  *) true ;;
  esac
}
for target in x86-64-v4-bf16 x86-64-v4 x86-64-v3 x86-64; do
  "$BIN/facet-compile" "$m" -o "$T/m.facet" --target-cpu=$target --report="$T/report.json"
  grep -q '"i8 tile=' "$T/report.json" || fail "$target: no int8 tiled kernel"
  grep -q '"f64 tile=' "$T/report.json" || fail "$target: no f64 tiled kernel"
  if [ $target = x86-64-v4-bf16 ]; then
    grep -q 'kernel=vpdpbusd-zmm isa' "$T/report.json" || fail "no vpdpbusd"
    grep -q 'kernel=vpdpbusd-zmm-stream' "$T/report.json" || fail "no few-row vpdpbusd kernel"
  else
    grep -q 'kernel=vpdpbusd' "$T/report.json" && fail "$target: vpdpbusd"
  fi
  if ! target_runs "$target"; then continue; fi
  for s in $shapes; do
    run_and_compare "$m" "$T/m.facet" int_mm "@$T/a$s.npy" "@$T/b$s.npy"; exact "$target int_mm $s"
    run_and_compare "$m" "$T/m.facet" int_mm_wt "@$T/a$s.npy" "@$T/w$s.npy"; exact "$target int_mm_wt $s"
    run_and_compare "$m" "$T/m.facet" mm_i8 "@$T/a$s.npy" "@$T/b$s.npy"; exact "$target mm_i8 $s"
    run_and_compare "$m" "$T/m.facet" mm_f64 "@$T/fa$s.npy" "@$T/fb$s.npy"
    run_and_compare "$m" "$T/m.facet" linear_f64 "@$T/fa$s.npy" "@$T/fw$s.npy"
  done
  run_and_compare "$m" "$T/m.facet" int_mm "@$T/amin.npy" "@$T/bmin.npy"; exact "$target -128 x -128"
  run_and_compare "$m" "$T/m.facet" int_mm "@$T/amin.npy" "@$T/bmax.npy"; exact "$target -128 x 127"
  run_and_compare "$m" "$T/m.facet" bmm_i8 "@$T/ba.npy" "@$T/bb.npy"; exact "$target bmm_i8"
  run_and_compare "$m" "$T/m.facet" matmul_i8_shared "@$T/ba.npy" "@$T/sb.npy"; exact "$target matmul_i8_shared"
  run_and_compare "$m" "$T/m.facet" bmm_f64 "@$T/fba.npy" "@$T/fbb.npy"
  run_and_compare "$m" "$T/m.facet" int_mm_rows1 "@$T/r1a.npy" "@$T/r1b.npy"; exact "$target int_mm_rows1"
  run_and_compare "$m" "$T/m.facet" int_mm_rows8 "@$T/r8a.npy" "@$T/r8b.npy"; exact "$target int_mm_rows8"
  run_and_compare "$m" "$T/m.facet" mm_i8_rows6_wt "@$T/r6a.npy" "@$T/r6w.npy"; exact "$target mm_i8_rows6_wt"
done
echo "exact_matmul: ok"
