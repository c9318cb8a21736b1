// Malformed syntax of export constructs: {%dims} after a type, what
// follows an op on its line, a resource blob.

func.func @f(%x: tensor<4x?xf16>) -> tensor<4x?xf16> {
  %c1 = arith.constant 1 : index
  %d = tensor.dim %x, %c1 : tensor<4x?xf16>
  %t = flow.tensor.transfer %x : tensor<4x?xf16>{%d to #hal.device.promise<@d>
  util.return %t : tensor<4x?xf16>
}

func.func @f(%x: tensor<4x?xf16>) -> tensor<4x?xf16> {
  %t = flow.tensor.transfer %x : tensor<4x?xf16>{%d, 5} to #hal.device.promise<@d>
  util.return %t : tensor<4x?xf16>
}

func.func @f(%x: tensor<4xf16>) -> tensor<4xf16> {
  %t = flow.tensor.transfer %x : tensor<4xf16> to #hal.device.promise<@d> to
  util.return %t : tensor<4xf16>
}

func.func @f(%x: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %0 = torch.aten.exp %x : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32> %1 = torch.aten.exp %x : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}

util.global private @w = dense_resource<b> : tensor<1xf32>
{-#
  dialect_resources: {
    builtin: {
      b: "0x04000000G000803F"
    }
  }
#-}
// The builtin-tensor, arith and flow ops around an export's torch ops:
// tensor.dim / cast / extract / extract_slice, flow.tensor.bitcast with
// {%dim} operands, device affinities (#hal.device.promise on arguments,
// flow.tensor.transfer / barrier: the value itself on one CPU device),
// iree_linalg_ext.gather, and ops written over several lines.

// extract_slice [1, 0, 0] [2, 1, 8]: a slice of dim 0, one of dim 1, the unit dim dropped
// a run-time offset: an index_select at the scalar tensor
func.func @slices(%x: tensor<?x3x8xf16> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %i: tensor<i64>) -> (tensor<2x8xf16>, tensor<?x8xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %e = tensor.extract %i[] : tensor<i64>
  %o = arith.index_cast %e : i64 to index
  %d = tensor.dim %x, %c0 : tensor<?x3x8xf16>
  %0 = tensor.extract_slice %x[1, %c2, 0] [2, 1, 8] [1, 1, 1] : tensor<?x3x8xf16> to tensor<2x8xf16>
  %1 = tensor.extract_slice %x[0, %o, 0] [%d, 1, 8] [1, 1, 1] : tensor<?x3x8xf16> to tensor<?x8xf16>
  util.return %0, %1 : tensor<2x8xf16>, tensor<?x8xf16>
}

func.func @flow(%x: tensor<4x?xf16>) -> tensor<?x4xf16> {
  %c1 = arith.constant 1 : index
  %d = tensor.dim %x, %c1 : tensor<4x?xf16>
  %t = flow.tensor.transfer %x : tensor<4x?xf16>{%d} to #hal.device.promise<@__device_0>
  %b = flow.tensor.barrier %t : tensor<4x?xf16>{%d} on #hal.device.affinity<@__device_0>
  %r = flow.tensor.reshape %b
      : tensor<4x?xf16>{%d}
      -> tensor<?x4xf16>{%d}
  util.return %r : tensor<?x4xf16>
}

// iree_linalg_ext.gather with the index depth written out: dropped.
func.func @gather(%src: tensor<10x4xf32>, %idx: tensor<3x1xi64>) -> tensor<3x4xf32> {
  %0 = tensor.empty() : tensor<3x4xf32>
  %1 = iree_linalg_ext.gather
         dimension_map = [0]
         ins(%src, %idx : tensor<10x4xf32>, tensor<3x1xi64>)
         outs(%0 : tensor<3x4xf32>) -> tensor<3x4xf32>
  util.return %1 : tensor<3x4xf32>
}

// torch ops continued over several lines read as one op each.
func.func @lines(%x: !torch.vtensor<[2,3],f32>)
    -> !torch.vtensor<[3,2],f32>
    attributes {torch.assume_strict_symbolic_shapes} {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %0 = torch.aten.transpose.int %x,
         %int0,
         %int1
       : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int
       -> !torch.vtensor<[3,2],f32>
  return %0
    : !torch.vtensor<[3,2],f32>
}
// Float literals as MLIR reads them (issue 14 defect 9): `1e-08` has no
// '.' and is no float literal, a decimal integer is no float attribute
// ("add a trailing dot"), a hex literal is the bits of the float. Each
// was read as a bit pattern before (1e-08 -> 4.9e-324, -2e-3 -> NaN,
// 5 -> 2.5e-323).

func.func @no_dot() {
  %a = torch.constant.float 1e-08
  return
}

func.func @no_dot_negative() {
  %a = torch.constant.float -2e-3
  return
}

func.func @integer(%x: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
  %int1 = torch.constant.int 1
  %a = torch.constant.float 5
  %r = torch.aten.add.Scalar %x, %a, %int1 : !torch.vtensor<[2],f32>, !torch.float, !torch.int -> !torch.vtensor<[2],f32>
  return %r : !torch.vtensor<[2],f32>
}

func.func @negative_hex() {
  %a = torch.constant.float -0x3FF0000000000000
  return
}

func.func @typed_integer() {
  %a = arith.constant 1 : f32
  return
}

func.func @hex_too_wide() {
  %a = arith.constant 0x1FFFF : f16
  return
}

func.func @dense_integer() -> !torch.vtensor<[2],f32> {
  %z = torch.vtensor.literal(dense<[1.0, 2]> : tensor<2xf32>) : !torch.vtensor<[2],f32>
  return %z : !torch.vtensor<[2],f32>
}
