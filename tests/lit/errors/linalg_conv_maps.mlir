// linalg.generic with indexing maps that combine loops (`d1 + d4`, as
// convolutions and pools index their input) that are no convolution or
// pool facet compiles: imported with their maps (facet-reference runs
// them), and facet-compile names the first such map and why it is no
// window op (src/transform/window.c), with its location, before listing
// the op unsupported; never a crash or a wrong answer. The convolutions and
// pools it does take: tests/lit/import/generic_windows.mlir.
// RUN: not facet-opt %s --split-input-file --print-after=dispatch 2>&1 | FileCheck %s
// RUN: rm -f %t.facet
// RUN: not facet-compile %S/Inputs/linalg_int_conv.mlir -o %t.facet 2>&1 | FileCheck %s --check-prefix=INT
// RUN: test ! -e %t.facet
// RUN: facet-npy random 1x2x6x6xi8 --seed=1 -o %t.x.npy
// RUN: facet-npy random 2x3x3xi8 --seed=2 -o %t.w.npy
// RUN: facet-reference %S/Inputs/linalg_int_conv.mlir --function=conv --input=@%t.x.npy --input=@%t.w.npy --output=@%t.r.npy
// RUN: facet-npy print %t.r.npy | FileCheck %s --check-prefix=REF
// INT: linalg_int_conv.mlir:7:3: error: linalg.generic reads input 0 at `d1 + d4` (result 2 of its indexing map), not at a single loop, and is no convolution or pool facet compiles: its result is i32 (convolutions and pools are compiled in floats only) (facet-reference runs it)
// INT: warning: unsupported op linalg.generic (1 use)
// INT: error: 1 unsupported op kind; nothing was compiled
// REF: 1x4x4xi32=

// A window over three dims (a 3-d convolution).
func.func @conv3d(%x: tensor<5x5x5xf32>, %w: tensor<2x2x2xf32>, %init: tensor<4x4x4xf32>) -> tensor<4x4x4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0 + d3, d1 + d4, d2 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%x, %w : tensor<5x5x5xf32>, tensor<2x2x2xf32>) outs(%init : tensor<4x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x4x4xf32>
  return %r : tensor<4x4x4xf32>
}
// CHECK: linalg_conv_maps.mlir:[[#@LINE-8]]:3: error: linalg.generic reads input 0 at `d0 + d3` (result 0 of its indexing map), not at a single loop, and is no convolution or pool facet compiles: it slides a window over more than 2 dims (3-d windows are not supported) (facet-reference runs it)

// -----

// A window offset by a constant (`d1 + d3 + 1`).
func.func @offset(%x: tensor<1x7xf32>, %w: tensor<3xf32>, %init: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1 + d2 + 1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %w : tensor<1x7xf32>, tensor<3xf32>) outs(%init : tensor<1x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x4xf32>
  return %r : tensor<1x4xf32>
}
// CHECK: linalg_conv_maps.mlir:[[#@LINE-8]]:3: error: {{.*}}: its input map's result 1 is not `output loop * stride + window loop * dilation`

// -----

// A body that is no multiply-accumulate: the difference of the inputs.
func.func @difference(%x: tensor<1x6xf32>, %w: tensor<3xf32>, %init: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1 + d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %w : tensor<1x6xf32>, tensor<3xf32>) outs(%init : tensor<1x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.subf %a, %b : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x4xf32>
  return %r : tensor<1x4xf32>
}
// CHECK: linalg_conv_maps.mlir:[[#@LINE-8]]:3: error: {{.*}}: its body adds the accumulator and a computed value, not an input

// -----

// A max pool with maxnumf (NaN ignored, unlike facet.pool's max).
func.func @maxnum(%x: tensor<1x6xf32>, %k: tensor<3xf32>, %init: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1 + d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %k : tensor<1x6xf32>, tensor<3xf32>) outs(%init : tensor<1x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.maxnumf %o, %a : f32
    linalg.yield %s : f32
  } -> tensor<1x4xf32>
  return %r : tensor<1x4xf32>
}
// CHECK: linalg_conv_maps.mlir:[[#@LINE-7]]:3: error: {{.*}}: its body combines the accumulator with 'arith.maxnumf' (a convolution or sum pool adds, a max pool takes arith.maximumf)

// -----

// A dilated sum pool (facet.pool's mean, torch's avg_pool2d, has no dilation).
func.func @dilated_sum(%x: tensor<1x8xf32>, %k: tensor<3xf32>, %init: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1 + d2 * 2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %k : tensor<1x8xf32>, tensor<3xf32>) outs(%init : tensor<1x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %o, %a : f32
    linalg.yield %s : f32
  } -> tensor<1x4xf32>
  return %r : tensor<1x4xf32>
}
// CHECK: linalg_conv_maps.mlir:[[#@LINE-7]]:3: error: {{.*}}: it is a sum pool with a dilation of 2 (not supported)

// -----

// The weight read at a sum of loops too.
func.func @both(%x: tensor<1x6xf32>, %w: tensor<6x3xf32>, %init: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1 + d2)>, affine_map<(d0, d1, d2) -> (d1 + d2, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %w : tensor<1x6xf32>, tensor<6x3xf32>) outs(%init : tensor<1x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x4xf32>
  return %r : tensor<1x4xf32>
}
// CHECK: linalg_conv_maps.mlir:[[#@LINE-8]]:3: error: {{.*}}: input 1 is read at other than single loops (only the input is read at sums)

// -----

// Windows that read past the input (the reference reports the read).
func.func @past(%x: tensor<1x5xf32>, %w: tensor<3xf32>, %init: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1 + d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %w : tensor<1x5xf32>, tensor<3xf32>) outs(%init : tensor<1x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x4xf32>
  return %r : tensor<1x4xf32>
}
// CHECK: linalg_conv_maps.mlir:[[#@LINE-8]]:3: error: {{.*}}: its windows read past the input (size 5 along its dim 1)

// -----

// A named op's strides must be integers >= 1 (an import error).
func.func @bad_strides(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %init: tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32> {
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<0> : vector<2xi64>} ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%init : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  return %r : tensor<1x4x6x6xf32>
}
// CHECK: linalg_conv_maps.mlir:[[#@LINE-3]]:{{[0-9]+}}: error: strides of linalg.conv_2d_nchw_fchw must be 1 or 2 integers >= 1
