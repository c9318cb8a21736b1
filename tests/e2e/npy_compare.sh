# facet-npy compare, as the op oracle needs it: NaN matches only NaN,
# infinities only themselves, integers exactly (above 2^53 too),
# --elementwise bounds each element by its own magnitude, --signed-zeros
# tells -0.0 from 0.0 and --same-dtype refuses files of other dtypes.
. "$(dirname "$0")/lib.sh"
cat >"$T/id.mlir" <<'MLIR'
func.func @f(%a: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %none = torch.constant.none
  %0 = torch.aten.clone %a, %none : !torch.vtensor<[4],f32>, !torch.none -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}
func.func @i(%a: !torch.vtensor<[2],si64>) -> !torch.vtensor<[2],si64> {
  %none = torch.constant.none
  %0 = torch.aten.clone %a, %none : !torch.vtensor<[2],si64>, !torch.none -> !torch.vtensor<[2],si64>
  return %0 : !torch.vtensor<[2],si64>
}
MLIR
npy() { # NAME FUNCTION VALUES: a .npy of the values, written by facet-reference
  t=4xf32
  [ "$2" = i ] && t=2xi64
  "$BIN/facet-reference" "$T/id.mlir" --function="$2" --input="$t=$3" --output=@"$T/$1.npy"
}
# shellcheck disable=SC2086
same() { "$BIN/facet-npy" compare "$T/$1.npy" "$T/$2.npy" ${3:-} >/dev/null 2>&1 || fail "$1 and $2 (${3:-}) should agree"; }
# shellcheck disable=SC2086
differ() { ! "$BIN/facet-npy" compare "$T/$1.npy" "$T/$2.npy" ${3:-} >/dev/null 2>&1 || fail "$1 and $2 (${3:-}) should differ"; }
npy a f "nan inf -0 1"
npy pz f "nan inf 0 1"
npy nonan f "1 inf -0 1"
npy neginf f "nan -inf -0 1"
npy big f "nan 3e38 -0 1"
npy tiny f "1e-30 inf -0 1"
npy tiny2 f "2e-30 inf -0 1"
same a a "--elementwise --signed-zeros"
same a pz
differ a pz --signed-zeros
differ a nonan
differ nonan a
differ a neginf
differ a big
same tiny tiny2
differ tiny tiny2 --elementwise
npy i1 i "9007199254740993 -9223372036854775808"
npy i2 i "9007199254740992 -9223372036854775808"
same i1 i1
differ i1 i2
cp "$T/i1.npy" "$T/f64.npy"
"$BIN/facet-reference" "$T/id.mlir" --function=f --input="4xf32=1 2 3 4" --output=@"$T/f32.npy" --unrounded
"$BIN/facet-reference" "$T/id.mlir" --function=f --input="4xf32=1 2 3 4" --output=@"$T/f32b.npy"
same f32 f32b
differ f32 f32b --same-dtype
