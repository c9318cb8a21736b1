#!/bin/sh
# MLIR's generic op form imports exactly as the custom form, op by op
# (issue 35): every torch op of every oracle case file (tests/oracle/cases:
# the oracle requires cases for each op the importer knows) is rewritten to
# the generic form by inputs/to_generic.py, with properties (`<{...}>`, MLIR
# 17+) and with attribute dictionaries (older MLIR), and facet-opt must
# print the same IR for all three. At least 130 distinct torch ops are
# rewritten (the generic form's rules are in src/frontend/generic_form.c).
. "$(dirname "$0")/lib.sh"
: >"$T/ops"
for f in tests/oracle/cases/*.mlir; do
  n=$(basename "$f" .mlir)
  "$BIN/facet-opt" "$f" >"$T/$n.custom" 2>&1 || fail "$f does not import"
  for form in properties attributes; do
    flag=""
    [ "$form" = attributes ] && flag=--attributes
    python3 tests/e2e/inputs/to_generic.py $flag "$f" >"$T/$n.$form.mlir" 2>/dev/null
    "$BIN/facet-opt" "$T/$n.$form.mlir" >"$T/$n.$form" 2>&1 || true
    cmp -s "$T/$n.custom" "$T/$n.$form" || {
      diff "$T/$n.custom" "$T/$n.$form" | head -20
      fail "$n: the generic form with $form imports differently"
    }
  done
  grep -oE '"torch[a-z_]*\.[a-zA-Z_.0-9]+"\(' "$T/$n.properties.mlir" >>"$T/ops" || true
done
ops=$(sort -u "$T/ops" | wc -l)
[ "$ops" -ge 130 ] || fail "only $ops distinct torch ops were rewritten to the generic form"
echo "generic_all_ops: $ops torch ops, custom = generic with properties = with attributes"
