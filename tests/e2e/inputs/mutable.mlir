// Functions with mutable arguments (!torch.tensor, read with
// torch.copy.to_vtensor, written back with torch.overwrite.tensor.contents),
// in the form torch's FX importer prints them. Each exercises one way the
// new value reaches the caller's buffer; tests/e2e/mutable.sh compares them
// with facet-reference, tests/unit/test_interface.c checks the buffers are
// the caller's own.

// The dispatch computing the new value reads only %x: it writes the cache.
func.func @direct(%x: !torch.vtensor<[8],f32>, %cache: !torch.tensor<[8],f32>) {
  %int2 = torch.constant.int 2
  %0 = torch.aten.mul.Scalar %x, %int2 : !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[8],f32>
  torch.overwrite.tensor.contents %0 overwrites %cache : !torch.vtensor<[8],f32>, !torch.tensor<[8],f32>
  return
}

// cache += x: the dispatch reads the old cache, so it writes elsewhere and
// one copy follows (kernels' inputs and outputs must not alias).
func.func @bump(%x: !torch.vtensor<[8],f32>, %cache: !torch.tensor<[8],f32>) {
  %0 = torch.copy.to_vtensor %cache : !torch.vtensor<[8],f32>
  %int1 = torch.constant.int 1
  %1 = torch.aten.add.Tensor %0, %x, %int1 : !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[8],f32>
  torch.overwrite.tensor.contents %1 overwrites %cache : !torch.vtensor<[8],f32>, !torch.tensor<[8],f32>
  return
}

// The old value is read (by a later dispatch, the sum) after the new one
// is computed: the write-back is a copy after that read.
func.func @later_read(%x: !torch.vtensor<[8],f32>, %cache: !torch.tensor<[8],f32>) -> !torch.vtensor<[],f32> {
  %0 = torch.copy.to_vtensor %cache : !torch.vtensor<[8],f32>
  %int3 = torch.constant.int 3
  %1 = torch.aten.mul.Scalar %x, %int3 : !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[8],f32>
  torch.overwrite.tensor.contents %1 overwrites %cache : !torch.vtensor<[8],f32>, !torch.tensor<[8],f32>
  %none = torch.constant.none
  %2 = torch.aten.sum %0, %none : !torch.vtensor<[8],f32>, !torch.none -> !torch.vtensor<[],f32>
  return %2 : !torch.vtensor<[],f32>
}

// Two mutable arguments and a result: %a is written in place, %b (which
// reads itself) by a copy; a read of %b after its write sees the new value.
func.func @two(%x: !torch.vtensor<[8],f32>, %a: !torch.tensor<[8],f32>, %b: !torch.tensor<[8],f32>) -> !torch.vtensor<[8],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Scalar %x, %int1, %int1 : !torch.vtensor<[8],f32>, !torch.int, !torch.int -> !torch.vtensor<[8],f32>
  torch.overwrite.tensor.contents %0 overwrites %a : !torch.vtensor<[8],f32>, !torch.tensor<[8],f32>
  %1 = torch.copy.to_vtensor %b : !torch.vtensor<[8],f32>
  %2 = torch.aten.mul.Tensor %1, %x : !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32> -> !torch.vtensor<[8],f32>
  torch.overwrite.tensor.contents %2 overwrites %b : !torch.vtensor<[8],f32>, !torch.tensor<[8],f32>
  %3 = torch.copy.to_vtensor %b : !torch.vtensor<[8],f32>
  %none = torch.constant.none
  %4 = torch.aten.sum %3, %none : !torch.vtensor<[8],f32>, !torch.none -> !torch.vtensor<[],f32>
  %5 = torch.aten.sub.Tensor %x, %4, %int1 : !torch.vtensor<[8],f32>, !torch.vtensor<[],f32>, !torch.int -> !torch.vtensor<[8],f32>
  return %5 : !torch.vtensor<[8],f32>
}

// The new value is a chain of views of a dispatch's output: the dispatch
// writes the [2,2,4] cache directly.
func.func @views(%x: !torch.vtensor<[4,4],f32>, %cache: !torch.tensor<[2,2,4],f32>) {
  %int3 = torch.constant.int 3
  %0 = torch.aten.mul.Scalar %x, %int3 : !torch.vtensor<[4,4],f32>, !torch.int -> !torch.vtensor<[4,4],f32>
  %int16 = torch.constant.int 16
  %1 = torch.prim.ListConstruct %int16 : (!torch.int) -> !torch.list<int>
  %2 = torch.aten.view %0, %1 : !torch.vtensor<[4,4],f32>, !torch.list<int> -> !torch.vtensor<[16],f32>
  %int2 = torch.constant.int 2
  %int4 = torch.constant.int 4
  %3 = torch.prim.ListConstruct %int2, %int2, %int4 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %4 = torch.aten.view %2, %3 : !torch.vtensor<[16],f32>, !torch.list<int> -> !torch.vtensor<[2,2,4],f32>
  torch.overwrite.tensor.contents %4 overwrites %cache : !torch.vtensor<[2,2,4],f32>, !torch.tensor<[2,2,4],f32>
  return
}

// A dynamic cache ([?,4], ? = s0 in [1, 16]) updated from a matmul.
func.func @dynamic(%x: !torch.vtensor<[?,4],f32>, %w: !torch.vtensor<[4,4],f32>, %cache: !torch.tensor<[?,4],f32>) -> !torch.vtensor<[?,4],f32> {
  %s0 = torch.symbolic_int "s0" {min_val = 1, max_val = 16} : !torch.int
  torch.bind_symbolic_shape %x, [%s0], affine_map<()[s0] -> (s0, 4)> : !torch.vtensor<[?,4],f32>
  %0 = torch.aten.mm %x, %w : !torch.vtensor<[?,4],f32>, !torch.vtensor<[4,4],f32> -> !torch.vtensor<[?,4],f32>
  torch.bind_symbolic_shape %0, [%s0], affine_map<()[s0] -> (s0, 4)> : !torch.vtensor<[?,4],f32>
  torch.overwrite.tensor.contents %0 overwrites %cache : !torch.vtensor<[?,4],f32>, !torch.tensor<[?,4],f32>
  %int1 = torch.constant.int 1
  %1 = torch.aten.add.Tensor %0, %x, %int1 : !torch.vtensor<[?,4],f32>, !torch.vtensor<[?,4],f32>, !torch.int -> !torch.vtensor<[?,4],f32>
  return %1 : !torch.vtensor<[?,4],f32>
}

// The new value is another argument's: a copy from that input.
func.func @from_input(%x: !torch.vtensor<[8],f32>, %cache: !torch.tensor<[8],f32>) {
  torch.overwrite.tensor.contents %x overwrites %cache : !torch.vtensor<[8],f32>, !torch.tensor<[8],f32>
  return
}

// The new value is also returned: the result keeps its block, the cache
// gets a copy.
func.func @returned(%x: !torch.vtensor<[8],f32>, %cache: !torch.tensor<[8],f32>) -> !torch.vtensor<[8],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Scalar %x, %int1, %int1 : !torch.vtensor<[8],f32>, !torch.int, !torch.int -> !torch.vtensor<[8],f32>
  torch.overwrite.tensor.contents %0 overwrites %cache : !torch.vtensor<[8],f32>, !torch.tensor<[8],f32>
  return %0 : !torch.vtensor<[8],f32>
}

// The old value is returned (a copy made before anything writes the cache)
// and the new one is written in place.
func.func @old_returned(%x: !torch.vtensor<[8],f32>, %cache: !torch.tensor<[8],f32>) -> !torch.vtensor<[8],f32> {
  %0 = torch.copy.to_vtensor %cache : !torch.vtensor<[8],f32>
  %int2 = torch.constant.int 2
  %1 = torch.aten.mul.Scalar %x, %int2 : !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[8],f32>
  torch.overwrite.tensor.contents %1 overwrites %cache : !torch.vtensor<[8],f32>, !torch.tensor<[8],f32>
  return %0 : !torch.vtensor<[8],f32>
}

// %b takes %a's old value and %a takes %b's old value plus one: the
// dispatch reads %b, so %b's copy follows it, and %a's copy (its new value
// cannot go straight into %a: %b's copy still reads %a's old bytes) comes
// after that.
func.func @cross(%a: !torch.tensor<[8],f32>, %b: !torch.tensor<[8],f32>) {
  %0 = torch.copy.to_vtensor %a : !torch.vtensor<[8],f32>
  %1 = torch.copy.to_vtensor %b : !torch.vtensor<[8],f32>
  %int1 = torch.constant.int 1
  %2 = torch.aten.add.Scalar %1, %int1, %int1 : !torch.vtensor<[8],f32>, !torch.int, !torch.int -> !torch.vtensor<[8],f32>
  torch.overwrite.tensor.contents %0 overwrites %b : !torch.vtensor<[8],f32>, !torch.tensor<[8],f32>
  torch.overwrite.tensor.contents %2 overwrites %a : !torch.vtensor<[8],f32>, !torch.tensor<[8],f32>
  return
}

// Overwritten with its own value: nothing to write.
func.func @unchanged(%x: !torch.vtensor<[8],f32>, %cache: !torch.tensor<[8],f32>) -> !torch.vtensor<[8],f32> {
  %0 = torch.copy.to_vtensor %cache : !torch.vtensor<[8],f32>
  torch.overwrite.tensor.contents %0 overwrites %cache : !torch.vtensor<[8],f32>, !torch.tensor<[8],f32>
  %int1 = torch.constant.int 1
  %1 = torch.aten.add.Tensor %0, %x, %int1 : !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[8],f32>
  return %1 : !torch.vtensor<[8],f32>
}

// A cache permuted onto itself (index_put whose values are the cache): the
// update reads the whole old cache, so it updates a copy, which is then
// copied back (in place it would read rows it already overwrote).
func.func @permute(%perm: !torch.vtensor<[8],si64>, %cache: !torch.tensor<[8],f32>) {
  %0 = torch.copy.to_vtensor %cache : !torch.vtensor<[8],f32>
  %1 = torch.prim.ListConstruct %perm : (!torch.vtensor<[8],si64>) -> !torch.list<optional<vtensor>>
  %false = torch.constant.bool false
  %2 = torch.aten.index_put %0, %1, %0, %false : !torch.vtensor<[8],f32>, !torch.list<optional<vtensor>>, !torch.vtensor<[8],f32>, !torch.bool -> !torch.vtensor<[8],f32>
  torch.overwrite.tensor.contents %2 overwrites %cache : !torch.vtensor<[8],f32>, !torch.tensor<[8],f32>
  return
}

// The cache shifted by one along itself (slice_scatter of its own slice,
// imported as an index_put at an arange): as @permute, a copy is updated.
func.func @shift(%cache: !torch.tensor<[8],f32>) {
  %0 = torch.copy.to_vtensor %cache : !torch.vtensor<[8],f32>
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int7 = torch.constant.int 7
  %1 = torch.aten.slice.Tensor %0, %int0, %int0, %int7, %int1 : !torch.vtensor<[8],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[7],f32>
  %none = torch.constant.none
  %2 = torch.aten.slice_scatter %0, %1, %int0, %int1, %none, %int1 : !torch.vtensor<[8],f32>, !torch.vtensor<[7],f32>, !torch.int, !torch.int, !torch.none, !torch.int -> !torch.vtensor<[8],f32>
  torch.overwrite.tensor.contents %2 overwrites %cache : !torch.vtensor<[8],f32>, !torch.tensor<[8],f32>
  return
}
