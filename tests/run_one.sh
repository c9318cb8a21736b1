#!/bin/sh
# run_one.sh LOG "NAME CMD ARGS...": one test for tests/run.sh, which runs
# several at once: its output, exit status and wall time (seconds) go to
# LOG/NAME.out, .rc and .time (NAME with / as _).
log=$1
# shellcheck disable=SC2086 # the test's words, split as run.sh wrote them
set -- $2
f=$log/$(echo "$1" | tr / _)
shift
t0=$(date +%s)
"$@" >"$f.out" 2>&1
echo $? >"$f.rc"
echo $(($(date +%s) - t0)) >"$f.time"
