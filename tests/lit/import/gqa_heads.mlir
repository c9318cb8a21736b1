// Grouped-query attention: keys and values repeated per query head as the
// exports write them (unsqueeze, expand, clone, view) are read past, the
// attention takes the 2 key/value heads themselves; a tiled repeat (head h
// reads kv head h % 2, not h / 2) stays as written.
// RUN: facet-opt %s | FileCheck %s
// CHECK-LABEL: func.func @gqa(
// CHECK: "facet.attention"({{.*}}) {causal = true, scale = 0.25 : f64} : (tensor<1x4x3x16xf32>, tensor<1x2x5x16xf32>, tensor<1x2x5x16xf32>) -> tensor<1x4x3x16xf32>
// CHECK: "facet.attention"({{.*}}) {causal = true, scale = 0.25 : f64} : (tensor<1x4x3x16xf32>, tensor<1x4x5x16xf32>, tensor<1x4x5x16xf32>) -> tensor<1x4x3x16xf32>
func.func @gqa(%q: !torch.vtensor<[1,4,3,16],f32>, %k: !torch.vtensor<[1,5,2,16],f32>, %v: !torch.vtensor<[1,5,2,16],f32>) -> (!torch.vtensor<[1,4,3,16],f32>, !torch.vtensor<[1,4,3,16],f32>) {
  %none = torch.constant.none
  %false = torch.constant.bool false
  %true = torch.constant.bool true
  %float0 = torch.constant.float 0.000000e+00
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int4 = torch.constant.int 4
  %int5 = torch.constant.int 5
  %int16 = torch.constant.int 16
  %l5 = torch.prim.ListConstruct %int1, %int5, %int2, %int2, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %l4 = torch.prim.ListConstruct %int1, %int5, %int4, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %k1 = torch.aten.unsqueeze %k, %int3 : !torch.vtensor<[1,5,2,16],f32>, !torch.int -> !torch.vtensor<[1,5,2,1,16],f32>
  %k2 = torch.aten.expand %k1, %l5, %false : !torch.vtensor<[1,5,2,1,16],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,5,2,2,16],f32>
  %k3 = torch.aten.clone %k2, %none : !torch.vtensor<[1,5,2,2,16],f32>, !torch.none -> !torch.vtensor<[1,5,2,2,16],f32>
  %k4 = torch.aten._unsafe_view %k3, %l4 : !torch.vtensor<[1,5,2,2,16],f32>, !torch.list<int> -> !torch.vtensor<[1,5,4,16],f32>
  %k5 = torch.aten.transpose.int %k4, %int1, %int2 : !torch.vtensor<[1,5,4,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,4,5,16],f32>
  %a0 = torch.aten.scaled_dot_product_attention %q, %k5, %k5, %none, %float0, %true, %none : !torch.vtensor<[1,4,3,16],f32>, !torch.vtensor<[1,4,5,16],f32>, !torch.vtensor<[1,4,5,16],f32>, !torch.none, !torch.float, !torch.bool, !torch.none -> !torch.vtensor<[1,4,3,16],f32>
  %t1 = torch.aten.unsqueeze %k, %int2 : !torch.vtensor<[1,5,2,16],f32>, !torch.int -> !torch.vtensor<[1,5,1,2,16],f32>
  %t2 = torch.aten.expand %t1, %l5, %false : !torch.vtensor<[1,5,1,2,16],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,5,2,2,16],f32>
  %t4 = torch.aten.view %t2, %l4 : !torch.vtensor<[1,5,2,2,16],f32>, !torch.list<int> -> !torch.vtensor<[1,5,4,16],f32>
  %t5 = torch.aten.transpose.int %t4, %int1, %int2 : !torch.vtensor<[1,5,4,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,4,5,16],f32>
  %a1 = torch.aten.scaled_dot_product_attention %q, %t5, %t5, %none, %float0, %true, %none : !torch.vtensor<[1,4,3,16],f32>, !torch.vtensor<[1,4,5,16],f32>, !torch.vtensor<[1,4,5,16],f32>, !torch.none, !torch.float, !torch.bool, !torch.none -> !torch.vtensor<[1,4,3,16],f32>
  return %a0, %a1 : !torch.vtensor<[1,4,3,16],f32>, !torch.vtensor<[1,4,3,16],f32>
}
