// A diagnostic of the ONNX passes names the node: the importer makes each node's name its
// op's location.
// RUN: not raptor-opt %s --onnx-prepare 2>&1 | filecheck %s

// CHECK: error: loc("Add_7"): 'onnx.Add' op operand shapes [2, 3], [4] do not broadcast
func.func @main_graph(%a: tensor<2x3xf32>, %b: tensor<4xf32>) -> tensor<*xf32> {
  %c = "onnx.Add"(%a, %b) : (tensor<2x3xf32>, tensor<4xf32>) -> tensor<*xf32> loc("Add_7")
  return %c : tensor<*xf32>
}
