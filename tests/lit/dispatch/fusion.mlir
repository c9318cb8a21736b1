// Dispatch formation and fusion (src/transform/dispatch.c), one rule per
// case: what joins a group, what closes it, what stays on the host.
// RUN: facet-opt %s --split-input-file --print-after=dispatch --generalize=none 2>&1 | FileCheck %s

// An elementwise chain is one row program; the chain's last value is its
// one output, the dispatch stands where the last op stood.
// CHECK-LABEL: facet.executable @chain_dispatch_0_elementwise_4x16_f32(b0: in<4x16xf32>, b1: out<4x16xf32>)
// CHECK-NEXT: rows iter(4x16)
// CHECK-NEXT: n0 = load b0 map(0, 1) : f32
// CHECK-NEXT: n1 = exp n0 : f32
// CHECK-NEXT: n2 = tanh n1 : f32
// CHECK-NEXT: store n2 -> b1
// CHECK-LABEL: func.func @chain(
// CHECK-NEXT: %1 = "facet.dispatch"(%0) {executable = @chain_dispatch_0_elementwise_4x16_f32}
// CHECK-NEXT: return %1
func.func @chain(%x: !torch.vtensor<[4,16],f32>) -> !torch.vtensor<[4,16],f32> {
  %0 = torch.aten.exp %x : !torch.vtensor<[4,16],f32> -> !torch.vtensor<[4,16],f32>
  %1 = torch.aten.tanh %0 : !torch.vtensor<[4,16],f32> -> !torch.vtensor<[4,16],f32>
  return %1 : !torch.vtensor<[4,16],f32>
}

// -----
// A matmul takes the elementwise ops that consume its result as an
// epilogue: a broadcast bias is a load with a broadcast map, a splat
// constant is inlined.
// CHECK-LABEL: facet.executable @epilogue_dispatch_0_matmul_4x32x16_f32(b0: in<4x16xf32>, b1: in<16x32xf32>, b2: in<32xf32>, b3: out<4x32xf32>)
// CHECK-NEXT: matmul b0, b1 -> b3  m=4 n=32 k=16
// CHECK-NEXT: n0 = accumulator : f32
// CHECK-NEXT: n1 = load b2 map(-1, 0) : f32
// CHECK-NEXT: n2 = add n0, n1 : f32
// CHECK-NEXT: n3[row] = const 0.5 : f32
// CHECK-NEXT: n4 = mul n2, n3 : f32
// CHECK-NEXT: store n4 -> b3
// CHECK-NOT: facet.executable
func.func @epilogue(%x: !torch.vtensor<[4,16],f32>, %w: !torch.vtensor<[16,32],f32>, %b: !torch.vtensor<[32],f32>) -> !torch.vtensor<[4,32],f32> {
  %int1 = torch.constant.int 1
  %half = torch.constant.float 5.000000e-01
  %0 = torch.aten.mm %x, %w : !torch.vtensor<[4,16],f32>, !torch.vtensor<[16,32],f32> -> !torch.vtensor<[4,32],f32>
  %1 = torch.aten.add.Tensor %0, %b, %int1 : !torch.vtensor<[4,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[4,32],f32>
  %2 = torch.aten.mul.Scalar %1, %half : !torch.vtensor<[4,32],f32>, !torch.float -> !torch.vtensor<[4,32],f32>
  return %2 : !torch.vtensor<[4,32],f32>
}

// -----
// A matmul result used twice does not take an epilogue: the epilogue would
// be computed once per use. The elementwise op becomes a row program.
// CHECK-LABEL: facet.executable @two_uses_dispatch_0_matmul_4x16x16_f32(b0: in<4x16xf32>, b1: in<16x16xf32>, b2: out<4x16xf32>)
// CHECK-NEXT: matmul b0, b1 -> b2
// CHECK-NEXT: site @two_uses row 0
// CHECK: facet.executable @two_uses_dispatch_1_elementwise_4x16_f32(b0: in<4x16xf32>, b1: out<4x16xf32>)
func.func @two_uses(%x: !torch.vtensor<[4,16],f32>, %w: !torch.vtensor<[16,16],f32>) -> (!torch.vtensor<[4,16],f32>, !torch.vtensor<[4,16],f32>) {
  %0 = torch.aten.mm %x, %w : !torch.vtensor<[4,16],f32>, !torch.vtensor<[16,16],f32> -> !torch.vtensor<[4,16],f32>
  %1 = torch.aten.relu %0 : !torch.vtensor<[4,16],f32> -> !torch.vtensor<[4,16],f32>
  return %0, %1 : !torch.vtensor<[4,16],f32>, !torch.vtensor<[4,16],f32>
}

// -----
// RMS norm: a reduction over the innermost dim, its per-row result used by
// the rest of the row in the same program.
// CHECK-LABEL: facet.executable @rms_dispatch_0_reduction_4x32_f32(b0: in<4x32xf32>, b1: out<4x32xf32>)
// CHECK: n{{[0-9]+}}[row] = reduce_mean
// CHECK: n{{[0-9]+}}[row] = rsqrt
// CHECK: store n{{[0-9]+}} -> b1
// CHECK-NOT: facet.executable
func.func @rms(%x: !torch.vtensor<[4,32],f32>) -> !torch.vtensor<[4,32],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %intm1 = torch.constant.int -1
  %true = torch.constant.bool true
  %none = torch.constant.none
  %eps = torch.constant.float 1.000000e-05
  %0 = torch.aten.pow.Tensor_Scalar %x, %int2 : !torch.vtensor<[4,32],f32>, !torch.int -> !torch.vtensor<[4,32],f32>
  %dims = torch.prim.ListConstruct %intm1 : (!torch.int) -> !torch.list<int>
  %1 = torch.aten.mean.dim %0, %dims, %true, %none : !torch.vtensor<[4,32],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[4,1],f32>
  %2 = torch.aten.add.Scalar %1, %eps, %int1 : !torch.vtensor<[4,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[4,1],f32>
  %3 = torch.aten.rsqrt %2 : !torch.vtensor<[4,1],f32> -> !torch.vtensor<[4,1],f32>
  %4 = torch.aten.mul.Tensor %x, %3 : !torch.vtensor<[4,32],f32>, !torch.vtensor<[4,1],f32> -> !torch.vtensor<[4,32],f32>
  return %4 : !torch.vtensor<[4,32],f32>
}

// -----
// A group closes as soon as an op outside it uses one of its values: the
// matmul reads the tanh, so the exp-tanh group runs first with both values
// as outputs (the later add reads the exp), and the add, which cannot join
// a closed group, is the matmul's epilogue reading that output.
// CHECK-LABEL: facet.executable @closes_dispatch_0_elementwise_4x16_f32(b0: in<4x16xf32>, b1: out<4x16xf32>, b2: out<4x16xf32>)
// CHECK-LABEL: facet.executable @closes_dispatch_1_matmul_4x16x16_f32(b0: in<4x16xf32>, b1: in<16x16xf32>, b2: in<4x16xf32>, b3: out<4x16xf32>)
// CHECK: n2 = add n0, n1 : f32
// CHECK-LABEL: func.func @closes(
// CHECK-NEXT: %[[G:[0-9]+]]:2 = "facet.dispatch"(%0) {executable = @closes_dispatch_0_elementwise_4x16_f32}
// CHECK-NEXT: %[[M:[0-9]+]] = "facet.dispatch"(%[[G]]#1, %1, %[[G]]) {executable = @closes_dispatch_1_matmul_4x16x16_f32}
// CHECK-NEXT: return %[[M]]
func.func @closes(%x: !torch.vtensor<[4,16],f32>, %w: !torch.vtensor<[16,16],f32>) -> !torch.vtensor<[4,16],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.exp %x : !torch.vtensor<[4,16],f32> -> !torch.vtensor<[4,16],f32>
  %1 = torch.aten.tanh %0 : !torch.vtensor<[4,16],f32> -> !torch.vtensor<[4,16],f32>
  %2 = torch.aten.mm %1, %w : !torch.vtensor<[4,16],f32>, !torch.vtensor<[16,16],f32> -> !torch.vtensor<[4,16],f32>
  %3 = torch.aten.add.Tensor %2, %0, %int1 : !torch.vtensor<[4,16],f32>, !torch.vtensor<[4,16],f32>, !torch.int -> !torch.vtensor<[4,16],f32>
  return %3 : !torch.vtensor<[4,16],f32>
}

// -----
// A transpose is a load through a permuted map at the start of a row
// program; a view of an argument stays on the host (free: same bytes).
// CHECK-LABEL: facet.executable @transposed_dispatch_0_elementwise_16x4_f32(b0: in<4x16xf32>, b1: out<16x4xf32>)
// CHECK-NEXT: rows iter(16x4)
// CHECK-NEXT: n0 = load b0 map(1, 0) : f32
// CHECK-LABEL: func.func @transposed(
// CHECK-NEXT: %1 = "facet.dispatch"(%0)
// CHECK-NEXT: %2 = "facet.view"(%1)
// CHECK-NEXT: return %2
func.func @transposed(%x: !torch.vtensor<[4,16],f32>) -> !torch.vtensor<[64],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int64 = torch.constant.int 64
  %0 = torch.aten.transpose.int %x, %int0, %int1 : !torch.vtensor<[4,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[16,4],f32>
  %1 = torch.aten.neg %0 : !torch.vtensor<[16,4],f32> -> !torch.vtensor<[16,4],f32>
  %s = torch.prim.ListConstruct %int64 : (!torch.int) -> !torch.list<int>
  %2 = torch.aten.view %1, %s : !torch.vtensor<[16,4],f32>, !torch.list<int> -> !torch.vtensor<[64],f32>
  return %2 : !torch.vtensor<[64],f32>
}
