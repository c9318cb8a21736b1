// Gathers at computed indices (src/codegen/emit_rows.c, node_range).
// @rotary: sharktank's interleaved rotary embedding (its export's util.func,
// as written): element (c / 2) * 2 and (c / 2) * 2 + 1 of a row of 64, in
// range for every c, so the kernel checks and clamps nothing. @shifted: the
// second index + 2 instead, past the row for the last pair: checked, and the
// call fails.
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @rotary(%x: tensor<1x?x4x64xf32>, %a: tensor<1x?x64xf32>) -> tensor<1x?x4x64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = tensor.dim %x, %c1 : tensor<1x?x4x64xf32>
  %e = tensor.empty(%n) : tensor<1x?x4x64xf32>
  %r = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a : tensor<1x?x64xf32>) outs(%e : tensor<1x?x4x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %i3 = linalg.index 3 : index
    %h = arith.divui %i3, %c2 : index
    %odd = arith.remui %i3, %c2 : index
    %cos = math.cos %in : f32
    %sin = math.sin %in : f32
    %ev = arith.muli %h, %c2 : index
    %od = arith.addi %ev, %c1 : index
    %xe = tensor.extract %x[%i0, %i1, %i2, %ev] : tensor<1x?x4x64xf32>
    %xo = tensor.extract %x[%i0, %i1, %i2, %od] : tensor<1x?x4x64xf32>
    %is_even = arith.cmpi eq, %odd, %c0 : index
    %p = arith.mulf %xe, %cos : f32
    %q = arith.mulf %xo, %sin : f32
    %re = arith.subf %p, %q : f32
    %s = arith.mulf %xo, %cos : f32
    %t = arith.mulf %xe, %sin : f32
    %ro = arith.addf %s, %t : f32
    %y = arith.select %is_even, %re, %ro : f32
    linalg.yield %y : f32
  } -> tensor<1x?x4x64xf32>
  return %r : tensor<1x?x4x64xf32>
}
func.func @shifted(%x: tensor<1x?x4x64xf32>, %a: tensor<1x?x64xf32>) -> tensor<1x?x4x64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = tensor.dim %x, %c1 : tensor<1x?x4x64xf32>
  %e = tensor.empty(%n) : tensor<1x?x4x64xf32>
  %r = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a : tensor<1x?x64xf32>) outs(%e : tensor<1x?x4x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %i3 = linalg.index 3 : index
    %h = arith.divui %i3, %c2 : index
    %ev = arith.muli %h, %c2 : index
    %od = arith.addi %ev, %c2 : index
    %xe = tensor.extract %x[%i0, %i1, %i2, %ev] : tensor<1x?x4x64xf32>
    %xo = tensor.extract %x[%i0, %i1, %i2, %od] : tensor<1x?x4x64xf32>
    %s = arith.mulf %xe, %in : f32
    %y = arith.addf %s, %xo : f32
    linalg.yield %y : f32
  } -> tensor<1x?x4x64xf32>
  return %r : tensor<1x?x4x64xf32>
}
