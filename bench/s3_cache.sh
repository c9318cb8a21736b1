#!/bin/sh
# S3 cache: what a second compile of the S3 model costs (the 32-layer
# decoder of bench/s3_compile_cost.sh, eight entry points). Per repetition,
# each in fresh cache folders:
#   first          facet-compile with default flags (facet's kernel cache on, cold)
#   second         the same again (every kernel from facet's cache)
#   ccache first   --cache=off --cc="ccache cc", ccache cold (its own CCACHE_DIR)
#   ccache second  the same again (every kernel a ccache hit)
# then, once, `changed`: the model with decode_bs8 turned into decode_bs16,
# compiled against the warm cache of the last repetition (only kernels whose
# code changed are compiled). Times are wall and CPU seconds of the whole
# facet-compile process and its children (import, passes, compilers, link,
# module write); S3C_REPS repetitions (default 3), medians. Every module is
# compared with the first one: all must be byte-identical (the ccache ones
# record another compiler command, so their kernel objects are compared).
. "$(dirname "$0")/lib.sh"
bench_setup s3_cache
command -v ccache >/dev/null || die "ccache missing: scripts/install-deps installs it"

L=32 H=4096 F=14336 LIST=1,2,4,8 CHANGED=1,2,4,16 ATTENTION=stand-in
REPS=${S3C_REPS:-3}
CC_WORDS=cc
if [ "$SMOKE" = 1 ]; then
  L=1 H=64 F=128 LIST=1 CHANGED=2 ATTENTION=none REPS=1
  CC_WORDS=$W/cc-O0 # what $CCFLAG names, so every build makes the same objects
fi
gen() {
  "$BIN/facet-gen-model" --layers="$L" --hidden="$H" --ffn="$F" --prefill="$LIST" --decode="$2" \
    --max-s=256 --dtype=f16 --attention="$ATTENTION" --weights=args -o "$1"
}
gen "$W/model.mlir" "$LIST"
gen "$W/changed.mlir" "$CHANGED"

# timed TAG MLIR [flags...]: one compile; "tag wall cpu foreign" to runs.tsv.
timed() {
  tag=$1 mlir=$2
  shift 2
  say "facet-compile $(basename "$mlir") $* -> $tag.facet"
  times >"$W/times.0"
  b0=$(cpu_busy) t0=$(now)
  # shellcheck disable=SC2086
  "$BIN/facet-compile" "$mlir" -o "$W/$tag.facet" --report="$W/$tag.json" -j"$JOBS" $CCFLAG "$@" \
    >"$W/$tag.log" 2>&1 || { cat "$W/$tag.log" >&2; die "compile $tag failed"; }
  t1=$(now) b1=$(cpu_busy)
  times >"$W/times.1"
  c0=$(children_cpu "$W/times.0") c1=$(children_cpu "$W/times.1")
  awk -v tag="$tag" -v busy=$((b1 - b0)) -v hz="$HZ" -v c0="$c0" -v c1="$c1" -v t0="$t0" \
    -v t1="$t1" -v ncpu="$NCPU" 'BEGIN {
      wall = t1 - t0; cpu = c1 - c0; f = (busy / hz - cpu) / wall
      printf "%s\t%.3f\t%.3f\t%.2f\n", tag, wall, cpu, f < 0 ? 0 : (f > ncpu ? ncpu : f) }' >>"$W/runs.tsv"
}

kernel_line() { "$BIN/facet-dump" "$1" | grep '^kernel object:'; }
field() { sed -n "s/^  \"$2\": \"*\([^\",]*\)\"*,*\$/\1/p" "$1"; }

rm -f "$W/runs.tsv"
: >"$W/ccache.conf" # no user configuration
same=yes
r=1
while [ "$r" -le "$REPS" ]; do
  rm -rf "$W/cache-$r" "$W/ccache-$r"
  timed "first-$r" "$W/model.mlir" --cache-dir="$W/cache-$r"
  timed "second-$r" "$W/model.mlir" --cache-dir="$W/cache-$r"
  CCACHE_DIR=$W/ccache-$r CCACHE_CONFIGPATH=$W/ccache.conf timed "ccache_first-$r" "$W/model.mlir" \
    --cache=off --cc="ccache $CC_WORDS"
  CCACHE_DIR=$W/ccache-$r CCACHE_CONFIGPATH=$W/ccache.conf timed "ccache_second-$r" "$W/model.mlir" \
    --cache=off --cc="ccache $CC_WORDS"
  for t in "first-$r" "second-$r"; do cmp -s "$W/first-1.facet" "$W/$t.facet" || same=no; done
  cmp -s "$W/ccache_first-1.facet" "$W/ccache_second-$r.facet" || same=no
  [ "$(kernel_line "$W/ccache_second-$r.facet")" = "$(kernel_line "$W/first-1.facet")" ] || same=no
  r=$((r + 1))
done
timed changed "$W/changed.mlir" --cache-dir="$W/cache-$REPS"
timed changed_off "$W/changed.mlir" --cache=off
cmp -s "$W/changed.facet" "$W/changed_off.facet" || same=no
kernels=$(field "$W/first-1.json" kernel_sources)
changed_misses=$(field "$W/changed.json" cache_misses)
changed_sources=$(field "$W/changed.json" kernel_sources)
rm -rf "$W"/cache-* "$W"/ccache-*

# medians per kind: "kind wall cpu foreign n"
medians_of() {
  sed 's/-[0-9]*\t/\t/' "$W/runs.tsv" | sort -t "$(printf '\t')" -k1,1 -k2,2g | awk -F '\t' '
    { k = $1; n[k]++; w[k, n[k]] = $2; c[k, n[k]] = $3; f[k, n[k]] = $4 }
    END {
      for (k in n) {
        m = n[k]; mid = int((m + 1) / 2)
        # cpu and foreign medians: sort each column separately
        for (i = 1; i <= m; i++) { cc[i] = c[k, i]; ff[i] = f[k, i] }
        for (i = 1; i <= m; i++) for (j = i + 1; j <= m; j++) {
          if (cc[j] < cc[i]) { t = cc[i]; cc[i] = cc[j]; cc[j] = t }
          if (ff[j] < ff[i]) { t = ff[i]; ff[i] = ff[j]; ff[j] = t } }
        wm = m % 2 ? w[k, mid] : (w[k, m / 2] + w[k, m / 2 + 1]) / 2
        cm = m % 2 ? cc[mid] : (cc[m / 2] + cc[m / 2 + 1]) / 2
        fm = m % 2 ? ff[mid] : (ff[m / 2] + ff[m / 2 + 1]) / 2
        printf "%s\t%.3f\t%.3f\t%.2f\t%d\n", k, wm, cm, fm, m
      }
    }'
}
medians_of >"$W/medians.tsv"
med() { awk -F '\t' -v k="$1" -v col="$2" '$1 == k { print $col }' "$W/medians.tsv"; }

MD=$RESULTS/s3_cache.md
{
  echo "# S3 cache: a second compile of the $L-layer model with $((2 * $(echo "$LIST" | tr ',' '\n' | wc -l))) entry points"
  echo
  echo "\`facet-gen-model --layers=$L --hidden=$H --ffn=$F --prefill=$LIST --decode=$LIST --max-s=256 --dtype=f16 --attention=$ATTENTION --weights=args\`"
  echo "($kernels kernel sources), \`facet-compile -j$JOBS\`; $REPS repetitions, each in fresh cache folders."
  echo "Machine: $(machine_line). CPU (lscpu): $(lscpu 2>/dev/null | sed -n 's/^Model name: *//p' | head -n 1)."
  echo "Reproduce: \`sh bench/s3_cache.sh\` (S3C_REPS=N)."
  echo
  echo "Wall and CPU seconds are those of the whole facet-compile process and its children; \"other"
  echo "load\" is the cores other processes used meanwhile (the machine is shared)."
  echo
  {
    printf 'compile\twall s (each run)\twall s (median)\tCPU s (median)\tother load (cores)\n'
    for k in first second ccache_first ccache_second; do
      each=$(awk -F '\t' -v k="$k" '{ t = $1; sub(/-[0-9]+$/, "", t) } t == k { s = s (s == "" ? "" : ", ") $2 } END { print s }' "$W/runs.tsv")
      case $k in
      first) label="first (default flags, facet cache cold)" ;;
      second) label="second (default flags, facet cache warm)" ;;
      ccache_first) label="--cache=off --cc=\"ccache cc\", ccache cold" ;;
      *) label="--cache=off --cc=\"ccache cc\", ccache warm" ;;
      esac
      printf '%s\t%s\t%s\t%s\t%s\n' "$label" "$each" "$(med "$k" 2)" "$(med "$k" 3)" "$(med "$k" 4)"
    done
    printf '%s\t%s\t%s\t%s\t%s\n' "decode batches $LIST -> $CHANGED, facet cache warm ($changed_misses of $changed_sources compiled)" \
      "$(med changed 2)" "$(med changed 2)" "$(med changed 3)" "$(med changed 4)"
    printf '%s\t%s\t%s\t%s\t%s\n' "decode batches $LIST -> $CHANGED, --cache=off" \
      "$(med changed_off 2)" "$(med changed_off 2)" "$(med changed_off 3)" "$(med changed_off 4)"
  } | md_table
  echo
  echo "## Targets"
  echo
  awk -F '\t' -v same="$same" '
    { w[$1] = $2; c[$1] = $3 }
    END {
      r = w["second"] / w["first"]; rc = c["second"] / c["first"]
      printf "- second compile <= 15%% of the first: wall %.2f / %.2f = %.1f%% (CPU %.1f%%), %s\n", w["second"], w["first"], 100 * r, 100 * rc, r <= 0.15 ? "met" : "MISSED"
      r = w["ccache_second"] / w["first"]; rc = c["ccache_second"] / c["first"]
      r2 = w["ccache_second"] / w["ccache_first"]
      printf "- --cache=off --cc=\"ccache cc\" second compile <= 30%% of the first: wall %.2f / %.2f = %.1f%% of the default first (CPU %.1f%%), %.1f%% of the first ccache compile, %s\n", w["ccache_second"], w["first"], 100 * r, 100 * rc, 100 * r2, (r <= 0.3 && r2 <= 0.3) ? "met" : "MISSED"
      printf "- modules byte-identical (every first and second compile; ccache modules with each other, their kernel objects with the default one; the changed model warm against --cache=off): %s\n", same
    }' "$W/medians.tsv"
} >"$MD"
cat "$MD"
