# Functions with many shape symbols compile and run: 40 arguments of
# [?,?] (80 symbols) and 500 (1000 symbols), each through exp, every
# argument with its own shape. Printing and host programs once indexed a
# fixed table of 64 symbol names (a crash past 64 symbols).
. "$(dirname "$0")/lib.sh"

# exp_args N: a function @f of N [?,?] arguments returning exp of each, and
# @one (the same for one argument) for the reference.
exp_args() {
  awk -v n="$1" 'BEGIN {
    t = "!torch.vtensor<[?,?],f32>"
    printf "func.func @f("
    for (i = 0; i < n; i++) printf "%s%%a%d: %s", (i ? ", " : ""), i, t
    printf ") -> ("
    for (i = 0; i < n; i++) printf "%s%s", (i ? ", " : ""), t
    print ") {"
    for (i = 0; i < n; i++) print "  %e" i " = torch.aten.exp %a" i " : " t " -> " t
    printf "  return"
    for (i = 0; i < n; i++) printf "%s%%e%d", (i ? ", " : " "), i
    printf " :"
    for (i = 0; i < n; i++) printf "%s%s", (i ? ", " : " "), t
    print "\n}"
    print "func.func @one(%a: " t ") -> " t " {"
    print "  %e = torch.aten.exp %a : " t " -> " t
    print "  return %e : " t "\n}"
  }'
}

for n in 40 500; do
  exp_args $n >"$T/exp$n.mlir"
  "$BIN/facet-opt" "$T/exp$n.mlir" >"$T/p1.mlir"
  "$BIN/facet-opt" "$T/p1.mlir" >"$T/p2.mlir"
  cmp -s "$T/p1.mlir" "$T/p2.mlir" || fail "exp$n: facet-opt output does not read back to the same text"
  grep -q 'torch.symbolic_int "arg'"$((n - 1))"'.d1"' "$T/p1.mlir" || fail "exp$n: symbol arg$((n - 1)).d1 not printed"
  "$BIN/facet-compile" "$T/exp$n.mlir" -o "$T/exp$n.facet"
  # argument i has shape (1 + i % 7) x (1 + i % 11); results 0, 1, n/2 and
  # n-1 are written and compared with the reference
  set --
  outs=""
  for i in $(seq 0 $((n - 1))); do
    shape="$((1 + i % 7))x$((1 + i % 11))xf32"
    [ -e "$T/in_$shape.npy" ] || "$BIN/facet-npy" random "$shape" --seed=$i -o "$T/in_$shape.npy"
    set -- "$@" "--input=@$T/in_$shape.npy"
    case $i in 0 | 1 | $((n / 2)) | $((n - 1))) outs="$outs --output=@$T/out$i.npy" ;; *) outs="$outs --output=" ;; esac
  done
  # shellcheck disable=SC2086
  "$BIN/facet-run-module" --module="$T/exp$n.facet" --function=f "$@" $outs >/dev/null
  for i in 0 1 $((n / 2)) $((n - 1)); do
    shape="$((1 + i % 7))x$((1 + i % 11))xf32"
    "$BIN/facet-reference" "$T/exp$n.mlir" --function=one --input=@"$T/in_$shape.npy" --output=@"$T/ref$i.npy"
    "$BIN/facet-npy" compare "$T/out$i.npy" "$T/ref$i.npy"
  done
done
echo "many_symbols: ok"
