#!/bin/sh
# Quantized Llama exports, compiled (docs/quantization.md): facet-gen-llama
# --quant=T writes sharktank's planar form, whose quantized linears compile
# to qmatmul kernels (src/transform/quantized.c); facet-params --quantize
# makes a GGUF of the same model whose blocks the module binds as planes at
# load. facet-generate runs the compiled module and facet-reference the MLIR
# on that GGUF: their logits agree within a tolerance and their greedy tokens
# are the same. q4_K takes --quant-activations=int8 (llama.cpp's precision:
# its logits come ~0.05 from the float64 reference's, so the tolerance is
# 0.1; on an AMX host its prefill multiplies bf16 tiles), q4_0 the default
# int16 (~0.005 from it: 0.02).
# Then one prefill of the q4_0 module compiled for every x86 target this CPU
# runs gives the host's logits.
. "$(dirname "$0")/lib.sh"
GEN="$BIN/facet-gen-llama --model=toy --ffn=256 --prefill=1 --decode=1"
$GEN -o "$T/float.mlir"
"$BIN/facet-compile" "$T/float.mlir" -o "$T/float.facet"
"$BIN/facet-params" "$T/float.facet" --format=irpa --init=random --seed=1 -o "$T/float.irpa" >/dev/null
PROMPT=$(seq -s, 3 42)

for q in q4_K q4_0; do
  act=int8 tol=0.1
  [ $q = q4_0 ] && act=int16 tol=0.02
  $GEN --quant=$q -o "$T/$q.mlir"
  "$BIN/facet-compile" "$T/$q.mlir" -o "$T/$q.facet" --report="$T/$q.json" --quant-activations=$act
  grep -q '"qmatmul' "$T/$q.json" || fail "$q: no qmatmul executable in the report"
  grep -q "act=i${act#int}" "$T/$q.json" || fail "$q: no qmatmul with $act activations in the report"
  "$BIN/facet-params" --quantize=$q "$T/float.irpa" -o "$T/$q.gguf" >/dev/null
  "$BIN/facet-generate" --module="$T/$q.facet" --reference="$T/$q.mlir" --parameters=model="$T/$q.gguf" \
    --prompt="$PROMPT" --steps=3 --tolerance=$tol >"$T/$q.out" 2>&1 ||
    { cat "$T/$q.out"; fail "$q: compiled against the reference"; }
  grep -q "tokens DIFFER" "$T/$q.out" && { cat "$T/$q.out"; fail "$q: tokens differ"; }
done

# One prefill of q4_0 (int16 activations, the same on every target) on
# every target the CPU runs, against the host's.
"$BIN/facet-npy" random 1x64xi64 --min=0 --max=255 --seed=4 -o "$T/tokens.npy"
prefill() { # MODULE OUT
  "$BIN/facet-run-module" --module="$1" --function=prefill_bs1 --parameters=model="$T/q4_0.gguf" \
    --input=@"$T/tokens.npy" --input=1xi64=64 --input="1x2xi64=1 2" --input=3x24576xf16 \
    --output=@"$2" --output=@"$T/cache.npy" >/dev/null
}
prefill "$T/q4_0.facet" "$T/host.npy"
flags=$(grep -m1 '^flags' /proc/cpuinfo)
has() { for f in "$@"; do echo " $flags " | grep -q " $f " || return 1; done; }
for cpu in x86-64 x86-64-v3 x86-64-v4 x86-64-v4-bf16 x86-64-v4-amx; do
  case $cpu in # a module of a target the CPU lacks would stop on an illegal instruction
  x86-64-v3) has avx2 fma f16c || { echo "quant_llm: $cpu not run (no AVX2)"; continue; } ;;
  x86-64-v4) has avx512f avx512bw avx512vl avx512dq || { echo "quant_llm: $cpu not run (no AVX-512)"; continue; } ;;
  x86-64-v4-bf16) has avx512_bf16 avx512_vnni || { echo "quant_llm: $cpu not run (no AVX512_BF16 / VNNI)"; continue; } ;;
  x86-64-v4-amx) has avx512_bf16 amx_tile amx_int8 amx_bf16 || { echo "quant_llm: $cpu not run (no AMX)"; continue; } ;;
  esac
  "$BIN/facet-compile" "$T/q4_0.mlir" -o "$T/$cpu.facet" --target-cpu=$cpu
  prefill "$T/$cpu.facet" "$T/$cpu.npy"
  "$BIN/facet-npy" compare "$T/$cpu.npy" "$T/host.npy" --atol=0.05 --rtol=0 >"$T/cmp" ||
    { cat "$T/cmp"; fail "q4_0 on $cpu against the host target"; }
done
echo "quant_llm: ok"
