# Shared by the end-to-end scripts: paths, a temp dir, and checks.
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
BIN=$ROOT/${BUILD:-build}/bin
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
# Compiles cache kernels in tests/run.sh's folder, or here when a script
# runs alone: never in the user's cache.
FACET_CACHE_DIR=${FACET_CACHE_DIR:-$T/kernel-cache}
export FACET_CACHE_DIR

fail() { echo "FAILED: $*" >&2; exit 1; }

# expect_error "substring" command...: the command must fail and print it.
expect_error() {
  want=$1
  shift
  if "$@" >"$T/err.out" 2>&1; then cat "$T/err.out"; fail "expected failure: $*"; fi
  grep -qF -- "$want" "$T/err.out" || { cat "$T/err.out"; fail "expected '$want' from: $*"; }
}

# run_and_compare MLIR MODULE FUNCTION input-specs...: runs the module and the
# float64 reference on the same .npy inputs and compares within tolerance.
run_and_compare() {
  mlir=$1 module=$2 fn=$3
  shift 3
  inputs=""
  for spec in "$@"; do inputs="$inputs --input=$spec"; done
  # shellcheck disable=SC2086
  "$BIN/facet-run-module" --module="$module" --function="$fn" $inputs --output=@"$T/out.npy" >/dev/null
  # shellcheck disable=SC2086
  "$BIN/facet-reference" "$mlir" --function="$fn" $inputs --output=@"$T/ref.npy"
  "$BIN/facet-npy" compare "$T/out.npy" "$T/ref.npy"
}

# compare_outputs MLIR MODULE FUNCTION N input-specs...: like run_and_compare
# for a function with N results (and overwritten arguments), each compared.
compare_outputs() {
  mlir=$1 module=$2 fn=$3 n=$4
  shift 4
  inputs="" outs="" refs=""
  for spec in "$@"; do inputs="$inputs --input=$spec"; done
  i=0
  while [ "$i" -lt "$n" ]; do
    outs="$outs --output=@$T/out$i.npy" refs="$refs --output=@$T/ref$i.npy"
    i=$((i + 1))
  done
  # shellcheck disable=SC2086
  "$BIN/facet-run-module" --module="$module" --function="$fn" $inputs $outs >/dev/null
  # shellcheck disable=SC2086
  "$BIN/facet-reference" "$mlir" --function="$fn" $inputs $refs
  i=0
  while [ "$i" -lt "$n" ]; do
    "$BIN/facet-npy" compare "$T/out$i.npy" "$T/ref$i.npy" || fail "$fn result $i"
    i=$((i + 1))
  done
}

# serve_start NAME FLAGS...: facet-serve with FLAGS on a free port of
# 127.0.0.1, its log in $T/NAME.log; sets PID and URL once it listens
# (fails if it exits first or never listens).
serve_start() {
  name=$1
  shift
  rm -f "$T/$name.port"
  "$BIN/facet-serve" --port=0 --port-file="$T/$name.port" "$@" 2>"$T/$name.log" &
  PID=$!
  i=0
  while [ ! -s "$T/$name.port" ]; do
    kill -0 "$PID" 2>/dev/null || { cat "$T/$name.log"; fail "$name: facet-serve exited"; }
    i=$((i + 1))
    [ "$i" -lt 600 ] || fail "$name: no port after 60 s"
    sleep 0.1
  done
  URL=http://127.0.0.1:$(cat "$T/$name.port")
}

# serve_stop: SIGTERM to serve_start's server, whose exit status must be 0.
serve_stop() {
  kill -TERM "$PID"
  wait "$PID" || { rc=$?; cat "$T/$name.log"; fail "$name: exit status $rc after SIGTERM"; }
  PID=""
}
