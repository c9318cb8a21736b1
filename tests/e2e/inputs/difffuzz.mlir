// Defects found by differential fuzzing (tests/fuzz/diff.sh), each cut down
// to a function; tests/e2e/difffuzz.sh compiles this file in every mode and
// compares each call of difffuzz.calls with facet-reference.

// facet-reference divided by L * E to find attention's batch: a query of
// length 0 (s0 = 0) died of SIGFPE.
func.func @attention_empty_query(%q: !torch.vtensor<[1,2,?,8],f32>, %k: !torch.vtensor<[1,2,4,8],f32>, %v: !torch.vtensor<[1,2,4,8],f32>) -> !torch.vtensor<[1,2,?,8],f32> {
  %s0 = torch.symbolic_int "s0" {min_val = 0, max_val = 8} : !torch.int
  torch.bind_symbolic_shape %q, [%s0], affine_map<()[s0] -> (1, 2, s0, 8)> : !torch.vtensor<[1,2,?,8],f32>
  %none = torch.constant.none
  %zero = torch.constant.float 0.000000e+00
  %false = torch.constant.bool false
  %0 = torch.aten.scaled_dot_product_attention %q, %k, %v, %none, %zero, %false, %none : !torch.vtensor<[1,2,?,8],f32>, !torch.vtensor<[1,2,4,8],f32>, !torch.vtensor<[1,2,4,8],f32>, !torch.none, !torch.float, !torch.bool, !torch.none -> !torch.vtensor<[1,2,?,8],f32>
  return %0 : !torch.vtensor<[1,2,?,8],f32>
}

// A value loaded in a group whose iteration space is another view of the
// same elements ([1, 4, 16] in a [4, 16] group) got a binding of the
// group's dtype instead of its own: "internal error: IR verifier after
// dispatch: operand 2 is i1 but binding 2 ... is f32", in a matmul epilogue
// and in a row program alike.
func.func @epilogue_bool_view(%x: !torch.vtensor<[4,16],f32>, %w: !torch.vtensor<[16,16],f32>, %c: !torch.vtensor<[1,4,16],i1>) -> !torch.vtensor<[1,4,16],f32> {
  %f = torch.constant.float 1.250000e+00
  %int1 = torch.constant.int 1
  %int4 = torch.constant.int 4
  %int16 = torch.constant.int 16
  %s = torch.prim.ListConstruct %int1, %int4, %int16 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.mm %x, %w : !torch.vtensor<[4,16],f32>, !torch.vtensor<[16,16],f32> -> !torch.vtensor<[4,16],f32>
  %1 = torch.aten.view %0, %s : !torch.vtensor<[4,16],f32>, !torch.list<int> -> !torch.vtensor<[1,4,16],f32>
  %2 = torch.aten.where.ScalarSelf %c, %f, %1 : !torch.vtensor<[1,4,16],i1>, !torch.float, !torch.vtensor<[1,4,16],f32> -> !torch.vtensor<[1,4,16],f32>
  return %2 : !torch.vtensor<[1,4,16],f32>
}
func.func @rows_f16_view(%x: !torch.vtensor<[4,16],f32>, %y: !torch.vtensor<[1,4,16],f16>) -> !torch.vtensor<[1,4,16],f32> {
  %int1 = torch.constant.int 1
  %int4 = torch.constant.int 4
  %int16 = torch.constant.int 16
  %s = torch.prim.ListConstruct %int1, %int4, %int16 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.exp %x : !torch.vtensor<[4,16],f32> -> !torch.vtensor<[4,16],f32>
  %1 = torch.aten.view %0, %s : !torch.vtensor<[4,16],f32>, !torch.list<int> -> !torch.vtensor<[1,4,16],f32>
  %2 = torch.aten.mul.Tensor %1, %y : !torch.vtensor<[1,4,16],f32>, !torch.vtensor<[1,4,16],f16> -> !torch.vtensor<[1,4,16],f32>
  return %2 : !torch.vtensor<[1,4,16],f32>
}
