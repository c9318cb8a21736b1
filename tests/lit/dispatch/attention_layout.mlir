// Attention reads Q, K and V and writes O through strides (ir_kop.layout,
// src/transform/dispatch.c: start_attention, outline_attention): the
// transposes the exports write around it ([B, S, H, E] <-> [B, H, S, E])
// are folded into the attention dispatch instead of being copies of their own.
// RUN: facet-opt %s --split-input-file --print-after=dispatch --generalize=none 2>&1 | FileCheck %s

// Decode's pattern: Q, K and V transposed in, O transposed out; one
// dispatch, binding the tensors under the transposes, no copy.
// CHECK-LABEL: facet.executable @decode_dispatch_0_attention_1x8x1x32_f16(b0: in<1x1x8x32xf16>, b1: in<1xp0x4x32xf16>, b2: in<1xp0x4x32xf16>, b3: out<1x1x8x32xf16>) push(1)
// CHECK-NEXT: attention q=b0[0, 2, 1, 3] k=b1[0, 2, 1, 3] v=b2[0, 2, 1, 3] -> b3[0, 2, 1, 3] scale=0.176776695
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
// CHECK-NEXT: attention q=b0 k=b1 v=b2 -> b3[0, 2, 1, 3] scale=0.25
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
