#!/bin/sh
# A module runs only on a CPU that has its target's instructions: loading a
# module compiled for a higher x86-64 level than the CPU runs is refused,
# naming both levels, before any kernel could stop the process on an
# illegal instruction. $FACET_CPU_LEVEL lowers the level facet sees (never
# raises it): --target-cpu=host then compiles for that level.
. "$(dirname "$0")/lib.sh"
"$BIN/facet-gen-model" --layers=1 --hidden=64 --ffn=96 --max-s=8 --prefill=1 --decode=1 --attention=none \
  --weights=globals -o "$T/m.mlir"
run() {
  "$BIN/facet-run-module" --module="$1" --function=prefill_bs1 --input=1x16x64xf16=0.5 \
    --parameters=model="$T/w.irpa" >/dev/null
}
"$BIN/facet-compile" "$T/m.mlir" -o "$T/v3.facet" --target-cpu=x86-64-v3
"$BIN/facet-compile" "$T/m.mlir" -o "$T/base.facet" --target-cpu=x86-64
"$BIN/facet-params" "$T/base.facet" --format=irpa --init=random -o "$T/w.irpa" >/dev/null
flags=$(grep -m1 '^flags' /proc/cpuinfo)
case " $flags " in
*" avx2 "*) run "$T/v3.facet" || fail "an x86-64-v3 module on a CPU with AVX2" ;;
esac
FACET_CPU_LEVEL=x86-64 expect_error \
  "the module's kernels were compiled for x86-64-v3; this CPU runs x86-64 at most" run "$T/v3.facet"
FACET_CPU_LEVEL=x86-64 run "$T/base.facet" || fail "an x86-64 module"
FACET_CPU_LEVEL=x86-64 "$BIN/facet-compile" "$T/m.mlir" -o "$T/host.facet" --report="$T/r.json"
grep -q '"target": {"name": "x86-64"' "$T/r.json" || fail "--target-cpu=host under FACET_CPU_LEVEL=x86-64"
FACET_CPU_LEVEL=nonsense run "$T/base.facet" || fail "an unknown FACET_CPU_LEVEL is ignored"
echo "cpu_level: ok"
