# Calls that break the program's promises fail before any kernel runs, with
# an error naming the input, the dim and the binding that promised it.
. "$(dirname "$0")/lib.sh"
SRC=examples/seed/prefill_bs_2_8_small.mlir
"$BIN/facet-compile" $SRC -o "$T/seed.facet"
RUN="$BIN/facet-run-module --module=$T/seed.facet"
W=5120x256xf16
expect_error "prefill_bs8: input 0 dim 1 is 100: expected s1 * 32 with s1 in [2, 4095] (torch.bind_symbolic_shape at $SRC:27:1)" \
  $RUN --function=prefill_bs8 --input=8x100x5120xf16 --input=$W
expect_error "input 0 dim 1 is 32" $RUN --function=prefill_bs8 --input=8x32x5120xf16 --input=$W
expect_error "input 0 dim 0" $RUN --function=prefill_bs8 --input=4x64x5120xf16 --input=$W
expect_error "input 1 dim 1" $RUN --function=prefill_bs8 --input=8x64x5120xf16 --input=5120x128xf16
expect_error "rank" $RUN --function=prefill_bs8 --input=512x5120xf16 --input=$W
expect_error "dtype" $RUN --function=prefill_bs8 --input=8x64x5120xf32 --input=$W
expect_error "input" $RUN --function=prefill_bs8 --input=8x64x5120xf16
expect_error "no_such_function" $RUN --function=no_such_function
# A corrupt module: truncated, and one byte flipped in the middle.
size=$(wc -c <"$T/seed.facet")
head -c $((size / 2)) "$T/seed.facet" >"$T/trunc.facet"
expect_error "bad module format" "$BIN/facet-run-module" --module="$T/trunc.facet" --function=prefill_bs2 --input=2x64x5120xf16 --input=$W
cp "$T/seed.facet" "$T/flip.facet"
# Write the byte's complement: a fixed value may equal the byte already.
byte=$(od -An -tu1 -j $((size / 3)) -N1 "$T/seed.facet" | tr -d ' ')
printf "\\$(printf '%03o' $((255 - byte)))" | dd of="$T/flip.facet" bs=1 seek=$((size / 3)) conv=notrunc 2>/dev/null
cmp -s "$T/seed.facet" "$T/flip.facet" && { echo "FAILED: flip changed nothing"; exit 1; }
expect_error "bad module format" "$BIN/facet-run-module" --module="$T/flip.facet" --function=prefill_bs2 --input=2x64x5120xf16 --input=$W
