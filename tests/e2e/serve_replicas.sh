# Two facet-serve replicas behind haproxy (Debian's, as docs/serving.md
# deploys them), all on loopback: a load of 24 requests through the
# balancer is answered with no failure, the requests spread over both
# replicas (each one's /metrics counts some), and the answers are the
# tokens one replica alone gives.
. "$(dirname "$0")/lib.sh"
HAPROXY=$(command -v haproxy || echo /usr/sbin/haproxy)
[ -x "$HAPROXY" ] || fail "no haproxy (scripts/install-deps installs it)"
"$BIN/facet-gen-llama" --model=toy --prefill=1,4 --decode=1,4 -o "$T/toy.mlir"
"$BIN/facet-params" "$T/toy.mlir" -o "$T/toy.irpa" --seed=5 >/dev/null
"$BIN/facet-compile" "$T/toy.mlir" -o "$T/toy.facet" -j 2 || fail "facet-compile"

PIDS=""
trap 'for p in $PIDS; do kill -9 "$p" 2>/dev/null; done; rm -rf "$T"' EXIT
wait_file() { # FILE PID
  i=0
  while [ ! -s "$1" ]; do
    kill -0 "$2" 2>/dev/null || fail "$1: the process exited"
    i=$((i + 1))
    [ "$i" -lt 300 ] || fail "$1: nothing after 30 s"
    sleep 0.1
  done
}
for r in 1 2; do
  "$BIN/facet-serve" --module="$T/toy.facet" --parameters=model="$T/toy.irpa" --port=0 \
    --port-file="$T/r$r.port" --threads=1 2>"$T/r$r.log" &
  PIDS="$PIDS $!"
  wait_file "$T/r$r.port" $!
done
# A free port for the balancer: one a facet-serve picked and gave back.
"$BIN/facet-serve" --module="$T/toy.facet" --parameters=model="$T/toy.irpa" --port=0 \
  --port-file="$T/lb.port" 2>/dev/null &
probe=$!
wait_file "$T/lb.port" $probe
kill -TERM $probe
wait $probe || true
cat >"$T/haproxy.cfg" <<EOF
global
  maxconn 256
defaults
  mode http
  timeout connect 5s
  timeout client 120s
  timeout server 120s
frontend llm
  bind 127.0.0.1:$(cat "$T/lb.port")
  default_backend replicas
backend replicas
  balance roundrobin
  option httpchk GET /health
  server r1 127.0.0.1:$(cat "$T/r1.port") check inter 500ms
  server r2 127.0.0.1:$(cat "$T/r2.port") check inter 500ms
EOF
"$HAPROXY" -c -f "$T/haproxy.cfg" >/dev/null || fail "haproxy rejects the configuration"
"$HAPROXY" -f "$T/haproxy.cfg" -db >"$T/haproxy.log" 2>&1 &
PIDS="$PIDS $!"
LB=http://127.0.0.1:$(cat "$T/lb.port")
i=0
until curl -sf "$LB/health" >/dev/null; do
  i=$((i + 1))
  [ "$i" -lt 100 ] || { cat "$T/haproxy.log"; fail "haproxy does not answer"; }
  sleep 0.1
done

awk 'BEGIN { srand(3); for (i = 0; i < 6; i++) { n = 1 + int(rand() * 40); s = "";
  for (k = 0; k < n; k++) s = s (k ? " " : "") int(rand() * 256); print s } }' >"$T/prompts"
"$BIN/facet-generate" --module="$T/toy.facet" --parameters=model="$T/toy.irpa" \
  --prefill=prefill_bs1 --decode=decode_bs1 --prompt="$T/prompts" --steps=5 --quiet >"$T/gen.out"
python3 bench/serve_load.py --url="$LB" --requests=24 --concurrency=8 --prompts="$T/prompts" \
  --max-tokens=6 --no-stream --out="$T/load.json" >"$T/load.out" ||
  { cat "$T/load.out"; fail "requests through haproxy"; }
grep -q '^requests: 24 answered, 0 failed' "$T/load.out" || { cat "$T/load.out"; fail "load"; }
# Requests i and i + 6 have the same prompt: --compare wants sequence i
# for request i, so the 6 prompts' reference is repeated 4 times.
awk '/^seq [0-9]+ (tokens|margins):/ { for (k = 0; k < 4; k++) { l = $0;
  sub(/^seq [0-9]+/, "seq " ($2 + 6 * k), l); print l } }' "$T/gen.out" >"$T/gen24.out"
python3 bench/serve_load.py --url="$LB" --requests=24 --concurrency=8 --prompts="$T/prompts" \
  --max-tokens=6 --compare="$T/gen24.out" >"$T/cmp.out" || { cat "$T/cmp.out"; fail "tokens"; }
for r in 1 2; do
  n=$(curl -s "http://127.0.0.1:$(cat "$T/r$r.port")/metrics" |
    awk '$1 == "facet_requests_total{state=\"length\"}" { print $2 }')
  [ "${n:-0}" -ge 6 ] || fail "replica $r answered ${n:-0} of 48 requests"
done
echo "serve_replicas: ok"
