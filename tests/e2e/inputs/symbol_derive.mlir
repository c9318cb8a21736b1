// Shape symbols that an argument dim gives only through an affine
// expression a * s + b (torch.export's derived dims, e.g. 2 * dx + 1), and
// bindings that state a dim in another form of the same value (torch's
// (n + 1) // 2 where facet infers n ceildiv 2), in the form torch-mlir's FX
// importer prints them. tests/e2e/symbol_derive.sh compiles them and checks
// calls against facet-reference.

// s0 comes from 2 * s0 + 1 alone: the size is odd, s0 = (size - 1) / 2.
func.func @odd(%arg0: !torch.vtensor<[?],f32>) -> (!torch.vtensor<[?],f32>, !torch.vtensor<[?],f32>) attributes {torch.assume_strict_symbolic_shapes} {
  %0 = torch.symbolic_int "s0" {min_val = 1, max_val = 100} : !torch.int
  torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (s0 * 2 + 1)> : !torch.vtensor<[?],f32>
  %1 = torch.aten.exp %arg0 : !torch.vtensor<[?],f32> -> !torch.vtensor<[?],f32>
  torch.bind_symbolic_shape %1, [%0], affine_map<()[s0] -> (s0 * 2 + 1)> : !torch.vtensor<[?],f32>
  %int0 = torch.constant.int 0
  %int9223372036854775807 = torch.constant.int 9223372036854775807
  %int2 = torch.constant.int 2
  %2 = torch.aten.slice.Tensor %1, %int0, %int0, %int9223372036854775807, %int2 : !torch.vtensor<[?],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?],f32>
  torch.bind_symbolic_shape %2, [%0], affine_map<()[s0] -> (s0 + 1)> : !torch.vtensor<[?],f32>
  return %1, %2 : !torch.vtensor<[?],f32>, !torch.vtensor<[?],f32>
}

// s0 from 2 * s0 + 1, then s1 from s0 + s1 (the first dim gives s0, the
// second the rest).
func.func @pair(%arg0: !torch.vtensor<[?,4],f32>, %arg1: !torch.vtensor<[?],f32>) -> (!torch.vtensor<[?,4],f32>, !torch.vtensor<[?],f32>) attributes {torch.assume_strict_symbolic_shapes} {
  %0 = torch.symbolic_int "s0" {min_val = 1, max_val = 100} : !torch.int
  %1 = torch.symbolic_int "s1" {min_val = 1, max_val = 50} : !torch.int
  torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (s0 * 2 + 1, 4)> : !torch.vtensor<[?,4],f32>
  torch.bind_symbolic_shape %arg1, [%0, %1], affine_map<()[s0, s1] -> (s0 + s1)> : !torch.vtensor<[?],f32>
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int9223372036854775807 = torch.constant.int 9223372036854775807
  %int2 = torch.constant.int 2
  %2 = torch.aten.slice.Tensor %arg0, %int0, %int1, %int9223372036854775807, %int2 : !torch.vtensor<[?,4],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,4],f32>
  torch.bind_symbolic_shape %2, [%0], affine_map<()[s0] -> (s0, 4)> : !torch.vtensor<[?,4],f32>
  %3 = torch.aten.tanh %2 : !torch.vtensor<[?,4],f32> -> !torch.vtensor<[?,4],f32>
  torch.bind_symbolic_shape %3, [%0], affine_map<()[s0] -> (s0, 4)> : !torch.vtensor<[?,4],f32>
  %4 = torch.aten.neg %arg1 : !torch.vtensor<[?],f32> -> !torch.vtensor<[?],f32>
  torch.bind_symbolic_shape %4, [%0, %1], affine_map<()[s0, s1] -> (s0 + s1)> : !torch.vtensor<[?],f32>
  return %3, %4 : !torch.vtensor<[?,4],f32>, !torch.vtensor<[?],f32>
}

// x[::2] of s0 + 1 elements: facet infers (s0 + 1) ceildiv 2, torch
// writes (s0 + 2) floordiv 2 (the same number for every s0).
func.func @ceil(%arg0: !torch.vtensor<[?],f32>) -> !torch.vtensor<[?],f32> attributes {torch.assume_strict_symbolic_shapes} {
  %0 = torch.symbolic_int "s0" {min_val = 1, max_val = 100} : !torch.int
  torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (s0 + 1)> : !torch.vtensor<[?],f32>
  %int0 = torch.constant.int 0
  %int9223372036854775807 = torch.constant.int 9223372036854775807
  %int2 = torch.constant.int 2
  %1 = torch.aten.slice.Tensor %arg0, %int0, %int0, %int9223372036854775807, %int2 : !torch.vtensor<[?],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?],f32>
  torch.bind_symbolic_shape %1, [%0], affine_map<()[s0] -> ((s0 + 2) floordiv 2)> : !torch.vtensor<[?],f32>
  %2 = torch.aten.exp %1 : !torch.vtensor<[?],f32> -> !torch.vtensor<[?],f32>
  torch.bind_symbolic_shape %2, [%0], affine_map<()[s0] -> ((s0 + 2) floordiv 2)> : !torch.vtensor<[?],f32>
  return %2 : !torch.vtensor<[?],f32>
}

// x[1::2] of s0 elements: facet infers (s0 - 1) ceildiv 2, torch writes
// s0 floordiv 2.
func.func @ceil_plain(%arg0: !torch.vtensor<[?],f32>) -> !torch.vtensor<[?],f32> attributes {torch.assume_strict_symbolic_shapes} {
  %0 = torch.symbolic_int "s0" {min_val = 2, max_val = 100} : !torch.int
  torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],f32>
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int9223372036854775807 = torch.constant.int 9223372036854775807
  %int2 = torch.constant.int 2
  %1 = torch.aten.slice.Tensor %arg0, %int0, %int1, %int9223372036854775807, %int2 : !torch.vtensor<[?],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?],f32>
  torch.bind_symbolic_shape %1, [%0], affine_map<()[s0] -> (s0 floordiv 2)> : !torch.vtensor<[?],f32>
  %2 = torch.aten.sigmoid %1 : !torch.vtensor<[?],f32> -> !torch.vtensor<[?],f32>
  torch.bind_symbolic_shape %2, [%0], affine_map<()[s0] -> (s0 floordiv 2)> : !torch.vtensor<[?],f32>
  return %2 : !torch.vtensor<[?],f32>
}

// s0 floordiv 2 does not determine s0: no call can be checked, so both
// tools refuse the function (compiled alone: --entry=underivable).
func.func @underivable(%arg0: !torch.vtensor<[?],f32>) -> !torch.vtensor<[?],f32> attributes {torch.assume_strict_symbolic_shapes} {
  %0 = torch.symbolic_int "s0" {min_val = 2, max_val = 100} : !torch.int
  torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (s0 floordiv 2)> : !torch.vtensor<[?],f32>
  %1 = torch.aten.exp %arg0 : !torch.vtensor<[?],f32> -> !torch.vtensor<[?],f32>
  torch.bind_symbolic_shape %1, [%0], affine_map<()[s0] -> (s0 floordiv 2)> : !torch.vtensor<[?],f32>
  return %1 : !torch.vtensor<[?],f32>
}
