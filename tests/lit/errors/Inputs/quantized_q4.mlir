// A bitcast to i4 read by the dequantizing generic (facet-reference computes it).
func.func @f(%x: tensor<4x2xi8>, %d: tensor<4x1xf16>) -> tensor<4x4xf16> {
  %q = flow.tensor.bitcast %x : tensor<4x2xi8> -> tensor<4x4xi4>
  %e = tensor.empty() : tensor<4x4xf16>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %q : tensor<4x1xf16>, tensor<4x4xi4>) outs(%e : tensor<4x4xf16>) {
  ^bb0(%s: f16, %a: i4, %o: f16):
    %v = arith.sitofp %a : i4 to f16
    %w = arith.mulf %v, %s : f16
    linalg.yield %w : f16
  } -> tensor<4x4xf16>
  return %r : tensor<4x4xf16>
}
