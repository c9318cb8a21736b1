"""Shared by the Llama baselines of bench/ (S5): the model's hyperparameters
(the JSON `facet-gen-llama --json` writes, so every implementation builds the
same model), safetensors reading and writing (numpy only: Debian's torch has
no safetensors package), and the weight keys and shapes of the export.

Bench tooling only (the project allows Python for baselines); facet itself
uses none of this.
"""
import json
import struct

import numpy as np

# safetensors dtype name -> (numpy storage dtype, bytes per element). bf16 has
# no numpy type: its bits are kept as uint16 and reinterpreted by the reader.
ST_DTYPES = {"F32": (np.float32, 4), "F16": (np.float16, 2), "BF16": (np.uint16, 2), "I8": (np.int8, 1)}
NAME_OF = {"f32": "F32", "f16": "F16", "bf16": "BF16", "i8": "I8"}


def load_config(path):
    with open(path) as f:
        cfg = json.load(f)
    for k in ("layers", "hidden", "heads", "kv_heads", "head_dim", "ffn", "vocab", "page"):
        if not isinstance(cfg.get(k), int) or cfg[k] < 1:
            raise ValueError(f"{path}: bad or missing '{k}'")
    return cfg


def weight_specs(cfg):
    """(key, shape, dtype) of every parameter, in the export's order: norms
    f32, matrices [out, in] in the weight dtype, output_norm [1, H]."""
    H, F, V = cfg["hidden"], cfg["ffn"], cfg["vocab"]
    Q = cfg["heads"] * cfg["head_dim"]
    KV = cfg["kv_heads"] * cfg["head_dim"]
    w = cfg["weight_dtype"]
    specs = [("token_embd.weight", (V, H), w)]
    for l in range(cfg["layers"]):
        b = f"blk.{l}."
        specs += [
            (b + "attn_norm.weight", (H,), "f32"),
            (b + "attn_q.weight", (Q, H), w),
            (b + "attn_k.weight", (KV, H), w),
            (b + "attn_v.weight", (KV, H), w),
            (b + "attn_output.weight", (H, Q), w),
            (b + "ffn_norm.weight", (H,), "f32"),
            (b + "ffn_gate.weight", (F, H), w),
            (b + "ffn_up.weight", (F, H), w),
            (b + "ffn_down.weight", (H, F), w),
        ]
    specs += [("output_norm.weight", (1, H), "f32"), ("output.weight", (V, H), w)]
    return specs


def f32_to_bf16_bits(x):
    """float32 array -> bf16 bits (uint16), rounded to nearest even."""
    u = np.ascontiguousarray(x, dtype=np.float32).view(np.uint32)
    rounded = u + np.uint32(0x7FFF) + ((u >> np.uint32(16)) & np.uint32(1))
    return (rounded >> np.uint32(16)).astype(np.uint16)


def bf16_bits_to_f32(b):
    return (b.astype(np.uint32) << np.uint32(16)).view(np.float32)


def write_safetensors(path, tensors, metadata=None):
    """tensors: list of (key, numpy array, dtype name f32|f16|bf16|i8), arrays
    already in their storage type (bf16 as uint16 bits). Data 8-aligned."""
    header, offset = {}, 0
    for key, arr, dt in tensors:
        n = arr.nbytes
        header[key] = {"dtype": NAME_OF[dt], "shape": list(arr.shape), "data_offsets": [offset, offset + n]}
        offset += n
    if metadata:
        header["__metadata__"] = metadata
    text = json.dumps(header, separators=(",", ":")).encode()
    text += b" " * (-(8 + len(text)) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(text)))
        f.write(text)
        for _, arr, _ in tensors:
            f.write(np.ascontiguousarray(arr).tobytes())


def read_safetensors(path):
    """key -> (numpy array view of the file (bf16: uint16 bits), dtype name)."""
    with open(path, "rb") as f:
        n = struct.unpack("<Q", f.read(8))[0]
        header = json.loads(f.read(n))
    data = np.memmap(path, dtype=np.uint8, mode="r", offset=8 + n)
    out = {}
    for key, e in header.items():
        if key == "__metadata__":
            continue
        np_dt, size = ST_DTYPES[e["dtype"]]
        b, end = e["data_offsets"]
        count = int(np.prod(e["shape"])) if e["shape"] else 1
        if end - b != count * size:
            raise ValueError(f"{path}: {key}: {end - b} bytes for shape {e['shape']} {e['dtype']}")
        arr = data[b:end].view(np_dt).reshape(e["shape"])
        out[key] = (arr, {v: k for k, v in NAME_OF.items()}[e["dtype"]])
    return out


def check_weights(cfg, weights):
    """Every parameter of the export present with its shape (a file for
    another model fails here, not as wrong numbers later)."""
    for key, shape, _ in weight_specs(cfg):
        if key not in weights:
            raise ValueError(f"weights: no '{key}'")
        if tuple(weights[key][0].shape) != tuple(shape):
            raise ValueError(f"weights: '{key}' is {tuple(weights[key][0].shape)}, the model needs {shape}")
