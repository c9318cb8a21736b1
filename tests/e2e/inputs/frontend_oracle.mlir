// Front-end constructs whose meaning PyTorch can check through the float64
// reference (tests/e2e/frontend_oracle.sh; frontend_oracle.py writes the
// inputs and the expected outputs with PyTorch): complex rotary through
// flow.tensor.bitcast, complex arithmetic, the paged-cache gather helper,
// calls.

func.func @rotary(%x: !torch.vtensor<[1,?,2,16],f16>, %pos: !torch.vtensor<[?,8],f32>) -> !torch.vtensor<[1,?,2,16],f32> {
  %s0 = torch.symbolic_int "s0" {min_val = 1, max_val = 64} : !torch.int
  torch.bind_symbolic_shape %x, [%s0], affine_map<()[s0] -> (1, s0, 2, 16)> : !torch.vtensor<[1,?,2,16],f16>
  torch.bind_symbolic_shape %pos, [%s0], affine_map<()[s0] -> (s0, 8)> : !torch.vtensor<[?,8],f32>
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int8 = torch.constant.int 8
  %int-1 = torch.constant.int -1
  %cos = torch.aten.cos %pos : !torch.vtensor<[?,8],f32> -> !torch.vtensor<[?,8],f32>
  %sin = torch.aten.sin %pos : !torch.vtensor<[?,8],f32> -> !torch.vtensor<[?,8],f32>
  %f = torch.aten.complex %cos, %sin : !torch.vtensor<[?,8],f32>, !torch.vtensor<[?,8],f32> -> !torch.vtensor<[?,8],complex<f32>>
  torch.bind_symbolic_shape %f, [%s0], affine_map<()[s0] -> (s0, 8)> : !torch.vtensor<[?,8],complex<f32>>
  %f1 = torch.aten.unsqueeze %f, %int0 : !torch.vtensor<[?,8],complex<f32>>, !torch.int -> !torch.vtensor<[1,?,8],complex<f32>>
  %f2 = torch.aten.unsqueeze %f1, %int-1 : !torch.vtensor<[1,?,8],complex<f32>>, !torch.int -> !torch.vtensor<[1,?,8,1],complex<f32>>
  %f3 = torch.aten.transpose.int %f2, %int-1, %int2 : !torch.vtensor<[1,?,8,1],complex<f32>>, !torch.int, !torch.int -> !torch.vtensor<[1,?,1,8],complex<f32>>
  %f4 = torch.aten.slice.Tensor %f3, %int-1, %int0, %int8, %int1 : !torch.vtensor<[1,?,1,8],complex<f32>>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,1,8],complex<f32>>
  %xb = torch_c.to_builtin_tensor %x : !torch.vtensor<[1,?,2,16],f16> -> tensor<1x?x2x16xf16>
  %c1 = arith.constant 1 : index
  %dim = tensor.dim %xb, %c1 : tensor<1x?x2x16xf16>
  %xc = flow.tensor.bitcast %xb : tensor<1x?x2x16xf16>{%dim}
          -> tensor<1x?x2x8xcomplex<f16>>{%dim}
  %xt = torch_c.from_builtin_tensor %xc : tensor<1x?x2x8xcomplex<f16>> -> !torch.vtensor<[1,?,2,8],complex<f16>>
  %m = torch.aten.mul.Tensor %xt, %f4 : !torch.vtensor<[1,?,2,8],complex<f16>>, !torch.vtensor<[1,?,1,8],complex<f32>> -> !torch.vtensor<[1,?,2,8],complex<f32>>
  %mb = torch_c.to_builtin_tensor %m : !torch.vtensor<[1,?,2,8],complex<f32>> -> tensor<1x?x2x8xcomplex<f32>>
  %dim2 = tensor.dim %mb, %c1 : tensor<1x?x2x8xcomplex<f32>>
  %r = flow.tensor.bitcast %mb : tensor<1x?x2x8xcomplex<f32>>{%dim2} -> tensor<1x?x2x16xf32>{%dim2}
  %rt = torch_c.from_builtin_tensor %r : tensor<1x?x2x16xf32> -> !torch.vtensor<[1,?,2,16],f32>
  return %rt : !torch.vtensor<[1,?,2,16],f32>
}

// complex arithmetic with real operands, view_as_real and imag
func.func @complex_ops(%a: !torch.vtensor<[4,8],f32>, %b: !torch.vtensor<[4,8],f32>, %c: !torch.vtensor<[4,8],f32>) -> (!torch.vtensor<[4,8,2],f32>, !torch.vtensor<[4,8],f32>) {
  %int1 = torch.constant.int 1
  %z = torch.aten.complex %a, %b : !torch.vtensor<[4,8],f32>, !torch.vtensor<[4,8],f32> -> !torch.vtensor<[4,8],complex<f32>>
  %w = torch.aten.complex %b, %c : !torch.vtensor<[4,8],f32>, !torch.vtensor<[4,8],f32> -> !torch.vtensor<[4,8],complex<f32>>
  %s = torch.aten.add.Tensor %z, %w, %int1 : !torch.vtensor<[4,8],complex<f32>>, !torch.vtensor<[4,8],complex<f32>>, !torch.int -> !torch.vtensor<[4,8],complex<f32>>
  %t = torch.aten.sub.Tensor %c, %s, %int1 : !torch.vtensor<[4,8],f32>, !torch.vtensor<[4,8],complex<f32>>, !torch.int -> !torch.vtensor<[4,8],complex<f32>>
  %u = torch.aten.mul.Tensor %t, %a : !torch.vtensor<[4,8],complex<f32>>, !torch.vtensor<[4,8],f32> -> !torch.vtensor<[4,8],complex<f32>>
  %v = torch.aten.mul.Tensor %u, %w : !torch.vtensor<[4,8],complex<f32>>, !torch.vtensor<[4,8],complex<f32>> -> !torch.vtensor<[4,8],complex<f32>>
  %r = torch.aten.view_as_real %v : !torch.vtensor<[4,8],complex<f32>> -> !torch.vtensor<[4,8,2],f32>
  %i = torch.aten.imag %t : !torch.vtensor<[4,8],complex<f32>> -> !torch.vtensor<[4,8],f32>
  return %r, %i : !torch.vtensor<[4,8,2],f32>, !torch.vtensor<[4,8],f32>
}

// the paged-cache gather of sharktank's decode: a private helper called
// with util.call, tensor.extract of run-time offsets, extract_slice at
// them, iree_linalg_ext.gather
func.func @paged(%cache: !torch.vtensor<[?,3,2,4],f32>, %pages: !torch.vtensor<[2,?],si64>, %a: !torch.vtensor<[],si64>, %b: !torch.vtensor<[],si64>) -> !torch.vtensor<[2,?,4],f32> {
  %0 = torch_c.to_builtin_tensor %cache : !torch.vtensor<[?,3,2,4],f32> -> tensor<?x3x2x4xf32>
  %1 = torch_c.to_builtin_tensor %pages : !torch.vtensor<[2,?],si64> -> tensor<2x?xi64>
  %cast = tensor.cast %1 : tensor<2x?xi64> to tensor<?x?xi64>
  %2 = torch_c.to_builtin_tensor %a : !torch.vtensor<[],si64> -> tensor<i64>
  %3 = torch_c.to_builtin_tensor %b : !torch.vtensor<[],si64> -> tensor<i64>
  %4 = util.call @gather(%0, %cast, %2, %3) : (tensor<?x3x2x4xf32>, tensor<?x?xi64>, tensor<i64>, tensor<i64>) -> tensor<?x?x4xf32>
  %cast_1 = tensor.cast %4 : tensor<?x?x4xf32> to tensor<2x?x4xf32>
  %5 = torch_c.from_builtin_tensor %cast_1 : tensor<2x?x4xf32> -> !torch.vtensor<[2,?,4],f32>
  return %5 : !torch.vtensor<[2,?,4],f32>
}
util.func private @gather(%arg0: tensor<?x3x2x4xf32>, %arg1: tensor<?x?xi64>, %arg2: tensor<i64>, %arg3: tensor<i64>) -> tensor<?x?x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %extracted = tensor.extract %arg2[] : tensor<i64>
  %extracted_0 = tensor.extract %arg3[] : tensor<i64>
  %0 = arith.index_cast %extracted : i64 to index
  %1 = arith.index_cast %extracted_0 : i64 to index
  %dim = tensor.dim %arg0, %c0 : tensor<?x3x2x4xf32>
  %dim_1 = tensor.dim %arg1, %c0 : tensor<?x?xi64>
  %dim_2 = tensor.dim %arg1, %c1 : tensor<?x?xi64>
  %extracted_slice = tensor.extract_slice %arg0[0, %0, %1, 0] [%dim, 1, 1, 4] [1, 1, 1, 1] : tensor<?x3x2x4xf32> to tensor<?x4xf32>
  %2 = tensor.empty(%dim_1, %dim_2) : tensor<?x?x4xf32>
  %3 = iree_linalg_ext.gather dimension_map = [0] ins(%extracted_slice, %arg1 : tensor<?x4xf32>, tensor<?x?xi64>) outs(%2 : tensor<?x?x4xf32>) -> tensor<?x?x4xf32>
  util.return %3 : tensor<?x?x4xf32>
}

// calls: two results (func.call), the short `call` form, nested helpers
func.func @calls(%x: !torch.vtensor<[3,5],f32>) -> (!torch.vtensor<[3,5],f32>, !torch.vtensor<[3,5],f32>) {
  %0:2 = func.call @pair(%x) : (!torch.vtensor<[3,5],f32>) -> (!torch.vtensor<[3,5],f32>, !torch.vtensor<[3,5],f32>)
  %1 = call @quadruple(%0#1) : (!torch.vtensor<[3,5],f32>) -> !torch.vtensor<[3,5],f32>
  return %0#0, %1 : !torch.vtensor<[3,5],f32>, !torch.vtensor<[3,5],f32>
}
func.func private @pair(%x: !torch.vtensor<[3,5],f32>) -> (!torch.vtensor<[3,5],f32>, !torch.vtensor<[3,5],f32>) {
  %e = torch.aten.exp %x : !torch.vtensor<[3,5],f32> -> !torch.vtensor<[3,5],f32>
  %n = torch.aten.neg %x : !torch.vtensor<[3,5],f32> -> !torch.vtensor<[3,5],f32>
  return %e, %n : !torch.vtensor<[3,5],f32>, !torch.vtensor<[3,5],f32>
}
func.func private @quadruple(%x: !torch.vtensor<[3,5],f32>) -> !torch.vtensor<[3,5],f32> {
  %0 = func.call @double(%x) : (!torch.vtensor<[3,5],f32>) -> !torch.vtensor<[3,5],f32>
  %1 = func.call @double(%0) : (!torch.vtensor<[3,5],f32>) -> !torch.vtensor<[3,5],f32>
  return %1 : !torch.vtensor<[3,5],f32>
}
func.func private @double(%x: !torch.vtensor<[3,5],f32>) -> !torch.vtensor<[3,5],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Tensor %x, %x, %int1 : !torch.vtensor<[3,5],f32>, !torch.vtensor<[3,5],f32>, !torch.int -> !torch.vtensor<[3,5],f32>
  return %0 : !torch.vtensor<[3,5],f32>
}

// @rotary_generic: sharktank's rotary helper, a linalg.generic reading the
// interleaved pairs of x with tensor.extract at computed indices:
// out[.., 2k] = x[2k] cos a - x[2k+1] sin a, out[.., 2k+1] =
// x[2k+1] cos a + x[2k] sin a, a being ang at the element's own position.
func.func @rotary_generic(%x: !torch.vtensor<[1,?,4,16],f32>, %ang: !torch.vtensor<[1,?,16],f32>) -> !torch.vtensor<[1,?,4,16],f32> {
  %0 = torch_c.to_builtin_tensor %x : !torch.vtensor<[1,?,4,16],f32> -> tensor<1x?x4x16xf32>
  %1 = torch_c.to_builtin_tensor %ang : !torch.vtensor<[1,?,16],f32> -> tensor<1x?x16xf32>
  %2 = util.call @rotary_helper(%0, %1) : (tensor<1x?x4x16xf32>, tensor<1x?x16xf32>) -> tensor<1x?x4x16xf32>
  %3 = torch_c.from_builtin_tensor %2 : tensor<1x?x4x16xf32> -> !torch.vtensor<[1,?,4,16],f32>
  return %3 : !torch.vtensor<[1,?,4,16],f32>
}
util.func private @rotary_helper(%arg0: tensor<1x?x4x16xf32>, %arg1: tensor<1x?x16xf32>) -> tensor<1x?x4x16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %dim = tensor.dim %arg0, %c0 : tensor<1x?x4x16xf32>
  %dim_0 = tensor.dim %arg0, %c1 : tensor<1x?x4x16xf32>
  %dim_1 = tensor.dim %arg0, %c2 : tensor<1x?x4x16xf32>
  %dim_2 = tensor.dim %arg0, %c3 : tensor<1x?x4x16xf32>
  %0 = tensor.empty(%dim, %dim_0, %dim_1, %dim_2) : tensor<?x?x?x?xf32>
  %cast = tensor.cast %0 : tensor<?x?x?x?xf32> to tensor<1x?x4x16xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1x?x16xf32>) outs(%cast : tensor<1x?x4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %2 = linalg.index 0 : index
    %3 = linalg.index 1 : index
    %4 = linalg.index 2 : index
    %5 = linalg.index 3 : index
    %6 = arith.divui %5, %c2 : index
    %7 = arith.remui %5, %c2 : index
    %8 = math.cos %in : f32
    %9 = math.sin %in : f32
    %10 = arith.muli %6, %c2 : index
    %11 = arith.addi %10, %c1 : index
    %extracted = tensor.extract %arg0[%2, %3, %4, %10] : tensor<1x?x4x16xf32>
    %extracted_3 = tensor.extract %arg0[%2, %3, %4, %11] : tensor<1x?x4x16xf32>
    %12 = arith.cmpi eq, %7, %c0 : index
    %13 = arith.mulf %extracted, %8 : f32
    %14 = arith.mulf %extracted_3, %9 : f32
    %15 = arith.subf %13, %14 : f32
    %16 = arith.mulf %extracted_3, %8 : f32
    %17 = arith.mulf %extracted, %9 : f32
    %18 = arith.addf %16, %17 : f32
    %19 = arith.select %12, %15, %18 : f32
    linalg.yield %19 : f32
  } -> tensor<1x?x4x16xf32>
  util.return %1 : tensor<1x?x4x16xf32>
}

// @gqa: grouped-query attention with the key/value heads repeated as the
// exports write it (unsqueeze, expand, clone, view): read past by the
// importer in [B, S, H, E] order then transposed (out0) and in [B, H, S, E]
// order (out2); out1 repeats the heads tiled (head h reads kv head h % 2),
// which is not repeat_kv and must stay a copy.
func.func @gqa(%q: !torch.vtensor<[1,3,4,16],f32>, %k: !torch.vtensor<[1,5,2,16],f32>, %v: !torch.vtensor<[1,5,2,16],f32>) -> (!torch.vtensor<[1,4,3,16],f32>, !torch.vtensor<[1,4,3,16],f32>, !torch.vtensor<[1,4,3,16],f32>) {
  %none = torch.constant.none
  %false = torch.constant.bool false
  %float0 = torch.constant.float 0.000000e+00
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int4 = torch.constant.int 4
  %int5 = torch.constant.int 5
  %int16 = torch.constant.int 16
  %int-2 = torch.constant.int -2
  %qt = torch.aten.transpose.int %q, %int1, %int2 : !torch.vtensor<[1,3,4,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,4,3,16],f32>
  %l5 = torch.prim.ListConstruct %int1, %int5, %int2, %int2, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %l4 = torch.prim.ListConstruct %int1, %int5, %int4, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %k1 = torch.aten.unsqueeze %k, %int-2 : !torch.vtensor<[1,5,2,16],f32>, !torch.int -> !torch.vtensor<[1,5,2,1,16],f32>
  %k2 = torch.aten.expand %k1, %l5, %false : !torch.vtensor<[1,5,2,1,16],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,5,2,2,16],f32>
  %k3 = torch.aten.clone %k2, %none : !torch.vtensor<[1,5,2,2,16],f32>, !torch.none -> !torch.vtensor<[1,5,2,2,16],f32>
  %k4 = torch.aten._unsafe_view %k3, %l4 : !torch.vtensor<[1,5,2,2,16],f32>, !torch.list<int> -> !torch.vtensor<[1,5,4,16],f32>
  %k5 = torch.aten.transpose.int %k4, %int1, %int2 : !torch.vtensor<[1,5,4,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,4,5,16],f32>
  %v1 = torch.aten.unsqueeze %v, %int-2 : !torch.vtensor<[1,5,2,16],f32>, !torch.int -> !torch.vtensor<[1,5,2,1,16],f32>
  %v2 = torch.aten.expand %v1, %l5, %false : !torch.vtensor<[1,5,2,1,16],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,5,2,2,16],f32>
  %v3 = torch.aten.clone %v2, %none : !torch.vtensor<[1,5,2,2,16],f32>, !torch.none -> !torch.vtensor<[1,5,2,2,16],f32>
  %v4 = torch.aten._unsafe_view %v3, %l4 : !torch.vtensor<[1,5,2,2,16],f32>, !torch.list<int> -> !torch.vtensor<[1,5,4,16],f32>
  %v5 = torch.aten.transpose.int %v4, %int1, %int2 : !torch.vtensor<[1,5,4,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,4,5,16],f32>
  %a0 = torch.aten.scaled_dot_product_attention %qt, %k5, %v5, %none, %float0, %false, %none : !torch.vtensor<[1,4,3,16],f32>, !torch.vtensor<[1,4,5,16],f32>, !torch.vtensor<[1,4,5,16],f32>, !torch.none, !torch.float, !torch.bool, !torch.none -> !torch.vtensor<[1,4,3,16],f32>
  // tiled: [1,5,1,2,16] expanded on the axis before the heads
  %kt1 = torch.aten.unsqueeze %k, %int2 : !torch.vtensor<[1,5,2,16],f32>, !torch.int -> !torch.vtensor<[1,5,1,2,16],f32>
  %kt2 = torch.aten.expand %kt1, %l5, %false : !torch.vtensor<[1,5,1,2,16],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,5,2,2,16],f32>
  %kt4 = torch.aten.view %kt2, %l4 : !torch.vtensor<[1,5,2,2,16],f32>, !torch.list<int> -> !torch.vtensor<[1,5,4,16],f32>
  %kt5 = torch.aten.transpose.int %kt4, %int1, %int2 : !torch.vtensor<[1,5,4,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,4,5,16],f32>
  %vt1 = torch.aten.unsqueeze %v, %int2 : !torch.vtensor<[1,5,2,16],f32>, !torch.int -> !torch.vtensor<[1,5,1,2,16],f32>
  %vt2 = torch.aten.expand %vt1, %l5, %false : !torch.vtensor<[1,5,1,2,16],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,5,2,2,16],f32>
  %vt4 = torch.aten.view %vt2, %l4 : !torch.vtensor<[1,5,2,2,16],f32>, !torch.list<int> -> !torch.vtensor<[1,5,4,16],f32>
  %vt5 = torch.aten.transpose.int %vt4, %int1, %int2 : !torch.vtensor<[1,5,4,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,4,5,16],f32>
  %a1 = torch.aten.scaled_dot_product_attention %qt, %kt5, %vt5, %none, %float0, %false, %none : !torch.vtensor<[1,4,3,16],f32>, !torch.vtensor<[1,4,5,16],f32>, !torch.vtensor<[1,4,5,16],f32>, !torch.none, !torch.float, !torch.bool, !torch.none -> !torch.vtensor<[1,4,3,16],f32>
  // heads first: [1,2,5,16] -> [1,2,1,5,16] -> [1,2,2,5,16] -> [1,4,5,16]
  %lh5 = torch.prim.ListConstruct %int1, %int2, %int2, %int5, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %lh4 = torch.prim.ListConstruct %int1, %int4, %int5, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %kh0 = torch.aten.transpose.int %k, %int1, %int2 : !torch.vtensor<[1,5,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,2,5,16],f32>
  %kh1 = torch.aten.unsqueeze %kh0, %int2 : !torch.vtensor<[1,2,5,16],f32>, !torch.int -> !torch.vtensor<[1,2,1,5,16],f32>
  %kh2 = torch.aten.expand %kh1, %lh5, %false : !torch.vtensor<[1,2,1,5,16],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,2,2,5,16],f32>
  %kh4 = torch.aten.reshape %kh2, %lh4 : !torch.vtensor<[1,2,2,5,16],f32>, !torch.list<int> -> !torch.vtensor<[1,4,5,16],f32>
  %vh0 = torch.aten.transpose.int %v, %int1, %int2 : !torch.vtensor<[1,5,2,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,2,5,16],f32>
  %vh1 = torch.aten.unsqueeze %vh0, %int2 : !torch.vtensor<[1,2,5,16],f32>, !torch.int -> !torch.vtensor<[1,2,1,5,16],f32>
  %vh2 = torch.aten.expand %vh1, %lh5, %false : !torch.vtensor<[1,2,1,5,16],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,2,2,5,16],f32>
  %vh4 = torch.aten.reshape %vh2, %lh4 : !torch.vtensor<[1,2,2,5,16],f32>, !torch.list<int> -> !torch.vtensor<[1,4,5,16],f32>
  %a2 = torch.aten.scaled_dot_product_attention %qt, %kh4, %vh4, %none, %float0, %false, %none : !torch.vtensor<[1,4,3,16],f32>, !torch.vtensor<[1,4,5,16],f32>, !torch.vtensor<[1,4,5,16],f32>, !torch.none, !torch.float, !torch.bool, !torch.none -> !torch.vtensor<[1,4,3,16],f32>
  return %a0, %a1, %a2 : !torch.vtensor<[1,4,3,16],f32>, !torch.vtensor<[1,4,3,16],f32>, !torch.vtensor<[1,4,3,16],f32>
}
