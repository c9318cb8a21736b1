# The small configurations whose torchvision logits are committed here
# (sourced by tests/cnn/regen.sh and tests/e2e/cnn_models.sh).
CNN_BATCH=2
CNN_IMAGE=32
CNN_CLASSES=10
# cnn_width MODEL: ResNet at torchvision's only width; MobileNetV2 at half
cnn_width() { case $1 in mobilenet_v2) echo 0.5 ;; *) echo 1 ;; esac; }
# facet-gen-cnn's options for MODEL (but --model, --params, -o)
cnn_options() {
  echo "--batch=$CNN_BATCH --image=$CNN_IMAGE --classes=$CNN_CLASSES --width=$(cnn_width "$1") --seed=1"
}
# tests/cnn/torchvision_logits.py's for MODEL (but --params, input, output)
cnn_torch_options() { echo "--classes=$CNN_CLASSES --width=$(cnn_width "$1")"; }
