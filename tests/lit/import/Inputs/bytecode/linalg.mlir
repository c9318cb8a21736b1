// The source of linalg.mlirbc (regen.sh): builtin ops in custom form.
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
func.func @lg(%a: tensor<4x8xf32>, %b: tensor<8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x8xf32>, tensor<8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %i = linalg.index 1 : index
    %c4 = arith.constant 4 : index
    %lt = arith.cmpi slt, %i, %c4 : index
    %m = arith.mulf %x, %y : f32
    %ex = math.exp %m : f32
    %gt = arith.cmpf ogt, %ex, %x : f32
    %s1 = arith.select %lt, %m, %ex : f32
    %s2 = arith.select %gt, %s1, %x : f32
    linalg.yield %s2 : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

