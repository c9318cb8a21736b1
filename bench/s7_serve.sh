#!/bin/sh
# S7: facet-serve under load (issue 33): continuous batching against static
# batching, and what per-call-site specialization buys under live traffic.
#
#   sh bench/s7_serve.sh     (S7_MODEL, S7_REQUESTS, S7_CLIENTS, S7_RATE,
#                             S7_PROMPT, S7_OUTPUT, BENCH_REPS: see below)
#
# The model: facet-gen-llama --model=$S7_MODEL (default 100m) with prefill at
# batch 1 and 4 and decode at batch 1, 4, 8 and 16 in one module, random
# weights (facet-params). Two builds: (b) the default module and (c)
# --specialize=off (every merged kernel configured once, IREE's way).
# The load (bench/serve_load.py): S7_REQUESTS (64) requests with Poisson
# arrivals at S7_RATE (20) per second, at most S7_CLIENTS (16) in flight,
# prompts of S7_PROMPT (16:256) random tokens and S7_OUTPUT (8:256) tokens
# to generate, all streamed; throughput is generated tokens over the
# run's wall time, time to first token and inter-token latency p50 / p99
# as the clients see them.
# Static batching: facet-generate on the same requests in arrival order,
# in waves of S7_CLIENTS (prefill_bs4, decode_bs16): each wave decodes
# until its longest request is done; throughput is the requested tokens
# over facet-generate's prefill + decode time (load time excluded: in its
# favour).
# Interleaved: run r runs (b), (c) and static in an order rotated by r;
# medians of BENCH_REPS (default 3) runs.
# Writes bench/results/s7_serve.md and .svg.
. "$(dirname "$0")/lib.sh"
bench_setup s7_serve
PY=/usr/bin/python3
MODEL=${S7_MODEL:-100m}
REQUESTS=${S7_REQUESTS:-64}
CLIENTS=${S7_CLIENTS:-16}
RATE=${S7_RATE:-20}
PROMPT=${S7_PROMPT:-16:256}
OUTPUT=${S7_OUTPUT:-8:256}
REPS=${BENCH_REPS:-3}
GEN="--model=$MODEL"
if [ "$SMOKE" = 1 ]; then
  GEN="--model=toy --context=1024 --max-pages=32" MODEL=toy
  REQUESTS=8 CLIENTS=4 PROMPT=4:40 OUTPUT=4:16 REPS=1
fi
"$BIN/facet-gen-llama" $GEN --prefill=1,4 --decode=1,4,8,16 --json="$W/model.json" -o "$W/model.mlir"
"$BIN/facet-params" "$W/model.mlir" -o "$W/model.irpa" --seed=7 >/dev/null
compile b "$W/model.mlir" --cache=on
compile c "$W/model.mlir" --cache=on --specialize=off
VOCAB=$(sed -n 's/.*"vocab": *\([0-9]*\).*/\1/p' "$W/model.json")

# The requests: prompts and output lengths, fixed by the seed.
$PY - "$W" "$REQUESTS" "$VOCAB" "$PROMPT" "$OUTPUT" <<'EOF'
import random, sys
w, n, vocab, prompt, output = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5]
rng = random.Random(7)
span = lambda s: tuple(int(x) for x in s.split(":"))
(plo, phi), (olo, ohi) = span(prompt), span(output)
with open(f"{w}/prompts", "w") as p, open(f"{w}/outputs", "w") as o:
    for _ in range(n):
        p.write(" ".join(str(rng.randrange(vocab)) for _ in range(rng.randint(plo, phi))) + "\n")
        o.write(f"{rng.randint(olo, ohi)}\n")
EOF

# serve BUILD REP: one load run against facet-serve with that module.
serve() {
  b=$1 r=$2
  rm -f "$W/port"
  "$BIN/facet-serve" --module="$W/$b.facet" --parameters=model="$W/model.irpa" --port=0 \
    --port-file="$W/port" --threads="$THREADS" --pages=1025 2>"$W/serve-$b.log" &
  pid=$!
  while [ ! -s "$W/port" ]; do
    kill -0 $pid 2>/dev/null || { cat "$W/serve-$b.log" >&2; die "facet-serve $b exited"; }
    sleep 0.1
  done
  say "S7 run $r: ($b) facet-serve"
  $PY "$ROOT/bench/serve_load.py" --url="http://127.0.0.1:$(cat "$W/port")" \
    --requests="$REQUESTS" --concurrency="$CLIENTS" --rate="$RATE" --prompts="$W/prompts" \
    --lengths="$W/outputs" --seed="$r" >"$W/load-$b-$r.out" || die "the load run failed: $(cat "$W/load-$b-$r.out")"
  curl -s "http://127.0.0.1:$(cat "$W/port")/metrics" >"$W/metrics-$b-$r.txt"
  kill -TERM $pid
  wait $pid || die "facet-serve $b did not exit 0 on SIGTERM"
  awk -v b="$b" '/^throughput:/ { tps = $4 } /^ttft_ms:/ { t50 = $3; t99 = $5 }
    /^itl_ms:/ { i50 = $3; i99 = $5 } END { printf "%s\t%s\t%s\t%s\t%s\t%s\n", b, tps, t50, t99, i50, i99 }' \
    "$W/load-$b-$r.out" >>"$W/times.tsv"
}

# static REP: the same requests through facet-generate in waves.
static() {
  r=$1
  say "S7 run $r: static batching (facet-generate)"
  total_ms=0 tokens=0 steps_ms=0 steps=0 i=0
  while [ "$i" -lt "$REQUESTS" ]; do
    sed -n "$((i + 1)),$((i + CLIENTS))p" "$W/prompts" >"$W/wave"
    longest=$(sed -n "$((i + 1)),$((i + CLIENTS))p" "$W/outputs" | sort -n | tail -n 1)
    tokens=$((tokens + $(sed -n "$((i + 1)),$((i + CLIENTS))p" "$W/outputs" | awk '{ s += $1 } END { print s }')))
    "$BIN/facet-generate" --module="$W/b.facet" --parameters=model="$W/model.irpa" \
      --prefill=prefill_bs4 --decode=decode_bs16 --prompt="$W/wave" --steps=$((longest - 1)) \
      --threads="$THREADS" --quiet >"$W/static.out" || die "facet-generate: $(cat "$W/static.out")"
    # "compiled: prefill N tokens in X ms (...), decode S steps, M tokens in Y ms (...)"
    set -- $(sed -n 's/^compiled: prefill [0-9]* tokens in \([0-9.]*\) ms.*decode \([0-9]*\) steps*, [0-9]* tokens in \([0-9.]*\) ms.*/\1 \2 \3/p' "$W/static.out")
    total_ms=$(awk -v a="$total_ms" -v p="$1" -v d="$3" 'BEGIN { print a + p + d }')
    steps_ms=$(awk -v a="$steps_ms" -v d="$3" 'BEGIN { print a + d }')
    steps=$((steps + $2))
    i=$((i + CLIENTS))
  done
  awk -v t="$tokens" -v ms="$total_ms" -v sm="$steps_ms" -v s="$steps" \
    'BEGIN { printf "static\t%.1f\t-\t-\t%.2f\t-\n", t / (ms / 1000), sm / (s ? s : 1) }' >>"$W/times.tsv"
}

r=0
while [ "$r" -lt "$REPS" ]; do
  case $((r % 3)) in
  0) serve b $r; serve c $r; static $r ;;
  1) serve c $r; static $r; serve b $r ;;
  2) static $r; serve b $r; serve c $r ;;
  esac
  r=$((r + 1))
done
sh "$ROOT/bench/s7_report.sh" "$W" "$RESULTS" "$(machine_line)" "$MODEL" "$REQUESTS" "$CLIENTS" \
  "$RATE" "$PROMPT" "$OUTPUT" "$REPS" "$BIN"
