#!/usr/bin/env python3
"""A load generator for facet-serve (and any server with OpenAI's
/v1/completions taking token ids): clients send requests with Poisson
arrivals (or all at once), stream the answers, and time each token.

  serve_load.py --url=http://127.0.0.1:8080 --requests=64 --concurrency=16
                [--rate=R] [--prompts=FILE | --vocab=V --prompt-len=A:B]
                [--max-tokens=A:B | --lengths=FILE] [--no-stream] [--seed=S] [--api-key=K]
                [--out=results.json] [--compare=GENERATE_OUTPUT]

--lengths=FILE: request i's max_tokens on line i (else drawn from --max-tokens).
--rate: requests per second, exponential gaps between arrivals (0: all at
once, at most --concurrency in flight). Prints one summary line per
measure: requests answered and failed, generated tokens/s over the run,
time to first token and inter-token latency p50 / p99 (ms).

--compare=FILE: FILE is facet-generate's output for the same prompts, in
order, each alone (--prefill=prefill_bs1 --decode=decode_bs1). Request i's
tokens must equal sequence i's up to its end, or up to a step where that
run's top two logits were within --tie=0.05 (a near-tie: rounding may
pick either; counted). Exit status 1 otherwise.

Standard library only (Debian's python3), so tests and bench share it.
"""
import argparse
import http.client
import json
import random
import sys
import threading
import time
import urllib.parse


def percentile(values, p):
    if not values:
        return float("nan")
    v = sorted(values)
    k = min(len(v) - 1, max(0, int(round(p / 100.0 * (len(v) - 1)))))
    return v[k]


def span(text):
    a, _, b = text.partition(":")
    return int(a), int(b or a)


def read_prompts(args, rng):
    if args.prompts:
        with open(args.prompts) as f:
            lines = [l.split() for l in f if l.strip()]
        base = [[int(t) for t in l] for l in lines]
        return [base[i % len(base)] for i in range(args.requests)]
    lo, hi = span(args.prompt_len)
    return [[rng.randrange(args.vocab) for _ in range(rng.randint(lo, hi))]
            for _ in range(args.requests)]


def one_request(url, body, stream, api_key):
    """Sends one completion; returns (status, tokens, ttft, gaps, error)."""
    u = urllib.parse.urlsplit(url)
    conn = http.client.HTTPConnection(u.hostname, u.port or 80, timeout=600)
    headers = {"Content-Type": "application/json"}
    if api_key:
        headers["Authorization"] = "Bearer " + api_key
    t0 = time.monotonic()
    try:
        conn.request("POST", "/v1/completions", json.dumps(body), headers)
        resp = conn.getresponse()
        if resp.status != 200 or not stream:
            data = json.loads(resp.read() or b"{}")
            if resp.status != 200:
                return resp.status, [], None, [], data.get("error", {}).get("message", "")
            return 200, data["choices"][0]["tokens"], time.monotonic() - t0, [], None
        tokens, gaps, ttft, last = [], [], None, None
        for raw in resp:
            line = raw.decode().strip()
            if not line.startswith("data: "):
                continue
            payload = line[6:]
            if payload == "[DONE]":
                break
            event = json.loads(payload)
            if "error" in event:
                return 500, tokens, ttft, gaps, event["error"]["message"]
            got = event["choices"][0]["tokens"]
            now = time.monotonic()
            for t in got:
                if ttft is None:
                    ttft = now - t0
                else:
                    gaps.append(now - last)
                last = now
                tokens.append(t)
        return 200, tokens, ttft, gaps, None
    except (OSError, http.client.HTTPException, ValueError) as e:
        return 0, [], None, [], str(e)
    finally:
        conn.close()


def run(args):
    rng = random.Random(args.seed)
    prompts = read_prompts(args, rng)
    lo, hi = span(args.max_tokens)
    lengths = [rng.randint(lo, hi) for _ in prompts]
    if args.lengths:
        with open(args.lengths) as f:
            lengths = [int(l) for l in f if l.strip()][:len(prompts)]
    bodies = [{"prompt": p, "max_tokens": n, "stream": not args.no_stream}
              for p, n in zip(prompts, lengths)]
    results = [None] * len(bodies)
    slots = threading.Semaphore(args.concurrency)

    def worker(i):
        try:
            results[i] = one_request(args.url, bodies[i], not args.no_stream, args.api_key)
        finally:
            slots.release()

    threads = []
    start = time.monotonic()
    for i in range(len(bodies)):
        if args.rate > 0 and i:
            time.sleep(rng.expovariate(args.rate))
        slots.acquire()
        t = threading.Thread(target=worker, args=(i,))
        t.start()
        threads.append(t)
    for t in threads:
        t.join()
    wall = time.monotonic() - start
    return prompts, bodies, results, wall


def parse_generate(path):
    seqs, margins = {}, {}
    with open(path) as f:
        for line in f:
            head, _, rest = line.partition(":")
            parts = head.split()
            if len(parts) == 3 and parts[0] == "seq" and parts[2] in ("tokens", "margins"):
                values = rest.split()
                if parts[2] == "tokens":
                    seqs[int(parts[1])] = [int(v) for v in values]
                else:
                    margins[int(parts[1])] = [float(v) for v in values]
    return seqs, margins


def compare(args, results):
    seqs, margins = parse_generate(args.compare)
    bad = ties = 0
    for i, r in enumerate(results):
        got, want, m = r[1], seqs.get(i), margins.get(i)
        if want is None or m is None:
            print(f"request {i}: no sequence {i} in {args.compare}")
            bad += 1
            continue
        n = min(len(got), len(want))
        k = next((j for j in range(n) if got[j] != want[j]), None)
        if k is None:
            if len(got) != len(want):
                print(f"request {i}: {len(got)} tokens, facet-generate {len(want)}")
                bad += 1
            continue
        if m[k] <= args.tie:
            ties += 1  # a near-tie: either token is right
            continue
        print(f"request {i}: token {k} is {got[k]}, facet-generate's {want[k]} "
              f"(margin {m[k]}): {got} vs {want}")
        bad += 1
    print(f"compare: {len(results) - bad} of {len(results)} requests equal facet-generate's "
          f"tokens, {ties} after a near-tie (margin <= {args.tie})")
    return bad == 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--url", default="http://127.0.0.1:8080")
    ap.add_argument("--requests", type=int, default=64)
    ap.add_argument("--concurrency", type=int, default=16)
    ap.add_argument("--rate", type=float, default=0)
    ap.add_argument("--prompts")
    ap.add_argument("--vocab", type=int, default=256)
    ap.add_argument("--prompt-len", default="8:64")
    ap.add_argument("--max-tokens", default="16")
    ap.add_argument("--lengths")
    ap.add_argument("--no-stream", action="store_true")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--api-key")
    ap.add_argument("--out")
    ap.add_argument("--compare")
    ap.add_argument("--tie", type=float, default=0.05)
    args = ap.parse_args()
    prompts, bodies, results, wall = run(args)
    ok = [r for r in results if r[0] == 200]
    generated = sum(len(r[1]) for r in ok)
    ttft = [r[2] * 1e3 for r in ok if r[2] is not None]
    gaps = [g * 1e3 for r in ok for g in r[3]]
    failed = len(results) - len(ok)
    print(f"requests: {len(ok)} answered, {failed} failed, in {wall:.3f} s")
    for i, r in enumerate(results):
        if r[0] != 200:
            print(f"  request {i}: status {r[0]}: {r[4]}")
    print(f"throughput: {generated} tokens, {generated / wall:.1f} tokens/s")
    print(f"ttft_ms: p50 {percentile(ttft, 50):.2f} p99 {percentile(ttft, 99):.2f}")
    print(f"itl_ms: p50 {percentile(gaps, 50):.2f} p99 {percentile(gaps, 99):.2f}")
    if args.out:
        with open(args.out, "w") as f:
            json.dump({"wall_s": wall, "requests": [
                {"prompt": p, "max_tokens": b["max_tokens"], "status": r[0], "tokens": r[1],
                 "ttft_s": r[2], "gaps_s": r[3], "error": r[4]}
                for p, b, r in zip(prompts, bodies, results)]}, f)
    good = failed == 0
    if args.compare:
        good = compare(args, results) and good
    sys.exit(0 if good else 1)


if __name__ == "__main__":
    main()
