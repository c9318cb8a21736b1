util.global private @"blk.0.ffn_norm.weight" = #stream.parameter.named<"model"::"blk.0.ffn_norm.weight"> : tensor<1024xf32>
util.global private @"blk.0.ffn_gate.weight" = #stream.parameter.named<"model"::"blk.0.ffn_gate.weight"> : tensor<2816x1024xf16>
util.global private @"blk.0.ffn_up.weight" = #stream.parameter.named<"model"::"blk.0.ffn_up.weight"> : tensor<2816x1024xf16>
util.global private @"blk.0.ffn_down.weight" = #stream.parameter.named<"model"::"blk.0.ffn_down.weight"> : tensor<1024x2816xf16>
util.global private @"blk.1.ffn_norm.weight" = #stream.parameter.named<"model"::"blk.1.ffn_norm.weight"> : tensor<1024xf32>
util.global private @"blk.1.ffn_gate.weight" = #stream.parameter.named<"model"::"blk.1.ffn_gate.weight"> : tensor<2816x1024xf16>
util.global private @"blk.1.ffn_up.weight" = #stream.parameter.named<"model"::"blk.1.ffn_up.weight"> : tensor<2816x1024xf16>
util.global private @"blk.1.ffn_down.weight" = #stream.parameter.named<"model"::"blk.1.ffn_down.weight"> : tensor<1024x2816xf16>
func.func @prefill_bs1(%0: tensor<1x?x1024xf16>) -> (tensor<1x?x1024xf16>) {
  %s0 = torch.symbolic_int "s0" {min_val = 1, max_val = 256} : !torch.int
  torch.bind_symbolic_shape %0, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1024)> : tensor<1x?x1024xf16>
  %1 = "facet.global"() {name = @"blk.0.ffn_norm.weight"} : () -> tensor<1024xf32>
  %2 = "facet.elementwise"(%0) {op = "convert"} : (tensor<1x?x1024xf16>) -> tensor<1x?x1024xf32>
  torch.bind_symbolic_shape %2, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1024)> : tensor<1x?x1024xf32>
  %3 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %4 = "facet.elementwise"(%2, %3) {op = "pow"} : (tensor<1x?x1024xf32>, tensor<f32>) -> tensor<1x?x1024xf32>
  torch.bind_symbolic_shape %4, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1024)> : tensor<1x?x1024xf32>
  %5 = "facet.reduce"(%4) {op = "mean", axes = [2]} : (tensor<1x?x1024xf32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %5, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1)> : tensor<1x?x1xf32>
  %6 = "facet.constant"() {value = 1.0000000000000001e-05 : f64} : () -> tensor<f32>
  %7 = "facet.elementwise"(%5, %6) {op = "add"} : (tensor<1x?x1xf32>, tensor<f32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %7, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1)> : tensor<1x?x1xf32>
  %8 = "facet.elementwise"(%7) {op = "rsqrt"} : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %8, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1)> : tensor<1x?x1xf32>
  %9 = "facet.elementwise"(%2, %8) {op = "mul"} : (tensor<1x?x1024xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1024xf32>
  torch.bind_symbolic_shape %9, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1024)> : tensor<1x?x1024xf32>
  %10 = "facet.elementwise"(%9, %1) {op = "mul"} : (tensor<1x?x1024xf32>, tensor<1024xf32>) -> tensor<1x?x1024xf32>
  torch.bind_symbolic_shape %10, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1024)> : tensor<1x?x1024xf32>
  %11 = "facet.elementwise"(%10) {op = "convert"} : (tensor<1x?x1024xf32>) -> tensor<1x?x1024xf16>
  torch.bind_symbolic_shape %11, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1024)> : tensor<1x?x1024xf16>
  %12 = "facet.view"(%11) : (tensor<1x?x1024xf16>) -> tensor<?x1024xf16>
  torch.bind_symbolic_shape %12, [%s0], affine_map<()[s0] -> (s0 * 16, 1024)> : tensor<?x1024xf16>
  %13 = "facet.global"() {name = @"blk.0.ffn_gate.weight"} : () -> tensor<2816x1024xf16>
  %14 = "facet.transpose"(%13) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %15 = "facet.matmul"(%12, %13) {transpose_rhs = true} : (tensor<?x1024xf16>, tensor<2816x1024xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %15, [%s0], affine_map<()[s0] -> (s0 * 16, 2816)> : tensor<?x2816xf16>
  %16 = "facet.global"() {name = @"blk.0.ffn_up.weight"} : () -> tensor<2816x1024xf16>
  %17 = "facet.transpose"(%16) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %18 = "facet.matmul"(%12, %16) {transpose_rhs = true} : (tensor<?x1024xf16>, tensor<2816x1024xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %18, [%s0], affine_map<()[s0] -> (s0 * 16, 2816)> : tensor<?x2816xf16>
  %19 = "facet.elementwise"(%15) {op = "silu"} : (tensor<?x2816xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %19, [%s0], affine_map<()[s0] -> (s0 * 16, 2816)> : tensor<?x2816xf16>
  %20 = "facet.elementwise"(%19, %18) {op = "mul"} : (tensor<?x2816xf16>, tensor<?x2816xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %20, [%s0], affine_map<()[s0] -> (s0 * 16, 2816)> : tensor<?x2816xf16>
  %21 = "facet.global"() {name = @"blk.0.ffn_down.weight"} : () -> tensor<1024x2816xf16>
  %22 = "facet.transpose"(%21) {perm = [1, 0]} : (tensor<1024x2816xf16>) -> tensor<2816x1024xf16>
  %23 = "facet.matmul"(%20, %21) {transpose_rhs = true} : (tensor<?x2816xf16>, tensor<1024x2816xf16>) -> tensor<?x1024xf16>
  torch.bind_symbolic_shape %23, [%s0], affine_map<()[s0] -> (s0 * 16, 1024)> : tensor<?x1024xf16>
  %24 = "facet.view"(%23) : (tensor<?x1024xf16>) -> tensor<1x?x1024xf16>
  torch.bind_symbolic_shape %24, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1024)> : tensor<1x?x1024xf16>
  %25 = "facet.elementwise"(%0, %24) {op = "add"} : (tensor<1x?x1024xf16>, tensor<1x?x1024xf16>) -> tensor<1x?x1024xf16>
  torch.bind_symbolic_shape %25, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1024)> : tensor<1x?x1024xf16>
  %26 = "facet.global"() {name = @"blk.1.ffn_norm.weight"} : () -> tensor<1024xf32>
  %27 = "facet.elementwise"(%25) {op = "convert"} : (tensor<1x?x1024xf16>) -> tensor<1x?x1024xf32>
  torch.bind_symbolic_shape %27, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1024)> : tensor<1x?x1024xf32>
  %28 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %29 = "facet.elementwise"(%27, %28) {op = "pow"} : (tensor<1x?x1024xf32>, tensor<f32>) -> tensor<1x?x1024xf32>
  torch.bind_symbolic_shape %29, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1024)> : tensor<1x?x1024xf32>
  %30 = "facet.reduce"(%29) {op = "mean", axes = [2]} : (tensor<1x?x1024xf32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %30, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1)> : tensor<1x?x1xf32>
  %31 = "facet.constant"() {value = 1.0000000000000001e-05 : f64} : () -> tensor<f32>
  %32 = "facet.elementwise"(%30, %31) {op = "add"} : (tensor<1x?x1xf32>, tensor<f32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %32, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1)> : tensor<1x?x1xf32>
  %33 = "facet.elementwise"(%32) {op = "rsqrt"} : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %33, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1)> : tensor<1x?x1xf32>
  %34 = "facet.elementwise"(%27, %33) {op = "mul"} : (tensor<1x?x1024xf32>, tensor<1x?x1xf32>) -> tensor<1x?x1024xf32>
  torch.bind_symbolic_shape %34, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1024)> : tensor<1x?x1024xf32>
  %35 = "facet.elementwise"(%34, %26) {op = "mul"} : (tensor<1x?x1024xf32>, tensor<1024xf32>) -> tensor<1x?x1024xf32>
  torch.bind_symbolic_shape %35, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1024)> : tensor<1x?x1024xf32>
  %36 = "facet.elementwise"(%35) {op = "convert"} : (tensor<1x?x1024xf32>) -> tensor<1x?x1024xf16>
  torch.bind_symbolic_shape %36, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1024)> : tensor<1x?x1024xf16>
  %37 = "facet.view"(%36) : (tensor<1x?x1024xf16>) -> tensor<?x1024xf16>
  torch.bind_symbolic_shape %37, [%s0], affine_map<()[s0] -> (s0 * 16, 1024)> : tensor<?x1024xf16>
  %38 = "facet.global"() {name = @"blk.1.ffn_gate.weight"} : () -> tensor<2816x1024xf16>
  %39 = "facet.transpose"(%38) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %40 = "facet.matmul"(%37, %38) {transpose_rhs = true} : (tensor<?x1024xf16>, tensor<2816x1024xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %40, [%s0], affine_map<()[s0] -> (s0 * 16, 2816)> : tensor<?x2816xf16>
  %41 = "facet.global"() {name = @"blk.1.ffn_up.weight"} : () -> tensor<2816x1024xf16>
  %42 = "facet.transpose"(%41) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %43 = "facet.matmul"(%37, %41) {transpose_rhs = true} : (tensor<?x1024xf16>, tensor<2816x1024xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %43, [%s0], affine_map<()[s0] -> (s0 * 16, 2816)> : tensor<?x2816xf16>
  %44 = "facet.elementwise"(%40) {op = "silu"} : (tensor<?x2816xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %44, [%s0], affine_map<()[s0] -> (s0 * 16, 2816)> : tensor<?x2816xf16>
  %45 = "facet.elementwise"(%44, %43) {op = "mul"} : (tensor<?x2816xf16>, tensor<?x2816xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %45, [%s0], affine_map<()[s0] -> (s0 * 16, 2816)> : tensor<?x2816xf16>
  %46 = "facet.global"() {name = @"blk.1.ffn_down.weight"} : () -> tensor<1024x2816xf16>
  %47 = "facet.transpose"(%46) {perm = [1, 0]} : (tensor<1024x2816xf16>) -> tensor<2816x1024xf16>
  %48 = "facet.matmul"(%45, %46) {transpose_rhs = true} : (tensor<?x2816xf16>, tensor<1024x2816xf16>) -> tensor<?x1024xf16>
  torch.bind_symbolic_shape %48, [%s0], affine_map<()[s0] -> (s0 * 16, 1024)> : tensor<?x1024xf16>
  %49 = "facet.view"(%48) : (tensor<?x1024xf16>) -> tensor<1x?x1024xf16>
  torch.bind_symbolic_shape %49, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1024)> : tensor<1x?x1024xf16>
  %50 = "facet.elementwise"(%25, %49) {op = "add"} : (tensor<1x?x1024xf16>, tensor<1x?x1024xf16>) -> tensor<1x?x1024xf16>
  torch.bind_symbolic_shape %50, [%s0], affine_map<()[s0] -> (1, s0 * 16, 1024)> : tensor<1x?x1024xf16>
  return %50 : tensor<1x?x1024xf16>
}
func.func @prefill_bs4(%0: tensor<4x?x1024xf16>) -> (tensor<4x?x1024xf16>) {
  %s0 = torch.symbolic_int "s0" {min_val = 1, max_val = 256} : !torch.int
  torch.bind_symbolic_shape %0, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1024)> : tensor<4x?x1024xf16>
  %1 = "facet.global"() {name = @"blk.0.ffn_norm.weight"} : () -> tensor<1024xf32>
  %2 = "facet.elementwise"(%0) {op = "convert"} : (tensor<4x?x1024xf16>) -> tensor<4x?x1024xf32>
  torch.bind_symbolic_shape %2, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1024)> : tensor<4x?x1024xf32>
  %3 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %4 = "facet.elementwise"(%2, %3) {op = "pow"} : (tensor<4x?x1024xf32>, tensor<f32>) -> tensor<4x?x1024xf32>
  torch.bind_symbolic_shape %4, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1024)> : tensor<4x?x1024xf32>
  %5 = "facet.reduce"(%4) {op = "mean", axes = [2]} : (tensor<4x?x1024xf32>) -> tensor<4x?x1xf32>
  torch.bind_symbolic_shape %5, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1)> : tensor<4x?x1xf32>
  %6 = "facet.constant"() {value = 1.0000000000000001e-05 : f64} : () -> tensor<f32>
  %7 = "facet.elementwise"(%5, %6) {op = "add"} : (tensor<4x?x1xf32>, tensor<f32>) -> tensor<4x?x1xf32>
  torch.bind_symbolic_shape %7, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1)> : tensor<4x?x1xf32>
  %8 = "facet.elementwise"(%7) {op = "rsqrt"} : (tensor<4x?x1xf32>) -> tensor<4x?x1xf32>
  torch.bind_symbolic_shape %8, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1)> : tensor<4x?x1xf32>
  %9 = "facet.elementwise"(%2, %8) {op = "mul"} : (tensor<4x?x1024xf32>, tensor<4x?x1xf32>) -> tensor<4x?x1024xf32>
  torch.bind_symbolic_shape %9, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1024)> : tensor<4x?x1024xf32>
  %10 = "facet.elementwise"(%9, %1) {op = "mul"} : (tensor<4x?x1024xf32>, tensor<1024xf32>) -> tensor<4x?x1024xf32>
  torch.bind_symbolic_shape %10, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1024)> : tensor<4x?x1024xf32>
  %11 = "facet.elementwise"(%10) {op = "convert"} : (tensor<4x?x1024xf32>) -> tensor<4x?x1024xf16>
  torch.bind_symbolic_shape %11, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1024)> : tensor<4x?x1024xf16>
  %12 = "facet.view"(%11) : (tensor<4x?x1024xf16>) -> tensor<?x1024xf16>
  torch.bind_symbolic_shape %12, [%s0], affine_map<()[s0] -> (s0 * 64, 1024)> : tensor<?x1024xf16>
  %13 = "facet.global"() {name = @"blk.0.ffn_gate.weight"} : () -> tensor<2816x1024xf16>
  %14 = "facet.transpose"(%13) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %15 = "facet.matmul"(%12, %13) {transpose_rhs = true} : (tensor<?x1024xf16>, tensor<2816x1024xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %15, [%s0], affine_map<()[s0] -> (s0 * 64, 2816)> : tensor<?x2816xf16>
  %16 = "facet.global"() {name = @"blk.0.ffn_up.weight"} : () -> tensor<2816x1024xf16>
  %17 = "facet.transpose"(%16) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %18 = "facet.matmul"(%12, %16) {transpose_rhs = true} : (tensor<?x1024xf16>, tensor<2816x1024xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %18, [%s0], affine_map<()[s0] -> (s0 * 64, 2816)> : tensor<?x2816xf16>
  %19 = "facet.elementwise"(%15) {op = "silu"} : (tensor<?x2816xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %19, [%s0], affine_map<()[s0] -> (s0 * 64, 2816)> : tensor<?x2816xf16>
  %20 = "facet.elementwise"(%19, %18) {op = "mul"} : (tensor<?x2816xf16>, tensor<?x2816xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %20, [%s0], affine_map<()[s0] -> (s0 * 64, 2816)> : tensor<?x2816xf16>
  %21 = "facet.global"() {name = @"blk.0.ffn_down.weight"} : () -> tensor<1024x2816xf16>
  %22 = "facet.transpose"(%21) {perm = [1, 0]} : (tensor<1024x2816xf16>) -> tensor<2816x1024xf16>
  %23 = "facet.matmul"(%20, %21) {transpose_rhs = true} : (tensor<?x2816xf16>, tensor<1024x2816xf16>) -> tensor<?x1024xf16>
  torch.bind_symbolic_shape %23, [%s0], affine_map<()[s0] -> (s0 * 64, 1024)> : tensor<?x1024xf16>
  %24 = "facet.view"(%23) : (tensor<?x1024xf16>) -> tensor<4x?x1024xf16>
  torch.bind_symbolic_shape %24, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1024)> : tensor<4x?x1024xf16>
  %25 = "facet.elementwise"(%0, %24) {op = "add"} : (tensor<4x?x1024xf16>, tensor<4x?x1024xf16>) -> tensor<4x?x1024xf16>
  torch.bind_symbolic_shape %25, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1024)> : tensor<4x?x1024xf16>
  %26 = "facet.global"() {name = @"blk.1.ffn_norm.weight"} : () -> tensor<1024xf32>
  %27 = "facet.elementwise"(%25) {op = "convert"} : (tensor<4x?x1024xf16>) -> tensor<4x?x1024xf32>
  torch.bind_symbolic_shape %27, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1024)> : tensor<4x?x1024xf32>
  %28 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %29 = "facet.elementwise"(%27, %28) {op = "pow"} : (tensor<4x?x1024xf32>, tensor<f32>) -> tensor<4x?x1024xf32>
  torch.bind_symbolic_shape %29, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1024)> : tensor<4x?x1024xf32>
  %30 = "facet.reduce"(%29) {op = "mean", axes = [2]} : (tensor<4x?x1024xf32>) -> tensor<4x?x1xf32>
  torch.bind_symbolic_shape %30, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1)> : tensor<4x?x1xf32>
  %31 = "facet.constant"() {value = 1.0000000000000001e-05 : f64} : () -> tensor<f32>
  %32 = "facet.elementwise"(%30, %31) {op = "add"} : (tensor<4x?x1xf32>, tensor<f32>) -> tensor<4x?x1xf32>
  torch.bind_symbolic_shape %32, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1)> : tensor<4x?x1xf32>
  %33 = "facet.elementwise"(%32) {op = "rsqrt"} : (tensor<4x?x1xf32>) -> tensor<4x?x1xf32>
  torch.bind_symbolic_shape %33, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1)> : tensor<4x?x1xf32>
  %34 = "facet.elementwise"(%27, %33) {op = "mul"} : (tensor<4x?x1024xf32>, tensor<4x?x1xf32>) -> tensor<4x?x1024xf32>
  torch.bind_symbolic_shape %34, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1024)> : tensor<4x?x1024xf32>
  %35 = "facet.elementwise"(%34, %26) {op = "mul"} : (tensor<4x?x1024xf32>, tensor<1024xf32>) -> tensor<4x?x1024xf32>
  torch.bind_symbolic_shape %35, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1024)> : tensor<4x?x1024xf32>
  %36 = "facet.elementwise"(%35) {op = "convert"} : (tensor<4x?x1024xf32>) -> tensor<4x?x1024xf16>
  torch.bind_symbolic_shape %36, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1024)> : tensor<4x?x1024xf16>
  %37 = "facet.view"(%36) : (tensor<4x?x1024xf16>) -> tensor<?x1024xf16>
  torch.bind_symbolic_shape %37, [%s0], affine_map<()[s0] -> (s0 * 64, 1024)> : tensor<?x1024xf16>
  %38 = "facet.global"() {name = @"blk.1.ffn_gate.weight"} : () -> tensor<2816x1024xf16>
  %39 = "facet.transpose"(%38) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %40 = "facet.matmul"(%37, %38) {transpose_rhs = true} : (tensor<?x1024xf16>, tensor<2816x1024xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %40, [%s0], affine_map<()[s0] -> (s0 * 64, 2816)> : tensor<?x2816xf16>
  %41 = "facet.global"() {name = @"blk.1.ffn_up.weight"} : () -> tensor<2816x1024xf16>
  %42 = "facet.transpose"(%41) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %43 = "facet.matmul"(%37, %41) {transpose_rhs = true} : (tensor<?x1024xf16>, tensor<2816x1024xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %43, [%s0], affine_map<()[s0] -> (s0 * 64, 2816)> : tensor<?x2816xf16>
  %44 = "facet.elementwise"(%40) {op = "silu"} : (tensor<?x2816xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %44, [%s0], affine_map<()[s0] -> (s0 * 64, 2816)> : tensor<?x2816xf16>
  %45 = "facet.elementwise"(%44, %43) {op = "mul"} : (tensor<?x2816xf16>, tensor<?x2816xf16>) -> tensor<?x2816xf16>
  torch.bind_symbolic_shape %45, [%s0], affine_map<()[s0] -> (s0 * 64, 2816)> : tensor<?x2816xf16>
  %46 = "facet.global"() {name = @"blk.1.ffn_down.weight"} : () -> tensor<1024x2816xf16>
  %47 = "facet.transpose"(%46) {perm = [1, 0]} : (tensor<1024x2816xf16>) -> tensor<2816x1024xf16>
  %48 = "facet.matmul"(%45, %46) {transpose_rhs = true} : (tensor<?x2816xf16>, tensor<1024x2816xf16>) -> tensor<?x1024xf16>
  torch.bind_symbolic_shape %48, [%s0], affine_map<()[s0] -> (s0 * 64, 1024)> : tensor<?x1024xf16>
  %49 = "facet.view"(%48) : (tensor<?x1024xf16>) -> tensor<4x?x1024xf16>
  torch.bind_symbolic_shape %49, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1024)> : tensor<4x?x1024xf16>
  %50 = "facet.elementwise"(%25, %49) {op = "add"} : (tensor<4x?x1024xf16>, tensor<4x?x1024xf16>) -> tensor<4x?x1024xf16>
  torch.bind_symbolic_shape %50, [%s0], affine_map<()[s0] -> (4, s0 * 16, 1024)> : tensor<4x?x1024xf16>
  return %50 : tensor<4x?x1024xf16>
}
func.func @decode_bs1(%0: tensor<1x1x1024xf16>) -> (tensor<1x1x1024xf16>) {
  %1 = "facet.global"() {name = @"blk.0.ffn_norm.weight"} : () -> tensor<1024xf32>
  %2 = "facet.elementwise"(%0) {op = "convert"} : (tensor<1x1x1024xf16>) -> tensor<1x1x1024xf32>
  %3 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %4 = "facet.elementwise"(%2, %3) {op = "pow"} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
  %5 = "facet.reduce"(%4) {op = "mean", axes = [2]} : (tensor<1x1x1024xf32>) -> tensor<1x1x1xf32>
  %6 = "facet.constant"() {value = 1.0000000000000001e-05 : f64} : () -> tensor<f32>
  %7 = "facet.elementwise"(%5, %6) {op = "add"} : (tensor<1x1x1xf32>, tensor<f32>) -> tensor<1x1x1xf32>
  %8 = "facet.elementwise"(%7) {op = "rsqrt"} : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
  %9 = "facet.elementwise"(%2, %8) {op = "mul"} : (tensor<1x1x1024xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1024xf32>
  %10 = "facet.elementwise"(%9, %1) {op = "mul"} : (tensor<1x1x1024xf32>, tensor<1024xf32>) -> tensor<1x1x1024xf32>
  %11 = "facet.elementwise"(%10) {op = "convert"} : (tensor<1x1x1024xf32>) -> tensor<1x1x1024xf16>
  %12 = "facet.view"(%11) : (tensor<1x1x1024xf16>) -> tensor<1x1024xf16>
  %13 = "facet.global"() {name = @"blk.0.ffn_gate.weight"} : () -> tensor<2816x1024xf16>
  %14 = "facet.transpose"(%13) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %15 = "facet.matmul"(%12, %13) {transpose_rhs = true} : (tensor<1x1024xf16>, tensor<2816x1024xf16>) -> tensor<1x2816xf16>
  %16 = "facet.global"() {name = @"blk.0.ffn_up.weight"} : () -> tensor<2816x1024xf16>
  %17 = "facet.transpose"(%16) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %18 = "facet.matmul"(%12, %16) {transpose_rhs = true} : (tensor<1x1024xf16>, tensor<2816x1024xf16>) -> tensor<1x2816xf16>
  %19 = "facet.elementwise"(%15) {op = "silu"} : (tensor<1x2816xf16>) -> tensor<1x2816xf16>
  %20 = "facet.elementwise"(%19, %18) {op = "mul"} : (tensor<1x2816xf16>, tensor<1x2816xf16>) -> tensor<1x2816xf16>
  %21 = "facet.global"() {name = @"blk.0.ffn_down.weight"} : () -> tensor<1024x2816xf16>
  %22 = "facet.transpose"(%21) {perm = [1, 0]} : (tensor<1024x2816xf16>) -> tensor<2816x1024xf16>
  %23 = "facet.matmul"(%20, %21) {transpose_rhs = true} : (tensor<1x2816xf16>, tensor<1024x2816xf16>) -> tensor<1x1024xf16>
  %24 = "facet.view"(%23) : (tensor<1x1024xf16>) -> tensor<1x1x1024xf16>
  %25 = "facet.elementwise"(%0, %24) {op = "add"} : (tensor<1x1x1024xf16>, tensor<1x1x1024xf16>) -> tensor<1x1x1024xf16>
  %26 = "facet.global"() {name = @"blk.1.ffn_norm.weight"} : () -> tensor<1024xf32>
  %27 = "facet.elementwise"(%25) {op = "convert"} : (tensor<1x1x1024xf16>) -> tensor<1x1x1024xf32>
  %28 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %29 = "facet.elementwise"(%27, %28) {op = "pow"} : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<1x1x1024xf32>
  %30 = "facet.reduce"(%29) {op = "mean", axes = [2]} : (tensor<1x1x1024xf32>) -> tensor<1x1x1xf32>
  %31 = "facet.constant"() {value = 1.0000000000000001e-05 : f64} : () -> tensor<f32>
  %32 = "facet.elementwise"(%30, %31) {op = "add"} : (tensor<1x1x1xf32>, tensor<f32>) -> tensor<1x1x1xf32>
  %33 = "facet.elementwise"(%32) {op = "rsqrt"} : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
  %34 = "facet.elementwise"(%27, %33) {op = "mul"} : (tensor<1x1x1024xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1024xf32>
  %35 = "facet.elementwise"(%34, %26) {op = "mul"} : (tensor<1x1x1024xf32>, tensor<1024xf32>) -> tensor<1x1x1024xf32>
  %36 = "facet.elementwise"(%35) {op = "convert"} : (tensor<1x1x1024xf32>) -> tensor<1x1x1024xf16>
  %37 = "facet.view"(%36) : (tensor<1x1x1024xf16>) -> tensor<1x1024xf16>
  %38 = "facet.global"() {name = @"blk.1.ffn_gate.weight"} : () -> tensor<2816x1024xf16>
  %39 = "facet.transpose"(%38) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %40 = "facet.matmul"(%37, %38) {transpose_rhs = true} : (tensor<1x1024xf16>, tensor<2816x1024xf16>) -> tensor<1x2816xf16>
  %41 = "facet.global"() {name = @"blk.1.ffn_up.weight"} : () -> tensor<2816x1024xf16>
  %42 = "facet.transpose"(%41) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %43 = "facet.matmul"(%37, %41) {transpose_rhs = true} : (tensor<1x1024xf16>, tensor<2816x1024xf16>) -> tensor<1x2816xf16>
  %44 = "facet.elementwise"(%40) {op = "silu"} : (tensor<1x2816xf16>) -> tensor<1x2816xf16>
  %45 = "facet.elementwise"(%44, %43) {op = "mul"} : (tensor<1x2816xf16>, tensor<1x2816xf16>) -> tensor<1x2816xf16>
  %46 = "facet.global"() {name = @"blk.1.ffn_down.weight"} : () -> tensor<1024x2816xf16>
  %47 = "facet.transpose"(%46) {perm = [1, 0]} : (tensor<1024x2816xf16>) -> tensor<2816x1024xf16>
  %48 = "facet.matmul"(%45, %46) {transpose_rhs = true} : (tensor<1x2816xf16>, tensor<1024x2816xf16>) -> tensor<1x1024xf16>
  %49 = "facet.view"(%48) : (tensor<1x1024xf16>) -> tensor<1x1x1024xf16>
  %50 = "facet.elementwise"(%25, %49) {op = "add"} : (tensor<1x1x1024xf16>, tensor<1x1x1024xf16>) -> tensor<1x1x1024xf16>
  return %50 : tensor<1x1x1024xf16>
}
func.func @decode_bs4(%0: tensor<4x1x1024xf16>) -> (tensor<4x1x1024xf16>) {
  %1 = "facet.global"() {name = @"blk.0.ffn_norm.weight"} : () -> tensor<1024xf32>
  %2 = "facet.elementwise"(%0) {op = "convert"} : (tensor<4x1x1024xf16>) -> tensor<4x1x1024xf32>
  %3 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %4 = "facet.elementwise"(%2, %3) {op = "pow"} : (tensor<4x1x1024xf32>, tensor<f32>) -> tensor<4x1x1024xf32>
  %5 = "facet.reduce"(%4) {op = "mean", axes = [2]} : (tensor<4x1x1024xf32>) -> tensor<4x1x1xf32>
  %6 = "facet.constant"() {value = 1.0000000000000001e-05 : f64} : () -> tensor<f32>
  %7 = "facet.elementwise"(%5, %6) {op = "add"} : (tensor<4x1x1xf32>, tensor<f32>) -> tensor<4x1x1xf32>
  %8 = "facet.elementwise"(%7) {op = "rsqrt"} : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
  %9 = "facet.elementwise"(%2, %8) {op = "mul"} : (tensor<4x1x1024xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1024xf32>
  %10 = "facet.elementwise"(%9, %1) {op = "mul"} : (tensor<4x1x1024xf32>, tensor<1024xf32>) -> tensor<4x1x1024xf32>
  %11 = "facet.elementwise"(%10) {op = "convert"} : (tensor<4x1x1024xf32>) -> tensor<4x1x1024xf16>
  %12 = "facet.view"(%11) : (tensor<4x1x1024xf16>) -> tensor<4x1024xf16>
  %13 = "facet.global"() {name = @"blk.0.ffn_gate.weight"} : () -> tensor<2816x1024xf16>
  %14 = "facet.transpose"(%13) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %15 = "facet.matmul"(%12, %13) {transpose_rhs = true} : (tensor<4x1024xf16>, tensor<2816x1024xf16>) -> tensor<4x2816xf16>
  %16 = "facet.global"() {name = @"blk.0.ffn_up.weight"} : () -> tensor<2816x1024xf16>
  %17 = "facet.transpose"(%16) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %18 = "facet.matmul"(%12, %16) {transpose_rhs = true} : (tensor<4x1024xf16>, tensor<2816x1024xf16>) -> tensor<4x2816xf16>
  %19 = "facet.elementwise"(%15) {op = "silu"} : (tensor<4x2816xf16>) -> tensor<4x2816xf16>
  %20 = "facet.elementwise"(%19, %18) {op = "mul"} : (tensor<4x2816xf16>, tensor<4x2816xf16>) -> tensor<4x2816xf16>
  %21 = "facet.global"() {name = @"blk.0.ffn_down.weight"} : () -> tensor<1024x2816xf16>
  %22 = "facet.transpose"(%21) {perm = [1, 0]} : (tensor<1024x2816xf16>) -> tensor<2816x1024xf16>
  %23 = "facet.matmul"(%20, %21) {transpose_rhs = true} : (tensor<4x2816xf16>, tensor<1024x2816xf16>) -> tensor<4x1024xf16>
  %24 = "facet.view"(%23) : (tensor<4x1024xf16>) -> tensor<4x1x1024xf16>
  %25 = "facet.elementwise"(%0, %24) {op = "add"} : (tensor<4x1x1024xf16>, tensor<4x1x1024xf16>) -> tensor<4x1x1024xf16>
  %26 = "facet.global"() {name = @"blk.1.ffn_norm.weight"} : () -> tensor<1024xf32>
  %27 = "facet.elementwise"(%25) {op = "convert"} : (tensor<4x1x1024xf16>) -> tensor<4x1x1024xf32>
  %28 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %29 = "facet.elementwise"(%27, %28) {op = "pow"} : (tensor<4x1x1024xf32>, tensor<f32>) -> tensor<4x1x1024xf32>
  %30 = "facet.reduce"(%29) {op = "mean", axes = [2]} : (tensor<4x1x1024xf32>) -> tensor<4x1x1xf32>
  %31 = "facet.constant"() {value = 1.0000000000000001e-05 : f64} : () -> tensor<f32>
  %32 = "facet.elementwise"(%30, %31) {op = "add"} : (tensor<4x1x1xf32>, tensor<f32>) -> tensor<4x1x1xf32>
  %33 = "facet.elementwise"(%32) {op = "rsqrt"} : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
  %34 = "facet.elementwise"(%27, %33) {op = "mul"} : (tensor<4x1x1024xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1024xf32>
  %35 = "facet.elementwise"(%34, %26) {op = "mul"} : (tensor<4x1x1024xf32>, tensor<1024xf32>) -> tensor<4x1x1024xf32>
  %36 = "facet.elementwise"(%35) {op = "convert"} : (tensor<4x1x1024xf32>) -> tensor<4x1x1024xf16>
  %37 = "facet.view"(%36) : (tensor<4x1x1024xf16>) -> tensor<4x1024xf16>
  %38 = "facet.global"() {name = @"blk.1.ffn_gate.weight"} : () -> tensor<2816x1024xf16>
  %39 = "facet.transpose"(%38) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %40 = "facet.matmul"(%37, %38) {transpose_rhs = true} : (tensor<4x1024xf16>, tensor<2816x1024xf16>) -> tensor<4x2816xf16>
  %41 = "facet.global"() {name = @"blk.1.ffn_up.weight"} : () -> tensor<2816x1024xf16>
  %42 = "facet.transpose"(%41) {perm = [1, 0]} : (tensor<2816x1024xf16>) -> tensor<1024x2816xf16>
  %43 = "facet.matmul"(%37, %41) {transpose_rhs = true} : (tensor<4x1024xf16>, tensor<2816x1024xf16>) -> tensor<4x2816xf16>
  %44 = "facet.elementwise"(%40) {op = "silu"} : (tensor<4x2816xf16>) -> tensor<4x2816xf16>
  %45 = "facet.elementwise"(%44, %43) {op = "mul"} : (tensor<4x2816xf16>, tensor<4x2816xf16>) -> tensor<4x2816xf16>
  %46 = "facet.global"() {name = @"blk.1.ffn_down.weight"} : () -> tensor<1024x2816xf16>
  %47 = "facet.transpose"(%46) {perm = [1, 0]} : (tensor<1024x2816xf16>) -> tensor<2816x1024xf16>
  %48 = "facet.matmul"(%45, %46) {transpose_rhs = true} : (tensor<4x2816xf16>, tensor<1024x2816xf16>) -> tensor<4x1024xf16>
  %49 = "facet.view"(%48) : (tensor<4x1024xf16>) -> tensor<4x1x1024xf16>
  %50 = "facet.elementwise"(%25, %49) {op = "add"} : (tensor<4x1x1024xf16>, tensor<4x1x1024xf16>) -> tensor<4x1x1024xf16>
  return %50 : tensor<4x1x1024xf16>
}
