// IREE's flags are accepted with a one-line note of what facet does instead
// (not "unknown flag" and the usage); the compile goes on.
// RUN: facet-compile %s -o %t.facet --iree-hal-target-backends=llvm-cpu --iree-llvmcpu-target-cpu=host --iree-input-type=torch --mlir-print-ir-after-all 2>&1 | FileCheck %s
// RUN: facet-run-module --module=%t.facet --function=f --input=4xf32=1 --device_allocator=caching --trace_execution=true 2>&1 | FileCheck %s --check-prefix=RUNMOD
// CHECK: facet-compile: note: IREE flag --iree-hal-target-backends: ignored: facet compiles for the CPU only
// CHECK-NEXT: facet-compile: note: IREE flag --iree-llvmcpu-target-cpu: ignored: use --target-cpu=
// CHECK-NEXT: facet-compile: note: IREE flag --iree-input-type: ignored: facet reads torch-dialect MLIR only
// CHECK-NEXT: facet-compile: note: IREE flag --mlir-print-ir-after-all: not applicable: use --print-after=all
// RUNMOD: note: IREE flag --device_allocator: ignored
// RUNMOD: note: IREE flag --trace_execution: not applicable: use --profile
// RUNMOD: result[0]: hal.buffer_view
// RUNMOD-NEXT: 4xf32=1 1 1 1

func.func @f(%x: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  return %x : !torch.vtensor<[4],f32>
}
