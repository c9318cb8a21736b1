# Writes the inputs and PyTorch's outputs for tests/e2e/frontend_oracle.sh
# into frontend_oracle/ (run once with /usr/bin/python3, which has torch;
# the .npy files are committed, the test runs no Python).
import os

import numpy as np
import torch

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "frontend_oracle")
os.makedirs(out, exist_ok=True)
g = torch.Generator().manual_seed(17)


def save(name, t):
    np.save(os.path.join(out, name + ".npy"), t.numpy())


# @rotary: x [1, 5, 2, 16] f16 seen as complex<f16> pairs, times
# exp(i * pos) (complex<f32>), back to f32 pairs
x = torch.randn(1, 5, 2, 16, generator=g).to(torch.float16)
pos = torch.randn(5, 8, generator=g)
freqs = torch.complex(torch.cos(pos), torch.sin(pos)).unsqueeze(0).unsqueeze(-1).transpose(-1, 2)
xc = torch.view_as_complex(x.float().reshape(1, 5, 2, 8, 2))
save("rotary_x", x)
save("rotary_pos", pos)
save("rotary_out", torch.view_as_real(xc * freqs).reshape(1, 5, 2, 16))

# @complex_ops
a, b, c = (torch.randn(4, 8, generator=g) for _ in range(3))
z, w = torch.complex(a, b), torch.complex(b, c)
t = c - (z + w)
v = (t * a) * w
save("complex_a", a)
save("complex_b", b)
save("complex_c", c)
save("complex_real", torch.view_as_real(v))
save("complex_imag", t.imag)

# @paged: out[i, j, :] = cache[pages[i, j], pa, pb, :]
cache = torch.randn(6, 3, 2, 4, generator=g)
pages = torch.tensor([[5, 0, 3], [1, 1, 4]], dtype=torch.int64)
pa, pb = torch.tensor(2, dtype=torch.int64), torch.tensor(1, dtype=torch.int64)
save("paged_cache", cache)
save("paged_pages", pages)
save("paged_a", pa)
save("paged_b", pb)
save("paged_out", cache[:, 2, 1, :][pages])

# @calls
xs = torch.randn(3, 5, generator=g)
save("calls_x", xs)
save("calls_exp", torch.exp(xs))
save("calls_neg4", -xs * 4)

# @rotary_generic: sharktank's interleaved rotary, written as torch computes it
x = torch.randn(1, 6, 4, 16, generator=g)
ang = torch.randn(1, 6, 16, generator=g)
# (each element reads its own angle: sharktank's tables repeat each pair's)
ce, se = torch.cos(ang[..., 0::2]).unsqueeze(2), torch.sin(ang[..., 0::2]).unsqueeze(2)
co, so = torch.cos(ang[..., 1::2]).unsqueeze(2), torch.sin(ang[..., 1::2]).unsqueeze(2)
even, odd = x[..., 0::2], x[..., 1::2]
rot = torch.stack([even * ce - odd * se, odd * co + even * so], dim=-1).reshape(1, 6, 4, 16)
save("rotgen_x", x)
save("rotgen_ang", ang)
save("rotgen_out", rot)

# @gqa: q [1, 3, 4, 16], k and v [1, 5, 2, 16]; key/value head h // 2 for
# query head h (repeat_kv, out0 and out2), h % 2 (tiled, out1)
q = torch.randn(1, 3, 4, 16, generator=g)
k = torch.randn(1, 5, 2, 16, generator=g)
v = torch.randn(1, 5, 2, 16, generator=g)
# (torch 1.13 has no scaled_dot_product_attention: its definition, in float64)
sdpa = lambda q, k, v: (torch.softmax(q.double() @ k.double().transpose(-1, -2) / 4.0, -1) @ v.double()).float()
qt = q.transpose(1, 2)
rep = lambda t: t.transpose(1, 2).repeat_interleave(2, dim=1)
tile = lambda t: t.transpose(1, 2).repeat(1, 2, 1, 1)
save("gqa_q", q)
save("gqa_k", k)
save("gqa_v", v)
save("gqa_out0", sdpa(qt, rep(k), rep(v)))
save("gqa_out1", sdpa(qt, tile(k), tile(v)))
save("gqa_out2", sdpa(qt, rep(k), rep(v)))
