// MLIR before the func dialect (torch-mlir exports of 2020-2022, e.g. the
// mlir-xten ResNet tests) printed functions as `func @f(...)` (or
// `builtin.func`) and their returns as `return`; in generic form "func"
// with a `type` attribute and "std.return" / "std.call". Each imports as
// func.func does (issue 35).
// RUN: facet-opt %s --split-input-file | FileCheck %s

module attributes {torch.debug_module_name = "Net"} {
  func @forward(%arg0: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32> {
    %0 = call @helper(%arg0) : (!torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32>
    %1 = torch.aten.exp %0 : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    return %1 : !torch.vtensor<[2,3],f32>
  }
  func private @helper(%arg0: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32> {
    %0 = torch.aten.tanh %arg0 : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    return %0 : !torch.vtensor<[2,3],f32>
  }
}
// CHECK-LABEL: func.func @forward(%0: tensor<2x3xf32>) -> (tensor<2x3xf32>)
// CHECK-NEXT:    %1 = "facet.elementwise"(%0) {op = "tanh"}
// CHECK-NEXT:    %2 = "facet.elementwise"(%1) {op = "exp"}
// CHECK-NEXT:    return %2
// CHECK-NOT:   func.func

// -----
builtin.func @forward(%arg0: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %0 = torch.aten.neg %arg0 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}
// CHECK-LABEL: func.func @forward(%0: tensor<4xf32>) -> (tensor<4xf32>)
// CHECK-NEXT:    %1 = "facet.elementwise"(%0) {op = "neg"}
// CHECK-NEXT:    return %1

// -----
"module"() ( {
  "func"() ( {
  ^bb0(%arg0: !torch.vtensor<[2,3],f32>):  // no predecessors
    %0 = "std.call"(%arg0) {callee = @helper} : (!torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32>
    "std.return"(%0) : (!torch.vtensor<[2,3],f32>) -> ()
  }) {sym_name = "forward", type = (!torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32>} : () -> ()
  "func"() ( {
  ^bb0(%arg0: !torch.vtensor<[2,3],f32>):  // no predecessors
    %0 = "torch.aten.sigmoid"(%arg0) : (!torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32>
    "std.return"(%0) : (!torch.vtensor<[2,3],f32>) -> ()
  }) {sym_name = "helper", sym_visibility = "private", type = (!torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32>} : () -> ()
}) : () -> ()
// CHECK-LABEL: func.func @forward(%0: tensor<2x3xf32>) -> (tensor<2x3xf32>)
// CHECK-NEXT:    %1 = "facet.elementwise"(%0) {op = "sigmoid"}
// CHECK-NEXT:    return %1
// CHECK-NOT:   func.func
