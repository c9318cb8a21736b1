#!/bin/sh
# Differential fuzzing of the whole compiler: facet-fuzz-gen writes a random
# valid program (several entry points per template, symbolic dims with
# random facts) and the calls to make; each program is compiled once per
# mode and every call's results are compared with facet-reference's.
#
#   sh tests/fuzz/diff.sh [--seeds=A..B] [--seconds=N] [--modes=M,M,...]
#                         [--rotate] [--out=DIR] [--templates=T] [--no-minimize]
#   sh tests/fuzz/diff.sh --replay=PREFIX [--modes=...]
#
# --replay checks PREFIX.mlir with the calls of PREFIX.calls (lines
# starting with "call", in facet-fuzz-gen's format) instead of generated
# programs: the regression test of what the fuzzer found
# (tests/e2e/difffuzz.sh).
# Modes: default, dedup-off, specialize-off, split-rows, generalize-all,
# one-variant, x86-64-v3, x86-64 (all by default: `--dedup=off`,
# `--specialize=off`, `--split-rows=on`, `--generalize=all`,
# `--max-variants-per-executable=1` and each --target-cpu besides the
# host's; x86-64-v4, x86-64-v4-bf16, x86-64-v4-amx (where the CPU runs them) and
# generalize-none can be named too). --seeds runs those programs (default
# 1..10); --seconds=N runs seeds from the first one on until N seconds have
# passed. --rotate checks each program in one mode, the next program in the
# next mode (the CI run: every mode, one compile per program). Reads BUILD
# (default build).
#
# A result passes when `facet-npy compare` (per-dtype tolerance relative to
# the largest value) accepts it against the reference rounded to each op's
# dtype, or else against the unrounded float64 reference (the kernels keep
# f32 inside fused groups, the rounded reference rounds every op). A result
# that fails both where the two references also disagree beyond the
# tolerance gets no verdict: the program is ill-conditioned (rounding alone
# moves it that far: a normalisation of a near-constant tensor, say); such
# programs are counted, not recorded. Anything else is a finding: a crash or error of facet-compile, facet-run-module or
# facet-reference, or a mismatch. Each finding is saved in DIR (default
# $BUILD/difffuzz) as a directory with the program, the inputs and repro.sh,
# and cut down (--only / --steps of the generator, --entry of the compiler)
# to the smallest program that still fails the same way. The last line is
# "difffuzz: P programs, C compiles, R calls, F findings (...)"; the exit
# status is 1 when there was a finding.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
BUILD=${BUILD:-build}
BIN=$ROOT/$BUILD/bin
seeds=1..10
seconds=0
modes=default,dedup-off,specialize-off,split-rows,generalize-all,one-variant,x86-64-v3,x86-64
out=$ROOT/$BUILD/difffuzz
templates=""
minimize=1
replay=""
rotate=0
for a in "$@"; do
  case $a in
  --seeds=*) seeds=${a#--seeds=} ;;
  --seconds=*) seconds=${a#--seconds=} ;;
  --modes=*) modes=${a#--modes=} ;;
  --out=*) out=${a#--out=} ;;
  --templates=*) templates=--templates=${a#--templates=} ;;
  --no-minimize) minimize=0 ;;
  --replay=*) replay=${a#--replay=} ;;
  --rotate) rotate=1 ;;
  *) echo "diff.sh: unknown argument '$a'" >&2; exit 2 ;;
  esac
done
first=${seeds%..*}
last=${seeds#*..}
mkdir -p "$out"
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
programs=0 compiles=0 calls=0 findings=0 crashes=0 mismatches=0 errors=0 illconditioned=0

flags_of() {
  case $1 in
  default) echo "" ;;
  dedup-off) echo "--dedup=off" ;;
  specialize-off) echo "--specialize=off" ;;
  split-rows) echo "--split-rows=on" ;;
  generalize-all) echo "--generalize=all" ;;
  generalize-none) echo "--generalize=none" ;;
  one-variant) echo "--max-variants-per-executable=1" ;;
  x86-64-v3 | x86-64 | x86-64-v4 | x86-64-v4-bf16 | x86-64-v4-amx) echo "--target-cpu=$1" ;;
  *) echo "diff.sh: unknown mode '$1'" >&2; exit 2 ;;
  esac
}

# tol_flags TYPE: facet-npy compare's tolerance for a result computed
# through TYPE (its own dtype's default for f32 and exact).
tol_flags() {
  case $1 in
  f16) echo "--atol=1e-2 --rtol=1e-2" ;;
  bf16) echo "--atol=5e-2 --rtol=5e-2" ;;
  *) echo "" ;;
  esac
}

# A signal (status > 128, or 124 from timeout) is a crash; 1 an error.
kind_of() {
  if [ "$1" -gt 128 ] || [ "$1" -eq 124 ]; then echo crash; else echo error; fi
}

# gen DIR SEED [generator flags]: the program and its calls in DIR.
gen() {
  local d=$1 s=$2
  shift 2
  mkdir -p "$d"
  "$BIN/facet-fuzz-gen" --seed="$s" $templates "$@" -o "$d/p.mlir" --calls="$d/p.calls"
}

# inputs DIR: the .npy inputs of every call (call i, argument j) and the
# reference's results.
inputs() {
  local d=$1 i=0 j fn nres tols specs spec shape range
  while read -r _ fn nres tols specs; do
    j=0
    for spec in $specs; do
      shape=${spec%%:*} range=${spec#*:}
      "$BIN/facet-npy" random "$shape" --seed=$((i * 64 + j + 1)) --min="${range%:*}" --max="${range#*:}" \
        -o "$d/in_${i}_$j.npy" </dev/null || return 1
      j=$((j + 1))
    done
    i=$((i + 1))
  done <"$d/p.calls"
}

# args DIR I [PREFIX]: --input flags of call I (files named from PREFIX,
# default DIR).
args_of() {
  local j=0 spec
  for spec in $(sed -n "$(($2 + 1))p" "$1/p.calls" | cut -d' ' -f5-); do
    printf ' --input=%s=@%s/in_%s_%s.npy' "${spec%%:*}" "${3:-$1}" "$2" "$j"
    j=$((j + 1))
  done
}

outs_of() { # DIR I NRES PREFIX
  local k=0
  while [ "$k" -lt "$3" ]; do
    printf ' --output=@%s/%s_%s_%s.npy' "$1" "$4" "$2" "$k"
    k=$((k + 1))
  done
}

# check DIR MODE [FUNCTION]: compiles DIR/p.mlir in MODE and runs every call
# (of FUNCTION only, when given). Prints "ok" or the first finding as
# "KIND FUNCTION RESULT: message" (KIND: crash, error, mismatch).
check() {
  local d=$1 mode=$2 only=${3:-} entry="" rc i k fn nres tols tol
  entry=""
  [ -n "$only" ] && entry="--entry=$only"
  # shellcheck disable=SC2046
  timeout 600 "$BIN/facet-compile" "$d/p.mlir" -o "$d/m.facet" $(flags_of "$mode") $entry >"$d/compile.log" 2>&1
  rc=$?
  if [ "$rc" -ne 0 ]; then
    echo "$(kind_of $rc) facet-compile -: status $rc: $(grep -m1 -i 'error\|check failed' "$d/compile.log" || tail -n1 "$d/compile.log")"
    return
  fi
  i=0
  while read -r _ fn nres tols _; do
    if [ -n "$only" ] && [ "$fn" != "$only" ]; then i=$((i + 1)); continue; fi
    # the reference's results do not depend on the mode: computed once
    rc=0
    # shellcheck disable=SC2046
    [ -f "$d/ref_${i}_0.npy" ] || timeout 120 "$BIN/facet-reference" "$d/p.mlir" --function="$fn" \
      $(args_of "$d" $i) $(outs_of "$d" $i "$nres" ref) >"$d/ref.log" 2>&1 </dev/null || rc=$?
    if [ "$rc" -ne 0 ]; then
      rm -f "$d"/ref_"$i"_*
      echo "$(kind_of $rc) $fn facet-reference: status $rc: $(head -n1 "$d/ref.log")"
      return
    fi
    # shellcheck disable=SC2046
    timeout 120 "$BIN/facet-run-module" --module="$d/m.facet" --function="$fn" $(args_of "$d" $i) \
      $(outs_of "$d" $i "$nres" out) >"$d/run.log" 2>&1 </dev/null
    rc=$?
    if [ "$rc" -ne 0 ]; then
      echo "$(kind_of $rc) $fn facet-run-module: status $rc: $(head -n1 "$d/run.log")"
      return
    fi
    k=0
    while [ "$k" -lt "$nres" ]; do
      tol=$(tol_flags "$(echo "$tols" | cut -d, -f$((k + 1)))")
      # shellcheck disable=SC2086
      if ! "$BIN/facet-npy" compare "$d/out_${i}_$k.npy" "$d/ref_${i}_$k.npy" $tol >"$d/cmp.log" 2>&1 </dev/null; then
        # shellcheck disable=SC2046
        [ -f "$d/unr_${i}_$k.npy" ] || "$BIN/facet-reference" "$d/p.mlir" --function="$fn" $(args_of "$d" $i) --unrounded \
          $(outs_of "$d" $i "$nres" unr) >/dev/null 2>&1 </dev/null
        # shellcheck disable=SC2086
        if ! "$BIN/facet-npy" compare "$d/out_${i}_$k.npy" "$d/unr_${i}_$k.npy" $tol >/dev/null 2>&1 </dev/null; then
          # shellcheck disable=SC2086
          if ! "$BIN/facet-npy" compare "$d/ref_${i}_$k.npy" "$d/unr_${i}_$k.npy" $tol >/dev/null 2>&1 </dev/null; then
            echo "ill-conditioned $fn result $k (call $i): the references rounded per op and unrounded differ beyond the tolerance"
            return
          fi
          echo "mismatch $fn result $k (call $i): $(head -n1 "$d/cmp.log")"
          return
        fi
      fi
      k=$((k + 1))
    done
    i=$((i + 1))
  done <"$d/p.calls"
  echo ok
}

# same_finding A B: whether two findings are of one kind in one tool.
same_finding() { [ "$(echo "$1" | cut -d' ' -f1,3)" = "$(echo "$2" | cut -d' ' -f1,3)" ]; }

# minimize SEED MODE FINDING DEST: the smallest cut (one template, fewest
# steps, and the failing entry point alone where the finding names one)
# that fails the same way, copied to DEST/min.
minimize() {
  local s=$1 mode=$2 finding=$3 dest=$4 fn t ts steps m got
  fn=$(echo "$finding" | cut -d' ' -f2)
  case $fn in
  t[0-9]*_*) ts=${fn%%_*} ts=${ts#t} ;;
  *) fn="" ts=$(cut -d' ' -f2 "$W/p/p.calls" | sed 's/_.*//; s/^t//' | sort -un) ;;
  esac
  m=$W/min
  for t in $ts; do
    steps=0
    while [ "$steps" -le 14 ]; do
      rm -rf "$m"
      if gen "$m" "$s" --only="$t" --steps="$steps" && inputs "$m"; then
        got=$(check "$m" "$mode" "$fn")
        if [ "$got" != ok ] && same_finding "$got" "$finding"; then
          rm -f "$m"/out_* "$m"/unr_* "$m"/*.log
          rm -rf "$dest/min"
          cp -r "$m" "$dest/min"
          echo "$got" >"$dest/min/finding.txt"
          write_repro "$dest/min" "$mode" "$s --only=$t --steps=$steps" "$fn"
          echo "  cut down to --seed=$s --only=$t --steps=$steps${fn:+ --entry=$fn}"
          return
        fi
      fi
      steps=$((steps + 1))
    done
  done
}

# write_repro DIR MODE GENARGS [FUNCTION]: DIR/repro.sh, runnable from the
# repository root.
write_repro() {
  local d=$1 mode=$2 g=$3 fn=${4:-} entry="" i f nres tols a k tol
  [ -n "$fn" ] && entry=" --entry=$fn"
  {
    echo "#!/bin/sh"
    echo "# $(cat "$d/finding.txt" 2>/dev/null)"
    echo "# regenerate: $BUILD/bin/facet-fuzz-gen --seed=$g $templates -o p.mlir --calls=p.calls"
    echo "set -x"
    echo "D=\$(cd \"\$(dirname \"\$0\")\" && pwd)"
    echo "$BUILD/bin/facet-compile \$D/p.mlir -o \$D/m.facet $(flags_of "$mode")$entry"
    i=0
    while read -r _ f nres tols _; do
      if [ -z "$fn" ] || [ "$f" = "$fn" ]; then
        a=$(args_of "$d" $i "\$D")
        echo "$BUILD/bin/facet-run-module --module=\$D/m.facet --function=$f$a$(outs_of "\$D" $i "$nres" out)"
        echo "$BUILD/bin/facet-reference \$D/p.mlir --function=$f$a$(outs_of "\$D" $i "$nres" ref)"
        k=0
        while [ "$k" -lt "$nres" ]; do
          tol=$(tol_flags "$(echo "$tols" | cut -d, -f$((k + 1)))")
          echo "$BUILD/bin/facet-npy compare \$D/out_${i}_$k.npy \$D/ref_${i}_$k.npy $tol"
          k=$((k + 1))
        done
      fi
      i=$((i + 1))
    done <"$d/p.calls"
  } >"$d/repro.sh"
}

record() { # SEED MODE FINDING
  local s=$1 mode=$2 finding=$3 dest
  findings=$((findings + 1))
  case $finding in
  crash*) crashes=$((crashes + 1)) ;;
  mismatch*) mismatches=$((mismatches + 1)) ;;
  *) errors=$((errors + 1)) ;;
  esac
  dest=$out/seed$s-$mode
  rm -rf "$dest"
  mkdir -p "$dest"
  cp "$W/p/p.mlir" "$W/p/p.calls" "$W"/p/in_*.npy "$W/p/compile.log" "$dest/" 2>/dev/null
  echo "$finding" >"$dest/finding.txt"
  write_repro "$dest" "$mode" "$s"
  echo "FINDING seed $s $mode: $finding (saved in $dest)"
  [ "$minimize" -eq 1 ] && minimize "$s" "$mode" "$finding" "$dest"
}

# check_all SEED: every mode on $W/p, findings recorded.
check_all() {
  local s=$1 mode got list
  line="$2: $(wc -l <"$W/p/p.calls") calls:"
  list=$(echo "$modes" | tr ',' ' ')
  # shellcheck disable=SC2086
  [ "$rotate" -eq 1 ] && list=$(echo $list | cut -d' ' -f$(((programs - 1) % $(echo $list | wc -w) + 1)))
  for mode in $list; do
    got=$(check "$W/p" "$mode")
    # check runs in a subshell: count what it did from its files
    compiles=$((compiles + 1))
    calls=$((calls + $(ls "$W/p"/out_*_0.npy 2>/dev/null | wc -l)))
    rm -f "$W/p"/out_*
    case $got in
    ok) line="$line $mode ok" ;;
    ill-conditioned*) # no verdict: rounding alone moves the result past the tolerance
      line="$line $mode ill-conditioned"
      illconditioned=$((illconditioned + 1)) ;;
    *) line="$line $mode FAIL"; record "$s" "$mode" "$got" ;;
    esac
  done
  echo "$line"
}

start=$(date +%s)
if [ -n "$replay" ]; then
  mkdir -p "$W/p"
  cp "$replay.mlir" "$W/p/p.mlir"
  grep '^call ' "$replay.calls" >"$W/p/p.calls"
  minimize=0
  if inputs "$W/p"; then
    programs=1
    check_all replay "$(basename "$replay")"
  else
    record replay inputs "error facet-npy: the inputs of $replay.calls"
  fi
  last=0 first=1 seconds=0
fi
s=$first
while :; do
  if [ "$seconds" -gt 0 ]; then
    [ $(($(date +%s) - start)) -ge "$seconds" ] && break
  elif [ "$s" -gt "$last" ]; then
    break
  fi
  rm -rf "$W/p"
  if ! gen "$W/p" "$s" || ! inputs "$W/p"; then
    record "$s" gen "error generator: seed $s"
    s=$((s + 1))
    continue
  fi
  programs=$((programs + 1))
  check_all "$s" "seed $s"
  s=$((s + 1))
done
elapsed=$(($(date +%s) - start))
echo "difffuzz: $programs programs, $compiles compiles, $calls calls, $findings findings" \
  "($crashes crashes, $mismatches mismatches, $errors errors; $illconditioned ill-conditioned) in ${elapsed}s"
[ "$findings" -eq 0 ]
