# Mutable arguments end to end (tests/e2e/inputs/mutable.mlir): each
# function's results and the new values of its mutable arguments, as
# facet-run-module prints and saves them (results first, then mutable
# inputs in input order), against facet-reference's; facet-dump says how
# each argument is written (in place by a dispatch, or by a copy) and how
# many copies a call makes.
. "$(dirname "$0")/lib.sh"
m=tests/e2e/inputs/mutable.mlir
"$BIN/facet-npy" random 8xf32 --seed=1 -o "$T/x.npy"
"$BIN/facet-npy" random 8xf32 --seed=2 -o "$T/a.npy"
"$BIN/facet-npy" random 8xf32 --seed=3 -o "$T/b.npy"
"$BIN/facet-npy" random 4x4xf32 --seed=4 -o "$T/x44.npy"
"$BIN/facet-npy" random 2x2x4xf32 --seed=5 -o "$T/c224.npy"
"$BIN/facet-npy" random 5x4xf32 --seed=6 -o "$T/x54.npy"
"$BIN/facet-npy" random 5x4xf32 --seed=7 -o "$T/c54.npy"
x=@$T/x.npy a=@$T/a.npy b=@$T/b.npy
for target in host x86-64; do
  "$BIN/facet-compile" "$m" -o "$T/m.facet" --target-cpu=$target
  compare_outputs "$m" "$T/m.facet" direct 1 "$x" "$a"
  compare_outputs "$m" "$T/m.facet" bump 1 "$x" "$a"
  compare_outputs "$m" "$T/m.facet" later_read 2 "$x" "$a"
  compare_outputs "$m" "$T/m.facet" two 3 "$x" "$a" "$b"
  compare_outputs "$m" "$T/m.facet" views 1 "@$T/x44.npy" "@$T/c224.npy"
  compare_outputs "$m" "$T/m.facet" dynamic 2 "@$T/x54.npy" "@$T/x44.npy" "@$T/c54.npy"
  compare_outputs "$m" "$T/m.facet" from_input 1 "$x" "$a"
  compare_outputs "$m" "$T/m.facet" returned 2 "$x" "$a"
  compare_outputs "$m" "$T/m.facet" old_returned 2 "$x" "$a"
  compare_outputs "$m" "$T/m.facet" cross 2 "$a" "$b"
  compare_outputs "$m" "$T/m.facet" unchanged 2 "$x" "$a"
  compare_outputs "$m" "$T/m.facet" permute 1 "8xi64=1,2,3,4,5,6,7,0" "$a"
  compare_outputs "$m" "$T/m.facet" shift 1 "$a"
done

# How each argument is written, and the copies per call.
"$BIN/facet-dump" "$T/m.facet" >"$T/dump"
expect_dump() { # function, then the lines that must follow its signature, in order
  fn=$1
  shift
  sed -n "/^func @$fn(/,/^func @/p" "$T/dump" >"$T/fn"
  for line in "$@"; do
    grep -qF -- "$line" "$T/fn" || { cat "$T/fn"; fail "@$fn: no '$line' in facet-dump"; }
  done
}
expect_dump direct "%in1: 8xf32 (mutable)" "mutates %in1: written in place (dispatch site 0)" "copies: 0"
expect_dump bump "mutates %in1: copied in" "copies: 1"
expect_dump later_read "mutates %in1: copied in" "copies: 1"
expect_dump two "mutates %in1: written in place" "mutates %in2: copied in" "copies: 1"
expect_dump views "mutates %in1: written in place" "copies: 0"
expect_dump dynamic "mutates %in2: written in place" "copies: 0"
expect_dump from_input "mutates %in1: copied in (command 0)" "copies: 1"
expect_dump returned "mutates %in1: copied in" "copies: 1"
expect_dump old_returned "mutates %in1: written in place" "copies: 1"
expect_dump cross "mutates %in0: copied in" "mutates %in1: copied in" "copies: 2"
expect_dump unchanged "mutates %in1: unchanged" "copies: 0"
expect_dump permute "mutates %in1: copied in" "copies: 2"
# cache[perm[i]] = cache[i]: every value read before any is written
"$BIN/facet-run-module" --module="$T/m.facet" --function=permute --input="8xi64=1,2,3,4,5,6,7,0" \
  --input="8xf32=10,20,30,40,50,60,70,80" >"$T/run"
grep -q "8xf32=80 10 20 30 40 50 60 70" "$T/run" || { cat "$T/run"; fail "@permute read rows it had overwritten"; }
"$BIN/facet-run-module" --module="$T/m.facet" --function=shift --input="8xf32=10,20,30,40,50,60,70,80" >"$T/run"
grep -q "8xf32=10 10 20 30 40 50 60 70" "$T/run" || { cat "$T/run"; fail "@shift read elements it had overwritten"; }
# The copy follows the last read of the old value: after the sum's dispatch.
sed -n '/^func @later_read(/,/^func @/p' "$T/dump" | grep -A1 'dispatch site 1' | grep -q 'copy s' ||
  fail "later_read: the copy does not follow the dispatch reading the old value"

# Printed after the results; one --output per result and per mutable input.
"$BIN/facet-run-module" --module="$T/m.facet" --function=two --input="8xf32=1" \
  --input="8xf32=5" --input="8xf32=2" >"$T/run"
cat >"$T/want" <<'OUT'
EXEC @two
result[0]: hal.buffer_view
8xf32=-15 -15 -15 -15 -15 -15 -15 -15
input[1] (mutated): hal.buffer_view
8xf32=2 2 2 2 2 2 2 2
input[2] (mutated): hal.buffer_view
8xf32=2 2 2 2 2 2 2 2
OUT
diff "$T/want" "$T/run" || fail "facet-run-module @two printed something else"
expect_error "2 --output flags for 1 results and 2 mutable inputs (one each, results first)" \
  "$BIN/facet-run-module" --module="$T/m.facet" --function=two --input="8xf32=1" \
  --input="8xf32=5" --input="8xf32=2" --output=- --output=-
# An empty --output skips a value; - prints it.
"$BIN/facet-run-module" --module="$T/m.facet" --function=two --input="8xf32=1" \
  --input="8xf32=5" --input="8xf32=2" --output= --output=@"$T/a_new.npy" --output=- >"$T/run"
grep -q "input\[2\] (mutated)" "$T/run" || fail "the third --output did not print input 2"
! grep -q "result\[0\]" "$T/run" || fail "an empty --output printed result 0"
"$BIN/facet-npy" compare "$T/a_new.npy" "$T/x.npy" >/dev/null 2>&1 && fail "a_new is x"
"$BIN/facet-npy" print "$T/a_new.npy" | grep -q "8xf32=2 2 2" || fail "a_new.npy holds something else"
# A broken entry check fails the call before anything is written.
expect_error "dynamic: input 2 dim 0 is 6, must be 5: expected s0 with s0 (input 0 dim 0)" \
  "$BIN/facet-run-module" --module="$T/m.facet" --function=dynamic --input="5x4xf32=1" \
  --input="4x4xf32=1" --input="6x4xf32=1"
# The benchmark tool calls a function with mutable inputs repeatedly (the
# same buffer updated every iteration).
"$BIN/facet-benchmark-module" --module="$T/m.facet" --function=two --input="8xf32=1" \
  --input="8xf32=5" --input="8xf32=2" --benchmark_min_time=3x --benchmark_repetitions=2 \
  >"$T/bench" || { cat "$T/bench"; fail "facet-benchmark-module @two"; }
grep -q "BM_two/process_time/real_time" "$T/bench" || fail "no benchmark row for @two"
echo "mutable: OK"
