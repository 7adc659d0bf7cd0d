package raptor.tools.onnxrun;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import raptor.frontend.onnx.build.OnnxModelBuilder;
import raptor.frontend.onnx.model.DataType;
import raptor.frontend.onnx.model.Dim;

/** {@link RaptorOnnxRun} in-process: bad input, exit codes and the written tensors. */
class RaptorOnnxRunTest {
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String... args) {
    return RaptorOnnxRun.run(args, new ByteArrayInputStream(new byte[0]),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  private String err() {
    return err.toString(StandardCharsets.UTF_8);
  }

  @Test
  void aMissingModelIsALocatedError(@TempDir Path dir) {
    Path model = dir.resolve("absent.onnx");
    assertEquals(1, run(model.toString(), "-o", dir.resolve("out").toString()));
    assertEquals(model + ": error: no such file\n", err());
    assertFalse(Files.exists(dir.resolve("out")));
  }

  @Test
  void aFileThatIsNotOnnxIsALocatedError(@TempDir Path dir) throws IOException {
    Path model = Files.writeString(dir.resolve("model.onnx"), "func.func @f() { return }\n");
    assertEquals(1, run(model.toString(), "-o", dir.resolve("out").toString()));
    assertTrue(err().startsWith(model + ": error: onnxruntime cannot load the model: "), err());
    assertFalse(err().contains("\tat "), err());
  }

  @Test
  void anEmptyFileIsALocatedError(@TempDir Path dir) throws IOException {
    Path model = Files.createFile(dir.resolve("empty.onnx"));
    assertEquals(1, run(model.toString(), "-o", dir.resolve("out").toString()));
    assertTrue(err().startsWith(model + ": error: onnxruntime cannot load the model: "), err());
  }

  @Test
  void aFolderIsNotAModel(@TempDir Path dir) {
    assertEquals(1, run(dir.toString(), "-o", dir.resolve("out").toString()));
    assertEquals(dir + ": error: not a regular file\n", err());
  }

  @Test
  void seedAndInputsExcludeEachOther(@TempDir Path dir) {
    assertEquals(1, run("model.onnx", "--seed=1", "--inputs", dir.toString(), "-o",
        dir.toString()));
    assertEquals("--inputs: error: give either --seed or --inputs, not both\n", err());
  }

  @Test
  void aMalformedInputShapeIsAnError(@TempDir Path dir) {
    assertEquals(1, run("model.onnx", "--input-shape=x:1xAx3", "-o", dir.toString()));
    assertEquals("--input-shape: error: 'x:1xAx3': dimensions must be sizes >= 0 separated by"
        + " 'x'\n", err());
  }

  @Test
  void theOutputFolderIsRequired() {
    assertEquals(1, run("model.onnx"));
    assertTrue(err().startsWith("error: Missing required option: '--output-dir=DIR'"), err());
  }

  /** A model computing {@code y = Relu(x)} for x of shape {@code N x 3} (N symbolic). */
  private static Path reluModel(Path dir) throws Exception {
    OnnxModelBuilder builder = new OnnxModelBuilder(13, 1);
    String x = builder.input("x", DataType.FLOAT, List.of(Dim.symbolic("N"), Dim.of(3)));
    builder.output(builder.node("Relu", "relu").inputs(x).output(), DataType.FLOAT);
    Path model = dir.resolve("relu.onnx");
    builder.write(model);
    return model;
  }

  @Test
  void aSeededRunWritesTheInputsTheReferenceOutputsAndTheManifest(@TempDir Path dir)
      throws Exception {
    Path model = reluModel(dir);
    Path out1 = dir.resolve("ref");
    assertEquals(0, run(model.toString(), "--seed", "9", "--input-shape", "x:4x3", "-o",
        out1.toString()), err());
    assertEquals("output 'relu': float32 4x3 -> " + out1.resolve("output_0.bin") + "\n",
        this.out.toString(StandardCharsets.UTF_8));
    TensorManifest manifest = TensorManifest.read(out1);
    assertEquals("seed 9", manifest.source());
    RawTensor x = manifest.inputs().get(0);
    RawTensor y = manifest.outputs().get(0);
    assertArrayEquals(new long[] {4, 3}, x.shape());
    assertArrayEquals(new long[] {4, 3}, y.shape());
    for (int i = 0; i < 12; i++) {
      assertEquals(Math.max(x.valueAt(i), 0), y.valueAt(i));
    }
  }

  @Test
  void storedInputsGiveTheSameOutputs(@TempDir Path dir) throws Exception {
    Path model = reluModel(dir);
    assertEquals(0, run(model.toString(), "-o", dir.resolve("a").toString()), err());
    assertTrue(err().contains("remark: input 'x' has shape Nx3; using 1x3"), err());
    assertEquals(0, run(model.toString(), "--inputs", dir.resolve("a").toString(), "-o",
        dir.resolve("b").toString()), err());
    assertArrayEquals(Files.readAllBytes(dir.resolve("a/output_0.bin")),
        Files.readAllBytes(dir.resolve("b/output_0.bin")));
    assertEquals(dir.resolve("a").toString(), TensorManifest.read(dir.resolve("b")).source());
  }

  @Test
  void aShapeThatDoesNotFitTheInputIsAnError(@TempDir Path dir) throws Exception {
    Path model = reluModel(dir);
    assertEquals(1, run(model.toString(), "--input-shape", "x:4x5", "-o", dir.toString()));
    assertEquals("--input-shape: error: input 'x' has shape Nx3; 4x5 does not fit it\n", err());
  }

  @Test
  void aFolderWithoutInputsIsAnError(@TempDir Path dir) throws Exception {
    Path model = reluModel(dir);
    Path empty = Files.createDirectory(dir.resolve("empty"));
    assertEquals(1, run(model.toString(), "--inputs", empty.toString(), "-o", dir.toString()));
    assertEquals(empty + ": error: holds neither manifest.json nor input_0.pb\n", err());
  }

  @Test
  void helpListsTheFlags() {
    assertEquals(0, run("--help"));
    String help = out.toString(StandardCharsets.UTF_8);
    assertTrue(help.contains("--seed=N") && help.contains("--inputs=DIR")
        && help.contains("--input-shape=NAME:DIMS"), help);
  }
}
