#!/usr/bin/python3
"""S5's first step: do facet, PyTorch and llama.cpp run the same model? A
benchmark of different models proves nothing.

    /usr/bin/python3 bench/check_agree.py [toy] [100m] [100m-bf16] [1b]
                                           (default: toy 100m 100m-bf16)

Per case: facet-gen-llama writes the export and its hyperparameters,
bench/llama_weights.py the weights (safetensors), bench/llama_gguf.py the
same weights as GGUF. A short prompt (B sequences of 64 random tokens, then
4 decode steps of given tokens, the same for everyone) runs through

- PyTorch f32 (bench/llama_torch.py): the reference;
- llama.cpp (bench/llama_cpp_run.c, GGUF in the model's type);
- PyTorch bf16 (bf16 cases);
- facet: the export compiled by facet-compile, run by facet-run-module with
  the safetensors file (prefill_bsB, then decode_bsB per step on the cache
  it returns); and facet-reference on the same inputs. Either is reported
  as "not yet" while facet cannot compile or interpret these exports;
- a control: PyTorch f32 with Hugging Face's rotary pairing, a deliberately
  different model. It must land far outside the tolerance, or the check
  could not tell models apart.

Compared: every logit of every position (prefill and decode), as
max |x - ref| and RMS(x - ref) over the standard deviation of the reference
logits. Tolerances, from the types' precision (f16 eps 2^-11, bf16 2^-8,
through the whole model): f16 max 0.05, RMS 0.01; bf16 max 0.3, RMS 0.06.
Writes bench/results/s5_agree.md (the sections of cases not run this time
are kept from the file); exits 1 when anything that ran disagrees.
"""
import json
import os
import platform
import subprocess
import sys

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(ROOT, "bench")
BIN = os.path.join(ROOT, os.environ.get("BUILD", "build"), "bin")
WORK = os.path.join(BENCH, "work", "agree")
PY = "/usr/bin/python3"
TOL = {"f16": (0.05, 0.01), "bf16": (0.3, 0.06)}
CASES = {
    # name: (facet-gen-llama flags, batch of the prompt)
    "toy": (["--model=toy"], 4),
    "100m": (["--model=100m", "--prefill=1", "--decode=1"], 1),
    "100m-bf16": (["--model=100m", "--prefill=1", "--decode=1", "--dtype=bf16", "--weight-dtype=bf16"], 1),
    # Llama-3.2-1B's shapes, f16: the size S5 times (3 GB of weights; ~6 GB
    # more for the PyTorch f32 reference). Not in the default list: run it by name.
    "1b": (["--model=1b", "--prefill=1", "--decode=1"], 1),
}
DEFAULT = ["toy", "100m", "100m-bf16"]
PROMPT, STEPS = 64, 4


def sh(args, **kw):
    return subprocess.run(args, check=True, **kw)


def tried(args):
    """Runs args; (True, "") or (False, the first error line)."""
    r = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if r.returncode == 0:
        return True, ""
    lines = [l for l in r.stdout.splitlines() if "error" in l] or r.stdout.splitlines() or ["exit %d" % r.returncode]
    return False, lines[0].strip()


def facet_inputs(d, cfg, B, tokens):
    """The npy inputs of prefill_bsB and of each decode_bsB step: pages
    0 .. 3 B - 1, three per sequence (T + STEPS <= 96 tokens)."""
    T = PROMPT
    pages = np.arange(3 * B, dtype=np.int64).reshape(B, 3)
    files = {
        "p_tok": tokens[:, :T], "p_len": np.full(B, T, np.int64), "p_pid": pages[:, : T // cfg["page"]],
        "cache": np.zeros((3 * B, cfg["cache_row"]), np.float16 if cfg["dtype"] == "f16" else np.float32),
        "d_pid": pages,
    }
    for k in range(STEPS):
        files[f"d_tok{k}"] = tokens[:, T + k:T + k + 1]
        files[f"d_len{k}"] = np.full(B, T + k + 1, np.int64)
        files[f"d_pos{k}"] = np.full(B, T + k, np.int64)
    for name, arr in files.items():
        np.save(os.path.join(d, name + ".npy"), np.ascontiguousarray(arr))
    return files


def cache_spec(d, cfg, B, path=None):
    """The cache input: the prefill's zeros, or the .npy a previous call
    wrote (path). bf16 has no numpy type: its zeros are a splat in facet's
    input syntax, and the uint16 .npy facet writes for it must be declared
    as bf16 (SHAPExbf16=@file), as facet-run-module reads no uint16 file as
    bf16 unasked."""
    if cfg["dtype"] == "f16":
        return "@" + (path or os.path.join(d, "cache.npy"))
    shape = "%dx%dxbf16" % (3 * B, cfg["cache_row"])
    return shape + ("=@" + path if path else "=0")


def run_facet(tool, target, d, cfg, B, weights):
    """prefill then STEPS decode steps through facet-run-module (target: the
    module) or facet-reference (target: the MLIR). Logits [B, T + STEPS, V]
    or an explanation of why not."""
    j = lambda n: os.path.join(d, n)
    common = ["--parameters=model=" + weights]
    if tool == "facet-run-module":
        head = [os.path.join(BIN, tool), "--module=" + target]
    else:
        head = [os.path.join(BIN, tool), target]
    cache = cache_spec(d, cfg, B)
    ok, why = tried(head + ["--function=prefill_bs%d" % B, "--input=@" + j("p_tok.npy"), "--input=@" + j("p_len.npy"),
                            "--input=@" + j("p_pid.npy"), "--input=" + cache] + common +
                    ["--output=@" + j(tool + "_p.npy"), "--output=@" + j(tool + "_cache0.npy")])
    if not ok:
        return None, why
    out = [load_logits(j(tool + "_p.npy"))]
    for k in range(STEPS):
        ok, why = tried(head + ["--function=decode_bs%d" % B, "--input=@" + j("d_tok%d.npy" % k),
                                "--input=@" + j("d_len%d.npy" % k), "--input=@" + j("d_pos%d.npy" % k),
                                "--input=@" + j("d_pid.npy"), "--input=" + cache_spec(d, cfg, B, j(tool + "_cache%d.npy" % k))] + common +
                        ["--output=@" + j(tool + "_d%d.npy" % k), "--output=@" + j(tool + "_cache%d.npy" % (k + 1))])
        if not ok:
            return None, "decode step %d: %s" % (k, why)
        out.append(load_logits(j(tool + "_d%d.npy" % k)))
    return np.concatenate(out, axis=1), ""


def load_logits(path):
    """facet's logits as float32: facet writes bf16 as uint16 .npy (numpy
    has no bf16), the upper half of the float32 with the same bits."""
    a = np.load(path)
    if a.dtype == np.uint16:
        return (a.astype(np.uint32) << 16).view(np.float32)
    return a.astype(np.float32)


def compare(ref, x):
    std = float(ref.std())
    d = np.abs(x.astype(np.float64) - ref)
    return float(d.max()) / std, float(np.sqrt((d ** 2).mean())) / std, float((x.argmax(-1) == ref.argmax(-1)).mean())


def run_case(name, lcpp):
    flags, B = CASES[name]
    d = os.path.join(WORK, name)
    os.makedirs(d, exist_ok=True)
    j = lambda n: os.path.join(d, n)
    sh([os.path.join(BIN, "facet-gen-llama")] + flags + ["-o", j("model.mlir"), "--json=" + j("model.json")])
    cfg = json.load(open(j("model.json")))
    sh([PY, os.path.join(BENCH, "llama_weights.py"), j("model.json"), "-o", j("w.safetensors")])
    sh([PY, os.path.join(BENCH, "llama_gguf.py"), j("model.json"), j("w.safetensors"), "-o", j("w.gguf")])
    tokens = np.random.default_rng(11).integers(0, cfg["vocab"], (B, PROMPT + STEPS)).astype(np.int64)
    np.save(j("tokens.npy"), tokens)
    facet_inputs(d, cfg, B, tokens)
    torch = [PY, os.path.join(BENCH, "llama_torch.py"), j("model.json"), j("w.safetensors")]
    logits = lambda out: ["logits", "--tokens=" + j("tokens.npy"), "--decode=%d" % STEPS, "-o", j(out)]
    sh(torch + ["--dtype=f32"] + logits("torch_f32.npy"))
    ref = np.load(j("torch_f32.npy")).astype(np.float64)
    rows, notes = [], []
    tol_max, tol_rms = TOL[cfg["dtype"]]
    sh([lcpp, "logits", j("w.gguf"), j("tokens.npy"), str(STEPS), j("llama_cpp.npy")])
    rows.append(("llama.cpp (%s GGUF)" % cfg["weight_dtype"], np.load(j("llama_cpp.npy")), True))
    if cfg["dtype"] == "bf16":
        sh(torch + ["--dtype=bf16"] + logits("torch_bf16.npy"))
        rows.append(("PyTorch bf16", np.load(j("torch_bf16.npy")), True))
    ok, why = tried([os.path.join(BIN, "facet-compile"), j("model.mlir"), "-o", j("model.facet"), "-j2"])
    if ok:
        x, why = run_facet("facet-run-module", j("model.facet"), d, cfg, B, j("w.safetensors"))
        if x is None:
            rows.append(("facet (compiled)", None, True))
            notes.append("facet: compiled, but running failed: " + why)
        else:
            rows.append(("facet (compiled)", x, True))
    else:
        notes.append("facet: not yet compiled by facet (facet-compile: %s)" % why)
    x, why = run_facet("facet-reference", j("model.mlir"), d, cfg, B, j("w.safetensors"))
    if x is None:
        notes.append("facet-reference: does not run these exports yet (%s)" % why)
    else:
        rows.append(("facet-reference", x, True))
    sh(torch + ["--dtype=f32", "--rope=halves"] + logits("control.npy"))
    rows.append(("control: PyTorch f32, HF rotary pairing", np.load(j("control.npy")), False))
    table, good = [], True
    for label, x, must_agree in rows:
        if x is None:
            table.append((label, "-", "-", "-", "FAILED (did not run)"))
            good = False
            continue
        if x.shape != ref.shape:
            table.append((label, "-", "-", "-", "FAILED: shape %s, want %s" % (x.shape, ref.shape)))
            good = False
            continue
        mx, rms, am = compare(ref, x)
        inside = mx <= tol_max and rms <= tol_rms
        if must_agree:
            verdict = "agrees" if inside else "DISAGREES"
            good &= inside
        else:
            verdict = "told apart" if mx > 10 * tol_max else "NOT TOLD APART"
            good &= mx > 10 * tol_max
        table.append((label, "%.4f" % mx, "%.4f" % rms, "%.3f" % am, verdict))
    head = ("%s: %s, prompt B = %d x %d tokens + %d decode steps, logits std %.3f; tolerance max %.2f, RMS %.2f"
            % (name, " ".join(flags), B, PROMPT, STEPS, ref.std(), tol_max, tol_rms))
    return head, table, notes, good


def old_sections(path):
    """The sections of an earlier s5_agree.md by case name, so that a run of
    one case (1b takes minutes) replaces its own section and keeps the
    others'; each section names its command line and the machine is the
    file's, so a kept one must come from this machine (delete the file
    otherwise)."""
    if not os.path.exists(path):
        return {}
    sections, cur = {}, None
    for line in open(path).read().split("\n"):
        if line.startswith("## "):
            cur = line[3:].split(":", 1)[0]
            sections[cur] = []
        if cur is not None:
            sections[cur].append(line)
    return {k: "\n".join(v).rstrip("\n") + "\n" for k, v in sections.items() if k in CASES}


def main():
    names = sys.argv[1:] or DEFAULT
    for n in names:
        if n not in CASES:
            sys.exit("check_agree: unknown case '%s' (%s)" % (n, ", ".join(CASES)))
    lcpp = subprocess.run(["sh", os.path.join(BENCH, "llama_cpp_install.sh")], check=True, text=True,
                          stdout=subprocess.PIPE).stdout.strip()
    cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")),
               platform.processor())
    lines = ["# S5 step 1: do the three implementations run the same model?", "",
             "`/usr/bin/python3 bench/check_agree.py` (see its header). Machine: %s, %d CPUs." % (cpu, os.cpu_count()),
             "Reference: PyTorch f32 on the same weights. Columns: max |x - ref| and RMS(x - ref) over the",
             "standard deviation of the reference logits, every position of prefill and decode; the share",
             "of positions with the same arg-max.", ""]
    out = os.path.join(BENCH, "results", "s5_agree.md")
    sections = old_sections(out)
    good = True
    for n in names:
        head, table, notes, ok = run_case(n, lcpp)
        good &= ok
        sec = ["## " + head, "", "| implementation | max / std | RMS / std | same arg-max | verdict |",
               "|---|---|---|---|---|"]
        sec += ["| %s | %s | %s | %s | %s |" % r for r in table]
        sec += [""] + ["- " + x for x in notes] + [""]
        sections[n] = "\n".join(sec)
        print(sections[n])
    text = "\n".join(lines + [sections[n] for n in CASES if n in sections])
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w") as f:
        f.write(text)
    sys.exit(0 if good else 1)


if __name__ == "__main__":
    main()
