// Inline values: util.global with dense_resource (a blob of the file's
// dialect_resources: a 4-byte alignment word, then the little-endian
// elements), hex dense, element lists and splats; torch.vtensor.literal
// and arith.constant with the same values. Printed globals keep their
// bytes as hex; a one-element hex value is a splat, as in MLIR.
// RUN: facet-opt %s --split-input-file > %t.1.mlir
// RUN: facet-opt %t.1.mlir --split-input-file > %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir
// RUN: FileCheck %s < %t.1.mlir

// CHECK: util.global private @"w" = dense<"0x0000803F000000400000404000008040"> : tensor<2x2xf32>
// CHECK: util.global private @"h" = dense<"0x003C0040"> : tensor<2xf16>
// CHECK: util.global private @"e" = dense<"0x01000000000000000200000000000000FFFFFFFFFFFFFFFF"> : tensor<3xi64>
// CHECK: util.global private @"z" = dense<0.0> : tensor<1024x1024xf32>
// CHECK: util.global private @"m" = dense<true> : tensor<4xi1>
// CHECK: util.global private @"p" = #stream.parameter.named<"model"::"p.weight"> : tensor<2xf32>
// CHECK-LABEL: func.func @f(
// CHECK: "facet.global"() {name = @"w"} : () -> tensor<2x2xf32>
// CHECK: "facet.constant"() {value = dense<"0x0100000000000000020000000000000003000000000000000400000000000000"> : tensor<2x2xi64>} : () -> tensor<2x2xi64>
// CHECK: "facet.constant"() {value = dense<"0xFF800000"> : tensor<f32>} : () -> tensor<f32>
// CHECK: "facet.constant"() {value = -1.5 : f64} : () -> tensor<3xbf16>
util.global private @w = dense_resource<w_blob> : tensor<2x2xf32>
util.global private @h = dense<"0x003C0040"> : tensor<2xf16>
util.global private @e = dense<[1, 2, -1]> : tensor<3xi64>
util.global private @z = dense<0.000000e+00> : tensor<1024x1024xf32>
util.global private @m = dense<true> : tensor<4xi1>
util.global private @p = #stream.parameter.named<"model"::"p.weight"> : tensor<2xf32>
func.func @f() -> (!torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2],si64>, !torch.vtensor<[],f32>, !torch.vtensor<[3],bf16>) {
  %w = util.global.load @w : tensor<2x2xf32>
  %0 = torch_c.from_builtin_tensor %w : tensor<2x2xf32> -> !torch.vtensor<[2,2],f32>
  %1 = torch.vtensor.literal(dense_resource<i_blob> : tensor<2x2xsi64>) : !torch.vtensor<[2,2],si64>
  %2 = torch.vtensor.literal(dense<"0xFF800000"> : tensor<f32>) : !torch.vtensor<[],f32>
  %3 = arith.constant dense<"0xC0BF"> : tensor<3xbf16>
  %4 = torch_c.from_builtin_tensor %3 : tensor<3xbf16> -> !torch.vtensor<[3],bf16>
  return %0, %1, %2, %4 : !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2],si64>, !torch.vtensor<[],f32>, !torch.vtensor<[3],bf16>
}
{-#
  dialect_resources: {
    builtin: {
      w_blob: "0x040000000000803F000000400000404000008040",
      i_blob: "0x080000000100000000000000020000000000000003000000000000000400000000000000"
    }
  }
#-}
