// What flow.tensor.bitcast to packed sub-byte integers refuses, each with
// its location: a bitcast that changes the byte count, to a type other than
// i4 / i2, from other than i8, of a non-byte innermost dim; i4 / i2 values
// anywhere but between a flow.tensor.bitcast and a linalg.generic (an
// argument, a result, a constant, another op reading or making one).
// facet-compile of a module where a bitcast feeds the dequantizing generic
// lists both as unsupported (no kernel reads i4 yet) and stops cleanly.
// RUN: not facet-opt %s --split-input-file 2>&1 | FileCheck %s
// RUN: not facet-compile %S/Inputs/quantized_q4.mlir -o %t.facet 2>&1 | FileCheck %s --check-prefix=COMPILE
// COMPILE: {{.*}}quantized_q4.mlir:3:3: warning: unsupported op flow.tensor.bitcast (1 use)
// COMPILE: {{.*}}quantized_q4.mlir:5:3: warning: unsupported op linalg.generic (1 use)
// COMPILE: error: 2 unsupported op kinds; nothing was compiled

func.func @f(%x: tensor<4x16xi8>) -> tensor<4x16xf16> {
  %q = flow.tensor.bitcast %x : tensor<4x16xi8> -> tensor<4x16xi4>
  %e = tensor.empty() : tensor<4x16xf16>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%q : tensor<4x16xi4>) outs(%e : tensor<4x16xf16>) {
  ^bb0(%a: i4, %o: f16):
    %v = arith.sitofp %a : i4 to f16
    linalg.yield %v : f16
  } -> tensor<4x16xf16>
  return %d : tensor<4x16xf16>
}
// CHECK: quantized.mlir:15:3: error: the byte count of the bitcast tensor is 64, but 32 is promised here

// -----
func.func @f(%x: tensor<4x3xi8>) -> tensor<4x3xf16> {
  %q = flow.tensor.bitcast %x : tensor<4x3xi8> -> tensor<4x3xi4>
  return %x : tensor<4x3xi8>
}
// CHECK: quantized.mlir:28:3: error: 'flow.tensor.bitcast' to i4 needs an innermost dim of whole bytes (a multiple of 2)

// -----
func.func @f(%x: tensor<4x2xi8>) -> tensor<4x2xi8> {
  %q = flow.tensor.bitcast %x : tensor<4x2xi8> -> tensor<4x2xf8E4M3FN>
  return %x : tensor<4x2xi8>
}
// CHECK: quantized.mlir:35:51: error: 'flow.tensor.bitcast' needs a ranked tensor type of rank <= 8 with a known element type, found 'tensor<4x2xf8E4M3FN>'

// -----
func.func @f(%x: tensor<4x2xi8>) -> tensor<4x16xi1> {
  %q = flow.tensor.bitcast %x : tensor<4x2xi8> -> tensor<4x16xi1>
  return %q : tensor<4x16xi1>
}
// CHECK: quantized.mlir:42:3: error: 'flow.tensor.bitcast' from i8 to i1 changes the element type; only shapes, i8 as i4 / i2 (flow.tensor.bitcast) and complex views are supported

// -----
func.func @f(%x: tensor<4x2xi16>) -> tensor<4x8xi4> {
  %q = flow.tensor.bitcast %x : tensor<4x2xi16> -> tensor<4x8xi4>
  return %q : tensor<4x8xi4>
}
// CHECK: quantized.mlir:49:3: error: 'flow.tensor.bitcast' from i16 to i4 changes the element type; only shapes, i8 as i4 / i2 (flow.tensor.bitcast) and complex views are supported

// -----
func.func @f(%x: tensor<4x2xi8>) -> tensor<4x4xi4> {
  %q = flow.tensor.bitcast %x : tensor<4x2xi8> -> tensor<4x4xi4>
  return %q : tensor<4x4xi4>
}
// CHECK: quantized.mlir:57:10: error: @f returns i4 tensors: i4 / i2 tensors exist only inside a function, as a flow.tensor.bitcast of i8 read by a linalg.generic

// -----
func.func @f(%x: tensor<4x4xi4>) -> tensor<4x4xi4> {
  return %x : tensor<4x4xi4>
}
// CHECK: quantized.mlir:62:14: error: argument %x is 'tensor<4x4xi4>': i4 / i2 tensors exist only inside a function, as a flow.tensor.bitcast of i8 read by a linalg.generic

// -----
func.func @f(%x: tensor<4x2xi8>) -> tensor<16xi2> {
  %q = flow.tensor.bitcast %x : tensor<4x2xi8> -> tensor<4x8xi2>
  %c = tensor.collapse_shape %q [[0, 1]] : tensor<4x8xi2> into tensor<32xi2>
  %s = tensor.extract_slice %c[0] [16] [1] : tensor<32xi2> to tensor<16xi2>
  return %s : tensor<16xi2>
}
// CHECK: quantized.mlir:70:3: error: 'tensor.collapse_shape' on i2 tensors is not supported: facet reads i4 / i2 only in a linalg.generic, from a flow.tensor.bitcast of i8

// -----
func.func @f() -> tensor<4xf32> {
  %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi4>
  %e = tensor.empty() : tensor<4xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%c : tensor<4xi4>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: i4, %o: f32):
    %v = arith.uitofp %a : i4 to f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  return %d : tensor<4xf32>
}
// CHECK: quantized.mlir:78:45: error: arith.constant of 'tensor<4xi4>': i4 / i2 values exist only as a flow.tensor.bitcast of i8 (store the bytes as i8)

// -----
func.func @f(%x: tensor<4x2xi8>) -> tensor<4x4xi4> {
  %q = flow.tensor.bitcast %x : tensor<4x2xi8> -> tensor<4x4xi4>
  %e = tensor.empty() : tensor<4x4xi4>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%q : tensor<4x4xi4>) outs(%e : tensor<4x4xi4>) {
  ^bb0(%a: i4, %o: i4):
    linalg.yield %a : i4
  } -> tensor<4x4xi4>
  return %d : tensor<4x4xi4>
}
// CHECK: quantized.mlir:92:3: error: 'tensor.empty' on i4 tensors is not supported: facet reads i4 / i2 only in a linalg.generic, from a flow.tensor.bitcast of i8

// -----
func.func @f(%x: tensor<4x2xi8>, %y: !torch.vtensor<[4,4],si8>) -> !torch.vtensor<[4,4],si8> {
  %q = flow.tensor.bitcast %x : tensor<4x2xi8> -> tensor<4x4xi4>
  %t = torch_c.from_builtin_tensor %q : tensor<4x4xi4> -> !torch.vtensor<[4,4],si4>
  %int1 = torch.constant.int 1
  %r = torch.aten.add.Tensor %y, %t, %int1 : !torch.vtensor<[4,4],si8>, !torch.vtensor<[4,4],si4>, !torch.int -> !torch.vtensor<[4,4],si8>
  return %r : !torch.vtensor<[4,4],si8>
}
// CHECK: quantized.mlir:106:3: error: 'torch.aten.add.Tensor' on i4 tensors is not supported: facet reads i4 / i2 only in a linalg.generic, from a flow.tensor.bitcast of i8
