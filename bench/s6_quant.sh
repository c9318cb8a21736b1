#!/bin/sh
# S6: a quantized Llama (Llama-3.2-1B shapes) in facet and llama.cpp on the
# same blocks, with facet's 16-bit builds and PyTorch bf16 as reference
# points (issue 32).
#
#   sh bench/s6_quant.sh          (S6_TYPES, S6_MODEL, BENCH_REPS, BENCH_QUIET*: bench/lib.sh;
#                                  S6_PREPARE_ONLY=1: make the data files and stop)
#
# 1. The machine's ceilings (bench/peak.c): read bandwidth, FMA and bf16 peaks.
# 2. The model: the float weights of bench/llama_weights.py (S5's, kept in
#    $S5_DATA), an f16 GGUF of them (bench/llama_gguf.py), and per type T
#    (S6_TYPES, default q8_0 q4_0 q4_K) llama.cpp's own quantization of it
#    (`llama_cpp_run quantize`, pure: every matrix T, the embedding f16).
#    facet runs `facet-gen-llama --quant=T` (sharktank's planar form) on
#    those very blocks: bench/llama_quant.py --from-gguf lays them out as the
#    export's planes (a safetensors file facet maps in place); binding the
#    GGUF itself gives the same planes, made at load (the load time of that
#    is reported: facet-run-module --load-stats). PyTorch bf16 runs the
#    first type's weights dequantized (its speed does not depend on them).
#    Each type's export is built twice: with the default int16 activations
#    and with --quant-activations=int8 (llama.cpp's precision; "T-i8";
#    S6_INT8=0 leaves it out).
# 3. Timed, interleaved (run r: every entry in every implementation once,
#    the order rotated by r), medians of BENCH_REPS (default 3) runs; each run
#    one process, one untimed call then S6_STEPS (3) timed ones, their median:
#      prefill 1 x 128 and 1 x 512 tokens, decode batch 1 and 4 at
#      S6_CONTEXT (256) tokens of context;
#    facet T, llama.cpp T (2 threads), facet f16 and bf16 (the float export,
#    S5's build b), PyTorch bf16.
# 4. The logits check comes first and separately:
#    /usr/bin/python3 bench/check_agree_quant.py [1b-q4_0 ...] (bench/results/s6_agree.md).
# Writes bench/results/s6_quant.md and .svg (bench/s6_report.py).
. "$(dirname "$0")/lib.sh"
bench_setup s6_quant
PY=/usr/bin/python3
MODEL=${S6_MODEL:-1b}
TYPES=${S6_TYPES:-q8_0 q4_0 q4_K}
STEPS=${S6_STEPS:-3}
PREFILL_T=${S6_PREFILL:-128 512}
DECODE_B=${S6_DECODE:-1 4}
CTX=${S6_CONTEXT:-256}
DATA=${S5_DATA:-$ROOT/bench/work/s5}
GEN="--model=$MODEL"
REPS=${BENCH_REPS:-3}
if [ "$SMOKE" = 1 ]; then
  GEN="--model=100m --layers=2 --hidden=256 --heads=4 --kv-heads=2 --ffn=512 --vocab=2048 --context=512 --max-pages=16"
  PREFILL_T=64 DECODE_B=1 CTX=64 STEPS=1 REPS=1 DATA=$W/data TYPES=q4_0
fi
mkdir -p "$DATA"
$PY -c 'import torch, numpy' 2>/dev/null || die "PyTorch and numpy for $PY: scripts/install-deps --bench"
LCPP=$(sh "$ROOT/bench/llama_cpp_install.sh")

# 1. Ceilings.
cc -std=c17 -D_GNU_SOURCE -O2 -pthread "$ROOT/bench/peak.c" -o "$W/peak"
say "ceilings (bench/peak.c)"
"$W/peak" --reps="$([ "$SMOKE" = 1 ] && echo 1 || echo 5)" --mb="$([ "$SMOKE" = 1 ] && echo 64 || echo 512)" \
  >"$W/peak.json"

# 2. The float model (S5's files, rebuilt when the hyperparameters change),
# the f16 GGUF, each type's GGUF and planes.
float_model() { # DTYPE: prints the base path of its data files
  dt=$1
  # shellcheck disable=SC2086
  "$BIN/facet-gen-llama" $GEN --prefill=1,4 --decode=1,4 --dtype="$dt" --weight-dtype="$dt" \
    -o "$W/$dt.mlir" --json="$W/$dt.json"
  base=$DATA/$(echo "$GEN" | sed 's/--model=//; s/ .*//')-$(echo "$GEN" | cksum | cut -d' ' -f1)-$dt
  if ! cmp -s "$W/$dt.json" "$base.json" || [ ! -f "$base.safetensors" ]; then
    say "weights for $dt ($base.safetensors)"
    $PY "$ROOT/bench/llama_weights.py" "$W/$dt.json" -o "$base.safetensors"
    rm -f "$base".*gguf "$base".q*.safetensors
    cp "$W/$dt.json" "$base.json"
  fi
  echo "$base"
}
F16=$(float_model f16)
BF=$(float_model bf16)
[ -f "$F16.gguf" ] || $PY "$ROOT/bench/llama_gguf.py" "$W/f16.json" "$F16.safetensors" -o "$F16.gguf"
for t in $TYPES; do
  # shellcheck disable=SC2086
  "$BIN/facet-gen-llama" $GEN --prefill=1,4 --decode=1,4 --quant="$t" -o "$W/$t.mlir" --json="$W/$t.json"
  if [ ! -f "$F16.$t.gguf" ]; then
    say "llama.cpp quantize -> $t"
    "$LCPP" quantize "$F16.gguf" "$F16.$t.gguf" "$t" >"$W/quantize.log" 2>&1 || { cat "$W/quantize.log" >&2; die "quantize $t"; }
  fi
  [ -f "$F16.$t.planes.safetensors" ] ||
    $PY "$ROOT/bench/llama_quant.py" "$W/$t.json" "$F16.safetensors" --from-gguf="$F16.$t.gguf" \
      -o "$F16.$t.planes.safetensors"
done
FIRST=$(echo $TYPES | cut -d' ' -f1)
[ -f "$F16.$FIRST.dq.safetensors" ] ||
  $PY "$ROOT/bench/llama_quant.py" "$W/$FIRST.json" "$F16.$FIRST.planes.safetensors" --dequantize \
    -o "$F16.$FIRST.dq.safetensors"
ROW=$(sed -n 's/.*"cache_row": \([0-9]*\).*/\1/p' "$W/f16.json")
[ "${S6_PREPARE_ONLY:-0}" = 1 ] && { say "data ready in $DATA (S6_PREPARE_ONLY=1)"; exit 0; }

# facet builds: each type's export, the f16 and bf16 float exports.
rm -f "$W"/*.facet
: >"$W/facet_status"
IMPLS=""
build() { # TAG MLIR [FLAG]
  say "facet-compile $(basename "$2") ${3:-} -> $1.facet"
  # shellcheck disable=SC2086 # CCFLAG and FLAG are empty or one word
  if "$BIN/facet-compile" "$2" -o "$W/$1.facet" --report="$W/$1.report.json" -j"$JOBS" $CCFLAG ${3:-} >"$W/$1.log" 2>&1; then
    IMPLS="$IMPLS facet_$1"
  else
    echo "$1	$(grep -m1 error "$W/$1.log" || tail -n 1 "$W/$1.log")" >>"$W/facet_status"
  fi
}
for t in $TYPES; do
  build "$t" "$W/$t.mlir"
  [ "${S6_INT8:-1}" = 1 ] && build "$t-i8" "$W/$t.mlir" --quant-activations=int8
done
build f16 "$W/f16.mlir"
build bf16 "$W/bf16.mlir"
for t in $TYPES; do IMPLS="$IMPLS llamacpp_$t"; done
IMPLS="$IMPLS torch_bf16"

# Load cost of binding the GGUF itself (planes made at load), per type.
: >"$W/load.tsv"
for t in $TYPES; do
  [ -f "$W/$t.facet" ] || continue
  "$BIN/facet-run-module" --module="$W/$t.facet" --function=decode_bs1 --parameters=model="$F16.$t.gguf" \
    --input=1x1xi64=1 --input=1xi64=2 --input=1xi64=1 --input=1x2xi64=0 --input=2x${ROW}xf16=0 \
    --load-stats >/dev/null 2>"$W/load.err" || { cat "$W/load.err" >&2; die "facet $t on the GGUF"; }
  printf '%s\t%s\n' "$t" "$(grep -m1 '^load:' "$W/load.err")" >>"$W/load.tsv"
done

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
ENTRIES=""
for t in $PREFILL_T; do ENTRIES="$ENTRIES prefill$t"; done
for b in $DECODE_B; do ENTRIES="$ENTRIES decode$b"; done
fn_of() { case $1 in prefill*) echo prefill_bs1 ;; decode*) echo "decode_bs${1#decode}" ;; esac; }
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

# 3. Timing: run_one ENTRY IMPL prints "seconds_per_call foreign_cores".
run_one() {
  e=$1 impl=$2
  fn=$(fn_of "$e")
  case $e in prefill*) mode=prefill b=1 t=${e#prefill} ;; *) mode=decode b=${e#decode} t=1 ;; esac
  times >"$W/times.0"
  b0=$(cpu_busy) t0=$(now)
  case $impl in
  facet_*)
    k=${impl#facet_} dt=f16 w=$F16.${k%-i8}.planes.safetensors
    [ "$k" = f16 ] && w=$F16.safetensors
    [ "$k" = bf16 ] && w=$BF.safetensors dt=bf16
    # shellcheck disable=SC2046
    "$BIN/facet-benchmark-module" --module="$W/$k.facet" --function="$fn" --threads="$THREADS" \
      --parameters=model="$w" $(facet_inputs "$e" "$dt") --benchmark_repetitions=$((STEPS + 1)) \
      --benchmark_min_time=1x --benchmark_format=json >"$W/run.out" 2>"$W/run.err" ||
      { cat "$W/run.err" >&2; die "facet $impl $e failed"; }
    s=$(awk '/"run_type": "iteration"/ { it = 1 } it && /"real_time"/ { gsub(/[",]/, ""); n++; if (n > 1) print $2 / 1000; it = 0 }' \
      "$W/run.out" | median_of)
    ;;
  torch_bf16)
    $PY "$ROOT/bench/llama_torch.py" "$W/f16.json" "$F16.$FIRST.dq.safetensors" --dtype=bf16 --threads="$THREADS" bench \
      --mode=$mode --batch=$b --tokens="$t" --context="$CTX" --steps="$STEPS" >"$W/run.out" 2>"$W/run.err" ||
      { cat "$W/run.err" >&2; die "PyTorch $impl $e failed"; }
    s=$(sed 's/.*"seconds": \(\[[^]]*\]\).*/\1/' "$W/run.out" | median_of)
    ;;
  llamacpp_*)
    "$LCPP" bench "$F16.${impl#llamacpp_}.gguf" $mode "$b" "$t" "$CTX" "$STEPS" "$THREADS" >"$W/run.out" 2>"$W/run.err" ||
      { cat "$W/run.err" >&2; die "llama.cpp $e failed"; }
    s=$(sed 's/.*"seconds": \(\[[^]]*\]\).*/\1/' "$W/run.out" | median_of)
    ;;
  esac
  t1=$(now) b1=$(cpu_busy)
  times >"$W/times.1"
  foreign=$(foreign_cores "$b0" "$b1" "$t0" "$t1")
  echo "$s $foreign"
}

rm -f "$W/s6_times.tsv"
n_impl=$(echo $IMPLS | wc -w)
rep=1
while [ "$rep" -le "$REPS" ]; do
  order=$(echo $IMPLS | tr ' ' '\n' | awk -v r="$rep" -v n="$n_impl" '{ v[NR - 1] = $0 } END { for (i = 0; i < n; i++) print v[(i + r - 1) % n] }')
  for e in $ENTRIES; do
    for impl in $order; do
      quiet_wait
      r=$(run_one "$e" "$impl") && [ -n "$r" ] || die "run $rep: $e $impl failed"
      say "run $rep/$REPS $e $impl: ${r% *} s per call (others used ${r#* } cores)"
      printf '%s\t%s\t%s\t%s\t%s\n' "$e" "$impl" "$rep" "${r% *}" "${r#* }" >>"$W/s6_times.tsv"
    done
  done
  rep=$((rep + 1))
done

# 4. The report.
NAME=s6_quant
[ "$MODEL" = 1b ] || NAME=s6_quant_$MODEL
[ "$SMOKE" = 1 ] && NAME=s6_quant_smoke
lscpu >"$W/lscpu.txt"
uptime >"$W/uptime.txt"
CMD=$(env | grep -E '^(S6_[A-Z0-9_]+|BENCH_[A-Z_]+)=' | sort | tr '\n' ' ')"sh bench/s6_quant.sh"
$PY "$ROOT/bench/s6_report.py" --work="$W" --results="$RESULTS" --machine="$(machine_line)" --reps="$REPS" \
  --steps="$STEPS" --threads="$THREADS" --context="$CTX" --entries="$ENTRIES" --types="$TYPES" --name="$NAME" \
  --command="$CMD" --llama-cpp-release="$(cat "$ROOT/bench/work/llama-cpp/release" 2>/dev/null || echo '?')" \
  --torch="$($PY -c 'import torch; print(torch.__version__)')"
chart "$W/chart.tsv" "$RESULTS/$NAME.svg" "S6: facet-gen-llama $GEN quantized, tokens/s" \
  "median tokens/s, whiskers min-max of $REPS interleaved runs, $THREADS threads; each panel its own scale"
cat "$RESULTS/$NAME.md"
