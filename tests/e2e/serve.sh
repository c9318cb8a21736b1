# facet-serve (src/serve/, docs/serving.md) on the toy Llama that
# facet-gen-llama writes as sharktank exports toy_llama_bs4, here with
# prefill at batch 1 and 4 and decode at batch 1, 4 and 8 in one module,
# and up to 128 pages (4096 tokens) a sequence where the export has 3:
#   - 64 concurrent streaming requests (prompts of 1 to 70 tokens) give
#     each the greedy tokens facet-generate gives its prompt alone (up to a
#     near-tie: bench/serve_load.py --compare), and /metrics shows more
#     than one decode entry point called;
#   - every fault of the issue: malformed JSON, wrong types, a token
#     outside the vocabulary, a prompt longer than the cache, a body over
#     the limit, a client that leaves mid-stream (cancelled, pages freed),
#     a full queue (429), a missing or wrong API key (401), SIGTERM with
#     requests in flight (they finish, exit 0); the server answers
#     /health after each.
. "$(dirname "$0")/lib.sh"
LOAD=bench/serve_load.py
"$BIN/facet-gen-llama" --model=toy --prefill=1,4 --decode=1,4,8 --context=4096 --max-pages=128 -o "$T/toy.mlir"
"$BIN/facet-params" "$T/toy.mlir" -o "$T/toy.irpa" --seed=3 >/dev/null
"$BIN/facet-compile" "$T/toy.mlir" -o "$T/toy.facet" -j 2 || fail "facet-compile"

PID=""
# start NAME FLAGS...: the toy's server (lib.sh's serve_start); stop: SIGTERM, exit 0.
start() {
  name=$1
  shift
  serve_start "$name" --module="$T/toy.facet" --parameters=model="$T/toy.irpa" --threads=2 "$@"
}
stop() { serve_stop; }
trap '[ -n "$PID" ] && kill -9 "$PID" 2>/dev/null; rm -rf "$T"' EXIT

# post PATH BODY [curl flags]: the status code in $T/code, the body in $T/body.
post() {
  path=$1 body=$2
  shift 2
  curl -s -o "$T/body" -w '%{http_code}' -H 'Content-Type: application/json' "$@" \
    --data-binary "$body" "$URL$path" >"$T/code" || true
}
expect() { # CODE SUBSTRING: the last answer
  [ "$(cat "$T/code")" = "$1" ] || { cat "$T/body"; fail "status $(cat "$T/code"), expected $1"; }
  grep -qF -- "$2" "$T/body" || { cat "$T/body"; fail "expected '$2' in the answer"; }
}
alive() {
  [ "$(curl -s "$URL/health")" = '{"status":"ok"}' ] || fail "/health after: $*"
}
metric() { curl -s "$URL/metrics" | awk -v m="$1" '$1 == m { print $2 }'; }

# The reference tokens: facet-generate, each prompt alone at batch 1.
awk 'BEGIN { srand(11); for (i = 0; i < 64; i++) { n = 1 + int(rand() * 70); s = "";
  for (k = 0; k < n; k++) s = s (k ? " " : "") int(rand() * 256); print s } }' >"$T/prompts"
"$BIN/facet-generate" --module="$T/toy.facet" --parameters=model="$T/toy.irpa" \
  --prefill=prefill_bs1 --decode=decode_bs1 --prompt="$T/prompts" --steps=7 --quiet \
  >"$T/generate.out" || { cat "$T/generate.out"; fail "facet-generate"; }

start main
# Whether requests overlap depends on the machine: on a loaded one the
# client may send them slower than the toy serves them, one at a time. So
# up to three rounds of 64, each checked, until two decode entry points
# have been called.
for round in 1 2 3; do
  python3 $LOAD --url="$URL" --requests=64 --concurrency=64 --prompts="$T/prompts" --max-tokens=8 \
    --compare="$T/generate.out" >"$T/load.out" || { cat "$T/load.out"; fail "64 concurrent requests"; }
  grep -q '^requests: 64 answered, 0 failed' "$T/load.out" || { cat "$T/load.out"; fail "requests"; }
  curl -s "$URL/metrics" >"$T/metrics"
  used=$(awk '/^facet_entry_point_calls_total\{function="decode_bs[0-9]+"\}/ && $2 > 0' "$T/metrics" | wc -l)
  [ "$used" -ge 2 ] && break
done
[ "$used" -ge 2 ] || { grep entry_point_calls "$T/metrics"; fail "$used decode entry points used"; }
[ "$(metric facet_pages_in_use)" = 0 ] || fail "pages still in use after every request finished"
[ "$(metric 'facet_requests_total{state="length"}')" = $((64 * round)) ] ||
  { cat "$T/metrics"; fail "$((64 * round)) finished"; }
grep -q '^facet_entry_point_seconds_bucket{function="prefill_bs4",le="+Inf"} [1-9]' "$T/metrics" ||
  fail "no latency histogram for prefill_bs4"

# Both APIs, whole and streamed; a stop token ends a sequence (not returned).
P='{"prompt":[1,2,3],"max_tokens":4}'
post /v1/completions "$P"
expect 200 '"object":"text_completion"'
expect 200 '"finish_reason":"length"'
first=$(sed 's/.*"tokens":\[\([0-9]*\),.*/\1/' "$T/body")
post /v1/completions "{\"prompt\":[1,2,3],\"max_tokens\":4,\"stop\":[$first]}"
expect 200 '"tokens":[],"finish_reason":"stop"'
post /completion '{"prompt":[1,2,3],"n_predict":4}'
expect 200 '"stop":true,"stop_type":"limit"'
post /v1/completions '{"prompt":[1,2,3],"max_tokens":3,"stream":true}'
[ "$(grep -c '^data: {' "$T/body")" = 4 ] || { cat "$T/body"; fail "3 token events and the last"; }
grep -q '^data: \[DONE\]' "$T/body" || fail "no [DONE]"
# Sampling is the same for the same seed.
S='{"prompt":[5,6,7],"max_tokens":12,"temperature":1.5,"top_k":50,"top_p":0.95,"seed":9}'
post /v1/completions "$S"
cp "$T/body" "$T/sampled"
post /v1/completions "$S"
[ "$(sed 's/"created":[0-9]*,//; s/"id":"[^"]*",//' "$T/body")" = \
  "$(sed 's/"created":[0-9]*,//; s/"id":"[^"]*",//' "$T/sampled")" ] || fail "same seed, other tokens"

# Bad requests: 4xx with a one-line JSON error, the server alive after each.
post /v1/completions '{"prompt":[1,2,'
expect 400 '"message":"the body is not valid JSON"'
alive "malformed JSON"
post /v1/completions '{"prompt":"hello"}'
expect 400 "'prompt' must be an array of token ids"
post /v1/completions '{"prompt":[1,2],"max_tokens":"many"}'
expect 400 "'max_tokens' must be an integer"
post /v1/completions '{"prompt":[1,2],"stream":1}'
expect 400 "'stream' must be true or false"
post /v1/completions '{"prompt":[1,256]}'
expect 400 'prompt token 256 (at 1) is outside the vocabulary [0, 256)'
post /v1/completions '{"prompt":[1,2],"temperature":-1}'
expect 400 'temperature must be >= 0'
post /v1/completions "{\"prompt\":[$(seq -s, 1 9000 | sed 's/[0-9]*/1/g')]}"
expect 400 'the prompt has 9000 tokens; this server takes at most'
post /v1/completions '{"prompt":[1],"max_tokens":100000}'
expect 400 'leaves room for'
head -c 2000000 /dev/zero | tr '\0' ' ' >"$T/big"
curl -s -o "$T/body" -w '%{http_code}' -H 'Content-Type: application/json' \
  --data-binary @"$T/big" "$URL/v1/completions" >"$T/code" || true
expect 413 'the body is over 1048576 bytes'
curl -s -o "$T/body" -w '%{http_code}' "$URL/nowhere" >"$T/code"
expect 404 'no such endpoint'
curl -s -o "$T/body" -w '%{http_code}' "$URL/v1/completions" >"$T/code"
expect 405 'method not allowed'
[ "$(wc -l <"$T/body")" = 1 ] || fail "the error is not one line"
alive "bad requests"

# A client that leaves mid-stream: its sequence is cancelled, its pages freed.
# (the whole context: a toy decode step can take well under a millisecond)
curl -s -N --max-time 0.3 -H 'Content-Type: application/json' \
  --data-binary '{"prompt":[1,2,3],"max_tokens":4094,"stream":true}' "$URL/v1/completions" >/dev/null || true
i=0
while [ "$(metric 'facet_requests_total{state="cancelled"}')" != 1 ]; do
  i=$((i + 1))
  [ "$i" -lt 100 ] || { curl -s "$URL/metrics"; fail "the stream's sequence was not cancelled"; }
  sleep 0.1
done
[ "$(metric facet_pages_in_use)" = 0 ] || fail "the cancelled sequence kept its pages"
alive "a client leaving"
stop

# A full queue: 2 pages to hand out, each request needs both; one runs,
# at most one waits, the rest get 429. The 6 requests leave one curl at
# once (--parallel-immediate: 6 connections); how many meet a full queue
# depends on when the engine admits and finishes the first (a toy
# request takes milliseconds), so the test asks for at least one 429.
start queue --pages=3 --max-queue=1
curl -s -Z --parallel-immediate -w '%{http_code}\n' -H 'Content-Type: application/json' \
  --data-binary '{"prompt":[1,2,3],"max_tokens":60}' \
  -o /dev/null -o /dev/null -o /dev/null -o /dev/null -o /dev/null -o /dev/null \
  "$URL/v1/completions" "$URL/v1/completions" "$URL/v1/completions" \
  "$URL/v1/completions" "$URL/v1/completions" "$URL/v1/completions" >"$T/q" || true
[ "$(grep -c '^200$' "$T/q")" -ge 1 ] || { cat "$T/q"; fail "no request answered"; }
[ "$(grep -c '^429$' "$T/q")" -ge 1 ] || { cat "$T/q"; fail "no 429 for a full queue"; }
[ "$(grep -c '^\(200\|429\)$' "$T/q")" = 6 ] || { cat "$T/q"; fail "6 answers"; }
alive "a full queue"
stop

# An API key: 401 without it or with another, 200 with it.
start key --api-key=s3cret
post /v1/completions '{"prompt":[1]}'
expect 401 'Authorization: Bearer'
post /v1/completions '{"prompt":[1]}' -H 'Authorization: Bearer wrong'
expect 401 'Authorization: Bearer'
post /v1/completions '{"prompt":[1]}' -H 'Authorization: Bearer s3cret'
expect 200 '"finish_reason"'
stop

# SIGTERM with requests in flight: each is answered whole, then exit 0.
start drain
python3 $LOAD --url="$URL" --requests=6 --concurrency=6 --prompt-len=4:20 --max-tokens=800 \
  --no-stream >"$T/drain.out" &
LOADPID=$!
i=0
while [ "$(metric facet_active_sequences)" != 6 ]; do
  i=$((i + 1))
  [ "$i" -lt 200 ] || fail "6 requests never ran at once"
  sleep 0.05
done
stop
wait "$LOADPID" || { cat "$T/drain.out"; fail "a request in flight at SIGTERM failed"; }
grep -q '^requests: 6 answered, 0 failed' "$T/drain.out" || { cat "$T/drain.out"; fail "drain"; }
grep -q 'finishing the requests in flight' "$T/drain.log" || fail "no drain message"
PID=""
echo "serve: ok"
