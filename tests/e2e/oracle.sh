# The op oracle: every case of tests/oracle (written by tests/oracle/gen.py
# from PyTorch; see its header for the manifest's columns) runs through
# facet-reference and, where facet compiles it, through the compiled
# kernels, and each result is compared with torch's. Also checked:
#   - every op the importer knows (facet-opt --list-ops) has torch cases,
#     or a row of docs/ops.md's op table saying why it has none ("n/a");
#   - the op table's "compiled" and "checked" columns are what the cases
#     show: the dtypes whose cases compile (facet-compile --dry-run of each
#     case's function), and the dtypes with cases at all.
# A case that fails on one path and is listed in tests/oracle/xfail.txt
# (CASE PATH REASON) is an expected failure; a listed case that passes
# fails the test, so that the list only shrinks.
# ORACLE_ONLY=pattern runs the cases whose name contains it (no table check);
# ORACLE_SAMPLE=N runs the cases of every N-th function (no table check):
# the sanitizer build (BUILD=build-san) samples 8 by default, since its
# thousands of process starts cost most of its time and the plain build
# checks every case against torch;
# ORACLE_TABLE=FILE writes the op table's rows as the cases show them;
# ORACLE_JOBS=N runs N C compilers at a time (2).
. "$(dirname "$0")/lib.sh"
O=tests/oracle
M=$O/cases.txt
X=$O/xfail.txt
DOC=docs/ops.md
ONLY=${ORACLE_ONLY:-}
JOBS=${ORACLE_JOBS:-2} # C compilers at a time (most of the test's time)
grep -v '^#' "$M" >"$T/cases"
[ -n "$ONLY" ] && { grep -F -- "$ONLY" "$T/cases" >"$T/c2" || true; mv "$T/c2" "$T/cases"; }
case ${BUILD:-build} in *-san) SAMPLE=${ORACLE_SAMPLE:-8} ;; *) SAMPLE=${ORACLE_SAMPLE:-1} ;; esac
if [ "$SAMPLE" -gt 1 ]; then # every SAMPLE-th function, in the manifest's order
  awk -v n="$SAMPLE" '$3 != f { f = $3; k++ } (k - 1) % n == 0' "$T/cases" >"$T/c2"
  mv "$T/c2" "$T/cases"
  ONLY="(a sample: every $SAMPLE-th function)"
fi
# one line per function: FUNCTION FILE INPUTS RESULTS
awk '{ if ($3 != f) { if (f != "") print f, file, ins, n; f = $3; file = $2; ins = $8; n = 0 } n++ }
     END { if (f != "") print f, file, ins, n }' "$T/cases" >"$T/functions"

t0=$(date +%s)
# Which functions compile (ORACLE_REFERENCE_ONLY=1: none, for a quick look).
: >"$T/compiled"
[ -n "${ORACLE_REFERENCE_ONLY:-}" ] && : >"$T/functions.c" || cp "$T/functions" "$T/functions.c"
while read -r fn file ins n; do
  if "$BIN/facet-compile" "$O/cases/$file" --entry="$fn" --dry-run >/dev/null 2>&1; then
    echo "$fn" >>"$T/compiled"
  fi
done <"$T/functions.c"

t1=$(date +%s)
# Compile them, one module per file. Where the module fails (a kernel the
# C compiler rejects), each function alone: those that fail fail their
# cases, the others run from a module without them.
mkdir "$T/ref" "$T/run"
for file in $(awk '{print $2}' "$T/functions" | sort -u); do
  entries=$(awk -v f="$file" '$2 == f {print $1}' "$T/functions" | grep -Fxf "$T/compiled" | paste -sd, -)
  [ -n "$entries" ] || continue
  "$BIN/facet-compile" "$O/cases/$file" --entry="$entries" -j "$JOBS" -o "$T/$file.facet" \
    >"$T/cc.log" 2>&1 && continue
  ok=""
  for fn in $(echo "$entries" | tr , ' '); do
    if "$BIN/facet-compile" "$O/cases/$file" --entry="$fn" -o "$T/one.facet" >"$T/run/$fn.log" 2>&1; then
      ok="$ok,$fn"
    else
      touch "$T/run/$fn.failed"
    fi
  done
  [ -z "$ok" ] || "$BIN/facet-compile" "$O/cases/$file" --entry="${ok#,}" -j "$JOBS" -o "$T/$file.facet" ||
    fail "facet-compile $file (entries ${ok#,})"
done

t2=$(date +%s)
# Run each function once on each path.
while read -r fn file ins n; do
  inputs=""
  if [ "$ins" != "-" ]; then
    for spec in $(echo "$ins" | tr , ' '); do
      inputs="$inputs --input=${spec%%=*}=@$O/data/${spec#*=}"
    done
  fi
  refs="" runs="" i=0
  while [ "$i" -lt "$n" ]; do
    refs="$refs --output=@$T/ref/$fn.$i.npy"
    runs="$runs --output=@$T/run/$fn.$i.npy"
    i=$((i + 1))
  done
  # shellcheck disable=SC2086
  "$BIN/facet-reference" "$O/cases/$file" --function="$fn" $inputs $refs >"$T/ref/$fn.log" 2>&1 ||
    touch "$T/ref/$fn.failed"
  if grep -Fxq "$fn" "$T/compiled" && [ ! -f "$T/run/$fn.failed" ]; then
    # shellcheck disable=SC2086
    "$BIN/facet-run-module" --module="$T/$file.facet" --function="$fn" $inputs $runs \
      >"$T/run/$fn.log" 2>&1 || touch "$T/run/$fn.failed"
  fi
done <"$T/functions"

t3=$(date +%s)
# Compare every result with torch's.
pass=0 bad=0 xfail=0
report() { # CASE PATH OK(0/1) DETAIL
  listed=$(awk -v c="$1" -v p="$2" '$1 == c && $2 == p' "$X" 2>/dev/null)
  if [ "$3" = 0 ] && [ -z "$listed" ]; then
    pass=$((pass + 1))
  elif [ "$3" = 0 ]; then
    bad=$((bad + 1))
    echo "XPASS: $1 ($2) passes: remove it from $X"
  elif [ -n "$listed" ]; then
    xfail=$((xfail + 1))
  else
    bad=$((bad + 1))
    echo "FAIL: $1 ($2): $4"
  fi
}
compare() { # ACTUAL EXPECTED TOL PATH: facet-npy compare with the options of TOL
  a=$1 e=$2 opts="--same-dtype" zeros=--signed-zeros
  for o in $(echo "$3" | tr , ' '); do
    case $o in
      elem) opts="$opts --elementwise" ;;
      max) zeros="" ;;
      zeros) zeros="" ;;
      rtol=* | atol=*) opts="$opts --$o" ;;
      compiled-rtol=*) [ "$4" = compiled ] && opts="$opts --${o#compiled-}" ;; # the last --rtol wins
      *) echo "bad tolerance '$3'" && return 1 ;;
    esac
  done
  # shellcheck disable=SC2086
  "$BIN/facet-npy" compare "$a" "$e" $opts $zeros 2>&1
}
while read -r name file fn r op dt tol ins out; do
  if [ "$tol" = error ]; then # torch raises: so must the reference
    if [ -f "$T/ref/$fn.failed" ]; then report "$name" reference 0 ""; else
      report "$name" reference 1 "facet-reference succeeded where torch raises"; fi
    continue
  fi
  for path in reference compiled; do
    d=$T/ref
    [ "$path" = compiled ] && d=$T/run
    [ "$path" = compiled ] && ! grep -Fxq "$fn" "$T/compiled" && continue
    if [ -f "$d/$fn.failed" ]; then
      report "$name" "$path" 1 "$(tail -n 1 "$d/$fn.log")"
    elif msg=$(compare "$d/$fn.$r.npy" "$O/data/$out" "$tol" "$path"); then
      report "$name" "$path" 0 ""
    else
      report "$name" "$path" 1 "$msg"
    fi
  done
done <"$T/cases"
t4=$(date +%s)
echo "oracle: $(wc -l <"$T/cases") cases, $(wc -l <"$T/functions") functions ($(wc -l <"$T/compiled") compiled):" \
  "$pass results agree with torch, $xfail expected failures, $bad failures" \
  "($((t1 - t0)) s to find what compiles, $((t2 - t1)) s to compile, $((t3 - t2)) s to run, $((t4 - t3)) s to compare)"
[ -n "$ONLY" ] && { [ "$bad" = 0 ] || fail "$bad oracle failures"; exit 0; }

# Coverage and the op table of docs/ops.md: rows "| `op` | compiled | checked |".
for case_name in $(awk '{print $1}' "$X" 2>/dev/null | grep -v '^#'); do
  grep -q "^$case_name " "$T/cases" || { echo "FAIL: $X names $case_name, which is no case"; bad=$((bad + 1)); }
done
sed -n '/^## Op by op/,$s/^| `\([a-z_.A-Z0-9]*\)` | \([^|]*\) | \([^|]*\) |.*/\1|\2|\3/p' "$DOC" |
  sed 's/ *|/|/g' >"$T/doc"
"$BIN/facet-opt" --list-ops | sort -u >"$T/ops"
awk 'NR == FNR { c[$1] = 1; next } { print $5, $6, ($3 in c) ? "c" : "r" }' "$T/compiled" "$T/cases" |
  sort -u >"$T/opdt"
dtypes() { # OP KIND(c: compiled, any: checked): the dtype labels, sorted, or "no"
  l=$(awk -v o="$1" -v k="$2" '$1 == o && (k == "any" || $3 == k) {print $2}' "$T/opdt" | sort -u | paste -sd' ' -)
  echo "${l:-no}"
}
while read -r op; do
  row=$(grep "^$op|" "$T/doc" || true)
  want_c=$(dtypes "$op" c) want_r=$(dtypes "$op" any)
  [ -z "${ORACLE_TABLE:-}" ] || echo "| \`$op\` | $want_c | $want_r |" >>"$ORACLE_TABLE"
  if [ -z "$row" ]; then
    echo "FAIL: $op (imported) has no row in $DOC's op table: | \`$op\` | $want_c | $want_r |"
    bad=$((bad + 1))
    continue
  fi
  have_c=$(echo "$row" | cut -d'|' -f2) have_r=$(echo "$row" | cut -d'|' -f3)
  case $have_r in n/a*)
    [ "$want_r" = no ] || { echo "FAIL: $op has torch cases but $DOC says '$have_r'"; bad=$((bad + 1)); }
    continue ;;
  esac
  if [ "$have_c" != "$want_c" ] || [ "$have_r" != "$want_r" ]; then
    echo "FAIL: $DOC: the row of $op should read: | \`$op\` | $want_c | $want_r |"
    bad=$((bad + 1))
  fi
done <"$T/ops"
while IFS='|' read -r op c r; do
  grep -Fxq "$op" "$T/ops" || { echo "FAIL: $DOC has a row for $op, which the importer does not know"; bad=$((bad + 1)); }
done <"$T/doc"
[ "$bad" = 0 ] || fail "$bad oracle failures"
