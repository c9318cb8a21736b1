# Generated torchvision CNNs (utils/facet-gen-cnn.c) against PyTorch: the
# ResNet-18 and MobileNetV2 of tests/cnn/configs.sh, regenerated from the
# same seed, compile, run on tests/cnn/input.npy and match torchvision's
# logits committed beside it (tests/cnn/README.md) within 1e-4 of the
# logits' largest magnitude, and the float64 reference. A ResNet-50 (small
# image and width, two entry points) printed with --old-syntax (`func` and
# `return` without `func.`) compiles and runs to the reference; a .mlirbc
# of the ResNet-18 (MLIR 16's writer, from the generic form) is the module
# of its text (facet-opt's output is the same). Kernels at -O0, every dim
# a push constant (fewer kernels): this checks results, not speed.
. "$(dirname "$0")/lib.sh"
D=tests/cnn
. "$D/configs.sh"
compile() { # MLIR OUT
  "$BIN/facet-compile" "$1" -o "$2" --generalize=all --cc=tests/e2e/inputs/cc-O0 || fail "facet-compile $1"
}
against() { # ACTUAL EXPECTED WHAT
  "$BIN/facet-npy" compare "$1" "$2" --atol=0 --rtol=1e-4 >"$T/cmp.txt" || { cat "$T/cmp.txt"; fail "$3"; }
}
fn=forward_bs$CNN_BATCH
for m in resnet18 mobilenet_v2; do
  # shellcheck disable=SC2046
  "$BIN/facet-gen-cnn" --model="$m" $(cnn_options "$m") --params="$T/$m.safetensors" -o "$T/$m.mlir"
  compile "$T/$m.mlir" "$T/$m.facet"
  "$BIN/facet-run-module" --module="$T/$m.facet" --function="$fn" --input=@$D/input.npy \
    --parameters=model="$T/$m.safetensors" --output=@"$T/$m.npy" >/dev/null
  against "$T/$m.npy" "$D/$m.logits.npy" "$m: facet's logits against torchvision's"
  "$BIN/facet-reference" "$T/$m.mlir" --function="$fn" --input=@$D/input.npy \
    --parameters=model="$T/$m.safetensors" --output=@"$T/$m.ref.npy"
  against "$T/$m.npy" "$T/$m.ref.npy" "$m: facet's logits against the reference"
done

# ResNet-50 in the old syntax: batch 1 and 2 from one module.
"$BIN/facet-gen-cnn" --model=resnet50 --batch=1,2 --image=32 --classes=10 --width=0.125 --old-syntax \
  --params="$T/r50.safetensors" -o "$T/r50.mlir"
if ! grep -q '^  func @forward_bs1(' "$T/r50.mlir" || ! grep -q '^    return %' "$T/r50.mlir" ||
  grep -q 'func\.' "$T/r50.mlir"; then
  fail "--old-syntax printed func.func or func.return"
fi
compile "$T/r50.mlir" "$T/r50.facet"
"$BIN/facet-npy" random 2x3x32x32xf32 --seed=5 -o "$T/x2.npy"
for b in 1 2; do
  "$BIN/facet-npy" random "${b}x3x32x32xf32" --seed=5 -o "$T/x.npy"
  "$BIN/facet-run-module" --module="$T/r50.facet" --function="forward_bs$b" --input=@"$T/x.npy" \
    --parameters=model="$T/r50.safetensors" --output=@"$T/r50.npy" >/dev/null
  "$BIN/facet-reference" "$T/r50.mlir" --function="forward_bs$b" --input=@"$T/x.npy" \
    --parameters=model="$T/r50.safetensors" --output=@"$T/r50.ref.npy"
  against "$T/r50.npy" "$T/r50.ref.npy" "resnet50 --old-syntax forward_bs$b against the reference"
done

# Bytecode: MLIR 16 writes it from the generic form (inputs/to_generic.py).
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-16/bin/mlir-opt}
if [ -x "$MLIR_OPT" ]; then
  python3 tests/e2e/inputs/to_generic.py --attributes "$T/resnet18.mlir" >"$T/g.mlir" 2>/dev/null
  "$MLIR_OPT" --allow-unregistered-dialect --emit-bytecode "$T/g.mlir" -o "$T/r18.mlirbc"
  "$BIN/facet-opt" "$T/resnet18.mlir" >"$T/text.out"
  "$BIN/facet-opt" "$T/r18.mlirbc" >"$T/bc.out"
  diff "$T/text.out" "$T/bc.out" >/dev/null || fail "the .mlirbc of resnet18 imports to another module"
  grep -q 'conv' "$T/bc.out" || fail "facet-opt printed no convolution"
else
  echo "cnn_models: no $MLIR_OPT (Debian's mlir-16-tools): the .mlirbc check is skipped"
fi

# Bad options: a message, no file.
expect_error "unknown --model=vgg16" "$BIN/facet-gen-cnn" --model=vgg16 -o "$T/bad.mlir"
expect_error "bad --image=16" "$BIN/facet-gen-cnn" --model=resnet18 --image=16 -o "$T/bad.mlir"
expect_error "bad --width=0" "$BIN/facet-gen-cnn" --model=resnet18 --width=0 -o "$T/bad.mlir"
expect_error "bad --batch=1,,8" "$BIN/facet-gen-cnn" --model=resnet18 --batch=1,,8 -o "$T/bad.mlir"
expect_error "no output" "$BIN/facet-gen-cnn" --model=resnet18
[ ! -e "$T/bad.mlir" ] || fail "a refused request wrote a file"
echo "cnn_models: ok"
