// MLIR bytecode (issue 35): a .mlirbc file imports as its text does. The
// files in Inputs/bytecode were written by MLIR itself (regen.sh, from
// the .mlir beside each): a torch export in generic form (torch ops
// unregistered, func registered; a dense_resource blob, dense literals,
// i1, a splat, a float constant), builtin arith / tensor ops, a
// linalg.generic, extract_slice with dynamic operands. Each prints the
// same IR as its source; --bytecode-text shows the generic-form text the
// bytecode is read as. Errors: tests/lit/errors/bytecode.mlir.
// RUN: facet-opt %S/Inputs/bytecode/torch.mlir > %t.torch.txt
// RUN: facet-opt %S/Inputs/bytecode/torch.mlirbc > %t.torch.bc
// RUN: diff %t.torch.txt %t.torch.bc
// RUN: facet-opt %S/Inputs/bytecode/builtin.mlir > %t.builtin.txt
// RUN: facet-opt %S/Inputs/bytecode/builtin.mlirbc > %t.builtin.bc
// RUN: diff %t.builtin.txt %t.builtin.bc
// RUN: facet-opt %S/Inputs/bytecode/linalg.mlir > %t.linalg.txt
// RUN: facet-opt %S/Inputs/bytecode/linalg.mlirbc > %t.linalg.bc
// RUN: diff %t.linalg.txt %t.linalg.bc
// RUN: facet-opt %S/Inputs/bytecode/slices.mlir > %t.slices.txt
// RUN: facet-opt %S/Inputs/bytecode/slices.mlirbc > %t.slices.bc
// RUN: diff %t.slices.txt %t.slices.bc
// Versions 0 to 6 of one module (gen_versions.py; MLIR 16 writes 0):
// RUN: facet-opt %S/Inputs/bytecode/versions.mlir > %t.v.txt
// RUN: facet-opt %S/Inputs/bytecode/v0.mlirbc | diff %t.v.txt -
// RUN: facet-opt %S/Inputs/bytecode/v1.mlirbc | diff %t.v.txt -
// RUN: facet-opt %S/Inputs/bytecode/v2.mlirbc | diff %t.v.txt -
// RUN: facet-opt %S/Inputs/bytecode/v3.mlirbc | diff %t.v.txt -
// RUN: facet-opt %S/Inputs/bytecode/v4.mlirbc | diff %t.v.txt -
// RUN: facet-opt %S/Inputs/bytecode/v5.mlirbc | diff %t.v.txt -
// RUN: facet-opt %S/Inputs/bytecode/v6.mlirbc | diff %t.v.txt -
// RUN: facet-opt --bytecode-text %S/Inputs/bytecode/v6.mlirbc | FileCheck %s --check-prefix=V6
// RUN: FileCheck %s --check-prefix=IR < %t.torch.bc
// RUN: facet-opt --bytecode-text %S/Inputs/bytecode/torch.mlirbc | FileCheck %s --check-prefix=TEXT

// IR: util.global private @"r" = dense<"0x0000803F000000400000404000008040"> : tensor<2x2xf32>
// IR-LABEL: func.func @generic(%0: tensor<2x3xf32>, %1: tensor<3x4xf32>)
// IR: "facet.matmul"(%0, %1)
// IR: {value = dense<"0x0000803F000020C0"> : tensor<2xf32>}
// IR: {value = 7.0 : f64} : () -> tensor<2xi64>
// IR: {value = dense<"0x010001"> : tensor<3xi1>}

// V6:      "builtin.module"() ({
// V6-NEXT:   "func.func"() <{function_type = (!torch.vtensor<[2],f32>) -> (!torch.vtensor<[2],f32>), sym_name = "f"}> ({
// V6-NEXT:   ^bb0(%v1: !torch.vtensor<[2],f32>):
// V6-NEXT:     %v2 = "torch.constant.int"() <{value = 1 : i64}> : () -> (!torch.int)
// V6-NEXT:     %v3 = "torch.aten.exp"(%v1) : (!torch.vtensor<[2],f32>) -> (!torch.vtensor<[2],f32>)

// TEXT:      "builtin.module"() ({
// TEXT-NEXT:   "util.global"() {initial_value = #stream.parameter.named<"model"::"w"> : tensor<2xf32>, sym_name = "w", sym_visibility = "private", type = tensor<2xf32>} : () -> ()
// TEXT-NEXT:   "util.global"() {initial_value = dense_resource<w_blob> : tensor<2x2xf32>, sym_name = "r", sym_visibility = "private", type = tensor<2x2xf32>} : () -> ()
// TEXT-NEXT:   "func.func"() ({
// TEXT-NEXT:   ^bb0(%v1: !torch.vtensor<[2,3],f32>, %v2: !torch.vtensor<[3,4],f32>):
// TEXT-NEXT:     %v3 = "torch.constant.int"() {value = 1 : i64} : () -> (!torch.int)
// TEXT-NEXT:     %v4 = "torch.constant.float"() {value = 0x3FD0000000000000 : f64} : () -> (!torch.float)
// TEXT:          %v19 = "torch.vtensor.literal"() {value = dense<[true, false, true]> : tensor<3xi1>}
// TEXT:        }) {function_type = (!torch.vtensor<[2],f32>) -> (!torch.vtensor<[2],f32>), sym_name = "helper", sym_visibility = "private"} : () -> ()
// TEXT-NEXT: }) : () -> ()
// TEXT:      w_blob: "0x040000000000803F000000400000404000008040"
