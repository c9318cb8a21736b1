func.func @prefill_bs1(%0: tensor<1x?x1024xf16>, %1: tensor<1024xf32>, %2: tensor<2816x1024xf16>, %3: tensor<2816x1024xf16>, %4: tensor<1024x2816xf16>, %5: tensor<1024xf32>, %6: tensor<2816x1024xf16>, %7: tensor<2816x1024xf16>, %8: tensor<1024x2816xf16>) -> (tensor<1x?x1024xf16>) {
  %s0 = torch.symbolic_int "s0" {min_val = 1, max_val = 256} : !torch.int
  torch.bind_symbolic_shape %0, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1024)> : tensor<1x?x1024xf16>
  %9 = "facet.elementwise"(%0) {op = "convert"} : (tensor<1x?x1024xf16>) -> tensor<1x?x1024xf32>
  torch.bind_symbolic_shape %9, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1024)> : tensor<1x?x1024xf32>
  %10 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %11 = "facet.elementwise"(%9, %10) {op = "pow"} : (tensor<1x?x1024xf32>, tensor<f32>) -> tensor<1x?x1024xf32>
  torch.bind_symbolic_shape %11, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1024)> : tensor<1x?x1024xf32>
  %12 = "facet.reduce"(%11) {op = "mean", axes = [2]} : (tensor<1x?x1024xf32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %12, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1)> : tensor<1x?x1xf32>
  %13 = "facet.constant"() {value = 1.0000000000000001e-05 : f64} : () -> tensor<f32>
  %14 = "facet.elementwise"(%12, %13) {op = "add"} : (tensor<1x?x1xf32>, tensor<f32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %14, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1)> : tensor<1x?x1xf32>
  %15 = "facet.elementwise"(%14) {op = "rsqrt"} : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %15, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1)> : tensor<1x?x1xf32>
  %16 = "facet.elementwise"(%9, %15) {op = "mul"} : (tensor<1x?x1024xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1024xf32>
  torch.bind_symbolic_shape %16, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1024)> : tensor<1x?x1024xf32>
  %17 = "facet.elementwise"(%16, %1) {op = "mul"} : (tensor<1x?x1024xf32>, tensor<1024xf32>) -> tensor<1x?x1024xf32>
  torch.bind_symbolic_shape %17, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1024)> : tensor<1x?x1024xf32>
  %18 = "facet.elementwise"(%17) {op = "convert"} : (tensor<1x?x1024xf32>) -> tensor<1x?x1024xf16>
  torch.bind_symbolic_shape %18, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1024)> : tensor<1x?x1024xf16>
  %19 = "facet.view"(%18) : (tensor<1x?x1024xf16>) -> tensor<?x1024xf16>
  torch.bind_symbolic_shape %19, [%s0], affine_map<()[s0] -> (s0 * 16, 1024)> : tensor<?x1024xf16>
  %20 = "facet.transpose"(%2) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %21 = "facet.matmul"(%19, %2) {transpose_rhs = true} : (tensor<?x1024xf16>, tensor<2816x1024xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %21, [%s0], affine_map<()[s0] -> (s0 * 16, 2816)> : tensor<?x2816xf16>
  %22 = "facet.transpose"(%3) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %23 = "facet.matmul"(%19, %3) {transpose_rhs = true} : (tensor<?x1024xf16>, tensor<2816x1024xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %23, [%s0], affine_map<()[s0] -> (s0 * 16, 2816)> : tensor<?x2816xf16>
  %24 = "facet.elementwise"(%21) {op = "silu"} : (tensor<?x2816xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %24, [%s0], affine_map<()[s0] -> (s0 * 16, 2816)> : tensor<?x2816xf16>
  %25 = "facet.elementwise"(%24, %23) {op = "mul"} : (tensor<?x2816xf16>, tensor<?x2816xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %25, [%s0], affine_map<()[s0] -> (s0 * 16, 2816)> : tensor<?x2816xf16>
  %26 = "facet.transpose"(%4) {perm = [1, 0]} : (tensor<1024x2816xf16>) -> tensor<2816x1024xf16>
  %27 = "facet.matmul"(%25, %4) {transpose_rhs = true} : (tensor<?x2816xf16>, tensor<1024x2816xf16>) -> tensor<?x1024xf16>
  torch.bind_symbolic_shape %27, [%s0], affine_map<()[s0] -> (s0 * 16, 1024)> : tensor<?x1024xf16>
  %28 = "facet.view"(%27) : (tensor<?x1024xf16>) -> tensor<1x?x1024xf16>
  torch.bind_symbolic_shape %28, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1024)> : tensor<1x?x1024xf16>
  %29 = "facet.elementwise"(%0, %28) {op = "add"} : (tensor<1x?x1024xf16>, tensor<1x?x1024xf16>) -> tensor<1x?x1024xf16>
  torch.bind_symbolic_shape %29, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1024)> : tensor<1x?x1024xf16>
  %30 = "facet.elementwise"(%29) {op = "convert"} : (tensor<1x?x1024xf16>) -> tensor<1x?x1024xf32>
  torch.bind_symbolic_shape %30, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1024)> : tensor<1x?x1024xf32>
  %31 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %32 = "facet.elementwise"(%30, %31) {op = "pow"} : (tensor<1x?x1024xf32>, tensor<f32>) -> tensor<1x?x1024xf32>
  torch.bind_symbolic_shape %32, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1024)> : tensor<1x?x1024xf32>
  %33 = "facet.reduce"(%32) {op = "mean", axes = [2]} : (tensor<1x?x1024xf32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %33, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1)> : tensor<1x?x1xf32>
  %34 = "facet.constant"() {value = 1.0000000000000001e-05 : f64} : () -> tensor<f32>
  %35 = "facet.elementwise"(%33, %34) {op = "add"} : (tensor<1x?x1xf32>, tensor<f32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %35, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1)> : tensor<1x?x1xf32>
  %36 = "facet.elementwise"(%35) {op = "rsqrt"} : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %36, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1)> : tensor<1x?x1xf32>
  %37 = "facet.elementwise"(%30, %36) {op = "mul"} : (tensor<1x?x1024xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1024xf32>
  torch.bind_symbolic_shape %37, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1024)> : tensor<1x?x1024xf32>
  %38 = "facet.elementwise"(%37, %5) {op = "mul"} : (tensor<1x?x1024xf32>, tensor<1024xf32>) -> tensor<1x?x1024xf32>
  torch.bind_symbolic_shape %38, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1024)> : tensor<1x?x1024xf32>
  %39 = "facet.elementwise"(%38) {op = "convert"} : (tensor<1x?x1024xf32>) -> tensor<1x?x1024xf16>
  torch.bind_symbolic_shape %39, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1024)> : tensor<1x?x1024xf16>
  %40 = "facet.view"(%39) : (tensor<1x?x1024xf16>) -> tensor<?x1024xf16>
  torch.bind_symbolic_shape %40, [%s0], affine_map<()[s0] -> (s0 * 16, 1024)> : tensor<?x1024xf16>
  %41 = "facet.transpose"(%6) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %42 = "facet.matmul"(%40, %6) {transpose_rhs = true} : (tensor<?x1024xf16>, tensor<2816x1024xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %42, [%s0], affine_map<()[s0] -> (s0 * 16, 2816)> : tensor<?x2816xf16>
  %43 = "facet.transpose"(%7) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %44 = "facet.matmul"(%40, %7) {transpose_rhs = true} : (tensor<?x1024xf16>, tensor<2816x1024xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %44, [%s0], affine_map<()[s0] -> (s0 * 16, 2816)> : tensor<?x2816xf16>
  %45 = "facet.elementwise"(%42) {op = "silu"} : (tensor<?x2816xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %45, [%s0], affine_map<()[s0] -> (s0 * 16, 2816)> : tensor<?x2816xf16>
  %46 = "facet.elementwise"(%45, %44) {op = "mul"} : (tensor<?x2816xf16>, tensor<?x2816xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %46, [%s0], affine_map<()[s0] -> (s0 * 16, 2816)> : tensor<?x2816xf16>
  %47 = "facet.transpose"(%8) {perm = [1, 0]} : (tensor<1024x2816xf16>) -> tensor<2816x1024xf16>
  %48 = "facet.matmul"(%46, %8) {transpose_rhs = true} : (tensor<?x2816xf16>, tensor<1024x2816xf16>) -> tensor<?x1024xf16>
  torch.bind_symbolic_shape %48, [%s0], affine_map<()[s0] -> (s0 * 16, 1024)> : tensor<?x1024xf16>
  %49 = "facet.view"(%48) : (tensor<?x1024xf16>) -> tensor<1x?x1024xf16>
  torch.bind_symbolic_shape %49, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1024)> : tensor<1x?x1024xf16>
  %50 = "facet.elementwise"(%29, %49) {op = "add"} : (tensor<1x?x1024xf16>, tensor<1x?x1024xf16>) -> tensor<1x?x1024xf16>
  torch.bind_symbolic_shape %50, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1024)> : tensor<1x?x1024xf16>
  return %50 : tensor<1x?x1024xf16>
}
func.func @prefill_bs4(%0: tensor<4x?x1024xf16>, %1: tensor<1024xf32>, %2: tensor<2816x1024xf16>, %3: tensor<2816x1024xf16>, %4: tensor<1024x2816xf16>, %5: tensor<1024xf32>, %6: tensor<2816x1024xf16>, %7: tensor<2816x1024xf16>, %8: tensor<1024x2816xf16>) -> (tensor<4x?x1024xf16>) {
  %s0 = torch.symbolic_int "s0" {min_val = 1, max_val = 256} : !torch.int
  torch.bind_symbolic_shape %0, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1024)> : tensor<4x?x1024xf16>
  %9 = "facet.elementwise"(%0) {op = "convert"} : (tensor<4x?x1024xf16>) -> tensor<4x?x1024xf32>
  torch.bind_symbolic_shape %9, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1024)> : tensor<4x?x1024xf32>
  %10 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %11 = "facet.elementwise"(%9, %10) {op = "pow"} : (tensor<4x?x1024xf32>, tensor<f32>) -> tensor<4x?x1024xf32>
  torch.bind_symbolic_shape %11, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1024)> : tensor<4x?x1024xf32>
  %12 = "facet.reduce"(%11) {op = "mean", axes = [2]} : (tensor<4x?x1024xf32>) -> tensor<4x?x1xf32>
  torch.bind_symbolic_shape %12, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1)> : tensor<4x?x1xf32>
  %13 = "facet.constant"() {value = 1.0000000000000001e-05 : f64} : () -> tensor<f32>
  %14 = "facet.elementwise"(%12, %13) {op = "add"} : (tensor<4x?x1xf32>, tensor<f32>) -> tensor<4x?x1xf32>
  torch.bind_symbolic_shape %14, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1)> : tensor<4x?x1xf32>
  %15 = "facet.elementwise"(%14) {op = "rsqrt"} : (tensor<4x?x1xf32>) -> tensor<4x?x1xf32>
  torch.bind_symbolic_shape %15, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1)> : tensor<4x?x1xf32>
  %16 = "facet.elementwise"(%9, %15) {op = "mul"} : (tensor<4x?x1024xf32>, tensor<4x?x1xf32>) -> tensor<4x?x1024xf32>
  torch.bind_symbolic_shape %16, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1024)> : tensor<4x?x1024xf32>
  %17 = "facet.elementwise"(%16, %1) {op = "mul"} : (tensor<4x?x1024xf32>, tensor<1024xf32>) -> tensor<4x?x1024xf32>
  torch.bind_symbolic_shape %17, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1024)> : tensor<4x?x1024xf32>
  %18 = "facet.elementwise"(%17) {op = "convert"} : (tensor<4x?x1024xf32>) -> tensor<4x?x1024xf16>
  torch.bind_symbolic_shape %18, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1024)> : tensor<4x?x1024xf16>
  %19 = "facet.view"(%18) : (tensor<4x?x1024xf16>) -> tensor<?x1024xf16>
  torch.bind_symbolic_shape %19, [%s0], affine_map<()[s0] -> (s0 * 64, 1024)> : tensor<?x1024xf16>
  %20 = "facet.transpose"(%2) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %21 = "facet.matmul"(%19, %2) {transpose_rhs = true} : (tensor<?x1024xf16>, tensor<2816x1024xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %21, [%s0], affine_map<()[s0] -> (s0 * 64, 2816)> : tensor<?x2816xf16>
  %22 = "facet.transpose"(%3) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %23 = "facet.matmul"(%19, %3) {transpose_rhs = true} : (tensor<?x1024xf16>, tensor<2816x1024xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %23, [%s0], affine_map<()[s0] -> (s0 * 64, 2816)> : tensor<?x2816xf16>
  %24 = "facet.elementwise"(%21) {op = "silu"} : (tensor<?x2816xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %24, [%s0], affine_map<()[s0] -> (s0 * 64, 2816)> : tensor<?x2816xf16>
  %25 = "facet.elementwise"(%24, %23) {op = "mul"} : (tensor<?x2816xf16>, tensor<?x2816xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %25, [%s0], affine_map<()[s0] -> (s0 * 64, 2816)> : tensor<?x2816xf16>
  %26 = "facet.transpose"(%4) {perm = [1, 0]} : (tensor<1024x2816xf16>) -> tensor<2816x1024xf16>
  %27 = "facet.matmul"(%25, %4) {transpose_rhs = true} : (tensor<?x2816xf16>, tensor<1024x2816xf16>) -> tensor<?x1024xf16>
  torch.bind_symbolic_shape %27, [%s0], affine_map<()[s0] -> (s0 * 64, 1024)> : tensor<?x1024xf16>
  %28 = "facet.view"(%27) : (tensor<?x1024xf16>) -> tensor<4x?x1024xf16>
  torch.bind_symbolic_shape %28, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1024)> : tensor<4x?x1024xf16>
  %29 = "facet.elementwise"(%0, %28) {op = "add"} : (tensor<4x?x1024xf16>, tensor<4x?x1024xf16>) -> tensor<4x?x1024xf16>
  torch.bind_symbolic_shape %29, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1024)> : tensor<4x?x1024xf16>
  %30 = "facet.elementwise"(%29) {op = "convert"} : (tensor<4x?x1024xf16>) -> tensor<4x?x1024xf32>
  torch.bind_symbolic_shape %30, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1024)> : tensor<4x?x1024xf32>
  %31 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %32 = "facet.elementwise"(%30, %31) {op = "pow"} : (tensor<4x?x1024xf32>, tensor<f32>) -> tensor<4x?x1024xf32>
  torch.bind_symbolic_shape %32, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1024)> : tensor<4x?x1024xf32>
  %33 = "facet.reduce"(%32) {op = "mean", axes = [2]} : (tensor<4x?x1024xf32>) -> tensor<4x?x1xf32>
  torch.bind_symbolic_shape %33, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1)> : tensor<4x?x1xf32>
  %34 = "facet.constant"() {value = 1.0000000000000001e-05 : f64} : () -> tensor<f32>
  %35 = "facet.elementwise"(%33, %34) {op = "add"} : (tensor<4x?x1xf32>, tensor<f32>) -> tensor<4x?x1xf32>
  torch.bind_symbolic_shape %35, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1)> : tensor<4x?x1xf32>
  %36 = "facet.elementwise"(%35) {op = "rsqrt"} : (tensor<4x?x1xf32>) -> tensor<4x?x1xf32>
  torch.bind_symbolic_shape %36, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1)> : tensor<4x?x1xf32>
  %37 = "facet.elementwise"(%30, %36) {op = "mul"} : (tensor<4x?x1024xf32>, tensor<4x?x1xf32>) -> tensor<4x?x1024xf32>
  torch.bind_symbolic_shape %37, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1024)> : tensor<4x?x1024xf32>
  %38 = "facet.elementwise"(%37, %5) {op = "mul"} : (tensor<4x?x1024xf32>, tensor<1024xf32>) -> tensor<4x?x1024xf32>
  torch.bind_symbolic_shape %38, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1024)> : tensor<4x?x1024xf32>
  %39 = "facet.elementwise"(%38) {op = "convert"} : (tensor<4x?x1024xf32>) -> tensor<4x?x1024xf16>
  torch.bind_symbolic_shape %39, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1024)> : tensor<4x?x1024xf16>
  %40 = "facet.view"(%39) : (tensor<4x?x1024xf16>) -> tensor<?x1024xf16>
  torch.bind_symbolic_shape %40, [%s0], affine_map<()[s0] -> (s0 * 64, 1024)> : tensor<?x1024xf16>
  %41 = "facet.transpose"(%6) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %42 = "facet.matmul"(%40, %6) {transpose_rhs = true} : (tensor<?x1024xf16>, tensor<2816x1024xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %42, [%s0], affine_map<()[s0] -> (s0 * 64, 2816)> : tensor<?x2816xf16>
  %43 = "facet.transpose"(%7) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %44 = "facet.matmul"(%40, %7) {transpose_rhs = true} : (tensor<?x1024xf16>, tensor<2816x1024xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %44, [%s0], affine_map<()[s0] -> (s0 * 64, 2816)> : tensor<?x2816xf16>
  %45 = "facet.elementwise"(%42) {op = "silu"} : (tensor<?x2816xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %45, [%s0], affine_map<()[s0] -> (s0 * 64, 2816)> : tensor<?x2816xf16>
  %46 = "facet.elementwise"(%45, %44) {op = "mul"} : (tensor<?x2816xf16>, tensor<?x2816xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %46, [%s0], affine_map<()[s0] -> (s0 * 64, 2816)> : tensor<?x2816xf16>
  %47 = "facet.transpose"(%8) {perm = [1, 0]} : (tensor<1024x2816xf16>) -> tensor<2816x1024xf16>
  %48 = "facet.matmul"(%46, %8) {transpose_rhs = true} : (tensor<?x2816xf16>, tensor<1024x2816xf16>) -> tensor<?x1024xf16>
  torch.bind_symbolic_shape %48, [%s0], affine_map<()[s0] -> (s0 * 64, 1024)> : tensor<?x1024xf16>
  %49 = "facet.view"(%48) : (tensor<?x1024xf16>) -> tensor<4x?x1024xf16>
  torch.bind_symbolic_shape %49, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1024)> : tensor<4x?x1024xf16>
  %50 = "facet.elementwise"(%29, %49) {op = "add"} : (tensor<4x?x1024xf16>, tensor<4x?x1024xf16>) -> tensor<4x?x1024xf16>
  torch.bind_symbolic_shape %50, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1024)> : tensor<4x?x1024xf16>
  return %50 : tensor<4x?x1024xf16>
}
func.func @decode_bs1(%0: tensor<1x1x1024xf16>, %1: tensor<1024xf32>, %2: tensor<2816x1024xf16>, %3: tensor<2816x1024xf16>, %4: tensor<1024x2816xf16>, %5: tensor<1024xf32>, %6: tensor<2816x1024xf16>, %7: tensor<2816x1024xf16>, %8: tensor<1024x2816xf16>) -> (tensor<1x1x1024xf16>) {
  %9 = "facet.elementwise"(%0) {op = "convert"} : (tensor<1x1x1024xf16>) -> tensor<1x1x1024xf32>
  %10 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %11 = "facet.elementwise"(%9, %10) {op = "pow"} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
  %12 = "facet.reduce"(%11) {op = "mean", axes = [2]} : (tensor<1x1x1024xf32>) -> tensor<1x1x1xf32>
  %13 = "facet.constant"() {value = 1.0000000000000001e-05 : f64} : () -> tensor<f32>
  %14 = "facet.elementwise"(%12, %13) {op = "add"} : (tensor<1x1x1xf32>, tensor<f32>) -> tensor<1x1x1xf32>
  %15 = "facet.elementwise"(%14) {op = "rsqrt"} : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
  %16 = "facet.elementwise"(%9, %15) {op = "mul"} : (tensor<1x1x1024xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1024xf32>
  %17 = "facet.elementwise"(%16, %1) {op = "mul"} : (tensor<1x1x1024xf32>, tensor<1024xf32>) -> tensor<1x1x1024xf32>
  %18 = "facet.elementwise"(%17) {op = "convert"} : (tensor<1x1x1024xf32>) -> tensor<1x1x1024xf16>
  %19 = "facet.view"(%18) : (tensor<1x1x1024xf16>) -> tensor<1x1024xf16>
  %20 = "facet.transpose"(%2) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %21 = "facet.matmul"(%19, %2) {transpose_rhs = true} : (tensor<1x1024xf16>, tensor<2816x1024xf16>) -> tensor<1x2816xf16>
  %22 = "facet.transpose"(%3) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %23 = "facet.matmul"(%19, %3) {transpose_rhs = true} : (tensor<1x1024xf16>, tensor<2816x1024xf16>) -> tensor<1x2816xf16>
  %24 = "facet.elementwise"(%21) {op = "silu"} : (tensor<1x2816xf16>) -> tensor<1x2816xf16>
  %25 = "facet.elementwise"(%24, %23) {op = "mul"} : (tensor<1x2816xf16>, tensor<1x2816xf16>) -> tensor<1x2816xf16>
  %26 = "facet.transpose"(%4) {perm = [1, 0]} : (tensor<1024x2816xf16>) -> tensor<2816x1024xf16>
  %27 = "facet.matmul"(%25, %4) {transpose_rhs = true} : (tensor<1x2816xf16>, tensor<1024x2816xf16>) -> tensor<1x1024xf16>
  %28 = "facet.view"(%27) : (tensor<1x1024xf16>) -> tensor<1x1x1024xf16>
  %29 = "facet.elementwise"(%0, %28) {op = "add"} : (tensor<1x1x1024xf16>, tensor<1x1x1024xf16>) -> tensor<1x1x1024xf16>
  %30 = "facet.elementwise"(%29) {op = "convert"} : (tensor<1x1x1024xf16>) -> tensor<1x1x1024xf32>
  %31 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %32 = "facet.elementwise"(%30, %31) {op = "pow"} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
  %33 = "facet.reduce"(%32) {op = "mean", axes = [2]} : (tensor<1x1x1024xf32>) -> tensor<1x1x1xf32>
  %34 = "facet.constant"() {value = 1.0000000000000001e-05 : f64} : () -> tensor<f32>
  %35 = "facet.elementwise"(%33, %34) {op = "add"} : (tensor<1x1x1xf32>, tensor<f32>) -> tensor<1x1x1xf32>
  %36 = "facet.elementwise"(%35) {op = "rsqrt"} : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
  %37 = "facet.elementwise"(%30, %36) {op = "mul"} : (tensor<1x1x1024xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1024xf32>
  %38 = "facet.elementwise"(%37, %5) {op = "mul"} : (tensor<1x1x1024xf32>, tensor<1024xf32>) -> tensor<1x1x1024xf32>
  %39 = "facet.elementwise"(%38) {op = "convert"} : (tensor<1x1x1024xf32>) -> tensor<1x1x1024xf16>
  %40 = "facet.view"(%39) : (tensor<1x1x1024xf16>) -> tensor<1x1024xf16>
  %41 = "facet.transpose"(%6) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %42 = "facet.matmul"(%40, %6) {transpose_rhs = true} : (tensor<1x1024xf16>, tensor<2816x1024xf16>) -> tensor<1x2816xf16>
  %43 = "facet.transpose"(%7) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %44 = "facet.matmul"(%40, %7) {transpose_rhs = true} : (tensor<1x1024xf16>, tensor<2816x1024xf16>) -> tensor<1x2816xf16>
  %45 = "facet.elementwise"(%42) {op = "silu"} : (tensor<1x2816xf16>) -> tensor<1x2816xf16>
  %46 = "facet.elementwise"(%45, %44) {op = "mul"} : (tensor<1x2816xf16>, tensor<1x2816xf16>) -> tensor<1x2816xf16>
  %47 = "facet.transpose"(%8) {perm = [1, 0]} : (tensor<1024x2816xf16>) -> tensor<2816x1024xf16>
  %48 = "facet.matmul"(%46, %8) {transpose_rhs = true} : (tensor<1x2816xf16>, tensor<1024x2816xf16>) -> tensor<1x1024xf16>
  %49 = "facet.view"(%48) : (tensor<1x1024xf16>) -> tensor<1x1x1024xf16>
  %50 = "facet.elementwise"(%29, %49) {op = "add"} : (tensor<1x1x1024xf16>, tensor<1x1x1024xf16>) -> tensor<1x1x1024xf16>
  return %50 : tensor<1x1x1024xf16>
}
func.func @decode_bs4(%0: tensor<4x1x1024xf16>, %1: tensor<1024xf32>, %2: tensor<2816x1024xf16>, %3: tensor<2816x1024xf16>, %4: tensor<1024x2816xf16>, %5: tensor<1024xf32>, %6: tensor<2816x1024xf16>, %7: tensor<2816x1024xf16>, %8: tensor<1024x2816xf16>) -> (tensor<4x1x1024xf16>) {
  %9 = "facet.elementwise"(%0) {op = "convert"} : (tensor<4x1x1024xf16>) -> tensor<4x1x1024xf32>
  %10 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %11 = "facet.elementwise"(%9, %10) {op = "pow"} : (tensor<4x1x1024xf32>, tensor<f32>) -> tensor<4x1x1024xf32>
  %12 = "facet.reduce"(%11) {op = "mean", axes = [2]} : (tensor<4x1x1024xf32>) -> tensor<4x1x1xf32>
  %13 = "facet.constant"() {value = 1.0000000000000001e-05 : f64} : () -> tensor<f32>
  %14 = "facet.elementwise"(%12, %13) {op = "add"} : (tensor<4x1x1xf32>, tensor<f32>) -> tensor<4x1x1xf32>
  %15 = "facet.elementwise"(%14) {op = "rsqrt"} : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
  %16 = "facet.elementwise"(%9, %15) {op = "mul"} : (tensor<4x1x1024xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1024xf32>
  %17 = "facet.elementwise"(%16, %1) {op = "mul"} : (tensor<4x1x1024xf32>, tensor<1024xf32>) -> tensor<4x1x1024xf32>
  %18 = "facet.elementwise"(%17) {op = "convert"} : (tensor<4x1x1024xf32>) -> tensor<4x1x1024xf16>
  %19 = "facet.view"(%18) : (tensor<4x1x1024xf16>) -> tensor<4x1024xf16>
  %20 = "facet.transpose"(%2) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %21 = "facet.matmul"(%19, %2) {transpose_rhs = true} : (tensor<4x1024xf16>, tensor<2816x1024xf16>) -> tensor<4x2816xf16>
  %22 = "facet.transpose"(%3) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %23 = "facet.matmul"(%19, %3) {transpose_rhs = true} : (tensor<4x1024xf16>, tensor<2816x1024xf16>) -> tensor<4x2816xf16>
  %24 = "facet.elementwise"(%21) {op = "silu"} : (tensor<4x2816xf16>) -> tensor<4x2816xf16>
  %25 = "facet.elementwise"(%24, %23) {op = "mul"} : (tensor<4x2816xf16>, tensor<4x2816xf16>) -> tensor<4x2816xf16>
  %26 = "facet.transpose"(%4) {perm = [1, 0]} : (tensor<1024x2816xf16>) -> tensor<2816x1024xf16>
  %27 = "facet.matmul"(%25, %4) {transpose_rhs = true} : (tensor<4x2816xf16>, tensor<1024x2816xf16>) -> tensor<4x1024xf16>
  %28 = "facet.view"(%27) : (tensor<4x1024xf16>) -> tensor<4x1x1024xf16>
  %29 = "facet.elementwise"(%0, %28) {op = "add"} : (tensor<4x1x1024xf16>, tensor<4x1x1024xf16>) -> tensor<4x1x1024xf16>
  %30 = "facet.elementwise"(%29) {op = "convert"} : (tensor<4x1x1024xf16>) -> tensor<4x1x1024xf32>
  %31 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %32 = "facet.elementwise"(%30, %31) {op = "pow"} : (tensor<4x1x1024xf32>, tensor<f32>) -> tensor<4x1x1024xf32>
  %33 = "facet.reduce"(%32) {op = "mean", axes = [2]} : (tensor<4x1x1024xf32>) -> tensor<4x1x1xf32>
  %34 = "facet.constant"() {value = 1.0000000000000001e-05 : f64} : () -> tensor<f32>
  %35 = "facet.elementwise"(%33, %34) {op = "add"} : (tensor<4x1x1xf32>, tensor<f32>) -> tensor<4x1x1xf32>
  %36 = "facet.elementwise"(%35) {op = "rsqrt"} : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
  %37 = "facet.elementwise"(%30, %36) {op = "mul"} : (tensor<4x1x1024xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1024xf32>
  %38 = "facet.elementwise"(%37, %5) {op = "mul"} : (tensor<4x1x1024xf32>, tensor<1024xf32>) -> tensor<4x1x1024xf32>
  %39 = "facet.elementwise"(%38) {op = "convert"} : (tensor<4x1x1024xf32>) -> tensor<4x1x1024xf16>
  %40 = "facet.view"(%39) : (tensor<4x1x1024xf16>) -> tensor<4x1024xf16>
  %41 = "facet.transpose"(%6) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %42 = "facet.matmul"(%40, %6) {transpose_rhs = true} : (tensor<4x1024xf16>, tensor<2816x1024xf16>) -> tensor<4x2816xf16>
  %43 = "facet.transpose"(%7) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %44 = "facet.matmul"(%40, %7) {transpose_rhs = true} : (tensor<4x1024xf16>, tensor<2816x1024xf16>) -> tensor<4x2816xf16>
  %45 = "facet.elementwise"(%42) {op = "silu"} : (tensor<4x2816xf16>) -> tensor<4x2816xf16>
  %46 = "facet.elementwise"(%45, %44) {op = "mul"} : (tensor<4x2816xf16>, tensor<4x2816xf16>) -> tensor<4x2816xf16>
  %47 = "facet.transpose"(%8) {perm = [1, 0]} : (tensor<1024x2816xf16>) -> tensor<2816x1024xf16>
  %48 = "facet.matmul"(%46, %8) {transpose_rhs = true} : (tensor<4x2816xf16>, tensor<1024x2816xf16>) -> tensor<4x1024xf16>
  %49 = "facet.view"(%48) : (tensor<4x1024xf16>) -> tensor<4x1x1024xf16>
  %50 = "facet.elementwise"(%29, %49) {op = "add"} : (tensor<4x1x1024xf16>, tensor<4x1x1024xf16>) -> tensor<4x1x1024xf16>
  return %50 : tensor<4x1x1024xf16>
}
