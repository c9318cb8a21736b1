// Malformed syntax of export constructs: {%dims} after a type, what
// follows an op on its line, a resource blob.
// RUN: not facet-opt %s --split-input-file 2>&1 | FileCheck %s

func.func @f(%x: tensor<4x?xf16>) -> tensor<4x?xf16> {
  %c1 = arith.constant 1 : index
  %d = tensor.dim %x, %c1 : tensor<4x?xf16>
  %t = flow.tensor.transfer %x : tensor<4x?xf16>{%d to #hal.device.promise<@d>
  util.return %t : tensor<4x?xf16>
}
// CHECK: export_syntax.mlir:8:53: error: expected ',' or '}' in dynamic dims, found 'to'

// -----
func.func @f(%x: tensor<4x?xf16>) -> tensor<4x?xf16> {
  %t = flow.tensor.transfer %x : tensor<4x?xf16>{%d, 5} to #hal.device.promise<@d>
  util.return %t : tensor<4x?xf16>
}
// CHECK: export_syntax.mlir:15:54: error: expected value in dynamic dims, found '5'

// -----
func.func @f(%x: tensor<4xf16>) -> tensor<4xf16> {
  %t = flow.tensor.transfer %x : tensor<4xf16> to #hal.device.promise<@d> to
  util.return %t : tensor<4xf16>
}
// CHECK: export_syntax.mlir:22:75: error: expected the end of the operation's line, found 'to'

// -----
func.func @f(%x: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %0 = torch.aten.exp %x : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32> %1 = torch.aten.exp %x : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}
// CHECK: export_syntax.mlir:29:79: error: expected the end of the operation's line, found '%1'

// -----
util.global private @w = dense_resource<b> : tensor<1xf32>
{-#
  dialect_resources: {
    builtin: {
      b: "0x04000000G000803F"
    }
  }
#-}
// CHECK: export_syntax.mlir:39:21: error: invalid hex digit in hex string
