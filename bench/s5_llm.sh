#!/bin/sh
# S5: a real-structure Llama (Llama-3.2-1B shapes) in facet, PyTorch and
# llama.cpp, side by side: the benchmark users decide by.
#
#   sh bench/s5_llm.sh            (BENCH_REPS, BENCH_QUIET*, BUILD: see bench/lib.sh)
#
# 1. The machine's ceilings (bench/peak.c): FMA peak (AVX2, AVX-512), bf16
#    dot-product peak, read bandwidth; 1 and 2 threads.
# 2. The model: facet-gen-llama --model=$S5_MODEL (default 1b) with
#    prefill_bs{1,4} + decode_bs{1,4}, f16 (and bf16 where the CPU has
#    avx512_bf16); weights from bench/llama_weights.py, the same weights as
#    GGUF f16 for llama.cpp (kept in $S5_DATA, default bench/work/s5: ~10 GB
#    at 1B, rebuilt only when the model changes).
# 3. facet builds, when facet-compile accepts the export: (a) each timed
#    entry point alone, (b) all entry points in one module, (c) one module
#    with --specialize=off, and the bf16 model's (b). Should it refuse one,
#    its rows say "not yet compiled by facet" with facet-compile's reason.
# 4. Timed, interleaved (run r: every entry in every implementation once,
#    the order rotated by r), medians of BENCH_REPS (default 5) runs; each run
#    is one process: one untimed call, then S5_STEPS (default 3) timed calls,
#    their median:
#      prefill  1 x 128 and 1 x 512 tokens (prefill_bs1; every position's
#               logits in all three implementations, as the export computes)
#      decode   batch 1 and 4, S5_CONTEXT (256) tokens of context
#    for facet (a), (b), (c), facet bf16 (b), PyTorch f32 and bf16 (2 threads),
#    llama.cpp f16 (2 threads).
# 5. The 8B shapes (facet-gen-llama --model=8b, 8 entry points), compile
#    only: compile seconds, module and kernel-section bytes, executables per
#    dispatch site.
# Writes bench/results/s5_llm.md and .svg (bench/s5_report.py). The logits
# check comes first and separately: /usr/bin/python3 bench/check_agree.py.
. "$(dirname "$0")/lib.sh"
bench_setup s5_llm
PY=/usr/bin/python3
MODEL=${S5_MODEL:-1b}
STEPS=${S5_STEPS:-3}
PREFILL_T=${S5_PREFILL:-128 512}
DECODE_B=${S5_DECODE:-1 4}
CTX=${S5_CONTEXT:-256}
DATA=${S5_DATA:-$ROOT/bench/work/s5}
GEN="--model=$MODEL"
COMPILE_8B=${S5_8B:-1}
REPS=${BENCH_REPS:-5}
if [ "$SMOKE" = 1 ]; then
  GEN="--model=100m --layers=2 --hidden=256 --heads=4 --kv-heads=2 --ffn=512 --vocab=2048 --context=512 --max-pages=16"
  PREFILL_T=64 DECODE_B=1 CTX=64 STEPS=1 REPS=1 COMPILE_8B=0 DATA=$W/data
fi
mkdir -p "$DATA"
$PY -c 'import torch, numpy' 2>/dev/null || die "PyTorch and numpy for $PY: scripts/install-deps --bench"
BF16=0
grep -qw avx512_bf16 /proc/cpuinfo && BF16=1

# 1. Ceilings.
cc -std=c17 -D_GNU_SOURCE -O2 -pthread "$ROOT/bench/peak.c" -o "$W/peak"
say "ceilings (bench/peak.c)"
"$W/peak" --reps="$([ "$SMOKE" = 1 ] && echo 1 || echo 5)" --mb="$([ "$SMOKE" = 1 ] && echo 64 || echo 512)" \
  >"$W/peak.json"

# 2. The model, its weights, the GGUF. A data file is rebuilt when the
# hyperparameters it was made for changed.
model() { # DTYPE: $W/DTYPE.mlir, $W/DTYPE.json, $DATA/KEY-DTYPE.{safetensors,gguf}
  dt=$1
  # shellcheck disable=SC2086
  "$BIN/facet-gen-llama" $GEN --prefill=1,4 --decode=1,4 --dtype="$dt" --weight-dtype="$dt" \
    -o "$W/$dt.mlir" --json="$W/$dt.json"
  base=$DATA/$(echo "$GEN" | sed 's/--model=//; s/ .*//')-$(echo "$GEN" | cksum | cut -d' ' -f1)-$dt
  if ! cmp -s "$W/$dt.json" "$base.json" || [ ! -f "$base.safetensors" ]; then
    say "weights for $dt ($base.safetensors)"
    $PY "$ROOT/bench/llama_weights.py" "$W/$dt.json" -o "$base.safetensors"
    rm -f "$base.gguf"
    cp "$W/$dt.json" "$base.json"
  fi
  if [ "$dt" = f16 ] && [ ! -f "$base.gguf" ]; then
    $PY "$ROOT/bench/llama_gguf.py" "$W/$dt.json" "$base.safetensors" -o "$base.gguf"
  fi
  echo "$base"
}
F16=$(model f16)
[ "$BF16" = 1 ] && BF=$(model bf16)
LCPP=$(sh "$ROOT/bench/llama_cpp_install.sh")
ROW=$(sed -n 's/.*"cache_row": \([0-9]*\).*/\1/p' "$W/f16.json")

# 3. facet builds, while facet-compile accepts the export.
ENTRIES=""
for t in $PREFILL_T; do ENTRIES="$ENTRIES prefill$t"; done
for b in $DECODE_B; do ENTRIES="$ENTRIES decode$b"; done
fn_of() { case $1 in prefill*) echo prefill_bs1 ;; decode*) echo "decode_bs${1#decode}" ;; esac; }
: >"$W/facet_status"
rm -f "$W"/*.facet # an earlier run's (a smoke run's) modules are not this model's
try_compile() { # TAG MLIR flags: 0 when compiled
  tag=$1 mlir=$2
  shift 2
  say "facet-compile $(basename "$mlir") $* -> $tag.facet"
  # shellcheck disable=SC2086
  if "$BIN/facet-compile" "$mlir" -o "$W/$tag.facet" --report="$W/$tag.json" -j"$JOBS" $CCFLAG "$@" \
    >"$W/$tag.log" 2>&1; then return 0; fi
  echo "$tag	$(grep -m1 error "$W/$tag.log" || tail -n 1 "$W/$tag.log")" >>"$W/facet_status"
  return 1
}
FACET=""
if try_compile b "$W/f16.mlir"; then
  FACET="facet_b"
  for e in $ENTRIES; do
    fn=$(fn_of "$e")
    [ -f "$W/a_$fn.facet" ] || try_compile "a_$fn" "$W/f16.mlir" --entry="$fn" || true
  done
  all_a=1
  for e in $ENTRIES; do [ -f "$W/a_$(fn_of "$e").facet" ] || all_a=0; done
  [ "$all_a" = 1 ] && FACET="facet_a $FACET"
  try_compile c "$W/f16.mlir" --specialize=off && FACET="$FACET facet_c"
fi
if [ "$BF16" = 1 ] && try_compile bf16 "$W/bf16.mlir"; then FACET="$FACET facet_bf16"; fi
IMPLS="$FACET torch_f32 llamacpp_f16"
[ "$BF16" = 1 ] && IMPLS="$IMPLS torch_bf16"
# S5_IMPLS="facet_a facet_b": time only those (e.g. the combined-module
# question of issue 34 item 7 without the baselines' minutes).
[ -n "${S5_IMPLS:-}" ] && IMPLS=$S5_IMPLS

# facet's inputs per entry: token ids, lengths, distinct pages, a zero cache.
$PY - "$W" "$CTX" "$(sed -n 's/.*"vocab": \([0-9]*\).*/\1/p' "$W/f16.json")" $PREFILL_T -- $DECODE_B <<'EOF'
import sys, numpy as np
w, ctx, vocab = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
rest = sys.argv[4:]
cut = rest.index("--")
rng = np.random.default_rng(7)
for t in map(int, rest[:cut]):
    np.save(f"{w}/in_prefill{t}_tok.npy", rng.integers(0, vocab, (1, t)))
    np.save(f"{w}/in_prefill{t}_len.npy", np.array([t]))
    np.save(f"{w}/in_prefill{t}_pid.npy", np.arange(t // 32)[None, :])
for b in map(int, rest[cut + 1:]):
    pages = (ctx + 1 + 31) // 32
    np.save(f"{w}/in_decode{b}_tok.npy", rng.integers(0, vocab, (b, 1)))
    np.save(f"{w}/in_decode{b}_len.npy", np.full(b, ctx + 1))
    np.save(f"{w}/in_decode{b}_pos.npy", np.full(b, ctx))
    np.save(f"{w}/in_decode{b}_pid.npy", np.arange(b * pages).reshape(b, pages))
EOF
facet_inputs() { # ENTRY DTYPE
  e=$1 dt=$2 i=$W/in_$1
  case $e in
  prefill*)
    t=${e#prefill}
    echo "--input=@${i}_tok.npy --input=@${i}_len.npy --input=@${i}_pid.npy --input=$((t / 32 < 2 ? 2 : t / 32))x${ROW}x$dt=0"
    ;;
  decode*)
    b=${e#decode}
    echo "--input=@${i}_tok.npy --input=@${i}_len.npy --input=@${i}_pos.npy --input=@${i}_pid.npy --input=$((b * ((CTX + 32) / 32)))x${ROW}x$dt=0"
    ;;
  esac
}

# 4. Timing. run_one ENTRY IMPL: "seconds_per_call foreign_cores" (the
# median of the STEPS timed calls; the cores other processes used meanwhile).
run_one() {
  e=$1 impl=$2
  fn=$(fn_of "$e")
  case $e in prefill*) mode=prefill b=1 t=${e#prefill} ;; *) mode=decode b=${e#decode} t=1 ;; esac
  times >"$W/times.0"
  b0=$(cpu_busy) t0=$(now)
  case $impl in
  facet_*)
    case $impl in
    facet_a) mod=$W/a_$fn.facet w=$F16.safetensors dt=f16 ;;
    facet_b) mod=$W/b.facet w=$F16.safetensors dt=f16 ;;
    facet_c) mod=$W/c.facet w=$F16.safetensors dt=f16 ;;
    facet_bf16) mod=$W/bf16.facet w=$BF.safetensors dt=bf16 ;;
    esac
    # shellcheck disable=SC2046
    "$BIN/facet-benchmark-module" --module="$mod" --function="$fn" --threads="$THREADS" \
      --parameters=model="$w" $(facet_inputs "$e" "$dt") --benchmark_repetitions=$((STEPS + 1)) \
      --benchmark_min_time=1x --benchmark_format=json >"$W/run.out" 2>"$W/run.err" ||
      { cat "$W/run.err" >&2; die "facet $impl $e failed"; }
    s=$(awk '/"run_type": "iteration"/ { it = 1 } it && /"real_time"/ { gsub(/[",]/, ""); n++; if (n > 1) print $2 / 1000; it = 0 }' \
      "$W/run.out" | median_of)
    ;;
  torch_*)
    w=$F16.safetensors
    [ "$impl" = torch_bf16 ] && w=$BF.safetensors
    $PY "$ROOT/bench/llama_torch.py" "$W/f16.json" "$w" --dtype="${impl#torch_}" --threads="$THREADS" bench \
      --mode=$mode --batch=$b --tokens="$t" --context="$CTX" --steps="$STEPS" >"$W/run.out" 2>"$W/run.err" ||
      { cat "$W/run.err" >&2; die "PyTorch $impl $e failed"; }
    s=$(sed 's/.*"seconds": \(\[[^]]*\]\).*/\1/' "$W/run.out" | median_of)
    ;;
  llamacpp_f16)
    "$LCPP" bench "$F16.gguf" $mode "$b" "$t" "$CTX" "$STEPS" "$THREADS" >"$W/run.out" 2>"$W/run.err" ||
      { cat "$W/run.err" >&2; die "llama.cpp $e failed"; }
    s=$(sed 's/.*"seconds": \(\[[^]]*\]\).*/\1/' "$W/run.out" | median_of)
    ;;
  esac
  t1=$(now) b1=$(cpu_busy)
  times >"$W/times.1"
  foreign=$(foreign_cores "$b0" "$b1" "$t0" "$t1")
  echo "$s $foreign"
}

rm -f "$W/s5_times.tsv"
n_impl=$(echo $IMPLS | wc -w)
rep=1
while [ "$rep" -le "$REPS" ]; do
  # rotate the implementation order by the run number
  order=$(echo $IMPLS | tr ' ' '\n' | awk -v r="$rep" -v n="$n_impl" '{ v[NR - 1] = $0 } END { for (i = 0; i < n; i++) print v[(i + r - 1) % n] }')
  for e in $ENTRIES; do
    for impl in $order; do
      quiet_wait
      r=$(run_one "$e" "$impl") && [ -n "$r" ] || die "run $rep: $e $impl failed"
      say "run $rep/$REPS $e $impl: ${r% *} s per call (others used ${r#* } cores)"
      printf '%s\t%s\t%s\t%s\t%s\n' "$e" "$impl" "$rep" "${r% *}" "${r#* }" >>"$W/s5_times.tsv"
    done
  done
  rep=$((rep + 1))
done

# 5. The 8B shapes, compile only.
: >"$W/s8b.tsv"
rm -f "$W/8b.json" # an earlier run's: the report speaks of 8B only when this run compiled it
if [ "$COMPILE_8B" = 1 ]; then
  "$BIN/facet-gen-llama" --model=8b --prefill=1,2,4,8 --decode=1,2,4,8 -o "$W/8b.mlir" --json="$W/8b.json"
  if try_compile s8b "$W/8b.mlir"; then
    kernel=$("$BIN/facet-dump" "$W/s8b.facet" | awk '/^sections:/ { s = 1; next } s && $1 == "kernel" { print $2 }')
    printf 'compiled\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(report_field "$W/s8b.json" compile_seconds)" \
      "$(report_field "$W/s8b.json" module_bytes)" "${kernel:-0}" "$(report_field "$W/s8b.json" dispatch_sites)" \
      "$(report_field "$W/s8b.json" executables)" "$(report_field "$W/s8b.json" variants)" >"$W/s8b.tsv"
  fi
fi

# 6. The report: s5_llm.md for the 1B shapes, s5_llm_MODEL.md for another
# S5_MODEL (a smaller run does not replace the 1B figures), with the knobs
# this run was given.
NAME=s5_llm
[ "$MODEL" = 1b ] || NAME=s5_llm_$MODEL
[ "$SMOKE" = 1 ] && NAME=s5_llm_smoke
CMD=$(env | grep -E '^(S5_[A-Z0-9_]+|BENCH_[A-Z_]+)=' | sort | tr '\n' ' ')"sh bench/s5_llm.sh"
lscpu >"$W/lscpu.txt"
uptime >"$W/uptime.txt"
$PY "$ROOT/bench/s5_report.py" --work="$W" --results="$RESULTS" --machine="$(machine_line)" --reps="$REPS" \
  --steps="$STEPS" --threads="$THREADS" --context="$CTX" --bf16="$BF16" --entries="$ENTRIES" \
  --facet-lib="$ROOT/bench/lib.sh" --name="$NAME" --command="$CMD" --llama-cpp-release="$(cat "$ROOT/bench/work/llama-cpp/release" 2>/dev/null || echo '?')" \
  --torch="$($PY -c 'import torch; print(torch.__version__)')"
chart "$W/chart.tsv" "$RESULTS/$NAME.svg" "S5: facet-gen-llama $GEN, tokens/s" \
  "median tokens/s, whiskers min-max of $REPS interleaved runs, $THREADS threads; each panel its own scale"
cat "$RESULTS/$NAME.md"
