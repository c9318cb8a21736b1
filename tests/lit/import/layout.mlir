// Valid MLIR in any layout (issue 16): a module and its function on one
// line, several ops on a line, an op broken between any two tokens,
// comments at line ends, a dictionary over several lines and aliases on
// one line import as the usual layout does. Each part prints the same IR.
// (tests/unit/test_layout re-lays out every MLIR file of the repository.)
// RUN: facet-opt %s --split-input-file | FileCheck %s

module { func.func @one_line(%a: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32> { %0 = torch.aten.exp %a : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32> %c = torch.constant.float 2.0 %1 = torch.aten.mul.Scalar %0, %c : !torch.vtensor<[2,3],f32>, !torch.float -> !torch.vtensor<[2,3],f32> return %1 : !torch.vtensor<[2,3],f32> } }
// CHECK-LABEL: func.func @one_line(%0: tensor<2x3xf32>) -> (tensor<2x3xf32>) {
// CHECK-NEXT:    %1 = "facet.elementwise"(%0) {op = "exp"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %2 = "facet.constant"() {value = 2.0 : f64} : () -> tensor<f32>
// CHECK-NEXT:    %3 = "facet.elementwise"(%1, %2) {op = "mul"} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
// CHECK-NEXT:    return %3 : tensor<2x3xf32>

// -----
module
{
func.func
@broken
(
%a
:
!torch.vtensor<[2,3],f32> // a comment { "x"( %0 = foo.bar
)
->
!torch.vtensor<[2,3],f32>
{
%0
=
torch.aten.exp
%a
:
!torch.vtensor<[2,3],f32>
->
!torch.vtensor<[2,3],f32>
%c
=
torch.constant.float
2.0
%1
=
torch.aten.mul.Scalar
%0 // still the same op
,
%c
:
!torch.vtensor<[2,3],f32>
,
!torch.float
->
!torch.vtensor<[2,3],f32>
return
%1
:
!torch.vtensor<[2,3],f32>
}
}
// CHECK-LABEL: func.func @broken(%0: tensor<2x3xf32>) -> (tensor<2x3xf32>) {
// CHECK-NEXT:    %1 = "facet.elementwise"(%0) {op = "exp"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %2 = "facet.constant"() {value = 2.0 : f64} : () -> tensor<f32>
// CHECK-NEXT:    %3 = "facet.elementwise"(%1, %2) {op = "mul"} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
// CHECK-NEXT:    return %3 : tensor<2x3xf32>

// -----
// Aliases on one line with the module; a symbolic size whose facts are
// written over several lines; torch.operator with its name on the next line.
!t = !torch.vtensor<[?,3],f32> #m = affine_map<()[s0] -> (s0, 3)> module { func.func @aliases(%a: !t) -> !t attributes {torch.assume_strict_symbolic_shapes} { %s = torch.symbolic_int "s0" {
    min_val = 2,
    max_val = 64
  } : !torch.int torch.bind_symbolic_shape %a, [%s], #m : !t %0 = torch.operator
  "torch.aten.exp"(%a) : (!t) -> !t return %0 : !t } }
// CHECK-LABEL: func.func @aliases(%0: tensor<?x3xf32>) -> (tensor<?x3xf32>) {
// CHECK-NEXT:    %s0 = torch.symbolic_int "s0" {min_val = 2, max_val = 64} : !torch.int
// CHECK-NEXT:    torch.bind_symbolic_shape %0, [%s0], affine_map<()[s0] -> (s0, 3)> : tensor<?x3xf32>
// CHECK-NEXT:    %1 = "facet.elementwise"(%0) {op = "exp"} : (tensor<?x3xf32>) -> tensor<?x3xf32>
// CHECK:         return %1 : tensor<?x3xf32>
