#!/bin/sh
# make demo's conclusion on a busy machine. The demo reads the scenarios'
# summaries (bench/lib.sh summary_abcd); here they are written by hand, with
# the figures of a real disturbed run: real-time medians that put (b) at
# 1.65x and 1.89x its own module while CPU time per call said 1.02x and
# 0.97x. The demo must say the machine was busy and conclude from CPU time;
# on a quiet machine it keeps the real-time medians; and when even CPU time
# is off on a busy machine it must say it cannot judge.
. "$(dirname "$0")/lib.sh"

# summaries DIR LOAD_BUSY S1_CPU_B: the two summary.tsv files, with LOAD_BUSY
# disturbed calls out of 24 and prefill_bs8's CPU ms in (b) (its (a): 3900).
summaries() {
  mkdir -p "$1/s1_seed" "$1/s2_decode_prefill"
  printf '%s\n' \
    "s1_seed	time	prefill_bs8	1974	3257	3300	2000" \
    "s1_seed	fastest	prefill_bs8	1950	1990	1985	1960" \
    "s1_seed	cpu	prefill_bs8	3900	$3	3950	3920" \
    "s1_seed	modules	-	1	1	1	1" \
    "s1_seed	bytes	-	40000	41000	40500	80000" \
    "s1_seed	compile	-	0.9	1.0	0.9	1.8" \
    "s1_seed	executables	-	1	1	1	2" \
    "s1_seed	variants	-	1	2	1	2" \
    "s1_seed	load	-	8	$2	1.45	0.3" >"$1/s1_seed/summary.tsv"
  printf '%s\n' \
    "s2_decode_prefill	time	prefill_bs1	186.0	351.5	352.0	190.0" \
    "s2_decode_prefill	fastest	prefill_bs1	184.0	187.0	186.0	185.0" \
    "s2_decode_prefill	cpu	prefill_bs1	370.0	359.0	371.0	368.0" \
    "s2_decode_prefill	time	decode_bs1	18.0	17.7	64.4	18.2" \
    "s2_decode_prefill	fastest	decode_bs1	17.9	17.6	64.0	18.0" \
    "s2_decode_prefill	cpu	decode_bs1	35.0	35.2	128.0	35.5" \
    "s2_decode_prefill	modules	-	2	1	1	1" \
    "s2_decode_prefill	bytes	-	83000	120000	83000	200000" \
    "s2_decode_prefill	compile	-	1.0	1.5	1.0	3.0" \
    "s2_decode_prefill	executables	-	8	4	4	8" \
    "s2_decode_prefill	variants	-	8	7	4	8" \
    "s2_decode_prefill	load	-	16	0	0.10	0.3" >"$1/s2_decode_prefill/summary.tsv"
}

demo() { BENCH_WORK="$1" DEMO_TABLE_ONLY=1 sh scripts/demo.sh >"$2" || fail "demo table from $1"; }
want() { grep -qF -- "$2" "$1" || { cat "$1"; fail "demo output lacks '$2'"; }; }
unwanted() { ! grep -qF -- "$2" "$1" || { cat "$1"; fail "demo output has '$2'"; }; }

# busy: 5 of 24 calls disturbed; CPU time says (b) is as fast as (a)
summaries "$T/busy" 5 3978
demo "$T/busy" "$T/busy.out"
want "$T/busy.out" "The machine was busy"
want "$T/busy.out" "during 5 of the 24"
want "$T/busy.out" "Times: median CPU time per call"
want "$T/busy.out" "prefill_bs8 at 1.02x by CPU time"
unwanted "$T/busy.out" "1.65x"
unwanted "$T/busy.out" "1.89x"
unwanted "$T/busy.out" "too busy"

# quiet: the same summaries without disturbed calls keep the real-time medians
summaries "$T/quiet" 0 3978
demo "$T/quiet" "$T/quiet.out"
unwanted "$T/quiet.out" "The machine was busy"
want "$T/quiet.out" "Times: median real time per call"
want "$T/quiet.out" "prefill_bs1 at 1.89x."
want "$T/quiet.out" "Other processes used less than 0.3 cores"

# busy, and CPU time too puts (b) at 1.20x: no verdict on facet
summaries "$T/worse" 5 4680
demo "$T/worse" "$T/worse.out"
want "$T/worse.out" "prefill_bs8 at 1.20x by CPU time"
want "$T/worse.out" "too busy to judge"
echo "demo judge: ok"
