util.global private @"__auto.token_embd.weight" = #stream.parameter.named<"model"::"token_embd.weight"> : tensor<256x256xf32>
util.global private @"__auto.blk.0.attn_norm.weight" = #stream.parameter.named<"model"::"blk.0.attn_norm.weight"> : tensor<256xf32>
util.global private @"__auto.blk.0.attn_q.weight" = #stream.parameter.named<"model"::"blk.0.attn_q.weight"> : tensor<256x256xf32>
util.global private @"__auto.blk.0.attn_k.weight" = #stream.parameter.named<"model"::"blk.0.attn_k.weight"> : tensor<128x256xf32>
util.global private @"__auto.blk.0.attn_v.weight" = #stream.parameter.named<"model"::"blk.0.attn_v.weight"> : tensor<128x256xf32>
util.global private @"__auto.blk.0.attn_output.weight" = #stream.parameter.named<"model"::"blk.0.attn_output.weight"> : tensor<256x256xf32>
util.global private @"__auto.blk.0.ffn_norm.weight" = #stream.parameter.named<"model"::"blk.0.ffn_norm.weight"> : tensor<256xf32>
util.global private @"__auto.blk.0.ffn_gate.weight" = #stream.parameter.named<"model"::"blk.0.ffn_gate.weight"> : tensor<23x256xf32>
util.global private @"__auto.blk.0.ffn_up.weight" = #stream.parameter.named<"model"::"blk.0.ffn_up.weight"> : tensor<23x256xf32>
util.global private @"__auto.blk.0.ffn_down.weight" = #stream.parameter.named<"model"::"blk.0.ffn_down.weight"> : tensor<256x23xf32>
util.global private @"__auto.blk.1.attn_norm.weight" = #stream.parameter.named<"model"::"blk.1.attn_norm.weight"> : tensor<256xf32>
util.global private @"__auto.blk.1.attn_q.weight" = #stream.parameter.named<"model"::"blk.1.attn_q.weight"> : tensor<256x256xf32>
util.global private @"__auto.blk.1.attn_k.weight" = #stream.parameter.named<"model"::"blk.1.attn_k.weight"> : tensor<128x256xf32>
util.global private @"__auto.blk.1.attn_v.weight" = #stream.parameter.named<"model"::"blk.1.attn_v.weight"> : tensor<128x256xf32>
util.global private @"__auto.blk.1.attn_output.weight" = #stream.parameter.named<"model"::"blk.1.attn_output.weight"> : tensor<256x256xf32>
util.global private @"__auto.blk.1.ffn_norm.weight" = #stream.parameter.named<"model"::"blk.1.ffn_norm.weight"> : tensor<256xf32>
util.global private @"__auto.blk.1.ffn_gate.weight" = #stream.parameter.named<"model"::"blk.1.ffn_gate.weight"> : tensor<23x256xf32>
util.global private @"__auto.blk.1.ffn_up.weight" = #stream.parameter.named<"model"::"blk.1.ffn_up.weight"> : tensor<23x256xf32>
util.global private @"__auto.blk.1.ffn_down.weight" = #stream.parameter.named<"model"::"blk.1.ffn_down.weight"> : tensor<256x23xf32>
util.global private @"__auto.blk.2.attn_norm.weight" = #stream.parameter.named<"model"::"blk.2.attn_norm.weight"> : tensor<256xf32>
util.global private @"__auto.blk.2.attn_q.weight" = #stream.parameter.named<"model"::"blk.2.attn_q.weight"> : tensor<256x256xf32>
util.global private @"__auto.blk.2.attn_k.weight" = #stream.parameter.named<"model"::"blk.2.attn_k.weight"> : tensor<128x256xf32>
util.global private @"__auto.blk.2.attn_v.weight" = #stream.parameter.named<"model"::"blk.2.attn_v.weight"> : tensor<128x256xf32>
util.global private @"__auto.blk.2.attn_output.weight" = #stream.parameter.named<"model"::"blk.2.attn_output.weight"> : tensor<256x256xf32>
util.global private @"__auto.blk.2.ffn_norm.weight" = #stream.parameter.named<"model"::"blk.2.ffn_norm.weight"> : tensor<256xf32>
util.global private @"__auto.blk.2.ffn_gate.weight" = #stream.parameter.named<"model"::"blk.2.ffn_gate.weight"> : tensor<23x256xf32>
util.global private @"__auto.blk.2.ffn_up.weight" = #stream.parameter.named<"model"::"blk.2.ffn_up.weight"> : tensor<23x256xf32>
util.global private @"__auto.blk.2.ffn_down.weight" = #stream.parameter.named<"model"::"blk.2.ffn_down.weight"> : tensor<256x23xf32>
util.global private @"__auto.output_norm.weight" = #stream.parameter.named<"model"::"output_norm.weight"> : tensor<1x256xf32>
util.global private @"__auto.output.weight" = #stream.parameter.named<"model"::"output.weight"> : tensor<256x256xf32>
func.func @prefill_bs1(%0: tensor<1x?xi64>, %1: tensor<1xi64>, %2: tensor<1x?xi64>, %3: tensor<?x24576xf16>) -> (tensor<1x?x256xf16>) {
  %s1 = torch.symbolic_int "s1" {min_val = 2, max_val = 3} : !torch.int
  %s2 = torch.symbolic_int "s2" {min_val = 2, max_val = 9223372036854775806} : !torch.int
  torch.bind_symbolic_shape %0, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32)> : tensor<1x?xi64>
  torch.bind_symbolic_shape %2, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0)> : tensor<1x?xi64>
  torch.bind_symbolic_shape %3, [%s1, %s2], affine_map<()[s0, s1] -> (s1, 24576)> : tensor<?x24576xf16>
  %4 = "facet.global"() {name = @"__auto.token_embd.weight"} : () -> tensor<256x256xf32>
  %5 = "facet.global"() {name = @"__auto.blk.0.attn_norm.weight"} : () -> tensor<256xf32>
  %6 = "facet.global"() {name = @"__auto.blk.0.attn_q.weight"} : () -> tensor<256x256xf32>
  %7 = "facet.global"() {name = @"__auto.blk.0.attn_k.weight"} : () -> tensor<128x256xf32>
  %8 = "facet.global"() {name = @"__auto.blk.0.attn_v.weight"} : () -> tensor<128x256xf32>
  %9 = "facet.global"() {name = @"__auto.blk.0.attn_output.weight"} : () -> tensor<256x256xf32>
  %10 = "facet.global"() {name = @"__auto.blk.0.ffn_norm.weight"} : () -> tensor<256xf32>
  %11 = "facet.global"() {name = @"__auto.blk.0.ffn_gate.weight"} : () -> tensor<23x256xf32>
  %12 = "facet.global"() {name = @"__auto.blk.0.ffn_up.weight"} : () -> tensor<23x256xf32>
  %13 = "facet.global"() {name = @"__auto.blk.0.ffn_down.weight"} : () -> tensor<256x23xf32>
  %14 = "facet.global"() {name = @"__auto.blk.1.attn_norm.weight"} : () -> tensor<256xf32>
  %15 = "facet.global"() {name = @"__auto.blk.1.attn_q.weight"} : () -> tensor<256x256xf32>
  %16 = "facet.global"() {name = @"__auto.blk.1.attn_k.weight"} : () -> tensor<128x256xf32>
  %17 = "facet.global"() {name = @"__auto.blk.1.attn_v.weight"} : () -> tensor<128x256xf32>
  %18 = "facet.global"() {name = @"__auto.blk.1.attn_output.weight"} : () -> tensor<256x256xf32>
  %19 = "facet.global"() {name = @"__auto.blk.1.ffn_norm.weight"} : () -> tensor<256xf32>
  %20 = "facet.global"() {name = @"__auto.blk.1.ffn_gate.weight"} : () -> tensor<23x256xf32>
  %21 = "facet.global"() {name = @"__auto.blk.1.ffn_up.weight"} : () -> tensor<23x256xf32>
  %22 = "facet.global"() {name = @"__auto.blk.1.ffn_down.weight"} : () -> tensor<256x23xf32>
  %23 = "facet.global"() {name = @"__auto.blk.2.attn_norm.weight"} : () -> tensor<256xf32>
  %24 = "facet.global"() {name = @"__auto.blk.2.attn_q.weight"} : () -> tensor<256x256xf32>
  %25 = "facet.global"() {name = @"__auto.blk.2.attn_k.weight"} : () -> tensor<128x256xf32>
  %26 = "facet.global"() {name = @"__auto.blk.2.attn_v.weight"} : () -> tensor<128x256xf32>
  %27 = "facet.global"() {name = @"__auto.blk.2.attn_output.weight"} : () -> tensor<256x256xf32>
  %28 = "facet.global"() {name = @"__auto.blk.2.ffn_norm.weight"} : () -> tensor<256xf32>
  %29 = "facet.global"() {name = @"__auto.blk.2.ffn_gate.weight"} : () -> tensor<23x256xf32>
  %30 = "facet.global"() {name = @"__auto.blk.2.ffn_up.weight"} : () -> tensor<23x256xf32>
  %31 = "facet.global"() {name = @"__auto.blk.2.ffn_down.weight"} : () -> tensor<256x23xf32>
  %32 = "facet.global"() {name = @"__auto.output_norm.weight"} : () -> tensor<1x256xf32>
  %33 = "facet.global"() {name = @"__auto.output.weight"} : () -> tensor<256x256xf32>
  %34 = "facet.elementwise"(%4) {op = "convert"} : (tensor<256x256xf32>) -> tensor<256x256xf16>
  %35 = "facet.index_select"(%34, %0) {axis = 0} : (tensor<256x256xf16>, tensor<1x?xi64>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %35, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %36 = "facet.elementwise"(%35) {op = "convert"} : (tensor<1x?x256xf16>) -> tensor<1x?x256xf32>
  torch.bind_symbolic_shape %36, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf32>
  %37 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %38 = "facet.elementwise"(%36, %37) {op = "pow"} : (tensor<1x?x256xf32>, tensor<f32>) -> tensor<1x?x256xf32>
  torch.bind_symbolic_shape %38, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf32>
  %39 = "facet.reduce"(%38) {op = "mean", axes = [2]} : (tensor<1x?x256xf32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %39, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 1)> : tensor<1x?x1xf32>
  %40 = "facet.constant"() {value = 0.01 : f64} : () -> tensor<f32>
  %41 = "facet.elementwise"(%39, %40) {op = "add"} : (tensor<1x?x1xf32>, tensor<f32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %41, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 1)> : tensor<1x?x1xf32>
  %42 = "facet.elementwise"(%41) {op = "rsqrt"} : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %42, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 1)> : tensor<1x?x1xf32>
  %43 = "facet.elementwise"(%36, %42) {op = "mul"} : (tensor<1x?x256xf32>, tensor<1x?x1xf32>) -> tensor<1x?x256xf32>
  torch.bind_symbolic_shape %43, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf32>
  %44 = "facet.elementwise"(%43) {op = "convert"} : (tensor<1x?x256xf32>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %44, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %45 = "facet.elementwise"(%5, %44) {op = "mul"} : (tensor<256xf32>, tensor<1x?x256xf16>) -> tensor<1x?x256xf32>
  torch.bind_symbolic_shape %45, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf32>
  %46 = "facet.elementwise"(%45) {op = "convert"} : (tensor<1x?x256xf32>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %46, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %47 = "facet.elementwise"(%6) {op = "convert"} : (tensor<256x256xf32>) -> tensor<256x256xf16>
  %48 = "facet.transpose"(%47) {perm = [1, 0]} : (tensor<256x256xf16>) -> tensor<256x256xf16>
  %49 = "facet.view"(%46) : (tensor<1x?x256xf16>) -> tensor<?x256xf16>
  torch.bind_symbolic_shape %49, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 256)> : tensor<?x256xf16>
  %50 = "facet.matmul"(%49, %47) {transpose_rhs = true} : (tensor<?x256xf16>, tensor<256x256xf16>) -> tensor<?x256xf16>
  torch.bind_symbolic_shape %50, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 256)> : tensor<?x256xf16>
  %51 = "facet.view"(%50) : (tensor<?x256xf16>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %51, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %52 = "facet.elementwise"(%7) {op = "convert"} : (tensor<128x256xf32>) -> tensor<128x256xf16>
  %53 = "facet.transpose"(%52) {perm = [1, 0]} : (tensor<128x256xf16>) -> tensor<256x128xf16>
  %54 = "facet.view"(%46) : (tensor<1x?x256xf16>) -> tensor<?x256xf16>
  torch.bind_symbolic_shape %54, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 256)> : tensor<?x256xf16>
  %55 = "facet.matmul"(%54, %52) {transpose_rhs = true} : (tensor<?x256xf16>, tensor<128x256xf16>) -> tensor<?x128xf16>
  torch.bind_symbolic_shape %55, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 128)> : tensor<?x128xf16>
  %56 = "facet.view"(%55) : (tensor<?x128xf16>) -> tensor<1x?x128xf16>
  torch.bind_symbolic_shape %56, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 128)> : tensor<1x?x128xf16>
  %57 = "facet.elementwise"(%8) {op = "convert"} : (tensor<128x256xf32>) -> tensor<128x256xf16>
  %58 = "facet.transpose"(%57) {perm = [1, 0]} : (tensor<128x256xf16>) -> tensor<256x128xf16>
  %59 = "facet.view"(%46) : (tensor<1x?x256xf16>) -> tensor<?x256xf16>
  torch.bind_symbolic_shape %59, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 256)> : tensor<?x256xf16>
  %60 = "facet.matmul"(%59, %57) {transpose_rhs = true} : (tensor<?x256xf16>, tensor<128x256xf16>) -> tensor<?x128xf16>
  torch.bind_symbolic_shape %60, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 128)> : tensor<?x128xf16>
  %61 = "facet.view"(%60) : (tensor<?x128xf16>) -> tensor<1x?x128xf16>
  torch.bind_symbolic_shape %61, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 128)> : tensor<1x?x128xf16>
  %62 = "facet.view"(%51) : (tensor<1x?x256xf16>) -> tensor<1x?x8x32xf16>
  torch.bind_symbolic_shape %62, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 8, 32)> : tensor<1x?x8x32xf16>
  %63 = "facet.view"(%56) : (tensor<1x?x128xf16>) -> tensor<1x?x4x32xf16>
  torch.bind_symbolic_shape %63, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 32)> : tensor<1x?x4x32xf16>
  %64 = "facet.view"(%61) : (tensor<1x?x128xf16>) -> tensor<1x?x4x32xf16>
  torch.bind_symbolic_shape %64, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 32)> : tensor<1x?x4x32xf16>
  %65 = "facet.arange"() {start = 0 : f64, step = 1 : f64} : () -> tensor<128xi64>
  %66 = "facet.arange"() {start = 0 : f64, step = 1 : f64} : () -> tensor<32xi64>
  %67 = "facet.constant"() {value = 2 : f64} : () -> tensor<i64>
  %68 = "facet.elementwise"(%66, %67) {op = "floordiv"} : (tensor<32xi64>, tensor<i64>) -> tensor<32xi64>
  %69 = "facet.elementwise"(%68) {op = "convert"} : (tensor<32xi64>) -> tensor<32xf32>
  %70 = "facet.constant"() {value = 32 : f64} : () -> tensor<f32>
  %71 = "facet.elementwise"(%69, %70) {op = "div"} : (tensor<32xf32>, tensor<f32>) -> tensor<32xf32>
  %72 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %73 = "facet.elementwise"(%71, %72) {op = "mul"} : (tensor<32xf32>, tensor<f32>) -> tensor<32xf32>
  %74 = "facet.constant"() {value = 500000 : f64} : () -> tensor<f32>
  %75 = "facet.elementwise"(%74, %73) {op = "pow"} : (tensor<f32>, tensor<32xf32>) -> tensor<32xf32>
  %76 = "facet.elementwise"(%75) {op = "reciprocal"} : (tensor<32xf32>) -> tensor<32xf32>
  %77 = "facet.constant"() {value = 1 : f64} : () -> tensor<f32>
  %78 = "facet.elementwise"(%76, %77) {op = "mul"} : (tensor<32xf32>, tensor<f32>) -> tensor<32xf32>
  %79 = "facet.view"(%65) : (tensor<128xi64>) -> tensor<128x1xi64>
  %80 = "facet.view"(%78) : (tensor<32xf32>) -> tensor<1x32xf32>
  %81 = "facet.elementwise"(%79, %80) {op = "mul"} : (tensor<128x1xi64>, tensor<1x32xf32>) -> tensor<128x32xf32>
  %82 = "facet.slice"(%81) {axis = 0, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<128x32xf32>) -> tensor<?x32xf32>
  torch.bind_symbolic_shape %82, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 32)> : tensor<?x32xf32>
  %83 = "facet.slice"(%82) {axis = 1, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<?x32xf32>) -> tensor<?x32xf32>
  torch.bind_symbolic_shape %83, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 32)> : tensor<?x32xf32>
  %84 = "facet.slice"(%83) {axis = 1, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<?x32xf32>) -> tensor<?x32xf32>
  torch.bind_symbolic_shape %84, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 32)> : tensor<?x32xf32>
  %85 = "facet.view"(%84) : (tensor<?x32xf32>) -> tensor<1x?x32xf32>
  torch.bind_symbolic_shape %85, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 32)> : tensor<1x?x32xf32>
  %86 = "facet.slice"(%85) {axis = 1, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
  torch.bind_symbolic_shape %86, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 32)> : tensor<1x?x32xf32>
  %87 = "facet.slice"(%86) {axis = 2, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
  torch.bind_symbolic_shape %87, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 32)> : tensor<1x?x32xf32>
  %88 = "facet.repeat"(%87) {reps = [1, 1, 1]} : (tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
  torch.bind_symbolic_shape %88, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 32)> : tensor<1x?x32xf32>
  %89 = "facet.elementwise"(%62) {op = "convert"} : (tensor<1x?x8x32xf16>) -> tensor<1x?x8x32xf32>
  torch.bind_symbolic_shape %89, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 8, 32)> : tensor<1x?x8x32xf32>
  %90 = "facet.call"(%89, %88) {name = @"sharktank_rotary_embedding_1_D_8_32_f32"} : (tensor<1x?x8x32xf32>, tensor<1x?x32xf32>) -> tensor<1x?x8x32xf32>
  torch.bind_symbolic_shape %90, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 8, 32)> : tensor<1x?x8x32xf32>
  %91 = "facet.elementwise"(%90) {op = "convert"} : (tensor<1x?x8x32xf32>) -> tensor<1x?x8x32xf16>
  torch.bind_symbolic_shape %91, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 8, 32)> : tensor<1x?x8x32xf16>
  %92 = "facet.arange"() {start = 0 : f64, step = 1 : f64} : () -> tensor<128xi64>
  %93 = "facet.arange"() {start = 0 : f64, step = 1 : f64} : () -> tensor<32xi64>
  %94 = "facet.constant"() {value = 2 : f64} : () -> tensor<i64>
  %95 = "facet.elementwise"(%93, %94) {op = "floordiv"} : (tensor<32xi64>, tensor<i64>) -> tensor<32xi64>
  %96 = "facet.elementwise"(%95) {op = "convert"} : (tensor<32xi64>) -> tensor<32xf32>
  %97 = "facet.constant"() {value = 32 : f64} : () -> tensor<f32>
  %98 = "facet.elementwise"(%96, %97) {op = "div"} : (tensor<32xf32>, tensor<f32>) -> tensor<32xf32>
  %99 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %100 = "facet.elementwise"(%98, %99) {op = "mul"} : (tensor<32xf32>, tensor<f32>) -> tensor<32xf32>
  %101 = "facet.constant"() {value = 500000 : f64} : () -> tensor<f32>
  %102 = "facet.elementwise"(%101, %100) {op = "pow"} : (tensor<f32>, tensor<32xf32>) -> tensor<32xf32>
  %103 = "facet.elementwise"(%102) {op = "reciprocal"} : (tensor<32xf32>) -> tensor<32xf32>
  %104 = "facet.constant"() {value = 1 : f64} : () -> tensor<f32>
  %105 = "facet.elementwise"(%103, %104) {op = "mul"} : (tensor<32xf32>, tensor<f32>) -> tensor<32xf32>
  %106 = "facet.view"(%92) : (tensor<128xi64>) -> tensor<128x1xi64>
  %107 = "facet.view"(%105) : (tensor<32xf32>) -> tensor<1x32xf32>
  %108 = "facet.elementwise"(%106, %107) {op = "mul"} : (tensor<128x1xi64>, tensor<1x32xf32>) -> tensor<128x32xf32>
  %109 = "facet.slice"(%108) {axis = 0, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<128x32xf32>) -> tensor<?x32xf32>
  torch.bind_symbolic_shape %109, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 32)> : tensor<?x32xf32>
  %110 = "facet.slice"(%109) {axis = 1, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<?x32xf32>) -> tensor<?x32xf32>
  torch.bind_symbolic_shape %110, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 32)> : tensor<?x32xf32>
  %111 = "facet.slice"(%110) {axis = 1, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<?x32xf32>) -> tensor<?x32xf32>
  torch.bind_symbolic_shape %111, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 32)> : tensor<?x32xf32>
  %112 = "facet.view"(%111) : (tensor<?x32xf32>) -> tensor<1x?x32xf32>
  torch.bind_symbolic_shape %112, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 32)> : tensor<1x?x32xf32>
  %113 = "facet.slice"(%112) {axis = 1, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
  torch.bind_symbolic_shape %113, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 32)> : tensor<1x?x32xf32>
  %114 = "facet.slice"(%113) {axis = 2, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
  torch.bind_symbolic_shape %114, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 32)> : tensor<1x?x32xf32>
  %115 = "facet.repeat"(%114) {reps = [1, 1, 1]} : (tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
  torch.bind_symbolic_shape %115, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 32)> : tensor<1x?x32xf32>
  %116 = "facet.elementwise"(%63) {op = "convert"} : (tensor<1x?x4x32xf16>) -> tensor<1x?x4x32xf32>
  torch.bind_symbolic_shape %116, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 32)> : tensor<1x?x4x32xf32>
  %117 = "facet.call"(%116, %115) {name = @"sharktank_rotary_embedding_1_D_4_32_f32"} : (tensor<1x?x4x32xf32>, tensor<1x?x32xf32>) -> tensor<1x?x4x32xf32>
  torch.bind_symbolic_shape %117, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 32)> : tensor<1x?x4x32xf32>
  %118 = "facet.elementwise"(%117) {op = "convert"} : (tensor<1x?x4x32xf32>) -> tensor<1x?x4x32xf16>
  torch.bind_symbolic_shape %118, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 32)> : tensor<1x?x4x32xf16>
  %119 = "facet.view"(%3) : (tensor<?x24576xf16>) -> tensor<?x3x2x32x4x32xf16>
  torch.bind_symbolic_shape %119, [%s1, %s2], affine_map<()[s0, s1] -> (s1, 3, 2, 32, 4, 32)> : tensor<?x3x2x32x4x32xf16>
  %120 = "facet.view"(%119) : (tensor<?x3x2x32x4x32xf16>) -> tensor<?x32x4x32xf16>
  torch.bind_symbolic_shape %120, [%s1, %s2], affine_map<()[s0, s1] -> (s1 * 6, 32, 4, 32)> : tensor<?x32x4x32xf16>
  %121 = "facet.constant"() {value = 6 : f64} : () -> tensor<i64>
  %122 = "facet.elementwise"(%2, %121) {op = "mul"} : (tensor<1x?xi64>, tensor<i64>) -> tensor<1x?xi64>
  torch.bind_symbolic_shape %122, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0)> : tensor<1x?xi64>
  %123 = "facet.constant"() {value = 0 : f64} : () -> tensor<i64>
  %124 = "facet.elementwise"(%122, %123) {op = "add"} : (tensor<1x?xi64>, tensor<i64>) -> tensor<1x?xi64>
  torch.bind_symbolic_shape %124, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0)> : tensor<1x?xi64>
  %125 = "facet.view"(%118) : (tensor<1x?x4x32xf16>) -> tensor<1x?x32x4x32xf16>
  torch.bind_symbolic_shape %125, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0, 32, 4, 32)> : tensor<1x?x32x4x32xf16>
  %126 = "facet.view"(%125) : (tensor<1x?x32x4x32xf16>) -> tensor<?x32x4x32xf16>
  torch.bind_symbolic_shape %126, [%s1, %s2], affine_map<()[s0, s1] -> (s0, 32, 4, 32)> : tensor<?x32x4x32xf16>
  %127 = "facet.view"(%124) : (tensor<1x?xi64>) -> tensor<?xi64>
  torch.bind_symbolic_shape %127, [%s1, %s2], affine_map<()[s0, s1] -> (s0)> : tensor<?xi64>
  %128 = "facet.index_put"(%120, %126, %127) {none_mask = 0, accumulate = false} : (tensor<?x32x4x32xf16>, tensor<?x32x4x32xf16>, tensor<?xi64>) -> tensor<?x32x4x32xf16>
  torch.bind_symbolic_shape %128, [%s1, %s2], affine_map<()[s0, s1] -> (s1 * 6, 32, 4, 32)> : tensor<?x32x4x32xf16>
  %129 = "facet.view"(%128) : (tensor<?x32x4x32xf16>) -> tensor<?x3x2x32x4x32xf16>
  torch.bind_symbolic_shape %129, [%s1, %s2], affine_map<()[s0, s1] -> (s1, 3, 2, 32, 4, 32)> : tensor<?x3x2x32x4x32xf16>
  %130 = "facet.view"(%129) : (tensor<?x3x2x32x4x32xf16>) -> tensor<?x24576xf16>
  torch.bind_symbolic_shape %130, [%s1, %s2], affine_map<()[s0, s1] -> (s1, 24576)> : tensor<?x24576xf16>
  %131 = "facet.view"(%130) : (tensor<?x24576xf16>) -> tensor<?x3x2x32x4x32xf16>
  torch.bind_symbolic_shape %131, [%s1, %s2], affine_map<()[s0, s1] -> (s1, 3, 2, 32, 4, 32)> : tensor<?x3x2x32x4x32xf16>
  %132 = "facet.view"(%131) : (tensor<?x3x2x32x4x32xf16>) -> tensor<?x32x4x32xf16>
  torch.bind_symbolic_shape %132, [%s1, %s2], affine_map<()[s0, s1] -> (s1 * 6, 32, 4, 32)> : tensor<?x32x4x32xf16>
  %133 = "facet.view"(%64) : (tensor<1x?x4x32xf16>) -> tensor<1x?x32x4x32xf16>
  torch.bind_symbolic_shape %133, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0, 32, 4, 32)> : tensor<1x?x32x4x32xf16>
  %134 = "facet.view"(%133) : (tensor<1x?x32x4x32xf16>) -> tensor<?x32x4x32xf16>
  torch.bind_symbolic_shape %134, [%s1, %s2], affine_map<()[s0, s1] -> (s0, 32, 4, 32)> : tensor<?x32x4x32xf16>
  %135 = "facet.constant"() {value = 1 : f64} : () -> tensor<i64>
  %136 = "facet.elementwise"(%124, %135) {op = "add"} : (tensor<1x?xi64>, tensor<i64>) -> tensor<1x?xi64>
  torch.bind_symbolic_shape %136, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0)> : tensor<1x?xi64>
  %137 = "facet.view"(%136) : (tensor<1x?xi64>) -> tensor<?xi64>
  torch.bind_symbolic_shape %137, [%s1, %s2], affine_map<()[s0, s1] -> (s0)> : tensor<?xi64>
  %138 = "facet.index_put"(%132, %134, %137) {none_mask = 0, accumulate = false} : (tensor<?x32x4x32xf16>, tensor<?x32x4x32xf16>, tensor<?xi64>) -> tensor<?x32x4x32xf16>
  torch.bind_symbolic_shape %138, [%s1, %s2], affine_map<()[s0, s1] -> (s1 * 6, 32, 4, 32)> : tensor<?x32x4x32xf16>
  %139 = "facet.view"(%138) : (tensor<?x32x4x32xf16>) -> tensor<?x3x2x32x4x32xf16>
  torch.bind_symbolic_shape %139, [%s1, %s2], affine_map<()[s0, s1] -> (s1, 3, 2, 32, 4, 32)> : tensor<?x3x2x32x4x32xf16>
  %140 = "facet.view"(%139) : (tensor<?x3x2x32x4x32xf16>) -> tensor<?x24576xf16>
  torch.bind_symbolic_shape %140, [%s1, %s2], affine_map<()[s0, s1] -> (s1, 24576)> : tensor<?x24576xf16>
  %141 = "facet.view"(%118) : (tensor<1x?x4x32xf16>) -> tensor<1x?x4x1x32xf16>
  torch.bind_symbolic_shape %141, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 1, 32)> : tensor<1x?x4x1x32xf16>
  %142 = "facet.broadcast"(%141) : (tensor<1x?x4x1x32xf16>) -> tensor<1x?x4x2x32xf16>
  torch.bind_symbolic_shape %142, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 2, 32)> : tensor<1x?x4x2x32xf16>
  %143 = "facet.view"(%142) : (tensor<1x?x4x2x32xf16>) -> tensor<1x?x8x32xf16>
  torch.bind_symbolic_shape %143, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 8, 32)> : tensor<1x?x8x32xf16>
  %144 = "facet.view"(%64) : (tensor<1x?x4x32xf16>) -> tensor<1x?x4x1x32xf16>
  torch.bind_symbolic_shape %144, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 1, 32)> : tensor<1x?x4x1x32xf16>
  %145 = "facet.broadcast"(%144) : (tensor<1x?x4x1x32xf16>) -> tensor<1x?x4x2x32xf16>
  torch.bind_symbolic_shape %145, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 2, 32)> : tensor<1x?x4x2x32xf16>
  %146 = "facet.view"(%145) : (tensor<1x?x4x2x32xf16>) -> tensor<1x?x8x32xf16>
  torch.bind_symbolic_shape %146, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 8, 32)> : tensor<1x?x8x32xf16>
  %147 = "facet.transpose"(%91) {perm = [0, 2, 1, 3]} : (tensor<1x?x8x32xf16>) -> tensor<1x8x?x32xf16>
  torch.bind_symbolic_shape %147, [%s1, %s2], affine_map<()[s0, s1] -> (1, 8, s0 * 32, 32)> : tensor<1x8x?x32xf16>
  %148 = "facet.transpose"(%143) {perm = [0, 2, 1, 3]} : (tensor<1x?x8x32xf16>) -> tensor<1x8x?x32xf16>
  torch.bind_symbolic_shape %148, [%s1, %s2], affine_map<()[s0, s1] -> (1, 8, s0 * 32, 32)> : tensor<1x8x?x32xf16>
  %149 = "facet.transpose"(%146) {perm = [0, 2, 1, 3]} : (tensor<1x?x8x32xf16>) -> tensor<1x8x?x32xf16>
  torch.bind_symbolic_shape %149, [%s1, %s2], affine_map<()[s0, s1] -> (1, 8, s0 * 32, 32)> : tensor<1x8x?x32xf16>
  %150:2 = "facet.attention"(%147, %148, %149) {causal = true, scale = 0 : f64} : (tensor<1x8x?x32xf16>, tensor<1x8x?x32xf16>, tensor<1x8x?x32xf16>) -> (tensor<1x8x?x32xf16>, tensor<1x8x?xf32>)
  torch.bind_symbolic_shape %150, [%s1, %s2], affine_map<()[s0, s1] -> (1, 8, s0 * 32, 32)> : tensor<1x8x?x32xf16>
  torch.bind_symbolic_shape %150#1, [%s1, %s2], affine_map<()[s0, s1] -> (1, 8, s0 * 32)> : tensor<1x8x?xf32>
  %151 = "facet.transpose"(%150) {perm = [0, 2, 1, 3]} : (tensor<1x8x?x32xf16>) -> tensor<1x?x8x32xf16>
  torch.bind_symbolic_shape %151, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 8, 32)> : tensor<1x?x8x32xf16>
  %152 = "facet.view"(%151) : (tensor<1x?x8x32xf16>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %152, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %153 = "facet.elementwise"(%9) {op = "convert"} : (tensor<256x256xf32>) -> tensor<256x256xf16>
  %154 = "facet.transpose"(%153) {perm = [1, 0]} : (tensor<256x256xf16>) -> tensor<256x256xf16>
  %155 = "facet.view"(%152) : (tensor<1x?x256xf16>) -> tensor<?x256xf16>
  torch.bind_symbolic_shape %155, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 256)> : tensor<?x256xf16>
  %156 = "facet.matmul"(%155, %153) {transpose_rhs = true} : (tensor<?x256xf16>, tensor<256x256xf16>) -> tensor<?x256xf16>
  torch.bind_symbolic_shape %156, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 256)> : tensor<?x256xf16>
  %157 = "facet.view"(%156) : (tensor<?x256xf16>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %157, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %158 = "facet.elementwise"(%35, %157) {op = "add"} : (tensor<1x?x256xf16>, tensor<1x?x256xf16>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %158, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %159 = "facet.elementwise"(%158) {op = "convert"} : (tensor<1x?x256xf16>) -> tensor<1x?x256xf32>
  torch.bind_symbolic_shape %159, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf32>
  %160 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %161 = "facet.elementwise"(%159, %160) {op = "pow"} : (tensor<1x?x256xf32>, tensor<f32>) -> tensor<1x?x256xf32>
  torch.bind_symbolic_shape %161, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf32>
  %162 = "facet.reduce"(%161) {op = "mean", axes = [2]} : (tensor<1x?x256xf32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %162, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 1)> : tensor<1x?x1xf32>
  %163 = "facet.constant"() {value = 0.01 : f64} : () -> tensor<f32>
  %164 = "facet.elementwise"(%162, %163) {op = "add"} : (tensor<1x?x1xf32>, tensor<f32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %164, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 1)> : tensor<1x?x1xf32>
  %165 = "facet.elementwise"(%164) {op = "rsqrt"} : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %165, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 1)> : tensor<1x?x1xf32>
  %166 = "facet.elementwise"(%159, %165) {op = "mul"} : (tensor<1x?x256xf32>, tensor<1x?x1xf32>) -> tensor<1x?x256xf32>
  torch.bind_symbolic_shape %166, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf32>
  %167 = "facet.elementwise"(%166) {op = "convert"} : (tensor<1x?x256xf32>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %167, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %168 = "facet.elementwise"(%10, %167) {op = "mul"} : (tensor<256xf32>, tensor<1x?x256xf16>) -> tensor<1x?x256xf32>
  torch.bind_symbolic_shape %168, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf32>
  %169 = "facet.elementwise"(%168) {op = "convert"} : (tensor<1x?x256xf32>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %169, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %170 = "facet.elementwise"(%11) {op = "convert"} : (tensor<23x256xf32>) -> tensor<23x256xf16>
  %171 = "facet.transpose"(%170) {perm = [1, 0]} : (tensor<23x256xf16>) -> tensor<256x23xf16>
  %172 = "facet.view"(%169) : (tensor<1x?x256xf16>) -> tensor<?x256xf16>
  torch.bind_symbolic_shape %172, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 256)> : tensor<?x256xf16>
  %173 = "facet.matmul"(%172, %170) {transpose_rhs = true} : (tensor<?x256xf16>, tensor<23x256xf16>) -> tensor<?x23xf16>
  torch.bind_symbolic_shape %173, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 23)> : tensor<?x23xf16>
  %174 = "facet.view"(%173) : (tensor<?x23xf16>) -> tensor<1x?x23xf16>
  torch.bind_symbolic_shape %174, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 23)> : tensor<1x?x23xf16>
  %175 = "facet.elementwise"(%174) {op = "silu"} : (tensor<1x?x23xf16>) -> tensor<1x?x23xf16>
  torch.bind_symbolic_shape %175, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 23)> : tensor<1x?x23xf16>
  %176 = "facet.elementwise"(%12) {op = "convert"} : (tensor<23x256xf32>) -> tensor<23x256xf16>
  %177 = "facet.transpose"(%176) {perm = [1, 0]} : (tensor<23x256xf16>) -> tensor<256x23xf16>
  %178 = "facet.view"(%169) : (tensor<1x?x256xf16>) -> tensor<?x256xf16>
  torch.bind_symbolic_shape %178, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 256)> : tensor<?x256xf16>
  %179 = "facet.matmul"(%178, %176) {transpose_rhs = true} : (tensor<?x256xf16>, tensor<23x256xf16>) -> tensor<?x23xf16>
  torch.bind_symbolic_shape %179, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 23)> : tensor<?x23xf16>
  %180 = "facet.view"(%179) : (tensor<?x23xf16>) -> tensor<1x?x23xf16>
  torch.bind_symbolic_shape %180, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 23)> : tensor<1x?x23xf16>
  %181 = "facet.elementwise"(%175, %180) {op = "mul"} : (tensor<1x?x23xf16>, tensor<1x?x23xf16>) -> tensor<1x?x23xf16>
  torch.bind_symbolic_shape %181, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 23)> : tensor<1x?x23xf16>
  %182 = "facet.elementwise"(%13) {op = "convert"} : (tensor<256x23xf32>) -> tensor<256x23xf16>
  %183 = "facet.transpose"(%182) {perm = [1, 0]} : (tensor<256x23xf16>) -> tensor<23x256xf16>
  %184 = "facet.view"(%181) : (tensor<1x?x23xf16>) -> tensor<?x23xf16>
  torch.bind_symbolic_shape %184, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 23)> : tensor<?x23xf16>
  %185 = "facet.matmul"(%184, %182) {transpose_rhs = true} : (tensor<?x23xf16>, tensor<256x23xf16>) -> tensor<?x256xf16>
  torch.bind_symbolic_shape %185, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 256)> : tensor<?x256xf16>
  %186 = "facet.view"(%185) : (tensor<?x256xf16>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %186, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %187 = "facet.elementwise"(%158, %186) {op = "add"} : (tensor<1x?x256xf16>, tensor<1x?x256xf16>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %187, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %188 = "facet.elementwise"(%187) {op = "convert"} : (tensor<1x?x256xf16>) -> tensor<1x?x256xf32>
  torch.bind_symbolic_shape %188, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf32>
  %189 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %190 = "facet.elementwise"(%188, %189) {op = "pow"} : (tensor<1x?x256xf32>, tensor<f32>) -> tensor<1x?x256xf32>
  torch.bind_symbolic_shape %190, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf32>
  %191 = "facet.reduce"(%190) {op = "mean", axes = [2]} : (tensor<1x?x256xf32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %191, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 1)> : tensor<1x?x1xf32>
  %192 = "facet.constant"() {value = 0.01 : f64} : () -> tensor<f32>
  %193 = "facet.elementwise"(%191, %192) {op = "add"} : (tensor<1x?x1xf32>, tensor<f32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %193, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 1)> : tensor<1x?x1xf32>
  %194 = "facet.elementwise"(%193) {op = "rsqrt"} : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %194, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 1)> : tensor<1x?x1xf32>
  %195 = "facet.elementwise"(%188, %194) {op = "mul"} : (tensor<1x?x256xf32>, tensor<1x?x1xf32>) -> tensor<1x?x256xf32>
  torch.bind_symbolic_shape %195, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf32>
  %196 = "facet.elementwise"(%195) {op = "convert"} : (tensor<1x?x256xf32>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %196, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %197 = "facet.elementwise"(%14, %196) {op = "mul"} : (tensor<256xf32>, tensor<1x?x256xf16>) -> tensor<1x?x256xf32>
  torch.bind_symbolic_shape %197, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf32>
  %198 = "facet.elementwise"(%197) {op = "convert"} : (tensor<1x?x256xf32>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %198, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %199 = "facet.elementwise"(%15) {op = "convert"} : (tensor<256x256xf32>) -> tensor<256x256xf16>
  %200 = "facet.transpose"(%199) {perm = [1, 0]} : (tensor<256x256xf16>) -> tensor<256x256xf16>
  %201 = "facet.view"(%198) : (tensor<1x?x256xf16>) -> tensor<?x256xf16>
  torch.bind_symbolic_shape %201, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 256)> : tensor<?x256xf16>
  %202 = "facet.matmul"(%201, %199) {transpose_rhs = true} : (tensor<?x256xf16>, tensor<256x256xf16>) -> tensor<?x256xf16>
  torch.bind_symbolic_shape %202, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 256)> : tensor<?x256xf16>
  %203 = "facet.view"(%202) : (tensor<?x256xf16>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %203, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %204 = "facet.elementwise"(%16) {op = "convert"} : (tensor<128x256xf32>) -> tensor<128x256xf16>
  %205 = "facet.transpose"(%204) {perm = [1, 0]} : (tensor<128x256xf16>) -> tensor<256x128xf16>
  %206 = "facet.view"(%198) : (tensor<1x?x256xf16>) -> tensor<?x256xf16>
  torch.bind_symbolic_shape %206, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 256)> : tensor<?x256xf16>
  %207 = "facet.matmul"(%206, %204) {transpose_rhs = true} : (tensor<?x256xf16>, tensor<128x256xf16>) -> tensor<?x128xf16>
  torch.bind_symbolic_shape %207, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 128)> : tensor<?x128xf16>
  %208 = "facet.view"(%207) : (tensor<?x128xf16>) -> tensor<1x?x128xf16>
  torch.bind_symbolic_shape %208, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 128)> : tensor<1x?x128xf16>
  %209 = "facet.elementwise"(%17) {op = "convert"} : (tensor<128x256xf32>) -> tensor<128x256xf16>
  %210 = "facet.transpose"(%209) {perm = [1, 0]} : (tensor<128x256xf16>) -> tensor<256x128xf16>
  %211 = "facet.view"(%198) : (tensor<1x?x256xf16>) -> tensor<?x256xf16>
  torch.bind_symbolic_shape %211, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 256)> : tensor<?x256xf16>
  %212 = "facet.matmul"(%211, %209) {transpose_rhs = true} : (tensor<?x256xf16>, tensor<128x256xf16>) -> tensor<?x128xf16>
  torch.bind_symbolic_shape %212, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 128)> : tensor<?x128xf16>
  %213 = "facet.view"(%212) : (tensor<?x128xf16>) -> tensor<1x?x128xf16>
  torch.bind_symbolic_shape %213, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 128)> : tensor<1x?x128xf16>
  %214 = "facet.view"(%203) : (tensor<1x?x256xf16>) -> tensor<1x?x8x32xf16>
  torch.bind_symbolic_shape %214, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 8, 32)> : tensor<1x?x8x32xf16>
  %215 = "facet.view"(%208) : (tensor<1x?x128xf16>) -> tensor<1x?x4x32xf16>
  torch.bind_symbolic_shape %215, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 32)> : tensor<1x?x4x32xf16>
  %216 = "facet.view"(%213) : (tensor<1x?x128xf16>) -> tensor<1x?x4x32xf16>
  torch.bind_symbolic_shape %216, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 32)> : tensor<1x?x4x32xf16>
  %217 = "facet.arange"() {start = 0 : f64, step = 1 : f64} : () -> tensor<128xi64>
  %218 = "facet.arange"() {start = 0 : f64, step = 1 : f64} : () -> tensor<32xi64>
  %219 = "facet.constant"() {value = 2 : f64} : () -> tensor<i64>
  %220 = "facet.elementwise"(%218, %219) {op = "floordiv"} : (tensor<32xi64>, tensor<i64>) -> tensor<32xi64>
  %221 = "facet.elementwise"(%220) {op = "convert"} : (tensor<32xi64>) -> tensor<32xf32>
  %222 = "facet.constant"() {value = 32 : f64} : () -> tensor<f32>
  %223 = "facet.elementwise"(%221, %222) {op = "div"} : (tensor<32xf32>, tensor<f32>) -> tensor<32xf32>
  %224 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %225 = "facet.elementwise"(%223, %224) {op = "mul"} : (tensor<32xf32>, tensor<f32>) -> tensor<32xf32>
  %226 = "facet.constant"() {value = 500000 : f64} : () -> tensor<f32>
  %227 = "facet.elementwise"(%226, %225) {op = "pow"} : (tensor<f32>, tensor<32xf32>) -> tensor<32xf32>
  %228 = "facet.elementwise"(%227) {op = "reciprocal"} : (tensor<32xf32>) -> tensor<32xf32>
  %229 = "facet.constant"() {value = 1 : f64} : () -> tensor<f32>
  %230 = "facet.elementwise"(%228, %229) {op = "mul"} : (tensor<32xf32>, tensor<f32>) -> tensor<32xf32>
  %231 = "facet.view"(%217) : (tensor<128xi64>) -> tensor<128x1xi64>
  %232 = "facet.view"(%230) : (tensor<32xf32>) -> tensor<1x32xf32>
  %233 = "facet.elementwise"(%231, %232) {op = "mul"} : (tensor<128x1xi64>, tensor<1x32xf32>) -> tensor<128x32xf32>
  %234 = "facet.slice"(%233) {axis = 0, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<128x32xf32>) -> tensor<?x32xf32>
  torch.bind_symbolic_shape %234, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 32)> : tensor<?x32xf32>
  %235 = "facet.slice"(%234) {axis = 1, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<?x32xf32>) -> tensor<?x32xf32>
  torch.bind_symbolic_shape %235, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 32)> : tensor<?x32xf32>
  %236 = "facet.slice"(%235) {axis = 1, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<?x32xf32>) -> tensor<?x32xf32>
  torch.bind_symbolic_shape %236, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 32)> : tensor<?x32xf32>
  %237 = "facet.view"(%236) : (tensor<?x32xf32>) -> tensor<1x?x32xf32>
  torch.bind_symbolic_shape %237, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 32)> : tensor<1x?x32xf32>
  %238 = "facet.slice"(%237) {axis = 1, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
  torch.bind_symbolic_shape %238, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 32)> : tensor<1x?x32xf32>
  %239 = "facet.slice"(%238) {axis = 2, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
  torch.bind_symbolic_shape %239, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 32)> : tensor<1x?x32xf32>
  %240 = "facet.repeat"(%239) {reps = [1, 1, 1]} : (tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
  torch.bind_symbolic_shape %240, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 32)> : tensor<1x?x32xf32>
  %241 = "facet.elementwise"(%214) {op = "convert"} : (tensor<1x?x8x32xf16>) -> tensor<1x?x8x32xf32>
  torch.bind_symbolic_shape %241, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 8, 32)> : tensor<1x?x8x32xf32>
  %242 = "facet.call"(%241, %240) {name = @"sharktank_rotary_embedding_1_D_8_32_f32"} : (tensor<1x?x8x32xf32>, tensor<1x?x32xf32>) -> tensor<1x?x8x32xf32>
  torch.bind_symbolic_shape %242, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 8, 32)> : tensor<1x?x8x32xf32>
  %243 = "facet.elementwise"(%242) {op = "convert"} : (tensor<1x?x8x32xf32>) -> tensor<1x?x8x32xf16>
  torch.bind_symbolic_shape %243, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 8, 32)> : tensor<1x?x8x32xf16>
  %244 = "facet.arange"() {start = 0 : f64, step = 1 : f64} : () -> tensor<128xi64>
  %245 = "facet.arange"() {start = 0 : f64, step = 1 : f64} : () -> tensor<32xi64>
  %246 = "facet.constant"() {value = 2 : f64} : () -> tensor<i64>
  %247 = "facet.elementwise"(%245, %246) {op = "floordiv"} : (tensor<32xi64>, tensor<i64>) -> tensor<32xi64>
  %248 = "facet.elementwise"(%247) {op = "convert"} : (tensor<32xi64>) -> tensor<32xf32>
  %249 = "facet.constant"() {value = 32 : f64} : () -> tensor<f32>
  %250 = "facet.elementwise"(%248, %249) {op = "div"} : (tensor<32xf32>, tensor<f32>) -> tensor<32xf32>
  %251 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %252 = "facet.elementwise"(%250, %251) {op = "mul"} : (tensor<32xf32>, tensor<f32>) -> tensor<32xf32>
  %253 = "facet.constant"() {value = 500000 : f64} : () -> tensor<f32>
  %254 = "facet.elementwise"(%253, %252) {op = "pow"} : (tensor<f32>, tensor<32xf32>) -> tensor<32xf32>
  %255 = "facet.elementwise"(%254) {op = "reciprocal"} : (tensor<32xf32>) -> tensor<32xf32>
  %256 = "facet.constant"() {value = 1 : f64} : () -> tensor<f32>
  %257 = "facet.elementwise"(%255, %256) {op = "mul"} : (tensor<32xf32>, tensor<f32>) -> tensor<32xf32>
  %258 = "facet.view"(%244) : (tensor<128xi64>) -> tensor<128x1xi64>
  %259 = "facet.view"(%257) : (tensor<32xf32>) -> tensor<1x32xf32>
  %260 = "facet.elementwise"(%258, %259) {op = "mul"} : (tensor<128x1xi64>, tensor<1x32xf32>) -> tensor<128x32xf32>
  %261 = "facet.slice"(%260) {axis = 0, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<128x32xf32>) -> tensor<?x32xf32>
  torch.bind_symbolic_shape %261, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 32)> : tensor<?x32xf32>
  %262 = "facet.slice"(%261) {axis = 1, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<?x32xf32>) -> tensor<?x32xf32>
  torch.bind_symbolic_shape %262, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 32)> : tensor<?x32xf32>
  %263 = "facet.slice"(%262) {axis = 1, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<?x32xf32>) -> tensor<?x32xf32>
  torch.bind_symbolic_shape %263, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 32)> : tensor<?x32xf32>
  %264 = "facet.view"(%263) : (tensor<?x32xf32>) -> tensor<1x?x32xf32>
  torch.bind_symbolic_shape %264, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 32)> : tensor<1x?x32xf32>
  %265 = "facet.slice"(%264) {axis = 1, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
  torch.bind_symbolic_shape %265, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 32)> : tensor<1x?x32xf32>
  %266 = "facet.slice"(%265) {axis = 2, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
  torch.bind_symbolic_shape %266, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 32)> : tensor<1x?x32xf32>
  %267 = "facet.repeat"(%266) {reps = [1, 1, 1]} : (tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
  torch.bind_symbolic_shape %267, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 32)> : tensor<1x?x32xf32>
  %268 = "facet.elementwise"(%215) {op = "convert"} : (tensor<1x?x4x32xf16>) -> tensor<1x?x4x32xf32>
  torch.bind_symbolic_shape %268, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 32)> : tensor<1x?x4x32xf32>
  %269 = "facet.call"(%268, %267) {name = @"sharktank_rotary_embedding_1_D_4_32_f32"} : (tensor<1x?x4x32xf32>, tensor<1x?x32xf32>) -> tensor<1x?x4x32xf32>
  torch.bind_symbolic_shape %269, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 32)> : tensor<1x?x4x32xf32>
  %270 = "facet.elementwise"(%269) {op = "convert"} : (tensor<1x?x4x32xf32>) -> tensor<1x?x4x32xf16>
  torch.bind_symbolic_shape %270, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 32)> : tensor<1x?x4x32xf16>
  %271 = "facet.constant"() {value = 6 : f64} : () -> tensor<i64>
  %272 = "facet.elementwise"(%2, %271) {op = "mul"} : (tensor<1x?xi64>, tensor<i64>) -> tensor<1x?xi64>
  torch.bind_symbolic_shape %272, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0)> : tensor<1x?xi64>
  %273 = "facet.constant"() {value = 2 : f64} : () -> tensor<i64>
  %274 = "facet.elementwise"(%272, %273) {op = "add"} : (tensor<1x?xi64>, tensor<i64>) -> tensor<1x?xi64>
  torch.bind_symbolic_shape %274, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0)> : tensor<1x?xi64>
  %275 = "facet.view"(%270) : (tensor<1x?x4x32xf16>) -> tensor<1x?x32x4x32xf16>
  torch.bind_symbolic_shape %275, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0, 32, 4, 32)> : tensor<1x?x32x4x32xf16>
  %276 = "facet.view"(%275) : (tensor<1x?x32x4x32xf16>) -> tensor<?x32x4x32xf16>
  torch.bind_symbolic_shape %276, [%s1, %s2], affine_map<()[s0, s1] -> (s0, 32, 4, 32)> : tensor<?x32x4x32xf16>
  %277 = "facet.view"(%274) : (tensor<1x?xi64>) -> tensor<?xi64>
  torch.bind_symbolic_shape %277, [%s1, %s2], affine_map<()[s0, s1] -> (s0)> : tensor<?xi64>
  %278 = "facet.view"(%140) : (tensor<?x24576xf16>) -> tensor<?x3x2x32x4x32xf16>
  torch.bind_symbolic_shape %278, [%s1, %s2], affine_map<()[s0, s1] -> (s1, 3, 2, 32, 4, 32)> : tensor<?x3x2x32x4x32xf16>
  %279 = "facet.view"(%278) : (tensor<?x3x2x32x4x32xf16>) -> tensor<?x32x4x32xf16>
  torch.bind_symbolic_shape %279, [%s1, %s2], affine_map<()[s0, s1] -> (s1 * 6, 32, 4, 32)> : tensor<?x32x4x32xf16>
  %280 = "facet.index_put"(%279, %276, %277) {none_mask = 0, accumulate = false} : (tensor<?x32x4x32xf16>, tensor<?x32x4x32xf16>, tensor<?xi64>) -> tensor<?x32x4x32xf16>
  torch.bind_symbolic_shape %280, [%s1, %s2], affine_map<()[s0, s1] -> (s1 * 6, 32, 4, 32)> : tensor<?x32x4x32xf16>
  %281 = "facet.view"(%280) : (tensor<?x32x4x32xf16>) -> tensor<?x3x2x32x4x32xf16>
  torch.bind_symbolic_shape %281, [%s1, %s2], affine_map<()[s0, s1] -> (s1, 3, 2, 32, 4, 32)> : tensor<?x3x2x32x4x32xf16>
  %282 = "facet.view"(%281) : (tensor<?x3x2x32x4x32xf16>) -> tensor<?x24576xf16>
  torch.bind_symbolic_shape %282, [%s1, %s2], affine_map<()[s0, s1] -> (s1, 24576)> : tensor<?x24576xf16>
  %283 = "facet.view"(%282) : (tensor<?x24576xf16>) -> tensor<?x3x2x32x4x32xf16>
  torch.bind_symbolic_shape %283, [%s1, %s2], affine_map<()[s0, s1] -> (s1, 3, 2, 32, 4, 32)> : tensor<?x3x2x32x4x32xf16>
  %284 = "facet.view"(%283) : (tensor<?x3x2x32x4x32xf16>) -> tensor<?x32x4x32xf16>
  torch.bind_symbolic_shape %284, [%s1, %s2], affine_map<()[s0, s1] -> (s1 * 6, 32, 4, 32)> : tensor<?x32x4x32xf16>
  %285 = "facet.view"(%216) : (tensor<1x?x4x32xf16>) -> tensor<1x?x32x4x32xf16>
  torch.bind_symbolic_shape %285, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0, 32, 4, 32)> : tensor<1x?x32x4x32xf16>
  %286 = "facet.view"(%285) : (tensor<1x?x32x4x32xf16>) -> tensor<?x32x4x32xf16>
  torch.bind_symbolic_shape %286, [%s1, %s2], affine_map<()[s0, s1] -> (s0, 32, 4, 32)> : tensor<?x32x4x32xf16>
  %287 = "facet.constant"() {value = 1 : f64} : () -> tensor<i64>
  %288 = "facet.elementwise"(%274, %287) {op = "add"} : (tensor<1x?xi64>, tensor<i64>) -> tensor<1x?xi64>
  torch.bind_symbolic_shape %288, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0)> : tensor<1x?xi64>
  %289 = "facet.view"(%288) : (tensor<1x?xi64>) -> tensor<?xi64>
  torch.bind_symbolic_shape %289, [%s1, %s2], affine_map<()[s0, s1] -> (s0)> : tensor<?xi64>
  %290 = "facet.index_put"(%284, %286, %289) {none_mask = 0, accumulate = false} : (tensor<?x32x4x32xf16>, tensor<?x32x4x32xf16>, tensor<?xi64>) -> tensor<?x32x4x32xf16>
  torch.bind_symbolic_shape %290, [%s1, %s2], affine_map<()[s0, s1] -> (s1 * 6, 32, 4, 32)> : tensor<?x32x4x32xf16>
  %291 = "facet.view"(%290) : (tensor<?x32x4x32xf16>) -> tensor<?x3x2x32x4x32xf16>
  torch.bind_symbolic_shape %291, [%s1, %s2], affine_map<()[s0, s1] -> (s1, 3, 2, 32, 4, 32)> : tensor<?x3x2x32x4x32xf16>
  %292 = "facet.view"(%291) : (tensor<?x3x2x32x4x32xf16>) -> tensor<?x24576xf16>
  torch.bind_symbolic_shape %292, [%s1, %s2], affine_map<()[s0, s1] -> (s1, 24576)> : tensor<?x24576xf16>
  %293 = "facet.view"(%270) : (tensor<1x?x4x32xf16>) -> tensor<1x?x4x1x32xf16>
  torch.bind_symbolic_shape %293, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 1, 32)> : tensor<1x?x4x1x32xf16>
  %294 = "facet.broadcast"(%293) : (tensor<1x?x4x1x32xf16>) -> tensor<1x?x4x2x32xf16>
  torch.bind_symbolic_shape %294, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 2, 32)> : tensor<1x?x4x2x32xf16>
  %295 = "facet.view"(%294) : (tensor<1x?x4x2x32xf16>) -> tensor<1x?x8x32xf16>
  torch.bind_symbolic_shape %295, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 8, 32)> : tensor<1x?x8x32xf16>
  %296 = "facet.view"(%216) : (tensor<1x?x4x32xf16>) -> tensor<1x?x4x1x32xf16>
  torch.bind_symbolic_shape %296, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 1, 32)> : tensor<1x?x4x1x32xf16>
  %297 = "facet.broadcast"(%296) : (tensor<1x?x4x1x32xf16>) -> tensor<1x?x4x2x32xf16>
  torch.bind_symbolic_shape %297, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 2, 32)> : tensor<1x?x4x2x32xf16>
  %298 = "facet.view"(%297) : (tensor<1x?x4x2x32xf16>) -> tensor<1x?x8x32xf16>
  torch.bind_symbolic_shape %298, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 8, 32)> : tensor<1x?x8x32xf16>
  %299 = "facet.transpose"(%243) {perm = [0, 2, 1, 3]} : (tensor<1x?x8x32xf16>) -> tensor<1x8x?x32xf16>
  torch.bind_symbolic_shape %299, [%s1, %s2], affine_map<()[s0, s1] -> (1, 8, s0 * 32, 32)> : tensor<1x8x?x32xf16>
  %300 = "facet.transpose"(%295) {perm = [0, 2, 1, 3]} : (tensor<1x?x8x32xf16>) -> tensor<1x8x?x32xf16>
  torch.bind_symbolic_shape %300, [%s1, %s2], affine_map<()[s0, s1] -> (1, 8, s0 * 32, 32)> : tensor<1x8x?x32xf16>
  %301 = "facet.transpose"(%298) {perm = [0, 2, 1, 3]} : (tensor<1x?x8x32xf16>) -> tensor<1x8x?x32xf16>
  torch.bind_symbolic_shape %301, [%s1, %s2], affine_map<()[s0, s1] -> (1, 8, s0 * 32, 32)> : tensor<1x8x?x32xf16>
  %302:2 = "facet.attention"(%299, %300, %301) {causal = true, scale = 0 : f64} : (tensor<1x8x?x32xf16>, tensor<1x8x?x32xf16>, tensor<1x8x?x32xf16>) -> (tensor<1x8x?x32xf16>, tensor<1x8x?xf32>)
  torch.bind_symbolic_shape %302, [%s1, %s2], affine_map<()[s0, s1] -> (1, 8, s0 * 32, 32)> : tensor<1x8x?x32xf16>
  torch.bind_symbolic_shape %302#1, [%s1, %s2], affine_map<()[s0, s1] -> (1, 8, s0 * 32)> : tensor<1x8x?xf32>
  %303 = "facet.transpose"(%302) {perm = [0, 2, 1, 3]} : (tensor<1x8x?x32xf16>) -> tensor<1x?x8x32xf16>
  torch.bind_symbolic_shape %303, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 8, 32)> : tensor<1x?x8x32xf16>
  %304 = "facet.view"(%303) : (tensor<1x?x8x32xf16>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %304, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %305 = "facet.elementwise"(%18) {op = "convert"} : (tensor<256x256xf32>) -> tensor<256x256xf16>
  %306 = "facet.transpose"(%305) {perm = [1, 0]} : (tensor<256x256xf16>) -> tensor<256x256xf16>
  %307 = "facet.view"(%304) : (tensor<1x?x256xf16>) -> tensor<?x256xf16>
  torch.bind_symbolic_shape %307, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 256)> : tensor<?x256xf16>
  %308 = "facet.matmul"(%307, %305) {transpose_rhs = true} : (tensor<?x256xf16>, tensor<256x256xf16>) -> tensor<?x256xf16>
  torch.bind_symbolic_shape %308, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 256)> : tensor<?x256xf16>
  %309 = "facet.view"(%308) : (tensor<?x256xf16>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %309, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %310 = "facet.elementwise"(%187, %309) {op = "add"} : (tensor<1x?x256xf16>, tensor<1x?x256xf16>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %310, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %311 = "facet.elementwise"(%310) {op = "convert"} : (tensor<1x?x256xf16>) -> tensor<1x?x256xf32>
  torch.bind_symbolic_shape %311, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf32>
  %312 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %313 = "facet.elementwise"(%311, %312) {op = "pow"} : (tensor<1x?x256xf32>, tensor<f32>) -> tensor<1x?x256xf32>
  torch.bind_symbolic_shape %313, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf32>
  %314 = "facet.reduce"(%313) {op = "mean", axes = [2]} : (tensor<1x?x256xf32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %314, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 1)> : tensor<1x?x1xf32>
  %315 = "facet.constant"() {value = 0.01 : f64} : () -> tensor<f32>
  %316 = "facet.elementwise"(%314, %315) {op = "add"} : (tensor<1x?x1xf32>, tensor<f32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %316, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 1)> : tensor<1x?x1xf32>
  %317 = "facet.elementwise"(%316) {op = "rsqrt"} : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %317, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 1)> : tensor<1x?x1xf32>
  %318 = "facet.elementwise"(%311, %317) {op = "mul"} : (tensor<1x?x256xf32>, tensor<1x?x1xf32>) -> tensor<1x?x256xf32>
  torch.bind_symbolic_shape %318, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf32>
  %319 = "facet.elementwise"(%318) {op = "convert"} : (tensor<1x?x256xf32>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %319, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %320 = "facet.elementwise"(%19, %319) {op = "mul"} : (tensor<256xf32>, tensor<1x?x256xf16>) -> tensor<1x?x256xf32>
  torch.bind_symbolic_shape %320, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf32>
  %321 = "facet.elementwise"(%320) {op = "convert"} : (tensor<1x?x256xf32>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %321, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %322 = "facet.elementwise"(%20) {op = "convert"} : (tensor<23x256xf32>) -> tensor<23x256xf16>
  %323 = "facet.transpose"(%322) {perm = [1, 0]} : (tensor<23x256xf16>) -> tensor<256x23xf16>
  %324 = "facet.view"(%321) : (tensor<1x?x256xf16>) -> tensor<?x256xf16>
  torch.bind_symbolic_shape %324, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 256)> : tensor<?x256xf16>
  %325 = "facet.matmul"(%324, %322) {transpose_rhs = true} : (tensor<?x256xf16>, tensor<23x256xf16>) -> tensor<?x23xf16>
  torch.bind_symbolic_shape %325, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 23)> : tensor<?x23xf16>
  %326 = "facet.view"(%325) : (tensor<?x23xf16>) -> tensor<1x?x23xf16>
  torch.bind_symbolic_shape %326, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 23)> : tensor<1x?x23xf16>
  %327 = "facet.elementwise"(%326) {op = "silu"} : (tensor<1x?x23xf16>) -> tensor<1x?x23xf16>
  torch.bind_symbolic_shape %327, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 23)> : tensor<1x?x23xf16>
  %328 = "facet.elementwise"(%21) {op = "convert"} : (tensor<23x256xf32>) -> tensor<23x256xf16>
  %329 = "facet.transpose"(%328) {perm = [1, 0]} : (tensor<23x256xf16>) -> tensor<256x23xf16>
  %330 = "facet.view"(%321) : (tensor<1x?x256xf16>) -> tensor<?x256xf16>
  torch.bind_symbolic_shape %330, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 256)> : tensor<?x256xf16>
  %331 = "facet.matmul"(%330, %328) {transpose_rhs = true} : (tensor<?x256xf16>, tensor<23x256xf16>) -> tensor<?x23xf16>
  torch.bind_symbolic_shape %331, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 23)> : tensor<?x23xf16>
  %332 = "facet.view"(%331) : (tensor<?x23xf16>) -> tensor<1x?x23xf16>
  torch.bind_symbolic_shape %332, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 23)> : tensor<1x?x23xf16>
  %333 = "facet.elementwise"(%327, %332) {op = "mul"} : (tensor<1x?x23xf16>, tensor<1x?x23xf16>) -> tensor<1x?x23xf16>
  torch.bind_symbolic_shape %333, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 23)> : tensor<1x?x23xf16>
  %334 = "facet.elementwise"(%22) {op = "convert"} : (tensor<256x23xf32>) -> tensor<256x23xf16>
  %335 = "facet.transpose"(%334) {perm = [1, 0]} : (tensor<256x23xf16>) -> tensor<23x256xf16>
  %336 = "facet.view"(%333) : (tensor<1x?x23xf16>) -> tensor<?x23xf16>
  torch.bind_symbolic_shape %336, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 23)> : tensor<?x23xf16>
  %337 = "facet.matmul"(%336, %334) {transpose_rhs = true} : (tensor<?x23xf16>, tensor<256x23xf16>) -> tensor<?x256xf16>
  torch.bind_symbolic_shape %337, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 256)> : tensor<?x256xf16>
  %338 = "facet.view"(%337) : (tensor<?x256xf16>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %338, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %339 = "facet.elementwise"(%310, %338) {op = "add"} : (tensor<1x?x256xf16>, tensor<1x?x256xf16>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %339, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %340 = "facet.elementwise"(%339) {op = "convert"} : (tensor<1x?x256xf16>) -> tensor<1x?x256xf32>
  torch.bind_symbolic_shape %340, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf32>
  %341 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %342 = "facet.elementwise"(%340, %341) {op = "pow"} : (tensor<1x?x256xf32>, tensor<f32>) -> tensor<1x?x256xf32>
  torch.bind_symbolic_shape %342, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf32>
  %343 = "facet.reduce"(%342) {op = "mean", axes = [2]} : (tensor<1x?x256xf32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %343, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 1)> : tensor<1x?x1xf32>
  %344 = "facet.constant"() {value = 0.01 : f64} : () -> tensor<f32>
  %345 = "facet.elementwise"(%343, %344) {op = "add"} : (tensor<1x?x1xf32>, tensor<f32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %345, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 1)> : tensor<1x?x1xf32>
  %346 = "facet.elementwise"(%345) {op = "rsqrt"} : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %346, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 1)> : tensor<1x?x1xf32>
  %347 = "facet.elementwise"(%340, %346) {op = "mul"} : (tensor<1x?x256xf32>, tensor<1x?x1xf32>) -> tensor<1x?x256xf32>
  torch.bind_symbolic_shape %347, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf32>
  %348 = "facet.elementwise"(%347) {op = "convert"} : (tensor<1x?x256xf32>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %348, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %349 = "facet.elementwise"(%23, %348) {op = "mul"} : (tensor<256xf32>, tensor<1x?x256xf16>) -> tensor<1x?x256xf32>
  torch.bind_symbolic_shape %349, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf32>
  %350 = "facet.elementwise"(%349) {op = "convert"} : (tensor<1x?x256xf32>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %350, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %351 = "facet.elementwise"(%24) {op = "convert"} : (tensor<256x256xf32>) -> tensor<256x256xf16>
  %352 = "facet.transpose"(%351) {perm = [1, 0]} : (tensor<256x256xf16>) -> tensor<256x256xf16>
  %353 = "facet.view"(%350) : (tensor<1x?x256xf16>) -> tensor<?x256xf16>
  torch.bind_symbolic_shape %353, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 256)> : tensor<?x256xf16>
  %354 = "facet.matmul"(%353, %351) {transpose_rhs = true} : (tensor<?x256xf16>, tensor<256x256xf16>) -> tensor<?x256xf16>
  torch.bind_symbolic_shape %354, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 256)> : tensor<?x256xf16>
  %355 = "facet.view"(%354) : (tensor<?x256xf16>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %355, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %356 = "facet.elementwise"(%25) {op = "convert"} : (tensor<128x256xf32>) -> tensor<128x256xf16>
  %357 = "facet.transpose"(%356) {perm = [1, 0]} : (tensor<128x256xf16>) -> tensor<256x128xf16>
  %358 = "facet.view"(%350) : (tensor<1x?x256xf16>) -> tensor<?x256xf16>
  torch.bind_symbolic_shape %358, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 256)> : tensor<?x256xf16>
  %359 = "facet.matmul"(%358, %356) {transpose_rhs = true} : (tensor<?x256xf16>, tensor<128x256xf16>) -> tensor<?x128xf16>
  torch.bind_symbolic_shape %359, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 128)> : tensor<?x128xf16>
  %360 = "facet.view"(%359) : (tensor<?x128xf16>) -> tensor<1x?x128xf16>
  torch.bind_symbolic_shape %360, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 128)> : tensor<1x?x128xf16>
  %361 = "facet.elementwise"(%26) {op = "convert"} : (tensor<128x256xf32>) -> tensor<128x256xf16>
  %362 = "facet.transpose"(%361) {perm = [1, 0]} : (tensor<128x256xf16>) -> tensor<256x128xf16>
  %363 = "facet.view"(%350) : (tensor<1x?x256xf16>) -> tensor<?x256xf16>
  torch.bind_symbolic_shape %363, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 256)> : tensor<?x256xf16>
  %364 = "facet.matmul"(%363, %361) {transpose_rhs = true} : (tensor<?x256xf16>, tensor<128x256xf16>) -> tensor<?x128xf16>
  torch.bind_symbolic_shape %364, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 128)> : tensor<?x128xf16>
  %365 = "facet.view"(%364) : (tensor<?x128xf16>) -> tensor<1x?x128xf16>
  torch.bind_symbolic_shape %365, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 128)> : tensor<1x?x128xf16>
  %366 = "facet.view"(%355) : (tensor<1x?x256xf16>) -> tensor<1x?x8x32xf16>
  torch.bind_symbolic_shape %366, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 8, 32)> : tensor<1x?x8x32xf16>
  %367 = "facet.view"(%360) : (tensor<1x?x128xf16>) -> tensor<1x?x4x32xf16>
  torch.bind_symbolic_shape %367, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 32)> : tensor<1x?x4x32xf16>
  %368 = "facet.view"(%365) : (tensor<1x?x128xf16>) -> tensor<1x?x4x32xf16>
  torch.bind_symbolic_shape %368, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 32)> : tensor<1x?x4x32xf16>
  %369 = "facet.arange"() {start = 0 : f64, step = 1 : f64} : () -> tensor<128xi64>
  %370 = "facet.arange"() {start = 0 : f64, step = 1 : f64} : () -> tensor<32xi64>
  %371 = "facet.constant"() {value = 2 : f64} : () -> tensor<i64>
  %372 = "facet.elementwise"(%370, %371) {op = "floordiv"} : (tensor<32xi64>, tensor<i64>) -> tensor<32xi64>
  %373 = "facet.elementwise"(%372) {op = "convert"} : (tensor<32xi64>) -> tensor<32xf32>
  %374 = "facet.constant"() {value = 32 : f64} : () -> tensor<f32>
  %375 = "facet.elementwise"(%373, %374) {op = "div"} : (tensor<32xf32>, tensor<f32>) -> tensor<32xf32>
  %376 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %377 = "facet.elementwise"(%375, %376) {op = "mul"} : (tensor<32xf32>, tensor<f32>) -> tensor<32xf32>
  %378 = "facet.constant"() {value = 500000 : f64} : () -> tensor<f32>
  %379 = "facet.elementwise"(%378, %377) {op = "pow"} : (tensor<f32>, tensor<32xf32>) -> tensor<32xf32>
  %380 = "facet.elementwise"(%379) {op = "reciprocal"} : (tensor<32xf32>) -> tensor<32xf32>
  %381 = "facet.constant"() {value = 1 : f64} : () -> tensor<f32>
  %382 = "facet.elementwise"(%380, %381) {op = "mul"} : (tensor<32xf32>, tensor<f32>) -> tensor<32xf32>
  %383 = "facet.view"(%369) : (tensor<128xi64>) -> tensor<128x1xi64>
  %384 = "facet.view"(%382) : (tensor<32xf32>) -> tensor<1x32xf32>
  %385 = "facet.elementwise"(%383, %384) {op = "mul"} : (tensor<128x1xi64>, tensor<1x32xf32>) -> tensor<128x32xf32>
  %386 = "facet.slice"(%385) {axis = 0, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<128x32xf32>) -> tensor<?x32xf32>
  torch.bind_symbolic_shape %386, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 32)> : tensor<?x32xf32>
  %387 = "facet.slice"(%386) {axis = 1, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<?x32xf32>) -> tensor<?x32xf32>
  torch.bind_symbolic_shape %387, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 32)> : tensor<?x32xf32>
  %388 = "facet.slice"(%387) {axis = 1, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<?x32xf32>) -> tensor<?x32xf32>
  torch.bind_symbolic_shape %388, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 32)> : tensor<?x32xf32>
  %389 = "facet.view"(%388) : (tensor<?x32xf32>) -> tensor<1x?x32xf32>
  torch.bind_symbolic_shape %389, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 32)> : tensor<1x?x32xf32>
  %390 = "facet.slice"(%389) {axis = 1, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
  torch.bind_symbolic_shape %390, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 32)> : tensor<1x?x32xf32>
  %391 = "facet.slice"(%390) {axis = 2, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
  torch.bind_symbolic_shape %391, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 32)> : tensor<1x?x32xf32>
  %392 = "facet.repeat"(%391) {reps = [1, 1, 1]} : (tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
  torch.bind_symbolic_shape %392, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 32)> : tensor<1x?x32xf32>
  %393 = "facet.elementwise"(%366) {op = "convert"} : (tensor<1x?x8x32xf16>) -> tensor<1x?x8x32xf32>
  torch.bind_symbolic_shape %393, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 8, 32)> : tensor<1x?x8x32xf32>
  %394 = "facet.call"(%393, %392) {name = @"sharktank_rotary_embedding_1_D_8_32_f32"} : (tensor<1x?x8x32xf32>, tensor<1x?x32xf32>) -> tensor<1x?x8x32xf32>
  torch.bind_symbolic_shape %394, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 8, 32)> : tensor<1x?x8x32xf32>
  %395 = "facet.elementwise"(%394) {op = "convert"} : (tensor<1x?x8x32xf32>) -> tensor<1x?x8x32xf16>
  torch.bind_symbolic_shape %395, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 8, 32)> : tensor<1x?x8x32xf16>
  %396 = "facet.arange"() {start = 0 : f64, step = 1 : f64} : () -> tensor<128xi64>
  %397 = "facet.arange"() {start = 0 : f64, step = 1 : f64} : () -> tensor<32xi64>
  %398 = "facet.constant"() {value = 2 : f64} : () -> tensor<i64>
  %399 = "facet.elementwise"(%397, %398) {op = "floordiv"} : (tensor<32xi64>, tensor<i64>) -> tensor<32xi64>
  %400 = "facet.elementwise"(%399) {op = "convert"} : (tensor<32xi64>) -> tensor<32xf32>
  %401 = "facet.constant"() {value = 32 : f64} : () -> tensor<f32>
  %402 = "facet.elementwise"(%400, %401) {op = "div"} : (tensor<32xf32>, tensor<f32>) -> tensor<32xf32>
  %403 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %404 = "facet.elementwise"(%402, %403) {op = "mul"} : (tensor<32xf32>, tensor<f32>) -> tensor<32xf32>
  %405 = "facet.constant"() {value = 500000 : f64} : () -> tensor<f32>
  %406 = "facet.elementwise"(%405, %404) {op = "pow"} : (tensor<f32>, tensor<32xf32>) -> tensor<32xf32>
  %407 = "facet.elementwise"(%406) {op = "reciprocal"} : (tensor<32xf32>) -> tensor<32xf32>
  %408 = "facet.constant"() {value = 1 : f64} : () -> tensor<f32>
  %409 = "facet.elementwise"(%407, %408) {op = "mul"} : (tensor<32xf32>, tensor<f32>) -> tensor<32xf32>
  %410 = "facet.view"(%396) : (tensor<128xi64>) -> tensor<128x1xi64>
  %411 = "facet.view"(%409) : (tensor<32xf32>) -> tensor<1x32xf32>
  %412 = "facet.elementwise"(%410, %411) {op = "mul"} : (tensor<128x1xi64>, tensor<1x32xf32>) -> tensor<128x32xf32>
  %413 = "facet.slice"(%412) {axis = 0, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<128x32xf32>) -> tensor<?x32xf32>
  torch.bind_symbolic_shape %413, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 32)> : tensor<?x32xf32>
  %414 = "facet.slice"(%413) {axis = 1, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<?x32xf32>) -> tensor<?x32xf32>
  torch.bind_symbolic_shape %414, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 32)> : tensor<?x32xf32>
  %415 = "facet.slice"(%414) {axis = 1, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<?x32xf32>) -> tensor<?x32xf32>
  torch.bind_symbolic_shape %415, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 32)> : tensor<?x32xf32>
  %416 = "facet.view"(%415) : (tensor<?x32xf32>) -> tensor<1x?x32xf32>
  torch.bind_symbolic_shape %416, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 32)> : tensor<1x?x32xf32>
  %417 = "facet.slice"(%416) {axis = 1, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
  torch.bind_symbolic_shape %417, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 32)> : tensor<1x?x32xf32>
  %418 = "facet.slice"(%417) {axis = 2, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
  torch.bind_symbolic_shape %418, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 32)> : tensor<1x?x32xf32>
  %419 = "facet.repeat"(%418) {reps = [1, 1, 1]} : (tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
  torch.bind_symbolic_shape %419, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 32)> : tensor<1x?x32xf32>
  %420 = "facet.elementwise"(%367) {op = "convert"} : (tensor<1x?x4x32xf16>) -> tensor<1x?x4x32xf32>
  torch.bind_symbolic_shape %420, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 32)> : tensor<1x?x4x32xf32>
  %421 = "facet.call"(%420, %419) {name = @"sharktank_rotary_embedding_1_D_4_32_f32"} : (tensor<1x?x4x32xf32>, tensor<1x?x32xf32>) -> tensor<1x?x4x32xf32>
  torch.bind_symbolic_shape %421, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 32)> : tensor<1x?x4x32xf32>
  %422 = "facet.elementwise"(%421) {op = "convert"} : (tensor<1x?x4x32xf32>) -> tensor<1x?x4x32xf16>
  torch.bind_symbolic_shape %422, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 32)> : tensor<1x?x4x32xf16>
  %423 = "facet.constant"() {value = 6 : f64} : () -> tensor<i64>
  %424 = "facet.elementwise"(%2, %423) {op = "mul"} : (tensor<1x?xi64>, tensor<i64>) -> tensor<1x?xi64>
  torch.bind_symbolic_shape %424, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0)> : tensor<1x?xi64>
  %425 = "facet.constant"() {value = 4 : f64} : () -> tensor<i64>
  %426 = "facet.elementwise"(%424, %425) {op = "add"} : (tensor<1x?xi64>, tensor<i64>) -> tensor<1x?xi64>
  torch.bind_symbolic_shape %426, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0)> : tensor<1x?xi64>
  %427 = "facet.view"(%422) : (tensor<1x?x4x32xf16>) -> tensor<1x?x32x4x32xf16>
  torch.bind_symbolic_shape %427, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0, 32, 4, 32)> : tensor<1x?x32x4x32xf16>
  %428 = "facet.view"(%427) : (tensor<1x?x32x4x32xf16>) -> tensor<?x32x4x32xf16>
  torch.bind_symbolic_shape %428, [%s1, %s2], affine_map<()[s0, s1] -> (s0, 32, 4, 32)> : tensor<?x32x4x32xf16>
  %429 = "facet.view"(%426) : (tensor<1x?xi64>) -> tensor<?xi64>
  torch.bind_symbolic_shape %429, [%s1, %s2], affine_map<()[s0, s1] -> (s0)> : tensor<?xi64>
  %430 = "facet.view"(%292) : (tensor<?x24576xf16>) -> tensor<?x3x2x32x4x32xf16>
  torch.bind_symbolic_shape %430, [%s1, %s2], affine_map<()[s0, s1] -> (s1, 3, 2, 32, 4, 32)> : tensor<?x3x2x32x4x32xf16>
  %431 = "facet.view"(%430) : (tensor<?x3x2x32x4x32xf16>) -> tensor<?x32x4x32xf16>
  torch.bind_symbolic_shape %431, [%s1, %s2], affine_map<()[s0, s1] -> (s1 * 6, 32, 4, 32)> : tensor<?x32x4x32xf16>
  %432 = "facet.index_put"(%431, %428, %429) {none_mask = 0, accumulate = false} : (tensor<?x32x4x32xf16>, tensor<?x32x4x32xf16>, tensor<?xi64>) -> tensor<?x32x4x32xf16>
  torch.bind_symbolic_shape %432, [%s1, %s2], affine_map<()[s0, s1] -> (s1 * 6, 32, 4, 32)> : tensor<?x32x4x32xf16>
  %433 = "facet.view"(%432) : (tensor<?x32x4x32xf16>) -> tensor<?x3x2x32x4x32xf16>
  torch.bind_symbolic_shape %433, [%s1, %s2], affine_map<()[s0, s1] -> (s1, 3, 2, 32, 4, 32)> : tensor<?x3x2x32x4x32xf16>
  %434 = "facet.view"(%433) : (tensor<?x3x2x32x4x32xf16>) -> tensor<?x24576xf16>
  torch.bind_symbolic_shape %434, [%s1, %s2], affine_map<()[s0, s1] -> (s1, 24576)> : tensor<?x24576xf16>
  %435 = "facet.view"(%434) : (tensor<?x24576xf16>) -> tensor<?x3x2x32x4x32xf16>
  torch.bind_symbolic_shape %435, [%s1, %s2], affine_map<()[s0, s1] -> (s1, 3, 2, 32, 4, 32)> : tensor<?x3x2x32x4x32xf16>
  %436 = "facet.view"(%435) : (tensor<?x3x2x32x4x32xf16>) -> tensor<?x32x4x32xf16>
  torch.bind_symbolic_shape %436, [%s1, %s2], affine_map<()[s0, s1] -> (s1 * 6, 32, 4, 32)> : tensor<?x32x4x32xf16>
  %437 = "facet.view"(%368) : (tensor<1x?x4x32xf16>) -> tensor<1x?x32x4x32xf16>
  torch.bind_symbolic_shape %437, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0, 32, 4, 32)> : tensor<1x?x32x4x32xf16>
  %438 = "facet.view"(%437) : (tensor<1x?x32x4x32xf16>) -> tensor<?x32x4x32xf16>
  torch.bind_symbolic_shape %438, [%s1, %s2], affine_map<()[s0, s1] -> (s0, 32, 4, 32)> : tensor<?x32x4x32xf16>
  %439 = "facet.constant"() {value = 1 : f64} : () -> tensor<i64>
  %440 = "facet.elementwise"(%426, %439) {op = "add"} : (tensor<1x?xi64>, tensor<i64>) -> tensor<1x?xi64>
  torch.bind_symbolic_shape %440, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0)> : tensor<1x?xi64>
  %441 = "facet.view"(%440) : (tensor<1x?xi64>) -> tensor<?xi64>
  torch.bind_symbolic_shape %441, [%s1, %s2], affine_map<()[s0, s1] -> (s0)> : tensor<?xi64>
  %442 = "facet.index_put"(%436, %438, %441) {none_mask = 0, accumulate = false} : (tensor<?x32x4x32xf16>, tensor<?x32x4x32xf16>, tensor<?xi64>) -> tensor<?x32x4x32xf16>
  torch.bind_symbolic_shape %442, [%s1, %s2], affine_map<()[s0, s1] -> (s1 * 6, 32, 4, 32)> : tensor<?x32x4x32xf16>
  %443 = "facet.view"(%442) : (tensor<?x32x4x32xf16>) -> tensor<?x3x2x32x4x32xf16>
  torch.bind_symbolic_shape %443, [%s1, %s2], affine_map<()[s0, s1] -> (s1, 3, 2, 32, 4, 32)> : tensor<?x3x2x32x4x32xf16>
  %444 = "facet.view"(%443) : (tensor<?x3x2x32x4x32xf16>) -> tensor<?x24576xf16>
  torch.bind_symbolic_shape %444, [%s1, %s2], affine_map<()[s0, s1] -> (s1, 24576)> : tensor<?x24576xf16>
  %445 = "facet.view"(%422) : (tensor<1x?x4x32xf16>) -> tensor<1x?x4x1x32xf16>
  torch.bind_symbolic_shape %445, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 1, 32)> : tensor<1x?x4x1x32xf16>
  %446 = "facet.broadcast"(%445) : (tensor<1x?x4x1x32xf16>) -> tensor<1x?x4x2x32xf16>
  torch.bind_symbolic_shape %446, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 2, 32)> : tensor<1x?x4x2x32xf16>
  %447 = "facet.view"(%446) : (tensor<1x?x4x2x32xf16>) -> tensor<1x?x8x32xf16>
  torch.bind_symbolic_shape %447, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 8, 32)> : tensor<1x?x8x32xf16>
  %448 = "facet.view"(%368) : (tensor<1x?x4x32xf16>) -> tensor<1x?x4x1x32xf16>
  torch.bind_symbolic_shape %448, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 1, 32)> : tensor<1x?x4x1x32xf16>
  %449 = "facet.broadcast"(%448) : (tensor<1x?x4x1x32xf16>) -> tensor<1x?x4x2x32xf16>
  torch.bind_symbolic_shape %449, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 2, 32)> : tensor<1x?x4x2x32xf16>
  %450 = "facet.view"(%449) : (tensor<1x?x4x2x32xf16>) -> tensor<1x?x8x32xf16>
  torch.bind_symbolic_shape %450, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 8, 32)> : tensor<1x?x8x32xf16>
  %451 = "facet.transpose"(%395) {perm = [0, 2, 1, 3]} : (tensor<1x?x8x32xf16>) -> tensor<1x8x?x32xf16>
  torch.bind_symbolic_shape %451, [%s1, %s2], affine_map<()[s0, s1] -> (1, 8, s0 * 32, 32)> : tensor<1x8x?x32xf16>
  %452 = "facet.transpose"(%447) {perm = [0, 2, 1, 3]} : (tensor<1x?x8x32xf16>) -> tensor<1x8x?x32xf16>
  torch.bind_symbolic_shape %452, [%s1, %s2], affine_map<()[s0, s1] -> (1, 8, s0 * 32, 32)> : tensor<1x8x?x32xf16>
  %453 = "facet.transpose"(%450) {perm = [0, 2, 1, 3]} : (tensor<1x?x8x32xf16>) -> tensor<1x8x?x32xf16>
  torch.bind_symbolic_shape %453, [%s1, %s2], affine_map<()[s0, s1] -> (1, 8, s0 * 32, 32)> : tensor<1x8x?x32xf16>
  %454:2 = "facet.attention"(%451, %452, %453) {causal = true, scale = 0 : f64} : (tensor<1x8x?x32xf16>, tensor<1x8x?x32xf16>, tensor<1x8x?x32xf16>) -> (tensor<1x8x?x32xf16>, tensor<1x8x?xf32>)
  torch.bind_symbolic_shape %454, [%s1, %s2], affine_map<()[s0, s1] -> (1, 8, s0 * 32, 32)> : tensor<1x8x?x32xf16>
  torch.bind_symbolic_shape %454#1, [%s1, %s2], affine_map<()[s0, s1] -> (1, 8, s0 * 32)> : tensor<1x8x?xf32>
  %455 = "facet.transpose"(%454) {perm = [0, 2, 1, 3]} : (tensor<1x8x?x32xf16>) -> tensor<1x?x8x32xf16>
  torch.bind_symbolic_shape %455, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 8, 32)> : tensor<1x?x8x32xf16>
  %456 = "facet.view"(%455) : (tensor<1x?x8x32xf16>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %456, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %457 = "facet.elementwise"(%27) {op = "convert"} : (tensor<256x256xf32>) -> tensor<256x256xf16>
  %458 = "facet.transpose"(%457) {perm = [1, 0]} : (tensor<256x256xf16>) -> tensor<256x256xf16>
  %459 = "facet.view"(%456) : (tensor<1x?x256xf16>) -> tensor<?x256xf16>
  torch.bind_symbolic_shape %459, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 256)> : tensor<?x256xf16>
  %460 = "facet.matmul"(%459, %457) {transpose_rhs = true} : (tensor<?x256xf16>, tensor<256x256xf16>) -> tensor<?x256xf16>
  torch.bind_symbolic_shape %460, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 256)> : tensor<?x256xf16>
  %461 = "facet.view"(%460) : (tensor<?x256xf16>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %461, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %462 = "facet.elementwise"(%339, %461) {op = "add"} : (tensor<1x?x256xf16>, tensor<1x?x256xf16>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %462, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %463 = "facet.elementwise"(%462) {op = "convert"} : (tensor<1x?x256xf16>) -> tensor<1x?x256xf32>
  torch.bind_symbolic_shape %463, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf32>
  %464 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %465 = "facet.elementwise"(%463, %464) {op = "pow"} : (tensor<1x?x256xf32>, tensor<f32>) -> tensor<1x?x256xf32>
  torch.bind_symbolic_shape %465, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf32>
  %466 = "facet.reduce"(%465) {op = "mean", axes = [2]} : (tensor<1x?x256xf32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %466, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 1)> : tensor<1x?x1xf32>
  %467 = "facet.constant"() {value = 0.01 : f64} : () -> tensor<f32>
  %468 = "facet.elementwise"(%466, %467) {op = "add"} : (tensor<1x?x1xf32>, tensor<f32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %468, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 1)> : tensor<1x?x1xf32>
  %469 = "facet.elementwise"(%468) {op = "rsqrt"} : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %469, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 1)> : tensor<1x?x1xf32>
  %470 = "facet.elementwise"(%463, %469) {op = "mul"} : (tensor<1x?x256xf32>, tensor<1x?x1xf32>) -> tensor<1x?x256xf32>
  torch.bind_symbolic_shape %470, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf32>
  %471 = "facet.elementwise"(%470) {op = "convert"} : (tensor<1x?x256xf32>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %471, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %472 = "facet.elementwise"(%28, %471) {op = "mul"} : (tensor<256xf32>, tensor<1x?x256xf16>) -> tensor<1x?x256xf32>
  torch.bind_symbolic_shape %472, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf32>
  %473 = "facet.elementwise"(%472) {op = "convert"} : (tensor<1x?x256xf32>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %473, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %474 = "facet.elementwise"(%29) {op = "convert"} : (tensor<23x256xf32>) -> tensor<23x256xf16>
  %475 = "facet.transpose"(%474) {perm = [1, 0]} : (tensor<23x256xf16>) -> tensor<256x23xf16>
  %476 = "facet.view"(%473) : (tensor<1x?x256xf16>) -> tensor<?x256xf16>
  torch.bind_symbolic_shape %476, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 256)> : tensor<?x256xf16>
  %477 = "facet.matmul"(%476, %474) {transpose_rhs = true} : (tensor<?x256xf16>, tensor<23x256xf16>) -> tensor<?x23xf16>
  torch.bind_symbolic_shape %477, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 23)> : tensor<?x23xf16>
  %478 = "facet.view"(%477) : (tensor<?x23xf16>) -> tensor<1x?x23xf16>
  torch.bind_symbolic_shape %478, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 23)> : tensor<1x?x23xf16>
  %479 = "facet.elementwise"(%478) {op = "silu"} : (tensor<1x?x23xf16>) -> tensor<1x?x23xf16>
  torch.bind_symbolic_shape %479, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 23)> : tensor<1x?x23xf16>
  %480 = "facet.elementwise"(%30) {op = "convert"} : (tensor<23x256xf32>) -> tensor<23x256xf16>
  %481 = "facet.transpose"(%480) {perm = [1, 0]} : (tensor<23x256xf16>) -> tensor<256x23xf16>
  %482 = "facet.view"(%473) : (tensor<1x?x256xf16>) -> tensor<?x256xf16>
  torch.bind_symbolic_shape %482, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 256)> : tensor<?x256xf16>
  %483 = "facet.matmul"(%482, %480) {transpose_rhs = true} : (tensor<?x256xf16>, tensor<23x256xf16>) -> tensor<?x23xf16>
  torch.bind_symbolic_shape %483, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 23)> : tensor<?x23xf16>
  %484 = "facet.view"(%483) : (tensor<?x23xf16>) -> tensor<1x?x23xf16>
  torch.bind_symbolic_shape %484, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 23)> : tensor<1x?x23xf16>
  %485 = "facet.elementwise"(%479, %484) {op = "mul"} : (tensor<1x?x23xf16>, tensor<1x?x23xf16>) -> tensor<1x?x23xf16>
  torch.bind_symbolic_shape %485, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 23)> : tensor<1x?x23xf16>
  %486 = "facet.elementwise"(%31) {op = "convert"} : (tensor<256x23xf32>) -> tensor<256x23xf16>
  %487 = "facet.transpose"(%486) {perm = [1, 0]} : (tensor<256x23xf16>) -> tensor<23x256xf16>
  %488 = "facet.view"(%485) : (tensor<1x?x23xf16>) -> tensor<?x23xf16>
  torch.bind_symbolic_shape %488, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 23)> : tensor<?x23xf16>
  %489 = "facet.matmul"(%488, %486) {transpose_rhs = true} : (tensor<?x23xf16>, tensor<256x23xf16>) -> tensor<?x256xf16>
  torch.bind_symbolic_shape %489, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 256)> : tensor<?x256xf16>
  %490 = "facet.view"(%489) : (tensor<?x256xf16>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %490, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %491 = "facet.elementwise"(%462, %490) {op = "add"} : (tensor<1x?x256xf16>, tensor<1x?x256xf16>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %491, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %492 = "facet.elementwise"(%491) {op = "convert"} : (tensor<1x?x256xf16>) -> tensor<1x?x256xf32>
  torch.bind_symbolic_shape %492, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf32>
  %493 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %494 = "facet.elementwise"(%492, %493) {op = "pow"} : (tensor<1x?x256xf32>, tensor<f32>) -> tensor<1x?x256xf32>
  torch.bind_symbolic_shape %494, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf32>
  %495 = "facet.reduce"(%494) {op = "mean", axes = [2]} : (tensor<1x?x256xf32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %495, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 1)> : tensor<1x?x1xf32>
  %496 = "facet.constant"() {value = 0.01 : f64} : () -> tensor<f32>
  %497 = "facet.elementwise"(%495, %496) {op = "add"} : (tensor<1x?x1xf32>, tensor<f32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %497, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 1)> : tensor<1x?x1xf32>
  %498 = "facet.elementwise"(%497) {op = "rsqrt"} : (tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
  torch.bind_symbolic_shape %498, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 1)> : tensor<1x?x1xf32>
  %499 = "facet.elementwise"(%492, %498) {op = "mul"} : (tensor<1x?x256xf32>, tensor<1x?x1xf32>) -> tensor<1x?x256xf32>
  torch.bind_symbolic_shape %499, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf32>
  %500 = "facet.elementwise"(%499) {op = "convert"} : (tensor<1x?x256xf32>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %500, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %501 = "facet.elementwise"(%32, %500) {op = "mul"} : (tensor<1x256xf32>, tensor<1x?x256xf16>) -> tensor<1x?x256xf32>
  torch.bind_symbolic_shape %501, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf32>
  %502 = "facet.elementwise"(%501) {op = "convert"} : (tensor<1x?x256xf32>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %502, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  %503 = "facet.elementwise"(%33) {op = "convert"} : (tensor<256x256xf32>) -> tensor<256x256xf16>
  %504 = "facet.transpose"(%503) {perm = [1, 0]} : (tensor<256x256xf16>) -> tensor<256x256xf16>
  %505 = "facet.view"(%502) : (tensor<1x?x256xf16>) -> tensor<?x256xf16>
  torch.bind_symbolic_shape %505, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 256)> : tensor<?x256xf16>
  %506 = "facet.matmul"(%505, %503) {transpose_rhs = true} : (tensor<?x256xf16>, tensor<256x256xf16>) -> tensor<?x256xf16>
  torch.bind_symbolic_shape %506, [%s1, %s2], affine_map<()[s0, s1] -> (s0 * 32, 256)> : tensor<?x256xf16>
  %507 = "facet.view"(%506) : (tensor<?x256xf16>) -> tensor<1x?x256xf16>
  torch.bind_symbolic_shape %507, [%s1, %s2], affine_map<()[s0, s1] -> (1, s0 * 32, 256)> : tensor<1x?x256xf16>
  "facet.overwrite"(%444, %3) : (tensor<?x24576xf16>, tensor<?x24576xf16>) -> ()
  return %507 : tensor<1x?x256xf16>
}
func.func @decode_bs1(%0: tensor<1x1xi64>, %1: tensor<1xi64>, %2: tensor<1xi64>, %3: tensor<1x?xi64>, %4: tensor<?x24576xf16>) -> (tensor<1x1x256xf16>) {
  %s0 = torch.symbolic_int "s0" {min_val = 2, max_val = 3} : !torch.int
  %s1 = torch.symbolic_int "s1" {min_val = 2, max_val = 9223372036854775806} : !torch.int
  torch.bind_symbolic_shape %3, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0)> : tensor<1x?xi64>
  torch.bind_symbolic_shape %4, [%s0, %s1], affine_map<()[s0, s1] -> (s1, 24576)> : tensor<?x24576xf16>
  %5 = "facet.global"() {name = @"__auto.token_embd.weight"} : () -> tensor<256x256xf32>
  %6 = "facet.global"() {name = @"__auto.blk.0.attn_norm.weight"} : () -> tensor<256xf32>
  %7 = "facet.global"() {name = @"__auto.blk.0.attn_q.weight"} : () -> tensor<256x256xf32>
  %8 = "facet.global"() {name = @"__auto.blk.0.attn_k.weight"} : () -> tensor<128x256xf32>
  %9 = "facet.global"() {name = @"__auto.blk.0.attn_v.weight"} : () -> tensor<128x256xf32>
  %10 = "facet.constant"() {value = 0 : f64} : () -> tensor<i64>
  %11 = "facet.constant"() {value = 1 : f64} : () -> tensor<i64>
  %12 = "facet.global"() {name = @"__auto.blk.0.attn_output.weight"} : () -> tensor<256x256xf32>
  %13 = "facet.global"() {name = @"__auto.blk.0.ffn_norm.weight"} : () -> tensor<256xf32>
  %14 = "facet.global"() {name = @"__auto.blk.0.ffn_gate.weight"} : () -> tensor<23x256xf32>
  %15 = "facet.global"() {name = @"__auto.blk.0.ffn_up.weight"} : () -> tensor<23x256xf32>
  %16 = "facet.global"() {name = @"__auto.blk.0.ffn_down.weight"} : () -> tensor<256x23xf32>
  %17 = "facet.global"() {name = @"__auto.blk.1.attn_norm.weight"} : () -> tensor<256xf32>
  %18 = "facet.global"() {name = @"__auto.blk.1.attn_q.weight"} : () -> tensor<256x256xf32>
  %19 = "facet.global"() {name = @"__auto.blk.1.attn_k.weight"} : () -> tensor<128x256xf32>
  %20 = "facet.global"() {name = @"__auto.blk.1.attn_v.weight"} : () -> tensor<128x256xf32>
  %21 = "facet.constant"() {value = 0 : f64} : () -> tensor<i64>
  %22 = "facet.constant"() {value = 1 : f64} : () -> tensor<i64>
  %23 = "facet.global"() {name = @"__auto.blk.1.attn_output.weight"} : () -> tensor<256x256xf32>
  %24 = "facet.global"() {name = @"__auto.blk.1.ffn_norm.weight"} : () -> tensor<256xf32>
  %25 = "facet.global"() {name = @"__auto.blk.1.ffn_gate.weight"} : () -> tensor<23x256xf32>
  %26 = "facet.global"() {name = @"__auto.blk.1.ffn_up.weight"} : () -> tensor<23x256xf32>
  %27 = "facet.global"() {name = @"__auto.blk.1.ffn_down.weight"} : () -> tensor<256x23xf32>
  %28 = "facet.global"() {name = @"__auto.blk.2.attn_norm.weight"} : () -> tensor<256xf32>
  %29 = "facet.global"() {name = @"__auto.blk.2.attn_q.weight"} : () -> tensor<256x256xf32>
  %30 = "facet.global"() {name = @"__auto.blk.2.attn_k.weight"} : () -> tensor<128x256xf32>
  %31 = "facet.global"() {name = @"__auto.blk.2.attn_v.weight"} : () -> tensor<128x256xf32>
  %32 = "facet.constant"() {value = 0 : f64} : () -> tensor<i64>
  %33 = "facet.constant"() {value = 1 : f64} : () -> tensor<i64>
  %34 = "facet.global"() {name = @"__auto.blk.2.attn_output.weight"} : () -> tensor<256x256xf32>
  %35 = "facet.global"() {name = @"__auto.blk.2.ffn_norm.weight"} : () -> tensor<256xf32>
  %36 = "facet.global"() {name = @"__auto.blk.2.ffn_gate.weight"} : () -> tensor<23x256xf32>
  %37 = "facet.global"() {name = @"__auto.blk.2.ffn_up.weight"} : () -> tensor<23x256xf32>
  %38 = "facet.global"() {name = @"__auto.blk.2.ffn_down.weight"} : () -> tensor<256x23xf32>
  %39 = "facet.global"() {name = @"__auto.output_norm.weight"} : () -> tensor<1x256xf32>
  %40 = "facet.global"() {name = @"__auto.output.weight"} : () -> tensor<256x256xf32>
  %41 = "facet.arange"() {start = 0 : f64, step = 1 : f64} : () -> tensor<?xi64>
  torch.bind_symbolic_shape %41, [%s0, %s1], affine_map<()[s0, s1] -> (s0 * 32)> : tensor<?xi64>
  %42 = "facet.view"(%1) : (tensor<1xi64>) -> tensor<1x1xi64>
  %43 = "facet.elementwise"(%41, %42) {op = "ge"} : (tensor<?xi64>, tensor<1x1xi64>) -> tensor<1x?xi1>
  torch.bind_symbolic_shape %43, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32)> : tensor<1x?xi1>
  %44 = "facet.constant"() {value = 0 : f64} : () -> tensor<f32>
  %45 = "facet.constant"() {value = -inf : f64} : () -> tensor<f32>
  %46 = "facet.elementwise"(%43, %45, %44) {op = "select"} : (tensor<1x?xi1>, tensor<f32>, tensor<f32>) -> tensor<1x?xf32>
  torch.bind_symbolic_shape %46, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32)> : tensor<1x?xf32>
  %47 = "facet.elementwise"(%46) {op = "convert"} : (tensor<1x?xf32>) -> tensor<1x?xf16>
  torch.bind_symbolic_shape %47, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32)> : tensor<1x?xf16>
  %48 = "facet.view"(%47) : (tensor<1x?xf16>) -> tensor<1x1x?xf16>
  torch.bind_symbolic_shape %48, [%s0, %s1], affine_map<()[s0, s1] -> (1, 1, s0 * 32)> : tensor<1x1x?xf16>
  %49 = "facet.view"(%48) : (tensor<1x1x?xf16>) -> tensor<1x1x1x?xf16>
  torch.bind_symbolic_shape %49, [%s0, %s1], affine_map<()[s0, s1] -> (1, 1, 1, s0 * 32)> : tensor<1x1x1x?xf16>
  %50 = "facet.arange"() {start = 0 : f64, step = 1 : f64} : () -> tensor<1xi64>
  %51 = "facet.view"(%50) : (tensor<1xi64>) -> tensor<1x1xi64>
  %52 = "facet.view"(%2) : (tensor<1xi64>) -> tensor<1x1xi64>
  %53 = "facet.elementwise"(%51, %52) {op = "add"} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
  %54 = "facet.arange"() {start = 0 : f64, step = 1 : f64} : () -> tensor<128xi64>
  %55 = "facet.arange"() {start = 0 : f64, step = 1 : f64} : () -> tensor<32xi64>
  %56 = "facet.constant"() {value = 2 : f64} : () -> tensor<i64>
  %57 = "facet.elementwise"(%55, %56) {op = "floordiv"} : (tensor<32xi64>, tensor<i64>) -> tensor<32xi64>
  %58 = "facet.elementwise"(%57) {op = "convert"} : (tensor<32xi64>) -> tensor<32xf32>
  %59 = "facet.constant"() {value = 32 : f64} : () -> tensor<f32>
  %60 = "facet.elementwise"(%58, %59) {op = "div"} : (tensor<32xf32>, tensor<f32>) -> tensor<32xf32>
  %61 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %62 = "facet.elementwise"(%60, %61) {op = "mul"} : (tensor<32xf32>, tensor<f32>) -> tensor<32xf32>
  %63 = "facet.constant"() {value = 500000 : f64} : () -> tensor<f32>
  %64 = "facet.elementwise"(%63, %62) {op = "pow"} : (tensor<f32>, tensor<32xf32>) -> tensor<32xf32>
  %65 = "facet.elementwise"(%64) {op = "reciprocal"} : (tensor<32xf32>) -> tensor<32xf32>
  %66 = "facet.constant"() {value = 1 : f64} : () -> tensor<f32>
  %67 = "facet.elementwise"(%65, %66) {op = "mul"} : (tensor<32xf32>, tensor<f32>) -> tensor<32xf32>
  %68 = "facet.view"(%54) : (tensor<128xi64>) -> tensor<128x1xi64>
  %69 = "facet.view"(%67) : (tensor<32xf32>) -> tensor<1x32xf32>
  %70 = "facet.elementwise"(%68, %69) {op = "mul"} : (tensor<128x1xi64>, tensor<1x32xf32>) -> tensor<128x32xf32>
  %71 = "facet.view"(%53) : (tensor<1x1xi64>) -> tensor<1xi64>
  %72 = "facet.index"(%70, %71) {none_mask = 0, accumulate = false} : (tensor<128x32xf32>, tensor<1xi64>) -> tensor<1x32xf32>
  %73 = "facet.view"(%72) : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
  %74 = "facet.elementwise"(%5) {op = "convert"} : (tensor<256x256xf32>) -> tensor<256x256xf16>
  %75 = "facet.index_select"(%74, %0) {axis = 0} : (tensor<256x256xf16>, tensor<1x1xi64>) -> tensor<1x1x256xf16>
  %76 = "facet.elementwise"(%75) {op = "convert"} : (tensor<1x1x256xf16>) -> tensor<1x1x256xf32>
  %77 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %78 = "facet.elementwise"(%76, %77) {op = "pow"} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<1x1x256xf32>
  %79 = "facet.reduce"(%78) {op = "mean", axes = [2]} : (tensor<1x1x256xf32>) -> tensor<1x1x1xf32>
  %80 = "facet.constant"() {value = 0.01 : f64} : () -> tensor<f32>
  %81 = "facet.elementwise"(%79, %80) {op = "add"} : (tensor<1x1x1xf32>, tensor<f32>) -> tensor<1x1x1xf32>
  %82 = "facet.elementwise"(%81) {op = "rsqrt"} : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
  %83 = "facet.elementwise"(%76, %82) {op = "mul"} : (tensor<1x1x256xf32>, tensor<1x1x1xf32>) -> tensor<1x1x256xf32>
  %84 = "facet.elementwise"(%83) {op = "convert"} : (tensor<1x1x256xf32>) -> tensor<1x1x256xf16>
  %85 = "facet.elementwise"(%6, %84) {op = "mul"} : (tensor<256xf32>, tensor<1x1x256xf16>) -> tensor<1x1x256xf32>
  %86 = "facet.elementwise"(%85) {op = "convert"} : (tensor<1x1x256xf32>) -> tensor<1x1x256xf16>
  %87 = "facet.elementwise"(%7) {op = "convert"} : (tensor<256x256xf32>) -> tensor<256x256xf16>
  %88 = "facet.transpose"(%87) {perm = [1, 0]} : (tensor<256x256xf16>) -> tensor<256x256xf16>
  %89 = "facet.view"(%86) : (tensor<1x1x256xf16>) -> tensor<1x256xf16>
  %90 = "facet.matmul"(%89, %87) {transpose_rhs = true} : (tensor<1x256xf16>, tensor<256x256xf16>) -> tensor<1x256xf16>
  %91 = "facet.view"(%90) : (tensor<1x256xf16>) -> tensor<1x1x256xf16>
  %92 = "facet.elementwise"(%8) {op = "convert"} : (tensor<128x256xf32>) -> tensor<128x256xf16>
  %93 = "facet.transpose"(%92) {perm = [1, 0]} : (tensor<128x256xf16>) -> tensor<256x128xf16>
  %94 = "facet.view"(%86) : (tensor<1x1x256xf16>) -> tensor<1x256xf16>
  %95 = "facet.matmul"(%94, %92) {transpose_rhs = true} : (tensor<1x256xf16>, tensor<128x256xf16>) -> tensor<1x128xf16>
  %96 = "facet.view"(%95) : (tensor<1x128xf16>) -> tensor<1x1x128xf16>
  %97 = "facet.elementwise"(%9) {op = "convert"} : (tensor<128x256xf32>) -> tensor<128x256xf16>
  %98 = "facet.transpose"(%97) {perm = [1, 0]} : (tensor<128x256xf16>) -> tensor<256x128xf16>
  %99 = "facet.view"(%86) : (tensor<1x1x256xf16>) -> tensor<1x256xf16>
  %100 = "facet.matmul"(%99, %97) {transpose_rhs = true} : (tensor<1x256xf16>, tensor<128x256xf16>) -> tensor<1x128xf16>
  %101 = "facet.view"(%100) : (tensor<1x128xf16>) -> tensor<1x1x128xf16>
  %102 = "facet.view"(%91) : (tensor<1x1x256xf16>) -> tensor<1x1x8x32xf16>
  %103 = "facet.view"(%96) : (tensor<1x1x128xf16>) -> tensor<1x1x4x32xf16>
  %104 = "facet.view"(%101) : (tensor<1x1x128xf16>) -> tensor<1x1x4x32xf16>
  %105 = "facet.elementwise"(%102) {op = "convert"} : (tensor<1x1x8x32xf16>) -> tensor<1x1x8x32xf32>
  %106 = "facet.call"(%105, %73) {name = @"sharktank_rotary_embedding_1_1_8_32_f32"} : (tensor<1x1x8x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x8x32xf32>
  %107 = "facet.elementwise"(%106) {op = "convert"} : (tensor<1x1x8x32xf32>) -> tensor<1x1x8x32xf16>
  %108 = "facet.elementwise"(%103) {op = "convert"} : (tensor<1x1x4x32xf16>) -> tensor<1x1x4x32xf32>
  %109 = "facet.call"(%108, %73) {name = @"sharktank_rotary_embedding_1_1_4_32_f32"} : (tensor<1x1x4x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x4x32xf32>
  %110 = "facet.elementwise"(%109) {op = "convert"} : (tensor<1x1x4x32xf32>) -> tensor<1x1x4x32xf16>
  %111 = "facet.view"(%4) : (tensor<?x24576xf16>) -> tensor<?x3x2x32x4x32xf16>
  torch.bind_symbolic_shape %111, [%s0, %s1], affine_map<()[s0, s1] -> (s1, 3, 2, 32, 4, 32)> : tensor<?x3x2x32x4x32xf16>
  %112 = "facet.view"(%111) : (tensor<?x3x2x32x4x32xf16>) -> tensor<?x4x32xf16>
  torch.bind_symbolic_shape %112, [%s0, %s1], affine_map<()[s0, s1] -> (s1 * 192, 4, 32)> : tensor<?x4x32xf16>
  %113 = "facet.constant"() {value = 32 : f64} : () -> tensor<i64>
  %114 = "facet.elementwise"(%2, %113) {op = "floordiv"} : (tensor<1xi64>, tensor<i64>) -> tensor<1xi64>
  %115 = "facet.view"(%114) : (tensor<1xi64>) -> tensor<1x1xi64>
  %116 = "facet.gather"(%3, %115) {axis = 1} : (tensor<1x?xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
  %117 = "facet.constant"() {value = 32 : f64} : () -> tensor<i64>
  %118 = "facet.elementwise"(%2, %117) {op = "remainder"} : (tensor<1xi64>, tensor<i64>) -> tensor<1xi64>
  %119 = "facet.view"(%118) : (tensor<1xi64>) -> tensor<1x1xi64>
  %120 = "facet.view"(%10) : (tensor<i64>) -> tensor<1xi64>
  %121 = "facet.constant"() {value = 0 : f64} : () -> tensor<1x1xi64>
  %122 = "facet.constant"() {value = 0 : f64} : () -> tensor<1x1xi64>
  %123 = "facet.view"(%120) : (tensor<1xi64>) -> tensor<1x1xi64>
  %124 = "facet.repeat"(%123) {reps = [1, 1]} : (tensor<1x1xi64>) -> tensor<1x1xi64>
  %125 = "facet.constant"() {value = 3 : f64} : () -> tensor<i64>
  %126 = "facet.elementwise"(%116, %125) {op = "mul"} : (tensor<1x1xi64>, tensor<i64>) -> tensor<1x1xi64>
  %127 = "facet.elementwise"(%126, %122) {op = "add"} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
  %128 = "facet.constant"() {value = 2 : f64} : () -> tensor<i64>
  %129 = "facet.elementwise"(%127, %128) {op = "mul"} : (tensor<1x1xi64>, tensor<i64>) -> tensor<1x1xi64>
  %130 = "facet.elementwise"(%129, %124) {op = "add"} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
  %131 = "facet.constant"() {value = 32 : f64} : () -> tensor<i64>
  %132 = "facet.elementwise"(%130, %131) {op = "mul"} : (tensor<1x1xi64>, tensor<i64>) -> tensor<1x1xi64>
  %133 = "facet.elementwise"(%132, %119) {op = "add"} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
  %134 = "facet.index_put"(%112, %110, %133) {none_mask = 0, accumulate = false} : (tensor<?x4x32xf16>, tensor<1x1x4x32xf16>, tensor<1x1xi64>) -> tensor<?x4x32xf16>
  torch.bind_symbolic_shape %134, [%s0, %s1], affine_map<()[s0, s1] -> (s1 * 192, 4, 32)> : tensor<?x4x32xf16>
  %135 = "facet.view"(%134) : (tensor<?x4x32xf16>) -> tensor<?x3x2x32x4x32xf16>
  torch.bind_symbolic_shape %135, [%s0, %s1], affine_map<()[s0, s1] -> (s1, 3, 2, 32, 4, 32)> : tensor<?x3x2x32x4x32xf16>
  %136 = "facet.view"(%135) : (tensor<?x3x2x32x4x32xf16>) -> tensor<?x24576xf16>
  torch.bind_symbolic_shape %136, [%s0, %s1], affine_map<()[s0, s1] -> (s1, 24576)> : tensor<?x24576xf16>
  %137 = "facet.view"(%136) : (tensor<?x24576xf16>) -> tensor<?x3x2x32x4x32xf16>
  torch.bind_symbolic_shape %137, [%s0, %s1], affine_map<()[s0, s1] -> (s1, 3, 2, 32, 4, 32)> : tensor<?x3x2x32x4x32xf16>
  %138 = "facet.view"(%137) : (tensor<?x3x2x32x4x32xf16>) -> tensor<?x4x32xf16>
  torch.bind_symbolic_shape %138, [%s0, %s1], affine_map<()[s0, s1] -> (s1 * 192, 4, 32)> : tensor<?x4x32xf16>
  %139 = "facet.constant"() {value = 32 : f64} : () -> tensor<i64>
  %140 = "facet.elementwise"(%2, %139) {op = "floordiv"} : (tensor<1xi64>, tensor<i64>) -> tensor<1xi64>
  %141 = "facet.view"(%140) : (tensor<1xi64>) -> tensor<1x1xi64>
  %142 = "facet.gather"(%3, %141) {axis = 1} : (tensor<1x?xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
  %143 = "facet.constant"() {value = 32 : f64} : () -> tensor<i64>
  %144 = "facet.elementwise"(%2, %143) {op = "remainder"} : (tensor<1xi64>, tensor<i64>) -> tensor<1xi64>
  %145 = "facet.view"(%144) : (tensor<1xi64>) -> tensor<1x1xi64>
  %146 = "facet.view"(%11) : (tensor<i64>) -> tensor<1xi64>
  %147 = "facet.constant"() {value = 0 : f64} : () -> tensor<1x1xi64>
  %148 = "facet.constant"() {value = 0 : f64} : () -> tensor<1x1xi64>
  %149 = "facet.view"(%146) : (tensor<1xi64>) -> tensor<1x1xi64>
  %150 = "facet.repeat"(%149) {reps = [1, 1]} : (tensor<1x1xi64>) -> tensor<1x1xi64>
  %151 = "facet.constant"() {value = 3 : f64} : () -> tensor<i64>
  %152 = "facet.elementwise"(%142, %151) {op = "mul"} : (tensor<1x1xi64>, tensor<i64>) -> tensor<1x1xi64>
  %153 = "facet.elementwise"(%152, %148) {op = "add"} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
  %154 = "facet.constant"() {value = 2 : f64} : () -> tensor<i64>
  %155 = "facet.elementwise"(%153, %154) {op = "mul"} : (tensor<1x1xi64>, tensor<i64>) -> tensor<1x1xi64>
  %156 = "facet.elementwise"(%155, %150) {op = "add"} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
  %157 = "facet.constant"() {value = 32 : f64} : () -> tensor<i64>
  %158 = "facet.elementwise"(%156, %157) {op = "mul"} : (tensor<1x1xi64>, tensor<i64>) -> tensor<1x1xi64>
  %159 = "facet.elementwise"(%158, %145) {op = "add"} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
  %160 = "facet.index_put"(%138, %104, %159) {none_mask = 0, accumulate = false} : (tensor<?x4x32xf16>, tensor<1x1x4x32xf16>, tensor<1x1xi64>) -> tensor<?x4x32xf16>
  torch.bind_symbolic_shape %160, [%s0, %s1], affine_map<()[s0, s1] -> (s1 * 192, 4, 32)> : tensor<?x4x32xf16>
  %161 = "facet.view"(%160) : (tensor<?x4x32xf16>) -> tensor<?x3x2x32x4x32xf16>
  torch.bind_symbolic_shape %161, [%s0, %s1], affine_map<()[s0, s1] -> (s1, 3, 2, 32, 4, 32)> : tensor<?x3x2x32x4x32xf16>
  %162 = "facet.view"(%161) : (tensor<?x3x2x32x4x32xf16>) -> tensor<?x24576xf16>
  torch.bind_symbolic_shape %162, [%s0, %s1], affine_map<()[s0, s1] -> (s1, 24576)> : tensor<?x24576xf16>
  %163 = "facet.constant"() {value = 0 : f64} : () -> tensor<1x?xi64>
  torch.bind_symbolic_shape %163, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0)> : tensor<1x?xi64>
  %164 = "facet.constant"() {value = 0 : f64} : () -> tensor<1x?xi64>
  torch.bind_symbolic_shape %164, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0)> : tensor<1x?xi64>
  %165 = "facet.constant"() {value = 3 : f64} : () -> tensor<i64>
  %166 = "facet.elementwise"(%3, %165) {op = "mul"} : (tensor<1x?xi64>, tensor<i64>) -> tensor<1x?xi64>
  torch.bind_symbolic_shape %166, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0)> : tensor<1x?xi64>
  %167 = "facet.elementwise"(%166, %164) {op = "add"} : (tensor<1x?xi64>, tensor<1x?xi64>) -> tensor<1x?xi64>
  torch.bind_symbolic_shape %167, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0)> : tensor<1x?xi64>
  %168 = "facet.view"(%167) : (tensor<1x?xi64>) -> tensor<?xi64>
  torch.bind_symbolic_shape %168, [%s0, %s1], affine_map<()[s0, s1] -> (s0)> : tensor<?xi64>
  %169 = "facet.view"(%162) : (tensor<?x24576xf16>) -> tensor<?x3x2x32x4x32xf16>
  torch.bind_symbolic_shape %169, [%s0, %s1], affine_map<()[s0, s1] -> (s1, 3, 2, 32, 4, 32)> : tensor<?x3x2x32x4x32xf16>
  %170 = "facet.view"(%169) : (tensor<?x3x2x32x4x32xf16>) -> tensor<?x2x32x4x32xf16>
  torch.bind_symbolic_shape %170, [%s0, %s1], affine_map<()[s0, s1] -> (s1 * 3, 2, 32, 4, 32)> : tensor<?x2x32x4x32xf16>
  %171 = "facet.index_select"(%170, %168) {axis = 0} : (tensor<?x2x32x4x32xf16>, tensor<?xi64>) -> tensor<?x2x32x4x32xf16>
  torch.bind_symbolic_shape %171, [%s0, %s1], affine_map<()[s0, s1] -> (s0, 2, 32, 4, 32)> : tensor<?x2x32x4x32xf16>
  %172 = "facet.view"(%171) : (tensor<?x2x32x4x32xf16>) -> tensor<1x?x2x32x4x32xf16>
  torch.bind_symbolic_shape %172, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 2, 32, 4, 32)> : tensor<1x?x2x32x4x32xf16>
  %173 = "facet.slice"(%172) {axis = 0, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x2x32x4x32xf16>) -> tensor<1x?x2x32x4x32xf16>
  torch.bind_symbolic_shape %173, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 2, 32, 4, 32)> : tensor<1x?x2x32x4x32xf16>
  %174 = "facet.slice"(%173) {axis = 1, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x2x32x4x32xf16>) -> tensor<1x?x2x32x4x32xf16>
  torch.bind_symbolic_shape %174, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 2, 32, 4, 32)> : tensor<1x?x2x32x4x32xf16>
  %175 = "facet.slice"(%174) {axis = 2, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x2x32x4x32xf16>) -> tensor<1x?x1x32x4x32xf16>
  torch.bind_symbolic_shape %175, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 1, 32, 4, 32)> : tensor<1x?x1x32x4x32xf16>
  %176 = "facet.view"(%175) : (tensor<1x?x1x32x4x32xf16>) -> tensor<1x?x32x4x32xf16>
  torch.bind_symbolic_shape %176, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 32, 4, 32)> : tensor<1x?x32x4x32xf16>
  %177 = "facet.slice"(%176) {axis = 2, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x32x4x32xf16>) -> tensor<1x?x32x4x32xf16>
  torch.bind_symbolic_shape %177, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 32, 4, 32)> : tensor<1x?x32x4x32xf16>
  %178 = "facet.view"(%177) : (tensor<1x?x32x4x32xf16>) -> tensor<1x?x4x32xf16>
  torch.bind_symbolic_shape %178, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 32)> : tensor<1x?x4x32xf16>
  %179 = "facet.slice"(%178) {axis = 0, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x4x32xf16>) -> tensor<1x?x4x32xf16>
  torch.bind_symbolic_shape %179, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 32)> : tensor<1x?x4x32xf16>
  %180 = "facet.slice"(%172) {axis = 0, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x2x32x4x32xf16>) -> tensor<1x?x2x32x4x32xf16>
  torch.bind_symbolic_shape %180, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 2, 32, 4, 32)> : tensor<1x?x2x32x4x32xf16>
  %181 = "facet.slice"(%180) {axis = 1, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x2x32x4x32xf16>) -> tensor<1x?x2x32x4x32xf16>
  torch.bind_symbolic_shape %181, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 2, 32, 4, 32)> : tensor<1x?x2x32x4x32xf16>
  %182 = "facet.slice"(%181) {axis = 2, start = affine_map<()[s0, s1] -> (1)>, step = 1} : (tensor<1x?x2x32x4x32xf16>) -> tensor<1x?x1x32x4x32xf16>
  torch.bind_symbolic_shape %182, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 1, 32, 4, 32)> : tensor<1x?x1x32x4x32xf16>
  %183 = "facet.view"(%182) : (tensor<1x?x1x32x4x32xf16>) -> tensor<1x?x32x4x32xf16>
  torch.bind_symbolic_shape %183, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 32, 4, 32)> : tensor<1x?x32x4x32xf16>
  %184 = "facet.slice"(%183) {axis = 2, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x32x4x32xf16>) -> tensor<1x?x32x4x32xf16>
  torch.bind_symbolic_shape %184, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 32, 4, 32)> : tensor<1x?x32x4x32xf16>
  %185 = "facet.view"(%184) : (tensor<1x?x32x4x32xf16>) -> tensor<1x?x4x32xf16>
  torch.bind_symbolic_shape %185, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 32)> : tensor<1x?x4x32xf16>
  %186 = "facet.slice"(%185) {axis = 0, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x4x32xf16>) -> tensor<1x?x4x32xf16>
  torch.bind_symbolic_shape %186, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 32)> : tensor<1x?x4x32xf16>
  %187 = "facet.view"(%179) : (tensor<1x?x4x32xf16>) -> tensor<1x?x4x1x32xf16>
  torch.bind_symbolic_shape %187, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 1, 32)> : tensor<1x?x4x1x32xf16>
  %188 = "facet.broadcast"(%187) : (tensor<1x?x4x1x32xf16>) -> tensor<1x?x4x2x32xf16>
  torch.bind_symbolic_shape %188, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 2, 32)> : tensor<1x?x4x2x32xf16>
  %189 = "facet.view"(%188) : (tensor<1x?x4x2x32xf16>) -> tensor<1x?x8x32xf16>
  torch.bind_symbolic_shape %189, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32, 8, 32)> : tensor<1x?x8x32xf16>
  %190 = "facet.view"(%186) : (tensor<1x?x4x32xf16>) -> tensor<1x?x4x1x32xf16>
  torch.bind_symbolic_shape %190, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 1, 32)> : tensor<1x?x4x1x32xf16>
  %191 = "facet.broadcast"(%190) : (tensor<1x?x4x1x32xf16>) -> tensor<1x?x4x2x32xf16>
  torch.bind_symbolic_shape %191, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 2, 32)> : tensor<1x?x4x2x32xf16>
  %192 = "facet.view"(%191) : (tensor<1x?x4x2x32xf16>) -> tensor<1x?x8x32xf16>
  torch.bind_symbolic_shape %192, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32, 8, 32)> : tensor<1x?x8x32xf16>
  %193 = "facet.transpose"(%107) {perm = [0, 2, 1, 3]} : (tensor<1x1x8x32xf16>) -> tensor<1x8x1x32xf16>
  %194 = "facet.transpose"(%189) {perm = [0, 2, 1, 3]} : (tensor<1x?x8x32xf16>) -> tensor<1x8x?x32xf16>
  torch.bind_symbolic_shape %194, [%s0, %s1], affine_map<()[s0, s1] -> (1, 8, s0 * 32, 32)> : tensor<1x8x?x32xf16>
  %195 = "facet.transpose"(%192) {perm = [0, 2, 1, 3]} : (tensor<1x?x8x32xf16>) -> tensor<1x8x?x32xf16>
  torch.bind_symbolic_shape %195, [%s0, %s1], affine_map<()[s0, s1] -> (1, 8, s0 * 32, 32)> : tensor<1x8x?x32xf16>
  %196:2 = "facet.attention"(%193, %194, %195, %49) {causal = false, scale = 0 : f64} : (tensor<1x8x1x32xf16>, tensor<1x8x?x32xf16>, tensor<1x8x?x32xf16>, tensor<1x1x1x?xf16>) -> (tensor<1x8x1x32xf16>, tensor<1x8x1xf32>)
  %197 = "facet.transpose"(%196) {perm = [0, 2, 1, 3]} : (tensor<1x8x1x32xf16>) -> tensor<1x1x8x32xf16>
  %198 = "facet.view"(%197) : (tensor<1x1x8x32xf16>) -> tensor<1x1x256xf16>
  %199 = "facet.elementwise"(%12) {op = "convert"} : (tensor<256x256xf32>) -> tensor<256x256xf16>
  %200 = "facet.transpose"(%199) {perm = [1, 0]} : (tensor<256x256xf16>) -> tensor<256x256xf16>
  %201 = "facet.view"(%198) : (tensor<1x1x256xf16>) -> tensor<1x256xf16>
  %202 = "facet.matmul"(%201, %199) {transpose_rhs = true} : (tensor<1x256xf16>, tensor<256x256xf16>) -> tensor<1x256xf16>
  %203 = "facet.view"(%202) : (tensor<1x256xf16>) -> tensor<1x1x256xf16>
  %204 = "facet.elementwise"(%75, %203) {op = "add"} : (tensor<1x1x256xf16>, tensor<1x1x256xf16>) -> tensor<1x1x256xf16>
  %205 = "facet.elementwise"(%204) {op = "convert"} : (tensor<1x1x256xf16>) -> tensor<1x1x256xf32>
  %206 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %207 = "facet.elementwise"(%205, %206) {op = "pow"} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<1x1x256xf32>
  %208 = "facet.reduce"(%207) {op = "mean", axes = [2]} : (tensor<1x1x256xf32>) -> tensor<1x1x1xf32>
  %209 = "facet.constant"() {value = 0.01 : f64} : () -> tensor<f32>
  %210 = "facet.elementwise"(%208, %209) {op = "add"} : (tensor<1x1x1xf32>, tensor<f32>) -> tensor<1x1x1xf32>
  %211 = "facet.elementwise"(%210) {op = "rsqrt"} : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
  %212 = "facet.elementwise"(%205, %211) {op = "mul"} : (tensor<1x1x256xf32>, tensor<1x1x1xf32>) -> tensor<1x1x256xf32>
  %213 = "facet.elementwise"(%212) {op = "convert"} : (tensor<1x1x256xf32>) -> tensor<1x1x256xf16>
  %214 = "facet.elementwise"(%13, %213) {op = "mul"} : (tensor<256xf32>, tensor<1x1x256xf16>) -> tensor<1x1x256xf32>
  %215 = "facet.elementwise"(%214) {op = "convert"} : (tensor<1x1x256xf32>) -> tensor<1x1x256xf16>
  %216 = "facet.elementwise"(%14) {op = "convert"} : (tensor<23x256xf32>) -> tensor<23x256xf16>
  %217 = "facet.transpose"(%216) {perm = [1, 0]} : (tensor<23x256xf16>) -> tensor<256x23xf16>
  %218 = "facet.view"(%215) : (tensor<1x1x256xf16>) -> tensor<1x256xf16>
  %219 = "facet.matmul"(%218, %216) {transpose_rhs = true} : (tensor<1x256xf16>, tensor<23x256xf16>) -> tensor<1x23xf16>
  %220 = "facet.view"(%219) : (tensor<1x23xf16>) -> tensor<1x1x23xf16>
  %221 = "facet.elementwise"(%220) {op = "silu"} : (tensor<1x1x23xf16>) -> tensor<1x1x23xf16>
  %222 = "facet.elementwise"(%15) {op = "convert"} : (tensor<23x256xf32>) -> tensor<23x256xf16>
  %223 = "facet.transpose"(%222) {perm = [1, 0]} : (tensor<23x256xf16>) -> tensor<256x23xf16>
  %224 = "facet.view"(%215) : (tensor<1x1x256xf16>) -> tensor<1x256xf16>
  %225 = "facet.matmul"(%224, %222) {transpose_rhs = true} : (tensor<1x256xf16>, tensor<23x256xf16>) -> tensor<1x23xf16>
  %226 = "facet.view"(%225) : (tensor<1x23xf16>) -> tensor<1x1x23xf16>
  %227 = "facet.elementwise"(%221, %226) {op = "mul"} : (tensor<1x1x23xf16>, tensor<1x1x23xf16>) -> tensor<1x1x23xf16>
  %228 = "facet.elementwise"(%16) {op = "convert"} : (tensor<256x23xf32>) -> tensor<256x23xf16>
  %229 = "facet.transpose"(%228) {perm = [1, 0]} : (tensor<256x23xf16>) -> tensor<23x256xf16>
  %230 = "facet.view"(%227) : (tensor<1x1x23xf16>) -> tensor<1x23xf16>
  %231 = "facet.matmul"(%230, %228) {transpose_rhs = true} : (tensor<1x23xf16>, tensor<256x23xf16>) -> tensor<1x256xf16>
  %232 = "facet.view"(%231) : (tensor<1x256xf16>) -> tensor<1x1x256xf16>
  %233 = "facet.elementwise"(%204, %232) {op = "add"} : (tensor<1x1x256xf16>, tensor<1x1x256xf16>) -> tensor<1x1x256xf16>
  %234 = "facet.elementwise"(%233) {op = "convert"} : (tensor<1x1x256xf16>) -> tensor<1x1x256xf32>
  %235 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %236 = "facet.elementwise"(%234, %235) {op = "pow"} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<1x1x256xf32>
  %237 = "facet.reduce"(%236) {op = "mean", axes = [2]} : (tensor<1x1x256xf32>) -> tensor<1x1x1xf32>
  %238 = "facet.constant"() {value = 0.01 : f64} : () -> tensor<f32>
  %239 = "facet.elementwise"(%237, %238) {op = "add"} : (tensor<1x1x1xf32>, tensor<f32>) -> tensor<1x1x1xf32>
  %240 = "facet.elementwise"(%239) {op = "rsqrt"} : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
  %241 = "facet.elementwise"(%234, %240) {op = "mul"} : (tensor<1x1x256xf32>, tensor<1x1x1xf32>) -> tensor<1x1x256xf32>
  %242 = "facet.elementwise"(%241) {op = "convert"} : (tensor<1x1x256xf32>) -> tensor<1x1x256xf16>
  %243 = "facet.elementwise"(%17, %242) {op = "mul"} : (tensor<256xf32>, tensor<1x1x256xf16>) -> tensor<1x1x256xf32>
  %244 = "facet.elementwise"(%243) {op = "convert"} : (tensor<1x1x256xf32>) -> tensor<1x1x256xf16>
  %245 = "facet.elementwise"(%18) {op = "convert"} : (tensor<256x256xf32>) -> tensor<256x256xf16>
  %246 = "facet.transpose"(%245) {perm = [1, 0]} : (tensor<256x256xf16>) -> tensor<256x256xf16>
  %247 = "facet.view"(%244) : (tensor<1x1x256xf16>) -> tensor<1x256xf16>
  %248 = "facet.matmul"(%247, %245) {transpose_rhs = true} : (tensor<1x256xf16>, tensor<256x256xf16>) -> tensor<1x256xf16>
  %249 = "facet.view"(%248) : (tensor<1x256xf16>) -> tensor<1x1x256xf16>
  %250 = "facet.elementwise"(%19) {op = "convert"} : (tensor<128x256xf32>) -> tensor<128x256xf16>
  %251 = "facet.transpose"(%250) {perm = [1, 0]} : (tensor<128x256xf16>) -> tensor<256x128xf16>
  %252 = "facet.view"(%244) : (tensor<1x1x256xf16>) -> tensor<1x256xf16>
  %253 = "facet.matmul"(%252, %250) {transpose_rhs = true} : (tensor<1x256xf16>, tensor<128x256xf16>) -> tensor<1x128xf16>
  %254 = "facet.view"(%253) : (tensor<1x128xf16>) -> tensor<1x1x128xf16>
  %255 = "facet.elementwise"(%20) {op = "convert"} : (tensor<128x256xf32>) -> tensor<128x256xf16>
  %256 = "facet.transpose"(%255) {perm = [1, 0]} : (tensor<128x256xf16>) -> tensor<256x128xf16>
  %257 = "facet.view"(%244) : (tensor<1x1x256xf16>) -> tensor<1x256xf16>
  %258 = "facet.matmul"(%257, %255) {transpose_rhs = true} : (tensor<1x256xf16>, tensor<128x256xf16>) -> tensor<1x128xf16>
  %259 = "facet.view"(%258) : (tensor<1x128xf16>) -> tensor<1x1x128xf16>
  %260 = "facet.view"(%249) : (tensor<1x1x256xf16>) -> tensor<1x1x8x32xf16>
  %261 = "facet.view"(%254) : (tensor<1x1x128xf16>) -> tensor<1x1x4x32xf16>
  %262 = "facet.view"(%259) : (tensor<1x1x128xf16>) -> tensor<1x1x4x32xf16>
  %263 = "facet.elementwise"(%260) {op = "convert"} : (tensor<1x1x8x32xf16>) -> tensor<1x1x8x32xf32>
  %264 = "facet.call"(%263, %73) {name = @"sharktank_rotary_embedding_1_1_8_32_f32"} : (tensor<1x1x8x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x8x32xf32>
  %265 = "facet.elementwise"(%264) {op = "convert"} : (tensor<1x1x8x32xf32>) -> tensor<1x1x8x32xf16>
  %266 = "facet.elementwise"(%261) {op = "convert"} : (tensor<1x1x4x32xf16>) -> tensor<1x1x4x32xf32>
  %267 = "facet.call"(%266, %73) {name = @"sharktank_rotary_embedding_1_1_4_32_f32"} : (tensor<1x1x4x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x4x32xf32>
  %268 = "facet.elementwise"(%267) {op = "convert"} : (tensor<1x1x4x32xf32>) -> tensor<1x1x4x32xf16>
  %269 = "facet.constant"() {value = 32 : f64} : () -> tensor<i64>
  %270 = "facet.elementwise"(%2, %269) {op = "floordiv"} : (tensor<1xi64>, tensor<i64>) -> tensor<1xi64>
  %271 = "facet.view"(%270) : (tensor<1xi64>) -> tensor<1x1xi64>
  %272 = "facet.gather"(%3, %271) {axis = 1} : (tensor<1x?xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
  %273 = "facet.constant"() {value = 32 : f64} : () -> tensor<i64>
  %274 = "facet.elementwise"(%2, %273) {op = "remainder"} : (tensor<1xi64>, tensor<i64>) -> tensor<1xi64>
  %275 = "facet.view"(%274) : (tensor<1xi64>) -> tensor<1x1xi64>
  %276 = "facet.view"(%21) : (tensor<i64>) -> tensor<1xi64>
  %277 = "facet.constant"() {value = 0 : f64} : () -> tensor<1x1xi64>
  %278 = "facet.constant"() {value = 1 : f64} : () -> tensor<1x1xi64>
  %279 = "facet.view"(%276) : (tensor<1xi64>) -> tensor<1x1xi64>
  %280 = "facet.repeat"(%279) {reps = [1, 1]} : (tensor<1x1xi64>) -> tensor<1x1xi64>
  %281 = "facet.constant"() {value = 3 : f64} : () -> tensor<i64>
  %282 = "facet.elementwise"(%272, %281) {op = "mul"} : (tensor<1x1xi64>, tensor<i64>) -> tensor<1x1xi64>
  %283 = "facet.elementwise"(%282, %278) {op = "add"} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
  %284 = "facet.constant"() {value = 2 : f64} : () -> tensor<i64>
  %285 = "facet.elementwise"(%283, %284) {op = "mul"} : (tensor<1x1xi64>, tensor<i64>) -> tensor<1x1xi64>
  %286 = "facet.elementwise"(%285, %280) {op = "add"} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
  %287 = "facet.constant"() {value = 32 : f64} : () -> tensor<i64>
  %288 = "facet.elementwise"(%286, %287) {op = "mul"} : (tensor<1x1xi64>, tensor<i64>) -> tensor<1x1xi64>
  %289 = "facet.elementwise"(%288, %275) {op = "add"} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
  %290 = "facet.view"(%162) : (tensor<?x24576xf16>) -> tensor<?x3x2x32x4x32xf16>
  torch.bind_symbolic_shape %290, [%s0, %s1], affine_map<()[s0, s1] -> (s1, 3, 2, 32, 4, 32)> : tensor<?x3x2x32x4x32xf16>
  %291 = "facet.view"(%290) : (tensor<?x3x2x32x4x32xf16>) -> tensor<?x4x32xf16>
  torch.bind_symbolic_shape %291, [%s0, %s1], affine_map<()[s0, s1] -> (s1 * 192, 4, 32)> : tensor<?x4x32xf16>
  %292 = "facet.index_put"(%291, %268, %289) {none_mask = 0, accumulate = false} : (tensor<?x4x32xf16>, tensor<1x1x4x32xf16>, tensor<1x1xi64>) -> tensor<?x4x32xf16>
  torch.bind_symbolic_shape %292, [%s0, %s1], affine_map<()[s0, s1] -> (s1 * 192, 4, 32)> : tensor<?x4x32xf16>
  %293 = "facet.view"(%292) : (tensor<?x4x32xf16>) -> tensor<?x3x2x32x4x32xf16>
  torch.bind_symbolic_shape %293, [%s0, %s1], affine_map<()[s0, s1] -> (s1, 3, 2, 32, 4, 32)> : tensor<?x3x2x32x4x32xf16>
  %294 = "facet.view"(%293) : (tensor<?x3x2x32x4x32xf16>) -> tensor<?x24576xf16>
  torch.bind_symbolic_shape %294, [%s0, %s1], affine_map<()[s0, s1] -> (s1, 24576)> : tensor<?x24576xf16>
  %295 = "facet.view"(%294) : (tensor<?x24576xf16>) -> tensor<?x3x2x32x4x32xf16>
  torch.bind_symbolic_shape %295, [%s0, %s1], affine_map<()[s0, s1] -> (s1, 3, 2, 32, 4, 32)> : tensor<?x3x2x32x4x32xf16>
  %296 = "facet.view"(%295) : (tensor<?x3x2x32x4x32xf16>) -> tensor<?x4x32xf16>
  torch.bind_symbolic_shape %296, [%s0, %s1], affine_map<()[s0, s1] -> (s1 * 192, 4, 32)> : tensor<?x4x32xf16>
  %297 = "facet.constant"() {value = 32 : f64} : () -> tensor<i64>
  %298 = "facet.elementwise"(%2, %297) {op = "floordiv"} : (tensor<1xi64>, tensor<i64>) -> tensor<1xi64>
  %299 = "facet.view"(%298) : (tensor<1xi64>) -> tensor<1x1xi64>
  %300 = "facet.gather"(%3, %299) {axis = 1} : (tensor<1x?xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
  %301 = "facet.constant"() {value = 32 : f64} : () -> tensor<i64>
  %302 = "facet.elementwise"(%2, %301) {op = "remainder"} : (tensor<1xi64>, tensor<i64>) -> tensor<1xi64>
  %303 = "facet.view"(%302) : (tensor<1xi64>) -> tensor<1x1xi64>
  %304 = "facet.view"(%22) : (tensor<i64>) -> tensor<1xi64>
  %305 = "facet.constant"() {value = 0 : f64} : () -> tensor<1x1xi64>
  %306 = "facet.constant"() {value = 1 : f64} : () -> tensor<1x1xi64>
  %307 = "facet.view"(%304) : (tensor<1xi64>) -> tensor<1x1xi64>
  %308 = "facet.repeat"(%307) {reps = [1, 1]} : (tensor<1x1xi64>) -> tensor<1x1xi64>
  %309 = "facet.constant"() {value = 3 : f64} : () -> tensor<i64>
  %310 = "facet.elementwise"(%300, %309) {op = "mul"} : (tensor<1x1xi64>, tensor<i64>) -> tensor<1x1xi64>
  %311 = "facet.elementwise"(%310, %306) {op = "add"} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
  %312 = "facet.constant"() {value = 2 : f64} : () -> tensor<i64>
  %313 = "facet.elementwise"(%311, %312) {op = "mul"} : (tensor<1x1xi64>, tensor<i64>) -> tensor<1x1xi64>
  %314 = "facet.elementwise"(%313, %308) {op = "add"} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
  %315 = "facet.constant"() {value = 32 : f64} : () -> tensor<i64>
  %316 = "facet.elementwise"(%314, %315) {op = "mul"} : (tensor<1x1xi64>, tensor<i64>) -> tensor<1x1xi64>
  %317 = "facet.elementwise"(%316, %303) {op = "add"} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
  %318 = "facet.index_put"(%296, %262, %317) {none_mask = 0, accumulate = false} : (tensor<?x4x32xf16>, tensor<1x1x4x32xf16>, tensor<1x1xi64>) -> tensor<?x4x32xf16>
  torch.bind_symbolic_shape %318, [%s0, %s1], affine_map<()[s0, s1] -> (s1 * 192, 4, 32)> : tensor<?x4x32xf16>
  %319 = "facet.view"(%318) : (tensor<?x4x32xf16>) -> tensor<?x3x2x32x4x32xf16>
  torch.bind_symbolic_shape %319, [%s0, %s1], affine_map<()[s0, s1] -> (s1, 3, 2, 32, 4, 32)> : tensor<?x3x2x32x4x32xf16>
  %320 = "facet.view"(%319) : (tensor<?x3x2x32x4x32xf16>) -> tensor<?x24576xf16>
  torch.bind_symbolic_shape %320, [%s0, %s1], affine_map<()[s0, s1] -> (s1, 24576)> : tensor<?x24576xf16>
  %321 = "facet.constant"() {value = 0 : f64} : () -> tensor<1x?xi64>
  torch.bind_symbolic_shape %321, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0)> : tensor<1x?xi64>
  %322 = "facet.constant"() {value = 1 : f64} : () -> tensor<1x?xi64>
  torch.bind_symbolic_shape %322, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0)> : tensor<1x?xi64>
  %323 = "facet.constant"() {value = 3 : f64} : () -> tensor<i64>
  %324 = "facet.elementwise"(%3, %323) {op = "mul"} : (tensor<1x?xi64>, tensor<i64>) -> tensor<1x?xi64>
  torch.bind_symbolic_shape %324, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0)> : tensor<1x?xi64>
  %325 = "facet.elementwise"(%324, %322) {op = "add"} : (tensor<1x?xi64>, tensor<1x?xi64>) -> tensor<1x?xi64>
  torch.bind_symbolic_shape %325, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0)> : tensor<1x?xi64>
  %326 = "facet.view"(%325) : (tensor<1x?xi64>) -> tensor<?xi64>
  torch.bind_symbolic_shape %326, [%s0, %s1], affine_map<()[s0, s1] -> (s0)> : tensor<?xi64>
  %327 = "facet.view"(%320) : (tensor<?x24576xf16>) -> tensor<?x3x2x32x4x32xf16>
  torch.bind_symbolic_shape %327, [%s0, %s1], affine_map<()[s0, s1] -> (s1, 3, 2, 32, 4, 32)> : tensor<?x3x2x32x4x32xf16>
  %328 = "facet.view"(%327) : (tensor<?x3x2x32x4x32xf16>) -> tensor<?x2x32x4x32xf16>
  torch.bind_symbolic_shape %328, [%s0, %s1], affine_map<()[s0, s1] -> (s1 * 3, 2, 32, 4, 32)> : tensor<?x2x32x4x32xf16>
  %329 = "facet.index_select"(%328, %326) {axis = 0} : (tensor<?x2x32x4x32xf16>, tensor<?xi64>) -> tensor<?x2x32x4x32xf16>
  torch.bind_symbolic_shape %329, [%s0, %s1], affine_map<()[s0, s1] -> (s0, 2, 32, 4, 32)> : tensor<?x2x32x4x32xf16>
  %330 = "facet.view"(%329) : (tensor<?x2x32x4x32xf16>) -> tensor<1x?x2x32x4x32xf16>
  torch.bind_symbolic_shape %330, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 2, 32, 4, 32)> : tensor<1x?x2x32x4x32xf16>
  %331 = "facet.slice"(%330) {axis = 0, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x2x32x4x32xf16>) -> tensor<1x?x2x32x4x32xf16>
  torch.bind_symbolic_shape %331, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 2, 32, 4, 32)> : tensor<1x?x2x32x4x32xf16>
  %332 = "facet.slice"(%331) {axis = 1, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x2x32x4x32xf16>) -> tensor<1x?x2x32x4x32xf16>
  torch.bind_symbolic_shape %332, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 2, 32, 4, 32)> : tensor<1x?x2x32x4x32xf16>
  %333 = "facet.slice"(%332) {axis = 2, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x2x32x4x32xf16>) -> tensor<1x?x1x32x4x32xf16>
  torch.bind_symbolic_shape %333, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 1, 32, 4, 32)> : tensor<1x?x1x32x4x32xf16>
  %334 = "facet.view"(%333) : (tensor<1x?x1x32x4x32xf16>) -> tensor<1x?x32x4x32xf16>
  torch.bind_symbolic_shape %334, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 32, 4, 32)> : tensor<1x?x32x4x32xf16>
  %335 = "facet.slice"(%334) {axis = 2, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x32x4x32xf16>) -> tensor<1x?x32x4x32xf16>
  torch.bind_symbolic_shape %335, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 32, 4, 32)> : tensor<1x?x32x4x32xf16>
  %336 = "facet.view"(%335) : (tensor<1x?x32x4x32xf16>) -> tensor<1x?x4x32xf16>
  torch.bind_symbolic_shape %336, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 32)> : tensor<1x?x4x32xf16>
  %337 = "facet.slice"(%336) {axis = 0, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x4x32xf16>) -> tensor<1x?x4x32xf16>
  torch.bind_symbolic_shape %337, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 32)> : tensor<1x?x4x32xf16>
  %338 = "facet.slice"(%330) {axis = 0, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x2x32x4x32xf16>) -> tensor<1x?x2x32x4x32xf16>
  torch.bind_symbolic_shape %338, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 2, 32, 4, 32)> : tensor<1x?x2x32x4x32xf16>
  %339 = "facet.slice"(%338) {axis = 1, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x2x32x4x32xf16>) -> tensor<1x?x2x32x4x32xf16>
  torch.bind_symbolic_shape %339, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 2, 32, 4, 32)> : tensor<1x?x2x32x4x32xf16>
  %340 = "facet.slice"(%339) {axis = 2, start = affine_map<()[s0, s1] -> (1)>, step = 1} : (tensor<1x?x2x32x4x32xf16>) -> tensor<1x?x1x32x4x32xf16>
  torch.bind_symbolic_shape %340, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 1, 32, 4, 32)> : tensor<1x?x1x32x4x32xf16>
  %341 = "facet.view"(%340) : (tensor<1x?x1x32x4x32xf16>) -> tensor<1x?x32x4x32xf16>
  torch.bind_symbolic_shape %341, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 32, 4, 32)> : tensor<1x?x32x4x32xf16>
  %342 = "facet.slice"(%341) {axis = 2, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x32x4x32xf16>) -> tensor<1x?x32x4x32xf16>
  torch.bind_symbolic_shape %342, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 32, 4, 32)> : tensor<1x?x32x4x32xf16>
  %343 = "facet.view"(%342) : (tensor<1x?x32x4x32xf16>) -> tensor<1x?x4x32xf16>
  torch.bind_symbolic_shape %343, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 32)> : tensor<1x?x4x32xf16>
  %344 = "facet.slice"(%343) {axis = 0, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x4x32xf16>) -> tensor<1x?x4x32xf16>
  torch.bind_symbolic_shape %344, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 32)> : tensor<1x?x4x32xf16>
  %345 = "facet.view"(%337) : (tensor<1x?x4x32xf16>) -> tensor<1x?x4x1x32xf16>
  torch.bind_symbolic_shape %345, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 1, 32)> : tensor<1x?x4x1x32xf16>
  %346 = "facet.broadcast"(%345) : (tensor<1x?x4x1x32xf16>) -> tensor<1x?x4x2x32xf16>
  torch.bind_symbolic_shape %346, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 2, 32)> : tensor<1x?x4x2x32xf16>
  %347 = "facet.view"(%346) : (tensor<1x?x4x2x32xf16>) -> tensor<1x?x8x32xf16>
  torch.bind_symbolic_shape %347, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32, 8, 32)> : tensor<1x?x8x32xf16>
  %348 = "facet.view"(%344) : (tensor<1x?x4x32xf16>) -> tensor<1x?x4x1x32xf16>
  torch.bind_symbolic_shape %348, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 1, 32)> : tensor<1x?x4x1x32xf16>
  %349 = "facet.broadcast"(%348) : (tensor<1x?x4x1x32xf16>) -> tensor<1x?x4x2x32xf16>
  torch.bind_symbolic_shape %349, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 2, 32)> : tensor<1x?x4x2x32xf16>
  %350 = "facet.view"(%349) : (tensor<1x?x4x2x32xf16>) -> tensor<1x?x8x32xf16>
  torch.bind_symbolic_shape %350, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32, 8, 32)> : tensor<1x?x8x32xf16>
  %351 = "facet.transpose"(%265) {perm = [0, 2, 1, 3]} : (tensor<1x1x8x32xf16>) -> tensor<1x8x1x32xf16>
  %352 = "facet.transpose"(%347) {perm = [0, 2, 1, 3]} : (tensor<1x?x8x32xf16>) -> tensor<1x8x?x32xf16>
  torch.bind_symbolic_shape %352, [%s0, %s1], affine_map<()[s0, s1] -> (1, 8, s0 * 32, 32)> : tensor<1x8x?x32xf16>
  %353 = "facet.transpose"(%350) {perm = [0, 2, 1, 3]} : (tensor<1x?x8x32xf16>) -> tensor<1x8x?x32xf16>
  torch.bind_symbolic_shape %353, [%s0, %s1], affine_map<()[s0, s1] -> (1, 8, s0 * 32, 32)> : tensor<1x8x?x32xf16>
  %354:2 = "facet.attention"(%351, %352, %353, %49) {causal = false, scale = 0 : f64} : (tensor<1x8x1x32xf16>, tensor<1x8x?x32xf16>, tensor<1x8x?x32xf16>, tensor<1x1x1x?xf16>) -> (tensor<1x8x1x32xf16>, tensor<1x8x1xf32>)
  %355 = "facet.transpose"(%354) {perm = [0, 2, 1, 3]} : (tensor<1x8x1x32xf16>) -> tensor<1x1x8x32xf16>
  %356 = "facet.view"(%355) : (tensor<1x1x8x32xf16>) -> tensor<1x1x256xf16>
  %357 = "facet.elementwise"(%23) {op = "convert"} : (tensor<256x256xf32>) -> tensor<256x256xf16>
  %358 = "facet.transpose"(%357) {perm = [1, 0]} : (tensor<256x256xf16>) -> tensor<256x256xf16>
  %359 = "facet.view"(%356) : (tensor<1x1x256xf16>) -> tensor<1x256xf16>
  %360 = "facet.matmul"(%359, %357) {transpose_rhs = true} : (tensor<1x256xf16>, tensor<256x256xf16>) -> tensor<1x256xf16>
  %361 = "facet.view"(%360) : (tensor<1x256xf16>) -> tensor<1x1x256xf16>
  %362 = "facet.elementwise"(%233, %361) {op = "add"} : (tensor<1x1x256xf16>, tensor<1x1x256xf16>) -> tensor<1x1x256xf16>
  %363 = "facet.elementwise"(%362) {op = "convert"} : (tensor<1x1x256xf16>) -> tensor<1x1x256xf32>
  %364 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %365 = "facet.elementwise"(%363, %364) {op = "pow"} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<1x1x256xf32>
  %366 = "facet.reduce"(%365) {op = "mean", axes = [2]} : (tensor<1x1x256xf32>) -> tensor<1x1x1xf32>
  %367 = "facet.constant"() {value = 0.01 : f64} : () -> tensor<f32>
  %368 = "facet.elementwise"(%366, %367) {op = "add"} : (tensor<1x1x1xf32>, tensor<f32>) -> tensor<1x1x1xf32>
  %369 = "facet.elementwise"(%368) {op = "rsqrt"} : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
  %370 = "facet.elementwise"(%363, %369) {op = "mul"} : (tensor<1x1x256xf32>, tensor<1x1x1xf32>) -> tensor<1x1x256xf32>
  %371 = "facet.elementwise"(%370) {op = "convert"} : (tensor<1x1x256xf32>) -> tensor<1x1x256xf16>
  %372 = "facet.elementwise"(%24, %371) {op = "mul"} : (tensor<256xf32>, tensor<1x1x256xf16>) -> tensor<1x1x256xf32>
  %373 = "facet.elementwise"(%372) {op = "convert"} : (tensor<1x1x256xf32>) -> tensor<1x1x256xf16>
  %374 = "facet.elementwise"(%25) {op = "convert"} : (tensor<23x256xf32>) -> tensor<23x256xf16>
  %375 = "facet.transpose"(%374) {perm = [1, 0]} : (tensor<23x256xf16>) -> tensor<256x23xf16>
  %376 = "facet.view"(%373) : (tensor<1x1x256xf16>) -> tensor<1x256xf16>
  %377 = "facet.matmul"(%376, %374) {transpose_rhs = true} : (tensor<1x256xf16>, tensor<23x256xf16>) -> tensor<1x23xf16>
  %378 = "facet.view"(%377) : (tensor<1x23xf16>) -> tensor<1x1x23xf16>
  %379 = "facet.elementwise"(%378) {op = "silu"} : (tensor<1x1x23xf16>) -> tensor<1x1x23xf16>
  %380 = "facet.elementwise"(%26) {op = "convert"} : (tensor<23x256xf32>) -> tensor<23x256xf16>
  %381 = "facet.transpose"(%380) {perm = [1, 0]} : (tensor<23x256xf16>) -> tensor<256x23xf16>
  %382 = "facet.view"(%373) : (tensor<1x1x256xf16>) -> tensor<1x256xf16>
  %383 = "facet.matmul"(%382, %380) {transpose_rhs = true} : (tensor<1x256xf16>, tensor<23x256xf16>) -> tensor<1x23xf16>
  %384 = "facet.view"(%383) : (tensor<1x23xf16>) -> tensor<1x1x23xf16>
  %385 = "facet.elementwise"(%379, %384) {op = "mul"} : (tensor<1x1x23xf16>, tensor<1x1x23xf16>) -> tensor<1x1x23xf16>
  %386 = "facet.elementwise"(%27) {op = "convert"} : (tensor<256x23xf32>) -> tensor<256x23xf16>
  %387 = "facet.transpose"(%386) {perm = [1, 0]} : (tensor<256x23xf16>) -> tensor<23x256xf16>
  %388 = "facet.view"(%385) : (tensor<1x1x23xf16>) -> tensor<1x23xf16>
  %389 = "facet.matmul"(%388, %386) {transpose_rhs = true} : (tensor<1x23xf16>, tensor<256x23xf16>) -> tensor<1x256xf16>
  %390 = "facet.view"(%389) : (tensor<1x256xf16>) -> tensor<1x1x256xf16>
  %391 = "facet.elementwise"(%362, %390) {op = "add"} : (tensor<1x1x256xf16>, tensor<1x1x256xf16>) -> tensor<1x1x256xf16>
  %392 = "facet.elementwise"(%391) {op = "convert"} : (tensor<1x1x256xf16>) -> tensor<1x1x256xf32>
  %393 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %394 = "facet.elementwise"(%392, %393) {op = "pow"} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<1x1x256xf32>
  %395 = "facet.reduce"(%394) {op = "mean", axes = [2]} : (tensor<1x1x256xf32>) -> tensor<1x1x1xf32>
  %396 = "facet.constant"() {value = 0.01 : f64} : () -> tensor<f32>
  %397 = "facet.elementwise"(%395, %396) {op = "add"} : (tensor<1x1x1xf32>, tensor<f32>) -> tensor<1x1x1xf32>
  %398 = "facet.elementwise"(%397) {op = "rsqrt"} : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
  %399 = "facet.elementwise"(%392, %398) {op = "mul"} : (tensor<1x1x256xf32>, tensor<1x1x1xf32>) -> tensor<1x1x256xf32>
  %400 = "facet.elementwise"(%399) {op = "convert"} : (tensor<1x1x256xf32>) -> tensor<1x1x256xf16>
  %401 = "facet.elementwise"(%28, %400) {op = "mul"} : (tensor<256xf32>, tensor<1x1x256xf16>) -> tensor<1x1x256xf32>
  %402 = "facet.elementwise"(%401) {op = "convert"} : (tensor<1x1x256xf32>) -> tensor<1x1x256xf16>
  %403 = "facet.elementwise"(%29) {op = "convert"} : (tensor<256x256xf32>) -> tensor<256x256xf16>
  %404 = "facet.transpose"(%403) {perm = [1, 0]} : (tensor<256x256xf16>) -> tensor<256x256xf16>
  %405 = "facet.view"(%402) : (tensor<1x1x256xf16>) -> tensor<1x256xf16>
  %406 = "facet.matmul"(%405, %403) {transpose_rhs = true} : (tensor<1x256xf16>, tensor<256x256xf16>) -> tensor<1x256xf16>
  %407 = "facet.view"(%406) : (tensor<1x256xf16>) -> tensor<1x1x256xf16>
  %408 = "facet.elementwise"(%30) {op = "convert"} : (tensor<128x256xf32>) -> tensor<128x256xf16>
  %409 = "facet.transpose"(%408) {perm = [1, 0]} : (tensor<128x256xf16>) -> tensor<256x128xf16>
  %410 = "facet.view"(%402) : (tensor<1x1x256xf16>) -> tensor<1x256xf16>
  %411 = "facet.matmul"(%410, %408) {transpose_rhs = true} : (tensor<1x256xf16>, tensor<128x256xf16>) -> tensor<1x128xf16>
  %412 = "facet.view"(%411) : (tensor<1x128xf16>) -> tensor<1x1x128xf16>
  %413 = "facet.elementwise"(%31) {op = "convert"} : (tensor<128x256xf32>) -> tensor<128x256xf16>
  %414 = "facet.transpose"(%413) {perm = [1, 0]} : (tensor<128x256xf16>) -> tensor<256x128xf16>
  %415 = "facet.view"(%402) : (tensor<1x1x256xf16>) -> tensor<1x256xf16>
  %416 = "facet.matmul"(%415, %413) {transpose_rhs = true} : (tensor<1x256xf16>, tensor<128x256xf16>) -> tensor<1x128xf16>
  %417 = "facet.view"(%416) : (tensor<1x128xf16>) -> tensor<1x1x128xf16>
  %418 = "facet.view"(%407) : (tensor<1x1x256xf16>) -> tensor<1x1x8x32xf16>
  %419 = "facet.view"(%412) : (tensor<1x1x128xf16>) -> tensor<1x1x4x32xf16>
  %420 = "facet.view"(%417) : (tensor<1x1x128xf16>) -> tensor<1x1x4x32xf16>
  %421 = "facet.elementwise"(%418) {op = "convert"} : (tensor<1x1x8x32xf16>) -> tensor<1x1x8x32xf32>
  %422 = "facet.call"(%421, %73) {name = @"sharktank_rotary_embedding_1_1_8_32_f32"} : (tensor<1x1x8x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x8x32xf32>
  %423 = "facet.elementwise"(%422) {op = "convert"} : (tensor<1x1x8x32xf32>) -> tensor<1x1x8x32xf16>
  %424 = "facet.elementwise"(%419) {op = "convert"} : (tensor<1x1x4x32xf16>) -> tensor<1x1x4x32xf32>
  %425 = "facet.call"(%424, %73) {name = @"sharktank_rotary_embedding_1_1_4_32_f32"} : (tensor<1x1x4x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x4x32xf32>
  %426 = "facet.elementwise"(%425) {op = "convert"} : (tensor<1x1x4x32xf32>) -> tensor<1x1x4x32xf16>
  %427 = "facet.constant"() {value = 32 : f64} : () -> tensor<i64>
  %428 = "facet.elementwise"(%2, %427) {op = "floordiv"} : (tensor<1xi64>, tensor<i64>) -> tensor<1xi64>
  %429 = "facet.view"(%428) : (tensor<1xi64>) -> tensor<1x1xi64>
  %430 = "facet.gather"(%3, %429) {axis = 1} : (tensor<1x?xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
  %431 = "facet.constant"() {value = 32 : f64} : () -> tensor<i64>
  %432 = "facet.elementwise"(%2, %431) {op = "remainder"} : (tensor<1xi64>, tensor<i64>) -> tensor<1xi64>
  %433 = "facet.view"(%432) : (tensor<1xi64>) -> tensor<1x1xi64>
  %434 = "facet.view"(%32) : (tensor<i64>) -> tensor<1xi64>
  %435 = "facet.constant"() {value = 0 : f64} : () -> tensor<1x1xi64>
  %436 = "facet.constant"() {value = 2 : f64} : () -> tensor<1x1xi64>
  %437 = "facet.view"(%434) : (tensor<1xi64>) -> tensor<1x1xi64>
  %438 = "facet.repeat"(%437) {reps = [1, 1]} : (tensor<1x1xi64>) -> tensor<1x1xi64>
  %439 = "facet.constant"() {value = 3 : f64} : () -> tensor<i64>
  %440 = "facet.elementwise"(%430, %439) {op = "mul"} : (tensor<1x1xi64>, tensor<i64>) -> tensor<1x1xi64>
  %441 = "facet.elementwise"(%440, %436) {op = "add"} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
  %442 = "facet.constant"() {value = 2 : f64} : () -> tensor<i64>
  %443 = "facet.elementwise"(%441, %442) {op = "mul"} : (tensor<1x1xi64>, tensor<i64>) -> tensor<1x1xi64>
  %444 = "facet.elementwise"(%443, %438) {op = "add"} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
  %445 = "facet.constant"() {value = 32 : f64} : () -> tensor<i64>
  %446 = "facet.elementwise"(%444, %445) {op = "mul"} : (tensor<1x1xi64>, tensor<i64>) -> tensor<1x1xi64>
  %447 = "facet.elementwise"(%446, %433) {op = "add"} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
  %448 = "facet.view"(%320) : (tensor<?x24576xf16>) -> tensor<?x3x2x32x4x32xf16>
  torch.bind_symbolic_shape %448, [%s0, %s1], affine_map<()[s0, s1] -> (s1, 3, 2, 32, 4, 32)> : tensor<?x3x2x32x4x32xf16>
  %449 = "facet.view"(%448) : (tensor<?x3x2x32x4x32xf16>) -> tensor<?x4x32xf16>
  torch.bind_symbolic_shape %449, [%s0, %s1], affine_map<()[s0, s1] -> (s1 * 192, 4, 32)> : tensor<?x4x32xf16>
  %450 = "facet.index_put"(%449, %426, %447) {none_mask = 0, accumulate = false} : (tensor<?x4x32xf16>, tensor<1x1x4x32xf16>, tensor<1x1xi64>) -> tensor<?x4x32xf16>
  torch.bind_symbolic_shape %450, [%s0, %s1], affine_map<()[s0, s1] -> (s1 * 192, 4, 32)> : tensor<?x4x32xf16>
  %451 = "facet.view"(%450) : (tensor<?x4x32xf16>) -> tensor<?x3x2x32x4x32xf16>
  torch.bind_symbolic_shape %451, [%s0, %s1], affine_map<()[s0, s1] -> (s1, 3, 2, 32, 4, 32)> : tensor<?x3x2x32x4x32xf16>
  %452 = "facet.view"(%451) : (tensor<?x3x2x32x4x32xf16>) -> tensor<?x24576xf16>
  torch.bind_symbolic_shape %452, [%s0, %s1], affine_map<()[s0, s1] -> (s1, 24576)> : tensor<?x24576xf16>
  %453 = "facet.view"(%452) : (tensor<?x24576xf16>) -> tensor<?x3x2x32x4x32xf16>
  torch.bind_symbolic_shape %453, [%s0, %s1], affine_map<()[s0, s1] -> (s1, 3, 2, 32, 4, 32)> : tensor<?x3x2x32x4x32xf16>
  %454 = "facet.view"(%453) : (tensor<?x3x2x32x4x32xf16>) -> tensor<?x4x32xf16>
  torch.bind_symbolic_shape %454, [%s0, %s1], affine_map<()[s0, s1] -> (s1 * 192, 4, 32)> : tensor<?x4x32xf16>
  %455 = "facet.constant"() {value = 32 : f64} : () -> tensor<i64>
  %456 = "facet.elementwise"(%2, %455) {op = "floordiv"} : (tensor<1xi64>, tensor<i64>) -> tensor<1xi64>
  %457 = "facet.view"(%456) : (tensor<1xi64>) -> tensor<1x1xi64>
  %458 = "facet.gather"(%3, %457) {axis = 1} : (tensor<1x?xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
  %459 = "facet.constant"() {value = 32 : f64} : () -> tensor<i64>
  %460 = "facet.elementwise"(%2, %459) {op = "remainder"} : (tensor<1xi64>, tensor<i64>) -> tensor<1xi64>
  %461 = "facet.view"(%460) : (tensor<1xi64>) -> tensor<1x1xi64>
  %462 = "facet.view"(%33) : (tensor<i64>) -> tensor<1xi64>
  %463 = "facet.constant"() {value = 0 : f64} : () -> tensor<1x1xi64>
  %464 = "facet.constant"() {value = 2 : f64} : () -> tensor<1x1xi64>
  %465 = "facet.view"(%462) : (tensor<1xi64>) -> tensor<1x1xi64>
  %466 = "facet.repeat"(%465) {reps = [1, 1]} : (tensor<1x1xi64>) -> tensor<1x1xi64>
  %467 = "facet.constant"() {value = 3 : f64} : () -> tensor<i64>
  %468 = "facet.elementwise"(%458, %467) {op = "mul"} : (tensor<1x1xi64>, tensor<i64>) -> tensor<1x1xi64>
  %469 = "facet.elementwise"(%468, %464) {op = "add"} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
  %470 = "facet.constant"() {value = 2 : f64} : () -> tensor<i64>
  %471 = "facet.elementwise"(%469, %470) {op = "mul"} : (tensor<1x1xi64>, tensor<i64>) -> tensor<1x1xi64>
  %472 = "facet.elementwise"(%471, %466) {op = "add"} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
  %473 = "facet.constant"() {value = 32 : f64} : () -> tensor<i64>
  %474 = "facet.elementwise"(%472, %473) {op = "mul"} : (tensor<1x1xi64>, tensor<i64>) -> tensor<1x1xi64>
  %475 = "facet.elementwise"(%474, %461) {op = "add"} : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x1xi64>
  %476 = "facet.index_put"(%454, %420, %475) {none_mask = 0, accumulate = false} : (tensor<?x4x32xf16>, tensor<1x1x4x32xf16>, tensor<1x1xi64>) -> tensor<?x4x32xf16>
  torch.bind_symbolic_shape %476, [%s0, %s1], affine_map<()[s0, s1] -> (s1 * 192, 4, 32)> : tensor<?x4x32xf16>
  %477 = "facet.view"(%476) : (tensor<?x4x32xf16>) -> tensor<?x3x2x32x4x32xf16>
  torch.bind_symbolic_shape %477, [%s0, %s1], affine_map<()[s0, s1] -> (s1, 3, 2, 32, 4, 32)> : tensor<?x3x2x32x4x32xf16>
  %478 = "facet.view"(%477) : (tensor<?x3x2x32x4x32xf16>) -> tensor<?x24576xf16>
  torch.bind_symbolic_shape %478, [%s0, %s1], affine_map<()[s0, s1] -> (s1, 24576)> : tensor<?x24576xf16>
  %479 = "facet.constant"() {value = 0 : f64} : () -> tensor<1x?xi64>
  torch.bind_symbolic_shape %479, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0)> : tensor<1x?xi64>
  %480 = "facet.constant"() {value = 2 : f64} : () -> tensor<1x?xi64>
  torch.bind_symbolic_shape %480, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0)> : tensor<1x?xi64>
  %481 = "facet.constant"() {value = 3 : f64} : () -> tensor<i64>
  %482 = "facet.elementwise"(%3, %481) {op = "mul"} : (tensor<1x?xi64>, tensor<i64>) -> tensor<1x?xi64>
  torch.bind_symbolic_shape %482, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0)> : tensor<1x?xi64>
  %483 = "facet.elementwise"(%482, %480) {op = "add"} : (tensor<1x?xi64>, tensor<1x?xi64>) -> tensor<1x?xi64>
  torch.bind_symbolic_shape %483, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0)> : tensor<1x?xi64>
  %484 = "facet.view"(%483) : (tensor<1x?xi64>) -> tensor<?xi64>
  torch.bind_symbolic_shape %484, [%s0, %s1], affine_map<()[s0, s1] -> (s0)> : tensor<?xi64>
  %485 = "facet.view"(%478) : (tensor<?x24576xf16>) -> tensor<?x3x2x32x4x32xf16>
  torch.bind_symbolic_shape %485, [%s0, %s1], affine_map<()[s0, s1] -> (s1, 3, 2, 32, 4, 32)> : tensor<?x3x2x32x4x32xf16>
  %486 = "facet.view"(%485) : (tensor<?x3x2x32x4x32xf16>) -> tensor<?x2x32x4x32xf16>
  torch.bind_symbolic_shape %486, [%s0, %s1], affine_map<()[s0, s1] -> (s1 * 3, 2, 32, 4, 32)> : tensor<?x2x32x4x32xf16>
  %487 = "facet.index_select"(%486, %484) {axis = 0} : (tensor<?x2x32x4x32xf16>, tensor<?xi64>) -> tensor<?x2x32x4x32xf16>
  torch.bind_symbolic_shape %487, [%s0, %s1], affine_map<()[s0, s1] -> (s0, 2, 32, 4, 32)> : tensor<?x2x32x4x32xf16>
  %488 = "facet.view"(%487) : (tensor<?x2x32x4x32xf16>) -> tensor<1x?x2x32x4x32xf16>
  torch.bind_symbolic_shape %488, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 2, 32, 4, 32)> : tensor<1x?x2x32x4x32xf16>
  %489 = "facet.slice"(%488) {axis = 0, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x2x32x4x32xf16>) -> tensor<1x?x2x32x4x32xf16>
  torch.bind_symbolic_shape %489, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 2, 32, 4, 32)> : tensor<1x?x2x32x4x32xf16>
  %490 = "facet.slice"(%489) {axis = 1, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x2x32x4x32xf16>) -> tensor<1x?x2x32x4x32xf16>
  torch.bind_symbolic_shape %490, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 2, 32, 4, 32)> : tensor<1x?x2x32x4x32xf16>
  %491 = "facet.slice"(%490) {axis = 2, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x2x32x4x32xf16>) -> tensor<1x?x1x32x4x32xf16>
  torch.bind_symbolic_shape %491, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 1, 32, 4, 32)> : tensor<1x?x1x32x4x32xf16>
  %492 = "facet.view"(%491) : (tensor<1x?x1x32x4x32xf16>) -> tensor<1x?x32x4x32xf16>
  torch.bind_symbolic_shape %492, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 32, 4, 32)> : tensor<1x?x32x4x32xf16>
  %493 = "facet.slice"(%492) {axis = 2, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x32x4x32xf16>) -> tensor<1x?x32x4x32xf16>
  torch.bind_symbolic_shape %493, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 32, 4, 32)> : tensor<1x?x32x4x32xf16>
  %494 = "facet.view"(%493) : (tensor<1x?x32x4x32xf16>) -> tensor<1x?x4x32xf16>
  torch.bind_symbolic_shape %494, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 32)> : tensor<1x?x4x32xf16>
  %495 = "facet.slice"(%494) {axis = 0, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x4x32xf16>) -> tensor<1x?x4x32xf16>
  torch.bind_symbolic_shape %495, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 32)> : tensor<1x?x4x32xf16>
  %496 = "facet.slice"(%488) {axis = 0, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x2x32x4x32xf16>) -> tensor<1x?x2x32x4x32xf16>
  torch.bind_symbolic_shape %496, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 2, 32, 4, 32)> : tensor<1x?x2x32x4x32xf16>
  %497 = "facet.slice"(%496) {axis = 1, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x2x32x4x32xf16>) -> tensor<1x?x2x32x4x32xf16>
  torch.bind_symbolic_shape %497, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 2, 32, 4, 32)> : tensor<1x?x2x32x4x32xf16>
  %498 = "facet.slice"(%497) {axis = 2, start = affine_map<()[s0, s1] -> (1)>, step = 1} : (tensor<1x?x2x32x4x32xf16>) -> tensor<1x?x1x32x4x32xf16>
  torch.bind_symbolic_shape %498, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 1, 32, 4, 32)> : tensor<1x?x1x32x4x32xf16>
  %499 = "facet.view"(%498) : (tensor<1x?x1x32x4x32xf16>) -> tensor<1x?x32x4x32xf16>
  torch.bind_symbolic_shape %499, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 32, 4, 32)> : tensor<1x?x32x4x32xf16>
  %500 = "facet.slice"(%499) {axis = 2, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x32x4x32xf16>) -> tensor<1x?x32x4x32xf16>
  torch.bind_symbolic_shape %500, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0, 32, 4, 32)> : tensor<1x?x32x4x32xf16>
  %501 = "facet.view"(%500) : (tensor<1x?x32x4x32xf16>) -> tensor<1x?x4x32xf16>
  torch.bind_symbolic_shape %501, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 32)> : tensor<1x?x4x32xf16>
  %502 = "facet.slice"(%501) {axis = 0, start = affine_map<()[s0, s1] -> (0)>, step = 1} : (tensor<1x?x4x32xf16>) -> tensor<1x?x4x32xf16>
  torch.bind_symbolic_shape %502, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 32)> : tensor<1x?x4x32xf16>
  %503 = "facet.view"(%495) : (tensor<1x?x4x32xf16>) -> tensor<1x?x4x1x32xf16>
  torch.bind_symbolic_shape %503, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 1, 32)> : tensor<1x?x4x1x32xf16>
  %504 = "facet.broadcast"(%503) : (tensor<1x?x4x1x32xf16>) -> tensor<1x?x4x2x32xf16>
  torch.bind_symbolic_shape %504, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 2, 32)> : tensor<1x?x4x2x32xf16>
  %505 = "facet.view"(%504) : (tensor<1x?x4x2x32xf16>) -> tensor<1x?x8x32xf16>
  torch.bind_symbolic_shape %505, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32, 8, 32)> : tensor<1x?x8x32xf16>
  %506 = "facet.view"(%502) : (tensor<1x?x4x32xf16>) -> tensor<1x?x4x1x32xf16>
  torch.bind_symbolic_shape %506, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 1, 32)> : tensor<1x?x4x1x32xf16>
  %507 = "facet.broadcast"(%506) : (tensor<1x?x4x1x32xf16>) -> tensor<1x?x4x2x32xf16>
  torch.bind_symbolic_shape %507, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32, 4, 2, 32)> : tensor<1x?x4x2x32xf16>
  %508 = "facet.view"(%507) : (tensor<1x?x4x2x32xf16>) -> tensor<1x?x8x32xf16>
  torch.bind_symbolic_shape %508, [%s0, %s1], affine_map<()[s0, s1] -> (1, s0 * 32, 8, 32)> : tensor<1x?x8x32xf16>
  %509 = "facet.transpose"(%423) {perm = [0, 2, 1, 3]} : (tensor<1x1x8x32xf16>) -> tensor<1x8x1x32xf16>
  %510 = "facet.transpose"(%505) {perm = [0, 2, 1, 3]} : (tensor<1x?x8x32xf16>) -> tensor<1x8x?x32xf16>
  torch.bind_symbolic_shape %510, [%s0, %s1], affine_map<()[s0, s1] -> (1, 8, s0 * 32, 32)> : tensor<1x8x?x32xf16>
  %511 = "facet.transpose"(%508) {perm = [0, 2, 1, 3]} : (tensor<1x?x8x32xf16>) -> tensor<1x8x?x32xf16>
  torch.bind_symbolic_shape %511, [%s0, %s1], affine_map<()[s0, s1] -> (1, 8, s0 * 32, 32)> : tensor<1x8x?x32xf16>
  %512:2 = "facet.attention"(%509, %510, %511, %49) {causal = false, scale = 0 : f64} : (tensor<1x8x1x32xf16>, tensor<1x8x?x32xf16>, tensor<1x8x?x32xf16>, tensor<1x1x1x?xf16>) -> (tensor<1x8x1x32xf16>, tensor<1x8x1xf32>)
  %513 = "facet.transpose"(%512) {perm = [0, 2, 1, 3]} : (tensor<1x8x1x32xf16>) -> tensor<1x1x8x32xf16>
  %514 = "facet.view"(%513) : (tensor<1x1x8x32xf16>) -> tensor<1x1x256xf16>
  %515 = "facet.elementwise"(%34) {op = "convert"} : (tensor<256x256xf32>) -> tensor<256x256xf16>
  %516 = "facet.transpose"(%515) {perm = [1, 0]} : (tensor<256x256xf16>) -> tensor<256x256xf16>
  %517 = "facet.view"(%514) : (tensor<1x1x256xf16>) -> tensor<1x256xf16>
  %518 = "facet.matmul"(%517, %515) {transpose_rhs = true} : (tensor<1x256xf16>, tensor<256x256xf16>) -> tensor<1x256xf16>
  %519 = "facet.view"(%518) : (tensor<1x256xf16>) -> tensor<1x1x256xf16>
  %520 = "facet.elementwise"(%391, %519) {op = "add"} : (tensor<1x1x256xf16>, tensor<1x1x256xf16>) -> tensor<1x1x256xf16>
  %521 = "facet.elementwise"(%520) {op = "convert"} : (tensor<1x1x256xf16>) -> tensor<1x1x256xf32>
  %522 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %523 = "facet.elementwise"(%521, %522) {op = "pow"} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<1x1x256xf32>
  %524 = "facet.reduce"(%523) {op = "mean", axes = [2]} : (tensor<1x1x256xf32>) -> tensor<1x1x1xf32>
  %525 = "facet.constant"() {value = 0.01 : f64} : () -> tensor<f32>
  %526 = "facet.elementwise"(%524, %525) {op = "add"} : (tensor<1x1x1xf32>, tensor<f32>) -> tensor<1x1x1xf32>
  %527 = "facet.elementwise"(%526) {op = "rsqrt"} : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
  %528 = "facet.elementwise"(%521, %527) {op = "mul"} : (tensor<1x1x256xf32>, tensor<1x1x1xf32>) -> tensor<1x1x256xf32>
  %529 = "facet.elementwise"(%528) {op = "convert"} : (tensor<1x1x256xf32>) -> tensor<1x1x256xf16>
  %530 = "facet.elementwise"(%35, %529) {op = "mul"} : (tensor<256xf32>, tensor<1x1x256xf16>) -> tensor<1x1x256xf32>
  %531 = "facet.elementwise"(%530) {op = "convert"} : (tensor<1x1x256xf32>) -> tensor<1x1x256xf16>
  %532 = "facet.elementwise"(%36) {op = "convert"} : (tensor<23x256xf32>) -> tensor<23x256xf16>
  %533 = "facet.transpose"(%532) {perm = [1, 0]} : (tensor<23x256xf16>) -> tensor<256x23xf16>
  %534 = "facet.view"(%531) : (tensor<1x1x256xf16>) -> tensor<1x256xf16>
  %535 = "facet.matmul"(%534, %532) {transpose_rhs = true} : (tensor<1x256xf16>, tensor<23x256xf16>) -> tensor<1x23xf16>
  %536 = "facet.view"(%535) : (tensor<1x23xf16>) -> tensor<1x1x23xf16>
  %537 = "facet.elementwise"(%536) {op = "silu"} : (tensor<1x1x23xf16>) -> tensor<1x1x23xf16>
  %538 = "facet.elementwise"(%37) {op = "convert"} : (tensor<23x256xf32>) -> tensor<23x256xf16>
  %539 = "facet.transpose"(%538) {perm = [1, 0]} : (tensor<23x256xf16>) -> tensor<256x23xf16>
  %540 = "facet.view"(%531) : (tensor<1x1x256xf16>) -> tensor<1x256xf16>
  %541 = "facet.matmul"(%540, %538) {transpose_rhs = true} : (tensor<1x256xf16>, tensor<23x256xf16>) -> tensor<1x23xf16>
  %542 = "facet.view"(%541) : (tensor<1x23xf16>) -> tensor<1x1x23xf16>
  %543 = "facet.elementwise"(%537, %542) {op = "mul"} : (tensor<1x1x23xf16>, tensor<1x1x23xf16>) -> tensor<1x1x23xf16>
  %544 = "facet.elementwise"(%38) {op = "convert"} : (tensor<256x23xf32>) -> tensor<256x23xf16>
  %545 = "facet.transpose"(%544) {perm = [1, 0]} : (tensor<256x23xf16>) -> tensor<23x256xf16>
  %546 = "facet.view"(%543) : (tensor<1x1x23xf16>) -> tensor<1x23xf16>
  %547 = "facet.matmul"(%546, %544) {transpose_rhs = true} : (tensor<1x23xf16>, tensor<256x23xf16>) -> tensor<1x256xf16>
  %548 = "facet.view"(%547) : (tensor<1x256xf16>) -> tensor<1x1x256xf16>
  %549 = "facet.elementwise"(%520, %548) {op = "add"} : (tensor<1x1x256xf16>, tensor<1x1x256xf16>) -> tensor<1x1x256xf16>
  %550 = "facet.elementwise"(%549) {op = "convert"} : (tensor<1x1x256xf16>) -> tensor<1x1x256xf32>
  %551 = "facet.constant"() {value = 2 : f64} : () -> tensor<f32>
  %552 = "facet.elementwise"(%550, %551) {op = "pow"} : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<1x1x256xf32>
  %553 = "facet.reduce"(%552) {op = "mean", axes = [2]} : (tensor<1x1x256xf32>) -> tensor<1x1x1xf32>
  %554 = "facet.constant"() {value = 0.01 : f64} : () -> tensor<f32>
  %555 = "facet.elementwise"(%553, %554) {op = "add"} : (tensor<1x1x1xf32>, tensor<f32>) -> tensor<1x1x1xf32>
  %556 = "facet.elementwise"(%555) {op = "rsqrt"} : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
  %557 = "facet.elementwise"(%550, %556) {op = "mul"} : (tensor<1x1x256xf32>, tensor<1x1x1xf32>) -> tensor<1x1x256xf32>
  %558 = "facet.elementwise"(%557) {op = "convert"} : (tensor<1x1x256xf32>) -> tensor<1x1x256xf16>
  %559 = "facet.elementwise"(%39, %558) {op = "mul"} : (tensor<1x256xf32>, tensor<1x1x256xf16>) -> tensor<1x1x256xf32>
  %560 = "facet.elementwise"(%559) {op = "convert"} : (tensor<1x1x256xf32>) -> tensor<1x1x256xf16>
  %561 = "facet.elementwise"(%40) {op = "convert"} : (tensor<256x256xf32>) -> tensor<256x256xf16>
  %562 = "facet.transpose"(%561) {perm = [1, 0]} : (tensor<256x256xf16>) -> tensor<256x256xf16>
  %563 = "facet.view"(%560) : (tensor<1x1x256xf16>) -> tensor<1x256xf16>
  %564 = "facet.matmul"(%563, %561) {transpose_rhs = true} : (tensor<1x256xf16>, tensor<256x256xf16>) -> tensor<1x256xf16>
  %565 = "facet.view"(%564) : (tensor<1x256xf16>) -> tensor<1x1x256xf16>
  "facet.overwrite"(%478, %4) : (tensor<?x24576xf16>, tensor<?x24576xf16>) -> ()
  return %565 : tensor<1x1x256xf16>
}
func.func private @sharktank_rotary_embedding_1_D_8_32_f32(%0: tensor<1x?x8x32xf32>, %1: tensor<1x?x32xf32>) -> (tensor<1x?x8x32xf32>) {
  %arg0.d1 = torch.symbolic_int "arg0.d1" {min_val = 0, max_val = 9223372036854775807} : !torch.int
  %arg1.d1 = torch.symbolic_int "arg1.d1" {min_val = 0, max_val = 9223372036854775807} : !torch.int
  %op2.r0.d1 = torch.symbolic_int "op2.r0.d1" {min_val = 0, max_val = 9223372036854775807} : !torch.int
  %op3.r0.d1 = torch.symbolic_int "op3.r0.d1" {min_val = 0, max_val = 9223372036854775807} : !torch.int
  torch.bind_symbolic_shape %0, [%arg0.d1, %arg1.d1, %op2.r0.d1, %op3.r0.d1], affine_map<()[s0, s1, s2, s3] -> (1, s0, 8, 32)> : tensor<1x?x8x32xf32>
  torch.bind_symbolic_shape %1, [%arg0.d1, %arg1.d1, %op2.r0.d1, %op3.r0.d1], affine_map<()[s0, s1, s2, s3] -> (1, s1, 32)> : tensor<1x?x32xf32>
  %2 = "facet.opaque"() {name = "tensor.cast"} : () -> tensor<1x?x8x32xf32>
  torch.bind_symbolic_shape %2, [%arg0.d1, %arg1.d1, %op2.r0.d1, %op3.r0.d1], affine_map<()[s0, s1, s2, s3] -> (1, s2, 8, 32)> : tensor<1x?x8x32xf32>
  %3 = "facet.opaque"() {name = "linalg.generic"} : () -> tensor<1x?x8x32xf32>
  torch.bind_symbolic_shape %3, [%arg0.d1, %arg1.d1, %op2.r0.d1, %op3.r0.d1], affine_map<()[s0, s1, s2, s3] -> (1, s3, 8, 32)> : tensor<1x?x8x32xf32>
  return %3 : tensor<1x?x8x32xf32>
}
func.func private @sharktank_rotary_embedding_1_D_4_32_f32(%0: tensor<1x?x4x32xf32>, %1: tensor<1x?x32xf32>) -> (tensor<1x?x4x32xf32>) {
  %arg0.d1 = torch.symbolic_int "arg0.d1" {min_val = 0, max_val = 9223372036854775807} : !torch.int
  %arg1.d1 = torch.symbolic_int "arg1.d1" {min_val = 0, max_val = 9223372036854775807} : !torch.int
  %op2.r0.d1 = torch.symbolic_int "op2.r0.d1" {min_val = 0, max_val = 9223372036854775807} : !torch.int
  %op3.r0.d1 = torch.symbolic_int "op3.r0.d1" {min_val = 0, max_val = 9223372036854775807} : !torch.int
  torch.bind_symbolic_shape %0, [%arg0.d1, %arg1.d1, %op2.r0.d1, %op3.r0.d1], affine_map<()[s0, s1, s2, s3] -> (1, s0, 4, 32)> : tensor<1x?x4x32xf32>
  torch.bind_symbolic_shape %1, [%arg0.d1, %arg1.d1, %op2.r0.d1, %op3.r0.d1], affine_map<()[s0, s1, s2, s3] -> (1, s1, 32)> : tensor<1x?x32xf32>
  %2 = "facet.opaque"() {name = "tensor.cast"} : () -> tensor<1x?x4x32xf32>
  torch.bind_symbolic_shape %2, [%arg0.d1, %arg1.d1, %op2.r0.d1, %op3.r0.d1], affine_map<()[s0, s1, s2, s3] -> (1, s2, 4, 32)> : tensor<1x?x4x32xf32>
  %3 = "facet.opaque"() {name = "linalg.generic"} : () -> tensor<1x?x4x32xf32>
  torch.bind_symbolic_shape %3, [%arg0.d1, %arg1.d1, %op2.r0.d1, %op3.r0.d1], affine_map<()[s0, s1, s2, s3] -> (1, s3, 4, 32)> : tensor<1x?x4x32xf32>
  return %3 : tensor<1x?x4x32xf32>
}
func.func private @sharktank_rotary_embedding_1_1_8_32_f32(%0: tensor<1x1x8x32xf32>, %1: tensor<1x1x32xf32>) -> (tensor<1x1x8x32xf32>) {
  %2 = "facet.opaque"() {name = "tensor.cast"} : () -> tensor<1x1x8x32xf32>
  %3 = "facet.opaque"() {name = "linalg.generic"} : () -> tensor<1x1x8x32xf32>
  return %3 : tensor<1x1x8x32xf32>
}
func.func private @sharktank_rotary_embedding_1_1_4_32_f32(%0: tensor<1x1x4x32xf32>, %1: tensor<1x1x32xf32>) -> (tensor<1x1x4x32xf32>) {
  %2 = "facet.opaque"() {name = "tensor.cast"} : () -> tensor<1x1x4x32xf32>
  %3 = "facet.opaque"() {name = "linalg.generic"} : () -> tensor<1x1x4x32xf32>
  return %3 : tensor<1x1x4x32xf32>
}
