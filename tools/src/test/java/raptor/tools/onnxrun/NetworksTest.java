package raptor.tools.onnxrun;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import raptor.frontend.onnx.build.SharedOnnxData;
import raptor.frontend.onnx.build.networks.Network;
import raptor.frontend.onnx.build.networks.Networks;
import raptor.frontend.onnx.build.networks.ResNet18;
import raptor.frontend.onnx.build.networks.Vgg8;
import raptor.dialect.onnx.transforms.OnnxShapeInferencePass;
import raptor.ir.Operation;
import raptor.ir.attr.NameLoc;

/**
 * The network recipes: their layer shapes after shape inference (ResNet-18 against PIMCOMP-NN's
 * {@code resnet18.json}, node by node), their layer counts, and seeded determinism.
 */
class NetworksTest {
  @Test
  void resnet18LayersHaveTheShapesOfPimcompsGraph() throws Exception {
    Optional<Path> onnx = SharedOnnxData.onnxFolder();
    assumeTrue(onnx.isPresent(), "skipped: the shared ONNX data (../shared/onnx or "
        + "RAPTOR_SHARED_DIR) is absent, so pimcomp-json/resnet18.json cannot be read");
    JsonNode graph = new ObjectMapper().readTree(
        Files.readString(onnx.get().resolve("pimcomp-json/resnet18.json")));
    Map<String, long[]> shapes = inferredShapes(new ResNet18());
    int checked = 0;
    for (JsonNode node : graph.get("node_list")) {
      String name = node.get("name").asText();
      long[] expected = new long[node.get("output_dim").size()];
      for (int d = 0; d < expected.length; d++) {
        expected[d] = node.get("output_dim").get(d).asLong();
      }
      long[] actual = node.get("operation").asText().equals("OP_INPUT")
          ? new ResNet18().inputShape() : shapes.get(name);
      assertNotNull(actual, "no layer named '" + name + "' in the recipe");
      assertArrayEquals(expected, actual, "output shape of " + name);
      checked++;
    }
    assertEquals(41, checked, "layers of resnet18.json");
  }

  @Test
  void vgg8HasSixConvolutionsAndTwoFullyConnectedLayers() throws Exception {
    Map<String, long[]> shapes = inferredShapes(new Vgg8());
    long convs = shapes.keySet().stream().filter(name -> name.matches("conv\\d")).count();
    long dense = shapes.keySet().stream().filter(name -> name.matches("fc\\d")).count();
    assertEquals(6, convs);
    assertEquals(2, dense);
    assertArrayEquals(new long[] {1, 128, 7, 7}, shapes.get("conv5"));
    assertArrayEquals(new long[] {1, 1152}, shapes.get("flatten"));
    assertArrayEquals(new long[] {1, 10}, shapes.get("fc1"));
  }

  @Test
  void theSameSeedGivesTheSameBytesAndAnotherSeedOtherWeights() {
    for (Network network : Networks.all()) {
      byte[] first = network.build(7).toBytes();
      assertArrayEquals(first, network.build(7).toBytes(), network.name());
      assertTrue(!java.util.Arrays.equals(first, network.build(8).toBytes()), network.name());
      assertEquals(network, Networks.named(network.name()).orElseThrow());
    }
  }

  /** {@return the result shape of every named node of the network after shape inference} */
  private static Map<String, long[]> inferredShapes(Network network) throws Exception {
    FrontEnd.Imported imported = FrontEnd.importModel(network.build(1).toBytes(),
        network.name());
    assertEquals(java.util.List.of(), FrontEnd.run(imported, new OnnxShapeInferencePass()));
    Map<String, long[]> shapes = new HashMap<>();
    imported.module().walk((Operation op) -> {
      if (op.location() instanceof NameLoc loc && op.numResults() == 1) {
        shapes.put(loc.name(), FrontEnd.staticShape(op.result(0).type()));
      }
    });
    return shapes;
  }
}
