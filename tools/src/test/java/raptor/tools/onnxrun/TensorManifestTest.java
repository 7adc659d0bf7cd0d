package raptor.tools.onnxrun;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link TensorManifest}: the files written, their reading back, and malformed manifests. */
class TensorManifestTest {
  private static final RawTensor INPUT = new RawTensor("x", ElementType.FLOAT32,
      new long[] {1, 2}, new byte[] {0, 0, (byte) 0x80, 0x3F, 0, 0, 0, (byte) 0xC0});
  private static final RawTensor OUTPUT = new RawTensor("y/0", ElementType.INT64,
      new long[0], new byte[] {5, 0, 0, 0, 0, 0, 0, 0});

  @Test
  void writesRawFilesAndReadsThemBack(@TempDir Path dir) throws Exception {
    new TensorManifest("m.onnx", "seed 4", List.of(INPUT), List.of(OUTPUT)).write(dir);

    assertArrayEquals(INPUT.data(), Files.readAllBytes(dir.resolve("input_0.bin")));
    assertArrayEquals(OUTPUT.data(), Files.readAllBytes(dir.resolve("output_0.bin")));
    TensorManifest read = TensorManifest.read(dir);
    assertEquals("m.onnx", read.model());
    assertEquals("seed 4", read.source());
    RawTensor x = read.inputs().get(0);
    assertEquals("x", x.name());
    assertEquals(ElementType.FLOAT32, x.elementType());
    assertArrayEquals(new long[] {1, 2}, x.shape());
    assertEquals(1.0, x.valueAt(0));
    assertEquals(-2.0, x.valueAt(1));
    RawTensor y = read.outputs().get(0);
    assertEquals("y/0", y.name());
    assertArrayEquals(new long[0], y.shape());
    assertEquals(5.0, y.valueAt(0));
  }

  @Test
  void malformedJsonIsLocatedAtItsLineAndColumn(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("manifest.json"), "{\n  \"inputs\": [,]\n}\n");
    ReferenceException e = assertThrows(ReferenceException.class, () -> TensorManifest.read(dir));
    assertEquals(dir.resolve("manifest.json") + ":2:14", e.location());
  }

  @Test
  void anUnknownElementTypeIsNamed(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("manifest.json"), """
        {"inputs": [{"name": "x", "file": "a.bin", "elementType": "f32", "shape": [1]}],
         "outputs": []}
        """);
    ReferenceException e = assertThrows(ReferenceException.class, () -> TensorManifest.read(dir));
    assertEquals("inputs[0]: unknown element type 'f32'", e.getMessage());
  }

  @Test
  void aFileOutsideTheFolderIsRefused(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("manifest.json"), """
        {"inputs": [{"name": "x", "file": "../a.bin", "elementType": "int8", "shape": [1]}],
         "outputs": []}
        """);
    ReferenceException e = assertThrows(ReferenceException.class, () -> TensorManifest.read(dir));
    assertEquals("inputs[0]: file '../a.bin' is outside the folder", e.getMessage());
  }

  @Test
  void dataThatDisagreesWithTheShapeIsLocatedAtTheDataFile(@TempDir Path dir)
      throws IOException {
    Files.write(dir.resolve("a.bin"), new byte[3]);
    Files.writeString(dir.resolve("manifest.json"), """
        {"inputs": [{"name": "x", "file": "a.bin", "elementType": "int16", "shape": [2]}],
         "outputs": []}
        """);
    ReferenceException e = assertThrows(ReferenceException.class, () -> TensorManifest.read(dir));
    assertEquals(dir.resolve("a.bin").toString(), e.location());
    assertEquals("tensor 'x' of shape 2 needs 4 bytes of int16, got 3", e.getMessage());
  }

  @Test
  void aNegativeDimensionIsRefused(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("manifest.json"), """
        {"inputs": [{"name": "x", "file": "a.bin", "elementType": "int8", "shape": [-1]}],
         "outputs": []}
        """);
    ReferenceException e = assertThrows(ReferenceException.class, () -> TensorManifest.read(dir));
    assertEquals("inputs[0]: 'shape' must hold sizes >= 0, got -1", e.getMessage());
  }

  @Test
  void aMissingManifestIsNamed(@TempDir Path dir) {
    ReferenceException e = assertThrows(ReferenceException.class, () -> TensorManifest.read(dir));
    assertEquals(dir.resolve("manifest.json") + ": error: no such file", e.diagnostic());
  }
}
