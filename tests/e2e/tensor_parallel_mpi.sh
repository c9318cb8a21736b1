# One process per device over MPI (docs/devices.md, "One process per
# device"): `mpirun -np N facet-generate` runs a tpN module's device r on
# rank r, each transfer between them an MPI message, rank 0 picking the
# tokens and broadcasting them. The generated toy tp2 and tp4 and the real
# toy_llama_tp2 give the tokens, margins and logits (exact, --dump-logits)
# of the same module on as many thread groups in one process, bit for bit.
# Then the refusals: a module whose devices are not the ranks, --devices
# and --reference under mpirun.
#
# Open MPI on loopback, robust on a fresh machine or container: shared
# memory between the ranks (btl self,vader) without the single-copy
# mechanism (it needs ptrace rights a container may lack), no core
# binding and --oversubscribe (two ranks on one or two cores), root
# allowed (CI runs as root). Each mpirun has a time limit: a rank that
# waits for a message that never comes must fail the test, not hang it.
. "$(dirname "$0")/lib.sh"
command -v mpirun >/dev/null 2>&1 || fail "no mpirun: scripts/install-deps installs openmpi-bin"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
# Open MPI's own allocations outlive MPI_Finalize by design: LeakSanitizer
# (a SAN=1 build) would report them as facet's leaks in every rank, so the
# ranks run without it (the one-process runs here keep it).
mpi() { # NP command...: the command on NP ranks
  np=$1
  shift
  ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" timeout 120 mpirun -np "$np" --oversubscribe --bind-to none --mca btl self,vader \
    --mca btl_vader_single_copy_mechanism none "$@"
}
E=examples/exports
for n in 1 2 4; do
  "$BIN/facet-gen-llama" --model=toy --tp=$n --prefill=1 --decode=1 -o "$T/tp$n.mlir"
  "$BIN/facet-params" "$T/tp$n.mlir" -o "$T/tp$n.irpa" --seed=3 >/dev/null
  "$BIN/facet-compile" "$T/tp$n.mlir" -o "$T/tp$n.facet" --quiet
done
"$BIN/facet-compile" $E/toy_llama_tp2.mlir -o "$T/real2.facet" --quiet
"$BIN/facet-params" $E/toy_llama_tp2.mlir -o "$T/real2.irpa" --seed=3 >/dev/null
P2="--parameters=model=$T/tp2.rank0.irpa --parameters=model=$T/tp2.rank1.irpa"
P4="$P2 --parameters=model=$T/tp2.rank2.irpa --parameters=model=$T/tp2.rank3.irpa"
P4=$(echo "$P4" | sed 's/tp2\./tp4./g')
R2="--parameters=model=$T/real2.rank0.irpa --parameters=model=$T/real2.rank1.irpa"
PROMPT="1 2 3;17 40 200 9 9"

# same N MODULE PARAMS EXTRA...: one process on N thread groups, then N
# ranks; the same tokens, margins and logits, bit for bit.
same() {
  n=$1 m=$2 p=$3
  shift 3
  # shellcheck disable=SC2086
  "$BIN/facet-generate" --module="$T/$m.facet" $p --prompt="$PROMPT" --devices="$n" --threads="$n" \
    --dump-logits="$T/$m.groups.logits" "$@" >"$T/$m.groups" || { cat "$T/$m.groups"; fail "$m on $n groups"; }
  # shellcheck disable=SC2086
  mpi "$n" "$BIN/facet-generate" --module="$T/$m.facet" $p --prompt="$PROMPT" --threads=1 \
    --dump-logits="$T/$m.ranks.logits" "$@" >"$T/$m.ranks" 2>&1 || { cat "$T/$m.ranks"; fail "$m on $n ranks"; }
  grep '^seq . \(tokens\|margins\):' "$T/$m.groups" >"$T/$m.groups.tm"
  grep '^seq . \(tokens\|margins\):' "$T/$m.ranks" | cmp - "$T/$m.groups.tm" ||
    { cat "$T/$m.ranks"; fail "$m: $n ranks generate other tokens or margins than $n groups"; }
  [ -s "$T/$m.groups.logits" ] || fail "$m: --dump-logits wrote nothing"
  cmp "$T/$m.ranks.logits" "$T/$m.groups.logits" || fail "$m: $n ranks give other logits than $n groups"
}

same 2 tp2 "$P2" --steps=6
# only rank 0 prints; each step reports its sends and receives (tp2's
# decode: the 18 transfers of a call, two calls a step)
[ "$(grep -c '^seq 0 tokens:' "$T/tp2.ranks")" = 1 ] || { cat "$T/tp2.ranks"; fail "more than one rank printed"; }
grep -q '^step 1 (decode): compiled: 36 sends and receives of [0-9.]* KiB, [0-9.]* ms in them$' "$T/tp2.ranks" ||
  { cat "$T/tp2.ranks"; fail "tp2 on two ranks: the sends and receives of decode step 1"; }
grep -q "^compiled: [1-9][0-9]* sends and receives (rank 0's)" "$T/tp2.ranks" ||
  { cat "$T/tp2.ranks"; fail "tp2 on two ranks: the total of the sends and receives"; }
# and the tokens are tp1's (one device, no transfers)
"$BIN/facet-generate" --module="$T/tp1.facet" --parameters=model="$T/tp1.irpa" --prompt="$PROMPT" \
  --steps=6 | grep '^seq . tokens:' >"$T/tp1.tokens"
grep '^seq . tokens:' "$T/tp2.ranks" | cmp - "$T/tp1.tokens" || fail "tp2 on two ranks: other tokens than tp1"
# four ranks on (at most) two cores: tp4, each transfer between device 0
# and another (sharktank's all-reduce gathers on device 0)
same 4 tp4 "$P4" --steps=3
grep -q '^step 1 (decode): compiled: 108 sends and receives of [0-9.]* KiB' "$T/tp4.ranks" ||
  { cat "$T/tp4.ranks"; fail "tp4 on four ranks: the sends and receives of decode step 1"; }
# the real export, with its decode checked against a prefill of the same
# tokens on every step (more calls, the scratch caches)
same 2 real2 "$R2" --steps=4 --check-decode
[ "$(grep -c 'decode - prefill of the same tokens' "$T/real2.ranks")" = 4 ] ||
  { cat "$T/real2.ranks"; fail "toy_llama_tp2 on two ranks: the decode checks"; }

# Refused: ranks that are not the module's devices, and flags for one process.
expect_error "tp2.facet has 2 devices and mpirun started 1 rank: run it with mpirun -np 2" \
  mpi 1 "$BIN/facet-generate" --module="$T/tp2.facet" --prompt=1 --threads=1 $P2
expect_error "tp1.facet has 1 device and mpirun started 2 ranks: run it with mpirun -np 1" \
  mpi 2 "$BIN/facet-generate" --module="$T/tp1.facet" --prompt=1 --threads=1 --parameters=model="$T/tp1.irpa"
# shellcheck disable=SC2086
expect_error "--devices: under mpirun each rank runs one device" \
  mpi 2 "$BIN/facet-generate" --module="$T/tp2.facet" --prompt=1 --devices=2 $P2
# shellcheck disable=SC2086
expect_error "--reference runs in one process, not under mpirun" \
  mpi 2 "$BIN/facet-generate" --module="$T/tp2.facet" --reference="$T/tp2.mlir" --prompt=1 $P2
echo "tensor_parallel_mpi: ok"
