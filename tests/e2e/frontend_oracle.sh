# What the front end makes of complex tensors, calls, the paged-cache
# gather helper, sharktank's rotary linalg.generic and grouped-query
# attention's repeated key/value heads means what PyTorch computes: the
# float64 reference runs the imported IR, and the compiled module its
# kernels, on inputs PyTorch also ran
# (tests/e2e/inputs/frontend_oracle.py wrote both; the outputs are
# committed). The reference of linalg.generic comes later: @rotary_generic
# runs compiled only.
. "$(dirname "$0")/lib.sh"
IN=tests/e2e/inputs/frontend_oracle
M=tests/e2e/inputs/frontend_oracle.mlir
"$BIN/facet-compile" "$M" -o "$T/fo.facet"

check() { # check ref|compiled FUNCTION inputs... -- outputs...
  how=$1 fn=$2
  shift 2
  args=""
  while [ "$1" != "--" ]; do args="$args --input=@$IN/$1.npy"; shift; done
  shift
  outs=""
  for o in "$@"; do outs="$outs --output=@$T/$o.npy"; done
  if [ "$how" = ref ]; then
    # shellcheck disable=SC2086
    "$BIN/facet-reference" "$M" --function="$fn" $args $outs
  else
    # shellcheck disable=SC2086
    "$BIN/facet-run-module" --module="$T/fo.facet" --function="$fn" $args $outs >/dev/null
  fi
  for o in "$@"; do "$BIN/facet-npy" compare "$T/$o.npy" "$IN/$o.npy" --atol=1e-5 --rtol=1e-5; done
}

for how in ref compiled; do
  check $how rotary rotary_x rotary_pos -- rotary_out
  check $how complex_ops complex_a complex_b complex_c -- complex_real complex_imag
  check $how paged paged_cache paged_pages paged_a paged_b -- paged_out
  check $how calls calls_x -- calls_exp calls_neg4
  check $how gqa gqa_q gqa_k gqa_v -- gqa_out0 gqa_out1 gqa_out2
done
check compiled rotary_generic rotgen_x rotgen_ang -- rotgen_out
echo "frontend_oracle: ok"
