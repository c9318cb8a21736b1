// Issue 31's constructs that were refused: torch.matmul's broadcast batch
// dims, sum over all dims, float arange, prod.dim_int, and linalg.fill (the
// init of a reduction linalg.generic); printed and read back the same.
// RUN: facet-opt %s --split-input-file > %t.1.mlir
// RUN: facet-opt %t.1.mlir --split-input-file > %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir
// RUN: FileCheck %s < %t.1.mlir

// The batch dims broadcast (numpy's rules); the operands keep their shapes.
// CHECK-LABEL: func.func @bcast(
// CHECK: %2 = "facet.matmul"(%0, %1) {transpose_rhs = false} : (tensor<2x3x?x8xf32>, tensor<1x3x8x5xf32>) -> tensor<2x3x?x5xf32>
func.func @bcast(%a: !torch.vtensor<[2,3,?,8],f32>, %b: !torch.vtensor<[1,3,8,5],f32>) -> !torch.vtensor<[2,3,?,5],f32> {
  %r = torch.aten.matmul %a, %b : !torch.vtensor<[2,3,?,8],f32>, !torch.vtensor<[1,3,8,5],f32> -> !torch.vtensor<[2,3,?,5],f32>
  return %r : !torch.vtensor<[2,3,?,5],f32>
}

// -----
// A rank-2 lhs against a rank-4 rhs; a rank-3 one against [2, 1, ...].
// CHECK-LABEL: func.func @ranks(
// CHECK-NEXT: %3 = "facet.matmul"(%0, %2) {transpose_rhs = false} : (tensor<4x8xf32>, tensor<2x3x8x5xf32>) -> tensor<2x3x4x5xf32>
// CHECK-NEXT: %4 = "facet.matmul"(%1, %3) {transpose_rhs = false} : (tensor<3x4x4xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
func.func @ranks(%a: !torch.vtensor<[4,8],f32>, %c: !torch.vtensor<[3,4,4],f32>, %b: !torch.vtensor<[2,3,8,5],f32>) -> !torch.vtensor<[2,3,4,5],f32> {
  %r = torch.aten.matmul %a, %b : !torch.vtensor<[4,8],f32>, !torch.vtensor<[2,3,8,5],f32> -> !torch.vtensor<[2,3,4,5],f32>
  %s = torch.aten.matmul %c, %r : !torch.vtensor<[3,4,4],f32>, !torch.vtensor<[2,3,4,5],f32> -> !torch.vtensor<[2,3,4,5],f32>
  return %s : !torch.vtensor<[2,3,4,5],f32>
}

// -----
// A rhs whose batch dims are all 1 is a 2-D one: one matmul, M = 2 * 3 * 4.
// CHECK-LABEL: func.func @rhs_ones(
// CHECK-NEXT: %2 = "facet.view"(%1) : (tensor<1x1x8x5xf32>) -> tensor<8x5xf32>
// CHECK-NEXT: %3 = "facet.view"(%0) : (tensor<2x3x4x8xf32>) -> tensor<24x8xf32>
// CHECK-NEXT: %4 = "facet.matmul"(%3, %2) {transpose_rhs = false} : (tensor<24x8xf32>, tensor<8x5xf32>) -> tensor<24x5xf32>
func.func @rhs_ones(%a: !torch.vtensor<[2,3,4,8],f32>, %b: !torch.vtensor<[1,1,8,5],f32>) -> !torch.vtensor<[2,3,4,5],f32> {
  %r = torch.aten.matmul %a, %b : !torch.vtensor<[2,3,4,8],f32>, !torch.vtensor<[1,1,8,5],f32> -> !torch.vtensor<[2,3,4,5],f32>
  return %r : !torch.vtensor<[2,3,4,5],f32>
}

// -----
// A reduction over the innermost dims (here all) reduces one dim of a view.
// CHECK-LABEL: func.func @sum_all(
// CHECK-NEXT: %1 = "facet.view"(%0) : (tensor<3x4xf32>) -> tensor<12xf32>
// CHECK-NEXT: %2 = "facet.reduce"(%1) {op = "sum", axes = [0]} : (tensor<12xf32>) -> tensor<1xf32>
// CHECK-NEXT: %3 = "facet.view"(%2) : (tensor<1xf32>) -> tensor<1x1xf32>
// CHECK-NEXT: %4 = "facet.view"(%3) : (tensor<1x1xf32>) -> tensor<f32>
// CHECK-LABEL: func.func @mean_inner(
// CHECK: %1 = "facet.view"(%0) : (tensor<2x?x4xf32>) -> tensor<2x?xf32>
// CHECK: %2 = "facet.reduce"(%1) {op = "mean", axes = [1]} : (tensor<2x?xf32>) -> tensor<2x1xf32>
// CHECK-NEXT: %3 = "facet.view"(%2) : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
func.func @sum_all(%x: !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[],f32> {
  %none = torch.constant.none
  %r = torch.aten.sum %x, %none : !torch.vtensor<[3,4],f32>, !torch.none -> !torch.vtensor<[],f32>
  return %r : !torch.vtensor<[],f32>
}
func.func @mean_inner(%x: !torch.vtensor<[2,?,4],f32>) -> !torch.vtensor<[2,1,1],f32> {
  %none = torch.constant.none
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %true = torch.constant.bool true
  %dims = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %r = torch.aten.mean.dim %x, %dims, %true, %none : !torch.vtensor<[2,?,4],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2,1,1],f32>
  return %r : !torch.vtensor<[2,1,1],f32>
}

// -----
// prod.dim_int reduces its dim.
// CHECK-LABEL: func.func @prod_dim(
// CHECK-NEXT: %1 = "facet.reduce"(%0) {op = "prod", axes = [0]} : (tensor<3x4xf32>) -> tensor<1x4xf32>
// CHECK-NEXT: %2 = "facet.view"(%1) : (tensor<1x4xf32>) -> tensor<4xf32>
func.func @prod_dim(%x: !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[4],f32> {
  %none = torch.constant.none
  %int0 = torch.constant.int 0
  %false = torch.constant.bool false
  %r = torch.aten.prod.dim_int %x, %int0, %false, %none : !torch.vtensor<[3,4],f32>, !torch.int, !torch.bool, !torch.none -> !torch.vtensor<[4],f32>
  return %r : !torch.vtensor<[4],f32>
}

// -----
// A float arange: ceil((end - start) / step) elements (torch's rule in
// double: ceil(0.3 / 0.1) is 4), a negative step too.
// CHECK-LABEL: func.func @arange_float(
// CHECK-NEXT: %0 = "facet.arange"() {start = 1.0 : f64, step = 0.10000000000000001 : f64} : () -> tensor<4xf32>
// CHECK-NEXT: %1 = "facet.arange"() {start = 3.0 : f64, step = -0.37 : f64} : () -> tensor<14xf32>
func.func @arange_float() -> (!torch.vtensor<[4],f32>, !torch.vtensor<[14],f32>) {
  %int1 = torch.constant.int 1
  %end = torch.constant.float 1.3
  %step = torch.constant.float 0.1
  %none = torch.constant.none
  %cpu = torch.constant.device "cpu"
  %false = torch.constant.bool false
  %r = torch.aten.arange.start_step %int1, %end, %step, %none, %none, %cpu, %false : !torch.int, !torch.float, !torch.float, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[4],f32>
  %s0 = torch.constant.float 3.0
  %e1 = torch.constant.float -2.0
  %st1 = torch.constant.float -0.37
  %s = torch.aten.arange.start_step %s0, %e1, %st1, %none, %none, %cpu, %false : !torch.float, !torch.float, !torch.float, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[14],f32>
  return %r, %s : !torch.vtensor<[4],f32>, !torch.vtensor<[14],f32>
}

// -----
// linalg.fill of a constant is a splat constant; of a run-time scalar, a
// broadcast (converted to the tensor's dtype). A reduction linalg.generic
// reads it as its init.
// CHECK-LABEL: func.func @fill(
// CHECK: %[[F:.*]] = "facet.constant"() {value = 0xFFF0000000000000 : f64} : () -> tensor<4x1xf32>
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<4x8xf32>) outs(%[[F]] : tensor<4x1xf32>)
// CHECK: "facet.elementwise"(%{{.*}}) {op = "convert"} : (tensor<i64>) -> tensor<f32>
// CHECK-NEXT: "facet.broadcast"(%{{.*}}) : (tensor<f32>) -> tensor<3xf32>
func.func @fill(%x: tensor<4x8xf32>, %t: tensor<2xi64>) -> (tensor<4x1xf32>, tensor<3xf32>) {
  %cst = arith.constant 0xFF800000 : f32
  %0 = tensor.empty() : tensor<4x1xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4x1xf32>) -> tensor<4x1xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%1 : tensor<4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %3 = arith.maximumf %in, %out : f32
    linalg.yield %3 : f32
  } -> tensor<4x1xf32>
  %c1 = arith.constant 1 : index
  %v = tensor.extract %t[%c1] : tensor<2xi64>
  %e = tensor.empty() : tensor<3xf32>
  %4 = linalg.fill ins(%v : i64) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  return %2, %4 : tensor<4x1xf32>, tensor<3xf32>
}
