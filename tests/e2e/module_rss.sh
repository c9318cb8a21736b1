#!/bin/sh
# Module constants are used in place from the mapped file: loading a module
# with a 96 MiB constant (tests/e2e/inputs/big_constant.mlir) raises the
# process's resident memory (VmRSS) by a few MiB, not by the constant, and
# its peak (VmHWM) stays as low; reading two rows leaves it so; reading the
# whole table faults it in (so the measurement sees reads). Values are
# checked in each case (tests/e2e/inputs/module_rss.c). facet_module_load_memory
# copies, as documented: its values are checked, its sizes printed. A
# module file rewritten in place or truncated under a loaded module fails
# the next call that reads constants with DATA_LOSS, as a parameter file
# does (one fstat a call).
. "$(dirname "$0")/lib.sh"
LIBFACET=$ROOT/${BUILD:-build}/lib/libfacet.a
san=""
if nm "$LIBFACET" 2>/dev/null | grep -q __asan_init; then san=-fsanitize=address,undefined; fi
if nm "$LIBFACET" 2>/dev/null | grep -q __tsan_init; then san=-fsanitize=thread; fi
# shellcheck disable=SC2086
${CC:-cc} $san -O1 -Iinclude tests/e2e/inputs/module_rss.c "$LIBFACET" -lxxhash -ldl -lpthread \
  -lm -o "$T/module_rss" || fail "module_rss.c does not build"
"$BIN/facet-compile" tests/e2e/inputs/big_constant.mlir -o "$T/big.facet" --const-eval-limit=128M
"$T/module_rss" "$T/big.facet" file >"$T/file.txt" || fail "load_file: $(cat "$T/file.txt")"
"$T/module_rss" "$T/big.facet" memory >"$T/memory.txt" || fail "load_memory: $(cat "$T/memory.txt")"
kib() { awk -v k="$1" '$1 == k { print $2 }' "$2"; }
before=$(kib before "$T/file.txt")
loaded=$(kib loaded "$T/file.txt") peak=$(kib peak "$T/file.txt")
lookup=$(kib lookup "$T/file.txt") sums=$(kib row_sums "$T/file.txt")
echo "module_rss: VmRSS KiB before $before, loaded $loaded (peak $peak), two rows read $lookup," \
  "all read $sums; load_memory: $(tr '\n' ' ' <"$T/memory.txt")"
# The sanitizers' shadow memory and allocators make sizes meaningless there.
if [ -z "$san" ]; then
  [ $((loaded - before)) -lt 16384 ] || fail "loading raised VmRSS by $((loaded - before)) KiB"
  [ $((peak - before)) -lt 32768 ] || fail "loading peaked $((peak - before)) KiB above the start"
  [ $((lookup - before)) -lt 16384 ] || fail "reading two rows: VmRSS +$((lookup - before)) KiB"
  [ $((sums - lookup)) -gt 81920 ] || fail "reading all 96 MiB raised VmRSS by only $((sums - lookup)) KiB"
fi


cp "$T/big.facet" "$T/moving.facet"
"$T/module_rss" "$T/moving.facet" changed >"$T/changed.txt" 2>&1 ||
  fail "module file changed under the mapping: $(cat "$T/changed.txt")"
