#map = affine_map<(d0, d1)[s0, s1] -> (d0 floordiv 2, s0 * 32 + 1, -d1, d0 mod 4, d1 ceildiv 8, d0 - d1 * 2)>
#set = affine_set<(d0) : (d0 - 1 >= 0)>
!vt = !torch.vtensor<[2,?],f16>
#loc = loc("file.py":10:3)
module @outer attributes {torch.debug_module_name = "M"} {
  module @inner {
    util.global private @w = dense_resource<blob_2_f32> : tensor<2xf32>
    util.global private @p = #stream.parameter.named<"model"::"blk.0.weight"> : tensor<4x2xf32>
    func.func @f(%arg0: !vt {torch.arg = 1 : i64}, %arg1: !torch.list<optional<vtensor>>, %arg2: !torch.tensor<[?,8],f16>) -> (!vt, !torch.int) {
      %c = arith.constant 0xFF800000 : f32 loc(#loc)
      %h = arith.constant dense<[[1.0, -2.5], [inf, 0x7F800000]]> : tensor<2x2xf32>
      %x = arith.constant dense<"0x0000803F"> : tensor<1xf32>
      %s = torch.constant.str "a\"b\\c\n\t\41"
      %fl = torch.constant.float -1.000000e+00
      %ni = torch.constant.float 0xFFF0000000000000
      %r:2 = "test.two"(%arg0, %c) ({
      ^bb0(%a: f32 loc("x":1:1), %b: f32):
        "test.yield"(%a) : (f32) -> ()
      }, {
      }) {attr = #map, set = #set} : (!vt, f32) -> (!vt, !torch.int)
      %p = "test.props"(%r#1) <{prop = 7 : i32}> {other} : (!torch.int) -> !torch.int
      %o:2 = torch.operator "torch.aten.foo"(%arg0, %p) : (!vt, !torch.int) -> (!vt, !torch.int)
      %cond = arith.constant true
      %y = scf.if %cond -> (f32) {
        scf.yield %c : f32
      } else {
        scf.yield %c : f32
      }
      %i = arith.index_cast %c : index to i64
      %e = tensor.empty() : tensor<?x32xf16>
      %l = torch.prim.ListConstruct %arg0, %arg0 : (!vt, !vt) -> !torch.list<vtensor>
      %call:2 = func.call @g(%r#0, %p) : (!vt, !torch.int) -> (!vt, !torch.int)
      return %call#0, %call#1 : !vt, !torch.int
    }
    func.func private @g(!vt, !torch.int) -> (!vt, !torch.int)
  }
}
{-#
  dialect_resources: {
    builtin: {
      blob_2_f32: "0x040000000000803F00000040"
    }
  }
#-}
