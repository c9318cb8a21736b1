#!/usr/bin/python3
"""S6's first step: do facet and llama.cpp run the same quantized model?

    /usr/bin/python3 bench/check_agree_quant.py [toy-q8_0] [100m-q4_0] ... [1b-q4_K]
                                  (default: toy-q8_0 toy-q4_0 toy-q4_K 100m-q4_0)

Per case MODEL-TYPE: facet-gen-llama writes the float export and, with
--quant=TYPE, the quantized one (sharktank's planar form); the float weights
(bench/llama_weights.py) become an f16 GGUF (bench/llama_gguf.py) that
llama.cpp's own quantizer turns into TYPE (`llama_cpp_run quantize`: pure,
every matrix TYPE, the embedding kept f16). That one GGUF is what everyone
runs, through the same prompt as bench/check_agree.py (B sequences of 64
random tokens, then 4 decode steps):

- the reference: PyTorch f32 (bench/llama_torch.py) on the GGUF's weights
  dequantized exactly (bench/llama_quant.py --from-gguf, then --dequantize):
  what the quantized model means;
- llama.cpp on the GGUF (its kernels quantize activations to 8 bits);
- facet: the quantized export compiled by facet-compile, run by
  facet-run-module binding the GGUF directly (its blocks made into the
  export's planes at load);
- facet-reference on the quantized export and the GGUF (toy cases only: the
  float64 interpreter takes minutes at 100m);
- a control: PyTorch f32 with Hugging Face's rotary pairing, which must land
  far outside the tolerance.

Compared as in check_agree.py: max |x - ref| and RMS(x - ref) over the
standard deviation of the reference logits, every position; the share of
positions with the same arg-max. Tolerances: facet and facet-reference the
f16 model's (max 0.05, RMS 0.01: facet's kernels keep activations at 16
bits, below the f16 rounding of the program); llama.cpp max 0.5, RMS 0.1
(its kernels quantize activations to 8 bits per block, q8_0 / q8_K: on a
100M q4_K model that alone moves its logits by RMS 0.05 of their spread,
while a wrong model lands at ~0.9). Writes
bench/results/s6_agree.md; exits 1 when anything that ran disagrees.
"""
import json
import os
import platform
import subprocess
import sys

import numpy as np

import check_agree as ca

WORK = os.path.join(ca.BENCH, "work", "agree_quant")
MODELS = {"toy": (["--model=toy", "--ffn=256"], 4), "100m": (["--model=100m", "--prefill=1", "--decode=1"], 1),
          "1b": (["--model=1b", "--prefill=1", "--decode=1"], 1)}
TYPES = ("q8_0", "q4_0", "q4_1", "q4_K")
DEFAULT = ["toy-q8_0", "toy-q4_0", "toy-q4_K", "100m-q4_0"]
TOL = {"facet": (0.05, 0.01), "llama.cpp": (0.5, 0.1)}


def parse(name):
    model, _, q = name.partition("-")
    if model not in MODELS or q not in TYPES:
        sys.exit("check_agree_quant: unknown case '%s' (MODEL-TYPE: %s x %s)" % (name, ", ".join(MODELS), ", ".join(TYPES)))
    return model, q


def run_case(name, lcpp):
    model, q = parse(name)
    flags, B = MODELS[model]
    d = os.path.join(WORK, name)
    os.makedirs(d, exist_ok=True)
    j = lambda n: os.path.join(d, n)
    gen = [os.path.join(ca.BIN, "facet-gen-llama")] + flags
    ca.sh(gen + ["-o", j("float.mlir"), "--json=" + j("float.json")])
    ca.sh(gen + ["--quant=" + q, "-o", j("model.mlir"), "--json=" + j("model.json")])
    cfg = json.load(open(j("float.json")))
    ca.sh([ca.PY, os.path.join(ca.BENCH, "llama_weights.py"), j("float.json"), "-o", j("w.safetensors")])
    ca.sh([ca.PY, os.path.join(ca.BENCH, "llama_gguf.py"), j("float.json"), j("w.safetensors"), "-o", j("f16.gguf")])
    ca.sh([lcpp, "quantize", j("f16.gguf"), j("q.gguf"), q])
    quant = [ca.PY, os.path.join(ca.BENCH, "llama_quant.py"), j("model.json")]
    ca.sh(quant + [j("w.safetensors"), "--from-gguf=" + j("q.gguf"), "-o", j("planes.safetensors")])
    ca.sh(quant + [j("planes.safetensors"), "--dequantize", "-o", j("dq.safetensors")])
    tokens = np.random.default_rng(11).integers(0, cfg["vocab"], (B, ca.PROMPT + ca.STEPS)).astype(np.int64)
    np.save(j("tokens.npy"), tokens)
    ca.facet_inputs(d, cfg, B, tokens)
    torch = [ca.PY, os.path.join(ca.BENCH, "llama_torch.py"), j("float.json"), j("dq.safetensors")]
    logits = lambda out: ["logits", "--tokens=" + j("tokens.npy"), "--decode=%d" % ca.STEPS, "-o", j(out)]
    ca.sh(torch + ["--dtype=f32"] + logits("torch_f32.npy"))
    ref = np.load(j("torch_f32.npy")).astype(np.float64)
    rows, notes = [], []
    ca.sh([lcpp, "logits", j("q.gguf"), j("tokens.npy"), str(ca.STEPS), j("llama_cpp.npy")])
    rows.append(("llama.cpp (%s GGUF)" % q, np.load(j("llama_cpp.npy")), "llama.cpp"))
    ok, why = ca.tried([os.path.join(ca.BIN, "facet-compile"), j("model.mlir"), "-o", j("model.facet"), "-j2"])
    if ok:
        x, why = ca.run_facet("facet-run-module", j("model.facet"), d, cfg, B, j("q.gguf"))
        rows.append(("facet (compiled, the same GGUF)", x, "facet"))
        if x is None:
            notes.append("facet: compiled, but running failed: " + why)
    else:
        notes.append("facet: not compiled (facet-compile: %s)" % why)
    if model == "toy":
        x, why = ca.run_facet("facet-reference", j("model.mlir"), d, cfg, B, j("q.gguf"))
        rows.append(("facet-reference", x, "facet"))
        if x is None:
            notes.append("facet-reference: " + why)
    torch_float = [ca.PY, os.path.join(ca.BENCH, "llama_torch.py"), j("float.json"), j("dq.safetensors")]
    ca.sh(torch_float + ["--dtype=f32", "--rope=halves"] + logits("control.npy"))
    rows.append(("control: PyTorch f32, HF rotary pairing", np.load(j("control.npy")), None))
    table, good = [], True
    for label, x, who in rows:
        if x is None or x.shape != ref.shape:
            table.append((label, "-", "-", "-", "FAILED" if x is None else "FAILED: shape %s" % (x.shape,)))
            good = False
            continue
        mx, rms, am = ca.compare(ref, x)
        if who:
            tmax, trms = TOL[who]
            inside = mx <= tmax and rms <= trms
            verdict = "agrees" if inside else "DISAGREES"
        else:
            inside = mx > 10 * TOL["facet"][0]
            verdict = "told apart" if inside else "NOT TOLD APART"
        good &= inside
        table.append((label, "%.4f" % mx, "%.4f" % rms, "%.3f" % am, verdict))
    head = ("%s: %s --quant=%s, llama.cpp's quantizer; prompt B = %d x %d tokens + %d decode steps, logits std %.3f"
            % (name, " ".join(flags), q, B, ca.PROMPT, ca.STEPS, ref.std()))
    return head, table, notes, good


def main():
    names = sys.argv[1:] or DEFAULT
    for n in names:
        parse(n)
    lcpp = subprocess.run(["sh", os.path.join(ca.BENCH, "llama_cpp_install.sh")], check=True, text=True,
                          stdout=subprocess.PIPE).stdout.strip()
    cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")),
               platform.processor())
    lines = ["# S6 step 1: do facet and llama.cpp run the same quantized model?", "",
             "`/usr/bin/python3 bench/check_agree_quant.py %s` (see its header). Machine: %s, %d CPUs." %
             (" ".join(names), cpu, os.cpu_count()),
             "Reference: PyTorch f32 on the GGUF's weights dequantized. Columns: max |x - ref| and RMS(x - ref)",
             "over the standard deviation of the reference logits, every position of prefill and decode; the",
             "share of positions with the same arg-max. Tolerances: facet max 0.05, RMS 0.01; llama.cpp (8-bit",
             "activations) max 0.5, RMS 0.1.", ""]
    good, secs = True, []
    for n in names:
        head, table, notes, ok = run_case(n, lcpp)
        good &= ok
        sec = ["## " + head, "", "| implementation | max / std | RMS / std | same arg-max | verdict |",
               "|---|---|---|---|---|"] + ["| %s | %s | %s | %s | %s |" % r for r in table]
        sec += [""] + ["- " + x for x in notes] + [""]
        secs.append("\n".join(sec))
        print(secs[-1])
    out = os.path.join(ca.BENCH, "results", "s6_agree.md")
    with open(out, "w") as f:
        f.write("\n".join(lines + secs))
    sys.exit(0 if good else 1)


if __name__ == "__main__":
    main()
