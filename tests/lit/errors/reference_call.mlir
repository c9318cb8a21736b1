// facet-reference interprets a call (a "facet.call" read back, as facet-opt
// prints calls it cannot inline) whose callee has one result and no
// overwritten argument; a callee that overwrites arguments is refused. It
// used to write the callee's overwritten values past its array of 4
// results (ASan: stack-buffer-overflow in run_function).
// RUN: not facet-reference %s --function=main --input=2xf32=1 --output=@%t.npy 2>&1 | FileCheck %s
// CHECK: facet-reference: error: call of @g cannot be interpreted

func.func @g(%a: !torch.vtensor<[2],f32>, %b: !torch.tensor<[2],f32>, %c: !torch.tensor<[2],f32>, %d: !torch.tensor<[2],f32>, %e: !torch.tensor<[2],f32>) -> !torch.vtensor<[2],f32> {
  %0 = torch.aten.exp %a : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
  torch.overwrite.tensor.contents %0 overwrites %b : !torch.vtensor<[2],f32>, !torch.tensor<[2],f32>
  torch.overwrite.tensor.contents %0 overwrites %c : !torch.vtensor<[2],f32>, !torch.tensor<[2],f32>
  torch.overwrite.tensor.contents %0 overwrites %d : !torch.vtensor<[2],f32>, !torch.tensor<[2],f32>
  torch.overwrite.tensor.contents %0 overwrites %e : !torch.vtensor<[2],f32>, !torch.tensor<[2],f32>
  return %0 : !torch.vtensor<[2],f32>
}
func.func @main(%a: tensor<2xf32>) -> (tensor<2xf32>) {
  %1 = "facet.call"(%a, %a, %a, %a, %a) {name = @"g"} : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}
