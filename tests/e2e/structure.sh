#!/bin/sh
# Rules of the tree's structure that a grep checks (issue 37; under a
# second, no build needed):
# - one status type below the tools: facet_status_t, made by src/base/
#   status.c (status_new, status_oom, status_annotate). No error buffers
#   (`char *err, size_t errn`), no `const char **err`, no tri-state read
#   result, no second constructor (tool_status, rt_status) in src/.
#   Located compiler diagnostics stay diag's (src/base/diag.c).
# - a folder's public header (src/codegen/codegen.h, src/frontend/
#   frontend.h) declares only functions some other folder calls; what the
#   folder's own files share is its *_internal.h.
# - every include through -I (no "../" paths); tools/ holds the user tools,
#   utils/ the development generators (facet-gen-*, facet-fuzz-gen,
#   facet-chart).
# - comments state a rule and its reason; the benchmark figures behind it
#   live in bench/results/*.md (kernel_choices.md for kernel and compiler
#   choices): no throughput, "x faster", medians, per-call times or
#   "Zen N, M = ..." run descriptions in src/ comments.
. "$(dirname "$0")/lib.sh"

# old_conventions DIR: the lines of DIR's C that bring an old convention back.
old_conventions() {
  grep -rnE --include='*.c' --include='*.h' \
    'size_t errn\b|mod_read_result|\btool_status\b|\brt_status(_oom|_annotate)?\b|const char \*\*err\b' "$1"
}

hits=$(old_conventions src || true)
[ -z "$hits" ] || fail "an old error convention is back (use facet_status_t, src/base/base.h):
$hits"
defs=$(grep -rln --include='*.c' --include='*.h' 'struct facet_status_s {' src include || true)
[ "$defs" = src/base/status.c ] || fail "struct facet_status_s is defined in: $defs (only src/base/status.c)"

ups=$(grep -rn --include='*.c' --include='*.h' '#include "\.\./' src tools utils tests include python || true)
[ -z "$ups" ] || fail "an include climbs out with ../ (include through -Isrc / -Iinclude):
$ups"
gens=$(ls tools | grep -E '^facet-(gen-|fuzz-gen|chart)' || true)
[ -z "$gens" ] || fail "development generators belong in utils/, not tools/: $gens"

# public_unused HEADER FOLDER: the functions HEADER declares that no file
# outside FOLDER (src, tools, utils, python) names.
public_unused() {
  sed -n 's/^[a-z][a-z0-9_ *]* \**\([a-z_][a-z0-9_]*\)(.*/\1/p' "$1" | sort -u |
    while read -r f; do
      grep -rlw --include='*.c' --include='*.h' "$f" src tools utils python 2>/dev/null | grep -qv "^$2" || echo "$f"
    done
}
for h in src/codegen/codegen.h:src/codegen/ src/frontend/frontend.h:src/frontend/; do
  unused=$(public_unused "${h%%:*}" "${h#*:}")
  [ -z "$unused" ] || fail "${h%%:*} declares what only its folder uses (move to its _internal.h): $unused"
done

# figures DIR: the comment lines (after // or in a /* */ block) of DIR's C
# that quote a benchmark figure.
figures() {
  grep -rnE --include='*.c' --include='*.h' \
    '(//|^[[:space:]]*/?\*).*(G?FLOP/s|GOP/s|[GMK]B/s|tok/s|[0-9] ?x (faster|slower)|[Mm]edians?\b|ms a call|[0-9] us\b|Zen [0-9], [A-Za-z]+ = )' "$1"
}
hits=$(figures src || true)
[ -z "$hits" ] || fail "a benchmark figure in a src/ comment (state the rule, move the figures to bench/results/kernel_choices.md):
$hits"

# The check itself finds each convention and figure it names.
mkdir -p "$T/src"
printf '%s\n' 'bool f(char *err, size_t errn);' 'mod_read_result r;' 'tool_status(1, "x");' \
  'rt_status_oom("x");' 'bool g(const char **err);' >"$T/src/old.c"
[ "$(old_conventions "$T/src" | wc -l)" -eq 5 ] || fail "old_conventions misses one of its patterns"
printf '%s\n' 'bool only_here(int x);' 'const char *used_outside(void);' >"$T/src/pub.h"
printf '%s\n' 'int only_here(int x) { return x; }' >"$T/src/in.c"
mkdir -p "$T/tools" && printf 'int main(void) { return !used_outside(); }\n' >"$T/tools/t.c"
[ "$(cd "$T" && public_unused src/pub.h src/)" = only_here ] || fail "public_unused misses a declaration"
printf '%s\n' '// 98 GFLOP/s on the Xeon' '// 80 GOP/s int8' 'int x; // 18 against 25 GB/s' '// 300 MB/s' \
  ' * 40 tok/s' '/* 2x faster */' '// 3 x slower' '// medians of 5 runs' '// ~225 ms a call' \
  '// 444 -> 347 us, v3' '// (Zen 4, N = K = 4096)' >"$T/src/fig.c"
printf '%s\n' '// a 2 ms tick' '// down to 90% of the bound' '// (Zen 3: 32 KiB L1d)' 'x = a / median;' \
  '// on Zen 4 (one FMA a cycle)' >"$T/src/rule.c"
[ "$(figures "$T/src" | grep -c fig.c)" -eq 11 ] || fail "figures misses one of its patterns"
[ "$(figures "$T/src" | grep -c rule.c)" -eq 0 ] || fail "figures flags a rule that is no figure"
echo "structure: ok"
