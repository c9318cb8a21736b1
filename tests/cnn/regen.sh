#!/bin/sh
# Regenerates the committed PyTorch side of tests/e2e/cnn_models.sh
# (tests/cnn/README.md): the input and torchvision's logits for the small
# configurations below, from the weights facet-gen-cnn writes with the same
# options. Needs a build (make) and Debian's python3-torch and
# python3-torchvision (scripts/install-deps --bench).
#   sh tests/cnn/regen.sh
set -eu
cd "$(dirname "$0")/../.."
BIN=${BUILD:-build}/bin
PY=${PYTHON:-/usr/bin/python3}
D=tests/cnn
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
# the options cnn_models.sh generates each model with (keep them equal)
. "$D/configs.sh"
for m in resnet18 mobilenet_v2; do
  opts=$(cnn_options "$m")
  # shellcheck disable=SC2086
  "$BIN/facet-gen-cnn" --model="$m" $opts --params="$T/$m.safetensors" -o "$T/$m.mlir"
  # shellcheck disable=SC2046
  "$PY" "$D/torchvision_logits.py" --model="$m" $(cnn_torch_options "$m") --params="$T/$m.safetensors" \
    --batch="$CNN_BATCH" --image="$CNN_IMAGE" --seed=1 --input-out="$D/input.npy" --logits-out="$D/$m.logits.npy"
done
echo "regen: wrote $D/input.npy and $D/*.logits.npy"
