#!/bin/sh
# A compile farm through --cc: a distccd (Debian's distcc, installed by
# scripts/install-deps) listening on 127.0.0.1 compiles every kernel of a
# model (its log counts them), and the module is byte-identical to the one
# distcc builds without the farm (DISTCC_HOSTS=localhost: the same command
# run locally); its kernel object is the one a plain `cc` builds.
. "$(dirname "$0")/lib.sh"

command -v distccd >/dev/null && command -v distcc >/dev/null ||
  fail "distcc is not installed (scripts/install-deps installs it)"
field() { sed -n "s/^  \"$2\": \"*\([^\",]*\)\"*,*\$/\1/p" "$1"; }
kernel_line() { "$BIN/facet-dump" "$1" | grep '^kernel object:'; }

# Run as root, distccd switches to a user of its own: its folder (log,
# temporary files) is one it can reach and write.
D=$(mktemp -d)
chmod 777 "$D"
mkdir -p "$T/client"
DPID=""
trap '[ -n "$DPID" ] && kill "$DPID" 2>/dev/null; wait 2>/dev/null; rm -rf "$T" "$D"' EXIT

# A free port: try a few, keep the daemon that says it listens.
try=0
while [ -z "$DPID" ] && [ "$try" -lt 5 ]; do
  PORT=$((20000 + ($$ * 7 + try * 1009) % 40000))
  rm -f "$D/log"
  TMPDIR=$D distccd --daemon --no-detach --listen 127.0.0.1 --port "$PORT" --allow 127.0.0.1 \
    --jobs 2 --log-file="$D/log" --log-level=info &
  pid=$!
  i=0
  while [ "$i" -lt 100 ] && ! grep -q "listening on" "$D/log" 2>/dev/null &&
    kill -0 "$pid" 2>/dev/null; do
    sleep 0.1
    i=$((i + 1))
  done
  if grep -q "listening on" "$D/log" && kill -0 "$pid" 2>/dev/null; then DPID=$pid; else
    kill "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
  fi
  try=$((try + 1))
done
[ -n "$DPID" ] || { cat "$D/log"; fail "distccd did not start"; }

"$BIN/facet-gen-model" --layers=1 --hidden=64 --ffn=128 --prefill=1 --decode=1,2 --max-s=64 \
  --dtype=f32 --attention=none --weights=args -o "$T/m.mlir"
# DISTCC_DIR: the client's state, not in $HOME; no fallback to a local
# compile, so a kernel the farm did not build is an error.
export DISTCC_DIR="$T/client" DISTCC_FALLBACK=0 DISTCC_SKIP_LOCAL_RETRY=1
DISTCC_HOSTS="127.0.0.1:$PORT/2" "$BIN/facet-compile" "$T/m.mlir" -o "$T/farm.facet" --cache=off \
  --cc="distcc cc" --report="$T/farm.json"
n=$(field "$T/farm.json" kernel_sources)
# distccd may log a job after its client has the object: wait for the log
# (grep -c's status 1 at zero matches would end the script without a word).
i=0
while done_remote=$(grep -c "COMPILE_OK" "$D/log" || true) && [ "$done_remote" != "$n" ] &&
  [ "$i" -lt 50 ]; do
  sleep 0.1
  i=$((i + 1))
done
[ "$done_remote" = "$n" ] || { cat "$D/log"; fail "distccd compiled $done_remote of $n kernels"; }
DISTCC_HOSTS=localhost "$BIN/facet-compile" "$T/m.mlir" -o "$T/local.facet" --cache=off \
  --cc="distcc cc"
cmp -s "$T/farm.facet" "$T/local.facet" || fail "the farm's module differs from a local compile"
"$BIN/facet-compile" "$T/m.mlir" -o "$T/plain.facet" --cache=off
[ "$(kernel_line "$T/farm.facet")" = "$(kernel_line "$T/plain.facet")" ] ||
  fail "the farm's kernel object differs from plain cc's"
echo "distcc: $done_remote kernels compiled by distccd on 127.0.0.1:$PORT"
