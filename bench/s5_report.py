#!/usr/bin/python3
"""The report of S5 (bench/s5_llm.sh): tables, targets and the chart's data,
from the files the script leaves in its work directory:

  peak.json       bench/peak.c: FMA / bf16-dot peaks (GFLOP/s), read GB/s
  f16.json        the model's hyperparameters (facet-gen-llama --json)
  s5_times.tsv    entry, implementation, run, seconds per call, foreign cores
  facet_status    builds facet-compile refused, with its first error line
  s8b.tsv, 8b.json  the 8B compile-only figures (empty: not compiled)
  lscpu.txt, uptime.txt

Writes RESULTS/NAME.md (--name: s5_llm, or s5_llm_MODEL for another
S5_MODEL than 1b) and WORK/chart.tsv (for facet-chart).
"""
import argparse
import json
import os
import statistics

IMPLS = [("facet_a", "facet (a) alone"), ("facet_b", "facet (b) combined"), ("facet_c", "facet (c) --specialize=off"),
         ("facet_bf16", "facet bf16 (b)"), ("torch_f32", "PyTorch f32"), ("torch_bf16", "PyTorch bf16"),
         ("llamacpp_f16", "llama.cpp f16")]
FACET = [k for k, _ in IMPLS if k.startswith("facet")]


def matmul_params(c):
    """Weights every token multiplies (all matrices but the embedding table)."""
    H, F, L, V = c["hidden"], c["ffn"], c["layers"], c["vocab"]
    Q, KV = c["heads"] * c["head_dim"], c["kv_heads"] * c["head_dim"]
    return L * (2 * Q * H + 2 * KV * H + 3 * F * H) + V * H


def decode_bytes(c, batch, elem=2):
    """Bytes of weights one decode step reads: the matrices, the norms (f32),
    the embedding rows of the batch."""
    H, L = c["hidden"], c["layers"]
    return matmul_params(c) * elem + (2 * L + 1) * H * 4 + batch * H * elem


def prefill_flop(c, T, batch=1):
    """Multiply-adds x 2 of a prefill of T tokens: the matrices, and causal
    attention (q k^T and p v over the visible keys)."""
    att = 2 * 2 * c["heads"] * c["head_dim"] * T * (T + 1) / 2 * c["layers"]
    return batch * (2 * matmul_params(c) * T + att)


def label(entry, ctx):
    if entry.startswith("prefill"):
        return "prefill 1 x %s tokens" % entry[7:]
    return "decode batch %s, %d context" % (entry[6:], ctx)


def tokens_of(entry):
    return int(entry[7:]) if entry.startswith("prefill") else int(entry[6:])


def md_table(rows):
    w = [max(len(str(r[i])) for r in rows) for i in range(len(rows[0]))]
    out = ["| " + " | ".join(str(c).ljust(w[i]) for i, c in enumerate(rows[0])) + " |",
           "|" + "|".join("-" * (x + 2) for x in w) + "|"]
    out += ["| " + " | ".join(str(c).ljust(w[i]) for i, c in enumerate(r)) + " |" for r in rows[1:]]
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser()
    for k in ("work", "results", "machine", "entries", "facet-lib", "llama-cpp-release", "torch", "name", "command"):
        ap.add_argument("--" + k, required=True)
    for k in ("reps", "steps", "threads", "context", "bf16"):
        ap.add_argument("--" + k, type=int, required=True)
    a = ap.parse_args()
    W = a.work
    cfg = json.load(open(os.path.join(W, "f16.json")))
    peak = json.load(open(os.path.join(W, "peak.json")))
    entries = a.entries.split()
    times, foreign = {}, []
    for line in open(os.path.join(W, "s5_times.tsv")):
        e, impl, _, s, f = line.rstrip("\n").split("\t")
        times.setdefault((e, impl), []).append(float(s))
        foreign.append(float(f))
    status = dict(l.rstrip("\n").split("\t", 1) for l in open(os.path.join(W, "facet_status")) if "\t" in l)
    cpu = next((l.split(":", 1)[1].strip() for l in open(os.path.join(W, "lscpu.txt")) if l.startswith("Model name")), "?")
    flags = next((l.split(":", 1)[1].split() for l in open(os.path.join(W, "lscpu.txt")) if l.startswith("Flags")), [])
    fma_key = "fma_avx512_2t" if peak.get("fma_avx512_2t") else "fma_avx2_2t"
    fma, bw, dot = peak[fma_key], peak["read_2t"], peak.get("dot_bf16_2t", 0)

    def tps(e, impl):  # median, min, max tokens/s
        v = times.get((e, impl))
        if not v:
            return None
        n = tokens_of(e)
        return n / statistics.median(v), n / max(v), n / min(v)

    present = [(k, n) for k, n in IMPLS if any((e, k) in times for e in entries)]
    rows = [["entry"] + [n for _, n in present]]
    chart = ["entry\t" + "\t".join(n for _, n in present)]
    for e in entries:
        r, c = [label(e, a.context)], [label(e, a.context) + " (tok/s)"]
        for k, _ in present:
            t = tps(e, k)
            r.append("-" if not t else "%.3g ±%.0f%%" % (t[0], (t[2] - t[1]) / 2 / t[0] * 100))
            c.append("-" if not t else "%.4g:%.4g:%.4g" % t)
        rows.append(r)
        chart.append("\t".join(c))
    with open(os.path.join(W, "chart.tsv"), "w") as f:
        f.write("\n".join(chart) + "\n")

    # fractions of the ceilings
    frac = [["entry", "implementation", "tokens/s", "GB/s of weights", "of read bw", "GFLOP/s", "of FMA peak",
             "of bf16 dot peak"]]
    for e in entries:
        for k, n in present:
            t = tps(e, k)
            if not t:
                continue
            elem = 2
            if e.startswith("decode"):
                b = int(e[6:])
                gbs = decode_bytes(cfg, b, elem) * t[0] / b / 1e9
                frac.append([label(e, a.context), n, "%.3g" % t[0], "%.2f" % gbs, "%.0f%%" % (gbs / bw * 100),
                             "", "", ""])
            else:
                T = int(e[7:])
                gf = prefill_flop(cfg, T) * t[0] / T / 1e9
                bf = "bf16" in k
                frac.append([label(e, a.context), n, "%.3g" % t[0], "", "", "%.1f" % gf, "%.0f%%" % (gf / fma * 100),
                             "%.0f%%" % (gf / dot * 100) if bf and dot else ""])

    def med(e, k):
        t = tps(e, k)
        return t[0] if t else None

    targets = []
    facet_in = any(k in dict(present) for k in FACET)
    why = "; ".join("%s: %s" % kv for kv in status.items()) or "no facet build"
    agree = os.path.join(a.results, "s5_agree.md")
    if os.path.exists(agree):
        txt = open(agree).read()
        bad = "DISAGREES" in txt or "NOT TOLD APART" in txt
        facet_ok = "| facet (compiled)" in txt and not bad
        targets.append("- the three implementations agree on the logits of a short prompt: %s (bench/results/s5_agree.md:"
                       " PyTorch and llama.cpp %s; facet %s)" % (
                           "met" if facet_ok else "NOT YET" if not bad else "MISSED",
                           "disagree" if bad else "agree within f16/bf16 tolerance",
                           "agrees" if facet_ok else "not yet run (%s)" % ("not compiled" if "not yet compiled" in txt else "see the file")))
    else:
        targets.append("- logits agreement: not checked in this run (run bench/check_agree.py)")
    if not facet_in:
        targets.append("- facet rows: not yet compiled by facet (%s); the facet targets below wait for it" % why)
    for e in entries:
        fa, fb = med(e, "facet_a"), med(e, "facet_b")
        if fa and fb:
            r = fa / fb
            targets.append("- time (b) <= 1.03 x (a), %s: %.3f, %s" % (label(e, a.context), r, "met" if r <= 1.03 else "MISSED"))
    d1 = next((e for e in entries if e == "decode1"), None)
    if d1:
        fb, lc = med(d1, "facet_b"), med(d1, "llamacpp_f16")
        if fb and lc:
            gbs = decode_bytes(cfg, 1) * fb / 1e9
            targets.append("- decode_bs1: facet %.3g tok/s = %.2fx llama.cpp f16 (target >= 1.0: %s); weights read at %.1f GB/s ="
                           " %.0f%% of the read bandwidth (target >= 80%%: %s)" % (
                               fb, fb / lc, "met" if fb >= lc else "MISSED", gbs, gbs / bw * 100,
                               "met" if gbs >= 0.8 * bw else "MISSED"))
        elif lc:
            gbs = decode_bytes(cfg, 1) * lc / 1e9
            targets.append("- decode_bs1, facet: not measurable yet; the bar it must clear: llama.cpp f16 %.3g tok/s"
                           " (%.0f%% of the read bandwidth), and 80%% of the bandwidth = %.3g tok/s" % (
                               lc, gbs / bw * 100, 0.8 * bw * 1e9 / decode_bytes(cfg, 1)))
    for e in entries:
        if not e.startswith("prefill"):
            continue
        T = int(e[7:])
        fb, pt, fbf, ptb = med(e, "facet_b"), med(e, "torch_f32"), med(e, "facet_bf16"), med(e, "torch_bf16")
        if fb and pt:
            gf = prefill_flop(cfg, T) * fb / T / 1e9
            targets.append("- %s: facet %.3gx PyTorch f32 (target >= 1.0: %s); %.0f GFLOP/s = %.0f%% of the FMA peak"
                           " (target >= 60%%: %s)" % (label(e, a.context), fb / pt, "met" if fb >= pt else "MISSED", gf,
                                                      gf / fma * 100, "met" if gf >= 0.6 * fma else "MISSED"))
        elif pt:
            targets.append("- %s, facet: not measurable yet; the bars: PyTorch f32 %.3g tok/s, 60%% of the FMA peak"
                           " = %.3g tok/s" % (label(e, a.context), pt, 0.6 * fma * 1e9 / prefill_flop(cfg, T) * T))
        if a.bf16 and fbf and ptb:
            targets.append("- %s, bf16: facet %.3gx PyTorch bf16 (target >= 1.0: %s)" % (
                label(e, a.context), fbf / ptb, "met" if fbf >= ptb else "MISSED"))
        elif a.bf16 and ptb:
            targets.append("- %s, bf16 (this CPU has avx512_bf16): facet not measurable yet; the bar: PyTorch bf16"
                           " %.3g tok/s" % (label(e, a.context), ptb))
    s8 = open(os.path.join(W, "s8b.tsv")).read().split("\t") if os.path.getsize(os.path.join(W, "s8b.tsv")) else None
    if s8:
        secs, mbytes, kbytes, sites, execs, variants = (float(x) for x in s8[1:7])
        targets.append("- 8B shapes, 8 entry points: compile %.1f s (target < 60 s on 2 cores: %s); kernel section %.2f MB"
                       " (target < 2 MB: %s); module %.2f MB; %d dispatch sites -> %d executables (%.4f per site), %d variants"
                       % (secs, "met" if secs < 60 else "MISSED", kbytes / 1e6, "met" if kbytes < 2e6 else "MISSED",
                          mbytes / 1e6, sites, execs, execs / max(sites, 1), variants))
    elif os.path.exists(os.path.join(W, "8b.json")):
        targets.append("- 8B shapes, 8 entry points: not yet compiled by facet (%s)" % status.get("s8b", "?"))
    else:
        targets.append("- 8B shapes, 8 entry points: not compiled in this run (S5_8B=0)")

    fm = statistics.median(foreign) if foreign else 0
    c = cfg
    # 1B's shapes by default; a smaller S5_MODEL must not be reported as 1B
    shape = ("a Llama-3.2-1B-shaped model" if (c["layers"], c["hidden"], c["vocab"]) == (16, 2048, 128256)
             else "a Llama-structured model of %.0fM matrix parameters" % (matmul_params(c) / 1e6))
    md = ["# S5: %s in facet, PyTorch and llama.cpp" % shape, "",
          "`%s` (bench/s5_llm.sh's header: what runs, how). The model: `facet-gen-llama` (sharktank's export structure),"
          " %d layers, hidden %d, %d heads / %d KV heads of %d, FFN %d, vocabulary %d, %s; random weights"
          " (bench/llama_weights.py), the same in all three (the GGUF written from the same file). Logits of every"
          " prompt position in all three (as the export computes them)." % (
              a.command, c["layers"], c["hidden"], c["heads"], c["kv_heads"], c["head_dim"], c["ffn"], c["vocab"],
              c["dtype"]),
          "",
          "Machine: %s; lscpu: %s, flags %s avx512_bf16. Load: `uptime` at the end: %s. Other processes used a median of"
          " %.2f cores (max %.2f) while the timed processes ran%s" % (
              a.machine, cpu, "with" if "avx512_bf16" in flags else "without",
              open(os.path.join(W, "uptime.txt")).read().strip(), fm, max(foreign or [0]),
              # the load average counts the benchmark itself; what others took is the measure
              ": **a shared, loaded machine: every figure here must be re-measured on a quiet one.**"
              if fm > 0.3 else " (a quiet machine)."),
          "",
          "Versions: PyTorch %s (Debian), llama.cpp release %s (npm @node-llama-cpp/linux-x64, prebuilt CPU libraries)."
          " %d threads everywhere. Medians of %d interleaved runs; each run one process, one untimed call then the"
          " median of %d timed calls; ± is half the min-max range over the runs." % (
              a.torch, a.llama_cpp_release, a.threads, a.reps, a.steps),
          "", "## Tokens per second", "", md_table(rows), "",
          "## Against this machine's ceilings", "",
          "Measured by bench/peak.c in this run (medians, 2 threads): FMA peak %.0f GFLOP/s (%s), bf16 dot-product peak"
          " %s, read bandwidth %.1f GB/s. Decode reads %.2f GB of weights per step (%s matrices, f32 norms); prefill of"
          " T tokens costs %.2f GFLOP per token plus causal attention." % (
              fma, fma_key.replace("_2t", "").replace("fma_", ""),
              "%.0f GFLOP/s" % dot if dot else "n/a", bw, decode_bytes(c, 1) / 1e9, c["weight_dtype"],
              2 * matmul_params(c) / 1e9),
          "", md_table(frac), "", "## Targets", ""] + targets + [""]
    with open(os.path.join(a.results, a.name + ".md"), "w") as f:
        f.write("\n".join(md))


if __name__ == "__main__":
    main()
