# facet-gen-llama writes sharktank's Llama export structure: at the toy
# shapes it reproduces the real exports byte for byte (toy_llama_bs4.mlir:
# prefill_bs4 + decode_bs4; toy_llama_bs1.mlir: batch 1, where the exporter
# folds the products by 1). At Llama-3.2-1B and 3.1-8B shapes, f16 and bf16,
# facet-opt imports what it writes; --json carries the hyperparameters the
# baselines read; bad options fail with a message, never a crash or a file.
. "$(dirname "$0")/lib.sh"
GEN=$BIN/facet-gen-llama

"$GEN" --model=toy -o "$T/bs4.mlir"
cmp "$T/bs4.mlir" examples/exports/toy_llama_bs4.mlir || fail "--model=toy differs from toy_llama_bs4.mlir"
"$GEN" --model=toy --prefill=1 --decode=1 -o "$T/bs1.mlir"
cmp "$T/bs1.mlir" examples/exports/toy_llama_bs1.mlir || fail "--model=toy at batch 1 differs from toy_llama_bs1.mlir"

# Real shapes: imports whole, with the parameters, ops and entry points of the family.
for spec in "1b f16 f16" "1b bf16 bf16" "8b f16 f16"; do
  set -- $spec
  "$GEN" --model="$1" --dtype="$2" --weight-dtype="$3" --prefill=1,4 --decode=1,4 -o "$T/m.mlir" \
    --json="$T/m.json"
  "$BIN/facet-opt" "$T/m.mlir" >"$T/m.txt" 2>"$T/m.err" || { cat "$T/m.err"; fail "facet-opt $spec"; }
  [ -s "$T/m.err" ] && { cat "$T/m.err"; fail "facet-opt $spec warned"; }
  for fn in prefill_bs1 prefill_bs4 decode_bs1 decode_bs4; do
    grep -q "^func.func @$fn(" "$T/m.txt" || fail "$spec: no $fn"
  done
  layers=$(sed -n 's/.*"layers": \([0-9]*\).*/\1/p' "$T/m.json")
  [ "$(grep -c '^util.global private' "$T/m.txt")" -eq $((9 * layers + 3)) ] || fail "$spec: globals"
  grep -q "#stream.parameter.named<\"model\"::\"blk.$((layers - 1)).ffn_down.weight\"> : tensor<$([ "$1" = 8b ] && echo 4096x14336 || echo 2048x8192)x$3>" \
    "$T/m.txt" || fail "$spec: ffn_down of the last layer"
  # the cache: [pages, L * 2 * 32 * 8 * head_dim], in the activation type
  row=$((layers * 2 * 32 * 8 * $([ "$1" = 8b ] && echo 128 || echo 64)))
  grep -q "\"cache_row\": $row," "$T/m.json" || fail "$spec: json cache_row"
  grep -q "%3: tensor<?x${row}x$2>" "$T/m.txt" || fail "$spec: prefill's cache argument"
  grep -q '"dtype": "'"$2"'"' "$T/m.json" || fail "$spec: json dtype"
done
grep -q '"vocab": 128256' "$T/m.json" || fail "json vocab"

# Invalid requests: an error naming the problem, no output file.
expect_error "unknown --model" "$GEN" --model=70b -o "$T/x.mlir"
expect_error "multiple of kv-heads" "$GEN" --heads=6 --kv-heads=4 -o "$T/x.mlir"
expect_error "max-pages must be at least 2" "$GEN" --max-pages=1 -o "$T/x.mlir"
expect_error "must not exceed context" "$GEN" --model=toy --max-pages=5 -o "$T/x.mlir"
expect_error "weight-dtype must be f32 or the dtype" "$GEN" --dtype=bf16 --weight-dtype=f16 -o "$T/x.mlir"
expect_error "--dtype=f64" "$GEN" --dtype=f64 -o "$T/x.mlir"
expect_error "--layers=0" "$GEN" --layers=0 -o "$T/x.mlir"
expect_error "--prefill=1,,4" "$GEN" --prefill=1,,4 -o "$T/x.mlir"
expect_error "--hidden=12x" "$GEN" --hidden=12x -o "$T/x.mlir"
expect_error "no output" "$GEN" --model=toy
expect_error "cannot write" "$GEN" --model=toy -o "$T/no/such/dir/x.mlir"
[ ! -e "$T/x.mlir" ] || fail "a refused request wrote a file"
echo "gen_llama: ok"
