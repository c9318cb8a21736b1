// The quantized-matmul recognition (src/transform/quantized.c): sharktank's
// template forms (import/sharktank_quantized.mlir) each become one qmatmul
// executable reading the planes as stored (the i8 bytes before a bitcast),
// the format found by running the dequantizing generic; anything that is
// not exactly one of the formats stays as written and is reported
// unsupported.
// RUN: facet-opt %S/../import/sharktank_quantized.mlir --split-input-file --print-after=dispatch | FileCheck %s
// RUN: not facet-compile %s --entry=twice --dry-run -o %t.facet 2>&1 | FileCheck %s --check-prefix=NEG
// RUN: not facet-compile %s --entry=minus --dry-run -o %t.facet 2>&1 | FileCheck %s --check-prefix=NEG
// RUN: not facet-compile %s --entry=f32scale --dry-run -o %t.facet 2>&1 | FileCheck %s --check-prefix=NEG
// RUN: facet-opt %s --print-after=dispatch --entry=plain | FileCheck %s --check-prefix=PLAIN
// The activations' bits are part of the config (emit_quant.c): int16 unless
// --quant-activations=int8, whose prefill rows take int8 only where the
// target has vpdpbusd (the flag holds whatever order --target-cpu comes in).
// RUN: facet-opt %s --print-after=specialize --entry=plain --target-cpu=x86-64-v4-bf16 | FileCheck %s --check-prefix=ACT16
// RUN: facet-opt %s --print-after=specialize --entry=plain --quant-activations=int8 --target-cpu=x86-64-v4-bf16 | FileCheck %s --check-prefix=ACT8
// RUN: facet-opt %s --print-after=specialize --entry=plain --target-cpu=x86-64-v3 --quant-activations=int8 | FileCheck %s --check-prefix=ACT8V3
// ACT16: variant v0 {qmatmul tile=64x256 act=i16 isa=x86-64-v4-bf16}
// ACT8: variant v0 {qmatmul tile=64x256 act=i8 isa=x86-64-v4-bf16}
// ACT8V3: variant v0 {qmatmul tile=64x256 act=i16 isa=x86-64-v3}

// CHECK-LABEL: facet.executable @main_q8_dispatch_0_qmatmul_Dx4x64_f16(b0: in<p0x64xf16>, b1: in<4x2x1xf16>, b2: in<4x2x32xi8>, b3: out<p0x4xf16>) push(1)
// CHECK-NEXT: qmatmul b0, b1..b2 -> b3 {scheme = q8_0}  m=p0 n=4 k=64
// CHECK: "facet.dispatch"(%3, %1, %2)
// CHECK-LABEL: facet.executable @main_q8_f32_dispatch_0_qmatmul_Dx4x64_f32(
// CHECK-NEXT: qmatmul b0, b1..b2 -> b3 {scheme = q8_0}
// the offset plane is told from the scale by what the generic computes
// CHECK-LABEL: facet.executable @main_q4_dispatch_0_qmatmul_Dx4x64_f16(b0: in<p0x64xf16>, b1: in<4x2x1xf16>, b2: in<4x2x1xf16>, b3: in<4x2x16xi8>, b4: out<p0x4xf16>)
// CHECK-NEXT: qmatmul b0, b1..b3 -> b4 {scheme = q4, signed = false, offset = true}
// CHECK: "facet.dispatch"(%4, %1, %3, %2)
// CHECK-LABEL: facet.executable @main_q4s_dispatch_0_qmatmul_Dx4x64_f16(
// CHECK-NEXT: qmatmul b0, b1..b2 -> b3 {scheme = q4, signed = true, offset = false}
// sharktank's Q4_K template as written: the min's high bits unshifted
// CHECK-LABEL: facet.executable @main_q4k_dispatch_0_qmatmul_Dx2x256_f16(b0: in<p0x256xf16>, b1: in<2x1x1xf16>, b2: in<2x1x1xf16>, b3: in<2x1x2xi8>, b4: in<2x1x4xi8>, b5: in<2x1x2xi8>, b6: in<2x1x4xi8>, b7: in<2x1x8x16xi8>, b8: out<p0x2xf16>)
// CHECK-NEXT: qmatmul b0, b1..b7 -> b8 {scheme = q4_K, min_high_shift = 0}
// CHECK-LABEL: facet.executable @main_q4k_fixed_dispatch_0_qmatmul_Dx2x256_f16(
// CHECK-NEXT: qmatmul b0, b1..b7 -> b8 {scheme = q4_K, min_high_shift = 4}

// NEG: warning: unsupported op linalg.generic
// NEG: error: {{[0-9]}} unsupported op kind

// PLAIN-LABEL: facet.executable @plain_dispatch_0_qmatmul_Dx4x64_f16(
// PLAIN-NEXT: qmatmul b0, b1..b2 -> b3 {scheme = q8_0}
func.func @plain(%a: tensor<1x?x64xf16>, %d: tensor<4x2x1xf16>, %qs: tensor<4x2x32xi8>) -> tensor<1x?x4xf16> {
  %zero = arith.constant 0.0 : f32
  %c1 = arith.constant 1 : index
  %m = tensor.dim %a, %c1 : tensor<1x?x64xf16>
  %e = tensor.empty() : tensor<4x2x32xf16>
  %w = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%d, %qs : tensor<4x2x1xf16>, tensor<4x2x32xi8>) outs(%e : tensor<4x2x32xf16>) {
  ^bb0(%de: f16, %q: i8, %o: f16):
    %qi = arith.extsi %q : i8 to i32
    %qf = arith.sitofp %qi : i32 to f16
    %r = arith.mulf %qf, %de : f16
    linalg.yield %r : f16
  } -> tensor<4x2x32xf16>
  %ax = tensor.expand_shape %a [[0], [1], [2, 3]] output_shape [1, %m, 2, 32] : tensor<1x?x64xf16> into tensor<1x?x2x32xf16>
  %ce = tensor.empty(%m) : tensor<1x?x4xf32>
  %cf = linalg.fill ins(%zero : f32) outs(%ce : tensor<1x?x4xf32>) -> tensor<1x?x4xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%ax, %w : tensor<1x?x2x32xf16>, tensor<4x2x32xf16>) outs(%cf : tensor<1x?x4xf32>) {
  ^bb0(%x: f16, %y: f16, %acc: f32):
    %p = arith.mulf %x, %y : f16
    %pe = arith.extf %p : f16 to f32
    %s = arith.addf %pe, %acc : f32
    linalg.yield %s : f32
  } -> tensor<1x?x4xf32>
  %oe = tensor.empty(%m) : tensor<1x?x4xf16>
  %out = linalg.copy ins(%c : tensor<1x?x4xf32>) outs(%oe : tensor<1x?x4xf16>) -> tensor<1x?x4xf16>
  return %out : tensor<1x?x4xf16>
}

// A decode row (one row of A) splits N into QMM_DECODE_SPLIT workgroups of
// at least QMM_DECODE_N weight rows, but into 4 at least (emit_quant.c).
// RUN: facet-opt %s --print-after=specialize --entry=decode2048 --target-cpu=x86-64-v4-bf16 | FileCheck %s --check-prefix=DEC2048
// RUN: facet-opt %s --print-after=specialize --entry=decode64 --target-cpu=x86-64-v4-bf16 | FileCheck %s --check-prefix=DEC64
// DEC2048: variant v0 {qmatmul tile=1x512 act=i16 isa=x86-64-v4-bf16}
// DEC64: variant v0 {qmatmul tile=1x16 act=i16 isa=x86-64-v4-bf16}
func.func @decode2048(%a: tensor<1x1x64xf16>, %d: tensor<2048x2x1xf16>, %qs: tensor<2048x2x32xi8>) -> tensor<1x1x2048xf16> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2048x2x32xf16>
  %w = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%d, %qs : tensor<2048x2x1xf16>, tensor<2048x2x32xi8>) outs(%e : tensor<2048x2x32xf16>) {
  ^bb0(%de: f16, %q: i8, %o: f16):
    %qi = arith.extsi %q : i8 to i32
    %qf = arith.sitofp %qi : i32 to f16
    %r = arith.mulf %qf, %de : f16
    linalg.yield %r : f16
  } -> tensor<2048x2x32xf16>
  %ax = tensor.expand_shape %a [[0], [1], [2, 3]] output_shape [1, 1, 2, 32] : tensor<1x1x64xf16> into tensor<1x1x2x32xf16>
  %ce = tensor.empty() : tensor<1x1x2048xf32>
  %cf = linalg.fill ins(%zero : f32) outs(%ce : tensor<1x1x2048xf32>) -> tensor<1x1x2048xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%ax, %w : tensor<1x1x2x32xf16>, tensor<2048x2x32xf16>) outs(%cf : tensor<1x1x2048xf32>) {
  ^bb0(%x: f16, %y: f16, %acc: f32):
    %p = arith.mulf %x, %y : f16
    %pe = arith.extf %p : f16 to f32
    %s = arith.addf %pe, %acc : f32
    linalg.yield %s : f32
  } -> tensor<1x1x2048xf32>
  %oe = tensor.empty() : tensor<1x1x2048xf16>
  %out = linalg.copy ins(%c : tensor<1x1x2048xf32>) outs(%oe : tensor<1x1x2048xf16>) -> tensor<1x1x2048xf16>
  return %out : tensor<1x1x2048xf16>
}

func.func @decode64(%a: tensor<1x1x64xf16>, %d: tensor<64x2x1xf16>, %qs: tensor<64x2x32xi8>) -> tensor<1x1x64xf16> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x2x32xf16>
  %w = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%d, %qs : tensor<64x2x1xf16>, tensor<64x2x32xi8>) outs(%e : tensor<64x2x32xf16>) {
  ^bb0(%de: f16, %q: i8, %o: f16):
    %qi = arith.extsi %q : i8 to i32
    %qf = arith.sitofp %qi : i32 to f16
    %r = arith.mulf %qf, %de : f16
    linalg.yield %r : f16
  } -> tensor<64x2x32xf16>
  %ax = tensor.expand_shape %a [[0], [1], [2, 3]] output_shape [1, 1, 2, 32] : tensor<1x1x64xf16> into tensor<1x1x2x32xf16>
  %ce = tensor.empty() : tensor<1x1x64xf32>
  %cf = linalg.fill ins(%zero : f32) outs(%ce : tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%ax, %w : tensor<1x1x2x32xf16>, tensor<64x2x32xf16>) outs(%cf : tensor<1x1x64xf32>) {
  ^bb0(%x: f16, %y: f16, %acc: f32):
    %p = arith.mulf %x, %y : f16
    %pe = arith.extf %p : f16 to f32
    %s = arith.addf %pe, %acc : f32
    linalg.yield %s : f32
  } -> tensor<1x1x64xf32>
  %oe = tensor.empty() : tensor<1x1x64xf16>
  %out = linalg.copy ins(%c : tensor<1x1x64xf32>) outs(%oe : tensor<1x1x64xf16>) -> tensor<1x1x64xf16>
  return %out : tensor<1x1x64xf16>
}

// a weight of 2 q d: no format
func.func @twice(%a: tensor<1x?x64xf16>, %d: tensor<4x2x1xf16>, %qs: tensor<4x2x32xi8>) -> tensor<1x?x4xf16> {
  %zero = arith.constant 0.0 : f32
  %c1 = arith.constant 1 : index
  %m = tensor.dim %a, %c1 : tensor<1x?x64xf16>
  %e = tensor.empty() : tensor<4x2x32xf16>
  %w = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%d, %qs : tensor<4x2x1xf16>, tensor<4x2x32xi8>) outs(%e : tensor<4x2x32xf16>) {
  ^bb0(%de: f16, %q: i8, %o: f16):
    %qi = arith.extsi %q : i8 to i32
    %qf = arith.sitofp %qi : i32 to f16
    %r0 = arith.mulf %qf, %de : f16
    %r = arith.addf %r0, %r0 : f16
    linalg.yield %r : f16
  } -> tensor<4x2x32xf16>
  %ax = tensor.expand_shape %a [[0], [1], [2, 3]] output_shape [1, %m, 2, 32] : tensor<1x?x64xf16> into tensor<1x?x2x32xf16>
  %ce = tensor.empty(%m) : tensor<1x?x4xf32>
  %cf = linalg.fill ins(%zero : f32) outs(%ce : tensor<1x?x4xf32>) -> tensor<1x?x4xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%ax, %w : tensor<1x?x2x32xf16>, tensor<4x2x32xf16>) outs(%cf : tensor<1x?x4xf32>) {
  ^bb0(%x: f16, %y: f16, %acc: f32):
    %p = arith.mulf %x, %y : f16
    %pe = arith.extf %p : f16 to f32
    %s = arith.addf %pe, %acc : f32
    linalg.yield %s : f32
  } -> tensor<1x?x4xf32>
  %oe = tensor.empty(%m) : tensor<1x?x4xf16>
  %out = linalg.copy ins(%c : tensor<1x?x4xf32>) outs(%oe : tensor<1x?x4xf16>) -> tensor<1x?x4xf16>
  return %out : tensor<1x?x4xf16>
}

// a sum of products minus the accumulator: no contraction
func.func @minus(%a: tensor<1x?x64xf16>, %d: tensor<4x2x1xf16>, %qs: tensor<4x2x32xi8>) -> tensor<1x?x4xf16> {
  %zero = arith.constant 0.0 : f32
  %c1 = arith.constant 1 : index
  %m = tensor.dim %a, %c1 : tensor<1x?x64xf16>
  %e = tensor.empty() : tensor<4x2x32xf16>
  %w = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%d, %qs : tensor<4x2x1xf16>, tensor<4x2x32xi8>) outs(%e : tensor<4x2x32xf16>) {
  ^bb0(%de: f16, %q: i8, %o: f16):
    %qi = arith.extsi %q : i8 to i32
    %qf = arith.sitofp %qi : i32 to f16
    %r = arith.mulf %qf, %de : f16
    linalg.yield %r : f16
  } -> tensor<4x2x32xf16>
  %ax = tensor.expand_shape %a [[0], [1], [2, 3]] output_shape [1, %m, 2, 32] : tensor<1x?x64xf16> into tensor<1x?x2x32xf16>
  %ce = tensor.empty(%m) : tensor<1x?x4xf32>
  %cf = linalg.fill ins(%zero : f32) outs(%ce : tensor<1x?x4xf32>) -> tensor<1x?x4xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%ax, %w : tensor<1x?x2x32xf16>, tensor<4x2x32xf16>) outs(%cf : tensor<1x?x4xf32>) {
  ^bb0(%x: f16, %y: f16, %acc: f32):
    %p = arith.mulf %x, %y : f16
    %pe = arith.extf %p : f16 to f32
    %s = arith.subf %pe, %acc : f32
    linalg.yield %s : f32
  } -> tensor<1x?x4xf32>
  %oe = tensor.empty(%m) : tensor<1x?x4xf16>
  %out = linalg.copy ins(%c : tensor<1x?x4xf32>) outs(%oe : tensor<1x?x4xf16>) -> tensor<1x?x4xf16>
  return %out : tensor<1x?x4xf16>
}

// f32 scales: not a plane the kernels read
func.func @f32scale(%a: tensor<1x?x64xf16>, %d: tensor<4x2x1xf32>, %qs: tensor<4x2x32xi8>) -> tensor<1x?x4xf16> {
  %zero = arith.constant 0.0 : f32
  %c1 = arith.constant 1 : index
  %m = tensor.dim %a, %c1 : tensor<1x?x64xf16>
  %e = tensor.empty() : tensor<4x2x32xf16>
  %w = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%d, %qs : tensor<4x2x1xf32>, tensor<4x2x32xi8>) outs(%e : tensor<4x2x32xf16>) {
  ^bb0(%de: f32, %q: i8, %o: f16):
    %qi = arith.extsi %q : i8 to i32
    %qf = arith.sitofp %qi : i32 to f16
    %de16 = arith.truncf %de : f32 to f16
    %r = arith.mulf %qf, %de16 : f16
    linalg.yield %r : f16
  } -> tensor<4x2x32xf16>
  %ax = tensor.expand_shape %a [[0], [1], [2, 3]] output_shape [1, %m, 2, 32] : tensor<1x?x64xf16> into tensor<1x?x2x32xf16>
  %ce = tensor.empty(%m) : tensor<1x?x4xf32>
  %cf = linalg.fill ins(%zero : f32) outs(%ce : tensor<1x?x4xf32>) -> tensor<1x?x4xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%ax, %w : tensor<1x?x2x32xf16>, tensor<4x2x32xf16>) outs(%cf : tensor<1x?x4xf32>) {
  ^bb0(%x: f16, %y: f16, %acc: f32):
    %p = arith.mulf %x, %y : f16
    %pe = arith.extf %p : f16 to f32
    %s = arith.addf %pe, %acc : f32
    linalg.yield %s : f32
  } -> tensor<1x?x4xf32>
  %oe = tensor.empty(%m) : tensor<1x?x4xf16>
  %out = linalg.copy ins(%c : tensor<1x?x4xf32>) outs(%oe : tensor<1x?x4xf16>) -> tensor<1x?x4xf16>
  return %out : tensor<1x?x4xf16>
}

// A prefill row with int8 activations on AMX: 128 rows by N / 4 weight rows
// a workgroup, between 256 and 1024 (emit_quant.c, QMM_PREFILL_N_AMX).
// RUN: facet-opt %s --print-after=specialize --entry=prefill2048 --quant-activations=int8 --target-cpu=x86-64-v4-amx | FileCheck %s --check-prefix=AMX2048
// RUN: facet-opt %s --print-after=specialize --entry=plain --quant-activations=int8 --target-cpu=x86-64-v4-amx | FileCheck %s --check-prefix=AMX4
// AMX2048: variant v0 {qmatmul tile=128x512 act=i8 isa=x86-64-v4-amx}
// AMX4: variant v0 {qmatmul tile=128x256 act=i8 isa=x86-64-v4-amx}
func.func @prefill2048(%a: tensor<1x?x64xf16>, %d: tensor<2048x2x1xf16>, %qs: tensor<2048x2x32xi8>) -> tensor<1x?x2048xf16> {
  %zero = arith.constant 0.0 : f32
  %c1 = arith.constant 1 : index
  %m = tensor.dim %a, %c1 : tensor<1x?x64xf16>
  %e = tensor.empty() : tensor<2048x2x32xf16>
  %w = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%d, %qs : tensor<2048x2x1xf16>, tensor<2048x2x32xi8>) outs(%e : tensor<2048x2x32xf16>) {
  ^bb0(%de: f16, %q: i8, %o: f16):
    %qi = arith.extsi %q : i8 to i32
    %qf = arith.sitofp %qi : i32 to f16
    %r = arith.mulf %qf, %de : f16
    linalg.yield %r : f16
  } -> tensor<2048x2x32xf16>
  %ax = tensor.expand_shape %a [[0], [1], [2, 3]] output_shape [1, %m, 2, 32] : tensor<1x?x64xf16> into tensor<1x?x2x32xf16>
  %ce = tensor.empty(%m) : tensor<1x?x2048xf32>
  %cf = linalg.fill ins(%zero : f32) outs(%ce : tensor<1x?x2048xf32>) -> tensor<1x?x2048xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%ax, %w : tensor<1x?x2x32xf16>, tensor<2048x2x32xf16>) outs(%cf : tensor<1x?x2048xf32>) {
  ^bb0(%x: f16, %y: f16, %acc: f32):
    %p = arith.mulf %x, %y : f16
    %pe = arith.extf %p : f16 to f32
    %s = arith.addf %pe, %acc : f32
    linalg.yield %s : f32
  } -> tensor<1x?x2048xf32>
  %oe = tensor.empty(%m) : tensor<1x?x2048xf16>
  %out = linalg.copy ins(%c : tensor<1x?x2048xf32>) outs(%oe : tensor<1x?x2048xf16>) -> tensor<1x?x2048xf16>
  return %out : tensor<1x?x2048xf16>
}
