#!/bin/sh
# What an IREE user types works (docs/migrating-from-iree.md): "-" for
# standard input and output, raw binary inputs, --output=+ (append),
# --expected_output with IREE's thresholds, facet-benchmark-module's
# --benchmark_out, --benchmark_out_format and --benchmark_filter.
. "$(dirname "$0")/lib.sh"

cat >"$T/add.mlir" <<'MLIR'
func.func @add(%a: !torch.vtensor<[2,3],f32>, %b: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Tensor %a, %b, %int1 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
  return %0 : !torch.vtensor<[2,3],f32>
}
MLIR
RUN=$BIN/facet-run-module
IN="--input=2x3xf32=1 2 3 4 5 6"

# A pipe from the compiler to the runner; the source from standard input too.
"$BIN/facet-compile" "$T/add.mlir" -o - | "$RUN" --module=- --function=add "$IN" \
  --input=2x3xf32=0.5 >"$T/pipe.out"
grep -qx '2x3xf32=\[1.5 2.5 3.5\]\[4.5 5.5 6.5\]' "$T/pipe.out" || fail "pipe: $(cat "$T/pipe.out")"
"$BIN/facet-compile" - -o "$T/add.facet" <"$T/add.mlir"
"$BIN/facet-compile" "$T/add.mlir" -o "$T/add2.facet" --report=- >"$T/report.json"
grep -q '"pass_seconds": {"import": ' "$T/report.json" || fail "--report=- has no per-pass times"
[ -e ./- ] && fail "a file named '-' was written"
expect_error "would both write to standard output" \
  "$BIN/facet-compile" "$T/add.mlir" -o - --report=-

# Generators write to standard output too; facet-compile reads a pipe
# with no input named; facet-dump reads one.
"$BIN/facet-gen-model" --layers=1 --hidden=64 --ffn=96 --prefill=1 --decode=1 -o - |
  "$BIN/facet-compile" -o - --quiet | "$BIN/facet-dump" - --summary >"$T/gen.sum"
grep -q '^2 functions' "$T/gen.sum" || fail "generator | compile | dump: $(cat "$T/gen.sum")"
[ -e ./- ] && fail "a file named '-' was written"

# Raw binary inputs: exactly the tensor's bytes.
"$BIN/facet-npy" random 2x3xf32 --seed=1 -o "$T/in.npy"
tail -c 24 "$T/in.npy" >"$T/in.bin" # the data after the .npy header
"$RUN" --module="$T/add.facet" --input=2x3xf32=@"$T/in.npy" --input=2x3xf32=1 >"$T/npy.out"
"$RUN" --module="$T/add.facet" --input=2x3xf32=@"$T/in.bin" --input=2x3xf32=1 >"$T/bin.out"
cmp -s "$T/npy.out" "$T/bin.out" || fail "raw input differs from .npy: $(cat "$T/bin.out")"
expect_error "holds 24 bytes; 3x3xf32 is 36 bytes" \
  "$RUN" --module="$T/add.facet" --input=3x3xf32=@"$T/in.bin" --input=2x3xf32=1
expect_error "give its type for raw bytes" \
  "$RUN" --module="$T/add.facet" --input=@"$T/in.bin" --input=2x3xf32=1

# --output=+file.npy appends one array per run; @file.npy replaces.
"$RUN" --module="$T/add.facet" "$IN" --input=2x3xf32=1 --output=@"$T/one.npy" >/dev/null
"$RUN" --module="$T/add.facet" "$IN" --input=2x3xf32=1 --output=+"$T/two.npy" >/dev/null
"$RUN" --module="$T/add.facet" "$IN" --input=2x3xf32=1 --output=+"$T/two.npy" >/dev/null
cat "$T/one.npy" "$T/one.npy" | cmp -s - "$T/two.npy" || fail "--output=+ did not append"

# --expected_output: IREE's [SUCCESS] / [FAILED] and exit status.
"$RUN" --module="$T/add.facet" "$IN" --input=2x3xf32=1 \
  --expected_output="2x3xf32=2 3 4 5 6 7" >"$T/ok.out" || fail "expected output refused"
grep -q '^\[SUCCESS\]' "$T/ok.out" || fail "no [SUCCESS]: $(cat "$T/ok.out")"
grep -q 'result\[0\]' "$T/ok.out" && fail "results printed with --expected_output"
expect_error "[FAILED] result[0]: element 5 is 7, expected 7.01" \
  "$RUN" --module="$T/add.facet" "$IN" --input=2x3xf32=1 --expected_output="2x3xf32=2 3 4 5 6 7.01"
"$RUN" --module="$T/add.facet" "$IN" --input=2x3xf32=1 --expected_output="2x3xf32=2 3 4 5 6 7.01" \
  --expected_f32_threshold=0.05 >/dev/null || fail "--expected_f32_threshold not applied"
"$RUN" --module="$T/add.facet" "$IN" --input=2x3xf32=1 --expected_output="(ignored)" >/dev/null ||
  fail "(ignored) not ignored"
expect_error "[FAILED] result[0]: 2x3xf32, expected 3x2xf32" \
  "$RUN" --module="$T/add.facet" "$IN" --input=2x3xf32=1 --expected_output="3x2xf32=0"
"$RUN" --module="$T/add.facet" "$IN" --input=2x3xf32=1 --output=@"$T/exp.npy" >/dev/null
"$RUN" --module="$T/add.facet" "$IN" --input=2x3xf32=1 --expected_output=@"$T/exp.npy" >/dev/null ||
  fail "expected output from .npy"

# facet-benchmark-module: --benchmark_out (json by default), csv, filter.
BENCH="$BIN/facet-benchmark-module --module=$T/add.facet --input=2x3xf32=1 --input=2x3xf32=1 --benchmark_min_time=5x"
$BENCH --benchmark_out="$T/b.json" >"$T/b.console" 2>/dev/null
grep -q '"name": "BM_add/process_time/real_time"' "$T/b.json" || fail "--benchmark_out: $(cat "$T/b.json")"
grep -q '^BM_add/process_time/real_time' "$T/b.console" || fail "console report missing"
$BENCH --benchmark_out="$T/b.csv" --benchmark_out_format=csv >/dev/null 2>&1
head -1 "$T/b.csv" | grep -q '^name,iterations,real_time,cpu_time,time_unit' || fail "csv: $(cat "$T/b.csv")"
$BENCH --benchmark_filter='BM_add' >/dev/null 2>&1 || fail "a matching filter ran nothing"
expect_error "Failed to match any benchmarks against regex: BM_mul" $BENCH --benchmark_filter=BM_mul
$BENCH --benchmark_filter=-BM_mul >/dev/null 2>&1 || fail "a negative filter ran nothing"
expect_error "cannot write $T/no/b.json: directory $T/no does not exist" \
  $BENCH --benchmark_out="$T/no/b.json"
echo "iree_parity: ok"
