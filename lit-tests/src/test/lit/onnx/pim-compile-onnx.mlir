// --pim-compile-onnx runs the passes of raptor-compile as one raptor-opt pass: onnx-prepare,
// convert-onnx-to-spatial, spat-trivial-merge, the placement and pim-compile. The Gemm's 6x5
// weight on 4x4 crossbars is four weight blocks; two cores of two crossbars hold them.
// RUN: raptor-opt %s --pim-compile-onnx="core-count=2 crossbar-size=4 crossbar-count=2 placement=trivial output-dir=%t/trivial" | filecheck %s --check-prefix=IR
// RUN: raptor-sim -f %t/trivial/pim 2>&1 | filecheck %s --check-prefix=SIM
// RUN: raptor-opt %s --core-count=2 --crossbar-size=4 --crossbar-count=2 --pim-compile-onnx="output-dir=%t/schedule" -o /dev/null
// RUN: raptor-sim -f %t/schedule/pim 2>&1 | filecheck %s --check-prefix=SIM
// RUN: raptor-opt %s --core-count=4 --crossbar-size=4 --crossbar-count=2 --pipeline=2 --pim-compile-onnx="output-dir=%t/pipeline" -o /dev/null
// RUN: not raptor-opt %s --pim-compile-onnx="core-count=2 crossbar-size=4 crossbar-count=2 placement=trivial pipeline=2 output-dir=%t/bad" 2>&1 | filecheck %s --check-prefix=STAGES
// RUN: not raptor-opt %s --pim-compile-onnx="core-count=2 crossbar-size=4 crossbar-count=2 pipeline=3 output-dir=%t/bad" 2>&1 | filecheck %s --check-prefix=CORES
// RUN: not raptor-opt %s --pim-compile-onnx="core-count=1 crossbar-size=4 crossbar-count=2 placement=trivial output-dir=%t/bad" 2>&1 | filecheck %s --check-prefix=FULL
// RUN: not raptor-opt %s --pim-compile-onnx="core-count=2 crossbar-size=4 crossbar-count=2 placement=random output-dir=%t/bad" 2>&1 | filecheck %s --check-prefix=NAME
// IR:       pim.core
// IR:       pim.core
// IR-NOT:   spat.
// IR-NOT:   onnx.
// With a zero input, the output is the bias through the Relu.
// SIM:      output 0 (address {{[0-9]+}}, 20 bytes, float32): 1 0 3 0 5
// STAGES:   error: --placement=trivial places for latency only; --pipeline=2 needs --placement=schedule
// CORES:    error: {{.*}}Pim compilation requires --pipeline not to exceed --core-count
// FULL:     error: loc("gemm"): trivial placement: compute needs 1 crossbar, but no core has room left for it (1 core of 2 crossbars)
// NAME:     raptor-opt: for the --placement option: Cannot find option named 'random'!
func.func @main_graph(%x: tensor<1x6xf32>) -> tensor<1x5xf32> {
  %w = "onnx.Constant"() {value = dense<0.5> : tensor<6x5xf32>} : () -> tensor<6x5xf32>
  %b = "onnx.Constant"() {value = dense<[1.0, -2.0, 3.0, -4.0, 5.0]> : tensor<5xf32>} : () -> tensor<5xf32>
  %y = "onnx.Gemm"(%x, %w, %b) : (tensor<1x6xf32>, tensor<6x5xf32>, tensor<5xf32>) -> tensor<1x5xf32> loc("gemm")
  %r = "onnx.Relu"(%y) : (tensor<1x5xf32>) -> tensor<1x5xf32> loc("relu")
  return %r : tensor<1x5xf32>
}
