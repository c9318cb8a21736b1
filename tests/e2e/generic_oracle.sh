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
# Many operands: a function of 70 inputs summed by one linalg.generic of 70
# ins (facet-reference once kept 64 inputs and read operands from an array
# of 64): 1 + 2 + ... + 70 = 2485.
n=70
{
  printf 'func.func @many('
  i=1
  while [ $i -le $n ]; do printf '%%a%d: tensor<4xf32>%s' $i "$([ $i -lt $n ] && echo ', ')"; i=$((i + 1)); done
  printf ') -> tensor<4xf32> {\n  %%init = arith.constant dense<0.0> : tensor<4xf32>\n'
  printf '  %%r = linalg.generic {indexing_maps = ['
  i=0
  while [ $i -le $n ]; do printf 'affine_map<(d0) -> (d0)>%s' "$([ $i -lt $n ] && echo ', ')"; i=$((i + 1)); done
  printf '], iterator_types = ["parallel"]} ins('
  i=1
  while [ $i -le $n ]; do printf '%%a%d%s' $i "$([ $i -lt $n ] && echo ', ')"; i=$((i + 1)); done
  printf ' : '
  i=1
  while [ $i -le $n ]; do printf 'tensor<4xf32>%s' "$([ $i -lt $n ] && echo ', ')"; i=$((i + 1)); done
  printf ') outs(%%init : tensor<4xf32>) {\n  ^bb0('
  i=1
  while [ $i -le $n ]; do printf '%%x%d: f32, ' $i; i=$((i + 1)); done
  printf '%%o: f32):\n    %%s1 = arith.addf %%x1, %%o : f32\n'
  i=2
  while [ $i -le $n ]; do printf '    %%s%d = arith.addf %%s%d, %%x%d : f32\n' $i $((i - 1)) $i; i=$((i + 1)); done
  printf '    linalg.yield %%s%d : f32\n  } -> tensor<4xf32>\n  return %%r : tensor<4xf32>\n}\n' $n
} >"$T/many.mlir"
sed -n '1s/^func.func @many(\(.*\)) -> .*/func.func @last(\1) -> tensor<4xf32> {/p' "$T/many.mlir" >>"$T/many.mlir"
printf '  return %%a%d : tensor<4xf32>\n}\n' $n >>"$T/many.mlir"
inputs=""
i=1
while [ $i -le $n ]; do inputs="$inputs --input=4xf32=$i"; i=$((i + 1)); done
# shellcheck disable=SC2086
"$BIN/facet-reference" "$T/many.mlir" --function=many $inputs --output=@"$T/many.npy"
"$BIN/facet-npy" print "$T/many.npy" | grep -qx '4xf32=2485 2485 2485 2485' ||
  fail "70 inputs: $("$BIN/facet-npy" print "$T/many.npy")"
# shellcheck disable=SC2086
"$BIN/facet-reference" "$T/many.mlir" --function=last $inputs --output=@"$T/last.npy"
"$BIN/facet-npy" print "$T/last.npy" | grep -qx '4xf32=70 70 70 70' || fail "input 70 is not the 70th"
echo "generic_oracle: ok"
