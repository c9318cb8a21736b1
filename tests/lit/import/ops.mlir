// Import of the torch ops of Llama- and BERT-style blocks: each case checks
// the graph ops, their attributes and the inferred shapes (as bindings).
// RUN: facet-opt %s --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @views(%0: tensor<2x?x64xf32>)
// CHECK: "facet.view"(%0) : (tensor<2x?x64xf32>) -> tensor<1x2x?x64xf32>
// CHECK: affine_map<()[s0] -> (1, 2, s0 * 4, 64)>
// CHECK: "facet.view"(%1) : (tensor<1x2x?x64xf32>) -> tensor<2x?x64xf32>
// CHECK: "facet.view"(%2) : (tensor<2x?x64xf32>) -> tensor<?x64xf32>
// CHECK-NEXT: affine_map<()[s0] -> (s0 * 8, 64)>
func.func @views(%x: !torch.vtensor<[2,?,64],f32>) -> !torch.vtensor<[?,64],f32> {
  %s = torch.symbolic_int "s0" {min_val = 1, max_val = 8} : !torch.int
  torch.bind_symbolic_shape %x, [%s], affine_map<()[s0] -> (2, s0 * 4, 64)> : !torch.vtensor<[2,?,64],f32>
  %int0 = torch.constant.int 0
  %int-1 = torch.constant.int -1
  %int64 = torch.constant.int 64
  %u = torch.aten.unsqueeze %x, %int0 : !torch.vtensor<[2,?,64],f32>, !torch.int -> !torch.vtensor<[1,2,?,64],f32>
  %q = torch.aten.squeeze.dim %u, %int0 : !torch.vtensor<[1,2,?,64],f32>, !torch.int -> !torch.vtensor<[2,?,64],f32>
  %l = torch.prim.ListConstruct %int-1, %int64 : (!torch.int, !torch.int) -> !torch.list<int>
  %v = torch.aten.view %q, %l : !torch.vtensor<[2,?,64],f32>, !torch.list<int> -> !torch.vtensor<[?,64],f32>
  return %v : !torch.vtensor<[?,64],f32>
}

// -----
// CHECK-LABEL: func.func @rms_norm(%0: tensor<1x?x32xf16>, %1: tensor<32xf32>)
// CHECK: "facet.elementwise"(%0) {op = "convert"} : (tensor<1x?x32xf16>) -> tensor<1x?x32xf32>
// CHECK: "facet.constant"() {value = 2.0 : f64} : () -> tensor<f32>
// CHECK: "facet.elementwise"(%2, %3) {op = "pow"}
// CHECK: "facet.reduce"(%4) {op = "mean", axes = [2]} : (tensor<1x?x32xf32>) -> tensor<1x?x1xf32>
// CHECK: {op = "add"} : (tensor<1x?x1xf32>, tensor<f32>) -> tensor<1x?x1xf32>
// CHECK: {op = "rsqrt"}
// CHECK: {op = "mul"} : (tensor<1x?x32xf32>, tensor<1x?x1xf32>) -> tensor<1x?x32xf32>
// CHECK: {op = "mul"} : (tensor<1x?x32xf32>, tensor<32xf32>) -> tensor<1x?x32xf32>
// CHECK: {op = "convert"} : (tensor<1x?x32xf32>) -> tensor<1x?x32xf16>
func.func @rms_norm(%x: !torch.vtensor<[1,?,32],f16>, %w: !torch.vtensor<[32],f32>) -> !torch.vtensor<[1,?,32],f16> {
  %int6 = torch.constant.int 6
  %int5 = torch.constant.int 5
  %int2 = torch.constant.int 2
  %int1 = torch.constant.int 1
  %int-1 = torch.constant.int -1
  %true = torch.constant.bool true
  %none = torch.constant.none
  %eps = torch.constant.float 1.000000e-05
  %0 = torch.prims.convert_element_type %x, %int6 : !torch.vtensor<[1,?,32],f16>, !torch.int -> !torch.vtensor<[1,?,32],f32>
  %1 = torch.aten.pow.Tensor_Scalar %0, %int2 : !torch.vtensor<[1,?,32],f32>, !torch.int -> !torch.vtensor<[1,?,32],f32>
  %dims = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
  %2 = torch.aten.mean.dim %1, %dims, %true, %none : !torch.vtensor<[1,?,32],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
  %3 = torch.aten.add.Scalar %2, %eps, %int1 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
  %4 = torch.aten.rsqrt %3 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
  %5 = torch.aten.mul.Tensor %0, %4 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,32],f32>
  %6 = torch.aten.mul.Tensor %5, %w : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[32],f32> -> !torch.vtensor<[1,?,32],f32>
  %7 = torch.prims.convert_element_type %6, %int5 : !torch.vtensor<[1,?,32],f32>, !torch.int -> !torch.vtensor<[1,?,32],f16>
  return %7 : !torch.vtensor<[1,?,32],f16>
}

// -----
// linear folds the 3-D input into one 2-D matmul with W read in place.
// CHECK-LABEL: func.func @linear(%0: tensor<4x8x16xf32>, %1: tensor<32x16xf32>, %2: tensor<32xf32>)
// CHECK: "facet.view"(%0) : (tensor<4x8x16xf32>) -> tensor<32x16xf32>
// CHECK: "facet.matmul"(%3, %1) {transpose_rhs = true} : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x32xf32>
// CHECK: "facet.view"(%4) : (tensor<32x32xf32>) -> tensor<4x8x32xf32>
// CHECK: {op = "add"} : (tensor<4x8x32xf32>, tensor<32xf32>) -> tensor<4x8x32xf32>
func.func @linear(%x: !torch.vtensor<[4,8,16],f32>, %w: !torch.vtensor<[32,16],f32>, %b: !torch.vtensor<[32],f32>) -> !torch.vtensor<[4,8,32],f32> {
  %0 = torch.aten.linear %x, %w, %b : !torch.vtensor<[4,8,16],f32>, !torch.vtensor<[32,16],f32>, !torch.vtensor<[32],f32> -> !torch.vtensor<[4,8,32],f32>
  return %0 : !torch.vtensor<[4,8,32],f32>
}

// -----
// CHECK-LABEL: func.func @attention_parts(
// CHECK: "facet.transpose"(%0) {perm = [0, 2, 1, 3]} : (tensor<2x16x4x8xf32>) -> tensor<2x4x16x8xf32>
// CHECK: "facet.matmul"(%2, %1) {transpose_rhs = false} : (tensor<2x4x16x8xf32>, tensor<2x4x8x16xf32>) -> tensor<2x4x16x16xf32>
// CHECK: "facet.softmax"(%3) {axis = 3} : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
func.func @attention_parts(%q: !torch.vtensor<[2,16,4,8],f32>, %kt: !torch.vtensor<[2,4,8,16],f32>) -> !torch.vtensor<[2,4,16,16],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int-1 = torch.constant.int -1
  %false = torch.constant.bool false
  %0 = torch.aten.transpose.int %q, %int1, %int2 : !torch.vtensor<[2,16,4,8],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,4,16,8],f32>
  %1 = torch.aten.matmul %0, %kt : !torch.vtensor<[2,4,16,8],f32>, !torch.vtensor<[2,4,8,16],f32> -> !torch.vtensor<[2,4,16,16],f32>
  %2 = torch.aten._softmax %1, %int-1, %false : !torch.vtensor<[2,4,16,16],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2,4,16,16],f32>
  return %2 : !torch.vtensor<[2,4,16,16],f32>
}

// -----
// CHECK-LABEL: func.func @indexing(
// CHECK: "facet.index_select"(%0, %1) {axis = 0} : (tensor<100x16xf16>, tensor<1x?xi64>) -> tensor<1x?x16xf16>
// CHECK: "facet.slice"(%2) {axis = 1, start = affine_map<()[s0] -> (1)>, step = 2} : (tensor<1x?x16xf16>) -> tensor<1x?x16xf16>
// CHECK-NEXT: affine_map<()[s0] -> (1, s0 * 4, 16)>
// CHECK: "facet.concat"(%3, %3) {axis = 2} : (tensor<1x?x16xf16>, tensor<1x?x16xf16>) -> tensor<1x?x32xf16>
func.func @indexing(%w: !torch.vtensor<[100,16],f16>, %ids: !torch.vtensor<[1,?],si64>) -> !torch.vtensor<[1,?,32],f16> {
  %s = torch.symbolic_int "s0" {min_val = 1, max_val = 16} : !torch.int
  torch.bind_symbolic_shape %ids, [%s], affine_map<()[s0] -> (1, s0 * 8)> : !torch.vtensor<[1,?],si64>
  %int-1 = torch.constant.int -1
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %big = torch.constant.int 9223372036854775807
  %false = torch.constant.bool false
  %0 = torch.aten.embedding %w, %ids, %int-1, %false, %false : !torch.vtensor<[100,16],f16>, !torch.vtensor<[1,?],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[1,?,16],f16>
  %1 = torch.aten.slice.Tensor %0, %int1, %int1, %big, %int2 : !torch.vtensor<[1,?,16],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,16],f16>
  %l = torch.prim.ListConstruct %1, %1 : (!torch.vtensor<[1,?,16],f16>, !torch.vtensor<[1,?,16],f16>) -> !torch.list<vtensor>
  %2 = torch.aten.cat %l, %int-1 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[1,?,32],f16>
  return %2 : !torch.vtensor<[1,?,32],f16>
}

// -----
// A slice of the whole dim is the tensor itself, not a copy: the exports'
// cache reads (x[:, 0:INT64_MAX], x[..., 0:s0 * 32] of a dim of 32 when
// s0 >= 1); a select between them is the one slice left.
// CHECK-LABEL: func.func @whole_slices(
// CHECK-NOT: facet.slice
// CHECK: "facet.slice"(%0) {axis = 1, start = affine_map<()[s0] -> (1)>, step = 1} : (tensor<1x2x32x8xf16>) -> tensor<1x1x32x8xf16>
// CHECK-NOT: facet.slice
// CHECK: return
func.func @whole_slices(%x: !torch.vtensor<[1,2,32,8],f16>, %n: !torch.int) -> !torch.vtensor<[1,32,8],f16> {
  %s = torch.symbolic_int "s0" {min_val = 1, max_val = 4} : !torch.int
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int32 = torch.constant.int 32
  %big = torch.constant.int 9223372036854775807
  %0 = torch.aten.slice.Tensor %x, %int0, %int0, %big, %int1 : !torch.vtensor<[1,2,32,8],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,2,32,8],f16>
  %1 = torch.aten.select.int %0, %int1, %int1 : !torch.vtensor<[1,2,32,8],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,32,8],f16>
  %m = torch.aten.mul.int %s, %int32 : !torch.int, !torch.int -> !torch.int
  %2 = torch.aten.slice.Tensor %1, %int1, %int0, %m, %int1 : !torch.vtensor<[1,32,8],f16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,32,8],f16>
  return %2 : !torch.vtensor<[1,32,8],f16>
}

// -----
// layer_norm decomposes into reductions and elementwise ops.
// CHECK-LABEL: func.func @layer_norm(
// CHECK: "facet.reduce"(%0) {op = "mean", axes = [1]} : (tensor<8x16xf32>) -> tensor<8x1xf32>
// CHECK: {op = "sub"}
// CHECK: "facet.reduce"({{.*}}) {op = "mean", axes = [1]}
// CHECK: {op = "rsqrt"}
// CHECK: {op = "add"} : (tensor<8x16xf32>, tensor<16xf32>) -> tensor<8x16xf32>
func.func @layer_norm(%x: !torch.vtensor<[8,16],f32>, %w: !torch.vtensor<[16],f32>, %b: !torch.vtensor<[16],f32>) -> !torch.vtensor<[8,16],f32> {
  %int16 = torch.constant.int 16
  %eps = torch.constant.float 1.000000e-05
  %true = torch.constant.bool true
  %shape = torch.prim.ListConstruct %int16 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.layer_norm %x, %shape, %w, %b, %eps, %true : !torch.vtensor<[8,16],f32>, !torch.list<int>, !torch.vtensor<[16],f32>, !torch.vtensor<[16],f32>, !torch.float, !torch.bool -> !torch.vtensor<[8,16],f32>
  return %0 : !torch.vtensor<[8,16],f32>
}

// -----
// CHECK-LABEL: func.func @creation(
// CHECK: "facet.arange"() {start = 0.0 : f64, step = 1.0 : f64} : () -> tensor<?xi64>
// CHECK-NEXT: affine_map<()[s0] -> (s0)>
// CHECK: "facet.constant"() {value = 0.0 : f64} : () -> tensor<2x3xf32>
// CHECK: {op = "select"}
func.func @creation(%n: !torch.vtensor<[?],si64>) -> !torch.vtensor<[2,3],f32> {
  %s = torch.symbolic_int "s0" {min_val = 1, max_val = 16} : !torch.int
  torch.bind_symbolic_shape %n, [%s], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
  %int0 = torch.constant.int 0
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int4 = torch.constant.int 4
  %int6 = torch.constant.int 6
  %none = torch.constant.none
  %cpu = torch.constant.device "cpu"
  %false = torch.constant.bool false
  %len = torch.aten.size.int %n, %int0 : !torch.vtensor<[?],si64>, !torch.int -> !torch.int
  %0 = torch.aten.arange %len, %int4, %none, %cpu, %false : !torch.int, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
  %sz = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.zeros %sz, %int6, %none, %cpu, %false : !torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[2,3],f32>
  %2 = torch.aten.ge.Scalar %1, %int0 : !torch.vtensor<[2,3],f32>, !torch.int -> !torch.vtensor<[2,3],i1>
  %3 = torch.aten.where.ScalarOther %2, %1, %int2 : !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
  return %3 : !torch.vtensor<[2,3],f32>
}
