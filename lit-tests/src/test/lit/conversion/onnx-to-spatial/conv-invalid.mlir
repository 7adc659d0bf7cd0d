// A forced Conv strategy that does not apply is an error at the Conv naming the failed
// condition; non-positive Conv budgets are rejected as flags and as pass options.
// RUN: not raptor-opt %s --core-count=1 --crossbar-size=8 --crossbar-count=8 --pim-conv-lowering=depthwise --convert-onnx-to-spatial 2>&1 | filecheck %s --check-prefix=DEPTHWISE
// RUN: not raptor-opt %s --core-count=1 --crossbar-size=8 --crossbar-count=8 --pim-conv-lowering=input-k-tiled --convert-onnx-to-spatial 2>&1 | filecheck %s --check-prefix=KTILED
// RUN: not raptor-opt %s --core-count=1 --crossbar-size=32 --crossbar-count=8 --pim-conv-lowering=packed-im2col --pim-conv-im2col-max-elements=16 --convert-onnx-to-spatial 2>&1 | filecheck %s --check-prefix=BUDGET
// RUN: not raptor-opt %s --core-count=1 --crossbar-size=8 --crossbar-count=8 --pim-conv-lowering=sideways --convert-onnx-to-spatial 2>&1 | filecheck %s --check-prefix=UNKNOWN
// RUN: not raptor-opt %s --core-count=1 --crossbar-size=8 --crossbar-count=8 --pim-conv-im2col-max-elements=0 --convert-onnx-to-spatial 2>&1 | filecheck %s --check-prefix=FLAG
// RUN: not raptor-opt %s --core-count=1 --crossbar-size=8 --crossbar-count=8 --convert-onnx-to-spatial=pim-conv-stream-chunk-positions=-3 2>&1 | filecheck %s --check-prefix=OPTION
// RUN: not raptor-opt %s --core-count=1 --crossbar-size=8 --crossbar-count=8 --pim-conv-image-chunk-positions=0 --convert-onnx-to-spatial 2>&1 | filecheck %s --check-prefix=IMAGEFLAG
// RUN: not raptor-opt %s --core-count=1 --crossbar-size=8 --crossbar-count=8 --convert-onnx-to-spatial=pim-conv-image-chunk-positions=-1 2>&1 | filecheck %s --check-prefix=IMAGEOPTION

// DEPTHWISE: error: loc("conv_node"): onnx.Conv cannot use --pim-conv-lowering=depthwise: the Conv is not depthwise (group = 1, input channels = 2)
// KTILED: error: loc("conv_node"): onnx.Conv cannot use --pim-conv-lowering=input-k-tiled: k = 8 <= crossbar size 8
// BUDGET: error: loc("conv_node"): onnx.Conv cannot use --pim-conv-lowering=packed-im2col: p·k = 72 > --pim-conv-im2col-max-elements=16
// UNKNOWN: for the --pim-conv-lowering option: Cannot find option named 'sideways'!
// FLAG: Pim compilation requires --pim-conv-im2col-max-elements to be a positive integer
// OPTION: error: ONNX-to-Spatial lowering requires --pim-conv-stream-chunk-positions to be positive, got -3
// IMAGEFLAG: Pim compilation requires --pim-conv-image-chunk-positions to be a positive integer
// IMAGEOPTION: error: ONNX-to-Spatial lowering requires --pim-conv-image-chunk-positions to be positive, got -1
func.func @main_graph(%x: tensor<1x2x4x4xf32>) -> tensor<1x3x3x3xf32> {
  %w = "onnx.Constant"() {value = dense<0.5> : tensor<3x2x2x2xf32>} : () -> tensor<3x2x2x2xf32>
  %n = "onnx.NoValue"() {value} : () -> none
  %y = "onnx.Conv"(%x, %w, %n) : (tensor<1x2x4x4xf32>, tensor<3x2x2x2xf32>, none) -> tensor<1x3x3x3xf32> loc("conv_node")
  return %y : tensor<1x3x3x3xf32>
}
