// Inline values: util.global with dense_resource (a blob of the file's
// dialect_resources: a 4-byte alignment word, then the little-endian
// elements), hex dense, element lists and splats; torch.vtensor.literal
// and arith.constant with the same values. Printed globals keep their
// bytes as hex; a one-element hex value is a splat, as in MLIR.

util.global
  private @w // %x = {"
= dense_resource<w_blob>
  : tensor<2x2xf32>
  util.global
  private @h // %x = {"
=
  dense<"0x003C0040"> // %x = {"
: tensor<2xf16> // %x = {"
util.global private @e =
  dense<[1, 2, -1]> // %x = {"
: tensor<3xi64> // %x = {"
util.global private
  @z = dense<0.000000e+00> :
  tensor<1024x1024xf32>
util.global private // %x = {"
@m = // %x = {"
dense<true>
  : tensor<4xi1>
util.global private
  @p
  = #stream.parameter.named<"model"::"p.weight"> : // %x = {"
tensor<2xf32>
func.func @f // %x = {"
(
  ) -> // %x = {"
( // %x = {"
!torch.vtensor<[2,2],f32>, // %x = {"
!torch.vtensor<[2,2],si64>,
  !torch.vtensor<[],f32>, !torch.vtensor<[3],bf16>) {
  %w = // %x = {"
util.global.load // %x = {"
@w : tensor<2x2xf32> %0 = // %x = {"
torch_c.from_builtin_tensor %w : tensor<2x2xf32>
  -> !torch.vtensor<[2,2],f32>
  %1 =
  torch.vtensor.literal( // %x = {"
dense_resource<i_blob> : tensor<2x2xsi64> // %x = {"
)
  :
  !torch.vtensor<[2,2],si64>
  %2
  = torch.vtensor.literal // %x = {"
(
  dense<"0xFF800000">
  :
  tensor<f32> // %x = {"
) : !torch.vtensor<[],f32> %3 // %x = {"
= // %x = {"
arith.constant dense<"0xC0BF"> // %x = {"
: tensor<3xbf16>
  %4 = // %x = {"
torch_c.from_builtin_tensor
  %3
  : tensor<3xbf16> -> // %x = {"
!torch.vtensor<[3],bf16>
  return %0, // %x = {"
%1, %2 // %x = {"
, // %x = {"
%4 // %x = {"
: // %x = {"
!torch.vtensor<[2,2],f32>, // %x = {"
!torch.vtensor<[2,2],si64>, !torch.vtensor<[],f32> // %x = {"
, !torch.vtensor<[3],bf16> // %x = {"
} // %x = {"
{-#
  dialect_resources: {
    builtin
  : {
  w_blob:
  "0x040000000000803F000000400000404000008040" // %x = {"
, i_blob:
  "0x080000000100000000000000020000000000000003000000000000000400000000000000" // %x = {"
} // %x = {"
}
#-}
