#!/bin/sh
# Regenerates the .mlirbc files beside this script from their .mlir sources
# with MLIR's own writer (Debian's mlir-16-tools: bytecode version 0), so
# the tests read bytecode MLIR wrote and need no MLIR at test time.
#   sh tests/lit/import/Inputs/bytecode/regen.sh
set -eu
cd "$(dirname "$0")"
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-16/bin/mlir-opt}
for src in torch builtin linalg slices; do
  "$MLIR_OPT" --allow-unregistered-dialect --emit-bytecode "$src.mlir" -o "$src.mlirbc"
done
