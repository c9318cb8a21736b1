// facet-opt prints IR that it reads back to identical text: on the seed,
// on a generated model, and on the six real exports of examples/exports
// (calls inlined, linalg.generic printed as itself, inline weights as hex).
// RUN: facet-opt %examples/seed/prefill_bs_2_8.mlir 2>/dev/null > %t.seed1.mlir
// RUN: facet-opt %t.seed1.mlir > %t.seed2.mlir
// RUN: diff %t.seed1.mlir %t.seed2.mlir
// RUN: facet-opt %examples/llm/mlp_prefill_decode.mlir > %t.mlp1.mlir
// RUN: facet-opt %t.mlp1.mlir > %t.mlp2.mlir
// RUN: diff %t.mlp1.mlir %t.mlp2.mlir
// RUN: facet-opt %examples/exports/toy_llama_bs1.mlir > %t.toy1.mlir
// RUN: facet-opt %t.toy1.mlir > %t.toy2.mlir
// RUN: diff %t.toy1.mlir %t.toy2.mlir
// RUN: FileCheck %s < %t.toy1.mlir
// RUN: facet-opt %examples/exports/toy_llama_bs4.mlir > %t.bs4_1.mlir
// RUN: facet-opt %t.bs4_1.mlir > %t.bs4_2.mlir
// RUN: diff %t.bs4_1.mlir %t.bs4_2.mlir
// RUN: facet-opt %examples/exports/toy_llama_2026.mlir > %t.y2026_1.mlir
// RUN: facet-opt %t.y2026_1.mlir > %t.y2026_2.mlir
// RUN: diff %t.y2026_1.mlir %t.y2026_2.mlir
// RUN: FileCheck %s --check-prefix=Y2026 < %t.y2026_1.mlir
// RUN: facet-opt %examples/exports/toy_llama_2024_11.mlir > %t.y2024_1.mlir
// RUN: facet-opt %t.y2024_1.mlir > %t.y2024_2.mlir
// RUN: diff %t.y2024_1.mlir %t.y2024_2.mlir
// RUN: FileCheck %s --check-prefix=Y2024 < %t.y2024_1.mlir
// RUN: facet-opt %examples/exports/sharkai_llama_bs4_bs32_inline_weights.mlir > %t.shark1.mlir
// RUN: facet-opt %t.shark1.mlir > %t.shark2.mlir
// RUN: diff %t.shark1.mlir %t.shark2.mlir
// RUN: FileCheck %s --check-prefix=SHARK < %t.shark1.mlir
// RUN: facet-opt %examples/exports/clip_toy_bf16.mlir > %t.clip1.mlir
// RUN: facet-opt %t.clip1.mlir > %t.clip2.mlir
// RUN: diff %t.clip1.mlir %t.clip2.mlir
// RUN: FileCheck %s --check-prefix=CLIP < %t.clip1.mlir

// The rotary helpers (util.func private, linalg.generic) are inlined at
// each util.call: no private function remains.
// CHECK: util.global private @"__auto.token_embd.weight" = #stream.parameter.named<"model"::"token_embd.weight"> : tensor<256x256xf32>
// CHECK: func.func @prefill_bs1(
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
// CHECK: tensor.extract
// CHECK: linalg.yield
// CHECK: "facet.attention"
// CHECK: func.func @decode_bs1(
// CHECK-NOT: func.func private
// CHECK-NOT: facet.call

// Symbols named "32*s1" print under a valid SSA name.
// Y2026: %sym{{[0-9]+}} = torch.symbolic_int "32*s1"

// Complex rotary: complex tensors are [..., 2] real tensors; the product
// is slices, elementwise ops and a concat.
// Y2024: func.func @prefill_bs1(
// Y2024: "facet.concat"({{.*}}) {axis = 2} : (tensor<128x16x1xf32>, tensor<128x16x1xf32>) -> tensor<128x16x2xf32>
// Y2024: "facet.view"({{.*}}) : (tensor<1x?x8x32xf16>) -> tensor<1x?x8x16x2xf16>
// Y2024: func.func @decode_bs1(

// Inline weights, both entry points, the gather helper as index_select.
// SHARK: util.global private @"__auto.constant_256_256_torch.float16" = dense<"0x
// SHARK: func.func @prefill_bs4(
// SHARK: func.func @decode_bs32(
// SHARK: "facet.index_select"({{.*}}) {axis = 0} : (tensor<?x4x16x32xf16>, tensor<32x?xi64>) -> tensor<32x?x4x16x32xf16>

// CLIP: func.func @forward_bs4(
// CLIP: "facet.constant"() {value = dense<"0x
