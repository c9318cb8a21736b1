#!/bin/sh
# The compiler runs of a build (src/codegen/cc.c: cg_run_jobs): with -j2 the
# next run starts as soon as either running one ends, not when the first
# started ends. A --cc wrapper makes the first kernel compile take 5 s more
# and logs when each other compile starts: with waiting in start order only
# the second started meanwhile; now the other slot goes on through the
# rest. The kernel object is the one plain cc builds.
. "$(dirname "$0")/lib.sh"
"$BIN/facet-gen-model" --layers=1 --hidden=64 --ffn=128 --prefill=1 --decode=1,2 --max-s=64 \
  --dtype=f32 --attention=none --weights=args -o "$T/m.mlir"
cat >"$T/slowcc" <<WRAP
#!/bin/sh
case " \$* " in *" -c "*) ;; *) exec cc "\$@" ;; esac
case " \$* " in *c-header*) exec cc "\$@" ;; esac
if mkdir "$T/slow" 2>/dev/null; then
  cc "\$@"; rc=\$?; sleep 5; echo "slow_end \$(date +%s.%N)" >>"$T/log"; exit \$rc
fi
echo "start \$(date +%s.%N)" >>"$T/log"
exec cc "\$@"
WRAP
chmod +x "$T/slowcc"
"$BIN/facet-compile" "$T/m.mlir" -o "$T/slow.facet" --cache=off -j2 --cc="$T/slowcc" --report="$T/r.json"
"$BIN/facet-compile" "$T/m.mlir" -o "$T/plain.facet" --cache=off -j2
runs=$(sed -n 's/^  "cc_runs": \([0-9]*\),$/\1/p' "$T/r.json")
[ "$runs" -ge 4 ] || fail "expected at least 4 compiler runs, got '$runs'"
during=$(awk '$1 == "slow_end" { end = $2 } $1 == "start" { s[++n] = $2 }
  END { c = 0; for (i = 1; i <= n; i++) c += s[i] < end; print c }' "$T/log")
[ "$during" -ge 2 ] || { cat "$T/log"; fail "$during compiles started while the slow one ran, expected >= 2"; }
kernel_line() { "$BIN/facet-dump" "$1" | grep '^kernel object:'; }
[ "$(kernel_line "$T/slow.facet")" = "$(kernel_line "$T/plain.facet")" ] ||
  fail "the kernel object differs from plain cc's"
echo "cc_jobs: $during of $((runs - 1)) other compiles ran beside the slow one"
