// facet-opt prints IR that it reads back to identical text: on the seed,
// on a generated model, and on the real toy Llama export.
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

// CHECK: util.global private @"__auto.token_embd.weight" = #stream.parameter.named<"model"::"token_embd.weight"> : tensor<256x256xf32>
// CHECK: func.func @prefill_bs1(
// CHECK: "facet.attention"
// CHECK: func.func @decode_bs1(
// CHECK: func.func private @sharktank_rotary_embedding_1_D_8_32_f32(
// CHECK: "facet.opaque"{{.*}}{name = "linalg.generic"}
