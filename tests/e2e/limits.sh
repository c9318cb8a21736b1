# Programs beyond what one executable holds still compile and run: a chain
# of 200 elementwise ops (more nodes than a kernel body holds) and a sum of
# 20 inputs (more bindings than a dispatch has) are split, not refused.
. "$(dirname "$0")/lib.sh"
awk 'BEGIN {
  t = "!torch.vtensor<[8,64],f32>"
  print "func.func @chain(%x: " t ") -> " t " {"
  prev = "%x"
  for (i = 0; i < 200; i++) { print "  %v" i " = torch.aten.sigmoid " prev " : " t " -> " t; prev = "%v" i }
  print "  return " prev " : " t "\n}"
  printf "func.func @wide("
  for (i = 0; i < 20; i++) printf "%s%%a%d: %s", (i ? ", " : ""), i, t
  print ") -> " t " {"
  print "  %int1 = torch.constant.int 1"
  prev = "%a0"
  for (i = 1; i < 20; i++) { print "  %s" i " = torch.aten.add.Tensor " prev ", %a" i ", %int1 : " t ", " t ", !torch.int -> " t; prev = "%s" i }
  print "  return " prev " : " t "\n}"
}' >"$T/limits.mlir"
"$BIN/facet-compile" "$T/limits.mlir" -o "$T/limits.facet" --report="$T/r.json"
"$BIN/facet-npy" random 8x64xf32 --seed=1 -o "$T/x.npy"
run_and_compare "$T/limits.mlir" "$T/limits.facet" chain "@$T/x.npy"
set --
for i in $(seq 0 19); do
  "$BIN/facet-npy" random 8x64xf32 --seed=$i -o "$T/a$i.npy"
  set -- "$@" "@$T/a$i.npy"
done
run_and_compare "$T/limits.mlir" "$T/limits.facet" wide "$@"

# Function names that are MLIR symbols but not C identifiers (a fuzzer found
# @util.global reaching the C emitter) still make distinct, valid kernels,
# also with --dedup=off where @a.b and @a_b keep their own executables.
t="!torch.vtensor<[4,16],f32>"
for name in util.global '"0 x/y"' a.b a_b; do
  printf 'func.func @%s(%%x: %s, %%w: !torch.vtensor<[16,16],f32>) -> %s {\n' "$name" "$t" "$t"
  printf '  %%y = torch.aten.mm %%x, %%w : %s, !torch.vtensor<[16,16],f32> -> %s\n' "$t" "$t"
  printf '  return %%y : %s\n}\n' "$t"
done >"$T/names.mlir"
"$BIN/facet-compile" "$T/names.mlir" -o "$T/names.facet" --dedup=off
"$BIN/facet-npy" random 4x16xf32 --seed=1 -o "$T/x.npy"
"$BIN/facet-npy" random 16x16xf32 --seed=2 -o "$T/w.npy"
for fn in util.global a.b a_b; do
  run_and_compare "$T/names.mlir" "$T/names.facet" "$fn" "@$T/x.npy" "@$T/w.npy"
done

# A contraction over K = 0 is zeros (then the epilogue) in every flavour:
# streaming (M = 1), packed (M = 64, f16), W[N,K] with a bias, on each target;
# so is a sum over an empty row, and a mean over one is NaN, as in torch.
cat >"$T/k0.mlir" <<'MLIR'
func.func @k0_stream(%x: !torch.vtensor<[1,0],f32>, %w: !torch.vtensor<[0,64],f32>, %b: !torch.vtensor<[64],f32>) -> !torch.vtensor<[1,64],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.mm %x, %w : !torch.vtensor<[1,0],f32>, !torch.vtensor<[0,64],f32> -> !torch.vtensor<[1,64],f32>
  %1 = torch.aten.add.Tensor %0, %b, %int1 : !torch.vtensor<[1,64],f32>, !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[1,64],f32>
  return %1 : !torch.vtensor<[1,64],f32>
}
func.func @k0_packed(%x: !torch.vtensor<[64,0],f16>, %w: !torch.vtensor<[0,128],f16>) -> !torch.vtensor<[64,128],f16> {
  %0 = torch.aten.mm %x, %w : !torch.vtensor<[64,0],f16>, !torch.vtensor<[0,128],f16> -> !torch.vtensor<[64,128],f16>
  return %0 : !torch.vtensor<[64,128],f16>
}
func.func @sum_empty(%x: !torch.vtensor<[4,0],f32>) -> !torch.vtensor<[4],f32> {
  %int1 = torch.constant.int 1
  %l = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %false = torch.constant.bool false
  %none = torch.constant.none
  %0 = torch.aten.sum.dim_IntList %x, %l, %false, %none : !torch.vtensor<[4,0],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}
func.func @mean_empty(%x: !torch.vtensor<[2,3,0],f16>) -> !torch.vtensor<[2,3,1],f16> {
  %int2 = torch.constant.int 2
  %l = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %true = torch.constant.bool true
  %none = torch.constant.none
  %0 = torch.aten.mean.dim %x, %l, %true, %none : !torch.vtensor<[2,3,0],f16>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2,3,1],f16>
  return %0 : !torch.vtensor<[2,3,1],f16>
}
func.func @k0_linear(%x: !torch.vtensor<[8,0],f32>, %w: !torch.vtensor<[32,0],f32>, %b: !torch.vtensor<[32],f32>) -> !torch.vtensor<[8,32],f32> {
  %0 = torch.aten.linear %x, %w, %b : !torch.vtensor<[8,0],f32>, !torch.vtensor<[32,0],f32>, !torch.vtensor<[32],f32> -> !torch.vtensor<[8,32],f32>
  return %0 : !torch.vtensor<[8,32],f32>
}
MLIR
"$BIN/facet-npy" random 64xf32 --seed=3 -o "$T/b64.npy"
"$BIN/facet-npy" random 32xf32 --seed=4 -o "$T/b32.npy"
for target in x86-64 x86-64-v3 host; do
  "$BIN/facet-compile" "$T/k0.mlir" -o "$T/k0.facet" --target-cpu=$target
  run_and_compare "$T/k0.mlir" "$T/k0.facet" k0_stream 1x0xf32 0x64xf32 "@$T/b64.npy"
  run_and_compare "$T/k0.mlir" "$T/k0.facet" k0_packed 64x0xf16 0x128xf16
  run_and_compare "$T/k0.mlir" "$T/k0.facet" k0_linear 8x0xf32 32x0xf32 "@$T/b32.npy"
  run_and_compare "$T/k0.mlir" "$T/k0.facet" sum_empty 4x0xf32
  run_and_compare "$T/k0.mlir" "$T/k0.facet" mean_empty 2x3x0xf16
done
# one value splats over an empty input too, as over any other
"$BIN/facet-run-module" --module="$T/k0.facet" --function=sum_empty --input=4x0xf32=1.5 >"$T/splat.txt"
grep -q "^4xf32=0 0 0 0$" "$T/splat.txt" || { cat "$T/splat.txt"; fail "splat over an empty input"; }
# The kernels are not built with the sanitizers: valgrind checks that K = 0
# reads nothing of the empty operands (64 reports per call before the fix)
# and that a reduction over an empty row writes its result. valgrind does not
# know AVX-512, so x86-64-v3 and x86-64; nor does it run sanitizer builds.
if command -v valgrind >/dev/null 2>&1 && ! grep -q "__asan_init\|__tsan_init" "$BIN/facet-run-module"; then
  for target in x86-64 x86-64-v3; do
    "$BIN/facet-compile" "$T/k0.mlir" -o "$T/k0.facet" --target-cpu=$target
    for call in "k0_stream --input=1x0xf32 --input=0x64xf32 --input=@$T/b64.npy" \
      "k0_packed --input=64x0xf16 --input=0x128xf16" \
      "k0_linear --input=8x0xf32 --input=32x0xf32 --input=@$T/b32.npy" \
      "sum_empty --input=4x0xf32" "mean_empty --input=2x3x0xf16"; do
      # shellcheck disable=SC2086
      valgrind --quiet --error-exitcode=99 "$BIN/facet-run-module" --module="$T/k0.facet" \
        --function=$call >/dev/null 2>"$T/vg.txt" || { cat "$T/vg.txt"; fail "valgrind: $target $call"; }
    done
  done
fi
