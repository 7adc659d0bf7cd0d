// mlir-opt 22's diagnostic and verifier flags, with the outputs mlir-opt 22 gives.

// By default an op error carries the op as a note; --mlir-print-op-on-diagnostic=false drops it.
// RUN: not raptor-opt %s 2>&1 | filecheck %s --check-prefix=NOTE
// NOTE: upstream-flags.mlir:[[#@LINE+11]]:8: error: 'tensor.concat' op rank of concatenated inputs must match result rank
// NOTE: note: see current operation: %0 = "tensor.concat"(%arg0, %arg1) <{dim = 0 : i64}> : (tensor<1xf32>, tensor<1xf32>) -> tensor<2x1xf32>
// RUN: not raptor-opt --mlir-print-op-on-diagnostic=false %s 2>&1 | filecheck %s --check-prefix=NO-NOTE --implicit-check-not=note:
// NO-NOTE: upstream-flags.mlir:[[#@LINE+8]]:8: error: 'tensor.concat' op rank of concatenated inputs must match result rank

// Without the verifier on parsing the invalid op is printed, in the generic form.
// RUN: raptor-opt --mlir-very-unsafe-disable-verifier-on-parsing %s | filecheck %s --check-prefix=UNSAFE
// UNSAFE: "builtin.module"() ({
// UNSAFE: %0 = "tensor.concat"(%arg0, %arg1) <{dim = 0 : i64}> : (tensor<1xf32>, tensor<1xf32>) -> tensor<2x1xf32>

func.func @f(%a: tensor<1xf32>, %b: tensor<1xf32>) -> tensor<2x1xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<1xf32>, tensor<1xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}
