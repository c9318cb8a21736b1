#!/usr/bin/python3
"""Writes the facet-gen-llama model as a GGUF file for llama.cpp (arch
"llama"), from the same safetensors weights facet and PyTorch read.

    llama_gguf.py CONFIG.json WEIGHTS.safetensors [--quant=q8_0|q4_0|q4_1] -o MODEL.gguf

GGUF v3 (ggml's docs/gguf.md): "GGUF", version 3, tensor count, KV count;
the KV pairs (key: u64 length + bytes, u32 type, value); per tensor its
name, dims (innermost first, ggml's ne order: a torch [out, in] matrix is
ne = [in, out]), ggml type, offset in the data blob; the blob, each tensor
aligned to general.alignment (32).

Tensors keep their stored type (matrices f16 or bf16, norms f32); the
export's output_norm [1, H] becomes [H]. With --quant, the matrices that
`facet-gen-llama --quant` quantizes (the blocks' linears and output.weight;
token_embd stays) are ggml blocks of that type, made by bench/llama_quant.py's
ports of ggml's reference quantizers: the blocks llama.cpp's own quantizer
makes, and the ones in llama_quant.py's planes for facet. q4_K: quantize the
float GGUF with `llama_cpp_run quantize F.gguf Q.gguf q4_K` instead. No Q/K permutation: llama.cpp's
arch "llama" applies rope type NORM, which rotates adjacent pairs (2i, 2i+1)
exactly as sharktank's export does (the Q/K permutation of llama.cpp's
converter undoes Hugging Face's half-split rotary, which this model does not
use). The logits check (bench/check_agree.sh) is the proof.

llama.cpp needs a vocabulary: tokenizer.ggml.model = "none" with
llama.vocab_size is the loader's minimal one (dummy tokens; we feed token
ids, never text). No rope_freqs tensor: plain rotary, as in the export.
"""
import argparse
import struct
import sys

import numpy as np

from llama_common import check_weights, load_config, read_safetensors, weight_specs
from llama_quant import GGML_ID, QUANTIZE, quantize, quantized_keys

GGUF_U32, GGUF_F32, GGUF_STRING = 4, 6, 8
GGML_TYPE = {"f32": 0, "f16": 1, "bf16": 30, **GGML_ID}
ALIGN = 32


def gguf_str(s):
    b = s.encode()
    return struct.pack("<Q", len(b)) + b


def kv(key, kind, value):
    out = gguf_str(key) + struct.pack("<I", kind)
    if kind == GGUF_U32:
        return out + struct.pack("<I", value)
    if kind == GGUF_F32:
        return out + struct.pack("<f", value)
    return out + gguf_str(value)


def metadata(cfg):
    a = "llama"
    return [
        kv("general.architecture", GGUF_STRING, a),
        kv("general.name", GGUF_STRING, "facet-gen-llama"),
        kv("general.alignment", GGUF_U32, ALIGN),
        kv(f"{a}.context_length", GGUF_U32, cfg["context"]),
        kv(f"{a}.embedding_length", GGUF_U32, cfg["hidden"]),
        kv(f"{a}.block_count", GGUF_U32, cfg["layers"]),
        kv(f"{a}.feed_forward_length", GGUF_U32, cfg["ffn"]),
        kv(f"{a}.attention.head_count", GGUF_U32, cfg["heads"]),
        kv(f"{a}.attention.head_count_kv", GGUF_U32, cfg["kv_heads"]),
        kv(f"{a}.attention.key_length", GGUF_U32, cfg["head_dim"]),
        kv(f"{a}.attention.value_length", GGUF_U32, cfg["head_dim"]),
        kv(f"{a}.attention.layer_norm_rms_epsilon", GGUF_F32, cfg["rms_eps"]),
        kv(f"{a}.rope.freq_base", GGUF_F32, cfg["rope_theta"]),
        kv(f"{a}.rope.dimension_count", GGUF_U32, cfg["head_dim"]),
        kv(f"{a}.vocab_size", GGUF_U32, cfg["vocab"]),
        kv("tokenizer.ggml.model", GGUF_STRING, "none"),
    ]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("config")
    ap.add_argument("weights")
    ap.add_argument("--quant", choices=sorted(QUANTIZE))
    ap.add_argument("-o", "--output", required=True)
    a = ap.parse_args()
    cfg = load_config(a.config)
    w = read_safetensors(a.weights)
    check_weights(cfg, w)
    qkeys = set(quantized_keys(cfg)) if a.quant else set()
    tensors = []  # (name, array in storage type, dtype name, ne)
    for key, shape, _ in weight_specs(cfg):
        arr, dt = w[key]
        if key == "output_norm.weight":
            arr = arr.reshape(-1)
        ne = list(reversed(arr.shape))
        if key in qkeys:
            if shape[1] % 32:
                raise ValueError(f"{key} is {shape}: {shape[1]} is not a multiple of {a.quant}'s block of 32")
            arr, dt = quantize(arr, dt, a.quant), a.quant
        tensors.append((key, arr, dt, ne))
    kvs = metadata(cfg)
    infos, offset = [], 0
    for name, arr, dt, ne in tensors:
        info = gguf_str(name) + struct.pack("<I", len(ne)) + struct.pack(f"<{len(ne)}Q", *ne)
        infos.append(info + struct.pack("<IQ", GGML_TYPE[dt], offset))
        offset += arr.nbytes + (-arr.nbytes % ALIGN)
    with open(a.output, "wb") as f:
        f.write(b"GGUF" + struct.pack("<IQQ", 3, len(tensors), len(kvs)))
        for b in kvs + infos:
            f.write(b)
        f.write(b"\0" * (-f.tell() % ALIGN))
        for _, arr, _, _ in tensors:
            f.write(np.ascontiguousarray(arr).tobytes())
            f.write(b"\0" * (-arr.nbytes % ALIGN))
    print(f"llama_gguf: {len(tensors)} tensors, {offset / 1e6:.1f} MB -> {a.output}", file=sys.stderr)


if __name__ == "__main__":
    main()
