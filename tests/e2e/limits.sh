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
