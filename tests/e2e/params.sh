# Weights as parameters: a generated model whose weights are util.globals
# bound to #stream.parameter.named<"model"::"blk.N.*">. facet-params writes
# random values for them as safetensors and as IRPA (same seed, so the same
# bytes); every entry point runs from each file with identical results and
# matches the float64 reference reading the same file. Zeros (IRPA splat
# entries) leave only the residual path. A missing scope, a missing key, a
# mismatched shape and a corrupt file fail the load, naming what is wrong.
. "$(dirname "$0")/lib.sh"
SRC=$T/m.mlir
"$BIN/facet-gen-model" --layers=2 --hidden=64 --ffn=96 --max-s=8 --prefill=1 --decode=1 \
  --weights=globals -o "$SRC"
"$BIN/facet-compile" "$SRC" -o "$T/m.facet"
"$BIN/facet-params" "$T/m.facet" --format=safetensors --seed=7 -o "$T/w.safetensors" >/dev/null
"$BIN/facet-params" "$T/m.facet" --format=irpa --seed=7 -o "$T/w.irpa" >/dev/null
"$BIN/facet-params" "$T/m.facet" --format=irpa --init=zeros -o "$T/zero.irpa" >/dev/null
"$BIN/facet-params" "$T/m.facet" --list | grep -qF '"model"::"blk.1.ffn_down.weight" 64x96xf16' ||
  fail "facet-params --list"
"$BIN/facet-dump" "$T/m.facet" >"$T/dump.txt"
grep -qF '= param 0 "model"::"blk.0.ffn_norm.weight"' "$T/dump.txt" ||
  fail "facet-dump shows no PARAM command"
grep -qF 'transients: 1 block, 7 planned buffers, peak <= ' "$T/dump.txt" ||
  fail "facet-dump shows no planned transients"

run() { # function input params output
  "$BIN/facet-run-module" --module="$T/m.facet" --function="$1" --input="@$2" \
    --parameters="model=$3" --output="@$4" >/dev/null
}
for case in "prefill_bs1 16" "prefill_bs1 48" "decode_bs1 1"; do
  set -- $case
  "$BIN/facet-npy" random "1x$2x64xf16" --seed="$2" -o "$T/x.npy"
  run "$1" "$T/x.npy" "$T/w.safetensors" "$T/a.npy"
  run "$1" "$T/x.npy" "$T/w.irpa" "$T/b.npy"
  cmp -s "$T/a.npy" "$T/b.npy" || fail "$1 [$2]: safetensors and IRPA results differ"
  "$BIN/facet-reference" "$SRC" --function="$1" --input="@$T/x.npy" \
    --parameters="model=$T/w.irpa" --output="@$T/r.npy"
  "$BIN/facet-npy" compare "$T/a.npy" "$T/r.npy" >/dev/null || fail "$1 [$2] against the reference"
  # all-zero weights: every block adds 0 to its input
  run "$1" "$T/x.npy" "$T/zero.irpa" "$T/z.npy"
  "$BIN/facet-npy" compare "$T/z.npy" "$T/x.npy" >/dev/null || fail "$1 [$2] with zero weights"
done
"$BIN/facet-benchmark-module" --module="$T/m.facet" --function=decode_bs1 --input=1x1x64xf16=1 \
  --parameters=model="$T/w.safetensors" --benchmark_min_time=2x 2>/dev/null |
  grep -q '^BM_decode_bs1/process_time/real_time' || fail "benchmark with --parameters"

# Errors, each naming the parameter and the file.
expect_error 'parameter "model"::"blk.0.ffn_norm.weight" (global @blk.0.ffn_norm.weight, 64xf32) has no parameter file: none is bound to scope '"'model'" \
  "$BIN/facet-run-module" --module="$T/m.facet" --function=decode_bs1 --input=1x1x64xf16
"$BIN/facet-params" "$T/m.facet" --format=safetensors --scope=none -o "$T/empty.safetensors" >/dev/null
"$BIN/facet-params" "$T/m.facet" --format=irpa --scope=none -o "$T/empty.irpa" >/dev/null
expect_error "(global @blk.0.ffn_norm.weight, 64xf32) is not in $T/empty.safetensors, $T/empty.irpa (scope 'model')" \
  "$BIN/facet-run-module" --module="$T/m.facet" --function=decode_bs1 --input=1x1x64xf16 \
  --parameters=model="$T/empty.safetensors" --parameters=other="$T/w.irpa" \
  --parameters=model="$T/empty.irpa"
"$BIN/facet-gen-model" --layers=1 --hidden=32 --ffn=96 --max-s=8 --prefill=1 --decode=1 \
  --weights=globals -o "$T/small.mlir"
"$BIN/facet-compile" "$T/small.mlir" -o "$T/small.facet"
"$BIN/facet-params" "$T/small.facet" --format=safetensors -o "$T/small.safetensors" >/dev/null
"$BIN/facet-params" "$T/small.facet" --format=irpa -o "$T/small.irpa" >/dev/null
expect_error "parameter \"model\"::\"blk.0.ffn_norm.weight\" in $T/small.safetensors is 32xf32; global @blk.0.ffn_norm.weight expects 64xf32 (256 bytes)" \
  "$BIN/facet-run-module" --module="$T/m.facet" --function=decode_bs1 --input=1x1x64xf16 \
  --parameters=model="$T/small.safetensors"
expect_error "in $T/small.irpa is 32xf32" \
  "$BIN/facet-run-module" --module="$T/m.facet" --function=decode_bs1 --input=1x1x64xf16 \
  --parameters=model="$T/small.irpa"
head -c 100 "$T/w.safetensors" >"$T/cut.safetensors"
expect_error "$T/cut.safetensors: bad parameter file (safetensors): header length" \
  "$BIN/facet-run-module" --module="$T/m.facet" --function=decode_bs1 --input=1x1x64xf16 \
  --parameters=model="$T/cut.safetensors"
expect_error "cannot open $T/nope.irpa" \
  "$BIN/facet-run-module" --module="$T/m.facet" --function=decode_bs1 --input=1x1x64xf16 \
  --parameters=model="$T/nope.irpa"
expect_error 'is in no --parameters file' \
  "$BIN/facet-reference" "$SRC" --function=decode_bs1 --input=1x1x64xf16
# A global with an initial value instead of a parameter is refused by the compiler.
cat >"$T/init.mlir" <<'MLIR'
module @m {
  util.global private @w = dense<1.0> : tensor<4x4xf32>
  func.func @f(%arg0: !torch.vtensor<[2,4],f32>) -> !torch.vtensor<[2,4],f32> {
    %g = util.global.load @w : tensor<4x4xf32>
    %0 = torch_c.from_builtin_tensor %g : tensor<4x4xf32> -> !torch.vtensor<[4,4],f32>
    %1 = torch.aten.mm %arg0, %0 : !torch.vtensor<[2,4],f32>, !torch.vtensor<[4,4],f32> -> !torch.vtensor<[2,4],f32>
    return %1 : !torch.vtensor<[2,4],f32>
  }
}
MLIR
# A global with an inline value and no parameter is a module constant
# (tests/e2e/constants.sh): no parameter file is needed.
"$BIN/facet-compile" "$T/init.mlir" -o "$T/init.facet"
"$BIN/facet-run-module" --module="$T/init.facet" --function=f --input=2x4xf32=1 --output=- |
  grep -qF '2x4xf32=[4 4 4 4][4 4 4 4]' || fail "an initialized global"
echo "params: ok"
