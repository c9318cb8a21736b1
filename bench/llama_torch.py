#!/usr/bin/python3
"""The facet-gen-llama model in PyTorch, eager: the baseline of S5 and the
outside oracle of the logits check (bench/check_agree.sh).

    llama_torch.py CONFIG.json WEIGHTS.safetensors --dtype=f32|bf16 logits
        --tokens=TOKENS.npy [--decode=N] -o LOGITS.npy
    llama_torch.py CONFIG.json WEIGHTS.safetensors --dtype=f32|bf16 bench
        --mode=prefill|decode --batch=B --tokens=T [--context=256] [--steps=N]
        [--threads=2]

The math is the export's, op for op where it matters for the numbers:
- embedding of the stored table, rounded to the compute type;
- RMSNorm in f32 (x * rsqrt(mean(x^2) + eps)), rounded, times the f32
  weight, rounded (sharktank's order);
- q, k, v, o, gate, up, down, output as x @ W^T with W as stored [out, in];
- rotary: sharktank's interleaved form, pairs (2i, 2i + 1) rotated by
  position * theta^(-2i/D), angles built as the export builds them (f32);
  applied in f32 and rounded;
- attention: q k^T / sqrt(D), causal in prefill (over the prompt's own
  tokens, as exported), softmax, v; grouped heads (kv head h serves q heads
  h rep .. h rep + rep - 1); scores and softmax in f32;
- residual adds in the compute type; logits of every position.
The cache is contiguous per layer instead of paged: the values stored are the
same (rotated K, V rounded to the compute type) and so is the math.

--dtype=f32 computes in f32 (weights widened); bf16 in bf16 (weights rounded
to bf16: give it a bf16 weights file to time the model facet runs in bf16).
torch 1.13 has no f16 matmul on CPU, so there is no f16 mode.

`logits` runs prefill on the first T - N columns of TOKENS [B, T] (every
position's logits), then N decode steps, one per remaining column (their
logits appended): the check's short prompt. `bench` prints one line of JSON: seconds per call of each timed
call (first call untimed); decode runs a prefill of --context tokens first.
"""
import argparse
import json
import time
import warnings

import numpy as np
import torch
import torch.nn.functional as F

from llama_common import bf16_bits_to_f32, check_weights, load_config, read_safetensors

DTYPES = {"f32": torch.float32, "bf16": torch.bfloat16}
# the weights are read-only memory maps, never written: torch's warning about
# it is noise
warnings.filterwarnings("ignore", message="The given NumPy array is not writable")


def to_torch(arr, dt_name, dtype):
    """A stored parameter as a torch tensor of `dtype` (bf16 bits kept exact)."""
    if dt_name == "bf16":
        t = torch.from_numpy(np.ascontiguousarray(arr).view(np.int16)).view(torch.bfloat16)
    else:
        t = torch.from_numpy(np.ascontiguousarray(arr))
    return t.to(dtype)


class Llama:
    def __init__(self, cfg, weights, dtype, rope="interleaved"):
        check_weights(cfg, weights)
        self.rope_halves = rope == "halves"
        self.cfg, self.dt = cfg, dtype
        self.D, self.H = cfg["head_dim"], cfg["hidden"]
        self.nh, self.nkv = cfg["heads"], cfg["kv_heads"]
        self.eps = cfg["rms_eps"]

        def w(key, dt=dtype):
            arr, name = weights[key]
            return to_torch(arr, name, dt)

        self.embd = w("token_embd.weight")
        self.out_norm = w("output_norm.weight", torch.float32).reshape(-1)
        self.out = w("output.weight")
        self.layers = []
        for l in range(cfg["layers"]):
            b = f"blk.{l}."
            self.layers.append({k: w(b + k + ".weight", torch.float32 if "norm" in k else dtype)
                                for k in ("attn_norm", "attn_q", "attn_k", "attn_v", "attn_output",
                                          "ffn_norm", "ffn_gate", "ffn_up", "ffn_down")})
        # the rotary frequencies as the export computes them (f32):
        # reciprocal(theta ** ((j // 2) / D * 2)), j < D
        j = torch.arange(self.D) // 2
        self.freqs = torch.reciprocal(torch.pow(torch.tensor(cfg["rope_theta"], dtype=torch.float32),
                                                j.to(torch.float32) / self.D * 2.0))

    def norm(self, x, w):
        x32 = x.float()
        y = (x32 * torch.rsqrt(x32.pow(2).mean(-1, keepdim=True) + self.eps)).to(self.dt)
        return (w * y).to(self.dt)  # w is f32: the product is f32, as exported

    def rope(self, x, pos):
        """x [B, T, h, D], pos [B, T] int64 -> rotated, in the compute type."""
        ang = pos.to(torch.float32)[..., None] * self.freqs  # [B, T, D]
        c, s = torch.cos(ang)[:, :, None, 0::2], torch.sin(ang)[:, :, None, 0::2]
        x32 = x.float()
        if self.rope_halves:  # the negative control: Hugging Face's pairing (i, i + D/2)
            ev, od = x32[..., : self.D // 2], x32[..., self.D // 2:]
            return torch.cat((ev * c - od * s, od * c + ev * s), dim=-1).to(self.dt)
        ev, od = x32[..., 0::2], x32[..., 1::2]
        out = torch.stack((ev * c - od * s, od * c + ev * s), dim=-1).flatten(-2)
        return out.to(self.dt)

    def attend(self, q, k, v, valid, causal_from):
        """q [B, T, nh, D]; k, v [B, S, nkv, D] (the cache up to S); key j of
        sequence b is visible to query i when j < valid[b] and j <= causal_from + i."""
        rep = self.nh // self.nkv
        qf = q.float().transpose(1, 2)  # [B, nh, T, D]
        kf = k.float().repeat_interleave(rep, dim=2).transpose(1, 2)
        vf = v.float().repeat_interleave(rep, dim=2).transpose(1, 2)
        scores = qf @ kf.transpose(-1, -2) / (self.D ** 0.5)  # [B, nh, T, S]
        T, S = q.shape[1], k.shape[1]
        j = torch.arange(S)
        mask = j[None, :] > (causal_from + torch.arange(T))[:, None]  # [T, S]
        mask = mask[None, None] | (j[None, None, None, :] >= valid[:, None, None, None])
        scores = scores.masked_fill(mask, float("-inf"))
        o = torch.softmax(scores, dim=-1) @ vf
        return o.transpose(1, 2).to(self.dt)  # [B, T, nh, D]

    def forward(self, tokens, pos0, kcache, vcache, valid):
        """tokens [B, T]; positions pos0 .. pos0 + T - 1 (pos0 the same for
        the batch); writes K, V into the caches [L][B, S, nkv, D] at those
        positions; attends to positions < valid[b]. Returns logits [B, T, V]."""
        B, T = tokens.shape
        h = F.embedding(tokens, self.embd).to(self.dt)
        pos = (pos0 + torch.arange(T))[None, :].expand(B, T)
        causal_from = pos0
        for l, L in enumerate(self.layers):
            x = self.norm(h, L["attn_norm"])
            q = F.linear(x, L["attn_q"]).view(B, T, self.nh, self.D)
            k = F.linear(x, L["attn_k"]).view(B, T, self.nkv, self.D)
            v = F.linear(x, L["attn_v"]).view(B, T, self.nkv, self.D)
            q, k = self.rope(q, pos), self.rope(k, pos)
            kcache[l][:, pos0:pos0 + T] = k
            vcache[l][:, pos0:pos0 + T] = v
            S = int(valid.max())
            o = self.attend(q, kcache[l][:, :S], vcache[l][:, :S], valid, causal_from)
            h = h + F.linear(o.reshape(B, T, self.nh * self.D), L["attn_output"])
            x = self.norm(h, L["ffn_norm"])
            g = F.silu(F.linear(x, L["ffn_gate"]))
            h = h + F.linear(g * F.linear(x, L["ffn_up"]), L["ffn_down"])
        return F.linear(self.norm(h, self.out_norm), self.out)

    def new_cache(self, B, S):
        z = lambda: [torch.zeros(B, S, self.nkv, self.D, dtype=self.dt) for _ in self.layers]
        return z(), z()


def run_logits(model, tokens, steps):
    """tokens [B, T + steps]: prefill of the first T, then one decode step per
    remaining column (the same tokens fed to every implementation, so their
    logits compare position by position): [B, T + steps, V] f32."""
    B, n = tokens.shape
    T = n - steps
    kc, vc = model.new_cache(B, n)
    with torch.no_grad():
        out = [model.forward(tokens[:, :T], 0, kc, vc, torch.full((B,), T)).float()]
        for s in range(steps):
            out.append(model.forward(tokens[:, T + s:T + s + 1], T + s, kc, vc, torch.full((B,), T + s + 1)).float())
    return torch.cat(out, dim=1).numpy()


def run_bench(model, a):
    B, V = a.batch, model.cfg["vocab"]
    rng = np.random.default_rng(7)
    times = []
    with torch.no_grad():
        if a.mode == "prefill":
            tokens = torch.from_numpy(rng.integers(0, V, (B, a.tokens)))
            kc, vc = model.new_cache(B, a.tokens)
            for i in range(a.steps + 1):
                t0 = time.perf_counter()
                model.forward(tokens, 0, kc, vc, torch.full((B,), a.tokens))
                times.append(time.perf_counter() - t0)
        else:
            ctx = a.context
            kc, vc = model.new_cache(B, ctx + a.steps + 1)
            model.forward(torch.from_numpy(rng.integers(0, V, (B, ctx))), 0, kc, vc, torch.full((B,), ctx))
            tok = torch.from_numpy(rng.integers(0, V, (B, 1)))
            for i in range(a.steps + 1):
                t0 = time.perf_counter()
                model.forward(tok, ctx + i, kc, vc, torch.full((B,), ctx + i + 1))
                times.append(time.perf_counter() - t0)
    return times[1:]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("config")
    ap.add_argument("weights")
    ap.add_argument("--dtype", choices=DTYPES, default="f32")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--rope", choices=("interleaved", "halves"), default="interleaved",
                    help="halves: Hugging Face's rotary pairing, a deliberately wrong model (the check's control)")
    sub = ap.add_subparsers(dest="cmd", required=True)
    lg = sub.add_parser("logits")
    lg.add_argument("--tokens", required=True)
    lg.add_argument("--decode", type=int, default=0)
    lg.add_argument("-o", "--output", required=True)
    bn = sub.add_parser("bench")
    bn.add_argument("--mode", choices=("prefill", "decode"), required=True)
    bn.add_argument("--batch", type=int, default=1)
    bn.add_argument("--tokens", type=int, default=128)
    bn.add_argument("--context", type=int, default=256)
    bn.add_argument("--steps", type=int, default=3)
    a = ap.parse_args()
    torch.set_num_threads(a.threads)
    cfg = load_config(a.config)
    t0 = time.perf_counter()
    model = Llama(cfg, read_safetensors(a.weights), DTYPES[a.dtype], a.rope)
    load_s = time.perf_counter() - t0
    if a.cmd == "logits":
        tokens = torch.from_numpy(np.load(a.tokens).astype(np.int64))
        np.save(a.output, run_logits(model, tokens, a.decode))
    else:
        times = run_bench(model, a)
        print(json.dumps({"impl": f"torch-{a.dtype}", "mode": a.mode, "batch": a.batch, "tokens": a.tokens,
                          "context": a.context, "load_s": round(load_s, 3), "seconds": times,
                          "torch": torch.__version__, "threads": torch.get_num_threads()}))


if __name__ == "__main__":
    main()
