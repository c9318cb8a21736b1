// Malformed inline values (util.global / vtensor.literal with dense,
// dense_resource and their blobs): a located error each.
// RUN: not facet-opt %s --split-input-file 2>&1 | FileCheck %s

util.global private @w = dense_resource<missing> : tensor<2xf32>
// CHECK: resources.mlir:5:26: error: dense_resource<missing> has no blob in the file's {-# dialect_resources: { builtin: ... } #-}

// -----
util.global private @w = dense_resource<short> : tensor<4xf32>
{-#
  dialect_resources: {
    builtin: {
      short: "0x040000000000803F00000040"
    }
  }
#-}
// CHECK: resources.mlir:9:26: error: the blob of dense_resource<short> has 8 bytes, a tensor of 4 x f32 needs 16

// -----
util.global private @w = dense<"0x0000803F0000"> : tensor<2xf32>
// CHECK: resources.mlir:20:26: error: hex dense value has 6 bytes, a tensor of 2 x f32 needs 8

// -----
util.global private @w = dense<[1.0, 2.0]> : tensor<2xi32>
// CHECK: resources.mlir:24:33: error: expected integer elements for i32, but parsed floating-point

// -----
util.global private @w = dense<1.0> : tensor<?xf32>
// CHECK: resources.mlir:28:39: error: util.global needs a static shape, found 'tensor<?xf32>'

// -----
util.global private @w = dense<1.0> : tensor<2xf32>
util.global private @w = dense<2.0> : tensor<2xf32>
// CHECK: resources.mlir:33:21: error: redefinition of util.global @w (first defined at {{.*}}resources.mlir:32:1)

// -----
{-#
  dialect_resources: {
    builtin: {
      b: "0x0400"
    }
  }
#-}
// CHECK: resources.mlir:40:10: error: resource blob is shorter than its 4-byte alignment prefix
