#!/usr/bin/env python3
"""S8's PyTorch baseline (bench/s8_cnn.sh): one timing of torchvision's
model on facet-gen-cnn's weights.

  /usr/bin/python3 bench/cnn_torch.py --model=resnet50 --params=W.safetensors \
      --dtype=f32|bf16 --batch=8 [--image=224] [--threads=2] [--min-time=0.5]

The model is built and loaded by tests/cnn/torchvision_logits.py (bf16:
model.to(torch.bfloat16) holding the bf16 file's values), eval mode,
torch.no_grad, torch.set_num_threads(threads); one warm-up call, then calls
until --min-time seconds have passed (at least 2). Prints "ms cpu_ms": the
mean real and process CPU milliseconds per call, as facet-benchmark-module
reports them.
"""
import argparse
import os
import sys
import time

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "cnn"))
import torchvision_logits  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", required=True)
    ap.add_argument("--params", required=True)
    ap.add_argument("--dtype", default="f32", choices=["f32", "bf16"])
    ap.add_argument("--batch", type=int, default=1)
    ap.add_argument("--image", type=int, default=224)
    ap.add_argument("--classes", type=int, default=1000)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--min-time", type=float, default=0.5)
    a = ap.parse_args()
    torch.set_num_threads(a.threads)
    m = torchvision_logits.build(a.model, a.classes, 1.0, a.dtype, a.params)
    x = torch.full((a.batch, 3, a.image, a.image), 0.5,
                   dtype=torch.bfloat16 if a.dtype == "bf16" else torch.float32)
    with torch.no_grad():
        m(x)
        n, t0, c0 = 0, time.perf_counter(), time.process_time()
        while n < 2 or time.perf_counter() - t0 < a.min_time:
            m(x)
            n += 1
        t1, c1 = time.perf_counter(), time.process_time()
    print("%.4f %.4f" % ((t1 - t0) * 1e3 / n, (c1 - c0) * 1e3 / n))


if __name__ == "__main__":
    main()
