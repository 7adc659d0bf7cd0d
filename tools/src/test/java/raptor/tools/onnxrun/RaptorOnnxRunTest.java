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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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

  @Test
  void helpListsTheFlags() {
    assertEquals(0, run("--help"));
    String help = out.toString(StandardCharsets.UTF_8);
    assertTrue(help.contains("--seed=N") && help.contains("--inputs=DIR")
        && help.contains("--input-shape=NAME:DIMS"), help);
  }
}
