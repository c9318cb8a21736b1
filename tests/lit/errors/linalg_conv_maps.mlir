// linalg.generic with indexing maps that are no projections (a sum of
// loops, `d1 + d4`, as convolutions and pools index their input; IREE's
// torch_ops ConvForward): imported with its maps (facet-opt prints them;
// facet-reference runs it), and facet-compile names the first such map
// with its location before listing the op as unsupported (issue 35, item
// 2; the kernels are later work).
// RUN: rm -f %t.facet
// RUN: not facet-compile %s -o %t.facet 2>&1 | FileCheck %s
// RUN: test ! -e %t.facet
// RUN: facet-opt %s | FileCheck %s --check-prefix=IMPORT
// RUN: facet-npy random 1x2x6x6xf32 --seed=1 -o %t.x.npy
// RUN: facet-npy random 2x3x3xf32 --seed=2 -o %t.w.npy
// RUN: facet-reference %s --function=conv --input=@%t.x.npy --input=@%t.w.npy --output=@%t.r.npy
// RUN: facet-npy print %t.r.npy | FileCheck %s --check-prefix=REF

#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 + d4, d2 + d5)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>
func.func @conv(%x: tensor<1x2x6x6xf32>, %w: tensor<2x3x3xf32>) -> tensor<1x4x4xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<1x4x4xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
  %r = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%x, %w : tensor<1x2x6x6xf32>, tensor<2x3x3xf32>) outs(%f : tensor<1x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x4x4xf32>
  return %r : tensor<1x4x4xf32>
}
// CHECK: linalg_conv_maps.mlir:23:3: error: linalg.generic reads input 0 at `d1 + d4` (result 2 of its indexing map), not at a single loop: maps that combine loops, as convolutions and pools write them, are imported (facet-reference runs them) but not compiled yet
// CHECK: {{.*}}linalg_conv_maps.mlir:23:3: warning: unsupported op linalg.generic (1 use)
// CHECK: error: 1 unsupported op kind; nothing was compiled

// IMPORT: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 + d4, d2 + d5)>,

// REF: 1x4x4xf32=
