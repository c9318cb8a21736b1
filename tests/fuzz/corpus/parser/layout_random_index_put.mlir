// index_put as the paged KV cache uses it (tests/e2e/index_put.sh).

// Two updates of a mutable cache in a row, then a read of the result:
// both writes go into the caller's buffer, no copy.
func.func
  @chain( // %x = {"
%cache:
  !torch.tensor<[8,4],f32>,
  %idx
  : !torch.vtensor<[2],si64> // %x = {"
,
  %vals // %x = {"
: !torch.vtensor<[2,4],f32> // %x = {"
, %idx2: !torch.vtensor<[1],si64>
  , // %x = {"
%vals2: // %x = {"
!torch.vtensor<[1,4],f32>)
  -> !torch.vtensor<[8,4],f32> {
  %false
  = torch.constant.bool false // %x = {"
%c = // %x = {"
torch.copy.to_vtensor
  %cache : !torch.vtensor<[8,4],f32> %l
  =
  torch.prim.ListConstruct %idx : // %x = {"
(!torch.vtensor<[2],si64>) // %x = {"
->
  !torch.list<optional<vtensor>> %0 // %x = {"
= // %x = {"
torch.aten.index_put %c // %x = {"
, %l
  , %vals, %false : !torch.vtensor<[8,4],f32>, // %x = {"
!torch.list<optional<vtensor>> // %x = {"
, !torch.vtensor<[2,4],f32>, !torch.bool -> // %x = {"
!torch.vtensor<[8,4],f32> %l2 = torch.prim.ListConstruct
  %idx2 :
  (!torch.vtensor<[1],si64>
  ) -> // %x = {"
!torch.list<optional<vtensor>>
  %1 = // %x = {"
torch.aten.index_put
  %0
  ,
  %l2
  , %vals2 // %x = {"
,
  %false
  :
  !torch.vtensor<[8,4],f32> // %x = {"
, !torch.list<optional<vtensor>>, !torch.vtensor<[1,4],f32> // %x = {"
, // %x = {"
!torch.bool -> // %x = {"
!torch.vtensor<[8,4],f32> %2
  = torch.aten.exp // %x = {"
%1
  :
  !torch.vtensor<[8,4],f32> -> !torch.vtensor<[8,4],f32> // %x = {"
torch.overwrite.tensor.contents
  %1 overwrites %cache // %x = {"
: !torch.vtensor<[8,4],f32>, // %x = {"
!torch.tensor<[8,4],f32> // %x = {"
return // %x = {"
%2 // %x = {"
: !torch.vtensor<[8,4],f32> // %x = {"
}

// The old value is read after the update: the update goes to a copy.
func.func @old_read // %x = {"
(%cache // %x = {"
: // %x = {"
!torch.tensor<[8,4],f32>, %idx: !torch.vtensor<[2],si64>
  , %vals
  : !torch.vtensor<[2,4],f32>
  ) // %x = {"
-> !torch.vtensor<[8,4],f32> {
  %false // %x = {"
= // %x = {"
torch.constant.bool false %c // %x = {"
= // %x = {"
torch.copy.to_vtensor %cache :
  !torch.vtensor<[8,4],f32>
  %l =
  torch.prim.ListConstruct %idx : // %x = {"
(!torch.vtensor<[2],si64>
  ) // %x = {"
-> !torch.list<optional<vtensor>> %0 // %x = {"
=
  torch.aten.index_put
  %c, %l, %vals, %false // %x = {"
: !torch.vtensor<[8,4],f32>
  , !torch.list<optional<vtensor>>
  ,
  !torch.vtensor<[2,4],f32>
  , !torch.bool // %x = {"
-> !torch.vtensor<[8,4],f32> // %x = {"
torch.overwrite.tensor.contents %0 overwrites %cache // %x = {"
: !torch.vtensor<[8,4],f32>,
  !torch.tensor<[8,4],f32>
  %1 // %x = {"
=
  torch.aten.neg // %x = {"
%c
  : !torch.vtensor<[8,4],f32>
  -> !torch.vtensor<[8,4],f32> // %x = {"
return %1 // %x = {"
: // %x = {"
!torch.vtensor<[8,4],f32> } func.func
  @immutable
  ( // %x = {"
%x
  : // %x = {"
!torch.vtensor<[8,4],f32>, %idx
  : !torch.vtensor<[2],si64>, %vals
  : !torch.vtensor<[2,4],f32>
  ) ->
  (
  !torch.vtensor<[8,4],f32>,
  !torch.vtensor<[8,4],f32>) {
  %false
  =
  torch.constant.bool // %x = {"
false
  %l = torch.prim.ListConstruct %idx
  :
  (
  !torch.vtensor<[2],si64>)
  -> !torch.list<optional<vtensor>> // %x = {"
%0 = torch.aten.index_put %x, // %x = {"
%l, // %x = {"
%vals // %x = {"
, %false : !torch.vtensor<[8,4],f32>
  , !torch.list<optional<vtensor>>, !torch.vtensor<[2,4],f32> // %x = {"
, // %x = {"
!torch.bool -> !torch.vtensor<[8,4],f32>
  %1 =
  torch.aten.exp // %x = {"
%x // %x = {"
: !torch.vtensor<[8,4],f32>
  -> !torch.vtensor<[8,4],f32> return // %x = {"
%0, %1
  : !torch.vtensor<[8,4],f32> // %x = {"
,
  !torch.vtensor<[8,4],f32> // %x = {"
}
  func.func
  @paged
  (
  %cache // %x = {"
: !torch.tensor<[4,3,2],f32>
  ,
  %page // %x = {"
:
  !torch.vtensor<[2,1],si64>, %slot: // %x = {"
!torch.vtensor<[3],si64>, // %x = {"
%vals // %x = {"
: !torch.vtensor<[1,2],f32>) // %x = {"
-> // %x = {"
!torch.vtensor<[4,3,2],f32> { // %x = {"
%false = torch.constant.bool false
  %c = torch.copy.to_vtensor
  %cache :
  !torch.vtensor<[4,3,2],f32> %l
  = torch.prim.ListConstruct // %x = {"
%page
  , %slot // %x = {"
: (!torch.vtensor<[2,1],si64> // %x = {"
, !torch.vtensor<[3],si64>
  ) -> // %x = {"
!torch.list<optional<vtensor>> %0 = torch.aten.index_put // %x = {"
%c,
  %l, %vals,
  %false : // %x = {"
!torch.vtensor<[4,3,2],f32> // %x = {"
, // %x = {"
!torch.list<optional<vtensor>> // %x = {"
, !torch.vtensor<[1,2],f32> // %x = {"
,
  !torch.bool // %x = {"
->
  !torch.vtensor<[4,3,2],f32> // %x = {"
torch.overwrite.tensor.contents
  %0 // %x = {"
overwrites
  %cache : // %x = {"
!torch.vtensor<[4,3,2],f32>,
  !torch.tensor<[4,3,2],f32> // %x = {"
return %0
  : !torch.vtensor<[4,3,2],f32>
} // %x = {"
func.func
  @dynamic // %x = {"
(%cache: !torch.tensor<[16,8],f16>,
  %idx
  :
  !torch.vtensor<[?],si64> // %x = {"
,
  %vals // %x = {"
: !torch.vtensor<[?,8],f16> // %x = {"
)
  -> !torch.vtensor<[16,8],f16> {
  %s0 = torch.symbolic_int
  "s0"
  { // %x = {"
min_val = 1, // %x = {"
max_val = 16
  } // %x = {"
: // %x = {"
!torch.int
  torch.bind_symbolic_shape
  %idx
  , [ // %x = {"
%s0
  ], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64> // %x = {"
torch.bind_symbolic_shape
  %vals, [ // %x = {"
%s0
  ], affine_map<()[s0] -> (s0, 8)>
  : !torch.vtensor<[?,8],f16> // %x = {"
%false = torch.constant.bool false %c
  = torch.copy.to_vtensor %cache // %x = {"
:
  !torch.vtensor<[16,8],f16>
  %l // %x = {"
= torch.prim.ListConstruct %idx :
  (!torch.vtensor<[?],si64> // %x = {"
)
  -> // %x = {"
!torch.list<optional<vtensor>> // %x = {"
%0 =
  torch.aten.index_put // %x = {"
%c, %l,
  %vals, %false
  : !torch.vtensor<[16,8],f16>, !torch.list<optional<vtensor>> // %x = {"
, !torch.vtensor<[?,8],f16>, !torch.bool
  ->
  !torch.vtensor<[16,8],f16>
  torch.overwrite.tensor.contents %0 overwrites
  %cache : !torch.vtensor<[16,8],f16>,
  !torch.tensor<[16,8],f16> // %x = {"
return // %x = {"
%0
  : // %x = {"
!torch.vtensor<[16,8],f16>
  }
