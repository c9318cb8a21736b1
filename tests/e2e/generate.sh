# facet-generate (src/tooling/llm.c) on models with a sharktank export's
# interface and ops facet compiles today (tests/e2e/inputs/generate_*.mlir):
# the compiled module through the public C API and the float64 reference in
# lockstep (their logits and tokens compared per step), the decode check
# (prefill of the same tokens gives decode's logits), a page cache that
# must be carried from call to call, and the errors of bad requests.
. "$(dirname "$0")/lib.sh"
TOY=tests/e2e/inputs/generate_toy.mlir
CACHE=tests/e2e/inputs/generate_cache.mlir
"$BIN/facet-compile" "$TOY" -o "$T/toy.facet"
"$BIN/facet-compile" "$CACHE" -o "$T/cache.facet"

# The toy prefers token t + 1 (mod 16): two sequences of different lengths,
# the second crossing a page (block_seq_stride 4) while it decodes.
"$BIN/facet-generate" --module="$T/toy.facet" --reference="$TOY" --prompt="1 2 3;14" --steps=5 \
  --check-decode >"$T/out" || { cat "$T/out"; fail "compiled and reference disagree on the toy"; }
grep -qx 'seq 0 tokens: 4 5 6 7 8 9' "$T/out" || { cat "$T/out"; fail "seq 0 tokens"; }
grep -qx 'seq 1 tokens: 15 0 1 2 3 4' "$T/out" || { cat "$T/out"; fail "seq 1 tokens"; }
[ "$(grep -c 'reference vs compiled: max |logit difference| 0, tokens agree' "$T/out")" = 6 ] ||
  { cat "$T/out"; fail "a step where compiled and reference differ"; }
[ "$(grep -c 'decode check): .*: max |decode - prefill of the same tokens| 0$' "$T/out")" = 10 ] ||
  { cat "$T/out"; fail "decode check lines"; }
grep -q '^compiled: prefill 4 tokens in .* ms (.* tokens/s), decode 5 steps, 10 tokens in' "$T/out" ||
  fail "no tokens/s line"
# The module alone: the stride (4) and the page ranges from its shape facts
# (facet_function_input_dim_range), the same tokens as with the reference.
"$BIN/facet-generate" --module="$T/toy.facet" --prompt="1 2 3;14" --steps=5 >"$T/facts"
grep -q 'block_seq_stride 4,' "$T/facts" || { cat "$T/facts"; fail "stride not read from the module"; }
grep -qx 'seq 1 tokens: 15 0 1 2 3 4' "$T/facts" || { cat "$T/facts"; fail "tokens without the reference"; }
expect_error "a prefill of 17 tokens needs 5 pages; the export takes at most 4 (16 tokens)" \
  "$BIN/facet-generate" --module="$T/toy.facet" --prompt="1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0 1"
# With --block-seq-stride.
"$BIN/facet-generate" --module="$T/toy.facet" --block-seq-stride=4 --prompt="@$TOY.prompt" --steps=2 \
  >"$T/alone" 2>&1 && fail "a missing prompt file was accepted"
printf '1 2 3\n\n9\n' >"$T/prompt.txt"
"$BIN/facet-generate" --module="$T/toy.facet" --block-seq-stride=4 --prompt="$T/prompt.txt" --steps=2 >"$T/alone"
grep -qx 'seq 1 tokens: 10 11 12' "$T/alone" || { cat "$T/alone"; fail "prompt file"; }

# The cache carries a count of the calls: the reference must feed each
# call the cache the previous one wrote (4 6 9 13, not 4 5 6 7).
"$BIN/facet-generate" --reference="$CACHE" --prompt="1 2 3;7" --steps=3 >"$T/out"
grep -qx 'seq 0 tokens: 4 6 9 13' "$T/out" || { cat "$T/out"; fail "the reference lost the cache"; }
# The compiled module updates the cache argument in place (a mutable
# argument): the same tokens, call after call.
"$BIN/facet-generate" --module="$T/cache.facet" --reference="$CACHE" --prompt="1 2 3;7" --steps=3 \
  >"$T/out" || { cat "$T/out"; fail "compiled and reference disagree on the cache model"; }
grep -qx 'seq 0 tokens: 4 6 9 13' "$T/out" || { cat "$T/out"; fail "the compiled module lost the cache"; }
[ "$(grep -c 'reference vs compiled: max |logit difference| 0, tokens agree' "$T/out")" = 4 ] ||
  { cat "$T/out"; fail "a step where compiled and reference differ on the cache model"; }

# Bad requests, each named.
expect_error "sequence 1: token 16 is outside the vocabulary [0, 16)" \
  "$BIN/facet-generate" --reference="$TOY" --prompt="1 2;16"
expect_error "a prefill of 17 tokens needs 5 pages; the export takes at most 4 (16 tokens)" \
  "$BIN/facet-generate" --reference="$TOY" --prompt="1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0 1"
expect_error "a sequence of 17 tokens needs 5 pages; the decode function takes at most 4" \
  "$BIN/facet-generate" --reference="$TOY" --prompt="1 2 3 4 5 6 7 8 9 10 11 12 13 14 15" --steps=3
expect_error "bad token in prompt" "$BIN/facet-generate" --reference="$TOY" --prompt="1 99999999999999999999"
expect_error "cannot open prompt file 1 x2" "$BIN/facet-generate" --reference="$TOY" --prompt="1 x2"
expect_error "give --module=M.facet, --reference=SRC.mlir or both" "$BIN/facet-generate" --prompt=1
expect_error "no prompt given" "$BIN/facet-generate" --reference="$TOY"
expect_error "--pages=2: the sequences need 3" "$BIN/facet-generate" --reference="$TOY" --prompt="1;2" --steps=1 --pages=2
expect_error "do not have a sharktank export's signatures" \
  "$BIN/facet-generate" --reference=tests/e2e/inputs/attention.mlir --prefill=causal --decode=masked --prompt=1
echo "generate: ok"
