// index_put as the paged KV cache uses it (tests/e2e/index_put.sh).

// Two updates of a mutable cache in a row, then a read of the result:
// both writes go into the caller's buffer, no copy.
func.func @chain(%cache: !torch.tensor<[8,4],f32>, %idx: !torch.vtensor<[2],si64>, %vals: !torch.vtensor<[2,4],f32>, %idx2: !torch.vtensor<[1],si64>, %vals2: !torch.vtensor<[1,4],f32>) -> !torch.vtensor<[8,4],f32> {
  %false = torch.constant.bool false
  %c = torch.copy.to_vtensor %cache : !torch.vtensor<[8,4],f32>
  %l = torch.prim.ListConstruct %idx : (!torch.vtensor<[2],si64>) -> !torch.list<optional<vtensor>>
  %0 = torch.aten.index_put %c, %l, %vals, %false : !torch.vtensor<[8,4],f32>, !torch.list<optional<vtensor>>, !torch.vtensor<[2,4],f32>, !torch.bool -> !torch.vtensor<[8,4],f32>
  %l2 = torch.prim.ListConstruct %idx2 : (!torch.vtensor<[1],si64>) -> !torch.list<optional<vtensor>>
  %1 = torch.aten.index_put %0, %l2, %vals2, %false : !torch.vtensor<[8,4],f32>, !torch.list<optional<vtensor>>, !torch.vtensor<[1,4],f32>, !torch.bool -> !torch.vtensor<[8,4],f32>
  %2 = torch.aten.exp %1 : !torch.vtensor<[8,4],f32> -> !torch.vtensor<[8,4],f32>
  torch.overwrite.tensor.contents %1 overwrites %cache : !torch.vtensor<[8,4],f32>, !torch.tensor<[8,4],f32>
  return %2 : !torch.vtensor<[8,4],f32>
}

// The old value is read after the update: the update goes to a copy.
func.func @old_read(%cache: !torch.tensor<[8,4],f32>, %idx: !torch.vtensor<[2],si64>, %vals: !torch.vtensor<[2,4],f32>) -> !torch.vtensor<[8,4],f32> {
  %false = torch.constant.bool false
  %c = torch.copy.to_vtensor %cache : !torch.vtensor<[8,4],f32>
  %l = torch.prim.ListConstruct %idx : (!torch.vtensor<[2],si64>) -> !torch.list<optional<vtensor>>
  %0 = torch.aten.index_put %c, %l, %vals, %false : !torch.vtensor<[8,4],f32>, !torch.list<optional<vtensor>>, !torch.vtensor<[2,4],f32>, !torch.bool -> !torch.vtensor<[8,4],f32>
  torch.overwrite.tensor.contents %0 overwrites %cache : !torch.vtensor<[8,4],f32>, !torch.tensor<[8,4],f32>
  %1 = torch.aten.neg %c : !torch.vtensor<[8,4],f32> -> !torch.vtensor<[8,4],f32>
  return %1 : !torch.vtensor<[8,4],f32>
}

// An immutable input: the result is a new tensor, the input stays as it was.
func.func @immutable(%x: !torch.vtensor<[8,4],f32>, %idx: !torch.vtensor<[2],si64>, %vals: !torch.vtensor<[2,4],f32>) -> (!torch.vtensor<[8,4],f32>, !torch.vtensor<[8,4],f32>) {
  %false = torch.constant.bool false
  %l = torch.prim.ListConstruct %idx : (!torch.vtensor<[2],si64>) -> !torch.list<optional<vtensor>>
  %0 = torch.aten.index_put %x, %l, %vals, %false : !torch.vtensor<[8,4],f32>, !torch.list<optional<vtensor>>, !torch.vtensor<[2,4],f32>, !torch.bool -> !torch.vtensor<[8,4],f32>
  %1 = torch.aten.exp %x : !torch.vtensor<[8,4],f32> -> !torch.vtensor<[8,4],f32>
  return %0, %1 : !torch.vtensor<[8,4],f32>, !torch.vtensor<[8,4],f32>
}

// Values broadcast over the indexed rows; two index tensors (page, slot) as
// sharktank's cache writes use, negative indices counting from the end.
func.func @paged(%cache: !torch.tensor<[4,3,2],f32>, %page: !torch.vtensor<[2,1],si64>, %slot: !torch.vtensor<[3],si64>, %vals: !torch.vtensor<[1,2],f32>) -> !torch.vtensor<[4,3,2],f32> {
  %false = torch.constant.bool false
  %c = torch.copy.to_vtensor %cache : !torch.vtensor<[4,3,2],f32>
  %l = torch.prim.ListConstruct %page, %slot : (!torch.vtensor<[2,1],si64>, !torch.vtensor<[3],si64>) -> !torch.list<optional<vtensor>>
  %0 = torch.aten.index_put %c, %l, %vals, %false : !torch.vtensor<[4,3,2],f32>, !torch.list<optional<vtensor>>, !torch.vtensor<[1,2],f32>, !torch.bool -> !torch.vtensor<[4,3,2],f32>
  torch.overwrite.tensor.contents %0 overwrites %cache : !torch.vtensor<[4,3,2],f32>, !torch.tensor<[4,3,2],f32>
  return %0 : !torch.vtensor<[4,3,2],f32>
}

// A dynamic number of updated rows, f16 storage.
func.func @dynamic(%cache: !torch.tensor<[16,8],f16>, %idx: !torch.vtensor<[?],si64>, %vals: !torch.vtensor<[?,8],f16>) -> !torch.vtensor<[16,8],f16> {
  %s0 = torch.symbolic_int "s0" {min_val = 1, max_val = 16} : !torch.int
  torch.bind_symbolic_shape %idx, [%s0], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
  torch.bind_symbolic_shape %vals, [%s0], affine_map<()[s0] -> (s0, 8)> : !torch.vtensor<[?,8],f16>
  %false = torch.constant.bool false
  %c = torch.copy.to_vtensor %cache : !torch.vtensor<[16,8],f16>
  %l = torch.prim.ListConstruct %idx : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
  %0 = torch.aten.index_put %c, %l, %vals, %false : !torch.vtensor<[16,8],f16>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,8],f16>, !torch.bool -> !torch.vtensor<[16,8],f16>
  torch.overwrite.tensor.contents %0 overwrites %cache : !torch.vtensor<[16,8],f16>, !torch.tensor<[16,8],f16>
  return %0 : !torch.vtensor<[16,8],f16>
}


// Reads at indices: out of range (negative ones included, as torch refuses
// them here) the call fails naming the index input.
func.func @embed(%w: !torch.vtensor<[10,4],f32>, %tok: !torch.vtensor<[2,3],si64>) -> !torch.vtensor<[2,3,4],f32> {
  %int-1 = torch.constant.int -1
  %false = torch.constant.bool false
  %0 = torch.aten.embedding %w, %tok, %int-1, %false, %false : !torch.vtensor<[10,4],f32>, !torch.vtensor<[2,3],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[2,3,4],f32>
  return %0 : !torch.vtensor<[2,3,4],f32>
}

func.func @take(%x: !torch.vtensor<[4,2],f32>, %idx: !torch.vtensor<[1,2],si64>) -> !torch.vtensor<[1,2],f32> {
  %int0 = torch.constant.int 0
  %false = torch.constant.bool false
  %0 = torch.aten.gather %x, %int0, %idx, %false : !torch.vtensor<[4,2],f32>, !torch.int, !torch.vtensor<[1,2],si64>, !torch.bool -> !torch.vtensor<[1,2],f32>
  return %0 : !torch.vtensor<[1,2],f32>
}

// A flat cache viewed as [page, slot, value] for the update and back, as
// sharktank's paged cache is: still written in place.
func.func @viewed(%cache: !torch.tensor<[4,6],f32>, %page: !torch.vtensor<[2],si64>, %slot: !torch.vtensor<[2],si64>, %vals: !torch.vtensor<[2,2],f32>) -> !torch.vtensor<[4,6],f32> {
  %false = torch.constant.bool false
  %int4 = torch.constant.int 4
  %int3 = torch.constant.int 3
  %int2 = torch.constant.int 2
  %int6 = torch.constant.int 6
  %c = torch.copy.to_vtensor %cache : !torch.vtensor<[4,6],f32>
  %shape = torch.prim.ListConstruct %int4, %int3, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %v = torch.aten.view %c, %shape : !torch.vtensor<[4,6],f32>, !torch.list<int> -> !torch.vtensor<[4,3,2],f32>
  %l = torch.prim.ListConstruct %page, %slot : (!torch.vtensor<[2],si64>, !torch.vtensor<[2],si64>) -> !torch.list<optional<vtensor>>
  %0 = torch.aten.index_put %v, %l, %vals, %false : !torch.vtensor<[4,3,2],f32>, !torch.list<optional<vtensor>>, !torch.vtensor<[2,2],f32>, !torch.bool -> !torch.vtensor<[4,3,2],f32>
  %flat = torch.prim.ListConstruct %int4, %int6 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.view %0, %flat : !torch.vtensor<[4,3,2],f32>, !torch.list<int> -> !torch.vtensor<[4,6],f32>
  torch.overwrite.tensor.contents %1 overwrites %cache : !torch.vtensor<[4,6],f32>, !torch.tensor<[4,6],f32>
  %2 = torch.aten.neg %1 : !torch.vtensor<[4,6],f32> -> !torch.vtensor<[4,6],f32>
  return %2 : !torch.vtensor<[4,6],f32>
}
