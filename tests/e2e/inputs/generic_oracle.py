#!/usr/bin/python3
# Writes the inputs and expected outputs of tests/e2e/generic_oracle.sh into
# generic_oracle/ (run by hand: /usr/bin/python3 tests/e2e/inputs/generic_oracle.py;
# the .npy files are committed, the test runs no Python).
#
# Each linalg.generic of generic_oracle.mlir computed here the way MLIR's
# arith and math dialects define its ops, written independently of facet
# with numpy: every float op rounded to its type once (a math function:
# its double value rounded to f32), integers wrapped to their width, the
# signed and unsigned ops reading the same bits as MLIR says; where MLIR
# leaves a result undefined, facet's definition (docs/ops.md): x / 0 and
# x % 0 are 0, a shift by the width or more is 0, fptosi out of range is
# INT32_MIN.
import math
import os

import numpy as np

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "generic_oracle")
os.makedirs(out, exist_ok=True)
rng = np.random.default_rng(5)


def save(name, a):
    np.save(os.path.join(out, name + ".npy"), a)


f32 = np.float32


def r32(v):  # a double rounded to f32
    return f32(v)


# @rotary: pairs (x[2i], x[2i+1]) rotated by the angle at each position d
S = 3
x = rng.standard_normal((1, S, 4, 8)).astype(np.float32)
ang = (rng.standard_normal((1, S, 8)) * 3).astype(np.float32)
rot = np.zeros_like(x)
for s in range(S):
    for h in range(4):
        for d in range(8):
            a = float(ang[0, s, d])
            c, sn = r32(math.cos(a)), r32(math.sin(a))
            e, o = x[0, s, h, 2 * (d // 2)], x[0, s, h, 2 * (d // 2) + 1]
            if d % 2 == 0:
                rot[0, s, h, d] = r32(float(r32(float(e) * float(c))) - float(r32(float(o) * float(sn))))
            else:
                rot[0, s, h, d] = r32(float(r32(float(o) * float(c))) + float(r32(float(e) * float(sn))))
save("rotary_x", x)
save("rotary_angles", ang)
save("rotary_out", rot)

# @reduce: acc = 1 + sum over d1 of x[d1, d0]^2 in f32, in order; count = sum d1 * k
xr = (rng.standard_normal((5, 4)) * 4).astype(np.float16)
k = np.array(7, dtype=np.int64)
acc = np.ones(4, dtype=np.float32)
cnt = np.zeros(4, dtype=np.int64)
for d0 in range(4):
    for d1 in range(5):
        v = float(xr[d1, d0])
        acc[d0] = r32(float(acc[d0]) + float(r32(v * v)))
        cnt[d0] += d1 * int(k)
save("reduce_x", xr)
save("reduce_k", k)
save("reduce_sum", acc)
save("reduce_count", cnt)


# @ints at i8
def w(v, bits):
    m = 1 << bits
    v &= m - 1
    return v - m if v >= m // 2 else v


def u(v, bits):
    return v & ((1 << bits) - 1)


def trunc_div(a, b):
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


A = [127, -128, -1, 0, 1, 100, -100, 7, -7, 3, 64, -65, 15, -16, 90, -3]
B = [1, -1, 0, 2, -3, 100, 7, -128, 2, 5, -2, 3, 0, -1, 127, -5]
outs = [[] for _ in range(6)]
for a, b in zip(A, B):
    ua, ub = u(a, 8), u(b, 8)
    s_, p_ = w(a + b, 8), w(a * b, 8)
    mix = w(s_ ^ p_, 8)
    if b == 0:
        q = fq = cq = sr = 0
    elif b == -1:
        q = fq = cq = w(-a, 8)
        sr = 0
    else:
        q = w(trunc_div(a, b), 8)
        fq = w(a // b, 8)
        cq = w(-((-a) // b), 8)
        sr = w(a - trunc_div(a, b) * b, 8)
    uq = w(ua // ub, 8) if ub else 0
    ur = w(ua % ub, 8) if ub else 0
    d1 = w(w(q - fq, 8) + cq, 8)
    d3 = w(w(uq * ur, 8) + sr, 8)
    sl, ss, su, big = w(a << 3, 8), a >> 3, w(ua >> 3, 8), 0
    sc = w(w(w(sl + ss, 8) + su, 8) + big, 8)
    mx, mu, mn = max(a, b), w(max(ua, ub), 8), w(min(ua, ub), 8)
    m1 = w(w(mu - mx, 8) + mn, 8)
    e2 = w(a + w(ub * 1000, 32), 32)
    lt, ult = a < b, ua < ub
    outs[0].append(w(mix ^ m1, 8))
    outs[1].append(d1)
    outs[2].append(d3)
    outs[3].append(sc)
    outs[4].append(e2 if lt != ult else a)
    outs[5].append(ult)
save("ints_a", np.array(A, dtype=np.int8))
save("ints_b", np.array(B, dtype=np.int8))
for i, t in enumerate([np.int8] * 4 + [np.int32, np.bool_]):
    save("ints_out%d" % i, np.array(outs[i], dtype=t))

# @floats
X = np.array([1.5, -2.25, 0.0, -0.0, 3.0e3, 70000.0, float("nan"), 2.5, -7.75, 3.0e9, 0.3, -0.6], dtype=np.float32)
Y = np.array([2.0, 0.5, -0.0, 0.0, 3.0, 1.0, 1.0, float("nan"), -1.25, 0.5, 0.7, -0.2], dtype=np.float32)
N = np.array([1, -3, 2049, 0, 5, 2, 1, 1, 70000, -4, 0, 7], dtype=np.int64)


def maximumf(a, b):
    if math.isnan(a) or math.isnan(b):
        return float("nan")
    if a == b:
        return b if math.copysign(1, a) < 0 else a
    return max(a, b)


o0, o1, o2, o3, o4 = [], [], [], [], []
np.seterr(all="ignore")  # f16 70000 is inf, exp(3000) is inf: IEEE, as intended
for a, c, n in zip(X.tolist(), Y.tolist(), N.tolist()):
    ah, ch = np.float16(f32(a)), np.float16(f32(c))
    kh = np.float16(f32(n))
    p = np.float16(float(ah) * float(ch))
    o0.append(np.float16(float(p) + float(kh)))
    mx = maximumf(a, c)
    mn = c if math.isnan(a) else a if math.isnan(c) else maximumf(a, c)
    o1.append(r32(mx + mn))
    d = np.float64
    e1 = r32(np.exp(abs(d(a))))
    e2, e3 = r32(np.tanh(d(c))), r32(math.erf(c) if not math.isnan(c) else c)
    e4 = r32(1 / np.sqrt(d(e1)))
    e5 = r32(np.power(d(e1), d(e2)))
    e6, e7 = r32(np.floor(d(a))), r32(np.ceil(d(c)))
    t = r32(float(e3) + float(e4))
    t = r32(float(t) + float(e5))
    t = r32(float(t) + float(e6))
    o2.append(r32(float(t) + float(e7)))
    o3.append(int(a) if not math.isnan(a) and -2**31 <= math.trunc(a) < 2**31 else -2**31)
    o4.append(math.isnan(a) or math.isnan(c))
save("floats_x", X)
save("floats_y", Y)
save("floats_n", N)
save("floats_out0", np.array(o0, dtype=np.float16))
save("floats_out1", np.array(o1, dtype=np.float32))
save("floats_out2", np.array(o2, dtype=np.float32))
save("floats_out3", np.array(o3, dtype=np.int32))
save("floats_out4", np.array(o4, dtype=np.bool_))
