#!/bin/sh
# Kernel code layout does not depend on the module: every kernel function
# starts on a 64-byte boundary (cc.c: -falign-functions=64), so a kernel
# that a module of one entry point and a combined module share has the
# same layout against cache lines and fetch windows in both, whatever
# kernels the linker puts before it (bench/results/s8_module_layout.md).
# Checked on the kernel objects of a generated decoder compiled both ways.
. "$(dirname "$0")/lib.sh"
"$BIN/facet-gen-model" --layers=1 --hidden=64 --ffn=128 --dtype=f32 --attention=none \
  --prefill=2 --decode=2,8 --weights=globals -o "$T/m.mlir"
"$BIN/facet-compile" "$T/m.mlir" -o "$T/all.facet"
"$BIN/facet-compile" "$T/m.mlir" --entry=decode_bs2 -o "$T/one.facet"

# kernel_object MODULE OUT: the kernel section's bytes. Sections follow the
# 280-byte header and table in kind order, each at the next 8-byte boundary
# (docs/module-format.md); strings, functions and executables come first.
kernel_object() {
  "$BIN/facet-dump" "$1" | awk '
    /^sections:/ { s = 1; next }
    s && $1 == "kernel" { printf "%d %d\n", off, $2; exit }
    s && $1 ~ /^(strings|functions|executables)$/ { off = off + $2; off = int((off + 7) / 8) * 8 }
    BEGIN { off = 280 }' >"$T/at"
  read -r off size <"$T/at"
  [ "${size:-0}" -gt 0 ] || fail "no kernel object in $1"
  tail -c +$((off + 1)) "$1" | head -c "$size" >"$2"
  head -c 4 "$2" | od -An -c | grep -q 'E   L   F' || fail "$1: the kernel section is not an ELF object"
}
kernel_object "$T/all.facet" "$T/all.so"
kernel_object "$T/one.facet" "$T/one.so"
for so in all one; do
  nm --defined-only "$T/$so.so" | awk '$2 == "T" && $3 ~ /^facet_k/' >"$T/$so.syms"
  [ -s "$T/$so.syms" ] || fail "$so: no kernel symbols"
  awk '{ a = 0; h = "0123456789abcdef"; x = tolower($1)
         for (i = 1; i <= length(x); i++) a = (a * 16 + index(h, substr(x, i, 1)) - 1) % 64
         if (a) { print $3 " at 0x" $1; bad = 1 } }
       END { exit bad }' "$T/$so.syms" >"$T/$so.bad" ||
    fail "$so: kernel functions not on a 64-byte boundary: $(cat "$T/$so.bad")"
done
# the decode_bs2 kernels are shared: the same names in both objects
shared=$(awk 'NR == FNR { n[$3] = 1; next } n[$3]' "$T/one.syms" "$T/all.syms" | wc -l)
[ "$shared" -ge 2 ] || fail "expected kernels shared by both modules, found $shared"
echo "kernel_layout: every kernel function 64-byte aligned; $shared shared by both modules"
