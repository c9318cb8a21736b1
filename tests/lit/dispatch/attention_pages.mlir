// Attention reads K and V through the gather of the cache pages under
// them (src/transform/attention_view.c, dispatch.c: plan_attention_views):
// an index_select of the pages by i64 page ids, read by nothing but the
// views of K and V, joins the attention dispatch, which binds the cache and
// the ids (a page table per operand) and looks each page up: no gather
// runs before attention. The view prints the table's dims as t0, t1 and
// `d0 by b2`: binding dim d0 is indexed by the ids of b2, viewed as the
// table's dims (the [B * P] ids split [B, P] by the view over the pages).
// A view may also split and merge at once ([B * P, page] as [B, P * page]).
// Where the rule does not hold (the pages read by something else, ids of
// another type, Q gathered) the gather stays a dispatch, as before.
// RUN: facet-opt %s --split-input-file --print-after=dispatch --generalize=none 2>&1 | FileCheck %s

// The exports' decode, B = 2, P = 3: one dispatch, no gather.
// CHECK-LABEL: facet.executable @gathered_dispatch_0_attention_2x4x1x16_f32(b0: in<2x1x4x16xf32>, b1: in<8x2x16x2x16xf32>, b2: in<2x3xi64>, b3: in<8x2x16x2x16xf32>, b4: in<2x3xi64>, b5: out<2x1x4x16xf32>) push(0)
// CHECK-NEXT: attention q=b0(d0, d2, d1, d3) k=b1(t0, d3, t1:d2/16, d4; d0 by b2) v=b3(t0, d3, t1:d2/16, d4; d1+1; d0 by b4) -> b5(d0, d2, d1, d3) scale=0.25
// CHECK-NOT: facet.executable
// CHECK-LABEL: func.func @gathered(
// CHECK-NEXT: "facet.dispatch"(%0, %1, %2, %1, %2) {executable = @gathered_dispatch_0_attention_2x4x1x16_f32}
// CHECK-NEXT: return
func.func @gathered(%q: !torch.vtensor<[2,1,4,16],f32>, %cache: !torch.vtensor<[8,2,16,2,16],f32>, %ids: !torch.vtensor<[6],si64>) -> !torch.vtensor<[2,1,4,16],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int16 = torch.constant.int 16
  %int48 = torch.constant.int 48
  %f0 = torch.constant.float 0.000000e+00
  %false = torch.constant.bool false
  %none = torch.constant.none
  %g = torch.aten.index_select %cache, %int0, %ids : !torch.vtensor<[8,2,16,2,16],f32>, !torch.int, !torch.vtensor<[6],si64> -> !torch.vtensor<[6,2,16,2,16],f32>
  %gshape = torch.prim.ListConstruct %int2, %int3, %int2, %int16, %int2, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %g6 = torch.aten.view %g, %gshape : !torch.vtensor<[6,2,16,2,16],f32>, !torch.list<int> -> !torch.vtensor<[2,3,2,16,2,16],f32>
  %ksel = torch.aten.select.int %g6, %int2, %int0 : !torch.vtensor<[2,3,2,16,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,3,16,2,16],f32>
  %vsel = torch.aten.select.int %g6, %int2, %int1 : !torch.vtensor<[2,3,2,16,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,3,16,2,16],f32>
  %shape = torch.prim.ListConstruct %int2, %int48, %int2, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %kv = torch.aten.view %ksel, %shape : !torch.vtensor<[2,3,16,2,16],f32>, !torch.list<int> -> !torch.vtensor<[2,48,2,16],f32>
  %vv = torch.aten.view %vsel, %shape : !torch.vtensor<[2,3,16,2,16],f32>, !torch.list<int> -> !torch.vtensor<[2,48,2,16],f32>
  %0 = torch.aten.transpose.int %q, %int1, %int2 : !torch.vtensor<[2,1,4,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,4,1,16],f32>
  %1 = torch.aten.transpose.int %kv, %int1, %int2 : !torch.vtensor<[2,48,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,2,48,16],f32>
  %2 = torch.aten.transpose.int %vv, %int1, %int2 : !torch.vtensor<[2,48,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,2,48,16],f32>
  %3:2 = torch.operator "torch.aten._scaled_dot_product_flash_attention_for_cpu"(%0, %1, %2, %f0, %false, %none, %none) : (!torch.vtensor<[2,4,1,16],f32>, !torch.vtensor<[2,2,48,16],f32>, !torch.vtensor<[2,2,48,16],f32>, !torch.float, !torch.bool, !torch.none, !torch.none) -> (!torch.vtensor<[2,4,1,16],f32>, !torch.vtensor<[2,4,1],f32>)
  %4 = torch.aten.transpose.int %3#0, %int1, %int2 : !torch.vtensor<[2,4,1,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,1,4,16],f32>
  return %4 : !torch.vtensor<[2,1,4,16],f32>
}

// -----
// Batch 1: the view's leading 1 keeps a table dim of its own (t0 of size
// 1), so batch 1 describes its batch dim as batch 2 does.
// CHECK-LABEL: facet.executable @gathered_bs1_dispatch_0_attention_1x4x1x16_f32(b0: in<1x1x4x16xf32>, b1: in<8x2x16x2x16xf32>, b2: in<1x3xi64>, b3: in<8x2x16x2x16xf32>, b4: in<1x3xi64>, b5: out<1x1x4x16xf32>)
// CHECK-NEXT: attention q=b0(d0, d2, d1, d3) k=b1(t0, d3, t1:d2/16, d4; d0 by b2) v=b3(t0, d3, t1:d2/16, d4; d1+1; d0 by b4) -> b5(d0, d2, d1, d3) scale=0.25
// CHECK-NOT: facet.executable
func.func @gathered_bs1(%q: !torch.vtensor<[1,1,4,16],f32>, %cache: !torch.vtensor<[8,2,16,2,16],f32>, %ids: !torch.vtensor<[3],si64>) -> !torch.vtensor<[1,1,4,16],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int16 = torch.constant.int 16
  %int48 = torch.constant.int 48
  %f0 = torch.constant.float 0.000000e+00
  %false = torch.constant.bool false
  %none = torch.constant.none
  %g = torch.aten.index_select %cache, %int0, %ids : !torch.vtensor<[8,2,16,2,16],f32>, !torch.int, !torch.vtensor<[3],si64> -> !torch.vtensor<[3,2,16,2,16],f32>
  %gshape = torch.prim.ListConstruct %int1, %int3, %int2, %int16, %int2, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %g6 = torch.aten.view %g, %gshape : !torch.vtensor<[3,2,16,2,16],f32>, !torch.list<int> -> !torch.vtensor<[1,3,2,16,2,16],f32>
  %ksel = torch.aten.select.int %g6, %int2, %int0 : !torch.vtensor<[1,3,2,16,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,3,16,2,16],f32>
  %vsel = torch.aten.select.int %g6, %int2, %int1 : !torch.vtensor<[1,3,2,16,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,3,16,2,16],f32>
  %shape = torch.prim.ListConstruct %int1, %int48, %int2, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %kv = torch.aten.view %ksel, %shape : !torch.vtensor<[1,3,16,2,16],f32>, !torch.list<int> -> !torch.vtensor<[1,48,2,16],f32>
  %vv = torch.aten.view %vsel, %shape : !torch.vtensor<[1,3,16,2,16],f32>, !torch.list<int> -> !torch.vtensor<[1,48,2,16],f32>
  %0 = torch.aten.transpose.int %q, %int1, %int2 : !torch.vtensor<[1,1,4,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,4,1,16],f32>
  %1 = torch.aten.transpose.int %kv, %int1, %int2 : !torch.vtensor<[1,48,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,2,48,16],f32>
  %2 = torch.aten.transpose.int %vv, %int1, %int2 : !torch.vtensor<[1,48,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,2,48,16],f32>
  %3:2 = torch.operator "torch.aten._scaled_dot_product_flash_attention_for_cpu"(%0, %1, %2, %f0, %false, %none, %none) : (!torch.vtensor<[1,4,1,16],f32>, !torch.vtensor<[1,2,48,16],f32>, !torch.vtensor<[1,2,48,16],f32>, !torch.float, !torch.bool, !torch.none, !torch.none) -> (!torch.vtensor<[1,4,1,16],f32>, !torch.vtensor<[1,4,1],f32>)
  %4 = torch.aten.transpose.int %3#0, %int1, %int2 : !torch.vtensor<[1,4,1,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,1,4,16],f32>
  return %4 : !torch.vtensor<[1,1,4,16],f32>
}

// -----
// The gathered pages are also a result: the gather is a dispatch of its
// own (its result must exist), which the attention reads through the
// views over it, as before.
// CHECK-LABEL: facet.executable @pages_read_twice_dispatch_0_elementwise_6x2x16x2x16_f32(
// CHECK: gather b1[n0 checked, i1, i2, i3, i4]
// CHECK-LABEL: facet.executable @pages_read_twice_dispatch_1_attention_2x4x1x16_f32(b0: in<2x1x4x16xf32>, b1: in<2x3x2x16x2x16xf32>, b2: in<2x3x2x16x2x16xf32>, b3: out<2x1x4x16xf32>)
// CHECK-NEXT: attention q=b0(d0, d2, d1, d3) k=b1(d0, d4, d1:d3/16, d5) v=b2(d0, d4, d1:d3/16, d5; d2+1) -> b3(d0, d2, d1, d3) scale=0.25
func.func @pages_read_twice(%q: !torch.vtensor<[2,1,4,16],f32>, %cache: !torch.vtensor<[8,2,16,2,16],f32>, %ids: !torch.vtensor<[6],si64>) -> (!torch.vtensor<[2,1,4,16],f32>, !torch.vtensor<[6,2,16,2,16],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int16 = torch.constant.int 16
  %int48 = torch.constant.int 48
  %f0 = torch.constant.float 0.000000e+00
  %false = torch.constant.bool false
  %none = torch.constant.none
  %g = torch.aten.index_select %cache, %int0, %ids : !torch.vtensor<[8,2,16,2,16],f32>, !torch.int, !torch.vtensor<[6],si64> -> !torch.vtensor<[6,2,16,2,16],f32>
  %gshape = torch.prim.ListConstruct %int2, %int3, %int2, %int16, %int2, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %g6 = torch.aten.view %g, %gshape : !torch.vtensor<[6,2,16,2,16],f32>, !torch.list<int> -> !torch.vtensor<[2,3,2,16,2,16],f32>
  %ksel = torch.aten.select.int %g6, %int2, %int0 : !torch.vtensor<[2,3,2,16,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,3,16,2,16],f32>
  %vsel = torch.aten.select.int %g6, %int2, %int1 : !torch.vtensor<[2,3,2,16,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,3,16,2,16],f32>
  %shape = torch.prim.ListConstruct %int2, %int48, %int2, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %kv = torch.aten.view %ksel, %shape : !torch.vtensor<[2,3,16,2,16],f32>, !torch.list<int> -> !torch.vtensor<[2,48,2,16],f32>
  %vv = torch.aten.view %vsel, %shape : !torch.vtensor<[2,3,16,2,16],f32>, !torch.list<int> -> !torch.vtensor<[2,48,2,16],f32>
  %0 = torch.aten.transpose.int %q, %int1, %int2 : !torch.vtensor<[2,1,4,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,4,1,16],f32>
  %1 = torch.aten.transpose.int %kv, %int1, %int2 : !torch.vtensor<[2,48,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,2,48,16],f32>
  %2 = torch.aten.transpose.int %vv, %int1, %int2 : !torch.vtensor<[2,48,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,2,48,16],f32>
  %3:2 = torch.operator "torch.aten._scaled_dot_product_flash_attention_for_cpu"(%0, %1, %2, %f0, %false, %none, %none) : (!torch.vtensor<[2,4,1,16],f32>, !torch.vtensor<[2,2,48,16],f32>, !torch.vtensor<[2,2,48,16],f32>, !torch.float, !torch.bool, !torch.none, !torch.none) -> (!torch.vtensor<[2,4,1,16],f32>, !torch.vtensor<[2,4,1],f32>)
  %4 = torch.aten.transpose.int %3#0, %int1, %int2 : !torch.vtensor<[2,4,1,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,1,4,16],f32>
  return %4, %g : !torch.vtensor<[2,1,4,16],f32>, !torch.vtensor<[6,2,16,2,16],f32>
}

// -----
// Page ids of i32: the kernel reads i64 tables only, the gather stays.
// CHECK-LABEL: facet.executable @ids_i32_dispatch_0_elementwise_6x2x16x2x16_f32(b0: in<6xi32>
// CHECK-LABEL: facet.executable @ids_i32_dispatch_1_attention_2x4x1x16_f32(b0: in<2x1x4x16xf32>, b1: in<2x3x2x16x2x16xf32>, b2: in<2x3x2x16x2x16xf32>, b3: out<2x1x4x16xf32>)
func.func @ids_i32(%q: !torch.vtensor<[2,1,4,16],f32>, %cache: !torch.vtensor<[8,2,16,2,16],f32>, %ids: !torch.vtensor<[6],si32>) -> !torch.vtensor<[2,1,4,16],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int16 = torch.constant.int 16
  %int48 = torch.constant.int 48
  %f0 = torch.constant.float 0.000000e+00
  %false = torch.constant.bool false
  %none = torch.constant.none
  %g = torch.aten.index_select %cache, %int0, %ids : !torch.vtensor<[8,2,16,2,16],f32>, !torch.int, !torch.vtensor<[6],si32> -> !torch.vtensor<[6,2,16,2,16],f32>
  %gshape = torch.prim.ListConstruct %int2, %int3, %int2, %int16, %int2, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %g6 = torch.aten.view %g, %gshape : !torch.vtensor<[6,2,16,2,16],f32>, !torch.list<int> -> !torch.vtensor<[2,3,2,16,2,16],f32>
  %ksel = torch.aten.select.int %g6, %int2, %int0 : !torch.vtensor<[2,3,2,16,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,3,16,2,16],f32>
  %vsel = torch.aten.select.int %g6, %int2, %int1 : !torch.vtensor<[2,3,2,16,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,3,16,2,16],f32>
  %shape = torch.prim.ListConstruct %int2, %int48, %int2, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %kv = torch.aten.view %ksel, %shape : !torch.vtensor<[2,3,16,2,16],f32>, !torch.list<int> -> !torch.vtensor<[2,48,2,16],f32>
  %vv = torch.aten.view %vsel, %shape : !torch.vtensor<[2,3,16,2,16],f32>, !torch.list<int> -> !torch.vtensor<[2,48,2,16],f32>
  %0 = torch.aten.transpose.int %q, %int1, %int2 : !torch.vtensor<[2,1,4,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,4,1,16],f32>
  %1 = torch.aten.transpose.int %kv, %int1, %int2 : !torch.vtensor<[2,48,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,2,48,16],f32>
  %2 = torch.aten.transpose.int %vv, %int1, %int2 : !torch.vtensor<[2,48,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,2,48,16],f32>
  %3:2 = torch.operator "torch.aten._scaled_dot_product_flash_attention_for_cpu"(%0, %1, %2, %f0, %false, %none, %none) : (!torch.vtensor<[2,4,1,16],f32>, !torch.vtensor<[2,2,48,16],f32>, !torch.vtensor<[2,2,48,16],f32>, !torch.float, !torch.bool, !torch.none, !torch.none) -> (!torch.vtensor<[2,4,1,16],f32>, !torch.vtensor<[2,4,1],f32>)
  %4 = torch.aten.transpose.int %3#0, %int1, %int2 : !torch.vtensor<[2,4,1,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,1,4,16],f32>
  return %4 : !torch.vtensor<[2,1,4,16],f32>
}

// -----
// A gathered Q stays a gather (the kernel looks pages up per key row, for
// K and V); K and V still read the pages through their table.
// CHECK-LABEL: facet.executable @query_gathered_dispatch_0_elementwise_2x1x4x16_f32(b0: in<2xi64>, b1: in<5x1x4x16xf32>, b2: out<2x1x4x16xf32>)
// CHECK-LABEL: facet.executable @query_gathered_dispatch_1_attention_2x4x1x16_f32(
// CHECK-NEXT: attention q=b0(d0, d2, d1, d3) k=b1(t0, d3, t1:d2/16, d4; d0 by b2) v=b3(t0, d3, t1:d2/16, d4; d1+1; d0 by b4) -> b5(d0, d2, d1, d3) scale=0.25
func.func @query_gathered(%qs: !torch.vtensor<[5,1,4,16],f32>, %qi: !torch.vtensor<[2],si64>, %cache: !torch.vtensor<[8,2,16,2,16],f32>, %ids: !torch.vtensor<[6],si64>) -> !torch.vtensor<[2,1,4,16],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int16 = torch.constant.int 16
  %int48 = torch.constant.int 48
  %f0 = torch.constant.float 0.000000e+00
  %false = torch.constant.bool false
  %none = torch.constant.none
  %q = torch.aten.index_select %qs, %int0, %qi : !torch.vtensor<[5,1,4,16],f32>, !torch.int, !torch.vtensor<[2],si64> -> !torch.vtensor<[2,1,4,16],f32>
  %g = torch.aten.index_select %cache, %int0, %ids : !torch.vtensor<[8,2,16,2,16],f32>, !torch.int, !torch.vtensor<[6],si64> -> !torch.vtensor<[6,2,16,2,16],f32>
  %gshape = torch.prim.ListConstruct %int2, %int3, %int2, %int16, %int2, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %g6 = torch.aten.view %g, %gshape : !torch.vtensor<[6,2,16,2,16],f32>, !torch.list<int> -> !torch.vtensor<[2,3,2,16,2,16],f32>
  %ksel = torch.aten.select.int %g6, %int2, %int0 : !torch.vtensor<[2,3,2,16,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,3,16,2,16],f32>
  %vsel = torch.aten.select.int %g6, %int2, %int1 : !torch.vtensor<[2,3,2,16,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,3,16,2,16],f32>
  %shape = torch.prim.ListConstruct %int2, %int48, %int2, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %kv = torch.aten.view %ksel, %shape : !torch.vtensor<[2,3,16,2,16],f32>, !torch.list<int> -> !torch.vtensor<[2,48,2,16],f32>
  %vv = torch.aten.view %vsel, %shape : !torch.vtensor<[2,3,16,2,16],f32>, !torch.list<int> -> !torch.vtensor<[2,48,2,16],f32>
  %0 = torch.aten.transpose.int %q, %int1, %int2 : !torch.vtensor<[2,1,4,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,4,1,16],f32>
  %1 = torch.aten.transpose.int %kv, %int1, %int2 : !torch.vtensor<[2,48,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,2,48,16],f32>
  %2 = torch.aten.transpose.int %vv, %int1, %int2 : !torch.vtensor<[2,48,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,2,48,16],f32>
  %3:2 = torch.operator "torch.aten._scaled_dot_product_flash_attention_for_cpu"(%0, %1, %2, %f0, %false, %none, %none) : (!torch.vtensor<[2,4,1,16],f32>, !torch.vtensor<[2,2,48,16],f32>, !torch.vtensor<[2,2,48,16],f32>, !torch.float, !torch.bool, !torch.none, !torch.none) -> (!torch.vtensor<[2,4,1,16],f32>, !torch.vtensor<[2,4,1],f32>)
  %4 = torch.aten.transpose.int %3#0, %int1, %int2 : !torch.vtensor<[2,4,1,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,1,4,16],f32>
  return %4 : !torch.vtensor<[2,1,4,16],f32>
}

// -----
// K and V in caches of their own, gathered by the same ids and viewed from
// [6, 16, ..] to [2, 48, ..] in one view: the table dim is cut [2, 3] (t0,
// t1) and its inner part merged with the page rows.
// CHECK-LABEL: facet.executable @separate_dispatch_0_attention_2x4x1x16_f32(b0: in<2x1x4x16xf32>, b1: in<8x16x2x16xf32>, b2: in<2x3xi64>, b3: in<8x16x2x16xf32>, b4: in<2x3xi64>, b5: out<2x1x4x16xf32>)
// CHECK-NEXT: attention q=b0(d0, d2, d1, d3) k=b1(t0, d2, t1:d1/16, d3; d0 by b2) v=b3(t0, d2, t1:d1/16, d3; d0 by b4) -> b5(d0, d2, d1, d3) scale=0.25
// CHECK-NOT: facet.executable
func.func @separate(%q: !torch.vtensor<[2,1,4,16],f32>, %kc: !torch.vtensor<[8,16,2,16],f32>, %vc: !torch.vtensor<[8,16,2,16],f32>, %ids: !torch.vtensor<[6],si64>) -> !torch.vtensor<[2,1,4,16],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int16 = torch.constant.int 16
  %int48 = torch.constant.int 48
  %f0 = torch.constant.float 0.000000e+00
  %false = torch.constant.bool false
  %none = torch.constant.none
  %kg = torch.aten.index_select %kc, %int0, %ids : !torch.vtensor<[8,16,2,16],f32>, !torch.int, !torch.vtensor<[6],si64> -> !torch.vtensor<[6,16,2,16],f32>
  %vg = torch.aten.index_select %vc, %int0, %ids : !torch.vtensor<[8,16,2,16],f32>, !torch.int, !torch.vtensor<[6],si64> -> !torch.vtensor<[6,16,2,16],f32>
  %shape = torch.prim.ListConstruct %int2, %int48, %int2, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %kv = torch.aten.view %kg, %shape : !torch.vtensor<[6,16,2,16],f32>, !torch.list<int> -> !torch.vtensor<[2,48,2,16],f32>
  %vv = torch.aten.view %vg, %shape : !torch.vtensor<[6,16,2,16],f32>, !torch.list<int> -> !torch.vtensor<[2,48,2,16],f32>
  %0 = torch.aten.transpose.int %q, %int1, %int2 : !torch.vtensor<[2,1,4,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,4,1,16],f32>
  %1 = torch.aten.transpose.int %kv, %int1, %int2 : !torch.vtensor<[2,48,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,2,48,16],f32>
  %2 = torch.aten.transpose.int %vv, %int1, %int2 : !torch.vtensor<[2,48,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,2,48,16],f32>
  %3:2 = torch.operator "torch.aten._scaled_dot_product_flash_attention_for_cpu"(%0, %1, %2, %f0, %false, %none, %none) : (!torch.vtensor<[2,4,1,16],f32>, !torch.vtensor<[2,2,48,16],f32>, !torch.vtensor<[2,2,48,16],f32>, !torch.float, !torch.bool, !torch.none, !torch.none) -> (!torch.vtensor<[2,4,1,16],f32>, !torch.vtensor<[2,4,1],f32>)
  %4 = torch.aten.transpose.int %3#0, %int1, %int2 : !torch.vtensor<[2,4,1,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,1,4,16],f32>
  return %4 : !torch.vtensor<[2,1,4,16],f32>
}
