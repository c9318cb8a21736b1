# The embedding example (examples/embed/embed.c, public API only): loads a
# compiled model with its weights as parameters, calls it and prints its
# results, which must match facet-run-module on the same inputs; from a
# safetensors file and from an IRPA file alike. Under valgrind (when
# installed, and the build has no sanitizer) it must report no leak and
# no error, on success and on a failed load (with kernels for baseline
# x86-64: valgrind lacks AVX-512).
. "$(dirname "$0")/lib.sh"
EMBED=$ROOT/${BUILD:-build}/examples/embed
[ -x "$EMBED" ] || fail "$EMBED is not built (make builds it)"
"$BIN/facet-gen-model" --layers=2 --hidden=64 --ffn=96 --max-s=8 --prefill=1 --decode=1 \
  --weights=globals -o "$T/m.mlir"
"$BIN/facet-compile" "$T/m.mlir" -o "$T/m.facet"
"$BIN/facet-params" "$T/m.facet" --format=safetensors --seed=3 -o "$T/w.safetensors" >/dev/null
"$BIN/facet-params" "$T/m.facet" --format=irpa --seed=3 -o "$T/w.irpa" >/dev/null

"$EMBED" "$T/m.facet" prefill_bs1 --dynamic=32 model="$T/w.safetensors" >"$T/a.txt"
"$EMBED" "$T/m.facet" prefill_bs1 --dynamic=32 model="$T/w.irpa" >"$T/b.txt"
cmp -s "$T/a.txt" "$T/b.txt" || { cat "$T/a.txt" "$T/b.txt"; fail "safetensors and IRPA differ"; }
grep -q '^result 0: 1x32x64xf16$' "$T/a.txt" || { cat "$T/a.txt"; fail "unexpected result shape"; }

# The same input through facet-run-module: i % 7 / 8 - 0.375.
values=$(awk 'BEGIN { for (i = 0; i < 2048; i++) printf "%g ", (i % 7) / 8 - 0.375 }')
"$BIN/facet-run-module" --module="$T/m.facet" --function=prefill_bs1 \
  --input="1x32x64xf16=$values" --parameters=model="$T/w.irpa" --print_max_element_count=4 \
  >"$T/run.txt"
want=$(sed -n 's/^1x32x64xf16=\[\[\([^]]*\)\.\.\.\].*/\1/p' "$T/run.txt")
got=$(sed -n 's/^  first: //p' "$T/a.txt")
[ -n "$want" ] && [ "$want" = "$got" ] || fail "embed printed '$got', facet-run-module '$want'"

# A mutable input: its new value is in the tensor the embedder passed
# (x = i % 7 / 8 - 0.375, the cache takes 2x).
"$BIN/facet-compile" tests/e2e/inputs/mutable.mlir -o "$T/mut.facet"
"$EMBED" "$T/mut.facet" direct >"$T/mut.txt"
grep -qx "mutated input 1: 8xf32" "$T/mut.txt" && grep -qx "  first: -0.75 -0.5 -0.25 0" "$T/mut.txt" ||
  { cat "$T/mut.txt"; fail "embed: the mutated input of @direct"; }
! grep -q "^result" "$T/mut.txt" || fail "embed: @direct returned a result"

expect_error "no parameter file: none is bound to scope 'model'" "$EMBED" "$T/m.facet" decode_bs1
expect_error "module has no function 'nope'" "$EMBED" "$T/m.facet" nope model="$T/w.irpa"

if grep -q __asan_init "$EMBED" || grep -q __tsan_init "$EMBED"; then
  # a sanitizer build: ASan's leak checker already ran on every call above
  echo "embed: ok (sanitizer build: no valgrind)"
elif command -v valgrind >/dev/null 2>&1; then
  # valgrind does not know AVX-512: the module for it targets baseline x86-64
  "$BIN/facet-compile" "$T/m.mlir" -o "$T/m.facet" --target-cpu=x86-64
  vg() {
    valgrind --quiet --error-exitcode=99 --leak-check=full --show-leak-kinds=definite,indirect \
      --errors-for-leak-kinds=definite,indirect "$@"
  }
  vg "$EMBED" "$T/m.facet" decode_bs1 model="$T/w.safetensors" >"$T/vg.txt" 2>&1 ||
    { cat "$T/vg.txt"; fail "valgrind: embed decode_bs1"; }
  vg "$EMBED" "$T/m.facet" prefill_bs1 model="$T/w.irpa" model="$T/w.safetensors" >"$T/vg.txt" 2>&1 ||
    { cat "$T/vg.txt"; fail "valgrind: embed prefill_bs1"; }
  status=0
  vg "$EMBED" "$T/m.facet" decode_bs1 >"$T/vg.txt" 2>&1 || status=$?
  [ "$status" = 1 ] || { cat "$T/vg.txt"; fail "valgrind on a failed load: exit $status"; }
  echo "embed: ok (valgrind clean)"
else
  echo "embed: ok (valgrind not installed)"
fi

# libfacet.a exports the public API's facet_* names only, so a program with
# functions named like facet's internals links and runs.
LIBFACET=$ROOT/${BUILD:-build}/lib/libfacet.a
others=$(nm -g --defined-only "$LIBFACET" | awk 'NF == 3 && $3 !~ /^facet_/ { print $3 }')
[ -z "$others" ] || fail "libfacet.a exports names without the facet_ prefix: $others"
san=""
if grep -q __asan_init "$EMBED"; then san=-fsanitize=address,undefined; fi
if grep -q __tsan_init "$EMBED"; then san=-fsanitize=thread; fi
# shellcheck disable=SC2086
${CC:-cc} $san -Iinclude tests/e2e/inputs/collide.c "$LIBFACET" -lxxhash -ldl -lpthread -lm \
  -o "$T/collide" || fail "a program naming facet's internals does not link with libfacet.a"
"$BIN/facet-compile" tests/e2e/inputs/index_put.mlir -o "$T/plain.facet" # no parameters
"$T/collide" "$T/plain.facet" >"$T/collide.txt" 2>&1 || fail "collide: $(cat "$T/collide.txt")"
grep -qx "loaded, mine 3 3 7 3 1 2" "$T/collide.txt" || { cat "$T/collide.txt"; fail "collide printed something else"; }
