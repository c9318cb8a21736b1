# The real exports of examples/exports, compiled and through the float64
# reference, with weights facet-params writes from their MLIR (issue 17):
#   - facet-params scales the weights by role so that the logits are finite
#     and their arg-max varies across positions;
#   - each Llama export compiles (both entry points in one module) and
#     facet-generate runs the module and the reference in lockstep the way
#     shark-ai's server does (prefill, then greedy decode steps with the
#     page cache carried from call to call; two sequences of different
#     lengths on the bs4 export, one crossing a page while it decodes):
#     every step's logits within tolerance and the same tokens. After every
#     decode step it also checks, on both, that a prefill of the same
#     tokens gives the logits decode gave (the cache prefill writes and
#     decode reads agree, whatever the ops mean);
#   - the bs1, bs4, 2026 and 2024-11 exports of one model (the last with
#     complex-tensor rotary embeddings, slice_scatter cache updates, bmm
#     attention, block stride 16) with the same weights (facet-params draws
#     each parameter from its key) generate the same tokens;
#   - 16 decode steps: the compiled bs4 module alone, its first tokens
#     those of the lockstep run, and bs1's and bs4's the same;
#   - the inline-weight export and the CLIP encoder run in the reference
#     (their compiled output is not compared yet).
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

# Generation, compiled and reference in lockstep, with the decode check on
# each export. P1 has 30 tokens: its third decode step opens a page.
P0="12 200 7 45 99 3 180 66 250 31 8 140 77 19 222 5 91 160 43 2 118 64 210 37 150 88 11 199 54 230 72 16 133 244 6 101 57 170 28 95"
P1="9 81 147 33 205 62 14 3 77 120 64 5 250 18 33 90 201 7 46 133 12 99 180 2 61 240 37 8 155 70"
gen() { # NAME SOURCE PARAMS PROMPTS
  "$BIN/facet-compile" "$2" -o "$T/$1.facet" -j 2 || fail "$1: facet-compile"
  "$BIN/facet-generate" --module="$T/$1.facet" --reference="$2" --parameters=model="$3" --prompt="$4" \
    --steps=3 --check-decode >"$T/$1.out" || { cat "$T/$1.out"; fail "$1: compiled and reference differ"; }
  [ "$(grep -c 'reference vs compiled: .*, tokens agree$' "$T/$1.out")" = 4 ] ||
    { cat "$T/$1.out"; fail "$1: a step where the tokens differ"; }
  [ "$(grep -c 'decode check): \(compiled\|reference\): ' "$T/$1.out")" = 6 ] ||
    { cat "$T/$1.out"; fail "$1: no decode check"; }
  ! grep -q 'over the tolerance\|DIFFER' "$T/$1.out" || { cat "$T/$1.out"; fail "$1: over the tolerance"; }
}
gen bs1 $E/toy_llama_bs1.mlir "$T/bs1.irpa" "$P0"
gen bs4 $E/toy_llama_bs4.mlir "$T/bs4.safetensors" "$P0;$P1"
gen 2026 $E/toy_llama_2026.mlir "$T/2026.irpa" "$P0"
gen 2024 $E/toy_llama_2024_11.mlir "$T/2024.irpa" "$P0"
"$BIN/facet-generate" --reference=$E/sharkai_llama_bs4_bs32_inline_weights.mlir --prompt="$P1;$P0" \
  --steps=2 --check-decode >"$T/inline.out" || { cat "$T/inline.out"; fail "inline: facet-generate"; }
[ "$(grep -c 'decode check' "$T/inline.out")" = 2 ] || { cat "$T/inline.out"; fail "inline: no decode check"; }
grep -q '^2 sequences, prefill batch 4, decode batch 32, block_seq_stride 16' "$T/inline.out" ||
  fail "the inline-weight export's interface"

# One model, four exports, the same weights: the same tokens.
want=$(grep '^seq 0 tokens:' "$T/bs1.out")
for f in bs4 2026 2024; do
  got=$(grep '^seq 0 tokens:' "$T/$f.out")
  [ "$got" = "$want" ] || fail "$f generates '$got', toy_llama_bs1 '$want'"
done

# 16 decode steps: the compiled modules alone (bs4, bs1, 2024-11). The
# block_seq_stride comes from the module's shape facts (2024-11's is 16:
# its tokens are 16 * s for s pages); a wrong one given by hand fails the
# module's entry checks.
alone() { # NAME PARAMS PROMPTS [FLAGS]
  "$BIN/facet-generate" --module="$T/$1.facet" --parameters=model="$2" --prompt="$3" --steps=16 ${4:-} \
    >"$T/$1_16.out" || { cat "$T/$1_16.out"; fail "$1: the module alone"; }
}
alone bs4 "$T/bs4.safetensors" "$P0;$P1"
alone bs1 "$T/bs1.irpa" "$P0"
alone 2024 "$T/2024.irpa" "$P0"
grep -q 'block_seq_stride 16,' "$T/2024_16.out" || { cat "$T/2024_16.out"; fail "2024-11's stride"; }
expect_error "prefill_bs1: input 2 dim 1 is 2, must be 4" \
  "$BIN/facet-generate" --module="$T/2024.facet" --parameters=model="$T/2024.irpa" --prompt="$P0" \
  --block-seq-stride=32
[ "$(grep '^seq 0 tokens:' "$T/2024_16.out")" = "$(grep '^seq 0 tokens:' "$T/bs1_16.out")" ] ||
  fail "bs1 and 2024-11 differ over 16 steps"
grep -q '^compiled: prefill 70 tokens in .*, decode 16 steps, 32 tokens in ' "$T/bs4_16.out" ||
  { cat "$T/bs4_16.out"; fail "bs4 alone: no timing line"; }
for s in 0 1; do
  short=$(grep "^seq $s tokens:" "$T/bs4.out")
  long=$(grep "^seq $s tokens:" "$T/bs4_16.out")
  case "$long" in "$short "*) ;; *) fail "bs4 alone: '$long' does not start with '$short'" ;; esac
done
[ "$(grep '^seq 0 tokens:' "$T/bs1_16.out")" = "$(grep '^seq 0 tokens:' "$T/bs4_16.out")" ] ||
  fail "bs1 and bs4 differ over 16 steps"
# CLIP's text encoder (bf16; its pooled output is the hidden state at each
# sequence's largest token id: argmax).
"$BIN/facet-npy" random 4x17xi64 --min=0 --max=10 --seed=2 -o "$T/clip_in.npy"
"$BIN/facet-reference" $E/clip_toy_bf16.mlir --function=forward_bs4 --parameters=model="$T/clip.safetensors" \
  --input=@"$T/clip_in.npy" --output=@"$T/hidden.npy" --output=@"$T/pooled.npy"
"$BIN/facet-npy" print "$T/pooled.npy" --print_max_element_count=1000 | grep -qi 'nan\|inf' &&
  fail "CLIP's pooled output is not finite"
echo "llm_exports: ok"
