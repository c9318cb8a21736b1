#!/bin/sh
# Every tool's command line: --help on stdout with exit 0, --version (facet's
# and the module format's), one message format ("TOOL: error: ..."), "did
# you mean" for flags and function names, outputs checked before any work,
# no temporary file named, --quiet, facet-dump's views, --profile on
# facet-run-module with call-site locations.
. "$(dirname "$0")/lib.sh"

version=$(sed -n 's/^__version__ = "\(.*\)"/\1/p' python/facet/__init__.py)
for tool in tools/*.c utils/*.c; do
  t=$(basename "$tool" .c)
  "$BIN/$t" --help >"$T/help.out" 2>"$T/help.err" || fail "$t --help exits $?"
  [ -s "$T/help.out" ] || fail "$t --help prints nothing on stdout"
  [ -s "$T/help.err" ] && fail "$t --help writes to stderr: $(cat "$T/help.err")"
  grep -q "usage: $t" "$T/help.out" || fail "$t --help: no usage line"
  "$BIN/$t" --version >"$T/v.out" 2>&1 || fail "$t --version exits $?"
  grep -q "^$t (facet $version, module format [0-9]*, kernel ABI [0-9]*)$" "$T/v.out" ||
    fail "$t --version: $(cat "$T/v.out")"
done
# facet-compile's help explains its flags (README's target list too).
"$BIN/facet-compile" --help >"$T/help.out"
for f in --generalize --split-rows --quiet --report -j --cache-dir x86-64-v4-bf16 x86-64-v4-amx; do
  grep -q -- "$f" "$T/help.out" || fail "facet-compile --help does not explain $f"
done
for t in x86-64-v4-bf16 x86-64-v4-amx; do
  grep -q "$t" README.md || fail "README's --target-cpu list lacks $t"
done

cat >"$T/add.mlir" <<'MLIR'
func.func @add(%a: !torch.vtensor<[2,3],f32>, %b: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Tensor %a, %b, %int1 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
  return %0 : !torch.vtensor<[2,3],f32>
}
MLIR
"$BIN/facet-compile" "$T/add.mlir" -o "$T/add.facet"
RUN="$BIN/facet-run-module --module=$T/add.facet --input=2x3xf32=1 --input=2x3xf32=2"

# Did you mean: flags of each tool, function names.
expect_error "facet-run-module: error: unknown flag '--ouptut=-'; did you mean '--output'?" $RUN --ouptut=-
expect_error "facet-benchmark-module: error: unknown flag '--benchmark_repetition=3'; did you mean '--benchmark_repetitions'?" \
  "$BIN/facet-benchmark-module" --module="$T/add.facet" --benchmark_repetition=3
expect_error "facet-dump: error: unknown flag '--sumary'; did you mean '--summary'?" \
  "$BIN/facet-dump" "$T/add.facet" --sumary
expect_error "facet-compile: error: unknown flag '--reprot=r.json'; did you mean '--report'?" \
  "$BIN/facet-compile" "$T/add.mlir" -o "$T/x.facet" --reprot=r.json
expect_error "module has no function 'ad' (functions: add); did you mean 'add'?" $RUN --function=ad
expect_error "facet-reference: error: no function 'bmm_f3'; did you mean 'bmm_f32'?" \
  "$BIN/facet-reference" tests/e2e/inputs/batched_matmul.mlir --function=bmm_f3
# --module=- on a terminal (script(1), bsdutils, gives it one) refuses rather than waits
script -qc "$BIN/facet-run-module --module=- --function=f" /dev/null </dev/null >"$T/tty.out" 2>&1 || true
grep -q "standard input is a terminal" "$T/tty.out" || { cat "$T/tty.out"; fail "--module=- on a terminal"; }
expect_error "facet-dump: error: module has no function 'ad'; did you mean 'add'?" \
  "$BIN/facet-dump" "$T/add.facet" --function=ad

# Outputs are checked before any work: the bad output is named even though
# the input is bad too (so nothing was imported or loaded first).
echo 'not mlir' >"$T/bad.mlir"
expect_error "facet-compile: error: cannot write nodir/x.facet: directory nodir does not exist" \
  "$BIN/facet-compile" "$T/bad.mlir" -o nodir/x.facet
expect_error "cannot write $T/add.mlir/x.json: directory $T/add.mlir does not exist" \
  "$BIN/facet-compile" "$T/bad.mlir" -o "$T/x.facet" --report="$T/add.mlir/x.json"
expect_error "facet-run-module: error: cannot write nodir/out.npy: directory nodir does not exist" \
  "$BIN/facet-run-module" --module="$T/missing.facet" --output=@nodir/out.npy
expect_error "cannot write $T: it is a directory" $RUN --output=@"$T"
chmod 500 "$T" 2>/dev/null
if [ "$(id -u)" != 0 ]; then
  expect_error "cannot write $T/x.facet: directory $T: Permission denied" \
    "$BIN/facet-compile" "$T/bad.mlir" -o "$T/x.facet"
fi
chmod 700 "$T"
grep -q '\.tmp\.' "$T/err.out" && fail "a temporary file named: $(cat "$T/err.out")"

# Messages without a location carry the tool's name.
expect_error "facet-compile: error: missing -o OUT.facet" "$BIN/facet-compile" "$T/add.mlir"
expect_error "facet-opt: error: a second input" "$BIN/facet-opt" "$T/add.mlir" "$T/add.mlir"

# --quiet: no warnings; without it they are there.
cp examples/seed/prefill_bs_2_8_small.mlir "$T/seed.mlir"
"$BIN/facet-compile" "$T/seed.mlir" -o "$T/seed.facet" 2>"$T/loud.err"
"$BIN/facet-compile" "$T/seed.mlir" -o "$T/seed.facet" --quiet 2>"$T/quiet.err"
[ -s "$T/quiet.err" ] && fail "--quiet printed: $(cat "$T/quiet.err")"

# facet-dump's views.
"$BIN/facet-dump" "$T/add.facet" --summary >"$T/sum.out"
grep -q '^1 functions, 1 executables, 1 variants' "$T/sum.out" || fail "--summary: $(cat "$T/sum.out")"
"$BIN/facet-dump" "$T/add.facet" --json >"$T/dump.json"
grep -q '"loc": "[^"]*add.mlir:3:3"' "$T/dump.json" || fail "--json: $(cat "$T/dump.json")"
"$BIN/facet-dump" "$T/add.facet" --executables >"$T/ex.out"
head -1 "$T/ex.out" | grep -q '^executable add_dispatch_0' || fail "--executables: $(head -3 "$T/ex.out")"
grep -q '^func @add' "$T/ex.out" && fail "--executables printed functions"
"$BIN/facet-dump" - --function=add <"$T/add.facet" >"$T/fn.out"
grep -q '^func @add' "$T/fn.out" && grep -q '^executables of @add:' "$T/fn.out" ||
  fail "--function: $(cat "$T/fn.out")"

# --profile on facet-run-module: each kernel with its call sites.
$RUN --profile >/dev/null 2>"$T/prof.err"
grep -q "^profile of add: 1 calls" "$T/prof.err" || fail "--profile: $(cat "$T/prof.err")"
grep -q "at .*add.mlir:3:3 (@add)" "$T/prof.err" || fail "--profile has no call sites: $(cat "$T/prof.err")"
echo "cli_tools: ok"
