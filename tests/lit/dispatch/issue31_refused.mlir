// Issue 31's constructs in dispatches: a matmul with broadcast batch dims
// runs on the matmul kernels, the broadcast operand read at its own batch
// offsets; one no kernel takes (si64) is a row program that reads it along
// its dims of 1 with stride 0 (map -1), never a copy; a reduction
// linalg.generic is a row program whose reduction loop is innermost, its
// value reduced and combined with the out operand's element; a sum over all
// dims reduces one row.
// RUN: facet-opt %s --split-input-file --print-after=dispatch --generalize=none 2>&1 | FileCheck %s

// CHECK-LABEL: facet.executable @bcast_dispatch_0_batch_matmul_2x3xDx5x8_f32(b0: in<2x3xp0x8xf32>, b1: in<1x3x8x5xf32>, b2: out<2x3xp0x5xf32>) push(1)
// CHECK-NEXT: matmul b0, b1 -> b2  m=p0 n=5 k=8 batch=2x3
func.func @bcast(%a: !torch.vtensor<[2,3,?,8],f32>, %b: !torch.vtensor<[1,3,8,5],f32>) -> !torch.vtensor<[2,3,?,5],f32> {
  %r = torch.aten.matmul %a, %b : !torch.vtensor<[2,3,?,8],f32>, !torch.vtensor<[1,3,8,5],f32> -> !torch.vtensor<[2,3,?,5],f32>
  return %r : !torch.vtensor<[2,3,?,5],f32>
}

// -----
// CHECK-LABEL: facet.executable @bcast_i64_dispatch_0_reduction_2x3xDx5x8_i64(b0: in<2x3xp0x8xi64>, b1: in<1x3x8x5xi64>, b2: out<2x3xp0x5x1xi64>) push(1)
// CHECK-NEXT: rows iter(2x3xp0x5x8)
// CHECK-NEXT: n0 = load b0 map(0, 1, 2, -1, 3) : i64
// CHECK-NEXT: n1 = load b1 map(-1, 1, -1, 3, 2) : i64
// CHECK-NEXT: n2 = mul n0, n1 : i64
// CHECK-NEXT: n3[row] = reduce_sum n2 : i64
// CHECK-NEXT: store n3 -> b2
func.func @bcast_i64(%a: !torch.vtensor<[2,3,?,8],si64>, %b: !torch.vtensor<[1,3,8,5],si64>) -> !torch.vtensor<[2,3,?,5],si64> {
  %r = torch.aten.matmul %a, %b : !torch.vtensor<[2,3,?,8],si64>, !torch.vtensor<[1,3,8,5],si64> -> !torch.vtensor<[2,3,?,5],si64>
  return %r : !torch.vtensor<[2,3,?,5],si64>
}

// -----
// A rank-2 lhs is read by every batch: the matmul kernels take it, a z
// workgroup per batch.
// CHECK-LABEL: facet.executable @lhs2d_dispatch_0_batch_matmul_2x3x4x5x8_f32(b0: in<4x8xf32>, b1: in<2x3x8x5xf32>, b2: out<2x3x4x5xf32>)
// CHECK-NEXT: matmul b0, b1 -> b2  m=4 n=5 k=8 batch=2x3
func.func @lhs2d(%a: !torch.vtensor<[4,8],f32>, %b: !torch.vtensor<[2,3,8,5],f32>) -> !torch.vtensor<[2,3,4,5],f32> {
  %r = torch.aten.matmul %a, %b : !torch.vtensor<[4,8],f32>, !torch.vtensor<[2,3,8,5],f32> -> !torch.vtensor<[2,3,4,5],f32>
  return %r : !torch.vtensor<[2,3,4,5],f32>
}

// -----
// A sum over dim 0: the reduction loop d0 runs innermost (iteration dim 1),
// the init (a splat) combined once per row.
// CHECK-LABEL: facet.executable @sum0_dispatch_0_reduction_8x5_f32(b0: in<5x8xf32>, b1: out<8x1xf32>)
// CHECK-NEXT: rows iter(8x5)
// CHECK-NEXT: n0 = load b0 map(1, 0) : f32
// CHECK-NEXT: n1[row] = const 0 : f32
// CHECK-NEXT: n2[row] = reduce_sum n0 : f32
// CHECK-NEXT: n3[row] = add n1, n2 : f32
// CHECK-NEXT: store n3 -> b1
func.func @sum0(%arg0: tensor<5x8xf32>) -> tensor<8xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<8xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<5x8xf32>) outs(%1 : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %3 = arith.addf %out, %in : f32
    linalg.yield %3 : f32
  } -> tensor<8xf32>
  return %2 : tensor<8xf32>
}

// -----
// An init read from a tensor (per row), a value computed from the ins
// (x * x) before the sum.
// CHECK-LABEL: facet.executable @sumsq_dispatch_0_reduction_3x5x4_f32(b0: in<3x4x5xf32>, b1: in<3x5xf32>, b2: out<3x5x1xf32>)
// CHECK-NEXT: rows iter(3x5x4)
// CHECK-NEXT: n0 = load b0 map(0, 2, 1) : f32
// CHECK-NEXT: n1[row] = load b1 map(0, 1, -1) : f32
// CHECK-NEXT: n2 = mul n0, n0 : f32
// CHECK-NEXT: n3[row] = reduce_sum n2 : f32
// CHECK-NEXT: n4[row] = add n1, n3 : f32
func.func @sumsq(%x: tensor<3x4x5xf32>, %init: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%x : tensor<3x4x5xf32>) outs(%init : tensor<3x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.mulf %in, %in : f32
    %3 = arith.addf %s, %out : f32
    linalg.yield %3 : f32
  } -> tensor<3x5xf32>
  return %2 : tensor<3x5xf32>
}

// -----
// A sum over every dim of a matrix is one row of 12.
// CHECK-LABEL: facet.executable @sum_all_dispatch_0_reduction_12_f32(b0: in<12xf32>, b1: out<1xf32>)
// CHECK-NEXT: rows iter(12)
// CHECK-NEXT: n0 = load b0 map(0) : f32
// CHECK-NEXT: n1[row] = reduce_sum n0 : f32
func.func @sum_all(%x: !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[],f32> {
  %none = torch.constant.none
  %r = torch.aten.sum %x, %none : !torch.vtensor<[3,4],f32>, !torch.none -> !torch.vtensor<[],f32>
  return %r : !torch.vtensor<[],f32>
}
