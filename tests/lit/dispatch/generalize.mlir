// --generalize: which static dims become push constants with point facts
// (src/transform/dispatch.c, kdim). Prefill (M = 16 s) and decode (M = 4)
// run the same two matmuls; the second has a fused SiLU epilogue.
// RUN: facet-opt %s --print-after=dedup --generalize=none 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: facet-opt %s --print-after=dedup --generalize=batch 2>&1 | FileCheck %s --check-prefix=BATCH
// RUN: facet-opt %s --print-after=dedup --generalize=all 2>&1 | FileCheck %s --check-prefix=ALL

// none: decode's M stays the literal 4, so its matmuls cannot merge with
// prefill's: four executables.
// NONE: facet.executable @prefill_dispatch_0_matmul_Dx64x64_f32(b0: in<p0x64xf32>, b1: in<64x64xf32>, b2: out<p0x64xf32>) push(1)
// NONE: facet.executable @prefill_dispatch_1_matmul_Dx64x64_f32(
// NONE: facet.executable @decode_dispatch_0_matmul_4x64x64_f32(b0: in<4x64xf32>, b1: in<64x64xf32>, b2: out<4x64xf32>) push(0)
// NONE: facet.executable @decode_dispatch_1_matmul_4x64x64_f32(

// batch: M becomes a push constant with a point fact in decode, so each
// matmul is one executable with two rows; N and K stay literals.
// BATCH: facet.executable @prefill_dispatch_0_matmul_Dx64x64_f32(b0: in<p0x64xf32>, b1: in<64x64xf32>, b2: out<p0x64xf32>) push(1)
// BATCH: rows p0[<umin = 16, umax = 1024, udiv = 16>, <umin = 4, umax = 4, udiv = 4>]
// BATCH-NEXT: site @prefill row 0
// BATCH-NEXT: site @decode row 1
// BATCH: facet.executable @prefill_dispatch_1_matmul_Dx64x64_f32(
// BATCH-NOT: facet.executable @decode
// BATCH: func.func @decode(
// BATCH-NEXT: "facet.dispatch"(%0, %1) {executable = @prefill_dispatch_0_matmul_Dx64x64_f32}

// all: every dim is a push constant (K of A and K of B each get one).
// ALL: facet.executable @prefill_dispatch_0_matmul_DxDxD_f32(b0: in<p0xp2xf32>, b1: in<p3xp1xf32>, b2: out<p0xp1xf32>) push(4)
// ALL: rows p1[<umin = 64, umax = 64, udiv = 64>, <umin = 64, umax = 64, udiv = 64>]
// ALL-NOT: facet.executable @decode
func.func @prefill(%x: !torch.vtensor<[?,64],f32>, %w: !torch.vtensor<[64,64],f32>) -> !torch.vtensor<[?,64],f32> {
  %s = torch.symbolic_int "s0" {min_val = 1, max_val = 64} : !torch.int
  torch.bind_symbolic_shape %x, [%s], affine_map<()[s0] -> (s0 * 16, 64)> : !torch.vtensor<[?,64],f32>
  %0 = torch.aten.mm %x, %w : !torch.vtensor<[?,64],f32>, !torch.vtensor<[64,64],f32> -> !torch.vtensor<[?,64],f32>
  %1 = torch.aten.silu %0 : !torch.vtensor<[?,64],f32> -> !torch.vtensor<[?,64],f32>
  %2 = torch.aten.mm %1, %w : !torch.vtensor<[?,64],f32>, !torch.vtensor<[64,64],f32> -> !torch.vtensor<[?,64],f32>
  return %2 : !torch.vtensor<[?,64],f32>
}
func.func @decode(%x: !torch.vtensor<[4,64],f32>, %w: !torch.vtensor<[64,64],f32>) -> !torch.vtensor<[4,64],f32> {
  %0 = torch.aten.mm %x, %w : !torch.vtensor<[4,64],f32>, !torch.vtensor<[64,64],f32> -> !torch.vtensor<[4,64],f32>
  %1 = torch.aten.silu %0 : !torch.vtensor<[4,64],f32> -> !torch.vtensor<[4,64],f32>
  %2 = torch.aten.mm %1, %w : !torch.vtensor<[4,64],f32>, !torch.vtensor<[64,64],f32> -> !torch.vtensor<[4,64],f32>
  return %2 : !torch.vtensor<[4,64],f32>
}
