# torch_semantics.py: prints the case table of test_semantics.c (inputs and
# PyTorch's outputs for each function of torch_semantics.mlir). The table is
# committed in test_semantics.c; this script is how it was made and how to
# check it: /usr/bin/python3 tests/unit/torch_semantics.py (PyTorch 1.13).
# Outputs torch cannot give (integer division by zero, INT_MIN // -1, which
# raise or trap in torch) are facet's definition (docs/ops.md), marked so.
import math

import torch

t = torch.tensor
f32, f64, f16 = torch.float32, torch.float64, torch.float16
i64, i32, i8, b1 = torch.int64, torch.int32, torch.int8, torch.bool
nan, inf = math.nan, math.inf
I64_MIN, I64_MAX, I32_MIN = -(2**63), 2**63 - 1, -(2**31)

TYPES = {f32: "f32", f64: "f64", f16: "f16", i64: "i64", i32: "i32", i8: "i8", b1: "i1"}


def value(x, dtype):
    if dtype == b1:
        return "1" if x else "0"
    if dtype.is_floating_point:
        return repr(float(x))  # the exact value, shortest form
    return str(int(x))


def spec(x):
    vals = " ".join(value(v, x.dtype) for v in x.flatten().tolist())
    dims = "".join(f"{d}x" for d in x.shape)
    if x.numel() > 64 and len(set(x.flatten().tolist())) == 1:  # splat
        vals = value(x.flatten()[0].item(), x.dtype)
    return f'"{dims}{TYPES[x.dtype]}={vals}"'


cases = []


def case(fn, torch_expr, ins, outs, ulps=0):
    cases.append((fn, torch_expr, ins, outs if isinstance(outs, tuple) else (outs,), ulps))


# 2: non-finite constants
c, x = t([True, False, True, False]), t([1.0, 2.0, 3.0, 4.0])
case("where_ninf", "torch.where(c, x, -inf)", [c, x], torch.where(c, x, t(-inf)))
a = t([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
b = t([[1.0, 0.0, -1.0, 2.0], [0.0, 1.0, 1.0, 0.0], [1.0, 1.0, 0.0, -1.0]])
m = t([[True, False, True, True], [False, True, True, False]])
case("mm_mask", "torch.where(m, a @ b, -inf)", [a, b, m], torch.where(m, a @ b, t(-inf)))
x = t([1.0, -2.5])
case("const_nan", "x + nan", [x], x + nan)
x = t([3.0, 1e300], dtype=f64)
case("const_f64", "x * 0.1 (float64)", [x], x * 0.1)

# 3: reductions in the dtype's arithmetic
a = t([16777217, 1, 0], dtype=i32)
case("sum_i32_i64", "a.sum(dtype=torch.int64)", [a], a.sum(dtype=i64))
a = t([2**31 - 1, 1], dtype=i32)
case("sum_i32_i32", "a.sum(dtype=torch.int32) (wraps)", [a], a.sum(dtype=i32))
a = torch.ones(2, 19, dtype=i64)
a[0, 0] = 9007199254740993
a[1, :] = 0
a[1, 3] = 1
a[1, 17] = I64_MAX
case("sum_i64", "a.sum(1) (row 1 wraps)", [a], a.sum(1))
a = t([16777217, 16777219, 16777218], dtype=i32)
case("amax_i32", "a.amax(0, keepdim=True)", [a], a.amax(0, keepdim=True))
a = t([2.0**30] + [2.0**-20] * 18 + [-(2.0**30)], dtype=f64)
case("sum_f64", "a.sum() (exact in float64 in any order)", [a], a.sum())
a = torch.full((100000,), 0.1)
case("sum_f32_long", "torch.full((100000,), 0.1).sum()", [a], a.sum(), ulps=8)

# 4: integer elementwise ops in integers
a, b = t([9007199254740993, 5], dtype=i64), t([9007199254740992, 5], dtype=i64)
case("eq_i64", "a == b", [a, b], a == b)
case("gt_i64", "a > b", [a, b], a > b)
a, b = t([16777217, 3], dtype=i64), t([16777216.0, 3.5])
case("eq_i64_f32", "a == b (compared in float32)", [a, b], a == b)
a, b = t([2**31 - 1, I32_MIN], dtype=i32), t([1, -1], dtype=i32)
case("add_i32", "a + b (wraps)", [a, b], a + b)
a, b = t([9007199254740993, I64_MAX], dtype=i64), t([2, 1], dtype=i64)
case("add_i64", "a + b (wraps)", [a, b], a + b)
a, b = t([3037000500, 9007199254740993], dtype=i64), t([3037000500, 1], dtype=i64)
case("mul_i64", "a * b (wraps)", [a, b], a * b)
a, b = t([127, -128], dtype=i8), t([1, -1], dtype=i8)
case("add_i8", "s = a + b; s, s > a", [a, b], (a + b, (a + b) > a))
a = t([I64_MIN, -5], dtype=i64)
case("neg_abs_i64", "-a, a.abs()", [a], (-a, a.abs()))
a = t([2, 3, -2, 0, 5, 3, -1, 1], dtype=i32)
b = t([3, -1, -1, -2, 0, 21, -3, -5], dtype=i32)
case("pow_i32", "a ** b", [a, b], a**b)

# 5: NaN propagates
a = t([1.0, nan, 3.0, -4.0, nan, 6.0, 7.0, -8.0, 9.0, 10.0, nan, 12.0, 1.0, 2.0, 3.0, 4.0,
       5.0, nan, 7.0, 8.0])
b = t([2.0, 1.0, nan, -5.0, nan, 5.0, 8.0, -7.0, nan, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0,
       nan, 2.0, 9.0, 1.0])
case("maximum", "torch.maximum(a, b), torch.minimum(a, b)", [a, b],
     (torch.maximum(a, b), torch.minimum(a, b)))
a = torch.arange(3 * 37, dtype=f32).reshape(3, 37).sin() * 10
a[0, 5] = nan
a[1, 36] = nan
case("amax_nan", "a.amax(1, keepdim=True), a.amin(1, keepdim=True)", [a],
     (a.amax(1, keepdim=True), a.amin(1, keepdim=True)))
a = torch.arange(3 * 19, dtype=f64).reshape(3, 19).cos() * 1e300
a[0, 2] = nan
a[1, 17] = nan
case("amax_nan_f64", "a.amax(1, keepdim=True), a.amin(1, keepdim=True)", [a],
     (a.amax(1, keepdim=True), a.amin(1, keepdim=True)))
a = t([nan, -0.0, -1.0, 2.0, -inf, inf, 0.5, nan, -3.0, 4.0, 5.0, -6.0, 7.0, nan, 9.0, -1.0,
       1.0, -2.0, 2.0, nan])
case("relu", "torch.relu(a)", [a], torch.relu(a))
a, b = t([[nan, 1.0], [1.0, 1.0]]), t([[1.0, 2.0], [3.0, -4.0]])
case("mm_relu", "torch.relu(a @ b)", [a, b], torch.relu(a @ b))
a = t([[1.0, nan, 2.0, 3.0, 4.0], [1.0, 2.0, 3.0, 4.0, 5.0]])
case("softmax_nan", "torch.softmax(a, -1)", [a], torch.softmax(a, -1), ulps=4)

# 10: float floor_divide and remainder
xs = [1.0, 1e10, -7.5, 7.5, 5.0, -5.0, 0.0, -0.0, 3.0, -3.0, inf, 2.0, nan, 5.5, -1.0, 1.0]
ys = [0.1, 3.3, 2.0, -2.0, 0.0, 0.0, 3.0, 3.0, inf, inf, 2.0, nan, 1.0, -0.5, 0.3, -0.0]
a, b = t(xs), t(ys)
case("floordiv_f32", "torch.floor_divide(a, b), torch.remainder(a, b)", [a, b],
     (torch.floor_divide(a, b), torch.remainder(a, b)))
a, b = t(xs, dtype=f64), t(ys, dtype=f64)
a[1] = 1e300
case("floordiv_f64", "torch.floor_divide(a, b), torch.remainder(a, b)", [a, b],
     (torch.floor_divide(a, b), torch.remainder(a, b)))


# 11: integer division by zero and INT_MIN // -1 (facet's definition where torch raises)
def int_floordiv(a, b, dtype, lo):
    q, r = [], []
    for x, y in zip(a, b):
        if y == 0:  # facet: x // 0 = x % 0 = 0
            q.append(0), r.append(0)
        elif x == lo and y == -1:  # facet: wraps to INT_MIN, remainder 0
            q.append(lo), r.append(0)
        else:
            q.append(torch.floor_divide(t([x], dtype=dtype), t([y], dtype=dtype)).item())
            r.append(torch.remainder(t([x], dtype=dtype), t([y], dtype=dtype)).item())
    return t(q, dtype=dtype), t(r, dtype=dtype)


a = [7, -7, 7, -7, I64_MIN, 0, 1, I64_MIN + 1, 5, I64_MIN]
b = [2, 2, -2, -2, 1, 3, -3, -1, 0, -1]
case("floordiv_i64", "torch.floor_divide(a, b), torch.remainder(a, b); [8:] facet's", 
     [t(a, dtype=i64), t(b, dtype=i64)], int_floordiv(a, b, i64, I64_MIN))
a = [7, -7, 7, -7, I32_MIN, I32_MIN + 1, 5, I32_MIN]
b = [2, 2, -2, -2, 1, -1, 0, -1]
case("floordiv_i32", "torch.floor_divide(a, b), torch.remainder(a, b); [6:] facet's",
     [t(a, dtype=i32), t(b, dtype=i32)], int_floordiv(a, b, i32, I32_MIN))

# 13: special values
a = t([-0.0, 0.0, -1e-8, 1e-8, 65520.0, -inf, nan, 6e-8, 65519.0, -3e-5])
case("to_f16", "a.half(), a.half().float()", [a], (a.half(), a.half().float()))
a = t([-88.0, -100.0, -103.9, -104.0, -87.0, -inf, nan, 0.0, 88.7, 89.0])
case("exp", "a.exp()", [a], a.exp(), ulps=2)
a = t([-0.0, 0.0, -inf, inf, nan, 4.0, -4.0])
case("pow_special", "a ** e for e in (0.5, -0.5, 3, -1, -2, 0)", [a],
     tuple(a**e for e in (0.5, -0.5, 3, -1, -2, 0)))

# float to integer (undefined in C; torch's x86 behaviour)
a = t([nan, 3e9, -3e9, 300.7, -129.5, 1e20])
case("to_int", "a.int(), a.to(torch.int8), a.long()", [a],
     (a.to(i32), a.to(i8), a.to(i64)))

for fn, expr, ins, outs, ulps in cases:
    print(f"    {{\"{fn}\", // {expr}")
    print("     {" + ", ".join(spec(x) for x in ins) + "},")
    print("     {" + ", ".join(spec(x) for x in outs) + f"}},\n     {ulps}}},")
