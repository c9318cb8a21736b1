// A scalar argument where facet needs a compile-time integer, a result of
// the wrong kind, and a runtime Scalar where only constants are supported.
func.func @arg_as_size(%arg0: !torch.int) -> !torch.int {
  %int2 = torch.constant.int 2
  %0 = torch.aten.mul.int %arg0, %int2 : !torch.int, !torch.int -> !torch.int
  return %0 : !torch.int
}

// -----
func.func @wrong_kind(%arg0: !torch.vtensor<[4],f32>) -> !torch.int {
  return %arg0 : !torch.int
}

// -----
func.func @alpha(%arg0: !torch.vtensor<[4],f32>, %arg1: !torch.int) -> !torch.vtensor<[4],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Scalar %arg0, %int1, %arg1 : !torch.vtensor<[4],f32>, !torch.int, !torch.int -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}
