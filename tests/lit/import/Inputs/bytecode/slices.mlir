// The source of slices.mlirbc (regen.sh): builtin ops in custom form.
func.func @slices(%x: tensor<?x3x8xf16>, %i: tensor<i64>) -> (tensor<2x8xf16>, tensor<?x8xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %e = tensor.extract %i[] : tensor<i64>
  %o = arith.index_cast %e : i64 to index
  %d = tensor.dim %x, %c0 : tensor<?x3x8xf16>
  %0 = tensor.extract_slice %x[1, %c2, 0] [2, 1, 8] [1, 1, 1] : tensor<?x3x8xf16> to tensor<2x8xf16>
  %1 = tensor.extract_slice %x[0, %o, 0] [%d, 1, 8] [1, 1, 1] : tensor<?x3x8xf16> to tensor<?x8xf16>
  return %0, %1 : tensor<2x8xf16>, tensor<?x8xf16>
}

