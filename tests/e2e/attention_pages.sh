# Attention reading K and V through the page table (the gather of the cache
# pages folded into the attention dispatch) against the float64 reference:
# decode (B = 2, a mask), prefill (B = 1, causal, several query blocks),
# the exports' layered cache (B = 3, ids computed in the program) and
# separate K and V caches (one view splitting the ids' dim), with page
# ids out of order, repeated and reversed, and several page counts; the
# host's, AVX2 and portable targets. Each function must run no gather
# before its attention, and an id out of the cache's pages must fail the
# call as the gather did (index_select's IndexError), never read past it.
. "$(dirname "$0")/lib.sh"
SRC=tests/e2e/inputs/attention_pages.mlir
R="$BIN/facet-npy random"
$R 2x1x4x16xf16 --seed=1 -o "$T/q.npy"
$R 8x2x16x2x16xf16 --seed=2 -o "$T/c.npy"
$R 2x1x1x48xf16 --seed=3 --min=-3 --max=0 -o "$T/m3.npy"
$R 2x1x1x16xf16 --seed=4 --min=-3 --max=0 -o "$T/m1.npy"
$R 1x40x8x16xf32 --seed=5 -o "$T/qp.npy"
$R 6x2x16x2x16xf32 --seed=6 -o "$T/cp.npy"
$R 3x1x4x16xf16 --seed=7 -o "$T/ql.npy"
$R 5x2048xf16 --seed=8 -o "$T/cl.npy"
$R 2x1x4x16xf32 --seed=9 -o "$T/qs.npy"
$R 7x16x2x16xf32 --seed=10 -o "$T/ks.npy"
$R 7x16x2x16xf32 --seed=11 -o "$T/vs.npy"
for target in host x86-64-v3 x86-64; do
  "$BIN/facet-compile" $SRC -o "$T/p.facet" --target-cpu=$target
  # decode: 8 pages, 3 a sequence: out of order, repeated, reversed; then 1
  for ids in 5,0,7,2,6,3 1,1,4,4,4,1 7,6,5,4,3,2; do
    run_and_compare $SRC "$T/p.facet" decode_pages "@$T/q.npy" "@$T/c.npy" "2x3xi64=$ids" "@$T/m3.npy"
  done
  run_and_compare $SRC "$T/p.facet" decode_pages "@$T/q.npy" "@$T/c.npy" "2x1xi64=6,3" "@$T/m1.npy"
  # prefill: 40 queries over 3 pages (48 keys), then 4 pages
  run_and_compare $SRC "$T/p.facet" prefill_pages "@$T/qp.npy" "@$T/cp.npy" "1x3xi64=4,0,2"
  run_and_compare $SRC "$T/p.facet" prefill_pages "@$T/qp.npy" "@$T/cp.npy" "1x4xi64=5,5,1,0"
  # layered: pages of 2 layers each, layer 1 read (ids * 2 + 1)
  run_and_compare $SRC "$T/p.facet" layered "@$T/ql.npy" "@$T/cl.npy" "3x2xi64=4,0,2,2,3,1"
  run_and_compare $SRC "$T/p.facet" layered "@$T/ql.npy" "@$T/cl.npy" "3x2xi64=1,4,0,0,4,3"
  # separate K and V caches, one view from [B * P, page] to [B, P * page]
  run_and_compare $SRC "$T/p.facet" separate_caches "@$T/qs.npy" "@$T/ks.npy" "@$T/vs.npy" "6xi64=6,1,1,3,0,5"
  run_and_compare $SRC "$T/p.facet" separate_caches "@$T/qs.npy" "@$T/ks.npy" "@$T/vs.npy" "4xi64=2,4,4,2"
done

# No gather runs: one dispatch each, two for layered (its ids and the
# attention), and no dispatch reads the pages but the attention.
"$BIN/facet-dump" "$T/p.facet" >"$T/p.dump"
for fn in decode_pages:1 prefill_pages:1 layered:2 separate_caches:1; do
  n=$(awk -v f="${fn%:*}" '/^func /{on = index($0, "func @" f "(") == 1} on && /: dispatch site /' "$T/p.dump" | wc -l)
  [ "$n" = "${fn#*:}" ] || fail "${fn%:*}: $n dispatches, expected ${fn#*:} (the gather folded into the attention)"
done

# Ids out of the pages (8 pages: 8 and -1; layered: 5 pages, page 5 is row
# 11 of 10) fail the call naming the out-of-range index, as the gather did.
for ids in 5,0,8,2,6,3 5,0,-1,2,6,3; do
  expect_error "an index is out of range" "$BIN/facet-run-module" --module="$T/p.facet" \
    --function=decode_pages --input=@"$T/q.npy" --input=@"$T/c.npy" --input="2x3xi64=$ids" \
    --input=@"$T/m3.npy"
done
expect_error "an index is out of range for the tensor it indexes (indexed by input 3)" \
  "$BIN/facet-run-module" --module="$T/p.facet" --function=separate_caches --input=@"$T/qs.npy" \
  --input=@"$T/ks.npy" --input=@"$T/vs.npy" --input="4xi64=2,4,7,2"
expect_error "an index is out of range" "$BIN/facet-run-module" --module="$T/p.facet" \
  --function=layered --input=@"$T/ql.npy" --input=@"$T/cl.npy" --input="3x2xi64=4,0,2,5,3,1"
