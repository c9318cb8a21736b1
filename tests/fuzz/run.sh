#!/bin/sh
# make fuzz: builds every libFuzzer target with clang (ASan + UBSan) and runs
# each for FUZZ_SECONDS (default 60) from its seed corpus. Exits non-zero on
# the first crash, leak or timeout. FUZZ_TARGETS="fuzz_npy fuzz_params_irpa"
# builds and runs only those. FUZZ_RUNS=N FUZZ_SEED=S run N inputs from a
# fresh corpus with a fixed seed instead: the same inputs on every machine,
# which is what CI runs (a CI result must not depend on luck or speed).
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
BUILD=${BUILD:-build}
OUT=$BUILD/fuzz
SECONDS_EACH=${FUZZ_SECONDS:-60}
mkdir -p "$OUT"
CFLAGS="-std=c17 -D_GNU_SOURCE -g -O1 -fsanitize=fuzzer,address,undefined -Iinclude -Isrc"
BASE=$(ls src/base/*.c)
targets=""
builds=""
build() { # name sources... (in the background: the targets build side by side)
  name=$1
  shift
  if [ -n "${FUZZ_TARGETS:-}" ] && ! echo " $FUZZ_TARGETS " | grep -q " $name "; then return; fi
  clang $CFLAGS "$@" $BASE -lxxhash -lm -ldl -lpthread -o "$OUT/$name" &
  builds="$builds $!"
  targets="$targets $name"
}
build fuzz_parser tests/fuzz/fuzz_parser.c src/frontend/lexer.c src/frontend/parser.c src/frontend/generic_form.c
# MLIR bytecode, and the parser over the text it becomes (a lower bound on
# that text's size, as the flag says: the same checks, reached sooner)
build fuzz_bytecode -DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION tests/fuzz/fuzz_bytecode.c src/frontend/bytecode.c \
  src/frontend/lexer.c src/frontend/parser.c src/frontend/generic_form.c
# everything the compiler does with outside text before the C compiler runs
# (with the kernel C the emitters embed, as the Makefile generates it)
sh scripts/embed-kernel-c "$OUT/kernel_c.c" src/kernels/*.h include/facet/kernel_abi.h
build fuzz_compile tests/fuzz/fuzz_compile.c $(ls src/frontend/*.c src/ir/*.c src/transform/*.c \
  src/codegen/*.c src/module/*.c) "$OUT/kernel_c.c"
if [ -f tests/fuzz/fuzz_module.c ]; then
  # checksums would stop every mutation at the section table: the fuzzing
  # build of the reader skips them (and only it)
  build fuzz_module -DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION tests/fuzz/fuzz_module.c src/module/*.c
fi
# the tooling the readers use (not the reference's or the generation loop's
# files, which need the compiler's IR)
TOOLING=$(ls src/tooling/*.c | grep -v -e reference_params.c -e llm.c)
if [ -f tests/fuzz/fuzz_npy.c ] && [ -f src/tooling/npy.c ]; then
  build fuzz_npy tests/fuzz/fuzz_npy.c $TOOLING src/runtime/*.c src/module/*.c
fi
# the parameter readers, one build per format (FUZZ_FORMAT forces the magic)
for f in safetensors:1 irpa:2 gguf:3; do
  build "fuzz_params_${f%:*}" -DFUZZ_FORMAT="${f#*:}" tests/fuzz/fuzz_params.c src/runtime/*.c \
    $TOOLING src/module/*.c
done
# facet-serve's request bodies: cJSON, then the fields (src/serve/request.c)
build fuzz_request tests/fuzz/fuzz_request.c src/serve/request.c -lcjson
for pid in $builds; do wait "$pid" || { echo "FAILED: building a fuzz target"; exit 1; }; done
for t in $targets; do
  corpus=$OUT/corpus-$t
  mkdir -p "$corpus"
  seeds=tests/fuzz/corpus/${t#fuzz_}
  dict=""
  case $t in fuzz_parser | fuzz_compile) dict=-dict=tests/fuzz/mlir.dict ;; esac
  limit="-max_total_time=$SECONDS_EACH"
  if [ -n "${FUZZ_RUNS:-}" ]; then
    rm -rf "$corpus" && mkdir -p "$corpus"
    runs=$FUZZ_RUNS
    # the binary readers run ~100x faster than the MLIR targets; the
    # parameter readers' inputs each also bind every plane and write three
    # files back, ~25x slower than the module's and npy's
    case $t in
      fuzz_parser | fuzz_compile | fuzz_bytecode) ;;
      fuzz_params_*) runs=$((FUZZ_RUNS * 5)) ;;
      *) runs=$((FUZZ_RUNS * 20)) ;;
    esac
    limit="-runs=$runs -seed=${FUZZ_SEED:-1}"
  fi
  echo "== $t: $limit"
  if ! FACET_FUZZ_SEED_DIR=$corpus "$OUT/$t" $limit -timeout=10 -max_len=8192 $dict "$corpus" \
    $( [ -d "$seeds" ] && echo "$seeds" ) >"$OUT/$t.log" 2>&1; then
    tail -n 40 "$OUT/$t.log"
    echo "FAILED: $t (crash input saved in the current directory)"
    exit 1
  fi
  tail -n 1 "$OUT/$t.log"
done
