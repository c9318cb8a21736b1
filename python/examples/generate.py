#!/usr/bin/python3
"""Greedy generation over a sharktank Llama export, from Python: prefill, then decode.

    PYTHONPATH=build/python /usr/bin/python3 python/examples/generate.py \\
        [--mlir=examples/exports/toy_llama_bs1.mlir] [--weights=W.irpa | --seed=1] \\
        [--prompt=1,2,3,...] [--steps=8] [--threads=N] [--check]

The export (sharktank's paged Llama, batch 1) has two entry points:

    prefill_bs1(tokens [1, 32*s], seq_lens [1], seq_block_ids [1, s], cache [pages, C]) -> logits
    decode_bs1(tokens [1, 1], seq_lens [1], start_positions [1], seq_block_ids [1, s], cache)
        -> logits

and updates the paged KV cache (a mutable argument) in place. The inputs are built as
shark-ai's llm_utils builds them: the prompt padded with zeros to whole pages of
block_seq_stride (32) tokens, seq_lens the real length, the sequence's pages in
seq_block_ids (pages 0, 1, ...: one sequence owns the cache), one f16 cache of
`pages` rows of C elements. The next token is the arg-max of the logits at the last real
position (the first maximum on ties, compared as f16 values). Without --weights the
weights are random (facet-params --init=random --seed=N): the tokens mean nothing, but
any runtime computes the same ones.

--check replays every step through facet-run-module (prefill, then each decode with the
cache it wrote) and requires bit-identical logits and caches, and the same tokens.
Prints the tokens, one line: "tokens: 17 203 ...".
"""

import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np

import facet

STRIDE = 32  # block_seq_stride: tokens per cache page


def pages_for(length):
    """The page count for `length` tokens, at least the export's minimum (its s >= 2)."""
    return max(-(-length // STRIDE), 2)


def prefill_inputs(prompt, pages, cache):
    """tokens, seq_lens, seq_block_ids for one prompt, as llm_utils makes them."""
    tokens = np.zeros((1, pages * STRIDE), np.int64)
    tokens[0, :len(prompt)] = prompt
    seq_lens = np.array([len(prompt)], np.int64)
    block_ids = np.arange(pages, dtype=np.int64).reshape(1, pages)
    return [tokens, seq_lens, block_ids, cache]


def decode_inputs(token, position, pages, cache):
    """tokens, seq_lens, start_positions, seq_block_ids for the token at `position`."""
    return [np.array([[token]], np.int64), np.array([position + 1], np.int64),
            np.array([position], np.int64), np.arange(pages, dtype=np.int64).reshape(1, pages),
            cache]


def next_token(logits, position):
    """Greedy choice: the first arg-max of the logits at `position`."""
    return int(np.argmax(logits[0, position]))


def generate(module, prompt, steps, cache_pages, on_step=None):
    """Prefill then `steps - 1` decodes; returns the generated tokens. on_step(name, inputs,
    logits) sees every call (inputs after the call: the cache holds its new value)."""
    row = module.prefill_bs1.inputs[3].shape[1]
    cache = np.zeros((cache_pages, row), np.float16)
    pages = pages_for(len(prompt))
    inputs = prefill_inputs(prompt, pages, cache)
    before = [a.copy() for a in inputs]
    logits = module.prefill_bs1(*inputs)
    if on_step:
        on_step("prefill_bs1", before, inputs, logits)
    out = [next_token(logits, len(prompt) - 1)]
    position = len(prompt)
    for _ in range(steps - 1):
        inputs = decode_inputs(out[-1], position, pages_for(position + 1), cache)
        before = [a.copy() for a in inputs]
        logits = module.decode_bs1(*inputs)
        if on_step:
            on_step("decode_bs1", before, inputs, logits)
        out.append(next_token(logits, 0))
        position += 1
    return out


class RunModuleCheck:
    """Replays each call through facet-run-module with the same inputs (the cache as it was
    before the call) and requires the same logits and new cache, bit for bit."""

    def __init__(self, module_path, weights, threads, tmp):
        self.module_path, self.weights, self.threads, self.tmp = module_path, weights, threads, tmp
        self.calls = 0

    def __call__(self, name, before, after, logits):
        args = []
        for i, a in enumerate(before):
            path = os.path.join(self.tmp, f"in{i}.npy")
            np.save(path, a)
            args.append(f"--input=@{path}")
        out_logits = os.path.join(self.tmp, "logits.npy")
        out_cache = os.path.join(self.tmp, "cache.npy")
        subprocess.run([facet.tool("facet-run-module"), f"--module={self.module_path}",
                        f"--function={name}", f"--parameters=model={self.weights}",
                        f"--threads={self.threads}", *args, f"--output=@{out_logits}",
                        f"--output=@{out_cache}"], check=True, stdout=subprocess.DEVNULL)
        if not np.array_equal(np.load(out_logits), logits):
            sys.exit(f"check: {name} call {self.calls}: logits differ from facet-run-module's")
        if not np.array_equal(np.load(out_cache), after[-1]):
            sys.exit(f"check: {name} call {self.calls}: cache differs from facet-run-module's")
        self.calls += 1


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
    p.add_argument("--mlir", default=os.path.join(root, "examples/exports/toy_llama_bs1.mlir"))
    p.add_argument("--module", help="a compiled .facet (default: compile --mlir)")
    p.add_argument("--weights", help="parameter file of scope 'model' (default: random)")
    p.add_argument("--seed", type=int, default=1, help="seed of the random weights")
    p.add_argument("--prompt", default="1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20")
    p.add_argument("--steps", type=int, default=8, help="tokens to generate")
    p.add_argument("--threads", type=int, default=0)
    p.add_argument("--check", action="store_true", help="replay through facet-run-module")
    a = p.parse_args()
    prompt = [int(t) for t in a.prompt.split(",")]
    with tempfile.TemporaryDirectory(prefix="facet-generate-") as tmp:
        module_path = a.module or facet.compile(a.mlir, output=os.path.join(tmp, "m.facet"))
        weights = a.weights
        if not weights:
            weights = os.path.join(tmp, "w.irpa")
            subprocess.run([facet.tool("facet-params"), module_path, "--format=irpa",
                            "--init=random", f"--seed={a.seed}", "-o", weights], check=True,
                           stdout=subprocess.DEVNULL)
        module = facet.load(module_path, parameters={"model": weights}, threads=a.threads)
        total = len(prompt) + a.steps
        cache_pages = pages_for(total)
        check = RunModuleCheck(module_path, weights, a.threads, tmp) if a.check else None
        tokens = generate(module, prompt, a.steps, cache_pages, check)
    print("tokens:", " ".join(str(t) for t in tokens))
    if check:
        print(f"check: {check.calls} calls equal facet-run-module's")


if __name__ == "__main__":
    main()
