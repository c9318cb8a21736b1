// Convolutions, pools, batch norms, pads and upsamplings torch refuses, or
// facet does not support, are located errors at import, never a crash.
// RUN: not facet-opt %s --split-input-file 2>&1 | FileCheck %s
// A facet.conv read back with channels its weight does not take fails the
// verifier (facet-compile) and the reference (no read out of bounds):
// RUN: not facet-compile %S/Inputs/cnn_readback.mlir -o %t.facet 2>&1 | FileCheck %s --check-prefix=READBACK
// RUN: not facet-reference %S/Inputs/cnn_readback.mlir --function=readback --input=1x4x8x8xf32=1 --input=6x3x3x3xf32=1 --output=@%t.npy 2>&1 | FileCheck %s --check-prefix=REFERENCE
// READBACK: cnn_readback.mlir:2:3: error: internal error: IR verifier after import: function @readback, op facet.conv: a conv's channels, groups and kernel disagree
// REFERENCE: error: facet.conv: the input has 4 channels; the weight has 3 per group, groups = 1

func.func @channels(%x: !torch.vtensor<[1,4,8,8],f32>, %w: !torch.vtensor<[6,3,3,3],f32>) -> !torch.vtensor<[1,6,6,6],f32> {
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %l1 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.conv2d %x, %w, %none, %l1, %l1, %l1, %int1 : !torch.vtensor<[1,4,8,8],f32>, !torch.vtensor<[6,3,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[1,6,6,6],f32>
  return %0 : !torch.vtensor<[1,6,6,6],f32>
}
// CHECK: cnn.mlir:15:3: error: 'torch.aten.conv2d': the input has 4 channels, but the weight [6, 3, ...] with groups = 1 expects 3

// -----
func.func @groups(%x: !torch.vtensor<[1,6,8,8],f32>, %w: !torch.vtensor<[5,2,3,3],f32>) -> !torch.vtensor<[1,5,8,8],f32> {
  %int1 = torch.constant.int 1
  %int3 = torch.constant.int 3
  %none = torch.constant.none
  %l1 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.conv2d %x, %w, %none, %l1, %l1, %l1, %int3 : !torch.vtensor<[1,6,8,8],f32>, !torch.vtensor<[5,2,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[1,5,8,8],f32>
  return %0 : !torch.vtensor<[1,5,8,8],f32>
}
// CHECK: cnn.mlir:26:3: error: 'torch.aten.conv2d': groups = 3 does not divide the 5 output channels

// -----
func.func @bias(%x: !torch.vtensor<[1,3,8,8],f32>, %w: !torch.vtensor<[4,3,3,3],f32>, %b: !torch.vtensor<[3],f32>) -> !torch.vtensor<[1,4,8,8],f32> {
  %int1 = torch.constant.int 1
  %l1 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.conv2d %x, %w, %b, %l1, %l1, %l1, %int1 : !torch.vtensor<[1,3,8,8],f32>, !torch.vtensor<[4,3,3,3],f32>, !torch.vtensor<[3],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[1,4,8,8],f32>
  return %0 : !torch.vtensor<[1,4,8,8],f32>
}
// CHECK: cnn.mlir:35:3: error: 'torch.aten.conv2d': the bias must be [4], one value per output channel

// -----
func.func @too_small(%x: !torch.vtensor<[1,3,2,8],f32>, %w: !torch.vtensor<[4,3,5,5],f32>) -> !torch.vtensor<[1,4,1,4],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %l1 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %l0 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.conv2d %x, %w, %none, %l1, %l0, %l1, %int1 : !torch.vtensor<[1,3,2,8],f32>, !torch.vtensor<[4,3,5,5],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[1,4,1,4],f32>
  return %0 : !torch.vtensor<[1,4,1,4],f32>
}
// CHECK: cnn.mlir:47:3: error: 'torch.aten.conv2d': a window of 5 (dilated) does not fit an input of 2 padded by 0

// -----
func.func @conv3d(%x: !torch.vtensor<[1,3,4,4,4],f32>, %w: !torch.vtensor<[4,3,1,1,1],f32>) -> !torch.vtensor<[1,4,4,4,4],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %false = torch.constant.bool false
  %none = torch.constant.none
  %l1 = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %l0 = torch.prim.ListConstruct %int0, %int0, %int0 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.convolution %x, %w, %none, %l1, %l0, %l1, %false, %l0, %int1 : !torch.vtensor<[1,3,4,4,4],f32>, !torch.vtensor<[4,3,1,1,1],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,4,4,4,4],f32>
  return %0 : !torch.vtensor<[1,4,4,4,4],f32>
}
// CHECK: cnn.mlir:60:3: error: 'torch.aten.convolution' of a rank-5 input: only 1-d and 2-d convolutions are supported

// -----
func.func @transposed(%x: !torch.vtensor<[1,3,4,4],f32>, %w: !torch.vtensor<[3,4,1,1],f32>) -> !torch.vtensor<[1,4,4,4],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %true = torch.constant.bool true
  %none = torch.constant.none
  %l1 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %l0 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.convolution %x, %w, %none, %l1, %l0, %l1, %true, %l1, %int1 : !torch.vtensor<[1,3,4,4],f32>, !torch.vtensor<[3,4,1,1],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,4,4,4],f32>
  return %0 : !torch.vtensor<[1,4,4,4],f32>
}
// CHECK: cnn.mlir:73:3: error: 'torch.aten.convolution': output padding 1 must be smaller than the stride or the dilation

// -----
func.func @pool_pad(%x: !torch.vtensor<[1,3,8,8],f32>) -> !torch.vtensor<[1,3,8,8],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %false = torch.constant.bool false
  %k = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %l1 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.max_pool2d %x, %k, %l1, %p, %l1, %false : !torch.vtensor<[1,3,8,8],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,3,8,8],f32>
  return %0 : !torch.vtensor<[1,3,8,8],f32>
}
// CHECK: cnn.mlir:86:3: error: 'torch.aten.max_pool2d': padding 2 is more than half the kernel 2

// -----
func.func @divisor_zero(%x: !torch.vtensor<[1,3,?,8],f32>) -> !torch.vtensor<[1,3,?,4],f32> {
  %int0 = torch.constant.int 0
  %int2 = torch.constant.int 2
  %true = torch.constant.bool true
  %k = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.avg_pool2d %x, %k, %k, %p, %true, %true, %int0 : !torch.vtensor<[1,3,?,8],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.int -> !torch.vtensor<[1,3,?,4],f32>
  return %0 : !torch.vtensor<[1,3,?,4],f32>
}
// CHECK: cnn.mlir:98:3: error: 'torch.aten.avg_pool2d': divisor_override must not be 0

// -----
func.func @training(%x: !torch.vtensor<[2,3,4,4],f32>, %m: !torch.vtensor<[3],f32>) -> !torch.vtensor<[2,3,4,4],f32> {
  %true = torch.constant.bool true
  %eps = torch.constant.float 1.000000e-05
  %none = torch.constant.none
  %0 = torch.aten.batch_norm %x, %none, %none, %m, %m, %true, %eps, %eps, %true : !torch.vtensor<[2,3,4,4],f32>, !torch.none, !torch.none, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.bool, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[2,3,4,4],f32>
  return %0 : !torch.vtensor<[2,3,4,4],f32>
}
// CHECK: cnn.mlir:108:3: error: 'torch.aten.batch_norm' in training mode is not supported (only inference: training = false)

// -----
func.func @reflect(%x: !torch.vtensor<[1,3,4,4],f32>) -> !torch.vtensor<[1,3,4,6],f32> {
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %mode = torch.constant.str "reflect"
  %p = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.pad %x, %p, %mode, %none : !torch.vtensor<[1,3,4,4],f32>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[1,3,4,6],f32>
  return %0 : !torch.vtensor<[1,3,4,6],f32>
}
// CHECK: cnn.mlir:119:3: error: 'torch.aten.pad' in mode "reflect": only "constant" is supported

// -----
func.func @ceil_dynamic(%x: !torch.vtensor<[1,3,?,8],f32>) -> !torch.vtensor<[1,3,?,4],f32> {
  %int0 = torch.constant.int 0
  %int2 = torch.constant.int 2
  %true = torch.constant.bool true
  %none = torch.constant.none
  %k = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.avg_pool2d %x, %k, %k, %p, %true, %true, %none : !torch.vtensor<[1,3,?,8],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[1,3,?,4],f32>
  return %0 : !torch.vtensor<[1,3,?,4],f32>
}
// CHECK: cnn.mlir:132:3: error: 'torch.aten.avg_pool2d' with ceil_mode needs static spatial sizes

// -----
func.func @dynamic_small(%x: !torch.vtensor<[1,3,?,8],f32>, %w: !torch.vtensor<[4,3,3,3],f32>) -> !torch.vtensor<[1,4,?,6],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %l1 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %l0 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.conv2d %x, %w, %none, %l1, %l0, %l1, %int1 : !torch.vtensor<[1,3,?,8],f32>, !torch.vtensor<[4,3,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[1,4,?,6],f32>
  return %0 : !torch.vtensor<[1,4,?,6],f32>
}
// CHECK: cnn.mlir:144:3: error: 'torch.aten.conv2d': a dynamic input size may be smaller than the window (3, padded by 0): its symbol needs a min_val of at least 3

// -----
func.func @pool1d_rank(%x: !torch.vtensor<[1,3,4,8],f32>) -> !torch.vtensor<[1,3,4,4],f32> {
  %int2 = torch.constant.int 2
  %false = torch.constant.bool false
  %k = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.max_pool1d %x, %k, %k, %k, %k, %false : !torch.vtensor<[1,3,4,8],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,3,4,4],f32>
  return %0 : !torch.vtensor<[1,3,4,4],f32>
}
// CHECK: cnn.mlir:154:3: error: 'torch.aten.max_pool1d' needs an input [N, C, L] of rank 3, got rank 4

// -----
func.func @pool1d_two_kernels(%x: !torch.vtensor<[1,3,8],f32>) -> !torch.vtensor<[1,3,4],f32> {
  %int0 = torch.constant.int 0
  %int2 = torch.constant.int 2
  %false = torch.constant.bool false
  %k = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.avg_pool1d %x, %k, %p, %p, %false, %false : !torch.vtensor<[1,3,8],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool -> !torch.vtensor<[1,3,4],f32>
  return %0 : !torch.vtensor<[1,3,4],f32>
}
// CHECK: cnn.mlir:166:34: error: 'torch.aten.avg_pool1d' needs 1 kernel value, got 2

// -----
func.func @group_norm_groups(%x: !torch.vtensor<[1,6,4,4],f32>) -> !torch.vtensor<[1,6,4,4],f32> {
  %int4 = torch.constant.int 4
  %none = torch.constant.none
  %eps = torch.constant.float 1.000000e-05
  %false = torch.constant.bool false
  %0 = torch.aten.group_norm %x, %int4, %none, %none, %eps, %false : !torch.vtensor<[1,6,4,4],f32>, !torch.int, !torch.none, !torch.none, !torch.float, !torch.bool -> !torch.vtensor<[1,6,4,4],f32>
  return %0 : !torch.vtensor<[1,6,4,4],f32>
}
// CHECK: cnn.mlir:177:3: error: 'torch.aten.group_norm': 4 groups do not divide 6 channels

// -----
func.func @flip_dim(%x: !torch.vtensor<[4,4],f32>) -> !torch.vtensor<[4,4],f32> {
  %int0 = torch.constant.int 0
  %int2 = torch.constant.int 2
  %d = torch.prim.ListConstruct %int0, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.flip %x, %d : !torch.vtensor<[4,4],f32>, !torch.list<int> -> !torch.vtensor<[4,4],f32>
  return %0 : !torch.vtensor<[4,4],f32>
}
// CHECK: cnn.mlir:187:3: error: 'torch.aten.flip': dim 2 is out of range or repeated for rank 2

// -----
func.func @leaky_int(%x: !torch.vtensor<[4],si64>) -> !torch.vtensor<[4],si64> {
  %f = torch.constant.float 2.000000e-01
  %0 = torch.aten.leaky_relu %x, %f : !torch.vtensor<[4],si64>, !torch.float -> !torch.vtensor<[4],si64>
  return %0 : !torch.vtensor<[4],si64>
}
// CHECK: cnn.mlir:195:3: error: 'torch.aten.leaky_relu' of i64: only float tensors are supported

// -----
func.func @bilinear_dynamic(%x: !torch.vtensor<[1,2,?,4],f32>) -> !torch.vtensor<[1,2,8,8],f32> {
  %int8 = torch.constant.int 8
  %false = torch.constant.bool false
  %none = torch.constant.none
  %s = torch.prim.ListConstruct %int8, %int8 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.upsample_bilinear2d %x, %s, %false, %none, %none : !torch.vtensor<[1,2,?,4],f32>, !torch.list<int>, !torch.bool, !torch.none, !torch.none -> !torch.vtensor<[1,2,8,8],f32>
  return %0 : !torch.vtensor<[1,2,8,8],f32>
}
// CHECK: cnn.mlir:206:3: error: 'torch.aten.upsample_bilinear2d' needs a static spatial size

// -----
func.func @pool_indices_dynamic(%x: !torch.vtensor<[1,2,?,8],f32>) -> !torch.vtensor<[1,2,?,4],si64> {
  %s0 = torch.symbolic_int "s0" {min_val = 2, max_val = 64} : !torch.int
  torch.bind_symbolic_shape %x, [%s0], affine_map<()[s0] -> (1, 2, s0, 8)> : !torch.vtensor<[1,2,?,8],f32>
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %false = torch.constant.bool false
  %k = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0:2 = torch.aten.max_pool2d_with_indices %x, %k, %k, %p, %d, %false : !torch.vtensor<[1,2,?,8],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,2,?,4],f32>, !torch.vtensor<[1,2,?,4],si64>
  return %0#1 : !torch.vtensor<[1,2,?,4],si64>
}
// CHECK: cnn.mlir:222:3: error: 'torch.aten.max_pool2d_with_indices' needs a static spatial size for its indices

// -----
func.func @stack_ranks(%x: !torch.vtensor<[4],f32>, %y: !torch.vtensor<[2,2],f32>) -> !torch.vtensor<[2,4],f32> {
  %int0 = torch.constant.int 0
  %l = torch.prim.ListConstruct %x, %y : (!torch.vtensor<[4],f32>, !torch.vtensor<[2,2],f32>) -> !torch.list<vtensor>
  %0 = torch.aten.stack %l, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[2,4],f32>
  return %0 : !torch.vtensor<[2,4],f32>
}
// CHECK: cnn.mlir:231:3: error: 'torch.aten.stack' of tensors of ranks 1 and 2

