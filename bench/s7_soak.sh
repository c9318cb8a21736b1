#!/bin/sh
# S7 soak: facet-serve under continuous mixed load for S7_SOAK_SECONDS
# (default 1800), checking that nothing grows: its resident memory and open
# descriptors sampled after every round, every request answered.
#
#   sh bench/s7_soak.sh
#
# The toy Llama (facet-gen-llama --model=toy, prefill 1 and 4, decode 1, 4
# and 8, 4096 tokens of context). A round: 32 streamed and 16 whole
# requests (bench/serve_load.py, 8 in flight, prompts of 1-200 tokens, 1-300
# generated), 4 clients that leave mid-stream (curl --max-time), and bad
# requests (malformed JSON, a token outside the vocabulary). The first round
# warms up (the allocator's arenas, the thread stacks); growth is measured
# from its end. Writes bench/results/s7_soak.md.
. "$(dirname "$0")/lib.sh"
bench_setup s7_soak
SECONDS_TOTAL=${S7_SOAK_SECONDS:-1800}
[ "$SMOKE" = 1 ] && SECONDS_TOTAL=${S7_SOAK_SECONDS:-20}
"$BIN/facet-gen-llama" --model=toy --prefill=1,4 --decode=1,4,8 --context=4096 --max-pages=128 \
  -o "$W/toy.mlir"
"$BIN/facet-params" "$W/toy.mlir" -o "$W/toy.irpa" --seed=3 >/dev/null
compile toy "$W/toy.mlir" --cache=on
rm -f "$W/port"
"$BIN/facet-serve" --module="$W/toy.facet" --parameters=model="$W/toy.irpa" --port=0 \
  --port-file="$W/port" --threads="$THREADS" 2>"$W/serve.log" &
pid=$!
while [ ! -s "$W/port" ]; do
  kill -0 $pid 2>/dev/null || { cat "$W/serve.log" >&2; die "facet-serve exited"; }
  sleep 0.1
done
URL=http://127.0.0.1:$(cat "$W/port")
rss() { awk '/^VmRSS:/ { print $2 }' "/proc/$pid/status"; }
fds() { ls "/proc/$pid/fd" | wc -l; }

start=$(date +%s) round=0 failed=0 answered=0
: >"$W/samples.tsv"
while [ $(($(date +%s) - start)) -lt "$SECONDS_TOTAL" ]; do
  round=$((round + 1))
  leaving=""
  for k in 1 2 3 4; do
    curl -s -N --max-time 0.3 -H 'Content-Type: application/json' \
      --data-binary '{"prompt":[1,2,3],"max_tokens":3000,"stream":true}' "$URL/v1/completions" \
      >/dev/null 2>&1 &
    leaving="$leaving $!"
  done
  curl -s -o /dev/null "$URL/v1/completions" -d '{"prompt":[1,2,' || true
  curl -s -o /dev/null "$URL/v1/completions" -d '{"prompt":[1,99999]}' || true
  for mode in "" --no-stream; do
    n=$([ -z "$mode" ] && echo 32 || echo 16)
    /usr/bin/python3 "$ROOT/bench/serve_load.py" --url="$URL" --requests="$n" --concurrency=8 \
      --prompt-len=1:200 --max-tokens=1:300 --seed="$round" $mode >"$W/round.out" || true
    answered=$((answered + $(sed -n 's/^requests: \([0-9]*\) answered.*/\1/p' "$W/round.out")))
    failed=$((failed + $(sed -n 's/^requests: [0-9]* answered, \([0-9]*\) failed.*/\1/p' "$W/round.out")))
  done
  for p in $leaving; do wait "$p" || true; done
  printf '%d\t%d\t%d\t%d\n' "$round" "$(($(date +%s) - start))" "$(rss)" "$(fds)" >>"$W/samples.tsv"
  say "soak round $round: RSS $(rss) kB, $(fds) descriptors, $answered answered, $failed failed"
done
curl -s "$URL/metrics" >"$W/metrics.txt"
kill -TERM $pid
wait $pid && exit_status=0 || exit_status=$?

md=$RESULTS/s7_soak.md
awk -F'\t' -v answered="$answered" -v failed="$failed" -v machine="$(machine_line)" \
  -v secs="$SECONDS_TOTAL" -v exit_status="$exit_status" '
  NR == 1 { r0 = $3; f0 = $4 } { rl = $3; fl = $4; if ($3 > rmax) rmax = $3; n = NR; t = $2 }
  END {
    print "# S7 soak: facet-serve under continuous load\n"
    print "Measured on: " machine ".\nReproduce: `sh bench/s7_soak.sh` (S7_SOAK_SECONDS=" secs ").\n"
    print "The toy Llama; each round 48 requests (32 streamed, 16 whole; prompts of 1-200 tokens,"
    print "1-300 generated, 8 in flight), 4 clients leaving mid-stream and 2 bad requests.\n"
    print "| | after round 1 | at the end | largest |"
    print "|---|---|---|---|"
    printf "| resident memory (kB) | %d | %d | %d |\n", r0, rl, rmax
    printf "| open descriptors | %d | %d | |\n", f0, fl
    printf "\n%d rounds in %d s, %d requests answered, %d failed; exit status after SIGTERM %s.\n\n", n, t, answered, failed, exit_status
    print "## Targets\n"
    grow = rl - r0
    printf "- resident memory flat (at most 4 MiB over round 1): %+d kB: %s\n", grow, grow <= 4096 ? "met" : "MISSED"
    printf "- descriptors flat: %d -> %d: %s\n", f0, fl, fl <= f0 ? "met" : "MISSED"
    printf "- every request answered: %d failed: %s\n", failed, failed == 0 && exit_status == 0 ? "met" : "MISSED"
  }' "$W/samples.tsv" >"$md"
cat "$md"
