# bench/lib.sh: shared by the scenario scripts (sourced; POSIX sh + awk).
#
# A scenario compiles its builds into $W ($BUILD/bench/<scenario>), times
# them interleaved (run r: every entry point in every build once, the build
# order rotated by r, so machine noise hits every build alike), and writes
# $RESULTS/<scenario>.md, $RESULTS/<scenario>.svg and $W/summary.tsv (read by
# scripts/demo.sh). Progress goes to stderr, the tables to stdout.
#
# Environment:
#   BUILD=build            where the tools are ($BUILD/bin)
#   BENCH_REPS=N           interleaved runs per scenario (default 7)
#   BENCH_THREADS=N        facet-benchmark-module --threads (default 2)
#   BENCH_JOBS=N           facet-compile -j (default 2)
#   BENCH_RESULTS=DIR      where .md and .svg go (default bench/results)
#   BENCH_WORK=DIR         where modules, reports and timings go
#                          (default $BUILD/bench; one subdirectory per scenario)
#   BENCH_QUIET=0.3        a timed call counts as disturbed when other
#                          processes used more cores than this meanwhile;
#   BENCH_QUIET_WAIT=30    seconds to wait for such a quiet machine before
#                          each call, and BENCH_RETRIES=1 retry of a
#                          disturbed call (the least disturbed one is kept),
#                          until the waits add up to BENCH_QUIET_BUDGET=600
#   BENCH_SMOKE=1          tiny sizes, one run, kernels built at -O0: proves
#                          the machinery in seconds (tests/e2e/bench_smoke.sh)
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
BUILD=${BUILD:-build}
case $BUILD in
/*) BUILD_DIR=$BUILD ;;
*) BUILD_DIR=$ROOT/$BUILD ;;
esac
BIN=$BUILD_DIR/bin
SMOKE=${BENCH_SMOKE:-0}
REPS=${BENCH_REPS:-7}
THREADS=${BENCH_THREADS:-2}
JOBS=${BENCH_JOBS:-2}
RESULTS=${BENCH_RESULTS:-$ROOT/bench/results}
QUIET=${BENCH_QUIET:-0.3}
QUIET_WAIT=${BENCH_QUIET_WAIT:-30}
QUIET_BUDGET=${BENCH_QUIET_BUDGET:-600}
RETRIES=${BENCH_RETRIES:-1}
HZ=$(getconf CLK_TCK)
NCPU=$(getconf _NPROCESSORS_ONLN)
CCFLAG=""
if [ "$SMOKE" = 1 ]; then
  REPS=${BENCH_REPS:-1} QUIET_WAIT=0 RETRIES=0
fi

say() { echo "[$(date +%H:%M:%S)] $*" >&2; }
die() { echo "bench: error: $*" >&2; exit 1; }

# bench_setup NAME: the work dir $W, fresh timing files, the smoke compiler.
bench_setup() {
  SCENARIO=$1
  W=${BENCH_WORK:-$BUILD_DIR/bench}/$SCENARIO
  mkdir -p "$W" "$RESULTS"
  rm -f "$W/times.tsv" "$W/builds.tsv" "$W/summary.tsv" "$W/waited"
  [ -x "$BIN/facet-compile" ] || die "$BIN/facet-compile missing: run make first"
  if [ "$SMOKE" = 1 ]; then
    # -O0 appended after facet's -O3: the smoke test checks plumbing, not speed
    printf '#!/bin/sh\nexec cc "$@" -O0\n' >"$W/cc-O0"
    chmod +x "$W/cc-O0"
    CCFLAG="--cc=$W/cc-O0"
  fi
}

# machine_line: what the numbers were measured on.
machine_line() {
  cpu=$(sed -n 's/^model name[^:]*: *//p' /proc/cpuinfo | head -n 1)
  rev=$(git -C "$ROOT" describe --always --dirty 2>/dev/null || echo unknown)
  echo "$cpu, $(nproc) CPUs, $(date -u +%Y-%m-%d), facet $rev"
}

# report_field REPORT KEY: a top-level number of a facet-compile --report.
report_field() {
  sed -n "s/^  \"$2\": \([0-9.]*\),*\$/\1/p" "$1"
}

# compile TAG MLIR [flags...]: $W/TAG.facet and its report $W/TAG.json.
# --cache=off: compile seconds are those of the C compiler, not of the
# kernel cache (a flag after it, such as --cache=on, wins).
compile() {
  tag=$1 mlir=$2
  shift 2
  say "facet-compile $(basename "$mlir") $* -> $tag.facet"
  # shellcheck disable=SC2086
  "$BIN/facet-compile" "$mlir" -o "$W/$tag.facet" --report="$W/$tag.json" -j"$JOBS" $CCFLAG --cache=off "$@" \
    >"$W/$tag.log" 2>&1 || { cat "$W/$tag.log" >&2; die "compile of $tag failed"; }
}

# build_row BUILD TAG...: one line of builds.tsv, summed over the reports of
# TAG... (build (a) is one module per entry point):
# build bytes compile_s sites execs_before execs variants culled modules
build_row() {
  b=$1
  shift
  for tag in "$@"; do
    r=$W/$tag.json
    echo "$(report_field "$r" module_bytes) $(report_field "$r" compile_seconds)" \
      "$(report_field "$r" dispatch_sites) $(report_field "$r" executables_before_dedup)" \
      "$(report_field "$r" executables) $(report_field "$r" variants)" \
      "$(report_field "$r" variants_culled)"
  done | awk -v b="$b" -v n=$# '
    { for (i = 1; i <= 7; i++) s[i] += $i }
    END { printf "%s\t%d\t%.3f\t%d\t%d\t%d\t%d\t%d\t%d\n", b, s[1], s[2], s[3], s[4], s[5], s[6], s[7], n }' \
    >>"$W/builds.tsv"
}

# cpu_busy: jiffies the whole machine has spent busy (user, nice, system,
# irq, softirq, steal), from /proc/stat.
cpu_busy() {
  awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 + $9; exit }' /proc/stat
}

# children_cpu FILE: CPU seconds of this shell's finished children, from the
# output of `times` saved in FILE (run in the shell itself: a subshell would
# see only its own children).
children_cpu() {
  awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%.3f\n", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$1"
}

now() { date +%s.%N; }

# foreign_cores B0 B1 T0 T1: the cores other processes used between two
# points (cpu_busy B0 / B1, now T0 / T1, `times` saved in $W/times.0 and
# $W/times.1): all busy CPU time minus this shell's children's, over the
# wall time; clamped to [0, CPUs]: over a call of a few jiffies, tick
# rounding alone can say more cores than the machine has.
foreign_cores() {
  c0=$(children_cpu "$W/times.0") c1=$(children_cpu "$W/times.1")
  awk -v busy=$(($2 - $1)) -v hz="$HZ" -v ours="$c1 - $c0" -v wall="$4 - $3" -v ncpu="$NCPU" \
    'BEGIN { split(ours, c, " - "); split(wall, t, " - ")
      f = (busy / hz - (c[1] - c[2])) / (t[1] - t[2]); printf "%.2f\n", (f < 0 ? 0 : (f > ncpu ? ncpu : f)) }'
}

# median_of: the median of the numbers on stdin (one per line, or a JSON
# list "[a, b, c]").
median_of() {
  tr ',' '\n' | tr -d '[] ' | grep . | sort -g |
    awk '{ v[NR] = $1 } END { print NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# quiet_wait: the machine is shared; before a timed call, wait (up to
# BENCH_QUIET_WAIT seconds, default 30) until other processes use less than
# BENCH_QUIET cores (default 0.3) over one second. The waits of a scenario
# stop once they add up to BENCH_QUIET_BUDGET seconds (default 600), so a
# machine that never quiets down still gets measured, disturbed.
quiet_wait() {
  waited=0 spent=$(cat "$W/waited" 2>/dev/null || echo 0)
  while [ "$waited" -lt "$QUIET_WAIT" ] && [ $((spent + waited)) -lt "$QUIET_BUDGET" ]; do
    b0=$(cpu_busy)
    sleep 1
    b1=$(cpu_busy)
    if awk -v d=$((b1 - b0)) -v hz="$HZ" -v q="$QUIET" 'BEGIN { exit !(d / hz < q) }'; then break; fi
    waited=$((waited + 1))
  done
  echo $((spent + waited)) >"$W/waited"
}

# time_call MODULE FUNCTION [flags...]: one facet-benchmark-module
# repetition; prints "ms cpu_ms foreign": real and CPU (all threads)
# milliseconds per call, and the cores other processes used meanwhile (all
# busy CPU time minus ours, over the wall time). The thread pool blocks when
# idle, so CPU time is the work done, which other processes barely change. $MIN_TIME (default 0.5 s) sets how long it runs; the first call
# is discarded whenever it is shorter.
time_call() {
  module=$1 fn=$2
  shift 2
  times >"$W/times.0"
  b0=$(cpu_busy) t0=$(now)
  # shellcheck disable=SC2086
  "$BIN/facet-benchmark-module" --module="$module" --function="$fn" --threads="$THREADS" \
    --benchmark_repetitions=1 --benchmark_format=json --benchmark_min_time="${MIN_TIME:-0.5}" \
    "$@" >"$W/bench.json" 2>"$W/bench.err" || { cat "$W/bench.err" >&2; die "benchmark of $fn in $module failed"; }
  t1=$(now) b1=$(cpu_busy)
  times >"$W/times.1"
  foreign=$(foreign_cores "$b0" "$b1" "$t0" "$t1")
  awk -v f="$foreign" '/"run_type": "iteration"/ { it = 1 }
       it && /"real_time"/ { gsub(/[",]/, ""); real = $2 + 0 }
       it && /"cpu_time"/ { gsub(/[",]/, ""); printf "%.4f %.4f %s\n", real, $2 + 0, f; exit }' "$W/bench.json"
}

# time_quiet MODULE FUNCTION [flags...]: time_call after quiet_wait, retried
# (BENCH_RETRIES times, default 1) while other processes used more than
# BENCH_QUIET cores during the call; prints "ms cpu_ms foreign attempts" of
# the least disturbed attempt.
time_quiet() {
  best="" attempt=0
  while [ "$attempt" -le "$RETRIES" ]; do
    [ "$attempt" -gt 0 ] && [ "$(cat "$W/waited")" -ge "$QUIET_BUDGET" ] && break
    attempt=$((attempt + 1))
    quiet_wait
    r=$(time_call "$@")
    if [ -z "$best" ] || awk -v a="${r##* }" -v b="${best##* }" 'BEGIN { exit !(a < b) }'; then best=$r; fi
    awk -v f="${best##* }" -v q="$QUIET" 'BEGIN { exit !(f < q) }' && break
    say "  disturbed: other processes used ${r##* } cores during the call"
  done
  echo "$best $attempt"
}

# module_of BUILD FN: the module file that build BUILD times FN in.
module_of() {
  case $1 in
  a) echo "$W/a_$2.facet" ;;
  *) echo "$W/$1.facet" ;;
  esac
}

# compile_abcd MLIR: the four builds of S1 and S2 for the entry points $FUNCS.
compile_abcd() {
  tags=""
  for fn in $FUNCS; do
    compile "a_$fn" "$1" --entry="$fn"
    tags="$tags a_$fn"
  done
  compile b "$1"
  compile c "$1" --specialize=off
  compile d "$1" --dedup=off
  # shellcheck disable=SC2086
  build_row a $tags
  build_row b b
  build_row c c
  build_row d d
  rm -f "$W/sections.tsv"
  # shellcheck disable=SC2046
  sections_row "$(build_label a), summed" $(for t in $tags; do echo "$W/$t.facet"; done)
  for b in b c d; do sections_row "$(build_label $b)" "$W/$b.facet"; done
}

# time_abcd: REPS interleaved runs of the entry points $FUNCS; inputs_of FN
# (defined by the scenario) prints FN's --input flags. Appends
# "fn build rep ms foreign attempts cpu_ms" to times.tsv.
time_abcd() {
  rep=1
  while [ "$rep" -le "$REPS" ]; do
    case $((rep % 4)) in
    1) order="a b c d" ;; 2) order="b c d a" ;; 3) order="c d a b" ;; *) order="d a b c" ;;
    esac
    for fn in $FUNCS; do
      for b in $order; do
        # shellcheck disable=SC2046
        r=$(time_quiet "$(module_of "$b" "$fn")" "$fn" $(inputs_of "$fn"))
        # shellcheck disable=SC2086
        set -- $r
        say "run $rep/$REPS $fn ($b): $1 ms, CPU $2 ms (others used $3 cores; $4 attempt(s))"
        printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$fn" "$b" "$rep" "$1" "$3" "$4" "$2" >>"$W/times.tsv"
      done
    done
    rep=$((rep + 1))
  done
}

# medians [COLUMN]: "fn build median min max n" per (fn, build) of column
# COLUMN of times.tsv (default 4, real ms; 7 is CPU ms).
medians() {
  col=${1:-4}
  sort -t "$(printf '\t')" -k1,1 -k2,2 -k"$col,$col"g "$W/times.tsv" | awk -F '\t' -v col="$col" '
    function flush() {
      if (n == 0) return
      m = n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
      printf "%s\t%s\t%.4f\t%.4f\t%.4f\t%d\n", key1, key2, m, v[1], v[n], n
      n = 0
    }
    $1 != key1 || $2 != key2 { flush(); key1 = $1; key2 = $2 }
    { v[++n] = $col }
    END { flush() }'
}

# md_table: TSV on stdin (first line the header) -> a Markdown table with
# padded columns, readable as plain text too.
md_table() {
  awk -F '\t' '
    function width(s,  t, n) { t = s; n = gsub(/±/, "", t); return length(s) - n }
    function pad(s, n) { while (width(s) < n) s = s " "; return s }
    { for (i = 1; i <= NF; i++) { c[NR, i] = $i; if (width($i) > w[i]) w[i] = width($i) }
      if (NF > nf) nf = NF }
    END {
      for (r = 1; r <= NR; r++) {
        line = "|"
        for (i = 1; i <= nf; i++) line = line " " pad(c[r, i], w[i]) " |"
        print line
        if (r == 1) {
          line = "|"
          for (i = 1; i <= nf; i++) { d = ""; for (k = 0; k < w[i]; k++) d = d "-"; line = line " " d " |" }
          print line
        }
      }
    }'
}

# build_label BUILD: the column heading of a build.
build_label() {
  case $1 in
  a) echo "(a) alone" ;;
  b) echo "(b) combined" ;;
  c) echo "(c) --specialize=off" ;;
  d) echo "(d) --dedup=off" ;;
  *) echo "$1" ;;
  esac
}

# time_table [FILE]: per entry point the median ms of each build (± = half
# the min-max range, relative to the median) and the ratios to (a), from a
# medians file (default $W/medians.tsv, real time).
time_table() {
  {
    printf 'entry point\t%s\t%s\t%s\t%s\tb/a\tc/a\td/a\n' "$(build_label a)" "$(build_label b)" \
      "$(build_label c)" "$(build_label d)"
    awk -F '\t' -v funcs="$FUNCS" '
      BEGIN { n = split(funcs, order, " ") }
      { m[$1, $2] = $3; spread[$1, $2] = $3 > 0 ? ($5 - $4) / 2 / $3 * 100 : 0 }
      function cell(f, b) { return sprintf("%.4g ±%.1f%%", m[f, b], spread[f, b]) }
      END {
        for (i = 1; i <= n; i++) {
          f = order[i]
          printf "%s\t%s\t%s\t%s\t%s\t%.3f\t%.3f\t%.3f\n", f, cell(f, "a"), cell(f, "b"), cell(f, "c"),
            cell(f, "d"), m[f, "b"] / m[f, "a"], m[f, "c"] / m[f, "a"], m[f, "d"] / m[f, "a"]
        }
      }' "${1:-$W/medians.tsv}"
  } | md_table
}

# best_table: per entry point the fastest run of each build and the ratios:
# on a shared machine the least disturbed view, next to the medians.
best_table() {
  {
    printf 'entry point\t%s\t%s\t%s\t%s\tb/a\tc/a\td/a\n' "$(build_label a)" "$(build_label b)" \
      "$(build_label c)" "$(build_label d)"
    awk -F '\t' -v funcs="$FUNCS" '
      BEGIN { n = split(funcs, order, " ") }
      { m[$1, $2] = $4 }
      END {
        for (i = 1; i <= n; i++) {
          f = order[i]
          printf "%s\t%.4g\t%.4g\t%.4g\t%.4g\t%.3f\t%.3f\t%.3f\n", f, m[f, "a"], m[f, "b"], m[f, "c"],
            m[f, "d"], m[f, "b"] / m[f, "a"], m[f, "c"] / m[f, "a"], m[f, "d"] / m[f, "a"]
        }
      }' "$W/medians.tsv"
  } | md_table
}

# load_line: how much other processes disturbed the kept runs.
load_line() {
  sort -t "$(printf '\t')" -k5,5g "$W/times.tsv" | awk -F '\t' -v q="$QUIET" -v waited="$(cat "$W/waited")" '
    { f[++n] = $5; if ($5 >= q) over++; tries += $6 - 1 }
    END {
      med = n % 2 ? f[(n + 1) / 2] : (f[n / 2] + f[n / 2 + 1]) / 2
      printf "Other processes on the machine during the kept runs: median %.2f cores, max %.2f; %d of %d runs", med, f[n], over, n
      printf " above %s cores. Before each call the script waited for a quiet machine (%d s in all) and", q, waited
      printf " retried disturbed calls (%d retries), keeping the least disturbed attempt.\n", tries
    }'
}

# sections_row LABEL MODULE...: the section sizes facet-dump lists, summed
# over the modules, appended to $W/sections.tsv as "label name bytes".
sections_row() {
  label=$1
  shift
  for m in "$@"; do "$BIN/facet-dump" "$m"; done | awk -v l="$label" '
    /^sections:/ { in_s = 1; next }
    in_s && /^  [a-z_]+ +[0-9]+ bytes$/ { if (!($1 in sum)) order[++n] = $1; sum[$1] += $2; next }
    in_s { in_s = 0 }
    END { for (i = 1; i <= n; i++) printf "%s\t%s\t%d\n", l, order[i], sum[order[i]] }' >>"$W/sections.tsv"
}

# sections_table: $W/sections.tsv as a table, one column per section.
sections_table() {
  awk -F '\t' '
    { if (!($1 in seen_l)) { seen_l[$1] = 1; labels[++nl] = $1 }
      if (!($2 in seen_s)) { seen_s[$2] = 1; names[++ns] = $2 }
      v[$1, $2] = $3 }
    END {
      printf "build"; for (j = 1; j <= ns; j++) printf "\t%s", names[j]; printf "\n"
      for (i = 1; i <= nl; i++) {
        printf "%s", labels[i]; for (j = 1; j <= ns; j++) printf "\t%d", v[labels[i], names[j]]; printf "\n"
      }
    }' "$W/sections.tsv" | md_table
}

# build_table: module bytes, compile seconds, counts per build.
build_table() {
  {
    printf 'build\tmodule bytes\tcompile s\tdispatch sites\texecutables before dedup\texecutables\tvariants\tvariants culled\n'
    while IFS="$(printf '\t')" read -r b bytes secs sites before execs variants culled n; do
      label=$(build_label "$b")
      [ "$n" -gt 1 ] && label="$label, $n modules summed"
      printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$label" "$bytes" "$secs" "$sites" "$before" "$execs" \
        "$variants" "$culled"
    done <"$W/builds.tsv"
  } | md_table
}

# configs REPORT: "function<TAB>config" per dispatch site of a report, the
# config shortened (no zero remainders, no isa); a select binding lists the
# configs of its chain joined by " | ".
configs() {
  awk '
    function short(s) { gsub(/ [mnk]_rem=0/, "", s); sub(/ isa=[^ ]*/, "", s); return s }
    /^    \{"name": / { nv = 0 }
    /"config": "/ {
      s = $0; sub(/.*"config": "/, "", s); sub(/".*/, "", s); cfg[nv++] = short(s) }
    /"function": "/ {
      f = $0; sub(/.*"function": "/, "", f); sub(/".*/, "", f)
      if ($0 ~ /"chain"/) {
        out = ""; s = $0
        while (match(s, /"variant": [0-9]+/)) {
          v = substr(s, RSTART + 11, RLENGTH - 11) + 0
          out = out (out == "" ? "" : " | ") cfg[v]; s = substr(s, RSTART + RLENGTH)
        }
        print f "\t" out
      } else if (match($0, /"variant": [0-9]+/)) {
        print f "\t" cfg[substr($0, RSTART + 11, RLENGTH - 11) + 0]
      }
    }' "$1"
}

# config_diff FN REPORT_A REPORT_X: how FN's kernel configs in X differ from
# those in A, as a multiset: "same as (a)" or the sites only one side has.
config_diff() {
  configs "$2" | awk -F '\t' -v f="$1" '$1 == f { print $2 }' | sort | uniq -c >"$W/cfg_a"
  configs "$3" | awk -F '\t' -v f="$1" '$1 == f { print $2 }' | sort | uniq -c >"$W/cfg_x"
  awk '
    { n = $1; $1 = ""; k = substr($0, 2) }
    FNR == NR { a[k] = n; next }
    { x[k] = n }
    END {
      for (k in a) { d = a[k] - x[k]; if (d > 0) { only_a = only_a sep1 d "x " k; sep1 = "; " } ; tot += a[k] }
      for (k in x) { d = x[k] - a[k]; if (d > 0) { only_x = only_x sep2 d "x " k; sep2 = "; "; diff += d } }
      if (diff == 0) print "same kernel configs as (a)"
      else printf "%d of %d sites differ from (a): (a) has %s where this build has %s\n", diff, tot, only_a, only_x
    }' "$W/cfg_a" "$W/cfg_x"
}

# chart TSV SVG TITLE NOTE: the SVG bar chart (utils/facet-chart.c).
chart() {
  "$BIN/facet-chart" --title="$3" --note="$4" "$1" -o "$2"
}

# time_chart_tsv: per entry point, each build's median:min:max.
time_chart_tsv() {
  printf 'entry point\t%s\t%s\t%s\t%s\n' "$(build_label a)" "$(build_label b)" "$(build_label c)" \
    "$(build_label d)"
  awk -F '\t' -v funcs="$FUNCS" '
    BEGIN { n = split(funcs, order, " ") }
    { v[$1, $2] = $3 ":" $4 ":" $5 }
    END { for (i = 1; i <= n; i++) { f = order[i]
      printf "%s (ms)\t%s\t%s\t%s\t%s\n", f, v[f, "a"], v[f, "b"], v[f, "c"], v[f, "d"] } }' \
    "$W/medians.tsv"
}

# targets_abcd: the S1/S2 targets, each "met" or "MISSED", with the reason
# the data gives (kernel configs per entry point, variants compiled).
targets_abcd() {
  awk -F '\t' -v funcs="$FUNCS" '
    BEGIN { n = split(funcs, order, " ") }
    FILENAME ~ /medians_cpu/ { cpu[$1, $2] = $3; next }
    FILENAME ~ /medians/ { m[$1, $2] = $3; lo[$1, $2] = $4; hi[$1, $2] = $5; next }
    { bytes[$1] = $2; secs[$1] = $3; var[$1] = $7; culled[$1] = $8 }
    END {
      for (i = 1; i <= n; i++) {
        f = order[i]; r = m[f, "b"] / m[f, "a"]
        noise = (hi[f, "a"] - lo[f, "a"] + hi[f, "b"] - lo[f, "b"]) / 2 / m[f, "a"]
        printf "- time(b) <= 1.03 x time(a), %s: medians %.3f, %s", f, r, r <= 1.03 ? "met" : "MISSED"
        if (r > 1.03) printf " by %.1f%% (the min-max spread of (a) and (b) is %.1f%% of (a))", (r - 1.03) * 100, noise * 100
        printf "; fastest runs %.3f; CPU time %.3f\n", lo[f, "b"] / lo[f, "a"], cpu[f, "b"] / cpu[f, "a"]
      }
      worst = ""; wr = 0
      for (i = 1; i <= n; i++) { f = order[i]; r = m[f, "c"] / m[f, "a"]; list = list sep f " " sprintf("%.2fx", r); sep = ", "
        if (r > wr) { wr = r; worst = f } }
      printf "- who pays for sharing one config, time(c)/time(a): %s; %s pays most (%.0f%% slower", list, worst, (wr - 1) * 100
      printf "; CPU time %.2fx)\n", cpu[worst, "c"] / cpu[worst, "a"]
      r = bytes["b"] / bytes["c"]
      printf "- module bytes (b) <= 1.15 x (c): %d / %d = %.2f, %s\n", bytes["b"], bytes["c"], r, r <= 1.15 ? "met" : "MISSED"
      r = secs["b"] / secs["c"]
      printf "- compile s (b) <= 1.3 x (c): %.2f / %.2f = %.2f, %s\n", secs["b"], secs["c"], r, r <= 1.3 ? "met" : "MISSED"
      printf "- (b) compiles %d variants (%d culled as identical code), (c) %d: each distinct config of a merged executable is one more C function to compile and ship\n", var["b"], culled["b"], var["c"]
    }' "$W/medians_cpu.tsv" "$W/medians.tsv" "$W/builds.tsv"
}

# summary_abcd SCENARIO: $W/summary.tsv for scripts/demo.sh: per entry point
# a "time" line (median real ms), a "fastest" line (fastest run, real ms) and
# a "cpu" line (median CPU ms, all threads); then module count, bytes,
# compile seconds, executables, variants (four builds as columns; (a) sums
# its modules); last a "load" line: the timed calls, how many of them other
# processes disturbed (used BENCH_QUIET cores or more meanwhile), the most
# cores they used during one call, and that threshold.
summary_abcd() {
  awk -F '\t' -v s="$1" -v funcs="$FUNCS" -v q="$QUIET" '
    BEGIN { n = split(funcs, order, " ") }
    FILENAME ~ /\/medians_cpu\.tsv$/ { cpu[$1, $2] = $3; next }
    FILENAME ~ /\/medians\.tsv$/ { m[$1, $2] = $3; lo[$1, $2] = $4; next }
    FILENAME ~ /\/times\.tsv$/ { calls++; if ($5 >= q) busy++; if ($5 > worst) worst = $5; next }
    { bytes[$1] = $2; secs[$1] = $3; ex[$1] = $6; var[$1] = $7; mods[$1] = $9 }
    END {
      for (i = 1; i <= n; i++) { f = order[i]
        printf "%s\ttime\t%s\t%s\t%s\t%s\t%s\n", s, f, m[f, "a"], m[f, "b"], m[f, "c"], m[f, "d"]
        printf "%s\tfastest\t%s\t%s\t%s\t%s\t%s\n", s, f, lo[f, "a"], lo[f, "b"], lo[f, "c"], lo[f, "d"]
        printf "%s\tcpu\t%s\t%s\t%s\t%s\t%s\n", s, f, cpu[f, "a"], cpu[f, "b"], cpu[f, "c"], cpu[f, "d"] }
      printf "%s\tmodules\t-\t%s\t%s\t%s\t%s\n", s, mods["a"], mods["b"], mods["c"], mods["d"]
      printf "%s\tbytes\t-\t%s\t%s\t%s\t%s\n", s, bytes["a"], bytes["b"], bytes["c"], bytes["d"]
      printf "%s\tcompile\t-\t%s\t%s\t%s\t%s\n", s, secs["a"], secs["b"], secs["c"], secs["d"]
      printf "%s\texecutables\t-\t%s\t%s\t%s\t%s\n", s, ex["a"], ex["b"], ex["c"], ex["d"]
      printf "%s\tvariants\t-\t%s\t%s\t%s\t%s\n", s, var["a"], var["b"], var["c"], var["d"]
      printf "%s\tload\t-\t%d\t%d\t%.2f\t%s\n", s, calls, busy, worst, q
    }' "$W/medians_cpu.tsv" "$W/medians.tsv" "$W/times.tsv" "$W/builds.tsv" >"$W/summary.tsv"
}

# report_abcd TITLE DESCRIPTION: the results file, chart and summary of S1 or
# S2; prints the Markdown to stdout as well.
report_abcd() {
  title=$1 desc=$2
  medians >"$W/medians.tsv"
  medians 7 >"$W/medians_cpu.tsv"
  md=$RESULTS/$SCENARIO.md
  {
    echo "# $title"
    echo
    echo "$desc"
    echo
    echo "Builds: (a) each entry point compiled alone (\`--entry=NAME\`, same file); (b) all entry points in"
    echo "one module, default flags; (c) one module, \`--specialize=off\` (one config per merged"
    echo "executable, as IREE); (d) one module, \`--dedup=off\` (every site its own kernel, no culling)."
    echo
    echo "Time: \`facet-benchmark-module --threads=$THREADS\`, real time per call in ms, median of $REPS"
    echo "interleaved runs (each run times every entry point in every build once, the build order"
    echo "rotated from run to run); ± is half the min-max range relative to the median."
    echo "Machine: $(machine_line). Reproduce: \`make bench\` or \`sh bench/$SCENARIO.sh\`."
    echo
    echo "## Time per call (ms)"
    echo
    time_table
    echo
    load_line
    echo
    echo "Fastest of the $REPS runs (real ms), the least disturbed view:"
    echo
    best_table
    echo
    echo "CPU time per call (ms, all threads; median ±half range): the work done, which other"
    echo "processes' load changes little (idle workers block), so its ratios are the steadiest:"
    echo
    time_table "$W/medians_cpu.tsv"
    echo
    echo "## Modules and compiles"
    echo
    build_table
    echo
    echo "Module sections (bytes, from facet-dump): \`functions\` holds the host programs, \`kernel\` the"
    echo "shared object with the compiled variants."
    echo
    sections_table
    echo
    echo "## Targets"
    echo
    targets_abcd
    echo
    echo "## Kernel configs per entry point (from the --report of each build)"
    echo
    for fn in $FUNCS; do
      echo "- $fn"
      for b in b c d; do
        echo "  - $(build_label "$b"): $(config_diff "$fn" "$W/a_$fn.json" "$W/$b.json")"
      done
    done
  } >"$md"
  time_chart_tsv >"$W/chart.tsv"
  chart "$W/chart.tsv" "$RESULTS/$SCENARIO.svg" "$title" \
    "median ms per call, whiskers min-max of $REPS interleaved runs, --threads=$THREADS; each panel its own scale"
  summary_abcd "$SCENARIO"
  cat "$md"
}

# entry_points KIND LIST: "prefill 1,4" -> "prefill_bs1 prefill_bs4", the
# names facet-gen-model gives its functions.
entry_points() {
  echo "$2" | tr ',' '\n' | sed "s/^/$1_bs/" | tr '\n' ' ' | sed 's/ $//'
}
