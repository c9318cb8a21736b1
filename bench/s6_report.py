#!/usr/bin/python3
"""The report of S6 (bench/s6_quant.sh): tables, targets and the chart's data,
from the files the script leaves in its work directory:

  peak.json        bench/peak.c: read GB/s, FMA / bf16-dot peaks (GFLOP/s)
  f16.json         the model's hyperparameters (facet-gen-llama --json)
  s6_times.tsv     entry, implementation, run, seconds per call, foreign cores
  load.tsv         per type, facet-run-module --load-stats binding the GGUF
  facet_status     builds facet-compile refused, with its first error line
  lscpu.txt, uptime.txt

Writes RESULTS/NAME.md and WORK/chart.tsv (for facet-chart).
"""
import argparse
import json
import os
import statistics

from s5_report import decode_bytes, label, matmul_params, md_table, prefill_flop, tokens_of

# ggml's bits per weight of each type (block bytes * 8 / block weights)
BITS = {"q8_0": 8.5, "q4_0": 4.5, "q4_1": 5.0, "q4_K": 4.5}


def impls(types):
    out = [("facet_" + t, "facet " + t) for t in types] + [("facet_%s-i8" % t, "facet %s int8" % t) for t in types]
    out += [("llamacpp_" + t, "llama.cpp " + t) for t in types]
    return out + [("facet_f16", "facet f16"), ("facet_bf16", "facet bf16"), ("torch_bf16", "PyTorch bf16")]


def weight_bytes(c, batch, impl):
    """Bytes one decode step reads: the matrices at their type's bits (the
    embedding rows and the f32 norms besides)."""
    t = impl.split("_", 1)[1].removesuffix("-i8")
    if t in BITS:
        H, L = c["hidden"], c["layers"]
        return matmul_params(c) * BITS[t] / 8 + (2 * L + 1) * H * 4 + batch * H * 2
    return decode_bytes(c, batch, 2)


def main():
    ap = argparse.ArgumentParser()
    for k in ("work", "results", "machine", "entries", "types", "llama-cpp-release", "torch", "name", "command"):
        ap.add_argument("--" + k, required=True)
    for k in ("reps", "steps", "threads", "context"):
        ap.add_argument("--" + k, type=int, required=True)
    a = ap.parse_args()
    W = a.work
    c = json.load(open(os.path.join(W, "f16.json")))
    peak = json.load(open(os.path.join(W, "peak.json")))
    entries, types = a.entries.split(), a.types.split()
    times, foreign = {}, []
    for line in open(os.path.join(W, "s6_times.tsv")):
        e, impl, _, s, f = line.rstrip("\n").split("\t")
        times.setdefault((e, impl), []).append(float(s))
        foreign.append(float(f))
    status = dict(l.rstrip("\n").split("\t", 1) for l in open(os.path.join(W, "facet_status")) if "\t" in l)
    loads = [l.rstrip("\n").split("\t", 1) for l in open(os.path.join(W, "load.tsv")) if "\t" in l]
    cpu = next((l.split(":", 1)[1].strip() for l in open(os.path.join(W, "lscpu.txt")) if l.startswith("Model name")), "?")
    bw = peak["read_2t"]
    fma_key = "fma_avx512_2t" if peak.get("fma_avx512_2t") else "fma_avx2_2t"
    fma, dot = peak[fma_key], peak.get("dot_bf16_2t", 0)

    def tps(e, impl):  # median, min, max tokens/s
        v = times.get((e, impl))
        if not v:
            return None
        n = tokens_of(e)
        return n / statistics.median(v), n / max(v), n / min(v)

    def med(e, k):
        t = tps(e, k)
        return t[0] if t else None

    present = [(k, n) for k, n in impls(types) if any((e, k) in times for e in entries)]
    rows = [["entry"] + [n for _, n in present]]
    chart = ["entry\t" + "\t".join(n for _, n in present)]
    for e in entries:
        r, ch = [label(e, a.context)], [label(e, a.context) + " (tok/s)"]
        for k, _ in present:
            t = tps(e, k)
            r.append("-" if not t else "%.3g ±%.0f%%" % (t[0], (t[2] - t[1]) / 2 / t[0] * 100))
            ch.append("-" if not t else "%.4g:%.4g:%.4g" % t)
        rows.append(r)
        chart.append("\t".join(ch))
    with open(os.path.join(W, "chart.tsv"), "w") as f:
        f.write("\n".join(chart) + "\n")

    frac = [["entry", "implementation", "tokens/s", "GB/s of weights", "of read bw", "GFLOP/s", "of FMA peak",
             "of bf16 dot peak"]]
    for e in entries:
        for k, n in present:
            t = tps(e, k)
            if not t:
                continue
            if e.startswith("decode"):
                b = int(e[6:])
                gbs = weight_bytes(c, b, k) * t[0] / b / 1e9
                frac.append([label(e, a.context), n, "%.3g" % t[0], "%.2f" % gbs, "%.0f%%" % (gbs / bw * 100), "", "", ""])
            else:
                T = int(e[7:])
                gf = prefill_flop(c, T) * t[0] / T / 1e9
                frac.append([label(e, a.context), n, "%.3g" % t[0], "", "", "%.1f" % gf, "%.0f%%" % (gf / fma * 100),
                             "%.0f%%" % (gf / dot * 100) if dot else ""])

    targets = []
    agree = os.path.join(a.results, "s6_agree.md")
    if os.path.exists(agree):
        txt = open(agree).read()
        bad = "DISAGREES" in txt or "NOT TOLD APART" in txt or "FAILED" in txt
        targets.append("- logits: facet and llama.cpp on the same GGUF agree with PyTorch on its dequantized weights:"
                       " %s (bench/results/s6_agree.md)" % ("MISSED" if bad else "met"))
    else:
        targets.append("- logits agreement: not checked (run bench/check_agree_quant.py)")
    for k, why in status.items():
        targets.append("- facet %s: not compiled (%s)" % (k, why))
    four = [t for t in types if t.startswith("q4")]
    variants = [(t, v) for t in types for v in ("", "-i8")]  # facet's int16 and int8 builds
    for t, v in variants:
        fq, lq = med("decode1", "facet_" + t + v), med("decode1", "llamacpp_" + t)
        if fq and lq:
            gbs = weight_bytes(c, 1, "facet_" + t) * fq / 1e9
            targets.append("- decode batch 1, %s%s: facet %.3g tok/s = %.2fx llama.cpp (target >= 1.3: %s); weights"
                           " read at %.1f GB/s = %.0f%% of the read bandwidth (target >= 85%%: %s)" % (
                               t, v, fq, fq / lq, "met" if fq >= 1.3 * lq else "MISSED", gbs, gbs / bw * 100,
                               "met" if gbs >= 0.85 * bw else "MISSED"))
    f16 = med("decode1", "facet_f16")
    for t, v in variants:
        fq = med("decode1", "facet_" + t + v)
        if t in four and fq and f16:
            targets.append("- decode batch 1: facet %s%s %.2fx facet f16 (target >= 2.8: %s)" % (
                t, v, fq / f16, "met" if fq >= 2.8 * f16 else "MISSED"))
    for e in entries:
        if not e.startswith("prefill"):
            continue
        bf = med(e, "facet_bf16")
        for t, v in variants:
            fq, lq = med(e, "facet_" + t + v), med(e, "llamacpp_" + t)
            if fq and lq:
                targets.append("- %s, %s%s: facet %.2fx llama.cpp (target >= 2: %s)%s" % (
                    label(e, a.context), t, v, fq / lq, "met" if fq >= 2 * lq else "MISSED",
                    "; %.2fx facet bf16 (target >= 0.9: %s)" % (fq / bf, "met" if fq >= 0.9 * bf else "MISSED") if bf else ""))

    fm = statistics.median(foreign) if foreign else 0
    shape = ("a Llama-3.2-1B-shaped model" if (c["layers"], c["hidden"], c["vocab"]) == (16, 2048, 128256)
             else "a Llama-structured model of %.0fM matrix parameters" % (matmul_params(c) / 1e6))
    md = ["# S6: %s, quantized, in facet and llama.cpp" % shape, "",
          "`%s` (bench/s6_quant.sh's header: what runs, how). The model: `facet-gen-llama` (sharktank's export"
          " structure), %d layers, hidden %d, %d heads / %d KV heads of %d, FFN %d, vocabulary %d; random weights"
          " (bench/llama_weights.py), quantized once by llama.cpp's own quantizer (pure: every matrix the type, the"
          " embedding f16). facet runs `--quant=TYPE` exports on those very blocks (as sharktank's planes); the f16"
          " and bf16 rows are the float export on the float weights, PyTorch bf16 the first type's weights"
          " dequantized." % (a.command, c["layers"], c["hidden"], c["heads"], c["kv_heads"], c["head_dim"], c["ffn"],
                              c["vocab"]),
          "",
          "Machine: %s; lscpu: %s. Load: `uptime` at the end: %s. Other processes used a median of %.2f cores (max"
          " %.2f) while the timed processes ran%s" % (
              a.machine, cpu, open(os.path.join(W, "uptime.txt")).read().strip(), fm, max(foreign or [0]),
              ": **a shared, loaded machine: every figure here must be re-measured on a quiet one.**"
              if fm > 0.3 else " (a quiet machine)."),
          "",
          "Versions: PyTorch %s (Debian), llama.cpp release %s (npm @node-llama-cpp/linux-x64). %d threads"
          " everywhere. Medians of %d interleaved runs; each run one process, one untimed call then the median of"
          " %d timed calls; ± is half the min-max range over the runs." % (
              a.torch, a.llama_cpp_release, a.threads, a.reps, a.steps),
          "", "## Tokens per second", "", md_table(rows), "",
          "## Against this machine's ceilings", "",
          "bench/peak.c in this run (2 threads): read bandwidth %.1f GB/s, FMA peak %.0f GFLOP/s, bf16 dot peak %s."
          " A decode step reads the matrices at the type's bits per weight (%s)." % (
              bw, fma, "%.0f GFLOP/s" % dot if dot else "n/a",
              ", ".join("%s %.1f" % (t, BITS[t]) for t in types if t in BITS)),
          "", md_table(frac), "",
          "## Loading the GGUF itself", "",
          "facet binds llama.cpp's GGUF directly too: its blocks made into the export's planes at load"
          " (facet-run-module --load-stats; the timed runs above map the planes file instead):", ""]
    md += ["- %s: %s" % (t, s) for t, s in loads] or ["- (not measured)"]
    md += ["", "## Targets (issue 32)", ""] + targets + [""]
    with open(os.path.join(a.results, a.name + ".md"), "w") as f:
        f.write("\n".join(md))


if __name__ == "__main__":
    main()
