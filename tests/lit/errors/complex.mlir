// Complex tensors: an op without a complex form is an error, never the
// real op run on the (real, imaginary) pairs; so is a dim out of range.
// RUN: not facet-opt %s --split-input-file 2>&1 | FileCheck %s

func.func @f(%a: !torch.vtensor<[4],f32>, %b: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],complex<f32>> {
  %z = torch.aten.complex %a, %b : !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32> -> !torch.vtensor<[4],complex<f32>>
  %e = torch.aten.exp %z : !torch.vtensor<[4],complex<f32>> -> !torch.vtensor<[4],complex<f32>>
  return %e : !torch.vtensor<[4],complex<f32>>
}
// CHECK: complex.mlir:7:3: error: 'torch.aten.exp' on complex tensors is not supported (complex values are imported as their real and imaginary parts)
// CHECK: complex.mlir:8:3: error: 'return' on complex tensors is not supported (complex values are imported as their real and imaginary parts)

// -----
func.func @f(%a: !torch.vtensor<[4],f32>, %b: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %int1 = torch.constant.int 1
  %z = torch.aten.complex %a, %b : !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32> -> !torch.vtensor<[4],complex<f32>>
  %u = torch.aten.unsqueeze %z, %int1 : !torch.vtensor<[4],complex<f32>>, !torch.int -> !torch.vtensor<[4,1],complex<f32>>
  %s = torch.aten.slice.Tensor %u, %int1, %int1, %int1, %int1 : !torch.vtensor<[4,1],complex<f32>>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[4,0],complex<f32>>
  %r = torch.aten.view_as_real %s : !torch.vtensor<[4,0],complex<f32>> -> !torch.vtensor<[4,0,2],f32>
  %int5 = torch.constant.int 5
  %bad = torch.aten.unsqueeze %z, %int5 : !torch.vtensor<[4],complex<f32>>, !torch.int -> !torch.vtensor<[4,1],complex<f32>>
  return %a : !torch.vtensor<[4],f32>
}
// CHECK: complex.mlir:21:35: error: 'torch.aten.unsqueeze' needs a constant dim in [-2, 2) of the complex tensor
