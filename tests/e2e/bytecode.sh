#!/bin/sh
# MLIR bytecode (issue 35): a .mlirbc compiles to the module its text does
# and runs to the same results, bit for bit.
#   - torch.mlirbc (written by MLIR 16 from torch.mlir: a torch export with
#     a parameter, a dense_resource global, literals) and v6.mlirbc (the
#     newest layout, properties and all, from gen_versions.py) each compile
#     to the module of their text: facet-dump's listings are equal but for
#     the file names and the lines of the sites (the bytecode's lines are
#     those of its generic-form text);
#   - both modules of each pair return the same bytes for the same inputs
#     and parameters, and facet-reference reads the bytecode too.
. "$(dirname "$0")/lib.sh"
D=tests/lit/import/Inputs/bytecode
same_module() { # TEXT BYTECODE FUNCTION RESULTS input-specs...
  txt=$1 bc=$2 fn=$3 n=$4
  shift 4
  "$BIN/facet-compile" "$txt" -o "$T/txt.facet"
  "$BIN/facet-compile" "$bc" -o "$T/bc.facet"
  for m in txt bc; do
    "$BIN/facet-dump" "$T/$m.facet" | sed -e 's/ at [^ ]*:[0-9]*:[0-9]*,/ at SITE,/' -e '/^module /d' \
      -e '/^  strings /d' >"$T/$m.dump"
  done
  diff "$T/txt.dump" "$T/bc.dump" || fail "$bc: the module differs from $txt's"
  inputs=""
  for spec in "$@"; do inputs="$inputs --input=$spec"; done
  for m in txt bc; do
    outs="" i=0
    while [ "$i" -lt "$n" ]; do outs="$outs --output=@$T/$m.$i.npy" i=$((i + 1)); done
    # shellcheck disable=SC2086
    "$BIN/facet-run-module" --module="$T/$m.facet" --function="$fn" $inputs $PARAMS $outs >/dev/null
  done
  i=0
  while [ "$i" -lt "$n" ]; do
    cmp "$T/txt.$i.npy" "$T/bc.$i.npy" || fail "$bc: result $i differs from $txt's"
    i=$((i + 1))
  done
}

"$BIN/facet-npy" random 2x3xf32 --seed=1 -o "$T/a.npy"
"$BIN/facet-npy" random 3x4xf32 --seed=2 -o "$T/b.npy"
"$BIN/facet-params" "$D/torch.mlirbc" -o "$T/p.irpa" --seed=3 >/dev/null
PARAMS="--parameters=model=$T/p.irpa"
same_module "$D/torch.mlir" "$D/torch.mlirbc" generic 4 "@$T/a.npy" "@$T/b.npy"
"$BIN/facet-reference" "$D/torch.mlirbc" --function=generic --input="@$T/a.npy" --input="@$T/b.npy" \
  --parameters="model=$T/p.irpa" --output=@"$T/ref.npy" --output=@"$T/ref1.npy" --output=@"$T/ref2.npy" \
  --output=@"$T/ref3.npy"
"$BIN/facet-npy" compare "$T/bc.0.npy" "$T/ref.npy" >/dev/null || fail "torch.mlirbc against the reference"

"$BIN/facet-npy" random 2xf32 --seed=4 -o "$T/x.npy"
PARAMS=""
same_module "$D/versions.mlir" "$D/v6.mlirbc" f 1 "@$T/x.npy"
echo "bytecode: OK"
