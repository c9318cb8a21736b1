#!/bin/sh
# S7's report (bench/s7_serve.sh): medians of the runs in W/times.tsv
# (build, tokens/s, TTFT p50, p99, ITL p50, p99 per run), the table, the
# targets and the chart.
#   s7_report.sh W RESULTS MACHINE MODEL REQUESTS CLIENTS RATE PROMPT OUTPUT REPS BIN
set -eu
W=$1 RESULTS=$2 MACHINE=$3 MODEL=$4 REQUESTS=$5 CLIENTS=$6 RATE=$7 PROMPT=$8 OUTPUT=$9
shift 9
REPS=$1 BIN=$2
# med BUILD COLUMN: the median of that column over the build's runs ("-" when none).
med() {
  awk -F'\t' -v b="$1" -v c="$2" '$1 == b && $c != "-" { print $c }' "$W/times.tsv" | sort -g |
    awk '{ v[NR] = $1 } END { if (!NR) print "-"; else if (NR % 2) print v[(NR + 1) / 2];
      else printf "%.2f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "-" || b == "-" || b == 0) print "-"; else printf "%.2f\n", a / b }'; }
calls() { # BUILD: the decode entry points' calls, last run
  f=$(ls "$W"/metrics-"$1"-*.txt | tail -n 1)
  awk '/^facet_entry_point_calls_total/ { sub(/.*function="/, ""); sub(/"}/, ""); printf "%s%s %s", s, $1, $2; s = ", " }' "$f"
}
tb=$(med b 2) tc=$(med c 2) ts=$(med static 2)
md=$RESULTS/s7_serve.md
{
  echo "# S7: facet-serve under load"
  echo
  echo "Measured on: $MACHINE."
  echo "Reproduce: \`sh bench/s7_serve.sh\` (BENCH_REPS=$REPS)."
  echo
  echo "Model: facet-gen-llama --model=$MODEL, prefill at batch 1 and 4, decode at batch 1, 4, 8"
  echo "and 16 in one module, random weights. Load: $REQUESTS streamed requests, Poisson arrivals at"
  echo "$RATE/s, at most $CLIENTS in flight, prompts of $PROMPT tokens, $OUTPUT tokens generated each"
  echo "(bench/serve_load.py on loopback; the client shares the machine's cores with the server)."
  echo "Static batching: facet-generate on the same requests in waves of $CLIENTS, each wave decoding"
  echo "until its longest request is done (prefill_bs4, decode_bs16; its load time not counted)."
  echo "Medians of $REPS interleaved runs."
  echo
  echo "| build | tokens/s | TTFT p50 ms | TTFT p99 ms | ITL p50 ms | ITL p99 ms |"
  echo "|---|---|---|---|---|---|"
  for b in b c static; do
    case $b in b) name="(b) facet-serve, default module" ;; c) name="(c) facet-serve, --specialize=off" ;;
    static) name="static batching (facet-generate)" ;; esac
    echo "| $name | $(med $b 2) | $(med $b 3) | $(med $b 4) | $(med $b 5) | $(med $b 6) |"
  done
  echo
  echo "Static batching's ITL is its mean decode step (every sequence of a wave waits for the"
  echo "wave); its TTFT is not measured (all prompts are there from the start)."
  echo
  echo "Entry points called in the last run of (b): $(calls b)."
  echo
  echo "## Targets"
  echo
  cb=$(ratio "$tb" "$ts")
  echo "- continuous batching >= 2x static batching's throughput at $CLIENTS clients: (b) / static = $cb:" \
    "$(awk -v r="$cb" 'BEGIN { print (r != "-" && r >= 2) ? "met" : "MISSED" }')"
  echo "- what specialization buys under load: (b) / (c) throughput = $(ratio "$tb" "$tc"), ITL p50" \
    "(c) / (b) = $(ratio "$(med c 5)" "$(med b 5)")"
  echo "- p99 inter-token latency (b): $(med b 6) ms"
  echo
  echo "## Runs"
  echo
  echo '```'
  cat "$W/times.tsv"
  echo '```'
} >"$md"
{
  printf 'measure\t(b) default\t(c) --specialize=off\tstatic batching\n'
  printf 'tokens/s\t%s\t%s\t%s\n' "$tb" "$tc" "$ts"
  printf 'ITL p50 ms\t%s\t%s\t%s\n' "$(med b 5)" "$(med c 5)" "$(med static 5)"
  printf 'ITL p99 ms\t%s\t%s\t-\n' "$(med b 6)" "$(med c 6)"
  printf 'TTFT p50 ms\t%s\t%s\t-\n' "$(med b 3)" "$(med c 3)"
} >"$W/chart.tsv"
"$BIN/facet-chart" --title="S7: facet-serve, $REQUESTS requests, $CLIENTS clients ($MODEL)" \
  --note="$MACHINE" "$W/chart.tsv" -o "$RESULTS/s7_serve.svg"
cat "$md"
