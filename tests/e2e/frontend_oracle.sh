# What the front end makes of complex tensors, calls and the paged-cache
# gather helper means what PyTorch computes: the float64 reference runs the
# imported IR on inputs PyTorch also ran (tests/e2e/inputs/frontend_oracle.py
# wrote both; the outputs are committed).
. "$(dirname "$0")/lib.sh"
IN=tests/e2e/inputs/frontend_oracle
M=tests/e2e/inputs/frontend_oracle.mlir

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
  for o in "$@"; do "$BIN/facet-npy" compare "$T/$o.npy" "$IN/$o.npy" --atol=1e-5 --rtol=1e-5; done
}

ref rotary rotary_x rotary_pos -- rotary_out
ref complex_ops complex_a complex_b complex_c -- complex_real complex_imag
ref paged paged_cache paged_pages paged_a paged_b -- paged_out
ref calls calls_x -- calls_exp calls_neg4
echo "frontend_oracle: ok"
