package raptor.frontend.onnx.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code --onnx-input-shape} values: NAME:DIMxDIM..., the shape after the last colon. */
class ImportOptionsTest {
  @Test
  void parsesNamesAndShapes() {
    ImportOptions options = ImportOptions.DEFAULT.withInputShape("x:1x3x224x224")
        .withInputShape("scope:in:2x0").withInputShape("scalar:");
    assertEquals(Map.of("x", List.of(1L, 3L, 224L, 224L), "scope:in", List.of(2L, 0L),
        "scalar", List.of()), options.inputShapes());
  }

  @Test
  void malformedValuesSayWhy() {
    assertEquals("expected NAME:DIMxDIMx..., got '1x3'", assertThrows(
        IllegalArgumentException.class, () -> ImportOptions.DEFAULT.withInputShape("1x3"))
        .getMessage());
    assertEquals("dimension 'a' in 'x:1xa' is not a size >= 0", assertThrows(
        IllegalArgumentException.class, () -> ImportOptions.DEFAULT.withInputShape("x:1xa"))
        .getMessage());
    assertEquals("dimension '-2' in 'x:-2' is not a size >= 0", assertThrows(
        IllegalArgumentException.class, () -> ImportOptions.DEFAULT.withInputShape("x:-2"))
        .getMessage());
  }
}
