// A global's 1s are broadcasts even at batch 1, where the batch dim is 1
// too: the per-channel scale [1, C, 1, 1] (a batch norm's, a weight) binds
// a literal 1, not the batch's push constant, so the batch-1 and batch-2
// entry points share one executable (ResNet's convolutions with their
// batch-norm epilogues did not: tests/e2e/cnn_models.sh, bench/s8_cnn.sh).
// RUN: facet-opt %s --print-after=dedup 2>&1 | FileCheck %s

// CHECK-LABEL: IR after dedup
// CHECK: facet.executable @f_bs1_dispatch_0_elementwise_DxDxDx3_f32(b0: in<p0xp1xp2x3xf32>, b1: in<1xp1x1x1xf32>, b2: out<p0xp1xp2x3xf32>) push(3) {
// CHECK: n1[row] = load b1 map(-1, 1, -1, -1) : f32
// CHECK: rows p0[<umin = 1, umax = 1>, <umin = 2, umax = 2, udiv = 2>]
// CHECK: site @f_bs1 row 0
// CHECK-NEXT: site @f_bs2 row 1
// CHECK-NOT: facet.executable
// CHECK: func.func @f_bs2(
// CHECK: "facet.dispatch"(%0, %1) {executable = @f_bs1_dispatch_0_elementwise_DxDxDx3_f32}
module @m {
  util.global private @scale = #stream.parameter.named<"model"::"scale"> : tensor<1x4x1x1xf32>
  func.func @f_bs1(%x: !torch.vtensor<[1,4,3,3],f32>) -> !torch.vtensor<[1,4,3,3],f32> {
    %g = util.global.load @scale : tensor<1x4x1x1xf32>
    %s = torch_c.from_builtin_tensor %g : tensor<1x4x1x1xf32> -> !torch.vtensor<[1,4,1,1],f32>
    %r = torch.aten.mul.Tensor %x, %s : !torch.vtensor<[1,4,3,3],f32>, !torch.vtensor<[1,4,1,1],f32> -> !torch.vtensor<[1,4,3,3],f32>
    return %r : !torch.vtensor<[1,4,3,3],f32>
  }
  func.func @f_bs2(%x: !torch.vtensor<[2,4,3,3],f32>) -> !torch.vtensor<[2,4,3,3],f32> {
    %g = util.global.load @scale : tensor<1x4x1x1xf32>
    %s = torch_c.from_builtin_tensor %g : tensor<1x4x1x1xf32> -> !torch.vtensor<[1,4,1,1],f32>
    %r = torch.aten.mul.Tensor %x, %s : !torch.vtensor<[2,4,3,3],f32>, !torch.vtensor<[1,4,1,1],f32> -> !torch.vtensor<[2,4,3,3],f32>
    return %r : !torch.vtensor<[2,4,3,3],f32>
  }
}
