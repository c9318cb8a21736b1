#!/bin/sh
# S8: convolutional networks (issue 35, item 6). torchvision's ResNet-50 and
# MobileNetV2 as facet-gen-cnn writes them (224x224, 1000 classes, one
# module per model and dtype with entry points forward_bs1 and forward_bs8),
# f32 and bf16, run by facet-benchmark-module and by PyTorch (torchvision's
# own model on the same weights, torch.no_grad, eval; bf16 through
# model.to(torch.bfloat16): bench/cnn_torch.py), both on BENCH_THREADS (2)
# threads. BENCH_REPS (default 5) interleaved runs, the order of the two
# alternating each run; medians of the real ms per call. From each
# facet-compile --report: compile seconds, dispatch sites and executables,
# and the convolution sites against their executables (dedup).
# Writes bench/results/s8_cnn.md and s8_cnn.svg (not s8_module_layout.*).
# Environment: bench/lib.sh (BENCH_REPS, BENCH_THREADS, BENCH_QUIET_WAIT ...);
# S8_MODELS="resnet50 mobilenet_v2", S8_DTYPES="f32 bf16", S8_BATCHES="1 8".
# S8_REPORT_ONLY=1 rewrites the results from the last run's timings.
# Needs python3-torch and python3-torchvision (scripts/install-deps --bench).
. "$(dirname "$0")/lib.sh"
REPS=${BENCH_REPS:-5}
[ "$SMOKE" = 1 ] && REPS=1
if [ "${S8_REPORT_ONLY:-0}" = 1 ]; then
  W=${BENCH_WORK:-$BUILD_DIR/bench}/s8_cnn
  [ -s "$W/times.tsv" ] || die "no $W/times.tsv: run bench/s8_cnn.sh first"
  REPS=$(cut -f3 "$W/times.tsv" | sort -n | tail -n 1)
else
  bench_setup s8_cnn
fi
PY=${PYTHON:-/usr/bin/python3}
$PY -c 'import torch, torchvision' 2>/dev/null || die "PyTorch and torchvision for $PY: scripts/install-deps --bench"
MODELS=${S8_MODELS:-resnet50 mobilenet_v2}
DTYPES=${S8_DTYPES:-f32 bf16}
BATCHES=${S8_BATCHES:-1 8}
IMAGE=224
[ "$SMOKE" = 1 ] && IMAGE=32
blist=$(echo "$BATCHES" | tr ' ' ',')

[ "${S8_REPORT_ONLY:-0}" = 1 ] || for m in $MODELS; do
  for dt in $DTYPES; do
    "$BIN/facet-gen-cnn" --model="$m" --dtype="$dt" --batch="$blist" --image="$IMAGE" \
      --params="$W/$m.$dt.safetensors" -o "$W/$m.$dt.mlir"
    compile "$m.$dt" "$W/$m.$dt.mlir"
  done
done

# torch_call MODEL DTYPE BATCH: like time_call (lib.sh), for bench/cnn_torch.py.
torch_call() {
  times >"$W/times.0"
  b0=$(cpu_busy) t0=$(now)
  r=$($PY "$ROOT/bench/cnn_torch.py" --model="$1" --dtype="$2" --batch="$3" --image="$IMAGE" \
    --params="$W/$1.$2.safetensors" --threads="$THREADS" --min-time="${MIN_TIME:-0.5}") ||
    die "PyTorch's $1 $2 batch $3 failed"
  t1=$(now) b1=$(cpu_busy)
  times >"$W/times.1"
  echo "$r $(foreign_cores "$b0" "$b1" "$t0" "$t1")"
}

torch_quiet() {
  quiet_wait
  r=$(torch_call "$@")
  echo "$r 1"
}

rep=1
[ "${S8_REPORT_ONLY:-0}" = 1 ] && rep=$((REPS + 1))
while [ "$rep" -le "$REPS" ]; do
  order="facet torch"
  [ $((rep % 2)) = 0 ] && order="torch facet"
  for m in $MODELS; do
    for dt in $DTYPES; do
      for b in $BATCHES; do
        for impl in $order; do
          if [ "$impl" = facet ]; then
            r=$(time_quiet "$W/$m.$dt.facet" "forward_bs$b" --parameters=model="$W/$m.$dt.safetensors" \
              --input="${b}x3x${IMAGE}x${IMAGE}x$dt=0.5")
          else
            r=$(torch_quiet "$m" "$dt" "$b")
          fi
          # shellcheck disable=SC2086
          set -- $r
          say "run $rep/$REPS $m $dt bs$b $impl: $1 ms, CPU $2 ms (others used $3 cores)"
          printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "${m}_${dt}_bs$b" "$impl" "$rep" "$1" "$3" "$4" "$2" >>"$W/times.tsv"
        done
      done
    done
  done
  rep=$((rep + 1))
done
medians 4 >"$W/medians.tsv"
medians 7 >"$W/cpu_medians.tsv"

# compile_table: per module, from its --report.
compile_table() {
  for m in $MODELS; do
    for dt in $DTYPES; do
      python3 - "$W/$m.$dt.json" "$m $dt" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
conv = [e for e in r["executables_detail"] if "_conv_" in e["name"]]
sites = sum(len(e["callsites"]) for e in conv)
print("%s\t%.1f\t%d\t%d\t%d\t%d\t%d\t%.0f%%" % (sys.argv[2], r["compile_seconds"], r["dispatch_sites"],
      r["executables_before_dedup"], r["executables"], sites, len(conv), 100.0 * len(conv) / max(sites, 1)))
PY
    done
  done
}

# ratio_table FILE: per configuration, facet's and PyTorch's medians (±
# half the min-max range) and PyTorch / facet.
ratio_table() {
  {
    printf 'model, dtype, batch\tfacet ms\tPyTorch ms\tPyTorch / facet\n'
    awk -F '\t' '{ m[$1, $2] = $3; s[$1, $2] = $3 > 0 ? ($5 - $4) / 2 / $3 * 100 : 0; if (!seen[$1]++) k[++n] = $1 }
      END { for (i = 1; i <= n; i++) { c = k[i]
        printf "%s\t%.4g ±%.0f%%\t%.4g ±%.0f%%\t%.2f\n", c, m[c, "facet"], s[c, "facet"], m[c, "torch"], s[c, "torch"],
          m[c, "torch"] / m[c, "facet"] } }' "$1"
  } | md_table
}

{
  echo "# S8: torchvision CNNs, facet vs PyTorch"
  echo
  echo "$(machine_line); $REPS interleaved runs, $THREADS threads, ${IMAGE}x$IMAGE images;" \
    "PyTorch $($PY -c 'import torch, torchvision; print(torch.__version__ + ", torchvision " + torchvision.__version__)')."
  echo "Produced by \`sh bench/s8_cnn.sh\` (BENCH_REPS=$REPS)."
  echo
  echo "## Time per call (real ms, median; ± half the min-max range)"
  echo
  ratio_table "$W/medians.tsv"
  echo
  echo "## CPU time per call (ms of all threads, median): the work, which other processes change less"
  echo
  ratio_table "$W/cpu_medians.tsv"
  echo
  load_line
  echo
  echo "## Compile (facet-compile -j$JOBS --cache=off; one module per model and dtype, entry points for batch $blist)"
  echo
  {
    printf 'module\tcompile s\tdispatch sites\texecutables before dedup\texecutables\tconv sites\tconv executables\tconv executables / sites\n'
    compile_table
  } | md_table
} >"$W/table.md"
cat "$W/table.md"
cp "$W/table.md" "$RESULTS/s8_cnn.md"

{
  printf 'config\tfacet\tPyTorch\n'
  awk -F '\t' '{ v[$1, $2] = sprintf("%.4g:%.4g:%.4g", $3, $4, $5); if (!seen[$1]++) k[++n] = $1 }
    END { for (i = 1; i <= n; i++) printf "%s\t%s\t%s\n", k[i], v[k[i], "facet"], v[k[i], "torch"] }' "$W/medians.tsv"
} >"$W/chart.tsv"
chart "$W/chart.tsv" "$RESULTS/s8_cnn.svg" "S8: torchvision CNNs, ms per call (lower is better)" "$(machine_line), $THREADS threads"
say "wrote $RESULTS/s8_cnn.md and s8_cnn.svg"
