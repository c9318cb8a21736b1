#!/bin/sh
# The kernel object cache (src/codegen/cache.c) through facet-compile: a
# second compile reads every kernel from the cache and writes the same
# module bytes as a compile without it; a corrupted or truncated entry is a
# miss, rebuilt; changing one entry point recompiles only the kernels whose
# code changed; concurrent compiles share a folder; the size bound evicts;
# --cache=off touches nothing; the default folder follows XDG.
. "$(dirname "$0")/lib.sh"

field() { sed -n "s/^  \"$2\": \"*\([^\",]*\)\"*,*\$/\1/p" "$1"; }
expect_field() { # REPORT KEY VALUE
  got=$(field "$1" "$2")
  [ "$got" = "$3" ] || { grep -E '^  "(cache|kernel)' "$1"; fail "$1: $2 is '$got', expected '$3'"; }
}
same() { cmp -s "$1" "$2" || fail "$1 and $2 differ"; }

gen() { # OUT PREFILL-LIST DECODE-LIST: a one-layer decoder
  "$BIN/facet-gen-model" --layers=1 --hidden=64 --ffn=128 --prefill="$2" --decode="$3" --max-s=64 \
    --dtype=f32 --attention=none --weights=args -o "$1"
}
gen "$T/a.mlir" 1 1,2
gen "$T/b.mlir" 1 1,4 # decode_bs2 becomes decode_bs4
gen "$T/c.mlir" 2 1,2 # prefill_bs1 becomes prefill_bs2: the first function, which
                      # names most executables
C=$T/cache

# The baseline: no cache.
"$BIN/facet-compile" "$T/a.mlir" -o "$T/a0.facet" --cache=off --report="$T/a0.json"
expect_field "$T/a0.json" cache off
n=$(field "$T/a0.json" kernel_sources)
[ "$n" -ge 5 ] || fail "expected several kernel sources, got '$n'"
expect_field "$T/a0.json" kernels_compiled "$n"
expect_field "$T/a0.json" cache_hits 0
[ ! -e "$C" ] || fail "--cache=off made a cache folder"

# Cold, then warm: every kernel from the cache, the same module.
"$BIN/facet-compile" "$T/a.mlir" -o "$T/a1.facet" --cache-dir="$C" --report="$T/a1.json"
expect_field "$T/a1.json" cache on
expect_field "$T/a1.json" cache_misses "$n"
expect_field "$T/a1.json" cache_stored "$n"
same "$T/a0.facet" "$T/a1.facet"
"$BIN/facet-compile" "$T/a.mlir" -o "$T/a2.facet" --cache-dir="$C" --report="$T/a2.json"
expect_field "$T/a2.json" cache_hits "$n"
expect_field "$T/a2.json" cache_misses 0
expect_field "$T/a2.json" kernels_compiled 0
same "$T/a0.facet" "$T/a2.facet"
[ -f "$C/CACHEDIR.TAG" ] || fail "no CACHEDIR.TAG"

# Damage two entries: one byte of an object changed, one entry cut short.
# Each is detected, recompiled and stored again; the module is the same.
set -- $(find "$C/kernels-v1" -name '*.o' -type f | sort)
[ $# -eq "$n" ] || fail "expected $n entries, found $#"
size=$(wc -c <"$1")
printf 'X' | dd of="$1" bs=1 seek=$((size / 2)) conv=notrunc 2>/dev/null
head -c $(($(wc -c <"$2") - 7)) "$2" >"$T/cut" && cat "$T/cut" >"$2"
"$BIN/facet-compile" "$T/a.mlir" -o "$T/a3.facet" --cache-dir="$C" --report="$T/a3.json"
expect_field "$T/a3.json" cache_corrupt 2
expect_field "$T/a3.json" cache_misses 2
expect_field "$T/a3.json" cache_hits $((n - 2))
expect_field "$T/a3.json" kernels_compiled 2
same "$T/a0.facet" "$T/a3.facet"
"$BIN/facet-compile" "$T/a.mlir" -o "$T/a4.facet" --cache-dir="$C" --report="$T/a4.json"
expect_field "$T/a4.json" cache_hits "$n"
expect_field "$T/a4.json" cache_corrupt 0

# One entry point changed: only kernels whose code is new are compiled.
# Which are new comes from the sources themselves: the dumped sources of
# the new model, comments removed and each one's own name (its file name)
# replaced, that no source of A matches. Kernels named after executables
# would all be new in C, where the first function has a new name.
"$BIN/facet-compile" "$T/a.mlir" --dry-run --dump-executable-sources-to="$T/src-a" >/dev/null
code() {
  for f in "$1"/*.c; do
    sed "s/$(basename "$f" .c)/SELF/g; s://.*\$::" "$f" | cksum
  done | sort
}
code "$T/src-a" >"$T/code-a"
for m in b c; do
  "$BIN/facet-compile" "$T/$m.mlir" --dry-run --dump-executable-sources-to="$T/src-$m" >/dev/null
  code "$T/src-$m" >"$T/code-$m"
  new=$(comm -13 "$T/code-a" "$T/code-$m" | wc -l)
  nm=$(ls "$T/src-$m" | wc -l)
  [ "$new" -gt 0 ] && [ "$new" -lt $((nm / 2)) ] || fail "$m: expected a few new kernels, got $new of $nm"
  rm -rf "$T/cache-$m"
  cp -r "$C" "$T/cache-$m" # both start from A's kernels
  "$BIN/facet-compile" "$T/$m.mlir" -o "$T/${m}1.facet" --cache-dir="$T/cache-$m" \
    --report="$T/${m}1.json"
  expect_field "$T/${m}1.json" kernel_sources "$nm"
  expect_field "$T/${m}1.json" cache_misses "$new"
  expect_field "$T/${m}1.json" cache_hits $((nm - new))
  echo "$m: $new of $nm kernels recompiled"
done
"$BIN/facet-compile" "$T/c.mlir" -o "$T/c0.facet" --cache=off
same "$T/c0.facet" "$T/c1.facet"

# The tiny seed example (three sources) for the rest.
SEED=examples/seed/prefill_bs_2_8_small.mlir
"$BIN/facet-compile" "$SEED" -o "$T/s0.facet" --cache=off 2>/dev/null

# Two compiles at once into one fresh folder: both succeed, both right.
"$BIN/facet-compile" "$SEED" -o "$T/p1.facet" --cache-dir="$T/shared" -j1 2>/dev/null &
p1=$!
"$BIN/facet-compile" "$SEED" -o "$T/p2.facet" --cache-dir="$T/shared" -j1 2>/dev/null &
p2=$!
wait "$p1" || fail "first concurrent compile failed"
wait "$p2" || fail "second concurrent compile failed"
same "$T/s0.facet" "$T/p1.facet"
same "$T/s0.facet" "$T/p2.facet"
[ -z "$(find "$T/shared" -name '*.tmp.*')" ] || fail "temporary files left in the cache"
"$BIN/facet-compile" "$SEED" -o "$T/p3.facet" --cache-dir="$T/shared" --report="$T/p3.json" \
  2>/dev/null
expect_field "$T/p3.json" cache_hits 3

# The bound: 8 KiB holds fewer objects than the seed's; least recently used
# go first, and the module is whole all the same.
"$BIN/facet-compile" "$SEED" -o "$T/e1.facet" --cache-dir="$T/small" --cache-max-size=8K \
  --report="$T/e1.json" 2>/dev/null
evicted=$(field "$T/e1.json" cache_evicted)
[ "$evicted" -gt 0 ] || fail "nothing evicted under an 8 KiB bound"
bytes=$(find "$T/small/kernels-v1" -type f -name '*.o' -exec cat {} + | wc -c)
[ "$bytes" -le 8192 ] || fail "cache holds $bytes bytes, bound 8192"
same "$T/s0.facet" "$T/e1.facet"

# The default folder: FACET_CACHE_DIR, else $XDG_CACHE_HOME/facet, else
# ~/.cache/facet.
env -u FACET_CACHE_DIR XDG_CACHE_HOME="$T/xdg" "$BIN/facet-compile" "$SEED" -o "$T/s1.facet" 2>/dev/null
[ -d "$T/xdg/facet/kernels-v1" ] || fail "XDG_CACHE_HOME not used"
env -u FACET_CACHE_DIR -u XDG_CACHE_HOME HOME="$T/home" "$BIN/facet-compile" "$SEED" \
  -o "$T/s2.facet" 2>/dev/null
[ -d "$T/home/.cache/facet/kernels-v1" ] || fail "HOME/.cache not used"
FACET_CACHE_DIR="$T/env" "$BIN/facet-compile" "$SEED" -o "$T/s3.facet" 2>/dev/null
[ -d "$T/env/kernels-v1" ] || fail "FACET_CACHE_DIR not used"
same "$T/s0.facet" "$T/s1.facet"
same "$T/s0.facet" "$T/s2.facet"
same "$T/s0.facet" "$T/s3.facet"

# A folder that cannot be made: the compile goes on, the report says why.
: >"$T/plain"
"$BIN/facet-compile" "$SEED" -o "$T/s4.facet" --cache-dir="$T/plain/sub" --report="$T/s4.json" \
  2>/dev/null
grep -q '"cache": "unavailable: cannot create' "$T/s4.json" || fail "no reason for an unusable cache"
same "$T/s0.facet" "$T/s4.facet"

expect_error "bad value in '--cache=maybe'" "$BIN/facet-compile" "$SEED" -o "$T/x.facet" --cache=maybe
expect_error "bad value in '--cache-max-size=0'" "$BIN/facet-compile" "$SEED" -o "$T/x.facet" \
  --cache-max-size=0
expect_error "bad value in '--cache-max-size=12X'" "$BIN/facet-compile" "$SEED" -o "$T/x.facet" \
  --cache-max-size=12X
echo "kernel cache: $n kernels"
