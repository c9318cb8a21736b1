#!/usr/bin/env python3
"""Runs torchvision's own model on the weights facet-gen-cnn wrote: the
PyTorch side of tests/e2e/cnn_models.sh and bench/s8_cnn.sh.

  /usr/bin/python3 tests/cnn/torchvision_logits.py --model=resnet18 \
      --params=W.safetensors [--classes=1000] [--width=1.0] [--dtype=f32|bf16] \
      (--batch=2 --image=32 --seed=1 --input-out=X.npy | --input=X.npy) \
      --logits-out=L.npy

Builds torchvision.models.<model>(num_classes=...; width_mult for
mobilenet_v2), loads every tensor of the safetensors file by its key
(the file must hold exactly the model's state_dict keys but
num_batches_tracked, which inference does not read), evaluates it under
torch.no_grad in eval mode (batch norm with the running statistics) and
writes the logits as f32 .npy. The input is --input's array, or a
deterministic one (numpy's PCG64 from --seed, standard normal, written to
--input-out). --dtype=bf16 runs model.to(torch.bfloat16) on a bf16 file.

Needs Debian's python3-torch and python3-torchvision (scripts/install-deps
--bench); reads safetensors itself (no safetensors package).
"""
import argparse
import json
import struct
import sys

import numpy as np
import torch
import torchvision

# bf16 read as int16 (numpy has no bf16; torch converts no uint16), then viewed
DTYPES = {"F32": (np.float32, None), "BF16": (np.int16, torch.bfloat16)}


def read_safetensors(path):
    """{key: torch tensor} of a safetensors file (F32 and BF16 entries)."""
    with open(path, "rb") as f:
        data = f.read()
    (n,) = struct.unpack("<Q", data[:8])
    header = json.loads(data[8:8 + n])
    base = 8 + n
    out = {}
    for key, e in header.items():
        if key == "__metadata__":
            continue
        if e["dtype"] not in DTYPES:
            sys.exit("%s: %s has dtype %s (F32 or BF16 expected)" % (path, key, e["dtype"]))
        np_t, torch_t = DTYPES[e["dtype"]]
        lo, hi = e["data_offsets"]
        a = np.frombuffer(data, dtype=np_t, count=(hi - lo) // np.dtype(np_t).itemsize, offset=base + lo)
        t = torch.from_numpy(a.copy().reshape(e["shape"]))
        if torch_t is not None:
            t = t.view(torch_t)
        out[key] = t
    return out


def build(model, classes, width, dtype, params):
    """torchvision's model with the file's weights, in eval mode."""
    if model == "mobilenet_v2":
        m = torchvision.models.mobilenet_v2(num_classes=classes, width_mult=width)
    elif width != 1.0:
        sys.exit("torchvision's %s has no width option: --width=1 only" % model)
    else:
        m = getattr(torchvision.models, model)(num_classes=classes)
    if dtype == "bf16":
        m = m.to(torch.bfloat16)
    state = read_safetensors(params)
    missing, unexpected = m.load_state_dict(state, strict=False)
    missing = [k for k in missing if not k.endswith("num_batches_tracked")]
    if missing or unexpected:
        sys.exit("%s does not fit torchvision's %s: missing %s, unexpected %s"
                 % (params, model, missing[:5], unexpected[:5]))
    return m.eval()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", required=True, choices=["resnet18", "resnet50", "mobilenet_v2"])
    ap.add_argument("--params", required=True)
    ap.add_argument("--classes", type=int, default=1000)
    ap.add_argument("--width", type=float, default=1.0)
    ap.add_argument("--dtype", default="f32", choices=["f32", "bf16"])
    ap.add_argument("--batch", type=int, default=2)
    ap.add_argument("--image", type=int, default=32)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--input")
    ap.add_argument("--input-out")
    ap.add_argument("--logits-out", required=True)
    ap.add_argument("--threads", type=int, default=0)
    a = ap.parse_args()
    if a.threads:
        torch.set_num_threads(a.threads)
    m = build(a.model, a.classes, a.width, a.dtype, a.params)
    if a.input:
        x = np.load(a.input)
    else:
        x = np.random.default_rng(a.seed).standard_normal((a.batch, 3, a.image, a.image)).astype(np.float32)
        if a.input_out:
            np.save(a.input_out, x)
    t = torch.from_numpy(x)
    if a.dtype == "bf16":
        t = t.to(torch.bfloat16)
    with torch.no_grad():
        y = m(t)
    np.save(a.logits_out, y.float().numpy())


if __name__ == "__main__":
    main()
