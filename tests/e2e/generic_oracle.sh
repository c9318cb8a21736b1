# The float64 reference's linalg.generic (src/ir/reference_generic.c): the
# sharktank rotary helper, a reduction with two results, integer ops at i8
# (wrapping, signed and unsigned readings, division by zero, shifts past
# the width) and float ops rounded to their types, against values written
# outside facet by tests/e2e/inputs/generic_oracle.py (committed .npy).
. "$(dirname "$0")/lib.sh"
IN=tests/e2e/inputs/generic_oracle
M=tests/e2e/inputs/generic_oracle.mlir

ref() { # ref FUNCTION inputs... -- outputs...
  fn=$1
  shift
  args=""
  while [ "$1" != "--" ]; do args="$args --input=@$IN/$1.npy"; shift; done
  shift
  outs=""
  for o in "$@"; do outs="$outs --output=@$T/$o.npy"; done
  # shellcheck disable=SC2086
  "$BIN/facet-reference" "$M" --function="$fn" $args $outs
  for o in "$@"; do
    "$BIN/facet-npy" compare "$T/$o.npy" "$IN/$o.npy" --elementwise --same-dtype >/dev/null ||
      fail "@$fn: $o differs: $("$BIN/facet-npy" compare "$T/$o.npy" "$IN/$o.npy" --elementwise)"
  done
}

ref rotary rotary_x rotary_angles -- rotary_out
ref reduce reduce_x reduce_k -- reduce_sum reduce_count
ref ints ints_a ints_b -- ints_out0 ints_out1 ints_out2 ints_out3 ints_out4 ints_out5
ref floats floats_x floats_y floats_n -- floats_out0 floats_out1 floats_out2 floats_out3 floats_out4

# A tensor.extract outside its tensor is an error, not a read out of bounds.
sed 's/%10 = arith.muli %6, %c2 : index/%10 = arith.muli %6, %c3 : index/' "$M" >"$T/oob.mlir"
expect_error "linalg.generic: tensor.extract of operand 2 reads index 9 of dim 3 of size 8" \
  "$BIN/facet-reference" "$T/oob.mlir" --function=rotary --input=@$IN/rotary_x.npy \
  --input=@$IN/rotary_angles.npy --output=@"$T/o.npy"
echo "generic_oracle: ok"
