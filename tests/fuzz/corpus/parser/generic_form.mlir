"builtin.module"() ({
  "util.global"() <{initial_value = #stream.parameter.named<"model"::"w"> : tensor<2xf32>, sym_name = "w", sym_visibility = "private", type = tensor<2xf32>}> : () -> ()
  "func.func"() <{function_type = (!torch.vtensor<[2,3],f32>, !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[2],f32>, sym_name = "generic"}> ({
  ^bb0(%arg0: !torch.vtensor<[2,3],f32>, %arg1: !torch.vtensor<[3,4],f32>):
    %0 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1 = "torch.constant.float"() <{value = 2.000000e+00 : f64}> : () -> !torch.float
    %2 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %3 = "torch.constant.none"() : () -> !torch.none
    %4 = "torch.aten.mm"(%arg0, %arg1) : (!torch.vtensor<[2,3],f32>, !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[2,4],f32>
    %5 = "torch.aten.mul.Scalar"(%4, %1) : (!torch.vtensor<[2,4],f32>, !torch.float) -> !torch.vtensor<[2,4],f32>
    %6 = "torch.prim.ListConstruct"(%0) : (!torch.int) -> !torch.list<int>
    %7 = "torch.aten.sum.dim_IntList"(%5, %6, %2, %3) : (!torch.vtensor<[2,4],f32>, !torch.list<int>, !torch.bool, !torch.none) -> !torch.vtensor<[2],f32>
    %8 = "torch.operator"(%7) <{name = "torch.aten.neg"}> : (!torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>
    %9 = "func.call"(%8) <{callee = @helper}> : (!torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>
    %10 = "torch.vtensor.literal"() <{value = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> !torch.vtensor<[2],f32>
    %11 = "torch.aten.add.Tensor"(%9, %10, %0) : (!torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.int) -> !torch.vtensor<[2],f32>
    %12 = "util.global.load"() <{global = @w}> : () -> tensor<2xf32>
    %13 = "torch_c.from_builtin_tensor"(%12) : (tensor<2xf32>) -> !torch.vtensor<[2],f32>
    %14 = "torch.aten.mul.Tensor"(%11, %13) : (!torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>
    "func.return"(%14) : (!torch.vtensor<[2],f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (!torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>, sym_name = "helper", sym_visibility = "private"}> ({
  ^bb0(%arg0: !torch.vtensor<[2],f32>):
    %0 = "torch.aten.exp"(%arg0) : (!torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>
    "func.return"(%0) : (!torch.vtensor<[2],f32>) -> ()
  }) : () -> ()
}) : () -> ()
"func.func"() <{function_type = (tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>), sym_name = "builtin"}> ({
^bb0(%a: tensor<?x4xf32>):
  %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
  %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
  %n = "tensor.dim"(%a, %c0) : (tensor<?x4xf32>, index) -> index
  %m = "arith.addi"(%n, %c1) : (index, index) -> index
  %e = "tensor.empty"(%m) : (index) -> tensor<?x4xf32>
  %x = "tensor.extract"(%a, %c1, %c0) : (tensor<?x4xf32>, index, index) -> f32
  %c = "tensor.cast"(%a) : (tensor<?x4xf32>) -> tensor<?x4xf32>
  "func.return"(%c, %e) : (tensor<?x4xf32>, tensor<?x4xf32>) -> ()
}) : () -> ()
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
"func.func"() <{function_type = (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>, sym_name = "lg"}> ({
^bb0(%a: tensor<4x8xf32>, %b: tensor<8xf32>):
  %e = "tensor.empty"() : () -> tensor<4x8xf32>
  %r = "linalg.generic"(%a, %b, %e) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %o: f32):
    %i = "linalg.index"() <{dim = 1 : i64}> : () -> index
    %c4 = "arith.constant"() <{value = 4 : index}> : () -> index
    %lt = "arith.cmpi"(%i, %c4) <{predicate = 2 : i64}> : (index, index) -> i1
    %m = "arith.mulf"(%x, %y) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %ex = "math.exp"(%m) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %gt = "arith.cmpf"(%ex, %x) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %s1 = "arith.select"(%lt, %m, %ex) : (i1, f32, f32) -> f32
    %s2 = "arith.select"(%gt, %s1, %x) : (i1, f32, f32) -> f32
    "linalg.yield"(%s2) : (f32) -> ()
  }) : (tensor<4x8xf32>, tensor<8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  "func.return"(%r) : (tensor<4x8xf32>) -> ()
}) : () -> ()
"func.func"() <{function_type = (tensor<?x3x8xf16>, tensor<i64>) -> (tensor<2x8xf16>, tensor<?x8xf16>), sym_name = "slices"}> ({
^bb0(%x: tensor<?x3x8xf16>, %i: tensor<i64>):
  %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
  %c2 = "arith.constant"() <{value = 2 : index}> : () -> index
  %e = "tensor.extract"(%i) : (tensor<i64>) -> i64
  %o = "arith.index_cast"(%e) : (i64) -> index
  %d = "tensor.dim"(%x, %c0) : (tensor<?x3x8xf16>, index) -> index
  %0 = "tensor.extract_slice"(%x, %c2) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 1, -9223372036854775808, 0>, static_sizes = array<i64: 2, 1, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<?x3x8xf16>, index) -> tensor<2x8xf16>
  %1 = "tensor.extract_slice"(%x, %o, %d) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: 0, -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, 1, 8>, static_strides = array<i64: 1, 1, 1>}> : (tensor<?x3x8xf16>, index, index) -> tensor<?x8xf16>
  "func.return"(%0, %1) : (tensor<2x8xf16>, tensor<?x8xf16>) -> ()
}) : () -> ()
"func.func"() <{function_type = (tensor<4x?xf16>, tensor<10x4xf32>, tensor<3x1xi64>) -> (tensor<?x4xf16>, tensor<3x4xf32>), sym_name = "flowg"}> ({
^bb0(%x: tensor<4x?xf16>, %src: tensor<10x4xf32>, %idx: tensor<3x1xi64>):
  %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
  %d = "tensor.dim"(%x, %c1) : (tensor<4x?xf16>, index) -> index
  %t = "flow.tensor.transfer"(%x, %d) <{target = #hal.device.promise<@__device_0>}> : (tensor<4x?xf16>, index) -> tensor<4x?xf16>
  %r = "flow.tensor.reshape"(%t, %d, %d) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (tensor<4x?xf16>, index, index) -> tensor<?x4xf16>
  %0 = "tensor.empty"() : () -> tensor<3x4xf32>
  %1 = "iree_linalg_ext.gather"(%src, %idx, %0) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%a: f32, %b: f32):
    "iree_linalg_ext.yield"(%a) : (f32) -> ()
  }) : (tensor<10x4xf32>, tensor<3x1xi64>, tensor<3x4xf32>) -> tensor<3x4xf32>
  "func.return"(%r, %1) : (tensor<?x4xf16>, tensor<3x4xf32>) -> ()
}) : () -> ()
"func.func"() <{function_type = (!torch.vtensor<[?,4],f32>) -> !torch.vtensor<[?,4],f32>, sym_name = "sym"}> ({
^bb0(%x: !torch.vtensor<[?,4],f32>):
  %s0 = "torch.symbolic_int"() <{max_val = 64 : i64, min_val = 2 : i64, name = "s0"}> : () -> !torch.int
  "torch.bind_symbolic_shape"(%x, %s0) <{shape_expressions = affine_map<()[s0] -> (s0 * 8, 4)>}> : (!torch.vtensor<[?,4],f32>, !torch.int) -> ()
  %0 = "torch.aten.neg"(%x) : (!torch.vtensor<[?,4],f32>) -> !torch.vtensor<[?,4],f32>
  "torch.bind_symbolic_shape"(%0, %s0) <{shape_expressions = affine_map<()[s0] -> (s0 * 8, 4)>}> : (!torch.vtensor<[?,4],f32>, !torch.int) -> ()
  "func.return"(%0) : (!torch.vtensor<[?,4],f32>) -> ()
}) : () -> ()
