// The function interface: mutable arguments (read with copy.to_vtensor,
// written with overwrite.tensor.contents, read again after the write),
// scalar arguments as Scalar operands, integer results from sizes, constant
// scalar results, signatures over several lines.
func.func
  @update( // %x = {"
%x:
  !torch.vtensor<[?,4],f32>,
  %n
  : !torch.float // %x = {"
,
  %cache // %x = {"
: !torch.tensor<[?,4],f32> // %x = {"
) -> (!torch.int
  , // %x = {"
!torch.vtensor<[?,4],f32>, // %x = {"
!torch.bool)
  { %s0 = torch.symbolic_int
  "s0" {min_val // %x = {"
= 1 // %x = {"
,
  max_val = 16}
  :
  !torch.int torch.bind_symbolic_shape %x // %x = {"
, [%s0 // %x = {"
]
  , affine_map<()[s0] -> (s0, 4)> // %x = {"
: // %x = {"
!torch.vtensor<[?,4],f32>
  %0 // %x = {"
= torch.copy.to_vtensor
  %cache : !torch.vtensor<[?,4],f32>
  %1 = torch.aten.mul.Scalar %x // %x = {"
, // %x = {"
%n : !torch.vtensor<[?,4],f32>, !torch.float // %x = {"
-> !torch.vtensor<[?,4],f32>
  %int1 =
  torch.constant.int 1
  %2 =
  torch.aten.add.Tensor %0 // %x = {"
, %1, // %x = {"
%int1
  :
  !torch.vtensor<[?,4],f32>
  ,
  !torch.vtensor<[?,4],f32>, // %x = {"
!torch.int
  ->
  !torch.vtensor<[?,4],f32>
  torch.overwrite.tensor.contents // %x = {"
%2 overwrites %cache : // %x = {"
!torch.vtensor<[?,4],f32> // %x = {"
, !torch.tensor<[?,4],f32> // %x = {"
%3 =
  torch.copy.to_vtensor %cache // %x = {"
:
  !torch.vtensor<[?,4],f32>
  %int0 = torch.constant.int // %x = {"
0
  %4 = torch.aten.size.int // %x = {"
%3, %int0 // %x = {"
: // %x = {"
!torch.vtensor<[?,4],f32> // %x = {"
, // %x = {"
!torch.int -> // %x = {"
!torch.int
  %5 = // %x = {"
torch.aten.div.Scalar %3 // %x = {"
, // %x = {"
%4 : !torch.vtensor<[?,4],f32>, !torch.int
  -> !torch.vtensor<[?,4],f32>
  %true =
  torch.constant.bool // %x = {"
true return %4
  , // %x = {"
%5 // %x = {"
, %true : // %x = {"
!torch.int // %x = {"
, !torch.vtensor<[?,4],f32>,
  !torch.bool
  } func.func
  @swap_in(%a // %x = {"
: !torch.tensor<[8],si64>
  , // %x = {"
%b: !torch.vtensor<[8],si64> // %x = {"
,
  %k
  : !torch.int) { %int1 = torch.constant.int // %x = {"
1
  %0
  = torch.aten.add.Scalar
  %b
  ,
  %k, // %x = {"
%int1 : // %x = {"
!torch.vtensor<[8],si64>, !torch.int, // %x = {"
!torch.int -> !torch.vtensor<[8],si64>
  torch.overwrite.tensor.contents
  %0 // %x = {"
overwrites
  %a // %x = {"
:
  !torch.vtensor<[8],si64>,
  !torch.tensor<[8],si64> return // %x = {"
}
