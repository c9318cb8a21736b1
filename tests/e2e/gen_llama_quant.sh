# facet-gen-llama --quant: the toy model (FFN 256: every K whole blocks)
# with each quantized type has sharktank's structure: one util.global per
# plane with its shape, every linear a util.call of one template instance per
# [N, K] (no torch.aten.mm left), q4_K's min shifted; bad requests refused.
# With /usr/bin/python3 and numpy: bench/llama_quant.py's planes for that
# export carry exactly its globals' keys, shapes and dtypes, and read back as
# the kernels read them they are the float weights within each type's error.
. "$(dirname "$0")/lib.sh"
GEN=$BIN/facet-gen-llama
PY=${FACET_PYTHON:-/usr/bin/python3}
L=3 # the toy's layers: 7 quantized matrices each, and output.weight

for spec in "q8_0 2" "q4_0 2" "q4_1 3" "q4_K 7"; do
  set -- $spec
  q=$1 planes=$2
  "$GEN" --model=toy --ffn=256 --quant="$q" -o "$T/$q.mlir" --json="$T/$q.json" || fail "$q: facet-gen-llama"
  m=$T/$q.mlir
  grep -q "\"quant\": \"$q\"" "$T/$q.json" || fail "$q: json quant"
  count() { grep -c -- "$1" "$m" || true; }
  [ "$(count '^  util.global private @"__auto\..*:.*" = #stream.parameter.named')" = $(((7 * L + 1) * planes)) ] ||
    fail "$q: plane globals"
  [ "$(count '^  util.global private @__auto\.')" = $((2 * L + 2)) ] || fail "$q: float globals (embedding, norms)"
  # prefill_bs4 and decode_bs4: 7 L + 1 quantized linears and 2 L rotations each
  [ "$(count 'util.call @\(amdsharktank_\|facet_\)\?mmt_')" = $((2 * (7 * L + 1))) ] || fail "$q: matmul calls"
  [ "$(count 'util.call @sharktank_rotary')" = $((2 * 2 * L)) ] || fail "$q: rotary calls"
  # instances: [256, 256] and [128, 256] (attn_k, attn_v); 4 rotary helpers
  [ "$(count '^  util.func private @')" = 6 ] || fail "$q: helper functions"
  [ "$(count 'torch.aten.mm ')" = 0 ] || fail "$q: a float matmul left"
  [ "$(count 'linalg.generic')" = $((2 * 2 + 4)) ] || fail "$q: linalg.generic count"
  grep -q '^    %__auto.blk.0.attn_q.weight3Ad = util.global.load @"__auto.blk.0.attn_q.weight:d" : tensor<256x[0-9]*x1xf16>$' "$m" ||
    fail "$q: the load of a plane"
done

# Planes and calls, per type.
m=$T/q8_0.mlir
grep -q '@"__auto.blk.2.ffn_down.weight:qs" = #stream.parameter.named<"model"::"blk.2.ffn_down.weight:qs"> : tensor<256x8x32xi8>$' "$m" ||
  fail "q8_0: qs plane"
grep -q 'torch_c.from_builtin_tensor %__auto.blk.0.attn_q.weight3Aqs : tensor<256x8x32xi8> -> !torch.vtensor<\[256,8,32\],si8>$' "$m" ||
  fail "q8_0: qs as a vtensor"
grep -q '= util.call @amdsharktank_mmt_block_scaled_q8_3d_128_256_32_f16(%cast_[0-9]*, %[0-9]*, %[0-9]*) : (tensor<?x?x256xf16>, tensor<128x8x1xf16>, tensor<128x8x32xi8>) -> tensor<?x?x128xf16>$' "$m" ||
  fail "q8_0: attn_k's call"
grep -q '= tensor.cast %[0-9]* : tensor<?x?x256xf16> to tensor<4x1x256xf16>$' "$m" || fail "q8_0: decode's result cast"
grep -q 'arith.extsi %in_1 : i8 to i32' "$m" || fail "q8_0: signed levels"
grep -q 'output_shape \[%dim, %dim_0, 8, 32\] : tensor<?x?x256xf16> into tensor<?x?x8x32xf16>$' "$m" || fail "q8_0: blocked activation"
m=$T/q4_0.mlir
grep -q '^  util.func private @facet_mmt_block_scaled_q4_signed_3d_256_256_32_f16(%arg0: tensor<?x?x256xf16>, %arg1: tensor<256x8x1xf16>, %arg2: tensor<256x8x16xi8>) -> tensor<?x?x256xf16> {$' "$m" ||
  fail "q4_0: kernel signature"
grep -q 'arith.extsi %in_1 : i4 to i32' "$m" || fail "q4_0: signed nibbles"
m=$T/q4_1.mlir
grep -q '(%arg0: tensor<?x?x256xf16>, %arg1: tensor<256x8x1xf16>, %arg2: tensor<256x8x16xi8>, %arg3: tensor<256x8x1xf16>)' "$m" ||
  fail "q4_1: d, qs, m"
grep -q '= flow.tensor.bitcast %arg2 : tensor<256x8x16xi8> -> tensor<256x8x32xi4>$' "$m" || fail "q4_1: bitcast to i4"
grep -q 'arith.extui %in_2 : i4 to i32' "$m" || fail "q4_1: unsigned nibbles"
m=$T/q4_K.mlir
for p in "d 256x1x1xf16" "dmin 256x1x1xf16" "sb_scales_high 256x1x2xi8" "sb_scales_low 256x1x4xi8" \
  "sb_mins_high 256x1x2xi8" "sb_mins_low 256x1x4xi8" "qs 256x1x8x16xi8"; do
  set -- $p
  grep -q "@\"__auto.output.weight:$1\" = #stream.parameter.named<\"model\"::\"output.weight:$1\"> : tensor<$2>\$" "$m" ||
    fail "q4_K: output.weight:$1"
done
# the min's high bits shifted (%19 = shli %18): sharktank's template ORs %18
grep -q '^      %19 = arith.shli %18, %c4_i32 : i32$' "$m" && grep -q '^      %20 = arith.ori %17, %19 : i32$' "$m" ||
  fail "q4_K: the min recombined shifted"
grep -q 'arith.ori %17, %18' "$m" && fail "q4_K: the min recombined unshifted"
grep -q '= flow.tensor.bitcast %arg3 : tensor<256x1x2xi8> -> tensor<256x1x8xi2>$' "$m" || fail "q4_K: 2-bit plane"

# Bad requests: an error naming the problem, no file.
expect_error "blk.0.ffn_down.weight is 256x23, and its inner dim 23 is not a multiple of q8_0's block of 32" \
  "$GEN" --model=toy --quant=q8_0 -o "$T/x.mlir"
expect_error "q4_K's block of 256" "$GEN" --model=toy --ffn=256 --hidden=128 --quant=q4_K -o "$T/x.mlir"
expect_error "--quant=q4_1 needs --dtype=f16" "$GEN" --model=toy --ffn=256 --dtype=bf16 --weight-dtype=bf16 --quant=q4_1 \
  -o "$T/x.mlir"
expect_error "--quant=q5_0" "$GEN" --model=toy --quant=q5_0 -o "$T/x.mlir"
[ ! -e "$T/x.mlir" ] || fail "a refused request wrote a file"
# --quant before --model still applies
"$GEN" --quant=q8_0 --model=toy --ffn=256 -o "$T/late.mlir"
cmp "$T/late.mlir" "$T/q8_0.mlir" || fail "--quant before --model"

if [ ! -x "$PY" ] || ! "$PY" -c 'import numpy' 2>/dev/null; then
  echo "gen_llama_quant: ok (planes not checked: no numpy for $PY)"
  exit 0
fi
"$PY" bench/llama_weights.py "$T/q8_0.json" -o "$T/w.safetensors" 2>/dev/null
for q in q8_0 q4_0 q4_1; do
  "$PY" bench/llama_quant.py "$T/$q.json" "$T/w.safetensors" --type="$q" -o "$T/$q.safetensors" 2>/dev/null
  "$PY" bench/llama_quant.py "$T/$q.json" "$T/$q.safetensors" --dequantize -o "$T/$q.dq.safetensors" 2>/dev/null
  "$PY" - "$T/$q.mlir" "$T/$q.safetensors" "$T/w.safetensors" "$T/$q.dq.safetensors" "$q" <<'EOF' || fail "$q: planes"
import re, sys
sys.path.insert(0, "bench")
import numpy as np
from llama_common import read_safetensors
mlir, planes, floats, dq, q = sys.argv[1:]
p, w, d = read_safetensors(planes), read_safetensors(floats), read_safetensors(dq)
# every parameter of the export, with its shape and dtype, and nothing else
want = {}
for m in re.finditer(r'#stream.parameter.named<"model"::"([^"]+)"> : tensor<([0-9x]+)x(\w+)>', open(mlir).read()):
    want[m[1]] = ([int(v) for v in m[2].split("x")], {"i8": "i8", "f16": "f16", "f32": "f32"}[m[3]])
have = {k: (list(v[0].shape), v[1]) for k, v in p.items()}
assert have == want, sorted(set(have.items()) ^ set((k, (tuple(v[0]), v[1])) for k, v in want.items()))[:4]
# read back as the kernels read them: each weight within its type's error
# (half a step; q4_0's clamp and q4_1's f16 min up to a step), relative to
# its block's scale: a nibble or plane out of place is many steps off
for k, (x, dt) in w.items():
    y = np.asarray(d[k][0], np.float32)
    x = np.asarray(x, np.float32)
    if k + ":d" not in p:
        assert np.array_equal(x, y), k
        continue
    step = np.abs(np.asarray(p[k + ":d"][0], np.float32))  # [N, G, 1]
    err = np.abs(x - y).reshape(step.shape[0], step.shape[1], -1)
    bound = (0.51 if q == "q8_0" else 1.01) * step + 1e-3 * np.abs(x).max()
    assert (err <= bound).all(), (k, float((err / np.maximum(step, 1e-30)).max()))
EOF
done

# Once the frontend imports the kernel templates (tensor.expand_shape with
# output_shape, flow.tensor.bitcast to i4 / i2: h-front's work, checked on a
# merge of it), QUANT_IMPORT=1 (then the default): facet-reference runs the
# quantized export (batch 1) on the planes and the float export on the planes
# read back, and their logits and caches agree (against the original float
# weights q8_0's logits are already out of tolerance: the check sees the
# quantization). Prefill for q8_0, decode over a random cache for all three.
QUANT_IMPORT=${QUANT_IMPORT:-1}
if [ "$QUANT_IMPORT" = 1 ]; then
  "$GEN" --model=toy --ffn=256 --prefill=1 --decode=1 -o "$T/float.mlir"
  "$BIN/facet-npy" random 1x64xi64 --min=0 --max=255 --seed=4 -o "$T/tokens.npy"
  "$BIN/facet-npy" random 3x24576xf16 --min=-1 --max=1 --seed=5 -o "$T/cache.npy"
  ref() { # NAME MLIR PARAMS FUNCTION
    if [ "$4" = prefill_bs1 ]; then
      set -- "$@" --input=@"$T/tokens.npy" --input=1xi64=64 --input="1x2xi64=1 2" --input=3x24576xf16
    else
      set -- "$@" --input="1x1xi64=17" --input=1xi64=41 --input=1xi64=40 --input="1x2xi64=1 2" --input=@"$T/cache.npy"
    fi
    name=$1 mlir=$2 params=$3 fn=$4
    shift 4
    "$BIN/facet-reference" "$mlir" --function="$fn" --parameters=model="$params" "$@" \
      --output=@"$T/$name.logits.npy" --output=@"$T/$name.cache.npy" || fail "facet-reference $name $fn"
  }
  for q in q8_0 q4_0 q4_1; do
    "$GEN" --model=toy --ffn=256 --prefill=1 --decode=1 --quant="$q" -o "$T/$q.bs1.mlir"
    for fn in decode_bs1 $([ $q = q8_0 ] && echo prefill_bs1); do
      ref quant "$T/$q.bs1.mlir" "$T/$q.safetensors" $fn
      ref float "$T/float.mlir" "$T/$q.dq.safetensors" $fn
      for out in logits cache; do
        "$BIN/facet-npy" compare "$T/quant.$out.npy" "$T/float.$out.npy" >"$T/cmp" ||
          { cat "$T/cmp"; fail "$q $fn: the $out of the quantized export and of its planes read back differ"; }
      done
    done
  done
else
  echo "gen_llama_quant: facet-reference on the quantized export not run (QUANT_IMPORT=0: the frontend does not import the templates yet)"
fi
echo "gen_llama_quant: ok"
