package raptor.backend.pim.artifact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The value semantics and fail-fast checks of the model types. */
class ModelTest {
  @Test
  void weightMatricesAreEqualByContent() {
    assertEquals(WeightMatrix.of(1, 2, 1, 2), WeightMatrix.of(1, 2, 1, 2));
    assertEquals(WeightMatrix.of(1, 2, 1, 2).hashCode(), WeightMatrix.of(1, 2, 1, 2).hashCode());
    assertNotEquals(WeightMatrix.of(1, 2, 1, 2), WeightMatrix.of(2, 1, 1, 2));
    assertNotEquals(WeightMatrix.of(1, 2, 1, 2), WeightMatrix.of(1, 2, 1, 3));
  }

  @Test
  void weightMatrixNeedsRowsTimesColsWeights() {
    IllegalArgumentException failure =
        assertThrows(IllegalArgumentException.class, () -> WeightMatrix.of(2, 2, 1, 2, 3));
    assertEquals("a 2x2 weight matrix needs 4 weights", failure.getMessage());
  }

  @Test
  void hostRegionsAreEqualByContent() {
    HostRegion region = HostRegion.constant("bias", 0, new byte[] {1, 2});
    assertEquals(region, HostRegion.constant("bias", 0, new byte[] {1, 2}));
    assertEquals(region.hashCode(), HostRegion.constant("bias", 0, new byte[] {1, 2}).hashCode());
    assertNotEquals(region, HostRegion.constant("bias", 0, new byte[] {1, 3}));
    assertEquals("constant region 'bias' [0, 2) with initial bytes", region.toString());
  }

  @Test
  void hostRegionCopiesItsContents() {
    byte[] bytes = {1, 2};
    HostRegion region = HostRegion.constant("bias", 0, bytes);
    bytes[0] = 9;
    assertEquals(1, region.contents()[0]);
  }

  @Test
  void hostMemoryListsInputsAndOutputsInOrder() {
    HostMemory memory = TwoCorePrograms.program().memory();
    assertEquals(
        List.of("arg0", "arg1"), memory.inputs().stream().map(HostRegion::name).toList());
    assertEquals(
        List.of("result0", "result1"), memory.outputs().stream().map(HostRegion::name).toList());
  }

  @Test
  void targetValuesArePositive() {
    IllegalArgumentException failure =
        assertThrows(IllegalArgumentException.class, () -> new PimTarget(128, 0, 4));
    assertEquals("crossbar count must be positive: 0", failure.getMessage());
  }
}
