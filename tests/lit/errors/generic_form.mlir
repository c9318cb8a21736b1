// Generic-form torch ops that break their op's rules get the same located
// errors as their custom form (tests/lit/import/generic_form.mlir has the
// valid ones).
// RUN: not facet-opt %s --split-input-file 2>&1 | FileCheck %s

"func.func"() <{function_type = (!torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>, sym_name = "no_operand"}> ({
^bb0(%arg0: !torch.vtensor<[2],f32>):
  %0 = "torch.aten.exp"() : () -> !torch.vtensor<[2],f32>
  "func.return"(%0) : (!torch.vtensor<[2],f32>) -> ()
}) : () -> ()
// CHECK: generic_form.mlir:8:3: error: 'torch.aten.exp' expects at least 1 operands

// -----
"func.func"() <{function_type = (!torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>, sym_name = "no_value"}> ({
^bb0(%arg0: !torch.vtensor<[2],f32>):
  %0 = "torch.constant.int"() : () -> !torch.int
  %1 = "torch.aten.add.Tensor"(%arg0, %arg0, %0) : (!torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.int) -> !torch.vtensor<[2],f32>
  "func.return"(%1) : (!torch.vtensor<[2],f32>) -> ()
}) : () -> ()
// CHECK: generic_form.mlir:16:3: error: torch.constant.int needs an integer literal

