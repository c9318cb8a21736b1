// An integer convolution as a linalg.generic (i8 x i8 summed in i32): the
// reference runs it; facet.conv is float only, so facet-compile refuses it.
func.func @conv(%x: tensor<1x2x6x6xi8>, %w: tensor<2x3x3xi8>) -> tensor<1x4x4xi32> {
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x4x4xi32>
  %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<1x4x4xi32>) -> tensor<1x4x4xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 + d4, d2 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%x, %w : tensor<1x2x6x6xi8>, tensor<2x3x3xi8>) outs(%f : tensor<1x4x4xi32>) {
  ^bb0(%a: i8, %b: i8, %o: i32):
    %a32 = arith.extsi %a : i8 to i32
    %b32 = arith.extsi %b : i8 to i32
    %m = arith.muli %a32, %b32 : i32
    %s = arith.addi %o, %m : i32
    linalg.yield %s : i32
  } -> tensor<1x4x4xi32>
  return %r : tensor<1x4x4xi32>
}
