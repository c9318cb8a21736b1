# PyTorch against the float64 reference on a real export: the logits of
# toy_llama_bs1's prefill_bs1 (64 tokens, weights of facet-params --seed=11)
# are what an eager PyTorch re-implementation of the export's math computes
# (tests/e2e/inputs/toy_llama_torch.py, run by hand; its output committed),
# within two f16 units of the largest logit (4).
. "$(dirname "$0")/lib.sh"
IN=tests/e2e/inputs/toy_llama_torch
"$BIN/facet-params" examples/exports/toy_llama_bs1.mlir --seed=11 -o "$T/w.safetensors" >/dev/null
"$BIN/facet-reference" examples/exports/toy_llama_bs1.mlir --function=prefill_bs1 \
  --parameters=model="$T/w.safetensors" --input=@$IN/tokens.npy --input=1xi64=64 --input="1x2xi64=1 2" \
  --input=3x24576xf16 --output=@"$T/logits.npy" --output=@"$T/cache.npy"
"$BIN/facet-npy" compare "$T/logits.npy" $IN/logits.npy --atol=0.004 --rtol=0 ||
  fail "prefill_bs1's logits differ from PyTorch's"
"$BIN/facet-npy" argmax "$T/logits.npy" >"$T/a"
"$BIN/facet-npy" argmax $IN/logits.npy >"$T/b"
cmp -s "$T/a" "$T/b" || fail "the arg-max of prefill_bs1's logits differs from PyTorch's"
echo "llm_torch: ok"
