// One message format across the tools ("TOOL: error: ..."), and a typo in a
// flag, a pass name or a flag's value gets "did you mean"; an unknown pass
// name is refused (it used to print nothing and exit 0).
// RUN: not facet-opt %s --print-after=dedupe 2>&1 | FileCheck %s --check-prefix=PASS
// RUN: not facet-compile %s -o %t.facet --print-after=dedupe 2>&1 | FileCheck %s --check-prefix=CPASS
// RUN: not facet-opt %s --pritn-after=dedup 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: not facet-compile %s -o %t.facet --target-cpu=x86-64-v5 2>&1 | FileCheck %s --check-prefix=CPU
// RUN: not facet-compile %s -o %t.facet --generalise=all 2>&1 | FileCheck %s --check-prefix=GEN
// RUN: not facet-compile %s -o %t.facet --dedup=of 2>&1 | FileCheck %s --check-prefix=ONOFF
// RUN: facet-opt %s --print-after=dedup | FileCheck %s --check-prefix=OK
// PASS: facet-opt: error: bad value in '--print-after=dedupe' (one of: import, const-eval, dispatch, dedup, specialize, cull, all); did you mean 'dedup'?
// CPASS: facet-compile: error: bad value in '--print-after=dedupe' {{.*}}did you mean 'dedup'?
// FLAG: facet-opt: error: unknown flag '--pritn-after=dedup'; did you mean '--print-after'?
// CPU: facet-compile: error: bad value in '--target-cpu=x86-64-v5' (one of: host, x86-64-v4-amx, x86-64-v4-bf16, x86-64-v4, x86-64-v3, x86-64); did you mean 'x86-64-v4'?
// GEN: facet-compile: error: unknown flag '--generalise=all'; did you mean '--generalize'?
// ONOFF: facet-compile: error: bad value in '--dedup=of' (one of: on, off); did you mean 'on'?
// OK: IR after dedup

func.func @f(%x: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  return %x : !torch.vtensor<[4],f32>
}
