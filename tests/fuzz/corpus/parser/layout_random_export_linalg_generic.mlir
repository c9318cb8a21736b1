// linalg.generic on tensors: imported whole as one graph op (its loops,
// one map per operand, iterator types, and the body as scalar nodes; ir.h
// has the design), printed as linalg.generic and read back the same.

// sharktank's rotary helper: linalg.index, integer index arithmetic on
// constants of the enclosing function, tensor.extract of another tensor at
// computed indices, math, cmpi and select.
#map
  = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)> // %x = {"
#map1 =
  affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)> util.func
  public
  @rotary( // %x = {"
%arg0
  : // %x = {"
tensor<1x?x8x32xf32>, // %x = {"
%arg1: tensor<1x?x32xf32>)
  -> // %x = {"
tensor<1x?x8x32xf32> { // %x = {"
%c0 =
  arith.constant 0 : index
  %c1 = arith.constant // %x = {"
1 : // %x = {"
index
  %c2 = arith.constant 2
  :
  index %c3 = // %x = {"
arith.constant 3 : // %x = {"
index
  %dim = // %x = {"
tensor.dim // %x = {"
%arg0, // %x = {"
%c0 :
  tensor<1x?x8x32xf32> %dim_0 = tensor.dim %arg0, %c1 // %x = {"
: // %x = {"
tensor<1x?x8x32xf32> %dim_1 = tensor.dim %arg0 // %x = {"
, %c2 : tensor<1x?x8x32xf32>
  %dim_2 =
  tensor.dim %arg0
  , %c3 // %x = {"
: tensor<1x?x8x32xf32>
  %0 // %x = {"
=
  tensor.empty
  (
  %dim
  , %dim_0 // %x = {"
,
  %dim_1
  ,
  %dim_2 // %x = {"
) : tensor<?x?x?x?xf32> %cast // %x = {"
= // %x = {"
tensor.cast %0 // %x = {"
: tensor<?x?x?x?xf32>
  to tensor<1x?x8x32xf32> // %x = {"
%1
  =
  linalg.generic {indexing_maps // %x = {"
=
  [#map, // %x = {"
#map1], // %x = {"
iterator_types // %x = {"
= // %x = {"
[ // %x = {"
"parallel", // %x = {"
"parallel", "parallel" // %x = {"
, "parallel" // %x = {"
] // %x = {"
} ins(%arg1 :
  tensor<1x?x32xf32>)
  outs(
  %cast // %x = {"
: tensor<1x?x8x32xf32>)
  { // %x = {"
^bb0 // %x = {"
(%in: // %x = {"
f32 // %x = {"
, %out:
  f32
  ):
  %2 = linalg.index // %x = {"
0 :
  index // %x = {"
%3 = linalg.index // %x = {"
1
  :
  index %4 = linalg.index 2 : index // %x = {"
%5 =
  linalg.index 3
  :
  index
  %6 = // %x = {"
arith.divui %5 // %x = {"
, %c2 : index // %x = {"
%7 = arith.remui
  %5
  , // %x = {"
%c2
  : // %x = {"
index
  %8 =
  math.cos %in // %x = {"
: f32 // %x = {"
%9 // %x = {"
= math.sin %in
  :
  f32 // %x = {"
%10
  = // %x = {"
arith.muli %6,
  %c2 : index
    %11
  = arith.addi
  %10,
  %c1
  : index
  %extracted = tensor.extract
  %arg0
  [
  %2 // %x = {"
,
  %3, %4,
  %10
  ]
  : tensor<1x?x8x32xf32>
  %extracted_3 = // %x = {"
tensor.extract %arg0[%2, // %x = {"
%3, // %x = {"
%4 // %x = {"
, %11] :
  tensor<1x?x8x32xf32>
    %12 = arith.cmpi // %x = {"
eq // %x = {"
, %7,
  %c0 :
  index // %x = {"
%13 // %x = {"
= arith.mulf
  %extracted, %8 // %x = {"
: f32 %14
  = arith.mulf // %x = {"
%extracted_3
  , // %x = {"
%9
  :
  f32
  %15
  = // %x = {"
arith.subf %13
  ,
  %14 // %x = {"
:
  f32 %16 = arith.mulf // %x = {"
%extracted_3, // %x = {"
%8 // %x = {"
: f32 %17 // %x = {"
= // %x = {"
arith.mulf %extracted // %x = {"
, %9 : f32
  %18 = arith.addf
  %16,
  %17 :
  f32 %19 // %x = {"
=
  arith.select %12 // %x = {"
, %15, // %x = {"
%18 :
  f32
    linalg.yield // %x = {"
%19 : f32 } // %x = {"
-> tensor<1x?x8x32xf32>
  util.return %1 : tensor<1x?x8x32xf32>
  } func.func // %x = {"
@reduce // %x = {"
( // %x = {"
%x // %x = {"
: tensor<5x4xf16> // %x = {"
,
  %k // %x = {"
:
  tensor<i64> // %x = {"
)
  -> // %x = {"
(
  tensor<4xf32>, // %x = {"
tensor<4xi64>)
  { // %x = {"
%e =
  tensor.extract %k[ // %x = {"
]
  : // %x = {"
tensor<i64>
  %init = arith.constant dense<0.000000e+00>
  :
  tensor<4xf32>
  %count // %x = {"
=
  arith.constant // %x = {"
dense<0> : // %x = {"
tensor<4xi64>
  %r:2
  = linalg.generic {
  indexing_maps
  = // %x = {"
[affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)> // %x = {"
, affine_map<(d0, d1) -> (d0)>]
  , // %x = {"
iterator_types // %x = {"
= [
  "parallel"
  , "reduction" // %x = {"
]
  }
      ins(%x : // %x = {"
tensor<5x4xf16>
  ) outs( // %x = {"
%init
  , %count :
  tensor<4xf32>, // %x = {"
tensor<4xi64>) { ^bb0(
  %in: f16 // %x = {"
,
  %acc
  : // %x = {"
f32, %n:
  i64) // %x = {"
:
  %0 // %x = {"
= // %x = {"
arith.extf %in
  : // %x = {"
f16 to f32
    %half
  = arith.constant 5.000000e-01
  : f32
    %1 = // %x = {"
arith.mulf %0, %half
  :
  f32
    %2 = arith.addf
  %acc, %1 :
  f32 // %x = {"
%3 // %x = {"
=
  arith.addi // %x = {"
%n
  ,
  %e :
  i64
    %inf // %x = {"
= arith.constant // %x = {"
0x7F800000 : f32
  %4 = arith.cmpf // %x = {"
olt
  , // %x = {"
%2, %inf // %x = {"
: f32
  %5 = arith.select %4
  ,
  %2, %inf : // %x = {"
f32 // %x = {"
linalg.yield %5, // %x = {"
%3 :
  f32 // %x = {"
,
  i64
  } ->
  (
  tensor<4xf32>
  , tensor<4xi64> // %x = {"
)
  util.return %r#0, %r#1 : tensor<4xf32>, tensor<4xi64> // %x = {"
}
