#!/bin/sh
# Compiler caches through --cc (facet's own cache off): with ccache and with
# sccache (Debian's, installed by scripts/install-deps) a second compile of
# the same model is all cache hits, and the kernel object is the one a plain
# `cc` builds. Before facet ran the compiler in its directory with relative
# names and left out the precompiled header behind a wrapper, ccache counted
# every kernel "could not use precompiled header" and hit nothing.
. "$(dirname "$0")/lib.sh"

for tool in ccache sccache; do
  command -v "$tool" >/dev/null || fail "$tool is not installed (scripts/install-deps installs it)"
done
field() { sed -n "s/^  \"$2\": \"*\([^\",]*\)\"*,*\$/\1/p" "$1"; }
kernel_line() { "$BIN/facet-dump" "$1" | grep '^kernel object:'; }

"$BIN/facet-gen-model" --layers=1 --hidden=64 --ffn=128 --prefill=1 --decode=1,2 --max-s=64 \
  --dtype=f32 --attention=none --weights=args -o "$T/m.mlir"
"$BIN/facet-compile" "$T/m.mlir" -o "$T/plain.facet" --cache=off --report="$T/plain.json"
n=$(field "$T/plain.json" kernel_sources)
[ "$n" -ge 5 ] || fail "expected several kernel sources, got '$n'"
want=$(kernel_line "$T/plain.facet")

# ccache, in a folder of its own (CCACHE_DIR), nothing of the user's config.
CCACHE_DIR=$T/ccache CCACHE_CONFIGPATH=$T/ccache.conf
export CCACHE_DIR CCACHE_CONFIGPATH
: >"$CCACHE_CONFIGPATH"
ccstat() { ccache --print-stats | awk -v k="$1" '$1 == k { print $2 }'; }
"$BIN/facet-compile" "$T/m.mlir" -o "$T/c1.facet" --cache=off --cc="ccache cc"
[ "$(ccstat could_not_use_precompiled_header)" = 0 ] || fail "ccache could not use the PCH"
[ "$(ccstat cache_miss)" = "$n" ] || fail "ccache: $(ccstat cache_miss) misses on the first compile, expected $n"
"$BIN/facet-compile" "$T/m.mlir" -o "$T/c2.facet" --cache=off --cc="ccache cc"
hits=$(($(ccstat direct_cache_hit) + $(ccstat preprocessed_cache_hit)))
[ "$hits" = "$n" ] || { ccache -s; fail "ccache: $hits hits on the second compile, expected $n"; }
cmp -s "$T/c1.facet" "$T/c2.facet" || fail "ccache: the two modules differ"
[ "$(kernel_line "$T/c2.facet")" = "$want" ] || fail "ccache: kernel object differs from plain cc"

# sccache: a server of this test's own (a free port, its own folder),
# stopped at the end whatever happens. Started first and once, with a
# minute to come up: the compilers' clients each starting it, two at a time
# on a machine busy with other tests, once gave up after sccache's 10 s
# ("Timed out waiting for server startup").
SCCACHE_DIR=$T/sccache SCCACHE_IDLE_TIMEOUT=120 SCCACHE_SERVER_PORT=$((20000 + $$ % 30000))
SCCACHE_CONF=$T/sccache.toml
export SCCACHE_DIR SCCACHE_IDLE_TIMEOUT SCCACHE_SERVER_PORT SCCACHE_CONF
echo "server_startup_timeout_ms = 60000" >"$SCCACHE_CONF"
trap 'sccache --stop-server >/dev/null 2>&1; rm -rf "$T"' EXIT
sccache --start-server >/dev/null 2>&1 || fail "sccache: the server does not start"
sstat() { sccache --show-stats 2>/dev/null | sed -n "s/^$1  *\([0-9]*\)\$/\1/p"; }
"$BIN/facet-compile" "$T/m.mlir" -o "$T/s1.facet" --cache=off --cc="sccache cc"
"$BIN/facet-compile" "$T/m.mlir" -o "$T/s2.facet" --cache=off --cc="sccache cc"
[ "$(sstat 'Cache hits')" = "$n" ] || { sccache --show-stats; fail "sccache: expected $n hits"; }
cmp -s "$T/s1.facet" "$T/s2.facet" || fail "sccache: the two modules differ"
[ "$(kernel_line "$T/s2.facet")" = "$want" ] || fail "sccache: kernel object differs from plain cc"
echo "ccache and sccache: $n of $n kernels hit on the second compile"
