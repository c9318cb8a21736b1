// The source of builtin.mlirbc (regen.sh): builtin ops in custom form.
func.func @builtin(%a: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %a, %c0 : tensor<?x4xf32>
  %m = arith.addi %n, %c1 : index
  %e = tensor.empty(%m) : tensor<?x4xf32>
  %x = tensor.extract %a[%c1, %c0] : tensor<?x4xf32>
  %c = tensor.cast %a : tensor<?x4xf32> to tensor<?x4xf32>
  return %c, %e : tensor<?x4xf32>, tensor<?x4xf32>
}

