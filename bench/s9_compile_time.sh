#!/bin/sh
# S9 compile time: a cold compile of the 8B export (facet-gen-llama
# --model=8b, prefill and decode at batch 1, 2, 4 and 8: 8 entry points),
# one kernel per compiler run (FACET_CC_BATCH=1, as before batch.c) against
# batches (the default), each in a fresh cache folder, then a warm compile.
# Times are wall and CPU seconds of the whole facet-compile process and its
# children; the report's cc_cpu_seconds is the compilers' share. The kernel
# objects of the two cold compiles are compared function by function
# (objdump, nops and addresses aside). S9_REPS repetitions (default 1),
# interleaved. S9_BEFORE=FILE: also a cold compile (batches) by that
# facet-compile (an earlier commit's build; S9_BEFORE_LABEL names it), in
# the same rotation, for a before/after on one machine under one load.
# Writes bench/results/s9_compile_time.md.
. "$(dirname "$0")/lib.sh"
bench_setup s9_compile_time
REPS=${S9_REPS:-1}
GEN="--model=8b --prefill=1,2,4,8 --decode=1,2,4,8"
[ "$SMOKE" = 1 ] && GEN="--model=toy --prefill=1,2 --decode=1,2"
# shellcheck disable=SC2086
"$BIN/facet-gen-llama" $GEN -o "$W/model.mlir"

BEFORE=${S9_BEFORE:-}
BEFORE_LABEL=${S9_BEFORE_LABEL:-$BEFORE}
[ -z "$BEFORE" ] || [ -x "$BEFORE" ] || die "S9_BEFORE=$BEFORE is not an executable"

# timed TAG VAR=VALUE [flags...]: one compile with that environment
# variable (by $COMPILER, default this build's); "tag wall cpu foreign
# cc_cpu" to runs.tsv.
timed() {
  tag=$1 var=$2
  shift 2
  say "facet-compile model.mlir $* -> $tag.facet"
  times >"$W/times.0"
  b0=$(cpu_busy) t0=$(now)
  # shellcheck disable=SC2086
  env "$var" "${COMPILER:-$BIN/facet-compile}" "$W/model.mlir" -o "$W/$tag.facet" --report="$W/$tag.json" \
    -j"$JOBS" $CCFLAG "$@" >"$W/$tag.log" 2>&1 || { cat "$W/$tag.log" >&2; die "compile $tag failed"; }
  t1=$(now) b1=$(cpu_busy)
  times >"$W/times.1"
  c0=$(children_cpu "$W/times.0") c1=$(children_cpu "$W/times.1")
  awk -v tag="$tag" -v busy=$((b1 - b0)) -v hz="$HZ" -v c0="$c0" -v c1="$c1" -v t0="$t0" \
    -v t1="$t1" -v ncpu="$NCPU" -v cc="$(field "$W/$tag.json" cc_cpu_seconds)" 'BEGIN {
      wall = t1 - t0; cpu = c1 - c0; f = (busy / hz - cpu) / wall
      printf "%s\t%.1f\t%.1f\t%.2f\t%.1f\n", tag, wall, cpu, f < 0 ? 0 : (f > ncpu ? ncpu : f), cc }' >>"$W/runs.tsv"
}
field() { sed -n "s/^  \"$2\": \"*\([^\",]*\)\"*,*\$/\1/p" "$1"; }

rm -f "$W/runs.tsv"
LOAD0=$(cut -d' ' -f1-3 /proc/loadavg)
r=1
while [ "$r" -le "$REPS" ]; do
  rm -rf "$W/cache-single-$r" "$W/cache-batched-$r" "$W/cache-before-$r"
  order="single batched${BEFORE:+ before}"
  i=1
  while [ "$i" -lt "$r" ]; do order="${order#* } ${order%% *}" i=$((i + 1)); done # rotated by r
  for k in $order; do
    case $k in
    single) timed "single-$r" FACET_CC_BATCH=1 --cache-dir="$W/cache-single-$r" ;;
    batched) timed "batched-$r" FACET_CC_BATCH= --cache-dir="$W/cache-batched-$r" ;;
    before) COMPILER=$BEFORE timed "before-$r" FACET_CC_BATCH= --cache-dir="$W/cache-before-$r" ;;
    esac
  done
  timed "warm-$r" FACET_CC_BATCH= --cache-dir="$W/cache-batched-$r"
  cmp -s "$W/batched-$r.facet" "$W/warm-$r.facet" || die "warm and cold modules differ"
  rm -rf "$W/cache-single-$r" "$W/cache-batched-$r" "$W/cache-before-$r"
  r=$((r + 1))
done

# The kernel objects, function by function: instructions without nops, with
# addresses and rip-relative offsets blanked.
kernel_object() { # MODULE OUT (as tests/e2e/kernel_layout.sh)
  "$BIN/facet-dump" "$1" | awk '
    /^sections:/ { s = 1; next }
    s && $1 == "kernel" { printf "%d %d\n", off, $2; exit }
    s && $1 ~ /^(strings|functions|executables)$/ { off = off + $2; off = int((off + 7) / 8) * 8 }
    BEGIN { off = 280 }' >"$W/at"
  read -r off size <"$W/at"
  tail -c +$((off + 1)) "$1" | head -c "$size" >"$2"
}
insns() {
  objdump -d --no-show-raw-insn "$1" | awk '
    /^[0-9a-f]+ <.*>:$/ { name = $2; next }
    /^ *[0-9a-f]+:/ { sub(/^ *[0-9a-f]+:\t/, ""); if ($0 ~ /nop|xchg +%ax,%ax/) next
      gsub(/[0-9a-f]+ <[^>]*>/, "ADDR"); gsub(/0x[0-9a-f]+\(%rip\)/, "RIP"); print name "\t" $0 }'
}
kernel_object "$W/single-1.facet" "$W/single.so"
kernel_object "$W/batched-1.facet" "$W/batched.so"
insns "$W/single.so" >"$W/single.insns"
insns "$W/batched.so" >"$W/batched.insns"
# per function: "name same|differs|thunk"
awk -F '\t' 'NR == FNR { a[$1] = a[$1] "\n" $2; next } { b[$1] = b[$1] "\n" $2 }
  END { for (f in a) {
    if (f !~ /^<facet_k/) continue
    s = a[f] == b[f] ? "same" : (b[f] ~ /^\njmp +ADDR$/ ? "thunk" : "differs")
    print f "\t" s } }' "$W/single.insns" "$W/batched.insns" | sort >"$W/compare.tsv"
fns=$(wc -l <"$W/compare.tsv")
same=$(grep -c 'same$' "$W/compare.tsv" || true)
thunk=$(grep -c 'thunk$' "$W/compare.tsv" || true)
diff_count=$(grep 'differs$' "$W/compare.tsv" | grep -c '_count>' || true)
diff_wg=$(grep 'differs$' "$W/compare.tsv" | grep -vc '_count>' || true)

med() { # KIND COLUMN: the median over the repetitions
  awk -F '\t' -v k="$1" -v c="$2" '{ t = $1; sub(/-[0-9]+$/, "", t) } t == k { print $c }' "$W/runs.tsv" |
    sort -g | awk '{ v[NR] = $1 } END { print NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
each() { awk -F '\t' -v k="$1" -v c="$2" '{ t = $1; sub(/-[0-9]+$/, "", t) } t == k { s = s (s == "" ? "" : ", ") $c } END { print s }' "$W/runs.tsv"; }
MD=$RESULTS/s9_compile_time.md
{
  echo "# S9 compile time: the 8B export cold, one kernel per compiler run against batches"
  echo
  echo "\`facet-gen-llama $GEN\` ($(field "$W/single-1.json" kernel_sources) kernel sources,"
  echo "$(field "$W/single-1.json" executables) executables), \`facet-compile -j$JOBS\`, each cold compile in a fresh"
  echo "cache folder; $REPS repetition(s), interleaved. Machine: $(machine_line)."
  echo "Reproduce: \`sh bench/s9_compile_time.sh\` (S9_REPS=N; S9_BEFORE=FILE adds a cold compile by that"
  echo "facet-compile). Load average (1, 5, 15 min) at the start: $LOAD0; at the end: $(cut -d' ' -f1-3 /proc/loadavg)."
  echo
  echo "Wall and CPU seconds are the whole facet-compile process and its children; cc CPU is the"
  echo "report's \`cc_cpu_seconds\` (the compiler runs); \"other load\" is the cores other processes"
  echo "used meanwhile (the machine is shared: wall times follow the load, CPU seconds much less)."
  echo
  printf '| compile | kernel sources | compiler runs | wall s | CPU s | cc CPU s | other load (cores) |\n|---|---|---|---|---|---|---|\n'
  for k in ${BEFORE:+before} single batched warm; do
    case $k in
    before) label="cold, batches, before: $BEFORE_LABEL" ;;
    single) label="cold, one kernel per run (FACET_CC_BATCH=1)" ;;
    batched) label="cold, batches (default)" ;;
    warm) label="warm (after the batched one)" ;;
    esac
    printf '| %s | %s | %s | %s | %s | %s | %s |\n' "$label" "$(field "$W/$k-1.json" kernel_sources)" \
      "$(field "$W/$k-1.json" cc_runs)" "$(each "$k" 2)" "$(each "$k" 3)" \
      "$(each "$k" 5)" "$(each "$k" 4)"
  done
  echo
  echo "Kernel functions compared (objdump of both kernel objects, nops and addresses aside): $fns;"
  echo "$same with the same instructions, $thunk folded by the compiler into a jump to an identical"
  echo "kernel of the same batch (identical code folding), $diff_wg other workgroup functions and"
  echo "$diff_count count functions differing (register or stack-slot choices, the operand order of a"
  echo "commutative \`lea\`)."
} >"$MD"
cat "$MD"
