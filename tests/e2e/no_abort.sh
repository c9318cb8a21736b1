# The runtime library never aborts or exits: out of memory and every other
# failure is a status. Checked on the linked call graph: the runtime and
# base sources are compiled with one section per function, archived as the
# build archives them, and linked into a program that keeps every public
# facet_* function of the runtime (-Wl,--undefined) and drops every section
# nothing reaches (--gc-sections). Nothing that aborts or exits may remain.
# A control link that also keeps xmalloc must show abort, so the check can
# see one when there is one.
. "$(dirname "$0")/lib.sh"
CC=${CC:-cc}
mkdir -p "$T/rt" "$T/base"
for f in src/runtime/*.c src/module/*.c; do
  $CC -std=c17 -D_GNU_SOURCE -O2 -Iinclude -Isrc -ffunction-sections -fdata-sections \
    -c "$f" -o "$T/rt/$(basename "$f" .c).o"
done
for f in src/base/*.c; do
  $CC -std=c17 -D_GNU_SOURCE -O2 -Iinclude -Isrc -ffunction-sections -fdata-sections \
    -c "$f" -o "$T/base/$(basename "$f" .c).o"
done
ar rcs "$T/librt.a" "$T"/rt/*.o
ar rcs "$T/libbase.a" "$T"/base/*.o
syms=$(nm -g --defined-only "$T/librt.a" | awk '$2 == "T" && $3 ~ /^facet_/ { print $3 }' | sort -u)
count=$(echo "$syms" | wc -l)
[ "$count" -ge 30 ] || fail "only $count public functions found in the runtime"
keep=""
for s in $syms; do keep="$keep -Wl,--undefined=$s"; done
echo 'int main(void) { return 0; }' >"$T/main.c"
link() { # output extra-flags...
  out=$1
  shift
  # shellcheck disable=SC2086
  $CC "$T/main.c" $keep "$@" -Wl,--gc-sections "$T/librt.a" "$T/libbase.a" \
    -lxxhash -ldl -lpthread -lm -o "$out"
}
FATAL='^(abort|exit|_exit|_Exit|quick_exit|__assert_fail|facet_die|xmalloc|xcalloc|xrealloc|mem_out_of_memory)$'
# (a weak undefined symbol, "w", is a null pointer in this program: not linked)
fatal() { nm "$1" | awk '$(NF-1) != "w" { print $NF }' | sed 's/@.*//' | grep -E "$FATAL" | sort -u | tr '\n' ' '; }
link "$T/prog"
found=$(fatal "$T/prog")
[ -z "$found" ] || fail "reachable from the runtime's public functions: $found"
link "$T/control" -Wl,--undefined=xmalloc
fatal "$T/control" | grep -qw abort || fail "the control link (with xmalloc) shows no abort"
echo "no_abort: $count public functions, nothing reachable aborts or exits"
