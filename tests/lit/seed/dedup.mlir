// The seed reproducer: two prefill entry points whose matmuls are the same
// code with a different M. They merge into one executable that keeps both
// rows (never their union).
// RUN: facet-opt %examples/seed/prefill_bs_2_8.mlir --print-after=dedup 2>/dev/null | FileCheck %s
// RUN: facet-opt %examples/seed/prefill_bs_2_8.mlir --print-after=dedup 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN
// RUN: facet-opt %examples/seed/prefill_bs_2_8.mlir --print-after=dedup --dedup=off 2>/dev/null | FileCheck %s --check-prefix=NODEDUP

// CHECK-LABEL: IR after dedup
// CHECK: facet.executable @prefill_bs2_dispatch_0_matmul_Dx131072x5120_f16(b0: in<p0x5120xf16>, b1: in<5120x131072xf16>, b2: out<p0x131072xf16>) push(1)
// CHECK-NEXT: matmul b0, b1 -> b2
// CHECK-NEXT: rows p0[<umin = 128, umax = 262080, udiv = 64>, <umin = 512, umax = 1048320, udiv = 256>]
// CHECK-NEXT: site @prefill_bs2 row 0
// CHECK-NEXT: site @prefill_bs8 row 1
// CHECK-NOT: facet.executable
// CHECK: func.func @prefill_bs2(%0: tensor<2x?x5120xf16>, %1: tensor<5120x131072xf16>)
// CHECK-NEXT: %s1 = torch.symbolic_int "s1" {min_val = 2, max_val = 4095}
// CHECK-NEXT: torch.bind_symbolic_shape %0, [%s1], affine_map<()[s0] -> (2, s0 * 32, 5120)>
// CHECK: "facet.dispatch"(%2, %1) {executable = @prefill_bs2_dispatch_0_matmul_Dx131072x5120_f16}
// CHECK: func.func @prefill_bs8(%0: tensor<8x?x5120xf16>
// CHECK: "facet.dispatch"(%2, %1) {executable = @prefill_bs2_dispatch_0_matmul_Dx131072x5120_f16}

// WARN: prefill_bs_2_8.mlir:4:1: warning: affine map has 2 results for a rank-3 tensor; binding ignored
// WARN: prefill_bs_2_8.mlir:19:1: warning: affine map has 2 results for a rank-3 tensor; binding ignored

// NODEDUP: facet.executable @prefill_bs2_dispatch_0_matmul_Dx131072x5120_f16
// NODEDUP-NEXT: matmul
// NODEDUP-NEXT: rows p0[<umin = 128, umax = 262080, udiv = 64>]
// NODEDUP: facet.executable @prefill_bs8_dispatch_0_matmul_Dx131072x5120_f16
// NODEDUP-NEXT: matmul
// NODEDUP-NEXT: rows p0[<umin = 512, umax = 1048320, udiv = 256>]
