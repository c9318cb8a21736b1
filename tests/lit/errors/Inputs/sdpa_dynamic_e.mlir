// An attention without a scale over a dynamic head dim (tests/lit/errors/semantics.mlir).
func.func @f(%q: !torch.vtensor<[1,2,4,?],f32>) -> !torch.vtensor<[1,2,4,?],f32> {
  %none = torch.constant.none
  %float0 = torch.constant.float 0.000000e+00
  %0 = torch.aten.scaled_dot_product_attention %q, %q, %q, %none, %float0, %none, %none : !torch.vtensor<[1,2,4,?],f32>, !torch.vtensor<[1,2,4,?],f32>, !torch.vtensor<[1,2,4,?],f32>, !torch.none, !torch.float, !torch.none, !torch.none -> !torch.vtensor<[1,2,4,?],f32>
  return %0 : !torch.vtensor<[1,2,4,?],f32>
}
