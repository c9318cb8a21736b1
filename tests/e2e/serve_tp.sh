# facet-serve on a tensor-parallel export (docs/serving.md, docs/devices.md):
# the generated toy at --tp=2 with prefill and decode at batch 1 and 4, its
# weights in one file per rank, served with one cache per device (the same
# page ids in each), its devices on 2 thread groups and on 1:
#   - 12 concurrent requests give each the greedy tokens facet-generate
#     gives its prompt alone on the same module, and those of the tp1
#     export (up to a near-tie: bench/serve_load.py --compare);
#   - requests are batched: some call had more than one real row, and
#     every page is back in the pool afterwards;
# then exports whose caches do not match are refused naming the input.
. "$(dirname "$0")/lib.sh"
LOAD=bench/serve_load.py
for n in 1 2; do
  "$BIN/facet-gen-llama" --model=toy --tp=$n --prefill=1,4 --decode=1,4 -o "$T/tp$n.mlir"
  "$BIN/facet-params" "$T/tp$n.mlir" -o "$T/tp$n.irpa" --seed=3 >/dev/null
  "$BIN/facet-compile" "$T/tp$n.mlir" -o "$T/tp$n.facet" -j 2 --quiet || fail "facet-compile tp$n"
done
P1="--parameters=model=$T/tp1.irpa"
P2="--parameters=model=$T/tp2.rank0.irpa --parameters=model=$T/tp2.rank1.irpa"

# The references: facet-generate, each prompt alone at batch 1, on the tp2
# module (one and two thread groups: the same tokens) and on tp1.
awk 'BEGIN { srand(5); for (i = 0; i < 12; i++) { n = 1 + int(rand() * 40); s = "";
  for (k = 0; k < n; k++) s = s (k ? " " : "") int(rand() * 256); print s } }' >"$T/prompts"
generate() { # N OUT FLAGS...
  n=$1 out=$2
  shift 2
  eval "p=\$P$n"
  # shellcheck disable=SC2086,SC2154
  "$BIN/facet-generate" --module="$T/tp$n.facet" $p --prefill=prefill_bs1 --decode=decode_bs1 \
    --prompt="$T/prompts" --steps=7 --quiet "$@" >"$T/$out" || { cat "$T/$out"; fail "facet-generate $out"; }
}
generate 2 gen2
generate 2 gen2d --devices=2 --threads=2
generate 1 gen1
grep '^seq [0-9]* tokens:' "$T/gen2" >"$T/tokens2"
grep '^seq [0-9]* tokens:' "$T/gen2d" | cmp - "$T/tokens2" || fail "facet-generate: tp2 on two groups differs"

PID=""
trap '[ -n "$PID" ] && kill -9 "$PID" 2>/dev/null; rm -rf "$T"' EXIT
# start NAME FLAGS...: the tp2 server (lib.sh's serve_start)
start() {
  name=$1
  shift
  # shellcheck disable=SC2086
  serve_start "$name" --module="$T/tp2.facet" $P2 "$@"
}
# metric NAME-REGEX: the sum of the matching samples
metric() { curl -s "$URL/metrics" | awk -v m="$1" '$1 ~ m { s += $2 } END { print s + 0 }'; }

# load REF: 12 concurrent requests, each compared with REF's sequence.
load() {
  python3 $LOAD --url="$URL" --requests=12 --concurrency=12 --prompts="$T/prompts" --max-tokens=8 \
    --compare="$T/$1" >"$T/load.out" || { cat "$T/load.out"; fail "$name: against $1"; }
  grep -q '^requests: 12 answered, 0 failed' "$T/load.out" || { cat "$T/load.out"; fail "$name"; }
}

for d in 2 1; do
  start "devices$d" --devices=$d --threads=2
  grep -q 'pages of 32 tokens in each of 2 caches' "$T/devices$d.log" ||
    { cat "$T/devices$d.log"; fail "the startup line: 2 caches"; }
  load gen2
  load gen1
  # batching: more real rows than calls, so some call held two requests or more
  rows=$(metric '^facet_entry_point_rows_total')
  calls=$(metric '^facet_entry_point_calls_total')
  [ "$rows" -gt "$calls" ] || { curl -s "$URL/metrics"; fail "devices$d: no call batched ($rows rows, $calls calls)"; }
  [ "$(metric '^facet_pages_in_use$')" = 0 ] || fail "devices$d: pages still in use"
  serve_stop
done

# Caches that do not match: refused at startup, naming the input.
TOY=tests/e2e/inputs/generate_toy.mlir
C8RE='%cache: !torch.tensor<\[?,8\],f16>)'
sed "/func.func @prefill_bs2/s/$C8RE/%cache: !torch.tensor<[?,8],f16>, %c1: !torch.tensor<[?,4],f16>)/" \
  $TOY >"$T/rows.mlir"
sed "s/$C8RE/%cache: !torch.tensor<[?,8],f16>, %c1: !torch.tensor<[?,8],f16>)/" $TOY >"$T/two.mlir"
# two caches in one pair of functions, one in the other
sed 's/@prefill_bs2/@prefill_bs9/; s/@decode_bs2/@decode_bs9/' $TOY | cat "$T/two.mlir" - >"$T/mixed.mlir"
for m in rows two mixed; do "$BIN/facet-compile" "$T/$m.mlir" -o "$T/$m.facet" --quiet; done
expect_error "prefill_bs2: input 4 is not a page cache like the first one (one shard per device)" \
  "$BIN/facet-serve" --module="$T/rows.facet" --port=0
expect_error "takes 2 page caches [?, 8] and decode_bs9 1 [?, 8]: decode must take the caches prefill writes" \
  "$BIN/facet-serve" --module="$T/mixed.facet" --port=0
# more pages than the module's caches take: refused at startup; by default
# the pool takes what they take (64)
expect_error "--pages=65: prefill_bs2's caches take at most 64 pages" \
  "$BIN/facet-serve" --module="$T/two.facet" --port=0 --pages=65
# the two-cache toy serves (its tokens are t + 1)
serve_start two --module="$T/two.facet"
curl -s -H 'Content-Type: application/json' --data-binary '{"prompt":[14],"max_tokens":3}' \
  "$URL/v1/completions" >"$T/body"
grep -qF '"tokens":[15,0,1]' "$T/body" || { cat "$T/body"; fail "the two-cache toy's tokens"; }
serve_stop
echo "serve_tp: ok"
