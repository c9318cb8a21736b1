#!/bin/sh
# make demo: the proof in a few minutes. Runs a short S1 (the seed report,
# prefill_bs8 at full size, s1 = 2) and a short S2 (a 4-layer Llama-like
# decoder, prefill and decode at batch 1 and 4) through bench/'s scenario
# scripts, then prints one table: per entry point its time in each build and
# the ratio to its own module, module sizes, compile times, executables and
# variants. The committed results of `make bench` (bench/results/) are not
# touched: everything goes under $BUILD/demo.
#   DEMO_REPS=N        interleaved runs (default 3)
#   DEMO_TABLE_ONLY=1  no runs: the table from the summaries in $BENCH_WORK
#                      (tests/e2e/bench_smoke.sh checks it that way)
set -eu
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
OUT=$BUILD/demo
BENCH_WORK=${BENCH_WORK:-$OUT/work}
mkdir -p "$OUT"
export BUILD BENCH_WORK BENCH_RESULTS="${BENCH_RESULTS:-$OUT}" BENCH_REPS="${DEMO_REPS:-3}"
# short waits for a quiet machine, no retries: the demo must stay short
export BENCH_QUIET_WAIT="${BENCH_QUIET_WAIT:-3}" BENCH_QUIET_BUDGET="${BENCH_QUIET_BUDGET:-15}"
export BENCH_RETRIES="${BENCH_RETRIES:-0}"
T0=$(date +%s)

if [ "${DEMO_TABLE_ONLY:-0}" != 1 ]; then
  echo "facet demo: several entry points in one module, each still at its own speed."
  echo "Compiling and timing (about 3 minutes); progress below, the table at the end."
  S1_FUNCS=prefill_bs8 S1_MIN_TIME=0.5 sh bench/s1_seed.sh >"$OUT/s1.md"
  S2_S=4 S2_MIN_TIME=0.3 sh bench/s2_decode_prefill.sh >"$OUT/s2.md"
fi

# table: the scenarios' summary.tsv lines on stdin, the builds as columns.
#
# Which times it shows: on a quiet machine the median real time per call.
# When other processes used BENCH_QUIET cores or more during some timed call
# (the "load" lines; a busy shared machine), real times are polluted, and
# unevenly (a 2-thread call that loses one core runs ~1.5x longer, and 3 runs
# cannot average that out): the table then shows the median CPU time per call
# (all threads), which measures the work done and moves far less when other
# processes take cores (idle workers block, they do not spin; what remains is
# shared caches and the like: a few percent, ~10% for 30 ms decode calls
# beside two busy compilers), says so, and draws its conclusion from it. If even CPU time puts an entry point of (b)
# above JUDGE x its own module on a busy machine, the demo says the machine
# was too busy to judge instead of reporting that as facet's result.
JUDGE=1.10
table() {
  awk -F '\t' -v judge="$JUDGE" '
    function t(ms) { return ms >= 1000 ? sprintf("%.2f s", ms / 1000) : sprintf("%.1f ms", ms) }
    function kb(b) { return sprintf("%.0f KB", b / 1024) }
    function ratio(v, base) { return t(v) sprintf("  %.2fx", v / base) }
    function row(what, a, b, c, d) { printf "  %-24s %-17s %-17s %-21s %s\n", what, a, b, c, d }
    BEGIN {
      title["s1_seed"] = "S1  the seed reproducer (IREE #20836): one matmul, M x 5120 x 131072, f16; M = 512\n    for prefill_bs8 at s1 = 2"
      title["s2_decode_prefill"] = "S2  a Llama-like decoder: 4 layers, H = 2048, F = 5632, f16; prefill_bsB runs\n    B sequences of 64 tokens, decode_bsB one token for each of B sequences"
    }
    # everything is read first: whether the machine was busy decides which
    # times every row shows
    { line[++nl] = $0 }
    $2 == "load" { calls += $4; busy += $5; if ($6 > worst) worst = $6; q = $7 }
    END {
      use_cpu = busy > 0
      if (use_cpu) {
        printf "\nThe machine was busy: other processes used %s cores or more during %d of the %d\n", q, busy, calls
        printf "timed calls (up to %.2f cores), which slows real time unevenly. The times below are\n", worst
        print "CPU time per call (all threads together): the work done, which other processes"
        print "change far less. The real times, median and fastest, are in the full tables."
      }
      printf "\n"; row("", "(a) alone", "(b) combined", "(c) specialize=off", "(d) dedup=off")
      for (i = 1; i <= nl; i++) {
        split(line[i], f, "\t")
        if (f[1] != s) { s = f[1]; printf "\n%s\n", title[s] }
        if (f[2] == (use_cpu ? "cpu" : "time")) {
          row(f[3], t(f[4]), ratio(f[5], f[4]), ratio(f[6], f[4]), ratio(f[7], f[4]))
          if (f[5] / f[4] > wb) { wb = f[5] / f[4]; wb_fn = f[3] }
          if (f[6] / f[4] > wc) { wc = f[6] / f[4]; wc_fn = f[3] }
        }
        if (f[2] == "modules") mods = f[4]
        if (f[2] == "bytes") {
          row("module size", kb(f[4]) (mods > 1 ? " in " mods : ""), kb(f[5]), kb(f[6]), kb(f[7]))
          if (f[7] / f[5] > db) db = f[7] / f[5]
        }
        if (f[2] == "compile") {
          row("compile time", sprintf("%.1f s", f[4]), sprintf("%.1f s", f[5]), sprintf("%.1f s", f[6]), sprintf("%.1f s", f[7]))
          if (f[7] / f[5] > ds) ds = f[7] / f[5]
        }
        if (f[2] == "executables") { ex[4] = f[4]; ex[5] = f[5]; ex[6] = f[6]; ex[7] = f[7] }
        if (f[2] == "variants")
          row("executables / variants", ex[4] " / " f[4], ex[5] " / " f[5], ex[6] " / " f[6], ex[7] " / " f[7])
      }
      print ""
      print "(a) each entry point compiled into a module of its own (\"in N\": N files)."
      print "(b) all entry points in one module, facet default: structurally equal kernels merged"
      print "    (executables), then one compiled variant per distinct configuration of their call sites."
      print "(c) the same merge with one configuration per merged kernel, as IREE does."
      print "(d) no merging: every call site compiles its own kernel."
      if (use_cpu) print "Times: median CPU time per call (all threads) over interleaved runs, 2 threads; Nx = time / time (a)."
      else {
        print "Times: median real time per call over interleaved runs, 2 threads; Nx = time / time (a)."
        printf "Other processes used less than %s cores during every timed call.\n", q
      }
      measure = use_cpu ? " by CPU time" : ""
      printf "\nIn (b) the slowest entry point against its own module is %s at %.2fx%s.", wb_fn, wb, measure
      if (use_cpu && wb > judge)
        printf "\nThe machine was too busy to judge that: rerun `make demo` when it is quiet.\n"
      else printf "\n"
      printf "Sharing one configuration (c) makes %s %.0f%% slower%s.\n", wc_fn, (wc - 1) * 100, measure
      printf "Without dedup (d) the compile takes up to %.1fx and the module up to %.1fx those of (b).\n", ds, db
    }'
}

cat "$BENCH_WORK/s1_seed/summary.tsv" "$BENCH_WORK/s2_decode_prefill/summary.tsv" | table
[ "${DEMO_TABLE_ONLY:-0}" = 1 ] && exit 0
echo
echo "Full tables: $OUT/s1.md and $OUT/s2.md; \`make bench\` runs every scenario at length."
echo "Demo time: $(($(date +%s) - T0)) s."
