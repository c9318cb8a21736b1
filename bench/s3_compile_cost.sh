#!/bin/sh
# S3, compile cost: a 32-layer Llama-like decoder (H = 4096, F = 14336, f16)
# with eight entry points, prefill_bs{1,2,4,8} + decode_bs{1,2,4,8}, compiled
# only: dispatch sites, executables before and after dedup, variants, culled
# variants, compile seconds and module bytes with default flags,
# --specialize=off and --dedup=off. The cheap builds are compiled
# S3_REPS times (default 3, interleaved; median seconds), --dedup=off
# S3_OFF_REPS times (default 1: thousands of C files). See bench/lib.sh.
. "$(dirname "$0")/lib.sh"
bench_setup s3_compile_cost

L=32 H=4096 F=14336 LIST=1,2,4,8 ATTENTION=stand-in
CHEAP_REPS=${S3_REPS:-3} OFF_REPS=${S3_OFF_REPS:-1}
if [ "$SMOKE" = 1 ]; then
  L=1 H=64 F=128 LIST=1 ATTENTION=none CHEAP_REPS=1 OFF_REPS=1
fi
ENTRIES=$((2 * $(echo "$LIST" | tr ',' '\n' | wc -l)))
MLIR=$W/model.mlir
"$BIN/facet-gen-model" --layers="$L" --hidden="$H" --ffn="$F" --prefill="$LIST" --decode="$LIST" \
  --max-s=256 --dtype=f16 --attention="$ATTENTION" --weights=args -o "$MLIR"

# compile_n BUILD N [flags]: N compiles; "build rep seconds" into compiles.tsv.
compile_n() {
  b=$1 n=$2 i=1
  shift 2
  while [ "$i" -le "$n" ]; do
    compile "$b" "$MLIR" "$@"
    printf '%s\t%s\t%s\n' "$b" "$i" "$(report_field "$W/$b.json" compile_seconds)" >>"$W/compiles.tsv"
    i=$((i + 1))
  done
}

rm -f "$W/compiles.tsv"
r=1
while [ "$r" -le "$CHEAP_REPS" ]; do
  compile_n default 1
  compile_n specialize_off 1 --specialize=off
  r=$((r + 1))
done
compile_n dedup_off "$OFF_REPS" --dedup=off
label() {
  case $1 in
  default) echo "default flags" ;; specialize_off) echo "--specialize=off" ;; *) echo "--dedup=off" ;;
  esac
}

rm -f "$W/sections.tsv"
for b in default specialize_off dedup_off; do
  build_row "$b" "$b"
  sections_row "$(label "$b")" "$W/$b.facet"
done

# s3_rows: per build its counts (last report) and the median compile seconds.
s3_rows() {
  sort -t "$(printf '\t')" -k1,1 -k3,3g "$W/compiles.tsv" | awk -F '\t' '
    FILENAME == ARGV[1] { v[$1, ++n[$1]] = $3; all[$1] = all[$1] (all[$1] == "" ? "" : ", ") $3; next }
    { k = n[$1]; med = k % 2 ? v[$1, (k + 1) / 2] : (v[$1, k / 2] + v[$1, k / 2 + 1]) / 2
      printf "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%.3f\t%s\t%d\n", $1, $4, $5, $6, $7, $8, $2, med, all[$1], k }' \
    - "$W/builds.tsv"
}
s3_rows >"$W/rows.tsv"

table() {
  printf 'build\tdispatch sites\texecutables before dedup\texecutables after dedup\tvariants\tvariants culled\tcompile s (median)\tcompile s (each run)\tmodule bytes\n'
  while IFS="$(printf '\t')" read -r b sites before execs variants culled bytes med all _runs; do
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(label "$b")" "$sites" "$before" "$execs" \
      "$variants" "$culled" "$med" "$all" "$bytes"
  done <"$W/rows.tsv"
}

targets() {
  awk -F '\t' '
    { sites[$1] = $2; ex[$1] = $4; var[$1] = $5; culled[$1] = $6; bytes[$1] = $7; secs[$1] = $8 }
    END {
      r = ex["default"] / sites["default"]
      printf "- executables after dedup <= 1%% of dispatch sites: %d / %d = %.2f%%, %s\n", ex["default"], sites["default"], r * 100, r <= 0.01 ? "met" : "MISSED"
      r = secs["default"] / secs["dedup_off"]
      printf "- compile s, default <= 1/10 of --dedup=off: %.2f / %.2f = 1/%.1f, %s\n", secs["default"], secs["dedup_off"], 1 / r, r <= 0.1 ? "met" : "MISSED"
      r = bytes["default"] / bytes["dedup_off"]
      printf "- module bytes, default <= 1/10 of --dedup=off: %d / %d = 1/%.1f, %s\n", bytes["default"], bytes["dedup_off"], 1 / r, r <= 0.1 ? "met" : "MISSED"
      printf "- default flags compile %d variants for %d executables (%d culled); --specialize=off %d; --dedup=off %d, one per dispatch site\n", var["default"], ex["default"], culled["default"], var["specialize_off"], var["dedup_off"]
    }' "$W/rows.tsv"
}

chart_tsv() {
  printf 'metric\tdefault flags\t--specialize=off\t--dedup=off\n'
  awk -F '\t' '
    { ex[$1] = $4; var[$1] = $5; bytes[$1] = $7; secs[$1] = $8 }
    END {
      printf "executables\t%d\t%d\t%d\n", ex["default"], ex["specialize_off"], ex["dedup_off"]
      printf "variants compiled\t%d\t%d\t%d\n", var["default"], var["specialize_off"], var["dedup_off"]
      printf "compile seconds\t%s\t%s\t%s\n", secs["default"], secs["specialize_off"], secs["dedup_off"]
      printf "module bytes\t%d\t%d\t%d\n", bytes["default"], bytes["specialize_off"], bytes["dedup_off"]
    }' "$W/rows.tsv"
}

MD=$RESULTS/$SCENARIO.md
{
  echo "# S3: compile cost of a $L-layer model with $ENTRIES entry points"
  echo
  echo "\`facet-gen-model --layers=$L --hidden=$H --ffn=$F --prefill=$LIST --decode=$LIST --max-s=256 --dtype=f16 --attention=$ATTENTION --weights=args\`,"
  echo "compiled only (\`facet-compile -j$JOBS\`, the system C compiler builds the kernels). Compile"
  echo "seconds are the report's \`compile_seconds\`: default flags and \`--specialize=off\` compiled"
  echo "$CHEAP_REPS x each (interleaved, median), \`--dedup=off\` $OFF_REPS x: it compiles one C file per"
  echo "dispatch site. Machine: $(machine_line). Reproduce: \`make bench\` or \`sh bench/s3_compile_cost.sh\`."
  echo
  echo "## Counts, compile seconds, module bytes"
  echo
  table | md_table
  echo
  echo "Module sections (bytes, from facet-dump): \`functions\` holds the host programs (the same in"
  echo "every build), \`kernel\` the shared object with the compiled variants."
  echo
  sections_table
  echo
  echo "## Targets"
  echo
  targets
} >"$MD"
chart_tsv >"$W/chart.tsv"
chart "$W/chart.tsv" "$RESULTS/$SCENARIO.svg" "S3: compile cost of a $L-layer model with $ENTRIES entry points" \
  "facet-compile -j$JOBS; median compile seconds of $CHEAP_REPS (--dedup=off: $OFF_REPS); each panel its own scale"
cat "$MD"
