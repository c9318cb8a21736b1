// Attention reads Q, K and V and writes O through strides (ir_kview;
// src/transform/dispatch.c: plan_attention_views, outline_attention;
// attention_view.c): the transposes, views and slices the exports write
// around it ([B, S, H, E] <-> [B, H, S, E], K and V sliced out of cache
// pages) are folded into the attention dispatch instead of being copies of
// their own. A view prints, per logical dim, the binding dim it runs along
// (outer:inner/size for a sequence split into pages), then the binding dims
// that start past 0.
// RUN: facet-opt %s --split-input-file --print-after=dispatch --generalize=none 2>&1 | FileCheck %s

// Decode's pattern: Q, K and V transposed in, O transposed out; one
// dispatch, binding the tensors under the transposes, no copy.
// CHECK-LABEL: facet.executable @decode_dispatch_0_attention_1x8x1x32_f16(b0: in<1x1x8x32xf16>, b1: in<1xp0x4x32xf16>, b2: in<1xp0x4x32xf16>, b3: out<1x1x8x32xf16>) push(1)
// CHECK-NEXT: attention q=b0(d0, d2, d1, d3) k=b1(d0, d2, d1, d3) v=b2(d0, d2, d1, d3) -> b3(d0, d2, d1, d3) scale=0.176776695
// CHECK-NOT: facet.executable
// CHECK-LABEL: func.func @decode(
// CHECK-NOT: facet.dispatch
// CHECK: %3 = "facet.dispatch"(%0, %1, %2) {executable = @decode_dispatch_0_attention_1x8x1x32_f16}
// CHECK-NEXT: return %3
func.func @decode(%q: !torch.vtensor<[1,1,8,32],f16>, %k: !torch.vtensor<[1,?,4,32],f16>, %v: !torch.vtensor<[1,?,4,32],f16>) -> !torch.vtensor<[1,1,8,32],f16> {
  %s = torch.symbolic_int "s0" {min_val = 1, max_val = 64} : !torch.int
  torch.bind_symbolic_shape %k, [%s], affine_map<()[s0] -> (1, s0 * 32, 4, 32)> : !torch.vtensor<[1,?,4,32],f16>
  torch.bind_symbolic_shape %v, [%s], affine_map<()[s0] -> (1, s0 * 32, 4, 32)> : !torch.vtensor<[1,?,4,32],f16>
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %f0 = torch.constant.float 0.000000e+00
  %false = torch.constant.bool false
  %none = torch.constant.none
  %0 = torch.aten.transpose.int %q, %int1, %int2 : !torch.vtensor<[1,1,8,32],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,8,1,32],f16>
  %1 = torch.aten.transpose.int %k, %int1, %int2 : !torch.vtensor<[1,?,4,32],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,4,?,32],f16>
  %2 = torch.aten.transpose.int %v, %int1, %int2 : !torch.vtensor<[1,?,4,32],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,4,?,32],f16>
  %3:2 = torch.operator "torch.aten._scaled_dot_product_flash_attention_for_cpu"(%0, %1, %2, %f0, %false, %none, %none) : (!torch.vtensor<[1,8,1,32],f16>, !torch.vtensor<[1,4,?,32],f16>, !torch.vtensor<[1,4,?,32],f16>, !torch.float, !torch.bool, !torch.none, !torch.none) -> (!torch.vtensor<[1,8,1,32],f16>, !torch.vtensor<[1,8,1],f32>)
  %4 = torch.aten.transpose.int %3#0, %int1, %int2 : !torch.vtensor<[1,8,1,32],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,1,8,32],f16>
  return %4 : !torch.vtensor<[1,1,8,32],f16>
}

// -----
// The exports' decode: K and V sliced out of the gathered pages [B, P, 2,
// page, Hk, E] and viewed [B, P * page, Hk, E] before the transposes. One
// dispatch reads the pages in place: K's sequence is the page (d1) and
// the row in it (d3, 16 rows), V's starts at 1 along d2.
// CHECK-LABEL: facet.executable @paged_dispatch_0_attention_2x4x1x16_f32(b0: in<2x1x4x16xf32>, b1: in<2x3x2x16x2x16xf32>, b2: in<2x3x2x16x2x16xf32>, b3: out<2x1x4x16xf32>)
// CHECK-NEXT: attention q=b0(d0, d2, d1, d3) k=b1(d0, d4, d1:d3/16, d5) v=b2(d0, d4, d1:d3/16, d5; d2+1) -> b3(d0, d2, d1, d3) scale=0.25
// CHECK-NOT: facet.executable
// CHECK-LABEL: func.func @paged(
// CHECK-NOT: facet.dispatch
// CHECK: "facet.dispatch"(%0, %1, %1) {executable = @paged_dispatch_0_attention_2x4x1x16_f32}
// CHECK-NOT: facet.dispatch
func.func @paged(%q: !torch.vtensor<[2,1,4,16],f32>, %pages: !torch.vtensor<[2,3,2,16,2,16],f32>) -> !torch.vtensor<[2,1,4,16],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int16 = torch.constant.int 16
  %int48 = torch.constant.int 48
  %f0 = torch.constant.float 0.000000e+00
  %false = torch.constant.bool false
  %none = torch.constant.none
  %shape = torch.prim.ListConstruct %int2, %int48, %int2, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %ks = torch.aten.slice.Tensor %pages, %int2, %int0, %int1, %int1 : !torch.vtensor<[2,3,2,16,2,16],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,3,1,16,2,16],f32>
  %kv = torch.aten.view %ks, %shape : !torch.vtensor<[2,3,1,16,2,16],f32>, !torch.list<int> -> !torch.vtensor<[2,48,2,16],f32>
  %vs = torch.aten.slice.Tensor %pages, %int2, %int1, %int2, %int1 : !torch.vtensor<[2,3,2,16,2,16],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,3,1,16,2,16],f32>
  %vv = torch.aten.view %vs, %shape : !torch.vtensor<[2,3,1,16,2,16],f32>, !torch.list<int> -> !torch.vtensor<[2,48,2,16],f32>
  %0 = torch.aten.transpose.int %q, %int1, %int2 : !torch.vtensor<[2,1,4,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,4,1,16],f32>
  %1 = torch.aten.transpose.int %kv, %int1, %int2 : !torch.vtensor<[2,48,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,2,48,16],f32>
  %2 = torch.aten.transpose.int %vv, %int1, %int2 : !torch.vtensor<[2,48,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,2,48,16],f32>
  %3:2 = torch.operator "torch.aten._scaled_dot_product_flash_attention_for_cpu"(%0, %1, %2, %f0, %false, %none, %none) : (!torch.vtensor<[2,4,1,16],f32>, !torch.vtensor<[2,2,48,16],f32>, !torch.vtensor<[2,2,48,16],f32>, !torch.float, !torch.bool, !torch.none, !torch.none) -> (!torch.vtensor<[2,4,1,16],f32>, !torch.vtensor<[2,4,1],f32>)
  %4 = torch.aten.transpose.int %3#0, %int1, %int2 : !torch.vtensor<[2,4,1,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,1,4,16],f32>
  return %4 : !torch.vtensor<[2,1,4,16],f32>
}

// -----
// A slice along the sequence (a window of keys) is a start along it; a
// view the kernel cannot describe ([.., 4, 16] -> [.., 8, 8]) stays a view
// on the host (free), which the attention binds in order.
// CHECK-LABEL: facet.executable @window_dispatch_0_attention_1x2x4x8_f32(b0: in<1x2x4x8xf32>, b1: in<1x2x40x8xf32>, b2: in<1x2x8x8xf32>, b3: out<1x2x4x8xf32>)
// CHECK-NEXT: attention q=b0 k=b1(d0, d1, d2, d3; d2+8) v=b2 -> b3 scale=0.5
// CHECK-NOT: facet.executable
func.func @window(%q: !torch.vtensor<[1,2,4,8],f32>, %k: !torch.vtensor<[1,2,40,8],f32>, %v: !torch.vtensor<[1,2,4,16],f32>) -> !torch.vtensor<[1,2,4,8],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int8 = torch.constant.int 8
  %int16 = torch.constant.int 16
  %f0 = torch.constant.float 0.000000e+00
  %false = torch.constant.bool false
  %none = torch.constant.none
  %scale = torch.constant.float 5.000000e-01
  %ks = torch.aten.slice.Tensor %k, %int2, %int8, %int16, %int1 : !torch.vtensor<[1,2,40,8],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,2,8,8],f32>
  %shape = torch.prim.ListConstruct %int1, %int2, %int8, %int8 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %vv = torch.aten.view %v, %shape : !torch.vtensor<[1,2,4,16],f32>, !torch.list<int> -> !torch.vtensor<[1,2,8,8],f32>
  %0:2 = torch.operator "torch.aten._scaled_dot_product_flash_attention_for_cpu"(%q, %ks, %vv, %f0, %false, %none, %scale) : (!torch.vtensor<[1,2,4,8],f32>, !torch.vtensor<[1,2,8,8],f32>, !torch.vtensor<[1,2,8,8],f32>, !torch.float, !torch.bool, !torch.none, !torch.float) -> (!torch.vtensor<[1,2,4,8],f32>, !torch.vtensor<[1,2,4],f32>)
  return %0#0 : !torch.vtensor<[1,2,4,8],f32>
}

// -----
// Attention without transposes binds its operands in order (no layout
// printed).
// CHECK-LABEL: facet.executable @plain_dispatch_0_attention_1x4x8x16_f32(b0: in<1x4x8x16xf32>, b1: in<1x4x8x16xf32>, b2: in<1x4x8x16xf32>, b3: out<1x4x8x16xf32>) push(0)
// CHECK-NEXT: attention q=b0 k=b1 v=b2 -> b3 causal scale=0.25
// CHECK-NOT: facet.executable
func.func @plain(%q: !torch.vtensor<[1,4,8,16],f32>, %k: !torch.vtensor<[1,4,8,16],f32>, %v: !torch.vtensor<[1,4,8,16],f32>) -> !torch.vtensor<[1,4,8,16],f32> {
  %f0 = torch.constant.float 0.000000e+00
  %true = torch.constant.bool true
  %none = torch.constant.none
  %0:2 = torch.operator "torch.aten._scaled_dot_product_flash_attention_for_cpu"(%q, %k, %v, %f0, %true, %none, %none) : (!torch.vtensor<[1,4,8,16],f32>, !torch.vtensor<[1,4,8,16],f32>, !torch.vtensor<[1,4,8,16],f32>, !torch.float, !torch.bool, !torch.none, !torch.none) -> (!torch.vtensor<[1,4,8,16],f32>, !torch.vtensor<[1,4,8],f32>)
  return %0#0 : !torch.vtensor<[1,4,8,16],f32>
}

// -----
// A transpose read by something besides the attention is a value of its
// own: it stays a copy (a row program), which the attention reads in order;
// the output transpose, the result's only use, is still folded. A K read by
// two attentions is copied once, not read through by either.
// CHECK-LABEL: facet.executable @shared_dispatch_0_elementwise_1x4x8x16_f32(b0: in<1x8x4x16xf32>, b1: out<1x4x8x16xf32>)
// CHECK-LABEL: facet.executable @shared_dispatch_1_attention_1x4x8x16_f32(b0: in<1x4x8x16xf32>, b1: in<1x4x8x16xf32>, b2: in<1x4x8x16xf32>, b3: out<1x8x4x16xf32>)
// CHECK-NEXT: attention q=b0 k=b1 v=b2 -> b3(d0, d2, d1, d3) scale=0.25
// CHECK-LABEL: facet.executable @shared_dispatch_2_attention_1x4x8x16_f32(b0: in<1x4x8x16xf32>, b1: in<1x4x8x16xf32>, b2: in<1x4x8x16xf32>, b3: out<1x4x8x16xf32>)
// CHECK-NEXT: attention q=b0 k=b1 v=b2 -> b3 scale=0.25
// CHECK-NOT: facet.executable
func.func @shared(%q: !torch.vtensor<[1,4,8,16],f32>, %k: !torch.vtensor<[1,8,4,16],f32>, %v: !torch.vtensor<[1,4,8,16],f32>) -> (!torch.vtensor<[1,8,4,16],f32>, !torch.vtensor<[1,4,8,16],f32>) {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %f0 = torch.constant.float 0.000000e+00
  %false = torch.constant.bool false
  %none = torch.constant.none
  %0 = torch.aten.transpose.int %k, %int1, %int2 : !torch.vtensor<[1,8,4,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,4,8,16],f32>
  %1:2 = torch.operator "torch.aten._scaled_dot_product_flash_attention_for_cpu"(%q, %0, %v, %f0, %false, %none, %none) : (!torch.vtensor<[1,4,8,16],f32>, !torch.vtensor<[1,4,8,16],f32>, !torch.vtensor<[1,4,8,16],f32>, !torch.float, !torch.bool, !torch.none, !torch.none) -> (!torch.vtensor<[1,4,8,16],f32>, !torch.vtensor<[1,4,8],f32>)
  %2 = torch.aten.transpose.int %1#0, %int1, %int2 : !torch.vtensor<[1,4,8,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,8,4,16],f32>
  %3:2 = torch.operator "torch.aten._scaled_dot_product_flash_attention_for_cpu"(%v, %0, %q, %f0, %false, %none, %none) : (!torch.vtensor<[1,4,8,16],f32>, !torch.vtensor<[1,4,8,16],f32>, !torch.vtensor<[1,4,8,16],f32>, !torch.float, !torch.bool, !torch.none, !torch.none) -> (!torch.vtensor<[1,4,8,16],f32>, !torch.vtensor<[1,4,8],f32>)
  return %2, %3#0 : !torch.vtensor<[1,8,4,16],f32>, !torch.vtensor<[1,4,8,16],f32>
}
