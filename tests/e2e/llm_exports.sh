# The real exports of examples/exports through the float64 reference, with
# weights facet-params writes from their MLIR (issue 17):
#   - facet-params scales the weights by role so that the logits are finite
#     and their arg-max varies across positions;
#   - facet-generate runs each export's prefill and decode the way shark-ai's
#     server does (two sequences of different lengths on the bs4 export, one
#     crossing a page while it decodes) and, after every decode step, checks
#     that a prefill of the same tokens gives the logits decode gave: the
#     cache prefill writes and decode reads agree, whatever the ops mean;
#   - the bs1, bs4, 2026 and 2024-11 exports of one model (the last with
#     complex-tensor rotary embeddings, slice_scatter cache updates, block
#     stride 16) with the same weights (facet-params draws each parameter
#     from its key) generate the same tokens;
#   - the CLIP encoder runs, its pooled output finite.
# The compiled path joins with --module=M.facet once facet-compile accepts
# the exports (facet-generate --module --reference compares every step).
. "$(dirname "$0")/lib.sh"
E=examples/exports

"$BIN/facet-params" $E/toy_llama_bs1.mlir -o "$T/bs1.irpa" --seed=3 >/dev/null
"$BIN/facet-params" $E/toy_llama_bs4.mlir -o "$T/bs4.safetensors" --seed=3 >/dev/null
"$BIN/facet-params" $E/toy_llama_2026.mlir -o "$T/2026.irpa" --seed=3 >/dev/null
"$BIN/facet-params" $E/toy_llama_2024_11.mlir -o "$T/2024.irpa" --seed=3 >/dev/null
"$BIN/facet-params" $E/clip_toy_bf16.mlir -o "$T/clip.safetensors" --seed=3 >/dev/null
"$BIN/facet-params" $E/toy_llama_bs1.mlir --list >"$T/list"
for want in '"model"::"token_embd.weight" 256x256xf32  embedding normal(0, 1)' \
  '"model"::"blk.0.attn_norm.weight" 256xf32  norm normal(1, 0.1)' \
  '"model"::"blk.2.ffn_down.weight" 256x23xf32  matrix normal(0, 0.2085)' \
  '"model"::"output_norm.weight" 1x256xf32  norm normal(1, 0.1)'; do
  grep -qxF "$want" "$T/list" || { cat "$T/list"; fail "facet-params --list: no line '$want'"; }
done
[ "$(wc -l <"$T/list")" = 30 ] || fail "toy_llama_bs1 has 30 parameters"

# One prefill: finite logits, an arg-max that varies across the 50 real positions.
"$BIN/facet-npy" random 1x64xi64 --min=0 --max=255 --seed=4 -o "$T/tokens.npy"
"$BIN/facet-reference" $E/toy_llama_bs1.mlir --function=prefill_bs1 --parameters=model="$T/bs1.irpa" \
  --input=@"$T/tokens.npy" --input=1xi64=50 --input="1x2xi64=1 2" --input=3x24576xf16 \
  --output=@"$T/logits.npy" --output=@"$T/cache.npy"
"$BIN/facet-npy" print "$T/logits.npy" --print_max_element_count=20000 | grep -qi 'nan\|inf' &&
  fail "prefill_bs1 logits are not finite"
distinct=$("$BIN/facet-npy" argmax "$T/logits.npy" | head -n 50 | sort -u | wc -l)
[ "$distinct" -ge 10 ] || fail "the arg-max of prefill_bs1's logits takes $distinct values over 50 positions"

# Generation with the decode check on each export.
P0="12 200 7 45 99 3 180 66 250 31 8 140 77 19 222 5 91 160 43 2 118 64 210 37 150 88 11 199 54 230 72 16 133 244 6 101 57 170 28 95"
P1="9 81 147 33 205 62 14"
gen() { # NAME SOURCE PARAMS PROMPTS
  "$BIN/facet-generate" --reference="$2" ${3:+--parameters=model="$3"} --prompt="$4" --steps=2 \
    --check-decode >"$T/$1.out" || { cat "$T/$1.out"; fail "$1: facet-generate"; }
  [ "$(grep -c 'decode check' "$T/$1.out")" = 2 ] || { cat "$T/$1.out"; fail "$1: no decode check"; }
}
gen bs1 $E/toy_llama_bs1.mlir "$T/bs1.irpa" "$P0"
gen bs4 $E/toy_llama_bs4.mlir "$T/bs4.safetensors" "$P0;$P1"
gen 2026 $E/toy_llama_2026.mlir "$T/2026.irpa" "$P0"
gen 2024 $E/toy_llama_2024_11.mlir "$T/2024.irpa" "$P0"
gen inline $E/sharkai_llama_bs4_bs32_inline_weights.mlir "" "$P1;$P0"
grep -q '^2 sequences, prefill batch 4, decode batch 32, block_seq_stride 16' "$T/inline.out" ||
  fail "the inline-weight export's interface"

# One model, four exports, the same weights: the same tokens.
want=$(grep '^seq 0 tokens:' "$T/bs1.out")
for f in bs4 2026 2024; do
  got=$(grep '^seq 0 tokens:' "$T/$f.out")
  [ "$got" = "$want" ] || fail "$f generates '$got', toy_llama_bs1 '$want'"
done
# CLIP's text encoder (bf16; its pooled output is the hidden state at each
# sequence's largest token id: argmax).
"$BIN/facet-npy" random 4x17xi64 --min=0 --max=10 --seed=2 -o "$T/clip_in.npy"
"$BIN/facet-reference" $E/clip_toy_bf16.mlir --function=forward_bs4 --parameters=model="$T/clip.safetensors" \
  --input=@"$T/clip_in.npy" --output=@"$T/hidden.npy" --output=@"$T/pooled.npy"
"$BIN/facet-npy" print "$T/pooled.npy" --print_max_element_count=1000 | grep -qi 'nan\|inf' &&
  fail "CLIP's pooled output is not finite"
echo "llm_exports: ok"
