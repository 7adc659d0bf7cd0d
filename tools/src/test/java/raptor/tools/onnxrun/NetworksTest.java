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
import java.util.Set;
import org.junit.jupiter.api.Test;
import raptor.frontend.onnx.build.SharedOnnxData;
import raptor.frontend.onnx.build.networks.GoogLeNet;
import raptor.frontend.onnx.build.networks.Network;
import raptor.frontend.onnx.build.networks.Networks;
import raptor.frontend.onnx.build.networks.ResNet18;
import raptor.frontend.onnx.build.networks.ResNet34;
import raptor.frontend.onnx.build.networks.Vgg8;
import raptor.frontend.onnx.build.networks.YoloBlock;
import raptor.dialect.onnx.transforms.OnnxShapeInferencePass;
import raptor.ir.Operation;
import raptor.ir.attr.NameLoc;

/**
 * The network recipes: their layer shapes after shape inference (ResNet-18, ResNet-34, GoogLeNet
 * and its timing view against PIMCOMP-NN's JSON graphs, node by node; the YOLO block's stages),
 * their layer counts, and seeded determinism.
 */
class NetworksTest {
  @Test
  void resnet18LayersHaveTheShapesOfPimcompsGraph() throws Exception {
    assertEquals(41, checkLayerShapes(new ResNet18(), "resnet18.json", Set.of()));
  }

  @Test
  void resnet34LayersHaveTheShapesOfPimcompsGraph() throws Exception {
    assertEquals(73, checkLayerShapes(new ResNet34(), "resnet34.json", Set.of()));
  }

  @Test
  void googlenetLayersHaveTheShapesOfPimcompsGraph() throws Exception {
    assertEquals(87, checkLayerShapes(GoogLeNet.full(), "googlenet.json", Set.of()));
  }

  @Test
  void googlenetTimingViewIsGooglenetWithoutItsLrnsAndSoftmax() throws Exception {
    Network view = GoogLeNet.timingView();
    Map<String, long[]> shapes = inferredShapes(view);
    assertEquals(84, checkLayerShapes(view, shapes, "googlenet.json",
        Set.of("OP_LRN", "OP_SOFTMAX")));
    assertTrue(shapes.keySet().stream().noneMatch(name -> name.contains("norm")
        || name.equals("prob_1")), "LRN or Softmax left in " + shapes.keySet());
  }

  @Test
  void yoloBlockHasTheShapesOfItsStages() throws Exception {
    Map<String, long[]> shapes = inferredShapes(new YoloBlock());
    assertArrayEquals(new long[] {1, 16, 32, 32}, shapes.get("model.0.silu"));
    assertArrayEquals(new long[] {1, 48, 16, 16}, shapes.get("model.2.concat"));
    assertArrayEquals(new long[] {1, 16, 16, 16}, shapes.get("model.3.m.3"));
    assertArrayEquals(new long[] {1, 256, 256}, shapes.get("model.4.scores"));
    assertArrayEquals(new long[] {1, 32, 32, 32}, shapes.get("model.5"));
    assertArrayEquals(new long[] {1, 21, 32, 32}, shapes.get("model.8"));
  }

  /**
   * Checks the output shape of every node of PIMCOMP-NN's graph {@code json} (skipping those
   * whose operation is in {@code skipped}) against the layer of the same name in
   * {@code network}; skips the test when the shared data is absent. {@return the nodes checked}
   */
  private static int checkLayerShapes(Network network, String json, Set<String> skipped)
      throws Exception {
    return checkLayerShapes(network, inferredShapes(network), json, skipped);
  }

  /** As above, with the network's inferred {@code shapes} given. */
  private static int checkLayerShapes(Network network, Map<String, long[]> shapes, String json,
      Set<String> skipped) throws Exception {
    Optional<Path> onnx = SharedOnnxData.onnxFolder();
    assumeTrue(onnx.isPresent(), "skipped: the shared ONNX data (../shared/onnx or "
        + "RAPTOR_SHARED_DIR) is absent, so pimcomp-json/" + json + " cannot be read");
    JsonNode graph = new ObjectMapper().readTree(
        Files.readString(onnx.get().resolve("pimcomp-json").resolve(json)));
    int checked = 0;
    for (JsonNode node : graph.get("node_list")) {
      String operation = node.get("operation").asText();
      if (skipped.contains(operation)) {
        continue;
      }
      String name = node.get("name").asText();
      long[] expected = new long[node.get("output_dim").size()];
      for (int d = 0; d < expected.length; d++) {
        expected[d] = node.get("output_dim").get(d).asLong();
      }
      long[] actual = operation.equals("OP_INPUT") ? network.inputShape() : shapes.get(name);
      assertNotNull(actual, "no layer named '" + name + "' in " + network.name());
      assertArrayEquals(expected, actual, "output shape of " + name + " in " + network.name());
      checked++;
    }
    return checked;
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

  /**
   * {@return the shape of the first result of every named node of the network after shape
   * inference} (a Dropout's optional mask is its second result)
   */
  private static Map<String, long[]> inferredShapes(Network network) throws Exception {
    FrontEnd.Imported imported = FrontEnd.importModel(network.build(1).toBytes(),
        network.name());
    assertEquals(java.util.List.of(), FrontEnd.run(imported, new OnnxShapeInferencePass()));
    Map<String, long[]> shapes = new HashMap<>();
    imported.module().walk((Operation op) -> {
      if (op.location() instanceof NameLoc loc && op.numResults() >= 1) {
        shapes.put(loc.name(), FrontEnd.staticShape(op.result(0).type()));
      }
    });
    return shapes;
  }
}
