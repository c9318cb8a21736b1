#!/usr/bin/python3
"""Writes random weights for a facet-gen-llama model as safetensors (the keys,
shapes and dtypes of the export's parameters), for facet, PyTorch and (through
bench/llama_gguf.py) llama.cpp alike.

    llama_weights.py CONFIG.json -o WEIGHTS.safetensors [--seed=N]

Why not facet-params' values: it draws every parameter uniform in
+-1/sqrt(fan-in), so the RMSNorm weights are ~0.02, q.k scores ~1e-4 and the
attention uniform: three implementations would agree even with the rotary
embedding or the grouped heads wrong. Here activations stay O(1) and attention
is peaked (|q.k| / sqrt(D) ~ 2), so the logits check sees every part of the
model. Any safetensors file with the export's keys (facet-params' included)
serves the benchmarks: their speed does not depend on the values.

Each tensor has its own generator (seed and key), so values do not depend on
the order or on the other tensors. Scales, as uniform ranges:
  token_embd +-1; norms 1 +- 0.2; attn_q, attn_k +-2.5/sqrt(H);
  attn_v, attn_output, ffn_down +-sqrt(3)/sqrt(fan-in) (unit variance out);
  ffn_gate, ffn_up, output +-sqrt(3)/sqrt(H).
"""
import argparse
import sys
import zlib

import numpy as np

from llama_common import f32_to_bf16_bits, load_config, weight_specs, write_safetensors


def scale_of(key, shape):
    fan_in = shape[-1]
    if key == "token_embd.weight":
        return 1.0
    if key.endswith(("attn_q.weight", "attn_k.weight")):
        return 2.5 / np.sqrt(fan_in)
    return np.sqrt(3.0) / np.sqrt(fan_in)


def make(key, shape, dtype, seed):
    rng = np.random.default_rng([seed, zlib.crc32(key.encode())])
    u = rng.random(shape, dtype=np.float32) * 2 - 1
    if "norm" in key:
        x = 1 + 0.2 * u
    else:
        x = u * np.float32(scale_of(key, shape))
    if dtype == "f32":
        return x.astype(np.float32)
    if dtype == "f16":
        return x.astype(np.float16)
    return f32_to_bf16_bits(x)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("config")
    ap.add_argument("-o", "--output", required=True)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    cfg = load_config(a.config)
    tensors = [(k, make(k, s, d, a.seed), d) for k, s, d in weight_specs(cfg)]
    write_safetensors(a.output, tensors, {"generator": "bench/llama_weights.py", "seed": str(a.seed)})
    total = sum(t.nbytes for _, t, _ in tensors)
    print(f"llama_weights: {len(tensors)} tensors, {total / 1e6:.1f} MB -> {a.output}", file=sys.stderr)


if __name__ == "__main__":
    main()
