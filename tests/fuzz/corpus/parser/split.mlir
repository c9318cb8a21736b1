%0 = foo.op
// -----
module {
  func.func @f() {
    return
  }
}
// -----
%1 = foo.bar ((((]
