#!/bin/sh
# Constants: tensors whose values are in the program. Dense
# torch.vtensor.literal (f32, bf16, si64, i1) and util.globals with only an
# inline value (dense, splat) compile into the module (constant data,
# CONST_DATA commands; splats inlined into kernels) and every function
# matches facet-reference. Identical constants are stored once; a constant
# returned as a result is the caller's own copy. The real exports with
# literals and inline weights get past them (they may stop later, at ops
# not compiled yet).
. "$(dirname "$0")/lib.sh"
SRC=tests/e2e/inputs/constants.mlir
"$BIN/facet-compile" "$SRC" -o "$T/c.facet"
"$BIN/facet-dump" "$T/c.facet" >"$T/dump.txt"
# 8 literals and 3 inline globals: 2 literals repeat another's bytes, the
# splat globals need no storage
grep -qF 'constants (7, 420 bytes):' "$T/dump.txt" || { cat "$T/dump.txt"; fail "constant table"; }
grep -qF '6: 3x3xf32, 36 bytes at offset 384' "$T/dump.txt" || fail "inline global as a constant"
grep -qF '= constant 5 4xi1' "$T/dump.txt" || fail "CONST_DATA of the i1 literal"

"$BIN/facet-npy" random 2x3xf32 --seed=1 -o "$T/x23.npy"
"$BIN/facet-npy" random 4xbf16 --seed=2 -o "$T/x4bf.npy"
"$BIN/facet-npy" random 3xi64 --seed=3 --min=-1000 --max=1000 -o "$T/x3i.npy"
"$BIN/facet-npy" random 5x2xf32 --seed=4 -o "$T/x52.npy"
"$BIN/facet-npy" random 4xf32 --seed=5 -o "$T/x4a.npy"
"$BIN/facet-npy" random 4xf32 --seed=6 -o "$T/x4b.npy"
"$BIN/facet-npy" random 3xf32 --seed=7 -o "$T/x3.npy"
# (run_and_compare fails the script through set -e: not under ||)
for case in f32_literal:@$T/x23.npy f32_literal_again:@$T/x23.npy bf16_literal:4xbf16=@$T/x4bf.npy \
  si64_literal:@$T/x3i.npy index_literal:@$T/x52.npy inline_globals:@$T/x23.npy \
  splat_matmul:@$T/x23.npy; do
  echo "$case"
  run_and_compare "$SRC" "$T/c.facet" "${case%%:*}" "${case#*:}"
done >"$T/compare.log"
compare_outputs "$SRC" "$T/c.facet" i1_literal 1 "@$T/x4a.npy" "@$T/x4b.npy" >>"$T/compare.log"
compare_outputs "$SRC" "$T/c.facet" literal_result 2 "@$T/x3.npy" >>"$T/compare.log"
# the values themselves, not only agreement with the reference
"$BIN/facet-run-module" --module="$T/c.facet" --function=si64_literal --input=3xi64=1 \
  --output=- | grep -qF '3xi64=8 -2 1099511627777' || fail "si64 literal values"
"$BIN/facet-run-module" --module="$T/c.facet" --function=i1_literal --input=4xf32=1 \
  --input=4xf32=2 --output=- | grep -qF '4xf32=1 2 2 1' || fail "i1 literal values"
"$BIN/facet-run-module" --module="$T/c.facet" --function=inline_globals --input=2x3xf32=1 \
  --output=- | grep -qF '2x3xf32=[6.75 0 4.25][6.75 0 4.25]' || fail "inline global values"
"$BIN/facet-run-module" --module="$T/c.facet" --function=splat_matmul --input=2x3xf32=2 \
  --output=- | grep -qF '2x2xf32=[3 3][3 3]' || fail "splat global read by a matmul"

# A global with neither a parameter nor a value is refused, naming it.
cat >"$T/novalue.mlir" <<'MLIR'
module @m {
  util.global private mutable @w : tensor<4xf32>
  func.func @f(%arg0: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
    %g = util.global.load @w : tensor<4xf32>
    %0 = torch_c.from_builtin_tensor %g : tensor<4xf32> -> !torch.vtensor<[4],f32>
    %int1 = torch.constant.int 1
    %1 = torch.aten.add.Tensor %arg0, %0, %int1 : !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
    return %1 : !torch.vtensor<[4],f32>
  }
}
MLIR
expect_error "util.global @w has no value" "$BIN/facet-compile" "$T/novalue.mlir" -o "$T/nv.facet"

# The exports: no literal nor inline global is reported unsupported.
for x in clip_toy_bf16 sharkai_llama_bs4_bs32_inline_weights; do
  "$BIN/facet-compile" "examples/exports/$x.mlir" -o "$T/$x.facet" >"$T/$x.log" 2>&1 || true
  if grep -qE 'torch.vtensor.literal|util.global|constant' "$T/$x.log"; then
    cat "$T/$x.log"
    fail "$x: constants still refused"
  fi
done
echo "constants: ok"
