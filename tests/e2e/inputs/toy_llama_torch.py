#!/usr/bin/python3
# An eager PyTorch re-implementation of examples/exports/toy_llama_bs1.mlir's
# prefill_bs1 (sharktank's paged Llama: 3 blocks, hidden 256, 8 query and 4
# key/value heads of 32, FFN 23, vocabulary 256), written from the export's
# ops: f16 activations, RMS norms in f32 (eps 0.01) whose weights multiply in
# f32, interleaved rotary embedding (theta 500000) in f32, causal attention,
# SwiGLU. It writes the logits of fixed tokens for the weights facet-params
# draws with --seed=11, so tests/e2e/llm_torch.sh checks the float64
# reference on the real export against PyTorch. Run by hand:
#
#   build/bin/facet-params examples/exports/toy_llama_bs1.mlir --seed=11 -o /tmp/w.safetensors
#   /usr/bin/python3 tests/e2e/inputs/toy_llama_torch.py /tmp/w.safetensors
#
# (the .npy files are committed; if facet-params' values change, run it again).
# Where torch 1.13's CPU has no f16 kernel (mm, silu), an op computes in f32
# (f64 for the products of a matmul and for attention, as the reference does)
# and rounds once to f16, as newer torch's CPU kernels do.
import json
import os
import struct
import sys

import numpy as np
import torch

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "toy_llama_torch")
H, HEADS, KV, D, LAYERS, EPS, THETA = 256, 8, 4, 32, 3, 0.01, 500000.0


def load_safetensors(path):
    with open(path, "rb") as f:
        n = struct.unpack("<Q", f.read(8))[0]
        header = json.loads(f.read(n))
        data = f.read()
    ws = {}
    for k, v in header.items():
        if k == "__metadata__":
            continue
        assert v["dtype"] == "F32", (k, v["dtype"])
        a, b = v["data_offsets"]
        ws[k] = torch.from_numpy(np.frombuffer(data[a:b], dtype="<f4").reshape(v["shape"]).copy())
    return ws


def half(x):  # an f32 or f64 value rounded to f16 through f32, as torch's casts do
    return x.float().half()


def mm(x, w):  # x [T, K] f16 @ w[N, K]^T (w f32, cast to f16 first as the export does)
    return half(x.double() @ w.half().double().t())


def rms(h, w):  # the export's RMS norm: f32, eps 0.01, then weight (f32) * norm (f16)
    x = h.float()
    n = half(x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + EPS))
    return half(w * n.float())


def rotary(x, T):  # x [T, heads, 32] f16 -> f16; pairs (2i, 2i+1) rotated by pos * theta^(-2(i)/32)
    j = torch.arange(32) // 2
    inv = torch.reciprocal(torch.pow(torch.tensor(THETA, dtype=torch.float32), (j.float() / 32) * 2.0)) * 1.0
    ang = torch.arange(128).unsqueeze(1).float() * inv.unsqueeze(0)
    ang = ang[:T].unsqueeze(1)  # [T, 1, 32]
    c, s = torch.cos(ang), torch.sin(ang)
    x = x.float()
    e, o = x[..., 0::2].repeat_interleave(2, -1), x[..., 1::2].repeat_interleave(2, -1)
    even = torch.arange(32) % 2 == 0
    return half(torch.where(even, e * c - o * s, o * c + e * s))


def attention(q, k, v):  # [T, 8, 32], [T, 4, 32] f16: causal, 1/sqrt(32), kv head = q head // 2
    T = q.shape[0]
    k, v = k.repeat_interleave(2, 1), v.repeat_interleave(2, 1)
    q, k, v = (t.double().transpose(0, 1) for t in (q, k, v))
    w = q @ k.transpose(1, 2) / np.sqrt(D)
    w = w.masked_fill(torch.ones(T, T, dtype=torch.bool).triu(1), float("-inf"))
    return half(torch.softmax(w, -1) @ v).transpose(0, 1)


def prefill(ws, tokens):
    T = tokens.shape[0]
    h = ws["token_embd.weight"].half()[tokens]
    for b in range(LAYERS):
        p = "blk.%d." % b
        x = rms(h, ws[p + "attn_norm.weight"])
        q = mm(x, ws[p + "attn_q.weight"]).view(T, HEADS, D)
        k = mm(x, ws[p + "attn_k.weight"]).view(T, KV, D)
        v = mm(x, ws[p + "attn_v.weight"]).view(T, KV, D)
        a = attention(rotary(q, T), rotary(k, T), v).reshape(T, H)
        h = half(h.float() + mm(a, ws[p + "attn_output.weight"]).float())
        x = rms(h, ws[p + "ffn_norm.weight"])
        g = mm(x, ws[p + "ffn_gate.weight"])
        g = half(torch.nn.functional.silu(g.float()))
        u = mm(x, ws[p + "ffn_up.weight"])
        h = half(h.float() + mm(half(g.float() * u.float()), ws[p + "ffn_down.weight"]).float())
    x = rms(h, ws["output_norm.weight"])
    return mm(x, ws["output.weight"])


def main():
    ws = load_safetensors(sys.argv[1])
    os.makedirs(out, exist_ok=True)
    g = torch.Generator().manual_seed(3)
    tokens = torch.randint(0, 256, (64,), generator=g)
    np.save(os.path.join(out, "tokens.npy"), tokens.reshape(1, 64).numpy().astype(np.int64))
    np.save(os.path.join(out, "logits.npy"), prefill(ws, tokens).reshape(1, 64, 256).numpy())


if __name__ == "__main__":
    main()
