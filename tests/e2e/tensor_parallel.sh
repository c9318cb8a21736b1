# Tensor-parallel exports (docs/devices.md): facet-gen-llama
# --tp=N writes sharktank's structure (at the toy shapes toy_llama_tp2.mlir's
# globals and signatures), facet-params shards the weights of the unsharded
# twin into one file per rank, and the tp2 / tp4 exports compute the
# function their tp1 twin computes: logits within f16 rounding, the same
# tokens through facet-generate (one cache per device, the same page ids),
# the float64 reference of the tp1 source agreeing with the tp2 module. The
# real toy_llama_tp2.mlir does the same against toy_llama_bs1.mlir. Then
# the devices as thread groups (--devices=N): the same bits as one group,
# for the generated tp2 / tp4 and toy_llama_tp2, and the transfers each
# step made. Then sharded quantized weights (q8_0, q4_0: tp2 against tp1).
# Then the refusals: bad --tp values, signatures facet-generate
# cannot map, shards facet-params cannot place. (facet-serve on a tp
# export: serve_tp.sh.)
. "$(dirname "$0")/lib.sh"
E=examples/exports
GEN=$BIN/facet-gen-llama
for n in 1 2 4; do
  "$GEN" --model=toy --tp=$n --prefill=1 --decode=1 -o "$T/tp$n.mlir"
  "$BIN/facet-params" "$T/tp$n.mlir" -o "$T/tp$n.irpa" --seed=3 >"$T/params$n.out"
  "$BIN/facet-compile" "$T/tp$n.mlir" -o "$T/tp$n.facet" --quiet
done
# the parameter flags of each export: tp1 one file, tpN one per rank
P1="--parameters=model=$T/tp1.irpa"
P2="--parameters=model=$T/tp2.rank0.irpa --parameters=model=$T/tp2.rank1.irpa"
P4="--parameters=model=$T/tp4.rank0.irpa --parameters=model=$T/tp4.rank1.irpa"
P4="$P4 --parameters=model=$T/tp4.rank2.irpa --parameters=model=$T/tp4.rank3.irpa"

# The structure: globals and signatures are the real export's, line for line.
sed -n '1,64p;/func.func @decode_bs1/p' "$T/tp2.mlir" >"$T/gen.head"
sed -n '1,64p;/func.func @decode_bs1/p' $E/toy_llama_tp2.mlir >"$T/real.head"
cmp "$T/gen.head" "$T/real.head" || fail "--tp=2 globals or signatures differ from toy_llama_tp2.mlir"
[ "$(grep -c 'flow.tensor.transfer' "$T/tp4.mlir")" -gt 0 ] || fail "--tp=4 has no transfer"
"$GEN" --model=toy --tp=1 -o "$T/one.mlir"
cmp "$T/one.mlir" $E/toy_llama_bs4.mlir || fail "--tp=1 is not the single-device export"

# facet-params: sharktank's files (rank 0: the replicated weights and the
# shards 0; rank r: the shards r), each shard a slice of the tp1 tensor.
grep -q "wrote 30 parameters .* to $T/tp2.rank0.irpa" "$T/params2.out" || fail "rank 0 of tp2"
grep -q "wrote 22 parameters .* to $T/tp2.rank1.irpa" "$T/params2.out" || fail "rank 1 of tp2"
[ -e "$T/tp2.irpa" ] && fail "a sharded export also got an unsharded file"
"$BIN/facet-params" "$T/tp2.mlir" --list >"$T/list"
grep -qF '"model"::"blk.2.ffn_down.weight.shard.1" 256x11xf32  matrix normal(0, 0.2085)  rank 1: [12, 23) of dim 1 of "blk.2.ffn_down.weight" 256x23xf32' \
  "$T/list" || { cat "$T/list"; fail "--list of a shard"; }
grep -qF '"model"::"token_embd.weight" 256x256xf32  embedding normal(0, 1)  rank 0 (replicated)' "$T/list" ||
  fail "--list of a replicated weight"
# --from: the tp1 file's values sharded give the same files as the seed
"$BIN/facet-params" "$T/tp2.mlir" --from="$T/tp1.irpa" -o "$T/from.irpa" >/dev/null
for r in 0 1; do
  cmp "$T/from.rank$r.irpa" "$T/tp2.rank$r.irpa" || fail "--from=tp1.irpa differs from --seed's shards"
done

# Logits: the same prefill and decode calls, tp2 and tp4 against tp1. The
# products split along their input dim are rounded to f16 per device before
# the all-reduce adds them, so the logits differ by f16 rounding: at most
# 0.02 (ten f16 units at the largest logit, about 4; measured: 0.005, the
# size of tp1's own difference from the float64 reference).
run() { # N FUNCTION OUT inputs...: one call, each device's cache zeroed
  n=$1 fn=$2 out=$3
  shift 3
  caches="" outs=""
  i=0
  while [ $i -lt "$n" ]; do
    caches="$caches --input=4x$((24576 / n))xf16=0" outs="$outs --output=@$T/cache.npy" i=$((i + 1))
  done
  eval "p=\$P$n"
  # shellcheck disable=SC2086,SC2154
  "$BIN/facet-run-module" --module="$T/tp$n.facet" --function="$fn" $p $DEVICES "$@" $caches \
    --output=@"$out" $outs >/dev/null
}
DEVICES=""
"$BIN/facet-npy" random 1x64xi64 --seed=5 --min=0 --max=255 -o "$T/tokens.npy"
for n in 1 2 4; do
  run $n prefill_bs1 "$T/pre$n.npy" --input=@"$T/tokens.npy" --input=1xi64=50 --input="1x2xi64=1 2"
  run $n decode_bs1 "$T/dec$n.npy" --input=1x1xi64=7 --input=1xi64=3 --input=1xi64=2 --input="1x2xi64=1 2"
done
for n in 2 4; do
  for f in pre dec; do
    "$BIN/facet-npy" compare "$T/$f$n.npy" "$T/${f}1.npy" --atol=0.02 --rtol=0 >"$T/cmp" 2>&1 ||
      { cat "$T/cmp"; fail "tp$n $f logits differ from tp1's"; }
  done
done

# Devices as thread groups: each device's dispatches on its own threads in
# program order, a transfer a copy once both devices reach it. The logits
# and the caches are the one-group run's bit for bit: tp2 on 2 and 4
# groups, tp4 on 2 (two devices a group) and 4, each with 4 threads so
# that the groups exist on any machine (a thread a group at least).
for n in 2 4; do
  for d in 2 4; do
    DEVICES="--devices=$d --threads=4"
    run $n prefill_bs1 "$T/pre$n.$d.npy" --input=@"$T/tokens.npy" --input=1xi64=50 --input="1x2xi64=1 2"
    cp "$T/cache.npy" "$T/cache$n.$d.npy"
    run $n decode_bs1 "$T/dec$n.$d.npy" --input=1x1xi64=7 --input=1xi64=3 --input=1xi64=2 --input="1x2xi64=1 2"
    for f in pre dec; do
      cmp "$T/$f$n.npy" "$T/$f$n.$d.npy" || fail "tp$n $f logits on $d thread groups differ from one group's"
    done
  done
  DEVICES="--devices=1"
  run $n prefill_bs1 "$T/pre$n.1.npy" --input=@"$T/tokens.npy" --input=1xi64=50 --input="1x2xi64=1 2"
  cmp "$T/cache.npy" "$T/cache$n.2.npy" || fail "tp$n: the last cache after prefill on 2 groups differs"
  cmp "$T/cache.npy" "$T/cache$n.4.npy" || fail "tp$n: the last cache after prefill on 4 groups differs"
done
DEVICES=""
# the module says where each step runs: devices in facet-dump, transfers as steps
"$BIN/facet-dump" "$T/tp2.facet" --summary >"$T/dump2"
grep -qx '2 devices' "$T/dump2" || { cat "$T/dump2"; fail "facet-dump: the devices of tp2"; }
grep -q '    devices: 0: [0-9]* sites, 1: [0-9]* sites; [1-9][0-9]* transfers' "$T/dump2" ||
  { cat "$T/dump2"; fail "facet-dump: each device's sites and the transfers"; }
"$BIN/facet-dump" "$T/tp1.facet" --summary >"$T/dump1"
grep -q 'devices' "$T/dump1" && fail "facet-dump: a module without devices shows devices"
"$BIN/facet-dump" "$T/tp2.facet" --function=decode_bs1 >"$T/dec2.dump"
grep -q 'transfer s[0-9]* from device 1 to device 0' "$T/dec2.dump" || fail "facet-dump: no transfer step"
grep -q 'dispatch site .*\[device 1\]' "$T/dec2.dump" || fail "facet-dump: no dispatch on device 1"
# facet-benchmark-module --profile: the transfers per call (tp2's decode: 18)
# shellcheck disable=SC2086
"$BIN/facet-benchmark-module" --module="$T/tp2.facet" --function=decode_bs1 $P2 --input=1x1xi64=7 \
  --input=1xi64=3 --input=1xi64=2 --input="1x2xi64=1 2" --input=4x12288xf16=0 --input=4x12288xf16=0 \
  --devices=2 --threads=4 --profile --benchmark_min_time=3x >/dev/null 2>"$T/prof" ||
  { cat "$T/prof"; fail "facet-benchmark-module --profile on tp2"; }
grep -q '^transfers between devices: 18.0 per call, 6.8 KiB, [0-9.]* ms copying, [0-9.]* ms waiting for another device$' \
  "$T/prof" || { cat "$T/prof"; fail "--profile: the transfers of tp2's decode"; }

# Tokens: facet-generate drives each (one cache per device, the same page ids).
PROMPT="1 2 3;17 40 200 9 9"
for n in 1 2 4; do
  eval "p=\$P$n"
  # shellcheck disable=SC2086
  "$BIN/facet-generate" --module="$T/tp$n.facet" $p --prompt="$PROMPT" --steps=6 --check-decode \
    >"$T/gen$n" || { cat "$T/gen$n"; fail "facet-generate on tp$n"; }
  grep '^seq . tokens:' "$T/gen$n" >"$T/tokens$n"
done
cmp "$T/tokens1" "$T/tokens2" || fail "tp2 generates other tokens than tp1"
cmp "$T/tokens1" "$T/tokens4" || fail "tp4 generates other tokens than tp1"
# the same on thread groups, each step reporting its transfers (tp2's decode:
# the inputs to device 1, two all-reduces a layer, the logits to device 0)
for nd in 2.2 4.2 4.4; do
  n=${nd%.*} d=${nd#*.}
  eval "p=\$P$n"
  # shellcheck disable=SC2086
  "$BIN/facet-generate" --module="$T/tp$n.facet" $p --prompt="$PROMPT" --steps=6 --devices="$d" \
    --threads=4 >"$T/gen$nd" || { cat "$T/gen$nd"; fail "facet-generate on tp$n with $d groups"; }
  grep '^seq . tokens:' "$T/gen$nd" | cmp - "$T/tokens1" || fail "tp$n on $d groups: other tokens"
  grep '^seq . \(tokens\|margins\):' "$T/gen$n" >"$T/tm$n"
  grep '^seq . \(tokens\|margins\):' "$T/gen$nd" | cmp - "$T/tm$n" ||
    fail "tp$n on $d groups: other tokens or margins than on one group"
  grep -q '^step 1 (decode): compiled: [1-9][0-9]* transfers of [0-9.]* KiB, [0-9.]* ms copying, [0-9.]* ms waiting for another device$' \
    "$T/gen$nd" || { cat "$T/gen$nd"; fail "tp$n on $d groups: no transfer line for decode step 1"; }
  grep -q '^compiled: [1-9][0-9]* transfers between devices' "$T/gen$nd" || fail "tp$n: no transfer total"
done
grep -q 'transfers' "$T/gen1" && fail "a module without devices reports transfers"
grep -q 'pages of 6144 f16 in each of 4 caches (one per device, the same page ids)' "$T/gen4" ||
  { cat "$T/gen4"; fail "the caches line of tp4"; }
# the tp2 module in lockstep with the float64 reference of the tp1 source
# shellcheck disable=SC2086
"$BIN/facet-generate" --module="$T/tp2.facet" $P2 --reference="$T/tp1.mlir" $P1 --prompt="$PROMPT" \
  --steps=3 >"$T/lock" || { cat "$T/lock"; fail "the tp2 module against the tp1 reference"; }
[ "$(grep -c 'reference vs compiled: .*, tokens agree' "$T/lock")" = 4 ] || { cat "$T/lock"; fail "lockstep"; }
# and on two thread groups
# shellcheck disable=SC2086
"$BIN/facet-generate" --module="$T/tp2.facet" $P2 --reference="$T/tp1.mlir" $P1 --prompt="$PROMPT" \
  --steps=3 --devices=2 --threads=4 >"$T/lockd" || { cat "$T/lockd"; fail "tp2 on two groups against the tp1 reference"; }
[ "$(grep -c 'reference vs compiled: .*, tokens agree' "$T/lockd")" = 4 ] || { cat "$T/lockd"; fail "lockstep on two groups"; }

# The real tp2 export, with shards of the weights toy_llama_bs1.mlir gets
# from the same seed: the same tokens, and its own reference agrees.
"$BIN/facet-compile" $E/toy_llama_tp2.mlir -o "$T/real2.facet" --quiet
"$BIN/facet-compile" $E/toy_llama_bs1.mlir -o "$T/real1.facet" --quiet
"$BIN/facet-params" $E/toy_llama_tp2.mlir -o "$T/real2.irpa" --seed=3 >/dev/null
"$BIN/facet-params" $E/toy_llama_bs1.mlir -o "$T/real1.irpa" --seed=3 >/dev/null
R2="--parameters=model=$T/real2.rank0.irpa --parameters=model=$T/real2.rank1.irpa"
"$BIN/facet-generate" --module="$T/real1.facet" --parameters=model="$T/real1.irpa" --prompt="$PROMPT" \
  --steps=6 | grep '^seq . tokens:' >"$T/real1.tokens"
# shellcheck disable=SC2086
"$BIN/facet-generate" --module="$T/real2.facet" $R2 --reference=$E/toy_llama_tp2.mlir --prompt="$PROMPT" \
  --steps=2 --check-decode >"$T/real2" || { cat "$T/real2"; fail "toy_llama_tp2 against its reference"; }
# shellcheck disable=SC2086
"$BIN/facet-generate" --module="$T/real2.facet" $R2 --prompt="$PROMPT" --steps=6 |
  grep '^seq . \(tokens\|margins\):' >"$T/real2.tokens"
grep '^seq . tokens:' "$T/real2.tokens" | cmp - "$T/real1.tokens" ||
  fail "toy_llama_tp2 generates other tokens than toy_llama_bs1"
# and on two thread groups: the same tokens and margins, and in lockstep
# with its float64 reference
# shellcheck disable=SC2086
"$BIN/facet-generate" --module="$T/real2.facet" $R2 --prompt="$PROMPT" --steps=6 --devices=2 \
  --threads=4 | grep '^seq . \(tokens\|margins\):' | cmp - "$T/real2.tokens" ||
  fail "toy_llama_tp2 on two thread groups differs from one group"
# shellcheck disable=SC2086
"$BIN/facet-generate" --module="$T/real2.facet" $R2 --reference=$E/toy_llama_tp2.mlir --prompt="$PROMPT" \
  --steps=2 --devices=2 --threads=4 >"$T/real2d" || { cat "$T/real2d"; fail "toy_llama_tp2 on two groups against its reference"; }
[ "$(grep -c 'reference vs compiled: .*, tokens agree' "$T/real2d")" = 3 ] || { cat "$T/real2d"; fail "toy_llama_tp2 lockstep on two groups"; }

# Sharded quantized weights (q8_0, q4_0): each shard of a split weight is
# sharktank's KEY.shard.D:qs, KEY.shard.D:d, the rows (column-parallel) or
# whole K blocks (row-parallel) of the tp1 export's planes. Two sources of
# values: facet-params --seed (each shard plane the slice of the tp1 plane
# the same seed gives: random levels and scales, logits up to ~60) and a
# GGUF quantized from float weights (--from: the planes the runtime makes
# from its blocks, logits up to ~4). The seed's rank files are the tp1
# file's planes sliced (--from=tp1 gives the same bytes); tp2's logits are
# tp1's up to f16 rounding of the per-device partial sums (measured: 0.0044
# from the q8_0 GGUF; from the seed, whose large random weights make logits
# of 30-60, 0.42 of 64 with q8_0 and 0.34 of 32 with q4_0: 1-2%), the
# greedy tokens the same, on one thread group and two.
"$GEN" --model=toy --ffn=256 --prefill=1 --decode=1 -o "$T/f.mlir"
"$BIN/facet-params" "$T/f.mlir" -o "$T/f.irpa" --seed=3 >/dev/null
QP="--input=@$T/tokens.npy --input=1xi64=50 --input=1x2xi64=1,2"
for q in q8_0 q4_0; do
  for n in 1 2; do
    "$GEN" --model=toy --ffn=256 --quant=$q --tp=$n --prefill=1 --decode=1 -o "$T/$q.$n.mlir"
    "$BIN/facet-compile" "$T/$q.$n.mlir" -o "$T/$q.$n.facet" --quiet || fail "$q tp$n: facet-compile"
    "$BIN/facet-params" "$T/$q.$n.mlir" -o "$T/$q.$n.irpa" --seed=3 >/dev/null
  done
  "$BIN/facet-params" --quantize=$q "$T/f.irpa" -o "$T/$q.gguf" >/dev/null
  "$BIN/facet-params" "$T/$q.2.mlir" --from="$T/$q.gguf" -o "$T/$q.from.irpa" >/dev/null
  S1="--parameters=model=$T/$q.1.irpa" G1="--parameters=model=$T/$q.gguf"
  S2="--parameters=model=$T/$q.2.rank0.irpa --parameters=model=$T/$q.2.rank1.irpa"
  G2="--parameters=model=$T/$q.from.rank0.irpa --parameters=model=$T/$q.from.rank1.irpa"
  grep -q "@\"__auto.blk.0.ffn_down.weight.shard.1:qs\" {stream.affinity = #hal.device.promise<@__device_1>} = #stream.parameter.named<\"model\"::\"blk.0.ffn_down.weight.shard.1:qs\"> : tensor<256x4x" \
    "$T/$q.2.mlir" || fail "$q: the qs plane of ffn_down's shard 1"
  "$BIN/facet-params" "$T/$q.2.mlir" --list >"$T/qlist"
  grep -q "^\"model\"::\"blk.0.attn_q.weight.shard.1:d\" 128x8x1xf16 .* rank 1: \[128, 256) of dim 0 of \"blk.0.attn_q.weight:d\" 256x8x1xf16$" \
    "$T/qlist" || { cat "$T/qlist"; fail "$q: --list of a column-parallel shard's plane"; }
  grep -q "^\"model\"::\"output.weight.shard.1:qs\" 256x4x[0-9]*xi8  rank 1: \[4, 8) of dim 1 of \"output.weight:qs\" 256x8x[0-9]*xi8$" \
    "$T/qlist" || { cat "$T/qlist"; fail "$q: --list of a row-parallel shard's plane (whole blocks)"; }
  # the seed's shard planes are the tp1 planes sliced, byte for byte
  "$BIN/facet-params" "$T/$q.2.mlir" --from="$T/$q.1.irpa" -o "$T/$q.sliced.irpa" >/dev/null
  for r in 0 1; do
    cmp "$T/$q.sliced.rank$r.irpa" "$T/$q.2.rank$r.irpa" || fail "$q: rank $r's planes are not tp1's sliced"
  done
  for src in S G; do
    eval "p1=\$${src}1 p2=\$${src}2"
    # shellcheck disable=SC2086,SC2154
    "$BIN/facet-run-module" --module="$T/$q.1.facet" --function=prefill_bs1 $p1 $QP \
      --input=4x24576xf16=0 --output=@"$T/ql1.npy" --output=@"$T/qc.npy" >/dev/null
    # shellcheck disable=SC2086,SC2154
    "$BIN/facet-run-module" --module="$T/$q.2.facet" --function=prefill_bs1 $p2 $QP \
      --input=4x12288xf16=0 --input=4x12288xf16=0 --output=@"$T/ql2.npy" --output=@"$T/qc.npy" \
      --output=@"$T/qc.npy" >/dev/null
    tol="--atol=0.02 --rtol=0"
    [ $src = S ] && tol="--atol=0 --rtol=0.02"
    # shellcheck disable=SC2086
    "$BIN/facet-npy" compare "$T/ql2.npy" "$T/ql1.npy" $tol >"$T/cmp" 2>&1 ||
      { cat "$T/cmp"; fail "$q ($src): tp2's logits differ from tp1's"; }
  done
  k=0
  for run in "1 $S1" "2 $S2" "2 $S2 --devices=2 --threads=2"; do
    # shellcheck disable=SC2086
    set -- $run
    m=$1 k=$((k + 1))
    shift
    "$BIN/facet-generate" --module="$T/$q.$m.facet" "$@" --prompt="$PROMPT" --steps=6 >"$T/qgen" ||
      { cat "$T/qgen"; fail "$q: facet-generate on tp$m"; }
    grep '^seq . tokens:' "$T/qgen" >"$T/qtok.$k"
  done
  cmp "$T/qtok.1" "$T/qtok.2" || fail "$q: tp2 generates other tokens than tp1"
  cmp "$T/qtok.1" "$T/qtok.3" || fail "$q: tp2 on two thread groups generates other tokens than tp1"
done

# Refused: --tp values the model does not split into.
expect_error "--tp=3: --heads=8 is not a multiple of 3" "$GEN" --model=toy --tp=3 -o "$T/x.mlir"
expect_error "--tp=8: --kv-heads=4 is not a multiple of 8" "$GEN" --model=toy --tp=8 -o "$T/x.mlir"
expect_error "--ffn=9 in sharktank's chunks of ceil(9 / 4) = 3 leaves device 3 no rows" \
  "$GEN" --model=toy --ffn=9 --tp=4 -o "$T/x.mlir"
expect_error "--tp=0" "$GEN" --model=toy --tp=0 -o "$T/x.mlir"
expect_error "--tp=16" "$GEN" --model=toy --tp=16 -o "$T/x.mlir"
expect_error "--tp=two" "$GEN" --model=toy --tp=two -o "$T/x.mlir"
# --quant: a row-parallel weight's K is split between whole blocks, so every
# device's share must be whole blocks (the toy's attn_output K of 128 per
# device is half a q4_K block; an FFN of 96 gives 48 + 48, not whole q8_0
# blocks)
expect_error "--tp=2 --quant=q4_K: blk.0.attn_output.weight.shard.0 is 256x128: its input dim 128 (device 0's share) is not whole blocks of 256, so the split would cut a block; no sharded q4_K form at --tp=2" \
  "$GEN" --model=toy --ffn=256 --quant=q4_K --tp=2 -o "$T/x.mlir"
expect_error "blk.0.ffn_down.weight.shard.0 is 256x48: its input dim 48 (device 0's share) is not whole blocks of 32" \
  "$GEN" --model=toy --ffn=96 --quant=q8_0 --tp=2 -o "$T/x.mlir"
[ ! -e "$T/x.mlir" ] || fail "a refused --tp wrote a file"

# Signatures facet-generate cannot map: caches of different rows, or a
# decode that takes fewer caches than prefill writes.
TOY=tests/e2e/inputs/generate_toy.mlir
C8='%cache: !torch.tensor<[?,8],f16>)' C8RE='%cache: !torch.tensor<\[?,8\],f16>)'
sed "/func.func @prefill_bs2/s/$C8RE/%cache: !torch.tensor<[?,8],f16>, %c1: !torch.tensor<[?,4],f16>)/" \
  $TOY >"$T/rows.mlir"
sed "s/$C8RE/%cache: !torch.tensor<[?,8],f16>, %c1: !torch.tensor<[?,8],f16>)/" $TOY >"$T/two.mlir"
sed "/func.func @prefill_bs2/s/$C8RE/%cache: !torch.tensor<[?,8],f16>, %c1: !torch.tensor<[?,8],f16>)/" \
  $TOY >"$T/fewer.mlir"
grep -qF "$C8" $TOY || fail "generate_toy.mlir's cache argument changed"
for m in rows two fewer; do "$BIN/facet-compile" "$T/$m.mlir" -o "$T/$m.facet" --quiet; done
expect_error "prefill_bs2: input 4 is not a page cache like the first one (one shard per device)" \
  "$BIN/facet-generate" --module="$T/rows.facet" --prompt=1
expect_error "prefill_bs2 takes 2 page caches [?, 8] and decode_bs2 1 [?, 8]: decode must take the caches prefill writes" \
  "$BIN/facet-generate" --module="$T/fewer.facet" --prompt=1
expect_error "do not have a sharktank export's signatures" "$BIN/facet-generate" --reference="$T/rows.mlir" --prompt=1
# two caches of the toy: both backends drive them (its tokens are t + 1)
"$BIN/facet-generate" --module="$T/two.facet" --reference="$T/two.mlir" --prompt="1 2 3;14" --steps=3 \
  >"$T/two.out" || { cat "$T/two.out"; fail "the two-cache toy"; }
grep -qx 'seq 1 tokens: 15 0 1 2' "$T/two.out" || { cat "$T/two.out"; fail "the two-cache toy's tokens"; }

# Shards facet-params cannot place.
cat >"$T/shards.mlir" <<'MLIR'
util.global private @a0 = #stream.parameter.named<"model"::"blk.0.mystery.weight.shard.0"> : tensor<4x4xf32>
util.global private @a1 = #stream.parameter.named<"model"::"blk.0.mystery.weight.shard.1"> : tensor<4x4xf32>
util.global private @b0 = #stream.parameter.named<"model"::"blk.0.attn_q.weight.shard.0"> : tensor<4x4xf32>
MLIR
expect_error 'cannot tell which dim "blk.0.mystery.weight" is split along' \
  "$BIN/facet-params" "$T/shards.mlir" -o "$T/s.irpa"
sed -i '1,2d' "$T/shards.mlir"
echo 'util.global private @c1 = #stream.parameter.named<"model"::"blk.0.ffn_up.weight.shard.1"> : tensor<4x4xf32>' \
  >>"$T/shards.mlir"
expect_error '"blk.0.attn_q.weight" has no shard 1: every split tensor needs one per rank' \
  "$BIN/facet-params" "$T/shards.mlir" -o "$T/s.irpa"
expect_error '"token_embd.weight" (256x256xf32 wanted) is not there' \
  "$BIN/facet-params" "$T/tp2.mlir" --from="$T/tp2.rank1.irpa" -o "$T/s.irpa"
echo "tensor_parallel: ok"
