#!/usr/bin/python3
"""Writes the parameters of a `facet-gen-llama --quant=TYPE` export: the
float model of bench/llama_weights.py with every linear weight (the blocks'
attn_q/k/v/output, ffn_gate/up/down, and output.weight) quantized into
ggml's blocks and laid out as sharktank's planes (W:d, W:qs, ...).

    llama_quant.py CONFIG.json WEIGHTS.safetensors --type=q8_0|q4_0|q4_1 -o PLANES.safetensors
    llama_quant.py CONFIG.json WEIGHTS.safetensors --from-gguf=Q.gguf -o PLANES.safetensors
    llama_quant.py CONFIG.json PLANES.safetensors --dequantize -o WEIGHTS.safetensors

--type quantizes the float weights here, with numpy ports of ggml's
reference quantizers (quantize_row_q8_0_ref, _q4_0_ref, _q4_1_ref in
ggml-quants.c; src/base/quant.c is facet's C port and docs/quantization.md
states the rounding): every float operation in float32 in ggml's order, so
the blocks are ggml's bit for bit (check: the same file from --from-gguf of
`llama_cpp_run quantize`'s output, see below). --from-gguf takes the blocks
of each matrix from a GGUF instead (q8_0, q4_0, q4_1 or q4_K, e.g. the
output of `llama_cpp_run quantize IN.gguf OUT.gguf q4_K`: q4_K's search is
left to llama.cpp's own quantizer). Either way token_embd and the norms are
copied from WEIGHTS, as the export keeps them.

The planes of an [N, K] weight (G = K / 32 blocks, S = K / 256 super-blocks;
nibbles linear: weight 2j of a block in the low nibble of byte j, as
sharktank's gguf_interop linearizes ggml's interleaved nibbles):

  q8_0  d f16 [N, G, 1], qs i8 [N, G, 32]
  q4_0  d f16 [N, G, 1], qs [N, G, 16]: q - 8 as a signed nibble (not a
        form sharktank exports; facet-gen-llama's q4_0 kernel reads it)
  q4_1  d f16 [N, G, 1], qs [N, G, 16] (q unsigned), m f16 [N, G, 1]
  q4_K  d, dmin f16 [N, S, 1]; sb_scales_high, sb_mins_high [N, S, 2]: the
        top 2 bits of the eight 6-bit values, sub-block t of a byte's four at
        bits 2t; sb_scales_low, sb_mins_low [N, S, 4]: their low 4 bits, two
        sub-blocks a byte; qs [N, S, 8, 16]

--dequantize reads planes back as facet-gen-llama's kernels do (w = d * q,
d * q + m, d * sc * q - dmin * mn with sc and mn = low | high << 4) into
float weights of the config's weight dtype: the float model whose matmuls
the quantized export's compute (up to the kernels' f16 rounding).

Byte planes are written as safetensors I8 (the globals are i8; sharktank's
own files hold the packed ones as uint8: the same bytes).

Check against llama.cpp (needs bench/llama_cpp_install.sh):
    llama_gguf.py CONFIG W -o F.gguf; llama_cpp_run quantize F.gguf Q.gguf q8_0
    llama_quant.py CONFIG W --type=q8_0 -o a.safetensors
    llama_quant.py CONFIG W --from-gguf=Q.gguf -o b.safetensors; cmp a.safetensors b.safetensors
"""
import argparse
import struct
import sys

import numpy as np

from llama_common import (check_weights, f32_to_bf16_bits, load_config, read_safetensors, weight_specs,
                          write_safetensors)

# ggml type ids, weights per block, bytes per block.
GGML_ID = {"q4_0": 2, "q4_1": 3, "q8_0": 8, "q4_K": 12}
BLOCK = {"q4_0": (32, 18), "q4_1": (32, 20), "q8_0": (32, 34), "q4_K": (256, 144)}
F32 = np.float32


def quantized_keys(cfg):
    """The matrices --quant quantizes: every [out, in] weight but token_embd."""
    return [k for k, s, _ in weight_specs(cfg) if len(s) == 2 and k not in ("token_embd.weight", "output_norm.weight")]


def f16_bytes(x):
    """float32 [..., ] -> [..., 2] uint8: IEEE half, round to nearest even (ggml's FP32_TO_FP16)."""
    return np.ascontiguousarray(x.astype(np.float16)).view(np.uint8).reshape(x.shape + (2,))


def recip(d):
    """ggml's `d ? 1.0f/d : 0.0f` in float32."""
    with np.errstate(divide="ignore"):
        return np.where(d != 0, F32(1) / np.where(d != 0, d, F32(1)), F32(0)).astype(F32)


def trunc_at_most(v, hi):
    """ggml's MIN(hi, (int8_t)v) for v > -1 (and 0 below, facet's choice for what is UB in C)."""
    return np.where(v >= F32(hi), hi, np.where(v > F32(-1), np.trunc(v), 0)).astype(np.uint8)


def roundf(v):
    """C's roundf: halves away from zero, exactly (x + 0.5 would round in float32)."""
    t = np.trunc(v)
    return t + np.where(np.abs(v - t) >= F32(0.5), np.sign(v), F32(0))


def ggml_nibbles(q):
    """[..., 32] levels -> [..., 16] bytes as ggml packs them: j low, j + 16 high."""
    return (q[..., :16] | (q[..., 16:] << 4)).astype(np.uint8)


def quantize_q8_0(x):
    """x [R, K] float32 -> [R, K/32, 34] ggml blocks."""
    b = x.reshape(x.shape[0], -1, 32)
    amax = np.abs(b).max(axis=-1)
    d = (amax / F32(127)).astype(F32)
    q = roundf(b * recip(d)[..., None]).clip(-128, 127).astype(np.int8)
    return np.concatenate([f16_bytes(d), q.view(np.uint8)], axis=-1)


def quantize_q4_0(x):
    b = x.reshape(x.shape[0], -1, 32)
    a = np.abs(b)
    first = np.argmax(a, axis=-1)  # the first value of largest magnitude
    amax = np.take_along_axis(a, first[..., None], -1)[..., 0]
    mx = np.where(amax > 0, np.take_along_axis(b, first[..., None], -1)[..., 0], F32(0)).astype(F32)
    d = (mx / F32(-8)).astype(F32)
    q = trunc_at_most((b * recip(d)[..., None]).astype(F32) + F32(8.5), 15)
    return np.concatenate([f16_bytes(d), ggml_nibbles(q)], axis=-1)


def quantize_q4_1(x):
    b = x.reshape(x.shape[0], -1, 32)
    mn, mx = b.min(axis=-1), b.max(axis=-1)
    d = ((mx - mn).astype(F32) / F32(15)).astype(F32)
    q = trunc_at_most(((b - mn[..., None]).astype(F32) * recip(d)[..., None]).astype(F32) + F32(0.5), 15)
    return np.concatenate([f16_bytes(d), f16_bytes(mn), ggml_nibbles(q)], axis=-1)


QUANTIZE = {"q8_0": quantize_q8_0, "q4_0": quantize_q4_0, "q4_1": quantize_q4_1}


def quantize(arr, dt, kind, rows=2048):
    """A stored matrix [N, K] (f32, f16 or bf16 bits) -> ggml blocks [N, K/32, bytes], a
    slice of rows at a time (the float32 temporaries of a 128256-row output
    matrix would be gigabytes)."""
    out = np.empty((arr.shape[0], arr.shape[1] // 32, BLOCK[kind][1]), np.uint8)
    for r in range(0, arr.shape[0], rows):
        out[r:r + rows] = QUANTIZE[kind](as_f32(arr[r:r + rows], dt))
    return out


def linear_nibbles(levels):
    """[..., 2n] levels 0-15 -> [..., n] bytes, weight 2j low in byte j."""
    return (levels[..., 0::2] | (levels[..., 1::2] << 4)).astype(np.uint8)


def f16_plane(b):
    """[N, G, 2] bytes -> [N, G, 1] float16."""
    return np.ascontiguousarray(b).view(np.float16)


def scale_min_k4(s):
    """q4_K's 12 scale bytes [..., 12] -> 6-bit scales and mins [..., 8] (ggml's get_scale_min_k4)."""
    s = s.astype(np.uint8)
    lo, hi = s[..., 0:4], s[..., 8:12]
    sc = np.concatenate([lo & 63, (hi & 0xF) | ((lo >> 6) << 4)], axis=-1)
    m = np.concatenate([s[..., 4:8] & 63, (hi >> 4) | ((s[..., 4:8] >> 6) << 4)], axis=-1)
    return sc, m


def six_bit_planes(v):
    """[N, S, 8] 6-bit values -> (high [N, S, 2], low [N, S, 4]) as sharktank splits them."""
    high2 = (v >> 4) & 3
    high = high2[..., 0::4] | (high2[..., 1::4] << 2) | (high2[..., 2::4] << 4) | (high2[..., 3::4] << 6)
    return high.astype(np.uint8), linear_nibbles(v & 0xF)


def planes(blocks, kind):
    """ggml blocks [N, G, bytes] -> [(plane name, array)] in the layout's order."""
    if kind == "q8_0":
        return [("d", f16_plane(blocks[..., 0:2])), ("qs", blocks[..., 2:].view(np.int8))]
    if kind in ("q4_0", "q4_1"):
        off = 2 if kind == "q4_0" else 4
        qs = blocks[..., off:]
        q = np.concatenate([qs & 0xF, qs >> 4], axis=-1)  # weights 0-31 of the block
        if kind == "q4_0":
            return [("d", f16_plane(blocks[..., 0:2])), ("qs", linear_nibbles(q ^ 8).view(np.int8))]
        return [("d", f16_plane(blocks[..., 0:2])), ("qs", linear_nibbles(q).view(np.int8)),
                ("m", f16_plane(blocks[..., 2:4]))]
    # q4_K: chunk c of 32 bytes holds sub-block 2c (low nibbles), 2c + 1 (high)
    sc, mn = scale_min_k4(blocks[..., 4:16])
    chunks = blocks[..., 16:].reshape(blocks.shape[:2] + (4, 32))
    sub = np.stack([chunks & 0xF, chunks >> 4], axis=-2).reshape(blocks.shape[:2] + (8, 32))
    sh, sl = six_bit_planes(sc)
    mh, ml = six_bit_planes(mn)
    return [("d", f16_plane(blocks[..., 0:2])), ("dmin", f16_plane(blocks[..., 2:4])),
            ("sb_scales_high", sh.view(np.int8)), ("sb_scales_low", sl.view(np.int8)),
            ("sb_mins_high", mh.view(np.int8)), ("sb_mins_low", ml.view(np.int8)),
            ("qs", linear_nibbles(sub).view(np.int8))]


def unpack_nibbles(b, signed):
    """[..., n] bytes -> [..., 2n] levels, byte j's low nibble first (IREE's i4 order)."""
    b = b.view(np.uint8)
    q = np.stack([b & 0xF, b >> 4], axis=-1).reshape(b.shape[:-1] + (2 * b.shape[-1],)).astype(np.int32)
    return np.where(q >= 8, q - 16, q) if signed else q


def dequantize(p, kind, shape):
    """Planes {name: array} -> float32 [N, K], as the kernel templates read them."""
    d = p["d"].astype(F32)
    if kind == "q8_0":
        w = p["qs"].astype(F32) * d
    elif kind == "q4_0":
        w = unpack_nibbles(p["qs"], True).astype(F32) * d
    elif kind == "q4_1":
        w = unpack_nibbles(p["qs"], False).astype(F32) * d + p["m"].astype(F32)
    else:
        def six(high, low):
            h = high.view(np.uint8)
            h2 = np.stack([(h >> (2 * t)) & 3 for t in range(4)], axis=-1).reshape(h.shape[:-1] + (8,))
            return (unpack_nibbles(low, False) | (h2.astype(np.int32) << 4)).astype(F32)

        sc = six(p["sb_scales_high"], p["sb_scales_low"])
        mn = six(p["sb_mins_high"], p["sb_mins_low"])
        q = unpack_nibbles(p["qs"], False).astype(F32)  # [N, S, 8, 32]
        dmin = p["dmin"].astype(F32)
        w = (d * sc)[..., None] * q - (dmin * mn)[..., None]
    return w.reshape(shape)


def as_f32(arr, dt):
    if dt == "bf16":
        return (arr.astype(np.uint32) << np.uint32(16)).view(np.float32)
    return np.asarray(arr, dtype=np.float32)


# A minimal GGUF reader (ggml's docs/gguf.md, v2/v3): tensor name -> (ggml
# type id, ne, data bytes) for the types we use.
GGUF_SCALAR = {0: 1, 1: 1, 2: 2, 3: 2, 4: 4, 5: 4, 6: 4, 7: 1, 10: 8, 11: 8, 12: 8}


def read_gguf(path):
    data = np.memmap(path, dtype=np.uint8, mode="r")
    pos = 0

    def take(fmt):
        nonlocal pos
        v = struct.unpack_from(fmt, data, pos)
        pos += struct.calcsize(fmt)
        return v[0] if len(v) == 1 else v

    def string():
        nonlocal pos
        n = take("<Q")
        s = bytes(data[pos:pos + n]).decode()
        pos += n
        return s

    def skip(t):
        nonlocal pos
        if t == 8:
            string()
        elif t == 9:
            et, n = take("<I"), take("<Q")
            for _ in range(n):
                skip(et)
        else:
            pos += GGUF_SCALAR[t]

    if bytes(data[:4]) != b"GGUF":
        raise ValueError(f"{path}: not a GGUF file")
    pos = 4
    version, n_tensors, n_kv = take("<I"), take("<Q"), take("<Q")
    if version not in (2, 3):
        raise ValueError(f"{path}: GGUF version {version}")
    align = 32
    for _ in range(n_kv):
        key, t = string(), take("<I")
        if key == "general.alignment" and t == 4:
            align = take("<I")
        else:
            skip(t)
    infos = []
    for _ in range(n_tensors):
        name = string()
        nd = take("<I")
        ne = [take("<Q") for _ in range(nd)]
        infos.append((name, ne, take("<I"), take("<Q")))
    base = pos + (-pos % align)
    out = {}
    for name, ne, t, off in infos:
        out[name] = (t, ne, data[base + off:])
    return out


def gguf_blocks(g, key, shape):
    """The blocks of matrix `key` [N, K] in a GGUF: ([N, K / block, bytes], type name)."""
    if key not in g:
        raise ValueError(f"gguf: no '{key}'")
    t, ne, data = g[key]
    kinds = {v: k for k, v in GGML_ID.items()}
    if t not in kinds:
        raise ValueError(f"gguf: '{key}' has ggml type {t}, not one of {sorted(GGML_ID)}")
    kind = kinds[t]
    n, k = shape
    if ne != [k, n]:
        raise ValueError(f"gguf: '{key}' has ne {ne}, the model needs [{k}, {n}]")
    per, size = BLOCK[kind]
    nb = k // per
    return np.array(data[:n * nb * size]).reshape(n, nb, size), kind


# The planes of each type, in the layout's order.
PLANE_NAMES = {
    "q8_0": ["d", "qs"],
    "q4_0": ["d", "qs"],
    "q4_1": ["d", "qs", "m"],
    "q4_K": ["d", "dmin", "sb_scales_high", "sb_scales_low", "sb_mins_high", "sb_mins_low", "qs"],
}


def kind_of_planes(w):
    """The type of a planes file, from its plane names and qs shape."""
    names = {k.split(":", 1)[1] for k in w if ":" in k}
    if "dmin" in names:
        return "q4_K"
    if "m" in names:
        return "q4_1"
    qs = next(v for k, v in w.items() if k.endswith(":qs"))
    return "q8_0" if qs[0].shape[-1] == 32 else "q4_0"


def write_dequantized(cfg, w, out):
    """Planes -> the float weights they stand for, in the config's dtypes."""
    kind = kind_of_planes(w)
    qkeys = set(quantized_keys(cfg))
    tensors = []
    for key, shape, dt in weight_specs(cfg):
        if key not in qkeys:
            if key not in w:
                raise ValueError(f"planes: no '{key}'")
            tensors.append((key, np.asarray(w[key][0]), w[key][1]))
            continue
        p = {}
        for name in PLANE_NAMES[kind]:
            if f"{key}:{name}" not in w:
                raise ValueError(f"planes: no '{key}:{name}'")
            p[name] = np.asarray(w[f"{key}:{name}"][0])
        x = dequantize(p, kind, shape)
        x = x if dt == "f32" else x.astype(np.float16) if dt == "f16" else f32_to_bf16_bits(x)
        tensors.append((key, x, dt))
    write_safetensors(out, tensors, {"generator": "bench/llama_quant.py --dequantize", "quant": kind})
    print(f"llama_quant: {kind} planes dequantized -> {out}", file=sys.stderr)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("config")
    ap.add_argument("weights")
    src = ap.add_mutually_exclusive_group(required=True)
    src.add_argument("--type", choices=sorted(QUANTIZE))
    src.add_argument("--from-gguf")
    src.add_argument("--dequantize", action="store_true")
    ap.add_argument("-o", "--output", required=True)
    a = ap.parse_args()
    cfg = load_config(a.config)
    w = read_safetensors(a.weights)
    if a.dequantize:
        return write_dequantized(cfg, w, a.output)
    check_weights(cfg, w)
    g = read_gguf(a.from_gguf) if a.from_gguf else None
    qkeys = set(quantized_keys(cfg))
    tensors, kinds = [], set()
    for key, shape, _ in weight_specs(cfg):
        arr, dt = w[key]
        if key not in qkeys:
            tensors.append((key, np.asarray(arr), dt))
            continue
        if g is not None:
            blocks, kind = gguf_blocks(g, key, shape)
        else:
            kind = a.type
            if shape[1] % BLOCK[kind][0]:
                raise ValueError(f"{key} is {shape}: {shape[1]} is not a multiple of {kind}'s block")
            blocks = quantize(arr, dt, kind)
        kinds.add(kind)
        for name, plane in planes(blocks, kind):
            tensors.append((f"{key}:{name}", plane, "f16" if plane.dtype == np.float16 else "i8"))
    if len(kinds) != 1:
        raise ValueError(f"the matrices are of several types: {sorted(kinds)}")
    write_safetensors(a.output, tensors, {"generator": "bench/llama_quant.py", "quant": kinds.pop()})
    total = sum(t.nbytes for _, t, _ in tensors)
    print(f"llama_quant: {len(tensors)} tensors, {total / 1e6:.1f} MB -> {a.output}", file=sys.stderr)


if __name__ == "__main__":
    main()
