package raptor.frontend.onnx.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import raptor.frontend.onnx.OnnxException;
import raptor.frontend.onnx.model.OnnxGraph;
import raptor.frontend.onnx.model.OnnxNode;
import raptor.frontend.onnx.model.OnnxValueInfo;
import raptor.frontend.onnx.testing.Imports;
import raptor.ir.IrContext;

/** The exporter's naming of graph inputs, outputs, nodes and initializers, and its refusals. */
class ExporterTest {
  private static OnnxGraph export(String text) throws OnnxException {
    return OnnxExporter.export(Imports.parse(text, IrContext.withAvailableDialects())).graph();
  }

  @Test
  void namesComeFromOnnxNamesAndLocations() throws OnnxException {
    OnnxGraph graph = export("""
        func.func @main_graph(%x: tensor<2xf32> {onnx.name = "in"}) -> (tensor<2xf32> {onnx.name = "out"}, tensor<2xf32> {onnx.name = "again"}, tensor<2xf32> {onnx.name = "same"}) {
          %w = "onnx.Constant"() <{value = dense<1.0> : tensor<2xf32>}> : () -> tensor<2xf32> loc("bias")
          %a = "onnx.Add"(%x, %w) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> loc("add")
          %r = "onnx.Relu"(%a) : (tensor<2xf32>) -> tensor<2xf32> loc("add")
          return %r, %r, %x : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
        }
        """);
    assertEquals(List.of("in"), graph.inputs().stream().map(OnnxValueInfo::name).toList());
    assertEquals(List.of("bias"), graph.initializers().stream().map(t -> t.name()).toList());
    assertEquals(List.of("out", "again", "same"),
        graph.outputs().stream().map(OnnxValueInfo::name).toList());
    List<OnnxNode> nodes = graph.nodes();
    assertEquals(List.of("add", "add_1", "again", "same"),
        nodes.stream().map(OnnxNode::name).toList());
    assertEquals(List.of("Add", "Relu", "Identity", "Identity"),
        nodes.stream().map(OnnxNode::opType).toList());
    assertEquals(List.of("in", "bias"), nodes.get(0).inputs());
    assertEquals(List.of("out"), nodes.get(1).outputs());
    assertEquals(List.of("out"), nodes.get(2).inputs());
    assertEquals(List.of("in"), nodes.get(3).inputs());
    assertEquals(List.of("add"), graph.valueInfo().stream().map(OnnxValueInfo::name).toList());
  }

  @Test
  void otherDialectsAreRefusedNamingTheOp() {
    OnnxException e = assertThrows(OnnxException.class, () -> export("""
        func.func @main_graph(%x: tensor<2xf32>) -> tensor<2xf32> {
          %y = arith.addf %x, %x : tensor<2xf32> loc("sum")
          return %y : tensor<2xf32>
        }
        """));
    assertEquals("op 'sum' (arith.addf) cannot be exported: it is not an onnx dialect op",
        e.getMessage());
  }
}
