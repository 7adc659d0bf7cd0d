package raptor.tools.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import raptor.frontend.onnx.build.OnnxModelBuilder;
import raptor.frontend.onnx.model.DataType;

/**
 * The README's example network, {@code examples/onnx/small-cnn.onnx}: the committed file is
 * exactly what the ONNX builder writes for {@link #smallCnn()} (regenerate it with
 * {@code -Draptor.regenerate=true}), and {@code raptor-run} passes on it with the scheduler and
 * with the trivial placement.
 */
class ExampleCnnTest {
  private static final Path MODEL = repositoryRoot().resolve("examples/onnx/small-cnn.onnx");

  /** Conv-Relu-MaxPool twice, then Flatten, Gemm and Softmax, on a 1x1x12x12 image. */
  static OnnxModelBuilder smallCnn() {
    OnnxModelBuilder b = new OnnxModelBuilder(13, 2026);
    String x = b.input("image", DataType.FLOAT, 1, 1, 12, 12);
    String c1 = b.node("Conv", "conv1").inputs(x, b.weight("conv1.w", 4, 1, 3, 3),
        b.weight("conv1.b", 4)).ints("pads", 1, 1, 1, 1).output();
    String p1 = b.node("MaxPool", "pool1").inputs(b.node("Relu", "relu1").inputs(c1).output())
        .ints("kernel_shape", 2, 2).ints("strides", 2, 2).output();
    String c2 = b.node("Conv", "conv2").inputs(p1, b.weight("conv2.w", 8, 4, 3, 3),
        b.weight("conv2.b", 8)).ints("pads", 1, 1, 1, 1).output();
    String p2 = b.node("MaxPool", "pool2").inputs(b.node("Relu", "relu2").inputs(c2).output())
        .ints("kernel_shape", 2, 2).ints("strides", 2, 2).output();
    String flat = b.node("Flatten", "flatten").inputs(p2).output();
    String fc = b.node("Gemm", "fc").inputs(flat, b.weight("fc.w", 72, 10), b.weight("fc.b", 10))
        .output();
    b.output(b.node("Softmax", "softmax").inputs(fc).output(), DataType.FLOAT, 1, 10);
    return b;
  }

  private static Path repositoryRoot() {
    Path here = Path.of("").toAbsolutePath();
    return Files.exists(here.resolve("examples")) ? here : here.getParent();
  }

  @Test
  void committedModelIsTheBuildersOutput() throws Exception {
    byte[] built = smallCnn().toBytes();
    if (Boolean.getBoolean("raptor.regenerate")) {
      Files.write(MODEL, built);
    }
    assertArrayEquals(built, Files.readAllBytes(MODEL), "regenerate " + MODEL);
  }

  @ParameterizedTest
  @ValueSource(strings = {"schedule", "trivial"})
  void raptorRunPasses(String placement) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status = RaptorRun.run(new String[] {MODEL.toString(), "--core-count=4",
        "--crossbar-size=16", "--crossbar-count=8", "--placement=" + placement},
        new ByteArrayInputStream(new byte[0]),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    String verdict = out.toString(StandardCharsets.UTF_8);
    assertEquals(0, status, verdict + err.toString(StandardCharsets.UTF_8));
    assertTrue(verdict.startsWith("PASS: latency mode"), verdict);
  }
}
