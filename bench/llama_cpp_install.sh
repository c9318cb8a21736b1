#!/bin/sh
# Installs llama.cpp for the S5 baseline and builds bench/llama_cpp_run.c
# against it; does nothing when the build is already there.
#
#   sh bench/llama_cpp_install.sh      prints the path of llama_cpp_run
#
# llama.cpp comes as node-llama-cpp's prebuilt CPU libraries (npm package
# @node-llama-cpp/linux-x64: libllama, libggml, one libggml-cpu-<arch>.so per
# x86 level, picked at run time), pinned to one version. The C headers that
# match them come from the same release: node-llama-cpp ships the llama.cpp
# source its binaries are built from as a git bundle (package
# node-llama-cpp, llama/gitRelease.bundle); we read include/llama.h and
# ggml/include/*.h out of it. Everything lands in bench/work/llama-cpp
# (git-ignored; LLAMA_CPP_DIR to move it). Needs npm, git and a C compiler
# (`scripts/install-deps --bench`); benchmarks only, never `make check`.
set -eu
VERSION=${LLAMA_CPP_NPM_VERSION:-3.22.1}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
DIR=${LLAMA_CPP_DIR:-$ROOT/bench/work/llama-cpp}
BIN=$DIR/llama_cpp_run
LIBS=$DIR/npm/node_modules/@node-llama-cpp/linux-x64/bins/linux-x64
say() { echo "llama_cpp_install: $*" >&2; }

if [ -x "$BIN" ] && [ "$BIN" -nt "$ROOT/bench/llama_cpp_run.c" ] && [ -f "$DIR/version" ] &&
  [ "$(cat "$DIR/version")" = "$VERSION" ]; then
  echo "$BIN"
  exit 0
fi
for tool in npm git cc tar; do
  command -v "$tool" >/dev/null 2>&1 || { say "needs $tool (scripts/install-deps --bench)"; exit 1; }
done
mkdir -p "$DIR"
if [ ! -d "$LIBS" ]; then
  say "npm install @node-llama-cpp/linux-x64@$VERSION"
  npm install --prefix "$DIR/npm" --no-save --no-audit --no-fund --loglevel=error \
    "@node-llama-cpp/linux-x64@$VERSION" >&2
fi
lib=$(cd "$LIBS" && ls libllama.v*.so 2>/dev/null | head -n 1)
ggml=$(cd "$LIBS" && ls libggml.v*.so 2>/dev/null | head -n 1)
[ -n "$lib" ] && [ -n "$ggml" ] || { say "no libllama.v*.so / libggml.v*.so in $LIBS"; exit 1; }
if [ ! -f "$DIR/src/include/llama.h" ]; then
  say "headers: npm pack node-llama-cpp@$VERSION (the llama.cpp source of its binaries)"
  rm -rf "$DIR/pack" "$DIR/src"
  mkdir -p "$DIR/pack"
  (cd "$DIR/pack" && npm pack --silent "node-llama-cpp@$VERSION" >/dev/null &&
    tar xzf "node-llama-cpp-$VERSION.tgz" package/llama/gitRelease.bundle package/llama/llama.cpp.info.json)
  # the headers must be those of the release the libraries were built from
  want=$(sed -n 's/.*"release": *"\([^"]*\)".*/\1/p' "$LIBS/_nlcBuildMetadata.json")
  have=$(sed -n 's/.*"tag": *"\([^"]*\)".*/\1/p' "$DIR/pack/package/llama/llama.cpp.info.json")
  [ -n "$want" ] && [ "$want" = "$have" ] || { say "libraries from '$want', source '$have': refusing"; exit 1; }
  git clone --quiet --no-checkout "$DIR/pack/package/llama/gitRelease.bundle" "$DIR/src" 2>/dev/null
  git -C "$DIR/src" checkout --quiet HEAD -- include ggml/include
  echo "$have" >"$DIR/release"
  rm -rf "$DIR/pack"
fi
say "cc bench/llama_cpp_run.c ($lib, llama.cpp $(cat "$DIR/release"))"
cc -std=c17 -D_GNU_SOURCE -O2 -Wall -Wextra -I"$DIR/src/include" -I"$DIR/src/ggml/include" \
  -DLLAMA_CPP_LIBS="\"$LIBS\"" -DLLAMA_CPP_RELEASE="\"$(cat "$DIR/release")\"" \
  "$ROOT/bench/llama_cpp_run.c" -L"$LIBS" -l:"$lib" -l:"$ggml" -l:libggml-base.so -Wl,-rpath,"$LIBS" -lm \
  -o "$BIN"
echo "$VERSION" >"$DIR/version"
echo "$BIN"
