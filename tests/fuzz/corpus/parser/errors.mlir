module {
  %0 = foo.bar )
  %1 = foo.baz {a = #nope} : i32
  %2 = ok.op %0 : i32
  %3 = foo.bad : tensor<2xq>
  %4 = torch.constant.str "unterminated
  %5 = torch.constant.int 99999999999999999999
  %6 = foo.bar(%a, ]
}
}
{-# dialect_resources: { builtin: { x: "0x0400000G" } }
