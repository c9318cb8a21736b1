// A torch export in the generic op form MLIR 16 reads (attribute
// dictionaries), the source of torch.mlirbc (regen.sh).
"builtin.module"() ({
  "util.global"() {initial_value = #stream.parameter.named<"model"::"w"> : tensor<2xf32>, sym_name = "w", sym_visibility = "private", type = tensor<2xf32>} : () -> ()
  "util.global"() {initial_value = dense_resource<w_blob> : tensor<2x2xf32>, sym_name = "r", sym_visibility = "private", type = tensor<2x2xf32>} : () -> ()
  "func.func"() ({
  ^bb0(%arg0: !torch.vtensor<[2,3],f32>, %arg1: !torch.vtensor<[3,4],f32>):
    %0 = "torch.constant.int"() {value = 1 : i64} : () -> !torch.int
    %1 = "torch.constant.float"() {value = 2.500000e-01 : f64} : () -> !torch.float
    %2 = "torch.constant.bool"() {value = false} : () -> !torch.bool
    %3 = "torch.constant.none"() : () -> !torch.none
    %4 = "torch.aten.mm"(%arg0, %arg1) : (!torch.vtensor<[2,3],f32>, !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[2,4],f32>
    %5 = "torch.aten.mul.Scalar"(%4, %1) : (!torch.vtensor<[2,4],f32>, !torch.float) -> !torch.vtensor<[2,4],f32>
    %6 = "torch.prim.ListConstruct"(%0) : (!torch.int) -> !torch.list<int>
    %7 = "torch.aten.sum.dim_IntList"(%5, %6, %2, %3) : (!torch.vtensor<[2,4],f32>, !torch.list<int>, !torch.bool, !torch.none) -> !torch.vtensor<[2],f32>
    %8 = "torch.operator"(%7) {name = "torch.aten.neg"} : (!torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>
    %9 = "func.call"(%8) {callee = @helper} : (!torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>
    %10 = "torch.vtensor.literal"() {value = dense<[1.0, -2.5]> : tensor<2xf32>} : () -> !torch.vtensor<[2],f32>
    %11 = "torch.aten.add.Tensor"(%9, %10, %0) : (!torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.int) -> !torch.vtensor<[2],f32>
    %12 = "util.global.load"() {global = @w} : () -> tensor<2xf32>
    %13 = "torch_c.from_builtin_tensor"(%12) : (tensor<2xf32>) -> !torch.vtensor<[2],f32>
    %14 = "torch.aten.mul.Tensor"(%11, %13) : (!torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>
    %15 = "torch.vtensor.literal"() {value = dense<7> : tensor<2xsi64>} : () -> !torch.vtensor<[2],si64>
    %16 = "torch.vtensor.literal"() {value = dense<[true, false, true]> : tensor<3xi1>} : () -> !torch.vtensor<[3],i1>
    %17 = "util.global.load"() {global = @r} : () -> tensor<2x2xf32>
    "func.return"(%14, %15, %16, %17) : (!torch.vtensor<[2],f32>, !torch.vtensor<[2],si64>, !torch.vtensor<[3],i1>, tensor<2x2xf32>) -> ()
  }) {function_type = (!torch.vtensor<[2,3],f32>, !torch.vtensor<[3,4],f32>) -> (!torch.vtensor<[2],f32>, !torch.vtensor<[2],si64>, !torch.vtensor<[3],i1>, tensor<2x2xf32>), sym_name = "generic"} : () -> ()
  "func.func"() ({
  ^bb0(%arg0: !torch.vtensor<[2],f32>):
    %0 = "torch.aten.exp"(%arg0) : (!torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>
    "func.return"(%0) : (!torch.vtensor<[2],f32>) -> ()
  }) {function_type = (!torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>, sym_name = "helper", sym_visibility = "private"} : () -> ()
}) : () -> ()
{-#
  dialect_resources: {
    builtin: {
      w_blob: "0x040000000000803F000000400000404000008040"
    }
  }
#-}
