package raptor.tools.onnx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import raptor.frontend.onnx.build.HandModel;
import raptor.frontend.onnx.build.OnnxModelBuilder;
import raptor.frontend.onnx.model.DataType;
import raptor.frontend.onnx.model.Dim;
import raptor.frontend.onnx.model.OnnxGraph;
import raptor.frontend.onnx.model.OnnxModel;
import raptor.frontend.onnx.model.OnnxNode;
import raptor.frontend.onnx.model.OnnxTensor;
import raptor.frontend.onnx.proto.OnnxWriter;
import raptor.tools.opt.RaptorOpt;

/**
 * Every kind of bad model given to {@code raptor-import} (and to {@code raptor-opt}) ends in one
 * line naming the file and the element at fault, and status 1; never a stack trace.
 */
class BadModelTest {
  @TempDir
  Path dir;

  private record Run(int status, String out, String err) {
  }

  private static Run run(ToolRunner tool, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status = tool.run(args, new ByteArrayInputStream(new byte[0]),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Run(status, out.toString(StandardCharsets.UTF_8),
        err.toString(StandardCharsets.UTF_8));
  }

  @FunctionalInterface
  private interface ToolRunner {
    int run(String[] args, java.io.InputStream in, PrintStream out, PrintStream err);
  }

  private static OnnxModelBuilder relu(long opset) {
    OnnxModelBuilder b = new OnnxModelBuilder(opset, 3);
    String x = b.input("x", DataType.FLOAT, 2);
    b.output(b.node("Relu", "relu").inputs(x).output(), DataType.FLOAT, 2);
    return b;
  }

  /** A model whose graph is {@code nodes} on input x and initializer w (2 floats). */
  private static byte[] graph(List<OnnxNode> nodes, OnnxTensor w) {
    OnnxModel base = relu(13).build();
    OnnxGraph graph = new OnnxGraph("g", nodes, List.of(w), base.graph().inputs(), List.of(),
        List.of());
    return OnnxWriter.toBytes(base.withGraph(graph));
  }

  private static OnnxTensor floats(long... dims) {
    return OnnxTensor.of("w", DataType.FLOAT, Arrays.stream(dims).boxed().toList(),
        ByteBuffer.allocate(8));
  }

  private static OnnxNode node(String name, String op, List<String> inputs, String output) {
    return new OnnxNode(name, op, "", inputs, List.of(output), List.of());
  }

  private static Map<String, Object[]> cases() {
    byte[] good = relu(13).toBytes();
    OnnxModelBuilder erf = new OnnxModelBuilder(13, 1);
    erf.output(erf.node("Erf", "Erf_3").inputs(erf.input("x", DataType.FLOAT, 2)).output(),
        DataType.FLOAT);
    return Map.ofEntries(
        Map.entry("empty", new Object[] {new byte[0],
            "m.onnx: the file is empty, not an ONNX model"}),
        Map.entry("not onnx", new Object[] {"not a model at all\n".getBytes(StandardCharsets.UTF_8),
            "m.onnx: not an ONNX model ("}),
        Map.entry("truncated", new Object[] {Arrays.copyOf(good, good.length - 9),
            "m.onnx: malformed protobuf at byte "}),
        Map.entry("undefined input", new Object[] {graph(List.of(
            node("add", "Add", List.of("x", "nope"), "y")), floats(2)),
            "m.onnx: node 'add' (Add, opset 13): input 'nope' is not defined"}),
        Map.entry("duplicate output", new Object[] {graph(List.of(
            node("a", "Relu", List.of("x"), "y"), node("b", "Relu", List.of("x"), "y")),
            floats(2)), "m.onnx: node 'b' (Relu, opset 13): output 'y' is already defined by "
            + "node 'a'"}),
        Map.entry("data length", new Object[] {graph(List.of(), floats(3)),
            "m.onnx: graph > initializer 'w': data has 8 bytes, but dims [3] of FLOAT need 12"}),
        Map.entry("negative dim", new Object[] {graph(List.of(), floats(-2)),
            "m.onnx: graph > initializer 'w': dimension #0 is negative (-2)"}),
        Map.entry("overflowing dims", new Object[] {graph(List.of(),
            floats(1L << 33, 1L << 33, 1L << 33)),
            "m.onnx: graph > initializer 'w': dims [8589934592, 8589934592, 8589934592] "
            + "overflow a 64-bit element count"}),
        Map.entry("external outside", new Object[] {HandModel.withInitializer(
            HandModel.externalTensor("../w.bin", 0)),
            "m.onnx: graph > initializer 'w': external data location '../w.bin' leaves the "
            + "model's folder"}),
        Map.entry("external missing", new Object[] {HandModel.withInitializer(
            HandModel.externalTensor("w.bin", 0)),
            "m.onnx: graph > initializer 'w': external data file 'w.bin' does not exist"}),
        Map.entry("old opset", new Object[] {relu(6).toBytes(),
            "m.onnx: opset 6 of the default domain is not supported (7 to 25)"}),
        Map.entry("new opset", new Object[] {relu(26).toBytes(),
            "m.onnx: opset 26 of the default domain is not supported (7 to 25)"}),
        Map.entry("unsupported op", new Object[] {erf.toBytes(),
            "m.onnx: node 'Erf_3' (Erf, opset 13): unsupported ONNX operation"}));
  }

  @TestFactory
  Stream<DynamicTest> eachBadModelIsALocatedErrorOfRaptorImport() {
    return cases().entrySet().stream().sorted(Map.Entry.comparingByKey()).map(c ->
        DynamicTest.dynamicTest(c.getKey(), () -> {
          Path file = dir.resolve("m.onnx");
          Files.write(file, (byte[]) c.getValue()[0]);
          Run run = run(RaptorImport::run, file.toString());
          String expected = ((String) c.getValue()[1]).replace("m.onnx", file.toString());
          assertEquals(1, run.status(), run.err());
          assertTrue(run.err().startsWith(expected), run.err());
          assertEquals(1, run.err().lines().count(), run.err());
          assertEquals("", run.out());
        }));
  }

  @Test
  void raptorOptReportsTheSameErrors() throws Exception {
    Path file = dir.resolve("m.onnx");
    Files.write(file, (byte[]) cases().get("unsupported op")[0]);
    Run run = run(RaptorOpt::run, file.toString());
    assertEquals(1, run.status());
    assertEquals(file + ": node 'Erf_3' (Erf, opset 13): unsupported ONNX operation\n",
        run.err());
  }

  @Test
  void raptorOptRecognizesAModelByContentAndFixesTheBatch() throws Exception {
    OnnxModelBuilder b = new OnnxModelBuilder(13, 3);
    String x = b.input("x", DataType.FLOAT, List.of(Dim.symbolic("N"), Dim.of(2)));
    b.output(b.node("Relu", "relu").inputs(x).output(), DataType.FLOAT);
    Path file = dir.resolve("model.bin");
    b.write(file);
    Run plain = run(RaptorOpt::run, file.toString());
    assertEquals(0, plain.status(), plain.err());
    assertTrue(plain.out().contains("func.func @main_graph(%arg0: tensor<1x2xf32> "
        + "{onnx.name = \"x\"})"), plain.out());
    assertEquals(file + ": remark: graph input 'x': symbolic batch dimension 'N' set to 1 "
        + "(choose it with --onnx-input-shape=x:...)\n", plain.err());
    Run fixed = run(RaptorOpt::run, file.toString(), "--onnx-input-shape=x:4x2");
    assertEquals(0, fixed.status(), fixed.err());
    assertTrue(fixed.out().contains("tensor<4x2xf32>"), fixed.out());
    assertEquals("", fixed.err());
    Run wrong = run(RaptorImport::run, file.toString(), "--onnx-input-shape=x:4x3");
    assertEquals(1, wrong.status());
    assertEquals(file + ": --onnx-input-shape sets dimension #1 of graph input 'x' to 3, but "
        + "the model fixes it to 2\n", wrong.err());
    assertFalse(wrong.err().contains("Exception"));
  }
}
