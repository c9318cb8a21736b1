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

