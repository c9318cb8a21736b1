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

// With --generalize=all every broadcast dim of every binding was a push
// constant of its own: 8 inputs [4, 1, 1] of a [4, 16, 16] group asked for
// 19 of the 16 (found by the audit of fixed-size arrays, issue 16 item 4):
// "internal error at src/transform/dispatch.c:324: check failed:
// ex->push_count < MOD_MAX_PUSH" and an abort. A 1 no iteration dim gives
// is now a literal (see @row_output_generalized).
func.func @generalize_all_pushes(%x: !torch.vtensor<[4,16,16],f32>, %a0: !torch.vtensor<[4,1,1],f32>, %a1: !torch.vtensor<[4,1,1],f32>, %a2: !torch.vtensor<[4,1,1],f32>, %a3: !torch.vtensor<[4,1,1],f32>, %a4: !torch.vtensor<[4,1,1],f32>, %a5: !torch.vtensor<[4,1,1],f32>, %a6: !torch.vtensor<[4,1,1],f32>, %a7: !torch.vtensor<[4,1,1],f32>) -> !torch.vtensor<[4,16,16],f32> {
  %int1 = torch.constant.int 1
  %s0 = torch.aten.add.Tensor %x, %a0, %int1 : !torch.vtensor<[4,16,16],f32>, !torch.vtensor<[4,1,1],f32>, !torch.int -> !torch.vtensor<[4,16,16],f32>
  %s1 = torch.aten.add.Tensor %s0, %a1, %int1 : !torch.vtensor<[4,16,16],f32>, !torch.vtensor<[4,1,1],f32>, !torch.int -> !torch.vtensor<[4,16,16],f32>
  %s2 = torch.aten.add.Tensor %s1, %a2, %int1 : !torch.vtensor<[4,16,16],f32>, !torch.vtensor<[4,1,1],f32>, !torch.int -> !torch.vtensor<[4,16,16],f32>
  %s3 = torch.aten.add.Tensor %s2, %a3, %int1 : !torch.vtensor<[4,16,16],f32>, !torch.vtensor<[4,1,1],f32>, !torch.int -> !torch.vtensor<[4,16,16],f32>
  %s4 = torch.aten.add.Tensor %s3, %a4, %int1 : !torch.vtensor<[4,16,16],f32>, !torch.vtensor<[4,1,1],f32>, !torch.int -> !torch.vtensor<[4,16,16],f32>
  %s5 = torch.aten.add.Tensor %s4, %a5, %int1 : !torch.vtensor<[4,16,16],f32>, !torch.vtensor<[4,1,1],f32>, !torch.int -> !torch.vtensor<[4,16,16],f32>
  %s6 = torch.aten.add.Tensor %s5, %a6, %int1 : !torch.vtensor<[4,16,16],f32>, !torch.vtensor<[4,1,1],f32>, !torch.int -> !torch.vtensor<[4,16,16],f32>
  %s7 = torch.aten.add.Tensor %s6, %a7, %int1 : !torch.vtensor<[4,16,16],f32>, !torch.vtensor<[4,1,1],f32>, !torch.int -> !torch.vtensor<[4,16,16],f32>
  return %s7 : !torch.vtensor<[4,16,16],f32>
}

// A per-row value returned (the mean) from a row program: with
// --generalize=all its binding's last dim, 1, was a push constant, the row
// program took it for a full output and stored 48 values per row, past the
// end of its buffer (valgrind: invalid write; the fuzzer: heap corruption,
// "malloc_consolidate(): invalid chunk size", seed 102).
func.func @row_output_generalized(%x: !torch.vtensor<[64,48],f32>) -> (!torch.vtensor<[64,48],f32>, !torch.vtensor<[64,1],f32>) {
  %int1 = torch.constant.int 1
  %true = torch.constant.bool true
  %none = torch.constant.none
  %dims = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.mean.dim %x, %dims, %true, %none : !torch.vtensor<[64,48],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[64,1],f32>
  %1 = torch.aten.sub.Tensor %x, %0, %int1 : !torch.vtensor<[64,48],f32>, !torch.vtensor<[64,1],f32>, !torch.int -> !torch.vtensor<[64,48],f32>
  return %1, %0 : !torch.vtensor<[64,48],f32>, !torch.vtensor<[64,1],f32>
}
