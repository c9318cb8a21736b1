# Quantized parameter files (docs/quantization.md, "Binding quantized
# weights"): facet-params --quantize turns a float parameter file into GGUF
# with ggml-quantized 2-D weights; a float module binds them dequantized at
# load (--load-stats reports it), and runs as the float64 reference reading
# the same file. A module (here, the reference's program) that reads a
# weight as planes W:d, W:qs gets W's blocks repacked: dequantizing the
# planes with torch ops gives exactly the tensor dequantized at load.
. "$(dirname "$0")/lib.sh"
SRC=$T/m.mlir
"$BIN/facet-gen-model" --layers=1 --hidden=64 --ffn=96 --max-s=8 --prefill=1 --decode=1 \
  --weights=globals -o "$SRC"
"$BIN/facet-compile" "$SRC" -o "$T/m.facet"
"$BIN/facet-params" "$T/m.facet" --format=safetensors --seed=3 -o "$T/w.safetensors" >/dev/null
"$BIN/facet-npy" random 1x16x64xf16 --seed=5 -o "$T/x.npy"
"$BIN/facet-run-module" --module="$T/m.facet" --function=prefill_bs1 --input="@$T/x.npy" \
  --parameters=model="$T/w.safetensors" --output="@$T/float.npy" >/dev/null
for q in q8_0 q4_0 q4_1; do
  "$BIN/facet-params" --quantize=$q "$T/w.safetensors" -o "$T/w.$q.gguf" >"$T/q.out"
  grep -qF "quantized to $q" "$T/q.out" || { cat "$T/q.out"; fail "facet-params --quantize=$q"; }
  "$BIN/facet-run-module" --module="$T/m.facet" --function=prefill_bs1 --input="@$T/x.npy" \
    --parameters=model="$T/w.$q.gguf" --output="@$T/a.npy" --load-stats >/dev/null 2>"$T/stats"
  grep -qE '^load: .* [1-9][0-9]* made from quantized tensors' "$T/stats" ||
    { cat "$T/stats"; fail "$q: --load-stats"; }
  "$BIN/facet-reference" "$SRC" --function=prefill_bs1 --input="@$T/x.npy" \
    --parameters=model="$T/w.$q.gguf" --output="@$T/r.npy"
  "$BIN/facet-npy" compare "$T/a.npy" "$T/r.npy" >/dev/null || fail "$q against the reference"
  cmp -s "$T/a.npy" "$T/float.npy" && fail "$q: the quantized weights were not used"
done
# Planes of one weight, dequantized by the program, against the weight
# dequantized at load (the reference reads both from the same GGUF).
cat >"$T/planes.mlir" <<'MLIR'
module @m {
  util.global private @d = #stream.parameter.named<"model"::"blk.0.ffn_down.weight:d"> : tensor<64x3x1xf16>
  util.global private @qs = #stream.parameter.named<"model"::"blk.0.ffn_down.weight:qs"> : tensor<64x3x32xi8>
  util.global private @w = #stream.parameter.named<"model"::"blk.0.ffn_down.weight"> : tensor<64x96xf32>
  func.func @planes(%arg0: !torch.vtensor<[1],f32>) -> !torch.vtensor<[64,96],f32> {
    %int6 = torch.constant.int 6
    %int64 = torch.constant.int 64
    %int96 = torch.constant.int 96
    %false = torch.constant.bool false
    %none = torch.constant.none
    %a = util.global.load @d : tensor<64x3x1xf16>
    %b = util.global.load @qs : tensor<64x3x32xi8>
    %0 = torch_c.from_builtin_tensor %a : tensor<64x3x1xf16> -> !torch.vtensor<[64,3,1],f16>
    %1 = torch_c.from_builtin_tensor %b : tensor<64x3x32xi8> -> !torch.vtensor<[64,3,32],si8>
    %2 = torch.aten.to.dtype %1, %int6, %false, %false, %none : !torch.vtensor<[64,3,32],si8>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[64,3,32],f32>
    %3 = torch.aten.to.dtype %0, %int6, %false, %false, %none : !torch.vtensor<[64,3,1],f16>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[64,3,1],f32>
    %4 = torch.aten.mul.Tensor %2, %3 : !torch.vtensor<[64,3,32],f32>, !torch.vtensor<[64,3,1],f32> -> !torch.vtensor<[64,3,32],f32>
    %5 = torch.prim.ListConstruct %int64, %int96 : (!torch.int, !torch.int) -> !torch.list<int>
    %6 = torch.aten.view %4, %5 : !torch.vtensor<[64,3,32],f32>, !torch.list<int> -> !torch.vtensor<[64,96],f32>
    return %6 : !torch.vtensor<[64,96],f32>
  }
  func.func @whole(%arg0: !torch.vtensor<[1],f32>) -> !torch.vtensor<[64,96],f32> {
    %a = util.global.load @w : tensor<64x96xf32>
    %0 = torch_c.from_builtin_tensor %a : tensor<64x96xf32> -> !torch.vtensor<[64,96],f32>
    return %0 : !torch.vtensor<[64,96],f32>
  }
}
MLIR
for fn in planes whole; do
  "$BIN/facet-reference" "$T/planes.mlir" --function=$fn --input=1xf32 \
    --parameters=model="$T/w.q8_0.gguf" --output="@$T/$fn.npy"
done
cmp -s "$T/planes.npy" "$T/whole.npy" || fail "planes dequantized differ from the tensor dequantized"
expect_error 'is 64x96xq4_1, whose planes are exactly d, m, qs: the module lacks m' \
  "$BIN/facet-reference" "$T/planes.mlir" --function=planes --input=1xf32 \
  --parameters=model="$T/w.q4_1.gguf" --output="@$T/p.npy"
# Errors
expect_error "bad --quantize 'q6_K' (q8_0, q4_0, q4_1 or q4_K)" \
  "$BIN/facet-params" --quantize=q6_K "$T/w.safetensors" -o "$T/x.gguf"
expect_error 'in '"$T"'/w.q4_0.gguf is plane "qs" of "blk.0.ffn_down.weight", a 64x96xq4_0 tensor: 64x3x16xi8 (or ui8)' \
  "$BIN/facet-reference" "$T/planes.mlir" --function=planes --input=1xf32 \
  --parameters=model="$T/w.q4_0.gguf" --output="@$T/p.npy"
echo "params_quant: ok"
