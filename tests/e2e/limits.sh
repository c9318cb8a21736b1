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
